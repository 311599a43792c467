"""The engine against the whole-round model on drawn rounds (properties/conformance/drawn.py):
the run that binds a proof to the referee. Each slip below is one a reviewer planted in a copy of
the engine: plain `referee check` passed it before this run existed."""

from __future__ import annotations

import random

import pytest

import slips
from helpers import replaced
from referee.engine.position import Position
from referee.io.game_record import read_record
from referee.properties.conformance import drawn as conformance
from referee.properties.conformance.drawn import (
    ALTERNATIVE_ROUNDS,
    BARE_ROUNDS,
    alternative_rulings,
    run_alternative_rulings,
)
from referee.rules import load_rules

COUNTS = (2, 3)          # two model builds instead of four: the slips show with two or three players
ROUNDS = 150
FEW = 40                 # a slip most drawn rounds show (each found within the first 10 here): four times that


def test_the_engine_conforms_on_drawn_rounds(rules):
    found = conformance.run(rules, ROUNDS, counts=COUNTS)
    assert found.legality.cases == ROUNDS and found.legality.ok, found.legality.mismatches[:1]
    assert found.outcome.ok, found.outcome.mismatches[:1]
    assert found.outcome.cases >= ROUNDS // 3          # most drawn rounds are legal, so compared whole
    assert found.broken == {}


def test_the_draws_reach_every_kind_of_round(rules):
    # What "every reachable kind" means here, counted over 400 draws: each must come up.
    seen = set()
    for n in range(400):
        position, plays, witch = conformance.draw_round(random.Random(n), rules)
        seen.add(f"{len(position.players)} players")
        for p, again in witch.items():
            seen.update(f"re-selection with a {c.kind}" for c in again if c.kind in ("dragon", "knight"))
        if any(len(cards) > rules.round.cards_per_round for cards in list(plays.values()) + list(witch.values())):
            seen.add("a card too many")
        if any(position.supply[p] < rules.round.cards_per_round for p in position.players):
            seen.add("short supply")
        if position.used:
            seen.add("spent cards")
        if any(position.supply[p] == 0 and cards and all(c.kind in ("dragon", "witch") for c in cards)
               for p, cards in plays.items()):
            seen.add("a Dragon or Witch with no marker left")      # ruling no-markers-no-cards
        if max(position.scores.values()) >= rules.end.threshold - 8:
            seen.add("near the end")
        if position.players != sorted(position.players):
            seen.add("seats out of name order")
        for cycle in conformance.road_cycles(rules):
            if any(all(p in position.nobles.get(r, []) for r in cycle) for p in position.players):
                seen.add("a cycle of Nobles through the side road")
    wanted = {"2 players", "3 players", "4 players", "5 players", "re-selection with a dragon",
              "re-selection with a knight", "a card too many", "short supply", "spent cards", "near the end",
              "a cycle of Nobles through the side road", "a Dragon or Witch with no marker left",
              "seats out of name order"}
    assert wanted <= seen, wanted - seen


def test_a_tie_placed_in_name_order_is_found(rules, monkeypatch):
    # "Scoring — Ties": players level share a place, and an answer lists them in seat order (the
    # order of play). A referee that lists a tie by name gives the same list wherever the seats
    # follow the names: only rounds seated otherwise show it.
    from referee.engine import adjudicate, region_scoring

    monkeypatch.setattr(adjudicate, "place_players", replaced(region_scoring, "place_players",
                                                              "for p in group:", "for p in sorted(group):"))
    found = conformance.run(rules, ROUNDS, counts=COUNTS)
    assert not found.outcome.ok
    assert all(m["record"]["players"] != sorted(m["record"]["players"]) for m in found.outcome.mismatches)


def test_some_drawn_games_end_with_two_level_at_the_top(rules):
    # One draw in eight of three players or more gives the first two the same markers, cards and
    # score a few points below the end (drawn._mirrored): they score alike, so a round that ends
    # the game ends it with at least two at the top, where [end] tie_break decides ("End of the
    # game"). These 400 draws hold 15 such rounds; without those draws, 3.
    from referee.engine.round_play import IllegalPlayError, play_round

    level = 0
    for n in range(400):
        position, plays, witch = conformance.draw_round(random.Random(n), rules, counts=(3,))
        try:
            outcome = play_round(position, rules, plays, witch).outcome
        except IllegalPlayError:
            continue
        level += outcome.game_over and len(outcome.tied_top) >= 2
    assert level >= 10


def test_the_api_final_points_of_a_game_that_goes_on_are_checked(rules, monkeypatch):
    # Outcome.final_awarded names nobody while the game goes on (its docstring, the API's
    # documented value); zeros for every player is another answer a program reads (mutant
    # adjudicate:119). Most drawn rounds do not end the game.
    slips.final_awarded_zeros_while_game_goes_on(monkeypatch)
    found = conformance.run(rules, 60, counts=(2,))
    assert "final awarded players" in str(found.outcome.mismatches)


def test_an_engine_that_raises_is_a_disagreement_with_its_record(monkeypatch):
    # Under tie_break = most-influence-on-board, a game ending level at the top reads each
    # level player's influence at the end; the slip leaves it uncounted (mutant adjudicate:242)
    # and the engine raises. check reports the round, with a record, instead of a traceback.
    slips.influence_at_end_uncounted(monkeypatch)
    rules = load_rules(("tests/data/influence-tie-break.toml",))
    found = conformance.run(rules, 150, counts=(3,))
    raised = [m for m in found.legality.mismatches if "engine raised" in m]
    assert raised and raised[0]["engine raised"].startswith("KeyError")
    assert "rounds" in raised[0]["record"]


