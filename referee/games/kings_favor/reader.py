"""King's Favor board and state files (JSON) -> Board and GameState. Every problem is collected,
each naming its field and value (a referee.errors.Problem with a code), and raised together as
one InputError. The formats are
published as spec/kings-favor/board.schema.json and state.schema.json."""

from __future__ import annotations

from collections import Counter
from typing import Any, Collection, Mapping

from referee.errors import Problem, did_you_mean_text, field_key
from referee.io.json_input import count_problem, is_int
from referee.limits import MAX_PROBLEMS
from referee.messages import text

from ..input_problems import (
    InputError,
    bad,
    merged_rulings,
    missing,
    parse_json,
    same_players,
    top_level_fields,
    unexpected_fields,
    unknown_value,
)
from ..spec_files import choose_rulings
from .board import Board, Path, Space
from .rules import FavorRules
from .state import GameState, Piece

KINDS = ("start", "normal", "event", "treasure", "branch")
PATH_KINDS = ("main", "branch")
SPACE_FIELDS = ("id", "number", "kind", "name", "treasure", "event", "go_to", "event_only")


def read_board_text(text: str, source: str) -> Board:
    return read_board(parse_json(text, source), source)


def read_board(data: Any, source: str) -> Board:
    problems = top_level_fields(data, source, ("name", "invented", "spaces", "paths"), "spaces and paths")
    spaces = _read_spaces(data.get("spaces"), problems)
    # ids of every space entry, read or not: a path naming a space whose kind was refused is not
    # told text("favor.r.no-such-space") on top
    declared: set[str] = {e["id"] for e in data.get("spaces") or []
                          if isinstance(e, dict) and isinstance(e.get("id"), str)}
    paths = _read_paths(data.get("paths"), {s.id for s in spaces}, problems, declared)
    if not problems:
        problems += _check_layout(spaces, paths)
    if problems:
        raise InputError(source, problems)
    return Board(spaces, paths, name=str(data.get("name", "")), invented=data.get("invented") is True)


def _read_spaces(raw: Any, problems: list[Problem]) -> list[Space]:
    if raw is None:
        problems.append(missing("spaces", text("favor.r.spaces-missing")))
        return []
    if not isinstance(raw, list) or len(raw) < 2:
        problems.append(bad("BAD_TYPE", "spaces", raw, text("favor.r.spaces-type")))
        return []
    spaces = [space for index, entry in enumerate(raw)
              if (space := _read_space(entry, f"spaces[{index}]", problems)) is not None]
    for space_id, count in Counter(s.id for s in spaces).items():
        if count > 1:
            problems.append(bad("DUPLICATE_ID", "spaces", space_id, text("favor.r.duplicate-id", n=count)))
    starts = [s.id for s in spaces if s.kind == "start"]
    if len(starts) != 1:
        problems.append(bad("NOT_ONE_START", "spaces", starts, text("favor.r.one-start")))
    if spaces and not any(s.kind == "treasure" for s in spaces):
        problems.append(bad("NO_TREASURE_SPACE", "spaces", [s.id for s in spaces], text("favor.r.no-treasure")))
    return spaces


def _read_space(entry: Any, field: str, problems: list[Problem]) -> Space | None:
    if not isinstance(entry, dict):
        problems.append(bad("BAD_TYPE", field, entry, text("favor.r.space-type")))
        return None
    before = len(problems)
    problems += unexpected_fields(entry, SPACE_FIELDS, field + ".")
    space_id, number, kind = entry.get("id"), entry.get("number"), entry.get("kind")
    if space_id is None:
        problems.append(missing(f"{field}.id", text("favor.r.id-missing")))
    elif not isinstance(space_id, str) or not space_id:
        problems.append(bad("BAD_TYPE", f"{field}.id", space_id, text("favor.r.non-empty")))
    if number is None:
        problems.append(missing(f"{field}.number", text("favor.r.number-missing")))
    elif not is_int(number) or number < 0:
        problems.append(bad("NOT_AN_INTEGER" if not is_int(number) else "NEGATIVE_COUNT", f"{field}.number", number,
                            text("favor.r.number")))
    if kind is None:
        problems.append(missing(f"{field}.kind", text("favor.r.kind-missing", kinds=", ".join(KINDS))))
    elif kind not in KINDS:
        problems.append(unknown_value("UNKNOWN_KIND", f"{field}.kind", kind, KINDS, text("favor.r.kind",
                                                                                         kinds=", ".join(KINDS))))
    _check_kind_fields(entry, field, kind, problems)
    if "event_only" in entry and not isinstance(entry["event_only"], bool):
        problems.append(bad("BAD_TYPE", f"{field}.event_only", entry["event_only"], text("problem.expected-bool")))
    if len(problems) > before or not (isinstance(space_id, str) and is_int(number) and isinstance(kind, str)):
        return None                                           # the last three: refused above
    return Space(space_id, number, kind, entry.get("name"), entry.get("treasure"), entry.get("event"),
                 entry.get("go_to"), entry.get("event_only", False))


