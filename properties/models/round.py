"""A whole round of King's Road in Z3: from the position before the cards to the game's end.

The position before the round is symbolic (the King, every player's markers and Nobles in every
region, scores, supplies, spent cards), for any player count (the proofs ask for each one the
ruleset allows); then, each step reading its parameters from the ruleset under test (the spec's
data, a variant's, the open rulings in force):

- the cards (z3_cards.card_phase): what each player places, the Dragons, the Witch;
- the King's walk ("Revealing cards — Dragon"): 1 + Dragons x regions_per_dragon regions from the
  King along his path (the route, or a side road the spec makes him take), never one twice;
- every scored region in turn ("Scoring", "Nobles"): its places and payments
  (z3_model.region_points), its Noble decision (z3_model.noble_decision), the chain bonus of every
  owner paid (z3_model.chain_bonus over the Nobles as they stand when the region is scored: those
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

from .cards import CardPhase, card_phase
from .region import Banner, chain_bonus, legal_nobles, noble_decision, region_points


def mux(index, table: dict, default=0):
    """table[index] for a symbolic index (region numbers as keys)."""
    expr = z3.IntVal(default) if isinstance(default, int) else default
    for key, value in table.items():
        expr = z3.If(index == key, value, expr)
    return expr


@dataclass
class Before:
    """The position before the round's cards."""
    king: z3.ArithRef
    markers: dict                # region -> [Int per player]
    nobles: dict                 # region -> [Int per player]
    scores: list


@dataclass
class Pass:
    """One scoring pass over the board (the round's, or the final scoring)."""
    scored: dict                 # region -> Bool: scored in this pass
    points: dict                 # region -> [points per player]
    bonus: dict                  # region -> [bonus paid per player]
    paid: dict                   # region -> [Bool: a bonus is paid to this player]
    noble_made: dict             # region -> Bool: a Noble decision was taken (the final: creates_nobles)
    nobles_after: dict           # region -> [Nobles per player after the pass]
    markers_after: dict          # region -> [markers per player after the pass]
    used: dict                   # region -> [markers turned into Nobles]
    returned: dict               # region -> [Nobles replaced]
    home: dict                   # region -> [markers and Nobles back to the supply]


@dataclass
class RoundModel:
    n: int
    regions: list                # the spec's regions, route order
    before: Before
    cards: CardPhase
    domain: list
    mid: dict                    # region -> [markers per player after the cards]
    path: list                   # the King's path, slot by slot (region numbers)
    alive: list                  # Bool per slot: the slot is scored
    king_after: z3.ArithRef
    round: Pass
    round_scores: list           # per player, after the round's scoring, before any final scoring
    game_over: z3.BoolRef
    final: Pass
    final_scores: list
    nobles_at_end: list          # Nobles on the board per player at the end
    winners: list                # Bool per player
    dragons: z3.ArithRef
    supply_at_end: list          # markers in each player's supply at the end (after any final scoring)


def round_model(rules, n: int, tag: str = "r", exact: bool = True) -> RoundModel:
    """The round for n players. exact=False leaves the points out: every score after the round and
    after the final scoring is a free integer (an over-approximation: whatever holds for every score
    holds for the round's own, and it is quick to build and to solve)."""
    regions = list(rules.roads.route)
    before, domain = _before(rules, n, regions, tag)
    cards = card_phase(rules, n, f"{tag}c")
    domain += cards.domain + _supplies(rules, before, cards, regions)
    mid = {r: [before.markers[r][i] + cards.players[i].placed(r) for i in range(n)] for r in regions}
    dragons = cards.dragons()
    path, alive = king_walk(rules, before.king, 1 + dragons * rules.round.regions_per_dragon)
    order = {r: z3.Sum([z3.If(z3.And(alive[j], path[j] == r), j, 0) for j in range(len(path))]) for r in regions}
    scored = {r: z3.Or([z3.And(alive[j], path[j] == r) for j in range(len(path))]) for r in regions}
    rnd = scoring_pass(rules, n, mid, before.nobles, scored, order, creates=True, pays=True,
                       round_start_nobles=rules.choice("dragon-regions") == "round-start-nobles", amounts=exact)
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
    supply = [pc.supply - z3.Sum([pc.placed(r) for r in regions])
              + z3.Sum([rnd.home[r][i] + final.home[r][i] for r in regions]) for i, pc in enumerate(cards.players)]
    return RoundModel(n, regions, before, cards, domain, mid, path, alive, king_after, rnd, round_scores, game_over,
                      final, final_scores, nobles_at_end, chosen, dragons, supply)


def _supplies(rules, before: Before, cards: CardPhase, regions) -> list:
    """Each player's supply: the markers they can play minus those on the board and their Nobles."""
    comp = rules.components
    playable = comp.markers_per_player - comp.score_track_markers
    return [pc.supply == playable - z3.Sum([before.markers[r][i] + before.nobles[r][i] for r in regions])
            for i, pc in enumerate(cards.players)]


def last_scored(path: list, alive: list) -> z3.ArithRef:
    """The last region the King's walk scores."""
    slots = len(path)
    return z3.Sum([z3.If(z3.And(alive[j], z3.Not(alive[j + 1]) if j + 1 < slots else True), path[j], 0)
                   for j in range(slots)])


def _before(rules, n: int, regions, tag: str) -> tuple[Before, list]:
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


