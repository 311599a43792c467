"""Every value of a game record written as a value of another type: one error, where it was written.

The records' counterpart of value_types.py (positions). An organiser's program, or a hand, may write
a card as a number with a fraction or as true, a round's cards as one word, the result's winners as
a name, its score as text, a comment as a number, or any of them as a falsy value of another type
(false, 0, "", [], {}, null), which a reader testing a value's truth instead of its type lets
through. The referee must refuse the record with one error, at the field that holds the value
(docs/organisers.md: a record is read whole, every problem named where it is written), never read
the value as the one it resembles nor stop on it. The values written so: the record's comment,
`$schema`, variants, banners (each banner and its values) and rulings (each answer); its rounds,
the first round and the first round with a Witch's re-selection (each selection, its first card,
the re-selections, the comment); its result (the scores, each score, the winners, the first
winner). Not the players: a name of another type seats nobody, and every round then names a
stranger. Each problem said quotes what the damaged record holds at its field (quoted_values.py)
in its code's words there (told_words.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...errors import field_key
from .value_types import Doc, Place, banners_and_rulings

if TYPE_CHECKING:
    from ...rules import Rules
    from .oracle import OracleReport

def places(record: Doc) -> list[Place]:
    """Every value of the record written so (module docstring), with its kind, in the record's order."""
    found: list[Place] = [(f, record, f, "text", f) for f in ("comment", "$schema")]          # given or not
    found.append(("variants", record, "variants", "list", "variants"))
    found += [(table, record, table, "table", table) for table in ("banners", "rulings")]
    found += banners_and_rulings(record)
    found.append(("rounds", record, "rounds", "list", "rounds"))
    with_witch = next((k for k, rnd in enumerate(record["rounds"]) if rnd.get("witch")), None)
    for k in sorted({0} | ({with_witch} if with_witch is not None else set())):
        found += _round(f"rounds[{k}]", record["rounds"], k)
    found.append(("result", record, "result", "table", "result"))                              # given or not
    result = record.get("result", {})
    if "scores" in result:
        found.append(("result.scores", result, "scores", "table", "result.scores"))
        found += [(f"result.scores.{field_key(p)}", result["scores"], p, "count", f"result.scores.{field_key(p)}")
                  for p in result["scores"]]
    if result.get("winners"):
        found.append(("result.winners", result, "winners", "list", "result.winners"))
        found.append(("result.winners[0]", result["winners"], 0, "name", "result.winners[0]"))
    return found


def _round(path: str, rounds: list[Doc], k: int) -> list[Place]:
    """A round, each selection and its first card, its re-selections likewise, its comment."""
    rnd = rounds[k]
    found: list[Place] = [(path, rounds, k, "table", path)]
    found.append((f"{path}.comment", rnd, "comment", "text", f"{path}.comment"))             # given or not
    for key, cards in rnd.items():
        if key == "witch":
            found.append((f"{path}.witch", rnd, "witch", "table", f"{path}.witch"))
            found += [place for player in cards for place in _selection(f"{path}.witch", cards, player)]
        elif key != "comment":
            found += _selection(path, rnd, key)
    return found


def _selection(path: str, holder: Doc, player: str) -> list[Place]:
    """A player's selection in `holder` (a round, or its re-selections) and its first card."""
    at = f"{path}.{field_key(player)}"
    found: list[Place] = [(at, holder, player, "list", at)]
    if holder[player]:
        found.append((f"{at}[0]", holder[player], 0, "card", f"{at}[0]"))
    return found


def run(rules: Rules, record: Doc, report: OracleReport) -> None:
    """Each value of `record` (a record the referee reads without an error) written as each value of
    another type its kind has, one at a time (value_types.run): read as `referee replay` reads it,
    one error, at the field its place names, each problem told as it must be (module docstring)."""
    from ...io.game_record import read_record
    from . import value_types

    value_types.run(rules, record, report, lambda _, data: read_record(data)[1], places, "the record's ")
