"""Human-readable accounts of an Outcome and of position problems: pure functions returning strings."""

from __future__ import annotations

from ..engine.adjudicate import Outcome
from ..rules import Rules

_INDENTED = {"placing", "noble", "noble-bonus", "return"}


def describe_outcome(outcome: Outcome, rules: Rules) -> str:
    pos = outcome.position
    board = rules.board
    lines = [f"{rules.game_name} — {len(pos.players)} players: {', '.join(pos.players)}"]
    lines.append("Rules: " + ("standard" if not rules.variants else
                              "standard + " + ", ".join(f"{v.name} (\"{v.section}\")" for v in rules.variants)))
    if pos.rulings:
        lines.append("Non-default rulings: " + ", ".join(f"{k} = {v}" for k, v in pos.rulings.items()))
    else:
        lines.append("Rulings: every open ruling at its default (`referee rulings` lists them)")
    for step in outcome.trace:
        if step["step"] == "region":
            lines.append("")
        indent = "    " if step["step"] in _INDENTED else ""
        lines.append(f"{indent}{step['text']}  [{step['rule']}]")
    lines.append("")
    gained = ", ".join(f"{p} +{outcome.awarded[p]}" for p in pos.players)
    lines.append(f"Points this scoring: {gained}")
    lines.append("Scores: " + ", ".join(f"{p} {pos.scores[p]}" for p in pos.players))
    if outcome.supply_known:
        lines.append("Supply: " + ", ".join(f"{p} {n}" for p, n in (pos.supply or {}).items()))
    if outcome.game_over:
        lines.append(f"GAME OVER. Winner{'s' if len(outcome.winners) > 1 else ''}: {', '.join(outcome.winners)}")
    if outcome.provisional_banners:
        names = ", ".join(board.name(r) for r in outcome.provisional_banners)
        lines.append(f"Note: provisional banner values were used for {names}; only Dark Tower's banner is "
                     "known from the rulebook. Give your printing's values with --banners \"Region=v,v,v\".")
    return "\n".join(lines) + "\n"


def describe_problems(problems, source: str) -> str:
    errors = [p for p in problems if p.severity == "error"]
    warnings = [p for p in problems if p.severity != "error"]
    lines = []
    if errors:
        lines.append(f"{source}: {len(errors)} problem{'s' if len(errors) != 1 else ''}:")
        lines += [f"  error [{p.code}] {p.message}" for p in errors]
    if warnings:
        lines += [f"  warning [{p.code}] {p.message}" for p in warnings]
    return "\n".join(lines) + ("\n" if lines else "")
