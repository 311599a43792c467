"""Quick entry for `referee score --region REGION NAME=COUNT ...`: a position from the command line."""

from __future__ import annotations

from .common import fail, quote
from .options import whole_number

QUICK_SOURCE = "command line"


def parse_count_pairs(values, *, what: str = "NAME=COUNT") -> dict[str, int]:
    """("Jen=4", "Phil=3") -> {"Jen": 4, "Phil": 3}, in order; exit 2 naming the value on bad syntax."""
    result: dict[str, int] = {}
    for text in values:
        name, sep, count = (part.strip() for part in text.partition("="))
        if not sep or not name:
            fail(f"{quote(text)}: expected {what} such as Jen=4")
        n = whole_number(count)
        if n is None:
            problem = "a count cannot be below 0" if count.startswith("-") else "must be a whole number"
            fail(f"{quote(text)}: the count after '=' {problem}, got {quote(count)}")
        if name in result:
            fail(f"{quote(text)}: {quote(name)} is given twice")
        result[name] = n
    return result


def quick_position_data(region: str, pairs, *, players: int | None = None, nobles=(), scores=()) -> dict:
    """A position dict (the JSON form `referee score` reads) for scoring one region from the command line.

    Players are the NAME=COUNT pairs in order, then Noble owners not yet named (with no markers);
    --players N checks that count or adds anonymous players named by seat ("Player 4", ...) up to N.
    The King stands in the region and no Dragon is revealed, so exactly that region is scored.
    """
    from ..errors import UnknownRegionError
    from ..rules import load_rules

    board = load_rules().board
    try:
        number = board.lookup(region)
    except UnknownRegionError as exc:
        hint = exc.hint or "; regions are named, slugged (dark-tower) or numbered 1-8"
        fail(f"--region {quote(region)}: unknown region{hint}")
    influence = parse_count_pairs(pairs)
    names = list(influence)
    for owner in nobles:
        owner = owner.strip()
        if not owner:
            fail("--noble '': expected a player name")
        if owner not in names:
            names.append(owner)
    if players is not None:
        if players < len(names):
            fail(f"--players {players}: {len(names)} players are named ({quote(', '.join(names))})")
        k = len(names) + 1                  # anonymous players are named by seat
        while len(names) < players:
            anonymous = f"Player {k}"
            if anonymous not in names:
                names.append(anonymous)
            k += 1
    if not names:
        fail("--region: name the players and their markers as NAME=COUNT, e.g. Jen=4 Phil=3")
    entry: dict = {"influence": {p: n for p, n in influence.items() if n}}
    if nobles:
        entry["nobles"] = [o.strip() for o in nobles]
    data = {"players": names, "king": board.name(number), "board": {board.name(number): entry}}
    if scores:
        data["scores"] = parse_count_pairs(scores, what="--score NAME=POINTS")
    return data
