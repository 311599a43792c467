"""Score a round's regions, place Nobles, pay chain bonuses, move the King, end the game.

Two entry points, as python-chess does with play()/push():
- score_position(position, rules): checked. Refuses a position whose game has ended
  (PositionError), never touches its argument, returns an Outcome.
- apply_scoring(position, rules): unchecked and in place, for simulation and property
  tests that build legal positions themselves. Returns the same Outcome.

Every step appends to the Outcome's trace: the rulebook section it applies and the data
(region, player, points ...) a sentence needs. The sentences themselves are message templates
in referee.present (English and French), which also adds each step's English text to the JSON output.

Open rulings read here (rulings.toml): tie-ranking, tie-paid-place (region scoring, composed
with the spec's [scoring] tie_rule as region_scoring explains), dragon-regions (the chain bonus
in a round of several regions), final-scoring-order; replaced-noble is read in nobles.place_noble.
Spec keys read here: [round] king_moves and [roads] king_side_roads (the King's path),
[end] final_scoring and tie_break; the Noble keys in nobles.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from ..errors import PositionError, Problem, field_key
from ..messages import Text, text
from ..rules import Rules
from . import trace as steps
from .chain_roads import chain_roads
from .nobles import ChainBonus, NobleDecision, chain_bonuses, place_noble
from .position import Position
from .region_scoring import Placing, place_players


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
    markers: dict[str, int] = field(default_factory=dict)    # each player's markers here when scored
    nobles: tuple[str, ...] = ()                              # Noble owners here when scored
    paid_places: int = 0                                      # places the player count lets pay
    replaced_to: str = "owner-supply"                         # where a replaced Noble went (ruling replaced-noble)

    @property
    def places_paying(self) -> int:
        """Places that can actually pay: the player count's limit, or fewer on a short banner."""
        return min(self.paid_places, len(self.banner))

    @property
    def empty(self) -> bool:
        """Nobody has influence here."""
        return all(pl.reason == "no-influence" for pl in self.placings)

    @property
    def points(self) -> dict[str, int]:
        """Points of the placings alone (the Noble bonuses are in `bonuses`)."""
        return {pl.player: pl.points for pl in self.placings}

    def to_dict(self, rules: Rules) -> dict[str, Any]:
        return {"region": rules.board.name(self.region), "banner": list(self.banner),
                "banner_provenance": self.banner_provenance, "final_scoring": self.final,
                "placings": [p.to_dict() for p in self.placings],
                "noble": self.noble.to_dict(rules) if self.noble else None,
                "bonuses": [b.to_dict(rules) for b in self.bonuses], "returned": dict(self.returned)}


