"""Streaming aggregates of game rows: what a designer reads, each with a 95% confidence interval.

A Summary takes chunks of rows (gamerow.py) and keeps only sums: counts, sums and sums of
squares (and cross products for ratios), a histogram of durations and the score curve. Its
memory does not grow with the number of games, and chunks added in the same order give the
same numbers whatever process played them.

Metrics, in the spirit of Ludii's game-evaluation metrics (Browne; Piette et al.), over the
finished games:
  win rate by seat      share of wins per seat (a k-way shared victory gives each winner 1/k),
                        so the seats' rates add up to 1 and a balanced game gives 1/N each;
  first-seat advantage  seat 1's win rate minus 1/N;
  shared victory        games still tied after the tie-break; tie-break decided: the top score
                        was tied and Nobles on the board named a single winner;
  duration              rounds per game;  winning score;  margin = winning score minus the best
                        score of a seat that did not win;
  lead changes          times the sole leader changed (a tie for the lead keeps the last one);
  decisiveness          share of the game played before the (single) winner took the lead for
                        good: (first round after which they led alone to the end - 1) / rounds;
                        0 = led from the first round, near 1 = won at the very end;
  Nobles on the board   at the end;  share of points from Nobles: chain-bonus points / all points;
  cards                 how often each card is revealed per game, and the share of those that
                        pay: a Region card or Knight whose marker sat in a region that paid its
                        player, a Dragon whose added region(s) paid its player, a Witch whose
                        re-selection paid.
Intervals, each within the range the metric can take:
  proportions (shared victory, tie-break decided, win rates: a win credited 1/k for a k-way
  shared victory counts as 1/k of a success) Wilson score intervals, inside [0, 1];
  means mean +- 1.96 s/sqrt(n), cut to the values the metric can take (decisiveness is a mean of
  shares, so its interval is cut to [0, 1]: the true mean lies there, so no coverage is lost);
  ratios (pay rates, Noble share, both in [0, 1]) the delta method with games as clusters (cards
  of one game are not independent), made on the logit scale and mapped back, so the interval
  stays inside (0, 1); a ratio of exactly 0 or 1 falls back to Wilson over the plays.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from . import gamerow as G
from .sizes import MAX_PLAYERS, N_CARDS

Z95 = 1.959963984540054


@dataclass(frozen=True)
class Estimate:
    """A metric's value with its 95% interval; `kind` says how the interval was made."""

    title: str
    value: float
    low: float
    high: float
    se: float              # standard error (for the tests of differences)
    n: int
    kind: str              # proportion | mean | ratio | difference (of a proportion from a fixed value)

    def to_dict(self) -> dict:
        return {"title": self.title, "value": _round(self.value), "low": _round(self.low),
                "high": _round(self.high), "n": self.n, "kind": self.kind, "se": _round(self.se, 6)}


def _round(x: float, digits: int = 4) -> float | None:
    return None if x is None or math.isnan(x) else round(float(x), digits)


