"""Region scoring, Nobles and cards on arrays, against the rulebook's worked examples."""

import numpy as np
import pytest

pytest.importorskip("numpy")

from referee import api  # noqa: E402
from referee.lab import slots as S  # noqa: E402
from referee.lab.play import knight_target, reveal, score_region, winners_mask  # noqa: E402
from referee.lab.sizes import DRAGON, KNIGHT  # noqa: E402
from referee.lab.tables import build_tables  # noqa: E402


def state(regions=8, players=4):
    z = np.zeros((regions, players), dtype=np.int64)
    return z, z.copy(), np.zeros(players, dtype=np.int64), np.full(players, 10, dtype=np.int64), \
        np.zeros(players, dtype=np.int64), np.zeros(players, dtype=np.int64)


def test_the_rulebooks_dark_tower_example():
    t = build_tables(api.load_rules(), 4)
    markers, nobles, mask, supply, scores, points = state()
    dark = t.route.index(5)
    markers[dark] = [4, 3, 2, 1]
    bonus = score_region(dark, 0, 4, markers, nobles, mask, supply, scores, points, t.params, t.banner,
                         t.banner_len, t.chain, mask, False)
    # "Scoring": 5-4-2 to the first three places; with 4 players the 4th place is not paid.
    assert list(points) == [5, 4, 2, 0]
    # "Nobles": Jen (seat 0) alone leads and leaves a marker as a Noble: bonus 1 (a chain of one).
    assert nobles[dark, 0] == 1 and bonus == 1 and list(scores) == [6, 4, 2, 0]
    # every other marker goes home: Jen 4 − 1 (Noble) = 3, the others all theirs
    assert list(supply) == [13, 13, 12, 11] and markers[dark].sum() == 0


def test_ties_take_the_lowest_place_they_span():
    t = build_tables(api.load_rules(), 4)
    markers, nobles, mask, supply, scores, points = state()
    dark = t.route.index(5)
    markers[dark] = [3, 3, 1, 0]
    score_region(dark, 0, 4, markers, nobles, mask, supply, scores, points, t.params, t.banner, t.banner_len,
                 t.chain, mask, False)
    # "Scoring — Ties": a tie for 1st-2nd pays both the 2nd place (4); 3rd gets 2; no Noble on a tie.
    assert list(points) == [4, 4, 2, 0] and nobles.sum() == 0


@pytest.mark.parametrize("tie_rule, paid", [("highest-spanned-place", [5, 5, 2, 0]),
                                             ("split-evenly", [4, 4, 2, 0])])        # (5 + 4) // 2
def test_the_variant_tie_rules(variant_rules, tie_rule, paid):
    t = build_tables(variant_rules(scoring={"tie_rule": tie_rule}), 4)
    markers, nobles, mask, supply, scores, points = state()
    dark = t.route.index(5)
    markers[dark] = [3, 3, 1, 0]
    score_region(dark, 0, 4, markers, nobles, mask, supply, scores, points, t.params, t.banner, t.banner_len,
                 t.chain, mask, False)
    assert list(points) == paid


def test_permanent_nobles_stack_and_the_replaced_noble_goes_home():
    for variants, expected_nobles, expected_supply_0 in (((), [0, 1, 0, 0], 11), (("permanent-nobles",),
                                                                                 [1, 1, 0, 0], 10)):
        t = build_tables(api.load_rules(variants), 4)
        markers, nobles, mask, supply, scores, points = state()
        dark = t.route.index(5)
        nobles[dark, 0] = 1
        mask[0] = 1 << dark
        markers[dark] = [0, 3, 0, 0]          # Ben leads 3 to Ann's Noble (1)
        score_region(dark, 0, 4, markers, nobles, mask, supply, scores, points, t.params, t.banner,
                     t.banner_len, t.chain, mask, False)
        assert list(nobles[dark]) == expected_nobles
        assert supply[0] == expected_supply_0       # standard: Ann's replaced Noble back to her supply


