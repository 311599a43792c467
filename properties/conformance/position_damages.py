"""The damages of a drawn legal position, one way a player could write it wrong each (DAMAGES): each
changes the document in place and gives what the referee must say of it (position_expected.Expected),
or None where the ruleset leaves it nothing to damage. position_domain runs them on every drawn
position.

The damages take their numbers from the ruleset under test (its threshold, its markers per
player, its Nobles per region): a variant may change those. The rulebook's own values are held to
the standard rules by the anchors (properties/statements/anchors.py), so a slip in the standard ruleset's
numbers is theirs to catch, and a slip in the reader's use of them is this module's.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ...errors import field_key
from ...limits import MAX_PLAYERS, MAX_ROUNDS
from ...rules import Rules
from ..players import PLAYER_NAMES
from .position_expected import EXTRA_PLAYER, FAR_PLAYER, UNKNOWN_NAME, UNKNOWN_RULING, UNKNOWN_VARIANT_ID, Expected
from .position_told import Doc, open_rulings
from .renamed_seat import seat_renamed


def score_at_threshold(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Game end and winning": a score at the threshold ends the game; nothing is left to score. The
    refusal says so citing that section (the game end's, not the scoring's) and the threshold."""
    p = rng.choice(doc["players"])
    doc["scores"][p] = rules.end.threshold
    return Expected("GAME_ALREADY_OVER", f"scores.{field_key(p)}", words=_past_the_end(rules))


def _past_the_end(rules: Rules) -> tuple[str, dict[str, Any]]:
    return "problem.score-past-end", {"threshold": rules.end.threshold, "section": rules.end.section}


