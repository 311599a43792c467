"""The positions the referee must refuse: its reader and scoring checks against the model's domain.

The models (models/round.py, strategies) speak of legal positions only: the player counts the rules
allow, each player's markers accounted for, at most the Nobles a region holds, scores below the
end, known regions.
The proofs say nothing of a position outside that domain, so the referee must refuse every such
position before it scores one. This module draws legal positions (strategies.pick_position) and
damages each in one way a player could write it wrong; the engine's reader (`referee validate`,
`referee score`) must then name the damage: the problem code the damage calls for, at the field
it touched, as an error (or as the warning the rulebook's count calls for), in the words of the
rule where they carry a number of it (a card spent once too often: how many a hand holds), once,
and no other error but those the damage itself brings about (a player listed twice in a full list
is one too many as well: Expected.also); a damage in two places is named at both (Expected.more),
and two problems at one place in the order the document holds their causes (Expected.in_turn). An
undamaged position must read with no problem at all, and one with banners of its own (the players' printed board)
must read back as the position it was (one under two variants named out of name order too, their
order kept); as a record's start without supplies, it gets the supply
it holds. Two refusals only a program reaches are asked of the functions behind the Python API
too: referee.score_position of a position whose game is over (naming every place it is over),
referee.play_round of a position without supplies; and referee.score_position of a legal
position leaves it as it was. And a new game, where every record and simulated game starts, is
set up as "Preparation" says.

The damages take their numbers from the ruleset under test (its threshold, its markers per
player, its Nobles per region): a variant may change those. The rulebook's own values are held to
the standard rules by the anchors (properties/statements/anchors.py), so a slip in the standard ruleset's
numbers is theirs to catch, and a slip in the reader's use of them is this module's.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...engine.position import Position
from ...errors import field_key
from ...limits import MAX_PLAYERS, MAX_ROUNDS
from ...messages import Text
from ...rules import Rules
from ..players import PLAYER_NAMES
from ..strategies import RandomPick, pick_position
from . import entry_bounds, value_types
from .oracle import OracleReport
from .position_told import Doc, engine_problems, open_rulings
from .quoted_values import quotes_what_is_written
from .renamed_seat import seat_renamed
from .sentences import clauses, says, suggested
from .told_words import told_in_its_words

DEFAULT_POSITIONS = 40          # legal positions drawn by a plain check (each gets every damage)
TYPED_POSITIONS = 1             # of those, the ones whose every value is written as each other type
EXHAUSTIVE_POSITIONS = 200      # the same, `referee check --exhaustive`
SEED = 32
UNKNOWN_NAME = "Atlantis"       # a region the board does not have
UNKNOWN_RULING = "Atlantis rule"    # a ruling no spec has, its id a key a field path quotes
EXTRA_PLAYER = "Zed"            # not one of PLAYER_NAMES[:5]
UNKNOWN_VARIANT_ID = "no-such-variant"          # a variant no spec has
# the problems the reader leaves to the scoring's own checks (adjudicate.scoring_problems): a
# position that reads but cannot be scored, which referee.score_position must refuse too
SCORING_REFUSALS = ("GAME_ALREADY_OVER",)
# a player's markers counted against the markers per player: only on a position read without error
# (docs/players.md, "Limits": a count made from a partly read position would blame a sound field)
MARKER_TOTALS = ("TOO_MANY_MARKERS", "MARKERS_MISSING")


@dataclass(frozen=True)
class Expected:
    code: str
    field: str                  # the field path the problem must name (errors.field_key's form)
    severity: str = "error"
    mentions: str | tuple[str, ...] = ""    # the name(s) the problem's sentence must suggest (a region misspelt)
    words: tuple[str, dict[str, Any]] | None = None     # a sentence it must say: (template key, values)
    more: tuple[tuple[str, str], ...] = ()     # (code, field) of the other errors a damage in two places makes
    also: tuple[str, ...] = ()  # codes of the errors the damage brings about besides its own (module docstring)
    quoted: str | None = None   # the text the problem's value must carry as written (a --banners value)
    unsaid: str | None = None   # a clause no problem's sentence may hold (a hint of players where none is known)
    holds: tuple[Any, ...] = ()  # (the value the problem must quote,), where the damage wrote one
    in_turn: tuple[tuple[str, dict[str, Any]], ...] = ()    # the sentences told at code and field, in order


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
    printed = _printed_regions(rules)
    if not printed:
        return None
    region = rng.choice(printed)
    values = _unlike(region.banner)
    doc["banners"] = {region.name: values}
    return Expected("BANNER_UNLIKE_RULEBOOK", f"banners.{field_key(region.name)}", "warning",
                    words=("problem.banner-unlike-printed", {"shown": _dashed(values),
                                                             "printed": _dashed(region.banner)}))


def banner_unlike_the_rulebook_by_number(doc: Doc, rules: Rules, rng: random.Random) -> Expected | None:
    """The same, the banner keyed by its region's number written as text (regions are named or
    numbered, docs/players.md): the warning is at the key as written, `banners.5`, not at the name."""
    printed = _printed_regions(rules)
    if not printed:
        return None
    region = rng.choice(printed)
    values = _unlike(region.banner)
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


def _printed_regions(rules: Rules) -> list[Any]:
    """The regions whose banner is the rulebook's own printing ("Scoring": Dark Tower's)."""
    return [r for r in rules.board.regions.values() if r.banner_provenance == "rulebook"]


def _a_variant(rules: Rules) -> list[str]:
    """The ruleset's first variant, or the first shipped one where it has none ([] for none)."""
    return list(rules.variant_refs[:1]) or list(rules.available_variants[:1])


def _unlike(banner: tuple[int, ...]) -> list[int]:
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
    named = _a_variant(rules)
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
    printed = _printed_regions(rules)
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
    known = doc.get("variants") or _a_variant(rules)
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
                                 two_over_their_markers, banner_of_six_wrong_twice)


def run(rules: Rules, positions: int = DEFAULT_POSITIONS, seed: int = SEED) -> OracleReport:
    """An OracleReport: every damage of every drawn position named by the referee, and no problem on
    the undamaged ones."""
    from ...messages import text

    report = OracleReport(text("conformance.what.positions", n=positions, damages=len(DAMAGES), seed=seed),
                          label="position validation, damaged positions")
    set_up(rules, report)
    texts_of_no_position(report)
    _whole_document_of_another_type(rules, report)
    _unknown_region_looked_up(rules, report)
    _two_nobles_of_one_player_counted(rules, report)
    _dragons_where_no_hand_holds_one(rules, report)
    for i in range(positions):
        if i == 0:
            _variants_given_twice(rules, random.Random(f"{seed}:{i}"), report)
        rng = random.Random(f"{seed}:{i}")
        doc = pick_position(RandomPick(rng), rules, custom_banners=False).to_dict(rules)
        _compare(rules, doc, None, report)
        own = pick_position(RandomPick(rng), rules, custom_banners=True)
        own.rulings = _rulings_of_its_own(rng, rules)
        _round_trip(rules, own, report)
        for damage in DAMAGES:
            damaged = copy.deepcopy(doc)
            expected = damage(damaged, rules, rng)
            if expected is not None:
                _compare(rules, damaged, expected, report, damage.__name__)
        if i == 0:
            _fields_as_null(rules, doc, report)
            _in_a_list_and_at_the_last_round(rules, doc, report)
            _variant_file_through_the_api(rules, doc, report)
            _unknown_variant_given_apart(rules, doc, report)
            _variant_file_that_does_not_load(rules, doc, report)
            _variants_past_the_bound_together(rules, doc, report)
            _checked_scoring_leaves_it(rules, doc, report)
            entry_bounds.check_positions(rules, doc, report, lambda r, d: engine_problems(r, d)[0])
        if i < TYPED_POSITIONS:           # the first seat named in two words: a key its field paths quote
            value_types.run(rules, _first_seat_in_two_words(own.to_dict(rules)), report,
                            lambda r, d: engine_problems(r, d)[0])
            _past_the_end_in_two_words(rules, doc, report)
    _other_player_bounds(rules, report, seed)
    _variants_in_their_order(rules, report, seed)
    _region_named_with_marks(rules, report, seed)
    return report