def _check_kind_fields(entry: dict, field: str, kind: Any, problems: list[Problem]) -> None:
    """treasure only (and always) on treasure spaces; event text only (and always) on event spaces."""
    for key, owner in (("treasure", "treasure"), ("event", "event"), ("go_to", "event")):
        value = entry.get(key)
        required = key != "go_to" and kind == owner
        if value is None:
            if required:
                problems.append(missing(f"{field}.{key}", text("favor.r.kind-field-missing", owner=owner, key=key)))
        elif kind != owner:
            problems.append(bad("FIELD_NOT_FOR_KIND", f"{field}.{key}", value,
                                text("favor.r.field-not-for-kind", owner=owner, key=key, kind=kind)))
        elif not isinstance(value, str) or not value:
            problems.append(bad("BAD_TYPE", f"{field}.{key}", value, text("favor.r.non-empty")))
    if "name" in entry and not isinstance(entry["name"], str):
        problems.append(bad("BAD_TYPE", f"{field}.name", entry["name"], text("favor.r.string")))


def _read_paths(raw: Any, known: set[str], problems: list[Problem],
                declared: Collection[str] = frozenset()) -> list[Path]:
    if raw is None:
        problems.append(missing("paths", text("favor.r.paths-missing")))
        return []
    if not isinstance(raw, list) or not raw:
        problems.append(bad("BAD_TYPE", "paths", raw, text("favor.r.paths-type")))
        return []
    paths = []
    for index, entry in enumerate(raw):
        field = f"paths[{index}]"
        if not isinstance(entry, dict):
            problems.append(bad("BAD_TYPE", field, entry, text("favor.r.path-type")))
            continue
        before = len(problems)
        problems += unexpected_fields(entry, ("kind", "spaces", "name"), field + ".")
        if "kind" not in entry:
            problems.append(missing(f"{field}.kind", text("favor.r.path-kind-missing")))
        elif entry["kind"] not in PATH_KINDS:
            problems.append(unknown_value("UNKNOWN_KIND", f"{field}.kind", entry["kind"], PATH_KINDS,
                                          text("favor.r.path-kind")))
        ids = entry.get("spaces")
        if ids is None:
            problems.append(missing(f"{field}.spaces", text("favor.r.path-spaces-missing")))
        elif not isinstance(ids, list) or len(ids) < 2:
            problems.append(bad("BAD_TYPE", f"{field}.spaces", ids, text("favor.r.path-spaces")))
        else:
            for i, s in enumerate(ids):
                if len(problems) > MAX_PROBLEMS:     # the error lists MAX_PROBLEMS, then says there are more
                    break
                if not isinstance(s, str) or (known and s not in known and s not in declared):
                    problems.append(unknown_value("UNKNOWN_SPACE", f"{field}.spaces[{i}]", s, known,
                                                  text("favor.r.no-such-space"), hint=len(problems) < MAX_PROBLEMS))
        if len(problems) == before and isinstance(ids, list):          # a list: refused above otherwise
            paths.append(Path(entry["kind"], tuple(ids), entry.get("name")))
    return paths


def _check_layout(spaces: list[Space], paths: list[Path]) -> list[Problem]:
    """Numbers increase along every path; one main path from the start; the start is never
    after another space; go_to targets exist; branch spaces are where paths divide or meet."""
    import networkx as nx

    by_id = {s.id: s for s in spaces}
    steps = nx.DiGraph()                  # every step along a path, listed from the start side
    steps.add_nodes_from(by_id)
    for path in paths:
        steps.add_edges_from(zip(path.spaces, path.spaces[1:]))
    problems = []
    for index, path in enumerate(paths):
        for j, (here, there) in enumerate(zip(path.spaces, path.spaces[1:]), start=1):
            if by_id[there].number <= by_id[here].number:
                problems.append(bad("NUMBERS_NOT_INCREASING", f"paths[{index}].spaces[{j}]", there,
                                    text("favor.r.numbers", number=by_id[there].number, before=by_id[here].number,
                                         here=here)))
    problems += _check_main_path(spaces, paths)
    problems += _check_links(spaces, steps, by_id)
    problems += _check_splits(spaces, paths, steps, by_id)
    if not problems:
        problems += _check_treasures_reachable(spaces, steps)
    return problems


