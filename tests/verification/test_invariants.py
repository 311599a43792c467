"""The invariant catalogue (properties/statements/invariants.py).

Each invariant is shown to hold on a position scored by the referee (the rulebook's worked
examples where there is one) and to catch a deliberately wrong outcome: a check that could
never fail would prove nothing.
"""

from __future__ import annotations

import dataclasses

import pytest

from helpers import REPO, position_from
from referee.engine.nobles import ChainBonus
from referee.properties import BY_ID, CATALOGUE, Round, check_all, play_round
from referee.rules import load_rules

BROKEN = str(REPO / "tests" / "data" / "broken.toml")

DT = "Dark Tower"
FOUR = ["Jen", "Phil", "Chris", "Simon"]


def scored(data, variants=()):
    """(rules, before, after, outcome) for a position dict scored by the referee."""
    position, rules = position_from({"variants": list(variants), **data})
    before, after, outcome = play_round(rules, position, Round())
    return rules, before, after, outcome


def supply_for(board: dict, players, nobles=()) -> dict:
    """Supplies that make each player's markers total 20 (19 playable)."""
    used = {p: 0 for p in players}
    for entry in board.values():
        for p, n in entry.get("influence", {}).items():
            used[p] += n
        for p in entry.get("nobles", []):
            used[p] += 1
    return {p: 19 - used[p] for p in players}


def dark_tower_example():
    # "Scoring" worked example: 4 players in Dark Tower (5-4-2-1), Jen 4, Phil 3, Chris 2, Simon 1
    # -> Jen 5, Phil 4, Chris 2, Simon 0 (4th place is not paid with 4 players).
    board = {DT: {"influence": {"Jen": 4, "Phil": 3, "Chris": 2, "Simon": 1}}}
    return scored({"players": FOUR, "king": DT, "board": board, "supply": supply_for(board, FOUR)})


def region_of(outcome, rules, name):
    number = rules.board.lookup(name)
    return next(r for r in outcome.regions if r.region == number)


def with_points(result, player, points):
    """Replace one player's points in a region result (a wrong referee)."""
    result.placings[:] = [dataclasses.replace(pl, points=points) if pl.player == player else pl
                          for pl in result.placings]


def test_catalogue_ids_are_unique_and_cite_a_section():
    ids = [inv.id for inv in CATALOGUE]
    assert len(ids) == len(set(ids))
    for inv in CATALOGUE:
        assert inv.statement and inv.section, inv.id


def test_variant_declarations_name_catalogue_invariants():
    # Permanent Nobles declares the two Noble invariants it changes; both must exist here.
    for variant in load_rules(("permanent-nobles",)).variants:
        for inv_id in variant.changes_invariants:
            assert inv_id in BY_ID


def test_rulebook_dark_tower_example_breaks_nothing():
    rules, before, after, outcome = dark_tower_example()
    assert region_points_of(outcome, rules, DT) == {"Jen": 5, "Phil": 4, "Chris": 2, "Simon": 0}
    assert check_all(rules, before, after, outcome) == {}


def region_points_of(outcome, rules, name):
    return {pl.player: pl.points for pl in region_of(outcome, rules, name).placings}


# ---------------------------------------------------------------- ties

def test_tie_examples_hold_and_a_wrong_tie_payment_is_caught():
    # "Scoring — Ties": two tied for most in Dark Tower both get 4 (2nd place's value).
    board = {DT: {"influence": {"Jen": 3, "Phil": 3, "Chris": 1}}}
    rules, before, after, outcome = scored({"players": FOUR, "king": DT, "board": board,
                                            "supply": supply_for(board, FOUR)})
    assert check_all(rules, before, after, outcome) == {}
    with_points(region_of(outcome, rules, DT), "Phil", 5)   # as if the tie paid 1st place to one of them
    failed = check_all(rules, before, after, outcome)
    assert "ties.equal-points" in failed
    assert "ties.lowest-spanned-place" in failed


