"""Quick entry for `referee score --region REGION NAME=COUNT ...`: a position from the command line."""

from __future__ import annotations

from ..messages import text as message
from .common import fail, quote
from .options import whole_number

QUICK_SOURCE = "command line"


def parse_count_pairs(values, *, what: str = "NAME=COUNT") -> dict[str, int]:
    """("Jen=4", "Phil=3") -> {"Jen": 4, "Phil": 3}, in order; exit 2 naming the value on bad syntax."""
    result: dict[str, int] = {}
    for text in values:
        name, sep, count = (part.strip() for part in text.partition("="))
        if not sep or not name:
            fail(message("quick.pair-syntax", given=quote(text), what=what), field=what, value=text)
        n = whole_number(count)
        if n is None:
            fail(_count_problem(text, count), field=what, value=text)
        if name in result:
            fail(message("quick.name-twice", given=quote(text), name=quote(name)), field=what, value=text)
        result[name] = n
    return result


def _count_problem(pair: str, count: str):
    """Why the count of NAME=COUNT is not a count, in the user's terms: a sign, a non-digit
    (such as 10**30 or 4.5), or more digits than any count of the game (limits.MAX_DIGITS)."""
    from ..limits import MAX_DIGITS

    if count.startswith("-"):
        return message("quick.count-negative", given=quote(pair), count=quote(count))
    if count.isascii() and count.isdigit():
        return message("quick.count-too-long", given=quote(pair), digits=len(count), max=MAX_DIGITS)
    return message("quick.count-digits", given=quote(pair), count=quote(count))


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
        hint = exc.hint_text or message("quick.regions-named")
        fail(message("quick.unknown-region", given=quote(region), hint=hint), field="--region", value=region)
    influence = parse_count_pairs(pairs)
    names = list(influence)
    for owner in nobles:
        owner = owner.strip()
        if not owner:
            fail(message("quick.empty-noble"), field="--noble", value=owner)
        if owner not in names:
            names.append(owner)
    if players is not None:
        if players < len(names):
            fail(message("quick.too-few-players", players=players, n=len(names), names=quote(", ".join(names))),
                 field="--players", value=players)
        k = len(names) + 1                  # anonymous players are named by seat
        while len(names) < players:
            anonymous = f"Player {k}"
            if anonymous not in names:
                names.append(anonymous)
            k += 1
    if not names:
        fail(message("quick.no-players"), field="--region", value=region)
    entry: dict = {"influence": {p: n for p, n in influence.items() if n}}
    if nobles:
        entry["nobles"] = [o.strip() for o in nobles]
    data = {"players": names, "king": board.name(number), "board": {board.name(number): entry}}
    if scores:
        data["scores"] = parse_count_pairs(scores, what="--score NAME=POINTS")
    return data
