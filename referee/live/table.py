"""A live table: a game of King's Road the referee keeps while it is played at a real table.

The table's whole state is a game record in `referee replay`'s format (its players, variants,
rulings and banners, and every round confirmed so far) and the choices of the round under way,
hidden until every seat has confirmed. Events change it, nothing else: a seat's confirmed choice,
a seat's language. The state is the fold of its events (`apply`), so the store keeps events only
and a restarted server folds them again (referee.live.store).

A round ("Choosing cards", "Revealing cards"): every seat chooses its cards and confirms; when the
last one confirms, the choices are revealed together. A seat whose first card is the Witch then
chooses again ("Revealing cards — Witch", several Witch players together), seeing what was
revealed; when every one of them has confirmed, the round is complete: the record with that round
appended is replayed by the engine (strictly, as `referee replay` does) and the next round begins.
A choice is checked before it is kept (`choice_problems`): with the engine's one legality function
for a selection (engine.selection), and a choice that completes a round with the replay of the
whole record, so a confirmed choice is never one the record would refuse.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..engine.cards import WITCH, Card, CardError, parse_card
from ..engine.position import Position
from ..engine.replay import ReplayResult, replay
from ..engine.round_play import IllegalPlay, IllegalPlayError
from ..engine.selection import Selection, cards_required, hand_left, selection_problems, supply_of
from ..errors import Problem
from ..messages import text
from ..rules import Rules

FIRST, WITCH_PHASE, OVER = "choose", "witch", "over"      # the phases of a round, and the game's end
RECORD_SCHEMA = "https://kings-road-referee.invalid/schema/game.schema.json"


@dataclass(frozen=True)
class TableSetup:
    """What a table is played with: fixed when it is made (a record's head: players, variants as a
    record names them, rulings, banners) and each seat's first language."""

    players: tuple[str, ...]
    variants: tuple[str, ...] = ()
    rulings: tuple[tuple[str, str], ...] = ()
    banners: tuple[tuple[str, tuple[int, ...]], ...] = ()
    langs: tuple[str, ...] = ()

    def record(self, rounds: list[dict[str, Any]]) -> dict[str, Any]:
        """The game record of these rounds, as `referee replay` reads it."""
        data: dict[str, Any] = {"$schema": RECORD_SCHEMA, "players": list(self.players)}
        if self.variants:
            data["variants"] = list(self.variants)
        if self.banners:
            data["banners"] = {region: list(values) for region, values in self.banners}
        if self.rulings:
            data["rulings"] = dict(self.rulings)
        data["rounds"] = [dict(r) for r in rounds]
        return data

    def to_json(self) -> dict[str, Any]:
        return {"players": list(self.players), "variants": list(self.variants), "rulings": dict(self.rulings),
                "banners": {region: list(values) for region, values in self.banners}, "langs": list(self.langs)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "TableSetup":
        return cls(tuple(data["players"]), tuple(data.get("variants", ())), tuple(data.get("rulings", {}).items()),
                   tuple((k, tuple(v)) for k, v in data.get("banners", {}).items()), tuple(data.get("langs", ())))


@dataclass
class Played:
    """The record of the confirmed rounds, read and replayed by the engine."""

    record: dict[str, Any]
    result: ReplayResult

    @property
    def rules(self) -> Rules:
        return self.result.record.rules

    @property
    def position(self) -> Position:
        """The position before the round under way."""
        assert self.result.position is not None
        return self.result.position


def play_record(record: dict[str, Any]) -> Played:
    """Read and replay a record strictly; IllegalPlayError or RecordRefused when it cannot be."""
    from ..io.game_record import read_record

    read, problems = read_record(record)
    if read is None:
        raise RecordRefused([p for p in problems if p.severity == "error"])
    return Played(record, replay(read))


class RecordRefused(Exception):
    """The record reader refused the table's record (only a setup it refuses can do this)."""

    def __init__(self, problems: list[Problem]):
        super().__init__("; ".join(p.message for p in problems))
        self.problems = problems


@dataclass
class TableState:
    """A table as its events left it. `seq` counts the events kept (the state's version)."""

    setup: TableSetup
    rounds: list[dict[str, Any]] = field(default_factory=list)      # confirmed rounds, the record's form
    first: dict[str, list[str]] = field(default_factory=dict)       # this round's first choices, confirmed
    witch: dict[str, list[str]] = field(default_factory=dict)       # this round's Witch re-selections
    langs: dict[str, str] = field(default_factory=dict)
    seq: int = 0
    views: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)   # by round: live.views'

    def __post_init__(self) -> None:
        for player, lang in zip(self.setup.players, self.setup.langs):
            self.langs.setdefault(player, lang)

    @cached_property
    def played(self) -> Played:
        return play_record(self.setup.record(self.rounds))

    @property
    def round(self) -> int:
        """The number of the round under way (or of the next, once the game is over)."""
        return len(self.rounds) + 1

    @property
    def phase(self) -> str:
        if self.played.position.game_over:
            return OVER
        if len(self.first) == len(self.setup.players) and self.witch_players:
            return WITCH_PHASE
        return FIRST

    @property
    def witch_players(self) -> list[str]:
        """The players whose revealed first card is the Witch (known once every seat confirmed)."""
        if len(self.first) < len(self.setup.players):
            return []
        return [p for p in self.setup.players if self.first[p][:1] == [WITCH]]

    def confirmed(self) -> list[str]:
        """Who has confirmed in the phase under way."""
        chosen = self.witch if self.phase == WITCH_PHASE else self.first
        return [p for p in self.setup.players if p in chosen]

    def waiting_for(self) -> list[str]:
        if self.phase == OVER:
            return []
        due = self.witch_players if self.phase == WITCH_PHASE else list(self.setup.players)
        confirmed = self.confirmed()
        return [p for p in due if p not in confirmed]

    def hand(self, player: str) -> list[str]:
        """The cards `player` may choose from now, in the record's words."""
        played = self.played
        return [c.to_json(played.rules.board) for c in hand_left(played.position, played.rules, player)]

    def cards_due(self, player: str) -> int:
        played = self.played
        return cards_required(supply_of(played.position, player), played.rules)


