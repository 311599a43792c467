"""The `referee` command as a user runs it (a subprocess): referee.cli and referee.cli_common."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from helpers import REPO, run_json, run_referee

# slow (left out by `pytest -m "not slow"`): each test runs the referee in a subprocess, as a user does
pytestmark = pytest.mark.slow

EXAMPLE = REPO / "examples" / "dark-tower-4p.json"
BASE = {"players": ["Jen", "Phil", "Chris", "Simon"], "king": "Dark Tower"}


def write(tmp_path: Path, content, name: str = "pos.json") -> Path:
    path = tmp_path / name
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


def refused(tmp_path: Path, content, *args: str, command: str = "score") -> str:
    """Run on a bad position: exit 2, nothing on stdout, no traceback; returns stderr."""
    path = write(tmp_path, content)
    done = run_referee(command, str(path), *args)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr
    assert done.stdout == ""
    return done.stderr


# ---------------------------------------------------------------- every bad input

def test_malformed_json(tmp_path):
    err = refused(tmp_path, '{"players": ["A", "B"], "king": 5,}')
    assert "pos.json" in err and "not valid JSON" in err and "line 1" in err


def test_empty_file(tmp_path):
    err = refused(tmp_path, "")
    assert "pos.json" in err and "empty" in err


def test_unknown_region_with_suggestion(tmp_path):
    err = refused(tmp_path, {**BASE, "board": {"Dark Towr": {"influence": {"Jen": 1}}}})
    assert 'board."Dark Towr" = "Dark Towr"' in err and "did you mean 'Dark Tower'" in err


def test_unknown_player(tmp_path):
    err = refused(tmp_path, {**BASE, "board": {"5": {"influence": {"Bob": 1}}}})
    assert 'board.5.influence.Bob = "Bob"' in err and "not one of the players" in err


def test_duplicate_player(tmp_path):
    err = refused(tmp_path, {**BASE, "players": ["Jen", "Jen", "Phil"]})
    assert 'players[1] = "Jen"' in err and "already listed" in err


@pytest.mark.parametrize("players, words", [(["Jen"], "got 1"), (["A", "B", "C", "D", "E", "F"], "got 6")])
def test_player_count(tmp_path, players, words):
    err = refused(tmp_path, {**BASE, "players": players})
    assert "players = " in err and "2 to 5 players" in err and words in err


def test_negative_count(tmp_path):
    err = refused(tmp_path, {**BASE, "board": {"5": {"influence": {"Jen": -1}}}})
    assert "board.5.influence.Jen = -1" in err and "below 0" in err


def test_non_integer_count(tmp_path):
    err = refused(tmp_path, {**BASE, "scores": {"Phil": 2.5}})
    assert "scores.Phil = 2.5" in err and "whole number" in err


def test_more_than_20_markers(tmp_path):
    # 15 + 4 on the board + 1 on the score track = 20; + 1 in supply = 21.
    err = refused(tmp_path, {**BASE, "board": {"5": {"influence": {"Jen": 15}}, "2": {"influence": {"Jen": 4}}},
                             "supply": {"Jen": 1}})
    assert "players.Jen" in err and "= 21" in err and "only 20 markers" in err


def test_two_nobles_in_a_region_standard(tmp_path):
    err = refused(tmp_path, {**BASE, "board": {"5": {"nobles": ["Jen", "Phil"]}}})
    assert 'board.5.nobles = ["Jen", "Phil"]' in err and "at most 1 Noble" in err


def test_two_nobles_of_one_player_permanent(tmp_path):
    err = refused(tmp_path, {**BASE, "variants": ["permanent-nobles"], "board": {"5": {"nobles": ["Jen", "Jen"]}}})
    assert "board.5.nobles" in err and "Jen holds 2 Nobles" in err


def test_more_dragons_than_players(tmp_path):
    err = refused(tmp_path, {**BASE, "dragons": 5})
    assert "dragons = 5" in err and "4 players" in err


def test_bad_banner_in_file(tmp_path):
    err = refused(tmp_path, {**BASE, "banners": {"Temple Ruins": [1, 3]}})
    assert 'banners."Temple Ruins" = [1, 3]' in err and "never increase" in err


def test_bad_banner_on_command_line(tmp_path):
    err = refused(tmp_path, BASE, "--banners", "Temple Ruins=1,3")
    assert '--banners."Temple Ruins" = 1,3:' in err        # as written, not as a list
    err = refused(tmp_path, BASE, "--banners", "Temple Ruins=a,b")
    assert "--banners" in err and "whole numbers" in err


def test_unknown_variant_in_file_and_on_command_line(tmp_path):
    err = refused(tmp_path, {**BASE, "variants": ["permanent-noble"]})
    assert 'variants = "permanent-noble"' in err and "known variants: permanent-nobles" in err
    err = refused(tmp_path, BASE, "--variant", "golden-king")
    assert '--variant = "golden-king"' in err


def test_missing_file_and_directory(tmp_path):
    for target in (tmp_path / "nope.json", tmp_path):
        done = run_referee("score", str(target))
        assert done.returncode == 2 and "Traceback" not in done.stderr and str(target) in done.stderr


def test_deeply_nested_json(tmp_path):
    err = refused(tmp_path, "[" * 100_000)
    assert "pos.json" in err


def test_scoring_an_ended_game_is_refused(tmp_path):
    err = refused(tmp_path, {**BASE, "scores": {"Jen": 41}})
    assert "scores.Jen = 41" in err and "GAME_ALREADY_OVER" in err


# ---------------------------------------------------------------- validate

def test_validate_lists_several_problems_at_once(tmp_path):
    err = refused(tmp_path, {"players": ["A", "B"], "king": "Nowhere", "dragons": -1, "scores": {"Z": 3}},
                  command="validate")
    assert "3 problems" in err
    assert "king = " in err and "scores.Z" in err and "dragons = -1" in err


def test_validate_valid_and_json(tmp_path):
    done = run_referee("validate", str(EXAMPLE))
    assert done.returncode == 0 and "valid position (4 players, King in Dark Tower)" in done.stdout
    path = write(tmp_path, {**BASE, "dragons": 9, "kings": 1})
    done = run_referee("validate", str(path), "--json")
    assert done.returncode == 2
    data = json.loads(done.stdout)
    assert data["valid"] is False
    assert {p["code"] for p in data["problems"]} == {"TOO_MANY_DRAGONS", "UNKNOWN_FIELD"}
    assert all({"code", "field", "value", "message", "severity"} <= set(p) for p in data["problems"])


# ---------------------------------------------------------------- score: outputs

def test_score_example_human_output():
    done = run_referee("score", str(EXAMPLE))
    assert done.returncode == 0, done.stderr
    assert "Simon: influence 1 — 4th place: not paid (only 3 places pay)." in done.stdout
    assert "Scores: Jen 18, Phil 13, Chris 16, Simon 7" in done.stdout   # 12+6, 9+4, 14+2, 7+0


def test_json_has_every_documented_field():
    data = run_json("score", str(REPO / "examples" / "dragon-round-3p.json"))
    for key in ("scores", "awarded", "nobles", "king", "game_over", "supply", "trace", "position"):
        assert key in data, key
    assert data["winners"] == []                      # the game goes on: an empty list, not missing
    assert data["king"] == "Zin Kai's Deep"           # after Dark Tower, Dragon's Lair, King's Castle
    assert data["regions_scored"] == ["Dark Tower", "Dragon's Lair", "King's Castle"]
    assert data["nobles"]["Dark Tower"] == ["Ann"] and data["nobles"]["Dragon's Lair"] == ["Cat"]
    assert all(step["rule"] and step["text"] for step in data["trace"])
    assert sum(data["awarded"].values()) == sum(data["scores"].values()) - (10 + 8 + 12)
    # supplies 13/16/16 + returned markers. Ann: Dark Tower 3 (one stays as her Noble) -> +2,
    # Dragon's Lair +2 -> 17. Ben: Dark Tower +1, King's Castle 2 (one becomes his Noble) +1 -> 18.
    # Cat: Dragon's Lair +1 (her Noble stays), King's Castle +1 -> 18.
    assert data["supply"] == {"Ann": 17, "Ben": 18, "Cat": 18}


def test_json_winners_when_over():
    data = run_json("score", str(REPO / "examples" / "game-end-3p.json"))
    assert data["game_over"] is True and data["winners"] == ["Ann", "Cat"]
    assert "supply" not in data                       # the input had none
    assert data["position"]["game_over"] is True


def test_out_writes_the_position_which_score_reads_back(tmp_path):
    out = tmp_path / "next.json"
    done = run_referee("score", str(EXAMPLE), "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["next.json"]     # no temporary file left
    written = json.loads(out.read_text(encoding="utf-8"))
    # After the example: Jen's Noble in Dark Tower, King on Dragon's Lair, scores 18/13/16/7.
    assert written["king"] == "Dragon's Lair"
    assert written["board"] == {"Dark Tower": {"nobles": ["Jen"]}}
    assert written["scores"] == {"Jen": 18, "Phil": 13, "Chris": 16, "Simon": 7}
    again = run_json("score", str(out))
    # Dragon's Lair is empty: nobody scores; the King goes on to King's Castle.
    assert again["awarded"] == {"Jen": 0, "Phil": 0, "Chris": 0, "Simon": 0}
    assert again["king"] == "King's Castle"


def test_out_equal_to_input_is_refused(tmp_path):
    path = write(tmp_path, EXAMPLE.read_text(encoding="utf-8"))
    before = path.read_bytes()
    for out in (str(path), str(tmp_path / "." / "pos.json")):
        done = run_referee("score", str(path), "--out", out)
        assert done.returncode == 2 and "--overwrite-input" in done.stderr and "Traceback" not in done.stderr
        assert path.read_bytes() == before
    hard = tmp_path / "same.json"
    hard.hardlink_to(path)                           # a hard link is the same file too
    done = run_referee("score", str(hard), "--out", str(path))
    assert done.returncode == 2 and path.read_bytes() == before
    done = run_referee("score", str(path), "--out", str(path), "--overwrite-input")
    assert done.returncode == 0 and json.loads(path.read_text())["king"] == "Dragon's Lair"


def test_out_into_a_directory_or_missing_folder_is_refused(tmp_path):
    for out in (str(tmp_path), str(tmp_path / "no" / "such.json")):
        done = run_referee("score", str(EXAMPLE), "--out", out)
        assert done.returncode == 2 and "--out" in done.stderr and "Traceback" not in done.stderr


def test_bad_input_writes_no_output(tmp_path):
    out = tmp_path / "out.json"
    path = write(tmp_path, {**BASE, "dragons": -1})
    assert run_referee("score", str(path), "--out", str(out)).returncode == 2
    assert not out.exists()


def test_stdin():
    done = run_referee("score", "-", "--json", input=EXAMPLE.read_text(encoding="utf-8"))
    assert done.returncode == 0 and json.loads(done.stdout)["awarded"]["Jen"] == 6
    done = run_referee("score", "-", input="")
    assert done.returncode == 2 and "<stdin>" in done.stderr


def test_banners_option_does_what_the_field_does(tmp_path):
    # A alone in Temple Ruins, 2 players: with banner 9-1 he gets 9 (plus 1 Noble bonus).
    position = {"players": ["A", "B"], "king": "Temple Ruins", "board": {"Temple Ruins": {"influence": {"A": 1}}}}
    from_option = run_json("score", str(write(tmp_path, position, "a.json")), "--banners", "Temple Ruins=9,1")
    from_field = run_json("score", str(write(tmp_path, {**position, "banners": {"Temple Ruins": [9, 1]}}, "b.json")))
    assert from_option["awarded"] == from_field["awarded"] == {"A": 10, "B": 0}
    assert from_option["position"]["banners"] == {"Temple Ruins": [9, 1]}
    assert from_option["provisional_banners"] == []


def test_variant_option_does_what_the_field_does(tmp_path):
    # B's Noble in Dark Tower; A wins it with 2 markers. Permanent Nobles: both Nobles stay.
    position = {"players": ["A", "B"], "king": 5, "board": {"5": {"influence": {"A": 2}, "nobles": ["B"]}}}
    from_option = run_json("score", str(write(tmp_path, position, "a.json")), "--variant", "permanent-nobles")
    from_field = run_json("score", str(write(tmp_path, {**position, "variants": ["permanent-nobles"]}, "b.json")))
    assert from_option["nobles"]["Dark Tower"] == from_field["nobles"]["Dark Tower"] == ["B", "A"]
    assert from_option["position"]["variants"] == ["permanent-nobles"]
    standard = run_json("score", str(write(tmp_path, position, "c.json")))
    assert standard["nobles"]["Dark Tower"] == ["A"]


def test_score_path_imports_no_heavy_verification_libraries():
    # House rule: z3, hypothesis and numpy stay off the `referee score` path.
    done = run_referee_with_importtime()
    imported = {line.split("|")[-1].strip().split(".")[0] for line in done.stderr.splitlines() if "|" in line}
    assert "referee" in imported
    assert not imported & {"z3", "hypothesis", "numpy"}


def run_referee_with_importtime():
    import subprocess
    import sys
    return subprocess.run([sys.executable, "-X", "importtime", "-m", "referee", "score", str(EXAMPLE)],
                          capture_output=True, text=True, cwd=REPO, timeout=120)


def test_help():
    done = run_referee("--help")
    assert done.returncode == 0 and "score" in done.stdout and "validate" in done.stdout


def test_banners_option_keeps_a_minus_sign_and_refuses_it(tmp_path):
    # "3,-1" must not be read as 3-1 = [3, 1]: a negative banner value is a bad banner (exit 2).
    src = tmp_path / "p.json"
    src.write_text('{"players": ["A", "B"], "king": "Temple Ruins"}', encoding="utf-8")
    done = run_referee("score", str(src), "--banners", "Temple Ruins=3,-1")
    assert done.returncode == 2
    assert "BAD_BANNER" in done.stderr and "-1" in done.stderr


def test_banners_option_accepts_the_printed_dash_form(tmp_path):
    # "3-2-1" as printed on a banner = [3, 2, 1]; A alone in Temple Ruins, 2 players -> 1st pays 3.
    src = tmp_path / "p.json"
    src.write_text('{"players": ["A", "B"], "king": "Temple Ruins", '
                   '"board": {"Temple Ruins": {"influence": {"A": 1}}}}', encoding="utf-8")
    data = json.loads(run_referee("score", str(src), "--banners", "Temple Ruins=3-2-1", "--json").stdout)
    assert data["regions"][0]["banner"] == [3, 2, 1]
    assert data["regions"][0]["placings"][0]["points"] == 3


def test_a_byte_order_mark_is_accepted(tmp_path):
    # Some Windows editors start UTF-8 files with a BOM; the file is still a valid position.
    src = tmp_path / "bom.json"
    src.write_bytes(b"\xef\xbb\xbf" + b'{"players": ["A", "B"], "king": 5}')
    assert run_referee("validate", str(src)).returncode == 0


# ---------------------------------------------------------------- problems in French (--lang fr)

BAD_PLAYER = {**BASE, "board": {"Dark Tower": {"influence": {"Jen": 4, "Phill": 2}}}}


def test_score_lang_fr_gives_french_problems_around_the_same_field_and_value(tmp_path):
    err = refused(tmp_path, BAD_PLAYER, "--lang", "fr")
    assert "pos.json : 1 problème :" in err
    assert ('erreur [UNKNOWN_PLAYER] board."Dark Tower".influence.Phill = "Phill" : ne fait pas partie des '
            "joueurs (vouliez-vous dire 'Phil' ?)") in err
    assert "not one of the players" not in err


def test_score_problems_follow_a_french_locale(tmp_path):
    done = run_referee("score", str(write(tmp_path, BAD_PLAYER)), locale="fr_FR.UTF-8")
    assert done.returncode == 2 and "ne fait pas partie des joueurs" in done.stderr


def test_validate_json_message_in_the_language_asked_for(tmp_path):
    path = str(write(tmp_path, {**BASE, "king": "Savage Hils"}))
    french = json.loads(run_referee("validate", path, "--json", "--lang", "fr").stdout)["problems"]
    english = json.loads(run_referee("validate", path, "--json").stdout)["problems"]
    assert [p["message"] for p in english] == ["king = \"Savage Hils\": unknown region (did you mean 'Savage Hills'?)"]
    assert [p["message"] for p in french] == ["king = \"Savage Hils\" : région inconnue (vouliez-vous dire 'Savage Hills' ?)"]
    # codes, fields and values are never translated
    strip = [{k: v for k, v in p.items() if k != "message"} for p in english]
    assert [{k: v for k, v in p.items() if k != "message"} for p in french] == strip


def test_validate_takes_lang():
    done = run_referee("validate", str(EXAMPLE), "--lang", "fr")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("position valide (4 joueurs, « Roi » dans Dark Tower)")
    assert "valid position (4 players, King in Dark Tower)" in run_referee("validate", str(EXAMPLE)).stdout


def test_score_json_end_reason_and_warnings_in_french(tmp_path):
    path = write(tmp_path, {**BASE, "scores": {"Jen": 39}, "banners": {"Temple Ruins": [4, 2, 1]},
                            "board": {"Dark Tower": {"influence": {"Jen": 4, "Phil": 3}}}})
    data = json.loads(run_referee("score", str(path), "--json", "--lang", "fr").stdout)
    assert data["end_code"] == "most-points"
    assert data["end_reason"] == "Jen l'emporte avec 45 points."
    [warning] = data["warnings"]
    assert warning["code"] == "BANNER_UNLIKE_RULEBOOK" and "est retenue comme celle de votre édition" in warning["message"]
    english = json.loads(run_referee("score", str(path), "--json").stdout)
    assert english["end_reason"] == "Jen wins with 45 points." and english["end_code"] == "most-points"


def test_score_json_trace_text_follows_lang():
    example = str(REPO / "examples" / "dark-tower-4p.json")
    french = json.loads(run_referee("score", example, "--json", "--lang", "fr").stdout)["trace"]
    english = json.loads(run_referee("score", example, "--json", "--lang", "en").stdout)["trace"]
    default = json.loads(run_referee("score", example, "--json").stdout)["trace"]          # no --lang: English
    locale = json.loads(run_referee("score", example, "--json", locale="fr_FR.UTF-8").stdout)["trace"]
    # the rulebook's Dark Tower example: Jen first with 4 markers, 5 points
    assert "Jen : influence 4 — 1re place : 5 points." in [s["text"] for s in french]
    assert "Jen: influence 4 — 1st place: 5 points." in [s["text"] for s in english]
    assert default == english and locale == french
    assert french[0]["text"] == ("Le « Roi » est dans Dark Tower et aucun « dragon » n'a été révélé : Dark Tower "
                                 "est décomptée.")
    # only the sentence and the section's name change (the rulebook's French heading of "Scoring"):
    # the steps' data are the same, "rule" keeps the English name as an id
    assert [{k: v for k, v in s.items() if k not in ("text", "section")} for s in french] == \
        [{k: v for k, v in s.items() if k not in ("text", "section")} for s in english]
    assert (french[0]["rule"], french[0]["section"], english[0]["section"]) == \
        ("Scoring", "Décompte des points", "Scoring")


def test_score_json_refuses_with_json(tmp_path):
    # `score --json` on a position it cannot score prints the problems as JSON on stdout (as
    # `referee validate --json` does) and exits 2, so a program reading --json always gets JSON.
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": ["Jen", "Phil"], "king": "Dark Towr",
                               "board": {"Dark Tower": {"influence": {"Jen": -1}}}}))
    done = run_referee("score", str(bad), "--json")
    assert done.returncode == 2 and done.stderr == ""
    data = json.loads(done.stdout)
    assert data["valid"] is False
    by_code = {p["code"]: p for p in data["problems"]}
    assert by_code["UNKNOWN_REGION"]["value"] == "Dark Towr" and by_code["UNKNOWN_REGION"]["field"] == "king"
    assert by_code["NEGATIVE_COUNT"]["value"] == -1
    # without --json: the same problems as text on stderr, nothing on stdout
    done = run_referee("score", str(bad))
    assert done.returncode == 2 and done.stdout == "" and "[UNKNOWN_REGION] king" in done.stderr


def test_option_errors_in_the_language_asked_for():
    # --variant, --ruling and --banners refusals (exit 2) read in French with --lang fr: the
    # option, the value as typed and the suggestion stay, the words around them are French.
    example = "examples/dark-tower-4p.json"
    done = run_referee("score", example, "--variant", "permanent-nobels", "--lang", "fr")
    assert done.returncode == 2
    assert "variante inconnue (vouliez-vous dire 'permanent-nobles' ?)" in done.stderr
    done = run_referee("score", example, "--ruling", "tie-ranking=1-1-4", "--lang", "fr")
    assert done.returncode == 2
    assert done.stderr.startswith("--ruling 'tie-ranking=1-1-4' : les choix de tie-ranking sont 1-1-3, 1-1-2, pas '1-1-4'")
    done = run_referee("score", example, "--ruling", "tie-rankin=1-1-3", "--lang", "fr")
    assert "arbitrage inconnu 'tie-rankin' (vouliez-vous dire 'tie-ranking' ?)" in done.stderr
    done = run_referee("score", example, "--banners", "Dark Tower=5,x", "--lang", "fr")
    assert done.returncode == 2 and "les valeurs sont des nombres entiers" in done.stderr and "'5,x'" in done.stderr
    # English by default, the same facts
    done = run_referee("score", example, "--variant", "permanent-nobels")
    assert "unknown variant (did you mean 'permanent-nobles'?); known variants: permanent-nobles" in done.stderr
    done = run_referee("replay", "tests/golden/tie-break.json", "--ruling", "tie", "--lang", "fr")
    assert done.returncode == 2 and "attendu ID=CHOIX" in done.stderr