def king_steps(rules) -> dict[int, int]:
    """Where the King goes from each region, read from the spec's data ("The King travels"): the
    next region on [roads] route (cyclic), unless [roads] king_side_roads sends him along a side
    road. Written here from the data, not asked of the engine's board, so that the model and the
    engine are two readings of the rules that can disagree."""
    route = list(rules.roads.route)
    steps = {r: route[(k + 1) % len(route)] for k, r in enumerate(route)}
    steps.update({a: b for a, b in rules.roads.king_side_roads})
    return steps


def king_step(rules, region) -> z3.ArithRef:
    """Where the King goes from `region` (king_steps), for a symbolic region."""
    return mux(region, king_steps(rules))


def king_walk(rules, king, wanted) -> tuple[list, list]:
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


def scoring_pass(rules, n: int, markers: dict, nobles: dict, scored: dict, order: dict, *, creates: bool,
                 pays: bool, round_start_nobles: bool = False, amounts: bool = True) -> Pass:
    """Score every region with scored[r] true, in `order` (adjudicate._score_region): points, the
    Noble decision (when `creates`), the chain bonuses (when `pays`), markers home. amounts=False
    leaves out how many points anyone gets (placings and bonuses read 0): who is paid stays."""
    regions = list(markers)
    w = rules.scoring.noble_influence
    points, nobles_after, used, returned, decided = {}, {}, {}, {}, {}
    for r in regions:
        influence = [markers[r][i] + w * nobles[r][i] for i in range(n)]
        if amounts:
            banner = Banner.concrete(rules.board.regions[r].banner)
            pts = region_points(rules, influence, banner).points
            points[r] = [z3.If(scored[r], pts[i], 0) for i in range(n)]
        else:
            points[r] = [z3.IntVal(0)] * n
        if creates:
            d = noble_decision(rules, markers[r], nobles[r])
            nobles_after[r] = [z3.If(scored[r], d.after[i], nobles[r][i]) for i in range(n)]
            used[r] = [z3.If(scored[r], d.used[i], 0) for i in range(n)]
            returned[r] = [z3.If(scored[r], d.returned[i], 0) for i in range(n)]
        else:
            nobles_after[r] = list(nobles[r])
            used[r] = [z3.IntVal(0)] * n
            returned[r] = [z3.IntVal(0)] * n
        decided[r] = z3.And(scored[r], z3.BoolVal(creates))
    bonus: dict[int, Any] = {}
    paid: dict[int, Any] = {}
    for r in regions:
        bonus[r], paid[r] = [], []
        for i in range(n):
            if not pays:
                bonus[r].append(z3.IntVal(0))
                paid[r].append(z3.BoolVal(False))
                continue
            is_paid = z3.And(scored[r], nobles_after[r][i] >= 1)
            if rules.nobles.bonus_paid_to == "new-noble-only":
                is_paid = z3.And(is_paid, used[r][i] >= 1)
            paid[r].append(is_paid)
            if not amounts:
                bonus[r].append(z3.IntVal(0))
                continue
            owned = {}
            for q in regions:
                if q == r:
                    owned[q] = nobles_after[r][i] >= 1
                elif round_start_nobles:
                    owned[q] = nobles[q][i] >= 1
                else:
                    earlier = z3.And(scored[q], order[q] < order[r])
                    owned[q] = z3.If(earlier, nobles_after[q][i], nobles[q][i]) >= 1
            value, _ = chain_bonus(rules, r, owned)
            bonus[r].append(z3.If(is_paid, value, 0))
    markers_after = {r: [z3.If(scored[r], 0, markers[r][i]) for i in range(n)] for r in regions}
    # a scored region's markers go home but the one left as a Noble; a replaced Noble too, unless the
    # ruling replaced-noble takes it out of the game
    to_supply = rules.choice("replaced-noble") == "owner-supply"
    home = {r: [z3.If(scored[r], markers[r][i] - used[r][i], 0) + (returned[r][i] if to_supply else 0)
                for i in range(n)] for r in regions}
    return Pass(scored, points, bonus, paid, decided, nobles_after, markers_after, used, returned, home)


def final_pass(rules, n: int, rnd: Pass, over, king, exact: bool) -> Pass:
    """The final scoring when the game is `over` ("Game end and winning"): the regions [end]
    final_scoring names, in their order from the King, with Nobles and bonuses as [end] says."""
    end, regions = rules.end, list(rnd.scored)
    if end.final_scoring == "none":
        chosen = {r: z3.BoolVal(False) for r in regions}
    elif end.final_scoring == "all-regions":
        chosen = {r: over for r in regions}
    else:
        chosen = {r: z3.And(over, z3.Not(rnd.scored[r])) for r in regions}
    return scoring_pass(rules, n, rnd.markers_after, rnd.nobles_after, chosen, _final_order(rules, king, regions),
                        creates=end.final_creates_nobles, pays=end.final_pays_noble_bonus, amounts=exact)


def _final_order(rules, king, regions) -> dict:
    """Each region's turn in the final scoring: along the route from the King (ruling
    final-scoring-order: by number)."""
    if rules.choice("final-scoring-order") == "region-number":
        ranked = sorted(regions)
        return {r: z3.IntVal(ranked.index(r)) for r in regions}
    size = len(regions)
    at = mux(king, {r: k for k, r in enumerate(regions)})
    return {r: (k - at + size) % size for k, r in enumerate(regions)}


def winners(rules, over, scores: list, nobles: list, influence: list) -> list:
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