def apply(state: TableState, event: dict[str, Any]) -> None:
    """Fold one kept event into the state (checked before it was kept: choice_problems)."""
    state.seq += 1
    if event["kind"] == "lang":
        state.langs[event["player"]] = event["lang"]
        return
    player, cards = event["player"], list(event["cards"])
    if event["phase"] == WITCH_PHASE:
        state.witch[player] = cards
    else:
        state.first[player] = cards
    if _round_complete(state):
        state.rounds.append(_round_entry(state))
        state.first, state.witch = {}, {}
        state.__dict__.pop("played", None)          # the record grew: replay it again when asked


def _round_complete(state: TableState) -> bool:
    if len(state.first) < len(state.setup.players):
        return False
    return all(p in state.witch for p in state.witch_players)


def _round_entry(state: TableState) -> dict[str, Any]:
    entry: dict[str, Any] = {p: list(state.first[p]) for p in state.setup.players}
    if state.witch:
        entry["witch"] = {p: list(cards) for p, cards in state.witch.items()}
    return entry


def choice_problems(state: TableState, player: str, round_no: Any, phase: Any, cards: Any) -> list[Problem]:
    """Why `player` may not confirm `cards` now ([] when the choice can be kept). The round and phase
    the phone shows come with the choice, so a choice made on a screen the table has left is stale."""
    problems = _moment_problems(state, player, round_no, phase)
    if problems:
        return problems
    played = state.played
    if not isinstance(cards, list) or len(cards) > played.rules.components.cards_per_player:
        return [Problem.about("BAD_TYPE", "cards", cards, text("table.cards-type",
                                                                 most=played.rules.components.cards_per_player))]
    parsed, problems = _parsed(cards, played.rules)
    if problems:
        return problems
    who = Selection(player) if phase == FIRST else Selection(player, first=False, sent_back=tuple(
        parse_card(c, played.rules.board) for c in state.first[player][1:]))
    _kept, found = selection_problems(parsed, played.position, played.rules, who)
    problems = [_selection_problem(state, player, cards, parsed, p) for p in found if p.severity == "error"]
    return problems or _completing_problems(state, player, phase, cards)


def _moment_problems(state: TableState, player: str, round_no: Any, phase: Any) -> list[Problem]:
    """A choice at the wrong moment: the game over, a round or phase the table has left, a second
    confirmation, a re-selection by a player who did not play the Witch, a choice after the reveal."""
    now = state.phase
    if now == OVER:
        return [Problem.about("GAME_OVER", "round", round_no, text("table.game-over"))]
    if round_no != state.round:
        return [Problem.about("STALE_ROUND", "round", round_no, text("table.stale-round", round=state.round))]
    if phase not in (FIRST, WITCH_PHASE):
        return [Problem.about("BAD_OPTION", "phase", phase, text("table.bad-phase", phases=f"{FIRST} | {WITCH_PHASE}"))]
    if phase == FIRST and now == WITCH_PHASE:
        return [Problem.about("AFTER_REVEAL", "phase", phase, text("table.after-reveal", round=state.round))]
    if phase == WITCH_PHASE and player not in state.witch_players:
        return [Problem.about("NOT_WITCH_PLAYER", "phase", phase, text("table.not-witch", round=state.round))]
    if player in (state.witch if phase == WITCH_PHASE else state.first):
        return [Problem.about("ALREADY_CONFIRMED", "phase", phase, text("table.already-confirmed", round=state.round))]
    return []


def _parsed(cards: list[Any], rules: Rules) -> tuple[list[Card], list[Problem]]:
    parsed, problems = [], []
    for i, raw in enumerate(cards):
        try:
            parsed.append(parse_card(raw, rules.board))
        except CardError as exc:
            problems.append(Problem.about("UNKNOWN_CARD", f"cards[{i}]", raw, exc.text))
    return parsed, problems


def _selection_problem(state: TableState, player: str, raw: list[Any], parsed: list[Card], problem) -> Problem:
    """A selection problem in the words of an illegal play in a record (round, player, card, section)."""
    where = "cards"
    label = None
    if problem.card is not None and problem.card in parsed:
        index = parsed.index(problem.card)
        where, label = f"cards[{index}]", raw[index]
    play = IllegalPlay(state.round, player, label, problem.code, problem.reason, problem.section)
    return Problem.of(problem.code, where, label if label is not None else raw, play.text)


def _completing_problems(state: TableState, player: str, phase: str, cards: list[Any]) -> list[Problem]:
    """A choice that completes the round: the record with that round appended must replay."""
    trial = TableState(state.setup, list(state.rounds), dict(state.first), dict(state.witch), dict(state.langs))
    apply(trial, {"kind": "choose", "player": player, "phase": phase, "cards": cards})
    if len(trial.rounds) == len(state.rounds):
        return []
    try:
        trial.played
    except IllegalPlayError as exc:
        return [Problem.of(exc.play.code, "cards", cards, exc.play.text)]
    return []
