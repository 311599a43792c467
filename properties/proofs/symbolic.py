"""The engine's own code under symbolic execution: `referee check --symbolic`.

The Z3 proofs of the catalogue are about a model; conformance runs show the engine agrees with it
on the rounds drawn. Here the engine's Python itself is run symbolically by CrossHair, through
Hypothesis's CrossHair backend (hypothesis-crosshair): every draw is a Z3 variable, every branch
the engine takes is a path, and CrossHair explores paths until none is left. When it has explored
every path within the stated bounds, the property holds of the engine's code for every input in
those bounds, not only for the inputs tried: PROVED (engine code). When it stops first (a path it
could not follow, or too many paths), it says NOT EXHAUSTED and claims nothing. A counterexample is
FAILED, with the input.

Each property compares an engine function with a second reading of the same rules written apart
from it: the closed form of region scoring (properties.conformance.closed_form), the card count of "Choosing
cards" stated once in properties.statements.invariants (count_fits), the King's steps read from [roads] by
the round model (properties.models.round.king_steps).

Out of reach, and said so by `check --symbolic`: the Noble chain (Board.bonus_regions asks networkx for a
connected component; CrossHair would follow networkx's own loops over a symbolic set), the batch
simulator's numba kernels (compiled code), and whole rounds (too many paths): those are held by the
conformance run of plain `check` and by `check --exhaustive`.
"""

from __future__ import annotations

import functools
import gc
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterator

from ...engine.cards import Card
from ...messages import Text, text
from ...rules import Rules
from ..players import PLAYER_NAMES

if TYPE_CHECKING:
    from hypothesis import settings

BACKEND = "referee-crosshair"       # hypothesis-crosshair's provider, which also says whether it verified
MAX_PATHS = 5000                    # test cases Hypothesis may run per property (CrossHair's paths among them)
PROVED, NOT_EXHAUSTED, FAILED = "PROVED", "NOT EXHAUSTED", "FAILED"
TELL_SECONDS = 4.5                  # a progress line this often while paths are explored (a path ends < 0.5 s later)
SEED = 32


@dataclass
class Exploration:
    """What CrossHair reported while one property ran."""
    verified: bool = False           # every path explored, none of them skipped as unexplorable
    paths: int = 0                   # test cases run symbolically
    skipped: list[str] = field(default_factory=list)
    failed: bool = False             # a case failed: Hypothesis goes on to shrink it
    tell: Callable[[int], None] | None = None    # told the paths so far, at most every TELL_SECONDS
    told: float = field(default_factory=time.monotonic)

    def path_done(self) -> None:
        self.paths += 1
        if self.tell is not None and time.monotonic() - self.told >= TELL_SECONDS:
            self.told = time.monotonic()
            self.tell(self.paths)


_CURRENT = Exploration()


def current() -> Exploration:
    """The Exploration of the property running (properties.proofs.crosshair_recorder writes into it)."""
    return _CURRENT


def _register_backend() -> None:
    """Hypothesis reads its backends from a table of providers by dotted name: BACKEND is
    hypothesis-crosshair's provider with a listener (properties.proofs.crosshair_recorder)."""
    from hypothesis.internal.conjecture.providers import AVAILABLE_PROVIDERS

    AVAILABLE_PROVIDERS.setdefault(BACKEND, f"{__package__}.crosshair_recorder.RecordingProvider")


@dataclass(frozen=True)
class EngineProperty:
    """One property of engine functions, explored symbolically within bounds."""
    id: str
    functions: tuple[str, ...]                     # the engine's functions run symbolically
    bounds: Callable[[Any, tuple[int, ...]], Text]  # (rules, players) -> the bounds, in words
    build: Callable[[Any, tuple[int, ...]], list[Callable[[], None]]]   # (rules, players) -> Hypothesis tests


@dataclass
class SymbolicResult:
    property: EngineProperty
    status: str                      # PROVED | NOT EXHAUSTED | FAILED
    paths: int
    seconds: float
    bounds: Text
    counterexample: str = ""         # Hypothesis's falsifying example (a call: the same in every language)
    broken: Text | None = None       # what the engine did wrong, in words
    skipped: list[str] = field(default_factory=list)

    def to_dict(self, lang: str) -> dict[str, Any]:
        data = {"id": self.property.id, "status": self.status, "functions": list(self.property.functions),
                "bounds": self.bounds.render(lang), "paths": self.paths, "seconds": round(self.seconds, 1)}
        if self.counterexample:
            what = self.broken.render(lang) if self.broken is not None else ""
            data["counterexample"] = "\n".join(part for part in (what, self.counterexample) if part)
        if self.skipped:
            data["skipped"] = sorted(set(self.skipped))
        return data


