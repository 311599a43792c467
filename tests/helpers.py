"""Helpers the test modules share (import them from here, never from conftest): the repository's
root, reading a valid position, writing a one-key variant, a free local port, and running the CLI as
a user would."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

from referee.io.position_reader import read_position

REPO = Path(__file__).resolve().parent.parent


def free_port() -> int:
    """A local TCP port nothing listens on (the socket that found it is closed again)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def position_from(data: dict):
    """Read a position dict that must be valid; returns (position, rules)."""
    position, rules, problems = read_position(data)
    errors = [p for p in problems if p.severity == "error"]
    assert not errors, [p.message for p in errors]
    return position, rules


def run_referee(*args: str, input: str | None = None, cwd: Path | None = None,
                locale: str = "C.UTF-8", timeout: float = 120) -> subprocess.CompletedProcess:
    """Run `python -m referee ARGS` in a subprocess, from the repository root by default, under
    `locale` (English text unless a French locale is given)."""
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    env["LANG"] = locale
    return subprocess.run([sys.executable, "-m", "referee", *args], input=input, capture_output=True,
                          text=True, cwd=cwd or REPO, timeout=timeout, env=env)


def run_json(*args: str, input: str | None = None) -> dict:
    done = run_referee(*args, "--json", input=input)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def variant_file(tmp_path: Path, name: str, table: str, key: str, value, declares=()) -> str:
    """A variant .toml setting [overrides.TABLE] KEY = VALUE (VALUE as TOML writes it), declaring
    `declares` in changes_invariants; its path."""
    path = tmp_path / f"{name}.toml"
    path.write_text(f'[variant]\nid = "{name}"\nname = "{name}"\nsection = "test"\n'
                    f"changes_invariants = {list(declares)!r}\n\n[overrides.{table}]\n{key} = {value}\n")
    return str(path)
