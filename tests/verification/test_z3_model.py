"""properties.models.region: the symbolic model agrees with the rulebook's examples, proves the
catalogue on the standard rules, and its counterexamples under other rules are positions on
which the real referee breaks the same invariant."""

from __future__ import annotations

import pytest
import z3

from helpers import REPO, variant_file
from referee.io.position_reader import read_position
from referee.properties import BY_ID, Round, play_round
from referee.properties.models import region as zm
from referee.properties.proofs import region as region_proofs
from referee.rules import load_rules

BROKEN = str(REPO / "tests" / "data" / "broken.toml")


def evaluate(terms, subst):
    return [z3.simplify(z3.substitute(t, *subst)).as_long() for t in terms]


def test_region_points_reproduce_the_rulebook_examples(rules):
    xs = [z3.Int(f"x{i}") for i in range(4)]
    scoring = zm.region_points(rules, xs, zm.Banner.concrete((5, 4, 2, 1)))
    # "Scoring": Jen 4, Phil 3, Chris 2, Simon 1 -> 5, 4, 2, 0 (4th place unpaid with 4 players).
    assert evaluate(scoring.points, [(x, z3.IntVal(v)) for x, v in zip(xs, (4, 3, 2, 1))]) == [5, 4, 2, 0]
    # "Scoring — Ties": three tied for most in a 4-player game all get 3rd place: 2 each.
    assert evaluate(scoring.points, [(x, z3.IntVal(v)) for x, v in zip(xs, (3, 3, 3, 0))]) == [2, 2, 2, 0]


def test_chain_bonus_reproduces_the_three_noble_example(rules):
    # "Nobles": Nobles in Dark Tower, Temple Ruins and Dragon's Lair -> 3 bonus points; the
    # Savage Hills Noble is not connected to them (Dark Tower's roads go to Temple Ruins and
    # Dragon's Lair only).
    held = {"Dark Tower", "Temple Ruins", "Dragon's Lair", "Savage Hills"}
    owned = {r: z3.BoolVal(rules.board.name(r) in held) for r in rules.roads.route}
    bonus, _ = zm.chain_bonus(rules, rules.board.lookup("Dark Tower"), owned)
    assert z3.simplify(bonus).as_long() == 3


@pytest.mark.parametrize("extra_roads", [(), "every pair"])
def test_a_chain_written_path_by_path_is_the_chain_grown_road_by_road(rules, extra_roads, monkeypatch):
    # The two encodings of "in the owner's chain through the region" (connected by roads whose
    # every region the owner holds): Z3 finds no holding of Nobles where they differ, on the
    # rulebook's roads and on roads joining every pair of regions (past MAX_CHAIN_PATHS paths:
    # there the path-by-path one gives way to the other, so the bound is lowered to check it)
    route = list(rules.roads.route)
    pairs = zm.road_pairs(rules) if not extra_roads else [(a, b) for a in route for b in route if a < b]
    nbrs = {r: set() for r in route}
    for a, b in pairs:
        nbrs[a].add(b)
        nbrs[b].add(a)
    owned = {r: z3.Bool(f"held{r}") for r in route}
    for region in route:
        by_paths = zm.chain_reach(rules, region, owned, pairs)
        by_steps = zm._reach_by_steps(region, owned, nbrs)
        solver = z3.Solver()
        solver.add(z3.Or([by_paths[r] != by_steps[r] for r in route]))
        assert solver.check() == z3.unsat
    # Dark Tower's chain in the rulebook's example ("Nobles"), each way: Dark Tower, Temple Ruins,
    # Dragon's Lair, not the Savage Hills Noble
    held = {rules.board.lookup(name) for name in ("Dark Tower", "Temple Ruins", "Dragon's Lair", "Savage Hills")}
    concrete = {r: z3.BoolVal(r in held) for r in route}
    monkeypatch.setattr(zm, "MAX_CHAIN_PATHS", 0)
    reach = zm.chain_reach(rules, rules.board.lookup("Dark Tower"), concrete)
    assert {r for r in route if z3.is_true(z3.simplify(reach[r]))} == held - {rules.board.lookup("Savage Hills")}


