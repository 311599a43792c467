"""Read a position file (JSON) into a Position, collecting every problem, not only the first.

Like python-chess's Board.status(): a position that parses but breaks the rules gets
a list of named problems (code, field, value, message). Errors make it unscorable;
warnings are reported and scoring goes on.
"""

from __future__ import annotations

from typing import Any, Callable

from ..engine.adjudicate import scoring_problems
from ..engine.position import Position
from ..errors import Problem, RefereeError, SpecError, UnknownRegionError, did_you_mean_text, show_value
from ..errors import field_key as _key
from ..limits import MAX_PLAYERS, MAX_POINTS, MAX_ROUNDS, MAX_VARIANTS
from ..messages import Text, text
from ..rules import Rules, banner_problem, load_rules
from .json_input import parse_json_text
from .names import name_key, name_problem
from .problem_collector import ProblemCollector

TOP_LEVEL_FIELDS = ("players", "king", "board", "scores", "supply", "dragons",
                    "variants", "banners", "rulings", "game_over", "used", "round",
                    "$schema", "comment")
REGION_FIELDS = ("influence", "nobles")


def read_position(data: Any, *, extra_variants: list[str] | tuple = (),
                  extra_banners: dict | None = None,
                  load: Callable[..., Rules] = load_rules) -> tuple[Position | None, Rules | None, list[Problem]]:
    """Turn decoded JSON into (Position, Rules, problems). Position is None when errors prevent building it.

    extra_variants / extra_banners come from the command line (--variant, --banners) and are
    merged with the file's own fields, the command line winning for a banner. Every field is
    checked for type and range before any rule reads it; no input raises.
    """
    out = ProblemCollector()
    if not isinstance(data, dict):
        out.add("NOT_AN_OBJECT", "position", data, text("problem.position-not-object"))
        return None, None, out.problems
    for name in data:
        if name not in TOP_LEVEL_FIELDS:
            hint = did_you_mean_text(name, TOP_LEVEL_FIELDS) or text("hint.known-fields",
                                                                     fields=", ".join(TOP_LEVEL_FIELDS))
            out.add("UNKNOWN_FIELD", name, data[name], text("problem.unknown-field", hint=hint))
    check_text_fields(data, out)
    rules = _read_variants(data.get("variants", []), list(extra_variants), out, load)
    if rules is None:
        return None, None, out.problems
    fields = _FieldReader(rules, _read_players(data, rules, out), out)
    position = fields.position(data, extra_banners)
    if position is None or out.errors:
        return None, rules, out.problems
    _check_marker_totals(position, rules, out)
    if out.errors:
        return None, rules, out.problems
    return position, rules, out.problems


