"""Where live tables are kept: one SQLite file (the standard library's sqlite3, WAL journal).

Every change to a table is an event, written and committed (synchronous=FULL) before it is
acknowledged; a table's state is the fold of its events (referee.live.table.apply), rebuilt from the
file the first time a table is asked for after a start. So a server killed at any moment (SIGKILL
included) loses no confirmed choice: a choice either was committed before its answer left, or was
never acknowledged.

The file is the referee's own: a new file is marked with APPLICATION_ID, and a file that is not
SQLite, or SQLite of another application, is refused unopened for writing (StoreRefused).
A table is found by its id and a token: the host's (the public board, the seats' links) or a seat's
(that seat's hand). Tokens come from the secrets module and are compared in constant time.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
import threading
import time
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from ..limits import MAX_TABLE_EVENTS, MAX_TABLES
from ..messages import Text, text
from ..os_reasons import os_reason
from ..parse_reasons import known
from .table import TableSetup, TableState, apply

KEPT_STATES = 1_000                      # tables kept folded in memory (a few hundred KB each at most)
APPLICATION_ID = 0x4B52_5246            # "KRRF": a file of the King's Road referee's tables
SQLITE_HEADER = b"SQLite format 3\x00"
SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (id TEXT PRIMARY KEY, host TEXT NOT NULL, setup TEXT NOT NULL, made REAL NOT NULL);
CREATE TABLE IF NOT EXISTS seats (table_id TEXT NOT NULL, seat INTEGER NOT NULL, player TEXT NOT NULL,
                                  token TEXT NOT NULL, PRIMARY KEY (table_id, seat));
CREATE TABLE IF NOT EXISTS events (table_id TEXT NOT NULL, seq INTEGER NOT NULL, event TEXT NOT NULL, at REAL NOT NULL,
                                   PRIMARY KEY (table_id, seq));
"""


class StoreRefused(Exception):
    """The tables file cannot be used: `reason` says why in either language (not a regular file, not
    SQLite, another application's, unreadable)."""

    def __init__(self, reason: Text):
        super().__init__(str(reason))
        self.reason = reason


class TableFull(Exception):
    """A bound of limits.py reached: MAX_TABLES tables in the file, or MAX_TABLE_EVENTS events."""


@dataclass(frozen=True)
class Access:
    """Who holds a token: the host (player None) or a seat."""

    table_id: str
    player: str | None


@dataclass(frozen=True)
class Made:
    table_id: str
    host: str
    seats: dict[str, str]            # player -> token


