"""The routes of `referee serve`: the page, the HTTP API, its description.

Every API answer is the document the matching command prints with --json (referee.answers), in
the language asked for (?lang, else Accept-Language). Status: 200 answered (a lenient replay's
score sheet too, which names the record's problems inside); 422 refused by the referee, as the
command exits 2 (a position with an error, an illegal play; its problems); 400 a body that is
not JSON, or a Host this server does not answer to; 405 a method the path does not answer (with
Allow); 413 a body over the input limit; 415 a body not sent as JSON; 503 past the time limit
(the work stopped). Every answer carries HEADERS. The API reads no file; live tables
(referee.web.tables) are kept in the server's tables file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

import anyio
from starlette.applications import Starlette
from starlette.datastructures import MutableHeaders
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import answers
from ..errors import Problem, show_value
from ..limits import MAX_FAVOR_MOVE, MAX_REQUEST_SECONDS
from ..messages import LANGS, render
from ..messages import text as msg
from ..rules.loader import VARIANT_FILES_READABLE
from .bodies import UNPROCESSABLE, Refusal, chosen_lang, flag, json_answer, json_body, refused_answer
from .deadline import run_within
from .hosts import LOCAL_HOSTS

PAGE = Path(__file__).resolve().parent / "page"
HEADERS = {"Content-Security-Policy": "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
                                      "object-src 'none'; frame-ancestors 'none'",
           "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY"}
STATUS = {answers.ANSWERED: 200, answers.REFUSED: UNPROCESSABLE}


async def _answer(request: Request, work: Callable[[Any, str], Response], *, body: bool = True,
                  lang: str | None = None) -> Response:
    """Read the body and the language (`lang` when given, else the request's), run `work(document,
    lang)` in a thread of its own within the time limit (deadline.run_within: past it, 503 and the
    work stopped); any refusal becomes the referee's problems as JSON."""
    chosen = lang
    lang = "en"
    try:
        lang = chosen or chosen_lang(request)
        deadline = anyio.current_time() + MAX_REQUEST_SECONDS     # one deadline: reading the body and the work
        with anyio.fail_after(MAX_REQUEST_SECONDS):          # a body sent slowly counts too
            document = await json_body(request, "request") if body else None
        left = max(0.0, deadline - anyio.current_time())
        return await run_within(left, _reading_no_file, work, document, lang)
    except Refusal as refusal:
        return refused_answer(refusal.problems, lang, refusal.status)
    except TimeoutError:
        return refused_answer([Problem.about("TIMEOUT", "(request)", MAX_REQUEST_SECONDS,
                                             msg("web.timeout", seconds=MAX_REQUEST_SECONDS))], lang, 503)


def _reading_no_file(work: Callable[[Any, str], Response], document: Any, lang: str) -> Response:
    """work(document, lang) with every variant named by path refused unread (VARIANT_FILE_REFUSED,
    where the command line would open the file): the API reads no file."""
    VARIANT_FILES_READABLE.set(False)             # this thread's own context: it ends with the request
    return work(document, lang)


def _document_answer(build: Callable[..., answers.Answer], **options: Any) -> Callable[[Any, str], Response]:
    def work(document: Any, lang: str) -> Response:
        answer = build(document, "request", lang, **options)
        sheet = "rounds" in answer.data            # a lenient replay's sheet names its problems inside
        return json_answer(answer.data, lang, 200 if sheet else STATUS[answer.exit_code])
    return work


async def score(request: Request) -> Response:
    return await _answer(request, _document_answer(answers.score_answer))


async def validate(request: Request) -> Response:
    return await _answer(request, _document_answer(answers.validate_answer))


async def replay(request: Request) -> Response:
    def work(document: Any, lang: str) -> Response:
        return _document_answer(answers.replay_answer, lenient=flag(request, "lenient"))(document, lang)
    return await _answer(request, work)


async def render_board(request: Request) -> Response:
    """The position drawn (SVG); ?outcome=1 scores it first and draws the result."""
    from ..present.render_svg import render_position_svg

    def work(document: Any, lang: str) -> Response:
        scored = flag(request, "outcome")
        position, rules, problems = answers.read_for_scoring(document, scoring=scored)
        if position is None or rules is None or any(p.severity == "error" for p in problems):
            return refused_answer(problems, lang, UNPROCESSABLE)
        outcome = None
        if scored:
            from ..engine.adjudicate import score_position

            outcome = score_position(position, rules)      # read_for_scoring checked it can be scored
            position = outcome.position
        return Response(render_position_svg(position, rules, outcome=outcome, lang=lang),
                        media_type="image/svg+xml")
    return await _answer(request, work)


async def rulings(request: Request) -> Response:
    from ..shelf import SHELF

    game = request.query_params.get("game", "kings-road")
    registers = {j.game: j.rulings for j in SHELF}

    def work(_document: Any, lang: str) -> Response:
        if game not in registers:
            raise Refusal(UNPROCESSABLE, [Problem.about("BAD_PARAMETER", "game", game, msg(
                "web.bad-parameter", expected=" | ".join(registers)))])
        return json_answer(answers.rulings_answer(game, registers[game]()), lang)
    return await _answer(request, work, body=False)


async def page_words(request: Request) -> Response:
    """What the page needs to draw its form: its words in the language asked for, the regions with
    their banners, the variants that can be named, the player counts. A ?lang the referee does not
    speak falls back (Accept-Language, then English), and the answer says so: the page is for
    people, who get a page they can read and a line telling why it is not in the language asked."""
    asked = request.query_params.get("lang")
    fallback = asked is not None and asked not in LANGS

    def work(_document: Any, lang: str) -> Response:
        from ..messages.en import MESSAGES
        from ..rules import load_rules

        rules = load_rules()
        return json_answer({
            "lang": lang, "langs": {code: render("page.lang-name", code) for code in LANGS},
            "lang_notice": render("page.lang-unknown", lang, asked=show_value(asked)) if fallback else None,
            "text": {key: render(key, lang) for key in MESSAGES if key.startswith("page.") and "{" not in
                     MESSAGES[key]},
            "templates": {key: _template(key, lang) for key in MESSAGES if key.startswith("page.") and "{" in
                          MESSAGES[key]},
            "provisional_notice": render("account.provisional", lang, regions=[
                r.name for r in rules.regions if r.banner_provenance == "provisional"]),
            "regions": [{"number": r.number, "name": r.name, "slug": r.slug, "banner": list(r.banner),
                         "provenance": r.banner_provenance} for r in rules.regions],
            "variants": list(rules.available_variants),
            "table_variants": sorted(request.app.state.tables.offered),
            "min_players": rules.min_players, "max_players": rules.max_players,
            "threshold": rules.end.threshold}, lang)
    return await _answer(request, work, body=False, lang=chosen_lang(_without_lang(request)) if fallback else None)


def _without_lang(request: Request) -> Request:
    """The same request without its ?lang (its Accept-Language header chooses then)."""
    scope = dict(request.scope)
    scope["query_string"] = b""
    return Request(scope)


def _template(key: str, lang: str) -> str:
    """A page template with its placeholders kept ({player}), for the page to fill in."""
    from ..messages import template

    return template(key, lang)


def _shelf_route(game: str, kind: str) -> Callable:
    from ..shelf import SHELF

    judge = next(j for j in SHELF if j.game == game and j.kind == kind)

    async def handler(request: Request) -> Response:
        def work(document: Any, lang: str) -> Response:
            from ..games.input_problems import InputError

            texts, options = _shelf_inputs(judge, document)
            try:
                reading = judge.read(texts, None)
            except InputError as exc:
                raise Refusal(UNPROCESSABLE, exc.problems) from None
            _check_options(judge, reading, options)
            return json_answer(judge.data(reading, judge.judge(reading, **options), lang), lang)
        return await _answer(request, work)
    return handler


def _shelf_inputs(judge, document: Any) -> tuple[dict[str, str], dict[str, Any]]:
    """One input: the body is that document. Several (King's Favor's board and state): the body holds
    each under its name, beside the options (player, roll, card_of)."""
    if len(judge.inputs) == 1:
        return {judge.inputs[0]: answers.json_text(document)}, {}
    if not isinstance(document, dict):
        raise Refusal(UNPROCESSABLE, [Problem.about("BAD_TYPE", "(body)", document, msg("web.not-json"))])
    missing = [name for name in (*judge.inputs, "player", "roll") if name not in document]
    if missing:
        raise Refusal(UNPROCESSABLE, [Problem.about("MISSING_FIELD", name, None, msg("web.required"))
                                      for name in missing])
    options = {"player": document["player"], "roll": document["roll"]}
    if document.get("card_of") is not None:
        options["card_of"] = document["card_of"]
    return {name: answers.json_text(document[name]) for name in judge.inputs}, options


def _check_options(judge, reading, options: dict[str, Any]) -> None:
    """King's Favor's player and roll, checked as `referee favor moves` checks --player and --roll."""
    if not options:
        return
    from ..games.kings_favor.rules import load_rules as favor_rules
    from ..io.json_input import is_int

    rules, players = favor_rules(), reading[1].players()
    problems = []
    for field in ("player", "card_of"):
        if field in options and options[field] not in players:
            problems.append(Problem.about("BAD_OPTION", field, options[field], msg("web.favor-player",
                                                                                   players=list(players))))
    roll = options["roll"]
    limit = rules.die_faces if "card_of" not in options else MAX_FAVOR_MOVE
    if not is_int(roll) or not 1 <= roll <= limit:
        problems.append(Problem.about("BAD_OPTION", "roll", roll, msg("web.favor-roll", faces=rules.die_faces,
                                                                       section=rules.sections["setup"])))
    if problems:
        raise Refusal(UNPROCESSABLE, problems)


async def openapi(_request: Request) -> Response:
    from .openapi import description

    return JSONResponse(description())


async def docs(_request: Request) -> Response:
    from .openapi import docs_page

    return HTMLResponse(docs_page())


async def index(_request: Request) -> Response:
    return FileResponse(PAGE / "index.html")


async def not_found(request: Request, _exc: Exception) -> Response:
    lang = chosen_lang_or_english(request)
    return refused_answer([Problem.about("NOT_FOUND", "path", request.url.path,
                                         msg("web.not-found", path=request.url.path))], lang, 404)


async def not_allowed(request: Request, exc: Exception) -> Response:
    """405 with the Allow header naming the methods the path answers (RFC 9110, 15.5.6)."""
    lang = chosen_lang_or_english(request)
    allowed = dict(getattr(exc, "headers", None) or {}).get("Allow", "")
    problem = Problem.about("METHOD_NOT_ALLOWED", "method", request.method,
                            msg("web.method", path=request.url.path, allowed=allowed))
    return json_answer(answers.problems_data([problem], "request", lang), lang, 405, headers={"Allow": allowed})


async def server_error(request: Request, _exc: Exception) -> Response:
    """The last guard: a bug answers JSON naming the request, never a traceback."""
    lang = chosen_lang_or_english(request)
    return refused_answer([Problem.about("INTERNAL_ERROR", "path", request.url.path, msg("web.internal"))], lang, 500)


def chosen_lang_or_english(request: Request) -> str:
    try:
        return chosen_lang(request)
    except Refusal:
        return "en"


def create_app(allowed_hosts: Sequence[str] = LOCAL_HOSTS, tables: str | Path = ":memory:",
               offered: Mapping[str, str] | None = None, network_base: str | None = None) -> Starlette:
    """The ASGI application `referee serve` runs (uvicorn), and the tests drive (TestClient).
    Requests naming another host than `allowed_hosts` are refused (400) before any route: a page of
    another site cannot reach the referee through a name it controls (DNS rebinding). Live tables are
    kept in the SQLite file `tables` (":memory:": in this process only), with the shipped variants and
    `offered` (id -> a variant file's absolute path) to choose from; their links name `network_base`
    (http://ADDRESS:PORT) when the page is opened as localhost on a server phones reach."""
    from ..rules import load_rules
    from .tables import Tables, table_routes

    shipped = {name: name for name in load_rules().available_variants}
    app = Starlette(routes=[
        Route("/", index),
        Mount("/page", StaticFiles(directory=PAGE), name="page"),
        Route("/api/page", page_words),
        Route("/api/score", score, methods=["POST"]),
        Route("/api/validate", validate, methods=["POST"]),
        Route("/api/replay", replay, methods=["POST"]),
        Route("/api/render", render_board, methods=["POST"]),
        Route("/api/rulings", rulings),
        Route("/api/kings-struggle/score", _shelf_route("kings-struggle", "score"), methods=["POST"]),
        Route("/api/kings-struggle/trick", _shelf_route("kings-struggle", "trick"), methods=["POST"]),
        Route("/api/kings-favor/moves", _shelf_route("kings-favor", "moves"), methods=["POST"]),
        Route("/openapi.json", openapi),
        Route("/docs", docs),
        *table_routes(),
    ], middleware=[Middleware(SecurityHeaders), Middleware(TrustedHostMiddleware, allowed_hosts=list(allowed_hosts))],
        exception_handlers={404: not_found, 405: not_allowed, 500: server_error})
    app.state.tables = Tables(tables, {**shipped, **(offered or {})}, network_base)
    return app


class SecurityHeaders:
    """Every answer carries HEADERS, whatever made it (a route, a static file, a refusal, a 404)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in HEADERS.items():
                    headers[name] = value
            await send(message)
        await self.app(scope, receive, with_headers)
