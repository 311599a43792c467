"""Game records that forgive nothing and banners that contradict the rulebook: the record
reader, the replay and the position reader as a user meets them."""

from __future__ import annotations

import json
import random

import pytest

from helpers import REPO, run_referee
from referee.engine.replay import replay
from referee.engine.simulate import simulate_game
from referee.io.game_record import read_record
from referee.io.position_reader import read_position
from referee.rules import load_rules


def codes(problems, severity=None):
    return [p.code for p in problems if severity is None or p.severity == severity]


# ---------------------------------------------------------------- records

def test_start_supply_leaving_a_player_out_derives_that_players_supply():
    # Jen's supply is given, Phil's is not: Phil's is every marker not on the board, not a Noble and not
    # on the score track ("Preparation"): 20 - 1 - 2 = 17. His three legal cards are then accepted.
    record = {"players": ["Jen", "Phil"],
              "start": {"king": 1, "supply": {"Jen": 19}, "board": {"5": {"influence": {"Phil": 2}}}},
              "rounds": [{"Jen": [1, 6, 4], "Phil": [1, 6, 4]}]}
    rec, problems = read_record(record)
    assert rec is not None, problems
    assert rec.start.supply == {"Jen": 19, "Phil": 17}
    result = replay(rec)
    assert not result.problems


@pytest.mark.parametrize("strangers, told", [(100, 100), (101, 101), (150, 101)])
def test_a_record_of_more_problems_than_are_listed_says_the_rest_are_left_out(tmp_path, strangers, told):
    # docs/players.md "Limits": at most 100 problems are listed, then one line says the rest are not.
    # Each round names a player nobody seated, one problem a round: 100 such rounds are 100 problems and
    # nothing more is said; 101 or more are 100 listed and the line saying more were left out
    record = {"players": ["Jen", "Phil"], "rounds": [{"Nobody": []}] * strangers}
    rec_file = tmp_path / "rec.json"
    rec_file.write_text(json.dumps(record))
    done = run_referee("replay", str(rec_file), "--json")
    said = json.loads(done.stdout)["problems"]
    assert done.returncode == 2 and len(said) == told
    assert all(p["code"] == "UNKNOWN_PLAYER" for p in said[:100])
    assert (said[-1]["code"] == "TOO_MANY_PROBLEMS") == (strangers > 100)


def test_markers_missing_is_warned_by_replay_as_by_validate(tmp_path):
    # Jen: 10 in supply + 1 on the score track = 11, 9 short of 20: validate warns MARKERS_MISSING,
    # and so does replay (on stderr), which then carries on.
    start = {"players": ["Jen", "Phil"], "king": 1, "supply": {"Jen": 10, "Phil": 19}}
    pos_file = tmp_path / "pos.json"
    pos_file.write_text(json.dumps(start))
    assert "MARKERS_MISSING" in run_referee("validate", str(pos_file)).stdout + \
        run_referee("validate", str(pos_file)).stderr
    rec_file = tmp_path / "rec.json"
    rec_file.write_text(json.dumps({"players": ["Jen", "Phil"], "start": {"king": 1, "supply": start["supply"]},
                                    "rounds": [{"Jen": [1, 6, 4], "Phil": [1, 6, 4]}]}))
    done = run_referee("replay", str(rec_file))
    assert done.returncode == 0, done.stderr
    assert "warning [MARKERS_MISSING] start.supply.Jen" in done.stderr   # the field inside the record's start


def test_unknown_card_message_reads_like_every_illegal_play():
    rec, problems = read_record({"players": ["Quentin", "Ann"], "rounds": [{"Quentin": [1, "dragn", 4],
                                                                            "Ann": [1, 6, 4]}]})
    [problem] = [p for p in problems if p.code == "UNKNOWN_CARD"]
    # "round N, Player, card 'as written': reason ("Section")", 1-based words only; the path is the field.
    assert problem.message.startswith("round 1, Quentin, card 'dragn': unknown card \"dragn\"")
    assert problem.message.endswith('("Revealing cards")')
    assert "rounds[0]" not in problem.message and problem.field == "rounds[0].Quentin[1]"


