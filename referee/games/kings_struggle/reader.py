"""King's Struggle input files (JSON) -> typed objects. Every problem is collected, each naming
its field and value (a referee.errors.Problem with a code), and raised together as one InputError.

Hands file:  {"players": {"Ann": {"gold": 17, "cards": [8, 8, 8, 3, 4, 5, 6, 1, 1]}, ...},
              "rulings": {"four-of-a-kind": "split"}}
Trick file:  {"cards": [{"player": "Ann", "rank": 7, "modifier": 2}, ...], "rulings": {}}
             cards in playing order, the leader first, then to the left.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping

from referee.errors import Problem
from referee.io.json_input import count_problem, is_int

from ..input_problems import InputError, bad, merged_rulings, missing, parse_json, top_level_fields, unexpected_fields
from ..spec_files import choose_rulings
from .rules import StruggleRules
from .trick import PlayedCard
from .winning import PlayerHand


@dataclass(frozen=True)
class HandsInput:
    hands: tuple[PlayerHand, ...]
    choices: Mapping[str, str]


@dataclass(frozen=True)
class TrickInput:
    cards: tuple[PlayedCard, ...]
    choices: Mapping[str, str]


def read_hands_text(text: str, source: str, rules: StruggleRules, rulings: Mapping[str, str] | None = None):
    return read_hands(parse_json(text, source), source, rules, rulings)


def read_trick_text(text: str, source: str, rules: StruggleRules, rulings: Mapping[str, str] | None = None):
    return read_trick(parse_json(text, source), source, rules, rulings)


def read_hands(data: Any, source: str, rules: StruggleRules, rulings: Mapping[str, str] | None = None) -> HandsInput:
    """The players' collected cards and gold; `rulings` (e.g. from --ruling) override the file's."""
    problems: list[Problem] = top_level_fields(data, source, ("players", "rulings"), '"players"')
    choices, found = choose_rulings(rules.rulings, merged_rulings(data, rulings))
    problems += found
    players = data.get("players")
    hands = []
    if players is None:
        problems.append(missing("players", "missing: give each player's gold and collected cards"))
    elif not isinstance(players, dict) or not players:
        problems.append(bad("BAD_TYPE", "players", players, "expected an object: player name -> {gold, cards}"))
    else:
        if len(players) > rules.max_players:
            problems.append(bad("TOO_MANY_PLAYERS", "players", list(players), f"at most {rules.max_players} players"))
        for name, entry in players.items():
            hand = _read_hand(name, entry, rules, choices, problems)
            if hand is not None:
                hands.append(hand)
    if problems:
        raise InputError(source, problems)
    return HandsInput(tuple(hands), choices)


def _read_hand(name: str, entry: Any, rules: StruggleRules, choices, problems: list[Problem]):
    field = f"players.{name}"
    if not name.strip():
        problems.append(bad("BAD_NAME", field, name, "a player needs a name"))
    if not isinstance(entry, dict):
        problems.append(bad("BAD_TYPE", field, entry, "expected an object with \"gold\" and \"cards\""))
        return None
    before = len(problems)
    problems += unexpected_fields(entry, ("gold", "cards", "tricks"), field + ".")
    gold = _count(entry, "gold", field, problems, required=True)
    tricks = _count(entry, "tricks", field, problems, required=choices["most-cards"] == "tricks-won",
                    why="the most-cards ruling is tricks-won")
    cards = entry.get("cards")
    if cards is None:
        problems.append(missing(f"{field}.cards", "missing: the natural ranks of the cards collected ([] for none)"))
    elif not isinstance(cards, list):
        problems.append(bad("BAD_TYPE", f"{field}.cards", cards, "expected a list of ranks"))
    else:
        _check_cards(cards, f"{field}.cards", rules, problems)
    if len(problems) > before:
        return None
    return PlayerHand(name, gold, tuple(cards), tricks)


def _check_cards(cards: list, field: str, rules: StruggleRules, problems: list[Problem]) -> None:
    low, high = rules.lowest_rank, rules.highest_rank
    for index, rank in enumerate(cards):
        if not is_int(rank) or not low <= rank <= high:
            problems.append(bad(_rank_code(rank), f"{field}[{index}]", rank, f"a card is a natural rank {low}-{high}"))
    counts = Counter(r for r in cards if is_int(r))
    for rank, count in sorted(counts.items()):
        if low <= rank <= high and count > rules.decks:
            problems.append(bad("TOO_MANY_CARDS", field, cards, f"{count} cards of rank {rank}: the game has at "
                                                                f"most {rules.decks} (one per deck)"))


def _count(entry: dict, key: str, field: str, problems: list[Problem], required: bool, why: str = "") -> int | None:
    value = entry.get(key)
    if value is None:
        if required:
            problems.append(missing(f"{field}.{key}", f"missing{': needed because ' + why if why else ''}"))
        return None
    problem = count_problem(f"{field}.{key}", value)
    if problem is not None:
        problems.append(problem)
        return None
    return value


def read_trick(data: Any, source: str, rules: StruggleRules, rulings: Mapping[str, str] | None = None) -> TrickInput:
    """One trick's cards in playing order (leader first) with who played them and their powers."""
    problems: list[Problem] = top_level_fields(data, source, ("cards", "rulings"), '"cards"')
    choices, found = choose_rulings(rules.rulings, merged_rulings(data, rulings))
    problems += found
    cards = data.get("cards")
    played: list[PlayedCard] = []
    if cards is None:
        problems.append(missing("cards", "missing: the trick's cards in playing order, leader first"))
    elif not isinstance(cards, list) or not 2 <= len(cards) <= rules.max_players:
        code = "BAD_TYPE" if not isinstance(cards, list) else "TOO_FEW_CARDS" if len(cards) < 2 else "TOO_MANY_CARDS"
        problems.append(bad(code, "cards", cards, f"expected a list of 2-{rules.max_players} played cards"))
    else:
        for index, entry in enumerate(cards):
            card = _read_played(entry, f"cards[{index}]", rules, problems)
            if card is not None:
                played.append(card)
        names = Counter(c.player for c in played)
        problems += [bad("DUPLICATE_PLAYER", "cards", cards, f"{name} plays {n} cards; one card each")
                     for name, n in names.items() if n > 1]
    if problems:
        raise InputError(source, problems)
    return TrickInput(tuple(played), choices)


