"""mcts -- decoupled UCT over this round's secret selections, with playouts on the compiled simulator.

King's Road hides only what the others select this round (spent cards are public, Region cards
come back), so a decision is a simultaneous move in a fully known position. At a decision every
seat gets CANDIDATES distinct legal selections (the greedy one, then random draws, a Witch with
its re-selection) and its own bandit over them: each playout, every seat picks its candidate by
UCB1 on its own results (decoupled UCT, Lanctot et al.; OpenSpiel's MCTS for simultaneous
games), the joint selection is revealed and scored by the batch simulator's kernels, and the
game is played on to its end with random selections. A playout's result for a seat is its win
credit (1, or 1/k of a k-way shared win) plus 0.001 x its final margin over the best other seat;
each seat's bandit learns its own. The seat deciding plays its most visited candidate.

The playouts read the batch simulator's tables (tables.py), so this plays exactly the rules the
batch simulator plays; on the others the same search runs on the reference engine (engine_mcts.py;
agents.mcts_chooser picks). Its draws come from a
stream of its own seeded by (seed, game, round, seat): a game's other seats never see them, and
the result does not depend on the worker count.
"""

from __future__ import annotations

import math
from collections import namedtuple

import numpy as np

from .batch import choose_all, reveal_all, score_round
from .chooser import AGENT_GREEDY, AGENT_RANDOM
from .fallback import draw_selection, engine_selection, spent_cards
from .jit import kernel
from .play import winners_mask
from .rng import mix32, seed_game
from .sizes import CHOOSER_SCRATCH, MAX_CARDS_PER_ROUND, N_SPECIAL, SCRATCH
from .slots import P_REGIONS, P_TIE_BREAK

CANDIDATES = 8            # selections per seat at a decision
BUDGET = 1000             # playouts per decision (`--agents mcts:N`)
EXPLORATION = 0.5         # UCB1's constant, on results in [0, 1]
MAX_PLAYOUT_ROUNDS = 60

# The records decoupled_uct reads, as named tuples (numba takes them as they are): the position the
# decision is taken in, each seat's candidates, the rules' tables, the playouts' own arrays, and
# each seat's bandit over its candidates.
Start = namedtuple("Start", "markers nobles mask supply scores spent king")
Candidates = namedtuple("Candidates", "sel dec ks n")
RuleTables = namedtuple("RuleTables", "params banner banner_len chain king_next")
Playout = namedtuple("Playout", "markers nobles gained sel dec placed ks scored noble_mask supply scores spent "
                                "points extra start_mask influence_at_end scratch pick credit random_agents")
Bandits = namedtuple("Bandits", "visits value")


@kernel
def ucb_pick(visits, value, count, total):
    """The candidate to try: the first never tried, else the best UCB1 score (lowest index on a tie)."""
    best, best_score = 0, -1e300
    for c in range(count):
        if visits[c] == 0:
            return c
        score = value[c] / visits[c] + EXPLORATION * math.sqrt(math.log(total) / visits[c])
        if score > best_score:
            best, best_score = c, score
    return best


@kernel
def playout_result(players, over, scores, nobles, regions, tie_break, influence_at_end, credit):
    """credit[p]: win credit (1/k of a k-way win) plus 0.001 x the margin over the best other seat."""
    mask = winners_mask(players, scores, nobles, regions, tie_break, influence_at_end) if over else 0
    winners = 0
    for p in range(players):
        winners += (mask >> p) & 1
    for p in range(players):
        other = -1
        for q in range(players):
            if q != p and scores[q] > other:
                other = scores[q]
        credit[p] = 0.001 * (scores[p] - other)
        if (mask >> p) & 1:
            credit[p] += 1.0 / winners


@kernel
def copy_board(dst, src):
    """dst[:, :] = src, element by element (a kernel never allocates, and numba's slice copy may)."""
    for i in range(src.shape[0]):
        for j in range(src.shape[1]):
            dst[i, j] = src[i, j]


@kernel
def copy_selection(sel, dec, ks, sel0, dec0, ks0):
    """A candidate's cards into a playout's: its two selections' first ks0[s] cards (and ks)."""
    for s in range(2):
        ks[s] = ks0[s]
        for j in range(ks0[s] if ks0[s] > 0 else 0):
            sel[s, j] = sel0[s, j]
            dec[s, j] = dec0[s, j]


@kernel
def copy_seats(dst, src):
    for i in range(src.shape[0]):
        dst[i] = src[i]


