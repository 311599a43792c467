"""Z3 proofs kept between runs of `referee check`: a proof is redone only when the rules or the code change.

A proof about the model is a fact about three things: the ruleset (every value `load_rules` gives,
its variants included), the code that builds the model and asks Z3 (this package, with the rules
as data in spec/), and Z3 itself. The cache keeps each ruleset's proofs (properties.models.region
.ProofResult, proved or with its counterexample) under a key made of all three: a hash of every
source and spec file of the installed package and Z3's version names the folder, a hash of the
ruleset's full value names the file. Any edit to any file of the package (a mutant of the engine
too) is another folder, so nothing proved by other code is ever read.

What is not cached: everything that binds a proof to the referee. The engine's conformance to the
model, the generated rounds and the rulebook's anchors run on every check (properties/runner.py),
so PROVED still needs this run's engine to agree with the model.

Where: $REFEREE_PROOF_CACHE (a folder), else the user's cache folder (referee.user_cache);
REFEREE_PROOF_CACHE=off keeps nothing. Bounds: MAX_FILES rulesets per code version and
MAX_VERSIONS code versions, the least recently used removed first. A file that cannot be read
is a miss; writes are atomic (a temporary file renamed), so two checks at once are safe.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Sequence

from ...rules import Rules
from ...user_cache import keep_newest, write_whole
from .result import ProofResult

MAX_FILES = 256          # rulesets kept per code version
MAX_VERSIONS = 4         # code versions kept (an upgrade, a second checkout, a mutation run)
CACHE_ENV = "REFEREE_PROOF_CACHE"
SOURCE_SUFFIXES = (".py", ".toml", ".json")


def enabled() -> bool:
    return os.environ.get(CACHE_ENV, "").strip().lower() != "off"


def base_folder() -> Path:
    """$REFEREE_PROOF_CACHE, else <user cache>/kings-road-referee/proofs."""
    from ...user_cache import cache_base

    return Path(os.environ.get(CACHE_ENV) or cache_base() / "proofs")


@lru_cache(maxsize=1)
def code_hash() -> str:
    """A hash of every .py, .toml and .json file of the package (the property modules and the
    spec folder included, wherever an editable or a plain install puts them), and Z3's version."""
    import importlib.util

    import z3

    from ...spec_folder import spec_root

    package = importlib.util.find_spec("referee")
    assert package is not None and package.submodule_search_locations
    properties = Path(__file__).parent.parent           # properties/, this module's grandparent
    roots = (Path(package.submodule_search_locations[0]), properties, spec_root())
    return tree_hash(roots, z3.get_version_string())


def tree_hash(roots: Iterable[Path | str], salt: str = "") -> str:
    """A hash of the names and bytes of the source files under `roots` (SOURCE_SUFFIXES, caches left out)."""
    digest = hashlib.sha256(salt.encode())
    for root in roots:
        for path in sorted(Path(root).rglob("*")):
            if path.suffix in SOURCE_SUFFIXES and "__pycache__" not in path.parts and path.is_file():
                digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:20]


def ruleset_key(rules: Rules, variant_names: Sequence[str]) -> str:
    """A hash of the ruleset's whole value (its dataclass repr: every number, road, banner, ruling
    and variant) and of how the variants are named, as given and as a counterexample names them to
    load back (a variant file of one's own by its absolute path: the same relative name read from
    another folder is another entry, so a reused counterexample never names another folder's file)."""
    named = (tuple(variant_names), rules.variant_refs)
    return hashlib.sha256(repr((rules, named)).encode()).hexdigest()[:32]


def _file(rules: Rules, variant_names: Sequence[str]) -> Path:
    return base_folder() / code_hash() / f"{ruleset_key(rules, variant_names)}.pickle"


def load(rules: Rules, variant_names: Sequence[str], wanted: Iterable[str]) -> dict[str, ProofResult] | None:
    """{invariant id: ProofResult} for every id of `wanted` proved before with this code, or None."""
    if not enabled():
        return None
    path = _file(rules, variant_names)
    try:
        with open(path, "rb") as f:
            proofs = pickle.load(f)
        os.utime(path)                       # used: the last to be removed
        os.utime(path.parent)
    except Exception:                        # missing, half-removed, another version's pickle: a miss
        return None
    if not isinstance(proofs, dict) or not set(wanted) <= set(proofs):
        return None
    return {inv_id: proofs[inv_id] for inv_id in wanted}


def save(rules: Rules, variant_names: Sequence[str], proofs: dict[str, ProofResult]) -> None:
    """Keep these proofs (atomically); trim the cache to its bounds. Never fails a check."""
    if not enabled():
        return
    path = _file(rules, variant_names)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_whole(path, pickle.dumps(proofs))
        _trim(path.parent)
    except OSError:
        pass


def _trim(folder: Path) -> None:
    import shutil

    keep_newest(folder, "*.pickle", MAX_FILES)
    versions = sorted((p for p in folder.parent.iterdir() if p.is_dir()), key=_mtime)
    for old in versions[:-MAX_VERSIONS]:
        if old != folder:
            shutil.rmtree(old, ignore_errors=True)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
