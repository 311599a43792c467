"""The reference path: the same games played by the reference engine, one row per game.

Used when numba is not installed (with a notice), for agents the batch simulator does not
have (search), and by the tests as a second opinion: each round the agents choose with the
very same functions and random stream as the batch simulator (chooser.py, rng.py, run as
compiled code or as plain Python), and the reference engine (engine.round_play.apply_round,
engine.adjudicate) resolves and scores the cards. The row is then read off the engine's own
results (its round log and scoring outcome), so a test comparing the rows of both paths
checks the batch simulator's rules and its statistics against the engine.

For rules the kernel does not play (tables.generic_tables: no rule parameter in them) the
random agent chooses as `referee simulate` does, among the engine's own legal selections
(engine.simulate.random_selections, from a stream of its own per game); the greedy agent takes,
of a few such draws, the one that scores most this round (greedy_among_legal); the search agent
judges such draws by random playouts (agents.flat_monte_carlo), the mcts agent runs its bandits
over them with the engine playing its playouts (engine_mcts.py): any ruleset the referee reads
plays here.
"""

from __future__ import annotations

import random

import numpy as np

from ..engine.round_play import apply_round
from ..engine.setup import new_game
from ..engine.simulate import random_selections
from ..rules import Rules
from . import gamerow as G
from .chooser import AGENT_GREEDY, AGENT_RANDOM, choose_greedy, choose_random
from .records import engine_card, seat_names
from .rng import seed_game
from .sizes import CHOOSER_SCRATCH, DRAGON, KNIGHT, MAX_CARDS_PER_ROUND, N_CARDS, WITCH
from .slots import P_MAX_ROUNDS
from .tables import CARD_NAMES, Tables, card_code


class EngineGame:
    """One game on the reference engine, with the array view the choosers read."""

    def __init__(self, rules: Rules, tables: Tables, key: int, game: int):
        self.rules, self.tables, self.game = rules, tables, game
        self.players = seat_names(rules, tables)
        self.position = new_game(self.players, rules, dict(rules.chosen_rulings))
        self.rng = np.zeros(4, dtype=np.int64)
        seed_game(self.rng, key, game)
        self.tmp = np.zeros(CHOOSER_SCRATCH, dtype=np.int64)
        self.generic_rng = random.Random(f"generic:{key}:{game}")
        # a round log's event names its region as a record does: its route index, looked up once here
        self.route_index = {rules.board.name(r): i for i, r in enumerate(tables.route)}

    def arrays(self):
        """(markers, nobles, noble_mask, king index) of the position, by route index and seat."""
        route, pos = self.tables.route, self.position
        markers = np.zeros((len(route), len(self.players)), dtype=np.int64)
        nobles = np.zeros_like(markers)
        mask = np.zeros(len(self.players), dtype=np.int64)
        for i, region in enumerate(route):
            for p, name in enumerate(self.players):
                markers[i, p] = pos.markers_in(region, name)
                nobles[i, p] = pos.nobles_in(region).count(name)
                if nobles[i, p] > 0:
                    mask[p] |= 1 << i
        return markers, nobles, mask, route.index(pos.king)

    def choose(self, seat: int, agent: int) -> tuple[list, list | None]:
        """(first selection, re-selection or None) of a seat, as engine Cards."""
        pos, name = self.position, self.players[seat]
        if not self.tables.kernel:
            if agent == AGENT_GREEDY:
                return greedy_among_legal(self, seat)
            if agent != AGENT_RANDOM:     # search chooses among random ones (agents.flat_monte_carlo)
                raise ValueError("on rules the kernel does not play, random and greedy agents choose")
            return random_selections(self.generic_rng, pos, self.rules, name)
        supply = (pos.supply or {}).get(name, 0)
        spent = np.array(spent_cards(pos, name), dtype=np.int64)
        board = self.arrays() if agent == AGENT_GREEDY else None
        sel, dec, ks = draw_selection(self.rng, self.tables, seat, agent, supply, spent, self.tmp, board)
        return engine_selection(sel, dec, ks, self.tables, self.rules.choice("knight-declined"))


GREEDY_DRAWS = 8       # legal selections the greedy agent weighs on rules the kernel does not play


