"""`referee struggle`: King's Struggle end-of-game scoring (`score`) and one trick (`trick`).

The library is imported inside the commands; z3 and hypothesis are never loaded here except by
`referee check --game kings-struggle` (run_struggle_check).
"""

from __future__ import annotations

import sys
import time

import click

from ..messages import render
from .common import dump_json
from .options import lang_option, resolve_lang
from .parallel import in_parallel
from .progress import stamped
from .shelf import game_ruling_option, load_or_fail, read_or_fail, ruling_choices_or_fail

EXIT_CHECK_FAILED = 1

@click.group()
def struggle() -> None:
    """King's Struggle (Robert Burke): end-of-game scores and tricks."""


@struggle.command()
@click.argument("file")
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print scores, winners and each player's groups "
                                                                     "as JSON.")
@game_ruling_option
@lang_option
def score(file, as_json, rulings, lang):
    """Score the collected cards and gold in FILE ('-' reads stdin) and name the winners.

    FILE: {"players": {"Ann": {"gold": 17, "cards": [8, 8, 8, 3, 4, 5, 6, 1, 1]}, ...}}.
    Each player's cards are split into runs, sets and singles in the way worth the most points.
    """
    from ..games.kings_struggle.account import describe_scores, scores_data
    from ..games.kings_struggle.reader import read_hands_text
    from ..games.kings_struggle.rules import load_rules
    from ..games.kings_struggle.scoring import tables_for
    from ..games.kings_struggle.winning import score_game

    lang = resolve_lang(lang)
    rules = load_or_fail(load_rules)
    chosen = ruling_choices_or_fail(rulings, rules.rulings)
    hands = read_or_fail(read_hands_text, file, rules, chosen, as_json=as_json, lang=lang)
    outcome = score_game(hands.hands, tables_for(rules, hands.choices), rules.points_per_gold,
                         hands.choices["most-cards"], hands.choices["still-tied"])
    if as_json:
        click.echo(dump_json(scores_data(outcome, rules, hands.choices, lang)), nl=False)
    else:
        click.echo(describe_scores(outcome, rules, hands.choices, lang), nl=False)


@struggle.command()
@click.argument("file")
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print the trick's result as JSON.")
@game_ruling_option
@lang_option
def trick(file, as_json, rulings, lang):
    """Resolve the trick in FILE ('-' reads stdin): equal powers discarded, highest remaining wins.

    FILE: {"cards": [{"player": "Ann", "rank": 7, "modifier": 2}, ...]}, in playing order from
    the leader to the left; "power" (the modified power) may replace "modifier".
    """
    from ..games.kings_struggle.account import describe_trick, trick_data
    from ..games.kings_struggle.reader import read_trick_text
    from ..games.kings_struggle.rules import load_rules
    from ..games.kings_struggle.trick import resolve_trick

    lang = resolve_lang(lang)
    rules = load_or_fail(load_rules)
    chosen = ruling_choices_or_fail(rulings, rules.rulings)
    played = read_or_fail(read_trick_text, file, rules, chosen, as_json=as_json, lang=lang)
    result = resolve_trick(played.cards, played.choices)
    if as_json:
        click.echo(dump_json(trick_data(result, rules, played.choices)), nl=False)
    else:
        click.echo(describe_trick(result, rules, played.choices, lang), nl=False)


def run_struggle_check(examples: int, as_json: bool, quiet: bool, lang: str = "en") -> None:
    """`referee check --game kings-struggle`: the invariant catalogue under every combination of
    the scoring rulings, the best split cross-checked by exhaustive search and Z3. Exit 1 on a
    violation."""
    from ..games.kings_struggle.invariants import CATALOGUE, SCORING_RULINGS
    from ..games.kings_struggle.rules import load_rules

    started = time.monotonic()
    load_or_fail(load_rules)             # a broken spec is refused here, before any worker starts

    calls = [(index, examples, None if quiet else started, lang) for index in range(len(SCORING_RULINGS))]
    reports = in_parallel(_check_one_ruleset, calls)       # each seeded apart: the same reports on any core count
    failed = [render("struggle.check.problem", lang, id=v.invariant.id, ruleset=r.label, what=v.message)
              for r in reports for v in r.verdicts if not v.holds]
    if as_json:
        click.echo(dump_json({"game": "kings-struggle", "ok": not failed,
                              "seconds": round(time.monotonic() - started, 2),
                              "rulesets": [r.to_dict() for r in reports], "problems": failed}), nl=False)
    else:
        click.echo(struggle_check_text(reports, CATALOGUE, examples, lang), nl=False)
    if failed:
        sys.exit(EXIT_CHECK_FAILED)


def _check_one_ruleset(index: int, examples: int, started: float | None, lang: str):
    """The catalogue under SCORING_RULINGS[index] (a task of its own: run_struggle_check)."""
    from ..games.kings_struggle.invariants import SCORING_RULINGS, check_ruleset
    from ..games.kings_struggle.rules import load_rules

    return check_ruleset(load_rules(), SCORING_RULINGS[index], examples, seed=index + 1,
                         z3_examples=min(examples, 100), progress=stamped(started, lang))


def struggle_check_text(reports, catalogue, examples: int, lang: str = "en") -> str:
    from ..messages import translated

    headers = [render("check.header", lang)] + [r.label for r in reports]
    rows = [[inv.id] + [render("struggle.check.holds" if v.holds else "struggle.check.violated", lang, n=v.cases)
                        for r in reports for v in r.verdicts if v.invariant.id == inv.id] for inv in catalogue]
    widths = [max(len(row[i]) for row in rows + [headers]) for i in range(len(headers))]
    def line(cells):
        return "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip() + "\n"
    text = render("struggle.check.head", lang, first=min(examples, 100)) + "\n\n"
    text += line(headers) + line(["-" * w for w in widths]) + "".join(line(r) for r in rows)
    for report in reports:
        for v in report.verdicts:
            if not v.holds:
                statement = translated(f"invariant:{v.invariant.id}", v.invariant.statement, lang)
                text += ("\n" + render("struggle.check.detail", lang, id=v.invariant.id, ruleset=report.label,
                                       statement=statement) + f"\n  {v.message}\n"
                         + "  " + render("struggle.check.counterexample", lang) + "\n"
                         + "".join("    " + row + "\n" for row in dump_json(v.counterexample).splitlines()))
    ok = all(v.holds for r in reports for v in r.verdicts)
    return text + "\n" + render("struggle.check.passed" if ok else "check.failed", lang) + "\n"
