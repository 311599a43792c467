"""Decode a JSON input within the referee's limits, before any reader looks at it.

Refused, each with a Problem naming the source and what was wrong:
- more than MAX_INPUT_BYTES, text that is not UTF-8, an empty file;
- malformed JSON, NaN / Infinity (not JSON), a number of more than MAX_DIGITS digits;
- an object with the same key twice (JSON would silently keep the last one);
- arrays or objects nested more than MAX_NESTING deep;
- a string holding a control character (other than tab, newline, carriage return) or a lone
  surrogate ("\\ud800"): nothing the referee accepts can break a terminal, a file or a picture.
The walk that checks the last two is iterative and visits every value once: linear in the input.
"""

from __future__ import annotations

import json
from typing import Any, TypeGuard

from ..errors import Problem, WrittenNumber, field_key, show_value
from ..limits import MAX_DIGITS, MAX_INPUT_BYTES, MAX_NESTING, size_text
from ..messages import Text
from ..messages import text as msg
from ..os_reasons import os_reason
from ..parse_reasons import json_reason, utf8_reason

ALLOWED_CONTROLS = "\t\n\r"


class _LongNumber:
    """Stands in for a number with too many digits until the walk reports it with its field."""

    def __init__(self, digits: int):
        self.digits = digits


class _ObjectWithDuplicate(dict):
    """An object that had a key twice; the walk reports it with its field."""

    duplicate: str = ""


class _Refused(ValueError):
    """Raised inside the decoder's hooks; becomes a Problem."""

    def __init__(self, code: str, value, problem: Text):
        super().__init__(problem)
        self.code, self.value, self.problem = code, value, problem


def is_int(value) -> TypeGuard[int]:
    """A JSON whole number: an int that is not a bool (JSON true is not 1, 1.5 and "2" are not counts)."""
    return isinstance(value, int) and not isinstance(value, bool)


def count_problem(field: str, value, *, minimum: int = 0, maximum: int | None = None,
                  why: Text | None = None) -> Problem | None:
    """Why `value` is not a whole number in [minimum, maximum] (NOT_AN_INTEGER, NEGATIVE_COUNT,
    TOO_LARGE), or None when it is one. Every reader (King's Road's and the other games') refuses
    a count in these words. why: what sets the maximum, quoted in the message."""
    if not is_int(value):
        return Problem.about("NOT_AN_INTEGER", field, value, msg("problem.not-an-integer"))
    if value < minimum:
        return Problem.about("NEGATIVE_COUNT", field, value, msg("problem.negative-count", min=minimum))
    if maximum is not None and value > maximum:
        return Problem.about("TOO_LARGE", field, value, msg("problem.too-large.why", max=maximum, why=why) if why
                             else msg("problem.too-large", max=maximum))
    return None


def read_input(path, source: str) -> tuple[bytes | None, list[Problem]]:
    """(bytes, []) of a regular file, reading no more than the input limit allows (+1, so an
    overlong file shows), or (None, [the Problem]) naming the source. The reading is the one
    door's (referee.files.read_regular): a FIFO, a device or a socket is refused before a byte is
    read, as are a folder, a missing file and one that cannot be opened."""
    from ..files import NotARegularFile, read_regular

    try:
        return read_regular(path, MAX_INPUT_BYTES), []
    except FileNotFoundError:
        return None, [source_problem("NO_SUCH_FILE", source, source, msg("problem.no-such-file"))]
    except IsADirectoryError:
        return None, [source_problem("NOT_A_FILE", source, source, msg("problem.is-a-directory"))]
    except NotARegularFile as exc:
        return None, [source_problem("NOT_A_FILE", source, source, msg("problem.not-a-regular-file",
                                                                  kind=msg(f"file-kind.{exc.kind}")))]
    except (OSError, ValueError) as exc:      # ValueError: a NUL byte in the path
        return None, [source_problem("UNREADABLE_FILE", source, source, msg("problem.unreadable", why=os_reason(exc)))]


def read_json_file(path, source: str) -> tuple[Any, list[Problem]]:
    """A JSON file read and decoded within the limits: (data, []) or (None, [the Problem])."""
    raw, problems = read_input(path, source)
    if problems or raw is None:
        return None, problems
    return decode_json_bytes(raw, source)


def decode_json_bytes(raw: bytes, source: str) -> tuple[Any, list[Problem]]:
    """Bytes read from a file or a request, decoded as JSON within the limits: (data, []) or
    (None, [the Problem])."""
    text, problems = decode_bytes(raw, source)
    if problems or text is None:
        return None, problems
    return parse_json_text(text, source)


def decode_bytes(raw: bytes, source: str) -> tuple[str | None, list[Problem]]:
    """UTF-8 bytes (a byte-order mark allowed) -> text, or a Problem naming the source."""
    if len(raw) > MAX_INPUT_BYTES:
        return None, [source_problem("TOO_LARGE", source, f"more than {size_text(MAX_INPUT_BYTES)}",
                               msg("problem.input-too-large", limit=size_text(MAX_INPUT_BYTES)))]
    try:
        return raw.decode("utf-8-sig"), []
    except UnicodeDecodeError as exc:
        return None, [source_problem("NOT_UTF8", source, f"byte {exc.start}",
                               msg("problem.not-utf8", reason=utf8_reason(exc.reason), at=exc.start))]


