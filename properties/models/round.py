"""A whole round of King's Road in Z3: from the position before the cards to the game's end.

The position before the round is symbolic (the King, every player's markers and Nobles in every
region, scores, supplies, spent cards), for any player count (the proofs ask for each one the
ruleset allows); then, each step reading its parameters from the ruleset under test (the spec's
data, a variant's, the open rulings in force):

- the cards (models.cards.card_phase): what each player places, the Dragons, the Witch;
- the King's walk ("Revealing cards — Dragon"): 1 + Dragons x regions_per_dragon regions from the
  King along his path (the route, or a side road the spec makes him take), never one twice;
- every scored region in turn ("Scoring", "Nobles"): its places and payments
  (models.region.region_points), its Noble decision (models.region.noble_decision), the chain bonus of every
  owner paid (models.region.chain_bonus over the Nobles as they stand when the region is scored: those
  placed earlier in the round count, or not under the ruling dragon-regions), markers home;
- the King's move ("The King travels"), the score track, the end at the threshold, the final
  scoring of the regions [end] final_scoring names (with or without Nobles and bonuses), and the
  winners by [end] tie_break ("Game end and winning").

`round_model(rules, n)` returns every input and every result as terms; properties/proofs/round.py
states the rulebook's invariants over them, and properties/conformance/round_oracle.py checks the referee's
engine against the same terms on concrete rounds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import z3

from ...rules import Rules
from .cards import CardPhase, card_phase
from .region import Banner, chain_bonus, legal_nobles, noble_decision, region_points
from .terms import ByRegion, PerRegion, Term, above, all_of, any_of, at_least, constant, equals, total, when


def mux(index: Term, table: dict[int, Any], default: Term | int = 0) -> Term:
    """table[index] for a symbolic index (region numbers as keys)."""
    expr = constant(default) if isinstance(default, int) else default
    for key, value in table.items():
        expr = when(equals(index, key), value, expr)
    return expr


@dataclass
class Before:
    """The position before the round's cards."""
    king: z3.ArithRef
    markers: PerRegion                # region -> [Int per player]
    nobles: PerRegion                 # region -> [Int per player]
    scores: list[Term]


@dataclass
class Pass:
    """One scoring pass over the board (the round's, or the final scoring)."""
    scored: ByRegion                 # region -> Bool: scored in this pass
    points: PerRegion                 # region -> [points per player]
    bonus: PerRegion                  # region -> [bonus paid per player]
    paid: PerRegion                   # region -> [Bool: a bonus is paid to this player]
    noble_made: ByRegion             # region -> Bool: a Noble decision was taken (the final: creates_nobles)
    nobles_after: PerRegion           # region -> [Nobles per player after the pass]
    markers_after: PerRegion          # region -> [markers per player after the pass]
    used: PerRegion                   # region -> [markers turned into Nobles]
    returned: PerRegion               # region -> [Nobles replaced]
    home: PerRegion                   # region -> [markers and Nobles back to the supply]


@dataclass
class RoundModel:
    n: int
    regions: list[int]           # the spec's regions, route order
    before: Before
    cards: CardPhase
    domain: list[Term]
    mid: PerRegion                    # region -> [markers per player after the cards]
    path: list[Term]                   # the King's path, slot by slot (region numbers)
    alive: list[Term]                  # Bool per slot: the slot is scored
    king_after: z3.ArithRef
    round: Pass
    round_scores: list[Term]           # per player, after the round's scoring, before any final scoring
    game_over: z3.BoolRef
    final: Pass
    final_scores: list[Term]
    nobles_at_end: list[Term]          # Nobles on the board per player at the end
    winners: list[Term]                # Bool per player
    dragons: z3.ArithRef
    supply_at_end: list[Term]          # markers in each player's supply at the end (after any final scoring)
    supply_after_round: list[Term]     # the same after the round's scoring, before any final scoring


BUILT_KEPT = 24      # round models kept per process (the most recently asked; each a few MB of terms)
_built: dict[tuple[str, int, str, bool], RoundModel] = {}


def round_model(rules: Rules, n: int, tag: str = "r", exact: bool = True) -> RoundModel:
    """The round for n players. exact=False leaves the points out: every score after the round and
    after the final scoring is a free integer (an over-approximation: whatever holds for every score
    holds for the round's own, and it is quick to build and to solve).

    A model is terms only, never changed once built: asked again with the same ruleset (its whole
    value), players, tag and exactness, the one built before is handed back (BUILT_KEPT kept), as
    `check --exhaustive` and the tests ask the same models several times."""
    key = (repr(rules), n, tag, exact)
    if key in _built:
        _built[key] = _built.pop(key)           # the most recently asked last
        return _built[key]
    built = _build(rules, n, tag, exact)
    _built[key] = built
    while len(_built) > BUILT_KEPT:
        del _built[next(iter(_built))]
    return built


