"""What the referee says about a move (account.py): pure text and data."""

from __future__ import annotations

from favor_boards import RULES, line_board, state_on
from referee.games.kings_favor.account import describe_moves, direction_text, moves_data, route_text
from referee.games.kings_favor.moves import list_moves

BOARD = line_board()


def test_route_text_names_the_branch_taken():
    report = list_moves(BOARD, state_on(BOARD, {"Ann": "a2", "Ben": "a1"}), "Ann", 3)
    assert route_text(BOARD, report.options[1].routes[0]) == "a2 -> a3, then the side road: b4 -> b5"
    assert route_text(BOARD, report.options[0].routes[0]) == "a2 -> a3 -> a4 -> a5"


def test_direction_texts_cite_the_section():
    report = list_moves(BOARD, state_on(BOARD, {"Ann": "a2", "Ben": "a1"}), "Ann", 1)
    assert direction_text(report, RULES) == ('Direction ("Movement: Direction of Movement"): nobody holds a Treasure, '
                                             "so everyone moves forward, toward the Treasure Spaces.")
    report = list_moves(BOARD, state_on(BOARD, {"Ann": ("a2", "crown"), "Ben": "a1"}), "Ann", 1)
    assert "Ann carries a Treasure, so moves backward only" in direction_text(report, RULES)


def test_account_explains_case_1_and_the_early_stop():
    state = state_on(BOARD, {"Ann": "a3", "Ben": ("cup", "grail"), "Cid": "a1"})
    text = describe_moves(list_moves(BOARD, state, "Ann", 2), BOARD, RULES, state.choices)
    # backward 2 from a3 lands on Cid at a1: case 1, Cid goes to a3
    assert "Ann lands on Cid, moved by a roll or by the mover's own Ability card (case 1" in text
    assert "Cid goes to space 3 [a3], where Ann came from." in text
    state = state_on(BOARD, {"Ann": "a3", "Ben": "a1"})
    text = describe_moves(list_moves(BOARD, state, "Ann", 5), BOARD, RULES, state.choices)
    # forward 5 from a3 by the side road: cup after 3 steps, a grail waits -> 2 steps unused
    assert "ends on reaching this Treasure Space, 2 steps unused" in text
    assert "Ann takes a grail by space 6 [cup] (\"The Board\")." in text
    assert "Open rulings at their defaults" in text


def test_account_names_non_default_rulings_and_stays():
    state = state_on(BOARD, {"Ann": "a2", "Ben": ("cup", "grail")}, exact_roll_to_start="exact")
    text = describe_moves(list_moves(BOARD, state, "Ann", 4), BOARD, RULES, state.choices)
    assert "stays on space 2 [a2]" in text and "(ruling exact-roll-to-start = exact)" in text
    assert "not at their default: exact-roll-to-start=exact" in text


def test_event_and_win_texts():
    state = state_on(BOARD, {"Ann": ("a2", "crown"), "Ben": "b4"})
    text = describe_moves(list_moves(BOARD, state, "Ann", 2), BOARD, RULES, state.choices)
    assert "Ann is back on the start with a Treasure and wins (\"Overview\")." in text
    state = state_on(BOARD, {"Ann": "a4", "Ben": "b4"})
    text = describe_moves(list_moves(BOARD, state, "Ann", 1), BOARD, RULES, state.choices)
    assert '"Back to space 1." -> Ann goes to space 1 [a1].' in text


def test_moves_data():
    state = state_on(BOARD, {"Ann": "a2", "Ben": "a1"})
    data = moves_data(list_moves(BOARD, state, "Ann", 3), BOARD, RULES, state.choices)
    assert data["direction_rule"]["directions"] == ["forward"] and data["from"] == "a2"
    assert [o["end"] for o in data["options"]] == ["a5", "b5"]
    first = data["options"][0]
    assert first["routes"][0]["spaces"] == ["a2", "a3", "a4", "a5"] and first["routes"][0]["stop"] == "roll-used"
    assert first["effects"][0]["kind"] == "event" and first["after"]["positions"]["Ann"] == "a1"
    assert data["non_default_rulings"] == {} and data["board"] == {"name": "test line", "invented": False}


def test_a_space_is_named_by_its_printed_name_or_number_then_its_id_in_either_language():
    from referee.games.kings_favor.account import space_label

    board = line_board()
    assert space_label(board, "a5") == "space 5 [a5]" and space_label(board, "a5", "fr") == "case 5 [a5]"


def test_the_account_and_its_json_texts_are_french_on_request():
    board = line_board()
    state = state_on(board, {"Ann": "a3", "Ben": "a1"})
    report = list_moves(board, state, "Ann", 5)
    text = describe_moves(report, board, RULES, state.choices, "fr")
    # from a3, 5 forward: a4, a5, gold (Treasure Space, 2 unused) or b4, b5, cup (Treasure Space, 2 unused)
    assert "King's Favor : Ann sur case 3 [a3] se déplace de 5 (un jet de dé" in text
    assert "s'arrête en atteignant cette case Trésor, 2 pas non utilisés" in text
    data = moves_data(report, board, RULES, state.choices, "fr")
    assert data["direction_rule"]["text"].startswith("Sens (« ")
    assert data["options"][0]["direction"] == "forward"          # codes stay as they are
