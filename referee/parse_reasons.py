"""Why a file did not decode, in the user's language: the JSON, UTF-8 and TOML decoders say it in English.

Python's decoders give a fixed set of sentences ("Expecting ',' delimiter", "invalid start byte",
"Unclosed array (at line 3, column 7)"); each known one becomes a Text of its own, its quoted part
(a character, a key) kept as given, and a TOML position is told in the answer's words too. A
sentence not listed (another Python's decoder) is kept as the decoder said it, so nothing is lost.
`matched` and `known` are the project's one lookup of a library's fixed sentences: SQLite's
(live/store.py) and click's usage errors (cli/usage.py) go through them too.
"""

from __future__ import annotations

import re

from .messages import Text, text

# (the decoder's sentence as a pattern, its message key); `what`: a part kept as given
JSON_SENTENCES = (
    (r"Expecting value", "parse-reason.json.value"),
    (r"Expecting property name enclosed in double quotes", "parse-reason.json.property-name"),
    (r"Expecting ':' delimiter", "parse-reason.json.colon"),
    (r"Expecting ',' delimiter", "parse-reason.json.comma"),
    (r"Extra data", "parse-reason.json.extra-data"),
    (r"Unterminated string starting at", "parse-reason.json.unterminated-string"),
    (r"Invalid control character (?P<what>.+) at", "parse-reason.json.control-character"),
    (r"Invalid control character at", "parse-reason.json.control-character-here"),
    (r"Invalid \\escape: (?P<what>.+)", "parse-reason.json.escape"),
    (r"Invalid \\escape", "parse-reason.json.escape-here"),
    (r"Invalid \\uXXXX escape", "parse-reason.json.unicode-escape"),
    (r"Illegal trailing comma before end of (object|array)", "parse-reason.json.trailing-comma"),
)
UTF8_SENTENCES = (
    (r"invalid start byte", "parse-reason.utf8.start-byte"),
    (r"invalid continuation byte", "parse-reason.utf8.continuation-byte"),
    (r"unexpected end of data", "parse-reason.utf8.end-of-data"),
)
TOML_SENTENCES = (
    (r"Invalid value", "parse-reason.toml.value"),
    (r"Invalid statement", "parse-reason.toml.statement"),
    (r"Expected '=' after a key in a key/value pair", "parse-reason.toml.equals"),
    (r"Expected '\]' at the end of a table declaration", "parse-reason.toml.table-end"),
    (r"Expected '\]\]' at the end of an array declaration", "parse-reason.toml.array-table-end"),
    (r"Expected newline or end of document after a statement", "parse-reason.toml.newline"),
    (r"Expected (?P<what>.+)", "parse-reason.toml.expected"),
    (r"Unclosed array", "parse-reason.toml.unclosed-array"),
    (r"Unclosed inline table", "parse-reason.toml.unclosed-table"),
    (r"Unterminated string", "parse-reason.toml.unterminated-string"),
    (r"Unescaped '\\' in a string", "parse-reason.toml.backslash"),
    (r"Illegal character (?P<what>.+)", "parse-reason.toml.illegal-character"),
    (r"Found invalid character (?P<what>.+)", "parse-reason.toml.illegal-character"),
    (r"Invalid initial character for a key part", "parse-reason.toml.key-start"),
    (r"Invalid date or datetime", "parse-reason.toml.date"),
    (r"Invalid hex value", "parse-reason.toml.hex"),
    (r"Escaped character is not a Unicode scalar value", "parse-reason.toml.escape"),
    (r"Cannot declare (?P<what>.+) twice", "parse-reason.toml.declared-twice"),
    (r"Duplicate inline table key (?P<what>.+)", "parse-reason.toml.declared-twice"),
    (r"Cannot overwrite a value", "parse-reason.toml.overwrite"),
    (r"Cannot (mutate immutable|redefine) namespace (?P<what>.+)", "parse-reason.toml.namespace"),
)
TOML_AT = re.compile(r"(?P<said>.*) \(at line (?P<line>\d+), column (?P<column>\d+)\)", re.S)
TOML_AT_END = " (at end of document)"


def matched(sentence: str, sentences: tuple[tuple[str, str], ...]) -> Text | None:
    """The message of the first pattern of `sentences` the whole sentence matches, each named part
    (`what`, an option, ...) kept as given; None where none matches."""
    for pattern, key in sentences:
        found = re.fullmatch(pattern, sentence, re.S)
        if found:
            return text(key, **{name: part for name, part in found.groupdict().items() if part is not None})
    return None


def known(sentence: str, sentences: tuple[tuple[str, str], ...]) -> Text:
    """matched(), else the sentence as it was said (a library's words no table lists: nothing lost)."""
    return matched(sentence, sentences) or text("parse-reason.as-said", said=sentence)


def json_reason(sentence: str) -> Text:
    """A json.JSONDecodeError's msg, in the answer's words."""
    return known(sentence, JSON_SENTENCES)


def utf8_reason(reason: str) -> Text:
    """A UnicodeDecodeError's reason (UTF-8), in the answer's words."""
    return known(reason, UTF8_SENTENCES)


def toml_reason(sentence: str) -> Text:
    """A tomllib.TOMLDecodeError's text: what is wrong, and where (a line and column, or the end)."""
    at = TOML_AT.fullmatch(sentence)
    if at:
        return text("parse-reason.toml.at", reason=known(at["said"], TOML_SENTENCES), line=int(at["line"]),
                    column=int(at["column"]))
    if sentence.endswith(TOML_AT_END):
        return text("parse-reason.toml.at-end", reason=known(sentence.removesuffix(TOML_AT_END), TOML_SENTENCES))
    return known(sentence, TOML_SENTENCES)
