"""The live tables' routes of `referee serve`: make a table, read it, choose cards, change language,
download the record, and follow the table live (a WebSocket; the page polls when it cannot open one).

Every route but making a table needs the table's id in the path and a token: the host's or a seat's,
sent as `Authorization: Bearer TOKEN` (the WebSocket sends it as its first message). A table that
does not exist and a token that is not the table's are answered alike (404), so no table can be
read or even found without its link. A seat's token reads that seat's hand only and chooses for that
seat only. Answers: 200 (201 for a new table) the table as the token's holder sees it
(referee.live.views); 422 a choice or setup refused, its problems as every refusal names them;
403 a choice sent with the host's token, the seats' codes asked with a seat's; 507 a bound of
referee.limits reached.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any, Callable, Mapping

import anyio
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from .. import answers
from ..errors import Problem
from ..limits import MAX_LIVE_CONNECTIONS
from ..messages import LANGS
from ..messages import text as msg
from .bodies import UNPROCESSABLE, Refusal, chosen_lang, json_answer, json_body, refused_answer
from .hosts import LOCAL_HOSTS

PAGE = Path(__file__).resolve().parent / "page"
FORBIDDEN, NOT_FOUND, FULL = 403, 404, 507
HELLO_SECONDS = 10          # a live connection's first message (its token) must come within this


class Tables:
    """The tables of one server: the store, the variants offered, and who waits for a change."""

    def __init__(self, path: Path | str, offered: Mapping[str, str], network_base: str | None = None):
        from ..live.store import TableStore

        self.store = TableStore(Path(path))
        self.offered = dict(offered)
        self.network_base = network_base          # http://ADDRESS:PORT phones reach, when listening on the network
        self.waiting: dict[str, asyncio.Event] = {}
        self.connections = 0

    def changed(self, table_id: str) -> None:
        """Wake every live connection of the table (called on the event loop, after a change)."""
        event = self.waiting.pop(table_id, None)
        if event is not None:
            event.set()

    def next_change(self, table_id: str) -> asyncio.Event:
        return self.waiting.setdefault(table_id, asyncio.Event())


def table_routes() -> list:
    return [Route("/table", table_page), Route("/api/tables", new_table, methods=["POST"]),
            Route("/api/tables/{table_id}", read_table),
            Route("/api/tables/{table_id}/choice", choose, methods=["POST"]),
            Route("/api/tables/{table_id}/lang", change_lang, methods=["POST"]),
            Route("/api/tables/{table_id}/record", download_record),
            Route("/api/tables/{table_id}/codes", seat_codes),
            WebSocketRoute("/api/tables/{table_id}/live", live)]


async def table_page(_request: Request) -> Response:
    return FileResponse(PAGE / "table.html")


def _tables(request: Request | WebSocket) -> Tables:
    return request.app.state.tables


async def _handled(request: Request, work) -> Response:
    """work(lang) in a worker thread (a replay, a write to the file); a refusal as its problems."""
    lang = "en"
    try:
        lang = chosen_lang(request)
        return await work(lang)
    except Refusal as refusal:
        return refused_answer(refusal.problems, lang, refusal.status)


def _access(tables: Tables, table_id: str, token: str | None):
    found = tables.store.access(table_id, token) if token else None
    if found is None:
        raise Refusal(NOT_FOUND, [Problem.about("UNKNOWN_TABLE", "table", table_id, msg("table.unknown"))])
    return found


def _token(request: Request) -> str | None:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" else None


def _view(tables: Tables, request: Request | WebSocket, access, lang: str | None) -> dict[str, Any]:
    from ..live.views import table_view

    with tables.store.table(access.table_id) as state:
        shown = lang or (state.langs.get(access.player) if access.player else None) or "en"
        view = table_view(state, access.table_id, access.player, shown)
    if access.player is None:
        view["seats"] = _seat_links(tables, request, access.table_id)
        view["link"] = _link(request, access.table_id, tables.store.host_token(access.table_id))
    return view


def _link(request: Request | WebSocket, table_id: str, token: str) -> str:
    """The table's page with the table and the token after `#`, at the address the request named; a
    request naming this machine itself (localhost) gets the address phones reach, when the server
    listens on the network (Tables.network_base): a phone cannot open another machine's localhost."""
    base = str(request.base_url).rstrip("/")
    if base.startswith("ws"):                     # a live connection's view: the page's address is http(s)
        base = "http" + base[2:]
    network = _tables(request).network_base
    if network and (request.url.hostname or "") in LOCAL_HOSTS:
        base = network
    return f"{base}/table#t={table_id}&k={token}"


