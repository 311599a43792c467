"""The check's cache (properties/proofs/cache.py): a Z3 proof or an engine run is reused only for the
same rules, the same code and the same libraries, a damaged entry is a miss, the bounds hold, and
`referee check` reuses by default and proves and plays again under --fresh (--fresh-proofs, its
former name, too)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("z3")

from helpers import REPO, run_referee  # noqa: E402
from referee.properties import runner
from referee.properties.proofs import cache as proof_cache
from referee.properties.proofs import region as region_proofs  # noqa: E402
from referee.properties.proofs import round as round_proofs
from referee.properties.proofs.result import ProofResult  # noqa: E402
from referee.properties.statements.invariants import CATALOGUE  # noqa: E402
from referee.rules import load_rules  # noqa: E402


@pytest.fixture
def counted(tmp_path, monkeypatch):
    """A cache folder of the test's own, and provers that count their calls and prove everything."""
    monkeypatch.setenv(proof_cache.CACHE_ENV, str(tmp_path / "proofs"))
    calls = []

    def fake(inv_id, *args, **kwargs):
        calls.append(inv_id)
        return ProofResult(inv_id, True, 1, detail=f"fake proof of {inv_id}")

    monkeypatch.setattr(region_proofs, "prove", fake)
    monkeypatch.setattr(round_proofs.RoundProver, "prove", lambda self, inv_id: fake(inv_id))
    return calls


def prove(rules, names=()):
    lines = []
    proofs = runner.prove_catalogue(rules, names, lambda t: lines.append(str(t)), cached=True)
    return proofs, lines


def test_the_same_rules_with_the_same_code_reuse_every_proof(counted):
    rules = load_rules()
    first, lines = prove(rules)
    assert len(counted) == len(CATALOGUE) and sum("proving" in line for line in lines) == len(CATALOGUE)
    again, lines = prove(load_rules())          # loaded again: an equal value, not the same object
    assert len(counted) == len(CATALOGUE)        # no prover called the second time
    assert lines == [f"{len(CATALOGUE)} Z3 proofs reused from an earlier check of the same rules with the same code "
                     "(--fresh proves them again)"]
    assert {k: (v.proved, v.detail) for k, v in again.items()} == {k: (v.proved, v.detail) for k, v in first.items()}


def test_other_rules_or_other_code_prove_again(counted, monkeypatch):
    prove(load_rules())
    prove(load_rules(("permanent-nobles",)), ("permanent-nobles",))       # another ruleset: a miss
    assert len(counted) == 2 * len(CATALOGUE)
    prove(load_rules(("permanent-nobles",)), ("/elsewhere/permanent-nobles.toml",))   # named otherwise: a miss
    assert len(counted) == 3 * len(CATALOGUE)
    monkeypatch.setattr(proof_cache, "code_hash", lambda: "another-version")  # any file of the package edited
    prove(load_rules())
    assert len(counted) == 4 * len(CATALOGUE)


def test_a_variant_file_named_by_the_same_relative_path_from_another_folder_is_another_entry(
        counted, monkeypatch, tmp_path):
    # A counterexample names a variant file of one's own by its absolute path (so that `referee
    # score` loads it back): a proof kept for ./ties.toml in one folder must not be reused for
    # ./ties.toml in another, or the reused counterexample would name the first folder's file.
    text = (REPO / "examples" / "variants" / "ties-highest-place.toml").read_text(encoding="utf-8")
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "ties.toml").write_text(text, encoding="utf-8")
        monkeypatch.chdir(tmp_path / folder)
        rules = load_rules(("ties.toml",))
        assert rules.variant_refs == (str(tmp_path / folder / "ties.toml"),)
        prove(rules, ("ties.toml",))
    assert len(counted) == 2 * len(CATALOGUE)           # the second folder proved again
    prove(load_rules(("ties.toml",)), ("ties.toml",))   # the same folder again: reused
    assert len(counted) == 2 * len(CATALOGUE)


def test_one_changed_byte_in_any_source_file_changes_the_code_hash(tmp_path):
    (tmp_path / "a" / "deep").mkdir(parents=True)
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "deep" / "engine.py").write_text("x = 1\n")
    (tmp_path / "b" / "rules.toml").write_text("threshold = 35\n")
    roots = (tmp_path / "a", tmp_path / "b")
    before = proof_cache.tree_hash(roots, "z3 4.13")
    assert proof_cache.tree_hash(roots, "z3 4.13") == before
    (tmp_path / "b" / "rules.toml").write_text("threshold = 36\n")
    assert proof_cache.tree_hash(roots, "z3 4.13") != before
    (tmp_path / "b" / "rules.toml").write_text("threshold = 35\n")
    assert proof_cache.tree_hash(roots, "z3 4.14") != before                # another Z3
    (tmp_path / "a" / "deep" / "engine.py").write_text("x = 2\n")
    assert proof_cache.tree_hash(roots, "z3 4.13") != before


