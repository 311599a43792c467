"""Public Hypothesis strategies for King's Road: positions, rounds (marker placements or real
cards) and whole game records. Use them in your own tests:

    from hypothesis import given
    from .strategies import positions_and_rounds
    from ..rules import load_rules

    @given(positions_and_rounds(load_rules()))
    def test_mine(case):
        position, rnd = case
        ...

Every position drawn is legal for the rules given: the player counts they allow, at most the
Nobles the rules allow, supplies known and each player's markers (board + Nobles + supply + score
track) totalling exactly markers_per_player, scores below the end threshold, no Dragon yet.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Callable, Iterable, Protocol, TypeVar

from hypothesis import strategies as st
from hypothesis.strategies import DrawFn, SearchStrategy

from ..engine.position import Position
from ..rules import Rules
from .players import PLAYER_NAMES
from .rounds import MAX_CARDS, CardRound, Plays, Round

T = TypeVar("T")


@lru_cache(maxsize=None)
def _integers(lo: int, hi: int) -> SearchStrategy[int]:
    """st.integers(lo, hi), made once: a position draws a hundred of them, and building and
    validating a new strategy for each draw was most of the time of drawing a position."""
    return st.integers(lo, hi)


@lru_cache(maxsize=None)
def _sampled(options: tuple[T, ...]) -> SearchStrategy[T]:
    """st.sampled_from(options), made once (as _integers)."""
    return st.sampled_from(options)


_MARKER_TOPS = (2, 4, 6, 19)     # the most markers one region gets, drawn per region


def banners() -> SearchStrategy[tuple[int, ...]]:
    """A banner: 1-4 non-increasing non-negative integers."""
    return st.lists(st.integers(0, 9), min_size=1, max_size=4).map(lambda v: tuple(sorted(v, reverse=True)))


class Pick(Protocol):
    """Where a position's or a round's choices come from: Hypothesis (shrinkable) or a seeded Random."""

    def integer(self, lo: int, hi: int) -> int: ...
    def choice(self, options: Iterable[T]) -> T: ...
    def some_of(self, options: Iterable[T], max_size: int, unique: bool = False) -> list[T]: ...
    def banner(self) -> tuple[int, ...]: ...


class HypothesisPick:
    """The choices a position or a round is made of, drawn by Hypothesis (shrinkable)."""

    def __init__(self, draw: DrawFn) -> None:
        self.draw = draw

    def integer(self, lo: int, hi: int) -> int:
        return self.draw(_integers(lo, hi))

    def choice(self, options: Iterable[T]) -> T:
        chosen: T = self.draw(_sampled(tuple(options)))       # _sampled's cache keeps no element type
        return chosen

    def some_of(self, options: Iterable[T], max_size: int, unique: bool = False) -> list[T]:
        return self.draw(st.lists(_sampled(tuple(options)), max_size=max_size, unique=unique))

    def banner(self) -> tuple[int, ...]:
        return self.draw(banners())


class RandomPick:
    """The same choices from a seeded random.Random: a hundred times cheaper than Hypothesis's
    draws, for the rounds `referee check` generates in bulk (no shrinking: a broken round is shown
    as drawn). Like Hypothesis, it draws an integer's bounds more often than the values between."""

    EDGE = 0.2              # chance of each bound when the range has more than two values

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def integer(self, lo: int, hi: int) -> int:
        if hi - lo >= 2 and self.rng.random() < 2 * self.EDGE:
            return lo if self.rng.random() < 0.5 else hi
        return self.rng.randint(lo, hi)

    def choice(self, options: Iterable[T]) -> T:
        return self.rng.choice(list(options))

    def some_of(self, options: Iterable[T], max_size: int, unique: bool = False) -> list[T]:
        pool = list(options)
        size = self.integer(0, min(max_size, len(pool)) if unique else max_size)
        return self.rng.sample(pool, size) if unique else [self.rng.choice(pool) for _ in range(size)]

    def banner(self) -> tuple[int, ...]:
        return tuple(sorted((self.rng.randint(0, 9) for _ in range(self.rng.randint(1, 4))), reverse=True))


