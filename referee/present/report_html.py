"""A replay report: build_report_html(title, sheet_rows, boards) -> one self-contained HTML page.

Pure: no I/O, standard library only. The page holds inline CSS, the score sheet as a table, an
inline SVG chart of every player's score by round (drawn here: no script, no library, nothing
fetched from a network) and the board after each round (SVG strings from render_svg, inlined).
It is also well-formed XML, so tests can read it back with xml.etree. Its words come from the
message templates in English or French (lang), and <html lang> says which.

sheet_rows: one dict per round, as `referee replay --json` gives them; the keys read are
round, regions_scored, awarded {player: n}, scores {player: n}, king, nobles {region: [owners]}
and, when present, king_after, winners, end_reason, final_scoring.
"""

from __future__ import annotations

from html import escape

from ..messages import render
from .render_svg import player_colours

CHART_W, CHART_H = 760, 360
MARGIN_L, MARGIN_R, MARGIN_T, MARGIN_B = 56, 130, 20, 44
DASHES = ("", "9 4", "2 4", "12 4 2 4", "5 5")   # a second cue besides colour, one per seat

CSS = """
body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; margin: 24px; color: #222; background: #fff; }
h1 { font-size: 22px; margin: 0 0 6px 0; }
h2 { font-size: 18px; margin: 28px 0 8px 0; border-bottom: 2px solid #e9dcb8; }
h3 { font-size: 15px; margin: 18px 0 6px 0; }
p.rulings, p.result { margin: 4px 0; }
table.sheet { border-collapse: collapse; font-size: 13px; }
table.sheet th, table.sheet td { border: 1px solid #bbb; padding: 4px 8px; text-align: left; vertical-align: top; }
table.sheet th { background: #f3ecd7; }
td.num { text-align: right; white-space: nowrap; }
span.swatch { display: inline-block; width: 12px; height: 12px; border: 1px solid #222; margin-right: 4px;
              vertical-align: middle; }
section.board svg { width: 100%; max-width: 1200px; height: auto; border: 1px solid #ddd; }
.chart svg { max-width: 100%; height: auto; }
"""


def _t(value) -> str:
    return escape(str(value), quote=True)


def _players(rows) -> list[str]:
    players: list[str] = []
    for row in rows:
        for p in list(row.get("scores", {})) + list(row.get("awarded", {})):
            if p not in players:
                players.append(p)
    return players


def _score_series(rows, players, lang: str = "en") -> tuple[list, dict[str, list[int]]]:
    """(x labels, player -> scores): the scores before the first row (scores − awarded), then after each."""
    labels: list = []
    series: dict[str, list[int]] = {p: [] for p in players}
    if rows:
        first = rows[0]
        labels.append(_round_of(first, 0) - 1 if isinstance(_round_of(first, 0), int) else render("report.start-short",
                                                                                                  lang))
        for p in players:
            series[p].append(first.get("scores", {}).get(p, 0) - first.get("awarded", {}).get(p, 0))
    for i, row in enumerate(rows):
        labels.append(_round_of(row, i + 1))
        for p in players:
            series[p].append(row.get("scores", {}).get(p, series[p][-1] if series[p] else 0))
    return labels, series


def _round_of(row, default):
    value = row.get("round", default)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _grid_step(top: int) -> int:
    """Points between gridlines: 10, or 20, 50, 100 ... so that a chart has at most 10 of them
    (a huge score must not draw a line every 10 points)."""
    step = 10
    while top > 10 * step:
        step = step * 5 // 2 if str(step).startswith("2") else step * 2
    return step


