"""What a request carries, read within the referee's limits: its JSON body and its language; and
the two JSON answers every route gives (json_answer, and refused_answer for a Refusal's problems).

A body is read as a file is (referee.io.json_input): at most MAX_INPUT_BYTES (413 beyond, read
no further), UTF-8, JSON within MAX_NESTING and MAX_DIGITS. Anything else is a Refusal carrying
the referee's problems, which the app answers as `validate --json` lists them.
"""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from .. import answers
from ..errors import Problem
from ..io.json_input import decode_json_bytes
from ..limits import MAX_INPUT_BYTES, size_text
from ..messages import LANGS
from ..messages import text as msg

BAD_REQUEST, TOO_LARGE, UNSUPPORTED_TYPE, UNPROCESSABLE = 400, 413, 415, 422
JSON_TYPES = ("application/json",)          # and any application/...+json (RFC 6839)
CONTENT_CODES = ("BAD_CHARACTER",)          # the decoder's refusals of what a well-formed JSON document holds
FLAG_WORDS = {"1": True, "true": True, "yes": True, "0": False, "false": False, "no": False, "": False}


def json_answer(data: Any, lang: str, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    """`data` as the commands print it with --json (its sentences in `lang`)."""
    return Response(answers.json_text(data, lang), status_code=status, media_type="application/json",
                    headers=headers)


def refused_answer(problems: list[Problem], lang: str, status: int) -> Response:
    """A refusal: every problem, as `referee validate --json` lists them."""
    return json_answer(answers.problems_data(problems, "request", lang), lang, status)


class Refusal(Exception):
    """A request the referee will not answer: the HTTP status and every problem found."""

    def __init__(self, status: int, problems: list[Problem]):
        super().__init__(status)
        self.status, self.problems = status, problems


async def json_body(request: Request, source: str) -> Any:
    """The request's body as decoded JSON, or Refusal (415 not declared as JSON, 413 over the limit,
    400 not JSON within the limits). Only a JSON body is read: a form another site posts (without
    asking the browser first) is refused before it is read."""
    _check_content_type(request.headers.get("content-type"))
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_INPUT_BYTES:
        raise _too_large(int(declared))
    raw = bytearray()
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > MAX_INPUT_BYTES:
            raise _too_large(len(raw))
    data, problems = decode_json_bytes(bytes(raw), source)
    if problems:          # JSON that is well formed but holds a character no input may: the content is refused
        raise Refusal(UNPROCESSABLE if problems[0].code in CONTENT_CODES else BAD_REQUEST, problems)
    return data


def _check_content_type(header: str | None) -> None:
    media = (header or "").split(";")[0].strip().lower()
    if media in JSON_TYPES or (media.startswith("application/") and media.endswith("+json")):
        return
    raise Refusal(UNSUPPORTED_TYPE, [Problem.about("NOT_JSON_TYPE", "content-type", header or "",
                                                   msg("web.content-type"))])


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
    """A yes/no query parameter (?lenient=1, true, yes; 0, false, no), as the API description lists
    them; anything else is refused."""
    value = request.query_params.get(name, "0")
    if value in FLAG_WORDS:
        return FLAG_WORDS[value]
    raise Refusal(UNPROCESSABLE, [Problem.about("BAD_PARAMETER", name, value,
                                                msg("web.bad-parameter", expected="1 | 0"))])