def _region_named_with_marks(rules: Rules, report: OracleReport, seed: int) -> None:
    """A variant may print a region's name with marks and capitals ("Tower (North)", docs/players.md:
    the printing's own name is read as it is written): a position under a variant of the check's own
    making that so names the route's first region, its words two spaces apart, the King there,
    written and read back as it was; and read with the name's words one space apart, as a player
    types what they see (a name is read whatever the spaces between its words)."""
    from ...errors import SpecError
    from ...io.position_reader import read_position
    from .variant_sweep import variant_folder, with_variant_text

    number = rules.board.route[0]
    name = f"{rules.board.name(number)}  (North)"
    variant = ('[variant]\nid = "marked-name"\nname = "a region named with marks"\nsection = "check"\n\n'
               f'[[overrides.regions]]\nnumber = {number}\nname = {json.dumps(name)}\n')
    try:
        marked = with_variant_text(rules, variant_folder(), "names", variant)
    except SpecError:                # the ruleset's own variants refuse the name: nothing to write
        return
    drawn = pick_position(RandomPick(random.Random(f"{seed}:marked")), marked, custom_banners=False)
    drawn.king = number
    doc = _written_back(marked, drawn, report)
    report.cases += 1
    typed = " ".join(name.split())
    position, _, problems = read_position({**doc, "king": typed})
    if position is None or position.king != number:
        report.mismatches.append({"damage": "none: a name printed two spaces apart, typed one space apart",
                                  "written": typed, "printed": name, "referee": [p.code for p in problems],
                                  "king": None if position is None else position.king, "expected": number})


def _variants_in_their_order(rules: Rules, report: OracleReport, seed: int) -> None:
    """A position under two variants of the check's own making besides the ruleset's, named out of
    their names' order (variants apply in the order given, a later one over an earlier: their
    order is the rules'), written and read back as it was, the variants in their order too."""
    from ...errors import SpecError
    from .variant_sweep import Change, variant_folder, with_changes

    changes = [("threshold-one-more", [Change("end", "threshold", rules.end.threshold + 1)]),
               ("threshold-two-more", [Change("end", "threshold", rules.end.threshold + 2)])]
    try:
        for attempt in (changes, changes[::-1]):
            both = rules
            for variant_id, change in attempt:
                both = with_changes(both, variant_folder(), "order", variant_id, variant_id, change)
            refs = list(both.variant_refs)
            if refs != sorted(refs):
                break
    except SpecError:                # the ruleset's own variants refuse another threshold: nothing to write
        return
    drawn = pick_position(RandomPick(random.Random(f"{seed}:order")), both, custom_banners=False)
    _written_back(both, drawn, report)
    _scored_under_variants_in_their_order(both, drawn, report, [*rules.variant_ids, *(v for v, _ in attempt)])


def _scored_under_variants_in_their_order(rules: Rules, drawn: Position, report: OracleReport,
                                          applied: list[str]) -> None:
    """That position scored (`referee score --json`): the answer's `variants` are the ones it was
    scored under in the order they apply (docs/players.md: in the order named, a later one over
    an earlier), not in their names' order."""
    from ...engine.adjudicate import score_position

    report.cases += 1
    told = score_position(drawn.copy(), rules).to_dict(rules)["variants"]
    if told != applied:
        report.mismatches.append({"damage": "none: scored under two variants out of their names' order",
                                  "referee": told, "expected": applied})


BOUNDS_POSITIONS = 4         # positions drawn under the players' bounds moved in by one


def _other_player_bounds(rules: Rules, report: OracleReport, seed: int) -> None:
    """"Preparation" says how many may play, and a variant may say otherwise ([game] min_players and
    max_players): under the bounds moved in by one (where room is left), legal positions read
    without a word and one player too few or too many is refused, by the variant's bounds."""
    from ...errors import SpecError
    from .variant_sweep import Change, variant_folder, with_changes

    lo, hi = rules.min_players + 1, rules.max_players - 1
    if lo > hi:
        return
    try:
        tight = with_changes(rules, variant_folder(), "bounds", "player-bounds", "the players' bounds moved in",
                             [Change("game", "min_players", lo), Change("game", "max_players", hi)])
    except SpecError:                # the ruleset's own variants refuse other bounds: nothing to play
        return
    for i in range(BOUNDS_POSITIONS):
        rng = random.Random(f"{seed}:bounds:{i}")
        doc = pick_position(RandomPick(rng), tight, custom_banners=False).to_dict(tight)
        _compare(tight, doc, None, report, "none, the players' bounds moved in")
        for damage in (too_few_players, too_many_players):
            damaged = copy.deepcopy(doc)
            _compare(tight, damaged, damage(damaged, tight, rng), report, f"{damage.__name__}, the bounds moved in")


def _two_nobles_of_one_player_counted(rules: Rules, report: OracleReport) -> None:
    """"Preparation" under rules letting a player hold two Nobles in one region ([nobles]
    max_per_player_per_region = 2, no region limit): each Noble is one of its owner's markers, so two
    in one region count two. A player whose markers on the board, two Nobles in one region and the
    score track's together are one more than the player owns (no supply given) is told too many
    markers; counted by the regions their Nobles stand in, the player held exactly their markers."""
    from ...errors import SpecError
    from .variant_sweep import Change, variant_folder, with_changes

    try:
        changes = [Change("nobles", "max_per_player_per_region", 2), Change("nobles", "max_per_region", 0)]
        changed = with_changes(rules, variant_folder(), "position", "two-nobles-a-player", "two Nobles", changes)
    except SpecError:
        return
    comp = changed.components
    on_board = comp.markers_per_player + 1 - 2 - comp.score_track_markers     # with the two Nobles: one too many
    if on_board < 0:
        return
    doc = pick_position(RandomPick(random.Random(f"{SEED}:two Nobles")), changed, custom_banners=False).to_dict(changed)
    p, region = doc["players"][0], changed.board.name(changed.roads.route[0])
    doc.pop("supply", None)
    for cell in doc["board"].values():          # the player's markers and Nobles elsewhere taken off
        cell.get("influence", {}).pop(p, None)
        if p in cell.get("nobles", []):
            cell["nobles"] = [o for o in cell["nobles"] if o != p]
    doc["board"][region] = {"influence": {p: on_board}, "nobles": [p, p]}
    _compare(changed, doc, Expected("TOO_MANY_MARKERS", f"players.{field_key(p)}",
                                    words=("problem.too-many-markers", {"limit": comp.markers_per_player})),
             report, "two Nobles of one player in one region, one marker too many")


