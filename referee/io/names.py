"""What a player name may be: printed on every line of an account, so it must print as itself.

A name is text of 1 to MAX_NAME_LENGTH characters, every one printable (no control character,
no zero-width or other invisible format character, no lone surrogate), with no space at either
end. Two names are the same player when they match after NFKC normalisation and case folding
("Jen", "JEN" and the full-width "Ｊｅｎ" are one name), so no two players print alike.
"""

from __future__ import annotations

import unicodedata

from ..limits import MAX_NAME_LENGTH
from ..messages import Text, text


def name_problem(name) -> Text | None:
    """Why `name` cannot be a player name (a Text: str() is English), or None."""
    if not isinstance(name, str) or not name.strip():
        return text("name.empty")
    if len(name) > MAX_NAME_LENGTH:
        return text("name.too-long", max=MAX_NAME_LENGTH, n=len(name))
    if not name.isprintable():
        bad = next(ch for ch in name if not ch.isprintable())
        return text("name.unprintable", code=f"{ord(bad):04X}", name=unicodedata.name(bad, unicodedata.category(bad)))
    if name != name.strip():
        return text("name.spaces")
    return None


def name_key(name: str) -> str:
    """The form two names are compared in: NFKC, then case folded (NFKC again, as Unicode advises)."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
