"""Shared fixtures: the rules under each ruleset, and a variant written on the fly. Helpers the
test modules import (REPO, run_referee, ...) live in helpers.py."""

from __future__ import annotations

import pytest

from referee.rules import load_rules
from referee.rules.describe import value_text


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


# The tests that take half a minute or more on 2 cores, run first: pytest-xdist's workers then end
# on short tests together instead of one waiting while the other runs a long test picked up last
# (the CI's 15 minutes, issue 33). Order only: every test still runs.
LONGEST_FIRST = ("test_exhaustive.py::test_check_exhaustive_command", "test_symbolic.py::test_the_card_count",
                 "test_ray_backend.py", "test_doc_commands.py::test_a_console_excerpt", "test_round_oracle.py::",
                 "test_cli_check.py::", "test_french_outputs.py::test_a_c", "test_variants.py::test_check_names")


def pytest_collection_modifyitems(config, items):
    def rank(item) -> int:
        return next((k for k, part in enumerate(LONGEST_FIRST) if part in item.nodeid), len(LONGEST_FIRST))
    items.sort(key=rank)        # stable: within a rank, the collection's order
