"""referee.messages: the template catalogue every layer builds its sentences from (Text, problem_text)."""

from __future__ import annotations

import pytest

from referee.errors import Problem
from referee.messages import Text, problem_text, render, text


def test_a_text_is_english_as_a_string_and_french_on_request():
    t = text("problem.unknown-region", hint=text("hint.did-you-mean", names=["Dark Tower"]))
    assert isinstance(t, Text)
    assert str(t) == "unknown region (did you mean 'Dark Tower'?)"
    assert t.render("fr") == "région inconnue (vouliez-vous dire 'Dark Tower' ?)"


def test_did_you_mean_names_are_joined_with_or_in_each_language():
    names = ["Dark Tower", "Wizard's Tower"]
    assert render("hint.did-you-mean", "en", names=names) == " (did you mean 'Dark Tower' or \"Wizard's Tower\"?)"
    assert render("hint.did-you-mean", "fr", names=names) == " (vouliez-vous dire 'Dark Tower' ou \"Wizard's Tower\" ?)"


def test_a_section_value_is_the_rulebook_heading_of_the_language():
    t = text("play.illegal", where=text("play.where.round", round=2), reason="x", section="Revealing cards — Witch")
    assert str(t) == 'round 2: x ("Revealing cards — Witch")'
    assert t.render("fr") == "manche 2 : x (« Révéler des cartes — Sorcière »)"


def test_a_key_may_be_a_template_value():
    # text() takes the template's key positionally, so a template may have a value named "key"
    t = text("problem.duplicate-key", source="f.json", where="board", key='"Jen"')
    assert "la clé \"Jen\" apparaît deux fois" in t.render("fr")


def test_problem_text_renders_a_problem_in_either_language_and_there_is_no_english_only_problem():
    p = Problem.about("NOT_AN_INTEGER", "scores.Jen", "ten", text("problem.not-an-integer"))
    assert problem_text(p, "en") == p.message == 'scores.Jen = "ten": expected a whole number'
    assert problem_text(p, "fr") == 'scores.Jen = "ten" : un nombre entier est attendu'
    with pytest.raises(TypeError):
        Problem("X", "f", 1, "f = 1: something")       # a sentence without its French is refused


def test_count_names_one_thing_in_the_singular_and_others_in_the_plural():
    from referee.messages import count
    assert count(1, "region") == "1 region"
    assert count(0, "region") == "0 regions"          # English: zero takes the plural
    assert count(2, "Region card") == "2 Region cards"
    assert count(3, "match", "matches") == "3 matches"
