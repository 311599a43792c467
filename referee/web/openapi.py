"""The HTTP API's one description (OpenAPI 3.1), built from the JSON schemas the referee already
ships: the position and game record schemas (referee/io/schema/) and King's Favor's board and
state schemas (spec/kings-favor/). No second declaration of a format: the schemas are read
from their files and their `$defs` become components. `/docs` renders this description as HTML.
"""

from __future__ import annotations

import copy
import html
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..messages import LANGS
from ..spec_folder import spec_root
from .bodies import FLAG_WORDS

SCHEMAS = Path(__file__).resolve().parent.parent / "io" / "schema"
PROBLEMS = {"$ref": "#/components/schemas/Problems"}


def _component(name: str, path: Path, components: dict[str, Any]) -> dict[str, str]:
    """Put a JSON schema file into `components` (its $defs as NAME_def) and return a $ref to it."""
    schema = json.loads(path.read_text(encoding="utf-8"))
    for key in ("$schema", "$id"):
        schema.pop(key, None)
    for def_name, definition in schema.pop("$defs", {}).items():
        components[f"{name}_{def_name}"] = _rewritten(definition, name)
    components[name] = _rewritten(schema, name)
    return {"$ref": f"#/components/schemas/{name}"}


def _rewritten(node: Any, name: str) -> Any:
    """The schema with every local reference (#/$defs/x) pointing at its component."""
    if isinstance(node, dict):
        return {k: (f"#/components/schemas/{name}_{v.removeprefix('#/$defs/')}"
                    if k == "$ref" and isinstance(v, str) and v.startswith("#/$defs/") else _rewritten(v, name))
                for k, v in node.items()}
    if isinstance(node, list):
        return [_rewritten(v, name) for v in node]
    return node


def _operation(summary: str, description: str, body: dict | None, answer: str, *,
               query: tuple[tuple[str, str, dict], ...] = (), media: str = "application/json",
               answer_schema: dict | None = None, lang: dict | None = None) -> dict[str, Any]:
    parameters = [{"name": "lang", "in": "query", "required": False, "schema": lang or {"enum": list(LANGS)},
                   "description": "Language of every sentence; without it, the Accept-Language header chooses."}]
    parameters += [{"name": n, "in": "query", "required": False, "description": d, "schema": s} for n, d, s in query]
    refusal = {"application/json": {"schema": PROBLEMS}}
    responses: dict[str, Any] = {
        "200": {"description": answer, "content": {media: {"schema": answer_schema or (
            {"type": "object"} if media.endswith("json") else {"type": "string"})}}},
        "422": {"description": "The referee refuses the request: every problem, each naming its field (a document "
                               "that breaks a rule of the game the schema cannot state, such as a player's marker "
                               "total, is refused here too, as the command exits 2).", "content": refusal},
        "503": {"description": "The request took longer than the time limit; its work was stopped.",
                "content": refusal}}
    if body is not None:
        responses |= {
            "400": {"description": "The body is not JSON, or JSON beyond the input limits (nesting, digits of a "
                                   "number, a key written twice).", "content": refusal},
            "413": {"description": "The body is over the input size limit (4 MB).", "content": refusal},
            "415": {"description": "The body is not declared as JSON (Content-Type: application/json).",
                    "content": refusal}}
    operation: dict[str, Any] = {"summary": summary, "description": description, "parameters": parameters,
                                 "responses": dict(sorted(responses.items()))}
    if body is not None:
        operation["requestBody"] = {"required": True, "content": {"application/json": {"schema": body}}}
    return operation


FLAG = {"enum": sorted(FLAG_WORDS)}
PAGE = {"type": "object", "required": ["lang", "langs", "lang_notice", "text", "templates", "regions", "variants"],
        "properties": {"lang": {"enum": list(LANGS)}, "langs": {"type": "object"},
                       "lang_notice": {"type": ["string", "null"]}, "text": {"type": "object"},
                       "templates": {"type": "object"}, "regions": {"type": "array"},
                       "variants": {"type": "array", "items": {"type": "string"}}}}
STRUGGLE_HANDS = {"type": "object", "required": ["players"], "properties": {
    "players": {"type": "object", "minProperties": 1, "additionalProperties": {
        "type": "object", "required": ["gold", "cards"],
        "properties": {"gold": {"type": "integer", "minimum": 0},
                       "cards": {"type": "array", "items": {"type": "integer"}}}}},
    "rulings": {"type": "object"}, "comment": {"type": "string"}}}
STRUGGLE_TRICK = {"type": "object", "required": ["cards"], "properties": {
    "cards": {"type": "array", "minItems": 1, "items": {
        "type": "object", "required": ["player", "rank"],
        "properties": {"player": {"type": "string"}, "rank": {"type": "integer"},
                       "modifier": {"type": "integer"}}}},
    "rulings": {"type": "object"}, "comment": {"type": "string"}}}


