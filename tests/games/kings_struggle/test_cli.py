"""`referee struggle score|trick`, `referee rulings --game kings-struggle` and `referee check
--game kings-struggle` as a user runs them (subprocess)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from helpers import REPO, run_json, run_referee

# slow (left out by `pytest -m "not slow"`): each test runs the referee in a subprocess, as a user does
pytestmark = pytest.mark.slow

HAND = str(REPO / "examples" / "struggle-hand.json")


def test_worked_example_scores_32():
    done = run_referee("struggle", "score", HAND)
    assert done.returncode == 0, done.stderr
    # "Scoring": 6 (set of 8s) + 6 (run) + 3 (remaining cards) + 17 (coins) = 32
    assert "Ann: set of three 8s: 6; run 3-4-5-6: 6; pair of 1s: 3; gold 17; total 32" in done.stdout
    assert 'Winner ("Winning"): Ann with 32 points.' in done.stdout


def test_score_json():
    data = run_json("struggle", "score", HAND)
    # Cat: three singles (3) and 8 gold: 11
    assert data["scores"] == {"Ann": 32, "Ben": 9, "Cat": 11} and data["winners"] == ["Ann"]
    assert [g["label"] for g in data["players"]["Ann"]["groups"]] == ["set of three 8s", "run 3-4-5-6", "pair of 1s"]


def test_score_reads_stdin_and_takes_rulings():
    # four 9s need four decks ("Setup"), so four players
    empty = {"gold": 0, "cards": []}
    hand = json.dumps({"players": {"Ann": {"gold": 0, "cards": [9, 9, 9, 9]}, "Ben": {"gold": 8, "cards": []},
                                   "Cat": empty, "Dan": empty}})
    # four 9s: 10 by default (Ann wins 10 to 8); 7 with four-of-a-kind=split (Ben wins 8 to 7)
    assert run_json("struggle", "score", "-", input=hand)["winners"] == ["Ann"]
    data = run_json("struggle", "score", "-", "--ruling", "four-of-a-kind=split", input=hand)
    assert data["scores"] == {"Ann": 7, "Ben": 8, "Cat": 0, "Dan": 0}
    assert data["non_default_rulings"] == {"four-of-a-kind": "split"}


@pytest.mark.parametrize("text,words", [
    ('{"players": {"Ann": {"gold": 3, "cards": [0]}}}', "players.Ann.cards[0] = 0"),
    ('{"players": {"Ann": {"cards": []}}}', "players.Ann.gold: missing"),
    ('{"players": {"Ann": {"gold": 1, "cards": []}}, "rulings": {"rank-sets": "all"}}', 'rulings.rank-sets = "all"'),
    ("{not json", "not valid JSON"),
])
def test_bad_hands_exit_2_naming_the_field(text, words):
    done = run_referee("struggle", "score", "-", input=text)
    assert done.returncode == 2 and words in done.stderr and "Traceback" not in done.stderr


def test_bad_ruling_option_exit_2():
    done = run_referee("struggle", "score", HAND, "--ruling", "four-of-a-kind=twelve")
    assert done.returncode == 2 and "twelve" in done.stderr and "ten, split" in done.stderr


def test_trick_text_and_json():
    trick = json.dumps({"cards": [{"player": "Ann", "rank": 7, "modifier": 2}, {"player": "Ben", "rank": 5},
                                  {"player": "Cid", "rank": 9}]})
    done = run_referee("struggle", "trick", "-", input=trick)
    # Ann's 7+2 = 9 and Cid's 9 cancel; Ben's 5 is the highest left: he collects it and leads next
    assert done.returncode == 0 and "Ben leads the next trick." in done.stdout
    data = run_json("struggle", "trick", "-", input=trick)
    assert (data["winner"], data["collected"], data["next_leader"]) == ("Ben", [5], "Ben")


def test_trick_all_cancel_ruling_from_the_command_line():
    trick = json.dumps({"cards": [{"player": "Ann", "rank": 4}, {"player": "Ben", "rank": 4},
                                  {"player": "Cid", "rank": 4}]})
    data = run_json("struggle", "trick", "-", "--ruling", "all-cards-cancel=left-of-leader", input=trick)
    assert data["winner"] is None and data["next_leader"] == "Ben"


def test_bad_trick_exit_2():
    done = run_referee("struggle", "trick", "-", input='{"cards": [{"player": "Ann", "rank": 12}, {"player": "B"}]}')
    assert done.returncode == 2
    assert "[OUT_OF_RANGE] cards[0].rank = 12" in done.stderr and "[MISSING_FIELD] cards[1].rank: missing" in done.stderr


def test_rulings_register():
    done = run_referee("rulings", "--game", "kings-struggle")
    assert done.returncode == 0 and "spec/kings-struggle/rulings.toml" in done.stdout
    assert "four-of-a-kind  [Scoring]" in done.stdout and "ten (default)" in done.stdout
    data = run_json("rulings", "--game", "kings-struggle")
    assert data["game"] == "kings-struggle" and len(data["rulings"]) == 6


def test_score_never_loads_z3_or_hypothesis():
    code = ("import sys; from click.testing import CliRunner; from referee.cli import main; "
            f"r = CliRunner().invoke(main, ['struggle', 'score', {HAND!r}]); assert r.exit_code == 0, r.output; "
            "print(sorted(m for m in ('z3', 'hypothesis') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO)
    assert done.stdout.strip() == "[]", done.stderr


def test_check_game_kings_struggle():
    done = run_referee("check", "--game", "kings-struggle", "--examples", "30", "--json", "-q")
    assert done.returncode == 0, done.stdout + done.stderr
    data = json.loads(done.stdout)
    assert data["ok"] and len(data["rulesets"]) == 4
    assert data["rulesets"][0]["invariants"]["split.is-best"]["status"] == "HOLDS"
    text = run_referee("check", "--game", "kings-struggle", "--examples", "10", "-q")
    assert "Z3 optimum" in text.stdout and "Check passed." in text.stdout


def test_check_game_refuses_king_s_road_options():
    done = run_referee("check", "--game", "kings-struggle", "--variant", "permanent-nobles", refused=True)
    assert done.returncode == 2 and "--game kings-struggle takes" in done.stderr


def test_bad_hands_json_gives_each_problems_code_field_and_value():
    hand = json.dumps({"players": {"Ann": {"gold": True, "cards": [3], "glod": 1}, "Ben": {"gold": 1, "cards": []},
                                   "Cat": {"gold": 1, "cards": []}}})
    done = run_referee("struggle", "score", "-", "--json", input=hand)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    data = json.loads(done.stdout)
    assert data["valid"] is False and data["source"] == "<stdin>"
    assert [(p["code"], p["field"], p["value"], p["severity"]) for p in data["problems"]] == [
        ("UNKNOWN_FIELD", "players.Ann.glod", 1, "error"), ("NOT_AN_INTEGER", "players.Ann.gold", True, "error")]
    assert data["problems"][0]["message"] == "players.Ann.glod = 1: unknown field (did you mean 'gold'?)"


def test_bad_trick_json_and_text_name_the_same_problem():
    trick = json.dumps({"cards": [{"player": "Ann", "rank": 3, "modifer": 1}, {"player": "Ben", "rank": 4},
                                  {"player": "Cid", "rank": 5}]})
    data = json.loads(run_referee("struggle", "trick", "-", "--json", input=trick).stdout)
    assert [(p["code"], p["field"]) for p in data["problems"]] == [("UNKNOWN_FIELD", "cards[0].modifer")]
    done = run_referee("struggle", "trick", "-", input=trick)
    # the shape every King's Road command prints (present.explain.describe_problems)
    assert done.returncode == 2 and done.stderr == (
        "<stdin>: 1 problem:\n  error [UNKNOWN_FIELD] cards[0].modifer = 1: unknown field (did you mean 'modifier'?)\n")


def test_all_three_games_print_a_bad_count_the_same_way(tmp_path):
    position = tmp_path / "pos.json"
    position.write_text(json.dumps({"players": ["Jen", "Phil"], "king": 5, "scores": {"Jen": 1.5}}))
    road = run_referee("score", str(position))
    table = {"Jen": {"gold": 1.5, "cards": []}, "Phil": {"gold": 1, "cards": []}, "Ann": {"gold": 1, "cards": []}}
    struggle = run_referee("struggle", "score", "-", input=json.dumps({"players": table}))
    favor = run_referee("favor", "moves", str(REPO / "examples" / "favor-board.json"), "-", "--player", "Ann",
                        "--roll", "2", input=json.dumps({"players": {"Ann": {"space": "s1"}, "Ben": {"space": "s2"}},
                                                          "treasures_left": {"crown": 1.5}}))
    lines = [done.stderr.splitlines()[1] for done in (road, struggle, favor)]
    assert [done.returncode for done in (road, struggle, favor)] == [2, 2, 2]
    assert lines == ["  error [NOT_AN_INTEGER] scores.Jen = 1.5: expected a whole number",
                     "  error [NOT_AN_INTEGER] players.Jen.gold = 1.5: expected a whole number",
                     "  error [NOT_AN_INTEGER] treasures_left.crown = 1.5: expected a whole number"]
