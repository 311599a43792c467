"""Under --lang fr every sentence is French.

Each command a user runs (and a set of refusals, as text and as --json) is run under --lang fr;
its whole output must hold no piece of an English sentence the referee can print: no literal
piece of three words or more of an English template (referee/messages/en.py) or of the English
declarations the French catalogue translates (invariant statements, reasons without a proof,
spec key descriptions), and none of a few English words French never uses.

What stays English by design is not sentences: region, player and variant names, the spec's keys
and values (`rules`), option names, error codes and ruling ids.
"""

from __future__ import annotations

import html
import json
import re

import pytest

from english_detector import english_in
from helpers import REPO, run_referee

# slow (left out by `pytest -m "not slow"`): each test runs a command in a subprocess, twice for refusals
pytestmark = pytest.mark.slow

EXAMPLE = str(REPO / "examples" / "dark-tower-4p.json")


def french_run(*args, expect: int = 0, cwd=None, timeout: float | None = None) -> str:
    done = run_referee(*args, "--lang", "fr", cwd=cwd, timeout=timeout)
    assert done.returncode == expect, (args, done.returncode, done.stderr[-2000:])
    assert "Traceback" not in done.stderr
    return done.stdout + "\n" + done.stderr


def test_the_detector_finds_english():
    # the check itself must be able to fail: an English account holds template pieces
    english = run_referee("score", EXAMPLE, "--lang", "en").stdout
    assert english_in(english)
    assert english_in("--until 9 : the record holds rounds 1 to 3")


@pytest.fixture(scope="module")
def record(tmp_path_factory):
    folder = tmp_path_factory.mktemp("games") / "g"
    done = run_referee("simulate", "--seed", "4", "--games", "1", "--players", "3", "--out", str(folder), "-q")
    assert done.returncode == 0, done.stderr
    return str(folder / "game-0001.json")


@pytest.mark.parametrize("args", [
    ("score", EXAMPLE),
    ("score", "--region", "Dark Tower", "Jen=4", "Phil=3", "Chris=2"),
    ("validate", EXAMPLE),
    ("render", EXAMPLE, "--scored"),
    ("rulings",),
    ("rules",),
    ("rules", "--diff", "standard", "permanent-nobles"),
    ("simulate", "--games", "3", "--players", "3"),
    # `referee check` in French: test_a_check_that_fails_on_a_rulebook_anchor_is_french (one run, several rulesets)
    ("struggle", "score", str(REPO / "examples" / "struggle-hand.json")),
    ("rulings", "--game", "kings-struggle"),
    ("rulings", "--game", "kings-favor"),
    ("check", "--game", "kings-struggle", "--examples", "10"),
    ("check", "--differ", "permanent-nobles"),
    # the reference engine's notice, and mcts's own there
    ("compare", "standard", str(REPO / "tests" / "data" / "ten-cards-dragon-every-round.toml"), "--games", "2", "--players", "2",
     "--agents", "mcts:5,random"),
    ("check", "--differ", "permanent-nobles", "--on", "game", "--games", "50"),
    ("favor", "moves", str(REPO / "examples" / "favor-board.json"), str(REPO / "examples" / "favor-state.json"),
     "--player", "Ann", "--roll", "4"),
    ("favor", "moves", str(REPO / "examples" / "favor-board.json"), str(REPO / "examples" / "favor-state.json"),
     "--player", "Ben", "--roll", "3", "--card-of", "Cid"),
], ids=lambda a: " ".join(a[:3]))
def test_a_command_under_lang_fr_prints_no_english(args):
    output = french_run(*args)
    if args[0] == "render":          # the picture's words only
        output = " ".join(re.findall(r">([^<>]+)<", output))
    assert english_in(output) == []


def test_the_score_sheet_of_a_replay_is_french(record):
    assert english_in(french_run("replay", record)) == []


