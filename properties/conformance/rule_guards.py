"""Whether a ruleset's own values switch a line of the engine off: the guard on a rule key it sits behind.

`referee check --variant V` names each line reading V's keys that its rows never ran
(variant_reach.py). Some of those are no branch of V at all: Permanent Nobles stacks Nobles, so the
replacing branch's region limit cannot run under it, however many rounds are drawn. This module
reads the source and names, for a line, the guard that keeps it from running under the ruleset's
values, so that the check tells "off under V" from "V's branch the rows missed". A guard is:

- an `if` (its body, or its `elif` / `else` side) whose test the ruleset decides: a rule key read
  (`rules.nobles.on_new_noble`, or the table through a local name, as variant_reach finds them)
  compared with constants (`==`, `!=`, `in`, `not in`), a key's truth, and `not` / `and` / `or`
  of those; the line's side must be the one the test rules out;
- an earlier `if` of the same block whose body ends in `return` or `raise`, the test decided true;
- when nothing inside the line's function rules it out: every use of the function's name in the
  engine and the readers (a call, or the function passed on or stored) is itself ruled out, up to
  DEPTH functions up. A function never named there is not ruled out.

Any other test (a ruling, a count, a player's state) is left undecided: the line then stays "never
run", a gap the designer is told about, never one explained away.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Optional

DEPTH = 3                       # calls followed up from a line's function to its callers


@dataclass(frozen=True)
class Guard:
    """The test at `place` that keeps a line from running: it reads `key`, which is `value` here."""
    place: str                  # "engine/nobles.py:74"
    key: str                    # "[nobles] on_new_noble"
    value: Any

    def to_dict(self) -> dict[str, Any]:
        return {"place": self.place, "key": self.key, "value": self.value}


Read = tuple[str, str, Any]      # (table, key, the ruleset's value)


@dataclass(frozen=True)
class Source:
    """Modules' syntax trees by file (relative to referee/), and where each name is used in them."""
    trees: dict[str, ast.Module]
    uses: dict[str, list[tuple[str, int]]]     # a name (plain or attribute) -> (file, line) of each use

    @classmethod
    def of(cls, trees: dict[str, ast.Module]) -> Source:
        uses: dict[str, list[tuple[str, int]]] = {}
        for file, tree in trees.items():
            for node in ast.walk(tree):
                if isinstance(node, (ast.Name, ast.Attribute)):
                    name = node.id if isinstance(node, ast.Name) else node.attr
                    uses.setdefault(name, []).append((file, node.lineno))
        return cls(trees, uses)


@lru_cache(maxsize=2)
def engine_source(root: str, packages: tuple[str, ...]) -> Source:
    """Every module of the packages under root (referee/), read once a process."""
    return Source.of({f"{package}/{path.name}": ast.parse(path.read_text(encoding="utf-8"))
                      for package in packages for path in sorted((Path(root) / package).glob("*.py"))})


def guard_of(rules: Any, source: Source, file: str, line: int, depth: int = DEPTH) -> Optional[Guard]:
    """The guard that keeps `file`:`line` from running under these rules, or None (it may run)."""
    tree = source.trees.get(file)
    if tree is None:
        return None
    steps, function = _steps(tree, line)
    aliases = table_aliases(function) if function is not None else {}
    for parent, field, index in steps:
        found = _branch_guard(rules, file, parent, field, aliases) or _early_exit(rules, file, parent, field, index,
                                                                                  aliases)
        if found:
            return found
    if function is None or depth == 0:
        return None
    uses = source.uses.get(function.name)      # its own definition is no use: a def is not a name
    if not uses:
        return None
    guards = [guard_of(rules, source, use_file, use_line, depth - 1) for use_file, use_line in uses]
    return guards[0] if all(guards) else None


Step = tuple[ast.AST, str, int]            # a statement, the field of it holding the next one, its index there
Function = ast.FunctionDef | ast.AsyncFunctionDef


def _steps(tree: ast.Module, line: int) -> tuple[list[Step], Optional[Function]]:
    """[(statement, field, index)] from the module down to the statement holding `line`, and the
    innermost function on the way."""
    steps: list[Step] = []
    node: ast.AST = tree
    function: Optional[Function] = None
    while True:
        child = None
        for field in ("body", "orelse", "handlers", "finalbody"):
            for index, candidate in enumerate(getattr(node, field, None) or ()):
                if candidate.lineno <= line <= (candidate.end_lineno or candidate.lineno):
                    child = (field, index, candidate)
                    break
            if child:
                break
        if child is None:
            return steps, function
        steps.append((node, child[0], child[1]))
        node = child[2]
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            function = node


