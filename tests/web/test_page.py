"""The page of `referee serve` in a real browser: Playwright for Python driving the system's Chromium
(Debian's package, /usr/bin/chromium; no browser download). The server is the real command,
`referee serve`, started as a player starts it and stopped with Ctrl-C.

Without Chromium these tests are skipped with the reason, except where REFEREE_REQUIRE_BROWSER=1
(`.ci/run` sets it after installing Chromium): there a missing browser fails."""

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
from helpers import REPO, free_port

EXAMPLE = REPO / "examples" / "dark-tower-4p.json"
SCREENSHOT = REPO / "docs" / "images" / "serve-phone.png"
pytestmark = pytest.mark.slow

if not CHROMIUM.exists() and os.environ.get("REFEREE_REQUIRE_BROWSER") != "1":
    pytest.skip(f"no Chromium at {CHROMIUM} (Debian: apt install chromium)", allow_module_level=True)


@pytest.fixture(scope="module")
def url():
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "referee", "serve", "--port", str(port)], cwd=REPO,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first = server.stdout.readline()
    assert f"http://127.0.0.1:{port}/" in first, first + server.stderr.read()
    yield f"http://127.0.0.1:{port}/"
    server.send_signal(signal.SIGINT)                    # Ctrl-C
    assert server.wait(timeout=15) == 0
    assert "Traceback" not in server.stderr.read()


def refusal(message) -> bool:
    """Chromium logs every 4xx answer to a fetch as a console error: the referee's refusal of a
    document (400 not JSON, 413 too large, 422 refused), the answer asked for, is not an error of the page."""
    return any(f"status of {status} " in message.text for status in (400, 413, 422))


class Page:
    """A browser page that records every console error and uncaught exception."""

    def __init__(self, browser, url: str, **context):
        self.context = browser.new_context(accept_downloads=True, **context)
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" and not refusal(m) else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.on("dialog", lambda d: (self.errors.append(f"dialog: {d.message}"), d.dismiss()))
        self.page.goto(url)
        self.page.wait_for_selector("#board svg")

    def wait_valid(self):
        expect(self.page.locator("#valid")).to_have_class("valid")

    def open_read(self, path) -> None:
        """Open a position file and wait until the page has read it and the referee found it valid:
        the notice that names the file comes first, so a verdict about the form before it is not taken."""
        self.page.set_input_files("#open", str(path))
        expect(self.page.locator("#opened .notice")).to_contain_text(Path(path).name)
        self.wait_valid()

    def close(self):
        self.context.close()
        assert self.errors == []


