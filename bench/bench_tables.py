#!/usr/bin/env python3
"""Live tables under load: many tables played at once on one `referee serve` process, over HTTP.

Starts the real server (`python -m referee serve` on a free port, a fresh tables file), then plays
--tables tables at once, one thread per table with one keep-alive connection, each seat in turn as
a phone does: read the table (GET), then confirm its cards (POST .../choice). Cards: Region cards
only, turned by seat and round, so every game is legal and ends. Each table plays --rounds rounds
(0: to the game's end), then its record is downloaded.

Prints rounds completed per second (all tables together), median and 99th-percentile latency of a
read and of a choice, the answers that were not 2xx, and the ratio of the server's rounds per second
to the reference measured in the same run: the same rounds played in-process through referee.live
(the checks, the fold, a view per seat), with no HTTP, threads or SQLite around them.

The clients run in this process and share the machine with the server (2 cores here): the figures
are the whole table's, phones and server on one machine. tests/web/test_tables_load.py plays 200
tables at once with the same code (`play_tables`).

Usage: python3 bench/bench_tables.py [--tables 200] [--players 3] [--rounds 0]
"""

from __future__ import annotations

import argparse
import http.client
import json
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve"]
SPECIALS = ("knight", "dragon", "witch")
MAX_ROUNDS = 100            # a game of these cards ends well before (someone reaches 40)


@dataclass
class TableRun:
    """What one table's phones saw: latencies (s), statuses that were not 2xx, the last view, the record."""

    reads: list[float] = field(default_factory=list)
    choices: list[float] = field(default_factory=list)
    failures: list[tuple[int, str]] = field(default_factory=list)
    rounds: int = 0
    last: dict = field(default_factory=dict)
    record: dict = field(default_factory=dict)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(tables: Path) -> tuple[subprocess.Popen, int]:
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "referee", "serve", "--port", str(port), "--tables", str(tables)],
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    if f":{port}/" not in line:
        raise RuntimeError(line + server.stderr.read())
    return server, port


def cards_for(hand: list[str], due: int, seat: int, round_no: int) -> list[str]:
    """Region cards, turned by seat and round: a legal choice, different from round to round."""
    regions = [c for c in hand if c not in SPECIALS]
    turn = (seat * 3 + round_no) % len(regions)
    return (regions[turn:] + regions[:turn])[:due]


class Phone:
    """One keep-alive connection, as a table's phones share a network."""

    def __init__(self, port: int, run: TableRun):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.run = run

    def ask(self, method: str, path: str, body=None, token: str | None = None, timings=None):
        headers = {"Content-Type": "application/json"} if body is not None else {}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        start = time.perf_counter()
        self.connection.request(method, path, body=None if body is None else json.dumps(body), headers=headers)
        answer = self.connection.getresponse()
        data = answer.read()
        if timings is not None:
            timings.append(time.perf_counter() - start)
        if not 200 <= answer.status < 300:
            self.run.failures.append((answer.status, data.decode("utf-8", "replace")[:300]))
            return None
        return json.loads(data)


def play_table(port: int, players: int, rounds: int) -> TableRun:
    """Make a table and play it: `rounds` rounds, or to the end with 0."""
    run = TableRun()
    phone = Phone(port, run)
    made = phone.ask("POST", "/api/tables", {"players": NAMES[:players]})
    if made is None:
        return run
    table, tokens = made["table"], [s["link"].split("&k=")[1] for s in made["seats"]]
    host = made["link"].split("&k=")[1]
    for round_no in range(1, (rounds or MAX_ROUNDS) + 1):
        for seat, token in enumerate(tokens):
            view = phone.ask("GET", f"/api/tables/{table}", token=token, timings=run.reads)
            if view is None or view["phase"] == "over":
                break
            you = view["you"]
            choice = {"round": view["round"], "phase": view["phase"],
                      "cards": cards_for([c["card"] for c in you["hand"]], you["due"], seat, round_no)}
            if phone.ask("POST", f"/api/tables/{table}/choice", choice, token, run.choices) is None:
                break
        run.last = phone.ask("GET", f"/api/tables/{table}", token=host, timings=run.reads) or {}
        if run.last.get("round") != round_no + 1 or run.last.get("phase") == "over":
            break
    run.rounds = len(run.last.get("sheet", []))
    run.record = phone.ask("GET", f"/api/tables/{table}/record", token=host) or {}
    phone.connection.close()
    return run


def play_tables(port: int, tables: int, players: int, rounds: int) -> tuple[list[TableRun], float]:
    """`tables` tables at once, one thread each: their runs and the seconds the whole took."""
    runs: list[TableRun] = [TableRun() for _ in range(tables)]

    def one(i: int) -> None:
        runs[i] = play_table(port, players, rounds)
    threads = [threading.Thread(target=one, args=(i,)) for i in range(tables)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return runs, time.perf_counter() - start


def reference_rounds_per_second(players: int, rounds: int, tables: int) -> float:
    """The same rounds in-process: referee.live's checks, fold and views, nothing around them."""
    sys.path.insert(0, str(ROOT))
    from referee.live.table import OVER, TableSetup, TableState, apply, choice_problems
    from referee.live.views import table_view

    done, start = 0, time.perf_counter()
    for _ in range(tables):
        state = TableState(TableSetup(tuple(NAMES[:players])))
        for round_no in range(1, (rounds or MAX_ROUNDS) + 1):
            if state.phase == OVER:
                break
            for seat, player in enumerate(state.setup.players):
                view = table_view(state, "t", player, "en")
                cards = cards_for([c["card"] for c in view["you"]["hand"]], view["you"]["due"], seat, round_no)
                assert choice_problems(state, player, state.round, view["phase"], cards) == []
                apply(state, {"kind": "choose", "player": player, "phase": view["phase"], "cards": cards})
            table_view(state, "t", None, "en")
            done += 1
    return done / (time.perf_counter() - start)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=0, help="rounds per table; 0: to the game's end")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        server, port = start_server(Path(folder) / "tables.sqlite3")
        try:
            runs, seconds = play_tables(port, args.tables, args.players, args.rounds)
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=30)
    reference = reference_rounds_per_second(args.players, args.rounds, min(args.tables, 20))
    rounds = sum(r.rounds for r in runs)
    reads = [t for r in runs for t in r.reads]
    choices = [t for r in runs for t in r.choices]
    failures = [f for r in runs for f in r.failures]
    per_second = rounds / seconds
    print(f"{args.tables} tables of {args.players} players at once, "
          f"{'whole games' if not args.rounds else f'{args.rounds} rounds each'}: {rounds} rounds in {seconds:.1f} s")
    print(f"  rounds/s {per_second:.1f}   reads: median {statistics.median(reads) * 1000:.1f} ms, "
          f"p99 {percentile(reads, 0.99) * 1000:.1f} ms   choices: median {statistics.median(choices) * 1000:.1f} ms, "
          f"p99 {percentile(choices, 0.99) * 1000:.1f} ms   not 2xx: {len(failures)}")
    print(f"  reference (in-process, one thread): {reference:.1f} rounds/s; server / reference = "
          f"{per_second / reference:.2f}")
    for status, text in failures[:5]:
        print(f"  {status}: {text}")


if __name__ == "__main__":
    main()
