"""Damaged game records: each names its damage where it is (plain `check`).

An organiser's record may hold an illegal play, and the referee must find it and name it, as
python-chess's PGN reader collects a game's errors and carries on. Here a game is played as
record_rows plays it (random legal rounds under the ruleset), written without `start`, and then
damaged in one place at a time; each damaged copy is read (referee.io.game_record) and replayed
leniently (referee.engine.replay), and the first problem found must be the damage: its round, its
player where it has one, and its code. Each is replayed strictly too (`referee replay` without
--lenient): refused at the first illegal play the lenient replay names, or, where that one names
only a result unlike the game's or nothing, telling the same. What each damage must be called is reasoned from the
rulebook here, not read from the engine:

- a Region card played twice in one selection ("Preparation": a hand holds one card of each
  region, where [components] region_cards_per_region is 1): CARD_PLAYED_TWICE;
- one card more than a round asks, in the first round, when every supply is full ("Revealing
  cards": each player plays [round] cards_per_round cards): TOO_MANY_CARDS; one fewer: TOO_FEW_CARDS;
  two players each one fewer: the first in seat order named, the sheet's round listing both;
- a card of a kind spent once played ([components] once_per_game, "The King travels") played again
  in a later round by the player who spent it, with no Witch of theirs in the round that spent it
  (a Witch sends its player's cards back, "Revealing cards — Witch"): the kind's ALREADY_USED
  (DRAGON_ALREADY_USED, KNIGHT_ALREADY_USED ...), one record for each kind a hand holds one of;
- a round after the round that ended the game ("Game end and winning"), its cards or none:
  ROUND_AFTER_GAME_END, told the round that ended the game;
- a result naming a player who did not win, or naming none: RESULT_MISMATCH;
- a card no hand holds (in a selection, or in a Witch's re-selection, named at the
  re-selection's own field; a Region card written as the text of a number past the board's), and a
  player the record does not seat (in a round, or in a round's re-selections, named at that entry),
  are the reader's (a re-selection's card by a player seated under a name of two words too, the
  key quoted): UNKNOWN_CARD and UNKNOWN_PLAYER, with the field that holds them and the value as
  written there, an unknown card's sentence quoting it as JSON writes it (the text "9" is no 9, a
  name with spaces around it keeps them) and
  placing it as every illegal play is placed (round, player, the card as written), and
  a round's problem told of that round (rounds[k] is round k + 1); a seated
  player's name with a space after it is no seated player (names are compared as written), and
  its field quotes it (a key holding a space, a dot, a quote or a bracket is quoted in a field path,
  docs/players.md);
- a field of `start` a position does not have (a record written with its start): UNKNOWN_FIELD at
  start and that field, with the value written there; a field no record has, close to none a record
  has: UNKNOWN_FIELD at it, its sentence naming every field of the published format (its JSON
  Schema); the format's `$schema` misspelt (`$schemas`), likewise, suggesting `$schema`; a record's
  own field written in capitals (`Rounds`) is no field a record has, refused so, suggesting `rounds`,
  the rounds missing besides; a field no
  record has beside a start that is no object: that field first (a record is read from the top
  down); two fields no record has, the first written the later in name order: told as written, the
  first first;
- rounds left out: MISSING_FIELD at rounds, told they are required; a result's scores written as a
  list: BAD_TYPE at result.scores, told they are points by player;
- rounds written as an object, not a list: BAD_TYPE at rounds, quoting them; a result's field a
  result has not, its name holding a space, or its winners under "winner": UNKNOWN_FIELD at it, quoted
  in the path (a second one after it, before it in name order: the first written told first); the
  record's rulings written as a list beside its start's table: BAD_TYPE at the record's `rulings`,
  where they are written; the start's rulings or banners written as null beside the record's own:
  BAD_TYPE at the start's; a ruling the start answers and the record answers with no answer:
  BAD_RULING at the record's, the answer read; one the start alone answers so: at the start's;
  a record without start answering two rulings no spec has: UNKNOWN_RULING at the first and one
  more (the set-up read from the record's fields tells every problem, not the first alone);
- a card that is no card (UNKNOWN_CARD), told as an illegal play is, cites the section stated for
  it (cited_sections.py);
- a start one of whose scores is at the end's threshold: GAME_ALREADY_OVER at that score, under
  `start`; a start with another score written as the text of a number, and a card no hand holds in
  the first round: NOT_AN_INTEGER at that score alone (a start not read is not judged, nor are
  rounds read against it); a start without the King: MISSING_FIELD at start.king (a record holds the King there
  only); a start naming a variant no spec has, beside the record's own variants: UNKNOWN_VARIANT
  at start.variants, where it is written; a start listing the players in another order than the
  record: PLAYERS_DIFFER at start.players (beside a field no start has and a round's unknown card:
  the field, then the players, and no round read); a start's supply a marker short: read, with the warning
  MARKERS_MISSING at that supply in the start (a reader's warning is the first thing said where it
  finds no error), the start's supplies kept as written;
- a player's cards of a round written as one string: BAD_TYPE at that player's field; as more
  entries than a hand holds: TOO_MANY_ENTRIES there; either entry, refused whole, is no play when
  the record is read leniently (`replay --lenient`);
- a Witch played with the cards it sent back, written alone ("Revealing cards — Witch": a record
  may leave them out): read, with the warning SENT_BACK_UNRECORDED the only thing said;
- a result whose scores leave a player out, or give a player who scored 0: RESULT_MISMATCH, as a
  wrong result (docs/organisers.md), its scores told as written (every one, 0 too) and as reached;
  a result naming a losing player as the winner: its winners told as written and as the game's;
  a stranger's re-selection, refused, is not read into the record a lenient replay plays;
- a record inside a list (NOT_AN_OBJECT at record), comments written as numbers, a seat named
  `witch` (RESERVED_NAME), rounds run past the last round a record may hold (TOO_MANY_ROUNDS, told
  the bound), a result or its winners mistyped or naming a stranger (a seated name and a space among
  the scores or the winners, a seat's number among them), a round or its re-selections
  mistyped, a result's score past the most points a value holds (TOO_LARGE) and at it (read: the
  replay finds the result unlike the game's);
- every problem the reader says quotes what the record holds at its field (quoted_values.py) in the
  words of its code there (told_words.py), and every table and list of a record is held at its
  documented bound and one past it (entry_bounds.py);
- each of the reader's damages makes one error (one slip in a file, one error), but where it is
  in two places; and in every record a lenient replay reads, the JSON in French (`replay --json
  --lang fr`, at the top and in the rounds' entries) tells each problem as an error and each
  warning as a warning, in the French sentence of one the replay found.

A damage the game gives no place for (no Dragon spent before a later round, say) is not made; the
report counts the damaged copies read.
"""

from __future__ import annotations

import copy
import functools
import json
import random
from typing import TYPE_CHECKING, Any, Callable, Iterator, Optional

from ...errors import field_key
from ...limits import MAX_PLAYERS, MAX_ROUNDS, MAX_VARIANTS
from ...messages import Text, text
from .cited_sections import miscited
from .oracle import OracleReport
from .published_formats import published_fields, record_fields
from .quoted_values import quotes_what_is_written, steps
from .renamed_seat import record_seat_renamed
from .sentences import clause_value, clauses, says, suggested
from .told_words import record_told_in_its_words

if TYPE_CHECKING:
    from ...rules import Rules

SEED = 83
GAMES = 2                     # games damaged (each damage made once per game where it has a place)
UNKNOWN_CARD = "Atlantis"
UNSEATED = "Nobody"
UNKNOWN_VARIANT = "nonesuch"     # a variant no spec names

NO_SUCH_FIELD = "castle"      # a field neither a record nor a start has
LATER_FIELD = "wall"          # another, after it in name order and after every field a start has
MISSPELT_SCHEMA = "$schemas"    # the format's `$schema` with a letter more: no field a record has
# a record's own field written a letter or a capital away, by the field meant: the hint suggests it
MEANT_FIELDS = {MISSPELT_SCHEMA: "$schema", "Rounds": "rounds"}
# the words a refusal at these fields is told in: rounds left out are required (an empty list
# will do), not of the wrong type; a result's scores are points by player
TOLD_IN = {("MISSING_FIELD", "rounds"): "problem.rounds-required",
           ("BAD_TYPE", "result.scores"): "problem.points-type"}
# the numbers a refusal at these fields carries: the bound docs/players.md "Limits" states
TOLD_WITH = {("TOO_MANY_ROUNDS", "rounds"): {"max": MAX_ROUNDS}}
NO_SUCH_RESULT_FIELD = "tie break"   # a field no result has, its name needing quotes in a field path
# (round number, player or None, code, field or None, value or None): where the damage is, what it
# must be called, and, for the reader's, the value the problem quotes
Expected = tuple[int, Optional[str], str, Optional[str], Any]
# each damaged record (an object, or what a file holds in its place) and its Expected; none: no place
Made = list[tuple[Any, Expected]]
Damage = Callable[[dict[str, Any], dict[str, Any], "Rules"], Made]


