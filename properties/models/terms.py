"""Z3 terms for the models' hot loops, built straight through Z3's C API.

z3.Or, z3.And, z3.If and z3.Sum check and coerce every argument in Python on every call; the
round model makes tens of thousands of them (a chain of Nobles alone is 8 regions x 7 steps per
player and region scored), and those checks were most of the time of building it. These four make
the same terms (Z3 shares equal terms, so a model is the same whichever builds it) for arguments
that are already Z3 terms of the right sort, or Python ints where an integer is wanted. So do the
comparisons (equals, at_least, above) and holds_not, where `x >= 1` would make a new numeral 1
and check both sorts in Python each time.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable, Iterable

import z3

# A Z3 term, or a Python int where an integer term is wanted. z3 ships no type information, so to
# the type checker every Z3 value is Any: these names say what a value is to a reader.
Term = Any
PerRegion = dict[int, list[Term]]     # region -> a term per player
ByRegion = dict[int, Term]           # region -> one term


def _context() -> z3.Context:
    return z3.main_ctx()


@lru_cache(maxsize=1024, typed=True)       # typed: True and 1 are equal keys otherwise
def constant(value: int | bool) -> z3.ExprRef:
    """z3.IntVal(value) or z3.BoolVal(value), made once per value (the conformance run gives a round
    model hundreds of values a round, most of them the same few small numbers)."""
    return z3.BoolVal(value) if isinstance(value, bool) else z3.IntVal(value)


def _integer(term: Term | int) -> z3.ArithRef:
    return constant(term) if isinstance(term, int) else term


def _array(terms: list[Term]) -> Any:
    return (z3.Ast * len(terms))(*[t.as_ast() for t in terms])


def _joined(make: Callable[..., Any], terms: Iterable[Term], empty: bool) -> z3.BoolRef:
    """make(ctx, n, array) over the Boolean terms, or `empty` for none."""
    terms = list(terms)
    if not terms:
        return z3.BoolVal(empty)
    ctx = _context()
    return z3.BoolRef(make(ctx.ref(), len(terms), _array(terms)), ctx)


def any_of(terms: Iterable[Term]) -> z3.BoolRef:
    """z3.Or(terms) of Boolean terms (False for none)."""
    return _joined(z3.Z3_mk_or, terms, False)


def all_of(terms: Iterable[Term]) -> z3.BoolRef:
    """z3.And(terms) of Boolean terms (True for none)."""
    return _joined(z3.Z3_mk_and, terms, True)


def when(condition: z3.BoolRef | bool, then: Term | int, otherwise: Term | int) -> z3.ArithRef:
    """z3.If(condition, then, otherwise) for integers (terms or Python ints)."""
    ctx = _context()
    condition = z3.BoolVal(condition) if isinstance(condition, bool) else condition
    then, otherwise = _integer(then), _integer(otherwise)
    return z3.ArithRef(z3.Z3_mk_ite(ctx.ref(), condition.as_ast(), then.as_ast(), otherwise.as_ast()), ctx)


def total(terms: Iterable[Term | int]) -> z3.ArithRef:
    """z3.Sum(terms) of integers (terms or Python ints; 0 for none)."""
    terms = [_integer(t) for t in terms]
    if not terms:
        return constant(0)
    if len(terms) == 1:
        return terms[0]
    ctx = _context()
    return z3.ArithRef(z3.Z3_mk_add(ctx.ref(), len(terms), _array(terms)), ctx)


def _compared(make: Callable[..., Any], left: Term | int, right: Term | int) -> z3.BoolRef:
    ctx = _context()
    return z3.BoolRef(make(ctx.ref(), _integer(left).as_ast(), _integer(right).as_ast()), ctx)


def equals(left: Term | int, right: Term | int) -> z3.BoolRef:
    """left == right, of two integers (terms or Python ints) or two Boolean terms."""
    return _compared(z3.Z3_mk_eq, left, right)


def at_least(left: Term | int, right: Term | int) -> z3.BoolRef:
    """left >= right, of integers (terms or Python ints)."""
    return _compared(z3.Z3_mk_ge, left, right)


def above(left: Term | int, right: Term | int) -> z3.BoolRef:
    """left > right, of integers (terms or Python ints)."""
    return _compared(z3.Z3_mk_gt, left, right)


def holds_not(condition: Term) -> z3.BoolRef:
    """z3.Not(condition) of a Boolean term."""
    ctx = _context()
    return z3.BoolRef(z3.Z3_mk_not(ctx.ref(), condition.as_ast()), ctx)


def int_value(model: Any, term: Term) -> int:
    """The value a Z3 model gives an integer term (0 where the model leaves it free)."""
    return int(model.eval(term, model_completion=True).as_long())
