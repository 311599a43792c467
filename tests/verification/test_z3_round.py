"""properties.models.round: the whole-round model on concrete rounds, each expected value reasoned from
the rulebook beside it (the model's inputs fixed through properties.round_values.assignment)."""

from __future__ import annotations

import pytest
import z3

from referee.engine.cards import Card, region_card
from referee.engine.position import Position
from referee.properties.models.round import round_model
from referee.properties.round_values import assignment

DRAGON, KNIGHT = Card("dragon"), Card("knight")
ZIN, WIZARD, SAVAGE, ALTAR, TEMPLE, DARK, LAIR, CASTLE = 1, 6, 4, 7, 3, 5, 2, 8


@pytest.fixture(scope="module")
def model2(rules):
    return round_model(rules, 2)


def solve(rules, m, position, plays, witch=None):
    s = z3.Solver()
    s.add(*m.domain)
    s.add(*[var == value for var, value in assignment(rules, m, position, plays, witch or {})])
    assert s.check() == z3.sat, "the model refuses a legal round"
    return s.model()


def value(model, term) -> int:
    got = model.eval(term, model_completion=True)
    return int(z3.is_true(got)) if z3.is_bool(got) else got.as_long()


def opening(**kw) -> Position:
    base = dict(players=["Ann", "Bob"], king=ZIN, scores={"Ann": 0, "Bob": 0}, supply={"Ann": 19, "Bob": 19})
    base.update(kw)
    return Position(**base)


def test_two_dragons_score_three_regions_along_the_route_and_the_king_moves_past_them(rules, model2):
    # "Revealing cards — Dragon": each Dragon adds the next region on the route; from Zin Kai's Deep
    # the route goes Wizard's Tower, Savage Hills, then King's Altar, where the King ends.
    plays = {"Ann": [DRAGON, region_card(DARK), region_card(LAIR)], "Bob": [DRAGON, region_card(ZIN), KNIGHT]}
    model = solve(rules, model2, opening(), plays)
    scored = [value(model, model2.path[j]) for j in range(8) if value(model, model2.alive[j])]
    assert scored == [ZIN, WIZARD, SAVAGE]
    assert value(model, model2.king_after) == ALTAR
    assert value(model, model2.dragons) == 2


def test_a_knight_adds_one_marker_to_the_region_card_before_it_and_a_sole_leader_places_a_noble(rules, model2):
    # Bob: Zin Kai's Deep then the Knight -> 2 markers there ("Revealing cards — Knight"); Ann 1.
    # Zin Kai's Deep (banner 1-1-1 in the spec, 2 players: one paid place) pays Bob its first value;
    # Bob leads alone and places a Noble with one of his markers, the rest go home ("Nobles").
    plays = {"Ann": [region_card(ZIN), region_card(DARK), region_card(LAIR)],
             "Bob": [region_card(DARK), region_card(ZIN), KNIGHT]}
    m = model2
    model = solve(rules, m, opening(), plays)
    assert value(model, m.cards.players[1].placed(ZIN)) == 2
    assert [value(model, p) for p in m.round.points[ZIN]] == [0, rules.board.regions[ZIN].banner[0]]
    assert [value(model, x) for x in m.final.nobles_after[ZIN]] == [0, 1]
    assert [value(model, x) for x in m.final.markers_after[ZIN]] == [0, 0]
    # Bob's Noble there is a chain of one: 1 bonus point ("Nobles").
    assert [value(model, b) for b in m.round.bonus[ZIN]] == [0, 1]


def test_reaching_forty_ends_the_game_and_the_final_scoring_covers_the_other_regions(rules, model2):
    # "Game end and winning": Bob starts on 39 and scores Zin Kai's Deep; the game ends and every
    # region but the one scored this round is scored again (here: Dark Tower, where Ann leads).
    plays = {"Ann": [region_card(DARK), region_card(LAIR), region_card(CASTLE)],
             "Bob": [region_card(ZIN), region_card(ALTAR), region_card(TEMPLE)]}
    m = model2
    model = solve(rules, m, opening(scores={"Ann": 0, "Bob": 39}), plays)
    assert value(model, m.game_over) == 1
    finals = [r for r in m.regions if value(model, m.final.scored[r])]
    assert sorted(finals) == sorted(set(m.regions) - {ZIN})
    assert [value(model, w) for w in m.winners] == [0, 1]


def test_no_dragon_and_low_scores_score_only_the_kings_region_and_the_game_goes_on(rules, model2):
    plays = {"Ann": [region_card(DARK), region_card(LAIR), region_card(CASTLE)],
             "Bob": [region_card(WIZARD), region_card(ALTAR), region_card(TEMPLE)]}
    m = model2
    model = solve(rules, m, opening(), plays)
    assert [r for r in m.regions if value(model, m.round.scored[r])] == [ZIN]
    assert value(model, m.king_after) == WIZARD and value(model, m.game_over) == 0
    assert not any(value(model, m.final.scored[r]) for r in m.regions)


def test_the_quick_model_has_free_scores(rules):
    # exact=False: the scores after the round are free integers (no placing or bonus is counted).
    m = round_model(rules, 2, exact=False)
    assert all(z3.is_const(s) for s in m.round_scores + m.final_scores)
