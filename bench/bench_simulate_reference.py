"""The reference engine's own `referee simulate`: speed, and peak memory as the games grow.

Usage: python3 bench/bench_simulate_reference.py [--quick] [--baseline DIR]

1. four-player games per CPU-second of engine.simulate.simulate (records built as `simulate`
   builds them), in-process, after one warm-up game. With --baseline DIR (a checkout of another
   commit, e.g. `git worktree add --detach /tmp/old <commit>`), the same measurement runs on
   that code too, alternately in fresh processes, and the ratio is printed: that is how the
   speed-up over an older engine is measured in one run.
2. peak memory (ru_maxrss of a fresh process) of `referee simulate --players 4 --out DIR` at 1k
   and 10k games (100 and 1k with --quick), and their ratio: each record is written as its game
   ends and dropped, so memory must not grow with the number of games.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from statistics import median

REPO = Path(__file__).resolve().parent.parent

RATE = ("import sys, time\n"
        "from referee.engine.simulate import simulate\n"
        "from referee.rules import load_rules\n"
        "rules = load_rules(); simulate(0, 1, 4, rules)\n"
        "start = time.process_time(); simulate(1, int(sys.argv[1]), 4, rules)\n"
        "print(int(sys.argv[1]) / (time.process_time() - start))\n")

PEAK = ("import resource, sys\n"
        "from referee.cli import main\n"
        "try:\n    main(['simulate', '--games', sys.argv[1], '--players', '4', '--out', sys.argv[2]])\n"
        "except SystemExit:\n    pass\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n")


def _run(code: str, root: Path, *args: str) -> str:
    env = dict(os.environ, PYTHONPATH=str(root))
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=root, env=env)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


def rate(root: Path, games: int) -> float:
    """Four-player games per CPU-second of the engine under `root`, in a fresh process."""
    return float(_run(RATE, root, str(games)))


def peak_mib(games: int) -> float:
    """ru_maxrss of a fresh `referee simulate --games N --players 4 --out DIR` process, in MiB."""
    with tempfile.TemporaryDirectory() as tmp:
        return int(_run(PEAK, REPO, str(games), str(Path(tmp) / "games"))) / 1024


def main() -> None:
    quick = "--quick" in sys.argv
    baseline = Path(sys.argv[sys.argv.index("--baseline") + 1]).resolve() if "--baseline" in sys.argv else None
    games, runs = (100, 2) if quick else (300, 3)
    print(f"engine.simulate, four players, {games} games a run, games per CPU-second (median of {runs} runs)")
    ours, theirs = [], []
    for _ in range(runs):                      # alternate, so a drift in the machine's speed hits both
        ours.append(rate(REPO, games))
        if baseline:
            theirs.append(rate(baseline, games))
    print(f"  this checkout: {median(ours):7.0f}")
    if baseline:
        print(f"  {baseline}: {median(theirs):7.0f}")
        print(f"  ratio: {median(ours) / median(theirs):.2f}x (paired medians: "
              f"{median([a / b for a, b in zip(ours, theirs)]):.2f}x)")
    small, large = (100, 1_000) if quick else (1_000, 10_000)
    low, high = peak_mib(small), peak_mib(large)
    print("peak memory of `referee simulate --players 4 --out DIR` (fresh process each):")
    print(f"  {small:>6} games: {low:6.1f} MiB\n  {large:>6} games: {high:6.1f} MiB  ({high / low:.2f} x)")


if __name__ == "__main__":
    main()
