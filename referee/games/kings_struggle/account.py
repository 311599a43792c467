"""What the referee says about a King's Struggle scoring or trick: text (English or French, from
the message catalogue) and JSON-ready data, built by pure functions from the outcome."""

from __future__ import annotations

from typing import Mapping

from referee.messages import render, ruling_text

from ..spec_files import non_default
from .rules import StruggleRules
from .trick import PlayedCard, TrickResult
from .winning import Outcome, PlayerScore


def score_line(score: PlayerScore, points_per_gold: int, lang: str = "en") -> str:
    """'set of three 8s: 6; run 3-4-5-6: 6; pair of 1s: 3; gold 17; total 32'."""
    parts = [render("struggle.group-points", lang, label=g.text(lang), points=g.points)
             for g in score.split.groups]
    gold = (render("struggle.gold", lang, gold=score.hand.gold) if points_per_gold == 1
            else render("struggle.gold-points", lang, gold=score.hand.gold, points=score.gold_points))
    return render("list.separator", lang).join(parts + [gold, render("struggle.total", lang, total=score.total)])


def describe_scores(outcome: Outcome, rules: StruggleRules, choices: Mapping[str, str], lang: str = "en") -> str:
    sections = rules.sections
    lines = [render("struggle.score.head", lang, section=sections["scoring"], per_gold=rules.points_per_gold), ""]
    lines += [render("struggle.player-line", lang, name=s.hand.name, line=score_line(s, rules.points_per_gold, lang))
              for s in outcome.scores]
    lines += [""] + _winner_lines(outcome, sections["winning"], lang)
    lines += _four_note(outcome, choices, rules, lang)
    lines += _rulings_lines(rules, choices, lang)
    return "\n".join(lines) + "\n"


CRITERIA = {"points": "struggle.criterion.points", "cards collected": "struggle.criterion.cards",
            "tricks won": "struggle.criterion.tricks"}


def _criterion(step, lang: str) -> str:
    """A tie-break step's criterion in `lang`: points, cards collected, tricks won, or a rank's count."""
    if step.rank is not None:
        return render("struggle.criterion.rank", lang, rank=step.rank)
    return render(CRITERIA[step.criterion], lang)


def _winner_lines(outcome: Outcome, section: str, lang: str) -> list[str]:
    by_name = {s.hand.name: s for s in outcome.scores}
    lines = []
    for step in outcome.steps:
        values = ", ".join(f"{name} {value}" for name, value in step.values.items())
        lines.append(render("struggle.step", lang, criterion=_criterion(step, lang), values=values))
    if not outcome.winners:
        lines.append(render("struggle.nobody", lang, section=section, names=list(outcome.still_tied)))
        return lines
    names = list(outcome.winners)
    top = by_name[outcome.winners[0]].total
    if len(outcome.winners) > 1:
        lines.append(render("struggle.shared", lang, section=section, names=names))
    elif len(outcome.steps) > 1:
        lines.insert(0, render("struggle.tie-head", lang, points=top, section=section))
        lines.append(render("struggle.winner-after-tie", lang, names=names, points=top))
    else:
        lines = [render("struggle.winner", lang, section=section, names=names, points=top)]
    return lines


def _four_note(outcome: Outcome, choices: Mapping[str, str], rules: StruggleRules, lang: str) -> list[str]:
    """Say so when a score used the missing four-of-a-kind value."""
    for score in outcome.scores:
        outside_runs = [r for g in score.split.groups if g.kind != "run" for r in g.ranks]
        if any(outside_runs.count(r) == 4 for r in set(outside_runs)):
            ruling, choice = rules.ruling("four-of-a-kind"), choices["four-of-a-kind"]
            return ["", render("struggle.four-note", lang, choice=choice, why=ruling_text(ruling, choice, lang))]
    return []


def _rulings_lines(rules: StruggleRules, choices: Mapping[str, str], lang: str) -> list[str]:
    changed = non_default(rules.rulings, choices)
    if not changed:
        return ["", render("struggle.rulings.default", lang)]
    listed = ", ".join(f"{k}={v}" for k, v in changed.items())
    return ["", render("struggle.rulings.chosen", lang, listed=listed)]


def scores_data(outcome: Outcome, rules: StruggleRules, choices: Mapping[str, str], lang: str = "en") -> dict:
    """The JSON form: numbers, names and codes; `label` and `summary` in `lang`."""
    players = {}
    for s in outcome.scores:
        players[s.hand.name] = {
            "gold": s.hand.gold, "gold_points": s.gold_points, "cards": sorted(s.hand.cards),
            "groups": [{**g.to_dict(), "label": g.text(lang)} for g in s.split.groups],
            "card_points": s.split.points, "total": s.total,
            "summary": score_line(s, rules.points_per_gold, lang)}
        if s.hand.tricks is not None:
            players[s.hand.name]["tricks"] = s.hand.tricks
    return {"game": "kings-struggle",
            "scores": {s.hand.name: s.total for s in outcome.scores},
            "winners": list(outcome.winners),
            **({"still_tied": list(outcome.still_tied)} if outcome.still_tied else {}),
            "players": players,
            "tie_break": [{"criterion": st.criterion, "values": dict(st.values)} for st in outcome.steps],
            "rulings": dict(choices),
            "non_default_rulings": non_default(rules.rulings, choices)}


def _card_text(card: PlayedCard, lang: str) -> str:
    if card.power == card.rank:
        return render("struggle.card", lang, player=card.player, rank=card.rank)
    return render("struggle.card.power", lang, player=card.player, rank=card.rank, power=card.power)


def describe_trick(result: TrickResult, rules: StruggleRules, choices: Mapping[str, str], lang: str = "en") -> str:
    lines = [render("struggle.trick.head", lang, section=rules.sections["trick"]),
             render("struggle.trick.played", lang, cards=", ".join(_card_text(c, lang) for c in result.cards))]
    for power in sorted({c.power for c in result.discarded}, reverse=True):
        same = [_card_text(c, lang) for c in result.discarded if c.power == power]
        lines.append(render("struggle.trick.equal", lang, power=power, cards=same))
    if result.winner is not None:
        best = max(result.remaining, key=lambda c: c.power)
        lines.append(render("struggle.trick.wins", lang, winner=result.winner, power=best.power,
                            collected=", ".join(map(str, result.collected))))
        lines.append(render("struggle.trick.leads", lang, winner=result.winner))
    else:
        ruling, choice = rules.ruling("all-cards-cancel"), choices["all-cards-cancel"]
        lines.append(render("struggle.trick.all-cancel", lang))
        lines.append(render("struggle.trick.next", lang, leader=result.next_leader, choice=choice,
                            why=ruling_text(ruling, choice, lang)))
    return "\n".join(lines) + "\n"


def trick_data(result: TrickResult, rules: StruggleRules, choices: Mapping[str, str]) -> dict:
    return {"game": "kings-struggle",
            "cards": [c.to_dict() for c in result.cards],
            "discarded": [c.to_dict() for c in result.discarded],
            "remaining": [c.to_dict() for c in result.remaining],
            "winner": result.winner,
            "collected": list(result.collected),
            "next_leader": result.next_leader,
            "leader_rule": result.leader_rule,
            "rulings": dict(choices),
            "non_default_rulings": non_default(rules.rulings, choices)}
