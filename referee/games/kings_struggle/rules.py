"""King's Struggle's rules as data: spec/kings-struggle/game.toml and its rulings register."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping

from referee.errors import SpecError
from referee.messages import text

from ..spec_files import Ruling, int_table, read_rulings, read_toml, require, spec_label

GAME = "kings-struggle"


@dataclass(frozen=True)
class StruggleRules:
    name: str
    min_players: int
    max_players: int
    lowest_rank: int
    highest_rank: int
    decks: int                      # at most this many cards of one rank exist in a game
    starting_gold: int
    gold_tokens: int                # gold in the box: no player, nor all together, holds more
    modifier_markers: int           # modifier markers in the box: no trick carries more
    tricks: int
    day_hand: int
    night_removed: int
    points_per_gold: int
    set_points: Mapping[int, int]   # matching cards -> points, as printed (four missing)
    run_points: Mapping[int, int]   # run length -> points
    run_min_length: int
    sections: Mapping[str, str]     # concept -> section name of the text
    provenance: Mapping[str, object]
    rulings: tuple[Ruling, ...]

    @property
    def ranks(self) -> range:
        return range(self.lowest_rank, self.highest_rank + 1)

    def ruling(self, ruling_id: str) -> Ruling:
        return next(r for r in self.rulings if r.id == ruling_id)


@lru_cache(maxsize=1)
def load_rules() -> StruggleRules:
    """The spec, read once; SpecError names the file and key of anything malformed."""
    file = spec_label(GAME, "game.toml")
    data = read_toml(GAME, "game.toml")
    tables = {name: require(file, data, name, dict) for name in
              ("game", "provenance", "components", "setup", "modes", "trick", "scoring", "winning")}
    game, comp, modes, scoring = tables["game"], tables["components"], tables["modes"], tables["scoring"]
    rules = StruggleRules(
        name=require(file, game, "name", str, "game."),
        min_players=require(file, game, "min_players", int, "game."),
        max_players=require(file, game, "max_players", int, "game."),
        lowest_rank=require(file, comp, "lowest_rank", int, "components."),
        highest_rank=require(file, comp, "highest_rank", int, "components."),
        decks=require(file, comp, "decks", int, "components."),
        starting_gold=require(file, comp, "starting_gold", int, "components."),
        gold_tokens=require(file, comp, "gold_tokens", int, "components."),
        modifier_markers=require(file, comp, "modifier_markers", int, "components."),
        tricks=require(file, modes, "tricks", int, "modes."),
        day_hand=require(file, modes, "day_hand", int, "modes."),
        night_removed=require(file, modes, "night_removed", int, "modes."),
        points_per_gold=require(file, scoring, "points_per_gold", int, "scoring."),
        set_points=int_table(file, scoring, "sets", "scoring."),
        run_points=int_table(file, scoring, "runs", "scoring."),
        run_min_length=require(file, scoring, "run_min_length", int, "scoring."),
        sections={name: require(file, table, "section", str, f"{name}.")
                  for name, table in tables.items() if name != "provenance"},
        provenance=dict(tables["provenance"]),
        rulings=read_rulings(GAME),
    )
    _check(file, rules)
    return rules


def _check(file: str, rules: StruggleRules) -> None:
    span = rules.highest_rank - rules.lowest_rank + 1
    expected_runs = set(range(rules.run_min_length, span + 1))
    if set(rules.run_points) != expected_runs:
        raise SpecError(file, "scoring.runs", text("spec.struggle.runs", low=min(expected_runs), high=span,
                                                   has=str(sorted(rules.run_points))))
    if 1 not in rules.set_points or max(rules.set_points) > rules.decks:
        raise SpecError(file, "scoring.sets", text("spec.struggle.sets", decks=rules.decks,
                                                   has=str(sorted(rules.set_points))))


def set_points(rules: StruggleRules, choices: Mapping[str, str]) -> dict[int, int]:
    """The set table with the four-of-a-kind ruling applied: matching cards -> points."""
    table = dict(rules.set_points)
    if choices["four-of-a-kind"] == "ten":
        table.setdefault(4, 10)
    return dict(sorted(table.items()))


@dataclass(frozen=True)
class ModePlan:
    mode: str
    hand: int          # cards in hand when the first trick starts
    tricks: int
    left_over: int     # cards never played


def mode_plan(rules: StruggleRules, mode: str, choices: Mapping[str, str]) -> ModePlan:
    """Cards in hand, tricks and cards left over for "day" or "night" ("Day or Night"), the
    Night count following the night-card-count ruling."""
    deck = len(rules.ranks)
    if mode == "day":
        return ModePlan("day", rules.day_hand, rules.tricks, rules.day_hand - rules.tricks)
    if mode != "night":
        raise ValueError(f"mode {mode!r}: expected day or night")
    choice = choices["night-card-count"]
    removed = rules.night_removed + (1 if choice == "seven-cards" else 0)
    tricks = rules.tricks + (1 if choice == "eight-tricks" else 0)
    return ModePlan("night", deck - removed, tricks, deck - removed - tricks)


def most_tricks(rules: StruggleRules, choices: Mapping[str, str]) -> int:
    """Tricks a game has at most, Day or Night ("Day or Night"): 7, or 8 for a Night game under
    night-card-count = eight-tricks. The hands file does not say which was played."""
    return max(mode_plan(rules, mode, choices).tricks for mode in ("day", "night"))
