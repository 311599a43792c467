"""The batch simulator's sizes and card codes, in one place: every kernel array is sized from these.

The kernels never allocate (jit.kernel): a game's state is carved out of one work buffer and a
chooser's out of one scratch buffer, at the offsets below, each computed from the sizes above
it. support.py refuses rules that do not fit (more regions, seats or cards than these).
"""

from __future__ import annotations

from .. import limits
from ..rules import schema

MAX_PLAYERS = limits.MAX_PLAYERS  # every player count the spec allows (the box has five colours)
MAX_REGIONS = 8                  # Region card codes 0 .. MAX_REGIONS - 1, by route index
KNIGHT, DRAGON, WITCH = MAX_REGIONS, MAX_REGIONS + 1, MAX_REGIONS + 2     # after the Region cards
N_CARDS = WITCH + 1
SPECIAL = (KNIGHT, DRAGON, WITCH)   # spent[p, c - KNIGHT]: how many of seat p's cards of kind c left the game
N_SPECIAL = len(SPECIAL)


def _high(key: str) -> int:
    """A [components] count's highest value (the spec's bound)."""
    high = schema.COMPONENTS.key(key).high
    assert isinstance(high, int), key
    return high


MAX_REGION_COPIES = _high("region_cards_per_region")
MAX_KNIGHTS, MAX_DRAGONS = _high("knights_per_player"), _high("dragons_per_player")
MAX_WITCHES = _high("witches_per_player")
MAX_HAND = MAX_REGIONS * MAX_REGION_COPIES + MAX_KNIGHTS + MAX_DRAGONS + MAX_WITCHES     # the spec's largest hand
BANNER_PLACES = 4                # values a banner may hold ("Scoring": 1st to 4th place)


MAX_CARDS_PER_ROUND = MAX_HAND         # [round] cards_per_round: at most the cards in a hand (the spec's bound)


def _carve(*sizes: tuple[str, int]) -> dict[str, tuple[int, int]]:
    """(name, size) pieces laid end to end: {name: (start, end)}."""
    offsets, at = {}, 0
    for name, size in sizes:
        offsets[name] = (at, at + size)
        at += size
    return offsets


# a chooser's scratch (chooser.py): the hand, the greedy search's card indexes, the trial
# selection and its markers per region
CHOOSER = _carve(("hand", MAX_HAND), ("index", MAX_CARDS_PER_ROUND), ("trial", MAX_CARDS_PER_ROUND),
                 ("add", MAX_REGIONS))
HAND, HAND_END = CHOOSER["hand"]
INDEX = CHOOSER["index"][0]
TRIAL, TRIAL_END = CHOOSER["trial"]
ADD = CHOOSER["add"][0]
CHOOSER_SCRATCH = CHOOSER["add"][1]

# one game's state (batch.play_game): per region and seat, per seat and selection, per seat, per region
BOARD = MAX_REGIONS * MAX_PLAYERS
SELECTIONS = MAX_PLAYERS * 2 * MAX_CARDS_PER_ROUND      # a selection and a Witch's re-selection per seat
SCRATCH = N_CARDS + CHOOSER_SCRATCH                      # the cards sent back, then a chooser's scratch
# a new game zeroes the pieces up to start_mask; the cards chosen and the scratch after it are
# written before they are read (a selection's first ks cards, the hand a chooser builds)
GAME = _carve(("markers", BOARD), ("nobles", BOARD), ("gained", BOARD), ("ks", MAX_PLAYERS * 2),
              ("scored", MAX_REGIONS), ("noble_mask", MAX_PLAYERS), ("supply", MAX_PLAYERS),
              ("scores", MAX_PLAYERS), ("spent", MAX_PLAYERS * N_SPECIAL),
              ("points", MAX_PLAYERS), ("extra", MAX_PLAYERS), ("influence_at_end", MAX_PLAYERS),
              ("start_mask", MAX_PLAYERS),
              ("sel", SELECTIONS), ("dec", SELECTIONS), ("placed", SELECTIONS), ("scratch", SCRATCH))
W_MARKERS, W_NOBLES, W_GAINED = GAME["markers"][0], GAME["nobles"][0], GAME["gained"][0]
W_SEL, W_DEC, W_PLACED, W_KS = GAME["sel"][0], GAME["dec"][0], GAME["placed"][0], GAME["ks"][0]
W_SCORED, W_NOBLE_MASK, W_SUPPLY, W_SCORES = (GAME["scored"][0], GAME["noble_mask"][0], GAME["supply"][0],
                                               GAME["scores"][0])
W_SPENT, W_POINTS, W_EXTRA, W_START_MASK = GAME["spent"][0], GAME["points"][0], GAME["extra"][0], GAME["start_mask"][0]
W_INFLUENCE_AT_END = GAME["influence_at_end"][0]
W_SCRATCH = GAME["scratch"][0]
W_ZEROED = GAME["start_mask"][1]   # a new game zeroes work[:W_ZEROED]
WORK_SIZE = GAME["scratch"][1]   # then the lead history, one slot per round
