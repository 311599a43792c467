"""Every refusal the readers write, changed one part at a time: do `referee check`'s reader rows notice?

    python3 scripts/refusal_mutants.py                 # the table: each site, each mutant, killed or not
    python3 scripts/refusal_mutants.py --json out.json

A refusal site is a line of a reader (READERS) where a problem is written: `out.add(code, field,
value, sentence)`, a problem the reader builds itself (`Problem.about(...)`, `Problem.of(...)`), a
bounded count `out.count(field, value, maximum=...)` or a bounded container `out.too_many(field,
container, limit, what)`. The slips a developer makes there are of a few kinds, each a mutant made
at that one site while the rows run (the collector's method or the builder wrapped, the site known
by its caller's line; no file is touched):

- `field`: the problem named at another field (an index or a key left off, a neighbour's name);
- `value`: another value quoted (the container for the entry, the entry for its key);
- `sentence`: other words (another template of the catalogue: a copied line);
- `sentence-values`: the same words with other numbers or names in them (a bound, a hint, a card);
- `code`: another problem code;
- `bound+1`, `bound-1`: a count's maximum or a container's limit one off.

A mutant is KILLED when the reader rows (the damaged positions with their typed values and
containers' bounds, the damaged records: position_domain and record_damage, as `referee check`
runs them under each ruleset of RULESETS) report a mismatch, answer otherwise or raise, SURVIVED when they
do not; a site no row reaches is UNREACHED, each of its mutants a survivor; a mutant that changed
nothing where the rows reached its site (other values in a sentence that has none) is UNCHANGED,
and not counted. Each survivor is listed in SURVIVORS_ALLOWED with why no row holds it
(tests/verification/test_refusal_mutants.py holds the list to the run). Cost: the rows run once
with every site they reach noted piece by piece (PIECES), then each mutant judged by running again
the pieces that reached its site: about 11 s for all of them.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import contextvars
import copy
import functools
import inspect
import json
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
READERS = ("referee/io/position_reader.py", "referee/io/game_record.py", "referee/io/problem_collector.py")
METHODS = ("add", "count", "too_many")     # the collector's
BUILDERS = ("about", "of")                  # Problem's, where a reader builds a problem outside the collector
MUTANTS = {"add": ("field", "value", "sentence", "sentence-values", "code"),
           "about": ("field", "value", "sentence", "sentence-values", "code"),
           "of": ("field", "value", "sentence", "sentence-values", "code"),
           "count": ("field", "bound+1", "bound-1"),
           "too_many": ("field", "bound+1", "bound-1", "sentence-values")}
# (Site.key, mutant) -> why no reader row holds it
SURVIVORS_ALLOWED: dict[tuple[str, str], str] = {}


@dataclass(frozen=True)
class Site:
    path: str           # under the repository
    line: int           # the call's first line
    method: str         # add, count, too_many
    source: str         # the call, on one line

    @property
    def name(self) -> str:
        return f"{Path(self.path).stem}:{self.line}"

    @property
    def key(self) -> str:
        """The site as SURVIVORS_ALLOWED names it: its module and its call (lines move)."""
        return f"{Path(self.path).stem}: {self.source}"


@dataclass
class Outcome:
    site: str
    mutant: str
    verdict: str        # KILLED, SURVIVED, UNREACHED, UNCHANGED
    source: str
    key: str = ""       # Site.key


def sites() -> list[Site]:
    """Every refusal site of the readers (_found_sites), found once a run."""
    return list(_sites())


@functools.cache
def _sites() -> tuple[Site, ...]:
    return tuple(_found_sites())


def _found_sites() -> list[Site]:
    """Every call `<collector>.add/count/too_many(...)` in the readers, by the syntax tree (a
    string's `.count` is not a collector's: its receiver is not named `out`)."""
    found = []
    for path in READERS:
        text = (REPO / path).read_text(encoding="utf-8")
        for node in ast.walk(ast.parse(text)):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            if ((node.func.attr in METHODS and _receiver(node.func.value) in ("out", "self"))
                    or (node.func.attr in BUILDERS and _receiver(node.func.value) == "Problem"
                        and path != "referee/io/problem_collector.py")):
                call = " ".join(line.strip() for line in (ast.get_source_segment(text, node) or "").splitlines())
                found.append(Site(path, node.lineno, node.func.attr, call))
    return sorted(found, key=lambda s: (s.path, s.line))


def _receiver(node: ast.expr) -> str:
    """`out` for `out.add` and `self.out.add`, `self` for a collector's own call (`self.add` in too_many)."""
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else ""