@kernel
def decoupled_uct(rng, seat, budget, players, start, cand, tables, play, bandits):
    """Run `budget` playouts from `start` (Start); return the index of `seat`'s most visited
    candidate (Candidates). play: the playouts' arrays (Playout); bandits: visits and value."""
    visits, value = bandits.visits, bandits.value
    pick, sel, dec, ks = play.pick, play.sel, play.dec, play.ks
    params = tables.params
    for it in range(budget):
        for p in range(players):
            pick[p] = ucb_pick(visits[p], value[p], cand.n[p], it)
        copy_board(play.markers, start.markers)
        copy_board(play.nobles, start.nobles)
        copy_seats(play.noble_mask, start.mask)
        copy_seats(play.supply, start.supply)
        copy_seats(play.scores, start.scores)
        copy_board(play.spent, start.spent)
        king = start.king
        for p in range(players):
            copy_selection(sel[p], dec[p], ks[p], cand.sel[p, pick[p]], cand.dec[p, pick[p]], cand.ks[p, pick[p]])
        rounds, over = 0, False
        while True:
            dragons = reveal_all(players, sel, dec, ks, play.markers, play.supply, play.spent, play.placed, params)
            king, over, _ = score_round(dragons, king, players, play.markers, play.nobles, play.noble_mask,
                                        play.supply, play.scores, play.points, play.gained, play.extra, play.scored,
                                        params, tables.banner, tables.banner_len, tables.chain, tables.king_next,
                                        play.start_mask, play.influence_at_end)
            rounds += 1
            if over or rounds >= MAX_PLAYOUT_ROUNDS:
                break
            choose_all(rng, np.int64(0), play.random_agents, players, play.supply, play.spent, king, play.markers,
                       play.nobles, play.noble_mask, params, tables.banner, tables.banner_len, tables.chain,
                       tables.king_next, sel, dec, ks, play.scratch)
        playout_result(players, over, play.scores, play.nobles, params[P_REGIONS], params[P_TIE_BREAK],
                       play.influence_at_end, play.credit)
        for p in range(players):
            visits[p, pick[p]] += 1
            value[p, pick[p]] += play.credit[p]
    best = 0
    for c in range(cand.n[seat]):
        if visits[seat, c] > visits[seat, best]:
            best = c
    return best


# ---------------------------------------------------------------- the agent, on a game of the reference path

class _Decision:
    """The arrays one decision works in: the position's, the candidates', the playouts' and the bandits'."""

    def __init__(self, game, seat: int, key: int):
        t = game.tables
        self.players, self.regions = len(game.players), t.regions
        self.rng = np.zeros(4, dtype=np.int64)
        seed_game(self.rng, mix32(key ^ mix32(seat + 7 * game.position.round + 1_000_003)), game.game)
        self.markers, self.nobles, self.mask, self.king = game.arrays()
        pos = game.position
        names = game.players
        self.supply = np.array([(pos.supply or {}).get(n, 0) for n in names], dtype=np.int64)
        self.scores = np.array([pos.scores[n] for n in names], dtype=np.int64)
        self.spent = np.array([spent_cards(pos, n) for n in names], dtype=np.int64)

    def start(self) -> Start:
        """The position the decision is taken in, as decoupled_uct reads it."""
        return Start(self.markers, self.nobles, self.mask, self.supply, self.scores, self.spent, np.int64(self.king))

    def playout(self) -> Playout:
        """The playouts' own copies of the position and their scratch arrays (see decoupled_uct)."""
        p, r, c = self.players, self.regions, MAX_CARDS_PER_ROUND

        def board():
            return np.zeros((r, p), dtype=np.int64)

        def cards():
            return np.zeros((p, 2, c), dtype=np.int64)

        def seats():
            return np.zeros(p, dtype=np.int64)

        return Playout(markers=board(), nobles=board(), gained=board(), sel=cards(), dec=cards(), placed=cards(),
                       ks=np.zeros((p, 2), dtype=np.int64), scored=np.zeros(r, dtype=np.int64),
                       noble_mask=seats(), supply=seats(), scores=seats(),
                       spent=np.zeros((p, N_SPECIAL), dtype=np.int64), points=seats(), extra=seats(),
                       start_mask=seats(), influence_at_end=seats(), scratch=np.zeros(SCRATCH, dtype=np.int64),
                       pick=seats(),
                       credit=np.zeros(p, dtype=np.float64),
                       random_agents=seats())                # the playouts choose at random


def candidates(game, d: _Decision, count: int):
    """(sel, dec, ks, n): up to `count` distinct legal selections per seat, the greedy one first."""
    t, p_count = game.tables, d.players
    sel = np.zeros((p_count, count, 2, MAX_CARDS_PER_ROUND), dtype=np.int64)
    dec = np.zeros_like(sel)
    ks = np.full((p_count, count, 2), -1, dtype=np.int64)
    n = np.zeros(p_count, dtype=np.int64)
    tmp = np.zeros(CHOOSER_SCRATCH, dtype=np.int64)
    for p in range(p_count):
        seen: set[tuple] = set()
        for attempt in range(3 * count):
            agent = AGENT_GREEDY if attempt == 0 else AGENT_RANDOM
            one_sel, one_dec, one_ks = draw_selection(d.rng, t, p, agent, d.supply[p], d.spent[p], tmp,
                                                      (d.markers, d.nobles, d.mask, d.king))
            label = (tuple(one_sel[0, :one_ks[0]]), tuple(one_dec[0, :one_ks[0]]),
                     tuple(one_sel[1, :max(one_ks[1], 0)]))
            if label in seen:
                continue
            seen.add(label)
            sel[p, n[p]], dec[p, n[p]], ks[p, n[p]] = one_sel, one_dec, one_ks
            n[p] += 1
            if n[p] == count:
                break
    return sel, dec, ks, n


def mcts_choose(game, seat: int, key: int, budget: int = BUDGET, count: int = CANDIDATES):
    """The seat's (selection, re-selection or None) as engine Cards, after `budget` playouts."""
    t = game.tables
    d = _Decision(game, seat, key)
    sel, dec, ks, n = candidates(game, d, count)
    visits = np.zeros((d.players, count), dtype=np.int64)
    value = np.zeros((d.players, count), dtype=np.float64)
    tables = RuleTables(t.params, t.banner, t.banner_len, t.chain, t.king_next)
    best = decoupled_uct(d.rng, seat, budget, d.players, d.start(), Candidates(sel, dec, ks, n), tables,
                         d.playout(), Bandits(visits, value)) if n[seat] > 1 else 0
    return engine_selection(sel[seat, best], dec[seat, best], ks[seat, best], t, game.rules.choice("knight-declined"))
