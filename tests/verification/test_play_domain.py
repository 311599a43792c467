"""properties.conformance.play_domain: a selection written wrong is refused for its own reason.

The codes expected are the rulebook's reasons ("Choosing cards": the count, a card once;
"Revealing cards — Witch": first, then a re-selection; "— Knight": last; "— Dragon", "— Witch":
once per game), written in the module beside each mistake."""

from __future__ import annotations

import pytest

import slips
from helpers import REPO, replaced, unplanted_ok
from referee.engine import cards, round_play, selection
from referee.io import game_record
from referee.properties.conformance import play_domain as domain
from referee.rules import load_rules

STANDARD = load_rules()
PERMANENT = load_rules(("permanent-nobles",))


@pytest.mark.parametrize("rules", [STANDARD, PERMANENT], ids=["standard", "permanent-nobles"])
def test_every_mistake_is_refused_for_its_own_reason(rules):
    report = domain.run(rules, rounds=15)
    assert report.ok, report.mismatches[:2]
    # the six mistakes any round allows, at least, in each of the 15 rounds (a card fewer, a
    # selection left out, a stranger, a round after the end ...)
    assert report.cases >= 15 * 6


def test_a_second_dragon_past_the_hand_is_refused_where_a_hand_holds_two(monkeypatch):
    # examples/variants/two-dragons.toml: two Dragons a hand, each once a game ("Revealing cards —
    # Dragon"); one spent, two played: the second is one too many, counted with the one before it
    two = load_rules((str(REPO / "examples" / "variants" / "two-dragons.toml"),))
    assert domain.run(two, rounds=15).ok
    slips.spent_counted_without_the_cards_before(monkeypatch)
    report = domain.run(two, rounds=15)
    # (the slip leaves the Dragons before out of the count of copies too: three in one selection pass)
    found = {(m["mistake"], m["expected"]["code"]) for m in report.mismatches}
    assert ("spent_card_played", "DRAGON_ALREADY_USED") in found
    assert found <= {("spent_card_played", "DRAGON_ALREADY_USED"), ("dragon_past_held", "CARD_PLAYED_TWICE")}


def test_a_card_judged_against_the_refused_cards_before_it_is_found(monkeypatch):
    # a refused card is not played ("Revealing cards": the lenient play leaves it out), so the Knight
    # after a spent Dragon follows the Region card before it: under knight-after-non-region = illegal,
    # a slip judging each card against every card written before it refuses that Knight too
    import dataclasses

    illegal = dataclasses.replace(STANDARD, chosen_rulings={"knight-after-non-region": "illegal"})
    assert unplanted_ok(domain.run, illegal, rounds=15)
    slipped = replaced(selection, "selection_problems", "len(cards), kept,", "len(cards), cards[:i],")
    monkeypatch.setattr(selection, "selection_problems", slipped)
    monkeypatch.setattr(round_play, "selection_problems", slipped)            # held by name where it is called
    found = domain.run(illegal, rounds=15).mismatches
    assert found and {m["mistake"] for m in found} == {"spent_dragon_before_the_knight"}
    assert all(m["lenient, besides the mistake"] == [f"{m['expected']['player']} KNIGHT_AFTER_NON_REGION"]
               for m in found)


def test_a_count_told_in_the_rules_answer_over_the_positions_is_found(monkeypatch):
    # "Choosing cards", ruling card-count-when-short: a position's answer stands over the rules';
    # a short player's count refused in the words of the rules' answer misleads whoever wrote the other
    assert unplanted_ok(domain.run, STANDARD, rounds=15)
    monkeypatch.setattr(selection, "_count_reason", replaced(
        selection, "_count_reason", 'rules.choice("card-count-when-short", position.rulings)',
        'rules.choice("card-count-when-short")'))
    found = domain.run(STANDARD, rounds=15).mismatches
    # (a short Witch's player's re-selection under the position's answer too)
    assert found and {m["mistake"] for m in found} == {"one_card_more_under_the_positions_count",
                                                       "reselection_past_a_short_supply_after_a_lone_witch"}


def test_a_regions_word_read_up_to_a_mark_is_found(monkeypatch):
    # a region's word with a Knight's mark names no card ("Game records": only a Knight takes a
    # mark); a reader that never asks whether the word is marked and cuts it at the "!" reads it as
    # the region
    assert unplanted_ok(domain.run, STANDARD, rounds=10)
    monkeypatch.setattr(cards, "_region_word_marked", lambda raw, board: False)     # held by the copy below
    monkeypatch.setattr(cards, "parse_card", replaced(
        cards, "parse_card", "return region_card(board.lookup(raw))",
        'return region_card(board.lookup(raw.split("!")[0] if isinstance(raw, str) else raw))'))
    monkeypatch.setattr(game_record, "parse_card", cards.parse_card)          # held by name where it is called
    found = domain.run(STANDARD, rounds=10).mismatches
    assert found and {m["mistake"] for m in found} == {"Knight's mark on the card's word",
                                                       "another mark on the card's word",
                                                       "two marks on the card's word",
                                                       "an empty mark on the card's word"}


def test_a_regions_word_with_a_mark_no_knight_takes_told_as_an_unknown_card_is_found(monkeypatch):
    # any mark on a region's word is a mark only a Knight takes, not only a Knight's own marks
    monkeypatch.setattr(cards, "_region_word_marked", replaced(
        cards, "_region_word_marked", "    return True",
        '    return raw.partition("!")[2].strip().lower() in ("declined", "added")'))
    found = domain.run(STANDARD, rounds=10).mismatches
    # (two marks, "declined!added" after the card's word, are no Knight's mark either, nor an empty one)
    assert found and {m["mistake"] for m in found} == {"another mark on the card's word",
                                                       "two marks on the card's word",
                                                       "an empty mark on the card's word"}


