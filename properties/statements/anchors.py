"""Rulebook anchors: the rulebook's facts and worked examples, run through the engine under the
ruleset being checked, with the expected results taken from the rulebook (properties/statements/rulebook.py),
never from the ruleset.

Each anchor is a function check(rules) -> None when the engine reproduces the rulebook, or an
AnchorFailure saying what came out instead (with the position, when there is one, in the form
`referee score` reads). `referee check` runs them on every ruleset beside the invariant catalogue;
a variant that changes one must list its id in `changes_invariants`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ...engine.adjudicate import Outcome, apply_scoring
from ...engine.cards import Card, full_hand, parse_card
from ...engine.position import Position
from ...engine.round_play import IllegalPlayError, play_round
from ...engine.selection import Selection, is_legal
from ...engine.setup import new_game
from ...engine.simulate import player_names
from ...errors import TextError
from ...limits import MAX_PLAYERS as SPEC_MAX_PLAYERS
from ...messages import Text
from ...messages import text as message
from ...rules import Rules
from . import rulebook as rb


@dataclass(frozen=True)
class Anchor:
    id: str
    statement: str
    section: str
    check: Callable[[Rules], "AnchorFailure | None"]
    cases: int = 1           # the situations it plays or reads: a ruleset could keep one and change the rest
    whole: bool = False      # it compares the whole fact (every region, every count), so no case is left out


@dataclass(frozen=True)
class AnchorFailure:
    message: Text | str          # a Text: rendered in the language asked for (str() is English)
    position: dict[str, Any] | None = None


ANCHORS: list[Anchor] = []


AnchorCheck = Callable[[Rules], "AnchorFailure | None"]


def anchor(id: str, section: str, statement: str, cases: int = 1,
           whole: bool = False) -> Callable[[AnchorCheck], AnchorCheck]:
    def register(fn: AnchorCheck) -> AnchorCheck:
        ANCHORS.append(Anchor(id, statement, section, fn, cases, whole))
        return fn
    return register


# ---------------------------------------------------------------- helpers

PLAYERS = ("Ann", "Bob", "Cy", "Dee", "Eve")


def position(rules: Rules, n: int, king: int, markers: dict[int, dict[str, int]] | None = None,
             nobles: dict[int, list[str]] | None = None, scores: dict[str, int] | None = None,
             dragons: int = 0) -> Position:
    players = list(PLAYERS[:n])
    return Position(players=players, king=king, markers={r: dict(m) for r, m in (markers or {}).items()},
                    nobles={r: list(o) for r, o in (nobles or {}).items()},
                    scores={p: (scores or {}).get(p, 0) for p in players}, dragons=dragons,
                    variants=list(rules.variant_refs))


def score(rules: Rules, pos: Position) -> tuple[Outcome, dict[str, Any]]:
    """(outcome, the position before scoring as `referee score` reads it)."""
    shown = pos.to_dict(rules)
    return apply_scoring(pos.copy(), rules), shown


def points_in(outcome: Outcome, region: int) -> dict[str, int]:
    for res in outcome.regions:
        if res.region == region and not res.final:
            return {pl.player: pl.points for pl in res.placings}
    return {}


def expect_points(rules: Rules, pos: Position, region: int, want: dict[str, int],
                  what: Text | str) -> AnchorFailure | None:
    outcome, shown = score(rules, pos)
    got = {p: points_in(outcome, region).get(p, 0) for p in want}
    if got != want:
        return AnchorFailure(message("anchor.pays", what=what, want=want, got=got), shown)
    return None


def cards(rules: Rules, *raw: str | int) -> list[Card]:
    """Cards as a record writes them: a region's number or name, "knight", "dragon", "witch"."""
    return [parse_card(c, rules.board) for c in raw]


# ---------------------------------------------------------------- the board

@anchor("rulebook.route", "Scoring",
        "The King's route (and Dragon order) is Zin Kai's Deep, Wizard's Tower, Savage Hills, King's Altar, "
        "Temple Ruins, Dark Tower, Dragon's Lair, King's Castle, then round again.", cases=8, whole=True)
def route(rules: Rules) -> AnchorFailure | None:
    for region in rb.ROUTE:
        outcome, shown = score(rules, position(rules, 2, region))
        if outcome.position.king != rb.next_on_route(region):
            return AnchorFailure(message("anchor.route", region=rb.NAMES[region],
                                         got=rules.board.name(outcome.position.king),
                                         want=rb.NAMES[rb.next_on_route(region)]), shown)
    return None


