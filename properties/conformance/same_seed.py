"""One seeded game played in other processes: `referee simulate --seed` gives the same games for a
given seed, byte for byte (docs/organisers.md), whatever process plays them.

A Python process orders a set of words by a hash seed of its own (PYTHONHASHSEED, random unless
set), so an engine that lets such an order choose a card, a seat or a region plays one game in
this process and another in the next, and a reader that lists words in such an order tells one
refusal here and another there; no comparison run inside one process can tell. This row plays one
game from a fixed seed here, then the same in OTHER_PROCESSES fresh processes, each with another
hash seed, and compares the records written (the game record's JSON text); and reads one drawn
position damaged in each way of position_damages.DAMAGES in each, the problems told (as `referee
validate --json` gives them) alike.
"""

from __future__ import annotations

import copy
import functools
import json
import os
import random
import subprocess
import sys
from typing import Any

from ...messages import text
from ...rules import Rules
from .oracle import OracleReport
from .position_told import json_copy

OTHER_PROCESSES = 3         # fresh processes, hash seeds 0, 1 and 2: they order the special cards' words three
                            # ways (knight dragon witch: k-w-d, d-k-w, d-w-k) and the once-per-game ones both
                            # ways, so a slip ordering those by a set's order tells two of them apart whatever
                            # this process's own order; other words, most often
SEED = "same seed"          # the game's seed (random.Random takes text)
SEATS = 4                   # players, within the ruleset's bounds
TIMEOUT_SECONDS = 120       # one game in a fresh process takes well under a second

# in a fresh process: the game as `referee simulate` plays it (simulate_game), written as its record, and
# the problems told of each document read from stdin; one JSON line, as told() gives them here
_PLAY = """
import json, sys
from referee.properties.conformance.same_seed import told
from referee.rules import load_rules
rules = load_rules(tuple(json.loads(sys.argv[1])))
sys.stdout.write(json.dumps(told(rules, sys.argv[2], int(sys.argv[3]), json.loads(sys.stdin.read()))))
"""


def told(rules: Rules, seed: str, seats: int, docs: list[Any]) -> dict[str, Any]:
    """What one process tells: the record of the game of `seats` players from `seed`, and the problems
    of each document, each as its JSON form."""
    from ...engine.simulate import player_names, simulate_game
    from .position_told import engine_problems

    game = simulate_game(random.Random(seed), player_names(seats, rules), rules).record
    return {"game": game, "problems": [[p.to_dict() for p in engine_problems(rules, doc)[0]] for doc in docs]}


def damaged_documents(rules: Rules) -> list[Any]:
    """One drawn position damaged in each way of position_damages.DAMAGES, the copies JSON can write."""
    from ..strategies import RandomPick, pick_position
    from .position_damages import DAMAGES

    rng = random.Random(SEED)
    doc = pick_position(RandomPick(rng), rules, custom_banners=False).to_dict(rules)
    docs = []
    for damage in DAMAGES:
        damaged = copy.deepcopy(doc)
        if damage(damaged, rules, rng) is not None and json_copy(damaged) is not None:
            docs.append(damaged)
    return docs


def run(rules: Rules) -> OracleReport:
    """The game played and the documents read here and in each other process: one case a process,
    a mismatch where what it tells differs from this one's (or the process failed)."""
    docs = damaged_documents(rules)
    report = OracleReport(text("same-seed.what", processes=OTHER_PROCESSES, documents=len(docs)),
                          label="one seeded game in other processes")
    seats = min(max(SEATS, rules.min_players), rules.max_players)
    here = json.loads(json.dumps(told(rules, SEED, seats, docs)))     # as the other processes' answers read
    for n, (out, failed) in enumerate(told_elsewhere(json.dumps(list(rules.variant_refs)), seats, json.dumps(docs))):
        report.cases += 1
        there = json.loads(out) if out else {}
        differ = [f"another {what}" for what, key in (("game: its record differs", "game"),
                                                        ("telling of a damaged position", "problems"))
                  if there and there[key] != here[key]]
        if not there or differ:
            report.mismatches.append({"process": f"PYTHONHASHSEED={n}", "seed": SEED, "players": seats,
                                      "problem": failed.strip()[-300:] or "; ".join(differ) or "no answer"})
    return report


@functools.cache
def told_elsewhere(refs: str, seats: int, docs: str) -> tuple[tuple[str, str], ...]:
    """(what it wrote, or "" where it failed; its errors) of each fresh process, hash seeds 0 to
    OTHER_PROCESSES - 1, all started at once. Kept for the process's life: a fresh process runs the
    code as it is on disk, which one process's comparisons (a test planting a slip in this one)
    never change."""
    started = [subprocess.Popen([sys.executable, "-c", _PLAY, refs, SEED, str(seats)],
                                env={**os.environ, "PYTHONHASHSEED": str(n)}, stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for n in range(OTHER_PROCESSES)]
    answers = []
    for process in started:
        try:
            out, failed = process.communicate(docs, timeout=TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            out, failed = "", f"nothing told within {TIMEOUT_SECONDS} s"
        answers.append((out if process.returncode == 0 else "", failed))
    return tuple(answers)
