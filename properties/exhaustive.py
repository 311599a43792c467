"""Every region scoring there is, checked against a closed form: `referee check --exhaustive`.

Region scoring depends only on the multiset of influence values (player names do not matter:
permutation symmetry), so checking every multiset of counts 0..20 for 2-5 players covers every
influence vector of those sizes: 65,758 multisets instead of about 4.3 million vectors.
Every banner shape the spec allows (1 to 4 places) is checked with distinct values, so a
point value names the place that was paid.

The closed form is written here independently of referee.engine.region_scoring (which ranks
players in a loop): a player with influence v is preceded by every player with more, ties
with every player with exactly v, and the rule then names the one place paid ("Scoring",
"Scoring — Ties"). The sole leader who may place a Noble ("Nobles") is checked the same way.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

from ..engine.nobles import sole_leader
from ..engine.region_scoring import place_players
from .oracle import OracleReport
from .round_model import PLAYER_NAMES

MAX_COUNT = 20                                    # markers per player (the score-track one included)
BANNER_SHAPES = ((9,), (9, 7), (9, 7, 4), (9, 7, 4, 2))   # distinct values: points name the place


def closed_form_points(values: tuple[int, ...], banner: tuple[int, ...], paid: int, min_influence: int) -> list[int]:
    """Points of each value in `values`, from counting, with no ranking loop."""
    points = []
    for v in values:
        if v < min_influence:
            points.append(0)
            continue
        ahead = sum(1 for w in values if w > v)
        tied = sum(1 for w in values if w == v)
        place = ahead + tied                      # the lowest place the tie spans is the one paid
        points.append(banner[place - 1] if place <= paid and place <= len(banner) else 0)
    return points


def closed_form_leader(values: tuple[int, ...], min_influence: int) -> int | None:
    """Index of the single player with the most influence (at least min_influence), else None."""
    top = max(values)
    if top < min_influence or values.count(top) != 1:
        return None
    return values.index(top)


def check_region_scoring(rules, max_count: int = MAX_COUNT, players=(2, 3, 4, 5)) -> OracleReport:
    """The referee's place_players and sole_leader against the closed form, for every multiset."""
    report = OracleReport(f"region scoring, every multiset of influence 0..{max_count} for "
                          f"{players[0]}-{players[-1]} players, banners of 1-4 places (closed form)",
                          label="region scoring, exhaustive multisets")
    minimum = rules.scoring.min_influence
    for n in players:
        names = PLAYER_NAMES[:n]
        paid = rules.scoring.paid_places(n)
        for values in combinations_with_replacement(range(max_count + 1), n):
            influence = dict(zip(names, values))
            leader = closed_form_leader(values, minimum)
            if sole_leader(influence, minimum) != (names[leader] if leader is not None else None):
                report.mismatches.append({"influence": list(values), "what": "sole leader"})
            for banner in BANNER_SHAPES:
                report.cases += 1
                placings = {pl.player: pl.points for pl in place_players(influence, banner, paid, minimum)}
                got = [placings[p] for p in names]
                want = closed_form_points(values, banner, paid, minimum)
                if got != want:
                    report.mismatches.append({"influence": list(values), "banner": list(banner),
                                              "closed_form": want, "referee": got})
    return report


def supported(rules) -> str | None:
    """Why the closed form cannot judge these rules, or None when it can."""
    if rules.scoring.tie_rule != "lowest-spanned-place":
        return f"the closed form covers tie_rule = lowest-spanned-place, not {rules.scoring.tie_rule!r}"
    return None
