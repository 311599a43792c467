"""The engine against the whole-round model on rounds Hypothesis draws: what binds a proof to the
referee people run (`referee check`).

A Z3 proof speaks about the round model (properties/models/round.py). It says something about the
engine only when the engine does what the model does. Every `referee check` therefore draws
rounds from every reachable kind of position and puts each to both readings of the rules:

- positions: every player count the ruleset allows, Nobles (and, one time in four, one player's
  Nobles around a cycle of roads through a side road), short supplies (a player with none
  writing a Dragon or a Witch anyway), spent cards, scores near the end;
- selections written as a player could write them, legal or not: the count the rulebook asks,
  one card more or one fewer, any card of the hand (spent cards and cards played twice too), a
  Knight anywhere, marked taken or declined; a Witch alone then a re-selection holding Dragons
  and Knights (the round model's domain: its Witch is recorded alone, models/cards.py; a record
  that writes the cards it sends back is the tests' to check, not this run's);
- legality: the engine (its checked play of the round, the cards written as a record and read back
  by its own reader, as `referee replay` does) and the model's constraints must agree on every
  drawn round; a round the engine refuses, replayed leniently, names its illegal plays;
- outcome: every round both call legal is played by the engine and evaluated in the model, and
  everything round_oracle.outputs names must agree (markers placed, Dragons, regions scored in
  order, placings, bonuses, Nobles, markers, the King, the end, the final scoring, scores,
  winners, supplies), as the engine's objects hold them and as its JSON answer (`score --json`,
  `replay --json`) shows them; the untraced play of `simulate` leaves the same position; and
  the account that explains them holds to them (account_check: sections cited, ties named,
  points, the roads of a chain, the provisional-banner notice), and the card events name the
  ruling choices in force; the catalogue's invariants run on every round the engine plays;
- the same under every open ruling's other answers (run_alternative_rulings, fewer rounds), and
  under every rule changed at once (variant_sweep.run_combined, plain `check`'s share of the sweep).

A disagreement comes with a one-round game record (`referee replay` reads it) and the seed.
Hypothesis runs derandomised from that seed, so a run is reproducible.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

from ...messages import Text, text
from ..players import PLAYER_NAMES
from ..rounds import CardRound, Plays, cards_asked
from .oracle import OracleReport

if TYPE_CHECKING:
    from hypothesis.strategies import SearchStrategy

    from ...engine.cards import Card
    from ...engine.position import Position
    from ...rules import Rules
    from .round_oracle import ModelEvaluator

    Drawn = tuple[Position, Plays, Plays]          # a drawn round: the position, the plays, the re-selections

DEFAULT_ROUNDS = 300          # plain `referee check`, per ruleset
EXHAUSTIVE_ROUNDS = 1000      # `referee check --exhaustive`, per ruleset
MAX_MISMATCHES = 5            # kept per report (the count of cases goes on)
SEED = 32                     # Hypothesis's seed, printed with the report
SPECIALS = ("knight", "dragon", "witch")
LABELS = ("round model, generated legality", "round model, generated outcomes")
ALTERNATIVE_ROUNDS = 60       # per set of alternative rulings (run_alternative_rulings)
EXHAUSTIVE_ALTERNATIVE_ROUNDS = 200   # the same, `referee check --exhaustive`
ALTERNATIVE_COUNTS = (2, 3)   # players in those rounds (the smaller models: quick to build)
ALTERNATIVE_LABELS = ("round model, alternative rulings, legality", "round model, alternative rulings, outcomes")


@dataclass
class ConformanceRun:
    """What one run found: the reports (legality, outcome) and the invariants the engine broke."""
    legality: OracleReport
    outcome: OracleReport
    broken: dict[str, tuple[Text, dict[str, Any]]] = field(default_factory=dict)   # id -> (message, record)
    seed: int = SEED

    @property
    def reports(self) -> list[OracleReport]:
        return [self.legality, self.outcome]


# ---------------------------------------------------------------- drawing positions and rounds

def road_cycles(rules: Rules) -> list[list[int]]:
    """Cycles of roads through each side road: the side road and the route's arc between its ends."""
    route = list(rules.roads.route)
    cycles = []
    for a, b in rules.roads.side_roads:
        i, j = route.index(a), route.index(b)
        lo, hi = min(i, j), max(i, j)
        cycles.append(route[lo:hi + 1])
    return cycles