@dataclass
class Outcome:
    """What one scoring did. Callers read the fields; to_dict() is only the JSON form."""

    position: Position                 # the resulting position (King moved, markers returned)
    awarded: dict[str, int]            # points gained in this scoring, bonuses and final scoring included
    regions: list[RegionResult]        # this round's regions, then the final scoring's
    regions_scored: list[int]          # this round's regions, in order
    final_regions: list[int]           # regions of the final scoring, if the game ended
    king_from: int
    trace: list[steps.Step]                  # every step: its kind, the rulebook section and its data (engine.trace)
    game_over: bool = False
    reached: list[str] = field(default_factory=list)    # who reached the threshold, if the game ended
    winners: list[str] = field(default_factory=list)
    end_code: str = ""                 # why these winners, as a stable code: most-points | tie-break | shared |
    #                                    shared-by-rule
    end_text: Text | None = None       # the same as a sentence, in either language (str() is English)
    provisional_banners: list[int] = field(default_factory=list)
    supply_known: bool = False
    dragons: int = 0                   # Dragon cards revealed this round
    top_score: int = 0                 # the best score at the game end
    tied_top: list[str] = field(default_factory=list)     # players on it, if several (tie-break)
    nobles_at_end: dict[str, int] = field(default_factory=dict)   # their Nobles on the board
    influence_at_end: dict[str, int] = field(default_factory=dict)   # their influence on the board after
    #                                            the last round, before the final scoring (tie_break)
    scores_before_final: dict[str, int] = field(default_factory=dict)   # after the round, before the final scoring
    supply_before_final: dict[str, int] = field(default_factory=dict)
    traced: bool = True                # False: `trace` left empty (apply_scoring(trace=False))

    @property
    def king_to(self) -> int:
        return self.position.king

    @property
    def round_results(self) -> list[RegionResult]:
        return [r for r in self.regions if not r.final]

    @property
    def final_results(self) -> list[RegionResult]:
        return [r for r in self.regions if r.final]

    @property
    def final_awarded(self) -> dict[str, int]:
        """Points of the final scoring alone (empty if the game goes on)."""
        if not self.game_over:
            return {}
        return {p: self.position.scores[p] - self.scores_before_final[p] for p in self.position.players}

    @property
    def round_awarded(self) -> dict[str, int]:
        """Points of this round's scoring, without the final scoring."""
        final = self.final_awarded
        return {p: n - final.get(p, 0) for p, n in self.awarded.items()}

    def to_dict(self, rules: Rules, lang: str = "en") -> dict[str, Any]:
        """The JSON form; end_reason in `lang` (end_code is the same in every language)."""
        board = rules.board
        pos = self.position
        data = {
            "scores": {p: pos.scores[p] for p in pos.players},
            "awarded": dict(self.awarded),
            "nobles": {board.name(r): list(pos.nobles_in(r)) for r in board.route},
            "king": board.name(pos.king),
            "king_from": board.name(self.king_from),
            "regions_scored": [board.name(r) for r in self.regions_scored],
            "final_scoring": [board.name(r) for r in self.final_regions],
            "game_over": self.game_over,
        }
        data["winners"] = list(self.winners)          # [] while the game goes on
        if self.game_over:
            data["end_code"] = self.end_code
            data["end_reason"] = self.end_text.render(lang) if self.end_text else ""
        if self.supply_known:
            data["supply"] = dict(pos.supply or {})
        data["variants"] = list(rules.variant_ids)
        data["rulings"] = dict(pos.rulings)
        data["provisional_banners"] = [board.name(r) for r in self.provisional_banners]
        data["regions"] = [r.to_dict(rules) for r in self.regions]
        data["trace"] = [step.to_dict() for step in self.trace]
        data["position"] = pos.to_dict(rules)
        return data


def scoring_problems(position: Position, rules: Rules) -> list[Problem]:
    """Problems that make a valid position unscorable now (the game has already ended)."""
    problems = []
    if position.game_over:
        problems.append(Problem.about("GAME_ALREADY_OVER", "game_over", True, text("problem.game-over")))
    threshold = rules.end.threshold
    for p in position.players:
        if position.scores[p] >= threshold:
            problems.append(Problem.about(
                "GAME_ALREADY_OVER", f"scores.{field_key(p)}", position.scores[p],
                text("problem.score-past-end", threshold=threshold, section=rules.end.section)))
    return problems


def score_position(position: Position, rules: Rules) -> Outcome:
    """Checked scoring: refuses an ended game, leaves `position` untouched."""
    problems = [p for p in scoring_problems(position, rules) if p.severity == "error"]
    if problems:
        raise PositionError(problems)
    return apply_scoring(position.copy(), rules)


def apply_scoring(position: Position, rules: Rules, *, trace: bool = True) -> Outcome:
    """Unchecked scoring of the round, in place. Assumes a legal position (see referee.io).

    trace=False leaves the Outcome's trace empty (a simulation discards it): the same scoring,
    without building the data of the explanation."""
    board = rules.board
    king_from = position.king
    count = 1 + position.dragons * rules.round.regions_per_dragon
    to_score = board.king_path(position.king, min(count, len(board.route)))
    outcome = Outcome(position=position, awarded={p: 0 for p in position.players}, regions=[],
                      regions_scored=to_score, final_regions=[], king_from=king_from, trace=[],
                      supply_known=position.supply is not None, dragons=position.dragons, traced=trace)
    if outcome.traced:
        outcome.trace.append(steps.RegionsStep(rules.round.section, king=board.name(king_from),
                                         regions=[board.name(r) for r in to_score], dragons=position.dragons,
                                         side_road=to_score != board.route_from(king_from, len(to_score))))
    nobles_before = None           # ruling dragon-regions = round-start-nobles: the Nobles before scoring
    if rules.choice("dragon-regions", position.rulings) == "round-start-nobles":
        nobles_before = {r: list(owners) for r, owners in position.nobles.items()}
    for region in to_score:
        outcome.regions.append(_score_region(position, rules, region, outcome, final=False,
                                             nobles_before=nobles_before))
    _move_king(position, rules, outcome)
    _end_game_if_due(position, rules, outcome)
    return outcome


