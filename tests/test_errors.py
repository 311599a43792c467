"""referee/errors.py: the one "did you mean" hint, and values quoted printable and short."""

from __future__ import annotations

from referee.errors import did_you_mean, field_key, show_value


def test_did_you_mean_names_the_nearest_choice():
    assert did_you_mean("scroes", ["players", "scores", "supply"]) == " (did you mean 'scores'?)"


def test_did_you_mean_is_empty_when_nothing_is_near():
    assert did_you_mean("zzzz", ["players", "scores"]) == ""
    assert did_you_mean(["a list"], ["players"]) == ""       # not text: no hint, no error


def test_did_you_mean_shows_the_name_behind_a_slug():
    # Regions are compared by slug and shown by name, each name once.
    slugs = {"dark-tower": "Dark Tower", "5": "Dark Tower", "temple-ruins": "Temple Ruins"}
    assert did_you_mean("dark-towr", slugs, n=2) == " (did you mean 'Dark Tower'?)"


def test_did_you_mean_ignores_the_tail_of_a_huge_word():
    assert did_you_mean("scores" + "x" * 1_000_000, ["scores"]) == ""


def test_show_value_escapes_and_cuts():
    assert show_value("a\nb") == '"a\\nb"'          # JSON's escape: one line
    assert "\ud800" not in show_value("\ud800") and "\\ud800" in show_value("\ud800")
    assert len(show_value("x" * 1000)) == 60
    assert show_value(10 ** 100) == "(a number of 101 digits)"


def test_field_key_of_a_hostile_key_is_one_printable_line():
    assert field_key("Dark Tower") == '"Dark Tower"'
    shown = field_key("a\nb" + "c" * 100)
    assert shown.isprintable() and len(shown) <= 60


def test_a_problem_keeps_its_template_so_json_can_give_either_language():
    from referee.errors import Problem
    from referee.messages import text

    p = Problem.about("TOO_LARGE", "supply.Jen", 25, text("problem.too-large.why", max=20,
                                                         why=text("why.markers", limit=20)))
    assert p.message == "supply.Jen = 25: at most 20: each player has only 20 markers"
    assert p.to_dict()["message"] == p.message
    french = p.to_dict("fr")
    assert french["message"] == "supply.Jen = 25 : au plus 20 : chaque joueur n'a que 20 marqueurs"
    assert {k: v for k, v in french.items() if k != "message"} == {
        "code": "TOO_LARGE", "field": "supply.Jen", "value": 25, "severity": "error"}
    moved = p.under("start.")
    assert moved.field == "start.supply.Jen" and moved.message == "start." + p.message
    assert moved.to_dict("fr")["message"].startswith("start.supply.Jen = 25 : au plus 20")
