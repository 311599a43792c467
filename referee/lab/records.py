"""Any game the batch simulator played, as a normal game record; and its check by the engine.

record_of(...) writes the published record format (engine.record.make_record), the one
`referee replay` reads, with the game's result. verify_game(...) replays that record with the
reference engine (referee.read_record + referee.replay, strict: an illegal play raises) and
returns the first difference between the engine and the batch simulator, or None.
"""

from __future__ import annotations

import json

import numpy as np

from ..engine.cards import DRAGON as DRAGON_KIND
from ..engine.cards import KNIGHT as KNIGHT_KIND
from ..engine.cards import WITCH as WITCH_KIND
from ..engine.cards import Card, region_card
from ..engine.record import make_record, round_to_json
from ..engine.simulate import player_names
from ..errors import RefereeError, TextError, error_text
from ..messages import Text, text
from ..rules import Rules
from . import gamerow as G
from .batch import trace_game
from .sizes import DRAGON, KNIGHT
from .tables import Tables


def seat_names(rules: Rules, tables: Tables) -> list[str]:
    """The names of a lab game's seats, as `referee simulate` names them (Ann ... Eve, then Player 6 ...):
    one per seat the tables hold, refused outside the rules' own player counts."""
    return player_names(tables.players, rules)


class VerifyError(TextError):
    """The reference engine and the batch simulator disagree on a game (or the engine refuses it);
    `text` says where, in either language."""


def engine_card(code: int, declined: int, tables: Tables, knight_ruling: str) -> Card:
    """The engine Card for a card code; a Knight's mark follows the knight-declined ruling."""
    if code < KNIGHT:
        return region_card(tables.route[code])
    if code == KNIGHT:
        if knight_ruling == "added-unless-declined":
            return Card(KNIGHT_KIND, declined=True) if declined else Card(KNIGHT_KIND)
        return Card(KNIGHT_KIND) if declined else Card(KNIGHT_KIND, declined=False)
    return Card(DRAGON_KIND if code == DRAGON else WITCH_KIND)


def record_of(trace: dict, rules: Rules, tables: Tables, *, variants=(), comment: str = "") -> dict:
    """The game record (published format, with its result) of a traced game (batch.trace_game)."""
    players = seat_names(rules, tables)
    knight_ruling = rules.choice("knight-declined")
    rounds = []
    for sel, dec, ks in zip(trace["sel"], trace["dec"], trace["ks"]):
        plays, witch = {}, {}
        for p, name in enumerate(players):
            plays[name] = [engine_card(int(c), int(d), tables, knight_ruling)
                           for c, d in zip(sel[p, 0, :ks[p, 0]], dec[p, 0, :ks[p, 0]])]
            if ks[p, 1] >= 0:
                witch[name] = [engine_card(int(c), int(d), tables, knight_ruling)
                               for c, d in zip(sel[p, 1, :ks[p, 1]], dec[p, 1, :ks[p, 1]])]
        rounds.append(round_to_json(plays, witch, rules, players))
    row = trace["row"]
    result = None
    if row[G.FINISHED]:
        result = {"scores": {name: int(row[G.SCORE + p]) for p, name in enumerate(players)},
                  "winners": [name for p, name in enumerate(players) if int(row[G.WINNERS]) >> p & 1]}
    board = rules.board
    banners = {board.name(r.number): list(r.banner) for r in rules.regions if r.banner_provenance == "user"}
    data = make_record(players, rules, rounds, rulings=dict(rules.chosen_rulings) or None,
                       banners=banners or None, result=result, comment=comment)
    if variants:
        data["variants"] = list(variants)
    return data


def verify_game(rules: Rules, tables: Tables, agents: np.ndarray, key: int, game: int, *, variants=(),
                traced=None) -> Text | None:
    """Replay game `game` of a run with the reference engine: None, or the first difference (a Text).
    `traced`: the kernels' trace_game that played the run (default: the generic kernels', batch's)."""
    from .. import api

    trace = (traced or trace_game)(tables, agents, key, game)
    record = json.loads(json.dumps(record_of(trace, rules, tables, variants=variants)))
    try:
        result = api.replay(api.read_record(record))
    except RefereeError as exc:
        return text("verify.refused", game=game, why=error_text(exc))
    if result.problems:
        return text("verify.problem", game=game, why=result.problems[0].text)
    players = record["players"]
    for number, (rnd, scores) in enumerate(zip(result.rounds, trace["scores"]), start=1):
        engine_scores = [rnd.position.scores[p] for p in players]
        if engine_scores != [int(s) for s in scores[:len(players)]]:
            return text("verify.scores", game=game, round=number, engine=str(engine_scores),
                        batch=str([int(s) for s in scores[:len(players)]]))
    final = result.final
    if final is None:
        return text("verify.no-result", game=game)
    if final.rounds_played != int(trace["row"][G.ROUNDS]):
        return text("verify.rounds", game=game, engine=final.rounds_played, batch=int(trace["row"][G.ROUNDS]))
    nobles = [final.nobles_on_board[p] for p in players]
    mine = [int(trace["row"][G.NOBLES + p]) for p in range(len(players))]
    if nobles != mine:
        return text("verify.nobles", game=game, engine=str(nobles), batch=str(mine))
    return None
