"""The catalogue's whole-round invariants, proved over the round model (properties/models/round.py).

Each property below is the catalogue's statement (properties/statements/invariants.py) written over the
model's terms, with the rulebook's facts (properties/statements/rulebook.py: the route, the side road, 40
points, three cards, one marker per Knight, the Dragon and the Witch once a game) and never the
ruleset under test: the model plays the ruleset's data and rulings, the statement holds it to the
rulebook. For every player count the ruleset allows (2-5 under the rulebook, up to 8 in a variant)
Z3 looks for a legal position before the round and legal cards that break the statement: none
means PROVED. Otherwise the model's round becomes a one-round game record
(`referee replay` reads it), replayed by the engine before it is shown: the catalogue's own check
must fail on the replay too, or the model and the engine disagree, which is reported as such.
"""

from __future__ import annotations

import itertools
from typing import Any, Callable

import z3

from ...engine.cards import DRAGON as DRAGON_KIND
from ...engine.cards import WITCH as WITCH_KIND
from ...engine.position import Position
from ...messages import Sentence, Text, text
from ...rules import Rules
from ..models.cards import DRAGON, WITCH
from ..models.round import PassMode, PassStart, RoundModel, last_scored, mux, round_model, scoring_pass
from ..models.terms import Term
from ..players import player_counts
from ..round_values import concrete_round
from ..rounds import CardRound, Plays, describe_cards, play_round_logged
from ..statements import rulebook as rb
from ..statements.invariants import BY_ID
from .result import ProofResult, solve

SMALL = (0, 1, 2)    # a counterexample has the fewest markers per region and player (up to 2) that break it
SMALL_SECONDS = 1.0  # the time each of those searches may take (a smaller counterexample is a nicety)


def rulebook_next(region: Term) -> z3.ArithRef:
    """The next region on the rulebook's route (-1 off it)."""
    return mux(region, {r: rb.next_on_route(r) for r in rb.ROUTE}, default=-1)


def _side_road(a: Term, b: Term) -> z3.BoolRef:
    pairs = [tuple(p) for p in rb.SIDE_ROADS]
    return z3.Or([z3.Or(z3.And(a == x, b == y), z3.And(a == y, b == x)) for x, y in pairs])


def _king_moves(m: RoundModel) -> list[tuple[Term, Term, Term]]:
    """(from, to, taken) for every step of the King's travel: between scored regions, then his move."""
    steps = [(m.path[j - 1], m.path[j], m.alive[j]) for j in range(1, len(m.path))]
    return steps + [(last_scored(m.path, m.alive), m.king_after, z3.BoolVal(True))]


def regions_scored(m: RoundModel, rules: Rules) -> Term:
    length = z3.Sum([z3.If(a, 1, 0) for a in m.alive])
    follows = [z3.Implies(m.alive[j], m.path[j] == rulebook_next(m.path[j - 1])) for j in range(1, len(m.path))]
    return z3.And(length == 1 + m.dragons, m.path[0] == m.before.king, *follows)


def ends_past_last(m: RoundModel, rules: Rules) -> Term:
    return m.king_after == rulebook_next(last_scored(m.path, m.alive))


def never_side_road(m: RoundModel, rules: Rules) -> Term:
    return z3.And([z3.Implies(z3.And(taken, _side_road(a, b)), b == rulebook_next(a))
                   for a, b, taken in _king_moves(m)])


def conserved(m: RoundModel, rules: Rules) -> Term:
    """Every player's markers on the board, Nobles, supply and score-track marker: the rulebook's 20,
    before the round and at its end (after any final scoring)."""
    out = []
    for i, pc in enumerate(m.cards.players):
        before = z3.Sum([m.before.markers[r][i] + m.before.nobles[r][i] for r in m.regions]) + pc.supply
        after = z3.Sum([m.final.markers_after[r][i] + m.final.nobles_after[r][i] for r in m.regions])
        after = after + m.supply_at_end[i]
        out += [before + rb.SCORE_TRACK_MARKERS == rb.MARKERS, after + rb.SCORE_TRACK_MARKERS == rb.MARKERS]
    return z3.And(out)


