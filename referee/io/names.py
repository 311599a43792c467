"""What a player name may be: printed on every line of an account, so it must print as itself.

A name is text of 1 to MAX_NAME_LENGTH characters, every one printable (no control character,
no zero-width or other invisible format character, no lone surrogate), with no space at either
end. Two names are the same player when they match after NFKC normalisation and case folding
("Jen", "JEN" and the full-width "Ｊｅｎ" are one name), so no two players print alike.
"""

from __future__ import annotations

import unicodedata

from ..limits import MAX_NAME_LENGTH


def name_problem(name) -> str | None:
    """Why `name` cannot be a player name, or None."""
    if not isinstance(name, str):
        return "a player name is a non-empty string"
    if not name.strip():
        return "a player name is a non-empty string"
    if len(name) > MAX_NAME_LENGTH:
        return f"a player name has at most {MAX_NAME_LENGTH} characters, this one {len(name)}"
    if not name.isprintable():
        bad = next(ch for ch in name if not ch.isprintable())
        return (f"a player name holds only printable characters, not U+{ord(bad):04X} "
                f"({unicodedata.name(bad, unicodedata.category(bad))})")
    if name != name.strip():
        return "a player name does not begin or end with a space"
    return None


def name_key(name: str) -> str:
    """The form two names are compared in: NFKC, then case folded (NFKC again, as Unicode advises)."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
