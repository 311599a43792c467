"""mcts on rules the compiled kernel does not play: mcts.py's decoupled UCT, on the reference engine.

The same agent as mcts.py (read its docstring): at a decision every seat gets up to CANDIDATES
distinct legal selections (the greedy one first, then random draws, a Witch with its
re-selection) and a UCB1 bandit of its own over them; each playout every seat picks by UCB1, the
engine resolves and scores that joint round (engine.round_play.apply_round) and plays the game on
to its end with every seat drawing among the engine's own legal selections
(engine.simulate.random_selections); each seat's bandit learns its own result (win credit plus
0.001 x the margin); the deciding seat plays its most visited candidate. What differs is who
plays: the engine in plain Python instead of the compiled tables, so a playout costs a few
milliseconds (mcts:1000 is seconds a decision: give it fewer playouts, e.g. mcts:100).

Its draws come from a stream of its own seeded by (seed, game, round, seat), so a seat's search
never changes what the game's other seats draw and the result does not depend on the workers.
"""

from __future__ import annotations

import random

import numpy as np

from ..engine.round_play import apply_round
from ..engine.simulate import random_selections
from .fallback import greedy_among_legal
from .mcts import BUDGET, CANDIDATES, MAX_PLAYOUT_ROUNDS, ucb_pick


def engine_mcts_choose(game, seat: int, key: int, budget: int = BUDGET, count: int = CANDIDATES):
    """The seat's (selection, re-selection or None) as engine Cards, after `budget` playouts."""
    stream = random.Random(f"mcts:{key}:{seat}:{game.position.round}:{game.game}")
    options = [seat_candidates(game, p, count, stream) for p in range(len(game.players))]
    if len(options[seat]) == 1:
        return options[seat][0]
    visits = [np.zeros(len(o), dtype=np.int64) for o in options]
    value = [np.zeros(len(o), dtype=np.float64) for o in options]
    for it in range(budget):
        picks = [int(ucb_pick(visits[p], value[p], len(options[p]), it)) for p in range(len(options))]
        credit = playout(game, [options[p][picks[p]] for p in range(len(options))], stream)
        for p, c in enumerate(picks):
            visits[p][c] += 1
            value[p][c] += credit[p]
    return options[seat][int(np.argmax(visits[seat]))]       # the first of the most visited


def seat_candidates(game, seat: int, count: int, stream: random.Random) -> list:
    """Up to `count` distinct legal selections of a seat: the greedy agent's first, then random draws
    (each a (selection, re-selection or None) pair), drawn from `stream` alone."""
    saved = game.generic_rng
    game.generic_rng = stream
    try:
        options = [greedy_among_legal(game, seat)]
    finally:
        game.generic_rng = saved
    seen = {repr(options[0])}
    pos, name = game.position, game.players[seat]
    for _ in range(3 * count):
        if len(options) == count:
            break
        option = random_selections(stream, pos, game.rules, name)
        if repr(option) not in seen:
            seen.add(repr(option))
            options.append(option)
    return options


def playout(game, joint: list, stream: random.Random) -> list[float]:
    """Every seat's result of one playout: `joint` (a (selection, re-selection) per seat) this round,
    then random legal selections to the end of the game (or MAX_PLAYOUT_ROUNDS rounds)."""
    position, rules, names = game.position.copy(), game.rules, game.players
    choices = dict(zip(names, joint))
    played = None
    for _ in range(MAX_PLAYOUT_ROUNDS):
        if position.game_over:
            break
        plays = {name: first for name, (first, _) in choices.items()}
        witch = {name: again for name, (_, again) in choices.items() if again is not None}
        played = apply_round(position, rules, plays, witch, trace=False)
        choices = {name: random_selections(stream, position, rules, name) for name in names}
    return [seat_credit(position, names, name, played) for name in names]


def seat_credit(position, names: list[str], me: str, played) -> float:
    """A playout's result for one seat: its win credit (1, or 1/k of a k-way shared win; nothing
    when the game has not ended) plus 0.001 x its score's margin over the best other seat."""
    others = max(position.scores[p] for p in names if p != me)
    margin = 0.001 * (position.scores[me] - others)
    if played is None or not position.game_over:
        return margin
    winners = played.outcome.winners
    return (1 / len(winners) if me in winners else 0.0) + margin
