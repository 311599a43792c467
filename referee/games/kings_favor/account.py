"""What the referee says about a King's Favor move: text and JSON-ready data, built by pure
functions from a MovesReport."""

from __future__ import annotations

from typing import Mapping

from ..spec_files import non_default
from .board import Board
from .landing import Effect
from .movement import ROLL_USED, START_REACHED, TREASURE_STOP, Blocked, Route
from .moves import MoveOption, MovesReport
from .rules import FavorRules

CASES = {"1": "moved by a roll or by the mover's own Ability card",
         "2": "moved by an Ability card of the player landed on",
         "3": "two pieces on one space any other way"}


def direction_text(report: MovesReport, rules: FavorRules) -> str:
    section = rules.sections["direction"]
    name = report.player
    if report.rule.reason == "nobody-carries":
        why = "nobody holds a Treasure, so everyone moves forward, toward the Treasure Spaces"
    elif report.rule.reason == "carrier":
        why = f"{name} carries a Treasure, so moves backward only, toward the Starting Space"
    elif report.rule.reason == "card-either-way":
        why = f"an Ability card moves {name}, either way (ruling card-move-direction = either-way)"
    else:
        why = (f"someone holds a Treasure and {name} does not, so {name} picks forward or backward, "
               "the whole roll one way")
    return f"Direction (\"{section}\"): {why}."


def route_text(board: Board, route: Route) -> str:
    """'s3 -> s4, then the woods: w5 -> w6': the spaces, naming each path the route turns onto."""
    parts = [route.spaces[0]]
    current = None
    for here, there in zip(route.spaces, route.spaces[1:]):
        path = board.path_of_step(here, there)
        turned = current is not None and path is not current
        parts.append(f", then {path.name or path.kind + ' path'}: {there}" if turned else f" -> {there}")
        current = path
    return "".join(parts)


def _steps(n: int) -> str:
    return f"{n} step" + ("" if n == 1 else "s")


def stop_text(route: Route | Blocked, roll: int, rules: FavorRules, choices: Mapping[str, str]) -> str:
    spare = roll - (len(route.spaces) - 1)
    if isinstance(route, Blocked):
        what = "would pass the start" if route.reason == START_REACHED else "would run off the end of the path"
        return (f"{route.direction} {what} with {_steps(spare)} to spare, so the piece stays where it is "
                f"(ruling {route.ruling} = {choices[route.ruling]})")
    if route.stop == ROLL_USED:
        return "uses the whole roll"
    if route.stop == TREASURE_STOP:
        return (f"ends early, {_steps(spare)} unused: a Treasure is still by this Treasure Space "
                f"(\"{rules.sections['treasure_stop']}\")")
    if route.stop == START_REACHED:
        return (f"reaches the start with {_steps(spare)} to spare, which are not needed "
                f"(ruling exact-roll-to-start = {choices['exact-roll-to-start']})")
    return f"the path ends here, {_steps(spare)} unused (ruling end-of-path = {choices['end-of-path']})"


def effect_text(effect: Effect, board: Board, rules: FavorRules, choices: Mapping[str, str]) -> str:
    where = board.space(effect.space).label
    s = rules.sections
    p, o = effect.player, effect.other
    texts = {
        "treasure-taken": lambda: f"{p} takes a {effect.treasure} by {where} (\"{s['board']}\").",
        "treasure-refused": lambda: f"{p} already carries a Treasure and takes no {effect.treasure} "
                                    f"(ruling two-treasures = {choices['two-treasures']}).",
        "same-space": lambda: f"{p} and {o} share {where}, {CASES['3']} (case 3, \"{s['player']}\"): nobody moves.",
        "treasure-passed": lambda: f"{p} takes {o}'s {effect.treasure} (case {effect.detail}, \"{s['player']}\").",
        "sent-back": lambda: f"{o} lands on {p}, {CASES[effect.detail]} (case {effect.detail}, \"{s['player']}\"): "
                             f"{p} goes to {where}, where {o} came from.",
        "no-swap": lambda: f"{p} lands on {o}; both carry a Treasure: no swap "
                           f"(ruling two-carriers-swap = {choices['two-carriers-swap']}).",
        "event": lambda: _event_text(effect, board, s["event"]),
        "event-ignored": lambda: f"{p} was sent onto the Event Space {where} and does not follow it "
                                 f"(ruling swapped-onto-event = {choices['swapped-onto-event']}).",
        "event-loop": lambda: f"{where} keeps sending {p} on; stopped after a loop of instructions.",
        "wins": lambda: f"{p} is back on the start with a Treasure and wins (\"{s['winning']}\").",
    }
    return texts[effect.kind]()


