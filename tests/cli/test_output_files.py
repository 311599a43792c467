"""Writing outputs (referee/cli/common.py write_outputs, referee/cli/game_folder.py): atomic, every
file or none, a symbolic link followed, the umask respected, nothing written by a failing command."""

from __future__ import annotations

import json
import os
import stat

import pytest
from click.testing import CliRunner

from helpers import REPO
from referee.cli import main

EXAMPLE = REPO / "examples" / "dark-tower-4p.json"
RECORD = REPO / "tests" / "golden" / "knight.json"


def invoke(*args):
    result = CliRunner().invoke(main, [str(a) for a in args], catch_exceptions=True)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result


def test_replay_out_with_a_report_into_a_missing_folder_writes_nothing(tmp_path):
    # Before: exit 2 after out.json had been written.
    result = invoke("replay", RECORD, "--out", tmp_path / "out.json", "--report", tmp_path / "no" / "r.html")
    assert result.exit_code == 2 and "does not exist" in result.output
    assert list(tmp_path.iterdir()) == []          # neither out.json nor a temporary file


def test_replay_out_and_report_are_both_written_when_all_is_well(tmp_path):
    result = invoke("replay", RECORD, "--out", tmp_path / "out.json", "--report", tmp_path / "r.html")
    assert result.exit_code == 0
    assert json.loads((tmp_path / "out.json").read_text())["rounds"] and (tmp_path / "r.html").stat().st_size > 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json", "r.html"]    # no temporary file left


def test_a_lenient_replay_with_problems_writes_no_file(tmp_path):
    record = tmp_path / "rec.json"
    record.write_text(json.dumps({"players": ["A", "B"], "rounds": [{"A": ["atlantis"], "B": [1, 2, 3]}]}))
    result = invoke("replay", record, "--lenient", "--out", tmp_path / "out.json")
    assert result.exit_code == 2 and "not written" in result.output
    assert not (tmp_path / "out.json").exists()


def test_out_through_a_symbolic_link_replaces_the_target_and_keeps_the_link(tmp_path):
    target = tmp_path / "real.json"
    target.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    assert invoke("score", EXAMPLE, "--out", link).exit_code == 0
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert json.loads(target.read_text())["king"]      # the position went to the target


@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_a_new_output_follows_the_umask(tmp_path, mask, mode):
    old = os.umask(mask)
    try:
        assert invoke("score", EXAMPLE, "--out", tmp_path / "out.json").exit_code == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "out.json").stat().st_mode) == mode


def test_a_replaced_output_keeps_its_mode(tmp_path):
    out = tmp_path / "out.json"
    out.write_text("old")
    out.chmod(0o640)
    assert invoke("score", EXAMPLE, "--out", out).exit_code == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o640 and out.read_text() != "old"


def test_simulate_into_a_folder_holding_older_games_is_refused_and_leaves_it_alone(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    old = folder / "game-0007.json"
    old.write_text("{}")
    result = invoke("simulate", "--games", "2", "--out", folder)
    assert result.exit_code == 2 and "already holds 1 game record (game-0007.json" in result.output
    assert sorted(p.name for p in folder.iterdir()) == ["game-0007.json"] and old.read_text() == "{}"


def test_simulate_into_a_new_folder_writes_every_game_and_nothing_else(tmp_path):
    folder = tmp_path / "new" / "games"
    assert invoke("simulate", "--games", "3", "--players", "2", "--out", folder).exit_code == 0
    assert sorted(p.name for p in folder.iterdir()) == ["game-0001.json", "game-0002.json", "game-0003.json"]
    assert [p.name for p in folder.parent.iterdir()] == ["games"]          # the staging folder is gone


def test_simulate_into_an_empty_existing_folder(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    assert invoke("simulate", "--games", "1", "--out", tmp_path).exit_code == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game-0001.json", "notes.txt"]


def test_simulate_out_under_proc_is_a_clear_refusal():
    result = invoke("simulate", "--games", "1", "--out", "/proc/referee-games")
    assert result.exit_code == 2 and "--out /proc/referee-games: cannot create the folder" in result.output
