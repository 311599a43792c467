"""Cards: the four kinds, and how a game record names them ("Revealing cards").

Each player holds the hand the spec's [components] describe (the rulebook's: 8 Region cards,
one per region, a Knight, a Dragon and a Witch).
A record may name a card as:
- a Region card: region name, slug or number ("Dark Tower", "dark-tower", 5, "5");
- "knight", "dragon", "witch" (any case);
- a Knight with its optional extra marker marked: "knight!declined" / "knight!added",
  or {"card": "knight", "declined": true}.
What an unmarked Knight means is the open ruling `knight-declined` (rulings.toml).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..errors import TextError, UnknownRegionError, show_value
from ..messages import text

if TYPE_CHECKING:
    from ..rules import Board, Rules

REGION, KNIGHT, DRAGON, WITCH = "region", "knight", "dragon", "witch"
SPECIAL_KINDS = (KNIGHT, DRAGON, WITCH)


class CardError(TextError):
    """A card that names nothing a player holds; `text` is the sentence in either language."""


@dataclass(frozen=True)
class Card:
    kind: str                       # region | knight | dragon | witch
    region: int | None = None       # for a Region card
    declined: bool | None = None    # Knight only: True declined, False taken, None unmarked

    @property
    def is_region(self) -> bool:
        return self.kind == REGION

    def identity(self) -> tuple[str, int | None]:
        """What makes two cards the same physical card (a Knight is a Knight, marked or not)."""
        return (self.kind, self.region)

    def label(self, board: Board) -> str:
        if self.kind == REGION:
            assert self.region is not None
            return board.name(self.region)
        if self.kind == KNIGHT and self.declined is not None:
            return "knight!declined" if self.declined else "knight!added"
        return self.kind

    def to_json(self, board: Board) -> str:
        """The record form: region name, or the special card's word (with a Knight mark)."""
        return self.label(board)


def region_card(region: int) -> Card:
    return Card(REGION, region)


def parse_card(raw: Any, board: Board) -> Card:
    """A Card from its record form; raises CardError naming the value."""
    if isinstance(raw, dict):
        return _parse_object(raw, board)
    if isinstance(raw, str):
        word = raw.strip().lower()
        base, bang, mark = word.partition("!")
        if base in SPECIAL_KINDS:
            if not bang:
                return Card(base)
            if base == KNIGHT and mark in ("declined", "added"):
                return Card(KNIGHT, declined=(mark == "declined"))
            raise CardError(text("card.bad-mark", value=show_value(raw)))
    if isinstance(raw, (str, int)) and not isinstance(raw, bool):
        if _region_word_marked(raw, board):      # before the whole word, whose letters may spell a region's
            raise CardError(text("card.bad-mark", value=show_value(raw)))  # "Temple Ruins!": an empty mark
        try:
            return region_card(board.lookup(raw))
        except UnknownRegionError as exc:
            raise CardError(text("card.unknown-region", value=show_value(raw), hint=exc.hint_text)) from None
    raise CardError(text("card.unknown", value=show_value(raw)))


def _region_word_marked(raw: str | int, board: Board) -> bool:
    """Whether a marked word ("3!") names a region before its mark; CardError where it names no card at all."""
    if not isinstance(raw, str) or "!" not in raw:
        return False
    try:
        board.lookup(raw.partition("!")[0])
    except UnknownRegionError as exc:  # nor a region read from the whole word: the card's word is before its mark
        raise CardError(text("card.unknown-region", hint=exc.hint_text, value=show_value(raw))) from None
    return True


def _parse_object(raw: dict[str, Any], board: Board) -> Card:
    extra = set(raw) - {"card", "declined"}
    if extra or "card" not in raw:
        raise CardError(text("card.object-fields", value=show_value(raw)))
    if isinstance(raw["card"], (dict, list)):     # one level only: a card object holds a card's name
        raise CardError(text("card.object-name", value=show_value(raw), inner=show_value(raw["card"])))
    card = parse_card(raw["card"], board)
    if "declined" in raw:
        if card.kind != KNIGHT:
            raise CardError(text("card.object-not-knight", value=show_value(raw)))
        if not isinstance(raw["declined"], bool):
            raise CardError(text("card.object-declined", value=show_value(raw)))
        return Card(KNIGHT, declined=raw["declined"])
    return card


def full_hand(rules: Rules) -> list[Card]:
    """The cards each player starts with ("Preparation"), from the spec's [components]: the
    rulebook's 11 are one Region card per region, a Knight, a Dragon and a Witch. A new list each
    call (callers may change it); the cards themselves are built once per Rules object."""
    return list(_hand_data(rules)[0])


def held_count(rules: Rules, card: Card) -> int:
    """How many copies of this physical card (Card.identity) each player holds."""
    return _hand_data(rules)[1].get(card.identity(), 0)


def hand_without(rules: Rules, spent: tuple[tuple[str, int], ...]) -> list[Card]:
    """The full hand minus `spent` ((kind, how many) pairs) special cards, as a new list."""
    hand, _, without = _hand_data(rules)
    if spent not in without:
        left = list(hand)
        for kind, n in spent:
            for _ in range(n):
                left.remove(Card(kind))
        without[spent] = tuple(left)
    return list(without[spent])


Spent = tuple[tuple[str, int], ...]
HandData = tuple[tuple[Card, ...], dict[tuple[str, int | None], int], dict[Spent, tuple[Card, ...]]]


def _hand_data(rules: Rules) -> HandData:
    """(the full hand, copies held of each card identity, hands without spent cards), built once
    per Rules object (immutable, so its hand never changes) and kept on it."""
    cached: HandData | None = rules.__dict__.get("_hand_data")
    if cached is None:
        comp = rules.components
        hand = [region_card(r) for r in rules.board.route for _ in range(comp.region_cards_per_region)]
        for kind in SPECIAL_KINDS:
            hand += [Card(kind)] * comp.held(kind)
        counts: dict[tuple[str, int | None], int] = {}
        for card in hand:
            counts[card.identity()] = counts.get(card.identity(), 0) + 1
        cached = (tuple(hand), counts, {})
        object.__setattr__(rules, "_hand_data", cached)      # as the loader sets Rules.board
    return cached
