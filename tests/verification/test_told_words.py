"""The words each refusal of a position is told in (properties/conformance/told_words.py)."""

from __future__ import annotations

import pytest

from referee.errors import Problem
from referee.messages import text
from referee.properties.conformance import position_domain
from referee.properties.conformance.told_words import WORDS, kind, told_in_its_words
from referee.rules import load_rules


@pytest.mark.parametrize("field, shape", [
    ('board."Dark Tower".influence.Jen', "board.<k>.influence.<k>"), ("board.Zin.nobles[2]", "board.<k>.nobles[i]"),
    ("players[3]", "players[i]"), ("--banners.5", "banners.<k>"), ('used."Max Jr"[0]', "used.<k>[i]"),
    ("board.Zin.colour", "board.<k>.<k>"), ("scroes", "scroes"),
])
def test_a_field_reads_as_its_kind(field, shape):
    assert kind(field) == shape


def test_a_problem_in_a_neighbours_words_is_not_told_in_its_own():
    # "expected true or false" is game_over's, not the board's
    assert told_in_its_words(Problem.about("BAD_TYPE", "board", 3, text("problem.board-type")))
    assert not told_in_its_words(Problem.about("BAD_TYPE", "board", 3, text("problem.expected-bool")))
    # a top-level field no position has is told with the fields it may have
    assert not told_in_its_words(Problem.about("UNKNOWN_FIELD", "scroes", 3, text("problem.unknown-region-field")))


def test_every_refusal_the_position_rows_make_under_the_standard_rules_and_permanent_nobles_has_its_words(
        monkeypatch):
    # a refusal the table does not know is not judged: the table must know all those the rows make
    made: set[tuple[str, str]] = set()
    original = position_domain.engine_problems

    def noted(*args, **kwargs):
        found = original(*args, **kwargs)
        made.update((p.code, kind(p.field)) for p in found[0])
        return found

    monkeypatch.setattr(position_domain, "engine_problems", noted)
    for names in ((), ("permanent-nobles",)):
        assert position_domain.run(load_rules(names), positions=4).ok
    unjudged = sorted((code, at) for code, at in made
                      if (code, at) not in WORDS and (code, "*") not in WORDS
                      and not ((code, "<top>") in WORDS and "." not in at and "[" not in at))
    assert not unjudged, unjudged


@pytest.mark.parametrize("field, written", [
    ('board."Dark Tower".influence.Jen', True), ("players[3]", True), ('scores."Max Jr"', True),
    ("scores.Max Jr", False),                   # a key holding a space is quoted (docs/players.md)
    ('scores."Jen"', False),                    # and one that needs no quotes is not
    ("variants + --variant", True), ("--banners.5", True),
])
def test_a_field_is_written_as_a_path(field, written):
    from referee.properties.conformance.quoted_values import written_as_a_path

    assert written_as_a_path(field) is written