def test_three_way_tie_in_three_player_game_pays_zero():
    # "Scoring — Ties": three tied for most in a 3-player game get 0 (only 2 places pay).
    players = ["Jen", "Phil", "Chris"]
    board = {DT: {"influence": {"Jen": 2, "Phil": 2, "Chris": 2}}}
    rules, before, after, outcome = scored({"players": players, "king": DT, "board": board,
                                            "supply": supply_for(board, players)})
    assert check_all(rules, before, after, outcome) == {}
    for p in players:
        with_points(region_of(outcome, rules, DT), p, 2)     # paid as 3rd place: wrong with 3 players
    failed = check_all(rules, before, after, outcome)
    assert {"ties.past-paid-places-pays-zero", "ties.at-most-players-minus-one-paid"} <= set(failed)


def test_more_influence_fewer_points_is_caught():
    rules, before, after, outcome = dark_tower_example()
    with_points(region_of(outcome, rules, DT), "Chris", 5)   # Chris (2) above Phil (3)'s 4 points
    assert "ties.more-influence-never-fewer-points" in check_all(rules, before, after, outcome)


def test_points_without_influence_are_caught():
    rules, before, after, outcome = tie_case()      # Chris has no influence in Dark Tower
    with_points(region_of(outcome, rules, DT), "Chris", 1)
    assert "ties.only-influence-paid" in check_all(rules, before, after, outcome)


def test_payment_outside_the_banner_is_caught():
    rules, before, after, outcome = dark_tower_example()
    with_points(region_of(outcome, rules, DT), "Chris", 3)   # 3 is not on 5-4-2-1
    assert "ties.payment-is-banner-value" in check_all(rules, before, after, outcome)


# ---------------------------------------------------------------- markers

def test_a_lost_or_created_marker_is_caught():
    rules, before, after, outcome = dark_tower_example()
    after.supply["Simon"] += 1
    assert "markers.conserved" in check_all(rules, before, after, outcome)


def test_markers_left_in_a_scored_region_are_caught():
    rules, before, after, outcome = dark_tower_example()
    after.add_markers(rules.board.lookup(DT), "Simon", 1)
    assert "markers.scored-regions-emptied" in check_all(rules, before, after, outcome)


# ---------------------------------------------------------------- Nobles

def noble_case(variants=()):
    # Phil holds the old Noble in Dark Tower; Jen leads alone (3 against Phil's 1 + 1 Noble).
    board = {DT: {"influence": {"Jen": 3, "Phil": 1}, "nobles": ["Phil"]}}
    return scored({"players": FOUR, "king": DT, "board": board, "supply": supply_for(board, FOUR)}, variants)


def test_standard_noble_replacement_holds():
    rules, before, after, outcome = noble_case()
    assert after.nobles[rules.board.lookup(DT)] == ["Jen"]
    assert check_all(rules, before, after, outcome) == {}


def test_permanent_nobles_break_exactly_the_declared_noble_invariants():
    # "Variant — Permanent Nobles": Phil's Noble stays beside Jen's new one.
    rules, before, after, outcome = noble_case(("permanent-nobles",))
    failed = check_all(rules, before, after, outcome)
    assert set(failed) == {"nobles.at-most-one-per-region", "nobles.replaced-noble-returns"}


def test_two_nobles_of_one_player_are_caught():
    rules, before, after, outcome = noble_case()
    after.nobles[rules.board.lookup(DT)] = ["Jen", "Jen"]
    assert "nobles.at-most-one-per-player-per-region" in check_all(rules, before, after, outcome)


def test_leader_without_noble_is_caught():
    rules, before, after, outcome = noble_case()
    after.nobles[rules.board.lookup(DT)] = ["Phil"]
    failed = check_all(rules, before, after, outcome)
    assert "nobles.sole-leader-holds-noble" in failed


def tie_case():
    # Jen and Phil tie for most (2 each, Phil's being 1 marker + his old Noble): no new Noble.
    board = {DT: {"influence": {"Jen": 2, "Phil": 1}, "nobles": ["Phil"]}}
    return scored({"players": FOUR, "king": DT, "board": board, "supply": supply_for(board, FOUR)})