@anchor("rulebook.roads", "Nobles",
        "The roads are the route's consecutive pairs plus one side road, Temple Ruins — Zin Kai's Deep.",
        whole=True)
def roads(rules: Rules) -> AnchorFailure | None:
    got = {frozenset(e) for e in rules.board.graph.edges}
    if got != rb.ROADS:
        extra = [sorted(e) for e in got - rb.ROADS]
        missing = [sorted(e) for e in rb.ROADS - got]
        return AnchorFailure(message("anchor.roads", missing=str(missing), extra=str(extra)))
    return None


@anchor("rulebook.king-start", "Preparation", "The King starts in Zin Kai's Deep.", whole=True)
def king_start(rules: Rules) -> AnchorFailure | None:
    king = new_game(list(PLAYERS[:2]), rules).king
    if king != rb.KING_START:
        return AnchorFailure(message("anchor.king-start", region=rules.board.name(king)))
    return None


@anchor("rulebook.dark-tower-banner", "Scoring", "Dark Tower's banner pays 5-4-2-1.", whole=True)
def dark_tower_banner(rules: Rules) -> AnchorFailure | None:
    # five players with 5, 4, 3, 2, 1 markers: places 1-4 are paid (players - 1 = 4)
    pos = position(rules, 5, rb.DARK_TOWER, markers={rb.DARK_TOWER: dict(zip(PLAYERS, (5, 4, 3, 2, 1)))})
    want = dict(zip(PLAYERS, rb.DARK_TOWER_BANNER + (0,)))
    return expect_points(rules, pos, rb.DARK_TOWER, want, message("anchor.five-players"))


@anchor("rulebook.region-names", "Preparation",
        "The eight regions are numbered 1 to 8 by their banners: 1 Zin Kai's Deep, 2 Dragon's Lair, 3 Temple Ruins, "
        "4 Savage Hills, 5 Dark Tower, 6 Wizard's Tower, 7 King's Altar, 8 King's Castle.", cases=8, whole=True)
def region_names(rules: Rules) -> AnchorFailure | None:
    got = {number: rules.board.name(number) for number in sorted(rules.board.regions)}
    if got != rb.NAMES:
        wrong = {n: name for n, name in got.items() if rb.NAMES.get(n) != name}
        return AnchorFailure(message("anchor.names", got=str(wrong), want=str({n: rb.NAMES.get(n) for n in wrong})))
    return None


@anchor("rulebook.top-banner-values", "Scoring",
        "A region's top banner value is its number: the sole player in a region scores its number (Dark Tower 5, "
        "King's Castle 8).", cases=8, whole=True)
def top_banner_values(rules: Rules) -> AnchorFailure | None:
    # two players pay one place (players - 1): Ann, alone in the region, takes the top value
    for number in sorted(rb.NAMES):
        pos = position(rules, 2, number, markers={number: {"Ann": 1}})
        failure = expect_points(rules, pos, number, {"Ann": number},
                                message("anchor.alone", region=rb.NAMES[number]))
        if failure:
            return failure
    return None


@anchor("rulebook.banner-lengths", "Scoring",
        "Every region's banner pays three places or four: it holds three or four values.", cases=8, whole=True)
def banner_lengths(rules: Rules) -> AnchorFailure | None:
    # A region whose banner had two values passed `check --variant` (no example reaches a
    # third place there). A printing's own values (a position's "banners") are the user's to give.
    for number in sorted(rb.NAMES):
        banner = rules.board.regions[number].banner
        if len(banner) not in rb.BANNER_LENGTHS:
            return AnchorFailure(message("anchor.banner-length", region=rb.NAMES[number], n=len(banner),
                                         banner=str(list(banner))))
    return None


@anchor("rulebook.players", "Preparation", "King's Road takes 2 to 5 players.", cases=10, whole=True)
def players(rules: Rules) -> AnchorFailure | None:
    # the spec's counts, and what the engine does with them: of games of 1 to 9 players (one past
    # the spec's own bound) it sets up exactly 2 to 5 (the rule held by the engine, not by
    # two numbers alone)
    taken = []
    for count in range(rb.MIN_PLAYERS - 1, SPEC_MAX_PLAYERS + 2):
        try:
            player_names(count, rules)
            taken.append(count)
        except TextError:
            pass
    if (rules.min_players, rules.max_players) != (rb.MIN_PLAYERS, rb.MAX_PLAYERS) or \
            taken != list(range(rb.MIN_PLAYERS, rb.MAX_PLAYERS + 1)):
        return AnchorFailure(message("anchor.players", lo=min(taken, default=0), hi=max(taken, default=0)))
    return None


