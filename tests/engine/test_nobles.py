"""Noble placement and the chain bonus ("Nobles", "Variant — Permanent Nobles"): referee.nobles."""

from __future__ import annotations

from referee.engine.nobles import chain_bonuses, place_noble, sole_leader, top_players
from referee.engine.position import Position

# Region numbers (the number printed on each banner, "Preparation"/"Scoring").
ZIN_KAIS_DEEP, DRAGONS_LAIR, TEMPLE_RUINS, SAVAGE_HILLS = 1, 2, 3, 4
DARK_TOWER, WIZARDS_TOWER, KINGS_ALTAR, KINGS_CASTLE = 5, 6, 7, 8
NOBLE_INFLUENCE = 1     # "Scoring": a Noble counts as one marker of its owner's (every ruleset here)


def make(markers=None, nobles=None, supply=None, players=("A", "B", "C")) -> Position:
    return Position(players=list(players), king=DARK_TOWER, markers=markers or {}, nobles=nobles or {},
                    scores={p: 0 for p in players}, supply=supply)


# ---------------------------------------------------------------- sole leader

def test_sole_leader():
    assert sole_leader({"A": 3, "B": 2}) == "A"
    assert sole_leader({"A": 2, "B": 2}) is None      # tie for most: nobody
    assert sole_leader({"A": 0, "B": 0}) is None      # no influence: nobody
    assert sole_leader({}) is None


def test_the_sole_leader_needs_the_minimum_influence_too():
    # "Scoring" with [scoring] min_influence = 2: a lone player on 1 has no influence that counts, so
    # leads nobody; on 2 they lead, and two players on 2 are tied for most
    assert sole_leader({"A": 1, "B": 0}, min_influence=2) is None
    assert sole_leader({"A": 2, "B": 1}, min_influence=2) == "A"
    assert sole_leader({"A": 2, "B": 2}, min_influence=2) is None


def test_without_a_minimum_one_influence_is_enough_and_none_is_not():
    # "Nobles": the player with the most influence places a Noble; influence 0 is no presence at
    # all. Called without min_influence, the functions use 1: a lone player on 1 leads, a lone
    # player on 0 does not, and players all on 0 are not "tied for most".
    assert sole_leader({"A": 1, "B": 0}) == "A"
    assert sole_leader({"A": 0}) is None
    assert top_players({"A": 0, "B": 0}) == []
    assert top_players({"A": 1, "B": 1, "C": 0}) == ["A", "B"]


# ---------------------------------------------------------------- standard rules

def test_sole_leader_places_a_noble_from_their_markers(rules):
    # A has 3 markers: one of them stays as the Noble, so 2 markers remain to go back later.
    pos = make(markers={DARK_TOWER: {"A": 3, "B": 1}})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.placed, d.reason, d.removed) == ("A", "sole-leader", ())
    assert pos.nobles[DARK_TOWER] == ["A"]
    assert pos.markers[DARK_TOWER] == {"A": 2, "B": 1}


def test_new_noble_replaces_old_which_goes_to_supply(rules):
    # "Nobles": B's old Noble counts 1; A has 2 markers > 1 -> A places a Noble, B's Noble
    # goes back to B's supply (5 -> 6). A's markers 2 -> 1 (one became the Noble).
    pos = make(markers={DARK_TOWER: {"A": 2}}, nobles={DARK_TOWER: ["B"]}, supply={"A": 10, "B": 5, "C": 7})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.placed, d.removed) == ("A", ("B",))
    assert pos.nobles[DARK_TOWER] == ["A"]
    assert pos.supply == {"A": 10, "B": 6, "C": 7}
    assert pos.markers[DARK_TOWER] == {"A": 1}


def test_tie_for_most_keeps_old_noble(rules):
    # B: 1 marker + Noble = 2; A: 2 markers. Tie for most -> no new Noble, B's stays.
    pos = make(markers={DARK_TOWER: {"A": 2, "B": 1}}, nobles={DARK_TOWER: ["B"]}, supply={"A": 1, "B": 1, "C": 1})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.placed, d.reason, d.kept) == (None, "tie-for-most", ("B",))
    assert pos.nobles[DARK_TOWER] == ["B"]
    assert pos.supply == {"A": 1, "B": 1, "C": 1}         # nothing moved
    assert pos.markers[DARK_TOWER] == {"A": 2, "B": 1}


def test_leader_who_already_holds_the_noble_keeps_it(rules):
    # A leads with Noble + 1 marker; the Noble stays and no second one is made: the marker
    # is not turned into a Noble (it goes back to supply with the return step).
    pos = make(markers={DARK_TOWER: {"A": 1}}, nobles={DARK_TOWER: ["A"]})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.placed, d.reason) == (None, "already-holds")
    assert pos.nobles[DARK_TOWER] == ["A"] and pos.markers[DARK_TOWER] == {"A": 1}


