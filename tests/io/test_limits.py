"""referee/limits.py: the limits are stated once, and the JSON Schemas (the documented shape) agree.

The readers check shape, type and range themselves (they are total: no input raises); the
shipped schemas describe the same shape. These tests keep the two from drifting apart: the
schemas quote the limits' numbers, and a position the reader accepts always passes the schema.
"""

from __future__ import annotations

import json

import jsonschema
from hypothesis import HealthCheck, given, settings

from fuzz_strategies import POSITIONS, mutated
from helpers import REPO
from referee import limits
from referee.io.position_reader import read_position

SCHEMAS = REPO / "referee" / "io" / "schema"
POSITION_SCHEMA = json.loads((SCHEMAS / "position.schema.json").read_text(encoding="utf-8"))
GAME_SCHEMA = json.loads((SCHEMAS / "game.schema.json").read_text(encoding="utf-8"))


def test_position_schema_states_the_limits():
    defs, props = POSITION_SCHEMA["$defs"], POSITION_SCHEMA["properties"]
    assert defs["playerName"]["maxLength"] == limits.MAX_NAME_LENGTH == 40    # the 40 characters
    assert props["banners"]["additionalProperties"]["items"]["maximum"] == limits.MAX_BANNER_VALUE
    assert props["round"]["maximum"] == limits.MAX_ROUNDS
    assert props["variants"]["maxItems"] == limits.MAX_VARIANTS
    assert defs["count"]["maximum"] == limits.MAX_POINTS


def test_game_schema_states_the_limits():
    props = GAME_SCHEMA["properties"]
    assert props["rounds"]["maxItems"] == limits.MAX_ROUNDS
    assert props["players"]["items"]["maxLength"] == limits.MAX_NAME_LENGTH
    assert props["banners"]["additionalProperties"]["items"]["maximum"] == limits.MAX_BANNER_VALUE


def test_input_size_limit_is_a_few_megabytes():
    # "input size (a few MB)": more than a real record (a 1,000-round record is about 150 kB),
    # small enough that reading it is quick.
    assert 1 * limits.MB <= limits.MAX_INPUT_BYTES <= 8 * limits.MB
    assert limits.size_text(limits.MAX_INPUT_BYTES) == "4 MB"


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(POSITIONS, steps=2))
def test_a_position_the_reader_accepts_passes_the_schema(doc):
    # The reader may refuse more than the schema (the rules: region names, marker totals ...),
    # never less: anything it scores has the documented shape.
    position, _, problems = read_position(doc)
    if position is not None and not any(p.severity == "error" for p in problems):
        jsonschema.Draft202012Validator(POSITION_SCHEMA).validate(doc)
