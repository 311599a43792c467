"""numba (a dependency, left out only on machines it has no wheel for): the one place the lab imports it.

`kernel` compiles a function with numba.njit(cache=True) (compiled once, then loaded from
numba's on-disk cache by later runs and by worker processes). Without numba it returns the
function unchanged: the same code then runs as plain Python, which is how the reference
path (fallback.py) makes the very same choices as the compiled batch simulator.
"""

from __future__ import annotations

import hashlib
import os
import threading
from pathlib import Path
from typing import Any

from ..user_cache import held

_numba: Any
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
# The parameter layout, the codes (slots.py) and a size (sizes.py) come from the rule declarations,
# so the constants the kernels hold are hashed too.
KERNEL_MODULES = ("jit.py", "rng.py", "sizes.py", "slots.py", "tables.py", "gamerow.py", "play.py", "chooser.py",
                  "batch.py", "mcts.py")


def kernel_source_hash() -> str:
    from . import sizes, slots

    digest = hashlib.sha256()
    for name in KERNEL_MODULES:
        digest.update((Path(__file__).parent / name).read_bytes())
    digest.update(repr(slots.constants()).encode())
    digest.update(repr({name: value for name, value in vars(sizes).items() if name.isupper()}).encode())
    return digest.hexdigest()[:16]


def cache_folder() -> str:
    """Where compiled kernels are kept: $NUMBA_CACHE_DIR or ~/.cache/kings-road-referee, per source hash."""
    return os.path.join(os.environ.get("NUMBA_CACHE_DIR") or own_cache_base(), kernel_source_hash())


def own_cache_base() -> str:
    """~/.cache/kings-road-referee/numba (or under $XDG_CACHE_HOME): a folder only the referee writes."""
    from ..user_cache import cache_base

    return str(cache_base() / "numba")


CACHE_MARK = ".kings-road-referee"        # a file in each cache folder this module made


def cache_is_warm() -> bool:
    """True when this source's kernels have been compiled and saved before (numba's index files)."""
    folder = Path(cache_folder())
    return folder.is_dir() and any(folder.rglob("*.nbi"))


def prepare_cache() -> list[str]:
    """Make this source's cache folder and remove the folders of older sources beside it, so the
    cache does not grow with every upgrade. In the referee's own folder every other source's
    folder goes; in a $NUMBA_CACHE_DIR, which other programs may share, only the folders holding
    CACHE_MARK. Returns the folders removed."""
    import re
    import shutil

    folder = Path(cache_folder())
    folder.mkdir(parents=True, exist_ok=True)
    (folder / CACHE_MARK).touch()
    own = not os.environ.get("NUMBA_CACHE_DIR")
    removed = []
    for sibling in folder.parent.iterdir():
        ours = (sibling / CACHE_MARK).exists() or (own and re.fullmatch(r"[0-9a-f]{16}", sibling.name))
        if sibling != folder and sibling.is_dir() and ours:
            shutil.rmtree(sibling, ignore_errors=True)
            removed.append(str(sibling))
    return removed


if _numba is not None:
    _numba.config.CACHE_DIR = cache_folder()


def kernel(function):
    """numba.njit(cache=True)(function) when numba is installed, else function itself.

    Compiled without numba's reference counting (`_nrt=False`): passing arrays to a counted
    function costs an atomic increment and decrement per array per call, which made a call to
    a five-array helper twenty times slower than its body. So a kernel may read, write and
    slice the arrays it is given but never allocate one (numba refuses to compile it if it
    does); the few functions that allocate use `allocating_kernel`.

    A constant argument (`f(x, 0)`, or a variable first set to a constant) makes numba compile the
    callee once for that literal value and again for the plain type, so the kernels pass such
    values as `np.int64(0)` / `np.bool_(False)`: one compilation each, a shorter first run.
    """
    return _compiled(function)


KERNELS: list = []      # every dispatcher with code of its own (not the inlined leaves), as its module loads


def _compiled(function, **options):
    """numba.njit with the kernels' settings (cache, no GIL, no reference counting, no cfunc wrapper)."""
    if _numba is None:
        return function
    dispatcher = _numba.njit(cache=True, nogil=True, _nrt=False, no_cfunc_wrapper=True, **options)(function)
    dispatcher.compile = one_process_at_a_time(dispatcher.compile)
    if options.get("inline") != "always":
        KERNELS.append(dispatcher)
    return dispatcher


COMPILE_LOCK = ".compile-lock"          # a file in the cache folder, locked while a process compiles
_compiling = threading.local()          # > 0 inside a compile of this thread (callees compile inside it)


def one_process_at_a_time(compile_):
    """A dispatcher's compile, run while this process holds the cache folder's COMPILE_LOCK (flock,
    waited for). Processes started at once on a cold cache (the workers of `pytest -n`, two
    `referee compare` runs, local Ray workers) used to compile the same kernels side by side, each
    about 40 s of CPU; now the first compiles and saves, and each other one, once it holds the lock,
    finds the kernel in numba's cache (numba reads the cache index at every compile) and loads it.
    The callees a compile types are compiled inside it, under the same hold. Without flock
    (Windows) or a lock file that cannot be opened, the compile runs as before, unlocked."""
    def compile(signature):
        if getattr(_compiling, "depth", 0):
            return _counted(compile_, signature)
        with held(Path(_numba.config.CACHE_DIR) / COMPILE_LOCK):
            return _counted(compile_, signature)
    return compile


def _counted(compile_, signature):
    _compiling.depth = getattr(_compiling, "depth", 0) + 1
    try:
        return compile_(signature)
    finally:
        _compiling.depth -= 1


def kernels_ready() -> tuple[int, int]:
    """(kernels compiled or loaded in this process so far, kernels of the modules loaded): what the
    first compile's progress line counts. A run calls most of them, not all (the game tracer, other
    agents' kernels)."""
    return sum(1 for d in KERNELS if d.signatures), len(KERNELS)


def leaf_kernel(function):
    """kernel(function), inlined into its callers by numba (inline="always"): for the small helpers
    called in the innermost loops (a random draw, a banner lookup), where a call costs more than the
    body. Inlining every kernel makes the games faster still but the first compile 2.4x longer."""
    return _compiled(function, inline="always")


def allocating_kernel(function):
    """numba.njit(cache=True)(function) with reference counting: for functions that allocate arrays."""
    if _numba is None:
        return function
    dispatcher = _numba.njit(cache=True, nogil=True, no_cfunc_wrapper=True)(function)
    dispatcher.compile = one_process_at_a_time(dispatcher.compile)
    KERNELS.append(dispatcher)
    return dispatcher


def python_version(function):
    """The plain-Python function behind a compiled kernel (itself when numba is absent)."""
    return getattr(function, "py_func", function)
