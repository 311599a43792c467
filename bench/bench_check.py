"""Wall time of the whole invariant catalogue: `referee check --variant permanent-nobles`.

Prints the time and its ratio to the two-minute target. Run from the repository root:
    python3 bench/bench_check.py
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

TARGET_SECONDS = 120.0
REPO = Path(__file__).resolve().parent.parent


def main() -> None:
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "referee", "check", "--variant", "permanent-nobles", "-q"],
                          cwd=REPO, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    print(f"referee check --variant permanent-nobles: exit {done.returncode}, {elapsed:.1f} s "
          f"({elapsed / TARGET_SECONDS:.2f} x the {TARGET_SECONDS:.0f} s target)")


if __name__ == "__main__":
    main()
