"""Open rulings, the same for every game on the shelf: what the rulebook leaves to a referee.

A register (spec/<game>/rulings.toml) lists each ruling with its default and alternatives;
a user picks another alternative in a file's "rulings" or with --ruling ID=CHOICE. This module
holds the one Ruling type and the one reading of an ID=CHOICE text, so that King's Road,
King's Struggle and King's Favor refuse a bad choice in the same words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from .errors import RefereeError, did_you_mean, quote


@dataclass(frozen=True)
class Ruling:
    id: str
    number: int
    section: str
    question: str
    default: str
    alternatives: Mapping[str, str]
    sections: tuple[str, ...] = ()     # every rulebook section the question involves


def parse_ruling_texts(texts: Iterable[str], register: Iterable[Ruling]) -> dict[str, str]:
    """{id: choice} from "ID=CHOICE" texts (the --ruling option), checked against the register.

    Raises RefereeError naming the option, the text and what is allowed.
    """
    known = {r.id: r for r in register}
    example = next(iter(known.values()), None)
    chosen: dict[str, str] = {}
    for text in texts:
        rid, sep, choice = (part.strip() for part in text.partition("="))
        if not sep or not rid or not choice:
            such_as = f" such as {example.id}={example.default}" if example else ""
            raise RefereeError(f"--ruling {quote(text)}: expected ID=CHOICE{such_as}")
        if rid not in known:
            raise RefereeError(f"--ruling {quote(text)}: unknown ruling {quote(rid)}{did_you_mean(rid, list(known))}; "
                               f"rulings are {', '.join(known)}")
        if choice not in known[rid].alternatives:
            raise RefereeError(f"--ruling {quote(text)}: {rid} is one of {', '.join(known[rid].alternatives)}, "
                               f"not {quote(choice)}{did_you_mean(choice, list(known[rid].alternatives))}")
        chosen[rid] = choice
    return chosen