def region_flows(m: RoundModel) -> list[Term]:
    """Lemmas for markers.conserved, two per region and player: what stood in a region (and was placed
    there) is what stands there after the round's scoring plus what went home from it; the same for
    the final scoring. Each is an instance of one scoring step, true in every round when
    step_conserves proves that step for every integer; Z3 then only adds them up."""
    rnd, final = m.round, m.final
    out = []
    for r in m.regions:
        for i in range(m.n):
            kept = rnd.markers_after[r][i] + rnd.nobles_after[r][i]
            out.append(m.mid[r][i] + m.before.nobles[r][i] == kept + rnd.home[r][i])
            out.append(kept == final.markers_after[r][i] + final.nobles_after[r][i] + final.home[r][i])
    return out


def step_conserves(rules: Rules, n: int, creates: bool) -> bool:
    """One region's scoring step (models/round.py's scoring_pass) keeps every player's markers and Nobles:
    those in the region before = those left + those sent home, for every integer count (no bound
    assumed, so that every instance of the step in the round model holds too)."""
    region = rules.roads.route[0]
    markers = [z3.Int(f"step_markers{i}") for i in range(n)]
    nobles = [z3.Int(f"step_nobles{i}") for i in range(n)]
    scored = z3.Bool("step_scored")
    start = PassStart({region: markers}, {region: nobles}, {region: scored}, {region: z3.IntVal(0)})
    step = scoring_pass(rules, n, start, PassMode(creates=creates, pays=False, amounts=False))
    flow = z3.And([markers[i] + nobles[i] == step.markers_after[region][i] + step.nobles_after[region][i]
                   + step.home[region][i] for i in range(n)])
    return solve(z3.Solver(), [z3.Not(flow)]) is None


def scored_emptied(m: RoundModel, rules: Rules) -> Term:
    return z3.And([z3.Implies(z3.Or(m.round.scored[r], m.final.scored[r]), z3.And([x == 0 for x in
                                                                                   m.final.markers_after[r]]))
                   for r in m.regions])


def paid_every_owner(m: RoundModel, rules: Rules) -> Term:
    return z3.And([z3.Implies(m.round.scored[r], z3.And([(m.final.nobles_after[r][i] >= 1) == m.round.paid[r][i]
                                                          for i in range(m.n)]))
                   for r in m.regions])


def exactly_at_threshold(m: RoundModel, rules: Rules) -> Term:
    return m.game_over == z3.Or([s >= rb.THRESHOLD for s in m.round_scores])


def final_covers(m: RoundModel, rules: Rules) -> Term:
    out = []
    for r in sorted(set(m.regions) | set(rb.ROUTE)):
        final = m.final.scored.get(r, z3.BoolVal(False))
        unscored = z3.Not(m.round.scored[r]) if r in m.round.scored else z3.BoolVal(True)
        out.append(final == z3.And(m.game_over, z3.BoolVal(r in rb.ROUTE), unscored))
    return z3.And(out)


def final_no_nobles(m: RoundModel, rules: Rules) -> Term:
    out = []
    for r in m.regions:
        f = m.final
        out.append(z3.Implies(f.scored[r], z3.And(z3.Not(f.noble_made[r]), *[z3.Not(p) for p in f.paid[r]])))
        out.append(z3.Implies(z3.And(f.scored[r], z3.Not(m.round.scored[r])),
                              z3.And([f.nobles_after[r][i] == m.before.nobles[r][i] for i in range(m.n)])))
    return z3.And(out)


def winners_most(m: RoundModel, rules: Rules) -> Term:
    return winners_statement(m.game_over, m.winners, m.final_scores, m.nobles_at_end)


