"""What the referee must say of a position damaged in one way (position_domain, position_damages):
the problem a damage calls for (`Expected`), and the names no ruleset has that the damages write."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

UNKNOWN_NAME = "Atlantis"       # a region the board does not have
UNKNOWN_RULING = "Atlantis rule"    # a ruling no spec has, its id a key a field path quotes
EXTRA_PLAYER = "Zed"            # not one of PLAYER_NAMES[:5]
FAR_PLAYER = "Quillon"          # near no seat's name, "Zed" included: told with no "did you mean"
UNKNOWN_VARIANT_ID = "no-such-variant"          # a variant no spec has


@dataclass(frozen=True)
class Expected:
    code: str
    field: str                  # the field path the problem must name (errors.field_key's form)
    severity: str = "error"
    mentions: str | tuple[str, ...] = ""    # the name(s) the problem's sentence must suggest (a region misspelt)
    words: tuple[str, dict[str, Any]] | None = None     # a sentence it must say: (template key, values)
    more: tuple[tuple[str, str], ...] = ()     # (code, field) of the other errors a damage in two places makes
    also: tuple[str, ...] = ()  # codes of the errors the damage brings about besides its own (position_domain)
    quoted: str | None = None   # the text the problem's value must carry as written (a --banners value)
    unsaid: str | None = None   # a clause no problem's sentence may hold (a hint of players where none is known)
    holds: tuple[Any, ...] = ()  # (the value the problem must quote,), where the damage wrote one
    in_turn: tuple[tuple[str, dict[str, Any]], ...] = ()    # the sentences told at code and field, in order
