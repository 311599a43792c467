"""scripts/variant_atlas.py: the table of docs/laboratory.md and docs/atlas.html of every shipped variant."""

from __future__ import annotations

import subprocess
import sys

import pytest

from helpers import REPO

pytestmark = pytest.mark.slow          # plays `referee compare` in subprocesses


def test_the_atlas_writes_a_row_per_ruleset_and_names_what_the_kernel_refuses(tmp_path):
    readme = tmp_path / "laboratory.md"
    readme.write_text("before\n<!-- atlas:start -->\nold\n<!-- atlas:end -->\nafter\n", encoding="utf-8")
    page = tmp_path / "atlas.html"
    done = subprocess.run([sys.executable, "scripts/variant_atlas.py", "permanent-nobles",
                           "tests/data/ten-cards-dragon-every-round.toml", "--games", "400", "--agents", "random,random,random,random",
                           "--doc", str(readme), "--html", str(page)], cwd=REPO, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    text = readme.read_text(encoding="utf-8")
    assert text.startswith("before\n<!-- atlas:start -->\n400 games per ruleset") and text.endswith("after\n")
    assert "old" not in text
    rows = [line for line in text.splitlines() if line.startswith("| ") and not line.startswith("| ruleset")]
    assert [row.split(" | ")[0] for row in rows] == ["| standard", "| permanent-nobles", "| ten-cards-dragon-every-round"]
    assert all(row.count(" | ") == 7 and row.endswith(" |") for row in rows)       # every row has every column
    assert "refused by the compiled kernel: round.cards_per_round" in rows[2]
    # Permanent Nobles keep every Noble: their share of the points cannot be below the standard's
    share = [float(row.split(" | ")[6].split(" ")[0]) for row in rows[:2]]
    assert share[1] >= share[0]
    assert page.read_text(encoding="utf-8").count("<tr>") == 4                     # the heading and three rows


def test_the_laboratory_atlas_lists_every_shipped_variant():
    text = (REPO / "docs" / "laboratory.md").read_text(encoding="utf-8")
    atlas = text.split("<!-- atlas:start -->")[1].split("<!-- atlas:end -->")[0]
    names = {line.split(" | ")[0].removeprefix("| ") for line in atlas.splitlines() if line.startswith("| ")}
    shipped = {p.stem for p in (REPO / "examples" / "variants").glob("*.toml")}
    assert shipped | {"standard", "permanent-nobles"} <= names


def test_the_skilled_rows_play_an_mcts_seat_on_the_reference_engine(tmp_path):
    # `--skilled N` adds a table with one mcts seat against three greedy ones. mcts
    # chooses on the reference engine; the atlas asked the compiled kernel alone (--engine batch) and
    # every skilled row came back refused.
    doc = tmp_path / "laboratory.md"
    doc.write_text("<!-- atlas:start -->\n<!-- atlas:end -->\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "scripts/variant_atlas.py", "permanent-nobles", "--games", "200",
                           "--agents", "random,random,random,random", "--skilled", "30", "--skilled-games", "4",
                           "--doc", str(doc), "--html", str(tmp_path / "atlas.html")], cwd=REPO, capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    skilled = doc.read_text(encoding="utf-8").split("agents mcts:30,greedy,greedy,greedy")[1]
    rows = [line for line in skilled.splitlines() if line.startswith("| ") and not line.startswith("| ruleset")]
    assert [row.split(" | ")[0] for row in rows] == ["| standard", "| permanent-nobles"]
    assert not any("refused" in row for row in rows) and all(row.count(" | ") == 7 for row in rows)
