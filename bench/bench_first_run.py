"""The first `referee compare` after an install against the second: the cost of numba's compile.

Each run gives numba an empty cache folder of its own ($NUMBA_CACHE_DIR in a new temporary
folder), then times, as whole processes, the first
    referee compare standard permanent-nobles --games 20000
(which compiles the batch simulator and saves it) and the same command again (which loads it).
Prints each median and the ratio first / second (target: at most 3). Run from the
repository root:
    python3 bench/bench_first_run.py [-n RUNS]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_RATIO = 3.0
REPO = Path(__file__).resolve().parent.parent
COMMAND = [sys.executable, "-m", "referee", "compare", "standard", "permanent-nobles", "--games", "20000", "--quiet"]


def timed(cache: str) -> float:
    started = time.perf_counter()
    done = subprocess.run(COMMAND, cwd=REPO, capture_output=True, text=True, env={**os.environ,
                                                                                  "NUMBA_CACHE_DIR": cache})
    if done.returncode != 0:
        sys.exit(f"{' '.join(COMMAND[2:])} exited {done.returncode}:\n{done.stderr}")
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=3, help="pairs of runs (default 3)")
    runs = parser.parse_args().n
    first, second = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as cache:
            first.append(timed(cache))
            second.append(timed(cache))
    a, b = statistics.median(first), statistics.median(second)
    print(f"first run (empty cache):   median {a:6.2f} s  (min {min(first):.2f}, max {max(first):.2f})")
    print(f"second run (cache loaded): median {b:6.2f} s  (min {min(second):.2f}, max {max(second):.2f})")
    print(f"ratio first / second: {a / b:.2f}  (target: at most {TARGET_RATIO:g})")


if __name__ == "__main__":
    main()
