"""Speed and memory of the variant laboratory, measured in one run and reported as ratios too.

Usage: python3 bench/bench_simulate.py [--quick] [--against REV [--repeats N | --instructions [--compiles N]]]
       python3 bench/bench_simulate.py --variants [--repeats N]

1. games per CPU-second for 2, 4 and 5 players (random agents, standard rules): the batch
   simulator (referee.lab, one process), today's engine (`referee simulate`'s
   engine.simulate.simulate, records built as it does), and OpenSpiel's C++ goofspiel when pyspiel
   is installed (it usually is not: then it says so). CPU time (time.process_time), so other
   work on a shared machine slows the numbers less than it would wall time.
2. peak memory (ru_maxrss of a fresh process per size) of `referee compare standard` at
   10^4, 10^5 and 10^6 games with one worker: streaming aggregates should keep it flat.
3. wall time of the million-game standard-vs-Permanent-Nobles comparison on 2 workers.
Targets: >= 100k four-player games per core-second; memory within 20% from 10^4 to
10^6; the million-game comparison under a minute on 2 cores.

With --variants: the batch simulator's speed under the standard rules and three variants that take
other branches of the kernels (VARIANTS: Permanent Nobles, two Dragons' regions, ties paid the highest
place), at 2, 4 and 5 players, in one process: each ruleset's same 10,000 random games played N times
(--repeats, default 5), the rulesets interleaved, the fastest kept; games and rounds per CPU-second
and each variant's ratio to the standard rules (rounds: a variant whose games are shorter plays
more games a second for the same work a round). Then nothing else is measured.

With --against REV (a speed-up of the playouts, or at least 0.95x for a generalisation of the
kernel): 4-player games per CPU-second of this checkout and of commit REV (a git worktree),
measured in the same run, interleaved, best of three processes each (--repeats N: of N), each
process timing the same 10,000 games games/10,000 times and keeping its fastest; and their ratio;
then nothing else is measured.
On a shared machine whose speed swings by a third within minutes, the fastest of many identical
short runs is what approaches each checkout's undisturbed speed. Each checkout has its own numba
cache, compiled by its first process.

With --against REV --instructions: machine instructions per 4-player game of each checkout,
counted by valgrind (cachegrind, no cache simulation) as the difference between a process that
plays 60,000 games and one that plays none, for each of two fresh compiles of each checkout
(--compiles N: N). Not a time (the same count can run faster or slower), but free of the machine's
load. Two processes doing the same work count up to 20 million instructions apart (Python's
start-up and numba's cache loading vary; a fixed PYTHONHASHSEED and no address randomisation do
not remove it), hence 60,000 games: about 300 instructions a game (0.4 %) of noise. The kernels
are compiled for a generic x86-64 CPU (NUMBA_CPU_NAME=generic) outside valgrind and loaded from
that cache under it: valgrind reports another CPU than the machine's, for which numba would
compile again, five times slower than natively.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Iterator

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def batch_rate(players: int, games: int) -> float:
    import numpy as np

    from referee.lab.batch import play_chunk
    from referee.lab.rng import seed_key
    from referee.lab.tables import build_tables
    from referee.rules import load_rules

    tables = build_tables(load_rules(), players)
    agents = np.zeros(players, dtype=np.int64)
    play_chunk(tables, agents, seed_key(0), 0, 100)           # compile or load the cache
    start = time.process_time()
    for first in range(0, games, 10_000):
        play_chunk(tables, agents, seed_key(0), first, min(10_000, games - first))
    return games / (time.process_time() - start)


VARIANTS = ("standard", "permanent-nobles", "examples/variants/two-dragons.toml",
            "examples/variants/ties-highest-place.toml")


def ruleset_variants(name: str) -> tuple[str, ...]:
    """load_rules' variants for a name of VARIANTS (a .toml path relative to the checkout)."""
    return () if name == "standard" else (str(REPO / name) if name.endswith(".toml") else name,)