@lru_cache(maxsize=1)
def description() -> dict[str, Any]:
    """The OpenAPI document of `referee serve` (built once)."""
    components: dict[str, Any] = {"Problems": {
        "type": "object", "description": "A refusal, as `referee validate --json` lists problems.",
        "required": ["valid", "problems"],
        "properties": {"valid": {"const": False}, "source": {"type": "string"},
                       "problems": {"type": "array", "items": {
                           "type": "object", "required": ["code", "field", "value", "message", "severity"],
                           "properties": {"code": {"type": "string"}, "field": {"type": "string"}, "value": {},
                                          "value_cut": {"const": True}, "message": {"type": "string"},
                                          "severity": {"enum": ["error", "warning"]}}}}}}}
    position = _component("Position", SCHEMAS / "position.schema.json", components)
    record = _component("GameRecord", SCHEMAS / "game.schema.json", components)
    favor_board = _component("FavorBoard", spec_root() / "kings-favor" / "board.schema.json", components)
    favor_state = _component("FavorState", spec_root() / "kings-favor" / "state.schema.json", components)
    favor = {"type": "object", "required": ["board", "state", "player", "roll"],
             "properties": {"board": favor_board, "state": favor_state, "player": {"type": "string"},
                            "roll": {"type": "integer", "minimum": 1}, "card_of": {"type": "string"}}}
    lenient = (("lenient", "1: list every problem of the record and carry on where possible (replay --lenient).",
                FLAG),)
    paths = {
        "/api/score": {"post": _operation(
            "Score a King's Road position", "Answers what `referee score FILE --json` prints.", position,
            "The outcome, every step with its sentence and rulebook section, the new position.")},
        "/api/validate": {"post": _operation(
            "Validate a position", "Answers what `referee validate FILE --json` prints (422 when it has an error).",
            position, "The position is valid; its warnings, if any.")},
        "/api/replay": {"post": _operation(
            "Replay a game record", "Answers what `referee replay FILE --json` prints.", record,
            "The score sheet, round by round.", query=lenient)},
        "/api/render": {"post": _operation(
            "Draw a position", "The board as `referee render` draws it (SVG).", position, "An SVG document.",
            query=(("outcome", "1: score the position and draw the result, the regions scored marked.",
                    FLAG),), media="image/svg+xml")},
        "/api/rulings": {"get": _operation(
            "The open rulings", "Answers what `referee rulings --game GAME --json` prints.", None,
            "Every open ruling with its default and alternatives.",
            query=(("game", "kings-road (default), kings-struggle or kings-favor.",
                    {"enum": ["kings-road", "kings-struggle", "kings-favor"]}),))},
        "/api/page": {"get": _operation(
            "The page's words", "What the page of `referee serve` draws its form with: its words in the language "
            "asked for, the regions and their banners, the variants. A language the referee does not speak falls "
            "back (Accept-Language, then English) and `lang_notice` says so.", None,
            "The page's words and the board's regions.", answer_schema=PAGE, lang={"type": "string"})},
        "/api/kings-struggle/score": {"post": _operation(
            "King's Struggle: score the hands", "Answers what `referee struggle score FILE --json` prints.",
            STRUGGLE_HANDS, "Scores, winners and each player's groups.")},
        "/api/kings-struggle/trick": {"post": _operation(
            "King's Struggle: resolve a trick", "Answers what `referee struggle trick FILE --json` prints.",
            STRUGGLE_TRICK, "The trick's winner and the cards discarded.")},
        "/api/kings-favor/moves": {"post": _operation(
            "King's Favor: where a move can end",
            "Answers what `referee favor moves BOARD STATE --player P --roll N --json` prints.", favor,
            "Every space the piece may end on, and why.")},
        **_table_paths(),
    }
    return {"openapi": "3.1.0",
            "info": {"title": "King's Road referee", "version": _version(),
                     "description": "The API of `referee serve`. It reads no file: variants are named "
                                    "by id; live tables are kept in the server's tables file. Bodies are JSON "
                                    "(Content-Type: application/json), bounded by the "
                                    "limits of input files."},
            "paths": paths, "components": {"schemas": components}}


TABLE_SETUP = {"type": "object", "required": ["players"], "additionalProperties": False, "properties": {
    "players": {"type": "array", "items": {"type": "string"}},
    "variants": {"type": "array", "items": {"type": "string"}},
    "rulings": {"type": "object"}, "banners": {"type": "object"},
    "langs": {"type": "object", "additionalProperties": {"enum": list(LANGS)}}}}
TABLE_CHOICE = {"type": "object", "required": ["round", "phase", "cards"], "properties": {
    "round": {"type": "integer"}, "phase": {"enum": ["choose", "witch"]}, "player": {"type": "string"},
    "cards": {"type": "array", "items": {"type": "string"}}}}
TABLE_LANG = {"type": "object", "required": ["lang"], "properties": {"lang": {"enum": list(LANGS)}}}
TOKEN = ("Every table route needs the table's link: its id in the path and its token as `Authorization: Bearer "
         "TOKEN` (the host's or a seat's). ")


SEAT_ONLY = ("The host's token, or a `player` that is not the token's seat: only a seat chooses, for "
             "itself.")


