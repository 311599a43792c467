"""The engine's own code under CrossHair (properties/proofs/symbolic.py, `referee check --symbolic`):
PROVED only when every path was explored, and a planted slip in an explored
function is FAILED with its input. Bounds are cut to two players here (the command runs 2-4)."""

from __future__ import annotations

import json
import os

import pytest

import slips
from helpers import REPO
from referee.engine import region_scoring
from referee.properties.proofs import symbolic
from referee.rules import Board, load_rules

pytest.importorskip("hypothesis_crosshair_provider")
pytestmark = pytest.mark.slow       # about 45 s in all (the fast suite binds the Witch slip in test_conformance)
TWO = (2,)


def test_region_scoring_is_proved_of_the_engine_code(rules):
    result = symbolic.explore(symbolic.BY_ID["region-scoring"], rules, TWO)
    # every banner shape is explored apart: at least one path each, and no path CrossHair skipped
    assert result.status == symbolic.PROVED, (result.counterexample, result.skipped)
    assert result.paths >= len(symbolic.BANNER_SHAPES) and not result.skipped


def test_a_tie_slip_in_the_engine_code_is_found(rules, monkeypatch):
    # The slip: a tie is paid the highest place it spans. The rulebook ("Scoring — Ties") pays the
    # lowest: two players tied for first with 2 players share place 1..2 and, place 2 not being a
    # paid place (players - 1 = 1), get 0 each; the slip pays them the first banner value.
    original = region_scoring.group_points

    def slipped(first, last, banner, paid_places, tie_rule=region_scoring.LOWEST, tie_paid="lowest-tied-place"):
        return original(first, first, banner, paid_places, tie_rule, tie_paid)
    monkeypatch.setattr(region_scoring, "group_points", slipped)
    result = symbolic.explore(symbolic.BY_ID["region-scoring"], rules, TWO)
    assert result.status == symbolic.FAILED
    # the case (Hypothesis's own wording around it changes between versions) and the sentence
    assert "region_scoring(" in result.counterexample and "values=[" in result.counterexample
    assert result.broken.render("en").endswith("the engine pays [9, 9], the closed form [0, 0]")


def test_the_card_count_is_proved_and_the_witch_slip_found(rules, monkeypatch):
    proved = symbolic.explore(symbolic.BY_ID["card-count"], rules, TWO)
    assert proved.status == symbolic.PROVED, (proved.counterexample, proved.skipped)
    # A path count, not a time: the count check branches on the selection's length, the kinds of
    # its first cards and the supply, 59 paths at 2 players. Written so that CrossHair forks on
    # every card of every length (the Witch-alone test as a list of all the kinds), the same proof
    # took 1,388 paths and most of the slow suite's time.
    assert proved.paths < 150, proved.paths
    slips.skip_reselection_count(monkeypatch)
    failed = symbolic.explore(symbolic.BY_ID["card-count"], rules, TWO)
    assert failed.status == symbolic.FAILED
    # the slip accepts a re-selection of one card too many: the example found is a re-selection
    assert "first=False" in failed.counterexample
    assert failed.broken.render("en").endswith("the re-selection: the engine accepts the count")
    assert "la nouvelle sélection : le moteur accepte ce nombre" in failed.to_dict("fr")["counterexample"]


@pytest.mark.parametrize("chosen", [{"card-count-when-short": "supply-at-round-start-at-most"},
                                    {"no-markers-no-cards": "special-cards-allowed"}], ids=["at-most", "specials"])
def test_the_card_count_is_proved_under_each_ruling_about_it(rules, chosen):
    # "Choosing cards" under the rulings on the count: "at most" lets a player short of markers play
    # fewer (not one who holds three markers or more); special-cards-allowed lets a player with no
    # marker play Dragons and Witches. The statement (count_fits) read "at most" as letting anyone
    # play fewer, and this proof then called the engine's count check broken.
    from referee.rules.loader import with_chosen_rulings

    proved = symbolic.explore(symbolic.BY_ID["card-count"], with_chosen_rulings(rules, chosen), TWO)
    assert proved.status == symbolic.PROVED, (proved.counterexample, proved.skipped)


def test_the_kings_path_is_proved_where_a_side_road_turns_him():
    # the same property FAILS there with a slip planted: test_check_symbolic_answers_in_json_...
    side_road = load_rules((str(REPO / "examples/variants/king-side-road.toml"),))
    assert side_road.roads.king_side_roads, "the example variant sends the King along a side road"
    assert symbolic.explore(symbolic.BY_ID["king-path"], side_road).status == symbolic.PROVED


def test_a_path_crosshair_cannot_finish_claims_nothing(rules, monkeypatch):
    # Too few test cases to explore every path: NOT EXHAUSTED, never PROVED.
    monkeypatch.setattr(symbolic, "MAX_PATHS", 3)
    result = symbolic.explore(symbolic.BY_ID["region-scoring"], rules, TWO)
    assert result.status == symbolic.NOT_EXHAUSTED


def _run_check(*args):
    from click.testing import CliRunner

    from referee.cli.check import check
    return CliRunner().invoke(check, ["--symbolic", "-q", *args])


def test_check_symbolic_answers_in_json_and_fails_on_a_planted_slip(monkeypatch):
    # One property (the King's path, a few seconds a ruleset) on the standard rules and the side-road
    # variant; the command runs in this process, one ruleset after the other, so the slip planted
    # here is the one it explores. The slip (the King's turns read from the route alone) changes
    # nothing where no side road turns him: the standard rules' row stays PROVED, the variant's fails.
    monkeypatch.setattr(symbolic, "PROPERTIES", (symbolic.BY_ID["king-path"],))
    monkeypatch.setattr(Board, "next_for_king", lambda self, number: self.next_on_route(number))
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    variant = str(REPO / "examples/variants/king-side-road.toml")
    done = _run_check("--variant", variant, "--json", "--lang", "fr")
    assert done.exit_code == 1, done.output
    answer = json.loads(done.output)
    assert not answer["ok"] and [r["status"] for r in answer["symbolic"]] == ["PROVED", "FAILED"]
    assert all(r["functions"] == ["Board.king_path", "Board.next_for_king"] for r in answer["symbolic"])
    assert len(answer["out_of_reach"]) == len(symbolic.OUT_OF_REACH)
    assert "counterexample" not in answer["symbolic"][0]
    assert "les routes donnent" in answer["symbolic"][1]["counterexample"]      # the sentence, in French


@pytest.mark.parametrize("other", [["--exhaustive"], ["--differ", "permanent-nobles"], ["--witness", "w"],
                                   ["--game", "kings-struggle"]])
def test_symbolic_with_another_mode_is_refused_naming_both(other):
    done = _run_check(*other)
    assert done.exit_code == 2
    assert "--symbolic" in done.output and other[0] in done.output


def test_a_long_exploration_says_how_far_it_is_at_least_every_five_seconds(rules, monkeypatch):
    # A progress line at least every 5 s. Told after every path here (0 s apart), so the
    # count of lines is the count of paths, each with the number explored so far.
    monkeypatch.setattr(symbolic, "TELL_SECONDS", 0.0)
    monkeypatch.setattr(symbolic, "MAX_PATHS", 6)        # the first paths are enough to count lines (all: 30 s)
    said = []
    result = symbolic.explore(symbolic.BY_ID["king-path"], rules, TWO, progress=said.append)
    counts = [dict(t.params)["n"] for t in said if t.key == "symbolic.paths"]
    assert result.paths >= 3 and counts == list(range(1, result.paths + 1))