def variant_rates(players: int, repeats: int) -> dict[str, tuple[float, float]]:
    """{ruleset: (games, rounds) per CPU-second} of the same 10,000 random games per ruleset, the
    rulesets interleaved over `repeats` rounds of runs and each one's fastest run kept."""
    import numpy as np

    from referee.lab.batch import play_chunk
    from referee.lab.gamerow import ROUNDS
    from referee.lab.rng import seed_key
    from referee.lab.tables import build_tables
    from referee.rules import load_rules

    agents = np.zeros(players, dtype=np.int64)
    tables = {name: build_tables(load_rules(ruleset_variants(name)), players) for name in VARIANTS}
    rounds = {name: int(play_chunk(t, agents, seed_key(0), 0, 10_000)[0][:, ROUNDS].sum())     # compiled here
              for name, t in tables.items()}
    fastest = dict.fromkeys(VARIANTS, float("inf"))
    for _ in range(repeats):
        for name, t in tables.items():
            start = time.process_time()
            play_chunk(t, agents, seed_key(0), 0, 10_000)
            fastest[name] = min(fastest[name], time.process_time() - start)
    return {name: (10_000 / fastest[name], rounds[name] / fastest[name]) for name in VARIANTS}


def variants_table(repeats: int) -> None:
    """--variants: the table the module docstring describes."""
    print(f"random play, 10,000 games per ruleset, fastest of {repeats} interleaved runs; "
          "games/s and rounds/s per CPU-second, each variant's ratio to the standard rules")
    for players in (2, 4, 5):
        rates = variant_rates(players, repeats)
        games, rounds = rates["standard"]
        for name, (g, r) in rates.items():
            print(f"  {players} players  {Path(name).stem:<20} {g:9.0f} games/s ({g / games:5.2f})"
                  f"  {r:10.0f} rounds/s ({r / rounds:5.2f})")


def engine_rate(players: int, games: int) -> float:
    from referee.engine.simulate import simulate
    from referee.rules import load_rules

    rules = load_rules()
    start = time.process_time()
    simulate(1, games, players, rules)
    return games / (time.process_time() - start)


def goofspiel_rate(games: int) -> float | None:
    try:
        import pyspiel
    except ImportError:
        return None
    import random

    game = pyspiel.load_game("goofspiel", {"num_cards": 13, "players": 2})
    rng = random.Random(0)
    start = time.process_time()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_simultaneous_node():
                state.apply_actions([rng.choice(state.legal_actions(p)) for p in range(game.num_players())])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
    return games / (time.process_time() - start)


def peak_memory_mib(games: int) -> float:
    """ru_maxrss of a fresh `referee compare standard --games N --workers 1` process."""
    code = ("import resource, sys; from referee.cli import main\n"
            "try:\n    main(['compare', 'standard', '--games', sys.argv[1], '--workers', '1', '--json'])\n"
            "except SystemExit:\n    pass\n"
            "print('MAXRSS', resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code, str(games)], capture_output=True, text=True, cwd=REPO)
    line = [x for x in done.stderr.splitlines() if x.startswith("MAXRSS")][-1]
    return int(line.split()[1]) / 1024


def million_comparison_seconds(games: int) -> float:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "referee", "compare", "standard", "permanent-nobles", "--games",
                           str(games), "--workers", "2", "--json"], capture_output=True, text=True, cwd=REPO)
    assert done.returncode == 0, done.stderr
    json.loads(done.stdout)
    return time.perf_counter() - start


# A checkout's batch simulator in a fresh process, its kernels compiled or loaded: what both
# comparisons run before they measure (RATE_SCRIPT times games, PLAY_SCRIPT plays them for valgrind).
SET_UP = """
import sys, time
import numpy as np
from referee.lab.batch import play_chunk
from referee.lab.rng import seed_key
from referee.lab.tables import build_tables
from referee.rules import load_rules
tables = build_tables(load_rules(), 4)
agents = np.zeros(4, dtype=np.int64)
play_chunk(tables, agents, seed_key(0), 0, 100)
"""

