"""The three games on the shelf behind one protocol: what a game reads, how it judges, how it
explains; one conformance suite (tests/games/test_shelf.py) runs over every entry, in the way
OpenSpiel tests all its games with one suite.

A Judge is one thing the referee decides for a game: King's Road scores a position, King's
Struggle scores the end of a game and resolves a trick, King's Favor lists a move's ends. Each
    read(texts, rulings)            the input files' texts by name -> a validated reading, or
                                    InputError carrying every Problem (referee.errors.Problem)
    judge(reading, **options)       -> the outcome (the engine's own objects)
    explain(reading, outcome, lang) -> the account a player reads, English or French
    data(reading, outcome, lang)    -> the JSON form (`text` fields in `lang`)
and names its open rulings (`rulings()`) and its bundled examples (`examples()`, each with the
options `judge` takes for it). The commands keep their own options; this is the library's view.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

from .games.input_problems import InputError

# The checkout's bundled examples (examples/ beside referee/): examples() names files there, which
# an installed package without the checkout does not have.
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@dataclass(frozen=True)
class Example:
    name: str
    files: Mapping[str, Path]            # input name -> bundled file
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Judge:
    game: str                            # kings-road, kings-struggle, kings-favor
    kind: str                            # score, trick, moves
    inputs: tuple[str, ...]              # names of the input files read, in order
    read: Callable[[Mapping[str, str], Mapping[str, str] | None], Any]
    judge: Callable[..., Any]
    explain: Callable[[Any, Any, str], str]
    data: Callable[[Any, Any, str], dict]
    rulings: Callable[[], tuple]
    examples: Callable[[], list[Example]]

    @property
    def id(self) -> str:
        return f"{self.game}/{self.kind}"


# ---------------------------------------------------------------- King's Road: score a position

def _road_read(texts: Mapping[str, str], rulings: Mapping[str, str] | None):
    from .io.position_reader import parse_json_text, read_position

    data, problems = parse_json_text(texts["position"], "position")
    if not problems and isinstance(data, dict) and rulings:
        data = {**data, "rulings": {**(data.get("rulings") or {}), **rulings}}
    if not problems:
        position, rules, problems = read_position(data)
        if position is not None and not any(p.severity == "error" for p in problems):
            return position, rules
    raise InputError("position", [p for p in problems if p.severity == "error"] or problems)


def _road_judge(reading, **_options):
    from .engine.adjudicate import score_position

    position, rules = reading
    return score_position(position, rules)


def _road_rulings():
    from .rules import load_rules

    return load_rules().rulings


KINGS_ROAD = Judge(
    "kings-road", "score", ("position",), _road_read, _road_judge,
    explain=lambda reading, outcome, lang: _road_explain(outcome, reading[1], lang),
    data=lambda reading, outcome, lang: outcome.to_dict(reading[1], lang),
    rulings=_road_rulings,
    examples=lambda: [Example(p.stem, {"position": p}) for p in sorted(EXAMPLES.glob("*-[0-9]p.json"))])


def _road_explain(outcome, rules, lang: str) -> str:
    from .present.explain import describe_outcome

    return describe_outcome(outcome, rules, lang)


# ---------------------------------------------------------------- King's Struggle: scores, a trick

def _struggle_rules():
    from .games.kings_struggle.rules import load_rules

    return load_rules()


def _struggle_read_hands(texts, rulings):
    from .games.kings_struggle.reader import read_hands_text

    return read_hands_text(texts["hands"], "hands", _struggle_rules(), rulings)


def _struggle_score(hands, **_options):
    from .games.kings_struggle.scoring import tables_for
    from .games.kings_struggle.winning import score_game

    rules = _struggle_rules()
    return score_game(hands.hands, tables_for(rules, hands.choices), rules.points_per_gold,
                      hands.choices["most-cards"], hands.choices["still-tied"])


def _struggle_explain_scores(hands, outcome, lang):
    from .games.kings_struggle.account import describe_scores

    return describe_scores(outcome, _struggle_rules(), hands.choices, lang)


def _struggle_scores_data(hands, outcome, lang):
    from .games.kings_struggle.account import scores_data

    return scores_data(outcome, _struggle_rules(), hands.choices, lang)


KINGS_STRUGGLE_SCORE = Judge(
    "kings-struggle", "score", ("hands",), _struggle_read_hands, _struggle_score, _struggle_explain_scores,
    _struggle_scores_data, rulings=lambda: _struggle_rules().rulings,
    examples=lambda: [Example("struggle-hand", {"hands": EXAMPLES / "struggle-hand.json"})])


def _struggle_read_trick(texts, rulings):
    from .games.kings_struggle.reader import read_trick_text

    return read_trick_text(texts["trick"], "trick", _struggle_rules(), rulings)


def _struggle_trick(played, **_options):
    from .games.kings_struggle.trick import resolve_trick

    return resolve_trick(played.cards, played.choices)


def _struggle_explain_trick(played, result, lang):
    from .games.kings_struggle.account import describe_trick

    return describe_trick(result, _struggle_rules(), played.choices, lang)


def _struggle_trick_data(played, result, lang):
    from .games.kings_struggle.account import trick_data

    return trick_data(result, _struggle_rules(), played.choices)


KINGS_STRUGGLE_TRICK = Judge(
    "kings-struggle", "trick", ("trick",), _struggle_read_trick, _struggle_trick, _struggle_explain_trick,
    _struggle_trick_data, rulings=lambda: _struggle_rules().rulings,
    examples=lambda: [Example("struggle-trick", {"trick": EXAMPLES / "struggle-trick.json"})])


# ---------------------------------------------------------------- King's Favor: a move's ends

def _favor_rules():
    from .games.kings_favor.rules import load_rules

    return load_rules()


def _favor_read(texts, rulings):
    from .games.kings_favor.reader import read_board_text, read_state_text

    board = read_board_text(texts["board"], "board")
    return board, read_state_text(texts["state"], "state", board, _favor_rules(), rulings)


def _favor_judge(reading, *, player: str, roll: int, card_of: str | None = None):
    from .games.kings_favor.moves import list_moves

    board, state = reading
    return list_moves(board, state, player, roll, cause="roll" if card_of is None else f"card:{card_of}")


def _favor_explain(reading, report, lang):
    from .games.kings_favor.account import describe_moves

    board, state = reading
    return describe_moves(report, board, _favor_rules(), state.choices, lang)


def _favor_data(reading, report, lang):
    from .games.kings_favor.account import moves_data

    board, state = reading
    return moves_data(report, board, _favor_rules(), state.choices, lang)


KINGS_FAVOR = Judge(
    "kings-favor", "moves", ("board", "state"), _favor_read, _favor_judge, _favor_explain, _favor_data,
    rulings=lambda: _favor_rules().rulings,
    examples=lambda: [Example(f"favor-{player.lower()}-{roll}",
                              {"board": EXAMPLES / "favor-board.json", "state": EXAMPLES / "favor-state.json"},
                              {"player": player, "roll": roll}) for player, roll in (("Ann", 4), ("Ben", 6))])

SHELF: tuple[Judge, ...] = (KINGS_ROAD, KINGS_STRUGGLE_SCORE, KINGS_STRUGGLE_TRICK, KINGS_FAVOR)
