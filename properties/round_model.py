"""One round as modelled until card-driven rounds land: placements, then the referee's scoring.

A Round says, per player, the regions where markers go (at most 3, each from the player's
supply) and how many Dragons were revealed (0..players). play_round() resolves it on a copy
and returns (before, after, outcome), the arguments every invariant check takes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.adjudicate import apply_scoring

MAX_CARDS = 3   # "Choosing cards": three cards per round, so at most three markers placed


@dataclass(frozen=True)
class Round:
    placements: dict[str, tuple[int, ...]] = field(default_factory=dict)   # player -> regions
    dragons: int = 0      # Dragons revealed this round, added to any the position already records


def resolve_placements(position, rnd: Round) -> None:
    """Move markers from supply to the board (in place). Assumes a legal Round."""
    for player, regions in rnd.placements.items():
        for region in regions:
            position.add_markers(region, player, 1)
            position.give_supply(player, -1)
    position.dragons += rnd.dragons


def play_round(rules, position, rnd: Round):
    """(before, after, outcome): `position` is left untouched."""
    before = position.copy()
    after = position.copy()
    resolve_placements(after, rnd)
    outcome = apply_scoring(after, rules)
    return before, after, outcome


def scoring_position(position, rnd: Round):
    """The position after the round's cards and before scoring: what `referee score` reads."""
    mid = position.copy()
    resolve_placements(mid, rnd)
    return mid