# -- the mutants ---------------------------------------------------------------------------------

def _other_field(field: Any) -> Any:
    return f"{field}.other"


def _other_value(value: Any) -> Any:
    return ["another value"] if value != ["another value"] else None


def _other_sentence(sentence: Any) -> Any:
    from referee.messages import Text

    key = "problem.expected-bool" if sentence.key != "problem.expected-bool" else "problem.expected-player"
    return Text(key, sentence.params)


def _changed(value: Any) -> Any:
    """Another value of the same kind: a number one more, a word with more to it, a list one
    shorter (or one longer), a clause of other words."""
    from referee.messages import Text

    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + " other"
    if isinstance(value, (list, tuple)):
        return type(value)(list(value)[:-1]) if value else type(value)(["other"])
    if isinstance(value, Text):
        return Text("problem.expected-bool", ())
    return value


def _other_values(sentence: Any) -> Any:
    from referee.messages import Text

    return Text(sentence.key, tuple((k, _changed(v)) for k, v in sentence.params))


def _other_code(code: str) -> str:
    return "BAD_TYPE" if code != "BAD_TYPE" else "UNKNOWN_FIELD"


def _add(args: dict[str, Any], mutant: str) -> dict[str, Any]:
    """`add(code, field, value, problem, severity)`'s arguments, the mutant made."""
    change = {"field": ("field", _other_field), "value": ("value", _other_value),
              "sentence": ("problem", _other_sentence), "sentence-values": ("problem", _other_values),
              "code": ("code", _other_code)}
    name, other = change[mutant]
    return {**args, name: other(args[name])}


def _count(args: dict[str, Any], mutant: str) -> dict[str, Any]:
    """`count(field, value, minimum, maximum, why)`'s: the bound is the maximum, or the minimum
    where there is none."""
    if mutant == "field":
        return {**args, "field": _other_field(args["field"])}
    step = 1 if mutant == "bound+1" else -1
    if args["maximum"] is not None:
        return {**args, "maximum": args["maximum"] + step}
    return {**args, "minimum": args["minimum"] - step}


def _too_many(args: dict[str, Any], mutant: str) -> dict[str, Any]:
    """`too_many(field, container, limit, what)`'s."""
    if mutant == "field":
        return {**args, "field": _other_field(args["field"])}
    if mutant == "sentence-values":
        return {**args, "what": _changed(args["what"])}
    return {**args, "limit": args["limit"] + (1 if mutant == "bound+1" else -1)}


def _of(args: dict[str, Any], mutant: str) -> dict[str, Any]:
    """`Problem.of(code, field, value, sentence, severity)`'s: its whole sentence is the words."""
    made = _add({**args, "problem": args["sentence"]}, mutant)
    return {**{k: v for k, v in made.items() if k != "problem"}, "sentence": made["problem"]}


MUTATED = {"add": _add, "count": _count, "too_many": _too_many, "about": _add, "of": _of}


