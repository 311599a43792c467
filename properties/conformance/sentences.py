"""The clauses of a refusal's sentence, as the position, play and record rows read them: a sentence
(messages.Text) may hold others among its values; a row asks whether one of them is a given
template carrying given values, never the rendered words (which change with the language)."""

from __future__ import annotations

from typing import Any

from ...messages import Text


def says(sentence: Text, key: str, values: dict[str, Any]) -> bool:
    """The sentence, or a clause inside it, is `key` carrying `values`."""
    return any(c.key == key and all(c.values().get(k) == v for k, v in values.items()) for c in clauses(sentence))


def clauses(sentence: Text) -> list[Text]:
    """The sentence and every clause inside it (a Text's values may be Texts): the one walk of a
    sentence the position and play rows read."""
    inner = [v for v in sentence.values().values() if isinstance(v, Text)]
    return [sentence] + [c for t in inner for c in clauses(t)]


def clause_value(sentence: Text, key: str, name: str) -> Any:
    """The value `name` of the first clause of the sentence that is `key`; None where none is."""
    return next((c.values().get(name) for c in clauses(sentence) if c.key == key), None)


def suggested(sentence: Text) -> list[str] | None:
    """The names the sentence's "did you mean" suggests, in its order; None where it suggests none."""
    names = clause_value(sentence, "hint.did-you-mean", "names")
    return None if names is None else list(names)