def _check_splits(spaces: list[Space], paths: list[Path], steps, by_id: dict[str, Space]) -> list[Problem]:
    """Only Branch spaces divide paths ("The Board": white spaces with arrows are Branches): a
    space with more than one next space either way is a branch. A path never enters an event-only
    space (only an Event Space's instruction does)."""
    problems = []
    for index, path in enumerate(paths):
        for j, space_id in enumerate(path.spaces[1:], start=1):      # a path may leave one, never enter it
            if by_id[space_id].event_only:
                problems.append(bad("EVENT_ONLY_ON_PATH", f"paths[{index}].spaces[{j}]", space_id,
                                    text("favor.r.event-only-on-path", space=space_id)))
    for index, space in enumerate(spaces):
        splits = max(steps.out_degree(space.id), steps.in_degree(space.id))
        if splits > 1 and space.kind not in ("branch", "start"):
            problems.append(bad("SPLIT_NOT_AT_BRANCH", f"spaces[{index}].kind", space.kind,
                                text("favor.r.split", space=space.id, n=splits)))
    return problems


def _check_treasures_reachable(spaces: list[Space], steps) -> list[Problem]:
    """Every Treasure Space can be reached from the Starting Space ("Overview": the game is to
    travel from the start to a Treasure Space and back), along paths and Event Spaces' go_to."""
    import networkx as nx

    graph = steps.copy()
    graph.add_edges_from((s.id, s.go_to) for s in spaces if s.go_to)
    start = next(s.id for s in spaces if s.kind == "start")
    reachable = nx.descendants(graph, start)
    return [bad("UNREACHABLE_TREASURE", f"spaces[{index}]", space.id,
                text("favor.r.unreachable-treasure", start=start))
            for index, space in enumerate(spaces) if space.kind == "treasure" and space.id not in reachable]


def _check_main_path(spaces: list[Space], paths: list[Path]) -> list[Problem]:
    start = next(s.id for s in spaces if s.kind == "start")
    mains = [i for i, p in enumerate(paths) if p.kind == "main"]
    if len(mains) != 1:
        return [bad("NOT_ONE_MAIN_PATH", "paths", [p.kind for p in paths], text("favor.r.one-main"))]
    if paths[mains[0]].spaces[0] != start:
        return [bad("MAIN_PATH_NOT_FROM_START", f"paths[{mains[0]}].spaces[0]", paths[mains[0]].spaces[0],
                    text("favor.r.main-from-start", start=start))]
    return [bad("START_INSIDE_PATH", f"paths[{i}].spaces", list(p.spaces), text("favor.r.start-inside", start=start))
            for i, p in enumerate(paths) if start in p.spaces[1:]]


def _check_links(spaces: list[Space], steps, by_id: dict[str, Space]) -> list[Problem]:
    problems: list[Problem] = []
    neighbours = {s.id: set(steps.successors(s.id)) | set(steps.predecessors(s.id)) for s in spaces}
    targets = {s.go_to for s in spaces if s.go_to}
    for index, space in enumerate(spaces):
        field = f"spaces[{index}]"
        if space.go_to and space.go_to not in by_id:
            problems.append(unknown_value("UNKNOWN_SPACE", f"{field}.go_to", space.go_to, by_id,
                                          text("favor.r.no-such-space"),
                                          hint=len(problems) < MAX_PROBLEMS))
        if space.kind == "branch" and len(neighbours[space.id]) < 3:
            problems.append(bad("BRANCH_TOO_FEW_LINKS", f"{field}.kind", space.kind,
                                text("favor.r.branch-links", space=space.id, n=len(neighbours[space.id]))))
        if space.event_only and space.id not in targets:
            problems.append(bad("UNREACHABLE_SPACE", f"{field}.event_only", True,
                                text("favor.r.event-only-unreached", space=space.id)))
        if not neighbours[space.id] and space.id not in targets:
            problems.append(bad("UNREACHABLE_SPACE", field, space.id, text("favor.r.unreachable-space")))
    return problems


def read_state_text(text: str, source: str, board: Board, rules: FavorRules,
                    rulings: Mapping[str, str] | None = None) -> GameState:
    return read_state(parse_json(text, source), source, board, rules, rulings)


def read_state(data: Any, source: str, board: Board, rules: FavorRules,
               rulings: Mapping[str, str] | None = None) -> GameState:
    """The pieces, the Treasures carried and left, the rulings (`rulings` override the file's)."""
    problems = top_level_fields(data, source, ("players", "treasures_left", "rulings"), "players")
    choices, found = choose_rulings(rules.rulings, merged_rulings(data, rulings))
    problems += found
    pieces = _read_pieces(data.get("players"), board, rules, choices, problems)
    left = _read_treasures_left(data.get("treasures_left"), pieces, board, rules, problems)
    if problems:
        raise InputError(source, problems)
    return GameState(tuple(pieces), left, choices)


