"""A covering array: few rows in which every combination of `strength` factors' levels appears.

A factor is a name and its levels (a rule key and the values `check` plays, a ruling and its
answers). A row gives every factor one level. Strength 2: for any two factors and any level of
each, some row holds both; strength 3, the same for any three. The builder is greedy and
deterministic (the same factors, the same array): each row starts from the first combination not
yet covered, then gives each other factor, in order, the level that completes most combinations
still missing with the factors already set; on a tie (strength 2), the level found in most missing
pairs with the factors still to set (the density idea of Colbourn, Cohen and Turban's DDA).

Not every row can be played: the rules' loader refuses some combinations (more score-track markers
than markers). `accepts(row)` says whether a row can; a refused row is mended by setting one free
factor back to its first level (the ruleset's own value; the factor whose missing combinations
are fewest), else free factors one at a time, last first, and a combination that no accepted row
holds is counted as refused, not covered. Then a row whose own combinations (those no other row
holds) can all be moved into other rows, each into cells no combination there needs, is dropped
(_fewer: the greedy build's last rows hold a few combinations each; 32 rows become 22 for the
standard rules). Last, every value a row holds only for combinations other rows hold too goes
back to the factor's first level (_toward_own): the rows stay as near the ruleset as the
combinations allow.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from itertools import combinations, product
from typing import Callable, Hashable, Sequence

Level = Hashable
Row = tuple[Level, ...]          # one level per factor, in the factors' order
Combination = tuple[tuple[int, Level], ...]     # (factor index, level), factor indices increasing


@dataclass(frozen=True)
class Factor:
    name: str
    levels: tuple[Level, ...]    # the first: the ruleset's own value, where a refused row falls back to


@dataclass
class CoveringArray:
    factors: tuple[Factor, ...]
    strength: int
    rows: list[Row] = field(default_factory=list)
    combinations: int = 0        # every combination of `strength` factors' levels
    refused: list[Combination] = field(default_factory=list)     # none of them in an accepted row
    # held, but only in rows where another level keeps one of them from acting (the caller's
    # reading of its factors: rule_pairs, acting_pairs.py); empty unless the caller fills it
    switched_off: list[Combination] = field(default_factory=list)


def all_combinations(factors: Sequence[Factor], strength: int) -> set[Combination]:
    """Every combination of `strength` factors' levels."""
    found: set[Combination] = set()
    for chosen in combinations(range(len(factors)), strength):
        for levels in product(*(factors[i].levels for i in chosen)):
            found.add(tuple(zip(chosen, levels)))
    return found


def row_combinations(row: Row, strength: int) -> set[Combination]:
    """The combinations a row holds."""
    return {tuple((i, row[i]) for i in chosen) for chosen in combinations(range(len(row)), strength)}


def combinations_with(row: Row, i: int, strength: int) -> list[Combination]:
    """The combinations of `row` that hold factor i (each chosen group of others comes in
    increasing order, so i goes in at its place: no sort, the cost of a strength-3 array's
    last step)."""
    others = [j for j in range(len(row)) if j != i]
    found = []
    for chosen in combinations(others, strength - 1):
        at = bisect_left(chosen, i)
        found.append(tuple((j, row[j]) for j in (*chosen[:at], i, *chosen[at:])))
    return found


def missing(factors: Sequence[Factor], rows: Sequence[Row], strength: int) -> set[Combination]:
    """The combinations no row holds (an independent check of an array: tests/verification)."""
    held: set[Combination] = set()
    for row in rows:
        held |= row_combinations(row, strength)
    return all_combinations(factors, strength) - held


def build(factors: Sequence[Factor], strength: int,
          accepts: Callable[[Row], bool] = lambda row: True) -> CoveringArray:
    """A covering array of `strength` over `factors` whose every row `accepts` (module docstring)."""
    factors = tuple(factors)
    strength = min(strength, len(factors))
    array = CoveringArray(factors, strength)
    if strength == 0:
        return array
    everything = all_combinations(factors, strength)
    missing_by = by_factors(everything)
    array.combinations = len(everything)
    order = sorted(everything, key=lambda c: tuple((i, factors[i].levels.index(v)) for i, v in c))
    position = 0
    while any(missing_by.values()):
        while not _holds(missing_by, order[position]):
            position += 1
        seed = order[position]
        row = mended(_grown(factors, strength, seed, missing_by), seed, factors, strength, missing_by, accepts)
        if row is None:
            _remove(missing_by, seed)
            array.refused.append(seed)
            continue
        for combo in row_combinations(row, strength):
            _remove(missing_by, combo)
        array.rows.append(row)
    array.rows = _toward_own(_fewer(array.rows, factors, strength, accepts), factors, strength, accepts)
    held = {c for row in array.rows for c in row_combinations(row, strength)}
    array.refused = [c for c in array.refused if c not in held]    # one a later row happened to hold
    return array


