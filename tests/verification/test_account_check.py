"""properties.conformance.account_check: the account (the JSON's trace) against the numbers it explains.

The answer checked is the engine's own for a drawn round with a tie, a chain bonus along the side
road and provisional banners (found by drawing, seed below); each test changes one thing a slip in
the account could change and expects the checker to name it."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import pytest

import slips
from referee.present.account import trace_with_text
from referee.properties.conformance import drawn as conformance
from referee.properties.conformance.account_check import account_problems
from referee.properties.conformance.round_oracle import ModelEvaluator
from referee.properties.rounds import play_round_logged
from referee.rules import load_rules

RULES = load_rules()


def _round_with(wanted, rules=RULES) -> tuple:
    """(position before, the engine's answer, the model's values) of the first drawn round whose
    answer satisfies `wanted`."""
    for seed in range(2000):
        position, plays, witch = conformance.draw_round(random.Random(seed), rules)
        try:
            before, _, outcome, _ = play_round_logged(rules, position, conformance.as_written(rules, plays, witch))
        except Exception:
            continue
        answer = outcome.to_dict(rules) | {"trace": trace_with_text(outcome.trace)}   # as `score --json` prints it
        if wanted(answer):
            model = ModelEvaluator(rules, tuple(position.players)).outcome(position, plays, witch)
            return before, answer, model
    raise AssertionError("no drawn round has it")


def _steps(answer, kind):
    return [s for s in answer["trace"] if s["step"] == kind]


@pytest.fixture(scope="module")
def tied_and_chained():
    return _round_with(lambda a: any(s["tied_with"] > 1 for s in _steps(a, "placing"))
                       and any(s["side_roads"] for s in _steps(a, "noble-bonus")) and a["provisional_banners"])


def test_the_engines_account_holds(tied_and_chained):
    before, answer, model = tied_and_chained
    assert account_problems(RULES, before, answer, model) == []


def _broken(tied_and_chained, change) -> list[str]:
    before, answer, model = tied_and_chained
    answer = copy.deepcopy(answer)
    change(answer)
    return account_problems(RULES, before, answer, model)


def test_a_placing_that_cites_the_tie_section_without_a_tie_is_named(tied_and_chained):
    def cite_ties(answer):
        alone = next(s for s in _steps(answer, "placing") if s["tied_with"] == 1)
        alone["rule"] = RULES.scoring.ties_section
    assert any("cites" in p for p in _broken(tied_and_chained, cite_ties))


def test_a_tie_without_its_partners_is_named(tied_and_chained):
    def forget(answer):
        next(s for s in _steps(answer, "placing") if s["tied_with"] > 1)["tied"] = []
    assert _broken(tied_and_chained, forget)


def test_points_the_account_does_not_give_are_named(tied_and_chained):
    def pay_one_more(answer):
        _steps(answer, "placing")[0]["points"] += 1
    assert any("the model's" in p for p in _broken(tied_and_chained, pay_one_more))


def test_a_chain_whose_roads_do_not_join_it_is_named(tied_and_chained):
    def drop_a_road(answer):
        step = next(s for s in _steps(answer, "noble-bonus") if s["side_roads"])
        step["roads"] = step["roads"][:-1]
    assert any("do not join" in p for p in _broken(tied_and_chained, drop_a_road))


def test_a_side_road_named_as_a_route_road_is_named(tied_and_chained):
    def relabel(answer):
        step = next(s for s in _steps(answer, "noble-bonus") if s["side_roads"])
        for road in step["roads"]:
            if road[2] == "side":
                road[2] = "route"
    assert _broken(tied_and_chained, relabel)


def test_a_lost_provisional_banner_notice_is_named(tied_and_chained):
    def lose(answer):
        answer["provisional_banners"] = answer["provisional_banners"][1:]
    assert any("provisional" in p for p in _broken(tied_and_chained, lose))


def test_a_placing_for_a_player_with_nothing_in_the_region_is_named(tied_and_chained):
    # "Scoring": a player with no marker and no Noble in a region takes no place there, so the
    # account has no placing line for them (the engine once lost that test: adjudicate's skip of
    # a "no-influence" placing read as "!=" passed plain `check`)
    def add_nobody(answer):
        step = copy.deepcopy(_steps(answer, "placing")[0])
        step.update(influence=0, markers=0, nobles=0, points=0, reason="no-influence", places=[0, 0])
        answer["trace"].append(step)
    assert any("nothing there" in p for p in _broken(tied_and_chained, add_nobody))


def test_a_placing_whose_influence_is_not_its_markers_and_nobles_is_named(tied_and_chained):
    def one_more(answer):
        _steps(answer, "placing")[0]["influence"] += 1
    assert any("from" in p and "markers" in p for p in _broken(tied_and_chained, one_more))


def test_a_chain_bonus_whose_words_leave_out_a_region_is_named(tied_and_chained):
    # the words once lost every region but the scored one (chain_roads.chain_paths with its
    # test of a chain's ends read as "!="), and only the words: the roads and points held
    def words_of_the_region_alone(answer):
        step = next(s for s in _steps(answer, "noble-bonus") if s["side_roads"])
        others = [name for name in step["chain"] if name != step["region"]]
        for name in others:
            step["text"] = step["text"].replace(name, "")
    assert any("words leave out" in p for p in _broken(tied_and_chained, words_of_the_region_alone))


def test_a_chain_told_with_a_path_to_every_region_it_reaches_fails_the_drawn_rounds(monkeypatch):
    # "Nobles": the words tell the chain as its paths from the scored region to each end. Every
    # region reached taken as an end (chain_roads.chain_paths' test of an end left out) names a
    # region once more for each region beyond it: the words still name every region of the chain
    from helpers import replaced
    from referee.engine import chain_roads
    from referee.present import account

    assert not [m for m in conformance.run(RULES, conformance.DEFAULT_ROUNDS).outcome.mismatches if m.get("account")]
    monkeypatch.setattr(account, "chain_paths", replaced(                 # held by name where it is called
        chain_roads, "chain_paths", "ends = [to for _, to, _ in roads if not any(frm == to for frm, _, _ in roads)]",
        "ends = [to for _, to, _ in roads]"))
    done = conformance.run(RULES, conformance.DEFAULT_ROUNDS)
    told = [line for m in done.outcome.mismatches for line in m.get("account", [])]
    assert told and all("its paths to the chain's ends" in line for line in told)


def test_players_below_the_minimum_tie_with_nobody(tmp_path):
    # [scoring] min_influence = 2: a player with 1 marker gets no place ("Scoring": only players
    # with enough influence are placed), so two such players are not a tie. The checker once
    # called them tied; a sweep of one-key variants found it.
    path = tmp_path / "min-two.toml"
    path.write_text('[variant]\nid = "min-two"\nname = "min-two"\nsection = "test"\n\n'
                    '[overrides.scoring]\nmin_influence = 2\n')
    rules = load_rules((str(path),))
    run = conformance.run(rules, 60, counts=(2, 3))
    assert run.outcome.ok, run.outcome.mismatches[:1]
    assert run.outcome.cases > 20


def test_nobles_whom_no_bonus_pays_must_be_named_under_new_noble_only(tmp_path):
    # [nobles] bonus_paid_to = new-noble-only pays the new Noble's owner alone; the account says
    # whose Nobles in the region earn nothing (no number shows it: the engine once lost the line)
    path = tmp_path / "new-only.toml"
    path.write_text('[variant]\nid = "new-only"\nname = "new-only"\nsection = "test"\n\n'
                    '[overrides.nobles]\nbonus_paid_to = "new-noble-only"\n')
    rules = load_rules((str(path),))
    before, answer, model = _round_with(lambda a: bool(_steps(a, "noble-bonus-unpaid")), rules)
    assert account_problems(rules, before, answer, model) == []
    named_twice = copy.deepcopy(answer)      # each owner once, however many Nobles it holds there (adjudicate:374)
    step = next(s for s in named_twice["trace"] if s["step"] == "noble-bonus-unpaid")
    step["owners"] = step["owners"] + step["owners"][:1]
    assert any("an unpaid-Nobles step naming" in p for p in account_problems(rules, before, named_twice, model))
    numbered = copy.deepcopy(answer)         # the region by the board's name, not its number (adjudicate:378)
    step = next(s for s in numbered["trace"] if s["step"] == "noble-bonus-unpaid")
    step["region"] = rules.board.lookup(step["region"])
    assert any("an unpaid-Nobles step names the region" in p for p in account_problems(rules, before, numbered, model))
    answer["trace"] = [s for s in answer["trace"] if s["step"] != "noble-bonus-unpaid"]
    assert any("Nobles unpaid" in p for p in account_problems(rules, before, answer, model))


def test_points_awarded_that_are_not_the_scores_difference_are_named(tied_and_chained):
    # "awarded" is what the round gave each player: the score after less the score before (a bonus
    # left out of it once passed plain check)
    def less(answer):
        player = next(iter(answer["awarded"]))
        answer["awarded"][player] -= 1
    assert any("awarded" in p for p in _broken(tied_and_chained, less))


def test_a_king_said_to_take_a_side_road_the_rules_do_not_give_him_is_named(tied_and_chained):
    # the rulebook's King follows the route: [roads] king_side_roads is empty in the standard rules
    def detour(answer):
        next(s for s in answer["trace"] if s["step"] == "king")["side_road"] = True
    assert any("side_road" in p for p in _broken(tied_and_chained, detour))


def test_a_new_noble_named_twice_is_named(tied_and_chained):
    def twice(answer):
        step = next(s for s in answer["trace"] if s["step"] == "noble" and s["placed"])
        step["also_placed"] = [step["placed"]]
    assert any("named twice" in p for p in _broken(tied_and_chained, twice))


def test_an_end_code_the_scores_do_not_give_is_named():
    # "Game end and winning": one player on top wins on points ("most-points")
    before, answer, model = _round_with(lambda a: a["game_over"] and a.get("end_code") == "most-points")
    assert account_problems(RULES, before, answer, model) == []
    answer["end_code"] = "tie-break"
    assert any("end's code" in p for p in account_problems(RULES, before, answer, model))


def test_a_bonus_that_states_the_rulebooks_one_a_region_is_named(tied_and_chained):
    # [nobles] bonus_per_region is the rulebook's 1 in the standard rules: the bonus does not say
    # it (a chain bonus says "per region" only under a variant that changes it)
    def say_one(answer):
        next(s for s in answer["trace"] if s["step"] == "noble-bonus")["per_region"] = 1
    assert any("a region" in p for p in _broken(tied_and_chained, say_one))


def test_an_unpaid_placing_gives_the_reason_of_its_place():
    # "Scoring": with 5 players 4 places are paid (players - 1); a banner of 3 values pays nothing
    # at place 4 although it is a paid place. So a 4th place is unpaid for being past the banner,
    # not for being past the paid places; a slip that swapped the two reasons passed plain `check`.
    before, answer, model = _round_with(lambda a: any(s["reason"] == "beyond-banner"
                                                      for s in _steps(a, "placing")))
    assert account_problems(RULES, before, answer, model) == []
    step = next(s for s in _steps(answer, "placing") if s["reason"] == "beyond-banner")
    assert step["paid_place"] <= RULES.scoring.paid_places(step["players"]) and step["points"] == 0
    step["reason"] = "not-paid-place"
    assert any("unpaid at place" in p for p in account_problems(RULES, before, answer, model))


def test_an_unpaid_split_evenly_tie_gives_the_reason_of_its_highest_place():
    # A tie of two at places 4 and 5 among 5 players under split-evenly ([scoring] tie_rule): place
    # 4 is paid (players - 1 = 4) but past a banner of 3 values, place 5 is past the paid places;
    # neither pays, and the nearest to paying, place 4, says why: past the banner.
    from referee.properties.conformance.account_check import unpaid_reason_problems

    step = {"region": "Dark Tower", "player": "Eve", "points": 0, "places": [4, 5], "paid_place": 0,
            "players": 5, "reason": "beyond-banner"}
    assert unpaid_reason_problems(RULES, step, [5, 3, 2]) == []
    assert unpaid_reason_problems(RULES, step | {"reason": "not-paid-place"}, [5, 3, 2])
    # with a banner of 4 values place 4 pays, so an unpaid tie there is no tie of these places
    assert unpaid_reason_problems(RULES, step, [5, 3, 2, 1])


@pytest.mark.parametrize("tie_rule,ruling,paid", [("lowest-spanned-place", "lowest-tied-place", 3),
                                                  ("lowest-spanned-place", "following-place", 2),
                                                  ("highest-spanned-place", "lowest-tied-place", 1),
                                                  ("split-evenly", "lowest-tied-place", 0)])
def test_a_tie_is_paid_as_the_place_its_tie_rule_names(variant_rules, tie_rule, ruling, paid):
    # "Scoring — Ties": three players tied on places 1-3 are paid as the lowest of them (3), as the
    # place after the first under ruling tie-paid-place = following-place (2), as the highest under a
    # variant's highest-spanned-place (1), and as no one place where a variant splits the values (0).
    # A split tie said to be paid as place -1 passed every check, --exhaustive too (the JSON's
    # paid_place was read by no comparison).
    from referee.properties.conformance.account_check import _paid_place_problems
    from referee.rules.loader import with_chosen_rulings

    rules = with_chosen_rulings(variant_rules(scoring={"tie_rule": tie_rule}), {"tie-paid-place": ruling})
    step = {"region": "Dark Tower", "player": "Ann", "places": [1, 3], "paid_place": paid}
    assert _paid_place_problems(rules, step) == []
    for wrong in {-1, 0, 1, 2, 3} - {paid}:
        assert _paid_place_problems(rules, step | {"paid_place": wrong}), wrong
    # alone on a place, paid as that place whatever the tie rule
    assert _paid_place_problems(rules, step | {"places": [2, 2], "paid_place": 2}) == []
    assert _paid_place_problems(rules, step | {"places": [2, 2], "paid_place": 0})


def test_a_noble_decision_names_the_one_leader_of_its_placings():
    # "Nobles": the leader of a region scored in the round is the one player with the most
    # influence there; none on a tie. A decision that named no leader where one led alone, or that
    # the JSON left out, passed plain `check` (mutants nobles:49 and nobles:39).
    before, answer, model = _round_with(lambda a: any(
        not r["final_scoring"] and r["noble"] and r["noble"]["leader"] for r in a["regions"]))
    assert account_problems(RULES, before, answer, model) == []
    region = next(r for r in answer["regions"] if not r["final_scoring"] and r["noble"] and r["noble"]["leader"])
    # the leader the placings give: the only one on the highest influence
    top = max(pl["influence"] for pl in region["placings"])
    assert [pl["player"] for pl in region["placings"] if pl["influence"] == top] == [region["noble"]["leader"]]
    for wrong in (None, "Nobody"):
        changed = copy.deepcopy(answer)
        next(r for r in changed["regions"] if r["region"] == region["region"])["noble"]["leader"] = wrong
        assert any("Noble decision's leader" in p for p in account_problems(RULES, before, changed, model))
    changed = copy.deepcopy(answer)
    next(r for r in changed["regions"] if r["region"] == region["region"])["noble"] = None
    assert any("its Noble decision reads None" in p for p in account_problems(RULES, before, changed, model))


def test_a_chain_bonus_stating_another_base_or_kind_is_named(tied_and_chained):
    # "Nobles": the bonus is its base and one point for each other region the chain counts; the
    # standard rules' base is 1 and its kind the connected chain (spec/kings-road/game.toml). A step
    # telling the base of a neighbouring key (base 2 for a chain of n paid n) names both the rule
    # and the sum its words make.
    def base_two(answer):
        _steps(answer, "noble-bonus")[0]["base"] = 2
    found = _broken(tied_and_chained, base_two)
    assert any("[nobles] bonus_base is 1" in p for p in found) and any("its words make" in p for p in found)

    def kind_adjacent(answer):
        _steps(answer, "noble-bonus")[0]["bonus"] = "adjacent-only"
    assert any("[nobles] bonus is 'connected-chain'" in p for p in _broken(tied_and_chained, kind_adjacent))


@pytest.mark.parametrize("field", ["final_creates_nobles", "final_pays_noble_bonus"])
def test_a_game_end_stating_the_other_final_scoring_key_is_named(field):
    # the standard rules' final scoring creates no Noble and pays no bonus ("Game end and winning");
    # a game-end step telling either as true states a rule the ruleset does not have
    before, answer, model = _round_with(lambda a: bool(_steps(a, "game-end")))
    assert account_problems(RULES, before, answer, model) == []
    _steps(answer, "game-end")[0][field] = True
    assert any(f"[end] {field} is False" in p for p in account_problems(RULES, before, answer, model))


def test_a_king_step_stating_the_other_move_rule_is_named(tied_and_chained):
    # "The King travels": after the last region scored, in the standard rules (game.toml)
    def moved_after_his_own(answer):
        _steps(answer, "king")[0]["moves"] = "next-after-king"
    assert any("[round] king_moves is 'after-last-scored'" in p for p in _broken(tied_and_chained, moved_after_his_own))


def test_a_placing_that_states_another_number_of_players_is_named(tied_and_chained):
    # "Scoring": the places paid follow from the number of players in the game, every one of them,
    # those with nothing in the region too
    before, _, _ = tied_and_chained
    def one_fewer(answer):
        _steps(answer, "placing")[0]["players"] -= 1
    assert any(f"in a game of {len(before.players)}" in p for p in _broken(tied_and_chained, one_fewer))


def test_a_placing_decision_of_tied_leaders_is_told_as_theirs(variant_rules):
    # "Nobles" under a variant's placed_by = any-leader with stacking: tied leaders each place a
    # Noble, and the decision is theirs ("tied-leaders"), with no one leader. Told as a sole
    # leader's (mutant nobles:131, the reason read from the Nobles placed) it passed plain `check`.
    rules = variant_rules(nobles={"placed_by": "any-leader", "on_new_noble": "stack", "max_per_region": 0})

    def tied_placing(answer) -> bool:
        return any(not r["final_scoring"] and r["noble"] and r["noble"]["placed"] and r["noble"]["leader"] is None
                   for r in answer["regions"])
    before, answer, model = _round_with(tied_placing, rules)
    assert account_problems(rules, before, answer, model) == []
    region = next(r for r in answer["regions"] if not r["final_scoring"] and r["noble"]
                  and r["noble"]["placed"] and r["noble"]["leader"] is None)
    assert region["noble"]["reason"] == "tied-leaders"
    region["noble"]["reason"] = "sole-leader"
    assert any("not 'tied-leaders'" in p for p in account_problems(rules, before, answer, model))


def test_the_final_scorings_markers_sent_home_are_told():
    # "Game end and winning": the final scoring scores the regions the round did not, and their
    # markers go home as every scored region's do ("Scoring"); the account tells it, once a region.
    # An account that left the final scoring's return steps out (mutant adjudicate:389) passed
    # plain `check`: only the regions the round scored were read.
    before, answer, model = _round_with(lambda a: any(r["final_scoring"] and r["returned"] for r in a["regions"]))
    assert account_problems(RULES, before, answer, model) == []
    region = next(r for r in answer["regions"] if r["final_scoring"] and r["returned"])
    # its markers: those there before the round (the round scored other regions)
    number = RULES.board.lookup(region["region"])
    assert region["returned"] == {p: n for p in before.players if (n := before.markers_in(number, p) +
                                                                    model[f"placed {number} {p}"])}
    answer["trace"] = [s for s in answer["trace"] if not (s["step"] == "return" and s["region"] == region["region"])]
    assert any(p.startswith(f"{region['region']}: the account sends home []")
               for p in account_problems(RULES, before, answer, model))


def test_a_round_that_leaves_the_final_scorings_markers_untold_fails_the_drawn_rounds(monkeypatch):
    slips.final_markers_home_untold(monkeypatch)
    done = conformance.run(RULES, conformance.DEFAULT_ROUNDS)
    assert any("the account sends home" in line for m in done.outcome.mismatches for line in m.get("account", []))


def test_placings_come_in_the_order_of_their_places_ties_in_seat_order(tied_and_chained, monkeypatch):
    # One position, one answer: a region's placings by place, a tie in seat order (the sheet and
    # the JSON list them so). A tie's placings made in a set's order (mutant region_scoring:76)
    # changed the answer's order from one run to the next, every number the same.
    before, answer, model = tied_and_chained
    region = next(r for r in answer["regions"] if len({pl["places"][0] for pl in r["placings"]}) < len(r["placings"]))
    region["placings"].reverse()
    assert any("placings in the order" in p for p in account_problems(RULES, before, answer, model))
    slips.tied_placings_out_of_seat_order(monkeypatch)
    done = conformance.run(RULES, 40)
    assert any("placings in the order" in line for m in done.outcome.mismatches for line in m.get("account", []))


def test_a_tie_for_the_most_told_as_keeping_no_noble_fails_the_drawn_rounds(monkeypatch):
    # "Nobles": players tied for the most influence place no Noble and the one there stays; a
    # decision that says it keeps none leaves, as told, another board than the model's
    from helpers import replaced
    from referee.engine import adjudicate, nobles

    assert not [m for m in conformance.run(RULES, 40).outcome.mismatches if m.get("account")]
    monkeypatch.setattr(adjudicate, "place_noble", replaced(                # held by name where it is called
        nobles, "place_noble", 'NobleDecision(region, None, None, kept=tuple(current), reason="tie-for-most")',
        'NobleDecision(region, None, None, kept=(), reason="tie-for-most")'))
    done = conformance.run(RULES, 40)
    told = [line for m in done.outcome.mismatches for line in m.get("account", [])]
    # (and the Noble paid its bonus stands nowhere the decision tells)
    assert told and all("the decision keeps []" in line or "the decisions leave" in line
                        or "its Nobles standing []" in line for line in told)


def test_a_noble_placed_on_a_tie_named_again_among_the_others_fails_the_drawn_rounds(monkeypatch):
    # examples/variants/nobles-on-a-tie.toml: every tied leader places a Noble; the decision names
    # the first as `placed` and the others as `also_placed`, each once
    from helpers import REPO, replaced
    from referee.engine import nobles

    rules = load_rules((str(REPO / "examples" / "variants" / "nobles-on-a-tie.toml"),))
    monkeypatch.setattr(nobles.NobleDecision, "to_dict", replaced(
        nobles.NobleDecision, "to_dict", 'data["also_placed"] = list(self.also_placed)',
        'data["also_placed"] = list(self.placed_all)'))
    done = conformance.run(rules, 40)
    told = [line for m in done.outcome.mismatches for line in m.get("account", [])]
    assert any("one named twice" in line for line in told)
    assert all("one named twice" in line or "the decisions leave" in line
               or "the account's Noble step tells its also_placed" in line for line in told)


@pytest.mark.parametrize("owner, name, old, new, said", [
    # "Scoring" and the notes on banners: the answer flags the provisional banners that paid, in the
    # order the regions paid
    ("Outcome", "to_dict", 'data["provisional_banners"] = [board.name(r) for r in self.provisional_banners]',
     'data["provisional_banners"] = sorted(board.name(r) for r in self.provisional_banners)',
     "provisional banners flagged"),
    # "Scoring — Ties": a tie of three spans three places
    ("Placing", "to_dict", '"places": [self.first_place, self.last_place],',
     '"places": [self.first_place, self.first_place],', "spans places"),
    # "Nobles": the answer's bonuses name the region paid by its name, as the account and every other
    # region of the answer do
    ("ChainBonus", "to_dict", '"region": rules.board.name(self.region),', '"region": self.region,',
     "the answer's bonuses"),
])
def test_an_answer_telling_its_banners_or_places_otherwise_fails_the_drawn_rounds(monkeypatch, owner, name, old,
                                                                                   new, said):
    from helpers import replaced
    from referee.engine import adjudicate, nobles, region_scoring

    cls = {"Outcome": adjudicate.Outcome, "Placing": region_scoring.Placing, "ChainBonus": nobles.ChainBonus}[owner]
    monkeypatch.setattr(cls, name, replaced(cls, name, old, new))
    done = conformance.run(RULES, conformance.DEFAULT_ROUNDS)
    assert any(said in line for m in done.outcome.mismatches for line in m.get("account", []))


def test_a_split_tie_printed_as_paid_at_its_first_place_fails_the_drawn_rounds(monkeypatch, variant_rules):
    # "Scoring — Ties" under a variant's split-evenly tie rule: a tie whose spanned values are split is
    # paid as no one place, so `score --json` prints paid_place 0 for it. The account's steps were held
    # to that, the answer's placings were not: printing the tie's first place there passed `check`.
    from helpers import replaced
    from referee.engine import region_scoring

    rules = variant_rules(scoring={"tie_rule": "split-evenly"})
    assert conformance.run(rules, conformance.DEFAULT_ROUNDS).outcome.ok
    cls = region_scoring.Placing
    monkeypatch.setattr(cls, "to_dict", replaced(cls, "to_dict", '"paid_place": self.paid_place}',
                                                 '"paid_place": self.paid_place or self.first_place}'))
    done = conformance.run(rules, conformance.DEFAULT_ROUNDS)
    assert any("tie_rule split-evenly says 0" in line for m in done.outcome.mismatches for line in m.get("account", []))


def test_a_final_scoring_explained_out_of_the_order_the_answer_lists_is_named():
    # "Game end and winning": the final scoring goes round the route from the King; the answer lists
    # its regions so and the account must explain them in that order (under the standard rules the
    # final scoring places no Noble, so the points alone do not show the order)
    def out_of_number_order(answer):
        listed = answer["final_scoring"]
        return len(listed) >= 2 and [RULES.board.lookup(n) for n in listed] != sorted(RULES.board.lookup(n) for n in listed)

    before, answer, model = _round_with(out_of_number_order)
    assert account_problems(RULES, before, answer, model) == []
    finals = [i for i, s in enumerate(answer["trace"]) if s["step"] == "region" and s["final_scoring"]]
    swapped = copy.deepcopy(answer)
    first, second = finals[0], finals[1]
    swapped["trace"][first], swapped["trace"][second] = answer["trace"][second], answer["trace"][first]
    assert any(p.startswith("final scoring explained in the order") for p in account_problems(RULES, before, swapped, model))


def test_a_final_scoring_played_in_number_order_fails_the_drawn_rounds(monkeypatch):
    slips.final_scoring_in_number_order(monkeypatch)
    done = conformance.run(RULES, conformance.DEFAULT_ROUNDS)
    assert any("final scoring explained in the order" in line
               for m in done.outcome.mismatches for line in m.get("account", []))


def test_dragons_told_otherwise_than_played_are_named():
    # "Revealing cards — Dragon": one Dragon played scores the King's region and one more (the standard
    # rules' regions_per_dragon = 1); the regions step telling the regions it added (1) is right only by
    # chance there, telling 2 (as at two regions a Dragon) is named, and so is telling 0
    before, answer, model = _round_with(lambda a: any(s["step"] == "regions" and s["dragons"] == 1
                                                      for s in a["trace"]))
    assert account_problems(RULES, before, answer, model) == []
    for told in (0, 2):
        changed = copy.deepcopy(answer)
        next(s for s in changed["trace"] if s["step"] == "regions")["dragons"] = told
        assert any(f"{told} Dragons told beside 2 regions scored, 1 played" in p
                   for p in account_problems(RULES, before, changed, model))


@pytest.mark.parametrize("old, new, said", [
    # "Nobles": the bonus's words tell the chain as paths from the scored region outwards; the same regions
    # told from each end back to it count alike, region by region, and only the paths' direction shows it
    ("paths.append(path[::-1])", "paths.append(path)", "do not tell the path"),
    # the paths come one after the other as their ends are reached along the roads told (breadth-first);
    # in their names' order they differ wherever two ends sort otherwise
    ("    return paths", "    return sorted(paths)", "out of the order their ends are reached"),
    # a path of the scored region alone, told before the others: every region of the chain is still
    # named as often as its paths lead through it; only the scored region is named once too often
    ("    paths = []", "    paths = [[region]]", "its paths to the chain's ends"),
])
def test_a_chains_paths_told_otherwise_fail_the_drawn_rounds(monkeypatch, old, new, said):
    from helpers import replaced
    from referee.engine import chain_roads
    from referee.present import account

    monkeypatch.setattr(account, "chain_paths", replaced(chain_roads, "chain_paths", old, new))
    done = conformance.run(RULES, conformance.DEFAULT_ROUNDS)
    told = [line for m in done.outcome.mismatches for line in m.get("account", [])]
    assert told and all(said in line for line in told)


def test_a_chains_roads_told_in_number_order_fail_the_drawn_rounds(monkeypatch):
    # engine.chain_roads tells the roads from one region in the order the King's route (1, 6, 4, 7, 3, 5, 2, 8)
    # runs through their far ends; in the regions' number order they differ wherever a region's chain
    # neighbours are numbered against the route, and only the order shows it
    from helpers import replaced
    from referee.engine import adjudicate, chain_roads

    slipped = replaced(chain_roads, "chain_roads", "for there in sorted(board.graph.neighbors(here), key=order.__getitem__):",
                       "for there in sorted(board.graph.neighbors(here)):")
    monkeypatch.setattr(chain_roads, "chain_roads", slipped)
    monkeypatch.setattr(adjudicate, "chain_roads", slipped)          # imported there by name
    done = conformance.run(RULES, conformance.DEFAULT_ROUNDS)
    told = [line for m in done.outcome.mismatches for line in m.get("account", [])]
    assert told and all("are not told along the King's route" in line for line in told)


def test_a_tie_break_telling_the_winners_counts_alone_fails_the_drawn_rounds(monkeypatch):
    # "Game end and winning": tied on the most points, the most Nobles wins; the sentence gives every tied
    # player's count (a loser's too), which a sentence listing the winners alone leaves out
    from helpers import replaced
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "_winners", replaced(adjudicate, "_winners", 'for p in top)', 'for p in winners)'))
    done = conformance.run(RULES, conformance.DEFAULT_ROUNDS)
    told = [line for m in done.outcome.mismatches for line in m.get("end told", [])]
    assert told and all("the tied players' counts are" in line for line in told)


def test_an_influence_tie_break_told_in_the_nobles_words_fails_the_drawn_rounds(monkeypatch):
    # [end] tie_break = most-influence-on-board: tied on the most points, the most influence on the board
    # wins; the sentence says so, not that the most Nobles won (the counts it gives are influence)
    from helpers import replaced
    from referee.engine import adjudicate

    rules = load_rules((str(INFLUENCE_TIE_BREAK),))
    assert conformance.run(rules, conformance.DEFAULT_ROUNDS).outcome.ok
    monkeypatch.setattr(adjudicate, "_winners", replaced(
        adjudicate, "_winners", 'key = ("winners.influence." if influence else "winners.") + code',
        'key = "winners." + code'))
    done = conformance.run(rules, conformance.DEFAULT_ROUNDS)
    told = [line for m in done.outcome.mismatches for line in m.get("end told", [])]
    assert told and all("told as 'winners." in line for line in told), told[:2]


def test_the_players_a_reason_names_are_read_whole():
    # a name inside a longer one ("Ann" in "Ann Jr", "Bo" in "Bob") is not that player named
    from referee.properties.conformance.account_check import players_named

    players = ["Ann", "Ann Jr", "Bo", "Bob"]
    assert players_named("Ann Jr wins with 30 points.", players) == {"Ann Jr"}
    assert players_named("Bob and Ann tie on 30 points.", players) == {"Bob", "Ann"}
    assert players_named("Annabel wins.", players) == set()


INFLUENCE_TIE_BREAK = Path(__file__).resolve().parents[1] / "data" / "influence-tie-break.toml"


@pytest.mark.parametrize("function, old, new, said, variant", [
    # "Nobles": the account's Noble step tells the answer's decision; a leader who could not place a
    # Noble (no marker left, one held already) is still the leader, not nobody
    ("_score_region", "leader=decision.leader, placed=decision.placed,", "leader=decision.placed, placed=decision.placed,",
     "the account's Noble step tells its leader as", None),
    # "Game end and winning": one player on the most points wins; the sentence saying so names that
    # player, not the first seated (the drawn rounds' winners are not always the first seat)
    ("_winners", 'text("winners.one", winner=top[0], best=best)',
     'text("winners.one", winner=position.players[0], best=best)', "the end's reason", None),
    # reaching the threshold ends the game; the most points at the end win, who need not be who
    # reached it (the final scoring comes between)
    ("_end_game_if_due", "winners=outcome.winners, best=outcome.top_score,",
     "winners=outcome.reached, best=outcome.top_score,", "the winners step tells (winners,", None),
    # the answer's tables by player are in seat order; the drawn rounds seat half their players out of
    # their names' order, so a table in name order shows under the influence tie-break, which gives one
    ("_influence_data", "for p in outcome.tied_top}", "for p in sorted(outcome.tied_top)}",
     "its tables are not in seat order", INFLUENCE_TIE_BREAK),
], ids=["noble-leader-as-placer", "sole-winner-misnamed", "winners-as-who-reached", "influence-in-name-order"])
def test_an_account_slip_fails_the_drawn_rounds(monkeypatch, function, old, new, said, variant):
    from helpers import replaced
    from referee.engine import adjudicate

    rules = RULES if variant is None else load_rules((str(variant),))
    monkeypatch.setattr(adjudicate, function, replaced(adjudicate, function, old, new))
    done = conformance.run(rules, conformance.DEFAULT_ROUNDS)
    told = [line for m in done.outcome.mismatches for line in m.get("account", [])]
    assert told and all(said in line for line in told), told[:2]


def test_places_told_paying_past_a_short_banner_fail_the_drawn_rounds(monkeypatch):
    # "Scoring": the player count lets its places pay, and a place past the banner's last value pays
    # nothing. A banner of three values at five players (four places the count lets pay) pays three;
    # a region step telling four paying past it (the short banner forgotten) says what no place pays.
    # Drawn positions carry banners of their own, one to four values, so some are that short.
    from referee.engine import adjudicate

    assert not [m for m in conformance.run(RULES, conformance.DEFAULT_ROUNDS).outcome.mismatches if m.get("account")]
    monkeypatch.setattr(adjudicate.RegionResult, "places_paying", property(lambda self: self.paid_places))
    done = conformance.run(RULES, conformance.DEFAULT_ROUNDS)
    told = [line for m in done.outcome.mismatches for line in m.get("account", [])]
    assert told and all("places told paying" in line for line in told), told[:2]
