"""Wall time of the whole invariant catalogue: `referee check --variant permanent-nobles`.

Runs, interleaved (so a busy machine slows all alike), `referee check` on the standard rules
alone (the reference), on the standard rules plus Permanent Nobles (target: under
10 s of wall time on 2 cores), and the same with `--witness` (a new
folder each run), and prints each median and its ratio to the reference: with two cores the
two rulesets run in parallel processes, so checking two costs little more than one. Every Z3
proof is redone and every engine round played again in those runs (--fresh). The last two lines
use what an earlier check kept (properties/proofs/cache.py: a cache of this run's own, filled
before timing): a designer's first check of a new variant (a copy of ties-highest-place under a
new path each run, so only the standard rules are kept), and a second check of the same rules
(everything kept). Run from the repository root:
    python3 bench/bench_check.py [-n RUNS]
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

TARGET_SECONDS = 10.0
REPO = Path(__file__).resolve().parent.parent
FRESH = "--fresh"
NEW_VARIANT = REPO / "examples" / "variants" / "ties-highest-place.toml"
COMMANDS = {"standard only": [FRESH], "standard + permanent-nobles": [FRESH, "--variant", "permanent-nobles"],
            "... with --witness": [FRESH, "--variant", "permanent-nobles", "--witness", "{new folder}"],
            "a new variant, standard kept": ["--variant", "{new variant}"],
            "... everything kept from before": ["--variant", "permanent-nobles"]}


def timed(extra: list[str], proofs: str) -> float:
    with tempfile.TemporaryDirectory() as scratch:
        variant = Path(scratch) / NEW_VARIANT.name
        variant.write_bytes(NEW_VARIANT.read_bytes())
        named = {"{new folder}": f"{scratch}/witnesses", "{new variant}": str(variant)}
        extra = [named.get(arg, arg) for arg in extra]
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-m", "referee", "check", "-q", *extra],
                              cwd=REPO, capture_output=True, text=True,
                              env={**os.environ, "REFEREE_PROOF_CACHE": proofs})
        seconds = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"referee check {' '.join(extra)} exited {done.returncode}:\n{done.stdout}{done.stderr}")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=3, help="runs of each command (default 3)")
    runs = parser.parse_args().n
    times: dict[str, list[float]] = {name: [] for name in COMMANDS}
    with tempfile.TemporaryDirectory() as proofs:
        timed(COMMANDS["... everything kept from before"], proofs)          # fills this run's cache
        for _ in range(runs):
            for name, extra in COMMANDS.items():
                times[name].append(timed(extra, proofs))
    medians = {name: statistics.median(t) for name, t in times.items()}
    reference = medians["standard only"]
    print(f"referee check, median of {runs} runs each (wall time)")
    for name, seconds in medians.items():
        print(f"  {name:30} {seconds:6.1f} s   {seconds / reference:.2f}x")
    for name in ("standard + permanent-nobles", "a new variant, standard kept", "... everything kept from before"):
        both = medians[name]
        verdict = "within" if both <= TARGET_SECONDS else "ABOVE"
        print(f"two rulesets, {name.strip('. ')}: {both:.1f} s, {both / TARGET_SECONDS:.2f}x the "
              f"{TARGET_SECONDS:.0f} s target ({verdict})")


if __name__ == "__main__":
    main()
