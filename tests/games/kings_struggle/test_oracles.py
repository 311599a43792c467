"""The two independent optimum finders (oracles.py) on hands whose best value is reasoned by hand."""

from __future__ import annotations

import pytest

from referee.games.kings_struggle.oracles import best_division_points, exhaustive_best_points, intervals, z3_best_points
from referee.games.kings_struggle.rules import load_rules
from referee.games.kings_struggle.scoring import tables_for
from referee.games.spec_files import choose_rulings

RULES = load_rules()


def tables(**given):
    choices, _ = choose_rulings(RULES.rulings, {k.replace("_", "-"): v for k, v in given.items()})
    return tables_for(RULES, choices)


CASES = [
    ([8, 8, 8, 3, 4, 5, 6, 1, 1], {}, 15),                    # "Scoring" worked example, without the 17 gold
    ([1, 2, 3, 4, 5, 6], {}, 13),                             # one run of six
    ([9, 9, 9, 9], {}, 10),                                   # four-of-a-kind = ten
    ([9, 9, 9, 9], {"four_of_a_kind": "split"}, 7),           # three + single
    ([8] * 5, {"rank_sets": "several-sets"}, 11),             # four (10) + single (1)
    ([7, 7, 7, 7, 7, 8, 9], {}, 14),                          # run 7-8-9 (4) + four 7s (10)
    ([3, 3, 4, 4, 5, 5], {}, 9),                              # three pairs beat two runs (8)
]


def test_intervals_are_every_run():
    # starts 1..8, each run of length 3..(11 - start): 8 + 7 + ... + 1 = 36 runs
    assert len(intervals(tables())) == 36 and (1, 10) in intervals(tables())


def test_division_points():
    assert best_division_points(tables(), 4) == 10
    assert best_division_points(tables(four_of_a_kind="split"), 4) == 7
    assert best_division_points(tables(rank_sets="several-sets"), 5) == 11
    assert best_division_points(tables(), 5) == 10


@pytest.mark.parametrize("cards,given,best", CASES)
def test_exhaustive_search(cards, given, best):
    assert exhaustive_best_points(cards, tables(**given)) == best


@pytest.mark.parametrize("cards,given,best", CASES)
def test_z3_optimum(cards, given, best):
    assert z3_best_points(cards, tables(**given)) == best