def test_a_dragon_more_than_the_hand_holds_is_refused_as_played_twice(monkeypatch):
    # "Preparation": a hand holds one Dragon (two-dragons.toml: two). Written once more than that in
    # one selection, none spent, the last is a card played twice, not a spent Dragon: a slip counting
    # each special card's copies once per copy held (2 x 2 = 4 under two-dragons) lets the third
    # through the count and refuses it as spent instead
    two = load_rules((str(REPO / "examples" / "variants" / "two-dragons.toml"),))
    assert unplanted_ok(domain.run, two, rounds=15)
    assert unplanted_ok(domain.run, STANDARD, rounds=15)
    monkeypatch.setattr(cards, "_hand_data", replaced(
        cards, "_hand_data", "counts.get(card.identity(), 0) + 1",
        "counts.get(card.identity(), 0) + (1 if card.is_region else comp.held(card.kind))"))
    for rules in (two, STANDARD):                       # the hand's counts, built again under the slip
        monkeypatch.delitem(rules.__dict__, "_hand_data")
    assert domain.run(STANDARD, rounds=15).ok           # one Dragon a hand: 1 x 1, the same count
    report = domain.run(two, rounds=15)
    assert {(m["mistake"], m["referee"]["code"]) for m in report.mismatches} == {
        ("dragon_past_held", "DRAGON_ALREADY_USED")}


def test_a_spent_dragon_told_as_the_only_one_where_a_hand_holds_two_is_found(monkeypatch):
    # examples/variants/two-dragons.toml: two Dragons a hand; a third played after both are spent is
    # refused saying both are spent (play.dragon-spent-all, 2), not that the one Dragon is
    two = load_rules((str(REPO / "examples" / "variants" / "two-dragons.toml"),))
    slips.spent_card_told_as_the_only_one(monkeypatch)
    report = domain.run(two, rounds=15)
    assert {m["mistake"] for m in report.mismatches} == {"spent_card_played"}
    assert all(m["referee"]["code"] == "DRAGON_ALREADY_USED" and "play.dragon-spent" in m["sentences"]
               for m in report.mismatches)
    assert domain.run(STANDARD, rounds=15).ok           # one Dragon a hand: the same words either way


def test_a_spent_knight_played_again_is_refused_where_the_rules_spend_it(monkeypatch, tmp_path):
    # [components] once_per_game names the cards spent once a game ("The King travels": the Dragon
    # and the Witch); a variant spending the Knight too refuses a spent Knight played again
    path = tmp_path / "knight-once.toml"
    path.write_text('[variant]\nid = "knight-once"\nname = "Knight once"\nsection = "Components"\n\n'
                    '[overrides.components]\nonce_per_game = ["knight", "dragon", "witch"]\n')
    knight_once = load_rules((str(path),))
    assert domain.run(knight_once, rounds=15).ok
    slips.once_a_game_kinds_read_as_the_rulebooks(monkeypatch)
    assert domain.run(STANDARD, rounds=15).ok          # the rulebook's kinds: the same either way
    report = domain.run(knight_once, rounds=15)
    found = {(m["mistake"], m["expected"]["code"]) for m in report.mismatches}
    # a Knight spent again, in a selection and (where a round re-selects one in place of a card) in a re-selection
    assert ("spent_card_played", "KNIGHT_ALREADY_USED") in found
    assert found <= {("spent_card_played", "KNIGHT_ALREADY_USED"), ("spent_card_reselected", "KNIGHT_ALREADY_USED")}


def _none_held(tmp_path):
    """The second combined ruleset of plain check, which gives nobody a Knight, a Dragon or a Witch
    ("Preparation" as data), checked to agree as it is."""
    from referee.properties.conformance import variant_sweep

    (none_held, _), = [(r, kept) for r, kept in variant_sweep.combined(STANDARD, tmp_path)
                       if r.components.dragons_per_player == 0][:1]
    assert domain.run(none_held, rounds=10).ok
    return none_held


def _cited_to_choosing_cards(monkeypatch):
    monkeypatch.setattr(selection, "_card_problem", replaced(
        selection, "_card_problem", 'text("play.card-not-held"), rules.components.section)',
        'text("play.card-not-held"), rules.round.cards_section)'))


def _told_as_played_twice(monkeypatch):
    monkeypatch.setattr(selection, "_card_problem", replaced(
        selection, "_card_problem", 'text("play.card-not-held")', 'text("play.card-played-twice", held=held)'))


@pytest.mark.parametrize("plant", [slips.unheld_card_counted_minus_one, _cited_to_choosing_cards,
                                   _told_as_played_twice],
                         ids=["taken-as-held", "cited-to-choosing-cards", "told-as-played-twice"])
def test_a_card_no_hand_holds_taken_as_held_or_cited_elsewhere_is_found(monkeypatch, tmp_path, plant):
    # each special card written anyway is refused as a card no player holds, citing "Preparation",
    # where the hand is dealt (not "Choosing cards")
    none_held = _none_held(tmp_path)
    plant(monkeypatch)
    report = domain.run(none_held, rounds=10)
    assert {m["mistake"] for m in report.mismatches} == {"unheld_card_played"}


def test_a_lenient_round_after_the_end_that_loses_its_log_is_found(monkeypatch):
    # `referee replay --lenient` of a round after the game's end: the round is refused whole
    # (ROUND_AFTER_GAME_END, no player named) and its log, holding that problem, handed back
    slips.round_after_the_end_loses_its_log(monkeypatch)
    report = domain.run(STANDARD, rounds=3)
    assert {m["mistake"] for m in report.mismatches} == {"round_after_the_end", "empty_round_after_the_end"}
    assert report.mismatches[0]["referee"] == {"player": None, "code": "ROUND_AFTER_GAME_END"}


def test_a_witch_without_its_reselection_refused_for_the_wrong_reason_is_found(monkeypatch):
    slips.missing_reselection_unnamed(monkeypatch)
    report = domain.run(STANDARD, rounds=15)
    assert not report.ok
    wrong = {m["mistake"] for m in report.mismatches}
    assert wrong == {"reselection_left_out"}
    assert report.mismatches[0]["expected"]["code"] == "MISSING_RESELECTION"
    assert report.mismatches[0]["referee"]["code"] != "MISSING_RESELECTION"


