"""Allowed ranges of the spec's numbers: a variant may change a value, never past what the game allows.

The ranges are declared once, on the keys of referee.rules.schema (`low`, `high`); this module
checks them. The loader checks types and choices; the ranges are checked once on the built
Rules, so that a variant such as `regions_per_dragon = -1` or `min_players = 9` with
`max_players = 1` is refused at load with a SpecError naming the file and the key, instead of
breaking a command later. A bound may depend on the rules (e.g. at most the number of regions).
"""

from __future__ import annotations

from typing import Callable

from ..errors import SpecError
from ..messages import text
from . import schema
from .describe import GAME_ATTRIBUTES
from .model import Rules


def _value_of(table: str, key: str) -> Callable[[Rules], int]:
    if table == "game":
        return lambda rules: getattr(rules, GAME_ATTRIBUTES[key])
    return lambda rules: getattr(getattr(rules, table), key)


def _declared() -> tuple[tuple[str, Callable[[Rules], int], schema.Key], ...]:
    """(dotted key as written in the spec, its value in the rules, its declaration), in spec order."""
    return tuple((f"{table.name}.{key.name}", _value_of(table.name, key.name), key)
                 for table in schema.GAME_TABLES if not table.many
                 for key in table.keys if key.has_range)


# (dotted key, value, lowest, highest): read from the schema, never declared here
RANGES = tuple((dotted, value_of, key.low, key.high) for dotted, value_of, key in _declared())


def check_ranges(rules: Rules, file: str) -> None:
    """Raise SpecError for the first value outside its range; `file` is the last file loaded."""
    for dotted, value_of, low, high in RANGES:
        _check(value_of(rules), low, high, rules, file, dotted)
    number = schema.REGION.key("number")
    for region in rules.regions:
        _check(region.number, number.low, number.high, rules, file, "regions.number")


def _check(value: int, low: int | schema.Bound | None, high: int | schema.Bound | None, rules: Rules, file: str,
           dotted: str) -> None:
    lo = value if low is None else schema.bound_value(low, rules)        # None: no bound that side
    hi = value if high is None else schema.bound_value(high, rules)
    if not lo <= value <= hi:
        raise SpecError(file, dotted, text("spec.out-of-range", value=value, low=lo, high=hi))
