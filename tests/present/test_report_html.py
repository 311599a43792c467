"""referee.report_html: the self-contained replay report, on hand-made score-sheet rows."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from helpers import position_from
from referee.present.render_svg import PALETTE, render_position_svg
from referee.present.report_html import build_report_html

# Three rounds of a hand-made 3-player game. Round 1 starts from 0 for everyone, so the
# chart's first point (scores − awarded of round 1) is 0 for each player.
ROWS = [
    {"round": 1, "king": "Zin Kai's Deep", "king_after": "Wizard's Tower", "regions_scored": ["Zin Kai's Deep"],
     "awarded": {"Ann": 2, "Ben": 1, "Cy": 0}, "scores": {"Ann": 2, "Ben": 1, "Cy": 0},
     "nobles": {"Zin Kai's Deep": ["Ann"]}},
    {"round": 2, "king": "Wizard's Tower", "regions_scored": ["Wizard's Tower", "Savage Hills"],
     "awarded": {"Ann": 6, "Ben": 9, "Cy": 4}, "scores": {"Ann": 8, "Ben": 10, "Cy": 4},
     "nobles": {"Zin Kai's Deep": ["Ann"], "Savage Hills": ["Ben"]}},
    {"round": 3, "king": "King's Altar", "regions_scored": ["King's Altar"],
     "awarded": {"Ann": 33, "Ben": 6, "Cy": 0}, "scores": {"Ann": 41, "Ben": 16, "Cy": 4},
     "nobles": {}, "winners": ["Ann"], "end_reason": "Ann wins with 41 points."},
]


def board_svgs() -> list[str]:
    boards = []
    for king in ("Wizard's Tower", "Savage Hills", "King's Altar"):
        position, rules = position_from({"players": ["Ann", "Ben", "Cy"], "king": king})
        boards.append(render_position_svg(position, rules))
    return boards


def parse(html: str) -> ET.Element:
    return ET.fromstring(html)       # the page is also well-formed XML (DOCTYPE and all)


def by_class(root, cls):
    return [e for e in root.iter() if cls in (e.get("class") or "").split()]


def test_report_is_well_formed_and_self_contained():
    html = build_report_html("Test game", ROWS, board_svgs())
    root = parse(html)
    assert root.tag == "html"
    assert "http://" not in html and "https://" not in html
    assert not [e for e in root.iter() if e.tag in ("script", "link", "img", "iframe")]
    assert not [e for e in root.iter() if e.get("src") or e.get("href")]
    assert root.find("head/style") is not None           # inline CSS


def test_chart_has_one_polyline_per_player_with_their_scores():
    root = parse(build_report_html("Test game", ROWS, board_svgs()))
    lines = by_class(root, "score-line")
    assert [sl.get("data-player") for sl in lines] == ["Ann", "Ben", "Cy"]
    # the start (0) then the score after each round
    assert {sl.get("data-player"): sl.get("data-scores") for sl in lines} == {
        "Ann": "0,2,8,41", "Ben": "0,1,10,16", "Cy": "0,0,4,4"}
    for line in lines:
        assert len(line.get("points").split()) == 4
    assert [sl.get("stroke") for sl in lines] == [c for c, _ in PALETTE[:3]]
    # the 40-point end is drawn
    assert by_class(root, "threshold")[0].get("data-points") == "40"


def test_chart_points_rise_with_the_score():
    root = parse(build_report_html("Test game", ROWS, board_svgs()))
    ann = [sl for sl in by_class(root, "score-line") if sl.get("data-player") == "Ann"][0]
    ys = [float(p.split(",")[1]) for p in ann.get("points").split()]
    xs = [float(p.split(",")[0]) for p in ann.get("points").split()]
    assert xs == sorted(xs) and len(set(xs)) == 4           # one x per round, left to right
    assert ys == sorted(ys, reverse=True)                    # Ann only gains: the line only climbs (y down)


def test_sheet_and_boards():
    root = parse(build_report_html("Test game", ROWS, board_svgs()))
    rows = by_class(root, "round")
    assert [r.get("data-round") for r in rows] == ["1", "2", "3"]
    cells = [c for c in rows[1].iter("td") if c.get("data-player") == "Ben"]
    assert "".join(cells[0].itertext()).strip() == "10 (+9)"
    assert "Savage Hills: Ben" in "".join(rows[1].itertext())
    boards = by_class(root, "board")
    assert len(boards) == 3
    assert ["".join(b.find("h3").itertext()) for b in boards] == ["After round 1", "After round 2", "After round 3"]
    for b in boards:
        svg = b.find("svg")
        assert svg is not None and len(by_class(svg, "region")) == 8


def test_result_and_rulings_are_stated():
    html = build_report_html("Test game", ROWS, board_svgs(), rulings={"knight-declined": "declined-unless-added"},
                             variants=["Permanent Nobles"])
    root = parse(html)
    text = "".join(root.itertext())
    assert "Non-default rulings in force: knight-declined = declined-unless-added" in text
    assert "Ann wins with 41 points." in text
    assert "Permanent Nobles" in text
    plain = "".join(parse(build_report_html("Test game", ROWS, [])).itertext())
    assert "every open ruling at its default" in plain


def test_title_and_names_are_escaped():
    rows = [{"round": 1, "regions_scored": ["Dark Tower"], "awarded": {"A<b>": 5, "C&D": 0},
             "scores": {"A<b>": 5, "C&D": 0}, "king": "Dark Tower", "nobles": {}}]
    html = build_report_html("<script>x</script> & co", rows, [])
    root = parse(html)
    assert root.find("head/title").text == "<script>x</script> & co"
    assert [sl.get("data-player") for sl in by_class(root, "score-line")] == ["A<b>", "C&D"]
    assert "<script>" not in html


def test_report_in_french_says_so_and_uses_the_french_words():
    root = parse(build_report_html("Partie", ROWS, board_svgs(), lang="fr"))
    assert root.get("lang") == "fr"
    assert [h.text for h in root.iter("h2")] == ["Score par manche", "Feuille de score", "Le plateau après chaque manche"]
    headers = [th.text for th in root.iter("th")]
    assert headers[:3] == ["Manche", "Roi", "Régions décomptées"] and headers[-1] == "Nobles après la manche"
    assert parse(build_report_html("Game", ROWS, board_svgs())).get("lang") == "en"
