"""Z3 as a designer's question-answerer: is there a position where two rulesets disagree on the
outcome of a scoring: the points each player is awarded (on="points"), or the winners of a
round that ends the game (on="winner")?

The points question is posed over one scoring of the King's region with no Dragon, scores below the
end threshold (so no final scoring), 2-5 players, each player's markers in that region up to a
bound, every legal placement of old Nobles on the whole board (legal under both rulesets).
The winner question adds every score below the threshold and the final scoring of the other
regions, which hold Nobles but no markers (a bound, stated in the answer).
The two rulesets' models are built from their own spec data (models/region.py), so any variant file
can be compared. The answer is confirmed by running the Python referee under both rulesets.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import z3

from ...messages import Sentence, Text, in_lang, text
from ...rules import Rules
from ..models import region as zm
from ..models.terms import ByRegion, Term
from ..players import PLAYER_NAMES, shared_counts


@dataclass
class DifferResult:
    position: dict[str, Any] | None
    bounds: Text                         # the search's limits (str() is English)
    explanation: Text | str = ""         # what differs, in words (str() is English)
    outcomes: dict[str, Any] | None = None   # ruleset label -> points awarded, or winners
    confirmed: bool = False

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """The JSON form; `bounds` and `explanation` in `lang`."""
        return {"found": self.position is not None, "bounds": self.bounds.render(lang),
                "explanation": in_lang(self.explanation, lang),
                "outcomes": self.outcomes, "confirmed_by_referee": self.confirmed, "position": self.position}


def _awarded(rules: Rules, region: int, markers: list[Term], held: list[Term], elsewhere: list[ByRegion],
             n: int) -> list[Term]:
    """Z3 terms: points each player gets from scoring `region` (places + chain bonus)."""
    return _scoring(rules, region, markers, held, elsewhere, n)[0]


def _scoring(rules: Rules, region: int, markers: list[Term], held: list[Term], elsewhere: list[ByRegion],
             n: int) -> tuple[list[Term], list[Term]]:
    """(points per player, Nobles per player in `region` afterwards) for one scoring of `region`."""
    route = rules.roads.route
    decision = zm.noble_decision(rules, markers, held)
    banner = zm.Banner.concrete(rules.board.regions[region].banner)
    scoring = zm.region_points(rules, decision.influence, banner)
    out = []
    for i in range(n):
        owned = {v: (decision.after[i] >= 1 if v == region else elsewhere[i][v]) for v in route}
        bonus, _ = zm.chain_bonus(rules, region, owned)
        paid = decision.after[i] >= 1
        if rules.nobles.bonus_paid_to == "new-noble-only":
            paid = decision.used[i] >= 1
        out.append(scoring.points[i] + z3.If(paid, bonus, 0))
    return out, decision.after


def _winners(rules: Rules, region: int, scores: list[Term], markers: list[Term], held: list[Term],
             elsewhere: list[ByRegion], n: int) -> tuple[Term, list[Term]]:
    """(game over, Bool per player: among the winners) when the round scores only `region` and the
    other regions hold Nobles but no markers (the bounds of the question)."""
    route = rules.roads.route
    awarded, after_here = _scoring(rules, region, markers, held, elsewhere, n)
    total = [scores[i] + awarded[i] for i in range(n)]
    over = z3.Or([t >= rules.end.threshold for t in total])
    final = list(total)
    for v in route:
        if v == region:
            continue
        influence = [z3.If(elsewhere[i][v], rules.scoring.noble_influence, 0) for i in range(n)]
        banner = zm.Banner.concrete(rules.board.regions[v].banner)
        pts = zm.region_points(rules, influence, banner).points
        final = [final[i] + pts[i] for i in range(n)]
    nobles = [after_here[i] + zm.count(list(elsewhere[i].values())) for i in range(n)]
    top = [z3.And([final[i] >= final[j] for j in range(n)]) for i in range(n)]
    win = [z3.And(top[i], *[z3.Implies(top[j], nobles[i] >= nobles[j]) for j in range(n)]) for i in range(n)]
    return over, win


def search(base: Rules, other: Rules, variant_names: Sequence[str] = (), max_markers: int = 19, on: str = "points",
           progress: Callable[[Text], None] = lambda s: None) -> DifferResult:
    """on="points": the points awarded differ; on="winner": the game ends under both and the winners differ."""
    counts = shared_counts(base, other)
    bounds = (text("differ.bounds.winner" if on == "winner" else "differ.bounds.points", markers=max_markers,
                   threshold=base.end.threshold, low=counts[0], high=counts[-1])
              if counts else text("differ.bounds.no-players"))
    playable = base.components.markers_per_player - base.components.score_track_markers
    route = list(base.roads.route)
    limits = [r.nobles.max_per_region for r in (base, other) if r.nobles.max_per_region]
    per_region = min(limits) if limits else None
    for n in counts:
        for region in route:
            progress(text("differ.progress.position", n=n, region=base.board.name(region)))
            markers = [z3.Int(f"m{i}") for i in range(n)]
            held = [z3.Int(f"h{i}") for i in range(n)]
            elsewhere = [{v: z3.Bool(f"n{i}_{v}") for v in route if v != region} for i in range(n)]
            opt = z3.Optimize()
            opt.add(*[z3.And(m >= 0, m <= max_markers) for m in markers])
            for rules in (base, other):
                opt.add(*zm.legal_nobles(rules, held))
            for v in route:
                if v != region and per_region is not None:
                    opt.add(zm.count([elsewhere[i][v] for i in range(n)]) <= per_region)
            for i in range(n):
                opt.add(markers[i] + held[i] + zm.count(list(elsewhere[i].values())) <= playable)
            scores = [z3.Int(f"s{i}") for i in range(n)]
            if on == "winner":
                opt.add(*[z3.And(x >= 0, x < min(base.end.threshold, other.end.threshold)) for x in scores])
                over_a, a = _winners(base, region, scores, markers, held, elsewhere, n)
                over_b, b = _winners(other, region, scores, markers, held, elsewhere, n)
                opt.add(over_a, over_b, z3.Or([x != y for x, y in zip(a, b)]))
            else:
                opt.add(*[x == 0 for x in scores])
                a = _awarded(base, region, markers, held, elsewhere, n)
                b = _awarded(other, region, markers, held, elsewhere, n)
                opt.add(z3.Or([x != y for x, y in zip(a, b)]))
            opt.minimize(z3.Sum(markers) + z3.Sum(held)
                         + z3.Sum([zm.count(list(e.values())) for e in elsewhere]))
            if opt.check() != z3.sat:
                continue
            model = opt.model()
            return _result(base, other, model, n, region, markers, held, elsewhere, scores, on,
                           variant_names, bounds)
    return DifferResult(None, bounds)


def _result(base: Rules, other: Rules, model: Any, n: int, region: int, markers: list[Term], held: list[Term],
            elsewhere: list[ByRegion], scores: list[Term], on: str, variant_names: Sequence[str],
            bounds: Text) -> DifferResult:
    from ...engine.adjudicate import score_position
    from ...engine.position import Position

    players = list(PLAYER_NAMES[:n])
    def val(t: Term) -> int:
        return int(model.eval(t, model_completion=True).as_long())
    nobles = {region: [p for i, p in enumerate(players) if val(held[i]) >= 1]}
    for i, p in enumerate(players):
        for v, flag in elsewhere[i].items():
            if z3.is_true(model.eval(flag, model_completion=True)):
                nobles.setdefault(v, []).append(p)
    here = {p: val(markers[i]) for i, p in enumerate(players) if val(markers[i])}
    playable = base.components.markers_per_player - base.components.score_track_markers
    supply = {p: playable - here.get(p, 0) - sum(o.count(p) for o in nobles.values()) for p in players}
    position = Position(players=players, king=region, markers={region: here} if here else {},
                        nobles={r: o for r, o in nobles.items() if o},
                        scores={p: val(scores[i]) for i, p in enumerate(players)}, supply=supply)
    labels = ["standard", "+".join(v.id for v in other.variants) or "other"]
    outcomes = [score_position(position, rules) for rules in (base, other)]
    seen: dict[str, list[str]] | dict[str, dict[str, int]]
    if on == "winner":
        seen = {label: sorted(o.winners) for label, o in zip(labels, outcomes)}
        confirmed = all(o.game_over for o in outcomes) and seen[labels[0]] != seen[labels[1]]
        what = text("differ.what.winners")
    else:
        seen = {label: dict(o.awarded) for label, o in zip(labels, outcomes)}
        confirmed = seen[labels[0]] != seen[labels[1]]
        what = text("differ.what.points")
    explanation = text("differ.explanation", region=base.board.name(region), n=n, what=what, base=labels[0],
                       base_seen=str(seen[labels[0]]), other=labels[1], other_seen=str(seen[labels[1]]))
    data = position.to_dict(base)
    data["comment"] = Sentence(text("comment.differ", names=" ".join(variant_names), explanation=explanation))
    return DifferResult(data, bounds, explanation, seen, confirmed)
