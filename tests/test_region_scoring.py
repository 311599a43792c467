"""Places and points in one region ("Scoring", "Scoring — Ties"): referee.region_scoring."""

from __future__ import annotations

import pytest

from referee.engine.region_scoring import explain_placing, ordinal, place_players

DARK_TOWER = (5, 4, 2, 1)   # the only banner printed in the rulebook text ("Scoring" worked example)


def points(placings) -> dict[str, int]:
    return {pl.player: pl.points for pl in placings}


def by_player(placings) -> dict:
    return {pl.player: pl for pl in placings}


# ---------------------------------------------------------------- the rulebook's worked examples

def test_rulebook_dark_tower_four_players():
    # "Scoring": 4 players, Jen 4, Phil 3, Chris 2, Simon 1 in Dark Tower (5-4-2-1).
    # 4 players -> 3 paid places. Jen 1st = 5, Phil 2nd = 4, Chris 3rd = 2,
    # Simon 4th is not paid in a 4-player game -> 0.
    placings = place_players({"Jen": 4, "Phil": 3, "Chris": 2, "Simon": 1}, DARK_TOWER, paid_places=3)
    assert points(placings) == {"Jen": 5, "Phil": 4, "Chris": 2, "Simon": 0}
    simon = by_player(placings)["Simon"]
    assert (simon.first_place, simon.last_place, simon.reason) == (4, 4, "not-paid-place")


def test_rulebook_two_tied_for_most_get_second_place():
    # "Scoring — Ties": two players tied for most in Dark Tower span places 1-2 and both
    # receive the lower one, 2nd place = 4.
    placings = place_players({"A": 3, "B": 3, "C": 0, "D": 0}, DARK_TOWER, paid_places=3)
    assert points(placings) == {"A": 4, "B": 4, "C": 0, "D": 0}
    a = by_player(placings)["A"]
    assert (a.first_place, a.last_place, a.tied_with) == (1, 2, 2)


def test_rulebook_three_tied_for_most_four_players():
    # "Scoring — Ties": three tied for most in a 4-player game span places 1-3; 3rd place
    # is paid (3 paid places) -> all receive the 3rd value, 2.
    placings = place_players({"A": 2, "B": 2, "C": 2, "D": 0}, DARK_TOWER, paid_places=3)
    assert points(placings) == {"A": 2, "B": 2, "C": 2, "D": 0}


def test_rulebook_three_tied_for_most_three_players():
    # Same tie in a 3-player game: only 2 places pay, the tie reaches 3rd -> all get 0.
    placings = place_players({"A": 2, "B": 2, "C": 2}, DARK_TOWER, paid_places=2)
    assert points(placings) == {"A": 0, "B": 0, "C": 0}
    assert {pl.reason for pl in placings} == {"not-paid-place"}


def test_rulebook_three_player_cap():
    # "Scoring": in a 3-player game only 1st and 2nd pay; the 3rd player gets nothing
    # even with influence there. Dark Tower: 5, 4, 0.
    placings = place_players({"A": 3, "B": 2, "C": 1}, DARK_TOWER, paid_places=2)
    assert points(placings) == {"A": 5, "B": 4, "C": 0}


# ---------------------------------------------------------------- every rule

def test_two_players_only_first_place_pays():
    # 2 players -> 1 paid place: the leader gets 5, the other 0.
    assert points(place_players({"A": 2, "B": 1}, DARK_TOWER, paid_places=1)) == {"A": 5, "B": 0}


def test_players_without_influence_are_not_placed():
    # Only players with at least one influence are ranked: C and D have none, so B is
    # 2nd (4 points), not pushed down; C, D are "no-influence" with place 0.
    placings = place_players({"A": 3, "B": 1, "C": 0, "D": 0}, DARK_TOWER, paid_places=3)
    assert points(placings) == {"A": 5, "B": 4, "C": 0, "D": 0}
    c = by_player(placings)["C"]
    assert (c.first_place, c.reason) == (0, "no-influence")


def test_tie_below_the_leader_takes_lower_place():
    # A alone 1st (5). B and C tie for 2nd-3rd -> both get the 3rd value, 2. D is then 4th,
    # not paid in a 4-player game -> 0.
    placings = place_players({"A": 5, "B": 2, "C": 2, "D": 1}, DARK_TOWER, paid_places=3)
    assert points(placings) == {"A": 5, "B": 2, "C": 2, "D": 0}
    d = by_player(placings)["D"]
    assert d.first_place == 4


def test_tie_reaching_past_paid_places_pays_nothing():
    # 4 players: C and D tie for 3rd-4th; the tie reaches the unpaid 4th place -> 0 each,
    # although 3rd place alone would have paid 2.
    placings = place_players({"A": 4, "B": 3, "C": 1, "D": 1}, DARK_TOWER, paid_places=3)
    assert points(placings) == {"A": 5, "B": 4, "C": 0, "D": 0}


def test_place_beyond_a_short_banner_pays_nothing():
    # 5 players pay 4 places, but a 3-value banner (3-2-1) has no 4th value -> 0,
    # reason "beyond-banner" (not the player-count cap).
    placings = place_players({"A": 4, "B": 3, "C": 2, "D": 1, "E": 0}, (3, 2, 1), paid_places=4)
    assert points(placings) == {"A": 3, "B": 2, "C": 1, "D": 0, "E": 0}
    assert by_player(placings)["D"].reason == "beyond-banner"


