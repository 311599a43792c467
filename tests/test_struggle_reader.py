"""King's Struggle input files (reader.py): every problem collected, each naming field and value."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.games.input_problems import InputError
from referee.games.kings_struggle.reader import read_hands, read_hands_text, read_trick, read_trick_text
from referee.games.kings_struggle.rules import load_rules

RULES = load_rules()
REPO = Path(__file__).resolve().parent.parent


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
    assert "7 cards of rank 2" in found["players.Ben.cards"][1]     # six decks: at most 6 of a rank
    assert found["players.Cid"][0] == [1]
    assert found["rulings.rank-sets"][0] == "maybe"
    assert "extra" in found


def test_missing_players_and_not_an_object():
    assert "players" in problems_of(read_hands, {"rulings": {}})
    # the value as the file holds it (issue 21: not the Python type name "list")
    assert problems_of(read_hands, [1, 2])["(file)"][0] == [1, 2]
    too_many = {"players": {f"P{i}": {"gold": 0, "cards": []} for i in range(7)}}
    assert "at most 6 players" in problems_of(read_hands, too_many)["players"][1]


def test_tricks_required_only_by_the_tricks_won_ruling():
    data = {"players": {"Ann": {"gold": 1, "cards": []}}, "rulings": {"most-cards": "tricks-won"}}
    assert "tricks-won" in problems_of(read_hands, data)["players.Ann.tricks"][1]
    data["players"]["Ann"]["tricks"] = 2
    assert read_hands(data, "in.json", RULES).hands[0].tricks == 2


def test_command_line_rulings_override_the_files():
    data = {"players": {"Ann": {"gold": 0, "cards": []}}, "rulings": {"four-of-a-kind": "split"}}
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
    text = json.dumps({"cards": [{"player": "A", "rank": 1}, {"player": "B", "rank": 2}],
                       "rulings": {"all-cards-cancel": "left-of-leader"}})
    assert read_trick_text(text, "t", RULES).choices["all-cards-cancel"] == "left-of-leader"


def test_a_player_given_twice_is_refused_not_silently_replaced():
    # JSON keeps only the last "Ann"; a referee must not score a hand the writer did not mean.
    text = '{"players": {"Ann": {"gold": 1, "cards": [1]}, "Ann": {"gold": 99, "cards": [2]}}}'
    with pytest.raises(InputError) as err:
        read_hands_text(text, "in.json", RULES)
    assert 'the key "Ann" appears twice' in str(err.value)


def test_a_huge_value_is_quoted_short():
    # 100,000 cards of each rank: refused per rank, the list quoted in at most a line, not in full.
    text = json.dumps({"players": {"Ann": {"gold": 1, "cards": list(range(1, 11)) * 100_000}}})
    with pytest.raises(InputError) as err:
        read_hands_text(text, "in.json", RULES)
    lines = str(err.value).splitlines()
    assert len(lines) == 10 and all(len(line) < 300 for line in lines)


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
