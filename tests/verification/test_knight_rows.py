"""properties.conformance.knight_rows: the Knight after each kind of card, under each ruling about it.

The slip below is one only a variant and a ruling reach together: after a Dragon, under
knight-after-non-region = last-region-card, the Knight reinforcing the first Region card played
instead of the last ("Revealing cards — Knight": the Region card before it). With the rulebook's
three cards a round at most one Region card comes before the Dragon, so both readings agree; with
four cards a round two can, and they differ. The row must pass on the unchanged engine, pass the
slip under the standard rules (it cannot tell there) and name it under four cards a round."""

from __future__ import annotations

import random

import pytest

from helpers import REPO, replaced, unplanted_ok, variant_file
from referee.engine import round_play, selection
from referee.properties.conformance import drawn, knight_rows
from referee.properties.conformance.oracle import OracleReport, guarded
from referee.rules import load_rules

STANDARD = load_rules()


def four_cards(tmp_path):
    return load_rules((variant_file(tmp_path, "four-cards", "round", "cards_per_round", 4),))


def plant_in_knight_target(monkeypatch, old: str, new: str) -> None:
    """selection.knight_target with `old` read as `new`, wherever the engine calls it from."""
    slipped = replaced(selection, "knight_target", old, new)
    original = selection.knight_target
    for module in (selection, round_play):
        if getattr(module, "knight_target", None) is original:
            monkeypatch.setattr(module, "knight_target", slipped)


def own_knight_rows_ok(rules) -> bool:
    """Whether run's rows under the ruleset's own Knight alone (not the heavier Knight's) agree."""
    found = drawn.ConformanceRun(OracleReport(""), OracleReport(""), seed=0)
    for n, chosen in enumerate(knight_rows.ruling_sets(rules)):
        ruled = drawn.under_rulings(rules, chosen)
        knight_rows.play(ruled, drawn.Models(ruled), found, random.Random(n))
    return found.legality.ok and found.outcome.ok


def test_the_rulings_about_the_knight_are_each_played_alone():
    sets = knight_rows.ruling_sets(STANDARD)
    assert sets[0] == {} and {"knight-after-non-region": "last-region-card"} in sets
    assert all(len(chosen) == 1 for chosen in sets[1:])
    assert {next(iter(c)) for c in sets[1:]} >= {"knight-after-non-region", "knight-with-two-cards",
                                                 "knight-declined", "witch-reselect-knight"}


@pytest.mark.parametrize("variants", [(), ("permanent-nobles",)], ids=["standard", "permanent-nobles"])
def test_the_engine_agrees_on_every_row(variants):
    report = knight_rows.run(load_rules(variants))
    assert report.ok, report.mismatches[:1]
    # per set of rulings, 2 kinds of card before the Knight x first or re-selected, legality and outcome
    assert report.cases >= 2 * len(knight_rows.ruling_sets(STANDARD)) * 2


def test_the_first_region_card_reinforced_after_a_dragon_is_named_under_four_cards_only(monkeypatch, tmp_path):
    plant_in_knight_target(monkeypatch, "return earlier[-1].region", "return earlier[0].region")
    assert knight_rows.run(STANDARD).ok
    assert not knight_rows.run(four_cards(tmp_path)).ok


def test_a_row_of_the_rule_pairs_plays_its_knight_rows_under_its_own_ruling(monkeypatch, tmp_path):
    # rule_pairs.play_row plays knight_rows.play in each row, under the row's rulings, with the row's
    # three-player models: four cards a round with ruling knight-after-non-region = last-region-card
    # ("Revealing cards — Knight") tells the last Region card before the Dragon from the first
    row = drawn.under_rulings(four_cards(tmp_path), {"knight-after-non-region": "last-region-card"})
    models = drawn.Models(row)

    def played():
        found = drawn.ConformanceRun(OracleReport(""), OracleReport(""), seed=0)
        knight_rows.play(row, models, found, random.Random(1), counts=(3,))
        return found
    clean = played()
    assert clean.legality.cases >= 4 and clean.legality.ok and clean.outcome.ok
    plant_in_knight_target(monkeypatch, "return earlier[-1].region", "return earlier[0].region")
    assert not played().outcome.ok


