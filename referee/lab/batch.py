"""The batch simulator: many whole games in one compiled loop, one row of results per game.

play_chunk(tables, agents, key, first, count) plays games first .. first+count-1 of a run:
game g draws from its own stream (rng.seed_game(key, g)) and seat s plays agent
agents[(s + g) % N], so a game's cards depend only on (seed, g), whatever the chunk or worker.
The rules come as arrays (tables.py) checked by support.py; each round follows the reference
engine step by step (play.py names the engine function each step mirrors):

  choose   every seat chooses from the round-start state, a Witch player re-selecting at once
           (engine.simulate.choose_round);
  reveal   first selections in seat order, then the Witch players' re-selections (each straight
           after its Witch under [cards] witch_reselects = at-once);
  score    the King's region and one more per Dragon along the route; the King moves to the
           region after the last one scored; at the threshold, every other region is scored
           in route order from the King (final scoring), then the winners.

trace_game(...) plays one game and also returns its cards and scores round by round, which
records.py turns into a game record `referee replay` reads.
"""

from __future__ import annotations

import numpy as np

from . import gamerow as G
from .chooser import AGENT_GREEDY, choose_greedy, choose_random
from .jit import allocating_kernel, kernel, leaf_kernel
from .play import king_after, path_length, path_region, reveal, score_region, winners_mask
from .rng import seed_game
from .sizes import (
    DRAGON,
    KNIGHT,
    MAX_CARDS_PER_ROUND,
    MAX_PLAYERS,
    N_CARDS,
    N_SPECIAL,
    SCRATCH,
    SELECTIONS,
    W_DEC,
    W_EXTRA,
    W_GAINED,
    W_INFLUENCE_AT_END,
    W_KS,
    W_MARKERS,
    W_NOBLE_MASK,
    W_NOBLES,
    W_PLACED,
    W_POINTS,
    W_SCORED,
    W_SCORES,
    W_SCRATCH,
    W_SEL,
    W_SPENT,
    W_START_MASK,
    W_SUPPLY,
    W_ZEROED,
    WITCH,
    WORK_SIZE,
)
from .slots import (
    FINAL_ALL_REGIONS,
    FINAL_BY_NUMBER,
    FINAL_NONE,
    P_BY_NUMBER,
    P_DRAGON_REGIONS,
    P_FINAL_SCORING,
    P_FINAL_SCORING_ORDER,
    P_KING_START,
    P_MARKERS,
    P_MAX_ROUNDS,
    P_NOBLE_INFLUENCE,
    P_PLAYERS,
    P_REGIONS,
    P_THRESHOLD,
    P_TIE_BREAK,
    P_WITCH_RESELECTS,
    RESELECTS_AT_ONCE,
    ROUND_START_NOBLES,
)
from .tables import Tables


@kernel
def choose_all(rng, g, agents, players, supply, spent, king, markers, nobles, noble_mask,
               params, banner, banner_len, chain, king_next, sel, dec, ks, scratch):
    """Every seat's selection (ks[p, 0] cards) and, after a Witch, re-selection (ks[p, 1]; -1: none)."""
    sent = scratch[0:N_CARDS]
    tmp = scratch[N_CARDS:]
    sent[:] = 0
    rotation = g % players                          # one division a round, not one a seat
    for p in range(players):
        agent = agents[p + rotation - (players if p + rotation >= players else 0)]
        if agent == AGENT_GREEDY:
            ks[p, 0] = choose_greedy(rng, p, supply[p], spent[p], king, markers, nobles, noble_mask,
                                     players, params, banner, banner_len, chain, king_next, sel[p, 0], dec[p, 0], tmp)
        else:
            ks[p, 0] = choose_random(rng, supply[p], spent[p], np.int64(0), sent, params, sel[p, 0], dec[p, 0], tmp)
        ks[p, 1] = -1
        if ks[p, 0] > 0 and sel[p, 0, 0] == WITCH:
            sent[:] = 0
            for j in range(1, ks[p, 0]):
                sent[sel[p, 0, j]] = 1
            ks[p, 1] = choose_random(rng, supply[p], spent[p], np.int64(1), sent, params, sel[p, 1], dec[p, 1], tmp)
            sent[:] = 0


