"""The choosers: legal selections (count, order, rulings) and a greedy choice that takes points."""

import numpy as np
import pytest

pytest.importorskip("numpy")

from referee import api  # noqa: E402
from referee.lab import chooser  # noqa: E402
from referee.lab.chooser import choose_greedy, choose_random, next_selection  # noqa: E402
from referee.lab.jit import python_version  # noqa: E402
from referee.lab.rng import seed_game, seed_key  # noqa: E402
from referee.lab.sizes import CHOOSER_SCRATCH, DRAGON, KNIGHT, MAX_CARDS_PER_ROUND, N_CARDS, WITCH  # noqa: E402
from referee.lab.tables import build_tables  # noqa: E402


def draws(tables, supply, n=2000, reselection=0, sent=None, spent=(0, 0, 0)):
    """n random selections; spent: the Knights, Dragons and Witches that left the game."""
    state = np.zeros(4, dtype=np.int64)
    seed_game(state, seed_key(1), 0)
    sent = np.zeros(N_CARDS, dtype=np.int64) if sent is None else sent
    spent = np.array(spent, dtype=np.int64)
    out = []
    for _ in range(n):
        cards, dec = np.zeros(MAX_CARDS_PER_ROUND, dtype=np.int64), np.zeros(MAX_CARDS_PER_ROUND, dtype=np.int64)
        tmp = np.zeros(CHOOSER_SCRATCH, dtype=np.int64)
        k = choose_random(state, supply, spent, reselection, sent, tables.params, cards, dec, tmp)
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
    for cards, _ in draws(strict, 10, reselection=1, sent=sent, spent=(0, 0, 1)):
        assert DRAGON not in cards and 0 not in cards and 5 not in cards and WITCH not in cards
    at_most = build_tables(api.load_rules(rulings={"card-count-when-short": "supply-at-round-start-at-most"}), 4)
    assert {len(c) for c, _ in draws(at_most, 2, n=300)} == {0, 1, 2}      # 0 to 2 cards with 2 markers


def test_after_a_hundred_illegal_draws_the_first_region_cards_in_hand_are_played(monkeypatch):
    # engine.simulate's fallback (the chooser's docstring): when 100 draws in a row are illegal, the
    # player plays the first Region cards of the hand in route order. Every draw is made illegal
    # here, after the draws have shuffled the hand: standard rules, 20 markers, three cards = 0, 1, 2;
    # a re-selection that may not take back the cards sent back (0 and 1 here) = 2, 3, 4.
    monkeypatch.setattr(chooser, "markers_cover", lambda *args: False)
    choose = python_version(choose_random)
    strict = build_tables(api.load_rules(rulings={"witch-reselect-same-cards": "forbidden"}), 4)
    sent = np.zeros(N_CARDS, dtype=np.int64)
    sent[[0, 1]] = 1
    for reselection, expected in ((0, [0, 1, 2]), (1, [2, 3, 4])):
        for game in range(5):
            state = np.zeros(4, dtype=np.int64)
            seed_game(state, seed_key(1), game)
            cards, dec = np.zeros(MAX_CARDS_PER_ROUND, dtype=np.int64), np.ones(MAX_CARDS_PER_ROUND, dtype=np.int64)
            k = choose(state, 20, np.zeros(3, dtype=np.int64), reselection, sent, strict.params, cards, dec,
                       np.zeros(CHOOSER_SCRATCH, dtype=np.int64))
            assert list(cards[:k]) == expected and not dec[:k].any()


def test_greedy_takes_the_region_it_can_win():
    t = build_tables(api.load_rules(), 2)
    markers = np.zeros((8, 2), dtype=np.int64)
    nobles = np.zeros((8, 2), dtype=np.int64)
    markers[0, 1] = 1                    # Ben has a marker in Zin Kai's Deep, the King's region
    state = np.zeros(4, dtype=np.int64)
    seed_game(state, seed_key(1), 0)
    cards, dec, tmp = np.zeros(4, dtype=np.int64), np.zeros(4, dtype=np.int64), np.zeros(CHOOSER_SCRATCH, dtype=np.int64)
    spent = np.array([0, 1, 0], dtype=np.int64)      # her Dragon has left the game
    k = choose_greedy(state, 0, 10, spent, 0, markers, nobles, np.zeros(2, dtype=np.int64), 2, t.params, t.banner,
                      t.banner_len, t.chain, t.king_next, cards, dec, tmp)
    # Her Dragon spent, Ann can only score the King's region. One place pays with 2 players, so she
    # must beat Ben's 1: its Region card with the Knight right after it (2 markers): 1 point and a
    # Noble (bonus 1). Any other order leaves her tied (0 points) or out of it.
    chosen = list(cards[:k])
    assert k == 3 and chosen[-1] == KNIGHT and chosen[-2] == 0 and WITCH not in chosen and not dec[:k].any()


