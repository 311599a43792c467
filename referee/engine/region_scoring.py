"""Places and points in one scored region ("Scoring", "Scoring — Ties").

Pure functions of (influence, banner, number of players): no state, no I/O.
Rules applied, all parameters from the spec:
- only players with at least `min_influence` are placed;
- players are ranked by influence; tied players share the places their tie spans and all
  receive, by `scoring.tie_rule`, the value of the lowest of those places (the rulebook), of
  the highest, or the values of the spanned places split evenly (rounded down);
- only `paid_places` (players − 1) places pay, and a place beyond the banner pays 0, so a
  tie that reaches past either pays 0 to everyone in it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Placing:
    player: str
    influence: int
    first_place: int      # highest place the player's group spans (1-based); 0 = not placed
    last_place: int       # lowest place it spans; the one that is paid
    tied_with: int        # how many players share these places (1 = no tie)
    points: int
    reason: str           # paid | not-paid-place | beyond-banner | no-influence

    def to_dict(self) -> dict:
        return {"player": self.player, "influence": self.influence, "places": [self.first_place, self.last_place],
                "tied_with": self.tied_with, "points": self.points, "reason": self.reason}


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def place_players(influence: dict[str, int], banner: tuple[int, ...], paid_places: int,
                  min_influence: int = 1, tie_rule: str = "lowest-spanned-place") -> list[Placing]:
    """Every player's placing in the region, highest influence first, unplaced players last."""
    eligible = sorted((p for p, n in influence.items() if n >= min_influence),
                      key=lambda p: -influence[p])
    placings: list[Placing] = []
    place = 1
    i = 0
    while i < len(eligible):
        level = influence[eligible[i]]
        group = [p for p in eligible[i:] if influence[p] == level]
        last = place + len(group) - 1
        points, reason = group_points(place, last, banner, paid_places, tie_rule)
        for p in group:
            placings.append(Placing(p, level, place, last, len(group), points, reason))
        place = last + 1
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
                 tie_rule: str) -> tuple[int, str]:
    """(points each, reason) for players spanning places first..last ("Scoring — Ties")."""
    if tie_rule == "highest-spanned-place":
        return place_value(first, banner, paid_places)
    if tie_rule == "split-evenly":
        values = [place_value(k, banner, paid_places) for k in range(first, last + 1)]
        paid = [v for v, reason in values if reason == "paid"]
        if not paid:
            return 0, values[0][1]
        return sum(paid) // (last - first + 1), "paid"
    return place_value(last, banner, paid_places)      # lowest-spanned-place (the rulebook)


def explain_placing(pl: Placing, n_players: int, paid_places: int, banner: tuple[int, ...],
                    tie_rule: str = "lowest-spanned-place") -> str:
    """One line a player can follow: place, points and why."""
    if pl.tied_with > 1 and tie_rule != "lowest-spanned-place" and pl.reason != "no-influence":
        return _explain_other_tie_rule(pl, paid_places, tie_rule)
    if pl.reason == "no-influence":
        return "no influence here: not placed"
    if pl.tied_with == 1:
        where = f"{ordinal(pl.first_place)} place"
        if pl.reason == "paid":
            return f"{where}: {pl.points} point{'s' if pl.points != 1 else ''}"
        if pl.reason == "not-paid-place":
            return f"{where} is not paid in a {n_players}-player game (only {paid_places} place{'s' if paid_places != 1 else ''} pay)"
        return f"{where}: this banner pays only {len(banner)} place{'s' if len(banner) != 1 else ''}"
    span = f"tied for {ordinal(pl.first_place)}-{ordinal(pl.last_place)}"
    everyone = "both" if pl.tied_with == 2 else f"all {pl.tied_with}"
    if pl.reason == "paid":
        return (f"{span}: {everyone} paid {ordinal(pl.last_place)} place "
                f"({pl.points} point{'s' if pl.points != 1 else ''})")
    if pl.reason == "not-paid-place":
        return (f"{span}: the tie reaches past the {paid_places} paid place{'s' if paid_places != 1 else ''} "
                f"of a {n_players}-player game, so {everyone} get 0")
    return f"{span}: {ordinal(pl.last_place)} place is beyond this banner's {len(banner)} values, so {everyone} get 0"


def _explain_other_tie_rule(pl: Placing, paid_places: int, tie_rule: str) -> str:
    """A tie under a variant's tie rule (highest spanned place, or the spanned values split)."""
    span = f"tied for {ordinal(pl.first_place)}-{ordinal(pl.last_place)}"
    everyone = "both" if pl.tied_with == 2 else f"all {pl.tied_with}"
    pts = f"{pl.points} point{'s' if pl.points != 1 else ''}"
    if tie_rule == "highest-spanned-place":
        if pl.reason == "paid":
            return f"{span}: under this variant {everyone} are paid {ordinal(pl.first_place)} place ({pts})"
        return f"{span}: {ordinal(pl.first_place)} place pays nothing here, so {everyone} get 0"
    if pl.reason == "paid":
        return (f"{span}: under this variant the values of those places (0 for a place not paid) are "
                f"shared equally, rounded down: {pts} each")
    return f"{span}: none of those places pays here, so {everyone} get 0"
