"""properties.conformance.covering_array and in_parameter_order, the two builders of a covering array:
every combination of `strength` factors' levels is in a row, or listed as refused; a refused one is
in no row and truly refused; the same factors, the same array.

The expected facts are the definition of a covering array, checked by an independent count
(covering_array.missing walks every combination against every row), not read from the builder."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.properties.conformance import covering_array, in_parameter_order
from referee.properties.conformance.covering_array import Factor, all_combinations, build, missing

BUILDERS = pytest.mark.parametrize("builder", [covering_array.build, in_parameter_order.build],
                                   ids=["greedy", "in-parameter-order"])


@st.composite
def factor_lists(draw):
    sizes = draw(st.lists(st.integers(1, 4), min_size=1, max_size=7))
    return [Factor(f"f{i}", tuple(f"f{i}={k}" for k in range(n))) for i, n in enumerate(sizes)]


@BUILDERS
@settings(max_examples=60, deadline=None)
@given(factors=factor_lists(), strength=st.integers(1, 3))
def test_every_combination_is_in_some_row(builder, factors, strength):
    array = builder(factors, strength)
    t = min(strength, len(factors))
    assert array.refused == [] and missing(factors, array.rows, t) == set()
    assert array.combinations == len(all_combinations(factors, t))
    assert all(len(row) == len(factors) for row in array.rows)
    assert builder(factors, strength).rows == array.rows          # deterministic


@BUILDERS
@settings(max_examples=60, deadline=None)
@given(factors=factor_lists(), data=st.data(), strength=st.integers(2, 3))
def test_a_refused_pair_is_listed_and_in_no_row_and_the_rest_are_covered(builder, factors, data, strength):
    # a constraint: two levels of two factors may not meet (like more score-track markers than markers)
    pairs = [(i, j) for i, j in combinations(range(len(factors)), 2)
             if factors[i].levels[1:] and factors[j].levels[1:]]
    if not pairs:
        return
    i, j = data.draw(st.sampled_from(pairs))
    bad_i, bad_j = factors[i].levels[-1], factors[j].levels[-1]

    def accepts(row):
        return not (row[i] == bad_i and row[j] == bad_j)
    array = builder(factors, strength, accepts)
    assert all(accepts(row) for row in array.rows)
    t = min(strength, len(factors))
    # refused: the pair itself (strength 2), or every triple holding it (strength 3)
    expected = {c for c in all_combinations(factors, t) if ((i, bad_i) in c and (j, bad_j) in c)}
    assert set(array.refused) == expected and len(array.refused) == len(expected)
    assert missing(factors, array.rows, t) == expected


@BUILDERS
@pytest.mark.parametrize("strength", [2, 3])
def test_when_every_row_is_refused_every_combination_is_refused_and_no_row_made(builder, strength):
    # a ruleset whose own values the loader refuses: nothing can be played, and the array says so
    factors = [Factor(f"f{i}", (0, 1, 2)) for i in range(5)]
    array = builder(factors, strength, lambda row: False)
    assert array.rows == [] and set(array.refused) == all_combinations(factors, strength)


def test_pairs_take_far_fewer_rows_than_every_combination():
    # 13 factors of 3 levels: 3^13 = 1,594,323 rulesets would play every combination; a pair needs at
    # least 9 rows (two factors' 3 x 3 level pairs) and a greedy array stays within about twice that
    factors = [Factor(f"f{i}", (0, 1, 2)) for i in range(13)]
    array = build(factors, 2)
    assert 9 <= len(array.rows) <= 20 and missing(factors, array.rows, 2) == set()


def test_no_row_is_kept_that_other_rows_make_redundant():
    # The standard rules' shape (one card list of 4 levels, 23 factors of 3, 19 yes/no: 43 factors).
    # The greedy rows alone end with rows holding a few pairs each, one of them none of its own; the
    # builder moves such a row's own pairs into other rows' free cells and drops it. Independently
    # counted: every row kept holds a pair no other row holds, and the array is smaller than the
    # greedy rows' 24 (3^13 alone: 20 greedy rows; a pair needs 9, the best arrays known 15).
    factors = ([Factor("list", (0, 1, 2, 3))] + [Factor(f"t{i}", (0, 1, 2)) for i in range(23)]
               + [Factor(f"b{i}", (0, 1)) for i in range(19)])
    array = build(factors, 2)
    assert missing(factors, array.rows, 2) == set() and len(array.rows) <= 22
    held: dict = {}
    for row in array.rows:
        for pair in combinations(enumerate(row), 2):
            held[pair] = held.get(pair, 0) + 1
    assert all(any(held[pair] == 1 for pair in combinations(enumerate(row), 2)) for row in array.rows)
    thirteen = [Factor(f"f{i}", (0, 1, 2)) for i in range(13)]
    assert len(build(thirteen, 2).rows) <= 18


@pytest.mark.parametrize("module, strength", [("covering_array", 2), ("in_parameter_order", 3)])
def test_the_same_factors_give_the_same_array_in_every_process(module, strength):
    # A check's rows must not hang on the order Python iterates a set in (PYTHONHASHSEED differs
    # from process to process): the factors of the test above, built under two seeds, give one array.
    import os
    import subprocess
    import sys

    code = (f"from referee.properties.conformance.{module} import Factor, build\n"
            "f = [Factor('list', (('a',), ('a', 'b'), ('b',), ()))] + [Factor(f't{i}', ('x', 'y', 'z')) for i in range(23)]"
            " + [Factor(f'b{i}', (False, True)) for i in range(19)]\n"
            f"print(repr(build(f, {strength}, lambda row: not (row[1] == 'z' and row[2] == 'z')).rows))\n")
    arrays = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                             env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")}
    assert len(arrays) == 1
