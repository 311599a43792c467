"""Commands for the table: `referee render` (the board as SVG/PNG), `referee rulings` (every open
ruling and its choices), and the quick entry that `referee score --region` uses.

Kept apart from cli.py so the `score` path stays light; the library is imported inside the commands.
"""

from __future__ import annotations

import os

import click

from .cli_common import dump_json, fail, write_atomically

QUICK_SOURCE = "command line"


# ---------------------------------------------------------------- quick entry (referee score --region)

def parse_count_pairs(values, *, what: str = "NAME=COUNT") -> dict[str, int]:
    """("Jen=4", "Phil=3") -> {"Jen": 4, "Phil": 3}, in order; exit 2 naming the value on bad syntax."""
    result: dict[str, int] = {}
    for text in values:
        name, sep, count = (part.strip() for part in text.partition("="))
        if not sep or not name:
            fail(f"{text!r}: expected {what} such as Jen=4")
        try:
            n = int(count)
        except ValueError:
            fail(f"{text!r}: the count after '=' must be a whole number, got {count!r}")
        if n < 0:
            fail(f"{text!r}: a count cannot be below 0")
        if name in result:
            fail(f"{text!r}: {name} is given twice")
        result[name] = n
    return result


def quick_position_data(region: str, pairs, *, players: int | None = None, nobles=(), scores=()) -> dict:
    """A position dict (the JSON form `referee score` reads) for scoring one region from the command line.

    Players are the NAME=COUNT pairs in order, then Noble owners not yet named (with no markers);
    --players N checks that count or adds anonymous players named by seat ("Player 4", ...) up to N.
    The King stands in the region and no Dragon is revealed, so exactly that region is scored.
    """
    from .errors import UnknownRegionError
    from .spec import load_rules

    board = load_rules().board
    try:
        number = board.lookup(region)
    except UnknownRegionError as exc:
        hint = (f" (did you mean {' or '.join(repr(s) for s in exc.suggestions)}?)" if exc.suggestions
                else "; regions are named, slugged (dark-tower) or numbered 1-8")
        fail(f"--region {region!r}: unknown region{hint}")
    influence = parse_count_pairs(pairs)
    names = list(influence)
    for owner in nobles:
        owner = owner.strip()
        if not owner:
            fail("--noble '': expected a player name")
        if owner not in names:
            names.append(owner)
    if players is not None:
        if players < len(names):
            fail(f"--players {players}: {len(names)} players are named ({', '.join(names)})")
        k = len(names) + 1                  # anonymous players are named by seat
        while len(names) < players:
            anonymous = f"Player {k}"
            if anonymous not in names:
                names.append(anonymous)
            k += 1
    if not names:
        fail("--region: name the players and their markers as NAME=COUNT, e.g. Jen=4 Phil=3")
    entry: dict = {"influence": {p: n for p, n in influence.items() if n}}
    if nobles:
        entry["nobles"] = [o.strip() for o in nobles]
    data = {"players": names, "king": board.name(number), "board": {board.name(number): entry}}
    if scores:
        data["scores"] = parse_count_pairs(scores, what="--score NAME=POINTS")
    return data


# ---------------------------------------------------------------- referee render

@click.command()
@click.argument("file")
@click.option("-o", "--out", "out", metavar="FILE",
              help="Write the picture here (atomically); without it the SVG goes to standard output.")
@click.option("--png", is_flag=True, help="Write a PNG instead of an SVG (needs the cairosvg package; "
                                          "implied by an -o name ending in .png).")
@click.option("--scored", is_flag=True,
              help="Score the round first and draw the resulting position, marking the regions scored.")
@click.option("--variant", "variants", multiple=True, metavar="NAME", help="Apply a rule variant. Repeatable.")
@click.option("--banners", "banners", multiple=True, metavar="REGION=V,V,V",
              help='Banner values of your printing, e.g. "Temple Ruins=3,2,1". Repeatable.')
def render(file, out, png, scored, variants, banners):
    """Draw the position in FILE (a position JSON; '-' reads stdin) as a picture of the board."""
    from .cli import load_position
    from .explain import describe_problems
    from .render_svg import render_position_svg

    png = png or bool(out and out.lower().endswith(".png"))
    if out and file != "-" and os.path.exists(out) and os.path.exists(file) and os.path.samefile(out, file):
        fail(f"-o {out}: that is the input file; a picture never replaces the position")
    if png and not out:
        fail("--png needs -o FILE: a PNG is not written to the terminal")
    position, rules, problems, name = load_position(file, variants, banners)
    if position is None or any(p.severity == "error" for p in problems):
        fail(describe_problems(problems, name))
    outcome = None
    if scored:
        from .adjudicate import score_position
        from .errors import PositionError

        try:
            outcome = score_position(position, rules)
        except PositionError as exc:
            fail(describe_problems(exc.problems, name))
        position = outcome.position
    svg = render_position_svg(position, rules, outcome=outcome)
    warnings = describe_problems(problems, name)
    if warnings:
        click.echo(warnings.rstrip("\n"), err=True)
    if not out:
        click.echo(svg, nl=False)
        return
    if png:
        try:
            import cairosvg
        except (ImportError, OSError):   # OSError: the system cairo library is missing
            fail("--png needs the cairosvg package and the cairo library (pip install cairosvg, or the [png] extra); "
                 "the SVG needs nothing: drop --png")
        data = cairosvg.svg2png(bytestring=svg.encode("utf-8"))
        write_atomically(out, data, protect=file)
    else:
        write_atomically(out, svg, protect=file)
    click.echo(f"{out}: board after {'scoring' if scored else 'the cards'} of {name} "
               f"({'PNG' if png else 'SVG'}, {len(position.players)} players)", err=True)


# ---------------------------------------------------------------- referee rulings

def rulings_data(rules) -> list[dict]:
    return [{"id": r.id, "number": r.number, "section": r.section, "question": r.question,
             "default": r.default, "alternatives": dict(r.alternatives)} for r in rules.rulings]


def describe_rulings(rules) -> str:
    lines = ["Open rulings: questions the rulebook text leaves to a referee (spec/kings-road/rulings.toml).",
             "The referee applies each default unless a position or game record sets \"rulings\", or a",
             "command gets --ruling ID=CHOICE; every output names the non-default rulings in force.", ""]
    for r in rules.rulings:
        lines.append(f"{r.number}. {r.id}  [{r.section}]")
        lines.append(f"   {r.question}")
        for choice, text in r.alternatives.items():
            mark = "*" if choice == r.default else " "
            tag = " (default)" if choice == r.default else ""
            lines.append(f"   {mark} {choice}{tag}: {text}")
        lines.append("")
    return "\n".join(lines)


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print the rulings as JSON.")
def rulings(as_json):
    """List every open ruling with its default, its alternatives and the rulebook section."""
    from .spec import load_rules

    rules = load_rules()
    if as_json:
        click.echo(dump_json({"rulings": rulings_data(rules)}), nl=False)
    else:
        click.echo(describe_rulings(rules), nl=False)


def register(group: click.Group) -> None:
    group.add_command(render)
    group.add_command(rulings)


__all__ = ["parse_count_pairs", "quick_position_data", "render", "rulings", "register", "QUICK_SOURCE"]