class TableStore:
    def __init__(self, path: Path):
        self.path = Path(path)
        _check_file(self.path)
        try:
            self.db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
            application = self.db.execute("PRAGMA application_id").fetchone()[0]
            if application not in (0, APPLICATION_ID) or (application == 0 and _has_tables(self.db)):
                raise StoreRefused(text("table.store.other-application"))
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=FULL")
            self.db.execute(f"PRAGMA application_id={APPLICATION_ID}")
            self.db.executescript(SCHEMA)
        except sqlite3.DatabaseError as exc:
            raise StoreRefused(text("table.store.sqlite", reason=sqlite_reason(exc))) from None
        self._write = threading.Lock()                 # one writer at a time on the connection
        self._locks: dict[str, threading.Lock] = {}
        self._states: OrderedDict[str, TableState] = OrderedDict()     # the most recently used, at most KEPT_STATES
        self._known: dict[str, tuple[str, dict[str, str]]] = {}

    def close(self) -> None:
        self.db.close()

    def create(self, setup: TableSetup) -> Made:
        made = Made(secrets.token_urlsafe(9), secrets.token_urlsafe(18),
                    {p: secrets.token_urlsafe(18) for p in setup.players})
        with self._write:
            if self.db.execute("SELECT count(*) FROM tables").fetchone()[0] >= MAX_TABLES:
                raise TableFull(MAX_TABLES)
            with _transaction(self.db):
                self.db.execute("INSERT INTO tables VALUES (?, ?, ?, ?)",
                                (made.table_id, made.host, json.dumps(setup.to_json()), time.time()))
                self.db.executemany("INSERT INTO seats VALUES (?, ?, ?, ?)",
                                    [(made.table_id, i, p, made.seats[p]) for i, p in enumerate(setup.players)])
        return made

    def access(self, table_id: str, token: str) -> Access | None:
        """Who `token` is at table `table_id`, or None (no such table, or not its token)."""
        tokens = self._tokens(table_id)
        if tokens is None:
            return None
        host, seats = tokens
        if secrets.compare_digest(host.encode(), token.encode()):
            return Access(table_id, None)
        for player, seat_token in seats.items():
            if secrets.compare_digest(seat_token.encode(), token.encode()):
                return Access(table_id, player)
        return None

    def host_token(self, table_id: str) -> str:
        tokens = self._tokens(table_id)
        assert tokens is not None
        return tokens[0]

    def seat_tokens(self, table_id: str) -> dict[str, str]:
        tokens = self._tokens(table_id)
        return dict(tokens[1]) if tokens else {}

    def _tokens(self, table_id: str) -> tuple[str, dict[str, str]] | None:
        """The host's token and each seat's (player -> token), read once: they never change."""
        if table_id not in self._known:
            with self._write:
                host = self.db.execute("SELECT host FROM tables WHERE id = ?", (table_id,)).fetchone()
                seats = self.db.execute("SELECT player, token FROM seats WHERE table_id = ? ORDER BY seat",
                                        (table_id,)).fetchall()
            if host is None:
                return None                   # not kept: a table made later may take this id
            self._known[table_id] = (host[0], dict(seats))
        return self._known[table_id]

    @contextmanager
    def table(self, table_id: str) -> Iterator[TableState]:
        """The table's state, held for this caller alone: check, then add (no other change between)."""
        with self._write:
            lock = self._locks.setdefault(table_id, threading.Lock())
        with lock:
            yield self._state(table_id)

    def add(self, state: TableState, table_id: str, event: dict[str, Any]) -> None:
        """Keep `event` (committed before this returns), then fold it into `state`. Inside table()."""
        if state.seq >= MAX_TABLE_EVENTS:
            raise TableFull(MAX_TABLE_EVENTS)
        with self._write, _transaction(self.db):
            self.db.execute("INSERT INTO events VALUES (?, ?, ?, ?)",
                            (table_id, state.seq + 1, json.dumps(event), time.time()))
        apply(state, event)

    def _state(self, table_id: str) -> TableState:
        """The table's state (inside table(): its lock held), folded from the file when not in memory;
        the least recently used beyond KEPT_STATES leave memory (the file has every event)."""
        with self._write:
            if table_id in self._states:
                self._states.move_to_end(table_id)
                return self._states[table_id]
        with self._write:
            setup = self.db.execute("SELECT setup FROM tables WHERE id = ?", (table_id,)).fetchone()[0]
            events = self.db.execute("SELECT event FROM events WHERE table_id = ? ORDER BY seq",
                                     (table_id,)).fetchall()
        state = TableState(TableSetup.from_json(json.loads(setup)))
        for (event,) in events:
            apply(state, json.loads(event))
        with self._write:
            self._states[table_id] = state
            while len(self._states) > KEPT_STATES:
                self._states.popitem(last=False)
        return state


@contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


# SQLite's own sentences (sqlite3_errstr), in English whatever the language: each a message of its own
SQLITE_SENTENCES = (
    ("file is not a database", "table.store.reason.not-a-database"),
    ("database disk image is malformed", "table.store.reason.malformed"),
    ("database is locked", "table.store.reason.locked"),
    ("unable to open database file", "table.store.reason.cannot-open"),
    ("attempt to write a readonly database", "table.store.reason.read-only"),
    ("disk I/O error", "table.store.reason.input-output"),
    ("database or disk is full", "table.store.reason.full"),
)


def sqlite_reason(exc: BaseException) -> Text:
    """Why SQLite refused the file, in the answer's language (its own words where SQLITE_SENTENCES has none)."""
    return known(str(exc), SQLITE_SENTENCES)


def _check_file(path: Path) -> None:
    """A file that exists must be a regular file holding SQLite (or nothing yet)."""
    try:
        if not path.exists():
            return
        if not path.is_file():
            raise StoreRefused(text("table.store.not-regular"))
        with path.open("rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise StoreRefused(text("table.store.sqlite", reason=os_reason(exc))) from None
    if head and head != SQLITE_HEADER:
        raise StoreRefused(text("table.store.not-sqlite"))


def _has_tables(db: sqlite3.Connection) -> bool:
    """Whether an SQLite file without the referee's mark already holds tables of its own (another
    application's): the referee does not write into it."""
    names = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return bool(names) and not names <= {"tables", "seats", "events"}
