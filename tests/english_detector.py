"""Finds English in a French output: the test suites' one detector.

A French output must hold no literal piece of three words or more of an English template
(referee/messages/en.py) or of the English declarations the French catalogue translates
(invariant statements, reasons without a proof, spec key descriptions), and none of a few
English words French never uses, outside quotes and identifiers.
"""

from __future__ import annotations

import re
import string

from helpers import french_catalogue
from referee.messages import en

# a word on its own: not part of an identifier (ties.at-most-players-minus-one-paid, --games); not
# "players", the name of a field every input file has
ENGLISH_WORDS = re.compile(r"(?<![\w.-])(the|is|are|was|which|with|expected|cannot|must|should|got|passed|failed|"
                           r"games|rounds|finished|winner|points this)(?![\w.-])")


def _literal_pieces(template: str) -> list[str]:
    """The text between a template's {fields}, cut at punctuation into word runs."""
    pieces = []
    for literal, *_ in string.Formatter().parse(template):
        pieces += re.split(r"[;:,.()\"'«»?!\n]| - ", literal)
    return [p.strip() for p in pieces]


def _english_pieces() -> set[str]:
    from referee.properties.runner import all_checks
    from referee.rules import schema

    english = list(en.MESSAGES.values())
    english += [c.statement for c in all_checks()]
    english += [k.doc for t in schema.GAME_TABLES for k in t.keys]
    french = " ".join(m.string for m in french_catalogue() if m.id and m.context is not None and (
        m.context in en.MESSAGES or m.context.startswith(("invariant:", "key-doc:"))))
    pieces = set()
    for sentence in english:
        for piece in _literal_pieces(sentence) if "{" in sentence else re.split(r"[;:,.()\"]", sentence):
            piece = piece.strip()
            if len(piece.split()) >= 3 and sum(ch.isalpha() for ch in piece) >= 12 and piece not in french:
                pieces.add(piece)
    return pieces


PIECES = _english_pieces()


QUOTED = re.compile(r'"[^"\n]*"|«[^»\n]*»|\[[^\]\n]*\]')


def english_in(output: str) -> list[str]:
    """The English found in a French output: template pieces, then stray English words outside
    quotes (a value as the user wrote it, "..."; a cited section or card name, « ... » or [...]:
    King's Struggle's and King's Favor's texts exist in English only, so are their sections)."""
    found = [p for p in PIECES if p in output]
    found += [m.group(0) for m in ENGLISH_WORDS.finditer(QUOTED.sub(" ", output))]
    return found


