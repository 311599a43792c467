"""Game records (JSON): read with every problem collected, PGN-style; write for simulate.

A record, schema in referee/schema/game.schema.json:

    {
      "players": ["Jen", "Phil"],
      "variants": [], "banners": {...}, "rulings": {...},   // optional
      "start": {...},                                        // optional starting position
      "rounds": [
        {"Jen": ["dark-tower", 5, "knight"], "Phil": ["witch"],
         "witch": {"Phil": ["Zin Kai's Deep", "dragon", "knight!declined"]}},
        ...
      ],
      "result": {"scores": {...}, "winners": [...]}          // optional: what a replay must reproduce
    }

Without "start" the game begins at the set-up ("Preparation"): King in the spec's starting
region, every supply full, scores 0. read_record builds that first Position with the core's
position reader, so players, variants, banners and rulings are validated exactly as in a
position file.
"""

from __future__ import annotations

import copy
from typing import Any

from ..engine.adjudicate import scoring_problems
from ..engine.cards import Card, CardError, parse_card
from ..engine.position import Position
from ..engine.record import GameRecord, RecordRound
from ..engine.round_play import IllegalPlay
from ..engine.setup import new_game, supply_not_on_board
from ..errors import Problem, did_you_mean_text, key_of_quoted
from ..errors import field_key as _key
from ..limits import MAX_PLAYERS, MAX_POINTS, MAX_ROUNDS, MAX_VARIANTS
from ..messages import Text, text
from ..rules import Rules
from .position_reader import check_text_fields, read_position
from .problem_collector import ProblemCollector

RECORD_FIELDS = ("$schema", "comment", "players", "variants", "banners", "rulings", "start",
                 "rounds", "result")
ROUND_RESERVED = ("witch", "comment")
START_FIELDS = ("king", "board", "scores", "supply", "used", "round", "comment", "players",
                "variants", "banners", "rulings")


def read_record(data: Any, *, extra_variants=(), extra_banners=None, extra_rulings: dict | None = None,
                lenient: bool = False) -> tuple[GameRecord | None, list[Problem]]:
    """Decoded JSON -> (GameRecord or None, every problem found).

    lenient=True still returns the record when only its rounds have problems (an unknown card
    or player is left out), so a lenient replay can carry on like a PGN reader.
    """
    out = ProblemCollector()
    if not isinstance(data, dict):
        out.add("NOT_AN_OBJECT", "record", data, text("problem.record-not-object"))
        return None, out.problems
    _check_record_fields(data, out)
    start, rules, problems = _first_position(data, extra_variants, extra_banners, extra_rulings or {})
    out.problems.extend(problems)
    if start is None or rules is None:
        return None, out.problems
    rounds = _read_rounds(data, start, rules, out)
    result = _read_result(data, start.players, out)
    comment = data.get("comment", "")
    check_text_fields(data, out)
    round_level = all(p.field.startswith("rounds[") for p in out.errors)
    if out.errors and not (lenient and round_level):
        return None, out.problems
    return GameRecord(start.players, rules, start, rounds, result, comment if isinstance(comment, str) else "",
                      from_setup="start" not in data), out.problems


def _check_record_fields(data: dict, out: ProblemCollector) -> None:
    for name in data:
        if name not in RECORD_FIELDS:
            hint = did_you_mean_text(name, RECORD_FIELDS) or text("hint.record-fields",
                                                                  fields=", ".join(RECORD_FIELDS))
            out.add("UNKNOWN_FIELD", name, data[name], text("problem.unknown-field", hint=hint))
    players = data.get("players")
    if isinstance(players, list) and len(players) <= 2 * MAX_PLAYERS:
        for i, p in enumerate(players):
            if isinstance(p, str) and p in ROUND_RESERVED:
                out.add("RESERVED_NAME", f"players[{i}]", p, text("problem.reserved-name"))