def hand_cards(rules: Rules, position: Position, player: str) -> list[Card]:
    """The cards a player may write down, from the spec's data: one Region card of each region
    (region_cards_per_region copies), the special cards held, minus the spent ones."""
    from ...engine.cards import Card

    comp = rules.components
    cards = [Card("region", r) for r in rules.roads.route for _ in range(comp.region_cards_per_region)]
    spent = position.used.get(player, [])
    for kind in SPECIALS:
        left = comp.held(kind) - (spent.count(kind) if kind in comp.once_per_game else 0)
        cards += [Card(kind)] * max(0, left)
    return cards


def strategy(rules: Rules, counts: Sequence[int] | None = None) -> SearchStrategy[Drawn]:
    """(position, plays, witch): Hypothesis draws a number per round, and a Random seeded with it
    draws the position and the cards (draw_round). One Hypothesis draw instead of a hundred: its
    bookkeeping per draw was most of the time of a round."""
    from hypothesis import strategies as st

    return st.integers(0, 2**64 - 1).map(lambda n: draw_round(random.Random(n), rules, counts))


def draw_round(rng: random.Random, rules: Rules, counts: Sequence[int] | None = None) -> Drawn:
    """(position, plays, witch) from `rng`: the position (draw_position), supplies refilled, now and
    then a cycle of Nobles, now and then one player's supply all on the board, then every player's
    cards (in half the rounds one player writes freely)."""
    position = draw_position(rng, rules, counts)
    _refill(rng, position)
    if rng.randrange(4) == 0:
        _noble_cycle(rng, rules, position)
    if rng.randrange(3) == 0:
        _spend_supply(rng, rules, position)
    plays: Plays = {}
    witch: Plays = {}
    noisy = rng.choice([None] * len(position.players) + list(position.players))
    for p in position.players:
        plays[p], again = _selection(rng, rules, position, p, p == noisy)
        if again is not None:
            witch[p] = again
    if rng.randrange(8) == 0:
        return seated_apart(*_mirrored(rng, rules, position, plays, witch))
    return seated_apart(position, plays, witch)


def seated_apart(position: Position, plays: Plays, witch: Plays) -> Drawn:
    """The round with its seats, in half the rounds, in another order than the names' (drawn
    positions name their players Ann, Bob, Cy in seat order): an answer that lists players in
    name order where it should follow the seats (the order of play, "Choosing cards") shows only
    in such rounds. The order is drawn from the round's own values, so the draws of `rng` stay
    as they were."""
    order = random.Random(f"seats:{position.king}:{sorted(position.scores.items())}:{sorted(plays.items())}")
    seats = list(position.players)
    if len(seats) < 2 or order.randrange(2):
        return position, plays, witch
    while seats == position.players:
        order.shuffle(seats)
    position.players = seats
    position.scores = {p: position.scores[p] for p in seats}
    if position.supply is not None:
        position.supply = {p: position.supply[p] for p in seats}
    return position, {p: plays[p] for p in seats if p in plays}, {p: witch[p] for p in seats if p in witch}


def _mirrored(rng: random.Random, rules: Rules, position: Position, plays: Plays, witch: Plays) -> Drawn:
    """The round made the same for the first two players (of three or more): the first one's
    markers, spent cards and cards for the second too, neither of them with Nobles, one score for
    both a few points below the end; the others as drawn, without markers on the board. Such a round
    that ends the game often ends it with those two level at the top, where the tie-break ([end]
    tie_break) decides: drawn positions seldom end level otherwise. (All players level would share
    every region's lowest place, which pays nothing: "Scoring — Ties".)"""
    from ...engine.position import Position

    if len(position.players) < 3:
        return position, plays, witch
    first, second = position.players[:2]
    pair = (first, second)
    comp = rules.components
    playable = comp.markers_per_player - comp.score_track_markers
    markers = {r: {p: held[first] for p in pair} for r, held in position.markers.items() if held.get(first)}
    nobles = {r: kept for r, owners in position.nobles.items() if (kept := [o for o in owners if o not in pair])}
    supply = {p: playable - sum(held.get(p, 0) for held in markers.values()) - sum(o.count(p) for o in nobles.values())
              for p in position.players}
    score = max(0, rules.end.threshold - rng.randint(1, 4))
    source = {p: first if p in pair else p for p in position.players}     # whose spent cards and cards each has
    used = {p: list(position.used[source[p]]) for p in position.players if source[p] in position.used}
    same = Position(players=list(position.players), king=position.king, markers=markers, nobles=nobles,
                    scores={**position.scores, first: score, second: score}, supply=supply, dragons=0,
                    variants=list(position.variants), used=used)

    def copied(cards: Plays) -> Plays:
        return {p: list(cards[source[p]]) for p in position.players if source[p] in cards}
    return same, copied(plays), copied(witch)


