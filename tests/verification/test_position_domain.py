"""properties.conformance.position_domain: the referee refuses every position outside the models' domain.

Each damage's expected problem is reasoned from the rulebook (comments in the module): a score at
40 ends the game ("Game end and winning"), 20 markers a player ("Preparation"), one Noble a region
("Nobles"), 2-5 players, one Dragon a player ("Revealing cards — Dragon")."""

from __future__ import annotations

import copy
import random

import pytest

import slips
from helpers import REPO, replaced, unplanted_ok
from referee.engine import position as position_module
from referee.io import position_reader
from referee.properties.conformance import position_damages as damages
from referee.properties.conformance import position_domain as domain
from referee.properties.strategies import RandomPick, pick_position
from referee.rules import board as board_module
from referee.rules import load_rules, loader
from referee.rules.board import Board

STANDARD = load_rules()
PERMANENT = load_rules(("permanent-nobles",))


@pytest.mark.parametrize("rules", [STANDARD, PERMANENT], ids=["standard", "permanent-nobles"])
def test_the_referee_names_every_damage_and_nothing_in_legal_positions(rules):
    report = domain.run(rules, positions=12)
    assert report.ok, report.mismatches[:2]
    # every position is read undamaged, then once per damage that applies to it
    assert report.cases >= 12 * 10


def test_a_field_beginning_with_a_dollar_read_as_the_readers_own_is_found(monkeypatch):
    # docs/players.md: a position's fields are those it lists, `$schema` among them; "$schemas" is no
    # field of a position and is refused as any other unknown field, whatever its first character
    monkeypatch.setattr(position_reader, "read_position", replaced(
        position_reader, "read_position", "if name not in TOP_LEVEL_FIELDS:",
        'if name not in TOP_LEVEL_FIELDS and not name.startswith("$"):'))
    report = domain.run(STANDARD, positions=12)
    assert {m["damage"] for m in report.mismatches} == {"schema_misspelt"}


def test_a_score_past_the_end_cited_under_the_scorings_section_is_found(monkeypatch):
    # "Game end and winning": a score at the threshold (40) means the game ended after the round before;
    # the refusal says so citing that section and the threshold. A slip citing the scoring's section
    # ("Scoring") names the wrong rule; the damages of a score at and past the threshold are told so
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "scoring_problems", replaced(
        adjudicate, "scoring_problems", "section=rules.end.section", "section=rules.scoring.section"))
    report = domain.run(STANDARD, positions=12)
    assert {m["damage"] for m in report.mismatches} == {"score_at_threshold", "score_past_threshold"}


def test_each_damage_calls_for_what_the_rulebook_says():
    doc = pick_position(RandomPick(random.Random(1)), STANDARD, n_players=3, custom_banners=False).to_dict(STANDARD)
    rng = random.Random(0)
    threshold = copy.deepcopy(doc)
    expected = damages.score_at_threshold(threshold, STANDARD, rng)
    assert 40 in threshold["scores"].values() and expected.code == "GAME_ALREADY_OVER"
    dragons = copy.deepcopy(doc)
    assert damages.dragons_past_the_hands(dragons, STANDARD, rng).code == "TOO_MANY_DRAGONS"
    assert dragons["dragons"] == 4               # three players hold one Dragon each
    nobles = copy.deepcopy(doc)
    expected = damages.nobles_over_the_limit(nobles, STANDARD, rng)
    assert expected.code == "TOO_MANY_NOBLES"
    assert any(len(cell.get("nobles", [])) == 2 for cell in nobles["board"].values())
    # Permanent Nobles has no limit a region: no such damage
    assert damages.nobles_over_the_limit(copy.deepcopy(doc), PERMANENT, rng) is None


@pytest.mark.parametrize("slip, damage", [
    (slips.score_at_threshold_scorable, "score_at_threshold"),
    (slips.region_limit_of_nobles_unread, "nobles_over_the_limit"),
    (slips.true_read_as_region_one, "king_as_true"),
    (slips.every_region_suggested, "misspelt_region"),      # the right name, among too many
    (slips.banners_of_no_table_miscoded, "banners_as_a_list"),
    (slips.missing_king_read_as_no_region, "no_king"),                       # a second error besides
    (slips.null_banners_read_as_none, "banners as null"),
    (slips.spent_cards_after_a_stranger_unread, "spent_cards_of_a_stranger_first"),
    (slips.given_banners_named_as_the_files, "--banners as a list"),
    (slips.unknown_field_suggested_from_the_document, "misspelt_field"),
    (slips.banners_of_no_table_told_as_rulings, "banners_as_a_list"),
    (slips.name_printing_alike_told_as_listed, "player_printing_alike"),
    (slips.rulings_read_in_sorted_order, "rulings_unknown_out_of_order"),
    (slips.unknown_player_told_without_hint, "misspelt_player"),
    (slips.no_player_listed_told_as_left_out, "no_player_listed"),
    (slips.spent_cards_of_no_table_told_as_rulings, "spent_cards_as_a_list"),
    (slips.players_of_no_list_read_on, "players_as_a_word"),
    (slips.counts_per_player_read_in_name_order, "a container at its bound and one past it"),
    (slips.rulings_read_on_past_their_bound, "a container at its bound and one past it"),
    (slips.rulings_past_their_count_unread, "a container at its bound and one past it"),
    (slips.banner_warnings_in_region_order, "two banners warned of, the higher-numbered region written first"),
    (slips.true_looked_up_as_one, "the board asked for the region True"),
    (slips.region_field_named_unquoted, "region_field_unknown"),
    (slips.region_suggestions_cut_to_the_closest, "first_word_of_two_regions"),     # King's Altar and King's Castle
    (slips.variant_that_does_not_load_read_under_the_standard_rules,
     "a variant file overriding a key the rules do not have"),
    (slips.zero_markers_written, "none: every player in every region, 0 where none (held)"),
    (slips.first_region_told_by_its_board_name, "region_twice"),
    (slips.region_number_with_a_zero_unread, "none: every region numbered with a zero before it"),
    (slips.empty_nobles_written, "none: every player in every region, 0 where none (held)"),
    (slips.count_field_unquoted, "a container at its bound and one past it"),       # "Stranger 0"
    (slips.unknown_fields_told_in_name_order, "fields_unknown_out_of_order"),
    (slips.duplicate_noble_quoting_its_owner, "one_players_nobles_over_their_limit"),   # beside TOO_MANY_NOBLES
    (slips.counts_left_out_read_as_zero, "none: a position with a player's supply left out"),
    (slips.variants_bound_counting_the_positions_own, "variants past the bound between the position and --variant"),
    (slips.stranger_count_left_unread, "stranger_scored_as_text"),
    (slips.region_suggestions_in_name_order, "misspelt_region"),
    (slips.ruling_answer_taken_in_capitals, "ruling_answer_in_capitals"),
    (slips.stranger_read_on_as_a_player, "two_nobles_of_a_stranger"),
])
def test_a_planted_slip_in_validation_is_found(monkeypatch, slip, damage):
    slip(monkeypatch)
    report = domain.run(STANDARD, positions=12)
    assert not report.ok
    assert damage in {m["damage"] for m in report.mismatches}


