"""What the referee says (account.py): text and JSON-ready data, pure functions."""

from __future__ import annotations

from referee.games.kings_struggle.account import describe_scores, describe_trick, score_line, scores_data, trick_data
from referee.games.kings_struggle.rules import load_rules
from referee.games.kings_struggle.scoring import tables_for
from referee.games.kings_struggle.trick import PlayedCard, resolve_trick
from referee.games.kings_struggle.winning import PlayerHand, score_game
from referee.games.spec_files import choose_rulings

RULES = load_rules()


def outcome_of(*hands, **given):
    choices, _ = choose_rulings(RULES.rulings, {k.replace("_", "-"): v for k, v in given.items()})
    return score_game(hands, tables_for(RULES, choices), 1, choices["most-cards"]), choices


EXAMPLE = (PlayerHand("Ann", 17, (8, 8, 8, 3, 4, 5, 6, 1, 1)), PlayerHand("Ben", 5, (10, 10, 1)))


def test_worked_example_line():
    outcome, _ = outcome_of(*EXAMPLE)
    assert score_line(outcome.scores[0], 1) == "set of three 8s: 6; run 3-4-5-6: 6; pair of 1s: 3; gold 17; total 32"


def test_scores_text_names_sections_and_winner():
    outcome, choices = outcome_of(*EXAMPLE)
    text = describe_scores(outcome, RULES, choices)
    assert '"Scoring"' in text and 'Winner ("Winning"): Ann with 32 points.' in text
    assert "Ben: pair of 10s: 3; single 1: 1; gold 5; total 9" in text
    assert "defaults" in text


def test_scores_text_explains_a_tie_break_and_a_ruling():
    outcome, choices = outcome_of(PlayerHand("Ann", 0, (9, 9, 9, 9)), PlayerHand("Ben", 7, (1, 3, 5)),
                                  rank_sets="several-sets")
    # Ann four 9s: 10 (four-of-a-kind = ten); Ben singles 3 + 7 gold = 10: level; Ann has 4 cards to 3.
    text = describe_scores(outcome, RULES, choices)
    assert "Tie on 10 points" in text and "cards collected: Ann 4, Ben 3" in text and "Winner: Ann" in text
    assert "four-of-a-kind = ten" in text
    assert "rank-sets=several-sets" in text


def test_scores_data():
    outcome, choices = outcome_of(*EXAMPLE)
    data = scores_data(outcome, RULES, choices)
    assert data["scores"] == {"Ann": 32, "Ben": 9} and data["winners"] == ["Ann"]
    assert [g["label"] for g in data["players"]["Ann"]["groups"]] == ["set of three 8s", "run 3-4-5-6", "pair of 1s"]
    assert data["players"]["Ann"]["card_points"] == 15 and data["non_default_rulings"] == {}


def test_trick_text_and_data():
    _, choices = outcome_of()
    result = resolve_trick([PlayedCard("Ann", 7, 9), PlayedCard("Ben", 5, 5), PlayedCard("Cid", 9, 9)], choices)
    text = describe_trick(result, RULES, choices)
    assert "Ann's 7 (power 9)" in text and "Equal power 9, all discarded" in text
    assert "Ben wins the trick with the highest remaining power, 5, and collects 5." in text
    data = trick_data(result, RULES, choices)
    assert data["winner"] == "Ben" and data["next_leader"] == "Ben" and data["collected"] == [5]
    assert [c["player"] for c in data["discarded"]] == ["Ann", "Cid"]


def test_trick_text_when_every_card_cancels():
    _, choices = outcome_of()
    result = resolve_trick([PlayedCard("Ann", 4, 4), PlayedCard("Ben", 4, 4)], choices)
    text = describe_trick(result, RULES, choices)
    assert "nobody wins the trick" in text and "Ann leads the next trick (ruling all-cards-cancel = leader-again" in text
