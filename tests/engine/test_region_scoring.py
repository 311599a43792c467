"""Places and points in one region ("Scoring", "Scoring — Ties"): referee.region_scoring."""

from __future__ import annotations

from referee.engine.region_scoring import place_players

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
                            "points": 0, "reason": "not-paid-place", "paid_place": 2}


# ---------------------------------------------------------------- open rulings tie-ranking, tie-paid-place
# (the sentences explaining a placing are tested in test_account.py)

def test_tie_ranking_1_1_3_is_the_default():
    # "Scoring — Ties": A and B tie for 1st-2nd and are paid 2nd place (4); C is third (2), D fourth
    # is not paid in a 4-player game.
    placings = place_players({"A": 3, "B": 3, "C": 2, "D": 1}, DARK_TOWER, paid_places=3)
    assert points(placings) == {"A": 4, "B": 4, "C": 2, "D": 0}


def test_tie_ranking_1_1_2_gives_the_next_player_the_next_place():
    # ruling tie-ranking = 1-1-2: A and B still get 2nd place's 4; C takes place 2 (4), D place 3 (2).
    placings = place_players({"A": 3, "B": 3, "C": 2, "D": 1}, DARK_TOWER, paid_places=3, ranking="1-1-2")
    assert points(placings) == {"A": 4, "B": 4, "C": 4, "D": 2}
    assert by_player(placings)["D"].first_place == 3


def test_tie_paid_place_following_place_reads_the_french_sentence_literally():
    # Three players tied for first in a 4-player Dark Tower: the English text and the French example pay
    # 3rd place (2 points); the French sentence read literally pays the place after 1st: 2nd place, 4.
    influence = {"A": 2, "B": 2, "C": 2, "D": 1}
    assert points(place_players(influence, DARK_TOWER, paid_places=3)) == {"A": 2, "B": 2, "C": 2, "D": 0}
    following = place_players(influence, DARK_TOWER, paid_places=3, tie_paid="following-place")
    assert points(following) == {"A": 4, "B": 4, "C": 4, "D": 0}
    assert by_player(following)["A"].paid_place == 2


def test_tie_paid_place_agrees_on_a_two_way_tie():
    # Both readings pay a two-way tie for first the 2nd place (the examples in both languages).
    influence = {"A": 3, "B": 3, "C": 1}
    assert points(place_players(influence, DARK_TOWER, 3)) == points(
        place_players(influence, DARK_TOWER, 3, tie_paid="following-place")) == {"A": 4, "B": 4, "C": 2}


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


# ---------------------------------------------------------------- how tie_rule and the tie rulings compose
# tie-ranking decides the ranking whatever the tie rule; tie-paid-place reads the rulebook's rule, so it
# applies under tie_rule = lowest-spanned-place only (a variant's tie rule says which places pay).

def test_tie_ranking_composes_with_every_tie_rule():
    # A and B tie for 1st-2nd; under 1-1-2 C is ranked 2nd (not 3rd), under every tie rule.
    influence = {"A": 3, "B": 3, "C": 2, "D": 1}
    for tie_rule, tied in (("lowest-spanned-place", 4), ("highest-spanned-place", 5), ("split-evenly", 4)):
        placings = by_player(place_players(influence, DARK_TOWER, 3, tie_rule=tie_rule, ranking="1-1-2"))
        assert (placings["A"].points, placings["C"].first_place, placings["C"].points) == (tied, 2, 4), tie_rule
        assert placings["D"].points == 2


def test_tie_paid_place_applies_only_to_the_rulebook_tie_rule():
    # Three tied for 1st-3rd: following-place pays 2nd place (4) under the rulebook's rule; a variant's
    # rule is not a reading of the rulebook's sentence, so the ruling leaves it alone.
    influence = {"A": 2, "B": 2, "C": 2, "D": 1}
    for tie_rule, want in (("highest-spanned-place", 5), ("split-evenly", 3)):
        plain = place_players(influence, DARK_TOWER, 3, tie_rule=tie_rule)
        following = place_players(influence, DARK_TOWER, 3, tie_rule=tie_rule, tie_paid="following-place")
        assert points(plain) == points(following) == {"A": want, "B": want, "C": want, "D": 0}, tie_rule
    assert by_player(place_players(influence, DARK_TOWER, 3, tie_rule="split-evenly"))["A"].paid_place == 0


# ---------------------------------------------------------------- fields a player or a program reads

def test_an_unplaced_player_spans_no_place_and_ties_with_nobody():
    # "Scoring": a player with no markers in the region takes no place at all. The JSON gives
    # such a player places [0, 0] (0 = not placed) and tied_with 1: nobody shares a place it
    # does not have, even when several players have 0 influence.
    pls = by_player(place_players({"A": 3, "B": 0, "C": 0}, DARK_TOWER, paid_places=2))
    for name in ("B", "C"):
        assert pls[name].to_dict()["places"] == [0, 0]
        assert pls[name].tied_with == 1
        assert (pls[name].points, pls[name].reason, pls[name].paid_place) == (0, "no-influence", 0)


def test_split_evenly_tie_past_every_paid_place_names_why_it_pays_nothing():
    # A variant's split-evenly tie whose places all pay 0 pays 0 to each and says why from the
    # first place it spans. Banner of 2 values, 3 paid places (a 4-player game), and B, C tied
    # for places 3-4 below A: place 3 is within the paid places but beyond the banner
    # (beyond-banner); place 4 is past the paid places (not-paid-place). The first spanned
    # place gives the reason: beyond-banner, and no single place is paid (paid_place 0).
    pls = by_player(place_players({"A": 5, "D": 4, "B": 2, "C": 2}, (3, 1), paid_places=3,
                                  tie_rule="split-evenly"))
    assert (pls["B"].first_place, pls["B"].last_place) == (3, 4)
    assert (pls["B"].points, pls["B"].reason, pls["B"].paid_place) == (0, "beyond-banner", 0)
    # and the other way round: places 2-3 of a 3-player game (2 paid places) with a long banner:
    # place 2 pays, so the tie is paid, split between the two: (4 + 0) // 2 = 2.
    pls = by_player(place_players({"A": 5, "B": 2, "C": 2}, DARK_TOWER, paid_places=2,
                                  tie_rule="split-evenly"))
    assert (pls["B"].points, pls["B"].reason) == (2, "paid")


def test_split_evenly_tie_entirely_past_the_paid_places_is_not_paid():
    # 3-player game (2 paid places), B and C tied for places 3-4 behind A and D: every
    # spanned place is past the paid places, so each gets 0 with reason not-paid-place.
    pls = by_player(place_players({"A": 5, "D": 4, "B": 2, "C": 2}, DARK_TOWER, paid_places=2,
                                  tie_rule="split-evenly"))
    assert (pls["C"].points, pls["C"].reason, pls["C"].paid_place) == (0, "not-paid-place", 0)
