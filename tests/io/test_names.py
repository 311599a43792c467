"""referee/io/names.py: player names print as themselves and no two print alike."""

from __future__ import annotations

import pytest

from referee.io.names import name_key, name_problem
from referee.io.position_reader import read_position


@pytest.mark.parametrize("name", ["Jen", "Jean-Luc", "Zoë", "李", "A" * 40, "Mary Ann"])
def test_good_names(name):
    assert name_problem(name) is None


@pytest.mark.parametrize("name, words", [
    ("", "non-empty"), ("   ", "non-empty"), (3, "string"), (["Jen"], "string"),
    ("A" * 41, "at most 40 characters, this one 41"),
    ("Si\nmon", "U+000A"),            # a newline would forge an output line
    ("Jen\u200b", "U+200B"),          # zero-width space: prints exactly like "Jen"
    ("Jen\u202e", "U+202E"),          # right-to-left override
    ("Jen ", "space"), (" Jen", "space"),
])
def test_bad_names(name, words):
    assert words in str(name_problem(name))


@pytest.mark.parametrize("a, b", [("Jen", "JEN"), ("Jen", "Ｊｅｎ"), ("Straße", "STRASSE"), ("ﬁona", "Fiona")])
def test_names_equal_after_nfkc_and_case_folding(a, b):
    assert name_key(a) == name_key(b)


def test_look_alike_players_are_refused_naming_the_first():
    _, _, problems = read_position({"players": ["Jen", "Phil", "ＪＥＮ"], "king": 1})
    [p] = [p for p in problems if p.code == "DUPLICATE_PLAYER"]
    assert p.field == "players[2]" and 'players[0] "Jen"' in p.message


def test_a_name_with_a_zero_width_character_is_refused_in_a_position():
    _, _, problems = read_position({"players": ["Jen", "Jen\u200b"], "king": 1})
    [p] = [p for p in problems if p.severity == "error"]
    assert p.code == "BAD_NAME" and p.field == "players[1]" and "\\u200b" in p.message
