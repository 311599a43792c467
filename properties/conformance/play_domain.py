"""The plays the referee must refuse, each for its own reason: selections written wrong.

The conformance run asks the engine and the round model whether a round is legal; both answer
yes or no, so an engine that refuses a wrong selection for the wrong reason (a missing Witch
re-selection reported as a card count) agrees with the model. A player reads the reason. This
module draws legal rounds (every player's cards chosen as `referee simulate` chooses them),
writes one player's cards wrong in one way, and the engine's checked play must refuse that
player's cards with the problem the mistake calls for (and its lenient play name it, in the
round's own list) ("Choosing cards", "Revealing cards —
Knight", "— Witch", "— Dragon"):

- one card more than the count, or one fewer: TOO_MANY_CARDS, TOO_FEW_CARDS; two more: TOO_MANY_CARDS,
  naming the first card past the count (the one a whole selection does not hold); a count refused
  where the player is short of markers says so, with the supply and a whole round's count; each
  count refused says the count owed and the count written, each in its place, a short player's in
  the words of the card-count-when-short answer in force (the position's, where it answers
  otherwise than the rules: one card more written under it); a Witch's
  re-selection one card short: TOO_FEW_CARDS, the sentence counting the re-selection; a Witch played
  alone by a player short of markers, the position answering supply-at-round-start-at-most, its
  re-selection one card past the supply: TOO_MANY_CARDS in that answer's words, counting the re-selection;
- a Region card written twice: CARD_PLAYED_TWICE; one Dragon more in a selection than a hand holds
  (two in the rulebook's game, three where a variant gives two), none spent yet: CARD_PLAYED_TWICE,
  of the Dragon, saying how many the hand holds; a special card no hand holds under the rules
  (a variant's none of a kind): CARD_NOT_HELD;
- the Witch after another card: WITCH_NOT_FIRST; the Knight before another card: KNIGHT_NOT_LAST;
- the Witch played without a re-selection: MISSING_RESELECTION; with a player seated after the Witch's
  writing one Region card more too, the strict play refuses what comes first in the round (the count, the
  re-selections coming after every first selection; the missing re-selection, re-selecting at once);
  a re-selection without the
  Witch, or one written empty for a player without it: RESELECTION_WITHOUT_WITCH, citing the
  Witch's section; under witch-reselect-same-cards = forbidden (carried by the
  position where the rules answer otherwise), the Knight the Witch sent back re-selected with the
  other mark: RESELECTION_SAME_CARD (a marked Knight is the same card); under
  witch-reselect-dragon = forbidden, a Dragon in the re-selection: RESELECTION_DRAGON; both cite
  the Witch's section, whose rulings they are;
- a Knight (where the rules spend it once a game), Dragon or Witch played that the player has
  already spent: KNIGHT_ALREADY_USED, DRAGON_ALREADY_USED, WITCH_ALREADY_USED, saying the one
  card a hand holds was spent, or all of them where a hand holds more (their number); a spent Dragon
  (or Knight) in a Witch's re-selection likewise; a spent Dragon before a last Knight: the Dragon's
  refusal alone, the Knight following the cards played; the Witch played again in its own re-selection:
  WITCH_ALREADY_USED, saying the Witch was just played;
- a player's selection left out: MISSING_PLAYER; a selection for someone not playing: UNKNOWN_PLAYER (two
  such written out of their names' order: the first written);
- a round after the game's end: ROUND_AFTER_GAME_END, of the round, no player named, citing "Game end and winning",
  its lenient play placing none of its cards;
- under a variant's Knight of more than one marker, a Knight whose markers the supply cannot
  cover: NO_MARKER_LEFT, the lenient play resolving the player's other cards without it; with one
  Region card more written after that Knight: TOO_MANY_CARDS (the count is judged when the cards are
  chosen, the Knight's markers when it is revealed), the lenient play naming the count, then the Knight;
- every refusal's sentence names the player and the card it is about, where it is about one, and
  no card where it is about the whole round; the refusal names that card's kind (ABOUT), and none
  where the card it lacks was never written (one card fewer);
- a card written in a game record the wrong way ("Game records": a card is its name, or
  {"card": name}, a Knight's with "declined": true or false, or the word "knight!declined" or
  "knight!added"): a field too many or no "card", a card object inside one, a Knight's mark on
  another card, a mark that is not true or false, a list where the card's name goes, a word with
  another mark (an empty one too) or a Knight's mark on another card's word, a region's word too, or
  a bang before the card's word. The record reader must refuse that card (UNKNOWN_CARD, at that
  player's card) with the sentence for that mistake; and read the card's word in capitals with spaces
  around it as that card, saying nothing.

The lenient play names nothing but the mistake's problems and those TOLD_BESIDE gives it, with
their reasons (a refused card is left out of the play, so the cards after it are judged against the
cards played, not the cards written).

A mistake that cannot be made in a drawn round (no Knight in the selection, a supply too short
for one card fewer) is skipped for that round.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...engine.cards import SPECIAL_KINDS, Card
from ...engine.position import Position
from ...errors import show_value
from ...messages import Text, section_name
from ...rules import Rules
from ..rounds import Plays, cards_asked
from .cited_sections import miscited
from .oracle import OracleReport
from .other_paths import names_what_it_is_about
from .sentences import clause_value, clauses, says

Hand = Callable[[str], list[Card]]       # player -> the cards they may write down
Made = tuple[str | None, str]            # (whose play is wrong, None: the whole round; the code the referee must give)

DEFAULT_ROUNDS = 40          # legal rounds drawn by a plain check (each gets every mistake that applies)
EXHAUSTIVE_ROUNDS = 200      # the same, `referee check --exhaustive`
SEED = 32
STRANGER = "Zed"             # not one of the drawn players
OTHER_STRANGER = "Abe"       # nor this one, whose name comes first


def _player_with(plays: Plays, rng: random.Random, wanted: Callable[[list[Card]], bool]) -> str | None:
    players = sorted(p for p, cards in plays.items() if wanted(cards))
    return rng.choice(players) if players else None


def one_card_more(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                  hand: Hand) -> Made | None:
    p = _player_with(plays, rng, lambda c: bool(c) and c[0].kind != "witch")
    if p is None or not _region_card_added(rules, position, plays, p, rng, hand):
        return None
    return p, "TOO_MANY_CARDS"


def _region_card_added(rules: Rules, position: Position, plays: Plays, p: str, rng: random.Random,
                       hand: Hand, after_the_knight: bool = False) -> bool:
    """One Region card more in p's selection (before a Knight, which stays last; at the very end with
    `after_the_knight`), one the hand holds and the selection does not; False, the selection unchanged,
    where none is left or the count one more is allowed after all (_count_allowed)."""
    extra = [c for c in hand(p) if c not in plays[p] and c.is_region]
    if not extra or _count_allowed(rules, position, p, len(plays[p]) + 1):
        return False
    if after_the_knight:
        plays[p].append(rng.choice(extra))
        return True
    plays[p] = [c for c in plays[p] if c.kind != "knight"] + [rng.choice(extra)] + \
        [c for c in plays[p] if c.kind == "knight"]
    return True


def two_cards_more(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                   hand: Hand) -> Made | None:
    """Two Region cards more: refused as too many, naming the first card past the count."""
    p = _player_with(plays, rng, lambda c: bool(c) and c[0].kind != "witch")
    if p is None or not all(_region_card_added(rules, position, plays, p, rng, hand) for _ in range(2)):
        return None
    return p, "TOO_MANY_CARDS"


def one_card_more_under_the_positions_count(rules: Rules, position: Position, plays: Plays, witch: Plays,
                                            rng: random.Random, hand: Hand) -> Made | None:
    """The position answering card-count-when-short = supply-at-round-start-at-most where the rules
    answer otherwise, a player short of markers writing one Region card more than the supply asks:
    TOO_MANY_CARDS, told in the words of the position's answer ("Choosing cards": a position's
    answers stand over the rules'). (Only that answer: it lets every count the other lets, so the
    other players' selections stay as legal as they were.)"""
    rid, at_most = "card-count-when-short", "supply-at-round-start-at-most"
    short = [q for q in sorted(plays) if plays[q] and plays[q][0].kind != "witch"
             and cards_asked(rules, position, q) < rules.round.cards_per_round]
    if rules.choice(rid) == at_most or at_most not in rules.ruling(rid).alternatives or not short:
        return None
    p = rng.choice(short)
    position.rulings[rid] = at_most
    if not _region_card_added(rules, position, plays, p, rng, hand):
        return None
    return p, "TOO_MANY_CARDS"