def _read_rounds(data: dict, start: Position, rules: Rules, out: ProblemCollector) -> list[RecordRound]:
    if "rounds" not in data:
        out.add("MISSING_FIELD", "rounds", None, text("problem.rounds-required"))
        return []
    raw_rounds = data["rounds"]
    if not isinstance(raw_rounds, list):            # null too: written, not left out
        out.add("BAD_TYPE", "rounds", raw_rounds, text("problem.rounds-type"))
        return []
    if out.too_many("rounds", raw_rounds, MAX_ROUNDS, text("what.rounds")):
        return []
    first = start.round + 1
    if first + len(raw_rounds) - 1 > MAX_ROUNDS:
        out.add("TOO_MANY_ROUNDS", "rounds", f"{len(raw_rounds)} rounds after round {start.round}",
                text("problem.too-many-rounds", max=MAX_ROUNDS))
        return []
    rounds = []
    for i, raw in enumerate(raw_rounds):
        if out.full:            # the rest would only add to "more problems not listed"
            break
        rounds.append(_read_round(raw, i, first + i, start.players, rules, out))
    return rounds


def _read_result(data: dict, players: list[str], out: ProblemCollector) -> dict | None:
    """The optional "result": {"scores": {player: points}, "winners": [players]}; None if absent or bad
    (null is written, not left out: refused as no result)."""
    if "result" not in data:
        return None
    result = data["result"]
    if not isinstance(result, dict):
        out.add("BAD_TYPE", "result", result, text("problem.result-type"))
        return None
    problems_before = len(out.problems)
    for key in result:
        if key not in ("scores", "winners"):
            out.add("UNKNOWN_FIELD", f"result.{_key(key)}", result[key], text("problem.result-field"))
    scores = result.get("scores", {})
    if not isinstance(scores, dict) or out.too_many("result.scores", scores, 2 * MAX_PLAYERS, text("what.players")):
        if not isinstance(scores, dict):
            out.add("BAD_TYPE", "result.scores", scores, text("problem.points-type"))
    else:
        for player, points in scores.items():
            if player not in players:
                out.add("UNKNOWN_PLAYER", f"result.scores.{_key(player)}", player,
                        text("problem.unknown-player", hint=_players_hint(player, players)))
            out.count(f"result.scores.{_key(player)}", points, maximum=MAX_POINTS,
                      why=text("why.max-scores", max=MAX_POINTS))
    winners = result.get("winners", [])
    if not isinstance(winners, list) or out.too_many("result.winners", winners, 2 * MAX_PLAYERS, text("what.winners")):
        if not isinstance(winners, list):
            out.add("BAD_TYPE", "result.winners", winners, text("problem.expected-players"))
    else:
        for i, name in enumerate(winners):
            if not isinstance(name, str) or name not in players:
                out.add("UNKNOWN_PLAYER", f"result.winners[{i}]", name,
                        text("problem.unknown-player", hint=_players_hint(name, players)))
    # the record's own copy: the caller's decoded file stays the caller's
    return copy.deepcopy(result) if len(out.problems) == problems_before else None


def _record_fields(data: dict, extra_rulings: dict) -> dict:
    """The record's own players, variants, banners and rulings, with --ruling laid over its rulings
    (no "rulings" where the record names none and --ruling none: a start's own then stand)."""
    fields = {k: data[k] for k in ("players", "variants", "banners", "rulings") if k in data}
    if extra_rulings and isinstance(fields.get("rulings", {}), dict):
        fields["rulings"] = {**fields.get("rulings", {}), **extra_rulings}
    return fields


