"""`referee compare`: the variant laboratory's command (many games per ruleset, metrics, tests).

numpy and numba are imported inside the command only, so `referee score` never loads them.
"""

from __future__ import annotations

import os
import sys
import time

import click

from ..limits import (
    MAX_COMPARE_GAMES,
    MAX_PLAYERS,
    MAX_ROUNDS,
    MAX_RULESETS,
    MAX_SEED,
    MAX_VARIANTS,
    MAX_VERIFY,
    MAX_WORKERS,
)
from ..messages import text as message
from .common import check_outputs, dump_json, error_text, fail, input_files, quote, require_modules, write_atomically
from .options import (
    Count,
    backend_options,
    banner_option,
    lang_option,
    parse_banner_options,
    parse_ruling_options,
    resolve_lang,
    ruling_option,
)

AGENTS = ("random", "greedy", "search", "mcts")      # mcts also as mcts:N, N playouts per decision


@click.command("compare")
@click.argument("rulesets", nargs=-1, required=True)
@click.option("--players", type=Count(2, MAX_PLAYERS), default=4, show_default=True,
              help="Players per game (2-5 under the standard rules; each ruleset's [game] min_players..max_players).")
@click.option("--games", type=Count(1, MAX_COMPARE_GAMES), default=10000, show_default=True, help="Games per ruleset.")
@click.option("--seed", type=Count(0, MAX_SEED), default=0, show_default=True, help="Seed: the same seed gives the "
                                                                                    "same numbers.")
@click.option("--workers", type=Count(1, MAX_WORKERS), default=None,
              help="Worker processes (default: one per core). The numbers do not depend on it.")
@click.option("--agents", default="random", show_default=True, metavar="A,B,...",
              help="Agent per seat: random, greedy, search or mcts (mcts:N: N playouts per decision, default 1000); "
                   "one name for every seat, or one per seat; seats rotate from game to game.")
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print the comparison as JSON.")
@click.option("--report", metavar="FILE.html", help="Also write a self-contained HTML report with charts.")
@click.option("--verify", type=Count(0, MAX_VERIFY), default=0, metavar="K",
              help="Replay K sampled games of each ruleset with the reference engine; exit 1 on a difference.")
@click.option("--engine", type=click.Choice(["auto", "batch", "specialised", "reference"]), default="auto",
              show_default=True,
              help="batch: the compiled simulator (needs numba); specialised: the same, compiled for each ruleset "
                   "with its rule values as constants (faster; a compile of about 40 s per ruleset and player "
                   "count the first time, then kept); reference: the reference engine (slow).")
@click.option("--max-rounds", type=Count(1, MAX_ROUNDS), default=200, show_default=True,
              help="Stop a game that has not ended after this many rounds (counted as unfinished).")
@click.option("--quiet", "-q", is_flag=True, help="No notices or progress on stderr.")
@backend_options
@ruling_option
@banner_option
@lang_option
def compare(rulesets, players, games, seed, workers, agents, as_json, report, verify, engine, max_rounds, quiet,
            backend, ray_address, rulings, banners, lang):
    """Play GAMES games under each RULESET and compare how they play, with 95% intervals.

    RULESET: `standard`, a variant id (permanent-nobles), a variant .toml file, or several
    joined by '+'. The first ruleset is the baseline the others are tested against.
    """
    require_modules("compare", ("numpy",))
    check_outputs([("--report", report)], reads=input_files(*rulesets))
    lang = resolve_lang(lang)
    seat_agents = _parse_agents(agents, players)
    if len(rulesets) > MAX_RULESETS:
        fail(message("compare.too-many-rulesets", n=len(rulesets), max=MAX_RULESETS), field="RULESETS",
             value=len(rulesets))
    runs = [_load_run(name, rulings, banners) for name in rulesets]
    require_seats(runs, players)
    refused = _kernel_refusals(runs, players)
    engine = (_generic_engine(engine, refused, runs, seat_agents, verify, lang, quiet) if refused
              else _pick_engine(engine, seat_agents, lang))
    workers = min(workers or os.cpu_count() or 1, MAX_WORKERS)
    chunks_by = pick_backend(backend, ray_address, workers)
    compiling = engine == "batch" and _prepare_compile(lang, quiet)
    from ..lab.compare import build_result, play_ruleset, verify_sample
    from ..lab.records import VerifyError
    from ..lab.support import UnsupportedRules

    started = time.perf_counter()
    from ..errors import TextError
    from ..messages import render
    from .progress import Progress

    step = Progress(games * len(runs), render("progress.games", lang), lang, quiet)
    with _compile_ticker(lang, quiet or not compiling) as ticker:
        def progress(n: int) -> None:
            ticker.stop()                   # the first games are played: compiled
            step(n)
        for run in runs:
            try:
                if engine == "specialised":
                    _specialise(run, players, max_rounds, seat_agents, lang, quiet)
                play_ruleset(run, players, games, seed, seat_agents, workers=workers, engine=engine,
                             max_rounds=max_rounds, progress=progress, backend=chunks_by)
            except UnsupportedRules as exc:
                fail(message("compare.unsupported", name=quote(run.name), why=error_text(exc)),
                     field="RULESETS", value=run.name)
            except TextError as exc:    # the rules leave a player no legal selection: no game can go on
                fail(exc.text, code="NO_LEGAL_SELECTION", field="RULESETS", value=run.name)
    seconds = time.perf_counter() - started
    try:
        for run in runs:
            if verify:
                verify_sample(run, games, verify, seed, seat_agents)
    except VerifyError as exc:
        # not bad input but a finding (the simulator and the engine disagree): exit 1, JSON under --json
        sentence = message("compare.verify-failed", why=exc.text).render(lang)
        if as_json:
            click.echo(dump_json({"ok": False, "problems": [{"code": "VERIFY_FAILED", "message": sentence}]}),
                       nl=False)
        else:
            click.echo(sentence, err=True)
        sys.exit(1)
    result = build_result(runs, players=players, games=games, seed=seed, agents=seat_agents,
                          engine="reference" if engine == "generic" else engine,
                          workers=workers, seconds=seconds)
    _output(result, as_json, report, lang)


