"""The agent ladder: every pair of agents plays the same number of games, and a rating orders them.

Pair (A, B) plays `games` games of an even number of players, the seats alternating A, B, A, B
and rotating from game to game (seat s of game g plays agent (s + g) mod N), through the same
play_ruleset as `referee compare`: the same seeds, chunks and workers, so the numbers depend on
the seed and never on the worker count. A game's win credit (1, or 1/k of a k-way shared win)
goes to the agent whose seat won; A's share of a pair is A's credit over the finished games.

Ratings are Bradley-Terry strengths fitted to the pairs' credits by Hunter's MM algorithm
(P(A beats B) = p_A / (p_A + p_B)), shown on the Elo scale: 400 log10(p), shifted so that the
first agent listed is 0 (with `random` first, a rating is the gain over random play). Each
rating's 95% interval comes from a parametric bootstrap: every pair's credit redrawn from its
binomial, the ratings refitted, BOOTSTRAP times, from a stream seeded by the ladder's seed. Each
pair counts half a win for each side (PRIOR), so that a pair one agent never wins still gives a
finite rating and an interval of some width.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import numpy as np

from ..messages import Sentence, text
from ..rules import Rules
from .backend import Backend
from .compare import RulesetRun, play_ruleset
from .metrics import CREDIT, wilson

BOOTSTRAP = 400
MM_ROUNDS = 2000
MM_TOLERANCE = 1e-10


@dataclass(frozen=True)
class PairResult:
    """One pair's games: A's and B's win credit over the finished games."""

    a: str
    b: str
    games: int
    finished: int
    credit_a: float
    credit_b: float

    def share_a(self) -> tuple[float, float, float]:
        """A's share of the credit with its 95% Wilson interval: (value, low, high)."""
        value, low, high, _ = wilson(self.credit_a, self.finished)
        return value, low, high


def seat_mix(a: str, b: str, players: int) -> list[str]:
    """The seats of a pair's game: A, B, A, B ... (players even, so each holds half of them)."""
    return [a if s % 2 == 0 else b for s in range(players)]


# What one game costs each agent's seats, relative to a random agent's on the reference engine
# (measured on 2 cores, 4 players: search about 2.5 s a game against random, mcts 0.5 s, greedy
# 0.2 s, random 0.1 s); the compiled kernel plays random and greedy about COMPILED_SPEEDUP times
# faster. Only the time-left estimate of `referee ladder` reads these: a wrong value makes the
# estimate wrong, never the numbers.
AGENT_COST = {"random": 1.0, "greedy": 2.0, "mcts": 5.0, "search": 25.0}
COMPILED_SPEEDUP = 20.0
GENERIC_MCTS = 25.0         # mcts on rules the kernel does not play: playouts on the engine (4 players: 13 s a game)


def pair_cost(a: str, b: str, engine: str) -> float:
    """The relative cost of one game of the pair a-b on `engine` (AGENT_COST; mcts:N scales with N)."""
    from .mcts import BUDGET

    def cost(name: str) -> float:
        kind, _, budget = name.partition(":")
        scale = int(budget) / BUDGET if kind == "mcts" and budget else 1.0    # AGENT_COST is mcts's default
        if kind == "mcts" and engine == "generic":     # its playouts on the engine, in plain Python
            scale *= GENERIC_MCTS
        return AGENT_COST.get(kind, AGENT_COST["search"]) * scale
    total = cost(a) + cost(b)
    return total / COMPILED_SPEEDUP if engine == "batch" else total


def play_pair(rules: Rules, a: str, b: str, *, players: int, games: int, seed: int, workers: int, engine: str,
              max_rounds: int, progress: Callable[[int], None] | None = None,
              backend: Backend | None = None) -> PairResult:
    """Play one pair's games (see the module docstring)."""
    run = RulesetRun(rules.short_label, rules, rules.variant_ids)
    seats = seat_mix(a, b, players)
    play_ruleset(run, players, games, seed, seats, workers=workers, engine=engine, max_rounds=max_rounds,
                 progress=progress, backend=backend)
    _, summary = run.played()
    credit = {name: float(summary.agent[name][0]) / CREDIT for name in (a, b)}
    return PairResult(a, b, games, summary.finished, credit[a], credit[b])