@st.composite
def positions(draw: DrawFn, rules: Rules, n_players: int | None = None, custom_banners: bool = True,
              min_score: int = 0) -> Position:
    """A legal position at the start of a round under `rules`."""
    return pick_position(HypothesisPick(draw), rules, n_players, custom_banners, min_score)


def pick_position(pick: Pick, rules: Rules, n_players: int | None = None, custom_banners: bool = True,
                  min_score: int = 0) -> Position:
    """A legal position at the start of a round under `rules`, from `pick`'s choices."""
    lo, hi = rules.min_players, rules.max_players
    n = n_players if n_players is not None else pick.integer(lo, hi)
    players = list(PLAYER_NAMES[:n])
    route = list(rules.roads.route)
    king = pick.choice(route)

    limit = rules.nobles.max_per_region or n
    per_player = rules.nobles.max_per_player_per_region
    nobles: dict[int, list[str]] = {}
    for region in route:
        if pick.integer(0, 2) == 0:      # about a third of the regions hold Nobles
            pool = [p for p in players for _ in range(per_player)]
            owners = pick.some_of(pool, max_size=min(limit, len(pool)))
            owners = [o for i, o in enumerate(owners) if owners[:i].count(o) < per_player]
            if owners:
                nobles[region] = owners

    comp = rules.components
    markers, supply = spread_markers(rules, players, nobles,
                                     lambda left: pick.integer(0, max(0, min(left, pick.choice(_MARKER_TOPS)))))

    threshold = rules.end.threshold
    scores = {p: pick.integer(min(min_score, threshold - 1), threshold - 1) for p in players}
    chosen_banners: dict[int, tuple[int, ...]] = {}
    if custom_banners and pick.integer(0, 1):
        for region in pick.some_of(route, max_size=3, unique=True):
            chosen_banners[region] = pick.banner()
    used: dict[str, list[str]] = {}
    for p in players:      # once-per-game cards already spent (about one player in three)
        spent: list[str] = [kind for kind in comp.once_per_game for _ in range(pick.integer(0, comp.held(kind)))]
        if spent and pick.integer(0, 2) == 0:
            used[p] = spent
    return Position(players=players, king=king, markers=markers, nobles=nobles, scores=scores,
                    supply=supply, dragons=0, variants=list(rules.variant_refs), banners=chosen_banners,
                    used=used)


def spread_markers(rules: Rules, players: list[str], nobles: dict[int, list[str]], count: Callable[[int], int]
                   ) -> tuple[dict[int, dict[str, int]], dict[str, int]]:
    """(markers on the board, supplies): each player's playable markers less their Nobles, spread
    region by region along the route, count(markers left) markers at a time; the rest in supply."""
    comp = rules.components
    playable = comp.markers_per_player - comp.score_track_markers
    markers: dict[int, dict[str, int]] = {}
    supply: dict[str, int] = {}
    for p in players:
        left = playable - sum(o.count(p) for o in nobles.values())
        for region in rules.roads.route:
            k = count(left)
            if k:
                markers.setdefault(region, {})[p] = k
                left -= k
        supply[p] = left
    return markers, supply


def rounds(rules: Rules, position: Position) -> SearchStrategy[Round | CardRound]:
    """A round from `position`: either marker placements (placement_rounds) or cards (card_rounds)."""
    return st.one_of(placement_rounds(rules, position), card_rounds(rules, position))


@st.composite
def card_rounds(draw: DrawFn, rules: Rules, position: Position) -> CardRound:
    """Every player's legal cards for one round from `position` (Witch re-selections included),
    chosen by the same chooser as `referee simulate`, driven by a Hypothesis-controlled Random."""
    from ..engine.simulate import choose_round

    rng = draw(st.randoms(use_true_random=False))
    plays, witch = choose_round(rng, position, rules)
    return CardRound(plays, witch)


