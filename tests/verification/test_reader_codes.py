"""Every problem code the readers and the selection check give is one a `referee check` row asks for.

A damage names its code (properties/conformance: position_domain, record_damage, play_domain,
value_types ...); a code no row asks for is a refusal no check binds, which slips at its line pass
(the banners' warnings went unread this way until a drawn sample planted a slip there). The scan
is of the code's text: each code written as a string literal in the modules below must be written
in properties/ too, or be listed here with the reason no row asks for it.
"""

from __future__ import annotations

import re

from helpers import REPO

MODULES = ("referee/io/position_reader.py", "referee/io/game_record.py", "referee/io/names.py",
           "referee/io/json_input.py", "referee/engine/selection.py", "referee/engine/round_play.py",
           "referee/engine/replay.py")
# codes no check row asks for, with why: `check` reads documents and three texts (the damaged
# positions' texts that hold no position), never files, so the file-level and the other text-level
# refusals are the suite's (tests/io)
UNASKED = {
    "BAD_CHARACTER": "text-level: a control character in the file's text",
    "DUPLICATE_KEY": "text-level: a key written twice in one JSON object",
    "NOT_A_FILE": "file-level", "NO_SUCH_FILE": "file-level",
    "NUMBER_TOO_LONG": "text-level", "TOO_DEEP": "text-level",
    "UNREADABLE_FILE": "file-level", "NOT_UTF8": "text-level: bytes that are no UTF-8",
}


def codes(path: str) -> set[str]:
    text = (REPO / path).read_text(encoding="utf-8")
    return set(re.findall(r'"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)"', text))


def test_every_code_of_the_readers_is_asked_for_by_a_check_row_or_listed_with_its_reason():
    asked = "\n".join(p.read_text(encoding="utf-8") for p in (REPO / "properties").rglob("*.py"))
    given = set().union(*(codes(m) for m in MODULES))
    unbound = sorted(c for c in given if f'"{c}"' not in asked and c not in UNASKED)
    assert not unbound, unbound
    # a code listed as unasked that a row now asks for, or that no module gives, is taken off the list
    stale = sorted(c for c in UNASKED if c not in given or f'"{c}"' in asked)
    assert not stale, stale