def test_tie_keeps_old_noble_and_a_change_is_caught():
    rules, before, after, outcome = tie_case()
    assert after.nobles[rules.board.lookup(DT)] == ["Phil"]
    assert check_all(rules, before, after, outcome) == {}
    after.nobles[rules.board.lookup(DT)] = ["Jen"]
    failed = check_all(rules, before, after, outcome)
    assert {"nobles.tie-keeps-old-noble", "nobles.only-sole-leader-places"} <= set(failed)


# ---------------------------------------------------------------- chain bonus

def chain_case(variants=()):
    # "Nobles" example: gaining the Noble in Dark Tower while holding Temple Ruins and Dragon's
    # Lair earns 3 bonus points (a chain of three along the roads).
    board = {DT: {"influence": {"Jen": 2}}, "Temple Ruins": {"nobles": ["Jen"]},
             "Dragon's Lair": {"nobles": ["Jen"]}}
    return scored({"players": FOUR, "king": DT, "board": board, "supply": supply_for(board, FOUR)}, variants)


def test_three_noble_chain_holds_and_a_wrong_bonus_is_caught():
    rules, before, after, outcome = chain_case()
    res = region_of(outcome, rules, DT)
    assert [b.points for b in res.bonuses] == [3]
    assert check_all(rules, before, after, outcome) == {}
    res.bonuses[0] = dataclasses.replace(res.bonuses[0], points=4)
    failed = check_all(rules, before, after, outcome)
    assert {"chain.equals-component", "chain.at-most-owner-nobles"} <= set(failed)


def test_missing_bonus_is_caught():
    rules, before, after, outcome = chain_case()
    region_of(outcome, rules, DT).bonuses.clear()
    assert "chain.paid-to-every-owner" in check_all(rules, before, after, outcome)


def test_broken_bonus_variant_is_caught_on_the_real_referee():
    # tests/data/broken.toml sets bonus_base = 0: a lone Noble earns 0, a chain of 3 earns 2.
    rules, before, after, outcome = chain_case((BROKEN,))
    failed = check_all(rules, before, after, outcome)
    assert "chain.equals-component" in failed


def test_lone_noble_earning_nothing_is_caught():
    # Under bonus_base = 0 Jen's new lone Noble in Dark Tower earns 0: below the minimum of 1.
    board = {DT: {"influence": {"Jen": 2}}}
    rules, before, after, outcome = scored({"players": FOUR, "king": DT, "board": board,
                                            "supply": supply_for(board, FOUR)}, (BROKEN,))
    assert "chain.at-least-one" in check_all(rules, before, after, outcome)


# ---------------------------------------------------------------- the King

def test_dragon_example_and_wrong_king_moves_are_caught():
    # "Scoring" example: King in Dark Tower, two Dragons -> Dark Tower, Dragon's Lair, King's
    # Castle are scored, and the King ends in Zin Kai's Deep (the region after King's Castle).
    board = {}
    rules, before, after, outcome = scored({"players": FOUR, "king": DT, "board": board, "dragons": 2,
                                            "supply": supply_for(board, FOUR)})
    assert [rules.board.name(r) for r in outcome.regions_scored] == [DT, "Dragon's Lair", "King's Castle"]
    assert check_all(rules, before, after, outcome) == {}
    after.king = rules.board.lookup("Wizard's Tower")
    assert "king.ends-past-last-scored" in check_all(rules, before, after, outcome)
    outcome.regions_scored.pop()
    assert "king.regions-scored" in check_all(rules, before, after, outcome)


def test_king_on_the_side_road_is_caught():
    # King in Temple Ruins, no Dragon: he must go on to Dark Tower, never back along the
    # side road to Zin Kai's Deep.
    rules, before, after, outcome = scored({"players": FOUR, "king": "Temple Ruins", "board": {}})
    assert check_all(rules, before, after, outcome) == {}
    after.king = rules.board.lookup("Zin Kai's Deep")
    assert "king.never-travels-side-road" in check_all(rules, before, after, outcome)


