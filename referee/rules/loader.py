"""Load the rules as data (spec/<game>/*.toml) into an immutable Rules object.

The spec is read once and never mutated: positions and games keep their own state
(see referee.engine.position). A variant is an overlay: a TOML file whose [overrides] tables
replace individual keys of the base spec. A malformed file is refused at load with
a SpecError naming the file and the key.
"""

from __future__ import annotations

import copy
import os
import tomllib
from contextvars import ContextVar
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Iterable, Mapping

from ..errors import SpecError, UnknownVariantError, VariantFileRefused, did_you_mean_text, kind_text, show_value
from ..files import NotARegularFile, read_regular
from ..limits import MAX_BANNER_VALUE, MAX_INPUT_BYTES, size_text
from ..messages import Text, text
from ..os_reasons import os_reason
from ..parse_reasons import toml_reason, utf8_reason
from ..spec_folder import spec_root as spec_root
from . import schema
from .board import Board
from .model import (
    CardRules,
    Components,
    EndRules,
    NobleRules,
    Region,
    Roads,
    RoundRules,
    Rules,
    Ruling,
    ScoringRules,
    Variant,
)
from .ranges import check_ranges

DEFAULT_GAME = "kings-road"
_MISSING = object()
WHOLE_FILE = SpecError.WHOLE_FILE     # a problem of the file itself, not of one of its keys


# ---------------------------------------------------------------- reading TOML

class _Table:
    """Typed access to one TOML table; every failure names the file and the dotted key."""

    def __init__(self, file: str, data: Mapping[str, Any], prefix: str = ""):
        self.file, self.data, self.prefix = file, data, prefix
        self.used: set[str] = set()

    def _key(self, key: str) -> str:
        return f"{self.prefix}{key}"

    def fail(self, key: str, problem: Text) -> None:
        raise SpecError(self.file, self._key(key), problem)

    def get(self, key: str, typ: type | tuple[type, ...], default: Any = _MISSING,
            choices: Iterable[Any] | None = None) -> Any:
        self.used.add(key)
        if key not in self.data:
            if default is _MISSING:
                raise SpecError(self.file, self._key(key), text("spec.missing"))
            return default
        value = self.data[key]
        ok = isinstance(value, typ) and not (typ is int and isinstance(value, bool))
        if not ok:
            raise SpecError(self.file, self._key(key), text("spec.kind", kind=kind_text(typ), got=show_value(value)))
        if choices is not None and value not in choices:
            raise SpecError(self.file, self._key(key), text("spec.choice", got=show_value(value),
                                                            choices=str(sorted(choices))))
        return value

    def int_list(self, key: str, default: Any = _MISSING) -> tuple[int, ...]:
        values = self.get(key, (list, tuple), default=default)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            raise SpecError(self.file, self._key(key), text("spec.kind", kind=text("toml.int-array"),
                                                                   got=show_value(values)))
        return tuple(values)

    def table(self, key: str) -> "_Table":
        return _Table(self.file, self.get(key, dict), f"{self._key(key)}.")

    def tables(self, key: str) -> list["_Table"]:
        items = self.get(key, list)
        out = []
        for i, item in enumerate(items):
            if not isinstance(item, dict):
                raise SpecError(self.file, f"{self._key(key)}[{i}]", text("spec.kind", kind=text("toml.table"),
                                                                                       got=show_value(item)))
            out.append(_Table(self.file, item, f"{self._key(key)}[{i}]."))
        return out

    def done(self) -> None:
        extra = sorted(set(self.data) - self.used)
        if extra:
            allowed = ", ".join(sorted(self.used))
            raise SpecError(self.file, self._key(extra[0]), text("spec.unknown-key", allowed=allowed))


