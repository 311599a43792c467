"""properties.models.cards: the card phase in Z3. Every kind of round a record can hold is possible in
the model (a model that refuses rounds proves things vacuously), and the rules of "Choosing cards"
and "Revealing cards" hold in it, each expected value reasoned beside it."""

from __future__ import annotations

import pytest
import z3

from referee.properties.models.cards import DRAGON, KNIGHT, WITCH, card_phase
from referee.rules.loader import with_chosen_rulings

ZIN, DARK, LAIR = 1, 5, 2


def solver(phase, *extra):
    s = z3.Solver()
    s.add(*phase.domain, *extra)
    return s


@pytest.fixture(scope="module")
def phase(rules):
    return card_phase(rules, 2)


@pytest.mark.parametrize("what", ["no witch", "witch and re-selection", "dragon", "knight takes",
                                  "knight declined", "two cards"])
def test_every_kind_of_round_is_possible(phase, what):
    a = phase.players[0]
    cases = {
        "no witch": [z3.Not(a.witch), a.supply >= 3, a.first.length == 3],
        "witch and re-selection": [a.witch, a.again.length == 3],
        "dragon": [a.revealed(DRAGON) == 1],
        "knight takes": [a.knight_markers() == 1],
        "knight declined": [z3.Or([s == KNIGHT for s in a.first.slots]), a.first.declined, z3.Not(a.witch)],
        "two cards": [a.supply == 2, z3.Not(a.witch)],
    }
    assert solver(phase, *cases[what]).check() == z3.sat


def test_a_player_with_three_or_more_markers_plays_exactly_three_cards_unless_the_witch(phase):
    # "Choosing cards": three cards a round; with two markers, two cards.
    a = phase.players[0]
    assert solver(phase, a.supply >= 3, z3.Not(a.witch), a.first.length != 3).check() == z3.unsat
    assert solver(phase, a.supply == 2, z3.Not(a.witch), a.first.length != 2).check() == z3.unsat


def test_the_witch_comes_first_and_never_in_a_reselection(phase):
    a = phase.players[0]
    later = z3.Or([s == WITCH for s in a.first.slots[1:]] + [s == WITCH for s in a.again.slots])
    assert solver(phase, later).check() == z3.unsat


def test_a_knight_never_adds_more_than_one_marker_and_only_to_the_card_before_it(phase):
    # "Revealing cards — Knight": one marker, to the Region card revealed just before it.
    a = phase.players[0]
    assert solver(phase, a.knight_markers() > 1).check() == z3.unsat
    sel = a.first
    wrong_target = z3.And(sel.knight_markers == 1, sel.knight_target != sel.slots[1], sel.length == 3)
    assert solver(phase, z3.Not(a.witch), wrong_target).check() == z3.unsat


def test_a_knight_after_a_dragon_adds_nothing_by_default_and_reinforces_the_earlier_card_by_ruling(rules):
    # Ruling knight-after-non-region: default no-marker; last-region-card reinforces the Region card
    # before the Dragon.
    def after_dragon(r):
        phase = card_phase(r, 2)
        a = phase.players[0]
        sel = a.first
        s = solver(phase, z3.Not(a.witch), sel.length == 3, sel.slots[0] == DARK, sel.slots[1] == DRAGON,
                   sel.slots[2] == KNIGHT, z3.Not(sel.declined))
        assert s.check() == z3.sat
        model = s.model()
        return model.eval(a.placed(DARK)).as_long()
    assert after_dragon(rules) == 1
    assert after_dragon(with_chosen_rulings(rules, {"knight-after-non-region": "last-region-card"})) == 2


def test_a_spent_dragon_is_never_played_again(phase):
    # "Revealing cards — Dragon": once a game.
    a = phase.players[0]
    assert solver(phase, a.spent["dragon"] == 1, a.revealed(DRAGON) >= 1).check() == z3.unsat