def winners_statement(over: Term, winners: list[Term], scores: list[Term], nobles: list[Term]) -> Term:
    """Someone wins; the winners are the players on the most points and, among them, the most Nobles."""
    n = len(scores)
    top = [z3.And([scores[i] >= scores[j] for j in range(n)]) for i in range(n)]
    most = [z3.And([z3.Implies(top[j], nobles[i] >= nobles[j]) for j in range(n)]) for i in range(n)]
    return z3.Implies(over, z3.And(z3.Or(winners), *[winners[i] == z3.And(top[i], most[i]) for i in range(n)]))


def markers_placed(m: RoundModel, rules: Rules) -> Term:
    players = m.cards.players
    return z3.Sum([p.knight_markers() for p in players]) == \
        z3.Sum([p.knights_effective() for p in players]) * rb.KNIGHT_EXTRA_MARKERS


def spent_never_return(m: RoundModel, rules: Rules) -> Term:
    out = []
    once = rules.components.once_per_game
    for p in m.cards.players:
        for kind in rb.ONCE_PER_GAME:
            code = {DRAGON_KIND: DRAGON, WITCH_KIND: WITCH}[kind]
            revealed, earlier = p.revealed(code), p.spent[kind]
            after = earlier + (revealed if kind in once else 0)
            out.append(revealed + earlier <= 1)
            out.append(z3.Implies(revealed >= 1, after >= 1))
    return z3.And(out)


def witch_last(m: RoundModel, rules: Rules) -> Term:
    n, players = m.n, m.cards.players
    at_once = rules.cards.witch_reselects == "at-once"
    out = []
    for w in range(n):
        again = z3.And(players[w].witch, players[w].again.length >= 1)
        when = 2 * w + 1 if at_once else 2 * (n + w)          # other players reveal at 2 * seat
        for j in range(n):
            if j != w:
                revealed = z3.And(z3.Not(players[j].witch), players[j].first.length >= 1)
                out.append(z3.Implies(z3.And(again, revealed), when > 2 * j))
    return z3.And(out)


def three_per_round(m: RoundModel, rules: Rules) -> Term:
    at_most = rules.choice("card-count-when-short") == "supply-at-round-start-at-most"
    out = []
    for p in m.cards.players:
        want = z3.If(p.supply < rb.CARDS_PER_ROUND, p.supply, rb.CARDS_PER_ROUND)
        length = p.first.length
        ok = length <= want if at_most else length == want
        out.append(z3.Implies(z3.Not(p.witch), ok))
    return z3.And(out)


PROPERTIES: dict[str, Callable[[RoundModel, Rules], Term]] = {
    "markers.conserved": conserved,
    "markers.scored-regions-emptied": scored_emptied,
    "chain.paid-to-every-owner": paid_every_owner,
    "king.regions-scored": regions_scored,
    "king.ends-past-last-scored": ends_past_last,
    "king.never-travels-side-road": never_side_road,
    "end.exactly-at-threshold": exactly_at_threshold,
    "end.final-covers-unscored-regions": final_covers,
    "end.final-no-nobles": final_no_nobles,
    "end.winners-hold-most-points": winners_most,
    "cards.markers-placed": markers_placed,
    "cards.spent-never-return": spent_never_return,
    "cards.witch-resolves-last": witch_last,
    "cards.three-per-round": three_per_round,
}