def test_a_players_noble_limit_read_as_the_regions_is_found_under_the_variant_that_tells_them_apart(monkeypatch):
    # Two Nobles a region, one a player (tests/data/tied-nobles-two-per-region.toml): a player holding
    # two there breaks the player's limit, not the region's. A reader checking the region's limit in
    # its place accepts it; the standard rules (one and one) and Permanent Nobles (no region limit)
    # cannot tell the two apart, the variant can.
    two_per_region = load_rules((str(REPO / "tests/data/tied-nobles-two-per-region.toml"),))
    assert unplanted_ok(domain.run, two_per_region, positions=12)
    monkeypatch.setattr(position_reader._FieldReader, "read_nobles", replaced(
        position_reader._FieldReader, "read_nobles", "if good.count(owner) > per_player:",
        "if good.count(owner) > (limit or per_player):"))
    assert domain.run(STANDARD, positions=12).ok
    report = domain.run(two_per_region, positions=12)
    assert {m["damage"] for m in report.mismatches} == {"one_players_nobles_over_their_limit",
                                                        "two_players_nobles_over_their_limit"}


@pytest.mark.parametrize("owner, name, old, new, damage", [
    # a banner of five values judged by its first four alone: its rising fifth let through
    (position_reader, "_user_banner_problem",
     "return next((banner_problem(piece) for piece in pieces if banner_problem(piece)), None)",
     "return banner_problem(pieces[0])", "banner_of_five_rising_at_the_end"),
    # Dark Tower's banner with another first value warned of twice, unlike the printing and for its first value
    (position_reader, "_warn_unlike_rulebook", "elif values and values[0] != number:",
     "if values and values[0] != number:", "printed_banner_of_another_number"),
    # a region's banner under its name and again under its number: refused at the second as a region of
    # the board written twice is; a reader without the check takes one of the two and says nothing
    # (the second writing then read, a printed banner written unlike the printing and then as printed is
    # warned of at neither: the row holding that the warning is told where the first is written sees it too)
    (position_reader._FieldReader, "banners", "if number in written:", "if False:",
     ("banner_twice", "banner_twice_the_first_refused", "a printed banner unlike the printing, then written again as printed")),
    # a banner that rises, given for a region the board does not have: refused for its region and for its
    # values; a reader judging only the banners of known regions tells the region alone
    (position_reader._FieldReader, "banners", "problem = _user_banner_problem(values)",
     "problem = _user_banner_problem(values) if number is not None else None", "banner_rising_of_no_region"),
    # "Scoring": a printed banner written unlike the printing, then again as printed under the region's
    # number: the first is the one read, and the warning must be told at it, not at the second writing
    (position_reader._FieldReader, "banners", 'other = f"{field}.{_key(str(written[number][0]))}"',
     'other = f"{field}.{_key(str(written[number][0]))}"; written[number] = (key, values)',
     "a printed banner unlike the printing, then written again as printed"),
    # a region near none of the board's names told with no hint at all, where the hint says how regions are named
    (position_reader._FieldReader, "region_of", 'text("problem.unknown-region", hint=hint)',
     'text("problem.unknown-region", hint=exc.hint_text)', "unknown_region"),
    # a position written with its players in name order: a position seated otherwise reads back otherwise
    (position_module.Position, "to_dict", '"players": list(self.players),', '"players": sorted(self.players),',
     "none: written, then read back"),
    # a name of spaces alone is no name (BAD_TYPE, "a player name is a non-empty string"); a reader
    # that asks only whether it is text tells it as a bad name
    (position_reader, "_read_players", '"BAD_NAME" if isinstance(name, str) and name.strip() else "BAD_TYPE"',
     '"BAD_NAME" if isinstance(name, str) else "BAD_TYPE"', "player_name_blank"),
    # a region's unknown fields told in name order, not as written: "home colour" then "castle" are
    # refused in that order, as every table's entries are told
    (position_reader._FieldReader, "read_region", "for sub in entry:", "for sub in sorted(entry, key=str):",
     "region_field_unknown"),
    # docs/players.md: a name is read whatever the spaces between its words ("Dark  Tower"); a slug
    # making each character between words a dash of its own knows no such name
    (board_module, "slugify", 're.sub(r"[^a-z0-9]+", "-", text)', 're.sub(r"[^a-z0-9]", "-", text)',
     ("none: every region named with its words two spaces apart",
      "none: a name printed two spaces apart, typed one space apart")),
    # docs/players.md "Banner values": --banners replaces the position's own banner for the regions it
    # names; a reader laying the file's banners over the given ones reads the file's for that region
    (position_reader._FieldReader, "position", "banners.update(given)", "banners = {**given, **banners}",
     "none: --banners over the file's banner for a region"),
    # "Scoring": the file's banner unlike the printing is warned of whatever --banners gives; a reader
    # warning of the file's banners only when none is given on the command line says nothing of it
    (position_reader._FieldReader, "position", '_warn_unlike_rulebook(banners, "banners", rules, out, written)',
     '_warn_unlike_rulebook(banners, "banners", rules, out, written) if not extra_banners else None',
     "a printed banner unlike the printing beside --banners for another region"),
    # a variant the command line names again applied once, without a word (docs/players.md); a reader
    # telling every repeat as the file's own list repeating one refuses it
    (position_reader, "_read_variants", 'if field == "variants":', 'if field == "variants" or v not in raw:',
     "none: --variant naming each variant twice"),
    # players over their markers told in name order, not seat order
    (position_reader, "_check_marker_totals", "for p in position.players:", "for p in sorted(position.players):",
     "two_over_their_markers"),
    # too many markers told against the playable ones (19), not every marker a player owns (20, "Preparation")
    (position_reader, "_check_marker_totals", "limit=limit, section=comp.section))",
     "limit=limit - comp.score_track_markers, section=comp.section))",
     ("one_marker_too_many", "two Nobles of one player in one region, one marker too many")),
    # a long banner told the problem of its last bad piece, not the first met reading from its first place
    (position_reader, "_user_banner_problem", "for piece in pieces if banner_problem(piece)), None)",
     "for piece in reversed(pieces) if banner_problem(piece)), None)", "banner_of_six_wrong_twice"),
    # a stranger near no seated name told with the seated players listed in name order, not seat order
    # as the score sheet lists them (the drawn positions seat Ann, Bob ... in name order: only a first
    # seat renamed "Zed" tells the two apart)
    (position_reader._FieldReader, "player_ok", 'players=", ".join(self.players)',
     'players=", ".join(sorted(self.players))', "a_stranger_near_no_seat"),
])
def test_a_slip_in_reading_a_position_is_found_by_its_damage_alone(monkeypatch, owner, name, old, new, damage):
    assert unplanted_ok(domain.run, STANDARD, positions=2)
    monkeypatch.setattr(owner, name, replaced(owner, name, old, new))
    found = domain.run(STANDARD, positions=2).mismatches
    assert found and {m["damage"] for m in found} == ({damage} if isinstance(damage, str) else set(damage))


def test_a_regions_markers_bounded_by_the_playable_ones_is_found(monkeypatch):
    # "Preparation": a player owns 20 markers and puts one on the score track, so 19 are playable.
    # A region may hold all 20 where a variant puts none on the track; the reader bounds a region's
    # count by a colour's markers, and 20 in one region under the standard rules is then more markers
    # than the player owns, named on the player (TOO_MANY_MARKERS at players.<name>). A reader
    # bounding the region by the 19 playable ones refuses the region's count instead.
    assert unplanted_ok(domain.run, STANDARD, positions=4)
    monkeypatch.setattr(position_reader._FieldReader, "read_region", replaced(
        position_reader._FieldReader, "read_region", "limit = self.rules.components.markers_per_player",
        "limit = self.rules.components.markers_per_player - self.rules.components.score_track_markers"))
    # (one marker past the colour's, named at the count with its bound, finds it too: the count's
    # bound is then told one too low)
    found = [m for m in domain.run(STANDARD, positions=4).mismatches]
    assert found and {m["damage"] for m in found} == {"every_marker_in_one_region", "influence_past_the_markers"}
    assert found[0]["expected"]["code"] == "TOO_MANY_MARKERS"
    assert "TOO_MANY_MARKERS" not in {said["code"] for said in found[0]["referee"]}


