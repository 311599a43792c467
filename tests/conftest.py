"""Shared fixtures: the rules under each ruleset, and running the CLI as a user would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from referee.io.position_reader import read_position
from referee.rules import load_rules
from referee.rules.describe import value_text

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def rules():
    """Standard rules."""
    return load_rules()


@pytest.fixture(scope="session")
def permanent_rules():
    """Rules with the Permanent Nobles variant."""
    return load_rules(("permanent-nobles",))


def position_from(data: dict):
    """Read a position dict that must be valid; returns (position, rules)."""
    position, rules, problems = read_position(data)
    errors = [p for p in problems if p.severity == "error"]
    assert not errors, [p.message for p in errors]
    return position, rules


def run_referee(*args: str, input: str | None = None, cwd: Path | None = None,
                locale: str = "C.UTF-8") -> subprocess.CompletedProcess:
    """Run `python -m referee ARGS` in a subprocess, from the repository root by default, under
    `locale` (English text unless a French locale is given)."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    env["LANG"] = locale
    return subprocess.run([sys.executable, "-m", "referee", *args], input=input, capture_output=True,
                          text=True, cwd=cwd or REPO, timeout=120, env=env)


def run_json(*args: str, input: str | None = None) -> dict:
    done = run_referee(*args, "--json", input=input)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


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
