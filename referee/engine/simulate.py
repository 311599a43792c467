"""Random legal games from a seeded RNG, as records `referee replay` reproduces.

Each round every player picks, uniformly at random, the number of cards the rules require
("Choosing cards") from the cards still in hand (the spec's hand minus spent cards), puts a
Witch first and a Knight last, and keeps the choice only if selection.selection_problems (the
legality function the round resolver uses) finds nothing wrong; otherwise it draws again.
The rounds are played with round_play.apply_round (unchecked, trace=False: a simulation builds
none of the explanation data it would discard): the replay of the written record checks them.
Player counts outside the spec's [game] min_players..max_players are refused.

Streaming: simulate_games yields the games one by one and simulate folds each into running
Stats, hands it to on_game (the `simulate` command writes its record there) and drops it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Sequence

from ..errors import TextError
from ..messages import text
from ..rules import Rules
from .cards import DRAGON, KNIGHT, WITCH, Card
from .position import Position
from .record import make_record, round_to_json
from .round_play import apply_round
from .selection import Selection, cards_required, hand_left, is_legal
from .setup import new_game

DEFAULT_NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")


def player_names(count: int, rules: Rules, names: Sequence[str] = DEFAULT_NAMES) -> list[str]:
    """`count` player names (then "Player 6" ...), refused outside the spec's player counts."""
    if not rules.min_players <= count <= rules.max_players:
        key = "problem.too-few-players" if count < rules.min_players else "problem.too-many-players"
        raise TextError(text(key, game=rules.game_name, lo=rules.min_players, hi=rules.max_players, got=count))
    chosen = list(names[:count])
    return chosen + [f"Player {i}" for i in range(len(chosen) + 1, count + 1)]


@dataclass
class GameSummary:
    record: dict[str, Any]
    rounds: int
    scores: dict[str, int]
    winners: list[str]
    nobles_on_board: int
    tie_break: bool          # the top score was tied and Nobles on the board decided
    shared: bool             # still tied: shared victory
    finished: bool


@dataclass
class Spread:
    """A running mean, minimum and maximum of whole numbers."""

    count: int = 0
    total: int = 0
    low: int = 0
    high: int = 0

    def add(self, value: int) -> None:
        self.low = value if not self.count else min(self.low, value)
        self.high = value if not self.count else max(self.high, value)
        self.count += 1
        self.total += value

    def to_dict(self) -> dict[str, Any]:
        return {"mean": round(self.total / self.count, 2), "min": self.low, "max": self.high}


@dataclass
class Stats:
    """Statistics over the games played, added one game at a time: the games themselves are not
    kept, so memory does not grow with their number."""

    games: int = 0
    finished: int = 0
    tie_break_decided: int = 0
    shared_victories: int = 0
    rounds: Spread = field(default_factory=Spread)
    winning_score: Spread = field(default_factory=Spread)
    nobles_on_board: Spread = field(default_factory=Spread)

    def add(self, game: GameSummary) -> None:
        self.games += 1
        self.finished += game.finished
        self.tie_break_decided += game.tie_break and not game.shared
        self.shared_victories += game.shared
        self.rounds.add(game.rounds)
        self.winning_score.add(max(game.scores.values()))
        self.nobles_on_board.add(game.nobles_on_board)

    def to_dict(self) -> dict[str, Any]:
        if not self.games:
            return {"games": 0}
        return {
            "games": self.games,
            "finished": self.finished,
            "rounds_per_game": self.rounds.to_dict(),
            "winning_score": self.winning_score.to_dict(),
            "nobles_on_board_at_end": self.nobles_on_board.to_dict(),
            "tie_break_decided": self.tie_break_decided,
            "shared_victories": self.shared_victories,
        }


def simulate_game(rng: random.Random, players: list[str], rules: Rules, *, rulings: dict[str, Any] | None = None,
                  max_rounds: int = 200, comment: str = "") -> GameSummary:
    pos = new_game(players, rules, rulings)
    rounds_json: list[dict[str, Any]] = []
    played = None
    while not pos.game_over and len(rounds_json) < max_rounds:
        plays, witch = choose_round(rng, pos, rules)
        rounds_json.append(round_to_json(plays, witch, rules, players))
        played = apply_round(pos, rules, plays, witch, trace=False)
    best = max(pos.scores.values())
    top = [p for p in players if pos.scores[p] == best]
    winners = list(played.outcome.winners) if pos.game_over and played else []   # the referee's own tie-break
    result = {"scores": dict(pos.scores), "winners": winners} if pos.game_over else None
    record = make_record(players, rules, rounds_json, rulings=pos.rulings or None, result=result,
                         comment=comment)
    return GameSummary(record, len(rounds_json), dict(pos.scores), winners,
                       sum(len(o) for o in pos.nobles.values()), len(top) > 1, len(winners) > 1, pos.game_over)


Plays = dict[str, list[Card]]


def choose_round(rng: random.Random, pos: Position, rules: Rules) -> tuple[Plays, Plays]:
    """(plays, witch): a random legal selection for every player, with Witch re-selections."""
    plays: Plays = {}
    witch: Plays = {}
    for p in pos.players:
        plays[p], again = random_selections(rng, pos, rules, p)
        if again is not None:
            witch[p] = again
    return plays, witch


