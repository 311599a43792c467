"""`referee ladder` as a user runs it: text, JSON, French, the HTML page, refusals with exit 2."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

pytest.importorskip("numpy")

from english_detector import english_in  # noqa: E402
from helpers import run_referee  # noqa: E402

ARGS = ("ladder", "--games", "60", "--engine", "reference", "--workers", "1", "-q")


def test_the_ladder_ranks_greedy_above_random_in_text_and_json():
    done = run_referee(*ARGS)
    assert done.returncode == 0, done.stderr
    assert "1. greedy" in done.stdout and "2. random" in done.stdout
    assert "random vs greedy" in done.stdout
    data = json.loads(run_referee(*ARGS, "--json").stdout)
    assert [r["agent"] for r in data["ratings"]] == ["greedy", "random"]
    assert data["ratings"][1]["elo"] == 0 and data["ratings"][0]["elo"] > 0
    [p] = data["pairs"]
    assert (p["a"], p["b"], p["games"]) == ("random", "greedy", 60)
    assert p["credit_a"] + p["credit_b"] == pytest.approx(p["finished"])
    assert p["share_a"]["low"] <= p["share_a"]["value"] <= p["share_a"]["high"]


@pytest.mark.slow       # about 7 s: 12 games with an mcts seat whose playouts are the engine's
def test_a_ladder_under_rules_the_kernel_does_not_play_runs_on_the_reference_engine():
    # A Dragon back every round; the kernel plays the rulebook's once-per-game cards only.
    # Every pair plays on the reference engine, mcts included (its playouts the engine's), with the
    # notices; --engine batch is refused naming the ruleset. mcts:20 against random, 2 players, 12
    # games: tests/lab/test_fallback.py shows mcts's strength there, this its ladder and JSON.
    rules = "tests/data/ten-cards-dragon-every-round.toml"
    done = run_referee("ladder", rules, "--agents", "random,mcts:20", "--players", "2", "--games", "12", "--json",
                       "--workers", "1")
    assert done.returncode == 0, done.stderr
    assert "does not play" in done.stderr and "mcts plays its playouts there" in done.stderr
    [pair] = json.loads(done.stdout)["pairs"]
    assert (pair["engine"], pair["games"], pair["finished"]) == ("reference", 12, 12)
    refused = run_referee("ladder", rules, "--agents", "random,greedy", "--engine", "batch", "--games", "2",
                          "--workers", "1")
    assert refused.returncode == 2 and rules in refused.stderr and "Traceback" not in refused.stderr, refused.stderr


def test_the_ladder_in_french_holds_no_english_and_its_json_sentences_are_french():
    done = run_referee(*ARGS, "--lang", "fr")
    assert done.returncode == 0, done.stderr
    assert "Classement des agents selon standard" in done.stdout
    assert english_in(done.stdout) == []
    data = json.loads(run_referee(*ARGS, "--json", "--lang", "fr").stdout)
    assert data["seats"].startswith("les agents d'une paire alternent les places")


def test_the_report_is_one_well_formed_page_with_the_rating_chart(tmp_path):
    page = tmp_path / "ladder.html"
    done = run_referee(*ARGS, "--report", str(page))
    assert done.returncode == 0, done.stderr
    html = page.read_text(encoding="utf-8")
    root = ET.fromstring(html.removeprefix("<!DOCTYPE html>\n"))
    charts = [e for e in root.iter() if e.tag.endswith("svg") and e.get("class") == "rating-chart"]
    assert len(charts) == 1
    assert {g.get("data-agent") for g in charts[0].iter() if g.get("class") == "rating"} == {"random", "greedy"}


@pytest.mark.parametrize("args,field", [
    (("--players", "3"), "--players"),           # the pair's agents alternate seats: an even count
    (("--agents", "random"), "--agents"),         # one agent has no pair
    (("--agents", "random,random"), "--agents"),
    (("--agents", "random,wizard"), "--agents"),
    (("--agents", ",".join(f"mcts:{n}" for n in range(1, 10))), "--agents"),   # 9 agents: one more than the bound
])
def test_bad_options_are_refused_with_exit_2_naming_the_field_in_json_too(args, field):
    done = run_referee("ladder", *args, "--games", "10", "-q", "--workers", "1")
    assert done.returncode == 2 and field in done.stderr and "Traceback" not in done.stderr
    data = json.loads(run_referee("ladder", *args, "--games", "10", "-q", "--json", "--workers", "1").stdout)
    assert data["problems"][0]["field"] == field


def test_rules_that_leave_no_legal_selection_are_refused_without_a_traceback(tmp_path):
    # Eleven cards a round take the whole hand: a Witch's re-selection may hold neither a card it sent
    # back nor a Dragon ("Revealing cards — Witch"), and too few are left, so the reference engine's
    # players find no legal selection and no game can go on. Refused at the ruleset, exit 2, in JSON
    # under --json and in French under --lang fr; no report page left behind.
    variant = tmp_path / "whole-hand.toml"
    variant.write_text('[variant]\nid = "whole-hand"\nname = "Whole hand"\nsection = "Tests"\n\n'
                       '[overrides.round]\ncards_per_round = 11\n', encoding="utf-8")
    args = ("ladder", str(variant), "--games", "4", "--players", "2", "--engine", "reference", "--workers", "1",
            "-q")
    page = tmp_path / "ladder.html"
    done = run_referee(*args, "--report", str(page))
    assert done.returncode == 2 and "Traceback" not in done.stderr and "no legal selection" in done.stderr
    assert "simulate" not in done.stderr            # the sentence is ladder's as much as simulate's
    assert not page.exists()
    answer = json.loads(run_referee(*args, "--json").stdout)
    assert [(p["code"], p["field"]) for p in answer["problems"]] == [("NO_LEGAL_SELECTION", "RULESET")]
    french = run_referee(*args, "--lang", "fr")
    assert french.returncode == 2 and "Traceback" not in french.stderr and "no legal selection" not in french.stderr
    assert french.stderr.strip()