def _build(rules: Rules, n: int, tag: str, exact: bool) -> RoundModel:
    regions = list(rules.roads.route)
    before, domain = _before(rules, n, regions, tag)
    cards = card_phase(rules, n, f"{tag}c")
    domain += cards.domain + _supplies(rules, before, cards, regions)
    mid = {r: [before.markers[r][i] + cards.players[i].placed(r) for i in range(n)] for r in regions}
    dragons = cards.dragons()
    path, alive = king_walk(rules, before.king, 1 + dragons * rules.round.regions_per_dragon)
    order = {r: total([when(all_of([alive[j], equals(path[j], r)]), j, 0) for j in range(len(path))]) for r in regions}
    scored = {r: any_of([all_of([alive[j], equals(path[j], r)]) for j in range(len(path))]) for r in regions}
    rnd = scoring_pass(rules, n, PassStart(mid, before.nobles, scored, order),
                       PassMode(creates=True, pays=True, amounts=exact,
                                round_start_nobles=rules.choice("dragon-regions") == "round-start-nobles"))
    leaving = before.king if rules.round.king_moves == "next-after-king" else last_scored(path, alive)
    king_after = king_step(rules, leaving)
    if exact:
        round_scores = [before.scores[i] + z3.Sum([rnd.points[r][i] + rnd.bonus[r][i] for r in regions])
                        for i in range(n)]
    else:
        round_scores = [z3.Int(f"{tag}_round_score{i}") for i in range(n)]
    game_over = z3.Or([s >= rules.end.threshold for s in round_scores])
    final = final_pass(rules, n, rnd, game_over, king_after, exact)
    if exact:
        final_scores = [round_scores[i] + z3.Sum([final.points[r][i] + final.bonus[r][i] for r in regions])
                        for i in range(n)]
    else:
        final_scores = [z3.Int(f"{tag}_final_score{i}") for i in range(n)]
    nobles_at_end = [z3.Sum([final.nobles_after[r][i] for r in regions]) for i in range(n)]
    w = rules.scoring.noble_influence
    influence = [z3.Sum([rnd.markers_after[r][i] + w * rnd.nobles_after[r][i] for r in regions]) for i in range(n)]
    chosen = winners(rules, game_over, final_scores, nobles_at_end, influence)
    after_round = [pc.supply - z3.Sum([pc.placed(r) for r in regions]) + z3.Sum([rnd.home[r][i] for r in regions])
                   for i, pc in enumerate(cards.players)]
    supply = [after_round[i] + z3.Sum([final.home[r][i] for r in regions]) for i in range(n)]
    return RoundModel(n, regions, before, cards, domain, mid, path, alive, king_after, rnd, round_scores, game_over,
                      final, final_scores, nobles_at_end, chosen, dragons, supply, after_round)


def _supplies(rules: Rules, before: Before, cards: CardPhase, regions: list[int]) -> list[Term]:
    """Each player's supply: the markers they can play minus those on the board and their Nobles."""
    comp = rules.components
    playable = comp.markers_per_player - comp.score_track_markers
    return [pc.supply == playable - z3.Sum([before.markers[r][i] + before.nobles[r][i] for r in regions])
            for i, pc in enumerate(cards.players)]


def last_scored(path: list[Term], alive: list[Term]) -> z3.ArithRef:
    """The last region the King's walk scores."""
    slots = len(path)
    return z3.Sum([z3.If(z3.And(alive[j], z3.Not(alive[j + 1]) if j + 1 < slots else True), path[j], 0)
                   for j in range(slots)])


def _before(rules: Rules, n: int, regions: list[int], tag: str) -> tuple[Before, list[Term]]:
    king = z3.Int(f"{tag}_king")
    markers = {r: [z3.Int(f"{tag}_m{r}_{i}") for i in range(n)] for r in regions}
    nobles = {r: [z3.Int(f"{tag}_h{r}_{i}") for i in range(n)] for r in regions}
    scores = [z3.Int(f"{tag}_score{i}") for i in range(n)]
    dom = [z3.Or([king == r for r in regions])]
    for r in regions:
        dom += [m >= 0 for m in markers[r]]
        dom += legal_nobles(rules, nobles[r])
    # a game still going: nobody has reached the threshold yet
    dom += [z3.And(s >= 0, s < rules.end.threshold) for s in scores]
    return Before(king, markers, nobles, scores), dom


