"""numba (a dependency, left out only on machines it has no wheel for): the one place the lab imports it.

`kernel` compiles a function with numba.njit(cache=True) (compiled once, then loaded from
numba's on-disk cache by later runs and by worker processes). Without numba it returns the
function unchanged: the same code then runs as plain Python, which is how the reference
path (fallback.py) makes the very same choices as the compiled batch simulator.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

if os.environ.get("REFEREE_NO_NUMBA") == "1":      # behave as if numba were not installed (tests, bench)
    _numba = None
else:
    try:                                           # optional extra: referee works without it
        import numba as _numba
    except ImportError:                            # pragma: no cover - depends on the environment
        _numba = None

HAVE_NUMBA = _numba is not None

# The modules whose functions are compiled. numba's cache checks only the modification time of
# the file a function is defined in, not of the files its callees live in: after a change to
# chooser.py it would happily load a batch.py kernel with the old chooser compiled in. So the
# cache lives in a folder named after a hash of all of them, and any change starts a fresh one.
KERNEL_MODULES = ("jit.py", "rng.py", "tables.py", "gamerow.py", "play.py", "chooser.py", "batch.py")


def kernel_source_hash() -> str:
    digest = hashlib.sha256()
    for name in KERNEL_MODULES:
        digest.update((Path(__file__).parent / name).read_bytes())
    return digest.hexdigest()[:16]


def cache_folder() -> str:
    """Where compiled kernels are kept: $NUMBA_CACHE_DIR or ~/.cache/kings-road-referee, per source hash."""
    base = os.environ.get("NUMBA_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"),
        "kings-road-referee", "numba")
    return os.path.join(base, kernel_source_hash())


if _numba is not None:
    _numba.config.CACHE_DIR = cache_folder()


def kernel(function):
    """numba.njit(cache=True)(function) when numba is installed, else function itself.

    Compiled without numba's reference counting (`_nrt=False`): passing arrays to a counted
    function costs an atomic increment and decrement per array per call, which made a call to
    a five-array helper twenty times slower than its body. So a kernel may read, write and
    slice the arrays it is given but never allocate one (numba refuses to compile it if it
    does); the few functions that allocate use `allocating_kernel`.
    """
    if _numba is None:
        return function
    return _numba.njit(cache=True, nogil=True, _nrt=False, no_cfunc_wrapper=True)(function)


def allocating_kernel(function):
    """numba.njit(cache=True)(function) with reference counting: for functions that allocate arrays."""
    if _numba is None:
        return function
    return _numba.njit(cache=True, nogil=True, no_cfunc_wrapper=True)(function)


def python_version(function):
    """The plain-Python function behind a compiled kernel (itself when numba is absent)."""
    return getattr(function, "py_func", function)