class _FieldReader:
    """Reads the fields that name players and regions, once the players and the rules are known."""

    def __init__(self, rules: Rules, players: list[str], out: ProblemCollector):
        self.rules, self.board, self.players, self.out = rules, rules.board, players, out
        self.known = set(players)

    def position(self, data: dict, extra_banners) -> Position | None:
        out, rules = self.out, self.rules
        king = self.region_of("king", data["king"]) if "king" in data else None
        if "king" not in data:
            out.add("MISSING_FIELD", "king", None, text("problem.king-required"))
        markers, nobles = self.read_board(data.get("board", {}))
        markers_limit = rules.components.markers_per_player
        scores = self.player_counts(data, "scores", MAX_POINTS, text("why.max-scores", max=MAX_POINTS))
        supply = (self.player_counts(data, "supply", markers_limit, text("why.markers", limit=markers_limit))
                  if "supply" in data else None)
        dragons = self.dragons(data)
        banners, written = self.banners(data.get("banners", {}), "banners")
        _warn_unlike_rulebook(banners, "banners", rules, out, written)
        if extra_banners:
            given, written = self.banners(extra_banners, "--banners")
            _warn_unlike_rulebook(given, "--banners", rules, out, written)
            banners.update(given)
        rulings = _read_rulings(data.get("rulings", {}), rules, out)
        game_over = data.get("game_over", False)
        if not isinstance(game_over, bool):
            out.add("BAD_TYPE", "game_over", game_over, text("problem.expected-bool"))
        used = self.used(data.get("used", {}))
        round_no = out.count("round", data["round"], maximum=MAX_ROUNDS,
                             why=text("why.max-rounds", max=MAX_ROUNDS)) if "round" in data else 0
        if out.errors or king is None:
            return None
        return Position(
            players=self.players, king=king, markers=markers, nobles=nobles,
            scores=scores, supply=supply, dragons=dragons,
            variants=list(rules.variant_refs), banners=banners, rulings=rulings, game_over=game_over,
            used=used, round=round_no or 0,
        )

    # -- names

    def player_ok(self, field: str, name) -> bool:
        if isinstance(name, str) and name in self.known:
            return True
        if not isinstance(name, str):
            self.out.add("BAD_TYPE", field, name, text("problem.expected-player"))
            return False
        hint = "" if self.out.full or not self.players else (
            did_you_mean_text(name, self.players) or text("hint.players", players=", ".join(self.players)))
        self.out.add("UNKNOWN_PLAYER", field, name, text("problem.unknown-player", hint=hint))
        return False

    def region_of(self, field: str, key) -> int | None:
        try:
            return self.board.lookup(key)
        except UnknownRegionError as exc:
            hint = exc.hint_text or text("hint.regions")
            self.out.add("UNKNOWN_REGION", field, key, text("problem.unknown-region", hint=hint))
            return None

    # -- the board

    def read_board(self, raw_board) -> tuple[dict[int, dict[str, int]], dict[int, list[str]]]:
        markers: dict[int, dict[str, int]] = {}
        nobles: dict[int, list[str]] = {}
        if not isinstance(raw_board, dict):
            self.out.add("BAD_TYPE", "board", raw_board, text("problem.board-type"))
            return markers, nobles
        if self.out.too_many("board", raw_board, 2 * len(self.board.regions), text("what.region-entries")):
            return markers, nobles
        seen: dict[int, str] = {}
        for key, entry in raw_board.items():
            field = f"board.{_key(key)}"
            number = self.region_of(field, key)
            if number is None:
                continue
            if number in seen:
                self.out.add("DUPLICATE_REGION", field, key,
                             text("problem.duplicate-region", other=f"board.{_key(seen[number])}",
                                  region=self.board.name(number)))
                continue
            seen[number] = key
            if not isinstance(entry, dict):
                self.out.add("BAD_TYPE", field, entry, text("problem.region-type"))
                continue
            self.read_region(field, number, entry, markers, nobles)
        return markers, nobles

    def read_region(self, field: str, number: int, entry: dict, markers: dict, nobles: dict) -> None:
        out = self.out
        for sub in entry:
            if sub not in REGION_FIELDS:
                out.add("UNKNOWN_FIELD", f"{field}.{_key(sub)}", entry[sub],
                        text("problem.unknown-region-field", fields=list(REGION_FIELDS)))
        influence = entry.get("influence", {})
        if not isinstance(influence, dict):
            out.add("BAD_TYPE", f"{field}.influence", influence, text("problem.influence-type"))
        elif not out.too_many(f"{field}.influence", influence, 2 * MAX_PLAYERS, text("what.players")):
            limit = self.rules.components.markers_per_player
            for player, count in influence.items():
                f = f"{field}.influence.{_key(player)}"
                ok = self.player_ok(f, player)
                n = out.count(f, count, maximum=limit, why=text("why.markers", limit=limit))
                if ok and n:
                    markers.setdefault(number, {})[player] = n
        good = self.read_nobles(f"{field}.nobles", entry.get("nobles", []))
        if good:
            nobles[number] = good

    def read_nobles(self, field: str, owners) -> list[str]:
        out, rules = self.out, self.rules
        if not isinstance(owners, list):
            out.add("BAD_TYPE", field, owners, text("problem.expected-players"))
            return []
        if out.too_many(field, owners, 2 * MAX_PLAYERS, text("what.nobles-in-region")):
            return []
        good = [o for i, o in enumerate(owners) if self.player_ok(f"{field}[{i}]", o)]
        limit = rules.nobles.max_per_region
        if limit and len(owners) > limit:
            out.add("TOO_MANY_NOBLES", field, owners,
                    text("problem.too-many-nobles", limit=limit, section=rules.nobles.section))
        per_player = rules.nobles.max_per_player_per_region
        for owner in dict.fromkeys(good):           # in the order written, as a table's entries are told
            if good.count(owner) > per_player:
                out.add("DUPLICATE_NOBLE", field, owners,
                        text("problem.duplicate-noble", owner=owner, count=good.count(owner), limit=per_player,
                             section="Variant — Permanent Nobles"))
        return good

    # -- the other fields

    def player_counts(self, data: dict, name: str, maximum: int, why: Text | str) -> dict[str, int]:
        raw = data.get(name, {})
        if not isinstance(raw, dict):
            self.out.add("BAD_TYPE", name, raw, text("problem.counts-type"))
            return {}
        if self.out.too_many(name, raw, 2 * MAX_PLAYERS, text("what.players")):
            return {}
        result = {}
        for player, value in raw.items():
            f = f"{name}.{_key(player)}"
            ok = self.player_ok(f, player)
            n = self.out.count(f, value, maximum=maximum, why=why)
            if ok and n is not None:
                result[player] = n
        return result

    def dragons(self, data: dict) -> int:
        if "dragons" not in data:
            return 0
        limit = len(self.players) * self.rules.components.dragons_per_player
        n = self.out.count("dragons", data["dragons"])
        if n is not None and self.players and n > limit:
            self.out.add("TOO_MANY_DRAGONS", "dragons", n,
                         text("problem.too-many-dragons", players=len(self.players), limit=limit,
                              section="Revealing cards — Dragon"))
            return 0
        return n or 0

    def used(self, raw) -> dict[str, list[str]]:
        """ "used": {"Jen": ["dragon"]}: the once-per-game cards each player has spent."""
        out = self.out
        once = self.rules.components.once_per_game
        held = sum(self.rules.components.held(kind) for kind in once)
        if not isinstance(raw, dict):
            out.add("BAD_TYPE", "used", raw, text("problem.used-type"))
            return {}
        if out.too_many("used", raw, 2 * MAX_PLAYERS, text("what.players")):
            return {}
        result = {}
        for player, cards in raw.items():
            f = f"used.{_key(player)}"
            if not self.player_ok(f, player):
                continue
            if not isinstance(cards, list):
                out.add("BAD_TYPE", f, cards, text("problem.used-list-type", cards=", ".join(once)))
                continue
            if out.too_many(f, cards, 2 * held, text("what.spent-cards")):
                continue
            spent = _read_spent_cards(f, cards, out, self.rules)
            if spent:
                result[player] = spent
        return result

    def banners(self, raw, field: str) -> tuple[dict[int, tuple[int, ...]], dict[int, tuple[Any, Any]]]:
        """The banners read, by region number, and each region's banner as first written, (its key, its
        values): the one read, which a warning names and quotes (a second writing is refused)."""
        out = self.out
        if not isinstance(raw, dict):
            out.add("BAD_TYPE", field, raw, text("problem.banners-type"))
            return {}, {}
        if out.too_many(field, raw, 2 * len(self.board.regions), text("what.banners")):
            return {}, {}
        banners = {}
        written: dict[int, tuple[Any, Any]] = {}
        for key, values in raw.items():
            f = f"{field}.{_key(str(key))}"
            number = self.region_of(f, key)
            if number in written:       # two banners for one region: the second refused, not read
                other = f"{field}.{_key(str(written[number][0]))}"
                out.add("DUPLICATE_REGION", f, key,
                        text("problem.duplicate-region", other=other, region=self.board.name(number)))
                continue
            if number is not None:
                written[number] = (key, values)
            problem = _user_banner_problem(values)
            if problem:
                out.add("BAD_BANNER", f, values, problem)
            elif number is not None:
                banners[number] = tuple(values)
        return banners, written


