"""The Knight after every kind of card, at every place a round's cards allow, under every answer of
the rulings about the Knight (plain `check`).

"Revealing cards — Knight": the Knight adds its markers to the Region card just before it; the
rulings knight-after-non-region, knight-with-two-cards, knight-declined and witch-reselect-knight
decide the rest. Which Region card a Knight reinforces after a Dragon depends on how many Region
cards came before: with the rulebook's three cards there is at most one, so reading the first of
them or the last is the same; with four cards a round (a variant) they differ, and drawn rounds
(drawn.py) meet a Knight after a Dragon after two Region cards too seldom to tell. A referee that
took the first there passed `check --variant` of such a variant.

Here one player of a drawn two-player round (the other's cards legal, as `referee simulate`
chooses them) writes a round's cards with the Knight last (taken), the card just before it a Region
card or the Dragon, every other card a distinct Region card, first or as a Witch's re-selection,
with markers enough for all of them, and, re-selected under a Knight of more than one marker, with
markers for the cards but not the Knight's extra ones (refused unless the ruling witch-reselect-knight
= no-marker makes that Knight add none), and so too first, the Knight after the Dragon (enough under
knight-after-non-region = no-marker, where that Knight adds none); and, where a round has more than
two cards, a player with two markers left writing two cards only, the Region card or the Dragon and
the Knight (the ruling knight-with-two-cards; after the Dragon no Region card at all), and, where a round has more than
four, one with four markers writing four (two Region cards before the Dragon: a round of eleven
cards asks more Region cards than a hand holds, so only a short player meets that ruling there).
And the Knight alone (taken), first or re-selected, by a player with one marker left: the Knight
must be the last card, so only alone is it the first; with no card before it, it reinforces
nothing and says why (the first card; no markers where [cards] knight_extra_markers is 0, which
the rule pairs set).
Each round goes to the engine and the round model
(drawn.put_to_both), under the ruleset's own rulings and under each other answer, alone, of every
ruling that involves the Knight's section (rulings.toml's `sections`). Only their agreement counts,
as under drawn.run_alternative_rulings. The rows with markers for the cards alone are played again
under a Knight of three markers (heavier_knight), whatever the ruleset's own Knight: only there does
the Knight's count after the Dragon pass the supply the cards ask.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...messages import text
from . import drawn
from .oracle import OracleReport

if TYPE_CHECKING:
    from ...rules import Rules
    from .drawn import Drawn

SEED = 67
PLAYERS = (2,)               # the smallest round model: the Knight is one player's
TRIES = 10                   # draws per row at most (the drawn player may have spent the Dragon or the Witch)
BEFORE = ("region", "dragon", "alone")     # the card before the Knight; "alone": none, the Knight the one card
HEAVIER = 3                  # a Knight's markers where its rows are played again, tight only (heavier_knight)
SHORT = (2, 4)               # the cards a player short of markers writes, where a round has more


def knight_section(rules: Rules) -> str:
    return f"{rules.cards.section} — Knight"


def ruling_sets(rules: Rules) -> list[dict[str, str]]:
    """The rules' own rulings, then each other answer alone of every open ruling about the Knight."""
    return drawn.each_ruling_alone(rules, knight_section(rules))


def run(rules: Rules, seed: int = SEED) -> OracleReport:
    """Every (card before the Knight, first or re-selected) row under each set of ruling_sets, to
    both readings: one report, its mismatches the legality's and the outcomes'."""
    sets = ruling_sets(rules)
    per_round = rules.round.cards_per_round
    report = OracleReport(text("knight-rows.what", sets=len(sets), cards=per_round), label="the Knight after each card")
    if per_round < 2 or rules.components.held("knight") == 0:
        return report                                     # no round holds a Knight after a card
    found = drawn.ConformanceRun(OracleReport(""), OracleReport(""), seed=seed)
    for n, chosen in enumerate(sets):
        ruled = drawn.under_rulings(rules, chosen)
        play(ruled, drawn.Models(ruled), found, random.Random(f"{seed}:{n}"))
    heavier = heavier_knight(rules)
    if heavier is not None:
        for n, chosen in enumerate(ruling_sets(heavier)):
            ruled = drawn.under_rulings(heavier, chosen)
            play(ruled, drawn.Models(ruled), found, random.Random(f"{seed}:heavier:{n}"), tight_only=True)
    report.cases = found.legality.cases + found.outcome.cases
    report.mismatches = found.legality.mismatches + found.outcome.mismatches
    return report


def heavier_knight(rules: Rules) -> Rules | None:
    """The rules with a Knight of HEAVIER markers, as a variant file, where theirs adds fewer: the
    supply the cards alone ask then falls short of the Knight's markers after the Dragon, which a
    Knight of one or two never does (a round's cards: a Region card, the Dragon, the Knight, three
    markers at most). None where the rules hold no Knight or their variants refuse it."""
    from ...errors import SpecError
    from .variant_sweep import Change, variant_folder, with_changes

    if rules.cards.knight_extra_markers >= HEAVIER or rules.components.held("knight") == 0:
        return None
    try:
        return with_changes(rules, variant_folder(), "knight", "heavier-knight", f"a Knight of {HEAVIER} markers",
                            [Change("cards", "knight_extra_markers", HEAVIER)])
    except SpecError:
        return None


