"""properties.conformance.oracle: the referee agrees with the Z3 model, and a wrong referee is caught."""

from __future__ import annotations

import pytest

import slips
from referee.engine.region_scoring import Placing
from referee.properties.conformance import oracle


def test_referee_agrees_with_the_model_exhaustively_on_small_regions(rules):
    report = oracle.exhaustive_regions(rules, max_influence=3, max_players=4)
    # 2, 3 and 4 players with influence 0..3 each: 16 + 64 + 256 vectors, per banner.
    assert report.cases == (16 + 64 + 256) * len(oracle.region_banners(rules))
    assert report.ok, report.mismatches[:3]


def test_referee_agrees_on_generated_regions(rules):
    report = oracle.generated_regions(rules, 300, seed=1)
    # 300 under the rulebook's tie rule (lowest spanned place), 150 under each of the other two
    assert report.cases == 300 + 2 * 150 and report.ok, report.mismatches[:3]


def test_a_split_tie_spanning_one_place_too_many_is_caught_under_the_standard_rules(rules, monkeypatch):
    # "Scoring — Ties" under [scoring] tie_rule = split-evenly (a variant's): tied players share
    # the values of the places they span. Summing one place past the span (mutant
    # region_scoring:100) pays more where that place pays: the standard rules never split a tie,
    # but their check meets the engine under every tie rule.
    from referee.engine import region_scoring

    assert oracle.generated_regions(rules, 300, seed=1).ok
    monkeypatch.setattr(region_scoring, "group_points",
                        slips.changed(region_scoring, "group_points", "range(first, last + 1)", "range(first, last + 2)"))
    report = oracle.generated_regions(rules, 300, seed=1)
    assert not report.ok and all(m["model"] != m["referee"] for m in report.mismatches)


def test_an_unpaid_split_tie_told_by_its_last_place_is_caught(rules, monkeypatch):
    # "Scoring — Ties": a split-evenly tie whose places all pay nothing says why of its first
    # (highest) place, as the account check reads it: past the banner's values, while its last
    # place may be past the paid places too. The generated banners hold 1-4 values, so a place
    # within the paid places but past the banner comes often.
    slips.unpaid_split_tie_told_by_its_last_place(monkeypatch)
    report = oracle.generated_regions(rules, 300, seed=1)
    assert not report.ok and all(m["model"] == m["referee"] and m["reasons"] for m in report.mismatches)
    assert "for 'not-paid-place'" in str(report.mismatches) and "say 'beyond-banner'" in str(report.mismatches)


def test_a_full_region_under_any_leader_is_met_under_the_standard_rules(rules, monkeypatch):
    # "Nobles" with [nobles] placed_by = any-leader (a variant's) and the rulebook's limit of one
    # Noble a region: two tied leaders make the region full, so neither places. The standard
    # rules' check also plays the decision under the other placed_by, on_new_noble and limits.
    slips.full_region_limit_ignored(monkeypatch)
    report = oracle.exhaustive_nobles(rules)
    assert not report.ok
    changed = "[nobles] placed_by = any-leader, on_new_noble = replace, max_per_region = 1"
    assert {m.get("changed") for m in report.mismatches} == {changed}
    assert {"markers": [0, 1, 1], "old_nobles": [], "model": [[0, 0, 0], [0, 0, 0]],
            "referee": [[0, 1, 1], [0, 0, 0]], "named new": ["Bob", "Cy"], "new": [],
            "reason": "tied-leaders", "why": "region-full", "changed": changed} in report.mismatches


def test_a_decision_naming_a_new_noble_twice_is_caught_under_the_standard_rules(rules, monkeypatch):
    # Under any-leader without a limit, two tied leaders both place: the decision names each new
    # Noble once (placed, and also placed); one naming the last twice and the first never (mutant
    # nobles:100) places the same Nobles, so only the names show it.
    slips.last_new_noble_named_first(monkeypatch)
    report = oracle.exhaustive_nobles(rules)
    assert {"markers": [0, 1, 1], "old_nobles": [], "model": [[0, 1, 1], [0, 0, 0]],
            "referee": [[0, 1, 1], [0, 0, 0]], "named new": ["Cy", "Cy"], "new": ["Bob", "Cy"],
            "changed": "[nobles] placed_by = any-leader, on_new_noble = replace, max_per_region = 0"
            } in report.mismatches


