"""A round's scoring end to end ("Scoring", "Nobles", "The King travels", "Game end and winning"):
referee.adjudicate. Placing points and Noble bonus points are asserted separately."""

from __future__ import annotations

import json

import pytest

from helpers import REPO, position_from
from referee.engine.adjudicate import apply_scoring, score_position
from referee.errors import PositionError
from referee.present.account import step_text

ZIN_KAIS_DEEP, DRAGONS_LAIR, TEMPLE_RUINS, SAVAGE_HILLS = 1, 2, 3, 4
DARK_TOWER, WIZARDS_TOWER, KINGS_ALTAR, KINGS_CASTLE = 5, 6, 7, 8


def score(data: dict):
    position, rules = position_from(data)
    return score_position(position, rules), rules


def placing_points(outcome, region: int) -> dict[str, int]:
    [result] = [r for r in outcome.regions if r.region == region]
    return {pl.player: pl.points for pl in result.placings}


def bonus_points(outcome, region: int) -> dict[str, int]:
    [result] = [r for r in outcome.regions if r.region == region]
    return {b.player: b.points for b in result.bonuses}


def example(name: str) -> dict:
    return json.loads((REPO / "examples" / name).read_text(encoding="utf-8"))


# ---------------------------------------------------------------- rulebook worked examples

def test_rulebook_dark_tower_example_placings_and_bonus():
    # "Scoring": Jen 4, Phil 3, Chris 2, Simon 1 in Dark Tower, 4 players -> 5, 4, 2, 0
    # (4th not paid). "Nobles": Jen alone has most -> she places a Noble and, after the
    # influence scoring, gets 1 bonus point (a chain of just Dark Tower).
    outcome, _ = score(example("dark-tower-4p.json"))
    assert placing_points(outcome, DARK_TOWER) == {"Jen": 5, "Phil": 4, "Chris": 2, "Simon": 0}
    assert bonus_points(outcome, DARK_TOWER) == {"Jen": 1}
    assert outcome.awarded == {"Jen": 6, "Phil": 4, "Chris": 2, "Simon": 0}
    # start scores 12, 9, 14, 7 (the example file) + awarded
    assert outcome.position.scores == {"Jen": 18, "Phil": 13, "Chris": 16, "Simon": 7}
    assert outcome.position.nobles == {DARK_TOWER: ["Jen"]}


def test_rulebook_two_tied_for_most_no_noble_no_bonus():
    # Two tied for most in Dark Tower: both get 2nd place, 4. Tie for most -> no Noble, so
    # no bonus either.
    outcome, _ = score({"players": ["A", "B", "C", "D"], "king": "Dark Tower",
                        "board": {"Dark Tower": {"influence": {"A": 3, "B": 3}}}})
    assert placing_points(outcome, DARK_TOWER) == {"A": 4, "B": 4, "C": 0, "D": 0}
    assert bonus_points(outcome, DARK_TOWER) == {}
    assert outcome.position.nobles == {}


@pytest.mark.parametrize("players, expected", [
    (["A", "B", "C", "D"], 2),   # 4 players: the tie spans 1st-3rd, 3rd pays 2
    (["A", "B", "C"], 0),        # 3 players: only 2 places pay, the tie reaches 3rd -> 0
])
def test_rulebook_three_tied_for_most(players, expected):
    influence = {"A": 2, "B": 2, "C": 2}
    outcome, _ = score({"players": players, "king": 5, "board": {"5": {"influence": influence}}})
    assert {p: placing_points(outcome, DARK_TOWER)[p] for p in influence} == {"A": expected, "B": expected, "C": expected}


def test_rulebook_three_player_cap():
    # 3 players: only 1st and 2nd pay; C, 3rd with influence, gets 0.
    outcome, _ = score({"players": ["A", "B", "C"], "king": "dark-tower",
                        "board": {"dark-tower": {"influence": {"A": 3, "B": 2, "C": 1}}}})
    assert placing_points(outcome, DARK_TOWER) == {"A": 5, "B": 4, "C": 0}


def test_rulebook_three_noble_chain():
    # "Nobles": Jen gains the Noble in Dark Tower (sole leader), already holding Temple Ruins
    # and Dragon's Lair, Dark Tower's two neighbours -> chain of 3 -> 3 bonus points.
    outcome, _ = score({"players": ["Jen", "Phil"], "king": "Dark Tower",
                        "board": {"Dark Tower": {"influence": {"Jen": 2, "Phil": 1}},
                                  "Temple Ruins": {"nobles": ["Jen"]},
                                  "Dragon's Lair": {"nobles": ["Jen"]}}})
    assert placing_points(outcome, DARK_TOWER) == {"Jen": 5, "Phil": 0}   # 2 players: 1 place pays
    assert bonus_points(outcome, DARK_TOWER) == {"Jen": 3}
    assert outcome.awarded == {"Jen": 8, "Phil": 0}


def test_rulebook_dragon_scoring_order():
    # "Scoring" example: King in Dark Tower, two Dragons -> Dark Tower, Dragon's Lair, King's
    # Castle are scored, in that order; "The King travels": then to the region after the
    # last one scored, King's Castle -> Zin Kai's Deep.
    outcome, rules = score(example("dragon-round-3p.json"))
    assert outcome.regions_scored == [DARK_TOWER, DRAGONS_LAIR, KINGS_CASTLE]
    assert [r.region for r in outcome.regions] == [DARK_TOWER, DRAGONS_LAIR, KINGS_CASTLE]
    assert outcome.position.king == ZIN_KAIS_DEEP
    assert outcome.position.dragons == 0     # the reminder cards are gone after the round


