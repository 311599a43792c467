"""The hostile-input property on every command, in-process.

Whatever the input (arbitrary JSON, a mutated position, record, variant file or option), a
command exits 0, 1 or 2 with no escaping exception, within a few seconds, leaves its input
unchanged and writes no output when it fails. Each strategy runs a bounded number of examples so
the whole module stays well under a minute; `scripts/fuzz.py --minutes N` runs them for longer and
saves any failing case to tests/fuzz_corpus/, which test_corpus_case replays.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings

from fuzz_harness import Case, corpus_cases, describe, run_case
from fuzz_strategies import option_cases, other_game_cases, position_cases, record_cases, variant_cases

FUZZ = settings(max_examples=60, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def assert_property(case: Case) -> None:
    run = run_case(case)
    assert run.failure is None, f"{run.failure}\n{describe(case)}"


@FUZZ
@given(position_cases())
def test_hostile_positions(case):
    assert_property(case)


@FUZZ
@given(record_cases())
def test_hostile_records(case):
    assert_property(case)


@FUZZ
@given(variant_cases())
def test_hostile_variant_files(case):
    assert_property(case)


@FUZZ
@given(option_cases())
def test_hostile_options(case):
    assert_property(case)


@FUZZ
@given(other_game_cases())
def test_hostile_other_game_files(case):
    assert_property(case)


def test_corpus_cases():
    # Each case a longer fuzz run once found failing (scripts/fuzz.py saves them): it must hold now.
    for path in corpus_cases():
        case = Case.from_json(json.loads(path.read_text(encoding="utf-8")))
        run = run_case(case)
        assert run.failure is None, f"{path.name}: {run.failure}"


def test_the_property_catches_a_command_that_writes_then_fails(tmp_path):
    # The harness itself must be able to fail: an --out next to a --report into a missing folder
    # is a failing command (exit 2); had it written out.json, the property would say so.
    case = Case(["replay", "{dir}/in.json", "--out", "{dir}/out.json", "--report", "{dir}/no/such/r.html"],
                {"in.json": b'{"players": ["A", "B"], "rounds": []}'}, ["out.json"])
    run = run_case(case)
    assert run.exit_code == 2 and run.failure is None
