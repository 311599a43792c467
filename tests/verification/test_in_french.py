"""The statement an answer under `--lang fr` is held to (properties/conformance/in_french.py), and the
drawn rounds holding `score --json --lang fr` to it."""

from __future__ import annotations

import pytest

from helpers import replaced
from referee.properties.conformance import drawn
from referee.properties.conformance.in_french import language_problems

ENGLISH = {"king": "Dark Tower", "scores": {"Ann": 3, "Bob": 0},
           "trace": [{"kind": "placing", "text": "Ann: influence 2, 1st place: 5 points.", "section": "Scoring",
                      "rule": "Scoring"},
                     {"kind": "noble", "text": "Ann places a Noble.", "section": "Nobles", "rule": "Nobles"}],
           "end_reason": ""}
# the same answer as --lang fr gives it: the sentences in French, "Nobles" the same word in French
FRENCH = {"king": "Dark Tower", "scores": {"Ann": 3, "Bob": 0},
          "trace": [{"kind": "placing", "text": "Ann : influence 2, 1re place : 5 points.",
                     "section": "Décompte des points", "rule": "Scoring"},
                    {"kind": "noble", "text": "Ann place un noble.", "section": "Nobles", "rule": "Nobles"}],
          "end_reason": ""}


def french(change) -> dict:
    import copy

    answer = copy.deepcopy(FRENCH)
    change(answer)
    return answer


def test_the_english_answer_told_in_french_holds():
    assert language_problems(ENGLISH, FRENCH) == []


@pytest.mark.parametrize("change, said", [
    (lambda a: a["trace"][0].update(text=ENGLISH["trace"][0]["text"]), "trace[0].text: 'Ann: influence 2"),
    (lambda a: a["trace"][0].update(section="Scoring"), "trace[0].section: section 'Scoring'"),
    (lambda a: a["trace"][0].update(rule="Décompte des points"), "trace[0].rule: 'Décompte des points'"),
    (lambda a: a.update(king="Tour sombre"), "king: 'Tour sombre' under --lang fr, 'Dark Tower'"),
    (lambda a: a.update(scores={"Bob": 0, "Ann": 3}), "scores: keys ['Bob', 'Ann'] under --lang fr"),
    (lambda a: a["scores"].update(Ann="3"), "scores.Ann: '3' under --lang fr, 3 in English"),
    (lambda a: a.update(end_reason="Ann l'emporte."), "end_reason: \"Ann l'emporte.\" under --lang fr, ''"),
    (lambda a: a["trace"].pop(), "trace: [{"),
])
def test_each_difference_beyond_the_sentences_and_each_sentence_in_english_is_named(change, said):
    found = language_problems(ENGLISH, french(change))
    assert len(found) == 1 and found[0].startswith(said), found


def test_a_trace_citing_its_sections_in_english_under_french_is_found(rules, monkeypatch):
    # `score --json --lang fr` names each step's section in French ("What `--lang fr` translates")
    from referee.present import account

    monkeypatch.setattr(account, "trace_with_text", replaced(
        account, "trace_with_text", '"section": section_name(step.rule, lang)', '"section": section_name(step.rule, "en")'))
    found = drawn.run(rules, 40, counts=(2, 3))
    assert not found.outcome.ok and found.legality.ok
    assert all("under --lang fr" in " ".join(m["account"]) for m in found.outcome.mismatches), found.outcome.mismatches[:1]


def test_a_results_why_is_a_sentence_and_a_card_events_why_a_code():
    # `replay --json`: the result's `why` (beside `game_over`) says why the game ended, in the language
    # asked; a card event's `why` is a code a program reads, the same in every language
    event = {"card": "knight", "effect": "knight-no-target", "why": "after-non-region"}
    assert language_problems(event, dict(event)) == []
    result = {"game_over": True, "why": "Ann reached 40 points in round 9."}
    assert language_problems(result, dict(result)) == [
        "why: 'Ann reached 40 points in round 9.' left in English under --lang fr"]