def _read_played(entry: Any, field: str, rules: StruggleRules, problems: list[Problem]) -> PlayedCard | None:
    if not isinstance(entry, dict):
        problems.append(bad("BAD_TYPE", field, entry, "expected {\"player\": NAME, \"rank\": R, \"modifier\": M}"))
        return None
    before = len(problems)
    problems += unexpected_fields(entry, ("player", "rank", "modifier", "power"), field + ".")
    player, rank = entry.get("player"), entry.get("rank")
    if "player" not in entry:
        problems.append(missing(f"{field}.player", "missing: the name of who played the card"))
    elif not isinstance(player, str) or not player.strip():
        problems.append(bad("BAD_NAME" if isinstance(player, str) else "BAD_TYPE", f"{field}.player", player,
                            "expected the name of who played the card"))
    low, high = rules.lowest_rank, rules.highest_rank
    if "rank" not in entry:
        problems.append(missing(f"{field}.rank", f"missing: the card's natural rank {low}-{high}"))
    elif not is_int(rank) or not low <= rank <= high:
        problems.append(bad(_rank_code(rank), f"{field}.rank", rank, f"expected the card's natural rank {low}-{high}"))
    for key in ("modifier", "power"):
        if key in entry and not is_int(entry[key]):
            problems.append(bad("NOT_AN_INTEGER", f"{field}.{key}", entry[key], "expected a whole number"))
    if "modifier" in entry and "power" in entry:
        problems.append(bad("CONFLICTING_FIELDS", f"{field}.power", entry["power"],
                            "give either power (modified) or modifier, not both"))
    if len(problems) > before:
        return None
    power = entry["power"] if "power" in entry else rank + entry.get("modifier", 0)
    return PlayedCard(player, rank, power)


def _rank_code(rank: Any) -> str:
    """NOT_AN_INTEGER for a rank that is no whole number, OUT_OF_RANGE for one outside the ranks."""
    return "OUT_OF_RANGE" if is_int(rank) else "NOT_AN_INTEGER"

