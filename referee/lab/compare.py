"""Compare rulesets: play the same number of games under each, summarise, test the differences.

Games are cut into chunks of CHUNK games; chunk c holds games c*CHUNK .. and each game draws
from its own stream (rng.py), so the numbers depend on --seed and never on --workers: worker
processes summarise whole chunks and the summaries are merged in chunk order.

Differences (each ruleset against the first): proportions by the two-proportion z-test
(pooled), means by Welch's t-test, ratios by a z-test on the delta-method standard errors;
with tens of thousands of games per side the t distribution is the normal one, so every
p-value is two-sided from the normal distribution. Holm's step-down correction is applied
over all the metrics of one pair, so "significant" allows for testing many metrics at once.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Callable

import numpy as np

from ..messages import text
from ..rules import Rules
from .backend import Backend
from .metrics import Z95, Estimate, Summary
from .rng import seed_key
from .slots import P_MAX_ROUNDS
from .tables import Tables, build_tables, generic_tables

CHUNK = 10_000
COMPILED_ENGINES = ("batch", "specialised")      # the batch simulator's generic and specialised kernels
ENGINE_CHUNK = 200          # games per task on the reference engine (about 3 s of work)
ENGINE_CHUNK_SEARCH = 2     # ... with a search agent (about a second a game), so that a few games spread too


@dataclass
class RulesetRun:
    """One ruleset of a comparison: its name as given, its rules, and the games' summary."""

    name: str
    rules: Rules
    variants: tuple[str, ...]
    tables: Tables | None = None
    summary: Summary | None = None
    engine: str = "batch"       # what played it: batch, specialised (its kernels: specialise.py) or reference
    verified: int = 0
    notes: list[str] = field(default_factory=list)

    def played(self) -> tuple[Tables, Summary]:
        """(tables, summary) of a run play_ruleset has played."""
        if self.tables is None or self.summary is None:
            raise ValueError(f"ruleset {self.name!r} has not been played (play_ruleset)")
        return self.tables, self.summary


def chunks(games: int, size: int = CHUNK) -> list[tuple[int, int]]:
    """(first game, count) of each chunk: fixed boundaries, whatever the number of workers."""
    return [(first, min(size, games - first)) for first in range(0, games, size)]


def agent_codes(agents: list[str]) -> np.ndarray:
    """Each seat's agent code (agents.agent_code): what the games' agent array holds."""
    from .agents import agent_code

    return np.array([agent_code(a, agents) for a in agents], dtype=np.int64)


def _batch_task(task) -> Summary:
    """One chunk in a worker: play it with the batch simulator and summarise it."""
    from .batch import play_chunk

    return _summarised(play_chunk, task)


def _specialised_task(task) -> Summary:
    """One chunk in a worker on the kernels specialised to its tables (specialise.py)."""
    from .specialise import play_chunk

    return _summarised(play_chunk, task)


def _summarised(play_chunk, task) -> Summary:
    tables, agents, names, key, first, count = task
    tables, agents = tables.writable(), np.array(agents)       # read-only under Ray: see Tables.writable
    summary = Summary(tables.players, int(tables.params[P_MAX_ROUNDS]), names)
    summary.add(*play_chunk(tables, agents, key, first, count))
    return summary


def prepare_specialised(tables: Tables, codes: np.ndarray) -> None:
    """Compile (or load) the kernels specialised to `tables` by playing one game: here, once, rather
    than in every worker."""
    from .specialise import play_chunk

    play_chunk(tables, codes, 0, 0, 1)


def _engine_task(task) -> Summary:
    """One chunk on the reference engine (no numba, or a search agent)."""
    from .agents import skilled_choosers
    from .fallback import play_engine_chunk

    rules, tables, agents, names, key, first, count = task
    tables, agents = tables.writable(), np.array(agents)       # read-only under Ray: see Tables.writable
    summary = Summary(tables.players, int(tables.params[P_MAX_ROUNDS]), names)
    summary.add(*play_engine_chunk(rules, tables, agents, key, first, count, skilled=skilled_choosers(names, key)))
    return summary


