"""The games the record rows play and write (record_rows): whole games of random legal rounds as
`referee simulate` chooses them, under a ruleset or one of the rows' own variants of it (a shorter
game, a higher minimum, a final scoring paying the Noble bonus, a bonus of no points), with a
printing's banner values; the tied twins of a game's last round; the result a game must end with,
stated from "Game end and winning" (model_result); and a game written as a record, with its start
or without (written)."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...engine.position import Position
    from ...rules import Rules

ROUND_CAP = 200               # rounds of one game (a random game lasts about 15)
# a comment on the first round, its spaces its own ("Game records": a round may carry a comment, told
# back as written in the sheet's JSON)
ROUND_COMMENT = "  Ann arrived late: she played this round from the hall  "
BLANK_COMMENT = "   "           # the second round's: a comment of spaces alone is text all the same
# the players of the drawn games, seated in reverse alphabetical order: a result that lists its winners
# by name rather than in the order of play ("Game end and winning" names no order; the referee keeps
# the players' own) differs from the model's where two share the victory
SEAT_NAMES = ("Zoe", "Max", "Kit", "Ben", "Ann")
SHORTER_BY = 10               # points: the threshold of the shorter game a table may agree on


def shorter_game(rules: Rules) -> Rules:
    """The rules with the game's end SHORTER_BY points sooner, as a variant file (the records name
    it, so that they replay under it): a table's shorter game, where a threshold read as the
    rulebook's 40 shows."""
    from .variant_sweep import Change, variant_folder, with_changes

    change = Change("end", "threshold", max(1, rules.end.threshold - SHORTER_BY))     # the spec's low: 1
    return with_changes(rules, variant_folder(), "record", "shorter-game", "a shorter game", [change])


def higher_minimum_game(rules: Rules) -> Rules | None:
    """The rules with one more marker needed to be placed in a region ([scoring] min_influence, a
    variant's value), as a variant file: a player with markers there but too few is then on the
    sheet's region with their influence and no points, as `referee score` tells it. None where the
    ruleset's own variants refuse it."""
    from ...errors import SpecError
    from .variant_sweep import Change, variant_folder, with_changes

    try:
        return with_changes(rules, variant_folder(), "record", "higher-minimum", "one more marker to place",
                            [Change("scoring", "min_influence", rules.scoring.min_influence + 1)])
    except SpecError:
        return None


def final_bonus_game(rules: Rules) -> Rules | None:
    """The rules with the final scoring paying the Noble bonus ([end] final_pays_noble_bonus, a
    variant's value), as a variant file: the sheet's final scoring then tells bonuses as well as
    places. None where the ruleset's own variants refuse it."""
    from ...errors import SpecError
    from .variant_sweep import Change, variant_folder, with_changes

    if rules.end.final_pays_noble_bonus:
        return rules
    try:
        return with_changes(rules, variant_folder(), "record", "final-bonus", "the final scoring pays the bonus",
                            [Change("end", "final_pays_noble_bonus", True)])
    except SpecError:
        return None


def zero_bonus_game(rules: Rules) -> Rules | None:
    """The rules with a Noble's bonus paying nothing for its own region ([nobles] bonus_base = 0, a
    variant's value), as a variant file: a lone Noble's bonus is then of no points, which the sheet
    must still tell, as `referee score` tells it. The ruleset itself where its base is 0 already; None
    where its own variants refuse it."""
    from ...errors import SpecError
    from .variant_sweep import Change, variant_folder, with_changes

    if rules.nobles.bonus_base == 0:
        return rules
    try:
        return with_changes(rules, variant_folder(), "record", "zero-bonus", "a lone Noble's bonus pays nothing",
                            [Change("nobles", "bonus_base", 0)])
    except SpecError:
        return None


def seat_count(rules: Rules, game: int) -> int:
    """The players of game number `game`: each count the rules allow (at most five), in turn."""
    counts = list(range(rules.min_players, min(rules.max_players, 5) + 1))
    return counts[game % len(counts)]


def printed_banners(rules: Rules, rng: random.Random) -> dict[int, tuple[int, ...]]:
    """Two regions' banners as another printing could give them: the first value kept (it is the
    region's number, "Scoring"), each later one a point higher, never above the first."""
    changeable = [r for r in rules.regions if raised_banner(r.banner) != r.banner]
    return {r.number: raised_banner(r.banner) for r in rng.sample(changeable, min(2, len(changeable)))}


def raised_banner(banner: tuple[int, ...]) -> tuple[int, ...]:
    """A banner as another printing could give it: its first value, each later one a point higher,
    never above the first."""
    return banner[:1] + tuple(min(banner[0], v + 1) for v in banner[1:])


def played_game(rng: random.Random, rules: Rules, seats: int,
                banners: dict[int, tuple[int, ...]] | None = None) -> dict[str, Any] | None:
    """One game of random legal rounds: its players, banners (a printing's drawn, or `banners`), rounds
    as written and as cards ("plays": (plays, witch) a round), the position after each round, the
    influence when the last round ended, and its ending's kind; None when it did not end within
    ROUND_CAP rounds."""
    from ...engine.record import round_to_json
    from ...engine.round_play import apply_round
    from ...engine.setup import new_game
    from ...engine.simulate import choose_round, player_names

    players = player_names(seats, rules, SEAT_NAMES)
    position = new_game(players, rules, dict(rules.chosen_rulings) or None)
    position.banners = printed_banners(rules, rng) if banners is None else dict(banners)
    start = position.copy()
    rounds: list[dict[str, Any]] = []
    cards: list[tuple[Any, Any]] = []
    after: list[Position] = []
    while not position.game_over and len(rounds) < ROUND_CAP:
        plays, witch = choose_round(rng, position, rules)
        cards.append((plays, witch))
        rounds.append(round_to_json(plays, witch, rules, players))
        last = position.copy()
        apply_round(position, rules, plays, witch, trace=False)
        after.append(position.copy())
    if not position.game_over:
        return None
    return _ended(rules, players, start, rounds, after, last, (plays, witch)) | {"plays": cards}