def test_too_many_cards_says_expected_and_found():
    rec, _ = read_record({"players": ["Jen", "Phil"], "start": {"king": 1, "supply": {"Jen": 2, "Phil": 19},
                                                                 "board": {"5": {"influence": {"Jen": 17}}}},
                          "rounds": [{"Jen": [1, 6, 4], "Phil": [1, 6, 4]}]})
    result = replay(rec, lenient=True)
    [problem] = result.problems
    assert problem.code == "TOO_MANY_CARDS"
    assert "expected 2 cards in the selection (2 markers in supply, fewer than 3), found 3" in problem.message
    assert "or fewer only when short" not in problem.message


def test_replay_json_gives_winners_as_an_empty_list_when_not_ended():
    data = json.loads(run_referee("replay", str(REPO / "tests" / "golden" / "dragon.json"), "--json").stdout)
    assert data["final"]["game_over"] is False and data["final"]["winners"] == []


def test_replay_json_gives_the_round_and_the_final_scoring_separately():
    data = json.loads(run_referee("replay", str(REPO / "tests" / "golden" / "tie-break.json"), "--json").stdout)
    last = data["rounds"][-1]
    # tie-break.json: the last round (Dark Tower) takes Ann 35 -> 41 (5 + Noble bonus 1), Ben stays 39; then
    # the final scoring adds Ann 1 + 6 + 3 = 10 and Ben 8 + 4 = 12: 51 each.
    assert last["scores"] == {"Ann": 41, "Ben": 39} and last["awarded"] == {"Ann": 6, "Ben": 0}
    assert all(not r["final_scoring"] for r in last["regions"])
    assert last["final_scoring"]["awarded"] == {"Ann": 10, "Ben": 12}
    assert last["final_scoring"]["scores"] == data["final"]["scores"] == {"Ann": 51, "Ben": 51}


def test_simulate_records_the_witchs_sent_back_cards():
    # Every Witch revealed by a player who plays more than one card lists the cards it sent back.
    rules = load_rules()
    seen = 0
    for seed in range(8):
        summary = simulate_game(random.Random(seed), ["Ann", "Ben", "Cat"], rules)
        for rnd in summary.record["rounds"]:
            for player, cards in rnd.items():
                if player != "witch" and cards and cards[0] == "witch":
                    seen += 1
                    assert len(cards) == 3 or len(cards) == len(rnd["witch"][player]), (seed, cards)
        rec, problems = read_record(summary.record)
        assert not replay(rec).warnings
    assert seen


# ---------------------------------------------------------------- banners that contradict the rulebook

@pytest.mark.parametrize("banner, words", [
    ([5, 3, 2, 1], "prints Dark Tower's banner as 5-4-2-1"),
])
def test_dark_tower_other_than_the_rulebook_is_warned_not_refused(banner, words):
    position, rules, problems = read_position({"players": ["A", "B"], "king": 5, "banners": {"Dark Tower": banner}})
    assert position is not None and position.banners[5] == tuple(banner)       # accepted as given
    [warning] = [p for p in problems if p.code == "BANNER_UNLIKE_RULEBOOK"]
    assert warning.severity == "warning" and words in warning.message


@pytest.mark.parametrize("banner, words", [
    ([4, 2, 1], "first value is the region's number, 3 for Temple Ruins"),
    ([3, 2], "3 or 4 values"),
    ([3, 3, 2, 1, 1], "3 or 4 values"),
])
def test_other_banner_contradictions_are_warned(banner, words):
    position, _, problems = read_position({"players": ["A", "B"], "king": 3, "banners": {"Temple Ruins": banner}})
    assert position is not None
    assert any(p.code == "BANNER_UNLIKE_RULEBOOK" and words in p.message and p.severity == "warning"
               for p in problems)


@pytest.mark.parametrize("key, field", [("5", "banners.5"), ("dark tower", 'banners."dark tower"'),
                                        ("Dark Tower", 'banners."Dark Tower"')])
