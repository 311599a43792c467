"""Every command block of the README and of docs/ does what the text says.

- ```sh: each line (its `# comment` aside) is a shell command, run from a folder that holds the
  repository's top-level entries as links (what a command writes lands in that folder, never in
  the checkout); it must exit 0, or N when its comment says "exits N".
- ```console: a `$ command` line is run the same way; the lines after it, to the next `$ ` line,
  are an excerpt of its output: each must appear within one line of the output (runs of spaces
  compared as one; "..." or "(...)" inside a line stands for text left out; a line of "..." alone
  for lines left out).
- ```sh long (a server, a run of minutes, the test suite itself): `referee ...` is parsed by that
  command's own option parser (every option known, every value of its type, every input file
  there); `python3 FILE` names a file the repository holds; pip and pytest lines are not run;
  `mkdocs serve|build` needs the site's mkdocs.yml.
- A command shown twice (on two pages, or as a line and with its output) runs once.
- The README's set-up block (`python3 -m venv ...`) is tests/test_readme_setup.py's.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from helpers import REPO

pytestmark = pytest.mark.slow       # runs the documented commands as a user does, in subprocesses

PAGES = [REPO / "README.md"] + sorted((REPO / "docs").glob("*.md"))
BLOCK = re.compile(r"^```(sh|sh long|console)\n(.*?)^```", re.M | re.S)
COMMENT = re.compile(r"\s+#\s.*$")
EXITS = re.compile(r"#.*\bexits (\d)\b")
NEEDS = {"'.[png]'": "cairosvg"}     # a command whose comment names an extra runs only where it is installed


@dataclass(frozen=True)
class Command:
    page: str
    line: int
    kind: str                  # "sh", "sh long" or "console"
    text: str                  # the command, its comment left out
    comment: str
    excerpt: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return f"{self.page}:{self.line} {self.text[:60]}"


def documented_commands() -> list[Command]:
    found = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        name = str(page.relative_to(REPO))
        for block in BLOCK.finditer(text):
            kind, body = block.group(1), block.group(2)
            first = text.count("\n", 0, block.start(2)) + 1
            lines = body.splitlines()
            if kind == "console":
                found += _console(name, first, lines)
                continue
            for k, line in enumerate(lines):
                if line.strip() and not line.startswith("python3 -m venv .venv"):
                    command = COMMENT.sub("", line).strip()
                    found.append(Command(name, first + k, kind, command, line[len(command):].strip()))
    return found


def _console(page: str, first: int, lines: list[str]) -> list[Command]:
    out: list[Command] = []
    for k, line in enumerate(lines):
        if line.startswith("$ "):
            rest = lines[k + 1:]
            end = next((j for j, x in enumerate(rest) if x.startswith("$ ")), len(rest))
            out.append(Command(page, first + k, "console", line[2:].strip(), "", tuple(rest[:end])))
    return out


COMMANDS = documented_commands()


def _once(kind: str) -> list[Command]:
    """The commands of a kind, each text once (a command shown on two pages runs once; one shown with
    its output runs as the excerpt's)."""
    shown = {c.text for c in COMMANDS if c.kind == "console"} if kind != "console" else set()
    seen: dict[str, Command] = {}
    for c in COMMANDS:
        if c.kind == kind and c.text not in shown:
            first = seen.setdefault(c.text, c)
            if first is not c:              # the same command's excerpts, each held to its output
                seen[c.text] = Command(first.page, first.line, kind, c.text, first.comment, first.excerpt + c.excerpt)
    return list(seen.values())


def test_the_pages_hold_commands_of_every_kind():
    # the collection itself can fail: a page whose blocks were renamed would drop out silently
    kinds = {c.kind for c in COMMANDS}
    assert kinds == {"sh", "sh long", "console"}
    pages = {c.page for c in COMMANDS}
    assert {"README.md", "docs/players.md", "docs/organisers.md", "docs/designers.md", "docs/laboratory.md",
            "docs/other-games.md"} <= pages
    assert len(COMMANDS) > 50


def test_no_command_uses_a_file_the_repository_does_not_hold():
    # position.json, game.json, my-variant.toml ... stood for files a newcomer did not have
    for command in COMMANDS:
        for word in shlex.split(command.text):
            word = word.lstrip("<")
            if re.fullmatch(r"[\w./-]+\.(json|toml)", word) and not _written(command.text, word):
                assert (REPO / word).is_file(), f"{command.id}: {word} is not in the repository"


def _written(command: str, name: str) -> bool:
    """name is an output of the command (after --out, -o, --report, --witness)."""
    words = shlex.split(command)
    return any(a in ("--out", "-o", "--report", "--witness") and b == name for a, b in zip(words, words[1:]))


@pytest.fixture
def work(tmp_path):
    for entry in REPO.iterdir():
        if not entry.name.startswith("."):
            (tmp_path / entry.name).symlink_to(entry)
    return tmp_path


def run(command: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""),
               LC_ALL="C.UTF-8", LANG="C.UTF-8", COLUMNS="200")
    env.pop("REFEREE_LANG", None)
    return subprocess.run(["bash", "-c", command], cwd=cwd, env=env, capture_output=True, text=True, timeout=900)


