"""properties.conformance.rule_pairs: plain `check` plays every pair of rule values and ruling answers.

The slip below is the kind the combined rulesets cannot see: the final scoring's Noble bonus read
from the neighbouring key, [end] final_creates_nobles, in place of final_pays_noble_bonus. The
rulebook's own values are false for both ("Game end and winning": the last scoring pays the places
only), and every combined ruleset changes both together, so the two agree wherever they are
played. A covering array holds a ruleset with the bonus paid and no Noble created, where the
final scoring of a region with Nobles pays a bonus the slip leaves out."""

from __future__ import annotations

import pytest

from helpers import refused_alone, replaced
from referee.engine import adjudicate
from referee.properties.conformance import rule_pairs, variant_sweep
from referee.properties.conformance.covering_array import missing
from referee.rules import load_rules

STANDARD = load_rules()


def test_every_rule_key_and_ruling_is_a_factor_with_its_own_value_first():
    factors = {f.name: f.levels for f in rule_pairs.factors(STANDARD)}
    # the rulebook's values first ("Components": 20 markers, one on the score track; "Choosing
    # cards": three cards a round), then the spec's bounds and one value inside
    assert factors["[components] markers_per_player"] == (20, 2, 100)
    assert factors["[round] cards_per_round"][0] == 3 and 1 in factors["[round] cards_per_round"]
    assert factors["[end] final_pays_noble_bonus"] == (False, True)
    assert set(factors["[nobles] placed_by"]) == {"sole-leader", "any-leader", "none"}
    for ruling in STANDARD.rulings:
        assert factors[ruling.id][0] == ruling.default and set(factors[ruling.id]) == set(ruling.alternatives)


def test_a_variants_own_keys_and_a_chosen_ruling_are_held_in_every_row(tmp_path):
    from referee.rules.loader import with_chosen_rulings

    rules = with_chosen_rulings(load_rules(("permanent-nobles",)), {"tie-ranking": "1-1-2"})
    names = {f.name for f in rule_pairs.factors(rules)}
    # Permanent Nobles sets [nobles] on_new_noble and max_per_region ("Variant — Permanent Nobles")
    assert "[nobles] on_new_noble" not in names and "[nobles] max_per_region" not in names
    assert "tie-ranking" not in names and "[nobles] placed_by" in names
    array, rulesets = rule_pairs.covering(rules, 2, tmp_path)
    assert len(rulesets) == len(array.rows)
    for played in rulesets:
        assert played.nobles.on_new_noble == "stack" and played.nobles.max_per_region == 0
        assert played.choice("tie-ranking") == "1-1-2"


def test_the_array_covers_every_pair_but_those_no_playable_row_holds(tmp_path):
    array, rulesets = rule_pairs.covering(STANDARD, 2, tmp_path)
    assert missing(array.factors, array.rows, 2) == set(array.refused)
    # a refused pair, set alone on the ruleset's own values, is refused by the loader (more score-track
    # markers than markers, "Components") or makes a game where no region can ever score ("Scoring":
    # a minimum influence no player's markers and Nobles reach)
    assert all(refused_alone(STANDARD, array, combo, tmp_path) for combo in array.refused)
    assert len(array.rows) < 40 and len(rulesets) == len(array.rows)
    assert all(rule_pairs.can_score(lambda table, key: getattr(getattr(r, table), key)) for r in rulesets)


@pytest.mark.slow
@pytest.mark.parametrize("right, slip", [
    # the final scoring's Noble bonus read from the key that says whether it creates Nobles
    ("if not final or rules.end.final_pays_noble_bonus:", "if not final or rules.end.final_creates_nobles:"),
    # its mirror: Nobles created at the final scoring read from the key of the bonus (a survivor of
    # the slips operators with 6 rounds a row in the array of 32 rows, docs/verification.md)
    ("if not final or rules.end.final_creates_nobles:", "if not final or rules.end.final_pays_noble_bonus:")],
    ids=["pays-read-as-creates", "creates-read-as-pays"])
def test_a_key_read_for_its_neighbour_is_named_by_the_pairs_not_by_the_combined_rulesets(monkeypatch, tmp_path,
                                                                                          right, slip):
    # "Game end and winning": whether the final scoring creates Nobles and whether it pays their
    # bonus are two rules; the combined rulesets change both together, so a slip reading one for
    # the other shows only in a row where they differ. The pairs' rows where the two keys are apart
    # (the standard rules: both false) are played as `check` plays them, up to the first naming it
    monkeypatch.setattr(adjudicate, "_score_region", replaced(adjudicate, "_score_region", right, slip))
    assert all(r.ok for r in variant_sweep.run_combined(STANDARD))
    array, rulesets = rule_pairs.covering(STANDARD, 2, tmp_path)
    names = [f.name for f in array.factors]
    pays, creates = names.index("[end] final_pays_noble_bonus"), names.index("[end] final_creates_nobles")
    apart = [changed for row, changed in zip(array.rows, rulesets) if row[pays] != row[creates]]
    assert apart
    named = False
    for changed in apart:
        done, _, _ = rule_pairs.play_row(changed, rule_pairs.row_models(changed), rule_pairs.PAIR_ROUNDS,
                                         rule_pairs.PAIR_PLAYS)
        legality, outcome = done.reports
        assert legality.ok
        if not outcome.ok:
            named = True
            break
    assert named


def test_a_variant_of_the_board_only_leaves_every_rule_key_a_factor(tmp_path):
    # a variant that changes a region's banner ("Scoring": the board is data, no rule key) holds nothing
    path = tmp_path / "castle.toml"
    path.write_text('[variant]\nid = "castle-9"\nname = "Castle 9"\nsection = "Tests"\n\n'
                    '[[overrides.regions]]\nnumber = 8\nbanner = [9, 6, 3, 2]\n', encoding="utf-8")
    names = [f.name for f in rule_pairs.factors(load_rules((str(path),)))]
    assert names == [f.name for f in rule_pairs.factors(STANDARD)]


def test_a_row_sets_up_a_new_game_the_standard_rules_cannot_tell_apart(monkeypatch, tmp_path):
    # "Preparation": a player's supply is the markers but those on the score track. The standard
    # rules have 1 on the track and 1 Region card of each region, so a set-up reading the one for
    # the other gives the same supply there; the pairs hold rows where the two differ, and each
    # row sets up a new game against that statement (position_domain.set_up).
    from referee.engine import setup
    from referee.properties.conformance import position_domain
    from referee.properties.conformance.oracle import OracleReport

    array, rulesets = rule_pairs.covering(STANDARD, 2, tmp_path)
    apart = [r for r in rulesets if r.components.score_track_markers != r.components.region_cards_per_region]
    assert apart
    monkeypatch.setattr(setup, "playable_markers", lambda rules: rules.components.markers_per_player
                        - rules.components.region_cards_per_region)
    standard = OracleReport("")
    position_domain.set_up(STANDARD, standard)
    assert standard.ok
    found = OracleReport("")
    for ruleset in apart:
        position_domain.set_up(ruleset, found)
    assert not found.ok and found.mismatches[0]["differ"] == ["supply"]