def play_ruleset(run: RulesetRun, players: int, games: int, seed: int, agents: list[str], *, workers: int = 1,
                 engine: str = "batch", max_rounds: int = 200, progress: Callable[[int], None] | None = None,
                 backend: Backend | None = None) -> None:
    """Fill run.tables and run.summary: `games` games of `players` under run.rules, their chunks
    played by `backend` (default: `workers` processes on this machine)."""
    backend = backend or Backend("local", workers)
    if engine == "generic":                     # rules the kernel does not play: the engine's own choices
        run.tables = generic_tables(run.rules, players, max_rounds=max_rounds)
        engine = "reference"
    else:
        run.tables = build_tables(run.rules, players, max_rounds=max_rounds)
    run.engine = engine
    key, codes = seed_key(seed), agent_codes(agents)
    if engine in COMPILED_ENGINES:
        from .batch import compile_kernels

        if engine == "batch":
            compile_kernels(run.tables, codes)      # once here, not once per worker
        else:
            prepare_specialised(run.tables, codes)
        tasks: list[tuple] = [(run.tables, codes, agents, key, first, count) for first, count in chunks(games)]
        task_function = _batch_task if engine == "batch" else _specialised_task
    else:
        from .agents import skilled_names

        size = ENGINE_CHUNK_SEARCH if skilled_names(agents) else ENGINE_CHUNK
        tasks = [(run.rules, run.tables, codes, agents, key, first, count) for first, count in chunks(games, size)]
        task_function = _engine_task
        if run.tables.kernel and backend.spreads(len(tasks)):
            # the choosers and mcts's playouts are compiled kernels: one game here compiles them once
            # (the workers load them from the cache) instead of once in every worker at the same time
            _engine_task((run.rules, run.tables, codes, agents, key, 0, 1))
    run.summary = Summary(players, max_rounds, agents)
    for part in backend.map_in_order(task_function, tasks):
        run.summary.merge(part)
        if progress:
            progress(part.games)


def verify_sample(run: RulesetRun, games: int, count: int, seed: int, agents: list[str]) -> int:
    """Replay `count` sampled games of the run with the reference engine; raise VerifyError at the
    first difference. Returns how many were checked."""
    from .records import VerifyError, verify_game

    picked = sorted(random.Random(f"verify:{seed}:{run.name}").sample(range(games), min(count, games)))
    tables = run.played()[0]
    traced = None                               # the generic kernels' games
    if run.engine == "specialised":             # the specialised kernels' own games, replayed
        from .specialise import batch_module

        traced = batch_module(tables).trace_game
    for game in picked:
        difference = verify_game(run.rules, tables, agent_codes(agents), seed_key(seed), game,
                                 variants=run.variants, traced=traced)
        if difference:
            raise VerifyError(text("verify.in-ruleset", ruleset=run.name, difference=difference))
    run.verified = len(picked)
    return len(picked)


# ---------------------------------------------------------------- differences

@dataclass(frozen=True)
class Difference:
    metric: str
    title: str
    baseline: float
    value: float
    difference: float
    low: float
    high: float
    p: float
    p_holm: float
    test: str

    @property
    def significant(self) -> bool:
        return self.p_holm < 0.05

    def to_dict(self) -> dict:
        def r(x):
            return None if x is None or math.isnan(x) else round(x, 6)
        return {"metric": self.metric, "title": self.title, "baseline": r(self.baseline), "value": r(self.value),
                "difference": r(self.difference), "low": r(self.low), "high": r(self.high), "p": r(self.p),
                "p_holm": r(self.p_holm), "significant": self.significant, "test": self.test}


TESTS = {"proportion": "two-proportion z-test", "difference": "two-proportion z-test", "mean": "Welch's t-test",
         "ratio": "z-test (delta method)"}


