"""The translators' catalogues: extract every translatable text, merge it into each language, compile.

Usage: python3 scripts/catalogues.py update   (writes referee/messages/locale/referee.pot, merges it
                                              into every <lang>/LC_MESSAGES/referee.po: a changed
                                              English marks its translation fuzzy, a new text comes
                                              untranslated, a text gone is dropped and named;
                                              compiles each .mo)
       python3 scripts/catalogues.py check    (exit 1 and the list when an entry is untranslated,
                                              fuzzy, stale or has other placeholders; what
                                              tests/test_catalogues.py asserts)
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


def po_paths() -> list[Path]:
    return sorted(LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def read(path: Path):
    with path.open("rb") as f:
        return read_po(f, locale=path.parent.parent.name, domain=DOMAIN)


def compiled(catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def update() -> None:
    pot = template()
    with (LOCALE_DIR / f"{DOMAIN}.pot").open("wb") as f:
        write_po(f, pot, width=WIDTH)
    for path in po_paths():
        catalog = read(path)
        catalog.update(pot)
        for entry in catalog.obsolete.values():
            print(f"{path.parent.parent.name}: dropped {entry.context} {entry.id!r}")
        catalog.obsolete.clear()
        with path.open("wb") as f:
            write_po(f, catalog, width=WIDTH)
        path.with_suffix(".mo").write_bytes(compiled(catalog))
        left = len(problems(pot, catalog))
        print(f"{path.relative_to(ROOT)}: {left} {'entry' if left == 1 else 'entries'} to translate")


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
