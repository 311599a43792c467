"""Load the rules as data (spec/<game>/*.toml) into an immutable Rules object.

The spec is read once and never mutated: positions and games keep their own state
(see referee.engine.position). A variant is an overlay: a TOML file whose [overrides] tables
replace individual keys of the base spec. A malformed file is refused at load with
a SpecError naming the file and the key.
"""

from __future__ import annotations

import copy
import os
import stat
import tomllib
from dataclasses import replace
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from ..errors import SpecError, show_value
from ..limits import MAX_BANNER_VALUE, MAX_INPUT_BYTES, size_text
from .board import Board
from .ranges import check_ranges
from .model import (Components, EndRules, NobleRules, Region, Roads, RoundRules, Rules, Ruling,
                    ScoringRules, Variant)

DEFAULT_GAME = "kings-road"
_MISSING = object()


def spec_root() -> Path:
    """Folder holding one sub-folder per game.

    $REFEREE_SPEC_DIR if set; in a source checkout (pyproject.toml beside the package) its
    spec/ folder; otherwise the copy installed inside the package as referee/_spec.
    """
    env = os.environ.get("REFEREE_SPEC_DIR")
    if env:
        return Path(env)
    package = Path(__file__).resolve().parent.parent
    checkout = package.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "spec").is_dir():
        return checkout / "spec"
    return Path(str(resources.files("referee") / "_spec"))


# ---------------------------------------------------------------- reading TOML

class _Table:
    """Typed access to one TOML table; every failure names the file and the dotted key."""

    def __init__(self, file: str, data: Mapping[str, Any], prefix: str = ""):
        self.file, self.data, self.prefix = file, data, prefix
        self.used: set[str] = set()

    def _key(self, key: str) -> str:
        return f"{self.prefix}{key}"

    def get(self, key: str, typ, default=_MISSING, choices=None):
        self.used.add(key)
        if key not in self.data:
            if default is _MISSING:
                raise SpecError(self.file, self._key(key), "missing")
            return default
        value = self.data[key]
        ok = isinstance(value, typ) and not (typ is int and isinstance(value, bool))
        if not ok:
            names = typ.__name__ if isinstance(typ, type) else "/".join(t.__name__ for t in typ)
            raise SpecError(self.file, self._key(key), f"expected {names}, got {show_value(value)}")
        if choices is not None and value not in choices:
            raise SpecError(self.file, self._key(key), f"{show_value(value)} is not one of {sorted(choices)}")
        return value

    def int_list(self, key: str) -> tuple[int, ...]:
        values = self.get(key, list)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            raise SpecError(self.file, self._key(key), f"expected a list of integers, got {values!r}")
        return tuple(values)

    def table(self, key: str) -> "_Table":
        return _Table(self.file, self.get(key, dict), f"{self._key(key)}.")

    def tables(self, key: str) -> list["_Table"]:
        items = self.get(key, list)
        out = []
        for i, item in enumerate(items):
            if not isinstance(item, dict):
                raise SpecError(self.file, f"{self._key(key)}[{i}]", f"expected a table, got {item!r}")
            out.append(_Table(self.file, item, f"{self._key(key)}[{i}]."))
        return out

    def done(self) -> None:
        extra = sorted(set(self.data) - self.used)
        if extra:
            raise SpecError(self.file, self._key(extra[0]), "unknown key")


