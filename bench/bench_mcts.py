"""The mcts agent's cost and strength: a fifth of search's time per game, 40% against three search seats.

Cost: interleaved runs (a busy machine slows all alike) of
    referee compare standard --agents X,random,random,random --engine reference --workers 1
for X = random (the reference: the same games with no skilled seat), search and mcts. A skilled
seat's time per game is its run's time minus the reference run's, over the games; the ratio
mcts / search is the figure the issue bounds (at most 0.2), and mcts's decisions per second are
its rounds played over that time. Strength: one run of mcts against three search seats, its win
rate with the 95% interval (the issue: at least 40%, the interval's low end above 25%).
Run from the repository root:
    python3 bench/bench_mcts.py [-n RUNS] [--games G] [--strength-games N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
COST_TARGET = 0.2
STRENGTH_TARGET, STRENGTH_FLOOR = 0.40, 0.25


def compare(agents: str, games: int, workers: int = 1) -> dict:
    done = subprocess.run([sys.executable, "-m", "referee", "compare", "standard", "--agents", agents, "--games",
                           str(games), "--engine", "reference", "--workers", str(workers), "--json", "-q"],
                          cwd=REPO, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"referee compare --agents {agents} exited {done.returncode}:\n{done.stdout}{done.stderr}")
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=3, help="runs of each cost command (default 3)")
    parser.add_argument("--games", type=int, default=40, help="games per cost run (default 40)")
    parser.add_argument("--strength-games", type=int, default=200, help="games against three search seats "
                                                                        "(default 200; 0 skips)")
    args = parser.parse_args()
    compare("mcts:10,random,random,random", 2)                    # compile mcts's kernels before timing
    seconds: dict[str, list[float]] = {"random": [], "search": [], "mcts": []}
    rounds: list[float] = []
    for _ in range(args.n):
        for agent in seconds:
            result = compare(f"{agent},random,random,random", args.games)
            seconds[agent].append(result["seconds"])
            if agent == "mcts":
                rounds.append(result["rulesets"][0]["metrics"]["rounds"]["value"])
    median = {agent: statistics.median(t) for agent, t in seconds.items()}
    per_game = {agent: (median[agent] - median["random"]) / args.games for agent in ("search", "mcts")}
    print(f"cost: median of {args.n} runs of {args.games} 4-player games, one skilled seat and three random "
          f"(reference engine, 1 worker)")
    print(f"  games alone (random)  {median['random']:7.2f} s")
    for agent in ("search", "mcts"):
        print(f"  {agent:6} seat: {median[agent]:7.2f} s, {per_game[agent] * 1000:7.1f} ms of decisions per game")
    ratio = per_game["mcts"] / per_game["search"]
    verdict = "within" if ratio <= COST_TARGET else "ABOVE"
    print(f"  mcts / search per game: {ratio:.3f} (target at most {COST_TARGET}: {verdict})")
    decisions = statistics.median(rounds) * args.games
    print(f"  mcts decisions per second at its default budget: {decisions / (median['mcts'] - median['random']):.0f}")
    if args.strength_games:
        result = compare("mcts,search,search,search", args.strength_games, workers=2)
        rate = result["rulesets"][0]["metrics"]["win_rate_agent_mcts"]
        ok = rate["value"] >= STRENGTH_TARGET and rate["low"] > STRENGTH_FLOOR
        print(f"strength: mcts against three search seats, {args.strength_games} games: win rate "
              f"{rate['value']:.1%} [{rate['low']:.1%}, {rate['high']:.1%}] (target at least {STRENGTH_TARGET:.0%}, "
              f"low end above {STRENGTH_FLOOR:.0%}: {'met' if ok else 'NOT MET'}; {result['seconds']:.0f} s)")


if __name__ == "__main__":
    main()
