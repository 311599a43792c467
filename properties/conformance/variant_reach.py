"""Which of the engine's lines that read a variant's keys `referee check --variant V` reached.

A check binds V only where its rounds take V's branches. So for a ruleset with variants, the check
finds every line of the engine and the readers (referee/engine/, referee/io/) that reads a key the
variants set (an attribute read `<table>.<key>`, as `rules.nobles.max_per_region`, found in the
source's syntax tree), plays its rule pairs under coverage.py (those files only: every row of the
pairs holds the variants' keys, where the other rows, the combined rulesets and the sweep, change
them), and says which of those lines ran and which never did. A line never reached is a branch of
V the check says nothing about: a designer reads it as "play this by hand" or "add a row that
reaches it". Unless V's own values switch it off: a read in a branch V excludes (the replacing
Nobles' region limit under Permanent Nobles, which stacks them) is never reached, and the report
names the guard that keeps it off (rule_guards.py) so that it is not mistaken for a gap.

A read through a local name assigned the table in the same function (`nr = rules.nobles` then
`nr.bonus_base`) is found too; one passed in from elsewhere is not.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, TypeVar

if TYPE_CHECKING:
    from ...rules import Rules

T = TypeVar("T")
Lines = frozenset[tuple[str, int]]     # (file relative to referee/, line)


PACKAGES = ("engine", "io")       # the folders of referee/ whose lines are found and traced


def package_root() -> Path:
    """referee/, the folder that holds PACKAGES."""
    from ...engine import position

    return Path(position.__file__).resolve().parent.parent


@dataclass(frozen=True)
class KeyRead:
    file: str            # relative to referee/: "engine/nobles.py"
    line: int
    key: str             # "[nobles] max_per_region"

    @property
    def place(self) -> str:
        return f"{self.file}:{self.line}"


def variant_keys(rules: Rules) -> set[tuple[str, str]]:
    """(table, key) of every rule key the ruleset's variants set."""
    from .variant_sweep import RULE_TABLES

    return {(table, key) for v in rules.variants for table, keys in v.overrides.items() if table in RULE_TABLES
            for key in keys}


def key_reads(rules: Rules) -> list[KeyRead]:
    """Every line of the engine that reads a key the ruleset's variants set, in file and line order."""
    from .rule_guards import engine_source

    keys = variant_keys(rules)
    found = {KeyRead(file, line, f"[{table}] {key}")
             for file, tree in engine_source(str(package_root()), PACKAGES).trees.items()
             for line, table, key in _reads(tree) if (table, key) in keys}
    return sorted(found, key=lambda r: (r.file, r.line, r.key))


def _reads(tree: ast.Module) -> list[tuple[int, str, str]]:
    """(line, table, key) of each `<x>.<table>.<key>` in the module, and of each `<name>.<key>` in
    a function where `<name>` is assigned `<x>.<table>` (`nr = rules.nobles` ... `nr.bonus_base`)."""
    from .rule_guards import key_read, table_aliases

    found = [(node.lineno, *read) for node in ast.walk(tree)
             if isinstance(node, ast.Attribute) and (read := key_read(node, {}))]
    for function in (n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)):
        aliases = table_aliases(function)
        if aliases:                                 # the reads through a local name (the others found above)
            found += [(node.lineno, *read) for node in ast.walk(function)
                      if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                      and (read := key_read(node, aliases))]
    return found


class Tracer:
    """Runs what it is given under coverage.py (PACKAGES' files only) and keeps the lines run, over
    every call: a caller traces the engine's part of its work and leaves the rest (a round model's
    build, thousands of Python calls into Z3 that no engine line is among) untraced, at full speed."""

    def __init__(self) -> None:
        import coverage

        self._cov = coverage.Coverage(data_file=None, config_file=False,
                                      include=[str(package_root() / p / "*.py") for p in PACKAGES])

    def __call__(self, run: Callable[[], T]) -> T:
        self._cov.start()
        try:
            return run()
        finally:
            self._cov.stop()

    def lines(self) -> Lines:
        """The lines of PACKAGES run in every call so far."""
        root = package_root()
        data = self._cov.get_data()
        return frozenset((Path(name).resolve().relative_to(root).as_posix(), n) for name in data.measured_files()
                         for n in data.lines(name) or ())


def traced(run: Callable[[], T]) -> tuple[T, Lines]:
    """run()'s result and the lines of PACKAGES it ran."""
    tracer = Tracer()
    return tracer(run), tracer.lines()


def reach(rules: Rules, ran: Lines) -> dict[str, Any]:
    """The report: each line reading a variant key, reached or not, and the counts. A line never
    reached carries `off`, the guard that keeps it from running under these rules (rule_guards.py),
    or None: a branch of the ruleset the rows missed."""
    from .rule_guards import engine_source, guard_of

    source = engine_source(str(package_root()), PACKAGES)
    rows = []
    for r in key_reads(rules):
        row: dict[str, Any] = {"place": r.place, "key": r.key, "reached": (r.file, r.line) in ran}
        if not row["reached"]:
            guard = guard_of(rules, source, r.file, r.line)
            row["off"] = guard.to_dict() if guard else None
        rows.append(row)
    never = [row for row in rows if not row["reached"]]
    return {"reads": len(rows), "reached": len(rows) - len(never), "never_reached": never,
            "off": sum(1 for row in never if row["off"]), "lines": rows}
