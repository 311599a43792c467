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
from .nobles import ChainBonus, NobleDecision, chain_bonuses, place_noble
from .position import Position
from .region_scoring import Placing, explain_placing, place_players


@dataclass
class RegionResult:
    """One region's scoring: the banner used, every placing, the Noble decision, the bonuses paid."""

    region: int
    banner: tuple[int, ...]
    banner_provenance: str                        # rulebook | provisional | user
    final: bool                                   # scored in the final scoring
    placings: list[Placing]
    noble: NobleDecision | None = None            # None when this scoring creates no Noble
    bonuses: list[ChainBonus] = field(default_factory=list)
    returned: dict[str, int] = field(default_factory=dict)   # markers back to each owner's supply

    @property
    def points(self) -> dict[str, int]:
        """Points of the placings alone (the Noble bonuses are in `bonuses`)."""
        return {pl.player: pl.points for pl in self.placings}

    def to_dict(self, rules: Rules) -> dict:
        return {"region": rules.board.name(self.region), "banner": list(self.banner),
                "banner_provenance": self.banner_provenance, "final_scoring": self.final,
                "placings": [p.to_dict() for p in self.placings],
                "noble": self.noble.to_dict(rules) if self.noble else None,
                "bonuses": [b.to_dict(rules) for b in self.bonuses], "returned": self.returned}


@dataclass
class Outcome:
    """What one scoring did. Callers read the fields; to_dict() is only the JSON form."""

    position: Position                 # the resulting position (King moved, markers returned)
    awarded: dict[str, int]            # points gained in this scoring, bonuses and final scoring included
    regions: list[RegionResult]        # this round's regions, then the final scoring's
    regions_scored: list[int]          # this round's regions, in order
    final_regions: list[int]           # regions of the final scoring, if the game ended
    king_from: int
    trace: list[dict]                  # every step: data, the rulebook section and a sentence
    game_over: bool = False
    reached: list[str] = field(default_factory=list)    # who reached the threshold, if the game ended
    winners: list[str] = field(default_factory=list)
    end_reason: str = ""
    provisional_banners: list[int] = field(default_factory=list)
    supply_known: bool = False

    @property
    def king_to(self) -> int:
        return self.position.king

    @property
    def round_results(self) -> list[RegionResult]:
        return [r for r in self.regions if not r.final]

    @property
    def final_results(self) -> list[RegionResult]:
        return [r for r in self.regions if r.final]

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
    """Unchecked scoring of the round, in place. Assumes a legal position (see referee.io)."""
    board = rules.board
    king_from = position.king
    count = 1 + position.dragons * rules.round.regions_per_dragon
    to_score = board.king_path(position.king, min(count, len(board.route)))
    outcome = Outcome(position=position, awarded={p: 0 for p in position.players}, regions=[],
                      regions_scored=to_score, final_regions=[], king_from=king_from, trace=[],
                      supply_known=position.supply is not None)
    names = ", ".join(board.name(r) for r in to_score)
    outcome.trace.append(_step(
        "regions", rules.round.section,
        f"The King stands in {board.name(king_from)}; {position.dragons} Dragon(s) revealed, "
        f"so {len(to_score)} region(s) score in route order: {names}.",
        regions=[board.name(r) for r in to_score], dragons=position.dragons))
    for region in to_score:
        outcome.regions.append(_score_region(position, rules, region, outcome, final=False))
    _move_king(position, rules, outcome)
    _end_game_if_due(position, rules, outcome)
    return outcome


def _move_king(position: Position, rules: Rules, outcome: Outcome) -> None:
    board = rules.board
    last = outcome.regions_scored[-1]
    position.dragons = 0
    after_own = rules.round.king_moves == "next-after-king"
    leaving = outcome.king_from if after_own else last
    position.king = board.next_for_king(leaving)
    if after_own:
        why = "the region after his own (under these rules he moves one region however many were scored)"
    else:
        why = f"the region after the last one scored ({board.name(last)})"
    if leaving in board.king_turns:
        why += ", along the side road these rules let him travel"
    outcome.trace.append(_step(
        "king", rules.round.king_section,
        f"The King moves from {board.name(outcome.king_from)} to {board.name(position.king)}, {why}.",
        region=board.name(position.king)))


