"""properties.conformance.acting_pairs: the pairs a covering array holds only where one of the two
cannot act (a Knight ruling beside no Knight in hand)."""

from __future__ import annotations

from referee.properties.conformance import acting_pairs, rule_pairs
from referee.properties.conformance.covering_array import Factor, row_combinations
from referee.rules import load_rules

STANDARD = load_rules()
KNIGHTS = Factor("[components] knights_per_player", (1, 0))
TARGET = Factor("knight-after-non-region", ("no-marker", "last-region-card"))
TIES = Factor("[scoring] tie_rule", ("lowest-spanned-place", "split-evenly"))


def standard(table: str, key: str):
    return getattr(getattr(STANDARD, table), key)


def test_a_knight_ruling_acts_only_where_a_knight_adds_markers_after_a_whole_round():
    # "Revealing cards — Knight": which Region card a Knight after a Dragon reinforces needs a Knight
    # in hand that adds markers, and Region cards and a Dragon before it: a whole round's cards
    factors = [KNIGHTS, TARGET, Factor("[components] score_track_markers", (1, 19))]
    assert acting_pairs.acting(factors, (1, "last-region-card", 1), standard) == [True, True, True]
    assert acting_pairs.acting(factors, (0, "last-region-card", 1), standard)[1] is False
    # 20 markers, 19 on the score track: one playable, never three cards ("Choosing cards")
    assert acting_pairs.acting(factors, (1, "last-region-card", 19), standard)[1] is False
    # a factor no rule switches off always acts
    assert acting_pairs.acting([TIES], ("split-evenly",), standard) == [True]


def test_a_pair_held_only_beside_no_knight_is_listed_and_one_that_never_acts_is_not():
    factors = [KNIGHTS, TARGET, TIES]
    rows = [(0, "last-region-card", "split-evenly"), (1, "no-marker", "lowest-spanned-place"),
            (1, "last-region-card", "lowest-spanned-place"), (0, "no-marker", "split-evenly")]
    missing = acting_pairs.missing_acting(factors, rows, standard)
    # (last-region-card, split-evenly) is held only in the first row, where no hand holds a Knight
    assert ((1, "last-region-card"), (2, "split-evenly")) in missing
    # (no Knight, last-region-card) can act in no row at all: not listed
    assert ((0, 0), (1, "last-region-card")) not in missing
    # every pair listed is held by some row
    held = set().union(*(row_combinations(r, 2) for r in rows))
    assert set(missing) <= held


def test_the_standard_rules_pairs_are_each_played_where_both_values_act(tmp_path):
    # The pairs' rows (acting_array.build) hold 11 cards a round with ruling knight-after-non-region
    # = last-region-card in a row where a Knight adding markers can follow a whole round's cards
    # (the greedy builder that counted any row holding the two held it only beside no Knight, a
    # Knight adding none, or one playable marker: a slip there passed plain `check`)
    array, _ = rule_pairs.covering(STANDARD, 2, tmp_path)
    names = [f.name for f in array.factors]
    cards, target = names.index("[round] cards_per_round"), names.index("knight-after-non-region")
    on = [acting_pairs.acting(array.factors, row, standard) for row in array.rows]
    assert any(row[cards] == 11 and row[target] == "last-region-card" and acts[cards] and acts[target]
               for row, acts in zip(array.rows, on))
    # checked independently of the builder: no pair is held only where one of its values cannot act
    assert acting_pairs.missing_acting(array.factors, array.rows, standard) == array.switched_off == []
    assert rule_pairs.shown(array)["switched_off"] == []
