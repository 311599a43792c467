"""Is a card selection legal? ("Choosing cards", "Revealing cards"). The one legality function.

`selection_problems` says what is wrong with one player's selection (or Witch re-selection)
and which cards can still be resolved. The round resolver (round_play) reports its problems
as illegal plays; the random chooser of `referee simulate` draws again until it finds none.
What a player holds comes from the spec's card data ([components], [cards]); the open rulings
it touches are read from the position (falling back to the spec's defaults).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..messages import Text, text
from ..rules import Rules
from .cards import DRAGON, KNIGHT, WITCH, Card, full_hand, hand_without, held_count
from .position import Position

KNIGHT_SECTION = "Revealing cards — Knight"
WITCH_SECTION = "Revealing cards — Witch"
DRAGON_SECTION = "Revealing cards — Dragon"
REGION_SECTION = "Revealing cards — Region cards"
_SECTIONS = {KNIGHT: KNIGHT_SECTION, DRAGON: DRAGON_SECTION, WITCH: WITCH_SECTION}


@dataclass(frozen=True)
class SelectionProblem:
    card: Card | None      # the offending card, or None for the selection as a whole
    code: str
    reason: Text             # str() is the English sentence
    section: str
    severity: str = "error"      # "warning": accepted, but worth a look (the play stands)


@dataclass(frozen=True)
class Selection:
    """Who selects and when: the player, first selection or Witch re-selection, cards sent back."""

    player: str
    first: bool = True
    sent_back: tuple[Card, ...] = ()


def cards_required(supply: int, rules: Rules) -> int:
    """How many cards a player with `supply` markers plays ("Choosing cards")."""
    return min(rules.round.cards_per_round, max(supply, 0))


def supply_of(position: Position, player: str) -> int:
    """The player's markers in supply (0 in a position that gives no supplies)."""
    return (position.supply or {}).get(player, 0)


def spent(position: Position, player: str, kind: str) -> int:
    """How many of a player's once-per-game cards of this kind have left the game (0 for any other
    kind: a position's `used` holds once-per-game cards only, its reader refuses any other and a
    round spends no other)."""
    return position.used.get(player, []).count(kind)


def hand_left(position: Position, rules: Rules, player: str) -> list[Card]:
    """The cards a player may still choose from: the hand of the spec minus spent cards."""
    once = rules.components.once_per_game
    if not position.used.get(player) or not once:
        return full_hand(rules)
    return hand_without(rules, tuple((kind, spent(position, player, kind)) for kind in once))


def knight_takes(card: Card, position: Position, rules: Rules) -> bool:
    """Whether a Knight adds its markers, under the ruling knight-declined."""
    if rules.choice("knight-declined", position.rulings) == "added-unless-declined":
        return card.declined is not True
    return card.declined is False


def selection_problems(cards: Sequence[Card], position: Position, rules: Rules, who: Selection
                       ) -> tuple[list[Card], list[SelectionProblem]]:
    """(the cards that can be resolved, in order; every problem of the selection, in order)."""
    problems = _count_problems(cards, position, rules, who)
    if any(p.code == "TOO_MANY_CARDS" for p in problems):
        cards = cards[:cards_required(supply_of(position, who.player), rules)]
    witch_first = who.first and bool(cards) and cards[0].kind == WITCH
    kept: list[Card] = []
    for i, card in enumerate(cards):
        problem = _card_problem(card, i, len(cards), kept, position, rules, who, witch_first)
        if problem is None:
            kept.append(card)
        else:
            problems.append(problem)
    if not witch_first:
        problems += _marker_problems(kept, position, rules, who)
    return kept, problems


def _marker_problems(kept: list[Card], position: Position, rules: Rules, who: Selection) -> list[SelectionProblem]:
    """A Knight whose extra markers the supply cannot cover (only a variant's Knight of more than one
    marker can need more markers than cards), under card-without-marker = illegal; it is dropped."""
    if not kept or kept[-1].kind != KNIGHT or rules.choice("card-without-marker", position.rulings) != "illegal":
        return []
    needed = sum(c.is_region for c in kept) + knight_markers(kept, position, rules, reselection=not who.first)
    supply = supply_of(position, who.player)
    if needed <= supply:
        return []
    knight = kept.pop()
    return [SelectionProblem(knight, "NO_MARKER_LEFT", text("play.selection-short", needed=needed, supply=supply),
                             KNIGHT_SECTION)]