def test_a_banner_warning_names_the_banner_as_its_key_is_written(key, field):
    # a player finds the entry by the key they typed: a region named by its number or in other
    # letters is read as the region, and the warning about it names that key, not the board's name
    _, _, problems = read_position({"players": ["A", "B"], "king": 3, "banners": {key: [5, 3, 2, 1]}})
    [warning] = [p for p in problems if p.code == "BANNER_UNLIKE_RULEBOOK"]
    assert (warning.field, warning.value) == (field, [5, 3, 2, 1])


def test_a_plausible_banner_is_not_warned():
    _, _, problems = read_position({"players": ["A", "B"], "king": 3, "banners": {"Temple Ruins": [3, 2, 1],
                                                                              "Dark Tower": [5, 4, 2, 1]}})
    assert "BANNER_UNLIKE_RULEBOOK" not in codes(problems)


def test_banner_option_contradiction_is_warned_on_the_command_line():
    done = run_referee("score", "examples/dark-tower-4p.json", "--banners", "Dark Tower=5,3,2,1")
    assert done.returncode == 0
    assert "warning [BANNER_UNLIKE_RULEBOOK] --banners.\"Dark Tower\"" in done.stderr
    assert "Jen: influence 4 — 1st place: 5 points." in done.stdout


# ---------------------------------------------------------------- the sheet

def test_sheet_gives_reasons_and_the_final_scoring_block_in_english_and_french():
    path = str(REPO / "tests" / "golden" / "four-player-every-card.json")
    text = run_referee("replay", path).stdout
    # Round 11, King's Altar: Chris and Simon tie on 1 for 3rd-4th in a 4-player game: not paid.
    assert "Chris 1→0 (tie not paid), Simon 1→0 (tie not paid)" in text
    assert "Noble: Phil (most influence alone; Jen's old Noble back to Jen's supply)" in text
    assert "Final scoring — regions not scored in round 12:" in text
    assert "Nobody has influence in Wizard's Tower and Savage Hills: nothing is paid there." in text
    assert "(s)" not in text
    french = run_referee("replay", path, "--lang", "fr").stdout
    assert "Manche 12 — « Roi » dans Dark Tower, 2 « dragons »" in french
    assert "Décompte final — régions non décomptées pendant la manche 12 :" in french
    assert "Phil l'emporte avec 48 points." in french


def test_replay_json_carries_the_readers_warnings_and_lenient_errors(tmp_path):
    # What stderr tells a person, the JSON tells a program: the start's supply warned short (Jen: 10 in
    # supply + 1 on the score track, 9 of 20 missing, as above) is in `warnings` at the start's own
    # field; under --lenient an unknown card the reader left out is in `problems` beside the replay's
    # own (Quentin then played two cards: TOO_FEW_CARDS), and the exit is 2. In French, the sentences too.
    short = {"players": ["Jen", "Phil"], "start": {"king": 1, "supply": {"Jen": 10, "Phil": 19}},
             "rounds": [{"Jen": [1, 6, 4], "Phil": [1, 6, 4]}]}
    rec_file = tmp_path / "rec.json"
    rec_file.write_text(json.dumps(short))
    for lang in ("en", "fr"):
        done = run_referee("replay", str(rec_file), "--json", "--lang", lang)
        assert done.returncode == 0, done.stderr
        answer = json.loads(done.stdout)
        [warning] = answer["warnings"]
        assert (warning["code"], warning["field"], warning["severity"]) == ("MARKERS_MISSING", "start.supply.Jen",
                                                                            "warning")
        assert ("markers" in warning["message"]) == (lang == "en")
    unknown = {"players": ["Quentin", "Ann"], "rounds": [{"Quentin": [1, "dragn", 4], "Ann": [1, 6, 4]}]}
    rec_file.write_text(json.dumps(unknown))
    out = tmp_path / "sheet.json"
    done = run_referee("replay", str(rec_file), "--json", "--lenient", "--out", str(out))
    assert done.returncode == 2 and not out.exists()
    codes = [(p["code"], p["field"]) for p in json.loads(done.stdout)["problems"]]
    assert codes[0] == ("UNKNOWN_CARD", "rounds[0].Quentin[1]") and "TOO_FEW_CARDS" in [c for c, _ in codes]