# ---------------------------------------------------------------- the worked examples

@anchor("rulebook.dark-tower-example", "Scoring",
        "4 players with 4, 3, 2, 1 markers in Dark Tower score 5, 4, 2 and 0 (fourth place is not paid).")
def dark_tower_example(rules: Rules) -> AnchorFailure | None:
    pos = position(rules, 4, rb.DARK_TOWER, markers={rb.DARK_TOWER: dict(zip(PLAYERS, (4, 3, 2, 1)))})
    return expect_points(rules, pos, rb.DARK_TOWER, dict(zip(PLAYERS, (5, 4, 2, 0))), message("anchor.four-players"))


@anchor("rulebook.tie-two-for-most", "Scoring — Ties",
        "A two-way tie for most in Dark Tower pays each the 2nd-place value, 4, and places no Noble.")
def tie_two(rules: Rules) -> AnchorFailure | None:
    pos = position(rules, 4, rb.DARK_TOWER, markers={rb.DARK_TOWER: {"Ann": 3, "Bob": 3}})
    failure = expect_points(rules, pos, rb.DARK_TOWER, {"Ann": 4, "Bob": 4}, message("anchor.two-tied"))
    if failure:
        return failure
    outcome, shown = score(rules, pos)
    if outcome.position.nobles.get(rb.DARK_TOWER):
        return AnchorFailure(message("anchor.tie-noble", nobles=str(outcome.position.nobles[rb.DARK_TOWER])), shown)
    return None


@anchor("rulebook.tie-three-for-most", "Scoring — Ties",
        "A three-way tie for most in Dark Tower pays each the 3rd-place value, 2, with 4 players; 0 with 3.",
        cases=2)
def tie_three(rules: Rules) -> AnchorFailure | None:
    for n, value in ((4, 2), (3, 0)):
        pos = position(rules, n, rb.DARK_TOWER, markers={rb.DARK_TOWER: {"Ann": 2, "Bob": 2, "Cy": 2}})
        failure = expect_points(rules, pos, rb.DARK_TOWER, {"Ann": value, "Bob": value, "Cy": value},
                                message("anchor.three-tied", n=n))
        if failure:
            return failure
    return None


@anchor("rulebook.noble-influence", "Nobles", "A Noble counts as one influence for its owner.", cases=2)
def noble_influence(rules: Rules) -> AnchorFailure | None:
    # a lone Noble, then a Noble beside two markers of its owner: one influence more, not a weight
    # a ruleset could give a lone Noble and still get right
    for markers in (0, 2):
        pos = position(rules, 3, rb.DARK_TOWER, markers={rb.DARK_TOWER: {"Ann": markers}} if markers else None,
                       nobles={rb.DARK_TOWER: ["Ann"]})
        outcome, shown = score(rules, pos)
        [res] = [r for r in outcome.regions if r.region == rb.DARK_TOWER and not r.final]
        got = {pl.player: pl.influence for pl in res.placings}.get("Ann")
        if got != markers + rb.NOBLE_INFLUENCE:
            return AnchorFailure(message("anchor.noble-influence", got=got, markers=markers), shown)
    return None


@anchor("rulebook.three-point-chain", "Nobles",
        "Gaining the Noble in Dark Tower while holding Temple Ruins and Dragon's Lair earns 3 bonus points.")
def three_point_chain(rules: Rules) -> AnchorFailure | None:
    pos = position(rules, 3, rb.DARK_TOWER, markers={rb.DARK_TOWER: {"Ann": 2, "Bob": 1}},
                   nobles={3: ["Ann"], 2: ["Ann"]})
    outcome, shown = score(rules, pos)
    [res] = [r for r in outcome.regions if r.region == rb.DARK_TOWER and not r.final]
    bonus = {b.player: b.points for b in res.bonuses}
    if bonus != {"Ann": 3}:
        return AnchorFailure(message("anchor.chain", got=str(bonus)), shown)
    return None


@anchor("rulebook.dragon-order", "Scoring",
        "King in Dark Tower with two Dragons: Dark Tower, Dragon's Lair and King's Castle score (5-2-8), "
        "and the King moves on to Zin Kai's Deep.", cases=2)
