"""`referee serve`'s HTTP API, driven with Starlette's TestClient (as Starlette tests its own apps):
every answer is what the matching command prints with --json (the `source` field aside), in the
language asked for, with the status its exit code stands for."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from helpers import REPO
from referee.cli import main
from referee.web import app as web_app

EXAMPLES = REPO / "examples"
POSITIONS = sorted(EXAMPLES.glob("*-[0-9]p.json"))
RECORDS = sorted(p for p in (REPO / "tests" / "golden").glob("*.json") if not p.name.endswith(".expected.json"))


JSON = {"content-type": "application/json"}


@pytest.fixture(scope="module")
def client():
    app = web_app.create_app([*web_app.LOCAL_HOSTS, "testserver"])    # TestClient's Host
    with TestClient(app, raise_server_exceptions=False, headers=JSON) as c:
        yield c


def cli_json(*args: str) -> tuple[int, dict]:
    result = CliRunner().invoke(main, [*args, "--json"])
    return result.exit_code, json.loads(result.stdout)


def without_source(data: dict) -> dict:
    return {k: v for k, v in data.items() if k != "source"}


STATUS_OF_EXIT = {0: 200, 2: 422}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.stem)
def test_score_and_validate_answer_what_the_command_line_prints(client, path, lang):
    for command in ("score", "validate"):
        code, expected = cli_json(command, str(path), "--lang", lang)
        response = client.post(f"/api/{command}?lang={lang}", content=path.read_bytes())
        assert response.status_code == STATUS_OF_EXIT[code]
        assert without_source(response.json()) == without_source(expected)


def test_a_refused_position_is_refused_alike_with_every_problem(client, tmp_path):
    # three faults, each in its own field: the API must name all three as `validate --json` does
    bad = {"players": ["Jen", "Phil"], "king": "Dark Tower",
           "board": {"Dark Tower": {"influence": {"Jen": 25}}}, "scores": {"Phil": -3}, "dragons": 4}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    for command in ("score", "validate"):
        code, expected = cli_json(command, str(path))
        response = client.post(f"/api/{command}", json=bad)
        assert code == 2 and response.status_code == 422
        assert without_source(response.json()) == without_source(expected)
    fields = {p["field"] for p in response.json()["problems"]}
    assert {'board."Dark Tower".influence.Jen', "scores.Phil", "dragons"} <= fields


@pytest.mark.parametrize("lenient", [False, True])
@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_replay_answers_what_the_command_line_prints(client, path, lenient):
    code, expected = cli_json("replay", str(path), *(["--lenient"] if lenient else []))
    response = client.post(f"/api/replay?lenient={int(lenient)}", content=path.read_bytes())
    assert response.status_code == (200 if lenient else STATUS_OF_EXIT[code])     # a lenient sheet is an answer
    assert without_source(response.json()) == without_source(expected)


def test_an_illegal_play_is_named_as_replay_names_it(client, tmp_path):
    # a fourth card in a round: "Revealing cards" allows three per player (the rulebook's count)
    record = json.loads((REPO / "tests" / "golden" / "knight.json").read_text(encoding="utf-8"))
    player = record["players"][0]
    record["rounds"][0][player] = list(record["rounds"][0][player]) + ["Dark Tower"]
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    for lenient in ([], ["--lenient"]):
        code, expected = cli_json("replay", str(path), *lenient)
        response = client.post(f"/api/replay?lenient={int(bool(lenient))}", json=record)
        assert code == 2 and response.status_code == (200 if lenient else 422)
        assert without_source(response.json()) == without_source(expected)
        assert [(p["round"], p["player"], p["code"]) for p in response.json()["problems"]] == \
            [(1, player, "TOO_MANY_CARDS")]


@pytest.mark.parametrize("game", ["kings-road", "kings-struggle", "kings-favor"])
def test_rulings_answer_what_the_command_line_prints(client, game):
    _, expected = cli_json("rulings", "--game", game)
    assert client.get(f"/api/rulings?game={game}").json() == expected


def test_the_other_games_answer_through_the_shelf_as_their_commands_do(client):
    hands, trick = EXAMPLES / "struggle-hand.json", EXAMPLES / "struggle-trick.json"
    assert client.post("/api/kings-struggle/score?lang=fr", content=hands.read_bytes()).json() == \
        cli_json("struggle", "score", str(hands), "--lang", "fr")[1]
    assert client.post("/api/kings-struggle/trick", content=trick.read_bytes()).json() == \
        cli_json("struggle", "trick", str(trick))[1]
    board, state = EXAMPLES / "favor-board.json", EXAMPLES / "favor-state.json"
    body = {"board": json.loads(board.read_text()), "state": json.loads(state.read_text()), "player": "Ann", "roll": 4}
    assert client.post("/api/kings-favor/moves", json=body).json() == \
        cli_json("favor", "moves", str(board), str(state), "--player", "Ann", "--roll", "4")[1]
    wrong = client.post("/api/kings-favor/moves", json={**body, "player": "Zed", "roll": 9})
    assert wrong.status_code == 422
    assert {p["field"] for p in wrong.json()["problems"]} == {"player", "roll"}


def test_the_language_comes_from_the_query_then_accept_language(client):
    body = (EXAMPLES / "dark-tower-4p.json").read_bytes()
    french = client.post("/api/score", content=body, headers={"Accept-Language": "de-DE,fr;q=0.8,en;q=0.5"})
    english = client.post("/api/score?lang=en", content=body, headers={"Accept-Language": "fr"})
    assert french.json()["trace"] == cli_json("score", str(EXAMPLES / "dark-tower-4p.json"), "--lang", "fr")[1]["trace"]
    assert english.json()["trace"] == cli_json("score", str(EXAMPLES / "dark-tower-4p.json"))[1]["trace"]
    refused = client.post("/api/score?lang=de", content=body)
    assert refused.status_code == 422 and refused.json()["problems"][0]["field"] == "lang"


# ---------------------------------------------------------------- hostile requests

HOSTILE = [
    ("not JSON", b"{", 400, "MALFORMED_JSON"),
    ("empty", b"", 400, "EMPTY_INPUT"),          # as the command line names an empty file
    ("not UTF-8", b'{"players": ["\xff"]}', 400, None),
    ("nested 40 deep", b"[" * 40 + b"]" * 40, 400, None),
    ("a 400-digit number", b'{"players": ["A", "B"], "king": 1, "dragons": ' + b"9" * 400 + b"}", 400, None),
    ("NaN", b'{"players": ["A", "B"], "king": 1, "dragons": NaN}', 400, None),
    ("wrong types", b'{"players": "Ann", "king": [1], "board": 7}', 422, None),
    ("an array", b"[1, 2, 3]", 422, None),
]


@pytest.mark.parametrize("name, body, status, code", HOSTILE, ids=[h[0] for h in HOSTILE])
@pytest.mark.parametrize("route", ["/api/score", "/api/validate", "/api/replay", "/api/render"])
def test_hostile_bodies_get_the_referees_problems_never_a_500(client, route, name, body, status, code):
    response = client.post(route, content=body)
    assert response.status_code == status
    problems = response.json()["problems"]
    assert problems and all(p["message"] for p in problems)
    if code:
        assert problems[0]["code"] == code
    assert client.post("/api/score", content=(EXAMPLES / "dark-tower-4p.json").read_bytes()).status_code == 200


def test_a_body_over_the_input_limit_is_refused_with_413_unread(client):
    from referee.limits import MAX_INPUT_BYTES

    response = client.post("/api/score", content=b" " * (MAX_INPUT_BYTES + 1))
    assert response.status_code == 413 and response.json()["problems"][0]["code"] == "TOO_LARGE"


def test_the_api_reads_no_file_a_variant_path_is_refused(client, tmp_path):
    # a FIFO: opening it would block the request forever; the API must refuse before any open
    fifo = tmp_path / "v.toml"
    os.mkfifo(fifo)
    position = json.loads((EXAMPLES / "dark-tower-4p.json").read_text())
    for route, body in (("/api/score", {**position, "variants": [str(fifo)]}),
                        ("/api/replay", {"players": ["A", "B"], "rounds": [], "start": {"variants": ["x/y.toml"]}})):
        response = client.post(route, json=body)
        assert response.status_code == 422
        assert response.json()["problems"][0]["code"] == "VARIANT_FILE_REFUSED"
    named = client.post("/api/score", json={**position, "variants": ["permanent-nobles"]})
    assert named.status_code == 200 and named.json()["variants"] == ["permanent-nobles"]


def test_a_request_past_the_time_limit_answers_503_and_the_server_goes_on(client, monkeypatch):
    import time

    from referee import answers

    monkeypatch.setattr(web_app, "MAX_REQUEST_SECONDS", 0.2)
    monkeypatch.setattr(answers, "score_answer", lambda *a, **k: time.sleep(2))
    response = client.post("/api/score", content=(EXAMPLES / "dark-tower-4p.json").read_bytes())
    assert response.status_code == 503 and response.json()["problems"][0]["code"] == "TIMEOUT"
    assert client.post("/api/validate", content=(EXAMPLES / "dark-tower-4p.json").read_bytes()).status_code == 200


def test_unknown_paths_and_methods_answer_json(client):
    assert client.get("/api/nothing").status_code == 404
    assert client.get("/api/nothing").json()["problems"][0]["code"] == "NOT_FOUND"
    wrong = client.get("/api/score")
    assert wrong.status_code == 405 and wrong.json()["problems"][0]["code"] == "METHOD_NOT_ALLOWED"


def test_a_hostile_name_reaches_the_drawing_escaped(client):
    name = '<script>alert("x")</script>'
    position = {"players": [name, "Ben"], "king": "Dark Tower",
                "board": {"Dark Tower": {"influence": {name: 2, "Ben": 1}}}}
    response = client.post("/api/render?outcome=1", json=position)
    assert response.status_code == 200 and response.headers["content-type"].startswith("image/svg+xml")
    assert "<script" not in response.text and "&lt;script&gt;" in response.text
    assert "script-src" not in response.headers["content-security-policy"]      # default-src 'self' covers it
    assert "default-src 'self'" in response.headers["content-security-policy"]
    # a right-to-left override would reorder what the table reads: the reader refuses it, named
    mirrored = client.post("/api/validate", json={**position, "players": [name + "\u202e", "Ben"]})
    assert mirrored.status_code == 422
    assert mirrored.json()["problems"][0]["code"] == "BAD_NAME"


def test_a_finished_game_is_drawn_but_not_scored_again(client, tmp_path):
    # "Game end and winning": once a player has 40 points the game is over; its board can still be
    # looked at (render, as `referee render` draws it) but no round is scored after it
    over = {"players": ["Ann", "Ben"], "king": "Dark Tower", "scores": {"Ann": 41, "Ben": 30}}
    drawn = client.post("/api/render", json=over)
    assert drawn.status_code == 200 and drawn.text.startswith("<svg")
    again = client.post("/api/render?outcome=1", json=over)
    assert again.status_code == 422 and again.json()["problems"][0]["code"] == "GAME_ALREADY_OVER"
    path = tmp_path / "over.json"
    path.write_text(json.dumps(over), encoding="utf-8")
    assert CliRunner().invoke(main, ["render", str(path)]).exit_code == 0
    assert CliRunner().invoke(main, ["render", str(path), "--scored"]).exit_code == 2


# ---------------------------------------------------------------- the description

def test_openapi_derives_the_position_and_record_from_the_shipped_schemas(client):
    doc = client.get("/openapi.json").json()
    schemas = doc["components"]["schemas"]
    for name, file in (("Position", "position.schema.json"), ("GameRecord", "game.schema.json")):
        shipped = json.loads((REPO / "referee" / "io" / "schema" / file).read_text(encoding="utf-8"))
        assert set(schemas[name]["properties"]) == set(shipped["properties"])
        assert schemas[name]["required"] == shipped["required"]
        assert {f"{name}_{d}" for d in shipped.get("$defs", {})} <= set(schemas)
    assert "#/$defs/" not in json.dumps(doc)             # every local reference rewritten


def test_every_route_is_described_and_every_description_routed(client):
    doc = client.get("/openapi.json").json()
    from starlette.routing import WebSocketRoute

    routed = {r.path for r in web_app.create_app().routes if getattr(r, "path", "").startswith("/api/")
              and not isinstance(r, WebSocketRoute)}         # a WebSocket is not an HTTP operation
    assert set(doc["paths"]) == routed
    page = client.get("/docs").text
    assert all(path in page for path in doc["paths"])


def test_the_page_and_its_files_are_served_from_the_package(client):
    page = client.get("/")
    assert page.status_code == 200 and '<script src="/page/app.js"' in page.text
    for asset in ("app.js", "style.css"):
        assert client.get(f"/page/{asset}").text == (Path(web_app.PAGE) / asset).read_text(encoding="utf-8")
    words = client.get("/api/page?lang=fr").json()
    assert words["text"]["page.score"] == "Décompter cette manche"
    names = {r["number"]: r["name"] for r in words["regions"]}
    assert names[1] == "Zin Kai's Deep" and names[5] == "Dark Tower" and len(names) == 8   # RULES-NOTES: the board
