"""The variant sweep of `check --exhaustive` (properties/conformance/variant_sweep.py): one rule value changed at a
time, every value the spec allows, the engine against the round model under each. Its reason to be:
an engine slip on a branch only a variant takes passes plain `referee check`, and the sweep finds it."""

from __future__ import annotations

from pathlib import Path

import pytest

import slips
from referee.properties.conformance import variant_sweep
from referee.properties.conformance.variant_sweep import Change
from referee.rules import load_rules


def test_the_changes_are_every_other_value_the_spec_allows():
    found = {(c.table, c.key): set() for c in variant_sweep.changes(load_rules())}
    for c in variant_sweep.changes(load_rules()):
        found[c.table, c.key].add(c.value)
    # words: every other choice of the spec ("Scoring — Ties" is the lowest spanned place)
    assert found["scoring", "tie_rule"] == {"highest-spanned-place", "split-evenly"}
    assert found["nobles", "placed_by"] == {"any-leader", "none"}
    assert found["end", "final_scoring"] == {"all-regions", "none"}
    assert found["cards", "witch_reselects"] == {"at-once"}
    # yes/no: the other answer (the rulebook's final scoring places no Noble)
    assert found["end", "final_creates_nobles"] == {True}
    # numbers: one more and one less within the spec's range; at least 1 influence to be scored,
    # so the rulebook's 1 has no value below it; 40 points end the game ("End of the game")
    assert found["scoring", "min_influence"] == {2}
    assert found["end", "threshold"] == {39, 41}
    # card kinds: each kind added to or taken from the rulebook's once-per-game Dragon and Witch
    assert found["components", "once_per_game"] == {("knight", "dragon", "witch"), ("witch",), ("dragon",)}
    # the sections a rule cites are words for people, not rules: never changed
    assert not any(key.endswith("section") for _, key in found)


def test_every_change_is_a_variant_the_loader_reads_with_that_value(tmp_path):
    for n, change in enumerate(variant_sweep.changes(load_rules())):
        path = tmp_path / f"change-{n}.toml"          # load_rules keeps what it read per path
        path.write_text(change.variant_text(), encoding="utf-8")
        rules = load_rules((str(path),))
        assert getattr(getattr(rules, change.table), change.key) == change.value, change.label


@pytest.mark.slow          # two sweeps of one change each (about 4 s)
@pytest.mark.parametrize("plant, change", [
    (slips.knight_adds_at_most_one_marker, Change("cards", "knight_extra_markers", 2)),
    (slips.all_regions_final_read_as_unscored_only, Change("end", "final_scoring", "all-regions")),
])
def test_a_slip_only_a_variant_takes_is_found_by_the_sweep(monkeypatch, plant, change):
    honest = variant_sweep.run((), [change])
    assert honest.played == [change.label] and honest.legality.ok and honest.outcome.ok
    assert honest.outcome.cases >= variant_sweep.SWEEP_ROUNDS // 3      # most drawn rounds are legal
    plant(monkeypatch)
    slipped = variant_sweep.run((), [change])
    assert not slipped.outcome.ok
    assert slipped.outcome.mismatches[0]["change"] == change.label


def test_a_value_the_loader_refuses_in_these_rules_is_counted_not_played():
    # 21 Witches a player: more than a hand holds, refused at load ("Preparation")
    report = variant_sweep.run((), [Change("components", "witches_per_player", 21)])
    assert report.played == [] and report.refused == ["[components] witches_per_player = 21"]
    assert report.legality.cases == 0


def test_the_sweep_starts_from_the_standard_rules_and_every_shipped_variant():
    # Nobles placed by any leader show only where a region holds more than one: Permanent Nobles
    # (no limit, "Variant — Permanent Nobles") is a base, and its own changes are away from its values
    rules = load_rules()
    assert variant_sweep.sweep_bases(rules) == [(), ("permanent-nobles",)]
    permanent = {(c.key, c.value) for c in variant_sweep.changes(load_rules(("permanent-nobles",)))}
    assert ("on_new_noble", "replace") in permanent and ("max_per_region", 1) in permanent
    assert ("on_new_noble", "stack") not in permanent and ("max_per_region", -1) not in permanent


