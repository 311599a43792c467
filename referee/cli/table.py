"""Commands for the table: `referee render` (the board as SVG/PNG) and `referee rulings` (every
open ruling and its choices)."""

from __future__ import annotations

import os

import click

from .common import dump_json, fail, write_atomically
from .options import banner_option, variant_option

# ---------------------------------------------------------------- referee render

@click.command()
@click.argument("file")
@click.option("-o", "--out", "out", metavar="FILE",
              help="Write the picture here (atomically); without it the SVG goes to standard output.")
@click.option("--png", is_flag=True, help="Write a PNG instead of an SVG (needs the cairosvg package; "
                                          "implied by an -o name ending in .png).")
@click.option("--scored", is_flag=True,
              help="Score the round first and draw the resulting position, marking the regions scored.")
@variant_option
@banner_option
def render(file, out, png, scored, variants, banners):
    """Draw the position in FILE (a position JSON; '-' reads stdin) as a picture of the board."""
    from ..present.explain import describe_problems
    from ..present.render_svg import render_position_svg
    from .score import load_position

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
        from ..engine.adjudicate import score_position
        from ..errors import PositionError

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


def describe_rulings(rules, game: str = "kings-road") -> str:
    inputs = {"kings-road": "a position or game record", "kings-struggle": "a hands or trick file",
              "kings-favor": "a state file"}[game]
    lines = [f"Open rulings: questions the rulebook text leaves to a referee (spec/{game}/rulings.toml).",
             f"The referee applies each default unless {inputs} sets \"rulings\", or a",
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
@click.option("--game", type=click.Choice(["kings-road", "kings-struggle", "kings-favor"]), default="kings-road",
              show_default=True, help="Whose register: King's Road, King's Struggle or King's Favor.")
def rulings(as_json, game):
    """List every open ruling with its default, its alternatives and the rulebook section."""
    rules = _game_rules(game)
    if as_json:
        click.echo(dump_json({"game": game, "rulings": rulings_data(rules)}), nl=False)
    else:
        click.echo(describe_rulings(rules, game), nl=False)


def _game_rules(game: str):
    """Anything with .rulings (the register) for the game; exit 2 naming a malformed spec file."""
    from ..errors import SpecError

    try:
        if game == "kings-struggle":
            from ..games.kings_struggle.rules import load_rules as load_struggle
            return load_struggle()
        if game == "kings-favor":
            from ..games.kings_favor.rules import load_rules as load_favor
            return load_favor()
        from ..rules import load_rules
        return load_rules()
    except SpecError as exc:
        fail(str(exc))
