"""`referee favor`: King's Favor movement on a board the user supplies (`moves`)."""

from __future__ import annotations

import click

from ..limits import MAX_FAVOR_MOVE
from ..messages import text as message
from .common import dump_json, fail, quote
from .options import Count, lang_option, resolve_lang
from .shelf import game_ruling_option, load_or_fail, read_or_fail, ruling_choices_or_fail


@click.group()
def favor() -> None:
    """King's Favor: where a roll can take a piece on your board, and what landing there does."""


@favor.command()
@click.argument("board_file", metavar="BOARD")
@click.argument("state_file", metavar="STATE")
@click.option("--player", required=True, metavar="NAME", help="Whose piece moves.")
@click.option("--roll", required=True, type=Count(1, MAX_FAVOR_MOVE), metavar="N",
              help=f"The die roll (1-6), or with --card-of the spaces the card moves (1-{MAX_FAVOR_MOVE}).")
@click.option("--card-of", "card_of", metavar="NAME",
              help="The move is made by an Ability card NAME used, not by a die roll (decides which "
                   "landing-on-a-player case applies).")
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print every option as JSON.")
@game_ruling_option
@lang_option
def moves(board_file, state_file, player, roll, card_of, as_json, rulings, lang):
    """List every space PLAYER may end on after moving N, and why.

    BOARD is a board file (spec/kings-favor/board.schema.json), STATE a state file (each
    player's space and Treasures, the Treasures left); either may be '-' for stdin.
    """
    from ..games.kings_favor.account import describe_moves, moves_data
    from ..games.kings_favor.moves import list_moves
    from ..games.kings_favor.reader import read_board_text, read_state_text
    from ..games.kings_favor.rules import load_rules

    lang = resolve_lang(lang)
    if board_file == "-" and state_file == "-":
        fail(message("favor.both-stdin"), field="BOARD", value=board_file)
    rules = load_or_fail(load_rules)
    chosen = ruling_choices_or_fail(rulings, rules.rulings)
    if card_of is None and not 1 <= roll <= rules.die_faces:
        fail(message("favor.die-roll", roll=roll, faces=rules.die_faces, section=rules.sections["setup"]),
             code="BAD_OPTION", field="--roll", value=roll)
    board = read_or_fail(read_board_text, board_file, as_json=as_json, lang=lang)
    state = read_or_fail(read_state_text, state_file, board, rules, chosen, as_json=as_json, lang=lang)
    players = state.players()
    for option, name in (("--player", player), ("--card-of", card_of)):
        if name is not None and name not in players:
            fail(message("favor.not-a-player", option=option, name=quote(name), file=state_file, players=players),
                 code="BAD_OPTION", field=option, value=name)
    report = list_moves(board, state, player, roll, cause="roll" if card_of is None else f"card:{card_of}")
    if as_json:
        click.echo(dump_json(moves_data(report, board, rules, state.choices, lang)), nl=False)
    else:
        click.echo(describe_moves(report, board, rules, state.choices, lang), nl=False)
