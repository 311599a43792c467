"""The models' counterexample documents (properties/models/documents.py) are positions the referee reads."""

from __future__ import annotations

from helpers import position_from
from referee.properties.models.documents import position_document
from referee.rules import load_rules


def test_a_document_reads_back_as_the_position_it_describes():
    rules = load_rules(("permanent-nobles",))
    players = ["Ann", "Bob", "Cy"]
    # Ann: 3 + 1 on the board and a Noble, so 19 - 5 = 14 in supply; Bob: 2 and a Noble, 16; Cy: nothing, 19
    markers = {5: {"Ann": 3, "Bob": 2, "Cy": 0}, 3: {"Ann": 1}}
    nobles = {1: ["Ann", "Bob"]}
    data = position_document(rules, players, 5, markers, nobles, {"Ann": 12, "Bob": 30, "Cy": 0},
                             {"Ann": 14, "Bob": 16, "Cy": 19}, dragons=1, banners={7: [7, 3]})
    position, read_rules = position_from(data)
    assert read_rules.short_label == rules.short_label
    assert position.king == 5 and position.dragons == 1
    assert position.markers_in(5, "Ann") == 3 and position.markers_in(5, "Bob") == 2
    assert position.markers_in(5, "Cy") == 0 and position.markers_in(3, "Ann") == 1
    assert position.nobles_in(1) == ["Ann", "Bob"]
    assert position.supply == {"Ann": 14, "Bob": 16, "Cy": 19}
    assert position.scores == {"Ann": 12, "Bob": 30, "Cy": 0}
    assert position.banners == {7: (7, 3)} or position.banners == {7: [7, 3]}
    # and the engine writes the same document back (the two writers agree)
    assert position.to_dict(read_rules) == data
