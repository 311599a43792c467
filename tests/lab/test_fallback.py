"""The reference path plays the very same games as the batch simulator (same choosers, same random
stream), but resolves and scores them with the reference engine and reads every statistic off the
engine's own round log and outcome. Identical rows, curves and counts therefore check the batch
simulator's rules and its bookkeeping (plays, pays, lead changes, Nobles ...) at once."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("numpy")

from helpers import REPO  # noqa: E402
from referee import api  # noqa: E402
from referee.lab import gamerow as G  # noqa: E402
from referee.lab.batch import play_chunk  # noqa: E402
from referee.lab.fallback import play_engine_chunk  # noqa: E402
from referee.lab.rng import seed_key  # noqa: E402
from referee.lab.tables import build_tables  # noqa: E402

EXAMPLES = f"{REPO}/examples/variants/"
INFLUENCE = f"{REPO}/tests/data/influence-tie-break.toml"      # [end] tie_break = most-influence-on-board
CASES = [((), {}), (("permanent-nobles",), {}),
         ((), {"knight-after-non-region": "last-region-card", "card-count-when-short": "supply-at-round-start-at-most"}),
         (("permanent-nobles",), {"witch-reselect-same-cards": "forbidden", "knight-with-two-cards": "no-marker"}),
         # the kernel's later values: a bonus without the chain, every region or none in
         # the final scoring, a Knight of two markers (short supplies: the card-without-marker rulings)
         ((EXAMPLES + "bonus-without-chain.toml",), {}),
         ((EXAMPLES + "final-all-regions.toml", "permanent-nobles"), {}),
         ((f"{REPO}/tests/data/no-final-scoring.toml",), {}),
         ((f"{REPO}/tests/data/adjacent-bonus.toml", "permanent-nobles"), {}),
         ((f"{REPO}/tests/data/knight-no-markers.toml",), {}),
         ((EXAMPLES + "knight-two-markers.toml",), {}),
         ((EXAMPLES + "king-side-road.toml",), {}),
         ((EXAMPLES + "two-dragons.toml",), {}),
         ((EXAMPLES + "two-dragons.toml",), {"witch-reselect-same-cards": "forbidden"}),
         ((f"{REPO}/tests/data/no-knight-no-witch.toml",), {}),
         ((f"{REPO}/tests/data/new-noble-bonus.toml", "permanent-nobles"), {}),
         ((f"{REPO}/tests/data/king-after-his-own.toml", EXAMPLES + "king-side-road.toml"), {}),
         ((EXAMPLES + "nobles-on-a-tie.toml",), {}),
         ((EXAMPLES + "nobles-on-a-tie.toml", "permanent-nobles"), {}),
         ((f"{REPO}/tests/data/no-nobles.toml",), {}),
         ((f"{REPO}/tests/data/tied-nobles-two-per-region.toml",), {}),
         ((EXAMPLES + "king-side-road.toml", "permanent-nobles"), {"knight-after-non-region": "last-region-card"}),
         ((EXAMPLES + "knight-two-markers.toml",), {"card-without-marker": "no-effect",
                                                     "knight-after-non-region": "last-region-card"})]
IDS = ["standard", "permanent", "rulings-a", "rulings-b", "region-only", "final-all", "final-none", "adjacent", "knight-0", "knight-2", "king-side-road", "two-dragons", "two-dragons-forbidden", "no-knight-no-witch", "new-noble-bonus",
       "king-after-his-own",
       "nobles-on-a-tie", "tie-stack", "no-nobles", "tie-stack-two",
       "king-side-road-pn", "knight-2-no-effect"]


PLAYER_COUNTS = (2, 4, 5)
# Every case at every count in the whole suite; `pytest -m "not slow"` plays each case at one count,
# the counts taking turns (so every case and every count stays in the quick run).
ROWS = [pytest.param(variants, rulings, players, id=f"{players}-{name}",
                     marks=() if players == PLAYER_COUNTS[k % len(PLAYER_COUNTS)] else pytest.mark.slow)
        for players in PLAYER_COUNTS for k, ((variants, rulings), name) in enumerate(zip(CASES, IDS))]


@pytest.mark.parametrize("variants,rulings,players", ROWS)
def test_batch_and_engine_rows_are_identical(variants, rulings, players):
    rules = api.load_rules(variants, rulings=rulings)
    tables = build_tables(rules, players)
    for agents in (np.zeros(players, dtype=np.int64), np.array([1] + [0] * (players - 1), dtype=np.int64)):
        batch = play_chunk(tables, agents, seed_key(31), 100, 15)
        engine = play_engine_chunk(rules, tables, agents, seed_key(31), 100, 15)
        for mine, theirs in zip(batch, engine):
            assert np.array_equal(mine, theirs)


def test_rows_hold_what_the_rules_promise():
    rules = api.load_rules()
    tables = build_tables(rules, 4)
    rows, curve, alive = play_engine_chunk(rules, tables, np.zeros(4, dtype=np.int64), seed_key(3), 0, 10)
    assert (rows[:, G.FINISHED] == 1).all()
    # "Game end": the game ends in the round someone reaches 40, so the best score is at least 40
    assert (rows[:, G.BEST] >= 40).all()
    # standard rules: one Noble per region at most, 8 regions
    assert (rows[:, G.NOBLES_END] <= 8).all()
    # each game counted once at round 0, and once per round it lasted
    assert alive[0] == 10 and alive[1:].sum() == rows[:, G.ROUNDS].sum()
    # seat rotation: game g seats agent (s + g) % 4, recorded as g % 4
    assert list(rows[:, G.ROTATION]) == [g % 4 for g in range(10)]


def test_rules_the_kernel_does_not_play_are_played_by_the_engine_choosing_its_own_legal_selections():
    from referee.lab.sizes import DRAGON
    from referee.lab.tables import generic_tables

    rules = api.load_rules((f"{REPO}/tests/data/ten-cards-dragon-every-round.toml",))
    tables = generic_tables(rules, 4)
    with pytest.raises(ValueError):
        play_chunk(tables, np.zeros(4, dtype=np.int64), seed_key(1), 0, 1)     # no rule in them: refused
    rows, _, alive = play_engine_chunk(rules, tables, np.zeros(4, dtype=np.int64), seed_key(1), 0, 40)
    assert alive[0] == 40 and all(rows[:, G.FINISHED] == 1)
    # a Dragon played once per game allows at most 4 plays a game at 4 players; here it comes back
    assert rows[:, G.PLAYS + DRAGON].max() > 4
    with pytest.raises(ValueError):     # a skilled agent's code with no chooser given for it: refused
        play_engine_chunk(rules, tables, np.full(4, 2, dtype=np.int64), seed_key(1), 0, 1)


@pytest.mark.slow       # about 7 s and 9 s: 40 two-player games with a search or mcts seat on the reference engine
@pytest.mark.parametrize("skilled", ["search", "mcts"])
def test_a_skilled_agent_plays_rules_the_kernel_does_not_play_and_outscores_a_random_seat(skilled):
    # On rules the kernel does not play (a Dragon back every round here) the agents choose
    # among the engine's own legal selections. search takes the selection whose random playouts end
    # best (3 candidates, 2 playouts each here); mcts runs its decoupled UCT with the engine
    # resolving its joint rounds and playing its playouts (lab/engine_mcts.py; 12 playouts a
    # decision here). Either should outscore a random seat in most games: under equal strength 28
    # or more wins of 40 would come less than 1% of the time.
    from referee.lab.agents import FIRST_SKILLED, mcts_chooser, search_chooser
    from referee.lab.tables import generic_tables

    rules = api.load_rules((f"{REPO}/tests/data/ten-cards-dragon-every-round.toml",))
    tables, key = generic_tables(rules, 2), seed_key(1)
    agents = np.array([FIRST_SKILLED, 0], dtype=np.int64)          # the skilled agent, random
    chooser = search_chooser(key, 3, 2) if skilled == "search" else mcts_chooser(key, 12)
    def play(games):
        return play_engine_chunk(rules, tables, agents, key, 0, games, {FIRST_SKILLED: chooser})[0]
    rows = play(40)
    assert all(rows[:, G.FINISHED] == 1)
    # game g seats agent (s + g) mod 2 in seat s: the skilled agent (agent 0) sits in seat -g mod 2
    margins = [row[G.SCORE + (-g) % 2] - row[G.SCORE + (1 + g) % 2] for g, row in enumerate(rows)]
    assert sum(m > 0 for m in margins) >= 28, margins
    # its own draws leave the game's streams alone: the same games again, row for row
    assert (play(5) == rows[:5]).all()


@pytest.mark.slow       # about 5 s: 80 two-player games on the reference engine
def test_the_greedy_agent_plays_rules_the_kernel_does_not_play_and_outscores_a_random_seat():
    # On rules the kernel does not play (ten cards, a Dragon back every round) greedy takes,
    # of 8 legal selections drawn from the engine's own, the one that scores it most this round against
    # one draw of the others'. It should outscore a random seat in most games: under equal strength 51
    # or more wins of 80 would come less than 1% of the time (binomial, p = 1/2). The Witch leaves the
    # game once played ([components] once_per_game): at most one play a seat, two a game.
    from referee.lab.sizes import WITCH
    from referee.lab.tables import generic_tables

    rules = api.load_rules((f"{REPO}/tests/data/ten-cards-dragon-every-round.toml",))
    rows, _, _ = play_engine_chunk(rules, generic_tables(rules, 2), np.array([1, 0], dtype=np.int64), seed_key(1),
                                   0, 80)
    assert all(rows[:, G.FINISHED] == 1)
    margins = [row[G.SCORE + (-g) % 2] - row[G.SCORE + (1 + g) % 2] for g, row in enumerate(rows)]
    assert sum(m > 0 for m in margins) >= 51, margins
    assert rows[:, G.PLAYS + WITCH].max() <= 2


def test_the_influence_tie_break_decides_as_the_reference_engine_does():
    # [end] tie_break = most-influence-on-board: among players tied on the most points, the most
    # markers and Nobles on the board when the last round ended (before the final scoring). The
    # tie-break changes no card played (the choosers never read it), so the same games under the
    # rulebook's tie-break (Nobles) differ only where a tied top is broken otherwise: those games
    # are the ones that tell, and each must play row for row as the reference engine plays it.
    rules = api.load_rules((INFLUENCE,))
    agents = np.zeros(2, dtype=np.int64)
    by_influence, _, _ = play_chunk(build_tables(rules, 2), agents, seed_key(5), 0, 3000)
    by_nobles, _, _ = play_chunk(build_tables(api.load_rules(), 2), agents, seed_key(5), 0, 3000)
    differs = by_influence[:, G.WINNERS] != by_nobles[:, G.WINNERS]
    assert np.array_equal(by_influence[:, G.SCORE], by_nobles[:, G.SCORE])        # the same games
    assert differs.sum() >= 5 and by_influence[differs, G.TOP_TIED].all()          # ties broken otherwise
    tables = build_tables(rules, 2)
    for game in np.flatnonzero(differs)[:8]:
        engine, _, _ = play_engine_chunk(rules, tables, agents, seed_key(5), int(game), 1)
        assert np.array_equal(engine[0], by_influence[game]), int(game)
