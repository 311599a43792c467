"""The referee's folder in the user's cache: $XDG_CACHE_HOME/kings-road-referee, else ~/.cache/kings-road-referee.

Two things live there, each in its own sub-folder and each named after a hash of the code that
made it: compiled kernels (referee/lab/jit.py, "numba") and Z3 proofs (properties/proofs/cache.py,
"proofs"). Removing the folder loses nothing but time. A third, "check-variants", holds the
variant files `referee check` makes (properties/conformance/variant_sweep.py), each named after a
hash of its text, so that the record of a disagreement found under one replays after the check
(the newest MAX_CHECK_VARIANTS kept).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path
from typing import Iterator

try:
    import fcntl
except ImportError:                                # pragma: no cover - Windows: nothing is waited for
    fcntl = None  # type: ignore[assignment]

# variant files kept in "check-variants" (a few hundred bytes each): `check --exhaustive --variant V` writes
# about 450 (two rulesets' rule triples, pairs, combined rulesets and one-key sweeps), all needed until its end
MAX_CHECK_VARIANTS = 2000


def cache_base() -> Path:
    home_cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(home_cache) / "kings-road-referee"


def data_folder() -> Path:
    """The referee's folder for what must not be lost (live tables): $XDG_DATA_HOME/kings-road-referee,
    else ~/.local/share/kings-road-referee. Not a cache: nothing there is made again."""
    home_data = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(home_data) / "kings-road-referee"


def write_whole(path: Path, data: bytes) -> None:
    """`data` into `path`, whole or not at all: written to a temporary file of the same folder,
    then renamed, so that processes sharing the cache never read half a file."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".part")
    with os.fdopen(handle, "wb") as out:
        out.write(data)
    os.replace(temporary, path)


@contextlib.contextmanager
def held(lock_file: Path) -> Iterator[None]:
    """The body runs while this process holds `lock_file` (an flock, waited for; the file made if
    missing), so that processes sharing the cache do one piece of work once, one after the other.
    Without flock (Windows) or where the file cannot be made, the body runs unlocked."""
    if fcntl is None:
        yield
        return
    try:
        lock_file.parent.mkdir(parents=True, exist_ok=True)
        lock = open(lock_file, "a")
    except OSError:
        yield
        return
    with lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield                                       # closing the file releases the lock


def modified(path: Path) -> float:
    """When `path` last changed (0 for one another process removed meanwhile)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def keep_newest(folder: Path, pattern: str, most: int) -> None:
    """Remove the oldest entries of `folder` matching `pattern` beyond the newest `most`, a folder
    with what it holds (their dates read only when there are more: a write to a folder within its
    bound costs a listing)."""
    import shutil

    found = list(folder.glob(pattern))
    if len(found) <= most:
        return
    for old in sorted(found, key=modified)[:-most]:
        if old.is_dir():
            shutil.rmtree(old, ignore_errors=True)
        else:
            old.unlink(missing_ok=True)
