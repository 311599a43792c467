"""The `referee replay` and `referee simulate` commands (whole games from cards)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..limits import MAX_GAMES, MAX_PLAYERS, MAX_ROUNDS, MAX_SEED
from ..messages import text as message
from .common import check_outputs, dump_json, fail, fail_with_problems, read_text, show_path, write_outputs
from .game_folder import GameFolder
from .options import (
    Count,
    banner_option,
    lang_option,
    load_rules_or_fail,
    parse_banner_options,
    parse_ruling_options,
    resolve_lang,
    ruling_option,
    variant_option,
)


@click.command()
@click.argument("file")
@click.option("--json", "as_json", is_flag=True, is_eager=True,
              help="Print the score sheet (or the --until position) as JSON.")
@click.option("--until", type=Count(0, MAX_ROUNDS), metavar="N",
              help="Stop after round N and print the position in the format `referee score` reads.")
@click.option("--before-scoring", is_flag=True,
              help="With --until N: stop once round N's cards are resolved, before it is scored.")
@click.option("--lenient", is_flag=True, help="List every problem in the record and carry on where possible.")
@click.option("--out", metavar="FILE", help="Also write the output (sheet or position JSON) here, atomically.")
@click.option("--report", metavar="FILE.html",
              help="Also write a self-contained HTML report: score sheet, score chart, board after each round.")
@ruling_option
@variant_option
@banner_option
@lang_option
def replay(file, as_json, until, before_scoring, lenient, out, report, rulings, variants, banners, lang):
    """Replay the game record FILE round by round and print the score sheet ('-' reads stdin)."""
    from ..engine.replay import replay as run_replay
    from ..engine.round_play import IllegalPlayError
    from ..io.game_record import read_record
    from ..io.position_reader import parse_json_text
    from ..messages import problem_text, render
    from ..present.explain import describe_problems
    from ..present.sheet import describe_sheet

    lang = resolve_lang(lang)
    if before_scoring and until is None:
        fail(message("replay.before-scoring"), field="--before-scoring")
    chosen = parse_ruling_options(rulings, lang)
    check_outputs([("--out", out), ("--report", report)], protect=file)
    text, name = read_text(file, lang, as_json=as_json)
    data, problems = parse_json_text(text, name)
    if problems:
        fail_with_problems(problems, name, lang, as_json=as_json)
    record, problems = read_record(data, extra_variants=variants, extra_banners=parse_banner_options(banners, lang),
                                   extra_rulings=chosen, lenient=lenient)
    if record is None:
        fail_with_problems(problems, name, lang, as_json=as_json)
    _check_until(until, before_scoring, record)
    try:
        result = run_replay(record, lenient=lenient, until=until, before_scoring=before_scoring)
    except IllegalPlayError as exc:
        if as_json:
            fail_with_problems([exc.play], name, lang, as_json=True)
        fail(render("replay.illegal-play", lang, source=name, code=exc.code, message=problem_text(exc.play, lang)))
    rules = record.rules
    if until is not None:
        output = dump_json(result.position.to_dict(rules))
    elif as_json:
        output = dump_json(_sheet_answer(result, problems, lang))
    else:
        output = describe_sheet(result, lang)
    record_errors = [p for p in problems if p.severity == "error"]
    failed = bool(result.problems or record_errors)
    outputs = []
    if out:
        outputs.append(("--out", out, output if (as_json or until is not None)
                        else dump_json(_sheet_answer(result, problems, lang))))
    if report:
        from ..present.replay_report import replay_report_html

        title = render("report.replay-title", lang, file=Path(name).name if file != '-' else 'stdin')
        outputs.append(("--report", report, replay_report_html(result, title, lang)))
    if outputs and not failed:
        write_outputs(outputs, protect=file)     # every file or none
    click.echo(output, nl=False)
    warnings = [p for p in problems if p.severity != "error"]
    if warnings:
        click.echo(describe_problems(warnings, name, lang).rstrip("\n"), err=True)
    if result.warnings:
        click.echo(describe_problems(result.warnings, name, lang, severity="warning").rstrip("\n"), err=True)
    if failed:
        click.echo(describe_problems(record_errors + result.problems, name, lang, severity="error").rstrip("\n"),
                   err=True)
        if outputs:
            click.echo(render("replay.not-written", lang, files=", ".join(show_path(p) for _, p, _ in outputs)),
                       err=True)
        sys.exit(2)


def _sheet_answer(result, read_problems: list, lang: str) -> dict:
    """The score sheet's JSON with what the record's reader found besides the replay's own: its
    errors (read on under --lenient) first in `problems`, its warnings (a start's supply short of
    markers) first in `warnings`, so that a program reading the JSON sees what stderr tells a person."""
    from ..present.sheet import with_event_text

    answer = with_event_text(result.to_dict(lang), lang)
    answer["problems"] = [p.to_dict(lang) for p in read_problems if p.severity == "error"] + answer["problems"]
    answer["warnings"] = [p.to_dict(lang) for p in read_problems if p.severity != "error"] + answer["warnings"]
    return answer


def _check_until(until: int | None, before_scoring: bool, record) -> None:
    """--until N must name a round the record reaches (or its start, without --before-scoring)."""
    if until is None:
        return
    first, last = record.first_round, record.start.round + len(record.rounds)
    lowest = first if before_scoring else record.start.round
    if not lowest <= until <= last:
        reach = (message("replay.until.rounds", first=first, last=last) if record.rounds
                 else message("replay.until.none", start=record.start.round))
        fail(message("replay.until", until=until, reach=reach, lowest=lowest, last=last,
                     with_before=message("replay.until.with-before") if before_scoring else ""),
             field="--until", value=until)


@click.command()
@click.option("--seed", type=Count(0, MAX_SEED), default=0, show_default=True,
              help="Seed of the random number generator.")
@click.option("--games", type=Count(1, MAX_GAMES), default=10, show_default=True, help="Number of games.")
@click.option("--players", type=Count(1, MAX_PLAYERS), default=4, show_default=True,
              help="Players per game (2-5 under the standard rules; the spec's [game] min_players..max_players).")
@variant_option
@ruling_option
@click.option("--out", "out_dir", metavar="DIR", help="Write each game's record here as game-NNNN.json.")
@click.option("--max-rounds", type=Count(1, MAX_ROUNDS), default=200, show_default=True,
              help="Stop a game that has not ended after this many rounds.")
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print the summary statistics as JSON.")
@click.option("--quiet", "-q", is_flag=True, help="No progress on stderr.")
@lang_option
def simulate(seed, games, players, variants, rulings, out_dir, max_rounds, as_json, quiet, lang):
    """Play seeded random legal games, write their records and print summary statistics."""
    from ..engine.simulate import simulate as run_simulate
    from ..errors import TextError
    from ..messages import render
    from .progress import Progress

    lang = resolve_lang(lang)
    chosen = parse_ruling_options(rulings, lang)
    rules = load_rules_or_fail(variants)
    if not rules.min_players <= players <= rules.max_players:
        fail(message("simulate.players", players=players, game=rules.game_name, rules=rules.label,
                     lo=rules.min_players, hi=rules.max_players), field="--players", value=players)
    progress = Progress(games, render("progress.games", lang), lang, quiet)
    try:
        with GameFolder(out_dir) as folder:         # (its records kept only when every game was played)
            def step(i, summary):
                folder.write(i, summary.record)
                progress(1)
            stats = run_simulate(seed, games, players, rules, rulings=chosen, max_rounds=max_rounds, on_game=step)
    except TextError as exc:            # the rules leave a player no legal selection: no game can go on
        fail(exc.text, code="NO_LEGAL_SELECTION", field="--variant", value=list(variants))
    data = stats.to_dict()
    data.update({"seed": seed, "players": players, "variants": list(rules.variant_ids), "rulings": chosen})
    if as_json:
        click.echo(dump_json(data), nl=False)
        return
    click.echo(simulate_summary(data, games, players, rules, seed, chosen, out_dir, lang), nl=False)


def simulate_summary(data: dict, games: int, players: int, rules, seed: int, chosen: dict, out_dir, lang: str) -> str:
    """`referee simulate`'s text: the games, then each statistic a line, in `lang`."""
    from ..messages import render

    lines = [render("simulate.head", lang, games=games, players=players, rules=rules.label, seed=seed,
                    rulings=render("simulate.rulings", lang, rulings=chosen) if chosen else ""),
             render("simulate.finished", lang, finished=data["finished"], games=games)]
    for key, title in (("rounds_per_game", "simulate.rounds"), ("winning_score", "simulate.winning"),
                       ("nobles_on_board_at_end", "simulate.nobles")):
        s = data[key]
        lines.append(render("simulate.stat", lang, title=render(title, lang), mean=s["mean"], min=s["min"],
                            max=s["max"]))
    lines.append(render("simulate.tie-break", lang, n=data["tie_break_decided"]))
    lines.append(render("simulate.shared", lang, n=data["shared_victories"]))
    if out_dir:
        folder = Path(out_dir)
        lines.append(render("simulate.written", lang, first=show_path(str(folder / "game-0001.json")),
                            last=f"game-{games:04d}.json"))
    return "\n".join(lines) + "\n"


def register(group: click.Group) -> None:
    group.add_command(replay)
    group.add_command(simulate)
