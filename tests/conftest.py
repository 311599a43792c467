"""Shared fixtures: the rules under each ruleset, and a variant written on the fly. Helpers the
test modules import (REPO, run_referee, ...) live in helpers.py."""

from __future__ import annotations

import os
import tempfile

import pytest
from hypothesis import settings

from referee.rules import load_rules
from referee.rules.describe import value_text

# `referee serve` keeps live tables in the user's data folder unless told otherwise: every server the
# suite starts (and its children) keeps them in a folder of its own, never in the user's.
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="referee-data-")

# No Hypothesis example is timed: speed lives in bench/, and a deadline fails a property on a machine
# busy with other work (a King's Struggle example took 383 ms against the default 200 ms during a CI run).
# A test's own @settings inherits this.
settings.register_profile("referee-tests", deadline=None)
settings.load_profile("referee-tests")


@pytest.fixture(scope="session")
def rules():
    """Standard rules."""
    return load_rules()


@pytest.fixture(scope="session")
def permanent_rules():
    """Rules with the Permanent Nobles variant."""
    return load_rules(("permanent-nobles",))


@pytest.fixture
def variant_rules(tmp_path):
    """variant_rules(nobles={"placed_by": "any-leader"}, ...) -> the standard rules with those overrides."""
    def make(**tables):
        lines = ['[variant]', 'id = "test-variant"', 'name = "Test variant"', 'section = "Tests"', ""]
        for table, keys in tables.items():
            lines.append(f"[overrides.{table}]")
            lines += [f"{k} = {value_text(v)}" for k, v in keys.items()]
            lines.append("")
        path = tmp_path / f"variant-{abs(hash(str(tables)))}.toml"
        path.write_text("\n".join(lines), encoding="utf-8")
        return load_rules((str(path),))
    return make


# The tests that take longest (tens of seconds: `check --exhaustive` under `-m release`, a local Ray, checks of several
# variants ...), started first. The workers of `pytest -n auto` share the queue (--dist worksteal):
# a long test started last holds one worker while the others have nothing left, so the run waits
# for it alone. Measured with `--durations=40`; a test missing here only runs later, nothing else.
LONGEST_FIRST = (
    "tests/verification/test_exhaustive.py::test_check_exhaustive_command_passes_on_the_standard_rules",
    "tests/lab/test_ray_backend.py::test_compare_and_a_skilled_ladder_on_a_local_ray_equal_local_workers",
    "tests/verification/test_rule_triples.py::test_a_slip_where_three_values_meet",
    "tests/lab/test_specialise.py::test_compare_on_the_specialised_kernels_gives_the_batch_simulators_numbers",
    "tests/test_doc_commands.py::test_a_console_excerpt_is_what_the_command_prints[docs/designers.md:",
    "tests/cli/test_check.py::test_permanent_nobles_passes_with_its_declared_differences_and_a_witness_of_each",
    "tests/cli/test_check.py::test_a_variant_that_breaks_anchors_and_invariants_fails_the_check_naming_each_in_french",
    "tests/web/test_table_page.py::test_five_players",
    "tests/test_doc_commands.py::test_a_command_exits_as_its_page_says[README.md:59",
    "tests/verification/test_refusal_mutants.py::test_each_mutant_of_every_refusal_site",
    "tests/web/test_api_schema.py::test_schemathesis_finds_no_disagreement_between_the_api_and_its_description",
    "tests/verification/test_runner.py::test_a_proof_is_proved_of_the_referee_only_when_the_engine_conforms",
    "tests/verification/test_round_oracle.py::test_the_engine_agrees_with_the_round_model",
    "tests/verification/test_proof_cache.py::test_check_reuses_the_cache",
    "tests/web/test_table_page.py::test_three_players",
    "tests/web/test_tables_load.py::test_two_hundred_tables",
    "tests/test_doc_commands.py::test_a_command_exits_as_its_page_says[docs/other-games.md:24",
    "tests/lab/test_fallback.py::test_a_skilled_agent_plays_rules_the_kernel_does_not_play_and_outscores",
    "tests/verification/test_symbolic.py::test_the_card_count_is_proved_under_each_ruling_about_it",
    "tests/lab/test_drawn_rules.py::test_a_drawn_ruleset_plays_row_for_row_as_the_reference_engine_does",
    "tests/cli/test_compare.py::test_the_reference_engine_gives_the_same_numbers_with_two_workers",
    "tests/verification/test_rule_pairs.py::test_a_key_read_for_its_neighbour",
    "tests/cli/test_progress.py::test_the_first_compile_says_how_many_kernels_are_ready",
    "tests/lab/test_compare.py::test_the_same_numbers_whatever_the_number_of_workers",
    "tests/lab/test_mcts.py::test_a_decision_is_legal_repeatable_and_leaves_the_games_own_stream_alone",
)


def pytest_collection_modifyitems(items):
    """LONGEST_FIRST's tests first, in that order; every other test as collected after them."""
    def rank(item) -> int:
        return next((i for i, prefix in enumerate(LONGEST_FIRST) if item.nodeid.startswith(prefix)),
                    len(LONGEST_FIRST))
    items.sort(key=rank)


def pytest_xdist_auto_num_workers(config):
    """`-n auto`: one worker more than the machine has cores. Many tests spend part of their time
    waiting (on a `referee` subprocess, a server, a browser, a compile another process holds): with
    one worker a core, a core stands idle meanwhile (about an eighth of the suite's time on 2 cores)."""
    return (os.cpu_count() or 1) + 1
