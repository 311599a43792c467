"""The product speaks of the product only: no file of the repository names how the work on it was
organised (a ticket's number, the working day a change was made in), in docs, code, comments,
tests, scripts or the CHANGELOG. History lives in git; a page states what holds now."""

from __future__ import annotations

import re
from pathlib import Path

from helpers import REPO

WORK_WORDS = re.compile(r"\b[Ii]ssues? #?\d+|\b[Ss]ittings?\b")
SUFFIXES = {".py", ".md", ".toml", ".json", ".js", ".html", ".css", ".txt", ".cfg", ".po", ".pot", ".yml", ".yaml"}
SKIPPED = {".git", ".venv", "build", "dist", "node_modules", "__pycache__", ".mypy_cache", ".ruff_cache",
           ".pytest_cache", ".hypothesis"}


def product_files() -> list[Path]:
    """Every text file of the repository (the CI script too), caches and environments left out."""
    found = [REPO / ".ci" / "run"]
    for path in REPO.rglob("*"):
        parts = path.relative_to(REPO).parts
        if any(p in SKIPPED or p.endswith(".egg-info") for p in parts) or (parts[0].startswith(".")
                                                                           and parts[0] != ".ci"):
            continue
        if path.is_file() and path.suffix in SUFFIXES:
            found.append(path)
    return found


def test_no_file_names_an_issue_or_a_sitting():
    named = []
    for path in product_files():
        relative = path.relative_to(REPO).as_posix()
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), start=1):
            if WORK_WORDS.search(line):
                named.append(f"{relative}:{number}: {line.strip()[:100]}")
    assert not named, "\n".join(named[:20])


def test_the_words_are_found_where_they_are_written():
    ticket, day = "iss" + "ue", "sit" + "ting"          # spelt apart, so that this file passes its own test
    assert WORK_WORDS.search(f"as {ticket} 32 asked") and WORK_WORDS.search(f"# {ticket.title()} 21, item 7")
    assert WORK_WORDS.search(f"the nineteenth {day}") and not WORK_WORDS.search("a pytest session")
    assert any(p.name == "run" and p.parent.name == ".ci" for p in product_files())
    assert any(p.name == "app.js" for p in product_files())