def _seat_links(tables: Tables, request: Request | WebSocket, table_id: str) -> list[dict[str, str]]:
    return [{"player": player, "link": _link(request, table_id, token)}
            for player, token in tables.store.seat_tokens(table_id).items()]


async def seat_codes(request: Request) -> Response:
    """Each seat's link and its QR code (drawn here, ~15 ms a code, then kept): the host's token only."""
    from ..live.qr import qr_data_uri

    tables = _tables(request)

    async def work(lang: str) -> Response:
        access = _access(tables, request.path_params["table_id"], _token(request))
        if access.player is not None:
            raise Refusal(FORBIDDEN, [Problem.about("NOT_THE_HOST", "token", "(seat)", msg("table.host-only"))])

        def draw() -> list[dict[str, str]]:
            return [dict(seat, qr=qr_data_uri(seat["link"])) for seat in _seat_links(tables, request, access.table_id)]
        return json_answer({"seats": await anyio.to_thread.run_sync(draw)}, lang)
    return await _handled(request, work)


async def new_table(request: Request) -> Response:
    from ..live.setup import read_setup
    from ..live.store import TableFull

    tables = _tables(request)

    async def work(lang: str) -> Response:
        document = await json_body(request, "request")

        def make() -> dict[str, Any]:
            setup, problems = read_setup(document, tables.offered, lang)
            if setup is None:
                raise Refusal(UNPROCESSABLE, problems)
            try:
                made = tables.store.create(setup)
            except TableFull as full:
                raise Refusal(FULL, [Problem.about("TOO_MANY_TABLES", "table", full.args[0],
                                                   msg("table.full", most=full.args[0]))]) from None
            return {"table": made.table_id, "link": _link(request, made.table_id, made.host),
                    "seats": [{"player": p, "link": _link(request, made.table_id, t)} for p, t in made.seats.items()]}
        return json_answer(await anyio.to_thread.run_sync(make), lang, 201)
    return await _handled(request, work)


async def read_table(request: Request) -> Response:
    tables = _tables(request)

    async def work(lang: str) -> Response:
        access = _access(tables, request.path_params["table_id"], _token(request))
        asked = lang if access.player is None or "lang" in request.query_params else None   # a seat: its own
        return json_answer(await anyio.to_thread.run_sync(_view, tables, request, access, asked), lang)
    return await _handled(request, work)


async def choose(request: Request) -> Response:
    """A seat's choice for the round and phase it names: kept (then 200 and the table), or refused."""
    from ..live.table import choice_problems

    def event(player: str, body: Any, state) -> dict[str, Any]:
        if not isinstance(body, dict):
            raise Refusal(UNPROCESSABLE, [Problem.about("NOT_AN_OBJECT", "(body)", body, msg("table.not-object"))])
        if body.get("player", player) != player:
            raise Refusal(FORBIDDEN, [Problem.about("NOT_YOUR_SEAT", "player", body["player"],
                                                    msg("table.not-your-seat", player=player))])
        problems = choice_problems(state, player, body.get("round"), body.get("phase"), body.get("cards"))
        if problems:
            raise Refusal(UNPROCESSABLE, problems)
        return {"kind": "choose", "player": player, "phase": body["phase"], "cards": body["cards"]}
    return await _seat_change(request, event)


async def change_lang(request: Request) -> Response:
    """A seat's language, kept for the seat: every view after it is in that language."""
    def event(player: str, body: Any, state) -> dict[str, Any] | None:
        chosen = body.get("lang") if isinstance(body, dict) else body
        if chosen not in LANGS:
            raise Refusal(UNPROCESSABLE, [Problem.about("UNKNOWN_LANG", "lang", chosen, msg(
                "table.lang", langs=" | ".join(LANGS)))])
        return {"kind": "lang", "player": player, "lang": chosen} if state.langs.get(player) != chosen else None
    return await _seat_change(request, event)


