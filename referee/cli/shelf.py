"""Helpers shared by the commands of the other games on the shelf (`referee struggle`,
`referee favor`): their --ruling option, and reading their spec and input files with exit 2."""

from __future__ import annotations

import click

from .common import fail, fail_with_problems, read_text

game_ruling_option = click.option(
    "--ruling", "rulings", multiple=True, metavar="ID=CHOICE",
    help="Choose an alternative for an open ruling (see `referee rulings --game ...`). Repeatable; "
         "laid over the file's \"rulings\".")


def load_or_fail(loader):
    """The game's rules, or exit 2 naming the spec file and key."""
    from ..errors import SpecError

    try:
        return loader()
    except SpecError as exc:
        fail(exc.text, code="BAD_SPEC")


def ruling_choices_or_fail(values: tuple[str, ...], register) -> dict[str, str]:
    from ..errors import RefereeError
    from ..games.spec_files import parse_ruling_options
    from .common import error_text

    try:
        return parse_ruling_options(values, register)
    except RefereeError as exc:
        fail(error_text(exc), code="BAD_OPTION", field="--ruling", value=list(values))


def read_or_fail(reader, source: str, *args, as_json: bool = False, lang: str = "en"):
    """Run a game reader on the text of `source` ('-' = stdin); exit 2 listing every problem, as
    King's Road's commands do (present.explain.describe_problems: `error [CODE] field = value: ...`),
    or with as_json (--json) as `referee validate --json` does: {"valid": false, "source": ...,
    "problems": [{code, field, value, message, severity}, ...]} on stdout."""
    from ..games.input_problems import InputError

    text, name = read_text(source, lang, as_json=as_json)
    try:
        return reader(text, name, *args)
    except InputError as exc:
        fail_with_problems(exc.problems, name, lang, as_json=as_json)
