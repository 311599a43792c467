"""The invariant catalogue: each rule of King's Road that must always hold, stated once.

Every invariant is a plain function check(rules, before, after, outcome) -> None | Text:
None when it holds, otherwise a sentence saying what broke. The same functions are run by
pytest (tests/verification/test_invariants.py, tests/verification/test_state_machine.py), by `referee check` and by the
variant comparison.

- `before` is the position at the start of the round (before any card for a card-driven
  round; the position given to `referee score` when only a scoring is checked). It is
  never modified.
- `after` is the resulting position, `outcome` the referee.adjudicate.Outcome.

The statements use the rulebook's facts (properties/statements/rulebook.py: players − 1, one Noble per
region, 40 points, 20 markers, the route and the roads) and never the ruleset under test: a
variant that changes one of them shows up as a violated invariant. Only the banner a region
was scored with is read from the outcome (a printing's banners are the user's to give).

Invariants marked `cards` also take the round's input (`played`): a card round's cards
(properties.rounds.PlayedCards: plays, witch, and the engine's log), a placement round's
markers and Dragons (PlacedMarkers), or None for a position scored as it stands (whose Dragons
`before.dragons` records). What such an
invariant states is recomputed from that input, never read from the engine's account of the same
round: the cards are counted selection by selection (Witch re-selections included), the Dragons
from the cards revealed, whether a Knight adds a marker from its place and the rulings. Only what
is under test is read from the engine (the markers it placed, the regions it scored, the order it
revealed cards in). The `cards.*` ones hold vacuously when there are no cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence, TypeAlias

from ...messages import Text
from ...messages import text as message
from ..rounds import PlayedCards
from . import rulebook as rb

if TYPE_CHECKING:                 # types only: importing the catalogue stays light
    from ...engine.adjudicate import Outcome, RegionResult
    from ...engine.cards import Card
    from ...engine.position import Position
    from ...rules import Rules
    from ..rounds import PlacedMarkers

    # what a check is handed of the round: its cards, its marker placements, or nothing (a scoring)
    Played: TypeAlias = PlayedCards | PlacedMarkers | None

RULEBOOK_MARKERS = rb.MARKERS                     # "Preparation": markers per player, one on the score track
RULEBOOK_THRESHOLD = rb.THRESHOLD                 # "Game end and winning"
RULEBOOK_NOBLES_PER_REGION = rb.NOBLES_PER_REGION # "Nobles"


# Which model each invariant is proved over (properties/proofs/<model>.py), and the comparisons of
# engine and model that bind that model to the engine people run (properties/conformance/). The
# whole-round model is built on the region model, so every comparison binds it. A verdict says
# PROVED only when all of a check's comparisons agree (properties/runner.py): these lists say which
# comparison speaks of the pieces a proof is made of, for a reader tracing an ENGINE DIFFERS.
REGION_COMPARISONS = ("oracle.exhaustive_regions", "oracle.generated_regions", "oracle.exhaustive_nobles",
                      "oracle.exhaustive_chains", "drawn.run")
CONFORMANCE = {
    "region": REGION_COMPARISONS,
    "round": REGION_COMPARISONS + ("drawn.run_alternative_rulings", "variant_sweep.run_combined", "rule_pairs.run",
                                   "position_domain.run",
                                   "play_domain.run", "count_rows.run", "knight_rows.run",
                                   "record_rows.run", "record_damage.run", "same_seed.run"),
}


# a check: (rules, before, after, outcome[, played]) -> what broke, or None when it holds
Check = Callable[..., "Text | None"]


@dataclass(frozen=True)
class Invariant:
    """One rule that must always hold: stated here (statement, the rulebook section it paraphrases,
    the check run on every round), proved over one model (`proof`: "region" or "round", the module
    properties/proofs/<proof>.py), and bound to the engine by the comparisons `conformance` names."""
    id: str
    statement: str
    section: str
    check: Check
    proof: str                   # "region" | "round": the model its Z3 proof speaks of
    cards: bool = False          # a card-phase invariant: also takes `played`

    @property
    def conformance(self) -> tuple[str, ...]:
        """The comparisons of engine and model (properties/conformance/<module>.<function>) that
        bind this invariant's proof to the engine."""
        return CONFORMANCE[self.proof]

    def broken(self, rules: Rules, before: Position, after: Position, outcome: Outcome,
               played: Played = None) -> Text | None:
        """What broke on this step (a message), or None when it holds (`played` only for cards.*)."""
        if self.cards:
            return self.check(rules, before, after, outcome, played)
        return self.check(rules, before, after, outcome)


