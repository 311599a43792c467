"""The variant atlas: every shipped variant against the standard rules, as a designer reads it.

For each file in examples/variants/ (and the shipped Permanent Nobles), `referee compare standard V`
plays GAMES games per ruleset (greedy agents in every seat, seed 0, the compiled kernel only) and the
headline metrics are written, each with its 95% interval, as a table between the atlas markers of
docs/laboratory.md and as a page, docs/atlas.html. A metric whose difference from the standard rules is
significant after Holm's correction is marked *. A variant the kernel refuses is listed with the
reason. `--skilled N` adds a row per variant with one mcts seat (N playouts) against three greedy
ones, on fewer games (--skilled-games).

    python3 scripts/variant_atlas.py [--games 100000] [--skilled 0] [--doc docs/laboratory.md] [--html docs/atlas.html]
                                     [RULESET ...]     (default: every shipped variant)
"""

from __future__ import annotations

import argparse
import html
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
START, END = "<!-- atlas:start -->", "<!-- atlas:end -->"
# (metric key in `compare --json`, column title, how a value is written)
COLUMNS = (("rounds", "duration (rounds)", "{:.2f}"), ("first_seat_advantage", "first-seat advantage", "{:+.3f}"),
           ("decisiveness", "decisiveness", "{:.3f}"), ("lead_changes", "lead changes", "{:.2f}"),
           ("noble_point_share", "Noble share of points", "{:.3f}"), ("shared_victory", "shared victory", "{:.4f}"))


def variants() -> list[str]:
    return ["permanent-nobles"] + sorted(p.relative_to(REPO).as_posix() for p in (REPO / "examples" / "variants")
                                         .glob("*.toml"))


def compare(rulesets: list[str], games: int, agents: str) -> dict:
    """`referee compare standard RULESET... --json` as a dict, or {"refused": the reason}. The games of
    a ruleset depend only on the seed, so a ruleset gives the same numbers whatever plays beside it."""
    # the compiled kernel only for random and greedy seats (a rule it does not play is then refused and
    # named, never played elsewhere); an mcts seat chooses on the reference engine (`--engine auto`)
    engine = "auto" if "mcts" in agents else "batch"
    done = subprocess.run([sys.executable, "-m", "referee", "compare", "standard", *rulesets, "--games", str(games),
                           "--agents", agents, "--seed", "0", "--engine", engine, "--json", "-q"], cwd=REPO,
                          capture_output=True, text=True)
    if done.returncode != 0:
        data = json.loads(done.stdout) if done.stdout.startswith("{") else {}
        problems = data.get("problems") or [{"message": done.stderr.strip()}]
        lines = "\n".join(p["message"] for p in problems).splitlines()
        reasons = [line.strip().removeprefix("- ") for line in lines if line.strip().startswith("- ")]
        return {"refused": "; ".join(reasons) or lines[0]}
    return json.loads(done.stdout)


def cells(result: dict, index: int) -> list[str]:
    """Each column's 'value [low, high]' for ruleset `index`, * when it differs from the standard's."""
    metrics = result["rulesets"][index]["metrics"]
    significant = set()
    if index:
        significant = {m["metric"] for m in result["differences"][index - 1]["metrics"] if m["significant"]}
    out = []
    for key, _, form in COLUMNS:
        m = metrics[key]
        mark = " *" if key in significant else ""
        out.append(f"{form.format(m['value'])} [{form.format(m['low'])}, {form.format(m['high'])}]{mark}")
    seats = [v["value"] for k, v in metrics.items() if k.startswith("win_rate_seat_")]
    out.insert(2, f"{max(seats) - min(seats):.3f}")
    return out


