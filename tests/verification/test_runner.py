"""properties.runner: verdicts, comparison of rulesets and the reasons a check fails."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from referee.properties.conformance.oracle import OracleReport
from referee.properties.runner import PROVED, VIOLATED, RulesetReport, Verdict, compare, problems, run_examples


def report(name, statuses, declared=(), oracle_ok=True):
    rep = RulesetReport(name, (), tuple(declared))
    rep.verdicts = {k: Verdict(k, s, 10, message="m") for k, s in statuses.items()}
    rep.oracle = [OracleReport("region scoring", 5, [] if oracle_ok else [{"x": 1}])]
    return rep


def test_declared_difference_passes_undeclared_fails():
    base = report("standard", {"a": PROVED, "b": PROVED, "c": PROVED})
    ok = report("v", {"a": VIOLATED, "b": PROVED, "c": PROVED}, declared=["a"])
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
    assert Verdict("a", PROVED, 7).cell() == "PROVED"
    assert Verdict("a", VIOLATED, 7).cell() == "VIOLATED"
    assert Verdict("a", PROVED, 7).cell("fr") != "PROVED"


def test_every_invariant_of_the_catalogue_has_a_z3_prover():
    # One region's scoring (proofs/region.py) or a whole round (proofs/round.py), never both,
    # nothing left over, and each invariant names the one that holds its statement.
    from referee.properties.proofs.region import PROVERS
    from referee.properties.proofs.round import PROPERTIES
    from referee.properties.statements.invariants import CATALOGUE

    ids = {i.id for i in CATALOGUE}
    assert not set(PROVERS) & set(PROPERTIES)
    assert set(PROVERS) | set(PROPERTIES) == ids
    assert {i.id for i in CATALOGUE if i.proof == "region"} == set(PROVERS)
    assert {i.id for i in CATALOGUE if i.proof == "round"} == set(PROPERTIES)


def test_each_invariant_names_comparisons_the_check_runs():
    # Invariant.conformance names properties/conformance/<module>.<function>: each resolves, and
    # together they are exactly the comparisons run_ruleset runs (none listed that never runs,
    # none run that no invariant lists)
    import importlib

    from referee.properties.runner import DRAWN, model_comparisons
    from referee.properties.statements.invariants import CATALOGUE

    listed = {name for inv in CATALOGUE for name in inv.conformance}
    assert listed == set(DRAWN) | {name for name, _ in model_comparisons(10)}
    for name in listed:
        module, function = name.split(".")
        assert callable(getattr(importlib.import_module(f"referee.properties.conformance.{module}"), function))
    whole_round = {inv.id: inv.conformance for inv in CATALOGUE if inv.proof == "round"}
    assert all(set(c) == listed for c in whole_round.values())      # built on the region model: all bind it


def test_an_invariant_must_name_a_model_it_is_proved_over():
    from referee.properties.statements.invariants import invariant

    with pytest.raises(ValueError, match="proof must be one of"):
        invariant("x.y", "Scoring", "A statement.", proof="engine")


def test_standard_rules_every_invariant_is_proved_for_the_model(rules):
    # Without the conformance run a proof speaks of the model only, and says so.
    from referee.properties.runner import MODEL_ONLY, run_ruleset

    rep = run_ruleset(rules, "standard", examples=5, with_oracle=False)
    catalogue = [v for k, v in rep.verdicts.items() if not k.startswith("rulebook.")]
    assert len(catalogue) == 30 and all(v.status == MODEL_ONLY and v.holds for v in catalogue)
    assert Verdict("a", MODEL_ONLY, 5).cell() == "PROVED (MODEL)"


def _quick_proofs(monkeypatch):
    """Every proof answers PROVED at once (the test is about what follows a proof, not Z3)."""
    from referee.properties.proofs import region as region_proofs
    from referee.properties.proofs import round as round_proofs
    from referee.properties.proofs.result import ProofResult

    def proved(*args):
        inv_id = args[1] if isinstance(args[0], round_proofs.RoundProver) else args[0]
        return ProofResult(inv_id, True, 1, detail="proved")
    monkeypatch.setattr(region_proofs, "prove", lambda inv_id, rules, names=(): proved(inv_id))
    monkeypatch.setattr(round_proofs.RoundProver, "prove", proved)


@pytest.mark.slow      # a conformance run (about 10 s); the slip also fails tests/engine/test_selection.py
def test_a_proof_is_proved_of_the_referee_only_when_the_engine_conforms(rules, monkeypatch):
    # PROVED is a claim about the referee. A Witch re-selection whose count the engine does
    # not check is a slip no proof sees (the model counts); the conformance run sees it, and every
    # proof of that run then reads ENGINE DIFFERS, a failure (exit 1), naming the disagreement.
    # (The sound engine's run, every proof PROVED, is a whole `check` of the same rules: tests/cli/
    # test_check.py's Permanent Nobles check, which passes with the standard rules' column PROVED.)
    from referee.engine import selection
    from referee.properties.runner import ENGINE_DIFFERS, run_ruleset

    _quick_proofs(monkeypatch)
    original = selection._count_problems
    monkeypatch.setattr(selection, "_count_problems",
                        lambda cards, pos, r, who: [] if not who.first else original(cards, pos, r, who))
    slipped = run_ruleset(rules, "standard", examples=5, conformance_rounds=60, with_pairs=False)
    statuses = {v.status for k, v in slipped.verdicts.items() if not k.startswith("rulebook.")}
    assert statuses <= {ENGINE_DIFFERS, VIOLATED} and ENGINE_DIFFERS in statuses
    differs = slipped.verdicts["ties.equal-points"]
    assert not differs.holds and differs.cell() == "ENGINE DIFFERS" and differs.cell("fr") == "MOTEUR DIFFÉRENT"
    assert "proof" not in differs.to_dict() and differs.to_dict()["found_by"] == "conformance"
    found = problems([slipped])
    assert any("ties.equal-points" in line for line in found)
    assert any("disagrees with the Z3 model" in line for line in found)


def test_examples_find_the_permanent_nobles_difference(permanent_rules):
    failures, ran = run_examples(permanent_rules, ("permanent-nobles",), 60)
    assert ran == 60
    assert "nobles.at-most-one-per-region" in failures
    message, position = failures["nobles.at-most-one-per-region"]
    assert position["variants"] == ["permanent-nobles"]


def test_examples_find_nothing_on_standard_rules(rules):
    failures, ran = run_examples(rules, (), 60)
    assert failures == {} and ran == 60


def test_an_engine_that_raises_on_a_generated_round_is_a_finding_not_a_traceback(monkeypatch):
    # examples/variants/two-dragons.toml: a hand holds two Dragons, each spent once a game. A slip that
    # builds the hand with one copy of each special card cannot take a position where a player has spent
    # both: taking the spent cards out of the hand raises. `check --variant` on that file must tell the
    # generated rounds as a comparison that raised (so every proof reads ENGINE DIFFERS), not stop with
    # a traceback; the rounds are the same every run (runner.EXAMPLES_SEED), so one of the 60 holds it
    from helpers import REPO, replaced
    from referee.engine import cards
    from referee.properties.runner import GENERATED, run_engine_side
    from referee.rules import load_rules

    two = load_rules((str(REPO / "examples" / "variants" / "two-dragons.toml"),))
    sound = run_engine_side(two, examples=60, with_oracle=False)
    assert sound.oracle is None and sound.ran == 60
    monkeypatch.setattr(cards, "_hand_data", replaced(
        cards, "_hand_data", "hand += [Card(kind)] * comp.held(kind)", "hand += [Card(kind)]"))
    monkeypatch.setitem(two.__dict__, "_hand_data", None)      # built again under the slip, put back after
    slipped = run_engine_side(two, examples=60, with_oracle=False)
    assert slipped.oracle is not None and [o.ok for o in slipped.oracle] == [False]
    [stopped] = slipped.oracle[0].mismatches
    assert stopped["comparison"] == GENERATED and stopped["raised"].startswith("ValueError")
    assert stopped["at"].startswith("engine/cards.py:")


def test_the_table_matches_comparisons_by_what_they_compare_when_one_ruleset_raised():
    # a comparison that raises is one report where it would have made several, and in one ruleset only
    # (the slip of the test above: only a ruleset whose hand holds two Dragons reaches it), so the
    # second ruleset has a row more: each row is told in the column of the ruleset that has it, "-" in
    # the other, and no ruleset's row is read as another's (before, the first ruleset's rows were read
    # by their place in the other's list: a row was told as another, or the table stopped, IndexError)
    from referee.cli.check import _table
    from referee.properties.conformance.oracle import raised

    try:
        raise ValueError("x not in list")
    except ValueError as exc:
        stopped = raised("runner.run_examples", exc)
    base = report("standard", {"a": PROVED})
    other = report("two-dragons", {"a": PROVED}, oracle_ok=False)
    other.oracle.insert(0, stopped)
    lines = _table([base, other], [SimpleNamespace(id="a")], "en").splitlines()
    rows = [re.split(r"  +", line) for line in lines if line.startswith("oracle:")]
    # the first ruleset's rows in its order, then those only a later one has
    assert [row[1:] for row in rows] == [["AGREES (5 cases)", "DISAGREES (5 cases)"], ["-", "DISAGREES (1 case)"]]
    assert "raised" not in rows[0][0] and "raised" in rows[1][0]