def test_compare_text_and_report_are_french(tmp_path):
    report = tmp_path / "cmp.html"
    output = french_run("compare", "standard", "permanent-nobles", "--games", "200", "--report", str(report))
    assert english_in(output) == []
    page = report.read_text(encoding="utf-8")
    assert '<html lang="fr">' in page
    words = html.unescape(" ".join(re.findall(r">([^<>]+)<", page)))
    assert english_in(words) == []


REFUSALS = [
    ("score", "no-such-file.json"),
    ("score", "."),
    ("score", "--region", "Dark Towr", "Jen=4"),
    ("score", "--region", "Dark Tower", "Jen=10**30"),
    ("score", "--region", "Dark Tower", "Jen=-1"),
    ("score", "--region", "Dark Tower", "Jen=1", "Jen=2"),
    ("score", "--noble", "Jen", EXAMPLE),
    ("score", EXAMPLE, "--variant", "permanent-noble"),
    ("score", EXAMPLE, "--out", ""),
    ("replay", EXAMPLE, "--before-scoring"),
    ("render", EXAMPLE, "-o", EXAMPLE),
    ("rules", "--diff", "standard", "nope"),
    ("rules", "--diff", "standard", "permanent-nobles", "--variant", "permanent-nobles"),
    ("compare", "standard", "--agents", "wizard", "--games", "10"),
    ("compare", "standard", "--agents", "random,random", "--games", "10"),
    ("compare", "standard", "+"),
    ("compare", "standard", str(REPO / "tests" / "data" / "ten-cards-dragon-every-round.toml"), "--games", "10", "--engine",
     "batch"),
    ("compare", "standard", "--games", "100000000000"),
    ("check", "--game", "kings-struggle", "--variant", "permanent-nobles"),
    ("simulate", "--games", "0"),
    ("struggle", "score", str(REPO / "examples" / "struggle-hand.json"), "--ruling", "four-of-a-kind=twelve"),
    ("struggle", "score", str(REPO / "examples" / "favor-board.json")),
    ("favor", "moves", str(REPO / "examples" / "favor-board.json"), str(REPO / "examples" / "favor-state.json"),
     "--player", "Zed", "--roll", "3"),
    ("favor", "moves", str(REPO / "examples" / "favor-board.json"), str(REPO / "examples" / "favor-state.json"),
     "--player", "Ann", "--roll", "7"),
    ("favor", "moves", str(REPO / "examples" / "favor-state.json"), str(REPO / "examples" / "favor-board.json"),
     "--player", "Ann", "--roll", "3"),
]


@pytest.mark.parametrize("args", REFUSALS, ids=lambda a: " ".join(a))
def test_a_refusal_under_lang_fr_is_french_as_text_and_as_json(args):
    assert english_in(french_run(*args, expect=2)) == []
    done = run_referee(*args, "--json", "--lang", "fr")
    assert done.returncode == 2, done.stderr
    problems = json.loads(done.stdout)["problems"]
    assert problems and all(english_in(p["message"]) == [] for p in problems), problems


def test_king_s_struggle_tricks_and_refused_hands_are_french(tmp_path):
    trick = tmp_path / "trick.json"
    trick.write_text(json.dumps({"cards": [{"player": "Ann", "rank": 7, "modifier": 2}, {"player": "Ben", "rank": 5},
                                           {"player": "Cid", "rank": 9}]}), encoding="utf-8")
    assert english_in(french_run("struggle", "trick", str(trick))) == []
    cancel = tmp_path / "cancel.json"
    cancel.write_text(json.dumps({"cards": [{"player": p, "rank": 4} for p in ("Ann", "Ben", "Cid")]}),
                      encoding="utf-8")
    assert english_in(french_run("struggle", "trick", str(cancel))) == []
    hands = tmp_path / "hands.json"
    hands.write_text(json.dumps({"players": {"Ann": {"gold": 81, "cards": [7, 7]}, "Ben": {"cards": [7, 7, "x"]},
                                             "Cid": {"gold": 1, "cards": [], "tricks": 9, "colour": 1}},
                                 "rulings": {"rank-set": "one-set"}}), encoding="utf-8")
    assert english_in(french_run("struggle", "score", str(hands), expect=2)) == []

