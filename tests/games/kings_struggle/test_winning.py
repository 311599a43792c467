"""Totals and winners (winning.py): "Scoring" adds a point per gold; "Winning" breaks ties by
most cards, then most 10s, 9s and so on."""

from __future__ import annotations

from referee.games.kings_struggle.rules import load_rules
from referee.games.kings_struggle.scoring import tables_for
from referee.games.kings_struggle.winning import PlayerHand, score_game, tie_break_key
from referee.games.spec_files import choose_rulings

RULES = load_rules()
RANKS = tuple(RULES.ranks)


def play(*hands, most_cards="collected"):
    choices, _ = choose_rulings(RULES.rulings, {"most-cards": most_cards})
    return score_game(hands, tables_for(RULES, choices), RULES.points_per_gold, most_cards)


def test_worked_example_scores_32():
    # "Scoring": 6 (set of 8s) + 6 (run) + 3 (remaining) + 17 (coins) = 32.
    outcome = play(PlayerHand("Ann", 17, (8, 8, 8, 3, 4, 5, 6, 1, 1)), PlayerHand("Ben", 5, (10, 10, 1)))
    assert [s.total for s in outcome.scores] == [32, 9]     # Ben: pair of 10s 3 + single 1 + 5 gold
    assert outcome.winners == ("Ann",)
    assert [st.criterion for st in outcome.steps] == ["points"]


def test_tie_on_points_broken_by_most_cards():
    # Ann: three 2s (6) + 4 gold = 10 with 3 cards; Ben: 1 2 3 4 run (6) + 4 gold = 10 with 4 cards.
    outcome = play(PlayerHand("Ann", 4, (2, 2, 2)), PlayerHand("Ben", 4, (1, 2, 3, 4)))
    assert [s.total for s in outcome.scores] == [10, 10]
    assert outcome.winners == ("Ben",)
    assert outcome.steps[1].criterion == "cards collected" and dict(outcome.steps[1].values) == {"Ann": 3, "Ben": 4}


def test_then_most_tens_then_nines():
    # Both 2 cards, both a pair (3): Ann's 10s against Ben's 9s; gold 0 -> level on points and cards.
    outcome = play(PlayerHand("Ann", 0, (10, 10)), PlayerHand("Ben", 0, (9, 9)))
    assert outcome.winners == ("Ann",)
    assert [st.criterion for st in outcome.steps] == ["points", "cards collected", "10s"]
    # No 10s on either side: 9s decide (Ann single 9 + single 5 = 2 + gold 1; Ben singles 8, 7 + gold 1).
    outcome = play(PlayerHand("Ann", 1, (9, 5)), PlayerHand("Ben", 1, (8, 7)))
    assert outcome.winners == ("Ann",) and outcome.steps[-1].criterion == "9s"


def test_identical_hands_share_the_win():
    outcome = play(PlayerHand("Ann", 3, (1, 2, 3)), PlayerHand("Ben", 3, (3, 2, 1)), PlayerHand("Cid", 0, ()))
    assert outcome.winners == ("Ann", "Ben")
    assert len(outcome.steps) == 2 + len(RANKS)        # points, cards, then every rank from 10 to 1


def test_only_the_players_level_on_points_go_to_the_tie_break():
    # Cid has more cards but fewer points: he is out after "points".
    outcome = play(PlayerHand("Ann", 4, (2, 2, 2)), PlayerHand("Ben", 4, (1, 2, 3, 4)), PlayerHand("Cid", 0, (1, 3, 5, 7, 9)))
    assert set(outcome.steps[1].values) == {"Ann", "Ben"}


def test_most_cards_can_count_tricks_won():
    # ruling most-cards = tricks-won: Ann won 3 tricks, Ben 2, though Ben collected more cards.
    outcome = play(PlayerHand("Ann", 4, (2, 2, 2), tricks=3), PlayerHand("Ben", 4, (1, 2, 3, 4), tricks=2),
                   most_cards="tricks-won")
    assert outcome.winners == ("Ann",) and outcome.steps[1].criterion == "tricks won"


def test_tie_break_key_order():
    [score] = play(PlayerHand("Ann", 2, (10, 1, 1))).scores
    # (points, cards, 10s, 9s, ..., 1s): single 10 1 + pair of 1s 3 + 2 gold = 6 points
    assert tie_break_key(score, RANKS, "collected") == (6, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2)


def test_a_tie_never_broken_follows_the_still_tied_ruling():
    # "Winning" breaks a tie by cards, then 10s, 9s ... and stops there: two players with the same
    # gold and the same cards are level on every criterion. By default they share the win; under
    # still-tied = nobody there is no winner, and the outcome names who stayed level.
    hands = (PlayerHand("Ann", 5, (3, 4)), PlayerHand("Ben", 5, (4, 3)), PlayerHand("Cid", 1, ()))
    choices, _ = choose_rulings(RULES.rulings, {})
    tables = tables_for(RULES, choices)
    shared = score_game(hands, tables, RULES.points_per_gold, "collected")
    assert shared.winners == ("Ann", "Ben") and shared.still_tied == ()
    nobody = score_game(hands, tables, RULES.points_per_gold, "collected", "nobody")
    assert nobody.winners == () and nobody.still_tied == ("Ann", "Ben")
