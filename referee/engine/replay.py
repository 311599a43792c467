"""Replay a game record round by round and keep the score sheet as data.

Each round is the core's two steps: resolve the cards (round_play) and score the position
(adjudicate.apply_scoring). Strict replay stops at the first illegal play (IllegalPlayError);
lenient replay collects every problem, skips the offending cards and carries on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..messages import Text, text
from ..rules import Rules
from .adjudicate import Outcome, RegionResult, apply_scoring
from .cards import Card
from .position import Position
from .record import GameRecord
from .round_play import IllegalPlay, IllegalPlayError, RoundLog, resolve_round


@dataclass
class ReplayRound:
    """One replayed round: the cards as recorded, what they did, and the scoring."""

    number: int
    king_from: int
    plays: dict[str, list[Card]]
    witch: dict[str, list[Card]]
    comment: str
    log: RoundLog                      # what each card did, and the illegal plays skipped (lenient)
    outcome: Outcome                   # the scoring (with the final scoring, if the game ended)
    position: Position                 # the position after the round

    def to_dict(self, rules: Rules, lang: str = "en") -> dict[str, Any]:
        """The round's JSON form; problem messages and end_reason in `lang`."""
        board = rules.board
        pos, out = self.position, self.outcome
        entry = {"round": self.number, "king": board.name(self.king_from),
                 "cards": {p: [c.label(board) for c in self.plays.get(p, [])] for p in pos.players}}
        if self.witch:
            # in seat order, as the cards are, whatever order the record writes them in
            witch = _in_seat_order(self.witch, pos.players)
            entry["witch"] = {p: [c.label(board) for c in cards] for p, cards in witch.items()}
        if self.comment:
            entry["comment"] = self.comment
        log = self.log.to_dict(rules)
        before_final = out.game_over
        entry.update({
            "dragons": log["dragons"], "placed": _in_seat_order(log["placed"], pos.players), "events": log["events"],
            "regions_scored": [board.name(r) for r in out.regions_scored],
            "regions": [_region_summary(res, rules) for res in out.round_results],
            "awarded": out.round_awarded,
            "scores": {p: (out.scores_before_final if before_final else pos.scores)[p] for p in pos.players},
            "nobles": {board.name(r): list(pos.nobles_in(r)) for r in board.route if pos.nobles_in(r)},
            "king_after": board.name(pos.king),
            "supply": _in_seat_order(out.supply_before_final if before_final else pos.supply or {}, pos.players),
            "used": {p: list(pos.used[p]) for p in pos.players if pos.used.get(p)},
            "game_over": out.game_over,
            "provisional_banners": [board.name(r) for r in out.provisional_banners],
        })
        if self.log.problems:
            entry["problems"] = [p.to_dict(lang) for p in self.log.problems]
        if self.log.warnings:
            entry["warnings"] = [p.to_dict(lang, severity="warning") for p in self.log.warnings]
        if out.game_over:
            entry["final_scoring"] = {
                "regions": [board.name(r) for r in out.final_regions],
                "results": [_region_summary(res, rules) for res in out.final_results],
                "awarded": out.final_awarded, "scores": {p: pos.scores[p] for p in pos.players},
                "supply": dict(pos.supply or {})}
            entry.update({"winners": list(out.winners), "end_code": out.end_code,
                          "end_reason": out.end_text.render(lang) if out.end_text else ""})
        return entry


@dataclass
class FinalResult:
    """How the replayed game stands at its end: finished or not, and why."""

    rounds_played: int
    game_over: bool
    scores: dict[str, int]
    nobles_on_board: dict[str, int]
    winners: list[str] = field(default_factory=list)
    end_code: str = ""                 # why these winners, as a stable code (Outcome.end_code)
    end_text: Text | None = None       # the same as a sentence, in either language (str() is English)
    why_text: Text | None = None       # why the game ended or goes on, in either language
    tie_break: bool = False            # the top score was tied
    shared_victory: bool = False

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """The JSON form; end_reason and why in `lang` (end_code is the same in every language)."""
        why = self.why_text.render(lang) if self.why_text else ""
        data = {"rounds_played": self.rounds_played, "game_over": self.game_over, "scores": dict(self.scores),
                "nobles_on_board": dict(self.nobles_on_board), "winners": list(self.winners)}   # [] if not ended
        if self.game_over:
            data.update({"end_code": self.end_code,
                         "end_reason": self.end_text.render(lang) if self.end_text else "",
                         "why": why, "tie_break": self.tie_break, "shared_victory": self.shared_victory})
        else:
            data["why"] = why
        return data


@dataclass
class ReplayResult:
    record: GameRecord
    rounds: list[ReplayRound] = field(default_factory=list)   # one per round played
    position: Position | None = None                          # after the last round replayed
    problems: list[IllegalPlay] = field(default_factory=list)
    final: FinalResult | None = None
    stopped_before_scoring: bool = False

    @property
    def positions(self) -> list[Position]:
        """The position after each round played."""
        return [r.position for r in self.rounds]

    @property
    def warnings(self) -> list[IllegalPlay]:
        """Plays accepted with a warning (e.g. a Witch's sent-back cards not recorded), every round."""
        return [w for r in self.rounds for w in r.log.warnings]

    @property
    def sheet(self) -> list[dict[str, Any]]:
        """The score sheet in its JSON form, one dict per round."""
        return self.sheet_in("en")

    def sheet_in(self, lang: str) -> list[dict[str, Any]]:
        """The score sheet in its JSON form, its sentences in `lang`."""
        return [r.to_dict(self.record.rules, lang) for r in self.rounds]

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """The JSON form; every message, end_reason and why in `lang` (codes and values never change)."""
        rules = self.record.rules
        return {"players": list(self.record.players), "variants": list(rules.variant_refs),
                "rulings": dict(self.record.start.rulings),
                "banners": _banners_used(self.record),
                "start": "set-up" if self.record.from_setup else "given position",
                "rounds": self.sheet_in(lang), "final": self.final.to_dict(lang) if self.final else {},
                "problems": [p.to_dict(lang) for p in self.problems],
                "warnings": [w.to_dict(lang, severity="warning") for w in self.warnings]}


