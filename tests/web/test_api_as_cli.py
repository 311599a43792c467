"""The HTTP API answers as the command line does, within bounds, on the documents a table gets wrong.

Each faulty document is written to a file for the command line and sent as a body to the API: the
codes, fields and sentences must be the same (the `source` aside: a body has no file name and reads
as "request"). The bounds come from referee/limits.py: at most MAX_PROBLEMS problems and one more
saying how many were left out, a refused value cut to MAX_VALUE_IN_ANSWER characters, every limit
checked before a name is looked up."""

from __future__ import annotations

import json
import threading
import time

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from helpers import REPO
from referee.cli import main
from referee.limits import MAX_PROBLEMS, MAX_VALUE_IN_ANSWER
from referee.web import app as web_app

EXAMPLE = json.loads((REPO / "examples" / "dark-tower-4p.json").read_text(encoding="utf-8"))
JSON = {"content-type": "application/json"}


@pytest.fixture(scope="module")
def client():
    app = web_app.create_app([*web_app.LOCAL_HOSTS, "testserver"])
    with TestClient(app, raise_server_exceptions=False, headers=JSON) as c:
        yield c


def cli_answer(command: str, document_text: str, tmp_path, *options: str) -> tuple[int, dict]:
    path = tmp_path / "doc.json"
    path.write_text(document_text, encoding="utf-8")
    result = CliRunner().invoke(main, [command, str(path), "--json", *options])
    return result.exit_code, json.loads(result.stdout)


def without_source(data: dict) -> dict:
    return {k: v for k, v in data.items() if k != "source"}


# What players get wrong at a table, each a document the command line refuses (the rulebook's
# board: "Temple Ruins" is a region, "Temple Ruin" is not; Jen plays, Jenn does not; a count is a
# number, "2" is text).
FAULTY = {
    "unknown region": {**EXAMPLE, "board": {"Temple Ruin": {"influence": {"Jen": 2}}}},
    "unknown player": {**EXAMPLE, "board": {"Dark Tower": {"influence": {"Jenn": 2}}}},
    "count as text": {**EXAMPLE, "board": {"Dark Tower": {"influence": {"Jen": "2"}}}},
    "unknown King's region": {**EXAMPLE, "king": "Temple Ruin"},
    "unknown variant": {**EXAMPLE, "variants": ["permanent-nobels"]},
    "too many variants": {**EXAMPLE, "variants": [f"v{i}" for i in range(50_000)]},
    "600,000 players": {**EXAMPLE, "players": ["P"] * 600_000},        # 3 MB, under the 4 MB input limit
    "500 unknown regions": {**EXAMPLE, "board": {f"Region {i}": {"influence": {"Jen": 1}} for i in range(500)}},
}


@pytest.mark.parametrize("name", FAULTY, ids=list(FAULTY))
@pytest.mark.parametrize("command", ["validate", "score"])
def test_a_faulty_position_is_refused_by_the_api_as_by_the_command_line(client, tmp_path, name, command):
    text = json.dumps(FAULTY[name])
    code, expected = cli_answer(command, text, tmp_path)
    response = client.post(f"/api/{command}", content=text)
    assert code == 2 and response.status_code == 422
    assert without_source(response.json()) == without_source(expected)
    assert response.json()["source"] == "request"


@pytest.mark.parametrize("name, code, field", [
    ("unknown region", "UNKNOWN_REGION", 'board."Temple Ruin"'),
    ("unknown player", "UNKNOWN_PLAYER", 'board."Dark Tower".influence.Jenn'),
    ("count as text", "NOT_AN_INTEGER", 'board."Dark Tower".influence.Jen'),
    ("unknown King's region", "UNKNOWN_REGION", "king"),
    ("unknown variant", "UNKNOWN_VARIANT", "variants"),
    ("too many variants", "TOO_MANY_VARIANTS", "variants"),
])
def test_each_fault_is_named_with_its_field_and_what_was_meant(client, name, code, field):
    problems = client.post("/api/validate", json=FAULTY[name]).json()["problems"]
    assert (problems[0]["code"], problems[0]["field"]) == (code, field)
    if name in ("unknown region", "unknown King's region"):
        assert "Temple Ruins" in problems[0]["message"]          # the board's region nearest the name
    if name == "unknown player":
        assert "'Jen'" in problems[0]["message"]
    if name == "unknown variant":
        assert "permanent-nobles" in problems[0]["message"]


def test_the_answer_is_bounded_whatever_the_document_holds(client):
    # 50,000 variant names: one TOO_MANY_VARIANTS, checked before any name is looked up, its value cut
    many = client.post("/api/validate", json=FAULTY["too many variants"])
    assert [p["code"] for p in many.json()["problems"]] == ["TOO_MANY_VARIANTS"]
    assert len(many.content) < 4_000
    refused = many.json()["problems"][0]
    assert refused["value_cut"] is True and len(refused["value"]) == MAX_VALUE_IN_ANSWER
    # 600,000 players (3 MB of body): the answer stays small
    players = client.post("/api/validate", json=FAULTY["600,000 players"])
    assert players.status_code == 422 and len(players.content) < 20_000
    # 500 unknown regions: refused by their count (the board has 8 regions), none looked up one by one
    regions = client.post("/api/validate", json=FAULTY["500 unknown regions"]).json()["problems"]
    assert [(p["code"], p["field"]) for p in regions] == [("TOO_MANY_ENTRIES", "board")]
    assert len(regions) <= MAX_PROBLEMS + 1


