"""The page's one reader, as a player meets it on a phone: a faulty file, a faulty shared link and a
faulty paste are refused with the referee's own problems, and nothing is entered, scored or shared;
a document the referee reads goes to it as it was given; the page stays usable on every input.
Also the page's languages, the keyboard's place through every redraw and the board at 360 px.

The faults are a table's: "Temple Ruin" for the board's Temple Ruins, "Jenn" for Jen, a count
written as text ("2"), and a King standing in a region the board does not have (RULES-NOTES: the
board's eight regions)."""

from __future__ import annotations

import json
import subprocess
import sys
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from helpers import REPO
from web.test_page import CHROMIUM, EXAMPLE, Page, url  # noqa: F401  (fixtures; the browser: conftest)

pytestmark = pytest.mark.slow
PHONE = {"viewport": {"width": 360, "height": 740}, "is_mobile": True, "has_touch": True}
POSITION = json.loads(EXAMPLE.read_text(encoding="utf-8"))
FAULTY = {
    "unknown region": {**POSITION, "board": {**POSITION["board"], "Temple Ruin": {"influence": {"Jen": 2}}}},
    "unknown player": {**POSITION, "board": {"Dark Tower": {"influence": {"Jenn": 4, "Phil": 3}}}},
    "count as text": {**POSITION, "board": {"Dark Tower": {"influence": {"Jen": "2", "Phil": 3}}}},
    "unknown King's region": {**POSITION, "king": "Temple Ruin"},
    # a name with punctuation around it names no region: refused, never read as Temple Ruins in silence
    "region name with punctuation": {**POSITION, "board": {**POSITION["board"], "Temple Ruins?": {"influence": {"Jen": 2}}}},
}