def one_card_fewer(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                   hand: Hand) -> Made | None:
    p = _player_with(plays, rng, lambda c: len(c) >= 2 and c[0].kind != "witch")
    if p is None or _count_allowed(rules, position, p, len(plays[p]) - 1):
        return None
    plays[p] = plays[p][1:]
    return p, "TOO_FEW_CARDS"


def _count_allowed(rules: Rules, position: Position, player: str, n: int) -> bool:
    """Whether `n` cards are a count the player may play after all: under the ruling
    card-count-when-short = supply-at-round-start-at-most, a player short of markers plays at most
    as many cards as markers ("Choosing cards"), so one card fewer, or one more up to that, is no
    mistake."""
    asked = cards_asked(rules, position, player)
    at_most = rules.choice("card-count-when-short", position.rulings) == "supply-at-round-start-at-most"
    return at_most and asked < rules.round.cards_per_round and n <= asked


def region_card_twice(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                      hand: Hand) -> Made | None:
    if rules.components.region_cards_per_region != 1:
        return None
    p = _player_with(plays, rng, lambda c: len(c) >= 2 and c[0].is_region and c[0].kind != "witch")
    if p is None:
        return None
    plays[p] = [plays[p][0], plays[p][0]] + plays[p][2:]
    return p, "CARD_PLAYED_TWICE"


def knight_twice_marked_otherwise(rules: Rules, position: Position, plays: Plays, witch: Plays,
                                  rng: random.Random, hand: Hand) -> Made | None:
    """A Witch's player writing, after the Witch, the Knight declined and then the Knight added, where a
    hand holds one Knight ("Preparation"): a mark says what the Knight does, not which card it is
    ("Revealing cards — Knight"), so the second is the same card played twice (a Witch's first
    selection may hold the Knight before its last card: its cards go back)."""
    if rules.components.held("knight") != 1:
        return None
    p = _player_with(plays, rng, lambda c: len(c) >= 3 and c[0].kind == "witch")
    if p is None or p not in witch or "knight" in position.used.get(p, []):     # a spent Knight is told so first
        return None
    if any(c.kind == "knight" for c in witch[p]):       # re-selected, it would be a card sent back besides
        return None
    cards = plays[p]
    plays[p] = [cards[0], *cards[1:-2], Card("knight", declined=True), Card("knight", declined=False)]
    return p, "CARD_PLAYED_TWICE"


def region_card_twice_and_one_more(rules: Rules, position: Position, plays: Plays, witch: Plays,
                                   rng: random.Random, hand: Hand) -> Made | None:
    """Two mistakes in one selection: a Region card written twice, and one card more than the count
    ("Choosing cards"). The refusal names one of them (ALSO), and the lenient play names both: a
    player reads every problem of a selection, not its first alone."""
    made = region_card_twice(rules, position, plays, witch, rng, hand)
    p = made[0] if made is not None else None
    if p is None or not _region_card_added(rules, position, plays, p, rng, hand):
        return None
    return p, "CARD_PLAYED_TWICE"


def _no_knight_after(cards: list[Card]) -> list[int]:
    """The places of the Region cards no Knight follows: where another card can stand without
    changing what a Knight reinforces."""
    return [i for i, c in enumerate(cards) if c.is_region and (i + 1 == len(cards) or cards[i + 1].kind != "knight")]


def _spent_exactly(position: Position, player: str, kind: str, n: int) -> None:
    """The position says `player` has spent exactly `n` cards of `kind`, the other kinds as they were."""
    position.used[player] = [k for k in position.used.get(player, []) if k != kind] + [kind] * n


def dragon_past_held(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                     hand: Hand) -> Made | None:
    """One Dragon more in a selection than a hand holds ("Preparation", "Revealing cards — Dragon"),
    written over the Dragon already there and Region cards no Knight follows, the player having spent
    none and playing no Witch: a card written more often than held is played twice, whatever else the
    kind's rules say."""
    held = rules.components.held("dragon")
    if held < 1:
        return None

    def places(cards: list[Card]) -> list[int]:
        return sorted([i for i, c in enumerate(cards) if c.kind == "dragon"] + _no_knight_after(cards))
    p = _player_with(plays, rng, lambda c: len(places(c)) > held and c[0].kind != "witch")     # no cards sent back
    if p is None:
        return None
    for i in places(plays[p])[:held + 1]:
        plays[p][i] = Card("dragon")
    _spent_exactly(position, p, "dragon", 0)
    return p, "CARD_PLAYED_TWICE"