def _read_toml(path: Path) -> dict[str, Any]:
    """A spec or variant file: a regular file of at most MAX_INPUT_BYTES of UTF-8 TOML."""
    try:            # the one door (referee.files): a FIFO is refused before it can block
        raw = read_regular(path, MAX_INPUT_BYTES)
    except FileNotFoundError:
        raise SpecError(str(path), WHOLE_FILE, text("problem.no-such-file")) from None
    except IsADirectoryError:
        raise SpecError(str(path), WHOLE_FILE, text("spec.file.directory")) from None
    except NotARegularFile as exc:
        kind = text(f"file-kind.{exc.kind}")
        raise SpecError(str(path), WHOLE_FILE, text("spec.file.not-regular", kind=kind)) from None
    except (OSError, ValueError) as exc:
        raise SpecError(str(path), WHOLE_FILE, text("problem.unreadable", why=os_reason(exc))) from None
    if len(raw) > MAX_INPUT_BYTES:
        raise SpecError(str(path), WHOLE_FILE, text("problem.input-too-large", limit=size_text(MAX_INPUT_BYTES)))
    try:
        return tomllib.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SpecError(str(path), WHOLE_FILE,
                        text("problem.not-utf8", reason=utf8_reason(exc.reason), at=exc.start)) from None
    except tomllib.TOMLDecodeError as exc:
        raise SpecError(str(path), WHOLE_FILE, text("spec.file.toml", detail=toml_reason(str(exc)))) from None
    except RecursionError:
        raise SpecError(str(path), WHOLE_FILE, text("spec.file.toml-deep")) from None


# ---------------------------------------------------------------- reading a table by its schema

_PYTHON_TYPES = {"int": int, "str": str, "bool": bool, "table": dict}


def _read_key(t: _Table, key: schema.Key) -> Any:
    """One key's value, typed and checked against its declared choices."""
    default = _MISSING if key.required else key.default
    if key.type == "int-list":
        return t.int_list(key.name, default=default)
    if key.type == "pairs":
        return _read_pairs(t, key.name, default)
    if key.type == "str-list":
        return _read_words(t, key, default)
    return t.get(key.name, _PYTHON_TYPES[key.type], default=default, choices=key.choices or None)


def _read_words(t: _Table, key: schema.Key, default: Any) -> tuple[str, ...]:
    """A list of strings, each one of the key's choices when it declares some, none twice."""
    values = t.get(key.name, (list, tuple), default=default)
    for i, v in enumerate(values):
        if not isinstance(v, str):
            t.fail(f"{key.name}[{i}]", text("spec.kind", kind=text("toml.string"), got=show_value(v)))
        if key.choices and v not in key.choices:
            t.fail(f"{key.name}[{i}]", text("spec.choice", got=show_value(v), choices=str(list(key.choices))))
    if len(set(values)) != len(values):
        t.fail(key.name, text("spec.twice", got=show_value(list(values))))
    return tuple(values)


def _read_pairs(t: _Table, name: str, default: Any) -> tuple[tuple[int, int], ...]:
    pairs = []
    for i, pair in enumerate(t.get(name, (list, tuple), default=default)):
        if (not isinstance(pair, (list, tuple)) or len(pair) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in pair)):
            t.fail(f"{name}[{i}]", text("spec.pair", got=show_value(pair)))
        pairs.append((pair[0], pair[1]))
    return tuple(pairs)


def read_table(t: _Table, table: schema.Table) -> dict[str, Any]:
    """Every key the schema declares for `table`, then refuse any key it does not."""
    values = {key.name: _read_key(t, key) for key in table.keys}
    t.done()
    return values


# ---------------------------------------------------------------- building Rules

def _parse_regions(t: _Table) -> tuple[Region, ...]:
    regions = []
    for r in t.tables("regions"):
        region = Region(**read_table(r, schema.REGION))
        problem = banner_problem(region.banner)
        if problem:
            raise SpecError(t.file, f"{r.prefix}banner", problem)
        regions.append(region)
    numbers = [r.number for r in regions]
    if len(set(numbers)) != len(numbers):
        raise SpecError(t.file, "regions", text("spec.duplicate-numbers", numbers=str(numbers)))
    return tuple(regions)


def _shown(banner: Any) -> str:
    """A banner as its message quotes it: as written (a --banners text), else as a JSON list."""
    return show_value(banner if isinstance(banner, list) else list(banner))


