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
