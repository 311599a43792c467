"""Where the batch simulator's time goes: choosing, revealing and scoring, random numbers, the rest.

Usage: python3 bench/bench_kernel_phases.py [--quick]

Where a game's time goes. A round costs well under a microsecond compiled,
so timing the kernels one call at a time from Python measures Python's call, not the kernel. This
script first records real round-start states (4 players, random agents, standard rules: every
round of a few hundred games, the state and the cards chosen), then times compiled loops over
those rounds, each loop in one call:

  copy      copy a recorded state into the work arrays (the baseline the others subtract)
  choose    copy, then every seat chooses (batch.choose_all: the random chooser, Witch re-selections)
  resolve   copy the state and its recorded cards, then reveal them and score the round
            (batch.reveal_all, batch.score_round: placings, Nobles, chain bonus, the King, the end)
  draw      one random number in a range (rng.below), alone

and the whole game (batch.play_chunk) per round, so that what neither phase holds (the per-card
counts, the curve, the row) shows as the rest. The random draws a round makes are counted by
running the same choosers as plain Python with a counting `below`. Times are CPU nanoseconds per
round (best of five), and each phase's share of the whole.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

import numpy as np  # noqa: E402
from numba import njit  # noqa: E402

from referee.lab import gamerow as G  # noqa: E402
from referee.lab.batch import choose_all, play_chunk, reveal_all, score_round  # noqa: E402
from referee.lab.rng import below, seed_game, seed_key  # noqa: E402
from referee.lab.sizes import MAX_CARDS_PER_ROUND, N_SPECIAL, SCRATCH  # noqa: E402
from referee.lab.slots import P_KING_START, P_MARKERS  # noqa: E402
from referee.lab.tables import build_tables  # noqa: E402
from referee.rules import load_rules  # noqa: E402

PLAYERS = 4


class Rounds:
    """Round-start states of real games and the cards chosen in them, one row per round."""

    def __init__(self, tables, games: int):
        r, p, c = tables.regions, PLAYERS, MAX_CARDS_PER_ROUND
        keep: dict[str, list] = {k: [] for k in ("markers", "nobles", "mask", "supply", "scores", "spent", "king",
                                                 "rng", "sel", "dec", "ks")}
        agents = np.zeros(p, dtype=np.int64)
        for g in range(games):
            state = self._new_game(tables)
            rng = np.zeros(4, dtype=np.int64)
            seed_game(rng, seed_key(0), g)
            over = False
            while not over and len(keep["king"]) < 100_000:
                for name in ("markers", "nobles", "mask", "supply", "scores", "spent"):
                    keep[name].append(state[name].copy())
                keep["king"].append(state["king"])
                keep["rng"].append(rng.copy())
                sel, dec = np.zeros((p, 2, c), dtype=np.int64), np.zeros((p, 2, c), dtype=np.int64)
                ks = np.zeros((p, 2), dtype=np.int64)
                choose_all(rng, g, agents, p, state["supply"], state["spent"], state["king"], state["markers"],
                           state["nobles"], state["mask"], tables.params, tables.banner, tables.banner_len,
                           tables.chain, tables.king_next, sel, dec, ks, np.zeros(SCRATCH, dtype=np.int64))
                keep["sel"].append(sel)
                keep["dec"].append(dec)
                keep["ks"].append(ks)
                placed = np.zeros((p, 2, c), dtype=np.int64)
                dragons = reveal_all(p, sel, dec, ks, state["markers"], state["supply"], state["spent"], placed,
                                     tables.params)
                zero = np.zeros(p, dtype=np.int64)
                state["king"], over, _ = score_round(
                    dragons, state["king"], p, state["markers"], state["nobles"], state["mask"], state["supply"],
                    state["scores"], zero.copy(), np.zeros((r, p), dtype=np.int64), zero.copy(),
                    np.zeros(r, dtype=np.int64), tables.params, tables.banner, tables.banner_len, tables.chain,
                    tables.king_next, zero.copy(), zero.copy())
        self.arrays = {k: np.array(v, dtype=np.int64) for k, v in keep.items()}
        self.count = len(keep["king"])

    @staticmethod
    def _new_game(tables) -> dict:
        r, p = tables.regions, PLAYERS
        return {"markers": np.zeros((r, p), dtype=np.int64), "nobles": np.zeros((r, p), dtype=np.int64),
                "mask": np.zeros(p, dtype=np.int64), "supply": np.full(p, tables.params[P_MARKERS], dtype=np.int64),
                "scores": np.zeros(p, dtype=np.int64), "spent": np.zeros((p, N_SPECIAL), dtype=np.int64),
                "king": int(tables.params[P_KING_START])}


@njit(cache=False)
def _load(k, markers0, nobles0, mask0, supply0, scores0, spent0, rng0, markers, nobles, mask, supply, scores, spent,
          rng):
    for i in range(markers.shape[0]):
        for p in range(markers.shape[1]):
            markers[i, p] = markers0[k, i, p]
            nobles[i, p] = nobles0[k, i, p]
    for p in range(mask.shape[0]):
        mask[p] = mask0[k, p]
        supply[p] = supply0[k, p]
        scores[p] = scores0[k, p]
        for j in range(spent.shape[1]):
            spent[p, j] = spent0[k, p, j]
    for j in range(4):
        rng[j] = rng0[k, j]


@njit(cache=False, _nrt=False)
def resolve(king, players, sel, dec, ks, markers, nobles, mask, supply, scores, spent, placed, points, gained, extra,
            scored, params, banner, banner_len, chain, king_next, start, influence):
    """Reveal a round's cards and score it (batch.reveal_all, batch.score_round) in a function compiled
    as play_game is (jit.kernel: without reference counting). Inlined into `loop`, which allocates and
    so counts references, the inlined kernels' array views each cost a count: 3x the time play_game
    spends on the same work."""
    dragons = reveal_all(players, sel, dec, ks, markers, supply, spent, placed, params)
    king, over, bonus = score_round(dragons, king, players, markers, nobles, mask, supply, scores, points, gained,
                                    extra, scored, params, banner, banner_len, chain, king_next, start, influence)
    return king + bonus


@njit(cache=False)
def loop(mode, repeat, markers0, nobles0, mask0, supply0, scores0, spent0, king0, rng0, sel0, dec0, ks0, params,
         banner, banner_len, chain, king_next):
    """mode 0: copy the state; 1: copy it and choose; 2: copy it and its cards, and resolve; 3: copy
    the state and its cards. Returns a checksum (kept live)."""
    rounds, regions, players = markers0.shape[0], markers0.shape[1], markers0.shape[2]
    markers, nobles = np.zeros((regions, players), dtype=np.int64), np.zeros((regions, players), dtype=np.int64)
    mask, supply, scores = np.zeros(players, dtype=np.int64), np.zeros(players, dtype=np.int64), \
        np.zeros(players, dtype=np.int64)
    spent, rng = np.zeros((players, spent0.shape[2]), dtype=np.int64), np.zeros(4, dtype=np.int64)
    sel, dec = np.zeros_like(sel0[0]), np.zeros_like(dec0[0])
    ks, placed = np.zeros_like(ks0[0]), np.zeros_like(sel0[0])
    points, extra, start = np.zeros(players, dtype=np.int64), np.zeros(players, dtype=np.int64), \
        np.zeros(players, dtype=np.int64)
    influence = np.zeros(players, dtype=np.int64)
    gained, scored = np.zeros((regions, players), dtype=np.int64), np.zeros(regions, dtype=np.int64)
    scratch = np.zeros(SCRATCH, dtype=np.int64)
    agents = np.zeros(players, dtype=np.int64)
    check = 0
    for _ in range(repeat):
        for k in range(rounds):
            _load(k, markers0, nobles0, mask0, supply0, scores0, spent0, rng0, markers, nobles, mask, supply, scores,
                  spent, rng)
            if mode == 1:
                choose_all(rng, np.int64(0), agents, players, supply, spent, king0[k], markers, nobles, mask, params,
                           banner, banner_len, chain, king_next, sel, dec, ks, scratch)
                check += ks[0, 0]
            elif mode >= 2:
                for p in range(players):
                    for s in range(2):
                        ks[p, s] = ks0[k, p, s]
                        for j in range(sel.shape[2]):
                            sel[p, s, j] = sel0[k, p, s, j]
                            dec[p, s, j] = dec0[k, p, s, j]
                if mode == 3:
                    check += ks[0, 0]
                    continue
                check += resolve(king0[k], players, sel, dec, ks, markers, nobles, mask, supply, scores, spent,
                                 placed, points, gained, extra, scored, params, banner, banner_len, chain, king_next,
                                 start, influence)
            else:
                check += markers[0, 0]
    return check


@njit(cache=False)
def draws(n):
    rng = np.zeros(4, dtype=np.int64)
    rng[0] = 1
    total = 0
    for _ in range(n):
        total += below(rng, 11)
    return total


def best_cpu_ns(calls: dict, units: dict, trials: int = 5) -> dict:
    """CPU nanoseconds per unit of each call, best of `trials`, the calls interleaved trial by trial
    (so that a slower minute of a shared machine weighs on every phase alike)."""
    best = {name: float("inf") for name in calls}
    for _ in range(trials):
        for name, call in calls.items():
            start = time.process_time_ns()
            call()
            best[name] = min(best[name], (time.process_time_ns() - start) / units[name])
    return best


COUNT_DRAWS = """
import sys
import numpy as np
from referee.lab import chooser, rng as R
calls = [0]
below, chance = R.below, R.chance
def counted_below(state, n):
    calls[0] += 1
    return below(state, n)
