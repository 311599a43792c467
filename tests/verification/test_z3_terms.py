"""properties.models.terms: the same terms as z3's own Or, And, If and Sum, built through the C API."""

from __future__ import annotations

import z3

from referee.properties.models.terms import all_of, any_of, constant, total, when


def test_each_builds_the_term_z3s_own_function_builds():
    a, b = z3.Bools("a b")
    x, y = z3.Ints("x y")
    assert z3.eq(any_of([a, b]), z3.Or(a, b)) and z3.eq(all_of([a, b]), z3.And(a, b))
    assert z3.eq(when(a, x, 0), z3.If(a, x, 0)) and z3.eq(when(True, 1, y), z3.If(True, 1, y))
    assert z3.eq(total([x, y, 2]), z3.Sum([x, y, 2])) and z3.eq(total([x]), x)


def test_empty_joins_are_the_neutral_value():
    assert z3.is_false(any_of([])) and z3.is_true(all_of([]))
    assert z3.simplify(total([])).as_long() == 0


def test_a_constant_is_made_once_per_value():
    assert constant(3) is constant(3) and z3.eq(constant(3), z3.IntVal(3))
    assert z3.is_true(constant(True)) and constant(True) is constant(True) and constant(3) is not constant(4)
    assert z3.is_int_value(constant(1)) and z3.is_true(constant(True))     # 1 and True kept apart