def test_a_knight_after_a_dragon_alone_is_played_under_every_ruling(monkeypatch):
    # A player with two markers plays two cards ("Choosing cards"): the Dragon, then the Knight,
    # which follows no Region card at all. Under knight-after-non-region = last-region-card there is
    # no last Region card to reinforce, so the Knight adds nothing; a referee that took the last
    # one without asking whether there was any raised on that round (a slip at a drawn site that
    # plain `check` let through while no row wrote it).
    plant_in_knight_target(monkeypatch, '"last-region-card" and earlier:', '"last-region-card":')
    # The engine raises on such a round: the row keeps it with its record; where the drawing of a
    # row meets it first (its other cards drawn as `referee simulate` draws them), check's guard
    # (oracle.guarded) makes it a finding naming the line instead of a stop.
    reports = guarded("knight_rows.run", lambda: [knight_rows.run(STANDARD)])
    found = [m for r in reports for m in r.mismatches]
    assert any("IndexError" in str(m) for m in found), found[:1]


def test_a_comparison_that_raises_is_a_finding_naming_the_error_and_its_line():
    def comparison():
        return [] + [None][1:2][0]          # an IndexError, as a slip in the engine would raise
    report, = guarded("a_comparison.run", comparison)
    assert not report.ok and report.label == "a comparison that raised"
    found, = report.mismatches
    assert found["raised"].startswith("IndexError") and found["comparison"] == "a_comparison.run"
    assert found["at"].startswith("verification/test_knight_rows.py:") and found["at"].endswith("(comparison)")


def test_a_knight_in_two_cards_read_as_one_card_fewer_than_a_round_is_named_under_four_cards(monkeypatch, tmp_path):
    # "Choosing cards": a player with two markers plays two cards; the ruling knight-with-two-cards
    # decides whether a Knight among them adds its marker. Read as "one card fewer than a round" it
    # is the same under three cards a round, and under four cards it answers for three cards instead
    # of two: a player with two markers writing a Region card and the Knight shows it.
    plant_in_knight_target(monkeypatch, "if len(cards) == 2 and",
                           "if len(cards) == rules.round.cards_per_round - 1 and")
    assert knight_rows.run(STANDARD).ok
    assert not knight_rows.run(four_cards(tmp_path)).ok


def test_a_row_the_simulator_cannot_complete_is_left_out_not_raised(monkeypatch):
    # Under eleven cards a round a player whose hand has fewer cards left than the round asks has no
    # legal selection, and the simulator that draws the other players' cards says so (TextError):
    # a pair row of the standard rules met it. Such a row is not written; check goes on.
    from referee.errors import TextError
    from referee.messages import text

    def no_selection(*args, **kwargs):
        raise TextError(text("simulate.no-selection", player="Cy"))
    monkeypatch.setattr(drawn, "one_players_cards", no_selection)
    found = drawn.ConformanceRun(OracleReport(""), OracleReport(""), seed=0)
    knight_rows.play(STANDARD, drawn.Models(STANDARD), found, random.Random(1))
    assert found.legality.cases == 0 and found.legality.ok


def test_the_first_region_card_reinforced_is_named_under_eleven_cards_by_a_short_player(monkeypatch, tmp_path):
    # Eleven cards a round ask more Region cards than a hand of eight regions holds, so no whole
    # round puts two Region cards, the Dragon and the Knight together; a player with four markers
    # writes four cards ("Choosing cards"), and under knight-after-non-region = last-region-card the
    # Knight after the Dragon reinforces the second Region card, not the first
    eleven = load_rules((variant_file(tmp_path, "eleven-cards", "round", "cards_per_round", 11),))
    assert knight_rows.card_counts(11) == [11, 2, 4] and knight_rows.card_counts(3) == [3, 2]
    assert unplanted_ok(knight_rows.run, eleven)
    plant_in_knight_target(monkeypatch, "return earlier[-1].region", "return earlier[0].region")
    assert not knight_rows.run(eleven).ok


def test_a_reselections_knight_counted_as_adding_markers_is_named_under_a_knight_of_two(monkeypatch):
    # "Revealing cards — Knight" with examples/variants/knight-two-markers.toml: a Knight adds two
    # markers; under witch-reselect-knight = no-marker a re-selection's Knight adds none, so markers
    # for the cards alone are enough there. Counting its two markers refuses a legal re-selection.
    two = load_rules((str(REPO / "examples/variants/knight-two-markers.toml"),))
    assert unplanted_ok(knight_rows.run, two)
    name, old = "knight_markers", "region, _ = knight_target(cards, len(cards) - 1, position, rules, reselection)"
    monkeypatch.setattr(selection, name, replaced(selection, name, old, old.replace("reselection)", "False)")))
    assert own_knight_rows_ok(STANDARD)                 # one marker a Knight: the cards' own cover it
    assert not knight_rows.run(STANDARD).ok             # and the standard rules' heavier Knight names it
    assert not knight_rows.run(two).ok


