"""`--help` in the language asked for (`--lang fr`, or a French locale), like every other output.

click builds the help from the commands' docstrings and the options' `help=` (English, where the
code declares them); while click prints a help in French, `localised` gives every command and
option of the tree its French from referee.messages.help_fr, and a formatter says click's own
words (Usage, Options, Commands, default, required) in French.
"""

from __future__ import annotations

import inspect
import re
from contextlib import contextmanager
from typing import Any, Iterator

import click

from ..messages.help_fr import HELP, WORDS

HELP_FLAGS = ("--help", "-h")


def french(english: str) -> str:
    """A help text in French (the English when the table has none: tests/cli/test_help.py keeps it complete)."""
    return HELP.get(inspect.cleandoc(english), english)


def _bracketed(text: str) -> str:
    """click's "[default: 4]" and "[required]" at the end of an option's help, in French."""
    text = re.sub(r"\[default: ([^\]]*)\]", lambda m: f"[{WORDS['default']} : {m.group(1)}]", text)
    return text.replace("[required]", f"[{WORDS['required']}]")


class FrenchFormatter(click.HelpFormatter):
    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, WORDS["Usage: "] if prefix is None else prefix)

    def write_heading(self, heading: str) -> None:
        super().write_heading(WORDS.get(heading, heading))

    def write_dl(self, rows: Any, col_max: int = 30, col_spacing: int = 2) -> None:
        super().write_dl([(term, _bracketed(french(text)) if text else text) for term, text in rows],
                         col_max, col_spacing)


class FrenchContext(click.Context):
    formatter_class = FrenchFormatter


def commands(root: click.Command) -> Iterator[click.Command]:
    """The command and, for a group, every command under it."""
    yield root
    if isinstance(root, click.Group):
        for sub in root.commands.values():
            yield from commands(sub)


@contextmanager
def localised(root: click.Command, lang: str) -> Iterator[None]:
    """The command tree with its help in `lang` (only French differs from the code's English), and
    as it was afterwards (the tree is the module's one `main`: a process may run several commands)."""
    if lang != "fr":
        yield
        return
    saved = [(command, command.context_class, command.help) for command in commands(root)]
    options = [(p, p.help) for command in commands(root) for p in command.params
               if isinstance(p, click.Option) and p.help]
    try:
        for command, _, english in saved:
            command.context_class = FrenchContext
            command.help = french(english) if english else english
        for param, english in options:
            param.help = french(english)
        yield
    finally:
        for command, context_class, english in saved:
            command.context_class, command.help = context_class, english
        for param, english in options:
            param.help = english


def help_asked(argv: list[str]) -> bool:
    return any(arg in HELP_FLAGS for arg in argv)
