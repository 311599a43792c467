"""A new game ("Preparation"): the King on his starting region, every supply full, scores 0.

The one place a game's starting position is built: simulate, the game-record reader and the
public API's new_game() all call it.
"""

from __future__ import annotations

from ..rules import Rules
from .position import Position


def playable_markers(rules: Rules) -> int:
    """Markers a player can place: all of a colour but those on the score track ("Preparation")."""
    return rules.components.markers_per_player - rules.components.score_track_markers


def new_game(players: list[str], rules: Rules, rulings: dict[str, str] | None = None) -> Position:
    """The position before round 1: nothing on the board, full supplies, the King at his start."""
    return Position(players=list(players), king=rules.roads.king_start,
                    scores={p: 0 for p in players},
                    supply={p: playable_markers(rules) for p in players},
                    variants=list(rules.variant_refs), rulings=dict(rulings or {}))


def supply_not_on_board(position: Position, rules: Rules) -> dict[str, int]:
    """Each player's supply when a record does not give it: every marker not on the board,
    not a Noble and not on the score track."""
    return {p: playable_markers(rules) - position.markers_on_board(p) - position.nobles_on_board(p)
            for p in position.players}