def run(rules: Rules, seed: int = SEED) -> OracleReport:
    """Every damage of every game read and replayed: one report, a mismatch per damage the referee
    names otherwise than it must (module docstring)."""
    from . import entry_bounds, record_types
    from .record_games import played_game, seat_count, written

    report = OracleReport(text("record-damage.what"), label="game records damaged, each damage named")
    game = next(filter(None, (played_game(random.Random(f"{seed}:bounds:{k}"), rules, seat_count(rules, k))
                              for k in range(GAMES * 4))), None)
    if game is not None:
        record = json.loads(written(rules, game, with_start=False))
        entry_bounds.check_records(rules, record, report)
        # the first seat named in two words, a key every field path naming that player quotes
        first = record["players"][0]
        record_types.run(rules, record_seat_renamed(record, first, f"{first} Jr"), report)
    for number, name, expected, found in damaged_cases(rules, seed):
        report.cases += 1
        if found != expected:
            report.mismatches.append({"game": number, "damage": name, "expected": list(expected),
                                      "found": list(found) if found else None})
    return report


def damaged_cases(rules: Rules, seed: int = SEED) -> Iterator[tuple[int, str, Expected, Expected | None]]:
    """(game, damage, what the referee must name, what it named first) for every damage of GAMES
    games that ended (drawn with `seed`, at most four times as many tried)."""
    from .record_games import played_game, seat_count, written

    made = 0
    for number in range(GAMES * 4):
        if made >= GAMES:
            return
        game = played_game(random.Random(f"{seed}:{number}"), rules, seat_count(rules, number))
        if game is None:
            continue
        made += 1
        record = json.loads(written(rules, game, with_start=False))
        for name, damage in DAMAGES.items():
            for data, expected in damage(record, game, rules):
                yield number, name, expected, _found(data)


def _found(data: dict[str, Any]) -> Expected | None:
    """first_problem, or, where reading or replaying the damaged record raises, that it raised (the
    damage named so, the other damages still read)."""
    try:
        return first_problem(data)
    except Exception as exc:        # noqa: BLE001 - a referee that raises on a record is what is found
        return (0, None, f"raised {type(exc).__name__}: {exc}", None, None)


def first_problem(data: dict[str, Any]) -> Expected | None:
    """(round, player, code, field, value) of the first problem the referee finds in the record:
    the reader's first error (round from its field, rounds[k] being round k + 1), else the lenient
    replay's first illegal play (no field, no value); None for none."""
    from ...engine.replay import replay
    from ...io.game_record import read_record

    record, problems = read_record(data, lenient=True)     # the strict read's problems; what --lenient plays
    errors = [p for p in problems if p.severity == "error"]
    warnings = [p for p in problems if p.severity == "warning"]
    mistold = _mistold(data, problems)
    if not errors and record is not None and warnings:
        warned = warnings[0]                    # the reader's notice, and what it kept
        kept = (record.start.supply or {}) if warned.code == "MARKERS_MISSING" else None
        return (0, None, warned.code + mistold, warned.field, warned.value if kept is None else kept)
    if errors:
        first = errors[0]
        field = first.field or ""
        index, key = _round_entry(field)
        code = (first.code if len(errors) == 1 else f"{first.code} and {len(errors) - 1} more") + mistold
        if first.code == "UNKNOWN_CARD" and json.dumps(first.value) not in first.message:
            code += ", the card not quoted as written"      # "2" is no 2: a card's word shown as JSON writes it
        if first.code == "UNKNOWN_CARD" and not _placed_at_the_card(first.sentence, first.value):
            code += ", told of another card"
        if first.code == "UNKNOWN_CARD" and not _card_told_as_json(first.sentence, first.value):
            code += ", the card's name quoted otherwise than JSON writes it"
        names = [] if record is None else [record.rules.board.name(r) for r in record.rules.board.route]
        meant = _one_letter_short(first.value, names) if first.code == "UNKNOWN_CARD" else set()
        if meant - set(suggested(first.sentence) or ()):
            code += ", not suggesting the region it falls one letter short of"
        cited = clause_value(first.sentence, "play.illegal", "section")
        if cited is not None:                   # a reader's refusal told as an illegal play: its section too
            code += miscited(first.code, cited)
        if first.code == "UNKNOWN_CARD" and _no_name_nor_number(first.value) \
                and "card.unknown" not in {c.key for c in clauses(first.sentence)}:
            code += ", told as an unknown region"           # true, 1.5, null: no region's name or number
        # docs/organisers.md: --lenient plays on past the rounds' problems and refuses a record with any other
        if (record is not None) != all((p.field or "").startswith("rounds[") for p in errors):
            code += ", read on under --lenient" if record is not None else ", refused whole under --lenient"
        told_in = TOLD_IN.get((first.code, field))
        if told_in and told_in not in {c.key for c in clauses(first.sentence)}:
            code += f", not in the words of {told_in}"
        told_with = TOLD_WITH.get((first.code, field), {})
        said = first.sentence.values().get("problem", first.sentence)
        if any(said.values().get(k) != v for k, v in told_with.items()):
            code += f", not told {told_with}"
        if field == f"start.{NO_SUCH_FIELD}" and set(str(said.values().get("fields")).split(", ")) != start_fields():
            code += ", not told the fields a start may hold"
        if first.code == "UNKNOWN_FIELD" and field == first.field and _unhinted(first.message, field):
            code += ", its hint not naming a record's fields"
        if first.code == "UNKNOWN_FIELD" and "." not in field and "[" not in field \
                and not set(suggested(first.sentence) or ()) <= set(record_fields()):
            code += ", its hint suggesting a field no record has"
        if first.code == "UNKNOWN_FIELD" and field in MEANT_FIELDS \
                and MEANT_FIELDS[field] not in (suggested(first.sentence) or ()):
            code += f", not suggesting {MEANT_FIELDS[field]}"
        if first.code == "UNKNOWN_PLAYER" and not _hints_the_seated(first.sentence, data.get("players")):
            code += ", its hint not naming the seated players"
        if any(c.key == "problem.round-unknown-player" and c.values().get("players") != ", ".join(data["players"])
               for c in clauses(first.sentence)):
            code += ", the seated players told out of their seats' order"
        if index is not None and any(c.values().get("round", index + 1) != index + 1 for c in clauses(first.sentence)):
            code += ", told of another round"               # rounds[k] is round k + 1, as the sheet numbers it
        # a round's entry refused whole (`rounds[k].Jen`: no list, longer than a hand) is no play when
        # the record is read leniently (`replay --lenient`)
        if index is not None and key is not None and field == f"rounds[{index}].{field_key(key)}" \
                and (record is None or record.rounds[index].plays.get(key)):
            code += ", the entry played"
        # likewise a re-selection refused whole (a stranger's, `rounds[k].witch.Nobody`) is none
        if index is not None and key is not None and field == f"rounds[{index}].witch.{field_key(key)}" \
                and record is not None and key in record.rounds[index].witch:
            code += ", the re-selection read"
        return (0 if index is None else index + 1, key, code, field, first.value)
    if record is None:
        return (0, None, "NOTHING_READ", None, None)
    result = replay(record, lenient=True)
    said = (result.problems or result.warnings)[:1]
    strictly = _strict_disagrees(record, result)
    if not said:
        return None if not strictly else (0, None, f"nothing{strictly}", None, None)
    play = said[0]
    code = play.code if _sheet_tells_them(result) else f"{play.code}, mistold in the sheet"
    code += _result_told(play, data, result) + miscited(play.code, play.section) + _misplaced(play, data)
    if play.code == "ROUND_AFTER_GAME_END" and (play.reason.key, play.reason.values().get("round")) != (
            "play.round-after-end", play.round - 1):           # the first round after the end follows it
        code += ", not told the round that ended the game"
    return (play.round, play.player, code + strictly, None, None)


def _misplaced(play: Any, data: dict[str, Any]) -> str:
    """", placed at FIELD" where an illegal play's field is not the record's entry holding it: round n is
    the entry n - (the start's round) - 1 of the record's rounds, then the player's cards (`rounds[2].Ann`;
    a play of no player, the round alone); "" where it is."""
    start = data.get("start")
    began = start.get("round", 0) if isinstance(start, dict) else 0
    index = play.round - (began if isinstance(began, int) else 0) - 1
    want = f"rounds[{index}]" + ("" if play.player is None else f".{field_key(play.player)}")
    return "" if play.field == want else f", placed at {play.field}"



