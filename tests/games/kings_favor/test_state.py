"""The moment of a game (state.py)."""

from __future__ import annotations

from referee.games.kings_favor.state import GameState, Piece


def test_carriers_and_lookup():
    state = GameState((Piece("Ann", "a1"), Piece("Ben", "cup", ("grail",))), {"grail": 1}, {})
    assert state.anyone_carries and state.piece("Ben").carries and not state.piece("Ann").carries
    assert state.players() == ["Ann", "Ben"]
    assert not GameState((Piece("Ann", "a1"),), {}, {}).anyone_carries
