"""The Knight short of markers (properties/conformance/short_knight.py, `check --exhaustive`)."""

import random

import pytest

from referee.api import load_rules
from referee.properties.conformance import short_knight, variant_sweep
from referee.properties.rounds import cards_asked
from tests import slips


@pytest.fixture(scope="module")
def two_marker_knight():
    """The combined ruleset whose Knight adds two markers (variant_sweep.combined's second)."""
    named = [changed for changed, _ in variant_sweep.combined(load_rules(()), variant_sweep.variant_folder())]
    found = [r for r in named if short_knight.has_short_knights(r)]
    assert found, "no combined ruleset has a Knight of two markers or more"
    return found[0]


def test_only_a_knight_of_two_markers_or_more_is_short():
    # "Revealing cards — Knight": the rulebook's Knight adds one marker; a player short of markers
    # plays fewer cards ("Choosing cards"), so no card of the rulebook's rules lacks its marker.
    assert not short_knight.has_short_knights(load_rules(()))
    assert short_knight.run(load_rules(())).legality.cases == 0


def test_every_round_drawn_ends_a_selection_with_a_knight_the_supply_does_not_cover(two_marker_knight):
    rules = two_marker_knight
    adds = rules.cards.knight_extra_markers
    rng = random.Random(7)
    for _ in range(40):
        drawn = short_knight.short_knight_round(rng, rules)
        if drawn is None:
            continue
        position, plays, witch = drawn
        short = []
        for player in position.players:
            cards = witch.get(player) or plays[player]
            if cards and cards[-1].kind == "knight" and cards[-1].declined is not True \
                    and all(c.is_region for c in cards[:-1]):
                regions = len(cards) - 1
                supply = position.supply[player]
                # the Region cards covered, the Knight's markers not all; the count is the one asked
                if regions < supply < regions + adds and len(cards) == cards_asked(rules, position, player):
                    short.append(player)
        assert short, (plays, witch, position.supply)


# The rulings under which each slip shows (its docstring says why); `check --exhaustive` plays every
# ruling alone (tests/verification/test_exhaustive.py runs it, and a run agrees there).
NO_EFFECT = {"card-without-marker": "no-effect"}
NO_MARKER = {"witch-reselect-knight": "no-marker"}


def test_the_engine_agrees_with_the_model_on_short_knights(two_marker_knight):
    done = short_knight.run(two_marker_knight, 6, sets=[{}, NO_EFFECT, NO_MARKER])
    assert done.legality.cases == 3 * 6
    assert done.outcome.cases > 0                      # card-without-marker = no-effect plays them
    assert done.legality.ok and done.outcome.ok, done.legality.mismatches + done.outcome.mismatches


@pytest.mark.parametrize("slip, report, rulings", [(slips.marker_from_an_empty_supply, "outcome", NO_EFFECT),
                                                   (slips.first_knight_counted_as_reselected, "legality", NO_MARKER)])
def test_a_slip_only_a_short_knight_meets_is_found(two_marker_knight, monkeypatch, slip, report, rulings):
    slip(monkeypatch)
    done = short_knight.run(two_marker_knight, 6, sets=[{}, rulings])
    assert getattr(done, report).mismatches, f"{slip.__name__} not found"
    # under the rules' own rulings neither slip shows: the case needs the ruling
    assert not short_knight.run(two_marker_knight, 6, sets=[{}]).legality.mismatches


def test_each_ruling_is_played_alone_beside_the_rules_own():
    rules = load_rules(())
    sets = short_knight.ruling_sets(rules)
    assert sets[0] == {}
    assert all(len(s) == 1 for s in sets[1:])
    pairs = {(rid, choice) for s in sets[1:] for rid, choice in s.items()}
    assert pairs == {(r.id, c) for r in rules.rulings for c in r.alternatives if c != r.default}
    assert ("card-without-marker", "no-effect") in pairs and ("witch-reselect-knight", "no-marker") in pairs
