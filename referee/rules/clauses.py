"""The rulebook clause map (spec/<game>/clauses.toml): every clause of the rulebook, paraphrased,
with the spec keys, engine functions, invariants, rulebook anchors, open rulings and tests that
carry it.

This module only reads and shapes the file; whether the names it holds exist (tests, engine
functions, invariants, anchors, keys) is checked by tests/rules/test_clauses.py, which may import
every layer. `referee rulings --clauses` prints the map.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from ..errors import SpecError, show_value
from ..messages import text
from ..spec_folder import spec_root
from .loader import DEFAULT_GAME, _read_toml

# The rulebook's headings (English), in the rulebook's order: a clause's section is one of these.
SECTIONS = (
    "Preparation", "The aim of the game", "How to play", "Choosing cards", "Revealing cards",
    "Revealing cards — Region cards", "Revealing cards — Knight", "Revealing cards — Dragon",
    "Revealing cards — Witch", "Scoring", "Scoring — Ties", "Nobles", "The King travels",
    "Game end and winning", "Variant — Permanent Nobles",
)
LIST_FIELDS = ("keys", "engine", "invariants", "anchors", "rulings", "tests")
TEXT_FIELDS = ("id", "section", "text")


@dataclass(frozen=True)
class Clause:
    id: str
    section: str
    text: str                      # the clause, paraphrased
    keys: tuple[str, ...] = ()     # dotted spec keys (`scoring.tie_rule`; `regions.banner` for every region)
    engine: tuple[str, ...] = ()   # `referee/engine/nobles.py:place_noble` (or `:Class.method`)
    invariants: tuple[str, ...] = ()
    anchors: tuple[str, ...] = ()
    rulings: tuple[str, ...] = ()
    tests: tuple[str, ...] = ()    # `tests/<folder>/test_x.py::test_name`

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "section": self.section, "text": self.text,
                **{name: list(getattr(self, name)) for name in LIST_FIELDS}}


def clauses_path(game: str = DEFAULT_GAME, root: Path | None = None) -> Path:
    return Path(root if root is not None else spec_root()) / game / "clauses.toml"


def load_clauses(game: str = DEFAULT_GAME, root: Path | None = None) -> tuple[Clause, ...]:
    """Every clause, in file order; SpecError naming the file and key for a malformed entry."""
    path = clauses_path(game, root)
    data = _read_toml(path)
    unknown = sorted(set(data) - {"clause"})
    if unknown:
        raise SpecError(str(path), unknown[0], text("spec.clause.unknown-table"))
    clauses, seen = [], set()
    for index, entry in enumerate(data.get("clause", [])):
        clause = _clause(str(path), index, entry)
        if clause.id in seen:
            raise SpecError(str(path), f"clause[{index}].id", text("spec.clause.twice", id=show_value(clause.id)))
        seen.add(clause.id)
        clauses.append(clause)
    return tuple(clauses)


def _clause(file: str, index: int, entry: Any) -> Clause:
    where = f"clause[{index}]"
    if not isinstance(entry, dict):
        raise SpecError(file, where, text("spec.kind", kind=text("toml.table"), got=show_value(entry)))
    unknown = sorted(set(entry) - set(TEXT_FIELDS) - set(LIST_FIELDS))
    if unknown:
        raise SpecError(file, f"{where}.{unknown[0]}", text("spec.clause.unknown-field",
                                                                allowed=", ".join(TEXT_FIELDS + LIST_FIELDS)))
    for name in TEXT_FIELDS:
        if not isinstance(entry.get(name), str) or not entry[name].strip():
            raise SpecError(file, f"{where}.{name}", text("spec.clause.no-text"))
    if entry["section"] not in SECTIONS:
        raise SpecError(file, f"{where}.section", text("spec.clause.section", section=show_value(entry["section"]),
                                                           allowed=", ".join(SECTIONS)))
    lists = {}
    for name in LIST_FIELDS:
        value = entry.get(name, [])
        if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
            raise SpecError(file, f"{where}.{name}", text("spec.clause.list"))
        lists[name] = tuple(value)
    return Clause(entry["id"], entry["section"], entry["text"], **lists)


def named(clauses: Iterable[Clause], field: str) -> set[str]:
    """Every id a field of any clause names (e.g. named(clauses, "invariants"))."""
    return {name for c in clauses for name in getattr(c, field)}
