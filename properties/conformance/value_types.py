"""Every value of a position written as a value of another type: one error, where it was written.

A player typing a position in, or a program writing one, may give a count as text ("2"), as a
fraction, as true, or leave it empty (null); a name as a number; a table as a word or a list. The referee
must never read such a value as the one it resembles ("2" as 2, true as 1, null as nothing given)
nor stop on it: it refuses the position with one error, at the field that holds the value (a
banner's value at its banner, which is refused as a whole). The damaged positions
(position_domain.py) write the mistakes a player makes one by one; this writes every value of a
drawn position, each in turn, as each other type. Not the variants a position names: without one
of them its board is judged by other rules, and breaks their limits too. Every problem said quotes
what the damaged document holds at its field (quoted_values.py) in its code's words there
(told_words.py).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Callable

from ...errors import field_key
from .quoted_values import quotes_what_is_written
from .told_words import told_in_its_words

if TYPE_CHECKING:
    from ...rules import Rules
    from .oracle import OracleReport

Doc = dict[str, Any]
# (the field path of the value, the table or list holding it, its key or index, its kind, the field
# the error must be named at)
Place = tuple[str, Any, Any, str, str]

# the values of another type each kind of value is written as: each kind's falsy ones among them
# (false, 0, "", [], {}, null), which a reader testing a value's truth instead of its type lets through
OTHER_TYPES: dict[str, tuple[Any, ...]] = {
    "count": ("2", 2.5, True, None, [2], {}, False, "", []),
    "flag": ("true", 1, None, 0, ""),
    "region": (None, True, 2.5, {}, False, ""),
    "name": (None, 2, True, ["Ann"], 0, False, []),
    "word": (None, 1, True, ["x"], 0, False, []),
    "table": (None, "x", 3, True, [], 0, False, ""),
    "list": (None, "x", 3, True, {}, 0, False, ""),
    "text": (None, 2, True, ["x"], 0, False, [], {}),
    # a card is a region's name or number, a special card's word, or a card object: these are none
    "card": (None, True, False, 2.5, [], ["x"]),
}

MAX_KEPT = 10          # mismatches kept per report
TABLES = ("board", "scores", "supply", "used", "banners", "rulings")     # a position's fields that hold a table


def places(doc: Doc) -> list[Place]:
    """Every value of the document a player writes, with its kind, in the document's order."""
    found: list[Place] = [(f, doc, f, "count", f) for f in ("dragons", "round") if f in doc]
    found += [("game_over", doc, "game_over", "flag", "game_over")] * ("game_over" in doc)
    found.append(("king", doc, "king", "region", "king"))
    found += [(f, doc, f, "text", f) for f in ("comment", "$schema")]          # given or not
    found += [(table, doc, table, "table", table) for table in TABLES]       # given or not
    for table in ("scores", "supply"):
        found += [(f"{table}.{field_key(p)}", doc[table], p, "count", f"{table}.{field_key(p)}")
                  for p in doc.get(table, {})]
    for region, cell in doc["board"].items():
        found += _board_cell(f"board.{field_key(region)}", doc["board"], region, cell)
    for p, cards in doc.get("used", {}).items():
        found.append((f"used.{field_key(p)}", doc["used"], p, "list", f"used.{field_key(p)}"))
        found += [(f"used.{field_key(p)}[{i}]", cards, i, "word", f"used.{field_key(p)}[{i}]")
                  for i in range(len(cards))]
    return found + banners_and_rulings(doc)


def banners_and_rulings(doc: Doc) -> list[Place]:
    """Each banner of a position or record and its values (a value refused at its banner), each
    ruling's answer."""
    found: list[Place] = []
    for region, values in doc.get("banners", {}).items():
        banner = f"banners.{field_key(region)}"
        found.append((banner, doc["banners"], region, "list", banner))
        found += [(f"{banner}[{i}]", values, i, "count", banner) for i in range(len(values))]
    found += [(f"rulings.{field_key(k)}", doc["rulings"], k, "word", f"rulings.{field_key(k)}")
              for k in doc.get("rulings", {})]
    return found


def _board_cell(path: str, board: Doc, region: str, cell: Doc) -> list[Place]:
    found: list[Place] = [(path, board, region, "table", path)]
    for key in cell:
        found.append((f"{path}.{key}", cell, key, "list" if key == "nobles" else "table", f"{path}.{key}"))
    for p in cell.get("influence", {}):
        at = f"{path}.influence.{field_key(p)}"
        found.append((at, cell["influence"], p, "count", at))
    found += [(f"{path}.nobles[{i}]", cell["nobles"], i, "name", f"{path}.nobles[{i}]")
              for i in range(len(cell.get("nobles", [])))]
    return found


def run(rules: Rules, doc: Doc, report: OracleReport, problems: Callable[[Rules, Doc], list[Any]],
        places_of: Callable[[Doc], list[Place]] = places, named: str = "") -> None:
    """Each value of `doc` (a position the referee reads without an error, or a record with
    record_types.places) written as each value of another type its kind has, one at a time:
    `problems` (position_domain.engine_problems', or the record reader's) must hold one error, at the
    field the value's place names (the module docstring). named: what each damage's name starts with."""
    for k, (*_, kind, _) in enumerate(places_of(doc)):
        for value in OTHER_TYPES[kind]:
            damaged = copy.deepcopy(doc)
            path, holder, key, _, named_at = places_of(damaged)[k]
            holder[key] = value
            one_value(rules, damaged, f"{named}{path} written as {value!r}", named_at, report, problems)


def one_value(rules: Rules, damaged: Doc, damage: str, named_at: str, report: OracleReport,
              problems: Callable[[Rules, Doc], list[Any]]) -> None:
    """One value written as another type: one error, at `named_at`, each problem told as it must be."""
    report.cases += 1
    said = problems(rules, damaged)
    errors = [(p.code, p.field) for p in said if p.severity == "error"]
    told = all(quotes_what_is_written(p, damaged) and told_in_its_words(p) for p in said)
    if ([field for _, field in errors] != [named_at] or not told) and len(report.mismatches) < MAX_KEPT:
        report.mismatches.append({"damage": damage, "expected": named_at, "referee": errors, "position": damaged})
