"""Each refusal the readers write, changed one part at a time, is noticed by `referee check`'s reader rows
(scripts/refusal_mutants.py): its field, its value, its words, the numbers in them, its code, its bound."""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from helpers import REPO

sys.path.insert(0, str(REPO / "scripts"))
import refusal_mutants  # noqa: E402


def test_every_refusal_site_of_the_readers_is_found_and_named_by_its_call():
    sites = refusal_mutants.sites()
    # every `out.add(` of the two readers is a site (a count of the text, not of the syntax tree)
    for path in ("referee/io/position_reader.py", "referee/io/game_record.py"):
        written = (REPO / path).read_text(encoding="utf-8").count("out.add(")
        assert sum(s.path == path and s.method == "add" for s in sites) == written
    repeated = [k for k, n in Counter(s.key for s in sites).items() if n > 1]
    assert not repeated, repeated       # SURVIVORS_ALLOWED names a site by its call


@pytest.fixture(scope="module")
def outcomes():
    return refusal_mutants.run()


def test_each_mutant_of_every_refusal_site_is_noticed_or_listed_with_its_reason(outcomes):
    survivors = {(o.key, o.mutant) for o in outcomes if o.verdict in ("SURVIVED", "UNREACHED")}
    unlisted = sorted(survivors - set(refusal_mutants.SURVIVORS_ALLOWED))
    assert not unlisted, unlisted
    # a listed survivor now noticed, or a site no longer there, is taken off the list
    stale = sorted(set(refusal_mutants.SURVIVORS_ALLOWED) - survivors)
    assert not stale, stale


def test_a_mutant_that_changes_nothing_is_not_counted_and_one_that_does_is(outcomes):
    by = {(o.key, o.mutant): o.verdict for o in outcomes}
    # "rounds are required" carries no number or name: other values in it are no mutant
    required = 'game_record: out.add("MISSING_FIELD", "rounds", None, text("problem.rounds-required"))'
    assert by[(required, "sentence-values")] == "UNCHANGED"
    assert by[(required, "field")] == by[(required, "sentence")] == "KILLED"