def test_the_code_hash_reads_every_folder_of_the_property_modules(monkeypatch):
    # the proofs depend on the statements, the models and the proofs alike: an edit to any of
    # them must make a kept proof stale, whichever sub-package holds the cache module itself
    import referee.properties
    from referee.properties.statements import invariants

    seen = []
    monkeypatch.setattr(proof_cache, "tree_hash", lambda roots, salt="": seen.extend(Path(r) for r in roots) or "h")
    proof_cache.code_hash.__wrapped__()            # past its lru_cache
    for module in (invariants, proof_cache, referee.properties):
        assert any(Path(module.__file__).resolve().is_relative_to(root.resolve()) for root in seen), module


def test_a_damaged_entry_is_a_miss_and_is_written_again(counted):
    rules = load_rules()
    prove(rules)
    (entry,) = list((proof_cache.base_folder()).rglob("*.pickle"))
    entry.write_bytes(b"not a pickle")
    prove(rules)
    assert len(counted) == 2 * len(CATALOGUE)
    prove(rules)
    assert len(counted) == 2 * len(CATALOGUE)


def test_off_keeps_nothing(counted, monkeypatch, tmp_path):
    monkeypatch.setenv(proof_cache.CACHE_ENV, "off")
    prove(load_rules())
    prove(load_rules())
    assert len(counted) == 2 * len(CATALOGUE)
    assert not any(tmp_path.rglob("*.pickle"))


def test_the_cache_keeps_at_most_its_bounds(counted, monkeypatch):
    monkeypatch.setattr(proof_cache, "MAX_FILES", 2)
    monkeypatch.setattr(proof_cache, "MAX_VERSIONS", 2)
    for names in ((), ("permanent-nobles",), (str(REPO / "examples" / "variants" / "dark-tower-banner.toml"),)):
        prove(load_rules(names), names)
    assert len(list(proof_cache.base_folder().rglob("*.pickle"))) == 2
    for version in ("v1", "v2", "v3"):
        monkeypatch.setattr(proof_cache, "code_hash", lambda version=version: version)
        prove(load_rules())
    assert sorted(p.name for p in proof_cache.base_folder().iterdir()) == ["v2", "v3"]


def planted(tmp_path) -> dict:
    """A cache holding, for the standard rules, a break of ties.equal-points that Z3 never found."""
    os.environ[proof_cache.CACHE_ENV] = str(tmp_path / "proofs")
    try:
        proofs = {inv.id: ProofResult(inv.id, True, 1, detail="planted proof") for inv in CATALOGUE}
        proofs["ties.equal-points"] = ProofResult("ties.equal-points", False, 0, detail="planted break")
        proof_cache.save_part(load_rules(), (), "proofs", proofs)
    finally:
        del os.environ[proof_cache.CACHE_ENV]
    return {**os.environ, proof_cache.CACHE_ENV: str(tmp_path / "proofs"), "LANG": "C.UTF-8"}


@pytest.mark.slow          # a check (30-45 s of CPU)
def test_check_reuses_the_cache(tmp_path):
    # The cache holds a planted (false) break for the standard rules under this very code: plain
    # check reads it, so it fails naming the planted break (that --fresh proves again is
    # test_fresh_proofs_proves_again below, and the proofs themselves tests/verification/test_runner.py).
    env = planted(tmp_path)
    reused = subprocess.run([sys.executable, "-m", "referee", "check", "--json", "--examples", "20"],
                            capture_output=True, text=True, cwd=REPO, env=env, timeout=300)
    assert reused.returncode == 1 and "30 Z3 proofs reused" in reused.stderr and "proving" not in reused.stderr
    verdict = json.loads(reused.stdout)["rulesets"][0]["invariants"]["ties.equal-points"]
    assert verdict["status"] == "VIOLATED" and verdict["message"] == "planted break"


def test_a_planted_entry_is_proved_again_when_the_cache_is_not_asked(tmp_path, counted, monkeypatch):
    monkeypatch.setenv(proof_cache.CACHE_ENV, planted(tmp_path)[proof_cache.CACHE_ENV])   # counted's folder
    from referee.properties.runner import prove_catalogue

    kept = prove_catalogue(load_rules(), (), lambda s: None, True)
    assert kept["ties.equal-points"].detail == "planted break" and counted == []
    fresh = prove_catalogue(load_rules(), (), lambda s: None, False)
    assert sorted(counted) == sorted(inv.id for inv in CATALOGUE)
    assert fresh["ties.equal-points"].proved and "planted" not in str(fresh["ties.equal-points"].detail)