# ---------------------------------------------------------------- game end

def end_case():
    # Jen has 38 and wins Dark Tower (5): 43 >= 40, so the game ends after this round; the
    # other seven regions are final-scored; Phil's Noble in Temple Ruins earns no bonus there.
    board = {DT: {"influence": {"Jen": 2}}, "Temple Ruins": {"nobles": ["Phil"]}}
    return scored({"players": FOUR, "king": DT, "board": board, "scores": {"Jen": 38},
                   "supply": supply_for(board, FOUR)})


def test_game_end_holds_and_wrong_endings_are_caught():
    rules, before, after, outcome = end_case()
    assert after.game_over and outcome.winners == ["Jen"]
    assert check_all(rules, before, after, outcome) == {}
    after.game_over = False
    assert "end.exactly-at-threshold" in check_all(rules, before, after, outcome)


def test_wrong_winner_is_caught():
    rules, before, after, outcome = end_case()
    outcome.winners = ["Phil"]
    assert "end.winners-hold-most-points" in check_all(rules, before, after, outcome)


def test_final_scoring_noble_or_missing_region_is_caught():
    rules, before, after, outcome = end_case()
    final = [r for r in outcome.regions if r.final]
    final[0].bonuses.append(ChainBonus("Phil", final[0].region, (final[0].region,), 1))
    outcome.final_regions.pop()
    failed = check_all(rules, before, after, outcome)
    assert {"end.final-no-nobles", "end.final-covers-unscored-regions"} <= set(failed)


@pytest.mark.parametrize("inv", CATALOGUE, ids=lambda i: i.id)
def test_every_invariant_has_a_test_that_makes_it_fail(inv):
    # Guard: each invariant id appears in an assertion of this module.
    import pathlib
    assert f'"{inv.id}"' in pathlib.Path(__file__).read_text()


# ---------------------------------------------------------------- card-phase invariants

def card_round(rules, plays, witch=None, used=None):
    """(rules, before, after, outcome, played) for a real card round from the set-up."""
    from referee.engine.cards import parse_card
    from referee.engine.setup import new_game
    from referee.properties.rounds import CardRound, play_round_logged

    pos = new_game(list(plays), rules)
    pos.used = dict(used or {})
    def to_cards(raw):
        return [parse_card(c, rules.board) for c in raw]
    rnd = CardRound({p: to_cards(c) for p, c in plays.items()}, {p: to_cards(c) for p, c in (witch or {}).items()})
    before, after, outcome, played = play_round_logged(rules, pos, rnd)
    return rules, before, after, outcome, played


def test_card_round_breaks_nothing(rules):
    # Jen: two Region cards and a Knight (3 markers); Phil: Witch, then re-selects after Jen.
    case = card_round(rules, {"Jen": [4, 6, "knight"], "Phil": ["witch"]}, {"Phil": [7, 3, "dragon"]})
    assert check_all(*case[:4], played=case[4]) == {}


def test_knight_with_two_markers_is_caught():
    # "Revealing cards — Knight": one extra marker. A variant's Knight adds two: 2 Region cards +
    # 1 Knight should place 3 markers, it places 4.
    rules = load_rules((str(REPO / "examples" / "variants" / "knight-two-markers.toml"),))
    case = card_round(rules, {"Jen": [4, 6, "knight"], "Phil": [1, 6, 4]})
    assert "cards.markers-placed" in check_all(*case[:4], played=case[4])


def test_second_dragon_is_caught():
    # "Revealing cards — Dragon": once per game. With two Dragons in hand, Jen plays one after
    # spending the other.
    rules = load_rules((str(REPO / "examples" / "variants" / "two-dragons.toml"),))
    case = card_round(rules, {"Jen": [4, 6, "dragon"], "Phil": [1, 6, 4]}, used={"Jen": ["dragon"]})
    assert "cards.spent-never-return" in check_all(*case[:4], played=case[4])


