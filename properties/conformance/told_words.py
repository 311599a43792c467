"""The words each refusal of a position is told in: fixed by what went wrong and where.

A player reads `field = value: sentence`; the sentence must say what is wrong with that field
(docs/players.md, "one line per problem naming the field and value"). Which sentence (its template,
referee/messages/en.py) goes with a problem's code at a kind of field is stated here once, by
reading each template's words against the field: "expected true or false" fits `game_over`, not
`board`; "a region's entry must be a table" fits `board.<region>`, not `board.<region>.influence`.
A reader that tells a problem in a neighbour's words (a copied line) breaks it.

A field's kind is its path with the names in it made placeholders: `board.<k>.influence.<k>`,
`players[i]`. A problem at a kind of field WORDS does not know is not judged here (a variant may
bring a refusal the standard rules never make); at a kind it knows, a code it does not give there
has no words of its own (a refusal named by another's code). tests/verification/test_told_words.py
holds that every refusal the position rows make under the standard rules and Permanent Nobles is
judged. A game record's own refusals are RECORD_WORDS' (the record rows hold every problem they are
told to it), its start's a position's.
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import Problem
from ...messages import Text
from .quoted_values import steps

_BAD_TYPE = {
    "board": "problem.board-type", "board.<k>": "problem.region-type",
    "board.<k>.influence": "problem.influence-type", "board.<k>.nobles": "problem.expected-players",
    "board.<k>.nobles[i]": "problem.expected-player", "game_over": "problem.expected-bool",
    "players": "problem.expected-players", "players[i]": "name.empty",     # no text, or spaces alone: no name
    "rulings": "problem.rulings-type", "scores": "problem.counts-type", "supply": "problem.counts-type",
    "used": "problem.used-type", "used.<k>": "problem.used-list-type", "variants": "problem.variants-type",
    "banners": "problem.banners-type", "comment": "problem.comment-type", "$schema": "problem.string-type",
}
# (code, kind) -> the templates that say it; a kind of "*" is any field
WORDS: dict[tuple[str, str], frozenset[str]] = {
    **{("BAD_TYPE", kind): frozenset({key}) for kind, key in _BAD_TYPE.items()},
    ("UNKNOWN_PLAYER", "*"): frozenset({"problem.unknown-player"}),
    ("UNKNOWN_REGION", "*"): frozenset({"problem.unknown-region"}),
    ("UNKNOWN_RULING", "*"): frozenset({"problem.unknown-ruling"}),
    ("BAD_RULING", "*"): frozenset({"problem.bad-ruling"}),
    ("UNKNOWN_FIELD", "<top>"): frozenset({"problem.unknown-field"}),
    ("UNKNOWN_FIELD", "board.<k>.<k>"): frozenset({"problem.unknown-region-field"}),
    ("MISSING_FIELD", "king"): frozenset({"problem.king-required"}),
    ("MISSING_FIELD", "players"): frozenset({"problem.players-required"}),
    ("GAME_ALREADY_OVER", "game_over"): frozenset({"problem.game-over"}),
    ("GAME_ALREADY_OVER", "scores.<k>"): frozenset({"problem.score-past-end"}),
    ("TOO_MANY_ENTRIES", "*"): frozenset({"problem.too-many-entries"}),
    ("TOO_MANY_PROBLEMS", "*"): frozenset({"problem.too-many-problems"}),
    ("NOT_AN_INTEGER", "*"): frozenset({"problem.not-an-integer"}),
    ("NEGATIVE_COUNT", "*"): frozenset({"problem.negative-count"}),
    ("TOO_LARGE", "*"): frozenset({"problem.too-large.why", "problem.too-large"}),
    ("TOO_MANY_MARKERS", "players.<k>"): frozenset({"problem.too-many-markers"}),
    ("MARKERS_MISSING", "supply.<k>"): frozenset({"problem.markers-missing"}),
    ("TOO_MANY_DRAGONS", "dragons"): frozenset({"problem.too-many-dragons"}),
    ("TOO_MANY_NOBLES", "board.<k>.nobles"): frozenset({"problem.too-many-nobles"}),
    ("DUPLICATE_NOBLE", "board.<k>.nobles"): frozenset({"problem.duplicate-noble"}),
    ("TOO_FEW_PLAYERS", "players"): frozenset({"problem.too-few-players"}),
    ("TOO_MANY_PLAYERS", "players"): frozenset({"problem.too-many-players"}),
    ("TOO_MANY_VARIANTS", "variants"): frozenset({"problem.too-many-variants"}),
    ("TOO_MANY_VARIANTS", "variant"): frozenset({"problem.too-many-variants"}),      # `--variant` past the bound
    ("TOO_MANY_VARIANTS", "variants + --variant"): frozenset({"problem.too-many-variants"}),
    ("DUPLICATE_VARIANT", "variants"): frozenset({"problem.listed-twice"}),
    ("UNKNOWN_VARIANT", "variants"): frozenset({"problem.unknown-variant", "problem.unknown-variant.none"}),
    ("UNKNOWN_VARIANT", "variant"): frozenset({"problem.unknown-variant", "problem.unknown-variant.none"}),
    ("DUPLICATE_REGION", "board.<k>"): frozenset({"problem.duplicate-region"}),
    ("DUPLICATE_REGION", "banners.<k>"): frozenset({"problem.duplicate-region"}),
    ("BAD_NAME", "players[i]"): frozenset({"name.empty", "name.too-long", "name.unprintable", "name.spaces"}),
    ("NOT_AN_OBJECT", "position"): frozenset({"problem.position-not-object"}),
    ("DUPLICATE_PLAYER", "players[i]"): frozenset({"problem.already-listed", "problem.prints-like"}),
    ("BAD_USED_CARD", "used.<k>[i]"): frozenset({"problem.bad-used-card"}),
    ("DUPLICATE_USED_CARD", "used.<k>[i]"): frozenset({"problem.duplicate-used-card", "problem.duplicate-used-cards"}),
    ("VARIANT_FILE_REFUSED", "variants"): frozenset({"web.variant-file"}),
    ("BAD_SPEC", "variant"): frozenset({"spec.problem", "spec.problem.file"}),      # `--variant FILE`
    ("BAD_SPEC", "variants"): frozenset({"spec.problem", "spec.problem.file"}),     # a file the position names
    ("BANNER_UNLIKE_RULEBOOK", "banners.<k>"): frozenset({"problem.banner-unlike-printed", "problem.banner-first-value",
                                                         "problem.banner-value-count"}),
    ("BAD_BANNER", "banners.<k>"): frozenset({"banner.increase", "banner.length", "banner.values"}),
}


# a game record's own refusals (referee/io/game_record.py); its start's are a position's (WORDS)
RECORD_WORDS: dict[tuple[str, str], frozenset[str]] = {
    ("NOT_AN_OBJECT", "record"): frozenset({"problem.record-not-object"}),
    ("BAD_TYPE", "comment"): frozenset({"problem.comment-type"}),
    ("BAD_TYPE", "start"): frozenset({"problem.start-type"}),
    ("BAD_TYPE", "rounds"): frozenset({"problem.rounds-type"}),
    ("BAD_TYPE", "rounds[i]"): frozenset({"problem.round-type"}),
    ("BAD_TYPE", "rounds[i].comment"): frozenset({"problem.comment-type"}),
    ("BAD_TYPE", "rounds[i].witch"): frozenset({"problem.witch-type"}),
    ("BAD_TYPE", "rounds[i].<k>"): frozenset({"problem.cards-type"}),
    ("BAD_TYPE", "rounds[i].witch.<k>"): frozenset({"problem.cards-type"}),
    ("BAD_TYPE", "result"): frozenset({"problem.result-type"}),
    ("BAD_TYPE", "result.scores"): frozenset({"problem.points-type"}),
    ("BAD_TYPE", "result.winners"): frozenset({"problem.expected-players"}),
    ("MISSING_FIELD", "rounds"): frozenset({"problem.rounds-required"}),
    ("TOO_MANY_ROUNDS", "rounds"): frozenset({"problem.too-many-rounds"}),
    ("RESERVED_NAME", "players[i]"): frozenset({"problem.reserved-name"}),
    ("UNKNOWN_PLAYER", "rounds[i].<k>"): frozenset({"problem.round-unknown-player"}),
    ("UNKNOWN_PLAYER", "*"): frozenset({"problem.unknown-player"}),
    ("UNKNOWN_FIELD", "result.<k>"): frozenset({"problem.result-field"}),
    ("UNKNOWN_FIELD", "start.<k>"): frozenset({"problem.start-field"}),
    ("UNKNOWN_FIELD", "<top>"): frozenset({"problem.unknown-field"}),
    ("PLAYERS_DIFFER", "start.<k>"): frozenset({"problem.players-differ"}),
    ("TOO_MANY_ENTRIES", "*"): frozenset({"problem.too-many-entries"}),
    ("TOO_MANY_PROBLEMS", "*"): frozenset({"problem.too-many-problems"}),
    ("NOT_AN_INTEGER", "*"): frozenset({"problem.not-an-integer"}),
    ("NEGATIVE_COUNT", "*"): frozenset({"problem.negative-count"}),
    ("TOO_LARGE", "*"): frozenset({"problem.too-large.why", "problem.too-large"}),
}


# a field's own name where it follows a kind of field (the rest are names: players, regions, rulings)
FIELD_NAMES = {"board.<k>": ("influence", "nobles"), "result": ("scores", "winners"), "rounds[i]": ("witch", "comment")}


def kind(field: str) -> str:
    """`board."Dark Tower".influence.Jen` -> `board.<k>.influence.<k>`; a command line's `--banners`
    reads as the position's `banners`; a field of one word no position has -> itself (`<top>` in WORDS)."""
    made = ""
    for i, step in enumerate(steps(field.removeprefix("--"))):
        if isinstance(step, int):
            made += "[i]"
        elif i == 0 or step in FIELD_NAMES.get(made, ()):
            made += ("." if made else "") + step
        else:
            made += ".<k>"
    return made