def test_rulebook_final_scoring_regions():
    # "Game end and winning" example: regions 7 and 3 scored in the final round (King in
    # King's Altar + 1 Dragon); the King moves on to 5; final scoring covers 5, 2, 8, 1, 6, 4.
    outcome, _ = score(example("game-end-3p.json"))
    assert outcome.regions_scored == [KINGS_ALTAR, TEMPLE_RUINS]
    assert outcome.game_over
    assert outcome.final_regions == [5, 2, 8, 1, 6, 4]
    assert outcome.position.king == DARK_TOWER


def test_game_end_example_hand_count():
    # The hand count written in the example's comment: Ann 44, Ben 42, Cat 44; Ann and Cat
    # hold one Noble each -> shared victory.
    outcome, _ = score(example("game-end-3p.json"))
    assert outcome.position.scores == {"Ann": 44, "Ben": 42, "Cat": 44}
    assert outcome.winners == ["Ann", "Cat"]


# ---------------------------------------------------------------- Nobles during a round

def test_noble_replaced_old_one_goes_to_supply_and_loses_bonus():
    # Standard "Nobles": B's old Noble (1) loses to A's 2 markers -> A's Noble replaces it and
    # B's goes back to supply (18 -> 19, then nothing else of B's is here). Only the Noble now
    # in the region earns a bonus: A 1, B nothing.
    outcome, _ = score({"players": ["A", "B", "C"], "king": 5,
                        "board": {"5": {"influence": {"A": 2}, "nobles": ["B"]}},
                        "supply": {"A": 17, "B": 18, "C": 19}})
    pos = outcome.position
    assert pos.nobles == {DARK_TOWER: ["A"]}
    assert bonus_points(outcome, DARK_TOWER) == {"A": 1}
    # A: 1 marker returned (2 - the Noble) -> 18; B: the Noble -> 19; C unchanged.
    assert pos.supply == {"A": 18, "B": 19, "C": 19}


def test_tie_for_most_keeps_old_noble_and_pays_its_bonus():
    # B: 1 marker + Noble = 2, A: 2 markers -> tie for most. No new Noble; B's old one stays
    # and B, as its owner, gets the bonus (1). 3 players: both tied for 1st-2nd get 2nd = 4.
    outcome, _ = score({"players": ["A", "B", "C"], "king": 5,
                        "board": {"5": {"influence": {"A": 2, "B": 1}, "nobles": ["B"]}}})
    assert outcome.position.nobles == {DARK_TOWER: ["B"]}
    assert placing_points(outcome, DARK_TOWER) == {"A": 4, "B": 4, "C": 0}
    assert bonus_points(outcome, DARK_TOWER) == {"B": 1}


def test_noble_from_earlier_dragon_region_counts_for_later_chain():
    # King in Temple Ruins + 1 Dragon -> Temple Ruins, then Dark Tower.
    # A already holds Dragon's Lair. Temple Ruins: A alone -> Noble; A's chain there is only
    # Temple Ruins (its neighbours King's Altar, Dark Tower, Zin Kai's Deep hold none of A's
    # Nobles yet) -> bonus 1. Dark Tower: A leads -> Noble; chain Temple Ruins (placed earlier
    # this round) - Dark Tower - Dragon's Lair -> bonus 3.
    outcome, _ = score({"players": ["A", "B", "C"], "king": "Temple Ruins", "dragons": 1,
                        "banners": {"Temple Ruins": [3, 2, 1]},
                        "board": {"Temple Ruins": {"influence": {"A": 2}},
                                  "Dark Tower": {"influence": {"A": 2, "B": 1}},
                                  "Dragon's Lair": {"nobles": ["A"]}}})
    assert placing_points(outcome, TEMPLE_RUINS) == {"A": 3, "B": 0, "C": 0}
    assert bonus_points(outcome, TEMPLE_RUINS) == {"A": 1}
    assert placing_points(outcome, DARK_TOWER) == {"A": 5, "B": 4, "C": 0}
    assert bonus_points(outcome, DARK_TOWER) == {"A": 3}
    assert outcome.awarded == {"A": 3 + 1 + 5 + 3, "B": 4, "C": 0}


def test_side_road_counts_for_chains():
    # A's Nobles: Zin Kai's Deep and Wizard's Tower; A wins Temple Ruins. Temple Ruins — Zin
    # Kai's Deep is a side road, Zin Kai's Deep — Wizard's Tower a route road -> chain of 3.
    outcome, _ = score({"players": ["A", "B"], "king": "Temple Ruins", "banners": {"3": [3, 2, 1]},
                        "board": {"3": {"influence": {"A": 1}}, "1": {"nobles": ["A"]}, "6": {"nobles": ["A"]}}})
    assert bonus_points(outcome, TEMPLE_RUINS) == {"A": 3}


def test_permanent_nobles_round():
    # "Variant — Permanent Nobles": B's Noble in Dark Tower stays; A (2 markers vs B's Noble 1)
    # adds a second Noble. Both Nobles earn a bonus: B's chain Dark Tower + Temple Ruins = 2,
    # A's chain Dark Tower alone = 1. Placings: A 1st 5, B 2nd 4 (3 players, 2 places pay).
    outcome, _ = score({"players": ["A", "B", "C"], "king": 5, "variants": ["permanent-nobles"],
                        "board": {"5": {"influence": {"A": 2}, "nobles": ["B"]}, "3": {"nobles": ["B"]}}})
    assert outcome.position.nobles[DARK_TOWER] == ["B", "A"]
    assert placing_points(outcome, DARK_TOWER) == {"A": 5, "B": 4, "C": 0}
    assert bonus_points(outcome, DARK_TOWER) == {"B": 2, "A": 1}


def test_permanent_nobles_no_second_noble_for_the_same_player():
    # A holds a Noble in Dark Tower and wins it again: nothing placed, A's 2 markers return.
    outcome, _ = score({"players": ["A", "B"], "king": 5, "variants": ["permanent-nobles"],
                        "board": {"5": {"influence": {"A": 2}, "nobles": ["A"]}}, "supply": {"A": 16, "B": 19}})
    assert outcome.position.nobles == {DARK_TOWER: ["A"]}
    assert outcome.position.supply == {"A": 18, "B": 19}


