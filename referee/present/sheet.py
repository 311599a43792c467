"""The replay score sheet as text: one block per round (the final scoring in a block of its own),
then the result. A pure function of a ReplayResult, reading its typed fields; every sentence comes
from the message templates (English or French)."""

from __future__ import annotations

from ..engine.adjudicate import RegionResult
from ..engine.replay import ReplayResult, ReplayRound
from ..engine.trace import CardEvent
from ..messages import problem_text, render
from .account import winners_text
from .explain import rules_words, rulings_words

SPECIAL_CARDS = {"knight": "card.knight", "dragon": "card.dragon", "witch": "card.witch",
                 "knight!declined": "card.knight-declined", "knight!added": "card.knight-added"}


def card_text(label: str, lang: str) -> str:
    """A card as the sheet names it in `lang`: a region card by the region's name, a special card
    (a record's word: knight, dragon, witch, knight!declined) by the language's name for it."""
    key = SPECIAL_CARDS.get(label)
    return render(key, lang) if key else label


def describe_sheet(result: ReplayResult, lang: str = "en") -> str:
    rules = result.record.rules
    players = result.record.players
    lines = [render("sheet.title", lang, game=rules.game_name, n=len(players), players=", ".join(players)),
             render("account.rules", lang, rules=rules_words(rules, lang))]
    if result.record.start.rulings:
        lines.append(rulings_words(result.record.start.rulings, lang))
    lines.append(render("sheet.start.setup" if result.record.from_setup else "sheet.start.given", lang))
    lines.append(render("sheet.legend", lang))
    provisional: set[str] = set()
    for rnd in result.rounds:
        lines.append("")
        lines += _round_lines(rnd, result, lang)
        provisional.update(rules.board.name(r) for r in rnd.outcome.provisional_banners)
    lines.append("")
    lines += _result_lines(result, lang)
    if provisional:
        lines.append(render("sheet.provisional", lang, regions=", ".join(sorted(provisional))))
    shown = {p for rnd in result.rounds for p in rnd.log.problems}
    for prob in result.problems:
        if prob not in shown:
            lines.append(render("sheet.problem", lang, code=prob.code, message=problem_text(prob, lang)))
    return "\n".join(lines) + "\n"


def round_account(result: ReplayResult, lang: str = "en") -> list[str]:
    """The last round replayed, as the sheet tells it (its cards, card events with their rulings,
    each region's scoring, scores, Nobles, the King), then the result once the game is over."""
    if not result.rounds:
        return []
    lines = _round_lines(result.rounds[-1], result, lang)
    return lines + [""] + _result_lines(result, lang) if result.final and result.final.game_over else lines


def _round_lines(rnd: ReplayRound, result: ReplayResult, lang: str) -> list[str]:
    rules = result.record.rules
    board = rules.board
    players = result.record.players
    out = rnd.outcome
    lines = [render("sheet.round", lang, round=rnd.number, king=board.name(rnd.king_from), dragons=rnd.log.dragons)]
    for p in players:
        cards = ", ".join(card_text(c.label(board), lang) for c in rnd.plays.get(p, [])) or render("sheet.no-cards",
                                                                                                   lang)
        extra = (render("sheet.reselects", lang, cards=", ".join(card_text(c.label(board), lang) for c in rnd.witch[p]))
                 if p in rnd.witch else "")
        lines.append("  " + render("sheet.plays", lang, player=p, cards=cards, extra=extra))
    for ev in rnd.log.events:
        note = event_text(ev, lang)
        if note:
            lines.append("    " + render("sheet.note", lang, player=ev.player, card=card_text(ev.card, lang),
                                                note=note))
    for res in out.round_results:
        lines.append("  " + _region_line(res, rules, lang))
    pos = rnd.position
    scores = out.scores_before_final if out.game_over else pos.scores
    supply = out.supply_before_final if out.game_over else (pos.supply or {})
    awarded = out.round_awarded
    lines.append("  " + render("sheet.scores", lang,
                               scores=", ".join(f"{p} {scores[p]} (+{awarded[p]})" for p in players)))
    nobles = "; ".join(f"{board.name(r)}: {', '.join(pos.nobles_in(r))}" for r in board.route
                       if pos.nobles_in(r)) or render("sheet.none", lang)
    lines.append("  " + render("sheet.nobles", lang, nobles=nobles))
    lines.append("  " + render("sheet.king", lang, king=board.name(pos.king),
                               supply=", ".join(f"{p} {supply.get(p, 0)}" for p in players)))
    for prob in rnd.log.problems:
        lines.append("  " + render("sheet.problem", lang, code=prob.code, message=problem_text(prob, lang)))
    for warning in rnd.log.warnings:
        lines.append("  " + render("sheet.warning", lang, code=warning.code, message=problem_text(warning, lang)))
    if out.game_over:
        lines += _final_scoring_lines(rnd, rules, lang)
    return lines


