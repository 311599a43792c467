"""properties.proofs.round: the thirteen whole-round invariants PROVED for the rulebook's rules,
and broken, with a replayable one-round record, by variants that break them.

Each broken variant below changes one rule value away from the rulebook; the comment beside it
says why the statement (which reads the rulebook's facts, not the variant's) must then fail."""

from __future__ import annotations

import json

import pytest

from helpers import run_referee, variant_file
from referee.engine.replay import replay
from referee.io.game_record import read_record
from referee.properties.proofs.round import PROPERTIES, RoundProver
from referee.properties.rounds import CardRound, play_round_logged
from referee.properties.statements.invariants import BY_ID
from referee.rules import load_rules

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def standard_prover():
    return RoundProver(load_rules(()))


@pytest.fixture(scope="module")
def permanent_prover():
    return RoundProver(load_rules(("permanent-nobles",)))


@pytest.mark.parametrize("inv_id", sorted(PROPERTIES))
def test_standard_rules_prove_every_round_invariant_for_2_to_5_players(standard_prover, inv_id):
    result = standard_prover.prove(inv_id)
    assert result.proved, result.detail
    assert result.cases == 4          # one unsat query per player count, 2-5


@pytest.mark.parametrize("inv_id", sorted(PROPERTIES))
def test_permanent_nobles_changes_no_round_invariant(permanent_prover, inv_id):
    # The variant only changes where Nobles stand ("Variant — Permanent Nobles"); every owner of a
    # Noble in a scored region is still paid once, and the King, the cards and the end are untouched.
    assert permanent_prover.prove(inv_id).proved


BROKEN = [
    # three cards a round ("Choosing cards"): two instead
    ("round", "cards_per_round", "2", "cards.three-per-round"),
    # one marker per Knight ("Revealing cards — Knight"): two
    ("cards", "knight_extra_markers", "2", "cards.markers-placed"),
    # the Witch player re-selects after everyone else ("— Witch"): straight away instead
    ("cards", "witch_reselects", '"at-once"', "cards.witch-resolves-last"),
    # the Dragon is spent once played ("— Dragon"): only the Witch is
    ("components", "once_per_game", '["witch"]', "cards.spent-never-return"),
    # one region more per Dragon ("— Dragon"): two
    ("round", "regions_per_dragon", "2", "king.regions-scored"),
    # the King leaves the last region scored ("The King travels"): his own instead
    ("round", "king_moves", '"next-after-king"', "king.ends-past-last-scored"),
    # 40 points end the game ("Game end and winning"): 30
    ("end", "threshold", "30", "end.exactly-at-threshold"),
    # the final scoring places no Noble: one that does
    ("end", "final_creates_nobles", "true", "end.final-no-nobles"),
    # the final scoring covers the regions not scored in the last round: all of them
    ("end", "final_scoring", '"all-regions"', "end.final-covers-unscored-regions"),
    # most points, then most Nobles: most influence instead
    ("end", "tie_break", '"most-influence-on-board"', "end.winners-hold-most-points"),
    # every Noble's owner in a scored region is paid ("Nobles"): only a new Noble's
    ("nobles", "bonus_paid_to", '"new-noble-only"', "chain.paid-to-every-owner"),
]


@pytest.mark.parametrize("table,key,value,inv_id", BROKEN, ids=[b[1] for b in BROKEN])
def test_a_broken_variant_gets_a_round_the_referee_replays_and_the_catalogue_refuses(tmp_path, table, key, value,
                                                                                    inv_id):
    path = variant_file(tmp_path, f"{table}-{key}", table, key, value, (inv_id,))
    rules = load_rules((path,))
    result = RoundProver(rules).prove(inv_id)
    assert not result.proved
    record = result.counterexample
    assert record["rounds"] and len(record["rounds"]) == 1 and "start" in record
    # The record reads back under the variant with no problem, and its replay breaks the invariant.
    game, problems = read_record(json.loads(json.dumps(record)), extra_variants=rules.variant_refs, lenient=True)
    assert game is not None and not [p for p in problems if p.severity == "error"]
    assert not replay(game, lenient=True).problems
    # The catalogue's own check, on the engine's play of the round as the record reads back, fails.
    rnd = game.rounds[0]
    before, after, outcome, played = play_round_logged(rules, game.start, CardRound(rnd.plays, rnd.witch))
    assert BY_ID[inv_id].broken(rules, before, after, outcome, played)
    assert str(result.detail).startswith(f"{len(record['players'])} players, a round Z3 found")


