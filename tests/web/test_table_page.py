"""Whole games at a live table in a real browser: Playwright drives the system's Chromium with one
browser context per player (and one for the host), against `referee serve` started as a user
starts it, on a tables file of the test's own.

Each game is played to its end through the page only: the host makes the table with the form, each
player opens their own link, taps cards and confirms. On the way: a player reloads their page, a
player switches to French, and the server is killed (SIGKILL) mid-round and started again on the
same file and port; the pages carry on. At the end the host downloads the record, which `referee
replay` replays to the very sheet the page showed, round for round.

Without Chromium these tests are skipped with the reason, except where REFEREE_REQUIRE_BROWSER=1."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

from helpers import PAGE_CHROMIUM as CHROMIUM
from helpers import REPO, free_port, http_json

SPECIALS = ("knight", "dragon", "witch")
pytestmark = pytest.mark.slow
expect.set_options(timeout=20_000)       # a busy 2-core machine runs several browsers and servers at once

if not CHROMIUM.exists() and os.environ.get("REFEREE_REQUIRE_BROWSER") != "1":
    pytest.skip(f"no Chromium at {CHROMIUM} (Debian: apt install chromium)", allow_module_level=True)


class Server:
    """`referee serve` on one port and one tables file, which a test may kill and start again."""

    def __init__(self, tables: Path):
        self.port, self.tables, self.process = free_port(), tables, None
        self.url = f"http://127.0.0.1:{self.port}/"
        self.start()

    def start(self) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "referee", "serve", "--port", str(self.port),
                                         "--tables", str(self.tables)], cwd=REPO, stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        assert self.url in line, line + self.process.stderr.read()

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)

    def stop(self) -> None:
        self.process.send_signal(signal.SIGINT)
        assert self.process.wait(timeout=15) == 0
        errors = self.process.stderr.read()
        assert "Traceback" not in errors, errors


def open_page(browser, url: str, lang: str = "en"):
    context = browser.new_context(accept_downloads=True, locale=lang)
    page = context.new_page()
    page.set_default_timeout(20_000)
    page.goto(url)
    return page


def make_table(browser, server: Server, players: list[str]):
    """The host's page after making the table with the form; the seats' links it shows."""
    host = open_page(browser, server.url + "table")
    host.wait_for_selector("#seat-0")                  # the form's fields are drawn all at once
    for i in range(8):
        field = host.locator(f"#seat-{i}")
        if field.count():
            field.fill(players[i] if i < len(players) else "")
    host.click("#banners-box summary")
    host.fill("#banner-3", "3-1")                      # Temple Ruins as a printing gives it (provisional: 3-2-1)
    host.click("#create")
    expect(host.locator("#seat-links [data-seat]")).to_have_count(len(players))
    links = {p: host.locator(f'#seat-links [data-seat="{p}"] a').get_attribute("href") for p in players}
    assert all(host.locator(f'#seat-links [data-seat="{p}"] img').get_attribute("src").startswith("data:image/svg")
               for p in players)
    return host, links


def at(page, round_no: int, phase: str = "choose") -> None:
    expect(page.locator("#table")).to_have_attribute("data-round", str(round_no), timeout=30_000)
    expect(page.locator("#table")).to_have_attribute("data-phase", phase, timeout=30_000)


SHOWN = """table => ({seq: table.dataset.seq, round: table.dataset.round, phase: table.dataset.phase,
                        due: Number(document.getElementById("hand").dataset.due),
                        hand: [...document.querySelectorAll("#hand button")].map(b => b.dataset.card),
                        chosen: document.querySelectorAll("#chosen li").length,
                        problems: document.querySelectorAll("#choice-problems .problem").length})"""


def turned(cards: list[str], due: int, seat: int, round_no: int) -> list[str]:
    """`due` of the Region cards, turned by seat and round: a legal choice, another each round."""
    turn = (seat * 3 + round_no) % len(cards)
    return (cards[turn:] + cards[:turn])[:due]


def choose(page, seat: int, round_no: int, witch: bool = False, knight: bool = False) -> None:
    """Tap the seat's cards (Region cards, turned by seat and round; the Witch first, or the Knight
    last, if asked) and confirm."""
    expect(page.locator("#confirm")).to_be_visible()
    table = page.locator("#table")
    before = table.evaluate(SHOWN)                   # what the page shows, read at once
    cards = [c for c in before["hand"] if c not in SPECIALS]
    due = before["due"]
    chosen = turned(cards, due, seat, round_no)
    if witch:
        chosen = ["witch", *chosen[:due - 1]]
    if knight:                                           # last, reinforcing the Region card before it
        chosen = [*chosen[:due - 1], "knight"]
    # round 1: a pointer's click (the button visible, enabled, not covered); later rounds: the click
    # event itself on the same button, without the pointer's travel (5 phones, 18 rounds)
    for target in [f'#hand button[data-card="{card}"]' for card in chosen] + ["#confirm"]:
        if round_no == 1:
            page.locator(target).click()
        else:
            page.locator(target).dispatch_event("click")
    # the page shows a state after its own confirmation (the seats choose one after another here);
    # the page draws a state whole before it marks its number, so what it shows is read at once
    expect(table).not_to_have_attribute("data-seq", before["seq"])
    after = table.evaluate(SHOWN)
    assert after["problems"] == 0
    if after["round"] == str(round_no) and after["phase"] == before["phase"]:
        assert after["chosen"] == len(chosen)       # not the last to confirm: the choice stays shown


def sheet_rows(page) -> list[list[str]]:
    return page.locator("#sheet tr").evaluate_all("rows => rows.slice(1).map(r => [...r.cells].map(c => c.textContent))")


def choose_by_api(server: Server, link: str, seat: int, round_no: int) -> None:
    """A seat's choice sent as its phone's page sends it (POST .../choice with the seat's token), the
    same cards `choose` taps: the pages follow it live."""
    table, token = link.split("#t=")[1].split("&k=")
    view = http_json(f"{server.url}api/tables/{table}", None, token)
    cards = [c["card"] for c in view["you"]["hand"] if c["card"] not in SPECIALS]
    chosen = turned(cards, view["you"]["due"], seat, round_no)
    http_json(f"{server.url}api/tables/{table}/choice", {"round": round_no, "phase": "choose", "cards": chosen}, token)


def play_game(browser, tmp_path: Path, players: list[str], page_rounds: int = 60) -> None:
    """The game to its end: its first `page_rounds` rounds tapped on the seats' pages (the reload,
    the Witch, French, the restart and the Knight all fall in the first five), the rest sent by the
    seats' links over HTTP while every page follows live."""
    server = Server(tmp_path / "tables.sqlite3")
    try:
        host, links = make_table(browser, server, players)
        seats = {p: open_page(browser, links[p]) for p in players}
        round_no = 1
        while host.locator("#table").get_attribute("data-phase") != "over":
            at(host, round_no)
            if round_no > page_rounds:
                for seat, player in enumerate(players):
                    choose_by_api(server, links[player], seat, round_no)
                round_no += 1
                expect(host.locator("#table")).not_to_have_attribute("data-round", str(round_no - 1), timeout=30_000)
                continue
            for seat, player in enumerate(players):
                page = seats[player]
                at(page, round_no)
                choose(page, seat, round_no, witch=(round_no == 2 and seat == 1), knight=(round_no == 5 and seat == 0))
                if round_no == 3 and seat == 0:            # a player reloads: the page finds their choice again
                    page.reload()
                    expect(page.locator("#chosen li")).to_have_count(3)
                if round_no == 4 and seat == len(players) - 2:    # the server dies mid-round, and comes back
                    server.kill()
                    server.start()
                if round_no == 3 and seat == len(players) - 1:    # a player switches to French and keeps it
                    page.select_option("#lang", "fr")
                    expect(page.locator("h1")).to_have_text("Table en direct")
            if round_no == 2:                              # the Witch player chooses again, after the reveal
                at(seats[players[1]], 2, "witch")
                expect(seats[players[0]].locator("#revealed li")).to_have_count(len(players))
                choose(seats[players[1]], 1, 2)
            round_no += 1
            expect(host.locator("#table")).not_to_have_attribute("data-round", str(round_no - 1), timeout=30_000)
            assert round_no < 60, "the game should have ended (someone reaches 40)"
        french = seats[players[-1]]
        french.reload()
        expect(french.locator("h1")).to_have_text("Table en direct")
        expect(host.locator("#final")).to_be_visible()
        with host.expect_download() as caught:
            host.click("#download")
        record = tmp_path / "record.json"
        caught.value.save_as(record)
        replayed = subprocess.run([sys.executable, "-m", "referee", "replay", str(record), "--json"], cwd=REPO,
                                  capture_output=True, text=True)
        assert replayed.returncode == 0, replayed.stdout + replayed.stderr
        sheet = json.loads(replayed.stdout)
        assert sheet["final"]["game_over"] is True
        assert json.loads(record.read_text(encoding="utf-8"))["banners"] == {"Temple Ruins": [3, 1]}
        assert sheet["banners"]["Temple Ruins"] == {"values": [3, 1], "provenance": "user"}
        expected = [[str(r["round"]), *(f"{r['scores'][p]} (+{r['awarded'][p]})" for p in players)]
                    for r in sheet["rounds"]]
        assert sheet_rows(host) == expected
        first = seats[players[0]]
        expect(first.locator("#table")).to_have_attribute("data-phase", "over")      # live, or at the next poll
        assert sheet_rows(first) == expected
        assert sheet["rounds"][1]["witch"] and players[1] in sheet["rounds"][1]["witch"]
        # the Knight goes marked as taken (the box to decline it left alone), whatever the ruling
        assert json.loads(record.read_text(encoding="utf-8"))["rounds"][4][players[0]][-1] == "knight!added"
    finally:
        server.stop()


def test_three_players_play_a_whole_game_through_a_reload_a_language_switch_and_a_restart(browser, tmp_path):
    play_game(browser, tmp_path, ["Ann", "Ben", "Cat"])


def test_five_players_play_a_whole_game_through_a_reload_a_language_switch_and_a_restart(browser, tmp_path):
    # five phones tap six rounds, then follow the rest live (tapping all of it took about 40 s of the
    # suite on two cores; the three players above tap every round)
    play_game(browser, tmp_path, ["Ann", "Ben", "Cat", "Dan", "Eve"], page_rounds=6)
