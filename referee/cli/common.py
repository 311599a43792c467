"""Helpers shared by the CLI commands: reading input, refusing bad input with exit 2, atomic writes."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

import click

EXIT_BAD_INPUT = 2


def fail(message: str) -> "None":
    """Print a clear message and exit 2 (bad input): never a traceback."""
    click.echo(message.rstrip("\n"), err=True)
    sys.exit(EXIT_BAD_INPUT)


def read_text(source: str) -> tuple[str, str]:
    """(text, display name) of a file, or of stdin for '-'."""
    if source == "-":
        return sys.stdin.read(), "<stdin>"
    try:
        return Path(source).read_text(encoding="utf-8-sig"), source
    except FileNotFoundError:
        fail(f"{source}: no such file")
    except IsADirectoryError:
        fail(f"{source}: is a directory, expected a JSON file")
    except UnicodeDecodeError as exc:
        fail(f"{source}: not UTF-8 text ({exc.reason} at byte {exc.start})")
    except OSError as exc:
        fail(f"{source}: cannot read: {exc.strerror}")


def write_atomically(path: str, text: str | bytes, *, protect: str | None = None, overwrite_input: bool = False) -> None:
    """Write text (or bytes) to path via a temporary file and rename: never a half-written file.

    Refuses (exit 2) to replace the file `protect` (the input) unless overwrite_input is set.
    """
    target = Path(path)
    if protect and protect != "-" and not overwrite_input:
        try:
            # samefile also catches a symlink or a hard link to the input
            same = target.exists() and os.path.samefile(target, protect)
        except OSError:
            same = False
        if same:
            fail(f"--out {path}: that is the input file; pass --overwrite-input to replace it")
    if target.is_dir():
        fail(f"--out {path}: is a directory, expected a file name")
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        fail(f"--out {path}: folder {str(folder)!r} does not exist")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        fail(f"--out {path}: cannot write in {str(folder)!r}: {exc.strerror}")
    try:
        binary = isinstance(text, bytes)      # e.g. a PNG
        with os.fdopen(fd, "wb" if binary else "w", encoding=None if binary else "utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except OSError as exc:
        if os.path.exists(tmp):
            os.unlink(tmp)
        fail(f"--out {path}: cannot write: {exc.strerror}")
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def dump_json(data) -> str:
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
