"""The tight-loop bound's rules (bench/tight_loop.py, loop_rules): the four rulesets the bench times
are played with their own values, and any other ruleset is refused naming what the loop does not
play, so a ratio is never printed against a loop of other rules. Nothing here compiles the loop."""

from __future__ import annotations

import sys

import pytest

from helpers import REPO
from referee.rules import load_rules
from referee.rules.loader import with_chosen_rulings

sys.path.insert(0, str(REPO / "bench"))

from tight_loop import loop_rules  # noqa: E402


def test_the_benchs_rulesets_are_played_with_the_values_their_files_set():
    # expected values from the files themselves: spec/kings-road/variants/permanent-nobles.toml sets
    # on_new_noble = "stack" and max_per_region = 0; two-dragons.toml dragons_per_player = 2;
    # ties-highest-place.toml tie_rule = "highest-spanned-place"; game.toml's own: 1, lowest, replace, 1
    standard = {"components.dragons_per_player": 1, "scoring.tie_rule": "lowest-spanned-place",
                "nobles.on_new_noble": "replace", "nobles.max_per_region": 1}
    assert loop_rules(load_rules()) == standard
    assert loop_rules(load_rules(("permanent-nobles",))) == standard | {"nobles.on_new_noble": "stack",
                                                                         "nobles.max_per_region": 0}
    two = str(REPO / "examples/variants/two-dragons.toml")
    assert loop_rules(load_rules((two,))) == standard | {"components.dragons_per_player": 2}
    ties = str(REPO / "examples/variants/ties-highest-place.toml")
    assert loop_rules(load_rules((ties,))) == standard | {"scoring.tie_rule": "highest-spanned-place"}


def test_any_other_ruleset_is_refused_naming_the_key_or_the_ruling(variant_rules):
    with pytest.raises(ValueError, match="nobles.placed_by = 'any-leader'"):
        loop_rules(variant_rules(nobles={"placed_by": "any-leader"}))
    with pytest.raises(ValueError, match="components.dragons_per_player = 3"):
        loop_rules(variant_rules(components={"dragons_per_player": 3}))
    # stacked Nobles with a limit of one a region: both values are the loop's, not together
    with pytest.raises(ValueError, match="stack with max_per_region = 0"):
        loop_rules(variant_rules(nobles={"on_new_noble": "stack"}))
    rules = load_rules()
    ruling = rules.rulings[0]
    other = next(a for a in ruling.alternatives if a != ruling.default)
    with pytest.raises(ValueError, match="rulings"):
        loop_rules(with_chosen_rulings(rules, {ruling.id: other}))