@pytest.mark.parametrize("plant, said, rounds", [
    # the King's region after the round, as Outcome.king_to gives it (the API's)
    (slips.king_to_is_where_it_came_from, "'king to'", FEW),
    # a round as `referee replay --json` writes it: the Dragons revealed, against the model's
    (slips.replayed_round_without_its_dragons, "engine's replay JSON", FEW),
    # a Noble decision that changes nothing says why ("Nobles": the leader holds it already)
    (slips.unchanged_noble_told_as_placed, "changes nothing", FEW),
    # a Region card written in capitals ("DARK TOWER": a name is read whatever its case, players.md)
    (slips.slug_kept_in_capitals, "engine's reader", FEW),
    # an illegal play names its player and card and no other (the lenient replays' sentences)
    (slips.illegal_play_said_of_the_round, "does not name the player and card it is about", FEW),
    # the account tells once which regions the King scores ("Scoring")
    (slips.regions_step_left_out, "the account tells the regions scored", FEW),
    # a scored region's markers go home, but the one a new Noble takes ("Scoring", "Nobles")
    (slips.markers_sent_home_unsaid, "markers sent home", FEW),
    # and the account says so, once for each such region
    (slips.markers_home_step_left_out, "the account sends home", FEW),
    # the position after the round holds none of its Dragons: the next round reveals its own
    (slips.dragons_kept_after_the_round, "'dragons after'", FEW),
    # the supplies between the round's scoring and the final scoring, which the replay's round shows
    (slips.supply_before_final_unkept, "'round supply", FEW),
    # a Knight's events: its reason for adding nothing holds of its cards ("Revealing cards — Knight")
    (slips.first_card_knight_told_after_non_region, "adds nothing for 'after-non-region'", ROUNDS),
    # and the rulebook's Knight of one marker numbers none
    (slips.one_marker_knight_numbered, "tells its markers as [(1, 1)]", FEW),
    # and says it reinforced past another card only where it did (ruling knight-after-non-region)
    (slips.knight_note_after_a_region_card, "after region: note", FEW),
    # a round's JSON gives an event's note only where there is one
    (slips.empty_note_written, "note is an empty text", FEW),
    # the winners step gives the tied players' influence only where the tie-break reads it
    # ("Game end and winning"; the mirrored draws end games level at the top)
    (slips.influence_told_under_every_tie_break, "the winners step tells", ROUNDS),
    # every card revealed has its event, the Dragon's too (the round's JSON, the score sheet)
    (slips.dragon_revealed_untold, "cards told as", FEW),
    # a chain bonus tells its roads from the scored region out, each region by its fewest roads
    # ("Nobles"; a drawn round in four holds a cycle of one player's Nobles)
    (slips.chain_told_depth_first, "do not each lead one road further", FEW),
    # the cards a Witch sends back may be written beside it in any order, a Knight first among them
    (slips.witch_told_first_by_its_last_card, "refused, KNIGHT_NOT_LAST", FEW),
    # a region where no player has the influence to place pays nobody, and its step says so
    # ("Scoring"), of no other region
    (slips.nobody_said_of_a_full_region, "the region step says nobody=", FEW),
    # the answer names the variants it scored under (none for the standard rules) and the rulings
    (slips.answer_without_its_variants, "names the rules it scored under", FEW),
    # the position `referee score --json` writes of a game it ended says so, whatever round it is
    # ("Game end and winning"; a drawn position gives no round)
    (slips.ended_game_written_without_a_round, "leaves it after the round, written and read back, differs in game_over",
     ROUNDS),
])
def test_what_the_api_the_replay_and_the_words_show_is_checked(rules, monkeypatch, plant, said, rounds):
    plant(monkeypatch)
    found = conformance.run(load_rules(()), rounds, counts=COUNTS)
    assert said in str(found.outcome.mismatches + found.legality.mismatches)


def test_where_a_replaced_noble_went_is_checked_under_its_ruling(rules, monkeypatch):
    # "Nobles" and ruling replaced-noble: under out-of-game a replaced Noble leaves the game; a
    # decision that tells it sent home explains markers the owner no longer has. Every Noble
    # decision carries the answer, so the first drawn round that scores a region shows it.
    from referee.rules.loader import with_chosen_rulings

    slips.replaced_noble_told_as_sent_home(monkeypatch)
    out = with_chosen_rulings(rules, {"replaced-noble": "out-of-game"})
    assert "sends a replaced Noble to 'owner-supply'" in str(conformance.run(out, FEW, counts=COUNTS).outcome.mismatches)
    assert conformance.run(rules, FEW, counts=COUNTS).outcome.ok      # the default ruling: nothing to see


def test_the_rulebook_cycle_is_the_side_road_and_its_arc(rules):
    # Temple Ruins — Zin Kai's Deep, and the route between them: 1, 6, 4, 7, 3 (RULES-NOTES).
    assert [sorted(c) for c in conformance.road_cycles(rules)] == [[1, 3, 4, 6, 7]]


@pytest.mark.parametrize("plant, report", [(slips.skip_reselection_count, "legality"),
                                           (slips.reselection_dragon_uncounted, "outcome")])
def test_a_planted_witch_slip_is_found_with_a_record_that_replays(rules, monkeypatch, plant, report):
    plant(monkeypatch)
    found = conformance.run(rules, ROUNDS, counts=COUNTS)
    failed = getattr(found, report)
    assert not failed.ok
    record = failed.mismatches[0]["record"]
    # the record is a one-round game `referee replay` reads under the same rules
    game, problems = read_record(record)
    assert game is not None, [p.message for p in problems]
    assert len(record["rounds"]) == 1 and any(record["rounds"][0].get("witch", {}).values())


