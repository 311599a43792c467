"""properties.conformance.round_oracle: the engine against the whole-round model on every selection of one of
two players, from three positions (`referee check --exhaustive`)."""

from __future__ import annotations

import pytest

from helpers import REPO, variant_file
from referee.engine.cards import Card, region_card
from referee.properties.conformance.round_oracle import (
    ModelEvaluator,
    check_rounds,
    engine_outcome,
    opponent_rounds,
    positions,
    sequences,
)
from referee.rules import load_rules

pytestmark = pytest.mark.slow


# The standard rules' run over all four positions (three players among them) is the whole-rounds
# rows of `check --exhaustive` (tests/verification/test_exhaustive.py); a variant here runs on the
# position where its change shows: Nobles on the board (Permanent Nobles), Dragons in every hand
# (Two Dragons: nobody has spent one yet).
@pytest.mark.parametrize("variants, kept", [
    (("permanent-nobles",), ("near-the-end",)),
    ((str(REPO / "examples" / "variants" / "two-dragons.toml"),), ("opening",))])
def test_the_engine_agrees_with_the_round_model(variants, kept, monkeypatch):
    from referee.properties.conformance import round_oracle

    every = round_oracle.positions
    monkeypatch.setattr(round_oracle, "positions", lambda rules: [p for p in every(rules) if p[0] in kept])
    legality, outcome = check_rounds(load_rules(variants))
    assert legality.ok, legality.mismatches[:3]
    assert outcome.ok, outcome.mismatches[:3]
    # every sequence of up to three of the first player's cards is judged: from a hand of 11 (or 12
    # with two Dragons) that alone is 1 + 11 + 11*10 + 11*10*9 = 1,112 at least; each legal one is
    # played out against every round of the last other player (round_oracle._rounds), so more
    # outcomes than the 500 asked here
    assert legality.cases >= 1112 and outcome.cases >= 500


def test_the_oracle_sees_a_model_of_other_rules(rules):
    # A model of "a Knight adds two markers" against the standard engine: the Knight's region gets
    # one marker more in the model, so `placed`, the markers left there and the supply (after the
    # round's scoring and at the end) differ.
    two = load_rules((str(REPO / "examples" / "variants" / "knight-two-markers.toml"),))
    position = positions(rules)[0][1]
    plays = {"Ann": [region_card(5), region_card(2), Card("knight", declined=False)],
             "Bob": [region_card(6), region_card(4), region_card(7)]}
    want, got = engine_outcome(rules, position, plays, {}), ModelEvaluator(two).outcome(position, plays, {})
    assert {k for k in want if want[k] != got[k]} == {"placed 2 Ann", "markers 2 Ann", "supply Ann",
                                                            "round supply Ann"}
    assert (want["placed 2 Ann"], got["placed 2 Ann"]) == (2, 3)


def test_every_sequence_of_the_hand_is_tried(rules):
    # The opening hand without the Witch: 10 cards; sequences of 0-3 distinct cards: 1 + 10 + 90 + 720 =
    # 821; those with the Knight come twice (declined and taken): 1 + 2*9 + 3*9*8 = 235 more; plus the
    # Witch alone: 1057. One card too many (a re-selection of four was let through): the
    # sets of 4 of the 10 cards, C(10, 4) = 210, those with the Knight twice, C(9, 3) = 84 more: 1351.
    position = positions(rules)[0][1]
    assert len(sequences(rules, position, "Ann", first=True)) == 1351
    # a re-selection never holds the Witch, nor is it the Witch alone: 1350
    assert len(sequences(rules, position, "Ann", first=False)) == 1350


def test_the_other_players_rounds_are_legal_in_every_position(rules):
    for _, position in positions(rules):
        assert opponent_rounds(rules, position, "Bob")


def test_a_hand_without_a_witch_gets_positions_without_a_spent_witch(tmp_path):
    # A variant whose players hold no Witch: no position may record one as spent (the hand could not
    # lose a card it never held), and the whole-round check still runs and agrees.
    rules = load_rules((variant_file(tmp_path, "no-witch", "components", "witches_per_player", 0),))
    assert [len(pos.players) for _, pos in positions(rules)] == [2, 2, 2, 3]
    assert not any("witch" in u for _, pos in positions(rules) for u in pos.used.values())
    legality, outcome = check_rounds(rules)
    assert legality.ok and outcome.ok and outcome.cases > 1000
