"""The public API: `import referee` lists it, and every example in docs/api.md runs as written."""

from __future__ import annotations

import subprocess
import sys

import pytest

import referee
from helpers import REPO

API_DOC = REPO / "docs" / "api.md"
RUNNER = REPO / "scripts" / "run_api_examples.py"


def test_every_public_name_exists_and_is_documented_in_help():
    assert referee.__all__, "the package lists its API"
    for name in referee.__all__:
        assert hasattr(referee, name), name
    # help(referee) shows the module docstring, which names the entry points
    for name in ("load_rules", "read_position", "score_position", "replay", "render_svg"):
        assert name in referee.__doc__


def test_api_document_examples_run(tmp_path):
    # from an empty folder: the examples need no file of the checkout
    done = subprocess.run([sys.executable, str(RUNNER), str(API_DOC)], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    # one example per use: score, rules, problems, a game, a record, a picture
    assert "6 API examples ran" in done.stderr


def test_read_position_accepts_a_path_and_json_text(rules):
    # The bundled example is the rulebook's 4-player Dark Tower position: Jen 4 markers.
    from_path = referee.read_position(REPO / "examples" / "dark-tower-4p.json", rules)
    from_text = referee.read_position((REPO / "examples" / "dark-tower-4p.json").read_text(), rules)
    assert from_path.markers == from_text.markers == {5: {"Jen": 4, "Phil": 3, "Chris": 2, "Simon": 1}}


def test_read_position_refuses_a_position_of_other_variants(rules):
    with pytest.raises(referee.PositionError) as caught:
        referee.read_position({"players": ["A", "B"], "king": 1, "board": {}, "variants": ["permanent-nobles"]},
                              rules)
    assert [p.code for p in caught.value.problems] == ["VARIANTS_DIFFER"]


def test_rulings_chosen_at_load_reach_a_new_game_and_its_rounds():
    strict = referee.load_rules(rulings={"knight-after-non-region": "illegal"})
    game = referee.new_game(["Ann", "Ben"], strict)
    assert game.rulings == {"knight-after-non-region": "illegal"}
    # Under "illegal", a Knight after a Dragon is an illegal play ("Revealing cards — Knight").
    with pytest.raises(referee.IllegalPlayError) as caught:
        referee.play_round(game, strict, {"Ann": ["Dark Tower", "dragon", "knight"],
                                          "Ben": ["Dark Tower", "Temple Ruins", "Savage Hills"]})
    assert caught.value.code == "KNIGHT_AFTER_NON_REGION"


def test_load_rules_refuses_a_bad_banner_and_a_bad_ruling_naming_them():
    with pytest.raises(referee.SpecError, match="Temple Ruins"):
        referee.load_rules(banners={"Temple Ruins": [1, 3]})        # values never increase
    with pytest.raises(referee.SpecError, match="knight-declined"):
        referee.load_rules(rulings={"knight-declined": "sometimes"})
    with pytest.raises(referee.UnknownRegionError, match="Dark Towr"):
        referee.load_rules(banners={"Dark Towr": [5, 4, 2, 1]})


def test_new_game_refuses_a_player_count_the_game_does_not_take(rules):
    # "Preparation": 2 to 5 players.
    with pytest.raises(referee.PositionError) as caught:
        referee.new_game(["Solo"], rules)
    assert caught.value.problems[0].code == "BAD_PLAYER_COUNT"


def test_read_record_under_the_rules_of_a_variant_file():
    # a variant file of one's own is passed on by its path: its id names nothing in spec/
    path = str(REPO / "examples" / "variants" / "knight-two-markers.toml")
    record = {"players": ["Ann", "Ben"], "rounds": [{"Ann": ["Dark Tower", "Temple Ruins", "knight!added"],
                                                     "Ben": ["Dark Tower", "Savage Hills", "Wizard's Tower"]}]}
    game = referee.read_record(record, referee.load_rules((path,)))
    played = referee.replay(game)
    assert game.rules.cards.knight_extra_markers == 2
    assert played.sheet[0]["placed"]["Ann"] == {"Dark Tower": 1, "Temple Ruins": 3}


def test_a_file_is_read_within_the_input_limit(tmp_path):
    # The API reads a path as the command line does: a regular file, no more than the input limit,
    # so a device that never ends (/dev/zero, refused before it is read) or an oversized file is
    # refused by name instead of filling memory.
    from referee.limits import MAX_INPUT_BYTES

    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_INPUT_BYTES + 10))
    for path, code in (("/dev/zero", "NOT_A_FILE"), (big, "TOO_LARGE")):
        with pytest.raises(referee.PositionError) as caught:
            referee.read_position(path)
        assert [p.code for p in caught.value.problems] == [code]
    with pytest.raises(referee.PositionError) as caught:
        referee.read_position(tmp_path / "missing.json")
    assert [p.code for p in caught.value.problems] == ["NO_SUCH_FILE"]


def test_render_svg_takes_lang(rules):
    position = referee.read_position(REPO / "examples" / "dark-tower-4p.json", rules)
    english = referee.render_svg(position, rules)
    assert english == referee.render_svg(position, rules, lang="en") and ">King in Dark Tower</text>" in english
    french = referee.render_svg(position, rules, lang="fr")
    assert ">« Roi » dans Dark Tower</text>" in french and "King in" not in french
