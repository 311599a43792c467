"""The choosers: legal selections (count, order, rulings) and a greedy choice that takes points."""

import numpy as np
import pytest

pytest.importorskip("numpy")

from referee import api  # noqa: E402
from referee.lab.chooser import choose_greedy, choose_random  # noqa: E402
from referee.lab.rng import seed_game, seed_key  # noqa: E402
from referee.lab.sizes import DRAGON, KNIGHT, N_CARDS, WITCH  # noqa: E402
from referee.lab.tables import build_tables  # noqa: E402


def draws(tables, supply, n=2000, reselection=0, sent=None, used=(0, 0)):
    state = np.zeros(4, dtype=np.int64)
    seed_game(state, seed_key(1), 0)
    sent = np.zeros(N_CARDS, dtype=np.int64) if sent is None else sent
    out = []
    for _ in range(n):
        cards, dec, tmp = np.zeros(4, dtype=np.int64), np.zeros(4, dtype=np.int64), np.zeros(40, dtype=np.int64)
        k = choose_random(state, supply, used[0], used[1], reselection, sent, tables.params, cards, dec, tmp)
        out.append((list(cards[:k]), list(dec[:k])))
    return out


def test_random_selections_are_legal():
    t = build_tables(api.load_rules(), 4)
    for cards, declined in draws(t, 10):
        assert len(cards) == 3 and len(set(cards)) == 3                    # "Choosing cards": exactly 3
        assert WITCH not in cards[1:]                                       # the Witch comes first
        assert KNIGHT not in cards[:-1] or cards[0] == WITCH                # the Knight last
    assert all(len(c) == 2 for c, _ in draws(t, 2, n=50))                  # short of markers: 2 cards
    declined = [d[c.index(KNIGHT)] for c, d in draws(t, 10) if KNIGHT in c and c[0] != WITCH]
    assert 0.15 < sum(declined) / len(declined) < 0.25                     # one Knight in five declines


def test_rulings_shape_the_random_selection():
    strict = build_tables(api.load_rules(rulings={"knight-after-non-region": "illegal",
                                                  "witch-reselect-dragon": "forbidden",
                                                  "witch-reselect-same-cards": "forbidden"}), 4)
    for cards, _ in draws(strict, 10):
        if KNIGHT in cards and cards[0] != WITCH:
            assert cards[-2] < KNIGHT                                       # never after the Dragon
    sent = np.zeros(N_CARDS, dtype=np.int64)
    sent[[0, 5]] = 1
    for cards, _ in draws(strict, 10, reselection=1, sent=sent, used=(0, 1)):
        assert DRAGON not in cards and 0 not in cards and 5 not in cards and WITCH not in cards
    at_most = build_tables(api.load_rules(rulings={"card-count-when-short": "supply-at-round-start-at-most"}), 4)
    assert {len(c) for c, _ in draws(at_most, 2, n=300)} == {0, 1, 2}      # 0 to 2 cards with 2 markers


def test_greedy_takes_the_region_it_can_win():
    t = build_tables(api.load_rules(), 2)
    markers = np.zeros((8, 2), dtype=np.int64)
    nobles = np.zeros((8, 2), dtype=np.int64)
    markers[0, 1] = 1                    # Ben has a marker in Zin Kai's Deep, the King's region
    state = np.zeros(4, dtype=np.int64)
    seed_game(state, seed_key(1), 0)
    cards, dec, tmp = np.zeros(4, dtype=np.int64), np.zeros(4, dtype=np.int64), np.zeros(40, dtype=np.int64)
    k = choose_greedy(state, 0, 10, 1, 0, markers, nobles, np.zeros(2, dtype=np.int64), 2, t.params, t.banner,
                      t.banner_len, t.chain, t.king_next, cards, dec, tmp)
    # Her Dragon spent, Ann can only score the King's region. One place pays with 2 players, so she
    # must beat Ben's 1: its Region card with the Knight right after it (2 markers): 1 point and a
    # Noble (bonus 1). Any other order leaves her tied (0 points) or out of it.
    chosen = list(cards[:k])
    assert k == 3 and chosen[-1] == KNIGHT and chosen[-2] == 0 and WITCH not in chosen and not dec[:k].any()
