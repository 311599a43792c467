"""Seeded random games: legal, reproducible, and reproduced exactly by the replay."""

import json
import random

import pytest

from referee.engine.replay import replay
from referee.engine.simulate import simulate, simulate_game, simulate_games
from referee.io.game_record import read_record
from referee.rules import load_rules

RULESETS = [(), ("permanent-nobles",)]
ALTERNATIVE_RULINGS = {"knight-after-non-region": "illegal", "knight-with-two-cards": "no-marker",
                       "knight-declined": "declined-unless-added", "witch-reselect-same-cards": "forbidden",
                       "witch-reselect-dragon": "forbidden", "card-count-when-short": "supply-at-round-start-at-most"}


def replays_exactly(summary) -> None:
    rec, problems = read_record(json.loads(json.dumps(summary.record)))
    assert rec is not None, [p.message for p in problems]
    result = replay(rec)                 # strict: any illegal play raises
    assert not result.problems, [p.message for p in result.problems]
    assert result.final.scores == summary.scores
    assert result.final.winners == summary.winners
    assert result.final.rounds_played == summary.rounds


@pytest.mark.parametrize("variants", RULESETS, ids=["standard", "permanent-nobles"])
def test_simulate_then_replay_agree(variants):
    rules = load_rules(variants)
    games = 0
    for players in (2, 3, 4, 5):
        for summary in simulate_games(2024, 13 if players < 4 else 12, players, rules):   # 50 per ruleset
            replays_exactly(summary)
            games += 1
    assert games == 50


def test_simulate_then_replay_agree_under_alternative_rulings():
    rules = load_rules()
    for summary in simulate_games(7, 10, 4, rules, rulings=ALTERNATIVE_RULINGS):
        assert summary.record["rulings"] == ALTERNATIVE_RULINGS
        replays_exactly(summary)


def test_same_seed_same_games(rules):
    a = [g.record for g in simulate_games(5, 3, 3, rules)]
    assert a == [g.record for g in simulate_games(5, 3, 3, rules)]
    assert [g.record for g in simulate_games(6, 3, 3, rules)] != a


def test_games_end_and_stats(rules):
    stats = simulate(1, 20, 4, rules)
    data = stats.to_dict()
    assert data["games"] == 20 and data["finished"] == 20
    # A game ends only when someone reaches 40 ("Game end and winning").
    assert data["winning_score"]["min"] >= 40
    assert 1 <= data["rounds_per_game"]["min"] <= data["rounds_per_game"]["max"]
    # Standard rules: at most one Noble in each of the 8 regions.
    assert data["nobles_on_board_at_end"]["max"] <= 8


def test_every_round_plays_the_required_cards(rules):
    summary = simulate_game(random.Random(3), ["A", "B", "C"], rules)
    for rnd in summary.record["rounds"]:
        for p in ("A", "B", "C"):
            assert len(rnd[p]) <= 3


def test_player_counts_follow_the_spec(variant_rules):
    # [game] min_players/max_players: 6 players are refused by the standard rules and played by a
    # variant taking 2-6 (the sixth player is named "Player 6").
    from referee.errors import RefereeError
    with pytest.raises(RefereeError):
        simulate(1, 1, 6, load_rules())
    six = variant_rules(game={"max_players": 6})
    [summary] = simulate_games(1, 1, 6, six)
    assert summary.record["players"] == ["Ann", "Ben", "Cat", "Dan", "Eve", "Player 6"]
    assert summary.finished


def test_a_player_count_outside_the_rules_is_refused_in_either_language():
    # "Preparation": King's Road is for 2 to 5 players.
    from referee.engine.simulate import player_names
    from referee.errors import TextError

    rules = load_rules()
    with pytest.raises(TextError) as info:
        player_names(6, rules)
    assert str(info.value) == "King's Road takes 2 to 5 players, got 6"
    assert info.value.text.render("fr") == "King's Road se joue de 2 à 5 joueurs ; ici : 6"


@pytest.mark.parametrize("same_cards", ["allowed", "forbidden"])
@pytest.mark.parametrize("dragon", ["allowed", "forbidden"])
@pytest.mark.parametrize("components", [{"knights_per_player": 2, "dragons_per_player": 2},
                                        {"witches_per_player": 2, "region_cards_per_region": 2}])
@pytest.mark.parametrize("per_round", [3, 6, 11])
def test_a_reselection_is_drawn_none_only_when_no_draw_is_legal(variant_rules, same_cards, dragon, components,
                                                                   per_round):
    """The simulator skips a Witch's re-selection's random draws when simulate._usable_again says
    every draw of that many cards holds one the selection check refuses ("Revealing cards — Witch":
    no Witch again, one Knight at most, no Dragon or card sent back under the rulings forbidding
    them). Held to the selection check itself: where the bound is under the draw's size, none of
    1,000 random draws in the simulator's own order (Witches, the other cards, Knights) is legal."""
    from referee.engine.cards import KNIGHT, WITCH
    from referee.engine.selection import Selection, hand_left, is_legal
    from referee.engine.setup import new_game
    from referee.engine.simulate import _usable_again

    rules = variant_rules(components=components, round={"cards_per_round": per_round})
    rulings = {"witch-reselect-same-cards": same_cards, "witch-reselect-dragon": dragon}
    position = new_game(["Ann", "Ben"], rules, rulings)
    hand = hand_left(position, rules, "Ann")
    rng = random.Random(f"{same_cards}:{dragon}:{per_round}:{sorted(components)}")
    skipped = 0
    for _ in range(6):
        first = [c for c in hand if c.kind == WITCH][:1] + rng.sample([c for c in hand if c.kind != WITCH],
                                                                      per_round - 1)
        who = Selection("Ann", first=False, sent_back=tuple(first[1:]))
        n = min(per_round, len(hand))
        if _usable_again(hand, position, rules, who) >= n:
            continue
        skipped += 1
        for _ in range(1000):
            picked = rng.sample(hand, n)
            ordered = ([c for c in picked if c.kind == WITCH] + [c for c in picked if c.kind not in (WITCH, KNIGHT)]
                       + [c for c in picked if c.kind == KNIGHT])
            assert not is_legal(ordered, position, rules, who), [str(c) for c in ordered]
    # the bound is reached where the hand is short of usable cards: every card of an 11-card round
    # with the same cards forbidden (the re-selection's hand holds the 10 sent back and what is left)
    if per_round == 11 and same_cards == "forbidden":
        assert skipped == 6
    if per_round == 3:
        assert skipped == 0                  # a whole hand less a few cards always holds three usable ones
