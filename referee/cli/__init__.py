"""The `referee` command: a thin layer over the library. Read, check, act, print.

Each command family lives in its own module; the library is imported inside the commands so
that `referee score` loads only what it needs (never z3 or hypothesis).
"""

from __future__ import annotations

import click

from .check import check
from .compare import compare
from .favor import favor
from .games import replay, simulate
from .help_text import help_asked, localised
from .ladder import ladder
from .rules import rules
from .score import score, validate
from .serve import serve
from .struggle import struggle
from .table import render, rulings


class RefereeGroup(click.Group):
    """The `referee` group: click's own usage errors (an unknown option, a missing argument, a
    bad choice) follow --json and --lang as the commands' refusals do, exit 2."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        import sys

        argv = list(sys.argv[1:] if args is None else args)
        lang = "en"
        if help_asked(argv) or not argv:
            from ..messages import default_lang
            from .usage import _lang_asked

            lang = _lang_asked(argv) or default_lang()
        try:
            with localised(self, lang):
                return super().main(argv, prog_name, complete_var, standalone_mode=False, **extra)
        except click.exceptions.Abort:
            click.echo("Aborted!", err=True)
            sys.exit(1)
        except click.ClickException as exc:
            from .usage import report_usage_error

            report_usage_error(exc, argv)


@click.group(cls=RefereeGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="kings-road-referee")
def main() -> None:
    """Referee for Reiner Knizia's King's Road: validate, score and explain positions.

    Also the other games on the shelf: `referee struggle` (King's Struggle) and `referee favor`
    (King's Favor)."""


for _command in (score, validate, replay, simulate, render, rulings, rules, check, compare, ladder, struggle, favor,
                 serve):
    main.add_command(_command)