@pytest.mark.parametrize("old, new, damages", [
    # "Nobles": a region holds one Noble; two written, one of them for a stranger, are one too many
    # (the stranger named as well): a reader counting only the Nobles it kept says nothing of it
    ("if limit and len(owners) > limit:", "if limit and len(good) > limit:", {"nobles_over_the_limit_one_a_stranger"}),
    # two players each one Noble past their limit in one region, the later name written first: each
    # told as the list holds them; a reader going through the owners in name order tells the second
    # written first
    ("for owner in dict.fromkeys(good):", "for owner in sorted(set(good)):", {"two_players_nobles_over_their_limit"}),
    # a player's one Noble a region is stated in "Variant — Permanent Nobles": cited at the ruleset's
    # Nobles section instead, the standard rules' duplicates are sent to "Nobles", which states no such limit
    ('section="Variant — Permanent Nobles"', "section=rules.nobles.section",
     {"one_players_nobles_over_their_limit", "two_players_nobles_over_their_limit"}),
])
def test_a_slip_in_reading_a_regions_nobles_is_found(monkeypatch, old, new, damages):
    assert unplanted_ok(domain.run, STANDARD, positions=4)
    monkeypatch.setattr(position_reader._FieldReader, "read_nobles",
                        replaced(position_reader._FieldReader, "read_nobles", old, new))
    found = domain.run(STANDARD, positions=4).mismatches
    assert found and {m["damage"] for m in found} == damages
    assert found[0]["expected"]["code"] == ("TOO_MANY_NOBLES" if "nobles_over_the_limit_one_a_stranger" in damages
                                            else "DUPLICATE_NOBLE")


def test_spent_cards_are_read_whatever_their_case_and_spaces(monkeypatch):
    # docs/players.md: a name is read whatever its case; a spent card " DRAGON " is the Dragon.
    # A reader that does not trim the spaces refuses it, and the check names the position.
    assert unplanted_ok(domain.run, STANDARD, positions=2)
    monkeypatch.setattr(position_reader, "_read_spent_cards", replaced(
        position_reader, "_read_spent_cards", "name = card.strip().lower() if isinstance(card, str) else card",
        "name = card.lower() if isinstance(card, str) else card"))
    found = [m for m in domain.run(STANDARD, positions=2).mismatches if "in capitals, with spaces" in m["damage"]]
    # the standard rules spend the Dragon and the Witch once a game: both written, both refused
    assert found and found[0]["errors"] == ["BAD_USED_CARD", "BAD_USED_CARD"]
    assert found[0]["expected"][found[0]["position"]["players"][0]] == ["dragon", "witch"]


def test_a_card_spent_once_too_often_is_refused_in_the_words_of_its_own_count(monkeypatch):
    # examples/variants/two-dragons.toml: a hand holds two Dragons and one Witch ("Components"); a
    # Dragon written spent three times is refused at the third saying a hand holds two, a Witch written
    # twice at the second saying it holds one
    two = load_rules((str(REPO / "examples" / "variants" / "two-dragons.toml"),))
    doc = pick_position(RandomPick(random.Random(1)), two, n_players=3, custom_banners=False).to_dict(two)
    expected = {}
    for seed in range(40):
        damaged = copy.deepcopy(doc)
        found = damages.once_per_game_card_twice(damaged, two, random.Random(seed))
        assert found is not None
        expected[found.field.endswith("[2]")] = found
    assert expected[True].words == ("problem.duplicate-used-cards", {"held": 2})       # the Dragon
    assert expected[False].words == ("problem.duplicate-used-card", {})               # the Witch
    assert domain.run(two, positions=12).ok
    slips.duplicate_used_card_told_with_the_dragons_count(monkeypatch)
    report = domain.run(two, positions=12)
    assert {m["damage"] for m in report.mismatches} == {"once_per_game_card_twice"}


def test_a_position_written_without_its_own_banners_is_found(monkeypatch):
    # the players' printed banners are part of a position the referee writes (a counterexample, a
    # witness): read back, the position must be the one written
    assert domain.run(STANDARD, positions=12).ok
    slips.position_banners_unwritten(monkeypatch)
    found = domain.run(STANDARD, positions=12)       # about one in four has banners of its own
    assert any(m["differ"] == ["banners"] for m in found.mismatches if "differ" in m)


def test_a_position_written_without_its_rulings_is_found(monkeypatch):
    # the rulings a table chose are part of a position ("rulings", docs/players.md): a position the
    # referee writes under them must read back under them, not under the defaults
    slips.position_rulings_unwritten(monkeypatch)
    found = domain.run(STANDARD, positions=12)       # three positions in four name rulings of their own
    assert [m["differ"] for m in found.mismatches] == [["rulings"]] * len(found.mismatches)
    assert len(found.mismatches) >= 4


def test_a_supply_derived_wrong_for_a_record_without_supplies_is_found(monkeypatch):
    # "Preparation": a player's markers are on the board, under their Nobles, on the score track or
    # in the supply; a record that gives no supply gets the rest, and a drawn legal position holds it
    slips.supply_counts_nobles_twice(monkeypatch)
    found = domain.run(STANDARD, positions=12)
    assert any(m.get("differ") == ["supply"] for m in found.mismatches)


def test_the_api_refuses_an_ended_game_and_a_position_without_supplies(monkeypatch):
    # Two refusals only a program reaches (the reader refuses such positions first on the command
    # line): referee.score_position of a game already over ("End of the game": the game ends at
    # the threshold) and referee.play_round of a position that gives no supplies (each player's
    # cards and markers come from his supply, "Choosing cards").
    slips.checked_scoring_scores_an_ended_game(monkeypatch)
    scored = domain.run(STANDARD, positions=6)
    assert {m["damage"] for m in scored.mismatches} <= {"score_at_threshold", "score_past_threshold", "game_marked_over",
                                                       "game_over_two_ways", "score_at_threshold, a seat in two words",
                                                       "score_at_threshold, a seat with a bracket",
                                                       "two_scores_past_the_end"}
    assert any(m["damage"] == "score_at_threshold" for m in scored.mismatches)
    monkeypatch.undo()
    slips.round_without_supplies_played(monkeypatch)
    played = domain.run(STANDARD, positions=6)
    assert [m["damage"] for m in played.mismatches] == ["none: a position without supplies played"] * 6
    assert all(m["expected"] == "play.no-supply" and "no-supply" not in m["referee"] for m in played.mismatches)
    monkeypatch.undo()
    slips.partial_supply_played(monkeypatch)
    played = domain.run(STANDARD, positions=6)
    assert [m["damage"] for m in played.mismatches] == [f"none: a position without {m['position']['players'][-1]}'s "
                                                        "supply played" for m in played.mismatches]
    assert len(played.mismatches) == 6


def test_a_new_game_set_up_wrong_is_found(monkeypatch):
    # "Preparation": every score marker starts on 0, each player's 20 markers but the one on the
    # score track in supply (19), nothing on the board, the King on Zin Kai's Deep: checked for each
    # player count (2-5), and a new game whose scores start on 1 is named for each
    assert domain.run(STANDARD, positions=1).ok
    slips.new_game_scores_one(monkeypatch)
    found = [m for m in domain.run(STANDARD, positions=1).mismatches if m["damage"] == "none: a new game"]
    assert [(m["players"], m["differ"]) for m in found] == [(n, ["scores"]) for n in (2, 3, 4, 5)]
    assert found[0]["expected"] == {"scores": {"Ann": 0, "Bob": 0}}


