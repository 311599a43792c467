"""The exhaustive oracle: its closed form agrees with the rulebook, and it catches a wrong referee."""

from __future__ import annotations

import json

import pytest

from helpers import run_referee
from referee.engine import region_scoring
from referee.properties.conformance import closed_form as exhaustive
from referee.properties.conformance import drawn
from referee.properties.conformance.closed_form import closed_form_leader, closed_form_points

# slow (left out by `pytest -m "not slow"`): exhaustive enumerations of region scorings
pytestmark = pytest.mark.slow


def test_closed_form_on_the_rulebook_examples():
    # "Scoring": Dark Tower 5-4-2-1, four players with 4, 3, 2 and 1 influence; 4 players -> 3 places pay.
    assert closed_form_points((4, 3, 2, 1), (5, 4, 2, 1), paid=3, min_influence=1) == [5, 4, 2, 0]
    # "Scoring — Ties": two players tied for 1st both receive the 2nd place's value; the next is 3rd.
    assert closed_form_points((3, 3, 1), (5, 4, 2, 1), paid=2, min_influence=1) == [4, 4, 0]
    # A tie for 2nd-3rd in a 3-player game reaches past the 2 paid places: both get 0.
    assert closed_form_points((4, 2, 2), (5, 4, 2, 1), paid=2, min_influence=1) == [5, 0, 0]
    # No influence, no place.
    assert closed_form_points((0, 2), (5, 4), paid=1, min_influence=1) == [0, 5]


def test_closed_form_of_the_variant_tie_rules_and_the_tie_rulings():
    # Three tied for 1st-3rd and a fourth player, 4 players (3 places paid), Dark Tower 5-4-2-1.
    values, banner = (2, 2, 2, 1), (5, 4, 2, 1)
    assert closed_form_points(values, banner, 3, 1) == [2, 2, 2, 0]                          # rulebook: 3rd
    assert closed_form_points(values, banner, 3, 1, tie_paid="following-place") == [4, 4, 4, 0]   # 2nd
    assert closed_form_points(values, banner, 3, 1, tie_rule="highest-spanned-place") == [5, 5, 5, 0]
    assert closed_form_points(values, banner, 3, 1, tie_rule="split-evenly") == [3, 3, 3, 0]     # 11 // 3
    # 1-1-2: two tied for 1st-2nd, the next player is 2nd (4), the one after 3rd (2)
    assert closed_form_points((3, 3, 2, 1), banner, 3, 1, ranking="1-1-2") == [4, 4, 4, 2]
    # the ruling tie-paid-place reads the rulebook's rule only: a variant's tie rule ignores it
    assert closed_form_points(values, banner, 3, 1, tie_rule="split-evenly", tie_paid="following-place") == \
        [3, 3, 3, 0]


@pytest.mark.parametrize("tie_rule", ["lowest-spanned-place", "highest-spanned-place", "split-evenly"])
@pytest.mark.parametrize("rulings", [{}, {"tie-ranking": "1-1-2"}, {"tie-paid-place": "following-place"},
                                     {"tie-ranking": "1-1-2", "tie-paid-place": "following-place"}])
def test_small_exhaustive_run_under_every_tie_rule_and_tie_ruling(variant_rules, tie_rule, rulings):
    from referee.rules.loader import with_chosen_rulings

    rules = with_chosen_rulings(variant_rules(scoring={"tie_rule": tie_rule}), rulings)
    assert exhaustive.supported(rules) is None
    report = exhaustive.check_region_scoring(rules, max_count=5, players=(2, 3, 4))
    assert report.ok, report.mismatches[:3]


def test_closed_form_leader():
    assert closed_form_leader((1, 3, 2), 1) == 1
    assert closed_form_leader((3, 3, 2), 1) is None     # a tie for most: no Noble ("Nobles")
    assert closed_form_leader((0, 0), 1) is None


def test_small_exhaustive_run_agrees_with_the_referee(rules):
    report = exhaustive.check_region_scoring(rules, max_count=6, players=(2, 3))
    # multisets of 0..6: C(8,2) = 28 for 2 players, C(9,3) = 84 for 3; 4 banner shapes each
    assert report.cases == (28 + 84) * 4 and report.ok


def test_a_wrong_referee_is_caught(rules, monkeypatch):
    real = region_scoring.place_players

    def pays_highest_place_of_a_tie(influence, banner, paid, min_influence=1, **terms):
        placings = real(influence, banner, paid, min_influence, **terms)
        return [p if p.tied_with == 1 or p.reason != "paid" else
                type(p)(p.player, p.influence, p.first_place, p.first_place, p.tied_with,
                        banner[p.first_place - 1], p.reason) for p in placings]

    monkeypatch.setattr(exhaustive, "place_players", pays_highest_place_of_a_tie)
    report = exhaustive.check_region_scoring(rules, max_count=3, players=(3,))
    # multisets come in ascending order: (0, 3, 3) is a tie for 1st-2nd, paid the 2nd place (7)
    assert {"influence": [0, 3, 3], "banner": [9, 7, 4, 2], "closed_form": [0, 7, 7],
            "referee": [0, 9, 9]} in report.mismatches


