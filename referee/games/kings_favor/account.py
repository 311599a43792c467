"""What the referee says about a King's Favor move: text and JSON-ready data, built by pure
functions from a MovesReport."""

from __future__ import annotations

from typing import Mapping

from referee.messages import render

from ..spec_files import non_default
from .board import Board
from .landing import Effect
from .movement import ROLL_USED, START_REACHED, TREASURE_STOP, Blocked, Route
from .moves import MoveOption, MovesReport
from .rules import FavorRules


def space_label(board: Board, space_id: str, lang: str = "en") -> str:
    """'Ruined Castle [castle]', 'space 7 [s7]' ('case 7 [s7]' in French): name or number, then id."""
    space = board.space(space_id)
    if space.name:
        return f"{space.name} [{space.id}]"
    return render("favor.space-label", lang, number=space.number, id=space.id)


def direction_text(report: MovesReport, rules: FavorRules, lang: str = "en") -> str:
    name = report.player
    keys = {"nobody-carries": "favor.direction.nobody", "carrier": "favor.direction.carrier",
            "card-either-way": "favor.direction.card"}
    why = render(keys.get(report.rule.reason, "favor.direction.free"), lang, name=name)
    return render("favor.direction", lang, section=rules.sections["direction"], why=why)


def route_text(board: Board, route: Route | Blocked, lang: str = "en") -> str:
    """'s3 -> s4, then the woods: w5 -> w6': the spaces, naming each path the route turns onto."""
    parts = [route.spaces[0]]
    current = None
    for here, there in zip(route.spaces, route.spaces[1:]):
        path = board.path_of_step(here, there)
        turned = current is not None and path is not current
        name = path.name or render("favor.route.path", lang, kind=path.kind)
        parts.append(render("favor.route.turn", lang, path=name, space=there) if turned else f" -> {there}")
        current = path
    return "".join(parts)


def stop_text(route: Route | Blocked, roll: int, rules: FavorRules, choices: Mapping[str, str],
              lang: str = "en") -> str:
    spare = render("favor.steps", lang, n=roll - (len(route.spaces) - 1))
    if isinstance(route, Blocked):
        what = render("favor.stop.pass-start" if route.reason == START_REACHED else "favor.stop.off-path", lang)
        return render("favor.stop.blocked", lang, direction=_direction(route.direction, lang), what=what,
                      spare=spare, ruling=route.ruling, choice=choices[route.ruling])
    if route.stop == ROLL_USED:
        return render("favor.stop.roll-used", lang)
    if route.stop == TREASURE_STOP:
        return render("favor.stop.treasure", lang, spare=spare, section=rules.sections["treasure_stop"])
    if route.stop == START_REACHED:
        return render("favor.stop.start", lang, spare=spare, choice=choices["exact-roll-to-start"])
    return render("favor.stop.path-end", lang, spare=spare, choice=choices["end-of-path"])


def _direction(direction: str, lang: str) -> str:
    return render(f"favor.direction.{direction}", lang)


def effect_text(effect: Effect, board: Board, rules: FavorRules, choices: Mapping[str, str], lang: str = "en") -> str:
    s = rules.sections
    values = {"player": effect.player, "other": effect.other, "treasure": effect.treasure,
              "where": space_label(board, effect.space, lang)}
    kind = effect.kind
    if kind == "treasure-taken":
        return render("favor.effect.taken", lang, **values, section=s["board"])
    if kind == "treasure-refused":
        return render("favor.effect.refused", lang, **values, choice=choices["two-treasures"])
    if kind == "same-space":
        return render("favor.effect.same-space", lang, **values, case=render("favor.case.3", lang), section=s["player"])
    if kind == "treasure-passed":
        return render("favor.effect.passed", lang, **values, n=effect.detail, section=s["player"])
    if kind == "sent-back":
        return render("favor.effect.sent-back", lang, **values, n=effect.detail, section=s["player"],
                      case=render(f"favor.case.{effect.detail}", lang))
    if kind == "no-swap":
        return render("favor.effect.no-swap", lang, **values, choice=choices["two-carriers-swap"])
    if kind == "event":
        text = render("favor.effect.event", lang, **values, section=s["event"], event=effect.detail)
        go_to = board.space(effect.space).go_to
        return text + (render("favor.effect.event-go", lang, player=effect.player,
                              there=space_label(board, go_to, lang)) if go_to else "")
    if kind == "event-ignored":
        return render("favor.effect.event-ignored", lang, **values, choice=choices["swapped-onto-event"])
    if kind == "event-loop":
        return render("favor.effect.event-loop", lang, **values)
    return render("favor.effect.wins", lang, **values, section=s["winning"])


