"""numba, when installed (`pip install -e '.[fast]'`): the one place the lab imports it.

`kernel` compiles a function with numba.njit(cache=True) (compiled once, then loaded from
numba's on-disk cache by later runs and by worker processes). Without numba it returns the
function unchanged: the same code then runs as plain Python, which is how the reference
path (fallback.py) makes the very same choices as the compiled batch simulator.
"""

from __future__ import annotations

try:                                   # optional extra: referee works without it
    import numba as _numba
except ImportError:                    # pragma: no cover - depends on the environment
    _numba = None

HAVE_NUMBA = _numba is not None


def kernel(function):
    """numba.njit(cache=True)(function) when numba is installed, else function itself."""
    if _numba is None:
        return function
    return _numba.njit(cache=True, nogil=True)(function)


def python_version(function):
    """The plain-Python function behind a compiled kernel (itself when numba is absent)."""
    return getattr(function, "py_func", function)
