"""scripts/slip_sites.py: the sites slips are drawn from, the drawn sample, the slips planted there."""

from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import slip_sites  # noqa: E402


def test_a_site_reads_a_rule_value_or_a_ruling_and_nothing_else():
    found = {(file, text) for file, _, text in slip_sites.sites()}
    assert ("engine/adjudicate.py", "threshold = rules.end.threshold") in found
    texts = [text for _, _, text in slip_sites.sites()]
    assert any('rules.choice("replaced-noble"' in t for t in texts)            # a ruling
    assert any("self.rules.components.once_per_game" in t for t in texts)     # a rule through self.rules
    # the position's own Nobles are no rule table, and a section's name decides nothing
    assert not any(t.startswith("return [r for r, owners in self.nobles.items()") for t in texts)
    assert "return rules.nobles.section" not in texts


def test_the_same_seed_draws_the_same_sites_from_the_population():
    population = set(slip_sites.sites())
    first = slip_sites.drawn(16, 20261203)
    assert first == slip_sites.drawn(16, 20261203) and len(set(first)) == 16
    assert set(first) <= population
    assert first != slip_sites.drawn(16, 20261204)


def test_every_statement_is_a_site_of_the_wider_population_and_a_docstring_or_import_is_not():
    wider = {(file, text) for file, _, text in slip_sites.sites(every_statement=True)}
    assert len(wider) > 10 * len(slip_sites.sites())            # every statement, not the rule reads alone
    assert ("engine/adjudicate.py", "final.sort()") in wider
    texts = {text for _, text in wider}
    assert not any(t.startswith(('"""', "import ", "from ", "def ")) for t in texts)
    assert "pass" not in texts


@pytest.mark.parametrize("sample, every_statement", [
    ("slips-drawn.toml", False), ("slips-drawn-2.toml", False), ("slips-drawn-3.toml", False),
    ("slips-drawn-4.toml", False), ("slips-drawn-5.toml", False), ("slips-drawn-6.toml", False),
    ("slips-drawn-7.toml", False), ("slips-statements-1.toml", True), ("slips-statements-2.toml", True),
    ("slips-statements-3.toml", True),
    ("slips-statements-4.toml", True), ("slips-statements-5.toml", True),
    ("slips-statements-6.toml", True), ("slips-statements-7.toml", True), ("slips-statements-8.toml", True),
    ("slips-statements-9.toml", True), ("slips-statements-10.toml", True), ("slips-statements-11.toml", True),
    ("slips-statements-12.toml", True), ("slips-statements-13.toml", True), ("slips-statements-14.toml", True),
    ("slips-statements-15.toml", True), ("slips-statements-16.toml", True), ("slips-statements-17.toml", True),
    ("slips-statements-18.toml", True), ("slips-statements-19.toml", True), ("slips-statements-20.toml", True),
    ("slips-statements-21.toml", True), ("slips-statements-22.toml", True),
    ("slips-statements-23.toml", True), ("slips-statements-24.toml", True), ("slips-statements-25.toml", True),
    ("slips-statements-26.toml", True), ("slips-statements-27.toml", True),
    ("slips-statements-28.toml", True), ("slips-statements-29.toml", True),
    ("slips-statements-30.toml", True), ("slips-statements-31.toml", True),
    ("slips-statements-32.toml", True), ("slips-statements-33.toml", True),
    ("slips-statements-34.toml", True), ("slips-statements-35.toml", True),
    ("slips-statements-36.toml", True), ("slips-statements-37.toml", True),
    ("slips-statements-38.toml", True), ("slips-statements-39.toml", True),
    ("slips-statements-40.toml", True), ("slips-statements-41.toml", True),
    ("slips-statements-42.toml", True), ("slips-statements-43.toml", True),
    ("slips-statements-44.toml", True), ("slips-statements-45.toml", True),
    ("slips-statements-46.toml", True), ("slips-statements-47.toml", True),
    ("slips-statements-48.toml", True), ("slips-statements-49.toml", True),
    ("slips-statements-50.toml", True), ("slips-statements-51.toml", True),
    ("slips-statements-52.toml", True), ("slips-statements-53.toml", True),
    ("slips-statements-54.toml", True), ("slips-statements-55.toml", True),
    ("slips-statements-56.toml", True), ("slips-statements-57.toml", True),
    ("slips-statements-58.toml", True), ("slips-statements-59.toml", True),
    ("slips-statements-60.toml", True), ("slips-statements-61.toml", True),
    ("slips-statements-62.toml", True), ("slips-statements-63.toml", True),
    ("slips-statements-64.toml", True), ("slips-statements-65.toml", True),
    ("slips-statements-66.toml", True), ("slips-statements-67.toml", True),
    ("slips-statements-68.toml", True), ("slips-statements-69.toml", True),
    ("slips-statements-70.toml", True), ("slips-statements-71.toml", True),
    ("slips-statements-72.toml", True), ("slips-statements-73.toml", True),
    ("slips-statements-74.toml", True), ("slips-statements-75.toml", True),
    ("slips-statements-76.toml", True), ("slips-statements-77.toml", True),
    ("slips-statements-78.toml", True), ("slips-statements-79.toml", True),
    ("slips-statements-80.toml", True), ("slips-statements-81.toml", True),
    ("slips-statements-82.toml", True), ("slips-statements-83.toml", True),
    ("slips-statements-84.toml", True), ("slips-statements-85.toml", True),
    ("slips-statements-86.toml", True), ("slips-statements-87.toml", True),
    ("slips-statements-88.toml", True), ("slips-statements-89.toml", True),
    ("slips-statements-90.toml", True), ("slips-statements-91.toml", True),
    ("slips-statements-92.toml", True), ("slips-statements-93.toml", True),
    ("slips-statements-94.toml", True), ("slips-statements-95.toml", True),
    ("slips-statements-96.toml", True), ("slips-statements-97.toml", True),
    ("slips-statements-98.toml", True), ("slips-statements-99.toml", True),
    ("slips-statements-100.toml", True), ("slips-statements-101.toml", True),
    ("slips-statements-102.toml", True), ("slips-statements-103.toml", True),
    ("slips-statements-104.toml", True), ("slips-statements-105.toml", True),
    ("slips-statements-106.toml", True), ("slips-statements-107.toml", True),
    ("slips-statements-108.toml", True), ("slips-statements-109.toml", True),
    ("slips-statements-110.toml", True), ("slips-statements-111.toml", True),
    ("slips-statements-112.toml", True), ("slips-statements-113.toml", True),
    ("slips-statements-114.toml", True), ("slips-statements-115.toml", True),
    ("slips-statements-116.toml", True), ("slips-statements-117.toml", True),
    ("slips-statements-118.toml", True), ("slips-statements-119.toml", True),
    ("slips-statements-120.toml", True), ("slips-statements-121.toml", True),
    ("slips-statements-122.toml", True), ("slips-statements-123.toml", True),
    ("slips-statements-124.toml", True), ("slips-statements-125.toml", True),
    ("slips-statements-126.toml", True), ("slips-statements-127.toml", True),
    ("slips-statements-128.toml", True), ("slips-statements-129.toml", True),
    ("slips-statements-130.toml", True), ("slips-statements-131.toml", True),
    ("slips-statements-132.toml", True), ("slips-statements-133.toml", True),
    ("slips-statements-134.toml", True), ("slips-statements-135.toml", True),
    ("slips-statements-136.toml", True), ("slips-statements-137.toml", True),
    ("slips-statements-138.toml", True)])
