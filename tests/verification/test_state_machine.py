"""Stateful test: play legal rounds one after another (Hypothesis RuleBasedStateMachine) and
check the whole catalogue after every round, for 2-5 players, under each ruleset.

Under a variant, the invariants it declares in changes_invariants are not expected to hold.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, precondition, rule

from referee.properties import CATALOGUE, check_all
from referee.properties.rounds import play_round_logged
from referee.properties.strategies import positions, rounds
from referee.rules import load_rules

SETTINGS = settings(max_examples=20, stateful_step_count=12, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def machine_for(variants: tuple[str, ...]):
    rules = load_rules(variants)
    declared = {c for v in rules.variants for c in v.changes_invariants}
    expected = [inv for inv in CATALOGUE if inv.id not in declared]

    class Rounds(RuleBasedStateMachine):
        """A game (or several) of rounds from a legal start; the invariants after each one."""

        @initialize(data=st.data(), players=st.integers(2, 5))
        def start(self, data, players):
            self.position = data.draw(positions(rules, players))
            self.rounds = 0

        @precondition(lambda self: not self.position.game_over)
        @rule(data=st.data())
        def play(self, data):
            rnd = data.draw(rounds(rules, self.position))
            before, after, outcome, played = play_round_logged(rules, self.position, rnd)
            failures = check_all(rules, before, after, outcome, expected, played)
            assert not failures, failures
            assert before.to_dict(rules) == self.position.to_dict(rules)   # play_round leaves its input alone
            self.position = after
            self.rounds += 1

        @precondition(lambda self: self.position.game_over)
        @rule(data=st.data())
        def next_game(self, data):
            self.position = data.draw(positions(rules, len(self.position.players)))

    Rounds.TestCase.settings = SETTINGS
    return Rounds


TestStandardRounds = machine_for(()).TestCase
TestPermanentNoblesRounds = machine_for(("permanent-nobles",)).TestCase