def greedy_among_legal(game: EngineGame, seat: int) -> tuple[list, list | None]:
    """The greedy agent on rules the kernel does not play (no tables to read): of GREEDY_DRAWS
    distinct legal selections drawn at random, never the Witch (as the kernel's greedy agent), the
    one whose round scores the seat most when every other seat plays one random legal selection (the
    same for every candidate); the first drawn among equals. Only the Witch is legal: a random draw."""
    pos, rules, rng, name = game.position, game.rules, game.generic_rng, game.players[seat]
    others = {p: random_selections(rng, pos, rules, p) for p in game.players if p != name}
    candidates, seen = [], set()
    for _ in range(3 * GREEDY_DRAWS):
        first, again = random_selections(rng, pos, rules, name)
        if (first and first[0].kind == "witch") or repr(first) in seen:
            continue
        seen.add(repr(first))
        candidates.append((first, again))
        if len(candidates) == GREEDY_DRAWS:
            break
    if not candidates:
        return random_selections(rng, pos, rules, name)
    their_plays = {p: sel for p, (sel, _) in others.items()}
    their_witch = {p: again_ for p, (_, again_) in others.items() if again_ is not None}
    best, best_points = candidates[0], None
    for first, again in candidates:
        after = pos.copy()
        apply_round(after, rules, their_plays | {name: first}, their_witch, trace=False)
        points = after.scores.get(name, 0) - pos.scores.get(name, 0)
        if best_points is None or points > best_points:
            best, best_points = (first, again), points
    return best


def spent_cards(position, player: str) -> list[int]:
    """How many of the player's Knights, Dragons and Witches have left the game (the kernels'
    spent[p], sizes.SPECIAL order): the position records only the kinds once_per_game names."""
    used = position.used.get(player, [])
    return [used.count(kind) for kind in CARD_NAMES]