# ---------------------------------------------------------------- field readers

def _read_variants(raw, extra, out: ProblemCollector, load) -> Rules | None:
    if not isinstance(raw, list) or not all(isinstance(v, str) for v in raw):
        out.add("BAD_TYPE", "variants", raw, text("problem.variants-type"))
        raw = []
    if len(raw) + len(extra) > MAX_VARIANTS:
        # named where the user wrote them: the file's list, the --variant options, or both
        field, given = (("variants", raw) if not extra else ("--variant", list(extra)) if not raw
                        else ("variants + --variant", list(raw) + list(extra)))
        out.add("TOO_MANY_VARIANTS", field, given, text("problem.too-many-variants", max=MAX_VARIANTS))
        return None
    names: list[str] = []
    for field, values in (("variants", raw), ("--variant", extra)):
        for v in values:
            if v in names:
                if field == "variants":
                    out.add("DUPLICATE_VARIANT", field, v, text("problem.listed-twice"))
                continue
            names.append(v)
    # An unknown variant is reported and left out, so the rest of the position is still checked.
    while True:
        try:
            return load(tuple(names))
        except SpecError as exc:
            exc.file = _as_written(exc.file, names)     # a file of one's own, as written; an unknown id: exc.key
            field = "--variant" if exc.key in extra or exc.file in extra else "variants"
            if exc.key in names:
                out.add(getattr(exc, "code", "UNKNOWN_VARIANT"), field, exc.key, exc.problem)
                names.remove(exc.key)
            else:       # quoted as written: the variant that does not load, where it is one of them
                out.add("BAD_SPEC", field, exc.file if exc.file in names else names, exc.text)
                return None