def test_the_counterexample_replays_from_the_command_line(tmp_path):
    # Under "two cards a round" the record's round has a player with three or more markers who plays
    # two cards: `referee replay FILE` alone (the record names its variant) plays it with no problem.
    path = variant_file(tmp_path, "cards_per_round", "round", "cards_per_round", "2", ("cards.three-per-round",))
    result = RoundProver(load_rules((path,))).prove("cards.three-per-round")
    record = tmp_path / "round.json"
    record.write_text(json.dumps(result.counterexample, default=str))
    done = run_referee("replay", str(record), "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    sheet = json.loads(done.stdout)
    assert sheet["problems"] == [] and sheet["variants"] == [path]
    supply = result.counterexample["start"]["supply"]
    cards = sheet["rounds"][0]["cards"]
    assert any(len(cards[p]) == 2 and supply[p] >= 3 for p in cards)


def test_a_replaced_noble_out_of_the_game_breaks_the_marker_count_and_the_record_names_the_ruling(rules):
    # Ruling replaced-noble = out-of-game: a replaced Noble leaves the game, so its owner ends the
    # round with 19 markers in all (18 with two replaced: Z3 may find either, and did in CI), not
    # the rulebook's 20 ("Preparation", "Nobles").
    import re

    from referee.rules.loader import with_chosen_rulings

    chosen = with_chosen_rulings(rules, {"replaced-noble": "out-of-game"})
    result = RoundProver(chosen).prove("markers.conserved")
    after = re.search(r"(\d+) after \(expected 20\)", str(result.detail))
    assert not result.proved and after and int(after.group(1)) < 20, result.detail
    assert result.counterexample["rulings"] == {"replaced-noble": "out-of-game"}
    game, problems = read_record(json.loads(json.dumps(result.counterexample, default=str)), lenient=True)
    assert game is not None and not problems and game.start.rulings == {"replaced-noble": "out-of-game"}


def test_one_scoring_step_conserves_markers_unless_a_replaced_noble_leaves_the_game(rules, permanent_rules):
    # A scored region's markers go home but the Noble's; a replaced Noble goes home ("Nobles"): the
    # step keeps every player's count, for every integer. Out of the game, a replaced Noble is lost.
    from referee.properties.proofs.round import step_conserves
    from referee.rules.loader import with_chosen_rulings

    for n in (2, 5):
        assert step_conserves(rules, n, True) and step_conserves(permanent_rules, n, True)
        assert step_conserves(rules, n, False)
    assert not step_conserves(with_chosen_rulings(rules, {"replaced-noble": "out-of-game"}), 2, True)


def test_a_different_marker_count_is_found(tmp_path):
    # "Preparation": 20 markers each. With 21 the round keeps every player's count, but the count is
    # not the rulebook's: the statement reads the rulebook's 20.
    path = variant_file(tmp_path, "markers_per_player", "components", "markers_per_player", "21", ("markers.conserved",))
    rules = load_rules((path,))
    result = RoundProver(rules).prove("markers.conserved")
    assert not result.proved and "21 markers in all before the round, 21 after (expected 20)" in str(result.detail)


def test_a_playable_score_track_marker_is_found(tmp_path):
    # "Preparation": one of the 20 sits on the score track. With none there, 20 are playable and,
    # with the rulebook's one on the track, every player counts 21.
    path = variant_file(tmp_path, "score_track_markers", "components", "score_track_markers", "0", ("markers.conserved",))
    rules = load_rules((path,))
    result = RoundProver(rules).prove("markers.conserved")
    assert not result.proved and "(expected 20)" in str(result.detail)


def test_a_selection_of_the_whole_hand_gets_its_counterexample(tmp_path):
    # cards_per_round = 11: without the Witch a player cannot hold 11 cards of 10 (a pigeonhole Z3 is slow
    # to refute), so the search for a smaller counterexample gives up on such a tier instead of hanging;
    # the round found still plays more cards than the rulebook's three.
    path = variant_file(tmp_path, "cards_per_round", "round", "cards_per_round", "11", ("cards.three-per-round",))
    rules = load_rules((path,))
    result = RoundProver(rules).prove("cards.three-per-round")
    assert not result.proved
    cards = result.counterexample["rounds"][0]
    assert max(len(cards[p]) for p in result.counterexample["players"]) > 3