def test_a_json_answer_that_drops_the_winners_is_found(rules, monkeypatch):
    # What a player's program reads (`score --json`, `replay --json`) is the engine's answer too: an
    # outcome whose JSON loses the winners disagrees with the model on every game that ends.
    from referee.engine import adjudicate

    original = adjudicate.Outcome.to_dict

    def slipped(self, rules, lang="en"):
        data = original(self, rules, lang)
        data["winners"] = []
        return data
    monkeypatch.setattr(adjudicate.Outcome, "to_dict", slipped)
    found = conformance.run(rules, ROUNDS, counts=COUNTS)
    assert not found.outcome.ok
    assert any("engine's JSON" in str(m["differ"]) for m in found.outcome.mismatches)


def test_the_alternative_rulings_hold_every_other_answer_of_every_ruling():
    # rulings.toml: knight-after-non-region has two other answers, every other ruling one
    rules = load_rules()
    sets = alternative_rulings(rules)
    assert len(sets) == 2
    for ruling in rules.rulings:
        others = {c for c in ruling.alternatives if c != ruling.default}
        assert {s[ruling.id] for s in sets if ruling.id in s} == others


def test_an_engine_that_ignores_a_ruling_differs_under_the_alternative_rulings(monkeypatch):
    agreeing = run_alternative_rulings(load_rules())
    # two sets of other answers, ALTERNATIVE_ROUNDS rounds each, and BARE_ROUNDS rounds from bare
    # boards under the one that counts the Nobles as they stood (round-start-nobles)
    assert all(r.ok for r in agreeing) and agreeing[0].cases == 2 * ALTERNATIVE_ROUNDS + BARE_ROUNDS
    slips.reselection_dragon_allowed(monkeypatch)
    found = run_alternative_rulings(load_rules())
    assert not found[0].ok                       # the model refuses the re-selected Dragon, the engine does not
    record = found[0].mismatches[0]["record"]
    assert record["rulings"]["witch-reselect-dragon"] == "forbidden"


def test_a_knight_after_one_region_card_is_played_under_the_two_card_ruling(monkeypatch):
    # Ruling knight-with-two-cards (a player short of markers plays a Region card and the Knight):
    # its alternative answer, no marker, is in the first set of alternative rulings; one round in
    # three draws a player short of markers, and such a player's cards end with the Knight in one of two
    slips.two_card_knight_told_of_one_card(monkeypatch)
    found = run_alternative_rulings(load_rules())
    assert not found[1].ok
    record = found[1].mismatches[0]["record"]
    assert record["rulings"]["knight-with-two-cards"] == "no-marker"


def test_a_card_once_a_game_left_unspent_is_found_under_the_combined_rulesets(monkeypatch, tmp_path):
    # "Revealing cards — Dragon", "— Witch": a card once a game is spent when played; the first
    # combined ruleset of plain check makes the Knight one too (and holds two of each): after the
    # round, the cards each player has spent are the model's (those before and those played)
    from referee.properties.conformance import variant_sweep

    (once, _), *_ = variant_sweep.combined(load_rules(()), tmp_path)
    assert "knight" in once.components.once_per_game
    assert conformance.run(once, FEW, counts=(3,)).outcome.ok
    slips.knight_left_unspent(monkeypatch)
    found = conformance.run(once, FEW, counts=(3,))
    assert "spent knight" in str(found.outcome.mismatches)


def test_a_player_below_a_raised_minimum_takes_no_place(variant_rules, monkeypatch):
    # "Scoring": a player needs [scoring] min_influence to be placed; raised to 2, a player with
    # one marker in a scored region has a placing of no place (places 0-0): the standard rules'
    # minimum of 1 leaves no such placing (a player with nothing there has none)
    raised = variant_rules(scoring={"min_influence": 2})
    assert conformance.run(raised, 60, counts=(3,)).outcome.ok
    slips.below_minimum_placed_to_place_one(monkeypatch)
    found = conformance.run(raised, 60, counts=(3,))
    assert "against a minimum of 2, placed [0, 1]" in str(found.outcome.mismatches)


def test_a_player_below_a_raised_minimum_keeps_a_placing_step(variant_rules, monkeypatch):
    # and that placing of no place is told (why the player earned nothing there): every player
    # with influence in a scored region has a placing step, the answer's placings being the list
    raised = variant_rules(scoring={"min_influence": 2})
    slips.below_minimum_left_out_of_the_account(monkeypatch)
    found = conformance.run(raised, 60, counts=(3,))
    assert "placing steps for" in str(found.outcome.mismatches)


def test_a_noble_decision_citing_the_rulebook_under_permanent_nobles_is_found(monkeypatch):
    # "Variant — Permanent Nobles" is the rule a Noble decision applies under that variant; citing
    # "Nobles" there tells a player the wrong rule
    permanent = load_rules(("permanent-nobles",))
    assert conformance.run(permanent, 60, counts=(2,)).outcome.ok
    slips.noble_rule_of_a_variant_uncited(monkeypatch)
    found = conformance.run(permanent, 60, counts=(2,))
    assert not found.outcome.ok
    assert "Variant — Permanent Nobles" in str(found.outcome.mismatches[0]["account"])


