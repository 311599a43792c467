"""Replaying records: strict and lenient, --until, the final result and the record's "result"."""

import pytest

from referee.engine.replay import replay
from referee.engine.round_play import IllegalPlayError
from referee.io.game_record import read_record
from referee.present.sheet import describe_sheet

TWO = {"players": ["Jen", "Phil"]}


def record(rounds, **extra):
    rec, problems = read_record({**TWO, "rounds": rounds, **extra})
    assert rec is not None, [p.message for p in problems]
    return rec


ROUND = {"Jen": ["Zin Kai's Deep", "Wizard's Tower", "knight"], "Phil": ["Wizard's Tower", "Savage Hills", 7]}


def test_first_round_from_setup():
    result = replay(record([ROUND]))
    entry = result.sheet[0]
    # King at set-up in Zin Kai's Deep; Jen alone there with 2 markers: 1st place, Noble, bonus 1.
    assert entry["king"] == "Zin Kai's Deep" and entry["regions_scored"] == ["Zin Kai's Deep"]
    assert entry["nobles"] == {"Zin Kai's Deep": ["Jen"]}
    assert entry["king_after"] == "Wizard's Tower"
    # Jen's Knight doubles Wizard's Tower (the card before it), so she has 1 marker in ZKD, which
    # stays as the Noble; WT is not scored. Jen 19 - 3 = 16, Phil 19 - 3 = 16, nothing comes back.
    assert entry["supply"] == {"Jen": 16, "Phil": 16}
    assert not result.final.game_over and "not over" in str(result.final.why_text)


def test_strict_stops_at_first_illegal_play():
    bad = {"Jen": ["knight", 1, 6], "Phil": [1, 6, 4]}
    with pytest.raises(IllegalPlayError) as info:
        replay(record([ROUND, bad]))
    assert (info.value.round, info.value.player, info.value.card) == (2, "Jen", "knight")


def test_lenient_lists_every_problem():
    rounds = [{"Jen": ["knight", 1, 6], "Phil": [1, 6, 4, 7]}, {"Jen": [1, 6, 4]}]
    result = replay(record(rounds), lenient=True)
    assert [(p.round, p.player, p.code) for p in result.problems] == [
        (1, "Jen", "KNIGHT_NOT_LAST"), (1, "Phil", "TOO_MANY_CARDS"), (2, "Phil", "MISSING_PLAYER")]
    assert len(result.sheet) == 2
    assert "PROBLEM [MISSING_PLAYER]" in describe_sheet(result)


def test_rounds_after_the_game_ended():
    start = {"king": 1, "scores": {"Jen": 39, "Phil": 0}}
    rounds = [{"Jen": [1, 6, 4], "Phil": [6, 4, 7]}, {"Jen": [1, 6, 4], "Phil": [6, 4, 7]}]
    with pytest.raises(IllegalPlayError) as info:
        replay(record(rounds, start=start))
    # Jen alone in ZKD: 1st place 1 + Noble bonus 1 -> 41: the game ends after round 1.
    assert info.value.code == "ROUND_AFTER_GAME_END" and info.value.round == 2
    result = replay(record(rounds, start=start), lenient=True)
    assert result.final.game_over and result.final.rounds_played == 1
    assert "Jen reached 40" in str(result.final.why_text)


def test_until_and_before_scoring():
    rec = record([ROUND, ROUND | {"Jen": ["Wizard's Tower", "Savage Hills", "knight"]}])
    after_one = replay(rec, until=1)
    assert after_one.position.round == 1 and after_one.position.king == 6
    before = replay(rec, until=2, before_scoring=True)
    # Round 2's cards are on the board, unscored: the King still stands in Wizard's Tower, which
    # holds round 1's Jen 2 (Region card + Knight) + Phil 1, plus round 2's Jen 1 + Phil 1.
    assert before.position.king == 6 and before.position.markers[6] == {"Jen": 3, "Phil": 2}
    assert before.sheet == after_one.sheet


def test_result_mismatch_is_reported():
    start = {"king": 1, "scores": {"Jen": 39, "Phil": 0}}
    result = replay(record([{"Jen": [1, 6, 4], "Phil": [6, 4, 7]}], start=start,
                           result={"scores": {"Jen": 0, "Phil": 0}, "winners": ["Phil"]}))
    assert [p.code for p in result.problems] == ["RESULT_MISMATCH", "RESULT_MISMATCH"]
    # each told as a sentence lists names and scores, never as Python prints a dict or a list: the record's
    # scores as written, in either language, and its winner
    scores, winners = (p.text for p in result.problems)
    assert "gives scores Jen 0 and Phil 0, the replay gives Jen " in scores.render("en")
    assert "donne les scores Jen 0 et Phil 0, la partie rejouée donne Jen " in scores.render("fr")
    assert "the record's result names winners Phil, the replay names " in winners.render("en")
    assert not any(c in p.text.render(lang) for p in result.problems for lang in ("en", "fr") for c in "{}[]")


