"""Golden replays (in the spirit of OpenSpiel's playthroughs): each record in tests/golden/ is
replayed and its score sheet compared with the stored *.expected.json. After an intended change,
run scripts/regenerate_golden.py and review the diff."""

import json
import sys

import pytest

from helpers import REPO
from referee.engine.replay import replay
from referee.io.game_record import read_record

GOLDEN = REPO / "tests" / "golden"
sys.path.insert(0, str(GOLDEN.parent.parent / "scripts"))
import regenerate_golden  # noqa: E402

RECORDS = regenerate_golden.records()


def test_every_mechanic_has_a_golden_record():
    names = {p.stem for p in RECORDS}
    for needed in ["witch", "two-witches", "knight", "knight-declined", "dragon", "two-dragons",
                   "short-of-markers", "dragon-round-ends-game", "tie-break", "permanent-nobles",
                   "four-player-every-card"]:
        assert needed in names


@pytest.mark.parametrize("record", RECORDS, ids=lambda p: p.stem)
def test_golden_replay_matches(record):
    expected_file = regenerate_golden.expected_path(record)
    assert expected_file.exists(), f"run scripts/regenerate_golden.py to create {expected_file.name}"
    expected = json.loads(expected_file.read_text(encoding="utf-8"))
    assert regenerate_golden.sheet_of(record) == expected


def _replay(name):
    rec, problems = read_record(json.loads((GOLDEN / name).read_text(encoding="utf-8")))
    assert rec is not None, problems
    return replay(rec)


def test_hand_calculated_four_player_record():
    # Every number below comes from the hand calculation in four-player-every-card.md.
    result = _replay("four-player-every-card.json")
    assert not result.problems
    r11, r12 = result.sheet
    assert r11["scores"] == {"Jen": 38, "Phil": 36, "Chris": 37, "Simon": 25}
    assert r11["regions_scored"] == ["King's Altar", "Temple Ruins"]
    assert r11["king_after"] == "Dark Tower"
    assert r11["supply"] == {"Jen": 18, "Phil": 17, "Chris": 16, "Simon": 14}
    assert r12["regions_scored"] == ["Dark Tower", "Dragon's Lair", "King's Castle"]
    # Round 12 and the final scoring are given separately: after round 12's three regions
    # Jen 41, Phil 41, Chris 42, Simon 41; the final scoring adds ZKD (Chris 1, Simon 1), KA (Phil 7),
    # TR (Chris 3).
    assert r12["scores"] == {"Jen": 41, "Phil": 41, "Chris": 42, "Simon": 41}
    assert r12["awarded"] == {"Jen": 3, "Phil": 5, "Chris": 5, "Simon": 16}
    assert [r["region"] for r in r12["regions"]] == ["Dark Tower", "Dragon's Lair", "King's Castle"]
    final = r12["final_scoring"]
    assert final["regions"] == ["Zin Kai's Deep", "Wizard's Tower", "Savage Hills", "King's Altar", "Temple Ruins"]
    assert final["awarded"] == {"Jen": 0, "Phil": 7, "Chris": 4, "Simon": 1}
    assert final["scores"] == {"Jen": 41, "Phil": 48, "Chris": 46, "Simon": 42}
    assert [r["region"] for r in final["results"]] == final["regions"]
    assert result.final.scores == {"Jen": 41, "Phil": 48, "Chris": 46, "Simon": 42}
    assert result.final.winners == ["Phil"] and not result.final.tie_break
    # Banners were given in the record: no provisional value was used.
    assert all(b["provenance"] == "user" for b in result.to_dict()["banners"].values())


def test_tie_break_record():
    # tie-break.json: Ann 35 + Dark Tower 5 + Noble bonus 1 + final ZKD 1 + WT 6 + TR 3 = 51;
    # Ben 39 + final King's Castle 8 + Savage Hills 4 = 51. Nobles: Ann 3, Ben 0 -> Ann.
    result = _replay("tie-break.json")
    assert result.final.scores == {"Ann": 51, "Ben": 51}
    assert result.final.winners == ["Ann"] and result.final.tie_break
