"""A covering array built factor by factor (IPOG, Lei, Kacker, Kuhn, Okun and Lawrence, 2007):
fewer rows than the greedy builder's at strength 3, built in seconds instead of minutes.

covering_array.build grows each row whole, choosing every factor's level by counting the missing
combinations it completes: at strength 3 over the standard rules' 43 factors (211,623 triples)
that is minutes, and its rows need a second pass to drop. Here the array starts as every
combination of the first `strength` factors (most levels first), and each further factor is added
to it in two steps:

- horizontal: each row, in order, takes the level of the new factor that completes most missing
  combinations of that factor with `strength - 1` factors already placed (ties: the lowest level,
  the ruleset's own first);
- vertical: each combination still missing goes into the first row added for this factor whose
  cells it needs are free or equal, else into a new row with every other cell free.

Free cells end at the factor's first level (the ruleset's own value). The combinations are counted
in one numpy array (a group of `strength` factors by their levels), so a row's choice is a sum over
its groups, not a Python loop over sets.

Rows the rules' loader refuses (`accepts`) are mended afterwards: their cells go back to the
ruleset's own value one at a time, the cell whose combinations other rows hold most first, until
accepted; each combination so lost is put into a row of its own kind (the ruleset's own values
but for its cells, shared with other lost ones where the cells agree and the row is accepted), or
listed as refused when even that row is refused. The same factors give the same array in every
process (no set is iterated)."""

from __future__ import annotations

from itertools import combinations, product
from typing import Callable, Sequence

import numpy as np

from .covering_array import CoveringArray, Factor, Row

FREE = -1


def build(factors: Sequence[Factor], strength: int,
          accepts: Callable[[Row], bool] = lambda row: True) -> CoveringArray:
    """A covering array of `strength` over `factors` whose every row `accepts` (module docstring)."""
    factors = tuple(factors)
    t = min(strength, len(factors))
    array = CoveringArray(factors, t)
    if t == 0:
        return array
    order = sorted(range(len(factors)), key=lambda i: (-len(factors[i].levels), i))
    sizes = [len(factors[i].levels) for i in order]
    rows = _grown(sizes, t)
    # back to the factors' own order, free cells at the first level
    indices = [[0] * len(factors) for _ in rows]
    for row, out in zip(rows, indices):
        for place, i in enumerate(order):
            out[i] = max(row[place], 0)
    counts = Counts([len(f.levels) for f in factors], t)
    for out in indices:
        counts.add(out, 1)
    array.combinations = counts.total
    kept, lost = _mended(indices, counts, factors, accepts)
    refused: list[tuple[tuple[int, int], ...]] = []
    kept += _lost_rows(lost, counts, factors, accepts, refused)
    # a combination refused alone may sit in a row made later for another
    array.refused = [tuple((i, factors[i].levels[k]) for i, k in combo) for combo in refused if not counts.holds(combo)]
    array.rows = [tuple(factors[i].levels[k] for i, k in enumerate(out)) for out in kept]
    return array


def _grown(sizes: list[int], t: int) -> list[list[int]]:
    """The array over factors of `sizes` levels (most first), cells FREE where nothing needs them."""
    if t == 1:                          # each level once: as many rows as the most levels
        return [[level if level < size else FREE for size in sizes] for level in range(sizes[0])]
    rows = [list(levels) for levels in product(*(range(s) for s in sizes[:t]))]
    width = max(sizes)
    for k in range(t, len(sizes)):
        groups = np.array(list(combinations(range(k), t - 1)), dtype=np.int64).reshape(-1, t - 1)
        shape = (len(groups),) + (width,) * (t - 1) + (width,)
        missing = np.zeros(shape, dtype=bool)
        for g, group in enumerate(groups.tolist()):
            cells: tuple[int | slice, ...] = (g, *(slice(0, sizes[i]) for i in group), slice(0, sizes[k]))
            missing[cells] = True
        for row in rows:
            row.append(_horizontal(row, groups, missing, sizes[k]))
        rows += _vertical(rows, groups, missing, k)
    return rows


def _horizontal(row: list[int], groups: np.ndarray, missing: np.ndarray, size: int) -> int:
    """The level of the new factor that completes most missing combinations with `row`'s placed
    cells (ties: the lowest); those combinations marked held."""
    cells = np.array(row, dtype=np.int64)[groups]            # each group's levels in this row
    placed = (cells >= 0).all(axis=1)
    if not placed.any():
        return FREE
    where = (np.nonzero(placed)[0], *cells[placed].T)
    completed = missing[where][:, :size].sum(axis=0)
    level = int(np.argmax(completed))
    if completed[level] == 0:
        return FREE
    missing[(*where, np.full(len(where[0]), level))] = False
    return level