def _read_toml(path: Path) -> dict:
    """A spec or variant file: a regular file of at most MAX_INPUT_BYTES of UTF-8 TOML."""
    try:
        with open(path, "rb") as fh:
            if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
                raise SpecError(str(path), "-", "not a regular file (a variant is a .toml file)")
            raw = fh.read(MAX_INPUT_BYTES + 1)
    except FileNotFoundError:
        raise SpecError(str(path), "-", "file not found") from None
    except IsADirectoryError:
        raise SpecError(str(path), "-", "is a directory, not a .toml file") from None
    except OSError as exc:
        raise SpecError(str(path), "-", f"cannot read: {exc.strerror}") from None
    if len(raw) > MAX_INPUT_BYTES:
        raise SpecError(str(path), "-", f"larger than the limit of {size_text(MAX_INPUT_BYTES)}")
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SpecError(str(path), "-", f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    except tomllib.TOMLDecodeError as exc:
        raise SpecError(str(path), "-", f"not valid TOML: {exc}") from None
    except RecursionError:
        raise SpecError(str(path), "-", "not valid TOML: nested too deeply") from None


# ---------------------------------------------------------------- building Rules

_NOBLE_MODES = {"replace", "stack"}
_TIE_RULES = {"lowest-spanned-place"}


def _parse_regions(t: _Table) -> tuple[Region, ...]:
    regions = []
    for r in t.tables("regions"):
        banner = r.int_list("banner")
        region = Region(
            number=r.get("number", int),
            name=r.get("name", str),
            slug=r.get("slug", str),
            banner=banner,
            banner_provenance=r.get("banner_provenance", str, choices={"rulebook", "provisional", "user"}),
        )
        problem = banner_problem(banner)
        if problem:
            raise SpecError(t.file, f"{r.prefix}banner", problem)
        r.done()
        regions.append(region)
    numbers = [r.number for r in regions]
    if len(set(numbers)) != len(numbers):
        raise SpecError(t.file, "regions", f"duplicate region numbers in {numbers}")
    return tuple(regions)


def banner_problem(banner) -> str | None:
    """Why a banner is unusable, or None: 1-4 non-increasing non-negative integers."""
    if not isinstance(banner, (list, tuple)) or not 1 <= len(banner) <= 4:
        return f"a banner has 1 to 4 values, got {show_value(banner)}"
    if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_BANNER_VALUE for v in banner):
        return f"banner values are whole numbers from 0 to {MAX_BANNER_VALUE}, got {show_value(list(banner))}"
    if any(a < b for a, b in zip(banner, banner[1:])):
        return f"banner values never increase from one place to the next, got {show_value(list(banner))}"
    return None


def _parse_roads(t: _Table, numbers: set[int]) -> Roads:
    r = t.table("roads")
    route = r.int_list("route")
    if sorted(route) != sorted(numbers):
        raise SpecError(t.file, "roads.route", f"must list every region once, got {list(route)}")
    side = []
    for i, pair in enumerate(r.get("side_roads", list, default=[])):
        if (not isinstance(pair, list) or len(pair) != 2 or not all(p in numbers for p in pair)):
            raise SpecError(t.file, f"roads.side_roads[{i}]", f"expected two region numbers, got {pair!r}")
        side.append((pair[0], pair[1]))
    roads = Roads(
        section=r.get("section", str),
        route=route,
        side_roads=tuple(side),
        king_start=r.get("king_start", int, choices=numbers),
    )
    r.done()
    return roads


def _parse_rulings(file: str, data: dict) -> tuple[Ruling, ...]:
    t = _Table(file, data)
    rulings = []
    for r in t.tables("ruling"):
        alts = r.get("alternatives", dict)
        default = r.get("default", str)
        section = r.get("section", str)
        if default not in alts:
            raise SpecError(file, f"{r.prefix}default", f"{default!r} is not one of its alternatives {sorted(alts)}")
        rulings.append(Ruling(
            id=r.get("id", str), number=r.get("number", int), section=section,
            sections=tuple(r.get("sections", list, default=[section])),
            question=r.get("question", str), default=default,
            alternatives=MappingProxyType(dict(alts)),
        ))
        r.done()
    t.done()
    return tuple(rulings)


