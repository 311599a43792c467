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

from typing import Any

from ..engine.adjudicate import scoring_problems
from ..engine.cards import Card, CardError, parse_card
from ..engine.record import GameRecord, RecordRound
from ..engine.round_play import IllegalPlay
from ..engine.setup import new_game, supply_not_on_board
from ..errors import Problem
from ..errors import field_key as _key
from ..rules import Rules
from .position_reader import ProblemCollector, read_position

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
        out.add("NOT_AN_OBJECT", "record", data, "a game record is a JSON object with players and rounds")
        return None, out.problems
    for name in data:
        if name not in RECORD_FIELDS:
            out.add("UNKNOWN_FIELD", name, data[name], f"unknown field; a record has {', '.join(RECORD_FIELDS)}")
    players = data.get("players")
    if isinstance(players, list):
        for i, p in enumerate(players):
            if p in ROUND_RESERVED:
                out.add("RESERVED_NAME", f"players[{i}]", p, "this word is reserved in a round; rename the player")

    start, rules, problems = _first_position(data, extra_variants, extra_banners, extra_rulings or {})
    out.problems.extend(problems)
    if start is None or rules is None:
        return None, out.problems

    raw_rounds = data.get("rounds")
    rounds: list[RecordRound] = []
    if raw_rounds is None:
        out.add("MISSING_FIELD", "rounds", None, "the list of rounds is required (it may be empty)")
    elif not isinstance(raw_rounds, list):
        out.add("BAD_TYPE", "rounds", raw_rounds, "expected a list of rounds")
    else:
        first = start.round + 1
        for i, raw in enumerate(raw_rounds):
            rounds.append(_read_round(raw, i, first + i, start.players, rules, out))

    result = data.get("result")
    if result is not None and not isinstance(result, dict):
        out.add("BAD_TYPE", "result", result, 'expected {"scores": {...}, "winners": [...]}')
        result = None
    comment = data.get("comment", "")
    round_level = all(p.field.startswith("rounds[") for p in out.errors)
    if out.errors and not (lenient and round_level):
        return None, out.problems
    return GameRecord(start.players, rules, start, rounds, result, comment if isinstance(comment, str) else "",
                      from_setup="start" not in data), out.problems


def _first_position(data, extra_variants, extra_banners, extra_rulings):
    """The position before the first round, read by the core's position reader."""
    fields = {k: data[k] for k in ("players", "variants", "banners", "rulings") if k in data}
    rulings = dict(fields.get("rulings", {})) if isinstance(fields.get("rulings", {}), dict) else fields["rulings"]
    if isinstance(rulings, dict):
        rulings.update(extra_rulings)
        fields["rulings"] = rulings
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
        return None, None, [Problem("BAD_TYPE", "start", start, f"start = {start!r}: expected a position object")]
    extra = []
    merged = dict(start)
    for k in start:
        if k not in START_FIELDS:
            extra.append(Problem("UNKNOWN_FIELD", f"start.{_key(k)}", start[k],
                                 f"start.{k}: not a field of a starting position ({', '.join(START_FIELDS)})"))
    if "players" in start and "players" in data and start["players"] != data["players"]:
        extra.append(Problem("PLAYERS_DIFFER", "start.players", start["players"],
                             "start.players must match the record's players (or be left out)"))
    merged.update({k: v for k, v in fields.items() if k != "variants"})
    merged["variants"] = list(start.get("variants", [])) + [v for v in fields.get("variants", [])
                                                           if v not in start.get("variants", [])]
    position, rules, problems = read_position(merged, extra_variants=extra_variants, extra_banners=extra_banners)
    problems = extra + problems
    if position is not None and position.supply is None:
        # Not given: every marker not on the board, not a Noble, not on the score track ("Preparation").
        position.supply = supply_not_on_board(position, rules)
    if position is not None and position.supply is not None:
        # a player the start's supply leaves out: every marker of theirs not on the board ("Preparation")
        derived = supply_not_on_board(position, rules)
        for p in position.players:
            position.supply.setdefault(p, derived[p])
    if position is not None:
        problems = problems + scoring_problems(position, rules)   # a start after the game's end
    if extra or any(p.severity == "error" for p in problems):
        return None, rules, problems
    return position, rules, problems


def _read_round(raw, index: int, number: int, players: list[str], rules: Rules, out: ProblemCollector) -> RecordRound:
    rnd = RecordRound(number)
    field = f"rounds[{index}]"
    if not isinstance(raw, dict):
        out.add("BAD_TYPE", field, raw, 'expected {"Player": [cards...], ...}')
        return rnd
    for key, value in raw.items():
        f = f"{field}.{_key(str(key))}"
        if key == "comment":
            rnd.comment = value if isinstance(value, str) else str(value)
        elif key == "witch":
            if not isinstance(value, dict):
                out.add("BAD_TYPE", f, value, 'expected {"Player": [the re-selected cards]}')
                continue
            for player, cards in value.items():
                if player not in players:
                    out.add("UNKNOWN_PLAYER", f"{f}.{_key(player)}", player, "not one of the players")
                    continue
                rnd.witch[player] = _read_cards(cards, f"{f}.{_key(player)}", number, player, rules, out)
        elif key not in players:
            out.add("UNKNOWN_PLAYER", f, key, f"round {number}: not one of the players ({', '.join(players)})")
        else:
            rnd.plays[key] = _read_cards(value, f, number, key, rules, out)
    return rnd


def _read_cards(raw, field: str, number: int, player: str, rules: Rules, out: ProblemCollector) -> list[Card]:
    if not isinstance(raw, list):
        out.add("BAD_TYPE", field, raw, f"round {number}, {player}: expected a list of cards")
        return []
    cards = []
    for i, item in enumerate(raw):
        try:
            cards.append(parse_card(item, rules.board))
        except CardError as exc:
            # the same words as every illegal play: round, player, card as written, reason, section
            play = IllegalPlay(number, player, item, "UNKNOWN_CARD", str(exc), "Revealing cards")
            out.problems.append(Problem("UNKNOWN_CARD", f"{field}[{i}]", item, play.message))
    return cards
