"""Every end space of a roll, and why (moves.py), on the test line board and the invented sample."""

from __future__ import annotations

import json
from pathlib import Path

from favor_boards import RULES, line_board, state_on
from referee.games.kings_favor.moves import list_moves
from referee.games.kings_favor.reader import read_board_text, read_state_text

REPO = Path(__file__).resolve().parents[3]          # tests/games/<game>/this file
BOARD = line_board()


def ends(report):
    return [(o.direction, o.end, o.stays) for o in report.options]


def test_forward_through_a_branch():
    report = list_moves(BOARD, state_on(BOARD, {"Ann": "a2", "Ben": "a1"}), "Ann", 3)
    # nobody carries: forward only; at a3 the side road may be taken: a5 or b5
    assert ends(report) == [("forward", "a5", False), ("forward", "b5", False)]
    a5 = report.options[0]
    assert a5.landing.positions["Ann"] == "a1"           # a5's instruction sends her to a1


def test_free_choice_lists_both_directions():
    state = state_on(BOARD, {"Ann": "a2", "Ben": ("cup", "grail")})
    report = list_moves(BOARD, state, "Ann", 2)
    # forward 2: a4, b4; backward 2: start
    assert ends(report) == [("forward", "a4", False), ("forward", "b4", False), ("backward", "start", False)]


def test_exact_roll_ruling_adds_a_stay_option():
    state = state_on(BOARD, {"Ann": "a2", "Ben": ("cup", "grail")}, exact_roll_to_start="exact")
    report = list_moves(BOARD, state, "Ann", 4)
    # forward 4 from a2: a3 a4 a5 gold (gold: roll used), or a3 b4 b5 cup (cup has a grail left:
    # it is the 4th step, so the roll is used); backward 4 passes the start -> stays on a2.
    assert ends(report) == [("forward", "gold", False), ("forward", "cup", False), ("backward", "a2", True)]
    assert report.options[2].blocked[0].ruling == "exact-roll-to-start"


def test_no_space_behind_the_start():
    state = state_on(BOARD, {"Ann": "start", "Ben": ("cup", "grail")})
    report = list_moves(BOARD, state, "Ann", 2)
    assert report.no_way == ("backward",) and ends(report) == [("forward", "a2", False)]


def test_carrier_on_the_way_home_wins():
    state = state_on(BOARD, {"Ann": ("a2", "crown"), "Ben": "b4"})
    report = list_moves(BOARD, state, "Ann", 6)
    # backward only; the start is reached after 2 steps, the other 4 are not needed
    assert ends(report) == [("backward", "start", False)]
    assert report.options[0].landing.winner == "Ann"


def test_routes_that_meet_again_are_one_option():
    # a board whose branch rejoins: x1 -> (x2 | y2) -> x3; from x1 two routes end on x3.
    board = read_board_text(json.dumps({"spaces": [
        {"id": "s", "number": 0, "kind": "start"}, {"id": "x1", "number": 1, "kind": "branch"},
        {"id": "x2", "number": 2, "kind": "normal"}, {"id": "y2", "number": 2, "kind": "normal"},
        {"id": "x3", "number": 3, "kind": "branch"}, {"id": "t", "number": 4, "kind": "treasure", "treasure": "cup"}],
        "paths": [{"kind": "main", "spaces": ["s", "x1", "x2", "x3", "t"]},
                  {"kind": "branch", "spaces": ["x1", "y2", "x3"]}]}), "loop.json")
    state = state_on(board, {"Ann": "x1", "Ben": "s"})
    report = list_moves(board, state, "Ann", 2)
    # one option, with one route to it: the first found, branches in order of number then id (x2)
    assert ends(report) == [("forward", "x3", False)]
    assert [r.spaces for r in report.options[0].routes] == [("x1", "x2", "x3")]


def test_card_cause_picks_the_landing_case():
    state = state_on(BOARD, {"Ann": ("a2", "crown"), "Ben": "a1"})
    # Ben's own Ability card moves Ann 1 back onto Ben: case 2, Ben takes her crown.
    report = list_moves(BOARD, state, "Ann", 1, cause="card:Ben")
    assert report.options[0].landing.holdings == {"Ann": (), "Ben": ("crown",)}


def test_invented_sample_board_example():
    board = read_board_text((REPO / "examples" / "favor-board.json").read_text(), "favor-board.json")
    state = read_state_text((REPO / "examples" / "favor-state.json").read_text(), "favor-state.json", board, RULES)
    report = list_moves(board, state, "Ann", 4)
    # Ben carries a sceptre, Ann does not: both ways. Forward 4 from s3: s7 (event: to the
    # Hideout) or through the woods to the Ruined Castle (a crown); backward: the start after 3
    # steps, where Dee stands: Dee is sent to s3 (case 1).
    assert ends(report) == [("forward", "s7", False), ("forward", "castle", False), ("backward", "start", False)]
    assert report.options[0].landing.positions["Ann"] == "hideout"
    assert report.options[1].landing.holdings["Ann"] == ("crown",)
    assert report.options[2].landing.positions["Dee"] == "s3"


def test_a_card_move_follows_the_direction_rules_unless_the_ruling_says_either_way():
    # nobody carries a Treasure: a roll goes forward only ("Direction of Movement"); so does a
    # card's move by default; under card-move-direction = either-way it may go back too
    state = state_on(BOARD, {"Ann": "a2", "Ben": "a1"})
    assert list_moves(BOARD, state, "Ann", 1, cause="card:Ann").rule.directions == ("forward",)
    either = state_on(BOARD, {"Ann": "a2", "Ben": "a1"}, card_move_direction="either-way")
    report = list_moves(BOARD, either, "Ann", 1, cause="card:Ann")
    assert report.rule.directions == ("forward", "backward") and report.rule.reason == "card-either-way"
    assert list_moves(BOARD, either, "Ann", 1).rule.directions == ("forward",)      # a roll: unchanged
