"""Card parsing: every way a record may name a card ("Revealing cards")."""

import pytest

from referee.engine.cards import DRAGON, KNIGHT, WITCH, Card, CardError, full_hand, parse_card


@pytest.mark.parametrize("raw", ["Dark Tower", "dark-tower", 5, "5", " DARK TOWER "])
def test_region_card_by_name_slug_or_number(rules, raw):
    # Dark Tower is region 5 ("Scoring": "Dark Tower (value 5)").
    assert parse_card(raw, rules.board) == Card("region", 5)


@pytest.mark.parametrize("raw,kind", [("knight", KNIGHT), ("Dragon", DRAGON), ("WITCH", WITCH)])
def test_special_cards(rules, raw, kind):
    assert parse_card(raw, rules.board) == Card(kind)


def test_knight_marks(rules):
    b = rules.board
    assert parse_card("knight!declined", b) == Card(KNIGHT, declined=True)
    assert parse_card("knight!added", b) == Card(KNIGHT, declined=False)
    assert parse_card({"card": "knight", "declined": True}, b) == Card(KNIGHT, declined=True)
    assert parse_card({"card": "knight"}, b) == Card(KNIGHT)
    # A marked and an unmarked Knight are the same physical card.
    assert Card(KNIGHT, declined=True).identity() == Card(KNIGHT).identity()


@pytest.mark.parametrize("raw", ["dragon!declined", {"card": "dragon", "declined": True}, 9, True, None,
                                 {"card": "knight", "declined": "yes"}, {"kind": "knight"}])
def test_bad_cards_are_refused(rules, raw):
    with pytest.raises(CardError):
        parse_card(raw, rules.board)


def test_unknown_region_suggests_a_name(rules):
    with pytest.raises(CardError, match="Dark Tower"):
        parse_card("Dark Towr", rules.board)


def test_label_round_trips(rules):
    b = rules.board
    for raw in ["King's Castle", "knight", "knight!declined", "knight!added", "dragon", "witch"]:
        card = parse_card(raw, b)
        assert parse_card(card.to_json(b), b) == card


def test_full_hand_is_eleven_cards(rules):
    # "Preparation": 11 cards each = 8 Region cards + Knight + Dragon + Witch.
    hand = full_hand(rules)
    assert len(hand) == rules.components.cards_per_player == 11
    assert sum(c.is_region for c in hand) == 8
