"""properties.runner: verdicts, comparison of rulesets and the reasons a check fails."""

from __future__ import annotations

from referee.properties.oracle import OracleReport
from referee.properties.runner import HOLDS, PROVED, VIOLATED, RulesetReport, Verdict, compare, problems, run_examples


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
    assert Verdict("a", HOLDS, 7, no_proof="why").cell() == "HOLDS (7 examples; no proof, see below)"
    assert Verdict("a", HOLDS, 7, no_proof="why").to_dict()["no_proof"] == "why"
    assert "no_proof" not in Verdict("a", PROVED, 7).to_dict()
    assert Verdict("a", PROVED, 7).cell() == "PROVED"


def test_every_invariant_without_a_z3_prover_says_why_and_none_with_one_does():
    # The catalogue's no_proof reason exists exactly for the invariants z3_model has no prover for.
    from referee.properties.invariants import CATALOGUE, NO_PROOF
    from referee.properties.z3_model import PROVERS

    for inv in CATALOGUE:
        if inv.id in PROVERS:
            assert inv.no_proof == "", inv.id
        else:
            assert len(inv.no_proof) > 40, inv.id
    assert set(NO_PROOF) == {i.id for i in CATALOGUE} - set(PROVERS)


def test_standard_rules_every_holds_verdict_has_a_reason_and_every_proved_none(rules):
    from referee.properties.runner import run_ruleset

    rep = run_ruleset(rules, "standard", examples=5, with_oracle=False)
    held = [v for v in rep.verdicts.values() if v.status == HOLDS]
    proved = [v for v in rep.verdicts.values() if v.status == PROVED]
    assert len(held) == 13 and len(proved) == 17
    assert all(v.no_proof for v in held) and not any(v.no_proof for v in proved)


def test_examples_find_the_permanent_nobles_difference(permanent_rules):
    failures, ran = run_examples(permanent_rules, ("permanent-nobles",), 60)
    assert ran == 60
    assert "nobles.at-most-one-per-region" in failures
    message, position = failures["nobles.at-most-one-per-region"]
    assert position["variants"] == ["permanent-nobles"]


def test_examples_find_nothing_on_standard_rules(rules):
    failures, ran = run_examples(rules, (), 60)
    assert failures == {} and ran == 60
