"""Problems found in a user's input file: each names the field and the value found there."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from referee.errors import RefereeError


@dataclass(frozen=True)
class Problem:
    field: str        # a dotted path such as players.Ann.cards[2]
    value: Any        # the value found there (None when the field is missing)
    message: str
    has_value: bool = True  # False when the field is absent, or the problem is with the whole file

    def describe(self) -> str:
        if not self.has_value:
            return f"{self.field}: {self.message}"
        return f"{self.field} = {json.dumps(self.value, ensure_ascii=False)}: {self.message}"

    def to_dict(self) -> dict:
        data = {"field": self.field, "message": self.message}
        if self.has_value:
            data["value"] = self.value
        return data


def missing(field: str, message: str = "missing") -> Problem:
    return Problem(field, None, message, has_value=False)


class InputError(RefereeError):
    """An input file that cannot be used; carries every problem found, not only the first."""

    def __init__(self, source: str, problems: list[Problem]):
        self.source = source
        self.problems = list(problems)
        super().__init__(describe_problems(source, self.problems))


def describe_problems(source: str, problems: list[Problem]) -> str:
    return "\n".join(f"{source}: {p.describe()}" for p in problems)


def parse_json(text: str, source: str) -> Any:
    """The decoded JSON document, or InputError naming the line and column."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(source, [Problem("(file)", None, f"not valid JSON: {exc.msg} at line {exc.lineno} "
                                                          f"column {exc.colno}", has_value=False)]) from None


def is_whole(value: Any) -> bool:
    """A JSON whole number (true/false are not numbers here)."""
    return isinstance(value, int) and not isinstance(value, bool)


def unexpected_fields(data: dict, known: tuple[str, ...], prefix: str) -> list[Problem]:
    """Fields the format does not have (a typo, most often); names starting with "_" are comments."""
    return [Problem(prefix + key, value, f"unexpected field; expected {', '.join(known)}")
            for key, value in data.items() if key not in known and not key.startswith("_")]


def merged_rulings(data: dict, overrides: dict | None) -> Any:
    """A file's "rulings" with the command line's (--ruling) laid over them; a value that is not
    an object is passed on unchanged, to be refused with its field."""
    given = data.get("rulings")
    if given is None or isinstance(given, dict):
        return {**(given or {}), **(overrides or {})}
    return given
