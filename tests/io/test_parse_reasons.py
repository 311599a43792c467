"""Why a file did not decode, told in the user's language (referee.parse_reasons): Python's JSON,
UTF-8 and TOML decoders say it in English whatever `--lang` asks."""

from __future__ import annotations

import json
import tomllib

import pytest

from helpers import french_entry, run_referee
from referee.messages import en, render
from referee.parse_reasons import JSON_SENTENCES, TOML_SENTENCES, json_reason, toml_reason, utf8_reason


def french(key: str, **values) -> str:
    entry = french_entry(key, en.MESSAGES[key])
    assert entry, key
    return entry.format(**values)


def decoder_said(parse, source):
    with pytest.raises((json.JSONDecodeError, tomllib.TOMLDecodeError, UnicodeDecodeError)) as raised:
        parse(source)
    return raised.value


# inputs each written to break one rule of the format, and the sentence the reader must give for it
JSON_CASES = [('{"a": 1,,}', "parse-reason.json.property-name"), ('{"a" 1}', "parse-reason.json.colon"),
              ('[1 2]', "parse-reason.json.comma"), ('{"a": }', "parse-reason.json.value"),
              ('{} {}', "parse-reason.json.extra-data"), ('{"a": "b', "parse-reason.json.unterminated-string"),
              ('{"a": "\\q"}', "parse-reason.json.escape-here"), ('{"a": "\\u12"}', "parse-reason.json.unicode-escape"),
              ('{"a": "\x01"}', "parse-reason.json.control-character-here")]
TOML_CASES = [("x = = 1", "parse-reason.toml.value"), ("[a\nx = 1", "parse-reason.toml.table-end"),
              ("a = 1\na = 2", "parse-reason.toml.overwrite"), ("a = [1, 2", "parse-reason.toml.unclosed-array"),
              ('a = "b', "parse-reason.toml.unterminated-string"), ("a 1", "parse-reason.toml.equals"),
              ("[a]\n[a]", "parse-reason.toml.declared-twice")]


@pytest.mark.parametrize("source, key", JSON_CASES)
def test_each_json_mistake_gets_its_own_sentence(source, key):
    said = decoder_said(json.loads, source).msg
    assert json_reason(said).key == key, said


@pytest.mark.parametrize("source, key", TOML_CASES)
def test_each_toml_mistake_gets_its_own_sentence_and_its_place(source, key):
    said = str(decoder_said(tomllib.loads, source))
    reason = toml_reason(said)
    assert reason.key in ("parse-reason.toml.at", "parse-reason.toml.at-end"), said
    assert reason.values()["reason"].key == key, said


def test_a_utf8_mistake_and_a_sentence_no_table_lists():
    assert utf8_reason(decoder_said(lambda b: b.decode("utf-8"), b"\xff").reason).key == "parse-reason.utf8.start-byte"
    assert utf8_reason(decoder_said(lambda b: b.decode("utf-8"), b"\xc3(").reason).key == \
        "parse-reason.utf8.continuation-byte"
    assert utf8_reason(decoder_said(lambda b: b.decode("utf-8"), b"\xe2\x82").reason).key == \
        "parse-reason.utf8.end-of-data"
    # a sentence another Python's decoder might give: kept as it was said, in either language
    assert json_reason("Something new").render("fr") == "Something new"
    assert toml_reason("Something new (at line 2, column 3)").render("fr") == \
        french("parse-reason.toml.at", reason="Something new", line=2, column=3)


def test_every_listed_sentence_has_a_french_one():
    for _, key in JSON_SENTENCES + TOML_SENTENCES:
        assert french_entry(key, en.MESSAGES[key]), key


def test_the_commands_say_it_in_french(tmp_path):
    position, variant, text = tmp_path / "bad.json", tmp_path / "bad.toml", tmp_path / "bad-bytes.json"
    position.write_text('{"a": 1,,}', encoding="utf-8")
    variant.write_text("x = = 1", encoding="utf-8")
    text.write_bytes(b"\xff\xfe")
    said = decoder_said(json.loads, '{"a": 1,,}').msg                      # the decoder's English
    done = run_referee("score", "--lang", "fr", str(position))
    assert done.returncode == 2 and french("parse-reason.json.property-name") in done.stdout + done.stderr
    assert said not in done.stdout + done.stderr
    done = run_referee("rules", "--lang", "fr", "--variant", str(variant))
    assert done.returncode == 2
    assert french("parse-reason.toml.at", reason=french("parse-reason.toml.value"), line=1, column=5) in done.stderr
    done = run_referee("score", "--lang", "fr", str(text))
    assert done.returncode == 2 and french("parse-reason.utf8.start-byte") in done.stdout + done.stderr
    english = run_referee("score", str(position))
    assert render("parse-reason.json.property-name") in english.stdout + english.stderr
