"""Mutation testing: change one thing in a module, run the tests that cover it, see if they notice.

    python3 scripts/mutate.py region_scoring nobles          # modules under referee/ (short names)
    python3 scripts/mutate.py adjudicate --timeout 60 --workers 2 --json mutants.json
    python3 scripts/mutate.py board --list                   # print the mutants, run nothing
    python3 scripts/mutate.py --oracle check --sample 80     # `referee check` alone as the judge

--oracle chooses the judge: `tests` (the covering test modules, the default), `check` (plain
`referee check`, nothing of the test suite), `check-exhaustive` (`referee check --exhaustive`)
or `fast-suite` (`pytest -m "not slow"`, the whole fast suite: does it kill what check kills?).
With any but `tests` the modules are those a `score`, `validate` or `replay` passes through that
decide the rules (CHECK_MODULES: the engine and the board, RULE_MODULES, then the readers of
positions and records and the replay, READER_MODULES), and --sample N runs N mutants drawn from
all of them (--seed): a check takes tens of seconds, so every mutant of every module would take
hours.

Mutants (one change each, made on the syntax tree): a comparison flipped (< <=, > >=, == !=,
in / not in, is / is not), an integer constant +1 and -1, + / -, and / or, a `not` removed,
a statement deleted (replaced by `pass`), a returned value replaced by None: the mechanical
operators (--operators mechanical, the default, the population docs/verification.md's figures
name). --operators slips makes the slips a developer writes instead: a rule key read in place of
the next key of its table of the same type (`rules.end.final_pays_noble_bonus` read as
`rules.end.final_creates_nobles`), a ruling's answer compared with another of its answers
(`rules.choice("tie-ranking", ...) == "1-1-2"` against "1-1-3"), `is` for `==` (identity for
equality), a rule key read replaced by the standard rules' value (`key-default`: a value written
in where the rule should be read), a copy made an alias (`copy-alias`: `copy.deepcopy(x)`,
`x.copy()`, `dict(x)` ... made `x`), and a branch on a rule value or a ruling removed
(`branch-removed`: its condition made False); --operators all, both. A mutant is
KILLED when the covering tests fail (or time out), SURVIVED when they pass. Mutants judged
equivalent (no behaviour can tell them apart) are listed with the reason in
scripts/mutation-equivalents.toml and left out of the score.

Each worker has its own copy of the checkout, so mutants never touch the real files. Not run
in CI (minutes per module); documented in docs/contributing.md.
"""

from __future__ import annotations

import argparse
import ast
import concurrent.futures as futures
import functools
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import IO

REPO = Path(__file__).resolve().parent.parent
EQUIVALENTS = Path(__file__).with_name("mutation-equivalents.toml")

# module -> the test modules that exercise it, as paths under tests/ (its own first)
COVERING_TESTS = {
    "rules/board": ["rules/test_board", "engine/test_nobles", "rules/test_spec", "present/test_render_svg"],
    "engine/region_scoring": ["engine/test_region_scoring", "engine/test_adjudicate", "present/test_explain"],
    "engine/nobles": ["engine/test_nobles", "engine/test_adjudicate", "verification/test_invariants"],
    "engine/adjudicate": ["engine/test_adjudicate", "present/test_explain", "verification/test_invariants",
                          "engine/test_golden", "api/test_api", "engine/test_answers_share_nothing"],
    "engine/cards": ["engine/test_cards", "engine/test_round_play", "io/test_game_record"],
    "engine/round_play": ["engine/test_round_play", "engine/test_golden", "engine/test_replay", "engine/test_cards"],
    "io/position_reader": ["io/test_position_reader", "io/test_json_input", "cli/test_hostile_inputs",
                           "engine/test_answers_share_nothing"],
    "io/game_record": ["io/test_game_record", "io/test_records_and_banners", "engine/test_replay",
                       "engine/test_answers_share_nothing"],
    "engine/record": ["engine/test_record", "io/test_game_record", "engine/test_replay",
                      "engine/test_answers_share_nothing"],
    "engine/replay": ["engine/test_replay", "present/test_replay_report", "engine/test_golden",
                      "engine/test_answers_share_nothing"],
}
# the modules a `score`, `validate` or `replay` passes through that decide the rules, for the check
# oracles: the engine, the board, and the readers of positions and game records with the replay
# (presentation and the spec loader's messages are the test suite's to pin down)
RULE_MODULES = ["rules/board", "engine/region_scoring", "engine/nobles", "engine/adjudicate", "engine/cards",
                "engine/round_play", "engine/selection", "engine/chain_roads", "engine/position", "engine/setup"]
