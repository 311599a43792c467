"""Two independent ways to find the most points a hand's cards can score, to check scoring.py:
an exhaustive search over every multiset of runs, and a Z3 optimisation model.

z3 is imported inside z3_best_points only: scoring never loads it.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterator, Sequence

from .scoring import Tables


def intervals(tables: Tables) -> list[tuple[int, int]]:
    """Every possible run as (first rank, last rank)."""
    ranks = tables.ranks
    return [(a, b) for a in ranks for b in ranks if b - a + 1 >= tables.run_min_length]


def best_division_points(tables: Tables, count: int) -> int:
    """Most points for `count` cards of one rank outside runs, by enumerating every division into
    listed set sizes; the rank-sets ruling 'one-set' forces one set whenever the table lists `count`."""
    if count == 0:
        return 0
    if not tables.several_sets and count in tables.set_points:
        return tables.set_points[count]
    return max(sum(tables.set_points[k] for k in parts) for parts in _divisions(count, sorted(tables.set_points)))


def _divisions(count: int, sizes: list[int], smallest: int = 1) -> Iterator[tuple[int, ...]]:
    if count == 0:
        yield ()
        return
    for k in sizes:
        if smallest <= k <= count:
            for rest in _divisions(count - k, sizes, k):
                yield (k,) + rest


def exhaustive_best_points(cards: Sequence[int], tables: Tables) -> int:
    """Try every multiset of runs (canonical order: by first rank, then last rank)."""
    runs = intervals(tables)

    def search(counts: Counter, first: int) -> int:
        best = sum(best_division_points(tables, counts[r]) for r in tables.ranks)
        for index in range(first, len(runs)):
            a, b = runs[index]
            if all(counts[r] > 0 for r in range(a, b + 1)):
                rest = counts.copy()
                rest.subtract(range(a, b + 1))
                best = max(best, tables.run_points[b - a + 1] + search(rest, index))
        return best

    return search(Counter(cards), 0)


def z3_best_points(cards: Sequence[int], tables: Tables) -> int:
    """The optimum of an integer model: x[run] copies of each run, y[rank][k] sets of size k of
    the cards left, every card used exactly once; maximise the points."""
    import z3

    counts = Counter(cards)
    opt = z3.Optimize()
    # a run can be formed only of ranks the hand holds, at most as often as its scarcest rank: the
    # other intervals are 0 in every split, left out of the model (fewer variables, a quicker optimum)
    held = [(a, b) for a, b in intervals(tables) if all(counts[r] for r in range(a, b + 1))]
    runs = {(a, b): z3.Int(f"run_{a}_{b}") for a, b in held}
    objective = [tables.run_points[b - a + 1] * x for (a, b), x in runs.items()]
    for (a, b), x in runs.items():
        opt.add(x >= 0, x <= min(counts[r] for r in range(a, b + 1)))
    for r in (r for r in tables.ranks if counts[r]):        # a rank not held forms no set either
        left = counts[r] - z3.Sum([x for (a, b), x in runs.items() if a <= r <= b] or [z3.IntVal(0)])
        sets = {k: z3.Int(f"sets_{r}_{k}") for k in tables.set_points}
        opt.add(left >= 0, *(y >= 0 for y in sets.values()))
        opt.add(z3.Sum([k * y for k, y in sets.items()]) == left)
        if not tables.several_sets:   # one set per rank, unless the table lists no value for that many cards
            opt.add(z3.Or(z3.Sum(list(sets.values())) <= 1, z3.And([left != k for k in tables.set_points])))
        objective += [tables.set_points[k] * y for k, y in sets.items()]
    total = z3.Int("total")
    opt.add(total == z3.Sum(objective))
    opt.maximize(total)
    if opt.check() != z3.sat:
        raise AssertionError(f"Z3 found no split of {sorted(cards)}")
    return opt.model()[total].as_long()