# ---------------------------------------------------------------- markers and the King

def test_markers_return_and_supply_totals_stay_20():
    # The Dragon-round example has supplies that make every total 20 ("Preparation": 20
    # markers, one on the score track). Scoring only moves markers between board, Nobles and
    # supply, so every total is still 20 afterwards.
    outcome, rules = score(example("dragon-round-3p.json"))
    pos = outcome.position
    for p in pos.players:
        assert pos.marker_total(p, rules.components.score_track_markers) == 20, p
    # Every scored region is left holding only Nobles.
    for region in outcome.regions_scored:
        assert region not in pos.markers


def test_dragon_round_example_values():
    # Dark Tower (3 players, 2 pay): Ann 3 -> 5, Ben 1 -> 4; Ann's new Noble + her Temple
    # Ruins Noble -> bonus 2. Dragon's Lair: Ann 2 vs Cat 1 + Noble = 2 -> tie for 1st-2nd,
    # both get the 2nd value; Cat's Noble stays, Cat's bonus 1 (Dragon's Lair's neighbours
    # Dark Tower and King's Castle hold none of hers).
    outcome, rules = score(example("dragon-round-3p.json"))
    assert placing_points(outcome, DARK_TOWER) == {"Ann": 5, "Ben": 4, "Cat": 0}
    assert bonus_points(outcome, DARK_TOWER) == {"Ann": 2}
    lair = placing_points(outcome, DRAGONS_LAIR)
    second = rules.board.regions[DRAGONS_LAIR].banner[1]
    assert lair == {"Ann": second, "Ben": 0, "Cat": second}
    assert outcome.position.nobles[DRAGONS_LAIR] == ["Cat"]
    assert bonus_points(outcome, DRAGONS_LAIR) == {"Cat": 1}


@pytest.mark.parametrize("king, dragons, scored, king_after", [
    (TEMPLE_RUINS, 0, [TEMPLE_RUINS], DARK_TOWER),          # never the side road to Zin Kai's Deep
    (KINGS_CASTLE, 0, [KINGS_CASTLE], ZIN_KAIS_DEEP),       # the route wraps around
    (ZIN_KAIS_DEEP, 0, [ZIN_KAIS_DEEP], WIZARDS_TOWER),
    (KINGS_ALTAR, 1, [KINGS_ALTAR, TEMPLE_RUINS], DARK_TOWER),
    (KINGS_CASTLE, 2, [KINGS_CASTLE, ZIN_KAIS_DEEP, WIZARDS_TOWER], SAVAGE_HILLS),
])
def test_king_travels_along_the_route(king, dragons, scored, king_after):
    outcome, _ = score({"players": ["A", "B", "C"], "king": king, "dragons": dragons})
    assert outcome.regions_scored == scored
    assert outcome.position.king == king_after
    assert outcome.king_from == king


# ---------------------------------------------------------------- game end

def test_final_scoring_creates_no_noble_and_pays_no_bonus():
    # King's Altar + 1 Dragon; A at 38 wins King's Altar -> 38 + 7 + 1 (new Noble, chain of 1:
    # A's other Noble, Wizard's Tower, is not next to King's Altar) = 46 >= 40: game over.
    # Final scoring of Wizard's Tower: B 2 markers, A's Noble 1 -> B 1st (6), A 2nd (4); B
    # is sole leader but no Noble is created; A's Noble pays no bonus. Savage Hills: C 1 ->
    # 4, no Noble. A 46 + 4 = 50 wins alone.
    outcome, _ = score({
        "players": ["A", "B", "C"], "king": "King's Altar", "dragons": 1,
        "scores": {"A": 38, "B": 10, "C": 10},
        "banners": {"King's Altar": [7, 5, 3, 1], "Wizard's Tower": [6, 4, 2, 1], "Savage Hills": [4, 3, 2, 1]},
        "board": {"King's Altar": {"influence": {"A": 1}},
                  "Wizard's Tower": {"influence": {"B": 2}, "nobles": ["A"]},
                  "Savage Hills": {"influence": {"C": 1}}}})
    assert outcome.game_over and outcome.position.game_over
    assert bonus_points(outcome, KINGS_ALTAR) == {"A": 1}
    assert placing_points(outcome, WIZARDS_TOWER) == {"A": 4, "B": 6, "C": 0}
    assert placing_points(outcome, SAVAGE_HILLS) == {"A": 0, "B": 0, "C": 4}
    final = [r for r in outcome.regions if r.final]
    assert [r.region for r in final] == [5, 2, 8, 1, 6, 4]
    assert all(r.noble is None and r.bonuses == [] for r in final)
    assert not [s for s in outcome.trace if s["step"] in ("noble", "noble-bonus") and
                s["region"] in ("Wizard's Tower", "Savage Hills")]
    assert outcome.position.nobles == {KINGS_ALTAR: ["A"], WIZARDS_TOWER: ["A"]}
    assert outcome.position.scores == {"A": 50, "B": 16, "C": 14}
    assert outcome.winners == ["A"]


def test_game_goes_on_below_40_and_ends_at_40():
    # Dark Tower, 2 players: A alone gets 5 + 1 bonus = 6. From 33 that is 39: play on.
    # From 34 it is exactly 40: the game ends ("40 or more").
    base = {"players": ["A", "B"], "king": 5, "board": {"5": {"influence": {"A": 1}}}}
    outcome, _ = score({**base, "scores": {"A": 33}})
    assert outcome.position.scores["A"] == 39 and not outcome.game_over and outcome.final_regions == []
    outcome, _ = score({**base, "scores": {"A": 34}})
    assert outcome.position.scores["A"] == 40 and outcome.game_over


