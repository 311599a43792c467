"""Final scores and the winners ("Scoring", "Winning").

A player's score is a point per gold plus the best split of their collected cards. Winners:
most points; on a tie, most cards (what counts: ruling most-cards); then most 10s, then 9s and
so on down to 1s. Players equal in every one of these respects share the win, or nobody wins
(open ruling still-tied; the text is silent on a tie that is never broken).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

from .scoring import Split, Tables, best_split


@dataclass(frozen=True)
class PlayerHand:
    name: str
    gold: int
    cards: tuple[int, ...]          # natural ranks of the cards collected
    tricks: int | None = None       # tricks won, only needed by the most-cards=tricks-won ruling


@dataclass(frozen=True)
class PlayerScore:
    hand: PlayerHand
    split: Split
    gold_points: int

    @property
    def total(self) -> int:
        return self.gold_points + self.split.points


@dataclass(frozen=True)
class Step:
    """One tie-break criterion applied to the players still level: label and each one's value."""
    criterion: str                  # points, cards collected, tricks won, or "10s" ... "1s"
    values: Mapping[str, int]
    rank: int | None = None         # the rank a "10s" ... "1s" criterion counts


@dataclass(frozen=True)
class Outcome:
    scores: tuple[PlayerScore, ...]
    winners: tuple[str, ...]
    steps: tuple[Step, ...]         # criteria used, in order, while several players were level
    still_tied: tuple[str, ...] = ()  # players level on everything, when the still-tied ruling
                                      # gives them no win (winners is then empty)


def score_hand(hand: PlayerHand, tables: Tables, points_per_gold: int) -> PlayerScore:
    return PlayerScore(hand, best_split(hand.cards, tables), hand.gold * points_per_gold)


Criterion = tuple[str, Callable[[PlayerScore], int], "int | None"]


def criteria(ranks: Sequence[int], most_cards: str) -> list[Criterion]:
    """The tie-break criteria in order: (label, player score -> number, higher is better, the rank
    a by-rank criterion counts)."""
    def counted(s: PlayerScore) -> int:
        return (s.hand.tricks or 0) if most_cards == "tricks-won" else len(s.hand.cards)

    def of_rank(rank: int) -> Callable[[PlayerScore], int]:
        return lambda s: s.hand.cards.count(rank)

    count_label = "tricks won" if most_cards == "tricks-won" else "cards collected"
    by_rank: list[Criterion] = [(f"{rank}s", of_rank(rank), rank) for rank in sorted(ranks, reverse=True)]
    return [("points", lambda s: s.total, None), (count_label, counted, None)] + by_rank


def tie_break_key(score: PlayerScore, ranks: Sequence[int], most_cards: str) -> tuple[int, ...]:
    """Everything the winner is decided on, most important first."""
    return tuple(value(score) for _, value, _ in criteria(ranks, most_cards))


def decide(scores: Sequence[PlayerScore], ranks: Sequence[int], most_cards: str,
           still_tied: str = "shared") -> Outcome:
    """Apply the criteria one after another to the players still level with the best; players
    level on every criterion share the win (still_tied "shared") or nobody wins ("nobody")."""
    level = list(scores)
    steps = []
    for label, value, rank in criteria(ranks, most_cards):
        if len(level) < 2:
            break
        steps.append(Step(label, {s.hand.name: value(s) for s in level}, rank))
        top = max(value(s) for s in level)
        level = [s for s in level if value(s) == top]
    names = tuple(s.hand.name for s in level)
    if len(names) > 1 and still_tied == "nobody":
        return Outcome(tuple(scores), (), tuple(steps), names)
    return Outcome(tuple(scores), names, tuple(steps))


def score_game(hands: Sequence[PlayerHand], tables: Tables, points_per_gold: int,
               most_cards: str, still_tied: str = "shared") -> Outcome:
    scores = [score_hand(hand, tables, points_per_gold) for hand in hands]
    return decide(scores, tables.ranks, most_cards, still_tied)