READER_MODULES = ["io/position_reader", "io/game_record", "engine/record", "engine/replay"]
CHECK_MODULES = RULE_MODULES + READER_MODULES
SHORT_NAMES = {path.split("/")[-1]: path for path in list(COVERING_TESTS) + CHECK_MODULES}
# the judge's command after `python -m`; None: the covering tests of the mutated module
ORACLES = {"tests": None,
           "check": ["referee", "check", "-q"],
           "check-exhaustive": ["referee", "check", "--exhaustive", "-q"],
           # the README's fast suite on two workers, stopped at its first failure; less the one test
           # a worker's copy fails whatever the mutant (it links referee/properties, which the copy holds),
           # and the one that reads the slip samples' lines in the copy (a change at such a line fails it
           # whatever it does: it says the samples still apply, not how the referee behaves)
           "fast-suite": ["pytest", "-m", "not slow", "-x", "-q", "-p", "no:cacheprovider", "-n", "2", "--deselect",
                          "tests/test_layout.py::test_the_type_check_reads_the_property_modules_where_they_install",
                          "--deselect", "tests/verification/test_slip_sites.py::"
                          "test_every_slip_of_a_bundled_sample_still_applies_to_one_line_at_a_site"]}

FLIPS = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
         ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}


@dataclass(frozen=True)
class Mutant:
    module: str          # e.g. engine/region_scoring
    line: int
    col: int
    operator: str        # flip-compare | const+1 | const-1 | swap-arith | swap-bool | drop-not | delete | return-none
                         # | neighbour-key | key-default | other-answer | is-for-eq | copy-alias
                         # | branch-removed (--operators slips)
    before: str          # the source fragment changed, for the report
    index: int           # which node of the walk (mutants are rebuilt from it)

    @property
    def id(self) -> str:
        return f"{self.module}:{self.line}:{self.col}:{self.operator}"


# ---------------------------------------------------------------- finding mutants

def _slip_candidates(node: ast.AST) -> list[str]:
    """The slip operators that apply to one node (module docstring)."""
    if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and _is_rule_key(node):
        return ["neighbour-key", "key-default"] if _neighbour_key(node) is not None else ["key-default"]
    if isinstance(node, ast.Compare) and _other_answer(node) is not None:
        return ["other-answer"]
    if (isinstance(node, ast.Compare) and type(node.ops[0]) in (ast.Is, ast.IsNot)
            and not any(_is_none(n) for n in (node.left, *node.comparators))):
        return ["is-for-eq"]
    if _copied(node) is not None:
        return ["copy-alias"]
    if isinstance(node, (ast.If, ast.IfExp)) and _reads_a_rule(node.test):
        return ["branch-removed"]
    return []


def _is_rule_key(node: ast.Attribute) -> bool:
    """`<x>.<table>.<key>`, a key of one of the rule tables."""
    return (isinstance(node.value, ast.Attribute) and node.value.attr in _rule_keys()
            and node.attr in dict(_rule_keys()[node.value.attr]))


def _key_default(node: ast.Attribute) -> ast.expr:
    """The standard rules' value of the key `node` reads, as a constant (spec/kings-road/game.toml)."""
    from referee.rules import load_rules

    value = getattr(getattr(load_rules(), node.value.attr), node.attr)     # type: ignore[attr-defined]
    return ast.parse(repr(value), mode="eval").body


def _copied(node: ast.AST) -> ast.expr | None:
    """What a copy copies (`copy.copy(x)`, `copy.deepcopy(x)`, `x.copy()`, `dict(x)`, `list(x)`,
    `set(x)` of a name or attribute), so the copy can be made an alias of it; else None."""
    if not isinstance(node, ast.Call) or node.keywords:
        return None
    func = node.func
    if len(node.args) == 1 and isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
            and func.value.id == "copy" and func.attr in ("copy", "deepcopy"):
        return node.args[0]
    if len(node.args) == 1 and isinstance(func, ast.Name) and func.id in ("dict", "list", "set") \
            and isinstance(node.args[0], (ast.Name, ast.Attribute)):
        return node.args[0]
    if not node.args and isinstance(func, ast.Attribute) and func.attr == "copy":
        return func.value
    return None


def _reads_a_rule(test: ast.expr) -> bool:
    """A condition reading a rule key or a ruling (`rules.choice(...)`)."""
    return any((isinstance(n, ast.Attribute) and _is_rule_key(n))
               or (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "choice")
               for n in ast.walk(test))