def _ended(rules: Rules, players: list[str], start: Position, rounds: list[Any], after: list[Position],
           last: Position, cards: tuple[Any, Any]) -> dict[str, Any]:
    """A game that ended: its data, the model's result, and what its twins need (its last round)."""
    from ...engine.round_play import apply_round

    before_final = last.copy()
    apply_round(before_final, _never_ending(rules), *cards, trace=False)
    final = after[-1]
    winners, tied = model_result(rules, final, before_final)
    top = [p for p in players if final.scores[p] == max(final.scores.values())]
    kind = ("untied" if not tied else "decided" if len(winners) == 1 else "shared" if len(winners) == len(top)
            else "narrowed")
    return {"players": players, "start": start, "rounds": rounds, "after": after, "final": final,
            "winners": winners, "tied": tied, "kind": kind, "last": last, "cards": cards,
            "before_final": before_final}


def tied_twins(rules: Rules, game: dict[str, Any]) -> list[dict[str, Any]]:
    """The game's last round from a start just before it, two or three players' scores there set so
    that they all reach the threshold in it and end level, the others on 0: one twin for each ending
    the first such group meets (pairs first): the tie-break separating them, leaving them all level,
    or leaving two of three level; where there are such groups."""
    from itertools import combinations

    from ...engine.round_play import apply_round

    last, before_final, final = game["last"], game["before_final"], game["final"]
    threshold = rules.end.threshold
    twins: dict[str, dict[str, Any]] = {}
    players = game["players"]
    for group in [*combinations(players, 2), *combinations(players, 3)]:
        gained = {p: before_final.scores[p] - last.scores[p] for p in group}      # the round's own points
        final_points = {p: final.scores[p] - before_final.scores[p] for p in group}
        level = threshold + max(final_points.values())          # all have reached it after the round
        scores = {p: 0 for p in players} | {p: level - gained[p] - final_points[p] for p in group}
        others = {p: final.scores[p] - last.scores[p] for p in players if p not in group}
        if not all(0 <= scores[p] < threshold for p in group) or any(v >= level for v in others.values()):
            continue
        start = last.copy()
        start.scores = scores
        position = start.copy()
        apply_round(position, rules, *game["cards"], trace=False)
        twin = _ended(rules, players, start, [game["rounds"][-1]], [position], start, game["cards"])
        if twin["tied"]:
            twins.setdefault(twin["kind"], twin)
    return list(twins.values())


def _never_ending(rules: Rules) -> Rules:
    """The same rules with a threshold nobody reaches: the board as the last round left it, before
    the final scoring."""
    from ...limits import MAX_POINTS

    changed = replace(rules, end=replace(rules.end, threshold=MAX_POINTS + 1))
    object.__setattr__(changed, "board", rules.board)
    return changed


def model_result(rules: Rules, final: Position, before_final: Position) -> tuple[list[str], bool]:
    """("Game end and winning") the winners and whether the top score was tied: the most points;
    among the tied, the most Nobles on the board at the end, or the most influence on the board
    (markers, and each Noble at the scoring's Noble influence) when the last round ended, or
    nobody; those still tied share the victory."""
    best = max(final.scores.values())
    top = [p for p in final.players if final.scores[p] == best]
    if len(top) == 1 or rules.end.tie_break == "shared":
        return top, len(top) > 1

    def nobles(position: Position, player: str) -> int:
        return sum(owners.count(player) for owners in position.nobles.values())

    def influence(player: str) -> int:
        markers = sum(held.get(player, 0) for held in before_final.markers.values())
        return markers + rules.scoring.noble_influence * nobles(before_final, player)

    counts = {p: nobles(final, p) if rules.end.tie_break == "most-nobles-on-board" else influence(p) for p in top}
    most = max(counts.values())
    return [p for p in top if counts[p] == most], True


def as_start(position: Position, rules: Rules) -> dict[str, Any]:
    """A position written as a record's `start`: every field of its own but the players and the
    variants, which the record gives, and the Dragons, which the round's own cards reveal."""
    return {k: v for k, v in position.to_dict(rules).items() if k not in ("players", "variants", "dragons")}


def written(rules: Rules, game: dict[str, Any], with_start: bool) -> str:
    """The game as the JSON text of a record: without `start`, banners and rulings at its top; with
    `start`, the set-up position written out, banners and rulings inside it."""
    from ...engine.record import make_record

    board = rules.board
    start: Position = game["start"]
    banners = {board.name(n): list(v) for n, v in sorted(start.banners.items())}
    result = {"scores": dict(game["final"].scores), "winners": list(game["winners"])}
    comments = {0: ROUND_COMMENT, 1: BLANK_COMMENT}
    rounds = [dict(r, comment=comments[n]) if n in comments else r for n, r in enumerate(game["rounds"])]
    if not with_start:
        return json.dumps(make_record(game["players"], rules, rounds, rulings=dict(start.rulings) or None,
                                      banners=banners, result=result))
    data = make_record(game["players"], rules, rounds, result=result)
    data["start"] = as_start(start, rules)
    return json.dumps(data)