def knight_markers(cards: list[Card], position: Position, rules: Rules, reselection: bool = False) -> int:
    """Markers the Knight ending `cards` adds (0 when it reinforces nothing: knight_target)."""
    region, _ = knight_target(cards, len(cards) - 1, position, rules, reselection)
    return rules.cards.knight_extra_markers if region is not None else 0


def knight_target(cards: Sequence[Card], i: int, position: Position, rules: Rules, reselection: bool
                  ) -> tuple[int | None, str]:
    """(the region the Knight cards[i] reinforces, "") or (None, why it reinforces nothing):
    "declined" (ruling knight-declined), "no-markers" ([cards] knight_extra_markers = 0),
    "first-card", "reselection" (ruling witch-reselect-knight), "two-cards" (ruling
    knight-with-two-cards) or "after-non-region" (ruling knight-after-non-region).
    "Revealing cards — Knight": the Region card just before it. The one reading of the Knight's
    effect: the round resolver places its markers, the selection check counts them."""
    if not knight_takes(cards[i], position, rules):
        return None, "declined"
    if rules.cards.knight_extra_markers == 0:
        return None, "no-markers"
    if i == 0:
        return None, "first-card"
    if reselection and rules.choice("witch-reselect-knight", position.rulings) == "no-marker":
        return None, "reselection"
    if len(cards) == 2 and rules.choice("knight-with-two-cards", position.rulings) == "no-marker":
        return None, "two-cards"
    if cards[i - 1].is_region:
        return cards[i - 1].region, ""
    earlier = [c for c in cards[:i] if c.is_region]
    if rules.choice("knight-after-non-region", position.rulings) == "last-region-card" and earlier:
        return earlier[-1].region, ""
    return None, "after-non-region"


def is_legal(cards: Sequence[Card], position: Position, rules: Rules, who: Selection) -> bool:
    """No error in the selection (a warning does not make it illegal)."""
    return not any(p.severity == "error" for p in selection_problems(cards, position, rules, who)[1])


def _count_problems(cards: Sequence[Card], position: Position, rules: Rules, who: Selection
                    ) -> list[SelectionProblem]:
    """The number of cards: exactly cards_per_round, or the supply when short ("Choosing cards")."""
    per_round = rules.round.cards_per_round
    supply = supply_of(position, who.player)
    required = cards_required(supply, rules)
    at_most = rules.choice("card-count-when-short", position.rulings) == "supply-at-round-start-at-most"
    problems = []
    count_ok = len(cards) <= required if at_most and supply < per_round else len(cards) == required
    if who.first and len(cards) == 1 and cards[0].kind == WITCH and required > 1:
        count_ok = True          # the cards sent back may be left out of a record, under either ruling
        problems.append(_sent_back_unrecorded(cards[0], position, rules))
    if count_ok or _no_marker_specials(cards, supply, position, rules):
        return problems
    why = _count_reason(len(cards), required, supply, position, rules, who)
    if len(cards) > required:
        problems.append(SelectionProblem(cards[required], "TOO_MANY_CARDS", why, rules.round.cards_section))
    else:
        problems.append(SelectionProblem(None, "TOO_FEW_CARDS", why, rules.round.cards_section))
    return problems


def _sent_back_unrecorded(witch: Card, position: Position, rules: Rules) -> SelectionProblem:
    """A warning: a record may leave out the cards a Witch sent back, under either ruling."""
    unchecked = (text("play.sent-back-unchecked")
                 if rules.choice("witch-reselect-same-cards", position.rulings) == "forbidden" else "")
    return SelectionProblem(witch, "SENT_BACK_UNRECORDED", text("play.sent-back-unrecorded", unchecked=unchecked),
                            WITCH_SECTION, severity="warning")


def _no_marker_specials(cards: Sequence[Card], supply: int, position: Position, rules: Rules) -> bool:
    """Ruling no-markers-no-cards = special-cards-allowed: with 0 markers, cards that place none."""
    return (supply == 0 and rules.choice("no-markers-no-cards", position.rulings) == "special-cards-allowed"
            and len(cards) <= rules.round.cards_per_round and all(c.kind in (DRAGON, WITCH) for c in cards))


