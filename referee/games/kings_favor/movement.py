"""Where a roll can take a piece ("Movement"): the direction rules and every route.

Direction ("Direction of Movement"): while nobody holds a Treasure everyone moves forward
(toward the Treasure Spaces); once someone does, a carrier moves backward (toward the start) and
anyone else picks one direction for the whole roll. Branches ("Branches") may be taken whenever
a route passes them, no exact roll needed. A forward move ends when it reaches a Treasure Space
within the roll, Treasure by it or not (the note closing "Movement": the text sets no
condition). Running out of path before the roll is used: at the start, ruling
exact-roll-to-start; elsewhere, ruling end-of-path.

The walk goes one step at a time over the spaces reached so far, keeping for each space the one
it was first reached from: every reachable end, and one route to it, in time linear in the
board's size times the roll, whatever the number of branches (a board of 40 forks in a row has
2^40 routes, not one of which is listed twice).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from .board import BACKWARD, FORWARD, Board
from .state import GameState

ROLL_USED = "roll-used"              # the route used every step of the roll
TREASURE_STOP = "treasure-space"     # ended early on a Treasure Space (moving forward)
START_REACHED = "start-reached"      # reached the start with steps to spare (no exact roll needed)
PATH_END = "path-end"                # reached the end of a path with steps to spare


@dataclass(frozen=True)
class DirectionRule:
    directions: tuple[str, ...]
    reason: str        # nobody-carries, carrier or free-choice


@dataclass(frozen=True)
class Route:
    direction: str
    spaces: tuple[str, ...]   # the space moved from, then every space entered, in order
    stop: str                 # why the route ends where it does (ROLL_USED, TREASURE_STOP, ...)

    @property
    def end(self) -> str:
        return self.spaces[-1]

    @property
    def steps(self) -> int:
        return len(self.spaces) - 1


@dataclass(frozen=True)
class Blocked:
    """A route the rulings do not allow: the piece would stay where it is."""
    direction: str
    spaces: tuple[str, ...]
    reason: str               # START_REACHED or PATH_END
    ruling: str               # the ruling that refuses it


def allowed_directions(state: GameState, player: str, cause: str = "roll") -> DirectionRule:
    """Which way `player` may move ("Direction of Movement"); a card's move (cause "card:NAME")
    follows the same rules unless ruling card-move-direction is either-way."""
    if cause.startswith("card:") and state.choices["card-move-direction"] == "either-way":
        return DirectionRule((FORWARD, BACKWARD), "card-either-way")
    if not state.anyone_carries:
        return DirectionRule((FORWARD,), "nobody-carries")
    if state.piece(player).carries:
        return DirectionRule((BACKWARD,), "carrier")
    return DirectionRule((FORWARD, BACKWARD), "free-choice")


def routes(board: Board, origin: str, roll: int, direction: str, treasures_left: Mapping[str, int],
           choices: Mapping[str, str]) -> tuple[list[Route], list[Blocked]]:
    """Every end a move of `roll` steps from `origin` in one direction can reach, with one route
    to each (the first found, branches taken in the order of their numbers), and the moves the
    rulings refuse. treasures_left is not needed by the rule; it stays for the callers."""
    layers: list[dict[str, str | None]] = [{origin: None}]      # step k: space -> space it came from
    ended: dict[str, Route | Blocked] = {}
    for step in range(1, roll + 1):
        reached: dict[str, str | None] = {}
        for here in layers[-1]:
            ahead = board.next_spaces(here, direction)
            if not ahead and here not in ended:
                ended[here] = _dead_end(board, _route_to(layers, here), direction, choices)
            for there in ahead:
                reached.setdefault(there, here)
        layers.append(reached)
        if step < roll and direction == FORWARD:
            for there in [t for t in reached if board.space(t).kind == "treasure"]:
                if there not in ended:
                    ended[there] = Route(direction, _route_to(layers, there), TREASURE_STOP)
                del reached[there]                       # the move ends there
        if not reached:
            break
    for end in layers[-1] if len(layers) == roll + 1 else ():
        ended.setdefault(end, Route(direction, _route_to(layers, end), ROLL_USED))
    found = [r for r in ended.values() if isinstance(r, Route)]
    return found, [b for b in ended.values() if isinstance(b, Blocked)]


def _route_to(layers: list[dict[str, str | None]], end: str) -> tuple[str, ...]:
    """The spaces from the origin to `end` (reached at the last layer), following each space back
    to the one it was first reached from."""
    spaces = [end]
    for layer in reversed(layers[1:]):
        previous = layer[spaces[-1]]
        assert previous is not None          # only the origin's layer holds None
        spaces.append(previous)
    return tuple(reversed(spaces))


def _dead_end(board: Board, spaces: tuple[str, ...], direction: str, choices: Mapping[str, str]) -> Route | Blocked:
    """Steps left but no space on: stop there, or (per ruling) do not make the move."""
    if spaces[-1] == board.start:
        if choices["exact-roll-to-start"] == "exact":
            return Blocked(direction, spaces, START_REACHED, "exact-roll-to-start")
        return Route(direction, spaces, START_REACHED)
    if choices["end-of-path"] == "stay":
        return Blocked(direction, spaces, PATH_END, "end-of-path")
    return Route(direction, spaces, PATH_END)