def cli_validate(path, lang: str = "en") -> dict:
    done = subprocess.run([sys.executable, "-m", "referee", "validate", str(path), "--json", "--lang", lang],
                          cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 2, done.stdout
    return json.loads(done.stdout)


def assert_refused_as_the_cli_refuses(p: Page, path, lang: str = "en") -> None:
    """The refusal shown names the referee's problems, word for word; nothing is valid or scorable."""
    page = p.page
    page.wait_for_selector("#opened li")
    shown = [li.text_content() for li in page.query_selector_all("#opened li")]
    assert shown == [problem["message"] for problem in cli_validate(path, lang)["problems"]]
    assert page.text_content("#valid") == ""
    assert page.is_disabled("#score")
    assert page.is_hidden("#ruling")
    assert page.query_selector("#opened [role=alert]") is not None


def still_usable(p: Page) -> None:
    """After a refusal the page works: an empty board is entered and checked."""
    p.page.click("#new")
    p.wait_valid()
    assert p.page.is_enabled("#score")


@pytest.mark.parametrize("fault", FAULTY, ids=list(FAULTY))
def test_a_faulty_file_is_refused_and_nothing_is_scored(browser, url, tmp_path, fault):  # noqa: F811
    path = tmp_path / "position.json"
    path.write_text(json.dumps(FAULTY[fault]), encoding="utf-8")
    p = Page(browser, url, **PHONE)
    before = p.page.evaluate("JSON.stringify(toDocument())")
    p.page.set_input_files("#open", str(path))
    assert_refused_as_the_cli_refuses(p, path)
    assert p.page.evaluate("JSON.stringify(toDocument())") == before        # the form holds nothing of it
    assert p.page.text_content("#opened p").startswith("The file position.json is refused")
    still_usable(p)
    p.close()


@pytest.mark.parametrize("fault", FAULTY, ids=list(FAULTY))
def test_a_faulty_link_is_refused_and_nothing_is_scored(browser, url, tmp_path, fault):  # noqa: F811
    text = json.dumps(FAULTY[fault])
    path = tmp_path / "position.json"
    path.write_text(text, encoding="utf-8")
    p = Page(browser, f"{url}#position={quote(text)}", **PHONE)
    assert_refused_as_the_cli_refuses(p, path)
    assert p.page.text_content("#opened p").startswith("The shared link is refused")
    still_usable(p)
    p.close()


def test_a_second_link_opened_in_the_same_tab_is_the_one_ruled_on(browser, url, tmp_path):  # noqa: F811
    # A link tapped while the page is open in that tab changes only the address's #position: no
    # reload. The page must read the new document, not keep ruling on the one before.
    faulty = json.dumps(FAULTY["unknown region"])
    path = tmp_path / "position.json"
    path.write_text(faulty, encoding="utf-8")
    p = Page(browser, f"{url}#position={quote(json.dumps(POSITION))}", **PHONE)
    p.wait_valid()
    p.page.goto(f"{url}#position={quote(faulty)}")                  # the same document, another #position
    expect(p.page.locator("#opened p")).to_contain_text("The shared link is refused")
    assert_refused_as_the_cli_refuses(p, path)
    p.page.goto(f"{url}#position={quote(json.dumps(POSITION))}")    # and back to a position that reads
    p.wait_valid()
    assert p.page.evaluate("toDocument()")["board"] == POSITION["board"]
    p.close()


def test_a_link_that_is_not_json_is_named_and_the_page_stays_usable(browser, url):  # noqa: F811
    p = Page(browser, url + "#position=%7B%22players%22%3A%5B%22Ann%22%2C%20%E2")    # cut inside a character
    p.page.wait_for_selector("#opened li")
    assert p.page.query_selector("#load-anyway") is None               # nothing to put into the form
    assert p.page.is_disabled("#score")
    still_usable(p)
    p.close()


def test_a_faulty_paste_is_refused_and_only_the_users_choice_enters_what_can_be_read(browser, url, tmp_path):  # noqa: F811
    text = json.dumps(FAULTY["count as text"])
    path = tmp_path / "position.json"
    path.write_text(text, encoding="utf-8")
    p = Page(browser, url, **PHONE)
    page = p.page
    page.click("#paste-box summary")
    page.fill("#paste-text", text)
    page.click("#paste-read")
    assert_refused_as_the_cli_refuses(p, path)
    page.click("#load-anyway")                         # the user's choice: Jen's "2" is left out, named
    expect(page.locator("#opened .warning")).to_contain_text('board."Dark Tower".influence.Jen')
    p.wait_valid()                                      # what the form now holds is checked like any entry
    document = page.evaluate("toDocument()")
    assert document["board"]["Dark Tower"]["influence"] == {"Phil": 3}     # never read as 2
    p.close()


def test_a_document_the_referee_reads_is_scored_as_it_was_given(browser, url, tmp_path):  # noqa: F811
    # a King and a region named by slug and by number, as the position format allows: the page must
    # send this text, not its own rewriting of it, until the user changes something
    written = dict(POSITION, king="dark-tower", board={"5": POSITION["board"]["Dark Tower"]})
    text = json.dumps(written, indent=1)
    path = tmp_path / "slugs.json"
    path.write_text(text, encoding="utf-8")
    p = Page(browser, url, **PHONE)
    bodies = []
    p.page.on("request", lambda r: bodies.append((r.url, r.post_data)) if "/api/score" in r.url else None)
    p.open_read(path)
    expect(p.page.locator("#opened .notice")).to_contain_text("slugs.json is read as it is")
    p.page.click("#score")
    p.page.wait_for_selector("#ruling:not([hidden]) #points tr")
    assert [body for _, body in bodies] == [text]
    assert p.page.evaluate("decodeURIComponent(location.hash.slice(10))") == text     # the link shares the same text
    p.page.click('button[aria-label="Markers of Simon +1"]')          # an edit: the form's document from now on
    expect(p.page.locator("#opened")).to_be_empty()
    p.wait_valid()
    assert p.page.evaluate("toDocument()")["board"]["Dark Tower"]["influence"]["Simon"] == 2
    p.close()


def test_an_unknown_language_falls_back_and_says_so(browser, url):  # noqa: F811
    english = Page(browser, url + "?lang=de", locale="de-DE")
    assert english.page.evaluate("document.documentElement.lang") == "en"
    assert english.page.text_content("#lang-notice") == 'There is no page in "de": it is shown in English.'
    english.close()
    french = Page(browser, url + "?lang=de", locale="fr-FR")
    assert french.page.evaluate("document.documentElement.lang") == "fr"
    assert french.page.text_content("#lang-notice") == 'Il n\'y a pas de page en "de" : elle est affichée en français.'
    assert french.page.text_content("#score") == "Décompter cette manche"
    french.close()


def test_a_name_typed_keeps_the_focus_and_tab_reaches_the_next_field(browser, url):  # noqa: F811
    p = Page(browser, url, **PHONE)
    page = p.page
    page.click("#player-2")
    page.keyboard.type("Chris")
    assert page.evaluate("document.activeElement.id") == "player-2"
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "player-3"
    page.keyboard.type("Simon")
    expect(page.locator("#player-3")).to_have_value("Simon")
    page.click("#player-0")                             # the caret kept in the middle of a name
    page.keyboard.press("End")
    page.keyboard.press("ArrowLeft")
    page.keyboard.type("x")
    expect(page.locator("#player-0")).to_have_value("Anxn")
    page.tap("#player-1")                               # a tap on the next field receives what is typed
    page.keyboard.type("ny")
    expect(page.locator("#player-1")).to_have_value("Benny")
    expect(page.locator("label[for=score-3]")).to_have_text("Score of Simon")
    page.fill("#score-3", "12")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "score-3-plus"
    p.wait_valid()
    p.close()


def test_at_360_px_the_board_fills_the_width_and_every_region_is_a_tap_target(browser, url):  # noqa: F811
    p = Page(browser, url, **PHONE)
    page = p.page
    p.wait_valid()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    board = page.locator("#board").bounding_box()
    assert board["width"] >= 360 - 2 * 16 - 2                 # the page's margins and the frame only
    regions = [g.bounding_box() for g in page.query_selector_all("#board g.region")]
    assert len(regions) == 8
    assert all(r["width"] >= 44 and r["height"] >= 44 for r in regions), regions       # WCAG 2.5.5
    for part in (".legend", ".score-track"):                 # shown whole, inside the screen's width
        box = page.locator(f"#board svg.panel {part}").bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, (part, box)
    p.close()


def test_the_page_passes_the_accessibility_checks_written_as_tests(browser, url):  # noqa: F811
    # axe-core's rules this page can break, as checks: one language, unique ids, every control and
    # picture named, every problem beside its field described by it, the keyboard reaching every control
    p = Page(browser, url, **PHONE)
    page = p.page
    p.wait_valid()
    assert page.evaluate("document.documentElement.lang") == "en"
    ids = page.evaluate("[...document.querySelectorAll('[id]')].map(e => e.id)")
    assert len(ids) == len(set(ids))
    unnamed = page.evaluate("""[...document.querySelectorAll('input, select, button, textarea, [role=img], svg')]
        .filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.textContent.trim())
        .map(e => e.id || e.outerHTML.slice(0, 80))""")
    assert unnamed == []
    page.fill("#markers-0", "25")                       # over the box's 19 markers: the problem sits beside it
    expect(page.locator("#markers-0")).to_have_attribute("aria-invalid", "true")
    described = page.get_attribute("#markers-0", "aria-describedby")
    assert described and page.text_content(f"#{described}")
    page.fill("#markers-0", "2")
    p.wait_valid()                                      # "Score" can be reached again (a disabled button is not)
    reached = set()
    page.focus("#lang")
    for _ in range(120):
        page.keyboard.press("Tab")
        reached.add(page.evaluate("document.activeElement.id"))
    for control in ("player-0", "player-4", "region", "markers-0-plus", "king-here", "score-0", "dragons",
                    "score", "save", "open", "link", "new", "record-file"):
        assert control in reached, control
    p.close()


@pytest.mark.parametrize("fault", ["unknown region", "region name with punctuation"])
def test_a_refusal_on_screen_is_asked_again_in_the_language_switched_to(browser, url, tmp_path, fault):  # noqa: F811
    path = tmp_path / "position.json"
    path.write_text(json.dumps(FAULTY[fault]), encoding="utf-8")
    p = Page(browser, url, **PHONE)
    p.page.set_input_files("#open", str(path))
    assert_refused_as_the_cli_refuses(p, path)
    p.page.select_option("#lang", "fr")
    expect(p.page.locator("#opened p")).to_have_text(
        "Le fichier position.json est refusé : rien n'a été saisi, décompté ni partagé. "
        "Les problèmes relevés par l'arbitre :")
    assert_refused_as_the_cli_refuses(p, path, "fr")
    assert "Temple Ruins" in p.page.text_content("#opened li")      # the "did you mean", in French
    p.close()


def test_a_refused_record_is_named_and_nothing_is_replayed(browser, url, tmp_path):  # noqa: F811
    # a record whose start is written empty (null): the reader refuses it, as `referee replay` does
    record = json.loads((REPO / "tests" / "golden" / "knight.json").read_text(encoding="utf-8"))
    record["start"] = None
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "referee", "replay", str(path), "--lenient", "--json"],
                          cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 2
    p = Page(browser, url, **PHONE)
    p.page.set_input_files("#record-file", str(path))
    p.page.wait_for_selector("#record:not([hidden]) #record-problems li")
    assert p.page.text_content("#record-problems h3") == "The record is refused: nothing was replayed. The referee's problems:"
    assert [li.text_content() for li in p.page.query_selector_all("#record-problems li")] == \
        [problem["message"] for problem in json.loads(done.stdout)["problems"]]
    assert p.page.query_selector_all("#record-sheet tr") == []
    assert p.page.is_disabled("#record-next")
    p.close()


