"""`--help` follows --lang and the locale like every other output (referee.cli.help_text)."""

from __future__ import annotations

import inspect

import click
import pytest
from click.testing import CliRunner

from english_detector import english_in
from referee.cli import main
from referee.cli.help_text import commands
from referee.messages.help_fr import HELP


def command_paths() -> list[list[str]]:
    def walk(command: click.Command, path: list[str]):
        yield path
        if isinstance(command, click.Group):
            for name, sub in sorted(command.commands.items()):
                yield from walk(sub, path + [name])
    return list(walk(main, []))


def help_texts() -> list[str]:
    """Every help text of the command line: each command's docstring and each option's help."""
    texts = [command.help for command in commands(main) if command.help]
    return texts + [p.help for command in commands(main) for p in command.params
                    if isinstance(p, click.Option) and p.help]


def test_every_help_text_of_the_command_line_has_its_french():
    texts = help_texts()
    missing = [text for text in texts if inspect.cleandoc(text) not in HELP]
    assert missing == []


def test_no_french_help_is_left_for_an_english_text_that_is_gone():
    # the French is keyed by the English as click cleans it: a reworded or re-wrapped English text
    # leaves its old entry behind (and the new text without French, which the test above finds);
    # every entry must belong to a help text of today's command line, or to click's own --help
    current = {inspect.cleandoc(text) for text in help_texts()} | {"Show this message and exit."}
    stale = [english[:60] for english in HELP if english not in current]
    assert stale == []


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
