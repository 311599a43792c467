"""Noble placement and the Noble-chain bonus ("Nobles", "Variant — Permanent Nobles").

Who places a Noble (nobles.placed_by), how a new Noble treats an old one (nobles.on_new_noble:
"replace" sends the old Noble back to its owner's supply, the standard rules -- the open ruling
replaced-noble may take it out of the game instead; "stack" leaves it, Permanent Nobles), which
Nobles earn the bonus and which regions it counts are spec data. These functions mutate the
Position they are given; the sentences explaining a decision are in referee.present.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules import Rules
from .position import Position


@dataclass(frozen=True)
class NobleDecision:
    """What a scored region's Noble decision did ("Nobles"): who leads, who placed a Noble, whose
    Nobles went home and whose stay, and why (`reason`, a stable word)."""

    region: int
    leader: str | None              # the single player with the most influence, if any
    placed: str | None              # who placed a new Noble (None: none placed)
    removed: tuple[str, ...] = ()   # owners of Nobles sent back to supply
    kept: tuple[str, ...] = ()      # Nobles that stay
    reason: str = ""                # sole-leader | tied-leaders | already-holds | tie-for-most | no-influence
                                    # | region-full | no-marker | never-placed
    also_placed: tuple[str, ...] = ()   # placed_by = any-leader: the other tied leaders who placed one

    @property
    def placed_all(self) -> tuple[str, ...]:
        return ((self.placed,) if self.placed else ()) + self.also_placed

    def to_dict(self, rules: Rules) -> dict[str, Any]:
        data = {"region": rules.board.name(self.region), "leader": self.leader, "placed": self.placed,
                "removed": list(self.removed), "kept": list(self.kept), "reason": self.reason}
        if self.also_placed:
            data["also_placed"] = list(self.also_placed)
        return data


def sole_leader(influence: dict[str, int], min_influence: int = 1) -> str | None:
    """The single player with the most influence (at least min_influence), or None on a tie or nobody."""
    return only_one(top_players(influence, min_influence))


def only_one(players: list[str]) -> str | None:
    """The one player of a list of one, else None (a tie, or nobody)."""
    return players[0] if len(players) == 1 else None


def top_players(influence: dict[str, int], min_influence: int = 1) -> list[str]:
    """Every player with the most influence (at least min_influence), in seat order."""
    top = max(influence.values(), default=0)
    if top < min_influence:
        return []
    return [p for p, n in influence.items() if n == top]


def place_noble(position: Position, region: int, influence: dict[str, int], rules: Rules) -> NobleDecision:
    """Apply the Noble rule to a region being scored; a new Noble is one of the placer's markers there."""
    current = list(position.nobles_in(region))
    leaders = top_players(influence, rules.scoring.min_influence)
    leader = only_one(leaders)
    if not leaders:
        return NobleDecision(region, None, None, kept=tuple(current), reason="no-influence")
    if rules.nobles.placed_by == "none":
        return NobleDecision(region, leader, None, kept=tuple(current), reason="never-placed")
    if len(leaders) > 1 and rules.nobles.placed_by == "sole-leader":
        return NobleDecision(region, None, None, kept=tuple(current), reason="tie-for-most")
    if rules.nobles.on_new_noble == "replace":
        return _replace(position, region, leaders, current, rules)
    return _stack(position, region, leaders, current, rules)


def _replace(position: Position, region: int, leaders: list[str], current: list[str], rules: Rules
             ) -> NobleDecision:
    """The placers' Nobles replace every other one, which goes back to its owner's supply.

    Every placer holds a Noble afterwards: a leader's influence comes from their markers and
    Nobles there, so a leader without a marker to leave already holds a Noble there."""
    leader = only_one(leaders)
    holders = leaders
    if set(holders) == set(current):      # every placer holds a Noble there and nobody else does
        return NobleDecision(region, leader, None, kept=tuple(current), reason="already-holds")
    limit = rules.nobles.max_per_region
    if limit and len(holders) > limit:
        return NobleDecision(region, leader, None, kept=tuple(current), reason="region-full")
    removed = [o for o in current if o not in holders]
    # Open ruling replaced-noble: the French text says the old Noble goes back to its owner's
    # supply ("Nobles"); the English says only that it is removed.
    if rules.choice("replaced-noble", position.rulings) == "owner-supply":
        for owner in removed:
            position.give_supply(owner, 1)
    new = [p for p in holders if p not in current]
    for p in new:
        position.add_markers(region, p, -1)
    position.nobles[region] = [o for o in current if o in holders] + new
    reason = "sole-leader" if leader else "tied-leaders"
    return NobleDecision(region, leader, new[0] if new else None, removed=tuple(removed),
                         kept=tuple(o for o in current if o in holders), reason=reason,
                         also_placed=tuple(new[1:]))


def _stack(position: Position, region: int, leaders: list[str], current: list[str], rules: Rules
           ) -> NobleDecision:
    """Each placer's new Noble stands beside the old ones, within the per-player and region limits.

    When no placer can place one, the decision gives the first placer's reason (seat order)."""
    nr = rules.nobles
    leader = only_one(leaders)
    placed: list[str] = []
    reasons: list[str] = []
    for p in leaders:
        if current.count(p) >= nr.max_per_player_per_region:
            reasons.append("already-holds")
        elif position.markers_in(region, p) < 1:
            reasons.append("no-marker")
        elif nr.max_per_region and len(current) + len(placed) >= nr.max_per_region:
            reasons.append("region-full")
        else:
            placed.append(p)
    if not placed:
        return NobleDecision(region, leader, None, kept=tuple(current), reason=reasons[0])
    for p in placed:
        position.add_markers(region, p, -1)
    position.nobles[region] = current + placed
    reason = "sole-leader" if leader else "tied-leaders"
    return NobleDecision(region, leader, placed[0], kept=tuple(current), reason=reason,
                         also_placed=tuple(placed[1:]))


@dataclass(frozen=True)
class ChainBonus:
    """A chain bonus paid when a region is scored ("Nobles"): the Noble's owner, the region, the
    owner's connected Nobles it counts (route order) and the points."""

    player: str                                  # the Noble's owner, who is paid
    region: int
    chain: tuple[int, ...] = field(default=())   # regions of the owner's connected Nobles, route order
    points: int = 0

    def to_dict(self, rules: Rules) -> dict[str, Any]:
        return {"player": self.player, "region": rules.board.name(self.region),
                "chain": [rules.board.name(r) for r in self.chain], "points": self.points}


def chain_bonuses(position: Position, region: int, rules: Rules,
                  placed: tuple[str, ...] | None = None) -> list[ChainBonus]:
    """Bonus for every Noble in the region: base + `bonus_per_region` per other region its owner's Nobles count.

    Which Nobles are paid is `nobles.bonus_paid_to` (every one, or only those placed now: pass
    `placed`); which other regions count is `nobles.bonus` (the connected chain, none, or the
    region's neighbours).
    """
    nr = rules.nobles
    bonuses = []
    for owner in dict.fromkeys(position.nobles_in(region)):   # each owner once, oldest first
        if nr.bonus_paid_to == "new-noble-only" and owner not in (placed or ()):
            continue
        counted = rules.board.bonus_regions(region, position.noble_regions(owner), nr.bonus)
        points = nr.bonus_base + nr.bonus_per_region * (len(counted) - 1)
        bonuses.append(ChainBonus(owner, region, tuple(counted), points))
    return bonuses