def test_a_king_set_on_the_routes_first_region_is_found_where_he_starts_elsewhere(monkeypatch, variant_rules):
    # "Preparation": the King starts in Zin Kai's Deep, region 1, the first of the route: a new
    # game putting him on route[0] instead of [roads] king_start is the same game under the
    # rulebook's board, and a slip under a variant starting him elsewhere (region 4 here, the third
    # region of the route 1, 6, 4, ...), where every new game's King must stand on 4
    from referee.engine import setup
    elsewhere = variant_rules(roads={"king_start": 4})
    assert unplanted_ok(domain.run, elsewhere, positions=1)
    monkeypatch.setattr(setup, "new_game", replaced(setup, "new_game", "king=rules.roads.king_start",
                                                    "king=rules.roads.route[0]"))
    assert domain.run(STANDARD, positions=1).ok                  # the same King on the rulebook's board
    found = [m for m in domain.run(elsewhere, positions=1).mismatches if m["damage"] == "none: a new game"]
    assert [(m["players"], m["differ"]) for m in found] == [(n, ["king"]) for n in (2, 3, 4, 5)]
    assert found[0]["expected"] == {"king": 4}


def test_a_score_left_out_is_read_as_zero(monkeypatch):
    # "Preparation": every score marker starts on 0, and a position document's `scores` defaults
    # to 0 (docs/players.md): a document without one player's score, or without scores, has them on
    # 0. A referee that puts them on 1 is named for both, once a drawn position
    assert domain.run(STANDARD, positions=3).ok
    slips.score_left_out_read_as_one(monkeypatch)
    found = [m for m in domain.run(STANDARD, positions=3).mismatches if m["damage"].startswith("none: a position with")]
    assert len(found) == 6
    left_out = found[0]["position"]["players"][-1]
    assert found[0]["damage"] == f"none: a position with {left_out}'s score left out"
    assert found[0]["referee"][left_out] == 1 and found[0]["expected"][left_out] == 0
    assert found[1]["damage"] == "none: a position with no scores"
    assert set(found[1]["expected"].values()) == {0} and set(found[1]["referee"].values()) == {1}


def test_an_unknown_ruling_refused_without_a_hint_is_found(monkeypatch):
    # "Open rulings": an id no ruling resembles is refused, the sentence sending the reader to
    # `referee rulings`; one a letter short suggests the ruling. A reader keeping only the
    # suggestion says nothing where there is none to make.
    assert unplanted_ok(domain.run, STANDARD, positions=2)
    monkeypatch.setattr(position_reader, "_read_rulings", replaced(
        position_reader, "_read_rulings", 'hint = did_you_mean_text(rid, ids) or text("hint.see-rulings")',
        "hint = did_you_mean_text(rid, ids)"))
    found = domain.run(STANDARD, positions=2).mismatches
    assert found and {m["damage"] for m in found} == {"unknown_ruling"}
    assert found[0]["expected"]["code"] == "UNKNOWN_RULING"


def test_a_variant_given_twice_kept_twice_is_found(monkeypatch):
    # A position naming Permanent Nobles, the same given again beside it (`referee score --variant`):
    # one variant, read once. A reader that skips a name seen before only to warn of it keeps it twice.
    assert unplanted_ok(domain.run, STANDARD, positions=2)
    monkeypatch.setattr(position_reader, "_read_variants", replaced(
        position_reader, "_read_variants", "                continue\n", "                pass\n"))
    found = domain.run(STANDARD, positions=2).mismatches
    beside = "none: the variant permanent-nobles given again beside the position"
    # and the same variant named twice on the command line alone, read otherwise than named once
    assert found and {m["damage"] for m in found} == {beside, "none: --variant naming each variant twice"}
    assert next(m for m in found if m["damage"] == beside)["referee"] == ["permanent-nobles", "permanent-nobles"]


def test_a_region_suggested_once_per_spelling_is_found_where_a_variant_renames_it(monkeypatch):
    # region 5 printed as "Dark Tower Keep", its slug dark-tower kept: "Dark Tower Kee" is close to
    # both spellings of one region, which is to be suggested once. The standard board has one
    # spelling a region, so the slip shows only under such a variant.
    renamed = load_rules((str(REPO / "tests" / "data" / "renamed-dark-tower.toml"),))
    assert domain.run(renamed, positions=12).ok
    slips.region_suggested_by_each_spelling(monkeypatch)
    assert domain.run(STANDARD, positions=12).ok
    # (and a name with punctuation around it, whose suggestions are the same)
    assert {m["damage"] for m in domain.run(renamed, positions=12).mismatches} <= {"misspelt_region",
                                                                                 "region_name_punctuated"}
    assert "misspelt_region" in {m["damage"] for m in domain.run(renamed, positions=12).mismatches}


def test_player_bounds_read_as_the_rulebooks_are_found(monkeypatch):
    # "Preparation": 2 to 5 players; a variant may say 3 to 4 ([game] min_players, max_players),
    # and then two players or five are refused. A reader bounding the count by the rulebook's
    # numbers (mutant position_reader:320) passed plain `check`: every ruleset it played was 2 to 5.
    assert domain.run(STANDARD, positions=2).ok
    slips.player_bounds_of_the_rulebook(monkeypatch)
    report = domain.run(STANDARD, positions=2)
    assert {m["damage"] for m in report.mismatches} == {"too_few_players, the bounds moved in",
                                                         "too_many_players, the bounds moved in"}


def test_a_position_without_players_read_on_after_its_refusal_is_found(monkeypatch):
    # the reader then stops on the missing field (a KeyError), where it must refuse the position
    slips.no_players_read_on(monkeypatch)
    with pytest.raises(KeyError):
        domain.run(STANDARD, positions=1)


@pytest.mark.parametrize("owner, name, old, new, damages", [
    # "Preparation": with no supply given, the score track's marker still counts: left out, a player
    # holding one marker too many reads as holding exactly their markers
    (position_reader, "_check_marker_totals", "else board_markers + noble_count + comp.score_track_markers",
     "else board_markers + noble_count", {"too_many_markers_no_supply",
                                          "two Nobles of one player in one region, one marker too many"}),
    # "Scoring": the warning about a banner quotes the banner given beside the printed one; showing
    # the region's own banner instead hides what the players wrote (both banner warnings say it)
    (position_reader, "_warn_unlike_rulebook", 'shown = "-".join(map(str, values))',
     'shown = "-".join(map(str, region.banner))', {"banner_unlike_the_rulebook", "banner_first_value_other",
                                                   "printed_banner_of_another_number"}),
    # --banners as the command line wrote them ("5,3,2,1") are quoted so; made a plain list they lose it
    (position_reader._FieldReader, "banners", "written[number] = (key, values)",
     "written[number] = (key, list(values))", {"--banners unlike the rulebook's printing"}),
])
def test_a_slip_in_counting_markers_or_quoting_banners_is_found(monkeypatch, owner, name, old, new, damages):
    assert unplanted_ok(domain.run, STANDARD, positions=2)
    monkeypatch.setattr(owner, name, replaced(owner, name, old, new))
    found = domain.run(STANDARD, positions=2).mismatches
    assert found and {m["damage"] for m in found} == damages


