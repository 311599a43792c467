"""Check that `simulate` then `replay` agree on many seeded games, for each ruleset, and time it.

Usage: python3 bench/simulate_replay.py [GAMES_PER_RULESET=1000] [SEED=1]
Players cycle through 2-5. Prints games, disagreements and wall time per ruleset; exit 1 on
any disagreement. (The default test run checks 50 games per ruleset: tests/engine/test_simulate.py.)
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee.engine.replay import replay  # noqa: E402
from referee.engine.simulate import simulate  # noqa: E402
from referee.io.game_record import read_record  # noqa: E402
from referee.rules import load_rules  # noqa: E402

RULESETS = {"standard": (), "permanent-nobles": ("permanent-nobles",)}


def check(games: int, seed: int, variants: tuple) -> tuple[int, int, float, float]:
    rules = load_rules(variants)
    bad = done = 0
    sim_time = replay_time = 0.0
    for players in (2, 3, 4, 5):
        count = games // 4 + (1 if players - 2 < games % 4 else 0)
        t0 = time.perf_counter()
        stats = simulate(seed * 10 + players, count, players, rules)
        sim_time += time.perf_counter() - t0
        t0 = time.perf_counter()
        for summary in stats.games:
            rec, problems = read_record(json.loads(json.dumps(summary.record)))
            result = replay(rec) if rec is not None else None
            if (result is None or result.problems or result.final["scores"] != summary.scores
                    or result.final.get("winners", []) != summary.winners):
                bad += 1
            done += 1
        replay_time += time.perf_counter() - t0
    return done, bad, sim_time, replay_time


def main() -> int:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    failed = False
    for name, variants in RULESETS.items():
        done, bad, sim_t, rep_t = check(games, seed, variants)
        failed |= bad > 0
        print(f"{name:17} {done} games, {bad} disagreements; simulate {sim_t:.2f} s "
              f"({1000 * sim_t / done:.2f} ms/game), replay {rep_t:.2f} s ({1000 * rep_t / done:.2f} ms/game)")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
