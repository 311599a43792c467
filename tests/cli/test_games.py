"""`referee replay` and `referee simulate` as a user runs them."""

import json

import pytest

from helpers import run_referee

# slow (left out by `pytest -m "not slow"`): each test runs the referee in a subprocess, as a user does
pytestmark = pytest.mark.slow

GOLDEN = "tests/golden"
EVERY_CARD = f"{GOLDEN}/four-player-every-card.json"


def test_replay_text_sheet():
    done = run_referee("replay", EVERY_CARD)
    assert done.returncode == 0, done.stderr
    assert "Round 11" in done.stdout and "Round 12" in done.stdout
    assert "Phil wins with 48 points." in done.stdout       # the hand calculation's result


def test_replay_json():
    done = run_referee("replay", EVERY_CARD, "--json")
    data = json.loads(done.stdout)
    assert data["final"]["winners"] == ["Phil"] and len(data["rounds"]) == 2


def test_until_prints_a_position_referee_score_reads(tmp_path):
    done = run_referee("replay", EVERY_CARD, "--until", "11")
    assert done.returncode == 0, done.stderr
    position = json.loads(done.stdout)
    # After round 11 (hand calculation): King in Dark Tower, Jen 38, Phil 36, Chris 37, Simon 25.
    assert position["king"] == "Dark Tower" and position["round"] == 11
    assert position["scores"] == {"Jen": 38, "Phil": 36, "Chris": 37, "Simon": 25}
    scored = run_referee("score", "-", "--json", input=done.stdout)
    assert scored.returncode == 0, scored.stderr


def test_until_before_scoring_then_score_gives_the_round(tmp_path):
    # Round 12's cards resolved, unscored; `referee score` must then reach the replay's final result.
    done = run_referee("replay", EVERY_CARD, "--until", "12", "--before-scoring")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["dragons"] == 2
    scored = run_referee("score", "-", "--json", input=done.stdout)
    data = json.loads(scored.stdout)
    assert data["scores"] == {"Jen": 41, "Phil": 48, "Chris": 46, "Simon": 42}
    assert data["winners"] == ["Phil"]


def test_illegal_record_exit_2_names_round_player_card(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": ["Jen", "Phil"], "rounds": [
        {"Jen": [1, 6, 4], "Phil": [1, 6, 4]},
        {"Jen": ["dragon", 1, 6], "Phil": [1, 6, "knight"]},
        {"Jen": ["dragon", 1, 6], "Phil": [1, 6, 4]}]}))
    done = run_referee("replay", str(bad))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "round 3, Jen, card 'dragon'" in done.stderr and "DRAGON_ALREADY_USED" in done.stderr


def test_lenient_lists_every_problem():
    done = run_referee("replay", f"{GOLDEN}/lenient-illegal.json", "--lenient")
    assert done.returncode == 2
    assert "7 problems:" in done.stderr
    for code in ["KNIGHT_NOT_LAST", "TOO_MANY_CARDS", "WITCH_NOT_FIRST", "CARD_PLAYED_TWICE",
                 "MISSING_PLAYER", "DRAGON_ALREADY_USED"]:
        assert code in done.stderr
    assert "Round 3" in done.stdout                          # it carried on to the end


def test_ruling_switch_changes_the_replay():
    # Under witch-reselect-same-cards = forbidden, Chris may not re-select King's Castle in round 12
    # (he sent it back with his Witch). Jen's bare "witch" in round 11 stays legal (a ruling
    # must not make a valid record illegal); the lenient replay warns that it could not be checked.
    done = run_referee("replay", EVERY_CARD, "--ruling", "witch-reselect-same-cards=forbidden")
    assert done.returncode == 2
    assert "[RESELECTION_SAME_CARD] round 12, Chris, card \"King's Castle\"" in done.stderr
    assert "round 11" not in done.stderr
    lenient = run_referee("replay", EVERY_CARD, "--lenient", "--ruling", "witch-reselect-same-cards=forbidden")
    assert lenient.returncode == 2
    assert "round 12, Chris, card \"King's Castle\"" in lenient.stderr
    assert "warning [SENT_BACK_UNRECORDED] round 11, Jen, card 'witch'" in lenient.stderr
    assert "cannot be checked" in lenient.stderr