def dragon_order(rules: Rules) -> AnchorFailure | None:
    # The rulebook's example, then one Dragon where the route wraps: the King in King's Castle (8),
    # the last region of the route, so the Dragon's region is the first, Zin Kai's Deep (1), and the
    # King moves on past it to Wizard's Tower (6). Both read from the route ("Scoring").
    for king, dragons, scored, moves_to in ((rb.DARK_TOWER, 2, [5, 2, 8], 1), (8, 1, [8, 1], 6)):
        outcome, shown = score(rules, position(rules, 3, king, dragons=dragons))
        if outcome.regions_scored != scored:
            return AnchorFailure(message("anchor.dragon-regions",
                                         got=str([rules.board.name(r) for r in outcome.regions_scored])),
                                 shown)
        if outcome.position.king != moves_to:
            return AnchorFailure(message("anchor.dragon-king", region=rules.board.name(outcome.position.king),
                                         want=rb.NAMES[moves_to]), shown)
    return None


@anchor("rulebook.final-scoring-regions", "Game end and winning",
        "A final round scoring King's Altar and Temple Ruins is followed by the final scoring of regions "
        "5, 2, 8, 1, 6 and 4.")
def final_scoring_regions(rules: Rules) -> AnchorFailure | None:
    pos = position(rules, 3, 7, markers={7: {"Ann": 1}}, scores={"Ann": 39}, dragons=1)
    outcome, shown = score(rules, pos)
    if outcome.regions_scored != [7, 3] or not outcome.game_over:
        return AnchorFailure(message("anchor.final-round", got=str(outcome.regions_scored), over=outcome.game_over),
                             shown)
    if outcome.final_regions != [5, 2, 8, 1, 6, 4]:
        return AnchorFailure(message("anchor.final-regions", got=str(outcome.final_regions)), shown)
    return None


@anchor("rulebook.game-end-at-40", "Game end and winning",
        "The game ends after a round in which someone reaches 40 points, not before.", cases=2)
def game_end(rules: Rules) -> AnchorFailure | None:
    # Ann alone in Dark Tower, 2 players: 5 for first place + 1 Noble bonus = 6 points
    for start, over in ((34, True), (33, False)):
        pos = position(rules, 2, rb.DARK_TOWER, markers={rb.DARK_TOWER: {"Ann": 1}}, scores={"Ann": start})
        outcome, shown = score(rules, pos)
        if outcome.game_over != over:
            return AnchorFailure(message("anchor.game-end", start=start, gained=outcome.awarded["Ann"],
                                         over=outcome.game_over), shown)
    return None


@anchor("rulebook.winner-tie-break", "Game end and winning",
        "Tied on points, the player with the most Nobles wins; still tied, the victory is shared.", cases=2)
def winner_tie_break(rules: Rules) -> AnchorFailure | None:
    # Ann and Bob tie for most in King's Castle (both 39 -> same points). In the final scoring Ann's
    # Noble in Dragon's Lair ties Bob's marker there, and (second case) Bob's Noble in Zin Kai's
    # Deep ties Ann's marker: equal points, so only the Nobles tell them apart.
    for bob_noble, want in ((False, ["Ann"]), (True, ["Ann", "Bob"])):
        markers = {8: {"Ann": 2, "Bob": 2}, 2: {"Bob": 1}}
        nobles = {2: ["Ann"]}
        if bob_noble:
            markers[1] = {"Ann": 1}
            nobles[1] = ["Bob"]
        pos = position(rules, 3, 8, markers=markers, nobles=nobles, scores={"Ann": 39, "Bob": 39})
        outcome, shown = score(rules, pos)
        if not outcome.game_over or sorted(outcome.winners) != want:
            return AnchorFailure(message("anchor.tie-break", scores=str(outcome.position.scores),
                                         winners=str(outcome.winners), want=str(want)), shown)
    return None


# ---------------------------------------------------------------- set-up and cards

@anchor("rulebook.markers", "Preparation",
        "Each player has 20 markers, one on the score track: 19 in the supply at the set-up.", whole=True)
def markers(rules: Rules) -> AnchorFailure | None:
    supply = new_game(list(PLAYERS[:2]), rules).supply
    if supply != {"Ann": rb.MARKERS - rb.SCORE_TRACK_MARKERS, "Bob": rb.MARKERS - rb.SCORE_TRACK_MARKERS}:
        return AnchorFailure(message("anchor.supply", got=str(supply)))
    return None


@anchor("rulebook.hand", "Preparation",
        "Each player holds 11 cards: one Region card per region, a Knight, a Dragon and a Witch.", cases=11,
        whole=True)
def hand(rules: Rules) -> AnchorFailure | None:
    cards_held = full_hand(rules)
    counts = {"region": sum(c.is_region for c in cards_held)}
    counts.update({k: sum(c.kind == k for c in cards_held) for k in ("knight", "dragon", "witch")})
    regions = sorted(c.region for c in cards_held if c.region is not None)
    if counts != rb.HAND or regions != sorted(rb.ROUTE):
        return AnchorFailure(message("anchor.hand", got=str(counts), n=len(cards_held)))
    return None