def test_a_lenient_replay_whose_round_lists_no_illegal_play_is_found(rules, monkeypatch):
    # `referee replay --lenient` carries on past an illegal play and names it in the round (the
    # sheet's "problems"); plain check plays strictly, so the drawn rounds the engine refuses are
    # also played leniently
    assert conformance.run(rules, 60, counts=(2,)).legality.ok
    slips.lenient_round_lists_nothing(monkeypatch)
    found = conformance.run(rules, 60, counts=(2,))
    assert not found.legality.ok
    assert "the round lists []" in found.legality.mismatches[0]["engine's lenient replay"]


@pytest.mark.parametrize("plant, said, rounds", [
    (slips.ruling_choice_unnamed, "names the choice None", 60),
    (slips.round_numbered_one_back, "is said of round", 60),
    (slips.sent_back_warning_words_flipped, "re-selection goes unchecked", 60),
    (slips.spent_cards_back_in_hand, "hand: the engine", 60),
    (slips.sent_back_warned_with_nothing_to_send, "sent-back warnings for", 300),   # a Witch alone, 1 marker: rare
    # the sent-back warning names the Witch as a record writes it
    (slips.warned_card_told_as_its_object, "not the Witch", 300),
    # a lenient replay carries on with a too-long selection's first cards, as many as asked
    (slips.too_many_cards_all_played, "too many cards from", 60),
    # what `referee replay --until` writes, `referee score` reads back as the same position
    (slips.emptied_region_kept, "written and read back, differs in markers", 60),
    # and the position after the cards (what `referee score` reads) keeps the round's Dragons
    # a Witch written with the cards it sent back is told as the Witch, the others sent back
    (slips.witch_told_as_its_last_card, "written with the cards it sent back is told as", 60),
    # the account says the regions scored left the route exactly where they did
    (slips.regions_said_off_the_route, "the regions scored", 60),
    # a Region card written by its number as text is the same card ("Game records")
    (slips.region_number_as_text_unread, "unknown card", 60),
    (slips.position_dragons_unwritten, "after the cards of the round, written and read back, differs in dragons", 60),
    # a card event names its region as the board does (the round's JSON, the score sheet)
    (slips.events_name_regions_by_lookup, "its region told as", 60),
])
def test_what_no_number_of_the_round_shows_is_checked(rules, monkeypatch, plant, said, rounds):
    # the choice of an open ruling a card event names, the round an illegal play is said of, a
    # warning's words and where it is given, the hand a player still chooses from (simulate's
    # chooser reads it): no number of the round changes, the round's JSON, the score sheet or a
    # simulation does
    plant(monkeypatch)
    found = conformance.run(rules, rounds, counts=(2,) if rounds == 60 else None)
    assert said in str(found.outcome.mismatches + found.legality.mismatches)


def test_an_unpaid_reason_the_place_does_not_give_is_found(rules, monkeypatch):
    # 5 players: 4 paid places ("Scoring"), and most banners hold 3 values, so a 4th place is often
    # unpaid for being past the banner; the slip says past the paid places (the same points)
    slips.beyond_banner_told_as_past_paid_places(monkeypatch)
    found = conformance.run(rules, 40, counts=(5,))
    assert "the banner" in str(found.outcome.mismatches) and "say 'beyond-banner'" in str(found.outcome.mismatches)


def test_a_position_holding_an_emptied_region_does_not_read_back_as_itself(rules):
    # what `referee replay --until` writes, `referee score` reads: the same position, compared as
    # objects; a region emptied but kept as an empty mapping is a position no reader makes (the
    # conformance run's side: test_what_no_number_of_the_round_shows_is_checked)
    from referee.properties.conformance.other_paths import written_back_problems

    start = Position(players=["Ann", "Bob"], king=1, markers={8: {}}, scores={"Ann": 0, "Bob": 0},
                     supply={"Ann": 19, "Bob": 19})
    assert written_back_problems(rules, start, "after") == [
        "the position after the round, written and read back, differs in markers"]


def test_a_reselection_of_the_cards_a_witch_sent_back_is_refused_only_where_the_ruling_forbids_it(rules, monkeypatch):
    # "Revealing cards — Witch", ruling witch-reselect-same-cards: the drawn rounds write each Witch
    # alone; written again with the cards it sent back, the round plays the same under `allowed`
    # (the default: no problem) and is refused under `forbidden`
    from referee.rules.loader import with_chosen_rulings

    forbidden = with_chosen_rulings(rules, {"witch-reselect-same-cards": "forbidden"})
    assert conformance.run(rules, 60, counts=(2,)).outcome.ok
    assert conformance.run(forbidden, 60, counts=(2,)).outcome.ok
    slips.reselection_of_sent_back_cards_allowed(monkeypatch)
    found = conformance.run(forbidden, 60, counts=(2,))
    assert "played under witch-reselect-same-cards = forbidden" in str(found.outcome.mismatches)


def test_an_untraced_play_that_builds_an_account_is_found(rules, monkeypatch):
    # apply_round(trace=False), the simulator's and the agents' play, promises the same position and no
    # account; plain check plays traced, so each legal drawn round is also played untraced
    slips.untraced_scoring_keeps_a_step(monkeypatch)
    found = conformance.run(rules, 60, counts=(2,))
    assert any("account steps" in str(m.get("untraced")) for m in found.outcome.mismatches)


