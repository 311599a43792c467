"""referee/rules/ranges.py: every range names a key the spec has, and the shipped rules are in range."""

from __future__ import annotations

import tomllib

import pytest

from helpers import REPO
from referee.errors import SpecError
from referee.rules import load_rules
from referee.rules.ranges import RANGES, check_ranges

GAME = tomllib.loads((REPO / "spec" / "kings-road" / "game.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("key", [key for key, *_ in RANGES])
def test_every_range_names_a_key_of_the_spec(key):
    table, name = key.split(".")
    assert name in GAME[table]


@pytest.mark.parametrize("variants", [(), ("permanent-nobles",)])
def test_the_shipped_rules_are_in_range(variants):
    check_ranges(load_rules(variants), "game.toml")        # raises if not


def test_a_bound_that_depends_on_the_rules(tmp_path):
    # regions_per_dragon may be at most the number of regions on the route (8); 9 is refused.
    variant = tmp_path / "v.toml"
    variant.write_text('[variant]\nid = "v"\nname = "V"\nsection = "Scoring"\n'
                       "[overrides.round]\nregions_per_dragon = 9\n", encoding="utf-8")
    with pytest.raises(SpecError) as exc:
        load_rules((str(variant),))
    assert exc.value.key == "round.regions_per_dragon" and "allowed 0 to 8" in str(exc.value)


def test_the_ranges_are_declared_once_on_the_schema():
    # Every number a variant may change states its range on its schema key (no second table here);
    # king_start is a region number, checked against the regions instead.
    from referee.rules import schema

    for table in schema.GAME_TABLES:
        for key in table.keys:
            if key.type == "int" and key.name != "king_start":
                assert key.has_range, f"{table.name}.{key.name}"
    assert {k for k, *_ in RANGES} == {f"{t.name}.{k.name}" for t in schema.GAME_TABLES if not t.many
                                       for k in t.keys if k.has_range}


@pytest.mark.parametrize("table, body, key", [
    ("components", "dragons_per_player = 1000000000000000", "components.dragons_per_player"),
    ("components", "region_cards_per_region = 0", "components.region_cards_per_region"),
    ("cards", "knight_extra_markers = -1", "cards.knight_extra_markers"),
    ("round", "cards_per_round = 12", "round.cards_per_round"),      # more than the 11 cards of a hand
])
def test_card_data_out_of_range_is_refused_before_a_hand_is_built(tmp_path, table, body, key):
    variant = tmp_path / "v.toml"
    variant.write_text(f'[variant]\nid = "v"\nname = "V"\nsection = "Preparation"\n[overrides.{table}]\n{body}\n',
                       encoding="utf-8")
    with pytest.raises(SpecError) as exc:
        load_rules((str(variant),))
    assert exc.value.key == key and "out of range" in str(exc.value)
