"""Arrays the batch simulator reads, generated from a Rules object (never typed in).

Regions are indexed by their position on the King's route (index 0 = the route's first
region), so "the next region along the route" is (i + 1) % R. Cards are codes: 0..R-1 the
Region card of route index i, then KNIGHT, DRAGON, WITCH. Integer rule parameters and the
open rulings in force travel in one int64 vector `params`, laid out by slots.py from the
declarations and indexed by its P_* constants.

- banner[i, k]: the value paid to place k+1 in region i (0 beyond the banner), banner_len[i].
- chain[mask, i]: how many regions a Noble bonus in region i counts when the owner's Nobles stand
  in `mask` (bit j = route index j), by [nobles] bonus: the connected chain through i along the
  roads (the rulebook), i alone, or i and its owned neighbours; 0 when i is not in mask. Built
  with the engine's own Board.bonus_regions, so the bonus is base + per_region x (chain[owner's
  Noble regions, i] - 1), exactly as engine.nobles computes it.
- king_next[i]: where the King goes from route index i: the next on the route, or along a side
  road [roads] king_side_roads sends him (Board.next_for_king).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ..rules import Rules
from . import slots
from .sizes import BANNER_PLACES, DRAGON, KNIGHT, WITCH
from .slots import N_PARAMS, P_BY_NUMBER, P_KING_START, P_MARKERS, P_MAX_ROUNDS, P_PAID_PLACES, P_PLAYERS, P_REGIONS
from .support import check_supported

CARD_NAMES = ("knight", "dragon", "witch")

@dataclass(frozen=True)
class Tables:
    """Everything a batch run needs, as plain arrays (picklable: sent to worker processes)."""

    params: np.ndarray          # int64[N_PARAMS]
    banner: np.ndarray          # int64[R, BANNER_PLACES]
    banner_len: np.ndarray      # int64[R]
    chain: np.ndarray           # int64[2**R, R]
    king_next: np.ndarray       # int64[R]: the route index the King goes to from each route index
    route: tuple[int, ...]      # region numbers in route order
    players: int
    kernel: bool = True         # False: generic_tables, whose params describe only the run, not the rules

    @property
    def regions(self) -> int:
        return len(self.route)

    def writable(self) -> Tables:
        """These tables with arrays a kernel may take as compiled: Ray hands a task read-only arrays
        (zero-copy from its object store), which numba types apart, so every Ray worker compiled
        every kernel again instead of loading the parent's from the cache."""
        arrays = (self.params, self.banner, self.banner_len, self.chain, self.king_next)
        if all(a.flags.writeable for a in arrays):
            return self
        params, banner, banner_len, chain, king_next = (np.array(a) for a in arrays)
        return replace(self, params=params, banner=banner, banner_len=banner_len, chain=chain, king_next=king_next)


def build_tables(rules: Rules, players: int, *, max_rounds: int = 200) -> Tables:
    """Tables for `rules` with `players` players; raises UnsupportedRules for rules not implemented."""
    check_supported(rules, players)
    route = tuple(rules.board.route)
    regions = len(route)
    banner = np.zeros((regions, BANNER_PLACES), dtype=np.int64)
    banner_len = np.zeros(regions, dtype=np.int64)
    for i, number in enumerate(route):
        values, _ = rules.banner_for(number)
        banner[i, :len(values)] = values
        banner_len[i] = len(values)
    params = parameters(rules, players, max_rounds)
    return Tables(params, banner, banner_len, chain_table(rules), king_next_table(rules), route, players)


def generic_tables(rules: Rules, players: int, *, max_rounds: int = 200) -> Tables:
    """Tables for rules the kernel does not play, for the reference engine's generic path
    (fallback.py): the run's sizes, the route and the banners, but no rule parameter. The batch
    simulator refuses them (kernel=False), so they can never play other rules than the engine's."""
    route = tuple(rules.board.route)
    params = np.zeros(N_PARAMS, dtype=np.int64)
    params[P_REGIONS], params[P_PLAYERS], params[P_MAX_ROUNDS] = len(route), players, max_rounds
    banner = np.zeros((len(route), BANNER_PLACES), dtype=np.int64)
    banner_len = np.zeros(len(route), dtype=np.int64)
    return Tables(params, banner, banner_len, np.zeros((1, len(route)), dtype=np.int64), king_next_table(rules),
                  route, players, kernel=False)


def king_next_table(rules: Rules) -> np.ndarray:
    """king_next[i]: the route index the King goes to from route index i (Board.next_for_king)."""
    route = tuple(rules.board.route)
    return np.array([route.index(rules.board.next_for_king(number)) for number in route], dtype=np.int64)


def parameters(rules: Rules, players: int, max_rounds: int) -> np.ndarray:
    """The params vector: the derived slots, then each declared key's and ruling's code."""
    route = tuple(rules.board.route)
    params = np.zeros(N_PARAMS, dtype=np.int64)
    params[P_REGIONS] = len(route)
    params[P_PLAYERS] = players
    params[P_MARKERS] = rules.components.markers_per_player - rules.components.score_track_markers
    params[P_PAID_PLACES] = rules.scoring.paid_places(players)
    params[P_KING_START] = route.index(rules.roads.king_start)
    params[P_MAX_ROUNDS] = max_rounds
    params[P_BY_NUMBER] = slots.by_number(route)
    for index, name in enumerate(slots.LAYOUT):
        if name.startswith("ruling:"):
            params[index] = slots.code(name, rules.choice(name.removeprefix("ruling:")))
        elif name not in slots.DERIVED:
            table, key = slots.spec_field(name)
            params[index] = slots.code(name, getattr(getattr(rules, table), key))
    return params


def chain_table(rules: Rules) -> np.ndarray:
    """chain[mask, i]: regions a Noble bonus in route index i counts when `mask` holds Nobles."""
    route = rules.board.route
    regions = len(route)
    table = np.zeros((1 << regions, regions), dtype=np.int64)
    for mask in range(1 << regions):
        owned = [route[j] for j in range(regions) if mask >> j & 1]
        for i in range(regions):
            if mask >> i & 1:
                table[mask, i] = len(rules.board.bonus_regions(route[i], owned, rules.nobles.bonus))
    return table


def card_code(card, route: tuple[int, ...]) -> int:
    """The code of an engine Card (engine.cards.Card)."""
    if card.kind == "region":
        return route.index(card.region)
    return {"knight": KNIGHT, "dragon": DRAGON, "witch": WITCH}[card.kind]