def test_an_unchecked_play_telling_no_card_events_is_found(rules, monkeypatch):
    # apply_round keeps a round's account by default (the laboratory's reference engine counts the cards
    # from its card events); a round that keeps its account only where its plays are checked tells
    # none there, and the legal drawn rounds, played unchecked beside the checked play, show it
    from helpers import replaced
    from referee.engine import round_play

    assert conformance.run(rules, 60, counts=(2,)).outcome.ok
    monkeypatch.setattr(round_play._Resolver, "__init__", replaced(
        round_play._Resolver, "__init__", "self.trace, self.first_round = trace, first_round", "self.trace, self.first_round = check, first_round"))
    found = conformance.run(rules, 60, counts=(2,))
    assert any("the unchecked traced play tells 0 card events" in str(m.get("untraced"))
               for m in found.outcome.mismatches)


def test_a_checked_scoring_that_keeps_no_explanation_is_found(rules, monkeypatch):
    # `referee score` (and the API's and the page's scoring) runs referee.score_position, not the
    # round's play: its answer must explain every point as the play's does, step by step
    from referee.engine import adjudicate

    assert conformance.run(rules, FEW, counts=(2,)).outcome.ok
    monkeypatch.setattr(adjudicate, "score_position", replaced(
        adjudicate, "score_position", "return apply_scoring(position.copy(), rules)",
        "return apply_scoring(position.copy(), rules, trace=False)"))
    found = conformance.run(rules, FEW, counts=(2,)).outcome.mismatches
    assert found and all("`referee score` answers trace []" in str(m.get("written back or scored")) for m in found)


def test_a_renamed_regions_slug_left_unread_is_found(monkeypatch):
    # a variant renaming a region keeps its slug, and a region is named, slugged or numbered
    # (docs/players.md): the drawn rounds' cards are written by slug too
    from pathlib import Path

    from referee.rules import board, loader

    variant = (str(Path(__file__).parents[2] / "tests" / "data" / "renamed-dark-tower.toml"),)
    assert conformance.run(load_rules(variant), FEW, counts=(2,)).legality.ok
    monkeypatch.setattr(board.Board, "__init__", replaced(
        board.Board, "__init__", "self._by_slug = {r.slug: r.number for r in regions}",
        "self._by_slug = {slugify(r.name): r.number for r in regions}"))
    monkeypatch.setattr(loader, "_CACHE", {})              # the rules built again, their board with them
    renamed = load_rules(variant)
    found = conformance.run(renamed, FEW, counts=(2,)).legality.mismatches
    assert found and all('"dark-tower"' in str(m.get("engine's reader")) for m in found), found[:1]


def test_a_warning_reading_the_rulesets_ruling_not_the_positions_is_found(monkeypatch):
    # a Witch written alone may leave its sent-back cards out of a record; whether they are then
    # checked is the ruling witch-reselect-same-cards', which a position may carry: its warning must
    # say the same whether the ruleset or the position answers it
    from referee.engine import selection

    standard = load_rules(())
    assert all(r.ok for r in run_alternative_rulings(standard))
    monkeypatch.setattr(selection, "_sent_back_unrecorded", replaced(
        selection, "_sent_back_unrecorded", 'rules.choice("witch-reselect-same-cards", position.rulings)',
        'rules.choice("witch-reselect-same-cards")'))
    found = [m for r in run_alternative_rulings(standard) for m in r.mismatches]
    assert found and all("warnings" in str(m.get("rulings carried")) for m in found), found[:1]


def test_a_step_citing_another_section_is_found(rules, monkeypatch):
    # the markers going home after a region's scoring are "Scoring"'s, not "Nobles"'
    from referee.engine import adjudicate

    assert conformance.run(rules, FEW, counts=(2,)).outcome.ok
    monkeypatch.setattr(adjudicate, "_return_markers", replaced(
        adjudicate, "_return_markers", "steps.ReturnStep(rules.scoring.section", "steps.ReturnStep(rules.nobles.section"))
    found = conformance.run(rules, FEW, counts=(2,)).outcome.mismatches
    assert found and all("the return step cites 'Nobles'" in str(m.get("account")) for m in found), found[:1]


def test_a_written_position_listing_players_out_of_seat_order_is_found(rules, monkeypatch):
    # every table of players a written position holds lists them in seat order, as a score sheet does
    from referee.engine import position

    monkeypatch.setattr(position.Position, "to_dict", replaced(
        position.Position, "to_dict", "{p: markers[p] for p in self.players if p in markers}",
        "{p: markers[p] for p in sorted(markers)}"))
    found = conformance.run(rules, FEW, counts=(2, 3)).outcome.mismatches
    assert found and all("not in seat order" in str(m.get("written back or scored")) for m in found), found[:1]


@pytest.mark.parametrize("owner, name, old, new, said", [
    # the position after a round the API's caller numbers (round_no) numbered one past the position's
    ("round_play", "play_round", "work.round = log.round", "work.round += 1", "play_round(round_no="),
    # a position saved with a Dragon of its own round, given to play_round: the round's cards reveal
    # their own Dragons (docs/api.md), so the round scores as many regions as its Dragons say
    ("_Resolver", "run", "self.pos.dragons = self.log.dragons",
     "self.pos.dragons = self.log.dragons or self.pos.dragons", "holding a Dragon already revealed"),
])
def test_a_round_played_through_the_api_otherwise_is_found(rules, monkeypatch, owner, name, old, new, said):
    from referee.engine import round_play

    holder = round_play if owner == "round_play" else getattr(round_play, owner)
    monkeypatch.setattr(holder, name, replaced(holder, name, old, new))
    found = conformance.run(rules, FEW, counts=(2, 3)).outcome.mismatches
    assert found and all(said in str(m.get("the API's round")) for m in found), found[:1]


