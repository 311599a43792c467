"""`referee compare` as text: one row per metric, one column per ruleset, then the differences.

Pure: reads the comparison's JSON form (lab.compare.build_result) and returns a string in
English or French (the JSON keeps English titles; the text names each metric from its id).
"""

from __future__ import annotations

from ..messages import number_text, render

MAIN_METRICS = ["rounds", "winning_score", "margin", "lead_changes", "decisiveness", "shared_victory",
                "tie_break_decided", "nobles_on_board", "noble_point_share", "first_seat_advantage"]
CARD_METRIC = {": revealed per game": "metric.card-played", ": share that pays": "metric.card-pays"}


def _fmt(value: float | None, kind: str, lang: str = "en", digits: int = 2) -> str:
    if value is None:
        return "-"
    if kind == "proportion" or kind == "ratio":
        return number_text(value, lang, max(digits - 1, 1), percent=True)
    return number_text(value, lang, digits)


PERCENT = ("shared_victory", "tie_break_decided", "noble_point_share", "first_seat_advantage", "decisiveness",
           "win_rate_", "share that pays")


def _kind(key: str) -> str:
    """How a metric is printed: as a percentage or as a plain number."""
    return "ratio" if any(part in key for part in PERCENT) else "mean"


def card_title(name: str, lang: str) -> str:
    """A card of the comparison: a region's name, or Knight / Dragon / Witch in `lang`."""
    return render(f"card-title.{name}", lang) if name in ("Knight", "Dragon", "Witch") else name


def metric_title(key: str, lang: str, english: str = "") -> str:
    """A metric's title from its id, in `lang` (`english`, the JSON's title, for an id not known here)."""
    if key in MAIN_METRICS:
        return render(f"metric.{key}", lang)
    if key.startswith("win_rate_seat_"):
        return render("metric.win-rate-seat", lang, seat=key.rsplit("_", 1)[1])
    if key.startswith("win_rate_agent_"):
        return render("metric.win-rate-agent", lang, agent=key[len("win_rate_agent_"):])
    for suffix, message in CARD_METRIC.items():
        if key.startswith("card ") and key.endswith(suffix):
            return render(message, lang, card=card_title(key[len("card "):-len(suffix)], lang))
    return english or key


def named_test(test: str, lang: str) -> str:
    """A statistical test's name in `lang` (the JSON's English name when the catalogue has none)."""
    try:
        return render(f"test.{test}", lang)
    except KeyError:
        return test


def p_text(p: float | None, lang: str = "en") -> str:
    """A p-value as printed: 0.045 (0,045 in French), or <0.001."""
    if p is None:
        return "-"
    return "<" + number_text(0.001, lang, 3) if p < 0.001 else number_text(p, lang, 3)


def _cell(key: str, e: dict, lang: str) -> str:
    kind = _kind(key)
    return f"{_fmt(e['value'], kind, lang)} [{_fmt(e['low'], kind, lang)}, {_fmt(e['high'], kind, lang)}]"


def _metric_ids(result: dict) -> list[str]:
    first = result["rulesets"][0]["metrics"]
    seats = [k for k in first if k.startswith("win_rate_seat_")]
    agents = [k for k in first if k.startswith("win_rate_agent_")] if len(set(result["agents"])) > 1 else []
    return [k for k in MAIN_METRICS if k in first] + seats + agents


def describe_comparison(result: dict, lang: str = "en") -> str:
    """The readable table: metrics x rulesets with 95% intervals, then differences and their tests."""
    runs = result["rulesets"]
    lines = [render("compare.head", lang, games=result["games_per_ruleset"], players=result["players"],
                    agents=", ".join(result["agents"]), seed=result["seed"], engine=result["engine"],
                    seconds=result["seconds"])]
    for run in runs:
        rulings = render("compare.run.rulings", lang, rulings=run["rulings"]) if run["rulings"] else ""
        verified = (render("compare.run.verified", lang, n=run["verified_games"]) if run["verified_games"] else "")
        lines.append("  " + render("compare.run", lang, name=run["name"], label=run["label"], rulings=rulings,
                                   finished=run["finished"], games=run["games"], verified=verified))
    lines.append("")
    titles = {key: metric_title(key, lang, runs[0]["metrics"][key]["title"]) for key in _metric_ids(result)}
    width = max(len(t) for t in titles.values()) + 2
    header = render("compare.metric-header", lang).ljust(width) + "".join(r["name"][:28].ljust(30) for r in runs)
    lines += [header, "-" * len(header)]
    for key, title in titles.items():
        lines.append(title.ljust(width) + "".join(_cell(key, r["metrics"][key], lang).ljust(30) for r in runs))
    lines += ["", _cards_table(result, lang)]
    for diff in result["differences"]:
        lines += ["", _differences(diff, result, lang)]
    return "\n".join(lines).rstrip() + "\n"


def _cards_table(result: dict, lang: str) -> str:
    runs = result["rulesets"]
    names = list(runs[0]["cards"])
    lines = [render("compare.cards-title", lang)]
    lines.append(render("compare.card-header", lang).ljust(18) + "".join(r["name"][:28].ljust(30) for r in runs))
    for name in names:
        cells = []
        for r in runs:
            c = r["cards"][name]
            cells.append(f"{number_text(c['played_per_game']['value'], lang, 2)} / "
                         f"{_fmt(c['pays']['value'], 'ratio', lang)}".ljust(30))
        lines.append(card_title(name, lang)[:17].ljust(18) + "".join(cells))
    return "\n".join(lines)


def _differences(diff: dict, result: dict, lang: str) -> str:
    lines = [render("compare.diff-head", lang, ruleset=diff["ruleset"], baseline=diff["baseline"])]
    shown = set(_metric_ids(result))
    for d in diff["metrics"]:
        if d["metric"] not in shown and not d["significant"]:
            continue
        kind = _kind(d["metric"])
        mark = "*" if d["significant"] else " "
        title = metric_title(d["metric"], lang, d["title"])
        p = render("compare.p", lang, p=_p_equals(d["p"], lang), holm=p_text(d["p_holm"], lang))
        lines.append(f" {mark} {title[:58].ljust(58)} {signed_text(d['difference'], kind, lang)} "
                     f"[{signed_text(d['low'], kind, lang)}, {signed_text(d['high'], kind, lang)}] {p} "
                     f"({named_test(d['test'], lang)})")
    return "\n".join(lines)


def _p_equals(p: float | None, lang: str) -> str:
    text = p_text(p, lang)
    return text if text.startswith("<") else "=" + text


def signed_text(value: float | None, kind: str, lang: str) -> str:
    """A difference with its sign: +1.50 / -0,32 (kind "mean"), +2.3% (a proportion or ratio)."""
    if value is None:
        return "-"
    text = _fmt(abs(value), kind, lang)
    return ("+" if value >= 0 else "-") + text
