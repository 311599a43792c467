"""Slips planted at drawn sites, each judged by `referee check` as a designer runs it.

    python3 scripts/slip_sites.py sites                          # every site, one a line
    python3 scripts/slip_sites.py sites --draw 16 --seed 20261203 # a seeded sample of them
    python3 scripts/slip_sites.py sites --every-statement --draw 16 --seed 5   # from every statement line
    python3 scripts/slip_sites.py run slips.toml                 # plant each slip, run check, report
    python3 scripts/slip_sites.py run slips.toml --oracle fast-suite --only engine/nobles.py:131
                                                                 # the README's fast suite as the judge
    python3 scripts/slip_sites.py repeats slips.toml             # its slips an earlier sample wrote already

A site is a line of the modules `referee check` binds (scripts/mutate.py's CHECK_MODULES: the
engine, the board, the readers and the replay) that reads a rule value (`rules.<table>.<key>`,
or `self.rules...`) or an open ruling (`.choice(...)`). The sample is drawn before anyone
writes a slip, so the author does not choose the lines a check is known to bind; the slip
written there is the author's: what a developer would plausibly get wrong on that line or in
the statement or block it governs (within three lines after it).

`run` reads a TOML file of slips:

    [[slip]]
    file = "engine/adjudicate.py"      # under referee/
    line = 225
    old = "position.scores[p] >= threshold"
    new = "position.scores[p] > threshold"
    variant = ""                       # a spec id or a variant file; "" for plain `check`
    what = "the threshold reached only when passed"

and, for each, copies referee/ into a folder of its own (the spec linked, not copied), changes
that one line (`old` must occur on it exactly once; where the code above it moved, the one line
of the file that holds `old`), runs `referee check -q [--variant V]` with
an empty cache, and prints the exit code and the lines of the report that failed where the
unchanged code's did not (a variant's declared changes read VIOLATED in both). A slip is
caught when check exits 1 where the same command on the unchanged code exits 0 (`run` runs that
baseline first for each variant named). With --json FILE every result is written there too.
Minutes per slip on a 2-core machine (a check of two rulesets with nothing cached); not run in CI.

`repeats` reads the same file and names, for each slip, the other samples' slips (every
scripts/slips-*.toml but that file: for a sample being written, every earlier one) that plant the very
same line, spaces aside, and how many other slips that line has had: a sample is to be run only when
it repeats none (exit 0).
"""

from __future__ import annotations

import argparse
import ast
import functools
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import mutate  # noqa: E402  (scripts/ is no package)
from mutate import CHECK_MODULES  # noqa: E402

RULE_TABLES = {"components", "cards", "scoring", "nobles", "round", "end", "roads"}
FAILED_WORDS = ("VIOLATED", "DISAGREES", "FAILED", "ENGINE DIFFERS")


