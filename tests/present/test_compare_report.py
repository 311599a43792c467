"""The comparison report: one self-contained page, its three charts readable back as XML."""

import xml.etree.ElementTree as ET

import pytest

pytest.importorskip("numpy")

from referee import api  # noqa: E402
from referee.lab.compare import RulesetRun, build_result, play_ruleset  # noqa: E402
from referee.present.compare_report import compare_report_html  # noqa: E402
from referee.present.render_svg import PALETTE  # noqa: E402


@pytest.fixture(scope="module")
def result():
    runs = []
    for name, variants in (("standard", ()), ("permanent-nobles", ("permanent-nobles",))):
        run = RulesetRun(name, api.load_rules(variants), variants)
        play_ruleset(run, 3, 4000, 1, ["random"] * 3)
        runs.append(run)
    return build_result(runs, players=3, games=4000, seed=1, agents=["random"] * 3, engine="batch", workers=1,
                        seconds=0.5)


def test_the_page_is_self_contained_xml_with_three_charts(result):
    html = compare_report_html(result)
    assert "http://" not in html and "https://" not in html and "<script" not in html
    root = ET.fromstring(html.split("<!DOCTYPE html>", 1)[1])
    svgs = {svg.get("class") for svg in root.iter("svg")}
    assert svgs == {"score-chart", "seat-chart", "duration-chart"}
    lines = [p for p in root.iter("polyline") if p.get("class") == "score-line"]
    assert [p.get("data-ruleset") for p in lines] == ["standard", "permanent-nobles"]
    assert {p.get("stroke") for p in lines} == {PALETTE[0][0], PALETTE[1][0]}


def test_seat_bars_carry_their_intervals(result):
    root = ET.fromstring(compare_report_html(result).split("<!DOCTYPE html>", 1)[1])
    bars = [r for r in root.iter("rect") if r.get("class") == "seat-bar"]
    intervals = [r for r in root.iter("line") if r.get("class") == "interval"]
    assert len(bars) == len(intervals) == 3 * 2          # 3 seats x 2 rulesets
    # each interval's ends lie on either side of its bar's top (the estimate)
    for bar, line in zip(bars, intervals):
        top = float(bar.get("y"))
        assert float(line.get("y2")) <= top <= float(line.get("y1"))
