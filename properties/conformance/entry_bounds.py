"""Every table and list a document holds, at its bound and one past it (docs/players.md, "Limits").

A reader counts a container's entries before it reads one, so a document of a million names costs
no more than one of sixteen. The bounds are the docs' (not the reader's own numbers): a table or
list of players' names holds twice the most players (a round two entries more, for `witch` and
`comment`); the board and the banners twice the regions; the rulings twice the rulings the game
has; a player's spent cards twice the once-a-game cards of a hand; a round's cards for one player a
whole hand; a record MAX_ROUNDS rounds. One entry past the bound is refused at that field, quoting
how many entries it holds, naming the bound and what it counts (`TOO_MANY_ENTRIES`), and nothing
is said of the entries inside it (none is read); at the bound, no such refusal, whatever else the
entries bring about (strangers' names are unknown players), and every entry is read: what is told of
the first entry is told of the last. What is said of a container's entries
is said in the order they are written.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...errors import Problem, field_key
from ...limits import MAX_PLAYERS, MAX_PROBLEMS
from ...rules import Rules
from .oracle import OracleReport
from .quoted_values import quotes_what_is_written, steps
from .sentences import says

Doc = dict[str, Any]
NAMES = 2 * MAX_PLAYERS         # a table or list of players' names


@dataclass(frozen=True)
class Container:
    field: str                                  # where it is, as a problem names it
    bound: int
    what: str                                   # the sentence's count of what (a what.* template)
    fill: Callable[[int], Any]                  # n entries of it


def _names(n: int) -> list[str]:
    return [f"Stranger {i}" for i in range(n)]


def position_containers(rules: Rules, doc: Doc) -> list[Container]:
    """The containers of a position document, with their bounds (module docstring)."""
    regions = len(rules.board.regions)
    once = rules.components.once_per_game
    held = sum(rules.components.held(kind) for kind in once)
    region = rules.board.name(rules.roads.route[0])
    rulings = len(rules.rulings)
    player = doc["players"][0]
    return [
        Container("board", 2 * regions, "what.region-entries", lambda n: {f"Atlantis {i}": {} for i in range(n)}),
        Container(f"board.{field_key(region)}.influence", NAMES, "what.players",
                  lambda n: dict.fromkeys(_names(n), 0)),
        Container(f"board.{field_key(region)}.nobles", NAMES, "what.nobles-in-region", _names),
        Container("scores", NAMES, "what.players", lambda n: dict.fromkeys(_names(n), 0)),
        Container("supply", NAMES, "what.players", lambda n: dict.fromkeys(_names(n), 0)),
        Container("used", NAMES, "what.players", lambda n: {name: [] for name in _names(n)}),
        *([Container(f"used.{field_key(player)}", 2 * held, "what.spent-cards",
                     lambda n: [once[i % len(once)] for i in range(n)])] if once else []),
        Container("banners", 2 * regions, "what.banners", lambda n: {f"Atlantis {i}": [1] for i in range(n)}),
        Container("rulings", 2 * rulings, "what.rulings", lambda n: {f"unknown-{i}": "yes" for i in range(n)}),
    ]


def record_containers(rules: Rules, record: Doc) -> list[Container]:
    """The containers of a game record (written with a result and at least one round), with their
    bounds (module docstring)."""
    from ...limits import MAX_ROUNDS

    player = record["players"][0]
    hand = rules.components.cards_per_player
    return [
        # each round a stranger's (refused where read), so that a round read past the bound shows
        Container("rounds", MAX_ROUNDS, "what.rounds", lambda n: [{"Nobody": []} for _ in range(n)]),
        Container("result.scores", NAMES, "what.players", lambda n: dict.fromkeys(_names(n), 0)),
        Container("result.winners", NAMES, "what.winners", _names),
        Container("rounds[0]", NAMES + 2, "what.round-entries",             # and `witch` and `comment`
                  lambda n: {name: [] for name in _names(n)}),
        Container("rounds[0].witch", NAMES, "what.players", lambda n: {name: [] for name in _names(n)}),
        Container(f"rounds[0].{field_key(player)}", hand, "what.hand", lambda n: ["dragon"] * n),
    ]


def _with(doc: Doc, field: str, value: Any) -> Doc:
    """The document with `value` written at `field` (the tables on the way made where missing)."""
    made = copy.deepcopy(doc)
    node: Any = made
    path = steps(field)
    for step in path[:-1]:
        node = node[step] if isinstance(step, int) else node.setdefault(step, {})
    node[path[-1]] = value
    return made


def bound_problems(container: Container, said_at_bound: list[Problem], said_past: list[Problem]) -> list[str]:
    """What is wrong in what the reader said of the container at its bound and one past it."""
    wrong = []
    # at the bound nothing is too many: no entry count, nor (a record's rounds) the rounds a game may reach
    if any(p.code == "TOO_MANY_ENTRIES" or (p.code, p.field) == ("TOO_MANY_ROUNDS", container.field)
           for p in said_at_bound):
        wrong.append(f"{container.field}: {container.bound} entries refused as too many")
    refused = [p for p in said_past if p.code == "TOO_MANY_ENTRIES" and p.field == container.field]
    if not any(says(p.sentence, "problem.too-many-entries", {"limit": container.bound})
               and says(p.sentence, container.what, {}) and p.value == f"{container.bound + 1} entries"
               for p in refused):
        wrong.append(f"{container.field}: {container.bound + 1} entries not refused there, with its bound, "
                     f"what it counts and how many it holds")
    inside = [p.field for p in said_past
              if p.field and p.field.startswith((f"{container.field}.", f"{container.field}["))]
    if inside:
        wrong.append(f"{container.field}: {container.bound + 1} entries read on after their refusal ({inside[:3]})")
    return wrong


def last_entry_problems(container: Container, written: Any, said: list[Problem]) -> list[str]:
    """At the bound every entry is read: where the reader tells anything of the first entry written
    (every entry the container is filled with is alike, so each brings the same about), it tells it of
    the last too, unless the problems told ran past the most listed for one input."""
    told = _entries_told(container, said)
    order = _entries_written(written)
    if not order or order[0] not in told or order[-1] in told or any(p.code == "TOO_MANY_PROBLEMS" for p in said):
        return []
    return [f"{container.field}: {container.bound} entries, the last ({order[-1]!r}) passed over unread"]


def order_problems(container: Container, written: Any, said: list[Problem]) -> list[str]:
    """What the reader says of the entries inside a container comes in the order they are written
    (a table's keys as the document holds them, a list's entries by their place), as a player reads
    the file."""
    told = _entries_told(container, said)
    order = _entries_written(written)
    if told != [entry for entry in order if entry in told]:
        return [f"{container.field}: entries written in the order {order} told in the order {told}"]
    return []


def _entries_told(container: Container, said: list[Problem]) -> list[Any]:
    """The container's entries (a table's keys, a list's places) that problems are told at, each once,
    in the order told."""
    depth = len(steps(container.field))
    told: list[Any] = []
    for p in said:
        if p.field and p.field.startswith((f"{container.field}.", f"{container.field}[")):
            entry = steps(p.field)[depth]
            if entry not in told:
                told.append(entry)
    return told


def _entries_written(written: Any) -> list[Any]:
    """A container's entries as written: a table's keys in its order, a list's places."""
    return list(written) if isinstance(written, dict) else list(range(len(written)))


