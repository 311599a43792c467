"""A symbolic model of one region's scoring in King's Road, in Z3, built from the spec data.

The model (one function per rule, each reading its parameters from Rules):
- region_points():   places, ties (lowest spanned place), paid places, banner values;
- noble_decision():  who places a Noble, which old Noble leaves or stays, which marker is used;
- chain_bonus():     the owner's connected chain through a region, over the spec's road graph;

The proofs over it are properties/proofs/region.py's. The whole round (cards, the King, the score
track, the end, the markers' flow) is properties/models/round.py's, built on these pieces.

properties/conformance/oracle.py checks the Python referee against region_points() and noble_decision(),
so that these proofs speak about the code people run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable

import z3

from ...rules import Rules
from ...rules.model import NobleRules
from .terms import Term, above, all_of, any_of, at_least, constant, equals, total, when


def count(conds: Iterable[Term]) -> z3.ArithRef:
    """How many of the Boolean terms hold."""
    return total([when(c, 1, 0) for c in conds])


# ---------------------------------------------------------------- banners

@dataclass
class Banner:
    """A banner as Z3 terms: values[i] is place i+1, length how many places it pays."""
    values: list[Term]      # Z3 Int terms (or Python ints)
    length: Any             # Z3 Int term or Python int
    domain: list[Term] = field(default_factory=list)   # constraints a symbolic banner satisfies

    @classmethod
    def concrete(cls, values: Iterable[int]) -> "Banner":
        values = list(values)
        return cls([z3.IntVal(v) for v in values], z3.IntVal(len(values)))

    @classmethod
    def symbolic(cls, tag: str) -> "Banner":
        """Any printing: 1-4 non-increasing non-negative values (referee.spec.banner_problem)."""
        values = [z3.Int(f"{tag}_banner{i + 1}") for i in range(4)]
        length = z3.Int(f"{tag}_banner_len")
        domain = [length >= 1, length <= 4, values[3] >= 0]
        domain += [values[i] >= values[i + 1] for i in range(3)]
        return cls(values, length, domain)

    def value_at(self, place: Term) -> z3.ArithRef:
        """Banner value of a 1-based place; 0 beyond the banner."""
        expr = constant(0)
        for i in reversed(range(len(self.values))):
            expr = when(all_of([equals(place, i + 1), at_least(self.length, i + 1)]), self.values[i], expr)
        return expr


# ---------------------------------------------------------------- region scoring

@dataclass
class RegionScoring:
    influence: list[Term]
    points: list[Term]
    last_place: list[Term]


def region_points(rules: Rules, influence: list[Term], banner: Banner) -> RegionScoring:
    """Points per player in one region ("Scoring", "Scoring — Ties"), from spec parameters: as Z3
    terms, so that invariants are proved for every influence value; the oracle (oracle.py) checks it
    against the engine's place_players."""
    n = len(influence)
    m = rules.scoring.min_influence
    paid = rules.scoring.paid_places(n)
    tie_rule = rules.scoring.tie_rule
    following = rules.choice("tie-paid-place") == "following-place"
    points, lasts = [], []
    def pay(place: Term) -> Term:
        return when(above(place, paid), 0, banner.value_at(place))
    for i, x in enumerate(influence):
        eligible = at_least(x, m)
        if rules.choice("tie-ranking") == "1-1-2":      # one place per distinct higher influence
            ahead = count([all_of([at_least(y, m), above(y, x), *[influence[k] != y for k in range(j)]])
                           for j, y in enumerate(influence)])
        else:                                           # one place per player with more influence
            ahead = count([all_of([at_least(y, m), above(y, x)]) for y in influence])
        tied = count([all_of([at_least(y, m), equals(y, x)]) for y in influence])
        last = ahead + tied
        if tie_rule == "highest-spanned-place":
            value = pay(ahead + 1)
        elif tie_rule == "split-evenly":
            spanned = z3.Sum([z3.If(z3.And(k > ahead, k <= last), pay(z3.IntVal(k)), 0) for k in range(1, n + 1)])
            value = z3.If(tied >= 1, spanned / z3.If(tied >= 1, tied, 1), 0)
        elif following:                                 # the place after the tie's first (ruling tie-paid-place)
            value = pay(z3.If(tied > 1, ahead + 2, last))
        else:
            value = pay(last)
        points.append(when(eligible, value, 0))
        lasts.append(last)
    return RegionScoring(list(influence), points, lasts)


