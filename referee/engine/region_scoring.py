"""Places and points in one scored region ("Scoring", "Scoring — Ties").

Pure functions of (influence, banner, number of players): no state, no I/O.
Rules applied, all parameters from the spec:
- only players with at least `min_influence` are placed;
- players are ranked by influence; tied players share the places their tie spans and
  all receive the value of the lowest of those places;
- only `paid_places` (players − 1) places pay, and a place beyond the banner pays 0, so a
  tie that reaches past either pays 0 to everyone in it.
Two open rulings change this (rulings.toml): `tie-ranking` ("1-1-2": the group after a tie
takes the next place, not the place after the tie's span) and `tie-paid-place`
("following-place": a tie is paid the place after the highest one it shares, as the French
Ties sentence reads literally). The sentences that explain a placing are in referee.present.
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
    paid_place: int = 0   # the place whose value is paid (last_place unless a ruling says otherwise)

    def to_dict(self) -> dict:
        return {"player": self.player, "influence": self.influence, "places": [self.first_place, self.last_place],
                "tied_with": self.tied_with, "points": self.points, "reason": self.reason,
                "paid_place": self.paid_place}


def place_players(influence: dict[str, int], banner: tuple[int, ...], paid_places: int,
                  min_influence: int = 1, *, ranking: str = "1-1-3",
                  tie_paid: str = "lowest-tied-place") -> list[Placing]:
    """Every player's placing in the region, highest influence first, unplaced players last.

    ranking: "1-1-3" (the group after a tie takes the place after the tie's span) or "1-1-2"
    (it takes the next place). tie_paid: "lowest-tied-place" or "following-place" (a tie is
    paid the place after its first place)."""
    eligible = sorted((p for p, n in influence.items() if n >= min_influence),
                      key=lambda p: -influence[p])
    placings: list[Placing] = []
    place = 1
    i = 0
    while i < len(eligible):
        level = influence[eligible[i]]
        group = [p for p in eligible[i:] if influence[p] == level]
        last = place + len(group) - 1
        paid = place + 1 if (len(group) > 1 and tie_paid == "following-place") else last
        if paid > paid_places:
            points, reason = 0, "not-paid-place"
        elif paid > len(banner):
            points, reason = 0, "beyond-banner"
        else:
            points, reason = banner[paid - 1], "paid"
        for p in group:
            placings.append(Placing(p, level, place, last, len(group), points, reason, paid))
        place = place + 1 if ranking == "1-1-2" else last + 1
        i += len(group)
    for p, n in influence.items():
        if n < min_influence:
            placings.append(Placing(p, n, 0, 0, 1, 0, "no-influence"))
    return placings