async def _seat_change(request: Request, event_of: Callable[[str, Any, Any], dict[str, Any] | None]) -> Response:
    """A seat's change: its token, its JSON body, and `event_of(player, body, state)`, the event to keep
    (None: nothing changes; a Refusal says why not), decided and kept under the table's lock; then the
    table as the seat sees it, and every live phone of the table told."""
    tables = _tables(request)

    async def work(lang: str) -> Response:
        access = _seat_access(tables, request)
        body = await json_body(request, "request")

        def keep() -> None:
            with tables.store.table(access.table_id) as state:
                event = event_of(access.player, body, state)
                if event is not None:
                    _add(tables, state, access.table_id, event)
        await anyio.to_thread.run_sync(keep)
        tables.changed(access.table_id)
        view = await anyio.to_thread.run_sync(_view, tables, request, access, None)
        return json_answer(view, view["lang"])
    return await _handled(request, work)


def _add(tables: Tables, state, table_id: str, event: dict[str, Any]) -> None:
    from ..live.store import TableFull

    try:
        tables.store.add(state, table_id, event)
    except TableFull as full:
        raise Refusal(FULL, [Problem.about("TOO_MANY_EVENTS", "table", full.args[0],
                                           msg("table.events-full", most=full.args[0]))]) from None


def _seat_access(tables: Tables, request: Request):
    access = _access(tables, request.path_params["table_id"], _token(request))
    if access.player is None:
        raise Refusal(FORBIDDEN, [Problem.about("NOT_A_SEAT", "token", "(host)", msg("table.host-chooses"))])
    return access


async def download_record(request: Request) -> Response:
    """The table's game record so far, as a file `referee replay` reads."""
    from ..live.views import record_text

    tables = _tables(request)

    async def work(lang: str) -> Response:
        access = _access(tables, request.path_params["table_id"], _token(request))

        def read() -> str:
            with tables.store.table(access.table_id) as state:
                return record_text(state)
        name = f"table-{access.table_id}.json"
        return Response(await anyio.to_thread.run_sync(read), media_type="application/json",
                        headers={"Content-Disposition": f'attachment; filename="{name}"'})
    return await _handled(request, work)


async def live(websocket: WebSocket) -> None:
    """Send the table as the token's holder sees it now and after every change, until the phone
    leaves. First message: {"token": ..., "lang": optional}."""
    tables = _tables(websocket)
    if tables.connections >= MAX_LIVE_CONNECTIONS:
        await websocket.close(code=1013)           # try again later: the page polls meanwhile
        return
    tables.connections += 1
    try:
        await websocket.accept()
        try:
            with anyio.fail_after(HELLO_SECONDS):
                hello = json.loads(await websocket.receive_text())
            token, lang = hello.get("token"), hello.get("lang")
            access = _access(tables, websocket.path_params["table_id"], token if isinstance(token, str) else None)
        except (Refusal, TimeoutError, ValueError, AttributeError):
            await websocket.close(code=4404)
            return
        lang = lang if lang in LANGS else None
        await _follow(tables, websocket, access, lang)
    except (WebSocketDisconnect, RuntimeError, OSError):     # the phone left, or the server is stopping
        pass
    finally:
        tables.connections -= 1


async def _follow(tables: Tables, websocket: WebSocket, access, lang: str | None) -> None:
    """The table now, then after every change, until the phone leaves (its reader ends first)."""
    gone = asyncio.ensure_future(_until_gone(websocket))
    try:
        while not gone.done():
            change = tables.next_change(access.table_id)
            view = await anyio.to_thread.run_sync(_view, tables, websocket, access, lang)
            await websocket.send_text(answers.json_text(view))
            waiting = asyncio.ensure_future(change.wait())
            await asyncio.wait({waiting, gone}, return_when=asyncio.FIRST_COMPLETED)
            waiting.cancel()
    finally:
        gone.cancel()


async def _until_gone(websocket: WebSocket) -> None:
    """Read (and drop) what the phone sends until it leaves."""
    try:
        while True:
            await websocket.receive_text()
    except (WebSocketDisconnect, RuntimeError, OSError):
        pass