def describe_moves(report: MovesReport, board: Board, rules: FavorRules, choices: Mapping[str, str],
                   lang: str = "en") -> str:
    origin = space_label(board, report.origin, lang)
    lines = [render("favor.head", lang, player=report.player, where=origin, roll=report.roll,
                    cause=_cause_text(report.cause, lang), section=rules.sections["movement"])]
    if board.invented:
        lines.append(render("favor.board.invented", lang, name=board.name or render("favor.board.unnamed", lang)))
    elif board.name:
        lines.append(render("favor.board.named", lang, name=board.name))
    lines += [direction_text(report, rules, lang), ""]
    if not report.options:
        lines.append(render("favor.no-move", lang, player=report.player, where=origin))
    for number, option in enumerate(report.options, start=1):
        lines += _option_lines(number, option, report, board, rules, choices, lang)
    lines += [render("favor.no-way", lang, direction=_direction(d, lang), origin=report.origin) for d in report.no_way]
    changed = non_default(rules.rulings, choices)
    listed = ", ".join(f"{k}={v}" for k, v in changed.items())
    lines.append(render("favor.rulings.chosen", lang, listed=listed) if changed
                 else render("favor.rulings.default", lang))
    return "\n".join(lines) + "\n"


def _option_lines(number: int, option: MoveOption, report: MovesReport, board: Board, rules: FavorRules,
                  choices: Mapping[str, str], lang: str) -> list[str]:
    where = space_label(board, option.end, lang)
    if option.stays:
        lines = [render("favor.option.stays", lang, n=number, where=where)]
        return lines + ["   " + render("favor.route-line", lang, route=route_text(board, b, lang),
                                           stop=stop_text(b, report.roll, rules, choices, lang))
                        for b in option.blocked] + [""]
    lines = [render("favor.option.moves", lang, n=number, direction=_direction(option.direction, lang), where=where)]
    lines += ["   " + render("favor.route-line", lang, route=route_text(board, r, lang),
                             stop=stop_text(r, report.roll, rules, choices, lang)) for r in option.routes]
    landing = option.landing
    if landing is None:                  # a move that ends somewhere always has its landing
        return lines + [""]
    lines += [f"   {effect_text(e, board, rules, choices, lang)}" for e in landing.effects]
    lines += ["   " + render("favor.after", lang, pieces=_after_text(option, lang)), ""]
    return lines


def _after_text(option: MoveOption, lang: str) -> str:
    landing = option.landing
    if landing is None:
        return ""
    return render("list.separator", lang).join(render("favor.after.carrying", lang, name=name, space=space,
                            treasures=", ".join(landing.holdings[name])) if landing.holdings[name]
                     else render("favor.after.piece", lang, name=name, space=space)
                     for name, space in landing.positions.items())


def _cause_text(cause: str, lang: str) -> str:
    if cause == "roll":
        return render("favor.cause.roll", lang)
    return render("favor.cause.card", lang, name=cause.removeprefix("card:"))


def moves_data(report: MovesReport, board: Board, rules: FavorRules, choices: Mapping[str, str],
               lang: str = "en") -> dict:
    """The JSON form: ids, codes and numbers; each `text` (and `end_label`) in `lang`."""
    return {"game": "kings-favor",
            "board": {"name": board.name, "invented": board.invented},
            "player": report.player, "roll": report.roll, "cause": report.cause, "from": report.origin,
            "direction_rule": {"directions": list(report.rule.directions), "reason": report.rule.reason,
                               "text": direction_text(report, rules, lang)},
            "options": [_option_data(o, report, board, rules, choices, lang) for o in report.options],
            "no_way": list(report.no_way),
            "rulings": dict(choices),
            "non_default_rulings": non_default(rules.rulings, choices)}


def _option_data(option: MoveOption, report: MovesReport, board: Board, rules: FavorRules, choices,
                 lang: str) -> dict:
    data = {"direction": option.direction, "end": option.end, "end_label": space_label(board, option.end, lang),
            "stays": option.stays,
            "routes": [{"spaces": list(r.spaces), "steps": r.steps, "stop": r.stop,
                        "text": stop_text(r, report.roll, rules, choices, lang)} for r in option.routes],
            "blocked": [{"spaces": list(b.spaces), "reason": b.reason, "ruling": b.ruling,
                         "text": stop_text(b, report.roll, rules, choices, lang)} for b in option.blocked]}
    if option.landing is not None:
        landing = option.landing
        data["effects"] = [{"kind": e.kind, "player": e.player, "space": e.space, "other": e.other,
                            "treasure": e.treasure, "detail": e.detail,
                            "text": effect_text(e, board, rules, choices, lang)} for e in landing.effects]
        data["after"] = {"positions": dict(landing.positions),
                         "treasures": {k: list(v) for k, v in landing.holdings.items()},
                         "treasures_left": dict(landing.treasures_left)}
        data["winner"] = landing.winner
    return data