@pytest.mark.parametrize("old, new, said", [
    # the regions by number, not along the King's route (docs/players.md, "Positions")
    ("for number in board.route:", "for number in sorted(board.regions):", "not along the King"),
    # every player in a region's influence, those without markers at 0 (the referee writes only the
    # players with markers: docs/players.md)
    ("{p: markers[p] for p in self.players if p in markers}", "{p: markers.get(p, 0) for p in self.players}",
     "a player with no markers"),
])
def test_a_written_board_in_another_form_is_found(rules, monkeypatch, old, new, said):
    from referee.engine import position

    monkeypatch.setattr(position.Position, "to_dict", replaced(position.Position, "to_dict", old, new))
    found = conformance.run(rules, FEW, counts=(2, 3)).outcome.mismatches
    assert found and all(said in str(m.get("written back or scored")) for m in found), found[:1]


@pytest.mark.parametrize("owner, name, old, new, said", [
    # "The King travels": his move is told from the region he stood on, not the one he leaves by
    ("adjudicate", "_move_king", "from_=board.name(outcome.king_from)", "from_=board.name(leaving)",
     "move told from"),
    # and past the last region the round scored, not its first
    ("adjudicate", "_move_king", "last=board.name(last),", "last=board.name(outcome.regions_scored[0]),",
     "move told from"),
    # what a record may leave out of a Witch's play is the Witch's rule to say
    ("selection", "_sent_back_unrecorded", 'WITCH_SECTION, severity="warning")',
     'rules.round.cards_section, severity="warning")', "warning cites 'Choosing cards'"),
])
def test_a_king_step_or_a_warning_told_otherwise_is_found(rules, monkeypatch, owner, name, old, new, said):
    from referee.engine import adjudicate, selection

    module = {"adjudicate": adjudicate, "selection": selection}[owner]
    monkeypatch.setattr(module, name, replaced(module, name, old, new))
    found = conformance.run(rules, FEW, counts=(2, 3)).outcome.mismatches
    assert found and all(said in str(m.get("account")) for m in found), found[:1]


def test_a_record_found_under_a_variant_replays_under_it():
    # a drawn round under Permanent Nobles (two Nobles in a region: "Variant — Permanent Nobles")
    # is a record of that variant: read back alone, it is refused by nothing the variant allows
    from referee.io.game_record import read_record

    permanent = load_rules(("permanent-nobles",))
    for n in range(40):
        position, plays, witch = conformance.draw_round(random.Random(n), permanent, (2,))
        if any(len(owners) > 1 for owners in position.nobles.values()):
            break
    record = conformance._record(permanent, position, plays, witch, conformance.SEED)
    game, problems = read_record(record)
    assert game is not None, [p.message for p in problems]
    assert game.rules.variant_refs == ("permanent-nobles",)


def test_a_count_refused_in_the_words_of_another_count_is_found_under_the_alternative_rulings(monkeypatch):
    # "Choosing cards" under card-count-when-short = supply-at-round-start-at-most: a short player
    # plays at most the supply; a selection of more is refused saying so ("at most"), and the
    # lenient replay's words are compared with the count asked (other_paths._count_words_problems)
    from referee.properties.conformance import drawn

    slips.at_most_count_told_as_exact(monkeypatch)
    legality, _ = drawn.run_alternative_rulings(load_rules())
    assert "the count asked says 'play.card-count.at-most'" in str(legality.mismatches)


def test_a_final_scoring_in_the_wrong_order_is_found_under_the_alternative_rulings(monkeypatch):
    # ruling final-scoring-order = region-number: the final scoring goes by region number, not round
    # the route from the King; only the answer's list shows the order (account_check._final_order_problems)
    from referee.properties.conformance import drawn

    slips.final_scoring_by_number_unread(monkeypatch)
    _, outcome = drawn.run_alternative_rulings(load_rules())
    assert "final scoring in the order" in str(outcome.mismatches)


def test_a_tied_ending_ties_the_best_with_a_player_the_tie_break_can_tell_apart():
    # "Game end and winning": level on points, the most Nobles on the board win (or the most
    # influence, a Noble at its weight). Tying Ann (best, no Noble) with Bob (second, no Noble either)
    # leaves the tie-break nothing to decide; Cid holds a Noble, so Cid is raised to Ann's final 44.
    rules = load_rules()
    before = Position(players=["Ann", "Bob", "Cid"], king=1, scores={"Ann": 36, "Bob": 35, "Cid": 30})
    after = Position(players=["Ann", "Bob", "Cid"], king=1, nobles={3: ["Cid"]},
                     scores={"Ann": 44, "Bob": 41, "Cid": 38})
    tied = conformance._tied_with_the_best(rules, before, after)
    assert tied is not None and tied.scores == {"Ann": 36, "Bob": 35, "Cid": 30 + (44 - 38)}
    assert before.scores["Cid"] == 30                      # the position handed in is unchanged
    # Cid raised by 12 would stand at 42 before the round, past the threshold of 40 ("Game end"):
    # the second best, Bob, is tied instead
    far = Position(players=["Ann", "Bob", "Cid"], king=1, nobles={3: ["Cid"]}, scores={"Ann": 50, "Bob": 46, "Cid": 38})
    tied = conformance._tied_with_the_best(rules, before, far)
    assert tied is not None and tied.scores == {"Ann": 36, "Bob": 35 + (50 - 46), "Cid": 30}
    # and nobody at all where every raise reaches the threshold
    assert conformance._tied_with_the_best(rules, before, Position(
        players=["Ann", "Bob", "Cid"], king=1, scores={"Ann": 60, "Bob": 41, "Cid": 38})) is None