def _tie_break_position(b_noble_regions: dict) -> dict:
    # A at 35 wins Dark Tower alone: 5 + 1 (Noble, no neighbour) = 41, game over. B at 36
    # scores only in the final scoring, with Nobles as influence (1 place pays, 2 players).
    board = {"Dark Tower": {"influence": {"A": 2}}}
    board.update({region: {"nobles": ["B"]} for region in b_noble_regions})
    return {"players": ["A", "B"], "king": "Dark Tower", "scores": {"A": 35, "B": 36},
            "board": board, "banners": b_noble_regions}


def test_tie_break_by_nobles_on_the_board():
    # B's Nobles in King's Castle (banner [3]) and Zin Kai's Deep ([2]): 36 + 3 + 2 = 41 = A.
    # Nobles on the board: A 1 (Dark Tower), B 2 -> B wins the tie-break.
    outcome, _ = score(_tie_break_position({"King's Castle": [3], "Zin Kai's Deep": [2]}))
    assert outcome.position.scores == {"A": 41, "B": 41}
    assert outcome.winners == ["B"]
    assert "tie-break" in str(outcome.end_text)


def test_shared_victory():
    # B's single Noble in King's Castle ([5]): 36 + 5 = 41 = A; one Noble each -> shared.
    outcome, _ = score(_tie_break_position({"King's Castle": [5]}))
    assert outcome.position.scores == {"A": 41, "B": 41}
    assert outcome.winners == ["A", "B"]
    assert "share" in str(outcome.end_text)


# ---------------------------------------------------------------- entry points, banners, trace

def test_score_position_leaves_its_argument_alone_apply_scoring_does_not():
    position, rules = position_from(example("dark-tower-4p.json"))
    before = position.copy()
    outcome = score_position(position, rules)
    assert position == before and outcome.position is not position
    outcome = apply_scoring(position, rules)
    assert outcome.position is position and position.king == DRAGONS_LAIR


def test_score_position_refuses_an_ended_game():
    position, rules = position_from({"players": ["A", "B"], "king": 5, "scores": {"A": 40}})
    with pytest.raises(PositionError) as exc:
        score_position(position, rules)
    assert exc.value.problems[0].code == "GAME_ALREADY_OVER"
    position, rules = position_from({"players": ["A", "B"], "king": 5, "game_over": True})
    with pytest.raises(PositionError):
        score_position(position, rules)


def test_user_banner_replaces_the_spec_value():
    # Temple Ruins' shipped banner is provisional; with the printing's [9, 1] A gets 9 and
    # the outcome names no provisional banner.
    outcome, _ = score({"players": ["A", "B"], "king": 3, "banners": {"temple-ruins": [9, 1]},
                        "board": {"3": {"influence": {"A": 1}}}})
    assert placing_points(outcome, TEMPLE_RUINS)["A"] == 9
    assert outcome.regions[0].banner_provenance == "user"
    assert outcome.provisional_banners == []


def test_provisional_banner_is_flagged_when_used():
    outcome, rules = score({"players": ["A", "B"], "king": 3, "board": {"3": {"influence": {"A": 1}}}})
    assert rules.board.regions[TEMPLE_RUINS].banner_provenance == "provisional"
    assert outcome.provisional_banners == [TEMPLE_RUINS]
    # Dark Tower's banner is the rulebook's: never flagged.
    outcome, _ = score(example("dark-tower-4p.json"))
    assert outcome.provisional_banners == []


def test_provisional_banner_not_flagged_for_an_empty_region():
    # Nobody in Temple Ruins: no value of its banner is paid, so nothing provisional was used.
    outcome, _ = score({"players": ["A", "B"], "king": 3})
    assert outcome.provisional_banners == []


def test_every_trace_step_names_a_rule_section():
    outcome, rules = score(example("game-end-3p.json"))
    sections = {rules.scoring.section, rules.scoring.ties_section, rules.nobles.section,
                rules.round.section, rules.round.king_section, rules.end.section}
    # The trace is data (the sentences are templates in referee.present): every step has a kind and a section.
    assert outcome.trace and all(step["rule"] in sections and "text" not in step for step in outcome.trace)
    kinds = [s["step"] for s in outcome.trace]
    assert kinds[0] == "regions" and kinds[-1] == "winners" and "game-end" in kinds


def test_outcome_json_round_trips_through_the_reader():
    outcome, rules = score(example("dragon-round-3p.json"))
    data = outcome.to_dict(rules)
    again, _ = position_from(data["position"])
    assert again == outcome.position


def test_game_end_account_follows_the_spec_for_nobles_in_the_final_scoring():
    # Standard "Game end and winning": the final scoring is for influence only. A variant that
    # turns on final_creates_nobles / final_pays_noble_bonus must be described as such, and B,
    # alone in Dark Tower during the final scoring, then places a Noble and gets a bonus of 1.
    data = {"players": ["A", "B"], "king": "Zin Kai's Deep", "scores": {"A": 39},
            "board": {"Zin Kai's Deep": {"influence": {"A": 1}}, "Dark Tower": {"influence": {"B": 1}}}}
    standard, _ = score(data)
    [end] = [s for s in standard.trace if s["step"] == "game-end"]
    assert not end["final_creates_nobles"] and not end["final_pays_noble_bonus"]
    assert "for influence only (no Noble created, no Noble bonus)" in step_text(end)
    assert bonus_points(standard, DARK_TOWER) == {}
    variant = str(REPO / "tests" / "data" / "final-bonus.toml")
    changed, _ = score({**data, "variants": [variant]})
    [end] = [s for s in changed.trace if s["step"] == "game-end"]
    assert "with Nobles created and the Noble bonus paid" in step_text(end)
    assert bonus_points(changed, DARK_TOWER) == {"B": 1}


# ---------------------------------------------------------------- variants' round and end rules

def _scored(rules, data):
    from referee.io.position_reader import read_position
    position, _, problems = read_position(data)
    assert position is not None, problems
    return score_position(position, rules)