def test_a_marker_placed_from_an_empty_supply_is_named_under_a_knight_of_two_and_no_effect(monkeypatch):
    # ruling card-without-marker = no-effect: a card whose player has no marker left places nothing
    # ("Revealing cards — Region cards"). With one marker a Knight, a legal selection's cards never
    # outrun the supply; with two (examples/variants/knight-two-markers.toml), a Region card and a
    # Knight from a supply of two leave the Knight's second marker without one. A resolver placing
    # it from an empty supply (the supply going to -1) passes the standard rules' own Knight's rows
    # and is named there, and under the standard rules by the rows of their heavier Knight (of three).
    two = load_rules((str(REPO / "examples/variants/knight-two-markers.toml"),))
    assert unplanted_ok(knight_rows.run, two)
    monkeypatch.setattr(round_play._Resolver, "place", replaced(
        round_play._Resolver, "place", "if self.supply[p] <= 0:", "if self.supply[p] < 0:"))
    assert own_knight_rows_ok(STANDARD)
    assert not knight_rows.run(STANDARD).ok
    found = knight_rows.run(two).mismatches
    # each names a player who placed one marker more than the round model gives
    assert found and all(any(key.startswith("placed ") and got["engine"] == got["model"] + 1
                             for key, got in m["differ"].items()) for m in found), found[:1]


def test_a_knight_of_no_markers_told_declined_is_named(monkeypatch, tmp_path):
    # "Revealing cards — Knight": a Knight adds [cards] knight_extra_markers markers. At 0 a Knight the
    # player took (unmarked, under the default ruling knight-declined = added-unless-declined) adds
    # nothing because the rules give it nothing: its event says "no-markers". Told "declined", it
    # names a choice the player never made; the numbers are the same either way (0 markers added).
    none = load_rules((variant_file(tmp_path, "knight-of-none", "cards", "knight_extra_markers", 0),))
    assert unplanted_ok(knight_rows.run, none)
    plant_in_knight_target(monkeypatch, 'return None, "no-markers"', 'return None, "declined"')
    found = knight_rows.run(none).mismatches
    assert found and all("told declined" in " ".join(m.get("account", [])) for m in found), found[:2]


def test_a_lone_knight_of_no_markers_told_as_the_first_card_is_named(monkeypatch, tmp_path):
    # "Revealing cards — Knight": the Knight must be the last card, so it is the first only alone (a
    # player with one marker left). At knight_extra_markers 0 it adds nothing because the rules give it
    # nothing ("no-markers"), wherever it stands; a referee asking whether it is first before asking
    # whether it has any markers tells the lone Knight "first-card" instead. The Knight-alone rows meet it.
    none = load_rules((variant_file(tmp_path, "knight-of-none", "cards", "knight_extra_markers", 0),))
    assert unplanted_ok(knight_rows.run, none)
    plant_in_knight_target(monkeypatch, "if rules.cards.knight_extra_markers == 0:",
                           "if rules.cards.knight_extra_markers == 0 and i > 0:")
    found = knight_rows.run(none).mismatches
    assert found and all("knight-no-effect (first-card), [cards] knight_extra_markers is 0" in " ".join(m["account"])
                         for m in found), found[:2]


def test_a_witch_re_selecting_at_once_told_without_its_sent_back_cards_is_named(monkeypatch, tmp_path):
    # "Revealing cards — Witch": a Witch's event gives the cards it sent back, an empty list where the
    # record wrote none (as the Witch re-selecting after the others does); under witch_reselects =
    # at-once an empty list written as none leaves the fact out
    at_once = load_rules((variant_file(tmp_path, "at-once", "cards", "witch_reselects", '"at-once"'),))
    assert drawn.run(at_once, 60).outcome.ok
    monkeypatch.setattr(round_play._Resolver, "reveal_witch", replaced(
        round_play._Resolver, "reveal_witch", "sent_back=labels, at_once=True)", "sent_back=labels or None, at_once=True)"))
    found = drawn.run(at_once, 60).outcome.mismatches
    assert found and all("tells no sent-back cards" in " ".join(m.get("account", [])) for m in found), found[:2]