def _dragons_where_no_hand_holds_one(rules: Rules, report: OracleReport) -> None:
    """"Revealing cards — Dragon" under rules giving no hand a Dragon ([components] dragons_per_player
    = 0): no Dragon can be revealed, so a position with one is refused (TOO_MANY_DRAGONS, a limit of 0),
    as dragons_past_the_hands is under the ruleset's own count."""
    from ...errors import SpecError
    from .variant_sweep import Change, variant_folder, with_changes

    try:
        changed = with_changes(rules, variant_folder(), "position", "no-dragons", "no Dragons",
                               [Change("components", "dragons_per_player", 0)])
    except SpecError:
        return
    doc = pick_position(RandomPick(random.Random(f"{SEED}:no Dragons")), changed, custom_banners=False).to_dict(changed)
    _compare(changed, doc, dragons_past_the_hands(doc, changed, random.Random(SEED)), report,
             "dragons_past_the_hands, no hand holding one")


def set_up(rules: Rules, report: OracleReport) -> None:
    """"Preparation": a new game (referee.new_game, where every record and simulated game starts)
    has nothing on the board, every score marker on 0, each player's markers but the score
    track's in supply, no card spent, the King on his start, round 0, the game going on; for every
    player count the ruleset allows. (The ruleset's counts and start may be a variant's; the
    rulebook's own, 20 markers and Zin Kai's Deep, are the anchors'.)"""
    from ...engine.setup import new_game  # referee.new_game's, once the names are checked

    comp = rules.components
    for n in range(rules.min_players, rules.max_players + 1):
        report.cases += 1
        players = PLAYER_NAMES[:n]
        start = new_game(list(players), rules)
        found = {"board": (start.markers, start.nobles), "scores": start.scores, "supply": start.supply,
                 "used": start.used, "king": start.king, "round": start.round, "game over": start.game_over}
        wanted = {"board": ({}, {}), "scores": {p: 0 for p in players},
                  "supply": {p: comp.markers_per_player - comp.score_track_markers for p in players},
                  "used": {}, "king": rules.roads.king_start, "round": 0, "game over": False}
        differ = [k for k in wanted if found[k] != wanted[k]]
        if differ and len(report.mismatches) < 10:
            report.mismatches.append({"damage": "none: a new game", "differ": differ, "players": n,
                                      "referee": {k: found[k] for k in differ},
                                      "expected": {k: wanted[k] for k in differ}})


def _rulings_of_its_own(rng: random.Random, rules: Rules) -> dict[str, str]:
    """Another answer than the default for about half of the open rulings the ruleset leaves open
    (a position may name its table's rulings, docs/players.md), or none one time in four."""
    open_rulings = [r for r in rules.rulings if r.id not in rules.chosen_rulings]
    if rng.randrange(4) == 0:
        return {}
    return {r.id: rng.choice([c for c in r.alternatives if c != r.default])
            for r in open_rulings if rng.randrange(2) and len(r.alternatives) > 1}


def _round_trip(rules: Rules, drawn: Position, report: OracleReport) -> None:
    """A position the referee writes (a counterexample, a witness, `score --json`'s "position"),
    banners printed on the players' own board and rulings chosen at its table included, reads
    back as the position it was (_written_back), and the ways of writing it otherwise below."""
    doc = _written_back(rules, drawn, report)
    _seated_out_of_name_order(rules, drawn, report)
    _supply_known_of_nobody(rules, drawn, report)
    _no_supply_written(rules, drawn, report)
    _empty_region_entry(rules, drawn, doc, report)
    _supply_out_of_seat_order(rules, drawn, doc, report)
    _supply_derived(rules, drawn, doc, report)
    _no_supply_refused(rules, drawn, report)
    _score_left_out(rules, drawn, doc, report)
    _supply_left_out(rules, drawn, doc, report)
    _spent_cards_spelt_otherwise(rules, drawn, doc, report)
    _king_numbered_with_spaces(rules, drawn, doc, report)
    _apostrophes_typeset(rules, drawn, doc, report)
    _words_spaced_apart(rules, drawn, doc, report)
    _regions_numbered_with_a_zero(rules, drawn, doc, report)
    _every_player_written_in_every_region(rules, drawn, doc, report)
    _variant_given_twice(rules, doc, report)
    _banners_given_apart(rules, doc, report)
    _read_as_text(doc, report)


# texts that hold no position, and the code each is refused with (docs/players.md, "Limits")
TEXTS_OF_NO_POSITION = (("", "EMPTY_INPUT"), ("{", "MALFORMED_JSON"), ('{"king": NaN}', "NOT_A_NUMBER"))


def _read_as_text(doc: Any, report: OracleReport, what: str = "none: the position read as its text") -> None:
    """A document given as its text (io.position_reader.read_position_text, for a program holding the
    file's words): the text reads as the file holding it does (`referee score`'s reading: the same
    position and the same problems), the written position, the whole document of another type (falsy
    ones too) and `{}`; with one byte-order mark before it too, which a file may begin with, and with
    two, the second of which a file's reading refuses (docs/players.md, "Limits")."""
    import json

    from ...io.json_input import decode_json_bytes
    from ...io.position_reader import read_position, read_position_text

    marks = (("", ""), ("\ufeff", ", one byte-order mark before it"),
             ("\ufeff\ufeff", ", two byte-order marks before it"))
    for mark, said in marks:
        report.cases += 1
        words = mark + json.dumps(doc)
        data, refused = decode_json_bytes(words.encode("utf-8"), "position.json")
        want = (None, None, refused) if refused else read_position(data)
        got = read_position_text(words, "position.json")
        if (got[0], [p.to_dict() for p in got[2]]) != (want[0], [p.to_dict() for p in want[2]]):
            report.mismatches.append({"damage": what + said,
                                      "position": doc, "expected": [p.to_dict() for p in want[2]],
                                      "referee": [p.to_dict() for p in got[2]]})


def texts_of_no_position(report: OracleReport) -> None:
    """A text that holds no position (empty, not JSON, a number JSON does not have), given to
    read_position_text: refused as `referee score` refuses such a file, one problem of its code at
    the source, no position."""
    from ...io.position_reader import read_position_text

    for words, code in TEXTS_OF_NO_POSITION:
        report.cases += 1
        position, _, problems = read_position_text(words, "position.json")
        if position is not None or [(p.code, p.field) for p in problems] != [(code, "position.json")]:
            report.mismatches.append({"damage": f"the text {words!r}", "expected": [code, "position.json"],
                                      "referee": [(p.code, p.field) for p in problems]})


def _supply_known_of_nobody(rules: Rules, drawn: Position, report: OracleReport) -> None:
    """The same position with its supply written as an empty table (`"supply": {}`: the supply of no
    player known, which a position may say, docs/players.md) reads back so, never as a supply left out
    (_written_back: the answer's own `supply` is then written as given)."""
    import dataclasses

    doc = _written_back(rules, dataclasses.replace(drawn.copy(), supply={}), report)
    _answered_supply(doc, {}, report)


def _no_supply_written(rules: Rules, drawn: Position, report: OracleReport) -> None:
    """The same position with no supply written (supplies "where known", docs/players.md: a record's
    start may leave them out) reads back with none, never as a supply known of nobody: `score` then
    answers with no supply of its own making."""
    import dataclasses

    doc = _written_back(rules, dataclasses.replace(drawn.copy(), supply=None), report)
    _answered_supply(doc, None, report)


def _read_and_written(given: Doc) -> tuple[Doc | None, list[Any]]:
    """The document read (a copy: the reader is handed its own) and written back as the referee writes
    a position, None where it does not read; and every problem the reading told."""
    from ...io.position_reader import read_position

    position, read_rules, problems = read_position(copy.deepcopy(given))
    return (None if position is None or read_rules is None else position.to_dict(read_rules)), problems