def _read_pieces(raw: Any, board: Board, rules: FavorRules, choices, problems: list[Problem]) -> list[Piece]:
    if raw is None:
        problems.append(missing("players", text("favor.r.players-missing")))
        return []
    if not isinstance(raw, dict) or not rules.min_players <= len(raw) <= rules.max_players:
        code = ("BAD_TYPE" if not isinstance(raw, dict) else
                "TOO_FEW_PLAYERS" if len(raw) < rules.min_players else "TOO_MANY_PLAYERS")
        problems.append(bad(code, "players", raw, text("favor.r.players", lo=rules.min_players, hi=rules.max_players)))
        return []
    pieces = []
    problems += same_players(raw)
    for name, entry in raw.items():
        piece = _read_piece(name, entry, board, choices, problems)
        if piece is not None:
            pieces.append(piece)
    return pieces


def _read_piece(name: str, entry: Any, board: Board, choices, problems: list[Problem]) -> Piece | None:
    field = f"players.{field_key(name)}"
    if not name.strip():
        problems.append(bad("BAD_NAME", field, name, text("struggle.name.empty")))
    if not isinstance(entry, dict):
        problems.append(bad("BAD_TYPE", field, entry, text("favor.r.piece-type")))
        return None
    before = len(problems)
    problems += unexpected_fields(entry, ("space", "treasures"), field + ".")
    space, treasures = entry.get("space"), entry.get("treasures", [])
    if space is None:
        problems.append(missing(f"{field}.space", text("favor.r.space-missing")))
    elif not isinstance(space, str) or space not in board.graph:
        problems.append(unknown_value("UNKNOWN_SPACE", f"{field}.space", space, board.graph.nodes,
                                      text("favor.r.no-board-space")))
    types = board.treasure_types()
    if not isinstance(treasures, list):
        problems.append(bad("BAD_TYPE", f"{field}.treasures", treasures,
                            text("favor.r.treasures", types=", ".join(types))))
    elif unknown := [t for t in treasures if t not in types]:
        problems.append(bad("UNKNOWN_TREASURE", f"{field}.treasures", treasures,
                            text("favor.r.treasures.hint", types=", ".join(types),
                                 hint=did_you_mean_text(unknown[0], types))))
    elif len(treasures) > 1 and choices["two-treasures"] == "one-only":
        problems.append(bad("TOO_MANY_TREASURES", f"{field}.treasures", treasures,
                            text("favor.r.one-only")))
    elif treasures and space == board.start:
        problems.append(bad("GAME_ALREADY_OVER", f"{field}.space", space,
                            text("favor.r.over")))
    if len(problems) > before or not isinstance(space, str):        # the last one: refused above
        return None
    return Piece(name, space, tuple(treasures))


def _read_treasures_left(raw: Any, pieces: list[Piece], board: Board, rules: FavorRules,
                         problems: list[Problem]) -> dict[str, int]:
    """Given, or by default every type's copies less those carried; never more than the copies."""
    carried = Counter(t for p in pieces for t in p.treasures)
    left = {t: max(0, rules.treasure_copies - carried[t]) for t in board.treasure_types()}
    for kind in board.treasure_types():
        if carried[kind] > rules.treasure_copies:
            holders = {p.player: p.treasures.count(kind) for p in pieces if kind in p.treasures}
            problems.append(bad("TOO_MANY_TREASURES", "players", holders,
                                text("favor.r.too-many-carried", n=carried[kind], kind=kind,
                                     copies=rules.treasure_copies)))
    if raw is None:
        return left
    if not isinstance(raw, dict):
        problems.append(bad("BAD_TYPE", "treasures_left", raw, text("favor.r.left-type")))
        return left
    for kind, count in raw.items():
        field = f"treasures_left.{kind}"
        if kind not in left:
            problems.append(bad("UNKNOWN_TREASURE", field, count,
                                text("favor.r.unknown-left", kind=repr(kind),
                                     hint=did_you_mean_text(kind, list(left)))))
        elif (problem := count_problem(field, count)) is not None:
            problems.append(problem)
        elif count + carried[kind] > rules.treasure_copies:
            problems.append(bad("TOO_LARGE", field, count, text("favor.r.too-many-left", left=count,
                                                                carried=carried[kind],
                                                             copies=rules.treasure_copies)))
        else:
            left[kind] = count
    return left

