"""Resolving one trick ("Determine the Round's Winner").

Cards whose power (natural rank plus modifiers) equals another card's power are all discarded.
Of the cards left, the highest power wins: its player collects the cards left in the trick and
leads the next one. If every card is discarded, ruling all-cards-cancel says who leads.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Mapping, Sequence


@dataclass(frozen=True)
class PlayedCard:
    player: str
    rank: int       # natural rank: what scoring counts
    power: int      # modified power: what the trick counts

    def to_dict(self) -> dict:
        return {"player": self.player, "rank": self.rank, "power": self.power}


@dataclass(frozen=True)
class TrickResult:
    cards: tuple[PlayedCard, ...]          # in playing order, leader first
    discarded: tuple[PlayedCard, ...]      # cards sharing their power with another card
    winner: str | None                     # None when every card was discarded
    collected: tuple[int, ...]             # natural ranks the winner collects
    next_leader: str
    leader_rule: str                       # why next_leader leads: "winner" or the all-cards-cancel choice

    @property
    def remaining(self) -> tuple[PlayedCard, ...]:
        return tuple(c for c in self.cards if c not in self.discarded)


def resolve_trick(cards: Sequence[PlayedCard], choices: Mapping[str, str]) -> TrickResult:
    """Discard equal powers, find the highest remaining, name who leads next."""
    if len({c.player for c in cards}) != len(cards) or not cards:
        raise ValueError("a trick needs one card from each of its players")
    powers = Counter(c.power for c in cards)
    discarded = tuple(c for c in cards if powers[c.power] > 1)
    remaining = [c for c in cards if powers[c.power] == 1]
    if remaining:
        best = max(remaining, key=lambda c: c.power)      # unique: remaining powers all differ
        return TrickResult(tuple(cards), discarded, best.player, tuple(c.rank for c in remaining),
                           best.player, "winner")
    rule = choices["all-cards-cancel"]
    next_leader = cards[1].player if rule == "left-of-leader" else cards[0].player
    return TrickResult(tuple(cards), discarded, None, (), next_leader, rule)
