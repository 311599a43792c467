#!/usr/bin/env python3
"""What each of plain `check`'s comparisons after the drawn rounds costs, against the whole engine side.

For each ruleset (the standard rules, and with Permanent Nobles), in one process and interleaved
over --runs repetitions: the engine side of a check (properties.runner.run_engine_side: generated
rounds, drawn rounds, alternative rulings, combined rulesets and every comparison of
model_comparisons, without the rule pairs) is the reference; each comparison of model_comparisons
is timed alone, and the rule pairs (properties.conformance.rule_pairs), and each median is printed
with its share of the reference's median. `referee check` runs the proofs and the rule pairs each
in a process of its own beside the rest of the engine side, so a comparison's share of the engine
side is an upper bound on its share of the command's wall time (the pairs' share is the CPU they
add; on two cores their wall time overlaps the other parts').

Usage: python3 bench/bench_check_rows.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> int:
    from referee.properties.conformance import rule_pairs
    from referee.properties.runner import model_comparisons, run_engine_side
    from referee.rules import load_rules

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="repetitions, interleaved (default 3)")
    args = parser.parse_args()
    for variants in ((), ("permanent-nobles",)):
        rules = load_rules(variants)
        times: dict[str, list[float]] = {"engine side (reference)": []}
        for _ in range(args.runs):
            start = time.perf_counter()
            run_engine_side(rules, variants, with_pairs=False)
            times["engine side (reference)"].append(time.perf_counter() - start)
            start = time.perf_counter()
            rule_pairs.run(rules)
            times.setdefault("rule_pairs.run", []).append(time.perf_counter() - start)
            for name, compare in model_comparisons(500):
                start = time.perf_counter()
                compare(rules)
                times.setdefault(name, []).append(time.perf_counter() - start)
        reference = statistics.median(times["engine side (reference)"])
        print(f"\n{' + '.join(('standard', *variants))}")
        for name, measured in times.items():
            median = statistics.median(measured)
            print(f"  {name:<34} {median:7.2f} s  {median / reference:6.1%} of the engine side")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
