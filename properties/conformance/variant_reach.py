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
from typing import TYPE_CHECKING, Any, Callable, Iterable, TypeVar

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
    """Runs what it is given under coverage.py and keeps the lines run, over every call: a caller
    traces the engine's part of its work and leaves the rest (a round model's build, thousands of
    Python calls into Z3 that no engine line is among) untraced, at full speed.

    files: the files traced, relative to referee/; None for every file of PACKAGES. until: the
    lines whose run is all that is asked; once every one of them has run, the calls after run
    untraced (coverage.py slows every Python call while it traces, any file or not: the rule pairs
    of Permanent Nobles took 1.45x their untraced CPU traced to the end). None: traced to the end."""

    def __init__(self, files: Iterable[str] | None = None, until: Lines | None = None) -> None:
        import coverage

        root = package_root()
        include = ([str(root / p / "*.py") for p in PACKAGES] if files is None
                   else [str(root / f) for f in sorted(files)])
        self._cov = coverage.Coverage(data_file=None, config_file=False, include=include)
        self._until = until

    def __call__(self, run: Callable[[], T]) -> T:
        if self._until is not None and self._until <= self.lines():
            return run()
        self._cov.start()
        try:
            return run()
        finally:
            self._cov.stop()

    def lines(self) -> Lines:
        """The lines traced in every call so far."""
        root = package_root()
        data = self._cov.get_data()
        return frozenset((Path(name).resolve().relative_to(root).as_posix(), n) for name in data.measured_files()
                         for n in data.lines(name) or ())


def reach_tracer(rules: Rules) -> Tracer:
    """The tracer `check` plays a ruleset's rule pairs under: the files that read its variants'
    keys, traced until every read no guard of the ruleset switches off (rule_guards.py) has run. A
    read switched off cannot run in any row (every row holds the variants' values), so what reach()
    reports is what tracing every row would."""
    from .rule_guards import engine_source, guard_of

    source = engine_source(str(package_root()), PACKAGES)
    reads = key_reads(rules)
    wanted = frozenset((r.file, r.line) for r in reads if guard_of(rules, source, r.file, r.line) is None)
    return Tracer({r.file for r in reads}, until=wanted)


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
