"""One seeded game played in other processes: `referee simulate --seed` gives the same games for a
given seed, byte for byte (docs/organisers.md), whatever process plays them.

A Python process orders a set of words by a hash seed of its own (PYTHONHASHSEED, random unless
set), so an engine that lets such an order choose a card, a seat or a region plays one game in
this process and another in the next, and no comparison run inside one process can tell. This
row plays one game from a fixed seed here, then the same in OTHER_PROCESSES fresh processes, each
with another hash seed, and compares the records written (the game record's JSON text).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

from ...messages import text
from ...rules import Rules
from .oracle import OracleReport

OTHER_PROCESSES = 3         # fresh processes, hash seeds 0, 1, 2: a slip ordering three words by a set's
                            # order plays another game in at least one of them, but for a 1-in-216 chance
SEED = "same seed"          # the game's seed (random.Random takes text)
SEATS = 4                   # players, within the ruleset's bounds
TIMEOUT_SECONDS = 120       # one game in a fresh process takes well under a second

# the game as `referee simulate` plays it (simulate_game), written as its record, in a fresh process
_PLAY = """
import json, random, sys
from referee.engine.simulate import player_names, simulate_game
from referee.rules import load_rules
rules = load_rules(tuple(json.loads(sys.argv[1])))
seats = player_names(int(sys.argv[3]), rules)
sys.stdout.write(json.dumps(simulate_game(random.Random(sys.argv[2]), seats, rules).record))
"""


def run(rules: Rules) -> OracleReport:
    """The game played here and in each other process: one case a process, a mismatch where its
    record differs from this one's (or the process failed)."""
    from ...engine.simulate import player_names, simulate_game

    report = OracleReport(text("same-seed.what", processes=OTHER_PROCESSES),
                          label="one seeded game in other processes")
    seats = min(max(SEATS, rules.min_players), rules.max_players)
    here = json.dumps(simulate_game(random.Random(SEED), player_names(seats, rules), rules).record)
    refs = json.dumps(list(rules.variant_refs))
    started = [subprocess.Popen([sys.executable, "-c", _PLAY, refs, SEED, str(seats)],
                                env={**os.environ, "PYTHONHASHSEED": str(n)},
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
               for n in range(OTHER_PROCESSES)]
    for n, process in enumerate(started):
        try:
            there, failed = process.communicate(timeout=TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            there, failed = "", f"no game within {TIMEOUT_SECONDS} s"
        report.cases += 1
        if process.returncode != 0 or there != here:
            report.mismatches.append({"process": f"PYTHONHASHSEED={n}", "seed": SEED, "players": seats,
                                      "problem": failed.strip()[-300:] or "another game: its record differs"})
    return report