def _banners_used(record: GameRecord) -> dict[str, Any]:
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
    pos = record.start.copy()
    result = ReplayResult(record, position=pos)
    for rnd in record.rounds:
        if until is not None and rnd.number > until:
            break
        if pos.game_over:
            _round_after_end(result, rnd.number, lenient)
            continue
        king_from = pos.king
        problems = result.problems if lenient else None
        log = resolve_round(pos, rules, rnd.plays, rnd.witch, round_no=rnd.number, check=True, problems=problems,
                            first_round=record.first_round)
        if before_scoring and until is not None and rnd.number == until:
            result.stopped_before_scoring = True
            break
        outcome = apply_scoring(pos, rules)
        pos.round = rnd.number
        result.rounds.append(ReplayRound(rnd.number, king_from, rnd.plays, rnd.witch, rnd.comment, log,
                                         outcome, pos.copy()))
    result.final = _final(result, pos)
    if until is None:
        _check_result(result, pos)       # a partial replay cannot be held to the record's result
    return result


def _round_after_end(result: ReplayResult, number: int, lenient: bool) -> None:
    end_round = result.rounds[-1].number if result.rounds else result.record.start.round
    play = IllegalPlay(number, None, None, "ROUND_AFTER_GAME_END",
                       text("play.round-after-end", round=end_round),
                       result.record.rules.end.section, result.record.first_round)
    if not lenient:
        raise IllegalPlayError(play)
    result.problems.append(play)


def _in_seat_order(table: dict[str, Any], players: list[str]) -> dict[str, Any]:
    """A table by player listed in seat order, as a score sheet lists the players (the players it holds)."""
    return {p: table[p] for p in players if p in table}


def _region_summary(res: RegionResult, rules: Rules) -> dict[str, Any]:
    """The score-sheet view of a region's scoring: who got what, the Noble, the bonuses."""
    scored = [pl for pl in res.placings if pl.influence]
    data = {"region": rules.board.name(res.region), "banner": list(res.banner),
            "banner_provenance": res.banner_provenance, "final_scoring": res.final,
            "points": {pl.player: pl.points for pl in scored},
            "influence": {pl.player: pl.influence for pl in scored}}
    if res.noble is not None:
        data["noble"] = {"placed": res.noble.placed, "removed": list(res.noble.removed),
                         "kept": list(res.noble.kept), "reason": res.noble.reason}
        if res.noble.also_placed:          # [nobles] placed_by = any-leader: the other tied leaders' Nobles
            data["noble"]["also_placed"] = list(res.noble.also_placed)
    if res.bonuses:
        data["bonuses"] = {b.player: b.points for b in res.bonuses}
    return data


def _final(result: ReplayResult, pos: Position) -> FinalResult:
    players = pos.players
    final = FinalResult(rounds_played=len(result.rounds), game_over=pos.game_over,
                        scores={p: pos.scores[p] for p in players},
                        nobles_on_board={p: pos.nobles_on_board(p) for p in players})
    threshold = result.record.rules.end.threshold
    if not pos.game_over:
        played = result.rounds[-1].number if result.rounds else pos.round
        final.why_text = text("final.why.not-over", round=played, threshold=threshold)
        return final
    last = result.rounds[-1]
    best = max(pos.scores.values())
    final.winners = list(last.outcome.winners)
    final.end_code, final.end_text = last.outcome.end_code, last.outcome.end_text
    final.why_text = text("final.why.over", reached=", ".join(last.outcome.reached) or text("final.a-player"),
                          n=max(len(last.outcome.reached), 1), threshold=threshold, round=last.number)
    final.tie_break = sum(1 for p in players if pos.scores[p] == best) > 1
    final.shared_victory = len(final.winners) > 1
    return final


def _check_result(result: ReplayResult, pos: Position) -> None:
    """A record's optional "result" must be what the replay produced."""
    expected = result.record.result
    if not expected or result.stopped_before_scoring or result.final is None:
        return
    rules, first = result.record.rules, result.record.first_round
    want_scores = expected.get("scores")
    if want_scores is not None and want_scores != {p: pos.scores[p] for p in pos.players}:
        want = _listed([f"{p} {n}" for p, n in want_scores.items()], "sheet.none")
        got_scores = _listed([f"{p} {pos.scores[p]}" for p in pos.players])
        result.problems.append(IllegalPlay(pos.round, None, None, "RESULT_MISMATCH",
                                           text("play.result-scores", want=want, got=got_scores), rules.end.section,
                                           first))
    want_winners = expected.get("winners")
    got = result.final.winners
    if want_winners is not None and sorted(want_winners) != sorted(got):
        result.problems.append(IllegalPlay(pos.round, None, None, "RESULT_MISMATCH",
                                           text("play.result-winners", want=_listed(want_winners), got=_listed(got)),
                                           rules.end.section, first))


def _listed(items: list[str], empty: str = "sheet.nobody") -> tuple[str, ...] | Text:
    """A result's names or scores as a sentence lists them ("Ann 36 and Bob 30"), the word `empty`
    for none (a tuple: a sentence's values are hashed with it)."""
    return tuple(items) if items else text(empty)
