"""Direction rules and routes (movement.py) on the test line board (tests/favor_boards.py):
start(0) a1 a2 a3(branch) a4 a5(event) gold(6, crown); side road a3 b4 b5 cup(6, grail)."""

from __future__ import annotations

import copy

from favor_boards import LINE, line_board, state_on
from referee.games.kings_favor.board import BACKWARD, FORWARD
from referee.games.kings_favor.movement import (
    PATH_END,
    ROLL_USED,
    START_REACHED,
    TREASURE_STOP,
    allowed_directions,
    routes,
)
from referee.games.kings_favor.reader import read_board

BOARD = line_board()
DEFAULTS = state_on(BOARD, {"Ann": "a1", "Ben": "a2"}).choices
BOTH_LEFT = {"crown": 2, "grail": 2}


def test_nobody_carries_everyone_moves_forward():
    # "Direction of Movement": no Treasures held -> only toward the Treasure Spaces.
    rule = allowed_directions(state_on(BOARD, {"Ann": "a1", "Ben": "a2"}), "Ann")
    assert rule.directions == (FORWARD,) and rule.reason == "nobody-carries"


def test_carrier_moves_backward_only_others_choose():
    state = state_on(BOARD, {"Ann": "a1", "Ben": ("cup", "grail")})
    assert allowed_directions(state, "Ben").directions == (BACKWARD,)
    rule = allowed_directions(state, "Ann")
    assert rule.directions == (FORWARD, BACKWARD) and rule.reason == "free-choice"


def test_roll_through_a_branch_gives_both_ways():
    # From a2, 3 forward: a3 then a4-a5 or b4-b5 ("Branches": no exact roll needed to turn).
    found, blocked = routes(BOARD, "a2", 3, FORWARD, BOTH_LEFT, DEFAULTS)
    assert sorted(r.spaces for r in found) == [("a2", "a3", "a4", "a5"), ("a2", "a3", "b4", "b5")]
    assert all(r.stop == ROLL_USED for r in found) and blocked == []


def test_a_roll_never_splits_direction():
    # backward 2 from a3 is a2, a1: never forward again on the way
    found, _ = routes(BOARD, "a3", 2, BACKWARD, BOTH_LEFT, DEFAULTS)
    assert [r.spaces for r in found] == [("a3", "a2", "a1")]


def test_forward_move_ends_early_on_a_treasure_space_with_a_treasure():
    # From a4, 5 forward: a5, gold; gold still has a crown -> stop there with 3 steps unused.
    found, _ = routes(BOARD, "a4", 5, FORWARD, BOTH_LEFT, DEFAULTS)
    assert [(r.end, r.stop, r.steps) for r in found] == [("gold", TREASURE_STOP, 2)]


def test_a_forward_move_ends_on_a_treasure_space_with_no_treasure_left_too():
    # The note closing "Movement": a forward move ends on reaching a Treasure Space
    # within the roll, with no condition on a Treasure being there. The crowns are gone: the move
    # still ends on gold, a Treasure Space, and not as a path's end.
    found, _ = routes(BOARD, "a4", 5, FORWARD, {"crown": 0, "grail": 2}, DEFAULTS)
    assert [(r.end, r.stop) for r in found] == [("gold", TREASURE_STOP)]
    # end-of-path = stay does not apply: the move ended on the Treasure Space before the path ran out
    stay = state_on(BOARD, {"Ann": "a1", "Ben": "a2"}, end_of_path="stay").choices
    found, blocked = routes(BOARD, "a4", 5, FORWARD, {"crown": 0, "grail": 2}, stay)
    assert [(r.end, r.stop) for r in found] == [("gold", TREASURE_STOP)] and blocked == []


def test_exact_roll_to_the_start():
    # From a2, 5 backward: a1, start with 3 to spare. Default: no exact roll needed, stop on the start.
    found, _ = routes(BOARD, "a2", 5, BACKWARD, BOTH_LEFT, DEFAULTS)
    assert [(r.end, r.stop, r.steps) for r in found] == [("start", START_REACHED, 2)]
    exact = state_on(BOARD, {"Ann": "a1", "Ben": "a2"}, exact_roll_to_start="exact").choices
    found, blocked = routes(BOARD, "a2", 5, BACKWARD, BOTH_LEFT, exact)
    assert found == [] and blocked[0].reason == START_REACHED and blocked[0].ruling == "exact-roll-to-start"
    # an exact roll of 2 reaches it under either ruling
    assert [r.stop for r in routes(BOARD, "a2", 2, BACKWARD, BOTH_LEFT, exact)[0]] == [ROLL_USED]


def test_landing_exactly_on_a_treasure_space_is_not_an_early_stop():
    found, _ = routes(BOARD, "b4", 2, FORWARD, BOTH_LEFT, DEFAULTS)
    assert [(r.end, r.stop) for r in found] == [("cup", ROLL_USED)]


def test_only_forward_moves_stop_early():
    # A board with a Treasure Space in the middle of the main path (a4 keeps a sceptre): going
    # forward past it stops there; going backward past it does not ("move forward x spaces").
    data = copy.deepcopy(LINE)
    data["spaces"][4] = {"id": "a4", "number": 4, "kind": "treasure", "treasure": "sceptre"}
    board = read_board(data, "mid.json")
    left = {"crown": 2, "grail": 2, "sceptre": 2}
    assert [r.end for r in routes(board, "a3", 3, FORWARD, left, DEFAULTS)[0]] == ["a4", "cup"]
    assert [r.end for r in routes(board, "gold", 4, BACKWARD, left, DEFAULTS)[0]] == ["a2"]


def test_a_path_that_ends_short_of_the_roll_follows_the_end_of_path_ruling():
    # a dead-end branch: start s -> a1 -> a2 (branch) -> t (treasure); a2 -> d3, where the path stops
    from referee.games.kings_favor.reader import read_board

    board = read_board({"spaces": [{"id": "s", "number": 0, "kind": "start"}, {"id": "a1", "number": 1, "kind": "normal"},
                                   {"id": "a2", "number": 2, "kind": "branch"},
                                   {"id": "t", "number": 3, "kind": "treasure", "treasure": "crown"},
                                   {"id": "d3", "number": 3, "kind": "normal"}],
                        "paths": [{"kind": "main", "spaces": ["s", "a1", "a2", "t"]},
                                  {"kind": "branch", "spaces": ["a2", "d3"]}]}, "dead-end.json")
    found, _ = routes(board, "a2", 3, FORWARD, {"crown": 2}, DEFAULTS)
    # toward t the move ends on the Treasure Space; toward d3 the path runs out with 2 steps left
    assert sorted((r.end, r.stop) for r in found) == [("d3", PATH_END), ("t", TREASURE_STOP)]