@pytest.mark.parametrize("owner, name, old, new, damage", [
    # "Open rulings": an answer no ruling has let through as the default
    (position_reader, "_read_rulings", "if not isinstance(choice, str) or choice not in ruling.alternatives:",
     "if not isinstance(choice, str):", "ruling_answer_unknown"),
    # a region written by name and again by number read twice, the second entry laid over the first
    (position_reader._FieldReader, "read_board", "if number in seen:", "if key in seen.values():", "region_twice"),
    # "Scoring": a banner rising by one place at a time taken as a banner (the loader's function, as
    # the position reader holds it)
    ((loader, position_reader), "banner_problem", "if any(a < b for a, b in zip(banner, banner[1:])):",
     "if any(a + 1 < b for a, b in zip(banner, banner[1:])):", "banner_rising"),
    # one variant more than the bound read on, each looked up
    (position_reader, "_read_variants", "if len(raw) + len(extra) > MAX_VARIANTS:",
     "if len(raw) + len(extra) > MAX_VARIANTS + 1:", "variants_past_the_bound"),
    # a region's Nobles bounded by the most players, not twice them (a list of players' names)
    (position_reader._FieldReader, "read_nobles", "if out.too_many(field, owners, 2 * MAX_PLAYERS,",
     "if out.too_many(field, owners, MAX_PLAYERS,", "nobles_past_twice_the_players"),
    # spent cards of too many players told as too many cards of a hand
    (position_reader._FieldReader, "used", 'if out.too_many("used", raw, 2 * MAX_PLAYERS, text("what.players")):',
     'if out.too_many("used", raw, 2 * MAX_PLAYERS, text("what.hand")):', "spent_cards_of_too_many"),
    # rulings of the wrong type told what banners are expected to be
    (position_reader, "_read_rulings", 'text("problem.rulings-type"))', 'text("problem.banners-type"))',
     "rulings_as_a_list"),
    # a variant listed twice refused quoting the whole list, not the one listed twice
    (position_reader, "_read_variants", 'out.add("DUPLICATE_VARIANT", field, v,',
     'out.add("DUPLICATE_VARIANT", field, names,', "variant_listed_twice"),
    # an unknown variant before a known one: the last one left out instead, the unknown one is told
    # again on the next try and the known one is lost
    (position_reader, "_read_variants", "names.remove(exc.key)", "names.pop()", "unknown_variant_before_a_known"),
    # the cards spent read only where the players are known: with the players left out, the spent
    # card's player goes untold while every other name is told
    (position_reader._FieldReader, "used", "for player, cards in raw.items():",
     "for player, cards in (raw.items() if self.players else ()):", "players_left_out_beside_spent_cards"),
])
def test_a_slip_in_reading_rulings_regions_banners_or_variants_is_found(monkeypatch, owner, name, old, new, damage):
    assert unplanted_ok(domain.run, STANDARD, positions=2)
    source, held_by = owner if isinstance(owner, tuple) else (owner, owner)
    monkeypatch.setattr(held_by, name, replaced(source, name, old, new))
    found = domain.run(STANDARD, positions=2).mismatches
    assert found and damage in {m["damage"] for m in found}


def _checked_scoring_slipped(monkeypatch, old: str, new: str, positions: int) -> list[str]:
    """The damages the run names with referee.score_position's `old` written `new` (it agrees before)."""
    from referee.engine import adjudicate

    assert domain.run(STANDARD, positions=positions).ok
    monkeypatch.setattr(adjudicate, "score_position", replaced(adjudicate, "score_position", old, new))
    return [m["damage"] for m in domain.run(STANDARD, positions=positions).mismatches]


def test_checked_scoring_that_changes_the_position_it_scores_is_found(monkeypatch):
    # referee.score_position scores a copy: a program may score the same position again. Scoring the
    # position handed in changes its markers (they go home) and its scores.
    found = _checked_scoring_slipped(monkeypatch, "return apply_scoring(position.copy(), rules)",
                                     "return apply_scoring(position, rules)", positions=1)
    assert found == ["none: referee.score_position changed the position it scored"]


def test_a_hint_of_players_where_none_is_known_is_found(monkeypatch):
    # with the players field left out, a name written elsewhere is nobody seated, and no list of the
    # players can be offered: an empty one was (by both damages that leave the players out)
    assert unplanted_ok(domain.run, STANDARD, positions=2)
    monkeypatch.setattr(position_reader._FieldReader, "player_ok", replaced(
        position_reader._FieldReader, "player_ok", 'hint = "" if self.out.full or not self.players else (',
        'hint = "" if self.out.full else ('))
    assert {m["damage"] for m in domain.run(STANDARD, positions=2).mismatches} == {
        "players_field_left_out", "players_left_out_beside_spent_cards"}


def test_a_duplicate_region_read_on_after_its_refusal_is_found(monkeypatch):
    # the region written again under its number is refused there and not read: a stranger's markers
    # in it would otherwise be named too (one damage, one error)
    assert unplanted_ok(domain.run, STANDARD, positions=2)
    source = replaced(position_reader._FieldReader, "read_board",         # (the method's source, dedented)
                      "continue\n        seen[number] = key", "pass\n        seen[number] = key")
    monkeypatch.setattr(position_reader._FieldReader, "read_board", source)
    assert {m["damage"] for m in domain.run(STANDARD, positions=2).mismatches} == {"region_twice"}


def test_a_position_written_with_region_numbers_is_found(monkeypatch):
    # a position the referee writes names each region as a player reads it: by its name
    from referee.engine.position import Position

    assert unplanted_ok(domain.run, STANDARD, positions=12)
    monkeypatch.setattr(Position, "to_dict", replaced(
        Position, "to_dict", "data[\"banners\"] = {board.name(n): list(v)", "data[\"banners\"] = {str(n): list(v)"))
    found = domain.run(STANDARD, positions=12).mismatches          # (positions with banners of their own)
    assert found and all(m["damage"] == "none: written, then read back" for m in found)


@pytest.mark.parametrize("owner, name, old, new, damage", [
    # a region's unknown field quoting its name for the value written there
    (position_reader._FieldReader, "read_region", 'out.add("UNKNOWN_FIELD", f"{field}.{_key(sub)}", entry[sub],',
     'out.add("UNKNOWN_FIELD", f"{field}.{_key(sub)}", sub,', "region_field_unknown"),
    # Nobles of the wrong type told that one player's name is expected
    (position_reader._FieldReader, "read_nobles", 'text("problem.expected-players"))', 'text("problem.expected-player"))',
     "nobles_as_a_word"),
    # a region's number read with the spaces around it: " 5 " is no region
    (Board, "lookup", "stripped = key.strip()", "stripped = key", "none: the King's region numbered, with spaces"),
    # ... and only spaces stripped: a tab or a line break at either end counts as a space (docs/players.md)
    (Board, "lookup", "stripped = key.strip()", 'stripped = key.strip(" ")',
     "none: the King's region numbered, a tab and a line break"),
    # a banner's region written twice named as written the second time (its number), not by the board's name
    (position_reader._FieldReader, "banners", "region=self.board.name(number)))", "region=key))", "banner_twice"),
    # a region's name typed with a phone's apostrophe (U+2019) not read (docs/players.md: whatever its apostrophes)
    (board_module, "slugify", '.replace("\\u2019", "")', "", "none: every region named with a typographic apostrophe"),
    # a variant file named to the API, which reads no file, called an unknown variant
    (position_reader, "_read_variants", 'out.add(getattr(exc, "code", "UNKNOWN_VARIANT"), field,',
     'out.add("UNKNOWN_VARIANT", field,', "a variant file named to the API"),
])
def test_a_slip_in_a_regions_fields_or_its_name_is_found(monkeypatch, owner, name, old, new, damage):
    assert unplanted_ok(domain.run, STANDARD, positions=2)
    monkeypatch.setattr(owner, name, replaced(owner, name, old, new))
    found = domain.run(STANDARD, positions=2).mismatches
    assert found and damage in {m["damage"] for m in found}