def counted_chance(state, a, b):
    calls[0] += 1
    return chance(state, a, b)
chooser.below, chooser.chance = counted_below, counted_chance
from referee.lab.batch import play_chunk
from referee.lab.tables import build_tables
from referee.rules import load_rules
tables = build_tables(load_rules(), 4)
rows, _, _ = play_chunk(tables, np.zeros(4, dtype=np.int64), R.seed_key(0), 0, int(sys.argv[1]))
print(calls[0] / rows[:, int(sys.argv[2])].sum())
"""


def draws_per_round(games: int) -> float:
    """Random draws per round of the random chooser, counted in plain Python (no numba)."""
    env = dict(os.environ, REFEREE_NO_NUMBA="1", PYTHONPATH=str(REPO))
    done = subprocess.run([sys.executable, "-c", COUNT_DRAWS, str(games), str(G.ROUNDS)], env=env,
                          capture_output=True, text=True, check=True, cwd=REPO)
    return float(done.stdout.strip())


def main() -> None:
    quick = "--quick" in sys.argv
    tables = build_tables(load_rules(), PLAYERS)
    rounds = Rounds(tables, 100 if quick else 400)
    a = rounds.arrays
    t = tables
    args = (a["markers"], a["nobles"], a["mask"], a["supply"], a["scores"], a["spent"], a["king"], a["rng"], a["sel"],
            a["dec"], a["ks"], t.params, t.banner, t.banner_len, t.chain, t.king_next)
    repeat = 5 if quick else 20
    for mode in (0, 1, 2, 3):
        loop(mode, 1, *args)                                   # compile
    draws(10)
    games = 20_000 if quick else 100_000
    agents = np.zeros(PLAYERS, dtype=np.int64)
    play_chunk(t, agents, seed_key(0), 0, 100)
    game_rounds = int(play_chunk(t, agents, seed_key(0), 0, games)[0][:, G.ROUNDS].sum())
    units = {name: repeat * rounds.count for name in ("copy", "choose", "resolve", "copy cards")}
    units.update({"draw": 10_000_000, "whole": game_rounds})
    calls = {name: (lambda m=mode: loop(m, repeat, *args))
             for name, mode in (("copy", 0), ("choose", 1), ("resolve", 2), ("copy cards", 3))}
    calls.update({"draw": lambda: draws(10_000_000), "whole": lambda: play_chunk(t, agents, seed_key(0), 0, games)})
    per_round = best_cpu_ns(calls, units)
    whole_round, draw_ns = per_round["whole"], per_round["draw"]
    per_draw_round = draws_per_round(200 if quick else 1000)
    choose = per_round["choose"] - per_round["copy"]
    resolve = per_round["resolve"] - per_round["copy cards"]
    rng_part = per_draw_round * draw_ns
    rest = whole_round - choose - resolve
    print(f"standard rules, {PLAYERS} players, random agents: {rounds.count} recorded rounds, "
          f"{games} whole games ({game_rounds / games:.1f} rounds a game)")
    print("CPU ns per round (best of 5, interleaved)   ns   share of a round")
    print(f"  whole game, per round       {whole_round:8.0f}   100 %")
    print(f"  choosing (4 seats)          {choose:8.0f}   {100 * choose / whole_round:3.0f} %"
          f"   of which random draws: {per_draw_round:.1f} x {draw_ns:.1f} ns = {rng_part:.0f} ns "
          f"({100 * rng_part / whole_round:.0f} %)")
    print(f"  revealing and scoring       {resolve:8.0f}   {100 * resolve / whole_round:3.0f} %")
    print(f"  the rest (counts, curve, row, the game's set-up)"
          f"   {rest:8.0f}   {100 * rest / whole_round:3.0f} %")
    print(f"  (copying a recorded state, subtracted from choosing: {per_round['copy']:.0f} ns; "
          f"the state and its cards, from revealing and scoring: {per_round['copy cards']:.0f} ns)")


if __name__ == "__main__":
    main()
