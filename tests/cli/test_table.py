"""referee.cli_table as a user runs it: `referee render`, `referee rulings`, and `referee score`'s
quick entry (--region NAME=COUNT ...) and --ruling."""

from __future__ import annotations

import importlib.util
import json
import tomllib
import xml.etree.ElementTree as ET

import pytest

from helpers import REPO, run_json, run_referee

# slow (left out by `pytest -m "not slow"`): each test runs the referee in a subprocess, as a user does
pytestmark = pytest.mark.slow

EXAMPLE = REPO / "examples" / "dark-tower-4p.json"
NS = "{http://www.w3.org/2000/svg}"
RULINGS = tomllib.loads((REPO / "spec" / "kings-road" / "rulings.toml").read_text(encoding="utf-8"))["ruling"]


def refused(*args: str) -> str:
    """Exit 2, nothing on stdout, no traceback; returns stderr."""
    done = run_referee(*args)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr
    assert done.stdout == ""
    return done.stderr


def regions_in(svg_text: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg_text)
    return {e.get("data-region"): e for e in root.iter() if "region" in (e.get("class") or "").split()}


# ---------------------------------------------------------------- referee render

def test_render_writes_svg_and_leaves_the_input_alone(tmp_path):
    before = EXAMPLE.read_bytes()
    out = tmp_path / "board.svg"
    done = run_referee("render", str(EXAMPLE), "-o", str(out))
    assert done.returncode == 0, done.stderr
    found = regions_in(out.read_text(encoding="utf-8"))
    assert len(found) == 8 and "Dark Tower" in found
    assert EXAMPLE.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_render_to_stdout_and_from_stdin():
    done = run_referee("render", "-", input=EXAMPLE.read_text(encoding="utf-8"))
    assert done.returncode == 0, done.stderr
    assert len(regions_in(done.stdout)) == 8


def test_render_scored_marks_the_scored_region():
    done = run_referee("render", str(EXAMPLE), "--scored")
    assert done.returncode == 0, done.stderr
    found = regions_in(done.stdout)
    # the King scored Dark Tower (no Dragon) and moved on to Dragon's Lair
    assert "scored" in found["Dark Tower"].get("class").split()
    assert "king-here" in found["Dragon's Lair"].get("class").split()


def test_render_bad_input_exit_2_and_no_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": ["Jen", "Phil"], "king": "Dark Towr"}), encoding="utf-8")
    out = tmp_path / "board.svg"
    err = refused("render", str(bad), "-o", str(out))
    assert 'king = "Dark Towr"' in err and "Dark Tower" in err
    assert not out.exists()


def test_render_never_overwrites_the_input(tmp_path):
    pos = tmp_path / "pos.json"
    pos.write_bytes(EXAMPLE.read_bytes())
    err = refused("render", str(pos), "-o", str(pos))
    assert "input file" in err
    assert pos.read_bytes() == EXAMPLE.read_bytes()


def test_render_png_is_refused_on_a_terminal_and_written_down_a_pipe():
    # A PNG is binary, so standard output takes it only when it is not a terminal
    # (`referee render pos.json --png > board.png`); on a terminal the refusal names -o.
    import os
    import subprocess
    import sys

    main, other = os.openpty()
    try:
        done = subprocess.run([sys.executable, "-m", "referee", "render", str(EXAMPLE), "--png"], stdout=other,
                              stderr=subprocess.PIPE, cwd=REPO, timeout=60)
    finally:
        os.close(other)
        os.close(main)
    assert done.returncode == 2
    assert b"-o FILE" in done.stderr and b"Traceback" not in done.stderr
    if importlib.util.find_spec("cairosvg") is None:
        return
    piped = subprocess.run([sys.executable, "-m", "referee", "render", str(EXAMPLE), "--png"], capture_output=True,
                           cwd=REPO, timeout=60)
    assert piped.returncode == 0, piped.stderr
    assert piped.stdout[:8] == b"\x89PNG\r\n\x1a\n"