def king_steps(rules: Rules) -> dict[int, int]:
    """Where the King goes from each region, read from the spec's data ("The King travels"): the
    next region on [roads] route (cyclic), unless [roads] king_side_roads sends him along a side
    road. Written here from the data, not asked of the engine's board, so that the model and the
    engine are two readings of the rules that can disagree."""
    route = list(rules.roads.route)
    steps = {r: route[(k + 1) % len(route)] for k, r in enumerate(route)}
    steps.update({a: b for a, b in rules.roads.king_side_roads})
    return steps


def king_step(rules: Rules, region: Term) -> z3.ArithRef:
    """Where the King goes from `region` (king_steps), for a symbolic region."""
    return mux(region, king_steps(rules))


def king_walk(rules: Rules, king: Term, wanted: Term) -> tuple[list[Term], list[Term]]:
    """(path, alive): the King's region and the ones he would travel next, slot by slot; a slot is
    scored while fewer than `wanted` regions are and its region is a new one."""
    slots = len(rules.roads.route)
    path = [king]
    for _ in range(slots - 1):
        path.append(king_step(rules, path[-1]))
    alive = [z3.BoolVal(True)]
    for j in range(1, slots):
        fresh = z3.And([path[j] != path[m] for m in range(j)])
        alive.append(z3.And(alive[j - 1], j < wanted, fresh))
    return path, alive


@dataclass(frozen=True)
class PassStart:
    """The board a scoring pass starts from, as terms: region -> [markers per player], region ->
    [Nobles per player], region -> Bool (scored in this pass), region -> Int (its turn)."""
    markers: PerRegion
    nobles: PerRegion
    scored: ByRegion
    order: ByRegion


@dataclass(frozen=True)
class PassMode:
    """What a scoring pass does besides the placings: the Noble decision (`creates`), the Noble
    bonus (`pays`), a bonus counting the Nobles of the round's start (`round_start_nobles`, the
    ruling dragon-regions), and whether it counts points at all (`amounts` False: placings and
    bonuses read 0, who is paid stays)."""
    creates: bool
    pays: bool
    round_start_nobles: bool = False
    amounts: bool = True


def scoring_pass(rules: Rules, n: int, start: PassStart, mode: PassMode) -> Pass:
    """Score every region with start.scored[r] true, in start.order (adjudicate._score_region):
    points, the Noble decision, the chain bonuses, markers home, as `mode` says."""
    points = _placing_points(rules, n, start, mode)
    nobles_after, used, returned, decided = _noble_decisions(rules, n, start, mode)
    bonus, paid = _noble_bonuses(rules, n, start, mode, nobles_after, used)
    markers_after = {r: [when(start.scored[r], 0, start.markers[r][i]) for i in range(n)] for r in start.markers}
    # a scored region's markers go home but the one left as a Noble; a replaced Noble too, unless the
    # ruling replaced-noble takes it out of the game
    to_supply = rules.choice("replaced-noble") == "owner-supply"
    home = {r: [when(start.scored[r], start.markers[r][i] - used[r][i], 0) + (returned[r][i] if to_supply else 0)
                for i in range(n)] for r in start.markers}
    return Pass(start.scored, points, bonus, paid, decided, nobles_after, markers_after, used, returned, home)


def _placing_points(rules: Rules, n: int, start: PassStart, mode: PassMode) -> PerRegion:
    """region -> [placing points per player] ("Scoring", "Scoring — Ties"), 0 where not scored."""
    if not mode.amounts:
        return {r: [z3.IntVal(0)] * n for r in start.markers}
    w = rules.scoring.noble_influence
    points = {}
    for r in start.markers:
        influence = [start.markers[r][i] + w * start.nobles[r][i] for i in range(n)]
        pts = region_points(rules, influence, Banner.concrete(rules.board.regions[r].banner)).points
        points[r] = [when(start.scored[r], pts[i], 0) for i in range(n)]
    return points


def _noble_decisions(rules: Rules, n: int, start: PassStart,
                     mode: PassMode) -> tuple[PerRegion, PerRegion, PerRegion, ByRegion]:
    """(Nobles after, markers used as Nobles, Nobles replaced, decision taken) per region ("Nobles")."""
    nobles_after, used, returned, decided = {}, {}, {}, {}
    for r in start.markers:
        scored = start.scored[r]
        if mode.creates:
            d = noble_decision(rules, start.markers[r], start.nobles[r])
            nobles_after[r] = [when(scored, d.after[i], start.nobles[r][i]) for i in range(n)]
            used[r] = [when(scored, d.used[i], 0) for i in range(n)]
            returned[r] = [when(scored, d.returned[i], 0) for i in range(n)]
        else:
            nobles_after[r] = list(start.nobles[r])
            used[r] = [z3.IntVal(0)] * n
            returned[r] = [z3.IntVal(0)] * n
        decided[r] = z3.And(scored, z3.BoolVal(mode.creates))
    return nobles_after, used, returned, decided