def test_king_moves_next_after_his_own_region(variant_rules):
    # King in Dark Tower, two Dragons: 5, 2, 8 score (as in the rulebook), but under
    # king_moves = next-after-king he moves one region only, to Dragon's Lair (not Zin Kai's Deep).
    rules = variant_rules(round={"king_moves": "next-after-king"})
    outcome = _scored(rules, {"players": ["A", "B"], "king": "Dark Tower", "dragons": 2})
    assert outcome.regions_scored == [DARK_TOWER, DRAGONS_LAIR, KINGS_CASTLE]
    assert outcome.position.king == DRAGONS_LAIR
    [king] = [s for s in outcome.trace if s["step"] == "king"]
    assert king["moves"] == "next-after-king" and "the region after his own" in step_text(king)


def test_king_taking_the_side_road(variant_rules):
    # king_side_roads = [[3, 1]]: from Temple Ruins the King goes to Zin Kai's Deep, and a Dragon
    # played with the King in Temple Ruins adds Zin Kai's Deep, not Dark Tower.
    rules = variant_rules(roads={"king_side_roads": [[3, 1]]})
    outcome = _scored(rules, {"players": ["A", "B"], "king": "Temple Ruins"})
    assert outcome.position.king == ZIN_KAIS_DEEP
    [king] = [s for s in outcome.trace if s["step"] == "king"]
    assert king["side_road"] and "along the side road" in step_text(king)          # data, then the sentence
    assert "route transversale" in step_text(king, "fr")
    outcome = _scored(rules, {"players": ["A", "B"], "king": "Temple Ruins", "dragons": 1})
    assert outcome.regions_scored == [TEMPLE_RUINS, ZIN_KAIS_DEEP] and outcome.position.king == WIZARDS_TOWER


def _ending(rules, **extra):
    # Jen 38 + Dark Tower 5 + her new Noble's bonus 1 = 44: the game ends. Phil holds the
    # Noble in King's Castle (counts 1 influence there in the final scoring).
    data = {"players": ["Jen", "Phil"], "king": "Dark Tower", "scores": {"Jen": 38, "Phil": 30},
            "board": {"Dark Tower": {"influence": {"Jen": 1}}, "King's Castle": {"nobles": ["Phil"]}}}
    data.update(extra)
    return _scored(rules, data)


def test_final_scoring_of_every_region(variant_rules):
    outcome = _ending(variant_rules(end={"final_scoring": "all-regions"}))
    # every region, Dark Tower (scored this round) included, in route order from the King's new region
    assert outcome.final_regions == [2, 8, 1, 6, 4, 7, 3, 5]
    [end] = [s for s in outcome.trace if s["step"] == "game-end"]
    assert end["final_scoring"] == "all-regions" and "those scored this round included" in step_text(end)
    assert "y compris celles décomptées" in step_text(end, "fr")


def test_no_final_scoring(variant_rules):
    outcome = _ending(variant_rules(end={"final_scoring": "none"}))
    assert outcome.game_over and outcome.final_regions == []
    assert outcome.position.scores == {"Jen": 44, "Phil": 30}
    [end] = [s for s in outcome.trace if s["step"] == "game-end"]
    assert "These rules have no final scoring." in step_text(end)


def test_shared_victory_instead_of_the_nobles_tie_break(variant_rules):
    # Jen 39 + Dark Tower 5 (alone, 2 players: 1 place paid) + her new Noble's bonus 1 = 45: the
    # game ends. Final scoring: Dragon's Lair, Phil's Noble (1) ties Jen's marker (1) for 1st-2nd,
    # past the single paid place: 0 each; King's Castle, Phil's Noble alone: 8 -> Phil 37 + 8 = 45.
    # Tied on 45; Nobles on the board Jen 1, Phil 2: the rulebook names Phil, tie_break = shared both.
    data = {"players": ["Jen", "Phil"], "king": "Dark Tower", "scores": {"Jen": 39, "Phil": 37},
            "board": {"Dark Tower": {"influence": {"Jen": 1}}, "King's Castle": {"nobles": ["Phil"]},
                      "Dragon's Lair": {"nobles": ["Phil"], "influence": {"Jen": 1}}}}
    standard = _scored(load_standard(), data)
    shared = _scored(variant_rules(end={"tie_break": "shared"}), data)
    assert standard.position.scores == shared.position.scores == {"Jen": 45, "Phil": 45}
    assert standard.winners == ["Phil"]
    assert shared.winners == ["Jen", "Phil"] and "shared victory" in str(shared.end_text)
    [winners] = [s for s in shared.trace if s["step"] == "winners"]
    assert winners["tie_break"] == "shared"
    assert step_text(winners) == "Jen and Phil tie on 45 points; under these rules a tie is a shared victory."
    assert "victoire partagée" in step_text(winners, "fr")


def test_most_influence_tie_break(variant_rules):
    # The same ending: influence on the board when the round ended (before the final scoring):
    # Jen her Dark Tower Noble 1 + her Dragon's Lair marker 1 = 2; Phil his two Nobles = 2: still
    # tied, so they share.
    data = {"players": ["Jen", "Phil"], "king": "Dark Tower", "scores": {"Jen": 39, "Phil": 37},
            "board": {"Dark Tower": {"influence": {"Jen": 1}}, "King's Castle": {"nobles": ["Phil"]},
                      "Dragon's Lair": {"nobles": ["Phil"], "influence": {"Jen": 1}}}}
    outcome = _scored(variant_rules(end={"tie_break": "most-influence-on-board"}), data)
    assert outcome.winners == ["Jen", "Phil"] and "influence on the board" in str(outcome.end_text).lower()
    [winners] = [s for s in outcome.trace if s["step"] == "winners"]
    assert winners["influence"] == {"Jen": 2, "Phil": 2}
    assert step_text(winners) == ("Jen and Phil tie on 45 points; influence on the board when the last round "
                                  "ended (Jen 2, Phil 2) leaves Jen and Phil tied: they share the victory.")
    assert "l'influence en jeu" in step_text(winners, "fr")


