"""The JSON documents the referee answers with, built in one place for the command line
(`referee score --json`, `validate --json`, `replay --json`) and the HTTP API of `referee serve`,
so that both say the same thing about the same input.

Each `*_answer` function takes a decoded JSON document (already within the input limits: see
referee.io.json_input) and returns an Answer: the document the command prints and the exit code
it ends with (0 answered, 2 refused: the referee's problems, each naming its field and value).
Nothing here reads or writes a file of its own; a caller which must read no file at all (the HTTP
API) sets referee.rules.loader.VARIANT_FILES_READABLE, and a variant named by path is refused unread.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .errors import Problem

ANSWERED, REFUSED = 0, 2


@dataclass(frozen=True)
class Answer:
    exit_code: int          # ANSWERED or REFUSED, as the command exits
    data: dict[str, Any]    # what the command prints with --json


def json_text(data: Any, lang: str = "en") -> str:
    """JSON for people, files and the HTTP API; a lone surrogate is written as its \\u escape, so it
    always encodes. A referee.messages.Sentence in it (a counterexample's comment) is written in `lang`."""
    from .messages import in_language

    written = json.dumps(in_language(data, lang), indent=2, ensure_ascii=False) + "\n"
    return written if written.isascii() else written.encode("utf-8", "backslashreplace").decode("utf-8")


def read_for_scoring(data: Any, *, variants: Sequence[str] = (), banners: Mapping | None = None,
                     rulings: Mapping[str, str] | None = None, scoring: bool = True):
    """(position, rules, problems) of a decoded position document, with `scoring` the scoring's own
    checks included (a game already over; a drawing leaves them out). `rulings` are laid over the
    document's "rulings" field."""
    from .engine.adjudicate import scoring_problems
    from .io.position_reader import read_position

    if rulings and isinstance(data, dict) and isinstance(data.get("rulings", {}), dict):
        data = {**data, "rulings": {**data.get("rulings", {}), **rulings}}
    position, rules, problems = read_position(data, extra_variants=tuple(variants), extra_banners=dict(banners or {}))
    if scoring and position is not None and rules is not None:
        problems = problems + scoring_problems(position, rules)
    return position, rules, problems


def problems_data(problems: Sequence[Any], source: str, lang: str) -> dict[str, Any]:
    """A refusal, as `referee validate --json` lists problems (Problems, or an illegal play)."""
    return {"valid": False, "source": source, "problems": [p.to_dict(lang) for p in problems]}


def score_data(outcome, rules, warnings: Sequence[Problem], lang: str) -> dict[str, Any]:
    """A scoring: the outcome, each step's sentence in `lang`, and the warnings of the input."""
    from .present.account import scored_json

    data = scored_json(outcome, rules, lang)
    data["warnings"] = [p.to_dict(lang) for p in warnings]
    return data


def validate_data(problems: Sequence[Problem], source: str, lang: str) -> dict[str, Any]:
    errors = [p for p in problems if p.severity == "error"]
    return {"valid": not errors, "source": source, "problems": [p.to_dict(lang) for p in problems]}


def score_answer(data: Any, source: str, lang: str = "en") -> Answer:
    """What `referee score FILE --json` prints for this document, and its exit code."""
    from .engine.adjudicate import score_position
    from .errors import PositionError

    position, rules, problems = read_for_scoring(data)
    if position is None or any(p.severity == "error" for p in problems):
        return Answer(REFUSED, problems_data(problems, source, lang))
    try:
        outcome = score_position(position, rules)
    except PositionError as exc:
        return Answer(REFUSED, problems_data(exc.problems, source, lang))
    return Answer(ANSWERED, score_data(outcome, rules, problems, lang))


def validate_answer(data: Any, source: str, lang: str = "en") -> Answer:
    """What `referee validate FILE --json` prints for this document, and its exit code."""
    _, _, problems = read_for_scoring(data)
    answer = validate_data(problems, source, lang)
    return Answer(ANSWERED if answer["valid"] else REFUSED, answer)


def replay_answer(data: Any, source: str, lang: str = "en", *, lenient: bool = False) -> Answer:
    """What `referee replay FILE --json [--lenient]` prints for this record, and its exit code."""
    from .engine.replay import replay
    from .engine.round_play import IllegalPlayError
    from .io.game_record import read_record
    from .present.sheet import with_event_text

    record, problems = read_record(data, lenient=lenient)
    if record is None:
        return Answer(REFUSED, problems_data(problems, source, lang))
    try:
        result = replay(record, lenient=lenient)
    except IllegalPlayError as exc:
        return Answer(REFUSED, problems_data([exc.play], source, lang))
    failed = bool(result.problems or any(p.severity == "error" for p in problems))
    return Answer(REFUSED if failed else ANSWERED, with_event_text(result.to_dict(lang), lang))


def rulings_answer(game: str, rulings: Sequence[Any]) -> dict[str, Any]:
    """What `referee rulings --game GAME --json` prints: every open ruling of a game's register."""
    return {"game": game, "rulings": [
        {"id": r.id, "number": r.number, "section": r.section, "sections": ruling_sections(r),
         "question": r.question, "default": r.default, "alternatives": dict(r.alternatives)}
        for r in rulings]}


def ruling_sections(ruling) -> list[str]:
    """Every rulebook section a ruling involves (a register without `sections` gives its one section)."""
    return list(getattr(ruling, "sections", ()) or (ruling.section,))
