"""The ladder's arithmetic: Bradley-Terry strengths, the Elo scale, the bootstrap, the seat mix."""

from __future__ import annotations

import math

import pytest

pytest.importorskip("numpy")

from referee import api  # noqa: E402
from referee.lab.ladder import PairResult, bradley_terry, elo, play_pair, ratings, seat_mix  # noqa: E402


def pair(a, b, credit_a, credit_b):
    n = credit_a + credit_b
    return PairResult(a, b, n, n, float(credit_a), float(credit_b))


def test_one_pair_at_three_to_one_is_a_strength_ratio_of_three():
    # Bradley-Terry: P(A beats B) = pA / (pA + pB) = 3/4, so pA / pB = 3 and on the Elo scale
    # 400 log10(3) = 190.8 points apart; the half win each side is credited (PRIOR) makes it
    # 750.5 / 250.5 exactly.
    strength = bradley_terry(["a", "b"], [pair("a", "b", 750, 250)])
    assert strength["a"] / strength["b"] == pytest.approx(750.5 / 250.5, rel=1e-6)
    assert elo(strength, "b")["a"] == pytest.approx(400 * math.log10(3), abs=0.5)


def test_three_agents_whose_pairs_agree_are_fitted_exactly():
    # a beats b 2:1, b beats c 2:1, a beats c 4:1: strengths 4 : 2 : 1 fit all three pairs at once
    # (to within the half win per side, a few hundredths of a point at these counts)
    pairs = [pair("a", "b", 40000, 20000), pair("b", "c", 40000, 20000), pair("a", "c", 48000, 12000)]
    rated = elo(bradley_terry(["c", "b", "a"], pairs), "c")
    assert rated["b"] == pytest.approx(400 * math.log10(2), abs=0.05)
    assert rated["a"] == pytest.approx(400 * math.log10(4), abs=0.05)


def test_the_bootstrap_interval_holds_the_rating_narrows_with_games_and_repeats_for_a_seed():
    few = ratings(["b", "a"], [pair("a", "b", 75, 25)], seed=3)
    many = ratings(["b", "a"], [pair("a", "b", 7500, 2500)], seed=3)
    for value, low, high in (few["a"], many["a"]):
        assert low <= value <= high
    assert many["a"][2] - many["a"][1] < (few["a"][2] - few["a"][1]) / 5      # 100x the games: ~10x narrower
    assert ratings(["b", "a"], [pair("a", "b", 75, 25)], seed=3) == few
    assert few["b"] == (0.0, 0.0, 0.0)                                      # the anchor


def test_a_pair_never_winning_still_has_a_finite_rating_and_an_interval_of_some_width():
    # 500 : 0 with half a win each side is 500.5 : 0.5, 400 log10(1001) = 1200 points
    value, low, high = ratings(["random", "greedy"], [pair("random", "greedy", 0, 500)], seed=0)["greedy"]
    assert value == pytest.approx(400 * math.log10(1001), abs=0.5)
    assert low < value <= high and high - low > 50


def test_the_seats_alternate_between_the_pair():
    assert seat_mix("random", "greedy", 4) == ["random", "greedy", "random", "greedy"]
    assert seat_mix("random", "greedy", 2) == ["random", "greedy"]


@pytest.mark.slow       # about 2.5 s: 300 four-player games on the reference engine
def test_a_pair_shares_out_exactly_one_win_per_finished_game():
    # every finished game has winners whose credits add up to 1 (a k-way tie gives each 1/k)
    result = play_pair(api.load_rules(), "random", "greedy", players=4, games=300, seed=5, workers=1,
                       engine="reference", max_rounds=200)
    assert result.finished == 300
    assert result.credit_a + result.credit_b == pytest.approx(300)
    assert result.credit_b > result.credit_a          # greedy beats random (docs/laboratory.md: 86% against three randoms)