# ---------------------------------------------------------------- Nobles

@dataclass
class NobleDecision:
    markers: list[Term]     # markers per player in the region (before the decision)
    held: list[Term]        # Nobles per player in the region (before)
    influence: list[Term]
    leader: list[Term]      # Bool: player i alone has the most influence
    after: list[Term]       # Nobles per player after the decision
    returned: list[Term]    # Nobles sent back to their owner's supply
    used: list[Term]        # markers turned into a Noble


def noble_decision(rules: Rules, markers: list[Term], held: list[Term]) -> NobleDecision:
    """The Noble rule in one scored region ("Nobles", "Variant — Permanent Nobles"), as
    referee.engine.nobles applies it: who places (placed_by), then replace or stack."""
    nr = rules.nobles
    w = rules.scoring.noble_influence
    m = rules.scoring.min_influence
    n = len(markers)
    influence = [markers[i] + w * held[i] for i in range(n)]
    leader = [all_of([at_least(influence[i], m), *[above(influence[i], influence[j]) for j in range(n) if j != i]])
              for i in range(n)]
    top = [all_of([at_least(influence[i], m), *[at_least(influence[i], influence[j]) for j in range(n) if j != i]])
           for i in range(n)]
    if nr.placed_by == "none":
        placers = [z3.BoolVal(False)] * n
    else:
        placers = top if nr.placed_by == "any-leader" else leader
    if nr.on_new_noble == "replace":
        after, returned, used = _replace_model(nr, markers, held, placers)
    else:
        after, returned, used = _stack_model(nr, markers, held, placers)
    return NobleDecision(markers, held, influence, leader, after, returned, used)


def _replace_model(nr: NobleRules, markers: list[Term], held: list[Term],
                   placers: list[Term]) -> tuple[list[Term], list[Term], list[Term]]:
    """The placers' Nobles replace the others (referee.engine.nobles._replace)."""
    n = len(markers)
    holder = [all_of([placers[i], any_of([at_least(held[i], 1), at_least(markers[i], 1)])]) for i in range(n)]
    new = [all_of([holder[i], equals(held[i], 0)]) for i in range(n)]
    same = z3.And(z3.Or(holder), *[holder[i] == (held[i] >= 1) for i in range(n)])
    no_marker = z3.And(count(holder) < count(placers), z3.Not(z3.Or(new)))
    full = z3.BoolVal(False) if not nr.max_per_region else count(holder) > nr.max_per_region
    still = z3.Or(z3.Not(z3.Or(placers)), same, no_marker, full)
    after = [when(still, held[i], when(new[i], 1, when(holder[i], held[i], 0))) for i in range(n)]
    returned = [when(still, 0, when(holder[i], 0, held[i])) for i in range(n)]
    used = [when(still, 0, when(new[i], 1, 0)) for i in range(n)]
    return after, returned, used


def _stack_model(nr: NobleRules, markers: list[Term], held: list[Term],
                 placers: list[Term]) -> tuple[list[Term], list[Term], list[Term]]:
    """Each placer, in seat order, stacks a Noble within the limits (referee.engine.nobles._stack)."""
    n = len(markers)
    total = z3.Sum(held) if held else z3.IntVal(0)
    placed: list[Term] = []
    for i in range(n):
        room = (z3.BoolVal(True) if not nr.max_per_region
                else total + count(placed) < nr.max_per_region)
        placed.append(z3.And(placers[i], held[i] < nr.max_per_player_per_region, markers[i] >= 1, room))
    after = [held[i] + z3.If(placed[i], 1, 0) for i in range(n)]
    returned = [z3.IntVal(0) for _ in range(n)]
    used = [z3.If(placed[i], 1, 0) for i in range(n)]
    return after, returned, used


