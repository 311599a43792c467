"""What a live table shows: to the host (the public board) and to each seat (the board and that
seat's own hand), as JSON the page draws, in the reader's language.

A seat's view holds its own hand and its own confirmed choice only: another seat's choice is in no
view until every seat has confirmed (then all are revealed together). The board, the score sheet
and the last round's account are the replay of the table's record (the same `referee replay`
gives for the downloaded record); they are made once per state and language and shared.
"""

from __future__ import annotations

from typing import Any

from ..answers import json_text
from ..engine.cards import WITCH
from ..engine.selection import supply_of
from ..present.sheet import card_text, round_account, with_event_text
from .table import FIRST, OVER, WITCH_PHASE, TableState


def table_view(state: TableState, table_id: str, player: str | None, lang: str) -> dict[str, Any]:
    """The table as `player` sees it (None: the host), its words in `lang`."""
    view: dict[str, Any] = {
        "table": table_id, "role": "host" if player is None else "seat", "player": player, "lang": lang,
        "players": list(state.setup.players), "round": state.round, "phase": state.phase, "seq": state.seq,
        "confirmed": state.confirmed(), "waiting_for": state.waiting_for(), "witch_players": state.witch_players,
        "revealed": _revealed(state, lang), **_shared(state, lang)}
    if player is not None:
        view["you"] = _seat(state, player, lang)
    return view


def _revealed(state: TableState, lang: str) -> dict[str, list[dict[str, str]]] | None:
    """Every seat's first choice once all have confirmed (the Witch players choose again then)."""
    if state.phase != WITCH_PHASE:
        return None
    return {p: _cards(cards, lang) for p, cards in state.first.items()}


def _seat(state: TableState, player: str, lang: str) -> dict[str, Any]:
    phase = state.phase
    again = phase == WITCH_PHASE and player in state.witch_players      # a Witch player's new choice
    chosen = (state.witch if again else state.first).get(player)
    due = state.cards_due(player) if phase != OVER else 0
    rules, position = state.played.rules, state.played.position
    at_most = rules.choice("card-count-when-short", position.rulings) == "supply-at-round-start-at-most"
    hand = [c for c in state.hand(player) if not (again and c == WITCH)] if phase != OVER else []   # played now
    return {"hand": _cards(hand, lang), "due": due,
            "fewer_allowed": at_most and due < rules.round.cards_per_round,
            "supply": supply_of(position, player), "chosen": _cards(chosen, lang) if chosen is not None else None,
            "to_choose": phase != OVER and player in state.waiting_for(),
            "sent_back": _cards(state.first[player][1:], lang) if phase == WITCH_PHASE and player in
            state.witch_players else []}


def _cards(labels: list[str], lang: str) -> list[dict[str, str]]:
    return [{"card": label, "text": card_text(label, lang)} for label in labels]


def _shared(state: TableState, lang: str) -> dict[str, Any]:
    """The parts every reader of one language sees alike (they change only when a round is complete),
    made once per round and language."""
    key = (len(state.rounds), lang)
    if key not in state.views:
        if any(k[0] != key[0] for k in state.views):
            state.views.clear()
        state.views[key] = _public(state, lang)
    return state.views[key]


def _public(state: TableState, lang: str) -> dict[str, Any]:
    from ..present.render_svg import render_position_svg

    played = state.played
    result = played.result
    last = result.rounds[-1] if result.rounds else None
    sheet = with_event_text(result.to_dict(lang), lang)
    return {"board": render_position_svg(played.position, played.rules, outcome=last.outcome if last else None,
                                         lang=lang),
            "account": round_account(result, lang), "last_round": sheet["rounds"][-1] if sheet["rounds"] else None,
            "sheet": [{"round": r["round"], "scores": r["scores"], "awarded": r["awarded"]} for r in sheet["rounds"]],
            "scores": dict(played.position.scores), "final": sheet["final"] if state.phase == OVER else None,
            "rules": {"variants": sheet["variants"], "rulings": sheet["rulings"]}, "first_phase": FIRST}


def record_text(state: TableState) -> str:
    """The table's game record as a file: every confirmed round, in `referee replay`'s format."""
    return json_text(state.setup.record(state.rounds))