def banner_problem(banner: Any) -> Text | None:
    """Why a banner is unusable (a Text: str() is English), or None: 1-4 non-increasing non-negative integers."""
    if not isinstance(banner, (list, tuple)) or not 1 <= len(banner) <= 4:
        return text("banner.length", got=show_value(banner))
    if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_BANNER_VALUE for v in banner):
        return text("banner.values", max=MAX_BANNER_VALUE, got=_shown(banner))
    if any(a < b for a, b in zip(banner, banner[1:])):
        return text("banner.increase", got=_shown(banner))
    return None


def _parse_roads(t: _Table, numbers: set[int]) -> Roads:
    r = t.table("roads")
    roads = Roads(**read_table(r, schema.ROADS))
    if sorted(roads.route) != sorted(numbers):
        r.fail("route", text("spec.route", got=str(list(roads.route))))
    for name in ("side_roads", "king_side_roads"):
        for i, pair in enumerate(getattr(roads, name)):
            if not all(p in numbers for p in pair):
                r.fail(f"{name}[{i}]", text("spec.pair-of", numbers=str(sorted(numbers)),
                                                           got=str(list(pair))))
    side = {frozenset(p) for p in roads.side_roads}
    for i, pair in enumerate(roads.king_side_roads):
        if frozenset(pair) not in side:
            r.fail(f"king_side_roads[{i}]", text("spec.king-road-not-side", pair=str(list(pair)),
                                                    side=str([list(p) for p in roads.side_roads])))
    if len({a for a, _ in roads.king_side_roads}) != len(roads.king_side_roads):
        r.fail("king_side_roads", text("spec.king-one-road"))
    if roads.king_start not in numbers:
        r.fail("king_start", text("spec.choice", got=show_value(roads.king_start),
                                           choices=str(sorted(numbers))))
    return roads


def _parse_rulings(file: str, data: dict[str, Any]) -> tuple[Ruling, ...]:
    t = _Table(file, data)
    rulings = []
    for r in t.tables("ruling"):
        values = read_table(r, schema.RULING)
        alts = values["alternatives"]
        if values["default"] not in alts:
            raise SpecError(file, f"{r.prefix}default",
                            text("spec.default-not-alternative", got=show_value(values["default"]),
                                 choices=str(sorted(alts))))
        rulings.append(Ruling(**{**values, "alternatives": MappingProxyType(dict(alts)),
                                 "sections": values["sections"] or (values["section"],)}))
    t.done()
    return tuple(rulings)


def _parse_game(t: _Table) -> dict[str, Any]:
    return read_table(t.table("game"), schema.GAME)


def _parse_components(t: _Table, n_regions: int) -> Components:
    c = t.table("components")
    values = read_table(c, schema.COMPONENTS)
    hand = (values["region_cards_per_region"] * n_regions + values["knights_per_player"]
            + values["dragons_per_player"] + values["witches_per_player"])
    return Components(**values, cards_per_player=hand)


def _parse_rule_tables(t: _Table) -> dict[str, Any]:
    """The tables of rule parameters: cards, scoring, nobles, round, end."""
    out = {}
    for name, cls in (("cards", CardRules), ("scoring", ScoringRules), ("nobles", NobleRules),
                      ("round", RoundRules), ("end", EndRules)):
        out[name] = cls(**read_table(t.table(name), schema.table(name)))
    return out


def _build(file: str, data: dict[str, Any], rulings: tuple[Ruling, ...], variants: list[Variant],
           available: dict[str, Path]) -> Rules:
    t = _Table(file, data)
    game = _parse_game(t)
    regions = _parse_regions(t)
    components = _parse_components(t, len(regions))
    roads = _parse_roads(t, {r.number for r in regions})
    tables = _parse_rule_tables(t)
    t.done()
    rules = Rules(
        game_id=game["id"], game_name=game["name"], min_players=game["min_players"],
        max_players=game["max_players"], components=components, regions=regions, roads=roads,
        rulings=rulings, variants=tuple(variants), available_variants=tuple(available), **tables,
    )
    object.__setattr__(rules, "board", Board(regions, roads))
    return rules


