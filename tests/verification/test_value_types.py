"""properties.conformance.value_types: every value of a position written as another type, refused once where it is.

Each slip below is a reader's silent repair: the value read as the one it resembles. The row must
name it, and must agree on the unchanged reader under the standard rules and Permanent Nobles."""

from __future__ import annotations

import random

import pytest

from helpers import replaced
from referee.io import json_input, position_reader
from referee.properties.conformance import position_domain, value_types
from referee.properties.conformance.oracle import OracleReport
from referee.properties.strategies import RandomPick, pick_position
from referee.rules import load_rules

STANDARD = load_rules()


def drawn(rules, seed: str = "32:0") -> dict:
    rng = random.Random(seed)
    position = pick_position(RandomPick(rng), rules, custom_banners=True)
    ruling = rules.rulings[0]
    position.rulings = {ruling.id: next(a for a in ruling.alternatives if a != ruling.default)}
    return position.to_dict(rules)


def typed(rules, doc: dict) -> OracleReport:
    report = OracleReport("")
    value_types.run(rules, doc, report, lambda r, d: position_domain.engine_problems(r, d)[0])
    return report


@pytest.mark.parametrize("names", [(), ("permanent-nobles",)], ids=["standard", "permanent-nobles"])
def test_every_value_of_another_type_is_refused_once_where_it_is(names):
    rules = load_rules(names)
    doc = drawn(rules)
    report = typed(rules, doc)
    assert report.ok, report.mismatches[:2]
    # each place a player writes a value, at each other type its kind has: scores and supplies,
    # the King, every region's cell, table, influence and Noble, the banners and their values, the rulings
    assert report.cases == sum(len(value_types.OTHER_TYPES[kind]) for *_, kind, _ in value_types.places(doc))
    assert report.cases > 100


def test_the_places_name_the_banners_values_at_their_banner():
    # a banner is refused as a whole ("Preparation": a banner is one card of values), so its values'
    # errors are named at the banner; every other value at its own field
    doc = {"king": "Dark Tower", "board": {}, "banners": {"Dark Tower": [6, 3]}, "scores": {"Ann": 2}}
    named = {path: at for path, _, _, _, at in value_types.places(doc)}
    assert named['banners."Dark Tower"[1]'] == 'banners."Dark Tower"'
    assert named["scores.Ann"] == "scores.Ann" and named["king"] == "king"


def test_true_read_as_one_is_found(monkeypatch):
    # JSON's true and false are Python ints: a whole-number test that forgets it reads true as 1 and
    # false as 0
    monkeypatch.setattr(json_input, "is_int", replaced(
        json_input, "is_int", "return isinstance(value, int) and not isinstance(value, bool)",
        "return isinstance(value, int)"))
    found = {m["damage"] for m in typed(STANDARD, drawn(STANDARD)).mismatches}
    assert found and all(d.endswith(("written as True", "written as False")) for d in found)
    assert any(d.endswith("written as False") for d in found)


def test_a_count_written_as_text_read_as_its_number_is_found(monkeypatch):
    # "2" read as 2: a silent repair of the scores and supplies a page or a file gives as text
    monkeypatch.setattr(position_reader._FieldReader, "player_counts", replaced(
        position_reader._FieldReader, "player_counts", "n = self.out.count(f, value, maximum=maximum, why=why)",
        "n = self.out.count(f, int(value) if isinstance(value, str) and value.isdigit() else value, "
        "maximum=maximum, why=why)"))
    found = {m["damage"] for m in typed(STANDARD, drawn(STANDARD)).mismatches}
    assert found and all(d.endswith("written as '2'") and d.startswith(("scores.", "supply.")) for d in found)


def test_spent_cards_written_as_a_list_let_through_are_found(monkeypatch):
    # a table's type check that lets a list through: the reader then stops on it (raises), where
    # it must refuse it at `used`
    monkeypatch.setattr(position_reader._FieldReader, "used", replaced(
        position_reader._FieldReader, "used", 'if not isinstance(raw, dict):\n        out.add("BAD_TYPE", "used"',
        'if not isinstance(raw, (dict, list)):\n        out.add("BAD_TYPE", "used"'))
    with pytest.raises(AttributeError):
        typed(STANDARD, drawn(STANDARD))