def unheld_card_played(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                       hand: Hand) -> Made | None:
    unheld = [kind for kind in SPECIAL_KINDS if rules.components.held(kind) == 0]
    # over a first card other than a Witch, whose cards sent back and re-selection would be wrong besides
    p = _player_with(plays, rng, lambda c: bool(c) and c[0].kind != "witch") if unheld else None
    if p is None:
        return None
    plays[p] = [Card(rng.choice(unheld))] + plays[p][1:]
    return p, "CARD_NOT_HELD"


def witch_not_first(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                    hand: Hand) -> Made | None:
    p = _player_with(plays, rng, lambda c: len(c) >= 2 and c[0].kind != "witch")
    if p is None or not any(c.kind == "witch" for c in hand(p)):
        return None
    cards = [c for c in plays[p] if c.kind != "knight"]
    plays[p] = cards[:1] + [next(c for c in hand(p) if c.kind == "witch")] + cards[1:len(plays[p]) - 1]
    return p, "WITCH_NOT_FIRST"


def knight_not_last(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                    hand: Hand) -> Made | None:
    # (a selection with no Witch: put before one, the Knight would leave it not first besides)
    p = _player_with(plays, rng, lambda c: len(c) >= 2 and c[-1].kind == "knight" and c[0].kind != "witch")
    if p is None:
        return None
    plays[p] = [plays[p][-1]] + plays[p][:-1]
    return p, "KNIGHT_NOT_LAST"


def reselection_left_out(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                         hand: Hand) -> Made | None:
    p = _player_with(plays, rng, lambda c: bool(c) and c[0].kind == "witch")
    if p is None or p not in witch:
        return None
    del witch[p]
    return p, "MISSING_RESELECTION"


def reselection_left_out_before_a_later_count(rules: Rules, position: Position, plays: Plays, witch: Plays,
                                              rng: random.Random, hand: Hand) -> Made | None:
    """A Witch's re-selection left out, and a player seated after the Witch's player writing one Region
    card more: the strict play refuses first what comes first in the round. "Revealing cards — Witch":
    the Witch's players re-select after every other player has revealed, so the later player's count
    is refused; re-selecting at once instead ([cards] witch_reselects = at-once, a variant's), in the
    Witch player's turn, the missing re-selection is."""
    seats = position.players
    witches = [p for p in seats if plays.get(p) and plays[p][0].kind == "witch" and p in witch]
    pairs = [(p, q) for p in witches for q in seats[seats.index(p) + 1:]
             if plays.get(q) and plays[q][0].kind != "witch"]
    if not pairs:
        return None
    p, q = rng.choice(pairs)
    if not _region_card_added(rules, position, plays, q, rng, hand):
        return None
    del witch[p]
    return (p, "MISSING_RESELECTION") if rules.cards.witch_reselects == "at-once" else (q, "TOO_MANY_CARDS")


def reselection_one_card_fewer(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                               hand: Hand) -> Made | None:
    """A Witch's re-selection one card short ("Revealing cards — Witch": the player selects again as
    many cards as a selection holds): refused as too few, the sentence counting the re-selection, not
    the selection."""
    p = _player_with(plays, rng, lambda c: bool(c) and c[0].kind == "witch")
    if p is None or len(witch.get(p, [])) < 2 or _count_allowed(rules, position, p, len(witch[p]) - 1):
        return None
    witch[p] = list(witch[p])[:-1]
    return p, "TOO_FEW_CARDS"


def reselection_one_card_fewer_after_a_lone_witch(rules: Rules, position: Position, plays: Plays, witch: Plays,
                                                  rng: random.Random, hand: Hand) -> Made | None:
    """The same after a Witch played alone, nothing sent back: a re-selection all the same, so the
    sentence counts the re-selection."""
    made = reselection_one_card_fewer(rules, position, plays, witch, rng, hand)
    if made is not None and made[0] is not None:
        plays[made[0]] = list(plays[made[0]])[:1]
    return made


def reselection_past_a_short_supply_after_a_lone_witch(rules: Rules, position: Position, plays: Plays,
                                                        witch: Plays, rng: random.Random, hand: Hand) -> Made | None:
    """A Witch played alone by a player short of markers (the supply cut to one card fewer than the
    re-selection written), the position answering card-count-when-short =
    supply-at-round-start-at-most: the re-selection is one card too many, told in that answer's words
    ("at most"), counting the re-selection, not the selection."""
    rid, at_most = "card-count-when-short", "supply-at-round-start-at-most"
    p = _player_with(plays, rng, lambda c: bool(c) and c[0].kind == "witch")
    if p is None or p not in witch or len(witch[p]) < 2 or position.supply is None \
            or at_most not in rules.ruling(rid).alternatives or any(c.kind == "knight" for c in witch[p]):
        return None
    position.rulings[rid] = at_most
    position.supply[p] = len(witch[p]) - 1
    plays[p] = list(plays[p])[:1]
    return p, "TOO_MANY_CARDS"


def reselection_without_witch(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                              hand: Hand) -> Made | None:
    p = _player_with(plays, rng, lambda c: bool(c) and c[0].kind != "witch")
    if p is None:
        return None
    witch[p] = list(plays[p])
    return p, "RESELECTION_WITHOUT_WITCH"


def empty_reselection_without_witch(rules: Rules, position: Position, plays: Plays, witch: Plays,
                                    rng: random.Random, hand: Hand) -> Made | None:
    """A re-selection written empty for a player who played no Witch: only a Witch's player
    re-selects ("Revealing cards — Witch"), and an empty entry is an entry."""
    p = _player_with(plays, rng, lambda c: bool(c) and c[0].kind != "witch")
    if p is None:
        return None
    witch[p] = []
    return p, "RESELECTION_WITHOUT_WITCH"


def spent_card_played(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                      hand: Hand) -> Made | None:
    """A Knight, Dragon or Witch in the selection that the position says the player has already
    spent (the Knight where [components] once_per_game names it, put last in a selection where none
    holds it). Where a hand holds more than one
    Dragon (a variant's), two in the selection, the second in place of a Region card no Knight
    follows, and all the hand's Dragons but one spent: the second is the one too many, counted
    with the one before it."""
    for kind in ("knight", "dragon", "witch"):
        held = rules.components.held(kind)
        if kind not in rules.components.once_per_game or held < 1 or (held > 1 and kind != "dragon"):
            continue

        def holds_it(cards: list[Card], kind: str = kind) -> bool:
            return any(card.kind == kind for card in cards)
        p = _player_with(plays, rng, holds_it)
        if p is None and kind == "knight":
            p = _knight_put_last(plays, witch, rng)
        if p is None:
            continue
        if held > 1:
            free = _no_knight_after(plays[p])
            if not free:
                continue
            plays[p][rng.choice(free)] = Card(kind)
        _spent_exactly(position, p, kind, held if held == 1 else held - 1)
        return p, f"{kind.upper()}_ALREADY_USED"
    return None


