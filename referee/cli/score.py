"""`referee score` and `referee validate`: one position file (or quick entry) at the table."""

from __future__ import annotations

import click

from ..limits import MAX_PLAYERS
from ..messages import text as message
from .common import check_outputs, dump_json, fail, fail_with_problems, input_files, read_text, write_atomically
from .options import (
    Count,
    banner_option,
    lang_option,
    parse_banner_options,
    parse_ruling_options,
    resolve_lang,
    ruling_option,
    variant_option,
)


def load_position(source: str, variants: tuple[str, ...], banners: tuple[str, ...],
                  rulings: dict[str, str] | None = None, data=None, lang: str = "en", as_json: bool = False,
                  scoring: bool = True):
    """(position, rules, problems, name) from a file ('-' = stdin), or from `data` already decoded;
    with `scoring`, the problems include the scoring's own (referee.answers.read_for_scoring).

    `rulings` (from --ruling) are laid over the position's own "rulings" field.
    """
    from ..answers import read_for_scoring
    from ..io.position_reader import parse_json_text

    if data is None:
        text, name = read_text(source, lang, as_json=as_json)
        data, problems = parse_json_text(text, name)
        if problems:
            return None, None, problems, name
    else:
        name = source
    position, rules, problems = read_for_scoring(data, variants=variants,
                                                 banners=parse_banner_options(banners, lang), rulings=rulings,
                                                 scoring=scoring)
    return position, rules, problems, name


@click.command()
@click.argument("inputs", nargs=-1, metavar="FILE | NAME=COUNT...")
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print the outcome as JSON.")
@click.option("--out", "out", metavar="FILE", help="Write the resulting position here (atomically).")
@click.option("--overwrite-input", is_flag=True, help="Allow --out to replace the input file.")
@variant_option
@banner_option
@ruling_option
@click.option("--region", metavar="REGION",
              help='Quick entry, no file: score this one region from NAME=COUNT pairs, e.g. '
                   '--region "Dark Tower" Jen=4 Phil=3 Chris=2 Simon=1.')
@click.option("--players", "n_players", type=Count(1, MAX_PLAYERS), metavar="N",
              help="Quick entry: the number of players (adds anonymous players up to N).")
@click.option("--noble", "nobles", multiple=True, metavar="NAME",
              help="Quick entry: NAME holds a Noble in the region. Repeatable (Permanent Nobles).")
@click.option("--score", "start_scores", multiple=True, metavar="NAME=POINTS",
              help="Quick entry: a player's score before this scoring. Repeatable.")
@lang_option
def score(inputs, as_json, out, overwrite_input, variants, banners, rulings, region, n_players, nobles,
          start_scores, lang):
    """Score the round in FILE (a position JSON; '-' reads stdin) and explain every point.

    Or, without a file: --region REGION NAME=COUNT ... scores that one region.
    """
    from ..answers import score_data
    from ..engine.adjudicate import score_position
    from ..errors import PositionError
    from ..present.explain import describe_outcome, describe_problems

    lang = resolve_lang(lang)
    chosen = parse_ruling_options(rulings, lang)
    reads = input_files(*variants)
    check_outputs([("--out", out)], protect=inputs[0] if region is None and len(inputs) == 1 else None,
                  overwrite_input=overwrite_input, reads=reads)
    if region is None:
        for flag, given in (("--players", n_players is not None), ("--noble", nobles), ("--score", start_scores)):
            if given:
                fail(message("quick.needs-region", flag=flag), field=flag)
        if len(inputs) != 1:
            fail(message("score.one-file", given=" ".join(inputs) or message("score.nothing")), field="FILE",
                 value=list(inputs))
        file = inputs[0]
        position, rules, problems, name = load_position(file, variants, banners, chosen, lang=lang,
                                                        as_json=as_json)
    else:
        from .quick import QUICK_SOURCE, quick_position_data

        file = None
        data = quick_position_data(region, inputs, players=n_players, nobles=nobles, scores=start_scores)
        position, rules, problems, name = load_position(QUICK_SOURCE, variants, banners, chosen, data=data)
    if any(p.severity == "error" for p in problems):
        fail_with_problems(problems, name, lang, as_json=as_json)
    try:
        outcome = score_position(position, rules)
    except PositionError as exc:
        fail_with_problems(exc.problems, name, lang, as_json=as_json)
    data = score_data(outcome, rules, problems, lang)      # each step's sentence in the language asked for
    if out:
        write_atomically(out, dump_json(data["position"]), protect=file, overwrite_input=overwrite_input,
                         reads=reads)
    warnings = describe_problems(problems, name, lang)
    if warnings:
        click.echo(warnings.rstrip("\n"), err=True)
    if as_json:
        click.echo(dump_json(data), nl=False)
    else:
        click.echo(describe_outcome(outcome, rules, lang), nl=False)


@click.command()
@click.argument("file")
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print the problems as JSON.")
@variant_option
@banner_option
@lang_option
def validate(file, as_json, variants, banners, lang):
    """Check the position in FILE without scoring it; list every problem found (exit 2 if any error)."""
    from ..answers import validate_data
    from ..messages import render
    from ..present.explain import describe_problems

    lang = resolve_lang(lang)
    position, rules, problems, name = load_position(file, variants, banners, lang=lang, as_json=as_json)
    errors = [p for p in problems if p.severity == "error"]
    if as_json:
        click.echo(dump_json(validate_data(problems, name, lang)), nl=False)
    else:
        text = describe_problems(problems, name, lang)
        if text:
            click.echo(text.rstrip("\n"), err=bool(errors))
        if not errors:
            click.echo(render("validate.valid", lang, source=name, n=len(position.players),
                              king=rules.board.name(position.king)))
    if errors:
        raise SystemExit(2)
