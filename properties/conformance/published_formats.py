"""The fields the published JSON Schemas (referee/io/schema/) give a document: what the format
promises its readers, read from the schema a user is pointed to, not from the readers' own lists."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any


def published_fields(schema: str) -> tuple[str, ...]:
    """The fields a published JSON Schema (referee/io/schema/`schema`) gives its document, in the
    order it lists them."""
    return tuple(_published(schema)["properties"])


def published_id(schema: str) -> str:
    """The address a published JSON Schema gives itself (`$id`): what a document of that format
    names as its `$schema`."""
    return str(_published(schema)["$id"])


def _published(schema: str) -> dict[str, Any]:
    """A published JSON Schema (referee/io/schema/`schema`) as decoded from its file."""
    from ...io import game_record

    path = Path(game_record.__file__).parent / "schema" / schema
    return dict(json.loads(path.read_text(encoding="utf-8")))


@functools.cache
def record_fields() -> tuple[str, ...]:
    """The fields a record may hold, as the published format names and orders them (the game
    record's JSON Schema, referee/io/schema/game.schema.json); read once."""
    return published_fields("game.schema.json")