@pytest.mark.parametrize("other", [["--differ", "permanent-nobles"], ["--game", "kings-struggle"]])
@pytest.mark.parametrize("option", ["--fresh", "--fresh-proofs"])
def test_fresh_outside_the_catalogue_is_refused_naming_both(other, option):
    done = run_referee("check", option, *other, "--json", refused=True)
    assert done.returncode == 2
    (problem,) = json.loads(done.stdout)["problems"]
    assert problem["field"] == "--fresh" and problem["value"].startswith(other[0])


@pytest.mark.parametrize("mode, runs", [(["--exhaustive"], "_exhaustive"), ([], "_catalogue")])
def test_fresh_proves_again(monkeypatch, mode, runs):
    # plain check and --exhaustive (which runs the catalogue too): kept proofs used, then proved again
    import importlib

    from click.testing import CliRunner

    check_command = importlib.import_module("referee.cli.check")     # the module, not the command
    asked = []
    monkeypatch.setattr(check_command, runs, lambda *args: asked.append(args[-1]))
    for extra in ([], ["--fresh"], ["--fresh-proofs"]):
        done = CliRunner().invoke(check_command.check, [*mode, "-q", *extra])
        assert done.exit_code == 0, done.output
    assert asked == [True, False, False]          # cached: kept proofs and runs used, then made again


@pytest.fixture
def played(tmp_path, monkeypatch):
    """A cache folder of the test's own, and engine runs and rule pairs that count their calls
    (each answering a value of its own, so a reused answer is told from a new one)."""
    import importlib

    check_command = importlib.import_module("referee.cli.check")
    monkeypatch.setenv(proof_cache.CACHE_ENV, str(tmp_path / "proofs"))
    calls = []

    def engine(rules, names, examples, **kwargs):
        calls.append(("engine", names, examples))
        return f"engine run {len(calls)}"

    def pairs(rules, progress):
        calls.append(("pairs", rules.short_label))
        return f"pairs run {len(calls)}", None

    monkeypatch.setattr(runner, "run_engine_side", engine)
    monkeypatch.setattr(check_command, "_pairs", pairs)
    return check_command, calls


def test_the_engine_runs_of_the_same_rules_with_the_same_code_are_reused(played, monkeypatch):
    check_command, calls = played
    lines = []
    monkeypatch.setattr(check_command, "stamped", lambda *args: lines.append)

    def task(kind, names=(), examples=500, cached=True):
        return check_command._task(kind, names, None, "en", "", examples, cached)

    assert task("engine") == "engine run 1" and task("pairs") == ("pairs run 2", None)
    assert task("engine") == "engine run 1" and task("pairs") == ("pairs run 2", None)     # kept: no new call
    assert len(calls) == 2
    assert [str(line) for line in lines] == [
        "the engine's rounds (generated, against the round model, the rulebook's anchors) reused from an earlier "
        "check of the same rules with the same code (--fresh plays them again)",
        "the rule pairs' rounds reused from an earlier check of the same rules with the same code "
        "(--fresh plays them again)"]
    # another number of generated rounds, another ruleset, --fresh, other code: each runs again
    assert task("engine", examples=20) == "engine run 3"
    assert task("engine", ("permanent-nobles",)) == "engine run 4"
    assert task("engine", cached=False) == "engine run 5"
    monkeypatch.setattr(proof_cache, "code_hash", lambda: "another-version")
    assert task("pairs") == ("pairs run 6", None)
    assert len(calls) == 6


def test_the_code_hash_names_the_libraries_the_runs_use(monkeypatch):
    # the same bytes of the package under another Hypothesis draw other rounds: another folder
    from importlib import metadata

    before = proof_cache.library_versions()
    assert all(f"{name}=" in before for name in proof_cache.LIBRARIES)
    real = metadata.version
    monkeypatch.setattr(metadata, "version", lambda name: "0.0" if name == "hypothesis" else real(name))
    assert proof_cache.library_versions() != before and "hypothesis=0.0" in proof_cache.library_versions()


def test_a_check_started_while_another_plays_the_same_part_waits_and_reads_what_it_kept(counted):
    # The first check holds the part's lock while it plays it (here the test holds it, as that check
    # would): a second check of the same rules waits, then reads the kept part instead of playing it.
    import threading

    from referee.user_cache import held

    rules = load_rules()
    lock = proof_cache._file(rules, (), "engine20").with_suffix(".lock")
    made, answers = [], []
    with held(lock):
        second = threading.Thread(target=lambda: answers.append(proof_cache.kept_or_made(
            rules, (), "engine20", lambda: made.append(1) or "played again")))
        second.start()
        second.join(timeout=1.0)
        assert second.is_alive() and answers == []          # waiting for the lock
        proof_cache.save_part(rules, (), "engine20", "played by the first check")
    second.join(timeout=10)
    assert answers == ["played by the first check"] and made == []
    # with nothing kept and nobody playing it, the part is played and kept for the next check
    assert proof_cache.kept_or_made(rules, (), "pairs", lambda: "played") == "played"
    assert proof_cache.load_part(rules, (), "pairs") == "played"
