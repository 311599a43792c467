"""A symbolic model of King's Road scoring in Z3, built from the spec data, and proofs of the
catalogue's invariants over it for every influence value (unbounded integers), every player count
the ruleset allows (players.player_counts: 2-5 under the rulebook, up to 8 in a variant).

The model (one function per rule, each reading its parameters from Rules):
- region_points():   places, ties (lowest spanned place), paid places, banner values;
- noble_decision():  who places a Noble, which old Noble leaves or stays, which marker is used;
- chain_bonus():     the owner's connected chain through a region, over the spec's road graph;

prove(invariant_id, rules) asks Z3 for a state where the model breaks the invariant: unsat
means PROVED; otherwise it returns a concrete counterexample as a position dict that
`referee score` reads. The invariant statements use the rulebook's constants (players − 1,
one Noble per region), as properties/invariants.py does. The whole round (cards, the King, the
score track, the end, the markers' flow) is properties/z3_round.py's, built on these pieces.

properties/oracle.py checks the Python referee against region_points() and noble_decision(),
so that these proofs speak about the code people run.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import z3

from ..messages import Text
from ..messages import text as message
from .documents import position_document
from .players import PLAYER_NAMES, counts_text, player_counts
from .rulebook import NOBLES_PER_REGION as RULEBOOK_NOBLES_PER_REGION
from .rulebook import ROADS as RULEBOOK_ROADS
from .z3_terms import all_of, any_of, total, when


def count(conds) -> z3.ArithRef:
    """How many of the Boolean terms hold."""
    return total([when(c, 1, 0) for c in conds])


# ---------------------------------------------------------------- banners

@dataclass
class Banner:
    """A banner as Z3 terms: values[i] is place i+1, length how many places it pays."""
    values: list            # Z3 Int terms (or Python ints)
    length: object          # Z3 Int term or Python int
    domain: list = field(default_factory=list)   # constraints a symbolic banner satisfies

    @classmethod
    def concrete(cls, values) -> "Banner":
        return cls([z3.IntVal(v) for v in values], z3.IntVal(len(values)))

    @classmethod
    def symbolic(cls, tag: str) -> "Banner":
        """Any printing: 1-4 non-increasing non-negative values (referee.spec.banner_problem)."""
        values = [z3.Int(f"{tag}_banner{i + 1}") for i in range(4)]
        length = z3.Int(f"{tag}_banner_len")
        domain = [length >= 1, length <= 4, values[3] >= 0]
        domain += [values[i] >= values[i + 1] for i in range(3)]
        return cls(values, length, domain)

    def value_at(self, place) -> z3.ArithRef:
        """Banner value of a 1-based place; 0 beyond the banner."""
        expr = z3.IntVal(0)
        for i in reversed(range(len(self.values))):
            expr = z3.If(z3.And(place == i + 1, self.length >= i + 1), self.values[i], expr)
        return expr


# ---------------------------------------------------------------- region scoring

@dataclass
class RegionScoring:
    influence: list
    points: list
    last_place: list


def region_points(rules, influence: list, banner: Banner) -> RegionScoring:
    """Points per player in one region ("Scoring", "Scoring — Ties"), from spec parameters: as Z3
    terms, so that invariants are proved for every influence value; the oracle (oracle.py) checks it
    against the engine's place_players."""
    n = len(influence)
    m = rules.scoring.min_influence
    paid = rules.scoring.paid_places(n)
    tie_rule = rules.scoring.tie_rule
    following = rules.choice("tie-paid-place") == "following-place"
    points, lasts = [], []
    def pay(place):
        return z3.If(place > paid, 0, banner.value_at(place))
    for i, x in enumerate(influence):
        eligible = x >= m
        if rules.choice("tie-ranking") == "1-1-2":      # one place per distinct higher influence
            above = count([z3.And(y >= m, y > x, *[influence[k] != y for k in range(j)])
                            for j, y in enumerate(influence)])
        else:                                           # one place per player with more influence
            above = count([z3.And(y >= m, y > x) for y in influence])
        tied = count([z3.And(y >= m, y == x) for y in influence])
        last = above + tied
        if tie_rule == "highest-spanned-place":
            value = pay(above + 1)
        elif tie_rule == "split-evenly":
            spanned = z3.Sum([z3.If(z3.And(k > above, k <= last), pay(z3.IntVal(k)), 0) for k in range(1, n + 1)])
            value = z3.If(tied >= 1, spanned / z3.If(tied >= 1, tied, 1), 0)
        elif following:                                 # the place after the tie's first (ruling tie-paid-place)
            value = pay(z3.If(tied > 1, above + 2, last))
        else:
            value = pay(last)
        points.append(z3.If(eligible, value, 0))
        lasts.append(last)
    return RegionScoring(list(influence), points, lasts)


