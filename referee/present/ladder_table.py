"""`referee ladder` as a player reads it: the pairs' win shares and the ratings, text or HTML, in either language.

Pure: reads the ladder's JSON form (lab.ladder.ladder_result). The HTML page follows the house
style of report_html.py (inline CSS and SVG, nothing fetched, well-formed XML); its chart is
each agent's rating with its 95% interval.
"""

from __future__ import annotations

from ..messages import in_language, number_text, render
from .report_html import CSS, _t

FONT = 'font-family="DejaVu Sans, Verdana, Arial, sans-serif"'


def rating_text(value: float, lang: str) -> str:
    """+312, -40, 0: a rating as a signed whole number."""
    shown = number_text(round(value), lang)
    return shown if round(value) <= 0 else "+" + shown


def share_text(share: dict, lang: str) -> str:
    """40.3% [38.1%, 42.4%]: a share with its interval."""
    value, low, high = (number_text(share[k], lang, 1, percent=True) for k in ("value", "low", "high"))
    return f"{value} [{low}, {high}]"


def describe_ladder(result: dict, lang: str = "en") -> str:
    """The ladder as text: what was played, each pair's share, then the ratings ranked."""
    lines = [render("ladder.head", lang, ruleset=result["ruleset"], players=result["players"],
                    games=number_text(result["games_per_pair"], lang), seed=result["seed"]),
             "  " + in_language(result["seats"], lang), "", render("ladder.pairs-head", lang)]
    width = max(len(render("ladder.pair", lang, a=p["a"], b=p["b"])) for p in result["pairs"])
    for p in result["pairs"]:
        pair = render("ladder.pair", lang, a=p["a"], b=p["b"])
        lines.append("  " + render("ladder.pair-line", lang, pair=pair.ljust(width), a=p["a"],
                                   share=share_text(p["share_a"], lang),
                                   finished=number_text(p["finished"], lang), games=number_text(p["games"], lang)))
    lines += ["", render("ladder.ratings-head", lang), "  " + in_language(result["rating"], lang)]
    width = max(len(r["agent"]) for r in result["ratings"])
    for r in result["ratings"]:
        lines.append("  " + render("ladder.rating-line", lang, rank=r["rank"], agent=r["agent"].ljust(width),
                                   elo=rating_text(r["elo"], lang).rjust(6), low=rating_text(r["low"], lang),
                                   high=rating_text(r["high"], lang)))
    lines.append(render("ladder.seconds", lang, seconds=number_text(result["seconds"], lang, 1)))
    return "\n".join(lines) + "\n"


def rating_chart(result: dict, lang: str = "en") -> str:
    """Each agent's rating (a dot) with its 95% interval (a bar), best first; 0 marked."""
    ratings = result["ratings"]
    low = min([r["low"] for r in ratings] + [0.0])
    high = max([r["high"] for r in ratings] + [0.0])
    span = (high - low) or 1.0
    width, left, right, row = 720, 120, 40, 34
    height = 40 + row * len(ratings)

    def x(value: float) -> float:
        return left + (width - left - right) * (value - low) / span

    title = render("ladder.chart-title", lang)
    out = [f'<svg class="rating-chart" width="{width}" height="{height}" viewBox="0 0 {width} {height}" {FONT}>',
           f"<title>{_t(title)}</title>", f'<rect width="{width}" height="{height}" fill="#fff"/>',
           f'<line x1="{x(0):.1f}" y1="10" x2="{x(0):.1f}" y2="{height - 20}" stroke="#999" stroke-dasharray="4 3"/>']
    for i, r in enumerate(ratings):
        y = 30 + row * i
        out.append(f'<g class="rating" data-agent="{_t(r["agent"])}">'
                   f'<text x="{left - 10}" y="{y + 4}" text-anchor="end" font-size="13">{_t(r["agent"])}</text>'
                   f'<line x1="{x(r["low"]):.1f}" y1="{y}" x2="{x(r["high"]):.1f}" y2="{y}" stroke="#0072B2" '
                   f'stroke-width="6"/><circle cx="{x(r["elo"]):.1f}" cy="{y}" r="6" fill="#D55E00"/>'
                   f'<text x="{x(r["high"]) + 8:.1f}" y="{y + 4}" font-size="12">{_t(rating_text(r["elo"], lang))}'
                   f'</text></g>')
    return "\n".join(out + ["</svg>"])


def ladder_report_html(result: dict, lang: str = "en") -> str:
    """One self-contained page: what was played, the rating chart, the pairs and the ratings."""
    title = render("ladder.report-title", lang, ruleset=result["ruleset"])
    rows = "".join(f'<tr><td>{_t(render("ladder.pair", lang, a=p["a"], b=p["b"]))}</td>'
                   f'<td class="num">{_t(share_text(p["share_a"], lang))}</td>'
                   f'<td class="num">{_t(number_text(p["finished"], lang))}</td></tr>' for p in result["pairs"])
    ranks = "".join(f'<tr><td class="num">{r["rank"]}</td><td>{_t(r["agent"])}</td>'
                    f'<td class="num">{_t(rating_text(r["elo"], lang))}</td>'
                    f'<td class="num">[{_t(rating_text(r["low"], lang))}, {_t(rating_text(r["high"], lang))}]</td></tr>'
                    for r in result["ratings"])
    out = ["<!DOCTYPE html>", f'<html lang="{lang}">', "<head>", '<meta charset="utf-8"/>',
           f"<title>{_t(title)}</title>", f"<style>{CSS}</style>", "</head>", "<body>", f"<h1>{_t(title)}</h1>",
           f'<p class="rules">{_t(describe_ladder(result, lang).splitlines()[0])}</p>',
           f'<p>{_t(in_language(result["seats"], lang))} {_t(in_language(result["rating"], lang))}</p>',
           f'<div class="chart">{rating_chart(result, lang)}</div>',
           f'<h2>{_t(render("ladder.ratings-head", lang))}</h2>',
           f'<table class="sheet ratings"><tr><th>#</th><th>{_t(render("ladder.agent", lang))}</th>'
           f'<th>Elo</th><th>95%</th></tr>{ranks}</table>',
           f'<h2>{_t(render("ladder.pairs-head", lang))}</h2>',
           f'<table class="sheet pairs"><tr><th>{_t(render("ladder.pair-column", lang))}</th>'
           f'<th>{_t(render("ladder.share-column", lang))}</th><th>{_t(render("ladder.finished-column", lang))}'
           f'</th></tr>{rows}</table>',
           "</body>", "</html>"]
    return "\n".join(out) + "\n"
