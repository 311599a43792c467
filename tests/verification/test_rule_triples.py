"""`check --exhaustive` plays every triple of rule values and ruling answers (rule_pairs.run at strength 3).

The slip below shows only where three choices meet. "Game end and winning" under a variant that
breaks a tie for the top score by influence on the board: a player's Nobles count there at a
Noble's influence ([scoring] noble_influence). The slip counts them at the minimum influence to
score ([scoring] min_influence) instead: the standard rules have 1 for both, so it shows only in a
ruleset where the tie-break is the influence one AND the two keys differ, at a game end with the
top score tied. Every pair of those values is in some row of the strength-2 array, but no row of
it need hold the three together (the greedy pairs' array of 22 rows let the slip through; the array
that covers each pair where it acts happens to hold them, and plain `check` names it now: a matter
of that array's rows, not a guarantee); the strength-3 array holds them by construction."""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pytest

from helpers import refused_alone
from referee.engine import adjudicate
from referee.properties.conformance import rule_pairs
from referee.rules import load_rules

STANDARD = load_rules()
TIE_BREAK = "[end] tie_break"
NOBLE, MINIMUM = "[scoring] noble_influence", "[scoring] min_influence"


@pytest.fixture(scope="module")
def triples(tmp_path_factory):
    """The standard rules' strength-3 array and its rows' rules, built once a worker (about 10 s)."""
    return rule_pairs.covering(STANDARD, 3, tmp_path_factory.mktemp("triples"))


def uncovered(array) -> set:
    """The triples no row holds, counted apart from the builder: each three factors' level codes in
    the rows against every code their levels allow."""
    levels = [f.levels for f in array.factors]
    codes = np.array([[levels[i].index(v) for i, v in enumerate(row)] for row in array.rows])
    found = set()
    for a, b, c in combinations(range(len(levels)), 3):
        held = set((codes[:, a] * 16 + codes[:, b] * 4 + codes[:, c]).tolist())
        for x in range(len(levels[a])):
            for y in range(len(levels[b])):
                for z in range(len(levels[c])):
                    if x * 16 + y * 4 + z not in held:
                        found.add(((a, levels[a][x]), (b, levels[b][y]), (c, levels[c][z])))
    return found


@pytest.mark.slow
def test_every_triple_is_in_a_row_but_those_no_playable_row_holds(triples, tmp_path):
    array, rulesets = triples
    assert max(len(f.levels) for f in array.factors) <= 4             # the codes above hold 4 levels
    assert uncovered(array) == set(array.refused)
    # every triple: for each three factors, the product of their level counts (211,623 for the standard
    # rules' 43 factors). A refused triple, set alone on the ruleset's own values, is refused by the
    # loader or makes a game where no region can ever score (as for the pairs)
    every = sum(len(x.levels) * len(y.levels) * len(z.levels) for x, y, z in combinations(array.factors, 3))
    assert array.combinations == every and len(array.refused) < every // 100
    assert all(refused_alone(STANDARD, array, combo, tmp_path) for combo in array.refused[::25])
    # a bound on the rows a check plays (149 at this writing; 36 at the least: the 4 x 3 x 3 levels of
    # three factors)
    assert len(rulesets) == len(array.rows) <= 200


def counting_nobles_at_the_minimum(position, rules, player):
    """The slip: a player's influence on the board with each Noble at [scoring] min_influence."""
    return position.markers_on_board(player) + rules.scoring.min_influence * position.nobles_on_board(player)


@pytest.mark.slow
def test_a_slip_where_three_values_meet_is_caught_by_the_triples(monkeypatch, triples):
    monkeypatch.setattr(adjudicate, "_influence_on_board", counting_nobles_at_the_minimum)
    # the triples' array: its rows where the influence tie-break meets Nobles worth other than the minimum
    array, rulesets = triples
    names = [f.name for f in array.factors]
    meeting = [changed for row, changed in zip(array.rows, rulesets)
               if row[names.index(TIE_BREAK)] == "most-influence-on-board"
               and row[names.index(NOBLE)] != row[names.index(MINIMUM)]]
    assert meeting
    found: list = []
    for changed in meeting:                     # in the array's order, up to the first row that names it
        done, _, _ = rule_pairs.play_row(changed, rule_pairs.row_models(changed), rule_pairs.PAIR_ROUNDS,
                                         rule_pairs.PAIR_PLAYS)
        found += [m for report in done.reports for m in report.mismatches]
        if found:
            break
    assert found and {"winner"} & {key.split()[0] for m in found for key in m.get("differ", {})}
