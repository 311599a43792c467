"""Z3 as a designer's question-answerer: is there a position where two rulesets disagree on the
outcome of a scoring (the points each player is awarded)?

The question is posed over one scoring of the King's region with no Dragon, scores below the
end threshold (so no final scoring), 2-5 players, each player's markers in that region up to a
bound, every legal placement of old Nobles on the whole board (legal under both rulesets).
The two rulesets' models are built from their own spec data (z3_model), so any variant file
can be compared. The answer is confirmed by running the Python referee under both rulesets.
"""

from __future__ import annotations

from dataclasses import dataclass

import z3

from . import z3_model as zm
from .strategies import PLAYER_NAMES


@dataclass
class DifferResult:
    position: dict | None
    bounds: str
    explanation: str = ""
    awarded: dict | None = None          # ruleset label -> {player: points}
    confirmed: bool = False

    def to_dict(self) -> dict:
        return {"found": self.position is not None, "bounds": self.bounds, "explanation": self.explanation,
                "awarded": self.awarded, "confirmed_by_referee": self.confirmed, "position": self.position}


def _awarded(rules, region, markers, held, elsewhere, n):
    """Z3 terms: points each player gets from scoring `region` (places + chain bonus)."""
    route = rules.roads.route
    decision = zm.noble_decision(rules, markers, held)
    banner = zm.Banner.concrete(rules.board.regions[region].banner)
    scoring = zm.region_points(rules, decision.influence, banner)
    out = []
    for i in range(n):
        owned = {v: (decision.after[i] >= 1 if v == region else elsewhere[i][v]) for v in route}
        bonus, _ = zm.chain_bonus(rules, region, owned)
        out.append(scoring.points[i] + z3.If(decision.after[i] >= 1, bonus, 0))
    return out


def search(base, other, variant_names=(), max_markers: int = 19, progress=lambda s: None) -> DifferResult:
    bounds = (f"one scoring of the King's region, no Dragon, 2-5 players, every King region, "
              f"0-{max_markers} markers per player there, every legal set of Nobles on the board, "
              f"scores below {base.end.threshold}")
    playable = base.components.markers_per_player - base.components.score_track_markers
    route = list(base.roads.route)
    limits = [r.nobles.max_per_region for r in (base, other) if r.nobles.max_per_region]
    per_region = min(limits) if limits else None
    for n in zm.PLAYER_COUNTS:
        for region in route:
            progress(f"differ: {n} players, King in {base.board.name(region)}")
            markers = [z3.Int(f"m{i}") for i in range(n)]
            held = [z3.Int(f"h{i}") for i in range(n)]
            elsewhere = [{v: z3.Bool(f"n{i}_{v}") for v in route if v != region} for i in range(n)]
            opt = z3.Optimize()
            opt.add(*[z3.And(m >= 0, m <= max_markers) for m in markers])
            for rules in (base, other):
                opt.add(*zm.legal_nobles(rules, held))
            for v in route:
                if v != region and per_region is not None:
                    opt.add(zm._count([elsewhere[i][v] for i in range(n)]) <= per_region)
            for i in range(n):
                opt.add(markers[i] + held[i] + zm._count(list(elsewhere[i].values())) <= playable)
            a = _awarded(base, region, markers, held, elsewhere, n)
            b = _awarded(other, region, markers, held, elsewhere, n)
            opt.add(z3.Or([x != y for x, y in zip(a, b)]))
            opt.minimize(z3.Sum(markers) + z3.Sum(held)
                         + z3.Sum([zm._count(list(e.values())) for e in elsewhere]))
            if opt.check() != z3.sat:
                continue
            model = opt.model()
            return _result(base, other, model, n, region, markers, held, elsewhere, a, b, variant_names, bounds)
    return DifferResult(None, bounds)


def _result(base, other, model, n, region, markers, held, elsewhere, a, b, variant_names, bounds):
    from referee.adjudicate import score_position
    from referee.position import Position

    players = list(PLAYER_NAMES[:n])
    val = lambda t: model.eval(t, model_completion=True).as_long()
    nobles = {region: [p for i, p in enumerate(players) if val(held[i]) >= 1]}
    for i, p in enumerate(players):
        for v, flag in elsewhere[i].items():
            if z3.is_true(model.eval(flag, model_completion=True)):
                nobles.setdefault(v, []).append(p)
    here = {p: val(markers[i]) for i, p in enumerate(players) if val(markers[i])}
    playable = base.components.markers_per_player - base.components.score_track_markers
    supply = {p: playable - here.get(p, 0) - sum(o.count(p) for o in nobles.values()) for p in players}
    position = Position(players=players, king=region, markers={region: here} if here else {},
                        nobles={r: o for r, o in nobles.items() if o}, scores={p: 0 for p in players},
                        supply=supply)
    predicted = {"standard": {p: val(a[i]) for i, p in enumerate(players)},
                 "+".join(v.id for v in other.variants) or "other": {p: val(b[i]) for i, p in enumerate(players)}}
    got = [score_position(position, rules).awarded for rules in (base, other)]
    confirmed = [dict(g) for g in got] == list(predicted.values())
    labels = list(predicted)
    explanation = (f"King in {base.board.name(region)}, {n} players: points awarded "
                   f"{labels[0]} {predicted[labels[0]]} vs {labels[1]} {predicted[labels[1]]}")
    data = position.to_dict(base)
    data["comment"] = (f"Found by `referee check --differ {' '.join(variant_names)}`: {explanation}. "
                       f"Compare `referee score FILE` with `referee score FILE --variant {' '.join(variant_names)}`.")
    return DifferResult(data, bounds, explanation, predicted, confirmed)
