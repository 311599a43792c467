"""The mutable game state: referee.position."""

from __future__ import annotations

import dataclasses

from referee.engine.position import Position


def make(**kwargs) -> Position:
    base = dict(players=["A", "B"], king=5, markers={5: {"A": 3}, 2: {"A": 1, "B": 2}},
                nobles={5: ["B"], 3: ["A"]}, scores={"A": 4, "B": 0}, supply={"A": 14, "B": 16})
    base.update(kwargs)
    return Position(**base)


def test_influence_counts_nobles():
    # Dark Tower: A 3 markers; B 0 markers + 1 Noble, at the rulebook's one marker a Noble
    assert make().influence(5, noble_weight=1) == {"A": 3, "B": 1}
    assert make().influence(5, noble_weight=2) == {"A": 3, "B": 2}


def test_counts_and_marker_total():
    pos = make()
    assert pos.markers_on_board("A") == 4 and pos.nobles_on_board("A") == 1
    # A: 4 board + 1 Noble + 14 supply + 1 score track = 20; B: 2 + 1 + 16 + 1 = 20
    assert pos.marker_total("A", 1) == 20 and pos.marker_total("B", 1) == 20
    assert make(supply=None).marker_total("A", 1) is None
    assert sorted(pos.noble_regions("A")) == [3]


def test_add_markers_drops_empty_entries():
    pos = make()
    pos.add_markers(5, "A", -3)
    assert 5 not in pos.markers
    pos.add_markers(2, "B", 1)
    assert pos.markers[2] == {"A": 1, "B": 3}


def test_give_supply_only_when_known():
    pos = make()
    pos.give_supply("A", 2)
    assert pos.supply["A"] == 16
    unknown = make(supply=None)
    unknown.give_supply("A", 2)
    assert unknown.supply is None


def test_copy_is_deep():
    pos = make()
    other = pos.copy()
    other.markers[5]["A"] = 0
    other.nobles[5].append("A")
    assert pos.markers[5]["A"] == 3 and pos.nobles[5] == ["B"]


def test_a_copy_shares_no_list_or_dict_with_its_original_at_any_depth():
    # every field (and any field added later) either holds an immutable value or is copied down to
    # its last list or dict: Position.copy spells the copy out field by field, so a new mutable field
    # it forgets fails here
    pos = make(banners={3: (3, 2, 1)}, rulings={"knight-declined": "declined-unless-added"},
               used={"A": ["dragon"]}, variants=["permanent-nobles"])
    other = pos.copy()
    assert other == pos

    def containers(value, path):
        if isinstance(value, (list, dict)):
            yield path, value
            for key, item in (value.items() if isinstance(value, dict) else enumerate(value)):
                yield from containers(item, f"{path}[{key!r}]")
        else:
            assert isinstance(value, (str, int, bool, tuple, type(None))), (path, value)

    for field in dataclasses.fields(Position):
        original = dict(containers(getattr(pos, field.name), field.name))
        copied = dict(containers(getattr(other, field.name), field.name))
        assert original.keys() == copied.keys()
        assert [path for path in original if original[path] is copied[path]] == [], field.name


def test_to_dict_uses_region_names_in_route_order(rules):
    data = make(banners={3: (3, 2, 1)}, rulings={"knight-declined": "declined-unless-added"}).to_dict(rules)
    # route order 1, 6, 4, 7, 3, 5, 2, 8: Temple Ruins, Dark Tower, Dragon's Lair
    assert list(data["board"]) == ["Temple Ruins", "Dark Tower", "Dragon's Lair"]
    assert data["board"]["Dark Tower"] == {"influence": {"A": 3}, "nobles": ["B"]}
    assert data["king"] == "Dark Tower" and data["dragons"] == 0
    assert data["banners"] == {"Temple Ruins": [3, 2, 1]}
    assert data["rulings"] == {"knight-declined": "declined-unless-added"}
    assert "game_over" not in data and "variants" not in data


def test_a_supply_is_held_in_seat_order_whatever_order_it_was_given_in():
    # docs/players.md: every table by player is told in seat order; a supply written Bob first, Ann's
    # seat being first, is held (and so answered by `score --json`) Ann first, each count its own
    pos = make(supply={"B": 16, "A": 14})
    assert list(pos.supply) == ["A", "B"] and pos.supply == {"A": 14, "B": 16}
    assert list(pos.copy().supply) == ["A", "B"]
    assert make(supply=None).supply is None