def table(rows: list[tuple[str, list[str] | str]], games: int, agents: str) -> list[str]:
    titles = [title for _, title, _ in COLUMNS]
    titles.insert(2, "seat spread")
    lines = [f"{games:,} games per ruleset, 4 players, agents {agents} (seats rotated), seed 0; 95% intervals; "
             "* differs from the standard rules (Holm-corrected); seat spread: best minus worst seat's win rate.",
             "", "| ruleset | " + " | ".join(titles) + " |", "|---" * (len(titles) + 1) + "|"]
    for name, row in rows:
        shown = row if isinstance(row, list) else [f"refused by the compiled kernel: {row}"] + [""] * (len(titles) - 1)
        lines.append(f"| {name} | " + " | ".join(shown) + " |")
    return lines


def atlas_rows(rulesets: list[str], games: int, agents: str) -> list[tuple[str, list[str] | str]]:
    """The standard row, then a row per ruleset: each played beside the standard rules, up to
    MAX_RULESETS - 1 at a time; a ruleset refused alone is listed with the reason."""
    from referee.limits import MAX_RULESETS

    rows: list[tuple[str, list[str] | str]] = []
    for start in range(0, len(rulesets), MAX_RULESETS - 1):
        group = rulesets[start:start + MAX_RULESETS - 1]
        result = compare(group, games, agents)
        results = [(group, result)] if "refused" not in result else [([r], compare([r], games, agents)) for r in group]
        for names, found in results:
            if "refused" in found:
                rows.append((Path(names[0]).stem, found["refused"]))
                print(f"  {names[0]}: refused", file=sys.stderr)
                continue
            if not any(name == "standard" for name, _ in rows):
                rows.insert(0, ("standard", cells(found, 0)))
            for k, name in enumerate(names, start=1):
                rows.append((Path(name).stem, cells(found, k)))
                print(f"  {name}: played", file=sys.stderr)
    return rows


def write_doc(doc: Path, lines: list[str]) -> None:
    text = doc.read_text(encoding="utf-8")
    head, _, rest = text.partition(START)
    _, _, tail = rest.partition(END)
    doc.write_text(head + START + "\n" + "\n".join(lines) + "\n" + END + tail, encoding="utf-8")


def write_html(page: Path, sections: list[list[str]]) -> None:
    body = []
    for lines in sections:
        body.append(f"<p>{html.escape(lines[0])}</p><table>")
        for k, line in enumerate(lines[2:]):
            if line.startswith("|---"):
                continue
            cells_ = [c.strip() for c in line.strip("|").split("|")]
            tag = "th" if k == 0 else "td"
            body.append("<tr>" + "".join(f"<{tag}>{html.escape(c)}</{tag}>" for c in cells_) + "</tr>")
        body.append("</table>")
    page.write_text("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Variant atlas</title>"
                    "<style>body{font-family:sans-serif}td,th{border:1px solid #ccc;padding:2px 6px}"
                    "table{border-collapse:collapse}</style></head><body><h1>King's Road: variant atlas</h1>"
                    + "".join(body) + "</body></html>\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rulesets", nargs="*", help="variant ids or files (default: every shipped variant)")
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--agents", default="greedy,greedy,greedy,greedy")
    parser.add_argument("--skilled", type=int, default=0, metavar="N", help="mcts playouts of a skilled row (0: none)")
    parser.add_argument("--skilled-games", type=int, default=200)
    parser.add_argument("--doc", "--readme", type=Path, default=REPO / "docs" / "laboratory.md",
                        help="the page whose atlas markers receive the table (--readme: its old name)")
    parser.add_argument("--html", type=Path, default=REPO / "docs" / "atlas.html")
    args = parser.parse_args()
    rulesets = args.rulesets or variants()
    sections = [table(atlas_rows(rulesets, args.games, args.agents), args.games, args.agents)]
    if args.skilled:
        skilled = f"mcts:{args.skilled},greedy,greedy,greedy"
        sections.append(table(atlas_rows(rulesets, args.skilled_games, skilled), args.skilled_games, skilled))
    write_doc(args.doc, [line for lines in sections for line in lines + [""]][:-1])
    write_html(args.html, sections)


if __name__ == "__main__":
    main()