def test_checked_scoring_telling_one_of_the_places_a_game_is_over_is_found(monkeypatch):
    # "Game end and winning": a game marked over whose player holds the threshold too is over on two
    # counts; referee.score_position's refusal tells a program both, as `referee validate` does
    found = _checked_scoring_slipped(monkeypatch, "raise PositionError(problems)",
                                     "raise PositionError(problems[:1])", positions=6)
    assert found and set(found) == {"game_over_two_ways", "two_scores_past_the_end"}


@pytest.mark.parametrize("name, old, new, damage", [
    # "Preparation": a player owns markers_per_player markers; a supply bounded by the points' bound
    ("_FieldReader.position", '"supply", markers_limit, text("why.markers"', '"supply", MAX_POINTS, text("why.markers"',
     "supply_past_the_markers"),
    # and its reason: every count's bound told as the scores' bound ("the most points a score can show"),
    # the supply's sentence then says the right number for the wrong reason
    ("_FieldReader.player_counts", "maximum=maximum, why=why)", 'maximum=maximum, why=text("why.max-scores", max=maximum))',
     "supply_past_the_markers"),
    # the players written as an object of their names, read as its keys
    ("_read_players", "if not isinstance(raw, list):", "if isinstance(raw, str):", "players_as_an_object"),
    # a table of nine to sixteen names not read one by one: a name listed twice goes untold
    ("_read_players", "if len(raw) > 2 * MAX_PLAYERS:", "if len(raw) > MAX_PLAYERS:", "crowd_with_a_name_twice"),
])
def test_a_players_or_supplys_reading_slip_is_found(monkeypatch, name, old, new, damage):
    assert damages_with_a_reader_slip(monkeypatch, name, old, new) == {damage}


def damages_with_a_reader_slip(monkeypatch, name: str, old: str, new: str) -> set[str]:
    """The damages of four drawn positions that find the position reader's function `name`
    ("_FieldReader.method" for a method) with `old` read as `new`."""
    owner = position_reader._FieldReader if name.startswith("_FieldReader.") else position_reader
    function = name.split(".")[-1]
    monkeypatch.setattr(owner, function, replaced(owner, function, old, new))
    return {m["damage"] for m in domain.run(STANDARD, positions=4).mismatches}


def test_a_positions_variants_written_in_name_order_are_found(monkeypatch):
    # variants apply in the order given, a later one over an earlier; a position written with its
    # variants sorted by name reads back under other rules where two variants overlap
    from referee.engine import position

    assert unplanted_ok(domain.run, STANDARD, positions=2)
    monkeypatch.setattr(position.Position, "to_dict", replaced(
        position.Position, "to_dict", 'data["variants"] = list(self.variants)', 'data["variants"] = sorted(self.variants)'))
    found = domain.run(STANDARD, positions=2).mismatches
    assert found and all(m["damage"] == "none: written, then read back" and "variants" in m["differ"] for m in found)


def test_variants_holding_a_number_read_as_names_are_found(monkeypatch):
    # a position's variants written [2]: refused at the variants as no list of names; a reader that
    # checks only that they are a list hands the number on as a variant's name, and the lookup stops
    assert unplanted_ok(domain.run, STANDARD, positions=4)
    monkeypatch.setattr(position_reader, "_read_variants", replaced(
        position_reader, "_read_variants",
        "if not isinstance(raw, list) or not all(isinstance(v, str) for v in raw):", "if not isinstance(raw, list):"))
    with pytest.raises(AttributeError):
        domain.run(STANDARD, positions=4)


@pytest.mark.parametrize("name, old, new, damage", [
    # a comment or `$schema` tested for its truth, not its type: written as 0, false, null or [] let through
    ("check_text_fields", "if name in data and not isinstance(data[name], str):",
     "if data.get(name) and not isinstance(data[name], str):", "comment written as None"),
    # a region's banner written twice judged against the banners kept: the first refused for its values,
    # the second read as the region's banner
    ("_FieldReader.banners", "if number in written:", "if number in banners:", "banner_twice_the_first_refused"),
    # a text that is no JSON answered with no problem (read_position_text, for a program holding the text)
    ("read_position_text", "return None, None, problems", "return None, None, []", "the text ''"),
    # a text whose JSON is null, false, 0, [] or "" read on as the empty object
    ("read_position_text", "return read_position(data, **kwargs)", "return read_position(data or {}, **kwargs)",
     "the position's text written as None"),
    # the whole document tested for its truth: the empty object told as no object, not as a position
    # that leaves out the players and the King
    ("read_position", "if not isinstance(data, dict):", "if not data or not isinstance(data, dict):",
     "the position written as {}"),
    # a seated name with a space after it taken as the player (names are compared as written)
    ("_FieldReader.read_region", "ok = self.player_ok(f, player)", "ok = self.player_ok(f, player.strip())",
     "seated_name_spaced_in_a_table"),
    # a list of variants holding a number read on with the names among it
    ("_read_variants", "        raw = []", "        raw = [v for v in raw if isinstance(v, str)] if isinstance(raw, list) else []",
     "variants_holding_a_name_and_a_number"),
    # an unknown variant named beside the position told at the position's own variants
    ("_read_variants", '"UNKNOWN_VARIANT"), field, exc.key', '"UNKNOWN_VARIANT"), "variants", exc.key',
     "an unknown variant given apart"),
    # a banner written twice quoting its values: what is written twice is the region's key
    ("_FieldReader.banners", 'out.add("DUPLICATE_REGION", f, key,', 'out.add("DUPLICATE_REGION", f, values,',
     "banner_twice"),
    # a spent-card list under a spaced name named without its spaces
    ("_FieldReader.used", 'f = f"used.{_key(player)}"', 'f = f"used.{_key(player.strip())}"',
     "seated_name_spaced_in_spent_cards"),
    # a position's text beginning with a byte-order mark refused, where its file is read
    ("read_position_text", 'parse_json_text(text.removeprefix("\\ufeff"), source)', "parse_json_text(text, source)",
     "none: the position read as its text, one byte-order mark before it"),
    # every byte-order mark before a position's text passed over, where a file's reading passes over one
    ("read_position_text", 'parse_json_text(text.removeprefix("\\ufeff"), source)',
     'parse_json_text(text.lstrip("\\ufeff"), source)', "none: the position read as its text, two byte-order marks before it"),
    # a supply written as an empty table (nobody's known) read as a supply left out
    ("_FieldReader.position", "scores=scores, supply=supply, dragons=dragons,",
     "scores=scores, supply=supply or None, dragons=dragons,", "none: written, then read back"),
    # a supply of 0 left out of the count a missing marker's warning gives
    ("_check_marker_totals", 'supply=supply) if supply is not None else "")', 'supply=supply) if supply else "")',
     "supply_emptied"),
    # an unknown ruling quoting its answer: what is unknown is the ruling's id
    ("_read_rulings", 'out.add("UNKNOWN_RULING", f, rid,', 'out.add("UNKNOWN_RULING", f, choice,', "unknown_ruling"),
    # after an unknown variant, the rest of the list left unread: a second unknown one goes untold
    ("_read_variants", "names.remove(exc.key)", "names.clear()", "variants_misspelt_twice"),
    # a ruling's answer read without the spaces around it: " no-marker " let through
    ("_read_rulings", "choice not in ruling.alternatives", "choice.strip() not in ruling.alternatives",
     "ruling_answered_spaced"),
    # too many players told as the count of distinct names: a name written twice counts twice (the
    # too-many line's own indentation tells it from the too-few one's)
    ("_read_players", " " * 62 + "got=len(raw)))", " " * 62 + "got=len(set(raw))))", "too_many_players_a_name_twice"),
])
def test_a_slip_a_falsy_value_a_refused_first_banner_or_a_text_shows_is_found(monkeypatch, name, old, new, damage):
    assert damage in damages_with_a_reader_slip(monkeypatch, name, old, new)


