"""Read a position file (JSON) into a Position, collecting every problem, not only the first.

Like python-chess's Board.status(): a position that parses but breaks the rules gets
a list of named problems (code, field, value, message). Errors make it unscorable;
warnings are reported and scoring goes on.
"""

from __future__ import annotations

import difflib
import json
from typing import Any, Callable

from ..engine.adjudicate import scoring_problems
from ..engine.position import Position
from ..errors import Problem, RefereeError, SpecError, UnknownRegionError
from ..errors import field_key as _key
from ..rules import Rules, banner_problem, load_rules
from .problem_collector import ProblemCollector, is_int as _is_int

TOP_LEVEL_FIELDS = ("players", "king", "board", "scores", "supply", "dragons",
                    "variants", "banners", "rulings", "game_over", "used", "round",
                    "$schema", "comment")
REGION_FIELDS = ("influence", "nobles")


def parse_json_text(text: str, source: str) -> tuple[Any, list[Problem]]:
    """Decode JSON text; an empty or malformed file becomes a Problem naming the source."""
    if not text.strip():
        return None, [Problem("EMPTY_INPUT", source, "", f"{source}: the file is empty; expected a JSON object")]
    try:
        return json.loads(text), []
    except json.JSONDecodeError as exc:
        return None, [Problem("MALFORMED_JSON", source, exc.msg,
                              f"{source}: not valid JSON: {exc.msg} at line {exc.lineno} column {exc.colno}")]
    except RecursionError:
        return None, [Problem("MALFORMED_JSON", source, "nesting too deep",
                              f"{source}: not a position: arrays or objects nested too deeply to read")]