def _read_variant(path: Path, own_file: bool = False) -> Variant:
    file = str(path)
    data = _read_toml(path)
    t = _Table(file, data)
    values = _read_variant_table(t.table("variant"))
    overrides = t.get("overrides", dict)
    t.done()
    return Variant(**values, overrides=overrides, file=file, own_file=own_file)


_ONE_LINE = ("id", "name", "section")       # printed on one line of an account


def _read_variant_table(v: _Table) -> dict[str, Any]:
    """[variant]: id, name, section, summary and the invariant ids it changes (any id: checked by
    `referee check` against its catalogue)."""
    values = read_table(v, schema.VARIANT)
    for name in _ONE_LINE:
        value = values[name]
        if not value.isprintable() or not value.strip() or len(value) > 80:
            v.fail(name, text("spec.one-line", got=show_value(value)))
    return values


def _overlay(base: dict[str, Any], overrides: Mapping[str, Any], file: str) -> None:
    """Apply a variant's [overrides.<table>] to the base spec's data (in place).

    Each key must be one the schema declares for that table; [[overrides.regions]] entries
    name a region by `number` and change only the keys they give.
    """
    tables = {t.name: t for t in schema.OVERRIDABLE}
    for name, changes in overrides.items():
        if name not in tables:
            raise SpecError(file, f"overrides.{name}", text("spec.not-overridable", tables=", ".join(tables)))
        if name == "regions":
            _overlay_regions(base, changes, file)
            continue
        if not isinstance(changes, dict):
            raise SpecError(file, f"overrides.{name}", text("spec.kind", kind=text("toml.key-table"),
                                                                      got=show_value(changes)))
        declared = [k.name for k in tables[name].keys]
        for key, value in changes.items():
            if key not in declared:
                raise SpecError(file, f"overrides.{name}.{key}", text("spec.unknown-override", table=name,
                                                                      keys=", ".join(declared)))
            base.setdefault(name, {})[key] = copy.deepcopy(value)


def _overlay_regions(base: dict[str, Any], changes: Any, file: str) -> None:
    if not isinstance(changes, list):
        raise SpecError(file, "overrides.regions", text("spec.override-regions"))
    by_number = {r.get("number"): r for r in base.get("regions", [])}
    for i, change in enumerate(changes):
        where = f"overrides.regions[{i}]"
        if not isinstance(change, dict) or change.get("number") not in by_number:
            numbers = sorted(n for n in by_number if isinstance(n, int))
            raise SpecError(file, f"{where}.number", text("spec.override-region-number", numbers=str(numbers)))
        for key, value in change.items():
            if key not in {k.name for k in schema.REGION.keys}:
                raise SpecError(file, f"{where}.{key}", text("spec.unknown-region-key"))
            by_number[change["number"]][key] = copy.deepcopy(value)


_LISTED: dict[Path, tuple[int, dict[str, Path]]] = {}     # folder -> (its mtime, its variant files)


def variant_files(game_dir: Path) -> dict[str, Path]:
    """The variant files shipped in spec/<game>/variants/, by id. The folder is listed again only
    when its modification time changes (a file added, removed or renamed): load_rules asks on
    every call, and the conformance run reads thousands of positions."""
    folder = game_dir / "variants"
    try:
        stamp = folder.stat().st_mtime_ns
    except OSError:
        return {}
    listed = _LISTED.get(folder)
    if listed is None or listed[0] != stamp:
        listed = (stamp, {p.stem: p for p in sorted(folder.glob("*.toml"))} if folder.is_dir() else {})
        _LISTED[folder] = listed
    return dict(listed[1])


# False where the caller must read no file of the user's (the HTTP API of `referee serve`): a variant
# named by path is then refused as unknown, with a sentence saying why, before anything is opened.
VARIANT_FILES_READABLE: ContextVar[bool] = ContextVar("VARIANT_FILES_READABLE", default=True)


def names_a_file(name: str) -> bool:
    """True when a variant name is read as a path to a file of one's own, not a shipped id."""
    return name.endswith(".toml") or os.sep in name or "/" in name