def _neighbour_key(node: ast.Attribute) -> str | None:
    """`<x>.<table>.<key>`: the next key of the table with the key's type (wrapping), or None."""
    if not _is_rule_key(node):
        return None
    keys = _rule_keys()[node.value.attr]          # type: ignore[attr-defined]
    kind = dict(keys)[node.attr]
    same = [name for name, k in keys if k == kind]
    if len(same) < 2:
        return None
    return same[(same.index(node.attr) + 1) % len(same)]


def _other_answer(node: ast.Compare) -> str | None:
    """`<x>.choice("<ruling>", ...) == "<answer>"`: another answer of that ruling, or None."""
    if len(node.comparators) != 1 or type(node.ops[0]) not in (ast.Eq, ast.NotEq):
        return None
    call, answer = node.left, node.comparators[0]
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "choice"
            and call.args and isinstance(call.args[0], ast.Constant) and isinstance(answer, ast.Constant)):
        return None
    answers = _ruling_answers().get(call.args[0].value, ())
    others = [a for a in answers if a != answer.value]
    return others[0] if answer.value in answers and others else None


@functools.lru_cache(maxsize=1)
def _rule_keys() -> dict[str, list[tuple[str, str]]]:
    """{table: [(key, type)]} of the rule tables, from the spec's schema (referee.rules.schema)."""
    from referee.properties.conformance.variant_sweep import RULE_TABLES
    from referee.rules import schema

    return {t: [(k.name, k.type) for k in schema.table(t).keys if not k.name.endswith("section")]
            for t in RULE_TABLES}


@functools.lru_cache(maxsize=1)
def _ruling_answers() -> dict[str, tuple[str, ...]]:
    """{ruling id: its answers, the default first} (spec/kings-road/rulings.toml)."""
    from referee.rules import load_rules

    return {r.id: (r.default, *(a for a in r.alternatives if a != r.default)) for r in load_rules().rulings}


def _candidates(node: ast.AST) -> list[str]:
    """The mechanical operators that apply to one node."""
    if isinstance(node, ast.Compare) and type(node.ops[0]) in FLIPS:
        return ["flip-compare"]
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return ["const+1", "const-1"]
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub)):
        return ["swap-arith"]
    if isinstance(node, ast.BoolOp):
        return ["swap-bool"]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        return ["drop-not"]
    if isinstance(node, ast.Return) and node.value is not None and not _is_none(node.value):
        return ["return-none"]
    if isinstance(node, (ast.Assign, ast.AugAssign, ast.Expr, ast.If, ast.For, ast.Raise)) and not _is_docstring(node):
        return ["delete"]
    return []


def _is_none(node) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _is_docstring(node) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)


def _skipped(tree: ast.Module) -> set[int]:
    """Nodes not worth mutating: imports, __all__, dataclass field defaults, type annotations."""
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom, ast.AnnAssign)):
            skip.update(id(n) for n in ast.walk(node))
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            skip.update(id(n) for n in ast.walk(node))
        for field in ("returns",):
            if getattr(node, field, None) is not None:
                skip.update(id(n) for n in ast.walk(getattr(node, field)))
        if isinstance(node, ast.arg) and node.annotation is not None:
            skip.update(id(n) for n in ast.walk(node.annotation))
    return skip


OPERATOR_SETS = {"mechanical": (_candidates,), "slips": (_slip_candidates,), "all": (_candidates, _slip_candidates)}
OPERATOR_FILTER: frozenset[str] = frozenset()     # --operator: only these operators' mutants (empty: all of the set)


