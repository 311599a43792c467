"""click's own usage errors in the referee's forms: JSON under --json, French under --lang fr.

click raises these before a command runs (an unknown option, a missing argument, a value that
is not one of the choices), so the command's own refusal (common.fail) never sees them; this
module reads --json and --lang from the command line itself.
"""

from __future__ import annotations

import re
import sys

import click

from ..messages import render
from ..parse_reasons import matched
from .common import EXIT_BAD_INPUT, dump_json, resolve_lang


def report_usage_error(exc: click.ClickException, argv: list[str]) -> None:
    """Print the error as the command line asked (JSON or text, English or French) and exit."""
    lang = resolve_lang(_lang_asked(argv))
    sentence = usage_sentence(exc, lang)
    code = getattr(exc, "exit_code", EXIT_BAD_INPUT)
    if "--json" in argv:
        field, value = _field_and_value(exc)
        problem = {"code": "BAD_USAGE", "field": field, "value": value, "message": sentence, "severity": "error"}
        click.echo(dump_json({"valid": False, "source": None, "problems": [problem]}), nl=False)
        sys.exit(code)
    context = getattr(exc, "ctx", None)
    if context is not None:
        click.echo(context.get_usage(), err=True)
        click.echo(render("usage.help", lang, command=context.command_path), err=True)
    click.echo(render("usage.error", lang, message=sentence), err=True)
    sys.exit(code)


# click's own sentences for the usage errors without a class of their own, each with the message
# that says it in the asked language (parse_reasons.matched: the named parts are the message's values)
EXTRA_ARGUMENTS = r"Got unexpected extra arguments? \((?P<given>.*)\)"
CLICK_SENTENCES = (
    (r"Option '(?P<option>.+)' requires an argument\.", "usage.needs-value"),
    (r"Option '(?P<option>.+)' requires (?P<count>\d+) arguments\.", "usage.needs-values"),
    (r"Option '(?P<option>.+)' does not take a value\.", "usage.takes-no-value"),
    (EXTRA_ARGUMENTS, "usage.extra-arguments"),
)


def usage_sentence(exc: click.ClickException, lang: str) -> str:
    """The error's sentence in `lang`: an unknown option or command, a missing argument, a value
    that is none of an option's choices, an option without its value or with one it does not
    take, arguments in excess. An error of click's not listed keeps click's English words (the
    referee's own option types, cli.options.Count, say theirs in `lang` already)."""
    if isinstance(exc, (click.exceptions.NoSuchOption, click.exceptions.NoSuchCommand)):
        near = sorted(exc.possibilities or [])
        hint = render("hint.did-you-mean", lang, names=near) if near else ""
        if isinstance(exc, click.exceptions.NoSuchCommand):
            return render("usage.no-such-command", lang, name=exc.command_name, hint=hint)
        return render("usage.no-such-option", lang, option=exc.option_name, hint=hint)
    said = getattr(exc, "message", "")
    sentence = matched(said, CLICK_SENTENCES)
    if sentence is not None:
        return sentence.render(lang)
    if isinstance(exc, click.exceptions.MissingParameter) and _param_name(exc):
        return render("usage.missing", lang, name=_param_name(exc))
    choices = getattr(getattr(exc, "param", None), "type", None)
    given = re.match(r"('.*'|\".*\") is not ", said, re.S)
    if isinstance(exc, click.BadParameter) and isinstance(choices, click.Choice) and given and _param_name(exc):
        return render("usage.not-a-choice", lang, name=_param_name(exc), given=given.group(1),
                      choices=[str(choice) for choice in choices.choices])
    return exc.format_message()


def _field_and_value(exc: click.ClickException) -> tuple[str, str | None]:
    """The JSON problem's field and value: the option or argument, else COMMAND and the unknown
    command, or ARGUMENTS and the arguments in excess."""
    if isinstance(exc, click.exceptions.NoSuchCommand):
        return "COMMAND", exc.command_name
    extra = re.fullmatch(EXTRA_ARGUMENTS, getattr(exc, "message", ""), re.S)
    if extra:
        return "ARGUMENTS", extra["given"]
    return getattr(exc, "option_name", None) or _param_name(exc) or "", None


def _param_name(exc) -> str:
    param = getattr(exc, "param", None)
    if param is None:
        return ""
    return param.opts[0] if getattr(param, "opts",
                                    None) and param.param_type_name == "option" else param.human_readable_name


def _lang_asked(argv: list[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv) and argv[i + 1] in ("en", "fr"):
            return argv[i + 1]
        if arg.startswith("--lang=") and arg[7:] in ("en", "fr"):
            return arg[7:]
    return None
