"""Hypothesis strategies for hostile input: arbitrary JSON, and mutations of valid positions, game
records, variant files and command-line options, each drawn as a fuzz_harness.Case.

Mutations start from the bundled examples, the golden records and the shipped variants, so most
cases get past the first checks and reach the rules; the hostile values are the kinds of input
that broke the referee before: wrong types, huge and look-alike numbers, invisible
or control characters, lone surrogates, deep nesting, duplicate keys.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from hypothesis import strategies as st

from fuzz_harness import Case

ROOT = Path(__file__).resolve().parent.parent
OTHER_GAMES = ("struggle-", "favor-")
POSITIONS = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "examples").glob("*.json"))
             if not p.name.startswith(OTHER_GAMES)]
STRUGGLE_HANDS = [json.loads((ROOT / "examples" / "struggle-hand.json").read_text(encoding="utf-8"))]
STRUGGLE_TRICKS = [{"cards": [{"player": "Ann", "rank": 7, "modifier": 2}, {"player": "Ben", "rank": 5},
                              {"player": "Cid", "rank": 9}]},
                   {"cards": [{"player": "Ann", "rank": 4}, {"player": "Ben", "rank": 4}]}]
FAVOR_BOARDS = [json.loads((ROOT / "examples" / "favor-board.json").read_text(encoding="utf-8"))]
FAVOR_STATES = [json.loads((ROOT / "examples" / "favor-state.json").read_text(encoding="utf-8"))]
RECORDS = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "tests/golden").glob("*.json"))
           if not p.name.endswith(".expected.json")]
VARIANT_OVERRIDES = {        # every numeric key a variant may override, by table
    "game": ["min_players", "max_players"],
    "components": ["markers_per_player", "score_track_markers", "region_cards_per_region", "knights_per_player",
                   "dragons_per_player", "witches_per_player"],
    "cards": ["knight_extra_markers"],
    "scoring": ["min_influence", "paid_places_offset", "noble_influence"],
    "nobles": ["max_per_region", "max_per_player_per_region", "bonus_base"],
    "round": ["regions_per_dragon", "cards_per_round"],
    "end": ["threshold"],
}

HOSTILE_STRINGS = ["", " ", "²", "٣", "1_0", "-1", "5", "0", "9", "Jen", "jen", "JEN", "Ｊｅｎ", "Jen\u200b", "Jen ",
                   "Je\nn", "\x1b[31m", "\ud800", "a" * 41, "x" * 5000, "dark-tower", "Dark Tower", "knight!declined",
                   "witch", "comment", "dragon", "knight", "NaN", "permanent-nobles", "/dev/zero", "/proc", ".",
                   "../../etc/passwd", "{dir}/missing.toml"]
HOSTILE_NUMBERS = [-1, 0, 1, 2, 3, 5, 8, 9, 19, 20, 21, 40, 99, 101, 2 ** 31, 2 ** 63, 10 ** 15, 10 ** 29,
                   1.5, -0.0, 1e308]

hostile_scalars = st.one_of(
    st.none(), st.booleans(), st.sampled_from(HOSTILE_NUMBERS), st.integers(), st.floats(allow_nan=False),
    st.sampled_from(HOSTILE_STRINGS), st.text(max_size=12))

json_values = st.recursive(
    hostile_scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=5),
                            st.dictionaries(st.one_of(st.text(max_size=8), st.sampled_from(HOSTILE_STRINGS)),
                                            inner, max_size=5)),
    max_leaves=20)


# ---------------------------------------------------------------- mutations of a JSON document

def _paths(value, prefix=()) -> list[tuple]:
    """Every path (tuple of keys/indexes) to a value inside `value`, the root included."""
    found = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            found += _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += _paths(v, prefix + (i,))
    return found


def _set(doc, path, new):
    if not path:
        return new
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = new
    return doc


@st.composite
def mutated(draw, seeds: list, *, steps: int = 3):
    """A seed document with 1 to `steps` hostile changes at random places."""
    doc = copy.deepcopy(draw(st.sampled_from(seeds)))
    for _ in range(draw(st.integers(1, steps))):
        paths = _paths(doc)
        path = draw(st.sampled_from(paths))
        action = draw(st.sampled_from(["replace", "replace", "delete", "rename", "nest", "grow"]))
        target = doc
        for key in path:
            target = target[key]
        if action == "replace":
            doc = _set(doc, path, draw(json_values))
        elif action == "delete" and path:
            parent = doc
            for key in path[:-1]:
                parent = parent[key]
            del parent[path[-1]]
        elif action == "rename" and isinstance(target, dict) and target:
            old = draw(st.sampled_from(sorted(target)))
            target[draw(st.sampled_from(HOSTILE_STRINGS))] = target.pop(old)
        elif action == "nest":
            for _ in range(draw(st.sampled_from([2, 40, 200]))):
                target = {"card": target} if draw(st.booleans()) else [target]
            doc = _set(doc, path, target)
        elif action == "grow" and isinstance(target, list) and target:
            doc = _set(doc, path, target * draw(st.sampled_from([2, 7, 300])))
    return doc


def encode(doc, draw) -> bytes:
    """JSON text of doc, sometimes with a key doubled, a BOM, a byte cut off, or as UTF-16."""
    text = json.dumps(doc, ensure_ascii=draw(st.booleans()))
    how = draw(st.sampled_from(["plain"] * 6 + ["dup", "bom", "cut", "utf16", "latin1"]))
    if how == "dup" and text.startswith("{") and len(text) > 2:
        return ('{"king": 1, "king": 2, ' + text[1:]).encode("utf-8", "surrogatepass")
    data = text.encode("utf-8", "surrogatepass")
    if how == "bom":
        return b"\xef\xbb\xbf" + data
    if how == "cut":
        return data[:draw(st.integers(0, max(0, len(data) - 1)))]
    if how == "utf16":
        return text.encode("utf-16", "surrogatepass")
    if how == "latin1":
        return text.encode("latin-1", "replace")
    return data


# ---------------------------------------------------------------- cases per input kind

POSITION_COMMANDS = [
    (["score", "{dir}/in.json"], []), (["score", "{dir}/in.json", "--json", "--out", "{dir}/out.json"], ["out.json"]),
    (["validate", "{dir}/in.json"], []), (["validate", "{dir}/in.json", "--json"], []),
    (["render", "{dir}/in.json", "-o", "{dir}/board.svg"], ["board.svg"]), (["render", "{dir}/in.json", "--scored"], []),
    (["score", "-"], []),
]
RECORD_COMMANDS = [
    (["replay", "{dir}/in.json"], []), (["replay", "{dir}/in.json", "--json"], []),
    (["replay", "{dir}/in.json", "--lenient"], []),
    (["replay", "{dir}/in.json", "--out", "{dir}/out.json", "--report", "{dir}/report.html"], ["out.json", "report.html"]),
    (["replay", "{dir}/in.json", "--lenient", "--out", "{dir}/out.json"], ["out.json"]),
    (["replay", "{dir}/in.json", "--until", "2"], []), (["replay", "{dir}/in.json", "--until", "1", "--before-scoring"], []),
]


@st.composite
def position_cases(draw) -> Case:
    doc = draw(st.one_of(mutated(POSITIONS), json_values)) if draw(st.integers(0, 9)) else draw(json_values)
    data = encode(doc, draw)
    args, outputs = draw(st.sampled_from(POSITION_COMMANDS))
    if args == ["score", "-"]:
        return Case(list(args), {}, [], stdin=data)
    return Case(list(args), {"in.json": data}, list(outputs))


@st.composite
def record_cases(draw) -> Case:
    doc = draw(mutated(RECORDS)) if draw(st.integers(0, 9)) else draw(json_values)
    args, outputs = draw(st.sampled_from(RECORD_COMMANDS))
    return Case(list(args), {"in.json": encode(doc, draw)}, list(outputs))


def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value) if abs(value) < 2 ** 63 else "9223372036854775807"
    return json.dumps(value)        # a TOML basic string reads a JSON string (no lone surrogates in TOML)


@st.composite
def variant_texts(draw) -> bytes:
    table = draw(st.sampled_from(sorted(VARIANT_OVERRIDES)))
    key = draw(st.sampled_from(VARIANT_OVERRIDES[table]))
    value = draw(st.one_of(st.sampled_from([-1, 0, 1, 2, 3, 5, 9, 100, 2 ** 40]), st.integers(-50, 50),
                           st.booleans(), st.sampled_from(["x", "stack", ""])))
    name = draw(st.sampled_from(["Test", "Two\nLines", "\x1b[2J", "A" * 90]))
    invariants = draw(st.sampled_from(['[]', '["nobles.at-most-one-per-region"]', '[["x"]]', '[{x = 1}]', '"x"']))
    text = (f'[variant]\nid = "fuzz"\nname = {json.dumps(name)}\nsection = "Nobles"\n'
            f"changes_invariants = {invariants}\n\n[overrides.{table}]\n{key} = {_toml_value(value)}\n")
    raw = text.encode("utf-8")
    how = draw(st.sampled_from(["plain"] * 8 + ["binary", "cut", "empty"]))
    if how == "binary":
        return b"\xff\xfe\x00" + raw
    if how == "cut":
        return raw[:draw(st.integers(0, len(raw)))]
    return b"" if how == "empty" else raw


@st.composite
def variant_cases(draw) -> Case:
    files = {"v.toml": draw(variant_texts()),
             "pos.json": json.dumps(draw(st.sampled_from(POSITIONS))).encode(),
             "rec.json": json.dumps(draw(st.sampled_from(RECORDS))).encode()}
    variant = draw(st.sampled_from(["{dir}/v.toml"] * 6 + ["{dir}", "/dev/null", "{dir}/missing.toml",
                                                           "permanent-nobles", "no-such-variant"]))
    args, outputs = draw(st.sampled_from([
        (["score", "{dir}/pos.json", "--variant", variant, "--out", "{dir}/out.json"], ["out.json"]),
        (["replay", "{dir}/rec.json", "--variant", variant], []),
        (["render", "{dir}/pos.json", "--variant", variant], []),
        (["simulate", "--games", "2", "--players", "3", "--variant", variant, "--out", "{dir}/games"], ["games"]),
    ]))
    return Case(args, files, outputs)


option_text = st.one_of(st.sampled_from(HOSTILE_STRINGS), st.text(max_size=15))


@st.composite
def option_cases(draw) -> Case:
    files = {"pos.json": json.dumps(draw(st.sampled_from(POSITIONS))).encode(),
             "rec.json": json.dumps(draw(st.sampled_from(RECORDS))).encode()}
    kind = draw(st.sampled_from(["quick", "banners", "ruling", "simulate", "until"]))
    if kind == "quick":
        pairs = draw(st.lists(st.one_of(st.builds(lambda n, c: f"{n}={c}", option_text, option_text),
                                        option_text), max_size=6))
        args = ["score", "--region", draw(option_text), *pairs]
        for flag in draw(st.lists(st.sampled_from(["--players", "--noble", "--score", "--json"]), max_size=3)):
            args += [flag] if flag == "--json" else [flag, draw(option_text)]
        return Case(args, files)
    if kind == "banners":
        value = draw(st.one_of(option_text, st.builds(lambda r, v: f"{r}={v}", option_text, option_text)))
        return Case(["score", "{dir}/pos.json", "--banners", value], files)
    if kind == "ruling":
        value = draw(st.one_of(option_text, st.builds(lambda r, v: f"{r}={v}", option_text, option_text)))
        return Case([draw(st.sampled_from(["score", "replay"])), "{dir}/pos.json" if draw(st.booleans())
                     else "{dir}/rec.json", "--ruling", value], files)
    if kind == "simulate":
        args = ["simulate", "--games", draw(st.sampled_from(["1", "2", "0", "-1", "x", "100000001"])),
                "--players", draw(st.sampled_from(["2", "5", "6", "1", "²"])),
                "--seed", draw(st.sampled_from(["0", "7", "-3", "x", "9" * 40])),
                "--max-rounds", draw(st.sampled_from(["1", "3", "0", "100000"])), "--out", "{dir}/games"]
        return Case(args, files, ["games"])
    until = draw(st.sampled_from(["0", "1", "3", "99", "-1", "x", "9" * 40]))
    extra = draw(st.sampled_from([[], ["--before-scoring"], ["--json"], ["--out", "{dir}/o.json"]]))
    return Case(["replay", "{dir}/rec.json", "--until", until, *extra], files, ["o.json"] if "--out" in extra else [])


@st.composite
def other_game_cases(draw) -> Case:
    """The other games on the shelf: King's Struggle hands and tricks, King's Favor boards and states."""
    kind = draw(st.sampled_from(["hand", "trick", "board", "state"]))
    if kind in ("hand", "trick"):
        seeds = STRUGGLE_HANDS if kind == "hand" else STRUGGLE_TRICKS
        doc = draw(mutated(seeds)) if draw(st.integers(0, 9)) else draw(json_values)
        command = "score" if kind == "hand" else "trick"
        extra = draw(st.sampled_from([[], ["--json"], ["--ruling", draw(option_text)]]))
        return Case(["struggle", command, "{dir}/in.json", *extra], {"in.json": encode(doc, draw)})
    board, state = draw(st.sampled_from(FAVOR_BOARDS)), draw(st.sampled_from(FAVOR_STATES))
    if kind == "board":
        board = draw(mutated([board])) if draw(st.integers(0, 9)) else draw(json_values)
    else:
        state = draw(mutated([state])) if draw(st.integers(0, 9)) else draw(json_values)
    player = draw(st.one_of(st.sampled_from(["Ann", "Ben", "Dee"]), option_text))
    roll = draw(st.one_of(st.sampled_from(["1", "4", "6", "0", "7", "-1", "x", "9" * 40]), option_text))
    extra = draw(st.sampled_from([[], ["--json"]]))
    return Case(["favor", "moves", "{dir}/board.json", "{dir}/state.json", "--player", player, "--roll", roll, *extra],
                {"board.json": encode(board, draw), "state.json": encode(state, draw)})


any_case = st.one_of(position_cases(), record_cases(), variant_cases(), option_cases(), other_game_cases())