def _table_operation(summary: str, description: str, body: dict | None, answer: str, *, made: bool = False,
                     forbidden: str | None = None, events: bool = False) -> dict[str, Any]:
    """A live table's route: 404 for a table or token unknown alike; 403 the host's token where a seat's
    is needed; 507 a bound of referee.limits reached; no time limit of its own (bounded work)."""
    operation = _operation(summary, description, body, answer)
    refusal = {"application/json": {"schema": PROBLEMS}}
    responses = operation["responses"]
    del responses["503"]
    if made:
        responses["201"] = responses.pop("200")
        responses["507"] = {"description": "The server keeps as many tables as it may.", "content": refusal}
    else:
        responses["404"] = {"description": "No table answers to this id and token (the same for both).",
                            "content": refusal}
    if forbidden:
        responses["403"] = {"description": forbidden, "content": refusal}
    if events:
        responses["507"] = {"description": "The table keeps as many events as it may.", "content": refusal}
    operation["responses"] = dict(sorted(responses.items()))
    return operation


def _table_paths() -> dict[str, Any]:
    """Live tables (referee.web.tables). The live updates' WebSocket, /api/tables/{table_id}/live, is
    not an HTTP operation: GET /api/tables/{table_id} describes it."""
    table_id = [{"name": "table_id", "in": "path", "required": True, "schema": {"type": "string"},
                 "description": "The table's id, from its link."}]
    paths = {
        "/api/tables": {"post": _table_operation(
            "Make a live table", "Players, variants (shipped ids, or the ids of files the server was started "
            "with), rulings, banners, a language per seat. Answers the host's link and each seat's link.",
            TABLE_SETUP, "The table's id and links.", made=True)},
        "/api/tables/{table_id}": {"get": _table_operation(
            "Read a live table", TOKEN + "Answers the table as the token's holder sees it: the board (SVG), the "
            "score sheet, the last round's account, who has confirmed; a seat's own hand and choice; the host's "
            "seat links. Live: open a WebSocket on /api/tables/{table_id}/live, send {\"token\": TOKEN}, and "
            "receive this answer now and after every change.", None, "The table.")},
        "/api/tables/{table_id}/choice": {"post": _table_operation(
            "Choose cards", TOKEN + "A seat confirms its cards for the round and phase it names (choose, or "
            "witch for a Witch player's new selection). A choice is final.", TABLE_CHOICE, "The table after it.",
            forbidden=SEAT_ONLY, events=True)},
        "/api/tables/{table_id}/lang": {"post": _table_operation(
            "Change a seat's language", TOKEN + "Kept for the seat: every view after it is in this language.",
            TABLE_LANG, "The table, in that language.", forbidden=SEAT_ONLY, events=True)},
        "/api/tables/{table_id}/codes": {"get": _table_operation(
            "The seats' links as QR codes", TOKEN + "The host's token only (403 a seat's): each seat's link and a "
            "QR code of it (an SVG picture as a data: address), for the players to scan.", None,
            "The seats' links and codes.", forbidden="A seat's token: only the host's shows every seat's link.")},
        "/api/tables/{table_id}/record": {"get": _table_operation(
            "Download the game record", TOKEN + "The rounds confirmed so far, as `referee replay` reads them.",
            None, "The game record (a file).")},
    }
    for path, methods in paths.items():
        if "{table_id}" in path:
            for operation in methods.values():
                operation["parameters"] = table_id + operation["parameters"]
    return paths


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("kings-road-referee")
    except PackageNotFoundError:
        return "unknown"


def docs_page() -> str:
    """/docs: the description as a plain HTML page (no script, nothing fetched from elsewhere)."""
    doc = description()
    rows = []
    for path, methods in doc["paths"].items():
        for method, op in methods.items():
            params = "".join(f"<li><code>{html.escape(p['name'])}</code>: {html.escape(p['description'])}</li>"
                             for p in op["parameters"])
            codes = "".join(f"<li><code>{code}</code> {html.escape(r['description'])}</li>"
                            for code, r in op["responses"].items())
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema", {})
            shown = html.escape(body.get("$ref", "").rsplit("/", 1)[-1] or json.dumps(copy.deepcopy(body))[:200])
            rows.append(f"<section><h2><code>{method.upper()} {html.escape(path)}</code></h2>"
                        f"<p><strong>{html.escape(op['summary'])}</strong>. {html.escape(op['description'])}</p>"
                        + (f"<p>Body: <code>{shown}</code> (see <a href=\"/openapi.json\">/openapi.json</a>)</p>"
                           if body else "")
                        + f"<p>Parameters:</p><ul>{params}</ul><p>Answers:</p><ul>{codes}</ul></section>")
    return ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            "<link rel=\"icon\" href=\"data:,\">"
            f"<title>{html.escape(doc['info']['title'])}: HTTP API</title>"
            "<link rel=\"stylesheet\" href=\"/page/style.css\"></head><body><main>"
            f"<h1>{html.escape(doc['info']['title'])}: HTTP API</h1><p>{html.escape(doc['info']['description'])}</p>"
            "<p>The whole description: <a href=\"/openapi.json\">/openapi.json</a> (OpenAPI 3.1).</p>"
            + "".join(rows) + "</main></body></html>")
