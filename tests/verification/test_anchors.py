"""Rulebook anchors (properties/statements/anchors.py): the rulebook's facts and worked examples, run through
the engine, with expectations from the rulebook (properties/statements/rulebook.py), never from the ruleset."""

import json

import pytest

from referee.properties.statements.anchors import ANCHORS, BY_ID, run
from referee.rules import load_rules


def region_variant(tmp_path, *changes: dict):
    """The standard rules with [[overrides.regions]] entries (each names a region by its number)."""
    lines = ['[variant]', 'id = "regions-test"', 'name = "Regions test"', 'section = "Tests"', ""]
    for change in changes:
        lines.append("[[overrides.regions]]")
        lines += [f"{k} = {json.dumps(v)}" for k, v in change.items()]      # TOML reads these JSON forms
        lines.append("")
    path = tmp_path / f"regions-{abs(hash(str(changes)))}.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    return load_rules((str(path),))

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


# Anchors whose facts live in the regions' data ([[overrides.regions]]); "Preparation" names the
# eight regions by number, and a banner's top value is the region's number ("Dark Tower (value 5)",
# the French "King's Castle (valeur de la région : 8)").
REGION_BREAKS = {
    "rulebook.region-names": ({"number": 2, "name": "King's Castle", "slug": "kings-castle-2"},
                              {"number": 8, "name": "Dragon's Lair", "slug": "dragons-lair-8"}),
    "rulebook.top-banner-values": ({"number": 8, "banner": [9, 6, 3, 2]},),     # Passed check
    "rulebook.banner-lengths": ({"number": 7, "banner": [7, 3]},),             # Passed check
}


@pytest.mark.parametrize("banner", [[6, 2], [6, 0], [6]])
def test_a_banner_of_any_other_length_breaks_the_banner_anchor(tmp_path, banner):
    # "Scoring": three values or four. Two values (paying or not) and one are each caught; the top
    # value stays the region's number, so no other anchor sees it. (Five is the spec loader's to
    # refuse: a banner holds 1 to 4 values.)
    failures = run(region_variant(tmp_path, {"number": 6, "banner": banner}))
    assert "rulebook.banner-lengths" in failures
    assert "Wizard's Tower" in str(failures["rulebook.banner-lengths"].message)
    assert set(failures) == {"rulebook.banner-lengths"}


def test_anchor_ids_are_unique_and_cite_a_section():
    assert len(BY_ID) == len(ANCHORS) == len(BREAKS) + len(REGION_BREAKS)
    assert all(a.id.startswith("rulebook.") and a.statement and a.section for a in ANCHORS)


@pytest.mark.parametrize("anchor_id", sorted(BREAKS))
def test_each_anchor_catches_a_change(anchor_id, variant_rules):
    failures = run(variant_rules(**BREAKS[anchor_id]))
    assert anchor_id in failures, failures


@pytest.mark.parametrize("anchor_id", sorted(REGION_BREAKS))
def test_each_region_anchor_catches_a_change(anchor_id, tmp_path):
    failures = run(region_variant(tmp_path, *REGION_BREAKS[anchor_id]))
    assert anchor_id in failures, failures


def test_every_board_fact_changed_once_is_caught(tmp_path, variant_rules):
    # A trial: each board and component fact the rulebook states, changed once in a
    # variant that declares nothing; every one must break at least one anchor.
    region_changes = [({"number": n, "banner": [n + 1, 1]},) for n in range(1, 9)]      # each top value
    region_changes += [({"number": 1, "name": "Zin Kai's Keep", "slug": "zin-kais-keep"},),
                       ({"number": 3, "name": "Dark Tower", "slug": "dark-tower-3"},
                        {"number": 5, "name": "Temple Ruins", "slug": "temple-ruins-5"})]
    table_changes = [
        {"roads": {"route": [1, 6, 4, 7, 5, 3, 2, 8]}},       # two regions swapped on the route
        {"roads": {"side_roads": [[3, 5]]}},                  # the side road moved
        {"roads": {"side_roads": []}},                        # the side road gone
        {"roads": {"king_start": 6}},
        {"components": {"markers_per_player": 21}},
        {"components": {"score_track_markers": 0}},
        {"components": {"region_cards_per_region": 2}},
        {"components": {"knights_per_player": 2}},
        {"components": {"dragons_per_player": 2}},
        {"components": {"witches_per_player": 0}},
        {"components": {"once_per_game": ["dragon"]}},
        {"cards": {"knight_extra_markers": 2}},
        {"round": {"cards_per_round": 2}},
        {"end": {"threshold": 45}},
        {"game": {"min_players": 3}},
        {"game": {"max_players": 4}},
        {"scoring": {"noble_influence": 2}},
    ]
    caught = [bool(run(region_variant(tmp_path, *c))) for c in region_changes]
    caught += [bool(run(variant_rules(**c))) for c in table_changes]
    assert len(caught) == 27 and all(caught), [c for c, ok in zip(region_changes + table_changes, caught) if not ok]


def test_a_failure_shows_the_position(variant_rules):
    failure = run(variant_rules(scoring={"paid_places_offset": 0}))["rulebook.dark-tower-example"]
    assert "5, 4, 2, 0" not in str(failure.message) and failure.position["king"] == "Dark Tower"
    assert failure.position["board"]["Dark Tower"]["influence"] == {"Ann": 4, "Bob": 3, "Cy": 2, "Dee": 1}