def pick_backend(kind: str, address: str | None, workers: int):
    """The lab's Backend for --backend / --ray-address; Ray must be installed for `ray`."""
    import os

    from ..lab.backend import Backend, address_problem, ray_available

    if address and kind != "ray":
        fail(message("compare.ray-address-alone"), field="--ray-address", value=address)
    joined, field = (address, "--ray-address") if address else (os.environ.get("RAY_ADDRESS"), "RAY_ADDRESS")
    if kind == "ray" and joined:
        why = address_problem(joined)          # before Ray starts: Ray would retry it for minutes
        if why:
            fail(message("compare.ray-unreachable", address=joined, why=why), field=field, value=joined)
    if kind == "ray" and not ray_available():
        fail(message("compare.ray-missing"), field="--backend", value=kind)
    if kind == "ray":
        from ..lab.backend import ClusterUnreachable, connect_ray

        try:
            connect_ray(joined)
        except ClusterUnreachable as exc:
            fail(message("compare.ray-unreachable", address=joined or "local", why=exc.why), field=field,
                 value=joined)
    return Backend(kind, workers, address)


def _prepare_compile(lang: str, quiet: bool) -> bool:
    """On a machine where this version's batch simulator has not been compiled yet, say so on
    stderr before the wait (numba compiles it once, then loads it from its cache), unless quiet;
    and clear the caches older versions left. True when it is to be compiled."""
    from ..lab.jit import cache_folder, cache_is_warm, prepare_cache

    cold = not cache_is_warm()
    if not quiet and cold:
        click.echo(message("compare.compiling", folder=cache_folder()).render(lang), err=True)
    prepare_cache()
    return cold


def _compile_ticker(lang: str, quiet: bool):
    """While the batch simulator compiles, a line every 4.5 s: its kernels ready so far (without
    it the first compile said nothing for 20 s after its notice)."""
    from ..lab.jit import kernels_ready
    from .progress import Ticker

    def line():
        ready, total = kernels_ready()
        return message("compare.compiling.progress", ready=ready, total=total, seconds=ticker.seconds())
    ticker = Ticker(line, lang, quiet)
    return ticker


def _output(result: dict, as_json: bool, report: str | None, lang: str) -> None:
    from ..present.compare_table import describe_comparison

    if report:
        from ..present.compare_report import compare_report_html

        write_atomically(report, compare_report_html(result, lang), option="--report")
    click.echo(dump_json(result) if as_json else describe_comparison(result, lang), nl=False)


def agent_names(given: str) -> list[str]:
    """The agents an --agents value names, each one the lab knows; else refused naming the first unknown."""
    names = [a.strip() for a in given.split(",") if a.strip()]
    unknown = [a for a in names if not _known_agent(a)]
    if unknown:
        fail(message("compare.unknown-agent", given=quote(given), agent=quote(unknown[0]), known=list(AGENTS)),
             field="--agents", value=given)
    return names


def _parse_agents(text: str, players: int) -> list[str]:
    names = agent_names(text)
    if len(names) == 1:
        names = names * players
    if len(names) != players:
        fail(message("compare.agent-count", given=quote(text), n=len(names), players=players), field="--agents",
             value=text)
    return names


