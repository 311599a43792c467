"""What the batch simulator's generality costs a ruleset: the generic kernels against the same kernels
specialised to that ruleset (referee/lab/specialise.py, `referee compare --engine specialised`), in
one process.

Before it is timed, each specialised kernel must give the very same rows as the generic one for the
same 10,000 games (exact, or the bench stops). Then, per ruleset and player count: the same 10,000
random games played --repeats times by each, interleaved, the fastest kept (CPU time); games per
CPU-second and specialised / generic. A specialisation not yet in the cache is compiled first
(about 40 s of CPU each, the time printed); the generic kernels are compiled or loaded before.

Usage: python3 bench/bench_specialised.py [--players 4 [--players 2 ...]] [--repeats N] [--ruleset NAME ...]
(rulesets: bench_simulate.VARIANTS by default).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))


def seconds(play, tables, agents) -> float:
    """CPU seconds `play` (a play_chunk) takes for games 0 .. 9,999 of seed 0."""
    from referee.lab.rng import seed_key

    start = time.process_time()
    play(tables, agents, seed_key(0), 0, 10_000)
    return time.process_time() - start


def measure(name: str, players: int, repeats: int) -> None:
    import numpy as np
    from bench_simulate import ruleset_variants

    from referee.lab.batch import play_chunk
    from referee.lab.rng import seed_key
    from referee.lab.specialise import batch_module
    from referee.lab.tables import build_tables
    from referee.rules import load_rules

    tables = build_tables(load_rules(ruleset_variants(name)), players)
    agents = np.zeros(players, dtype=np.int64)
    generic_rows = play_chunk(tables, agents, seed_key(0), 0, 10_000)[0]
    start = time.process_time()
    special = batch_module(tables)
    special_rows = special.play_chunk(tables, agents, seed_key(0), 0, 10_000)[0]
    compiled = time.process_time() - start
    if not np.array_equal(generic_rows, special_rows):
        sys.exit(f"{name}, {players} players: the specialised kernels' rows differ from the generic ones'")
    generic = special_best = float("inf")
    for _ in range(repeats):
        generic = min(generic, seconds(play_chunk, tables, agents))
        special_best = min(special_best, seconds(special.play_chunk, tables, agents))
    print(f"  {players} players  {Path(name).stem:<20} generic {10_000 / generic:9.0f} games/s   specialised "
          f"{10_000 / special_best:9.0f} games/s   ratio {generic / special_best:5.2f}   "
          f"(compiled in {compiled:.0f} s CPU; rows equal on 10,000 games)", flush=True)


def main() -> int:
    from bench_simulate import VARIANTS

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, action="append", help="player counts (default 4)")
    parser.add_argument("--ruleset", action="append", help="rulesets (default: bench_simulate.VARIANTS)")
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    print(f"random play, the same 10,000 games, fastest of {args.repeats} interleaved runs, CPU time; "
          "ratio: specialised games/s over generic games/s")
    for players in args.players or [4]:
        for name in args.ruleset or VARIANTS:
            measure(name, players, args.repeats)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
