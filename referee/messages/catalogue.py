"""The translations: one gettext catalogue per language, read with the standard library's gettext.

Every translatable text has a context (gettext's msgctxt) that names it and its English as the
message id: a message template's key ("account.title"), "help:referee check" for a command's help,
"ruling:<id>" and "ruling:<id>:<choice>" for an open ruling, "clause:<id>", "invariant:<id>",
"key-doc:<table>.<key>", and three vocabularies keyed by the English itself: "section" (the
rulebook's headings), "oracle" (the check table's comparisons) and "click" (click's own words).

The French lives in locale/fr/LC_MESSAGES/referee.po (what a translator opens; the compiled .mo
next to it is what runs); the template locale/referee.pot is extracted from where each English
text is declared (referee.translation_sources; scripts/catalogues.py update). An entry whose
English changed since it was translated is not used (gettext's rule: the English shows until the
translation is updated) and tests/messages/test_catalogues.py reports it, with every untranslated and
every stale entry.
"""

from __future__ import annotations

import gettext
from functools import lru_cache
from pathlib import Path

DOMAIN = "referee"
LOCALE_DIR = Path(__file__).parent / "locale"
SOURCE_LANG = "en"


@lru_cache(maxsize=None)
def translations(lang: str) -> gettext.NullTranslations:
    """The compiled catalogue of `lang` (none for English, the language the code is written in)."""
    if lang == SOURCE_LANG:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[lang])


def translated(context: str, english: str, lang: str = SOURCE_LANG) -> str:
    """The text `english`, named by `context` (a template's key, "invariant:<id>", "key-doc:<key>",
    "clause:<id>", "section", "oracle" ...), in `lang`: the catalogue's translation, or the English
    when it has none."""
    return translations(lang).pgettext(context, english)


def help_context(path: str) -> str:
    """A command's or an option's help: "help:referee check", "help:referee check --variant"."""
    return f"help:{path}"


def ruling_context(ruling_id: str, choice: str | None = None) -> str:
    """An open ruling's question ("ruling:<id>") or one of its alternatives ("ruling:<id>:<choice>")."""
    return f"ruling:{ruling_id}" if choice is None else f"ruling:{ruling_id}:{choice}"