def _event_text(effect: Effect, board: Board, section: str) -> str:
    space = board.space(effect.space)
    text = f"{effect.player} lands on the Event Space {space.label} and follows it (\"{section}\"): \"{effect.detail}\""
    if space.go_to:
        text += f" -> {effect.player} goes to {board.space(space.go_to).label}."
    return text


def describe_moves(report: MovesReport, board: Board, rules: FavorRules, choices: Mapping[str, str]) -> str:
    lines = [f"King's Favor: {report.player} on {board.space(report.origin).label} moves {report.roll} "
             f"({_cause_text(report.cause)}; \"{rules.sections['movement']}\")."]
    if board.invented:
        lines.append(f"Board: {board.name or 'unnamed'} (the file marks it as invented).")
    elif board.name:
        lines.append(f"Board: {board.name}.")
    lines += [direction_text(report, rules), ""]
    if not report.options:
        lines.append(f"No move is possible: {report.player} stays on {board.space(report.origin).label}.")
    for number, option in enumerate(report.options, start=1):
        lines += _option_lines(number, option, report, board, rules, choices)
    lines += [f"No space lies {d} of {report.origin}." for d in report.no_way]
    changed = non_default(rules.rulings, choices)
    listed = ", ".join(f"{k}={v}" for k, v in changed.items())
    lines.append(f"Open rulings {'not at their default: ' + listed if changed else 'at their defaults'} "
                 "(referee rulings --game kings-favor).")
    return "\n".join(lines) + "\n"


def _option_lines(number: int, option: MoveOption, report: MovesReport, board: Board, rules: FavorRules,
                  choices: Mapping[str, str]) -> list[str]:
    if option.stays:
        lines = [f"{number}. stays on {board.space(option.end).label}"]
        return lines + [f"   {route_text(board, b)}: {stop_text(b, report.roll, rules, choices)}" for b in option.blocked] + [""]
    lines = [f"{number}. {option.direction} to {board.space(option.end).label}"]
    lines += [f"   {route_text(board, r)}: {stop_text(r, report.roll, rules, choices)}" for r in option.routes]
    lines += [f"   {effect_text(e, board, rules, choices)}" for e in option.landing.effects]
    lines += [f"   Afterwards: {_after_text(option, report, board)}", ""]
    return lines


def _after_text(option: MoveOption, report: MovesReport, board: Board) -> str:
    landing = option.landing
    parts = [f"{name} on {space}" + (f" with {', '.join(landing.holdings[name])}" if landing.holdings[name] else "")
             for name, space in landing.positions.items()]
    return "; ".join(parts) + "."


def _cause_text(cause: str) -> str:
    if cause == "roll":
        return "a die roll"
    return f"an Ability card used by {cause.removeprefix('card:')}"


def moves_data(report: MovesReport, board: Board, rules: FavorRules, choices: Mapping[str, str]) -> dict:
    return {"game": "kings-favor",
            "board": {"name": board.name, "invented": board.invented},
            "player": report.player, "roll": report.roll, "cause": report.cause, "from": report.origin,
            "direction_rule": {"directions": list(report.rule.directions), "reason": report.rule.reason,
                               "text": direction_text(report, rules)},
            "options": [_option_data(o, report, board, rules, choices) for o in report.options],
            "no_way": list(report.no_way),
            "rulings": dict(choices),
            "non_default_rulings": non_default(rules.rulings, choices)}


def _option_data(option: MoveOption, report: MovesReport, board: Board, rules: FavorRules, choices) -> dict:
    data = {"direction": option.direction, "end": option.end, "end_label": board.space(option.end).label,
            "stays": option.stays,
            "routes": [{"spaces": list(r.spaces), "steps": r.steps, "stop": r.stop,
                        "text": stop_text(r, report.roll, rules, choices)} for r in option.routes],
            "blocked": [{"spaces": list(b.spaces), "reason": b.reason, "ruling": b.ruling,
                         "text": stop_text(b, report.roll, rules, choices)} for b in option.blocked]}
    if option.landing is not None:
        landing = option.landing
        data["effects"] = [{"kind": e.kind, "player": e.player, "space": e.space, "other": e.other,
                            "treasure": e.treasure, "detail": e.detail,
                            "text": effect_text(e, board, rules, choices)} for e in landing.effects]
        data["after"] = {"positions": dict(landing.positions),
                         "treasures": {k: list(v) for k, v in landing.holdings.items()},
                         "treasures_left": dict(landing.treasures_left)}
        data["winner"] = landing.winner
    return data
