"""Answers under `--lang fr`: the English answer, its sentences told in French.

The statement (docs/players.md, "What `--lang fr` translates": sentences and section names, never
values, codes or names): the French JSON has the English JSON's shape, keys and values, in
the same order; it differs only at the keys that hold sentences (SENTENCE_KEYS, and a result's
`why`), and there:

- a section's name (`section`) is the French name of the section the English one names (a few read
  the same in both languages: "Nobles", "Dragons");
- every other sentence that says something in English is another sentence in French: each sentence
  of the catalogue has its own French (the catalogue test holds it), so one left in English is a
  sentence rendered in the wrong language.

`referee check` holds to it the answer of every eighth legal drawn round as `score --json` gives it
(drawn.put_to_both) and every replayed record's sheet as `replay --json` gives it (record_rows).
"""

from __future__ import annotations

from typing import Any

SENTENCE_KEYS = frozenset({"text", "section", "message", "end_reason"})
RESULT_SENTENCE = "why"        # a sentence beside `game_over` (the result's why); a card event's `why` is a code


def language_problems(english: Any, french: Any, path: str = "") -> list[str]:
    """What differs between an answer's English JSON and its French JSON other than its sentences,
    and each sentence left in English (module docstring); [] when the French is the English told in
    French. path: where the two stand in the whole answer (for the sentences)."""
    if isinstance(english, dict) and isinstance(french, dict):
        if list(english) != list(french):
            return [f"{path or 'the answer'}: keys {list(french)} under --lang fr, {list(english)} in English"]
        found: list[str] = []
        for key, value in english.items():
            where = f"{path}.{key}" if path else key
            sentence = key in SENTENCE_KEYS or (key == RESULT_SENTENCE and "game_over" in english)
            if sentence and isinstance(value, str):
                found += _sentence_problems(value, french[key], key, where)
            else:
                found += language_problems(value, french[key], where)
        return found
    if isinstance(english, list) and isinstance(french, list) and len(english) == len(french):
        return [problem for k, (mine, theirs) in enumerate(zip(english, french))
                for problem in language_problems(mine, theirs, f"{path}[{k}]")]
    if english != french or type(english) is not type(french):
        return [f"{path or 'the answer'}: {french!r} under --lang fr, {english!r} in English"]
    return []


def _sentence_problems(english: str, french: Any, key: str, where: str) -> list[str]:
    from ...messages import section_name

    if not isinstance(french, str) or bool(french) != bool(english):
        return [f"{where}: {french!r} under --lang fr, {english!r} in English"]
    if key == "section":
        wanted = section_name(english, "fr")
        return [] if french == wanted else [f"{where}: section {french!r} under --lang fr, the French {wanted!r}"]
    if english and french == english:
        return [f"{where}: {english!r} left in English under --lang fr"]
    return []