def test_a_card_object_with_a_field_too_many_accepted_is_found(monkeypatch):
    slips.card_object_extra_field_accepted(monkeypatch)
    report = domain.run(STANDARD, rounds=15)
    wrong = {m["mistake"] for m in report.mismatches}
    # a Knight's mark under "Declined" is a field too many beside "card" as well ({"Card": ...} has no
    # "card", so the slip leaves it refused)
    assert wrong == {"card object with a field too many", "Knight's mark with its field in capitals"}
    assert report.mismatches[0]["referee"] == []          # the record was read without a problem


def test_a_word_with_a_mark_its_card_does_not_take_refused_as_an_unknown_region_is_found(monkeypatch):
    # "Game records": only a Knight takes a mark, declined or added; another mark, or a mark on
    # another card, is refused for that (card.bad-mark), not as a region the board lacks
    slips.bad_mark_told_as_unknown_region(monkeypatch)
    report = domain.run(STANDARD, rounds=15)
    required = {"Knight's word with another mark", "Knight's word with an empty mark",
                "Knight's mark on a Dragon's word", "Knight's word with another mark, in capitals and spaced",
                "Knight's word with a space after its bang", "Knight's word with a mark short of added",
                "Knight's word with a mark short of declined"}
    # (and the marks on the card's own word, where that card is a Dragon or a Witch, an empty one and two too)
    assert required <= {m["mistake"] for m in report.mismatches} <= required | {
        "Knight's mark on the card's word", "another mark on the card's word", "an empty mark on the card's word",
        "two marks on the card's word"}


def test_a_knight_s_mark_in_a_card_object_ignored_is_found_by_the_conformance_run(monkeypatch):
    # The conformance run writes every other card as a card object: a Knight's mark lost on the way
    # changes whether the Knight adds a marker, which the round model counts ("Revealing cards — Knight").
    from referee.properties.conformance import drawn as conformance

    assert conformance.run(STANDARD, 80, counts=(2,)).outcome.ok
    slips.card_object_mark_ignored(monkeypatch)
    found = conformance.run(STANDARD, 80, counts=(2,))
    assert not (found.legality.ok and found.outcome.ok)


def test_a_count_refusal_that_misstates_the_short_supply_is_found(monkeypatch):
    # "Choosing cards": short of markers, a player plays as many cards as markers; the refusal of a
    # count says why exactly when the supply is short
    slips.short_supply_reason_flipped(monkeypatch)
    found = domain.run(load_rules(), rounds=40)
    assert any(m.get("short_supply") and m["expected"] == m["referee"] for m in found.mismatches)


def test_a_witch_in_its_own_reselection_refused_in_the_wrong_words_is_found(monkeypatch):
    # "Revealing cards — Witch": the Witch was just played, so it cannot open the re-selection it
    # calls for; the refusal says so (play.witch-spent), not that every Witch of the hand is spent
    slips.witch_in_its_reselection_said_all_spent(monkeypatch)
    report = domain.run(STANDARD, rounds=15)
    wrong = [m for m in report.mismatches if m["mistake"] == "witch_in_its_reselection"]
    assert wrong and all(m["referee"]["code"] == "WITCH_ALREADY_USED" for m in wrong)
    assert all("play.witch-spent-all" in m["sentences"] for m in wrong)


def test_a_whole_rounds_refusal_worded_as_a_cards_is_found(monkeypatch):
    # "Game end and winning": no round is played after the end; the refusal is the round's, of no
    # player and no card, and its sentence names neither (a sentence naming card None did)
    slips.round_refusal_worded_as_a_cards(monkeypatch)
    report = domain.run(STANDARD, rounds=5)
    assert {m["mistake"] for m in report.mismatches} == {"round_after_the_end", "empty_round_after_the_end"}
    assert report.mismatches[0]["sentence names what it is about"] is False


def test_a_spent_knight_is_met_in_the_two_rounds_a_pair_row_plays(monkeypatch, tmp_path):
    # A row of the rule pairs plays two rounds of selections written wrong (rule_pairs.PAIR_PLAYS): where
    # no drawn selection holds the Knight, the mistake puts one last (declined: it asks no marker),
    # so a row spending the Knight meets a spent one again in every such pair of rounds
    from referee.properties.conformance import rule_pairs

    path = tmp_path / "knight-once.toml"
    path.write_text('[variant]\nid = "knight-once"\nname = "Knight once"\nsection = "Components"\n\n'
                    '[overrides.components]\nonce_per_game = ["knight", "dragon", "witch"]\n')
    knight_once = load_rules((str(path),))
    slips.once_a_game_kinds_read_as_the_rulebooks(monkeypatch)
    missed = 0
    for seed in range(6):
        report = domain.run(knight_once, rounds=rule_pairs.PAIR_PLAYS, seed=seed)
        missed += ("spent_card_played", "KNIGHT_ALREADY_USED") not in {
            (m["mistake"], m["expected"]["code"]) for m in report.mismatches}
    assert missed == 0


def test_a_sent_back_knight_reselected_with_the_other_mark_is_found(monkeypatch):
    # "Revealing cards — Witch", ruling witch-reselect-same-cards = forbidden: a card the Witch sent
    # back may not be re-selected. A Knight is one card whatever its mark ("Game records": the mark
    # says whether it adds markers), so the Knight sent back marked added and re-selected marked
    # declined is the same card. A referee comparing the cards by equality (mark included) lets it
    # through; the position carries the ruling, so the standard rules' own rounds meet it.
    assert unplanted_ok(domain.run, STANDARD, rounds=40)
    monkeypatch.setattr(selection, "_ruling_problem", replaced(
        selection, "_ruling_problem", "and card.identity() in {c.identity() for c in who.sent_back}):",
        "and card in who.sent_back):"))
    report = domain.run(STANDARD, rounds=40)
    assert {m["mistake"] for m in report.mismatches} == {"sent_back_knight_reselected"}
    assert report.mismatches[0]["referee"] is None       # the round was played, not refused


