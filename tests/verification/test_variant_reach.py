"""properties.conformance.variant_reach: `check --variant V` says which lines reading V's keys it ran.

Expected facts by reasoning, not from a run: a variant that takes every Knight away ("Components"
gives each player one) and makes the Knight add two markers can never play a Knight, so no line
that reads how many markers a Knight adds runs, while the Noble bonus it changes is paid whenever
a region with a Noble chain scores; under Permanent Nobles, which stacks Nobles ("Variant —
Permanent Nobles"), the replacing branch that reads the region limit never runs."""

from __future__ import annotations

from pathlib import Path

from referee.properties.conformance import drawn, variant_reach
from referee.rules import load_rules

REFEREE = Path(variant_reach.package_root())


def knightless(tmp_path):
    path = tmp_path / "knightless.toml"
    path.write_text('[variant]\nid = "knightless"\nname = "No Knights, strong Knights"\nsection = "Tests"\n\n'
                    '[overrides.components]\nknights_per_player = 0\n\n[overrides.cards]\nknight_extra_markers = 2\n\n'
                    '[overrides.nobles]\nbonus_base = 3\n', encoding="utf-8")
    return load_rules((str(path),))


def test_every_line_found_reads_one_of_the_variants_keys(tmp_path):
    reads = variant_reach.key_reads(knightless(tmp_path))
    assert {r.key for r in reads} == {"[cards] knight_extra_markers", "[nobles] bonus_base"}
    for r in reads:
        line = (REFEREE / r.file).read_text(encoding="utf-8").splitlines()[r.line - 1]
        assert r.key.split("] ")[1] in line, (r, line)
    # read through a local name of the table too (nobles.py: nr = rules.nobles ... nr.bonus_base)
    assert any(r.file == "engine/nobles.py" and r.key == "[nobles] bonus_base" for r in reads)
    assert variant_reach.key_reads(load_rules()) == []          # the standard rules set no key


def test_a_knight_nobody_holds_is_never_run_and_said_so(tmp_path):
    rules = knightless(tmp_path)
    _, ran = variant_reach.traced(lambda: drawn.run(rules, 40, counts=(3,)))
    report = variant_reach.reach(rules, ran)
    missed = {row["key"] for row in report["never_reached"]}
    assert "[cards] knight_extra_markers" in missed
    knight_reads = [row for row in report["lines"] if row["key"] == "[cards] knight_extra_markers"]
    assert knight_reads and not any(row["reached"] for row in knight_reads)
    assert report["reached"] == report["reads"] - len(report["never_reached"]) >= 1
    # nobody holding a Knight is a count of cards in hand, which no test of a rule key decides: a gap, not "off"
    assert all(row["off"] is None for row in knight_reads) and report["off"] == 0


def test_under_permanent_nobles_the_replacing_branch_is_never_run():
    rules = load_rules(("permanent-nobles",))
    _, ran = variant_reach.traced(lambda: drawn.run(rules, 40, counts=(3,)))
    report = variant_reach.reach(rules, ran)
    by_place = {row["place"]: row for row in report["lines"]}
    source = (REFEREE / "engine" / "nobles.py").read_text(encoding="utf-8").splitlines()
    replace_limit = [p for p in by_place if p.startswith("engine/nobles.py:")
                     and "limit = rules.nobles.max_per_region" in source[int(p.split(":")[1]) - 1]]
    assert len(replace_limit) == 1 and not by_place[replace_limit[0]]["reached"]
    # the stacking branch's own limit check runs (nobles.py, "region-full" when stacked)
    assert any(row["reached"] for p, row in by_place.items()
               if p.startswith("engine/nobles.py:") and row["key"] == "[nobles] max_per_region")
    assert any(row["reached"] for row in report["lines"] if row["key"] == "[nobles] on_new_noble")
    # and is said to be off: the engine calls the replacing branch only behind the test of on_new_noble for
    # "replace", which Permanent Nobles sets to "stack" ("Variant — Permanent Nobles"); the guard's line is that test
    assert report["off"] == len(report["never_reached"]) == 1
    guard = by_place[replace_limit[0]]["off"]
    assert guard["key"] == "[nobles] on_new_noble" and guard["value"] == "stack"
    assert 'on_new_noble == "replace"' in source[int(guard["place"].split(":")[1]) - 1]
    assert guard["place"].startswith("engine/nobles.py:")



def test_the_reach_tracer_stops_once_every_read_that_can_run_has_run():
    # Permanent Nobles: four reads of its keys, one switched off ("stack" rules the replacing branch out), so
    # three can run; a round of three players with a Noble placed runs all three, and the calls after it go
    # untraced: what they run is not in the lines, and the report is the one a tracer to the end gives
    rules = load_rules(("permanent-nobles",))
    tracer = variant_reach.reach_tracer(rules)
    whole = variant_reach.Tracer()
    for _ in range(2):
        tracer(lambda: drawn.run(rules, 40, counts=(3,)))
        whole(lambda: drawn.run(rules, 40, counts=(3,)))
    reads = {(r.file, r.line) for r in variant_reach.key_reads(rules)}
    assert len(reads) == 4 and len(reads & tracer.lines()) == 3
    assert variant_reach.reach(rules, tracer.lines()) == variant_reach.reach(rules, whole.lines())
    seen = tracer.lines()
    tracer(lambda: drawn.run(rules, 5, counts=(4,)))                  # every read has run: not traced
    assert tracer.lines() == seen
    # only the files that read the variant's keys are traced
    assert {file for file, _ in seen} == {file for file, _ in reads}


def test_a_tracer_with_a_line_still_to_run_keeps_tracing(tmp_path):
    rules = knightless(tmp_path)                   # no Knight is ever played: its reads never run
    tracer = variant_reach.reach_tracer(rules)
    tracer(lambda: drawn.run(rules, 10, counts=(3,)))
    seen = tracer.lines()
    tracer(lambda: drawn.run(rules, 10, counts=(4,)))
    assert tracer.lines() > seen                   # four players' rounds run lines three players' did not