def load_standard():
    from referee.rules import load_rules
    return load_rules()


# ---------------------------------------------------------------- open rulings the scoring reads

def _earlier_dragon_region(rulings: dict) -> dict:
    # the position of test_noble_from_earlier_dragon_region_counts_for_later_chain
    return {"players": ["A", "B", "C"], "king": "Temple Ruins", "dragons": 1, "rulings": rulings,
            "banners": {"Temple Ruins": [3, 2, 1]},
            "board": {"Temple Ruins": {"influence": {"A": 2}}, "Dark Tower": {"influence": {"A": 2, "B": 1}},
                      "Dragon's Lair": {"nobles": ["A"]}}}


def test_dragon_regions_round_start_nobles_counts_this_rounds_nobles_only_next_round():
    # Ruling dragon-regions = round-start-nobles ("Scoring", "Nobles"): in Dark Tower, A's chain
    # counts the Nobles as they stood before this round: Dragon's Lair (A's, next to Dark Tower
    # on the route) and Dark Tower's new Noble, but not Temple Ruins' Noble placed earlier this
    # round -> bonus 2, not 3. The placings are the same under both readings.
    outcome, _ = score(_earlier_dragon_region({"dragon-regions": "round-start-nobles"}))
    assert bonus_points(outcome, TEMPLE_RUINS) == {"A": 1}
    assert bonus_points(outcome, DARK_TOWER) == {"A": 2}
    assert outcome.awarded == {"A": 3 + 1 + 5 + 2, "B": 4, "C": 0}
    # the Noble placed in Temple Ruins is on the board all the same
    assert outcome.position.nobles[TEMPLE_RUINS] == ["A"]


def test_final_scoring_order_by_region_number():
    # Ruling final-scoring-order = region-number ("Game end and winning"): the same regions as
    # the rulebook's order (route from the King's new region, Dragon's Lair, without Dark Tower
    # scored this round), listed by number instead.
    data = {"players": ["Jen", "Phil"], "king": "Dark Tower", "scores": {"Jen": 38, "Phil": 30},
            "board": {"Dark Tower": {"influence": {"Jen": 1}}}}
    standard, _ = score(data)
    by_number, _ = score({**data, "rulings": {"final-scoring-order": "region-number"}})
    assert standard.final_regions == [2, 8, 1, 6, 4, 7, 3]
    assert by_number.final_regions == [1, 2, 3, 4, 6, 7, 8]


def test_replaced_noble_destination_is_recorded_with_the_region():
    # Ruling replaced-noble: the region's result says where B's replaced Noble went, so the
    # account can name it: to B's supply by default (the French text), out of the game otherwise.
    data = {"players": ["A", "B", "C"], "king": 5, "board": {"5": {"influence": {"A": 3}, "nobles": ["B"]}}}
    for choice in ("owner-supply", "out-of-game"):
        outcome, _ = score({**data, "rulings": {"replaced-noble": choice}})
        [result] = outcome.regions
        assert result.noble.removed == ("B",) and result.replaced_to == choice


# ---------------------------------------------------------------- the trace a player's account is made from

def test_players_without_influence_get_no_placing_step():
    # "Scoring": only players with markers or Nobles in the region take part; the account lists
    # only them. Here A and B are placed in Dark Tower, C and D have nothing there.
    outcome, _ = score({"players": ["A", "B", "C", "D"], "king": 5, "board": {"5": {"influence": {"A": 2, "B": 1}}}})
    placed = [s["player"] for s in outcome.trace if s["step"] == "placing"]
    assert placed == ["A", "B"]


def test_a_player_short_of_the_minimum_influence_is_told_so(variant_rules):
    # A variant with min_influence 2: B's single marker is influence, but not enough to be placed.
    # B still gets a placing step (reason no-influence, influence 1) so the account can say why
    # B scores nothing; C, with no influence at all, gets none.
    rules = variant_rules(scoring={"min_influence": 2})
    outcome = _scored(rules, {"players": ["A", "B", "C"], "king": 5, "board": {"5": {"influence": {"A": 2, "B": 1}}}})
    steps = {s["player"]: s for s in outcome.trace if s["step"] == "placing"}
    assert set(steps) == {"A", "B"}
    assert (steps["B"]["influence"], steps["B"]["reason"], steps["B"]["points"]) == (1, "no-influence", 0)


def test_a_tied_placing_cites_the_ties_section_and_a_lone_one_the_scoring_section():
    outcome, rules = score({"players": ["A", "B", "C", "D"], "king": 5,
                            "board": {"5": {"influence": {"A": 3, "B": 3, "C": 1}}}})
    rule = {s["player"]: s["rule"] for s in outcome.trace if s["step"] == "placing"}
    assert rule == {"A": "Scoring — Ties", "B": "Scoring — Ties", "C": "Scoring"}


def test_chain_bonus_step_names_the_chain_and_its_points():
    # "Nobles": the rulebook's three-Noble chain: A wins Dark Tower and holds Temple Ruins and
    # Dragon's Lair, both next to it -> 3 points, the chain listed along the route.
    outcome, _ = score({"players": ["A", "B"], "king": 5,
                        "board": {"5": {"influence": {"A": 1}}, "3": {"nobles": ["A"]}, "2": {"nobles": ["A"]}}})
    [bonus] = [s for s in outcome.trace if s["step"] == "noble-bonus"]
    assert (bonus["player"], bonus["points"]) == ("A", 3)
    assert bonus["chain"] == ["Temple Ruins", "Dark Tower", "Dragon's Lair"]