def spent_dragon_before_the_knight(rules: Rules, position: Position, plays: Plays, witch: Plays,
                                   rng: random.Random, hand: Hand) -> Made | None:
    """A spent Dragon written in place of the Region card a last Knight follows, where a hand holds one
    Dragon spent once a game: DRAGON_ALREADY_USED, and nothing of the Knight, which follows the cards
    played (a refused card is not played, so it is no card the Knight comes after: "Revealing cards
    — Knight", under every answer of knight-after-non-region)."""
    if "dragon" not in rules.components.once_per_game or rules.components.held("dragon") != 1:
        return None
    p = _player_with(plays, rng, lambda c: len(c) >= 3 and c[-1].kind == "knight" and c[-2].is_region
                     and all(card.kind != "dragon" for card in c))
    if p is None:
        return None
    plays[p][-2] = Card("dragon")
    _spent_exactly(position, p, "dragon", 1)
    return p, "DRAGON_ALREADY_USED"


def spent_card_reselected(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                          hand: Hand) -> Made | None:
    """A Dragon (or, where [components] once_per_game names it, a Knight) the position says the player
    has spent, in that player's Witch re-selection in place of a Region card no Knight follows (the
    Knight: of the last card): a spent card has left the game, and a re-selection is made from the
    cards in hand ("Revealing cards — Witch"), so the kind's ALREADY_USED, as in a selection. Only
    where a hand holds one of the kind, and neither the player's selection nor re-selection does."""
    for kind in ("dragon", "knight"):
        if kind not in rules.components.once_per_game or rules.components.held(kind) != 1:
            continue

        def places(cards: list[Card], kind: str = kind) -> list[int]:
            if kind == "knight":
                return [len(cards) - 1] if cards and cards[-1].is_region else []
            return _no_knight_after(cards)
        fit = [p for p in sorted(witch) if places(witch[p]) and all(c.kind != kind for c in plays[p] + witch[p])]
        if not fit:
            continue
        p = rng.choice(fit)
        witch[p][rng.choice(places(witch[p]))] = Card(kind)
        _spent_exactly(position, p, kind, 1)
        return p, f"{kind.upper()}_ALREADY_USED"
    return None


def _knight_put_last(plays: Plays, witch: Plays, rng: random.Random) -> str | None:
    """A player with no Witch this round whose last card becomes a Knight, declined (so it asks no
    marker, "Revealing cards — Knight"): a row that spends the Knight meets a spent one again even
    where no drawn selection holds it. None where every selection ends with a Knight or holds a Witch."""
    fit = [p for p, cards in plays.items() if cards and p not in witch
           and all(c.kind not in ("knight", "witch") for c in cards)]
    if not fit:
        return None
    p = rng.choice(sorted(fit))
    plays[p][-1] = Card("knight", declined=True)
    return p


def sent_back_knight_reselected(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                                hand: Hand) -> Made | None:
    """"Revealing cards — Witch", ruling witch-reselect-same-cards = forbidden (the position carries
    that answer): the Witch sends back a Knight marked added, and the re-selection ends with the
    Knight marked declined. A marked Knight is the same card as the Knight ("Game records": the mark
    says what it does, not which card it is): RESELECTION_SAME_CARD. The player's other re-selected
    cards are none of those sent back, so the Knight is the one same card; skipped where another
    re-selection of the round holds a card sent back (the ruling would refuse that one too)."""
    from ...engine.selection import spent

    if rules.components.held("knight") < 1:
        return None
    def fresh(q: str) -> bool:      # q's re-selection holds no card q's Witch sent back
        return not {c.identity() for c in witch[q]} & {c.identity() for c in plays[q][1:]}

    if not all(fresh(q) for q in witch):
        return None             # another re-selection the ruling would refuse too: not this mistake alone
    fit = [p for p in sorted(witch) if len(plays[p]) >= 2 and witch[p]
           and spent(position, p, "knight") < rules.components.held("knight")
           and all(c.kind != "knight" for c in witch[p][:-1])]
    if not fit:
        return None
    p = rng.choice(fit)
    plays[p][-1] = Card("knight", declined=False)        # sent back by the Witch, so never resolved
    witch[p][-1] = Card("knight", declined=True)         # declined: it asks no marker of the supply
    position.rulings["witch-reselect-same-cards"] = "forbidden"
    return p, "RESELECTION_SAME_CARD"


def knight_beyond_supply(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                         hand: Hand) -> Made | None:
    """"Revealing cards — Knight" with a Knight of more than one marker (a variant's [cards]
    knight_extra_markers): a round's full count of cards, Region cards then the Knight marked added,
    from a supply of exactly that many markers, asks for one marker more than the supply holds.
    Under card-without-marker = illegal (the position carries that answer) the Knight is refused,
    NO_MARKER_LEFT, and the lenient play resolves the other cards as if it were not written
    (DROPPED). Only a variant's Knight reaches it: the rulebook's adds one marker."""
    from ...engine.selection import spent

    n, extra, held = rules.round.cards_per_round, rules.cards.knight_extra_markers, rules.components.held("knight")
    if extra < 2 or n < 2 or held < 1 or (
            n == 2 and rules.choice("knight-with-two-cards", position.rulings) == "no-marker"):
        return None
    supply = position.supply or {}
    fit = [p for p in sorted(plays) if p not in witch and len(plays[p]) == n and supply.get(p, 0) >= n
           and all(c.is_region for c in plays[p][:-1]) and spent(position, p, "knight") < held]
    if not fit:
        return None
    p = rng.choice(fit)
    plays[p][-1] = Card("knight", declined=False)
    supply[p] = n                        # the Region cards take n - 1 markers, the Knight `extra` more
    position.rulings["card-without-marker"] = "illegal"
    return p, "NO_MARKER_LEFT"


def knight_beyond_supply_and_one_more(rules: Rules, position: Position, plays: Plays, witch: Plays,
                                      rng: random.Random, hand: Hand) -> Made | None:
    """knight_beyond_supply with one Region card more written after the Knight: two mistakes of one
    selection, told in the order the rules meet them. Its count is the selection's when the cards are
    chosen ("Choosing cards"), the Knight's markers are asked when it is revealed ("Revealing cards —
    Knight"), so the strict play refuses the count (TOO_MANY_CARDS) and the lenient play names it, then
    the Knight past the supply (IN_ORDER); the card past the count cut, the Knight is last again, and the
    Region cards before it are played alone."""
    made = knight_beyond_supply(rules, position, plays, witch, rng, hand)
    p = made[0] if made is not None else None
    if p is None or not _region_card_added(rules, position, plays, p, rng, hand, after_the_knight=True):
        return None
    return p, "TOO_MANY_CARDS"


