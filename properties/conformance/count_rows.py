"""The number of cards at its boundaries, under every answer of the rulings about it (plain `check`).

"Choosing cards": a player plays a round's cards, or as many as their markers when fewer; the
rulings card-count-when-short (exactly that count, or at most it) and no-markers-no-cards decide
the short cases. Drawn rounds (drawn.py) under "at most" put a player with exactly a round's
markers writing one card fewer, the other cards legal, about one round in 200: a referee that let
such a player play fewer passed plain `check` and `--exhaustive` (mutant selection:155, seed 179).

Here every count meets every supply: one player of a drawn two-player round (the others' cards
legal, as `referee simulate` chooses them) holds 0 .. cards_per_round + 1 markers and writes 0 ..
cards_per_round + 1 distinct Region cards, as the first selection and as a Witch's re-selection
(where a Witch is in hand). With 0 or 1 marker (the ruling no-markers-no-cards lets a player with
none reveal the cards that place none), the same player also writes a Dragon and then 0 ..
cards_per_round Region cards: a referee that let a Region card ride along with the Dragon (`any`
special card where every card must be one) agreed with the model on every Region-only and every
special-only selection. And there the Knight alone, and a Dragon then the Knight: a Knight places
markers, so it is no card the ruling lets a player with none reveal (a referee counting it among
the special cards agreed with every drawn round, whose players with no marker write a Dragon or
the Witch). Each round goes to the engine and the round model (drawn.put_to_both),
under the ruleset's own rulings and under each other answer, alone, of every open ruling that
involves "Choosing cards" (rulings.toml's `sections`). Only their agreement counts (legality and
outcomes), as under drawn.run_alternative_rulings: a ruling or a variant may change an invariant,
and the drawn rounds under the ruleset's own rulings hold the catalogue's.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...messages import text
from .drawn import (
    ConformanceRun,
    Models,
    draw_round,
    each_ruling_alone,
    hand_cards,
    one_players_cards,
    put_to_both,
    set_supply,
    under_rulings,
)
from .oracle import OracleReport

if TYPE_CHECKING:
    from ...rules import Rules
    from .drawn import Drawn

SEED = 64
PLAYERS = (2,)               # the smallest round model: the count is one player's
MIXED_SUPPLIES = (0, 1)      # supplies at which a Dragon is also written before the Region cards


def ruling_sets(rules: Rules) -> list[dict[str, str]]:
    """The rules' own rulings, then each other answer alone of every open ruling about the count."""
    return each_ruling_alone(rules, rules.round.cards_section)


def run(rules: Rules, seed: int = SEED) -> OracleReport:
    """Every (supply, cards written, first or re-selected) row under each set of ruling_sets, to
    both readings: one report, its mismatches the legality's and the outcomes'."""
    sets = ruling_sets(rules)
    edge = rules.round.cards_per_round + 1
    found = ConformanceRun(OracleReport(""), OracleReport(""), seed=seed)
    for n, chosen in enumerate(sets):
        ruled = under_rulings(rules, chosen)
        models = Models(ruled)
        rng = random.Random(f"{seed}:{n}")
        for supply in range(edge + 1):
            for dragon in (False, True) if supply in MIXED_SUPPLIES else (False,):
                for length in range(edge + 1 - dragon):
                    for reselected in (False, True):
                        drawn = _row(rng, ruled, supply, length, reselected, dragon)
                        if drawn is not None:
                            put_to_both(ruled, models, found, *drawn)
            for dragon in (False, True) if supply in MIXED_SUPPLIES else ():
                for reselected in (False, True):     # the Knight alone, or after a Dragon
                    drawn = _row(rng, ruled, supply, 0, reselected, dragon, knight=True)
                    if drawn is not None:
                        put_to_both(ruled, models, found, *drawn)
    report = OracleReport(text("count-rows.what", sets=len(sets), supplies=edge + 1, lengths=edge + 1),
                          label="card count at its boundaries")
    report.cases = found.legality.cases + found.outcome.cases
    report.mismatches = found.legality.mismatches + found.outcome.mismatches
    return report


def _row(rng: random.Random, rules: Rules, supply: int, length: int, reselected: bool,
         dragon: bool = False, knight: bool = False) -> Drawn | None:
    """A drawn round whose first player holds `supply` markers and writes `length` distinct Region
    cards (after the Witch when `reselected`; after a Dragon too when `dragon`; the Knight last when
    `knight`), the other's cards legal as `referee simulate` chooses them; None where the drawn
    position cannot give that (too few markers on the board to take back, too few Region cards, no
    Witch, Dragon or Knight in hand)."""
    from ...engine.cards import Card

    position, _, _ = draw_round(rng, rules, PLAYERS)
    player = position.players[0]
    set_supply(rng, position, player, supply)
    hand = hand_cards(rules, position, player)
    regions = list(dict.fromkeys(c for c in hand if c.is_region))
    first = [Card("dragon")] if dragon else []
    last = [Card("knight")] if knight else []
    if (position.supply or {}).get(player) != supply or len(regions) < length \
            or (reselected and Card("witch") not in hand) or any(c not in hand for c in first + last):
        return None
    return one_players_cards(rng, rules, position, player, reselected,
                             lambda: first + rng.sample(regions, length) + last)