def _held(rows: Sequence[Row], strength: int) -> dict[Combination, int]:
    """{combination: how many of `rows` hold it}."""
    held: dict[Combination, int] = {}
    for row in rows:
        for combo in row_combinations(row, strength):
            held[combo] = held.get(combo, 0) + 1
    return held


def _toward_own(rows: list[Row], factors: tuple[Factor, ...], strength: int,
                accepts: Callable[[Row], bool]) -> list[Row]:
    """Each row with every factor whose combinations there other rows hold too set back to its
    first level (the ruleset's own value): the array covers the same, and its rows stay as near the
    ruleset as they can, so a value that stops the game (no influence enough to score, a threshold
    nobody reaches) sits only where a combination needs it. A row so changed that the loader
    refuses stays as it was."""
    held = _held(rows, strength)
    kept = []
    for row in rows:
        changed = list(row)
        for i, factor in enumerate(factors):
            if changed[i] == factor.levels[0]:
                continue
            mine = combinations_with(tuple(changed), i, strength)
            if all(held[c] > 1 for c in mine):
                for c in mine:
                    held[c] -= 1
                changed[i] = factor.levels[0]
                for c in combinations_with(tuple(changed), i, strength):
                    held[c] = held.get(c, 0) + 1
        candidate = tuple(changed)
        if candidate != row and not accepts(candidate):
            for c in row_combinations(candidate, strength):      # as it was
                held[c] -= 1
            for c in row_combinations(row, strength):
                held[c] = held.get(c, 0) + 1
            candidate = row
        kept.append(candidate)
    return kept


def _fewer(rows: list[Row], factors: tuple[Factor, ...], strength: int,
           accepts: Callable[[Row], bool]) -> list[Row]:
    """The rows without each row whose own combinations (those no other row holds) can all be moved
    into other rows, each into cells whose values no combination there needs, the changed row
    still accepted: the greedy build's last rows hold a few combinations each (dropped_rows)."""
    return dropped_rows(rows, factors, lambda row: row_combinations(row, strength),
                        lambda combo, trial, counts: _moved(combo, trial, counts, strength, accepts))


Moved = Callable[[Combination, dict[int, Row], dict[Combination, int]], bool]


def dropped_rows(rows: list[Row], factors: tuple[Factor, ...], covers: Callable[[Row], set[Combination]],
                 moved: Moved) -> list[Row]:
    """The rows without each row whose own combinations (those `covers` finds in no other row) can
    all be moved into other rows (moved(combo, trial rows, counts) puts one there, updating both,
    or says False). Rows holding fewest of their own are tried first; one holding more than a
    row's share (a combination per factor) is kept without trying. The array covers the same
    combinations with fewer rows. (acting_array's builder drops rows the same way, with its own
    reading of what a row covers.)"""
    rows = list(rows)
    covered: dict[Row, set[Combination]] = {}

    def of(row: Row) -> set[Combination]:
        if row not in covered:
            covered[row] = covers(row)
        return covered[row]
    held: dict[Combination, int] = {}
    for row in rows:
        for combo in of(row):
            held[combo] = held.get(combo, 0) + 1

    def own(k: int) -> list[Combination]:
        """Row k's combinations no other row holds, now (a row dropped before may have left some
        to it alone), in the factors' order (not a set's: the same array in every process)."""
        return sorted((c for c in of(rows[k]) if held[c] == 1),
                      key=lambda c: tuple((i, factors[i].levels.index(v)) for i, v in c))

    alive = list(range(len(rows)))
    for k in sorted(alive, key=lambda k: (len(own(k)), k)):
        mine = own(k)
        if len(mine) > len(factors):
            continue
        counts = dict(held)
        for combo in of(rows[k]):
            counts[combo] -= 1
        trial = {j: rows[j] for j in alive if j != k}
        if all(moved(combo, trial, counts) for combo in mine):
            for j, row in trial.items():
                rows[j] = row
            held = counts
            alive.remove(k)
    return [rows[j] for j in alive]


