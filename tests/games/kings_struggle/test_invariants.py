"""The invariants of King's Struggle with Hypothesis, and the catalogue `referee check --game
kings-struggle` runs (invariants.py): it holds for the real scorer and catches a broken one."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.games.kings_struggle import invariants
from referee.games.kings_struggle.oracles import exhaustive_best_points, z3_best_points
from referee.games.kings_struggle.rules import load_rules
from referee.games.kings_struggle.scoring import Split, best_split, tables_for
from referee.games.kings_struggle.winning import PlayerHand, decide, score_hand, tie_break_key
from referee.games.spec_files import choose_rulings

RULES = load_rules()
RANKS = tuple(RULES.ranks)
RULESETS = [tables_for(RULES, choose_rulings(RULES.rulings, given)[0]) for given in invariants.SCORING_RULINGS]


def capped(cards):
    """At most 6 cards of a rank (one per deck)."""
    seen = Counter()
    kept = []
    for rank in cards:
        if seen[rank] < RULES.decks:
            seen[rank] += 1
            kept.append(rank)
    return kept


hands = st.lists(st.integers(1, 10), max_size=14).map(capped)
rulesets = st.sampled_from(RULESETS)


@given(hands, rulesets)
def test_split_uses_every_card_once(cards, tables):
    assert best_split(cards, tables).cards() == sorted(cards)


@given(st.lists(st.integers(1, 10), max_size=10).map(capped), rulesets)
@settings(max_examples=60, deadline=None)
def test_no_split_is_worth_more(cards, tables):
    points = best_split(cards, tables).points
    assert points == exhaustive_best_points(cards, tables)
    assert points == z3_best_points(cards, tables)


@given(hands, st.integers(1, 10), st.integers(0, 40), rulesets)
def test_a_card_or_a_gold_more_never_lowers_the_score(cards, rank, gold, tables):
    before = score_hand(PlayerHand("A", gold, tuple(cards)), tables, 1).total
    assert score_hand(PlayerHand("A", gold + 1, tuple(cards)), tables, 1).total == before + 1
    if cards.count(rank) < RULES.decks:
        assert score_hand(PlayerHand("A", gold, tuple(cards) + (rank,)), tables, 1).total >= before


@given(st.lists(st.tuples(st.integers(0, 8), st.lists(st.integers(1, 4), max_size=5)), min_size=2, max_size=4),
       rulesets)
def test_tie_break_is_a_total_order_unless_hands_are_identical(players, tables):
    # small gold and ranks 1-4 make ties on points and cards frequent
    scores = [score_hand(PlayerHand(f"P{i}", gold, tuple(cards)), tables, 1) for i, (gold, cards) in enumerate(players)]
    outcome = decide(scores, RANKS, "collected")
    keys = {s.hand.name: tie_break_key(s, RANKS, "collected") for s in scores}
    assert set(outcome.winners) == {n for n, k in keys.items() if k == max(keys.values())}
    winners = [s for s in scores if s.hand.name in outcome.winners]
    for s in winners:     # several winners only when level in every counted respect
        assert s.total == winners[0].total and Counter(s.hand.cards) == Counter(winners[0].hand.cards)


def test_catalogue_holds_on_the_real_scorer():
    for choice in invariants.SCORING_RULINGS:
        report = invariants.check_ruleset(RULES, choice, examples=60, seed=7, z3_examples=10)
        assert all(v.holds for v in report.verdicts), [v.message for v in report.verdicts if not v.holds]
        assert all(v.cases > 0 for v in report.verdicts)


def test_catalogue_catches_a_greedy_scorer(monkeypatch):
    # A scorer that never makes runs is wrong on any hand where a run pays more than its cards
    # as sets (1-2-3: run 4 > three singles 3): split.is-best must fail with a counterexample.
    def greedy(cards, tables):
        real = best_split(cards, tables)
        return Split(tuple(g for g in real.groups if g.kind != "run")) if any(g.kind == "run" for g in real.groups) \
            else real

    monkeypatch.setattr(invariants, "best_split", greedy)
    report = invariants.check_ruleset(RULES, {}, examples=80, seed=3, z3_examples=5)
    verdicts = {v.invariant.id: v for v in report.verdicts}
    assert not verdicts["split.is-best"].holds
    assert not verdicts["split.uses-every-card-once"].holds      # dropping the run loses its cards
    assert verdicts["split.is-best"].counterexample["players"]["A"]["cards"]


def test_tie_prone_hands_produce_ties():
    import random

    rnd = random.Random(5)
    tables = RULESETS[0]
    level = 0
    for _ in range(60):
        a, b, _c = invariants.tie_prone_hands(rnd, tables, RULES)
        level += score_hand(a, tables, 1).total == score_hand(b, tables, 1).total
    assert level >= 20        # two cases in three are built to tie on points


@pytest.mark.parametrize("given", invariants.SCORING_RULINGS)
def test_report_data(given):
    report = invariants.check_ruleset(RULES, given, examples=5, seed=1, z3_examples=1)
    data = report.to_dict()
    assert set(data["invariants"]) == {inv.id for inv in invariants.CATALOGUE}
    assert all(v["status"] == "HOLDS" for v in data["invariants"].values())