@leaf_kernel
def reveal_all(players, sel, dec, ks, markers, supply, spent, placed, params):
    """Reveal in the rulebook's order (the Witch players' re-selections after everyone's cards, or
    each at once under [cards] witch_reselects = at-once); returns the Dragons revealed.
    placed[p, s, j]: see play.reveal. One call of reveal, in a loop over 2 x players turns (turn t <
    players: seat t's cards; later turns: the re-selections held back), so that the inlined reveal
    is compiled once."""
    dragons = 0
    at_once = params[P_WITCH_RESELECTS] == RESELECTS_AT_ONCE
    for t in range(2 * players):
        p = t if t < players else t - players       # not t % players: a division costs tens of cycles
        if t < players:
            placed[p, 0, 0] = -1                      # the Witch's, when it sends the others back
            s = np.int64(0)
            if ks[p, 1] >= 0:
                spent[p, WITCH - KNIGHT] += 1         # the Witch sends the other cards back
                s = np.int64(1 if at_once else -1)
        else:
            s = np.int64(1 if ks[p, 1] >= 0 and not at_once else -1)
        if s >= 0:
            dragons += reveal(p, sel[p, s], dec[p, s], ks[p, s], markers, supply, spent[p], placed[p, s], params, s)
    return dragons


@leaf_kernel
def score_round(dragons, king, players, markers, nobles, noble_mask, supply, scores, points, gained,
                extra, scored, params, banner, banner_len, chain, king_next, start_mask, influence_at_end):
    """Score this round's regions (and the final scoring); returns (new King, game over, bonus).

    gained[i, p]: placing points of seat p in region i, where scored[i] = 1 (elsewhere a value of an
    earlier round: not zeroed each round, count_cards reads it where scored); extra[p]: those earned in
    regions a Dragon added; scored[i]: 1 for a region scored this round, by the round or the final
    scoring (the final scoring passes each region once, so its marks never skip one); start_mask: room for the Noble
    masks at the round's start (the chain bonus counts them under dragon-regions = round-start-nobles);
    influence_at_end[p], once the game is over: seat p's markers and Nobles (at their influence) on
    the board before the final scoring ([end] tie_break = most-influence-on-board counts them).
    Both scorings go through one call of score_region (inlined: compiled once).
    """
    regions = params[P_REGIONS]
    count = path_length(dragons, params)
    extra[:] = 0
    scored[:] = 0
    # the chain bonus counts the Nobles as they stand, or as they stood at the round's start
    # (dragon-regions = round-start-nobles; a flag, not an array chosen between two: that choice
    # cost about a tenth of a game's instructions once score_region was inlined)
    at_start = params[P_DRAGON_REGIONS] == ROUND_START_NOBLES
    if at_start:
        for p in range(players):
            start_mask[p] = noble_mask[p]
    bonus, over, final, step, last = 0, False, np.int64(0), 0, king
    while True:
        if final == 0:                              # the King's path (play.py), never a region twice
            region = path_region(king, step, last, king_next)
            if step == count or scored[region] == 1:
                king = king_after(king, last, params, king_next)
                over = threshold_reached(players, scores, params)
                if over:
                    influence_on_board(players, markers, nobles, params, influence_at_end)
                if not over or params[P_FINAL_SCORING] == FINAL_NONE:
                    break
                final, step = np.int64(1), 0
                continue
        else:                                       # along the route from the King, or by region number
            if step == regions:
                break
            by_number = params[P_FINAL_SCORING_ORDER] == FINAL_BY_NUMBER
            region = (params[P_BY_NUMBER] >> (3 * step)) & 7 if by_number else (king + step) % regions
            if scored[region] == 1 and params[P_FINAL_SCORING] != FINAL_ALL_REGIONS:
                step += 1
                continue
        bonus += score_region(region, final, players, markers, nobles, noble_mask, supply, scores, points, params,
                              banner, banner_len, chain, start_mask, at_start and final == 0)
        for p in range(players):
            gained[region, p] = points[p]
            if final == 0 and step > 0:
                extra[p] += points[p]
        scored[region] = 1                          # (count_cards reads gained[i] where scored[i] only)
        if final == 0:
            last = region
        step += 1
    return king, over, bonus


