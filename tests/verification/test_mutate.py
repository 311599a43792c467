"""scripts/mutate.py, the mutation-testing command: its mutants and its list of equivalent ones."""

from __future__ import annotations

import ast
import importlib.util
import sys
import tomllib

from helpers import REPO


def _mutate_module():
    spec = importlib.util.spec_from_file_location("mutate", REPO / "scripts" / "mutate.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["mutate"] = module          # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


mutate = _mutate_module()


def test_every_listed_equivalent_still_names_the_mutant_it_was_judged_on():
    # An id is module:line:col:operator; editing the module moves lines, and a stale id would
    # silently leave a different mutant out of the score. Each entry also gives the fragment.
    entries = tomllib.loads(mutate.EQUIVALENTS.read_text(encoding="utf-8"))["equivalent"]
    assert entries
    by_module: dict[str, dict] = {}         # each module's mutants found once (several entries share one)
    for entry in entries:
        module = entry["id"].split(":")[0]
        if module not in by_module:
            by_module[module] = {m.id: m for m in mutate.find_mutants(module)}
        mutants = by_module[module]
        assert entry["id"] in mutants, f"{entry['id']} is no mutant of {module} any more"
        assert mutants[entry["id"]].before == entry["before"], entry["id"]
        assert entry["why"].strip()


def test_every_measured_module_has_its_own_test_module_first():
    for module, tests in mutate.COVERING_TESTS.items():
        assert tests[0].split("/")[-1] == "test_" + module.split("/")[-1]
        assert all((REPO / "tests" / f"{t}.py").exists() for t in tests), module


def test_a_mutant_changes_exactly_the_node_it_names():
    # region_scoring's only `>=` is the minimum-influence test; the flip moves its boundary
    # (`>=` -> `>`, as mutate.FLIPS says), and the mutated module differs in that comparison alone.
    [mutant] = [m for m in mutate.find_mutants("engine/region_scoring")
                if m.operator == "flip-compare" and ">=" in m.before]
    original = ast.unparse(ast.parse((REPO / "referee" / "engine" / "region_scoring.py").read_text(encoding="utf-8")))
    changed = mutate.mutated_source(mutant)
    diff = [(a, b) for a, b in zip(original.splitlines(), changed.splitlines()) if a != b]
    assert len(diff) == 1
    assert "n >= min_influence" in diff[0][0] and "n > min_influence" in diff[0][1]


def test_the_check_oracle_judges_by_referee_check_alone():
    # `referee check` as its own mutation test, nothing of the test suite in the command
    command = mutate.judge("check", "engine/selection")
    assert command[1:] == ["-m", "referee", "check", "-q"]
    assert mutate.judge("check-exhaustive", "engine/nobles")[-2:] == ["--exhaustive", "-q"]
    assert "pytest" in mutate.judge("tests", "engine/nobles")
    fast = mutate.judge("fast-suite", "engine/selection")       # the whole fast suite, whatever the module
    assert fast[1:4] == ["-m", "pytest", "-m"] and fast[4] == "not slow" and not any(w.endswith(".py") for w in fast)
    assert set(mutate.CHECK_MODULES) >= set(mutate.COVERING_TESTS)
    assert all((REPO / "referee" / f"{m}.py").exists() for m in mutate.CHECK_MODULES)


def test_a_judge_that_outlives_its_timeout_leaves_no_process_running(tmp_path):
    # A mutant that never ends (a chain search that loops) runs `referee check`, whose workers are
    # processes of their own: killing the judge alone left them running beside the next mutants
    # (two such workers ran at full CPU for 20 minutes after a sample of seed 163 had ended).
    import os
    import time

    child = tmp_path / "child.pid"
    started = time.monotonic()        # the judge starts a process of its own, then outlives its timeout
    judge = ["bash", "-c", f"sleep 60 & echo $! > {child}; sleep 60"]
    assert mutate._run_group(judge, tmp_path, dict(os.environ), timeout=1) is None
    assert time.monotonic() - started < 30
    pid = int(child.read_text())
    time.sleep(0.2)
    assert not _alive(pid)
    assert mutate._run_group([sys.executable, "-c", "raise SystemExit(3)"], tmp_path, dict(os.environ), timeout=30) == 3


def _alive(pid: int) -> bool:
    """The process is running (a zombie, killed and not yet reaped by its parent's parent, is not)."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().split(") ")[1][0] != "Z"
    except FileNotFoundError:
        return False


def test_a_judge_that_fails_before_any_mutant_stops_the_run(tmp_path):
    # The fast-suite judge once failed on the workers' copy itself (a test of its own command):
    # every mutant of a sample read killed. The run now judges the snapshot first.
    import pytest

    (tmp_path / "marker").write_text("x", encoding="utf-8")
    mutate.baseline(tmp_path, [[sys.executable, "-c", "pass"]], timeout=30)
    with pytest.raises(SystemExit, match="fails on the checkout before any mutant .*exit 3"):
        mutate.baseline(tmp_path, [[sys.executable, "-c", "pass"], [sys.executable, "-c", "raise SystemExit(3)"]],
                        timeout=30)


def test_the_slip_operators_read_a_neighbouring_key_and_compare_another_answer():
    # the mechanical population is unchanged by the slip operators (docs' figures name it)
    assert not {m.operator for m in mutate.find_mutants("engine/adjudicate")} & {"neighbour-key", "other-answer"}
    slips = mutate.find_mutants("engine/adjudicate", "slips")
    original = ast.unparse(ast.parse((REPO / "referee" / "engine" / "adjudicate.py").read_text(encoding="utf-8")))

    def diff(mutant):
        changed = mutate.mutated_source(mutant)
        return [(a, b) for a, b in zip(original.splitlines(), changed.splitlines()) if a != b]

    # [end]'s two yes/no keys of the final scoring: the bonus read from its neighbour ("Game end and winning")
    reads = [m for m in slips if m.operator == "neighbour-key" and m.before == "rules.end.final_pays_noble_bonus"]
    [bonus] = [m for m in reads if "if not final or" in diff(m)[0][0]]
    [(before, after)] = diff(bonus)
    assert "rules.end.final_pays_noble_bonus" in before and "rules.end.final_creates_nobles" in after
    # a ruling's answer compared with another of its answers (rulings.toml: final-scoring-order)
    [order] = [m for m in slips if m.operator == "other-answer" and "final-scoring-order" in m.before]
    [(before, after)] = diff(order)
    assert "== 'region-number'" in before and "== 'route-from-king'" in after


def test_the_slip_operators_write_a_default_in_alias_a_copy_and_remove_a_branch():
    slips = mutate.find_mutants("engine/adjudicate", "slips")
    original = ast.unparse(ast.parse((REPO / "referee" / "engine" / "adjudicate.py").read_text(encoding="utf-8")))

    def diff(mutant):
        changed = mutate.mutated_source(mutant)
        return [(a, b) for a, b in zip(original.splitlines(), changed.splitlines()) if a != b]

    # a rule key read replaced by the standard rules' value: [end] threshold is 40 (game.toml, "Game end")
    [threshold] = [m for m in slips if m.operator == "key-default" and m.before.strip() == "rules.end.threshold"][:1]
    [(before, after)] = diff(threshold)
    assert "rules.end.threshold" in before and "rules.end.threshold" not in after and "40" in after
    # the final scoring's Noble bonus branch removed: its condition made False
    [branch] = [m for m in slips if m.operator == "branch-removed" and "final_pays_noble_bonus" in m.before]
    [(before, after)] = diff(branch)
    assert before.strip().startswith("if not final or") and after.strip() == "if False:"
    # a copy made an alias: list(self.banner) made self.banner
    aliases = [m for m in slips if m.operator == "copy-alias"]
    assert aliases and all(len(diff(m)) == 1 for m in aliases)
    assert any("list(self.banner)" in b and "list(" not in a.split("=", 1)[-1] for m in aliases for b, a in diff(m))
    # none of them in the mechanical population
    assert not {m.operator for m in mutate.find_mutants("engine/adjudicate")} & {"key-default", "copy-alias",
                                                                                "branch-removed"}
