"""The players of generated positions, of the models' counterexamples and of the oracles' rounds."""

from __future__ import annotations

from ..limits import MAX_PLAYERS
from ..rules import Rules

PLAYER_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal")
assert len(PLAYER_NAMES) == MAX_PLAYERS         # one name for every seat the spec allows


def player_counts(rules: Rules) -> tuple[int, ...]:
    """Every player count a ruleset allows ([game] min_players..max_players, "Preparation"): the counts
    the proofs, the conformance runs and the oracles cover, so PROVED speaks of every game the rules allow."""
    return tuple(range(rules.min_players, rules.max_players + 1))


def shared_counts(base: Rules, other: Rules) -> list[int]:
    """The player counts both rulesets allow (a comparison of the two speaks of these only)."""
    return list(range(max(base.min_players, other.min_players), min(base.max_players, other.max_players) + 1))


def counts_text(rules: Rules) -> str:
    """Those counts for a sentence: "2-5"."""
    return f"{rules.min_players}-{rules.max_players}"