def test_every_slip_of_a_bundled_sample_still_applies_to_one_line_at_a_site(sample, every_statement):
    # the samples docs/verification.md reports: each slip's `old` found on its line or, where the code
    # above moved, on exactly one line of its file; that line, or one of the three above it (the
    # statement or block a site governs), reads a rule value or a ruling. (The draw itself is the
    # population's at the sample's `drawn_at`: a line added to those modules since draws others.)
    data = tomllib.loads((ROOT / "scripts" / sample).read_text(encoding="utf-8"))
    sites = {(file, text) for file, _, text in slip_sites.sites(every_statement)}
    assert len(data["slip"]) == data["sample"]["draw"]
    for slip in data["slip"]:
        lines = (ROOT / "referee" / slip["file"]).read_text(encoding="utf-8").splitlines(keepends=True)
        at = slip_sites.slip_line(slip, lines)
        assert lines[at].replace(slip["old"], slip["new"]) != lines[at]
        assert any((slip["file"], lines[at - k].strip()) in sites for k in range(4) if at - k >= 0), slip


def test_a_slip_whose_text_is_not_on_its_line_is_refused(tmp_path):
    slip = {"file": "engine/setup.py", "line": 1, "old": "no such text anywhere", "new": "x"}
    with pytest.raises(SystemExit, match="neither on that line once"):
        slip_sites._planted(slip, tmp_path)


