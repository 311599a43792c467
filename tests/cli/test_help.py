"""`--help` follows --lang and the locale like every other output (referee.cli.help_text)."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from english_detector import english_in
from helpers import french_entry
from referee.cli import main
from referee.cli.help_text import CLICK_WORDS, french, help_texts
from referee.messages.catalogue import help_context


def command_paths() -> list[list[str]]:
    def walk(command: click.Command, path: list[str]):
        yield path
        if isinstance(command, click.Group):
            for name, sub in sorted(command.commands.items()):
                yield from walk(sub, path + [name])
    return list(walk(main, []))


def test_every_help_text_of_the_command_line_has_its_french_under_its_path():
    # keyed by the command's or option's path, not by the English: the same "--lang" help under
    # fourteen commands is fourteen entries, and an option that moves to another command needs its French
    texts = list(help_texts(main))
    assert {"referee", "referee check", "referee check --variant", "referee struggle score --lang"} <= dict(texts).keys()
    assert [path for path, english in texts if french_entry(help_context(path), english) is None] == []
    assert [word for word in CLICK_WORDS if french_entry("click", word) is None] == []


def test_a_re_wrapped_english_help_keeps_its_french_and_a_reworded_one_shows_in_english():
    # click re-wraps a paragraph when it prints it, so the entry's English is the paragraphs unwrapped:
    # a docstring wrapped otherwise is the same text. A reworded one is another text (gettext's
    # rule): English until the catalogue is updated, which tests/messages/test_catalogues.py demands.
    command = main.commands["check"]
    assert command.help is not None and "\n    value, or a whole round" in command.__doc__
    assert french("referee check", command.help).startswith("Vérifie le catalogue d'invariants")
    rewrapped = command.help.replace(" x ruleset: PROVED", "\nx ruleset:\n  PROVED")
    assert rewrapped != command.help and french("referee check", rewrapped) == french("referee check", command.help)
    reworded = command.help.replace("Prints a table", "Prints one table")
    assert french("referee check", reworded) == reworded


def _command(path: list[str]) -> click.Command:
    command: click.Command = main
    for name in path:
        assert isinstance(command, click.Group)
        command = command.commands[name]
    return command


@pytest.mark.parametrize("path", command_paths(), ids=lambda p: " ".join(p) or "referee")
def test_help_in_french_holds_no_english(path):
    # a command takes --lang fr; a group (referee, struggle, favor) has no --lang: its French comes
    # from the locale
    group = isinstance(main if not path else _command(path), click.Group)
    args = [*path, "--help"] + ([] if group else ["--lang", "fr"])
    done = CliRunner().invoke(main, args, prog_name="referee", env={"LANG": "fr_FR.UTF-8" if group else "C.UTF-8"})
    assert done.exit_code == 0
    assert done.output.startswith("Utilisation : referee")
    assert english_in(done.output) == []


def test_help_follows_a_french_locale_and_leaves_the_english_as_it_was():
    french = CliRunner().invoke(main, ["score", "--help"], prog_name="referee", env={"LANG": "fr_FR.UTF-8"})
    assert "Décompte la manche de FILE" in french.output and "[par défaut" not in french.output
    english = CliRunner().invoke(main, ["score", "--help"], prog_name="referee", env={"LANG": "C.UTF-8"})
    assert english.output.startswith("Usage: referee score") and "Score the round in FILE" in english.output
    assert "Show this message and exit." in english.output