def find_mutants(module: str, operators: str = "mechanical") -> list[Mutant]:
    source = (REPO / "referee" / f"{module}.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    skip = _skipped(tree)
    lines = [line.encode("utf-8") for line in source.splitlines()]
    mutants = []
    for index, node in enumerate(ast.walk(tree)):
        if id(node) in skip:
            continue
        for operator in (op for finder in OPERATOR_SETS[operators] for op in finder(node)
                         if not OPERATOR_FILTER or op in OPERATOR_FILTER):
            fragment = _first_line(lines, node)[:70]
            mutants.append(Mutant(module, node.lineno, node.col_offset, operator, fragment, index))
    return mutants


def _first_line(lines: list[bytes], node: ast.AST) -> str:
    """The first line of the node's source, as ast.get_source_segment gives it (which splits the
    whole source again on each call: most of the time of listing a module's mutants)."""
    line = lines[node.lineno - 1]
    end = node.end_col_offset if node.end_lineno == node.lineno else None
    return line[node.col_offset:end].decode("utf-8")


# ---------------------------------------------------------------- making one mutant

class _Apply(ast.NodeTransformer):
    def __init__(self, target: ast.AST, operator: str):
        self.target, self.operator = target, operator

    def visit(self, node):
        if node is not self.target:
            return self.generic_visit(node)
        op = self.operator
        if op == "flip-compare":
            node.ops = [FLIPS[type(node.ops[0])]()] + node.ops[1:]
        elif op in ("const+1", "const-1"):
            node.value += 1 if op == "const+1" else -1
        elif op == "swap-arith":
            node.op = ast.Sub() if isinstance(node.op, ast.Add) else ast.Add()
        elif op == "swap-bool":
            node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        elif op == "drop-not":
            return node.operand
        elif op == "return-none":
            node.value = ast.Constant(None)
        elif op == "neighbour-key":
            node.attr = _neighbour_key(node)
        elif op == "key-default":
            return _key_default(node)
        elif op == "copy-alias":
            return _copied(node)
        elif op == "branch-removed":
            node.test = ast.Constant(False)
        elif op == "other-answer":
            node.comparators = [ast.Constant(_other_answer(node))]
        elif op == "is-for-eq":
            node.ops = [ast.Eq() if isinstance(node.ops[0], ast.Is) else ast.NotEq()] + node.ops[1:]
        elif op == "delete":
            return ast.Pass()
        return node


def mutated_source(mutant: Mutant, root: Path = REPO) -> str:
    tree = ast.parse((root / "referee" / f"{mutant.module}.py").read_text(encoding="utf-8"))
    target = next(node for i, node in enumerate(ast.walk(tree)) if i == mutant.index)
    tree = _Apply(target, mutant.operator).visit(tree)
    return ast.unparse(ast.fix_missing_locations(tree))


# ---------------------------------------------------------------- running

def _worker_copy(source: Path = REPO) -> Path:
    """A private copy of the checkout for one worker (every file git would commit), of
    `source`: the snapshot run_module takes as it starts, so that editing the checkout while
    mutants run changes neither the mutants nor their judge."""
    folder = Path(tempfile.mkdtemp(prefix="mutate-"))
    if source != REPO:
        shutil.copytree(source, folder, dirs_exist_ok=True)
        return folder
    # every file git would commit (the README, the changelog, bench/ ...: the fast-suite oracle runs
    # tests that read them, and a file missing from the copy would fail them whatever the mutant)
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                            capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        src = REPO / name
        if src.is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, folder / name)
    # referee.properties is the checkout's properties/ (pyproject's package-dir): an editable install
    # maps it to the real checkout, so a run would judge with whatever properties/ holds while it
    # runs. The copy's own, inside its referee package, is found first.
    shutil.copytree(REPO / "properties", folder / "referee" / "properties",
                    ignore=shutil.ignore_patterns("__pycache__"))
    return folder


_COPY: Path | None = None


def judge(oracle: str, module: str) -> list[str]:
    """The command that judges a mutant of `module`: its covering tests, `referee check` or the fast suite."""
    if ORACLES[oracle] is None:
        return [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider",
                *[f"tests/{t}.py" for t in COVERING_TESTS[module]]]
    return [sys.executable, "-m", *ORACLES[oracle]]


def _run_one(mutant: Mutant, mutated: str, snapshot: Path, command: list[str], timeout: float) -> tuple[str, float]:
    global _COPY
    if _COPY is None:
        _COPY = _worker_copy(snapshot)
    target = _COPY / "referee" / f"{mutant.module}.py"
    original = target.read_text(encoding="utf-8")
    target.write_text(mutated, encoding="utf-8")
    started = time.monotonic()
    try:
        returncode = _run_group(command, _COPY, _judge_env(_COPY), timeout)
        verdict = "timeout" if returncode is None else "survived" if returncode == 0 else "killed"
    finally:                           # a timeout is counted as killed: the judge noticed something
        target.write_text(original, encoding="utf-8")
    return verdict, time.monotonic() - started


def _judge_env(copy: Path) -> dict[str, str]:
    # a mutant's proofs are never asked for again (its code is its own): the proof cache keeps none
    return dict(os.environ, PYTHONPATH=str(copy), PYTHONDONTWRITEBYTECODE="1", REFEREE_PROOF_CACHE="off")