def _noble_bonuses(rules: Rules, n: int, start: PassStart, mode: PassMode, nobles_after: PerRegion,
                   used: PerRegion) -> tuple[PerRegion, PerRegion]:
    """(bonus, paid) per region and player ("Nobles"): who is paid the bonus of a scored region, and
    how much, counting the owner's Nobles as they stand when that region is scored."""
    bonus: PerRegion = {}
    paid: PerRegion = {}
    for r in start.markers:
        bonus[r], paid[r] = [], []
        for i in range(n):
            if not mode.pays:
                bonus[r].append(z3.IntVal(0))
                paid[r].append(z3.BoolVal(False))
                continue
            is_paid = all_of([start.scored[r], at_least(nobles_after[r][i], 1)])
            if rules.nobles.bonus_paid_to == "new-noble-only":
                is_paid = all_of([is_paid, at_least(used[r][i], 1)])
            paid[r].append(is_paid)
            if not mode.amounts:
                bonus[r].append(z3.IntVal(0))
                continue
            value, _ = chain_bonus(rules, r, _owned_when_scored(start, mode, nobles_after, r, i))
            bonus[r].append(when(is_paid, value, 0))
    return bonus, paid


def _owned_when_scored(start: PassStart, mode: PassMode, nobles_after: PerRegion, r: int, i: int) -> ByRegion:
    """Bool per region: player i holds a Noble there when region r is scored (its own decision
    taken; an earlier region's too, unless the bonus counts the round's start)."""
    owned = {}
    for q in start.markers:
        if q == r:
            owned[q] = at_least(nobles_after[r][i], 1)
        elif mode.round_start_nobles:
            owned[q] = at_least(start.nobles[q][i], 1)
        else:
            earlier = all_of([start.scored[q], above(start.order[r], start.order[q])])
            owned[q] = at_least(when(earlier, nobles_after[q][i], start.nobles[q][i]), 1)
    return owned


def final_pass(rules: Rules, n: int, rnd: Pass, over: Term, king: Term, exact: bool) -> Pass:
    """The final scoring when the game is `over` ("Game end and winning"): the regions [end]
    final_scoring names, in their order from the King, with Nobles and bonuses as [end] says."""
    end, regions = rules.end, list(rnd.scored)
    if end.final_scoring == "none":
        chosen = {r: z3.BoolVal(False) for r in regions}
    elif end.final_scoring == "all-regions":
        chosen = {r: over for r in regions}
    else:
        chosen = {r: z3.And(over, z3.Not(rnd.scored[r])) for r in regions}
    start = PassStart(rnd.markers_after, rnd.nobles_after, chosen, _final_order(rules, king, regions))
    return scoring_pass(rules, n, start, PassMode(creates=end.final_creates_nobles,
                                                  pays=end.final_pays_noble_bonus, amounts=exact))


def _final_order(rules: Rules, king: Term, regions: list[int]) -> ByRegion:
    """Each region's turn in the final scoring: along the route from the King (ruling
    final-scoring-order: by number)."""
    if rules.choice("final-scoring-order") == "region-number":
        ranked = sorted(regions)
        return {r: z3.IntVal(ranked.index(r)) for r in regions}
    size = len(regions)
    at = mux(king, {r: k for k, r in enumerate(regions)})
    return {r: (k - at + size) % size for k, r in enumerate(regions)}


def winners(rules: Rules, over: Term, scores: list[Term], nobles: list[Term], influence: list[Term]) -> list[Term]:
    """Bool per player: a winner when the game is `over`, by [end] tie_break among the players on
    the most points (adjudicate._winners): Nobles on the board at the end, or influence on the board
    when the last round ended (before the final scoring), or a shared victory."""
    n = len(scores)
    top = [z3.And([scores[i] >= scores[j] for j in range(n)]) for i in range(n)]
    counts = {"shared": None, "most-influence-on-board": influence}.get(rules.end.tie_break, nobles)
    if counts is None:
        return [z3.And(over, t) for t in top]
    best = [z3.And([z3.Implies(top[j], counts[i] >= counts[j]) for j in range(n)]) for i in range(n)]
    return [z3.And(over, top[i], best[i]) for i in range(n)]