def score_past_threshold(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Game end and winning": a score past the threshold ends the game as one at it does; the
    refusal quotes the score written, which is not the threshold."""
    p = rng.choice(doc["players"])
    doc["scores"][p] = rules.end.threshold + 7
    return Expected("GAME_ALREADY_OVER", f"scores.{field_key(p)}", holds=(rules.end.threshold + 7,),
                    words=_past_the_end(rules))


def ruling_answered_spaced(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """An open ruling answered with one of its answers and spaces around it: an answer is a word read
    as written (as a ruling's id is), so it is none of the ruling's answers, BAD_RULING at that
    ruling, quoting it with its spaces."""
    answerable = open_rulings(rules)
    if not answerable:
        return None
    ruling = rng.choice(answerable)
    answer = f" {list(ruling.alternatives)[-1]} "
    doc["rulings"] = {**doc.get("rulings", {}), ruling.id: answer}
    return Expected("BAD_RULING", f"rulings.{field_key(ruling.id)}", holds=(answer,))


def game_marked_over(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    doc["game_over"] = True
    return Expected("GAME_ALREADY_OVER", "game_over")


def game_over_as_a_number(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The game's end written as 1 or 0, not true or false: refused, BAD_TYPE at game_over, never
    read as the game over or going on (1 == True to Python, not to the position's format)."""
    doc["game_over"] = rng.choice((1, 0))
    return Expected("BAD_TYPE", "game_over", holds=(doc["game_over"],))


def game_over_two_ways(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Game end and winning": a game marked over whose player also holds the threshold: both named,
    by the reader's order (the mark, then the scores), and by the API's checked scoring alike."""
    doc["game_over"] = True
    p = rng.choice(doc["players"])
    doc["scores"][p] = rules.end.threshold
    return Expected("GAME_ALREADY_OVER", "game_over", more=(("GAME_ALREADY_OVER", f"scores.{field_key(p)}"),))


def _first_two_seats_apart(doc: Doc) -> tuple[str, str] | None:
    """The first two seats, the first renamed "Zed" throughout the document so that seat order and
    name order differ; None where fewer than two sit or a seat is already "Zed"."""
    if len(doc["players"]) < 2 or "Zed" in doc["players"]:
        return None
    renamed = seat_renamed(doc, doc["players"][0], "Zed")
    doc.clear()
    doc.update(renamed)
    return doc["players"][0], doc["players"][1]


def two_scores_past_the_end(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """"Game end and winning": the first two seats at the threshold, the first seat renamed "Zed" so
    that seat order and name order differ: both named, in seat order, by the reader and by the API's
    checked scoring alike (a player reads the refusal as the score sheet lists the players)."""
    seats = _first_two_seats_apart(doc)
    if seats is None:
        return None
    first, second = seats
    for p in (first, second):
        doc["scores"][p] = rules.end.threshold
    return Expected("GAME_ALREADY_OVER", f"scores.{field_key(first)}",
                    more=(("GAME_ALREADY_OVER", f"scores.{field_key(second)}"),))


def two_over_their_markers(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """"Preparation": the first two seats each one marker over what a player owns, the first seat
    renamed "Zed" so that seat order and name order differ: both named, in seat order (a player
    reads the refusal as the score sheet lists the players)."""
    seats = _first_two_seats_apart(doc)
    if seats is None:
        return None
    first, second = seats
    region = rng.choice(sorted(doc["board"]) or [rules.board.name(rules.roads.route[0])])
    influence = doc["board"].setdefault(region, {}).setdefault("influence", {})
    for p in (first, second):
        influence[p] = influence.get(p, 0) + 1
    return Expected("TOO_MANY_MARKERS", f"players.{field_key(first)}",
                    more=(("TOO_MANY_MARKERS", f"players.{field_key(second)}"),))


def a_stranger_near_no_seat(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A score written for somebody who is not playing and whose name is near no player's, the first
    seat renamed "Zed" so that seat order and name order differ: named where it is written, the
    sentence naming every seated player in seat order, as the score sheet lists them (docs/players.md)."""
    if _first_two_seats_apart(doc) is None:
        return None
    doc.setdefault("scores", {})[FAR_PLAYER] = 1
    return Expected("UNKNOWN_PLAYER", f"scores.{field_key(FAR_PLAYER)}",
                    words=("hint.players", {"players": ", ".join(doc["players"])}))


def one_marker_too_many(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Preparation": each player owns markers_per_player markers, no more: told against every marker
    a player owns (the score track's one too), not the playable ones."""
    p = rng.choice(doc["players"])
    region = rng.choice(sorted(doc["board"]) or [rules.board.name(rules.roads.route[0])])
    cell = doc["board"].setdefault(region, {})
    cell.setdefault("influence", {})
    cell["influence"][p] = cell["influence"].get(p, 0) + 1
    return Expected("TOO_MANY_MARKERS", f"players.{field_key(p)}",
                    words=("problem.too-many-markers", {"limit": rules.components.markers_per_player}))


def every_marker_in_one_region(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """"Preparation": all of a colour's markers_per_player markers in one region, the player's supply,
    other regions and score-track markers left as they were: more markers than the player owns,
    named on the player as one marker too many is. A region's own count is bounded by a colour's
    markers, not by the playable ones (the score track's taken away): those the region may hold
    when the track holds none. None where the region already held them all."""
    p = rng.choice(doc["players"])
    region = rng.choice(sorted(doc["board"]) or [rules.board.name(rules.roads.route[0])])
    cell = doc["board"].setdefault(region, {})
    cell.setdefault("influence", {})
    if cell["influence"].get(p, 0) >= rules.components.markers_per_player:
        return None
    cell["influence"][p] = rules.components.markers_per_player
    return Expected("TOO_MANY_MARKERS", f"players.{field_key(p)}")


def too_many_markers_no_supply(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Preparation": each player owns markers_per_player markers, and a position that gives no
    supplies (a record's start may leave them out) is held to it too: the markers on the board, the
    Nobles and the score track's counted, one marker too many (added a region at a time along the
    route) refused, the count in the sentence with the track's markers in it."""
    p = rng.choice(doc["players"])
    doc.pop("supply", None)
    comp = rules.components
    held = sum(cell.get("influence", {}).get(p, 0) + list(cell.get("nobles", [])).count(p)
               for cell in doc["board"].values())
    route = [rules.board.name(r) for r in rules.roads.route]
    for k in range(comp.markers_per_player + 1 - held - comp.score_track_markers):
        influence = doc["board"].setdefault(route[k % len(route)], {}).setdefault("influence", {})
        influence[p] = influence.get(p, 0) + 1
    return Expected("TOO_MANY_MARKERS", f"players.{field_key(p)}",
                    words=("markers.detail", {"total": comp.markers_per_player + 1, "track": comp.score_track_markers}))


def banner_unlike_the_rulebook(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """"Scoring" prints Dark Tower's banner: a position's own banner for it that reads otherwise is
    taken as the players' printing, with a warning quoting both (the banner given, the printed one).
    None where no region's banner is the rulebook's."""
    printed = printed_regions(rules)
    if not printed:
        return None
    region = rng.choice(printed)
    values = unlike(region.banner)
    doc["banners"] = {region.name: values}
    return Expected("BANNER_UNLIKE_RULEBOOK", f"banners.{field_key(region.name)}", "warning",
                    words=("problem.banner-unlike-printed", {"shown": _dashed(values),
                                                             "printed": _dashed(region.banner)}))


def banner_unlike_the_rulebook_by_number(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """The same, the banner keyed by its region's number written as text (regions are named or
    numbered, docs/players.md): the warning is at the key as written, `banners.5`, not at the name."""
    printed = printed_regions(rules)
    if not printed:
        return None
    region = rng.choice(printed)
    values = unlike(region.banner)
    doc["banners"] = {str(region.number): values}
    return Expected("BANNER_UNLIKE_RULEBOOK", f"banners.{field_key(str(region.number))}", "warning")


def banner_first_value_other(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """"Scoring": a banner's first value is its region's number; a position's own banner whose first
    value is another is read, with a warning giving the number and the banner. None where every
    region's banner is the rulebook's (its own warning)."""
    others = [n for n, r in rules.board.regions.items() if r.banner_provenance != "rulebook" and r.banner]
    if not others:
        return None
    number = rng.choice(others)
    region = rules.board.regions[number]
    values = [number + 1] + [v for v in region.banner[1:]]
    doc["banners"] = {region.name: values}
    return Expected("BANNER_UNLIKE_RULEBOOK", f"banners.{field_key(region.name)}", "warning",
                    words=("problem.banner-first-value", {"number": number, "shown": _dashed(values)}))


def printed_regions(rules: Rules) -> list[Any]:
    """The regions whose banner is the rulebook's own printing ("Scoring": Dark Tower's)."""
    return [r for r in rules.board.regions.values() if r.banner_provenance == "rulebook"]


def a_variant(rules: Rules) -> list[str]:
    """The ruleset's first variant, or the first shipped one where it has none ([] for none)."""
    return list(rules.variant_refs[:1]) or list(rules.available_variants[:1])


def unlike(banner: tuple[int, ...]) -> list[int]:
    """A banner one value away from `banner` (its second place one point lower), still a banner."""
    values = list(banner)
    values[1] = max(values[1] - 1, 0)
    return values if values != list(banner) else values[:1] + [values[1] + 1] + values[2:]


def _dashed(values: Any) -> str:
    """A banner as the rulebook prints it: 5-4-2-1."""
    return "-".join(map(str, values))


def one_marker_missing(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A marker fewer than the player owns: read, with a warning (a marker may be lost at the table)."""
    holding = [p for p in doc["players"] if doc["supply"][p] > 0]
    if not holding:
        return None
    p = rng.choice(holding)
    doc["supply"][p] -= 1
    limit = rules.components.markers_per_player      # "Preparation": one short of the markers a player owns
    return Expected("MARKERS_MISSING", f"supply.{field_key(p)}", "warning",
                    words=("problem.markers-missing", {"short": 1, "limit": limit}))


def supply_emptied(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A player's supply written 0 while they hold markers in it: read, with the warning of markers
    missing (one may be lost at the table), whose count names the supply written, 0 as any other."""
    holding = [p for p in doc["players"] if doc["supply"][p] > 0]
    if not holding:
        return None
    p = rng.choice(holding)
    doc["supply"][p] = 0
    return Expected("MARKERS_MISSING", f"supply.{field_key(p)}", "warning",
                    words=("markers.detail.supply", {"supply": 0}))


def unknown_region(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A region the board does not have, its name near none of the board's: UNKNOWN_REGION there,
    its hint saying how regions are named (no suggestion to make)."""
    if _region_rekeyed(doc, rng, lambda region: UNKNOWN_NAME) is None:
        return None
    return Expected("UNKNOWN_REGION", f"board.{field_key(UNKNOWN_NAME)}", words=("hint.regions", {}))


def _region_rekeyed(doc: Doc, rng: random.Random, key_for: Callable[[str], str]) -> tuple[str, str] | None:
    """One region's entry of the board, drawn, keyed by key_for(its key) instead: (its key, the new
    key); None where the board holds no entry."""
    if not doc["board"]:
        return None
    region = rng.choice(sorted(doc["board"]))
    key = key_for(region)
    doc["board"][key] = doc["board"].pop(region)
    return region, key


def region_keyed_empty(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A region's entry keyed by the empty name (a key left blank): no region is named so, so it is
    refused as an unknown region at that key, never dropped unsaid; the key written as a path writes
    an empty key, quoted (`board.""`: `board.` would name no key)."""
    if _region_rekeyed(doc, rng, lambda region: "") is None:
        return None
    return Expected("UNKNOWN_REGION", 'board.""')


# keys of digits that are no region's number written in the digits 0 to 9 (docs/players.md: a region
# numbered `5`, `"5"` or `"05"`): another script's three (a number to int()), and a superscript two
# (a digit to str.isdigit, no number to int())
OTHER_DIGITS = ("\u0663", "\u00b2")


def region_keyed_by_other_digits(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A region's entry keyed by digits no region number is written in (OTHER_DIGITS): refused as an
    unknown region at that key, never read as the region a number reads as, nor stopping the reader."""
    if not doc["board"]:
        return None
    key = rng.choice(OTHER_DIGITS)
    doc["board"][key] = doc["board"].pop(rng.choice(sorted(doc["board"])))
    return Expected("UNKNOWN_REGION", f"board.{field_key(key)}")


def misspelt_region(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A region's name with its last letter left off: refused, and the sentence suggests the region."""
    rekeyed = _region_rekeyed(doc, rng, lambda region: region[:-1])
    if rekeyed is None:
        return None
    region, key = rekeyed
    return Expected("UNKNOWN_REGION", f"board.{field_key(key)}", mentions=region)


# a region's name written with a character no name a player writes holds (docs/players.md: a name is
# read whatever its case, the apostrophes in its words and the spaces between them, nothing else)
PUNCTUATED = ("{}?", "({})", "{}.")


def region_name_punctuated(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A region's name written with punctuation around it (`"Temple Ruins?"`): refused as an unknown
    region at that key, the sentence suggesting the region first, never read as the region in silence."""
    rekeyed = _region_rekeyed(doc, rng, lambda region: rng.choice(PUNCTUATED).format(region))
    if rekeyed is None:
        return None
    region, key = rekeyed
    return Expected("UNKNOWN_REGION", f"board.{field_key(key)}", mentions=region)


def first_word_of_two_regions(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A region written by the first word of its name where exactly two regions' names begin with
    it (the rulebook's King's Altar and King's Castle: "King's"): refused, and the sentence suggests
    both, the 2 closest names docs/players.md promises ("Limits"). None on a board with no such pair."""
    names = [rules.board.name(r) for r in rules.roads.route]
    firsts = [name.split()[0] for name in names if len(name.split()) > 1]
    shared = sorted(word for word in set(firsts) if firsts.count(word) == 2 and word not in names)
    if not shared or not doc["board"]:
        return None
    word = rng.choice(shared)
    doc["board"][word] = doc["board"].pop(rng.choice(sorted(doc["board"])))
    pair = tuple(name for name in names if name.split()[0] == word and name != word)
    return Expected("UNKNOWN_REGION", f"board.{field_key(word)}", mentions=pair)


def unknown_ruling(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A ruling no open ruling's id resembles ("Open rulings"): refused, quoting the id written (what
    is unknown is the ruling, not its answer) at its field, the id quoted there (it is written in
    two words), the sentence sending the reader to the list of rulings (`referee rulings`)."""
    doc["rulings"] = {**doc.get("rulings", {}), UNKNOWN_RULING: "yes"}
    return Expected("UNKNOWN_RULING", f"rulings.{field_key(UNKNOWN_RULING)}", words=("hint.see-rulings", {}),
                    holds=(UNKNOWN_RULING,))


def misspelt_ruling(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """An open ruling's id with its last letter left off: refused, quoting the id written, and the
    sentence suggests the id."""
    if not rules.rulings:
        return None
    ruling = rng.choice(rules.rulings)
    doc["rulings"] = {**doc.get("rulings", {}), ruling.id[:-1]: ruling.default}
    return Expected("UNKNOWN_RULING", f"rulings.{field_key(ruling.id[:-1])}", mentions=ruling.id,
                    holds=(ruling.id[:-1],))


def ruling_answer_unknown(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """An open ruling answered with a word none of its answers is ("Open rulings"): refused at that
    ruling, the sentence listing its answers."""
    if not rules.rulings:
        return None
    ruling = rng.choice(rules.rulings)
    doc["rulings"] = {**doc.get("rulings", {}), ruling.id: "sometimes"}
    return Expected("BAD_RULING", f"rulings.{field_key(ruling.id)}",
                    words=("problem.bad-ruling", {"choices": ", ".join(ruling.alternatives)}))


def ruling_answer_in_capitals(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """An open ruling answered with one of its answers in capitals: an answer is a word of
    spec/kings-road/rulings.toml, taken only as written there, so it is refused at that ruling, the
    sentence listing the answers (read as written it would be no answer the engine knows)."""
    worded = [(r, answer) for r in rules.rulings for answer in r.alternatives if answer.upper() != answer]
    if not worded:
        return None
    ruling, answer = rng.choice(worded)
    doc["rulings"] = {**doc.get("rulings", {}), ruling.id: answer.upper()}
    return Expected("BAD_RULING", f"rulings.{field_key(ruling.id)}",
                    words=("problem.bad-ruling", {"choices": ", ".join(ruling.alternatives)}))


def variants_holding_a_number(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """The position's variants written as a number in a list (a variant is named by its id or its
    file): refused as no list of names, at the variants, quoting them. (Where the position names a
    variant of its own, the rest is then judged under the standard rules, which may refuse more: not
    made there.)"""
    if doc.get("variants"):
        return None
    doc["variants"] = [2]
    return Expected("BAD_TYPE", "variants", holds=(doc["variants"],))


def variants_holding_a_name_and_a_number(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """The position's variants written as a variant's name and a number: refused as no list of
    names, at the variants, and none of the list applied, the one name among them neither (the rest
    judged under the rules without them, as variants_holding_a_number says): a region holding one
    Noble more than the ruleset allows, which the named variant allows ("Variant — Permanent Nobles":
    no limit), is refused as too many Nobles all the same, after the variants."""
    limit = rules.nobles.max_per_region
    if doc.get("variants") or not limit or len(doc["players"]) <= limit:
        return None
    region = rules.board.name(rng.choice(list(rules.roads.route)))
    _set_nobles(doc, region, doc["players"][:limit + 1])
    doc["variants"] = ["permanent-nobles", 2]
    return Expected("BAD_TYPE", "variants", holds=(doc["variants"],),
                    more=(("TOO_MANY_NOBLES", f"board.{field_key(region)}.nobles"),))


def seated_name_spaced_in_a_table(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A seated player's influence in a region, or score, written under the name with a space after
    it (names are compared as written, docs/players.md): refused as nobody seated, at that entry,
    named as written (their markers there are then missing: a warning only)."""
    held = [("board", r, p) for r, cell in sorted(doc["board"].items()) for p in cell.get("influence", {})]
    return _spaced(doc, held + [("scores", None, p) for p in doc.get("scores", {})], rng)


def seated_name_spaced_in_the_supply(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """The same, in the supply."""
    return _spaced(doc, [("supply", None, p) for p in doc.get("supply") or {}], rng)


def seated_name_spaced_in_spent_cards(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """The same, in the spent cards (a player's spent cards are refused whole)."""
    return _spaced(doc, [("used", None, p) for p in doc.get("used") or {}], rng)


def _spaced(doc: Doc, held: list[tuple[str, Any, str]], rng: random.Random) -> Expected | None:
    """One of the entries `held` ((table, region or None, player)) written under its player's name with
    a space after it: refused as nobody seated, at that entry, named as written."""
    if not held:
        return None
    table, region, player = rng.choice(held)
    entries = doc["board"][region]["influence"] if region is not None else doc[table]
    entries[f"{player} "] = entries.pop(player)
    at = f"board.{field_key(region)}.influence" if region is not None else table
    return Expected("UNKNOWN_PLAYER", f"{at}.{field_key(player + ' ')}")


def stranger_in_a_region_keyed_with_spaces(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A region of the board keyed by its name with a space either side (a region's name is read
    without them, docs/players.md), a player nobody seated holding influence there: refused as nobody
    seated, at that entry, the region's key named as written, spaces and all."""
    if not doc["board"]:
        return None
    name = rng.choice(sorted(doc["board"]))
    spaced = f" {name} "
    doc["board"] = {(spaced if k == name else k): v for k, v in doc["board"].items()}
    doc["board"][spaced].setdefault("influence", {})[EXTRA_PLAYER] = 1
    return Expected("UNKNOWN_PLAYER", f"board.{field_key(spaced)}.influence.{field_key(EXTRA_PLAYER)}")


def region_twice(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A region of the board written again under its number (regions are named or numbered,
    docs/players.md), the first time in capitals: refused where it is written the second time, the
    sentence naming the first as written and the region by the board's name for it (written here by its
    number, before in capitals: neither is its name), and that second entry not read (a stranger's
    markers there are not named as well)."""
    if not doc["board"]:
        return None
    name = rng.choice(sorted(doc["board"]))
    number = rules.board.lookup(name)
    first = name.upper()                # named whatever its case (docs/players.md): named so in the sentence
    doc["board"] = {(first if k == name else k): v for k, v in doc["board"].items()}
    doc["board"][str(number)] = {"influence": {EXTRA_PLAYER: 1}}     # refused whole: never read (no stranger named)
    return Expected("DUPLICATE_REGION", f"board.{field_key(str(number))}",
                    words=("problem.duplicate-region", {"other": f"board.{field_key(first)}",
                                                        "region": rules.board.name(number)}))


def banner_twice(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A region's banner written under its name and again under its number (regions are named or
    numbered, docs/players.md), the values the rules' both times: refused where it is written the
    second time, as a region of the board written twice is, the sentence naming the first and the
    region by the board's name for it (written the second time by its number, not its name); never
    one of the two read in silence."""
    region = rules.board.regions[rng.choice(sorted(rules.board.regions))]
    doc["banners"] = {region.name: list(region.banner), str(region.number): list(region.banner)}
    return Expected("DUPLICATE_REGION", f"banners.{field_key(str(region.number))}",
                    words=("problem.duplicate-region", {"other": f"banners.{field_key(region.name)}",
                                                        "region": region.name}))


def banner_twice_the_first_refused(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The same, the first writing a banner that rises ("Scoring"): that one refused for its values,
    and the second still refused as the region written twice (the region was written, whatever its
    values), never read as the region's banner."""
    region = rules.board.regions[rng.choice(sorted(rules.board.regions))]
    doc["banners"] = {region.name: [1, 2, 3], str(region.number): list(region.banner)}
    return Expected("BAD_BANNER", f"banners.{field_key(region.name)}", words=("banner.increase", {"got": "[1, 2, 3]"}),
                    more=(("DUPLICATE_REGION", f"banners.{field_key(str(region.number))}"),))


def banner_rising(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Scoring": a banner pays each place no more than the place before it; a position's own banner
    that rises is refused at that region's banner."""
    region = rules.board.regions[rng.choice(sorted(rules.board.regions))]
    doc["banners"] = {region.name: [1, 2, 3]}
    return Expected("BAD_BANNER", f"banners.{field_key(region.name)}", words=("banner.increase", {"got": "[1, 2, 3]"}))


def banner_rising_of_no_region(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A banner that rises ("Scoring") given for a region the board does not have: refused for its
    region and for its values alike, each at that banner, in that order (every problem of a document
    is told; a banner is judged whatever its key names, as a stranger's score is)."""
    doc["banners"] = {UNKNOWN_NAME: [1, 2, 3]}
    field = f"banners.{field_key(UNKNOWN_NAME)}"
    return Expected("UNKNOWN_REGION", field, more=(("BAD_BANNER", field),))


def variants_past_the_bound(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """More variants named at once than referee/limits.py's MAX_VARIANTS: refused as a whole, at
    the variants, before any is looked up (a count has its documented bound)."""
    from ...limits import MAX_VARIANTS

    doc["variants"] = [f"variant-{k}" for k in range(MAX_VARIANTS + 1)]
    return Expected("TOO_MANY_VARIANTS", "variants", words=("problem.too-many-variants", {"max": MAX_VARIANTS}))


def variant_listed_twice(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """The position's own list of variants naming one twice (the ruleset's first, or the first
    shipped one where it has none): refused at the variants, quoting the one listed twice, the
    sentence saying it is listed twice."""
    named = a_variant(rules)
    if not named:
        return None
    doc["variants"] = [*doc.get("variants", []), *named] if doc.get("variants") else named * 2
    return Expected("DUPLICATE_VARIANT", "variants", words=("problem.listed-twice", {}), holds=(named[0],))


def unknown_king(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    doc["king"] = UNKNOWN_NAME
    return Expected("UNKNOWN_REGION", "king")


def king_as_a_list(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The King's region written as a list (a JSON slip): no region of the board, refused as one."""
    doc["king"] = [doc["king"]]
    return Expected("UNKNOWN_REGION", "king")


def king_as_true(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The King's region written as true (JSON's Boolean, which Python counts as the number 1):
    no region of the board, refused as one, never read as region 1."""
    doc["king"] = True
    return Expected("UNKNOWN_REGION", "king")


def nobles_over_the_limit(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """"Nobles": a region holds at most max_per_region Nobles (one in the rulebook)."""
    limit = rules.nobles.max_per_region
    if not limit or len(doc["players"]) <= limit:
        return None
    region = rules.board.name(rng.choice(list(rules.roads.route)))
    _set_nobles(doc, region, doc["players"][:limit + 1])
    return Expected("TOO_MANY_NOBLES", f"board.{field_key(region)}.nobles",
                    words=("problem.too-many-nobles", {"limit": limit, "section": rules.nobles.section}))


def nobles_over_the_limit_one_a_stranger(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """The same, one of the Nobles written for somebody who is not a player: every Noble written
    counts toward the region's limit, the stranger's too (a reader naming the stranger, then
    counting only the Nobles it kept, says nothing of the one too many)."""
    limit = rules.nobles.max_per_region
    if not limit or len(doc["players"]) < limit:
        return None
    region = rules.board.name(rng.choice(list(rules.roads.route)))
    _set_nobles(doc, region, [*doc["players"][:limit], EXTRA_PLAYER])
    return Expected("TOO_MANY_NOBLES", f"board.{field_key(region)}.nobles", also=("UNKNOWN_PLAYER",))


def two_nobles_of_a_stranger(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """Two Nobles in a region written for somebody not playing: each refused as nobody seated, at its
    entry, in the order written; the region's limit counts them (every Noble written does), but the
    stranger is no player, so nothing is said of them as one (no player's limit of Nobles)."""
    region = rules.board.name(rng.choice(list(rules.roads.route)))
    _set_nobles(doc, region, [EXTRA_PLAYER, EXTRA_PLAYER])
    field = f"board.{field_key(region)}.nobles"
    return Expected("UNKNOWN_PLAYER", f"{field}[0]", more=(("UNKNOWN_PLAYER", f"{field}[1]"),),
                    also=("TOO_MANY_NOBLES",))


def noble_owner_not_a_name(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A Noble's owner written as a number beside a player's name (a seat number, say): refused as
    no player's name, at that entry, the player's Noble read as written (never a reader stopped by
    comparing a number with a name)."""
    region = rules.board.name(rng.choice(list(rules.roads.route)))
    _set_nobles(doc, region, [rng.choice(doc["players"]), 2])
    return Expected("BAD_TYPE", f"board.{field_key(region)}.nobles[1]", also=("TOO_MANY_NOBLES",))


def _set_nobles(doc: Doc, region: str, owners: list[Any]) -> None:
    """The region's Nobles made `owners` (in place), the players' supplies kept accounted for."""
    cell = doc["board"].setdefault(region, {})
    had = list(cell.get("nobles", []))
    cell["nobles"] = list(owners)
    for p in owners:                  # each new Noble is a marker from the supply, when there is one
        if p in doc["supply"] and p not in had and doc["supply"][p] > 0:
            doc["supply"][p] -= 1
    for p in had:                     # a Noble taken off goes back to its owner's supply
        if p not in owners:
            doc["supply"][p] += 1


# The section a player's Nobles past their limit in one region are cited at, under every ruleset: the
# rulebook states a player's one Noble a region in "Variant — Permanent Nobles" (the standard rules' one
# Noble a region, "Nobles", is a region's limit, told as too many Nobles)
PER_PLAYER_NOBLES = "Variant — Permanent Nobles"


def one_players_nobles_over_their_limit(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Nobles" (and "Variant — Permanent Nobles"): a player holds at most max_per_player_per_region
    Nobles in a region; one more: refused as a duplicate Noble, whatever the region's limit says
    (where that limit is passed too, as the rulebook's one Noble a region is by two of one player's,
    the region's list is refused as too many besides, each problem quoting the list as written)."""
    per_player, limit = rules.nobles.max_per_player_per_region, rules.nobles.max_per_region
    also = ("TOO_MANY_NOBLES",) if limit and per_player + 1 > limit else ()
    p = rng.choice(doc["players"])
    region = rules.board.name(rng.choice(list(rules.roads.route)))
    cell = doc["board"].setdefault(region, {})
    had = list(cell.get("nobles", []))
    cell["nobles"] = [p] * (per_player + 1)
    for owner in had:                 # the Nobles taken off go back to their owners' supplies
        doc["supply"][owner] += 1
    doc["supply"][p] -= min(per_player + 1, doc["supply"][p])     # each new Noble a marker from the supply
    return Expected("DUPLICATE_NOBLE", f"board.{field_key(region)}.nobles", also=also,
                    words=("problem.duplicate-noble", {"owner": p, "count": per_player + 1, "limit": per_player,
                                                       "section": PER_PLAYER_NOBLES}))


def two_players_nobles_over_their_limit(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Nobles": two players each one Noble past their own limit in one region, the later name in
    name order written first: each refused as a duplicate Noble at the region's list, in the order
    the list holds them (a list's problems are told as it runs, as a table's are), the region's
    limit passed as well where it has one."""
    per_player, limit = rules.nobles.max_per_player_per_region, rules.nobles.max_per_region
    also = ("TOO_MANY_NOBLES",) if limit and 2 * (per_player + 1) > limit else ()
    first, second = sorted(rng.sample(doc["players"], 2), reverse=True)
    region = rules.board.name(rng.choice(list(rules.roads.route)))
    cell = doc["board"].setdefault(region, {})
    for owner in cell.get("nobles", []):       # the Nobles taken off go back to their owners' supplies
        doc["supply"][owner] += 1
    cell["nobles"] = [first] * (per_player + 1) + [second] * (per_player + 1)
    for p in (first, second):                  # each new Noble a marker from the supply
        doc["supply"][p] -= min(per_player + 1, doc["supply"][p])
    field = f"board.{field_key(region)}.nobles"
    return Expected("DUPLICATE_NOBLE", field, also=also, more=(("DUPLICATE_NOBLE", field),),
                    in_turn=tuple(("problem.duplicate-noble", {"owner": p, "count": per_player + 1,
                                                               "limit": per_player, "section": PER_PLAYER_NOBLES})
                                  for p in (first, second)))


def player_twice(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A player listed twice, told so; where the list was full already, one player too many as well."""
    doc["players"].append(doc["players"][0])
    return Expected("DUPLICATE_PLAYER", f"players[{len(doc['players']) - 1}]", also=("TOO_MANY_PLAYERS",),
                    words=("problem.already-listed", {}))


def player_printing_alike(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A name that differs from a player's listed before it by its case only (names are compared
    ignoring case, docs/players.md): refused as the same player, told that it prints like the
    earlier one, which it names by its place, not that it is listed already."""
    first = rng.randrange(len(doc["players"]))
    doc["players"].append(doc["players"][first].upper())
    return Expected("DUPLICATE_PLAYER", f"players[{len(doc['players']) - 1}]", also=("TOO_MANY_PLAYERS",),
                    words=("problem.prints-like", {"first": first}))


def player_printing_alike_after_a_refused_name(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A name printing like the first player's, the list beginning with a name that is refused (a
    number, no name): told that it prints like the earlier player, named by its place in the list as
    written, the refused name counted."""
    doc["players"] = [7, *doc["players"], doc["players"][0].upper()]
    return Expected("DUPLICATE_PLAYER", f"players[{len(doc['players']) - 1}]", also=("TOO_MANY_PLAYERS", "BAD_TYPE"),
                    words=("problem.prints-like", {"first": 1}))


def player_twice_after_a_refused_name(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The first player's name listed again, the same text, after the players, the list beginning with
    a name that is refused (a number): told that it is listed already, the earlier name being the very
    same text, found at its place in the list as written (the refused name counted), not among the
    names kept."""
    doc["players"] = [7, *doc["players"], doc["players"][0]]
    return Expected("DUPLICATE_PLAYER", f"players[{len(doc['players']) - 1}]", also=("TOO_MANY_PLAYERS", "BAD_TYPE"),
                    words=("problem.already-listed", {}))


def player_refused_after_a_repeated_name(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The first player's name listed again after the players, then a name that is refused (a
    number, no name): each told at its own place in the list as written, the repeated name counted
    though it is not kept."""
    n = len(doc["players"])
    doc["players"] = [*doc["players"], doc["players"][0], 7]
    return Expected("DUPLICATE_PLAYER", f"players[{n}]", more=(("BAD_TYPE", f"players[{n + 1}]"),),
                    also=("TOO_MANY_PLAYERS",))


def player_name_spaced(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A name typed with a space after it, listed after the players (names are compared as written,
    and a name has no space at either end, docs/players.md): refused at its place as a bad name,
    quoted as typed, told why; where the list was full already, one player too many as well."""
    name = f"{EXTRA_PLAYER} "
    doc["players"].append(name)
    return Expected("BAD_NAME", f"players[{len(doc['players']) - 1}]", also=("TOO_MANY_PLAYERS",), holds=(name,),
                    words=("name.spaces", {}))


def player_name_blank(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A name written as spaces alone, listed after the players: no name at all, so refused at its
    place as the wrong type, told that a name is a non-empty string (not a name badly spaced), quoted
    as typed; where the list was full already, one player too many as well."""
    name = "  "
    doc["players"].append(name)
    return Expected("BAD_TYPE", f"players[{len(doc['players']) - 1}]", also=("TOO_MANY_PLAYERS",), holds=(name,),
                    words=("name.empty", {}))


def comments_as_numbers(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The position's comment and its `$schema` written as numbers (both are text): refused at each,
    in the document's order (the comment first)."""
    doc["comment"], doc["$schema"] = 7, 8
    return Expected("BAD_TYPE", "comment", holds=(7,), more=(("BAD_TYPE", "$schema"),))


def round_past_the_last(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A round number past the last a game may reach (MAX_ROUNDS, docs/players.md "Limits"): refused
    at round, as too large, naming the bound (at the bound itself it reads:
    _in_a_list_and_at_the_last_round)."""
    doc["round"] = MAX_ROUNDS + 1
    return Expected("TOO_LARGE", "round", holds=(MAX_ROUNDS + 1,), words=("problem.too-large.why", {"max": MAX_ROUNDS}))


def influence_past_the_markers(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Preparation": a region holding one marker of a colour more than a player owns: refused at
    that count as too large for the markers (and the player then holds too many as well)."""
    p = rng.choice(doc["players"])
    region = rules.board.name(rng.choice(list(rules.roads.route)))
    limit = rules.components.markers_per_player
    doc["board"].setdefault(region, {}).setdefault("influence", {})[p] = limit + 1
    return Expected("TOO_LARGE", f"board.{field_key(region)}.influence.{field_key(p)}", holds=(limit + 1,),
                    words=("problem.too-large.why", {"max": limit}), also=("TOO_MANY_MARKERS",))


def dragons_below_none(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """Dragon cards revealed this round written as -1: refused at dragons, a count being 0 at least."""
    doc["dragons"] = -1
    return Expected("NEGATIVE_COUNT", "dragons", holds=(-1,), words=("problem.negative-count", {"min": 0}))


def spent_cards_as_a_word(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A player's spent cards written as one word, not a list: refused at the player's entry, saying
    they are a list drawn from the cards spent once a game ([components] once_per_game)."""
    once = rules.components.once_per_game
    if not once:
        return None
    p = rng.choice(doc["players"])
    doc["used"] = {p: once[0]}
    return Expected("BAD_TYPE", f"used.{field_key(p)}", holds=(once[0],),
                    words=("problem.used-list-type", {"cards": ", ".join(once)}))


def spent_card_unknown(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A spent card no hand spends once a game: refused at its place, naming the cards that are."""
    once = rules.components.once_per_game
    if not once:
        return None
    p = rng.choice(doc["players"])
    doc["used"] = {p: [UNKNOWN_NAME]}
    return Expected("BAD_USED_CARD", f"used.{field_key(p)}[0]", holds=(UNKNOWN_NAME,),
                    words=("problem.bad-used-card", {"cards": list(once), "n": len(once)}))


def spent_card_kept_in_hand(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A special card the hand holds but keeps after playing it ([components] once_per_game: the
    Knight, under the rulebook) written as spent: refused at its place as a card no hand spends once a
    game, naming the cards that are."""
    from ...engine.cards import SPECIAL_KINDS

    once = rules.components.once_per_game
    kept = [kind for kind in SPECIAL_KINDS if kind not in once and rules.components.held(kind)]
    if not once or not kept:
        return None
    p = rng.choice(doc["players"])
    doc["used"] = {p: [kept[0]]}
    return Expected("BAD_USED_CARD", f"used.{field_key(p)}[0]", holds=(kept[0],),
                    words=("problem.bad-used-card", {"cards": list(once), "n": len(once)}))


def banner_of_five_values(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """"Scoring": a banner printed with five values, each place paying no more than the one before,
    first the region's number: read as the players' printing, warned that the rulebook's have 3 or
    4 values, told how many this one has. A region whose rulebook banner is known is warned of that
    first; only the provisional ones are drawn."""
    provisional = [r for r in rules.board.regions.values() if r.banner_provenance != "rulebook" and r.number >= 4]
    if not provisional:
        return None
    region = rng.choice(provisional)
    values = [region.number, 3, 2, 1, 0]
    doc["banners"] = {region.name: values}
    return Expected("BANNER_UNLIKE_RULEBOOK", f"banners.{field_key(region.name)}", "warning", holds=(values,),
                    words=("problem.banner-value-count", {"n": 5}))


def banner_of_five_rising_at_the_end(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """"Scoring": a banner of five values pays each place no more than the one before it, the fifth
    too; one whose fifth value rises past the fourth is refused at that region's banner as a rising
    one (its first four a banner like any other: the long banner is judged whole, not its first
    places alone)."""
    provisional = [r for r in rules.board.regions.values() if r.banner_provenance != "rulebook" and r.number >= 4]
    if not provisional:
        return None
    region = rng.choice(provisional)
    doc["banners"] = {region.name: [region.number, 3, 2, 1, 2]}
    return Expected("BAD_BANNER", f"banners.{field_key(region.name)}", words=("banner.increase", {}))


def banner_of_six_wrong_twice(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """"Scoring": a banner of six values rising at its second (a place paying more than the one
    before it) and holding a value below 0 at its last: refused at that region's banner for what is
    wrong first, reading from its first place (the rise), not for the later value."""
    provisional = [r for r in rules.board.regions.values() if r.banner_provenance != "rulebook" and r.number >= 4]
    if not provisional:
        return None
    region = rng.choice(provisional)
    doc["banners"] = {region.name: [region.number, region.number + 1, 2, 1, 1, -1]}
    return Expected("BAD_BANNER", f"banners.{field_key(region.name)}", words=("banner.increase", {}))


def printed_banner_of_another_number(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A banner the rulebook prints (Dark Tower's), given with another first value than its region's
    number: warned of once, as unlike the printed banner (which names the first value too), not a
    second time for its first value."""
    printed = printed_regions(rules)
    if not printed:
        return None
    region = rng.choice(printed)
    values = [region.banner[0] + 1, *region.banner[1:]]
    doc["banners"] = {region.name: values}
    words = ("problem.banner-unlike-printed", {"shown": _dashed(values), "printed": _dashed(region.banner)})
    return Expected("BANNER_UNLIKE_RULEBOOK", f"banners.{field_key(region.name)}", "warning", words=words,
                    in_turn=(words,))


def variant_misspelt(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A bundled variant's name with its last letter left off, after the ruleset's own: refused at
    variants, quoting it, suggesting the name meant."""
    meant = "permanent-nobles"
    doc["variants"] = [*doc.get("variants", []), meant[:-1]]
    return Expected("UNKNOWN_VARIANT", "variants", holds=(meant[:-1],), words=("problem.unknown-variant", {}),
                    mentions=meant)


def variant_spaced(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A bundled variant's name with a space at either end, after the ruleset's own: a variant is
    named as written, so this names none (docs/players.md): refused at variants, quoting it with its
    spaces, suggesting the name meant, never read as that variant in silence."""
    meant = "permanent-nobles"
    doc["variants"] = [*doc.get("variants", []), f" {meant} "]
    return Expected("UNKNOWN_VARIANT", "variants", holds=(f" {meant} ",), words=("problem.unknown-variant", {}),
                    mentions=meant)


def variants_misspelt_twice(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """Two variants no spec has, after the ruleset's own: each refused at variants, in the order
    written, the first quoted first (an unknown variant is named and left out, and the rest of the
    list still read: every problem is named, not the first alone)."""
    doc["variants"] = [*doc.get("variants", []), "permanent-noble", UNKNOWN_VARIANT_ID]
    return Expected("UNKNOWN_VARIANT", "variants", holds=("permanent-noble",),
                    more=(("UNKNOWN_VARIANT", "variants"),))


def unknown_variant_before_a_known(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A variant no spec has written before one that loads (the ruleset's own, or a shipped one): the
    unknown one refused at variants, once, quoting it, and the known one still read (an unknown
    variant is left out, not the one after it)."""
    known = doc.get("variants") or a_variant(rules)
    if not known:
        return None
    doc["variants"] = [UNKNOWN_VARIANT_ID, *known]
    return Expected("UNKNOWN_VARIANT", "variants", holds=(UNKNOWN_VARIANT_ID,))


def players_left_out_beside_spent_cards(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """The players field left out beside a player's spent card: refused as the field missing, and the
    card's player told as nobody seated at `used`, as every other name is (each field is read whatever
    another lacks, so every problem is named, not the first alone)."""
    once = rules.components.once_per_game
    if not once:
        return None
    p = rng.choice(doc["players"])
    doc["used"] = {p: [once[0]]}
    del doc["players"]
    return Expected("MISSING_FIELD", "players", also=("UNKNOWN_PLAYER",),
                    more=(("UNKNOWN_PLAYER", f"used.{field_key(p)}"),), unsaid="hint.players")


def too_few_players(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    keep = doc["players"][:rules.min_players - 1]
    _only(doc, keep)
    return Expected("TOO_FEW_PLAYERS", "players", words=("problem.too-few-players", _player_bounds(rules, len(keep))))


def too_many_players_a_name_twice(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """One more player than the spec allows, the last a repeat of the first: too many players, told
    as the count of names written (a name twice counts twice), and that name listed twice."""
    extra = [name for name in PLAYER_NAMES if name not in doc["players"]] + [EXTRA_PLAYER]
    while len(doc["players"]) < rules.max_players:
        p = extra.pop(0)
        doc["players"].append(p)
        doc["scores"][p] = 0
        doc["supply"][p] = rules.components.markers_per_player - rules.components.score_track_markers
    doc["players"].append(doc["players"][0])
    return Expected("TOO_MANY_PLAYERS", "players",
                    words=("problem.too-many-players", _player_bounds(rules, len(doc["players"]))),
                    more=(("DUPLICATE_PLAYER", f"players[{len(doc['players']) - 1}]"),))


def too_many_players(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    extra = [name for name in PLAYER_NAMES if name not in doc["players"]] + [EXTRA_PLAYER]
    while len(doc["players"]) <= rules.max_players:
        p = extra.pop(0)
        doc["players"].append(p)
        doc["scores"][p] = 0
        doc["supply"][p] = rules.components.markers_per_player - rules.components.score_track_markers
    return Expected("TOO_MANY_PLAYERS", "players",
                    words=("problem.too-many-players", _player_bounds(rules, len(doc["players"]))))


def _player_bounds(rules: Rules, got: int) -> dict[str, Any]:
    """"Preparation"'s player counts as a refusal of `got` players tells them: the game's name, its bounds."""
    return {"game": rules.game_name, "lo": rules.min_players, "hi": rules.max_players, "got": got}


def dragons_past_the_hands(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Revealing cards — Dragon": no more Dragons than the players hold."""
    limit = len(doc["players"]) * rules.components.dragons_per_player
    doc["dragons"] = limit + 1
    return Expected("TOO_MANY_DRAGONS", "dragons", words=("problem.too-many-dragons", {
        "players": len(doc["players"]), "limit": limit, "section": "Revealing cards — Dragon"}))


def once_per_game_card_twice(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A once-per-game card written as spent once more than a hand holds it (twice where it holds
    one), refused at the one too many, saying how many a hand holds ([components]: one, or all N);
    the one too many written in capitals with spaces around (read as the card all the same, as a
    spent card is), quoted as written."""
    kinds = [k for k in rules.components.once_per_game if rules.components.held(k) >= 1]
    if not kinds:
        return None
    p, kind = rng.choice(doc["players"]), rng.choice(kinds)
    held = rules.components.held(kind)
    written = f" {kind.upper()} "
    doc.setdefault("used", {})[p] = [kind] * held + [written]
    words = ("problem.duplicate-used-card", {}) if held == 1 else ("problem.duplicate-used-cards", {"held": held})
    return Expected("DUPLICATE_USED_CARD", f"used.{field_key(p)}[{held}]", words=words, holds=(written,))


def negative_influence(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    p = rng.choice(doc["players"])
    region = rules.board.name(rng.choice(list(rules.roads.route)))
    doc["board"].setdefault(region, {}).setdefault("influence", {})[p] = -1
    return Expected("NEGATIVE_COUNT", f"board.{field_key(region)}.influence.{field_key(p)}")


def _only(doc: Doc, players: list[str]) -> None:
    """Keep these players' entries only (the others are gone from every field)."""
    doc["players"] = list(players)
    for name in ("scores", "supply", "used"):
        if name in doc:
            doc[name] = {p: v for p, v in doc[name].items() if p in players}
    for cell in doc["board"].values():
        cell["influence"] = {p: v for p, v in cell.get("influence", {}).items() if p in players}
        cell["nobles"] = [p for p in cell.get("nobles", []) if p in players]


def banners_as_a_list(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The banners written as a list of values (a JSON slip; "Preparation": a banner lies by its
    region, so they are a table by region): refused as the wrong type, saying banners are such a
    table, never read as empty."""
    doc["banners"] = [[6, 3, 1]]
    return Expected("BAD_TYPE", "banners", words=("problem.banners-type", {}))


def rulings_as_a_list(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The open rulings written as a list of their names (a JSON slip: each ruling takes an answer):
    refused as the wrong type, saying rulings are a table of answers by ruling."""
    doc["rulings"] = [rules.rulings[0].id]
    return Expected("BAD_TYPE", "rulings", words=("problem.rulings-type", {}))


def spent_cards_as_a_list(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """The spent cards written as a list of cards, not by player (a JSON slip): refused as the wrong
    type, saying they are a table of each player's spent cards."""
    if not rules.components.once_per_game:
        return None
    doc["used"] = [rules.components.once_per_game[0]]
    return Expected("BAD_TYPE", "used", words=("problem.used-type", {}))


def misspelt_field(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The scores written under a misspelt name (its third and fourth letters swapped): refused as a
    field no position has, the sentence suggesting `scores` (a position's fields, not the
    document's own); the players are then on 0, as a position without scores has them."""
    doc["scroes"] = doc.pop("scores")
    return Expected("UNKNOWN_FIELD", "scroes", mentions="scores")


def field_in_capitals(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The scores written under their field's name in capitals: a position's fields are named as
    written (docs/players.md), so `Scores` is a field no position has, refused there, the sentence
    suggesting `scores`."""
    doc["Scores"] = doc.pop("scores")
    return Expected("UNKNOWN_FIELD", "Scores", mentions="scores")


def schema_misspelt(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """`$schema` written with one letter more: a field no position has, refused there as any other
    (the dollar makes no field the reader's own but `$schema`), the sentence suggesting `$schema`."""
    doc["$schemas"] = "https://example.invalid/position.schema.json"
    return Expected("UNKNOWN_FIELD", "$schemas", mentions="$schema")


def rulings_unknown_out_of_order(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """Two rulings no open ruling resembles, written in the reverse of their names' order: both
    refused, in the order written (a reader names a table's problems as the table runs)."""
    doc["rulings"] = {"zz-unknown": "yes", "aa-unknown": "yes"}
    return Expected("UNKNOWN_RULING", "rulings.zz-unknown", more=(("UNKNOWN_RULING", "rulings.aa-unknown"),))


def fields_unknown_out_of_order(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """Two fields no position has, written in the reverse of their names' order: both refused, in
    the order written (the document's own fields are read as it runs, as a table's entries are)."""
    doc["zz_field"], doc["aa_field"] = 1, 2
    return Expected("UNKNOWN_FIELD", "zz_field", more=(("UNKNOWN_FIELD", "aa_field"),))


def stranger_scored_as_text(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A score written for somebody not playing, as text ("2"): the entry is refused for its key and
    for its value alike, each at that entry, in that order (every problem of a document is told, as
    a stranger's influence is; never its value left unread because its key was refused)."""
    field = f"scores.{field_key(EXTRA_PLAYER)}"
    doc["scores"][EXTRA_PLAYER] = "2"
    return Expected("UNKNOWN_PLAYER", field, more=(("NOT_AN_INTEGER", field),))


def misspelt_player(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A player's influence in a region written under their name with its last letter left off:
    refused as nobody seated, at that entry, the sentence suggesting the player (the player's
    markers there are then missing: a warning only)."""
    held = [(r, p) for r, cell in sorted(doc["board"].items()) for p in cell.get("influence", {})
            if len(p) > 1 and p[:-1] not in doc["players"]]
    if not held:
        return None
    region, player = rng.choice(held)
    influence = doc["board"][region]["influence"]
    influence[player[:-1]] = influence.pop(player)
    return Expected("UNKNOWN_PLAYER", f"board.{field_key(region)}.influence.{field_key(player[:-1])}",
                    mentions=player)


def no_players_field(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """No players at all (nor anything of theirs): refused as the field missing, and only so."""
    _only(doc, [])
    del doc["players"]
    return Expected("MISSING_FIELD", "players")


def region_field_unknown(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A region's entry holding a field no region has (a region holds influence and Nobles), its name
    two words: refused at that field, named in quotes as a key holding a space is, quoting the value
    written there; and a second one after it, earlier in name order ("castle"), refused after it: a
    region's fields are told in the order written, as every table's entries are."""
    if not doc["board"]:
        return None
    region = rng.choice(sorted(doc["board"]))
    doc["board"][region]["home colour"] = "red"
    doc["board"][region]["castle"] = True
    return Expected("UNKNOWN_FIELD", f"board.{field_key(region)}.{field_key('home colour')}", holds=("red",),
                    words=("problem.unknown-region-field", {"fields": ["influence", "nobles"]}),
                    more=(("UNKNOWN_FIELD", f"board.{field_key(region)}.castle"),))


def nobles_as_a_word(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """A region's Nobles written as one owner's name, not a list of owners: refused as the wrong
    type, the sentence asking for a list of players."""
    if not doc["board"]:
        return None
    region = rng.choice(sorted(doc["board"]))
    doc["board"][region]["nobles"] = doc["players"][0]
    return Expected("BAD_TYPE", f"board.{field_key(region)}.nobles", words=("problem.expected-players", {}))


def players_field_left_out(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The players field left out, their scores, supplies and markers kept, and a Dragon revealed:
    refused as the field missing, each name elsewhere as nobody seated, and no sentence offering a
    list of the players, none being known; nor Dragons told too many (a limit of every player's
    Dragons, with no player known)."""
    del doc["players"]
    doc["dragons"] = max(1, doc.get("dragons", 0))
    return Expected("MISSING_FIELD", "players", also=("UNKNOWN_PLAYER",), unsaid="hint.players")


def players_as_a_word(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The players written as one word, their names joined (and nothing else of them): refused as
    the wrong type, and only so (never read letter by letter)."""
    names = ", ".join(doc["players"])
    _only(doc, [])
    doc["players"] = names
    return Expected("BAD_TYPE", "players")


def players_as_an_object(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The players written as an object of their names (and nothing else of them): refused as the
    wrong type, and only so (never read as its keys)."""
    names = {name: seat for seat, name in enumerate(doc["players"])}
    _only(doc, [])
    doc["players"] = names
    return Expected("BAD_TYPE", "players")


def crowd_with_a_name_twice(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Preparation" seats a few; a list of as many names as a reader reads one by one (twice the
    most players the spec allows, referee/limits.py), its last a repeat of its first (and nothing
    else of them): too many players, and that name listed twice."""
    names = [*PLAYER_NAMES, EXTRA_PLAYER] + [f"P{i}" for i in range(2 * MAX_PLAYERS - len(PLAYER_NAMES) - 2)]
    _only(doc, [])
    doc["players"] = names + [names[0]]
    return Expected("TOO_MANY_PLAYERS", "players", more=(("DUPLICATE_PLAYER", f"players[{len(names)}]"),))


def supply_past_the_markers(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """"Preparation": a player owns markers_per_player markers; a supply of one more is refused at
    that supply, saying the most a player has and why (the markers a player owns, not another count's
    bound)."""
    p = rng.choice(doc["players"])
    most = rules.components.markers_per_player
    doc.setdefault("supply", {})[p] = most + 1
    return Expected("TOO_LARGE", f"supply.{field_key(p)}", words=("problem.too-large.why", {"max": most}),
                    in_turn=(("why.markers", {"limit": most}),))


def nobles_past_twice_the_players(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """A region's Nobles written as more names than twice the most players (the bound on a list of
    players' names, docs/players.md): refused at that region's Nobles before any is read, saying
    the bound (twice the most players)."""
    region = rules.board.name(rules.roads.route[0])
    _set_nobles(doc, region, [doc["players"][i % len(doc["players"])] for i in range(2 * MAX_PLAYERS + 1)])
    return Expected("TOO_MANY_ENTRIES", f"board.{field_key(region)}.nobles",
                    words=("problem.too-many-entries", {"limit": 2 * MAX_PLAYERS}))


def spent_cards_of_too_many(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """Spent cards written for more names than twice the most players: refused at `used` before any
    is read, saying the bound and that the entries are players."""
    doc["used"] = {f"P{i}": [] for i in range(2 * MAX_PLAYERS + 1)}
    return Expected("TOO_MANY_ENTRIES", "used", words=("what.players", {}))


def no_player_listed(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """The players written as an empty list (and nothing else of them): refused as too few players,
    not as the players left out."""
    _only(doc, [])
    return Expected("TOO_FEW_PLAYERS", "players", words=("problem.too-few-players", _player_bounds(rules, 0)))


def no_king(doc: Doc, rules: Rules, rng: random.Random) -> Expected:
    """No King at all ("Preparation" places him): refused as a field missing, and only so (the
    King is not also read as a King of no region)."""
    del doc["king"]
    return Expected("MISSING_FIELD", "king")


def spent_cards_of_a_stranger_first(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """Spent cards written for somebody who is not a player, then a player's spent card that is no
    once-per-game card: both named, each where it is (a reader names every problem it finds, not
    only the first of a table). The stranger's entry is refused whole: its cards, an unknown one
    among them, are not read (docs/players.md), so that one goes untold."""
    if not rules.components.once_per_game:
        return None
    p = rng.choice(doc["players"])
    doc["used"] = {EXTRA_PLAYER: [rules.components.once_per_game[0], UNKNOWN_NAME], p: [UNKNOWN_NAME]}
    return Expected("UNKNOWN_PLAYER", f"used.{field_key(EXTRA_PLAYER)}",
                    more=(("BAD_USED_CARD", f"used.{field_key(p)}[0]"),))


# a damage: breaks the document in place, and says what the referee must name (None: not applicable)
Damage = Callable[[Doc, Rules, random.Random], Expected | None]
DAMAGES: tuple[Damage, ...] = (score_at_threshold, game_marked_over, game_over_as_a_number, one_marker_too_many,
                                 every_marker_in_one_region, one_marker_missing,
                                 unknown_region, region_keyed_empty, region_keyed_by_other_digits,
                                 misspelt_region, region_name_punctuated, first_word_of_two_regions,
                                 unknown_ruling,
                                 fields_unknown_out_of_order,
                                 misspelt_ruling, unknown_king,
                                 king_as_a_list, king_as_true, banners_as_a_list, rulings_as_a_list,
                                 nobles_over_the_limit, nobles_over_the_limit_one_a_stranger,
                                 noble_owner_not_a_name, two_nobles_of_a_stranger, one_players_nobles_over_their_limit,
                                 two_players_nobles_over_their_limit, player_twice,
                                 too_few_players, too_many_players, dragons_past_the_hands, once_per_game_card_twice,
                                 negative_influence, no_king, spent_cards_of_a_stranger_first, player_printing_alike,
                                 misspelt_field, field_in_capitals, schema_misspelt, rulings_unknown_out_of_order,
                                 misspelt_player,
                                 stranger_scored_as_text,
                                 no_player_listed,
                                 spent_cards_as_a_list, no_players_field, players_as_a_word,
                                 too_many_markers_no_supply, banner_unlike_the_rulebook, banner_first_value_other,
                                 ruling_answer_unknown, ruling_answer_in_capitals, variants_holding_a_number,
                                 region_twice, banner_twice, banner_twice_the_first_refused, banner_rising,
                                 banner_rising_of_no_region,
                                 variants_past_the_bound,
                                 variant_listed_twice, players_field_left_out, region_field_unknown,
                                 nobles_as_a_word, game_over_two_ways, players_as_an_object,
                                 crowd_with_a_name_twice, supply_past_the_markers, nobles_past_twice_the_players,
                                 spent_cards_of_too_many, player_name_spaced, player_name_blank, comments_as_numbers,
                                 round_past_the_last, influence_past_the_markers, dragons_below_none,
                                 spent_cards_as_a_word, spent_card_unknown, banner_of_five_values, variant_misspelt,
                                 variant_spaced, variants_misspelt_twice, unknown_variant_before_a_known,
                                 players_left_out_beside_spent_cards, score_past_threshold, ruling_answered_spaced,
                                 too_many_players_a_name_twice,
                                 banner_of_five_rising_at_the_end, printed_banner_of_another_number,
                                 variants_holding_a_name_and_a_number, seated_name_spaced_in_a_table,
                                 seated_name_spaced_in_the_supply, seated_name_spaced_in_spent_cards,
                                 supply_emptied, spent_card_kept_in_hand, two_scores_past_the_end,
                                 player_printing_alike_after_a_refused_name, player_twice_after_a_refused_name,
                                 player_refused_after_a_repeated_name,
                                 stranger_in_a_region_keyed_with_spaces, banner_unlike_the_rulebook_by_number,
                                 two_over_their_markers, banner_of_six_wrong_twice,
                                 a_stranger_near_no_seat)
