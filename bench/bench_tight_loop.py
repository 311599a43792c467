"""The batch simulator against a tight loop of its own, in one process: what its generality costs.

bench/tight_loop.py plays the standard rules' random games as one plain numba loop with every rule
a constant. Per player count (2, 4 and 5 by default):
1. the tight loop must give the batch simulator's very games: for the same 10,000 games (seed 0),
   each game's rounds, scores and winners equal the generic and the specialised kernels' rows, or the
   bench stops naming the first game that differs;
2. the same 10,000 games played --repeats times by each of the generic kernels
   (referee.lab.batch.play_chunk), the kernels specialised to the standard rules
   (referee.lab.specialise, `referee compare --engine specialised`) and the tight loop,
   interleaved (CPU time): games per CPU-second of each one's fastest run, and each engine's
   rate over the tight loop's as the median of the ratios of the runs made side by side (the
   machine's speed swings between repeats; two runs made one after the other share it).
The batch simulator's rows carry a game's metrics besides its result (cards played and paying,
lead changes, the score curve); the tight loop returns the result only: the ratio prices that
bookkeeping too. A compile is timed apart (the first call of each), never in a rate.

With --variants: the same for the standard rules and bench_simulate.VARIANTS' three variants, each
ruleset's kernels (generic, and specialised to it) against a tight loop of its own rules (the loop
takes those three variants' values as constants, tight_loop.loop_rules; any other ruleset is
refused), then each variant's ratio over the standard rules' ratio at the same player count: what
the kernels' generality costs a variant beyond what it costs the standard rules (1.00: the same).
Every engine of every ruleset runs once in each repeat, so a swing of the machine's speed reaches
them all; the ratio of ratios is the median of each repeat's. A variant's own games/s says nothing
of that: its games are shorter or its rounds do other work.

With --instructions: machine instructions per game of each engine instead of time (valgrind's
cachegrind, no cache simulation), as bench_simulate.py --against REV --instructions counts them: the
difference between a process that plays --games games (default 60,000) and one that plays none, each
after one warm-up game, the kernels compiled beforehand for a generic x86-64 CPU into a temporary
cache. Not a time, and free of the machine's load: the figure to follow when a change of the kernels
is a few per cent. Two processes doing the same work count up to some 20 million instructions apart
(bench_simulate.py's docstring): about 330 a game at 60,000 games, 1,000 at 20,000.

Usage: python3 bench/bench_tight_loop.py [--players 4 [--players 2 ...]] [--repeats N] [--variants]
       python3 bench/bench_tight_loop.py --instructions [--players 4 ...] [--games N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

GAMES = 10_000


def timed(call) -> float:
    start = time.process_time()
    call()
    return time.process_time() - start


def same_games(rows, results, players: int) -> str | None:
    """None when every game's rounds, winners and scores agree, else the first that differs, named."""
    import numpy as np

    from referee.lab import gamerow as G

    ours = np.column_stack([rows[:, G.ROUNDS], rows[:, G.WINNERS], rows[:, G.SCORE:G.SCORE + players]])
    differ = np.flatnonzero((ours != results[:, :2 + players]).any(axis=1))
    if differ.size == 0:
        return None
    g = int(differ[0])
    return (f"game {g}: batch (rounds, winners, scores) {ours[g].tolist()}, "
            f"tight loop {results[g, :2 + players].tolist()}")


ENGINES = ("generic", "specialised", "tight loop")


def label(ruleset: str) -> str:
    """A name of bench_simulate.VARIANTS as a table shows it: the file's stem."""
    return Path(ruleset).stem


def engines(players: int, names: tuple[str, ...] = ENGINES, cache: bool = False, ruleset: str = "standard") -> dict:
    """{name: play(count)} for each engine named, under `ruleset` (a name of bench_simulate.VARIANTS):
    play(count) plays games 0 .. count-1 of seed 0 and returns what the engine gives (the kernels:
    (rows, curve, alive); the tight loop: its results). cache: the tight loop's compiled code kept by
    numba (the kernels' always is)."""
    import numpy as np
    from bench_simulate import ruleset_variants
    from tight_loop import RESULT, loop_rules, random_game

    from referee.lab.batch import play_chunk
    from referee.lab.rng import seed_key
    from referee.lab.specialise import batch_module
    from referee.lab.tables import build_tables
    from referee.rules import load_rules

    rules = load_rules(ruleset_variants(ruleset))
    tables = build_tables(rules, players)
    agents = np.zeros(players, dtype=np.int64)
    key = seed_key(0)
    plays = {}
    for name in names:
        if name == "tight loop":
            tight = random_game(players, tables.banner, tables.banner_len, tables.chain, loop_rules(rules), cache=cache)

            def played(count: int, tight=tight):
                results = np.zeros((count, RESULT), dtype=np.int64)
                tight(key, 0, results)
                return results
            plays[name] = played
        else:
            chunk = play_chunk if name == "generic" else batch_module(tables).play_chunk
            plays[name] = lambda count, chunk=chunk: chunk(tables, agents, key, 0, count)
    return plays


