"""A game record as data: the players, the rules, the starting position and each round's cards.

Read from JSON by referee.io.game_record; written back by make_record (the published format,
schema in referee/io/schema/game.schema.json). Played by referee.engine.replay.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules import Rules
from .cards import Card
from .position import Position


@dataclass
class RecordRound:
    number: int                                   # 1-based, counted from the record's first round
    plays: dict[str, list[Card]] = field(default_factory=dict)
    witch: dict[str, list[Card]] = field(default_factory=dict)
    comment: str = ""


@dataclass
class GameRecord:
    """A game record as read (referee.read_record): its players and rules, the position before its
    first round (the set-up, or its `start`), the rounds' cards, and the result it claims, if any."""

    players: list[str]
    rules: Rules
    start: Position                               # the position before the first recorded round
    rounds: list[RecordRound]
    result: dict[str, Any] | None = None
    comment: str = ""
    from_setup: bool = True

    @property
    def first_round(self) -> int:
        """The number of the record's first round: the one after its start's (round 1 from the set-up)."""
        return self.start.round + 1


def round_to_json(plays: dict[str, list[Card]], witch: dict[str, list[Card]], rules: Rules,
                  players: list[str]) -> dict[str, Any]:
    board = rules.board
    entry: dict[str, Any] = {p: [c.to_json(board) for c in plays.get(p, [])] for p in players}
    if witch:
        entry["witch"] = {p: [c.to_json(board) for c in cards] for p, cards in witch.items()}
    return entry


def make_record(players: list[str], rules: Rules, rounds: list[dict[str, Any]], *,
                rulings: dict[str, Any] | None = None, banners: dict[str, Any] | None = None,
                result: dict[str, Any] | None = None, comment: str = "") -> dict[str, Any]:
    """A record dict in the published format (rounds already in their JSON form)."""
    data: dict[str, Any] = {"$schema": "https://kings-road-referee.invalid/schema/game.schema.json"}
    if comment:
        data["comment"] = comment
    data["players"] = list(players)
    if rules.variant_ids:
        data["variants"] = list(rules.variant_refs)     # loads back: ids, or a variant file's absolute path
    if banners:
        data["banners"] = banners
    if rulings:
        data["rulings"] = dict(rulings)
    data["rounds"] = rounds
    if result is not None:
        data["result"] = result
    return data