def test_a_second_noble_of_a_player_stands_beside_the_first_within_the_per_player_limit(tmp_path):
    # Permanent Nobles with [nobles] max_per_player_per_region = 2: Ann, who holds a Noble in the Dark
    # Tower, leads it again (3 markers and her Noble's 1 to Ben's 2) and leaves a second marker as a
    # Noble; at the rulebook's limit of one she keeps one (nobles._stack, "already-holds").
    variant = tmp_path / "two-a-player.toml"
    variant.write_text('[variant]\nid = "two-a-player"\nname = "Two a player"\nsection = "Nobles"\n'
                       '[overrides.nobles]\nmax_per_player_per_region = 2\n', encoding="utf-8")
    for variants, expected in ((("permanent-nobles",), 1), (("permanent-nobles", str(variant)), 2)):
        t = build_tables(api.load_rules(variants), 4)
        markers, nobles, mask, supply, scores, points = state()
        dark = t.route.index(5)
        nobles[dark, 0] = 1
        mask[0] = 1 << dark
        markers[dark] = [3, 2, 0, 0]
        score_region(dark, 0, 4, markers, nobles, mask, supply, scores, points, t.params, t.banner,
                     t.banner_len, t.chain, mask, False)
        assert nobles[dark, 0] == expected and nobles[dark, 1] == 0, variants
        assert supply[0] == 10 + (3 - (expected - 1))          # her other markers go home


@pytest.mark.parametrize("rulings,influence,paid", [
    # "Scoring — Ties" on the Dark Tower's banner (5-4-2) with 4 players (three places paid):
    # two tied for first span places 1-2 and are paid the lowest (4 each); the next player takes
    # place 3 (2 points), or place 2 under tie-ranking = 1-1-2 (4 points)
    ({}, [3, 3, 2, 0], [4, 4, 2, 0]),
    ({"tie-ranking": "1-1-2"}, [3, 3, 2, 0], [4, 4, 4, 0]),
    # three tied for first span places 1-3: the lowest pays 2 each; under tie-paid-place =
    # following-place the place after the first (the second: 4 each)
    ({}, [3, 3, 3, 1], [2, 2, 2, 0]),
    ({"tie-paid-place": "following-place"}, [3, 3, 3, 1], [4, 4, 4, 0]),
])
def test_the_tie_rulings(rulings, influence, paid):
    t = build_tables(api.load_rules(rulings=rulings), 4)
    markers, nobles, mask, supply, scores, points = state()
    dark = t.route.index(5)
    markers[dark] = influence
    score_region(dark, 0, 4, markers, nobles, mask, supply, scores, points, t.params, t.banner, t.banner_len,
                 t.chain, mask, False)
    assert list(points) == paid


def test_a_replaced_noble_out_of_the_game_does_not_go_home():
    # ruling replaced-noble = out-of-game: Ann's Noble, replaced by Ben's, leaves the game (her supply
    # stays 10); under the default it goes back to her supply (11: see the test above)
    t = build_tables(api.load_rules(rulings={"replaced-noble": "out-of-game"}), 4)
    markers, nobles, mask, supply, scores, points = state()
    dark = t.route.index(5)
    nobles[dark, 0] = 1
    mask[0] = 1 << dark
    markers[dark] = [0, 3, 0, 0]
    score_region(dark, 0, 4, markers, nobles, mask, supply, scores, points, t.params, t.banner, t.banner_len,
                 t.chain, mask, False)
    assert list(nobles[dark]) == [0, 1, 0, 0] and supply[0] == 10


def test_the_final_scoring_order_by_number_is_packed_from_the_route():
    from referee.lab.slots import by_number
    # route (3, 1, 2): numbers 1, 2, 3 stand at route indexes 1, 2, 0
    assert by_number((3, 1, 2)) == 1 | 2 << 3 | 0 << 6


def test_knight_rulings():
    rules = api.load_rules(rulings={"knight-after-non-region": "last-region-card"})
    t = build_tables(rules, 3)
    cards = np.array([2, DRAGON, KNIGHT, 0])
    assert knight_target(cards, 3, 2, t.params, 0) == 2        # last Region card before the Dragon
    t0 = build_tables(api.load_rules(), 3)
    assert knight_target(cards, 3, 2, t0.params, 0) == -1      # default: the Knight adds nothing
    two = build_tables(api.load_rules(rulings={"knight-with-two-cards": "no-marker"}), 3)
    assert knight_target(np.array([4, KNIGHT]), 2, 1, two.params, 0) == -1
    assert knight_target(np.array([4, KNIGHT]), 2, 1, t0.params, 0) == 4
    # witch-reselect-knight = no-marker: a Knight in a Witch's re-selection adds nothing
    again = build_tables(api.load_rules(rulings={"witch-reselect-knight": "no-marker"}), 3)
    assert knight_target(np.array([3, 4, KNIGHT]), 3, 2, again.params, 1) == -1
    assert knight_target(np.array([3, 4, KNIGHT]), 3, 2, again.params, 0) == 4
    assert knight_target(np.array([3, 4, KNIGHT]), 3, 2, t0.params, 1) == 4


