"""The one door for every file the referee reads: positions, records, hands, boards, states, and
the spec, variant and ruleset files alike.

Only a regular file is read, and no more than the input limit allows (+1 byte, so an over-long
file shows). It is opened without blocking and its kind checked before a byte is read, so a FIFO
with no writer, a device or a socket cannot hang a command. Callers turn the exceptions into
their own problems (referee.io.json_input for JSON inputs, referee.rules.loader for TOML files).
"""

from __future__ import annotations

import os
import stat

from .limits import MAX_INPUT_BYTES


class NotARegularFile(OSError):
    """The path names a FIFO, a device, a socket or something else that is no regular file."""

    def __init__(self, kind: str):
        super().__init__(f"not a regular file: {kind}")
        self.kind = kind       # fifo | char-device | block-device | socket | other


def read_regular(path: str | os.PathLike[str], limit: int = MAX_INPUT_BYTES) -> bytes:
    """At most limit + 1 bytes of the regular file at `path`. Raises FileNotFoundError,
    IsADirectoryError, NotARegularFile (before reading), ValueError (a NUL byte in the path) or
    another OSError (unreadable)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(path)
        if not stat.S_ISREG(mode):
            raise NotARegularFile(file_kind(mode))
        with os.fdopen(fd, "rb") as fh:
            fd = -1                       # the file object closes it
            return fh.read(limit + 1)
    finally:
        if fd >= 0:
            os.close(fd)


def file_kind(mode: int) -> str:
    for kind, test in (("fifo", stat.S_ISFIFO), ("char-device", stat.S_ISCHR), ("block-device", stat.S_ISBLK),
                       ("socket", stat.S_ISSOCK)):
        if test(mode):
            return kind
    return "other"
