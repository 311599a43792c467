"""The best split of collected cards (scoring.py), values reasoned from the "Scoring" tables:
sets 1:1 2:3 3:6 (4: ruling) 5:10 6:30; runs 3:4 4:6 5:9 6:13 7:18 8:24 9:31 10:39."""

from __future__ import annotations

import pytest

from referee.games.kings_struggle.rules import load_rules
from referee.games.kings_struggle.scoring import Group, best_split, tables_for
from referee.games.spec_files import choose_rulings


def tables(**given):
    rules = load_rules()
    choices, problems = choose_rulings(rules.rulings, {k.replace("_", "-"): v for k, v in given.items()})
    assert not problems
    return tables_for(rules, choices)


def labels(split):
    return [f"{g.label}: {g.points}" for g in split.groups]


def test_worked_example_split():
    # "Scoring": the set of 8s 6, the run 6, the remaining cards 3 (a pair of 1s), 17 gold: 32.
    split = best_split([8, 8, 8, 3, 4, 5, 6, 1, 1], tables())
    assert labels(split) == ["set of three 8s: 6", "run 3-4-5-6: 6", "pair of 1s: 3"]
    assert split.points == 15          # + 17 gold = 32 (winning.py adds the gold)


def test_one_long_run_beats_a_shorter_run_and_singles():
    # 1-6 as one run: 13. 2-3-4-5 (6) + singles 1 and 6 (2) = 8. Two runs 1-2-3 + 4-5-6 = 8.
    assert labels(best_split([1, 2, 3, 4, 5, 6], tables())) == ["run 1-2-3-4-5-6: 13"]


def test_three_of_a_kind_beats_using_one_in_a_run():
    # 5 5 5 6 7: set of three 5s (6) + singles 6, 7 (2) = 8; run 5-6-7 (4) + pair of 5s (3) = 7.
    split = best_split([5, 5, 5, 6, 7], tables())
    assert split.points == 8
    assert labels(split) == ["single 7: 1", "single 6: 1", "set of three 5s: 6"]


def test_run_can_beat_a_pair():
    # 4 4 5 6: run 4-5-6 (4) + single 4 (1) = 5; pair of 4s (3) + singles 5, 6 (2) = 5: a tie,
    # broken toward fewer groups (run + single = 2 groups against 3).
    split = best_split([4, 4, 5, 6], tables())
    assert split.points == 5 and labels(split) == ["run 4-5-6: 4", "single 4: 1"]


def test_two_parallel_runs_against_three_pairs():
    # 3 3 4 4 5 5: two runs 3-4-5 (4 + 4 = 8) < three pairs (3 + 3 + 3 = 9).
    split = best_split([3, 3, 4, 4, 5, 5], tables())
    assert split.points == 9 and all(g.kind == "set" for g in split.groups)
    # with a third copy each: three sets of three (18) beat three runs (12)
    assert best_split([3, 3, 3, 4, 4, 4, 5, 5, 5], tables()).points == 18


def test_ten_card_run_and_parallel_runs():
    # 1..10 once: one run of 10 = 39 (two runs of 5 would be 18).
    assert labels(best_split(list(range(1, 11)), tables())) == ["run 1-2-3-4-5-6-7-8-9-10: 39"]
    # 1..10 twice: two runs of 10 (78) beat ten pairs (30).
    assert best_split(list(range(1, 11)) * 2, tables()).points == 78


def test_runs_of_different_lengths_overlap():
    # 1 2 3 3 4 4 5 5: runs 1-2-3-4-5 (9) + 3-4-5 (4) = 13. Others: the long run + singles 3, 4, 5
    # = 12; singles 1, 2 + pairs of 3, 4, 5 = 11; runs 1-2-3 + 3-4-5 + singles 4, 5 = 10.
    split = best_split([1, 2, 3, 4, 5, 3, 4, 5], tables())
    assert split.points == 13
    assert sorted(g.ranks for g in split.groups) == [(1, 2, 3, 4, 5), (3, 4, 5)]


def test_four_of_a_kind_default_is_ten():
    # ruling four-of-a-kind = ten: one set of four 9s, 10 points.
    assert labels(best_split([9, 9, 9, 9], tables())) == ["set of four 9s: 10"]


def test_four_of_a_kind_split_scores_three_and_one():
    # ruling four-of-a-kind = split: no value for four; best division is 3 + 1 (6 + 1 = 7; 2 + 2 = 6).
    assert labels(best_split([9, 9, 9, 9], tables(four_of_a_kind="split"))) == ["set of three 9s: 6", "single 9: 1"]


def test_five_and_six_of_a_kind():
    # five 8s: one set (one-set ruling) = 10; six 8s: 30.
    assert labels(best_split([8] * 5, tables())) == ["set of five 8s: 10"]
    assert best_split([8] * 6, tables()).points == 30
    # several-sets ruling: five 8s as four + single = 10 + 1 = 11 (three + pair would be 9).
    assert labels(best_split([8] * 5, tables(rank_sets="several-sets"))) == ["set of four 8s: 10", "single 8: 1"]
    # several-sets and split: five = 10 still beats 3 + 2 (9) and 3 + 1 + 1 (8).
    assert best_split([8] * 5, tables(rank_sets="several-sets", four_of_a_kind="split")).points == 10


def test_five_of_a_kind_may_feed_a_run():
    # 7 7 7 7 7 8 9 (one-set): set of five (10) + singles 8, 9 (2) = 12; run 7-8-9 (4) + set of
    # four 7s (10) = 14. The run wins.
    split = best_split([7, 7, 7, 7, 7, 8, 9], tables())
    assert split.points == 14
    assert labels(split) == ["run 7-8-9: 4", "set of four 7s: 10"]


def test_empty_hand_scores_nothing():
    assert best_split([], tables()).groups == ()


def test_every_card_used_once_in_a_mixed_hand():
    cards = [1, 1, 2, 3, 3, 3, 4, 6, 7, 8, 8, 10, 10, 10, 10]
    split = best_split(cards, tables())
    assert split.cards() == sorted(cards)
    # Ranks 1-4 (1 1 2 3 3 3 4): no run: pair of 1s 3 + single 2 1 + three 3s 6 + single 4 1 = 11;
    # run 1-2-3-4 6 + single 1 + pair of 3s = 10; run 2-3-4 4 + pair of 1s + pair of 3s = 10. -> 11.
    # Ranks 6-8 (6 7 8 8): run 6-7-8 4 + single 8 1 = 5, or singles 6, 7 and a pair of 8s = 5. -> 5.
    # Four 10s: 10 (ruling four-of-a-kind = ten). Total 11 + 5 + 10 = 26.
    assert split.points == 26


def test_group_labels():
    assert Group("set", (1, 1), 3).label == "pair of 1s"
    assert Group("set", (10,) * 6, 30).label == "set of six 10s"
    assert Group("single", (5,), 1).label == "single 5"
    assert Group("run", (3, 4, 5), 4).to_dict() == {"kind": "run", "ranks": [3, 4, 5], "points": 4,
                                                    "label": "run 3-4-5"}


def test_rejects_ranks_outside_the_game():
    with pytest.raises(ValueError, match="ranks"):
        best_split([11], tables())
    with pytest.raises(ValueError, match="at most 6"):
        best_split([2] * 7, tables())