def checked_engines(players: int, ruleset: str) -> tuple[dict, dict[str, float]]:
    """(engines(players, ruleset=ruleset), each one's first call in CPU seconds), after each kernel's
    games are checked equal to the tight loop's (or the bench stops)."""
    plays = engines(players, ruleset=ruleset)
    compiles = {name: timed(lambda play=play: play(1)) for name, play in plays.items()}
    results = plays["tight loop"](GAMES)
    for name in ("generic", "specialised"):
        wrong = same_games(plays[name](GAMES)[0], results, players)
        if wrong:
            sys.exit(f"{ruleset}, {players} players: the {name} kernels and the tight loop play different games "
                     f"({wrong})")
    return plays, compiles


def measure(players: int, repeats: int, rulesets: tuple[str, ...] = ("standard",)) -> None:
    """Per ruleset, each engine's games/s (its fastest run) and its rate over the tight loop's (the
    median of the runs made side by side); with more than one ruleset, each variant's ratio over the
    standard rules' (the median over the repeats, each repeat's ratios side by side). Every engine
    of every ruleset runs once in each repeat, so a swing of the machine's speed reaches them all."""
    checked = {ruleset: checked_engines(players, ruleset) for ruleset in rulesets}
    runs = {(ruleset, name): [] for ruleset, (plays, _) in checked.items() for name in plays}
    for _ in range(repeats):
        for ruleset, (plays, _) in checked.items():
            for name, play in plays.items():
                runs[ruleset, name].append(timed(lambda play=play: play(GAMES)))
    per_run = {key: [t / s for t, s in zip(runs[key[0], "tight loop"], seconds)] for key, seconds in runs.items()}
    ratio = {key: statistics.median(ratios) for key, ratios in per_run.items()}
    for ruleset, (plays, compiles) in checked.items():
        print(f"  {label(ruleset):<18} {players} players  " + "   ".join(
            f"{name} {GAMES / min(runs[ruleset, name]):9,.0f} games/s ({ratio[ruleset, name]:4.2f})" for name in plays)
            + "   first calls: " + ", ".join(f"{name} {s:.1f} s" for name, s in compiles.items()), flush=True)
    for ruleset in rulesets[1:]:
        over = {name: statistics.median(v / s for v, s in zip(per_run[ruleset, name], per_run[rulesets[0], name]))
                for name in ("generic", "specialised")}
        print(f"  {label(ruleset):<18} {players} players  over the standard rules' ratio: "
              + "   ".join(f"{name} {value:4.2f}" for name, value in over.items()), flush=True)


def play(engine: str, players: int, games: int) -> None:
    """One warm-up game of `engine`, then games 0 .. games-1 (a process valgrind counts)."""
    run = engines(players, (engine,), cache=True)[engine]
    run(1)
    if games:
        run(games)


def instructions(players_counts: list[int], games: int) -> None:
    import shutil
    import subprocess
    import tempfile

    from bench_simulate import counted_instructions, generic_cpu_env

    if not shutil.which("valgrind"):
        sys.exit("--instructions needs valgrind (a distribution package)")
    print(f"instructions per game, random play, standard rules, {games:,} games (valgrind, generic CPU); in "
          "brackets: over the tight loop's")
    with tempfile.TemporaryDirectory() as cache:
        env = generic_cpu_env(REPO, Path(cache))
        for players in players_counts:
            per_game = {}
            for engine in ENGINES:
                command = [sys.executable, __file__, "--play", engine, str(players)]
                subprocess.run(command + ["0"], env=env, capture_output=True, check=True)   # compile, natively
                idle = counted_instructions(command + ["0"], env)
                per_game[engine] = (counted_instructions(command + [str(games)], env) - idle) / games
            bound = per_game["tight loop"]
            print(f"  {players} players  " + "   ".join(f"{engine} {count:8,.0f} ({count / bound:4.2f})"
                                                   for engine, count in per_game.items()), flush=True)


def main() -> int:
    if sys.argv[1:2] == ["--play"]:
        play(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, action="append", help="player counts (default 2, 4 and 5)")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--instructions", action="store_true", help="count instructions instead of timing")
    parser.add_argument("--games", type=int, default=60_000, help="games a counted process plays")
    parser.add_argument("--variants", action="store_true",
                        help="the standard rules and bench_simulate.VARIANTS' three variants, each against a "
                             "tight loop of its own rules")
    args = parser.parse_args()
    if args.instructions:
        instructions(args.players or [4], args.games)
        return 0
    from bench_simulate import VARIANTS

    rulesets = VARIANTS if args.variants else ("standard",)
    print(f"random play, the same {GAMES:,} games (equal game for game), the fastest of {args.repeats} "
          "interleaved runs, CPU time; in brackets: the median over the runs of games/s over the tight loop's")
    for players in args.players or [2, 4, 5]:
        measure(players, args.repeats, rulesets)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
