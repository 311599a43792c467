"""The README's two set-up commands: true for a newcomer on a fresh machine whose Python
may refuse system-wide installs, and the test command the one CI runs."""

from __future__ import annotations

import re

from helpers import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")
CI = (REPO / ".ci" / "run").read_text(encoding="utf-8")


def setup_commands() -> list[str]:
    block = re.search(r"```sh\n(.*?)```", README, re.S)
    assert block, "the README opens with a sh block of set-up commands"
    return [line for line in block.group(1).splitlines() if line.strip()]


def test_two_commands_each_in_its_own_virtual_environment():
    commands = setup_commands()
    assert len(commands) == 2
    for command in commands:
        # a Python marked externally managed (PEP 668) refuses `pip install` outside one
        assert command.startswith("python3 -m venv .venv && . .venv/bin/activate && pip install -e ")


def test_the_first_command_scores_a_bundled_example():
    last = setup_commands()[0].split("&&")[-1].split()
    assert last[:2] == ["referee", "score"] and (REPO / last[2]).is_file()


def test_ci_runs_the_readmes_test_command_in_the_same_environment():
    test_command = setup_commands()[1].split("&&")[-1].strip()
    assert test_command == "python -m pytest -n auto"       # pytest-xdist: one worker per core
    assert re.search(rf"^{re.escape(test_command)}$", CI, re.M), ".ci/run must run the README's test command"
    assert re.search(r"^python3 -m venv \.venv$", CI, re.M) and re.search(r"^\. \.venv/bin/activate$", CI, re.M)


def test_every_relative_link_of_the_readme_and_the_guides_resolves():
    # the manual moved from the README to docs/: a link written for one folder breaks in the other
    pages = [REPO / "README.md"] + sorted((REPO / "docs").glob("*.md"))
    broken = [(page.name, m.group(1)) for page in pages
              for m in re.finditer(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8"))
              if not m.group(1).startswith(("http://", "https://")) and not (page.parent / m.group(1)).exists()]
    assert not broken and len(pages) >= 8, broken
