"""Small King's Favor boards for the tests, built through the board reader.

LINE: start(0) a1(1) a2(2) a3(3, branch) a4(4) a5(5, event: back to a1) gold(6, crown)
      branch from a3: b4(4) b5(5) cup(6, grail)
"""

from __future__ import annotations

from referee.games.kings_favor.reader import read_board, read_state
from referee.games.kings_favor.rules import load_rules

RULES = load_rules()

LINE = {
    "name": "test line",
    "spaces": [
        {"id": "start", "number": 0, "kind": "start"},
        {"id": "a1", "number": 1, "kind": "normal"},
        {"id": "a2", "number": 2, "kind": "normal"},
        {"id": "a3", "number": 3, "kind": "branch"},
        {"id": "a4", "number": 4, "kind": "normal"},
        {"id": "a5", "number": 5, "kind": "event", "event": "Back to space 1.", "go_to": "a1"},
        {"id": "gold", "number": 6, "kind": "treasure", "treasure": "crown"},
        {"id": "b4", "number": 4, "kind": "normal"},
        {"id": "b5", "number": 5, "kind": "normal"},
        {"id": "cup", "number": 6, "kind": "treasure", "treasure": "grail"},
    ],
    "paths": [
        {"kind": "main", "spaces": ["start", "a1", "a2", "a3", "a4", "a5", "gold"]},
        {"kind": "branch", "name": "the side road", "spaces": ["a3", "b4", "b5", "cup"]},
    ],
}


def line_board():
    return read_board(LINE, "line.json")


def state_on(board, players: dict, left=None, **rulings):
    data = {"players": {name: ({"space": entry} if isinstance(entry, str) else
                               {"space": entry[0], "treasures": list(entry[1:])})
                        for name, entry in players.items()},
            "rulings": {k.replace("_", "-"): v for k, v in rulings.items()}}
    if left is not None:
        data["treasures_left"] = left
    return read_state(data, "state.json", board, RULES)
