"""`referee compare --report`: one self-contained HTML page with charts (inline SVG, no script).

Pure: reads the comparison's JSON form (lab.compare.build_result). House style of
report_html.py: inline CSS, inline SVG drawn here, nothing fetched, well-formed XML. Charts:
the leader's mean score by round (one line per ruleset), win rate by seat with 95% intervals
(bars with error bars), and the distribution of game lengths (one histogram per ruleset).
"""

from __future__ import annotations

from ..messages import number_text, render
from .compare_table import PERCENT, _metric_ids, metric_title, named_test, p_text, signed_text
from .render_svg import PALETTE
from .report_html import CSS, _t

W, H = 760, 320
L, R, T, B = 56, 170, 20, 44
FONT = 'font-family="DejaVu Sans, Verdana, Arial, sans-serif"'


def _colours(result: dict) -> list[str]:
    return [PALETTE[i % len(PALETTE)][0] for i in range(len(result["rulesets"]))]


def _frame(cls: str, title: str, ymax: float, ylabel: str, xlabel: str, percent: bool = False,
           lang: str = "en") -> list[str]:
    out = [f'<svg class="{cls}" width="{W}" height="{H}" viewBox="0 0 {W} {H}" {FONT}>', f"<title>{_t(title)}</title>",
           f'<rect width="{W}" height="{H}" fill="#fff"/>']
    for k in range(6):
        v = ymax * k / 5
        y = T + (H - T - B) * (1 - k / 5)
        label = number_text(v, lang, 0, percent=True) if percent else number_text(v, lang, 0)
        out.append(f'<line x1="{L}" y1="{y:.1f}" x2="{W - R}" y2="{y:.1f}" stroke="#e5e5e5"/>'
                   f'<text x="{L - 8}" y="{y + 4:.1f}" text-anchor="end" font-size="11">{label}</text>')
    out.append(f'<line x1="{L}" y1="{H - B}" x2="{W - R}" y2="{H - B}" stroke="#444"/>'
               f'<line x1="{L}" y1="{T}" x2="{L}" y2="{H - B}" stroke="#444"/>'
               f'<text x="{(L + W - R) / 2:.0f}" y="{H - 6}" text-anchor="middle" font-size="12">{_t(xlabel)}</text>'
               f'<text x="14" y="{(H - B + T) / 2:.0f}" font-size="12" text-anchor="middle" '
               f'transform="rotate(-90 14 {(H - B + T) / 2:.0f})">{_t(ylabel)}</text>')
    return out


def _legend(result: dict, colours: list[str]) -> list[str]:
    out = []
    for k, run in enumerate(result["rulesets"]):
        y = T + 14 + 22 * k
        out.append(f'<g class="legend"><rect x="{W - R + 20}" y="{y - 10}" width="14" height="14" '
                   f'fill="{colours[k]}" stroke="#222"/><text x="{W - R + 40}" y="{y + 2}" font-size="12">'
                   f'{_t(run["name"])}</text></g>')
    return out