def draw_selection(rng, tables: Tables, seat: int, agent: int, supply: int, spent: np.ndarray,
                   tmp: np.ndarray, board=None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A seat's selection and, after a Witch, its re-selection, in card codes, as the batch simulator
    chooses them (batch.choose_all): (sel[2, C], dec[2, C], ks[2]; ks[1] = -1 without a Witch).
    `board` = (markers, nobles, noble_mask, king index) for the greedy agent; tmp: chooser scratch."""
    t = tables
    sel = np.zeros((2, MAX_CARDS_PER_ROUND), dtype=np.int64)
    dec = np.zeros_like(sel)
    ks = np.array([0, -1], dtype=np.int64)
    sent = np.zeros(N_CARDS, dtype=np.int64)
    if agent == AGENT_GREEDY:
        markers, nobles, mask, king = board
        ks[0] = choose_greedy(rng, seat, supply, spent, king, markers, nobles, mask, t.players, t.params, t.banner,
                              t.banner_len, t.chain, t.king_next, sel[0], dec[0], tmp)
    else:
        ks[0] = choose_random(rng, supply, spent, np.int64(0), sent, t.params, sel[0], dec[0], tmp)
    if ks[0] > 0 and sel[0, 0] == WITCH:
        for j in range(1, ks[0]):
            sent[sel[0, j]] = 1
        ks[1] = choose_random(rng, supply, spent, np.int64(1), sent, t.params, sel[1], dec[1], tmp)
    return sel, dec, ks


def engine_selection(sel: np.ndarray, dec: np.ndarray, ks: np.ndarray, tables: Tables, knight_ruling: str
                     ) -> tuple[list, list | None]:
    """(first selection, re-selection or None) as engine Cards, from draw_selection's codes."""
    def cards(s: int) -> list:
        return [engine_card(int(c), int(d), tables, knight_ruling) for c, d in zip(sel[s, :ks[s]], dec[s, :ks[s]])]
    return cards(0), (cards(1) if ks[1] >= 0 else None)


def play_engine_game(rules: Rules, tables: Tables, agents, key: int, game: int, curve, alive,
                     skilled=None) -> np.ndarray:
    """One game on the reference engine; returns its row. skilled[code](game, seat) chooses for the
    seats of a skilled agent (search, mcts: agents.skilled_choosers)."""
    skilled = skilled or {}
    g = EngineGame(rules, tables, key, game)
    n = len(g.players)
    row = np.zeros(G.WIDTH, dtype=np.int64)
    lead_hist: list[int] = []
    last_leader = -1
    alive[0] += 1
    played = None
    while not g.position.game_over and len(lead_hist) < int(tables.params[P_MAX_ROUNDS]):
        plays, witch = {}, {}
        for seat, name in enumerate(g.players):
            agent = int(agents[(seat + game) % n])
            first, again = skilled[agent](g, seat) if agent in skilled else g.choose(seat, agent)
            plays[name] = first
            if again is not None:
                witch[name] = again
        played = apply_round(g.position, rules, plays, witch)
        count_engine_cards(row, g, played)
        row[G.BONUS] += sum(b.points for r in played.outcome.regions for b in r.bonuses)
        scores = [g.position.scores[p] for p in g.players]
        leader = scores.index(max(scores)) if scores.count(max(scores)) == 1 else -1
        lead_hist.append(leader)
        if leader >= 0:
            row[G.LEAD_CHANGES] += last_leader >= 0 and leader != last_leader
            last_leader = leader
        alive[len(lead_hist)] += 1
        curve[len(lead_hist), :n] += scores
        curve[len(lead_hist), G.CURVE_LEADER] += max(scores)
    finish_engine_row(row, g, played, lead_hist, game)
    return row


def count_engine_cards(row: np.ndarray, g: EngineGame, played) -> None:
    """Plays and pays of the round's cards, read from the engine's round log and scoring outcome."""
    route, index = g.tables.route, g.route_index
    gained = {(r.region, pl.player): pl.points for r in played.outcome.regions for pl in r.placings}
    in_round = {(r.region, pl.player): pl.points for r in played.outcome.regions if not r.final for pl in r.placings}
    added = set(played.outcome.regions_scored[1:])
    extra = {p: sum(in_round.get((r, p), 0) for r in added) for p in g.players}   # the round's, not the final's
    witch_paid = {p: 0 for p in played.log.witch_players}
    for event in played.log.events:
        p, effect = event.player, event.effect
        if effect == "witch" or (event.marker or 1) > 1:
            continue                          # a Knight of several markers is one card: counted at its first
        code = (KNIGHT if effect.startswith("knight") else DRAGON if effect == "dragon"
                else index[event.region])
        if effect == "dragon":
            pays = int(extra[p] > 0)
        elif effect in ("region", "knight"):
            pays = int(gained.get((route[index[event.region]], p), 0) > 0)
        else:
            pays = 0
        row[G.PLAYS + code] += 1
        row[G.PAYS + code] += pays
        if event.reselection:
            witch_paid[p] |= pays
    for p, paid in witch_paid.items():
        row[G.PLAYS + WITCH] += 1
        row[G.PAYS + WITCH] += paid


def finish_engine_row(row: np.ndarray, g: EngineGame, played, lead_hist: list[int], game: int) -> None:
    pos, players = g.position, g.players
    rounds = len(lead_hist)
    row[G.ROUNDS], row[G.FINISHED], row[G.ROTATION] = rounds, int(pos.game_over), game % len(players)
    winners = list(played.outcome.winners) if pos.game_over else []
    for p, name in enumerate(players):
        row[G.SCORE + p] = pos.scores[name]
        row[G.NOBLES + p] = pos.nobles_on_board(name)
        row[G.WINNERS] |= (name in winners) << p
        row[G.REACHED] |= (pos.scores[name] >= g.rules.end.threshold) << p
    scores = [pos.scores[p] for p in players]
    row[G.NOBLES_END] = sum(row[G.NOBLES:G.NOBLES + len(players)])
    row[G.BEST] = max(scores)
    row[G.TOP_TIED] = int(scores.count(max(scores)) > 1)
    row[G.RUNNER_UP] = max([s for s, name in zip(scores, players) if name not in winners] or [max(scores)])
    row[G.POINTS] = sum(scores)
    if len(winners) == 1:
        w = players.index(winners[0])
        first = rounds
        if lead_hist[-1] == w:
            while first > 1 and lead_hist[first - 2] == w:
                first -= 1
        row[G.LEAD_ROUND] = first


def play_engine_chunk(rules: Rules, tables: Tables, agents, key: int, first: int, count: int, skilled=None):
    """(rows, curve, alive) of games first .. first+count-1 on the reference engine."""
    from .batch import new_curve

    curve, alive = new_curve(tables)
    rows = np.zeros((count, G.WIDTH), dtype=np.int64)
    for k in range(count):
        rows[k] = play_engine_game(rules, tables, agents, key, first + k, curve, alive, skilled)
    return rows, curve, alive


__all__ = ["EngineGame", "play_engine_chunk", "play_engine_game", "card_code"]