def legal_nobles(rules: Rules, held: list[Term]) -> list[Term]:
    """Nobles a region may hold before scoring, under these rules and the rulebook's."""
    cons = [h >= 0 for h in held] + [h <= rules.nobles.max_per_player_per_region for h in held]
    if rules.nobles.max_per_region:
        cons.append(z3.Sum(held) <= rules.nobles.max_per_region)
    return cons


# ---------------------------------------------------------------- chain bonus

def road_pairs(rules: Rules) -> list[tuple[int, int]]:
    route = rules.roads.route
    return list(zip(route, route[1:] + route[:1])) + [(a, b) for a, b in rules.roads.side_roads]


MAX_CHAIN_PATHS = 512     # road paths from one region written out (25 at most on the rulebook's board); past it, steps


def chain_reach(rules: Rules, region: int, owned: dict[int, Term],
                pairs: Iterable[tuple[int, int]] | None = None) -> dict[int, Term]:
    """Bool per region: in the owner's connected chain of Nobles through `region` (road graph from
    the spec, or the given road pairs): joined to `region` by a path of roads whose every region
    the owner holds. Written as one conjunction per path (each the path before it and one region
    more); on a board with more than MAX_CHAIN_PATHS paths, as reach grown one road at a time."""
    nbrs: dict[int, set[int]] = {r: set() for r in rules.roads.route}
    for a, b in (pairs if pairs is not None else road_pairs(rules)):
        nbrs[a].add(b)
        nbrs[b].add(a)
    ways: dict[int, list[Term]] = {r: [] for r in nbrs}     # region -> a term per path reaching it
    paths = [([region], owned[region])]
    while paths:
        path, held = paths.pop()
        ways[path[-1]].append(held)
        paths += [([*path, u], all_of([held, owned[u]])) for u in sorted(nbrs[path[-1]]) if u not in path]
        if sum(len(w) for w in ways.values()) > MAX_CHAIN_PATHS:
            return _reach_by_steps(region, owned, nbrs)
    return {r: any_of(ways[r]) for r in nbrs}


def _reach_by_steps(region: int, owned: dict[int, Term], nbrs: dict[int, set[int]]) -> dict[int, Term]:
    """chain_reach grown one road at a time (as many steps as regions less one)."""
    reach = {r: z3.BoolVal(False) for r in nbrs}
    reach[region] = owned[region]
    near = {region}         # regions within the steps taken so far: the others are still False
    for _ in range(len(nbrs) - 1):
        near |= {u for r in near for u in nbrs[r]}
        reach = {r: any_of([reach[r], all_of([owned[r], any_of([reach[u] for u in nbrs[r]])])]) if r in near
                 else reach[r] for r in nbrs}
    return reach


def chain_bonus(rules: Rules, region: int, owned: dict[int, Term]) -> tuple[z3.ArithRef, z3.ArithRef]:
    """(bonus, regions counted) for an owner holding a Noble in `region` ([nobles] bonus)."""
    mode = rules.nobles.bonus
    if mode == "region-only":
        size = z3.If(owned[region], 1, 0)
    elif mode == "adjacent-only":
        near = {b for a, b in road_pairs(rules) if a == region} | {a for a, b in road_pairs(rules) if b == region}
        size = z3.If(owned[region], 1 + count([owned[r] for r in sorted(near)]), 0)
    else:
        size = count(list(chain_reach(rules, region, owned).values()))
    return rules.nobles.bonus_base + rules.nobles.bonus_per_region * (size - 1), size