def score_chart_svg(rows, players, *, threshold: int = 40, lang: str = "en") -> str:
    """An SVG line chart: one polyline per player (class score-line, data-player), rounds along x."""
    colours = player_colours(players)
    labels, series = _score_series(rows, players, lang)
    top = max([threshold] + [v for s in series.values() for v in s])
    grid = _grid_step(top)
    top = ((top + grid - 1) // grid) * grid
    plot_w = CHART_W - MARGIN_L - MARGIN_R
    plot_h = CHART_H - MARGIN_T - MARGIN_B
    steps = max(1, len(labels) - 1)

    def xy(i, v):
        return MARGIN_L + plot_w * i / steps, MARGIN_T + plot_h * (1 - v / top)

    out = [f'<svg class="score-chart" width="{CHART_W}" height="{CHART_H}" '
           f'viewBox="0 0 {CHART_W} {CHART_H}" font-family="DejaVu Sans, Verdana, Arial, sans-serif" '
           f'data-rounds="{len(rows)}">',
           f"<title>{_t(render('report.chart', lang))}</title>",
           f'<rect width="{CHART_W}" height="{CHART_H}" fill="#fff"/>']
    for v in range(0, top + 1, grid):
        _, y = xy(0, v)
        out.append(f'<line x1="{MARGIN_L}" y1="{y:.1f}" x2="{MARGIN_L + plot_w}" y2="{y:.1f}" stroke="#e5e5e5"/>')
        out.append(f'<text x="{MARGIN_L - 8}" y="{y + 4:.1f}" text-anchor="end" font-size="11">{v}</text>')
    _, ty = xy(0, threshold)
    out.append(f'<g class="threshold" data-points="{threshold}"><line x1="{MARGIN_L}" y1="{ty:.1f}" '
               f'x2="{MARGIN_L + plot_w}" y2="{ty:.1f}" stroke="#c0392b" stroke-width="1.5" stroke-dasharray="6 4"/>'
               f'<text x="{MARGIN_L + 6}" y="{ty - 5:.1f}" font-size="11" fill="#c0392b">'
               f'{_t(render("report.threshold", lang, threshold=threshold))}</text></g>')
    every = max(1, len(labels) // 15)
    for i, label in enumerate(labels):
        x, _ = xy(i, 0)
        if i % every == 0 or i == len(labels) - 1:
            out.append(f'<text x="{x:.1f}" y="{MARGIN_T + plot_h + 16}" text-anchor="middle" font-size="11">'
                       f'{_t(label)}</text>')
    out.append(f'<line x1="{MARGIN_L}" y1="{MARGIN_T + plot_h}" x2="{MARGIN_L + plot_w}" y2="{MARGIN_T + plot_h}" '
               f'stroke="#444"/>')
    out.append(f'<line x1="{MARGIN_L}" y1="{MARGIN_T}" x2="{MARGIN_L}" y2="{MARGIN_T + plot_h}" stroke="#444"/>')
    out.append(f'<text x="{MARGIN_L + plot_w / 2:.1f}" y="{CHART_H - 6}" text-anchor="middle" font-size="12">'
               f'{_t(render("report.axis.round", lang))}</text>')
    out.append(f'<text x="14" y="{MARGIN_T + plot_h / 2:.1f}" font-size="12" text-anchor="middle" '
               f'transform="rotate(-90 14 {MARGIN_T + plot_h / 2:.1f})">'
               f'{_t(render("report.axis.points", lang))}</text>')
    for k, player in enumerate(players):
        colour = colours[player][0]
        points = " ".join(f"{x:.1f},{y:.1f}" for x, y in (xy(i, v) for i, v in enumerate(series[player])))
        dash = f' stroke-dasharray="{DASHES[k % len(DASHES)]}"' if DASHES[k % len(DASHES)] else ""
        out.append(f'<polyline class="score-line" data-player="{_t(player)}" '
                   f'data-scores="{",".join(map(str, series[player]))}" points="{points}" fill="none" '
                   f'stroke="{colour}" stroke-width="3"{dash}/>')
        for i, v in enumerate(series[player]):
            x, y = xy(i, v)
            out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{colour}" stroke="#222" stroke-width="0.5"/>')
        ly = MARGIN_T + 14 + 22 * k
        lx = MARGIN_L + plot_w + 44
        out.append(f'<g class="chart-legend" data-player="{_t(player)}"><line x1="{lx}" y1="{ly - 4}" '
                   f'x2="{lx + 24}" y2="{ly - 4}" stroke="{colour}" stroke-width="3"{dash}/>'
                   f'<text x="{lx + 30}" y="{ly}" font-size="12">{_t(player)}</text></g>')
    out.append("</svg>")
    return "\n".join(out)


def _nobles_text(nobles, lang: str = "en") -> str:
    none = render("report.none", lang)
    if isinstance(nobles, dict):
        parts = [render("report.region-nobles", lang, region=region, owners=", ".join(map(str, owners)))
                 for region, owners in nobles.items() if owners]
        return "; ".join(parts) or none
    if isinstance(nobles, (list, tuple)):
        return ", ".join(map(str, nobles)) or none
    return str(nobles) if nobles else none


def _sheet_table(rows, players, colours, lang: str = "en") -> str:
    head = "".join(f'<th><span class="swatch" style="background:{colours[p][0]}"></span>{_t(p)}</th>'
                   for p in players)
    out = ['<table class="sheet">',
           f"<tr><th>{_t(render('report.col.round', lang))}</th><th>{_t(render('report.col.king', lang))}</th>"
           f"<th>{_t(render('report.col.regions', lang))}</th>{head}"
           f"<th>{_t(render('report.col.nobles', lang))}</th></tr>"]
    for i, row in enumerate(rows):
        regions = ", ".join(map(str, row.get("regions_scored", []))) or "—"
        if row.get("final_scoring"):
            regions += render("report.final-scoring", lang, regions=", ".join(map(str, row["final_scoring"])))
        king = str(row.get("king", ""))
        if row.get("king_after"):
            king += f" → {row['king_after']}"
        cells = "".join(
            f'<td class="num" data-player="{_t(p)}">{_t(row.get("scores", {}).get(p, ""))} '
            f'(+{_t(row.get("awarded", {}).get(p, 0))})</td>' for p in players)
        out.append(f'<tr class="round" data-round="{_t(_round_of(row, i + 1))}"><td class="num">'
                   f'{_t(_round_of(row, i + 1))}</td><td>{_t(king)}</td><td>{_t(regions)}</td>{cells}'
                   f"<td>{_t(_nobles_text(row.get('nobles', {}), lang))}</td></tr>")
    out.append("</table>")
    return "\n".join(out)


SVG_NAMESPACE = ' xmlns="http://www.w3.org/2000/svg"'


def _inline_svg(svg: str) -> str:
    """An SVG document ready to sit inside HTML: no XML prolog, and no namespace attribute
    (HTML puts <svg> in its namespace by itself), so the page names no web address at all."""
    svg = svg.strip()
    if svg.startswith("<?xml"):
        svg = svg.split("?>", 1)[1].strip()
    return svg.replace(SVG_NAMESPACE, "", 1)


def _board_labels(rows, boards, lang: str = "en") -> list[str]:
    rounds = [_round_of(r, i + 1) for i, r in enumerate(rows)]
    after = [render("report.after-round", lang, round=n) for n in rounds]
    if len(boards) == len(rows):
        return after
    if len(boards) == len(rows) + 1:
        return [render("report.at-start", lang)] + after
    return [render("report.board", lang, n=k + 1) for k in range(len(boards))]


def build_report_html(title: str, sheet_rows: list[dict], boards: list[str], *,
                      rulings: dict[str, str] | None = None, variants=(), result: str | None = None,
                      threshold: int = 40, lang: str = "en") -> str:
    """The whole report as one HTML string: heading, rulings in force, result, chart, sheet, boards;
    its words in `lang` ("en" or "fr"), which <html lang> names."""
    players = _players(sheet_rows)
    colours = player_colours(players)
    out = ["<!DOCTYPE html>", f'<html lang="{_t(lang)}">', "<head>", '<meta charset="utf-8"/>',
           f"<title>{_t(title)}</title>", f"<style>{CSS}</style>", "</head>", "<body>",
           f"<h1>{_t(title)}</h1>"]
    standard = render("account.rules.standard", lang)
    rules_text = render("account.rules", lang,
                        rules=standard if not variants else standard + " + " + ", ".join(variants))
    out.append(f'<p class="rules">{_t(rules_text)}</p>')
    if rulings:
        text = render("report.rulings.chosen", lang, rulings=", ".join(f"{k} = {v}" for k, v in rulings.items()))
    else:
        text = render("account.rulings.default", lang) + "."
    out.append(f'<p class="rulings">{_t(text)}</p>')
    last = sheet_rows[-1] if sheet_rows else {}
    if result is None and last.get("winners"):
        result = (last.get("end_reason") or "") or render("report.winners", lang, n=len(last["winners"]),
                                                          winners=", ".join(last["winners"]))
    if result:
        out.append(f'<p class="result"><strong>{_t(result)}</strong></p>')
    out.append(f"<h2>{_t(render('report.chart', lang))}</h2>")
    out.append(f'<div class="chart">{score_chart_svg(sheet_rows, players, threshold=threshold, lang=lang)}</div>')
    out.append(f"<h2>{_t(render('report.sheet', lang))}</h2>")
    out.append(_sheet_table(sheet_rows, players, colours, lang))
    if boards:
        out.append(f"<h2>{_t(render('report.boards', lang))}</h2>")
        for label, svg in zip(_board_labels(sheet_rows, boards, lang), boards):
            out.append(f'<section class="board"><h3>{_t(label)}</h3>{_inline_svg(svg)}</section>')
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"