def test_a_decision_that_places_nothing_gives_its_first_leaders_reason(rules, monkeypatch):
    # "Nobles", stacking under any-leader with a limit of one Noble a region: Ann's Noble (influence
    # 1) and Cy's marker (1) tie; Ann holds as many as a player may, and the region is full for
    # Cy. Nothing changes, and the decision gives the first leader's reason (seat order): Ann's.
    slips.stacked_decision_told_by_its_last_leader(monkeypatch)
    report = oracle.exhaustive_nobles(rules)
    assert {"markers": [0, 0, 1], "old_nobles": ["Ann"], "model": [[1, 0, 0], [0, 0, 0]],
            "referee": [[1, 0, 0], [0, 0, 0]], "reason": "region-full", "why": "already-holds",
            "changed": "[nobles] placed_by = any-leader, on_new_noble = stack, max_per_region = 1"
            } in report.mismatches


def test_a_placing_decision_of_tied_leaders_is_told_as_theirs(rules, monkeypatch):
    # "Nobles", stacking under any-leader: Bob and Cy tie on one marker each with no Noble in the
    # region, and both place one. The decision is the tied leaders', not a sole leader's: one
    # telling it from the Nobles placed (mutant nobles:131) places the same Nobles, so only its
    # reason shows it.
    slips.stacked_decision_told_as_sole_leaders(monkeypatch)
    report = oracle.exhaustive_nobles(rules)
    assert {"markers": [0, 1, 1], "old_nobles": [], "model": [[0, 1, 1], [0, 0, 0]],
            "referee": [[0, 1, 1], [0, 0, 0]], "reason": "sole-leader", "why": "tied-leaders",
            "changed": "[nobles] placed_by = any-leader, on_new_noble = stack, max_per_region = 0"
            } in report.mismatches


def test_nobles_and_chains_agree_under_both_rulesets(rules, permanent_rules):
    for r in (rules, permanent_rules):
        for report in (oracle.exhaustive_nobles(r), oracle.exhaustive_chains(r)):
            assert report.ok, (report.what, report.mismatches[:3])
    # 8 regions x 2^7 sets of the owner's other Nobles; then under each of the two other bonuses,
    # the sets of up to three: 1 + 7 + 21 + 35 = 64 a region
    assert oracle.exhaustive_chains(rules).cases == 8 * 128 + 2 * 8 * 64


def test_an_adjacent_only_bonus_counted_as_the_chain_is_caught_under_the_standard_rules(rules, monkeypatch):
    # "Variant" [nobles] bonus = adjacent-only: Zin Kai's Deep scored, its owner's Nobles also in
    # King's Castle (next to it on the route) and Dragon's Lair (next to King's Castle, not to Zin
    # Kai's Deep): two regions count, 1 + 1 = 2 points; the whole chain would count three (3)
    slips.adjacent_only_counted_as_chain(monkeypatch)
    report = oracle.exhaustive_chains(rules)
    assert {"region": "Zin Kai's Deep", "nobles": ["Zin Kai's Deep", "Dragon's Lair", "King's Castle"],
            "model": [2], "referee": [3], "bonus": "adjacent-only"} in report.mismatches


def test_adjacent_regions_listed_in_number_order_are_caught_under_the_standard_rules(rules, monkeypatch):
    # a bonus's regions are listed along the King's route (1, 6, 4, 7, 3, 5, 2, 8 on the rulebook's board);
    # Zin Kai's Deep (1) scored, its owner's Nobles also in Temple Ruins (3) and Wizard's Tower (6), both
    # next to it: listed 1, 6, 3 along the route, 1, 3, 6 in number order, the points the same
    from helpers import replaced
    from referee.rules.board import Board

    assert oracle.exhaustive_chains(rules).ok
    monkeypatch.setattr(Board, "bonus_regions", replaced(
        Board, "bonus_regions", "return [r for r in self.route if r in near]", "return sorted(near)"))
    report = oracle.exhaustive_chains(rules)
    names = ["Zin Kai's Deep", "Temple Ruins", "Wizard's Tower"]
    assert {"region": "Zin Kai's Deep", "nobles": names, "model": [3], "referee": [3, f"regions listed {names}"],
            "bonus": "adjacent-only"} in report.mismatches


