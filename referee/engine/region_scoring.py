"""Places and points in one scored region ("Scoring", "Scoring — Ties").

Pure functions of (influence, banner, number of players): no state, no I/O.
Rules applied, all parameters from the spec:
- only players with at least `min_influence` are placed;
- players are ranked by influence; tied players share the places their tie spans and all
  receive, by `scoring.tie_rule`, the value of the lowest of those places (the rulebook), of
  the highest, or the values of the spanned places split evenly (rounded down);
- only `paid_places` (players − 1) places pay, and a place beyond the banner pays 0, so a
  tie that reaches past either pays 0 to everyone in it.
Two open rulings (rulings.toml) read the rulebook's tie sentence; they compose with tie_rule so:
- `tie-ranking` decides the ranking, whatever the tie rule: "1-1-3" (the group after a tie takes
  the place after the tie's span) or "1-1-2" (it takes the next place);
- `tie-paid-place` decides which place the rulebook's rule pays: "lowest-tied-place" or
  "following-place" (the place after the highest one the tie shares, as the French Ties
  sentence reads literally). It reads the rulebook's rule, so it applies only under
  tie_rule = lowest-spanned-place; a variant's own tie rule says which places pay.
The sentences that explain a placing are in referee.present.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..rules.words import TieRule

LOWEST: TieRule = "lowest-spanned-place"
HIGHEST: TieRule = "highest-spanned-place"
SPLIT: TieRule = "split-evenly"


@dataclass(frozen=True)
class Placing:
    """One player's place in a scored region ("Scoring", "Scoring — Ties"): influence, the places
    the player's group spans, how many share them, the points and why (`reason`, a stable word)."""

    player: str
    influence: int
    first_place: int      # highest place the player's group spans (1-based); 0 = not placed
    last_place: int       # lowest place it spans
    tied_with: int        # how many players share these places (1 = no tie)
    points: int
    reason: str           # paid | not-paid-place | beyond-banner | no-influence
    paid_place: int = 0   # the place whose value is paid (0: none, or the spanned values split evenly)

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "influence": self.influence, "places": [self.first_place, self.last_place],
                "tied_with": self.tied_with, "points": self.points, "reason": self.reason,
                "paid_place": self.paid_place}


def place_players(influence: dict[str, int], banner: tuple[int, ...], paid_places: int,
                  min_influence: int = 1, tie_rule: TieRule = LOWEST, *, ranking: str = "1-1-3",
                  tie_paid: str = "lowest-tied-place") -> list[Placing]:
    """Every player's placing in the region, highest influence first, unplaced players last.

    The reference: what the referee says. Region scoring has three other executions, each checked
    against this one: the compiled simulator's (lab.play.placing_points, for `compare`'s speed), the
    Z3 model's (properties.models.region.region_points, for proofs over every influence) and the closed
    form (properties.conformance.closed_form.closed_form_points, an independent formula for `check --exhaustive`).

    tie_rule: the spec's [scoring] tie_rule. ranking: "1-1-3" or "1-1-2" (ruling tie-ranking).
    tie_paid: "lowest-tied-place" or "following-place" (ruling tie-paid-place, under tie_rule
    lowest-spanned-place only)."""
    eligible = sorted((p for p, n in influence.items() if n >= min_influence),
                      key=lambda p: -influence[p])
    placings: list[Placing] = []
    place = 1
    i = 0
    while i < len(eligible):
        level = influence[eligible[i]]
        group = [p for p in eligible[i:] if influence[p] == level]
        last = place + len(group) - 1
        points, reason, paid = group_points(place, last, banner, paid_places, tie_rule, tie_paid)
        for p in group:
            placings.append(Placing(p, level, place, last, len(group), points, reason, paid))
        place = place + 1 if ranking == "1-1-2" else last + 1
        i += len(group)
    for p, n in influence.items():
        if n < min_influence:
            placings.append(Placing(p, n, 0, 0, 1, 0, "no-influence"))
    return placings


def place_value(place: int, banner: tuple[int, ...], paid_places: int) -> tuple[int, str]:
    """(points, reason) of one place: 0 beyond the paid places or beyond the banner."""
    if place > paid_places:
        return 0, "not-paid-place"
    if place > len(banner):
        return 0, "beyond-banner"
    return banner[place - 1], "paid"


def group_points(first: int, last: int, banner: tuple[int, ...], paid_places: int,
                 tie_rule: TieRule = LOWEST, tie_paid: str = "lowest-tied-place") -> tuple[int, str, int]:
    """(points each, reason, place paid or 0) for players spanning places first..last ("Scoring — Ties")."""
    if first == last or tie_rule == LOWEST:
        paid = first + 1 if (last > first and tie_paid == "following-place") else last
        return (*place_value(paid, banner, paid_places), paid)
    if tie_rule == HIGHEST:
        return (*place_value(first, banner, paid_places), first)
    values = [place_value(k, banner, paid_places) for k in range(first, last + 1)]   # split-evenly
    paying = [v for v, reason in values if reason == "paid"]
    if not paying:
        return 0, values[0][1], 0
    return sum(paying) // (last - first + 1), "paid", 0
