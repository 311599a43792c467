"""A new table's setup, read from what its host sent: every problem named, nothing repaired.

The setup is a game record's head (players, variants, rulings, banners) and a language per seat.
It is checked by building the record it starts and reading it with the record reader, so a table
accepts exactly the players, variants, rulings and banners `referee replay` accepts. Variants are
named by id only: a shipped one, or one of the variant files the server was started with
(`referee serve --variant FILE`); a path sent by a phone is refused unread, as the API refuses it.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..errors import Problem, show_value
from ..messages import LANGS, text
from .table import RecordRefused, TableSetup, play_record

SETUP_FIELDS = ("players", "variants", "rulings", "banners", "langs")


def read_setup(data: Any, offered: Mapping[str, str], default_lang: str) -> tuple[TableSetup | None, list[Problem]]:
    """(the setup, []) or (None, every problem). `offered`: variant id -> how a record names it
    (a shipped id, or the absolute path of a file the server was started with)."""
    if not isinstance(data, dict):
        return None, [Problem.about("NOT_AN_OBJECT", "table", data, text("table.not-object"))]
    problems = [Problem.about("UNKNOWN_FIELD", name, data[name], text("table.unknown-field",
                                                                       fields=", ".join(SETUP_FIELDS)))
                for name in data if name not in SETUP_FIELDS]
    variants = _variants(data.get("variants", []), offered, problems)
    players = data.get("players")
    if not isinstance(players, list):
        problems.append(Problem.about("BAD_TYPE", "players", players, text("table.players-type")))
    langs = _langs(data.get("langs", {}), players, default_lang, problems)
    rulings, banners = data.get("rulings", {}), data.get("banners", {})
    for name, value in (("rulings", rulings), ("banners", banners)):
        if not isinstance(value, dict):
            problems.append(Problem.about("BAD_TYPE", name, value, text("table.object-type")))
    if problems:
        return None, problems
    assert isinstance(players, list)
    setup = TableSetup(tuple(players), tuple(variants), tuple(rulings.items()),
                       tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in banners.items()), langs)
    try:
        play_record(_as_given(setup, data))
    except RecordRefused as refused:
        return None, refused.problems
    return setup, []


def _as_given(setup: TableSetup, data: dict[str, Any]) -> dict[str, Any]:
    """The record the setup starts, with rulings and banners exactly as sent (the reader names a bad one)."""
    record = setup.record([])
    for name in ("rulings", "banners"):
        if data.get(name):
            record[name] = data[name]
    return record


def _variants(names: Any, offered: Mapping[str, str], problems: list[Problem]) -> list[str]:
    if not isinstance(names, list):
        problems.append(Problem.about("BAD_TYPE", "variants", names, text("table.variants-type")))
        return []
    chosen = []
    for i, name in enumerate(names):
        if not isinstance(name, str) or name not in offered:
            problems.append(Problem.about("UNKNOWN_VARIANT", f"variants[{i}]", name, text(
                "table.unknown-variant", known=", ".join(sorted(offered)) or "-")))
        else:
            chosen.append(offered[name])
    return chosen


def _langs(langs: Any, players: Any, default: str, problems: list[Problem]) -> tuple[str, ...]:
    """Each seat's language: as sent for a player named, else the host's."""
    if not isinstance(langs, dict):
        problems.append(Problem.about("BAD_TYPE", "langs", langs, text("table.object-type")))
        return ()
    names = players if isinstance(players, list) else []
    for player, lang in langs.items():
        if player not in names:
            problems.append(Problem.about("UNKNOWN_PLAYER", f"langs.{player}", lang, text(
                "table.lang-player", players=", ".join(map(show_value, names)) or "-")))
        elif lang not in LANGS:
            problems.append(Problem.about("UNKNOWN_LANG", f"langs.{player}", lang, text(
                "table.lang", langs=" | ".join(LANGS))))
    return tuple(langs.get(p, default) if isinstance(p, str) else default for p in names)