def _move_king(position: Position, rules: Rules, outcome: Outcome) -> None:
    """[round] king_moves: after the last region scored (the rulebook) or after his own; along a
    side road where [roads] king_side_roads sends him."""
    board = rules.board
    last = outcome.regions_scored[-1]
    leaving = outcome.king_from if rules.round.king_moves == "next-after-king" else last
    position.king = board.next_for_king(leaving)
    position.dragons = 0
    if outcome.traced:
        outcome.trace.append(steps.KingStep(rules.round.king_section, region=board.name(position.king),
                                      from_=board.name(outcome.king_from), last=board.name(last),
                                      moves=rules.round.king_moves, side_road=leaving in board.king_turns))


def _end_game_if_due(position: Position, rules: Rules, outcome: Outcome) -> None:
    """At the threshold: the final scoring of the other regions, then the winners ("Game end")."""
    board = rules.board
    threshold = rules.end.threshold
    reached = [p for p in position.players if position.scores[p] >= threshold]
    if not reached:
        if outcome.traced:
            outcome.trace.append(steps.ContinueStep(rules.end.section, game_over=False, threshold=threshold))
        return
    outcome.game_over = position.game_over = True
    outcome.reached = reached
    outcome.scores_before_final = dict(position.scores)
    outcome.supply_before_final = dict(position.supply or {})
    final = final_scoring_regions(position, rules, outcome.regions_scored)
    outcome.final_regions = final
    if outcome.traced:
        outcome.trace.append(steps.GameEndStep(
            rules.end.section, reached=reached, regions=[board.name(r) for r in final],
            threshold=threshold, final_scoring=rules.end.final_scoring,
            final_creates_nobles=rules.end.final_creates_nobles,
            final_pays_noble_bonus=rules.end.final_pays_noble_bonus))
    outcome.influence_at_end = {p: _influence_on_board(position, rules, p) for p in position.players}
    for region in final:
        outcome.regions.append(_score_region(position, rules, region, outcome, final=True))
    outcome.winners, outcome.end_code, outcome.end_text = _winners(position, rules, outcome)
    if outcome.traced:
        outcome.trace.append(steps.WinnersStep(rules.end.section, winners=outcome.winners, best=outcome.top_score,
                                         tied=outcome.tied_top, tie_break=rules.end.tie_break,
                                         nobles=outcome.nobles_at_end, influence=_influence_data(outcome, rules)))


def final_scoring_regions(position: Position, rules: Rules, scored: list[int]) -> list[int]:
    """The regions of the final scoring: [end] final_scoring says which, in route order from the
    King (ruling final-scoring-order = region-number: by number)."""
    order = rules.board.route_from(position.king, len(rules.board.route))
    if rules.end.final_scoring == "none":
        return []
    final = order if rules.end.final_scoring == "all-regions" else [r for r in order if r not in scored]
    if rules.choice("final-scoring-order", position.rulings) == "region-number":
        final.sort()
    return final


def _influence_on_board(position: Position, rules: Rules, player: str) -> int:
    """A player's markers and Nobles (at their influence) on the whole board."""
    return position.markers_on_board(player) + rules.scoring.noble_influence * position.nobles_on_board(player)


def _influence_data(outcome: Outcome, rules: Rules) -> dict[str, int] | None:
    """The influence tie-break's counts, in the winners step only when that tie-break is in force."""
    if rules.end.tie_break != "most-influence-on-board" or not outcome.tied_top:
        return None
    return {p: outcome.influence_at_end[p] for p in outcome.tied_top}


