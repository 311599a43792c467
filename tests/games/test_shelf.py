"""referee/shelf.py: one conformance suite over every game on the shelf, as OpenSpiel
runs one suite over all its games. Each Judge (King's Road scoring, King's Struggle scoring and
tricks, King's Favor moves) must: read and judge its bundled examples; explain them in English
and in French with no English sentence in the French; give JSON that is valid (no NaN or
Infinity) and the same in both languages but for its sentences; judge the same way twice;
refuse hostile input with Problems only (never another exception), each with a code and a field
and a sentence in both languages; and keep a register of open rulings that a bad choice is
refused against."""

from __future__ import annotations

import json

import pytest

from english_detector import english_in
from referee.games.input_problems import InputError
from referee.messages import problem_text
from referee.shelf import SHELF

EXAMPLES = [(judge, example) for judge in SHELF for example in judge.examples()]
HOSTILE = ["", "[]", "{}", '{"x": 1}', "not json", '{"players": 5, "cards": "x", "spaces": null}', "1e309",
           '{"players": {"": {}}}', "[" * 40 + "]" * 40]


def texts_of(example) -> dict[str, str]:
    return {name: path.read_text(encoding="utf-8") for name, path in example.files.items()}


def judged(judge, example):
    reading = judge.read(texts_of(example), None)
    return reading, judge.judge(reading, **example.options)


def _sentences_removed(data):
    """The JSON form with every sentence (a string holding a space) replaced: the structure, ids,
    codes and numbers that must not depend on the language."""
    if isinstance(data, dict):
        return {k: _sentences_removed(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_sentences_removed(v) for v in data]
    if isinstance(data, str) and " " in data:
        return "<sentence>"
    return data


def test_every_game_is_on_the_shelf_with_examples():
    assert {j.game for j in SHELF} == {"kings-road", "kings-struggle", "kings-favor"}
    assert all(j.examples() for j in SHELF)
    assert len({j.id for j in SHELF}) == len(SHELF)


@pytest.mark.parametrize("judge, example", EXAMPLES, ids=lambda v: getattr(v, "id", getattr(v, "name", "")))
def test_an_example_is_judged_and_explained_in_both_languages(judge, example):
    reading, outcome = judged(judge, example)
    english, french = judge.explain(reading, outcome, "en"), judge.explain(reading, outcome, "fr")
    assert english.strip() and french.strip() and english != french
    assert english_in(french) == []


@pytest.mark.parametrize("judge, example", EXAMPLES, ids=lambda v: getattr(v, "id", getattr(v, "name", "")))
def test_the_json_is_valid_and_the_same_in_both_languages_but_for_sentences(judge, example):
    reading, outcome = judged(judge, example)
    english, french = judge.data(reading, outcome, "en"), judge.data(reading, outcome, "fr")
    json.dumps(english, allow_nan=False)
    json.dumps(french, allow_nan=False)
    assert _sentences_removed(english) == _sentences_removed(french)


@pytest.mark.parametrize("judge, example", EXAMPLES, ids=lambda v: getattr(v, "id", getattr(v, "name", "")))
def test_judging_twice_gives_the_same_outcome(judge, example):
    first, second = judged(judge, example), judged(judge, example)
    assert judge.data(*first, "en") == judge.data(*second, "en")


@pytest.mark.parametrize("judge", SHELF, ids=lambda j: j.id)
@pytest.mark.parametrize("hostile", HOSTILE)
def test_hostile_input_is_refused_with_problems_in_both_languages(judge, hostile):
    example = judge.examples()[0]
    for name in judge.inputs:                    # each input in turn hostile, the others the example's
        texts = {**texts_of(example), name: hostile}
        with pytest.raises(InputError) as refused:
            judge.judge(judge.read(texts, None), **example.options)
        problems = refused.value.problems
        assert problems
        for problem in problems:
            assert problem.code and problem.field is not None
            assert problem_text(problem, "en") and problem_text(problem, "fr")
            assert english_in(problem_text(problem, "fr")) == [], (judge.id, name, problem)


@pytest.mark.parametrize("judge", SHELF, ids=lambda j: j.id)
def test_the_rulings_register_is_kept_and_a_bad_choice_is_refused(judge):
    register = judge.rulings()
    assert register and all(r.default in r.alternatives for r in register)
    example = judge.examples()[0]
    ruling = register[0]
    with pytest.raises(InputError) as refused:
        judge.read(texts_of(example), {ruling.id: "no-such-choice"})
    assert [p.code for p in refused.value.problems] == ["BAD_RULING"]
    other = next(choice for choice in ruling.alternatives if choice != ruling.default)
    judge.judge(judge.read(texts_of(example), {ruling.id: other}), **example.options)      # read, judged
