"""Fuzz every command with hostile input for N minutes; save each failing case to tests/fuzz_corpus/.

    python3 scripts/fuzz.py --minutes 30          # all five kinds of input, in turn
    python3 scripts/fuzz.py --minutes 5 --kind options

Runs the strategies of tests/fuzz_strategies.py through the property of tests/fuzz_harness.py
(the same as tests/cli/test_fuzz.py, without its example cap) and prints, at the end, the inputs run
per command, the exits by code, the failures by signature and the slowest input. Exit 1 if any
case failed; tests/cli/test_fuzz.py replays the saved cases.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis.reporting import with_reporter  # noqa: E402

from fuzz_harness import describe, run_case, save_failing  # noqa: E402
from fuzz_strategies import option_cases, other_game_cases, position_cases, record_cases, variant_cases  # noqa: E402

KINDS = {"positions": position_cases, "records": record_cases, "variants": variant_cases, "options": option_cases,
         "other-games": other_game_cases}


EVERY_SECONDS = 3.0     # between two progress lines


class TimeUp(BaseException):
    """Ends a Hypothesis run when the time allotted to a kind of input is spent."""


class Tally:
    def __init__(self, deadline: float = 0.0, quiet: bool = True):
        self.deadline, self.quiet = deadline, quiet
        self.last_line = time.monotonic()
        self.per_command: Counter = Counter()
        self.exits: Counter = Counter()
        self.failures: Counter = Counter()
        self.saved: list[Path] = []
        self.slowest = (0.0, "")

    def record(self, case, run) -> None:
        self.per_command[" ".join(a for a in case.args[:1])] += 1
        self.exits[run.exit_code] += 1
        if run.seconds > self.slowest[0]:
            self.slowest = (run.seconds, describe(case)[:400])
        if run.failure:
            signature = run.failure.splitlines()[0][:120]
            if self.failures[signature] < 3:          # keep a few cases per signature
                self.saved.append(save_failing(case, run.failure))
            self.failures[signature] += 1
        self.heartbeat()

    def heartbeat(self) -> None:
        """Every EVERY_SECONDS on stderr (unless quiet): inputs run, failures, time left."""
        now = time.monotonic()
        if self.quiet or now - self.last_line < EVERY_SECONDS:
            return
        self.last_line = now
        total = sum(self.per_command.values())
        print(f"fuzz: {total} inputs, {sum(self.failures.values())} failing, about "
              f"{max(0, round(self.deadline - now))} s left", file=sys.stderr, flush=True)

    def report(self, seconds: float) -> str:
        total = sum(self.per_command.values())
        lines = [f"{total} inputs in {seconds / 60:.1f} minutes ({total / max(seconds, 1e-9):.0f}/s)",
                 "inputs per command: " + ", ".join(f"{k} {v}" for k, v in self.per_command.most_common()),
                 "exits by code: " + ", ".join(f"{k}: {v}" for k, v in sorted(self.exits.items())),
                 f"slowest input: {self.slowest[0]:.2f}s  {self.slowest[1]}"]
        if self.failures:
            lines.append(f"FAILURES ({sum(self.failures.values())}, {len(self.failures)} signatures):")
            lines += [f"  {n} x {sig}" for sig, n in self.failures.most_common()]
            lines.append("saved: " + ", ".join(str(p) for p in self.saved))
        else:
            lines.append("failures: none")
        return "\n".join(lines)


def fuzz_kind(strategy, until: float, tally: Tally) -> None:
    @settings(max_examples=10 ** 9, deadline=None, database=None, derandomize=False, print_blob=False,
              # a fuzzer draws hostile inputs as large and as rejected as they come, for a time budget:
              # Hypothesis's checks against slow, large or filtered draws are what it is for
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                     HealthCheck.filter_too_much, HealthCheck.large_base_example])
    @given(strategy())
    def one(case):
        if time.monotonic() > until:
            raise TimeUp
        tally.record(case, run_case(case))

    try:
        with with_reporter(lambda *_: None):     # TimeUp is how a slice ends, not a failure to report
            one()
    except TimeUp:
        pass


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=1.0)
    parser.add_argument("--quiet", "-q", action="store_true", help="no progress lines on stderr")
    parser.add_argument("--kind", choices=sorted(KINDS), action="append",
                        help="Only this kind of input (repeatable); default all, in turn.")
    args = parser.parse_args()
    kinds = args.kind or list(KINDS)
    started = time.monotonic()
    deadline = started + args.minutes * 60
    tally = Tally(deadline, args.quiet)
    slice_seconds = 60.0           # turn through the kinds a minute at a time
    while time.monotonic() < deadline:
        for kind in kinds:
            fuzz_kind(KINDS[kind], min(deadline, time.monotonic() + slice_seconds / len(kinds)), tally)
            if time.monotonic() >= deadline:
                break
    print(tally.report(time.monotonic() - started))
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main())