def test_bonus_for_new_nobles_only_says_whose_nobles_earn_nothing(variant_rules):
    # stack (no region limit) + bonus_paid_to = new-noble-only: B's old Noble stays beside A's
    # new one; only A's earns the bonus, and the trace names B as unpaid (the account's "earns
    # nothing" line).
    rules = variant_rules(nobles={"on_new_noble": "stack", "max_per_region": 0, "bonus_paid_to": "new-noble-only"})
    data = {"players": ["A", "B", "C"], "king": 5, "board": {"5": {"influence": {"A": 2}, "nobles": ["B"]}}}
    outcome = _scored(rules, data)
    [result] = outcome.regions
    assert [b.player for b in result.bonuses] == ["A"]
    [unpaid] = [s for s in outcome.trace if s["step"] == "noble-bonus-unpaid"]
    assert unpaid["owners"] == ["B"]
    # with only the new Noble in the region nobody is unpaid: no such step
    outcome = _scored(rules, {**data, "board": {"5": {"influence": {"A": 2}}}})
    assert not [s for s in outcome.trace if s["step"] == "noble-bonus-unpaid"]
    # and under the standard rules every Noble is paid: no such step either
    outcome = _scored(load_standard(), {**data, "board": {"5": {"influence": {"A": 1}, "nobles": ["A"]}}})
    assert not [s for s in outcome.trace if s["step"] == "noble-bonus-unpaid"]


def test_markers_go_back_after_the_region_is_scored():
    # "Scoring": after the bonus, the markers in the region go back to their owners' supplies.
    # A: 3 markers, one becomes the Noble, 2 go back; B's 1 goes back. The result, its JSON and
    # the trace all say so; an empty region returns nothing and has no return step.
    outcome, rules = score({"players": ["A", "B", "C"], "king": 5, "supply": {"A": 10, "B": 15, "C": 17},
                            "board": {"5": {"influence": {"A": 3, "B": 1}}}})
    [result] = outcome.regions
    assert result.returned == {"A": 2, "B": 1}
    assert result.to_dict(rules)["returned"] == {"A": 2, "B": 1}
    [back] = [s for s in outcome.trace if s["step"] == "return"]
    assert back["returned"] == {"A": 2, "B": 1} and back["region"] == "Dark Tower"
    assert outcome.position.supply == {"A": 12, "B": 16, "C": 17}
    empty, _ = score({"players": ["A", "B"], "king": 5})
    assert empty.regions[0].returned == {} and not [s for s in empty.trace if s["step"] == "return"]


def test_region_result_knows_an_empty_region():
    outcome, _ = score({"players": ["A", "B"], "king": 5, "dragons": 1, "board": {"2": {"influence": {"B": 1}}}})
    assert [r.empty for r in outcome.regions] == [True, False]     # Dark Tower empty, Dragon's Lair not


def test_game_goes_on_step_names_the_threshold():
    # "Game end and winning": below 40 points nobody has reached the end; the last step says so.
    outcome, _ = score({"players": ["A", "B"], "king": 5, "board": {"5": {"influence": {"A": 1}}}})
    last = outcome.trace[-1]
    assert (last["step"], last["game_over"], last["threshold"]) == ("continue", False, 40)


def test_winners_step_carries_influence_counts_only_for_that_tie_break():
    # Under the rulebook's tie-break (Nobles on the board) the winners step has no influence
    # counts; they are data only for the most-influence-on-board tie-break.
    data = {"players": ["Jen", "Phil"], "king": "Dark Tower", "scores": {"Jen": 39, "Phil": 37},
            "board": {"Dark Tower": {"influence": {"Jen": 1}}, "King's Castle": {"nobles": ["Phil"]},
                      "Dragon's Lair": {"nobles": ["Phil"], "influence": {"Jen": 1}}}}
    outcome, _ = score(data)
    [winners] = [s for s in outcome.trace if s["step"] == "winners"]
    assert "influence" not in winners and winners["nobles"] == {"Jen": 1, "Phil": 2}


# ---------------------------------------------------------------- the outcome's JSON

def test_outcome_json_while_the_game_goes_on():
    outcome, rules = score({"players": ["A", "B"], "king": 5, "variants": ["permanent-nobles"],
                            "rulings": {"tie-ranking": "1-1-2"}, "board": {"5": {"influence": {"A": 1}}}})
    data = outcome.to_dict(rules)
    assert data["winners"] == [] and "end_reason" not in data
    assert "supply" not in data                       # no supply given: none to report
    assert data["variants"] == ["permanent-nobles"]
    assert data["rulings"]["tie-ranking"] == "1-1-2"
    assert [r["region"] for r in data["regions"]] == ["Dark Tower"]
    assert data["trace"] == outcome.trace and data["provisional_banners"] == []


def test_outcome_json_at_the_game_end():
    # Jen 38 + Dark Tower 5 + bonus 1 = 44 >= 40: the game ends and Jen wins.
    outcome, rules = score({"players": ["Jen", "Phil"], "king": "Dark Tower", "scores": {"Jen": 38, "Phil": 30},
                            "supply": {"Jen": 18, "Phil": 19}, "board": {"Dark Tower": {"influence": {"Jen": 1}}}})
    data = outcome.to_dict(rules)
    assert data["winners"] == ["Jen"] and data["game_over"] is True
    assert "Jen" in data["end_reason"]
    assert data["supply"] == outcome.position.supply


def test_round_points_are_all_the_points_while_the_game_goes_on():
    # Without a game end there is no final scoring: the round's points are everything awarded.
    outcome, _ = score({"players": ["A", "B"], "king": 5, "board": {"5": {"influence": {"A": 2, "B": 1}}}})
    assert outcome.final_awarded == {}
    assert outcome.round_awarded == outcome.awarded == {"A": 5 + 1, "B": 0}