def test_unrecorded_sent_back_cards_warn_under_the_default_ruling_too():
    done = run_referee("replay", EVERY_CARD)
    assert done.returncode == 0, done.stderr
    assert "warning [SENT_BACK_UNRECORDED] round 11, Jen, card 'witch'" in done.stderr


def test_bad_ruling_switch():
    for value, words in [("nope=x", "unknown ruling"), ("knight-declined=maybe", "one of"), ("x", "ID=CHOICE")]:
        done = run_referee("replay", EVERY_CARD, "--ruling", value)
        assert done.returncode == 2 and words in done.stderr and "Traceback" not in done.stderr


def test_bad_input_files(tmp_path):
    empty = tmp_path / "e.json"
    empty.write_text("")
    assert run_referee("replay", str(empty)).returncode == 2
    broken = tmp_path / "b.json"
    broken.write_text("{")
    assert "not valid JSON" in run_referee("replay", str(broken)).stderr
    assert run_referee("replay", str(tmp_path / "missing.json")).returncode == 2
    card = tmp_path / "c.json"
    card.write_text(json.dumps({"players": ["A", "B"], "rounds": [{"A": ["Dark Towr", 1, 6], "B": [1, 6, 4]}]}))
    done = run_referee("replay", str(card))
    # the illegal-play style: round, player, the card as written, reason, section
    assert done.returncode == 2 and "round 1, A, card 'Dar" in done.stderr and "Dark Tower" in done.stderr


def test_simulate_writes_records_replay_reproduces(tmp_path):
    out = tmp_path / "games"
    done = run_referee("simulate", "--seed", "4", "--games", "3", "--players", "3", "--out", str(out), "--json")
    assert done.returncode == 0, done.stderr
    stats = json.loads(done.stdout)
    assert stats["games"] == 3 and stats["seed"] == 4
    files = sorted(out.glob("game-*.json"))
    assert [f.name for f in files] == ["game-0001.json", "game-0002.json", "game-0003.json"]
    for f in files:
        record = json.loads(f.read_text())
        replayed = run_referee("replay", str(f), "--json")
        assert replayed.returncode == 0, replayed.stderr
        assert json.loads(replayed.stdout)["final"]["scores"] == record["result"]["scores"]


def test_simulate_text_and_bad_options():
    done = run_referee("simulate", "--games", "2", "--players", "2", "--variant", "permanent-nobles")
    assert done.returncode == 0 and "rounds per game" in done.stdout and "tie-break decided" in done.stdout
    assert run_referee("simulate", "--players", "6").returncode == 2
    assert run_referee("simulate", "--variant", "nope").returncode == 2


def test_simulate_under_rules_that_leave_no_legal_selection_is_refused_without_a_traceback(tmp_path):
    # Eleven cards a round take the whole hand; a Witch's re-selection may then hold neither a card
    # it sent back nor a Dragon under these rulings ("Revealing cards — Witch"), and too few are left:
    # no game can go on. A clear refusal (exit 2, in JSON under --json, in French under --lang fr),
    # and no folder of records left half written.
    variant = tmp_path / "whole-hand.toml"
    variant.write_text('[variant]\nid = "whole-hand"\nname = "Whole hand"\nsection = "Tests"\n\n'
                       '[overrides.round]\ncards_per_round = 11\n', encoding="utf-8")
    args = ("simulate", "--seed", "3", "--games", "2", "--players", "2", "--variant", str(variant), "--ruling",
            "witch-reselect-same-cards=forbidden", "--ruling", "witch-reselect-dragon=forbidden", "-q")
    out = tmp_path / "games"
    done = run_referee(*args, "--out", str(out))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "no legal selection" in done.stderr and not out.exists()
    answer = json.loads(run_referee(*args, "--json").stdout)
    assert [(p["code"], p["field"]) for p in answer["problems"]] == [("NO_LEGAL_SELECTION", "--variant")]
    french = run_referee(*args, "--lang", "fr")
    assert french.returncode == 2 and "no legal selection" not in french.stderr and french.stderr.strip()


