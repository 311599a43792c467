"""Helpers shared by the CLI commands: reading input, refusing bad input with exit 2, atomic writes."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

import click

from ..errors import quote  # noqa: F401  (commands import it from here)

EXIT_BAD_INPUT = 2


def fail(message: str) -> "None":
    """Print a clear message and exit 2 (bad input): never a traceback.

    A character that cannot be written as UTF-8 (a lone surrogate from a command-line argument
    that was not UTF-8) is shown escaped rather than crashing the message itself.
    """
    message = message.rstrip("\n").encode("utf-8", "backslashreplace").decode("utf-8")
    click.echo(message, err=True)
    sys.exit(EXIT_BAD_INPUT)


def fail_with_problems(problems, source: str, lang: str = "en", *, as_json: bool = False) -> "None":
    """Refuse bad input, exit 2: every problem listed on stderr, or with as_json (--json) as
    `referee validate --json` gives them, on stdout: {"valid": false, "source": ..., "problems":
    [{code, field, value, message, severity}, ...]}, so a program reading --json gets JSON either way."""
    if as_json:
        click.echo(dump_json({"valid": False, "source": source, "problems": [p.to_dict(lang) for p in problems]}),
                   nl=False)
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
        fail(f"referee {command} needs {', '.join(missing)}, which this Python environment lacks; "
             f"reinstall the referee with its dependencies: python3 -m pip install -e .")


def read_text(source: str, lang: str = "en", *, as_json: bool = False) -> tuple[str, str]:
    """(text, display name) of a file, or of stdin for '-': at most MAX_INPUT_BYTES of UTF-8.

    Anything else ends the command with exit 2 and its problem in `lang` (as JSON on stdout with
    as_json): a missing file, a folder, a FIFO, device or socket (refused before it is opened for
    reading, so nothing hangs), a closed stdin, a file over the limit, text that is not UTF-8."""
    from ..io.json_input import decode_bytes

    name = "<stdin>" if source == "-" else show_path(source)
    raw, problems = read_bytes(source, name)
    if not problems:
        text, problems = decode_bytes(raw, name)
    if problems:
        fail_with_problems(problems, name, lang, as_json=as_json)
    return text, name


def read_bytes(source: str, name: str) -> tuple[bytes | None, list]:
    """(bytes, []) of a regular file (or stdin for '-'), reading no more than the limit allows
    (/dev/zero is refused, an endless pipe ends), or (None, [the Problem])."""
    from ..io.json_input import read_input
    from ..limits import MAX_INPUT_BYTES

    if source != "-":
        return read_input(source, name)
    if sys.stdin is None:                 # started with stdin closed (`<&-`)
        return None, [_stdin_closed(name)]
    try:
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:          # a text-only stdin (some test harnesses): encode what it holds
            return sys.stdin.read(MAX_INPUT_BYTES + 1).encode("utf-8", "surrogateescape"), []
        return stream.read(MAX_INPUT_BYTES + 1), []
    except (OSError, ValueError):         # closed, or not readable
        return None, [_stdin_closed(name)]


def _stdin_closed(name: str):
    from ..errors import Problem
    from ..messages import text

    return Problem.of("STDIN_CLOSED", name, "-", text("problem.in-source", source=name,
                                                      problem=text("problem.stdin-closed")))


def show_path(path: str) -> str:
    """A path as a message shows it: printable, whatever bytes the command line held."""
    from ..errors import escape_unprintable

    return escape_unprintable(str(path))


def write_atomically(path: str, text: str | bytes, *, protect: str | None = None, overwrite_input: bool = False) -> None:
    """Write text (or bytes) to path via a temporary file and rename: never a half-written file."""
    write_outputs([(path, text)], protect=protect, overwrite_input=overwrite_input)


def write_outputs(outputs: list[tuple[str, str | bytes]], *, protect: str | None = None,
                  overwrite_input: bool = False) -> None:
    """Write every output or none (exit 2 naming the path that cannot be written).

    Every path is checked first, then each text goes to a temporary file beside its target, and
    only once all are written are they renamed into place. A symbolic link is followed: the file
    it points to is replaced and the link stays. A new file gets the mode the umask allows (as a
    shell redirection would); a replaced file keeps its mode. `protect` (the input) is never
    replaced unless overwrite_input is set.
    """
    targets = [output_target(path, protect, overwrite_input) for path, _ in outputs]
    written: list[tuple[str, Path]] = []
    current = outputs[0][0] if outputs else ""
    try:
        for (current, text), target in zip(outputs, targets):
            written.append((_write_temporary(target, text), target))
        for tmp, target in written:
            current = str(target)
            os.replace(tmp, target)
        written.clear()
    except OSError as exc:
        fail(f"--out {show_path(current)}: cannot write: {exc.strerror}")
    finally:
        for tmp, _ in written:
            if os.path.exists(tmp):
                os.unlink(tmp)


def output_target(path: str, protect: str | None = None, overwrite_input: bool = False) -> Path:
    """The file an output path will replace (a symlink resolved), or exit 2 saying why it cannot be."""
    shown = show_path(path)
    target = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
    if protect and protect != "-" and not overwrite_input:
        try:
            # samefile also catches a symlink or a hard link to the input
            same = target.exists() and os.path.samefile(target, protect)
        except OSError:
            same = False
        if same:
            fail(f"--out {shown}: that is the input file; pass --overwrite-input to replace it")
    if target.is_dir():
        fail(f"--out {shown}: is a directory, expected a file name")
    if target.exists() and not target.is_file():
        fail(f"--out {shown}: exists and is not a regular file")
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        fail(f"--out {shown}: folder {show_path(str(folder))!r} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        fail(f"--out {shown}: cannot write in {show_path(str(folder))!r}")
    return target


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


def dump_json(data) -> str:
    """JSON for people and files; a lone surrogate is written as its \\u escape, so it always encodes."""
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    return text if text.isascii() else text.encode("utf-8", "backslashreplace").decode("utf-8")
