"""Human-readable accounts of an Outcome and of position problems: pure functions returning strings,
in English or French (lang "en" | "fr"); every sentence comes from referee.messages."""

from __future__ import annotations

from ..engine.adjudicate import Outcome
from ..messages import join, problem_text, render, section_name
from ..rules import Rules
from .account import account_lines


def rules_words(rules: Rules, lang: str = "en") -> str:
    """"standard", or "standard + Permanent Nobles ("Variant — Permanent Nobles")"."""
    words = render("account.rules.standard", lang)
    if rules.variants:
        words += " + " + ", ".join(f"{v.name} (\"{section_name(v.section, lang)}\")" for v in rules.variants)
    return words


def rulings_words(rulings: dict[str, str], lang: str = "en") -> str:
    if not rulings:
        return render("account.rulings.default", lang)
    return render("account.rulings.chosen", lang, rulings=", ".join(f"{k} = {v}" for k, v in rulings.items()))


def describe_outcome(outcome: Outcome, rules: Rules, lang: str = "en") -> str:
    pos = outcome.position
    board = rules.board
    lines = [render("account.title", lang, game=rules.game_name, n=len(pos.players), players=", ".join(pos.players)),
             render("account.rules", lang, rules=rules_words(rules, lang)),
             rulings_words(pos.rulings, lang)]
    lines += account_lines(outcome.trace, lang)
    lines.append("")
    lines.append(render("account.gained", lang, gained=", ".join(f"{p} +{outcome.awarded[p]}" for p in pos.players)))
    lines.append(render("account.scores", lang, scores=", ".join(f"{p} {pos.scores[p]}" for p in pos.players)))
    if outcome.supply_known:
        supply = ", ".join(f"{p} {n}" for p, n in (pos.supply or {}).items())
        lines.append(render("account.supply", lang, supply=supply))
    if outcome.game_over:
        lines.append(render("account.game-over", lang, n=len(outcome.winners), winners=", ".join(outcome.winners)))
    if outcome.provisional_banners:
        names = ", ".join(board.name(r) for r in outcome.provisional_banners)
        lines.append(render("account.provisional", lang, regions=names))
    return "\n".join(lines) + "\n"


def describe_problems(problems, source: str, lang: str = "en", severity: str | None = None) -> str:
    """The problems of an input, errors first under a header, each in `lang` (problem_text): code, field
    and value as given, the words around them translated. severity: treat every problem as "error" or
    "warning" (for illegal plays, which carry none)."""
    def is_error(p) -> bool:
        return (severity or p.severity) == "error"

    errors = [p for p in problems if is_error(p)]
    warnings = [p for p in problems if not is_error(p)]
    lines = []
    if errors:
        lines.append(render("problems.header", lang, source=source, n=len(errors)))
        word = render("problems.error", lang)
        lines += [f"  {word} [{p.code}] {problem_text(p, lang)}" for p in errors]
    if warnings:
        word = render("problems.warning", lang)
        lines += [f"  {word} [{p.code}] {problem_text(p, lang)}" for p in warnings]
    return "\n".join(lines) + ("\n" if lines else "")


__all__ = ["describe_outcome", "describe_problems", "problem_text", "rules_words", "rulings_words", "join"]
