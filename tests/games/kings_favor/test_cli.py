"""`referee favor moves` and `referee rulings --game kings-favor` as a user runs them (subprocess)."""

from __future__ import annotations

import json

import pytest

from helpers import REPO, run_json, run_referee

# slow (left out by `pytest -m "not slow"`): each test runs the referee in a subprocess, as a user does
pytestmark = pytest.mark.slow

BOARD = str(REPO / "examples" / "favor-board.json")
STATE = str(REPO / "examples" / "favor-state.json")


def test_moves_on_the_invented_sample_board():
    done = run_referee("favor", "moves", BOARD, STATE, "--player", "Ann", "--roll", "4")
    assert done.returncode == 0, done.stderr
    # Ben carries a sceptre and Ann does not: she may go either way, the whole roll one way.
    assert "Ann picks forward or backward" in done.stdout
    assert "1. forward to space 7 [s7]" in done.stdout and "Ann goes to Hideout [hideout]" in done.stdout
    assert "2. forward to Ruined Castle [castle]" in done.stdout and "Ann takes a crown" in done.stdout
    assert "3. backward to Castle [start]" in done.stdout and "Dee goes to space 3 [s3]" in done.stdout
    assert "marks it as invented" in done.stdout


def test_moves_json():
    data = run_json("favor", "moves", BOARD, STATE, "--player", "Ben", "--roll", "5")
    # Ben carries: backward only, keep -> s10 -> s9 -> s8 -> s7 -> s6 onto Cid (case 1): Cid goes
    # to the Dragon's Keep where the last sceptre waits, and takes it.
    assert data["direction_rule"]["directions"] == ["backward"]
    [option] = data["options"]
    assert option["end"] == "s6" and option["after"]["positions"]["Cid"] == "keep"
    assert option["after"]["treasures"]["Cid"] == ["sceptre"] and option["after"]["treasures_left"]["sceptre"] == 0


def test_state_from_stdin_and_ruling_option():
    state = json.dumps({"players": {"Ann": {"space": "s2"}, "Ben": {"space": "keep", "treasures": ["sceptre"]}}})
    data = run_json("favor", "moves", BOARD, "-", "--player", "Ann", "--roll", "5",
                    "--ruling", "exact-roll-to-start=exact", input=state)
    # backward 5 from s2 would pass the start (2 steps away): with the exact ruling Ann stays
    stays = [o for o in data["options"] if o["stays"]]
    assert stays and stays[0]["end"] == "s2" and stays[0]["blocked"][0]["ruling"] == "exact-roll-to-start"


def test_card_of_option_uses_case_2():
    state = json.dumps({"players": {"Ann": {"space": "s4", "treasures": ["crown"]}, "Ben": {"space": "s3"}},
                        "treasures_left": {"crown": 1}})
    data = run_json("favor", "moves", BOARD, "-", "--player", "Ann", "--roll", "1", "--card-of", "Ben", input=state)
    # Ben's card moves Ann (a carrier: backward) onto Ben: case 2, Ben goes to s4 where Ann came
    # from and, carrying nothing, takes Ann's crown
    assert data["options"][0]["after"]["treasures"] == {"Ann": [], "Ben": ["crown"]}
    assert data["options"][0]["after"]["positions"] == {"Ann": "s3", "Ben": "s4"}


def test_a_chain_sent_back_onto_an_event_space():
    state = json.dumps({"players": {"Ann": {"space": "s2", "treasures": ["crown"]}, "Ben": {"space": "s1"}},
                        "treasures_left": {"crown": 1}})
    data = run_json("favor", "moves", BOARD, "-", "--player", "Ann", "--roll", "1", "--card-of", "Ben", input=state)
    # Case 2 again, but Ben is sent to s2, an Event Space ("go back to space 1"): he follows it
    # (ruling swapped-onto-event = follows) back onto Ann at s1 by an event: case 3, and Ann,
    # carrying nothing now, takes the crown back.
    effects = [e["kind"] for e in data["options"][0]["effects"]]
    assert effects == ["treasure-passed", "sent-back", "event", "same-space", "treasure-passed"]
    assert data["options"][0]["after"]["treasures"] == {"Ann": ["crown"], "Ben": []}


