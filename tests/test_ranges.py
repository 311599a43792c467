"""referee/rules/ranges.py: every range names a key the spec has, and the shipped rules are in range."""

from __future__ import annotations

import tomllib

import pytest
from conftest import REPO

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