def _read_players(data, rules: Rules, out: ProblemCollector) -> list[str]:
    if "players" not in data:
        out.add("MISSING_FIELD", "players", None, text("problem.players-required"))
        return []
    raw = data["players"]
    if not isinstance(raw, list):
        out.add("BAD_TYPE", "players", raw, text("problem.expected-players"))
        return []
    lo, hi = rules.min_players, rules.max_players
    if len(raw) < lo:
        out.add("TOO_FEW_PLAYERS", "players", raw, text("problem.too-few-players", game=rules.game_name, lo=lo, hi=hi,
                                                            got=len(raw)))
    elif len(raw) > hi:
        out.add("TOO_MANY_PLAYERS", "players", raw, text("problem.too-many-players", game=rules.game_name, lo=lo, hi=hi,
                                                              got=len(raw)))
        if len(raw) > 2 * MAX_PLAYERS:
            return []        # the names of a crowd are not read one by one
    players: list[str] = []
    seen: dict[str, int] = {}      # name_key -> index of the first name with it
    for i, name in enumerate(raw):
        problem = name_problem(name)
        if problem:
            out.add("BAD_NAME" if isinstance(name, str) and name.strip() else "BAD_TYPE", f"players[{i}]", name,
                    problem)
        elif name_key(name) in seen:
            first = seen[name_key(name)]
            same = text("problem.already-listed") if raw[first] == name else text(
                "problem.prints-like", first=first, other=show_value(raw[first]))
            out.add("DUPLICATE_PLAYER", f"players[{i}]", name, same)
        else:
            seen[name_key(name)] = i
            players.append(name)
    return players


def _read_spent_cards(field: str, cards: list, out: ProblemCollector, rules: Rules) -> list[str]:
    """The spent cards of one player: each of the spec's once-per-game cards, named at most as often
    as the hand holds it ([components])."""
    once = rules.components.once_per_game
    spent: list[str] = []
    for i, card in enumerate(cards):
        name = card.strip().lower() if isinstance(card, str) else card
        if not isinstance(name, str) or name not in once:
            out.add("BAD_USED_CARD", f"{field}[{i}]", card,
                    text("problem.bad-used-card", cards=list(once), n=len(once)) if once
                    else text("problem.no-used-card"))
        elif spent.count(name) >= rules.components.held(name):
            held = rules.components.held(name)
            out.add("DUPLICATE_USED_CARD", f"{field}[{i}]", card, text("problem.duplicate-used-card") if held == 1
                    else text("problem.duplicate-used-cards", held=held))
        else:
            spent.append(name)
    return spent


def _user_banner_problem(values) -> Text | None:
    """Why a user's banner is unusable. More than 4 values is the rulebook contradicted, not an unusable
    banner (a place beyond the 4th is never paid): it is checked as 4-value pieces and warned about."""
    if isinstance(values, list) and len(values) > 4:
        pieces = [values[i:i + 4] for i in range(0, len(values) - 1, 3)]
        return next((banner_problem(piece) for piece in pieces if banner_problem(piece)), None)
    return banner_problem(values)