def _enough_games(run: dict) -> list[float]:
    """The leader's mean score by round, up to the last round at least 1% (and 30) of games reach."""
    curve = run["score_by_round"]
    need = max(30, run["games"] // 100)
    last = max([i for i, n in enumerate(curve["games_running"]) if n >= need] or [0])
    return curve["leader"][:last + 1]


def score_chart(result: dict, lang: str = "en") -> str:
    """The leader's mean score after each round, per ruleset, over the games still running."""
    colours = _colours(result)
    series = [_enough_games(r) for r in result["rulesets"]]
    rounds = max(len(s) for s in series) - 1
    top = max([40.0] + [v for s in series for v in s])
    top = 10 * ((int(top) + 9) // 10)
    out = _frame("score-chart", render("chart.score.title", lang), top, render("chart.score.y", lang),
                 render("chart.round", lang), lang=lang)
    for k, values in enumerate(series):
        points = " ".join(f"{L + (W - L - R) * i / max(rounds, 1):.1f},{T + (H - T - B) * (1 - v / top):.1f}"
                          for i, v in enumerate(values))
        out.append(f'<polyline class="score-line" data-ruleset="{_t(result["rulesets"][k]["name"])}" '
                   f'points="{points}" fill="none" stroke="{colours[k]}" stroke-width="3"/>')
    for i in range(0, rounds + 1, max(1, rounds // 12)):
        out.append(f'<text x="{L + (W - L - R) * i / max(rounds, 1):.1f}" y="{H - B + 16}" text-anchor="middle" '
                   f'font-size="11">{i}</text>')
    return "\n".join(out + _legend(result, colours) + ["</svg>"])


def seat_chart(result: dict, lang: str = "en") -> str:
    """Win rate by seat with 95% intervals: one group of bars per seat, one bar per ruleset."""
    colours = _colours(result)
    players, runs = result["players"], result["rulesets"]
    top = max(0.5, max(r["metrics"][f"win_rate_seat_{s + 1}"]["high"] for r in runs for s in range(players)))
    out = _frame("seat-chart", render("chart.seat.title", lang), top, render("chart.seat.y", lang),
                 render("chart.seat.x", lang), percent=True, lang=lang)
    group = (W - L - R) / players
    bar = group * 0.8 / len(runs)
    fair = T + (H - T - B) * (1 - (1 / players) / top)
    for s in range(players):
        for k, run in enumerate(runs):
            e = run["metrics"][f"win_rate_seat_{s + 1}"]
            x = L + group * s + group * 0.1 + bar * k
            y = T + (H - T - B) * (1 - e["value"] / top)
            lo, hi = (T + (H - T - B) * (1 - v / top) for v in (e["low"], e["high"]))
            out.append(f'<rect class="seat-bar" x="{x:.1f}" y="{y:.1f}" width="{bar - 2:.1f}" '
                       f'height="{H - B - y:.1f}" fill="{colours[k]}"/>'
                       f'<line class="interval" x1="{x + bar / 2 - 1:.1f}" y1="{lo:.1f}" x2="{x + bar / 2 - 1:.1f}" '
                       f'y2="{hi:.1f}" stroke="#222" stroke-width="2"/>')
        out.append(f'<text x="{L + group * (s + 0.5):.1f}" y="{H - B + 16}" text-anchor="middle" font-size="11">'
                   f'{s + 1}</text>')
    out.append(f'<line x1="{L}" y1="{fair:.1f}" x2="{W - R}" y2="{fair:.1f}" stroke="#c0392b" stroke-dasharray="6 4"/>'
               f'<text x="{W - R - 4}" y="{fair - 5:.1f}" text-anchor="end" font-size="11" fill="#c0392b">'
               f'{_t(render("chart.balanced", lang, players=players))}</text>')
    return "\n".join(out + _legend(result, colours) + ["</svg>"])


def duration_chart(result: dict, lang: str = "en") -> str:
    """Share of games by length in rounds, one histogram per ruleset (bars side by side)."""
    colours = _colours(result)
    runs = result["rulesets"]
    shares = [{int(k): v / max(r["finished"], 1) for k, v in r["duration_histogram"].items()} for r in runs]
    lengths = sorted({k for s in shares for k in s})
    low, high = (lengths[0], lengths[-1]) if lengths else (0, 1)
    top = max([0.05] + [v for s in shares for v in s.values()])
    out = _frame("duration-chart", render("chart.length.title", lang), top, render("chart.length.y", lang),
                 render("chart.length.x", lang), percent=True, lang=lang)
    slot = (W - L - R) / (high - low + 1)
    bar = slot * 0.8 / len(runs)
    for k, s in enumerate(shares):
        for length, v in s.items():
            x = L + slot * (length - low) + slot * 0.1 + bar * k
            y = T + (H - T - B) * (1 - v / top)
            out.append(f'<rect class="duration-bar" x="{x:.1f}" y="{y:.1f}" width="{max(bar - 1, 1):.1f}" '
                       f'height="{H - B - y:.1f}" fill="{colours[k]}"/>')
    for length in range(low, high + 1, max(1, (high - low) // 12 or 1)):
        out.append(f'<text x="{L + slot * (length - low + 0.5):.1f}" y="{H - B + 16}" text-anchor="middle" '
                   f'font-size="11">{length}</text>')
    return "\n".join(out + _legend(result, colours) + ["</svg>"])


def _value(key: str, e: dict, lang: str) -> str:
    if e["value"] is None:
        return "-"
    if any(part in key for part in PERCENT):
        return (f'{number_text(e["value"], lang, 1, percent=True)} [{number_text(100 * e["low"], lang, 1)}, '
                f'{number_text(100 * e["high"], lang, 1)}]')
    return f'{number_text(e["value"], lang, 2)} [{number_text(e["low"], lang, 2)}, {number_text(e["high"], lang, 2)}]'


def _metrics_table(result: dict, lang: str) -> str:
    runs = result["rulesets"]
    head = "".join(f"<th>{_t(r['name'])}</th>" for r in runs)
    out = ['<table class="sheet metrics">',
           f"<tr><th>{_t(render('report.compare.metric-interval', lang))}</th>{head}</tr>"]
    for key in _metric_ids(result):
        cells = "".join(f'<td class="num">{_t(_value(key, r["metrics"][key], lang))}</td>' for r in runs)
        title = metric_title(key, lang, runs[0]["metrics"][key]["title"])
        out.append(f'<tr data-metric="{_t(key)}"><td>{_t(title)}</td>{cells}</tr>')
    return "\n".join(out + ["</table>"])


def _differences_table(diff: dict, lang: str) -> str:
    heads = "".join(f"<th>{_t(render(k, lang))}</th>" for k in (
        "report.compare.metric", "report.compare.difference", "report.compare.p", "report.compare.p-holm",
        "report.compare.test"))
    out = [f"<h3>{_t(render('report.compare.minus', lang, ruleset=diff['ruleset'], baseline=diff['baseline']))}</h3>",
           '<table class="sheet differences">', f"<tr>{heads}</tr>"]
    for d in diff["metrics"]:
        if not d["significant"] and d["metric"].startswith("card "):
            continue
        scale, unit = ((100, render("report.compare.pp", lang)) if any(part in d["metric"] for part in PERCENT)
                       else (1, ""))
        mark = " *" if d["significant"] else ""
        title = metric_title(d["metric"], lang, d["title"])
        low, value, high = (signed_text(scale * d[k], "mean", lang) for k in ("low", "difference", "high"))
        out.append(f'<tr><td>{_t(title)}{mark}</td><td class="num">{value}{unit} [{low}, {high}]</td>'
                   f'<td class="num">{_t(p_text(d["p"], lang))}</td>'
                   f'<td class="num">{_t(p_text(d["p_holm"], lang))}</td>'
                   f'<td>{_t(named_test(d["test"], lang))}</td></tr>')
    return "\n".join(out + ["</table>"])


def compare_report_html(result: dict, lang: str = "en") -> str:
    """The whole report, in `lang`: what was run, the charts, the metrics and the differences."""
    names = render("report.compare.vs", lang).join(r["name"] for r in result["rulesets"])
    title = render("report.compare.title", lang, names=names)
    tests = sorted({named_test(test, lang) for test in (result["tests"].get(k, "").split(" (")[0]
                                                      for k in ("proportion", "mean", "ratio")) if test})
    setup = render("report.compare.setup", lang, games=result["games_per_ruleset"], players=result["players"],
                   agents=", ".join(result["agents"]), seed=result["seed"], engine=result["engine"])
    def h2(key):
        return f"<h2>{_t(render(key, lang))}</h2>"
    out = ["<!DOCTYPE html>", f'<html lang="{lang}">', "<head>", '<meta charset="utf-8"/>',
           f"<title>{_t(title)}</title>", f"<style>{CSS}</style>", "</head>", "<body>", f"<h1>{_t(title)}</h1>",
           f'<p class="rules">{_t(setup)}</p>',
           f'<p class="rulings">{_t(render("report.compare.tests", lang, tests=", ".join(tests)))}</p>',
           h2("report.compare.score-head"), f'<p>{_t(render("report.compare.score-text", lang))}</p>',
           f'<div class="chart">{score_chart(result, lang)}</div>',
           h2("report.compare.seat-head"), f'<div class="chart">{seat_chart(result, lang)}</div>',
           h2("report.compare.length-head"), f'<div class="chart">{duration_chart(result, lang)}</div>',
           h2("report.compare.metrics-head"), _metrics_table(result, lang)]
    if result["differences"]:
        out.append(h2("report.compare.differences-head"))
        out += [_differences_table(d, lang) for d in result["differences"]]
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"