def test_a_wrong_tie_rule_in_the_referee_is_caught(rules, monkeypatch):
    # A referee that pays tied players the HIGHEST spanned place instead of the lowest.
    from referee.engine import region_scoring

    real = region_scoring.place_players

    def generous(influence, banner, paid_places, min_influence=1, tie_rule="lowest-spanned-place", **rulings):
        out = []
        for pl in real(influence, banner, paid_places, min_influence):
            if pl.tied_with > 1 and pl.first_place <= min(paid_places, len(banner)):
                pl = Placing(pl.player, pl.influence, pl.first_place, pl.last_place, pl.tied_with,
                             banner[pl.first_place - 1], "paid")
            out.append(pl)
        return out

    monkeypatch.setattr(oracle, "place_players", generous)
    report = oracle.exhaustive_regions(rules, max_influence=2, max_players=3)
    assert not report.ok
    # e.g. Dark Tower-like banner 5-4, influence [1, 1]: the model pays 0 (a 2-player tie for
    # 1st-2nd spans past the single paid place); the wrong referee pays 5.
    assert any(m["model"] != m["referee"] for m in report.mismatches)


@pytest.mark.parametrize("ruling,choice", [("tie-ranking", "1-1-2"), ("tie-paid-place", "following-place")])
def test_model_and_referee_agree_under_the_tie_rulings(rules, ruling, choice):
    from referee.rules.loader import with_chosen_rulings

    report = oracle.exhaustive_regions(with_chosen_rulings(rules, {ruling: choice}))
    assert report.cases > 3000 and report.ok, report.mismatches[:3]


def test_a_referee_that_leaves_a_player_out_is_a_mismatch_not_a_crash(rules, monkeypatch):
    # A slip that ranks only the first five players ("the box has five colours"), planted in the
    # engine, made `referee check` of an 8-player variant stop with a KeyError: the player it left
    # out must be a mismatch (None where the model pays), and the check go on.
    from referee.engine import region_scoring
    from referee.properties.conformance import closed_form as exhaustive

    real = region_scoring.place_players

    def first_two_only(influence, *args, **kwargs):
        return [pl for pl in real(influence, *args, **kwargs) if pl.player in list(influence)[:2]]

    monkeypatch.setattr(oracle, "place_players", first_two_only)
    report = oracle.exhaustive_regions(rules, max_influence=1, max_players=3)
    assert any(m["referee"][2] is None for m in report.mismatches)
    monkeypatch.setattr(exhaustive, "place_players", first_two_only)
    closed = exhaustive.check_region_scoring(rules, max_count=1, players=(3,))
    assert any(m.get("referee", [0, 0, 0])[2] is None for m in closed.mismatches)


def test_a_full_region_told_as_keeping_none_of_its_nobles_is_named(rules, monkeypatch):
    # "Nobles" under any-leader with one Noble a region: Ann's old Noble (influence 1) ties Cy's one
    # marker for the lead, two leaders for a region of one Noble, so nobody places and Ann's Noble
    # stays; a decision telling it kept nothing differs from the model's Nobles after it
    from helpers import replaced
    from referee.engine import nobles

    monkeypatch.setattr(nobles, "_replace", replaced(nobles, "_replace", 'kept=tuple(current), reason="region-full"',
                                                     'kept=(), reason="region-full"'))
    report = oracle.exhaustive_nobles(rules)
    assert report.mismatches and all("kept and removed" in m for m in report.mismatches)
    assert {"markers": [0, 0, 1], "old_nobles": ["Ann"], "model": [[1, 0, 0], [0, 0, 0]],
            "referee": [[1, 0, 0], [0, 0, 0]], "kept and removed": [[], []], "staying and leaving": [["Ann"], []],
            "changed": "[nobles] placed_by = any-leader, on_new_noble = replace, max_per_region = 1"
            } in report.mismatches