def parse_json_text(text: str, source: str) -> tuple[Any, list[Problem]]:
    """Decode JSON text within the limits; (data, []) or (None, [the Problem])."""
    if len(text) > MAX_INPUT_BYTES:
        return None, [source_problem("TOO_LARGE", source, f"{len(text)} characters",
                               msg("problem.input-too-large", limit=size_text(MAX_INPUT_BYTES)))]
    if not text.strip():
        return None, [source_problem("EMPTY_INPUT", source, "", msg("problem.empty-input"))]
    try:
        data = json.loads(text, object_pairs_hook=_object_without_duplicates, parse_int=_whole_number,
                          parse_float=_decimal_number, parse_constant=_no_constant)
    except _Refused as exc:
        return None, [source_problem(exc.code, source, exc.value, exc.problem)]
    except json.JSONDecodeError as exc:
        return None, [source_problem("MALFORMED_JSON", source, exc.msg,
                               msg("problem.malformed-json", msg=json_reason(exc.msg), line=exc.lineno,
                                   column=exc.colno))]
    except RecursionError:
        return None, [_nesting_problem(source, "")]
    problem = _walk_problem(data, source)
    return (None, [problem]) if problem else (data, [])


def source_problem(code: str, source: str, value, problem: Text) -> Problem:
    """A problem with a whole input (a file, stdin): `source: problem`, its field the source's name."""
    return Problem.of(code, source, value, msg("problem.in-source", source=source, problem=problem))


def _object_without_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    data: dict = {}
    for key, value in pairs:
        if key in data:
            marked = _ObjectWithDuplicate(pairs)
            marked.duplicate = key
            return marked
        data[key] = value
    return data


def _whole_number(text: str):
    digits = len(text.lstrip("-"))
    return _LongNumber(digits) if digits > MAX_DIGITS else int(text)


def _decimal_number(text: str):
    return _LongNumber(len(text)) if len(text) > MAX_DIGITS else WrittenNumber(text)


def _no_constant(name: str):
    raise _Refused("NOT_A_NUMBER", name, msg("problem.not-a-number", name=name))


def _nesting_problem(source: str, field: Text | str) -> Problem:
    where = msg("problem.too-deep.at", field=field) if field else ""
    return source_problem("TOO_DEEP", source, f"deeper than {MAX_NESTING}",
                    msg("problem.too-deep", max=MAX_NESTING, where=where))


# what the decoder gives for a number within the digits, true, false and null: nothing about them to check
_NOTHING_TO_CHECK = frozenset({int, bool, type(None), WrittenNumber})


def _walk_problem(data, source: str) -> Problem | None:
    """The first value that is nested too deep, too long a number, an object with a key twice or
    a string with a forbidden character; None when there is none."""
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack:
        value, field, depth = stack.pop()
        problem = _value_problem(value, field, depth, source)
        if problem is not None:
            return problem
        if isinstance(value, (dict, list)):
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, item in items:
                bad = _forbidden_character(key) if isinstance(key, str) else None
                if bad is not None and isinstance(key, str):
                    return _character_problem(source, msg("field.key-of", field=field) if field
                                              else msg("field.a-key"), key, bad)
                if type(item) in _NOTHING_TO_CHECK:     # a million numbers: no field path built for each
                    continue
                child = f"{field}.{field_key(key)}" if isinstance(key, str) else f"{field}[{key}]"
                stack.append((item, child.lstrip("."), depth + 1))
    return None


def _value_problem(value, field: str, depth: int, source: str) -> Problem | None:
    where = _shown_field(field)
    if isinstance(value, str):
        bad = _forbidden_character(value)
        return _character_problem(source, where, value, bad) if bad is not None else None
    if isinstance(value, _LongNumber):
        return Problem.of("NUMBER_TOO_LONG", field, f"{value.digits} digits",
                          msg("problem.number-too-long", source=source, where=where, digits=value.digits,
                               max=MAX_DIGITS))
    if isinstance(value, _ObjectWithDuplicate):
        return Problem.of("DUPLICATE_KEY", field, value.duplicate,
                          msg("problem.duplicate-key", source=source, where=where, key=show_value(value.duplicate)))
    if isinstance(value, (dict, list)) and depth >= MAX_NESTING:
        return _nesting_problem(source, where)
    return None


def _shown_field(field: str) -> Text | str:
    """A field path for a message: '(top level)' (a Text) for the root, cut to 100 characters."""
    if not field:
        return msg("field.top-level")
    return field if len(field) <= 100 else field[:97] + "..."


def _forbidden_character(text: str) -> str | None:
    if text.isprintable():
        return None
    for ch in text:
        code = ord(ch)
        if (code < 0x20 and ch not in ALLOWED_CONTROLS) or 0x7F <= code < 0xA0 or 0xD800 <= code < 0xE000:
            return ch
    return None


def _character_problem(source: str, field, value: str, ch: str) -> Problem:
    kind = msg("char.surrogate") if 0xD800 <= ord(ch) < 0xE000 else msg("char.control")
    return Problem.of("BAD_CHARACTER", str(field), value,
                      msg("problem.bad-character", source=source, field=field, value=show_value(value), kind=kind,
                           code=f"{ord(ch):04X}"))
