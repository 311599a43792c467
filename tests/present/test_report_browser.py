"""The replay report as a person sees it: headless Chromium opens the HTML of a golden replay
(no network) and its screenshot must show the score chart and the board.

Skipped when no Chromium is installed (Debian: apt-get install chromium; .ci/run installs it).
The PNG is read with the standard library (zlib) only.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from helpers import CHROMIUM, REPO, REQUIRED, count, first_row_with, read_png, run_referee
from referee.present.render_svg import PALETTE

# slow (left out by `pytest -m "not slow"`): a headless browser draws the report
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(CHROMIUM is None and not REQUIRED, reason="no Chromium browser installed "
                                 "(Debian: apt-get install -y chromium); the report's browser check is skipped")]

GOLDEN = REPO / "tests" / "golden" / "simulated-standard-4p.json"
PARCHMENT = bytes.fromhex("fbf6e9")      # region boxes of the board (render_svg)
CROWN = bytes.fromhex("f5c400")          # the King
SHEET_HEADER = bytes.fromhex("f3ecd7")   # the score sheet's header row (report_html CSS)


def golden_report(path: Path) -> tuple[str, list[str]]:
    """Write the report exactly as a user would: `referee replay GOLDEN --report PATH`."""
    done = run_referee("replay", str(GOLDEN), "--report", str(path))
    assert done.returncode == 0, done.stderr
    players = json.loads(GOLDEN.read_text(encoding="utf-8"))["players"]
    return path.read_text(encoding="utf-8"), players


def test_report_screenshot_shows_chart_and_board(tmp_path):
    assert CHROMIUM is not None, "REFEREE_REQUIRE_BROWSER=1 but no Chromium is installed"
    report = tmp_path / "report.html"
    html, players = golden_report(report)
    assert "http://" not in html and "https://" not in html
    shot = tmp_path / "report.png"
    done = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={tmp_path / 'profile'}", f"--screenshot={shot}", "--window-size=1200,2000",
         report.as_uri()],
        capture_output=True, text=True, timeout=180)
    assert shot.exists(), f"Chromium wrote no screenshot (exit {done.returncode}): {done.stderr[-2000:]}"
    width, height, rows = read_png(shot)
    assert (width, height) == (1200, 2000)

    # not blank: a page of one colour has one; this one has text, a chart and a board
    colours = {row[i:i + 3] for row in rows[::7] for i in range(0, len(row), 21)}
    assert len(colours) > 50

    # layout from the top: heading, chart, score sheet (its header colour), then the boards
    sheet_top = first_row_with(rows, SHEET_HEADER)
    board_top = first_row_with(rows, PARCHMENT)
    assert 0 < sheet_top < board_top
    chart = rows[:sheet_top]
    # the chart draws every player's line in their colour
    for k, _ in enumerate(players):
        colour = bytes.fromhex(PALETTE[k][0][1:])
        assert count(chart, colour) >= 30, f"player {k + 1}'s line (#{colour.hex()}) missing from the chart"
    board = rows[board_top:]
    assert count(board, PARCHMENT) > 20000           # the 8 region boxes of the first board
    assert count(board, CROWN) > 50                  # the King
