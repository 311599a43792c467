"""The referee's exceptions: a small hierarchy under ValueError.

Every message quotes the offending input (file, field, value) so a user can find it.
"""

from __future__ import annotations

import difflib
import json
import math
from dataclasses import dataclass, replace
from typing import Any, Iterable, Mapping

from .limits import MAX_TEXT_IN_MESSAGE, MAX_VALUE_IN_ANSWER
from .messages import Text, problem_text, text


class WrittenNumber(float):
    """A JSON number with a fraction or an exponent, kept as the input wrote it: a message quotes
    `1e309` or `4.50`, never the float it reads as (inf, 4.5)."""

    text: str

    def __new__(cls, text):
        number = super().__new__(cls, text)
        number.text = str(text)
        return number


class WrittenList(list):
    """A list read from a command-line text (--banners "Dark Tower=5,4,2,1"): a message quotes the
    text as written, not the list it reads as."""

    def __init__(self, values, text: str):
        super().__init__(values)
        self.text = text


def _jsonable(value):
    """value as valid JSON: a number JSON cannot hold (1e309 reads as infinity) as the text written,
    inside lists and objects too; anything else JSON cannot encode as its repr."""
    if isinstance(value, float) and not math.isfinite(value):
        return getattr(value, "text", str(value))
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return repr(value)


class _Enough(Exception):
    """The text is already longer than a message shows."""


def _as_written(value, limit: int) -> str:
    """JSON text of a value, each number as the input wrote it (a WrittenNumber's text); it stops
    soon after `limit` characters, so a list of a million items costs no more than a short one."""
    parts: list[str] = []
    size = 0

    def emit(text: str) -> None:
        nonlocal size
        parts.append(text)
        size += len(text)
        if size > limit:
            raise _Enough

    def walk(item) -> None:
        if isinstance(item, WrittenNumber):
            emit(item.text)
        elif isinstance(item, (list, dict)):
            pairs = item.items() if isinstance(item, dict) else ((None, v) for v in item)
            emit("{" if isinstance(item, dict) else "[")
            for k, (key, v) in enumerate(pairs):
                emit(", " if k else "")
                if key is not None:
                    emit(json.dumps(key, ensure_ascii=False) + ": ")
                walk(v)
            emit("}" if isinstance(item, dict) else "]")
        else:
            emit(json.dumps(item, ensure_ascii=False))

    try:
        walk(value)
    except _Enough:
        pass
    return "".join(parts)


TOML_KIND_KEYS = {bool: "toml.boolean", int: "toml.integer", float: "toml.number", str: "toml.string",
                  list: "toml.array", tuple: "toml.array", dict: "toml.table"}


def kind_text(types) -> Text:
    """What a spec key must hold, in the file format's words (TOML: an integer, a string, an array,
    a table), never a Python type name, in either language; several kinds joined with "or"."""
    types = types if isinstance(types, tuple) else (types,)
    keys = list(dict.fromkeys(TOML_KIND_KEYS.get(t, "toml.value") for t in types))
    words = text(keys[0])
    for key in keys[1:]:
        words = text("toml.either", first=words, second=text(key))
    return words


def escape_unprintable(text: str) -> str:
    """text with every non-printable character (control, zero-width, lone surrogate...) as \\uXXXX.

    Whatever the input holds, the result prints on any terminal and encodes as UTF-8, and no
    newline inside a value can forge a line of output.
    """
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else _escape_char(ch) for ch in text)


