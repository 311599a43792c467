"""`check --exhaustive`: a comparison the code under test stops by raising is a failing row naming
the error and its line, and the ruleset's other comparisons still run (oracle.guarded), in the
ruleset's rows and in the variant sweep alike: never a traceback."""

from __future__ import annotations

import importlib

from referee.properties.conformance import variant_sweep
from referee.properties.conformance.oracle import OracleReport
from referee.rules import load_rules

check_command = importlib.import_module("referee.cli.check")     # the module (referee.cli.check is also the command)


def _engine_slip() -> list[OracleReport]:
    cards = ["region 1"]
    return [OracleReport("never reached", cases=len(cards[3]))]    # an IndexError, as a slip in the engine raises


def _agreeing() -> list[OracleReport]:
    return [OracleReport("an agreeing comparison", cases=7)]


def test_a_ruleset_row_that_raises_is_named_and_the_next_still_runs(monkeypatch):
    monkeypatch.setattr(check_command, "_exhaustive_comparisons",
                        lambda rules, progress, drawn: [("slipped.run", _engine_slip), ("fine.run", _agreeing)])
    first, second = check_command._exhaustive_ruleset((), None, "en")
    assert not first["agrees"] and first["cases"] == 1
    found = first["mismatches"][0]
    assert found["raised"].startswith("IndexError") and found["comparison"] == "slipped.run"
    assert "test_check_exhaustive_raised.py" in found["at"] and "_engine_slip" in found["at"]
    assert "slipped.run" in first["what"]
    assert second == {"ruleset": "standard", "what": "an agreeing comparison", "cases": 7, "agrees": True,
                      "mismatches": []}


def test_the_raised_row_speaks_french_under_lang_fr(monkeypatch):
    monkeypatch.setattr(check_command, "_exhaustive_comparisons",
                        lambda rules, progress, drawn: [("slipped.run", _engine_slip)])
    row, = check_command._exhaustive_ruleset((), None, "fr")
    english, = check_command._exhaustive_ruleset((), None, "en")
    assert row["what"] != english["what"] and "slipped.run" in row["what"]
    assert row["mismatches"] == english["mismatches"]          # the error and its line are data, in no language


def test_a_variant_sweep_that_raises_is_one_failing_row(monkeypatch):
    def slipped(*args, **kwargs):
        return _engine_slip()
    monkeypatch.setattr(variant_sweep, "run", slipped)
    row, = check_command._sweep_rows(load_rules(()), (), lambda line: None, "en")
    assert not row["agrees"] and row["mismatches"][0]["comparison"] == "variant_sweep.run"
    assert row["mismatches"][0]["raised"].startswith("IndexError")


def test_every_exhaustive_comparison_is_named_after_what_it_runs():
    # the names are what a failing row tells a developer to open: module.function of the conformance code
    names = [name for name, _ in check_command._exhaustive_comparisons(load_rules(()), lambda line: None, [])]
    assert len(names) == len(set(names)) == 8
    for name in names:
        module, function = name.split(".")
        found = importlib.import_module(f"referee.properties.conformance.{module}")
        assert callable(getattr(found, function)), name