def test_a_leader_holding_two_nobles_keeps_them_and_the_decision_says_so(variant_rules):
    # ("Nobles": the leader's Noble replaces every other one) With two Nobles a player allowed, as
    # a variant may, a region can hold two of the sole leader's own: none is another's, so nothing
    # changes, and the decision says why (it once said "sole-leader", the reason of a Noble placed).
    rules = variant_rules(nobles={"max_per_player_per_region": 2})
    assert rules.nobles.on_new_noble == "replace"
    pos = make(markers={DARK_TOWER: {"A": 1}}, nobles={DARK_TOWER: ["A", "A"]})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.placed, d.removed, d.reason) == (None, (), "already-holds")
    assert pos.nobles[DARK_TOWER] == ["A", "A"] and pos.markers[DARK_TOWER] == {"A": 1}


def test_empty_region_places_nothing(rules):
    pos = make()
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.placed, d.reason) == (None, "no-influence")
    assert DARK_TOWER not in pos.nobles


# ---------------------------------------------------------------- Permanent Nobles

def test_permanent_nobles_stack(permanent_rules):
    # "Variant — Permanent Nobles": B's Noble stays; A's new Noble stands beside it.
    pos = make(markers={DARK_TOWER: {"A": 2}}, nobles={DARK_TOWER: ["B"]}, supply={"A": 5, "B": 5, "C": 5})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), permanent_rules)
    assert (d.placed, d.removed, d.kept) == ("A", (), ("B",))
    assert pos.nobles[DARK_TOWER] == ["B", "A"]
    assert pos.supply == {"A": 5, "B": 5, "C": 5}        # B's Noble did not go back


def test_permanent_nobles_no_second_noble_for_same_player(permanent_rules):
    # A already holds a Noble here and wins again: placing is simply skipped.
    pos = make(markers={DARK_TOWER: {"A": 3}}, nobles={DARK_TOWER: ["B", "A"]})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), permanent_rules)
    assert (d.placed, d.reason) == (None, "already-holds")
    assert pos.nobles[DARK_TOWER] == ["B", "A"]
    assert pos.markers[DARK_TOWER] == {"A": 3}


def test_permanent_nobles_every_noble_earns_a_bonus(permanent_rules):
    # Two Nobles in Dark Tower (B, A). B also holds Temple Ruins (a neighbour) -> chain of 2,
    # bonus 2. A holds only Dark Tower -> bonus 1. Both are paid.
    pos = make(nobles={DARK_TOWER: ["B", "A"], TEMPLE_RUINS: ["B"]})
    bonuses = {b.player: b.points for b in chain_bonuses(pos, DARK_TOWER, permanent_rules)}
    assert bonuses == {"B": 2, "A": 1}


# ---------------------------------------------------------------- chain bonus

def test_rulebook_three_noble_chain(rules):
    # "Nobles" worked example: a player with the Noble in Dark Tower who also holds Temple
    # Ruins and Dragon's Lair (both neighbours of Dark Tower) gets 1 + 2 = 3 bonus points.
    pos = make(nobles={DARK_TOWER: ["A"], TEMPLE_RUINS: ["A"], DRAGONS_LAIR: ["A"]})
    [bonus] = chain_bonuses(pos, DARK_TOWER, rules)
    assert (bonus.player, bonus.points) == ("A", 3)
    assert set(bonus.chain) == {TEMPLE_RUINS, DARK_TOWER, DRAGONS_LAIR}


def test_chain_follows_the_side_road(rules):
    # Temple Ruins — Zin Kai's Deep is a road for chains. A's Nobles: Dark Tower, Temple
    # Ruins, Zin Kai's Deep, Wizard's Tower: DT-TR (route), TR-ZKD (side road), ZKD-WT
    # (route) -> all 4 connected: bonus 4 when Dark Tower scores.
    pos = make(nobles={DARK_TOWER: ["A"], TEMPLE_RUINS: ["A"], ZIN_KAIS_DEEP: ["A"], WIZARDS_TOWER: ["A"]})
    [bonus] = chain_bonuses(pos, DARK_TOWER, rules)
    assert bonus.points == 4


