"""What the referee says about a King's Struggle scoring or trick: text and JSON-ready data,
built by pure functions from the outcome."""

from __future__ import annotations

from typing import Mapping

from ..spec_files import non_default
from .rules import StruggleRules
from .trick import PlayedCard, TrickResult
from .winning import Outcome, PlayerScore


def score_line(score: PlayerScore, points_per_gold: int) -> str:
    """'set of three 8s: 6; run 3-4-5-6: 6; pair of 1s: 3; gold 17; total 32'."""
    parts = [f"{g.label}: {g.points}" for g in score.split.groups]
    gold = f"gold {score.hand.gold}" + ("" if points_per_gold == 1 else f": {score.gold_points}")
    return "; ".join(parts + [gold, f"total {score.total}"])


def describe_scores(outcome: Outcome, rules: StruggleRules, choices: Mapping[str, str]) -> str:
    sections = rules.sections
    lines = [f"King's Struggle: end-of-game scores (\"{sections['scoring']}\"). Each player's collected cards are",
             "split into runs, sets and singles in the way worth the most points (an exact search: no",
             f"other split scores more), plus {rules.points_per_gold} point per gold.", ""]
    lines += [f"{s.hand.name}: {score_line(s, rules.points_per_gold)}" for s in outcome.scores]
    lines += [""] + _winner_lines(outcome, sections["winning"])
    lines += _four_note(outcome, choices, rules)
    lines += _rulings_lines(rules, choices)
    return "\n".join(lines) + "\n"


def _winner_lines(outcome: Outcome, section: str) -> list[str]:
    by_name = {s.hand.name: s for s in outcome.scores}
    names = " and ".join(outcome.winners)
    top = by_name[outcome.winners[0]].total
    lines = []
    for step in outcome.steps:
        values = ", ".join(f"{name} {value}" for name, value in step.values.items())
        lines.append(f"  {step.criterion}: {values}")
    if len(outcome.winners) > 1:
        lines.append(f"Shared win (\"{section}\"): {names}, level on points and on every tie-break.")
    elif len(outcome.steps) > 1:
        lines.insert(0, f"Tie on {top} points, broken as \"{section}\" says:")
        lines.append(f"Winner: {names} ({top} points).")
    else:
        lines = [f"Winner (\"{section}\"): {names} with {top} points."]
    return lines


def _four_note(outcome: Outcome, choices: Mapping[str, str], rules: StruggleRules) -> list[str]:
    """Say so when a score used the missing four-of-a-kind value."""
    for score in outcome.scores:
        outside_runs = [r for g in score.split.groups if g.kind != "run" for r in g.ranks]
        if any(outside_runs.count(r) == 4 for r in set(outside_runs)):
            ruling = rules.ruling("four-of-a-kind")
            return ["", f"Note: the set table gives no value for four matching cards; ruling four-of-a-kind = "
                        f"{choices['four-of-a-kind']}: {ruling.alternatives[choices['four-of-a-kind']]}"]
    return []


def _rulings_lines(rules: StruggleRules, choices: Mapping[str, str]) -> list[str]:
    changed = non_default(rules.rulings, choices)
    if not changed:
        return ["", "Open rulings at their defaults (referee rulings --game kings-struggle)."]
    listed = ", ".join(f"{k}={v}" for k, v in changed.items())
    return ["", f"Open rulings not at their default: {listed} (referee rulings --game kings-struggle)."]


def scores_data(outcome: Outcome, rules: StruggleRules, choices: Mapping[str, str]) -> dict:
    players = {}
    for s in outcome.scores:
        players[s.hand.name] = {
            "gold": s.hand.gold, "gold_points": s.gold_points, "cards": sorted(s.hand.cards),
            "groups": [g.to_dict() for g in s.split.groups], "card_points": s.split.points,
            "total": s.total, "summary": score_line(s, rules.points_per_gold)}
        if s.hand.tricks is not None:
            players[s.hand.name]["tricks"] = s.hand.tricks
    return {"game": "kings-struggle",
            "scores": {s.hand.name: s.total for s in outcome.scores},
            "winners": list(outcome.winners),
            "players": players,
            "tie_break": [{"criterion": st.criterion, "values": dict(st.values)} for st in outcome.steps],
            "rulings": dict(choices),
            "non_default_rulings": non_default(rules.rulings, choices)}


def _card_text(card: PlayedCard) -> str:
    if card.power == card.rank:
        return f"{card.player}'s {card.rank}"
    return f"{card.player}'s {card.rank} (power {card.power})"


def describe_trick(result: TrickResult, rules: StruggleRules, choices: Mapping[str, str]) -> str:
    section = rules.sections["trick"]
    lines = [f"King's Struggle: one trick (\"{section}\").",
             "Played, leader first: " + ", ".join(_card_text(c) for c in result.cards) + "."]
    for power in sorted({c.power for c in result.discarded}, reverse=True):
        same = [c for c in result.discarded if c.power == power]
        lines.append(f"Equal power {power}, all discarded: " + " and ".join(_card_text(c) for c in same) + ".")
    if result.winner is not None:
        best = max(result.remaining, key=lambda c: c.power)
        lines.append(f"{result.winner} wins the trick with the highest remaining power, {best.power}, and "
                     f"collects {', '.join(map(str, result.collected))}.")
        lines.append(f"{result.winner} leads the next trick.")
    else:
        ruling = rules.ruling("all-cards-cancel")
        lines.append("Every card shares its power with another: all are discarded and nobody wins the trick.")
        lines.append(f"{result.next_leader} leads the next trick (ruling all-cards-cancel = "
                     f"{choices['all-cards-cancel']}: {ruling.alternatives[choices['all-cards-cancel']]})")
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
