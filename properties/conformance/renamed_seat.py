"""A document with one seat's player named otherwise wherever it names that player: the position and
record rows seat a player under a name of two words, a key every field path naming that player must
quote (docs/players.md)."""

from __future__ import annotations

import copy
from typing import Any

Doc = dict[str, Any]


def seat_renamed(doc: Doc, old: str, new: str) -> Doc:
    """A copy of the position (or a record's start) with the player `old` named `new` wherever a
    position names a player (its players, each region's influence and Nobles, the scores, supplies
    and spent cards)."""
    def keyed(table: dict[str, Any]) -> dict[str, Any]:
        return {new if k == old else k: v for k, v in table.items()}
    doc = copy.deepcopy(doc)
    if "players" in doc:
        doc["players"] = [new if p == old else p for p in doc["players"]]
    for cell in doc.get("board", {}).values():
        if "influence" in cell:
            cell["influence"] = keyed(cell["influence"])
        if "nobles" in cell:
            cell["nobles"] = [new if p == old else p for p in cell["nobles"]]
    for table in ("scores", "supply", "used"):
        if table in doc:
            doc[table] = keyed(doc[table])
    return doc


def record_seat_renamed(record: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """A copy of the record with the player `old` seated as `new` wherever a record names a player
    (its players, each round's plays and re-selections, the result, its start's tables)."""
    def name(p: str) -> str:
        return new if p == old else p
    changed = copy.deepcopy(record)
    changed["players"] = [name(p) for p in changed["players"]]
    for entry in changed["rounds"]:
        for table in (entry, entry.get("witch", {})):
            if old in table:
                table[new] = table.pop(old)
    if "result" in changed:
        changed["result"]["scores"] = {name(p): v for p, v in changed["result"]["scores"].items()}
        changed["result"]["winners"] = [name(p) for p in changed["result"]["winners"]]
    if isinstance(changed.get("start"), dict):
        changed["start"] = seat_renamed(changed["start"], old, new)
    return changed
