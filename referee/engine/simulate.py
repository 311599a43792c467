"""Random legal games from a seeded RNG, as records `referee replay` reproduces.

Each round every player picks, uniformly at random, the number of cards the rules require
("Choosing cards") from the cards still in hand, then orders them legally: a Witch first,
a Knight last. Under a ruling that makes a choice illegal (e.g. knight-after-non-region =
illegal, witch-reselect-dragon = forbidden) the choice is drawn again. The rounds are played
with round_play.apply_round (unchecked): the replay of the written record checks them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .cards import DRAGON, KNIGHT, WITCH, Card, full_hand
from .position import Position
from ..rules import Rules
from .record import make_record, round_to_json
from .round_play import apply_round, cards_required, ruling
from .setup import new_game

DEFAULT_NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")


@dataclass
class GameSummary:
    record: dict
    rounds: int
    scores: dict[str, int]
    winners: list[str]
    nobles_on_board: int
    tie_break: bool          # the top score was tied and Nobles on the board decided
    shared: bool             # still tied: shared victory
    finished: bool


@dataclass
class Stats:
    games: list[GameSummary] = field(default_factory=list)

    def to_dict(self) -> dict:
        g = self.games
        if not g:
            return {"games": 0}
        rounds = [s.rounds for s in g]
        wins = [max(s.scores.values()) for s in g]
        nobles = [s.nobles_on_board for s in g]
        return {
            "games": len(g),
            "finished": sum(s.finished for s in g),
            "rounds_per_game": _spread(rounds),
            "winning_score": _spread(wins),
            "nobles_on_board_at_end": _spread(nobles),
            "tie_break_decided": sum(s.tie_break and not s.shared for s in g),
            "shared_victories": sum(s.shared for s in g),
        }


def _spread(values: list[int]) -> dict:
    return {"mean": round(sum(values) / len(values), 2), "min": min(values), "max": max(values)}


def simulate_game(rng: random.Random, players: list[str], rules: Rules, *, rulings: dict | None = None,
                  max_rounds: int = 200, comment: str = "") -> GameSummary:
    pos = new_game(players, rules, rulings)
    rounds_json = []
    played = None
    while not pos.game_over and len(rounds_json) < max_rounds:
        plays, witch = choose_round(rng, pos, rules)
        rounds_json.append(round_to_json(plays, witch, rules, players))
        played = apply_round(pos, rules, plays, witch)
    best = max(pos.scores.values())
    top = [p for p in players if pos.scores[p] == best]
    winners = list(played.outcome.winners) if pos.game_over else []   # the referee's own tie-break
    result = {"scores": dict(pos.scores), "winners": winners} if pos.game_over else None
    record = make_record(players, rules, rounds_json, rulings=pos.rulings or None, result=result,
                         comment=comment)
    return GameSummary(record, len(rounds_json), dict(pos.scores), winners,
                       sum(len(o) for o in pos.nobles.values()), len(top) > 1, len(winners) > 1, pos.game_over)


def choose_round(rng: random.Random, pos: Position, rules: Rules) -> tuple[dict, dict]:
    """(plays, witch): a random legal selection for every player, with Witch re-selections."""
    plays, witch = {}, {}
    for p in pos.players:
        first = _choose(rng, pos, rules, p, reselection=False)
        plays[p] = first
        if first and first[0].kind == WITCH:
            witch[p] = _choose(rng, pos, rules, p, reselection=True, sent_back=first[1:])
    return plays, witch


def _choose(rng: random.Random, pos: Position, rules: Rules, p: str, *, reselection: bool,
            sent_back=()) -> list[Card]:
    """A random legal selection for player p (first selection or Witch re-selection)."""
    supply = pos.supply[p]
    count = cards_required(supply, rules)
    if ruling(pos, rules, "card-count-when-short") == "supply-at-round-start-at-most" and supply < rules.round.cards_per_round:
        count = rng.randint(0, count)
    hand = [c for c in full_hand(rules.board) if not pos.has_used(p, c.kind)]
    if reselection:
        hand = [c for c in hand if c.kind != WITCH]
        if ruling(pos, rules, "witch-reselect-dragon") == "forbidden":
            hand = [c for c in hand if c.kind != DRAGON]
        if ruling(pos, rules, "witch-reselect-same-cards") == "forbidden":
            gone = {c.identity() for c in sent_back}
            hand = [c for c in hand if c.identity() not in gone]
    knight_illegal_after_dragon = ruling(pos, rules, "knight-after-non-region") == "illegal"
    for _ in range(100):
        picked = rng.sample(hand, min(count, len(hand)))
        rng.shuffle(picked)
        witches = [c for c in picked if c.kind == WITCH]
        knights = [c for c in picked if c.kind == KNIGHT]
        others = [c for c in picked if c.kind not in (WITCH, KNIGHT)]
        ordered = witches + others + knights
        if (knight_illegal_after_dragon and knights and not witches and len(ordered) > 1
                and not ordered[-2].is_region):
            continue
        return [_mark_knight(rng, pos, rules, c) for c in ordered]
    return [c for c in hand if c.is_region][:count]


def _mark_knight(rng: random.Random, pos: Position, rules: Rules, card: Card) -> Card:
    """A Knight declines its extra marker one time in five; the mark follows the knight-declined ruling."""
    if card.kind != KNIGHT:
        return card
    declines = rng.random() < 0.2
    if ruling(pos, rules, "knight-declined") == "added-unless-declined":
        return Card(KNIGHT, declined=True) if declines else card
    return card if declines else Card(KNIGHT, declined=False)


def simulate(seed: int, games: int, players: int, rules: Rules, *, rulings: dict | None = None,
             names=DEFAULT_NAMES, max_rounds: int = 200, on_game=None) -> Stats:
    """`games` seeded games; game i uses Random(f"{seed}:{i}") so any one can be regenerated alone."""
    stats = Stats()
    for i in range(games):
        rng = random.Random(f"{seed}:{i}")
        summary = simulate_game(rng, list(names[:players]), rules, rulings=rulings, max_rounds=max_rounds,
                                comment=f"referee simulate --seed {seed}: game {i + 1}")
        stats.games.append(summary)
        if on_game:
            on_game(i, summary)
    return stats