RATE_SCRIPT = SET_UP + """
fastest = float("inf")
for _ in range(max(1, int(sys.argv[1]) // 10_000)):     # the same 10,000 games each time
    start = time.process_time()
    play_chunk(tables, agents, seed_key(0), 0, 10_000)
    fastest = min(fastest, time.process_time() - start)
print(10_000 / fastest)
"""


def rate_of_checkout(checkout: Path, cache: Path, games: int) -> float:
    """4-player games per CPU-second of the batch simulator in `checkout` (a fresh process): the same
    10,000 games played games/10,000 times, the fastest time kept (the machine's swings only ever
    slow a run down, so the fastest of identical runs is the closest to the code's own speed)."""
    import os

    env = dict(os.environ, PYTHONPATH=str(checkout), NUMBA_CACHE_DIR=str(cache))
    done = subprocess.run([sys.executable, "-c", RATE_SCRIPT, str(games)], cwd=checkout, env=env,
                          capture_output=True, text=True, check=True)
    return float(done.stdout.strip())


@contextlib.contextmanager
def worktree(revision: str) -> Iterator[Path]:
    """A scratch folder holding commit `revision` checked out in old/ (a git worktree, removed after)."""
    with tempfile.TemporaryDirectory() as scratch:
        old = Path(scratch) / "old"
        subprocess.run(["git", "worktree", "add", "--detach", str(old), revision], cwd=REPO, check=True,
                       capture_output=True)
        try:
            yield Path(scratch)
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(old)], cwd=REPO, capture_output=True)


def against(revision: str, games: int, repeats: int = 3) -> None:
    """This checkout's batch simulator against commit `revision`'s, in one run."""
    with worktree(revision) as scratch:
        rates: dict[str, list[float]] = {"this checkout": [], revision: []}
        for _ in range(repeats):
            rates["this checkout"].append(rate_of_checkout(REPO, scratch / "cache-new", games))
            rates[revision].append(rate_of_checkout(scratch / "old", scratch / "cache-old", games))
    best = {name: max(r) for name, r in rates.items()}
    print(f"4-player games per CPU-second (random agents, standard rules, {games} games, best of {repeats}):")
    for name, rate in best.items():
        print(f"  {name:>14}: {rate:10.0f}")
    print(f"  ratio: {best['this checkout'] / best[revision]:.2f}x (a speed-up: the target was 1.5x; "
          "a generalisation of the kernel: at least 0.95x)")


PLAY_SCRIPT = SET_UP + """
if int(sys.argv[1]):
    play_chunk(tables, agents, seed_key(0), 0, int(sys.argv[1]))
"""


def generic_cpu_env(checkout: Path, cache: Path) -> dict[str, str]:
    """The environment of a process running `checkout` whose kernels are compiled for a generic CPU into
    (or loaded from) `cache`: the same cache natively and under valgrind (the module docstring)."""
    import os

    return dict(os.environ, PYTHONPATH=str(checkout), NUMBA_CACHE_DIR=str(cache), NUMBA_CPU_NAME="generic")


def counted_instructions(command: list[str], env: dict[str, str], cwd: Path | None = None) -> int:
    """Instructions valgrind (cachegrind, no cache simulation) counts in a process running `command`."""
    import re

    done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                           *command], cwd=cwd, env=env, capture_output=True, text=True, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    assert found, done.stderr[-500:]
    return int(found.group(1).replace(",", ""))


def instructions(checkout: Path, cache: Path, games: int) -> int:
    """Instructions valgrind counts in a process of `checkout` playing `games` games (after a warm-up)."""
    return counted_instructions([sys.executable, "-c", PLAY_SCRIPT, str(games)], generic_cpu_env(checkout, cache),
                                checkout)


