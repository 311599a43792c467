"""The rulebook section each illegal play must cite, by its code: the rule it breaks, for a player to
check the refusal against (docs/organisers.md, "Game records": every illegal play found and named).

Stated from the rulebook's sections, not read from the spec under test: a spec whose section names
drift, or an engine citing a neighbour's section, is caught. A code not listed here cites nothing a
check can hold, and is told as such, so that a new code is given its section.
"""

from __future__ import annotations

WITCH, KNIGHT, DRAGON = "Revealing cards — Witch", "Revealing cards — Knight", "Revealing cards — Dragon"
CHOOSING, GAME_END = "Choosing cards", "Game end and winning"

SECTION_OF = {
    # what a re-selection may hold, and who makes one, are the Witch's rules (and their rulings)
    "RESELECTION_DRAGON": WITCH, "RESELECTION_SAME_CARD": WITCH, "RESELECTION_WITHOUT_WITCH": WITCH,
    "MISSING_RESELECTION": WITCH, "SENT_BACK_UNRECORDED": WITCH, "WITCH_NOT_FIRST": WITCH,
    # the Knight is played last, after a Region card, and places markers the supply must hold
    "KNIGHT_NOT_LAST": KNIGHT, "KNIGHT_AFTER_NON_REGION": KNIGHT, "NO_MARKER_LEFT": KNIGHT,
    # a special card is played once a game: its own section says so
    "WITCH_ALREADY_USED": WITCH, "KNIGHT_ALREADY_USED": KNIGHT, "DRAGON_ALREADY_USED": DRAGON,
    # who plays, how many cards, each card once: each player chooses his cards
    "UNKNOWN_PLAYER": CHOOSING, "MISSING_PLAYER": CHOOSING, "TOO_MANY_CARDS": CHOOSING,
    "TOO_FEW_CARDS": CHOOSING, "CARD_PLAYED_TWICE": CHOOSING,
    # the game ends at the threshold's round, and its result is that round's
    "ROUND_AFTER_GAME_END": GAME_END, "RESULT_MISMATCH": GAME_END,
    # a card of a kind no hand holds: the hand is dealt at the preparation
    "CARD_NOT_HELD": "Preparation",
    # a card that is no card at all: what each card is, the section that tells the cards apart
    "UNKNOWN_CARD": "Revealing cards",
}


def miscited(code: str, section: str) -> str:
    """"" where an illegal play of `code` cites `section` as the rulebook does; else what is wrong."""
    if code not in SECTION_OF:
        return f", {code} given no section to cite"
    return "" if section == SECTION_OF[code] else f", cited to {section!r}, not {SECTION_OF[code]!r}"
