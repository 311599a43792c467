"""The `referee replay` and `referee simulate` commands (whole games from cards)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .common import dump_json, fail, read_text, write_atomically
from .options import (banner_option, load_rules_or_fail, parse_banner_options, parse_ruling_options,
                      ruling_option, variant_option)

@click.command()
@click.argument("file")
@click.option("--json", "as_json", is_flag=True, help="Print the score sheet (or the --until position) as JSON.")
@click.option("--until", type=click.IntRange(min=0), metavar="N",
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
def replay(file, as_json, until, before_scoring, lenient, out, report, rulings, variants, banners):
    """Replay the game record FILE round by round and print the score sheet ('-' reads stdin)."""
    from ..engine.replay import replay as run_replay
    from ..engine.round_play import IllegalPlayError
    from ..io.game_record import read_record
    from ..io.position_reader import parse_json_text
    from ..present.explain import describe_problems
    from ..present.sheet import describe_sheet

    if before_scoring and until is None:
        fail("--before-scoring needs --until N")
    chosen = parse_ruling_options(rulings)
    text, name = read_text(file)
    data, problems = parse_json_text(text, name)
    if problems:
        fail(describe_problems(problems, name))
    record, problems = read_record(data, extra_variants=variants, extra_banners=parse_banner_options(banners),
                                   extra_rulings=chosen, lenient=lenient)
    if record is None:
        fail(describe_problems(problems, name))
    try:
        result = run_replay(record, lenient=lenient, until=until, before_scoring=before_scoring)
    except IllegalPlayError as exc:
        fail(f"{name}: illegal play [{exc.code}] {exc}")
    rules = record.rules
    if until is not None:
        output = dump_json(result.position.to_dict(rules))
    elif as_json:
        output = dump_json(result.to_dict())
    else:
        output = describe_sheet(result)
    if out:
        write_atomically(out, output if (as_json or until is not None) else dump_json(result.to_dict()),
                         protect=file)
    if report:
        from ..present.replay_report import replay_report_html

        title = f"King's Road replay: {Path(name).name if file != '-' else 'stdin'}"
        write_atomically(report, replay_report_html(result, title), protect=file)
    click.echo(output, nl=False)
    record_errors = [p for p in problems if p.severity == "error"]
    if result.problems or record_errors:
        click.echo(f"{name}: {len(record_errors) + len(result.problems)} problem(s):", err=True)
        for p in record_errors:
            click.echo(f"  error [{p.code}] {p.message}", err=True)
        for p in result.problems:
            click.echo(f"  error [{p.code}] {p.message}", err=True)
        sys.exit(2)


@click.command()
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the random number generator.")
@click.option("--games", type=click.IntRange(min=1), default=10, show_default=True, help="Number of games.")
@click.option("--players", type=click.IntRange(min=1), default=4, show_default=True,
              help="Players per game (2-5 under the standard rules; the spec's [game] min_players..max_players).")
@variant_option
@ruling_option
@click.option("--out", "out_dir", metavar="DIR", help="Write each game's record here as game-NNNN.json.")
@click.option("--max-rounds", type=click.IntRange(min=1), default=200, show_default=True,
              help="Stop a game that has not ended after this many rounds.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary statistics as JSON.")
def simulate(seed, games, players, variants, rulings, out_dir, max_rounds, as_json):
    """Play seeded random legal games, write their records and print summary statistics."""
    from ..engine.simulate import simulate as run_simulate

    chosen = parse_ruling_options(rulings)
    rules = load_rules_or_fail(variants)
    if not rules.min_players <= players <= rules.max_players:
        fail(f"--players {players}: {rules.game_name} under {rules.label} takes {rules.min_players} to "
             f"{rules.max_players} players ([game] min_players, max_players)")
    folder = None
    if out_dir:
        folder = Path(out_dir)
        if folder.exists() and not folder.is_dir():
            fail(f"--out {out_dir}: exists and is not a folder")
        folder.mkdir(parents=True, exist_ok=True)

    def write(i, summary):
        if folder is not None:
            write_atomically(str(folder / f"game-{i + 1:04d}.json"), dump_json(summary.record))

    show_bar = sys.stderr.isatty() and games > 1
    if show_bar:
        with click.progressbar(length=games, label="Simulating", file=sys.stderr) as bar:
            def step(i, summary):
                write(i, summary)
                bar.update(1)
            stats = run_simulate(seed, games, players, rules, rulings=chosen, max_rounds=max_rounds, on_game=step)
    else:
        stats = run_simulate(seed, games, players, rules, rulings=chosen, max_rounds=max_rounds, on_game=write)
    data = stats.to_dict()
    data.update({"seed": seed, "players": players, "variants": list(rules.variant_ids), "rulings": chosen})
    if as_json:
        click.echo(dump_json(data), nl=False)
        return
    click.echo(f"{games} game(s), {players} players, {rules.label}, seed {seed}"
               + (f", rulings {chosen}" if chosen else ""))
    click.echo(f"  finished:               {data['finished']} of {games}")
    for key, title in (("rounds_per_game", "rounds per game"), ("winning_score", "winning score"),
                       ("nobles_on_board_at_end", "Nobles on board at end")):
        s = data[key]
        click.echo(f"  {title + ':':<24}mean {s['mean']}, min {s['min']}, max {s['max']}")
    click.echo(f"  tie-break decided:      {data['tie_break_decided']} game(s)")
    click.echo(f"  shared victory:         {data['shared_victories']} game(s)")
    if folder is not None:
        click.echo(f"  records written to {folder}/game-0001.json ... game-{games:04d}.json")


def register(group: click.Group) -> None:
    group.add_command(replay)
    group.add_command(simulate)
