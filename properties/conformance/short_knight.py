"""A Knight of more than one marker whose markers the supply cannot all cover (`check --exhaustive`).

With the rulebook's Knight (one extra marker) the count rules leave no card without a marker: a
player short of markers plays fewer cards ("Choosing cards"). A variant's Knight of two markers or
more can run out half-way: its Region cards are covered, its extra markers not all. What happens
then is a ruling's (card-without-marker: the selection is illegal, or the markers not placed go
unplaced; witch-reselect-knight: a Knight in a Witch's re-selection may add none), so the branch
is reached only by a variant and a ruling together, and drawn rounds (drawn.py) reach it about
one round in sixty.

Here every round is such a round: drawn as drawn.py draws it, then one player holding a Knight
given one to (Knight's markers - 1) markers fewer than its cards need, and cards of k Region cards
and the Knight last (taken), written first or as a Witch's re-selection. They are put to the engine
and the round model (drawn.put_to_both, every comparison) under the ruleset and each combined
ruleset of variant_sweep, each under its default rulings and under every single alternative ruling
(a ruling's other answer beside the defaults of the others: alternative_rulings() holds them all
together, which never pairs card-without-marker = illegal with witch-reselect-knight = no-marker).
Rulesets whose Knight adds one marker or none have no such round: nothing is drawn for them.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...messages import text
from .drawn import (
    ConformanceRun,
    Models,
    absorb,
    draw_round,
    each_ruling_alone,
    hand_cards,
    put_to_both,
    set_supply,
    under_rulings,
)
from .oracle import OracleReport

if TYPE_CHECKING:
    from ...rules import Rules
    from .drawn import Drawn

ROUNDS = 12                  # short-Knight rounds per ruleset and set of rulings (`check --exhaustive`)
TRIES = 10                   # draws per round at most (a drawn player may hold no Knight, all spent)
COUNTS = (2, 3)              # players: the smaller models, quick to build
SEED = 60


def ruling_sets(rules: Rules) -> list[dict[str, str]]:
    """The rules' own rulings, then each open ruling's every other answer alone."""
    return each_ruling_alone(rules)


def has_short_knights(rules: Rules) -> bool:
    """Whether a round can hold a Knight short of markers: a Knight held that adds two markers or
    more, and rounds of two cards or more."""
    return (rules.cards.knight_extra_markers >= 2 and rules.round.cards_per_round >= 2
            and rules.components.held("knight") > 0)


def short_knight_round(rng: random.Random, rules: Rules) -> Drawn | None:
    """A drawn round in which one player's cards end with a Knight whose markers the supply does
    not all cover (has_short_knights(rules) assumed), or None where the drawn player holds no
    Knight or no Region card."""
    from ...engine.cards import Card

    position, plays, witch = draw_round(rng, rules, COUNTS)
    adds, per_round = rules.cards.knight_extra_markers, rules.round.cards_per_round
    player = rng.choice(position.players)
    hand = hand_cards(rules, position, player)
    regions = list(dict.fromkeys(c for c in hand if c.is_region))
    if Card("knight") not in hand or not regions:
        return None
    k = rng.randint(1, min(per_round - 1, len(regions)))        # Region cards before the Knight
    # markers: the k Region cards' and 1 .. adds-1 of the Knight's; where k + 1 cards are fewer than
    # a round's, the supply must be exactly k + 1 so that k + 1 cards is the count asked
    supply = k + 1 + (rng.randrange(adds - 1) if k + 1 == per_round else 0)
    set_supply(rng, position, player, supply)
    cards = rng.sample(regions, k) + [Card("knight", declined=rng.choice([None, False]))]
    if Card("witch") in hand and rng.randrange(2):
        plays[player], witch[player] = [Card("witch")], cards
    else:
        plays[player] = cards
        witch.pop(player, None)
    return position, plays, witch


def run(rules: Rules, rounds: int = ROUNDS, seed: int = SEED, sets: list[dict[str, str]] | None = None
        ) -> ConformanceRun:
    """`rounds` short-Knight rounds under each set of rulings of `sets` (default ruling_sets(rules)),
    to both readings."""
    found = ConformanceRun(OracleReport("", label="short Knight, legality"),
                           OracleReport("", label="short Knight, outcomes"), seed=seed)
    if not has_short_knights(rules):
        return found
    for n, chosen in enumerate(ruling_sets(rules) if sets is None else sets):
        ruled = under_rulings(rules, chosen)
        models = Models(ruled)
        rng = random.Random(f"{seed}:{n}")
        for _ in range(rounds):
            drawn = next((d for _ in range(TRIES) if (d := short_knight_round(rng, ruled)) is not None), None)
            if drawn is not None:
                put_to_both(ruled, models, found, *drawn)
    return found


def run_rulesets(named: list[tuple[Rules, list[str]]], rounds: int = ROUNDS) -> list[OracleReport]:
    """run() under each (rules, changes) of `named`: one pair of reports, each mismatch tagged with
    the changes of the ruleset it was found under."""
    legality = OracleReport("", label="short Knight, legality")
    outcome = OracleReport("", label="short Knight, outcomes")
    for rules, changes in named:
        done = run(rules, rounds)
        for mine, more in zip((legality, outcome), done.reports):
            absorb(mine, more, changes=changes)
    short = [rules for rules, _ in named if has_short_knights(rules)]
    sets = sum(len(ruling_sets(rules)) for rules in short)
    legality.what = text("short-knight.what.legality", rulesets=len(short), sets=sets, rounds=rounds)
    outcome.what = text("short-knight.what.outcome", rulesets=len(short), sets=sets, rounds=rounds)
    return [legality, outcome]
