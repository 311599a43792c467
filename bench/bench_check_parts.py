"""Where a fresh `referee check` of one ruleset spends its CPU: each part timed alone, in one process.

`referee check` runs three tasks a ruleset in parallel processes (cli/check.py: the rule pairs, the
rest of the engine's side, the proofs); this plays the same calls one after the other, in that
order, nothing kept from an earlier check, and prints each part's CPU seconds and its share of
the whole run's (the reference, measured in the same run). The rule pairs are split into the
covering array (its rows, and the rows it only tries, each written as a variant file and loaded),
the rows' round models and the rows' rounds; the last line counts the round models built across
all parts (properties/models/round.py) and their CPU. Run as `check` runs them, two processes on
two cores, each part takes longer (about 1.25x on this project's machine): the shares are the
figure to compare, not the sum against `check`'s wall time.

Usage, from the repository root: python3 bench/bench_check_parts.py [--variant NAME|PATH]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Callable

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def cpu(call: Callable[[], object]) -> float:
    start = time.process_time()
    call()
    return time.process_time() - start


class Tally:
    """CPU seconds and calls of one function, counted while it is replaced by this wrapper."""

    def __init__(self, module, name: str) -> None:
        self.module, self.name, self.original = module, name, getattr(module, name)
        self.seconds, self.calls = 0.0, 0
        setattr(module, name, self)

    def __call__(self, *args, **kwargs):
        start = time.process_time()
        try:
            return self.original(*args, **kwargs)
        finally:
            self.seconds += time.process_time() - start
            self.calls += 1


def parts(rules) -> list[tuple[str, Callable[[], object]]]:
    """(name, call) of every part of a ruleset's check, in the order `check` runs them."""
    from referee.properties import runner
    from referee.properties.conformance import drawn, rule_pairs, variant_sweep

    engine: list[tuple[str, Callable[[], object]]] = [
        ("generated rounds", lambda: runner.run_examples(rules, (), 500, lambda s: None)),
        ("drawn rounds against the round model", lambda: drawn.run(rules, drawn.DEFAULT_ROUNDS)),
        ("alternative rulings", lambda: drawn.run_alternative_rulings(rules)),
        ("every rule changed at once", lambda: variant_sweep.run_combined(rules))]
    engine += [(name, lambda compare=compare: compare(rules)) for name, compare in runner.model_comparisons(500)]
    return ([("rule pairs", lambda: rule_pairs.run(rules))] + engine
            + [("rulebook anchors", lambda: runner.anchor_verdicts(rules)),
               ("proofs", lambda: runner.prove_catalogue(rules, (), lambda s: None, False))])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", help="a variant's id or file (default: the standard rules)")
    args = parser.parse_args()
    from referee.properties.conformance import rule_pairs
    from referee.properties.models import round as round_models
    from referee.rules import load_rules

    rules = load_rules((args.variant,) if args.variant else ())
    builds = Tally(round_models, "_build")
    pairs = {name: Tally(rule_pairs, name) for name in ("covering", "row_models", "play_row")}
    seconds = {name: cpu(call) for name, call in parts(rules)}
    whole = sum(seconds.values())
    print(f"referee check's parts, {rules.short_label}, one process, CPU seconds (share of the whole)")
    for name, spent in seconds.items():
        print(f"  {name:45} {spent:6.2f} s  {spent / whole:5.1%}")
        if name == "rule pairs":
            for part, tally in pairs.items():
                print(f"    {part:43} {tally.seconds:6.2f} s  {tally.seconds / whole:5.1%}  ({tally.calls} calls)")
    print(f"  {'the whole':45} {whole:6.2f} s")
    print(f"round models built: {builds.calls}, {builds.seconds:.2f} s ({builds.seconds / whole:.1%} of the whole)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
