"""Memory of `referee compare` as the number of games grows: it should stay flat.

Runs, as whole processes (the compiled simulator loaded from the cache after a warm-up run),
    referee compare standard --games N --workers W
for N and 10 N games, and prints the peak resident memory of each (the process and the workers
it waited for, from getrusage) and the ratio of the larger run to the smaller. A summary keeps
only sums (referee/lab/metrics.py), so the ratio should be close to 1. Run from the repository
root:
    python3 bench/bench_compare_memory.py [--games N] [--workers W] [--engine batch|reference]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def peak_kb(games: int, workers: int, engine: str) -> tuple[int, float]:
    """(peak resident memory in KB, seconds) of one compare run in a fresh process tree."""
    command = [sys.executable, "-m", "referee", "compare", "standard", "--games", str(games), "--workers",
               str(workers), "--engine", engine, "--quiet"]
    # each run in its own child Python, so getrusage(RUSAGE_CHILDREN) there sees only this run
    probe = ("import resource, subprocess, sys; "
             f"done = subprocess.run({command!r}, capture_output=True, text=True); "
             "sys.exit(done.stderr) if done.returncode else "
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", probe], cwd=REPO, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"compare --games {games} failed:\n{done.stderr}")
    return int(done.stdout.strip()), time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000, help="the smaller run (default 100,000)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--engine", choices=["batch", "reference"], default="batch")
    args = parser.parse_args()
    peak_kb(1000 if args.engine == "batch" else 10, args.workers, args.engine)     # compile / warm the cache
    small, small_s = peak_kb(args.games, args.workers, args.engine)
    large, large_s = peak_kb(10 * args.games, args.workers, args.engine)
    print(f"{args.games:>12,} games: peak {small / 1024:7.1f} MB  ({small_s:.1f} s)")
    print(f"{10 * args.games:>12,} games: peak {large / 1024:7.1f} MB  ({large_s:.1f} s)")
    print(f"ratio of peaks, 10x the games: {large / small:.2f}  (flat memory: close to 1)")


if __name__ == "__main__":
    main()
