"""What a request carries, read within the referee's limits: its JSON body and its language.

A body is read as a file is (referee.io.json_input): at most MAX_INPUT_BYTES (413 beyond, read
no further), UTF-8, JSON within MAX_NESTING and MAX_DIGITS. Anything else is a Refusal carrying
the referee's problems, which the app answers as `validate --json` lists them.
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request

from ..errors import Problem
from ..io.json_input import decode_json_bytes
from ..limits import MAX_INPUT_BYTES, size_text
from ..messages import LANGS
from ..messages import text as msg

BAD_REQUEST, TOO_LARGE, UNPROCESSABLE = 400, 413, 422


class Refusal(Exception):
    """A request the referee will not answer: the HTTP status and every problem found."""

    def __init__(self, status: int, problems: list[Problem]):
        super().__init__(status)
        self.status, self.problems = status, problems


async def json_body(request: Request, source: str) -> Any:
    """The request's body as decoded JSON, or Refusal (413 over the limit, 400 not JSON)."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_INPUT_BYTES:
        raise _too_large(int(declared))
    raw = bytearray()
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > MAX_INPUT_BYTES:
            raise _too_large(len(raw))
    if not raw:
        raise Refusal(BAD_REQUEST, [Problem.about("NOT_JSON", "(body)", "", msg("web.not-json"))])
    data, problems = decode_json_bytes(bytes(raw), source)
    if problems:
        raise Refusal(BAD_REQUEST, problems)
    return data


def _too_large(size: int) -> Refusal:
    return Refusal(TOO_LARGE, [Problem.about("TOO_LARGE", "(body)", size,
                                             msg("web.too-large", limit=size_text(MAX_INPUT_BYTES)))])


def chosen_lang(request: Request) -> str:
    """?lang=en|fr first, then the Accept-Language header's first language the referee speaks, else
    English. A ?lang the referee does not speak is refused (422), as --lang refuses it."""
    asked = request.query_params.get("lang")
    if asked is not None:
        if asked not in LANGS:
            raise Refusal(UNPROCESSABLE, [Problem.about("BAD_PARAMETER", "lang", asked,
                                                        msg("web.bad-parameter", expected=" | ".join(LANGS)))])
        return asked
    for lang, _ in sorted(_accepted(request.headers.get("accept-language", "")), key=lambda pair: -pair[1]):
        if lang in LANGS:
            return lang
    return "en"


def _accepted(header: str) -> list[tuple[str, float]]:
    """'fr-CA,fr;q=0.9,en;q=0.8' -> [('fr', 1.0), ('fr', 0.9), ('en', 0.8)] (primary tags, in order)."""
    found = []
    for part in header.split(",")[:20]:
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        if tag:
            found.append((tag.split("-")[0].lower(), quality))
    return found


def flag(request: Request, name: str) -> bool:
    """A yes/no query parameter (?lenient=1, true, yes); anything else but 0/false/no is refused."""
    value = request.query_params.get(name, "0").lower()
    if value in ("1", "true", "yes"):
        return True
    if value in ("0", "false", "no", ""):
        return False
    raise Refusal(UNPROCESSABLE, [Problem.about("BAD_PARAMETER", name, value,
                                                msg("web.bad-parameter", expected="1 | 0"))])