def compare_estimates(a: dict[str, Estimate], b: dict[str, Estimate]) -> list[Difference]:
    """b minus a for every metric both have, with two-sided p-values and Holm's correction.

    The test and the 95% interval of a difference use the same standard error (unpooled, each
    estimate's own), so the interval excludes 0 exactly when the unadjusted p is below 0.05;
    p_holm, the one `significant` reads, is Holm's step-down over the metrics of the pair."""
    rows: list[tuple[str, str, float, float, float, float, float, float, str]] = []
    for key, ea in a.items():
        eb = b.get(key)
        if eb is None or math.isnan(ea.value) or math.isnan(eb.value):
            continue
        diff = eb.value - ea.value
        se = math.hypot(ea.se, eb.se)
        p = math.erfc(abs(diff) / se / math.sqrt(2)) if se > 0 else (1.0 if diff == 0 else 0.0)
        rows.append((key, ea.title, ea.value, eb.value, diff, diff - Z95 * se, diff + Z95 * se, p, TESTS[ea.kind]))
    adjusted = holm([r[7] for r in rows])
    return [Difference(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], q, r[8]) for r, q in zip(rows, adjusted)]


def holm(p_values: list[float]) -> list[float]:
    """Holm's step-down adjusted p-values (same order as given)."""
    order = sorted(range(len(p_values)), key=lambda i: p_values[i])
    adjusted = [0.0] * len(p_values)
    running = 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (len(p_values) - rank) * p_values[i]))
        adjusted[i] = running
    return adjusted


# ---------------------------------------------------------------- the result as data

def card_names(run: RulesetRun) -> list[str]:
    """Card codes' names: the Region cards by route, then Knight, Dragon, Witch."""
    board = run.rules.board
    return [board.name(r) for r in run.played()[0].route] + ["Knight", "Dragon", "Witch"]


def flat_estimates(run: RulesetRun) -> dict[str, Estimate]:
    """The scalar metrics, then every card's play count and pay rate, in one dict."""
    summary = run.played()[1]
    out = dict(summary.estimates())
    for name, parts in summary.card_estimates(card_names(run)).items():
        out[f"card {name}: revealed per game"] = parts["played_per_game"]
        out[f"card {name}: share that pays"] = parts["pays"]
    return out


def build_result(runs: list[RulesetRun], *, players: int, games: int, seed: int, agents: list[str],
                 engine: str, workers: int, seconds: float) -> dict:
    """The whole comparison as JSON-ready data (`referee compare --json`)."""
    rulesets = []
    for run in runs:
        summary = run.played()[1]
        estimates = summary.estimates()
        cards = summary.card_estimates(card_names(run))
        rulesets.append({
            "name": run.name, "label": run.rules.label, "variants": list(run.variants),
            "rulings": dict(run.rules.chosen_rulings), "games": summary.games, "finished": summary.finished,
            "verified_games": run.verified,
            "metrics": {k: e.to_dict() for k, e in estimates.items()},
            "cards": {name: {k: e.to_dict() for k, e in parts.items()} for name, parts in cards.items()},
            "duration_histogram": summary.duration_histogram(),
            "score_by_round": summary.score_by_round(),
            "notes": list(run.notes),
        })
    base = flat_estimates(runs[0])
    differences = [{"baseline": runs[0].name, "ruleset": run.name,
                    "metrics": [d.to_dict() for d in compare_estimates(base, flat_estimates(run))]}
                   for run in runs[1:]]
    return {"players": players, "games_per_ruleset": games, "seed": seed, "agents": list(agents),
            "seat_rotation": "game g seats agent (s + g) mod N in seat s", "engine": engine, "workers": workers,
            "seconds": round(seconds, 2), "rulesets": rulesets, "differences": differences,
            "tests": {"proportion": TESTS["proportion"] + " (unpooled)",
                      "mean": TESTS["mean"] + " (normal approximation)",
                      "ratio": TESTS["ratio"], "correction": "Holm, over the metrics of each pair"}}
