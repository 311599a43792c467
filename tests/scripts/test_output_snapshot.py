"""scripts/output_snapshot.py: what it masks before comparing two snapshots, and nothing more."""

from __future__ import annotations

import importlib.util

from helpers import REPO

spec = importlib.util.spec_from_file_location("output_snapshot", REPO / "scripts" / "output_snapshot.py")
assert spec is not None and spec.loader is not None
snapshot = importlib.util.module_from_spec(spec)
spec.loader.exec_module(snapshot)


def test_times_progress_lines_and_scratch_folders_are_masked():
    one = "[  0.3s] standard: proving x\n53 invariants x 2 rulesets in 5.5 s.\nwritten to /tmp/abc123/games-en\n"
    two = "[ 12.0s] standard: proving x\n53 invariants x 2 rulesets in 9.9 s.\nwritten to /tmp/zz9/games-en\n"
    assert snapshot.masked(one) == snapshot.masked(two) == "53 invariants x 2 rulesets in SECONDS.\nwritten to /tmp/SCRATCH/games-en\n"
    assert snapshot.masked('"seconds": 0.39,') == snapshot.masked('"seconds": 12.5,')
    assert snapshot.masked("40 parties, 0,40 s") == snapshot.masked("40 parties, 0,67 s")


def test_everything_else_is_compared_as_it_is():
    # a count, a score, a word, a place: a change in any is a difference
    for before, after in (("5 points", "6 points"), ("1re place", "1ère place"), ("Jen : 4", "Jen: 4"),
                          ("500 rounds", "499 rounds"), ("/work/main/x.toml", "/work/other/x.toml")):
        assert snapshot.masked(before) != snapshot.masked(after)


def test_every_command_names_its_language_or_is_a_help():
    runs = snapshot.commands("fr", "/tmp/scratch")
    assert len(runs) >= 50 and all(run[-2:] == ["--lang", "fr"] or "--help" in run for run in runs)
    assert {run[0] for run in runs} >= {"score", "validate", "replay", "rules", "rulings", "struggle", "simulate",
                                        "compare", "check"}
