"""Collect every problem of an input, not only the first (python-chess Board.status() style).

At most MAX_PROBLEMS are kept, then one more says how many were left out: an input with a
million bad entries gets a readable answer, and readers stop their costly work (hints) early.
"""

from __future__ import annotations

from ..errors import Problem
from ..limits import MAX_PROBLEMS
from ..messages import text
from .json_input import count_problem


class ProblemCollector:
    """Problems found so far; readers add to it and carry on."""

    def __init__(self):
        self.problems: list[Problem] = []
        self.left_out = 0

    @property
    def full(self) -> bool:
        """True once a problem past the MAX_PROBLEMS kept was left out (the input is then told "more
        problems not listed"): readers may skip work whose only use is a message. Not before: a
        reader stopping at MAX_PROBLEMS kept could not say whether more were left."""
        return self.left_out > 0

    @property
    def _kept_all(self) -> bool:
        return len(self.problems) >= MAX_PROBLEMS

    def add(self, code, field, value, problem, severity="error"):
        """problem: the clause after `field = value:`, a Text (see referee.messages)."""
        if self._kept_all:
            self._leave_out()
            return
        self.problems.append(Problem.about(code, field, value, problem, severity))

    def add_problem(self, problem: Problem) -> None:
        """A Problem built elsewhere (e.g. json_input.count_problem), kept within MAX_PROBLEMS."""
        if self._kept_all:
            self._leave_out()
            return
        self.problems.append(problem)

    def _leave_out(self) -> None:
        self.left_out += 1
        if self.left_out == 1:
            self.problems.append(Problem.of("TOO_MANY_PROBLEMS", "(input)", MAX_PROBLEMS,
                                            text("problem.too-many-problems", max=MAX_PROBLEMS)))

    def count(self, field, value, *, minimum=0, maximum=None, why=None) -> int | None:
        """A whole number in [minimum, maximum], or None after recording why not.

        why: what sets the maximum, a Text quoted in the message (e.g. "each player has only 20 markers").
        """
        problem = count_problem(field, value, minimum=minimum, maximum=maximum, why=why)
        if problem is not None:
            self.add_problem(problem)
            return None
        return value

    def too_many(self, field, container, limit: int, what) -> bool:
        """True (after recording it) when a list or object holds more than `limit` entries.

        Keeps the reading of a huge container from costing one message or lookup per entry.
        what: the entries, a Text (e.g. text("what.players")).
        """
        if len(container) <= limit:
            return False
        self.add("TOO_MANY_ENTRIES", field, f"{len(container)} entries",
                 text("problem.too-many-entries", limit=limit, what=what))
        return True

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]
