"""Every hostile input, through the commands (in-process): exit 2 with a message naming
the field and the value, no traceback, no hang, nothing written by a failing command.

Commands run in-process with click's CliRunner, whose output streams are strict UTF-8: a lone
surrogate reaching any output would raise here, as it did on a real terminal.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import REPO
from referee.cli import main

EXAMPLE = json.loads((REPO / "examples" / "dark-tower-4p.json").read_text(encoding="utf-8"))
RECORD = REPO / "tests" / "golden" / "knight.json"


def invoke(*args, stdin=None):
    result = CliRunner().invoke(main, [str(a) for a in args], input=stdin, catch_exceptions=True)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


def refused(*args, stdin=None) -> str:
    """Exit 2, no traceback; returns everything printed."""
    result = invoke(*args, stdin=stdin)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    return result.output


def position(**changes) -> str:
    return json.dumps({**EXAMPLE, **changes})


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8", "surrogatepass"))
    return path


# ---------------------------------------------------------------- a type assumed somewhere

def test_noble_owner_given_as_a_list():
    out = refused("score", "-", stdin=position(board={"Dark Tower": {"nobles": [["Jen"]]}}))
    assert 'board."Dark Tower".nobles[0] = ["Jen"]' in out


def test_noble_owner_given_as_an_object():
    out = refused("score", "-", stdin=position(board={"Dark Tower": {"nobles": [{"Jen": 1}]}}))
    assert 'board."Dark Tower".nobles[0] = {"Jen": 1}' in out


def test_ruling_choice_given_as_a_list():
    out = refused("score", "-", stdin=position(rulings={"knight-declined": ["declined-unless-added"]}))
    assert 'rulings.knight-declined = ["declined-unless-added"]' in out


def test_changes_invariants_entry_given_as_a_list(tmp_path):
    variant = write(tmp_path, "v.toml", '[variant]\nid = "v"\nname = "V"\nsection = "Nobles"\n'
                                        'changes_invariants = [["nobles.at-most-one-per-region"]]\n[overrides]\n')
    out = refused("score", "-", "--variant", variant, stdin=position())
    assert "changes_invariants[0]" in out and "expected a string" in out


def test_record_variants_as_a_number_with_a_start():
    out = refused("replay", "-", stdin=json.dumps({"players": ["A", "B"], "variants": 3,
                                                   "start": {"king": 1}, "rounds": []}))
    assert "variants = 3" in out


def test_record_start_variants_null():
    out = refused("replay", "-", stdin=json.dumps({"players": ["A", "B"], "start": {"king": 1, "variants": None},
                                                   "rounds": []}))
    assert "start.variants = null" in out


def test_record_result_winners_as_a_number():
    out = refused("replay", "-", stdin=json.dumps({"players": ["A", "B"], "rounds": [], "result": {"winners": 3}}))
    assert "result.winners = 3" in out


@pytest.mark.parametrize("field", ["king", "board"])
def test_superscript_two_as_a_region(field):
    # "²".isdigit() is True but int("²") raises: it is no region.
    data = {"king": "²"} if field == "king" else {"board": {"²": {"influence": {"Jen": 1}}}}
    out = refused("score", "-", stdin=position(**data))
    assert '"²": unknown region' in out


def test_superscript_two_as_a_card():
    out = refused("replay", "-", stdin=json.dumps({"players": ["A", "B"], "rounds": [{"A": ["²"], "B": [1]}]}))
    # one style for every illegal play ("round N, player, card 'X': reason"), naming where and what
    assert "round 1, A, card '²'" in out and "unknown card" in out


def test_superscript_two_in_quick_entry():
    assert "--region '²': unknown region" in refused("score", "--region", "²", "Jen=4", "Phil=2")
    assert "'Jen=²'" in refused("score", "--region", "5", "Jen=²", "Phil=2")


def test_an_integer_of_4301_digits_names_its_field():
    out = refused("score", "-", stdin=position(scores={"Jen": 1}).replace('"Jen": 1', '"Jen": ' + "7" * 4301))
    assert "scores.Jen" in out and "4301 digits" in out and "7777777" not in out


def test_a_huge_count_is_blamed_on_its_own_field_and_not_printed_in_full():
    # 10**20 markers: the field is influence.Jen (not players.Jen's marker total).
    out = refused("score", "-", stdin=position(board={"Dark Tower": {"influence": {"Jen": 10 ** 20}}}))
    assert 'board."Dark Tower".influence.Jen = 100000000000000000000: at most 20' in out
    assert "players.Jen" not in out


# ---------------------------------------------------------------- strings that broke the output

def test_lone_surrogate_player_name_in_every_writing_command(tmp_path):
    text = position().replace('"Simon"', '"\\ud800"')
    src = write(tmp_path, "p.json", text)
    for args in (["score", src], ["validate", "--json", src], ["render", src, "-o", tmp_path / "b.svg"]):
        assert "U+D800" in refused(*args)
    record = write(tmp_path, "r.json", '{"players": ["A", "\\ud800"], "rounds": []}')
    assert "U+D800" in refused("replay", record, "--out", tmp_path / "o.json")
    assert not (tmp_path / "b.svg").exists() and not (tmp_path / "o.json").exists()


def test_a_lone_surrogate_from_the_command_line_is_shown_escaped():
    # A non-UTF-8 byte in argv reaches Python as a lone surrogate (\udcff).
    out = refused("score", "--region", "\udcff", "Jen=4")
    assert "\\udcff" in out


def test_binary_stdin():
    out = refused("score", "-", stdin=b"\xff\xfe\x00binary\x80")
    assert "<stdin>: not UTF-8 text" in out


def test_a_newline_in_a_name_cannot_forge_an_output_line():
    out = refused("score", "-", stdin=position(players=["Jen", "Phil", "Chris", "Si\nmon"]))
    assert "players[3]" in out and "U+000A" in out
    assert not any(line.startswith("mon") for line in out.splitlines())


@pytest.mark.parametrize("other", ["Jen\u200b", "Jen ", "ＪＥＮ", "jen"])
def test_names_that_print_alike_are_refused(other):
    out = refused("score", "-", stdin=position(players=["Jen", "Phil", "Chris", other], scores={}))
    assert "players[3]" in out


def test_duplicate_key_is_refused_naming_the_key():
    text = position().replace('"king":', '"king": "Zin Kai\'s Deep", "king":', 1)
    out = refused("score", "-", stdin=text)
    assert '"king" appears twice' in out


# ---------------------------------------------------------------- variant files

@pytest.mark.parametrize("variant, words", [
    ("{tmp}", "is a directory"), ("{tmp}/bad.toml", "not UTF-8"), ("/dev/zero", "not a regular file"),
])
def test_variant_that_is_not_a_toml_file(tmp_path, variant, words):
    write(tmp_path, "bad.toml", b"\xff\xfe[variant]\n")
    name = variant.replace("{tmp}", str(tmp_path))
    started = time.monotonic()
    out = refused("score", "-", "--variant", name, stdin=position())
    assert words in out and time.monotonic() - started < 5    # /dev/zero is never read to the end


def test_a_position_naming_a_device_as_its_variant():
    out = refused("score", "-", stdin=position(variants=["/dev/zero"]))
    assert "not a regular file" in out


def variant_file(tmp_path, table, body) -> Path:
    return write(tmp_path, "v.toml", f'[variant]\nid = "v"\nname = "V"\nsection = "Nobles"\n[overrides.{table}]\n{body}\n')


@pytest.mark.parametrize("table, body, key", [
    ("round", "regions_per_dragon = -1", "round.regions_per_dragon"),
    ("round", "cards_per_round = -1", "round.cards_per_round"),
    ("game", "min_players = 9\nmax_players = 1", "game.min_players"),
    ("end", "threshold = 0", "end.threshold"),
])
def test_variant_values_out_of_range(tmp_path, table, body, key):
    variant = variant_file(tmp_path, table, body)
    out = refused("simulate", "--games", "1", "--variant", variant)
    assert key in out and "out of range" in out


def test_variant_name_with_a_control_character(tmp_path):
    variant = write(tmp_path, "v.toml", '[variant]\nid = "v"\nname = "V\\u001b[2J"\nsection = "Nobles"\n[overrides]\n')
    assert "variant.name" in refused("score", "-", "--variant", variant, stdin=position())


# ---------------------------------------------------------------- structure and size

def test_card_object_nested_500_levels():
    card = "knight"
    for _ in range(500):
        card = {"card": card}
    out = refused("replay", "-", stdin=json.dumps({"players": ["A", "B"], "rounds": [{"A": [card], "B": [1]}]}))
    assert "nested more than 32 deep" in out


def test_card_object_holding_a_card_object():
    out = refused("replay", "-", stdin=json.dumps({"players": ["A", "B"],
                                                   "rounds": [{"A": [{"card": {"card": "knight"}}], "B": [1]}]}))
    assert "round 1, A, card" in out and "is a card's name" in out


def test_banner_value_of_ten_to_the_fifteen_is_refused():
    out = refused("score", "-", stdin=position(banners={"Dark Tower": [10 ** 15, 1]}))
    assert 'banners."Dark Tower"' in out and "0 to 100" in out


def test_quick_entry_with_a_hundred_million_players_is_refused_at_once():
    started = time.monotonic()
    out = refused("score", "--region", "5", "Jen=4", "--players", "100000000")
    assert "--players" in out and time.monotonic() - started < 2


def test_thirty_thousand_player_names_are_refused_quickly():
    started = time.monotonic()
    out = refused("score", "-", stdin=position(players=[f"P{i}" for i in range(30_000)], board={}, scores={}))
    assert "TOO_MANY_PLAYERS" in out and time.monotonic() - started < 3


def test_a_record_of_more_rounds_than_the_limit_is_refused_naming_it():
    out = refused("replay", "-", "--lenient", stdin=json.dumps({"players": ["A", "B"],
                                                                "rounds": [{"A": [], "B": []}] * 2000}))
    assert "at most 1000 rounds" in out


def test_a_lenient_replay_of_1000_rounds_takes_seconds_at_most():
    started = time.monotonic()
    out = refused("replay", "-", "--lenient", stdin=json.dumps({"players": ["A", "B"],
                                                                "rounds": [{"A": [], "B": []}] * 1000}))
    assert "round 1000" in out and time.monotonic() - started < 5


# ---------------------------------------------------------------- options

def test_banners_minus_one_is_refused_not_read_as_one():
    out = refused("score", "-", "--banners", "Dark Tower=-1", stdin=position())
    # quoted as written on the command line, the minus sign kept
    assert '--banners."Dark Tower" = -1:' in out and "BAD_BANNER" in out


def test_banners_printed_with_dashes_still_read():
    result = invoke("score", "-", "--banners", "Dark Tower=6-4-2-1", "--json", stdin=position())
    assert result.exit_code == 0 and json.loads(result.stdout)["position"]["banners"]["Dark Tower"] == [6, 4, 2, 1]


def test_until_beyond_the_record():
    one_round = json.dumps({"players": ["A", "B"], "rounds": [{"A": [1, 2, 3], "B": [1, 2, 3]}]})
    out = refused("replay", "-", "--until", "5", stdin=one_round)
    assert "--until 5: the record holds rounds 1 to 1" in out


def test_a_position_written_under_a_variant_file_loads_back(tmp_path, monkeypatch):
    variant = write(tmp_path, "mine.toml", '[variant]\nid = "mine"\nname = "Mine"\nsection = "Nobles"\n'
                                           '[overrides.nobles]\nbonus_base = 2\n')
    out = tmp_path / "next.json"
    assert invoke("score", "-", "--variant", variant, "--out", out, stdin=position()).exit_code == 0
    written = json.loads(out.read_text(encoding="utf-8"))
    assert written["variants"] == [str(variant)]          # the file's absolute path, not the id "mine"
    monkeypatch.chdir(REPO)                               # from elsewhere, the path still loads
    again = invoke("validate", out)
    assert again.exit_code == 0, again.output