def test_lenient_carries_on_past_an_unknown_card(tmp_path):
    card = tmp_path / "c.json"
    card.write_text(json.dumps({"players": ["A", "B"], "rounds": [
        {"A": ["Dark Towr", 1, 6], "B": [1, 6, 4]}, {"A": [6, 4, 7], "B": [6, 4, 7]}]}))
    done = run_referee("replay", str(card), "--lenient")
    assert done.returncode == 2
    # The unknown card is reported and left out (so A also played too few cards); both rounds replay.
    assert "UNKNOWN_CARD" in done.stderr and "TOO_FEW_CARDS" in done.stderr
    assert "Round 2" in done.stdout


# ---------------------------------------------------------------- replay in French (--lang fr)

def _spent_dragon_record(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": ["Jen", "Phil"], "rounds": [
        {"Jen": [1, 6, 4], "Phil": [1, 6, 4]},
        {"Jen": ["dragon", 1, 6], "Phil": [1, 6, "knight"]},
        {"Jen": ["dragon", 1, 6], "Phil": [1, 6, 4]}]}))
    return bad


def test_illegal_play_in_french(tmp_path):
    done = run_referee("replay", str(_spent_dragon_record(tmp_path)), "--lang", "fr")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert ("coup illégal [DRAGON_ALREADY_USED] manche 3, Jen, carte 'dragon' : le « dragon » se joue une fois "
            "par partie et celui de ce joueur a déjà servi (« Révéler des cartes — Dragon »)") in done.stderr


def test_lenient_problems_in_french_and_json_messages_follow_lang():
    done = run_referee("replay", f"{GOLDEN}/lenient-illegal.json", "--lenient", "--lang", "fr")
    assert done.returncode == 2
    assert "7 problèmes :" in done.stderr
    assert "erreur [KNIGHT_NOT_LAST]" in done.stderr and "le « chevalier » doit être la dernière carte jouée" in done.stderr
    assert "Manche 3" in done.stdout
    french = json.loads(run_referee("replay", f"{GOLDEN}/lenient-illegal.json", "--lenient", "--json",
                                    "--lang", "fr").stdout)
    english = json.loads(run_referee("replay", f"{GOLDEN}/lenient-illegal.json", "--lenient", "--json").stdout)
    knight_fr = next(p for p in french["problems"] if p["code"] == "KNIGHT_NOT_LAST")
    knight_en = next(p for p in english["problems"] if p["code"] == "KNIGHT_NOT_LAST")
    assert "le « chevalier » doit être la dernière carte jouée (« Révéler des cartes — Chevalier »)" in knight_fr["message"]
    assert "the Knight must be the last card played (\"Revealing cards — Knight\")" in knight_en["message"]
    assert {k: v for k, v in knight_fr.items() if k not in ("message", "section")} == \
        {k: v for k, v in knight_en.items() if k not in ("message", "section")}
    assert (knight_fr["section"], knight_en["section"]) == ("Révéler des cartes — Chevalier", "Revealing cards — Knight")


def test_replay_end_reason_in_french_with_a_stable_end_code():
    french = json.loads(run_referee("replay", EVERY_CARD, "--json", "--lang", "fr").stdout)["final"]
    english = json.loads(run_referee("replay", EVERY_CARD, "--json").stdout)["final"]
    assert french["end_code"] == english["end_code"] == "most-points"
    assert english["end_reason"] == "Phil wins with 48 points."
    assert french["end_reason"] == "Phil l'emporte avec 48 points."
    # who reached 40 in the last round, with the verb agreeing with their number (English: "reached")
    reached = english["why"].split(" reached ")[0]
    verb = "a" if ", " not in reached else "ont"
    assert french["why"].startswith(f"{reached} {verb} atteint 40 points pendant la manche 12 ; la partie s'est "
                                    "terminée après cette manche"), french["why"]
    done = run_referee("replay", EVERY_CARD, "--lang", "fr")
    assert "Phil l'emporte avec 48 points." in done.stdout


