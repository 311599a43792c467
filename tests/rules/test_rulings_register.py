"""The open rulings register (spec/kings-road/rulings.toml): every open ruling is listed with
its default, alternatives and sections, and every alternative that changes an outcome does so here."""

from __future__ import annotations

import pytest

from helpers import REPO, position_from, run_json, run_referee
from referee.engine.adjudicate import score_position
from referee.engine.cards import parse_card
from referee.engine.round_play import IllegalPlayError, resolve_round
from referee.engine.setup import new_game
from referee.rules import load_rules

DT, DL, TR, KC, KA = 5, 2, 3, 8, 7     # Dark Tower, Dragon's Lair, Temple Ruins, King's Castle, King's Altar
NEW_RULINGS = {"tie-ranking": "1-1-3", "tie-paid-place": "lowest-tied-place", "replaced-noble": "owner-supply",
               "dragon-regions": "one-after-another", "witch-reselect-knight": "card-before-knight",
               "final-scoring-order": "route-from-king", "no-markers-no-cards": "no-card"}


def scored(data: dict, **rulings):
    data = dict(data, rulings={k.replace("_", "-"): v for k, v in rulings.items()})
    position, rules = position_from(data)
    return score_position(position, rules)


# ---------------------------------------------------------------- the register itself

def test_register_lists_every_ruling_with_its_default():
    rules = load_rules()
    for rid, default in NEW_RULINGS.items():
        ruling = rules.ruling(rid)
        assert ruling.default == default and len(ruling.alternatives) >= 2 and ruling.sections


def test_ruling_numbers_are_distinct_and_in_order():
    numbers = [r.number for r in load_rules().rulings]
    assert numbers == list(range(1, len(numbers) + 1))


def test_rulings_json_gives_each_rulings_sections():
    data = run_json("rulings")
    by_id = {r["id"]: r for r in data["rulings"]}
    assert by_id["replaced-noble"]["sections"] == ["Nobles"]
    assert by_id["no-markers-no-cards"]["sections"] == ["Choosing cards", "Revealing cards — Dragon",
                                                        "Revealing cards — Witch"]
    assert all(r["sections"] and r["section"] in r["sections"] for r in data["rulings"])


def test_rulings_text_numbers_and_french():
    text = run_referee("rulings").stdout
    assert "4. witch-reselect-same-cards" in text and "5. witch-reselect-dragon" in text
    assert text.count("\n4. ") == 1
    # ruling 1 says plainly which case it covers
    assert "directly before the Knight is not a Region card" in text
    french = run_referee("rulings", "--lang", "fr").stdout
    assert "12. replaced-noble  [Nobles]" in french
    assert "[Décompte des points — Égalités]" in french
    assert "(par défaut)" in french and "(default)" not in french


# ---------------------------------------------------------------- ranking after a tie

TIE = {"players": ["A", "B", "C", "D"], "king": DT, "board": {"5": {"influence": {"A": 3, "B": 3, "C": 2, "D": 1}}}}


def test_tie_ranking_alternative_changes_the_points():
    # 1-1-3 (default): A, B 2nd place's 4; C 3rd place 2; D 4th not paid (4 players: 3 places).
    assert scored(TIE).awarded == {"A": 4, "B": 4, "C": 2, "D": 0}
    # 1-1-2: C takes place 2 (4 points), D place 3 (2 points).
    assert scored(TIE, tie_ranking="1-1-2").awarded == {"A": 4, "B": 4, "C": 4, "D": 2}


def test_tie_paid_place_alternative_changes_the_points():
    # Three-way tie for first in a 4-player Dark Tower: the examples pay 3rd place (2); the French sentence
    # read literally pays the following place, 2nd (4).
    data = {"players": ["A", "B", "C", "D"], "king": DT, "board": {"5": {"influence": {"A": 2, "B": 2, "C": 2}}}}
    assert scored(data).awarded == {"A": 2, "B": 2, "C": 2, "D": 0}
    outcome = scored(data, tie_paid_place="following-place")
    assert outcome.awarded == {"A": 4, "B": 4, "C": 4, "D": 0}


# ---------------------------------------------------------------- where a replaced Noble goes

def test_replaced_noble_alternative_changes_the_supply():
    data = {"players": ["Ann", "Ben"], "king": DT, "supply": {"Ann": 17, "Ben": 17},
            "board": {"5": {"influence": {"Ann": 2}, "nobles": ["Ben"]}}}
    # owner-supply (French text): Ben's old Noble comes back to him, 17 + 1.
    assert scored(data).position.supply == {"Ann": 18, "Ben": 18}
    # out-of-game: it is gone; Ben keeps 17.
    outcome = scored(data, replaced_noble="out-of-game")
    assert outcome.position.supply == {"Ann": 18, "Ben": 17}
    [noble] = [s for s in outcome.trace if s["step"] == "noble"]
    assert noble["replaced_to"] == "out-of-game"


# ---------------------------------------------------------------- regions of a Dragon round

def test_dragon_regions_alternative_changes_the_chain_bonus():
    # King in Dark Tower, one Dragon: Dark Tower then Dragon's Lair. Ann alone in both: a Noble in each.
    # One after another (default): in Dragon's Lair her chain already holds Dark Tower -> 1 + 1 = 2,
    # Dark Tower paid 1: bonuses 3. Round-start Nobles: Dragon's Lair counts only itself -> 1 + 1 = 2.
    data = {"players": ["Ann", "Ben"], "king": DT, "dragons": 1,
            "board": {"5": {"influence": {"Ann": 1}}, "2": {"influence": {"Ann": 1}}}}
    default = scored(data)
    assert [(b.region, b.points) for r in default.regions for b in r.bonuses] == [(DT, 1), (DL, 2)]
    alternative = scored(data, dragon_regions="round-start-nobles")
    assert [(b.region, b.points) for r in alternative.regions for b in r.bonuses] == [(DT, 1), (DL, 1)]


