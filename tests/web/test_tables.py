"""Live tables over HTTP and WebSocket (referee.web.tables), driven with Starlette's TestClient, and
one real server killed mid-round (SIGKILL) and started again on its tables file.

What a seat sees is checked against what it must not see: another seat's choice stays out of every
view until every seat has confirmed ("Revealing cards": the cards are revealed together)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from helpers import REPO, free_port, http_json
from referee.cli import main
from referee.web import app as web_app

ROUND_ONE = {"Ann": ["Zin Kai's Deep", "Wizard's Tower", "Savage Hills"],
             "Ben": ["Wizard's Tower", "Savage Hills", "King's Altar"],
             "Cat": ["Wizard's Tower", "Savage Hills", "King's Altar"]}
BASE = "http://127.0.0.1"


@pytest.fixture()
def client(tmp_path):
    app = web_app.create_app(tables=tmp_path / "tables.sqlite3")
    with TestClient(app, base_url=BASE, raise_server_exceptions=False) as c:
        yield c


class Table:
    """A table made through the API, with each link's token."""

    def __init__(self, client, **setup):
        answer = client.post("/api/tables", json={"players": list(ROUND_ONE), **setup})
        assert answer.status_code == 201, answer.text
        self.client, self.made = client, answer.json()
        self.id = self.made["table"]
        self.host = self.made["link"].split("&k=")[1]
        self.tokens = {s["player"]: s["link"].split("&k=")[1] for s in self.made["seats"]}

    def auth(self, who: str | None) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[who] if who else self.host}"}

    def view(self, who: str | None = None, **params):
        return self.client.get(f"/api/tables/{self.id}", params=params, headers=self.auth(who))

    def choose(self, who: str | None, cards, round_no: int = 1, phase: str = "choose", **extra):
        return self.client.post(f"/api/tables/{self.id}/choice", headers=self.auth(who),
                                json={"round": round_no, "phase": phase, "cards": cards, **extra})


def test_links_are_the_page_with_the_table_and_a_token_in_the_fragment(client):
    table = Table(client)
    assert table.made["link"].startswith(f"{BASE}/table#t={table.id}&k=")
    assert [s["player"] for s in table.made["seats"]] == list(ROUND_ONE)
    host = table.view().json()
    assert host["role"] == "host" and "you" not in host
    assert [s["player"] for s in host["seats"]] == list(ROUND_ONE)
    codes = client.get(f"/api/tables/{table.id}/codes", headers=table.auth(None)).json()["seats"]
    assert [s["link"] for s in codes] == [s["link"] for s in host["seats"]]
    assert all(s["qr"].startswith("data:image/svg+xml") for s in codes)
    seat = client.get(f"/api/tables/{table.id}/codes", headers=table.auth("Ann"))
    assert seat.status_code == 403 and seat.json()["problems"][0]["code"] == "NOT_THE_HOST"
    page = client.get("/table")
    assert page.status_code == 200 and "/page/table.js" in page.text


def test_a_seat_sees_its_own_hand_and_nobody_sees_a_choice_before_every_seat_confirmed(client):
    table = Table(client)
    ben = table.view("Ben").json()
    assert ben["role"] == "seat" and ben["you"]["due"] == 3 and len(ben["you"]["hand"]) == 11   # 8 + 3 specials
    assert table.choose("Ann", ["Dark Tower", "Temple Ruins", "King's Castle"]).status_code == 200
    for who in ("Ben", None):
        seen = table.view(who).json()
        assert seen["confirmed"] == ["Ann"] and seen["revealed"] is None
        assert "Temple Ruins" not in json.dumps({k: v for k, v in seen.items() if k not in ("board", "you")})
    assert table.view("Ben").json()["you"]["chosen"] is None
    assert [c["card"] for c in table.view("Ann").json()["you"]["chosen"]] == ["Dark Tower", "Temple Ruins",
                                                                             "King's Castle"]


def test_every_wrong_choice_is_refused_with_the_problem_named(client):
    table = Table(client)
    host = table.choose(None, ROUND_ONE["Ann"])
    assert host.status_code == 403 and host.json()["problems"][0]["code"] == "NOT_A_SEAT"
    other = table.choose("Ann", ROUND_ONE["Ben"], player="Ben")
    assert other.status_code == 403 and other.json()["problems"][0]["field"] == "player"
    assert table.choose("Ann", ROUND_ONE["Ann"]).status_code == 200
    twice = table.choose("Ann", ROUND_ONE["Ann"])
    assert twice.status_code == 422 and twice.json()["problems"][0]["code"] == "ALREADY_CONFIRMED"
    stale = table.choose("Ben", ROUND_ONE["Ben"], round_no=3)
    assert stale.status_code == 422 and stale.json()["problems"][0]["code"] == "STALE_ROUND"
    short = client.post(f"/api/tables/{table.id}/choice?lang=fr", headers=table.auth("Ben"),
                        json={"round": 1, "phase": "choose", "cards": ROUND_ONE["Ben"][:2]})
    problem = short.json()["problems"][0]
    assert short.status_code == 422 and problem["code"] == "TOO_FEW_CARDS" and problem["field"] == "cards"
    assert "Choisir des cartes" in problem["message"]            # the section, in the language asked


