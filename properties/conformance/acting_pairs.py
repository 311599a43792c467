"""Pairs held where they act: which pairs of a covering array its rows hold only where another
value switches one of them off.

A covering array counts a pair covered by any row holding its two values. But some values act only
where others let them: the ruling on which Region card a Knight reinforces decides nothing in a row
where no hand holds a Knight, where a Knight adds no marker ("Revealing cards — Knight") or where
nobody can play a whole round's cards ("Choosing cards"); a Dragon's regions, a Witch's
re-selection need a hand holding one ("— Dragon", "— Witch"); the Noble rules need Nobles placed at
all ("Nobles"). The greedy builder, free to set such a switch anywhere, leaves pairs held only in
rows where one of their two values is switched off: a slip where the ruling on the Knight meets
more cards a round passed plain `referee check`, its pair held only in such rows.

NEEDS says what each such factor needs (tests on the row's rule values: the ruleset's own where the
row does not set them). A pair acts in a row where both its factors do. The pairs' builder
(acting_array.py, through `acting_of`) covers each pair in a row where it acts; `missing_acting`
lists, independently of that builder, the pairs an array holds but never where they act (and could:
set alone on the ruleset's own values, they act): `referee check --json` shows them beside the
refused ones, and the check's report counts them (none for an array acting_array built, but for a
row the loader refused).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Callable, Sequence

from .acting_array import Acting, acting_for
from .covering_array import Combination, Factor, Row

Value = Callable[[str, str], Any]        # (table, key) -> the row's rule value


def _knight_held(value: Value) -> bool:
    return bool(value("components", "knights_per_player") >= 1)


def _knight_adds(value: Value) -> bool:
    return _knight_held(value) and bool(value("cards", "knight_extra_markers") >= 1)


def _full_rounds(value: Value) -> bool:
    """A player can play a whole round's cards ("Choosing cards": fewer only when short of markers)."""
    playable = value("components", "markers_per_player") - value("components", "score_track_markers")
    return bool(playable >= value("round", "cards_per_round"))


def _dragon(value: Value) -> bool:
    return bool(value("components", "dragons_per_player") >= 1)


def _witch(value: Value) -> bool:
    return bool(value("components", "witches_per_player") >= 1)


def _nobles(value: Value) -> bool:
    return bool(value("nobles", "placed_by") != "none")


# factor -> what it needs to act: a Knight in hand (that adds markers, where the factor is about
# where they go; after the other cards of a whole round, where it is about the cards before it), a
# Dragon, a Witch, Nobles placed
NEEDS: dict[str, tuple[Callable[[Value], bool], ...]] = {
    "[cards] knight_extra_markers": (_knight_held,),
    "knight-declined": (_knight_held,),
    "knight-after-non-region": (_knight_adds, _full_rounds),
    "knight-with-two-cards": (_knight_adds,),
    "witch-reselect-knight": (_knight_adds, _witch),
    "[round] regions_per_dragon": (_dragon,),
    "witch-reselect-dragon": (_dragon, _witch),
    "dragon-regions": (_dragon, _nobles),
    "[cards] witch_reselects": (_witch,),
    "witch-reselect-same-cards": (_witch,),
    "[scoring] noble_influence": (_nobles,),
    "[nobles] on_new_noble": (_nobles,),
    "[nobles] max_per_region": (_nobles,),
    "[nobles] max_per_player_per_region": (_nobles,),
    "[nobles] bonus": (_nobles,),
    "[nobles] bonus_base": (_nobles,),
    "[nobles] bonus_per_region": (_nobles,),
    "[nobles] bonus_paid_to": (_nobles,),
    "replaced-noble": (_nobles,),
}


# the rule values NEEDS reads: a factor setting one of them can switch other factors off
ENABLERS = frozenset({"[components] knights_per_player", "[cards] knight_extra_markers",
                      "[components] markers_per_player", "[components] score_track_markers",
                      "[round] cards_per_round", "[components] dragons_per_player",
                      "[components] witches_per_player", "[nobles] placed_by"})


def acting(factors: Sequence[Factor], row: Row, own: Value) -> list[bool]:
    """For each factor, whether its value acts in `row` (NEEDS; `own` gives the values no factor sets)."""
    given = {f.name: level for f, level in zip(factors, row)}

    def value(table: str, key: str) -> Any:
        name = f"[{table}] {key}"
        return given[name] if name in given else own(table, key)
    return [all(need(value) for need in NEEDS.get(f.name, ())) for f in factors]


def acting_of(factors: Sequence[Factor], own: Value) -> Acting:
    """The array builder's reading of NEEDS (acting_array.py): which factors act in a row, read
    from ENABLERS' levels only."""
    factors = tuple(factors)
    return acting_for(factors, lambda row: acting(factors, row, own),
                      frozenset(i for i, f in enumerate(factors) if f.name in ENABLERS))


def held_acting(factors: Sequence[Factor], rows: Sequence[Row], own: Value) -> set[Combination]:
    """The pairs some row holds with both its factors acting."""
    held: set[Combination] = set()
    for row in rows:
        on = acting(factors, row, own)
        held |= {((i, row[i]), (j, row[j])) for i, j in combinations(range(len(row)), 2) if on[i] and on[j]}
    return held


def missing_acting(factors: Sequence[Factor], rows: Sequence[Row], own: Value) -> list[Combination]:
    """The pairs `rows` hold, none with both factors acting, where a row could (module docstring)."""
    base = tuple(f.levels[0] for f in factors)
    held = {((i, row[i]), (j, row[j])) for row in rows for i, j in combinations(range(len(row)), 2)}
    acting_held = held_acting(factors, rows, own)
    return sorted((c for c in held if c not in acting_held and _acts_alone(factors, base, c, own)),
                  key=lambda c: tuple((i, factors[i].levels.index(v)) for i, v in c))


def _acts_alone(factors: Sequence[Factor], base: Row, combo: Combination, own: Value) -> bool:
    """The pair, set alone on the ruleset's own values, acts (else it acts in no row at all: a
    Knight ruling beside no Knight in hand is switched off by its own pair)."""
    row = list(base)
    for i, level in combo:
        row[i] = level
    on = acting(factors, tuple(row), own)
    return all(on[i] for i, _ in combo)