def wilson(successes: float, n: int) -> tuple[float, float, float, float]:
    """(p, low, high, se) of a proportion; Wilson score interval."""
    if n == 0:
        return math.nan, math.nan, math.nan, math.nan
    p = successes / n
    denom = 1 + Z95 ** 2 / n
    centre = (p + Z95 ** 2 / (2 * n)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / denom
    return p, centre - half, centre + half, math.sqrt(max(p * (1 - p), 0.0) / n)


def mean_interval(total: float, squares: float, n: int) -> tuple[float, float, float, float]:
    """(mean, low, high, se) from a sum and a sum of squares; normal interval."""
    if n == 0:
        return math.nan, math.nan, math.nan, math.nan
    mean = total / n
    var = max(squares / n - mean * mean, 0.0) * n / (n - 1) if n > 1 else 0.0
    se = math.sqrt(var / n)
    return mean, mean - Z95 * se, mean + Z95 * se, se


def ratio_interval(sy: float, sx: float, syy: float, sxx: float, sxy: float, n: int
                   ) -> tuple[float, float, float, float]:
    """(R, low, high, se) of R = sum y / sum x, delta method with each game as a cluster.

    For a share (0 <= y <= x in every game, so 0 <= R <= 1) the interval is made on the logit
    scale, logit(R) +- 1.96 se / (R (1 - R)), and mapped back: it stays inside [0, 1]. At R = 0 or
    1 the logit has no slope; the Wilson interval of sy successes in sx trials is used instead."""
    if n == 0 or sx == 0:
        return math.nan, math.nan, math.nan, math.nan
    r = sy / sx
    residual = max(syy - 2 * r * sxy + r * r * sxx, 0.0)        # sum of (y - R x)^2
    se = math.sqrt(residual / max(n - 1, 1)) / (sx / n) / math.sqrt(n)
    if not 0 <= r <= 1:
        return r, r - Z95 * se, r + Z95 * se, se
    if r in (0, 1):
        _, low, high, _ = wilson(sy, int(sx))
        return r, low, high, se
    half = Z95 * se / (r * (1 - r))
    logit = math.log(r / (1 - r))
    return r, _expit(logit - half), _expit(logit + half), se


def _expit(x: float) -> float:
    return 1 / (1 + math.exp(-x)) if x >= 0 else math.exp(x) / (1 + math.exp(x))


def share_interval(total: float, squares: float, n: int) -> tuple[float, float, float, float]:
    """mean_interval of values in [0, 1] (shares), with the interval cut to [0, 1]."""
    mean, low, high, se = mean_interval(total, squares, n)
    return mean, max(low, 0.0), min(high, 1.0), se


CREDIT = 840         # a k-way shared win gives each winner CREDIT / k (exact for every k <= 8: lcm(1..8))
MEANS = {            # metric id -> (title, function of the finished rows)
    "rounds": ("Duration (rounds)", lambda r: r[:, G.ROUNDS]),
    "winning_score": ("Winning score", lambda r: r[:, G.BEST]),
    "margin": ("Margin (winner minus best other)", lambda r: r[:, G.BEST] - r[:, G.RUNNER_UP]),
    "lead_changes": ("Lead changes", lambda r: r[:, G.LEAD_CHANGES]),
    "nobles_on_board": ("Nobles on the board at the end", lambda r: r[:, G.NOBLES_END]),
}
PROPORTIONS = {
    "shared_victory": ("Shared victory", lambda r: _winner_count(r) > 1),
    "tie_break_decided": ("Tie-break decided", lambda r: (r[:, G.TOP_TIED] == 1) & (_winner_count(r) == 1)),
}


def _winner_count(rows: np.ndarray) -> np.ndarray:
    mask = rows[:, G.WINNERS]
    return np.sum([(mask >> p) & 1 for p in range(MAX_PLAYERS)], axis=0)


class Summary:
    """Streaming sums over the games of one ruleset (memory independent of the number of games)."""

    def __init__(self, players: int, max_rounds: int, agents: list[str]):
        self.players, self.agents = players, list(agents)
        self.games = self.finished = 0
        self.sums = {k: np.zeros(2, dtype=np.int64) for k in MEANS}          # sum, sum of squares
        self.counts = {k: 0 for k in PROPORTIONS}
        self.decisive = np.zeros(3)                                          # n, sum, sum of squares
        self.seat = np.zeros((2, players), dtype=np.int64)                   # credit sums, squares
        self.agent = {a: np.zeros(2, dtype=np.int64) for a in dict.fromkeys(agents)}
        self.nobles = np.zeros(5, dtype=np.int64)                            # sy sx syy sxx sxy
        self.cards = np.zeros((5, N_CARDS), dtype=np.int64)                  # pays plays (squares) cross
        self.durations = np.zeros(max_rounds + 1, dtype=np.int64)
        self.curve = np.zeros((max_rounds + 1, G.CURVE_WIDTH), dtype=np.int64)
        self.alive = np.zeros(max_rounds + 1, dtype=np.int64)

    def add(self, rows: np.ndarray, curve: np.ndarray, alive: np.ndarray) -> None:
        """Fold a chunk of rows (and its curve sums) into the summary."""
        self.games += len(rows)
        self.curve += curve
        self.alive += alive
        done = rows[rows[:, G.FINISHED] == 1]
        self.finished += len(done)
        self.durations += np.bincount(done[:, G.ROUNDS], minlength=len(self.durations))[:len(self.durations)]
        for key, (_, value) in MEANS.items():
            v = value(done).astype(np.int64)
            self.sums[key] += (v.sum(), (v * v).sum())
        for key, (_, test) in PROPORTIONS.items():
            self.counts[key] += int(test(done).sum())
        self._add_decisiveness(done)
        self._add_credit(done)
        self._add_ratios(done)

    def _add_decisiveness(self, done: np.ndarray) -> None:
        single = done[_winner_count(done) == 1]
        share = (single[:, G.LEAD_ROUND] - 1) / single[:, G.ROUNDS]
        self.decisive += (len(single), share.sum(), (share * share).sum())

    def _add_credit(self, done: np.ndarray) -> None:
        n = self.players
        winners = np.stack([(done[:, G.WINNERS] >> p) & 1 for p in range(n)], axis=1)
        k = np.maximum(winners.sum(axis=1), 1)
        credit = winners * (CREDIT // k)[:, None]
        self.seat += (credit.sum(axis=0), (credit * credit).sum(axis=0))
        agent_of_seat = (np.arange(n)[None, :] + done[:, G.ROTATION][:, None]) % n
        for name in self.agent:
            slots = [i for i, a in enumerate(self.agents) if a == name]
            mine = np.isin(agent_of_seat, slots)
            per_game = (credit * mine).sum(axis=1)          # divided by len(slots) in estimates()
            self.agent[name] += (per_game.sum(), (per_game * per_game).sum())

    def _add_ratios(self, done: np.ndarray) -> None:
        y, x = done[:, G.BONUS], done[:, G.POINTS]
        self.nobles += (y.sum(), x.sum(), (y * y).sum(), (x * x).sum(), (x * y).sum())
        pays, plays = done[:, G.PAYS:G.PAYS + N_CARDS], done[:, G.PLAYS:G.PLAYS + N_CARDS]
        self.cards += np.stack([pays.sum(0), plays.sum(0), (pays * pays).sum(0), (plays * plays).sum(0),
                                (pays * plays).sum(0)])

    # ---------------------------------------------------------------- reading

    def estimates(self) -> dict[str, Estimate]:
        """Every scalar metric with its interval, keyed by a stable id."""
        n = self.finished
        out: dict[str, Estimate] = {}
        for p in range(self.players):
            wins = self.seat[0, p] / CREDIT                  # a k-way shared victory counts 1/k
            out[f"win_rate_seat_{p + 1}"] = Estimate(f"Win rate, seat {p + 1}", *wilson(wins, n), n, "proportion")
        first = out["win_rate_seat_1"]
        fair = 1 / self.players
        out["first_seat_advantage"] = Estimate("First-seat advantage (seat 1 minus 1/N)", first.value - fair,
                                               first.low - fair, first.high - fair, first.se, n, "difference")
        for key, (title, _) in PROPORTIONS.items():
            out[key] = Estimate(title, *(wilson(self.counts[key], n)), n, "proportion")
        for key, (title, _) in MEANS.items():
            total, squares = self.sums[key]
            out[key] = Estimate(title, *mean_interval(float(total), float(squares), n), n, "mean")
        count, shares, share_squares = self.decisive
        out["decisiveness"] = Estimate("Decisiveness (share of the game before the winner led for good)",
                                       *share_interval(shares, share_squares, int(count)), int(count), "mean")
        sy, sx, syy, sxx, sxy = (float(v) for v in self.nobles)
        out["noble_point_share"] = Estimate("Share of points from Noble bonuses",
                                            *ratio_interval(sy, sx, syy, sxx, sxy, n), n, "ratio")
        for name, (agent_wins, _) in self.agent.items():
            wins = agent_wins / (self.agents.count(name) * CREDIT)      # per seat the agent holds
            out[f"win_rate_agent_{name}"] = Estimate(f"Win rate per seat, agent {name}", *wilson(wins, n), n,
                                                     "proportion")
        return out

    def card_estimates(self, names: list[str]) -> dict[str, dict[str, Estimate]]:
        """Per card: revealed per game (mean) and share that pays (ratio)."""
        n = self.finished
        pays, plays, pays2, plays2, cross = self.cards
        out = {}
        for c, name in enumerate(names):
            out[name] = {
                "played_per_game": Estimate(f"{name}: revealed per game",
                                            *(mean_interval(plays[c], plays2[c], n)), n, "mean"),
                "pays": Estimate(f"{name}: share that pays",
                                 *(ratio_interval(pays[c], plays[c], pays2[c], plays2[c], cross[c], n)),
                                 n, "ratio"),
            }
        return out

    def score_by_round(self) -> dict[str, list]:
        """Mean score after each round, per seat and of the leader, over the games still running."""
        last = int(np.nonzero(self.alive)[0].max()) if self.alive.any() else 0
        alive = self.alive[:last + 1]
        safe = np.maximum(alive, 1)
        return {"games_running": alive.tolist(),
                "leader": (self.curve[:last + 1, G.CURVE_LEADER] / safe).round(3).tolist(),
                "seats": [(self.curve[:last + 1, p] / safe).round(3).tolist() for p in range(self.players)]}

    def duration_histogram(self) -> dict[str, int]:
        return {str(r): int(c) for r, c in enumerate(self.durations) if c}

    def merge(self, other: "Summary") -> None:
        """Add another summary of the same ruleset (another chunk of games) into this one."""
        self.games += other.games
        self.finished += other.finished
        for key in self.sums:
            self.sums[key] += other.sums[key]
        for key in self.counts:
            self.counts[key] += other.counts[key]
        for name in self.agent:
            self.agent[name] += other.agent[name]
        for field in ("decisive", "seat", "nobles", "cards", "durations", "curve", "alive"):
            setattr(self, field, getattr(self, field) + getattr(other, field))