def rulebook_last_place(influence: list, i: int) -> z3.ArithRef:
    """The rulebook's lowest spanned place (players with at least one influence ranked)."""
    x = influence[i]
    return (count([z3.And(y >= 1, y > x) for y in influence])
            + count([z3.And(y >= 1, y == x) for y in influence]))


TIE_PROPERTIES = {
    "ties.equal-points": lambda s, b, n: z3.And([
        z3.Implies(s.influence[i] == s.influence[j], s.points[i] == s.points[j])
        for i in range(n) for j in range(n)]),
    "ties.more-influence-never-fewer-points": lambda s, b, n: z3.And([
        z3.Implies(s.influence[i] > s.influence[j], s.points[i] >= s.points[j])
        for i in range(n) for j in range(n)]),
    "ties.only-influence-paid": lambda s, b, n: z3.And([
        z3.Implies(s.influence[i] < 1, s.points[i] == 0) for i in range(n)]),
    "ties.at-most-players-minus-one-paid": lambda s, b, n: count([p > 0 for p in s.points]) <= n - 1,
    "ties.past-paid-places-pays-zero": lambda s, b, n: z3.And([
        z3.Implies(z3.And(s.influence[i] >= 1, rulebook_last_place(s.influence, i) > n - 1), s.points[i] == 0)
        for i in range(n)]),
    "ties.lowest-spanned-place": lambda s, b, n: z3.And([
        z3.Implies(z3.And(s.influence[i] >= 1, rulebook_last_place(s.influence, i) <= n - 1,
                          rulebook_last_place(s.influence, i) <= b.length),
                   s.points[i] == b.value_at(rulebook_last_place(s.influence, i)))
        for i in range(n)]),
    "ties.payment-is-banner-value": lambda s, b, n: z3.And([
        z3.Or(s.points[i] == 0, z3.Or([z3.And(b.length >= k + 1,
                                              s.points[i] == b.values[k]) for k in range(len(b.values))]))
        for i in range(n)]),
}


# ---------------------------------------------------------------- Nobles

@dataclass
class NobleDecision:
    markers: list       # markers per player in the region (before the decision)
    held: list          # Nobles per player in the region (before)
    influence: list
    leader: list        # Bool: player i alone has the most influence
    after: list         # Nobles per player after the decision
    returned: list      # Nobles sent back to their owner's supply
    used: list          # markers turned into a Noble


