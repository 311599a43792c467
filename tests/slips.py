"""One-line slips a reviewer planted in copies of the engine (issue 32), as monkeypatches, so that a
test can show a check finds each. Every slip here once passed plain `referee check`."""

from __future__ import annotations

from referee.engine import round_play, selection


def skip_reselection_count(monkeypatch):
    """A Witch re-selection's card count is not checked (a fourth card is accepted)."""
    original = selection._count_problems

    def slipped(cards, position, rules, who):
        return [] if not who.first else original(cards, position, rules, who)
    monkeypatch.setattr(selection, "_count_problems", slipped)


def reselection_dragon_uncounted(monkeypatch):
    """A Dragon revealed in a Witch re-selection is not counted by the round."""
    original = round_play._Resolver.reveal

    def slipped(self, p, cards, reselection=False):
        dragons = self.log.dragons
        original(self, p, cards, reselection)
        if reselection:
            self.log.dragons = dragons
    monkeypatch.setattr(round_play._Resolver, "reveal", slipped)
