"""properties.strategies: every position drawn is one the referee accepts, with markers conserved."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from properties.strategies import banners, positions, positions_and_rounds
from referee.position_reader import read_position, scoring_problems
from referee.spec import banner_problem, load_rules

STANDARD = load_rules()
PERMANENT = load_rules(("permanent-nobles",))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([STANDARD, PERMANENT]).flatmap(lambda r: st.tuples(st.just(r), positions(r))))
def test_positions_are_legal_and_conserve_markers(case):
    rules, position = case
    data = position.to_dict(rules)
    read, _, problems = read_position(data)
    # The referee's own reader finds nothing wrong, not even a warning (a warning here would
    # be MARKERS_MISSING: a total below 20).
    assert problems == [], [p.message for p in problems]
    assert scoring_problems(read, rules) == []
    assert 2 <= len(position.players) <= 5
    for p in position.players:
        assert position.marker_total(p, 1) == 20


@settings(max_examples=40, deadline=None)
@given(positions(STANDARD))
def test_standard_positions_hold_at_most_one_noble_per_region(position):
    assert all(len(owners) <= 1 for owners in position.nobles.values())


@settings(max_examples=40, deadline=None)
@given(positions_and_rounds(STANDARD))
def test_rounds_place_at_most_three_markers_from_supply(case):
    position, rnd = case
    for p, regions in rnd.placements.items():
        assert len(regions) <= min(3, position.supply[p])
    assert 0 <= rnd.dragons <= len(position.players)


@given(banners())
def test_banners_are_valid(banner):
    assert banner_problem(banner) is None