@leaf_kernel
def influence_on_board(players, markers, nobles, params, influence):
    """influence[p]: seat p's markers and Nobles (each at [scoring] noble_influence) on the whole board
    (engine.adjudicate._influence_on_board)."""
    for p in range(players):
        influence[p] = 0
        for i in range(markers.shape[0]):
            influence[p] += markers[i, p] + params[P_NOBLE_INFLUENCE] * nobles[i, p]


@leaf_kernel
def threshold_reached(players, scores, params):
    """Whether a player has reached [end] threshold: the game ends after this round."""
    for p in range(players):
        if scores[p] >= params[P_THRESHOLD]:
            return True
    return False


@leaf_kernel
def count_cards(row, players, sel, ks, placed, gained, scored, extra):
    """Add this round's plays and pays to the row: a card pays when it earned its player points
    (a marker in a region that paid them, a Dragon's added regions paid them, a Witch's
    re-selection paid). A seat whose Witch sent its cards back revealed its re-selection (s = 1)
    and the Witch, never the first selection's other cards; a re-selection holds no Witch."""
    for p in range(players):
        s = 1 if ks[p, 1] >= 0 else 0
        paid = 0
        for j in range(ks[p, s]):
            c = sel[p, s, j]
            if c == DRAGON:
                pays = 1 if extra[p] > 0 else 0
            else:
                where = placed[p, s, j]
                pays = 1 if where >= 0 and scored[where] == 1 and gained[where, p] > 0 else 0
            row[G.PLAYS + c] += 1
            row[G.PAYS + c] += pays
            paid |= pays
        if s == 1:
            row[G.PLAYS + WITCH] += 1
            row[G.PAYS + WITCH] += paid


@leaf_kernel
def sole_leader(players, scores):
    best = -1
    who = -1
    for p in range(players):
        if scores[p] > best:
            best, who = scores[p], p
        elif scores[p] == best:
            who = -1
    return who


@kernel
def finish_row(row, players, rounds, over, scores, nobles, params, lead_hist, g, influence_at_end):
    """The per-game columns once the game is over (gamerow.py)."""
    regions = params[P_REGIONS]
    row[G.ROUNDS] = rounds
    row[G.FINISHED] = 1 if over else 0
    row[G.ROTATION] = g % players
    mask = winners_mask(players, scores, nobles, regions, params[P_TIE_BREAK], influence_at_end) if over else 0
    row[G.WINNERS] = mask
    best = -1
    tied = 0
    runner_up = 0
    for p in range(players):
        row[G.SCORE + p] = scores[p]
        held = 0
        for i in range(regions):
            held += nobles[i, p]
        row[G.NOBLES + p] = held
        row[G.NOBLES_END] += held
        if scores[p] >= params[P_THRESHOLD]:
            row[G.REACHED] |= 1 << p
        if scores[p] > best:
            best, tied = scores[p], 1
        elif scores[p] == best:
            tied += 1
        if not (mask >> p) & 1 and scores[p] > runner_up:
            runner_up = scores[p]
    row[G.BEST] = best
    row[G.TOP_TIED] = 1 if tied > 1 else 0
    row[G.RUNNER_UP] = runner_up if mask != (1 << players) - 1 else best   # every seat won: margin 0
    row[G.LEAD_ROUND] = 0
    if over and mask != 0 and (mask & (mask - 1)) == 0:
        winner = 0
        while (mask >> winner) & 1 == 0:
            winner += 1
        first = rounds                           # the tie-break decided: the lead came at the end
        if lead_hist[rounds - 1] == winner:
            while first > 1 and lead_hist[first - 2] == winner:
                first -= 1
        row[G.LEAD_ROUND] = first


