"""The translators' catalogues: extract every translatable text, merge it into each language, compile.

Usage: python3 scripts/catalogues.py update   (writes referee/messages/locale/referee.pot, merges it
                                              into every <lang>/LC_MESSAGES/referee.po: a changed
                                              English marks its translation fuzzy, a new text comes
                                              untranslated, a text gone is dropped and named;
                                              compiles each .mo; when nothing changed, no file
                                              changes: entries in a fixed order, the date kept)
       python3 scripts/catalogues.py check    (exit 1 and the list when an entry is untranslated,
                                              fuzzy, stale or has other placeholders; what
                                              tests/messages/test_catalogues.py asserts)
The .po files are standard gettext catalogues: Poedit, Weblate or any editor opens them; after
editing one, run `update` (or `pybabel compile -d referee/messages/locale -D referee`).
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

from referee.messages.catalogue import DOMAIN, LOCALE_DIR  # noqa: E402
from referee.translation_sources import problems, template  # noqa: E402

WIDTH = 100


def po_paths(locale_dir: Path = LOCALE_DIR) -> list[Path]:
    return sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def read(path: Path):
    """A .po (its language from its folder) or the .pot (no language)."""
    with path.open("rb") as f:
        return read_po(f, locale=None if path.suffix == ".pot" else path.parent.parent.name, domain=DOMAIN)


def compiled(catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def _entries(catalog) -> set:
    # locations sorted: a .po lists a text's locations sorted, the template in the order it found them
    return {(m.context, m.id, tuple(sorted(m.locations)), tuple(m.auto_comments)) for m in catalog if m.id}


def update(locale_dir: Path = LOCALE_DIR) -> None:
    """The template written, merged into every language's .po, each compiled; a template whose
    entries are as before keeps its date, so an update that changes nothing changes no file."""
    pot = template()
    template_path = locale_dir / f"{DOMAIN}.pot"
    if template_path.exists():
        before = read(template_path)
        if _entries(before) == _entries(pot):
            pot.creation_date = before.creation_date
    with template_path.open("wb") as f:
        write_po(f, pot, width=WIDTH)
    for path in po_paths(locale_dir):
        catalog = read(path)
        catalog.update(pot)
        for entry in catalog.obsolete.values():
            print(f"{path.parent.parent.name}: dropped {entry.context} {entry.id!r}")
        catalog.obsolete.clear()
        with path.open("wb") as f:
            write_po(f, catalog, width=WIDTH)
        path.with_suffix(".mo").write_bytes(compiled(catalog))
        left = len(problems(pot, catalog))
        print(f"{path.relative_to(locale_dir)}: {left} {'entry' if left == 1 else 'entries'} to translate")


def check() -> int:
    pot = template()
    found = [f"{path.parent.parent.name}: {line}" for path in po_paths() for line in problems(pot, read(path))]
    print("\n".join(found) or "every catalogue is complete")
    return 1 if found else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("update", "check"))
    args = parser.parse_args()
    sys.exit(check() if args.action == "check" else update())
