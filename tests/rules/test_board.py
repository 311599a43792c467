"""Regions, names and the road graph: referee.board."""

from __future__ import annotations

import pytest

from referee.errors import UnknownRegionError
from referee.rules.board import Board, slugify
from referee.rules.model import Region, Roads

ZIN_KAIS_DEEP, DRAGONS_LAIR, TEMPLE_RUINS, SAVAGE_HILLS = 1, 2, 3, 4
DARK_TOWER, WIZARDS_TOWER, KINGS_ALTAR, KINGS_CASTLE = 5, 6, 7, 8


def test_slugify():
    assert slugify("Zin Kai's Deep") == "zin-kais-deep"
    assert slugify("Zin Kai\u2019s Deep") == "zin-kais-deep"
    assert slugify("  King's  Castle ") == "kings-castle"


@pytest.mark.parametrize("key, number", [("Dark Tower", 5), ("dark-tower", 5), ("dark tower", 5), (5, 5), ("5", 5),
                                         ("Zin Kai's Deep", 1), ("zin-kais-deep", 1), ("Zin Kai\u2019s Deep", 1),
                                         ("zin kais deep", 1), ("Zin Kais' Deep", 1), ("Dark - Tower", 5),
                                         (" 8 ", 8), ("05", 5)])
def test_lookup(rules, key, number):
    assert rules.board.lookup(key) == number


@pytest.mark.parametrize("key", [0, 9, "9", "0", "²", "5" * 5000, "0" * 5000, True, None, 5.0, "", "Atlantis"])
def test_lookup_unknown(rules, key):
    with pytest.raises(UnknownRegionError):
        rules.board.lookup(key)


def test_lookup_suggests_nearest(rules):
    with pytest.raises(UnknownRegionError) as exc:
        rules.board.lookup("Kings Castel")
    assert "King's Castle" in exc.value.suggestions
    assert "did you mean" in str(exc.value)


def test_lookup_offers_at_most_the_two_nearest_names(rules):
    # "Kings Tower" is near four names (King's Altar, King's Castle, Dark Tower, Wizard's Tower
    # by difflib's ratio on slugs: 0.73, 0.70, 0.67, 0.67); one line of help names two, the nearest first.
    with pytest.raises(UnknownRegionError) as exc:
        rules.board.lookup("Kings Tower")
    assert exc.value.suggestions == ["King's Altar", "King's Castle"]
    # a number that is no region has no name to suggest
    with pytest.raises(UnknownRegionError) as exc:
        rules.board.lookup(9)
    assert exc.value.suggestions == []


def test_a_region_is_found_by_its_name_when_its_slug_differs():
    # A spec may give a region a short slug; users still type the printed name.
    regions = (Region(1, "Dark Tower", "dt", (5, 4, 2, 1), "rulebook"), Region(2, "Lair", "lair", (2, 1), "rulebook"))
    board = Board(regions, Roads("Board", (1, 2), (), (), 1))
    assert (board.lookup("dt"), board.lookup("Dark Tower"), board.lookup("dark tower")) == (1, 1, 1)


@pytest.mark.parametrize("key, region", [("Temple Ruins?", "Temple Ruins"), ("(Dark Tower)", "Dark Tower"),
                                         ("Dark_Tower", "Dark Tower"), ("Dark.Tower", "Dark Tower"),
                                         ("-Dark Tower-", "Dark Tower"), ("'Dark Tower'", "Dark Tower")])
def test_a_name_written_with_other_punctuation_is_refused_suggesting_the_region(rules, key, region):
    # docs/players.md: a name is read whatever its case, its apostrophes and the spaces between its
    # words; other punctuation is no part of a name a player writes: refused, the region suggested
    # first, never read as that region in silence
    with pytest.raises(UnknownRegionError) as exc:
        rules.board.lookup(key)
    assert exc.value.suggestions[0] == region


def test_a_printed_name_holding_punctuation_is_read_by_that_name():
    # a printing (a variant's spec) may name a region with characters a player's word may not hold:
    # its own name is read, whatever its case and spaces, and its slug; the name with more is not
    regions = (Region(1, "Tower (North)", "tower-north", (5, 4, 2, 1), "rulebook"),
               Region(2, "Lair", "lair", (2, 1), "rulebook"))
    board = Board(regions, Roads("Board", (1, 2), (), (), 1))
    assert [board.lookup(k) for k in ("Tower (North)", "tower  (NORTH)", "tower-north")] == [1, 1, 1]
    with pytest.raises(UnknownRegionError):
        board.lookup("Tower (North)?")


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


def test_king_path_follows_the_route_and_never_repeats_a_region(rules):
    board = rules.board
    # "Scoring": with Dragons the King's region and the next ones along the route are scored,
    # in route order; a path never holds a region twice, however many are asked for.
    assert board.king_path(DARK_TOWER, 1) == [DARK_TOWER]
    assert board.king_path(DARK_TOWER, 3) == [DARK_TOWER, DRAGONS_LAIR, KINGS_CASTLE]
    assert board.king_path(KINGS_ALTAR, 12) == [7, 3, 5, 2, 8, 1, 6, 4]