def _first_position(data, extra_variants, extra_banners, extra_rulings):
    """The position before the first round, read by the core's position reader (a start's unknown field named once)."""
    fields = _record_fields(data, extra_rulings)
    if "start" in data and data["start"] is None:      # written but empty: refused, as the schema says
        return None, None, [Problem.about("BAD_TYPE", "start", None, text("problem.start-type"))]
    start = data.get("start")
    if start is None:
        position, rules, problems = read_position(dict(fields, king=1), extra_variants=extra_variants,
                                                  extra_banners=extra_banners)
        if position is not None:      # the set-up, with the record's banners and rulings
            banners = position.banners
            position = new_game(position.players, rules, position.rulings)
            position.banners = banners
        return position, rules, problems
    if not isinstance(start, dict):
        return None, None, [Problem.about("BAD_TYPE", "start", start, text("problem.start-type"))]
    extra, start = _start_problems(data, start), {k: v for k, v in start.items() if k in START_FIELDS}
    merged = {**start, **{k: v for k, v in fields.items() if k not in ("variants", "rulings", "banners")}}
    merged["variants"] = _merged_variants(start.get("variants", []), fields.get("variants", []))
    for key in ("rulings", "banners"):
        if key in fields:
            merged[key] = _laid_over(start.get(key, {}), fields[key])
    position, rules, problems = read_position(merged, extra_variants=extra_variants, extra_banners=extra_banners)
    problems = extra + [_under_start(p, start, fields) for p in problems]
    if position is not None:
        _complete_supply(position, rules)
        problems += [_under_start(p, start, fields) for p in scoring_problems(position, rules)]  # over already
    if position is None or any(p.code == "PLAYERS_DIFFER" for p in extra):
        return None, rules, problems            # no start, or two lists of players to read the rounds by
    return position, rules, problems            # any error refuses the record after its rounds are read too


def _under_start(problem: Problem, start: dict, fields: dict) -> Problem:
    """A problem the position reader found in a field of "start" (or one it lacks): named start.FIELD."""
    root = problem.field.split(".", 1)[0].split("[", 1)[0]
    if problem.code == "TOO_MANY_VARIANTS" and problem.field.split(" + ")[0] == "variants" and start.get("variants"):
        # the lists laid as one (the start's first) are too many: named as the position reader names
        # its own list and --variant's, each part where it is written
        return problem.under("start.variants + " if fields.get("variants") else "start.")
    if root == "variants" or root not in fields:    # written in the start, or a start's own field it lacks (the King)
        from_start = _in_start(start, fields, problem.value) if root == "variants" else root in (*start, *START_FIELDS)
    elif not isinstance(start.get(root), dict) or not isinstance(fields[root], dict):
        from_start = root in start and not isinstance(start[root], dict)     # _laid_over kept the start's
    else:                                   # rulings, banners: the entry decides (the record's laid over)
        entry = _entry_named(problem.field[len(root):])
        from_start = entry in start[root] and entry not in fields[root]
    if not from_start or not problem.message.startswith(problem.field):
        return problem
    return problem.under("start.")


def _entry_named(rest: str) -> str | None:
    """The entry a field names after its root: '."Dark Tower"[2]' -> 'Dark Tower', '.tie-ranking' -> 'tie-ranking'."""
    if not rest.startswith("."):
        return None
    if rest.startswith('."'):               # quoted as JSON writes a string (errors.field_key); else up to the next "
        return rest[2:].split('"', 1)[0] if (key := key_of_quoted(rest[1:])) is None else key
    return rest[1:].split(".", 1)[0].split("[", 1)[0]


def _start_problems(data: dict, start: dict) -> list[Problem]:
    extra = []
    for k in start:
        if k not in START_FIELDS:
            extra.append(Problem.about("UNKNOWN_FIELD", f"start.{_key(k)}", start[k],
                                       text("problem.start-field", fields=", ".join(START_FIELDS))))
    if "players" in start and "players" in data and start["players"] != data["players"]:
        extra.append(Problem.about("PLAYERS_DIFFER", "start.players", start["players"],
                                   text("problem.players-differ")))
    return extra


def _merged_variants(start_variants, record_variants):
    """start.variants, then the record's variants not already there; a non-list is passed on for the
    position reader to refuse by name."""
    if not isinstance(start_variants, list):
        return start_variants
    if not isinstance(record_variants, list):
        return record_variants
    if len(start_variants) + len(record_variants) > MAX_VARIANTS:
        return start_variants + record_variants      # refused by the reader as too many
    return start_variants + [v for v in record_variants if v not in start_variants]


