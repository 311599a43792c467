"""Every region scoring there is, checked against a closed form: `referee check --exhaustive`.

Region scoring depends only on the multiset of influence values (player names do not matter:
permutation symmetry), so checking every multiset of counts 0..20 for 2-5 players covers every
influence vector of those sizes: 65,758 multisets instead of about 4.3 million vectors. A variant
of more players (up to 8) adds every multiset of counts 0..6 for 6 players and more (5,643 for 6-8
players; counts up to 20 would be 4.2 million).
Every banner shape the spec allows (1 to 4 places) is checked with distinct values, so a
point value names the place that was paid.

The closed form is written here independently of referee.engine.region_scoring (which ranks
players in a loop): a player with influence v is preceded by every player with more (ruling
tie-ranking = 1-1-3) or by every distinct higher influence (1-1-2), ties with every player with
exactly v, and the tie rule then names the place paid ("Scoring", "Scoring — Ties"): the lowest
spanned place (the rulebook; ruling tie-paid-place = following-place: the place after the
first), the highest, or the spanned values split evenly ([scoring] tie_rule). Each ruleset is
checked under its own tie rule and the rulings in force. The sole leader who may place a Noble
("Nobles") is checked the same way.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Callable, Sequence

from ...engine.nobles import sole_leader
from ...engine.region_scoring import place_players
from ...messages import Text, text
from ...rules import Rules
from ...rules.words import TieRule, words
from ..players import PLAYER_NAMES, player_counts
from .oracle import OracleReport

MAX_COUNT = 20                                    # markers per player (the score-track one included)
BOX_PLAYERS = 5                                   # up to here, every count to MAX_COUNT; beyond, to MANY_SEATS_COUNT
MANY_SEATS_COUNT = 6
BANNER_SHAPES = ((9,), (9, 7), (9, 7, 4), (9, 7, 4, 2))   # distinct values: points name the place


# the compiled simulator's region scorer (lab.region_points): (influence values, banner) -> points
Scorer = Callable[[tuple[int, ...], tuple[int, ...]], Sequence[int]]
TIE_RULES = words(TieRule)


def closed_form_points(values: tuple[int, ...], banner: tuple[int, ...], paid: int, min_influence: int,
                       tie_rule: TieRule = "lowest-spanned-place", ranking: str = "1-1-3",
                       tie_paid: str = "lowest-tied-place") -> list[int]:
    """Points of each value in `values`, from counting, with no ranking loop: an independent formula,
    so that a mistake in the engine's ranking loop cannot repeat itself here."""
    def value(place: int) -> int:
        return banner[place - 1] if place <= paid and place <= len(banner) else 0

    points = []
    for v in values:
        if v < min_influence:
            points.append(0)
            continue
        higher = [w for w in values if w > v]
        first = 1 + (len(set(higher)) if ranking == "1-1-2" else len(higher))
        tied = values.count(v)
        last = first + tied - 1                   # the places the tie spans: first .. last
        if tied == 1 or tie_rule == "lowest-spanned-place":
            points.append(value(first + 1 if tied > 1 and tie_paid == "following-place" else last))
        elif tie_rule == "highest-spanned-place":
            points.append(value(first))
        else:                                     # split-evenly: the spanned values shared, rounded down
            points.append(sum(value(k) for k in range(first, last + 1)) // tied)
    return points


def closed_form_leader(values: tuple[int, ...], min_influence: int) -> int | None:
    """Index of the single player with the most influence (at least min_influence), else None."""
    top = max(values)
    if top < min_influence or values.count(top) != 1:
        return None
    return values.index(top)


def check_region_scoring(rules: Rules, max_count: int = MAX_COUNT,
                         players: tuple[int, ...] = (2, 3, 4, 5)) -> OracleReport:
    """The referee's place_players and sole_leader against the closed form, for every multiset."""
    return region_scoring_reports(rules, None, max_count, players)[0]


def region_scoring_reports(rules: Rules, scorer: Scorer | None = None, max_count: int = MAX_COUNT,
                           players: tuple[int, ...] = (2, 3, 4, 5)) -> list[OracleReport]:
    """The referee's region scoring (place_players, and sole_leader) against the closed form and,
    given `scorer(values, banner) -> points` (the compiled simulator's: lab.region_points), against
    that execution too, for every multiset and banner shape: one report each, in one pass, the
    referee's points computed once per case."""
    seats = None if players[-1] <= BOX_PLAYERS else (players[0], players[-1])
    closed = OracleReport(text("exhaustive.what.closed-form", max=max_count, low=players[0], high=players[-1]),
                          label="region scoring, exhaustive multisets", seats=seats)
    compiled = OracleReport(text("exhaustive.what.compiled", max=max_count, low=players[0], high=players[-1]),
                            label="region scoring, compiled simulator", seats=seats)
    minimum = rules.scoring.min_influence
    tie_rule, ranking, tie_paid = rules.scoring.tie_rule, rules.choice("tie-ranking"), rules.choice("tie-paid-place")
    for n in players:
        names = PLAYER_NAMES[:n]
        paid = rules.scoring.paid_places(n)
        for values in combinations_with_replacement(range(max_count + 1), n):
            influence = dict(zip(names, values))
            leader = closed_form_leader(values, minimum)
            if sole_leader(influence, minimum) != (names[leader] if leader is not None else None):
                closed.mismatches.append({"influence": list(values), "what": "sole leader"})
            for banner in BANNER_SHAPES:
                placed = place_players(influence, banner, paid, minimum, tie_rule=tie_rule, ranking=ranking,
                                       tie_paid=tie_paid)
                placings = {pl.player: pl.points for pl in placed}
                got = [placings.get(p) for p in names]      # None: a player the referee left out
                closed.cases += 1
                want = closed_form_points(values, banner, paid, minimum, tie_rule, ranking, tie_paid)
                if got != want:
                    closed.mismatches.append({"influence": list(values), "banner": list(banner),
                                              "closed_form": want, "referee": got})
                if scorer is not None:
                    compiled.cases += 1
                    theirs = scorer(values, banner)
                    if theirs != got:
                        compiled.mismatches.append({"influence": list(values), "banner": list(banner),
                                                    "referee": got, "compiled": theirs})
    return [closed, compiled] if scorer is not None else [closed]


def ruleset_reports(rules: Rules, scorer: Scorer | None = None) -> list[OracleReport]:
    """region_scoring_reports for every player count the ruleset allows (players.player_counts):
    counts to MAX_COUNT up to five players, to MANY_SEATS_COUNT beyond (their reports apart)."""
    counts = player_counts(rules)
    few = tuple(n for n in counts if n <= BOX_PLAYERS)
    many = tuple(n for n in counts if n > BOX_PLAYERS)
    reports = region_scoring_reports(rules, scorer, players=few) if few else []
    if many:
        reports += region_scoring_reports(rules, scorer, MANY_SEATS_COUNT, many)
    return reports


def supported(rules: Rules) -> Text | None:
    """Why the closed form cannot judge these rules, or None when it can (every tie rule the spec
    allows, every choice of the rulings tie-ranking and tie-paid-place)."""
    if rules.scoring.tie_rule not in TIE_RULES:
        return text("exhaustive.tie-rule", known=", ".join(TIE_RULES), got=repr(rules.scoring.tie_rule))
    for ruling, known in (("tie-ranking", ("1-1-3", "1-1-2")), ("tie-paid-place", ("lowest-tied-place",
                                                                                 "following-place"))):
        if rules.choice(ruling) not in known:
            return text("exhaustive.ruling", ruling=ruling, known=", ".join(known), got=repr(rules.choice(ruling)))
    return None