def cli_score(path: Path, lang: str = "en") -> dict:
    done = subprocess.run([sys.executable, "-m", "referee", "score", str(path), "--json", "--lang", lang],
                          cwd=REPO, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def tap_in_dark_tower(p) -> None:
    """The rulebook's Dark Tower example (Scoring), entered as a player would: names, a tap on the
    region, + buttons for the markers, the King, the scores."""
    page = p.page
    for i, name in enumerate(["Jen", "Phil", "Chris", "Simon"]):
        page.fill(f"#player-{i}", name)
        page.press(f"#player-{i}", "Tab")
    # the verdict on the names redraws the board and may move it (the problems above it change):
    # a tap aimed before that lands wherever the board was
    p.wait_valid()
    page.click('#board g.region[data-region="Dark Tower"]')
    expect(page.locator("#region")).to_have_value("Dark Tower")
    for name, markers in (("Jen", 4), ("Phil", 3), ("Chris", 2), ("Simon", 1)):
        for _ in range(markers):
            page.click(f'button[aria-label="Markers of {name} +1"]')
    page.check("#king-here")
    for i, points in enumerate((12, 9, 14, 7)):
        page.fill(f"#score-{i}", str(points))
        page.press(f"#score-{i}", "Tab")
    p.wait_valid()


def test_the_dark_tower_tapped_in_scores_as_the_command_line_does(browser, url, tmp_path):
    p = Page(browser, url, locale="en-GB")
    tap_in_dark_tower(p)
    p.page.click("#score")
    p.page.wait_for_selector("#ruling:not([hidden]) #points tr")
    shown = {row.get_attribute("data-player"): int(row.query_selector(".total").text_content())
             for row in p.page.query_selector_all("#points tr")}
    expected = cli_score(EXAMPLE)
    assert shown == expected["scores"]
    # the rulebook's account: banner 5-4-2-1, four players so three places pay, Jen's new Noble +1
    assert shown == {"Jen": 12 + 5 + 1, "Phil": 9 + 4, "Chris": 14 + 2, "Simon": 7}
    lines = [li.text_content() for li in p.page.query_selector_all("#account li")]
    assert lines == [f"{s['text']} [{s['section']}]" for s in expected["trace"]]
    with p.page.expect_download() as download:
        p.page.click("#save")
    saved = tmp_path / "saved.json"
    download.value.save_as(saved)
    assert cli_score(saved) == expected
    p.close()


def test_the_page_writes_a_field_path_key_as_the_referee_does(browser, url):
    # the page finds the input a problem names by its field; it writes each key as errors.field_key
    # does: quoted where it holds a space, a dot, a quote or a bracket, as JSON writes a string
    from referee.errors import field_key

    p = Page(browser, url, locale="en-GB")
    keys = ["Jen", "Dark Tower", "Zin Kai's Deep", 'house "rule"', "a\\b c", "J.R.", "Ann[2]", "]"]
    assert p.page.evaluate("(keys) => keys.map(fieldKey)", keys) == [field_key(k) for k in keys]
    assert not p.errors
    p.close()


def test_the_french_page_gives_the_french_ruling(browser, url):
    p = Page(browser, url, locale="fr-FR")
    assert p.page.title() == "Arbitre de King's Road"
    p.open_read(EXAMPLE)
    assert p.page.text_content("#valid") == "La position est valide."
    p.page.click("#score")
    p.page.wait_for_selector("#ruling:not([hidden]) #account li")
    lines = [li.text_content() for li in p.page.query_selector_all("#account li")]
    french = cli_score(EXAMPLE, "fr")["trace"]
    assert lines == [f"{s['text']} [{s['section']}]" for s in french]     # the section named in French too
    assert "[Décompte des points]" in lines[0]           # the rulebook's French heading of "Scoring"
    p.page.select_option("#lang", "en")             # the ruling on screen is asked for again, in English
    expect(p.page.locator("#account li").first).to_have_text(
        f"{cli_score(EXAMPLE)['trace'][0]['text']} [Scoring]")
    expect(p.page).to_have_title("King's Road referee")
    p.close()


def test_a_phone_sized_page_fits_and_every_control_is_labelled_and_keyboard_usable(browser, url):
    p = Page(browser, url, viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True)
    page = p.page
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    unlabelled = page.evaluate("""[...document.querySelectorAll('input, select, button')]
        .filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.textContent.trim())
        .map(e => e.id || e.outerHTML)""")
    assert unlabelled == []
    page.focus('button[aria-label="Markers of Ann +1"]')
    page.keyboard.press("Enter")
    expect(page.locator("#markers-0")).to_have_value("1")
    page.keyboard.press("Enter")                     # the editor is redrawn; the focus stays on "+"
    expect(page.locator("#markers-0")).to_have_value("2")
    page.tap('#board g.region[data-region="Dark Tower"]')
    expect(page.locator("#region")).to_have_value("Dark Tower")
    p.open_read(EXAMPLE)
    page.click("#score")
    page.wait_for_selector("#ruling:not([hidden]) #account li")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    # the players' guide's picture (REFEREE_UPDATE_SCREENSHOT=1 rewrites it)
    page.locator("#ruling").screenshot(path=str(SCREENSHOT if os.environ.get("REFEREE_UPDATE_SCREENSHOT") == "1"
                                                else Path(os.environ.get("TMPDIR", "/tmp")) / "serve-phone.png"))
    p.close()


def test_a_hostile_name_is_shown_as_text_never_run(browser, url):
    p = Page(browser, url)
    hostile = '<img src=x onerror="window.pwned=1">"\''
    p.page.fill("#player-0", hostile)
    p.page.press("#player-0", "Tab")
    p.page.wait_for_selector("#score-0")
    assert p.page.evaluate("window.pwned") is None
    assert p.page.query_selector("main img") is None
    assert p.page.text_content('label[for="score-0"]') == f"Score of {hostile}"
    p.wait_valid()
    p.close()


def test_a_link_opens_the_same_board_on_another_phone(browser, url):
    p = Page(browser, url)
    tap_in_dark_tower(p)
    p.page.click("#link")
    link = p.page.url
    first = p.page.evaluate("JSON.stringify(toDocument())")
    other = Page(browser, link)
    other.wait_valid()
    assert other.page.evaluate("JSON.stringify(toDocument())") == first
    p.close()
    other.close()


def test_the_record_viewer_steps_through_rounds_and_names_an_illegal_play(browser, url, tmp_path):
    record = json.loads((REPO / "tests" / "golden" / "knight.json").read_text(encoding="utf-8"))
    player = record["players"][0]
    record["rounds"][0][player] = list(record["rounds"][0][player]) + ["Dark Tower"]   # a fourth card
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "referee", "replay", str(path), "--lenient", "--json"],
                          cwd=REPO, capture_output=True, text=True)
    named = [problem["message"] for problem in json.loads(done.stdout)["problems"]]
    p = Page(browser, url)
    p.page.set_input_files("#record-file", str(path))
    p.page.wait_for_selector("#record:not([hidden]) #record-problems li")
    assert [li.text_content() for li in p.page.query_selector_all("#record-problems li.problem")] == named
    assert p.page.text_content("#record-problems h3") == "Illegal plays"
    p.page.click("#record-next")
    assert p.page.text_content("#record-step").startswith("Round 1 of ")
    assert len(p.page.query_selector_all("#record-sheet tr")) == 2          # the heading and round 1
    p.close()


def test_the_api_description_page_has_no_console_error(browser, url):
    p = Page.__new__(Page)
    p.context = browser.new_context()
    p.page, p.errors = p.context.new_page(), []
    p.page.on("console", lambda m: p.errors.append(m.text) if m.type == "error" else None)
    p.page.goto(url + "docs")
    assert "POST /api/score" in p.page.text_content("main")
    p.close()
