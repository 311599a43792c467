"""`referee compare` as text: one row per metric, one column per ruleset, then the differences.

Pure: reads the comparison's JSON form (lab.compare.build_result) and returns a string.
"""

from __future__ import annotations

MAIN_METRICS = ["rounds", "winning_score", "margin", "lead_changes", "decisiveness", "shared_victory",
                "tie_break_decided", "nobles_on_board", "noble_point_share", "first_seat_advantage"]


def _fmt(value: float | None, kind: str, digits: int = 2) -> str:
    if value is None:
        return "-"
    if kind == "proportion" or kind == "ratio":
        return f"{100 * value:.{max(digits - 1, 1)}f}%"
    return f"{value:.{digits}f}"


PERCENT = ("shared_victory", "tie_break_decided", "noble_point_share", "first_seat_advantage", "decisiveness",
           "win_rate_", "share that pays")


def _kind(key: str) -> str:
    """How a metric is printed: as a percentage or as a plain number."""
    return "ratio" if any(part in key for part in PERCENT) else "mean"


def _cell(key: str, e: dict) -> str:
    kind = _kind(key)
    return f"{_fmt(e['value'], kind)} [{_fmt(e['low'], kind)}, {_fmt(e['high'], kind)}]"


def _metric_ids(result: dict) -> list[str]:
    first = result["rulesets"][0]["metrics"]
    seats = [k for k in first if k.startswith("win_rate_seat_")]
    agents = [k for k in first if k.startswith("win_rate_agent_")] if len(set(result["agents"])) > 1 else []
    return [k for k in MAIN_METRICS if k in first] + seats + agents


def describe_comparison(result: dict) -> str:
    """The readable table: metrics x rulesets with 95% intervals, then differences and their tests."""
    runs = result["rulesets"]
    lines = [f"{result['games_per_ruleset']} games per ruleset, {result['players']} players, agents "
             f"{', '.join(result['agents'])} (seats rotated), seed {result['seed']}, "
             f"{result['engine']} engine, {result['seconds']} s"]
    for run in runs:
        extra = f", rulings {run['rulings']}" if run["rulings"] else ""
        lines.append(f"  {run['name']}: {run['label']}{extra}; {run['finished']} of {run['games']} games finished"
                     + (f"; {run['verified_games']} replayed exactly by the reference engine"
                        if run["verified_games"] else ""))
    lines.append("")
    width = max(len(runs[0]["metrics"][k]["title"]) for k in _metric_ids(result)) + 2
    header = "metric (95% interval)".ljust(width) + "".join(r["name"][:28].ljust(30) for r in runs)
    lines += [header, "-" * len(header)]
    for key in _metric_ids(result):
        title = runs[0]["metrics"][key]["title"]
        lines.append(title.ljust(width) + "".join(_cell(key, r["metrics"][key]).ljust(30) for r in runs))
    lines += ["", _cards_table(result)]
    for diff in result["differences"]:
        lines += ["", _differences(diff, result)]
    return "\n".join(lines).rstrip() + "\n"


def _cards_table(result: dict) -> str:
    runs = result["rulesets"]
    names = list(runs[0]["cards"])
    lines = ["cards: revealed per game / share that pays"]
    lines.append("card".ljust(18) + "".join(r["name"][:28].ljust(30) for r in runs))
    for name in names:
        cells = []
        for r in runs:
            c = r["cards"][name]
            cells.append(f"{c['played_per_game']['value']:.2f} / {_fmt(c['pays']['value'], 'ratio')}".ljust(30))
        lines.append(name[:17].ljust(18) + "".join(cells))
    return "\n".join(lines)


def _differences(diff: dict, result: dict) -> str:
    lines = [f"{diff['ruleset']} minus {diff['baseline']} (* = significant at 5% after Holm's correction)"]
    shown = set(_metric_ids(result))
    for d in diff["metrics"]:
        if d["metric"] not in shown and not d["significant"]:
            continue
        kind = _kind(d["metric"])
        mark = "*" if d["significant"] else " "
        p = d["p_holm"]
        p_text = "p<0.001" if p is not None and p < 0.001 else f"p={p:.3f}"
        lines.append(f" {mark} {d['title'][:58].ljust(58)} {_signed(d['difference'], kind)} "
                     f"[{_signed(d['low'], kind)}, {_signed(d['high'], kind)}] {p_text} ({d['test']})")
    return "\n".join(lines)


def _signed(value: float | None, kind: str) -> str:
    if value is None:
        return "-"
    text = _fmt(abs(value), kind)
    return ("+" if value >= 0 else "-") + text
