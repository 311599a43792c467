"""What a refusal quotes: what the document holds at the field it names (docs/players.md: "one line
per problem naming the field and value").

A problem names a field path (errors.field_key's form: `board."Dark Tower".influence.Jen`,
`players[2]`) and quotes a value. The value is what the document holds there; where the field ends
in a key the reader refuses as a name (a player, region or ruling it does not know, a region
written twice, a player with more markers than they own), the key as written (or the name written
there: the King's region is a value); a field left out quotes nothing; a document that is no
object, itself; a container past its bound quotes how many entries it holds (a record's rounds
past the last round, how many follow which); a variant listed twice, the one listed twice; a
variant no spec has, or a file where none is read, that one. A reader that quotes its container
for the entry, the entry for its key, or a neighbour's value breaks this, whichever refusal it is:
the position and record rows hold every problem they are told to it. A command line's value
(`--banners`) is quoted as typed, which Expected.quoted holds; a document's list counted with a
command line's (`variants + --variant`), the two as one list, the document's first. The field itself is written as a
path is (a key holding a space, a dot, a quote or a bracket in quotes, and no other): `scores."Max Jr"`.
"""

from __future__ import annotations

import json
import re
from typing import Any

from ...errors import Problem

# the codes whose field ends in the key refused, quoted as written
KEY_QUOTED = frozenset({"UNKNOWN_PLAYER", "UNKNOWN_REGION", "UNKNOWN_RULING", "DUPLICATE_REGION", "TOO_MANY_MARKERS"})
# of those, the codes whose field always ends in the key (a table's entry: a region written twice, a
# player's markers, a ruling's id), never in a value such as the King's region or a name in a list
AT_A_KEY = frozenset({"DUPLICATE_REGION", "TOO_MANY_MARKERS", "UNKNOWN_RULING"})
_STEP = re.compile(r'"((?:[^"\\]|\\.)*)"|([^."\[\]]+)|\[(\d+)\]')
_ABSENT = object()


def steps(field: str) -> list[str | int]:
    """A field path's keys and indexes: `board."Dark Tower".influence.Jen` -> board, Dark Tower, influence, Jen."""
    found: list[str | int] = []
    for quoted, word, index in _STEP.findall(field):      # a quoted key as JSON writes a string
        found.append(int(index) if index else json.loads(f'"{quoted}"') if quoted else word)
    return found


def written_at(doc: Any, field: str) -> Any:
    """What the document holds at `field` (_ABSENT where it holds nothing)."""
    node = doc
    for step in steps(field):
        if isinstance(node, dict) and isinstance(step, str) and step in node:
            node = node[step]
        elif isinstance(node, list) and isinstance(step, int) and step < len(node):
            node = node[step]
        else:
            return _ABSENT
    return node


def written_as_a_path(field: str) -> bool:
    """The field is written as field paths are (docs/players.md): each key that holds a space, a dot,
    a quote or a bracket in quotes, an index in brackets; two fields joined by " + " (a list given in the
    file and beside it) each so."""
    from ...errors import field_key

    def made(path: str) -> str:
        return "".join(f"[{k}]" if isinstance(k, int) else ("." if i else "") + field_key(k)
                       for i, k in enumerate(steps(path)))
    return all(part.startswith("--") or made(part) == part for part in field.split(" + "))


def quotes_what_is_written(problem: Problem, doc: Any) -> bool:
    """The problem's value is what the document holds at its field (module docstring), the field
    written as a path."""
    if problem.code == "TOO_MANY_PROBLEMS":     # the whole input, quoting the most listed (docs/players.md "Limits")
        from ...limits import MAX_PROBLEMS

        return problem.field == "(input)" and problem.value == MAX_PROBLEMS
    if not written_as_a_path(problem.field):
        return False
    if problem.field.startswith("--"):         # a command line's value, as typed: Expected.quoted's to hold
        return True
    if problem.code == "NOT_AN_OBJECT":                # the whole document, named as what it should be
        return bool(problem.value == doc)
    if " + " in problem.field:     # the document's list and a command line's as one: the document's first
        held = written_at(doc, problem.field.split(" + ")[0])
        return isinstance(held, list) and isinstance(problem.value, list) and problem.value[:len(held)] == held
    held = written_at(doc, problem.field)
    path = steps(problem.field)
    last = path[-1] if path else None
    if problem.code in KEY_QUOTED and isinstance(last, str) and problem.value == last:
        return True
    if problem.code in AT_A_KEY:        # never a value: quoting what the key holds is quoting its neighbour
        return False
    if problem.code == "MISSING_FIELD":
        return problem.value is None and held is _ABSENT
    if problem.code == "TOO_MANY_ROUNDS":              # how many rounds follow the start's round
        return isinstance(held, list) and str(problem.value).startswith(f"{len(held)} rounds after round ")
    if problem.code == "TOO_MANY_ENTRIES":
        return held is not _ABSENT and problem.value == f"{len(held)} entries"
    if problem.code == "DUPLICATE_VARIANT":
        return isinstance(held, list) and held.count(problem.value) > 1
    if problem.code in ("VARIANT_FILE_REFUSED", "UNKNOWN_VARIANT"):    # the variants as one list: the one refused
        return isinstance(held, list) and problem.value in held
    if problem.code == "BAD_SPEC" and isinstance(held, list):      # the one that does not load, as written, or all
        return (isinstance(problem.value, str) and problem.value in held) or problem.value == held
    return held is not _ABSENT and type(held) is type(problem.value) and held == problem.value
