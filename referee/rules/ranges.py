"""Allowed ranges of the spec's numbers: a variant may change a value, never past what the game allows.

The loader checks types; these are the ranges, checked once on the built Rules so that a
variant such as `regions_per_dragon = -1` or `min_players = 9` with `max_players = 1` is
refused at load with a SpecError naming the file and the key, instead of breaking a command
later. Each bound is a number or a function of the rules (e.g. at most the number of regions).
"""

from __future__ import annotations

from typing import Callable

from ..errors import SpecError
from ..limits import MAX_BANNER_VALUE, MAX_PLAYERS, MAX_POINTS
from .model import Rules

Bound = int | Callable[[Rules], int]

# (dotted key as written in the spec, value, lowest, highest)
RANGES: tuple[tuple[str, Callable[[Rules], int], Bound, Bound], ...] = (
    ("game.min_players", lambda r: r.min_players, 2, MAX_PLAYERS),
    ("game.max_players", lambda r: r.max_players, lambda r: r.min_players, MAX_PLAYERS),
    ("components.markers_per_player", lambda r: r.components.markers_per_player, 2, 100),
    ("components.score_track_markers", lambda r: r.components.score_track_markers,
     0, lambda r: r.components.markers_per_player - 1),
    ("components.cards_per_player", lambda r: r.components.cards_per_player, 1, 100),
    ("components.dragons_per_player", lambda r: r.components.dragons_per_player, 0, 1),
    ("components.witches_per_player", lambda r: r.components.witches_per_player, 0, 1),
    ("scoring.min_influence", lambda r: r.scoring.min_influence, 1, 100),
    ("scoring.paid_places_offset", lambda r: r.scoring.paid_places_offset, -MAX_PLAYERS, 0),
    ("scoring.noble_influence", lambda r: r.scoring.noble_influence, 0, 100),
    ("nobles.max_per_region", lambda r: r.nobles.max_per_region, 0, MAX_PLAYERS),
    ("nobles.max_per_player_per_region", lambda r: r.nobles.max_per_player_per_region, 1, MAX_PLAYERS),
    ("nobles.bonus_base", lambda r: r.nobles.bonus_base, 0, MAX_BANNER_VALUE),
    ("round.regions_per_dragon", lambda r: r.round.regions_per_dragon, 0, lambda r: len(r.roads.route)),
    ("round.cards_per_round", lambda r: r.round.cards_per_round, 1, lambda r: len(r.roads.route) + 3),
    ("end.threshold", lambda r: r.end.threshold, 1, MAX_POINTS // 10),
)


def check_ranges(rules: Rules, file: str) -> None:
    """Raise SpecError for the first value outside its range; `file` is the last file loaded."""
    for key, value_of, low, high in RANGES:
        value = value_of(rules)
        lo = low(rules) if callable(low) else low
        hi = high(rules) if callable(high) else high
        if not lo <= value <= hi:
            raise SpecError(file, key, f"{value} is out of range: allowed {lo} to {hi}")
    for region in rules.regions:
        if not 1 <= region.number <= 99:
            raise SpecError(file, "regions.number", f"{region.number} is out of range: allowed 1 to 99")

