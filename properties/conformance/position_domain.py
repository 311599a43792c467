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

The damages themselves, and where they take their numbers from, are position_damages.py's; what a
damage calls for (Expected) is position_expected.py's; this module draws the positions, runs the
damages and the rows beyond them, and compares what the referee says.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ...engine.position import Position
from ...errors import field_key
from ...limits import MAX_ROUNDS
from ...messages import Text
from ...rules import Rules
from ..players import PLAYER_NAMES
from ..strategies import RandomPick, pick_position
from . import entry_bounds, value_types
from .oracle import OracleReport
from .position_damages import (
    DAMAGES,
    a_variant,
    dragons_past_the_hands,
    printed_regions,
    too_few_players,
    too_many_players,
    unlike,
)
from .position_expected import UNKNOWN_NAME, UNKNOWN_VARIANT_ID, Expected
from .position_told import Doc, engine_problems
from .quoted_values import quotes_what_is_written
from .renamed_seat import seat_renamed
from .sentences import clauses, says, suggested
from .told_words import told_in_its_words

DEFAULT_POSITIONS = 40          # legal positions drawn by a plain check (each gets every damage)
TYPED_POSITIONS = 1             # of those, the ones whose every value is written as each other type
EXHAUSTIVE_POSITIONS = 200      # the same, `referee check --exhaustive`
SEED = 32
# the problems the reader leaves to the scoring's own checks (adjudicate.scoring_problems): a
# position that reads but cannot be scored, which referee.score_position must refuse too
SCORING_REFUSALS = ("GAME_ALREADY_OVER",)
# a player's markers counted against the markers per player: only on a position read without error
# (docs/players.md, "Limits": a count made from a partly read position would blame a sound field)
MARKER_TOTALS = ("TOO_MANY_MARKERS", "MARKERS_MISSING")


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
    printed = printed_regions(rules)
    if printed:                 # a banner unlike the printed one, warned of and quoted as the command line wrote it
        from ...errors import WrittenList

        values = unlike(printed[0].banner)
        written = WrittenList(values, ",".join(map(str, values)))
        _compare(rules, doc, Expected("BANNER_UNLIKE_RULEBOOK", f"--banners.{field_key(printed[0].name)}", "warning",
                                      quoted=written.text), report, "--banners unlike the rulebook's printing",
                 {printed[0].name: written})


def _printed_banner_unlike_and_written_twice(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """"Scoring": a printed region's banner written unlike the printing under its name, then again as
    printed under its number: the second is refused (DUPLICATE_REGION, banner_twice) and the first,
    the one read, is warned of where it is written, quoting its values; never the second's field and
    values beside the first's."""
    printed = printed_regions(rules)
    if not printed:
        return
    region = printed[0]
    values = unlike(region.banner)
    twice = {**doc, "banners": {region.name: values, str(region.number): list(region.banner)}}
    _warned_at_the_files(rules, report, "a printed banner unlike the printing, then written again as printed",
                         twice, region.name, values)


def _files_unlike_beside_given(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """"Scoring": the file giving a printed region a banner unlike the printing, and --banners giving
    another region its banner: the file's is warned of where it is written, quoting its values, as
    without --banners (a banner given on the command line silences no warning of the file's)."""
    printed = printed_regions(rules)
    if not printed:
        return
    region = printed[0]
    other = next(r for r in rules.regions if r.number != region.number)
    values = unlike(region.banner)
    _warned_at_the_files(rules, report, "a printed banner unlike the printing beside --banners for another region",
                         {**doc, "banners": {region.name: values}}, region.name, values,
                         banners_given={other.name: list(other.banner)})


def _warnings_in_the_order_written(rules: Rules, doc: Doc, report: OracleReport) -> None:
    """Two banners each warned of ("Scoring": a printed region's unlike its printing, another region's
    first value not its number), written the higher-numbered region first: the two warnings told in
    the order written, as a table's problems are (entry_bounds.py), not by region number."""
    printed = printed_regions(rules)
    others = [r for r in rules.regions if r.banner_provenance != "rulebook" and r.banner]
    if not printed or not others:
        return
    region = printed[0]
    first, second = sorted((region, others[0]), key=lambda r: r.number, reverse=True)
    banners = {r.name: (unlike(r.banner) if r is region else [r.number + 1, *r.banner[1:]]) for r in (first, second)}
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
    """The file giving a region another printing's banner (record_games.printed_banners) and --banners
    that region's banner as the rules have it: read with no error, with the rules' banner for it and
    the file's other banner kept."""
    from ...io.position_reader import read_position
    from .record_games import printed_banners

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

    named = a_variant(rules)
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