def test_a_strangers_spent_cards_read_on_after_the_stranger_is_refused_are_found(monkeypatch):
    # a stranger's spent cards are refused whole, at the stranger's name (docs/players.md): a reader that
    # reads them on tells the unknown card among them as well
    monkeypatch.setattr(position_reader._FieldReader, "used", replaced(
        position_reader._FieldReader, "used", "if not self.player_ok(f, player):",
        "if not self.player_ok(f, player) and False:"))
    found = domain.run(STANDARD, positions=4).mismatches
    assert found and {m["damage"] for m in found} == {"spent_cards_of_a_stranger_first"}, found[:1]


def test_an_unknown_region_looked_up_quoted_without_its_spaces_is_found(monkeypatch):
    # the API's board lookup refuses a key no region has holding the key as given, spaces and all
    monkeypatch.setattr(board_module.Board, "lookup", replaced(
        board_module.Board, "lookup", "raise UnknownRegionError(key, names)", "raise UnknownRegionError(stripped, names)"))
    found = domain.run(STANDARD, positions=2).mismatches
    assert found and {m["damage"] for m in found} == {"the board asked for the region ' Atlantis '"}, found[:1]


def test_a_region_name_read_through_its_punctuation_is_found(monkeypatch):
    # docs/players.md: a name is read whatever its case, apostrophes and spaces; "Temple Ruins?" names no
    # region, and a lookup reading it by its slug alone repairs it in silence
    monkeypatch.setattr(board_module.Board, "lookup", replaced(
        board_module.Board, "lookup", "if WRITTEN_NAME.fullmatch(stripped) or", "if True or"))
    found = domain.run(STANDARD, positions=30).mismatches
    assert found and {m["damage"] for m in found} == {"region_name_punctuated"}, found[:1]


READ_THROUGH_INT = ('number = self._by_number_text.get(stripped.lstrip("0"))',
                    'number = self._by_number_text.get(str(int(stripped))) if stripped.isdigit() else None')


def test_a_region_number_read_through_int_is_found(monkeypatch):
    # docs/players.md: a region is numbered in the digits 0 to 9; a lookup reading a number through int()
    # takes another script's three for region 3 (a silent repair) and stops at a superscript two
    assert unplanted_ok(domain.run, STANDARD, positions=30)
    monkeypatch.setattr(board_module.Board, "lookup", replaced(board_module.Board, "lookup", *READ_THROUGH_INT))
    monkeypatch.setattr(damages, "OTHER_DIGITS", ("\u0663",))
    found = domain.run(STANDARD, positions=30).mismatches
    assert found and {m["damage"] for m in found} == {"region_keyed_by_other_digits"}, found[:1]
    monkeypatch.setattr(damages, "OTHER_DIGITS", ("\u00b2",))
    with pytest.raises(ValueError):
        domain.run(STANDARD, positions=30)


def test_markers_counted_on_a_partly_read_position_are_named(monkeypatch):
    # a reader that builds the position past a field's error and counts each player's markers on
    # what it read: a damaged influence (left out) leaves its player's markers short, and
    # MARKERS_MISSING blames that player's sound supply (docs/players.md, "Limits")
    monkeypatch.setattr(position_reader._FieldReader, "position", replaced(
        position_reader._FieldReader, "position", "if out.errors or king is None:", "if king is None:"))
    monkeypatch.setattr(position_reader, "read_position", replaced(
        position_reader, "read_position", "if position is None or out.errors:", "if position is None:"))
    mismatches = domain.run(STANDARD, positions=3).mismatches
    assert mismatches and all({r["code"] for r in m["referee"]} & set(domain.MARKER_TOTALS) for m in mismatches)


