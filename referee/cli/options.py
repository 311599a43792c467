"""Options shared by several commands, declared once: --variant, --banners, --ruling.

Each parse_* function turns the option's raw strings into the form the library takes,
refusing bad syntax with exit 2 and a message naming the option and the value.
"""

from __future__ import annotations

import click

from .common import fail

variant_option = click.option(
    "--variant", "variants", multiple=True, metavar="NAME|PATH",
    help="Apply a rule variant: an id such as permanent-nobles, or a path to a variant .toml. Repeatable.")
banner_option = click.option(
    "--banners", "banners", multiple=True, metavar="REGION=V,V,V",
    help='Banner values of your printing, e.g. "Temple Ruins=3,2,1". Repeatable.')
ruling_option = click.option(
    "--ruling", "rulings", multiple=True, metavar="ID=CHOICE",
    help="Choose an alternative for an open ruling (see `referee rulings`), "
         "e.g. knight-after-non-region=last-region-card. Repeatable.")


def parse_ruling_options(values: tuple[str, ...]) -> dict[str, str]:
    """--ruling ID=CHOICE (repeatable), validated against the rulings register; exit 2 if bad."""
    from ..rules import load_rules

    known = {r.id: r for r in load_rules().rulings}
    chosen: dict[str, str] = {}
    for text in values:
        rid, sep, choice = (part.strip() for part in text.partition("="))
        if not sep or not rid or not choice:
            fail(f"--ruling {text!r}: expected ID=CHOICE such as knight-after-non-region=last-region-card")
        if rid not in known:
            fail(f"--ruling {text!r}: unknown ruling {rid!r}; rulings are {', '.join(known)}")
        if choice not in known[rid].alternatives:
            fail(f"--ruling {text!r}: {rid} is one of {', '.join(known[rid].alternatives)}, not {choice!r}")
        chosen[rid] = choice
    return chosen


def parse_banner_options(values: tuple[str, ...]) -> dict[str, object]:
    """--banners "Temple Ruins=3,2,1" (repeatable) -> {"Temple Ruins": [3, 2, 1]}; exit 2 on bad syntax."""
    result: dict[str, object] = {}
    for text in values:
        for item in text.split(";"):
            if not item.strip():
                continue
            region, sep, numbers = item.partition("=")
            if not sep or not region.strip():
                fail(f"--banners {item!r}: expected REGION=V,V,V such as \"Temple Ruins=3,2,1\"")
            # "3,2,1" or the banner's printed look "3-2-1"; a minus sign in a comma list stays a sign
            separator = "," if "," in numbers else "-"
            parts = [v.strip() for v in numbers.split(separator) if v.strip()]
            try:
                result[region.strip()] = [int(v) for v in parts]
            except ValueError:
                fail(f"--banners {item!r}: values must be whole numbers, got {numbers!r}")
    return result


def load_rules_or_fail(variants: tuple[str, ...]):
    """The rules under --variant NAMES, or exit 2 naming the variant."""
    from ..errors import SpecError
    from ..rules import load_rules

    try:
        return load_rules(tuple(variants))
    except SpecError as exc:
        fail(f"--variant {' '.join(variants)}: {exc}")


lang_option = click.option(
    "--lang", "lang", type=click.Choice(["en", "fr"]), default=None,
    help="Language of the text output: en or fr (default: French when the locale is French, else English).")


def resolve_lang(lang: str | None) -> str:
    """--lang, else the environment's locale (French when it is French), else English."""
    if lang:
        return lang
    from ..present.messages import default_lang

    return default_lang()