def draw_position(rng: random.Random, rules: Rules, counts: Sequence[int] | None = None) -> Position:
    """A legal position at the start of a round: every player count the ruleset allows, the King
    anywhere, Nobles in about a third of the regions (within the ruleset's limits), markers from
    each player's supply, scores below the end (a third of them near it), spent cards. counts: the
    player counts to draw from (default: every count the ruleset allows)."""
    from ...engine.position import Position
    from ..strategies import spread_markers

    players = list(PLAYER_NAMES[:rng.choice(counts or range(rules.min_players, rules.max_players + 1))])
    route = list(rules.roads.route)
    limit = rules.nobles.max_per_region or len(players)
    per_player = rules.nobles.max_per_player_per_region
    playable = {p: rules.components.markers_per_player - rules.components.score_track_markers for p in players}
    nobles: dict[int, list[str]] = {}
    for region in route:
        # a Noble is one of its owner's markers: none beyond what the owner has (2 markers, 2 Nobles)
        pool = [p for p in players for _ in range(min(per_player, playable[p]))]
        if pool and rng.randrange(3) == 0:
            owners = rng.sample(pool, rng.randint(1, min(limit, len(pool))))
            nobles[region] = owners
            for owner in owners:
                playable[owner] -= 1
    comp = rules.components
    markers, supply = spread_markers(rules, players, nobles,
                                     lambda left: rng.randint(0, max(0, min(left, rng.choice([0, 1, 2, 4, 6])))))
    threshold = rules.end.threshold
    low = max(0, threshold - 8) if rng.randrange(3) == 0 else 0
    scores = {p: rng.randint(min(low, threshold - 1), threshold - 1) for p in players}
    used: dict[str, list[str]] = {}
    for p in players:
        spent: list[str] = [kind for kind in comp.once_per_game for _ in range(rng.randint(0, comp.held(kind)))]
        if spent and rng.randrange(3) == 0:
            used[p] = spent
    return Position(players=players, king=rng.choice(route), markers=markers, nobles=nobles, scores=scores,
                    supply=supply, dragons=0, variants=list(rules.variant_refs), used=used)


def _refill(rng: random.Random, position: Position) -> None:
    """Markers taken back from the board into each player's supply (in place), up to a drawn target:
    the positions drawn spend most supplies, and a short supply should be one case among others."""
    assert position.supply is not None               # a drawn position has every supply
    for p in position.players:
        target = rng.choice([0, 1, 2, 3, 3, 6, 12])
        while position.supply[p] < target:
            held = [r for r, m in position.markers.items() if m.get(p, 0) > 0]
            if not held:
                break
            region = max(held, key=lambda r: (position.markers[r][p], r))
            position.add_markers(region, p, -1)         # an emptied region goes, as a read position has none
            position.supply[p] += 1


def one_players_cards(rng: random.Random, rules: Rules, position: Position, player: str, reselected: bool,
                      pick: Callable[[], list[Card]]) -> Drawn:
    """A round of `position` whose other players' cards are legal as `referee simulate` chooses them
    (a Witch written alone, as the round model reads it: not with the cards it sent back), and
    `player`'s are pick()'s (drawn after the others'), written first or as a Witch's re-selection."""
    from ...engine.cards import Card
    from ...engine.simulate import choose_round

    plays, witch = choose_round(rng, position, rules)
    plays = {p: cards[:1] if cards[:1] == [Card("witch")] else cards for p, cards in plays.items()}
    cards = pick()
    if reselected:
        plays[player], witch[player] = [Card("witch")], cards
    else:
        plays[player] = cards
        witch.pop(player, None)
    return position, plays, witch


def set_supply(rng: random.Random, position: Position, player: str, target: int) -> None:
    """The player's supply made `target` (in place): markers taken back from the board, or placed."""
    assert position.supply is not None               # a drawn position has every supply
    while position.supply[player] < target:
        held = [r for r, m in position.markers.items() if m.get(player, 0) > 0]
        if not held:
            return
        position.add_markers(rng.choice(held), player, -1)
        position.supply[player] += 1
    if position.supply[player] > target:
        spent = position.supply[player] - target
        position.add_markers(rng.choice(list(position.markers) or [position.king]), player, spent)
        position.supply[player] -= spent


def _spend_supply(rng: random.Random, rules: Rules, position: Position) -> None:
    """One player's supply placed on the board (in place) but for fewer markers than a round's cards,
    0, 1 ... drawn alike: a player with no marker left (whose selection the ruling no-markers-no-cards
    decides) is one round in nine rather than one in forty, a player short of markers ("Choosing
    cards"; rulings card-count-when-short, knight-with-two-cards) one in three rather than one in ten."""
    assert position.supply is not None               # a drawn position has every supply
    player = rng.choice(position.players)
    spent = position.supply[player] - rng.randrange(rules.round.cards_per_round)
    if spent > 0:
        position.add_markers(rng.choice(list(rules.roads.route)), player, spent)
        position.supply[player] -= spent