def _vertical(rows: list[list[int]], groups: np.ndarray, missing: np.ndarray, k: int) -> list[list[int]]:
    """The combinations with factor k still missing: each into the first row (those before first)
    whose cells it needs are free or equal, else into a new row. The new rows."""
    added: list[list[int]] = []
    for g, *levels in np.argwhere(missing).tolist():
        cells = [*groups[g].tolist(), k]
        for row in rows + added:
            if all(row[c] in (FREE, v) for c, v in zip(cells, levels)):
                break
        else:
            row = [FREE] * (k + 1)
            added.append(row)
        for c, v in zip(cells, levels):
            row[c] = v
    return added


class Counts:
    """How many rows hold each combination of `strength` factors' levels: one numpy array indexed
    by the group of factors and their levels."""

    def __init__(self, sizes: list[int], strength: int):
        self.groups = np.array(list(combinations(range(len(sizes)), strength)), dtype=np.int64)
        self.held = np.zeros((len(self.groups),) + (max(sizes),) * strength, dtype=np.int32)
        self.total = int(sum(np.prod([sizes[i] for i in group]) for group in self.groups.tolist()))
        self._every = np.arange(len(self.groups))
        self._index = {tuple(group): g for g, group in enumerate(self.groups.tolist())}

    def add(self, row: Sequence[int], step: int) -> None:
        cells = np.asarray(row, dtype=np.int64)[self.groups]
        self.held[(self._every, *cells.T)] += step

    def of(self, row: Sequence[int]) -> np.ndarray:
        """How many rows hold each combination of `row` (one a group)."""
        cells = np.asarray(row, dtype=np.int64)[self.groups]
        held: np.ndarray = self.held[(self._every, *cells.T)]
        return held

    def with_factor(self, i: int) -> np.ndarray:
        """The groups holding factor i."""
        holding: np.ndarray = (self.groups == i).any(axis=1)
        return holding

    def holds(self, combo: tuple[tuple[int, int], ...]) -> bool:
        """Whether some row holds `combo` (factor and level index, factors increasing)."""
        group = self._index[tuple(i for i, _ in combo)]
        return bool(self.held[(group, *(k for _, k in combo))] > 0)


def _mended(rows: list[list[int]], counts: Counts, factors: tuple[Factor, ...],
            accepts: Callable[[Row], bool]) -> tuple[list[list[int]], list[tuple[tuple[int, int], ...]]]:
    """The rows, each refused one with cells set back to the first level one at a time (the cell
    whose change leaves fewest combinations in no row first) until accepted, or dropped when even
    every first level is refused; and the combinations (as factor and level index) that held only
    in a changed or dropped row."""
    def levels(row: list[int]) -> Row:
        return tuple(factors[i].levels[k] for i, k in enumerate(row))
    kept, lost = [], []
    for row in rows:
        before, mended, dropped = list(row), list(row), False
        while not accepts(levels(mended)):
            counts.add(mended, -1)
            candidates = [i for i, k in enumerate(mended) if k != 0]
            if not candidates:                      # the ruleset's own values refused: no row here
                dropped = True
                break
            own = counts.of(mended)
            i = min(candidates, key=lambda i: (int((own[counts.with_factor(i)] == 0).sum()), i))
            mended = mended[:i] + [0] + mended[i + 1:]
            counts.add(mended, 1)
        if not dropped:
            kept.append(mended)
        if dropped or mended != before:
            now = counts.of(before)
            for g in np.nonzero(now == 0)[0].tolist():
                lost.append(tuple((int(i), before[i]) for i in counts.groups[g]))
    return kept, lost


def _lost_rows(lost: list[tuple[tuple[int, int], ...]], counts: Counts, factors: tuple[Factor, ...],
               accepts: Callable[[Row], bool], refused: list[tuple[tuple[int, int], ...]]) -> list[list[int]]:
    """Rows for the combinations a mend lost: each into the first new row whose cells it sets are
    free (set by no combination before it) or equal and which stays accepted, else a row of its
    own at the first levels; refused when even that row is refused. A combination a new row holds
    already fixes its cells there (a later one must not change them); one a mended row holds is
    left where it is."""
    def levels(row: list[int]) -> Row:
        return tuple(factors[i].levels[k] for i, k in enumerate(row))
    added: list[tuple[list[int], set[int]]] = []
    for combo in lost:
        holder = next((fixed for row, fixed in added if _holds(row, combo)), None)
        if holder is not None:
            holder.update(i for i, _ in combo)
            continue
        if counts.holds(combo):
            continue
        for row, fixed in added:
            if all(i not in fixed or row[i] == k for i, k in combo):
                candidate = list(row)
                for i, k in combo:
                    candidate[i] = k
                if accepts(levels(candidate)):
                    counts.add(row, -1)
                    row[:] = candidate
                    counts.add(row, 1)
                    fixed.update(i for i, _ in combo)
                    break
        else:
            row = [0] * len(factors)
            for i, k in combo:
                row[i] = k
            if accepts(levels(row)):
                counts.add(row, 1)
                added.append((row, {i for i, _ in combo}))
            else:
                refused.append(combo)
    return [row for row, _ in added]


def _holds(row: list[int], combo: tuple[tuple[int, int], ...]) -> bool:
    return all(row[i] == k for i, k in combo)
