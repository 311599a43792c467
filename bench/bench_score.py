#!/usr/bin/env python3
"""Wall time of `referee score` against the bare cost of importing its two dependencies.

Runs, N times each and interleaved (so a busy machine slows every command alike):
  baseline      python3 -c "import click, networkx"
  module        python3 -m referee score examples/dark-tower-4p.json
  script        referee score examples/dark-tower-4p.json   (only if `referee` is on PATH)
and prints each median and its ratio to the baseline. Target: at most 1.3x.

PYTHONDONTWRITEBYTECODE is unset for the child processes (unless --no-bytecode): with it,
the referee's own sources would be compiled on every run while the baseline's dependencies
load their installed .pyc files, which is not how an installed referee runs.

The console script on PATH runs whichever checkout is installed; PYTHONPATH is set to this
checkout so that it is this code that is measured either way.

Usage: python3 bench/bench_score.py [-n N] [--example FILE]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 1.3


def wall_time(cmd: list[str], env: dict) -> float:
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed (exit {done.returncode}):\n{done.stderr.decode(errors='replace')}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=20, help="runs per command (default 20)")
    parser.add_argument("--example", default="examples/dark-tower-4p.json", help="position to score")
    parser.add_argument("--no-bytecode", action="store_true",
                        help="keep PYTHONDONTWRITEBYTECODE if set (the referee's sources are then compiled "
                             "on every run, while click and networkx use their installed .pyc files)")
    args = parser.parse_args()

    env = dict(os.environ)
    if not args.no_bytecode and env.pop("PYTHONDONTWRITEBYTECODE", None):
        print("note: PYTHONDONTWRITEBYTECODE unset for the runs, so this checkout gets .pyc files as an "
              "installed package has (--no-bytecode to keep it)")
    env["PYTHONPATH"] = str(ROOT) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    commands = {
        "import click, networkx": [sys.executable, "-c", "import click, networkx"],
        "python3 -m referee score": [sys.executable, "-m", "referee", "score", args.example],
    }
    script = shutil.which("referee")
    if script:
        commands["referee score (console script)"] = [script, "score", args.example]

    for cmd in commands.values():          # warm the file cache and .pyc files
        wall_time(cmd, env)
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(args.runs):
        for name, cmd in commands.items():
            times[name].append(wall_time(cmd, env))

    medians = {name: statistics.median(t) for name, t in times.items()}
    base = medians["import click, networkx"]
    print(f"{args.runs} runs each, median wall time (target: at most {TARGET}x the baseline)")
    worst = 0.0
    for name, median in medians.items():
        ratio = median / base
        if name != "import click, networkx":
            worst = max(worst, ratio)
        print(f"  {name:34s} {median * 1000:7.1f} ms   {ratio:4.2f}x")
    print(f"ratio: {worst:.2f}x ({'within' if worst <= TARGET else 'ABOVE'} the {TARGET}x target)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
