"""`referee check`'s closing sentence, read off the reports (no proof run: the rulesets' reports are
made here, every check holding, so the sentence is the only thing under test)."""

from __future__ import annotations

import importlib

from click.testing import CliRunner

from referee.properties.runner import MATCHES, PROVED, RulesetReport, Verdict, all_checks

check_command = importlib.import_module("referee.cli.check")     # the module (referee.cli.check is also the command)


def _holding(name: str, variants: tuple[str, ...]) -> RulesetReport:
    report = RulesetReport(name, variants, ())
    for c in all_checks():
        status = MATCHES if c.id.startswith("rulebook.") else PROVED
        report.verdicts[c.id] = Verdict(c.id, status, 1, "made by the test")
    return report


def _last_line(monkeypatch, args: list[str]) -> str:
    def reports(rulesets, examples, started, lang, cached_proofs):
        return [_holding(label, names) for names, label in rulesets]
    monkeypatch.setattr(check_command, "_run_rulesets", reports)
    done = CliRunner().invoke(check_command.check, [*args, "-q"])
    assert done.exit_code == 0, done.output
    return done.output.strip().splitlines()[-1]


def test_a_check_without_a_variant_does_not_speak_of_variants(monkeypatch):
    assert _last_line(monkeypatch, []) == \
        "Check passed: the standard rules keep every invariant and match every rulebook anchor."


def test_a_check_with_a_variant_says_its_differences_are_declared(monkeypatch):
    assert _last_line(monkeypatch, ["--variant", "permanent-nobles"]) == \
        "Check passed: every difference from the standard rules is declared by its variant."