@contextmanager
def _objects_kept_out_of_collection() -> Iterator[None]:
    """CrossHair makes and drops objects by the million, so Python's collector runs its full pass
    over every object the process holds again and again: after a few conformance runs (the test
    suite) the card count took 11 s instead of 2 s. The objects that exist before the exploration
    are set aside from collection while it runs (gc.freeze), and given back after."""
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def explore(prop: EngineProperty, rules: Rules, players: tuple[int, ...] = (2, 3, 4),
            progress: Callable[[Text], None] | None = None) -> SymbolicResult:
    """Run one property under CrossHair and say what it established (progress: told each part)."""
    _register_backend()             # CrossHair's own modules loaded first: set aside with the rest
    with _objects_kept_out_of_collection():
        return _explore(prop, rules, players, progress)


def _explore(prop: EngineProperty, rules: Rules, players: tuple[int, ...],
             progress: Callable[[Text], None] | None) -> SymbolicResult:
    global _CURRENT
    from hypothesis import seed

    started = time.monotonic()
    paths, skipped, verified, counterexample, broken = 0, [], True, "", None
    tests = prop.build(rules, players)
    for part, test in enumerate(tests, 1):      # each part explored apart: fewer paths for the solver at once
        if progress:
            progress(text("symbolic.progress", id=prop.id, part=part, parts=len(tests)))
        _CURRENT = Exploration()
        if progress:
            _CURRENT.tell = lambda n, part=part: progress(text("symbolic.paths", id=prop.id, part=part,
                                                               parts=len(tests), n=n))
        try:
            seed(SEED)(test)()        # seeded: the same run every time (and Hypothesis prints no seed)
        except _Verified:
            pass
        except AssertionError as exc:
            broken = _broken(exc.args[0]) if exc.args else None
            notes = getattr(exc, "__notes__", [])
            counterexample = "\n".join(notes if broken is not None else [str(exc), *notes]).strip() or str(exc)
        paths += _CURRENT.paths
        skipped += _CURRENT.skipped
        verified = verified and _CURRENT.verified
        if counterexample:
            break
    seconds = time.monotonic() - started
    if counterexample:
        status = FAILED
    elif verified and not skipped:
        status = PROVED
    else:
        status = NOT_EXHAUSTED
    return SymbolicResult(prop, status, paths, seconds, prop.bounds(rules, players), counterexample, broken,
                          skipped)


def _broken(payload: object) -> Text | None:
    """What an assertion says the engine did wrong, in words. The properties assert with a plain
    (key, values) pair, turned into a sentence only here, once Hypothesis has replayed the case with
    concrete values: building a Text inside a symbolic run makes CrossHair drop the path ("proxy
    intolerance"), and the failure with it."""
    if not (isinstance(payload, tuple) and len(payload) == 2 and isinstance(payload[1], dict)):
        return None
    key, values = payload
    return text(key, **{name: _shown(value) for name, value in values.items()})


def _shown(value: object) -> object:
    """A value of an assertion as its sentence shows it: a message key (MessageKey) as its words,
    words listed with commas, numbers as a list."""
    if isinstance(value, MessageKey):
        return text(value.key)
    if isinstance(value, (list, tuple)):
        return ", ".join(value) if all(isinstance(v, str) for v in value) and value else str(list(value))
    return value


@dataclass(frozen=True)
class MessageKey:
    """A message named in an assertion, rendered only by _broken (plain data in the symbolic run)."""
    key: str


def symbolic_settings() -> settings:
    from hypothesis import HealthCheck, Phase, settings

    return settings(backend=BACKEND, max_examples=MAX_PATHS, deadline=None, database=None, derandomize=False,
                    phases=(Phase.generate, Phase.shrink),
                    # CrossHair runs the engine's code symbolically, far slower than Hypothesis expects of
                    # one example: on a loaded machine too_slow would stop the run (no other check fires)
                    suppress_health_check=[HealthCheck.too_slow],
                    report_multiple_bugs=False)


