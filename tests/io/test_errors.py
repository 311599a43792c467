"""referee/errors.py: the one "did you mean" hint, and values quoted printable and short."""

from __future__ import annotations

from referee.errors import did_you_mean_text, field_key, show_value


def did_you_mean(word, choices, **options) -> str:
    """The hint in English, as a message shows it."""
    return str(did_you_mean_text(word, choices, **options))


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


def test_field_key_quotes_a_key_as_json_writes_a_string():
    # a quotation mark inside a quoted key is escaped, so the path reads back to the key written
    import json

    assert field_key('house "rule"') == '"house \\"rule\\""'
    assert field_key('a"b') == '"a\\"b"'
    for key in ('house "rule"', "a\\b c", "Zin Kai's Deep"):
        assert json.loads(field_key(key)) == key


def test_field_key_quotes_a_key_holding_a_bracket():
    # `scores.Ann[2]` would read as the third entry of `scores.Ann`: a key holding a bracket is quoted,
    # and a path of plain keys and indexes stays bare
    from referee.properties.conformance.quoted_values import steps

    assert field_key("Ann[2]") == '"Ann[2]"' and field_key("]") == '"]"'
    assert steps(f"scores.{field_key('Ann[2]')}") == ["scores", "Ann[2]"]
    assert field_key("Ann") == "Ann"


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


def test_a_number_is_quoted_as_written_and_its_json_stays_valid():
    # 1e309 reads as infinity; it was quoted "Infinity" and put into --json as the
    # invalid token Infinity. The reader keeps the text written (WrittenNumber).
    import json

    from referee.errors import Problem, WrittenNumber

    huge, fraction = WrittenNumber("1e309"), WrittenNumber("4.50")
    assert show_value(huge) == "1e309" and show_value(fraction) == "4.50"
    assert show_value([5, 4, 2, huge]) == "[5, 4, 2, 1e309]"
    problem = Problem.about("NOT_AN_INTEGER", "scores.Jen", huge, "expected a whole number")
    assert problem.message == "scores.Jen = 1e309: expected a whole number"
    assert json.loads(json.dumps(problem.to_dict(), allow_nan=False))["value"] == "1e309"


def test_a_command_line_list_is_quoted_as_the_user_wrote_it():
    from referee.errors import WrittenList

    assert show_value(WrittenList([10, 9, 8], "10,9,8")) == "10,9,8"
    assert show_value(WrittenList([5, 4, 2], "5-4-2")) == "5-4-2"


def test_a_spec_type_is_named_in_the_files_words_not_pythons():
    from referee.errors import kind_text

    assert str(kind_text(int)) == "an integer" and str(kind_text(str)) == "a string"
    assert str(kind_text((list, tuple))) == "an array" and str(kind_text(dict)) == "a table"
    # several kinds are joined in the language asked for
    assert str(kind_text((int, str))) == "an integer or a string"
    assert kind_text((int, str)).render("fr") == "un entier ou une chaîne"


def test_a_spec_error_shows_a_control_character_in_its_file_name_escaped():
    from referee.errors import SpecError

    error = SpecError("game.toml with we\nird.toml", "end.threshold", "expected an integer")
    for lang in ("en", "fr"):
        sentence = error.text.render(lang)
        assert "\n" not in sentence and "we\\u000aird.toml" in sentence


def test_did_you_mean_speaks_the_language_of_the_message():
    assert did_you_mean_text("scroes", ["scores"]).render("fr") == " (vouliez-vous dire 'scores' ?)"


def test_an_unknown_region_is_said_in_either_language():
    from referee.errors import UnknownRegionError

    error = UnknownRegionError("Dark Towr", ["Dark Tower"])
    assert str(error) == "unknown region \"Dark Towr\" (did you mean 'Dark Tower'?)"
    assert error.text.render("fr") == "région inconnue \"Dark Towr\" (vouliez-vous dire 'Dark Tower' ?)"


def test_field_key_quotes_an_empty_key():
    # a region keyed "" is refused at `board.""`: bare, `board.` would name no key, and the path would not
    # read back to the key written
    import json

    from referee.io.position_reader import read_position

    assert field_key("") == '""' and json.loads(field_key("")) == ""
    _, _, problems = read_position({"players": ["Ann", "Bob"], "king": "Dark Tower",
                                    "board": {"": {"influence": {"Ann": 1}}}})
    assert [(p.code, p.field) for p in problems if p.severity == "error"] == [("UNKNOWN_REGION", 'board.""')]
