"""The batch kernel's parameter vector, laid out from the rule declarations (never typed in).

`params[slot]` holds one rule parameter as an integer. The slots are, in this order:
- DERIVED: values the tables compute from the rules and the run (players, paid places ...);
- every spec key whose declaration says the kernel reads it (`compiled.slot` in
  referee.rules.schema), in spec order, named "table.key";
- every open ruling the kernel plays more than one way (support.RULINGS), named "ruling:id".

A word's code is its index among the values the kernel plays (the key's `compiled.plays`, the
ruling's choices in support.RULINGS); a bool is 0 or 1, an int itself. The kernels read slots
and codes through the constants below, each computed from the layout by its name, so adding a
key moves no number by hand; `tests/lab/test_slots.py` checks every slot has its constant.
"""

from __future__ import annotations

from typing import Any

from ..rules import schema
from .sizes import MAX_REGIONS
from .support import RULINGS

DERIVED = ("regions", "players", "markers", "paid_places", "king_start", "max_rounds", "by_number")


def _spec_slots() -> tuple[str, ...]:
    """"table.key" per declared key; a word-list key one "table.key:choice" per choice."""
    names: list[str] = []
    for table in schema.GAME_TABLES:
        if table.many:
            continue
        for key in table.keys:
            if key.compiled is None or not key.compiled.slot:
                continue
            if key.type == "str-list":
                names += [f"{table.name}.{key.name}:{choice}" for choice in key.choices]
            else:
                names.append(f"{table.name}.{key.name}")
    return tuple(names)


def _ruling_slots() -> tuple[str, ...]:
    return tuple(f"ruling:{ruling_id}" for ruling_id, choices in RULINGS.items() if len(choices) > 1)


LAYOUT: tuple[str, ...] = DERIVED + _spec_slots() + _ruling_slots()
N_PARAMS = len(LAYOUT)


def slot(name: str) -> int:
    """The index of a slot by its name: "players", "scoring.tie_rule", "ruling:knight-declined"."""
    return LAYOUT.index(name)


def spec_field(name: str) -> tuple[str, str]:
    """(table, key) of a spec slot: "scoring.tie_rule", "components.once_per_game:witch"."""
    table, _, key = name.partition(":")[0].partition(".")
    return table, key


def spec_key(name: str) -> schema.Key:
    """The declaration behind a spec slot ("scoring.tie_rule", "components.once_per_game:witch")."""
    table, key = spec_field(name)
    return schema.table(table).key(key)


def code(name: str, value: Any) -> int:
    """A value as its slot holds it: a ruling's choice ("ruling:knight-declined") or a spec key's
    value ("nobles.on_new_noble", "stack"; an int or a bool) by the key's declaration; a word
    list's slot "table.key:choice" is 1 when the list holds the choice."""
    if name.startswith("ruling:"):
        return RULINGS[name.removeprefix("ruling:")].index(value)
    if ":" in name:
        return int(name.partition(":")[2] in value)
    compiled = spec_key(name).compiled
    assert compiled is not None, name
    return compiled.code(value)


P_REGIONS = slot("regions")
P_PLAYERS = slot("players")
P_MARKERS = slot("markers")                         # set-up supply: markers_per_player - score_track_markers
P_PAID_PLACES = slot("paid_places")
P_KING_START = slot("king_start")                   # route index
P_MAX_ROUNDS = slot("max_rounds")
P_BY_NUMBER = slot("by_number")                     # route indexes by region number, 3 bits each (by_number)

P_MIN_INFLUENCE = slot("scoring.min_influence")
P_TIE_RULE = slot("scoring.tie_rule")
P_NOBLE_INFLUENCE = slot("scoring.noble_influence")
P_PLACED_BY = slot("nobles.placed_by")
P_ON_NEW_NOBLE = slot("nobles.on_new_noble")
P_MAX_PER_REGION = slot("nobles.max_per_region")
P_MAX_PER_PLAYER_PER_REGION = slot("nobles.max_per_player_per_region")
P_BONUS_BASE = slot("nobles.bonus_base")
P_BONUS_PER_REGION = slot("nobles.bonus_per_region")
P_BONUS_PAID_TO = slot("nobles.bonus_paid_to")
P_KING_MOVES = slot("round.king_moves")
P_KNIGHT_EXTRA_MARKERS = slot("cards.knight_extra_markers")
P_KNIGHTS_PER_PLAYER = slot("components.knights_per_player")
P_DRAGONS_PER_PLAYER = slot("components.dragons_per_player")
P_WITCHES_PER_PLAYER = slot("components.witches_per_player")
P_REGIONS_PER_DRAGON = slot("round.regions_per_dragon")
P_CARDS_PER_ROUND = slot("round.cards_per_round")
P_REGION_CARDS_PER_REGION = slot("components.region_cards_per_region")
P_ONCE_PER_GAME_KNIGHT = slot("components.once_per_game:knight")     # 1: the card leaves the game once played
P_ONCE_PER_GAME_DRAGON = slot("components.once_per_game:dragon")     # (the three in the order of sizes.SPECIAL)
P_ONCE_PER_GAME_WITCH = slot("components.once_per_game:witch")
P_WITCH_RESELECTS = slot("cards.witch_reselects")
P_THRESHOLD = slot("end.threshold")
P_FINAL_SCORING = slot("end.final_scoring")
P_FINAL_CREATES_NOBLES = slot("end.final_creates_nobles")
P_FINAL_PAYS_NOBLE_BONUS = slot("end.final_pays_noble_bonus")
P_TIE_BREAK = slot("end.tie_break")

