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

from referee.errors import Problem, field_key
from referee.io.json_input import count_problem, is_int
from referee.messages import Text, text

from ..input_problems import (
    InputError,
    bad,
    merged_rulings,
    missing,
    parse_json,
    same_players,
    top_level_fields,
    unexpected_fields,
)
from ..spec_files import choose_rulings
from .rules import StruggleRules, most_tricks
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
    """The players' collected cards and gold; `rulings` (e.g. from --ruling) override the file's.

    The file names every player at the table (3 to 6, "Number of players"): there are as many
    decks as players ("Setup"), so as many cards of each rank, and at most that many cards a
    trick over the game's 7 tricks ("Day or Night")."""
    problems: list[Problem] = top_level_fields(data, source, ("players", "rulings"), '"players"')
    choices, found = choose_rulings(rules.rulings, merged_rulings(data, rulings))
    problems += found
    players = data.get("players")
    hands = []
    if players is None:
        problems.append(missing("players", text("struggle.players.missing")))
    elif not isinstance(players, dict) or not players:
        problems.append(bad("BAD_TYPE", "players", players, text("struggle.players.type")))
    else:
        if not rules.min_players <= len(players) <= rules.max_players:
            code = "TOO_MANY_PLAYERS" if len(players) > rules.max_players else "TOO_FEW_PLAYERS"
            problems.append(bad(code, "players", list(players), text(
                "struggle.players.count", game=rules.name, lo=rules.min_players, hi=rules.max_players,
                section=rules.sections["game"], n=len(players))))
        problems += same_players(players)
        for name, entry in players.items():
            hand = _read_hand(name, entry, rules, choices, problems)
            if hand is not None:
                hands.append(hand)
        if rules.min_players <= len(players) <= rules.max_players:
            # over the hands that could be read: each excess found is one that the whole table has too
            problems += _table_problems(hands, len(players), rules, choices)
    if problems:
        raise InputError(source, problems)
    return HandsInput(tuple(hands), choices)


def _read_hand(name: str, entry: Any, rules: StruggleRules, choices, problems: list[Problem]):
    field = f"players.{field_key(name)}"
    if not name.strip():
        problems.append(bad("BAD_NAME", field, name, text("struggle.name.empty")))
    if not isinstance(entry, dict):
        problems.append(bad("BAD_TYPE", field, entry, text("struggle.hand.type")))
        return None
    before = len(problems)
    problems += unexpected_fields(entry, ("gold", "cards", "tricks"), field + ".")
    gold = _count(entry, "gold", field, problems, required=True, maximum=rules.gold_tokens,
                  why=text("struggle.gold.why", max=rules.gold_tokens, section=rules.sections["components"]))
    tricks = _count(entry, "tricks", field, problems, required=choices["most-cards"] == "tricks-won",
                    needed=text("struggle.tricks.why"), maximum=most_tricks(rules, choices),
                    why=text("struggle.tricks-total.why", tricks=most_tricks(rules, choices),
                             section=rules.sections["modes"]))
    cards = entry.get("cards")
    if cards is None:
        problems.append(missing(f"{field}.cards", text("struggle.cards.missing")))
    elif not isinstance(cards, list):
        problems.append(bad("BAD_TYPE", f"{field}.cards", cards, text("struggle.cards.type")))
    else:
        _check_cards(cards, f"{field}.cards", rules, problems)
    if len(problems) > before or gold is None or not isinstance(cards, list):    # the last two: said above
        return None
    return PlayerHand(name, gold, tuple(cards), tricks)


def _check_cards(cards: list, field: str, rules: StruggleRules, problems: list[Problem]) -> None:
    low, high = rules.lowest_rank, rules.highest_rank
    for index, rank in enumerate(cards):
        if not is_int(rank) or not low <= rank <= high:
            problems.append(bad(_rank_code(rank), f"{field}[{index}]", rank, text("struggle.rank", low=low, high=high)))


def _table_problems(hands: list[PlayerHand], n: int, rules: StruggleRules, choices) -> list[Problem]:
    """What no game of this many players can end with, all hands together: more cards of a rank
    than decks ("Setup"), more cards or tricks than the game's tricks hold ("Day or Night"), more
    gold than the box ("Contents"); and a player's cards against the tricks they won."""
    tricks = most_tricks(rules, choices)
    problems = []
    counts = Counter(rank for hand in hands for rank in hand.cards)
    for rank, count in sorted(counts.items()):
        if count > n:
            holders = {hand.name: hand.cards.count(rank) for hand in hands if rank in hand.cards}
            problems.append(bad("TOO_MANY_CARDS", "players", holders, text(
                "struggle.rank-count", count=count, rank=rank, n=n, section=rules.sections["setup"])))
    total = sum(len(hand.cards) for hand in hands)
    if total > tricks * n:
        problems.append(bad("TOO_MANY_CARDS", "players", total, text(
            "struggle.cards-total", count=total, n=n, tricks=tricks, max=tricks * n, section=rules.sections["modes"])))
    gold = sum(hand.gold for hand in hands)
    if gold > rules.gold_tokens:
        problems.append(bad("TOO_MUCH_GOLD", "players", gold, text(
            "struggle.gold-total", count=gold, max=rules.gold_tokens, section=rules.sections["components"])))
    won = {hand.name: (hand, hand.tricks) for hand in hands if hand.tricks is not None}
    if sum(count for _, count in won.values()) > tricks:
        problems.append(bad("TOO_MANY_TRICKS", "players", {name: count for name, (_, count) in won.items()}, text(
            "struggle.tricks-total", count=sum(count for _, count in won.values()), tricks=tricks,
            section=rules.sections["modes"])))
    for hand, count in won.values():
        field = f"players.{field_key(hand.name)}.cards"
        if len(hand.cards) < count:
            problems.append(bad("TOO_FEW_CARDS", field, list(hand.cards), text(
                "struggle.tricks-cards.few", cards=len(hand.cards), tricks=count,
                section=rules.sections["trick"])))
        elif len(hand.cards) > count * n:
            problems.append(bad("TOO_MANY_CARDS", field, list(hand.cards), text(
                "struggle.tricks-cards.many", cards=len(hand.cards), tricks=count, n=n,
                section=rules.sections["trick"])))
    return problems


