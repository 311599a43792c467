"""Why the system refused a file, a folder or a port, in the user's language.

An OSError's own text (its strerror) is the C library's, in English whatever `--lang` asks: "File
name too long" inside a French refusal. `os_reason(exc)` gives a Text instead, one per errno a
command meets (a name too long, permission, a full disk, a port in use, ...), rendered in the
refusal's language; a ValueError for a NUL byte in a path and a host name the resolver does not
know (socket.gaierror) have their own. An errno not listed keeps
the system's words, with the errno's name, so nothing is lost.
"""

from __future__ import annotations

import errno
import socket

from .messages import Text, text

REASONS = {
    errno.ENOENT: "os-reason.no-such-file",
    errno.ENAMETOOLONG: "os-reason.name-too-long",
    errno.EACCES: "os-reason.permission",
    errno.EPERM: "os-reason.permission",
    errno.ELOOP: "os-reason.link-loop",
    errno.ENOTDIR: "os-reason.not-a-folder",
    errno.EISDIR: "os-reason.is-a-folder",
    errno.EROFS: "os-reason.read-only",
    errno.ENOSPC: "os-reason.no-space",
    errno.EDQUOT: "os-reason.no-space",
    errno.EEXIST: "os-reason.exists",
    errno.ENOTEMPTY: "os-reason.not-empty",
    errno.EBUSY: "os-reason.busy",
    errno.EXDEV: "os-reason.other-device",
    errno.EIO: "os-reason.input-output",
    errno.EMFILE: "os-reason.too-many-open",
    errno.ENFILE: "os-reason.too-many-open",
    errno.EADDRINUSE: "os-reason.address-in-use",
    errno.EADDRNOTAVAIL: "os-reason.address-not-here",
    errno.ECONNREFUSED: "os-reason.connection-refused",
    errno.EHOSTUNREACH: "os-reason.unreachable",
    errno.ENETUNREACH: "os-reason.unreachable",
    errno.ETIMEDOUT: "os-reason.timed-out",
}


def os_reason(exc: BaseException) -> Text:
    """Why `exc` (an OSError, or the ValueError of a NUL byte in a path) refused: a Text of REASONS,
    else the system's own words and the errno's name."""
    if isinstance(exc, ValueError):
        return text("os-reason.nul-byte")
    if isinstance(exc, socket.gaierror):            # a host name the resolver does not know
        return text("os-reason.unknown-host")
    code = getattr(exc, "errno", None)
    if code in REASONS:
        return text(REASONS[code])
    name = errno.errorcode.get(code, str(code)) if isinstance(code, int) else "?"
    return text("os-reason.other", why=getattr(exc, "strerror", None) or str(exc), code=name)