def _reads_a_rule(node: ast.AST) -> bool:
    """`rules.<table>.<key>` (or `<x>.rules.<table>.<key>`), a section's name aside, or `.choice(`."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr == "choice"
    if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)):
        return False
    if node.value.attr not in RULE_TABLES or node.attr.endswith("section"):
        return False
    root = node.value.value
    return (isinstance(root, ast.Name) and root.id == "rules") or (isinstance(root, ast.Attribute)
                                                                  and root.attr == "rules")


def sites(every_statement: bool = False) -> list[tuple[str, int, str]]:
    """(file under referee/, line, the line's text) of every site, in module order; with
    `every_statement`, every line that starts a statement inside a function (a docstring, an import,
    `pass` and a nested definition's own line aside): the slips a developer makes anywhere, not
    only where a rule is read."""
    found = []
    for module in CHECK_MODULES:
        path = ROOT / "referee" / f"{module}.py"
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        tree = ast.parse(source)
        if every_statement:
            numbers = sorted({node.lineno for node in _statements(tree)})
        else:
            numbers = sorted({node.lineno for node in ast.walk(tree) if _reads_a_rule(node)})
        found += [(f"{module}.py", n, lines[n - 1].strip()) for n in numbers]
    return found


def _statements(tree: ast.Module) -> list[ast.stmt]:
    """The statements in the bodies of the module's functions and methods."""
    skipped = (ast.Import, ast.ImportFrom, ast.Pass, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    out = []
    for function in (n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
        for node in ast.walk(function):
            if node is function or not isinstance(node, ast.stmt) or isinstance(node, skipped):
                continue
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
                continue                                    # a docstring
            out.append(node)
    return out


def drawn(count: int, seed: int, every_statement: bool = False) -> list[tuple[str, int, str]]:
    """A seeded sample of `count` sites, in module order."""
    population = sites(every_statement)
    return sorted(random.Random(seed).sample(population, min(count, len(population))))


def _check(tree: Path | None, variant: str) -> subprocess.CompletedProcess:
    """`referee check -q [--variant V]` on the code in `tree` (None: this checkout), nothing cached."""
    if variant and (ROOT / variant).is_file():
        variant = str(ROOT / variant)                # a file named from the checkout's root
    command = [sys.executable, "-m", "referee", "check", "-q"] + (["--variant", variant] if variant else [])
    with tempfile.TemporaryDirectory(prefix="slip-cache-") as cache:
        env = dict(os.environ, XDG_CACHE_HOME=cache)
        if tree is not None:
            env["PYTHONPATH"] = str(tree)
        # run from the tree: `python -m` puts the working folder first on the path
        return subprocess.run(command, env=env, capture_output=True, text=True, cwd=tree or ROOT)


def _planted(slip: dict, folder: Path) -> Path:
    """A copy of referee/ in `folder` with the slip's one line changed."""
    shutil.copytree(ROOT / "referee", folder / "referee", ignore=shutil.ignore_patterns("__pycache__", "_spec"))
    (folder / "referee" / "_spec").symlink_to(ROOT / "spec")
    _plant(slip, folder / "referee" / slip["file"])
    return folder


def _plant(slip: dict, path: Path) -> str:
    """The slip's one line changed in the file at `path`; returns the file's text before it."""
    original = path.read_text(encoding="utf-8")
    lines = original.splitlines(keepends=True)
    at = slip_line(slip, lines)
    lines[at] = lines[at].replace(slip["old"], slip["new"])
    path.write_text("".join(lines), encoding="utf-8")
    return original


def slip_line(slip: dict, lines: list[str]) -> int:
    """The index of the line the slip changes: its own line where `old` is there exactly once, else
    the one line of the file holding `old` (the code above it moved since the slip was written)."""
    at = _slip_index(slip, lines)
    if at is None:
        raise SystemExit(f"{slip['file']}:{slip['line']}: {slip['old']!r} is neither on that line once "
                         f"nor on one line of the file once")
    return at


def _slip_index(slip: dict, lines: list[str]) -> int | None:
    if 0 < slip["line"] <= len(lines) and lines[slip["line"] - 1].count(slip["old"]) == 1:
        return slip["line"] - 1
    holding = [i for i, line in enumerate(lines) if slip["old"] in line]
    if len(holding) != 1 or lines[holding[0]].count(slip["old"]) != 1:
        return None
    return holding[0]


def repeats(slips: list[dict], earlier: list[tuple[str, dict]]) -> list[dict]:
    """For each slip, the other samples' slips given (file name, slip) on the same line of today's code:
    `same` where planting theirs gives the very line planting this one does (spaces aside), `other`
    where they change that line otherwise. A slip no line holds once is left out."""
    found = []
    for slip in slips:
        lines = _source_lines(slip["file"])
        at = _slip_index(slip, lines)
        if at is None:
            continue
        mine = _planted_text(lines[at], slip)
        same, other = [], []
        for name, theirs in earlier:
            if theirs.get("file") == slip["file"] and _slip_index(theirs, lines) == at:
                (same if _planted_text(lines[at], theirs) == mine else other).append(name)
        found.append({"site": f"{slip['file']}:{at + 1}", "new": slip["new"], "same": same, "other": other})
    return found


@functools.cache
def _source_lines(file: str) -> list[str]:
    """A module's lines under referee/, read once a run ([] where there is none)."""
    try:
        return (ROOT / "referee" / file).read_text(encoding="utf-8").splitlines(keepends=True)
    except OSError:
        return []


def _planted_text(line: str, slip: dict) -> str:
    return "".join(line.replace(slip["old"], slip["new"]).split())


def bundled_slips(leaving_out: Path | None = None) -> list[tuple[str, dict]]:
    """Every slip of the samples in scripts/ (slips-*.toml), with its file's name; `leaving_out` not read."""
    found = []
    for path in sorted((ROOT / "scripts").glob("slips-*.toml")):
        if leaving_out is not None and path.resolve() == leaving_out.resolve():
            continue
        found += [(path.name, slip) for slip in tomllib.loads(path.read_text(encoding="utf-8")).get("slip", [])]
    return found


def _failed_lines(report: str) -> list[str]:
    """The report's failed lines, those naming what disagrees first: when the engine does not conform,
    every proof reads ENGINE DIFFERS (a proof about the model says nothing of such an engine)."""
    failed = [" ".join(line.split()) for line in report.splitlines() if any(w in line for w in FAILED_WORDS)]
    return sorted(failed, key=lambda line: "DISAGREES" not in line and "VIOLATED" not in line)


def run_fast_suite(slips: list[dict], timeout: float) -> list[dict]:
    """Each slip planted in a copy of the whole checkout (scripts/mutate.py's worker copy: the tests
    read the files beside them, the copy's own) and judged by the README's fast suite there, after
    the suite passes on the unchanged copy. A slip is killed when the suite fails (or outlives
    `timeout`, counted as noticed, as mutate.py counts it)."""
    command = mutate.judge("fast-suite", "")
    mutate.baseline(mutate.REPO, [command], timeout)
    results = []
    copy = mutate._worker_copy()
    try:
        for slip in slips:
            target = copy / "referee" / slip["file"]
            original = _plant(slip, target)
            try:
                code, failed = _suite_run(command, copy, timeout)
            finally:
                target.write_text(original, encoding="utf-8")
            killed = code != 0
            results.append({**slip, "oracle": "fast-suite", "exit": code, "killed": killed, "failed": failed})
            print(f"{'KILLED  ' if killed else 'SURVIVED'} {slip['file']}:{slip['line']} {slip.get('what', '')}: "
                  f"{'timed out' if code is None else f'exit {code}'}; " + "; ".join(failed[:3]), flush=True)
    finally:
        shutil.rmtree(copy, ignore_errors=True)
    print(f"{sum(r['killed'] for r in results)} of {len(results)} killed by the fast suite")
    return results


def only(slips: list[dict], sites: list[str]) -> list[dict]:
    """The slips at these sites ("engine/nobles.py:131", as the file and line a slip names), all of
    them when none is named; a site no slip names stops the run (a mistyped one would judge nothing)."""
    if not sites:
        return slips
    named = {f"{slip['file']}:{slip['line']}" for slip in slips}
    unknown = [site for site in sites if site not in named]
    if unknown:
        raise SystemExit(f"slip_sites.py: no slip at {', '.join(unknown)} (the sites are the slips' file:line)")
    return [slip for slip in slips if f"{slip['file']}:{slip['line']}" in sites]


def _suite_run(command: list[str], copy: Path, timeout: float) -> tuple[int | None, list[str]]:
    """(the suite's exit code, None past `timeout`; the lines naming what failed or stopped it)."""
    with tempfile.TemporaryFile(mode="w+") as log:
        code = mutate._run_group(command, copy, mutate._judge_env(copy), timeout, output=log)
        log.seek(0)
        lines = log.read().splitlines()
    return code, [line for line in lines if line.startswith(("FAILED", "ERROR", "E   ", "!!!"))][:20]


def run(slips: list[dict]) -> list[dict]:
    """Each slip planted and judged (module docstring), after each variant's baseline."""
    baselines, expected = {}, {}
    for variant in dict.fromkeys(slip.get("variant", "") for slip in slips):
        done = _check(None, variant)
        baselines[variant], expected[variant] = done.returncode, set(_failed_lines(done.stdout))
        print(f"baseline {variant or '(plain check)'}: exit {baselines[variant]}", flush=True)
        if done.returncode != 0:        # every slip under this variant is then judged against a failing check
            print("  baseline failed: " + "; ".join(sorted(expected[variant])[:5] or [done.stderr[-400:]]), flush=True)
    results = []
    for slip in slips:
        variant = slip.get("variant", "")
        with tempfile.TemporaryDirectory(prefix="slip-") as folder:
            done = _check(_planted(slip, Path(folder)), variant)
        caught = done.returncode == 1 and baselines[variant] == 0
        result = {**slip, "exit": done.returncode, "baseline": baselines[variant], "caught": caught,
                  "failed": [line for line in _failed_lines(done.stdout) if line not in expected[variant]],
                  "error": done.stderr[-400:] if done.returncode > 1 else ""}
        results.append(result)
        print(f"{'CAUGHT ' if caught else 'MISSED '} {slip['file']}:{slip['line']} [{variant or 'plain'}] "
              f"{slip.get('what', '')}: exit {done.returncode}; " + "; ".join(result["failed"][:3]), flush=True)
    print(f"{sum(r['caught'] for r in results)} of {len(results)} caught")
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    listing = commands.add_parser("sites", help="print the sites, or a seeded sample of them")
    listing.add_argument("--draw", type=int, help="how many sites to draw")
    listing.add_argument("--seed", type=int, default=0)
    listing.add_argument("--every-statement", action="store_true",
                         help="every statement line of a function, not only the lines reading a rule")
    planting = commands.add_parser("run", help="plant each slip of a TOML file and run check")
    planting.add_argument("slips", type=Path)
    planting.add_argument("--json", type=Path, help="write every result here too")
    planting.add_argument("--oracle", choices=("check", "fast-suite"), default="check",
                          help="the judge: `referee check` as a designer runs it (the default), or the "
                               "README's fast suite in a copy of the whole checkout")
    planting.add_argument("--only", action="append", default=[], metavar="FILE:LINE",
                          help="only the slips at these sites (repeatable), e.g. engine/nobles.py:131")
    planting.add_argument("--timeout", type=float, default=900, help="seconds a fast-suite run may take")
    repeating = commands.add_parser("repeats", help="the slips of a TOML file an earlier sample wrote at the "
                                                    "same line: the same change (exit 1) or another")
    repeating.add_argument("slips", type=Path)
    args = parser.parse_args()
    if args.command == "sites":
        chosen = drawn(args.draw, args.seed, args.every_statement) if args.draw else sites(args.every_statement)
        for file, line, text in chosen:
            print(f"{file}:{line}: {text}")
        if not args.draw:
            print(f"{len(chosen)} sites in {len(CHECK_MODULES)} modules", file=sys.stderr)
        return 0
    try:
        slips = tomllib.loads(args.slips.read_text(encoding="utf-8"))["slip"]
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, KeyError) as exc:
        print(f"slip_sites.py: {args.slips}: not a file of slips ({exc.__class__.__name__}: {exc})", file=sys.stderr)
        return 2
    if args.command == "repeats":
        return _print_repeats(repeats(slips, bundled_slips(leaving_out=args.slips)))
    slips = only(slips, args.only)
    results = run(slips) if args.oracle == "check" else run_fast_suite(slips, args.timeout)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    return 0


def _print_repeats(found: list[dict]) -> int:
    """One line a slip: the same change written before (by which samples), or how many other slips
    that line has had; 1 when any slip repeats one word for word."""
    for entry in found:
        said = (f"the same as {', '.join(entry['same'])}" if entry["same"] else "new")
        print(f"{entry['site']}: {said}; {len(entry['other'])} other slip(s) at this line")
    repeated = sum(bool(entry["same"]) for entry in found)
    print(f"{repeated} of {len(found)} slips written before at the same line", file=sys.stderr)
    return 1 if repeated else 0


if __name__ == "__main__":
    sys.exit(main())