def test_an_empty_body_and_a_variant_path_are_named_as_the_command_line_names_them(client, tmp_path):
    code, expected = cli_answer("validate", "", tmp_path)
    response = client.post("/api/validate", content=b"")
    assert (code, response.status_code) == (2, 400)
    assert [p["code"] for p in response.json()["problems"]] == [p["code"] for p in expected["problems"]] == ["EMPTY_INPUT"]
    # a variant named by path: the command line would open the file, the API reads none and says so
    path_named = client.post("/api/validate", json={**EXAMPLE, "variants": ["../spec/x.toml"]}).json()["problems"]
    assert [(p["code"], p["field"]) for p in path_named] == [("VARIANT_FILE_REFUSED", "variants")]


# ---------------------------------------------------------------- HTTP as clients expect it

@pytest.mark.parametrize("content_type", [None, "text/plain", "application/x-www-form-urlencoded",
                                          "multipart/form-data; boundary=x"])
def test_only_a_json_body_is_read(content_type):
    # a form another site posts needs no preflight: it is refused (415) before its body is read
    app = web_app.create_app([*web_app.LOCAL_HOSTS, "testserver"])
    with TestClient(app, raise_server_exceptions=False) as plain:
        headers = {"content-type": content_type} if content_type else {}
        response = plain.post("/api/score", content=json.dumps(EXAMPLE), headers=headers)
        assert response.status_code == 415
        assert response.json()["problems"][0]["code"] == "NOT_JSON_TYPE"
        accepted = plain.post("/api/score", content=json.dumps(EXAMPLE),
                              headers={"content-type": "application/json; charset=utf-8"})
        assert accepted.status_code == 200


def test_a_wrong_method_answers_405_with_allow(client):
    for path, allowed in (("/api/score", "POST"), ("/api/rulings", "GET, HEAD"), ("/api/page", "GET, HEAD")):
        response = client.request("DELETE", path)
        assert response.status_code == 405
        assert set(response.headers["allow"].split(", ")) == set(allowed.split(", "))
        assert response.json()["problems"][0]["code"] == "METHOD_NOT_ALLOWED"


def test_another_host_is_refused_and_no_redirect_names_it(client):
    evil = client.get("/page", headers={"host": "evil.example"}, follow_redirects=False)
    assert evil.status_code == 400
    assert "evil.example" not in evil.headers.get("location", "")
    local = client.get("/page", headers={"host": "127.0.0.1:8000"}, follow_redirects=False)
    assert local.status_code in (307, 308) and local.headers["location"].startswith("http://127.0.0.1:8000/")


@pytest.mark.parametrize("path", ["/", "/page/index.html", "/page/app.js", "/page/style.css", "/openapi.json",
                                  "/docs", "/api/page", "/api/nothing"])
def test_every_answer_carries_the_security_headers(client, path):
    response = client.get(path)
    for name, value in web_app.HEADERS.items():
        assert response.headers[name] == value, (path, name)
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]


def test_an_unknown_page_language_falls_back_and_says_so(client):
    english = client.get("/api/page?lang=de").json()
    assert english["lang"] == "en" and '"de"' in english["lang_notice"] and "English" in english["lang_notice"]
    french = client.get("/api/page?lang=de", headers={"accept-language": "de-DE, fr;q=0.8"}).json()
    assert french["lang"] == "fr" and "français" in french["lang_notice"]
    assert french["text"]["page.score"] == "Décompter cette manche"
    assert client.get("/api/page?lang=fr").json()["lang_notice"] is None
    assert client.get("/api/page").json()["langs"] == {"en": "English", "fr": "Français"}


def test_a_request_past_its_deadline_has_its_work_stopped(client, monkeypatch):
    # the work loops for ever, counting; once the answer is 503 the count must stop growing
    from referee import answers

    counter = {"n": 0}

    def endless(*_args, **_kwargs):
        while True:
            counter["n"] += 1

    monkeypatch.setattr(web_app, "MAX_REQUEST_SECONDS", 0.3)
    monkeypatch.setattr(answers, "validate_answer", endless)
    response = client.post("/api/validate", json=EXAMPLE)
    assert response.status_code == 503 and response.json()["problems"][0]["code"] == "TIMEOUT"
    time.sleep(0.2)
    stopped_at = counter["n"]
    time.sleep(0.3)
    assert counter["n"] == stopped_at > 0
    assert not [t for t in threading.enumerate() if t.name == "referee-request"]