def test_interrupted_chain_counts_only_connected_regions(rules):
    # A holds Dark Tower and King's Castle; Dragon's Lair between them is B's -> A's chain
    # through Dark Tower is just Dark Tower (1); B's Noble in Dragon's Lair is not scored here.
    pos = make(nobles={DARK_TOWER: ["A"], KINGS_CASTLE: ["A"], DRAGONS_LAIR: ["B"]})
    assert [(b.player, b.points) for b in chain_bonuses(pos, DARK_TOWER, rules)] == [("A", 1)]


def test_no_noble_no_bonus(rules):
    assert chain_bonuses(make(), DARK_TOWER, rules) == []


def test_chain_bonus_to_dict_names_regions(rules):
    pos = make(nobles={DARK_TOWER: ["A"], DRAGONS_LAIR: ["A"]})
    [bonus] = chain_bonuses(pos, DARK_TOWER, rules)
    data = bonus.to_dict(rules)
    # route order: ... Dark Tower (5), Dragon's Lair (2) ...; 2 regions -> 2 points
    assert data == {"player": "A", "region": "Dark Tower", "chain": ["Dark Tower", "Dragon's Lair"], "points": 2}


# ---------------------------------------------------------------- stacking with two Nobles per player

TWO_NOBLES_EACH = {"on_new_noble": "stack", "max_per_region": 0, "max_per_player_per_region": 2}


def test_two_nobles_per_player_leader_with_only_a_noble_places_nothing(variant_rules):
    # A stacking variant allowing two Nobles per player per region. A's only influence in
    # Dark Tower is her Noble (1 influence, "Nobles"); B and C have none. A leads alone, but a
    # new Noble is one of the leader's markers left in the region and A has none there: no
    # second Noble, no marker goes negative, nothing goes back.
    stacking = variant_rules(nobles=TWO_NOBLES_EACH)
    pos = make(nobles={DARK_TOWER: ["A"]}, supply={"A": 5, "B": 5, "C": 5})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), stacking)
    assert (d.leader, d.placed, d.reason) == ("A", None, "no-marker")
    assert pos.nobles[DARK_TOWER] == ["A"] and pos.markers == {}
    # with one marker there she may stack a second Noble (1 marker + 1 Noble = 2 influence)
    pos = make(markers={DARK_TOWER: {"A": 1}}, nobles={DARK_TOWER: ["A"]}, supply={"A": 5, "B": 5, "C": 5})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), stacking)
    assert (d.placed, d.reason) == ("A", "sole-leader")
    assert pos.nobles[DARK_TOWER] == ["A", "A"] and pos.markers == {}


def test_two_nobles_per_player_scoring_returns_no_negative_markers(variant_rules):
    # The same case through the whole scoring: the account must not send -1 markers back.
    from referee.engine.adjudicate import apply_scoring

    stacking = variant_rules(nobles=TWO_NOBLES_EACH)
    pos = make(nobles={DARK_TOWER: ["A"]}, supply={"A": 19, "B": 19, "C": 19})
    outcome = apply_scoring(pos, stacking)
    [result] = [r for r in outcome.regions if r.region == DARK_TOWER]
    assert result.returned == {} and result.noble.reason == "no-marker"
    assert not [step for step in outcome.trace if step["step"] == "return"]   # nothing goes back
    assert pos.supply == {"A": 19, "B": 19, "C": 19}


def test_leader_only_through_their_noble_keeps_it(rules):
    # A region scored a second time: A's markers went home after the first scoring, so A's
    # Noble (influence 1, "Nobles") is all there is. A is the sole leader and already holds the
    # Noble: nothing changes, and no marker is taken from A (A has none there).
    pos = make(nobles={DARK_TOWER: ["A"]})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.leader, d.placed, d.reason, d.kept, d.removed) == ("A", None, "already-holds", ("A",), ())
    assert pos.nobles[DARK_TOWER] == ["A"] and pos.markers.get(DARK_TOWER, {}).get("A", 0) == 0


def test_replaced_noble_is_not_kept(rules):
    # "Nobles": B's Noble is replaced by A's, so the decision keeps no Noble and removes B's.
    pos = make(markers={DARK_TOWER: {"A": 3}}, nobles={DARK_TOWER: ["B"]}, supply={"A": 1, "B": 1, "C": 1})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.kept, d.removed) == ((), ("B",))


# ---------------------------------------------------------------- who places ([nobles] placed_by)

def test_any_leader_places_a_noble_for_each_tied_leader(variant_rules):
    # placed_by = any-leader with no region limit: A and B tie on 2 and each leave one of their
    # markers as a Noble; C's old Noble (not a leader) goes back to C's supply (replace).
    rules = variant_rules(nobles={"placed_by": "any-leader", "max_per_region": 0})
    pos = make(markers={DARK_TOWER: {"A": 2, "B": 2}}, nobles={DARK_TOWER: ["C"]}, supply={"A": 1, "B": 1, "C": 1})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.reason, d.placed_all, d.removed) == ("tied-leaders", ("A", "B"), ("C",))
    assert pos.nobles[DARK_TOWER] == ["A", "B"]
    assert pos.markers[DARK_TOWER] == {"A": 1, "B": 1} and pos.supply["C"] == 2


