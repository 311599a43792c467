"""The Z3 model as an oracle for the Python referee: the same terms that the region proofs prove things
about are evaluated on concrete positions and compared with what the referee computes.

- region scoring: referee.region_scoring.place_players vs models.region.region_points;
- Noble placement: referee.nobles.place_noble vs models.region.noble_decision;
- chain bonus: referee.nobles.chain_bonuses vs models.region.chain_bonus.

Exhaustive on small cases (every influence 0..max for up to 4 players, every banner length)
and on many generated ones (seeded, reproducible).
"""

from __future__ import annotations

import dataclasses
import itertools
import random
import re
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Sequence, cast, get_args

import z3

from ...engine.nobles import chain_bonuses, place_noble
from ...engine.position import Position
from ...engine.region_scoring import Placing, place_players
from ...messages import Text, render, text, translated
from ...rules import Rules
from ...rules.words import Bonus, OnNewNoble, PlacedBy, TieRule, words
from ..models import region as zm
from ..models.terms import Term, constant
from ..players import PLAYER_NAMES, counts_text
from .account_check import unpaid_reason_problems

# One banner of every length (Dark Tower's rulebook banner, cut), plus the spec's own banners.
BANNER_LENGTHS = ((5,), (5, 4), (5, 4, 2), (5, 4, 2, 1))


@dataclass
class OracleReport:
    what: Text | str             # what was compared (a Text for the exhaustive checks: either language)
    cases: int = 0
    mismatches: list[dict[str, Any]] = field(default_factory=list)
    label: str = ""              # the comparison, a row of `referee check`'s table (the catalogue's "oracle")
    seats: tuple[int, int] | None = None    # the player counts, for a row over more seats than the box
    array: dict[str, Any] | None = None     # the covering array the row played (rule_pairs), shown by --json

    @property
    def ok(self) -> bool:
        return not self.mismatches

    def shown_label(self, lang: str = "en") -> str:
        """The row's name in `lang`: "region scoring, exhaustive multisets, 2-8 players"."""
        label = translated("oracle", self.label, lang)
        if self.seats is None:
            return label
        return render("check.oracle-seats", lang, label=label, low=self.seats[0], high=self.seats[1])


def raised(comparison: str, exc: Exception) -> OracleReport:
    """The report of a comparison stopped by an exception (most often the engine under test raising
    on a round the comparison wrote): `check` names the exception and the line that raised it, and
    goes on with its other comparisons, instead of stopping with a traceback."""
    frame = traceback.extract_tb(exc.__traceback__)[-1]
    at = f"{'/'.join(Path(frame.filename).parts[-2:])}:{frame.lineno} ({frame.name})"
    error = f"{type(exc).__name__}: {exc}"
    return OracleReport(text("check.raised.what", comparison=comparison), cases=1, label="a comparison that raised",
                        mismatches=[{"raised": error, "at": at, "comparison": comparison}])


def guarded(comparison: str, run: Callable[[], list[OracleReport]]) -> list[OracleReport]:
    """run()'s reports, or one report of `raised` where it raises."""
    try:
        return run()
    except Exception as exc:       # noqa: BLE001  a finding of the check (the engine under test failed), not a crash
        return [raised(comparison, exc)]


class ModelValues:
    """Terms evaluated on concrete cases: one Z3 model whose constants are given each case's values
    (only those that changed), then read (much quicker than substituting and simplifying)."""

    def __init__(self) -> None:
        solver = z3.Solver()
        solver.check()
        self.model = solver.model()
        # id -> (constant, its declaration asked of Z3 once, the value given); the constant is kept
        # so that while it lives Z3 gives its id to no other term
        self._given: dict[int, tuple[Term, Any, Term]] = {}

    def load(self, subst: Iterable[tuple[Term, Term]]) -> None:
        for const, value in subst:
            key = const.get_id()
            given = self._given.get(key)
            if given is None or given[2] is not value:    # values are made once each (models.terms.constant)
                decl = const.decl() if given is None else given[1]
                self.model.update_value(decl, value)
                self._given[key] = (const, decl, value)

    def eval(self, term: Term) -> Term:
        return self.model.eval(term, model_completion=True)