def test_no_table_is_found_without_its_link(client):
    table = Table(client)
    for table_id, token in ((table.id, "not-a-token"), ("no-such-table", table.host), (table.id, "")):
        for path in ("", "/record"):
            answer = client.get(f"/api/tables/{table_id}{path}", headers={"Authorization": f"Bearer {token}"})
            assert answer.status_code == 404 and answer.json()["problems"][0]["code"] == "UNKNOWN_TABLE"
    assert client.get(f"/api/tables/{table.id}").status_code == 404                  # no token at all


def test_a_new_table_with_a_path_for_a_variant_or_a_number_as_text_is_refused(client):
    answer = client.post("/api/tables", json={"players": ["Ann", "Ben"], "variants": ["/etc/passwd"]})
    assert answer.status_code == 422 and answer.json()["problems"][0]["code"] == "UNKNOWN_VARIANT"
    answer = client.post("/api/tables", json={"players": ["Ann", "Ben"], "banners": {"Temple Ruins": ["3", 2, 1]}})
    assert answer.status_code == 422 and answer.json()["problems"][0]["field"].startswith("banners")


def test_the_record_replays_to_the_sheet_the_table_showed_and_has_no_start(client, tmp_path):
    table = Table(client, rulings={"knight-declined": "added-unless-declined"}, variants=["permanent-nobles"])
    for round_no in (1, 2):
        for player, cards in ROUND_ONE.items():
            assert table.choose(player, cards if round_no == 1 else cards[::-1], round_no).status_code == 200
    shown = table.view().json()
    record = client.get(f"/api/tables/{table.id}/record", headers=table.auth("Cat"))
    assert record.headers["content-disposition"].startswith("attachment")
    data = record.json()
    assert "start" not in data and data["variants"] == ["permanent-nobles"] and len(data["rounds"]) == 2
    path = tmp_path / "table.json"
    path.write_text(record.text, encoding="utf-8")
    replayed = CliRunner().invoke(main, ["replay", str(path), "--json"])
    assert replayed.exit_code == 0, replayed.output
    sheet = json.loads(replayed.stdout)["rounds"]
    assert [(r["round"], r["scores"], r["awarded"]) for r in sheet] == \
           [(r["round"], r["scores"], r["awarded"]) for r in shown["sheet"]]
    assert shown["last_round"] == sheet[-1] or shown["last_round"]["scores"] == sheet[-1]["scores"]


def test_a_seat_changes_its_language_and_keeps_it(client):
    table = Table(client, langs={"Ben": "fr"})
    assert table.view("Ben").json()["lang"] == "fr" and table.view("Ann").json()["lang"] == "en"
    changed = client.post(f"/api/tables/{table.id}/lang", headers=table.auth("Ann"), json={"lang": "fr"})
    assert changed.status_code == 200 and changed.json()["lang"] == "fr"
    assert table.view("Ann").json()["lang"] == "fr"
    bad = client.post(f"/api/tables/{table.id}/lang", headers=table.auth("Ann"), json={"lang": "de"})
    assert bad.status_code == 422 and bad.json()["problems"][0]["value"] == "de"


def test_a_phone_following_the_table_live_gets_every_change(client):
    table = Table(client)
    with client.websocket_connect(f"ws://127.0.0.1/api/tables/{table.id}/live") as live:
        live.send_text(json.dumps({"token": table.tokens["Ben"]}))
        first = live.receive_json()
        assert first["player"] == "Ben" and first["confirmed"] == []
    with client.websocket_connect(f"ws://127.0.0.1/api/tables/{table.id}/live") as live:
        live.send_text(json.dumps({"token": table.host}))
        host = live.receive_json()
        assert host["link"].startswith(f"{BASE}/table#") and host["seats"][0]["link"].startswith(f"{BASE}/table#")
    with client.websocket_connect(f"ws://127.0.0.1/api/tables/{table.id}/live") as live:
        live.send_text(json.dumps({"token": table.tokens["Ben"]}))
        live.receive_json()
        for player, cards in ROUND_ONE.items():
            table.choose(player, cards)
            seen = live.receive_json()
        assert seen["round"] == 2 and seen["scores"] == {"Ann": 2, "Ben": 0, "Cat": 0}   # test_table.py's reasoning