def test_any_leader_within_a_one_noble_region_places_none(variant_rules):
    # With the standard limit of one Noble per region two tied leaders cannot both place: none does.
    rules = variant_rules(nobles={"placed_by": "any-leader"})
    pos = make(markers={DARK_TOWER: {"A": 2, "B": 2}})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.placed, d.reason) == (None, "region-full") and DARK_TOWER not in pos.nobles


def test_any_leader_stacking_respects_each_players_limit(variant_rules):
    # stack, no region limit: A already holds one (limit 1 each), B places beside it.
    rules = variant_rules(nobles={"placed_by": "any-leader", "on_new_noble": "stack", "max_per_region": 0})
    pos = make(markers={DARK_TOWER: {"A": 1, "B": 2}}, nobles={DARK_TOWER: ["A"]})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert d.placed_all == ("B",) and pos.nobles[DARK_TOWER] == ["A", "B"]


def test_placed_by_none_never_places(variant_rules):
    rules = variant_rules(nobles={"placed_by": "none"})
    pos = make(markers={DARK_TOWER: {"A": 3}})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.leader, d.placed, d.reason) == ("A", None, "never-placed") and pos.nobles == {}
    # a tie for the most influence has no leader to name, whoever places Nobles
    pos = make(markers={DARK_TOWER: {"A": 2, "B": 2}})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.leader, d.reason) == (None, "never-placed")


def test_any_leader_replacing_keeps_the_leaders_old_noble_and_adds_the_other(variant_rules):
    # placed_by = any-leader, replace, no region limit. A (Noble + 1 marker) and B (2 markers)
    # tie on 2. A keeps the Noble A holds (one kept Noble), B leaves a marker as a new one.
    rules = variant_rules(nobles={"placed_by": "any-leader", "max_per_region": 0})
    pos = make(markers={DARK_TOWER: {"A": 1, "B": 2}}, nobles={DARK_TOWER: ["A"]})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.kept, d.placed_all, d.removed) == (("A",), ("B",), ())
    assert pos.nobles[DARK_TOWER] == ["A", "B"] and pos.markers[DARK_TOWER] == {"A": 1, "B": 1}


def test_any_leader_stacking_two_new_nobles_are_both_reported(variant_rules):
    # stack, no region limit: A and B tie on 2 and both place a Noble. The decision names A
    # first (seat order) and B as also placed, in the JSON too.
    rules = variant_rules(nobles={"placed_by": "any-leader", "on_new_noble": "stack", "max_per_region": 0})
    pos = make(markers={DARK_TOWER: {"A": 2, "B": 2}})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.placed, d.also_placed) == ("A", ("B",))
    data = d.to_dict(rules)
    assert (data["placed"], data["also_placed"]) == ("A", ["B"])
    # a single placer's decision has no also_placed field
    pos = make(markers={DARK_TOWER: {"A": 3, "B": 2}})
    assert "also_placed" not in place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules).to_dict(rules)


def test_stacking_region_limit_stops_the_placer_who_would_pass_it(variant_rules):
    # stack with a limit of 2 Nobles per region: C's Noble is there; A and B tie on 2.
    # A (first in seat order) places the second Noble; the region is then full, so B cannot.
    rules = variant_rules(nobles={"placed_by": "any-leader", "on_new_noble": "stack", "max_per_region": 2})
    pos = make(markers={DARK_TOWER: {"A": 2, "B": 2}}, nobles={DARK_TOWER: ["C"]})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.placed_all, d.kept) == (("A",), ("C",))
    assert pos.nobles[DARK_TOWER] == ["C", "A"]


def test_stacking_full_region_refuses_the_sole_leader(variant_rules):
    # stack, limit 2 per region, already holding B's and C's Nobles: A leads with 3 markers
    # but the region is full, so A places nothing and keeps the markers.
    rules = variant_rules(nobles={"on_new_noble": "stack", "max_per_region": 2})
    pos = make(markers={DARK_TOWER: {"A": 3}}, nobles={DARK_TOWER: ["B", "C"]})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.placed, d.reason, d.kept) == (None, "region-full", ("B", "C"))
    assert pos.markers[DARK_TOWER] == {"A": 3}