def _result_told(play: Any, data: dict[str, Any], result: Any) -> str:
    """"" where a result unlike the game is told as written and as reached: the record's (`want`) and
    the replay's (`got`). Its scores: every score the result writes, each player as written, 0 too, in
    the order written, against those the game reached, in seat order; its winners: the names written,
    in the order written, against the game's winners. None written: the word for none. Otherwise
    what is told instead (", the scores told the other way round" where the two are exchanged)."""
    if result.final is None:
        return ""
    if says(play.reason, "play.result-scores", {}):
        key, what, none = "play.result-scores", "scores", "sheet.none"
        written = tuple(f"{p} {n}" for p, n in data["result"]["scores"].items())
        reached = tuple(f"{p} {n}" for p, n in result.final.scores.items())
    elif says(play.reason, "play.result-winners", {}):
        key, what, none = "play.result-winners", "winners", "sheet.nobody"
        written, reached = tuple(data["result"]["winners"]), tuple(result.final.winners)
    else:
        return ""
    want, got = (() if getattr(v, "key", None) == none else v
                 for v in (clause_value(play.reason, key, k) for k in ("want", "got")))
    if (want, got) == (written, reached):
        return ""
    return f", the {what} told the other way round" if (want, got) == (reached, written) else \
        f", the {what} told as {want} and {got}, written {written} and reached {reached}"


def _strict_disagrees(record: Any, lenient: Any) -> str:
    """", the strict replay tells ..." where `referee replay` without --lenient tells the record otherwise
    than the lenient replay `lenient` (docs/organisers.md, "Game records"): refused at the first
    illegal play the lenient one names (its round, player and code), nothing played past it; where
    the lenient one names only a result unlike the game's, or nothing, the same problems; "" where
    they agree."""
    from .record_rows import strictly_told

    told = [(p.round, p.player, p.code) for p in lenient.problems]
    refused, played_through = strictly_told(record)
    strict = [refused] if refused else played_through
    illegal = [t for t in told if t[2] != "RESULT_MISMATCH"]
    wanted = illegal[:1] if illegal else told
    return "" if strict == wanted else f", the strict replay tells {strict}"


def _mistold(data: Any, problems: list[Any]) -> str:
    """", mistold at FIELD" for the first problem that does not quote what the record holds at its
    field (quoted_values.py) or is not told in its code's words there (told_words.py); "" for none."""
    wrong = next((p for p in problems if not (quotes_what_is_written(p, data) and record_told_in_its_words(p))), None)
    return "" if wrong is None else f", mistold at {wrong.field}"


def _one_letter_short(value: Any, names: list[str]) -> set[str]:
    """The region names a card written as `value` is one letter short of (its last letter left off)."""
    return {name for name in names if isinstance(value, str) and value and name[:-1] == value}


def _no_name_nor_number(value: Any) -> bool:
    """Whether a card written as `value` names no region even by mistake: neither text nor a whole
    number (JSON's true is no number) nor a card object; a card object by the card it holds."""
    if isinstance(value, dict) and set(value) == {"card"}:
        return _no_name_nor_number(value["card"])
    return isinstance(value, bool) or not isinstance(value, (str, int, dict))


def _card_told_as_json(sentence: Any, value: Any) -> bool:
    """The sentence's "unknown card ..." clause quotes the card as JSON writes it (`true`, `"2"`, a
    card object's card inside it), as every value a refusal quotes is (docs/players.md)."""
    from ...errors import show_value

    inner = value["card"] if isinstance(value, dict) and set(value) == {"card"} else value
    said = [c.values().get("value") for c in clauses(sentence) if c.key in ("card.unknown", "card.unknown-region")]
    return all(v == show_value(inner) for v in said)


def _placed_at_the_card(sentence: Any, value: Any) -> bool:
    """An illegal card's sentence says where it is as every illegal play's does (round, player, the
    card as written: the clause play.where.card), naming the card written, not its place or another."""
    from ...errors import show_value

    written = value if isinstance(value, str) else show_value(value)     # a word as written, else as JSON writes it
    where = [c for c in clauses(sentence) if c.key == "play.where.card"]
    return bool(where) and all(written in str(c.values().get("card")) for c in where)


def _unhinted(sentence: str, field: str) -> bool:
    """Whether a refusal of a record's own unknown field (no dot, no bracket: not inside the start,
    a round or the result) leaves out a field a record may hold (its hint lists them all where no
    name is close) while naming no close one ("did you mean")."""
    if "." in field or "[" in field:
        return False
    return any(name not in sentence for name in record_fields()) and "?" not in sentence


def _hints_the_seated(sentence: Text, players: Any) -> bool:
    """A stranger in a record is told as a position tells one: the sentence suggests seated players
    only ("did you mean"), or, where none is near, names every player the record seats, in seat order."""
    if not isinstance(players, list) or not players:
        return True
    near = suggested(sentence)
    if near is not None:
        return bool(near) and all(name in players for name in near)
    listed = clause_value(sentence, "hint.players", "players")
    if listed is not None:                  # every seated player, in seat order
        return bool(listed == ", ".join(str(name) for name in players))
    shown = sentence.render("en")
    return all(isinstance(name, str) and name in shown for name in players)


def _sheet_tells_them(result: Any) -> bool:
    """The lenient replay's JSON in French (`replay --json --lang fr`), at the top and in each
    round's entry of the sheet, tells each problem as an error and each warning as a warning, in
    the French sentence of one the replay found (none of which reads the same in English); each
    round's entry lists every illegal play of that round, in turn, and every warning, a round holding
    both too."""
    found = {"error": list(result.problems), "warning": list(result.warnings)}
    french = {kind: {p.text.render("fr") for p in plays} for kind, plays in found.items()}
    if any(p.text.render("en") in french[kind] for kind, plays in found.items() for p in plays):
        return False
    data = result.to_dict("fr")
    told = [(p, "error") for p in data["problems"]] + [(w, "warning") for w in data["warnings"]]
    for entry, played in zip(data["rounds"], result.rounds):
        for field, kept in (("problems", played.log.problems), ("warnings", played.log.warnings)):
            listed = [p["message"] for p in entry.get(field, [])]
            if listed != [p.text.render("fr") for p in kept]:     # every one of the round's, in turn
                return False
        told += [(p, "error") for p in entry.get("problems", [])] + [(w, "warning") for w in entry.get("warnings", [])]
    return all(said["severity"] == kind and said["message"] in french[kind] for said, kind in told)


def _round_entry(field: str) -> tuple[int | None, str | None]:
    """(k, the key after it) of a field in the rounds, `rounds[1]."Jen "[0]` -> (1, 'Jen '), the
    player's key after `witch.` in a re-selection's (`rounds[0].witch.Jen[0]` -> (0, 'Jen')), each
    step of the path read as quoted_values.steps reads it; (None, None) outside the rounds."""
    path = steps(field)
    if not field.startswith("rounds[") or len(path) < 2 or not isinstance(path[1], int):
        return None, None
    rest = path[2:]
    if len(rest) > 1 and rest[0] == "witch":
        rest = rest[1:]
    return path[1], rest[0] if rest and isinstance(rest[0], str) else None


def _rounds(game: dict[str, Any]) -> Iterator[tuple[int, dict[str, Any], dict[str, Any]]]:
    """(round number, plays, witch) of each round the game played, as Card objects."""
    for k, (plays, witch) in enumerate(game["plays"], start=1):
        yield k, plays, witch


def _with(record: dict[str, Any], number: int, player: str, cards: Any) -> dict[str, Any]:
    """A copy of the record, the player's cards of round `number` written as `cards` (a list, or
    a damage's value of another type)."""
    changed = copy.deepcopy(record)
    changed["rounds"][number - 1][player] = cards
    return changed


