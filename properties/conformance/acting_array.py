"""A covering array of strength 2 that counts a pair covered only in a row where it acts.

covering_array.build counts a pair held wherever a row holds its two values; acting_pairs.py
says which values act only where others let them (a ruling about the Knight beside no Knight in
hand, a Dragon's regions beside no Dragon). This builder takes that reading into account: a pair
that can act at all (set alone on the ruleset's own values, both its factors act) is covered only
by a row where both its factors act; a pair that cannot act anywhere is covered by any row holding
it. The steps are covering_array's, each reading coverage through `Acting.covers`:

- grow: from the first pair still missing, each other factor in order at the level that covers
  most missing pairs with the others at the ruleset's own values (ties: the own value); a level
  that would switch off one of the seed's two factors is not taken;
- mend: a row the loader refuses is mended as covering_array mends it; a seed the mended row does
  not cover where it acts is listed as refused;
- fewer: a row whose own pairs (covered by no other row) can each be moved into another row,
  each changed row still covering every pair it alone covered, is dropped;
- toward own: every value a row holds only for pairs other rows cover too goes back to the
  ruleset's own value.

A factor's acting depends only on the levels of a few factors (`Acting.enablers`: the number of
Knights a hand holds, the markers ...): a change of any other factor changes only the pairs that
hold it, which keeps each step's counting local.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Callable, Sequence

from .covering_array import Combination, CoveringArray, Factor, Level, Row, by_factors, dropped_rows, mended

Acts = Callable[[Row], list[bool]]


@dataclass(frozen=True)
class Acting:
    factors: tuple[Factor, ...]
    acts: Acts                          # a row -> for each factor, whether its value acts there
    enablers: frozenset[int]            # the factors whose levels `acts` reads
    can_act: frozenset[Combination]     # the pairs that act in some row (alone on the own values)

    def covers(self, row: Row, on: list[bool] | None = None) -> set[Combination]:
        """The pairs `row` covers: held with both factors acting, or held and never able to act."""
        on = self.acts(row) if on is None else on
        pairs = (((i, row[i]), (j, row[j])) for i, j in combinations(range(len(row)), 2))
        return {c for c in pairs if (on[c[0][0]] and on[c[1][0]]) or c not in self.can_act}

    def covers_with(self, row: Row, on: list[bool], cells: Sequence[int]) -> set[Combination]:
        """The pairs `row` covers that hold one of `cells`."""
        found: set[Combination] = set()
        for i in cells:
            for j in range(len(row)):
                if j != i:
                    a, b = (i, j) if i < j else (j, i)
                    c = ((a, row[a]), (b, row[b]))
                    if (on[a] and on[b]) or c not in self.can_act:
                        found.add(c)
        return found

    def change(self, row: Row, candidate: Row) -> tuple[set[Combination], set[Combination]]:
        """(pairs `row` covers that `candidate` does not, pairs `candidate` covers that `row` does not):
        only pairs holding a changed cell or a factor whose acting changed can differ."""
        on_row, on_candidate = self.acts(row), self.acts(candidate)
        cells = [i for i in range(len(row)) if row[i] != candidate[i] or on_row[i] != on_candidate[i]]
        before, after = self.covers_with(row, on_row, cells), self.covers_with(candidate, on_candidate, cells)
        return before - after, after - before


def acting_for(factors: Sequence[Factor], acts: Acts, enablers: frozenset[int]) -> Acting:
    """The Acting of `factors`: can_act from each pair set alone on the factors' first levels;
    `acts` asked once per combination of the enablers' levels (all it reads)."""
    factors = tuple(factors)
    read = sorted(enablers)
    known: dict[tuple[object, ...], list[bool]] = {}

    def remembered(row: Row, asked: Acts = acts) -> list[bool]:
        key = tuple(row[i] for i in read)
        if key not in known:
            known[key] = asked(row)
        return known[key]
    acts = remembered
    base = tuple(f.levels[0] for f in factors)
    can_act: set[Combination] = set()
    for i, j in combinations(range(len(factors)), 2):
        for a in factors[i].levels:
            for b in factors[j].levels:
                row = list(base)
                row[i], row[j] = a, b
                on = acts(tuple(row)) if i in enablers or j in enablers else acts(base)
                if on[i] and on[j]:
                    can_act.add(((i, a), (j, b)))
    return Acting(factors, acts, enablers, frozenset(can_act))