def _end_game_if_due(position: Position, rules: Rules, outcome: Outcome) -> None:
    """At the threshold: the final scoring of the other regions, then the winners ("Game end")."""
    board = rules.board
    threshold = rules.end.threshold
    reached = [p for p in position.players if position.scores[p] >= threshold]
    if not reached:
        outcome.trace.append(_step("continue", rules.end.section,
                                   f"Nobody has {threshold} points yet: the game goes on.", game_over=False))
        return
    outcome.game_over = position.game_over = True
    outcome.reached = reached
    final = final_scoring_regions(position.king, outcome.regions_scored, rules)
    outcome.final_regions = final
    outcome.trace.append(_step(
        "game-end", rules.end.section,
        f"{_join(reached)} reached {threshold}: the game ends after this round. "
        f"{_final_scoring_sentence(rules, final)}",
        reached=reached, regions=[board.name(r) for r in final]))
    influence_at_end = {p: _influence_on_board(position, rules, p) for p in position.players}
    for region in final:
        outcome.regions.append(_score_region(position, rules, region, outcome, final=True))
    outcome.winners, outcome.end_reason = _winners(position, rules, influence_at_end)
    outcome.trace.append(_step("winners", rules.end.section, outcome.end_reason, winners=outcome.winners))


def _score_region(position: Position, rules: Rules, region: int, outcome: Outcome, *, final: bool
                  ) -> RegionResult:
    """Influence, Noble, chain bonus, markers home: one region, in the rulebook's order."""
    banner, provenance = rules.banner_for(region, position.banners)
    influence = position.influence(region, rules.scoring.noble_influence)
    paid = rules.scoring.paid_places(len(position.players))
    result = RegionResult(region, banner, provenance, final,
                          place_players(influence, banner, paid, rules.scoring.min_influence,
                                        rules.scoring.tie_rule))
    _pay_placings(position, rules, result, outcome)
    if not final or rules.end.final_creates_nobles:
        result.noble = place_noble(position, region, influence, rules)
        outcome.trace.append(_step("noble", _noble_section(rules),
                                   _noble_text(result.noble, rules.board.name(region), rules),
                                   **{k: v for k, v in result.noble.to_dict(rules).items() if k != "region"},
                                   region=rules.board.name(region)))
    if not final or rules.end.final_pays_noble_bonus:
        _pay_bonuses(position, rules, result, outcome)
    _return_markers(position, rules, result, outcome)
    return result


def _pay_placings(position: Position, rules: Rules, result: RegionResult, outcome: Outcome) -> None:
    name = rules.board.name(result.region)
    n_players = len(position.players)
    paid = rules.scoring.paid_places(n_players)
    used = any(pl.reason == "paid" for pl in result.placings)   # a banner is "used" when it paid
    if result.banner_provenance == "provisional" and used and result.region not in outcome.provisional_banners:
        outcome.provisional_banners.append(result.region)
    nobody = not any(pl.reason != "no-influence" for pl in result.placings)
    note = ""
    if result.banner_provenance == "provisional" and not nobody:
        note = " (PROVISIONAL banner value: not printed in the rulebook; give your printing's values)"
    elif result.banner_provenance == "user":
        note = " (banner as given for this printing)"
    what = "final scoring" if result.final else "scoring"
    pays = ("nobody has influence here, so nothing is paid" if nobody
            else f"{n_players} players, so {paid} place(s) pay")
    outcome.trace.append(_step("region", rules.scoring.section,
                               f"{name} ({what}), banner {'-'.join(map(str, result.banner))}{note}; {pays}.",
                               region=name, banner=list(result.banner),
                               banner_provenance=result.banner_provenance, final_scoring=result.final))
    for pl in result.placings:
        if pl.reason == "no-influence" and pl.influence == 0:
            continue
        position.scores[pl.player] += pl.points
        outcome.awarded[pl.player] += pl.points
        section = rules.scoring.ties_section if pl.tied_with > 1 else rules.scoring.section
        outcome.trace.append(_step(
            "placing", section,
            f"{pl.player}: influence {pl.influence} — "
            f"{explain_placing(pl, n_players, paid, result.banner, rules.scoring.tie_rule)}.",
            region=name, player=pl.player, influence=pl.influence,
            places=[pl.first_place, pl.last_place], points=pl.points))


def _pay_bonuses(position: Position, rules: Rules, result: RegionResult, outcome: Outcome) -> None:
    board = rules.board
    name = board.name(result.region)
    placed = result.noble.placed_all if result.noble else ()
    for bonus in chain_bonuses(position, result.region, rules, placed):
        position.scores[bonus.player] += bonus.points
        outcome.awarded[bonus.player] += bonus.points
        result.bonuses.append(bonus)
        chain = ", ".join(board.name(r) for r in bonus.chain)
        outcome.trace.append(_step(
            "noble-bonus", rules.nobles.section,
            f"{bonus.player}'s Noble in {name}: chain of {len(bonus.chain)} connected "
            f"Noble region(s) ({chain}) earns {bonus.points} bonus point(s).",
            region=name, player=bonus.player, chain=[board.name(r) for r in bonus.chain], points=bonus.points))


