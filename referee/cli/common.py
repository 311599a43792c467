"""Helpers shared by the CLI commands: reading input, refusing bad input with exit 2, atomic writes."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import NoReturn, Sequence

import click

from ..errors import answered_value, error_text, quote  # noqa: F401  (commands import them from here)
from ..messages import in_lang
from ..messages import text as message
from ..os_reasons import os_reason

EXIT_BAD_INPUT = 2


def fail(message, *, code: str = "BAD_ARGUMENT", field: str = "", value=None) -> NoReturn:
    """Refuse with exit 2 and a clear sentence: never a traceback.

    message: a referee.messages.Text (rendered in the command's --lang) or a finished sentence.
    The command's own options decide the form (click's current context): under --json the
    refusal is JSON on stdout, `{"valid": false, "source", "problems": [{code, field, value,
    message, severity}]}`, as every other refusal; otherwise the sentence goes to stderr.
    A character that cannot be written as UTF-8 (a lone surrogate from a command-line argument
    that was not UTF-8) is shown escaped rather than crashing the message itself.
    """
    lang, as_json, source = command_settings()
    sentence = in_lang(message, lang)
    if as_json:
        problem = {"code": code, "field": field, "value": answered_value(value)[0], "message": sentence,
                   "severity": "error"}
        click.echo(dump_json({"valid": False, "source": source, "problems": [problem]}), nl=False)
        sys.exit(EXIT_BAD_INPUT)
    sentence = sentence.rstrip("\n").encode("utf-8", "backslashreplace").decode("utf-8")
    click.echo(sentence, err=True)
    sys.exit(EXIT_BAD_INPUT)


def resolve_lang(lang: str | None) -> str:
    """--lang, else the environment's locale (French when it is French), else English."""
    if lang:
        return lang
    from ..messages import default_lang

    return default_lang()


def command_settings() -> tuple[str, bool, str | None]:
    """(language, JSON wanted, input named) of the command being run, from its options (--lang,
    --json and its FILE argument); English text outside a command."""
    context = click.get_current_context(silent=True)
    params = context.params if context is not None else {}
    source = params.get("file")
    return resolve_lang(params.get("lang")), bool(params.get("as_json")), source if isinstance(source, str) else None


def fail_with_problems(problems, source: str, lang: str = "en", *, as_json: bool = False) -> NoReturn:
    """Refuse bad input, exit 2: every problem listed on stderr, or with as_json (--json) as
    `referee validate --json` gives them, on stdout: {"valid": false, "source": ..., "problems":
    [{code, field, value, message, severity}, ...]}, so a program reading --json gets JSON either way."""
    if as_json:
        from ..answers import problems_data

        click.echo(dump_json(problems_data(problems, source, lang)), nl=False)
        sys.exit(EXIT_BAD_INPUT)
    from ..present.explain import describe_problems

    fail(describe_problems(problems, source, lang))


def require_modules(command: str, modules: tuple[str, ...]) -> None:
    """Exit 2 with a sentence when a dependency the command imports is missing from this Python
    (they are all installed by `pip install -e .`; a broken or partial environment can still lack one)."""
    missing = []
    for module in modules:
        try:
            __import__(module)
        except ImportError:
            missing.append(module)
    if missing:
        fail(message("install.missing", command=command, modules=missing), code="MISSING_DEPENDENCY",
             value=missing)


def read_text(source: str, lang: str = "en", *, as_json: bool = False) -> tuple[str, str]:
    """(text, display name) of a file, or of stdin for '-': at most MAX_INPUT_BYTES of UTF-8.

    Anything else ends the command with exit 2 and its problem in `lang` (as JSON on stdout with
    as_json): a missing file, a folder, a FIFO, device or socket (refused before it is opened for
    reading, so nothing hangs), a closed stdin, a file over the limit, text that is not UTF-8."""
    from ..io.json_input import decode_bytes

    name = "<stdin>" if source == "-" else show_path(source)
    raw, problems = read_bytes(source, name)
    text = None
    if not problems and raw is not None:
        text, problems = decode_bytes(raw, name)
    if problems or text is None:
        fail_with_problems(problems, name, lang, as_json=as_json)
    return text, name


