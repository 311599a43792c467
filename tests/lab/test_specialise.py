"""The batch simulator specialised to a ruleset (referee/lab/specialise.py): the kernels' own source
with the rule values as constants, playing the very games the generic kernels play, and
`referee compare --engine specialised` verified game for game against the reference engine."""

from __future__ import annotations

import json

import pytest

from helpers import REPO, run_referee
from referee.lab import specialise
from referee.lab.jit import HAVE_NUMBA
from referee.lab.tables import build_tables
from referee.rules import load_rules

# three variants at once: Permanent Nobles, ties paid the highest place, and a Dragon adding two
# regions: values other than the standard rules' in the Nobles', the ties' and the King's branches
MIXED = "permanent-nobles+examples/variants/ties-highest-place.toml+examples/variants/two-dragons.toml"


def test_each_rule_value_read_becomes_the_rulesets_value_and_nothing_else_changes(variant_rules):
    # a Dragon adding two regions to the King's path (the rulebook's adds one), on the 8-region board
    tables = build_tables(variant_rules(round={"regions_per_dragon": 2}), 4)
    values = specialise.rule_values(tables)
    source = (REPO / "referee/lab/play.py").read_text(encoding="utf-8")
    special = specialise.specialised_source(source, values)
    assert values["P_REGIONS_PER_DRAGON"] == 2 and values["P_REGIONS"] == 8
    assert "return min(1 + dragons * 2, 8)" in special
    assert "params[P_REGIONS_PER_DRAGON]" in source and "params[P_REGIONS_PER_DRAGON]" not in special
    text = "n = params[P_ONCE_PER_GAME_KNIGHT + k] + tables.params[P_MAX_ROUNDS] + params[P_MAX_ROUNDS]"
    assert specialise.specialised_source(text, values) == (
        f"n = params[P_ONCE_PER_GAME_KNIGHT + k] + tables.params[P_MAX_ROUNDS] + {values['P_MAX_ROUNDS']}")
    # the shared modules come from referee.lab; the kernels' imports of each other stay relative
    assert "from referee.lab.jit import kernel, leaf_kernel" in special and "from .jit" not in special
    batch = specialise.specialised_source((REPO / "referee/lab/batch.py").read_text(encoding="utf-8"), values)
    assert "from .play import" in batch and "from referee.lab import gamerow as G" in batch
    # a round's choices are inlined into the game in the specialised package only (INLINED), no other kernel
    generic = (REPO / "referee/lab/batch.py").read_text(encoding="utf-8")
    assert "@kernel\ndef choose_all(" in generic and "@leaf_kernel\ndef choose_all(" in batch
    assert batch.count("@kernel\n") == generic.count("@kernel\n") - 1


def test_another_transform_is_another_package(monkeypatch, tmp_path):
    # the kernels' source names the cache folder; this module's own source (the transform) names the package
    standard = build_tables(load_rules(), 4)
    before = specialise.package_name(standard)
    changed = tmp_path / "specialise.py"
    changed.write_text(open(specialise.__file__, encoding="utf-8").read() + "# another transform\n", encoding="utf-8")
    monkeypatch.setattr(specialise, "__file__", str(changed))
    assert specialise.package_name(standard) != before


def test_other_rule_values_are_another_package():
    standard = build_tables(load_rules(), 4)
    assert specialise.package_name(standard) == specialise.package_name(build_tables(load_rules(), 4))
    assert specialise.package_name(standard) != specialise.package_name(build_tables(load_rules(), 3))
    assert specialise.package_name(standard) != specialise.package_name(
        build_tables(load_rules(("permanent-nobles",)), 4))


@pytest.mark.skipif(not HAVE_NUMBA, reason="numba is not installed")
@pytest.mark.slow       # a compile of its own (about 40 s of CPU)
def test_compare_on_the_specialised_kernels_gives_the_batch_simulators_numbers_and_verifies():
    args = ("compare", MIXED, "--players", "3", "--games", "12000", "--json", "--workers", "2", "--verify", "3")
    special = run_referee(*args, "--engine", "specialised", timeout=600)
    assert special.returncode == 0, special.stderr
    assert "with its rule values as constants" in special.stderr and "is ready (" in special.stderr
    generic = run_referee(*args, "--engine", "batch", timeout=600)
    fast, slow = json.loads(special.stdout), json.loads(generic.stdout)
    assert fast["engine"] == "specialised" and slow["engine"] == "batch"
    assert fast["rulesets"][0]["verified_games"] == 3            # replayed from its own kernels' trace
    for key in ("metrics", "cards", "duration_histogram", "score_by_round"):
        assert fast["rulesets"][0][key] == slow["rulesets"][0][key], key


@pytest.mark.skipif(not HAVE_NUMBA, reason="numba is not installed")
def test_verify_replays_the_specialised_kernels_own_games_and_names_a_difference(monkeypatch):
    # A specialised kernel that scores a point too many in the last round: --verify replays the games
    # the specialised kernels traced (not the generic kernels'), so it is caught.
    from referee.lab import compare
    from referee.lab.batch import trace_game
    from referee.lab.records import VerifyError

    class Slipped:
        @staticmethod
        def trace_game(tables, agents, key, game):
            trace = trace_game(tables, agents, key, game)
            trace["scores"][-1, 0] += 1
            return trace

    monkeypatch.setattr(specialise, "batch_module", lambda tables: Slipped)
    run = compare.RulesetRun("standard", load_rules(), ())
    compare.play_ruleset(run, 2, 20, 0, ["random", "random"], engine="batch")
    assert compare.verify_sample(run, 20, 2, 0, ["random", "random"]) == 2       # the generic kernels' games
    run.engine = "specialised"
    with pytest.raises(VerifyError, match="round"):
        compare.verify_sample(run, 20, 2, 0, ["random", "random"])


def test_the_specialised_engine_is_refused_where_the_kernels_cannot_play():
    done = run_referee("compare", "standard", "--agents", "search,random", "--players", "2", "--games", "10",
                       "--engine", "specialised", refused=True)
    assert done.returncode == 2 and "--engine" in done.stderr and "Traceback" not in done.stderr


def test_the_packages_kept_are_bounded(tmp_path, monkeypatch):
    import os
    import time

    root = tmp_path / specialise.FOLDER
    for k in range(specialise.MAX_PACKAGES + 3):
        folder = root / f"referee_specialised_{k:016x}"
        folder.mkdir(parents=True)
        os.utime(folder, (time.time() - 1000 + k, time.time() - 1000 + k))
    specialise._trim(root)
    kept = sorted(p.name for p in root.iterdir())
    assert len(kept) == specialise.MAX_PACKAGES and kept[0] == "referee_specialised_0000000000000003"
