"""One round for the property checks, in two forms, both scored by the referee itself:

- Round: per player the regions where markers go (at most 3, each from the player's supply)
  and how many Dragons were revealed (0..players) — reaches positions cards rarely make;
- CardRound: every player's cards as a game record holds them (Witch re-selections included),
  resolved by referee.engine.round_play — the rules of "Choosing cards" and "Revealing cards".

play_round() resolves either on a copy and returns (before, after, outcome), the arguments
every invariant check takes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.adjudicate import Outcome, apply_scoring
from ..engine.cards import Card
from ..engine.position import Position
from ..engine.record import round_to_json
from ..engine.round_play import RoundLog, resolve_round
from ..engine.round_play import play_round as checked_card_round
from ..messages import Text, text
from ..rules import Rules

MAX_CARDS = 3   # "Choosing cards": three cards per round, so at most three markers placed


# player -> the cards of one selection (a round's first selections, or its Witch re-selections)
Plays = dict[str, list[Card]]


def cards_asked(rules: Rules, position: Position, player: str) -> int:
    """The cards a player's selection holds ("Choosing cards": the round's count, or the markers in
    supply when fewer), read from the ruleset and the position (not the engine's answer)."""
    return min(rules.round.cards_per_round, max(0, (position.supply or {}).get(player, 0)))


@dataclass(frozen=True)
class Round:
    placements: dict[str, tuple[int, ...]] = field(default_factory=dict)   # player -> regions
    dragons: int = 0      # Dragons revealed this round, added to any the position already records


@dataclass(frozen=True)
class CardRound:
    plays: Plays = field(default_factory=dict)    # player -> cards in the order revealed
    witch: Plays = field(default_factory=dict)    # Witch player -> re-selected cards


def resolve_placements(rules: Rules, position: Position, rnd: Round | CardRound) -> None:
    """Put the round's markers on the board (in place), without scoring. Assumes a legal round."""
    if isinstance(rnd, CardRound):
        resolve_round(position, rules, rnd.plays, rnd.witch, check=False)
        return
    for player, regions in rnd.placements.items():
        for region in regions:
            position.add_markers(region, player, 1)
            position.give_supply(player, -1)
    position.dragons += rnd.dragons


@dataclass(frozen=True)
class PlayedCards:
    """A card round's cards and what the resolver did with them (round_play.RoundLog)."""
    plays: Plays
    witch: Plays
    log: RoundLog


@dataclass(frozen=True)
class PlacedMarkers:
    """A placement round as an invariant is handed it: where the markers went, and the Dragons."""
    placements: dict[str, tuple[int, ...]]
    dragons: int


def play_round(rules: Rules, position: Position, rnd: Round | CardRound) -> tuple[Position, Position, Outcome]:
    """(before, after, outcome): `position` is left untouched. A CardRound is played checked. The
    round's own input is not returned: to check the invariants that read it, use play_round_logged."""
    before, after, outcome, _ = play_round_logged(rules, position, rnd)
    return before, after, outcome


def play_round_logged(rules: Rules, position: Position, rnd: Round | CardRound
                      ) -> tuple[Position, Position, Outcome, PlayedCards | PlacedMarkers]:
    """(before, after, outcome, the round's input): PlayedCards for a card round, PlacedMarkers for a
    placement round. Pass the input to check_all (`played=`): the invariants that read the round
    (the Dragons, the cards) recompute what they state from it."""
    before = position.copy()
    if isinstance(rnd, CardRound):
        played = checked_card_round(position, rules, rnd.plays, rnd.witch)
        return before, played.outcome.position, played.outcome, PlayedCards(rnd.plays, rnd.witch, played.log)
    after = position.copy()
    resolve_placements(rules, after, rnd)
    outcome = apply_scoring(after, rules)
    return before, after, outcome, PlacedMarkers(dict(rnd.placements), rnd.dragons)


def describe_cards(rules: Rules, rnd: CardRound) -> Text:
    """A card round as one line (for a counterexample's comment), the cards in the record's words."""
    board = rules.board
    plays = "; ".join(f"{p}: {[c.label(board) for c in cards]}" for p, cards in rnd.plays.items())
    witch = "; ".join(f"{p}: {[c.label(board) for c in cards]}" for p, cards in rnd.witch.items())
    return text("comment.cards.witch", plays=plays, witch=witch) if witch else text("comment.cards", plays=plays)


def scoring_position(rules: Rules, position: Position, rnd: Round | CardRound) -> Position:
    """The position after the round's cards and before scoring: what `referee score` reads."""
    mid = position.copy()
    resolve_placements(rules, mid, rnd)
    return mid


def one_round_record(before: dict[str, Any], plays: Plays, witch: Plays,
                     rules: Rules, comment: Any) -> dict[str, Any]:
    """A game record `referee replay` reads: its start the position `before` (as Position.to_dict
    writes it), one round of these cards."""
    players = before["players"]
    start = {k: v for k, v in before.items() if k not in ("dragons", "variants", "game_over")}
    return {"comment": comment, "players": players, "start": start,
            "rounds": [round_to_json(plays, witch, rules, players)]}
