"""properties.conformance.rule_guards: which guard on a rule key keeps a line from running.

Each case is a small module written here, with the line asked about marked `# LINE`; the rules are
plain namespaces, so what decides is the test's text and the values given, by reading the code."""

from __future__ import annotations

import ast
import textwrap
from types import SimpleNamespace

import pytest

from referee.properties.conformance.rule_guards import Source, guard_of


def rules(**tables):
    return SimpleNamespace(**{name: SimpleNamespace(**keys) for name, keys in tables.items()})


def ask(code: str, ruleset, other: str = ""):
    """guard_of for the line marked `# LINE` of `code` (file engine/a.py; `other`: engine/b.py)."""
    code = textwrap.dedent(code)
    line = next(n for n, text in enumerate(code.splitlines(), 1) if "# LINE" in text)
    source = Source.of({"engine/a.py": ast.parse(code), "engine/b.py": ast.parse(textwrap.dedent(other))})
    return guard_of(ruleset, source, "engine/a.py", line)


LIMIT = """
def place(rules, n):
    nr = rules.nobles
    if nr.max_per_region and n >= nr.max_per_region:
        return "full"  # LINE
"""


def test_a_key_that_is_zero_rules_out_an_and_it_opens():
    guard = ask(LIMIT, rules(nobles={"max_per_region": 0}))
    assert guard and guard.key == "[nobles] max_per_region" and guard.value == 0 and guard.place == "engine/a.py:4"
    assert ask(LIMIT, rules(nobles={"max_per_region": 2})) is None     # n >= 2 is the players' state: undecided


ELSE = """
def winners(rules, top):
    if rules.end.tie_break == "shared":
        return top
    elif rules.end.tie_break in ("most-nobles", "most-influence-on-board"):
        return top[:1]
    else:
        return []  # LINE
"""


def test_the_else_side_of_a_decided_test():
    assert ask(ELSE, rules(end={"tie_break": "shared"})).key == "[end] tie_break"
    guard = ask(ELSE, rules(end={"tie_break": "most-nobles"}))
    assert guard and guard.place == "engine/a.py:5"                    # the elif's `in` decides it
    assert ask(ELSE, rules(end={"tie_break": "something-new"})) is None


RULING = """
def give_back(rules, position, owner):
    if rules.choice("replaced-noble", position.rulings) == "owner-supply":
        position.give_supply(owner, 1)  # LINE
"""


def test_a_ruling_is_not_decided_by_the_rule_values():
    assert ask(RULING, rules(nobles={"on_new_noble": "stack"})) is None


EARLY = """
def place(rules, region):
    if rules.nobles.on_new_noble == "stack":
        return stack(region)
    return region + 1  # LINE
"""


def test_an_earlier_return_on_a_decided_test():
    assert ask(EARLY, rules(nobles={"on_new_noble": "stack"})).value == "stack"
    assert ask(EARLY, rules(nobles={"on_new_noble": "replace"})) is None


CALLED = """
def place(rules, region):
    if rules.nobles.on_new_noble == "replace":
        return _replace(rules, region)
    return region


def _replace(rules, region):
    limit = rules.nobles.max_per_region  # LINE
    return limit
"""


@pytest.mark.parametrize("other, off", [
    ("", True),                                                       # its one call is behind the test
    ("def f(rules):\n    return _replace(rules, 0)\n", False),          # called elsewhere, unguarded
    ("HANDLERS = {'replace': _replace}\n", False),                    # passed on as a value, unguarded
    ("def f(rules):\n    if rules.nobles.on_new_noble == 'replace':\n        return [_replace]\n", True),
])
def test_a_function_is_off_when_every_use_of_its_name_is_off(other, off):
    guard = ask(CALLED, rules(nobles={"on_new_noble": "stack", "max_per_region": 1}), other)
    assert (guard is not None) == off
    if off:
        assert guard.place == "engine/a.py:3" and guard.key == "[nobles] on_new_noble"