TWO_OF_EACH = """[variant]
id = "two-of-each"
name = "Two of each card"
section = "Preparation"
[overrides.components]
region_cards_per_region = 2
knights_per_player = 2
dragons_per_player = 2
witches_per_player = 2
once_per_game = ["knight", "witch"]
"""


def test_a_hand_of_two_of_each_card_holds_every_copy_in_code_order(tmp_path):
    # [components] two of each card: the hand holds every region's two Region cards side by side in
    # route order, then two Knights, two Dragons, two Witches (build_hand's documented order, which the
    # fallback and the reference path rely on). A re-selection under witch-reselect-same-cards =
    # forbidden leaves out both copies of each card sent back, and holds no Witch.
    variant = tmp_path / "two-of-each.toml"
    variant.write_text(TWO_OF_EACH, encoding="utf-8")
    t = build_tables(api.load_rules((str(variant),), rulings={"witch-reselect-same-cards": "forbidden"}), 4)
    hand, sent, spent = np.zeros(CHOOSER_SCRATCH, dtype=np.int64), np.zeros(N_CARDS, dtype=np.int64), np.zeros(3, dtype=np.int64)
    n = chooser.build_hand(hand, spent, 0, sent, t.params)
    assert list(hand[:n]) == [region for region in range(8) for _ in range(2)] + [KNIGHT] * 2 + [DRAGON] * 2 + [WITCH] * 2
    sent[[3, 6]] = 1
    n = chooser.build_hand(hand, spent, 1, sent, t.params)
    kept = [region for region in range(8) if region not in (3, 6)]
    assert list(hand[:n]) == [region for region in kept for _ in range(2)] + [KNIGHT] * 2 + [DRAGON] * 2


def test_a_hand_of_two_of_each_card_draws_legal_selections(tmp_path):
    # [components] with two copies of every card; the Knight and the Witch leave the game once played,
    # the Dragon does not. "Choosing cards": three cards; "Revealing cards": the Witch only first, a
    # Knight only last (unless a Witch sends it back); a player holds two of each Region card.
    variant = tmp_path / "two-of-each.toml"
    variant.write_text(TWO_OF_EACH, encoding="utf-8")
    t = build_tables(api.load_rules((str(variant),)), 4)
    drawn = [cards for cards, _ in draws(t, 10)]
    for cards in drawn:
        assert len(cards) == 3 and WITCH not in cards[1:]
        if cards[0] != WITCH:
            assert KNIGHT not in cards[:-1]
        assert all(cards.count(region) <= 2 for region in range(8))
    assert any(len(set(cards)) < 3 and KNIGHT not in cards for cards in drawn)     # a Region card twice
    # both Knights and both Witches spent: none left to draw; Dragons spent come back (not once a game)
    later = [cards for cards, _ in draws(t, 10, n=500, spent=(2, 5, 2))]
    assert not any(KNIGHT in c or WITCH in c for c in later) and any(DRAGON in c for c in later)


def test_a_selection_is_weighed_once_however_many_copies_make_it():
    # greedy walks the subsets of its hand; equal cards lie side by side, and a subset taking the
    # second copy while leaving the first is the same selection as one taking the first: skipped
    hand = np.array([0, 0, 1, KNIGHT], dtype=np.int64)
    index = np.array([0, 1], dtype=np.int64)
    seen = [tuple(hand[index])]
    while next_selection(index, 2, 4, hand):
        seen.append(tuple(hand[index]))
    # the pairs of {0, 0, 1, Knight}: each distinct one once, in lexicographic order
    assert seen == [(0, 0), (0, 1), (0, KNIGHT), (1, KNIGHT)]
    # without copies it is every k-subset: C(5, 3) = 10
    hand, index, count = np.arange(5, dtype=np.int64), np.arange(3, dtype=np.int64), 1
    while next_selection(index, 3, 5, hand):
        count += 1
    assert count == 10