def noble_decision(rules, markers: list, held: list) -> NobleDecision:
    """The Noble rule in one scored region ("Nobles", "Variant — Permanent Nobles"), as
    referee.engine.nobles applies it: who places (placed_by), then replace or stack."""
    nr = rules.nobles
    w = rules.scoring.noble_influence
    m = rules.scoring.min_influence
    n = len(markers)
    influence = [markers[i] + w * held[i] for i in range(n)]
    leader = [z3.And(influence[i] >= m, *[influence[i] > influence[j] for j in range(n) if j != i])
              for i in range(n)]
    top = [z3.And(influence[i] >= m, *[influence[i] >= influence[j] for j in range(n) if j != i])
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


def _replace_model(nr, markers, held, placers):
    """The placers' Nobles replace the others (referee.engine.nobles._replace)."""
    n = len(markers)
    holder = [z3.And(placers[i], z3.Or(held[i] >= 1, markers[i] >= 1)) for i in range(n)]
    new = [z3.And(holder[i], held[i] == 0) for i in range(n)]
    same = z3.And(z3.Or(holder), *[holder[i] == (held[i] >= 1) for i in range(n)])
    no_marker = z3.And(count(holder) < count(placers), z3.Not(z3.Or(new)))
    full = z3.BoolVal(False) if not nr.max_per_region else count(holder) > nr.max_per_region
    still = z3.Or(z3.Not(z3.Or(placers)), same, no_marker, full)
    after = [z3.If(still, held[i], z3.If(new[i], 1, z3.If(holder[i], held[i], 0))) for i in range(n)]
    returned = [z3.If(still, 0, z3.If(holder[i], 0, held[i])) for i in range(n)]
    used = [z3.If(still, 0, z3.If(new[i], 1, 0)) for i in range(n)]
    return after, returned, used


def _stack_model(nr, markers, held, placers):
    """Each placer, in seat order, stacks a Noble within the limits (referee.engine.nobles._stack)."""
    n = len(markers)
    total = z3.Sum(held) if held else z3.IntVal(0)
    placed = []
    for i in range(n):
        room = (z3.BoolVal(True) if not nr.max_per_region
                else total + count(placed) < nr.max_per_region)
        placed.append(z3.And(placers[i], held[i] < nr.max_per_player_per_region, markers[i] >= 1, room))
    after = [held[i] + z3.If(placed[i], 1, 0) for i in range(n)]
    returned = [z3.IntVal(0) for _ in range(n)]
    used = [z3.If(placed[i], 1, 0) for i in range(n)]
    return after, returned, used


def legal_nobles(rules, held: list) -> list:
    """Nobles a region may hold before scoring, under these rules and the rulebook's."""
    cons = [h >= 0 for h in held] + [h <= rules.nobles.max_per_player_per_region for h in held]
    if rules.nobles.max_per_region:
        cons.append(z3.Sum(held) <= rules.nobles.max_per_region)
    return cons


def rulebook_leader(influence: list) -> list:
    """Bool per player: alone with the most influence, at least the rulebook's one ("Nobles"), as the
    catalogue's checks read a scoring (invariants.sole_leader), whatever the ruleset's min_influence."""
    n = len(influence)
    return [z3.And(influence[i] >= 1, *[influence[i] > influence[j] for j in range(n) if j != i]) for i in range(n)]


# The statements hold every region to the rulebook's one Noble (one per player), whatever the Nobles
# before: a ruleset that lets a region hold two breaks them (as the catalogue's checks of a scoring do).
NOBLE_PROPERTIES = {
    "nobles.at-most-one-per-region": lambda d, n: z3.Sum(d.after) <= RULEBOOK_NOBLES_PER_REGION,
    "nobles.at-most-one-per-player-per-region": lambda d, n: z3.And([d.after[i] <= 1 for i in range(n)]),
    "nobles.only-sole-leader-places": lambda d, n: z3.And([
        z3.Implies(d.after[i] > d.held[i], rulebook_leader(d.influence)[i]) for i in range(n)]),
    "nobles.sole-leader-holds-noble": lambda d, n: z3.And([
        z3.Implies(rulebook_leader(d.influence)[i], d.after[i] >= 1) for i in range(n)]),
    "nobles.tie-keeps-old-noble": lambda d, n: z3.Implies(
        z3.Not(z3.Or(rulebook_leader(d.influence))), z3.And([d.after[i] == d.held[i] for i in range(n)])),
    "nobles.replaced-noble-returns": lambda d, n: z3.And([
        z3.Implies(z3.And(rulebook_leader(d.influence)[j], d.held[i] >= 1),
                   z3.And(d.after[i] == 0, d.returned[i] == d.held[i]))
        for i in range(n) for j in range(n) if i != j]),
}


# ---------------------------------------------------------------- chain bonus

def road_pairs(rules) -> list[tuple[int, int]]:
    route = rules.roads.route
    return list(zip(route, route[1:] + route[:1])) + [tuple(p) for p in rules.roads.side_roads]


def chain_reach(rules, region: int, owned: dict, pairs=None) -> dict:
    """Bool per region: in the owner's connected chain of Nobles through `region` (road graph from
    the spec, or the given road pairs)."""
    nbrs: dict[int, set[int]] = {r: set() for r in rules.roads.route}
    for a, b in (pairs if pairs is not None else road_pairs(rules)):
        nbrs[a].add(b)
        nbrs[b].add(a)
    reach = {r: z3.BoolVal(False) for r in nbrs}
    reach[region] = owned[region]
    near = {region}         # regions within the steps taken so far: the others are still False
    for _ in range(len(nbrs) - 1):
        near |= {u for r in near for u in nbrs[r]}
        reach = {r: any_of([reach[r], all_of([owned[r], any_of([reach[u] for u in nbrs[r]])])]) if r in near
                 else reach[r] for r in nbrs}
    return reach


def chain_bonus(rules, region: int, owned: dict) -> tuple[z3.ArithRef, z3.ArithRef]:
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


# ---------------------------------------------------------------- results

@dataclass
class ProofResult:
    invariant: str
    proved: bool
    cases: int                      # solver queries answered unsat
    counterexample: dict | None = None   # a position dict `referee score` reads
    detail: Text | str = ""         # what was proved, or the counterexample in words (a Text)


def _players(n):
    return list(PLAYER_NAMES[:n])


def _position(rules, n, king, variant_names, markers=None, nobles=None, banners=None, scores=None, dragons=0):
    players = _players(n)
    markers = markers or {}
    nobles = nobles or {}
    playable = rules.components.markers_per_player - rules.components.score_track_markers
    supply = {}
    for p in players:
        used = sum(m.get(p, 0) for m in markers.values()) + sum(o.count(p) for o in nobles.values())
        supply[p] = max(0, playable - used)
    return position_document(rules, players, king, markers, nobles, scores or {p: 0 for p in players}, supply,
                             dragons, banners)


def solve(solver: z3.Solver, extra=(), seconds: float | None = None) -> z3.ModelRef | None:
    """A model of the solver's assertions plus `extra` (kept only for this call), or None when unsat
    (or, given `seconds`, when Z3 has no answer in that time)."""
    solver.push()
    solver.add(*extra)
    if seconds is not None:
        solver.set("timeout", int(seconds * 1000))
    try:
        return solver.model() if solver.check() == z3.sat else None
    finally:
        if seconds is not None:
            solver.set("timeout", 4294967295)       # Z3's "no limit"
        solver.pop()


def int_value(model, term) -> int:
    return model.eval(term, model_completion=True).as_long()


def _prove_ties(inv_id, rules, variant_names) -> ProofResult:
    """One query per player count over ANY legal banner (1-4 non-increasing values, which covers
    every spec banner); on a counterexample, prefer one on a banner the spec ships."""
    prop = TIE_PROPERTIES[inv_id]
    playable = rules.components.markers_per_player - rules.components.score_track_markers
    cases = 0
    for n in player_counts(rules):
        xs = [z3.Int(f"x{i}") for i in range(n)]
        any_banner = Banner.symbolic("any")
        solver = z3.Solver()
        s_any = region_points(rules, xs, any_banner)
        solver.add(*[x >= 0 for x in xs], *any_banner.domain, z3.Not(prop(s_any, any_banner, n)))
        if solve(solver) is None:
            cases += 1
            continue
        candidates = [(r.number, Banner.concrete(r.banner), False) for r in rules.regions]
        candidates.append((rules.roads.route[0], any_banner, True))
        for region, banner, custom in candidates:
            s = region_points(rules, xs, banner)
            solver = z3.Solver()
            solver.add(*[x >= 0 for x in xs], *banner.domain, z3.Not(prop(s, banner, n)))
            model = solve(solver)
            if model is None:
                continue
            small = solve(solver, [x <= playable for x in xs]) or model
            infl = [int_value(small, x) for x in xs]
            extra = {}
            if custom:
                length = int_value(small, banner.length)
                extra = {region: tuple(int_value(small, b) for b in banner.values[:length])}
            players = _players(n)
            pos = _position(rules, n, region, variant_names,
                            markers={region: dict(zip(players, infl))}, banners=extra)
            shown = list(extra.get(region, ())) or list(rules.board.regions[region].banner)
            return ProofResult(inv_id, False, cases, pos,
                               message("z3.ties", n=n, region=rules.board.name(region), banner=str(shown),
                                       influence=str(infl)))
    return ProofResult(inv_id, True, cases, detail=f"{counts_text(rules)} players, any banner of 1-4 non-increasing "
                                                   "values (so every spec banner), all influence values")


def _prove_nobles(inv_id, rules, variant_names) -> ProofResult:
    prop = NOBLE_PROPERTIES[inv_id]
    playable = rules.components.markers_per_player - rules.components.score_track_markers
    cases = 0
    region = rules.roads.route[0]
    for n in player_counts(rules):
        ms = [z3.Int(f"m{i}") for i in range(n)]
        hs = [z3.Int(f"h{i}") for i in range(n)]
        d = noble_decision(rules, ms, hs)
        solver = z3.Solver()
        solver.add(*[m >= 0 for m in ms], *legal_nobles(rules, hs), z3.Not(prop(d, n)))
        model = solve(solver)
        if model is None:
            cases += 1
            continue
        small = solve(solver, [m + h <= playable for m, h in zip(ms, hs)]) or model
        players = _players(n)
        markers = {p: int_value(small, m) for p, m in zip(players, ms)}
        nobles = [p for p, h in zip(players, hs) for _ in range(int_value(small, h))]
        pos = _position(rules, n, region, variant_names, markers={region: markers}, nobles={region: nobles})
        return ProofResult(inv_id, False, cases, pos,
                           message("z3.nobles", n=n, region=rules.board.name(region), markers=str(markers),
                                   nobles=str(nobles)))
    return ProofResult(inv_id, True, cases,
                       detail=f"{counts_text(rules)} players, all marker counts, every legal set of old Nobles")


def _prove_chain(inv_id, rules, variant_names) -> ProofResult:
    cases = 0
    for region in rules.roads.route:
        owned = {r: z3.Bool(f"noble_{r}") for r in rules.roads.route}
        bonus, size = chain_bonus(rules, region, owned)
        rulebook_pairs = [tuple(p) for p in RULEBOOK_ROADS]
        rulebook_size = count(list(chain_reach(rules, region, owned, rulebook_pairs).values()))
        nobles = count(list(owned.values()))
        prop = {"chain.equals-component": bonus == rulebook_size,
                "chain.at-least-one": bonus >= 1,
                "chain.at-most-owner-nobles": bonus <= nobles}[inv_id]
        solver = z3.Solver()
        solver.add(owned[region], z3.Not(prop))
        model = solve(solver)
        if model is None:
            cases += 1
            continue
        held = [r for r in rules.roads.route if z3.is_true(model.eval(owned[r], model_completion=True))]
        pos = _position(rules, 2, region, variant_names, nobles={r: [PLAYER_NAMES[0]] for r in held})
        return ProofResult(inv_id, False, cases, pos,
                           message("z3.chain", player=PLAYER_NAMES[0], held=[rules.board.name(r) for r in held],
                                   region=rules.board.name(region)))
    return ProofResult(inv_id, True, cases, detail="every scored region, every set of the owner's Nobles (2^8)")


PROVERS = {**{k: _prove_ties for k in TIE_PROPERTIES}, **{k: _prove_nobles for k in NOBLE_PROPERTIES},
           "chain.equals-component": _prove_chain, "chain.at-least-one": _prove_chain,
           "chain.at-most-owner-nobles": _prove_chain}
# The cards, the King's travel, the score track and the game end are proved over the whole-round
# model (properties/z3_round.py, properties/round_proofs.py).


def prove(inv_id: str, rules, variant_names=()) -> ProofResult | None:
    """Prove one invariant over the model, or None when the model does not cover it."""
    prover = PROVERS.get(inv_id)
    return prover(inv_id, rules, variant_names) if prover else None
