"""mcts: decoupled UCT over a round's selections with compiled playouts (referee/lab/mcts.py)."""

from __future__ import annotations

import json

import numpy as np
import pytest

pytest.importorskip("numpy")

from helpers import run_referee  # noqa: E402
from referee import api  # noqa: E402
from referee.engine.round_play import apply_round  # noqa: E402
from referee.lab.agents import agent_code, agent_kind  # noqa: E402
from referee.lab.fallback import EngineGame  # noqa: E402
from referee.lab.mcts import BUDGET, mcts_choose, playout_result, ucb_pick  # noqa: E402
from referee.lab.rng import seed_key  # noqa: E402
from referee.lab.tables import build_tables  # noqa: E402


def a_game(players: int = 4, game: int = 0) -> EngineGame:
    rules = api.load_rules()
    return EngineGame(rules, build_tables(rules, players), seed_key(0), game)


def test_a_decision_is_legal_repeatable_and_leaves_the_games_own_stream_alone():
    game = a_game()
    before = game.rng.copy()
    first = mcts_choose(game, 1, seed_key(0), 300)
    assert np.array_equal(game.rng, before)                  # the other seats' draws are unchanged
    assert mcts_choose(game, 1, seed_key(0), 300) == first
    plays = {name: game.choose(s, 0)[0] for s, name in enumerate(game.players)}
    witch = {}
    plays[game.players[1]], again = first
    if again is not None:
        witch[game.players[1]] = again
    apply_round(game.position.copy(), game.rules, plays, witch)   # the engine accepts it (raises otherwise)


def test_ucb_tries_every_candidate_once_then_the_best_score():
    visits, value = np.array([1, 0, 1]), np.array([0.0, 0.0, 1.0])
    assert ucb_pick(visits, value, 3, 2) == 1                 # never tried
    visits = np.array([10, 10, 10])
    value = np.array([2.0, 9.0, 5.0])                          # equal exploration: the best mean
    assert ucb_pick(visits, value, 3, 30) == 1


def test_a_playouts_credit_is_the_win_share_plus_a_thousandth_of_the_margin():
    credit = np.zeros(3)
    scores = np.array([40, 40, 12])
    nobles = np.zeros((8, 3), dtype=np.int64)                 # no Nobles: the tie stays, a shared win (1/2)
    playout_result(3, True, scores, nobles, 8, 0, np.zeros(3, dtype=np.int64), credit)
    assert credit[0] == pytest.approx(0.5) and credit[1] == pytest.approx(0.5)
    assert credit[2] == pytest.approx(0.001 * (12 - 40))
    playout_result(3, False, scores, nobles, 8, 0, np.zeros(3, dtype=np.int64), credit)     # unfinished: nobody wins
    assert credit[0] == pytest.approx(0.0)


@pytest.mark.parametrize("name,expected", [("mcts", ("mcts", BUDGET)), ("mcts:250", ("mcts", 250)),
                                           ("search", ("search", None)), ("greedy", ("greedy", None))])
def test_agent_names(name, expected):
    assert agent_kind(name) == expected


@pytest.mark.parametrize("name", ["mcts:0", "mcts:-3", "mcts:x", "mcts:", "search:5", "wizard", "mcts:1000001"])
def test_bad_agent_names_are_refused(name):
    with pytest.raises(ValueError):
        agent_kind(name)


def test_each_distinct_skilled_agent_has_its_own_code():
    agents = ["mcts:100", "search", "mcts:1000", "random"]
    assert [agent_code(a, agents) for a in agents] == [2, 3, 4, 0]


@pytest.mark.slow       # about 2 s: two compares of 12 games with an mcts seat (1 and 2 workers)
def test_mcts_beats_three_random_seats_and_its_numbers_do_not_depend_on_the_workers():
    args = ("compare", "standard", "--agents", "mcts:200,random,random,random", "--json", "-q")
    # the same numbers on one worker and on two, over a few games (each worker plays its own chunk)
    one = json.loads(run_referee(*args, "--games", "4", "--workers", "1").stdout)
    two = json.loads(run_referee(*args, "--games", "4", "--workers", "2").stdout)
    one.pop("seconds"), two.pop("seconds"), one.pop("workers", None), two.pop("workers", None)
    assert one == two
    [ruleset] = json.loads(run_referee(*args, "--games", "12", "--workers", "2").stdout)["rulesets"]
    mcts = ruleset["metrics"]["win_rate_agent_mcts:200"]["value"]
    assert mcts > 0.5                     # a random seat wins 25%; greedy, one step deep, 86%


def test_mcts_on_the_batch_engine_is_refused_naming_engine():
    done = run_referee("compare", "standard", "--agents", "mcts", "--engine", "batch", "--games", "4", "--workers", "1")
    assert done.returncode == 2 and "--engine" in done.stderr and "mcts" in done.stderr
    done = run_referee("compare", "standard", "--agents", "mcts:abc", "--games", "4", "--workers", "1")
    assert done.returncode == 2 and "--agents" in done.stderr


@pytest.mark.slow       # about 3 s: the kernels as plain Python in a second process
def test_without_numba_mcts_still_plays_the_same_game_and_says_it_is_slow(monkeypatch):
    # the kernels run as plain Python: the same choices, so the same numbers as compiled
    import subprocess
    import sys

    from helpers import REPO

    args = [sys.executable, "-m", "referee", "compare", "standard", "--agents", "mcts:30,random", "--players",
            "2", "--games", "2", "--workers", "1", "--json"]
    compiled = subprocess.run(args, capture_output=True, text=True, cwd=REPO, timeout=300)
    monkeypatch.setenv("REFEREE_NO_NUMBA", "1")
    plain = subprocess.run(args, capture_output=True, text=True, cwd=REPO, timeout=300)
    assert plain.returncode == 0 and "mcts's playouts run as plain Python" in plain.stderr
    drop = ("seconds",)
    assert ({k: v for k, v in json.loads(plain.stdout).items() if k not in drop}
            == {k: v for k, v in json.loads(compiled.stdout).items() if k not in drop})