@st.composite
def records(draw: DrawFn, rules: Rules, n_players: int | None = None, max_rounds: int = 60) -> dict[str, Any]:
    """A whole legal game record (the JSON `referee replay` reads) from the set-up, for the player
    counts the rules allow."""
    from ..engine.simulate import simulate_game

    players = n_players or draw(st.integers(rules.min_players, rules.max_players))
    rng = draw(st.randoms(use_true_random=False))
    return simulate_game(rng, list(PLAYER_NAMES[:players]), rules, max_rounds=max_rounds).record


@st.composite
def placement_rounds(draw: DrawFn, rules: Rules, position: Position) -> Round:
    """A round from `position`: up to 3 markers per player from supply, 0..players Dragons."""
    return pick_placements(HypothesisPick(draw), rules, position)


def pick_placements(pick: Pick, rules: Rules, position: Position) -> Round:
    """Marker placements from `pick`'s choices (placement_rounds)."""
    route = list(rules.roads.route)
    placements: dict[str, tuple[int, ...]] = {}
    for p in position.players:
        k = pick.integer(0, min(MAX_CARDS, (position.supply or {}).get(p, 0)))
        placements[p] = tuple(pick.choice(route) for _ in range(k))
    dragons = pick.integer(0, len(position.players) * rules.components.dragons_per_player)
    return Round(placements, dragons)


def random_position_and_round(rng: random.Random, rules: Rules,
                              min_score: int = 0) -> tuple[Position, Round | CardRound]:
    """positions_and_rounds's case from a seeded random.Random (RandomPick): a position, then marker
    placements or (half the time) every player's cards chosen as `referee simulate` chooses them."""
    from ..engine.simulate import choose_round

    pick = RandomPick(rng)
    position = pick_position(pick, rules, min_score=min_score)
    if rng.random() < 0.5:
        return position, pick_placements(pick, rules, position)
    plays, witch = choose_round(rng, position, rules)
    return position, CardRound(plays, witch)


@st.composite
def positions_and_rounds(draw: DrawFn, rules: Rules, n_players: int | None = None,
                         min_score: int = 0) -> tuple[Position, Round | CardRound]:
    position = draw(positions(rules, n_players, min_score=min_score))
    return position, draw(rounds(rules, position))


@st.composite
def every_dragon_rounds(draw: DrawFn, rules: Rules, position: Position) -> CardRound:
    """A round of cards where every player reveals every Dragon still in hand (as many as a
    selection holds), the rest Region cards: the round that sends the King furthest, which the
    chooser of card_rounds draws too rarely to be found ("Revealing cards — Dragon")."""
    from ..engine.cards import DRAGON, Card, region_card
    from ..engine.selection import cards_required, spent

    route = list(rules.roads.route)
    plays: Plays = {}
    for p in position.players:
        need = cards_required((position.supply or {}).get(p, 0), rules)
        dragons = min(need, rules.components.held(DRAGON) - spent(position, p, DRAGON))
        regions = draw(st.lists(st.sampled_from(route), min_size=need - dragons, max_size=need - dragons,
                                unique=True))
        plays[p] = [Card(DRAGON)] * dragons + [region_card(r) for r in regions]
    return CardRound(plays, {})


@st.composite
def positions_and_dragon_rounds(draw: DrawFn, rules: Rules, min_score: int = 0) -> tuple[Position, CardRound]:
    position = draw(positions(rules, min_score=min_score))
    return position, draw(every_dragon_rounds(rules, position))


def region_influences(n_players: int, max_influence: int | None = None) -> SearchStrategy[list[int]]:
    """Influence per player in one region (unbounded unless max_influence is given)."""
    return st.lists(st.integers(0, max_influence if max_influence is not None else 10**6),
                    min_size=n_players, max_size=n_players)