def read_position(data: Any, *, extra_variants: list[str] | tuple = (),
                  extra_banners: dict | None = None,
                  load: Callable[..., Rules] = load_rules) -> tuple[Position | None, Rules | None, list[Problem]]:
    """Turn decoded JSON into (Position, Rules, problems). Position is None when errors prevent building it.

    extra_variants / extra_banners come from the command line (--variant, --banners) and are
    merged with the file's own fields, the command line winning for a banner.
    """
    out = ProblemCollector()
    if not isinstance(data, dict):
        out.add("NOT_AN_OBJECT", "position", data, "a position is a JSON object with players, king and board")
        return None, None, out.problems
    for name in data:
        if name not in TOP_LEVEL_FIELDS:
            close = difflib.get_close_matches(name, TOP_LEVEL_FIELDS, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else f"; known fields: {', '.join(TOP_LEVEL_FIELDS)}"
            out.add("UNKNOWN_FIELD", name, data[name], f"unknown field{hint}")

    rules = _read_variants(data.get("variants", []), list(extra_variants), out, load)
    if rules is None:
        return None, None, out.problems
    board = rules.board

    players = _read_players(data, rules, out)
    known = set(players)

    def player_ok(field, name) -> bool:
        if name in known:
            return True
        if players:
            close = difflib.get_close_matches(str(name), players, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else f"; players are {', '.join(players)}"
        else:
            hint = ""
        out.add("UNKNOWN_PLAYER", field, name, f"not one of the players{hint}")
        return False

    def region_of(field, key) -> int | None:
        try:
            return board.lookup(key)
        except UnknownRegionError as exc:
            hint = (f" (did you mean {' or '.join(repr(s) for s in exc.suggestions)}?)"
                    if exc.suggestions else "; regions are named, slugged (dark-tower) or numbered 1-8")
            out.add("UNKNOWN_REGION", field, key, f"unknown region{hint}")
            return None

    # king
    king = None
    if "king" not in data:
        out.add("MISSING_FIELD", "king", None, "the King's region is required")
    else:
        king = region_of("king", data["king"])

    # board
    markers: dict[int, dict[str, int]] = {}
    nobles: dict[int, list[str]] = {}
    raw_board = data.get("board", {})
    if not isinstance(raw_board, dict):
        out.add("BAD_TYPE", "board", raw_board, "expected an object keyed by region")
        raw_board = {}
    seen_regions: dict[int, str] = {}
    for key, entry in raw_board.items():
        field = f"board.{_key(key)}"
        number = region_of(field, key)
        if number is None:
            continue
        if number in seen_regions:
            out.add("DUPLICATE_REGION", field, key,
                    f"names the same region as board.{_key(seen_regions[number])} ({board.name(number)})")
            continue
        seen_regions[number] = key
        if not isinstance(entry, dict):
            out.add("BAD_TYPE", field, entry, 'expected an object like {"influence": {...}, "nobles": [...]}')
            continue
        for sub in entry:
            if sub not in REGION_FIELDS:
                out.add("UNKNOWN_FIELD", f"{field}.{_key(sub)}", entry[sub],
                        f"unknown field; a region has {' and '.join(REGION_FIELDS)}")
        influence = entry.get("influence", {})
        if not isinstance(influence, dict):
            out.add("BAD_TYPE", f"{field}.influence", influence, "expected an object player -> markers")
            influence = {}
        for player, count in influence.items():
            f = f"{field}.influence.{_key(player)}"
            ok = player_ok(f, player)
            n = out.count(f, count)
            if ok and n:
                markers.setdefault(number, {})[player] = n
        owners = entry.get("nobles", [])
        if not isinstance(owners, list):
            out.add("BAD_TYPE", f"{field}.nobles", owners, "expected a list of player names")
            owners = []
        good = [o for i, o in enumerate(owners) if player_ok(f"{field}.nobles[{i}]", o)]
        if good:
            nobles[number] = good
        limit = rules.nobles.max_per_region
        if limit and len(owners) > limit:
            out.add("TOO_MANY_NOBLES", f"{field}.nobles", owners,
                    f"at most {limit} Noble per region under these rules (\"Nobles\"); "
                    "several Nobles share a region only with the permanent-nobles variant")
        per_player = rules.nobles.max_per_player_per_region
        for owner in sorted(set(good)):
            if good.count(owner) > per_player:
                out.add("DUPLICATE_NOBLE", f"{field}.nobles", owners,
                        f"{owner} holds {good.count(owner)} Nobles here; a player holds at most "
                        f"{per_player} per region (\"Variant — Permanent Nobles\")")

    scores = _read_player_counts(data, "scores", player_ok, out)
    supply = _read_player_counts(data, "supply", player_ok, out) if "supply" in data else None

    # dragons
    dragons = 0
    if "dragons" in data:
        n = out.count("dragons", data["dragons"])
        if n is not None:
            limit = len(players) * rules.components.dragons_per_player
            if players and n > limit:
                out.add("TOO_MANY_DRAGONS", "dragons", n,
                        f"{len(players)} players hold only {limit} Dragon card(s) (\"Revealing cards — Dragon\")")
            else:
                dragons = n

    banners = _read_banners(data.get("banners", {}), "banners", region_of, out)
    if extra_banners:
        banners.update(_read_banners(extra_banners, "--banners", region_of, out))

    rulings = _read_rulings(data.get("rulings", {}), rules, out)

    game_over = data.get("game_over", False)
    if not isinstance(game_over, bool):
        out.add("BAD_TYPE", "game_over", game_over, "expected true or false")
        game_over = False

    used = _read_used(data.get("used", {}), player_ok, out, rules)
    round_no = 0
    if "round" in data:
        n = out.count("round", data["round"])
        round_no = n or 0

    if out.errors or king is None:
        return None, rules, out.problems

    position = Position(
        players=players, king=king, markers=markers, nobles=nobles,
        scores={p: scores.get(p, 0) for p in players}, supply=supply, dragons=dragons,
        variants=list(rules.variant_ids), banners=banners, rulings=rulings, game_over=game_over,
        used=used, round=round_no,
    )
    _check_marker_totals(position, rules, out)
    if out.errors:
        return None, rules, out.problems
    return position, rules, out.problems


# ---------------------------------------------------------------- field readers

def _read_variants(raw, extra, out: ProblemCollector, load) -> Rules | None:
    if not isinstance(raw, list) or not all(isinstance(v, str) for v in raw):
        out.add("BAD_TYPE", "variants", raw, "expected a list of variant names")
        raw = []
    names: list[str] = []
    for field, values in (("variants", raw), ("--variant", extra)):
        for v in values:
            if v in names:
                if field == "variants":
                    out.add("DUPLICATE_VARIANT", field, v, "listed twice")
                continue
            names.append(v)
    # An unknown variant is reported and left out, so the rest of the position is still checked.
    while True:
        try:
            return load(tuple(names))
        except SpecError as exc:
            # a variant file of one's own is named by exc.file, an unknown id by exc.key
            field = "--variant" if exc.key in extra or exc.file in extra else "variants"
            if exc.key in names:
                out.add("UNKNOWN_VARIANT", field, exc.key, exc.problem)
                names.remove(exc.key)
            else:
                out.add("BAD_SPEC", field, names, str(exc))
                return None


def _read_players(data, rules: Rules, out: ProblemCollector) -> list[str]:
    if "players" not in data:
        out.add("MISSING_FIELD", "players", None, "the list of player names is required")
        return []
    raw = data["players"]
    if not isinstance(raw, list):
        out.add("BAD_TYPE", "players", raw, "expected a list of player names")
        return []
    players: list[str] = []
    for i, name in enumerate(raw):
        if not isinstance(name, str) or not name.strip():
            out.add("BAD_TYPE", f"players[{i}]", name, "a player name is a non-empty string")
        elif name in players:
            out.add("DUPLICATE_PLAYER", f"players[{i}]", name, "this player is already listed")
        else:
            players.append(name)
    lo, hi = rules.min_players, rules.max_players
    if len(raw) < lo:
        out.add("TOO_FEW_PLAYERS", "players", raw, f"{rules.game_name} needs {lo} to {hi} players, got {len(raw)}")
    elif len(raw) > hi:
        out.add("TOO_MANY_PLAYERS", "players", raw, f"{rules.game_name} takes {lo} to {hi} players, got {len(raw)}")
    return players


def _read_player_counts(data, name, player_ok, out: ProblemCollector) -> dict[str, int]:
    raw = data.get(name, {})
    if not isinstance(raw, dict):
        out.add("BAD_TYPE", name, raw, "expected an object player -> number")
        return {}
    result = {}
    for player, value in raw.items():
        f = f"{name}.{_key(player)}"
        ok = player_ok(f, player)
        n = out.count(f, value)
        if ok and n is not None:
            result[player] = n
    return result


def _read_used(raw, player_ok, out: ProblemCollector, rules: Rules) -> dict[str, list[str]]:
    """ "used": {"Jen": ["dragon"]}: the once-per-game cards each player has spent (a card named
    as often as the spec's hand holds it)."""
    once = rules.components.once_per_game
    if not isinstance(raw, dict):
        out.add("BAD_TYPE", "used", raw, "expected an object player -> list of spent cards")
        return {}
    result = {}
    for player, cards in raw.items():
        f = f"used.{_key(player)}"
        if not player_ok(f, player):
            continue
        if not isinstance(cards, list):
            out.add("BAD_TYPE", f, cards, f"expected a list drawn from {', '.join(once)}")
            continue
        spent: list[str] = []
        for i, card in enumerate(cards):
            name = card.strip().lower() if isinstance(card, str) else card
            if name not in once:
                out.add("BAD_USED_CARD", f"{f}[{i}]", card,
                        f"only {' and '.join(once)} are spent once per game")
            elif spent.count(name) >= rules.components.held(name):
                out.add("DUPLICATE_USED_CARD", f"{f}[{i}]", card, "a player holds only one of each card")
            else:
                spent.append(name)
        if spent:
            result[player] = spent
    return result


def _read_banners(raw, field, region_of, out: ProblemCollector) -> dict[int, tuple[int, ...]]:
    if not isinstance(raw, dict):
        out.add("BAD_TYPE", field, raw, "expected an object region -> list of values")
        return {}
    banners = {}
    for key, values in raw.items():
        f = f"{field}.{_key(str(key))}"
        number = region_of(f, key)
        problem = banner_problem(values)
        if problem:
            out.add("BAD_BANNER", f, values, problem)
        elif number is not None:
            banners[number] = tuple(values)
    return banners


def _read_rulings(raw, rules: Rules, out: ProblemCollector) -> dict[str, str]:
    if not isinstance(raw, dict):
        out.add("BAD_TYPE", "rulings", raw, "expected an object ruling -> choice")
        return {}
    chosen = {}
    ids = [r.id for r in rules.rulings]
    for rid, choice in raw.items():
        f = f"rulings.{_key(rid)}"
        if rid not in ids:
            close = difflib.get_close_matches(rid, ids, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else f"; see `referee rulings`"
            out.add("UNKNOWN_RULING", f, rid, f"unknown ruling{hint}")
            continue
        ruling = rules.ruling(rid)
        if choice not in ruling.alternatives:
            out.add("BAD_RULING", f, choice, f"choose one of {', '.join(ruling.alternatives)}")
        elif choice != ruling.default:
            chosen[rid] = choice
    return chosen


def _check_marker_totals(position: Position, rules: Rules, out: ProblemCollector) -> None:
    comp = rules.components
    limit = comp.markers_per_player
    for p in position.players:
        board_markers = position.markers_on_board(p)
        noble_count = position.nobles_on_board(p)
        supply = (position.supply or {}).get(p)
        total = board_markers + noble_count + comp.score_track_markers + (supply or 0)
        detail = (f"{board_markers} on the board + {noble_count} Noble(s)"
                  + (f" + {supply} in supply" if supply is not None else "")
                  + f" + {comp.score_track_markers} on the score track = {total}")
        if total > limit:
            out.add("TOO_MANY_MARKERS", f"players.{_key(p)}", p,
                    f"{detail}, but each player has only {limit} markers (\"{comp.section}\")")
        elif supply is not None and total < limit:
            out.add("MARKERS_MISSING", f"supply.{_key(p)}", supply,
                    f"{detail}, {limit - total} short of {limit}; scoring goes on, returned markers are added",
                    severity="warning")


def read_position_text(text: str, source: str, **kwargs) -> tuple[Position | None, Rules | None, list[Problem]]:
    data, problems = parse_json_text(text, source)
    if problems:
        return None, None, problems
    return read_position(data, **kwargs)


__all__ = ["Problem", "read_position", "read_position_text", "parse_json_text", "scoring_problems",
           "RefereeError"]
