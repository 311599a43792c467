"""What `referee check` keeps between runs: a proof or a run is redone only when the rules or the code change.

A proof about the model is a fact about three things: the ruleset (every value `load_rules` gives,
its variants included), the code that builds the model and asks Z3 (this package, with the rules
as data in spec/), and Z3 itself. So is every run of the engine a check makes (the generated
rounds, the rounds against the round model, the rule pairs, the anchors): each draws its rounds
from a fixed seed (Hypothesis derandomised, random.Random(seed)), so the same code, rules and
libraries play the same rounds and get the same answers. The cache keeps each ruleset's proofs
(properties.models.region.ProofResult, proved or with its counterexample) and the reports of its
engine runs under a key made of all of them: a hash of every source and spec file of the
installed package, Python's version and the versions of the libraries those runs use (Z3,
Hypothesis, networkx, NumPy) names the folder, a hash of the ruleset's full value names the file
(with the part, and for the engine runs the number of generated rounds). Any edit to any file of
the package (a mutant of the engine too) is another folder, so nothing found by other code is
ever read: PROVED still means this very code conformed to the model, in this run or an earlier
one of the same bytes. `referee check --fresh` reuses nothing.

Where: $REFEREE_PROOF_CACHE (a folder), else the user's cache folder (referee.user_cache);
REFEREE_PROOF_CACHE=off keeps nothing. Bounds: MAX_FILES files per code version and
MAX_VERSIONS code versions, the least recently used removed first. A file that cannot be read
is a miss; writes are atomic (a temporary file renamed), so two checks at once are safe. Two
checks at once of the same rules with the same code do each part once: the first holds the
part's lock file (`kept_or_made`) while it plays it, the other waits and then reads what it kept.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterable, Sequence, TypeVar

from ...rules import Rules
from ...user_cache import held, keep_newest, modified, write_whole

MAX_FILES = 768          # files kept per code version (a ruleset's proofs, engine runs and rule pairs: 256 rulesets)
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
    spec folder included, wherever an editable or a plain install puts them), Python's version and
    the versions of the libraries a check's proofs and runs use (LIBRARIES)."""
    import importlib.util

    from ...spec_folder import spec_root

    package = importlib.util.find_spec("referee")
    assert package is not None and package.submodule_search_locations
    properties = Path(__file__).parent.parent           # properties/, this module's grandparent
    roots = (Path(package.submodule_search_locations[0]), properties, spec_root())
    return tree_hash(roots, library_versions())


LIBRARIES = ("z3-solver", "hypothesis", "networkx", "numpy")     # what the proofs and the engine's runs use


def library_versions() -> str:
    """Python's version and each of LIBRARIES' ("-" for one not installed)."""
    import sys
    from importlib import metadata

    def version(name: str) -> str:
        try:
            return metadata.version(name)
        except metadata.PackageNotFoundError:
            return "-"
    return " ".join([sys.version.split()[0], *(f"{name}={version(name)}" for name in LIBRARIES)])


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


def _file(rules: Rules, variant_names: Sequence[str], part: str = "proofs") -> Path:
    return base_folder() / code_hash() / f"{part}-{ruleset_key(rules, variant_names)}.pickle"


def load_part(rules: Rules, variant_names: Sequence[str], part: str) -> object | None:
    """What save_part kept for this part of the ruleset's check with this code, or None."""
    if not enabled():
        return None
    path = _file(rules, variant_names, part)
    try:
        with open(path, "rb") as f:
            kept: object = pickle.load(f)
        os.utime(path)                       # used: the last to be removed
        os.utime(path.parent)
    except Exception:                        # missing, half-removed, another version's pickle: a miss
        return None
    return kept


def save_part(rules: Rules, variant_names: Sequence[str], part: str, value: object) -> None:
    """Keep `value` for this part of the ruleset's check (atomically); trim the cache to its
    bounds. Never fails a check."""
    if not enabled():
        return
    path = _file(rules, variant_names, part)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_whole(path, pickle.dumps(value))
        _trim(path.parent)
    except (OSError, pickle.PicklingError, TypeError, AttributeError):     # a full disk, a value that won't pickle
        pass


Made = TypeVar("Made")


def kept_or_made(rules: Rules, variant_names: Sequence[str], part: str, make: Callable[[], Made],
                 reused: Callable[[Made], None] = lambda kept: None,
                 usable: Callable[[object], bool] = lambda kept: kept is not None) -> Made:
    """What an earlier check kept for this part (`reused` is told), else make() kept for the next.
    make() runs while this process holds the part's lock file: a second check of the same rules
    started meanwhile waits for it, then reads what it kept instead of playing the part again.
    With the cache off, make() alone."""
    if not enabled():
        return make()
    kept = load_part(rules, variant_names, part)
    if not usable(kept):
        with held(_file(rules, variant_names, part).with_suffix(".lock")):
            kept = load_part(rules, variant_names, part)        # kept by the check this one waited for
            if not usable(kept):
                made = make()
                save_part(rules, variant_names, part, made)
                return made
    reused(kept)  # type: ignore[arg-type]
    return kept  # type: ignore[return-value]


def _trim(folder: Path) -> None:
    import shutil

    keep_newest(folder, "*.pickle", MAX_FILES)
    keep_newest(folder, "*.lock", MAX_FILES)
    versions = sorted((p for p in folder.parent.iterdir() if p.is_dir()), key=modified)
    for old in versions[:-MAX_VERSIONS]:
        if old != folder:
            shutil.rmtree(old, ignore_errors=True)