@pytest.mark.parametrize("args,words", [
    (["--player", "Zed", "--roll", "3"], "--player 'Zed': not a player"),
    (["--player", "Ann", "--roll", "7"], "--roll 7: a die roll is 1-6"),
    (["--player", "Ann", "--roll", "2", "--card-of", "Zed"], "--card-of 'Zed'"),
    (["--player", "Ann", "--roll", "2", "--ruling", "two-treasures=three"], "two-treasures is one of"),
])
def test_bad_options_exit_2(args, words):
    done = run_referee("favor", "moves", BOARD, STATE, *args)
    assert done.returncode == 2 and words in done.stderr and "Traceback" not in done.stderr


def test_bad_board_exit_2_naming_the_field(tmp_path):
    board = json.loads((REPO / "examples" / "favor-board.json").read_text())
    board["spaces"][11].pop("treasure")
    path = tmp_path / "board.json"
    path.write_text(json.dumps(board))
    done = run_referee("favor", "moves", str(path), STATE, "--player", "Ann", "--roll", "2")
    assert done.returncode == 2 and "spaces[11].treasure: missing" in done.stderr


def test_bad_state_exit_2_naming_the_field():
    state = json.dumps({"players": {"Ann": {"space": "s99"}, "Ben": {"space": "s1"}}})
    done = run_referee("favor", "moves", BOARD, "-", "--player", "Ann", "--roll", "2", input=state)
    assert done.returncode == 2 and 'players.Ann.space = "s99"' in done.stderr


def test_both_files_from_stdin_refused():
    done = run_referee("favor", "moves", "-", "-", "--player", "Ann", "--roll", "2", input="{}")
    assert done.returncode == 2 and "cannot both be '-'" in done.stderr


def test_rulings_register():
    done = run_referee("rulings", "--game", "kings-favor")
    assert done.returncode == 0 and "spec/kings-favor/rulings.toml" in done.stdout
    data = run_json("rulings", "--game", "kings-favor")
    assert {r["id"] for r in data["rulings"]} >= {"exact-roll-to-start", "two-treasures", "two-carriers-swap",
                                                 "swapped-onto-event", "card-move-direction", "event-and-player"}


def test_bad_state_json_gives_each_problems_code_field_and_value():
    state = json.dumps({"players": {"Ann": {"space": "s99"}, "Ben": {"space": "s1", "treasure": []}}})
    done = run_referee("favor", "moves", BOARD, "-", "--player", "Ann", "--roll", "2", "--json", input=state)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    data = json.loads(done.stdout)
    assert data["valid"] is False and data["source"] == "<stdin>"
    found = {p["field"]: p for p in data["problems"]}
    assert (found["players.Ann.space"]["code"], found["players.Ann.space"]["value"]) == ("UNKNOWN_SPACE", "s99")
    assert "(did you mean 's9'?)" in found["players.Ann.space"]["message"]
    assert found["players.Ben.treasure"]["code"] == "UNKNOWN_FIELD"
    assert found["players.Ben.treasure"]["message"].endswith("(did you mean 'treasures'?)")


def test_bad_board_json_names_the_board_file(tmp_path):
    board = json.loads((REPO / "examples" / "favor-board.json").read_text())
    board["spaces"][1]["kind"] = "normall"
    path = tmp_path / "board.json"
    path.write_text(json.dumps(board))
    done = run_referee("favor", "moves", str(path), STATE, "--player", "Ann", "--roll", "2", "--json")
    data = json.loads(done.stdout)
    assert done.returncode == 2 and data["source"] == str(path)
    [p] = [p for p in data["problems"] if p["field"] == "spaces[1].kind"]
    assert p["code"] == "UNKNOWN_KIND" and p["value"] == "normall" and "(did you mean 'normal'?)" in p["message"]