def baseline(snapshot: Path, commands: list[list[str]], timeout: float) -> None:
    """Each judge must pass on the snapshot before any mutant is made: a judge that fails there
    (a test the workers' copies break, a check already failing) would read every mutant killed.
    Exits naming the judge otherwise."""
    copy = _worker_copy(snapshot)
    try:
        for command in commands:
            code = _run_group(command, copy, _judge_env(copy), timeout)
            if code != 0:
                sys.exit(f"the judge fails on the checkout before any mutant ({' '.join(command[2:])}: "
                         f"{'timed out' if code is None else f'exit {code}'}); every mutant would read killed")
    finally:
        shutil.rmtree(copy, ignore_errors=True)


def _run_group(command: list[str], cwd: Path, env: dict[str, str], timeout: float,
               output: IO[str] | None = None) -> int | None:
    """The command's exit code, or None when it outlived `timeout`: then it and every process it
    started (check's workers, pytest's) are killed, its session at once, so that a mutant that
    never ends leaves nothing running beside the next ones. Its output goes to `output` (both
    streams), or nowhere."""
    sink = output if output is not None else subprocess.DEVNULL
    with subprocess.Popen(command, cwd=cwd, env=env, stdout=sink, stderr=subprocess.STDOUT if output else sink,
                          start_new_session=True) as process:
        try:
            return process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            return None


def load_equivalents() -> dict[str, str]:
    if not EQUIVALENTS.exists():
        return {}
    data = tomllib.loads(EQUIVALENTS.read_text(encoding="utf-8"))
    return {entry["id"]: entry["why"] for entry in data.get("equivalent", [])}


def run_module(module: str, *, timeout: float, workers: int, quiet: bool = False, oracle: str = "tests",
               mutants: list[Mutant] | None = None) -> list[dict]:
    """Every mutant of `module` (or the `mutants` given) run against the oracle. On stderr (unless
    quiet): each verdict as it comes, and every few seconds the mutants done of the total and the
    time left."""
    mutants = find_mutants(module) if mutants is None else mutants
    equivalents = load_equivalents()
    snapshot = _worker_copy()           # the checkout as it is now: mutants and judge alike
    try:
        judges = {tuple(judge(oracle, m.module)) for m in mutants if m.id not in equivalents}
        baseline(snapshot, [list(command) for command in sorted(judges)], timeout)
        return _judged(module, mutants, equivalents, snapshot, oracle=oracle, timeout=timeout, workers=workers,
                       quiet=quiet)
    finally:
        shutil.rmtree(snapshot, ignore_errors=True)


def _judged(module: str, mutants: list[Mutant], equivalents: dict[str, str], snapshot: Path, *, oracle: str,
            timeout: float, workers: int, quiet: bool) -> list[dict]:
    from referee.cli.progress import Progress

    results = []
    with futures.ProcessPoolExecutor(max_workers=workers) as pool:
        jobs = {pool.submit(_run_one, m, mutated_source(m, snapshot), snapshot, judge(oracle, m.module), timeout): m
                for m in mutants if m.id not in equivalents}
        for m in mutants:
            if m.id in equivalents:
                results.append({**asdict(m), "id": m.id, "verdict": "equivalent", "why": equivalents[m.id]})
        progress = Progress(len(jobs), f"{module}: mutants run", quiet=quiet)
        waiting = set(jobs)
        while waiting:
            finished, waiting = futures.wait(waiting, timeout=progress.every, return_when=futures.FIRST_COMPLETED)
            for job in finished:
                m = jobs[job]
                verdict, seconds = job.result()
                results.append({**asdict(m), "id": m.id, "verdict": verdict, "seconds": round(seconds, 1)})
                if not quiet:
                    print(f"{module}: {verdict:<8} {m.id} {m.before}", file=sys.stderr, flush=True)
                progress()
            progress.tick()
    return sorted(results, key=lambda r: (r["module"], r["line"], r["col"], r["operator"]))