def _return_markers(position: Position, rules: Rules, result: RegionResult, outcome: Outcome) -> None:
    name = rules.board.name(result.region)
    returned = dict(position.markers.get(result.region, {}))
    for player, n in returned.items():
        position.give_supply(player, n)
    position.markers.pop(result.region, None)
    result.returned = returned
    if returned:
        parts = ", ".join(f"{p} {n}" for p, n in returned.items())
        outcome.trace.append(_step("return", rules.scoring.section,
                                   f"Markers in {name} go back to their owners' supplies: {parts}.",
                                   region=name, returned=returned))


def final_scoring_regions(king: int, scored: list[int], rules: Rules) -> list[int]:
    """The regions of the final scoring ([end] final_scoring), in route order from the King."""
    order = rules.board.route_from(king, len(rules.board.route))
    if rules.end.final_scoring == "none":
        return []
    if rules.end.final_scoring == "all-regions":
        return order
    return [r for r in order if r not in scored]


def _final_scoring_sentence(rules: Rules, final: list[int]) -> str:
    names = ", ".join(rules.board.name(r) for r in final) or "none"
    if rules.end.final_scoring == "none":
        return "These rules have no final scoring."
    which = ("every region, those scored this round included" if rules.end.final_scoring == "all-regions"
             else "every region not scored this round")
    return f"Final scoring: {which}, {_final_scoring_terms(rules)}: {names}."


def _influence_on_board(position: Position, rules: Rules, player: str) -> int:
    """A player's markers and Nobles (at their influence) on the whole board."""
    return position.markers_on_board(player) + rules.scoring.noble_influence * position.nobles_on_board(player)


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
    who = d.leader or "Each player tied for the most influence"
    if d.reason == "no-influence":
        return f"Nobody has influence in {name}: no Noble placed."
    if d.reason == "tie-for-most":
        if len(d.kept) > 1:
            kept = f"; the old Nobles of {_join(d.kept)} stay"
        else:
            kept = f"; {d.kept[0]}'s old Noble stays" if d.kept else ""
        return f"Tie for the most influence in {name}: no new Noble{kept}."
    if d.reason == "already-holds":
        return f"{who} has the most influence in {name} and already holds a Noble there: nothing changes."
    if d.reason == "never-placed":
        return f"Under these rules no Noble is ever placed: {name} keeps its Nobles as they are."
    if d.reason == "no-marker":
        return (f"{who} has the most influence in {name}, but only through Nobles: no marker of "
                f"theirs is there to leave as a new Noble, so nothing changes.")
    if d.reason == "region-full":
        return f"{who} has the most influence in {name}, but the region holds its limit of Nobles."
    removed = (f"; {_join(d.removed)}'s old Noble goes back to supply" if d.removed else "")
    if len(d.kept) > 1:
        kept = f"; it stands beside the Nobles of {_join(d.kept)}"
    else:
        kept = f"; it stands beside {d.kept[0]}'s Noble" if d.kept else ""
    if not d.placed_all:
        return f"The players with the most influence in {name} already hold Nobles there{removed}."
    if d.reason == "tied-leaders":
        return (f"{_join(d.placed_all)} tie for the most influence in {name} and, under these rules, each "
                f"leaves a marker there as a Noble{removed}{kept}.")
    return f"{d.placed} alone has the most influence in {name} and leaves a marker there as a Noble{removed}{kept}."


def _winners(position: Position, rules: Rules, influence_at_end: dict[str, int]) -> tuple[list[str], str]:
    best = max(position.scores[p] for p in position.players)
    top = [p for p in position.players if position.scores[p] == best]
    if len(top) == 1:
        return top, f"{top[0]} wins with {best} points."
    if rules.end.tie_break == "shared":
        return top, f"{_join(top)} tie on {best} points; under these rules a tie is a shared victory."
    if rules.end.tie_break == "most-influence-on-board":
        counts = {p: influence_at_end[p] for p in top}
        what = "influence on the board when the last round ended"
    else:
        counts = {p: position.nobles_on_board(p) for p in top}
        what = "Nobles on the board"
    most = max(counts.values())
    winners = [p for p in top if counts[p] == most]
    listed = ", ".join(f"{p} {counts[p]}" for p in top)
    if len(winners) == 1:
        return winners, (f"{_join(top)} tie on {best} points; the tie-break is {what} "
                         f"({listed}): {winners[0]} wins.")
    verb = "leave" if what.startswith("Nobles") else "leaves"
    return winners, (f"{_join(top)} tie on {best} points; {what[0].upper() + what[1:]} ({listed}) {verb} "
                     f"{_join(winners)} tied: they share the victory.")


def _join(names) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _step(kind: str, rule: str, text: str, **data) -> dict:
    return {"step": kind, "rule": rule, **data, "text": text}