@contextlib.contextmanager
def planted(site: Site | None, mutant: str, on_reach: Callable[[Site], None] | None = None,
            changed: list[bool] | None = None) -> Iterator[None]:
    """The collector's methods and Problem's builders wrapped: at `site` (the caller's file and
    line) the mutant is made (`changed` told whether it changed an argument: a sentence without
    values has none to change); `on_reach` is told every site called."""
    from referee.errors import Problem
    from referee.io.problem_collector import ProblemCollector

    by_place = {(str(REPO / s.path), s.line): s for s in _sites()}
    originals: dict[str, Any] = {m: getattr(ProblemCollector, m) for m in METHODS}
    builders = {m: Problem.__dict__[m] for m in BUILDERS}          # the classmethods as written
    originals |= {m: builder.__func__ for m, builder in builders.items()}

    def wrapped(method: str) -> Callable:
        original = originals[method]
        signature = inspect.signature(original)

        def call(self, *args, **kwargs):
            caller = sys._getframe(1)
            here = by_place.get((caller.f_code.co_filename, caller.f_lineno))
            if here is not None and on_reach is not None:
                on_reach(here)
            if here is None or here != site:
                return original(self, *args, **kwargs)
            bound = signature.bind(self, *args, **kwargs)
            bound.apply_defaults()
            given = dict(bound.arguments)
            made = MUTATED[method](given, mutant)
            if changed is not None and made != given:
                changed.append(True)
            return original(**made)
        return call

    try:
        for m in METHODS:
            setattr(ProblemCollector, m, wrapped(m))
        for m in BUILDERS:
            setattr(Problem, m, classmethod(wrapped(m)))
        yield
    finally:
        for m in METHODS:
            setattr(ProblemCollector, m, originals[m])
        for m, builder in builders.items():
            setattr(Problem, m, builder)


# -- the judge -----------------------------------------------------------------------------------

# the standard rules (plain `referee check`) and Permanent Nobles (`check --variant permanent-nobles`), the
# one bundled variant: a refusal only a variant reaches (a player's Nobles past their own limit) is held there
RULESETS = ((), ("permanent-nobles",))
# the pieces the reader rows (position_domain.run, record_damage.run) are made of (module, function):
# each given the run's report, or answering what its row compares (record_damage.first_problem)
PIECES = (("position_domain", "set_up"), ("position_domain", "_compare"), ("position_domain", "_round_trip"),
          ("position_domain", "_fields_as_null"), ("position_domain", "_in_a_list_and_at_the_last_round"),
          ("position_domain", "_variant_file_through_the_api"), ("position_domain", "_variant_file_that_does_not_load"),
          ("position_domain", "_checked_scoring_leaves_it"), ("value_types", "one_value"),
          ("entry_bounds", "one_container"), ("entry_bounds", "problems_past_the_bound"),
          ("entry_bounds", "rounds_past_the_problems_listed"),
          ("position_domain", "_other_player_bounds"), ("position_domain", "_variants_in_their_order"),
          ("position_domain", "_variants_past_the_bound_together"), ("position_domain", "_read_as_text"),
          ("position_domain", "_variants_given_twice"), ("position_domain", "_region_named_with_marks"),
          ("record_damage", "first_problem"))


def _own(argument: Any) -> Any:
    """A piece's argument as a copy of its own (a document, a drawn position), but a ruleset (read
    only, and costly to copy)."""
    from referee.rules import Rules

    return argument if isinstance(argument, Rules) else copy.deepcopy(argument)


@dataclass
class Case:
    """One piece of a reader row as the row ran it (its function, its arguments as they were given,
    the context variables it ran under), the sites it reached, and what it answered (a piece
    given no report: the record rows' first problem, which their row holds equal to what the
    damage must be called)."""
    call: Callable
    args: tuple
    kwargs: dict
    context: contextvars.Context
    reached: set = field(default_factory=set)
    answer: Any = None

    def noticed(self) -> bool:
        """Run again (the report a fresh one): does it report a mismatch, or answer otherwise?"""
        from referee.properties.conformance.oracle import OracleReport

        report = OracleReport("a mutant", label="a mutant")
        args = [report if isinstance(a, OracleReport) else _own(a) for a in self.args]
        result = self.context.run(self.call, *args, **self.kwargs)
        if any(isinstance(a, OracleReport) for a in self.args):
            return bool(report.mismatches or getattr(result, "mismatches", None))
        return bool(result != self.answer)