@pytest.mark.parametrize("command", _once("sh"), ids=lambda c: c.id)
def test_a_command_exits_as_its_page_says(command, work):
    for extra, module in NEEDS.items():
        if extra in command.comment:
            pytest.importorskip(module)
    expected = EXITS.search(command.comment)
    done = run(command.text, work)
    assert done.returncode == (int(expected.group(1)) if expected else 0), done.stdout[-2000:] + done.stderr[-2000:]
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("command", _once("console"), ids=lambda c: c.id)
def test_a_console_excerpt_is_what_the_command_prints(command, work):
    done = run(command.text, work)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stdout[-2000:] + done.stderr[-2000:]
    output = [_spaces(line) for line in (done.stdout + done.stderr).splitlines()]
    missing = [line for line in command.excerpt if line.strip() not in ("...", "")
               and not any(_matches(_spaces(line), got) for got in output)]
    assert not missing, f"{command.id}: not in the output:\n" + "\n".join(missing) + "\n--- output:\n" + done.stdout


def _spaces(line: str) -> str:
    return " ".join(line.split())


def _matches(shown: str, got: str) -> bool:
    """shown appears in got, "..." and "(...)" standing for any text."""
    pieces = [p.strip() for p in re.split(r"\(\.\.\.\)|\.\.\.", shown)]
    at = 0
    for piece in pieces:
        if not piece:
            continue
        found = got.find(piece, at)
        if found < 0:
            return False
        at = found + len(piece)
    return True


def test_the_excerpt_matcher_can_fail():
    assert _matches("Position before round 4 (...)", "Position before round 4 (2 players, ...)")
    assert _matches("a ... c", "a b c")
    assert not _matches("a ... c", "c b a")
    assert not _matches("Check passed", "CHECK FAILED")


@pytest.mark.parametrize("command", _once("sh long"), ids=lambda c: c.id)
def test_a_long_command_is_one_its_parser_accepts(command):
    words = shlex.split(command.text)
    if words[0] == "referee":
        _parse(words[1:])
    elif words[:2] == ["python3", "-m"]:
        assert words[2] in ("pytest", "pip", "ruff", "mypy"), command.id
    elif words[0] == "mkdocs":              # the documentation site: its configuration is there
        assert words[1] in ("serve", "build") and (REPO / "mkdocs.yml").is_file(), command.id
    else:
        assert words[0] == "python3" and (REPO / words[1]).is_file(), command.id


def _parse(args: list[str]) -> None:
    """args as the `referee` command would read them, up to running: click's parser of the
    (sub)command, with the option types' own checks (a file that must exist, a choice, a range)."""
    import click

    from referee.cli import main

    command: click.Command = main
    name = "referee"
    while isinstance(command, click.Group):
        name, args = args[0], args[1:]
        found = command.get_command(click.Context(command), name)
        assert found is not None, f"no command {name}"
        command = found
    cwd = os.getcwd()
    os.chdir(REPO)
    try:
        command.make_context(name, list(args))
    finally:
        os.chdir(cwd)


def test_the_long_parse_refuses_an_unknown_option():
    import click

    with pytest.raises(click.UsageError):
        _parse(["ladder", "--agents", "random,greedy", "--gamez", "100"])