def test_stacking_nobody_placed_gives_the_first_tied_leaders_reason(variant_rules):
    # stack, limit 2 per region: A (Noble + 1 marker) and B (2 markers) tie on 2, C's Noble is
    # there too. A already holds one (one per player); B would pass the region limit.
    # Nobody places; the decision gives A's reason, A being first in seat order.
    rules = variant_rules(nobles={"placed_by": "any-leader", "on_new_noble": "stack", "max_per_region": 2})
    pos = make(markers={DARK_TOWER: {"A": 1, "B": 2}}, nobles={DARK_TOWER: ["A", "C"]})
    d = place_noble(pos, DARK_TOWER, pos.influence(DARK_TOWER, NOBLE_INFLUENCE), rules)
    assert (d.placed, d.reason) == (None, "already-holds")


# ---------------------------------------------------------------- the bonus ([nobles] bonus, bonus_paid_to)

def test_region_only_bonus_ignores_the_chain(variant_rules):
    # The rulebook's 3-point chain (Dark Tower + Temple Ruins + Dragon's Lair) pays 1 when only
    # the region counts.
    rules = variant_rules(nobles={"bonus": "region-only"})
    pos = make(nobles={DARK_TOWER: ["A"], TEMPLE_RUINS: ["A"], DRAGONS_LAIR: ["A"]})
    [bonus] = chain_bonuses(pos, DARK_TOWER, rules)
    assert (bonus.points, bonus.chain) == (1, (DARK_TOWER,))


def test_adjacent_only_bonus_counts_neighbours_not_the_whole_chain(variant_rules):
    # A holds Dark Tower, Temple Ruins (next to it) and Zin Kai's Deep (next to Temple Ruins by
    # the side road, not to Dark Tower): the connected chain is 3, the neighbours-only bonus 2.
    pos = make(nobles={DARK_TOWER: ["A"], TEMPLE_RUINS: ["A"], ZIN_KAIS_DEEP: ["A"]})
    [chain] = chain_bonuses(pos, DARK_TOWER, load_rules_standard())
    [near] = chain_bonuses(pos, DARK_TOWER, variant_rules(nobles={"bonus": "adjacent-only"}))
    assert (chain.points, near.points) == (3, 2)


def test_bonus_per_region_pays_each_other_region_of_the_chain_that_much(variant_rules):
    # The rulebook's 3-point chain (Dark Tower + Temple Ruins + Dragon's Lair) is 1 for the
    # Noble's own region + 1 for each of the 2 others; at 2 per other region it is 1 + 2 x 2 = 5,
    # and a lone Noble still earns the base alone.
    rules = variant_rules(nobles={"bonus_per_region": 2})
    pos = make(nobles={DARK_TOWER: ["A"], TEMPLE_RUINS: ["A"], DRAGONS_LAIR: ["A"], KINGS_CASTLE: ["B"]})
    [chain] = chain_bonuses(pos, DARK_TOWER, rules)
    [alone] = chain_bonuses(pos, KINGS_CASTLE, rules)
    assert (chain.points, alone.points) == (5, 1)
    [near] = chain_bonuses(pos, DARK_TOWER, variant_rules(nobles={"bonus_per_region": 2, "bonus": "adjacent-only"}))
    assert near.points == 5        # both others are Dark Tower's neighbours


def test_new_noble_only_bonus(variant_rules):
    # Permanent-style stack: B's old Noble and A's new one; only A's (placed now) earns the bonus.
    rules = variant_rules(nobles={"bonus_paid_to": "new-noble-only", "on_new_noble": "stack", "max_per_region": 0})
    pos = make(nobles={DARK_TOWER: ["B", "A"]})
    assert [b.player for b in chain_bonuses(pos, DARK_TOWER, rules, placed=("A",))] == ["A"]
    assert chain_bonuses(pos, DARK_TOWER, rules, placed=()) == []


def load_rules_standard():
    from referee.rules import load_rules
    return load_rules()


def test_an_owner_of_two_nobles_in_a_region_is_paid_once(variant_rules):
    # "Nobles": the bonus is paid to a Noble's owner for the chain through the scored region. A
    # variant letting one player hold two Nobles in a region (max_per_player_per_region = 2, with
    # Permanent Nobles' stacking) pays that owner once: 1 for Dark Tower + 1 for Temple Ruins = 2.
    rules = variant_rules(nobles={"on_new_noble": "stack", "max_per_region": 0, "max_per_player_per_region": 2})
    pos = make(nobles={DARK_TOWER: ["A", "A"], TEMPLE_RUINS: ["A"]})
    assert [(b.player, b.points) for b in chain_bonuses(pos, DARK_TOWER, rules)] == [("A", 2)]