def _final_scoring_lines(rnd: ReplayRound, rules, lang: str) -> list[str]:
    out, pos = rnd.outcome, rnd.position
    players = pos.players
    if rules.end.final_scoring == "none":            # [end] final_scoring: these rules have none
        return ["", render("sheet.no-final", lang)]
    key = "sheet.final-block.all-regions" if rules.end.final_scoring == "all-regions" else "sheet.final-block"
    lines = ["", render(key, lang, round=rnd.number)]
    empty = [rules.board.name(res.region) for res in out.final_results if res.empty]
    for res in out.final_results:
        if not res.empty:
            lines.append("  " + _region_line(res, rules, lang))
    if empty:
        lines.append("  " + render("final.empty", lang, regions=empty))
    final = out.final_awarded
    lines.append("  " + render("sheet.scores", lang,
                               scores=", ".join(f"{p} {pos.scores[p]} (+{final[p]})" for p in players)))
    return lines


def _region_line(res: RegionResult, rules, lang: str) -> str:
    """"Dark Tower (scored, 5-4-2-1): Simon 5→5, Jen 1→0 (not paid); Noble: ...; Noble bonus: ..."."""
    parts = []
    for pl in res.placings:
        if not pl.influence:
            continue
        why = ""
        if pl.points == 0 and pl.reason in ("not-paid-place", "beyond-banner"):
            why = " (" + render("sheet.why.tie" if pl.tied_with > 1 else "sheet.why.not-paid", lang) + ")"
        parts.append(f"{pl.player} {pl.influence}→{pl.points}{why}")
    what = render("sheet.final" if res.final else "sheet.scored", lang)
    line = render("sheet.region", lang, region=rules.board.name(res.region), what=what,
                  banner="-".join(map(str, res.banner)), points=", ".join(parts) or render("sheet.nobody", lang))
    noble = _noble_words(res, lang)
    if noble:
        line += "; " + noble
    if res.bonuses:
        line += "; " + render("sheet.bonus", lang, bonuses=", ".join(f"{b.player} +{b.points}" for b in res.bonuses))
    return line


def _noble_words(res: RegionResult, lang: str) -> str:
    """The Noble decision and its reason: who placed one, whose old Noble went where, who kept theirs."""
    d = res.noble
    if d is None:
        return ""
    if d.also_placed:                                # [nobles] placed_by = any-leader: tied leaders placed
        return render("sheet.noble.tied", lang, players=list(d.placed_all))
    if d.placed:
        if not d.removed:
            return render("sheet.noble.placed", lang, player=d.placed)
        key = "sheet.noble.replaced" if res.replaced_to == "owner-supply" else "sheet.noble.replaced-out"
        return render(key, lang, player=d.placed, owner=list(d.removed))
    if not d.kept:
        return ""
    key = {"tie-for-most": "sheet.noble.tie", "already-holds": "sheet.noble.already",
           "no-marker": "sheet.noble.no-marker", "never-placed": "sheet.noble.never"}.get(d.reason, "sheet.noble.kept")
    return render(key, lang, owners=list(d.kept))


def event_text(ev: CardEvent, lang: str = "en") -> str:
    """A card that did not do the usual thing, in words (knight declined, Knight with no effect, no marker),
    from the event's facts; "" for a card that did the usual thing."""
    effect, choice = ev.effect, ev.choice or ""
    if effect == "knight" and ev.markers and ev.marker == ev.markers:
        return render("event.knight-markers", lang, n=ev.markers, region=ev.region)
    if effect == "witch" and ev.at_once:
        return render("event.witch-at-once", lang)
    if effect == "knight-declined":
        return render("event.knight-declined", lang, choice=choice)
    if effect == "knight-no-effect":
        return render("event.knight-no-effect", lang, why=render(f"knight.why.{ev.why or 'first-card'}", lang,
                                                                 choice=choice))
    if effect.endswith("-no-marker"):
        return render("event.no-marker", lang, choice=choice)
    return ""


def with_event_text(data: dict, lang: str = "en") -> dict:
    """A replay's JSON form (ReplayResult.to_dict) with each unusual card event's sentence in `lang` as
    "text" beside its English "note" (the line the round's log keeps)."""
    for entry in data.get("rounds", []):
        for ev in entry.get("events", []):
            sentence = event_text(CardEvent(**{k: v for k, v in ev.items() if k != "text"}), lang)
            if sentence:
                ev["text"] = sentence
    return data


def _result_lines(result: ReplayResult, lang: str) -> list[str]:
    rules = result.record.rules
    final = result.final
    players = result.record.players
    threshold = rules.end.threshold
    if final is None:                    # a replay stopped before scoring has no result yet
        return []
    if final.game_over:
        last = result.rounds[-1]
        out = last.outcome
        lines = [render("sheet.game-over", lang, round=last.number, reached=out.reached, n=len(out.reached),
                        threshold=threshold),
                 winners_text(out.winners, out.top_score, out.tied_top, _tie_break_counts(out, rules), lang,
                              rules.end.tie_break)]
    else:
        played = result.rounds[-1].number if result.rounds else result.record.start.round
        lines = [render("sheet.not-finished", lang, round=played, threshold=threshold)]
    lines.append(render("sheet.final-scores", lang, scores=", ".join(f"{p} {final.scores[p]}" for p in players)))
    return lines


def _tie_break_counts(out, rules) -> dict[str, int]:
    """The numbers the tie-break compared ([end] tie_break): Nobles, or influence, on the board."""
    return out.influence_at_end if rules.end.tie_break == "most-influence-on-board" else out.nobles_at_end