def witch_in_its_reselection(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                             hand: Hand) -> Made | None:
    """The Witch played again, first in the re-selection it calls for ("Revealing cards — Witch": it
    was played this round): WITCH_ALREADY_USED, in the words of the Witch just played
    (play.witch-spent), whatever number of Witches a hand holds."""
    p = rng.choice(sorted(witch)) if witch else None
    if p is None or not witch[p]:
        return None
    witch[p] = [plays[p][0], *witch[p][:-1]]
    return p, "WITCH_ALREADY_USED"


def witch_and_knight_reselected_first(rules: Rules, position: Position, plays: Plays, witch: Plays,
                                      rng: random.Random, hand: Hand) -> Made | None:
    """The Witch played again first in its re-selection, a Knight right after it and a Region card
    last: WITCH_ALREADY_USED, and the Knight not last (KNIGHT_NOT_LAST, "Revealing cards — Knight"),
    which the lenient play names too: a Witch that opens a first selection excuses the Knight's
    place, a spent one opening a re-selection does not."""
    from ...engine.cards import Card

    if rules.components.held("knight") < 1 or "knight" in rules.components.once_per_game:
        return None
    fit = [p for p in sorted(witch) if len(witch[p]) >= 3]
    if not fit:
        return None
    p = rng.choice(fit)
    n = len(witch[p])         # as many cards as the re-selection drawn: no count to refuse
    rest = [c for c in witch[p] if c.kind not in ("knight", "witch")][-(n - 2):]
    if len(rest) != n - 2 or not rest[-1].is_region:
        return None
    witch[p] = [plays[p][0], Card("knight"), *rest]
    return p, "WITCH_ALREADY_USED"


def dragon_reselected(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                      hand: Hand) -> Made | None:
    """Ruling witch-reselect-dragon = forbidden (the position carries that answer): a Dragon the
    player holds, unspent and not sent back, first in a Witch's re-selection in place of its first
    card: RESELECTION_DRAGON, a refusal of the Witch's rule ("Revealing cards — Witch"). Skipped
    where another re-selection of the round holds a Dragon (the ruling would refuse that one too)."""
    from ...engine.selection import spent

    if rules.components.held("dragon") < 1 or any(c.kind == "dragon" for q in witch for c in witch[q]):
        return None
    fit = [p for p in sorted(witch) if witch[p] and spent(position, p, "dragon") < rules.components.held("dragon")
           and all(c.kind != "dragon" for c in plays[p])]
    if not fit:
        return None
    p = rng.choice(fit)
    witch[p][0] = Card("dragon")
    position.rulings["witch-reselect-dragon"] = "forbidden"
    return p, "RESELECTION_DRAGON"


# the sentence a mistake's refusal must say, where its words are the rule's (by the mistake's name)
WORDS = {"witch_in_its_reselection": "play.witch-spent", "witch_and_knight_reselected_first": "play.witch-spent",
         "unheld_card_played": "play.card-not-held", "spent_dragon_before_the_knight": "play.dragon-spent",
         # the Witch's two rulings on a re-selection, each in its own words ("Revealing cards — Witch")
         "dragon_reselected": "play.reselection-dragon", "sent_back_knight_reselected": "play.reselection-same-card",
         # a special card out of its place, in the words of that card's rule ("Revealing cards")
         "knight_not_last": "play.knight-not-last", "witch_not_first": "play.witch-not-first"}

# the sentences a refused count is told in ("Choosing cards"): a whole round's, a short supply's, and
# a short supply's under card-count-when-short = supply-at-round-start-at-most
COUNT_SENTENCES = ("play.card-count", "play.card-count.short", "play.card-count.at-most")

# the card a mistake's refusal is about, by the mistake's name: NO_CARD where the card it lacks was
# never written (one card fewer, a selection left out, a re-selection with no Witch to name) or the
# refusal is a whole selection's or round's; else the kind of the card the mistake wrote wrong
NO_CARD = ""
ABOUT = {"one_card_fewer": NO_CARD, "selection_left_out": NO_CARD, "stranger_plays": NO_CARD,
         "strangers_out_of_name_order": NO_CARD,
         "round_after_the_end": NO_CARD, "reselection_without_witch": NO_CARD,
         "witch_not_first": "witch", "knight_not_last": "knight", "witch_in_its_reselection": "witch",
         "witch_and_knight_reselected_first": "witch",
         "reselection_left_out": "witch", "sent_back_knight_reselected": "knight", "knight_beyond_supply": "knight",
         "empty_reselection_without_witch": NO_CARD, "dragon_past_held": "dragon",
         "spent_dragon_before_the_knight": "dragon"}
# the other code a mistake of two calls for, by the mistake's name: its refusal may give either,
# its lenient play names both
ALSO = {"region_card_twice_and_one_more": "TOO_MANY_CARDS", "witch_and_knight_reselected_first": "KNIGHT_NOT_LAST",
        "knight_beyond_supply_and_one_more": "NO_MARKER_LEFT"}
# the mistakes of two whose order the rules fix: the strict play refuses the first of its codes, the
# lenient play names both in that order (a selection's count when it is chosen, its cards as revealed)
IN_ORDER = ("knight_beyond_supply_and_one_more",)
# what else a mistake's lenient play may name (by code, whichever player), by the mistake's name, and why;
# no other code: a refused card is left out of the play, so the cards after it are judged against the
# cards played
TOLD_BESIDE = {
    # another stranger, written too
    "strangers_out_of_name_order": {"UNKNOWN_PLAYER"},
    # the Witch's re-selection left out is played as none: fewer cards than it owes
    "reselection_left_out": {"TOO_FEW_CARDS"},
    # and the later player's card too many is the mistake's own, whichever of the two is refused first
    "reselection_left_out_before_a_later_count": {"MISSING_RESELECTION", "TOO_FEW_CARDS", "TOO_MANY_CARDS"},
    # a spent Witch is not played, so its player's re-selection follows no Witch
    "spent_card_played": {"RESELECTION_WITHOUT_WITCH"},
}
# the mistakes whose refused part the lenient play leaves out, the rest of the round resolved as if it
# were not written: the Knight past the supply (its player's last card; the player's other cards
# played), a selection left out or a stranger's (every seated player's cards played all the same)
UNWRITTEN = ("knight_beyond_supply", "knight_beyond_supply_and_one_more", "selection_left_out", "stranger_plays",
             "strangers_out_of_name_order")