def test_a_knights_mark_of_1_read_as_true_is_found(monkeypatch):
    # "Game records": a Knight's mark is true or false ("declined": true); the number 1 is neither,
    # though Python holds 1 == True: a reader asking `in (True, False)` takes it, silently
    from helpers import replaced
    from referee.engine import cards

    monkeypatch.setattr(cards, "_parse_object", replaced(
        cards, "_parse_object", 'if not isinstance(raw["declined"], bool):', 'if raw["declined"] not in (True, False):'))
    report = domain.run(STANDARD, rounds=15)
    assert {m["mistake"] for m in report.mismatches} == {"Knight's mark a number"}
    assert report.mismatches[0]["referee"] == []          # the record was read without a problem


def test_too_few_cards_said_of_a_card_is_found(monkeypatch):
    # "Choosing cards": one card fewer than the count is the whole selection's mistake; the card
    # that is missing was never written, so the refusal names none. One naming the last card
    # written (mutant selection:165) keeps the code and the words, and passed plain `check`.
    slips.too_few_cards_said_of_a_card(monkeypatch)
    report = domain.run(STANDARD, rounds=15)
    assert {m["mistake"] for m in report.mismatches} == {"one_card_fewer"}
    assert all(m["card expected"] == "" and m["card named"] != [""] for m in report.mismatches)
    assert report.mismatches[0]["referee"] == report.mismatches[0]["expected"]     # the code itself is right


def test_a_knight_beyond_the_supply_kept_in_lenient_play_is_found(monkeypatch):
    # "Revealing cards — Knight" under a variant's Knight of two markers: two Region cards and the
    # Knight from a supply of three ask for four markers. The Knight is refused (NO_MARKER_LEFT) and
    # the lenient play resolves the two Region cards only. One that names the Knight but resolves it
    # (mutant selection:105) refuses the same play, so only the position after it shows the slip.
    rules = load_rules((str(REPO / "examples" / "variants" / "knight-two-markers.toml"),))
    assert rules.cards.knight_extra_markers == 2 and rules.round.cards_per_round == 3
    assert domain.run(rules, rounds=10).ok
    slips.knight_beyond_supply_kept(monkeypatch)
    report = domain.run(rules, rounds=10)
    # (and the same Knight with a card past the count after it: its lenient play is the same)
    assert {m["mistake"] for m in report.mismatches} <= {"knight_beyond_supply", "knight_beyond_supply_and_one_more"}
    alone = [m for m in report.mismatches if m["mistake"] == "knight_beyond_supply"]
    assert alone and all(m["referee"] == m["expected"] for m in alone)     # the refusal itself is right


def test_a_selection_of_two_mistakes_named_by_its_first_alone_is_found(monkeypatch):
    # "Choosing cards": a Region card written twice and one card too many are two mistakes; the
    # lenient play (`replay --lenient`) names each, as a player reads every one. One naming only
    # the first (mutant round_play:283) refuses the same selection in strict play. (So is a spent Witch
    # opening a re-selection with the Knight after it, which a lenient play must name twice too.)
    assert domain.run(STANDARD, rounds=15).ok
    slips.first_problem_of_a_selection_only(monkeypatch)
    report = domain.run(STANDARD, rounds=15)
    assert {m["mistake"] for m in report.mismatches} == {"region_card_twice_and_one_more",
                                                         "witch_and_knight_reselected_first"}
    assert all(len([h for h in m["lenient"] if h["player"] == m["expected"]["player"]]) == 1
               for m in report.mismatches)


def test_a_refusal_told_in_english_whatever_the_language_is_found(monkeypatch):
    # `replay --json --lang fr` speaks French to its last word: a refusal's message rendered in
    # English whatever the language asked (mutant round_play:96) passed plain `check`, which read
    # only the refusal's code, player, card and sentence keys.
    slips.illegal_play_message_in_english(monkeypatch)
    report = domain.run(STANDARD, rounds=5)
    assert report.mismatches and all(m["JSON in French"] is False for m in report.mismatches)


def test_a_knights_word_with_an_empty_mark_read_as_the_knight_is_found(monkeypatch):
    # "Game records": a Knight's word takes a mark, declined or added, after "!"; "knight!" has
    # none and is refused. A reader testing the mark instead of the "!" (mutant cards:71) reads it
    # as the plain Knight (and a card's word with an empty mark, where that card is the Knight).
    slips.empty_mark_read_as_no_mark(monkeypatch)
    found = {m["mistake"] for m in domain.run(STANDARD, rounds=5).mismatches}
    assert "Knight's word with an empty mark" in found
    assert found <= {"Knight's word with an empty mark", "an empty mark on the card's word"}


def test_a_dragon_reselected_against_the_ruling_citing_the_dragons_section_is_found(monkeypatch):
    # the rulings on what a Witch's re-selection may hold are the Witch's ("Revealing cards — Witch")
    assert unplanted_ok(domain.run, STANDARD, rounds=12)
    monkeypatch.setattr(selection, "_ruling_problem", replaced(
        selection, "_ruling_problem", 'text("play.reselection-dragon"), WITCH_SECTION)',
        'text("play.reselection-dragon"), _SECTIONS[card.kind])'))
    assert {m["mistake"] for m in domain.run(STANDARD, rounds=12).mismatches} == {"dragon_reselected"}


def test_an_empty_round_after_the_end_told_as_players_missing_is_found(monkeypatch):
    # a round after the game's end with no card written: refused as a round after the end, the
    # same as one with cards, not as every player's play missing
    from helpers import replaced
    from referee.engine import round_play

    monkeypatch.setattr(round_play._Resolver, "check_players", replaced(
        round_play._Resolver, "check_players", "if self.pos.game_over:", "if self.pos.game_over and plays:"))
    assert {m["mistake"] for m in domain.run(STANDARD, rounds=6).mismatches} == {"empty_round_after_the_end"}


