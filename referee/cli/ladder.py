"""`referee ladder`: every pair of agents plays the same games; win shares and a rating order them.

numpy (and numba, when the batch simulator plays) are imported inside the command only.
"""

from __future__ import annotations

import os
import time

import click

from ..limits import MAX_COMPARE_GAMES, MAX_LADDER_AGENTS, MAX_PLAYERS, MAX_ROUNDS, MAX_SEED, MAX_WORKERS
from ..messages import render
from ..messages import text as message
from .common import check_outputs, dump_json, error_text, fail, input_files, quote, require_modules, write_atomically
from .compare import (
    AGENTS,
    _generic_engine,
    _kernel_refusals,
    _load_run,
    _pick_engine,
    _prepare_compile,
    agent_names,
    pick_backend,
    require_seats,
)
from .options import Count, backend_options, lang_option, resolve_lang


@click.command("ladder")
@click.argument("ruleset", required=False, default="standard")
@click.option("--agents", default="random,greedy", show_default=True, metavar="A,B,...",
              help="The agents to rank: two or more of random, greedy, search and mcts (or mcts:N), each once.")
@click.option("--players", type=Count(2, MAX_PLAYERS), default=4, show_default=True,
              help="Players per game, an even number within the ruleset's [game] min_players..max_players: the "
                   "seats alternate between the pair's two agents.")
@click.option("--games", type=Count(1, MAX_COMPARE_GAMES), default=2000, show_default=True, help="Games per pair.")
@click.option("--seed", type=Count(0, MAX_SEED), default=0, show_default=True,
              help="Seed: the same seed gives the same numbers.")
@click.option("--workers", type=Count(1, MAX_WORKERS), default=None,
              help="Worker processes (default: one per core). The numbers do not depend on it.")
@click.option("--engine", type=click.Choice(["auto", "batch", "reference"]), default="auto", show_default=True,
              help="batch: the compiled simulator (needs numba); reference: the reference engine. A pair with "
                   "a search or mcts agent always plays on the reference engine.")
@click.option("--max-rounds", type=Count(1, MAX_ROUNDS), default=200, show_default=True,
              help="Stop a game that has not ended after this many rounds (counted as unfinished).")
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print the ladder as JSON.")
@click.option("--report", metavar="FILE.html", help="Also write a self-contained HTML page with the rating chart.")
@click.option("--quiet", "-q", is_flag=True, help="No notices or progress on stderr.")
@backend_options
@lang_option
def ladder(ruleset, agents, players, games, seed, workers, engine, max_rounds, as_json, report, quiet, backend,
           ray_address, lang):
    """Play every pair of AGENTS under RULESET (default: standard) and rank them.

    Each pair plays GAMES games, its two agents alternating seats (A, B, A, B), the seats
    rotating from game to game; the ratings are Bradley-Terry strengths on the Elo scale, the
    first agent listed at 0, with 95% intervals.
    """
    require_modules("ladder", ("numpy",))
    reads = input_files(ruleset)
    check_outputs([("--report", report)], reads=reads)
    lang = resolve_lang(lang)
    names = _parse_agents(agents)
    if players % 2:
        fail(message("ladder.players-even", players=players), field="--players", value=players)
    run = _load_run(ruleset, (), ())
    require_seats([run], players)
    pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    engines = _ladder_engines(run, pairs, players, engine, names, lang, quiet)
    workers = min(workers or os.cpu_count() or 1, MAX_WORKERS)
    chunks_by = pick_backend(backend, ray_address, workers)
    if "batch" in engines.values():
        _prepare_compile(lang, quiet)
    from ..errors import TextError
    from ..lab.ladder import ladder_result, pair_cost, play_pair
    from ..lab.support import UnsupportedRules
    from .progress import Progress

    costs = {f"{a}-{b}": pair_cost(a, b, engines[f"{a}-{b}"]) for a, b in pairs}
    step = Progress(games * len(pairs), render("progress.games", lang), lang, quiet,
                    total_cost=games * sum(costs.values()))
    started = time.perf_counter()
    results = []
    for a, b in pairs:
        def played(n: int, cost: float = costs[f"{a}-{b}"]) -> None:
            step(n, cost=n * cost)
        try:
            results.append(play_pair(run.rules, a, b, players=players, games=games, seed=seed, workers=workers,
                                     engine=engines[f"{a}-{b}"], max_rounds=max_rounds, progress=played,
                                     backend=chunks_by))
        except UnsupportedRules as exc:
            fail(message("compare.unsupported", name=quote(ruleset), why=error_text(exc)), field="RULESET",
                 value=ruleset)
        except TextError as exc:    # the rules leave a player no legal selection: no game can go on
            fail(exc.text, code="NO_LEGAL_SELECTION", field="RULESET", value=ruleset)
    result = ladder_result(run.rules, names, results, players=players, games=games, seed=seed,
                           seconds=time.perf_counter() - started,
                           engines={k: "reference" if v == "generic" else v for k, v in engines.items()})
    if report:
        from ..present.ladder_table import ladder_report_html

        write_atomically(report, ladder_report_html(result, lang), option="--report", reads=reads)
    if as_json:
        click.echo(dump_json(result, lang), nl=False)
    else:
        from ..present.ladder_table import describe_ladder

        click.echo(describe_ladder(result, lang), nl=False)


def _ladder_engines(run, pairs, players: int, engine: str, names: list[str], lang: str, quiet: bool) -> dict:
    """{pair: engine}: each pair's (compare's choice); on rules the compiled kernel does not play, the
    reference engine for every pair, the agents choosing among its legal selections, as compare does
    (compare's _generic_engine: its notices, its refusal under --engine batch)."""
    refused = _kernel_refusals([run], players)
    if not refused:
        return {f"{a}-{b}": _pick_engine(engine, [a, b], lang) for a, b in pairs}
    _generic_engine(engine, refused, [], names, 0, lang, quiet, field="RULESET")
    return {f"{a}-{b}": "generic" for a, b in pairs}


def _parse_agents(given: str) -> list[str]:
    names = agent_names(given)
    if len(names) < 2 or len(set(names)) != len(names):
        fail(message("ladder.agents", given=quote(given), known=list(AGENTS)), field="--agents", value=given)
    if len(names) > MAX_LADDER_AGENTS:
        fail(message("ladder.too-many-agents", given=quote(given), n=len(names), max=MAX_LADDER_AGENTS),
             field="--agents", value=given)
    return names
