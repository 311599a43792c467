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


def test_a_mark_on_a_card_other_than_the_knight_is_refused_as_a_mark(rules):
    # "Revealing cards — Knight": only the Knight's extra marker can be declined or taken, so a
    # mark on the Dragon is a wrong mark, not an unknown card.
    with pytest.raises(CardError, match="only a Knight takes one"):
        parse_card("dragon!declined", rules.board)


@pytest.mark.parametrize("raw", ["Temple Ruins!declined", "temple-ruins!added", "3!declined", " 3! "])
def test_a_mark_on_a_regions_word_is_refused_as_a_mark(rules, raw):
    # the same for a Region card: the word before the mark names a region, so the player wrote a
    # mark only a Knight takes, not an unknown card (and no region is read from it)
    with pytest.raises(CardError, match="only a Knight takes one"):
        parse_card(raw, rules.board)


@pytest.mark.parametrize("raw", ["Temple Ruins!", "Temple Ruins!!", "temple-ruins!", "3!", "knight!"])
def test_an_empty_mark_is_a_mark_all_the_same(rules, raw):
    # a word with a bang is a card's word and a mark ("Game records"): an empty mark is no mark a Knight
    # takes, and no region is read from the whole word ("Temple Ruins!" once read as Temple Ruins, its
    # bang dropped with the rest of the punctuation a region's name may carry)
    with pytest.raises(CardError, match="only a Knight takes one"):
        parse_card(raw, rules.board)


@pytest.mark.parametrize("raw", ["Nowhere!declined", "!Temple Ruins", "Temple!Ruins", "!3"])
def test_a_word_before_a_mark_that_names_no_region_is_an_unknown_card(rules, raw):
    # the card's word is what comes before the first bang: none, or one naming no card, is no card,
    # though the whole word's letters spell a region's name ("Temple!Ruins")
    with pytest.raises(CardError, match="a card is a region"):
        parse_card(raw, rules.board)


def test_a_number_that_is_not_whole_is_not_a_region_card(rules):
    # Region cards are named by name, slug or whole number 1-8; 5.0 or null name no card at all,
    # and the message lists every form a card may take (the card object form included).
    for raw in (5.0, None, True):
        with pytest.raises(CardError, match='"declined": true'):
            parse_card(raw, rules.board)


def test_a_card_object_holds_exactly_card_and_declined(rules):
    # {"card": ..., "declined": ...} and nothing else: an extra field or a missing "card" is refused.
    for raw in ({"card": "knight", "colour": "red"}, {"declined": True}):
        with pytest.raises(CardError, match="expected"):
            parse_card(raw, rules.board)


def test_a_card_object_inside_a_card_object_is_refused(rules):
    # One level only: "card" holds a card's name, so a nested object is a malformed record.
    with pytest.raises(CardError, match="is a card's name"):
        parse_card({"card": {"card": "knight"}}, rules.board)


def test_each_card_is_held_once_in_the_rulebook_hand(rules):
    # "Preparation": one Region card per region, one Knight, one Dragon, one Witch.
    from referee.engine.cards import held_count

    assert [held_count(rules, c) for c in (Card("region", 5), Card(KNIGHT), Card(DRAGON), Card(WITCH))] == [1] * 4
    assert held_count(rules, Card("region", 99)) == 0          # no such region: not in the hand


def test_a_hand_without_spent_cards(rules):
    # A spent Dragon leaves the game ("Revealing cards — Dragon"): 11 cards less the Dragon = 10.
    from referee.engine.cards import hand_without

    without_dragon = hand_without(rules, (("dragon", 1),))
    assert len(without_dragon) == 10 and Card(DRAGON) not in without_dragon and Card(WITCH) in without_dragon
    both = hand_without(rules, (("dragon", 1), ("witch", 1)))
    assert len(both) == 9 and Card(WITCH) not in both
    # a new list each call: changing one leaves the next (and the full hand) untouched
    without_dragon.clear()
    assert len(hand_without(rules, (("dragon", 1),))) == 10 and len(full_hand(rules)) == 11
    assert hand_without(rules, ()) == full_hand(rules)
