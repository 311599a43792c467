"""`--help` in the language asked for (`--lang fr`, or a French locale), like every other output.

click builds the help from the commands' docstrings and the options' `help=` (English, where the
code declares them); while click prints a help in French, `localised` gives every command and
option of the tree its French from the catalogue, each under its path as the entry's context
("help:referee check", "help:referee check --variant"), and a formatter says click's own words
(Usage, Options, Commands, default, required: the context "click") in French.
"""

from __future__ import annotations

import inspect
import re
from contextlib import contextmanager
from typing import Any, Iterator

import click

from ..messages.catalogue import help_context, translated

HELP_FLAGS = ("--help", "-h")
ROOT = "referee"
# click's own words in a help, and the help of the --help option it adds to every command
CLICK_WORDS = ("Usage: ", "Options", "Commands", "default", "required", "Show this message and exit.")


def click_word(english: str) -> str:
    return translated("click", english, "fr")


def help_message_id(english: str) -> str:
    """A help text as its catalogue entry's message id: click's cleaned text, each paragraph on one
    line. click re-wraps a paragraph when it prints it, so where the code breaks its lines is not
    part of the text: re-wrapping a docstring keeps its translation; rewording it does not."""
    return "\n\n".join(" ".join(paragraph.split()) for paragraph in inspect.cleandoc(english).split("\n\n"))


def french(path: str, english: str) -> str:
    """The help of the command or option at `path` in French (the English when the catalogue has no
    translation of this English: tests/messages/test_catalogues.py keeps it complete)."""
    message_id = help_message_id(english)
    french_help = translated(help_context(path), message_id, "fr")
    return english if french_help == message_id else french_help


def _bracketed(text: str) -> str:
    """click's "[default: 4]" and "[required]" at the end of an option's help, in French."""
    text = re.sub(r"\[default: ([^\]]*)\]", lambda m: f"[{click_word('default')} : {m.group(1)}]", text)
    return text.replace("[required]", f"[{click_word('required')}]")


class FrenchFormatter(click.HelpFormatter):
    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, click_word("Usage: ") if prefix is None else prefix)

    def write_heading(self, heading: str) -> None:
        super().write_heading(click_word(heading))

    def write_dl(self, rows: Any, col_max: int = 30, col_spacing: int = 2) -> None:
        super().write_dl([(term, _bracketed(click_word(text)) if text else text) for term, text in rows],
                         col_max, col_spacing)


class FrenchContext(click.Context):
    formatter_class = FrenchFormatter


def commands(root: click.Command, path: str = ROOT) -> Iterator[tuple[str, click.Command]]:
    """The command and, for a group, every command under it, each with its path ("referee check")."""
    yield path, root
    if isinstance(root, click.Group):
        for name, sub in root.commands.items():
            yield from commands(sub, f"{path} {name}")


def options(root: click.Command) -> Iterator[tuple[str, click.Option]]:
    """Every option of the tree that has a help, with its path: its command's and its longest name
    ("referee check --variant")."""
    for path, command in commands(root):
        for param in command.params:
            if isinstance(param, click.Option) and param.help:
                yield f"{path} {max(param.opts, key=len)}", param


def help_texts(root: click.Command) -> Iterator[tuple[str, str]]:
    """(path, English help as its message id) of every command and option of the tree that has a help."""
    yield from ((path, help_message_id(command.help)) for path, command in commands(root) if command.help)
    yield from ((path, help_message_id(str(option.help))) for path, option in options(root))


@contextmanager
def localised(root: click.Command, lang: str) -> Iterator[None]:
    """The command tree with its help in `lang` (only French differs from the code's English), and
    as it was afterwards (the tree is the module's one `main`: a process may run several commands)."""
    if lang != "fr":
        yield
        return
    saved = [(path, command, command.context_class, command.help) for path, command in commands(root)]
    helps = [(path, option, str(option.help)) for path, option in options(root)]
    try:
        for path, command, _, english in saved:
            command.context_class = FrenchContext
            command.help = french(path, english) if english else english
        for path, option, english in helps:
            option.help = french(path, english)
        yield
    finally:
        for _, command, context_class, english in saved:
            command.context_class, command.help = context_class, english
        for _, option, english in helps:
            option.help = english


def help_asked(argv: list[str]) -> bool:
    return any(arg in HELP_FLAGS for arg in argv)