# the mistakes whose round is refused as a whole: its lenient play names it and plays none of its cards
WHOLE_ROUND_REFUSED = ("round_after_the_end", "empty_round_after_the_end")
# the cards of its player's selection each Knight past the supply leaves out at its end: the Knight, and
# the card past the count after it
_LEFT_OUT_AT_THE_END = {"knight_beyond_supply": 1, "knight_beyond_supply_and_one_more": 2}


def as_if_unwritten(mistake: str, player: str, seated: list[str], plays: Plays) -> Plays:
    """The round's selections with the part UNWRITTEN's mistake got wrong left out."""
    if mistake in _LEFT_OUT_AT_THE_END:
        cut = _LEFT_OUT_AT_THE_END[mistake]
        return {q: list(c[:-cut]) if q == player else c for q, c in plays.items()}
    return {q: c for q, c in plays.items() if q in seated}


def expected_card(mistake: str, code: str) -> str | None:
    """The kind of card the refusal must name (NO_CARD: none), None where the mistake leaves it open
    (one card more: the extra card or the Knight after it). A spent card's refusal names that card."""
    if mistake == "spent_card_played":
        return code.removesuffix("_ALREADY_USED").lower()
    return ABOUT.get(mistake)


def _card_kind(card: Any) -> str:
    """The kind of the card a refusal names (a card, or its word: "knight!declined" a Knight's), NO_CARD
    for none."""
    return NO_CARD if card is None else getattr(card, "kind", str(card).split("!")[0])


def expected_words(rules: Rules, mistake: str, code: str) -> tuple[str, dict[str, Any]] | None:
    """(template key, values it must carry) of the sentence a mistake's refusal must say, where its
    words are the rule's: WORDS; a spent card, the one the hand held or all of them ("Components":
    [components] dragons_per_player and the like: "all 2 Dragons spent" where a hand holds two)."""
    if mistake in WORDS:
        return WORDS[mistake], {}
    if mistake == "dragon_past_held":
        return "play.card-played-twice", {"held": rules.components.held("dragon")}
    if mistake == "spent_card_played":
        kind = code.removesuffix("_ALREADY_USED").lower()
        held = rules.components.held(kind)
        return (f"play.{kind}-spent", {}) if held == 1 else (f"play.{kind}-spent-all", {"held": held})
    return None


def selection_left_out(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                       hand: Hand) -> Made | None:
    p = rng.choice(sorted(plays))
    del plays[p]
    witch.pop(p, None)
    return p, "MISSING_PLAYER"


def stranger_plays(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                   hand: Hand) -> Made | None:
    plays[STRANGER] = list(next(iter(plays.values())))
    return STRANGER, "UNKNOWN_PLAYER"


def strangers_out_of_name_order(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                                hand: Hand) -> Made | None:
    """Two selections for people not playing, written out of their names' order (Zed, then Abe):
    the first written is refused (the problems of a round are told in the order written); the lenient
    play names both."""
    cards = list(next(iter(plays.values())))
    plays[STRANGER] = list(cards)
    plays[OTHER_STRANGER] = list(cards)
    return STRANGER, "UNKNOWN_PLAYER"


def round_after_the_end(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                        hand: Hand) -> Made | None:
    """A round played from a position whose game is over ("Game end and winning"): the round is
    refused as a whole, no player named."""
    position.game_over = True
    return None, "ROUND_AFTER_GAME_END"


def empty_round_after_the_end(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                              hand: Hand) -> Made | None:
    """The same with no card written at all: the round after the end is refused as such, not as
    every player's play missing."""
    position.game_over = True
    plays.clear()
    witch.clear()
    return None, "ROUND_AFTER_GAME_END"


# (what the mistake is, the card written for a card of this name, the sentence it calls for)
CARD_OBJECT_MISTAKES: tuple[tuple[str, Callable[[str], object], str], ...] = (
    ("card object with a field too many", lambda name: {"card": name, "colour": "red"}, "card.object-fields"),
    ("card object without its card", lambda name: {"declined": True}, "card.object-fields"),
    ("card object empty", lambda name: {}, "card.object-fields"),
    # a field names what it names as written: "Card" and "Declined" are no card object's fields
    ("card object with its card's field in capitals", lambda name: {"Card": name}, "card.object-fields"),
    ("Knight's mark with its field in capitals", lambda name: {"card": "knight", "Declined": True},
     "card.object-fields"),
    ("card object inside a card object", lambda name: {"card": {"card": name}}, "card.object-name"),
    ("card list inside a card object", lambda name: {"card": [name]}, "card.object-name"),
    ("Knight's mark on another card", lambda name: {"card": name, "declined": False}, "card.object-not-knight"),
    ("Knight's mark neither true nor false", lambda name: {"card": "knight", "declined": "yes"},
     "card.object-declined"),
    # a number is no mark either, 1 and 0 too (JSON's true is no 1: never read as one)
    ("Knight's mark a number", lambda name: {"card": "knight", "declined": 1}, "card.object-declined"),
    # a region's number is one the board numbers (1 to its regions): 0 and 99 name none, never read round
    ("a region's number past the board", lambda name: 99, "card.unknown-region"),
    ("region number 0", lambda name: 0, "card.unknown-region"),
    # and null is written, so no mark left out: neither true nor false on the Knight, a mark on another card
    ("Knight's mark null", lambda name: {"card": "knight", "declined": None}, "card.object-declined"),
    ("a null mark on another card", lambda name: {"card": name, "declined": None}, "card.object-not-knight"),
    # and in the word form ("Game records": only a Knight takes a mark, declined or added)
    ("Knight's word with another mark", lambda name: "knight!maybe", "card.bad-mark"),
    ("Knight's word with an empty mark", lambda name: "knight!", "card.bad-mark"),
    # quoted as written, not as read (a card's word is read trimmed, in small letters)
    ("Knight's word with another mark, in capitals and spaced", lambda name: " Knight!Maybe ", "card.bad-mark"),
    # nor a mark a few letters short of one: "add" is not "added", "decline" not "declined"
    ("Knight's word with a mark short of added", lambda name: "Knight!add", "card.bad-mark"),
    ("Knight's word with a mark short of declined", lambda name: "knight!decline", "card.bad-mark"),
    # a space after the bang is no mark the rulebook's words know: " declined" is not "declined"
    ("Knight's word with a space after its bang", lambda name: "Knight! declined", "card.bad-mark"),
    # and before it: the card's word is all that comes before the bang, "knight " no card's word
    # (only the whole word is read trimmed), so no Knight is read from it, declined or not
    ("Knight's word with a space before its bang", lambda name: "Knight !declined", "card.unknown-region"),
    ("Knight's mark on a Dragon's word", lambda name: "dragon!declined", "card.bad-mark"),
    # and on the card's own word, a region's (or a special card's): no region is read from before the mark
    ("Knight's mark on the card's word", lambda name: f"{name}!declined", "card.bad-mark"),
    ("another mark on the card's word", lambda name: f"{name}!maybe", "card.bad-mark"),
    # a word naming no card, with a mark: the word is what is wrong (no region of that name), not the mark
    ("a mark on a word naming no card", lambda name: "Atlantis!declined", "card.unknown-region"),
    # an empty mark is a mark all the same: no region is read from the word with its bang
    ("an empty mark on the card's word", lambda name: f"{name}!", "card.bad-mark"),
    # and a bang before the card's word leaves no word before the mark: no card, whatever follows it
    ("a bang before the card's word", lambda name: f"!{name}", "card.unknown-region"),
    # two marks: the card's word is what comes before the first bang, so it is a card with a bad mark
    ("two marks on the card's word", lambda name: f"{name}!declined!added", "card.bad-mark"),
)


