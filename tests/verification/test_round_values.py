"""properties.round_values: an engine round becomes the model's input values and comes back the same."""

from __future__ import annotations

import z3

from referee.engine.cards import Card, region_card
from referee.engine.position import Position
from referee.properties.models.round import round_model
from referee.properties.round_values import assignment, concrete_round


def test_a_round_goes_into_the_model_and_comes_back_unchanged(rules):
    position = Position(players=["Ann", "Bob"], king=3, markers={5: {"Ann": 2}, 2: {"Bob": 1}},
                        nobles={1: ["Ann"]}, scores={"Ann": 12, "Bob": 30},
                        supply={"Ann": 16, "Bob": 18}, used={"Bob": ["dragon"]})
    plays = {"Ann": [Card("witch")], "Bob": [region_card(5), region_card(2), Card("knight", declined=True)]}
    witch = {"Ann": [Card("dragon"), region_card(8), Card("knight", declined=False)]}
    m = round_model(rules, 2)
    s = z3.Solver()
    s.add(*m.domain, *[var == value for var, value in assignment(rules, m, position, plays, witch)])
    assert s.check() == z3.sat
    back, back_plays, back_witch = concrete_round(rules, m, s.model())
    assert (back.king, back.markers, back.nobles, back.scores, back.supply, back.used) == (
        position.king, position.markers, position.nobles, position.scores, position.supply, position.used)
    assert back_plays == plays and back_witch == witch


def test_an_illegal_round_is_outside_the_model(rules):
    # Bob plays the Dragon he already spent ("Revealing cards — Dragon": once a game).
    position = Position(players=["Ann", "Bob"], king=1, scores={"Ann": 0, "Bob": 0},
                        supply={"Ann": 19, "Bob": 19}, used={"Bob": ["dragon"]})
    plays = {"Ann": [region_card(5), region_card(2), region_card(8)],
             "Bob": [Card("dragon"), region_card(2), region_card(8)]}
    m = round_model(rules, 2)
    s = z3.Solver()
    s.add(*m.domain, *[var == value for var, value in assignment(rules, m, position, plays, {})])
    assert s.check() == z3.unsat