def read_bytes(source: str, name: str) -> tuple[bytes | None, list]:
    """(bytes, []) of a regular file (or stdin for '-'), reading no more than the limit allows
    (/dev/zero is refused, an endless pipe ends), or (None, [the Problem])."""
    from ..io.json_input import read_input, source_problem
    from ..limits import MAX_INPUT_BYTES

    if source != "-":
        return read_input(source, name)
    try:
        if sys.stdin is None:             # started with stdin closed (`<&-`)
            raise ValueError("no standard input")
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:          # a text-only stdin (some test harnesses): encode what it holds
            return sys.stdin.read(MAX_INPUT_BYTES + 1).encode("utf-8", "surrogateescape"), []
        return stream.read(MAX_INPUT_BYTES + 1), []
    except (OSError, ValueError):         # closed, or not readable
        return None, [source_problem("STDIN_CLOSED", name, "-", message("problem.stdin-closed"))]


def show_path(path: str) -> str:
    """A path as a message shows it: printable, whatever bytes the command line held."""
    from ..errors import escape_unprintable

    return escape_unprintable(str(path))


def write_atomically(path: str, text: str | bytes, *, protect: str | None = None, overwrite_input: bool = False,
                     option: str = "--out", reads: Sequence[str] = ()) -> None:
    """Write text (or bytes) to path via a temporary file and rename: never a half-written file."""
    write_outputs([(option, path, text)], protect=protect, overwrite_input=overwrite_input, reads=reads)


def write_outputs(outputs: list[tuple[str, str, str | bytes]], *, protect: str | None = None,
                  overwrite_input: bool = False, reads: Sequence[str] = ()) -> None:
    """Write every output, each (option, path, text), or none (exit 2 naming the option and path).

    Every path is checked first (check_outputs), then each text goes to a temporary file beside
    its target, and only once all are written are they renamed into place. A symbolic link is
    followed: the file it points to is replaced and the link stays. A new file gets the mode the
    umask allows (as a shell redirection would); a replaced file keeps its mode. `protect` (the
    input) is never replaced unless overwrite_input is set; `reads` (the other files the command
    reads: variants, rulesets) never.
    """
    targets = check_outputs([(option, path) for option, path, _ in outputs], protect, overwrite_input, reads)
    written: list[tuple[str, Path]] = []
    option, current = (outputs[0][0], outputs[0][1]) if outputs else ("--out", "")
    try:
        for (option, current, text), target in zip(outputs, targets):
            written.append((_write_temporary(target, text), target))
        for (option, current, _), (tmp, target) in zip(outputs, list(written)):
            os.replace(tmp, target)
        written.clear()
    except OSError as exc:
        fail(message("output.cannot-write", option=option, path=quote(show_path(current)), why=os_reason(exc)),
             code="CANNOT_WRITE", field=option, value=show_path(current))
    finally:
        for tmp, _ in written:
            if os.path.exists(tmp):
                os.unlink(tmp)


def check_outputs(outputs: list[tuple[str, str | None]], protect: str | None = None,
                  overwrite_input: bool = False, reads: Sequence[str] = ()) -> list[Path]:
    """The files the outputs (option, path) will replace, or exit 2 saying why one cannot be
    written: called before the work, so a bad name costs nothing. Two options naming the same
    file are refused (one output would be lost). A None path (option not given) is skipped."""
    targets: list[Path] = []
    named: list[tuple[str, str, Path]] = []
    for option, path in outputs:
        if path is None:
            continue
        target = output_target(path, protect, overwrite_input, option, reads)
        for other_option, other, other_target in named:
            if _same_file(target, other_target):
                _refuse_output("output.same-twice", option, path, other=other_option)
        named.append((option, path, target))
        targets.append(target)
    return targets