def test_king_path_takes_a_side_road_the_spec_makes_him_travel():
    # A variant board where the King turns from 2 to 4 (skipping 3): the path goes 1, 2, 4 and
    # stops when the next region (1) is already in it.
    regions = tuple(Region(n, f"R{n}", f"r{n}", (1,), "rulebook") for n in (1, 2, 3, 4))
    board = Board(regions, Roads("Board", (1, 2, 3, 4), ((2, 4),), ((2, 4),), 1))
    assert board.king_path(1, 4) == [1, 2, 4]
    assert board.king_path(3, 10) == [3, 4, 1, 2]


def test_bonus_regions_under_each_bonus_rule(rules):
    # "Nobles" ([nobles] bonus): the rulebook's chain, or (variants) the region alone, or the
    # region and its owned neighbours along a road. Dark Tower's roads lead to Temple Ruins and
    # Dragon's Lair; King's Castle is not next to it.
    board = rules.board
    owned = [DARK_TOWER, TEMPLE_RUINS, ZIN_KAIS_DEEP, KINGS_CASTLE]
    assert board.bonus_regions(DARK_TOWER, owned, "region-only") == [DARK_TOWER]
    assert board.bonus_regions(DARK_TOWER, owned, "adjacent-only") == [TEMPLE_RUINS, DARK_TOWER]
    # the chain goes on from Temple Ruins along the side road to Zin Kai's Deep, then to King's Castle
    assert board.bonus_regions(DARK_TOWER, owned) == [ZIN_KAIS_DEEP, TEMPLE_RUINS, DARK_TOWER, KINGS_CASTLE]


def test_neighbours(rules):
    board = rules.board

    def neighbours(region):
        return sorted(board.graph.neighbors(region))
    # Check from RULES-NOTES: Dark Tower's neighbours are Temple Ruins and Dragon's Lair.
    assert neighbours(DARK_TOWER) == [DRAGONS_LAIR, TEMPLE_RUINS]
    # "Nobles": Temple Ruins and Zin Kai's Deep have three roads, every other region two.
    assert neighbours(TEMPLE_RUINS) == [ZIN_KAIS_DEEP, DARK_TOWER, KINGS_ALTAR]
    assert neighbours(ZIN_KAIS_DEEP) == [TEMPLE_RUINS, WIZARDS_TOWER, KINGS_CASTLE]
    degrees = {n: len(neighbours(n)) for n in board.route}
    assert degrees == {1: 3, 3: 3, 2: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2}
    assert board.graph.number_of_edges() == 9      # 8 route roads + 1 side road
    assert board.graph.edges[TEMPLE_RUINS, ZIN_KAIS_DEEP]["kind"] == "side"


def test_chain(rules):
    board = rules.board     # bonus_regions' connected-chain, the rulebook's bonus ("Nobles")
    # Three-Noble example: Temple Ruins - Dark Tower - Dragon's Lair, in route order.
    assert board.bonus_regions(DARK_TOWER, [TEMPLE_RUINS, DARK_TOWER, DRAGONS_LAIR]) == [TEMPLE_RUINS, DARK_TOWER, DRAGONS_LAIR]
    # Through the side road: Dark Tower - Temple Ruins - Zin Kai's Deep.
    assert set(board.bonus_regions(DARK_TOWER, [DARK_TOWER, TEMPLE_RUINS, ZIN_KAIS_DEEP])) == {1, 3, 5}
    # Not connected: King's Castle is two roads from Dark Tower.
    assert board.bonus_regions(DARK_TOWER, [DARK_TOWER, KINGS_CASTLE]) == [DARK_TOWER]


def test_name(rules):
    assert [rules.board.name(n) for n in (1, 5, 8)] == ["Zin Kai's Deep", "Dark Tower", "King's Castle"]


def test_networkx_is_imported_only_when_a_road_is_asked_about():
    # Loading the rules and reading a position ask nothing of the roads: networkx (about 0.2 s to
    # import) waits until a Noble chain or a picture needs the road graph.
    import subprocess
    import sys

    code = ("import sys\n"
            "from referee.io.position_reader import read_position\n"
            "import referee.cli\n"
            "read_position({'players': ['Ann', 'Bob'], 'king': 'Dark Tower', 'scores': {'Ann': 0, 'Bob': 0}})\n"
            "assert 'networkx' not in sys.modules\n"
            "from referee.rules import load_rules\n"
            "board = load_rules().board\n"
            "assert board.bonus_regions(1, [1, 2]) and 'networkx' in sys.modules\n"
            "assert board.graph.number_of_edges() == len(board.route) + len(board.side_roads)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