def instructions_against(revision: str, games: int = 60_000, compiles: int = 2) -> None:
    """Instructions per game of this checkout and of commit `revision`, over fresh compiles (--instructions)."""
    import shutil
    import statistics

    if not shutil.which("valgrind"):
        sys.exit("--instructions needs valgrind (a distribution package)")
    counts: dict[str, list[float]] = {"this checkout": [], revision: []}
    with worktree(revision) as scratch:
        for k in range(compiles):
            for name, checkout in (("this checkout", REPO), (revision, scratch / "old")):
                cache = scratch / f"cache-{k}-{checkout.name}"
                subprocess.run([sys.executable, "-c", PLAY_SCRIPT, "0"], cwd=checkout,      # compile, natively
                               env=generic_cpu_env(checkout, cache), capture_output=True, check=True)
                played, idle = instructions(checkout, cache, games), instructions(checkout, cache, 0)
                counts[name].append((played - idle) / games)
    print(f"instructions per 4-player game (random agents, standard rules, {games} games, valgrind; "
          f"{compiles} fresh compiles each, generic CPU):")
    for name, values in counts.items():
        print(f"  {name:>14}: median {statistics.median(values):8.0f}   compiles: "
              + ", ".join(f"{v:.0f}" for v in values))
    mine, theirs = statistics.median(counts["this checkout"]), statistics.median(counts[revision])
    print(f"  ratio of medians: {mine / theirs:.3f}x the instructions of {revision} "
          f"(extremes {min(counts['this checkout']) / max(counts[revision]):.3f}x to "
          f"{max(counts['this checkout']) / min(counts[revision]):.3f}x)")


def main() -> None:
    if "--variants" in sys.argv:
        variants_table(int(sys.argv[sys.argv.index("--repeats") + 1]) if "--repeats" in sys.argv else 5)
        return
    if "--against" in sys.argv and "--instructions" in sys.argv:
        compiles = int(sys.argv[sys.argv.index("--compiles") + 1]) if "--compiles" in sys.argv else 2
        instructions_against(sys.argv[sys.argv.index("--against") + 1], compiles=compiles)
        return
    if "--against" in sys.argv:
        games = 20_000 if "--quick" in sys.argv else 200_000
        repeats = int(sys.argv[sys.argv.index("--repeats") + 1]) if "--repeats" in sys.argv else 3
        against(sys.argv[sys.argv.index("--against") + 1], games, repeats)
        return
    quick = "--quick" in sys.argv
    batch_games, engine_games = (20_000, 40) if quick else (200_000, 300)
    print(f"games per CPU-second (random agents, standard rules; {batch_games} batch, {engine_games} engine games)")
    print(f"{'players':>8} {'batch':>10} {'engine':>8} {'batch/engine':>13} {'goofspiel':>10} {'batch/goof':>11}")
    for players in (2, 4, 5):
        batch, engine = batch_rate(players, batch_games), engine_rate(players, engine_games)
        goof = goofspiel_rate(2_000) if players == 2 else None
        goof_text = f"{goof:10.0f}" if goof else f"{'n/a':>10}"
        ratio_goof = f"{batch / goof:11.1f}" if goof else f"{'n/a':>11}"
        print(f"{players:>8} {batch:10.0f} {engine:8.0f} {batch / engine:13.0f} {goof_text} {ratio_goof}")
    if goofspiel_rate(1) is None:
        print("OpenSpiel (pyspiel) is not installed: no goofspiel figure (pip install open_spiel to add it)")
    sizes = (10_000, 100_000) if quick else (10_000, 100_000, 1_000_000)
    memory = {n: peak_memory_mib(n) for n in sizes}
    print("peak memory of `referee compare standard --games N --workers 1` (fresh process each):")
    for n, mib in memory.items():
        print(f"  {n:>9} games: {mib:7.1f} MiB  ({mib / memory[sizes[0]]:.2f} x the smallest)")
    games = 100_000 if quick else 1_000_000
    seconds = million_comparison_seconds(games)
    print(f"standard vs permanent-nobles, {games} games each, 2 workers: {seconds:.1f} s wall "
          f"({2 * games / seconds:,.0f} games/s)")


if __name__ == "__main__":
    main()
