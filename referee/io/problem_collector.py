"""Collect every problem of an input, not only the first (python-chess Board.status() style)."""

from __future__ import annotations

from ..errors import Problem


def is_int(value) -> bool:
    """A whole number that is not a bool (JSON true is not 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


class ProblemCollector:
    """Problems found so far; readers add to it and carry on."""

    def __init__(self):
        self.problems: list[Problem] = []

    def add(self, code, field, value, problem, severity="error"):
        self.problems.append(Problem.about(code, field, value, problem, severity))

    def count(self, field, value, *, minimum=0) -> int | None:
        """A non-negative whole number, or None after recording why not."""
        if not is_int(value):
            self.add("NOT_AN_INTEGER", field, value, "expected a whole number")
            return None
        if value < minimum:
            self.add("NEGATIVE_COUNT", field, value, f"a count cannot be below {minimum}")
            return None
        return value

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]
