#!/usr/bin/env python3
"""Requests per second and latency of `referee serve` under 1, 8 and 32 clients at once.

Starts the real server (`python -m referee serve` on a free port), then for each client count runs
that many threads, each with one keep-alive HTTP connection, POSTing the rulebook's Dark Tower
example (examples/dark-tower-4p.json) to /api/score for --seconds seconds. Prints, per client
count: requests per second, median and 99th-percentile latency, the answers that were not 200, and
the ratio of the server's requests per second to the reference measured in the same run: the same
scoring called in-process (referee.answers.score_answer on the decoded document, one thread), the
work with no HTTP, JSON reading or threads around it.

The clients run in this process and share the machine with the server (2 cores here): the figures
are the whole table's, phones and server on one machine, not the server's alone.

Usage: python3 bench/bench_serve.py [--seconds S] [--clients 1,8,32]
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
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "dark-tower-4p.json"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def reference_per_second(seconds: float) -> float:
    """In-process scorings a second: the referee's work with nothing around it."""
    sys.path.insert(0, str(ROOT))
    from referee.answers import score_answer

    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        assert score_answer(document, "request").exit_code == 0
        done += 1
    return done / (time.perf_counter() - start)


def client(port: int, body: bytes, until: float, latencies: list[float], failures: list[int]) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    headers = {"Content-Type": "application/json"}
    while time.perf_counter() < until:
        start = time.perf_counter()
        connection.request("POST", "/api/score", body=body, headers=headers)
        answer = connection.getresponse()
        answer.read()
        latencies.append(time.perf_counter() - start)
        if answer.status != 200:
            failures.append(answer.status)
    connection.close()


def load(port: int, clients: int, seconds: float) -> dict:
    body = EXAMPLE.read_bytes()
    latencies: list[float] = []
    failures: list[int] = []
    until = time.perf_counter() + seconds
    threads = [threading.Thread(target=client, args=(port, body, until, latencies, failures)) for _ in range(clients)]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - start
    ordered = sorted(latencies)
    return {"clients": clients, "requests": len(ordered), "per_second": len(ordered) / elapsed,
            "p50_ms": 1000 * statistics.median(ordered), "p99_ms": 1000 * ordered[int(0.99 * (len(ordered) - 1))],
            "not_200": len(failures)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="load per client count (default 5)")
    parser.add_argument("--clients", default="1,8,32", help="client counts (default 1,8,32)")
    args = parser.parse_args()
    counts = [int(n) for n in args.clients.split(",")]

    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "referee", "serve", "--port", str(port)], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        print(server.stdout.readline().strip())
        load(port, 2, 1.0)                                   # warm the server's imports and caches
        reference = reference_per_second(args.seconds)
        print(f"reference: {reference:,.0f} scorings/s in-process (one thread, no HTTP)")
        print(f"{'clients':>7} {'requests':>9} {'req/s':>8} {'p50 ms':>8} {'p99 ms':>8} {'not 200':>8} "
              f"{'vs reference':>13}")
        for clients in counts:
            row = load(port, clients, args.seconds)
            print(f"{clients:>7} {row['requests']:>9} {row['per_second']:>8.0f} {row['p50_ms']:>8.1f} "
                  f"{row['p99_ms']:>8.1f} {row['not_200']:>8} {row['per_second'] / reference:>12.2f}x")
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=15)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
