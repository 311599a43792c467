"""The batch simulator's buffers are carved from the sizes: no two pieces overlap, each holds its worst case."""

import pytest

pytest.importorskip("numpy")

from referee.lab import gamerow as G  # noqa: E402
from referee.lab import sizes as Z  # noqa: E402
from referee.rules import schema  # noqa: E402


def pieces_are_laid_end_to_end(layout):
    spans = list(layout.values())
    return spans[0][0] == 0 and all(a[1] == b[0] for a, b in zip(spans, spans[1:]))


def test_the_game_state_and_the_chooser_scratch_are_laid_end_to_end():
    assert pieces_are_laid_end_to_end(Z.GAME) and pieces_are_laid_end_to_end(Z.CHOOSER)
    assert Z.WORK_SIZE == Z.GAME["scratch"][1]
    # a chooser's worst case: a full hand (as many copies of every Region card, Knights, Dragons and
    # Witches as the spec allows: four each), then one index and one trial card per card played, then
    # one count per region
    assert Z.MAX_HAND == Z.MAX_REGIONS * 4 + 4 + 4 + 4
    assert Z.CHOOSER_SCRATCH == Z.MAX_HAND + 2 * Z.MAX_CARDS_PER_ROUND + Z.MAX_REGIONS


def test_sizes_come_from_the_box_and_the_declarations():
    # seats: every player count the spec allows ([game] max_players up to 8, though the box has five
    # colours: a variant of more seats plays too); the rulebook's board: eight regions; a
    # Knight, a Dragon and a Witch each
    assert (Z.MAX_PLAYERS, Z.MAX_REGIONS, Z.N_CARDS) == (8, 8, 11)
    assert schema.GAME.key("max_players").high == Z.MAX_PLAYERS
    assert Z.MAX_CARDS_PER_ROUND == Z.MAX_HAND         # [round] cards_per_round: at most the whole hand
    assert (Z.KNIGHT, Z.DRAGON, Z.WITCH) == (Z.MAX_REGIONS, Z.MAX_REGIONS + 1, Z.MAX_REGIONS + 2)


def test_a_game_row_has_a_column_per_seat_and_per_card():
    assert G.NOBLES - G.SCORE == Z.MAX_PLAYERS and G.PLAYS - G.NOBLES == Z.MAX_PLAYERS
    assert G.PAYS - G.PLAYS == Z.N_CARDS and G.WIDTH - G.PAYS == Z.N_CARDS
    assert G.CURVE_WIDTH == Z.MAX_PLAYERS + 1