CATALOGUE: list[Invariant] = []


def invariant(id: str, section: str, statement: str, cards: bool = False, *,
              proof: str) -> Callable[[Check], Check]:
    if proof not in CONFORMANCE:
        raise ValueError(f"{id}: proof must be one of {sorted(CONFORMANCE)}, not {proof!r}")

    def register(fn: Check) -> Check:
        CATALOGUE.append(Invariant(id, statement, section, fn, proof, cards))
        return fn
    return register


# ---------------------------------------------------------------- helpers

def scored_results(outcome: Outcome) -> list[RegionResult]:
    """Region results of the round itself (not of the final scoring)."""
    return [r for r in outcome.regions if not r.final]


def final_results(outcome: Outcome) -> list[RegionResult]:
    return [r for r in outcome.regions if r.final]


def selections(played: PlayedCards) -> list[tuple[str, list[Card], bool]]:
    """(player, cards as written, re-selection?) of every selection of a card round: each player's
    first selection, then each Witch player's re-selection."""
    out = [(p, list(cards), False) for p, cards in played.plays.items()]
    return out + [(p, list(cards), True) for p, cards in played.witch.items()]


def witch_play(cards: list[Card], again: bool) -> bool:
    """A first selection opening with the Witch: it reveals the Witch alone, the cards after it go
    back to the hand ("Revealing cards — Witch"), and a record may leave them out."""
    return not again and bool(cards) and cards[0].kind == "witch"


def revealed(played: PlayedCards) -> list[tuple[str, Card, bool]]:
    """(player, card, re-selection?) of every card a card round reveals ("Revealing cards"): a
    Witch's play reveals the Witch alone (witch_play), every other selection all its cards."""
    out = []
    for p, cards, again in selections(played):
        if witch_play(cards, again):
            cards = cards[:1]
        out += [(p, c, again) for c in cards]
    return out


def card_input(played: Played) -> PlayedCards | None:
    """The card round an invariant was handed (PlayedCards), or None (a placement round, a scoring)."""
    return played if isinstance(played, PlayedCards) else None


def dragons_revealed(before: Position, played: Played) -> int:
    """Dragons of the round, counted from the input: the Dragon cards a card round reveals (Witch
    re-selections included), those a placement round names, or those a position to score records."""
    cards = card_input(played)
    if cards is not None:
        return sum(1 for _, card, _ in revealed(cards) if card.kind == "dragon")
    return before.dragons + getattr(played, "dragons", 0)


def last_spanned_place(influence: dict[str, int], player: str) -> int:
    """Lowest place the player's tie group spans (players with influence >= 1 ranked)."""
    mine = influence[player]
    above = sum(1 for n in influence.values() if n >= 1 and n > mine)
    tied = sum(1 for n in influence.values() if n >= 1 and n == mine)
    return above + tied


def road_neighbours(rules: Rules | None = None) -> dict[int, set[int]]:
    """Adjacency of the rulebook's road graph (the route's pairs and the side road)."""
    adj: dict[int, set[int]] = {r: set() for r in rb.ROUTE}
    for a, b in (tuple(p) for p in rb.ROADS):
        adj[a].add(b)
        adj[b].add(a)
    return adj


def component(adj: dict[int, set[int]], start: int, owned: set[int]) -> set[int]:
    if start not in owned:
        return set()
    seen, todo = {start}, [start]
    while todo:
        here = todo.pop()
        for nxt in adj[here]:
            if nxt in owned and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def nobles_when_scored(before: Position, after: Position,
                       outcome: Outcome) -> list[tuple[RegionResult, dict[int, list[str]]]]:
    """(region result, Nobles on the board right after that region's Noble decision), in order.

    Each region is scored at most once in a round, and the final scoring creates or removes
    no Noble, so a region's Nobles after its decision are those of `after`.
    """
    state = {r: list(o) for r, o in before.nobles.items() if o}
    out = []
    for res in scored_results(outcome):
        state[res.region] = list(after.nobles.get(res.region, []))
        out.append((res, {r: list(o) for r, o in state.items()}))
    return out