def resolve_variant(name: str, game_dir: Path) -> Path:
    """A variant id from spec/<game>/variants/, or a path to a variant file of one's own."""
    known = variant_files(game_dir)
    if name in known:
        return known[name]
    if names_a_file(name):
        if not VARIANT_FILES_READABLE.get():
            raise VariantFileRefused(str(game_dir / "variants"), name,
                                     text("web.variant-file", known=", ".join(sorted(known))))
        return Path(name)
    if not known:
        raise UnknownVariantError(str(game_dir / "variants"), name, text("problem.unknown-variant.none"))
    ids = sorted(known)
    raise UnknownVariantError(str(game_dir / "variants"), name,
                              text("problem.unknown-variant", hint=did_you_mean_text(name, ids), known=", ".join(ids)))


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
            raise SpecError("rulings", str(ruling_id), text("spec.unknown-ruling", known=", ".join(known)))
        if choice not in known[ruling_id].alternatives:
            raise SpecError("rulings", str(ruling_id),
                            text("spec.choice", got=show_value(choice),
                                 choices=", ".join(known[ruling_id].alternatives)))
        if choice != known[ruling_id].default:
            chosen[ruling_id] = choice
    return _with_chosen(rules, chosen)


def with_rulings_at_defaults(rules: Rules) -> Rules:
    """The same rules with every open ruling at its default answer (none chosen)."""
    return _with_chosen(rules, {})


def _with_chosen(rules: Rules, chosen: dict[str, str]) -> Rules:
    changed = replace(rules, chosen_rulings=chosen)
    object.__setattr__(changed, "board", rules.board)      # the board as it was loaded, kept
    return changed


_CACHE: dict[tuple[object, ...], Rules] = {}
_BASE: dict[tuple[object, ...], Any] = {}       # game.toml and rulings.toml as read, per version of the file


def _base_read(path: Path, state: tuple[object, ...], parse: Callable[[dict[str, Any]], Any] = lambda raw: raw) -> Any:
    """parse(the file's TOML), read once per version of the file: every ruleset of a check (its
    combined rulesets and rule pairs, hundreds) starts from the same two files."""
    if state not in _BASE:
        if len(_BASE) >= 8:
            _BASE.clear()
        _BASE[state] = parse(_read_toml(path))
    return _BASE[state]


def _file_state(path: Path) -> tuple[object, ...]:
    """What tells one version of a file from another without opening it (a FIFO is never opened
    here: the reader's door refuses it later)."""
    try:
        st = path.stat()
    except OSError:
        return (str(path),)
    return (str(path), st.st_mtime_ns, st.st_size, st.st_ino)


def load_rules(variants: tuple[str, ...] | list[str] = (), game: str = DEFAULT_GAME,
               root: Path | None = None) -> Rules:
    """Load game.toml, rulings.toml and each named variant overlay; cached per arguments and per
    version of every file read (a variant rewritten in place, as a designer does while `referee
    serve` runs, is read again)."""
    root = Path(root) if root is not None else spec_root()
    game_dir = root / game
    base_file, rulings_file = game_dir / "game.toml", game_dir / "rulings.toml"
    shipped = variant_files(game_dir)
    paths = [resolve_variant(name, game_dir) for name in variants]
    key = (str(root), game, tuple(variants), tuple(_file_state(path) for path in [base_file, rulings_file, *paths]))
    if key in _CACHE:
        return _CACHE[key]
    data = copy.deepcopy(_base_read(base_file, key[-1][0]))     # the variants' overlays change it
    rulings = _base_read(rulings_file, key[-1][1], lambda raw: _parse_rulings(str(rulings_file), raw))
    loaded = []
    for name, path in zip(variants, paths):
        variant = _read_variant(path, own_file=name not in shipped)
        _overlay(data, variant.overrides, variant.file)
        loaded.append(variant)
    label = " + ".join([str(base_file)] + [v.file for v in loaded])      # the same in either language
    rules = _build(label, data, rulings, loaded, shipped)
    check_ranges(rules, loaded[-1].file if loaded else str(base_file))
    _CACHE[key] = rules
    return rules