@pytest.mark.parametrize("name, old, new, mistake", [
    # "Choosing cards": a fourth and a fifth card where a round asks three; the card refused is the
    # first past the count (the fourth), not the last written
    ("_count_problems", 'SelectionProblem(cards[required], "TOO_MANY_CARDS"', 'SelectionProblem(cards[-1], "TOO_MANY_CARDS"',
     "two_cards_more"),
])
def test_a_count_refusal_naming_the_wrong_card_is_found(monkeypatch, name, old, new, mistake):
    assert unplanted_ok(domain.run, STANDARD, rounds=6)
    monkeypatch.setattr(selection, name, replaced(selection, name, old, new))
    assert {m["mistake"] for m in domain.run(STANDARD, rounds=6).mismatches} == {mistake}


def test_a_short_supplys_explanation_giving_the_wrong_count_is_found(monkeypatch):
    # "Choosing cards": a player with fewer markers than a round's cards plays as many cards as
    # markers; a count refused then says the supply and a whole round's count (3), not the count asked
    name, old = "_count_reason", 'why = text("play.short-supply", supply=supply, full=full)'
    monkeypatch.setattr(selection, name, replaced(selection, name, old, old.replace("full=full", "full=required")))
    found = domain.run(STANDARD, rounds=40).mismatches
    assert found and all("TOO_MANY_CARDS" in m["expected"]["code"] or "TOO_FEW_CARDS" in m["expected"]["code"]
                         for m in found)         # a count refused, alone or beside a card twice
    assert all(m["short_supply"]["said"] for m in found)


def test_a_strict_refusal_told_in_english_only_is_found(monkeypatch):
    # `referee replay --lang fr` of a record with an illegal play stops at it, in French: the
    # refusal's sentence must stay a sentence (either language), not English text
    from referee.engine import round_play
    from referee.errors import TextError

    def english_only(self, play):          # IllegalPlayError.__init__ with `str(play.text)` (a slip)
        self.play = play
        self.round, self.player, self.card, self.code = play.round, play.player, play.card, play.code
        TextError.__init__(self, str(play.text))

    assert unplanted_ok(domain.run, STANDARD, rounds=4)
    monkeypatch.setattr(round_play.IllegalPlayError, "__init__", english_only)
    found = domain.run(STANDARD, rounds=4).mismatches
    assert found and all(m["JSON in French"] is False for m in found)


def test_a_card_word_read_with_its_spaces_is_found(monkeypatch):
    # "Game records": a card is its name; a record written by hand may hold " Dragon " or "DARK TOWER",
    # the same card. A reader keeping the spaces refuses it.
    from referee.engine import cards
    from referee.io import game_record

    assert unplanted_ok(domain.run, STANDARD, rounds=12)
    monkeypatch.setattr(game_record, "parse_card", replaced(cards, "parse_card", "word = raw.strip().lower()",
                                                            "word = raw.lower()"))   # as the record reader holds it
    # the Dragon's and the Witch's words show it (a Region card's name is found by its slug either way),
    # and a Knight's word with a bad mark and spaces around it, then read as no special card at all
    found = domain.run(STANDARD, rounds=12).mismatches
    assert found and {m["mistake"] for m in found} == {"none: a card's word in capitals, with spaces around it",
                                                       "Knight's word with another mark, in capitals and spaced"}


def test_a_strangers_play_cited_to_another_section_is_found(monkeypatch):
    # "Choosing cards": each player chooses his cards; a play by someone not seated is refused citing
    # that section, not the game's end
    from referee.engine import round_play

    assert unplanted_ok(domain.run, STANDARD, rounds=4)
    monkeypatch.setattr(round_play._Resolver, "check_players", replaced(
        round_play._Resolver, "check_players",
        'text("problem.unknown-player", hint=""),\n                         rules.round.cards_section)',
        'text("problem.unknown-player", hint=""),\n                         rules.end.section)'))
    found = domain.run(STANDARD, rounds=4).mismatches
    assert found and {m["mistake"] for m in found} == {"stranger_plays", "strangers_out_of_name_order"}


def test_strangers_told_in_name_order_are_found(monkeypatch):
    # a round's problems are told in the order written: of two strangers written Zed then Abe, the
    # strict play refuses Zed's; told in name order it would refuse Abe's
    from referee.engine import round_play

    assert unplanted_ok(domain.run, STANDARD, rounds=4)
    monkeypatch.setattr(round_play._Resolver, "check_players", replaced(
        round_play._Resolver, "check_players", "for p in plays:", "for p in sorted(plays):"))
    found = domain.run(STANDARD, rounds=4).mismatches
    assert found and {m["mistake"] for m in found} == {"strangers_out_of_name_order"}


def test_a_count_refusal_telling_the_count_written_as_the_count_owed_is_found(monkeypatch):
    # "Choosing cards": a round asks three cards of a player with markers enough; four written are
    # refused saying three were owed and four written, not the other way round
    assert unplanted_ok(domain.run, STANDARD, rounds=6)
    old = 'return text("play.card-count", required=required, what=what, found=found)'
    monkeypatch.setattr(selection, "_count_reason", replaced(
        selection, "_count_reason", old, old.replace("required=required", "required=found").replace(
            "found=found", "found=required")))
    found = domain.run(STANDARD, rounds=6).mismatches
    assert found and {m["mistake"] for m in found} <= {"one_card_more", "two_cards_more", "one_card_fewer",
                                                       "region_card_twice_and_one_more",
                                                       "reselection_left_out_before_a_later_count",
                                                       "reselection_one_card_fewer",
                                                       "reselection_one_card_fewer_after_a_lone_witch"}


def test_a_round_after_the_end_cited_to_another_section_is_found(monkeypatch):
    # "Game end and winning": the game ends with the round a player reaches the threshold; a round
    # played after it is refused citing that section, not the one on choosing cards
    from referee.engine import round_play

    assert unplanted_ok(domain.run, STANDARD, rounds=4)
    monkeypatch.setattr(round_play._Resolver, "check_players", replaced(
        round_play._Resolver, "check_players", 'text("play.game-already-ended"), rules.end.section)',
        'text("play.game-already-ended"), rules.round.cards_section)'))
    found = domain.run(STANDARD, rounds=4).mismatches
    assert found and {m["mistake"] for m in found} <= {"round_after_the_end", "empty_round_after_the_end"}