def build(acting: Acting, accepts: Callable[[Row], bool] = lambda row: True) -> CoveringArray:
    """A strength-2 covering array over acting.factors, every row accepted, each pair covered where
    it acts (module docstring)."""
    factors = acting.factors
    array = CoveringArray(factors, 2)
    everything: set[Combination] = {((i, a), (j, b)) for i, j in combinations(range(len(factors)), 2)
                                    for a in factors[i].levels for b in factors[j].levels}
    array.combinations = len(everything)
    missing = set(everything)
    order = sorted(everything, key=lambda c: tuple((i, factors[i].levels.index(v)) for i, v in c))
    for seed in order:
        if seed not in missing:
            continue
        grown = _grown(acting, seed, missing)
        missing_by: dict[tuple[int, ...], set[tuple[Level, ...]]] = {
            key: set() for key in combinations(range(len(factors)), 2)}
        missing_by.update(by_factors(missing))
        row = mended(grown, seed, factors, 2, missing_by, accepts)
        covered = acting.covers(row) if row is not None else set()
        if row is None or seed not in covered:
            missing.discard(seed)
            array.refused.append(seed)
            continue
        missing -= covered
        array.rows.append(row)
    array.rows = _toward_own(acting, _fewer(acting, array.rows, accepts), accepts)
    held = set().union(*(acting.covers(row) for row in array.rows)) if array.rows else set()
    array.refused = [c for c in array.refused if c not in held]
    return array


def _grown(acting: Acting, seed: Combination, missing: set[Combination]) -> Row:
    """A row holding `seed`, each other factor in order at the level covering most missing pairs
    with the rest at the own values; never a level that switches off one of the seed's factors
    where the seed can act."""
    factors = acting.factors
    row = [f.levels[0] for f in factors]
    for i, level in seed:
        row[i] = level
    fixed = {i for i, _ in seed}
    keep_on = seed in acting.can_act
    for i in range(len(factors)):
        if i in fixed:
            continue
        current = tuple(row)
        best, best_key = row[i], (-len(factors) ** 2, False)
        for level in factors[i].levels:
            trial = (*current[:i], level, *current[i + 1:])
            if keep_on and not all(acting.acts(trial)[s] for s in fixed):
                continue
            lost, gained = acting.change(current, trial)
            key = (len(gained & missing) - len(lost & missing), level == factors[i].levels[0])
            if key > best_key:
                best, best_key = level, key
        row[i] = best
    return tuple(row)


def _held(acting: Acting, rows: Sequence[Row]) -> dict[Combination, int]:
    held: dict[Combination, int] = {}
    for row in rows:
        for c in acting.covers(row):
            held[c] = held.get(c, 0) + 1
    return held


def _fewer(acting: Acting, rows: list[Row], accepts: Callable[[Row], bool]) -> list[Row]:
    """The rows without each row whose own pairs can all be moved into other rows (covering_array's
    dropped_rows, reading coverage where pairs act)."""
    return dropped_rows(rows, acting.factors, acting.covers,
                        lambda combo, trial, counts: _moved(acting, combo, trial, counts, accepts))


def _moved(acting: Acting, combo: Combination, trial: dict[int, Row], counts: dict[Combination, int],
           accepts: Callable[[Row], bool]) -> bool:
    """Put `combo` into the first row of `trial` where it then acts, the row losing no pair only it
    covers and staying accepted (trial and counts updated); False if none."""
    if counts.get(combo, 0) > 0:
        return True
    for j, row in trial.items():
        new = list(row)
        for i, level in combo:
            new[i] = level
        candidate = tuple(new)
        lost, gained = acting.change(row, candidate)
        if combo not in gained or any(counts.get(c, 0) < 2 for c in lost) or not accepts(candidate):
            continue
        for c in lost:
            counts[c] -= 1
        for c in gained:
            counts[c] = counts.get(c, 0) + 1
        trial[j] = candidate
        return True
    return False


def _toward_own(acting: Acting, rows: list[Row], accepts: Callable[[Row], bool]) -> list[Row]:
    """Each row with every factor whose pairs there other rows cover too set back to its own value
    (covering_array._toward_own, reading coverage where pairs act); a row the loader then refuses
    stays as it was."""
    held = _held(acting, rows)
    kept = []
    for row in rows:
        changed = row
        for i, factor in enumerate(acting.factors):
            if changed[i] == factor.levels[0]:
                continue
            candidate = (*changed[:i], factor.levels[0], *changed[i + 1:])
            lost, gained = acting.change(changed, candidate)
            if all(held.get(c, 0) > 1 for c in lost):
                for c in lost:
                    held[c] -= 1
                for c in gained:
                    held[c] = held.get(c, 0) + 1
                changed = candidate
        if changed != row and not accepts(changed):
            lost, gained = acting.change(row, changed)     # as it was
            for c in gained:
                held[c] -= 1
            for c in lost:
                held[c] = held.get(c, 0) + 1
            changed = row
        kept.append(changed)
    return kept