def _moved(combo: Combination, trial: dict[int, Row], counts: dict[Combination, int], strength: int,
           accepts: Callable[[Row], bool]) -> bool:
    """Put `combo` into the first row of `trial` where the cells it sets hold nothing another row
    does not hold too and the row stays accepted (trial and counts updated); False if none."""
    if counts.get(combo, 0) > 0:            # a move before this one put it somewhere already
        return True
    for j, row in trial.items():
        changed = [i for i, level in combo if row[i] != level]
        lost = {c for i in changed for c in combinations_with(row, i, strength)}
        if any(counts[c] < 2 for c in lost):
            continue
        new = list(row)
        for i, level in combo:
            new[i] = level
        candidate = tuple(new)
        if not accepts(candidate):
            continue
        for c in lost:
            counts[c] -= 1
        for c in {c for i in changed for c in combinations_with(candidate, i, strength)}:
            counts[c] = counts.get(c, 0) + 1
        trial[j] = candidate
        return True
    return False


def by_factors(combos: set[Combination]) -> dict[tuple[int, ...], set[tuple[Level, ...]]]:
    """The combinations grouped by their factors: {factor indices: {their levels}}."""
    grouped: dict[tuple[int, ...], set[tuple[Level, ...]]] = {}
    for combo in combos:
        grouped.setdefault(tuple(i for i, _ in combo), set()).add(tuple(v for _, v in combo))
    return grouped


def _holds(missing_by: dict[tuple[int, ...], set[tuple[Level, ...]]], combo: Combination) -> bool:
    return tuple(v for _, v in combo) in missing_by[tuple(i for i, _ in combo)]


def _remove(missing_by: dict[tuple[int, ...], set[tuple[Level, ...]]], combo: Combination) -> None:
    missing_by[tuple(i for i, _ in combo)].discard(tuple(v for _, v in combo))


def _grown(factors: tuple[Factor, ...], strength: int, seed: Combination,
           missing_by: dict[tuple[int, ...], set[tuple[Level, ...]]]) -> Row:
    """A row holding `seed`, each other factor (in order) at the level that completes most missing
    combinations with the factors already set; ties as the module docstring says, then the first."""
    row: list[Level | None] = [None] * len(factors)
    for i, level in seed:
        row[i] = level
    for i in range(len(factors)):
        if row[i] is None:
            row[i] = max(factors[i].levels, key=lambda level: (_completed(row, i, level, strength, missing_by),
                                                               _density(row, i, level, strength, factors, missing_by)))
    return tuple(row)


def _completed(row: list[Level | None], i: int, level: Level, strength: int,
               missing_by: dict[tuple[int, ...], set[tuple[Level, ...]]]) -> int:
    """How many missing combinations factor i at `level` completes with the factors set in `row`."""
    placed = [j for j, v in enumerate(row) if v is not None]
    given = dict(enumerate(row))
    given[i] = level
    found = 0
    for others in combinations(placed, strength - 1):
        key = tuple(sorted((*others, i)))
        found += tuple(given[j] for j in key) in missing_by[key]
    return found


def _density(row: list[Level | None], i: int, level: Level, strength: int, factors: tuple[Factor, ...],
             missing_by: dict[tuple[int, ...], set[tuple[Level, ...]]]) -> float:
    """Strength 2: the missing pairs of factor i at `level` with each factor still to set, each
    weighed by that factor's share of its levels (0 for higher strengths: too dear to count)."""
    if strength != 2:
        return 0.0
    found = 0.0
    for j, value in enumerate(row):
        if value is None and j != i:
            key = (min(i, j), max(i, j))
            at = key.index(i)
            found += sum(levels[at] == level for levels in missing_by[key]) / len(factors[j].levels)
    return found


def mended(row: Row, seed: Combination, factors: tuple[Factor, ...], strength: int,
            missing_by: dict[tuple[int, ...], set[tuple[Level, ...]]], accepts: Callable[[Row], bool]) -> Row | None:
    """`row` if accepted; else the row with one free factor set back to its first level (the one
    whose row still covers most missing combinations, among those accepted); else free factors set
    back one at a time, last first, until accepted; None when even the seed alone (every other
    factor at its first level) is refused."""
    if accepts(row):
        return row
    fixed = {i for i, _ in seed}
    alone = tuple(row[i] if i in fixed else factor.levels[0] for i, factor in enumerate(factors))
    if not accepts(alone):
        return None
    free = [i for i in range(len(factors)) if i not in fixed and row[i] != factors[i].levels[0]]
    def lost(i: int) -> int:         # the missing combinations row holds through factor i
        return sum(_holds(missing_by, c) for c in combinations_with(row, i, strength))
    for i in sorted(free, key=lost):
        candidate = (*row[:i], factors[i].levels[0], *row[i + 1:])
        if accepts(candidate):
            return candidate
    candidate = row
    for i in reversed(free):
        candidate = (*candidate[:i], factors[i].levels[0], *candidate[i + 1:])
        if accepts(candidate):
            return candidate
    return alone