@pytest.mark.parametrize("old, new, mistakes", [
    # "Revealing cards — Witch": only a Witch's player re-selects, an empty entry too
    ("if p not in self.log.witch_players:", "if p not in self.log.witch_players and witch[p]:",
     {"empty_reselection_without_witch"}),
    # and the refusal cites the Witch's section, whose rule it is
    ('text("play.reselection-without-witch"), WITCH_SECTION)',
     'text("play.reselection-without-witch"), self.rules.round.cards_section)',
     {"reselection_without_witch", "empty_reselection_without_witch"}),
])
def test_a_reselection_without_a_witch_let_through_or_cited_elsewhere_is_found(monkeypatch, old, new, mistakes):
    from referee.engine import round_play

    assert unplanted_ok(domain.run, STANDARD, rounds=6)
    monkeypatch.setattr(round_play._Resolver, "run", replaced(round_play._Resolver, "run", old, new))
    found = {m["mistake"] for m in domain.run(STANDARD, rounds=6).mismatches}
    assert found & mistakes      # (letting an empty one through lets other plays' mistakes through too)


def test_a_list_inside_a_card_object_read_as_a_name_is_found(monkeypatch):
    # "Game records": a card object holds a card's name; a list there is refused as such, not read
    # as a name no region has
    from referee.engine import cards

    monkeypatch.setattr(cards, "_parse_object", replaced(
        cards, "_parse_object", 'if isinstance(raw["card"], (dict, list)):', 'if isinstance(raw["card"], dict):'))
    found = domain.run(STANDARD, rounds=6).mismatches
    assert found and {m["mistake"] for m in found} == {"card list inside a card object"}



def test_a_count_refusal_calling_the_selection_a_re_selection_is_found(monkeypatch):
    # "Choosing cards": a wrong count in a player's first selection is told of "the selection"; the
    # words of a Witch's re-selection there (a slip swapping the two) misname what was counted
    name, old = "_count_reason", 'what = text("play.the-selection" if who.first else "play.the-reselection")'
    monkeypatch.setattr(selection, name, replaced(selection, name, old, old.replace("if who.first", "if not who.first")))
    found = domain.run(STANDARD, rounds=6).mismatches
    # (and a Witch's re-selection counted wrong, the one such mistake, told of "the selection")
    assert found and all(("play.the-selection" if m["mistake"].startswith(("reselection_one_card_fewer",
                                                                              "reselection_past_"))
                          else "play.the-reselection") in m["sentences"] for m in found)


def test_a_knight_past_the_supply_told_with_the_counts_swapped_is_found(monkeypatch):
    # "Revealing cards — Knight" under a variant's Knight of two markers and card-without-marker = illegal:
    # three cards from a supply of three ask 2 + 2 markers; the refusal says 4 asked of 3, not 3 of 4
    rules = load_rules((str(REPO / "examples/variants/knight-two-markers.toml"),))
    assert unplanted_ok(domain.run, rules, rounds=12)
    name, old = "_marker_problems", 'text("play.selection-short", needed=needed, supply=supply)'
    monkeypatch.setattr(selection, name, replaced(selection, name, old, 'text("play.selection-short", needed=supply, '
                                                                        'supply=needed)'))
    found = domain.run(rules, rounds=12).mismatches
    assert found and {m["mistake"] for m in found} == {"knight_beyond_supply"}


def test_a_knight_past_the_supply_told_before_the_selections_count_is_found(monkeypatch):
    # "Choosing cards" then "Revealing cards — Knight": the count of a selection is judged when the cards
    # are chosen, the Knight's markers when it is revealed. Under a Knight of two markers, two Region
    # cards, the Knight and one Region card more from a supply of three: the strict play refuses the
    # count, the lenient play names the count, then the Knight (2 + 2 markers asked of 3, the fourth
    # card cut). A selection whose marker problems come first (mutant selection:92) is refused for the
    # Knight; only this variant reaches it (the rulebook's Knight of one marker never asks past the supply).
    rules = load_rules((str(REPO / "examples/variants/knight-two-markers.toml"),))
    assert unplanted_ok(domain.run, rules, rounds=12)
    name, old = "selection_problems", "problems += _marker_problems(kept, position, rules, who)"
    slipped = replaced(selection, name, old, "problems = _marker_problems(kept, position, rules, who) + problems")
    monkeypatch.setattr(round_play, name, slipped)           # the round's play holds it by its own name
    found = domain.run(rules, rounds=12).mismatches
    assert found and {m["mistake"] for m in found} == {"knight_beyond_supply_and_one_more"}
    assert all(m["expected"]["code"] == "TOO_MANY_CARDS then NO_MARKER_LEFT"
               and m["referee"]["code"] == "NO_MARKER_LEFT" for m in found)


def test_a_refusals_rule_id_translated_is_found(monkeypatch):
    # a refusal's JSON in French gives its section's name in French and keeps `rule`, the section's English
    # name, as an id a program reads the same in every language
    from referee.engine import round_play

    old = '"rule": self.section, "section": section_name(self.section, lang)}'
    monkeypatch.setattr(round_play.IllegalPlay, "to_dict", replaced(
        round_play.IllegalPlay, "to_dict", old, old.replace('"rule": self.section', '"rule": section_name(self.section, lang)')))
    found = domain.run(STANDARD, rounds=4).mismatches
    assert found and all(m["JSON in French"] is False for m in found)


def test_a_round_stopped_whole_for_a_missing_or_unknown_player_is_found(monkeypatch):
    # `referee replay --lenient` plays on past a round's problems: a selection left out, or a stranger's,
    # leaves every seated player's cards to be played all the same
    from referee.engine import round_play

    assert unplanted_ok(domain.run, STANDARD, rounds=10)
    monkeypatch.setattr(round_play._Resolver, "check_players", replaced(
        round_play._Resolver, "check_players", "return True", "return not self.log.problems"))
    found = {m["mistake"] for m in domain.run(STANDARD, rounds=10).mismatches}
    assert found and found <= {"selection_left_out", "stranger_plays", "strangers_out_of_name_order"}, found


