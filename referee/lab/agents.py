"""The agents a comparison can seat: random, greedy (chooser.py, compiled), search (here) and mcts (mcts.py).

An agent is named as `--agents` names it: random, greedy, search, mcts, or mcts:N (N playouts per
decision). random and greedy run inside the batch simulator; search and mcts ("skilled") choose in
Python on a game of the reference path (fallback.py), each distinct skilled name under its own
agent code from FIRST_SKILLED up.

search -- flat Monte Carlo over the reference engine. For its seat it gathers up to
  CANDIDATES distinct legal selections (the greedy one and random draws), and for each plays
  PLAYOUTS games to the end from the current position: this round with the candidate for
  itself and random selections for the others, then random play for everyone. It takes the
  candidate with the best mean result, a playout's result being its win credit (1, or 1/k of
  a k-way shared win) plus 0.001 x its final score margin over the best other seat. Its
  playouts draw from their own stream, seeded by (seed, game, round, seat), so a search
  seat never changes what the other seats draw. It is slow (hundreds of engine rounds per
  decision): use it with a few hundred games. On rules the kernel does not play it needs no
  kernel: its candidates and playouts are the engine's own legal selections drawn at random.
"""

from __future__ import annotations

import random
from typing import Callable

import numpy as np

from ..engine.round_play import apply_round
from ..limits import MAX_MCTS_BUDGET
from .chooser import AGENT_GREEDY, AGENT_RANDOM
from .rng import mix32, seed_game

BASE_CODES = {"random": AGENT_RANDOM, "greedy": AGENT_GREEDY}
SKILLED = ("search", "mcts")
FIRST_SKILLED = 2


def agent_kind(name: str) -> tuple[str, int | None]:
    """("mcts", 2000) for "mcts:2000", ("search", None) for "search"; raises ValueError otherwise."""
    kind, colon, budget = name.partition(":")
    if kind in BASE_CODES or kind == "search":
        if colon:
            raise ValueError(name)
        return kind, None
    if kind == "mcts":
        if not colon:
            from .mcts import BUDGET

            return kind, BUDGET
        if budget.isdigit() and 1 <= int(budget) <= MAX_MCTS_BUDGET:
            return kind, int(budget)
    raise ValueError(name)


def is_skilled(name: str) -> bool:
    return name.partition(":")[0] in SKILLED


def skilled_names(agents: list[str]) -> list[str]:
    """The distinct skilled agents of a seat list, in order of first seat."""
    return list(dict.fromkeys(a for a in agents if is_skilled(a)))


def agent_code(name: str, agents: list[str]) -> int:
    """The code a seat's agent has in the games' agent array (see the module docstring)."""
    return BASE_CODES[name] if name in BASE_CODES else FIRST_SKILLED + skilled_names(agents).index(name)


def skilled_choosers(agents: list[str], key: int) -> dict[int, Callable]:
    """{agent code: chooser (game, seat) -> (selection, re-selection)} for the skilled agents."""
    out: dict[int, Callable] = {}
    for i, name in enumerate(skilled_names(agents)):
        kind, budget = agent_kind(name)
        out[FIRST_SKILLED + i] = search_chooser(key) if kind == "search" else mcts_chooser(key, budget or 1)
    return out


CANDIDATES = 6
PLAYOUTS = 4
MAX_PLAYOUT_ROUNDS = 60


def mcts_chooser(key: int, budget: int):
    """A function (game, seat) -> (selection, re-selection) for fallback.play_engine_game: mcts.py's
    decoupled UCT on the compiled tables, or on rules the kernel does not play engine_mcts.py's, the
    engine playing its playouts."""
    from .engine_mcts import engine_mcts_choose
    from .mcts import mcts_choose

    def choose(game, seat: int):
        if game.tables.kernel:
            return mcts_choose(game, seat, key, budget)
        return engine_mcts_choose(game, seat, key, budget)

    return choose


def search_chooser(key: int, candidates: int = CANDIDATES, playouts: int = PLAYOUTS):
    """A function (game, seat) -> (selection, re-selection) for fallback.play_engine_game."""

    def choose(game, seat: int):
        return flat_monte_carlo(game, seat, key, candidates, playouts)

    return choose


def flat_monte_carlo(game, seat: int, key: int, candidates: int, playouts: int):
    """The candidate selection with the best mean playout result (see the module docstring)."""
    stream = _Stream(game, key, seat)
    options = _candidates(game, seat, candidates)
    if len(options) == 1:
        return options[0]
    best, best_value = options[0], -1e9
    for option in options:
        value = sum(_playout(game, seat, option, stream) for _ in range(playouts)) / playouts
        if value > best_value:
            best, best_value = option, value
    return best


class _Stream:
    """A private random stream for one decision, borrowed by the game's choosers during playouts
    (rng: the kernel choosers'; generic: the engine's own legal selections, on rules the kernel does
    not play)."""

    def __init__(self, game, key: int, seat: int):
        self.rng = np.zeros(4, dtype=np.int64)
        seed_game(self.rng, mix32(key ^ mix32(seat + 7 * game.position.round)), game.game)
        self.generic = random.Random(f"search:{key}:{seat}:{game.position.round}:{game.game}")


def _candidates(game, seat: int, count: int) -> list:
    """Distinct legal selections: the greedy one first, then random draws."""
    saved, saved_generic = game.rng.copy(), game.generic_rng.getstate()
    options, seen = [], set()
    for attempt in range(count * 3):
        option = game.choose(seat, AGENT_GREEDY if attempt == 0 else AGENT_RANDOM)
        label = repr(option)
        if label not in seen:
            seen.add(label)
            options.append(option)
        if len(options) == count:
            break
    game.rng[:] = saved              # the search's own draws leave the game's streams untouched
    game.generic_rng.setstate(saved_generic)
    return options


def _playout(game, seat: int, option, stream: _Stream) -> float:
    """Play from the current position to the end (random play, `option` for `seat` this round)."""
    saved_position, saved_rng, saved_generic = game.position, game.rng, game.generic_rng
    game.position, game.rng, game.generic_rng = saved_position.copy(), stream.rng, stream.generic
    try:
        first = True
        played = None
        while not game.position.game_over and game.position.round < saved_position.round + MAX_PLAYOUT_ROUNDS:
            plays, witch = {}, {}
            for s, name in enumerate(game.players):
                chosen, again = option if (first and s == seat) else game.choose(s, AGENT_RANDOM)
                plays[name] = chosen
                if again is not None:
                    witch[name] = again
            played = apply_round(game.position, game.rules, plays, witch)
            first = False
        return _result(game, seat, played)
    finally:
        game.position, game.rng, game.generic_rng = saved_position, saved_rng, saved_generic


def _result(game, seat: int, played) -> float:
    from .engine_mcts import seat_credit

    return seat_credit(game.position, game.players, game.players[seat], played)