def test_a_knights_note_in_another_language_is_named(monkeypatch):
    # ruling knight-after-non-region = last-region-card: a Knight after the Dragon reinforces the
    # Region card before the Dragon and says so, in English in an English answer
    # (the resolver's method shares its name with the selection's function it calls, so the slip is
    # planted where the note is rendered: that one note in French)
    english = round_play.render
    monkeypatch.setattr(round_play, "render", lambda key, lang, **values: english(
        key, "fr" if key == "note.knight-last-region-card" else lang, **values))
    report = knight_rows.run(STANDARD)
    told = [line for m in report.mismatches for line in m.get("account", [])]
    assert told and all("Knight noted" in line for line in told), report.mismatches[:1]


@pytest.mark.parametrize("key", ["note.knight-after-non-region", "event.knight-declined"])
def test_a_knights_note_of_no_effect_in_another_language_is_named(monkeypatch, key):
    # "Revealing cards — Knight": a Knight that adds no marker says why, in English in an English
    # answer: after a card other than a Region card (ruling knight-after-non-region = no-marker, the
    # rulebook's default) or declined; each note planted in French alone
    english = round_play.render
    monkeypatch.setattr(round_play, "render", lambda k, lang, **values: english(k, "fr" if k == key else lang, **values))
    report = knight_rows.run(STANDARD)
    told = [line for m in report.mismatches for line in m.get("account", [])]
    assert told and all("Knight (knight-" in line for line in told), report.mismatches[:1]


def test_a_knight_after_a_dragon_counted_as_reinforcing_is_named_under_a_heavier_knight(monkeypatch):
    # "Revealing cards — Knight" under knight-after-non-region = no-marker (the default answer): a
    # Knight after the Dragon adds nothing, so a player whose markers cover the round's three cards
    # (one Region card, the Dragon, the Knight) plays them all, whatever the Knight would add. A
    # referee that counted the Knight's markers for the last Region card there (the other answer's
    # reading) asks one marker for the Region card and the Knight's own: with a Knight of three, four
    # from a supply of three, and refuses the Knight under card-without-marker = illegal (the
    # default). With a Knight of one or two the count never passes the supply the cards ask, so only
    # a Knight of three or more and the ruling together reach it: the rows are played again under a
    # Knight of three, whatever the ruleset's own Knight.
    two = load_rules((str(REPO / "examples/variants/knight-two-markers.toml"),))
    assert knight_rows.heavier_knight(STANDARD).cards.knight_extra_markers == knight_rows.HEAVIER == 3
    assert unplanted_ok(knight_rows.run, STANDARD) and unplanted_ok(knight_rows.run, two)
    plant_in_knight_target(monkeypatch, 'return None, "after-non-region"',
                           'return (earlier[-1].region if earlier else None), "after-non-region"')
    assert own_knight_rows_ok(STANDARD) and own_knight_rows_ok(two)      # a Knight of one or two cannot tell
    assert not knight_rows.run(STANDARD).ok and not knight_rows.run(two).ok


def test_a_first_selections_knight_after_a_dragon_is_played_with_markers_for_the_cards_alone(monkeypatch, tmp_path):
    # The same slip where no hand holds a Witch, so no re-selection shows it: a first selection of a
    # Region card, the Dragon and the Knight from three markers (the cards' own) is legal under the
    # default answers, and only a Knight counted as reinforcing asks more.
    path = tmp_path / "no-witch-knight-of-three.toml"
    path.write_text('[variant]\nid = "no-witch-knight-of-three"\nname = "no Witch, a Knight of three"\n'
                    'section = "test"\nchanges_invariants = []\n\n[overrides.components]\nwitches_per_player = 0\n\n'
                    '[overrides.cards]\nknight_extra_markers = 3\n')
    rules = load_rules((str(path),))
    assert knight_rows.heavier_knight(rules) is None and own_knight_rows_ok(rules)
    plant_in_knight_target(monkeypatch, 'return None, "after-non-region"',
                           'return (earlier[-1].region if earlier else None), "after-non-region"')
    assert not own_knight_rows_ok(rules)