def score_line(module: str, results: list[dict]) -> str:
    counted = [r for r in results if r["verdict"] != "equivalent"]
    killed = sum(r["verdict"] in ("killed", "timeout") for r in counted)
    equivalent = len(results) - len(counted)
    pct = 100 * killed / len(counted) if counted else 100.0
    return (f"{module:<24} {killed:4d} / {len(counted):4d} non-equivalent mutants killed ({pct:5.1f}%), "
            f"{equivalent} equivalent")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="*", default=sorted(SHORT_NAMES), help="short names, e.g. nobles")
    parser.add_argument("--timeout", type=float, default=120, help="seconds per mutant (a timeout counts as killed)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--json", metavar="FILE", help="write every mutant and its verdict here")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument("--quiet", "-q", action="store_true", help="no verdicts or progress on stderr")
    parser.add_argument("--oracle", choices=sorted(ORACLES), default="tests",
                        help="the judge: the covering tests, or `referee check` (plain or --exhaustive) alone")
    parser.add_argument("--sample", type=int, metavar="N", help="run N mutants drawn from all the modules named")
    parser.add_argument("--seed", type=int, default=32, help="the draw of --sample")
    parser.add_argument("--operators", choices=sorted(OPERATOR_SETS), default="mechanical",
                        help="which mutants: the mechanical operators, the slips a developer writes, or all")
    parser.add_argument("--operator", action="append", metavar="NAME",
                        help="keep only this operator's mutants of the --operators set (repeatable)")
    parser.add_argument("--mutant", action="append", metavar="ID",
                        help="run only this mutant (module:line:col:operator, as printed; repeatable)")
    args = parser.parse_args(argv)
    global OPERATOR_FILTER
    OPERATOR_FILTER = frozenset(args.operator or ())
    default = sorted(SHORT_NAMES) if args.oracle == "tests" else [m.split("/")[-1] for m in CHECK_MODULES]
    args.modules = args.modules or default
    unknown = [m for m in args.modules if m not in SHORT_NAMES]
    if unknown:
        parser.error(f"unknown module(s) {unknown}; known: {', '.join(sorted(SHORT_NAMES))}")
    uncovered = [m for m in args.modules if args.oracle == "tests" and SHORT_NAMES[m] not in COVERING_TESTS]
    if uncovered:
        parser.error(f"no covering tests named for {uncovered} (--oracle tests knows "
                     f"{', '.join(sorted(m for m in SHORT_NAMES if SHORT_NAMES[m] in COVERING_TESTS))}); "
                     f"--oracle check judges every module")
    if args.mutant:
        return _named(args)
    if args.sample is not None:
        return _sampled(args)
    report, lines = {}, []
    for short in args.modules:
        module = SHORT_NAMES[short]
        if args.list:
            print("\n".join(f"{m.id}  {m.before}" for m in find_mutants(module, args.operators)))
            continue
        results = run_module(module, timeout=args.timeout, workers=args.workers, quiet=args.quiet,
                             oracle=args.oracle, mutants=find_mutants(module, args.operators))
        report[module] = results
        for r in results:
            if r["verdict"] == "survived":
                print(f"SURVIVED {r['id']}  {r['before']}")
        lines.append(score_line(module, results))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return 0


def _named(args) -> int:
    """--mutant ID ...: those mutants only (a survivor looked at again, after a change to the judge)."""
    known = {m.id: m for path in {i.rsplit(":", 3)[0] for i in args.mutant} if path in SHORT_NAMES.values()
             for m in find_mutants(path, "all")}
    missing = [i for i in args.mutant if i not in known]
    if missing:
        sys.exit(f"no such mutant: {', '.join(missing)} (--list prints a module's mutants)")
    results = run_module(f"{len(args.mutant)} named mutants", timeout=args.timeout, workers=args.workers,
                         quiet=args.quiet, oracle=args.oracle, mutants=[known[i] for i in args.mutant])
    for r in results:
        print(f"{r['verdict'].upper():9} {r['id']}  {r['before']}")
    print(score_line(f"named ({args.oracle})", results))
    return 0


def _sampled(args) -> int:
    """--sample N: N non-equivalent mutants drawn (seeded) from every module named, run together."""
    import random

    equivalents = load_equivalents()
    pool = [m for short in args.modules for m in find_mutants(SHORT_NAMES[short], args.operators)
            if m.id not in equivalents]
    chosen = sorted(random.Random(args.seed).sample(pool, min(args.sample, len(pool))), key=lambda m: m.id)
    results = run_module(f"{len(chosen)} of {len(pool)} mutants", timeout=args.timeout, workers=args.workers,
                         quiet=args.quiet, oracle=args.oracle, mutants=chosen)
    for r in results:
        if r["verdict"] == "survived":
            print(f"SURVIVED {r['id']}  {r['before']}")
    if args.json:
        Path(args.json).write_text(json.dumps({"sample": results, "seed": args.seed, "oracle": args.oracle},
                                              indent=2) + "\n", encoding="utf-8")
    print(score_line(f"sample (seed {args.seed}, {args.oracle})", results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