@anchor("rulebook.cards-per-round", "Choosing cards", "Each player plays exactly three cards a round.", cases=5)
def cards_per_round(rules: Rules) -> AnchorFailure | None:
    pos = new_game(list(PLAYERS[:2]), rules)
    for count in range(1, 6):
        legal = is_legal(cards(rules, *list(rb.ROUTE)[:count]), pos, rules, Selection("Ann"))
        if legal != (count == rb.CARDS_PER_ROUND):
            return AnchorFailure(message("anchor.cards-legal" if legal else "anchor.cards-illegal", n=count))
    return None


@anchor("rulebook.knight-adds-one", "Revealing cards — Knight",
        "A Knight played last adds one marker to the Region card before it.", cases=2)
def knight_adds_one(rules: Rules) -> AnchorFailure | None:
    # two players, each Region, Region, Knight: the second Region card's region gets two markers,
    # the first one ("Revealing cards — Knight"); two selections, so a rule keyed to one region,
    # one seat or one order of cards does not pass by chance
    pos = new_game(list(PLAYERS[:2]), rules)
    plays = {"Ann": (4, 6), "Bob": (7, 3)}
    try:
        played = play_round(pos, rules, {p: cards(rules, *regions, "knight") for p, regions in plays.items()})
    except IllegalPlayError as exc:
        return AnchorFailure(message("anchor.refused", why=getattr(exc, "message", str(exc))))
    for player, (first, second) in plays.items():
        placed = played.log.placed.get(player, {})
        if placed != {first: 1, second: 2}:
            return AnchorFailure(message("anchor.knight", got=str(placed), first=rb.NAMES[first],
                                         second=rb.NAMES[second]))
    return None


@anchor("rulebook.once-per-game", "Revealing cards — Dragon",
        "The Dragon and the Witch leave the game once played; the Knight and Region cards come back.", cases=3)
def once_per_game(rules: Rules) -> AnchorFailure | None:
    pos = new_game(list(PLAYERS[:2]), rules)
    try:
        played = play_round(pos, rules, {"Ann": cards(rules, 4, 6, "dragon"), "Bob": cards(rules, "witch")},
                            {"Bob": cards(rules, 7, 3, "knight")})
    except IllegalPlayError as exc:
        return AnchorFailure(message("anchor.refused", why=getattr(exc, "message", str(exc))))
    after = played.outcome.position
    again = {"Ann": cards(rules, 1, 6, "dragon"), "Bob": cards(rules, "witch"),
             "Bob knight": cards(rules, 7, 3, "knight")}
    legal = {who: is_legal(c, after, rules, Selection(who.split()[0])) for who, c in again.items()}
    if legal != {"Ann": False, "Bob": False, "Bob knight": True}:
        return AnchorFailure(message("anchor.once", got=str(legal)))
    return None


@anchor("rulebook.witch-resolves-last", "Revealing cards — Witch",
        "A Witch player re-selects and reveals after every other player has resolved their cards.")
def witch_last(rules: Rules) -> AnchorFailure | None:
    pos = new_game(list(PLAYERS[:3]), rules)
    try:
        played = play_round(pos, rules, {"Ann": cards(rules, "witch"), "Bob": cards(rules, 1, 6, 4),
                                         "Cy": cards(rules, 7, 3, 5)}, {"Ann": cards(rules, 2, 8, 1)})
    except IllegalPlayError as exc:
        return AnchorFailure(message("anchor.refused", why=getattr(exc, "message", str(exc))))
    order = [e.player for e in played.log.events]
    if order != ["Ann", "Bob", "Bob", "Bob", "Cy", "Cy", "Cy", "Ann", "Ann", "Ann"]:
        return AnchorFailure(message("anchor.witch-order", got=str(order)))
    return None


BY_ID = {a.id: a for a in ANCHORS}


def run(rules: Rules) -> dict[str, AnchorFailure]:
    """{anchor id: failure} for every anchor the engine does not reproduce under `rules`."""
    failures = {}
    for a in ANCHORS:
        try:
            result = a.check(rules)
        except Exception as exc:          # a variant may make an example unplayable: that is a difference too
            result = AnchorFailure(message("anchor.unplayable", why=f"{type(exc).__name__}: {exc}"))
        if result is not None:
            failures[a.id] = result
    return failures
