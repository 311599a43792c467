"""Replay a game record round by round and keep the score sheet as data.

Each round is the core's two steps: resolve the cards (round_play) and score the position
(adjudicate.apply_scoring). Strict replay stops at the first illegal play (IllegalPlayError);
lenient replay collects every problem, skips the offending cards and carries on.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .adjudicate import apply_scoring
from .record import GameRecord
from .position import Position
from .round_play import IllegalPlay, IllegalPlayError, resolve_round


@dataclass
class ReplayResult:
    record: GameRecord
    sheet: list[dict] = field(default_factory=list)      # one entry per round played
    position: Position | None = None                      # after the last round replayed
    problems: list[IllegalPlay] = field(default_factory=list)
    final: dict = field(default_factory=dict)
    stopped_before_scoring: bool = False
    positions: list[Position] = field(default_factory=list)   # the position after each round in `sheet`

    def to_dict(self) -> dict:
        rules = self.record.rules
        return {"players": list(self.record.players), "variants": list(rules.variant_ids),
                "rulings": dict(self.record.start.rulings),
                "banners": _banners_used(self.record),
                "start": "set-up" if self.record.from_setup else "given position",
                "rounds": self.sheet, "final": self.final,
                "problems": [p.to_dict() for p in self.problems]}


def _banners_used(record: GameRecord) -> dict:
    """Every region's banner in force and where it comes from (user, rulebook or provisional)."""
    board = record.rules.board
    used = {}
    for r in board.route:
        values, provenance = record.rules.banner_for(r, record.start.banners)
        used[board.name(r)] = {"values": list(values), "provenance": provenance}
    return used


def replay(record: GameRecord, *, lenient: bool = False, until: int | None = None,
           before_scoring: bool = False) -> ReplayResult:
    """Play the record's rounds from its start; raise IllegalPlayError (strict) or collect (lenient).

    until=N stops after round N; before_scoring=True stops round N after its cards are
    resolved, before scoring (the moment `referee score` reads).
    """
    rules = record.rules
    board = rules.board
    pos = record.start.copy()
    result = ReplayResult(record, position=pos)
    end_round = None
    reached: list[str] = []      # who reached the threshold, as the scoring's game-end step says
    for rnd in record.rounds:
        if until is not None and rnd.number > until:
            break
        if pos.game_over:
            play = IllegalPlay(rnd.number, None, None, "ROUND_AFTER_GAME_END",
                               f"the game ended after round {end_round}; no round may follow", rules.end.section)
            if not lenient:
                raise IllegalPlayError(play)
            result.problems.append(play)
            continue
        king_from = pos.king
        problems = result.problems if lenient else None
        log = resolve_round(pos, rules, rnd.plays, rnd.witch, round_no=rnd.number, check=True, problems=problems)
        if before_scoring and until is not None and rnd.number == until:
            result.stopped_before_scoring = True
            break
        outcome = apply_scoring(pos, rules)
        pos.round = rnd.number
        out = outcome.to_dict(rules)
        entry = {
            "round": rnd.number,
            "king": board.name(king_from),
            "cards": {p: [c.label(board) for c in rnd.plays.get(p, [])] for p in pos.players},
        }
        if rnd.witch:
            entry["witch"] = {p: [c.label(board) for c in cards] for p, cards in rnd.witch.items()}
        if rnd.comment:
            entry["comment"] = rnd.comment
        log_data = log.to_dict(rules)
        entry.update({
            "dragons": log_data["dragons"],
            "placed": log_data["placed"],
            "events": log_data["events"],
            "regions_scored": out["regions_scored"],
            "regions": [_region_summary(r) for r in out["regions"]],
            "awarded": out["awarded"],
            "scores": out["scores"],
            "nobles": {r: owners for r, owners in out["nobles"].items() if owners},
            "king_after": out["king"],
            "supply": dict(pos.supply),
            "used": {p: list(pos.used[p]) for p in pos.players if pos.used.get(p)},
            "game_over": outcome.game_over,
            "provisional_banners": out["provisional_banners"],
        })
        if log.problems:
            entry["problems"] = [p.to_dict() for p in log.problems]
        if outcome.game_over:
            entry["final_scoring"] = out["final_scoring"]
            entry["winners"] = out["winners"]
            entry["end_reason"] = out["end_reason"]
            end_round = rnd.number
            reached = next(step["reached"] for step in outcome.trace if step["step"] == "game-end")
        result.sheet.append(entry)
        result.positions.append(pos.copy())
    result.final = _final(result, pos, end_round, reached)
    if until is None:
        _check_result(result, pos)       # a partial replay cannot be held to the record's result
    return result


def _region_summary(region: dict) -> dict:
    """The score-sheet view of a region's scoring: who got what, the Noble, the bonuses."""
    data = {"region": region["region"], "banner": region["banner"],
            "banner_provenance": region["banner_provenance"], "final_scoring": region["final_scoring"],
            "points": {p["player"]: p["points"] for p in region["placings"] if p["influence"]},
            "influence": {p["player"]: p["influence"] for p in region["placings"] if p["influence"]}}
    if region["noble"] is not None:
        data["noble"] = {"placed": region["noble"]["placed"], "removed": region["noble"]["removed"],
                         "kept": region["noble"]["kept"], "reason": region["noble"]["reason"]}
    if region["bonuses"]:
        data["bonuses"] = {b["player"]: b["points"] for b in region["bonuses"]}
    return data


def _final(result: ReplayResult, pos: Position, end_round: int | None, reached: list[str]) -> dict:
    players = pos.players
    nobles = {p: pos.nobles_on_board(p) for p in players}
    final = {"rounds_played": len(result.sheet), "game_over": pos.game_over,
             "scores": {p: pos.scores[p] for p in players}, "nobles_on_board": nobles}
    if not pos.game_over:
        last = result.sheet[-1]["round"] if result.sheet else pos.round
        final["why"] = (f"the record stops after round {last}; nobody has reached "
                        f"{result.record.rules.end.threshold} points, so the game is not over")
        return final
    last = result.sheet[-1]
    threshold = result.record.rules.end.threshold
    best = max(pos.scores.values())
    top = [p for p in players if pos.scores[p] == best]
    final.update({
        "winners": last["winners"],
        "end_reason": last["end_reason"],
        "why": f"{', '.join(reached) or 'a player'} reached {threshold} points in round {end_round}; "
               f"the game ended after that round and the final scoring followed",
        "tie_break": len(top) > 1,
        "shared_victory": len(last["winners"]) > 1,
    })
    return final


def _check_result(result: ReplayResult, pos: Position) -> None:
    """A record's optional "result" must be what the replay produced."""
    expected = result.record.result
    if not expected or result.stopped_before_scoring:
        return
    rules = result.record.rules
    want_scores = expected.get("scores")
    if want_scores is not None and want_scores != {p: pos.scores[p] for p in pos.players}:
        result.problems.append(IllegalPlay(pos.round, None, None, "RESULT_MISMATCH",
                                           f"the record's result gives scores {want_scores}, the replay "
                                           f"gives {pos.scores}", rules.end.section))
    want_winners = expected.get("winners")
    got = result.final.get("winners", [])
    if want_winners is not None and sorted(want_winners) != sorted(got):
        result.problems.append(IllegalPlay(pos.round, None, None, "RESULT_MISMATCH",
                                           f"the record's result names winners {want_winners}, the replay "
                                           f"names {got}", rules.end.section))
