"""What a proof answers (ProofResult), and the solver helper every proof and search shares."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

import z3

from ...messages import Text


@dataclass
class ProofResult:
    invariant: str
    proved: bool
    cases: int                      # solver queries answered unsat
    counterexample: dict[str, Any] | None = None   # a position or a record `referee score`/`replay` reads
    detail: Text | str = ""         # what was proved, or the counterexample in words (a Text)


def solve(solver: z3.Solver, extra: Iterable[Any] = (), seconds: float | None = None) -> z3.ModelRef | None:
    """A model of the solver's assertions plus `extra` (kept only for this call), or None when unsat
    (or, given `seconds`, when Z3 has no answer in that time)."""
    solver.push()
    solver.add(*extra)
    if seconds is not None:
        solver.set("timeout", int(seconds * 1000))
    try:
        return solver.model() if solver.check() == z3.sat else None
    finally:
        if seconds is not None:
            solver.set("timeout", 4294967295)       # Z3's "no limit"
        solver.pop()