def _noble_cycle(rng: random.Random, rules: Rules, position: Position) -> None:
    """One player's Nobles on every region of a cycle of roads (in place), paid from the supply."""
    assert position.supply is not None               # a drawn position has every supply
    cycles = road_cycles(rules)
    if not cycles or not rules.nobles.max_per_region:
        return
    cycle = rng.choice(cycles)
    player = rng.choice(position.players)
    needed = sum(player not in position.nobles.get(r, []) for r in cycle)
    if needed > (position.supply or {}).get(player, 0):
        return
    for region in cycle:
        owners = position.nobles.setdefault(region, [])
        if player in owners:
            continue
        if len(owners) >= rules.nobles.max_per_region:
            gone = owners.pop(0)                    # back to its owner's supply
            position.supply[gone] += 1
        owners.append(player)
        position.supply[player] -= 1


def _selection(rng: random.Random, rules: Rules, position: Position, player: str,
               noisy: bool) -> tuple[list[Card], list[Card] | None]:
    """(first selection, Witch re-selection or None). A player who writes as the rules ask plays the
    count the rulebook asks, distinct cards, the Knight last; a noisy one may play one card more or
    fewer, a card twice, a Knight anywhere (plays both readings must refuse alike)."""
    from ...engine.cards import Card

    hand = hand_cards(rules, position, player)
    need = cards_asked(rules, position, player)
    if need == 0 and rng.randrange(2):      # no marker left: a Dragon or Witch anyway (ruling no-markers-no-cards)
        cards = _cards(rng, [c for c in hand if c.kind in ("dragon", "witch")], rng.randint(1, 2), False)
        # the Witch written alone, as everywhere here (the round model has no cards sent back: a Witch
        # written with them is other_paths.sent_back_problems' case); its re-selection holds no card
        return (cards[:1], None) if cards and cards[0].kind == "witch" else (cards, None)
    witch = Card("witch")
    rest = [c for c in hand if c.kind != "witch"]
    if witch in hand and (need or noisy) and rng.randrange(4) == 0:
        return [witch], _cards(rng, rest, _length(rng, need, noisy), noisy)
    knight = Card("knight")
    if 1 < need < rules.round.cards_per_round and not noisy and knight in rest and rng.randrange(2):
        # a short supply's cards end with the Knight in one round of two (ruling knight-with-two-cards)
        return _cards(rng, [c for c in rest if c != knight], need - 1, False) + _cards(rng, [knight], 1, False), None
    # a noisy player may also write a card of a kind no hand holds (a variant's 0 Knights ...)
    unheld = [Card(kind) for kind in SPECIALS if rules.components.held(kind) == 0]
    cards = _cards(rng, hand + unheld if noisy else rest, _length(rng, need, noisy), noisy)
    if cards and cards[0].kind == "witch":
        if len(cards) == 1:               # the Witch alone is the Witch's play: it takes a re-selection
            return cards, _cards(rng, rest, _length(rng, need, noisy), noisy)
        cards = cards[1:] + cards[:1]     # a Witch that is not first: a play both readings must refuse
    return cards, None


def _length(rng: random.Random, need: int, noisy: bool) -> int:
    return max(0, need + rng.choice([0, 1, -1])) if noisy else need


def _cards(rng: random.Random, hand: list[Card], length: int, noisy: bool) -> list[Card]:
    """`length` cards of the hand, distinct (a noisy player's now and then written twice, a Knight
    left where it fell), a Knight marked taken, declined or not at all."""
    from ...engine.cards import Card

    if not hand:
        return []
    if noisy and rng.randrange(2):
        picked = [rng.choice(hand) for _ in range(length)]
    else:
        picked = rng.sample(hand, min(length, len(hand)))
    if not noisy:                          # the Witch first, the Knight last, as the rulebook orders them
        picked.sort(key=lambda c: {"witch": 0, "knight": 2}.get(c.kind, 1))
    return [Card("knight", declined=rng.choice([None, True, False])) if c.kind == "knight" else c for c in picked]


# ---------------------------------------------------------------- both readings