def _branch_guard(rules: Any, file: str, parent: ast.AST, field: str, aliases: dict[str, str]) -> Optional[Guard]:
    """The `if` parent's test, when it rules out the side (`body` or `orelse`) the line is on."""
    if not isinstance(parent, ast.If) or field not in ("body", "orelse"):
        return None
    truth, read = decided(parent.test, rules, aliases)
    ruled_out = truth is False if field == "body" else truth is True
    return _guard(file, parent, read) if ruled_out and read else None


def _early_exit(rules: Any, file: str, parent: ast.AST, field: str, index: int, aliases: dict[str, str]
                ) -> Optional[Guard]:
    """An earlier `if` of the block, its body ending in return or raise, its test decided true."""
    for earlier in (getattr(parent, field) or ())[:index]:
        if (isinstance(earlier, ast.If) and not earlier.orelse
                and isinstance(earlier.body[-1], (ast.Return, ast.Raise))):
            truth, read = decided(earlier.test, rules, aliases)
            if truth is True and read:
                return _guard(file, earlier, read)
    return None


def _guard(file: str, node: ast.If, read: Read) -> Guard:
    table, key, value = read
    return Guard(f"{file}:{node.lineno}", f"[{table}] {key}", value)


def decided(test: ast.expr, rules: Any, aliases: dict[str, str]) -> tuple[Optional[bool], Optional[Read]]:
    """(the test's truth under these rules, or None when they do not decide it; the (table, key, value)
    read that decided it)."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        truth, read = decided(test.operand, rules, aliases)
        return (None if truth is None else not truth), read
    if isinstance(test, ast.BoolOp):
        parts = [decided(v, rules, aliases) for v in test.values]
        deciding = False if isinstance(test.op, ast.And) else True
        for truth, read in parts:
            if truth is deciding:
                return deciding, read
        if all(truth is not None for truth, _ in parts):
            return not deciding, parts[0][1]
        return None, None
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        read = rule_value(test.left, rules, aliases)
        wanted = _constants(test.comparators[0])
        if read is None or wanted is None:
            return None, None
        op, value = test.ops[0], read[2]
        if isinstance(op, (ast.Eq, ast.NotEq)) and len(wanted) == 1:
            return (value == wanted[0]) == isinstance(op, ast.Eq), read
        if isinstance(op, (ast.In, ast.NotIn)) and isinstance(test.comparators[0], (ast.Tuple, ast.List, ast.Set)):
            return (value in wanted) == isinstance(op, ast.In), read
        return None, None
    read = rule_value(test, rules, aliases)
    return (bool(read[2]), read) if read else (None, None)


def key_read(node: ast.AST, aliases: dict[str, str]) -> Optional[tuple[str, str]]:
    """(table, key) when node reads a rule key: `<x>.<table>.<key>`, or `<name>.<key>` with `<name>` a
    local name of the table (aliases, table_aliases). The one test of what a read is: variant_reach finds
    the reads with it, the guards evaluate them."""
    from .variant_sweep import RULE_TABLES

    if not isinstance(node, ast.Attribute):
        return None
    if isinstance(node.value, ast.Attribute) and node.value.attr in RULE_TABLES:
        return node.value.attr, node.attr
    if isinstance(node.value, ast.Name) and node.value.id in aliases:
        return aliases[node.value.id], node.attr
    return None


def rule_value(node: ast.expr, rules: Any, aliases: dict[str, str]) -> Optional[Read]:
    """(table, key, the ruleset's value) when node reads a rule key (key_read)."""
    read = key_read(node, aliases)
    values = getattr(rules, read[0], None) if read else None
    if read is None or values is None or not hasattr(values, read[1]):
        return None
    return read[0], read[1], getattr(values, read[1])


def _constants(node: ast.expr) -> Optional[list[Any]]:
    """The constant (or the tuple, list or set of constants) a test compares with, else None."""
    items = node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else [node]
    values = [item.value for item in items if isinstance(item, ast.Constant)]
    return values if len(values) == len(items) else None


def table_aliases(function: ast.AST) -> dict[str, str]:
    """{local name: table} for each `<name> = <x>.<table>` in the function (`nr = rules.nobles`)."""
    from .variant_sweep import RULE_TABLES

    return {target.id: node.value.attr for node in ast.walk(function) if isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Attribute) and node.value.attr in RULE_TABLES
            for target in node.targets if isinstance(target, ast.Name)}