Mistake = Callable[[Rules, Position, Plays, Plays, random.Random, Hand], Made | None]
MISTAKES: tuple[Mistake, ...] = (one_card_more, two_cards_more, one_card_more_under_the_positions_count,
                                  one_card_fewer, region_card_twice,
                                  region_card_twice_and_one_more, dragon_past_held,
                                  unheld_card_played,
                                  witch_not_first, knight_not_last,
                                  reselection_left_out, reselection_left_out_before_a_later_count,
                                  reselection_one_card_fewer, reselection_one_card_fewer_after_a_lone_witch,
                                  reselection_past_a_short_supply_after_a_lone_witch,
                                  reselection_without_witch, sent_back_knight_reselected,
                                  empty_reselection_without_witch,
                                  spent_card_played, spent_dragon_before_the_knight, spent_card_reselected,
                                  witch_in_its_reselection,
                                  witch_and_knight_reselected_first,
                                  selection_left_out, stranger_plays,
                                  strangers_out_of_name_order,
                                  round_after_the_end, knight_beyond_supply, knight_beyond_supply_and_one_more,
                                  dragon_reselected,
                                  empty_round_after_the_end, knight_twice_marked_otherwise)


def run(rules: Rules, rounds: int = DEFAULT_ROUNDS, seed: int = SEED) -> OracleReport:
    """An OracleReport: every mistake in every drawn round refused for its own reason."""
    import copy
    import functools

    from ...engine.simulate import choose_round
    from ...errors import TextError
    from ...messages import text
    from .drawn import draw_position, hand_cards

    report = OracleReport(text("conformance.what.plays", n=rounds, mistakes=len(MISTAKES) + len(CARD_OBJECT_MISTAKES),
                               seed=seed), label="play validation, selections written wrong")
    for i in range(rounds):
        rng = random.Random(f"{seed}:{i}")
        position = draw_position(rng, rules)
        try:
            plays, witch = choose_round(rng, position, rules)
        except TextError:           # the simulator finds no legal round here (rare rules): nothing to make wrong
            continue
        for mistake in MISTAKES:
            pos, p_plays, p_witch = position.copy(), copy.deepcopy(plays), copy.deepcopy(witch)
            made = mistake(rules, pos, p_plays, p_witch, rng, functools.partial(hand_cards, rules, pos))
            if made is not None:
                _compare(rules, pos, p_plays, p_witch, made, report, mistake.__name__)
        _card_objects(rules, position, plays, witch, rng, report)
    return report


def _card_objects(rules: Rules, position: Position, plays: Plays, witch: Plays, rng: random.Random,
                  report: OracleReport) -> None:
    """Each CARD_OBJECT_MISTAKES in a one-round record of this round, at one non-Knight card of one
    player: the reader refuses that card with that mistake's sentence, quoting the card as written
    (the whole object, not the name inside it), in a sentence saying where the card is (its round,
    its player and the card: the number 0 too, which a test of truth would take for no card)."""
    from ...io.game_record import read_record
    from ..rounds import one_round_record

    choices = [(p, i) for p, cards in sorted(plays.items()) for i, c in enumerate(cards) if c.kind != "knight"]
    if not choices:
        return
    player, i = rng.choice(choices)
    record = one_round_record(position.to_dict(rules), plays, witch, rules, "cards written wrong")
    if rules.chosen_rulings:
        record["rulings"] = dict(rules.chosen_rulings)
    name = record["rounds"][0][player][i]
    field = f"rounds[0].{player}[{i}]"
    for mistake, written, key in CARD_OBJECT_MISTAKES:
        record["rounds"][0][player][i] = written(name)
        report.cases += 1
        _, problems = read_record(record, extra_variants=rules.variant_refs)
        quoted = show_value(written(name))          # the sentence's clause `key`, quoting the card as written
        inner = _inner_written(written(name))       # and a card object's own card, where it is one
        said = [(p.code, p.field, clause_value(p.sentence, key, "value") == quoted
                 and (inner is None or clause_value(p.sentence, key, "inner") == show_value(inner))
                 and any(c.key == "play.where.card" for c in clauses(p.sentence)))
                for p in problems if p.severity == "error"]
        if said != [("UNKNOWN_CARD", field, True)] and len(report.mismatches) < 10:
            report.mismatches.append({"mistake": mistake, "expected": {"field": field, "sentence": key,
                                                                       "quoting": quoted},
                                      "referee": [{"code": c, "field": f} for c, f, _ in said]})
    if isinstance(name, str):           # its word in capitals, with spaces around: the same card, read without a word
        record["rounds"][0][player][i] = f"  {name.upper()} "
        report.cases += 1
        read, problems = read_record(record, extra_variants=rules.variant_refs)
        errors = [p.code for p in problems if p.severity == "error"]
        if (errors or read is None or read.rounds[0].plays[player][i] != plays[player][i]) \
                and len(report.mismatches) < 10:
            report.mismatches.append({"mistake": "none: a card's word in capitals, with spaces around it",
                                      "expected": {"field": field, "card": name}, "referee": errors})


def _inner_written(card: object) -> object | None:
    """What a card object holds as its card where that is no card's name (an object or a list: the
    refusal card.object-name quotes it as `inner`), else None."""
    inner = card.get("card") if isinstance(card, dict) else None
    return inner if isinstance(inner, (dict, list)) else None


