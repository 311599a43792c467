"""Tables are generated from the rules: banners, route order, Noble-chain sizes, rulings in force."""

import pytest

pytest.importorskip("numpy")

from referee import api  # noqa: E402
from referee.lab import slots as S  # noqa: E402
from referee.lab import tables as T  # noqa: E402


def test_route_order_banners_and_paid_places():
    rules = api.load_rules()
    t = T.build_tables(rules, 4)
    # The King's route, "Scoring": 1 → 6 → 4 → 7 → 3 → 5 → 2 → 8
    assert t.route == (1, 6, 4, 7, 3, 5, 2, 8)
    dark = t.route.index(5)
    assert list(t.banner[dark]) == [5, 4, 2, 1] and t.banner_len[dark] == 4   # the rulebook's banner
    assert t.params[S.P_PAID_PLACES] == 3          # 4 players: players − 1 places pay
    assert t.params[S.P_MARKERS] == 19             # 20 markers, one on the score track
    assert t.params[S.P_KING_START] == 0           # the King starts on Zin Kai's Deep, route index 0


def test_chain_sizes_follow_every_road_including_the_side_road():
    rules = api.load_rules()
    t = T.build_tables(rules, 4)
    bit = {region: 1 << t.route.index(region) for region in t.route}
    # The rulebook's 3-bonus-point example: Nobles in Temple Ruins, Dark Tower, Dragon's Lair
    # form one chain of 3 (3-5 and 5-2 are route roads).
    mask = bit[3] | bit[5] | bit[2]
    assert t.chain[mask, t.route.index(5)] == 3
    # Zin Kai's Deep and Temple Ruins are joined by the side road only.
    assert t.chain[bit[1] | bit[3], t.route.index(1)] == 2
    # King's Altar (7) and Dark Tower (5) are not neighbours: two chains of one.
    assert t.chain[bit[7] | bit[5], t.route.index(7)] == 1
    assert t.chain[bit[7], t.route.index(5)] == 0   # no Noble in Dark Tower: no chain through it


def test_rulings_and_variants_become_parameters():
    rules = api.load_rules(["permanent-nobles"], rulings={"knight-after-non-region": "illegal"},
                           banners={"Temple Ruins": [3, 3]})
    t = T.build_tables(rules, 3)
    # Permanent Nobles: a new Noble stands beside the old ones, no limit per region
    assert t.params[S.P_ON_NEW_NOBLE] == S.STACK and t.params[S.P_MAX_PER_REGION] == 0
    assert t.params[S.P_KNIGHT_AFTER_NON_REGION] == S.KNIGHT_AFTER_ILLEGAL
    temple = t.route.index(3)
    assert list(t.banner[temple, :2]) == [3, 3] and t.banner_len[temple] == 2
