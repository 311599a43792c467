"""Open rulings, the same for every game on the shelf: what the rulebook leaves to a referee.

A register (spec/<game>/rulings.toml) lists each ruling with its default and alternatives;
a user picks another alternative in a file's "rulings" or with --ruling ID=CHOICE. This module
holds the one Ruling type and the one reading of an ID=CHOICE text, so that King's Road,
King's Struggle and King's Favor refuse a bad choice in the same words.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from .errors import OptionError, did_you_mean_text, quote
from .messages import text as message


@dataclass(frozen=True)
class Ruling:
    id: str
    number: int
    section: str
    question: str
    default: str
    alternatives: Mapping[str, str]
    sections: tuple[str, ...] = ()     # every rulebook section the question involves

    def __reduce__(self):
        """Pickled with its alternatives as a plain dict (a read-only mapping view cannot be
        pickled), so Rules travel to `referee compare`'s and `check`'s worker processes."""
        return (_ruling, (self.id, self.number, self.section, self.question, self.default,
                          dict(self.alternatives), self.sections))


def _ruling(rid, number, section, question, default, alternatives, sections) -> Ruling:
    from types import MappingProxyType

    return Ruling(rid, number, section, question, default, MappingProxyType(alternatives), sections)


def parse_ruling_texts(texts: Iterable[str], register: Iterable[Ruling]) -> dict[str, str]:
    """{id: choice} from "ID=CHOICE" texts (the --ruling option), checked against the register.

    Raises OptionError (a RefereeError) naming the option, the text and what is allowed, in either language.
    """
    known = {r.id: r for r in register}
    example = next(iter(known.values()), None)
    chosen: dict[str, str] = {}
    for given in texts:
        rid, sep, choice = (part.strip() for part in given.partition("="))
        if not sep or not rid or not choice:
            raise OptionError(message("option.ruling.syntax", given=quote(given),
                                      example=f"{example.id}={example.default}" if example else "ID=CHOICE"))
        if rid not in known:
            raise OptionError(message("option.ruling.unknown", given=quote(given), rid=quote(rid),
                                      hint=did_you_mean_text(rid, list(known)), known=", ".join(known)))
        if choice not in known[rid].alternatives:
            alternatives = list(known[rid].alternatives)
            raise OptionError(message("option.ruling.choice", given=quote(given), rid=rid,
                                      choices=", ".join(alternatives), choice=quote(choice),
                                      hint=did_you_mean_text(choice, alternatives)))
        chosen[rid] = choice
    return chosen
