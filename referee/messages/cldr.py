"""What the Unicode CLDR says about a language, through Babel: which plural and ordinal form a
number takes, how a list is joined, how a number's digits are grouped and its decimals marked.

The words themselves (the plural forms, the ordinal suffixes, the percent sign's spacing) are
the catalogue's; CLDR decides which of them a number takes. English is CLDR's en_GB: lists
without a comma before "and", as the referee has always written them.
"""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal

CLDR_LOCALES = {"en": "en_GB"}         # a language whose CLDR locale is not its own code


@lru_cache(maxsize=None)
def locale(lang: str) -> Locale:
    return Locale.parse(CLDR_LOCALES.get(lang, lang))


def plural_category(n: float, lang: str) -> str:
    """CLDR's cardinal category of n: "one", "other" (and "many", "few" ... in some languages)."""
    return locale(lang).plural_form(n)


def ordinal_category(n: int, lang: str) -> str:
    """CLDR's ordinal category of n: in English "one" (1st, 21st), "two", "few" (3rd), "other" (11th)."""
    return locale(lang).ordinal_form(n)


def and_list(items: list[str], lang: str) -> str:
    """ "A, B and C" ("A, B et C")."""
    return format_list(items, locale=locale(lang)) if items else ""


def decimal_text(value: float, lang: str, decimals: int | None) -> str:
    """A number with the language's digit grouping and decimal mark; an int as it is, any other
    number with `decimals` places (2 when None), rounded half to even on its exact value, as Python
    rounds."""
    if decimals is None and isinstance(value, int):
        return format_decimal(value, format="#,##0", locale=locale(lang))
    places = 2 if decimals is None else decimals
    pattern = "#,##0" + ("." + "0" * places if places else "")
    return format_decimal(Decimal(float(value)), format=pattern, locale=locale(lang))