def _build(file: str, data: dict, rulings, variants, available) -> Rules:
    t = _Table(file, data)
    g = t.table("game")
    game_id, game_name = g.get("id", str), g.get("name", str)
    g.get("designer", str, default="")
    g.get("source", str, default="")
    min_p, max_p = g.get("min_players", int), g.get("max_players", int)
    g.done()

    c = t.table("components")
    components = Components(
        section=c.get("section", str),
        markers_per_player=c.get("markers_per_player", int),
        score_track_markers=c.get("score_track_markers", int),
        cards_per_player=c.get("cards_per_player", int),
        dragons_per_player=c.get("dragons_per_player", int),
        witches_per_player=c.get("witches_per_player", int),
    )
    c.done()

    regions = _parse_regions(t)
    roads = _parse_roads(t, {r.number for r in regions})

    s = t.table("scoring")
    scoring = ScoringRules(
        section=s.get("section", str), ties_section=s.get("ties_section", str),
        min_influence=s.get("min_influence", int), paid_places_offset=s.get("paid_places_offset", int),
        tie_rule=s.get("tie_rule", str, choices=_TIE_RULES), noble_influence=s.get("noble_influence", int),
    )
    s.done()

    n = t.table("nobles")
    nobles = NobleRules(
        section=n.get("section", str), placed_by=n.get("placed_by", str, choices={"sole-leader"}),
        on_new_noble=n.get("on_new_noble", str, choices=_NOBLE_MODES),
        max_per_region=n.get("max_per_region", int),
        max_per_player_per_region=n.get("max_per_player_per_region", int),
        bonus_base=n.get("bonus_base", int),
        bonus_paid_to=n.get("bonus_paid_to", str, choices={"every-noble-in-region"}),
    )
    n.done()

    rd = t.table("round")
    round_rules = RoundRules(
        section=rd.get("section", str), regions_per_dragon=rd.get("regions_per_dragon", int),
        king_moves=rd.get("king_moves", str, choices={"after-last-scored"}),
        king_section=rd.get("king_section", str),
        cards_per_round=rd.get("cards_per_round", int, default=3),
        cards_section=rd.get("cards_section", str, default="Choosing cards"),
    )
    rd.done()

    e = t.table("end")
    end = EndRules(
        section=e.get("section", str), threshold=e.get("threshold", int),
        final_scoring=e.get("final_scoring", str, choices={"regions-not-scored-this-round"}),
        final_creates_nobles=e.get("final_creates_nobles", bool),
        final_pays_noble_bonus=e.get("final_pays_noble_bonus", bool),
        tie_break=e.get("tie_break", str, choices={"most-nobles-on-board"}),
    )
    e.done()
    t.done()

    rules = Rules(
        game_id=game_id, game_name=game_name, min_players=min_p, max_players=max_p,
        components=components, regions=regions, roads=roads, scoring=scoring, nobles=nobles,
        round=round_rules, end=end, rulings=rulings, variants=tuple(variants),
        available_variants=tuple(available),
    )
    object.__setattr__(rules, "board", Board(regions, roads))
    return rules


def _read_variant(path: Path, own_file: bool = False) -> Variant:
    file = str(path)
    data = _read_toml(path)
    t = _Table(file, data)
    v = t.table("variant")
    overrides = t.get("overrides", dict)
    variant = Variant(
        id=_line(v, "id"), name=_line(v, "name"), section=_line(v, "section"),
        summary=v.get("summary", str, default=""),
        changes_invariants=_string_list(v, "changes_invariants"),
        overrides=overrides, file=file, own_file=own_file,
    )
    v.done()
    t.done()
    return variant


def _line(t: _Table, key: str) -> str:
    """A string printed on one line of an account: printable, at most 80 characters."""
    value = t.get(key, str)
    if not value.isprintable() or not value.strip() or len(value) > 80:
        raise SpecError(t.file, t._key(key), f"expected one line of 1 to 80 printable characters, got {show_value(value)}")
    return value


def _string_list(t: _Table, key: str) -> tuple[str, ...]:
    values = t.get(key, list, default=[])
    for i, value in enumerate(values):
        if not isinstance(value, str):
            raise SpecError(t.file, f"{t._key(key)}[{i}]", f"expected a string, got {show_value(value)}")
    return tuple(values)


