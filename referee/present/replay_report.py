"""The replay report: one self-contained HTML page for a replayed game (a pure function).

Score sheet, a chart of every player's score by round and the board after each round,
built from a ReplayResult with report_html and render_svg.
"""

from __future__ import annotations

from ..engine.replay import ReplayResult
from ..messages import render
from .render_svg import render_position_svg
from .report_html import build_report_html


def replay_report_html(result: ReplayResult, title: str, lang: str = "en") -> str:
    """The report's words, the end's reason and why and the board pictures' words in `lang`."""
    rules = result.record.rules
    boards = [render_position_svg(position, rules, lang=lang) for position in result.positions]
    final = result.final.to_dict(lang) if result.final is not None else {}
    summary = None
    if final.get("game_over"):
        summary = render("report.ended", lang, end_reason=final.get("end_reason", ""), why=final.get("why", "")).strip()
    elif final.get("why"):
        summary = render("report.not-finished", lang, why=final["why"])
    return build_report_html(title, report_rows(result.sheet_in(lang)), boards, rulings=result.record.start.rulings,
                             variants=[v.name for v in rules.variants], result=summary,
                             threshold=rules.end.threshold, lang=lang)


def report_rows(sheet: list[dict]) -> list[dict]:
    """The sheet's rounds as the report's rows: a round that ended the game shows its scores after the
    final scoring, with the final scoring's regions and points added to the round's."""
    rows = []
    for entry in sheet:
        row = dict(entry)
        final = row.pop("final_scoring", None)
        if final:
            row["final_scoring"] = final["regions"]
            row["scores"] = final["scores"]
            row["awarded"] = {p: n + final["awarded"].get(p, 0) for p, n in row["awarded"].items()}
        rows.append(row)
    return rows
