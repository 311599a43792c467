"""The catalogue's invariants about one region's scoring, proved over the region model
(properties/models/region.py) for every influence value (unbounded integers) and every player
count the ruleset allows (players.player_counts: 2-5 under the rulebook, up to 8 in a variant).

Each statement is the catalogue's (properties/statements/invariants.py) written over the model's
terms, with the rulebook's constants (players − 1, one Noble per region, the rulebook's roads),
never the ruleset's. prove(invariant_id, rules) asks Z3 for a state where the model breaks the
invariant: unsat means proved; otherwise a concrete counterexample as a position document that
`referee score` reads. The cards, the King's travel, the score track and the game end are proved
over the whole-round model (properties/proofs/round.py).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import z3

from ...messages import text as message
from ...rules import Rules
from ..models.documents import position_document
from ..models.region import (
    Banner,
    NobleDecision,
    RegionScoring,
    chain_bonus,
    chain_reach,
    count,
    legal_nobles,
    noble_decision,
    region_points,
)
from ..models.terms import Term, int_value
from ..players import PLAYER_NAMES, counts_text, player_counts
from ..statements.rulebook import NOBLES_PER_REGION as RULEBOOK_NOBLES_PER_REGION
from ..statements.rulebook import ROADS as RULEBOOK_ROADS
from .result import ProofResult, solve

# ---------------------------------------------------------------- the statements over the model

def rulebook_last_place(influence: list[Term], i: int) -> z3.ArithRef:
    """The rulebook's lowest spanned place (players with at least one influence ranked)."""
    x = influence[i]
    return (count([z3.And(y >= 1, y > x) for y in influence])
            + count([z3.And(y >= 1, y == x) for y in influence]))


# each statement over (the region's scoring, its banner, the player count)
TIE_PROPERTIES: dict[str, Callable[[RegionScoring, Banner, int], Term]] = {
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


def rulebook_leader(influence: list[Term]) -> list[Term]:
    """Bool per player: alone with the most influence, at least the rulebook's one ("Nobles"), as the
    catalogue's checks read a scoring (invariants.sole_leader), whatever the ruleset's min_influence."""
    n = len(influence)
    return [z3.And(influence[i] >= 1, *[influence[i] > influence[j] for j in range(n) if j != i]) for i in range(n)]


# The statements hold every region to the rulebook's one Noble (one per player), whatever the Nobles
# before: a ruleset that lets a region hold two breaks them (as the catalogue's checks of a scoring do).
NOBLE_PROPERTIES: dict[str, Callable[[NobleDecision, int], Term]] = {
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


# ---------------------------------------------------------------- the proofs

def _players(n: int) -> list[str]:
    return list(PLAYER_NAMES[:n])


def _position(rules: Rules, n: int, king: int, markers: dict[int, dict[str, int]] | None = None,
              nobles: dict[int, list[str]] | None = None,
              banners: dict[int, list[int]] | None = None) -> dict[str, Any]:
    players = _players(n)
    markers = markers or {}
    nobles = nobles or {}
    playable = rules.components.markers_per_player - rules.components.score_track_markers
    supply = {}
    for p in players:
        used = sum(m.get(p, 0) for m in markers.values()) + sum(o.count(p) for o in nobles.values())
        supply[p] = max(0, playable - used)
    return position_document(rules, players, king, markers, nobles, {p: 0 for p in players}, supply, 0, banners)


def _prove_ties(inv_id: str, rules: Rules) -> ProofResult:
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
            extra: dict[int, list[int]] = {}
            if custom:
                length = int_value(small, banner.length)
                extra = {region: [int_value(small, b) for b in banner.values[:length]]}
            players = _players(n)
            pos = _position(rules, n, region,
                            markers={region: dict(zip(players, infl))}, banners=extra)
            shown = list(extra.get(region, ())) or list(rules.board.regions[region].banner)
            return ProofResult(inv_id, False, cases, pos,
                               message("z3.ties", n=n, region=rules.board.name(region), banner=str(shown),
                                       influence=str(infl)))
    return ProofResult(inv_id, True, cases, detail=f"{counts_text(rules)} players, any banner of 1-4 non-increasing "
                                                   "values (so every spec banner), all influence values")


def _prove_nobles(inv_id: str, rules: Rules) -> ProofResult:
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
        pos = _position(rules, n, region, markers={region: markers}, nobles={region: nobles})
        return ProofResult(inv_id, False, cases, pos,
                           message("z3.nobles", n=n, region=rules.board.name(region), markers=str(markers),
                                   nobles=str(nobles)))
    return ProofResult(inv_id, True, cases,
                       detail=f"{counts_text(rules)} players, all marker counts, every legal set of old Nobles")


def _prove_chain(inv_id: str, rules: Rules) -> ProofResult:
    cases = 0
    for region in rules.roads.route:
        owned = {r: z3.Bool(f"noble_{r}") for r in rules.roads.route}
        bonus, size = chain_bonus(rules, region, owned)
        rulebook_pairs = [(min(p), max(p)) for p in RULEBOOK_ROADS]         # each road a pair of regions
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
        pos = _position(rules, 2, region, nobles={r: [PLAYER_NAMES[0]] for r in held})
        return ProofResult(inv_id, False, cases, pos,
                           message("z3.chain", player=PLAYER_NAMES[0], held=[rules.board.name(r) for r in held],
                                   region=rules.board.name(region)))
    return ProofResult(inv_id, True, cases, detail="every scored region, every set of the owner's Nobles (2^8)")


PROVERS = {**{k: _prove_ties for k in TIE_PROPERTIES}, **{k: _prove_nobles for k in NOBLE_PROPERTIES},
           "chain.equals-component": _prove_chain, "chain.at-least-one": _prove_chain,
           "chain.at-most-owner-nobles": _prove_chain}


def prove(inv_id: str, rules: Rules, variant_names: Sequence[str] = ()) -> ProofResult | None:
    """(variant_names: the caller's names for the variants, as the round proofs take them; a
    counterexample names the variants as the rules do, rules.variant_refs.)
Prove one invariant over the model, or None when the model does not cover it."""
    prover = PROVERS.get(inv_id)
    return prover(inv_id, rules) if prover else None
