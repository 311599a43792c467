"""Where the pieces stand and which Treasures are held and left: a moment of a King's Favor game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping


@dataclass(frozen=True)
class Piece:
    player: str
    space: str                       # a board space id
    treasures: tuple[str, ...] = ()  # Treasure types carried

    @property
    def carries(self) -> bool:
        return bool(self.treasures)


@dataclass(frozen=True)
class GameState:
    pieces: tuple[Piece, ...]
    treasures_left: Mapping[str, int]   # type -> Treasures still by its Treasure Space
    choices: Mapping[str, str]          # ruling id -> choice in force

    def piece(self, player: str) -> Piece:
        return next(p for p in self.pieces if p.player == player)

    @property
    def anyone_carries(self) -> bool:
        return any(p.carries for p in self.pieces)

    def players(self) -> list[str]:
        return [p.player for p in self.pieces]