@kernel
def keep_trace(r, players, sel, dec, ks, scores, trace_sel, trace_dec, trace_ks, trace_scores):
    """Copy round r's cards and the scores after it into the trace arrays (trace_game)."""
    for p in range(players):
        trace_scores[r, p] = scores[p]
        for s in range(2):
            trace_ks[r, p, s] = ks[p, s]
            for j in range(MAX_CARDS_PER_ROUND):
                trace_sel[r, p, s, j] = sel[p, s, j]
                trace_dec[r, p, s, j] = dec[p, s, j]



@allocating_kernel
def new_work(params):
    return np.zeros(WORK_SIZE + params[P_MAX_ROUNDS], dtype=np.int64)


@kernel
def play_game(rng, g, agents, params, banner, banner_len, chain, king_next, row, curve, alive, work, trace_on,
              trace_sel, trace_dec, trace_ks, trace_scores):
    """Play game g from the set-up to its end (or params[P_MAX_ROUNDS] rounds); fill row."""
    players, regions = params[P_PLAYERS], params[P_REGIONS]
    work[:W_ZEROED] = 0                           # one buffer, carved into the game's state (sizes.GAME)
    # region by seat, laid out whole (contiguous, as the tree search's own arrays: the kernels compile
    # once for both, and index with one stride; a slice of a larger grid cost about 5 % of a game's instructions)
    board = regions * players
    markers = work[W_MARKERS:W_MARKERS + board].reshape((regions, players))
    nobles = work[W_NOBLES:W_NOBLES + board].reshape((regions, players))
    gained = work[W_GAINED:W_GAINED + board].reshape((regions, players))
    sel = work[W_SEL:W_SEL + SELECTIONS].reshape((MAX_PLAYERS, 2, MAX_CARDS_PER_ROUND))[:players]
    dec = work[W_DEC:W_DEC + SELECTIONS].reshape((MAX_PLAYERS, 2, MAX_CARDS_PER_ROUND))[:players]
    placed = work[W_PLACED:W_PLACED + SELECTIONS].reshape((MAX_PLAYERS, 2, MAX_CARDS_PER_ROUND))[:players]
    ks = work[W_KS:W_KS + 2 * MAX_PLAYERS].reshape((MAX_PLAYERS, 2))[:players]
    scored = work[W_SCORED:W_SCORED + regions]
    noble_mask, supply = work[W_NOBLE_MASK:W_NOBLE_MASK + players], work[W_SUPPLY:W_SUPPLY + players]
    scores = work[W_SCORES:W_SCORES + players]
    spent = work[W_SPENT:W_SPENT + MAX_PLAYERS * N_SPECIAL].reshape((MAX_PLAYERS, N_SPECIAL))[:players]
    points, extra = work[W_POINTS:W_POINTS + players], work[W_EXTRA:W_EXTRA + players]
    start_mask = work[W_START_MASK:W_START_MASK + players]
    influence_at_end = work[W_INFLUENCE_AT_END:W_INFLUENCE_AT_END + players]
    scratch = work[W_SCRATCH:W_SCRATCH + SCRATCH]
    lead_hist = work[WORK_SIZE:WORK_SIZE + params[P_MAX_ROUNDS]]
    supply[:] = params[P_MARKERS]                 # lead_hist: each round writes its own before finish_row reads it
    king = params[P_KING_START]
    rounds, over, last_leader = np.int64(0), False, -1
    row[:] = 0
    alive[0] += 1
    while not over and rounds < params[P_MAX_ROUNDS]:
        choose_all(rng, g, agents, players, supply, spent, king, markers, nobles, noble_mask,
                   params, banner, banner_len, chain, king_next, sel, dec, ks, scratch)
        dragons = reveal_all(players, sel, dec, ks, markers, supply, spent, placed, params)
        king, over, bonus = score_round(dragons, king, players, markers, nobles, noble_mask, supply, scores,
                                        points, gained, extra, scored, params, banner, banner_len, chain, king_next,
                                        start_mask, influence_at_end)
        row[G.BONUS] += bonus
        count_cards(row, players, sel, ks, placed, gained, scored, extra)
        leader = sole_leader(players, scores)
        lead_hist[rounds] = leader
        if leader >= 0:
            if last_leader >= 0 and leader != last_leader:
                row[G.LEAD_CHANGES] += 1
            last_leader = leader
        if trace_on:
            keep_trace(rounds, players, sel, dec, ks, scores, trace_sel, trace_dec, trace_ks, trace_scores)
        rounds += 1
        alive[rounds] += 1
        best = 0
        for p in range(players):
            curve[rounds, p] += scores[p]
            best = max(best, scores[p])
        curve[rounds, G.CURVE_LEADER] += best
    finish_row(row, players, rounds, over, scores, nobles, params, lead_hist, g, influence_at_end)
    total = 0
    for p in range(players):
        total += scores[p]
    row[G.POINTS] = total