def test_a_noble_change_on_permanent_nobles_agrees_whichever_variant_the_decision_cites():
    # Two variants change the Noble rules (Permanent Nobles, then Nobles placed by any leader): the
    # decision may cite either section ("Variant — Permanent Nobles" or the change's own), never "Nobles"
    report = variant_sweep.run(("permanent-nobles",), [Change("nobles", "placed_by", "any-leader")])
    assert report.played and report.legality.ok and report.outcome.ok, report.outcome.mismatches[:1]


@pytest.mark.slow          # two sweeps of one change (about 3 s)
def test_a_witch_told_at_the_wrong_time_is_found(monkeypatch):
    # "Revealing cards — Witch" under [cards] witch_reselects = "at-once": the re-selection is told
    # right after that player's Witch; told after the others instead, no number changes, the account does
    change = Change("cards", "witch_reselects", "at-once")
    assert variant_sweep.run((), [change]).outcome.ok
    slips.witch_at_once_told_as_after_others(monkeypatch)
    slipped = variant_sweep.run((), [change])
    assert not slipped.outcome.ok
    assert any("Witch" in line for line in slipped.outcome.mismatches[0]["account"])


def test_plain_check_plays_every_change_in_two_rulesets_but_a_card_lists_third(tmp_path):
    # combined(): the k-th other value of every key in the k-th ruleset. Word keys have at most two
    # other values (tie_rule, placed_by, bonus, final_scoring, tie_break), numbers two (one more, one
    # less), yes/no one; the once-per-game list has three (each of its kinds flipped), so its third,
    # once_per_game = ["dragon"], is the one change left to the one-key sweep of --exhaustive
    rules = load_rules()
    sets = variant_sweep.combined(rules, tmp_path)
    assert len(sets) == variant_sweep.COMBINED_SETS + 1 == 3           # and the crossed one
    held = {c.label for _, kept in sets for c in kept}
    assert {c.label for c in variant_sweep.changes(rules)} - held == {'[components] once_per_game = ["dragon"]'}
    for changed, kept in sets:
        for c in kept:
            assert getattr(getattr(changed, c.table), c.key) == c.value, c.label
    # the branches the issue named as plain check's blind spots, each in a ruleset
    first = {(c.key, c.value) for c in sets[0][1]}
    assert {("placed_by", "any-leader"), ("on_new_noble", "stack"), ("max_per_region", 2),
            ("witch_reselects", "at-once"), ("final_scoring", "all-regions"), ("knight_extra_markers", 2)} <= first
    assert ("final_scoring", "none") in {(c.key, c.value) for c in sets[1][1]}
    # the second ruleset has no Knights, so its Knight of no extra marker is never played; the
    # crossed one keeps its rules and takes the first one's pieces: two Knights a player
    crossed = sets[2][0]
    assert crossed.cards.knight_extra_markers == 0 and crossed.components.knights_per_player == 2
    assert crossed.round.regions_per_dragon == 0 and crossed.components.dragons_per_player == 2
    assert {c.label for c in sets[2][1]} == ({c.label for c in sets[1][1] if c.table != "components"}
                                            | {c.label for c in sets[0][1] if c.table == "components"})


def test_the_engine_agrees_with_the_model_under_the_combined_rulesets():
    legality, outcome = variant_sweep.run_combined(load_rules())
    assert legality.ok and outcome.ok, (legality.mismatches + outcome.mismatches)[:1]
    # each drawn round once, and each round of selections written wrong once per mistake it takes
    assert legality.cases > 3 * (variant_sweep.COMBINED_ROUNDS + variant_sweep.COMBINED_PLAY_ROUNDS)
    assert outcome.cases >= variant_sweep.COMBINED_ROUNDS // 2          # most drawn rounds are legal


@pytest.mark.slow          # one combined run each (about 3 s)
@pytest.mark.parametrize("plant", [slips.knight_adds_at_most_one_marker, slips.all_regions_final_read_as_unscored_only,
                                   slips.witch_at_once_told_as_after_others, slips.stacked_nobles_ignore_the_region_limit,
                                   slips.unpaid_nobles_untold, slips.unpaid_nobles_told_of_nobody,
                                   # two Dragons held, one spent, both played (the selections written wrong)
                                   slips.spent_counted_without_the_cards_before])
def test_a_slip_only_a_variant_takes_is_found_by_plain_check(monkeypatch, plant):
    plant(monkeypatch)
    legality, outcome = variant_sweep.run_combined(load_rules())
    assert not (legality.ok and outcome.ok)