class _Verified(BaseException):
    """Raised through Hypothesis once CrossHair has explored every path: Hypothesis would go on with
    random examples up to MAX_PATHS (20,000 calls for 120 paths, most of the time), which prove
    nothing more. A BaseException, so that Hypothesis does not take it for a failure."""


def until_verified(test: Callable[..., None]) -> Callable[..., None]:
    """The property's body, stopped by _Verified on the first call after CrossHair verified it. Not
    once a case has failed: CrossHair may say "verified" after reporting a failure (no failure
    other than that one), and Hypothesis must then go on to shrink and report it."""
    @functools.wraps(test)
    def body(*args: Any, **kwargs: Any) -> None:
        if _CURRENT.verified and not _CURRENT.failed:
            raise _Verified
        try:
            return test(*args, **kwargs)
        except AssertionError:
            _CURRENT.failed = True
            raise
    return body


# ---------------------------------------------------------------- region scoring

BANNER_SHAPES = ((9,), (9, 7), (9, 7, 4), (9, 7, 4, 2))   # distinct values: points name the place paid
MAX_INFLUENCE = 20


def _region_bounds(rules: Rules, players: tuple[int, ...]) -> Text:
    return text("symbolic.bounds.region", low=players[0], high=players[-1], max=MAX_INFLUENCE,
                shapes=len(BANNER_SHAPES), tie_rule=rules.scoring.tie_rule)


def _region_tests(rules: Rules, players: tuple[int, ...]) -> list[Callable[[], None]]:
    """place_players and sole_leader against the closed form, for every influence in bounds: one
    test per number of players and banner shape."""
    from hypothesis import given
    from hypothesis import strategies as st

    from ...engine.nobles import sole_leader
    from ...engine.region_scoring import place_players
    from ..conformance.closed_form import closed_form_leader, closed_form_points

    minimum = rules.scoring.min_influence
    tie_rule, ranking, tie_paid = rules.scoring.tie_rule, rules.choice("tie-ranking"), rules.choice("tie-paid-place")

    def region_scoring(values: list[int], banner: tuple[int, ...]) -> None:
        names = PLAYER_NAMES[:len(values)]
        influence = dict(zip(names, values))
        paid = rules.scoring.paid_places(len(values))
        placings = place_players(influence, banner, paid, minimum, tie_rule=tie_rule, ranking=ranking,
                                 tie_paid=tie_paid)
        placed = {p.player: p.points for p in placings}
        want = closed_form_points(tuple(values), banner, paid, minimum, tie_rule, ranking, tie_paid)
        got = [placed[p] for p in names]
        assert got == want, ("symbolic.broken.region", {"influence": values, "got": got, "want": want})
        leader = closed_form_leader(tuple(values), minimum)
        found = sole_leader(influence, minimum)
        assert found == (names[leader] if leader is not None else None), \
            ("symbolic.broken.leader", {"influence": values, "got": found})

    def one(n: int, banner: tuple[int, ...]) -> Callable[[], None]:
        influences = st.lists(st.integers(0, MAX_INFLUENCE), min_size=n, max_size=n)
        explored = given(influences, st.just(banner))(until_verified(region_scoring))
        test: Callable[[], None] = symbolic_settings()(explored)
        return test

    return [one(n, banner) for n in players for banner in BANNER_SHAPES]


# ---------------------------------------------------------------- card count

MAX_SUPPLY = 12


def _count_bounds(rules: Rules, players: tuple[int, ...]) -> Text:
    return text("symbolic.bounds.count", supply=MAX_SUPPLY, most=rules.round.cards_per_round + 1)


