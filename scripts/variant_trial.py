"""Designer variants, one rule value changed each: which invariants do the Z3 proofs find broken, and
which do the generated rounds alone find? ("a designer variant breaks these invariants in
corners that 500 sampled rounds miss").

For every variant below (one key of spec/kings-road/game.toml set away from the rulebook), runs the
catalogue's proofs (properties/models/region.py, properties/proofs/round.py) and the generated rounds
`referee check` runs (--examples, default 500), and prints per variant the invariants each finds
broken and those only the proofs find. With --conformance N it also puts N drawn rounds of 2-3
players under each variant to the engine and the round model (properties/conformance/drawn.py, the
account check included) and prints whether they agree: the branches of the engine only a variant
takes, which plain `referee check` never runs. Run from the repository root:
    python3 scripts/variant_trial.py [--examples N] [--conformance N]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from referee.errors import SpecError
from referee.properties.conformance import drawn as conformance
from referee.properties.proofs import region as region_proofs
from referee.properties.proofs.round import RoundProver
from referee.properties.runner import run_examples
from referee.properties.statements.invariants import CATALOGUE
from referee.rules import load_rules

CHANGES = [
    ("cards", "knight_extra_markers", "2"), ("cards", "knight_extra_markers", "0"),
    ("cards", "witch_reselects", '"at-once"'),
    ("components", "once_per_game", '["witch"]'), ("components", "once_per_game", '["dragon"]'),
    ("components", "dragons_per_player", "2"), ("components", "witches_per_player", "0"),
    ("round", "cards_per_round", "2"), ("round", "cards_per_round", "4"), ("round", "regions_per_dragon", "2"),
    ("round", "regions_per_dragon", "0"), ("round", "king_moves", '"next-after-king"'),
    ("roads", "king_side_roads", "[[3, 1]]"),
    ("scoring", "min_influence", "2"), ("scoring", "paid_places_offset", "0"), ("scoring", "noble_influence", "2"),
    ("scoring", "tie_rule", '"highest-spanned-place"'), ("scoring", "tie_rule", '"split-evenly"'),
    ("nobles", "placed_by", '"any-leader"'), ("nobles", "on_new_noble", '"stack"'),
    ("nobles", "max_per_region", "2"), ("nobles", "bonus", '"region-only"'), ("nobles", "bonus_base", "2"),
    ("nobles", "bonus_paid_to", '"new-noble-only"'),
    ("end", "threshold", "30"), ("end", "threshold", "50"), ("end", "final_scoring", '"all-regions"'),
    ("end", "final_scoring", '"none"'), ("end", "final_creates_nobles", "true"),
    ("end", "final_pays_noble_bonus", "true"), ("end", "tie_break", '"shared"'),
    ("end", "tie_break", '"most-influence-on-board"'),
]


def variant(folder: Path, table: str, key: str, value: str) -> str:
    word = "".join(c if c.isalnum() else "-" for c in value).strip("-")
    name = f"{table}-{key}-{word}"
    path = folder / f"{name}.toml"
    path.write_text(f'[variant]\nid = "{name}"\nname = "{name}"\nsection = "trial"\n\n'
                    f"[overrides.{table}]\n{key} = {value}\n")
    return str(path)


def broken_by_proofs(rules) -> set[str]:
    rounds = RoundProver(rules)
    found = set()
    for inv in CATALOGUE:
        proof = (region_proofs.prove(inv.id, rules) if inv.id in region_proofs.PROVERS else rounds.prove(inv.id))
        if not proof.proved:
            found.add(inv.id)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=500)
    parser.add_argument("--conformance", type=int, default=0, metavar="N",
                        help="also N drawn rounds a variant against the round model (default: none)")
    args = parser.parse_args()
    examples = args.examples
    totals = {"variants": 0, "proofs": 0, "examples": 0, "only proofs": 0, "only examples": 0, "differ": 0}
    with tempfile.TemporaryDirectory() as scratch:
        for table, key, value in CHANGES:
            label = f"[{table}] {key} = {value}"
            try:
                rules = load_rules((variant(Path(scratch), table, key, value),))
            except SpecError as exc:
                print(f"{label}: refused by the spec ({exc})")
                continue
            proofs = broken_by_proofs(rules)
            failures, _ = run_examples(rules, (), examples)
            sampled = set(failures)
            totals["variants"] += 1
            totals["proofs"] += bool(proofs)
            totals["examples"] += bool(sampled)
            totals["only proofs"] += len(proofs - sampled)
            totals["only examples"] += len(sampled - proofs)
            only_proofs = ", ".join(sorted(proofs - sampled)) or "-"
            only_rounds = ", ".join(sorted(sampled - proofs)) or "-"
            print(f"{label}: proofs {len(proofs)}, {examples} rounds {len(sampled)}; only the proofs: {only_proofs}; "
                  f"only the rounds: {only_rounds}", flush=True)
            if args.conformance:
                drawn = conformance.run(rules, args.conformance, counts=(2, 3))
                agree = all(r.ok for r in drawn.reports)
                totals["differ"] += not agree
                print(f"    engine and round model on {args.conformance} drawn rounds: "
                      f"{'agree' if agree else drawn.outcome.mismatches[:1] or drawn.legality.mismatches[:1]}")
    print(f"{totals['variants']} variants: {totals['proofs']} with an invariant the proofs find broken, "
          f"{totals['examples']} with one the {examples} rounds find; invariant breaks only the proofs find: "
          f"{totals['only proofs']}, only the rounds: {totals['only examples']}"
          + (f"; variants where the engine and the round model differ: {totals['differ']}" if args.conformance else ""))
    sys.exit(1 if totals["only examples"] or totals["differ"] else 0)


if __name__ == "__main__":
    main()
