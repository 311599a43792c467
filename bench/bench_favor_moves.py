"""King's Favor moves against board size and roll: the cost should grow with size x roll, not with
the number of routes (40 forks in a row and a roll of 44 never ended; a 3,000-space
line and a roll of 1,000 ended in RecursionError).

Times `referee.games.kings_favor.moves.list_moves` (every end and one route to each, with the
landing worked out) on two kinds of invented boards, a line of N spaces and a chain of N forks
whose two arms meet again (2^N routes), for several rolls up to the documented maximum
(referee.limits.MAX_FAVOR_MOVE), and prints each time and its ratio to size x roll against the
smallest case measured in the same run. Run from the repository root:
    python3 bench/bench_favor_moves.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee.games.kings_favor.moves import list_moves  # noqa: E402
from referee.games.kings_favor.reader import read_board, read_state  # noqa: E402
from referee.games.kings_favor.rules import load_rules  # noqa: E402
from referee.limits import MAX_FAVOR_MOVE  # noqa: E402

RULES = load_rules()


def line(n: int) -> dict:
    spaces = [{"id": "s", "number": 0, "kind": "start"}]
    spaces += [{"id": f"a{i}", "number": i, "kind": "normal"} for i in range(1, n)]
    spaces.append({"id": "t", "number": n, "kind": "treasure", "treasure": "crown"})
    return {"spaces": spaces, "paths": [{"kind": "main", "spaces": [s["id"] for s in spaces]}]}


def forks(n: int) -> dict:
    """s, then n branch spaces b_i, each followed by u_i on the main path and d_i on a branch
    that rejoins at b_{i+1}: 2^n routes from the start to the Treasure Space."""
    spaces = [{"id": "s", "number": 0, "kind": "start"}]
    main = ["s"]
    paths = []
    for i in range(n):
        spaces += [{"id": f"b{i}", "number": 2 * i + 1, "kind": "branch"},
                   {"id": f"u{i}", "number": 2 * i + 2, "kind": "normal"},
                   {"id": f"d{i}", "number": 2 * i + 2, "kind": "normal"}]
        main += [f"b{i}", f"u{i}"]
        paths.append({"kind": "branch", "spaces": [f"b{i}", f"d{i}", f"b{i + 1}"]})
    # the last arms meet on a branch space b_n (only branch spaces divide or join paths), then t
    spaces += [{"id": f"b{n}", "number": 2 * n + 1, "kind": "branch"},
               {"id": "t", "number": 2 * n + 2, "kind": "treasure", "treasure": "crown"}]
    return {"spaces": spaces, "paths": [{"kind": "main", "spaces": main + [f"b{n}", "t"]}] + paths}


def timed(board_data: dict, roll: int) -> float:
    board = read_board(board_data, "bench.json")
    state = read_state({"players": {"Ann": {"space": "s"}, "Ben": {"space": "s"}}}, "state.json", board, RULES)
    runs = []
    for _ in range(5):
        started = time.perf_counter()
        list_moves(board, state, "Ann", roll, cause="card:Ann")
        runs.append(time.perf_counter() - started)
    return statistics.median(runs)


def main() -> None:
    cases = [("line", 300, 6), ("line", 300, 100), ("line", 3000, 100), ("forks", 10, 6), ("forks", 40, 44),
             ("forks", 160, MAX_FAVOR_MOVE)]
    results = []
    for kind, size, roll in cases:
        spaces = size + 1 if kind == "line" else 3 * size + 3
        seconds = timed(line(size) if kind == "line" else forks(size), roll)
        results.append((kind, size, roll, spaces, seconds))
    base = results[0]
    unit = base[4] / (base[3] * base[2])
    print(f"{'board':<18}{'spaces':>8}{'roll':>6}{'median':>12}{'time / (spaces x roll)':>26}")
    for kind, size, roll, spaces, seconds in results:
        ratio = seconds / (spaces * roll) / unit
        print(f"{kind + ' ' + str(size):<18}{spaces:>8}{roll:>6}{seconds * 1000:>10.2f} ms{ratio:>20.2f}x of the first")


if __name__ == "__main__":
    main()