def check_positions(rules: Rules, doc: Doc, report: OracleReport,
                    read: Callable[[Rules, Doc], list[Problem]]) -> None:
    """Each container of `doc` (a legal position document) at its bound and one past it, read by
    `read` (what the referee says of a position document)."""
    _check(rules, doc, position_containers(rules, doc), report, read)
    problems_past_the_bound(rules, doc, report, read, "")


def check_records(rules: Rules, record: Doc, report: OracleReport) -> None:
    """Each container of `record` (a game record the referee reads) at its bound and one past it,
    read as `referee replay` reads it."""
    from ...io.game_record import read_record

    _check(rules, record, record_containers(rules, record), report, lambda _, data: read_record(data)[1])
    start = {"king": rules.board.name(rules.board.route[0])}
    problems_past_the_bound(rules, {**record, "start": start}, report, lambda _, data: read_record(data)[1], "start.")
    rounds_past_the_problems_listed(record, report)


def rounds_past_the_problems_listed(record: Doc, report: OracleReport) -> None:
    """Rounds holding more problems than are listed, one each (a stranger's cards): the reader reads
    on past the MAX_PROBLEMS it lists until it finds one more, and says more were left out."""
    from ...io.game_record import read_record

    report.cases += 1
    said = read_record(_with(record, "rounds", [{"Nobody": []} for _ in range(MAX_PROBLEMS + 1)]))[1]
    wrong = listed_then_left_out(said, "rounds[")
    if wrong:
        report.mismatches.append({"damage": "more problems than are listed, in the rounds", "problems": wrong})


