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
from typing import Any

from ..errors import Problem, field_key, show_value
from ..limits import MAX_DIGITS, MAX_INPUT_BYTES, MAX_NESTING, size_text

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

    def __init__(self, code: str, value, problem: str):
        super().__init__(problem)
        self.code, self.value, self.problem = code, value, problem


def read_limited(path) -> bytes:
    """A file's bytes, reading no more than the input limit allows (+1, so an overlong file shows):
    a device such as /dev/zero ends. Raises OSError as open() does."""
    with open(path, "rb") as fh:
        return fh.read(MAX_INPUT_BYTES + 1)


def read_json_file(path, source: str) -> tuple[Any, list[Problem]]:
    """A JSON file read and decoded within the limits: (data, []) or (None, [the Problem])."""
    try:
        raw = read_limited(path)
    except OSError as exc:
        return None, [_problem("UNREADABLE_FILE", source, source, f"cannot read: {exc.strerror or exc}")]
    text, problems = decode_bytes(raw, source)
    return (None, problems) if problems else parse_json_text(text, source)


def decode_bytes(raw: bytes, source: str) -> tuple[str | None, list[Problem]]:
    """UTF-8 bytes (a byte-order mark allowed) -> text, or a Problem naming the source."""
    if len(raw) > MAX_INPUT_BYTES:
        return None, [_problem("TOO_LARGE", source, f"more than {size_text(MAX_INPUT_BYTES)}",
                               f"the input is larger than the limit of {size_text(MAX_INPUT_BYTES)}")]
    try:
        return raw.decode("utf-8-sig"), []
    except UnicodeDecodeError as exc:
        return None, [_problem("NOT_UTF8", source, f"byte {exc.start}",
                               f"not UTF-8 text ({exc.reason} at byte {exc.start})")]


def parse_json_text(text: str, source: str) -> tuple[Any, list[Problem]]:
    """Decode JSON text within the limits; (data, []) or (None, [the Problem])."""
    if len(text) > MAX_INPUT_BYTES:
        return None, [_problem("TOO_LARGE", source, f"{len(text)} characters",
                               f"the input is larger than the limit of {size_text(MAX_INPUT_BYTES)}")]
    if not text.strip():
        return None, [Problem("EMPTY_INPUT", source, "", f"{source}: the file is empty; expected a JSON object")]
    try:
        data = json.loads(text, object_pairs_hook=_object_without_duplicates, parse_int=_whole_number,
                          parse_float=_decimal_number, parse_constant=_no_constant)
    except _Refused as exc:
        return None, [_problem(exc.code, source, exc.value, exc.problem)]
    except json.JSONDecodeError as exc:
        return None, [Problem("MALFORMED_JSON", source, exc.msg,
                              f"{source}: not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}")]
    except RecursionError:
        return None, [_nesting_problem(source, "")]
    problem = _walk_problem(data, source)
    return (None, [problem]) if problem else (data, [])


def _problem(code: str, source: str, value, problem: str) -> Problem:
    return Problem(code, source, value, f"{source}: {problem}")


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
    return _LongNumber(len(text)) if len(text) > MAX_DIGITS else float(text)


def _no_constant(name: str):
    raise _Refused("NOT_A_NUMBER", name, f"{name} is not a JSON number")


def _nesting_problem(source: str, field: str) -> Problem:
    where = f" at {field}" if field else ""
    return _problem("TOO_DEEP", source, f"deeper than {MAX_NESTING}",
                    f"arrays or objects nested more than {MAX_NESTING} deep{where}")


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
                if isinstance(key, str) and _forbidden_character(key) is not None:
                    return _character_problem(source, f"{field} key" if field else "a key", key,
                                              _forbidden_character(key))
                child = f"{field}.{field_key(key)}" if isinstance(key, str) else f"{field}[{key}]"
                stack.append((item, child.lstrip("."), depth + 1))
    return None


def _value_problem(value, field: str, depth: int, source: str) -> Problem | None:
    where = _shown_field(field)
    if isinstance(value, str):
        bad = _forbidden_character(value)
        return _character_problem(source, where, value, bad) if bad is not None else None
    if isinstance(value, _LongNumber):
        return Problem("NUMBER_TOO_LONG", field, f"{value.digits} digits",
                       f"{source}: {where} = (a number of {value.digits} digits): "
                       f"numbers have at most {MAX_DIGITS} digits here")
    if isinstance(value, _ObjectWithDuplicate):
        return Problem("DUPLICATE_KEY", field, value.duplicate,
                       f"{source}: {where}: the key {show_value(value.duplicate)} appears twice "
                       "(JSON would silently keep only the last value)")
    if isinstance(value, (dict, list)) and depth >= MAX_NESTING:
        return _nesting_problem(source, where)
    return None


def _shown_field(field: str) -> str:
    """A field path for a message: '(top level)' for the root, cut to 100 characters."""
    if not field:
        return "(top level)"
    return field if len(field) <= 100 else field[:97] + "..."


def _forbidden_character(text: str) -> str | None:
    if text.isprintable():
        return None
    for ch in text:
        code = ord(ch)
        if (code < 0x20 and ch not in ALLOWED_CONTROLS) or 0x7F <= code < 0xA0 or 0xD800 <= code < 0xE000:
            return ch
    return None


def _character_problem(source: str, field: str, value: str, ch: str) -> Problem:
    kind = "a lone surrogate" if 0xD800 <= ord(ch) < 0xE000 else "a control character"
    return Problem("BAD_CHARACTER", field, value,
                   f"{source}: {field} = {show_value(value)}: holds {kind} (U+{ord(ch):04X}), "
                   "which no text may hold")
