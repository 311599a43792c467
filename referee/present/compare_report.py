"""`referee compare --report`: one self-contained HTML page with charts (inline SVG, no script).

Pure: reads the comparison's JSON form (lab.compare.build_result). House style of
report_html.py: inline CSS, inline SVG drawn here, nothing fetched, well-formed XML. Charts:
the leader's mean score by round (one line per ruleset), win rate by seat with 95% intervals
(bars with error bars), and the distribution of game lengths (one histogram per ruleset).
"""

from __future__ import annotations

from .compare_table import PERCENT, _metric_ids
from .render_svg import PALETTE
from .report_html import CSS, _t

W, H = 760, 320
L, R, T, B = 56, 170, 20, 44
FONT = 'font-family="DejaVu Sans, Verdana, Arial, sans-serif"'


def _colours(result: dict) -> list[str]:
    return [PALETTE[i % len(PALETTE)][0] for i in range(len(result["rulesets"]))]


def _frame(cls: str, title: str, ymax: float, ylabel: str, xlabel: str, percent: bool = False) -> list[str]:
    out = [f'<svg class="{cls}" width="{W}" height="{H}" viewBox="0 0 {W} {H}" {FONT}>', f"<title>{_t(title)}</title>",
           f'<rect width="{W}" height="{H}" fill="#fff"/>']
    for k in range(6):
        v = ymax * k / 5
        y = T + (H - T - B) * (1 - k / 5)
        label = f"{100 * v:.0f}%" if percent else f"{v:.0f}"
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


def score_chart(result: dict) -> str:
    """The leader's mean score after each round, per ruleset, over the games still running."""
    colours = _colours(result)
    series = [_enough_games(r) for r in result["rulesets"]]
    rounds = max(len(s) for s in series) - 1
    top = max([40.0] + [v for s in series for v in s])
    top = 10 * ((int(top) + 9) // 10)
    out = _frame("score-chart", "Leader's mean score by round", top, "points (leader, mean)", "round")
    for k, values in enumerate(series):
        points = " ".join(f"{L + (W - L - R) * i / max(rounds, 1):.1f},{T + (H - T - B) * (1 - v / top):.1f}"
                          for i, v in enumerate(values))
        out.append(f'<polyline class="score-line" data-ruleset="{_t(result["rulesets"][k]["name"])}" '
                   f'points="{points}" fill="none" stroke="{colours[k]}" stroke-width="3"/>')
    for i in range(0, rounds + 1, max(1, rounds // 12)):
        out.append(f'<text x="{L + (W - L - R) * i / max(rounds, 1):.1f}" y="{H - B + 16}" text-anchor="middle" '
                   f'font-size="11">{i}</text>')
    return "\n".join(out + _legend(result, colours) + ["</svg>"])


def seat_chart(result: dict) -> str:
    """Win rate by seat with 95% intervals: one group of bars per seat, one bar per ruleset."""
    colours = _colours(result)
    players, runs = result["players"], result["rulesets"]
    top = max(0.5, max(r["metrics"][f"win_rate_seat_{s + 1}"]["high"] for r in runs for s in range(players)))
    out = _frame("seat-chart", "Win rate by seat", top, "win rate", "seat", percent=True)
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
               f'balanced: 1/{players}</text>')
    return "\n".join(out + _legend(result, colours) + ["</svg>"])


def duration_chart(result: dict) -> str:
    """Share of games by length in rounds, one histogram per ruleset (bars side by side)."""
    colours = _colours(result)
    runs = result["rulesets"]
    shares = [{int(k): v / max(r["finished"], 1) for k, v in r["duration_histogram"].items()} for r in runs]
    lengths = sorted({k for s in shares for k in s})
    low, high = (lengths[0], lengths[-1]) if lengths else (0, 1)
    top = max([0.05] + [v for s in shares for v in s.values()])
    out = _frame("duration-chart", "Game length", top, "share of games", "rounds", percent=True)
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


def _value(key: str, e: dict) -> str:
    if e["value"] is None:
        return "-"
    if any(part in key for part in PERCENT):
        return f'{100 * e["value"]:.1f}% [{100 * e["low"]:.1f}, {100 * e["high"]:.1f}]'
    return f'{e["value"]:.2f} [{e["low"]:.2f}, {e["high"]:.2f}]'


def _metrics_table(result: dict) -> str:
    runs = result["rulesets"]
    head = "".join(f"<th>{_t(r['name'])}</th>" for r in runs)
    out = ['<table class="sheet metrics">', f"<tr><th>Metric (95% interval)</th>{head}</tr>"]
    for key in _metric_ids(result):
        cells = "".join(f'<td class="num">{_t(_value(key, r["metrics"][key]))}</td>' for r in runs)
        out.append(f'<tr data-metric="{_t(key)}"><td>{_t(runs[0]["metrics"][key]["title"])}</td>{cells}</tr>')
    return "\n".join(out + ["</table>"])


def _differences_table(diff: dict) -> str:
    out = [f"<h3>{_t(diff['ruleset'])} minus {_t(diff['baseline'])}</h3>", '<table class="sheet differences">',
           "<tr><th>Metric</th><th>Difference [95%]</th><th>p (Holm)</th><th>Test</th></tr>"]
    for d in diff["metrics"]:
        if not d["significant"] and d["metric"].startswith("card "):
            continue
        scale, unit = (100, " pp") if any(part in d["metric"] for part in PERCENT) else (1, "")
        mark = " *" if d["significant"] else ""
        p = d["p_holm"]
        out.append(f'<tr><td>{_t(d["title"])}{mark}</td><td class="num">{scale * d["difference"]:+.2f}{unit} '
                   f'[{scale * d["low"]:+.2f}, {scale * d["high"]:+.2f}]</td>'
                   f'<td class="num">{"&lt;0.001" if p < 0.001 else f"{p:.3f}"}</td><td>{_t(d["test"])}</td></tr>')
    return "\n".join(out + ["</table>"])


def compare_report_html(result: dict) -> str:
    """The whole report: what was run, the charts, the metrics and the differences."""
    names = " vs ".join(r["name"] for r in result["rulesets"])
    title = f"King's Road variant comparison: {names}"
    out = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8"/>', f"<title>{_t(title)}</title>",
           f"<style>{CSS}</style>", "</head>", "<body>", f"<h1>{_t(title)}</h1>",
           f'<p class="rules">{result["games_per_ruleset"]} games per ruleset, {result["players"]} players, agents '
           f'{_t(", ".join(result["agents"]))} (seats rotated each game), seed {result["seed"]}, '
           f'{_t(result["engine"])} engine.</p>',
           f'<p class="rulings">Tests: {_t(", ".join(f"{k}: {v}" for k, v in result["tests"].items()))}. '
           "* marks a difference significant at 5% after the correction.</p>",
           "<h2>Score by round</h2>", '<p>Mean score of the leader after each round, over the games still '
           "running (drawn while at least 1% of the games last that long).</p>", f'<div class="chart">{score_chart(result)}</div>',
           "<h2>Win rate by seat</h2>", f'<div class="chart">{seat_chart(result)}</div>',
           "<h2>Game length</h2>", f'<div class="chart">{duration_chart(result)}</div>',
           "<h2>Metrics</h2>", _metrics_table(result)]
    if result["differences"]:
        out.append("<h2>Differences</h2>")
        out += [_differences_table(d) for d in result["differences"]]
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"