def _played_twice(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    if rules.components.region_cards_per_region != 1:
        return []
    for number, plays, _ in _rounds(game):
        for player, cards in plays.items():
            regions = [i for i, c in enumerate(cards) if c.is_region]
            if len(regions) >= 2:
                written = list(record["rounds"][number - 1][player])
                written[regions[1]] = written[regions[0]]
                return [(_with(record, number, player, written), (number, player, "CARD_PLAYED_TWICE", None, None))]
    return []


def _witchless(player: str, cards: list[Any], witch: dict[str, Any]) -> bool:
    """The player played no Witch this round: their selection is the whole of their play."""
    return player not in witch and all(c.kind != "witch" for c in cards)


def _first_round_plain(game: dict[str, Any]) -> list[tuple[str, list[Any]]]:
    """The first round's players who played no Witch."""
    _, plays, witch = next(_rounds(game))
    return [(p, cards) for p, cards in plays.items() if _witchless(p, cards, witch)]


def _one_more(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    board = rules.board
    for player, cards in _first_round_plain(game):
        held = {c.region for c in cards if c.is_region}
        spare = [r for r in board.route if r not in held]
        if spare and len(cards) == rules.round.cards_per_round:
            written = [*record["rounds"][0][player], board.name(spare[0])]
            return [(_with(record, 1, player, written), (1, player, "TOO_MANY_CARDS", None, None))]
    return []


def _two_wrong_in_a_round(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """Two players' selections of the first round each a card short: the first in seat order is
    named first (TOO_FEW_CARDS), and a lenient replay's sheet lists both in that round's entry."""
    short = [(player, cards) for player, cards in _first_round_plain(game)
             if len(cards) == rules.round.cards_per_round and len(cards) > 1][:2]
    if len(short) < 2:
        return []
    changed = record
    for player, _ in short:
        changed = _with(changed, 1, player, list(record["rounds"][0][player])[:-1])
    return [(changed, (1, short[0][0], "TOO_FEW_CARDS", None, None))]


def _one_fewer(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    for player, cards in _first_round_plain(game):
        if len(cards) == rules.round.cards_per_round and len(cards) > 1:
            written = list(record["rounds"][0][player])[:-1]
            return [(_with(record, 1, player, written), (1, player, "TOO_FEW_CARDS", None, None))]
    return []


def _spent_again(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """For each kind spent once played (a kind a hand holds one of), the first witchless round of a
    player who spent it in an earlier witchless round, with that card played again: in place of the
    first Region card, or of the last for a Knight (played last after a Region card: "Revealing
    cards — Knight"). One damaged record a kind."""
    spent: dict[str, list[str]] = {}           # player -> the kinds spent so far, in the order spent
    found: dict[str, tuple[dict[str, Any], Expected]] = {}
    for number, plays, witch in _rounds(game):
        for player, cards in plays.items():
            if not _witchless(player, cards, witch):
                continue
            for kind in spent.get(player, []):
                at = _place_for(kind, cards)
                if kind not in found and at is not None:
                    written = list(record["rounds"][number - 1][player])
                    written[at] = kind
                    found[kind] = (_with(record, number, player, written),
                                   (number, player, f"{kind.upper()}_ALREADY_USED", None, None))
            kinds = spent.setdefault(player, [])
            kinds += [c.kind for c in cards if c.kind in rules.components.once_per_game
                      and _one_in_hand(rules, c.kind) and c.kind not in kinds]
    return list(found.values())


def _place_for(kind: str, cards: list[Any]) -> int | None:
    """Where a spent card of `kind` goes in `cards` to be refused for being spent only: the last
    card for a Knight (a Region card, after a Region card), else the first Region card."""
    if kind == "knight":
        last = len(cards) - 1
        return last if last >= 1 and cards[last].is_region and cards[last - 1].is_region else None
    return next((i for i, c in enumerate(cards) if c.is_region), None)


def _one_in_hand(rules: Rules, kind: str) -> bool:
    """A hand holds one card of this special kind ([components]), not the Witch (played again
    mid-selection it would be named for its place, "Revealing cards — Witch", before its spending)."""
    return kind != "witch" and rules.components.held(kind) == 1


def _round_left_empty(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The second round written as an empty object, nobody's cards in it ("Choosing cards": every
    player reveals a selection each round, an empty one with no marker): the lenient replay tells it
    of each seated player in turn, MISSING_PLAYER, the first seat's first; never the round dropped."""
    if len(record["rounds"]) < 2:
        return []
    changed = copy.deepcopy(record)
    changed["rounds"][1] = {}
    changed.pop("result", None)
    return [(changed, (2, record["players"][0], "MISSING_PLAYER", None, None))]


def _after_the_end(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A round after the round that ended the game ("Game end and winning": no round follows it),
    the last round's cards again or an empty object: ROUND_AFTER_GAME_END of that round, what it
    holds never looked at (an empty one is not told of its missing players)."""
    made: Made = []
    afterwards: list[dict[str, Any]] = [copy.deepcopy(record["rounds"][-1]), {}]
    for after in afterwards:
        changed = copy.deepcopy(record)
        changed["rounds"].append(after)
        changed.pop("result", None)
        made.append((changed, (len(changed["rounds"]), None, "ROUND_AFTER_GAME_END", None, None)))
    return made


def _wrong_winner(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    losers = [p for p in game["players"] if p not in game["winners"]]
    if not losers:
        return []
    changed = copy.deepcopy(record)
    changed["result"] = {"winners": losers[:1]}
    return [(changed, (len(record["rounds"]), None, "RESULT_MISMATCH", None, None))]


def _no_winner(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A result naming no winner of a game that ended ("Game end and winning": an ended game has a
    winner at least, shared or not): RESULT_MISMATCH, as a wrong winner is; an empty list is a list
    given, not the winners left out."""
    changed = copy.deepcopy(record)
    changed["result"] = {"winners": []}
    return [(changed, (len(record["rounds"]), None, "RESULT_MISMATCH", None, None))]


def _result_score_left_out(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A result whose scores leave a player out, or every player (docs/organisers.md: the result gives
    every player's final score, and the replay must reproduce it): RESULT_MISMATCH, as a wrong score is."""
    if "result" not in record or not record["result"].get("scores"):
        return []
    changed = copy.deepcopy(record)
    changed["result"]["scores"].pop(game["players"][-1], None)
    # and every player left out (`"scores": {}`): scores written, none of them the game's, are no
    # scores left unwritten
    emptied = copy.deepcopy(record)
    emptied["result"]["scores"] = {}
    return [(changed, (len(record["rounds"]), None, "RESULT_MISMATCH", None, None)),
            (emptied, (len(record["rounds"]), None, "RESULT_MISMATCH", None, None))]


def _result_score_zero(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A result giving the first player 0, who scored (docs/organisers.md: the result gives every
    player's final score): RESULT_MISMATCH, as a wrong score is, its 0 quoted as written."""
    if "result" not in record or not record["result"].get("scores") or not game["final"].scores[game["players"][0]]:
        return []
    changed = copy.deepcopy(record)
    changed["result"]["scores"][game["players"][0]] = 0
    return [(changed, (len(record["rounds"]), None, "RESULT_MISMATCH", None, None))]


def _result_winner_twice(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A result naming a winner twice: not the game's winners ("Game end and winning": each winner
    once), RESULT_MISMATCH, as a winner too many is."""
    if "result" not in record or not record["result"].get("winners"):
        return []
    changed = copy.deepcopy(record)
    changed["result"]["winners"] = changed["result"]["winners"] + changed["result"]["winners"][:1]
    return [(changed, (len(record["rounds"]), None, "RESULT_MISMATCH", None, None))]


def _unknown_card(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A card no hand holds in round 2's first selection: a name no region has, bare and with spaces
    around it (a region's name is read without them, docs/players.md, but what is quoted is what was
    written), a region's name with its last letter left off (the sentence suggests that region), and
    `true` (JSON's true is no number, though a Python reader may take it for 1: no region card 1 is
    written so), and that `true` in a card object (`{"card": true}`: the object holds the card as
    written, not as text). Each UNKNOWN_CARD there, quoting it as JSON writes it; `true` told as no
    card at all, not as a region unknown, bare or in its object."""
    number = min(2, len(record["rounds"]))
    player = game["players"][0]
    return [(_with(record, number, player, [card, *record["rounds"][number - 1][player][1:]]),
             (number, player, "UNKNOWN_CARD", f"rounds[{number - 1}].{player}[0]", card))
            for card in (UNKNOWN_CARD, f" {UNKNOWN_CARD} ", rules.board.name(rules.board.route[-1])[:-1], True,
                         {"card": True})]


def _unknown_card_reselected(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A card no hand holds in the first Witch's re-selection of the game: UNKNOWN_CARD at that
    re-selection's card (rounds[k].witch.P[0]), quoting it."""
    first = _first_reselection(game)
    if first is None:
        return []
    number, player = first
    changed = copy.deepcopy(record)
    entry = changed["rounds"][number - 1]["witch"]
    entry[player] = [UNKNOWN_CARD, *entry[player][1:]]
    return [(changed, (number, player, "UNKNOWN_CARD", f"rounds[{number - 1}].witch.{field_key(player)}[0]",
                       UNKNOWN_CARD))]


def _first_reselection(game: dict[str, Any]) -> tuple[int, str] | None:
    """(round number, player) of the game's first Witch re-selection holding a card; None for none."""
    for number, plays, witch in _rounds(game):
        for player, cards in witch.items():
            if cards:
                return number, player
    return None


def _unknown_card_reselected_by_two_words(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The first Witch's player seated under a name of two words (a key a field path quotes,
    docs/players.md) and a card no hand holds in their re-selection: UNKNOWN_CARD at that card,
    the player's key quoted (rounds[k].witch."Max Jr"[0])."""
    first = _first_reselection(game)
    if first is None:
        return []
    number, player = first
    named = f"{player} Jr"
    changed = record_seat_renamed(record, player, named)
    entry = changed["rounds"][number - 1]["witch"]
    entry[named] = [UNKNOWN_CARD, *entry[named][1:]]
    return [(changed, (number, named, "UNKNOWN_CARD", f"rounds[{number - 1}].witch.{field_key(named)}[0]",
                       UNKNOWN_CARD))]


def _unseated(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A round's entry for a player the record does not seat: UNKNOWN_PLAYER there, quoting the name
    (its sentence naming the seated players in seat order: see the judge); and the same in the record
    seated in the reverse of the names' order (drawn games seat them in name order)."""
    number = min(2, len(record["rounds"]))
    changed = copy.deepcopy(record)
    changed["rounds"][number - 1][UNSEATED] = list(record["rounds"][number - 1][game["players"][0]])
    reseated = copy.deepcopy(changed)
    for seats in (reseated, reseated.get("start") or {}):
        if "players" in seats:
            seats["players"] = list(reversed(seats["players"]))
    told = (number, UNSEATED, "UNKNOWN_PLAYER", f"rounds[{number - 1}].{UNSEATED}", UNSEATED)
    return [(changed, told), (reseated, told)]


def _unseated_reselects(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A re-selection written for a player the record does not seat: UNKNOWN_PLAYER at that
    re-selection's own entry (rounds[k].witch.Nobody), quoting the name."""
    number = min(2, len(record["rounds"]))
    changed = copy.deepcopy(record)
    entry = changed["rounds"][number - 1]
    entry["witch"] = {**entry.get("witch", {}), UNSEATED: list(record["rounds"][number - 1][game["players"][0]])}
    return [(changed, (number, UNSEATED, "UNKNOWN_PLAYER", f"rounds[{number - 1}].witch.{UNSEATED}", UNSEATED))]


def _reselected_without_witches(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The first round in which two seats played no Witch, each given a re-selection (their own
    cards again), the later name first ("Revealing cards — Witch": only a Witch's player selects
    again): RESELECTION_WITHOUT_WITCH, told first of the re-selection written first (a record's
    entries are told in the order written), never in the order of the names."""
    for number, plays, witch in _rounds(game):
        plain = sorted((p for p in game["players"] if p not in witch and plays.get(p)), reverse=True)[:2]
        if len(plain) == 2:
            changed = copy.deepcopy(record)
            entry = changed["rounds"][number - 1]
            entry["witch"] = {**{p: list(entry[p]) for p in plain}, **entry.get("witch", {})}
            return [(changed, (number, plain[0], "RESELECTION_WITHOUT_WITCH", None, None))]
    return []


def _unknown_card_as_number_text(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A Region card written as the text of a number past the board's regions ("9" on a board of
    8): UNKNOWN_CARD, its sentence quoting it as written, text and not a number."""
    number = min(2, len(record["rounds"]))
    player = game["players"][0]
    past = str(len(rules.roads.route) + 1)
    written = [past, *record["rounds"][number - 1][player][1:]]
    return [(_with(record, number, player, written),
             (number, player, "UNKNOWN_CARD", f"rounds[{number - 1}].{player}[0]", past))]


def _seated_name_spaced(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A seated player's plays written again under their name and a space: that key seats nobody
    (the module docstring), and its field quotes it; and again under their name in the other case
    (`jEN` for `Jen`): a round's key is a seat's name as the record writes it, so that key seats
    nobody either (docs/players.md: two names one case apart are one name, so no seat has it)."""
    number = min(2, len(record["rounds"]))
    player = game["players"][0]
    made: Made = []
    for other in dict.fromkeys((f"{player} ", player.swapcase())):
        if other == player:         # a name of no letters has no other case
            continue
        changed = copy.deepcopy(record)
        changed["rounds"][number - 1][other] = list(record["rounds"][number - 1][player])
        made.append((changed, (number, other, "UNKNOWN_PLAYER", f"rounds[{number - 1}].{field_key(other)}", other)))
    return made


def _cards_as_a_string(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A player's cards of a round written as one string, the first card's name, not a list: the
    wrong type at that player's field, never read as the string's letters."""
    number = min(2, len(record["rounds"]))
    player = game["players"][0]
    cards = record["rounds"][number - 1].get(player) or [None]
    if not isinstance(cards[0], str):
        return []
    return [(_with(record, number, player, cards[0]),
             (number, player, "BAD_TYPE", f"rounds[{number - 1}].{player}", cards[0]))]


def _more_cards_than_a_hand(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A player's cards of a round written as more entries than a hand holds ([components]
    cards_per_player): refused whole at that player's field, and, read leniently, no play."""
    number = min(2, len(record["rounds"]))
    player = game["players"][0]
    cards = record["rounds"][number - 1].get(player) or []
    if not cards:
        return []
    written = [cards[0]] * (rules.components.cards_per_player + 1)
    return [(_with(record, number, player, written),
             (number, player, "TOO_MANY_ENTRIES", f"rounds[{number - 1}].{player}", f"{len(written)} entries"))]


def _start_refused_beside_a_field(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A field no record has beside a `start` that is no object: the record is read from the top
    down, its own fields before what they hold, so the unknown field is named first (and the start
    after it: a start that cannot be read does not hide the record's other problems)."""
    changed = copy.deepcopy(record)
    changed[NO_SUCH_FIELD], changed["start"] = 1, 3
    return [(changed, (0, None, "UNKNOWN_FIELD and 1 more", NO_SUCH_FIELD, 1))]


def _two_record_fields_unknown(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """Two fields no record has, the first written after the second in name order: a record's
    problems are told in the order its fields are written, the first first."""
    changed = {LATER_FIELD: "moat", **copy.deepcopy(record), NO_SUCH_FIELD: 1}
    return [(changed, (0, None, "UNKNOWN_FIELD and 1 more", LATER_FIELD, "moat"))]


def _witch_written_alone(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The first Witch played with the cards it sent back, written alone: read, with the notice that
    the cards sent back are not recorded (a record may leave them out), the only thing said. And the
    same beside another player's selection of one Region card more in that round ("Choosing cards"):
    that play refused (TOO_MANY_CARDS, an error) and the notice told all the same, each in that
    round's own entry of the sheet (_sheet_tells_them)."""
    regions = [rules.board.name(r) for r in rules.roads.route]
    for number, plays, witch in _rounds(game):
        for player, cards in plays.items():
            if player in witch and len(cards) > 1 and cards[0].kind == "witch":
                alone = _with(record, number, player, ["witch"])
                made: Made = [(alone, (number, player, "SENT_BACK_UNRECORDED", None, None))]
                entry = alone["rounds"][number - 1]
                other = next((q for q, c in plays.items() if q != player and q not in witch and c
                              and set(regions) - set(entry[q])), None)
                if other is not None:
                    more = next(r for r in regions if r not in entry[other])
                    made.append((_with(alone, number, other, [*entry[other], more]),
                                 (number, other, "TOO_MANY_CARDS", None, None)))
                return made
    return []


def _start_game_over(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, one player's score there at the end's threshold ("Game
    end and winning": the game is over): refused at that score in the start, GAME_ALREADY_OVER; and
    the same start beside a card no hand holds in the first round, or a field no start has beside
    it: refused whole with every problem listed (docs/organisers.md), the start's first, the
    rounds read all the same."""
    changed = _written_with_start(rules, game)
    player = game["players"][0]
    changed["start"]["scores"][player] = rules.end.threshold
    over = (0, None, "GAME_ALREADY_OVER", f"start.scores.{field_key(player)}", rules.end.threshold)
    with_card = copy.deepcopy(changed)
    with_card["rounds"][0][player] = [UNKNOWN_CARD, *with_card["rounds"][0][player][1:]]
    with_field = copy.deepcopy(with_card)
    with_field["start"][NO_SUCH_FIELD] = [3]
    field = (0, None, "UNKNOWN_FIELD and 2 more", f"start.{NO_SUCH_FIELD}", [3])
    return [(changed, over), (with_card, (*over[:2], "GAME_ALREADY_OVER and 1 more", *over[3:])),
            (with_field, field)]


def _start_score_as_text(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, the first player's score there written as the text of a
    number ("2" is no 2: NOT_AN_INTEGER at that score, quoting the text), the next player's at the
    end's threshold, and a card no hand holds in the first round: the start's problem alone is told.
    A start the reader could not read gives no position: nothing is judged against a repaired one
    (the threshold is the judge's, "Game end and winning"), and no round is read against it (its
    cards were played from a position nobody knows)."""
    changed = _written_with_start(rules, game)
    first, second = game["players"][:2]
    changed["start"]["scores"][first] = str(changed["start"]["scores"][first])
    changed["start"]["scores"][second] = rules.end.threshold
    changed["rounds"][0][first] = [UNKNOWN_CARD, *changed["rounds"][0][first][1:]]
    told = changed["start"]["scores"][first]
    return [(changed, (0, None, "NOT_AN_INTEGER", f"start.scores.{field_key(first)}", told))]


def _start_field_unknown(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, and a field no position has added there (told with the
    fields a start may hold: start_fields), the first thing told where the start lacks its King
    besides (a start is read from its own fields to the position it gives); two such fields, told in
    the order written (the first written the later in name order); and the start written as null
    (BAD_TYPE at start)."""
    changed = _written_with_start(rules, game)
    changed["start"][NO_SUCH_FIELD] = [3]
    as_null = _written_with_start(rules, game)
    as_null["start"] = None
    # and without its King besides: the start's own field is told first, then the position it gives
    kingless = copy.deepcopy(changed)
    del kingless["start"]["king"]
    # two such fields, the first written after the second in name order: told as written, the first first
    two = _written_with_start(rules, game)
    two["start"] = {LATER_FIELD: "moat", **two["start"], NO_SUCH_FIELD: [3]}
    return [(changed, (0, None, "UNKNOWN_FIELD", f"start.{NO_SUCH_FIELD}", [3])),
            (as_null, (0, None, "BAD_TYPE", "start", None)),
            (kingless, (0, None, "UNKNOWN_FIELD and 1 more", f"start.{NO_SUCH_FIELD}", [3])),
            (two, (0, None, "UNKNOWN_FIELD and 1 more", f"start.{LATER_FIELD}", "moat"))]


@functools.cache
def start_fields() -> frozenset[str]:
    """The fields a record's start may hold, as its sentence lists them: a position's, as the
    published position format names them (position.schema.json; the game record's schema says a
    start is that format), but `$schema`, and the Dragons revealed and the game's end, which a
    position between rounds of a game going on does not have; read once."""
    return frozenset(f for f in published_fields("position.schema.json") if f not in UNHELD_BY_A_START)


# a position's fields a start may not hold (start_fields), each with a value a position may give it
UNHELD_BY_A_START: dict[str, Any] = {"$schema": "https://example.org/position.schema.json", "dragons": 0,
                                     "game_over": False}


def _start_holding_a_positions_own_field(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, and a field a position has but a start may not
    (UNHELD_BY_A_START: start_fields) added there, one record for each: refused as a field no start
    has (UNKNOWN_FIELD at it, quoting its value), never read in silence."""
    made: Made = []
    for name, value in UNHELD_BY_A_START.items():
        changed = _written_with_start(rules, game)
        changed["start"][name] = value
        made.append((changed, (0, None, "UNKNOWN_FIELD", f"start.{name}", value)))
    return made


def _start_without_king(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, the King left out of it ("Preparation": the King stands
    somewhere from the set-up on): MISSING_FIELD, named in the start, the one place a record holds
    the King (a record has no King field of its own); and the start written as an empty object (`{}`:
    an object, read as a start that gives nothing, so the King is missing from it, not the start
    refused as no object)."""
    changed = _written_with_start(rules, game)
    del changed["start"]["king"]
    emptied = copy.deepcopy(record)
    emptied["start"] = {}
    return [(changed, (0, None, "MISSING_FIELD", "start.king", None)),
            (emptied, (0, None, "MISSING_FIELD", "start.king", None))]


def _start_variant_unknown(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, a variant no spec has named in the start beside the
    record's own list of variants: UNKNOWN_VARIANT, named in the start, where it is written."""
    changed = _written_with_start(rules, game)
    changed.setdefault("variants", list(rules.variant_refs))
    changed["start"]["variants"] = [UNKNOWN_VARIANT]
    return [(changed, (0, None, "UNKNOWN_VARIANT", "start.variants", UNKNOWN_VARIANT))]


def _start_marker_missing(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, one player's supply there a marker short of what the board
    leaves him (a marker lost at the table): read, with the warning MARKERS_MISSING at that supply in
    the start, and the start's supplies kept as written (the short one too), not derived again."""
    changed = _written_with_start(rules, game)
    supply = changed["start"].get("supply")
    holding = [p for p in game["players"] if supply and supply.get(p, 0) > 0]
    if not holding:
        return []
    supply[holding[0]] -= 1
    return [(changed, (0, None, "MARKERS_MISSING", f"start.supply.{field_key(holding[0])}", dict(supply)))]


def _rounds_as_an_object(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The rounds written as an object keyed by round number, not a list ("Game records"): BAD_TYPE
    at rounds, quoting what was written."""
    changed = copy.deepcopy(record)
    changed["rounds"] = {str(k + 1): entry for k, entry in enumerate(record["rounds"])}
    return [(changed, (0, None, "BAD_TYPE", "rounds", changed["rounds"]))]


def _result_field_unknown(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A result holding a field a result has not (scores and winners), its name holding a space:
    UNKNOWN_FIELD at that field, quoted in its path as a key with a space is (docs/players.md); its
    winners written under "winner": UNKNOWN_FIELD there too; a second unknown field after the
    first, before it in name order: the first written told first; the `tie_break` flag a replay's
    JSON gives, copied into the result: UNKNOWN_FIELD there; and the format's `$schema` written in the
    result (a record's own field, none of a result's): UNKNOWN_FIELD there, a dollar first or not."""
    if "result" not in record:
        return []
    changed = copy.deepcopy(record)
    changed["result"][NO_SUCH_RESULT_FIELD] = True
    made: Made = [(changed, (0, None, "UNKNOWN_FIELD", f"result.{field_key(NO_SUCH_RESULT_FIELD)}", True))]
    # its winners written under the singular, as an organiser might: no field of a result either
    singular = copy.deepcopy(record)
    singular["result"]["winner"] = singular["result"].pop("winners", [])
    made.append((singular, (0, None, "UNKNOWN_FIELD", "result.winner", singular["result"]["winner"])))
    # a second such field after it, before it in name order: the two told as written, the first first
    both = copy.deepcopy(changed)
    both["result"]["draw"] = False
    made.append((both, (0, None, "UNKNOWN_FIELD and 1 more", f"result.{field_key(NO_SUCH_RESULT_FIELD)}", True)))
    # the flag `replay --json` writes in its final result, copied into a record's: no field of a result
    # either ("Game records": a result is its scores and its winners; the tie-break is the referee's to tell)
    flagged = copy.deepcopy(record)
    flagged["result"]["tie_break"] = False
    made.append((flagged, (0, None, "UNKNOWN_FIELD", "result.tie_break", False)))
    schema = copy.deepcopy(record)
    schema["result"]["$schema"] = "https://example.org/game-record.schema.json"
    made.append((schema, (0, None, "UNKNOWN_FIELD", f"result.{field_key('$schema')}", schema["result"]["$schema"])))
    return made


def _rulings_of_no_table_beside_the_starts(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, the start's rulings a table (empty where it chose none) and
    the record's own written as a list: the record's are refused, BAD_TYPE at `rulings` quoting
    them, not at the start's, which are a table (docs/organisers.md: the record's rulings are laid
    over the start's, and a problem is named where it is written); and the start's written as a list
    beside the record's table: refused at `start.rulings`; and the start's rulings, or its banners,
    written as null beside the record's own table: refused at the start's (null is written, not left
    out), never read as none; the record's own written as null beside the start's table: refused at
    the record's, never read as the start's; and the record's own written as a list beside a start
    that has none: refused at the record's."""
    changed = _written_with_start(rules, game)
    changed["start"]["rulings"] = dict(changed["start"].get("rulings") or {})
    changed["rulings"] = [list(item) for item in changed["start"]["rulings"].items()] or ["tie-ranking"]
    # and the other way round: the start's written as a list beside the record's table, refused at the start's
    turned = _written_with_start(rules, game)
    turned["rulings"] = dict(turned["start"].get("rulings") or {})
    turned["start"]["rulings"] = [list(item) for item in turned["rulings"].items()] or [["tie-ranking"]]
    made: Made = [(changed, (0, None, "BAD_TYPE", "rulings", changed["rulings"])),
                  (turned, (0, None, "BAD_TYPE", "start.rulings", turned["start"]["rulings"]))]
    for key in ("rulings", "banners"):
        nulled = _written_with_start(rules, game)
        nulled[key] = dict(nulled["start"].get(key) or {}) or dict(_RECORDS_OWN[key](rules))
        nulled["start"][key] = None
        made.append((nulled, (0, None, "BAD_TYPE", f"start.{key}", None)))
        # and the record's own written as null beside the start's table: refused at the record's,
        # never read as the start's
        own_null = _written_with_start(rules, game)
        own_null["start"][key] = dict(own_null["start"].get(key) or {}) or dict(_RECORDS_OWN[key](rules))
        own_null[key] = None
        made.append((own_null, (0, None, "BAD_TYPE", key, None)))
        # the record's own written as a list beside a start that has none: the record's, where written
        listed = _written_with_start(rules, game)
        listed["start"].pop(key, None)
        listed[key] = [list(item) for item in _RECORDS_OWN[key](rules).items()] or [["tie-ranking"]]
        made.append((listed, (0, None, "BAD_TYPE", key, listed[key])))
    return made


# a table of the record's own to write beside its start's: the ruleset's first ruling answered by
# default, the first region of the route given its banner
_RECORDS_OWN: dict[str, Callable[[Rules], dict[str, Any]]] = {
    "rulings": lambda rules: {r.id: r.default for r in rules.rulings[:1]},
    "banners": lambda rules: {rules.board.name(r): list(rules.board.regions[r].banner) for r in rules.board.route[:1]},
}


def _ruling_answered_wrong_over_the_starts(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, the start answering an open ruling as the rulebook does
    and the record answering it with a word that is no answer: the record's answer is laid over the
    start's (docs/organisers.md), so the refusal, BAD_RULING, is at the record's `rulings`, where the
    answer read is written, quoting it, not at the start's; and a start answering with no answer a
    ruling the record, answering another, leaves to it: BAD_RULING at the start's."""
    if not rules.rulings:
        return []
    ruling, other = rules.rulings[0], rules.rulings[-1]
    changed = _written_with_start(rules, game)
    changed["start"]["rulings"] = {**(changed["start"].get("rulings") or {}), ruling.id: ruling.default}
    changed["rulings"] = {ruling.id: "never"}
    made: Made = [(changed, (0, None, "BAD_RULING", f"rulings.{field_key(ruling.id)}", "never"))]
    # the other way about: the start's answer no answer, the record answering another ruling only
    if other.id != ruling.id:
        turned = _written_with_start(rules, game)
        turned["start"]["rulings"] = {ruling.id: "never"}
        turned["rulings"] = {other.id: rules.choice(other.id)}
        made.append((turned, (0, None, "BAD_RULING", f"start.rulings.{field_key(ruling.id)}", "never")))
    return made


def _rulings_two_unknown(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record (no start) answering two rulings no spec has, after its own answers, the first
    written after the second in name order: both told, UNKNOWN_RULING at the first written, then the
    second (a record is read whole, every problem named where it is written, in the order written,
    docs/organisers.md): the set-up read from the record's own fields tells all its problems, not its
    first alone, nor in its fields' names' order."""
    changed = copy.deepcopy(record)
    changed["rulings"] = {**changed.get("rulings", {}), "table-rule": "no", "house-rule": "yes"}
    return [(changed, (0, None, "UNKNOWN_RULING and 1 more", "rulings.table-rule", "table-rule"))]


def _start_ruling_unknown_of_quoted_words(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, the start answering a ruling no spec has whose id holds a
    space and quotation marks, or a bracket (`house[1]`: a bracket left bare in a field path reads as
    an index), the record answering an open ruling: UNKNOWN_RULING at the start's `rulings`, the id
    quoted as JSON writes a string (its quotation marks escaped), where it is written, not at the
    record's, which does not hold it."""
    if not rules.rulings:
        return []
    made: Made = []
    for odd in ('house "rule"', "house[1]"):
        changed = _written_with_start(rules, game)
        changed["start"]["rulings"] = {odd: "yes"}
        changed["rulings"] = {rules.rulings[0].id: rules.rulings[0].default}
        made.append((changed, (0, None, "UNKNOWN_RULING", f"start.rulings.{json.dumps(odd)}", odd)))
    return made


def _variants_of_no_list_beside_the_starts(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, the start's variants a list (the ruleset's, empty under the
    standard rules) and the record's own a word: the record's are refused, BAD_TYPE at `variants`
    quoting the word, never dropped for the start's; and the record's own a list naming a variant no
    spec has: UNKNOWN_VARIANT at `variants`, where it is written, not at the start's; the record's
    word the variant the start lists: BAD_TYPE at `variants` all the same; and the two
    lists naming more variants between them than a position may: TOO_MANY_VARIANTS at both, named as
    the position reader names a file's list and --variant's (`start.variants + variants`), quoting the
    start's then the record's. The start's list alone too many, the record's `variants` empty
    or left out: at `start.variants` alone."""
    made: Made = []
    for own, told in ((rules.short_label, ("BAD_TYPE", rules.short_label)), ([UNKNOWN_VARIANT],
                                                                             ("UNKNOWN_VARIANT", UNKNOWN_VARIANT))):
        changed = _written_with_start(rules, game)
        changed["start"]["variants"] = list(rules.variant_refs)
        changed["variants"] = own
        made.append((changed, (0, None, told[0], "variants", told[1])))
    # the record's word the very variant the start lists (a bundled one where the ruleset names none):
    # still the record's own value refused, never taken for the start's entry of the same name
    named = list(rules.variant_refs) or list(rules.available_variants[:1])
    if named:
        same = _written_with_start(rules, game)
        same["start"]["variants"] = named
        same["variants"] = named[0]
        made.append((same, (0, None, "BAD_TYPE", "variants", named[0])))
    # more variants between them than a position names (MAX_VARIANTS): refused at the record's `variants`,
    # quoting the start's then the record's, in the order they are laid (docs/organisers.md)
    crowded = _written_with_start(rules, game)
    half = MAX_VARIANTS // 2 + 1
    crowded["start"]["variants"] = [f"{UNKNOWN_VARIANT}-{i}" for i in range(half)]
    crowded["variants"] = [f"{UNKNOWN_VARIANT}-{i}" for i in range(half, 2 * half)]
    made.append((crowded, (0, None, "TOO_MANY_VARIANTS", "start.variants + variants",
                           crowded["start"]["variants"] + crowded["variants"])))
    # the start's own list too many, the record's written empty or left out: told at the start's alone,
    # an empty list naming no variant to lay beside it
    for written_empty in (True, False):
        alone = _written_with_start(rules, game)
        alone["start"]["variants"] = [f"{UNKNOWN_VARIANT}-{i}" for i in range(MAX_VARIANTS + 1)]
        alone.pop("variants", None)
        if written_empty:
            alone["variants"] = []
        made.append((alone, (0, None, "TOO_MANY_VARIANTS", "start.variants", alone["start"]["variants"])))
    return made


def _start_players_differ(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start, the start's players in another order than the record's
    (the seats are the record's, "Preparation": one list of players): PLAYERS_DIFFER at
    start.players, quoting the start's list; and the same beside a field no start has and a card no
    hand holds in the first round: the field first, then the players, and no round read (two lists
    of players give no seats to read a round by)."""
    changed = _written_with_start(rules, game)
    changed["start"]["players"] = list(reversed(changed["players"]))
    beside = copy.deepcopy(changed)
    beside["start"] = {NO_SUCH_FIELD: [3], **beside["start"]}
    first = beside["players"][0]
    beside["rounds"][0][first] = [UNKNOWN_CARD, *beside["rounds"][0][first][1:]]
    return [(changed, (0, None, "PLAYERS_DIFFER", "start.players", changed["start"]["players"])),
            (beside, (0, None, "UNKNOWN_FIELD and 1 more", f"start.{NO_SUCH_FIELD}", [3]))]


def _record_field_unknown(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A field no record has, its name close to none a record has: UNKNOWN_FIELD at it, quoting its
    value, its sentence listing every field a record may hold (the published format's); and with a
    round's unknown card besides, both told and the record refused whole even under --lenient, which
    plays on past the rounds' problems only (docs/organisers.md); and a field named as the format's
    `$schema` misspelt (`$schemas`): no field a record has either, a dollar first or not, the
    sentence suggesting `$schema`."""
    changed = copy.deepcopy(record)
    changed[NO_SUCH_FIELD] = [3]
    schemas = {**copy.deepcopy(record), MISSPELT_SCHEMA: "https://example.org/game-record.schema.json"}
    # and a round's unknown card besides: both told, the record refused whole even under --lenient
    with_card = copy.deepcopy(changed)
    first = next(iter(with_card["players"]))
    with_card["rounds"][0][first] = [UNKNOWN_CARD, *with_card["rounds"][0][first][1:]]
    return [(changed, (0, None, "UNKNOWN_FIELD", NO_SUCH_FIELD, [3])),
            (with_card, (0, None, "UNKNOWN_FIELD and 1 more", NO_SUCH_FIELD, [3])),
            (schemas, (0, None, "UNKNOWN_FIELD", MISSPELT_SCHEMA, schemas[MISSPELT_SCHEMA]))]


def _record_field_in_capitals(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A record's own field written in capitals (`Rounds`): a field names what it names as written,
    so it is no field a record has (UNKNOWN_FIELD at it, quoting its value, suggesting `rounds`), and
    the rounds are missing besides (MISSING_FIELD): two errors, the unknown field first."""
    changed = {("Rounds" if k == "rounds" else k): v for k, v in copy.deepcopy(record).items()}
    return [(changed, (0, None, "UNKNOWN_FIELD and 1 more", "Rounds", changed["Rounds"]))]


def _round_comment_in_capitals(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A round's comment written under `Comment`: a round's keys are its players and the two words a
    round reserves (`witch`, `comment`), each as written, so `Comment` seats nobody: UNKNOWN_PLAYER at
    it, in the first round, quoting the key."""
    changed = copy.deepcopy(record)
    changed["rounds"][0]["Comment"] = "played in the hall"
    return [(changed, (1, "Comment", "UNKNOWN_PLAYER", "rounds[0].Comment", "Comment"))]


def _rounds_left_out(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A record without its rounds ("Game records": a record is its rounds, none played yet an empty
    list): MISSING_FIELD at rounds, saying they are required (TOLD_IN), not of the wrong type."""
    changed = copy.deepcopy(record)
    del changed["rounds"]
    return [(changed, (0, None, "MISSING_FIELD", "rounds", None))]


def _result_scores_as_a_list(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A result whose scores are written as a list of numbers, not by player: BAD_TYPE at
    result.scores, quoting them, saying scores are points by player (TOLD_IN)."""
    if "result" not in record:
        return []
    changed = copy.deepcopy(record)
    changed["result"]["scores"] = list(record["result"]["scores"].values())
    return [(changed, (0, None, "BAD_TYPE", "result.scores", changed["result"]["scores"]))]


def _not_an_object(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written inside a list, or as each other value of another type a table has
    (value_types.OTHER_TYPES, its falsy ones too): NOT_AN_OBJECT at record, quoting what was written.
    The empty object is a record whose every field is left out: refused at its players, which
    everything else in a record is read against (its rounds are not read without them)."""
    from .value_types import OTHER_TYPES

    made: Made = [([copy.deepcopy(record)], (0, None, "NOT_AN_OBJECT", "record", [record]))]
    made += [(value, (0, None, "NOT_AN_OBJECT", "record", value)) for value in OTHER_TYPES["table"]]
    return made + [({}, (0, None, "MISSING_FIELD", "players", None))]


def _comments_as_numbers(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A record's comment, and a round's, written as a number: BAD_TYPE at each (a comment is text)."""
    whole = copy.deepcopy(record)
    whole["comment"] = 7
    in_round = copy.deepcopy(record)
    in_round["rounds"][0]["comment"] = 7
    return [(whole, (0, None, "BAD_TYPE", "comment", 7)),
            (in_round, (1, "comment", "BAD_TYPE", "rounds[0].comment", 7))]


def _player_named_witch(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A player seated as `witch`, a round's own key (no round is played, no result written, so
    nothing else is wrong): RESERVED_NAME at that seat."""
    changed = copy.deepcopy(record)
    changed["players"][0] = "witch"
    changed["rounds"] = []
    changed.pop("result", None)
    # and the last of as many players as are read one by one (twice MAX_PLAYERS, docs/players.md
    # "Limits"), refused as too many players besides: told first, at its seat
    crowd = copy.deepcopy(changed)
    crowd["players"] = [f"P{i + 1}" for i in range(2 * MAX_PLAYERS - 1)] + ["witch"]
    return [(changed, (0, None, "RESERVED_NAME", "players[0]", "witch")),
            (crowd, (0, None, "RESERVED_NAME and 1 more", f"players[{2 * MAX_PLAYERS - 1}]", "witch"))]


def _rounds_past_the_last(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """The record written with its start taken up so late that its rounds run past the last round
    a record may hold (MAX_ROUNDS): TOO_MANY_ROUNDS at rounds, quoting how many follow which round."""
    changed = _written_with_start(rules, game)
    n = len(changed["rounds"])
    changed["start"]["round"] = after = MAX_ROUNDS - n + 1
    return [(changed, (0, None, "TOO_MANY_ROUNDS", "rounds", f"{n} rounds after round {after}"))]


def _result_mistyped(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A result written as a list, its winners as one name, or naming a stranger among its scores
    or its winners: BAD_TYPE at result and result.winners, UNKNOWN_PLAYER at the stranger's place;
    a seated player's score written under their name and a space (a key seating nobody, as a round's),
    a winner written as a seat number, not a name, or as a seated name with a space before it (names
    are compared as written, docs/players.md): UNKNOWN_PLAYER there, quoting what is written."""
    if "result" not in record:
        return []
    made: Made = []
    as_list = copy.deepcopy(record)
    as_list["result"] = [record["result"]]
    made.append((as_list, (0, None, "BAD_TYPE", "result", as_list["result"])))
    one_name = copy.deepcopy(record)
    one_name["result"]["winners"] = record["players"][0]
    made.append((one_name, (0, None, "BAD_TYPE", "result.winners", record["players"][0])))
    scored = copy.deepcopy(record)
    scored["result"]["scores"][UNSEATED] = 0
    made.append((scored, (0, None, "UNKNOWN_PLAYER", f"result.scores.{UNSEATED}", UNSEATED)))
    won = copy.deepcopy(record)
    won["result"]["winners"] = [UNSEATED]
    made.append((won, (0, None, "UNKNOWN_PLAYER", "result.winners[0]", UNSEATED)))
    if record["result"].get("scores"):
        spaced, player = copy.deepcopy(record), record["players"][0]
        scores = spaced["result"]["scores"]
        scores[f"{player} "] = scores.pop(player, 0)
        made.append((spaced, (0, None, "UNKNOWN_PLAYER", f"result.scores.{field_key(player + ' ')}", f"{player} ")))
    numbered = copy.deepcopy(record)
    numbered["result"]["winners"] = [1]
    made.append((numbered, (0, None, "UNKNOWN_PLAYER", "result.winners[0]", 1)))
    if record["result"].get("winners"):      # a winner under their name and a space: nobody seated is named so
        spaced_winner = copy.deepcopy(record)
        winners = spaced_winner["result"]["winners"]
        winners[-1] = f" {winners[-1]}"
        made.append((spaced_winner, (0, None, "UNKNOWN_PLAYER", f"result.winners[{len(winners) - 1}]", winners[-1])))
    return made


def _result_score_at_the_bound(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A result's score past the most points a value may hold (MAX_POINTS, docs/players.md
    "Limits"): TOO_LARGE at it, quoting it; at the bound itself it is read, and the replay finds
    the result unlike the game's (RESULT_MISMATCH after the last round)."""
    from ...limits import MAX_POINTS

    if "result" not in record or "scores" not in record["result"]:
        return []
    p = record["players"][0]
    made: Made = []
    for points, expected in ((MAX_POINTS + 1, (0, None, "TOO_LARGE", f"result.scores.{field_key(p)}", MAX_POINTS + 1)),
                             (MAX_POINTS, (len(record["rounds"]), None, "RESULT_MISMATCH", None, None))):
        changed = copy.deepcopy(record)
        changed["result"]["scores"][p] = points
        made.append((changed, expected))
    return made


def _round_mistyped(record: dict[str, Any], game: dict[str, Any], rules: Rules) -> Made:
    """A round written as a list, or its re-selections as one: BAD_TYPE at the round, or at its witch."""
    as_list = copy.deepcopy(record)
    as_list["rounds"][0] = []
    witch = copy.deepcopy(record)
    witch["rounds"][0]["witch"] = []
    return [(as_list, (1, None, "BAD_TYPE", "rounds[0]", [])), (witch, (1, "witch", "BAD_TYPE", "rounds[0].witch", []))]


def _written_with_start(rules: Rules, game: dict[str, Any]) -> dict[str, Any]:
    """The game as record_rows writes it with its `start`, decoded: the start damages' base."""
    from .record_games import written

    record: dict[str, Any] = json.loads(written(rules, game, with_start=True))
    return record


DAMAGES: dict[str, Damage] = {"played-twice": _played_twice, "one-more": _one_more, "one-fewer": _one_fewer,
                              "two-wrong-in-a-round": _two_wrong_in_a_round,
                              "spent-again": _spent_again, "round-left-empty": _round_left_empty,
                              "after-the-end": _after_the_end,
                              "wrong-winner": _wrong_winner, "no-winner": _no_winner,
                              "result-score-left-out": _result_score_left_out,
                              "result-score-zero": _result_score_zero,
                              "ruling-answered-wrong-over-the-starts": _ruling_answered_wrong_over_the_starts,
                              "result-winner-twice": _result_winner_twice,
                              "start-ruling-unknown-of-quoted-words": _start_ruling_unknown_of_quoted_words,
                              "rulings-two-unknown": _rulings_two_unknown,
                              "unknown-card": _unknown_card,
                              "unknown-card-reselected": _unknown_card_reselected,
                              "unseated": _unseated, "seated-name-spaced": _seated_name_spaced,
                              "unseated-reselects": _unseated_reselects,
                              "reselected-without-witches": _reselected_without_witches,
                              "unknown-card-as-number-text": _unknown_card_as_number_text,
                              "start-field-unknown": _start_field_unknown,
                              "start-holding-a-positions-own-field": _start_holding_a_positions_own_field,
                              "cards-as-a-string": _cards_as_a_string,
                              "start-refused-beside-a-field": _start_refused_beside_a_field,
                              "two-record-fields-unknown": _two_record_fields_unknown,
                              "witch-written-alone": _witch_written_alone,
                              "more-cards-than-a-hand": _more_cards_than_a_hand, "start-game-over": _start_game_over,
                              "start-score-as-text": _start_score_as_text,
                              "start-without-king": _start_without_king,
                              "start-variant-unknown": _start_variant_unknown,
                              "start-players-differ": _start_players_differ,
                              "rulings-of-no-table-beside-the-starts": _rulings_of_no_table_beside_the_starts,
                              "variants-of-no-list-beside-the-starts": _variants_of_no_list_beside_the_starts,
                              "start-marker-missing": _start_marker_missing,
                              "rounds-as-an-object": _rounds_as_an_object,
                              "result-field-unknown": _result_field_unknown,
                              "record-field-unknown": _record_field_unknown,
                              "record-field-in-capitals": _record_field_in_capitals,
                              "round-comment-in-capitals": _round_comment_in_capitals,
                              "unknown-card-reselected-by-two-words": _unknown_card_reselected_by_two_words,
                              "rounds-left-out": _rounds_left_out, "result-scores-as-a-list": _result_scores_as_a_list,
                              "not-an-object": _not_an_object, "comments-as-numbers": _comments_as_numbers,
                              "player-named-witch": _player_named_witch, "rounds-past-the-last": _rounds_past_the_last,
                              "result-mistyped": _result_mistyped, "round-mistyped": _round_mistyped,
                              "result-score-at-the-bound": _result_score_at_the_bound}
