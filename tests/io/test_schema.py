"""The published JSON Schema of the position file (referee/io/schema/position.schema.json)."""

from __future__ import annotations

import json

import jsonschema
import pytest

from helpers import REPO
from referee.io.position_reader import read_position

SCHEMA_FILE = REPO / "referee" / "io" / "schema" / "position.schema.json"
# King's Road positions; struggle-*.json and favor-*.json are the other games' examples (their own tests)
EXAMPLES = sorted(p for p in (REPO / "examples").glob("*.json") if not p.name.startswith(("struggle-", "favor-")))
BASE = {"players": ["Jen", "Phil"], "king": "Dark Tower"}


@pytest.fixture(scope="module")
def validator():
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    return jsonschema.Draft202012Validator(schema)


def test_there_are_examples():
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_bundled_examples_validate_and_explain_themselves(validator, path):
    data = json.loads(path.read_text(encoding="utf-8"))
    validator.validate(data)
    assert data.get("comment")                          # every example says what it shows
    _, _, problems = read_position(data)                # and the referee accepts it too
    assert [p.message for p in problems if p.severity == "error"] == []


def test_resulting_position_validates(validator):
    # What `referee score --out` writes must be a valid position file as well.
    from referee.engine.adjudicate import score_position
    data = json.loads(EXAMPLES[0].read_text(encoding="utf-8"))
    position, rules, _ = read_position(data)
    validator.validate(score_position(position, rules).to_dict(rules)["position"])


@pytest.mark.parametrize("extra", [
    {"players": ["Jen"]},                                        # fewer than 2 players
    {"players": ["A", "B", "C", "D", "E", "F"]},                 # more than 5
    {"players": ["Jen", "Jen"]},                                 # duplicate
    {"players": ["Jen", ""]},                                    # empty name
    {"king": 9},                                                 # no region 9
    {"king": None},
    {"board": {"Dark Tower": {"influence": {"Jen": -1}}}},       # negative count
    {"board": {"Dark Tower": {"influence": {"Jen": 1.5}}}},      # non-integer count
    {"board": {"Dark Tower": {"influense": {}}}},                # unknown region field
    {"board": {"Dark Tower": {"nobles": "Jen"}}},                # nobles is a list
    {"scores": {"Jen": "12"}},
    {"dragons": -1},
    {"dragons": 6},                                              # more than 5 players' Dragons
    {"banners": {"Dark Tower": []}},                             # 1-4 values
    {"banners": {"Dark Tower": [5, 4, 3, 2, 1]}},
    {"variants": "permanent-nobles"},                            # a list
    {"game_over": "no"},
    {"kings": 5},                                                # unknown top-level field
])
def test_bad_positions_fail(validator, extra):
    with pytest.raises(jsonschema.ValidationError):
        validator.validate({**BASE, **extra})


@pytest.mark.parametrize("missing", ["players", "king"])
def test_required_fields(validator, missing):
    data = dict(BASE)
    del data[missing]
    with pytest.raises(jsonschema.ValidationError):
        validator.validate(data)


@pytest.mark.parametrize("king", ["Dark Tower", "dark-tower", "5", 5])
def test_region_keys(validator, king):
    validator.validate({**BASE, "king": king, "board": {str(king): {"influence": {"Jen": 1}, "nobles": ["Phil"]}}})
