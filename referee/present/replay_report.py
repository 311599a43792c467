"""The replay report: one self-contained HTML page for a replayed game (a pure function).

Score sheet, a chart of every player's score by round and the board after each round,
built from a ReplayResult with report_html and render_svg.
"""

from __future__ import annotations

from .render_svg import render_position_svg
from ..engine.replay import ReplayResult
from .report_html import build_report_html


def replay_report_html(result: ReplayResult, title: str) -> str:
    rules = result.record.rules
    boards = [render_position_svg(position, rules) for position in result.positions]
    final = result.final.to_dict()
    summary = None
    if final.get("game_over"):
        summary = f"{final.get('end_reason', '')} Why the game ended: {final.get('why', '')}.".strip()
    elif final.get("why"):
        summary = f"Not finished: {final['why']}."
    return build_report_html(title, result.sheet, boards, rulings=result.record.start.rulings,
                             variants=[v.name for v in rules.variants], result=summary,
                             threshold=rules.end.threshold)