def test_reveal_places_markers_and_counts_dragons():
    t = build_tables(api.load_rules(), 2)
    markers, _, _, supply, _, _ = state(players=2)
    spent = np.zeros(3, dtype=np.int64)              # seat 1's Knights, Dragons, Witches that left the game
    placed = np.zeros(4, dtype=np.int64)
    dragons = reveal(1, np.array([3, DRAGON, KNIGHT, 0]), np.zeros(4, dtype=np.int64), 3, markers, supply,
                     spent, placed, t.params, 0)
    # the Knight follows the Dragon: no marker under the default ruling (knight-after-non-region = no-marker)
    assert dragons == 1 and list(spent) == [1, 1, 0] and markers[3, 1] == 1 and supply[1] == 9
    assert list(placed[:3]) == [3, -1, -1]


def test_winners_most_points_then_the_tie_break_else_shared():
    # "Game end and winning": the most points; tied, the most Nobles on the board; still tied, shared.
    # [end] tie_break = shared: every tied player wins; = most-influence-on-board: the most influence
    # on the board when the last round ended (passed in: seat 0 had 7, seat 1 had 5).
    nobles = np.zeros((8, 3), dtype=np.int64)
    nobles[0, 1] = 1
    influence = np.array([7, 5, 9], dtype=np.int64)
    by_nobles, shared, by_influence = S.code("end.tie_break", "most-nobles-on-board"), S.TIE_BREAK_SHARED, \
        S.TIE_BREAK_INFLUENCE
    assert winners_mask(3, np.array([40, 40, 12]), nobles, 8, by_nobles, influence) == 0b010
    assert winners_mask(3, np.array([41, 40, 12]), nobles, 8, by_nobles, influence) == 0b001
    assert winners_mask(3, np.array([40, 40, 12]), nobles, 8, shared, influence) == 0b011
    assert winners_mask(3, np.array([40, 40, 12]), nobles, 8, by_influence, influence) == 0b001  # seat 2's 9: not tied
    nobles[1, 0] = 1
    assert winners_mask(3, np.array([40, 40, 12]), nobles, 8, by_nobles, influence) == 0b011     # still tied: shared
    influence[1] = 7
    assert winners_mask(3, np.array([40, 40, 12]), nobles, 8, by_influence, influence) == 0b011


@pytest.mark.parametrize("variant", [None, "examples/variants/king-side-road.toml", "tests/data/king-after-his-own.toml"],
                         ids=["standard", "king-side-road", "king-after-his-own"])
def test_the_kings_path_of_scoring_and_of_the_greedy_chooser_is_the_engines(variant):
    # The round's scoring (batch.score_round) and the greedy chooser (chooser.selection_value) walk
    # the King's path with play.path_length / path_region / king_after. Held here to the engine's own
    # path (Board.king_path: his region, then along his roads, one region more per Dragon's regions,
    # never one twice) and to where the engine moves him (adjudicate: after the last region scored, or
    # after his own under [round] king_moves = next-after-king), for every region and up to 3 Dragons.
    from helpers import REPO
    from referee.lab.jit import python_version
    from referee.lab.play import king_after, path_length, path_region

    rules = api.load_rules(() if variant is None else (str(REPO / variant),))
    t = build_tables(rules, 4)
    length, region_at, after = (python_version(f) for f in (path_length, path_region, king_after))
    board = rules.board
    for king in range(len(t.route)):
        for dragons in range(4):
            path, last = [], king
            for step in range(length(dragons, t.params)):
                region = region_at(king, step, last, t.king_next)
                if region in path:
                    break
                path.append(region)
                last = region
            engine_path = board.king_path(t.route[king], 1 + dragons * rules.round.regions_per_dragon)
            assert [t.route[r] for r in path] == engine_path
            leaving = t.route[king] if rules.round.king_moves == "next-after-king" else engine_path[-1]
            assert t.route[after(king, last, t.params, t.king_next)] == board.next_for_king(leaving)
