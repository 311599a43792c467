"""What arriving on a space does ("The Board", "Landing on an Event Space", "Landing on another
Player"), as a list of effects and the pieces' places and Treasures afterwards.

Landing on another piece, three cases:
  1. moved by a roll or by one's own Ability card: the piece landed on goes to where the mover
     came from; if it carries a Treasure and the mover does not, the mover takes it;
  2. moved by an Ability card of the piece landed on: that piece goes to where the mover came
     from; if the mover carries a Treasure and it does not, it takes the mover's;
  3. any other way (an event, being sent back, a third player's card): nobody moves; if one
     carries a Treasure and the other does not, the other takes it.
Causes: "roll", "card:NAME" (an Ability card NAME used), "event", "swap" (sent back).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from .board import Board
from .state import GameState

MAX_CHAIN = 20     # events sending pieces on: a chain of go_to instructions never goes deeper


@dataclass(frozen=True)
class Effect:
    kind: str                  # see describe_effect in account.py for every kind
    player: str
    space: str
    other: str | None = None
    treasure: str | None = None
    detail: str | None = None  # event text, ruling id or landing case ("1", "2", "3")


@dataclass(frozen=True)
class Landing:
    effects: tuple[Effect, ...]
    positions: Mapping[str, str]
    holdings: Mapping[str, tuple[str, ...]]
    treasures_left: Mapping[str, int]
    winner: str | None


def landing_case(cause: str, mover: str, other: str) -> int:
    """Which of the three landing-on-a-player cases applies to `mover` arriving on `other`."""
    if cause == "roll" or cause == f"card:{mover}":
        return 1
    if cause == f"card:{other}":
        return 2
    return 3


def land(board: Board, state: GameState, player: str, space: str, previous: str, cause: str = "roll") -> Landing:
    """Resolve `player` arriving on `space` from `previous`, and everything that follows from it."""
    resolver = _Resolver(board, state)
    resolver.arrive(player, space, cause, previous, 0)
    return resolver.result(player)


class _Resolver:
    def __init__(self, board: Board, state: GameState):
        self.board = board
        self.choices = state.choices
        self.order = state.players()
        self.positions = {p.player: p.space for p in state.pieces}
        self.holdings = {p.player: list(p.treasures) for p in state.pieces}
        self.left = dict(state.treasures_left)
        self.effects: list[Effect] = []
        self.sent: set[tuple[str, str]] = set()     # (piece, event space) whose instruction was followed

    def arrive(self, player: str, space: str, cause: str, previous: str | None, depth: int) -> None:
        self.positions[player] = space
        others = [p for p in self.order if p != player and self.positions[p] == space]
        space_first = self.choices["landing-order"] == "space-first"
        event_first = self.choices["event-and-player"] == "event-first"
        if event_first and self.board.space(space).kind == "event":
            self.event_space(player, space, cause, depth)
            if self.positions[player] != space:         # the instruction sent the mover on: no landing here
                return
            others = [p for p in others if self.positions[p] == space]
        if space_first:
            self.treasure_space(player, space)
        for other in others:
            self.meet(player, other, space, cause, previous, depth)
        if not space_first:
            self.treasure_space(player, space)
        if not event_first:
            self.event_space(player, space, cause, depth)

    def treasure_space(self, player: str, space_id: str) -> None:
        space = self.board.space(space_id)
        treasure = space.treasure
        if space.kind != "treasure" or treasure is None or self.left.get(treasure, 0) == 0:
            return
        if self.holdings[player] and self.choices["two-treasures"] == "one-only":
            self.effects.append(Effect("treasure-refused", player, space_id, treasure=treasure,
                                       detail="two-treasures"))
            return
        self.left[treasure] -= 1
        self.holdings[player].append(treasure)
        self.effects.append(Effect("treasure-taken", player, space_id, treasure=treasure))

    def meet(self, mover: str, other: str, space: str, cause: str, previous: str | None, depth: int) -> None:
        case = landing_case(cause, mover, other)
        if case == 3 or previous is None:
            self.effects.append(Effect("same-space", mover, space, other=other, detail="3"))
            carrier, empty = self._one_carrier(mover, other)
            if carrier and empty:
                self.pass_treasure(carrier, empty, space, "3")
            return
        if self.holdings[mover] and self.holdings[other] and self.choices["two-carriers-swap"] == "no-swap":
            self.effects.append(Effect("no-swap", mover, space, other=other, detail="two-carriers-swap"))
            return
        giver, taker = (other, mover) if case == 1 else (mover, other)
        if self.holdings[giver] and not self.holdings[taker]:
            self.pass_treasure(giver, taker, space, str(case))
        self.effects.append(Effect("sent-back", other, previous, other=mover, detail=str(case)))
        self.arrive(other, previous, "swap", None, depth + 1)

    def _one_carrier(self, a: str, b: str) -> tuple[str | None, str | None]:
        if self.holdings[a] and not self.holdings[b]:
            return a, b
        if self.holdings[b] and not self.holdings[a]:
            return b, a
        return None, None

    def pass_treasure(self, giver: str, taker: str, space: str, case: str) -> None:
        treasure = self.holdings[giver].pop(0)
        self.holdings[taker].append(treasure)
        self.effects.append(Effect("treasure-passed", taker, space, other=giver, treasure=treasure, detail=case))

    def event_space(self, player: str, space_id: str, cause: str, depth: int) -> None:
        space = self.board.space(space_id)
        if space.kind != "event":
            return
        if cause == "swap" and self.choices["swapped-onto-event"] == "ignores":
            self.effects.append(Effect("event-ignored", player, space_id, detail="swapped-onto-event"))
            return
        if (player, space_id) in self.sent or depth >= MAX_CHAIN:
            # the same instruction again: a loop, said once (a space sending a piece to itself too)
            self.effects.append(Effect("event-loop", player, space_id))
            return
        self.sent.add((player, space_id))
        self.effects.append(Effect("event", player, space_id, detail=space.event))
        if space.go_to is None:
            return
        self.arrive(player, space.go_to, "event", None, depth + 1)

    def result(self, mover: str) -> Landing:
        on_start = [p for p in [mover] + self.order if self.positions[p] == self.board.start and self.holdings[p]]
        winner = on_start[0] if on_start else None
        if winner:
            self.effects.append(Effect("wins", winner, self.board.start))
        return Landing(tuple(self.effects), dict(self.positions),
                       {p: tuple(t) for p, t in self.holdings.items()}, dict(self.left), winner)
