"""The referee's exceptions: a small hierarchy under ValueError.

Every message quotes the offending input (file, field, value) so a user can find it.
"""

from __future__ import annotations


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
