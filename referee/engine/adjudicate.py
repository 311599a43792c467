"""Score a round's regions, place Nobles, pay chain bonuses, move the King, end the game.

Two entry points, as python-chess does with play()/push():
- score_position(position, rules): checked. Refuses a position whose game has ended
  (PositionError), never touches its argument, returns an Outcome.
- apply_scoring(position, rules): unchecked and in place, for simulation and property
  tests that build legal positions themselves. Returns the same Outcome.

Every step appends to the Outcome's trace: data (region, player, points) plus a
sentence, each naming the rulebook section it applies.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import PositionError, Problem, field_key
from ..rules import Rules
from .nobles import chain_bonuses, place_noble
from .position import Position
from .region_scoring import Placing, explain_placing, place_players


@dataclass
class RegionResult:
    region: int
    banner: tuple[int, ...]
    banner_provenance: str
    final: bool                                   # scored in the final scoring (influence only)
    placings: list[Placing]
    noble: dict | None = None
    bonuses: list[dict] = field(default_factory=list)
    returned: dict[str, int] = field(default_factory=dict)

    def to_dict(self, rules: Rules) -> dict:
        return {"region": rules.board.name(self.region), "banner": list(self.banner),
                "banner_provenance": self.banner_provenance, "final_scoring": self.final,
                "placings": [p.to_dict() for p in self.placings], "noble": self.noble,
                "bonuses": self.bonuses, "returned": self.returned}


@dataclass
class Outcome:
    """What one scoring did: the CLI serialises it to JSON, tests compare its fields."""

    position: Position                 # the resulting position
    awarded: dict[str, int]            # points gained in this scoring
    regions: list[RegionResult]
    regions_scored: list[int]          # this round's regions, in order
    final_regions: list[int]           # regions of the final scoring, if the game ended
    king_from: int
    trace: list[dict]
    game_over: bool = False
    winners: list[str] = field(default_factory=list)
    end_reason: str = ""
    provisional_banners: list[int] = field(default_factory=list)
    supply_known: bool = False

    def to_dict(self, rules: Rules) -> dict:
        board = rules.board
        pos = self.position
        data = {
            "scores": {p: pos.scores.get(p, 0) for p in pos.players},
            "awarded": dict(self.awarded),
            "nobles": {board.name(r): list(pos.nobles_in(r)) for r in board.route},
            "king": board.name(pos.king),
            "king_from": board.name(self.king_from),
            "regions_scored": [board.name(r) for r in self.regions_scored],
            "final_scoring": [board.name(r) for r in self.final_regions],
            "game_over": self.game_over,
        }
        if self.game_over:
            data["winners"] = list(self.winners)
            data["end_reason"] = self.end_reason
        if self.supply_known:
            data["supply"] = dict(pos.supply or {})
        data["variants"] = list(rules.variant_ids)
        data["rulings"] = dict(pos.rulings)
        data["provisional_banners"] = [board.name(r) for r in self.provisional_banners]
        data["regions"] = [r.to_dict(rules) for r in self.regions]
        data["trace"] = self.trace
        data["position"] = pos.to_dict(rules)
        return data


def scoring_problems(position: Position, rules: Rules) -> list[Problem]:
    """Problems that make a valid position unscorable now (the game has already ended)."""
    problems = []
    if position.game_over:
        problems.append(Problem.about("GAME_ALREADY_OVER", "game_over", True,
                                      "the game has ended; there is nothing more to score"))
    threshold = rules.end.threshold
    for p in position.players:
        if position.scores.get(p, 0) >= threshold:
            problems.append(Problem.about(
                "GAME_ALREADY_OVER", f"scores.{field_key(p)}", position.scores[p],
                f"someone at {threshold} or more means the game ended after the previous round "
                f"(\"{rules.end.section}\")"))
    return problems


def score_position(position: Position, rules: Rules) -> Outcome:
    """Checked scoring: refuses an ended game, leaves `position` untouched."""
    problems = [p for p in scoring_problems(position, rules) if p.severity == "error"]
    if problems:
        raise PositionError(problems)
    return apply_scoring(position.copy(), rules)


def apply_scoring(position: Position, rules: Rules) -> Outcome:
    """Unchecked scoring of the round, in place. Assumes a legal position (see position_reader)."""
    board = rules.board
    n_players = len(position.players)
    paid = rules.scoring.paid_places(n_players)
    trace: list[dict] = []
    awarded = {p: 0 for p in position.players}
    king_from = position.king
    count = 1 + position.dragons * rules.round.regions_per_dragon
    to_score = board.route_from(position.king, min(count, len(board.route)))
    outcome = Outcome(position=position, awarded=awarded, regions=[], regions_scored=to_score,
                      final_regions=[], king_from=king_from, trace=trace,
                      supply_known=position.supply is not None)

    names = ", ".join(board.name(r) for r in to_score)
    trace.append(_step("regions", rules.round.section,
                       f"The King stands in {board.name(king_from)}; {position.dragons} Dragon(s) revealed, "
                       f"so {len(to_score)} region(s) score in route order: {names}.",
                       regions=[board.name(r) for r in to_score], dragons=position.dragons))
    for region in to_score:
        outcome.regions.append(_score_region(position, rules, region, final=False, paid=paid,
                                             awarded=awarded, trace=trace, outcome=outcome))

    position.king = board.next_on_route(to_score[-1])
    position.dragons = 0
    trace.append(_step("king", rules.round.king_section,
                       f"The King moves from {board.name(king_from)} to {board.name(position.king)}, "
                       f"the region after the last one scored ({board.name(to_score[-1])}).",
                       region=board.name(position.king)))

    threshold = rules.end.threshold
    reached = [p for p in position.players if position.scores[p] >= threshold]
    if not reached:
        trace.append(_step("continue", rules.end.section,
                           f"Nobody has {threshold} points yet: the game goes on.", game_over=False))
        return outcome

    outcome.game_over = True
    position.game_over = True
    final = [r for r in board.route_from(position.king, len(board.route)) if r not in to_score]
    outcome.final_regions = final
    trace.append(_step("game-end", rules.end.section,
                       f"{_join(reached)} reached {threshold}: the game ends after this round. Final scoring: "
                       f"every region not scored this round, {_final_scoring_terms(rules)}: "
                       f"{', '.join(board.name(r) for r in final) or 'none'}.",
                       reached=reached, regions=[board.name(r) for r in final]))
    for region in final:
        outcome.regions.append(_score_region(position, rules, region, final=True, paid=paid,
                                             awarded=awarded, trace=trace, outcome=outcome))
    outcome.winners, outcome.end_reason = _winners(position, rules)
    trace.append(_step("winners", rules.end.section, outcome.end_reason, winners=outcome.winners))
    return outcome


def _score_region(position: Position, rules: Rules, region: int, *, final: bool, paid: int,
                  awarded: dict, trace: list, outcome: Outcome) -> RegionResult:
    board = rules.board
    name = board.name(region)
    banner, provenance = rules.banner_for(region, position.banners)
    influence = position.influence(region, rules.scoring.noble_influence)
    placings = place_players(influence, banner, paid, rules.scoring.min_influence)
    # A banner is "used" when one of its values was paid; an empty region reads none.
    used = any(pl.reason == "paid" for pl in placings)
    if provenance == "provisional" and used and region not in outcome.provisional_banners:
        outcome.provisional_banners.append(region)
    result = RegionResult(region, banner, provenance, final, placings)

    banner_text = "-".join(map(str, banner))
    note = ""
    nobody = not any(pl.reason != "no-influence" for pl in placings)
    if provenance == "provisional" and not nobody:
        note = " (PROVISIONAL banner value: not printed in the rulebook; give your printing's with --banners)"
    elif provenance == "user":
        note = " (banner as given for this printing)"
    what = "final scoring" if final else "scoring"
    pays = ("nobody has influence here, so nothing is paid" if nobody
            else f"{len(position.players)} players, so {paid} place(s) pay")
    trace.append(_step("region", rules.scoring.section,
                       f"{name} ({what}), banner {banner_text}{note}; {pays}.",
                       region=name, banner=list(banner), banner_provenance=provenance, final_scoring=final))
    for pl in placings:
        if pl.reason == "no-influence" and pl.influence == 0:
            continue
        position.scores[pl.player] += pl.points
        awarded[pl.player] += pl.points
        section = rules.scoring.ties_section if pl.tied_with > 1 else rules.scoring.section
        trace.append(_step("placing", section,
                           f"{pl.player}: influence {pl.influence} — "
                           f"{explain_placing(pl, len(position.players), paid, banner)}.",
                           region=name, player=pl.player, influence=pl.influence,
                           places=[pl.first_place, pl.last_place], points=pl.points))

    creates = not final or rules.end.final_creates_nobles
    if creates:
        decision = place_noble(position, region, influence, rules)
        result.noble = decision.to_dict(rules)
        trace.append(_step("noble", _noble_section(rules), _noble_text(decision, name, rules),
                           region=name, **{k: v for k, v in result.noble.items() if k != "region"}))
    if not final or rules.end.final_pays_noble_bonus:
        for bonus in chain_bonuses(position, region, rules):
            position.scores[bonus.owner] += bonus.points
            awarded[bonus.owner] += bonus.points
            result.bonuses.append(bonus.to_dict(rules))
            chain = ", ".join(board.name(r) for r in bonus.chain)
            trace.append(_step("noble-bonus", rules.nobles.section,
                               f"{bonus.owner}'s Noble in {name}: chain of {len(bonus.chain)} connected "
                               f"Noble region(s) ({chain}) earns {bonus.points} bonus point(s).",
                               region=name, player=bonus.owner, chain=[board.name(r) for r in bonus.chain],
                               points=bonus.points))

    returned = dict(position.markers.get(region, {}))
    for player, n in returned.items():
        position.give_supply(player, n)
    position.markers.pop(region, None)
    result.returned = returned
    if returned:
        parts = ", ".join(f"{p} {n}" for p, n in returned.items())
        trace.append(_step("return", rules.scoring.section,
                           f"Markers in {name} go back to their owners' supplies: {parts}.",
                           region=name, returned=returned))
    return result


def _final_scoring_terms(rules: Rules) -> str:
    """How the final scoring treats Nobles, as the spec says (standard: influence only)."""
    creates, pays = rules.end.final_creates_nobles, rules.end.final_pays_noble_bonus
    if not creates and not pays:
        return "for influence only (no Noble created, no Noble bonus)"
    return ("with Nobles " + ("created" if creates else "not created") + " and the Noble bonus "
            + ("paid" if pays else "not paid"))


def _noble_section(rules: Rules) -> str:
    for v in rules.variants:
        if "nobles" in v.overrides:
            return v.section
    return rules.nobles.section


def _noble_text(d, name: str, rules: Rules) -> str:
    if d.reason == "no-influence":
        return f"Nobody has influence in {name}: no Noble placed."
    if d.reason == "tie-for-most":
        if len(d.kept) > 1:
            kept = f"; the old Nobles of {_join(d.kept)} stay"
        else:
            kept = f"; {d.kept[0]}'s old Noble stays" if d.kept else ""
        return f"Tie for the most influence in {name}: no new Noble{kept}."
    if d.reason == "already-holds":
        return f"{d.leader} has the most influence in {name} and already holds a Noble there: nothing changes."
    if d.reason == "region-full":
        return f"{d.leader} has the most influence in {name}, but the region holds its limit of Nobles."
    removed = (f"; {_join(d.removed)}'s old Noble goes back to supply" if d.removed else "")
    if len(d.kept) > 1:
        kept = f"; it stands beside the Nobles of {_join(d.kept)}"
    else:
        kept = f"; it stands beside {d.kept[0]}'s Noble" if d.kept else ""
    return f"{d.placed} alone has the most influence in {name} and leaves a marker there as a Noble{removed}{kept}."


def _winners(position: Position, rules: Rules) -> tuple[list[str], str]:
    best = max(position.scores[p] for p in position.players)
    top = [p for p in position.players if position.scores[p] == best]
    if len(top) == 1:
        return top, f"{top[0]} wins with {best} points."
    nobles = {p: position.nobles_on_board(p) for p in top}
    most = max(nobles.values())
    winners = [p for p in top if nobles[p] == most]
    counts = ", ".join(f"{p} {nobles[p]}" for p in top)
    if len(winners) == 1:
        return winners, (f"{_join(top)} tie on {best} points; the tie-break is Nobles on the board "
                         f"({counts}): {winners[0]} wins.")
    return winners, (f"{_join(top)} tie on {best} points; Nobles on the board ({counts}) leave "
                     f"{_join(winners)} tied: they share the victory.")


def _join(names) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _step(kind: str, rule: str, text: str, **data) -> dict:
    return {"step": kind, "rule": rule, **data, "text": text}