def _laid_over(start_entries, record_entries):
    """start.rulings or start.banners with the record's own laid over them, entry by entry (a
    ruling, a region's banner); a non-object is passed on for the position reader to refuse by name."""
    if not isinstance(start_entries, dict) or not isinstance(record_entries, dict):
        return record_entries if isinstance(start_entries, dict) else start_entries
    return {**start_entries, **record_entries}


def _complete_supply(position: Position, rules: Rules) -> None:
    """Every player's supply: where the start does not give it (for anyone, or for one player),
    every marker not on the board, not a Noble and not on the score track ("Preparation")."""
    derived = supply_not_on_board(position, rules)
    if position.supply is None:
        position.supply = derived
    for p in position.players:
        position.supply.setdefault(p, derived[p])


def _read_round(raw, index: int, number: int, players: list[str], rules: Rules, out: ProblemCollector) -> RecordRound:
    rnd = RecordRound(number)
    field = f"rounds[{index}]"
    if not isinstance(raw, dict):
        out.add("BAD_TYPE", field, raw, text("problem.round-type"))
        return rnd
    if out.too_many(field, raw, 2 * MAX_PLAYERS + len(ROUND_RESERVED), text("what.round-entries")):
        return rnd
    for key, value in raw.items():
        f = f"{field}.{_key(str(key))}"
        if key == "comment":
            if not isinstance(value, str):
                out.add("BAD_TYPE", f, value, text("problem.comment-type"))
            else:
                rnd.comment = value
        elif key == "witch":
            _read_witch(value, f, number, players, rules, out, rnd)
        elif key not in players:
            out.add("UNKNOWN_PLAYER", f, key, text("problem.round-unknown-player", round=number,
                                                    players=", ".join(players)))
        else:
            rnd.plays[key] = _read_cards(value, f, number, key, rules, out)
    return rnd


def _players_hint(name, players: list[str]) -> Text | str:
    """What an unknown player's sentence suggests, as a position's does: the nearest seated name,
    else the seated players (nothing where none is known)."""
    if not players:
        return ""
    near = did_you_mean_text(name, players) if isinstance(name, str) else ""
    return near or text("hint.players", players=", ".join(players))


def _read_witch(value, field: str, number: int, players: list[str], rules: Rules, out: ProblemCollector,
                rnd: RecordRound) -> None:
    if not isinstance(value, dict):
        out.add("BAD_TYPE", field, value, text("problem.witch-type"))
        return
    if out.too_many(field, value, 2 * MAX_PLAYERS, text("what.players")):
        return
    for player, cards in value.items():
        if player not in players:
            out.add("UNKNOWN_PLAYER", f"{field}.{_key(player)}", player,
                    text("problem.unknown-player", hint=_players_hint(player, players)))
            continue
        rnd.witch[player] = _read_cards(cards, f"{field}.{_key(player)}", number, player, rules, out)


def _read_cards(raw, field: str, number: int, player: str, rules: Rules, out: ProblemCollector) -> list[Card]:
    if not isinstance(raw, list):
        out.add("BAD_TYPE", field, raw, text("problem.cards-type", round=number, player=player))
        return []
    if out.too_many(field, raw, rules.components.cards_per_player, text("what.hand")):
        return []
    cards = []
    for i, item in enumerate(raw):
        try:
            cards.append(parse_card(item, rules.board))
        except CardError as exc:
            # the same words as every illegal play: round, player, card as written, reason, section
            play = IllegalPlay(number, player, item, "UNKNOWN_CARD", exc.text, "Revealing cards")
            out.problems.append(Problem.of("UNKNOWN_CARD", f"{field}[{i}]", item, play.text))
    return cards


def _in_start(start: dict, fields: dict, value: Any) -> bool:
    """Whether a variant problem is the start's, read as _merged_variants joined the two: the start's
    value where it is no list; else the record's where that is no list; else the start's where one
    of its entries is the value (the start's come first)."""
    own, theirs = start.get("variants"), fields.get("variants", [])
    if "variants" not in start or not isinstance(own, list):
        return "variants" in start
    return isinstance(theirs, list) and value in own
