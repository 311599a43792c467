"""End-of-game scoring ("Scoring"): the split of a player's collected cards worth the most points.

Collected cards split into Power Runs (consecutive natural ranks, at least 3 cards), sets of
matching cards and single cards, every card used once. The best split is found exactly by
dynamic programming over the ranks, low to high: the state is the lengths of the runs still
open at the previous rank; at each rank the cards continue some open runs, start new ones, and
the rest form that rank's set(s). Among equally good splits, the one with the fewest groups.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import product
from typing import Iterator, Mapping, Sequence

from referee.messages import render

from .rules import StruggleRules, set_points


@dataclass(frozen=True)
class Group:
    kind: str                   # "run", "set" (two or more matching cards) or "single"
    ranks: tuple[int, ...]
    points: int

    @property
    def label(self) -> str:
        """'set of three 8s', 'run 3-4-5-6', 'pair of 1s', 'single 9'."""
        return self.text("en")

    def text(self, lang: str) -> str:
        """The label in `lang` ('série de trois 8' in French)."""
        rank = self.ranks[0]
        if self.kind == "run":
            return render("struggle.group.run", lang, ranks="-".join(map(str, self.ranks)))
        if self.kind == "single":
            return render("struggle.group.single", lang, rank=rank)
        if len(self.ranks) == 2:
            return render("struggle.group.pair", lang, rank=rank)
        n = len(self.ranks)
        count = render(f"struggle.count.{n}", lang) if 3 <= n <= 6 else str(n)
        return render("struggle.group.set", lang, count=count, rank=rank)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "ranks": list(self.ranks), "points": self.points, "label": self.label}


@dataclass(frozen=True)
class Split:
    groups: tuple[Group, ...]

    @property
    def points(self) -> int:
        return sum(g.points for g in self.groups)

    def cards(self) -> list[int]:
        return sorted(r for g in self.groups for r in g.ranks)


@dataclass(frozen=True)
class Tables:
    """The scoring tables with the rulings applied."""
    ranks: tuple[int, ...]
    set_points: Mapping[int, int]       # matching cards -> points (four per the four-of-a-kind ruling)
    run_points: Mapping[int, int]       # run length -> points
    run_min_length: int
    max_copies: int                     # at most this many cards of one rank (one per deck)
    several_sets: bool                  # rank-sets ruling: may one rank's cards form several sets?
    divisions: Mapping[int, tuple[int, ...]]   # cards of one rank left out of runs -> set sizes

    def rank_sets(self, count: int) -> tuple[int, ...]:
        """Set sizes for `count` cards of one rank left out of runs."""
        return self.divisions[count]


def tables_for(rules: StruggleRules, choices: Mapping[str, str]) -> Tables:
    points = set_points(rules, choices)
    several = choices["rank-sets"] == "several-sets"
    return Tables(ranks=tuple(rules.ranks), set_points=points, run_points=dict(rules.run_points),
                  run_min_length=rules.run_min_length, max_copies=rules.decks, several_sets=several,
                  divisions={n: _rank_set_sizes(points, several, n) for n in range(rules.decks + 1)})


def _rank_set_sizes(points: Mapping[int, int], several_sets: bool, count: int) -> tuple[int, ...]:
    """One set of all `count` cards when the table has a value for it and the rank-sets ruling
    allows one set per rank; otherwise the division into listed sizes worth most (fewest sets
    on a tie)."""
    if count == 0:
        return ()
    if not several_sets and count in points:
        return (count,)
    best: dict[int, tuple[tuple[int, int], tuple[int, ...]]] = {0: ((0, 0), ())}
    for n in range(1, count + 1):
        options = [((best[n - k][0][0] + points[k], best[n - k][0][1] - 1), best[n - k][1] + (k,))
                   for k in points if k <= n and n - k in best]
        if options:
            best[n] = max(options, key=lambda o: o[0])
    return tuple(sorted(best[count][1], reverse=True))


def rank_sets_points(tables: Tables, count: int) -> int:
    return sum(tables.set_points[k] for k in tables.rank_sets(count))


def best_split(cards: Sequence[int], tables: Tables) -> Split:
    """The split of `cards` (natural ranks) worth the most points: exact, every card used once."""
    counts = Counter(cards)
    unknown = [c for c in counts if c not in tables.ranks or counts[c] > tables.max_copies]
    if unknown:
        raise ValueError(f"cannot score ranks {sorted(unknown)} (ranks {tables.ranks[0]}-{tables.ranks[-1]}, "
                         f"at most {tables.max_copies} of each)")
    solver = _RunSolver(tables, tuple(counts[r] for r in tables.ranks))
    return Split(tuple(sorted(solver.groups(), key=_display_order)))


def _display_order(group: Group):
    return (-max(group.ranks), group.kind == "run", -len(group.ranks))


class _RunSolver:
    """Dynamic programme over the ranks; values are (points, -groups) so ties prefer fewer groups."""

    def __init__(self, tables: Tables, counts: tuple[int, ...]):
        self.tables = tables
        self.counts = counts
        self.memo: dict = {}

    def value(self, i: int, open_runs: tuple[int, ...]):
        """Best (points, -groups) from rank index i on, given the open runs' lengths; None if impossible."""
        key = (i, open_runs)
        if key not in self.memo:
            self.memo[key] = self._best_decision(i, open_runs)
        found = self.memo[key]
        return None if found is None else found[0]

    def _best_decision(self, i: int, open_runs: tuple[int, ...]):
        if i == len(self.counts):
            closed = self._close(open_runs)
            return None if closed is None else (closed, None)
        best = None
        for keep, closing in _continuations(open_runs, self.counts[i]):
            closed = self._close(closing)
            if closed is None:
                continue
            for new in range(self.counts[i] - len(keep) + 1):
                left = self.counts[i] - len(keep) - new
                rest = self.value(i + 1, tuple(sorted([n + 1 for n in keep] + [1] * new)))
                if rest is None:
                    continue
                sets = self.tables.rank_sets(left)
                total = (closed[0] + rank_sets_points(self.tables, left) + rest[0], closed[1] - len(sets) + rest[1])
                if best is None or total > best[0]:
                    best = (total, (keep, new, left))
        return best

    def _close(self, lengths: tuple[int, ...]):
        if any(n < self.tables.run_min_length for n in lengths):
            return None
        return (sum(self.tables.run_points[n] for n in lengths), -len(lengths))

    def groups(self) -> list[Group]:
        """Walk the recorded decisions from the first rank, rebuilding runs from their starts."""
        if self.value(0, ()) is None:      # cannot happen: leaving every run unopened is always allowed
            raise AssertionError("no split found")
        ranks = self.tables.ranks
        found: list = []
        open_starts: list = []
        for i, rank in enumerate(ranks):
            keep, new, left = self.memo[(i, tuple(sorted(rank - s for s in open_starts)))][1]
            open_starts = self._advance(open_starts, keep, rank, found)
            open_starts += [rank] * new
            found += [self._set_group(rank, size) for size in self.tables.rank_sets(left)]
        self._advance(open_starts, (), ranks[-1] + 1, found)
        return found

    def _advance(self, open_starts: list[int], keep: tuple[int, ...], rank: int, found: list[Group]) -> list[int]:
        """Keep the open runs whose lengths are in `keep`; close the others (they end at rank - 1)."""
        wanted = Counter(keep)
        staying = []
        for start in sorted(open_starts):
            if wanted[rank - start] > 0:
                wanted[rank - start] -= 1
                staying.append(start)
            else:
                run = tuple(range(start, rank))
                found.append(Group("run", run, self.tables.run_points[len(run)]))
        return staying

    def _set_group(self, rank: int, size: int) -> Group:
        return Group("single" if size == 1 else "set", (rank,) * size, self.tables.set_points[size])


def _continuations(open_runs: tuple[int, ...], available: int) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every distinct (runs continued, runs closed) division of the open runs, continuing at most
    `available` of them (one card of the rank each)."""
    lengths = Counter(open_runs)
    kinds = sorted(lengths)
    for picks in product(*(range(lengths[n] + 1) for n in kinds)):
        if sum(picks) > available:
            continue
        keep = tuple(n for n, k in zip(kinds, picks) for _ in range(k))
        closing = tuple(n for n, k in zip(kinds, picks) for _ in range(lengths[n] - k))
        yield keep, closing
