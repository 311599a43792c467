"""properties.runner: verdicts, comparison of rulesets and the reasons a check fails."""

from __future__ import annotations

from referee.properties.oracle import OracleReport
from referee.properties.runner import (HOLDS, PROVED, VIOLATED, RulesetReport, Verdict, compare, problems,
                               run_examples)


def report(name, statuses, declared=(), oracle_ok=True):
    rep = RulesetReport(name, (), tuple(declared))
    rep.verdicts = {k: Verdict(k, s, 10, message="m") for k, s in statuses.items()}
    rep.oracle = [OracleReport("region scoring", 5, [] if oracle_ok else [{"x": 1}])]
    return rep


def test_declared_difference_passes_undeclared_fails():
    base = report("standard", {"a": PROVED, "b": HOLDS, "c": PROVED})
    ok = report("v", {"a": VIOLATED, "b": HOLDS, "c": PROVED}, declared=["a"])
    bad = report("w", {"a": PROVED, "b": VIOLATED, "c": PROVED}, declared=["a"])
    diffs, unseen = compare(base, ok)
    assert [(d.invariant, d.declared) for d in diffs] == [("a", True)] and unseen == []
    assert problems([base, ok]) == []
    found = problems([base, bad])
    assert len(found) == 1 and found[0].startswith("b:")
    # w declares "a" but "a" did not change: a note, not a failure.
    assert compare(base, bad)[1] == ["a"]


def test_base_violation_and_oracle_disagreement_fail():
    assert problems([report("standard", {"a": VIOLATED})])[0].startswith("a: VIOLATED")
    assert "disagrees with the Z3 model" in problems([report("standard", {"a": PROVED}, oracle_ok=False)])[0]


def test_cells():
    assert Verdict("a", HOLDS, 7).cell() == "HOLDS (7 examples)"
    assert Verdict("a", PROVED, 7).cell() == "PROVED"


def test_examples_find_the_permanent_nobles_difference(permanent_rules):
    failures, ran = run_examples(permanent_rules, ("permanent-nobles",), 60)
    assert ran == 60
    assert "nobles.at-most-one-per-region" in failures
    message, position = failures["nobles.at-most-one-per-region"]
    assert position["variants"] == ["permanent-nobles"]


def test_examples_find_nothing_on_standard_rules(rules):
    failures, ran = run_examples(rules, (), 60)
    assert failures == {} and ran == 60