def _load_run(name: str, rulings: tuple[str, ...], banners: tuple[str, ...]):
    from ..api import load_rules
    from ..errors import RefereeError
    from ..lab.compare import RulesetRun

    parts = [v.strip() for v in name.split("+")]
    if not all(parts):
        fail(message("compare.empty-ruleset", name=quote(name)), field="RULESETS", value=name)
    variants = tuple(v for v in parts if v != "standard")
    if len(variants) > MAX_VARIANTS:
        fail(message("compare.too-many-variants", name=quote(name), n=len(variants), max=MAX_VARIANTS),
             field="RULESETS", value=name)
    try:
        rules = load_rules(variants, banners=parse_banner_options(banners) or None,
                           rulings=parse_ruling_options(rulings) or None)
    except RefereeError as exc:
        fail(message("compare.bad-ruleset", name=quote(name), problem=error_text(exc)),
             field="RULESETS", value=name)
    return RulesetRun(name, rules, variants)


def require_seats(runs, players: int) -> None:
    """Refuse --players outside any ruleset's own [game] min_players..max_players ("Preparation"):
    neither engine plays a game its rules do not allow."""
    for run in runs:
        low, high = run.rules.min_players, run.rules.max_players
        if not low <= players <= high:
            fail(message("compare.players-outside", players=players, name=quote(run.name), low=low, high=high),
                 field="--players", value=players)


def _known_agent(name: str) -> bool:
    """random, greedy, search, mcts, or mcts:N with N from 1 to MAX_MCTS_BUDGET."""
    from ..lab.agents import agent_kind

    try:
        agent_kind(name)
    except ValueError:
        return False
    return True


def _kernel_refusals(runs, players: int) -> dict[str, list]:
    """Each ruleset the compiled kernel does not play, with its reasons (Texts)."""
    from ..lab.support import unsupported_texts

    found = {run.name: unsupported_texts(run.rules, players) for run in runs}
    return {name: reasons for name, reasons in found.items() if reasons}


def _generic_engine(engine: str, refused: dict[str, list], runs, agents: list[str], verify: int, lang: str,
                    quiet: bool, field: str = "RULESETS") -> str:
    """Rules the kernel does not play: every ruleset of the comparison plays on the reference engine,
    random, greedy and search agents choosing among the engine's own legal selections (the same
    policy for all, so the rulesets stay comparable; mcts's playouts are the engine's too), with a
    notice; or refused naming the option that cannot apply (--verify needs the kernel; --engine batch
    is refused naming `field`, the argument that gave the rules). `referee ladder` calls it too."""
    from ..lab.compare import COMPILED_ENGINES
    from ..lab.support import UnsupportedRules

    name, reasons = next(iter(refused.items()))
    if engine in COMPILED_ENGINES:
        fail(message("compare.unsupported", name=quote(name), why=error_text(UnsupportedRules(reasons))),
             field=field, value=name)
    if verify:
        fail(message("compare.generic-verify", name=quote(name), reasons=reasons), field="--verify", value=verify)
    _generic_notice(name, reasons, agents, lang, quiet)
    for run in runs:
        run.notes.append(message("compare.generic-note").render("en"))
    return "generic"


def _generic_notice(name: str, reasons: list, agents: list[str], lang: str, quiet: bool) -> None:
    """On stderr (unless quiet): rules the kernel does not play go to the reference engine; an mcts
    seat there plays its playouts on the engine, in plain Python."""
    from ..lab.agents import agent_kind

    if quiet:
        return
    click.echo(message("compare.generic-notice", name=quote(name), reasons=reasons).render(lang), err=True)
    if any(agent_kind(a)[0] == "mcts" for a in agents):
        click.echo(message("compare.generic-mcts").render(lang), err=True)


def _specialise(run, players: int, max_rounds: int, agents: list[str], lang: str, quiet: bool) -> None:
    """Compile (or load) the ruleset's specialised kernels before its games, saying so and how long it took."""
    from ..lab.compare import agent_codes, prepare_specialised
    from ..lab.tables import build_tables

    if not quiet:
        click.echo(message("compare.specialising", name=quote(run.name), players=players).render(lang), err=True)
    started = time.perf_counter()
    prepare_specialised(build_tables(run.rules, players, max_rounds=max_rounds), agent_codes(agents))
    if not quiet:
        click.echo(message("compare.specialised", name=quote(run.name),
                           seconds=round(time.perf_counter() - started, 1)).render(lang), err=True)


def _pick_engine(engine: str, agents: list[str], lang: str) -> str:
    from ..lab.agents import is_skilled
    from ..lab.compare import COMPILED_ENGINES
    from ..lab.jit import HAVE_NUMBA

    if any(is_skilled(a) for a in agents):
        if engine in COMPILED_ENGINES:
            fail(message("compare.search-engine"), field="--engine", value=engine)
        if not HAVE_NUMBA and any(a.startswith("mcts") for a in agents):
            click.echo(message("compare.mcts-no-numba").render(lang), err=True)
        return "reference"
    if engine in COMPILED_ENGINES and not HAVE_NUMBA:
        fail(message("compare.batch-needs-numba", engine=engine), field="--engine", value=engine)
    if engine == "auto" and not HAVE_NUMBA:
        click.echo(message("compare.no-numba").render(lang), err=True)
        return "reference"
    return "batch" if engine == "auto" else engine
