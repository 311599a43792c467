"""properties.conformance.count_rows: the number of cards at its boundaries, under each ruling about it.

"Choosing cards": three cards a round, or as many as the player's markers when fewer. Ruling
card-count-when-short = at most makes that count an upper limit for a player short of markers
only; a player with three markers or more still plays three."""

from __future__ import annotations

import pytest

import slips
from helpers import replaced, unplanted_ok
from referee.engine.cards import Card
from referee.engine.replay import ReplayRound
from referee.properties.conformance import count_rows
from referee.properties.statements.invariants import count_fits
from referee.rules import load_rules

STANDARD = load_rules()
PERMANENT = load_rules(("permanent-nobles",))
THREE = 3                       # "Choosing cards": the cards of a round


def regions(n: int) -> list[Card]:
    return [Card("region", r) for r in range(1, n + 1)]


@pytest.mark.parametrize("rules", [STANDARD, PERMANENT], ids=["standard", "permanent-nobles"])
def test_the_referee_and_the_model_agree_on_every_count_and_supply(rules):
    report = count_rows.run(rules)
    assert report.ok, report.mismatches[:1]
    # 4 sets of rulings x 5 supplies x 5 counts x (first, re-selected): most rows are played (a
    # drawn position may lack the markers to take back, or its player the Witch)
    assert report.cases >= 4 * 5 * 5


def test_the_rulings_about_the_count_are_those_rulings_toml_ties_to_choosing_cards():
    # rulings.toml: knight-with-two-cards, card-count-when-short and no-markers-no-cards involve
    # "Choosing cards"; each has one other answer, played alone beside the rules' own rulings
    assert count_rows.ruling_sets(STANDARD) == [
        {}, {"knight-with-two-cards": "no-marker"}, {"card-count-when-short": "supply-at-round-start-at-most"},
        {"no-markers-no-cards": "special-cards-allowed"}]


def test_at_most_lets_only_a_short_player_play_fewer():
    # the statement the invariant cards.three-per-round and the symbolic count proof read
    assert count_fits(regions(2), False, 2, THREE, at_most=False)
    assert not count_fits(regions(1), False, 2, THREE, at_most=False)
    assert count_fits(regions(1), False, 2, THREE, at_most=True)       # short: at most two
    assert not count_fits(regions(3), False, 2, THREE, at_most=True)
    assert not count_fits(regions(2), False, 3, THREE, at_most=True)   # three markers: not short
    assert not count_fits(regions(2), False, 7, THREE, at_most=True)
    assert count_fits(regions(3), False, 7, THREE, at_most=True)


def first_seats_cards_found(ruling: dict[str, str], supply: int) -> list[list]:
    """The cards the first seated player (the count rows' player, whatever their name: drawn rounds
    seat players out of name order too) wrote in each round the count rows found the referee to
    accept and the model to refuse, each under `ruling` with that player holding `supply` markers
    (at least one such round)."""
    report = count_rows.run(STANDARD)
    assert report.mismatches
    written = []
    for found in report.mismatches:
        record = found["record"]
        assert (found["engine"], found["model"]) == ("legal", "illegal")
        assert record["rulings"] == ruling
        me = record["start"]["players"][0]
        assert record["start"]["supply"][me] == supply
        written.append(record["rounds"][0].get("witch", {}).get(me) or record["rounds"][0][me])
    return written


def test_a_player_not_short_playing_fewer_under_at_most_is_found(monkeypatch):
    slips.not_short_plays_fewer_under_at_most(monkeypatch)
    for cards in first_seats_cards_found({"card-count-when-short": "supply-at-round-start-at-most"}, THREE):
        assert len(cards) < THREE


def test_a_region_card_beside_a_dragon_with_no_marker_is_found(monkeypatch):
    # "Choosing cards", ruling no-markers-no-cards = special-cards-allowed: with no marker a player
    # may reveal the cards that place none, and only those; a Dragon with a Region card is refused
    slips.no_marker_any_special_card(monkeypatch)
    for cards in first_seats_cards_found({"no-markers-no-cards": "special-cards-allowed"}, 0):
        kinds = [card if isinstance(card, str) else card.get("card") for card in cards]
        assert "dragon" in kinds and any(kind not in ("dragon", "witch") for kind in kinds)


def test_a_knight_counted_among_the_cards_a_player_with_no_marker_may_reveal_is_found(monkeypatch):
    # The same ruling: a Knight adds markers to a Region card ("Revealing cards — Knight"), so it is
    # not a card that places none; the Knight alone, or after a Dragon, is refused to a player with
    # no marker. A referee counting it with the Dragon and the Witch lets it through.
    slips.no_marker_knight_a_special_card(monkeypatch)
    found = first_seats_cards_found({"no-markers-no-cards": "special-cards-allowed"}, 0)
    kinds = [[card if isinstance(card, str) else card.get("card") for card in cards] for cards in found]
    assert ["knight"] in kinds or ["dragon", "knight"] in kinds, kinds
    assert all("knight" in k and set(k) <= {"dragon", "knight"} for k in kinds), kinds


def test_a_reselection_of_no_cards_left_out_of_the_rounds_json_is_found(monkeypatch):
    # "Revealing cards — Witch": a Witch played with no card left to re-select re-selects none; the
    # round's JSON (`referee replay --json`) still lists that re-selection, empty, for a program to read
    assert unplanted_ok(count_rows.run, STANDARD)
    old = "for p, cards in witch.items()}"
    monkeypatch.setattr(ReplayRound, "to_dict", replaced(ReplayRound, "to_dict", old,
                                                         "for p, cards in witch.items() if cards}"))
    found = count_rows.run(STANDARD).mismatches
    assert found and all("replayed cards" in m for m in found)


def test_an_empty_reselection_left_out_of_a_written_round_is_found(monkeypatch):
    # under card-count-when-short = supply-at-round-start-at-most a player short of markers may
    # re-select no card after the Witch; a record that leaves such a re-selection out is told
    # MISSING_RESELECTION on replay, so the written round, read back, must hold it
    from referee.properties import rounds

    assert unplanted_ok(count_rows.run, STANDARD)
    monkeypatch.setattr(rounds, "round_to_json", replaced(
        rounds, "round_to_json", "for p, cards in witch.items()}", "for p, cards in witch.items() if cards}"))
    found = count_rows.run(STANDARD).mismatches
    assert found and all("re-selections" in str(m) for m in found), found[:1]
