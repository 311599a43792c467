"""Board and state files (reader.py): the published schemas and the reader agree, and every
problem names its field and value."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import jsonschema
import pytest

from favor_boards import LINE, RULES, line_board
from referee.games.input_problems import InputError
from referee.games.kings_favor.reader import read_board, read_board_text, read_state, read_state_text

REPO = Path(__file__).resolve().parents[3]          # tests/games/<game>/this file
BOARD_SCHEMA = json.loads((REPO / "spec" / "kings-favor" / "board.schema.json").read_text())
STATE_SCHEMA = json.loads((REPO / "spec" / "kings-favor" / "state.schema.json").read_text())


def board_problems(data) -> dict[str, tuple]:
    with pytest.raises(InputError) as err:
        read_board(data, "board.json")
    return {p.field: (p.value, p.message) for p in err.value.problems}


def edited(change) -> dict:
    data = copy.deepcopy(LINE)
    change(data)
    return data


def test_examples_follow_the_schemas_and_read():
    board_data = json.loads((REPO / "examples" / "favor-board.json").read_text())
    state_data = json.loads((REPO / "examples" / "favor-state.json").read_text())
    jsonschema.validate(board_data, BOARD_SCHEMA)
    jsonschema.validate(state_data, STATE_SCHEMA)
    board = read_board_text(json.dumps(board_data), "favor-board.json")
    assert board.invented and "invented" in board_data["_comment"].lower()
    state = read_state_text(json.dumps(state_data), "favor-state.json", board, RULES)
    assert state.piece("Ben").treasures == ("sceptre",) and state.treasures_left["sceptre"] == 1


def test_test_board_follows_the_schema():
    jsonschema.validate(LINE, BOARD_SCHEMA)


@pytest.mark.parametrize("change,field", [
    (lambda d: d["spaces"][6].pop("treasure"), "spaces[6].treasure"),
    (lambda d: d["spaces"][5].pop("event"), "spaces[5].event"),
    (lambda d: d["spaces"][1].update(kind="swamp"), "spaces[1].kind"),
    (lambda d: d["spaces"][1].update(number=-1), "spaces[1].number"),
    (lambda d: d["spaces"][1].update(event="x"), "spaces[1].event"),
    (lambda d: d["spaces"][1].update(colour="red"), "spaces[1].colour"),
])
def test_schema_and_reader_refuse_the_same_space_errors(change, field):
    data = edited(change)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, BOARD_SCHEMA)
    assert field in board_problems(data)


def test_layout_problems_name_field_and_value():
    # a4 (4) listed after a5 (5): numbers must increase from the start toward the Treasure Spaces
    found = board_problems(edited(lambda d: d["paths"][0]["spaces"].__setitem__(slice(4, 6), ["a5", "a4"])))
    assert found["paths[0].spaces[5]"][0] == "a4" and "numbers increasing" in found["paths[0].spaces[5]"][1]
    found = board_problems(edited(lambda d: d["paths"][1]["spaces"].append("nowhere")))
    assert found["paths[1].spaces[4]"] == ("nowhere", 'paths[1].spaces[4] = "nowhere": no space has this id')
    found = board_problems(edited(lambda d: d["spaces"][5].update(go_to="nowhere")))
    assert found["spaces[5].go_to"][0] == "nowhere"


def test_start_main_path_and_branch_checks():
    found = board_problems(edited(lambda d: d["spaces"][1].update(kind="start")))
    assert found["spaces"][0] == ["start", "a1"]                       # exactly one start
    found = board_problems(edited(lambda d: d["paths"][1].update(kind="main")))
    assert "exactly one path of kind main" in found["paths"][1]
    found = board_problems(edited(lambda d: d["spaces"][2].update(kind="branch")))
    assert "3 or more" in found["spaces[2].kind"][1]                   # a2 joins only a1 and a3
    found = board_problems(edited(lambda d: d["spaces"].append({"id": "lost", "number": 9, "kind": "normal"})))
    assert found["spaces[10]"][0] == "lost"                            # on no path, no go_to


def test_duplicate_ids_and_missing_lists():
    found = board_problems(edited(lambda d: d["spaces"][2].update(id="a1")))
    assert found["spaces"][0] == "a1"
    assert "spaces" in board_problems({"paths": []}) and "paths" in board_problems({"spaces": LINE["spaces"]})
    # the value as the file holds it (not the Python type name "list")
    assert board_problems([])["(file)"][0] == []


def test_event_only_needs_a_go_to():
    found = board_problems(edited(lambda d: d["spaces"][7].update(event_only=True)))
    assert "no event space's go_to" in found["spaces[7].event_only"][1]


def test_state_reads_and_defaults_treasures_left():
    board = line_board()
    state = read_state({"players": {"Ann": {"space": "a2"}, "Ben": {"space": "cup", "treasures": ["grail"]}}},
                       "s.json", board, RULES)
    # two of each type ("Setup"), less the grail Ben carries
    assert state.treasures_left == {"crown": 2, "grail": 1}
    assert state.choices["exact-roll-to-start"] == "not-required"


def state_problems(data, **rulings) -> dict[str, tuple]:
    with pytest.raises(InputError) as err:
        read_state(data, "s.json", line_board(), RULES, rulings or None)
    return {p.field: (p.value, p.message) for p in err.value.problems}


def test_state_problems_name_field_and_value():
    found = state_problems({"players": {"Ann": {"space": "a9"}, "Ben": {"space": "a1", "treasures": ["sceptre"]}},
                            "treasures_left": {"crown": 3, "gems": 1}, "rulings": {"two-treasures": "many"}})
    assert found["players.Ann.space"][0] == "a9"
    assert "crown, grail" in found["players.Ben.treasures"][1]          # the board keeps no sceptre
    assert "only 2 of each type" in found["treasures_left.crown"][1]
    assert found["treasures_left.gems"][0] == 1
    assert found["rulings.two-treasures"][0] == "many"


def test_state_player_count_and_two_treasures():
    assert "2-6 players" in state_problems({"players": {"Ann": {"space": "a1"}}})["players"][1]
    two = {"players": {"Ann": {"space": "a1", "treasures": ["crown", "grail"]}, "Ben": {"space": "a2"}}}
    # two Treasures: the text's reading allows it ("The Board"; ruling two-treasures, default may-hold-two)
    assert read_state(two, "s.json", line_board(), RULES).piece("Ann").treasures == ("crown", "grail")
    assert "one-only" in state_problems(two, **{"two-treasures": "one-only"})["players.Ann.treasures"][1]


def test_no_more_treasures_of_a_type_are_carried_than_the_box_holds():
    # "Setup": two copies of each of the three types; three crowns carried are refused
    three = {"players": {"Ann": {"space": "a1", "treasures": ["crown", "crown"]}, "Ben": {"space": "a2",
                                                                                          "treasures": ["crown"]}}}
    value, message = state_problems(three)["players"]
    assert value == {"Ann": 2, "Ben": 1} and "3 crowns carried" in message and "2 of each type" in message


def test_a_blank_player_name_is_refused():
    blank = {"players": {" ": {"space": "a1"}, "Ben": {"space": "a2"}}}
    assert state_problems(blank)['players." "'][0] == " "


def test_carrier_on_the_start_means_the_game_is_over():
    found = state_problems({"players": {"Ann": {"space": "start", "treasures": ["crown"]}, "Ben": {"space": "a1"}}})
    assert "already won" in found["players.Ann.space"][1]


def test_a_board_key_given_twice_is_refused():
    from referee.games.input_problems import InputError
    from referee.games.kings_favor.reader import read_board_text

    # JSON would keep only the second "spaces"; the board's author meant one of them.
    with pytest.raises(InputError) as err:
        read_board_text('{"spaces": [], "spaces": 1}', "board.json")
    assert 'the key "spaces" appears twice' in str(err.value)


# ------------------------------------------------ codes and did-you-mean

def test_board_problems_carry_a_code():
    with pytest.raises(InputError) as err:
        read_board(edited(lambda d: d["spaces"][1].update(number=1.5)), "board.json")
    [p] = [p for p in err.value.problems if p.field == "spaces[1].number"]
    assert p.to_dict() == {"code": "NOT_AN_INTEGER", "field": "spaces[1].number", "value": 1.5,
                           "message": "spaces[1].number = 1.5: expected the printed number, a whole number 0 or more",
                           "severity": "error"}


@pytest.mark.parametrize("change,field,hint", [
    (lambda d: d["spaces"][6].update(treasur="x"), "spaces[6].treasur", "unknown field (did you mean 'treasure'?)"),
    (lambda d: d["spaces"][1].update(kind="tresure"), "spaces[1].kind", "(did you mean 'treasure'?)"),
    (lambda d: d["paths"][0].update(kind="mian"), "paths[0].kind", "(did you mean 'main'?)"),
    (lambda d: d.update(pahts=[]), "pahts", "(did you mean 'paths'?)"),
])
def test_a_misspelt_board_field_or_value_gets_a_did_you_mean(change, field, hint):
    assert hint in board_problems(edited(change))[field][1]


def test_a_misspelt_state_field_space_or_treasure_gets_a_did_you_mean():
    with pytest.raises(InputError) as err:
        read_state({"players": {"Ann": {"space": "a2", "treasure": ["crown"]}, "Ben": {"space": "a11"}},
                    "treasures_left": {"crwn": 1}}, "s.json", line_board(), RULES)
    found = {p.field: p for p in err.value.problems}
    assert found["players.Ann.treasure"].code == "UNKNOWN_FIELD"
    assert found["players.Ann.treasure"].message.endswith("(did you mean 'treasures'?)")
    assert found["players.Ben.space"].code == "UNKNOWN_SPACE" and "(did you mean 'a1'?)" in found["players.Ben.space"].message
    assert found["treasures_left.crwn"].code == "UNKNOWN_TREASURE"
    assert found["treasures_left.crwn"].message.endswith("(did you mean 'crown'?)")


@pytest.mark.parametrize("value", [True, 1.5, "2"])
def test_a_treasure_count_is_refused_as_every_reader_refuses_a_count(value):
    found = state_problems({"players": {"Ann": {"space": "a1"}, "Ben": {"space": "a2"}}, "treasures_left": {"crown": value}})
    assert found["treasures_left.crown"] == (value, f"treasures_left.crown = {json.dumps(value)}: expected a whole number")


def test_many_unknown_space_ids_stay_quick_and_capped(monkeypatch):
    # a hostile path of 100,000 unknown ids on a board of 3,000 spaces: no did-you-mean against more
    # than 1,000 ids (each would compare a value with every id: the cost that made such a file slow),
    # and 100 problems listed, then one more; no problem built past those (100,000 of them cost two
    # seconds to build and throw away). The work is counted, not timed (timing is bench's).
    from referee.games import input_problems
    from referee.games.kings_favor import reader

    compared: list[int] = []
    original = input_problems.did_you_mean_text

    def counted(value, choices):
        compared.append(len(choices))
        return original(value, choices)
    monkeypatch.setattr(input_problems, "did_you_mean_text", counted)
    monkeypatch.setattr(reader, "did_you_mean_text", counted)
    built: list[str] = []

    def unknown_value(code, *args, **kwargs):
        built.append(code)
        return input_problems.unknown_value(code, *args, **kwargs)
    monkeypatch.setattr(reader, "unknown_value", unknown_value)
    data = copy.deepcopy(LINE)
    data["spaces"] += [{"id": f"x{i}", "number": 50 + i, "kind": "normal"} for i in range(3000)]
    data["paths"].append({"kind": "branch", "spaces": [f"y{i}" for i in range(100_000)]})
    with pytest.raises(InputError) as err:
        read_board(data, "board.json")
    assert all(n <= input_problems.MAX_HINT_CHOICES for n in compared)
    assert len(err.value.problems) == 101 and err.value.problems[-1].code == "TOO_MANY_PROBLEMS"
    assert built.count("UNKNOWN_SPACE") == input_problems.MAX_PROBLEMS + 1


def _board_problems(data) -> dict[str, tuple]:
    with pytest.raises(InputError) as err:
        read_board(data, "b.json")
    return {p.field: (p.code, p.value, p.message) for p in err.value.problems}


def _tiny(spaces, paths) -> dict:
    return {"spaces": [{"id": "s", "number": 0, "kind": "start"}] + spaces, "paths": paths}


def test_every_treasure_space_can_be_reached_from_the_start():
    # "Overview": the game is to go from the start to a Treasure Space and back. t2 is on a path
    # that no path or instruction reaches from the start.
    found = _board_problems(_tiny(
        [{"id": "a", "number": 1, "kind": "normal"}, {"id": "t", "number": 2, "kind": "treasure", "treasure": "crown"},
         {"id": "x", "number": 1, "kind": "normal"}, {"id": "t2", "number": 3, "kind": "treasure", "treasure": "grail"}],
        [{"kind": "main", "spaces": ["s", "a", "t"]}, {"kind": "branch", "spaces": ["x", "t2"]}]))
    assert found["spaces[4]"][:2] == ("UNREACHABLE_TREASURE", "t2")


def test_only_a_branch_space_divides_paths_and_no_path_enters_an_event_only_space():
    # "The Board": white spaces with arrows are Branches. a (normal) leads to both b and c.
    found = _board_problems(_tiny(
        [{"id": "a", "number": 1, "kind": "normal"}, {"id": "b", "number": 2, "kind": "normal"},
         {"id": "c", "number": 2, "kind": "normal"}, {"id": "t", "number": 3, "kind": "treasure", "treasure": "crown"},
         {"id": "u", "number": 3, "kind": "treasure", "treasure": "grail"}],
        [{"kind": "main", "spaces": ["s", "a", "b", "t"]}, {"kind": "branch", "spaces": ["a", "c", "u"]}]))
    assert found["spaces[1].kind"][:2] == ("SPLIT_NOT_AT_BRANCH", "normal")
    # a path stepping into an event-only space is refused (it used to be dropped in silence)
    hideout = {"id": "h", "number": 2, "kind": "normal", "event_only": True}
    found = _board_problems(_tiny(
        [{"id": "a", "number": 1, "kind": "event", "event": "To the hideout.", "go_to": "h"}, hideout,
         {"id": "t", "number": 3, "kind": "treasure", "treasure": "crown"}],
        [{"kind": "main", "spaces": ["s", "a", "h", "t"]}]))
    assert found["paths[0].spaces[2]"][:2] == ("EVENT_ONLY_ON_PATH", "h")


def test_a_space_with_a_bad_kind_is_not_also_called_unknown_on_its_paths():
    found = _board_problems(_tiny(
        [{"id": "a", "number": 1, "kind": "nromal"}, {"id": "t", "number": 2, "kind": "treasure", "treasure": "crown"}],
        [{"kind": "main", "spaces": ["s", "a", "t"]}]))
    assert found["spaces[1].kind"][0] == "UNKNOWN_KIND" and "did you mean 'normal'" in found["spaces[1].kind"][2]
    assert not any(code == "UNKNOWN_SPACE" for code, _, _ in found.values())


def test_names_equal_but_for_case_are_one_player():
    # King's Road refuses "Ann" beside "ANN"; King's Favor took them as two players
    with pytest.raises(InputError) as err:
        read_state({"players": {"Ann": {"space": "a2"}, "ANN": {"space": "a2"}}}, "s.json", line_board(), RULES)
    [problem] = [p for p in err.value.problems if p.code == "DUPLICATE_PLAYER"]
    assert problem.value == "ANN" and "same player as Ann" in str(problem.message)