def _escape_char(ch: str) -> str:
    code = ord(ch)
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def show_value(value) -> str:
    """A value as a message quotes it: JSON where possible, cut to 60 characters, always printable."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** MAX_TEXT_IN_MESSAGE:
        return f"(a number of {len(str(abs(value))) if abs(value) < 10 ** 4000 else 'over 4000'} digits)"
    try:
        if isinstance(value, WrittenList):
            text = value.text
        else:
            text = _as_written(value, MAX_TEXT_IN_MESSAGE)
    except (TypeError, ValueError):                   # not a JSON value (a Python caller's object)
        text = repr(value)
    except RecursionError:                            # a structure too deep to print
        text = f"({type(value).__name__} too deeply nested to show)"
    text = escape_unprintable(text)
    return text if len(text) <= MAX_TEXT_IN_MESSAGE else text[:MAX_TEXT_IN_MESSAGE - 3] + "..."


def quote(text: str) -> str:
    """A command-line value as a message quotes it: repr (non-printables escaped), cut to 60 characters."""
    shown = repr(text)
    return shown if len(shown) <= 60 else shown[:56] + "...'"


def field_key(name) -> str:
    """A JSON key as it appears in a dotted field path: quoted when it is empty or holds a space, dot, quote or
    bracket (a bracket unquoted would read as an index: `scores."Ann[2]"`, not `scores.Ann[2]`).

    A key that is long or holds a non-printable character is shown escaped and cut, so a field
    path is always one printable line of reasonable length.
    """
    name = str(name)   # JSON keys are strings; a Python caller may pass ints
    if not name.isprintable() or len(name) > MAX_TEXT_IN_MESSAGE:
        return show_value(name)
    # quoted as JSON writes a string, so a quote or backslash inside is escaped and the path reads back
    # and an empty key too: bare, `board.` would name no key at all
    return json.dumps(name, ensure_ascii=False) if not name or any(ch in name for ch in " .'\"\\[]") else name


def key_of_quoted(path: str) -> str | None:
    """The key a field path begins with where field_key quoted it ('"Dark Tower"[2]' -> 'Dark Tower',
    '"house \\"rule\\""' -> 'house "rule"'); None where the path does not begin with a quoted key."""
    try:
        key = json.JSONDecoder().raw_decode(path)[0]
    except ValueError:
        return None
    return key if isinstance(key, str) else None


def close_matches(word, choices: Iterable[str], *, n: int = 1, cutoff: float = 0.6) -> list[str]:
    """The choices nearest to word (difflib), best first; [] for a word that is not text."""
    if not isinstance(word, str):
        return []
    # a long word matches none of the short names the referee knows; don't compare it
    return difflib.get_close_matches(word[:MAX_TEXT_IN_MESSAGE], list(choices), n=n, cutoff=cutoff)


def suggestion_text(names: list[str]) -> Text | str:
    """' (did you mean 'X'?)' as a Text (either language), or '' when there is no name."""
    return text("hint.did-you-mean", names=list(names)) if names else ""


def did_you_mean_text(word, choices, *, n: int = 1, cutoff: float = 0.6) -> Text | str:
    """' (did you mean 'X'?)' for the nearest choice(s) as a Text, for a problem rendered in either
    language ('' when none is near).

    choices: names, or a mapping from the form compared (e.g. a slug) to the name shown."""
    shown = choices if isinstance(choices, Mapping) else {c: c for c in choices}
    names: list[str] = []
    for match in close_matches(word, shown, n=n, cutoff=cutoff):
        if shown[match] not in names:
            names.append(shown[match])
    return suggestion_text(names)


@dataclass(frozen=True)
class Problem:
    """One named problem with an input, python-chess status style."""

    code: str          # a named flag, e.g. UNKNOWN_REGION
    field: str         # where, e.g. board."Dark Tower".influence.Jen
    value: Any         # the offending value as given
    sentence: Text     # the whole sentence, naming field and value, in either language
    severity: str = "error"   # "error" or "warning"

    def __post_init__(self) -> None:
        if not isinstance(self.sentence, Text):       # every sentence is a catalogue's, in both languages
            raise TypeError(f"a Problem's sentence is a Text, not {type(self.sentence).__name__}")

    @property
    def message(self) -> str:
        """The sentence in English (problem_text(problem, lang) or .sentence.render(lang): any language)."""
        return str(self.sentence)

    @property
    def key(self) -> str:
        """The sentence's template (referee.messages)."""
        return self.sentence.key

    @property
    def params(self) -> tuple:
        """The template's (name, value) pairs."""
        return self.sentence.params

    @classmethod
    def about(cls, code: str, field: str, value, problem: Text, severity: str = "error") -> "Problem":
        """A Problem whose sentence reads `field = value: problem`."""
        return cls(code, field, value, text("problem.about", field=field, value=show_value(value), problem=problem),
                   severity)

    @classmethod
    def of(cls, code: str, field: str, value, sentence: Text, severity: str = "error") -> "Problem":
        """A Problem whose whole sentence is `sentence`."""
        return cls(code, field, value, sentence, severity)

    def under(self, prefix: str) -> "Problem":
        """The same problem with its field (and the field its sentence names) read under `prefix`."""
        params = tuple((k, prefix + v if k == "field" else v) for k, v in self.params)
        return replace(self, field=prefix + self.field, sentence=replace(self.sentence, params=params))

    def to_dict(self, lang: str = "en") -> dict:
        """The JSON form; `message` in `lang` (codes, fields and values are never translated). A value
        longer than MAX_VALUE_IN_ANSWER characters as JSON is given cut, as text, with "value_cut"."""
        value, cut = answered_value(self.value)
        answer: dict[str, Any] = {"code": self.code, "field": self.field, "value": value,
                                  "message": problem_text(self, lang), "severity": self.severity}
        if cut:
            answer["value_cut"] = True
        return answer