def _empty_region_entry(rules: Rules, drawn: Position, doc: Doc, report: OracleReport) -> None:
    """A region written with an empty entry (`"Dark Tower": {}`: nobody's markers nor Nobles there, as
    a region left out) reads as the same position, with no error told."""
    empty = [rules.board.name(r) for r in rules.roads.route if rules.board.name(r) not in doc["board"]]
    if not empty:
        return
    report.cases += 1
    given = {**doc, "board": {**doc["board"], empty[0]: {}}}
    written, problems = _read_and_written(given)
    errors = [(p.code, p.field) for p in problems if p.severity == "error"]   # a printing's banner: a warning
    if (errors or written != doc) and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "none: a region written with an empty entry", "told": errors,
                                  "position": given})


def _supply_out_of_seat_order(rules: Rules, drawn: Position, doc: Doc, report: OracleReport) -> None:
    """A position whose supply is written in the reverse of the seats' order reads as the same
    position and is written back with its supply in seat order, as every table by player is; and
    `referee score --json` answers with its supply in seat order too (docs/players.md)."""
    from ...engine.adjudicate import score_position
    from ...errors import TextError
    from ...io.position_reader import read_position

    if not doc.get("supply") or len(doc["supply"]) < 2:
        return
    report.cases += 1
    given = {**doc, "supply": dict(reversed(list(doc["supply"].items())))}
    position, ruled, _ = read_position(json.loads(json.dumps(given)))     # read once: written back, then scored
    written = None if position is None or ruled is None else position.to_dict(ruled)
    try:
        answered = None if position is None or ruled is None else score_position(position, ruled).to_dict(ruled)
    except TextError:                   # a position the scoring refuses (over already): nothing answered
        answered = None
    seats = list(doc["supply"])
    told = None if answered is None else list(answered.get("supply", seats))
    if (written is None or list(written.get("supply", {})) != seats or told not in (None, seats)) \
            and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "none: a supply written out of seat order", "written back": written,
                                  "answered": told, "position": given})


def _answered_supply(doc: Doc, want: dict[str, int] | None, report: OracleReport) -> None:
    """`referee score --json` of the position answers with the supply it gives: none where it gives
    none, a table known of nobody where it gives one (docs/players.md: supplies "where known"; no
    marker the scoring returns goes to a supply nobody knows)."""
    from ...engine.adjudicate import score_position  # as referee.answers.score_answer scores it
    from ...errors import PositionError
    from ...io.position_reader import read_position
    from ...present.account import scored_json

    report.cases += 1
    position, read_rules, problems = read_position(copy.deepcopy(doc))
    if position is None or read_rules is None or any(p.severity == "error" for p in problems):
        return                  # written back wrong: _written_back has told it
    try:
        outcome = score_position(position, read_rules)
    except PositionError:
        return                  # a drawn position at the end of its game: its refusal is the damages' to judge
    told = scored_json(outcome, read_rules).get("supply", "no supply")
    if told != ("no supply" if want is None else want) and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "none: scored with the supply written so", "supply given": want,
                                  "answered": told, "position": doc})


def _seated_out_of_name_order(rules: Rules, drawn: Position, report: OracleReport) -> None:
    """The same position with its players seated in the reverse of their names' order (drawn
    positions seat them in name order): written, then read back, its seats as they were (the order
    of play, "Choosing cards"), every other field too (_written_back)."""
    import dataclasses

    _written_back(rules, dataclasses.replace(drawn.copy(), players=list(reversed(drawn.players))), report)


def _written_back(rules: Rules, drawn: Position, report: OracleReport) -> Doc:
    """The position written, then read back: no error, every field equal (compared as objects: a
    field the writer left out shows). Returns the document written."""
    from dataclasses import fields

    from ...io.position_reader import read_position

    report.cases += 1
    doc = drawn.to_dict(rules)
    position, _, problems = read_position(doc)
    errors = [p.code for p in problems if p.severity == "error"]
    differ = ([f.name for f in fields(drawn) if getattr(drawn, f.name) != getattr(position, f.name)]
              if position is not None else ["the whole position"])
    # written as a player reads it: every region by its name, on the board and in the banners
    names = {rules.board.name(r) for r in rules.roads.route}
    differ += [f"{table} keyed otherwise than by region names" for table in ("board", "banners")
               if not set(doc.get(table, {})) <= names]
    if (errors or differ) and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "none: written, then read back", "referee": errors, "differ": differ,
                                  "position": doc})
    return doc


# a field written as null (JSON's none, a form's empty value), and what it must be called: the
# wrong type, where the field holds a table or a list; no region, for the King; not a whole
# number, for a count. Never read as the field left out (no banners, no rulings, no spent cards).
NULL_CALLED = {"king": "UNKNOWN_REGION", "board": "BAD_TYPE", "scores": "BAD_TYPE", "supply": "BAD_TYPE",
               "used": "BAD_TYPE", "banners": "BAD_TYPE", "rulings": "BAD_TYPE", "variants": "BAD_TYPE",
               "dragons": "NOT_AN_INTEGER", "round": "NOT_AN_INTEGER", "game_over": "BAD_TYPE"}


