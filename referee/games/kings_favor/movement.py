"""Where a roll can take a piece ("Movement"): the direction rules and every route.

Direction ("Direction of Movement"): while nobody holds a Treasure everyone moves forward
(toward the Treasure Spaces); once someone does, a carrier moves backward (toward the start) and
anyone else picks one direction for the whole roll. Branches ("Branches") may be taken whenever
a route passes them, no exact roll needed. A forward move ends early on a Treasure Space that
still has a Treasure (the note under "Landing on another Player"). Running out of path before
the roll is used: at the start, ruling exact-roll-to-start; elsewhere, ruling end-of-path.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Mapping

from .board import BACKWARD, FORWARD, Board
from .state import GameState

ROLL_USED = "roll-used"              # the route used every step of the roll
TREASURE_STOP = "treasure-space"     # ended early on a Treasure Space with a Treasure left
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


def allowed_directions(state: GameState, player: str) -> DirectionRule:
    if not state.anyone_carries:
        return DirectionRule((FORWARD,), "nobody-carries")
    if state.piece(player).carries:
        return DirectionRule((BACKWARD,), "carrier")
    return DirectionRule((FORWARD, BACKWARD), "free-choice")


def routes(board: Board, origin: str, roll: int, direction: str, treasures_left: Mapping[str, int],
           choices: Mapping[str, str]) -> tuple[list[Route], list[Blocked]]:
    """Every route of `roll` steps from `origin` in one direction, taking each branch both ways."""
    found: list[Route] = []
    blocked: list[Blocked] = []
    for outcome in _walk(board, (origin,), roll, direction, treasures_left, choices):
        (found if isinstance(outcome, Route) else blocked).append(outcome)
    return found, blocked


def _walk(board: Board, spaces: tuple[str, ...], left: int, direction: str, treasures_left: Mapping[str, int],
          choices: Mapping[str, str]) -> Iterator[Route | Blocked]:
    here = spaces[-1]
    if left == 0:
        yield Route(direction, spaces, ROLL_USED)
        return
    ahead = board.next_spaces(here, direction)
    if not ahead:
        yield _dead_end(board, spaces, direction, choices)
        return
    for there in ahead:
        route = spaces + (there,)
        if left > 1 and direction == FORWARD and _treasure_waits(board, there, treasures_left):
            yield Route(direction, route, TREASURE_STOP)
        else:
            yield from _walk(board, route, left - 1, direction, treasures_left, choices)


def _treasure_waits(board: Board, space_id: str, treasures_left: Mapping[str, int]) -> bool:
    space = board.space(space_id)
    return space.kind == "treasure" and treasures_left.get(space.treasure, 0) > 0


def _dead_end(board: Board, spaces: tuple[str, ...], direction: str, choices: Mapping[str, str]) -> Route | Blocked:
    """Steps left but no space on: stop there, or (per ruling) do not make the move."""
    if spaces[-1] == board.start:
        if choices["exact-roll-to-start"] == "exact":
            return Blocked(direction, spaces, START_REACHED, "exact-roll-to-start")
        return Route(direction, spaces, START_REACHED)
    if choices["end-of-path"] == "stay":
        return Blocked(direction, spaces, PATH_END, "end-of-path")
    return Route(direction, spaces, PATH_END)