def test_a_spent_witch_opening_a_reselection_taken_as_a_witch_played_first_is_found(monkeypatch):
    # a Witch opening a first selection excuses the Knight's place; a spent one opening a re-selection
    # does not: the Knight before the Region card is still refused, and the lenient play names both
    from referee.engine import round_play

    slipped = replaced(selection, "selection_problems",
                       "witch_first = who.first and bool(cards) and cards[0].kind == WITCH",
                       "witch_first = bool(cards) and cards[0].kind == WITCH")
    monkeypatch.setattr(round_play, "selection_problems", slipped)     # held by name where the resolver calls it
    found = {m["mistake"] for m in domain.run(STANDARD).mismatches}
    assert found == {"witch_and_knight_reselected_first"}, found


def test_a_witch_not_first_cited_to_the_section_on_choosing_cards_is_found(monkeypatch):
    # "Revealing cards — Witch": the Witch is played first; a Witch written second is refused citing
    # the Witch's section, not the one on choosing cards
    assert unplanted_ok(domain.run, STANDARD, rounds=4)
    monkeypatch.setattr(selection, "_card_problem", replaced(
        selection, "_card_problem", 'text("play.witch-not-first"), WITCH_SECTION)',
        'text("play.witch-not-first"), rules.round.cards_section)'))
    found = domain.run(STANDARD, rounds=4).mismatches
    assert found and {m["mistake"] for m in found} <= {"witch_not_first", "knight_not_last",
                                                       "witch_and_knight_reselected_first"}, found[:1]


def test_every_code_cites_the_rulebook_section_listed_for_it():
    # a code the table does not list is told, so that a new illegal play is given its section
    from referee.properties.conformance.cited_sections import miscited

    assert miscited("WITCH_NOT_FIRST", "Revealing cards — Witch") == ""
    assert miscited("WITCH_NOT_FIRST", "Choosing cards") == ", cited to 'Choosing cards', not 'Revealing cards — Witch'"
    assert miscited("NEW_MISTAKE", "Choosing cards") == ", NEW_MISTAKE given no section to cite"


def test_a_witch_re_selecting_at_once_only_where_a_re_selection_is_written_is_found(monkeypatch, tmp_path):
    # [cards] witch_reselects = at-once: the Witch's player re-selects in their own turn, so a missing
    # re-selection comes before a later player's count in the round; an engine that leaves an unwritten
    # re-selection to the end of the round refuses the later count first
    from referee.engine import round_play

    path = tmp_path / "witch-at-once.toml"
    path.write_text('[variant]\nid = "witch-at-once"\nname = "Witch at once"\nsection = "Revealing cards — Witch"\n\n'
                    '[overrides.cards]\nwitch_reselects = "at-once"\n', encoding="utf-8")
    at_once = load_rules((str(path),))
    assert unplanted_ok(domain.run, at_once, rounds=10)
    monkeypatch.setattr(round_play._Resolver, "run", replaced(
        round_play._Resolver, "run", 'if self.rules.cards.witch_reselects == "at-once":',
        'if self.rules.cards.witch_reselects == "at-once" and p in witch:'))
    assert domain.run(STANDARD, rounds=10).ok          # re-selecting after the others: the same either way
    found = domain.run(at_once, rounds=10).mismatches
    assert found and {m["mistake"] for m in found} == {"reselection_left_out_before_a_later_count"}, found[:1]


def test_an_illegal_plays_message_without_where_it_is_is_found(monkeypatch):
    # IllegalPlay.message, the API's, is the sentence `replay --json` gives: round, player, card and why
    from referee.engine import round_play

    monkeypatch.setattr(round_play.IllegalPlay, "message", property(lambda self: str(self.reason)))
    found = domain.run(STANDARD, rounds=4).mismatches
    assert found and all(m["sentence names what it is about"] is False for m in found), found[:1]