def _fields_as_null(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """Each of a position's fields, given or not, written as null: refused at that field
    (NULL_CALLED), never silently read as left out. Not the variants a position names: without
    them its board is judged by other rules, and breaks their limits too."""
    for field in sorted(NULL_CALLED):
        if field == "variants" and "variants" in doc:
            continue
        _compare(rules, {**doc, field: None}, Expected(NULL_CALLED[field], field), report, f"{field} as null")


def _in_a_list_and_at_the_last_round(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """The whole position written inside a list: no object, refused as such, quoting what was
    written; and the position at the last round a game may reach (round_past_the_last's bound),
    which reads without a word."""
    _compare(rules, [doc], Expected("NOT_AN_OBJECT", "position", holds=([doc],)), report, "the position inside a list")
    _compare(rules, {**doc, "round": MAX_ROUNDS}, None, report, "none, at the last round a game may reach")


def _first_seat_in_two_words(doc: Doc) -> Doc:
    """The position with its first player seated as "<name> Jr" (seat_renamed)."""
    return seat_renamed(doc, doc["players"][0], f"{doc['players'][0]} Jr")


def _past_the_end_in_two_words(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """The first seat named in two words, or with a bracket in its name (`Ann[2]`, which a field path
    left bare would read as an index), and its score at the threshold: the scoring refuses the
    position at that score (GAME_ALREADY_OVER), its field quoting the name as JSON writes a string,
    as every field path quotes a key with a space or a bracket (docs/players.md)."""
    first = doc["players"][0]
    for renamed, named in ((_first_seat_in_two_words(doc), "in two words"),
                           (seat_renamed(doc, first, f"{first}[2]"), "with a bracket")):
        seat = renamed["players"][0]
        renamed.setdefault("scores", {})[seat] = rules.end.threshold
        renamed.pop("game_over", None)
        _compare(rules, renamed, Expected("GAME_ALREADY_OVER", f"scores.{json.dumps(seat)}"), report,
                 f"score_at_threshold, a seat {named}")


def _variants_given_twice(rules: Rules, rng: random.Random, report: OracleReport) -> None:
    """A position naming no variant, read with `--variant` naming the ruleset's variants (Permanent
    Nobles where it has none) twice over: read as with each named once, saying the same and under
    the same rules (docs/players.md: a variant the command line names again is applied once)."""
    from ...io.position_reader import read_position

    doc = {k: v for k, v in pick_position(RandomPick(rng), rules, custom_banners=False).to_dict(rules).items()
           if k != "variants"}
    named = tuple(rules.variant_refs) or ("permanent-nobles",)
    once, twice = (read_position(doc, extra_variants=given) for given in (named, named + named))
    report.cases += 1
    said = [[(p.code, p.field, p.severity) for p in read[2]] for read in (once, twice)]
    refs = [None if read[1] is None else tuple(read[1].variant_refs) for read in (once, twice)]
    if (said[0] != said[1] or refs[0] != refs[1]) and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "none: --variant naming each variant twice", "once": said[0],
                                  "twice": said[1], "variants": refs, "given": list(named + named)})


def _unknown_region_looked_up(rules: Rules, report: OracleReport) -> None:
    """A program looking a region up on the board (`Rules.board.lookup`, the API's) by a key no region
    has: refused with UnknownRegionError, which holds the key as given and quotes it so (spaces around
    a name, a number no region has, `true`, which is no number either), as a reader's refusal quotes
    what is written."""
    from ...errors import UnknownRegionError, show_value

    for key in (f" {UNKNOWN_NAME} ", UNKNOWN_NAME.lower(), len(rules.board.regions) + 1, "0", True):
        report.cases += 1
        try:
            rules.board.lookup(key)
            told: Any = "found"
        except UnknownRegionError as exc:
            same = exc.key == key and type(exc.key) is type(key)        # True == 1, but true is not 1
            told = exc.key if same and show_value(key) in exc.text.render("en") else (exc.key, str(exc))
        if told != key or type(told) is not type(key):
            report.mismatches.append({"damage": f"the board asked for the region {key!r}", "referee": told})


def _whole_document_of_another_type(rules: Rules, report: OracleReport) -> None:
    """The whole document written as each value of another type a table has (value_types.OTHER_TYPES,
    its falsy ones too: a reader testing the document's truth rather than its type takes those for
    an empty position): no object, refused as such quoting it; and the empty object, which is a
    position whose every field is left out: refused at the two fields a position must give, the
    players and the King (docs/players.md), in that order, as each is left out alone. Each also given
    as its text (read_position_text) reads as the document does."""
    for value in value_types.OTHER_TYPES["table"]:
        _compare(rules, value, Expected("NOT_AN_OBJECT", "position", holds=(value,)), report,
                 f"the position written as {value!r}")
        _read_as_text(value, report, f"the position's text written as {value!r}")
    _compare(rules, {}, Expected("MISSING_FIELD", "players", more=(("MISSING_FIELD", "king"),)), report,
             "the position written as {}")
    _read_as_text({}, report, "the position's text written as {}")


def _banners_given_apart(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """Banners given beside the position (`referee score --banners`, a program's extra banners) are
    read as the file's are, and named as given there: a region the board does not have, refused
    at --banners and that region; banners that are no table by region, refused as the wrong type
    at --banners; each only once, and the file's own fields untouched. A region's banner given there
    and in the file is read as given there (docs/players.md "Banner values": the command line's values
    replace the file's for the regions they name)."""
    _given_over_the_files(rules, doc, report)
    _printed_banner_unlike_and_written_twice(rules, doc, report)
    _files_unlike_beside_given(rules, doc, report)
    _warnings_in_the_order_written(rules, doc, report)
    _compare(rules, doc, Expected("UNKNOWN_REGION", f"--banners.{field_key(UNKNOWN_NAME)}"), report,
             "--banners naming a region the board does not have", {UNKNOWN_NAME: [6, 3, 1]})
    _compare(rules, doc, Expected("BAD_TYPE", "--banners"), report, "--banners as a list", [[6, 3, 1]])
    printed = _printed_regions(rules)
    if printed:                 # a banner unlike the printed one, warned of and quoted as the command line wrote it
        from ...errors import WrittenList

        values = _unlike(printed[0].banner)
        written = WrittenList(values, ",".join(map(str, values)))
        _compare(rules, doc, Expected("BANNER_UNLIKE_RULEBOOK", f"--banners.{field_key(printed[0].name)}", "warning",
                                      quoted=written.text), report, "--banners unlike the rulebook's printing",
                 {printed[0].name: written})


def _printed_banner_unlike_and_written_twice(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """"Scoring": a printed region's banner written unlike the printing under its name, then again as
    printed under its number: the second is refused (DUPLICATE_REGION, banner_twice) and the first,
    the one read, is warned of where it is written, quoting its values; never the second's field and
    values beside the first's."""
    printed = _printed_regions(rules)
    if not printed:
        return
    region = printed[0]
    values = _unlike(region.banner)
    twice = {**doc, "banners": {region.name: values, str(region.number): list(region.banner)}}
    _warned_at_the_files(rules, report, "a printed banner unlike the printing, then written again as printed",
                         twice, region.name, values)


def _files_unlike_beside_given(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """"Scoring": the file giving a printed region a banner unlike the printing, and --banners giving
    another region its banner: the file's is warned of where it is written, quoting its values, as
    without --banners (a banner given on the command line silences no warning of the file's)."""
    printed = _printed_regions(rules)
    if not printed:
        return
    region = printed[0]
    other = next(r for r in rules.regions if r.number != region.number)
    values = _unlike(region.banner)
    _warned_at_the_files(rules, report, "a printed banner unlike the printing beside --banners for another region",
                         {**doc, "banners": {region.name: values}}, region.name, values,
                         banners_given={other.name: list(other.banner)})


def _warnings_in_the_order_written(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """Two banners each warned of ("Scoring": a printed region's unlike its printing, another region's
    first value not its number), written the higher-numbered region first: the two warnings told in
    the order written, as a table's problems are (entry_bounds.py), not by region number."""
    printed = _printed_regions(rules)
    others = [r for r in rules.regions if r.banner_provenance != "rulebook" and r.banner]
    if not printed or not others:
        return
    region = printed[0]
    first, second = sorted((region, others[0]), key=lambda r: r.number, reverse=True)
    banners = {r.name: (_unlike(r.banner) if r is region else [r.number + 1, *r.banner[1:]]) for r in (first, second)}
    report.cases += 1
    problems = engine_problems(rules, {**doc, "banners": banners})[0]
    warned = [p.field for p in problems if p.code == "BANNER_UNLIKE_RULEBOOK"]
    written = [f"banners.{field_key(r.name)}" for r in (first, second)]
    if warned != written and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "two banners warned of, the higher-numbered region written first",
                                  "expected": written, "referee": warned})


def _warned_at_the_files(rules: Rules, report: OracleReport, damage: str, written: Doc, name: str,
                         values: list[int], banners_given: Any = None) -> None:
    """The position `written` read as `referee score` reads it (with `banners_given` as --banners):
    one warning that a banner is unlike the rulebook's printing, at the file's banner of the region
    `name`, quoting `values`, the banner read; a mismatch named `damage` otherwise."""
    report.cases += 1
    problems = engine_problems(rules, written, banners_given)[0]
    at = f"banners.{field_key(name)}"
    warned = [(p.field, p.value) for p in problems if p.code == "BANNER_UNLIKE_RULEBOOK"]
    if warned != [(at, values)] and len(report.mismatches) < 10:
        report.mismatches.append({"damage": damage, "expected": {"warned at": at, "quoting": values},
                                  "referee": [{"code": p.code, "field": p.field, "value": p.value} for p in problems],
                                  "position": written})


def _given_over_the_files(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """The file giving a region another printing's banner (record_rows.printed_banners) and --banners
    that region's banner as the rules have it: read with no error, with the rules' banner for it and
    the file's other banner kept."""
    from ...io.position_reader import read_position
    from .record_rows import printed_banners

    own = printed_banners(rules, random.Random(f"{SEED}:given over the file's"))
    if not own:
        return
    region = min(own)
    written = {**doc, "banners": {rules.board.name(r): list(v) for r, v in own.items()}}
    given = {rules.board.name(region): list(rules.board.regions[region].banner)}
    report.cases += 1
    position, _, said = read_position(written, extra_banners=given)
    wanted = {**own, region: rules.board.regions[region].banner}
    errors = [p.code for p in said if p.severity == "error"]
    if (errors or position is None
            or {r: position.banners.get(r) for r in own} != {r: tuple(v) for r, v in wanted.items()}) \
            and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "none: --banners over the file's banner for a region", "errors": errors,
                                  "read": None if position is None else dict(position.banners),
                                  "wanted": wanted, "position": written})


def _king_numbered_with_spaces(rules: Rules, drawn: Position, doc: Doc, report: OracleReport) -> None:
    """A region is named, slugged or numbered, whatever the spaces at either end (docs/players.md):
    the King's region written as its number with spaces around it reads as that region, saying nothing;
    and so with a tab before it and a line break after it (each counting as a space)."""
    from ...io.position_reader import read_position

    for king, damage in ((f" {drawn.king} ", "none: the King's region numbered, with spaces"),
                         (f"\t{drawn.king}\n", "none: the King's region numbered, a tab and a line break")):
        report.cases += 1
        given = {**doc, "king": king}
        position, _, problems = read_position(given)
        errors = [p.code for p in problems if p.severity == "error"]
        if (errors or position is None or position.king != drawn.king) and len(report.mismatches) < 10:
            report.mismatches.append({"damage": damage, "errors": errors, "position": given})


def _regions_numbered_with_a_zero(rules: Rules, drawn: Position, doc: Doc, report: OracleReport) -> None:
    """A region may be numbered as text, a zero before its number too (docs/players.md: `"05"` is
    region 5): every region of the board and of the banners written so reads as the same position,
    saying what the position as written says."""
    def numbered(name: str) -> str:
        return f"0{rules.board.lookup(name)}"
    _read_as_the_same(rules, drawn, doc, report, _regions_renamed(doc, numbered, king=False),
                      "none: every region numbered with a zero before it")


def _regions_renamed(doc: Doc, rename: Callable[[Any], Any], king: bool) -> Doc:
    """The document with every region of the board and of the banners (and the King's, with `king`)
    written as `rename` writes it."""
    given = {**doc, "board": {rename(k): v for k, v in doc.get("board", {}).items()}}
    if king:
        given["king"] = rename(doc["king"])
    if "banners" in doc:
        given["banners"] = {rename(k): v for k, v in doc["banners"].items()}
    return given


def _read_as_the_same(rules: Rules, drawn: Position, doc: Doc, report: OracleReport, given: Doc, damage: str) -> None:
    """`given`, `doc` written otherwise, reads as the position drawn, saying what `doc` says."""
    from ...io.position_reader import read_position

    report.cases += 1
    position, _, problems = read_position(given)
    said = [p.code for p in problems]
    unlike = position is None or position.to_dict(rules) != drawn.to_dict(rules)
    if (unlike or said != [p.code for p in read_position(doc)[2]]) and len(report.mismatches) < 10:
        report.mismatches.append({"damage": damage, "said": said, "position": given})


def _every_player_written_in_every_region(rules: Rules, drawn: Position, doc: Doc, report: OracleReport) -> None:
    """A player at 0 markers in a region is the same as one left out (docs/players.md): a table's
    form writing every player in every region, 0 where a player has none, reads as the position
    that leaves those out; and a position holding those zeros (a program's, built with the API) is
    written as that one too, the players with markers only, no empty list of Nobles, and a region
    holding nothing left out (what `referee score` writes)."""
    from ...io.position_reader import read_position

    report.cases += 2
    board = copy.deepcopy(doc.get("board", {}))
    zeroed = drawn.copy()
    for r in rules.roads.route:
        entry = board.setdefault(rules.board.name(r), {})
        entry["influence"] = {p: entry.get("influence", {}).get(p, 0) for p in doc["players"]}
        zeroed.markers[r] = {p: zeroed.markers.get(r, {}).get(p, 0) for p in drawn.players}
        zeroed.nobles[r] = list(zeroed.nobles.get(r, []))          # and no Noble, where none is
    position, _, problems = read_position({**doc, "board": board})
    errors = [p.code for p in problems if p.severity == "error"]
    for how, written in (("read", None if position is None else position.to_dict(rules)),
                         ("held", zeroed.to_dict(rules))):
        if (errors or written != doc) and len(report.mismatches) < 10:
            report.mismatches.append({"damage": f"none: every player in every region, 0 where none ({how})",
                                      "errors": errors, "written back": written, "position": doc})


def _apostrophes_typeset(rules: Rules, drawn: Position, doc: Doc, report: OracleReport) -> None:
    """A region is named whatever its apostrophes (docs/players.md): a phone's keyboard types the
    typographic one (U+2019) where the board prints "'". Every region's name written so, on the
    board, in the banners and for the King, reads as the same position, saying what the position
    as written says (a printing's banners are warned of)."""
    _names_written_otherwise(rules, drawn, doc, report, "'", "\u2019",
                             "none: every region named with a typographic apostrophe")


def _words_spaced_apart(rules: Rules, drawn: Position, doc: Doc, report: OracleReport) -> None:
    """A region is named whatever the spaces between its words (docs/players.md: a name is read as
    its slug, every run of other characters one dash): every region's name written with its words
    two spaces apart, on the board, in the banners and for the King, reads as the same position,
    saying what the position as written says."""
    _names_written_otherwise(rules, drawn, doc, report, " ", "  ",
                             "none: every region named with its words two spaces apart")


def _names_written_otherwise(rules: Rules, drawn: Position, doc: Doc, report: OracleReport, old: str, new: str,
                             damage: str) -> None:
    """Every region's name with `old` written as `new` (where some name holds `old`) reads as `doc`."""
    def renamed(name: Any) -> Any:
        return name.replace(old, new) if isinstance(name, str) else name
    if any(old in rules.board.name(r) for r in rules.roads.route):
        _read_as_the_same(rules, drawn, doc, report, _regions_renamed(doc, renamed, king=True), damage)


def _variant_file_through_the_api(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """The page and the HTTP API read no file of the user's (docs/players.md): a variant named there
    by a file's path is refused unread, VARIANT_FILE_REFUSED at the variants, quoting the path,
    never called an unknown variant (which it may not be). Not under a ruleset of a variant file of
    one's own: the API refuses that file too, and reads the position under other rules."""
    import contextvars

    from ...rules.loader import VARIANT_FILES_READABLE, names_a_file

    named = "house-rules.toml"
    if any(names_a_file(v) for v in doc.get("variants", [])):
        return

    def read_as_the_api() -> None:
        VARIANT_FILES_READABLE.set(False)          # as referee.web.app reads a document
        _compare(rules, {**doc, "variants": [*doc.get("variants", []), named]},
                 Expected("VARIANT_FILE_REFUSED", "variants", holds=(named,)), report,
                 "a variant file named to the API")
    contextvars.copy_context().run(read_as_the_api)


def _unknown_variant_given_apart(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """A variant no spec has named beside the position (`referee score --variant`, a program's extra
    variants): refused as unknown where it was named, at --variant, quoting it; never at the
    position's own variants, which do not hold it."""
    _compare(rules, doc, Expected("UNKNOWN_VARIANT", "--variant", holds=(UNKNOWN_VARIANT_ID,)), report,
             "an unknown variant given apart", variants_given=(UNKNOWN_VARIANT_ID,))


def _variants_past_the_bound_together(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """The bound on variants named at once (referee/limits.py's MAX_VARIANTS) counts the position's
    own list and those given beside it (`referee score --variant`) together: one past it between
    them, neither list past it alone, is refused as a whole at "variants + --variant", quoting the
    two lists as one in the order given; past it on the command line alone, at "--variant"; at the
    bound between them, not refused as too many (each name is then looked up)."""
    from ...limits import MAX_VARIANTS

    own = list(doc.get("variants", []))
    own += [f"variant-{k}" for k in range(max(0, MAX_VARIANTS // 2 + 1 - len(own)))]
    beside = tuple(f"beside-{k}" for k in range(MAX_VARIANTS + 1 - len(own)))
    _compare(rules, {**doc, "variants": own}, Expected("TOO_MANY_VARIANTS", "variants + --variant",
                                                       holds=([*own, *beside],)),
             report, "variants past the bound between the position and --variant", variants_given=beside)
    many = tuple(f"beside-{k}" for k in range(MAX_VARIANTS + 1))
    alone = {k: v for k, v in doc.items() if k != "variants"}
    _compare(rules, alone, Expected("TOO_MANY_VARIANTS", "--variant", holds=(list(many),)),
             report, "variants past the bound on the command line", variants_given=many)
    report.cases += 1
    problems = engine_problems(rules, {**doc, "variants": own}, variants_given=beside[1:])[0]
    if any(p.code == "TOO_MANY_VARIANTS" for p in problems) and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "none: variants at the bound between the position and --variant",
                                  "referee": [(p.code, p.field) for p in problems], "position": doc})


def _variant_file_that_does_not_load(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """A variant file of one's own given beside the position (`referee score --variant FILE`) that
    overrides a key the rules do not have: the position is refused, BAD_SPEC at --variant, quoting
    the file as given (not the position's own variants), its sentence naming the file and the key;
    the same with the file's path written otherwise (`.../folder/./house-rules.toml`, one file):
    still quoted as given, at --variant; and each named in the position's own `variants` instead:
    quoted as written there, at variants. Nothing else is said: with its rules unknown the position
    is judged no further, so a score written as text beside it goes unnamed (read under other rules,
    it would be named)."""
    import tempfile

    key = "overrides.end.thresholdd"
    doc = copy.deepcopy(doc)
    doc["scores"][doc["players"][0]] = "2"
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "house-rules.toml")
        Path(path).write_text('[variant]\nid = "house-rules"\nname = "House rules"\nsection = "House rules"\n'
                              '\n[overrides.end]\nthresholdd = 30\n', encoding="utf-8")
        for given in (path, f"{folder}/./house-rules.toml"):
            _compare(rules, doc, Expected("BAD_SPEC", "--variant", holds=(given,),
                                          words=("spec.problem", {"file": given, "key": key})),
                     report, "a variant file overriding a key the rules do not have", variants_given=(given,))
            own = {**doc, "variants": [given]}
            _compare(rules, own, Expected("BAD_SPEC", "variants", holds=(given,),
                                          words=("spec.problem", {"file": given, "key": key})),
                     report, "a variant file overriding a key the rules do not have, in the position's variants")


def _spent_cards_spelt_otherwise(rules: Rules, drawn: Position, doc: Doc, report: OracleReport) -> None:
    """A spent card is read by its name whatever its case and the spaces at either end (as a
    region's name is, docs/players.md): one player's spent cards written `" DRAGON "` read as the
    cards they name, with no problem."""
    from ...io.position_reader import read_position

    kinds = [k for k in rules.components.once_per_game if rules.components.held(k) >= 1]
    if not kinds:
        return
    report.cases += 1
    player = drawn.players[0]
    wanted = {**drawn.used, player: list(kinds)}
    given = {**doc, "used": {**doc.get("used", {}), player: [f" {k.upper()} " for k in kinds]}}
    position, _, problems = read_position(given)
    errors = [p.code for p in problems if p.severity == "error"]
    found = None if position is None else {p: list(cards) for p, cards in position.used.items() if cards}
    if (errors or found != {p: cards for p, cards in wanted.items() if cards}) and len(report.mismatches) < 10:
        report.mismatches.append({"damage": f"none: {player}'s spent cards in capitals, with spaces", "referee": found,
                                  "expected": wanted, "errors": errors, "position": given})


def _variant_given_twice(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """A variant the position names given again beside it (`referee score --variant`, the page's
    variant list): read once, with no problem (the position's own list naming one twice is
    refused, DUPLICATE_VARIANT). The ruleset's first variant, or the first shipped one where it has
    none (the reader's handling of the two lists is the same under every ruleset)."""
    from ...io.position_reader import read_position

    named = _a_variant(rules)
    if not named:
        return
    report.cases += 1
    given = {**doc, "variants": list(dict.fromkeys([*doc.get("variants", []), *named]))}
    position, _, problems = read_position(given, extra_variants=named)
    errors = [p.code for p in problems if p.severity == "error"]
    if (errors or position is None or len(position.variants) != len(set(position.variants))) \
            and len(report.mismatches) < 10:
        report.mismatches.append({"damage": f"none: the variant {named[0]} given again beside the position",
                                  "errors": errors, "referee": None if position is None else position.variants,
                                  "position": given})


def _score_left_out(rules: Rules, drawn: Position, doc: Doc, report: OracleReport) -> None:
    """A document that leaves a player's score out, or gives no scores at all, has that player on
    0, where every score marker starts ("Preparation"; the `scores` default of docs/players.md):
    it reads with those players' scores 0 and the others' as given."""
    from ...io.position_reader import read_position

    left_out = drawn.players[-1]
    for damage, scores in ((f"{left_out}'s score left out", {p: n for p, n in drawn.scores.items() if p != left_out}),
                           ("no scores", None)):
        report.cases += 1
        given = {k: v for k, v in doc.items() if k != "scores"} | ({"scores": scores} if scores is not None else {})
        position, _, problems = read_position(given)
        wanted = {p: (scores or {}).get(p, 0) for p in drawn.players}
        found = None if position is None else position.scores
        if found != wanted and len(report.mismatches) < 10:
            report.mismatches.append({"damage": f"none: a position with {damage}", "referee": found,
                                      "expected": wanted, "position": given,
                                      "errors": [p.code for p in problems if p.severity == "error"]})


def _supply_left_out(rules: Rules, drawn: Position, doc: Doc, report: OracleReport) -> None:
    """A supply is given where known (docs/players.md): a document that leaves one player's supply
    out reads with that player's supply unknown, not as 0 and not derived, the others' as given; no
    problem is told of the supply left out, and the position is written back as it was given."""
    if not drawn.supply or len(drawn.supply) < 2:
        return
    report.cases += 1
    left_out = drawn.players[-1]
    given = {**doc, "supply": {p: n for p, n in doc["supply"].items() if p != left_out}}
    written, problems = _read_and_written(given)
    told = [(p.code, p.field) for p in problems if p.field.startswith(f"supply.{field_key(left_out)}")]
    if (told or written != given) and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "none: a position with a player's supply left out", "told": told,
                                  "written back": written, "position": given})


def _no_supply_refused(rules: Rules, drawn: Position, report: OracleReport) -> None:
    """A position that gives no supplies, or leaves one player's out (a record's start may, a
    program's Position may), cannot be played: what each player may place and how many cards he
    chooses come from his supply ("Choosing cards"), so the API's play_round refuses it, saying
    so, before any card."""
    from ...engine.round_play import play_round  # referee.play_round's, once its cards are read
    from ...errors import TextError

    assert drawn.supply is not None                 # a drawn position has every supply
    left_out = drawn.players[-1]
    for damage, supply in (("without supplies", None),
                           (f"without {left_out}'s supply", {p: n for p, n in drawn.supply.items() if p != left_out})):
        report.cases += 1
        position = drawn.copy()
        position.supply = supply
        try:
            play_round(position, rules, {}, {})
            said = "played it"
        except TextError as refusal:
            said = "" if refusal.text.key == "play.no-supply" else f"refused it with {refusal.text.key}"
        except Exception as crash:          # the refusal missing: whatever the resolver tripped on
            said = f"crashed with {type(crash).__name__}"
        if said and len(report.mismatches) < 10:
            report.mismatches.append({"damage": f"none: a position {damage} played", "referee": said,
                                      "expected": "play.no-supply", "position": drawn.to_dict(rules)})


def _supply_derived(rules: Rules, drawn: Position, doc: Doc, report: OracleReport) -> None:
    """A game record whose start gives no supplies: each player's is every marker not on the board,
    not a Noble and not on the score track ("Preparation"), which a legal position holds."""
    from ...io.game_record import read_record

    report.cases += 1
    start = {k: v for k, v in doc.items() if k not in ("dragons", "variants", "game_over", "supply")}
    record: Doc = {"players": doc["players"], "start": start, "rounds": []}
    if rules.variant_refs:
        record["variants"] = list(rules.variant_refs)
    game, problems = read_record(record)
    derived = game.start.supply if game is not None else None
    if derived != drawn.supply and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "none: a record's start without supplies", "differ": ["supply"],
                                  "referee": [p.code for p in problems if p.severity == "error"],
                                  "derived": derived, "position": doc})


def _checked_scoring_leaves_it(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """The API's checked scoring (referee.score_position) of a legal position leaves the position it
    is given as it was: a program scores the same position again, or shows it beside the outcome."""
    from ...engine.adjudicate import score_position  # referee.score_position's
    from ...io.position_reader import read_position

    report.cases += 1
    position, read_rules, _ = read_position(copy.deepcopy(doc))
    if position is None or read_rules is None:
        return                      # _compare has named it: an undamaged position must read
    before = position.to_dict(read_rules)
    score_position(position, read_rules)
    if position.to_dict(read_rules) != before and len(report.mismatches) < 10:
        report.mismatches.append({"damage": "none: referee.score_position changed the position it scored",
                                  "position": doc})


def _checked_scoring_refuses(position: Position | None, read_rules: Rules | None, expected: Expected) -> bool:
    """Whether the API's checked scoring (referee.score_position) refuses the position read,
    naming every place the damage touched (its code at its field, and Expected.more's), in that order: a position
    the reader takes but the scoring's own checks refuse (a game already over) must not be scored
    by a program either, and the program is told all it must mend."""
    from ...engine.adjudicate import score_position  # referee.score_position's
    from ...errors import PositionError

    if position is None or read_rules is None:
        return True                 # the reader refuses it first (referee.read_position raises)
    try:
        score_position(position, read_rules)
    except PositionError as refusal:
        touched = [(expected.code, expected.field), *expected.more]
        return [(p.code, p.field) for p in refusal.problems if (p.code, p.field) in touched] == touched
    return False


def _suggests(sentence: Text, wanted: str | tuple[str, ...]) -> bool:
    """The sentence names each name `wanted` holds ("" for any sentence), and a hint of close names
    in it holds them among at most MAX_REGION_SUGGESTIONS of them (referee/limits.py), each once, one
    name wanted (a name one letter off) the first, the closest (a
    region a variant renames is found by its slug and its new name, and suggested once)."""
    from ...limits import MAX_REGION_SUGGESTIONS

    if not wanted:
        return True
    names = suggested(sentence) or []
    closest_first = not isinstance(wanted, str) or names[:1] == [wanted]     # one letter off: the closest
    return all(name in sentence.render("en") and name in names
               for name in ((wanted,) if isinstance(wanted, str) else wanted)) \
        and len(names) <= MAX_REGION_SUGGESTIONS and len(set(names)) == len(names) and closest_first


def _each_named_once(expected: Expected, said: list[tuple[str, str, str]]) -> bool:
    """Every place the damage touched is named, once, in the order the document holds them
    (Expected.more lists them so), and no error is named that the damage does not bring about
    (Expected.also): one slip in a file, one error."""
    errors = [(code, field) for code, field, severity in said if severity == "error"]
    touched = [(expected.code, expected.field)] * (expected.severity == "error") + list(expected.more)
    in_turn = [place for place in errors if place in touched]
    return (all(errors.count(place) == touched.count(place) for place in touched) and in_turn == touched
            and all(place in touched or place[0] in expected.also for place in errors))


def _compare(rules: Rules, doc: Any, expected: Expected | None, report: OracleReport, damage: str = "none",
             banners_given: Any = None, variants_given: tuple[str, ...] = ()) -> None:
    report.cases += 1
    problems, position, read_rules = engine_problems(rules, doc, banners_given, variants_given)
    said = [(p.code, p.field, p.severity) for p in problems]
    if expected is None:
        ok = not said
    else:
        ok = any((p.code, p.field, p.severity) == (expected.code, expected.field, expected.severity)
                 and _suggests(p.sentence, expected.mentions)
                 and (expected.words is None or says(p.sentence, *expected.words))
                 and (expected.quoted is None or getattr(p.value, "text", None) == expected.quoted)
                 and (not expected.holds or p.value == expected.holds[0]) for p in problems)
        if expected.in_turn:
            told = [p.sentence for p in problems if (p.code, p.field) == (expected.code, expected.field)]
            ok = ok and len(told) == len(expected.in_turn) and all(
                says(sentence, *words) for sentence, words in zip(told, expected.in_turn))
        if expected.unsaid:
            ok = ok and not any(c.key == expected.unsaid for p in problems for c in clauses(p.sentence))
        ok = ok and _each_named_once(expected, said) and all(quotes_what_is_written(p, doc) and told_in_its_words(p)
                                                             for p in problems)
        if expected.code not in MARKER_TOTALS and any(severity == "error" for _, _, severity in said):
            ok = ok and not any(code in MARKER_TOTALS for code, _, _ in said)
        if expected.severity == "warning":          # a warning alone: the position still reads
            ok = ok and not any(severity == "error" for _, _, severity in said)
        elif ok and expected.code in SCORING_REFUSALS:
            ok = _checked_scoring_refuses(position, read_rules, expected)
    if not ok and len(report.mismatches) < 10:
        report.mismatches.append({"damage": damage, "expected": None if expected is None else expected.__dict__,
                                  "referee": [{"code": c, "field": f, "severity": s} for c, f, s in said],
                                  "position": doc})