def _count(entry: dict, key: str, field: str, problems: list[Problem], required: bool, needed: Text | None = None,
           maximum: int | None = None, why: Text | None = None) -> int | None:
    value = entry.get(key)
    if value is None:
        if required:
            problems.append(missing(f"{field}.{key}", why=needed) if needed else missing(f"{field}.{key}"))
        return None
    problem = count_problem(f"{field}.{key}", value, maximum=maximum, why=why)
    if problem is not None:
        problems.append(problem)
        return None
    return value


def read_trick(data: Any, source: str, rules: StruggleRules, rulings: Mapping[str, str] | None = None) -> TrickInput:
    """One trick's cards in playing order (leader first) with who played them and their powers:
    one card per player, 3 to 6 ("Number of players", "The Play"), with no more modifier markers
    than the box holds ("Contents")."""
    problems: list[Problem] = top_level_fields(data, source, ("cards", "rulings"), '"cards"')
    choices, found = choose_rulings(rules.rulings, merged_rulings(data, rulings))
    problems += found
    cards = data.get("cards")
    played: list[PlayedCard] = []
    lo, hi = rules.min_players, rules.max_players
    if cards is None:
        problems.append(missing("cards", text("struggle.trick.missing")))
    elif not isinstance(cards, list):
        problems.append(bad("BAD_TYPE", "cards", cards, text("struggle.trick.type", lo=lo, hi=hi)))
    else:
        if not lo <= len(cards) <= hi:
            problems.append(bad("TOO_FEW_CARDS" if len(cards) < lo else "TOO_MANY_CARDS", "cards", cards, text(
                "struggle.trick.count", lo=lo, hi=hi, n=len(cards), section=rules.sections["game"], play="The Play")))
        for index, entry in enumerate(cards):
            card = _read_played(entry, f"cards[{index}]", rules, problems)
            if card is not None:
                played.append(card)
        names = Counter(c.player for c in played)
        problems += [bad("DUPLICATE_PLAYER", "cards", cards, text("struggle.trick.duplicate", name=name, n=n))
                     for name, n in names.items() if n > 1]
        markers = sum(abs(c.power - c.rank) for c in played)
        if len(played) == len(cards) and markers > rules.modifier_markers:
            problems.append(bad("TOO_MANY_MODIFIERS", "cards", cards, text(
                "struggle.modifiers-total", count=markers, max=rules.modifier_markers,
                section=rules.sections["components"])))
    if problems:
        raise InputError(source, problems)
    return TrickInput(tuple(played), choices)


def _read_played(entry: Any, field: str, rules: StruggleRules, problems: list[Problem]) -> PlayedCard | None:
    if not isinstance(entry, dict):
        problems.append(bad("BAD_TYPE", field, entry, text("struggle.played.type")))
        return None
    before = len(problems)
    problems += unexpected_fields(entry, ("player", "rank", "modifier", "power"), field + ".")
    player, rank = entry.get("player"), entry.get("rank")
    if "player" not in entry:
        problems.append(missing(f"{field}.player", text("struggle.played.player-missing")))
    elif not isinstance(player, str) or not player.strip():
        problems.append(bad("BAD_NAME" if isinstance(player, str) else "BAD_TYPE", f"{field}.player", player,
                            text("struggle.played.player")))
    low, high = rules.lowest_rank, rules.highest_rank
    if "rank" not in entry:
        problems.append(missing(f"{field}.rank", text("struggle.played.rank-missing", low=low, high=high)))
    elif not is_int(rank) or not low <= rank <= high:
        problems.append(bad(_rank_code(rank), f"{field}.rank", rank, text("struggle.played.rank", low=low, high=high)))
    for key in ("modifier", "power"):
        if key in entry and not is_int(entry[key]):
            problems.append(bad("NOT_AN_INTEGER", f"{field}.{key}", entry[key], text("problem.not-an-integer")))
    if "modifier" in entry and "power" in entry:
        problems.append(bad("CONFLICTING_FIELDS", f"{field}.power", entry["power"], text("struggle.played.both")))
    if len(problems) > before or not isinstance(player, str) or not is_int(rank):     # the last two: said above
        return None
    power = entry["power"] if "power" in entry else rank + entry.get("modifier", 0)
    if abs(power - rank) > rules.modifier_markers:
        key = "power" if "power" in entry else "modifier"
        problems.append(bad("TOO_LARGE", f"{field}.{key}", entry[key], text(
            "struggle.modifier", modifier=power - rank, max=rules.modifier_markers,
            section=rules.sections["components"])))
        return None
    return PlayedCard(player, rank, power)


def _rank_code(rank: Any) -> str:
    """NOT_AN_INTEGER for a rank that is no whole number, OUT_OF_RANGE for one outside the ranks."""
    return "OUT_OF_RANGE" if is_int(rank) else "NOT_AN_INTEGER"
