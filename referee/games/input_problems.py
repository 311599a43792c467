"""Problems found in a user's input file of the other games: each a `referee.errors.Problem` (the
one problem type of every game on the shelf) with a short code, the field, the value found there
and a sentence naming them in either language (`field = value: ...`, or `field: missing...`)."""

from __future__ import annotations

from typing import Any, Collection, Mapping

from referee.errors import Problem, RefereeError, did_you_mean_text
from referee.io.json_input import parse_json_text
from referee.limits import MAX_PROBLEMS
from referee.messages import Text, text

MAX_HINT_CHOICES = 1000   # names a did-you-mean compares a value with (a printed board has about 60 spaces)


def bad(code: str, field: str, value: Any, message: Text) -> Problem:
    """A problem with the value found at `field`: its message reads `field = value: message`."""
    return Problem.about(code, field, value, message)


def same_players(names: Collection[Any], field: str = "players") -> list[Problem]:
    """A DUPLICATE_PLAYER problem for every name that is the same player as an earlier one: names
    compared ignoring case and look-alike characters, as King's Road compares them
    (referee.io.names.name_key: "Ann", "ANN" and the full-width "Ａｎｎ" are one player)."""
    from referee.errors import field_key
    from referee.io.names import name_key

    seen: dict[str, str] = {}
    problems = []
    for name in names:
        if not isinstance(name, str):
            continue
        key = name_key(name)
        if key in seen:
            problems.append(bad("DUPLICATE_PLAYER", f"{field}.{field_key(name)}", name,
                                text("problem.same-player", other=seen[key])))
        else:
            seen[key] = name
    return problems


def missing(field: str, what: Text | None = None, *, why: Text | None = None) -> Problem:
    """A field that is absent (MISSING_FIELD): the message reads `field: missing: what` (or
    `...: needed because why`), the value is null."""
    if why:
        return Problem.of("MISSING_FIELD", field, None, text("game.missing.needed", field=field, why=why))
    if what:
        return Problem.of("MISSING_FIELD", field, None, text("game.missing", field=field, what=what))
    return Problem.of("MISSING_FIELD", field, None, text("game.missing.plain", field=field))


def unknown_value(code: str, field: str, value: Any, known: Collection[str], message: Text, *,
                  hint: bool = True) -> Problem:
    """A value that must be one of `known` (a kind, a space id...): the message ends with a
    did-you-mean for the nearest one, when one is near. No hint when hint is False or when there
    are more than MAX_HINT_CHOICES to compare (a hostile file's cost stays linear)."""
    near = did_you_mean_text(value, list(known)) if hint and len(known) <= MAX_HINT_CHOICES else ""
    return bad(code, field, value, text("game.with-hint", message=message, hint=near))


class InputError(RefereeError):
    """An input file of another game that cannot be used; carries every problem found (each a
    referee.errors.Problem), not only the first (at most MAX_PROBLEMS, then TOO_MANY_PROBLEMS).
    Its text is one `source: message` line each."""

    def __init__(self, source: str, problems: list[Problem]):
        self.source = source
        self.problems = list(problems[:MAX_PROBLEMS])
        if len(problems) > MAX_PROBLEMS:      # as King's Road's readers do (ProblemCollector)
            self.problems.append(Problem.of("TOO_MANY_PROBLEMS", "(input)", MAX_PROBLEMS,
                                            text("problem.too-many-problems", max=MAX_PROBLEMS)))
        super().__init__(describe_problems(source, self.problems))


def describe_problems(source: str, problems: list[Problem]) -> str:
    """One line per problem, `source: message` (a JSON-decoding problem's message names the source already)."""
    return "\n".join(p.message if p.message.startswith(f"{source}: ") else f"{source}: {p.message}"
                     for p in problems)


def parse_json(text: str, source: str) -> Any:
    """The decoded JSON document, within the referee's input limits (size, nesting, digits, no key
    twice, no control characters: referee.io.json_input), or InputError with its Problem (the
    same code and message as for a King's Road position)."""
    data, problems = parse_json_text(text, source)
    if problems:
        raise InputError(source, problems)
    return data


def top_level_fields(data: Any, source: str, known: tuple[str, ...], expected: str) -> list[Problem]:
    """The problems of a file's top-level fields (unexpected_fields); InputError (NOT_AN_OBJECT)
    when the file holds no JSON object. expected: what the object holds, for the message."""
    if not isinstance(data, dict):        # the value as the file holds it, never a Python type name
        raise InputError(source, [bad("NOT_AN_OBJECT", "(file)", data, text("game.not-object", expected=expected))])
    return unexpected_fields(data, known, "")


def unexpected_fields(data: dict, known: tuple[str, ...], prefix: str) -> list[Problem]:
    """Fields the format does not have (a typo, most often): UNKNOWN_FIELD in the King's Road
    reader's words, suggesting the nearest known field or else listing them; names starting with
    "_" are comments."""
    return [Problem.about("UNKNOWN_FIELD", prefix + key, value, text(
                "problem.unknown-field",
                hint=did_you_mean_text(key, known) or text("hint.known-fields", fields=", ".join(known))))
            for key, value in data.items() if key not in known and not key.startswith("_")]


def merged_rulings(data: dict, overrides: Mapping[str, str] | None) -> Any:
    """A file's "rulings" with the command line's (--ruling) laid over them; a value that is not
    an object is passed on unchanged, to be refused with its field."""
    given = data.get("rulings")
    if given is None or isinstance(given, dict):
        return {**(given or {}), **(overrides or {})}
    return given
