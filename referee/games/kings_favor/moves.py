"""Every space a player may end on after a roll, and why: the direction rule, the routes (with
branches), and what landing there does."""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board
from .landing import Landing, land
from .movement import Blocked, DirectionRule, Route, allowed_directions, routes
from .state import GameState


@dataclass(frozen=True)
class MoveOption:
    direction: str
    end: str
    routes: tuple[Route, ...]         # every way there (several when branches meet again)
    blocked: tuple[Blocked, ...]      # when the piece stays because a ruling refuses the move
    landing: Landing | None           # None when the piece stays where it is

    @property
    def stays(self) -> bool:
        return self.landing is None


@dataclass(frozen=True)
class MovesReport:
    player: str
    roll: int
    cause: str
    origin: str
    rule: DirectionRule
    options: tuple[MoveOption, ...]
    no_way: tuple[str, ...]           # directions allowed but with no space to move to


def list_moves(board: Board, state: GameState, player: str, roll: int, cause: str = "roll") -> MovesReport:
    """All end spaces for `player` moving `roll` steps, grouped by direction and end space."""
    origin = state.piece(player).space
    rule = allowed_directions(state, player, cause)
    options: list[MoveOption] = []
    no_way = []
    for direction in rule.directions:
        found, blocked = routes(board, origin, roll, direction, state.treasures_left, state.choices)
        found = [r for r in found if r.steps > 0]
        blocked = [b for b in blocked if len(b.spaces) > 1]
        if not found and not blocked:
            no_way.append(direction)
        options += _group(board, state, player, origin, direction, found, cause)
        if blocked:
            options.append(MoveOption(direction, origin, (), tuple(blocked), None))
    return MovesReport(player, roll, cause, origin, rule, tuple(options), tuple(no_way))


def _group(board: Board, state: GameState, player: str, origin: str, direction: str,
           found: list[Route], cause: str) -> list[MoveOption]:
    by_end: dict[str, list[Route]] = {}
    for route in found:
        by_end.setdefault(route.end, []).append(route)
    return [MoveOption(direction, end, tuple(group), (), land(board, state, player, end, origin, cause))
            for end, group in by_end.items()]