def _count_reason(found: int, required: int, supply: int, position: Position, rules: Rules,
                  who: Selection) -> Text:
    """What was expected and what was found ("Choosing cards")."""
    what = text("play.the-selection" if who.first else "play.the-reselection")
    full = rules.round.cards_per_round
    if required < full:
        why = text("play.short-supply", supply=supply, full=full)
        if rules.choice("card-count-when-short", position.rulings) == "supply-at-round-start-at-most":
            return text("play.card-count.at-most", required=required, what=what, why=why, found=found)
        return text("play.card-count.short", required=required, what=what, why=why, found=found)
    return text("play.card-count", required=required, what=what, found=found)


def _card_problem(card: Card, i: int, n: int, kept: list[Card], position: Position, rules: Rules,
                  who: Selection, witch_first: bool) -> SelectionProblem | None:
    """Why card number i of the selection cannot be played, or None."""
    identity, kind = card.identity(), card.kind
    held = held_count(rules, card)
    if held == 0:               # a kind the spec's [components] gives nobody (a variant's)
        return SelectionProblem(card, "CARD_NOT_HELD", text("play.card-not-held"), rules.components.section)
    if kept and sum(c.identity() == identity for c in kept) >= held:
        return SelectionProblem(card, "CARD_PLAYED_TWICE", text("play.card-played-twice", held=held),
                                rules.round.cards_section)
    if kind == WITCH and i != 0:
        return SelectionProblem(card, "WITCH_NOT_FIRST", text("play.witch-not-first"), WITCH_SECTION)
    if kind == WITCH and not who.first:
        return _spent_problem(card, rules, 1)
    if kind == KNIGHT and i != n - 1 and not witch_first:
        return SelectionProblem(card, "KNIGHT_NOT_LAST", text("play.knight-not-last"), KNIGHT_SECTION)
    if kind in rules.components.once_per_game:
        # a spent card has left the game: it can be neither played nor sent back by a Witch
        in_use = spent(position, who.player, card.kind) + [c.kind for c in kept].count(card.kind)
        if in_use >= rules.components.held(card.kind):
            return _spent_problem(card, rules, rules.components.held(card.kind))
    return _ruling_problem(card, i, kept, position, rules, who, witch_first)


def _spent_problem(card: Card, rules: Rules, held: int) -> SelectionProblem:
    return SelectionProblem(card, f"{card.kind.upper()}_ALREADY_USED",
                            text(f"play.{card.kind}-spent" if held == 1 else f"play.{card.kind}-spent-all", held=held),
                            _SECTIONS[card.kind])


def _ruling_problem(card: Card, i: int, kept: list[Card], position: Position, rules: Rules, who: Selection,
                    witch_first: bool) -> SelectionProblem | None:
    """Plays an open ruling makes illegal (rulings.toml)."""
    if card.kind == DRAGON and not who.first and rules.choice("witch-reselect-dragon", position.rulings) == "forbidden":
        return SelectionProblem(card, "RESELECTION_DRAGON", text("play.reselection-dragon"), WITCH_SECTION)
    if (not who.first and rules.choice("witch-reselect-same-cards", position.rulings) == "forbidden"
            and card.identity() in {c.identity() for c in who.sent_back}):
        return SelectionProblem(card, "RESELECTION_SAME_CARD", text("play.reselection-same-card"), WITCH_SECTION)
    if card.kind == KNIGHT and not witch_first and _knight_after_non_region(card, kept, position, rules, who):
        return SelectionProblem(card, "KNIGHT_AFTER_NON_REGION", text("play.knight-after-non-region"),
                                KNIGHT_SECTION)
    return None


def _knight_after_non_region(card: Card, kept: list[Card], position: Position, rules: Rules,
                             who: Selection) -> bool:
    """The Knight follows a non-Region card under knight-after-non-region = illegal: as the ruling
    says, such a record is refused, whether the Knight would add a marker or is declined
    (a declined Knight after a Dragon was let through)."""
    if rules.choice("knight-after-non-region", position.rulings) != "illegal" or not kept:
        return False
    return not kept[-1].is_region