def _score_region(position: Position, rules: Rules, region: int, outcome: Outcome, *, final: bool,
                  nobles_before: dict[int, list[str]] | None = None) -> RegionResult:
    """Influence, Noble, chain bonus, markers home: one region, in the rulebook's order."""
    banner, provenance = rules.banner_for(region, position.banners)
    influence = position.influence(region, rules.scoring.noble_influence)
    paid = rules.scoring.paid_places(len(position.players))
    placings = place_players(influence, banner, paid, rules.scoring.min_influence, rules.scoring.tie_rule,
                             ranking=rules.choice("tie-ranking", position.rulings),
                             tie_paid=rules.choice("tie-paid-place", position.rulings))
    result = RegionResult(region, banner, provenance, final, placings,
                          markers=dict(position.markers.get(region, {})),
                          nobles=tuple(position.nobles_in(region)), paid_places=paid)
    _pay_placings(position, rules, result, outcome)
    if not final or rules.end.final_creates_nobles:
        result.noble = place_noble(position, region, influence, rules)
        result.replaced_to = rules.choice("replaced-noble", position.rulings)
        if outcome.traced:
            decision = result.noble
            outcome.trace.append(steps.NobleStep(_noble_section(rules), leader=decision.leader, placed=decision.placed,
                                           removed=list(decision.removed), kept=list(decision.kept),
                                           reason=decision.reason,
                                           also_placed=list(decision.also_placed) if decision.also_placed else None,
                                           region=rules.board.name(region), replaced_to=result.replaced_to))
    if not final or rules.end.final_pays_noble_bonus:
        _pay_bonuses(position, rules, result, outcome, nobles_before)
    _return_markers(position, rules, result, outcome)
    return result


def _pay_placings(position: Position, rules: Rules, result: RegionResult, outcome: Outcome) -> None:
    name = rules.board.name(result.region)
    used = any(pl.reason == "paid" for pl in result.placings)   # a banner is "used" when it paid
    if result.banner_provenance == "provisional" and used and result.region not in outcome.provisional_banners:
        outcome.provisional_banners.append(result.region)
    if outcome.traced:
        outcome.trace.append(steps.RegionStep(rules.scoring.section, region=name, banner=list(result.banner),
                                        banner_provenance=result.banner_provenance, final_scoring=result.final,
                                        players=len(position.players), paid_places=result.paid_places,
                                        places_paying=result.places_paying, nobody=result.empty))
    for pl in result.placings:
        if pl.reason == "no-influence" and pl.influence == 0:
            continue
        position.scores[pl.player] += pl.points
        outcome.awarded[pl.player] += pl.points
        if outcome.traced:
            outcome.trace.append(_placing_step(position, rules, result, pl, name))


def _placing_step(position: Position, rules: Rules, result: RegionResult, pl: Placing, name: str) -> steps.PlacingStep:
    """The trace step of one player's placing in a scored region."""
    section = rules.scoring.ties_section if pl.tied_with > 1 else rules.scoring.section
    return steps.PlacingStep(
        section, region=name, player=pl.player, influence=pl.influence,
        markers=result.markers.get(pl.player, 0), nobles=result.nobles.count(pl.player),
        places=[pl.first_place, pl.last_place], paid_place=pl.paid_place, tied_with=pl.tied_with,
        tied=[q.player for q in result.placings if pl.tied_with > 1 and q.player != pl.player
              and q.first_place == pl.first_place and q.influence == pl.influence],
        points=pl.points, reason=pl.reason, paid_places=result.paid_places,
        places_paying=result.places_paying, players=len(position.players), tie_rule=rules.scoring.tie_rule)


