"""The rulebook's own facts, written down here once and never read from a ruleset.

`referee check` holds every ruleset to these: a variant that changes one of them must say so
(`changes_invariants`), so a mistyped banner, a reversed route or a missing road cannot pass
as "the standard rules". Source: the publisher's text (shared/seeds/002_*), sections named
beside each fact; shared/RULES-NOTES.md lists the same facts.
"""

from __future__ import annotations

# "Scoring": the King's route, clockwise and cyclic (also the Dragon order and the final order)
ROUTE = (1, 6, 4, 7, 3, 5, 2, 8)
# "Scoring", "Nobles": the one road off the route, Temple Ruins — Zin Kai's Deep; the King never takes it
SIDE_ROADS = (frozenset((3, 1)),)
ROADS = frozenset({frozenset(p) for p in zip(ROUTE, ROUTE[1:] + ROUTE[:1])} | set(SIDE_ROADS))
KING_START = 1                      # "Preparation": Zin Kai's Deep
MIN_PLAYERS, MAX_PLAYERS = 2, 5     # the box
MARKERS = 20                        # "Preparation": markers per player ...
SCORE_TRACK_MARKERS = 1             # ... one of them on the score track
HAND = {"region": 8, "knight": 1, "dragon": 1, "witch": 1}   # "Preparation": 11 cards, one Region card per region
ONCE_PER_GAME = ("dragon", "witch") # "Revealing cards — Dragon", "— Witch"
CARDS_PER_ROUND = 3                 # "Choosing cards"
KNIGHT_EXTRA_MARKERS = 1            # "Revealing cards — Knight"
BANNER_LENGTHS = (3, 4)             # "Scoring": some regions pay three places, the others four
DARK_TOWER = 5
DARK_TOWER_BANNER = (5, 4, 2, 1)    # "Scoring": the worked example
THRESHOLD = 40                      # "Game end and winning"
NOBLES_PER_REGION = 1               # "Nobles": a new Noble replaces the old one
NOBLE_INFLUENCE = 1                 # "Nobles": a Noble counts as one marker
MIN_INFLUENCE = 1                   # "Scoring": a player with nothing in a region takes no place there

NAMES = {1: "Zin Kai's Deep", 2: "Dragon's Lair", 3: "Temple Ruins", 4: "Savage Hills", 5: "Dark Tower",
         6: "Wizard's Tower", 7: "King's Altar", 8: "King's Castle"}


def next_on_route(region: int) -> int:
    return ROUTE[(ROUTE.index(region) + 1) % len(ROUTE)]


def route_from(region: int, count: int) -> list[int]:
    out = [region]
    while len(out) < count:
        out.append(next_on_route(out[-1]))
    return out