def problems_past_the_bound(rules: Rules, doc: Doc, report: OracleReport,
                            read: Callable[[Rules, Doc], list[Problem]], under: str) -> None:
    """A board (of `doc`, or of its start where `under` is "start.") naming in every region a table's
    worth of strangers, more problems than are listed for one input (docs/players.md, "Limits"):
    MAX_PROBLEMS told, each at its own field in the board, then one TOO_MANY_PROBLEMS naming that
    bound, at "(input)" (the whole document, not a field of it), and nothing more."""
    report.cases += 1
    board = {rules.board.name(r): {"influence": {f"Stranger {k}": 1 for k in range(NAMES)}}
             for r in rules.board.route}
    said = read(rules, _with(doc, f"{under}board", board))
    wrong = listed_then_left_out(said, f"{under}board.")
    if wrong:
        report.mismatches.append({"damage": f"more problems than are listed, in the {under}board", "problems": wrong})


def listed_then_left_out(said: list[Problem], where: str) -> list[str]:
    """What is wrong with `said`, of a document holding more problems than are listed, all at fields
    beginning `where`: MAX_PROBLEMS told there, then one TOO_MANY_PROBLEMS at "(input)" naming that
    bound, and nothing more."""
    wrong = [f"{p.code} at {p.field}: among the first {MAX_PROBLEMS}, not a problem at {where}"
             for p in said[:MAX_PROBLEMS] if not p.field.startswith(where)]
    last = said[-1] if said else None
    if len(said) != MAX_PROBLEMS + 1 or last is None or (last.code, last.field, last.value) != (
            "TOO_MANY_PROBLEMS", "(input)", MAX_PROBLEMS):
        wrong.append(f"{len(said)} problems told, the last {last.code if last else None} at "
                     f"{last.field if last else None}: {MAX_PROBLEMS} then TOO_MANY_PROBLEMS at (input)")
    return wrong


def _check(rules: Rules, doc: Doc, containers: list[Container], report: OracleReport,
           read: Callable[[Rules, Doc], list[Problem]]) -> None:
    for container in containers:
        one_container(rules, doc, container, report, read)


def one_container(rules: Rules, doc: Doc, container: Container, report: OracleReport,
                  read: Callable[[Rules, Doc], list[Problem]]) -> None:
    """The container at its bound and one past it, in `doc`, and two of its entries in the order
    opposite to the one they are made in."""
    report.cases += 1
    two = container.fill(2)
    two = dict(reversed(list(two.items()))) if isinstance(two, dict) else list(reversed(two))
    written = [_with(doc, container.field, entries)
               for entries in (container.fill(container.bound), container.fill(container.bound + 1), two)]
    at_bound, past, ordered = (read(rules, made) for made in written)
    wrong = bound_problems(container, at_bound, past) + order_problems(container, two, ordered)
    wrong += last_entry_problems(container, container.fill(container.bound), at_bound)
    wrong += [f"{p.code} at {p.field} = {p.value!r}: not what the document holds there, or not written as a path"
              for made, said in zip(written, (at_bound, past, ordered)) for p in said
              if not quotes_what_is_written(p, made)]
    if wrong and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "a container at its bound and one past it", "problems": wrong})
