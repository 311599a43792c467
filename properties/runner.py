"""Run the catalogue on one ruleset, and compare rulesets: the engine behind `referee check`.

For each invariant: a Z3 proof over the model it names (Invariant.proof), then N generated
rounds (Hypothesis, derandomised so runs are reproducible) checked with the same function
pytest uses. The oracle comparisons (Python referee vs the Z3 model) run once per ruleset.

A proof speaks about the model; the conformance run of the same check (the oracles, and the
rounds properties/conformance/drawn.py draws) shows whether the engine does what the model does. So a
verdict is
- PROVED: Z3 proves it for the model, the engine conforms to the model on every comparison of
  this run, and no generated round broke it;
- ENGINE DIFFERS: Z3 proves it for the model, but the engine and the model disagree on a round
  or a region of this run (the disagreement is listed, with a record to replay): the proof says
  nothing of the referee;
- PROVED (MODEL): Z3 proves it for the model and no conformance was run (the API's
  with_oracle=False; `referee check` always runs it);
- VIOLATED: Z3 found a break in the model, or the engine broke it on a generated round (with a
  counterexample: a position `referee score` reads, or a one-round game record `referee replay`
  reads).
Every invariant of the catalogue has a proof: one region's scoring (proofs/region.py) or a whole round
(round_proofs).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ..messages import Sentence, Text, in_lang, render, text
from .rounds import CardRound, describe_cards, play_round_logged, scoring_position
from .statements.invariants import CATALOGUE, Invariant

if TYPE_CHECKING:
    from ..engine.position import Position
    from ..rules import Rules
    from .conformance.oracle import OracleReport
    from .proofs.result import ProofResult
    from .rounds import Round
    from .statements.anchors import Anchor
    from .statements.invariants import Played

PROVED, VIOLATED, MATCHES = "PROVED", "VIOLATED", "MATCHES"
ENGINE_DIFFERS, MODEL_ONLY = "ENGINE_DIFFERS", "PROVED_MODEL"
CELL_KEYS = {PROVED: "check.cell.proved", MATCHES: "check.cell.matches", VIOLATED: "check.cell.violated",
             ENGINE_DIFFERS: "check.cell.engine-differs", MODEL_ONLY: "check.cell.model-only"}
BROKEN = (VIOLATED, ENGINE_DIFFERS)


@dataclass
class Verdict:
    invariant: str
    status: str
    examples: int = 0
    proof: Text | str = ""           # what the proof covered, or why it failed
    message: Text | str = ""         # what broke, for VIOLATED (an anchor's finding is a Text)
    counterexample: dict[str, Any] | None = None
    found_by: str = ""               # z3 | examples | conformance | rulebook

    @property
    def holds(self) -> bool:
        return self.status not in BROKEN

    def cell(self, lang: str = "en") -> str:
        """The verdict as the table prints it (PROVED, ENGINE DIFFERS, VIOLATED, MATCHES RULEBOOK ...), in `lang`."""
        return render(CELL_KEYS[self.status], lang)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """A held verdict carries what its proof covered; a broken one carries what broke and its
        counterexample instead (never a proof beside a violation)."""
        data = {"status": self.status, "examples": self.examples}
        if self.holds:
            data["proof"] = in_lang(self.proof, lang)
        else:
            data.update(message=in_lang(self.message, lang), found_by=self.found_by,
                        counterexample=self.counterexample)
        return data


@dataclass
class RulesetReport:
    name: str
    variant_names: tuple[str, ...]
    declared_changes: tuple[str, ...]
    verdicts: dict[str, Verdict] = field(default_factory=dict)
    oracle: list[OracleReport] = field(default_factory=list)
    reach: dict[str, Any] | None = None     # a variant's key reads reached (conformance/variant_reach.py)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"name": self.name, "variants": list(self.variant_names),
                "declared_changes": list(self.declared_changes),
                "invariants": {k: v.to_dict(lang) for k, v in self.verdicts.items()},
                "oracle": [{"what": in_lang(o.what, lang), "label": o.shown_label(), "cases": o.cases, "agrees": o.ok,
                            "mismatches": o.mismatches[:5]} | ({"array": o.array} if o.array else {})
                           for o in self.oracle]} | ({"reach": self.reach} if self.reach is not None else {})


PROGRESS_EVERY = 3.0        # seconds between two progress lines about the generated rounds


EXAMPLES_SEED = 32          # the generated rounds are the same on every run and machine


def run_examples(rules: Rules, variant_names: Sequence[str], examples: int,
                 progress: Callable[[Text], None] = lambda s: None,
                 seed: int = EXAMPLES_SEED) -> tuple[dict[str, tuple[Text, dict[str, Any]]], int]:
    """({invariant id: (message, counterexample position)}, examples run) over generated rounds.

    Round i is drawn from random.Random(f"{seed}:{i}") (strategies.random_position_and_round: the
    same positions and rounds as the Hypothesis strategy, drawn without its bookkeeping, which was
    two thirds of this step's time), so the same seed gives the same rounds on every machine.
    progress gets a Text (examples done of the total, time left) every PROGRESS_EVERY seconds and
    at the end."""
    import random
    import time

    from .statements.invariants import check_all
    from .strategies import random_position_and_round

    failures: dict[str, tuple[Text, dict[str, Any]]] = {}
    started = last_line = time.monotonic()
    ran = 0
    for ran in range(1, examples + 1):
        position, rnd = random_position_and_round(random.Random(f"{seed}:{ran - 1}"), rules, min_score=20)
        before, after, outcome, played = play_round_logged(rules, position, rnd)
        for inv_id, message in check_all(rules, before, after, outcome, played=played).items():
            if inv_id not in failures:
                failures[inv_id] = (message, _shown(rules, position, rnd, variant_names, played))
        now = time.monotonic()
        if now - last_line >= PROGRESS_EVERY or ran == examples:
            left = (now - started) / ran * (examples - ran)
            progress(text("check.progress.examples", n=ran, total=examples, left=round(left)))
            last_line = now
    return failures, ran


def _shown(rules: Rules, position: Position, rnd: Round | CardRound, variant_names: Sequence[str],
           played: Played) -> dict[str, Any]:
    """The counterexample: after the cards, before scoring; for a card round the position before the
    cards, with the cards in its comment."""
    shown = position.copy() if isinstance(rnd, CardRound) else scoring_position(rules, position, rnd)
    shown.variants = list(rules.variant_refs)      # ids of shipped variants, absolute paths of files
    data = shown.to_dict(rules)
    if isinstance(rnd, CardRound):
        data["comment"] = Sentence(text("comment.before-cards", cards=describe_cards(rules, rnd)))
    return data


def run_ruleset(rules: Rules, name: str, variant_names: Sequence[str] = (), examples: int = 500,
                oracle_cases: int = 500, progress: Callable[[Text], None] = lambda s: None, with_oracle: bool = True,
                conformance_rounds: int | None = None, cached_proofs: bool = False,
                with_pairs: bool = True) -> RulesetReport:
    """Every invariant's verdict under `rules` (the module docstring says which), the anchors', and
    the conformance reports (report.oracle). with_oracle=False: proofs and examples only.
    cached_proofs: reuse the Z3 proofs of an earlier run with the same rules and code, and keep
    these (properties/proofs/cache.py); everything else runs every time here (`referee check` keeps
    the engine runs as well: cli/check.py, _kept) (with_pairs=False: all but
    the rule pairs, for a test about the rest). The two halves,
    prove_catalogue and run_engine_side, are independent: `referee check` runs them in parallel
    processes and joins them with ruleset_report."""
    proofs = prove_catalogue(rules, variant_names, progress, cached_proofs)
    engine = run_engine_side(rules, variant_names, examples, oracle_cases, progress, with_oracle, conformance_rounds,
                             with_pairs)
    return ruleset_report(rules, name, variant_names, proofs, engine)


@dataclass
class EngineSide:
    """What a check learns from running the engine under one ruleset: the invariants it broke
    (id -> (message, counterexample)), the generated rounds run, the comparisons with the model
    (None: not run), and the rulebook anchors' verdicts."""
    failures: dict[str, tuple[Text, dict[str, Any]]]
    ran: int
    oracle: list[OracleReport] | None
    anchors: dict[str, Verdict]


def run_engine_side(rules: Rules, variant_names: Sequence[str] = (), examples: int = 500, oracle_cases: int = 500,
                    progress: Callable[[Text], None] = lambda s: None, with_oracle: bool = True,
                    conformance_rounds: int | None = None, with_pairs: bool = True) -> EngineSide:
    """The generated rounds, the conformance run (with_oracle) and the anchors under `rules`; the
    rule pairs' rows last (with_pairs=False leaves them to the caller: `check` plays them in a
    process of their own and adds them)."""
    from .conformance import drawn as conformance
    from .conformance import rule_pairs, variant_sweep
    from .conformance.oracle import guarded

    progress(text("check.progress.generated", n=examples))
    failures: dict[str, tuple[Text, dict[str, Any]]] = {}
    ran = 0

    def generated_rounds() -> list[OracleReport]:
        nonlocal failures, ran
        failures, ran = run_examples(rules, variant_names, examples, progress)
        return []
    # the generated rounds guarded too: an engine that raises on one (a hand that cannot hold the cards
    # spent, say) is a finding of every ruleset it reaches, told as a comparison that raised
    stopped = guarded(GENERATED, generated_rounds)
    oracle: list[OracleReport] | None = stopped or None
    if with_oracle:
        def drawn_rounds() -> list[OracleReport]:
            drawn = conformance.run(rules, conformance_rounds or conformance.DEFAULT_ROUNDS, progress=progress)
            for inv_id, found in drawn.broken.items():
                failures.setdefault(inv_id, found)
            return list(drawn.reports)
        # each comparison guarded: one the engine stops by raising is a finding, the others still run
        oracle = stopped + guarded(DRAWN[0], drawn_rounds)
        oracle.extend(guarded(DRAWN[1], lambda: conformance.run_alternative_rulings(rules, progress=progress)))
        oracle.extend(guarded(DRAWN[2], lambda: variant_sweep.run_combined(rules, progress=progress)))
        comparisons = model_comparisons(oracle_cases)
        for done, (name, compare_with_model) in enumerate(comparisons):
            progress(text("check.progress.oracle", n=done + 1, total=len(comparisons)))
            oracle.extend(guarded(name, partial(_one_report, compare_with_model, rules)))
        if with_pairs:
            oracle.extend(guarded(DRAWN[3], lambda: rule_pairs.run(rules, progress=progress)))
    progress(text("check.progress.anchors"))
    return EngineSide(failures, ran, oracle, anchor_verdicts(rules))


def _one_report(compare_with_model: Callable[[Rules], OracleReport], rules: Rules) -> list[OracleReport]:
    return [compare_with_model(rules)]


def ruleset_report(rules: Rules, name: str, variant_names: Sequence[str], proofs: dict[str, ProofResult],
                   engine: EngineSide) -> RulesetReport:
    """The proofs and the engine's side joined: each invariant PROVED only where Z3 proves it and
    the engine conformed to the model in the same run (ENGINE DIFFERS otherwise), VIOLATED where
    either breaks it; MODEL ONLY without a conformance run."""
    declared = tuple(c for v in rules.variants for c in v.changes_invariants)
    report = RulesetReport(name, tuple(variant_names), declared)
    report.oracle.extend(engine.oracle or [])
    bound = MODEL_ONLY if engine.oracle is None else PROVED if all(o.ok for o in report.oracle) else ENGINE_DIFFERS
    for inv in CATALOGUE:
        report.verdicts[inv.id] = _verdict(inv.id, proofs[inv.id], engine.failures.get(inv.id), engine.ran, bound)
    report.verdicts.update(engine.anchors)
    return report


# The comparisons of engine and model a check runs, by name (Invariant.conformance names them too):
# the drawn rounds and the alternative rulings first (run_ruleset), then these, one report each.
GENERATED = "runner.run_examples"
DRAWN = ("drawn.run", "drawn.run_alternative_rulings", "variant_sweep.run_combined", "rule_pairs.run")


def model_comparisons(oracle_cases: int) -> list[tuple[str, Callable[[Rules], OracleReport]]]:
    """(name, rules -> OracleReport) of the check's comparisons after the drawn rounds."""
    from .conformance import (
        count_rows,
        knight_rows,
        oracle,
        play_domain,
        position_domain,
        record_damage,
        record_rows,
        same_seed,
    )

    return [("oracle.exhaustive_regions", oracle.exhaustive_regions),
            ("oracle.generated_regions", lambda r: oracle.generated_regions(r, oracle_cases)),
            ("oracle.exhaustive_nobles", oracle.exhaustive_nobles),
            ("oracle.exhaustive_chains", oracle.exhaustive_chains),
            ("position_domain.run", position_domain.run),
            ("play_domain.run", play_domain.run),
            ("count_rows.run", count_rows.run),
            ("knight_rows.run", knight_rows.run),
            ("record_rows.run", record_rows.run),
            ("record_damage.run", record_damage.run),
            ("same_seed.run", same_seed.run)]


def prove_catalogue(rules: Rules, variant_names: Sequence[str], progress: Callable[[Text], None],
                    cached: bool) -> dict[str, ProofResult]:
    """{invariant id: ProofResult} for the whole catalogue: each proved now (a "proving" line
    apiece), or all reused from the proof cache when `cached` and it holds them (one line)."""
    from .proofs import cache as proof_cache
    from .proofs import region as region_proofs
    from .proofs.round import RoundProver

    wanted = [inv.id for inv in CATALOGUE]

    def prove_all() -> dict[str, ProofResult]:
        proofs: dict[str, ProofResult] = {}
        whole_round = RoundProver(rules)
        for inv in CATALOGUE:             # each proved over the model it names (Invariant.proof)
            progress(text("check.progress.proving", id=inv.id))
            proof = (region_proofs.prove(inv.id, rules, variant_names) if inv.proof == "region"
                     else whole_round.prove(inv.id))
            assert proof is not None, inv.id        # tests/verification/test_runner.py: every id has its prover
            proofs[inv.id] = proof
        return proofs

    if not cached:
        return prove_all()
    proofs = proof_cache.kept_or_made(
        rules, variant_names, "proofs", prove_all,
        reused=lambda kept: progress(text("check.progress.proofs-reused", n=len(wanted))),
        usable=lambda kept: isinstance(kept, dict) and set(wanted) <= set(kept))
    return {inv_id: proofs[inv_id] for inv_id in wanted}


def _verdict(inv_id: str, proof: ProofResult, failure: tuple[Text, dict[str, Any]] | None, ran: int,
             bound: str) -> Verdict:
    """VIOLATED when Z3 breaks the model or the engine broke it on a round; otherwise `bound`
    (PROVED when the engine conforms to the model, ENGINE DIFFERS when it does not)."""
    if not proof.proved:
        return Verdict(inv_id, VIOLATED, ran, proof.detail, proof.detail, proof.counterexample, "z3")
    if failure is not None:
        # proved over the model, broken by the engine on a generated round: the two disagree
        message, position = failure
        return Verdict(inv_id, VIOLATED, ran, proof.detail, message, position, "examples")
    if bound == ENGINE_DIFFERS:
        return Verdict(inv_id, ENGINE_DIFFERS, ran, proof.detail, text("check.engine-differs"), None, "conformance")
    return Verdict(inv_id, bound, ran, proof.detail)


def anchor_verdicts(rules: Rules) -> dict[str, Verdict]:
    """One verdict per rulebook anchor (properties/statements/anchors.py): MATCHES or VIOLATED."""
    from .statements import anchors

    failures = anchors.run(rules)
    out: dict[str, Verdict] = {}
    for a in anchors.ANCHORS:
        if a.id in failures:
            f = failures[a.id]
            out[a.id] = Verdict(a.id, VIOLATED, 1, "the rulebook's example", f.message, f.position, "rulebook")
        else:
            out[a.id] = Verdict(a.id, MATCHES, 1, "the rulebook's example")
    return out


def all_checks() -> list[Invariant | Anchor]:
    """The invariant catalogue, then the rulebook anchors: every id a variant may declare."""
    from .statements.anchors import ANCHORS

    return list(CATALOGUE) + list(ANCHORS)


@dataclass
class Difference:
    invariant: str
    ruleset: str
    base: str
    variant: str
    declared: bool

    def to_dict(self) -> dict[str, Any]:
        return {"invariant": self.invariant, "ruleset": self.ruleset, "base": self.base,
                "variant": self.variant, "declared": self.declared}


def compare(base: RulesetReport, other: RulesetReport) -> tuple[list[Difference], list[str]]:
    """(differences from the base, declared changes that did not show)."""
    diffs = []
    for inv_id, verdict in other.verdicts.items():
        ref = base.verdicts[inv_id]
        if ref.holds != verdict.holds:
            diffs.append(Difference(inv_id, other.name, ref.cell(), verdict.cell(), inv_id in other.declared_changes))
    changed = {d.invariant for d in diffs}
    unseen = [c for c in other.declared_changes if c not in changed]
    return diffs, unseen


def problems(reports: list[RulesetReport], lang: str = "en") -> list[str]:
    """Why the check fails (exit 1), in `lang`: base violations, undeclared differences, oracle
    disagreements."""
    out = []
    base = reports[0]
    for v in base.verdicts.values():
        if v.status == VIOLATED:
            out.append(render("check.problem.base", lang, id=v.invariant, ruleset=base.name, what=v.message))
    for rep in reports:
        unbound = [v.invariant for v in rep.verdicts.values() if v.status == ENGINE_DIFFERS]
        if unbound:
            out.append(render("check.problem.unbound", lang, ruleset=rep.name, n=len(unbound), ids=", ".join(unbound)))
    for rep in reports:
        for o in rep.oracle:
            if not o.ok:
                example = {k: v for k, v in o.mismatches[0].items() if k != "record"}   # the record: below
                out.append(render("check.problem.oracle", lang, ruleset=rep.name, what=o.what,
                                  n=len(o.mismatches), example=example))
    for rep in reports[1:]:
        diffs, _ = compare(base, rep)
        for d in diffs:
            if not d.declared and rep.verdicts[d.invariant].status != ENGINE_DIFFERS:
                out.append(render("check.problem.undeclared", lang, id=d.invariant, ruleset=base.name,
                                  base=base.verdicts[d.invariant].cell(lang),
                                  other=rep.verdicts[d.invariant].cell(lang),
                                  variant=rep.name))
    return out