def sentence_key(problem: Problem) -> str:
    """The template of what the problem says after `field = value:` (its whole sentence where it has no such head)."""
    said: Text = problem.sentence
    inner = said.values().get("problem") if said.key == "problem.about" else None
    return inner.key if isinstance(inner, Text) else said.key


def told_in_its_words(problem: Problem, words: dict[tuple[str, str], frozenset[str]] | None = None) -> bool:
    """The problem's sentence is one `words` (WORDS) gives its code at its kind of field. Not judged
    where the kind is one `words` does not know; at a kind it knows, a code it does not give there
    is told in no words of its own (a refusal named by another's code)."""
    words = WORDS if words is None else words
    at = kind(problem.field)
    top = "." not in at and "[" not in at
    allowed = (words.get((problem.code, at)) or words.get((problem.code, "*"))
               or (words.get((problem.code, "<top>")) if top else None))
    if allowed is None:
        return not any(k == at for _, k in words)
    return sentence_key(problem) in allowed


def record_told_in_its_words(problem: Problem) -> bool:
    """A game record's problem: RECORD_WORDS's; its start's own as a position's (read under `start.`)."""
    if problem.field.startswith("start.") and (problem.code, kind(problem.field)) not in RECORD_WORDS:
        return told_in_its_words(replace(problem, field=problem.field.removeprefix("start.")))
    return told_in_its_words(problem, RECORD_WORDS)