def test_a_ruling_carried_by_the_position_plays_as_the_rulesets_own(rules, monkeypatch):
    # "Open rulings": a position file or a record may carry its own answers (`rulings`); the round
    # must play as it does under a ruleset giving the same answers. Each round under alternative
    # rulings is played both ways (other_paths.carried_rulings_problems): an engine line reading a
    # ruling without the position's answers plays the default there and the two differ.
    assert all(r.ok for r in run_alternative_rulings(rules))
    slips.dragon_regions_ruling_of_the_ruleset_only(monkeypatch)
    found = [m for r in run_alternative_rulings(rules) for m in r.mismatches]
    assert any("carried by the position" in str(m.get("rulings carried")) for m in found), found[:1]


def test_a_ruling_in_force_left_out_of_the_answer_where_the_ruleset_chose_it_too_is_found(rules, monkeypatch):
    # every `score` answer states the rulings in force (docs/players.md); through the API a ruleset
    # whose load chose answers lays them in the position it reads (docs/api.md), so the position and
    # the ruleset give the same answers: an answer leaving out those the ruleset answers alike tells
    # none there, where the same answers carried by the position alone are told
    from referee.engine import adjudicate

    assert all(r.ok for r in run_alternative_rulings(rules))
    monkeypatch.setattr(adjudicate.Outcome, "to_dict", replaced(
        adjudicate.Outcome, "to_dict", 'data["rulings"] = dict(pos.rulings)',
        'data["rulings"] = {k: v for k, v in pos.rulings.items() if v != rules.choice(k)}'))
    found = [m for r in run_alternative_rulings(rules) for m in r.mismatches]
    assert found and all("chosen at load as well, told as {}" in str(m) for m in found), found[:1]


@pytest.mark.parametrize("new, told", [
    # A Knight declined, or one after a Dragon, tells in its event the answer of the ruling that
    # decided it (knight-declined, knight-after-non-region). Carried by the position, the answer
    # must be the one told: the events of the two plays (the ruleset answering, the position
    # carrying the same answers under the defaults) must be the same, the ruling named included.
    ("return self.rules.choice(ruling_id)", "events differ"),
    # The same carried answers, the round played unchecked (round_play.apply_round: `simulate`, the
    # laboratory's reference engine): its events must name the answers the position carries, as the
    # checked play's do. A slip reading the ruleset's answers only where the play is unchecked leaves
    # every checked play right, so only the unchecked one, compared with the checked, shows it.
    ("return self.rules.choice(ruling_id, self.pos.rulings) if self.check else self.rules.choice(ruling_id)",
     "played unchecked: events differ"),
    # "Open rulings": a position's answers are its own, whatever rules were chosen at load (`score
    # --ruling`, the API's load_rules(rulings=...)). A resolver reading the load-time answers first,
    # wherever any was chosen, plays every ruling the position carries at the ruleset's answer: the
    # position carrying every answer under rules choosing another for each shows it.
    ("return self.rules.choice(ruling_id, self.rules.chosen_rulings or self.pos.rulings)",
     "chosen at load: events"),
])
def test_a_round_read_with_other_answers_than_the_positions_is_found(rules, monkeypatch, new, told):
    from referee.engine import round_play

    assert all(r.ok for r in run_alternative_rulings(rules))
    monkeypatch.setattr(round_play._Resolver, "rule", replaced(
        round_play._Resolver, "rule", "return self.rules.choice(ruling_id, self.pos.rulings)", new))
    found = [m for r in run_alternative_rulings(rules) for m in r.mismatches]
    assert found and all(told in str(m.get("rulings carried")) for m in found), found[:1]


def test_a_bare_board_read_as_no_nobles_given_is_found_under_the_round_start_ruling(monkeypatch):
    # "Scoring", ruling dragon-regions = round-start-nobles: a chain counts the Nobles as they stood
    # before the round's scoring. From a board with none, a Dragon round's new Nobles make no chain
    # yet; an engine reading the empty table as "none given" (mutant adjudicate:342) counted them,
    # and passed plain `check`: drawn boards nearly always hold a Noble.
    standard = load_rules(())
    assert all(r.ok for r in conformance.run_alternative_rulings(standard))
    slips.no_nobles_before_read_as_none_given(monkeypatch)
    outcome = conformance.run_alternative_rulings(standard)[1]
    assert any("bonus" in " ".join(m.get("differ", {})) for m in outcome.mismatches)


def test_an_end_told_in_english_under_french_is_found(rules, monkeypatch):
    # "Game end and winning" told in the language asked: the outcome's JSON in French (`score --json
    # --lang fr`) gives the French reason. An outcome that renders it in English whatever the language
    # is found on every game that ends.
    from referee.engine import adjudicate

    original = adjudicate.Outcome.to_dict

    def english(self, rules, lang="en"):
        return original(self, rules, "en") | {k: v for k, v in original(self, rules, lang).items()
                                               if k != "end_reason"}
    monkeypatch.setattr(adjudicate.Outcome, "to_dict", english)
    found = conformance.run(rules, ROUNDS, counts=COUNTS)
    assert any("end told" in m for m in found.outcome.mismatches)


def test_a_witchs_unwritten_reselection_played_as_the_cards_sent_back_is_named(monkeypatch):
    # under no-markers-no-cards = special-cards-allowed a Witch with no marker re-selects nothing, and
    # a record may leave that re-selection unwritten: the Dragon it sent back is not played
    assert all(report.ok for report in run_alternative_rulings(load_rules()))
    slips.unwritten_reselection_taken_as_the_sent_back_cards(monkeypatch)
    _, outcome = run_alternative_rulings(load_rules())
    assert any("its re-selection unwritten" in line for m in outcome.mismatches for line in m.get("account", []))


