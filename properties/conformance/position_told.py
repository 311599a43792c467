"""What the referee tells of a position document, as `referee score` tells it, and which open
rulings a ruleset leaves to answer: shared by the rows that damage positions (position_domain) and
those that write a position as a game record's start (record_rows), so that both hold a start to
the same telling of the same position."""

from __future__ import annotations

import json
from typing import Any

from ...engine.position import Position
from ...errors import Problem
from ...rules import Rules
from ...rules.model import Ruling

Doc = dict[str, Any]            # a position document, as `referee score` reads it


def open_rulings(rules: Rules) -> list[Ruling]:
    """The open rulings a position or a record may still answer: those the ruleset has not chosen,
    each with more than one answer (a ruling of one answer has nothing to choose)."""
    return [r for r in rules.rulings if r.id not in rules.chosen_rulings and len(r.alternatives) > 1]


def engine_problems(rules: Rules, doc: Doc, banners_given: Any = None, variants_given: tuple[str, ...] = ()
                    ) -> tuple[list[Problem], Position | None, Rules | None]:
    """What the referee says of a position document: its reader's problems, then (when it reads)
    the scoring's own checks, as `referee score` runs them (`banners_given`, `variants_given`: its
    --banners, as read from the command line, and its --variant); and the position and rules it read
    (None when the reader refuses it). `rules` is the ruleset under test, which the document names."""
    from ...engine.adjudicate import scoring_problems
    from ...io.position_reader import read_position

    position, read_rules, problems = read_position(as_decoded(doc), extra_variants=variants_given,
                                                   extra_banners=banners_given)
    if position is None or read_rules is None or any(p.severity == "error" for p in problems):
        return problems, None, None
    return problems + scoring_problems(position, read_rules), position, read_rules


def as_decoded(doc: Doc) -> Doc:
    """The document as `referee score` reads it from a file: decoded from its JSON text, so no two of
    its values are one object (a name written twice is two equal strings, as a file's are); a
    document JSON cannot hold as it is (a tuple, a number as a key, a value of another type a damage
    writes, as a program may hand the API) is read as it is."""
    decoded = json_copy(doc)
    return doc if decoded is None else decoded


def json_copy(doc: Any) -> Any | None:
    """The document decoded from its own JSON text, where JSON holds it as it is; else None."""
    try:
        decoded = json.loads(json.dumps(doc, allow_nan=False))
    except (TypeError, ValueError):
        return None
    return decoded if decoded == doc else None