def influence_of(result: RegionResult) -> dict[str, int]:
    return {pl.player: pl.influence for pl in result.placings}


def sole_leader(influence: dict[str, int]) -> str | None:
    top = max(influence.values(), default=0)
    leaders = [p for p, n in influence.items() if n == top]
    return leaders[0] if top >= rb.MIN_INFLUENCE and len(leaders) == 1 else None


def region_points(result: RegionResult) -> dict[str, int]:
    return {pl.player: pl.points for pl in result.placings}


def route_next(rules: Rules, region: int) -> int:
    """The next region on the rulebook's route."""
    return rb.next_on_route(region)


# ---------------------------------------------------------------- Scoring — Ties

@invariant("ties.equal-points", "Scoring — Ties", "Players with equal influence in a region get equal points.",
           proof="region")
def tied_equal(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res in outcome.regions:
        for a in res.placings:
            for b in res.placings:
                if a.influence == b.influence and a.points != b.points:
                    return (message("inv.tied_equal", region=str(rules.board.name(res.region)), player=str(a.player),
                                    other=str(b.player), influence=str(a.influence), points=str(a.points),
                                    other_points=str(b.points)))
    return None


@invariant("ties.more-influence-never-fewer-points", "Scoring — Ties",
           "A player with more influence in a region never gets fewer points there than one with less.", proof="region")
def monotone(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res in outcome.regions:
        for a in res.placings:
            for b in res.placings:
                if a.influence > b.influence and a.points < b.points:
                    return (message("inv.monotone", region=str(rules.board.name(res.region)), player=str(a.player),
                                    influence=str(a.influence), points=str(a.points), other=str(b.player),
                                    other_influence=str(b.influence),
                                    other_points=str(b.points)))
    return None


@invariant("ties.only-influence-paid", "Scoring", "Only players with at least one influence in a region score there.",
           proof="region")
def only_influence(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res in outcome.regions:
        for pl in res.placings:
            if pl.influence < 1 and pl.points != 0:
                return message("inv.only_influence", region=str(rules.board.name(res.region)), player=str(pl.player),
                               points=str(pl.points))
    return None


@invariant("ties.at-most-players-minus-one-paid", "Scoring",
           "In a region at most (players − 1) players score.", proof="region")
def at_most_paid(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    n = len(before.players)
    for res in outcome.regions:
        paid = [pl.player for pl in res.placings if pl.points > 0]
        if len(paid) > n - 1:
            return message("inv.at_most_paid", region=str(rules.board.name(res.region)), paid=str(len(paid)),
                           names=str(', '.join(paid)), players=str(n))
    return None


@invariant("ties.past-paid-places-pays-zero", "Scoring — Ties",
           "A player (or tie) whose lowest spanned place is beyond place (players − 1) gets 0.", proof="region")
def past_paid(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    n = len(before.players)
    for res in outcome.regions:
        infl = influence_of(res)
        for pl in res.placings:
            if pl.influence >= 1 and last_spanned_place(infl, pl.player) > n - 1 and pl.points != 0:
                return (message("inv.past_paid", region=str(rules.board.name(res.region)), player=str(pl.player),
                                place=str(last_spanned_place(infl, pl.player)), players=str(n), points=str(pl.points)))
    return None


@invariant("ties.lowest-spanned-place", "Scoring — Ties",
           "A placed player within the paid places gets the banner value of the lowest place their tie spans.",
           proof="region")
def lowest_spanned(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    n = len(before.players)
    for res in outcome.regions:
        infl = influence_of(res)
        for pl in res.placings:
            if pl.influence < 1:
                continue
            last = last_spanned_place(infl, pl.player)
            if last <= n - 1 and last <= len(res.banner) and pl.points != res.banner[last - 1]:
                return (message("inv.lowest_spanned", region=str(rules.board.name(res.region)), player=str(pl.player),
                                place=str(last), value=str(res.banner[last - 1]), points=str(pl.points)))
    return None


@invariant("ties.payment-is-banner-value", "Scoring", "Every payment in a region is 0 or one of its banner values.",
           proof="region")
def banner_value(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res in outcome.regions:
        for pl in res.placings:
            if pl.points != 0 and pl.points not in res.banner:
                return (message("inv.banner_value", region=str(rules.board.name(res.region)), player=str(pl.player),
                                points=str(pl.points), banner=str(list(res.banner))))
    return None


# ---------------------------------------------------------------- Markers

def _total(position: Position, player: str) -> int | None:
    if position.supply is None or player not in position.supply:
        return None
    return (position.markers_on_board(player) + position.nobles_on_board(player)
            + position.supply[player] + 1)


@invariant("markers.conserved", "Preparation",
           "For every player, markers on the board + Nobles + supply + the score-track marker stay 20.", proof="round")
def conserved(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for p in before.players:
        was, now = _total(before, p), _total(after, p)
        if was is None or now is None:
            continue
        if was != now or now != RULEBOOK_MARKERS:
            return message("inv.conserved", player=str(p), before=str(was), after=str(now),
                           expected=str(RULEBOOK_MARKERS))
    return None


@invariant("markers.scored-regions-emptied", "Scoring",
           "After scoring, no marker (other than Nobles) is left in a region that was scored.", proof="round")
def emptied(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res in outcome.regions:
        left = {p: n for p, n in after.markers.get(res.region, {}).items() if n}
        if left:
            return message("inv.emptied", region=str(rules.board.name(res.region)), left=str(left))
    return None


# ---------------------------------------------------------------- Nobles

@invariant("nobles.at-most-one-per-region", "Nobles", "A region holds at most one Noble.", proof="region")
def one_per_region(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for r, owners in after.nobles.items():
        if len(owners) > RULEBOOK_NOBLES_PER_REGION:
            return message("inv.one_per_region", region=str(rules.board.name(r)), n=str(len(owners)),
                           owners=str(', '.join(owners)))
    return None


@invariant("nobles.at-most-one-per-player-per-region", "Variant — Permanent Nobles",
           "A player holds at most one Noble in a region.", proof="region")
def one_per_player(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for r, owners in after.nobles.items():
        for p in set(owners):
            if owners.count(p) > 1:
                return message("inv.one_per_player", player=str(p), n=str(owners.count(p)),
                               region=str(rules.board.name(r)))
    return None


@invariant("nobles.only-sole-leader-places", "Nobles",
           "A new Noble is placed only by the single player with the most influence.", proof="region")
def only_leader(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res in scored_results(outcome):
        old = list(before.nobles.get(res.region, []))
        new = list(after.nobles.get(res.region, []))
        leader = sole_leader(influence_of(res))
        for p in set(new):
            if new.count(p) > old.count(p) and p != leader:
                return message("inv.only_leader", region=str(rules.board.name(res.region)), player=str(p))
    return None


@invariant("nobles.sole-leader-holds-noble", "Nobles",
           "After a region is scored in the round, its single player with the most influence holds a Noble there.",
           proof="region")
def leader_holds(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res in scored_results(outcome):
        leader = sole_leader(influence_of(res))
        if leader is not None and leader not in after.nobles.get(res.region, []):
            return message("inv.leader_holds", region=str(rules.board.name(res.region)), leader=str(leader))
    return None


@invariant("nobles.tie-keeps-old-noble", "Nobles",
           "On a tie for the most influence no Noble is placed and the old Noble stays.", proof="region")
def tie_keeps(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res in scored_results(outcome):
        infl = influence_of(res)
        if sole_leader(infl) is None:
            old = list(before.nobles.get(res.region, []))
            new = list(after.nobles.get(res.region, []))
            if old != new:
                return message("inv.tie_keeps", region=str(rules.board.name(res.region)), old=str(old), new=str(new))
    return None


@invariant("nobles.replaced-noble-returns", "Nobles",
           "When another player leads alone, the old Noble leaves the region (back to its owner's supply).",
           proof="region")
def replaced_returns(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res in scored_results(outcome):
        leader = sole_leader(influence_of(res))
        if leader is None:
            continue
        stays = [o for o in after.nobles.get(res.region, []) if o != leader]
        if stays:
            return (message("inv.replaced_returns", region=str(rules.board.name(res.region)), leader=str(leader),
                            owners=str(', '.join(stays))))
    return None


# ---------------------------------------------------------------- Noble-chain bonus

@invariant("chain.equals-component", "Nobles",
           "Each Noble bonus equals the size of its owner's connected chain of Nobles through the scored region.",
           proof="region")
def chain_component(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    adj = road_neighbours(rules)
    for res, nobles in nobles_when_scored(before, after, outcome):
        for b in res.bonuses:
            owner = b.player
            owned = {r for r, o in nobles.items() if owner in o}
            size = len(component(adj, res.region, owned))
            if b.points != size:
                return (message("inv.chain_component", region=str(rules.board.name(res.region)), owner=str(owner),
                                size=size,
                                bonus=str(b.points)))
    return None


@invariant("chain.paid-to-every-owner", "Nobles",
           "Every owner of a Noble in a region scored in the round gets exactly one chain bonus there.", proof="round")
def chain_every_owner(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res, nobles in nobles_when_scored(before, after, outcome):
        owners = sorted(set(nobles.get(res.region, [])))
        paid = sorted(b.player for b in res.bonuses)
        if owners != paid:
            return message("inv.chain_every_owner", region=str(rules.board.name(res.region)), owners=str(owners),
                           paid=str(paid))
    return None


@invariant("chain.at-least-one", "Nobles", "A Noble bonus is at least 1 point.", proof="region")
def chain_at_least_one(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res in scored_results(outcome):
        for b in res.bonuses:
            if b.points < 1:
                return message("inv.chain_at_least_one", region=str(rules.board.name(res.region)), player=str(b.player),
                               bonus=str(b.points))
    return None


@invariant("chain.at-most-owner-nobles", "Nobles",
           "A Noble bonus is at most the number of Nobles its owner has on the board.", proof="region")
def chain_at_most(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res, nobles in nobles_when_scored(before, after, outcome):
        for b in res.bonuses:
            owned = sum(o.count(b.player) for o in nobles.values())
            if b.points > owned:
                return (message("inv.chain_at_most", region=str(rules.board.name(res.region)), player=str(b.player),
                                nobles=owned,
                                bonus=str(b.points)))
    return None


# ---------------------------------------------------------------- The King travels

@invariant("king.regions-scored", "Revealing cards — Dragon",
           "A round scores 1 + (Dragons revealed) regions: the King's, then the next ones along the route.",
           cards=True, proof="round")
def regions_scored(rules: Rules, before: Position, after: Position, outcome: Outcome,
                   played: Played = None) -> Text | None:
    dragons = dragons_revealed(before, played)
    scored = outcome.regions_scored
    if len(scored) != 1 + dragons:
        return message("inv.regions_scored.0", dragons=dragons, scored=len(scored))
    if scored[0] != before.king:
        return message("inv.regions_scored.1", king=str(rules.board.name(before.king)),
                       first=str(rules.board.name(scored[0])))
    for a, b in zip(scored, scored[1:]):
        if route_next(rules, a) != b:
            return message("inv.regions_scored.2", region=str(rules.board.name(b)), previous=str(rules.board.name(a)))
    return None


@invariant("king.ends-past-last-scored", "The King travels",
           "The King ends the round in the region after the last one scored.", proof="round")
def king_ends(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    expected = route_next(rules, outcome.regions_scored[-1])
    if after.king != expected:
        return message("inv.king_ends", region=str(rules.board.name(after.king)),
                       expected=str(rules.board.name(expected)))
    return None


@invariant("king.never-travels-side-road", "The King travels",
           "The King never travels a side road (Temple Ruins — Zin Kai's Deep).", proof="round")
def king_side_road(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    side = set(rb.SIDE_ROADS)
    path = [before.king] + list(outcome.regions_scored[1:]) + [after.king]
    for a, b in zip(path, path[1:]):
        if frozenset((a, b)) in side and route_next(rules, a) != b:
            return message("inv.king_side_road", start=str(rules.board.name(a)), end=str(rules.board.name(b)))
    return None


# ---------------------------------------------------------------- Game end and winning

def round_scores(before: Position, outcome: Outcome) -> dict[str, int]:
    """Each player's score at the end of the round, before any final scoring."""
    scores = {p: before.scores.get(p, 0) for p in before.players}
    for res in scored_results(outcome):
        for pl in res.placings:
            scores[pl.player] += pl.points
        for b in res.bonuses:
            scores[b.player] += b.points
    return scores


@invariant("end.exactly-at-threshold", "Game end and winning",
           "The game ends exactly when someone has 40 or more points at the end of a round.", proof="round")
def ends_at_threshold(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    best = max(round_scores(before, outcome).values())
    if after.game_over != (best >= RULEBOOK_THRESHOLD):
        return message("inv.ends_at_threshold", best=str(best), over=str(after.game_over))
    return None


@invariant("end.final-covers-unscored-regions", "Game end and winning",
           "The final scoring scores exactly the regions not scored in the last round.", proof="round")
def final_covers(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    if not after.game_over:
        if outcome.final_regions:
            return message("inv.final_covers.0")
        return None
    expected = set(rb.ROUTE) - set(outcome.regions_scored)
    if set(outcome.final_regions) != expected or len(outcome.final_regions) != len(expected):
        return message("inv.final_covers.1", covered=str(sorted(outcome.final_regions)), expected=str(sorted(expected)))
    return None


@invariant("end.final-no-nobles", "Game end and winning",
           "The final scoring creates no Noble, removes none and pays no Noble bonus.", proof="round")
def final_no_nobles(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    for res in final_results(outcome):
        if res.noble is not None or res.bonuses:
            return message("inv.final_no_nobles.0", region=str(rules.board.name(res.region)))
        if res.region in outcome.regions_scored:
            continue     # also scored in the round, whose Noble decision may have changed them
        if list(after.nobles.get(res.region, [])) != list(before.nobles.get(res.region, [])):
            return message("inv.final_no_nobles.1", region=str(rules.board.name(res.region)))
    return None


@invariant("end.winners-hold-most-points", "Game end and winning",
           "When the game ends the winners hold the most points; several winners also tie on Nobles on the board.",
           proof="round")
def winners_most(rules: Rules, before: Position, after: Position, outcome: Outcome) -> Text | None:
    if not after.game_over:
        return None
    best = max(after.scores.values())
    winners = list(outcome.winners)
    if not winners:
        return message("inv.winners_most.0")
    for w in winners:
        if after.scores[w] != best:
            return message("inv.winners_most.1", winner=str(w), points=str(after.scores[w]), best=str(best))
    top = [p for p in after.players if after.scores[p] == best]
    most = max(after.nobles_on_board(p) for p in top)
    expected = [p for p in top if after.nobles_on_board(p) == most]
    if sorted(expected) != sorted(winners):
        return message("inv.winners_most.2", winners=str(winners), expected=str(expected))
    return None


# ---------------------------------------------------------------- Choosing and revealing cards

def knight_adds(rules: Rules, before: Position, cards: list[Card], again: bool) -> bool:
    """Whether the Knight ending a selection adds a marker, read from the rulebook ("Revealing
    cards — Knight": the Knight reinforces the Region card before it) and the open rulings in force
    (knight-declined, knight-after-non-region, knight-with-two-cards, witch-reselect-knight)."""
    def ruling(name: str) -> str:
        return rules.choice(name, before.rulings)

    knight = cards[-1]
    if ruling("knight-declined") == "added-unless-declined" and knight.declined is True:
        return False
    if ruling("knight-declined") != "added-unless-declined" and knight.declined is not False:
        return False
    earlier = cards[:-1]
    if not earlier or (again and ruling("witch-reselect-knight") == "no-marker"):
        return False
    if len(cards) == 2 and ruling("knight-with-two-cards") == "no-marker":
        return False
    if earlier[-1].kind == "region":
        return True
    return ruling("knight-after-non-region") == "last-region-card" and any(c.kind == "region" for c in earlier)


@invariant("cards.markers-placed", "Revealing cards",
           "Markers placed in a round = Region cards revealed + one per Knight that took effect.", cards=True,
           proof="round")
def markers_placed(rules: Rules, before: Position, after: Position, outcome: Outcome,
                   played: Played = None) -> Text | None:
    played = card_input(played)
    if played is None:
        return None
    placed = sum(n for regions in played.log.placed.values() for n in regions.values())
    regions = sum(1 for _, card, _ in revealed(played) if card.kind == "region")
    knights = 0
    for p, cards, again in selections(played):
        if not witch_play(cards, again) and cards and cards[-1].kind == "knight" and knight_adds(
                rules, before, cards, again):
            knights += 1
    expected = regions + knights * rb.KNIGHT_EXTRA_MARKERS
    if placed != expected:
        return (message("inv.markers_placed", placed=placed, regions=regions, knights=knights, expected=str(expected)))
    return None


@invariant("cards.spent-never-return", "Revealing cards — Dragon",
           "A player reveals at most one Dragon and one Witch in a whole game; once revealed they stay spent.",
           cards=True, proof="round")
def spent_never_return(rules: Rules, before: Position, after: Position, outcome: Outcome,
                       played: Played = None) -> Text | None:
    played = card_input(played)
    if played is None:
        return None
    shown = revealed(played)
    for p in before.players:
        for kind in rb.ONCE_PER_GAME:
            count = sum(1 for who, card, _ in shown if who == p and card.kind == kind)
            earlier = before.used.get(p, []).count(kind)
            if count + earlier > 1:
                return message("inv.spent_never_return.0", player=str(p), card=str(kind), revealed=str(count),
                               earlier=str(earlier))
            if count and kind not in after.used.get(p, []):
                return message("inv.spent_never_return.1", player=str(p), card=str(kind))
    return None


@invariant("cards.witch-resolves-last", "Revealing cards — Witch",
           "A Witch player's re-selection is revealed after every other player's cards.", cards=True, proof="round")
def witch_last(rules: Rules, before: Position, after: Position, outcome: Outcome,
               played: Played = None) -> Text | None:
    played = card_input(played)
    if played is None:
        return None
    events = played.log.events
    witches = set(played.log.witch_players)
    others = [i for i, e in enumerate(events) if e.player not in witches]
    again = [i for i, e in enumerate(events) if e.reselection]
    if others and again and min(again) < max(others):
        return message("inv.witch_last", player=str(events[min(again)].player))
    return None


@invariant("cards.three-per-round", "Choosing cards",
           "A player's selection holds three cards, or as many as their markers when fewer.", cards=True, proof="round")
def three_per_round(rules: Rules, before: Position, after: Position, outcome: Outcome,
                    played: Played = None) -> Text | None:
    played = card_input(played)
    if played is None:
        return None
    at_most = rules.choice("card-count-when-short", before.rulings) == "supply-at-round-start-at-most"
    for p, cards, again in selections(played):
        markers = (before.supply or {}).get(p, 0)
        if not count_fits(cards, again, markers, rb.CARDS_PER_ROUND, at_most):
            return message("inv.three_per_round", player=str(p), cards=len(cards), markers=markers,
                           expected=str(min(rb.CARDS_PER_ROUND, markers)))
    return None


def count_fits(cards: list[Card], again: bool, markers: int, per_round: int, at_most: bool) -> bool:
    """Whether a selection holds as many cards as "Choosing cards" asks: `per_round`, or the player's
    markers when fewer (no more than that under the ruling card-count-when-short = at most: a
    player short of markers may play fewer, one who is not plays `per_round`). A
    Witch's play may leave out the cards it sends back (all of them: the Witch alone is not short),
    but holds no more than a selection does; its re-selection is counted like any selection.
    Stated once: the invariant above reads it with the rulebook's three cards, the engine's
    symbolic proof (properties.proofs.symbolic) with the ruleset's."""
    want = min(per_round, max(markers, 0))
    if len(cards) > want:
        return False
    # a Witch's play written short is the Witch alone: a record names the cards sent back, or none
    return len(cards) == want or (at_most and markers < per_round) or (witch_play(cards, again) and len(cards) == 1)


# ---------------------------------------------------------------- lookup

BY_ID = {inv.id: inv for inv in CATALOGUE}


def check_all(rules: Rules, before: Position, after: Position, outcome: Outcome,
              invariants: Sequence[Invariant] | None = None, played: Played = None) -> dict[str, Text]:
    """{invariant id: message} for every invariant that fails on this step (cards.* need `played`)."""
    failures: dict[str, Text] = {}
    for inv in invariants or CATALOGUE:
        message = inv.broken(rules, before, after, outcome, played)
        if message:
            failures[inv.id] = message
    return failures
