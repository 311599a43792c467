"""Where the rules as data live: one sub-folder per game (spec/kings-road/, spec/kings-struggle/ ...).

$REFEREE_SPEC_DIR if set; in a source checkout (pyproject.toml beside the package) its spec/
folder; otherwise the copy installed inside the package as referee/_spec. Every game's loader
finds its files here.
"""

from __future__ import annotations

import os
from functools import lru_cache
from importlib import resources
from pathlib import Path


def spec_root() -> Path:
    """The folder holding one sub-folder per game."""
    env = os.environ.get("REFEREE_SPEC_DIR")
    if env:
        return Path(env)
    return _own_spec()


@lru_cache(maxsize=1)
def _own_spec() -> Path:
    """The checkout's spec/ or the installed copy: where this package sits does not change while it
    runs, so it is looked for once (load_rules asks on every call)."""
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "spec").is_dir():
        return checkout / "spec"
    return Path(str(resources.files("referee") / "_spec"))
