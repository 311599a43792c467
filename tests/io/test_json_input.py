"""referee/io/json_input.py: JSON decoded within the limits, every refusal naming where and why."""

from __future__ import annotations

import pytest

from referee.io.json_input import decode_bytes, parse_json_text
from referee.limits import MAX_DIGITS, MAX_INPUT_BYTES, MAX_NESTING


def problem_of(text):
    data, problems = parse_json_text(text, "in.json")
    assert data is None and len(problems) == 1
    return problems[0]


def test_a_key_twice_is_refused_naming_the_key_and_where():
    # JSON itself keeps the last "Jen" silently; the referee refuses and names it.
    p = problem_of('{"players": ["Jen", "Phil"], "king": 5, "scores": {"Jen": 1, "Jen": 30}}')
    assert p.code == "DUPLICATE_KEY" and p.field == "scores" and '"Jen" appears twice' in p.message


def test_a_key_twice_at_the_top_level():
    p = problem_of('{"king": 1, "king": 2}')
    assert p.code == "DUPLICATE_KEY" and "(top level)" in p.message and '"king"' in p.message


def test_a_number_of_4301_digits_is_refused_by_field_without_printing_it():
    # Python refuses to convert 4,301 digits (ValueError); the limit is far below that.
    p = problem_of('{"scores": {"Jen": ' + "9" * 4301 + "}}")
    assert p.code == "NUMBER_TOO_LONG" and p.field == "scores.Jen"
    assert "4301 digits" in p.message and "9999" not in p.message and len(p.message) < 200


def test_among_many_plain_values_the_one_to_refuse_is_still_found_with_its_field():
    # the walk passes over plain numbers, true, false and null without building their field paths;
    # a long number, a bad string or an object with a key twice among them is still found, by field
    plain = ", ".join(["1", "2.5", "true", "null", "false"] * 2000)
    for bad, code in (("9" * (MAX_DIGITS + 1), "NUMBER_TOO_LONG"), ('"a\\u0000b"', "BAD_CHARACTER"),
                      ('{"k": 1, "k": 2}', "DUPLICATE_KEY")):
        p = problem_of('{"cards": [' + plain + ", " + bad + ", " + plain + "]}")
        assert (p.code, p.field) == (code, "cards[10000]"), (p.code, p.field)


def test_digits_up_to_the_limit_are_read():
    data, problems = parse_json_text('{"n": ' + "1" * MAX_DIGITS + "}", "in.json")
    assert problems == [] and data["n"] == int("1" * MAX_DIGITS)


@pytest.mark.parametrize("text", ['{"a": NaN}', '{"a": Infinity}', '{"a": -Infinity}'])
def test_nan_and_infinity_are_not_json(text):
    assert problem_of(text).code == "NOT_A_NUMBER"


def test_nesting_beyond_the_limit_is_refused_with_the_limit_named():
    # MAX_NESTING levels are read; one more is refused.
    ok = "[" * MAX_NESTING + "]" * MAX_NESTING
    assert parse_json_text(ok, "in.json")[1] == []
    p = problem_of("[" * (MAX_NESTING + 1) + "]" * (MAX_NESTING + 1))
    assert p.code == "TOO_DEEP" and f"more than {MAX_NESTING}" in p.message


@pytest.mark.parametrize("escaped, code_point", [("\\ud800", "U+D800"), ("\\u0007", "U+0007"), ("\\u001b", "U+001B"),
                                                 ("\\u0085", "U+0085")])
def test_lone_surrogates_and_control_characters_are_refused_naming_the_field(escaped, code_point):
    p = problem_of('{"players": ["Jen", "Ph' + escaped + 'il"]}')
    assert p.code == "BAD_CHARACTER" and p.field == "players[1]" and code_point in p.message
    assert p.message.isprintable()          # the message itself shows the character escaped


def test_tab_and_newline_stay_allowed_in_free_text():
    data, problems = parse_json_text('{"comment": "line one\\n\\tline two"}', "in.json")
    assert problems == [] and data["comment"] == "line one\n\tline two"


def test_a_control_character_in_a_key():
    p = problem_of('{"board": {"Dark\\u0000Tower": {}}}')
    assert p.code == "BAD_CHARACTER" and "board key" in p.message


def test_input_larger_than_the_limit_is_refused_by_size():
    _, [p] = decode_bytes(b" " * (MAX_INPUT_BYTES + 1), "big.json")
    assert p.code == "TOO_LARGE" and "4 MB" in p.message


def test_bytes_that_are_not_utf8_are_refused_with_the_position():
    _, [p] = decode_bytes(b'{"a": "\xff"}', "bin.json")
    assert p.code == "NOT_UTF8" and "byte 7" in p.message


def test_a_byte_order_mark_is_accepted():
    text, problems = decode_bytes(b'\xef\xbb\xbf{"a": 1}', "bom.json")
    assert problems == [] and text == '{"a": 1}'


@pytest.mark.parametrize("value,code", [(True, "NOT_AN_INTEGER"), (False, "NOT_AN_INTEGER"), (1.5, "NOT_AN_INTEGER"),
                                        ("2", "NOT_AN_INTEGER"), (None, "NOT_AN_INTEGER"), (-1, "NEGATIVE_COUNT"),
                                        (21, "TOO_LARGE"), (0, None), (20, None)])
def test_count_problem_is_the_one_count_check_of_every_reader(value, code):
    from referee.io.json_input import count_problem, is_int

    p = count_problem("f", value, maximum=20)
    assert (p.code if p else None) == code
    assert is_int(value) == (code in (None, "NEGATIVE_COUNT", "TOO_LARGE"))
    if p:
        assert p.field == "f" and p.value is value and p.message.startswith("f = ")
