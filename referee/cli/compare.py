"""`referee compare`: the variant laboratory's command (many games per ruleset, metrics, tests).

numpy and numba are imported inside the command only, so `referee score` never loads them.
"""

from __future__ import annotations

import os
import sys
import time

import click

from .common import dump_json, fail, require_modules, write_atomically
from .options import banner_option, parse_banner_options, parse_ruling_options, ruling_option

AGENTS = ("random", "greedy", "search")


@click.command("compare")
@click.argument("rulesets", nargs=-1, required=True)
@click.option("--players", type=click.IntRange(2, 5), default=4, show_default=True, help="Players per game (2-5).")
@click.option("--games", type=click.IntRange(min=1), default=10000, show_default=True, help="Games per ruleset.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed: the same seed gives the same numbers.")
@click.option("--workers", type=click.IntRange(min=1), default=None,
              help="Worker processes (default: one per core). The numbers do not depend on it.")
@click.option("--agents", default="random", show_default=True, metavar="A,B,...",
              help="Agent per seat: random, greedy or search (one name for every seat, or one per seat); "
                   "seats rotate from game to game.")
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON.")
@click.option("--report", metavar="FILE.html", help="Also write a self-contained HTML report with charts.")
@click.option("--verify", type=click.IntRange(min=0), default=0, metavar="K",
              help="Replay K sampled games of each ruleset with the reference engine; exit 1 on a difference.")
@click.option("--engine", type=click.Choice(["auto", "batch", "reference"]), default="auto", show_default=True,
              help="batch: the compiled simulator (needs numba); reference: the reference engine (slow).")
@click.option("--max-rounds", type=click.IntRange(min=1, max=1000), default=200, show_default=True,
              help="Stop a game that has not ended after this many rounds (counted as unfinished).")
@ruling_option
@banner_option
def compare(rulesets, players, games, seed, workers, agents, as_json, report, verify, engine, max_rounds, rulings,
            banners):
    """Play GAMES games under each RULESET and compare how they play, with 95% intervals.

    RULESET: `standard`, a variant id (permanent-nobles), a variant .toml file, or several
    joined by '+'. The first ruleset is the baseline the others are tested against.
    """
    require_modules("compare", ("numpy",))
    seat_agents = _parse_agents(agents, players)
    runs = [_load_run(name, rulings, banners) for name in rulesets]
    engine = _pick_engine(engine, seat_agents)
    workers = workers or os.cpu_count() or 1
    from ..lab.compare import build_result, play_ruleset, verify_sample
    from ..lab.records import VerifyError
    from ..lab.support import UnsupportedRules

    started = time.perf_counter()
    with _progress(games * len(runs), engine) as step:
        for run in runs:
            try:
                play_ruleset(run, players, games, seed, seat_agents, workers=workers, engine=engine,
                             max_rounds=max_rounds, progress=step)
            except UnsupportedRules as exc:
                fail(f"{run.name}: {exc}")
    seconds = time.perf_counter() - started
    try:
        for run in runs:
            if verify:
                verify_sample(run, games, verify, seed, seat_agents)
    except VerifyError as exc:
        click.echo(f"verification failed: {exc}", err=True)
        sys.exit(1)
    result = build_result(runs, players=players, games=games, seed=seed, agents=seat_agents, engine=engine,
                          workers=workers, seconds=seconds)
    _output(result, as_json, report)


def _output(result: dict, as_json: bool, report: str | None) -> None:
    from ..present.compare_table import describe_comparison

    if report:
        from ..present.compare_report import compare_report_html

        write_atomically(report, compare_report_html(result))
    click.echo(dump_json(result) if as_json else describe_comparison(result), nl=False)


def _parse_agents(text: str, players: int) -> list[str]:
    names = [a.strip() for a in text.split(",") if a.strip()]
    unknown = [a for a in names if a not in AGENTS]
    if unknown:
        fail(f"--agents {text!r}: unknown agent {unknown[0]!r}; agents are {', '.join(AGENTS)}")
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        fail(f"--agents {text!r}: {len(names)} agents for {players} seats; give one name or one per seat")
    return names


def _load_run(name: str, rulings: tuple[str, ...], banners: tuple[str, ...]):
    from ..api import load_rules
    from ..errors import RefereeError
    from ..lab.compare import RulesetRun

    variants = tuple(v for v in name.split("+") if v and v != "standard")
    try:
        rules = load_rules(variants, banners=parse_banner_options(banners) or None,
                           rulings=parse_ruling_options(rulings) or None)
    except RefereeError as exc:
        fail(f"ruleset {name!r}: {exc}")
    return RulesetRun(name, rules, variants)


def _pick_engine(engine: str, agents: list[str]) -> str:
    from ..lab.jit import HAVE_NUMBA

    if "search" in agents:
        if engine == "batch":
            fail("--agents search plays on the reference engine; use --engine auto or reference")
        return "reference"
    if engine == "batch" and not HAVE_NUMBA:
        fail("--engine batch needs numba, which this Python environment does not have (numba publishes no "
             "wheel for some machines; REFEREE_NO_NUMBA=1 also hides it)")
    if engine == "auto" and not HAVE_NUMBA:
        click.echo("notice: numba is not available here (no wheel for this machine, or REFEREE_NO_NUMBA=1), so "
                   "the games are played by the reference engine: about a thousand times slower.", err=True)
        return "reference"
    return "batch" if engine == "auto" else engine


class _progress:
    """A progress bar on stderr for long runs on a terminal; otherwise nothing."""

    def __init__(self, total: int, engine: str):
        long_run = total >= (200_000 if engine == "batch" else 2_000)
        self.bar = (click.progressbar(length=total, label="Playing", file=sys.stderr)
                    if long_run and sys.stderr.isatty() else None)

    def __enter__(self):
        if self.bar is None:
            return lambda n: None
        self.bar.__enter__()
        return self.bar.update

    def __exit__(self, *exc):
        if self.bar is not None:
            self.bar.__exit__(*exc)
        return False