def test_a_result_naming_no_winner_is_told_as_naming_nobody():
    start = {"king": 1, "scores": {"Jen": 39, "Phil": 0}}
    result = replay(record([{"Jen": [1, 6, 4], "Phil": [6, 4, 7]}], start=start, result={"winners": []}))
    (told,) = result.problems
    assert told.code == "RESULT_MISMATCH" and "names winners nobody, the replay names " in told.text.render("en")


def test_final_result_in_french_keeps_its_end_code():
    start = {"king": 1, "scores": {"Jen": 39, "Phil": 0}}
    result = replay(record([{"Jen": [1, 6, 4], "Phil": [6, 4, 7]}], start=start))
    english, french = result.final.to_dict(), result.final.to_dict("fr")
    assert english["end_code"] == french["end_code"] == "most-points"
    assert english["end_reason"] == "Jen wins with 41 points." == str(result.final.end_text)
    assert french["end_reason"] == "Jen l'emporte avec 41 points."
    assert french["why"] == ("Jen a atteint 40 points pendant la manche 1 ; la partie s'est terminée après cette "
                             "manche, puis le décompte final a eu lieu")
    unfinished = replay(record([ROUND])).final.to_dict("fr")
    assert unfinished["why"] == ("l'enregistrement s'arrête après la manche 1 ; personne n'a atteint 40 points, "
                                 "la partie n'est donc pas terminée")


def test_illegal_plays_render_in_french_with_the_french_section():
    bad = {"Jen": ["knight", 1, 6], "Phil": [1, 6, 4]}
    with pytest.raises(IllegalPlayError) as info:
        replay(record([ROUND, bad]))
    play = info.value.play
    assert play.message == ("round 2, Jen, card 'knight': the Knight must be the last card played "
                            "(\"Revealing cards — Knight\")")
    assert play.to_dict("fr")["message"] == ("manche 2, Jen, carte 'knight' : le « chevalier » doit être la "
                                             "dernière carte jouée (« Révéler des cartes — Chevalier »)")
    assert play.to_dict("fr")["rule"] == "Revealing cards — Knight"      # the spec's section id stays


def test_a_rounds_re_selections_are_listed_in_seat_order_whatever_order_the_record_writes_them():
    # "Revealing cards — Witch": the Witch's players re-select in seat order (Zoe sits before Max); the
    # sheet lists a round's re-selections so, as it lists its cards, though the record writes Max's first
    record, problems = read_record({"players": ["Zoe", "Max"], "rounds": [{
        "Max": ["witch", "Dark Tower", "Temple Ruins"], "Zoe": ["witch", "Dark Tower", "Temple Ruins"],
        "witch": {"Max": ["Savage Hills", "Dark Tower", "Temple Ruins"],
                  "Zoe": ["Savage Hills", "Dark Tower", "Temple Ruins"]}}]})
    assert record is not None and not problems
    sheet = replay(record).to_dict()
    assert list(sheet["rounds"][0]["witch"]) == ["Zoe", "Max"]
    assert list(sheet["rounds"][0]["cards"]) == ["Zoe", "Max"]


def test_a_sheets_tables_by_player_are_in_seat_order_whatever_order_the_start_writes_them():
    # a score sheet lists the players in their seats (Zoe before Max), though the start writes Max first
    record, problems = read_record({"players": ["Zoe", "Max"], "start": {
        "players": ["Zoe", "Max"], "king": 1, "scores": {"Max": 3, "Zoe": 2}, "supply": {"Max": 17, "Zoe": 18}},
        "rounds": [{"Zoe": ["Dark Tower", "Temple Ruins", "Savage Hills"],
                    "Max": ["Dark Tower", "Temple Ruins", "Savage Hills"]}]})
    assert record is not None and not [p for p in problems if p.severity == "error"]
    entry = replay(record).to_dict()["rounds"][0]
    assert [list(entry[name]) for name in ("scores", "supply", "placed")] == [["Zoe", "Max"]] * 3