def _keys(sentence: Text) -> set[str]:
    """The template keys of a sentence and of every sentence inside it."""
    return {clause.key for clause in clauses(sentence)}


def _in_french(play: Any) -> bool:
    """A refusal's JSON asked in French (`replay --json --lang fr`) carries its sentence and its
    section's name in French: the French sentence, which differs from the English one (every
    sentence of the catalogue has its own French); its `rule` stays the section's English name, an id
    a program reads the same in every language."""
    answer = play.to_dict("fr")
    return bool(answer["message"] == play.text.render("fr") != play.text.render("en")
                and answer["section"] == section_name(play.section, "fr") and answer["rule"] == play.section)


def _compare(rules: Rules, position: Position, plays: Plays, witch: Plays, made: Made, report: OracleReport,
             mistake: str) -> None:
    from ...engine.round_play import IllegalPlayError, play_round, resolve_round

    report.cases += 1
    player, code = made
    try:
        play_round(position, rules, plays, witch)
        said, why, named, reason, about, refused = None, set(), True, None, NO_CARD, None
        strict_in_french = True
    except IllegalPlayError as exc:
        said, why, named = (exc.player, exc.code), _keys(exc.play.reason), names_what_it_is_about(exc.play)
        reason, about, refused = exc.play.reason, _card_kind(exc.play.card), exc.play.card
        # the strict refusal (`referee replay` of the record, `referee.play_round`) tells it in French too
        strict_in_french = isinstance(exc.text, Text) and exc.text.render("fr") == exc.play.text.render("fr")
    # "Choosing cards": a player short of markers plays as many cards as markers; a count refused
    # then says so (the supply and the full count), and only then
    short = player is not None and cards_asked(rules, position, player) < rules.round.cards_per_round
    words = expected_words(rules, mistake, code)
    supply = (position.supply or {}).get(player or "", 0)
    words_ok = (code not in ("TOO_MANY_CARDS", "TOO_FEW_CARDS") or ("play.short-supply" in why) == short) and (
        words is None or (reason is not None and says(reason, *words)))
    if short and reason is not None and "play.short-supply" in why:     # the supply, and a whole round's count
        full = rules.round.cards_per_round
        words_ok = words_ok and says(reason, "play.short-supply", {"supply": supply, "full": full})
    counted = code in ("TOO_MANY_CARDS", "TOO_FEW_CARDS")
    if player is not None and said == (player, code) and counted and reason is not None:
        # the count the player owed and the count written, each where the sentence puts it
        again = mistake.startswith(("reselection_one_card_fewer", "reselection_past_"))  # a re-selection's count
        counts = {"required": cards_asked(rules, position, player),
                  "found": len((witch if again else plays)[player])}
        words_ok = words_ok and any(says(reason, key, counts) for key in COUNT_SENTENCES)
        # a short player's count in the words of the answer in force, the position's over the rules'
        at_most = rules.choice("card-count-when-short", position.rulings) == "supply-at-round-start-at-most"
        words_ok = words_ok and (not short or ("play.card-count.at-most" in why) == at_most)
        # and what it counts: the selection, or the Witch's re-selection
        told, other = ("play.the-reselection", "play.the-selection") if again else \
            ("play.the-selection", "play.the-reselection")
        words_ok = words_ok and told in why and other not in why
    if mistake == "knight_beyond_supply" and said == (player, code) and reason is not None:
        # the markers asked, n - 1 for the Region cards and the Knight's, against the supply of n the mistake left
        n = rules.round.cards_per_round
        asked = {"needed": n - 1 + rules.cards.knight_extra_markers, "supply": n}
        words_ok = words_ok and says(reason, "play.selection-short", asked)
    # played leniently (`referee replay --lenient`): the same play named, in the round's own list
    handed: list[Any] = []
    lenient = position.copy()
    log = resolve_round(lenient, rules, plays, witch, problems=handed)
    codes = (code, ALSO[mistake]) if mistake in ALSO else (code,)      # the strict play gives one, lenient all
    listed = {(h.player, h.code) for h in handed}
    lenient_ok = getattr(log, "problems", None) == handed and all((player, c) in listed for c in codes)
    if mistake in IN_ORDER:
        lenient_ok = lenient_ok and [h.code for h in handed if h.player == player] == list(codes)
    beside = set(codes) | TOLD_BESIDE.get(mistake, set())
    told_more = sorted(f"{h.player} {h.code}" for h in handed if h.code not in beside)
    if mistake in WHOLE_ROUND_REFUSED:          # nothing of a round refused as a whole is played
        lenient_ok = lenient_ok and lenient.to_dict(rules) == position.to_dict(rules)
    if mistake in UNWRITTEN and player is not None:
        alone = position.copy()
        resolve_round(alone, rules, as_if_unwritten(mistake, player, position.players, plays),
                      {q: c for q, c in witch.items() if q in position.players}, check=False)
        lenient_ok = lenient_ok and lenient.to_dict(rules) == alone.to_dict(rules)
    named = named and all(names_what_it_is_about(h) for h in handed)
    named = named and not any(miscited(h.code, h.section) for h in handed)
    # the API's message of each (IllegalPlay.message) is the sentence `replay --json` gives it, where and all
    named = named and all(h.message == h.to_dict()["message"] for h in handed)
    spoken = strict_in_french and all(_in_french(h) for h in handed)
    card = expected_card(mistake, code)
    abouts = {about} | {_card_kind(h.card) for h in handed if (h.player, h.code) == (player, code)}
    card_ok = card is None or abouts == {card}
    if mistake == "two_cards_more" and said == (player, code) and player is not None:   # the first past the count
        past = plays[player][cards_asked(rules, position, player)]
        card_ok = card_ok and refused in (past, past.label(rules.board))           # a card, or its word
    allowed = codes[:1] if mistake in IN_ORDER else codes
    if (said not in [(player, c) for c in allowed] or not words_ok or not lenient_ok or not named or not card_ok
            or not spoken or told_more) and len(report.mismatches) < 10:
        report.mismatches.append({"mistake": mistake, "expected": {"player": player,
                                                                  "code": (" then " if mistake in IN_ORDER
                                                                           else " or ").join(codes)},
                                  "card named": sorted(abouts), "card expected": card,
                                  "sentence names what it is about": named, "JSON in French": spoken,
                                  "lenient": [{"player": h.player, "code": h.code} for h in handed],
                                  "lenient, besides the mistake": told_more,
                                  "referee": None if said is None else {"player": said[0], "code": said[1]},
                                  "short_supply": {"supply": supply,
                                                   "said": "play.short-supply" in why},
                                  "sentences": sorted(why)})