def _pay_bonuses(position: Position, rules: Rules, result: RegionResult, outcome: Outcome,
                 nobles_before: dict[int, list[str]] | None = None) -> None:
    board = rules.board
    name = board.name(result.region)
    counted = position
    if nobles_before is not None:
        # Nobles placed earlier this round in other regions count only from the next round.
        nobles = {r: list(o) for r, o in nobles_before.items() if r != result.region}
        nobles[result.region] = list(position.nobles_in(result.region))
        counted = replace(position, nobles=nobles)      # read only: the Nobles as they stood
    placed = result.noble.placed_all if result.noble else ()
    bonuses = chain_bonuses(counted, result.region, rules, placed)
    _note_unpaid_nobles(position, rules, result, outcome, [b.player for b in bonuses])
    for bonus in bonuses:
        position.scores[bonus.player] += bonus.points
        outcome.awarded[bonus.player] += bonus.points
        result.bonuses.append(bonus)
        if outcome.traced:
            outcome.trace.append(_bonus_step(rules, name, bonus))


def _bonus_step(rules: Rules, name: str, bonus: ChainBonus) -> steps.NobleBonusStep:
    """The trace step of one Noble-chain bonus, with the roads its chain follows."""
    board = rules.board
    roads = chain_roads(board, bonus.region, bonus.chain)
    return steps.NobleBonusStep(rules.nobles.section, region=name, player=bonus.player,
                          chain=[board.name(r) for r in bonus.chain], points=bonus.points,
                          base=rules.nobles.bonus_base, bonus=rules.nobles.bonus,
                          roads=[[board.name(a), board.name(b), kind] for a, b, kind in roads],
                          side_roads=[[board.name(x) for x in pair] for pair in board.side_roads
                                      if any({a, b} == set(pair) for a, b, _ in roads)],
                          per_region=None if rules.nobles.bonus_per_region == 1 else rules.nobles.bonus_per_region)


def _note_unpaid_nobles(position: Position, rules: Rules, result: RegionResult, outcome: Outcome,
                        paid: list[str]) -> None:
    """[nobles] bonus_paid_to = new-noble-only: say whose Nobles in the region earn nothing."""
    unpaid = [o for o in dict.fromkeys(position.nobles_in(result.region)) if o not in paid]
    if rules.nobles.bonus_paid_to == "new-noble-only" and unpaid:
        if outcome.traced:
            outcome.trace.append(steps.NobleBonusUnpaidStep(rules.nobles.section,
                                                      region=rules.board.name(result.region), owners=unpaid))


def _return_markers(position: Position, rules: Rules, result: RegionResult, outcome: Outcome) -> None:
    name = rules.board.name(result.region)
    returned = {p: n for p in position.players if (n := position.markers.get(result.region, {}).get(p)) is not None}
    for player, n in returned.items():
        position.give_supply(player, n)
    position.markers.pop(result.region, None)
    result.returned = returned
    if returned:
        if outcome.traced:
            outcome.trace.append(steps.ReturnStep(rules.scoring.section, region=name, returned=returned))


def _noble_section(rules: Rules) -> str:
    for v in rules.variants:
        if "nobles" in v.overrides:
            return v.section
    return rules.nobles.section


def _winners(position: Position, rules: Rules, outcome: Outcome) -> tuple[list[str], str, Text]:
    """Winners by [end] tie_break, the end's code (most-points, tie-break, shared, shared-by-rule) and its
    sentence, a Text of the account's own templates (winners.*), rendered in either language."""
    best = max(position.scores[p] for p in position.players)
    top = [p for p in position.players if position.scores[p] == best]
    outcome.top_score = best
    if len(top) == 1:
        return top, "most-points", text("winners.one", winner=top[0], best=best)
    nobles = {p: position.nobles_on_board(p) for p in top}
    outcome.tied_top, outcome.nobles_at_end = top, dict(nobles)
    if rules.end.tie_break == "shared":
        return top, "shared-by-rule", text("winners.shared-rule", tied=top, best=best)
    influence = rules.end.tie_break == "most-influence-on-board"
    counts = {p: outcome.influence_at_end[p] for p in top} if influence else nobles
    most = max(counts.values())
    winners = [p for p in top if counts[p] == most]
    listed = ", ".join(f"{p} {counts[p]}" for p in top)
    code = "tie-break" if len(winners) == 1 else "shared"
    key = ("winners.influence." if influence else "winners.") + code
    return winners, code, text(key, tied=top, best=best, counts=listed, winner=winners[0], winners=winners)
