"""Streaming metrics: hand-made rows with known answers, intervals, and merging chunks."""

import math

import numpy as np
import pytest

pytest.importorskip("numpy")

from referee.lab import gamerow as G  # noqa: E402
from referee.lab.metrics import Summary, mean_interval, ratio_interval, wilson  # noqa: E402


def row(rounds, scores, winners, nobles=(0, 0), bonus=0, lead_round=1, lead_changes=0, top_tied=0):
    r = np.zeros(G.WIDTH, dtype=np.int64)
    r[G.ROUNDS], r[G.FINISHED], r[G.WINNERS] = rounds, 1, winners
    r[G.BEST] = max(scores)
    r[G.RUNNER_UP] = max([s for p, s in enumerate(scores) if not winners >> p & 1] or [max(scores)])
    r[G.SCORE:G.SCORE + len(scores)] = scores
    r[G.NOBLES:G.NOBLES + len(nobles)] = nobles
    r[G.NOBLES_END], r[G.BONUS], r[G.POINTS] = sum(nobles), bonus, sum(scores)
    r[G.LEAD_ROUND], r[G.LEAD_CHANGES], r[G.TOP_TIED] = lead_round, lead_changes, top_tied
    return r


def summary_of(rows, players=2):
    s = Summary(players, 20, ["random"] * players)
    curve, alive = np.zeros((21, G.CURVE_WIDTH), dtype=np.int64), np.zeros(21, dtype=np.int64)
    s.add(np.array(rows), curve, alive)
    return s


def test_known_values():
    rows = [row(10, [40, 30], 0b01, bonus=7, lead_round=1),          # seat 1 led from round 1
            row(12, [35, 41], 0b10, bonus=3, lead_round=7),          # seat 2 led from round 7 of 12
            row(8, [40, 40], 0b11, top_tied=1),                      # shared victory
            row(9, [42, 42], 0b01, nobles=(2, 1), top_tied=1, lead_round=9)]   # the tie-break decided
    e = summary_of(rows).estimates()
    # seat 1: 1 + 0 + 1/2 + 1 = 2.5 wins of 4 games; seat 2: 0 + 1 + 1/2 + 0 = 1.5
    assert e["win_rate_seat_1"].value == pytest.approx(2.5 / 4)
    assert e["win_rate_seat_2"].value == pytest.approx(1.5 / 4)
    assert e["first_seat_advantage"].value == pytest.approx(2.5 / 4 - 1 / 2)
    assert e["shared_victory"].value == 0.25 and e["tie_break_decided"].value == 0.25
    assert e["rounds"].value == pytest.approx((10 + 12 + 8 + 9) / 4)
    assert e["margin"].value == pytest.approx((10 + 6 + 0 + 0) / 4)
    # decisiveness over the three single-winner games: 0/10, 6/12, 8/9
    assert e["decisiveness"].value == pytest.approx((0 + 0.5 + 8 / 9) / 3) and e["decisiveness"].n == 3
    # 10 bonus points of 70 + 76 + 80 + 84 = 310
    assert e["noble_point_share"].value == pytest.approx(10 / 310)


def test_merging_chunks_equals_one_pass():
    rows = [row(10 + k % 5, [40 + k % 3, 30 + k % 7], 1 + (k % 3 == 0)) for k in range(40)]
    whole = summary_of(rows)
    part = summary_of(rows[:13])
    part.merge(summary_of(rows[13:]))
    for key, e in whole.estimates().items():
        assert part.estimates()[key] == e


def test_interval_formulas():
    p, low, high, _ = wilson(50, 100)
    assert p == 0.5 and low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    mean, low, high, se = mean_interval(10.0, 30.0, 4)          # values 1, 2, 3, 4
    assert mean == 2.5 and se == pytest.approx(math.sqrt(1.6667 / 4), rel=1e-3)
    r, low, high, se = ratio_interval(2.0, 4.0, 2.0, 8.0, 4.0, 2)  # y = x / 2 in every game: no spread
    assert r == 0.5 and se == 0.0


def test_a_win_rate_interval_is_wilsons_and_never_leaves_0_to_1():
    # A report once showed "15.0% [-1.1%, 31.1%]": 3 wins in 20 games with a normal interval. The Wilson
    # score interval of 3/20 is [0.0524, 0.3604] (textbook value: centre (3 + 1.92) / 23.84 = 0.2064,
    # half-width 1.96 * sqrt(0.15 * 0.85 / 20 + 0.96 / 400) / 1.192 = 0.1540).
    rows = [row(10, [40, 30], 0b01) for _ in range(3)] + [row(10, [30, 40], 0b10) for _ in range(17)]
    e = summary_of(rows).estimates()
    seat1 = e["win_rate_seat_1"]
    assert seat1.value == pytest.approx(0.15)
    assert seat1.low == pytest.approx(0.0524, abs=1e-4) and seat1.high == pytest.approx(0.3604, abs=1e-4)
    for key in ("win_rate_seat_1", "win_rate_seat_2", "shared_victory", "tie_break_decided", "decisiveness",
                "noble_point_share"):
        assert 0 <= e[key].low <= e[key].value <= e[key].high <= 1, (key, e[key])


def test_a_share_interval_stays_within_0_to_1_on_few_games():
    # one game in two pays: y/x = 1/10 and 0/10; the delta method's normal interval, 0.05 +- 1.96 *
    # 0.05 = [-0.048, 0.148], leaves [0, 1]; on the logit scale it cannot.
    r, low, high, _ = ratio_interval(1.0, 20.0, 1.0, 200.0, 10.0, 2)
    assert r == 0.05 and 0 < low < r < high < 1
    # no play ever pays: the logit has no slope at 0; Wilson's interval of 0 in 20 is [0, 3.84/23.84]
    r, low, high, _ = ratio_interval(0.0, 20.0, 0.0, 200.0, 0.0, 2)
    assert r == 0 and low == 0 and high == pytest.approx(3.8415 / 23.8415, rel=1e-3)