def test_a_knight_of_no_extra_marker_said_to_do_nothing_for_another_reason_is_found(monkeypatch):
    # only the crossed ruleset plays Knights under knight_extra_markers = 0 (the second has none)
    slips.knight_without_markers_told_as_first_card(monkeypatch)
    _, outcome = variant_sweep.run_combined(load_rules())
    assert "knight_extra_markers is 0" in str(outcome.mismatches)
    assert all("[components] knights_per_player = 2" in m["changes"] for m in outcome.mismatches)


def test_a_split_tie_paid_as_a_place_of_none_is_found(monkeypatch):
    # the combined rulesets split tied values evenly ([scoring] tie_rule): the account's paid_place
    # of such a tie must be 0 (account_check._paid_place_problems)
    slips.split_tie_paid_as_place_minus_one(monkeypatch)
    _, outcome = variant_sweep.run_combined(load_rules())
    assert "paid as place -1" in str(outcome.mismatches)


def test_a_change_refused_beside_the_others_is_left_out_of_the_combined_ruleset(tmp_path, monkeypatch):
    # 21 Witches a player is more than a hand holds ("Preparation"): the loader refuses it, so the
    # combined ruleset keeps the other changes and leaves it to the one-key sweep
    refused, kept = Change("components", "witches_per_player", 21), Change("scoring", "tie_rule", "split-evenly")
    monkeypatch.setattr(variant_sweep, "changes", lambda rules: [refused, kept])
    [(changed, held)] = variant_sweep.combined(load_rules(), tmp_path)
    assert held == [kept] and changed.scoring.tie_rule == "split-evenly"
    assert changed.components.witches_per_player == load_rules().components.witches_per_player


def test_each_combined_ruleset_ends_games_in_its_drawn_rounds(tmp_path):
    # the end and the final scoring ("none", "all-regions") are branches too: each combined ruleset
    # must end a game now and then in rounds drawn as plain check draws them (with 2 players the
    # second one's paid places, players - 2, paid nobody and no round ended a game)
    import random

    from referee.engine.round_play import IllegalPlayError
    from referee.properties.conformance import drawn
    from referee.properties.rounds import play_round_logged

    for rules, _ in variant_sweep.combined(load_rules(), tmp_path):
        ended = 0
        for n in range(variant_sweep.COMBINED_ROUNDS):
            position, plays, witch = drawn.draw_round(random.Random(n), rules, variant_sweep.COMBINED_COUNTS)
            try:
                ended += play_round_logged(rules, position, drawn.as_written(rules, plays, witch))[2].game_over
            except IllegalPlayError:
                continue                # a selection written wrong: refused, as drawn
        assert ended >= 5


def test_a_disagreement_under_a_combined_ruleset_is_a_record_that_replays_after_the_check(monkeypatch):
    # "a failure is a replayable record": the record names the combined variant file, which stays
    # (the cache's check-variants folder) after the check, and reads under the same rules
    from referee.io.game_record import read_record

    slips.witch_at_once_told_as_after_others(monkeypatch)
    _, outcome = variant_sweep.run_combined(load_rules())
    record = outcome.mismatches[0]["record"]
    game, problems = read_record(record)
    assert game is not None, [p.message for p in problems]
    assert game.rules.cards.witch_reselects == "at-once"          # the combined ruleset's, not the rulebook's
    assert all(Path(v).is_file() for v in record["variants"])


def test_a_cache_that_cannot_be_written_leaves_the_variants_in_a_folder_of_the_run(tmp_path, monkeypatch):
    # XDG_CACHE_HOME pointing at a file (or anywhere unwritable) must not stop a check
    blocked = tmp_path / "a-file"
    blocked.write_text("", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    folder = variant_sweep.variant_folder()
    assert folder.is_dir() and blocked not in folder.parents
    assert variant_sweep.written(folder, "combined", "x = 1\n").read_text(encoding="utf-8") == "x = 1\n"


def test_the_check_variants_folder_keeps_its_newest_files_only(tmp_path, monkeypatch):
    # every count has a bound: the cache's check-variants folder holds MAX_CHECK_VARIANTS files
    from referee import user_cache

    monkeypatch.setattr(user_cache, "MAX_CHECK_VARIANTS", 3)
    paths = [variant_sweep.written(tmp_path, "change", f"x = {n}\n") for n in range(5)]
    assert len(list(tmp_path.glob("*.toml"))) == 3
    assert paths[-1].read_text(encoding="utf-8") == "x = 4\n"        # the one just written stays
