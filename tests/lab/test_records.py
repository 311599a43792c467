"""Exactness: games of the batch simulator, written as records, replay identically in the reference
engine (referee.read_record + referee.replay), round by round, for both rulesets, 2-5 players,
every alternative of every open ruling, and the random and greedy agents."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("numpy")

from helpers import REPO  # noqa: E402
from referee import api  # noqa: E402
from referee.lab.batch import trace_game  # noqa: E402
from referee.lab.records import record_of, verify_game  # noqa: E402
from referee.lab.rng import seed_key  # noqa: E402
from referee.lab.support import RULINGS  # noqa: E402
from referee.lab.tables import build_tables  # noqa: E402

RULESETS = [(), ("permanent-nobles",)]
# spec values the kernel plays besides the rulebook's (support.FIELDS), as the designer variants set them
VARIANT_FILES = [str(REPO / "examples" / "variants" / f"{name}.toml")
                 for name in ("ties-highest-place", "shared-victory", "dark-tower-banner", "no-side-road",
                              "chain-pays-double")]
ALTERNATIVES = [(ruling, choice) for ruling, choices in RULINGS.items() for choice in choices[1:]]


def agents(players: int, greedy: int = 0) -> np.ndarray:
    return np.array([1] * greedy + [0] * (players - greedy), dtype=np.int64)


@pytest.mark.parametrize("variants", RULESETS, ids=["standard", "permanent-nobles"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_replay_exactly(variants, players):
    rules = api.load_rules(variants)
    tables = build_tables(rules, players)
    for game in range(12):
        assert verify_game(rules, tables, agents(players), seed_key(2024), game, variants=variants) is None


# Every alternative under both rulesets in the whole suite; `pytest -m "not slow"` plays each
# under one of them, the rulesets taking turns.
ALTERNATIVE_CASES = [pytest.param(variants, ruling, choice, id=f"{ruling}={choice}-{name}",
                                  marks=() if variants == RULESETS[k % 2] else pytest.mark.slow)
                     for variants, name in zip(RULESETS, ["standard", "permanent-nobles"])
                     for k, (ruling, choice) in enumerate(ALTERNATIVES)]


@pytest.mark.parametrize("variants,ruling,choice", ALTERNATIVE_CASES)
def test_every_ruling_alternative_replays_exactly(variants, ruling, choice):
    rules = api.load_rules(variants, rulings={ruling: choice})
    for players in (3, 5):
        tables = build_tables(rules, players)
        for game in range(8):
            for mix in (agents(players), agents(players, greedy=1)):
                assert verify_game(rules, tables, mix, seed_key(7), game, variants=variants) is None


def test_greedy_games_and_printed_banners_replay_exactly():
    rules = api.load_rules(banners={"Temple Ruins": [3, 3, 1], "King's Castle": [8, 5]})
    tables = build_tables(rules, 4)
    for game in range(10):
        assert verify_game(rules, tables, agents(4, greedy=4), seed_key(1), game) is None


def test_the_record_carries_the_rulings_banners_and_result():
    rules = api.load_rules(["permanent-nobles"], banners={"Temple Ruins": [3, 3, 1]},
                           rulings={"knight-declined": "declined-unless-added"})
    tables = build_tables(rules, 3)
    trace = trace_game(tables, agents(3), seed_key(9), 4)
    record = record_of(trace, rules, tables, variants=["permanent-nobles"])
    assert record["players"] == ["Ann", "Ben", "Cat"]
    assert record["variants"] == ["permanent-nobles"]
    assert record["rulings"] == {"knight-declined": "declined-unless-added"}
    assert record["banners"] == {"Temple Ruins": [3, 3, 1]}
    # Under declined-unless-added an unmarked Knight adds nothing, so a taken one is "knight!added"
    # and a declined one is the bare "knight"; "knight!declined" never appears.
    cards = [c for rnd in record["rounds"] for p in record["players"] for c in rnd[p]]
    assert "knight!declined" not in cards and "knight!added" in cards
    assert len(record["rounds"]) == int(trace["row"][0])
    assert max(record["result"]["scores"].values()) >= 40       # "Game end": someone reached 40


def test_a_wrong_game_is_caught(monkeypatch):
    """verify_game reports the first difference: here a batch score altered after the fact."""
    import referee.lab.records as records

    rules = api.load_rules()
    tables = build_tables(rules, 4)

    def altered(*args):
        trace = trace_game(*args)
        trace["scores"][2, 1] += 1
        return trace

    monkeypatch.setattr(records, "trace_game", altered)
    message = records.verify_game(rules, tables, agents(4), seed_key(1), 0)
    assert str(message).startswith("game 0, round 3: scores")
    assert message.render("fr").startswith("partie 0, manche 3 : scores")


@pytest.mark.parametrize("variant", VARIANT_FILES, ids=lambda v: v.rsplit("/", 1)[-1])
def test_the_designer_variants_the_kernel_plays_replay_exactly(variant):
    rules = api.load_rules((variant,))
    for players in (3, 4):
        tables = build_tables(rules, players)
        for game in range(10):
            assert verify_game(rules, tables, agents(players, greedy=1), seed_key(7), game,
                               variants=(variant,)) is None


@pytest.mark.parametrize("tie_rule", ["highest-spanned-place", "split-evenly"])
def test_every_tie_rule_under_permanent_nobles_replays_exactly(variant_rules, tie_rule):
    rules = variant_rules(scoring={"tie_rule": tie_rule}, nobles={"on_new_noble": "stack", "max_per_region": 0},
                          end={"tie_break": "shared"})
    tables = build_tables(rules, 5)
    for game in range(10):
        assert verify_game(rules, tables, agents(5), seed_key(11), game,
                           variants=tuple(v.file for v in rules.variants)) is None


def test_verify_names_a_game_whose_winners_differ():
    # scores, rounds and Nobles can agree while the winners do not: a kernel breaking a tied top by
    # Nobles where the rules say by influence ([end] tie_break, "Game end and winning") plays the
    # very same cards and scores. The record carries the kernel's winners as its result, which the
    # reference engine's replay checks: the game is named, with both sets of winners.
    from referee.lab import gamerow as G
    from referee.lab.batch import play_chunk

    variant = str(REPO / "tests" / "data" / "influence-tie-break.toml")
    rules, standard = api.load_rules((variant,)), api.load_rules()
    two = agents(2)
    by_influence, _, _ = play_chunk(build_tables(rules, 2), two, seed_key(5), 0, 500)
    by_nobles, _, _ = play_chunk(build_tables(standard, 2), two, seed_key(5), 0, 500)
    game = int(np.flatnonzero(by_influence[:, G.WINNERS] != by_nobles[:, G.WINNERS])[0])
    assert verify_game(rules, build_tables(rules, 2), two, seed_key(5), game, variants=(variant,)) is None
    wrong = verify_game(rules, build_tables(standard, 2), two, seed_key(5), game, variants=(variant,))
    assert wrong is not None and wrong.key == "verify.problem", wrong
    said = wrong.render("en")
    assert said.startswith(f"game {game}: ") and "winners" in said and "Game end and winning" in said, said
