"""The replay report (referee.replay_report and `referee replay --report`)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from helpers import REPO, run_referee
from referee.engine.replay import replay
from referee.io.game_record import read_record
from referee.present.replay_report import replay_report_html

GOLDEN = REPO / "tests" / "golden" / "four-player-every-card.json"


def _replayed():
    record, problems = read_record(json.loads(GOLDEN.read_text(encoding="utf-8")))
    assert record is not None, problems
    return replay(record)


def test_one_board_per_round_and_one_score_line_per_player():
    result = _replayed()
    html = replay_report_html(result, "four players")
    root = ET.fromstring(html.split("\n", 1)[1])          # past <!DOCTYPE html>: the page is well-formed XML
    boards = root.findall(".//{*}section[@class='board']")
    # the record replays two rounds (11 and 12, from a position after round 10): one board after each
    assert len(boards) == len(result.sheet) == 2
    lines = [el for el in root.iter() if el.tag.endswith("polyline") and "score-line" in el.get("class", "")]
    assert len(lines) == len(result.record.players) == 4


def test_report_names_the_winner_and_why_and_uses_no_network():
    html = replay_report_html(_replayed(), "four players")
    # hand calculation in four-player-every-card.md: Phil wins with 48 points after round 12
    assert "Phil wins with 48 points" in html and "round 12" in html
    assert "http://" not in html and "https://" not in html


def test_replay_report_option_writes_the_file_and_never_the_input(tmp_path):
    report = tmp_path / "report.html"
    done = run_referee("replay", str(GOLDEN), "--report", str(report))
    assert done.returncode == 0, done.stderr
    assert report.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    before = GOLDEN.read_bytes()
    refused = run_referee("replay", str(GOLDEN), "--report", str(GOLDEN))
    assert refused.returncode == 2 and "input file" in refused.stderr
    assert GOLDEN.read_bytes() == before


def test_french_report_has_french_boards():
    # the report's words and its boards' words follow lang; the English report's boards stay English
    french = replay_report_html(_replayed(), "quatre joueurs", "fr")
    boards = french.split("<section class=\"board\">")[1:]
    assert len(boards) == 2
    for board in boards:
        assert ">Joueurs</text>" in board and ">Piste de score (fin de la partie à 40)</text>" in board
        assert ">Players</text>" not in board and "Score track" not in board and "King in " not in board
    english = replay_report_html(_replayed(), "four players")
    assert english.count(">Score track (the game ends at 40)</text>") == 2 and "Joueurs" not in english
