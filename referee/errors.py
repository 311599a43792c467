"""The referee's exceptions: a small hierarchy under ValueError.

Every message quotes the offending input (file, field, value) so a user can find it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any


def _jsonable(value):
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return repr(value)


def show_value(value) -> str:
    """A value as a message quotes it: JSON where possible, cut to 60 characters."""
    text = json.dumps(value, ensure_ascii=False) if _jsonable(value) is value else repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def field_key(name) -> str:
    """A JSON key as it appears in a dotted field path: quoted when it holds a space, dot or quote."""
    name = str(name)   # JSON keys are strings; a Python caller may pass ints
    return f'"{name}"' if any(ch in name for ch in " .'") else name


@dataclass(frozen=True)
class Problem:
    """One named problem with an input, python-chess status style."""

    code: str          # a named flag, e.g. UNKNOWN_REGION
    field: str         # where, e.g. board."Dark Tower".influence.Jen
    value: Any         # the offending value as given
    message: str       # the whole sentence, naming field and value
    severity: str = "error"   # "error" or "warning"

    @classmethod
    def about(cls, code: str, field: str, value, problem: str, severity: str = "error") -> "Problem":
        """A Problem whose message reads `field = value: problem`."""
        return cls(code, field, value, f"{field} = {show_value(value)}: {problem}", severity)

    def to_dict(self) -> dict:
        return {"code": self.code, "field": self.field, "value": _jsonable(self.value),
                "message": self.message, "severity": self.severity}


class RefereeError(ValueError):
    """Base class of everything the referee refuses."""


class SpecError(RefereeError):
    """A spec file (the rules as data) is malformed. Names the file and the key."""

    def __init__(self, file: str, key: str, problem: str):
        self.file = file
        self.key = key
        self.problem = problem
        super().__init__(f"{file}: key '{key}': {problem}")


class PositionError(RefereeError):
    """A position cannot be scored. Carries every problem found, not only the first."""

    def __init__(self, problems):
        self.problems = list(problems)
        super().__init__("; ".join(p.message for p in self.problems) or "invalid position")


class UnknownRegionError(RefereeError):
    """A region key matches no region; the message suggests the nearest names."""

    def __init__(self, key, suggestions: list[str]):
        self.key = key
        self.suggestions = suggestions
        hint = f" (did you mean {' or '.join(repr(s) for s in suggestions)}?)" if suggestions else ""
        super().__init__(f"unknown region {key!r}{hint}")