@pytest.mark.parametrize("owner, name, old, new, mistake", [
    # a Knight before the selection's last card refused in its own rule's words, not the Witch's
    (selection, "_card_problem", 'text("play.knight-not-last")', 'text("play.witch-not-first")', "knight_not_last"),
    # "knight!add" is no mark the rulebook's words know, however close to "added"
    (cards, "parse_card", 'mark in ("declined", "added")', 'mark in ("declined", "added", "add")',
     "Knight's word with a mark short of added"),
    # a Witch's re-selection one card short told as the selection's count, not the re-selection's
    (selection, "_count_reason", 'return text("play.card-count", required=required, what=what, found=found)',
     'return text("play.card-count", required=required, what=text("play.the-selection"), found=found)',
     ("reselection_one_card_fewer", "reselection_one_card_fewer_after_a_lone_witch")),
    # a short player's re-selection one card too many under the position's at-most answer told as the
    # selection's count: only a Witch's player short of markers, re-selecting, reaches it
    (selection, "_count_reason", 'return text("play.card-count.at-most", required=required, what=what,',
     'return text("play.card-count.at-most", required=required, what=text("play.the-selection"),',
     "reselection_past_a_short_supply_after_a_lone_witch"),
    # a re-selection after a Witch played alone, nothing sent back, told as the selection: it is a
    # re-selection all the same
    (selection, "_count_reason", 'what = text("play.the-selection" if who.first else "play.the-reselection")',
     'what = text("play.the-selection" if not who.sent_back else "play.the-reselection")',
     ("reselection_one_card_fewer_after_a_lone_witch", "reselection_past_a_short_supply_after_a_lone_witch")),
    # an empty card object told as an unknown card, not as a card object missing its card
    (cards, "parse_card", "    if isinstance(raw, dict):", "    if isinstance(raw, dict) and raw:", "card object empty"),
    # `{"card": "witch", "declined": false}` refused because only a Knight is declined: the sentence
    # quotes the object the player wrote, not the card named inside it, so the player finds it
    (cards, "_parse_object", 'text("card.object-not-knight", value=show_value(raw))',
     'text("card.object-not-knight", value=show_value(raw["card"]))',
     ("Knight's mark on another card", "a null mark on another card")),
    # a spent Dragon in a Witch's re-selection: it has left the game, as in a selection
    (selection, "_card_problem", "if kind in rules.components.once_per_game:",
     "if kind in rules.components.once_per_game and who.first:", "spent_card_reselected"),
    # "Game records": only a Knight takes a mark; a special card's word with another mark is refused
    # quoting it as the player wrote it (" Knight!Maybe "), not as the reader reads it ("knight!maybe")
    # (the special card's refusal: the region word's, below it, raises "from None")
    (cards, "parse_card", '"card.bad-mark", value=show_value(raw)))\n', '"card.bad-mark", value=show_value(word)))\n',
     ("Knight's word with another mark, in capitals and spaced", "Knight's word with a space after its bang",
      "Knight's word with a mark short of added")),
    # a word naming no card is an unknown card whatever follows it: "Atlantis!declined" (no region of the
    # board, nor "knight " with its space) told as a mark the card does not take names the wrong mistake
    (cards, "parse_card", "if _region_word_marked(raw, board):", 'if isinstance(raw, str) and "!" in raw:',
     ("a mark on a word naming no card", "Knight's word with a space before its bang",
      "a bang before the card's word")),
    # "knight! declined": the mark is " declined", no word the rulebook gives; a reader trimming it first
    # takes it as a mark (and then reads it as added, " declined" not being "declined")
    (cards, "parse_card", 'mark in ("declined", "added")', 'mark.strip() in ("declined", "added")',
     "Knight's word with a space after its bang"),
    # a region's word with two marks read up to its last bang: no region of that name, so told as an
    # unknown region, where the card's word (before the first bang) names one
    (cards, "_region_word_marked", 'board.lookup(raw.partition("!")[0])', 'board.lookup(raw.rpartition("!")[0])',
     "two marks on the card's word"),
    # a card played twice counted by equality: the Knight declined and the Knight added taken for two cards
    (selection, "_card_problem", "sum(c.identity() == identity for c in kept)", "sum(c == card for c in kept)",
     "knight_twice_marked_otherwise"),
    # "knight !declined": the card's word is "knight " with its space, no card's; a reader trimming the
    # word before the bang reads a Knight declined from it
    (cards, "parse_card", "if base in SPECIAL_KINDS:", "if base.rstrip() in SPECIAL_KINDS:",
     "Knight's word with a space before its bang"),
    # a Region card by its number is one the board numbers: 99 and 0 name no region; read round the
    # board (mutant cards:80) 99 is region 3 and 0 region 8, a silent repair
    (cards, "parse_card", "board.lookup(raw))",
     "board.lookup(raw % len(board.regions) or len(board.regions) if isinstance(raw, int) else raw))",
     ("a region's number past the board", "region number 0")),
    # a card object inside a card object is refused quoting the inner object as its card; quoting the
    # outer one there (mutant cards:102) tells the player nothing of what is inside
    (cards, "_parse_object", 'inner=show_value(raw["card"])', "inner=show_value(raw)",
     ("card object inside a card object", "card list inside a card object")),
    # "Revealing cards — Witch": a Dragon in a re-selection is refused in its ruling's own words, not
    # those of a card sent back (mutant selection:230)
    (selection, "_ruling_problem", 'text("play.reselection-dragon")', 'text("play.reselection-same-card")',
     "dragon_reselected"),    # "Game records": a card object's "declined" is true or false; null is written, so it is a mark
    # neither true nor false on the Knight and a mark on any other card. One read as no mark (mutant
    # cards:104) takes {"card": "Temple Ruins", "declined": null} for the Region card, saying nothing
    (cards, "_parse_object", 'if "declined" in raw:', 'if raw.get("declined") is not None:',
     ("Knight's mark null", "a null mark on another card")),
    # "Game end and winning": a round after the end is refused as a whole; its lenient play names it
    # and places none of its cards. One that plays the round on after naming it (mutant round_play:221)
    # tells the same refusal, so only the position after it shows the slip
    (round_play._Resolver, "run", "self.check_players(plays):\n        return self.log",
     "self.check_players(plays):\n        pass", "round_after_the_end"),
    # "Game records": a card object's fields are "card" and "declined", named as written; one reading
    # them whatever their case takes {"Card": "Temple Ruins"} for the Region card, a silent repair
    (cards, "parse_card", "return _parse_object(raw, board)",
     "return _parse_object({str(k).lower(): v for k, v in raw.items()}, board)",
     ("card object with its card's field in capitals", "Knight's mark with its field in capitals")),
])
def test_a_card_read_or_counted_in_other_words_is_named(monkeypatch, owner, name, old, new, mistake):
    from referee.io import game_record

    slipped = replaced(owner, name, old, new)
    monkeypatch.setattr(owner, name, slipped)
    if name == "parse_card":                # the record reader holds its own name for it
        monkeypatch.setattr(game_record, name, slipped)
    mismatches = domain.run(STANDARD, rounds=6).mismatches
    named = {mistake} if isinstance(mistake, str) else set(mistake)      # a slip that two mistakes show
    assert mismatches and {m["mistake"] for m in mismatches} == named, mismatches[:1]



def test_a_card_written_as_0_told_as_no_card_is_named(monkeypatch):
    # A record's card written as the number 0 (or as an empty object) names no card, and is refused
    # quoting it; the sentence says where it is: its round, its player and that card. A sentence
    # choosing its clause by the card's truth (`not card`) takes 0 and {} for no card at all.
    from referee.messages import text

    original = round_play.IllegalPlay.text.fget

    def by_truth(self):
        if self.player is not None and self.card is not None and not self.card:
            where = text("play.where.player", round=self.round, player=self.player)
            return text("play.illegal", where=where, reason=self.reason, section=self.section)
        return original(self)
    assert unplanted_ok(domain.run, STANDARD, rounds=20)
    monkeypatch.setattr(round_play.IllegalPlay, "text", property(by_truth))
    found = domain.run(STANDARD, rounds=20).mismatches
    assert found and {m["mistake"] for m in found} <= {"region number 0", "card object empty"}, found[:2]