def test_a_planted_copy_differs_from_the_checkout_on_the_slip_line_alone(tmp_path):
    slip = {"file": "engine/setup.py", "line": 15,
            "old": "rules.components.markers_per_player - rules.components.score_track_markers",
            "new": "rules.components.markers_per_player", "variant": ""}
    tree = slip_sites._planted(slip, tmp_path)
    mine = (ROOT / "referee" / "engine" / "setup.py").read_text(encoding="utf-8").splitlines()
    theirs = (tree / "referee" / "engine" / "setup.py").read_text(encoding="utf-8").splitlines()
    changed = [i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b]
    assert len(mine) == len(theirs) and len(changed) == 1
    assert theirs[changed[0]].strip() == "return rules.components.markers_per_player"
    assert (tree / "referee" / "_spec").resolve() == (ROOT / "spec").resolve()


def test_a_slip_is_caught_where_check_fails_and_its_baseline_passes(monkeypatch):
    # `run` judges each slip against the same command on the unchanged code: exit 1 where the
    # baseline exits 0 is caught, and only the lines the baseline did not fail are reported
    import subprocess

    declared = "nobles.at-most-one-per-region   PROVED   VIOLATED"          # a variant's declared change
    said = {None: (0, declared)}

    def fake_check(tree, variant):
        code, out = said[None] if tree is None else said["slip"]
        return subprocess.CompletedProcess([], code, stdout=out, stderr="")
    monkeypatch.setattr(slip_sites, "_check", fake_check)
    slip = {"file": "engine/setup.py", "line": 15, "old": "- rules.components.score_track_markers", "new": "",
            "variant": "permanent-nobles", "what": "the score track forgotten"}
    said["slip"] = (1, declared + "\noracle: rule pairs, outcomes   DISAGREES (3 cases)")
    caught, = slip_sites.run([slip])
    assert caught["caught"] and caught["failed"] == ["oracle: rule pairs, outcomes DISAGREES (3 cases)"]
    said["slip"] = (0, declared)
    missed, = slip_sites.run([slip])
    assert not missed["caught"] and missed["failed"] == []
    said[None] = (1, declared)                    # a baseline that fails proves nothing of the slip
    said["slip"] = (1, declared + "\nmore   VIOLATED")
    unproven, = slip_sites.run([slip])
    assert not unproven["caught"]


def test_only_picks_the_slips_at_the_named_sites_and_refuses_a_site_no_slip_names():
    slips = [{"file": "engine/nobles.py", "line": 131}, {"file": "engine/selection.py", "line": 105}]
    assert slip_sites.only(slips, []) == slips
    assert slip_sites.only(slips, ["engine/selection.py:105"]) == slips[1:]
    with pytest.raises(SystemExit, match="no slip at engine/nobles.py:130"):
        slip_sites.only(slips, ["engine/nobles.py:130"])


def test_a_suite_run_gives_its_exit_and_the_lines_naming_what_failed(tmp_path, monkeypatch):
    # the fast-suite judge keeps the output mutate.py's judge throws away: the failing lines
    monkeypatch.setattr(slip_sites.mutate, "_judge_env", lambda copy: dict(os.environ))
    failing = [sys.executable, "-c", "print('....F'); print('FAILED tests/x.py::test_y'); raise SystemExit(2)"]
    assert slip_sites._suite_run(failing, tmp_path, timeout=60) == (2, ["FAILED tests/x.py::test_y"])
    assert slip_sites._suite_run([sys.executable, "-c", "print('ok')"], tmp_path, timeout=60) == (0, [])


def test_repeats_names_an_earlier_slip_planting_the_same_line_and_tells_another_apart():
    # sample 24 wrote `i + 1` for the round's number at game_record's round reader; the same change
    # written with other spaces is the same slip, another change at that line is only another slip there
    earlier = [(name, slip) for name, slip in slip_sites.bundled_slips() if name == "slips-statements-24.toml"]
    theirs = next(slip for _, slip in earlier if slip["file"] == "io/game_record.py" and "i + 1" in slip["new"])
    same = dict(theirs, new=theirs["new"].replace("i + 1", "i+1"))
    other = dict(theirs, new=theirs["new"].replace("i + 1", "i + 2"))
    found = slip_sites.repeats([same, other], earlier)
    assert [entry["same"] for entry in found] == [["slips-statements-24.toml"], []]
    assert "slips-statements-24.toml" in found[1]["other"]
    assert found[0]["site"] == found[1]["site"]


@pytest.mark.parametrize("sample", ["slips-statements-136.toml", "slips-statements-137.toml"])
def test_a_sample_written_with_the_repeats_command_repeats_no_earlier_slip(sample):
    path = ROOT / "scripts" / sample
    slips = tomllib.loads(path.read_text(encoding="utf-8"))["slip"]
    found = slip_sites.repeats(slips, slip_sites.bundled_slips(leaving_out=path))
    assert len(found) == len(slips)
    assert not [entry for entry in found if entry["same"]]