PRIOR = 0.5                 # a half win credited to each side of every pair


def bradley_terry(agents: list[str], pairs: list[PairResult]) -> dict[str, float]:
    """Strengths p (geometric mean 1) fitted to the pairs' credits by the MM algorithm.

    A pair one agent never wins has no finite maximum-likelihood strength; half a win credited to
    each side of every pair (PRIOR) keeps every strength finite, and moves a well-measured pair's
    ratio by a few thousandths."""
    wins = {(p.a, p.b): p.credit_a + PRIOR for p in pairs} | {(p.b, p.a): p.credit_b + PRIOR for p in pairs}
    strength = {agent: 1.0 for agent in agents}
    for _ in range(MM_ROUNDS):
        new = {}
        for i in agents:
            total = sum(w for (x, _), w in wins.items() if x == i)
            games = sum((wins[(i, j)] + wins[(j, i)]) / (strength[i] + strength[j])
                        for j in agents if j != i and (i, j) in wins)
            new[i] = total / games if games else strength[i]
        scale = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        new = {k: v / scale for k, v in new.items()}
        change = max(abs(new[k] - strength[k]) for k in agents)
        strength = new
        if change < MM_TOLERANCE:
            break
    return strength


def elo(strength: dict[str, float], anchor: str) -> dict[str, float]:
    """Strengths on the Elo scale, the anchor agent at 0."""
    base = strength[anchor]
    return {k: 400 * math.log10(v / base) for k, v in strength.items()}


def ratings(agents: list[str], pairs: list[PairResult], seed: int) -> dict[str, tuple[float, float, float]]:
    """{agent: (Elo, low, high)}: the fitted rating and its 95% bootstrap interval, first agent 0."""
    point = elo(bradley_terry(agents, pairs), agents[0])
    rng = np.random.default_rng(seed)
    draws: dict[str, list[float]] = {agent: [] for agent in agents}
    for _ in range(BOOTSTRAP):
        redrawn = []
        for p in pairs:
            n = round(p.credit_a + p.credit_b)
            share = (p.credit_a + PRIOR) / (p.credit_a + p.credit_b + 2 * PRIOR)     # never exactly 0 or 1
            won = int(rng.binomial(n, share))
            redrawn.append(PairResult(p.a, p.b, p.games, n, float(won), float(n - won)))
        for agent, value in elo(bradley_terry(agents, redrawn), agents[0]).items():
            draws[agent].append(value)
    out = {}
    for agent in agents:
        values = sorted(draws[agent])
        low, high = values[int(0.025 * (len(values) - 1))], values[int(0.975 * (len(values) - 1))]
        out[agent] = (point[agent], low, high)
    return out


def ladder_result(rules: Rules, agents: list[str], pairs: list[PairResult], *, players: int, games: int,
                  seed: int, seconds: float, engines: dict[str, str]) -> dict:
    """The ladder as JSON data: the pairs with A's share and interval, and the ratings ranked."""
    rated = ratings(agents, pairs, seed)
    order = sorted(agents, key=lambda agent: -rated[agent][0])
    return {
        "ruleset": rules.short_label,
        "players": players,
        "games_per_pair": games,
        "seed": seed,
        "agents": agents,
        "seats": Sentence(text("ladder.seats")),
        "rating": Sentence(text("ladder.method", anchor=agents[0], draws=BOOTSTRAP)),
        "pairs": [{"a": p.a, "b": p.b, "games": p.games, "finished": p.finished, "engine": engines[f"{p.a}-{p.b}"],
                   "credit_a": round(p.credit_a, 4), "credit_b": round(p.credit_b, 4),
                   "share_a": dict(zip(("value", "low", "high"), (round(v, 4) for v in p.share_a())))}
                  for p in pairs],
        "ratings": [{"rank": i + 1, "agent": agent, "elo": round(rated[agent][0], 1),
                     "low": round(rated[agent][1], 1), "high": round(rated[agent][2], 1)}
                    for i, agent in enumerate(order)],
        "seconds": round(seconds, 2),
    }
