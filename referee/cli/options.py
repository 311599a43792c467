"""Options shared by several commands, declared once: --variant, --banners, --ruling.

Each parse_* function turns the option's raw strings into the form the library takes,
refusing bad syntax with exit 2 and a message naming the option and the value.
"""

from __future__ import annotations

import re
from typing import Any

import click

from ..errors import WrittenList
from ..messages import render
from ..messages import text as render_text
from .common import fail, quote, resolve_lang  # noqa: F401  (commands import resolve_lang from here)

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


def parse_ruling_options(values: tuple[str, ...], lang: str = "en") -> dict[str, str]:
    """--ruling ID=CHOICE (repeatable), validated against King's Road's register; exit 2 if bad."""
    from ..errors import OptionError
    from ..rules import load_rules
    from ..rulings_register import parse_ruling_texts

    try:
        return parse_ruling_texts(values, load_rules().rulings)
    except OptionError as exc:
        fail(exc.text.render(lang))


def parse_banner_options(values: tuple[str, ...], lang: str = "en") -> dict[str, list[int]]:
    """--banners "Temple Ruins=3,2,1" (repeatable) -> {"Temple Ruins": [3, 2, 1]}; exit 2 on bad syntax.

    The values are separated by commas ("3,2,1") or by dashes as the banner prints them ("3-2-1").
    A minus sign stays a sign ("3,-1" and "-1" are read as negative numbers, which the position
    reader then refuses as a bad banner naming them), never a separator.
    """
    result: dict[str, Any] = {}        # region -> WrittenList of ints (quoted as written)
    for text in values:
        for item in text.split(";"):
            if not item.strip():
                continue
            region, sep, numbers = item.partition("=")
            if not sep or not region.strip():
                fail(render("option.banners.syntax", lang, given=quote(item)))
            numbers = numbers.strip()
            dashed = re.fullmatch(r"[0-9]+(-[0-9]+)+", numbers)
            parts = numbers.split("-") if dashed else numbers.split(",")
            values_read = [signed_number(v) for v in parts]
            if None in values_read:
                fail(render("option.banners.values", lang, given=quote(item), numbers=quote(numbers)))
            result[region.strip()] = WrittenList(values_read, numbers)
    return result


def signed_number(text: str) -> int | None:
    """A whole number with an optional minus sign, in ASCII digits, or None."""
    text = text.strip()
    n = whole_number(text[1:]) if text.startswith("-") else whole_number(text)
    return -n if n is not None and text.startswith("-") else n


def whole_number(text: str) -> int | None:
    """A count written in ASCII digits (at most MAX_DIGITS of them), or None.

    Stricter than int(): no sign, no "1_000", no "²" or other Unicode digits, no 5,000-digit number.
    """
    from ..limits import MAX_DIGITS

    text = text.strip()
    if not text or len(text) > MAX_DIGITS or not (text.isascii() and text.isdigit()):
        return None
    return int(text)


def load_rules_or_fail(variants: tuple[str, ...]):
    """The rules under --variant NAMES, or exit 2 naming the variant."""
    from ..errors import SpecError
    from ..rules import load_rules

    try:
        return load_rules(tuple(variants))
    except SpecError as exc:
        fail(render_text("option.variant", given=quote(" ".join(variants)), problem=exc.text), field="--variant",
             value=list(variants))


class Count(click.ParamType):
    """A whole number within [low, high] (the bounds from referee.limits), or exit 2 naming the
    option, what was given and the bounds, in the command's language and as JSON under --json
    (--lang and --json are eager options, read before this one)."""

    name = "count"

    def __init__(self, low: int, high: int, why: str = ""):
        self.low, self.high, self.why = low, high, why

    def convert(self, value, param, ctx):
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        else:
            text = str(value).strip()
            number = signed_number(text)
        if number is None or not self.low <= number <= self.high:
            option = param.opts[0] if param is not None else "value"
            fail(render_text("option.count", option=option, given=quote(str(value)), low=self.low,
                             high=self.high), code="BAD_OPTION", field=option, value=str(value))
        return number

    def get_metavar(self, param, ctx=None):
        return "N"


lang_option = click.option(
    "--lang", "lang", type=click.Choice(["en", "fr"]), default=None, is_eager=True,
    help="Language of the text output: en or fr (default: French when the locale is French, else English).")


def backend_options(command):
    """--backend and --ray-address: where a run's chunks of games are played (compare, ladder)."""
    command = click.option("--ray-address", metavar="ADDRESS", default=None,
                           help="With --backend ray: the cluster to join (default: $RAY_ADDRESS, else a local "
                                "Ray).")(command)
    return click.option("--backend", type=click.Choice(["local", "ray"]), default="local", show_default=True,
                        help="local: worker processes on this machine; ray: the tasks of a Ray cluster (the "
                             "`cluster` extra), the same numbers for the same seed.")(command)
