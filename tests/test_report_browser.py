"""The replay report as a person sees it: headless Chromium opens the HTML of a golden replay
(no network) and its screenshot must show the score chart and the board.

Skipped when no Chromium is installed (Debian: apt-get install chromium; .ci/run installs it).
The PNG is read with the standard library (zlib) only.
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest

from helpers import REPO, run_referee
from referee.present.render_svg import PALETTE

CHROMIUM = next((p for p in (shutil.which("chromium"), shutil.which("chromium-browser"), "/usr/bin/chromium")
                 if p and Path(p).exists()), None)
# CI sets REFEREE_REQUIRE_BROWSER=1 after installing Chromium: there a missing browser fails the run.
REQUIRED = os.environ.get("REFEREE_REQUIRE_BROWSER") == "1"
# slow (left out by `pytest -m "not slow"`): a headless browser draws the report
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(CHROMIUM is None and not REQUIRED, reason="no Chromium browser installed "
                                 "(Debian: apt-get install -y chromium); the report's browser check is skipped")]

GOLDEN = REPO / "tests" / "golden" / "simulated-standard-4p.json"
PARCHMENT = bytes.fromhex("fbf6e9")      # region boxes of the board (render_svg)
CROWN = bytes.fromhex("f5c400")          # the King
SHEET_HEADER = bytes.fromhex("f3ecd7")   # the score sheet's header row (report_html CSS)


def read_png(path: Path) -> tuple[int, int, list[bytes]]:
    """(width, height, rows of RGB bytes) of an 8-bit, non-interlaced RGB or RGBA PNG."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, []
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b"IHDR":
            width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour_type in (2, 6) and interlace == 0
        elif kind == b"IDAT":
            idat.append(body)
    bpp = 3 if colour_type == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:                                   # Sub
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif kind == 2:                                 # Up
            line = bytearray((a + b) & 0xFF for a, b in zip(line, prev))
        elif kind == 3:                                 # Average
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif kind == 4:                                 # Paeth
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rgb = bytes(line) if bpp == 3 else b"".join(line[i:i + 3] for i in range(0, stride, 4))
        rows.append(rgb)
        prev = line
    return width, height, rows


def count(rows, colour: bytes) -> int:
    return sum(row[i:i + 3] == colour for row in rows for i in range(0, len(row), 3))


def first_row_with(rows, colour: bytes) -> int:
    for y, row in enumerate(rows):
        if any(row[i:i + 3] == colour for i in range(0, len(row), 3)):
            return y
    raise AssertionError(f"colour #{colour.hex()} not found in the screenshot")


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
