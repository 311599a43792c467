"""The referee's folder in the user's cache: $XDG_CACHE_HOME/kings-road-referee, else ~/.cache/kings-road-referee.

Two things live there, each in its own sub-folder and each named after a hash of the code that
made it: compiled kernels (referee/lab/jit.py, "numba") and Z3 proofs (properties/proofs/cache.py,
"proofs"). Removing the folder loses nothing but time. A third, "check-variants", holds the
variant files `referee check` makes (properties/conformance/variant_sweep.py), each named after a
hash of its text, so that the record of a disagreement found under one replays after the check.
"""

from __future__ import annotations

import os
from pathlib import Path


def cache_base() -> Path:
    home_cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(home_cache) / "kings-road-referee"