def _overlay(base: dict, overrides: Mapping[str, Any], file: str, prefix: str = "overrides.") -> None:
    """Replace keys of base with those of overrides; every key must already exist in base."""
    for key, value in overrides.items():
        if key not in base:
            raise SpecError(file, prefix + key, "overrides a key the base spec does not have")
        if isinstance(value, dict) and isinstance(base[key], dict):
            _overlay(base[key], value, file, f"{prefix}{key}.")
        else:
            base[key] = copy.deepcopy(value)


def variant_files(game_dir: Path) -> dict[str, Path]:
    folder = game_dir / "variants"
    return {p.stem: p for p in sorted(folder.glob("*.toml"))} if folder.is_dir() else {}


def resolve_variant(name: str, game_dir: Path) -> Path:
    """A variant id from spec/<game>/variants/, or a path to a variant file of one's own."""
    known = variant_files(game_dir)
    if name in known:
        return known[name]
    if name.endswith(".toml") or os.sep in name or "/" in name:
        return Path(name)
    raise SpecError(str(game_dir / "variants"), name,
                    f"unknown variant {name!r}; known variants: {', '.join(sorted(known)) or 'none'}")


def with_printed_banners(rules: Rules, banners: Mapping[Any, Any]) -> Rules:
    """The same rules with a printing's banner values (region name, slug or number -> values).

    Raises SpecError naming the region and the values when one is unusable.
    """
    regions = {r.number: r for r in rules.regions}
    for key, values in banners.items():
        number = rules.board.lookup(key)          # UnknownRegionError names the key
        problem = banner_problem(values)
        if problem:
            raise SpecError("banners", f"{key}", problem)
        regions[number] = replace(regions[number], banner=tuple(values), banner_provenance="user")
    new_regions = tuple(regions[r.number] for r in rules.regions)
    changed = replace(rules, regions=new_regions)
    object.__setattr__(changed, "board", Board(new_regions, rules.roads))
    return changed


def with_chosen_rulings(rules: Rules, rulings: Mapping[str, str]) -> Rules:
    """The same rules with open rulings decided (id -> choice); raises SpecError naming a bad one."""
    chosen = dict(rules.chosen_rulings)
    known = {r.id: r for r in rules.rulings}
    for ruling_id, choice in rulings.items():
        if ruling_id not in known:
            raise SpecError("rulings", str(ruling_id), f"unknown ruling; rulings are {', '.join(known)}")
        if choice not in known[ruling_id].alternatives:
            raise SpecError("rulings", str(ruling_id),
                            f"{choice!r} is not one of {', '.join(known[ruling_id].alternatives)}")
        if choice != known[ruling_id].default:
            chosen[ruling_id] = choice
    changed = replace(rules, chosen_rulings=chosen)
    object.__setattr__(changed, "board", rules.board)
    return changed


_CACHE: dict[tuple, Rules] = {}


def load_rules(variants: tuple[str, ...] | list[str] = (), game: str = DEFAULT_GAME,
               root: Path | None = None) -> Rules:
    """Load game.toml, rulings.toml and each named variant overlay; cached per arguments."""
    root = Path(root) if root is not None else spec_root()
    key = (str(root), game, tuple(variants))
    if key in _CACHE:
        return _CACHE[key]
    game_dir = root / game
    base_file = game_dir / "game.toml"
    data = _read_toml(base_file)
    rulings = _parse_rulings(str(game_dir / "rulings.toml"), _read_toml(game_dir / "rulings.toml"))
    loaded = []
    for name in variants:
        variant = _read_variant(resolve_variant(name, game_dir), own_file=name not in variant_files(game_dir))
        _overlay(data, variant.overrides, variant.file)
        loaded.append(variant)
    label = str(base_file) if not loaded else f"{base_file} with {', '.join(v.file for v in loaded)}"
    rules = _build(label, data, rulings, loaded, variant_files(game_dir))
    check_ranges(rules, loaded[-1].file if loaded else str(base_file))
    _CACHE[key] = rules
    return rules