NUMBER = re.compile(r"\(- (\d+)\)|(\d+)")


class Packed:
    """Integer and Boolean terms read in one evaluation: a value of a Z3 datatype holding them all
    (a Boolean as 1 or 0), whose text "(ints 1 0 (- 2) ...)" is read back here: much quicker than one
    evaluation per term."""

    def __init__(self, terms: Sequence[Term]) -> None:
        ints = [z3.If(t, 1, 0) if z3.is_bool(t) else t for t in terms]
        packed = z3.Datatype(f"Ints{len(ints)}")
        packed.declare("ints", *[(f"i{k}", z3.IntSort()) for k in range(len(ints))])
        self.term = packed.create().ints(*ints)

    def read(self, values: ModelValues) -> list[int]:
        got = values.eval(self.term).sexpr()
        return [int(a or b) * (-1 if a else 1) for a, b in NUMBER.findall(got)]


_SHARED: list[ModelValues] = []     # made on first use, not at import


def _values(subst: Iterable[tuple[Term, Term]]) -> ModelValues:
    """The shared evaluator, its constants set to those of `subst`."""
    if not _SHARED:
        _SHARED.append(ModelValues())
    _SHARED[0].load(subst)
    return _SHARED[0]


def _evaluate(term: Term, subst: Iterable[tuple[Term, Term]]) -> int:
    """The term's value with the constants of `subst` set to theirs."""
    return int(_values(subst).eval(term).as_long())


class RegionOracle:
    """Caches one symbolic model per (players, banner); with any_banner, one per player count over a
    symbolic banner whose values each case sets (for cases drawn with their own banners)."""

    def __init__(self, rules: Rules, any_banner: bool = False) -> None:
        self.rules, self.any_banner = rules, any_banner
        self._models: dict[tuple[int, tuple[int, ...] | None], tuple[list[Term], zm.Banner, Packed]] = {}

    def model(self, n: int, banner: tuple[int, ...]) -> tuple[list[Term], zm.Banner, Packed]:
        """(influence terms, banner terms, every player's points packed for one evaluation)."""
        key = (n, None if self.any_banner else banner)
        if key not in self._models:
            xs = [z3.Int(f"x{i}") for i in range(n)]
            terms = zm.Banner.symbolic("oracle") if self.any_banner else zm.Banner.concrete(banner)
            self._models[key] = (xs, terms, Packed(zm.region_points(self.rules, xs, terms).points))
        return self._models[key]

    def points(self, influence: list[int], banner: tuple[int, ...]) -> list[int]:
        xs, terms, points = self.model(len(influence), banner)
        subst = [(x, constant(v)) for x, v in zip(xs, influence)]
        if self.any_banner:
            subst += [(terms.length, constant(len(banner)))]
            subst += [(t, constant(banner[k] if k < len(banner) else 0)) for k, t in enumerate(terms.values)]
        return points.read(_values(subst))

    def referee_placings(self, influence: list[int], banner: tuple[int, ...]) -> list[Placing]:
        players = PLAYER_NAMES[:len(influence)]
        paid = self.rules.scoring.paid_places(len(influence))
        return place_players(dict(zip(players, influence)), banner, paid, self.rules.scoring.min_influence,
                             self.rules.scoring.tie_rule, ranking=self.rules.choice("tie-ranking"),
                             tie_paid=self.rules.choice("tie-paid-place"))

    def compare(self, influence: Sequence[int], banner: Sequence[int], report: OracleReport) -> None:
        """The points against the model's, and the reason each unpaid placing gives against the place
        and the banner (account_check.unpaid_reason_problems: the account says it to the players)."""
        report.cases += 1
        placings = self.referee_placings(list(influence), tuple(banner))
        by_player = {pl.player: pl.points for pl in placings}
        expected = self.points(list(influence), tuple(banner))
        got = [by_player.get(p) for p in PLAYER_NAMES[:len(influence)]]     # None: a player left out
        said = [problem for pl in placings for problem in unpaid_reason_problems(
            self.rules, pl.to_dict() | {"region": "the region", "players": len(influence)}, list(banner))]
        if expected != got or said:
            report.mismatches.append({"influence": list(influence), "banner": list(banner),
                                      "model": expected, "referee": got} | ({"reasons": said} if said else {}))