def test_replay_report_in_french(tmp_path):
    report = tmp_path / "game.html"
    done = run_referee("replay", EVERY_CARD, "--report", str(report), "--lang", "fr")
    assert done.returncode == 0, done.stderr
    from html import unescape

    html = unescape(report.read_text(encoding="utf-8"))
    assert '<html lang="fr">' in html
    for words in ("Feuille de score", "Score par manche", "Le plateau après chaque manche",
                  "Phil l'emporte avec 48 points. Pourquoi la partie s'est terminée",
                  "Piste de score (fin de la partie à 40)", "route transversale : les chaînes de"):  # the boards
        assert words in html, words
    assert "Score track" not in html and "side road" not in html
    english = tmp_path / "game-en.html"
    run_referee("replay", EVERY_CARD, "--report", str(english))
    assert '<html lang="en">' in english.read_text(encoding="utf-8")
    assert "Score track (the game ends at 40)" in english.read_text(encoding="utf-8")


def test_replay_json_card_events_have_text_in_the_language_asked_for(tmp_path):
    french = json.loads(run_referee("replay", EVERY_CARD, "--json", "--lang", "fr").stdout)
    english = json.loads(run_referee("replay", EVERY_CARD, "--json").stdout)
    noted_fr = [e for r in french["rounds"] for e in r["events"] if "note" in e]
    noted_en = [e for r in english["rounds"] for e in r["events"] if "note" in e]
    assert noted_fr and len(noted_fr) == len(noted_en)
    declined_fr = next(e for e in noted_fr if e["effect"] == "knight-declined")
    declined_en = next(e for e in noted_en if e["effect"] == "knight-declined")
    # `note` is the round log's English line in both; `text` is the sentence of the sheet, in the language asked for
    assert declined_fr["note"] == declined_en["note"]
    assert declined_fr["text"] == ("le marqueur du « chevalier » n'est pas ajouté "
                                   "(arbitrage knight-declined = added-unless-declined)")
    assert declined_en["text"] == "the Knight's extra marker is not taken (ruling knight-declined = added-unless-declined)"
    assert all(e["text"] for e in noted_fr + noted_en)
    # the same sentence as the French score sheet's note line
    sheet = run_referee("replay", EVERY_CARD, "--lang", "fr").stdout
    # the JSON keeps the record's word for the card (knight!declined); the French sheet names it in French
    assert declined_fr["card"] == "knight!declined"
    assert f"remarque : {declined_fr['player']} « chevalier » (marqueur refusé) : {declined_fr['text']}" in sheet
    # --out writes the same JSON form
    out = tmp_path / "game.json"
    assert run_referee("replay", EVERY_CARD, "--out", str(out), "--lang", "fr").returncode == 0
    assert json.loads(out.read_text(encoding="utf-8"))["rounds"] == french["rounds"]


def test_replay_json_refuses_with_json(tmp_path):
    # A program that asked for --json gets JSON on stdout even when the record is refused (exit 2):
    # the illegal play as `referee replay --lenient --json` lists it, and a malformed record's
    # problems as `referee validate --json` gives them.
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": ["Jen", "Phil"], "rounds": [
        {"Jen": ["dragon", 1, 6], "Phil": [1, 6, 4]},
        {"Jen": ["dragon", 1, 6], "Phil": [1, 6, 4]}]}))
    done = run_referee("replay", str(bad), "--json")
    assert done.returncode == 2 and done.stderr == ""
    data = json.loads(done.stdout)
    assert data["valid"] is False and data["source"] == str(bad)
    [play] = data["problems"]
    assert (play["round"], play["player"], play["card"], play["code"]) == (2, "Jen", "dragon", "DRAGON_ALREADY_USED")
    bad.write_text(json.dumps({"players": ["Jen", "Phil"], "roundz": []}))
    done = run_referee("replay", str(bad), "--json", "--lang", "fr")
    data = json.loads(done.stdout)
    assert done.returncode == 2 and "UNKNOWN_FIELD" in {p["code"] for p in data["problems"]}
    [unknown] = [p for p in data["problems"] if p["code"] == "UNKNOWN_FIELD"]
    assert unknown["field"] == "roundz" and "champ inconnu" in unknown["message"]
