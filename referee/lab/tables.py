"""Arrays the batch simulator reads, generated from a Rules object (never typed in).

Regions are indexed by their position on the King's route (index 0 = the route's first
region), so "the next region along the route" is (i + 1) % R. Cards are codes: 0..R-1 the
Region card of route index i, then KNIGHT, DRAGON, WITCH. Integer rule parameters and the
open rulings in force travel in one int64 vector `params`, indexed by the P_* constants.

- banner[i, k]: the value paid to place k+1 in region i (0 beyond the banner), banner_len[i].
- chain[mask, i]: the size of the connected component containing region i in the road graph
  (route roads and side roads) restricted to the regions in `mask` (bit j = route index j);
  0 when i is not in mask. Built with the engine's own Board.chain, so the Noble-chain bonus
  is base + chain[owner's Noble regions, i] - 1, exactly as engine.nobles computes it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..rules import Rules
from .support import FIELDS, RULINGS, check_supported

KNIGHT, DRAGON, WITCH = 8, 9, 10
N_CARDS = 11
CARD_NAMES = ("knight", "dragon", "witch")

# params vector
(P_REGIONS, P_PLAYERS, P_CARDS_PER_ROUND, P_MARKERS, P_MIN_INFLUENCE, P_PAID_PLACES, P_NOBLE_INFLUENCE,
 P_STACK, P_MAX_PER_REGION, P_BONUS_BASE, P_REGIONS_PER_DRAGON, P_THRESHOLD, P_FINAL_CREATES,
 P_FINAL_PAYS, P_KING_START, P_MAX_ROUNDS,
 P_KNIGHT_AFTER, P_KNIGHT_TWO, P_KNIGHT_DECLINED, P_SAME_CARDS, P_RESELECT_DRAGON, P_COUNT_SHORT,
 P_WITHOUT_MARKER, P_TIE_RULE, P_TIE_BREAK, N_PARAMS) = range(26)

# spec keys the kernel plays in more than one way: each value's code is its index here
SPEC_PARAMS = {
    P_TIE_RULE: ("scoring", "tie_rule"),      # 0 lowest-spanned-place, 1 highest-spanned-place, 2 split-evenly
    P_TIE_BREAK: ("end", "tie_break"),        # 0 most-nobles-on-board, 1 shared
}

# each ruling's code in params is the index of its choice in support.RULINGS
RULING_PARAMS = {
    "knight-after-non-region": P_KNIGHT_AFTER,       # 0 no-marker, 1 last-region-card, 2 illegal
    "knight-with-two-cards": P_KNIGHT_TWO,           # 0 previous-card, 1 no-marker
    "knight-declined": P_KNIGHT_DECLINED,            # 0 added-unless-declined, 1 declined-unless-added
    "witch-reselect-same-cards": P_SAME_CARDS,       # 0 allowed, 1 forbidden
    "witch-reselect-dragon": P_RESELECT_DRAGON,      # 0 allowed, 1 forbidden
    "card-count-when-short": P_COUNT_SHORT,          # 0 exact count, 1 at most
    "card-without-marker": P_WITHOUT_MARKER,         # 0 illegal, 1 no-effect
}


@dataclass(frozen=True)
class Tables:
    """Everything a batch run needs, as plain arrays (picklable: sent to worker processes)."""

    params: np.ndarray          # int64[N_PARAMS]
    banner: np.ndarray          # int64[R, 4]
    banner_len: np.ndarray      # int64[R]
    chain: np.ndarray           # int64[2**R, R]
    route: tuple[int, ...]      # region numbers in route order
    players: int

    @property
    def regions(self) -> int:
        return len(self.route)


def build_tables(rules: Rules, players: int, *, max_rounds: int = 200) -> Tables:
    """Tables for `rules` with `players` players; raises UnsupportedRules for rules not implemented."""
    check_supported(rules, players)
    route = tuple(rules.board.route)
    regions = len(route)
    banner = np.zeros((regions, 4), dtype=np.int64)
    banner_len = np.zeros(regions, dtype=np.int64)
    for i, number in enumerate(route):
        values, _ = rules.banner_for(number)
        banner[i, :len(values)] = values
        banner_len[i] = len(values)
    params = np.zeros(N_PARAMS, dtype=np.int64)
    params[P_REGIONS] = regions
    params[P_PLAYERS] = players
    params[P_CARDS_PER_ROUND] = rules.round.cards_per_round
    params[P_MARKERS] = rules.components.markers_per_player - rules.components.score_track_markers
    params[P_MIN_INFLUENCE] = rules.scoring.min_influence
    params[P_PAID_PLACES] = rules.scoring.paid_places(players)
    params[P_NOBLE_INFLUENCE] = rules.scoring.noble_influence
    params[P_STACK] = 1 if rules.nobles.on_new_noble == "stack" else 0
    params[P_MAX_PER_REGION] = rules.nobles.max_per_region
    params[P_BONUS_BASE] = rules.nobles.bonus_base
    params[P_REGIONS_PER_DRAGON] = rules.round.regions_per_dragon
    params[P_THRESHOLD] = rules.end.threshold
    params[P_FINAL_CREATES] = int(rules.end.final_creates_nobles)
    params[P_FINAL_PAYS] = int(rules.end.final_pays_noble_bonus)
    params[P_KING_START] = route.index(rules.roads.king_start)
    params[P_MAX_ROUNDS] = max_rounds
    for ruling_id, index in RULING_PARAMS.items():
        params[index] = RULINGS[ruling_id].index(rules.choice(ruling_id))
    for index, (part, name) in SPEC_PARAMS.items():
        params[index] = FIELDS[part][name].values.index(getattr(getattr(rules, part), name))
    return Tables(params, banner, banner_len, chain_table(rules), route, players)


def chain_table(rules: Rules) -> np.ndarray:
    """chain[mask, i]: size of the Noble chain through route index i when `mask` holds Nobles."""
    route = rules.board.route
    regions = len(route)
    table = np.zeros((1 << regions, regions), dtype=np.int64)
    for mask in range(1 << regions):
        owned = [route[j] for j in range(regions) if mask >> j & 1]
        for i in range(regions):
            if mask >> i & 1:
                table[mask, i] = len(rules.board.chain(route[i], owned))
    return table


def card_code(card, route: tuple[int, ...]) -> int:
    """The code of an engine Card (engine.cards.Card)."""
    if card.kind == "region":
        return route.index(card.region)
    return {"knight": KNIGHT, "dragon": DRAGON, "witch": WITCH}[card.kind]
