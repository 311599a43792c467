"""referee.engine.record: a record written in the published format ("referee replay" reads it back).

The expected values are the format's own (docs/organisers.md, the game record schema): players in
their order, `variants` only when the game has some, `rulings` only when given, a round's `witch`
only where a Witch re-selected."""

from __future__ import annotations

from helpers import shared
from referee.engine.cards import parse_card
from referee.engine.record import make_record, round_to_json
from referee.rules import load_rules


def test_a_record_made_holds_what_it_is_given_and_shares_none_of_its_lists_but_its_rounds():
    # make_record's rounds are already in their JSON form and become the record's (its docstring)
    rules = load_rules(("permanent-nobles",))
    players, rulings = ["Ann", "Bob"], {"tie-ranking": "1-1-2"}
    made = make_record(players, rules, [], rulings=rulings, comment="a test")
    assert made["players"] == players and made["rulings"] == rulings and made["variants"] == ["permanent-nobles"]
    assert made["comment"] == "a test" and made["rounds"] == [] and "result" not in made
    assert not shared(made, players, rulings)
    plain = make_record(players, load_rules(), [])
    assert "variants" not in plain and "rulings" not in plain and "banners" not in plain


def test_a_round_names_each_players_cards_and_a_witch_only_where_one_reselected():
    rules = load_rules()
    board = rules.board
    plays = {"Ann": [parse_card("witch", board), parse_card("Dark Tower", board)],
             "Bob": [parse_card("dragon", board)]}
    entry = round_to_json(plays, {}, rules, ["Ann", "Bob", "Cy"])
    assert entry == {"Ann": ["witch", "Dark Tower"], "Bob": ["dragon"], "Cy": []}
    entry = round_to_json(plays, {"Ann": [parse_card("knight", board)]}, rules, ["Ann", "Bob"])
    assert entry["witch"] == {"Ann": ["knight"]}