def _count_tests(rules: Rules, players: tuple[int, ...]) -> list[Callable[[], None]]:
    """The engine's count check (selection._count_problems, the only source of TOO_MANY_CARDS and
    TOO_FEW_CARDS in selection_problems) finds a wrong number of cards exactly when "Choosing cards"
    says so. The check itself, not the whole selection: each card's own checks say nothing of the
    count and multiply the paths."""
    from hypothesis import given
    from hypothesis import strategies as st

    from ...engine.position import Position
    from ...engine.selection import Selection, _count_problems
    from ..statements.invariants import count_fits

    per_round = rules.round.cards_per_round
    at_most = rules.choice("card-count-when-short") == "supply-at-round-start-at-most"
    specials = rules.choice("no-markers-no-cards") == "special-cards-allowed"
    region = rules.roads.route[0]

    @symbolic_settings()
    @given(st.integers(0, MAX_SUPPLY), st.lists(st.integers(0, len(KINDS) - 1), max_size=per_round + 1),
           st.booleans())
    @until_verified
    def card_count(supply: int, codes: list[int], first: bool) -> None:
        cards: list[Card] = [DrawnCard(code, region) for code in codes]
        position = Position(players=list(PLAYER_NAMES[:2]), king=region, supply={PLAYER_NAMES[0]: supply})
        problems = _count_problems(cards, position, rules, Selection(PLAYER_NAMES[0], first=first))
        wrong = any(p.code in ("TOO_MANY_CARDS", "TOO_FEW_CARDS") for p in problems)
        fits = count_fits(cards, not first, supply, per_round, at_most)
        # the ruling no-markers-no-cards = special-cards-allowed: with no marker, Dragons and Witches only
        fits = fits or (specials and supply == 0 and len(cards) <= per_round
                        and all(c.kind in ("dragon", "witch") for c in cards))
        assert wrong != fits, ("symbolic.broken.count", {
            "n": len(cards), "kinds": [c.kind for c in cards], "supply": supply,
            "selection": MessageKey("play.the-selection" if first else "play.the-reselection"),
            "verdict": MessageKey("symbolic.refuses" if wrong else "symbolic.accepts")})

    return [card_count]


KINDS = ("region", "knight", "dragon", "witch")


class DrawnCard(Card):
    """A card whose kind is KINDS[code], read only when the engine reads it. With a symbolic code,
    CrossHair splits the paths where the engine looks at a card's kind, not where the card is drawn:
    a selection of four cards is then a few paths, not one per arrangement of kinds (4**4). Card's
    fields are properties here; everything else (is_region, identity, label) is Card's own."""

    code: int
    region_number: int

    def __init__(self, code: int, region: int) -> None:    # pylint: disable=super-init-not-called
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "region_number", region)

    @property
    def kind(self) -> str:
        return KINDS[self.code]

    @property
    def region(self) -> int | None:
        return self.region_number if KINDS[self.code] == "region" else None

    @property
    def declined(self) -> bool | None:
        return None


# ---------------------------------------------------------------- the King's path

def _king_bounds(rules: Rules, players: tuple[int, ...]) -> Text:
    return text("symbolic.bounds.king", regions=len(rules.roads.route))


def _king_tests(rules: Rules, players: tuple[int, ...]) -> list[Callable[[], None]]:
    """Board.king_path against the King's steps read from [roads] by the round model."""
    from hypothesis import given
    from hypothesis import strategies as st

    from ..models.round import king_steps

    steps = king_steps(rules)
    route = list(rules.roads.route)

    @symbolic_settings()
    @given(st.sampled_from(route), st.integers(1, len(route)))
    @until_verified
    def king_path(start: int, count: int) -> None:
        want = [start]
        while len(want) < count and steps[want[-1]] not in want:
            want.append(steps[want[-1]])
        got = rules.board.king_path(start, count)
        assert got == want, ("symbolic.broken.king", {"start": start, "count": count, "got": got, "want": want})

    return [king_path]


PROPERTIES = (
    EngineProperty("region-scoring", ("region_scoring.place_players", "region_scoring.group_points",
                                      "region_scoring.place_value", "nobles.sole_leader", "nobles.top_players"),
                   _region_bounds, _region_tests),
    EngineProperty("card-count", ("selection._count_problems", "selection.cards_required",
                                  "selection._no_marker_specials"),
                   _count_bounds, _count_tests),
    EngineProperty("king-path", ("Board.king_path", "Board.next_for_king"), _king_bounds, _king_tests),
)
BY_ID = {p.id: p for p in PROPERTIES}
OUT_OF_REACH = ("symbolic.out.chain", "symbolic.out.kernels", "symbolic.out.rounds")


def run(rules: Rules, players: tuple[int, ...] = (2, 3, 4),
        progress: Callable[[Text], None] | None = None) -> list[SymbolicResult]:
    """Every property on one ruleset."""
    return [explore(prop, rules, players, progress) for prop in PROPERTIES]
