"""Noble placement and the Noble-chain bonus ("Nobles", "Variant — Permanent Nobles").

How a new Noble treats an old one is spec data (nobles.on_new_noble): "replace" sends
the old Noble back to its owner's supply (standard rules); "stack" leaves it (Permanent
Nobles). These functions mutate the Position they are given.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .position import Position
from ..rules import Rules


@dataclass(frozen=True)
class NobleDecision:
    region: int
    leader: str | None              # the single player with the most influence, if any
    placed: str | None              # who placed a new Noble (None: none placed)
    removed: tuple[str, ...] = ()   # owners of Nobles sent back to supply
    kept: tuple[str, ...] = ()      # Nobles that stay
    reason: str = ""                # sole-leader | already-holds | tie-for-most | no-influence | region-full | no-marker

    def to_dict(self, rules: Rules) -> dict:
        return {"region": rules.board.name(self.region), "leader": self.leader, "placed": self.placed,
                "removed": list(self.removed), "kept": list(self.kept), "reason": self.reason}


def sole_leader(influence: dict[str, int], min_influence: int = 1) -> str | None:
    """The single player with the most influence (at least min_influence), or None on a tie or nobody."""
    if not influence:
        return None
    top = max(influence.values())
    if top < min_influence:
        return None
    leaders = [p for p, n in influence.items() if n == top]
    return leaders[0] if len(leaders) == 1 else None


def place_noble(position: Position, region: int, influence: dict[str, int], rules: Rules) -> NobleDecision:
    """Apply the Noble rule to a region being scored; the new Noble is one of the leader's markers there."""
    nr = rules.nobles
    current = list(position.nobles_in(region))
    leader = sole_leader(influence, rules.scoring.min_influence)
    if leader is None:
        top = max(influence.values(), default=0)
        reason = "tie-for-most" if top >= rules.scoring.min_influence else "no-influence"
        return NobleDecision(region, None, None, kept=tuple(current), reason=reason)
    if nr.on_new_noble == "replace" and current == [leader]:
        return NobleDecision(region, leader, None, kept=(leader,), reason="already-holds")
    if nr.on_new_noble == "stack" and current.count(leader) >= nr.max_per_player_per_region:
        return NobleDecision(region, leader, None, kept=tuple(current), reason="already-holds")
    if position.markers_in(region, leader) < 1:
        # a Noble is one of the leader's markers in the region: a leader whose influence there
        # is only their Noble(s) has no marker to leave
        return NobleDecision(region, leader, None, kept=tuple(current), reason="no-marker")
    if nr.on_new_noble == "replace":
        for owner in current:
            position.give_supply(owner, 1)
        position.add_markers(region, leader, -1)
        position.nobles[region] = [leader]
        return NobleDecision(region, leader, leader, removed=tuple(current), reason="sole-leader")
    # stack
    if nr.max_per_region and len(current) >= nr.max_per_region:
        return NobleDecision(region, leader, None, kept=tuple(current), reason="region-full")
    position.add_markers(region, leader, -1)
    position.nobles[region] = current + [leader]
    return NobleDecision(region, leader, leader, kept=tuple(current), reason="sole-leader")


@dataclass(frozen=True)
class ChainBonus:
    player: str                                  # the Noble's owner, who is paid
    region: int
    chain: tuple[int, ...] = field(default=())   # regions of the owner's connected Nobles, route order
    points: int = 0

    def to_dict(self, rules: Rules) -> dict:
        return {"player": self.player, "region": rules.board.name(self.region),
                "chain": [rules.board.name(r) for r in self.chain], "points": self.points}


def chain_bonuses(position: Position, region: int, rules: Rules) -> list[ChainBonus]:
    """Bonus for every Noble in the region: base + one per other region in its owner's connected chain."""
    bonuses = []
    for owner in dict.fromkeys(position.nobles_in(region)):   # each owner once, oldest first
        chain = rules.board.chain(region, position.noble_regions(owner))
        bonuses.append(ChainBonus(owner, region, tuple(chain), rules.nobles.bonus_base + len(chain) - 1))
    return bonuses