def test_regions_step_says_when_the_dragons_path_takes_a_side_road(variant_rules):
    # A Dragon with the King in Temple Ruins adds the next region the King would travel to:
    # Dark Tower on the rulebook's board, Zin Kai's Deep when the King takes the side road.
    # The first step says whether the path left the route, for the account to explain it.
    outcome, _ = score({"players": ["A", "B"], "king": "Temple Ruins", "dragons": 1})
    assert outcome.trace[0]["step"] == "regions" and outcome.trace[0]["side_road"] is False
    rules = variant_rules(roads={"king_side_roads": [[3, 1]]})
    outcome = _scored(rules, {"players": ["A", "B"], "king": "Temple Ruins", "dragons": 1})
    assert outcome.trace[0]["regions"] == ["Temple Ruins", "Zin Kai's Deep"] and outcome.trace[0]["side_road"] is True


def test_placing_step_counts_markers_and_nobles_apart():
    # B's influence 2 in Dark Tower is 1 marker + a Noble; C's 1 is the Noble alone (no marker):
    # the account says "influence 2 (1 marker + Noble)", so the step carries both counts.
    outcome, _ = score({"players": ["A", "B", "C"], "king": 5,
                        "board": {"5": {"influence": {"A": 3, "B": 1}, "nobles": ["B"]}}})
    steps = {s["player"]: s for s in outcome.trace if s["step"] == "placing"}
    assert (steps["B"]["influence"], steps["B"]["markers"], steps["B"]["nobles"]) == (2, 1, 1)
    assert (steps["A"]["markers"], steps["A"]["nobles"]) == (3, 0)


def test_tied_placing_names_the_others_in_the_tie_and_nobody_else():
    # A and B tie on 3 (places 1-2) and each step names the other; C alone on 1 names nobody.
    outcome, _ = score({"players": ["A", "B", "C", "D"], "king": 5,
                        "board": {"5": {"influence": {"A": 3, "B": 3, "C": 1}}}})
    tied = {s["player"]: s["tied"] for s in outcome.trace if s["step"] == "placing"}
    assert tied == {"A": ["B"], "B": ["A"], "C": []}


def test_players_below_the_minimum_are_not_tied_with_each_other(variant_rules):
    # min_influence 2: B and C, on 1 each, are not placed; players without a place share none.
    rules = variant_rules(scoring={"min_influence": 2})
    outcome = _scored(rules, {"players": ["A", "B", "C"], "king": 5, "board": {"5": {"influence": {"A": 2, "B": 1, "C": 1}}}})
    tied = {s["player"]: s["tied"] for s in outcome.trace if s["step"] == "placing"}
    assert tied == {"A": [], "B": [], "C": []}


def test_bonus_step_lists_the_side_road_only_when_the_chain_uses_it():
    # "Nobles": A's chain Temple Ruins - Zin Kai's Deep runs along the side road; the step
    # names it. A chain along the route (Dark Tower - Dragon's Lair) names no side road.
    outcome, _ = score({"players": ["A", "B"], "king": "Temple Ruins", "banners": {"3": [3, 2, 1]},
                        "board": {"3": {"influence": {"A": 1}}, "1": {"nobles": ["A"]}}})
    [bonus] = [s for s in outcome.trace if s["step"] == "noble-bonus"]
    assert bonus["side_roads"] == [["Temple Ruins", "Zin Kai's Deep"]]
    outcome, _ = score({"players": ["A", "B"], "king": 5, "board": {"5": {"influence": {"A": 1}}, "2": {"nobles": ["A"]}}})
    [bonus] = [s for s in outcome.trace if s["step"] == "noble-bonus"]
    assert bonus["side_roads"] == [] and bonus["points"] == 2


def test_permanent_nobles_region_of_two_nobles_with_a_tie_for_the_most():
    # "Variant — Permanent Nobles": Dark Tower holds B's and C's Nobles. A (2 markers) and B
    # (1 marker + Noble = 2) tie for the most influence: no new Noble ("Nobles": only a single
    # leader places one), both old Nobles stay, and each earns its bonus (every Noble is paid
    # under the variant): B 1, C 1 (neither has another Noble on the board).
    outcome, _ = score({"players": ["A", "B", "C"], "king": 5, "variants": ["permanent-nobles"],
                        "board": {"5": {"influence": {"A": 2, "B": 1}, "nobles": ["B", "C"]}}})
    [result] = outcome.regions
    assert (result.noble.placed, result.noble.reason, result.noble.kept) == (None, "tie-for-most", ("B", "C"))
    assert outcome.position.nobles[DARK_TOWER] == ["B", "C"]
    assert bonus_points(outcome, DARK_TOWER) == {"B": 1, "C": 1}


def test_a_leader_short_of_the_minimum_influence_places_no_noble(variant_rules):
    # min_influence 2: A alone has the most influence (1) but not enough to be placed, so A
    # takes no place and leaves no Noble either.
    rules = variant_rules(scoring={"min_influence": 2})
    outcome = _scored(rules, {"players": ["A", "B"], "king": 5, "board": {"5": {"influence": {"A": 1}}}})
    [result] = outcome.regions
    assert result.noble.placed is None and result.noble.reason == "no-influence"
    assert outcome.position.nobles == {} and outcome.awarded == {"A": 0, "B": 0}


def test_markers_sent_home_are_listed_in_seat_order_whatever_order_the_file_writes():
    # "Scoring": a scored region's markers go back to their owners; the answer lists them by seat
    # (docs/players.md), Jen before Phil, though the file writes Phil's influence first
    from referee.io.position_reader import read_position

    position, rules, problems = read_position({"players": ["Jen", "Phil"], "king": "Dark Tower",
                                               "board": {"Dark Tower": {"influence": {"Phil": 3, "Jen": 4}}}})
    assert not problems
    outcome = score_position(position, rules)
    # Jen leads and leaves one of her 4 markers as a Noble ("Nobles"): 3 go home, and Phil's 3
    assert list(outcome.regions[0].returned.items()) == [("Jen", 3), ("Phil", 3)]