class Models:
    """The exact round model per player count, built when a round of that many players first comes."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self._by_count: dict[int, ModelEvaluator] = {}

    def __call__(self, n: int) -> ModelEvaluator:
        from .round_oracle import ModelEvaluator

        if n not in self._by_count:
            self._by_count[n] = ModelEvaluator(self.rules, tuple(PLAYER_NAMES[:n]))
        return self._by_count[n]

    def admits(self, position: Position, plays: Plays, witch: Plays) -> bool:
        return self(len(position.players)).admits(position, plays, witch)


def run(rules: Rules, rounds: int = DEFAULT_ROUNDS, seed: int = SEED,
        progress: Callable[[Text], None] = lambda s: None, counts: Sequence[int] | None = None,
        labels: tuple[str, str] = LABELS, models: Models | None = None) -> ConformanceRun:
    """Draw `rounds` rounds and put each to the engine and the model (module docstring). counts:
    the player counts drawn (default every count the ruleset allows; a test may take fewer).
    labels: the two reports' labels (legality, outcome). models: the rules' models, when the
    caller built them before (default: each built when its first round comes)."""
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as hypothesis_seed

    found = ConformanceRun(OracleReport(text("conformance.what.legality", seed=seed), label=labels[0]),
                           OracleReport(text("conformance.what.outcome", seed=seed), label=labels[1]), seed=seed)
    models = models or Models(rules)
    last = [time.monotonic()]

    # Hypothesis's own health checks: the draws are big (a whole position) and filter nothing; a
    # slow first model build is not a slow draw.
    @hypothesis_seed(seed)
    @settings(max_examples=rounds, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(strategy(rules, counts))
    def one(case: Drawn) -> None:
        if time.monotonic() - last[0] >= 3.0:
            progress(text("conformance.progress", n=found.legality.cases, total=rounds))
            last[0] = time.monotonic()
        put_to_both(rules, models, found, *case)

    one()
    return found


def tied_endings(rules: Rules, models: Models, found: ConformanceRun, rounds: int, seed: int = SEED,
                 counts: Sequence[int] | None = None) -> None:
    """("Game end and winning") up to `rounds` drawn rounds that end the game, each replayed from
    scores that leave a player's final score level with the best, to the engine and the model:
    drawn rounds rarely end tied, so without these the tie-break is played by chance (a slip in it that shows
    only beside a third value, as a Noble's influence read from another key, still needs a ruleset
    holding that value). A round is drawn, played once to learn its final scores, and one player's
    score before it raised by their gap to the best (_tied_with_the_best: one whose Nobles differ
    from the best's where it can be; kept only where that score is still under the threshold: a
    game already over plays no round); at most ten draws a round asked."""
    from ...engine.cards import CardError
    from ...engine.round_play import IllegalPlayError
    from ..rounds import play_round_logged

    rng = random.Random(f"{seed}:tied endings")
    made = 0
    for _ in range(10 * rounds):
        if made == rounds:
            return
        position, plays, witch = draw_round(rng, rules, counts)
        try:
            _, _, outcome, _ = play_round_logged(rules, position.copy(), as_written(rules, plays, witch))
        except (IllegalPlayError, CardError):       # an illegal round ends nothing
            continue
        except Exception:                           # noqa: BLE001  the engine failed: put_to_both names it
            put_to_both(rules, models, found, position, plays, witch)
            continue
        if not outcome.game_over or len(position.players) < 2:
            continue
        tied = _tied_with_the_best(rules, position, outcome.position)
        if tied is None:
            continue
        put_to_both(rules, models, found, tied, plays, witch)
        made += 1


def _tied_with_the_best(rules: Rules, before: Position, after: Position) -> Position | None:
    """`before` with one player's score raised so that the round ends with them level with the best
    (tied_endings): a player whose Nobles on the board at the end differ from the best's where one
    can be raised, so that the tie-break has something to decide (level on Nobles too, a Noble
    counted at another weight decides nothing), the nearest in score first; else the second best.
    None where the raised score would reach the threshold before the round."""
    final = after.scores
    first, *others = sorted(final, key=lambda p: (-final[p], p))
    unlike = [p for p in others if after.nobles_on_board(p) != after.nobles_on_board(first)]
    for partner in [*unlike, others[0]]:
        tied = before.copy()
        tied.scores[partner] += final[first] - final[partner]
        if tied.scores[partner] < rules.end.threshold:
            return tied
    return None


def alternative_rulings(rules: Rules) -> list[dict[str, str]]:
    """Every open ruling's other answers, as few rulesets as hold them all: the k-th alternative of
    every ruling that has k of them (rulings are independent choices, rulings.toml)."""
    others = {r.id: [c for c in r.alternatives if c != r.default] for r in rules.rulings}
    most = max((len(a) for a in others.values()), default=0)
    return [{rid: alts[k] for rid, alts in others.items() if len(alts) > k} for k in range(most)]


def under_rulings(rules: Rules, chosen: dict[str, str]) -> Rules:
    """The rules with these answers of the open rulings; an answer the ruleset chose itself stays."""
    from ...rules.loader import with_chosen_rulings

    return with_chosen_rulings(rules, {**chosen, **rules.chosen_rulings}) if chosen else rules


def each_ruling_alone(rules: Rules, section: str | None = None) -> list[dict[str, str]]:
    """The rules' own rulings ({}), then each other answer of each open ruling alone, beside the
    others' defaults (alternative_rulings() holds them all together, which never pairs two of
    them); with `section`, only the rulings that involve that rulebook section (rulings.toml's
    `sections`)."""
    return [{}] + [{r.id: choice} for r in rules.rulings
                   if r.id not in rules.chosen_rulings and (section is None or section in r.sections)
                   for choice in r.alternatives if choice != r.default]


def run_alternative_rulings(rules: Rules, rounds: int = ALTERNATIVE_ROUNDS, seed: int = SEED,
                            progress: Callable[[Text], None] = lambda s: None) -> list[OracleReport]:
    """The engine against the model under every open ruling's other answers (alternative_rulings),
    `rounds` rounds of 2-3 players each: the branches of the engine a ruleset's defaults never take.
    Only the agreement counts here: an invariant a ruling changes may break under it."""
    reports: list[OracleReport] = []
    for chosen in alternative_rulings(rules):
        ruled = under_rulings(rules, chosen)
        models = Models(ruled)
        done = run(ruled, rounds, seed, progress, counts=ALTERNATIVE_COUNTS, labels=ALTERNATIVE_LABELS,
                   models=models)
        if ruled.choice("dragon-regions") == "round-start-nobles":
            bare_boards(ruled, models, done, random.Random(f"{seed}:bare"))
        if reports:             # one pair of reports over every set of alternatives
            for mine, more in zip(reports, done.reports):
                absorb(mine, more)
        else:
            reports = done.reports
    return reports


BARE_ROUNDS = 12             # Dragon rounds from a board without Nobles (bare_boards)
BARE_TRIES = 60


def bare_boards(rules: Rules, models: Models, found: ConformanceRun, rng: random.Random) -> None:
    """"Scoring", ruling dragon-regions = round-start-nobles: a chain bonus counts the other regions'
    Nobles as they stood before the round's scoring. From a board with no Noble at all (a game's
    first scorings) the Nobles that stood are none: Dragon rounds from such boards (the drawn
    positions' Nobles sent home), where a player leading two regions of one Dragon makes a chain
    the answer leaves out. An engine reading "none stood" as "no table given" counts it."""
    from ...engine.cards import Card

    played = 0
    for _ in range(BARE_TRIES):
        position, plays, witch = draw_round(rng, rules, ALTERNATIVE_COUNTS)
        if Card("dragon") not in [c for cards in plays.values() for c in cards]:
            continue
        for owners in position.nobles.values():
            for owner in owners:
                position.give_supply(owner, 1)        # a Noble is one of its owner's markers
        position.nobles = {}
        put_to_both(rules, models, found, position, plays, witch)
        played += 1
        if played == BARE_ROUNDS:
            return


def absorb(total: OracleReport, part: OracleReport, **tag: Any) -> None:
    """Add a run's report to a running total: its cases, and its mismatches up to MAX_MISMATCHES in
    all (each with `tag`'s entries first, e.g. the variant it was found under)."""
    total.cases += part.cases
    total.mismatches.extend({**tag, **m} for m in part.mismatches[:MAX_MISMATCHES - len(total.mismatches)])


def put_to_both(rules: Rules, models: Models, found: ConformanceRun, position: Position, plays: Plays,
                witch: Plays) -> None:
    """One drawn round to the engine and to the model; what disagrees goes into `found`."""
    from ...engine.adjudicate import score_position
    from ...engine.cards import CardError
    from ...engine.replay import ReplayRound
    from ...engine.round_play import IllegalPlayError
    from ...present.account import step_text
    from ..rounds import PlayedCards, play_round_logged, scoring_position
    from ..statements.invariants import check_all
    from . import other_paths as paths
    from .round_oracle import engine_values, replayed_values, score_json_names, shown_values

    def record() -> dict[str, Any]:
        return _record(rules, position, plays, witch, found.seed)

    try:            # the cards as a record writes them, read back by the engine's own reader
        written_cards = as_written(rules, plays, witch)
    except CardError as exc:           # every card is written in a form "Game records" allows
        found.legality.cases += 1
        _keep(found.legality, {"engine's reader": str(exc), "record": record()})
        return
    try:            # the engine's legality: its checked play of the round raises at an illegal play
        before, after, outcome, played = play_round_logged(rules, position, written_cards)
        assert isinstance(played, PlayedCards)              # a card round's input
        played = PlayedCards(plays, witch, played.log)      # the invariants read the cards as drawn
    except IllegalPlayError:
        played = None
    except Exception as exc:           # noqa: BLE001  the engine under test failed: a finding, with its round
        found.legality.cases += 1
        _keep(found.legality, {"engine raised": f"{type(exc).__name__}: {exc}", "record": record()})
        return
    found.legality.cases += 1
    data_hands = {p: hand_cards(rules, position, p) for p in position.players}
    for problem in paths.hand_problems(rules, position, data_hands):
        _keep(found.legality, {"hands": problem, "record": record()})
    model_ok = models.admits(position, plays, witch)
    if (played is not None) != model_ok:
        _keep(found.legality, {"engine": _word(played is not None), "model": _word(model_ok), "record": record()})
    if played is None:
        for problem in paths.lenient_problems(rules, position, written_cards):
            _keep(found.legality, {"engine's lenient replay": problem, "record": record()})
        return
    # whatever the engine plays, the catalogue's invariants must hold on it (a round only the engine
    # accepts too: that is how a fourth card it let through shows in cards.three-per-round)
    for inv_id, message in check_all(rules, before, after, outcome, played=played).items():
        if inv_id not in found.broken:          # the first round that breaks it is kept
            found.broken[inv_id] = (message, record())
    if not model_ok:
        return
    found.outcome.cases += 1
    model = models(len(position.players)).outcome(position, plays, witch)
    answer = outcome.to_dict(rules)            # as `score --json` prints it, the chain bonuses' words too
    for shown, step in zip(answer["trace"], outcome.trace):
        if step.kind == "noble-bonus":          # (the only words account_check reads: every step's cost a third)
            shown["text"] = step_text(step)
    # the engine's objects, and the JSON a player's program reads of the same round: both must agree
    # and the round as `referee replay --json` gives it, which holds a part of those values
    entry = ReplayRound(1, position.king, dict(plays), dict(witch), "", played.log, outcome, outcome.position)
    shown_entry = entry.to_dict(rules)
    replayed = _read_side(lambda: replayed_values(rules, shown_entry))
    for side, values, names in (("engine", _read_side(lambda: engine_values(rules, played.log, outcome)), model),
                                ("engine's JSON", _read_side(lambda: shown_values(rules, played.log, answer)),
                                 score_json_names(model)),
                                ("engine's replay JSON", replayed, replayed or model)):
        wrong = sorted(k for k in names if values.get(k) != model[k])
        if wrong:
            _keep(found.outcome, {"differ": {k: {side: values.get(k), "model": model[k]} for k in wrong[:4]},
                                  "record": record()})
            return
    for key, problems in (("untraced", paths.untraced_problems(rules, position, plays, witch, after,
                                                                    played.log)),
                          ("replayed cards", paths.replayed_cards_problems(plays, witch, shown_entry)),
                          ("end told", paths.end_reason_problems(rules, outcome)),
                          ("rulings carried", paths.carried_rulings_problems(rules, position, plays, witch, answer,
                                                                              played.log)),
                          ("the API's round", paths.api_round_problems(rules, position, written_cards, answer))):
        if problems:
            _keep(found.outcome, {key: problems, "record": record()})
            return
    scored = scoring_position(rules, position, CardRound(plays, witch))   # what `referee score` reads
    checked = score_position(scored, rules)             # and scores (the API's and the page's too)
    written = [*paths.written_back_problems(rules, position, "before"),
               *paths.written_back_problems(rules, scored, "after the cards of"),      # its Dragons
               *paths.written_back_problems(rules, after, "after"),
               # and what it writes (`score --json`'s position): the round's number as given, the end too
               *paths.written_back_problems(rules, checked.position, "as `referee score` leaves it after"),
               *paths.checked_scoring_problems(rules, checked, answer),
               *paths.recorded_round_problems(rules, record(), plays, witch)]
    if written:
        _keep(found.outcome, {"written back or scored": written, "record": record()})
        return
    account = _account(rules, before, answer, model)          # and the account that explains them
    account += (paths.step_section_problems(rules, answer["trace"])
                + paths.king_step_problems(rules, scored.king, answer)
                + paths.witch_order_problems(rules, played.log.events)
                + paths.ruling_choice_problems(rules, position, played.log.events)
                + paths.knight_without_markers_problems(rules, played.log.events)
                + paths.knight_event_problems(rules, position, plays, witch, played.log.events)
                + paths.empty_event_text_problems(played.log.events)
                + paths.bonus_order_problems(outcome)
                + paths.returned_order_problems(position.players, outcome)
                + paths.answer_nobles_order_problems(rules, outcome, answer)
                + paths.knight_note_problems(plays, witch, played.log.events)
                + paths.witch_sent_back_told_problems(played.log.events)
                + paths.event_region_problems(rules, played.log.events)
                + paths.told_card_problems(rules, plays, witch, played.log.events)
                + paths.sent_back_problems(rules, position, plays, witch, after)
                + paths.sent_back_warning_problems(rules, position, plays, played.log.warnings))
    if found.outcome.cases % FRENCH_EVERY == 1:     # `score --json --lang fr`: the same answer told in French
        account += _french_problems(rules, outcome)
    if account:
        _keep(found.outcome, {"account": account[:4], "record": record()})


FRENCH_EVERY = 8       # one legal round in this many is also answered in French (a sentence a step costs)


def _french_problems(rules: Rules, outcome: Any) -> list[str]:
    """The round's answer as `referee score --json` gives it (present.account.scored_json, which
    referee.answers.score_data answers with) in English and in French, held to
    in_french.language_problems."""
    from ...present.account import scored_json
    from .in_french import language_problems

    return language_problems(scored_json(outcome, rules), scored_json(outcome, rules, "fr"))


UNREADABLE = (KeyError, TypeError, ValueError, AttributeError)    # what reading an answer that lacks a field raises


def _read_side(read: Callable[[], Mapping[str, int | None]]) -> Mapping[str, int | None]:
    """One side's values of the round (round_oracle's engine_values, shown_values, replayed_values),
    or {} when that side cannot be read: a view that raises, or an answer without a field a program
    needs, disagrees with the model on everything."""
    try:
        return read()
    except UNREADABLE:
        return {}


def _account(rules: Rules, before: Position, answer: dict[str, Any], model: dict[str, int]) -> list[str]:
    """account_check's problems, or one naming the fault when the account cannot be read at all."""
    from .account_check import account_problems

    try:
        return account_problems(rules, before, answer, model)
    except UNREADABLE as exc:
        return [f"the account cannot be read: {type(exc).__name__} {exc}"]


def as_written(rules: Rules, plays: Plays, witch: Plays) -> CardRound:
    """The round as the engine gets it from a game record: every card written in the record's form
    and read back by the engine's own reader (engine.cards.parse_card), as `referee replay` does:
    the last card of a selection (where a Knight stands) as a card object ({"card": ...}, a
    Knight's mark as "declined") for the first player, as its word ("knight!declined") for the
    second, and so on by seat, the card before in the other form, alternately ("Game records"
    allows both); a Region card in the word form by its name, its number, its number as text, its
    name in capitals (names are read whatever their case: docs/players.md), or its slug (a region
    is named, slugged or numbered; a variant renaming a region keeps its slug), in turn. The model
    gets the cards as drawn, so a slip in writing or reading a card shows too."""
    from ...engine.cards import parse_card

    board = rules.board

    def written(card: Card, from_last: int, k: int) -> Any:
        if from_last % 2:
            if card.is_region and k % 5:
                return (card.region, str(card.region), board.name(card.region).upper(),
                        board.regions[card.region].slug)[k % 5 - 1]
            return card.to_json(board)
        shown = {"card": board.name(card.region) if card.is_region else card.kind}
        return shown if card.declined is None else shown | {"declined": card.declined}

    def read_back(cards: list[Card], seat: int) -> list[Card]:
        return [parse_card(written(card, len(cards) - 1 - k + seat, k + seat), board) for k, card in enumerate(cards)]
    return CardRound({p: read_back(c, seat) for seat, (p, c) in enumerate(plays.items())},
                     {p: read_back(c, 0) for p, c in witch.items()})


def _word(legal: bool) -> str:
    return "legal" if legal else "illegal"


def _keep(report: OracleReport, mismatch: dict[str, Any]) -> None:
    if len(report.mismatches) < MAX_MISMATCHES:
        report.mismatches.append(mismatch)


def _record(rules: Rules, position: Position, plays: Plays, witch: Plays, seed: int) -> dict[str, Any]:
    """The round as a one-round game record `referee replay` reads."""
    from ..rounds import one_round_record

    start = position.to_dict(rules)
    record = one_round_record(start, plays, witch, rules,
                              f"a round `referee check` drew (seed {seed}); replay it with `referee replay`")
    if rules.variant_refs:              # so that `referee replay FILE` alone plays it under the same rules
        record["variants"] = list(rules.variant_refs)
    if rules.chosen_rulings:
        record["rulings"] = dict(rules.chosen_rulings)
    return record