def test_check_exhaustive_prints_every_row_after_the_catalogue_and_fails_on_one_that_disagrees(monkeypatch):
    # The command's own work, in this process: the catalogue for real (plain check's, kept from an
    # earlier check when there is one), each exhaustive part (a ruleset's rows, its rule triples, a
    # sweep from a base) a row naming itself, the triples' disagreeing. The rows themselves are
    # played at full size by the release run below and by the parts' own tests at smaller sizes.
    import importlib

    from click.testing import CliRunner

    from referee.cli import main

    check_cli = importlib.import_module("referee.cli.check")     # the module (referee.cli.check is the command)

    real_task, played = check_cli._task, []

    def task(kind, names, *rest):
        if kind not in ("ruleset", "triples", "sweep"):
            return real_task(kind, names, *rest)
        played.append((kind, names))
        agrees = kind != "triples"
        return [{"ruleset": "/".join(names) or "standard", "what": f"the {kind} part", "cases": 7, "agrees": agrees,
                 "mismatches": [] if agrees else [{"message": "a planted disagreement"}]}]
    monkeypatch.setattr(check_cli, "_task", task)
    monkeypatch.setattr(check_cli, "in_parallel", lambda work, calls: [work(*call) for call in calls])
    done = CliRunner().invoke(main, ["check", "--exhaustive", "--json", "-q"])
    assert done.exit_code == 1, done.output                 # the check fails on the one disagreeing row
    data = json.loads(done.stdout)
    # the standard rules' rows, then its triples, then the sweeps from both bases (standard, Permanent Nobles)
    assert played == [("ruleset", ()), ("triples", ()), ("sweep", ()), ("sweep", ("permanent-nobles",))]
    assert [r["what"] for r in data["exhaustive"]] == ["the ruleset part", "the triples part", "the sweep part",
                                                       "the sweep part"]
    assert [r["ruleset"] for r in data["exhaustive"]] == ["standard", "standard", "standard", "permanent-nobles"]
    assert not data["ok"] and any("a planted disagreement" in p for p in data["problems"])
    # and plain check's catalogue in full: 8 rows of drawn rounds and rule pairs (legality and outcomes
    # each), then the 11 comparisons of runner.model_comparisons
    (standard,) = data["rulesets"]
    statuses = [v["status"] for v in standard["invariants"].values()]
    assert statuses.count("PROVED") == 30 and len(standard["oracle"]) == 19


@pytest.mark.release       # minutes of CPU: `python -m pytest -m release` before a release (docs/contributing.md)
def test_check_exhaustive_command_passes_on_the_standard_rules():
    # The standard rules only (with Permanent Nobles as well the test took 95 s): the same rows for a
    # variant come from the same functions, and tests/verification/test_round_oracle.py runs the whole-rounds
    # rows on Permanent Nobles and Two Dragons.
    done = run_referee("check", "--exhaustive", "--json", "-q", timeout=600)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    # 65,758 multisets (231 + 1,771 + 10,626 + 53,130 for 2-5 players) x 4 banner shapes, against the
    # closed form and the compiled simulator's scoring, then whole rounds against the round model
    # (legality, outcome: tests/verification/test_round_oracle.py), then 1,000 drawn rounds (legality, outcome:
    # tests/verification/test_conformance.py), 200 damaged positions and 200 rounds written wrong
    # (test_position_domain.py, test_play_domain.py), 200 rounds under each set of alternative
    # rulings (legality, outcome), 200 rounds under each of the three combined rulesets (legality, outcome):
    # twelve rows; a Knight short of markers (legality, outcome: test_short_knight.py); every triple of
    # rule values and ruling answers (legality, outcome: test_rule_triples.py); then the variant sweep
    # (legality, outcome) from the standard rules and from Permanent Nobles: four rows
    # --exhaustive is plain check and more: the same catalogue first (30 invariants PROVED, 23
    # rulebook anchors MATCH, the 18 comparisons of plain check agree), so what plain check
    # kills, --exhaustive kills too (docs/verification.md, "check as its own mutation test")
    (standard,) = data["rulesets"]
    statuses = [v["status"] for v in standard["invariants"].values()]
    assert statuses.count("PROVED") == 30 and statuses.count("MATCHES") == len(statuses) - 30
    assert len(standard["oracle"]) == 19 and all(o["agrees"] for o in standard["oracle"])
    assert data["ok"] and data["problems"] == []
    rows = data["exhaustive"]
    cases = [r["cases"] for r in rows]
    assert len(rows) == 20
    assert cases[0:2] == [263032] * 2
    assert all(c > 5000 for c in cases[2:4])
    assert cases[4] == 1000 and cases[5] > 300
    assert all(c > 200 * 5 for c in cases[6:8])          # each position or round, several ways
    # two sets of alternative rulings, 200 rounds each, and under the set answering dragon-regions =
    # round-start-nobles, BARE_ROUNDS Dragon rounds from a board without Nobles (drawn.bare_boards)
    assert cases[8] == 2 * 200 + drawn.BARE_ROUNDS
    # three combined rulesets (test_variant_sweep.py): 200 drawn rounds each, and 40 rounds of
    # selections written wrong, each round once per mistake it takes
    assert cases[10] > 3 * (200 + 40)
    # every triple of rule values and ruling answers (test_rule_triples.py): over a hundred rulesets of
    # 12 drawn rounds each, legality
    assert cases[14] > 100 * 12
    assert ["every rule changed at once" in r["what"] for r in rows] == [False] * 10 + [True] * 2 + [False] * 8
    assert ["compiled" in r["what"] for r in rows] == [False, True] + [False] * 18
    assert ["whole rounds" in r["what"] for r in rows] == [False, False, True, True, True, True, False, False,
                                                           True, True] + [False] * 10
    assert ["strength 3" in r["what"] for r in rows] == [False] * 14 + [True] + [False] * 5
    assert ["any 3 rule values" in r["what"] for r in rows] == [False] * 14 + [True, True] + [False] * 4
