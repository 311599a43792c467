"""Comparing rulesets: fixed chunks, the same numbers whatever the workers, named tests."""

import math

import pytest

pytest.importorskip("numpy")

from referee import api  # noqa: E402
from referee.lab.compare import RulesetRun, build_result, chunks, compare_estimates, holm, play_ruleset, verify_sample  # noqa: E402
from referee.lab.metrics import Estimate  # noqa: E402


def test_chunks_have_fixed_boundaries():
    assert chunks(25_000) == [(0, 10_000), (10_000, 10_000), (20_000, 5_000)]
    assert chunks(7, 3) == [(0, 3), (3, 3), (6, 1)]


def test_holm_step_down():
    # sorted 0.01, 0.02, 0.04 times 3, 2, 1 -> 0.03, 0.04, 0.04 (kept non-decreasing)
    assert holm([0.04, 0.01, 0.02]) == pytest.approx([0.04, 0.03, 0.04])


def test_two_proportion_z_test_by_hand():
    a = {"shared": Estimate("Shared", 0.10, 0, 0, math.sqrt(0.09 / 1000), 1000, "proportion")}
    b = {"shared": Estimate("Shared", 0.13, 0, 0, math.sqrt(0.1131 / 1000), 1000, "proportion")}
    (d,) = compare_estimates(a, b)
    # unpooled (each estimate's own se, the one its interval uses): se = sqrt(0.09/1000 + 0.1131/1000)
    # = sqrt(0.0002031) = 0.014251; z = 0.03 / 0.014251 = 2.1051
    assert d.difference == pytest.approx(0.03)
    assert d.p == pytest.approx(math.erfc(2.1051 / math.sqrt(2)), rel=1e-3)
    assert d.test == "two-proportion z-test" and d.significant
    # the interval is diff +- 1.96 se: it excludes 0 exactly because p < 0.05
    assert d.low == pytest.approx(0.03 - 1.959964 * 0.014251, rel=1e-3) and d.low > 0


def test_an_interval_excludes_zero_exactly_when_its_p_is_below_five_percent():
    # A line whose interval excluded 0 beside p=1.000 (the Holm p); the unadjusted p and
    # the interval now come from one standard error, whatever the kind of metric.
    for kind in ("proportion", "mean", "ratio", "difference"):
        for diff in (0.005, 0.02, 0.028, 0.03, 0.05):
            a = {"m": Estimate("M", 0.30, 0, 0, 0.01, 2000, kind)}
            b = {"m": Estimate("M", 0.30 + diff, 0, 0, 0.01, 2000, kind)}
            (d,) = compare_estimates(a, b)
            assert (d.low > 0) == (d.p < 0.05), (kind, diff, d)


def run(name, variants, games, workers):
    r = RulesetRun(name, api.load_rules(variants), variants)
    play_ruleset(r, 4, games, 5, ["random"] * 4, workers=workers)
    return r


def test_the_same_numbers_whatever_the_number_of_workers():
    one = run("standard", (), 25_000, 1)
    two = run("standard", (), 25_000, 2)
    assert one.summary.estimates() == two.summary.estimates()
    assert (one.summary.curve == two.summary.curve).all()


def test_result_and_verification():
    runs = [run("standard", (), 3_000, 1), run("permanent-nobles", ("permanent-nobles",), 3_000, 1)]
    assert verify_sample(runs[1], 3_000, 5, 5, ["random"] * 4) == 5
    result = build_result(runs, players=4, games=3_000, seed=5, agents=["random"] * 4, engine="batch",
                          workers=1, seconds=1.0)
    assert [r["name"] for r in result["rulesets"]] == ["standard", "permanent-nobles"]
    nobles = next(d for d in result["differences"][0]["metrics"] if d["metric"] == "nobles_on_board")
    # Permanent Nobles never leave the board: more Nobles at the end, clearly so.
    assert nobles["difference"] > 0.5 and nobles["significant"] and nobles["test"] == "Welch's t-test"
    assert result["rulesets"][1]["verified_games"] == 5