def answered_value(value) -> tuple[Any, bool]:
    """(value as JSON, False), or (its JSON text cut to MAX_VALUE_IN_ANSWER characters, True) when
    longer: a refused list of a million names costs no more to answer than a short one."""
    try:
        written = _as_written(value, MAX_VALUE_IN_ANSWER)
    except (TypeError, ValueError):            # not JSON (a set, an object): its repr, cut likewise
        written = repr(value)
    if len(written) <= MAX_VALUE_IN_ANSWER:
        return _jsonable(value), False
    return written[:MAX_VALUE_IN_ANSWER - 3] + "...", True


class RefereeError(ValueError):
    """Base class of everything the referee refuses."""


class SpecError(RefereeError):
    """A spec file (the rules as data) is malformed. Names the file and the key (WHOLE_FILE: the
    file itself, which cannot be read as a spec)."""

    WHOLE_FILE = "-"

    def __init__(self, file: str, key: str, problem: "Text"):
        self.file = file
        self.key = key
        self.problem = problem          # a Text: either language, str() is English
        super().__init__(f"{file}: {problem}" if key == self.WHOLE_FILE else f"{file}: key '{key}': {problem}")

    @property
    def text(self) -> "Text":
        """The whole refusal as a Text: `file: key 'k': problem` (`file: problem` for the whole file),
        in either language; a file name or key holding a control character is shown escaped, so it
        cannot forge a line of output."""
        if self.key == self.WHOLE_FILE:
            return text("spec.problem.file", file=escape_unprintable(self.file), problem=self.problem)
        return text("spec.problem", file=escape_unprintable(self.file), key=escape_unprintable(str(self.key)),
                    problem=self.problem)


class UnknownVariantError(SpecError):
    """A variant id that names no variant of the game: said without the variants folder's path
    (`unknown variant (did you mean ...)`); `key` is the id given."""

    code = "UNKNOWN_VARIANT"

    @property
    def text(self) -> "Text":
        return self.problem


class VariantFileRefused(UnknownVariantError):
    """A variant named by path where no file of the user's may be read (the HTTP API)."""

    code = "VARIANT_FILE_REFUSED"


class TextError(RefereeError):
    """A refusal whose sentence is a referee.messages.Text: `text` renders it in either
    language, str() is the English one."""

    def __init__(self, sentence: Text):
        self.text = sentence
        super().__init__(str(sentence))


class OptionError(TextError):
    """A command-line option value that cannot be used (--ruling, --banners)."""


class PositionError(RefereeError):
    """A position cannot be scored. Carries every problem found, not only the first."""

    def __init__(self, problems: Iterable[Any]):
        self.problems = list(problems)
        super().__init__("; ".join(p.message for p in self.problems) or "invalid position")


class UnknownRegionError(TextError):
    """A region key matches no region; the sentence suggests the nearest names (`hint_text`)."""

    def __init__(self, key, suggestions: list[str]):
        self.key = key
        self.suggestions = suggestions
        self.hint_text = suggestion_text(suggestions)
        super().__init__(text("error.unknown-region", value=show_value(key), hint=self.hint_text))


def error_text(exc: BaseException) -> "Text | str":
    """What a refusal says, as a Text when it has one (rendered in the reader's language: a
    TextError's or a SpecError's `text`), else its English sentence."""
    value = getattr(exc, "text", None)
    return value if isinstance(value, Text) else str(exc)