def test_render_to_dash_writes_standard_output_not_a_file_named_dash(tmp_path):
    done = run_referee("render", str(EXAMPLE), "-o", "-", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Dark Tower" in regions_in(done.stdout)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(importlib.util.find_spec("cairosvg") is None, reason="cairosvg is not installed (the [png] extra)")
def test_render_png(tmp_path):
    out = tmp_path / "board.png"
    done = run_referee("render", str(EXAMPLE), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# ---------------------------------------------------------------- referee rulings

def test_rulings_text_lists_every_ruling_with_default_alternatives_and_section():
    done = run_referee("rulings")
    assert done.returncode == 0, done.stderr
    for r in RULINGS:
        assert f"{r['id']}  [{'; '.join(r['sections'])}]" in done.stdout
        assert f"{r['default']} (default):" in done.stdout
        for choice in r["alternatives"]:
            assert f" {choice}" in done.stdout


def test_rulings_json_matches_the_spec():
    data = run_json("rulings")
    assert [r["id"] for r in data["rulings"]] == [r["id"] for r in RULINGS]
    for got, want in zip(data["rulings"], RULINGS):
        assert got["default"] == want["default"]
        assert got["section"] == want["section"]
        assert got["alternatives"] == want["alternatives"]
        assert got["default"] in got["alternatives"]


# ---------------------------------------------------------------- score --ruling

def test_score_ruling_in_json_and_text():
    data = run_json("score", str(EXAMPLE), "--ruling", "knight-declined=declined-unless-added")
    assert data["rulings"] == {"knight-declined": "declined-unless-added"}
    assert data["position"]["rulings"] == {"knight-declined": "declined-unless-added"}
    done = run_referee("score", str(EXAMPLE), "--ruling", "knight-declined=declined-unless-added")
    assert "Non-default rulings: knight-declined = declined-unless-added" in done.stdout


def test_score_without_rulings_says_all_defaults():
    done = run_referee("score", str(EXAMPLE))
    assert "every open ruling at its default" in done.stdout
    assert run_json("score", str(EXAMPLE))["rulings"] == {}


def test_score_ruling_overrides_the_file(tmp_path):
    pos = tmp_path / "pos.json"
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["rulings"] = {"card-without-marker": "no-effect"}
    pos.write_text(json.dumps(data), encoding="utf-8")
    assert run_json("score", str(pos))["rulings"] == {"card-without-marker": "no-effect"}
    # setting it back to its default on the command line leaves no non-default ruling
    assert run_json("score", str(pos), "--ruling", "card-without-marker=illegal")["rulings"] == {}


@pytest.mark.parametrize("value, words", [
    ("knight-declined=maybe", "'maybe'"),
    ("no-such-ruling=x", "'no-such-ruling'"),
    ("knight-declined", "ID=CHOICE"),
])
def test_score_bad_ruling(value, words):
    err = refused("score", str(EXAMPLE), "--ruling", value)
    assert f"--ruling {value!r}" in err and words in err


# ---------------------------------------------------------------- quick entry

QUICK = ("score", "--region", "Dark Tower", "Jen=4", "Phil=3", "Chris=2", "Simon=1")


def test_quick_entry_dark_tower_example():
    # "Scoring" example: 4 players, 5-4-2-1, Jen 4 / Phil 3 / Chris 2 / Simon 1 -> 5, 4, 2, 0.
    # Jen alone has most: she leaves a Noble, which pays 1 bonus (a chain of one region, "Nobles").
    data = run_json(*QUICK)
    assert data["awarded"] == {"Jen": 6, "Phil": 4, "Chris": 2, "Simon": 0}
    assert data["regions_scored"] == ["Dark Tower"]
    assert data["nobles"]["Dark Tower"] == ["Jen"]
    done = run_referee(*QUICK)
    assert done.returncode == 0, done.stderr
    assert "Simon: influence 1 — 4th place: not paid (only 3 places pay)." in done.stdout


def test_quick_entry_players_check_passes():
    data = run_json("score", "--players", "4", *QUICK[1:])
    assert list(data["scores"]) == ["Jen", "Phil", "Chris", "Simon"]


def test_quick_entry_adds_anonymous_players():
    # 5 players: 4 places pay, so Simon's 4th place now earns Dark Tower's 4th value, 1.
    data = run_json("score", "--players", "5", *QUICK[1:])
    assert len(data["scores"]) == 5 and "Player 5" in data["scores"]
    assert data["awarded"]["Simon"] == 1


def test_quick_entry_with_a_noble():
    # Phil: 3 markers + his Noble = 4, tied with Jen for 1st-2nd: both get the 2nd value, 4
    # ("Scoring — Ties"); no new Noble, Phil's stays and pays him 1 bonus ("Nobles").
    # Chris is 3rd: 2. Simon 4th: not paid.
    data = run_json(*QUICK, "--noble", "Phil")
    assert data["awarded"] == {"Jen": 4, "Phil": 5, "Chris": 2, "Simon": 0}
    assert data["nobles"]["Dark Tower"] == ["Phil"]


def test_quick_entry_noble_owner_without_markers_joins_the_players():
    data = run_json("score", "--region", "5", "Jen=2", "--noble", "Phil")
    assert list(data["scores"]) == ["Jen", "Phil"]


def test_quick_entry_with_scores_can_end_the_game():
    # Jen 38 + 6 = 44 >= 40: the game ends after this round ("Game end and winning").
    data = run_json(*QUICK, "--score", "Jen=38")
    assert data["game_over"] is True and data["winners"] == ["Jen"]
    assert data["scores"]["Jen"] == 44


def test_quick_entry_region_by_slug_and_number():
    assert run_json("score", "--region", "dark-tower", "Jen=4", "Phil=3")["regions_scored"] == ["Dark Tower"]
    assert run_json("score", "--region", "5", "Jen=4", "Phil=3")["regions_scored"] == ["Dark Tower"]


@pytest.mark.parametrize("args, words", [
    (("--region", "Dark Tower", "Jen4", "Phil=3"), "'Jen4'"),
    (("--region", "Dark Tower", "Jen=x", "Phil=3"), "'Jen=x'"),
    (("--region", "Dark Tower", "Jen=-1", "Phil=3"), "'Jen=-1'"),
    (("--region", "Dark Tower", "Jen=1", "Jen=3"), "given twice"),
    (("--region", "Dark Towr", "Jen=4", "Phil=3"), "--region 'Dark Towr'"),
    (("--players", "3", "--region", "5", "Jen=4", "Phil=3", "Chris=2", "Simon=1"), "--players 3"),
    (("--region", "5", "Jen=4"), "players"),                     # one player only
    (("--region", "5", "Jen=20", "Phil=1"), "Jen"),              # more markers than a player has
    (("--region", "5"), "NAME=COUNT"),
    (("--noble", "Phil", str(EXAMPLE)), "--noble"),              # quick-entry option without --region
    (("--players", "4", str(EXAMPLE)), "--players"),
    ((), "expected one position FILE"),
    ((str(EXAMPLE), str(EXAMPLE)), "expected one position FILE"),
])
def test_quick_entry_bad_syntax(args, words):
    err = refused("score", *args)
    assert words in err


def test_quick_entry_out_writes_a_position_that_scores_again(tmp_path):
    out = tmp_path / "next.json"
    done = run_referee(*QUICK, "--out", str(out))
    assert done.returncode == 0, done.stderr
    again = run_json("score", str(out))
    # the King moved on to Dragon's Lair, which is empty: nobody scores there
    assert again["regions_scored"] == ["Dragon's Lair"]
    assert again["scores"] == {"Jen": 6, "Phil": 4, "Chris": 2, "Simon": 0}


def test_render_takes_lang(tmp_path):
    out = tmp_path / "board.svg"
    done = run_referee("render", str(EXAMPLE), "-o", str(out), "--lang", "fr")
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8").lstrip().startswith(("<?xml", "<svg"))
    # the picture's words and the line saying what was written are French
    picture = out.read_text(encoding="utf-8")
    assert ">Joueurs</text>" in picture and ">« Roi » dans Dark Tower</text>" in picture
    assert "Players" not in picture and "King in" not in picture
    assert f"{out} : le plateau de {EXAMPLE} après les cartes (SVG, 4 joueurs)" in done.stderr
    # stdout, --scored, and a French locale without --lang
    scored = run_referee("render", str(EXAMPLE), "--scored", locale="fr_FR.UTF-8").stdout
    assert ">décomptée</text>" in scored and ">Piste de score (fin de la partie à 40)</text>" in scored
    english = run_referee("render", str(EXAMPLE), "--scored").stdout
    assert ">scored</text>" in english and ">Score track (the game ends at 40)</text>" in english
    assert "décomptée" not in english
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": ["Jen", "Phil"], "king": 5, "scores": {"Jen": "ten"}}))
    done = run_referee("render", str(bad), "--lang", "fr")
    assert done.returncode == 2
    assert 'erreur [NOT_AN_INTEGER] scores.Jen = "ten" : un nombre entier est attendu' in done.stderr