@allocating_kernel
def play_games(params, banner, banner_len, chain, king_next, agents, key, first, rows, curve, alive):
    """Games first .. first+len(rows)-1: rows[k] for game first+k; curve and alive accumulate."""
    rng = np.zeros(4, dtype=np.int64)
    work = new_work(params)
    dummy = np.zeros((1, 1, 2, MAX_CARDS_PER_ROUND), dtype=np.int64)
    dummy_ks = np.zeros((1, 1, 2), dtype=np.int64)
    dummy_scores = np.zeros((1, 1), dtype=np.int64)
    for k in range(rows.shape[0]):
        seed_game(rng, key, first + k)
        play_game(rng, first + k, agents, params, banner, banner_len, chain, king_next, rows[k], curve, alive, work,
                  np.bool_(False), dummy, dummy, dummy_ks, dummy_scores)


def new_curve(tables: Tables) -> tuple[np.ndarray, np.ndarray]:
    """Empty (curve, alive) accumulators for a run: curve[r, seat | leader], alive[r]."""
    rounds = int(tables.params[P_MAX_ROUNDS]) + 1
    return np.zeros((rounds, G.CURVE_WIDTH), dtype=np.int64), np.zeros(rounds, dtype=np.int64)


def compile_kernels(tables: Tables, agents: np.ndarray) -> None:
    """Compile (or load from the cache) every kernel a run of these tables and agents calls, by
    playing one game: done once in the parent, so worker processes inherit the compiled code
    instead of each compiling it again."""
    play_chunk(tables, agents, 0, 0, 1)


def play_chunk(tables: Tables, agents: np.ndarray, key: int, first: int, count: int
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(rows, curve, alive) of games first .. first+count-1."""
    if not tables.kernel:
        raise ValueError("generic tables describe no rules: only the reference engine plays them (fallback.py)")
    rows = np.zeros((count, G.WIDTH), dtype=np.int64)
    curve, alive = new_curve(tables)
    play_games(tables.params, tables.banner, tables.banner_len, tables.chain, tables.king_next, agents, key, first,
               rows, curve, alive)
    return rows, curve, alive


def trace_game(tables: Tables, agents: np.ndarray, key: int, game: int) -> dict:
    """Replay game number `game` of a run alone, keeping its cards and scores round by round."""
    players, rounds = tables.players, int(tables.params[P_MAX_ROUNDS])
    sel = np.zeros((rounds, players, 2, MAX_CARDS_PER_ROUND), dtype=np.int64)
    dec = np.zeros((rounds, players, 2, MAX_CARDS_PER_ROUND), dtype=np.int64)
    ks = np.zeros((rounds, players, 2), dtype=np.int64)
    scores = np.zeros((rounds, players), dtype=np.int64)
    row = np.zeros(G.WIDTH, dtype=np.int64)
    curve, alive = new_curve(tables)
    rng = np.zeros(4, dtype=np.int64)
    seed_game(rng, key, game)
    play_game(rng, game, agents, tables.params, tables.banner, tables.banner_len, tables.chain, tables.king_next, row,
              curve, alive, new_work(tables.params), True, sel, dec, ks, scores)
    played = int(row[G.ROUNDS])
    return {"row": row, "sel": sel[:played], "dec": dec[:played], "ks": ks[:played], "scores": scores[:played]}
