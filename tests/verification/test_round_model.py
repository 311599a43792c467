"""properties.rounds: the stand-in round (placements, then the referee's scoring)."""

from __future__ import annotations

from helpers import position_from
from referee.properties.rounds import Round, play_round, scoring_position


def start():
    return position_from({"players": ["Jen", "Phil"], "king": "Dark Tower", "board": {},
                          "supply": {"Jen": 19, "Phil": 19}})


def test_placements_come_from_supply_and_are_scored():
    position, rules = start()
    dt = rules.board.lookup("Dark Tower")
    rnd = Round({"Jen": (dt, dt), "Phil": (dt,)})
    mid = scoring_position(rules, position, rnd)
    assert mid.markers[dt] == {"Jen": 2, "Phil": 1}
    assert mid.supply == {"Jen": 17, "Phil": 18}
    before, after, outcome = play_round(rules, position, rnd)
    # Jen leads alone (2 vs 1): 1st place of Dark Tower, 5 points (2 players: one paid place),
    # one of her markers becomes a Noble (bonus 1), the rest go back: Jen 18 in supply, Phil 19.
    assert outcome.awarded == {"Jen": 6, "Phil": 0}
    assert after.supply == {"Jen": 18, "Phil": 19}
    assert before.supply == {"Jen": 19, "Phil": 19}
    assert position.supply == {"Jen": 19, "Phil": 19}   # the input is untouched


def test_dragons_add_regions():
    position, rules = start()
    _, _, outcome = play_round(rules, position, Round({}, dragons=2))
    # King in Dark Tower + 2 Dragons: Dark Tower, Dragon's Lair, King's Castle ("Scoring" example).
    assert [rules.board.name(r) for r in outcome.regions_scored] == ["Dark Tower", "Dragon's Lair", "King's Castle"]
