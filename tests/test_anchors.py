"""Rulebook anchors (properties/anchors.py): the rulebook's facts and worked examples, run through
the engine, with expectations from the rulebook (properties/rulebook.py), never from the ruleset."""

import pytest

from referee.properties.anchors import ANCHORS, BY_ID, run

# One change per anchor that the anchor must catch (each reasoned from the rulebook section it cites).
BREAKS = {
    "rulebook.king-start": {"roads": {"king_start": 5}},                 # "Preparation": Zin Kai's Deep
    "rulebook.players": {"game": {"max_players": 6}},                     # 2-5 players
    "rulebook.noble-influence": {"scoring": {"noble_influence": 0}},      # "Nobles": one influence
    "rulebook.dragon-order": {"round": {"regions_per_dragon": 2}},        # two Dragons add two regions
    "rulebook.game-end-at-40": {"end": {"threshold": 41}},                # 40 points
    "rulebook.markers": {"components": {"score_track_markers": 0}},       # one marker on the track
    "rulebook.cards-per-round": {"round": {"cards_per_round": 4}},        # three cards
    "rulebook.witch-resolves-last": {"cards": {"witch_reselects": "at-once"}},
    "rulebook.tie-two-for-most": {"scoring": {"tie_rule": "highest-spanned-place"}},  # 5 each, not 4
    "rulebook.tie-three-for-most": {"scoring": {"tie_rule": "split-evenly"}},  # three tied share 11 -> 3, not 2
    "rulebook.dark-tower-example": {"scoring": {"paid_places_offset": 0}},    # 4th place paid 1
    "rulebook.dark-tower-banner": {"scoring": {"paid_places_offset": -2}},    # 4th place not paid with 5
    "rulebook.three-point-chain": {"nobles": {"bonus": "region-only"}},       # 1, not 3
    "rulebook.final-scoring-regions": {"end": {"final_scoring": "none"}},
    "rulebook.winner-tie-break": {"end": {"tie_break": "most-influence-on-board"}},
    "rulebook.route": {"roads": {"route": [1, 8, 2, 5, 3, 7, 4, 6]}},       # reversed
    "rulebook.roads": {"roads": {"side_roads": []}},
    "rulebook.knight-adds-one": {"cards": {"knight_extra_markers": 0}},
    "rulebook.hand": {"components": {"knights_per_player": 2}},
    "rulebook.once-per-game": {"components": {"once_per_game": ["witch"]}},
}


def test_every_anchor_holds_under_the_standard_rules_and_permanent_nobles(rules, permanent_rules):
    assert run(rules) == {}
    assert run(permanent_rules) == {}


def test_anchor_ids_are_unique_and_cite_a_section():
    assert len(BY_ID) == len(ANCHORS) == len(BREAKS)
    assert all(a.id.startswith("rulebook.") and a.statement and a.section for a in ANCHORS)


@pytest.mark.parametrize("anchor_id", sorted(BREAKS))
def test_each_anchor_catches_a_change(anchor_id, variant_rules):
    failures = run(variant_rules(**BREAKS[anchor_id]))
    assert anchor_id in failures, failures


def test_a_failure_shows_the_position(variant_rules):
    failure = run(variant_rules(scoring={"paid_places_offset": 0}))["rulebook.dark-tower-example"]
    assert "5, 4, 2, 0" not in failure.message and failure.position["king"] == "Dark Tower"
    assert failure.position["board"]["Dark Tower"]["influence"] == {"Ann": 4, "Bob": 3, "Cy": 2, "Dee": 1}
