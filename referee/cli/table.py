"""Commands for the table: `referee render` (the board as SVG/PNG) and `referee rulings` (every
open ruling and its choices; --clauses: the rulebook clause map)."""

from __future__ import annotations

import os
import sys

import click

from ..answers import ruling_sections, rulings_answer
from ..messages import text as message
from .common import dump_json, fail, write_atomically
from .options import banner_option, lang_option, resolve_lang, variant_option

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
@lang_option
def render(file, out, png, scored, variants, banners, lang):
    """Draw the position in FILE (a position JSON; '-' reads stdin) as a picture of the board."""
    from ..messages import render
    from ..present.explain import describe_problems
    from ..present.render_svg import render_position_svg
    from .score import load_position

    png = png or bool(out and out.lower().endswith(".png"))
    if out == "":
        fail(message("output.empty", option="-o"), field="-o", value=out)
    both_exist = out and out != "-" and file != "-" and os.path.exists(out) and os.path.exists(file)
    if both_exist and os.path.samefile(out, file):
        fail(message("render.is-input", out=out), field="-o", value=out)
    if png and (not out or out == "-") and sys.stdout.isatty():
        fail(message("render.png-terminal"), field="--png")
    lang = resolve_lang(lang)
    position, rules, problems, name = load_position(file, variants, banners, lang=lang, scoring=scored)
    if position is None or any(p.severity == "error" for p in problems):
        fail(describe_problems(problems, name, lang))
    outcome = None
    if scored:
        from ..engine.adjudicate import score_position
        from ..errors import PositionError

        try:
            outcome = score_position(position, rules)
        except PositionError as exc:
            fail(describe_problems(exc.problems, name, lang))
        position = outcome.position
    svg = render_position_svg(position, rules, outcome=outcome, lang=lang)
    warnings = describe_problems(problems, name, lang)
    if warnings:
        click.echo(warnings.rstrip("\n"), err=True)
    data = _png(svg) if png else svg
    if not out or out == "-":               # standard output; a PNG only when it is not a terminal
        if png:
            sys.stdout.buffer.write(data)
            sys.stdout.flush()
        else:
            click.echo(svg, nl=False)
        return
    write_atomically(out, data, protect=file)
    click.echo(render("render.written", lang, out=out, name=name, format="PNG" if png else "SVG",
                      n=len(position.players),
                      when=render("render.after-scoring" if scored else "render.after-cards", lang)), err=True)


def _png(svg: str) -> bytes:
    """The SVG drawn as a PNG (cairosvg), or exit 2 naming the [png] extra."""
    try:
        import cairosvg
    except (ImportError, OSError):   # OSError: the system cairo library is missing
        fail(message("render.png-missing"), field="--png")
    return cairosvg.svg2png(bytestring=svg.encode("utf-8"))


# ---------------------------------------------------------------- referee rulings

def describe_rulings(rules, game: str = "kings-road", lang: str = "en") -> str:
    """Every open ruling: number, id, sections (the French rulebook's headings in French), question and
    choices; King's Road's French questions and choices come from the French catalogue (the other
    games' registers are in English)."""
    from ..messages import render, ruling_text, section_name

    lines = [render("rulings.intro", lang, game=game, inputs=render(f"rulings.inputs.{game}", lang)), ""]
    default_word = render("rulings.default", lang)
    for r in rules.rulings:
        # the French headings are King's Road's; another game's sections stay as its register names them
        sections = "; ".join(section_name(s, lang) if game == "kings-road" else s for s in ruling_sections(r))
        lines.append(f"{r.number}. {r.id}  [{sections}]")
        lines.append(f"   {ruling_text(r, None, lang)}")
        for choice in r.alternatives:
            mark = "*" if choice == r.default else " "
            tag = f" ({default_word})" if choice == r.default else ""
            lines.append(f"   {mark} " + render("rulings.choice", lang, choice=choice, tag=tag,
                                                   text=ruling_text(r, choice, lang)))
        lines.append("")
    return "\n".join(lines)


@click.command()
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print the rulings (or the clause map) as JSON.")
@click.option("--game", type=click.Choice(["kings-road", "kings-struggle", "kings-favor"]), default="kings-road",
              show_default=True, help="Whose register: King's Road, King's Struggle or King's Favor.")
@click.option("--clauses", is_flag=True,
              help="Instead: the rulebook clause map (spec/kings-road/clauses.toml), every clause of the rulebook "
                   "paraphrased by section, with its spec keys, engine functions, invariants, rulings and tests.")
@lang_option
def rulings(as_json, game, clauses, lang):
    """List every open ruling with its default, its alternatives and the rulebook sections."""
    if clauses:
        _print_clauses(game, as_json, resolve_lang(lang))
        return
    rules = _game_rules(game)
    if as_json:
        click.echo(dump_json(rulings_answer(game, rules.rulings)), nl=False)
    else:
        click.echo(describe_rulings(rules, game, resolve_lang(lang)), nl=False)


def describe_clauses(clauses, lang: str = "en") -> str:
    """The clause map as text: one block per rulebook section (headed as that language's rulebook
    heads it), one entry per clause, its paraphrase in `lang` (the catalogue's entry clause:<id>; the
    file's own English otherwise). The field names and what they list are the file's identifiers."""
    from ..messages import render, section_name, translated

    lines = [render("clauses.head", lang, n=len(clauses)), ""]
    section = None
    for c in clauses:
        if c.section != section:
            section = c.section
            lines.append(f"[{section_name(section, lang)}]")
        lines.append(f"  {c.id}: {translated(f'clause:{c.id}', c.text, lang)}")
        for label, names in (("keys", c.keys), ("engine", c.engine), ("invariants", c.invariants + c.anchors),
                             ("rulings", c.rulings), ("tests", c.tests)):
            if names:
                lines.append(f"      {label}: {', '.join(names)}")
        lines.append("")
    return "\n".join(lines)


def _print_clauses(game: str, as_json: bool, lang: str) -> None:
    from ..errors import SpecError
    from ..rules.clauses import load_clauses

    if game != "kings-road":
        fail(message("clauses.not-here", game=game), field="--game", value=game)
    try:
        clauses = load_clauses(game)
    except SpecError as exc:
        fail(exc.text, code="BAD_SPEC")
    if as_json:
        click.echo(dump_json({"game": game, "clauses": [c.to_dict() for c in clauses]}), nl=False)
    else:
        click.echo(describe_clauses(clauses, lang), nl=False)


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