def test_witch_resolving_early_is_caught(rules):
    case = card_round(rules, {"Jen": ["witch"], "Phil": [1, 6, 4]}, {"Jen": [7, 3, 5]})
    assert check_all(*case[:4], played=case[4]) == {}
    events = case[4].log.events
    events.insert(0, events.pop())          # Jen's re-selection moved before Phil's cards
    assert "cards.witch-resolves-last" in check_all(*case[:4], played=case[4])


def test_four_cards_are_caught(rules):
    from referee.engine.cards import parse_card
    case = card_round(rules, {"Jen": [4, 6, "knight"], "Phil": [1, 6, 4]})
    case[4].plays["Phil"].append(parse_card(7, rules.board))
    assert "cards.three-per-round" in check_all(*case[:4], played=case[4])


# ---------------------------------------------------------------- what an invariant is handed

def _played(rules, plays, witch, log):
    """PlayedCards built by hand: the cards as written, and an engine log that may lie about them."""
    from referee.engine.cards import parse_card
    from referee.properties.rounds import PlayedCards

    def to_cards(raw):
        return [parse_card(c, rules.board) for c in raw]
    return PlayedCards({p: to_cards(c) for p, c in plays.items()}, {p: to_cards(c) for p, c in witch.items()}, log)


def test_a_four_card_reselection_breaks_three_per_round(rules):
    # The Witch's re-selection is a selection: three cards with three markers or more ("Choosing
    # cards"). The check once skipped every player whose first card was the Witch.
    rules_, before, after, outcome, played = card_round(rules, {"Jen": [4, 6, "knight"], "Phil": ["witch"]},
                                                        {"Phil": [7, 3, "dragon"]})
    assert BY_ID["cards.three-per-round"].broken(rules, before, after, outcome, played) is None
    four = _played(rules, {"Jen": [4, 6, "knight"], "Phil": ["witch"]}, {"Phil": [7, 3, 1, "dragon"]}, played.log)
    assert "Phil" in str(BY_ID["cards.three-per-round"].broken(rules, before, after, outcome, four))
    two = _played(rules, {"Jen": [4, 6, "knight"], "Phil": ["witch"]}, {"Phil": [7, 3]}, played.log)
    assert "Phil" in str(BY_ID["cards.three-per-round"].broken(rules, before, after, outcome, two))


def test_regions_scored_counts_the_dragons_of_the_cards_not_of_the_log(rules):
    # A Dragon revealed in a Witch re-selection sends the King on ("Revealing cards — Dragon"):
    # 1 + 1 regions. An engine whose log (and scoring) missed that Dragon scores one region; the
    # invariant counts the Dragon from the cards it was handed, so it sees the round short.
    case = card_round(rules, {"Jen": [4, 6, "knight"], "Phil": ["witch"]}, {"Phil": [7, 3, "dragon"]})
    rules_, before, after, outcome, played = case
    assert len(outcome.regions_scored) == 2
    assert BY_ID["king.regions-scored"].broken(rules, before, after, outcome, played) is None
    outcome.regions_scored.pop()        # what the slipped engine scores
    played.log.dragons = 0              # and what its log says
    assert BY_ID["king.regions-scored"].broken(rules, before, after, outcome, played) is not None


def test_markers_placed_reads_the_knight_from_the_cards(rules):
    # Jen: two Region cards and a Knight after a Region card: 2 + 1 markers ("Revealing cards —
    # Knight"). Declined (ruling knight-declined, default: added unless declined): 2.
    case = card_round(rules, {"Jen": [4, 6, "knight"], "Phil": [1, 6, 4]})
    rules_, before, after, outcome, played = case
    assert BY_ID["cards.markers-placed"].broken(rules, before, after, outcome, played) is None
    declined = _played(rules, {"Jen": [4, 6, "knight!declined"], "Phil": [1, 6, 4]}, {}, played.log)
    # the engine's log still holds 6 markers placed: for declined cards the input says 5
    assert BY_ID["cards.markers-placed"].broken(rules, before, after, outcome, declined) is not None
