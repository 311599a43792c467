"""200 live tables played at once on one `referee serve` process, over HTTP, with the benchmark's own
code (bench/bench_tables.py: one thread and one connection per table, each seat reading the table
then confirming its cards). Every answer is 2xx, every table completes its rounds, and every table's
downloaded record replays (the engine, as `referee replay` does) to the scores its host saw.
The figures (rounds per second, p99 latency) are the benchmark's to print, not this test's."""

from __future__ import annotations

import importlib.util
import signal
import sys

import pytest

from helpers import REPO

pytestmark = pytest.mark.slow
TABLES, ROUNDS = 200, 1           # each table through a whole round: six requests a table at once


def bench_tables():
    spec = importlib.util.spec_from_file_location("bench_tables", REPO / "bench" / "bench_tables.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_tables"] = module              # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_two_hundred_tables_at_once_on_one_server(tmp_path):
    from referee.engine.replay import replay
    from referee.io.game_record import read_record

    bench = bench_tables()
    server, port = bench.start_server(tmp_path / "tables.sqlite3")
    try:
        runs, _seconds = bench.play_tables(port, TABLES, 3, ROUNDS)
    finally:
        server.send_signal(signal.SIGINT)
        assert server.wait(timeout=30) == 0
    assert "Traceback" not in server.stderr.read()
    assert [f for run in runs for f in run.failures] == []
    assert [run.rounds for run in runs] == [ROUNDS] * TABLES
    tables = {run.last["table"] for run in runs}
    assert len(tables) == TABLES                                     # 200 tables, each its own
    for run in runs:
        assert run.last["round"] == ROUNDS + 1 and len(run.record["rounds"]) == ROUNDS
        record, problems = read_record(run.record)
        assert record is not None, problems
        assert replay(record).position.scores == run.last["scores"]