class Reach:
    """The reader rows run once without a mutant under each ruleset of RULESETS, each piece of
    them (PIECES) kept with the sites it reached: a mutant at a
    site is judged by running again the pieces that reached it, every one of them, a few
    milliseconds each, where the rows' whole run takes seconds."""

    def __init__(self) -> None:
        from referee.properties.conformance import position_domain, record_damage
        from referee.properties.conformance.oracle import OracleReport
        from referee.rules import load_rules

        modules = {"position_domain": position_domain, "value_types": position_domain.value_types,
                   "entry_bounds": position_domain.entry_bounds, "record_damage": record_damage}
        originals = [(modules[m], name, getattr(modules[m], name)) for m, name in PIECES]
        self.cases: list[Case] = []
        self.reached: set[Site] = set()
        running: list[Case] = []
        outside: set[Site] = set()

        def recording(call: Callable) -> Callable:
            def piece(*args, **kwargs):
                if running:                         # a piece inside another: the outer one holds it
                    return call(*args, **kwargs)
                kept = Case(call, tuple(a if isinstance(a, OracleReport) else _own(a) for a in args),
                            dict(kwargs), contextvars.copy_context())
                running.append(kept)
                try:
                    kept.answer = call(*args, **kwargs)
                    return kept.answer
                finally:
                    running.pop()
                    self.cases.append(kept)
            return piece

        def reach(site: Site) -> None:
            self.reached.add(site)
            if running:
                running[-1].reached.add(site)
            else:                                   # a row's work no piece holds: its mutants unjudged
                outside.add(site)

        for module, name, call in originals:
            setattr(module, name, recording(call))
        try:
            with planted(None, "", reach):
                for rules in (load_rules(names) for names in RULESETS):
                    if position_domain.run(rules).mismatches:
                        raise SystemExit("the position rows fail without a mutant: mend them first")
                    if record_damage.run(rules).mismatches:
                        raise SystemExit("the record rows fail without a mutant: mend them first")
        finally:
            for module, name, call in originals:
                setattr(module, name, call)
        if outside:
            raise SystemExit(f"sites reached outside every piece of PIECES (add the piece that reaches them): "
                             f"{sorted(site.name for site in outside)}")

    def noticed(self, site: Site, mutant: str) -> bool | None:
        """Whether a piece that reached the site notices the mutant; None where the mutant changed
        nothing in any of them."""
        changed: list[bool] = []
        with planted(site, mutant, changed=changed):
            noticed = any(case.noticed() for case in self.cases if site in case.reached)
        return noticed if noticed or changed else None


def verdict(reach: Reach, site: Site, mutant: str) -> str:
    if site not in reach.reached:
        return "UNREACHED"
    try:
        noticed = reach.noticed(site, mutant)
    except Exception:                           # a mutant that makes the rows raise is noticed too
        return "KILLED"
    return "UNCHANGED" if noticed is None else "KILLED" if noticed else "SURVIVED"


def run(only: list[str] | None = None) -> list[Outcome]:
    reach = Reach()
    return [Outcome(site.name, mutant, verdict(reach, site, mutant), site.source, site.key)
            for site in sites() if not only or site.name in only for mutant in MUTANTS[site.method]]


def summary(outcomes: list[Outcome]) -> str:
    """The figures docs/verification.md gives: killed of the mutants that change something, by kind."""
    counted = [o for o in outcomes if o.verdict != "UNCHANGED"]
    killed = [o for o in counted if o.verdict == "KILLED"]
    lines = [f"{len(killed)} of {len(counted)} mutants killed at {len({o.site for o in outcomes})} sites "
             f"({len(outcomes) - len(counted)} changed nothing where the rows reached their site)"]
    for mutant in dict.fromkeys(m for ms in MUTANTS.values() for m in ms):
        of = [o for o in counted if o.mutant == mutant]
        lines.append(f"  {mutant:16} {sum(o.verdict == 'KILLED' for o in of)} of {len(of)}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="write the outcomes here as JSON")
    parser.add_argument("--only", nargs="*", help="sites to run (position_reader:46 ...)")
    args = parser.parse_args(argv)
    outcomes = run(args.only)
    for o in outcomes:
        if o.verdict not in ("KILLED", "UNCHANGED"):
            listed = "listed" if (o.key, o.mutant) in SURVIVORS_ALLOWED else "NOT LISTED"
            print(f"{o.verdict:9} {o.site:24} {o.mutant:16} {listed:10} {o.source[:60]}")
    print(summary(outcomes))
    if args.json:
        Path(args.json).write_text(json.dumps([asdict(o) for o in outcomes], indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