P_KNIGHT_AFTER_NON_REGION = slot("ruling:knight-after-non-region")
P_KNIGHT_WITH_TWO_CARDS = slot("ruling:knight-with-two-cards")
P_KNIGHT_DECLINED = slot("ruling:knight-declined")
P_WITCH_RESELECT_SAME_CARDS = slot("ruling:witch-reselect-same-cards")
P_WITCH_RESELECT_DRAGON = slot("ruling:witch-reselect-dragon")
P_CARD_COUNT_WHEN_SHORT = slot("ruling:card-count-when-short")
P_CARD_WITHOUT_MARKER = slot("ruling:card-without-marker")
P_WITCH_RESELECT_KNIGHT = slot("ruling:witch-reselect-knight")
P_NO_MARKERS_NO_CARDS = slot("ruling:no-markers-no-cards")
P_TIE_RANKING = slot("ruling:tie-ranking")
P_TIE_PAID_PLACE = slot("ruling:tie-paid-place")
P_REPLACED_NOBLE = slot("ruling:replaced-noble")
P_DRAGON_REGIONS = slot("ruling:dragon-regions")
P_FINAL_SCORING_ORDER = slot("ruling:final-scoring-order")

# codes the kernels compare against
TIE_LOWEST = code("scoring.tie_rule", "lowest-spanned-place")
TIE_HIGHEST = code("scoring.tie_rule", "highest-spanned-place")
STACK = code("nobles.on_new_noble", "stack")
PLACED_BY_ANY_LEADER = code("nobles.placed_by", "any-leader")
PLACED_BY_NONE = code("nobles.placed_by", "none")
BONUS_NEW_NOBLE_ONLY = code("nobles.bonus_paid_to", "new-noble-only")
KING_NEXT_AFTER_KING = code("round.king_moves", "next-after-king")
RESELECTS_AT_ONCE = code("cards.witch_reselects", "at-once")
REPLACE = code("nobles.on_new_noble", "replace")
TIE_BREAK_SHARED = code("end.tie_break", "shared")
TIE_BREAK_INFLUENCE = code("end.tie_break", "most-influence-on-board")
FINAL_ALL_REGIONS = code("end.final_scoring", "all-regions")
FINAL_NONE = code("end.final_scoring", "none")
KNIGHT_AFTER_LAST_REGION_CARD = code("ruling:knight-after-non-region", "last-region-card")
KNIGHT_AFTER_ILLEGAL = code("ruling:knight-after-non-region", "illegal")
KNIGHT_TWO_NO_MARKER = code("ruling:knight-with-two-cards", "no-marker")
SAME_CARDS_FORBIDDEN = code("ruling:witch-reselect-same-cards", "forbidden")
RESELECT_DRAGON_FORBIDDEN = code("ruling:witch-reselect-dragon", "forbidden")
COUNT_AT_MOST = code("ruling:card-count-when-short", "supply-at-round-start-at-most")
WITHOUT_MARKER_ILLEGAL = code("ruling:card-without-marker", "illegal")
RESELECT_KNIGHT_NO_MARKER = code("ruling:witch-reselect-knight", "no-marker")
RANKING_NEXT_PLACE = code("ruling:tie-ranking", "1-1-2")
PAID_FOLLOWING_PLACE = code("ruling:tie-paid-place", "following-place")
REPLACED_OUT_OF_GAME = code("ruling:replaced-noble", "out-of-game")
ROUND_START_NOBLES = code("ruling:dragon-regions", "round-start-nobles")
FINAL_BY_NUMBER = code("ruling:final-scoring-order", "region-number")


def by_number(route: tuple[int, ...]) -> int:
    """The route indexes of the regions in the order of their numbers, packed 3 bits each (route
    index of the j-th lowest number at bits 3j..3j+2): the final scoring's order under
    final-scoring-order = region-number; batch.score_round reads the j-th as (packed >> 3j) & 7."""
    assert len(route) <= MAX_REGIONS <= 8, "3 bits a route index"
    packed = 0
    for j, number in enumerate(sorted(route)):
        packed |= route.index(number) << (3 * j)
    return packed


def constants() -> dict[str, int]:
    """Every slot and code constant of this module by name: what the compiled kernels hold."""
    return {name: value for name, value in globals().items() if name.isupper() and isinstance(value, int)}