def test_a_live_connection_without_a_good_token_is_closed(client):
    table = Table(client)
    from starlette.websockets import WebSocketDisconnect

    with client.websocket_connect(f"ws://127.0.0.1/api/tables/{table.id}/live") as live:
        live.send_text(json.dumps({"token": "guess"}))
        with pytest.raises(WebSocketDisconnect) as closed:
            live.receive_json()
    assert closed.value.code == 4404


def test_the_page_words_offer_the_variants_a_table_may_use(client):
    words = client.get("/api/page").json()
    assert words["table_variants"] == ["permanent-nobles"]
    assert words["text"]["page.table.title"] == "Live table"
    assert client.get("/api/page?lang=fr").json()["text"]["page.table.title"] != "Live table"


# ---------------------------------------------------------------- a real server, killed and started again

def _serve(port: int, tables) -> subprocess.Popen:
    server = subprocess.Popen([sys.executable, "-m", "referee", "serve", "--port", str(port), "--tables", str(tables)],
                              cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    assert f":{port}/" in line, line + server.stderr.read()
    return server


@pytest.mark.slow
def test_a_server_killed_mid_round_loses_no_confirmed_choice(tmp_path):
    port, tables = free_port(), tmp_path / "tables.sqlite3"
    server = _serve(port, tables)
    base = f"http://127.0.0.1:{port}"
    try:
        made = http_json(f"{base}/api/tables", {"players": list(ROUND_ONE)})
        tokens = {s["player"]: s["link"].split("&k=")[1] for s in made["seats"]}
        for player in ("Ann", "Ben"):
            http_json(f"{base}/api/tables/{made['table']}/choice", {"round": 1, "phase": "choose",
                                                                "cards": ROUND_ONE[player]}, tokens[player])
    finally:
        server.send_signal(signal.SIGKILL)
        server.wait(timeout=10)
    server = _serve(port, tables)
    try:
        seen = http_json(f"{base}/api/tables/{made['table']}", None, tokens["Cat"])
        assert seen["confirmed"] == ["Ann", "Ben"] and seen["waiting_for"] == ["Cat"]
        done = http_json(f"{base}/api/tables/{made['table']}/choice", {"round": 1, "phase": "choose",
                                                                   "cards": ROUND_ONE["Cat"]}, tokens["Cat"])
        assert done["round"] == 2 and done["scores"] == {"Ann": 2, "Ben": 0, "Cat": 0}
    finally:
        server.send_signal(signal.SIGINT)
        assert server.wait(timeout=15) == 0
    assert "Traceback" not in server.stderr.read()



def test_after_the_reveal_the_witch_player_chooses_again_and_the_others_see_their_own_choice(client):
    table = Table(client)
    table.choose("Ann", ROUND_ONE["Ann"])
    table.choose("Ben", ["witch", "Dark Tower", "Temple Ruins"])
    table.choose("Cat", ROUND_ONE["Cat"])
    ben = table.view("Ben").json()
    assert ben["phase"] == "witch" and ben["you"]["to_choose"] and ben["you"]["chosen"] is None
    assert [c["card"] for c in ben["you"]["sent_back"]] == ["Dark Tower", "Temple Ruins"]
    assert "witch" not in [c["card"] for c in ben["you"]["hand"]]     # played this round: not chosen again
    assert {p: [c["card"] for c in cards] for p, cards in ben["revealed"].items()} == {
        "Ann": ROUND_ONE["Ann"], "Ben": ["witch", "Dark Tower", "Temple Ruins"], "Cat": ROUND_ONE["Cat"]}
    ann = table.view("Ann").json()["you"]
    assert [c["card"] for c in ann["chosen"]] == ROUND_ONE["Ann"] and not ann["to_choose"]
    late = table.choose("Cat", ROUND_ONE["Cat"])
    assert late.status_code == 422 and late.json()["problems"][0]["code"] == "AFTER_REVEAL"
    again = table.choose("Ben", ["Zin Kai's Deep", "Dark Tower", "King's Castle"], phase="witch")
    assert again.status_code == 200 and again.json()["round"] == 2


def test_a_table_made_on_the_servers_own_screen_gives_links_phones_can_open(tmp_path):
    """Opened as localhost on a server that listens on the network, the links name the address the
    phones reach (a phone cannot open the server's localhost); opened by that address, that address."""
    app = web_app.create_app([*web_app.LOCAL_HOSTS, "192.0.2.7"], tables=tmp_path / "t.sqlite3",
                             network_base="http://192.0.2.7:8000")
    for base, expected in (("http://127.0.0.1", "http://192.0.2.7:8000/table#"),
                           ("http://192.0.2.7", "http://192.0.2.7/table#")):
        with TestClient(app, base_url=base) as client:
            made = client.post("/api/tables", json={"players": ["Ann", "Ben"]}).json()
            assert made["link"].startswith(expected) and made["seats"][0]["link"].startswith(expected)
