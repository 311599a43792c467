"""King's Struggle input files (reader.py): every problem collected, each naming field and value."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.games.input_problems import InputError
from referee.games.kings_struggle.reader import read_hands, read_hands_text, read_trick, read_trick_text
from referee.games.kings_struggle.rules import load_rules

RULES = load_rules()
REPO = Path(__file__).resolve().parents[3]          # tests/games/<game>/this file
TWO_MORE = {"Ben": {"gold": 0, "cards": []}, "Cid": {"gold": 0, "cards": []}}   # a table of 3 with Ann


def problems_of(reader, data) -> dict[str, tuple]:
    with pytest.raises(InputError) as err:
        reader(data, "in.json", RULES)
    return {p.field: (p.value, p.message) for p in err.value.problems}


def test_example_hand_reads():
    data = (REPO / "examples" / "struggle-hand.json").read_text()
    hands = read_hands_text(data, "struggle-hand.json", RULES)
    ann = hands.hands[0]
    assert (ann.name, ann.gold, ann.cards) == ("Ann", 17, (8, 8, 8, 3, 4, 5, 6, 1, 1))
    assert hands.choices["four-of-a-kind"] == "ten"


def test_every_problem_is_collected():
    found = problems_of(read_hands, {"players": {"Ann": {"gold": -2, "cards": [3, 11, "x"], "colour": "red"},
                                                 "Ben": {"cards": [2] * 7}, "Cid": [1]},
                                     "rulings": {"rank-sets": "maybe"}, "extra": 1})
    assert found["players.Ann.gold"][0] == -2
    assert found["players.Ann.cards[1]"][0] == 11 and "1-10" in found["players.Ann.cards[1]"][1]
    assert found["players.Ann.cards[2]"][0] == "x"
    assert "unknown field; known fields: gold, cards, tricks" in found["players.Ann.colour"][1]
    assert found["players.Ben.gold"][1] == "players.Ben.gold: missing"
    assert found["players.Cid"][0] == [1]
    assert found["rulings.rank-sets"][0] == "maybe"
    assert "extra" in found


def test_missing_players_and_not_an_object():
    assert "players" in problems_of(read_hands, {"rulings": {}})
    # the value as the file holds it (not the Python type name "list")
    assert problems_of(read_hands, [1, 2])["(file)"][0] == [1, 2]
    # "Number of players": 3 to 6
    too_many = {"players": {f"P{i}": {"gold": 0, "cards": []} for i in range(7)}}
    assert "takes 3 to 6 players" in problems_of(read_hands, too_many)["players"][1]
    too_few = {"players": {f"P{i}": {"gold": 0, "cards": []} for i in range(2)}}
    assert problems_of(read_hands, too_few)["players"][0] == ["P0", "P1"]


def test_tricks_required_only_by_the_tricks_won_ruling():
    data = {"players": {"Ann": {"gold": 1, "cards": [4, 5]}, "Ben": {"gold": 0, "cards": [], "tricks": 0},
                        "Cid": {"gold": 0, "cards": [], "tricks": 0}}, "rulings": {"most-cards": "tricks-won"}}
    assert "tricks-won" in problems_of(read_hands, data)["players.Ann.tricks"][1]
    data["players"]["Ann"]["tricks"] = 2
    assert read_hands(data, "in.json", RULES).hands[0].tricks == 2


def test_command_line_rulings_override_the_files():
    data = {"players": {"Ann": {"gold": 0, "cards": []}, **TWO_MORE}, "rulings": {"four-of-a-kind": "split"}}
    assert read_hands(data, "in.json", RULES, {"four-of-a-kind": "ten"}).choices["four-of-a-kind"] == "ten"


def test_invalid_json_names_line_and_column():
    with pytest.raises(InputError) as err:
        read_hands_text('{"players": {,}}', "bad.json", RULES)
    # the same wording as a King's Road position (referee.io.json_input)
    assert "bad.json: not valid JSON" in str(err.value) and "line 1" in str(err.value)


def test_trick_with_modifier_or_power():
    trick = read_trick({"cards": [{"player": "Ann", "rank": 7, "modifier": 2}, {"player": "Ben", "rank": 5},
                                  {"player": "Cid", "rank": 4, "power": 6}]}, "t.json", RULES)
    assert [(c.player, c.rank, c.power) for c in trick.cards] == [("Ann", 7, 9), ("Ben", 5, 5), ("Cid", 4, 6)]


def test_trick_problems():
    found = problems_of(read_trick, {"cards": [{"player": "Ann", "rank": 0}, {"player": "", "rank": 3},
                                               {"player": "Ann", "rank": 2, "modifier": 1, "power": 3},
                                               {"player": "Ben", "rank": 4, "modifier": "x"}]})
    assert found["cards[0].rank"][0] == 0
    assert found["cards[1].player"][0] == ""
    assert "not both" in found["cards[2].power"][1]
    assert found["cards[3].modifier"][0] == "x"
    assert "cards" in problems_of(read_trick, {"cards": [{"player": "Ann", "rank": 3}]})   # one card is no trick
    twice = problems_of(read_trick, {"cards": [{"player": "Ann", "rank": 3}, {"player": "Ann", "rank": 4}]})
    assert "Ann plays 2 cards" in twice["cards"][1]


def test_trick_text_reader():
    text = json.dumps({"cards": [{"player": "A", "rank": 1}, {"player": "B", "rank": 2}, {"player": "C", "rank": 3}],
                       "rulings": {"all-cards-cancel": "left-of-leader"}})
    assert read_trick_text(text, "t", RULES).choices["all-cards-cancel"] == "left-of-leader"


def test_a_player_given_twice_is_refused_not_silently_replaced():
    # JSON keeps only the last "Ann"; a referee must not score a hand the writer did not mean.
    text = '{"players": {"Ann": {"gold": 1, "cards": [1]}, "Ann": {"gold": 99, "cards": [2]}}}'
    with pytest.raises(InputError) as err:
        read_hands_text(text, "in.json", RULES)
    assert 'the key "Ann" appears twice' in str(err.value)


def test_a_huge_value_is_quoted_short():
    # 100,000 cards of each rank: refused per rank (3 players, 3 decks) and in total, each value
    # quoted in at most a line, not in full.
    text = json.dumps({"players": {"Ann": {"gold": 1, "cards": list(range(1, 11)) * 100_000}, **TWO_MORE}})
    with pytest.raises(InputError) as err:
        read_hands_text(text, "in.json", RULES)
    lines = str(err.value).splitlines()
    assert len(lines) == 11 and all(len(line) < 300 for line in lines)


# ------------------------------------------------ one Problem type, codes and did-you-mean

def problem_at(reader, data, field):
    with pytest.raises(InputError) as err:
        reader(data, "in.json", RULES)
    found = [p for p in err.value.problems if p.field == field]
    assert len(found) == 1, [p.message for p in err.value.problems]
    return found[0]


def test_problems_are_the_referees_problem_type_with_a_code():
    from referee.errors import Problem

    p = problem_at(read_hands, {"players": {"Ann": {"gold": 1, "cards": [11]}}}, "players.Ann.cards[0]")
    assert type(p) is Problem
    assert p.to_dict() == {"code": "OUT_OF_RANGE", "field": "players.Ann.cards[0]", "value": 11,
                           "message": "players.Ann.cards[0] = 11: a card is a natural rank 1-10", "severity": "error"}
    missing = problem_at(read_hands, {"players": {"Ann": {"cards": []}}}, "players.Ann.gold")
    assert (missing.code, missing.value, missing.message) == ("MISSING_FIELD", None, "players.Ann.gold: missing")
    assert problem_at(read_hands, [1], "(file)").code == "NOT_AN_OBJECT"


@pytest.mark.parametrize("data,field,hint", [
    ({"players": {"Ann": {"glod": 1, "gold": 1, "cards": []}}}, "players.Ann.glod", "(did you mean 'gold'?)"),
    ({"playres": {}}, "playres", "(did you mean 'players'?)"),
    ({"players": {"Ann": {"gold": 1, "cards": []}}, "rulings": {"rank-set": "one-set"}}, "rulings.rank-set",
     "(did you mean 'rank-sets'?)"),
    ({"players": {"Ann": {"gold": 1, "cards": []}}, "rulings": {"four-of-a-kind": "splt"}}, "rulings.four-of-a-kind",
     "(did you mean 'split'?)"),
])
def test_a_misspelt_field_or_choice_gets_a_did_you_mean(data, field, hint):
    assert hint in problem_at(read_hands, data, field).message


def test_a_misspelt_trick_field_gets_a_did_you_mean():
    p = problem_at(read_trick, {"cards": [{"player": "Ann", "rank": 3, "modifer": 1}, {"player": "Ben", "rank": 4}]},
                   "cards[0].modifer")
    assert p.code == "UNKNOWN_FIELD" and p.message == "cards[0].modifer = 1: unknown field (did you mean 'modifier'?)"


def test_a_field_far_from_every_known_one_lists_them():
    p = problem_at(read_hands, {"players": {"Ann": {"gold": 1, "cards": [], "colour": "red"}}}, "players.Ann.colour")
    assert p.message.endswith("unknown field; known fields: gold, cards, tricks")


@pytest.mark.parametrize("value", [True, 1.5, "2", -1])
def test_a_count_is_refused_as_king_roads_reader_refuses_it(value):
    # one check (referee.io.json_input.count_problem) for every game: same code, same words
    from referee.io.position_reader import read_position

    _, _, road = read_position({"players": ["Jen", "Phil"], "king": 5, "board": {"5": {"influence": {"Jen": value}}}})
    struggle = problem_at(read_hands, {"players": {"Ann": {"gold": value, "cards": []}}}, "players.Ann.gold")
    assert [p.code for p in road] == [struggle.code] == ["NEGATIVE_COUNT" if value == -1 else "NOT_AN_INTEGER"]
    assert road[0].message.split(": ", 1)[1] == struggle.message.split(": ", 1)[1]


def test_is_whole_is_gone_from_the_games():
    import referee.games.input_problems as input_problems

    assert not hasattr(input_problems, "is_whole")
    assert input_problems.Problem is __import__("referee.errors", fromlist=["Problem"]).Problem


def test_a_ruling_choice_that_is_not_text_is_a_problem_not_a_crash():
    p = problem_at(read_hands, {"players": {"Ann": {"gold": 1, "cards": []}}, "rulings": {"rank-sets": [1]}},
                   "rulings.rank-sets")
    assert p.code == "BAD_RULING" and p.value == [1]


def test_at_most_100_problems_then_one_saying_more():
    text = json.dumps({"players": {"Ann": {"gold": 1, "cards": [0] * 500}}})
    with pytest.raises(InputError) as err:
        read_hands_text(text, "in.json", RULES)
    problems = err.value.problems
    assert len(problems) == 101 and problems[-1].code == "TOO_MANY_PROBLEMS"
    assert "more than 100 problems" in str(err.value).splitlines()[-1]


def test_a_json_problem_keeps_its_code_and_names_the_source_once():
    with pytest.raises(InputError) as err:
        read_hands_text('{"players": {,}}', "bad.json", RULES)
    [p] = err.value.problems
    assert p.code == "MALFORMED_JSON" and str(err.value).startswith("bad.json: not valid JSON")


# ------------------------------------------------ what no game of King's Struggle ends with

def hands_of(**players) -> dict:
    return {"players": {name: {"gold": 0, "cards": cards} if isinstance(cards, list) else cards
                        for name, cards in players.items()}}


def test_each_rank_exists_once_per_player_at_the_table():
    # "Setup": each player plays their own deck (one card of each rank) and the other decks stay in
    # the box, so three players have three 7s in all, however the tricks shared them out.
    found = problems_of(read_hands, hands_of(Ann=[7, 7], Ben=[7, 7], Cid=[]))
    value, message = found["players"]
    assert value == {"Ann": 2, "Ben": 2} and message.startswith('players = {"Ann": 2, "Ben": 2}: 4 cards of rank 7')
    assert read_hands(hands_of(Ann=[7, 7], Ben=[7], Cid=[]), "in.json", RULES).hands[1].cards == (7,)


def test_the_cards_collected_fit_in_the_games_tricks():
    # "Day or Night": 7 tricks, each of one card per player ("The Play"): a 3-player game hands out
    # at most 21 cards. 22 cards (each rank at most 3 times) are refused; 21 are read. Under
    # night-card-count = eight-tricks a Night game has 8 tricks: 24 cards, and the 22 are read.
    twenty = list(range(1, 11)) * 2
    found = problems_of(read_hands, hands_of(Ann=twenty, Ben=[1, 2], Cid=[]))
    assert found["players"][0] == 22 and "at most 7 tricks of 3 cards" in found["players"][1]
    assert read_hands(hands_of(Ann=twenty, Ben=[1], Cid=[]), "in.json", RULES)
    eight = {**hands_of(Ann=twenty, Ben=[1, 2], Cid=[]), "rulings": {"night-card-count": "eight-tricks"}}
    assert read_hands(eight, "in.json", RULES).choices["night-card-count"] == "eight-tricks"


def test_the_tricks_won_fit_the_game_and_the_cards():
    # 7 tricks a game ("Day or Night"); the winner of a trick collects the cards left in it, the
    # winning card at least ("Determine the Round's Winner"), so t tricks bring t to t x players cards.
    found = problems_of(read_hands, hands_of(Ann={"gold": 0, "cards": [1], "tricks": 100}, Ben=[], Cid=[]))
    assert found["players.Ann.tricks"][0] == 100 and "at most 7" in found["players.Ann.tricks"][1]
    found = problems_of(read_hands, hands_of(Ann={"gold": 0, "cards": [1, 2, 3, 4], "tricks": 4},
                                             Ben={"gold": 0, "cards": [5, 6, 7, 8], "tricks": 4}, Cid=[]))
    assert found["players"][0] == {"Ann": 4, "Ben": 4} and "8 tricks won in all" in found["players"][1]
    found = problems_of(read_hands, hands_of(Ann={"gold": 0, "cards": [4, 5], "tricks": 0}, Ben=[], Cid=[]))
    assert found["players.Ann.cards"][0] == [4, 5] and "with 0 tricks won" in found["players.Ann.cards"][1]
    found = problems_of(read_hands, hands_of(Ann={"gold": 0, "cards": [], "tricks": 2}, Ben=[], Cid=[]))
    assert "at least the card that won it" in found["players.Ann.cards"][1]
    ok = hands_of(Ann={"gold": 0, "cards": [4, 5, 6], "tricks": 1}, Ben=[], Cid=[])     # one trick of 3 cards
    assert read_hands(ok, "in.json", RULES).hands[0].tricks == 1


def test_a_trick_has_one_card_per_player_three_to_six():
    # "Number of players": 3 to 6; "The Play": every player plays one card to each trick.
    two = {"cards": [{"player": "Ann", "rank": 3}, {"player": "Ben", "rank": 4}]}
    assert "3 to 6" in problems_of(read_trick, two)["cards"][1]
    seven = {"cards": [{"player": f"P{i}", "rank": i + 1} for i in range(7)]}
    assert problems_of(read_trick, seven)["cards"][0] == seven["cards"]


def test_gold_and_modifier_markers_are_bounded_by_the_box():
    # "Contents": 80 gold tokens and 10 modifier markers.
    found = problems_of(read_hands, hands_of(Ann={"gold": 81, "cards": []}, Ben=[], Cid=[]))
    assert found["players.Ann.gold"][0] == 81 and "80 gold tokens" in found["players.Ann.gold"][1]
    found = problems_of(read_hands, hands_of(Ann={"gold": 10 ** 29 - 1, "cards": []}, Ben=[], Cid=[]))
    assert "players.Ann.gold" in found
    found = problems_of(read_hands, hands_of(Ann={"gold": 40, "cards": []}, Ben={"gold": 41, "cards": []}, Cid=[]))
    assert found["players"][0] == 81
    cards = [{"player": "Ann", "rank": 3, "modifier": 11}, {"player": "Ben", "rank": 4}, {"player": "Cid", "rank": 5}]
    assert problems_of(read_trick, {"cards": cards})["cards[0].modifier"][0] == 11
    cards[0]["modifier"], cards[1]["power"] = 6, -1          # 6 markers up and 5 down: 11 in all
    assert "11 modifier markers" in problems_of(read_trick, {"cards": cards})["cards"][1]
    cards[1]["power"] = 0                                     # 6 + 4 = 10: the whole box, allowed
    assert len(read_trick({"cards": cards}, "t.json", RULES).cards) == 3


@pytest.mark.parametrize("other", ["ANN", "ann", "\uff21\uff4e\uff4e"])     # full-width Ａｎｎ too
def test_names_equal_but_for_case_are_one_player(other):
    # King's Road refuses "Ann" beside "ANN"; King's Struggle took them as two players
    found = problems_of(read_hands, {"players": {"Ann": {"gold": 0, "cards": []}, other: {"gold": 0, "cards": []},
                                                 "Ben": {"gold": 0, "cards": []}}})
    value, sentence = found[f"players.{other}"]
    assert value == other and "same player as Ann" in sentence
