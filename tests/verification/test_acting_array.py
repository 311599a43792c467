"""properties.conformance.acting_array: a strength-2 covering array that counts a pair covered only
in a row where both its values act.

The facts checked are the definition, counted independently of the builder: for every pair of
levels, some row holds it with both factors acting (where any row could: the pair set alone on the
first levels acts), or, for a pair that can never act, some row holds it at all; or it is listed
as refused and the loader (`accepts`) refuses it."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.properties.conformance.acting_array import acting_for, build
from referee.properties.conformance.covering_array import Factor


@st.composite
def switched_factors(draw):
    """Factors f0..fn; f0 is a switch: its last level turns some of the others off (as no Knight in
    hand turns off the rulings about the Knight), its first level keeps them on."""
    sizes = draw(st.lists(st.integers(2, 3), min_size=3, max_size=7))
    factors = [Factor(f"f{i}", tuple(f"f{i}={k}" for k in range(n))) for i, n in enumerate(sizes)]
    off = frozenset(draw(st.sets(st.integers(1, len(factors) - 1), min_size=1)))
    switch_off = factors[0].levels[-1]

    def acts(row):
        return [not (i in off and row[0] == switch_off) for i in range(len(row))]
    return factors, acts, off


def _uncovered(factors, rows, acts):
    base = tuple(f.levels[0] for f in factors)
    gaps = []
    for i, j in combinations(range(len(factors)), 2):
        for a in factors[i].levels:
            for b in factors[j].levels:
                alone = list(base)
                alone[i], alone[j] = a, b
                can = all(acts(tuple(alone))[k] for k in (i, j))
                if not any(r[i] == a and r[j] == b and (not can or (acts(r)[i] and acts(r)[j])) for r in rows):
                    gaps.append(((i, a), (j, b)))
    return gaps


@settings(max_examples=60, deadline=None)
@given(case=switched_factors())
def test_every_pair_is_held_where_it_acts(case):
    factors, acts, _ = case
    array = build(acting_for(factors, acts, frozenset({0})))
    assert array.refused == [] and _uncovered(factors, array.rows, acts) == []
    assert build(acting_for(factors, acts, frozenset({0}))).rows == array.rows        # deterministic


@settings(max_examples=40, deadline=None)
@given(case=switched_factors(), data=st.data())
def test_a_refused_pair_is_in_no_row_and_the_rest_act(case, data):
    factors, acts, _ = case
    i, j = data.draw(st.sampled_from([(i, j) for i, j in combinations(range(1, len(factors)), 2)]
                                     or [(0, 1)]))
    bad = (factors[i].levels[-1], factors[j].levels[-1])

    def accepts(row):
        return (row[i], row[j]) != bad
    array = build(acting_for(factors, acts, frozenset({0})), accepts)
    assert all(accepts(row) for row in array.rows)
    assert set(_uncovered(factors, array.rows, acts)) == set(array.refused) == {((i, bad[0]), (j, bad[1]))}


def test_a_switched_pair_is_not_covered_beside_the_switch_off():
    # f1 acts only where f0 is on; the pair (f1=b, f2=y) must appear in a row with f0 on, even though
    # a row with f0 off holding it would cover every plain pair in fewer rows
    factors = [Factor("f0", ("on", "off")), Factor("f1", ("a", "b")), Factor("f2", ("x", "y"))]

    def acts(row):
        return [True, row[0] == "on", True]
    array = build(acting_for(factors, acts, frozenset({0})))
    assert any(r == ("on", "b", "y") for r in array.rows)
    assert _uncovered(factors, array.rows, acts) == []
