"""Every player count the spec allows ([game] max_players up to 8; the box has five colours) plays in
the laboratory and is covered by `referee check` (every rule the referee reads;
PROVED speaks of every game the rules allow). tests/data/eight-seats.toml changes only max_players."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("numpy")

import numpy as np  # noqa: E402

from helpers import REPO, run_referee  # noqa: E402
from referee import api  # noqa: E402
from referee.lab import gamerow as G  # noqa: E402
from referee.lab.batch import play_chunk  # noqa: E402
from referee.lab.fallback import play_engine_chunk  # noqa: E402
from referee.lab.metrics import Summary  # noqa: E402
from referee.lab.rng import seed_key  # noqa: E402
from referee.lab.tables import build_tables  # noqa: E402

EIGHT_SEATS = (REPO / "tests" / "data" / "eight-seats.toml").as_posix()


@pytest.mark.parametrize("players", [6, 7, 8])
def test_more_seats_than_the_box_play_row_for_row_as_the_reference_engine_does(players):
    # The reference path once named its seats from a list of five: a sixth seat was silently dropped
    # (its score column stayed 0) while the kernel played six. Both must play every seat.
    rules = api.load_rules((EIGHT_SEATS,))
    tables = build_tables(rules, players, max_rounds=60)
    agents = np.array([1] + [0] * (players - 1), dtype=np.int64)        # one greedy seat, the rest random
    batch = play_chunk(tables, agents, seed_key(3), 0, 4)
    engine = play_engine_chunk(rules, tables, agents, seed_key(3), 0, 4)
    for mine, theirs in zip(batch, engine):
        assert np.array_equal(mine, theirs)
    rows = batch[0]
    # every seat scored in some game: the last seat is played, not an empty column
    assert (rows[:, G.SCORE + players - 1] > 0).any()
    assert (rows[:, G.SCORE + players:G.NOBLES] == 0).all()            # and no seat beyond the table


def test_a_shared_victory_of_seven_counts_each_winner_one_seventh_exactly():
    # A k-way shared win credits each winner 1/k in whole units of CREDIT: seven winners of eight
    # seats must get exactly 1/7 each (a credit of 60 units, enough for five seats, gave 8/60 each).
    summary = Summary(players=8, max_rounds=20, agents=["random"] * 8)
    row = np.zeros((1, G.WIDTH), dtype=np.int64)
    row[0, G.FINISHED], row[0, G.ROUNDS], row[0, G.LEAD_ROUND] = 1, 10, 10
    row[0, G.WINNERS] = 0b0111_1111                                    # seats 1-7 share the victory
    summary.add(row, np.zeros_like(summary.curve), np.zeros_like(summary.alive))
    found = summary.estimates()
    assert [found[f"win_rate_seat_{s}"].value for s in range(1, 9)] == [1 / 7] * 7 + [0.0]


def test_compare_plays_eight_seats_on_the_compiled_kernel_and_verifies_them():
    done = run_referee("compare", EIGHT_SEATS, "--players", "8", "--games", "300", "--verify", "5", "--json",
                       "--engine", "batch", "--agents", "greedy,random,random,random,random,random,random,random",
                       "--workers", "1")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["players"] == 8
    (run,) = data["rulesets"]
    assert run["verified_games"] == 5
    assert sum(run["metrics"][f"win_rate_seat_{s}"]["value"] for s in range(1, 9)) == pytest.approx(1, abs=1e-3)


@pytest.mark.parametrize("engine", ["auto", "reference"])
def test_a_player_count_outside_a_rulesets_own_range_is_refused_naming_it(engine):
    # The standard rules take 2-5 players ("Preparation"): six seats are refused, on either engine,
    # naming --players and the ruleset (the reference engine once played them anyway, as five).
    done = run_referee("compare", "standard", EIGHT_SEATS, "--players", "6", "--games", "10", "--engine", engine,
                       "--json", "--workers", "1")
    assert done.returncode == 2
    (problem,) = json.loads(done.stdout)["problems"]
    assert problem["field"] == "--players" and problem["value"] == 6
    assert "'standard'" in problem["message"] and "2 to 5" in problem["message"]


def test_the_ladder_takes_an_even_count_up_to_eight_and_the_rulesets_range():
    odd = run_referee("ladder", EIGHT_SEATS, "--players", "7", "--games", "10", "--json", "--workers", "1")
    assert odd.returncode == 2 and "(2, 4, 6 or 8)" in json.loads(odd.stdout)["problems"][0]["message"]
    beyond = run_referee("ladder", "standard", "--players", "6", "--games", "10", "--json", "--workers", "1")
    assert beyond.returncode == 2 and json.loads(beyond.stdout)["problems"][0]["field"] == "--players"


def test_the_proofs_cover_every_player_count_the_rules_allow():
    # Eight Dragons revealed in one round of eight players: the rulebook's "1 + Dragons regions" asks
    # for nine regions of eight, and the referee scores all eight. The proofs once stopped at five
    # players and said PROVED; they follow [game] min_players..max_players now.
    from referee.properties.proofs.region import prove
    from referee.properties.proofs.round import RoundProver

    rules = api.load_rules((EIGHT_SEATS,))
    found = RoundProver(rules).prove("king.regions-scored")
    assert not found.proved
    assert len(found.counterexample["players"]) == 8
    assert str(prove("ties.only-influence-paid", rules).detail).startswith("2-8 players")
