"""The typed Rules model holds exactly the declared keys (referee/rules/schema.py), with the declared types.

The model's dataclasses repeat each key's name and Python type so that type checkers and readers
see `rules.nobles.bonus_base: int` (a word-valued key's field the Literal of its words:
`rules.scoring.tie_rule: TieRule`); the declaration is the source, and this test fails when the two
part ways (a key declared and not held, held and not declared, or held with another type).
"""

from __future__ import annotations

import dataclasses
import typing

import pytest

from referee.rules import model, schema

PARTS = {"components": model.Components, "cards": model.CardRules, "roads": model.Roads,
         "scoring": model.ScoringRules, "nobles": model.NobleRules, "round": model.RoundRules,
         "end": model.EndRules, "regions": model.Region}
DERIVED = {"components": {"cards_per_player"}}          # set by the loader, not by a spec key

# the Python type that holds each declared type
PYTHON_TYPE = {"int": int, "str": str, "bool": bool, "int-list": tuple[int, ...],
               "pairs": tuple[tuple[int, int], ...], "str-list": tuple[str, ...]}


@pytest.mark.parametrize("table", [t for t in schema.GAME_TABLES if t.name != "game"], ids=lambda t: t.name)
def test_each_part_holds_exactly_its_declared_keys_with_their_types(table):
    part = PARTS[table.name]
    hints = typing.get_type_hints(part)
    held = {f.name for f in dataclasses.fields(part)} - DERIVED.get(table.name, set())
    assert held == {key.name for key in table.keys}
    for key in table.keys:
        assert hints[key.name] == held_type(key), key.name


def held_type(key):
    """The Python type of a key's field: a word-valued key's is the Literal of its words
    (referee/rules/words.py), so the type checker holds every comparison to them."""
    if not key.choices:
        return PYTHON_TYPE[key.type]
    word = typing.Literal[key.choices]
    return tuple[word, ...] if key.type == "str-list" else word


def test_the_game_table_is_held_by_the_top_level_rules():
    from referee.rules.describe import GAME_ATTRIBUTES

    hints = typing.get_type_hints(model.Rules)
    for name, attribute in GAME_ATTRIBUTES.items():
        assert hints[attribute] == PYTHON_TYPE[schema.GAME.key(name).type]
