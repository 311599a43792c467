"""lab.region_points: the compiled simulator's region scoring as a plain function."""

from __future__ import annotations

from referee import api
from referee.lab.region_points import compiled_region_scorer


def test_the_rulebooks_dark_tower_example_as_the_kernel_pays_it():
    # "Scoring": banner 5-4-2-1, four players with 4, 3, 2 and 1 markers; 4 players -> 3 places pay
    scorer = compiled_region_scorer(api.load_rules(), (4,))
    assert scorer((4, 3, 2, 1), (5, 4, 2, 1)) == [5, 4, 2, 0]
    # "Scoring — Ties": two tied for 1st both get the 2nd place's 4; the next player is 3rd (2)
    assert scorer((3, 3, 1, 0), (5, 4, 2, 1)) == [4, 4, 2, 0]


def test_the_next_place_ranking_as_the_kernel_pays_it():
    # ruling tie-ranking = 1-1-2: the two tied for 1st still get the 2nd place's 4, but the next
    # player takes the very next place, the 2nd (4), not the 3rd
    scorer = compiled_region_scorer(api.load_rules(rulings={"tie-ranking": "1-1-2"}), (4,))
    assert scorer((3, 3, 1, 0), (5, 4, 2, 1)) == [4, 4, 4, 0]


def test_rules_the_batch_simulator_does_not_play_have_no_scorer():
    # ten cards a round: more than every hand can always make a legal selection of (lab.support)
    from helpers import REPO

    rules = api.load_rules((str(REPO / "tests" / "data" / "ten-cards-dragon-every-round.toml"),))
    assert compiled_region_scorer(rules, (2, 3, 4, 5)) is None