class RoundProver:
    """Round models per player count, built on first use and shared by every property.

    Each property is first put to the quick model, whose scores are free integers (models/round.py,
    exact=False): unsat there is a proof for every score, so for the round's own. Only when that
    model breaks the property is the exact one (every placing and bonus counted) built and asked,
    for a proof or a real counterexample."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self._models: dict[tuple[int, bool], tuple[RoundModel, z3.Solver]] = {}
        self._steps: dict[tuple[int, bool], bool] = {}      # (players, creates Nobles) -> step conserves

    def model(self, n: int, exact: bool) -> tuple[RoundModel, z3.Solver]:
        if (n, exact) not in self._models:
            m = round_model(self.rules, n, exact=exact)
            solver = z3.Solver()
            solver.add(*m.domain)
            self._models[n, exact] = (m, solver)
        return self._models[n, exact]

    def prove(self, inv_id: str) -> ProofResult:
        prop = PROPERTIES[inv_id]
        cases = 0
        counts = player_counts(self.rules)
        for n in counts:
            found = None
            for exact in (False, True):
                m, solver = self.model(n, exact)
                broken = z3.Not(prop(m, self.rules))
                found = solve(solver, [broken, *self._lemmas(inv_id, m)])
                if found is None:
                    break
            if found is None:
                cases += 1
                continue
            for most, plain in itertools.product(SMALL, (True, False)):
                small = solve(solver, [broken] + _small(m, most, plain), SMALL_SECONDS)
                if small is not None:
                    found = small
                    break
            return self._counterexample(inv_id, m, found, cases)
        return ProofResult(inv_id, True, cases, detail=text("z3.round.proved", low=counts[0], high=counts[-1]))

    def _lemmas(self, inv_id: str, m: RoundModel) -> list[Term]:
        """Facts given to the invariant's query, each proved beforehand: for markers.conserved, the
        region flows when both scoring steps (the round's, the final's) conserve markers."""
        if inv_id != "markers.conserved":
            return []
        steps = [(m.n, True), (m.n, self.rules.end.final_creates_nobles)]
        for key in steps:
            if key not in self._steps:
                self._steps[key] = step_conserves(self.rules, *key)
        return region_flows(m) if all(self._steps[key] for key in steps) else []

    def _counterexample(self, inv_id: str, m: RoundModel, model: Any, cases: int) -> ProofResult:
        position, plays, witch = concrete_round(self.rules, m, model)
        record = round_record(self.rules, position, plays, witch, inv_id)
        broke = engine_breaks(self.rules, position, plays, witch, inv_id)
        if broke is None:
            detail = text("z3.round.not-reproduced", id=inv_id, n=m.n)
            return ProofResult(inv_id, False, cases, record, detail)
        return ProofResult(inv_id, False, cases, record, text("z3.round.counterexample", n=m.n, what=broke))


def _small(m: RoundModel, most: int, plain: bool) -> list[Term]:
    """Bounds for a readable counterexample: at most `most` markers per region and player, Nobles
    likewise but never more than one; `plain`: nobody plays the Witch."""
    out = [z3.Not(p.witch) for p in m.cards.players] if plain else []
    for r in m.regions:
        out += [x <= most for x in m.before.markers[r]]
        out += [x <= min(most, 1) for x in m.before.nobles[r]]
    return out


def engine_breaks(rules: Rules, position: Position, plays: Plays, witch: Plays,
                  inv_id: str) -> Text | None:
    """The catalogue's check on the engine's play of this round: its message, or None when it holds
    (or the engine refuses the cards)."""
    from ...engine.round_play import IllegalPlayError

    try:
        before, after, outcome, played = play_round_logged(rules, position, CardRound(plays, witch))
    except IllegalPlayError:
        return None
    return BY_ID[inv_id].broken(rules, before, after, outcome, played)


def round_record(rules: Rules, position: Position, plays: Plays, witch: Plays,
                 inv_id: str) -> dict[str, Any]:
    """The counterexample as a one-round game record (`referee replay FILE`)."""
    from ..rounds import one_round_record

    comment = Sentence(text("comment.z3-round", id=inv_id, cards=describe_cards(rules, CardRound(plays, witch))))
    record = one_round_record(position.to_dict(rules), plays, witch, rules, comment)
    # the ruleset named in the record, so that `referee replay FILE` alone plays it
    named = {"variants": list(rules.variant_refs), "rulings": dict(rules.chosen_rulings)}
    head = {"comment": record["comment"], "players": record["players"], **{k: v for k, v in named.items() if v}}
    return head | {k: v for k, v in record.items() if k not in head}