def test_more_influence_never_earns_less():
    # Monotonic on a few hand-picked shapes: each earlier player has strictly more influence
    # and Dark Tower's values never increase, so points never increase down the list.
    for influence in ({"A": 5, "B": 4, "C": 3, "D": 2, "E": 1}, {"A": 3, "B": 3, "C": 2, "D": 1, "E": 1}):
        placings = place_players(influence, DARK_TOWER, paid_places=4)
        ordered = sorted(placings, key=lambda pl: -pl.influence)
        pts = [pl.points for pl in ordered]
        assert pts == sorted(pts, reverse=True)


def test_min_influence_parameter():
    # With min_influence 2 (a hypothetical variant), a single marker does not place.
    placings = place_players({"A": 3, "B": 1}, DARK_TOWER, paid_places=1, min_influence=2)
    assert by_player(placings)["B"].reason == "no-influence"


def test_placing_to_dict():
    pl = by_player(place_players({"A": 3, "B": 3}, DARK_TOWER, paid_places=1))["A"]
    # tie for 1st-2nd with 1 paid place (2 players) -> 0, not paid
    assert pl.to_dict() == {"player": "A", "influence": 3, "places": [1, 2], "tied_with": 2,
                            "points": 0, "reason": "not-paid-place"}


# ---------------------------------------------------------------- explanations

@pytest.mark.parametrize("n, text", [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"),
                                     (12, "12th"), (13, "13th"), (21, "21st"), (22, "22nd")])
def test_ordinal(n, text):
    assert ordinal(n) == text


def test_explain_tie_paid_lower_place():
    pl = place_players({"A": 3, "B": 3, "C": 1, "D": 0}, DARK_TOWER, paid_places=3)[0]
    assert explain_placing(pl, 4, 3, DARK_TOWER) == "tied for 1st-2nd: both paid 2nd place (4 points)"


def test_explain_fourth_place_not_paid():
    simon = by_player(place_players({"Jen": 4, "Phil": 3, "Chris": 2, "Simon": 1}, DARK_TOWER, 3))["Simon"]
    text = explain_placing(simon, 4, 3, DARK_TOWER)
    assert "4th place is not paid in a 4-player game" in text


def test_explain_tie_past_paid_places():
    pl = place_players({"A": 2, "B": 2, "C": 2}, DARK_TOWER, paid_places=2)[0]
    text = explain_placing(pl, 3, 2, DARK_TOWER)
    assert "tied for 1st-3rd" in text and "all 3 get 0" in text


def test_explain_beyond_banner_and_no_influence():
    placings = by_player(place_players({"A": 4, "B": 3, "C": 2, "D": 1, "E": 0}, (3, 2, 1), paid_places=4))
    assert "only 3 places" in explain_placing(placings["D"], 5, 4, (3, 2, 1))
    assert "no influence" in explain_placing(placings["E"], 5, 4, (3, 2, 1))


# ---------------------------------------------------------------- tie rules of variants ([scoring] tie_rule)

def test_highest_spanned_place_pays_the_top_of_the_tie():
    # Dark Tower 5-4-2-1, 4 players (3 places paid). Two tied for most span places 1-2: the
    # rulebook pays 2nd (4); this rule pays 1st (5). Three tied span 1-3: 1st place, 5 each.
    two = place_players({"A": 3, "B": 3, "C": 1}, (5, 4, 2, 1), 3, tie_rule="highest-spanned-place")
    assert {pl.player: pl.points for pl in two} == {"A": 5, "B": 5, "C": 2}
    three = place_players({"A": 2, "B": 2, "C": 2}, (5, 4, 2, 1), 3, tie_rule="highest-spanned-place")
    assert {pl.points for pl in three} == {5}


def test_highest_spanned_place_beyond_the_paid_places_pays_nothing():
    # 3 players (2 places paid): A leads, B and C tie for 2nd-3rd -> 2nd place is paid: 4 each.
    # 2 players (1 place paid): a tie for 1st-2nd -> 1st place is paid: 5 each.
    pls = place_players({"A": 3, "B": 1, "C": 1}, (5, 4, 2, 1), 2, tie_rule="highest-spanned-place")
    assert {pl.player: pl.points for pl in pls} == {"A": 5, "B": 4, "C": 4}
    pls = place_players({"A": 1, "B": 1}, (5, 4, 2, 1), 1, tie_rule="highest-spanned-place")
    assert {pl.player: pl.points for pl in pls} == {"A": 5, "B": 5}


def test_split_evenly_shares_the_spanned_values_rounded_down():
    # 4 players, Dark Tower: two tied for 1st-2nd share 5 + 4 = 9 -> 4 each (rounded down);
    # three tied for 1st-3rd share 5 + 4 + 2 = 11 -> 3 each. In a 3-player game three tied share
    # 5 + 4 + 0 (3rd place is not paid) = 9 -> 3 each.
    pls = place_players({"A": 3, "B": 3}, (5, 4, 2, 1), 3, tie_rule="split-evenly")
    assert {pl.points for pl in pls} == {4}
    pls = place_players({"A": 2, "B": 2, "C": 2}, (5, 4, 2, 1), 3, tie_rule="split-evenly")
    assert {pl.points for pl in pls} == {3}
    pls = place_players({"A": 2, "B": 2, "C": 2}, (5, 4, 2, 1), 2, tie_rule="split-evenly")
    assert {pl.points for pl in pls} == {3}
    # a tie wholly past the paid places still gets 0
    pls = place_players({"A": 3, "B": 1, "C": 1}, (5, 4, 2, 1), 1, tie_rule="split-evenly")
    assert {pl.player: pl.points for pl in pls} == {"A": 5, "B": 0, "C": 0}
