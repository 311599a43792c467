"""Witnesses: the hand-written shrinking (witness.smallest) against Hypothesis's own shrinker.

Usage: python3 bench/bench_witness.py [--examples N]

For every invariant a shipped variant (spec/ and examples/variants/) declares it changes, the
searched witness (a position and one round, witness.search_case) is found once by
Hypothesis's generate phase, then made smaller three ways, each timed (CPU seconds):
- smallest: today's step-by-step shrinking (fewer players, markers, Nobles, placements ...);
- hypothesis: find() with Hypothesis's shrink phase, nothing after it;
- both: Hypothesis's shrink, then smallest.
It prints each case's size (players, markers on the board, Nobles, placements, Dragons, points on
the track) and the totals and time ratios, so that the choice in witness.py rests on numbers
measured in one run.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))


def size(case) -> tuple[int, ...]:
    position, rnd = case
    markers = sum(sum(m.values()) for m in position.markers.values())
    nobles = sum(len(o) for o in position.nobles.values())
    placements = sum(len(r) for r in getattr(rnd, "placements", {}).values())
    cards = sum(len(c) for side in (getattr(rnd, "plays", {}), getattr(rnd, "witch", {})) for c in side.values())
    dragons = getattr(rnd, "dragons", 0)
    return (len(position.players), markers, nobles, placements + cards, dragons, sum(position.scores.values()))


def pairs():
    """(variant name, invariant) for every invariant a shipped variant declares it changes."""
    from referee.properties.statements.invariants import BY_ID
    from referee.rules import load_rules

    names = [p.stem for p in sorted((REPO / "spec" / "kings-road" / "variants").glob("*.toml"))]
    names += [str(p) for p in sorted((REPO / "examples" / "variants").glob("*.toml"))]
    for name in names:
        rules = load_rules((name,))
        for inv_id in rules.variants[0].changes_invariants:
            if inv_id in BY_ID:
                yield name, BY_ID[inv_id]


def main() -> None:
    from referee.properties.search.witness import WITNESS_EXAMPLES, _differs, search_case, smallest
    from referee.rules import load_rules

    examples = int(sys.argv[sys.argv.index("--examples") + 1]) if "--examples" in sys.argv else WITNESS_EXAMPLES
    base = load_rules()
    totals = {"smallest": [0.0, 0], "hypothesis": [0.0, 0], "both": [0.0, 0]}
    wins = {"smallest": 0, "hypothesis": 0, "same": 0}
    print(f"{'variant':<22} {'invariant':<38} {'smallest':>22} {'hypothesis':>22} {'both':>22}")
    for name, invariant in pairs():
        other = load_rules((name,))
        def holds(c):
            return _differs(base, other, invariant, c)
        floor = max(base.min_players, other.min_players)
        start = time.process_time()
        case = search_case(base, other, invariant, examples)
        if case is None:
            print(f"{Path(name).stem:<22} {invariant.id:<38} no searched witness (a game witness, or none)")
            continue
        found = time.process_time() - start
        start = time.process_time()
        ours = smallest(case, holds, floor)
        t_ours = found + time.process_time() - start
        start = time.process_time()
        theirs = search_case(base, other, invariant, examples, shrink=True)
        t_theirs = time.process_time() - start
        start = time.process_time()
        both = smallest(theirs, holds, floor)
        t_both = t_theirs + time.process_time() - start
        row = {"smallest": (size(ours), t_ours), "hypothesis": (size(theirs), t_theirs), "both": (size(both), t_both)}
        for key, (s, t) in row.items():
            totals[key][0] += t
            totals[key][1] += s[1]
        a, b = size(ours)[:4], size(theirs)[:4]
        wins["same" if a == b else "smallest" if a < b else "hypothesis"] += 1
        cells = [f"{str(s[:4])} {t:5.1f}s" for s, t in row.values()]
        print(f"{Path(name).stem:<22} {invariant.id:<38} {cells[0]:>22} {cells[1]:>22} {cells[2]:>22}")
    print("size: (players, markers, Nobles, placements or cards); smaller is better, players first")
    for key, (seconds, markers) in totals.items():
        print(f"  {key:<11} {seconds:7.1f} CPU s in all, {markers} markers on the boards in all")
    print(f"  smaller witness: smallest {wins['smallest']}, hypothesis {wins['hypothesis']}, the same {wins['same']}")
    print(f"  time ratio hypothesis / smallest: {totals['hypothesis'][0] / max(totals['smallest'][0], 1e-9):.2f}x")


if __name__ == "__main__":
    main()