def random_selections(rng: random.Random, pos: Position, rules: Rules, player: str
                      ) -> tuple[list[Card], list[Card] | None]:
    """(first selection, Witch re-selection or None) of `player`, drawn at random among the legal ones."""
    first = _choose(rng, pos, rules, player, reselection=False)
    again = (_choose(rng, pos, rules, player, reselection=True, sent_back=first[1:])
             if first and first[0].kind == WITCH else None)
    return first, again


def _choose(rng: random.Random, pos: Position, rules: Rules, p: str, *, reselection: bool,
            sent_back: Sequence[Card] = ()) -> list[Card]:
    """A random legal selection for player p (first selection or Witch re-selection)."""
    supply = (pos.supply or {}).get(p, 0)
    count = cards_required(supply, rules)
    if (rules.choice("card-count-when-short", pos.rulings) == "supply-at-round-start-at-most"
            and supply < rules.round.cards_per_round):
        count = rng.randint(0, count)
    hand = hand_left(pos, rules, p)
    who = Selection(p, first=not reselection, sent_back=tuple(sent_back))
    marks = _KNIGHT_MARKS[rules.choice("knight-declined", pos.rulings)]
    if reselection and _usable_again(hand, pos, rules, who) < min(count, len(hand)):
        return _fallback(pos, rules, hand, count, who)      # every draw would be refused: draw none
    for _ in range(200):
        picked = rng.sample(hand, min(count, len(hand)))
        rng.shuffle(picked)
        witches = [c for c in picked if c.kind == WITCH]
        knights = [c for c in picked if c.kind == KNIGHT]
        others = [c for c in picked if c.kind not in (WITCH, KNIGHT)]
        # a Knight declines its extra marker one time in five; the mark follows the knight-declined ruling
        ordered = witches + others + [marks[rng.random() < 0.2] for _ in knights]
        if is_legal(ordered, pos, rules, who):
            return ordered
    return _fallback(pos, rules, hand, count, who)


def _usable_again(hand: list[Card], pos: Position, rules: Rules, who: Selection) -> int:
    """The most cards of `hand` a Witch's re-selection can hold (an upper bound; "Revealing cards —
    Witch"): never a Witch, never a second Knight (the Knights go last, so one of two is not last),
    no Dragon under witch-reselect-dragon = forbidden, none of the cards sent back under
    witch-reselect-same-cards = forbidden. A draw of more cards holds one the selection check
    refuses whatever the others are."""
    no_dragon = rules.choice("witch-reselect-dragon", pos.rulings) == "forbidden"
    sent = ({c.identity() for c in who.sent_back}
            if rules.choice("witch-reselect-same-cards", pos.rulings) == "forbidden" else set())
    usable = [c for c in hand if c.kind != WITCH and not (no_dragon and c.kind == DRAGON) and c.identity() not in sent]
    knights = sum(c.kind == KNIGHT for c in usable)
    return len(usable) - max(knights - 1, 0)


def _fallback(pos: Position, rules: Rules, hand: list[Card], count: int, who: Selection) -> list[Card]:
    """Region cards only, when random draws keep failing (a ruling forbids most choices)."""
    regions = [c for c in hand if c.is_region and c.identity() not in {s.identity() for s in who.sent_back}]
    picked = regions[:count]
    if not is_legal(picked, pos, rules, who):
        raise TextError(text("simulate.no-selection", player=who.player))
    return picked


# the Knight as played, by the ruling knight-declined, then by whether it declines (False, True)
_KNIGHT_MARKS = {"added-unless-declined": (Card(KNIGHT), Card(KNIGHT, declined=True)),
                 "declined-unless-added": (Card(KNIGHT, declined=False), Card(KNIGHT))}


def simulate_games(seed: int, games: int, players: int, rules: Rules, *, rulings: dict[str, Any] | None = None,
                   names: Sequence[str] = DEFAULT_NAMES, max_rounds: int = 200) -> Iterator[GameSummary]:
    """`games` seeded games, one at a time; game i uses Random(f"{seed}:{i}") so any one can be
    regenerated alone."""
    seats = player_names(players, rules, names)
    for i in range(games):
        yield simulate_game(random.Random(f"{seed}:{i}"), seats, rules, rulings=rulings, max_rounds=max_rounds,
                            comment=f"simulated game {i + 1}, seed {seed}")


def simulate(seed: int, games: int, players: int, rules: Rules, *, rulings: dict[str, Any] | None = None,
             names: Sequence[str] = DEFAULT_NAMES, max_rounds: int = 200,
             on_game: Callable[[int, GameSummary], None] | None = None) -> Stats:
    """Play simulate_games and return their Stats. Streaming: each game is passed to
    on_game(i, summary) (`referee simulate` writes its record there) and then dropped."""
    stats = Stats()
    for i, summary in enumerate(simulate_games(seed, games, players, rules, rulings=rulings, names=names,
                                               max_rounds=max_rounds)):
        stats.add(summary)
        if on_game:
            on_game(i, summary)
    return stats
