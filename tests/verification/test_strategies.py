"""properties.strategies: every position drawn is one the referee accepts, with markers conserved."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import REPO
from referee.engine.adjudicate import scoring_problems
from referee.engine.replay import replay
from referee.engine.round_play import play_round
from referee.io.game_record import read_record
from referee.io.position_reader import read_position
from referee.properties.strategies import (
    banners,
    card_rounds,
    every_dragon_rounds,
    placement_rounds,
    positions,
    records,
)
from referee.rules import banner_problem, load_rules

STANDARD = load_rules()
PERMANENT = load_rules(("permanent-nobles",))
TWO_DRAGONS = load_rules((str(REPO / "examples" / "variants" / "two-dragons.toml"),))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([STANDARD, PERMANENT]).flatmap(lambda r: st.tuples(st.just(r), positions(r))))
def test_positions_are_legal_and_conserve_markers(case):
    rules, position = case
    data = position.to_dict(rules)
    read, _, problems = read_position(data)
    # The referee's own reader finds nothing wrong, not even a warning (a warning here would
    # be MARKERS_MISSING: a total below 20), except that a generated banner may contradict the
    # rulebook's printing (BANNER_UNLIKE_RULEBOOK: accepted as a printing's, with a warning).
    problems = [p for p in problems if p.code != "BANNER_UNLIKE_RULEBOOK"]
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
@given(positions(STANDARD).flatmap(lambda pos: st.tuples(st.just(pos), placement_rounds(STANDARD, pos))))
def test_rounds_place_at_most_three_markers_from_supply(case):
    position, rnd = case
    for p, regions in rnd.placements.items():
        assert len(regions) <= min(3, position.supply[p])
    assert 0 <= rnd.dragons <= len(position.players)


@given(banners())
def test_banners_are_valid(banner):
    assert banner_problem(banner) is None


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([STANDARD, PERMANENT]).flatmap(
    lambda r: positions(r).flatmap(lambda pos: st.tuples(st.just(r), st.just(pos), card_rounds(r, pos)))))
def test_card_rounds_are_legal_and_play_the_required_number_of_cards(case):
    rules, position, rnd = case
    # "Choosing cards": three cards, or as many as the markers in supply when fewer (default ruling).
    for p in position.players:
        assert len(rnd.plays[p]) == min(3, position.supply[p])
    # checked play: an illegal card would raise IllegalPlayError here
    played = play_round(position, rules, rnd.plays, rnd.witch)
    assert played.outcome.position is not position


@settings(max_examples=10, deadline=None)
@given(st.sampled_from([STANDARD, PERMANENT]).flatmap(lambda r: st.tuples(st.just(r), records(r, max_rounds=40))))
def test_records_replay_without_a_problem_to_their_stated_result(case):
    rules, data = case
    record, problems = read_record(data)
    assert record is not None and not [p for p in problems if p.severity == "error"]
    result = replay(record)          # strict: an illegal play would raise; a wrong "result" is a problem
    assert result.problems == []
    if data.get("result"):
        assert result.final.scores == data["result"]["scores"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([STANDARD, TWO_DRAGONS]).flatmap(
    lambda r: positions(r).flatmap(lambda pos: st.tuples(st.just(r), st.just(pos), every_dragon_rounds(r, pos)))))
def test_every_dragon_rounds_reveal_every_dragon_in_hand_and_are_legal(case):
    rules, position, rnd = case
    for p in position.players:
        # "Choosing cards": as many cards as before; "Revealing cards — Dragon": each Dragon still in hand
        need = min(3, position.supply[p])
        in_hand = rules.components.dragons_per_player - position.used.get(p, []).count("dragon")
        assert len(rnd.plays[p]) == need
        assert sum(c.kind == "dragon" for c in rnd.plays[p]) == min(need, in_hand)
    played = play_round(position, rules, rnd.plays, rnd.witch)       # checked: an illegal card would raise
    assert played.log.dragons == sum(sum(c.kind == "dragon" for c in cards) for cards in rnd.plays.values())