# ---------------------------------------------------------------- order of the final scoring

def test_final_scoring_order_matters_when_the_final_scoring_pays_the_bonus():
    # A test variant (tests/data/final-bonus.toml) creates Nobles and pays the bonus in the final scoring.
    # King's Altar is scored, A reaches 40, the King moves to Temple Ruins. B is alone in Temple Ruins (3),
    # Dark Tower (5) and Dragon's Lair (2), a path 3 - 5 - 2 along the route.
    # Route from the King (default): 3 (bonus 1), 5 (chain 3-5: 2), 2 (chain 3-5-2: 3) = 6.
    # Region number: 2 (1), 3 (1: not next to 2), 5 (chain 2-5-3: 3) = 5.
    data = {"players": ["A", "B"], "king": KA, "scores": {"A": 39},
            "variants": [str(REPO / "tests" / "data" / "final-bonus.toml")],
            "board": {"7": {"influence": {"A": 1}}, "3": {"influence": {"B": 1}}, "5": {"influence": {"B": 1}},
                      "2": {"influence": {"B": 1}}}}
    default = scored(data)
    assert default.final_regions[:3] == [TR, DT, DL]
    assert sum(b.points for r in default.final_results for b in r.bonuses if b.player == "B") == 6
    by_number = scored(data, final_scoring_order="region-number")
    assert by_number.final_regions[:3] == [1, DL, TR]
    assert sum(b.points for r in by_number.final_results for b in r.bonuses if b.player == "B") == 5


# ---------------------------------------------------------------- the Knight in a Witch re-selection

def _resolve(rules, pos, plays, witch=None):
    plays = {p: [parse_card(c, rules.board) for c in cs] for p, cs in plays.items()}
    witch = {p: [parse_card(c, rules.board) for c in cs] for p, cs in (witch or {}).items()}
    return resolve_round(pos, rules, plays, witch)


def test_witch_reselect_knight_alternative_changes_the_markers(rules):
    # Jen reveals the Witch, then re-selects Dark Tower, Temple Ruins, Knight.
    plays, witch = {"Jen": ["witch", 6, 4], "Phil": [6, 4, 1]}, {"Jen": [5, 3, "knight"]}
    pos = new_game(["Jen", "Phil"], rules)
    _resolve(rules, pos, plays, witch)
    assert pos.markers[TR]["Jen"] == 2            # default: the Knight reinforces Temple Ruins, before it
    pos = new_game(["Jen", "Phil"], rules, {"witch-reselect-knight": "no-marker"})
    log = _resolve(rules, pos, plays, witch)
    assert pos.markers[TR]["Jen"] == 1
    assert log.events[-1]["effect"] == "knight-no-effect" and log.events[-1]["why"] == "reselection"


# ---------------------------------------------------------------- a player with no markers

def test_no_markers_no_cards_alternative_lets_the_dragon_be_played(rules):
    def pos_without_markers(**rulings):
        pos = new_game(["Jen", "Phil"], rules, rulings)
        pos.supply["Jen"] = 0
        pos.markers[DT] = {"Jen": 19}
        return pos
    # Default: 0 markers, 0 cards; the Dragon is one card too many ("Choosing cards").
    with pytest.raises(IllegalPlayError) as info:
        _resolve(rules, pos_without_markers(), {"Jen": ["dragon"], "Phil": [6, 4, 1]})
    assert info.value.code == "TOO_MANY_CARDS"
    assert "expected 0 cards in the selection (0 markers in supply, fewer than 3), found 1" in str(info.value)
    # special-cards-allowed: the Dragon places nothing and adds a region to score.
    log = _resolve(rules, pos_without_markers(**{"no-markers-no-cards": "special-cards-allowed"}),
                   {"Jen": ["dragon"], "Phil": [6, 4, 1]})
    assert log.dragons == 1


def test_other_games_rulings_keep_their_own_section_names_in_french():
    # "Scoring" of King's Struggle is not King's Road's "Décompte des points".
    text = run_referee("rulings", "--game", "kings-struggle", "--lang", "fr").stdout
    assert "Arbitrages ouverts" in text and "Décompte des points" not in text


def test_a_bad_ruling_option_is_an_option_error_in_either_language():
    # parse_ruling_texts refuses with an OptionError (a RefereeError): str() is English, its
    # text renders in French; the option, the value typed and the suggestion are in both.
    from referee.errors import OptionError, RefereeError
    from referee.rules import load_rules
    from referee.rulings_register import parse_ruling_texts
    with pytest.raises(OptionError) as info:
        parse_ruling_texts(["replaced-noble=owners-supply"], load_rules().rulings)
    assert isinstance(info.value, RefereeError)
    assert str(info.value) == ("--ruling 'replaced-noble=owners-supply': replaced-noble is one of owner-supply, "
                               "out-of-game, not 'owners-supply' (did you mean 'owner-supply'?)")
    assert info.value.text.render("fr").startswith("--ruling 'replaced-noble=owners-supply' : les choix de")


def test_rules_survive_pickling_for_worker_processes():
    # compare and check send Rules to worker processes; a ruling's alternatives are a read-only
    # mapping, which pickle cannot carry by itself
    import pickle

    from referee import load_rules

    rules = load_rules(("permanent-nobles",))
    copy = pickle.loads(pickle.dumps(rules))
    assert copy == rules
    assert dict(copy.rulings[0].alternatives) == dict(rules.rulings[0].alternatives)
    with pytest.raises(TypeError):
        copy.rulings[0].alternatives["new"] = "x"      # still read-only after the trip