def input_files(*names: str | None) -> list[str]:
    """The files among a command's arguments that it reads beside its main input: variant and
    ruleset files (a name may join several with '+'); ids such as `permanent-nobles` name no file
    and are left out. Given as `reads`, so that no output replaces one of them."""
    found = []
    for name in names:
        for part in ([name] if name and os.path.exists(name) else str(name or "").split("+")):
            if part and part != "-" and os.path.exists(part):
                found.append(part)
    return found


def output_target(path: str, protect: str | None = None, overwrite_input: bool = False,
                  option: str = "--out", reads: Sequence[str] = ()) -> Path:
    """The file an output path will replace (a symlink resolved), or exit 2 saying why it cannot be:
    among others, when it is the input (`protect`, unless overwrite_input) or another file the
    command reads (`reads`)."""
    refuse_unnamable(path, option)
    try:
        target = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
        if protect and protect != "-" and not overwrite_input and _same_file(target, Path(protect)):
            _refuse_output("output.is-input", option, path)
        if any(_same_file(target, Path(read)) for read in reads):
            _refuse_output("output.is-read", option, path)
        if target.is_dir():
            _refuse_output("output.is-folder", option, path)
        if target.exists() and not target.is_file():
            _refuse_output("output.not-regular", option, path)
        folder = target.parent if str(target.parent) else Path(".")
        if not folder.is_dir():
            _refuse_output("output.no-folder", option, path, folder=quote(show_path(str(folder))))
        if not os.access(folder, os.W_OK | os.X_OK):
            _refuse_output("output.cannot-write-in", option, path, folder=quote(show_path(str(folder))))
    except (OSError, ValueError) as exc:           # a name the system refuses (too long a path, a NUL byte)
        _refuse_output("output.cannot-write", option, path, why=os_reason(exc))
    return target


def refuse_unnamable(path: str, option: str) -> None:
    """Exit 2 when an output's name is empty, or its last part (a file's or a folder's) is longer
    than file systems allow."""
    from ..limits import MAX_OUTPUT_NAME_BYTES

    if path == "":
        _refuse_output("output.empty", option, path)
    if len(os.path.basename(path.rstrip("/")).encode("utf-8", "surrogateescape")) > MAX_OUTPUT_NAME_BYTES:
        _refuse_output("output.name-too-long", option, path, limit=MAX_OUTPUT_NAME_BYTES)


def _same_file(a: Path, b: Path) -> bool:
    """True when a and b name one file (a symbolic or hard link included), or one path not yet written."""
    try:
        if a.exists() and b.exists():
            return os.path.samefile(a, b)
    except OSError:
        return False
    return os.path.abspath(a) == os.path.abspath(b)


def _refuse_output(key: str, option: str, path: str, **values) -> None:
    fail(message(key, option=option, path=quote(show_path(path)), **values), code="BAD_OUTPUT", field=option,
         value=show_path(path))


def new_file_mode(existing: Path | None = None) -> int:
    """The mode of the file being replaced, or what the umask allows a new file (0o666 & ~umask)."""
    if existing is not None and existing.is_file():
        return existing.stat().st_mode & 0o7777
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


def _write_temporary(target: Path, text: str | bytes) -> str:
    folder = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        os.fchmod(fd, new_file_mode(target))
        # backslashreplace: a lone surrogate (from a non-UTF-8 path on the command line) is
        # written as the JSON escape \\udcXX rather than crashing the write
        data = text if isinstance(text, bytes) else text.encode("utf-8", "backslashreplace")
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        os.unlink(tmp)
        raise
    return tmp


def dump_json(data, lang: str = "en") -> str:
    """JSON for people and files (referee.answers.json_text: the HTTP API writes the same)."""
    from ..answers import json_text

    return json_text(data, lang)
