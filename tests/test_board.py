"""Regions, names and the road graph: referee.board."""

from __future__ import annotations

import pytest

from referee.rules.board import slugify
from referee.errors import UnknownRegionError

ZIN_KAIS_DEEP, DRAGONS_LAIR, TEMPLE_RUINS, SAVAGE_HILLS = 1, 2, 3, 4
DARK_TOWER, WIZARDS_TOWER, KINGS_ALTAR, KINGS_CASTLE = 5, 6, 7, 8


def test_slugify():
    assert slugify("Zin Kai's Deep") == "zin-kais-deep"
    assert slugify("Zin Kai\u2019s Deep") == "zin-kais-deep"
    assert slugify("  King's  Castle ") == "kings-castle"


@pytest.mark.parametrize("key, number", [("Dark Tower", 5), ("dark-tower", 5), ("dark tower", 5), (5, 5), ("5", 5),
                                         ("Zin Kai's Deep", 1), ("zin-kais-deep", 1), ("Zin Kai\u2019s Deep", 1)])
def test_lookup(rules, key, number):
    assert rules.board.lookup(key) == number


@pytest.mark.parametrize("key", [0, 9, "9", True, None, 5.0, "", "Atlantis"])
def test_lookup_unknown(rules, key):
    with pytest.raises(UnknownRegionError):
        rules.board.lookup(key)


def test_lookup_suggests_nearest(rules):
    with pytest.raises(UnknownRegionError) as exc:
        rules.board.lookup("Kings Castel")
    assert "King's Castle" in exc.value.suggestions
    assert "did you mean" in str(exc.value)


def test_route_wraps_around(rules):
    board = rules.board
    # "Scoring": 1 -> 6 -> 4 -> 7 -> 3 -> 5 -> 2 -> 8 -> back to 1
    assert board.next_on_route(ZIN_KAIS_DEEP) == WIZARDS_TOWER
    assert board.next_on_route(KINGS_CASTLE) == ZIN_KAIS_DEEP
    assert board.next_on_route(DARK_TOWER, 2) == KINGS_CASTLE
    # The King never takes the side road: from Temple Ruins he goes to Dark Tower.
    assert board.next_on_route(TEMPLE_RUINS) == DARK_TOWER
    assert board.route_from(DARK_TOWER, 3) == [DARK_TOWER, DRAGONS_LAIR, KINGS_CASTLE]
    assert board.route_from(KINGS_ALTAR, 8) == [7, 3, 5, 2, 8, 1, 6, 4]


def test_neighbours(rules):
    board = rules.board
    # Check from RULES-NOTES: Dark Tower's neighbours are Temple Ruins and Dragon's Lair.
    assert board.neighbours(DARK_TOWER) == [DRAGONS_LAIR, TEMPLE_RUINS]
    # "Nobles": Temple Ruins and Zin Kai's Deep have three roads, every other region two.
    assert board.neighbours(TEMPLE_RUINS) == [ZIN_KAIS_DEEP, DARK_TOWER, KINGS_ALTAR]
    assert board.neighbours(ZIN_KAIS_DEEP) == [TEMPLE_RUINS, WIZARDS_TOWER, KINGS_CASTLE]
    degrees = {n: len(board.neighbours(n)) for n in board.route}
    assert degrees == {1: 3, 3: 3, 2: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2}
    assert board.graph.number_of_edges() == 9      # 8 route roads + 1 side road
    assert board.graph.edges[TEMPLE_RUINS, ZIN_KAIS_DEEP]["kind"] == "side"


def test_chain(rules):
    board = rules.board
    # Three-Noble example: Temple Ruins - Dark Tower - Dragon's Lair, in route order.
    assert board.chain(DARK_TOWER, [TEMPLE_RUINS, DARK_TOWER, DRAGONS_LAIR]) == [TEMPLE_RUINS, DARK_TOWER, DRAGONS_LAIR]
    # Through the side road: Dark Tower - Temple Ruins - Zin Kai's Deep.
    assert set(board.chain(DARK_TOWER, [DARK_TOWER, TEMPLE_RUINS, ZIN_KAIS_DEEP])) == {1, 3, 5}
    # Not connected: King's Castle is two roads from Dark Tower.
    assert board.chain(DARK_TOWER, [DARK_TOWER, KINGS_CASTLE]) == [DARK_TOWER]
    # No Noble in the region itself: no chain.
    assert board.chain(DARK_TOWER, [TEMPLE_RUINS]) == []


def test_name(rules):
    assert [rules.board.name(n) for n in (1, 5, 8)] == ["Zin Kai's Deep", "Dark Tower", "King's Castle"]
