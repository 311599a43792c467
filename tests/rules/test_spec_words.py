"""Rule words declared once: each word-valued key's words are a Literal type in
referee/rules/words.py; the schema's choices are its words and the Rules model's field has that
type (tests/rules/test_rules_model.py), so the type checker holds every comparison with the field to the
key's words."""

from __future__ import annotations

import subprocess
import sys

from helpers import REPO
from referee.rules import schema


def word_keys():
    return [(table, key) for table in schema.GAME_TABLES for key in table.keys if key.choices]


def test_every_word_valued_key_is_found():
    # the eleven keys whose values are words (once_per_game a list of them)
    assert len(word_keys()) == 11


def test_the_plays_of_a_word_key_are_among_its_words():
    for table, key in word_keys():
        plays = getattr(key.compiled, "plays", None)
        assert plays is None or set(plays) <= set(key.choices), f"{table.name}.{key.name}"


def test_a_misspelt_rule_word_is_a_type_error(tmp_path):
    # strict equality (pyproject.toml): comparing a field with a word its Literal lacks fails the
    # type check that CI runs; the correct spelling passes
    code = ("from referee.rules import load_rules\n\nrules = load_rules()\n"
            "assert rules.nobles.bonus == 'region-only'\n"
            "assert rules.scoring.tie_rule == '{word}'\n")
    sources = {}
    for word in ("split-evenly", "split-evnly"):      # one mypy run checks both files
        sources[word] = tmp_path / f"uses_{word.replace('-', '_')}.py"
        sources[word].write_text(code.format(word=word))
    done = subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(REPO / "pyproject.toml"),
                           "--cache-dir", str(tmp_path / "cache"), *map(str, sources.values())],
                          cwd=REPO, capture_output=True, text=True)
    errors = [line for line in done.stdout.splitlines() if ": error:" in line]
    assert done.returncode == 1, done.stdout
    assert not [e for e in errors if sources["split-evenly"].name in e], done.stdout
    assert [e for e in errors if sources["split-evnly"].name in e and "Non-overlapping equality check" in e], \
        done.stdout
