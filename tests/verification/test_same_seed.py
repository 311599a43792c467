"""properties.conformance.same_seed: one seeded game played here and in fresh processes of other
hash seeds must be written alike (`referee simulate --seed`, docs/organisers.md)."""

from __future__ import annotations

import subprocess

from helpers import replaced
from referee.engine import cards
from referee.properties.conformance import same_seed
from referee.rules import load_rules

STANDARD = load_rules(())


def test_the_standard_rules_play_one_game_in_every_process():
    report = same_seed.run(STANDARD)
    assert report.ok and report.cases == same_seed.OTHER_PROCESSES, report.mismatches


def test_a_hand_dealt_in_another_order_here_is_named_for_every_process(monkeypatch):
    # the special cards dealt Witch, Dragon, Knight here and Knight, Dragon, Witch in the fresh
    # processes (which run the code as it is): the random draws pick other cards, another game
    # (the order a set of the three words takes in a process with another hash seed, made certain)
    monkeypatch.setattr(cards, "_hand_data", replaced(
        cards, "_hand_data", "for kind in SPECIAL_KINDS:", "for kind in reversed(SPECIAL_KINDS):"))
    # the hand is kept on the rules once dealt: dealt again here, and forgotten after the test
    monkeypatch.setitem(STANDARD.__dict__, "_hand_data", None)
    report = same_seed.run(STANDARD)
    assert [m["process"] for m in report.mismatches] == ["PYTHONHASHSEED=0", "PYTHONHASHSEED=1", "PYTHONHASHSEED=2"]


def test_each_process_orders_words_by_a_hash_seed_of_its_own(monkeypatch):
    # the row's point: every fresh process is given its own PYTHONHASHSEED, so a set's order differs
    # between them as it does between two runs of `referee simulate`
    given = []
    started = subprocess.Popen

    def noted(args, **kwargs):
        given.append(kwargs["env"].get("PYTHONHASHSEED"))
        return started(args, **kwargs)
    monkeypatch.setattr(subprocess, "Popen", noted)
    same_seed.told_elsewhere.cache_clear()          # the processes' answers are kept: started afresh here
    assert same_seed.run(STANDARD).ok         # (and the hand dealt here as the rules deal it)
    assert given == ["0", "1", "2"]


def test_a_spent_card_refusal_listing_the_cards_in_another_order_here_is_named(monkeypatch):
    # a refusal of a spent card no hand spends lists the once-per-game cards ("Preparation": the Dragon
    # and the Witch); listed the other way round here than in the fresh processes (as a set's order
    # does between two hash seeds), the damaged position's telling differs for each process
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "_read_spent_cards", replaced(
        position_reader, "_read_spent_cards", "once = rules.components.once_per_game",
        "once = tuple(reversed(rules.components.once_per_game))"))
    report = same_seed.run(STANDARD)
    assert [m["problem"] for m in report.mismatches] == ["another telling of a damaged position"] * 3