def test_an_unchecked_traced_round_keeping_no_card_events_is_found(rules, monkeypatch):
    # apply_round traced (the laboratory's reference engine reads its card events) tells the events
    # of the checked play; one that resolves its cards untraced whatever it is asked tells none
    from referee.engine import round_play

    monkeypatch.setattr(round_play, "apply_round", replaced(
        round_play, "apply_round", "check=False, trace=trace)", "check=False, trace=False)"))
    found = conformance.run(rules, FEW, counts=(2, 3)).outcome.mismatches
    assert found and all("the unchecked traced play tells 0 card events" in str(m.get("untraced")) for m in found)


def test_chain_bonuses_paid_out_of_their_nobles_order_are_named(monkeypatch):
    # Permanent Nobles: Bob's Noble stands in the region before Ann's (oldest first); Ann leads with
    # three markers and already holds a Noble there, so the decision changes nothing and both owners
    # are paid, Bob first. Owners paid in name order put Ann first.
    from referee.engine import adjudicate, nobles
    from referee.engine.adjudicate import apply_scoring
    from referee.properties.conformance import other_paths

    rules = load_rules(("permanent-nobles",))
    king = rules.board.route[0]

    def scored():
        pos = Position(players=["Ann", "Bob"], king=king, markers={king: {"Ann": 3}}, nobles={king: ["Bob", "Ann"]},
                       scores={"Ann": 0, "Bob": 0}, supply={"Ann": 14, "Bob": 18})
        return apply_scoring(pos, rules)
    assert other_paths.bonus_order_problems(scored()) == []
    monkeypatch.setattr(adjudicate, "chain_bonuses", replaced(
        nobles, "chain_bonuses", "for owner in dict.fromkeys(position.nobles_in(region)):",
        "for owner in sorted(set(position.nobles_in(region))):"))
    assert other_paths.bonus_order_problems(scored()) == [
        f"{king}: bonuses paid to ['Ann', 'Bob'], its Nobles standing ['Bob', 'Ann']"]


@pytest.mark.parametrize("old, new", [
    ("result.returned = returned", "result.returned = dict(sorted(returned.items()))"),     # the answer's regions
    ("returned=returned)", "returned=dict(sorted(returned.items())))"),                    # the account's step
], ids=["answer", "account"])
def test_markers_sent_home_out_of_seat_order_are_named(monkeypatch, old, new):
    # half the drawn rounds seat their players out of name order: a region's markers sent home listed
    # by name are then out of seat order
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "_return_markers", replaced(adjudicate, "_return_markers", old, new))
    told = [line for m in conformance.run(load_rules(), 40).outcome.mismatches for line in m.get("account", [])]
    assert told and all("markers sent home listed as" in line for line in told)


def test_a_position_written_with_its_king_by_number_is_named(monkeypatch):
    # a written position names its regions, the King's too ("king": "Temple Ruins"): a number reads
    # back as the same region, so only the written form tells the slip
    from referee.engine import position as position_module

    monkeypatch.setattr(position_module.Position, "to_dict", replaced(
        position_module.Position, "to_dict", '"king": board.name(self.king),', '"king": self.king,'))
    found = [line for m in conformance.run(load_rules(), 20).outcome.mismatches
             for line in m.get("written back or scored", [])]
    assert found and all("writes its King as" in line for line in found)


def test_a_chain_bonus_of_no_points_left_out_is_found(monkeypatch, tmp_path):
    # "Nobles": the bonus is paid to every owner the rules name, base plus so much a region of the chain;
    # with a base of 0 a lone Noble's chain pays 0 points, still a bonus paid and told. Left out, the
    # points are the same and only whom the bonus pays shows it (the round model's `paid`)
    from helpers import variant_file
    from referee.engine import adjudicate, nobles

    base_zero = load_rules((variant_file(tmp_path, "bonus-base-zero", "nobles", "bonus_base", 0),))
    assert conformance.run(base_zero, FEW, counts=(2, 3)).outcome.ok
    monkeypatch.setattr(adjudicate, "chain_bonuses", replaced(
        nobles, "chain_bonuses", "    return bonuses", "    return [b for b in bonuses if b.points]"))
    found = conformance.run(base_zero, FEW, counts=(2, 3)).outcome.mismatches
    assert found and all(k.startswith("paid ") for m in found for k in m["differ"]), found[:1]
    assert conformance.run(load_rules(()), FEW, counts=(2, 3)).outcome.ok       # a base of 1: no bonus is 0


def test_a_regions_nobles_told_in_name_order_are_found_under_permanent_nobles(monkeypatch):
    # docs/players.md: `nobles` lists a region's Noble owners oldest first. Under Permanent Nobles a
    # region holds several players' Nobles, and an answer listing them by name tells another order
    # than the position it leaves holds (one Noble a region, under the standard rules, cannot show it)
    from referee.engine.adjudicate import Outcome

    permanent = load_rules(("permanent-nobles",))
    assert conformance.run(permanent, 60).outcome.ok
    monkeypatch.setattr(Outcome, "to_dict", replaced(Outcome, "to_dict", "list(pos.nobles_in(r)) for r in board.route}",
                                                     "sorted(pos.nobles_in(r)) for r in board.route}"))
    assert conformance.run(load_rules(), 60).outcome.ok
    found = conformance.run(permanent, 60).outcome.mismatches
    assert found and all("the answer's Nobles" in str(m["account"]) for m in found)