@pytest.mark.parametrize("inv_id", sorted(region_proofs.PROVERS))
def test_standard_rules_prove_every_modelled_invariant(rules, inv_id):
    result = region_proofs.prove(inv_id, rules)
    assert result.proved, result.detail
    assert result.cases >= 4     # at least one query per player count 2-5 (or per region)


def reproduce(inv_id, result):
    """Run the real referee on a Z3 counterexample position; return the invariant's message."""
    position, rules, problems = read_position(result.counterexample)
    assert position is not None and not [p for p in problems if p.severity == "error"], problems
    before, after, outcome = play_round(rules, position, Round())
    return BY_ID[inv_id].check(rules, before, after, outcome)


@pytest.mark.parametrize("inv_id", ["nobles.at-most-one-per-region", "nobles.replaced-noble-returns"])
def test_permanent_nobles_counterexamples_break_the_referee_too(permanent_rules, inv_id):
    result = region_proofs.prove(inv_id, permanent_rules, ("permanent-nobles",))
    assert not result.proved
    assert reproduce(inv_id, result)


def test_permanent_nobles_changes_only_what_it_declares(permanent_rules):
    changed = {i for i in region_proofs.PROVERS if not region_proofs.prove(i, permanent_rules, ("permanent-nobles",)).proved}
    assert changed == set(permanent_rules.variants[0].changes_invariants)


@pytest.mark.parametrize("inv_id", ["chain.equals-component", "chain.at-least-one"])
def test_broken_bonus_counterexamples_break_the_referee_too(inv_id):
    result = region_proofs.prove(inv_id, load_rules((BROKEN,)), (BROKEN,))
    assert not result.proved
    assert reproduce(inv_id, result)


def test_paying_every_player_is_found(tmp_path):
    # paid_places_offset = 0 pays all n places: more than players - 1 players can score.
    path = variant_file(tmp_path, "all-paid", "scoring", "paid_places_offset", 0)
    result = region_proofs.prove("ties.at-most-players-minus-one-paid", load_rules((path,)), (path,))
    assert not result.proved
    assert reproduce("ties.at-most-players-minus-one-paid", result)


def test_a_different_threshold_is_found(tmp_path):
    # The game end is no longer "proved" over a model restating the spec's threshold: the engine
    # is run against the rulebook's 40 points (the anchor rulebook.game-end-at-40 and the generated
    # rounds of end.exactly-at-threshold).
    from referee.properties.statements.anchors import run

    path = variant_file(tmp_path, "short-game", "end", "threshold", 30)
    assert region_proofs.prove("end.exactly-at-threshold", load_rules((path,)), (path,)) is None
    assert "rulebook.game-end-at-40" in run(load_rules((path,)))


def test_region_points_follow_the_tie_rulings(rules):
    from referee.rules.loader import with_chosen_rulings

    xs = [z3.Int(f"x{i}") for i in range(4)]
    banner = zm.Banner.concrete((5, 4, 2, 1))
    def points(r, values):
        return evaluate(zm.region_points(r, xs, banner).points, [(x, z3.IntVal(v)) for x, v in zip(xs, values)])
    # Ruling tie-ranking: two tied for most span places 1-2 and get 2nd place's 4; the next player is
    # 3rd under 1-1-3 (2 points) and the last unpaid (4 players: 3 paid places); under 1-1-2 the next
    # player takes place 2 (4 points) and the last place 3 (2 points).
    assert points(rules, (3, 3, 2, 1)) == [4, 4, 2, 0]
    assert points(with_chosen_rulings(rules, {"tie-ranking": "1-1-2"}), (3, 3, 2, 1)) == [4, 4, 4, 2]
    # Ruling tie-paid-place = following-place: three tied for most get the place after the first, 2nd: 4.
    assert points(with_chosen_rulings(rules, {"tie-paid-place": "following-place"}), (3, 3, 3, 0)) == [4, 4, 4, 0]