def _warn_unlike_rulebook(banners: dict[int, tuple[int, ...]], field: str, rules: Rules,
                          out: ProblemCollector, written: dict) -> None:
    """A user's banner is taken as their printing's, with a warning where it contradicts the rulebook
    ("Scoring"): Dark Tower's printed 5-4-2-1, a first value equal to the region's number, 3 or 4 values.
    written: region number -> (its key, its values) as the user wrote them, named and quoted so."""
    for number, values in banners.items():
        region = rules.board.regions[number]
        key, given = written[number]
        f = f"{field}.{_key(str(key))}"
        shown = "-".join(map(str, values))
        if region.banner_provenance == "rulebook" and tuple(values) != region.banner:
            out.add("BANNER_UNLIKE_RULEBOOK", f, given,
                    text("problem.banner-unlike-printed", region=region.name, section="Scoring", shown=shown,
                         printed="-".join(map(str, region.banner))), severity="warning")
        elif values and values[0] != number:
            out.add("BANNER_UNLIKE_RULEBOOK", f, given,
                    text("problem.banner-first-value", number=number, region=region.name, section="Scoring",
                         shown=shown), severity="warning")
        if not 3 <= len(values) <= 4:
            out.add("BANNER_UNLIKE_RULEBOOK", f, given,
                    text("problem.banner-value-count", section="Scoring", shown=shown, n=len(values)),
                    severity="warning")


def _read_rulings(raw, rules: Rules, out: ProblemCollector) -> dict[str, str]:
    if not isinstance(raw, dict):
        out.add("BAD_TYPE", "rulings", raw, text("problem.rulings-type"))
        return {}
    ids = [r.id for r in rules.rulings]
    if out.too_many("rulings", raw, 2 * len(ids), text("what.rulings")):
        return {}
    chosen = {}
    for rid, choice in raw.items():
        f = f"rulings.{_key(rid)}"
        if rid not in ids:
            hint = did_you_mean_text(rid, ids) or text("hint.see-rulings")
            out.add("UNKNOWN_RULING", f, rid, text("problem.unknown-ruling", hint=hint))
            continue
        ruling = rules.ruling(rid)
        if not isinstance(choice, str) or choice not in ruling.alternatives:
            out.add("BAD_RULING", f, choice, text("problem.bad-ruling", choices=", ".join(ruling.alternatives)))
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
        counted = position.marker_total(p, comp.score_track_markers)      # None while the supply is unknown
        total = counted if counted is not None else board_markers + noble_count + comp.score_track_markers
        detail = text("markers.detail", board=board_markers, nobles=noble_count, track=comp.score_track_markers,
                      total=total, supply=text("markers.detail.supply", supply=supply) if supply is not None else "")
        if total > limit:
            out.add("TOO_MANY_MARKERS", f"players.{_key(p)}", p,
                    text("problem.too-many-markers", detail=detail, limit=limit, section=comp.section))
        elif supply is not None and total < limit:
            out.add("MARKERS_MISSING", f"supply.{_key(p)}", supply,
                    text("problem.markers-missing", detail=detail, short=limit - total, limit=limit),
                    severity="warning")


def read_position_text(text: str, source: str, **kwargs) -> tuple[Position | None, Rules | None, list[Problem]]:
    """A position given as the words of its file: read as `referee score` reads the file, one
    byte-order mark before them allowed (json_input.decode_bytes reads UTF-8 so)."""
    data, problems = parse_json_text(text.removeprefix("\ufeff"), source)
    if problems:
        return None, None, problems
    return read_position(data, **kwargs)


def check_text_fields(data: dict, out: ProblemCollector) -> None:
    """A position's or a record's `comment` and `$schema`, where written, are text: anything else,
    null too (a value written, not a field left out), refused there as the wrong type."""
    for name, kind in (("comment", "problem.comment-type"), ("$schema", "problem.string-type")):
        if name in data and not isinstance(data[name], str):
            out.add("BAD_TYPE", name, data[name], text(kind))


def _as_written(file: str, names: list[str]) -> str:
    """The variant file a spec error names, as the user wrote it among `names` (`./house-rules.toml`,
    which the loader names `house-rules.toml`); the error's own name where none of them is that file."""
    import os

    same = [n for n in names if file and os.path.normpath(n) == os.path.normpath(file)]
    return same[0] if same else file


__all__ = ["Problem", "read_position", "read_position_text", "parse_json_text", "scoring_problems",
           "RefereeError"]