@pytest.mark.parametrize("owner, name, old, new, damage", [
    # a position without its players: the Dragons' limit is every player's Dragons, unknown here, so
    # a Dragon revealed is not told too many (only the missing players, and each name as nobody seated)
    ("_FieldReader", "dragons", "if n is not None and self.players and n > limit:", "if n is not None and n > limit:",
     "players_field_left_out"),
    # the rulebook's Knight stays in the hand ([components] once_per_game names the Dragon and the
    # Witch): written as spent, it is refused as a card no hand spends once a game
    ("", "_read_spent_cards", "name not in once:", 'name not in ("knight", "dragon", "witch"):',
     "spent_card_kept_in_hand"),
    # a score past the end quoting the threshold: the same as the score only where the score is at it
    ("adjudicate", "scoring_problems", 'f"scores.{field_key(p)}", position.scores[p],',
     'f"scores.{field_key(p)}", threshold,', "score_past_threshold"),
    # "Ann Jr" and "Ann[2]" at the threshold: the refusal's field quotes the name, `scores."Ann Jr"`,
    # `scores."Ann[2]"`, as every path does
    ("adjudicate", "scoring_problems", 'f"scores.{field_key(p)}"', 'f"scores.{p}"',
     ("score_at_threshold, a seat in two words", "score_at_threshold, a seat with a bracket")),
    # two seats at the threshold, "Zed" seated before "Bob": the API's refusal names them in seat order,
    # as the reader does and as a score sheet lists the players, not in the order of their names
    ("adjudicate", "score_position", "raise PositionError(problems)",
     "raise PositionError(sorted(problems, key=lambda p: p.field))", "two_scores_past_the_end"),
    # [7, "Ann", "Bob", "ANN"]: "ANN" prints like players[1], its place as written; among the names
    # kept (7 is refused) "Ann" would be the first, players[0], which is not where the player wrote it
    ("", "_read_players", "seen[name_key(name)] = i", "seen[name_key(name)] = len(players)",
     ("player_printing_alike_after_a_refused_name", "player_twice_after_a_refused_name")),
    # [7, "Ann", "Bob", "Ann"]: the earlier "Ann" is the same text, so it is listed already; looked up
    # among the names kept (players[0] there) it is found at players[0] as written, 7, which only
    # "prints like" it
    ("", "_read_players", "first = seen[name_key(name)]",
     "first = players.index(name) if name in players else seen[name_key(name)]", "player_twice_after_a_refused_name"),
    # a ruling no spec has, written in two words: its field quotes the id, `rulings."Atlantis rule"`
    ("", "_read_rulings", 'f = f"rulings.{_key(rid)}"', 'f = f"rulings.{rid}"', "unknown_ruling"),
    # [Ann, Bob, Ann, 7]: 7 is players[3] as written, though only two names were kept before it
    ("", "_read_players", '"BAD_TYPE", f"players[{i}]", name,', '"BAD_TYPE", f"players[{len(players)}]", name,',
     "player_refused_after_a_repeated_name"),
    # a region keyed " Dark Tower ": what is told there is named at its key as written, spaces and all
    ("_FieldReader", "read_board", 'field = f"board.{_key(key)}"', 'field = f"board.{_key(key.strip())}"',
     "stranger_in_a_region_keyed_with_spaces"),
    # a supply known of nobody (`"supply": {}`) is a supply given: `score --json` answers with it
    ("adjudicate", "apply_scoring", "supply_known=position.supply is not None", "supply_known=bool(position.supply)",
     "none: scored with the supply written so"),
    # a region written with an empty entry holds nothing, as one left out: no error
    ("_FieldReader", "read_board", "if not isinstance(entry, dict):", "if not isinstance(entry, dict) or not entry:",
     "none: a region written with an empty entry"),
    # a banner keyed by its region's number: warned about at `banners.5`, as written, not at the region's name
    ("", "_warn_unlike_rulebook", 'f = f"{field}.{_key(str(key))}"', 'f = f"{field}.{_key(rules.board.name(number))}"',
     "banner_unlike_the_rulebook_by_number"),
    # a region written twice is told by the board's name for it, not as written (by its number, mutant
    # position_reader:141)
    ("_FieldReader", "read_board", "region=self.board.name(number)))", "region=key))", "region_twice"),
    # a region keyed by the empty name is an unknown region: one skipped as no key (mutant
    # position_reader:135) drops the entry unsaid, the silent repair a player never sees
    ("_FieldReader", "read_board", "number = self.region_of(field, key)",
     "number = self.region_of(field, key) if key else None", "region_keyed_empty"),
    # "Revealing cards — Dragon" under rules giving no hand a Dragon: a position with one is refused;
    # a bound of at least one a hand (mutant position_reader:212) lets it through
    ("_FieldReader", "dragons", "self.rules.components.dragons_per_player",
     "max(self.rules.components.dragons_per_player, 1)", "dragons_past_the_hands, no hand holding one"),
    # a position's supply is held by seat, as every table by player is: written back so, and answered so
    # by `score --json` (held in the file's order, the answer followed it)
    ("Position", "__post_init__", "self.supply = {p: self.supply[p] for p in self.players if p in self.supply}",
     "self.supply = {p: self.supply[p] for p in self.supply}", "none: a supply written out of seat order"),
    # a position's fields are named as written: `Scores` is no field a position has
    ("", "read_position", "if name not in TOP_LEVEL_FIELDS:", "if name.lower() not in TOP_LEVEL_FIELDS:",
     "field_in_capitals"),
    # a position with no supply written keeps none (supplies are given "where known"), not an empty one
    ("_FieldReader", "position", "scores=scores, supply=supply, dragons=dragons,",
     "scores=scores, supply=supply or {}, dragons=dragons,",
     ("none: written, then read back", "none: scored with the supply written so")),
    # a player listed twice is "already listed" when the two names are equal: compared by identity,
    # the two strings a file's JSON decodes are told as two names that only print alike (the damages
    # are read decoded from their JSON text, as `referee score` reads a file)
    ("", "_read_players", "if raw[first] == name else", "if raw[first] is name else",
     ("player_twice", "player_twice_after_a_refused_name")),
    # "Preparation": each Noble is one of its owner's markers; where the rules let a player hold two in
    # one region, counting the regions a player's Nobles stand in counts those two as one
    ("", "_check_marker_totals", "noble_count = position.nobles_on_board(p)",
     "noble_count = len(position.noble_regions(p))", "two Nobles of one player in one region, one marker too many"),
    # the game's end is true or false: 1 and 0 are numbers (equal to True and False to Python)
    ("_FieldReader", "position", "if not isinstance(game_over, bool):", "if game_over not in (True, False):",
     "game_over_as_a_number"),
    # a variant file that does not load, given as `.../folder/./house-rules.toml`: the file as the user wrote
    # it, at --variant (the loader names it without its `./`), not the position's own list quoted whole
    ("", "_read_variants", "exc.file = _as_written(exc.file, names)", "pass",
     ("a variant file overriding a key the rules do not have",
      "a variant file overriding a key the rules do not have, in the position's variants")),
    # and so too where the position's own `variants` names it: as written there, not as the loader names it
    ("", "_read_variants", "exc.file = _as_written(exc.file, names)", "exc.file = _as_written(exc.file, list(extra))",
     "a variant file overriding a key the rules do not have, in the position's variants"),
])
def test_a_reading_or_refusal_slip_is_named_by_its_damage(monkeypatch, owner, name, old, new, damage):
    from referee.engine import adjudicate

    holder = adjudicate if owner == "adjudicate" else getattr(position_reader, owner) if owner else position_reader
    monkeypatch.setattr(holder, name, replaced(holder, name, old, new))
    mismatches = domain.run(STANDARD, positions=3).mismatches
    assert mismatches and all(m["damage"] in (damage if isinstance(damage, tuple) else (damage,)) for m in mismatches)


def test_a_printings_own_name_refused_is_found_where_a_variant_prints_it_with_marks(monkeypatch):
    # docs/players.md: a variant may print a region's name with marks ("Tower (North)"), read as the
    # printing writes it; a name written otherwise is read only as words of letters and digits. A
    # board reading only the latter refuses the printing's own name: a position under such a
    # variant, written by the referee, no longer reads back.
    monkeypatch.setattr(Board, "lookup", replaced(
        Board, "lookup", "if WRITTEN_NAME.fullmatch(stripped) or _spaced_alike(stripped) in self._names:",
        "if WRITTEN_NAME.fullmatch(stripped):"))
    found = domain.run(STANDARD, positions=1).mismatches
    # (and the same name typed one space apart, read by the same lookup)
    written_back = [m for m in found if m["damage"] == "none: written, then read back"]
    typed = [m for m in found if m["damage"] == "none: a name printed two spaces apart, typed one space apart"]
    assert written_back and len(written_back) + len(typed) == len(found), found[:2]
    assert all("(North)" in str(m["position"]) for m in written_back) and all("(North)" in m["written"] for m in typed)


def test_a_printed_name_read_only_with_its_own_spacing_is_found(monkeypatch):
    # docs/players.md: a name is read whatever the spaces between its words, a printing's own name
    # too. A board keeping each printed name as printed, its spaces not made one apart, refuses a
    # variant's "Zin Kai's Deep  (North)" (two spaces: a variant's author typed them) written as a
    # player types what they see, one space apart, and the position the referee writes of it.
    monkeypatch.setattr(Board, "__init__", replaced(
        Board, "__init__", "self._names = {_spaced_alike(r.name) for r in regions}",
        "self._names = {r.name.lower() for r in regions}"))
    found = domain.run(STANDARD, positions=1).mismatches
    typed = [m for m in found if m["damage"] == "none: a name printed two spaces apart, typed one space apart"]
    assert typed and all("  (North)" in m["printed"] and "  " not in m["written"] for m in typed), found[:2]


def test_a_scored_answer_listing_its_variants_in_name_order_is_found(monkeypatch):
    # docs/players.md: variants apply in the order named, and `score --json` lists them in that order;
    # an answer sorting them tells a position under "threshold-two-more" then "threshold-one-more"
    # (the later one's threshold in force) as if the order were the other way round
    from referee.engine.adjudicate import Outcome

    monkeypatch.setattr(Outcome, "to_dict", replaced(
        Outcome, "to_dict", 'data["variants"] = list(rules.variant_ids)', 'data["variants"] = sorted(rules.variant_ids)'))
    found = domain.run(STANDARD, positions=1).mismatches
    assert {m["damage"] for m in found} == {"none: scored under two variants out of their names' order"}, found[:2]


def test_a_variant_named_with_spaces_around_it_read_as_the_variant_is_named(monkeypatch):
    # " permanent-nobles " is no variant's name (a variant is named as written): read trimmed, the
    # position would be scored under Permanent Nobles without a word
    monkeypatch.setattr(position_reader, "_read_variants", replaced(
        position_reader, "_read_variants", "names.append(v)", "names.append(v.strip())"))
    found = domain.run(STANDARD, positions=1).mismatches
    assert found and {m["damage"] for m in found} == {"variant_spaced"}, found[:2]