@pytest.mark.parametrize("kind", ["position", "record"])
def test_a_file_that_is_not_utf8_is_refused_as_the_cli_refuses_it(browser, url, tmp_path, kind):  # noqa: F811
    # A file written in Latin-1 ("Jén"): the browser would read it with a replacement character
    # ("J\ufffdn", a name the file does not hold) and the referee would find nothing wrong. The page
    # sends the file's bytes; the referee names the first byte that is not UTF-8, as the command
    # line does (there the file's name stands where the page's request has "request").
    if kind == "position":
        text, opener, items, command = json.dumps(POSITION), "#open", "#opened li", "validate"
    else:
        text = (REPO / "tests" / "golden" / "knight.json").read_text(encoding="utf-8")
        opener, items, command = "#record-file", "#record:not([hidden]) #record-problems li", "replay"
    name = "Jen" if kind == "position" else "Ann"
    assert name in text
    path = tmp_path / "latin1.json"
    path.write_bytes(text.replace(name, "J\u00e9n" if kind == "position" else "\u00c0nn").encode("latin-1"))
    done = subprocess.run([sys.executable, "-m", "referee", command, str(path), "--json"],
                          cwd=REPO, capture_output=True, text=True)
    (problem,) = json.loads(done.stdout)["problems"]
    assert done.returncode == 2 and problem["code"] == "NOT_UTF8"
    p = Page(browser, url, **PHONE)
    p.page.set_input_files(opener, str(path))
    p.page.wait_for_selector(items)
    assert [li.text_content() for li in p.page.query_selector_all(items)] == \
        [problem["message"].replace(str(path), "request")]
    if kind == "position":
        assert p.page.text_content("#valid") == "" and p.page.is_disabled("#score")
        assert "\ufffd" not in json.dumps(p.page.evaluate("toDocument()"))
        still_usable(p)
    else:
        assert p.page.query_selector_all("#record-sheet tr") == []
    p.close()