def play(rules: Rules, models: drawn.Models, found: drawn.ConformanceRun, rng: random.Random,
         counts: tuple[int, ...] = PLAYERS, tight_only: bool = False) -> None:
    """Every (card before the Knight, card count of card_counts, first or re-selected) row of `rules`
    under its own rulings, to both readings (into `found`), in rounds of `counts` players: run's rows
    under one set of rulings, and each row of the rule pairs' (rule_pairs.play_row: more cards a
    round meet the rulings about the Knight there). `tight_only`: the rows with markers for the
    cards alone only (_tightness)."""
    if rules.round.cards_per_round < 2 or rules.components.held("knight") == 0:
        return
    for before in BEFORE:
        for cards in card_counts(rules.round.cards_per_round) if before != "alone" else [1]:
            for reselected in (False, True):
                for tight in _tightness(rules, cards, reselected, before):
                    if (tight_only and not tight) or not _can_be_written(rules, before, reselected, cards, tight):
                        continue                    # no draw can give it: none of TRIES draws spent on it
                    row = next((d for _ in range(TRIES)
                                if (d := _row(rng, rules, before, reselected, counts, cards, tight)) is not None), None)
                    if row is not None:
                        drawn.put_to_both(rules, models, found, *row)


def _tightness(rules: Rules, cards: int, reselected: bool, before: str = "region") -> tuple[bool, ...]:
    """Whether a whole round's cards are played with markers for the cards only too (tight), where
    the Knight adds more than one marker, which the cards' own markers then do not cover: a
    re-selection's, and a first selection's whose Knight follows the Dragon (under the ruling
    knight-after-non-region = no-marker that Knight adds nothing, so the cards' markers are enough;
    under last-region-card it asks its own, and the supply falls short where it adds three or more).
    (A first selection's Knight after a Region card beyond the supply is play_domain's
    knight_beyond_supply.)"""
    many = rules.cards.knight_extra_markers > 1
    whole = cards == rules.round.cards_per_round
    return (False, True) if many and whole and (reselected or before == "dragon") else (False,)


def _can_be_written(rules: Rules, before: str, reselected: bool, cards: int, tight: bool = False) -> bool:
    """Whether any drawn round can give the row: the hand holds a Dragon where one is written, a
    Witch where the cards are re-selected, Region cards of enough regions, and a player can have the
    markers the row's supply asks (_row)."""
    components = rules.components
    regions = len(rules.board.regions)           # a hand holds Region cards of these at most
    wanted, supply = _region_cards_and_supply(rules, before, cards, tight)
    return ((before != "dragon" or components.held("dragon") > 0) and (not reselected or components.held("witch") > 0)
            and wanted <= regions and supply <= components.markers_per_player - components.score_track_markers)


def _region_cards_and_supply(rules: Rules, before: str, cards: int, tight: bool = False) -> tuple[int, int]:
    """(the Region cards among a row's `cards`, the markers its player is given): a short player has
    as many markers as cards, a tight one too (_tightness); a whole round's player enough for the
    cards and the Knight's markers."""
    wanted = cards - 1 - (before == "dragon")        # "alone": one card, the Knight, so none
    cards_only = cards < rules.round.cards_per_round or tight
    supply = cards if cards_only else cards + rules.cards.knight_extra_markers + 1
    return wanted, supply


def card_counts(per_round: int) -> list[int]:
    """The numbers of cards a row's player writes: a whole round, and, where a round has more, two
    (the ruling knight-with-two-cards) and four (two Region cards, the Dragon and the Knight: which
    Region card the Knight reinforces, where a whole round has more cards than a hand has Region
    cards to write)."""
    return [per_round] + [n for n in SHORT if n < per_round]


def _row(rng: random.Random, rules: Rules, before: str, reselected: bool,
         counts: tuple[int, ...] = PLAYERS, cards: int | None = None, tight: bool = False) -> Drawn | None:
    """A drawn round whose first player writes `cards` cards (a whole round's by default) ending with
    the Knight (taken), the card before it `before` ("region" or "dragon"; "alone": none, the Knight
    the one card written), the others distinct
    Region cards, after a Witch when `reselected`. Fewer cards than a round: the player has that
    many markers left ("Choosing cards": as many cards as markers); with two, the ruling
    knight-with-two-cards decides, and after the Dragon no Region card comes before the Knight at
    all. None where the drawn hand cannot give it."""
    from ...engine.cards import Card
    from ...errors import TextError

    wanted, supply = _region_cards_and_supply(rules, before, rules.round.cards_per_round if cards is None else cards,
                                              tight)
    position, _, _ = drawn.draw_round(rng, rules, counts)
    player = position.players[0]
    hand = drawn.hand_cards(rules, position, player)
    regions = list(dict.fromkeys(c for c in hand if c.is_region))
    if Card("knight") not in hand or len(regions) < wanted or (before == "dragon" and Card("dragon") not in hand) \
            or (reselected and Card("witch") not in hand):
        return None
    drawn.set_supply(rng, position, player, supply)
    if (position.supply or {}).get(player) != supply:
        return None

    def pick() -> list[Card]:
        written = rng.sample(regions, wanted)
        if before == "dragon":
            written.append(Card("dragon"))
        return [*written, Card("knight", declined=False)]
    try:
        return drawn.one_players_cards(rng, rules, position, player, reselected, pick)
    except TextError:       # the simulator finds no legal selection for another player here (rare rules)
        return None
