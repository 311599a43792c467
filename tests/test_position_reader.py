"""Position fields added for whole games: "used" (spent Dragon/Witch) and "round"."""

from referee.position_reader import read_position


def read(extra):
    return read_position({"players": ["Jen", "Phil"], "king": 1, **extra})


def test_used_and_round_read_and_written(rules):
    pos, rules, problems = read({"used": {"Jen": ["dragon", "Witch"]}, "round": 3})
    assert not problems
    assert pos.used == {"Jen": ["dragon", "witch"]} and pos.round == 3
    data = pos.to_dict(rules)
    assert data["used"] == {"Jen": ["dragon", "witch"]} and data["round"] == 3
    again, _, _ = read_position(data)
    assert again.used == pos.used


def test_used_refuses_bad_values():
    for used, code in [({"Bob": ["dragon"]}, "UNKNOWN_PLAYER"), ({"Jen": ["knight"]}, "BAD_USED_CARD"),
                       ({"Jen": ["dragon", "dragon"]}, "DUPLICATE_USED_CARD"), ({"Jen": "dragon"}, "BAD_TYPE"),
                       ([], "BAD_TYPE")]:
        pos, _, problems = read({"used": used})
        assert pos is None and code in [p.code for p in problems], used
    pos, _, problems = read({"round": -1})
    assert pos is None and problems[0].code == "NEGATIVE_COUNT"