def region_banners(rules: Rules) -> list[tuple[int, ...]]:
    seen = list(BANNER_LENGTHS)
    for r in rules.regions:
        if tuple(r.banner) not in seen:
            seen.append(tuple(r.banner))
    return seen


def exhaustive_regions(rules: Rules, max_influence: int = 3, max_players: int = 4) -> OracleReport:
    report = OracleReport(f"region scoring, influence 0..{max_influence}, 2..{max_players} players, "
                          "every banner length",
                          label="region scoring, exhaustive")
    oracle = RegionOracle(rules)
    for n in range(2, max_players + 1):
        for banner in region_banners(rules):
            for influence in itertools.product(range(max_influence + 1), repeat=n):
                oracle.compare(influence, banner, report)
    return report


def random_banner(rng: random.Random) -> tuple[int, ...]:
    return tuple(sorted((rng.randint(0, 9) for _ in range(rng.randint(1, 4))), reverse=True))


def generated_regions(rules: Rules, count: int, seed: int = 0) -> OracleReport:
    """`count` cases under the rules, and half as many under each other [scoring] tie_rule a variant
    may choose (the same rulings): a tie rule's branch of the engine that the ruleset never takes
    still meets the model, with every player count (a split-evenly tie reaching a paid place past
    its span needs five players)."""
    others = [tie for tie in words(TieRule) if tie != rules.scoring.tie_rule]
    report = OracleReport(f"region scoring, {count} generated cases ({counts_text(rules)} players, influence 0..19, "
                          f"any banner) and {count // 2} under each other tie rule ({', '.join(others)})",
                          label="region scoring, generated")
    rng = random.Random(seed)
    for tie, cases in [(rules.scoring.tie_rule, count)] + [(tie, count // 2) for tie in others]:
        ruled = dataclasses.replace(rules, scoring=dataclasses.replace(rules.scoring, tie_rule=cast(TieRule, tie)))
        oracle = RegionOracle(ruled, any_banner=True)
        for _ in range(cases):
            n = rng.randint(rules.min_players, rules.max_players)
            oracle.compare([rng.choice((0, 1, 2, 3, rng.randint(0, 19))) for _ in range(n)], random_banner(rng),
                           report)
    return report


# ---------------------------------------------------------------- Nobles

def _noble_configs(rules: Rules, n: int) -> Iterator[list[str]]:
    """Every legal list of old Nobles in one region for n players (each player at most once)."""
    players = PLAYER_NAMES[:n]
    limit = rules.nobles.max_per_region or n
    for size in range(0, min(limit, n) + 1):
        yield from (list(c) for c in itertools.combinations(players, size))


def exhaustive_nobles(rules: Rules, max_markers: int = 3, max_players: int = 3) -> OracleReport:
    """Every case of markers 0..max_markers for 2..max_players players and every legal set of old
    Nobles, under the rules; then markers 0..2 of max_players players under every other combination
    of the Noble decision's words ([nobles] placed_by, on_new_noble) and a region's limit (the
    rules' and unlimited, or one), the same rulings: a branch of the decision the ruleset never
    takes (any leader in a full region, several tied leaders replacing ...) still meets the model.
    Each decision names every new Noble once, as placed or also placed."""
    nobles = rules.nobles
    limits = (nobles.max_per_region, 0 if nobles.max_per_region else 1)      # the rules' and another
    others = [(f"placed_by = {by}, on_new_noble = {new}, max_per_region = {limit}",
               dataclasses.replace(nobles, placed_by=by, on_new_noble=new, max_per_region=limit))
              for by in get_args(PlacedBy) for new in get_args(OnNewNoble) for limit in limits
              if (by, new, limit) != (nobles.placed_by, nobles.on_new_noble, nobles.max_per_region)]
    report = OracleReport(f"Noble placement, markers 0..{max_markers}, 2..{max_players} players, "
                          f"every legal set of old Nobles; markers 0..2 of {max_players} under each other "
                          f"placed_by, on_new_noble and a region's limit ({len(others)} more rules)",
                          label="Noble placement, exhaustive")
    for n in range(2, max_players + 1):
        _noble_cases(rules, n, max_markers, report)
    for change, changed in others:
        _noble_cases(dataclasses.replace(rules, nobles=changed), max_players, 2, report, f"[nobles] {change}")
    return report


def _noble_cases(rules: Rules, n: int, max_markers: int, report: OracleReport, changed: str = "") -> None:
    """The engine's Noble decision against the model's, n players, markers 0..max_markers each,
    every legal set of old Nobles in the region; `changed` names a change of the rules, for the record."""
    region = rules.roads.route[0]
    players = list(PLAYER_NAMES[:n])
    ms = [z3.Int(f"m{i}") for i in range(n)]
    hs = [z3.Int(f"h{i}") for i in range(n)]
    decision = zm.noble_decision(rules, ms, hs)
    packed = Packed(list(decision.after) + list(decision.returned))
    for old in _noble_configs(rules, n):
        for markers in itertools.product(range(max_markers + 1), repeat=n):
            report.cases += 1
            pos = Position(players=players, king=region,
                           markers={region: {p: c for p, c in zip(players, markers) if c}} if any(markers) else {},
                           nobles={region: list(old)} if old else {}, scores={p: 0 for p in players},
                           supply={p: 10 for p in players})
            influence = pos.influence(region, rules.scoring.noble_influence)
            told = place_noble(pos, region, influence, rules)
            assert pos.supply is not None
            got_after = [pos.nobles_in(region).count(p) for p in players]
            got_returned = [pos.supply[p] - 10 for p in players]
            subst = [(m, constant(v)) for m, v in zip(ms, markers)]
            subst += [(h, constant(old.count(p))) for h, p in zip(hs, players)]
            want = packed.read(_values(subst))
            new = sorted(p for p, after in zip(players, want[:n]) if after > old.count(p))
            named = list(told.placed_all)
            moved = bool(new) or list(want[:n]) != [old.count(p) for p in players]
            why = _why_noble(rules, influence) if moved else \
                _why_no_noble(rules, influence, dict(zip(players, markers)), old)
            names_wrong, reason_wrong = sorted(named) != new, why != told.reason
            stay = _kept_and_removed(old, dict(zip(players, want[:n])), named)
            stay_wrong = (list(told.kept), list(told.removed)) != stay
            if (got_after, got_returned) != (want[:n], want[n:]) or names_wrong or reason_wrong or stay_wrong:
                report.mismatches.append({"markers": list(markers), "old_nobles": old,
                                          "model": [want[:n], want[n:]], "referee": [got_after, got_returned]}
                                         | ({"named new": named, "new": new} if names_wrong else {})
                                         | ({"reason": told.reason, "why": why} if reason_wrong else {})
                                         | ({"kept and removed": [list(told.kept), list(told.removed)],
                                             "staying and leaving": list(stay)} if stay_wrong else {})
                                         | ({"changed": changed} if changed else {}))


def _kept_and_removed(old: list[str], after: dict[str, int], placed: list[str]) -> tuple[list[str], list[str]]:
    """The old Nobles that stay and those that leave, each in the order they were placed ("Nobles"):
    a player's Nobles after the decision, less those placed in it, are old ones that stay, their
    oldest first; the rest of the old ones leave. A decision that places nothing keeps them all."""
    quota = {p: after[p] - placed.count(p) for p in after}
    kept: list[str] = []
    removed: list[str] = []
    for owner in old:
        (kept if quota[owner] > 0 else removed).append(owner)
        quota[owner] -= 1
    return kept, removed


def _leaders(rules: Rules, influence: dict[str, int]) -> list[str]:
    """"Nobles": the players with the most influence in the region, none below the minimum."""
    top = max(influence.values(), default=0)
    return [p for p, n in influence.items() if n == top] if top >= rules.scoring.min_influence else []


def _why_noble(rules: Rules, influence: dict[str, int]) -> str:
    """"Nobles": a decision that places or takes away a Noble is the leaders': the one player with
    the most influence, or the players tied for it (who place under placed_by = any-leader)."""
    return "sole-leader" if len(_leaders(rules, influence)) == 1 else "tied-leaders"


def _why_no_noble(rules: Rules, influence: dict[str, int], markers: dict[str, int], old: list[str]) -> str:
    """"Nobles": why a region's Noble decision changes nothing, read from the rules and the region:
    nobody with the minimum influence; Nobles never placed; tied leaders where only a sole leader
    places; replacing, the leaders already hold the Nobles or are more than the region's limit;
    stacking, the first leader (seat order, the decision's documented choice) holds as many as a
    player may, has no marker there, or the region is full."""
    nobles = rules.nobles
    leaders = _leaders(rules, influence)
    if not leaders:
        return "no-influence"
    if nobles.placed_by == "none":
        return "never-placed"
    if len(leaders) > 1 and nobles.placed_by == "sole-leader":
        return "tie-for-most"
    if nobles.on_new_noble == "replace":
        return "already-holds" if sorted(leaders) == sorted(old) else "region-full"
    first = leaders[0]
    return ("already-holds" if old.count(first) >= nobles.max_per_player_per_region
            else "no-marker" if markers[first] < 1 else "region-full")


# ---------------------------------------------------------------- chain bonus

def exhaustive_chains(rules: Rules) -> OracleReport:
    """Every scored region and every set of one owner's Nobles (8 x 2^7) under the rules; then,
    under each other [nobles] bonus a variant may choose, every set of up to three other Nobles:
    a way of counting the bonus the ruleset never takes still meets the model."""
    others = [b for b in get_args(Bonus) if b != rules.nobles.bonus]
    report = OracleReport("chain bonus, every scored region and every set of one owner's Nobles (8 x 2^7); up to "
                          f"three other Nobles under each other bonus ({', '.join(others)})",
                          label="chain bonus, exhaustive")
    _chain_cases(rules, report, len(rules.roads.route))
    for bonus in others:
        _chain_cases(dataclasses.replace(rules, nobles=dataclasses.replace(rules.nobles, bonus=bonus)), report, 3)
    return report


def _chain_cases(rules: Rules, report: OracleReport, most: int) -> None:
    """The engine's chain bonus against the model's, each region scored, with every set of at most
    `most` of the owner's Nobles elsewhere; the regions each bonus counts listed along the route."""
    route = list(rules.roads.route)
    owned = {r: z3.Bool(f"noble_{r}") for r in route}
    owner = PLAYER_NAMES[0]
    for region in route:
        bonus, _ = zm.chain_bonus(rules, region, owned)
        others = [r for r in route if r != region]
        for bits in itertools.product((False, True), repeat=len(others)):
            if sum(bits) > most:
                continue
            report.cases += 1
            held = {region} | {r for r, b in zip(others, bits) if b}
            pos = Position(players=[owner, PLAYER_NAMES[1]], king=region,
                           nobles={r: [owner] for r in held}, scores={owner: 0, PLAYER_NAMES[1]: 0})
            paid = chain_bonuses(pos, region, rules, placed=(owner,))
            got: list[int | str] = [b.points for b in paid]
            subst = [(owned[r], z3.BoolVal(r in held)) for r in route]
            want = [_evaluate(bonus, subst)]
            # the regions a bonus counts, as the account and the sheet list them: along the King's route,
            # each once, the scored region among them and none the owner holds no Noble in
            listed = [list(b.chain) for b in paid]
            if any(chain != [r for r in route if r in chain] or region not in chain or not set(chain) <= held
                   for chain in listed):
                got = got + [f"regions listed {[rules.board.name(r) for r in chain]}" for chain in listed]
            if got != want:
                report.mismatches.append({"region": rules.board.name(region),
                                          "nobles": [rules.board.name(r) for r in sorted(held)],
                                          "model": want, "referee": got, "bonus": rules.nobles.bonus})


def run_all(rules: Rules, generated: int = 2000, seed: int = 0) -> list[OracleReport]:
    return [exhaustive_regions(rules), generated_regions(rules, generated, seed),
            exhaustive_nobles(rules), exhaustive_chains(rules)]
