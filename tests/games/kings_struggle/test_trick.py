"""One trick ("Determine the Round's Winner"): equal powers all discarded, highest remaining wins,
the winner collects the remaining cards and leads next."""

from __future__ import annotations

import pytest

from referee.games.kings_struggle.rules import load_rules
from referee.games.kings_struggle.trick import PlayedCard, resolve_trick
from referee.games.spec_files import choose_rulings

RULES = load_rules()


def choices(**given):
    chosen, _ = choose_rulings(RULES.rulings, {k.replace("_", "-"): v for k, v in given.items()})
    return chosen


def test_highest_power_wins_and_collects_all():
    cards = [PlayedCard("Ann", 4, 4), PlayedCard("Ben", 9, 9), PlayedCard("Cid", 6, 6)]
    result = resolve_trick(cards, choices())
    assert (result.winner, result.next_leader, result.collected) == ("Ben", "Ben", (4, 9, 6))
    assert result.discarded == ()


def test_equal_powers_are_all_discarded_even_the_highest():
    # Ann's 7 +2 = 9 ties Cid's 9: both go; of Ben's 5 and Dee's 3, the 5 wins and Ben
    # collects the two remaining cards (natural ranks 5 and 3).
    cards = [PlayedCard("Ann", 7, 9), PlayedCard("Ben", 5, 5), PlayedCard("Cid", 9, 9), PlayedCard("Dee", 3, 3)]
    result = resolve_trick(cards, choices())
    assert [c.player for c in result.discarded] == ["Ann", "Cid"]
    assert (result.winner, result.collected, result.next_leader) == ("Ben", (5, 3), "Ben")


def test_three_equal_powers_all_go():
    cards = [PlayedCard("Ann", 6, 6), PlayedCard("Ben", 4, 6), PlayedCard("Cid", 8, 6), PlayedCard("Dee", 2, 2)]
    result = resolve_trick(cards, choices())
    assert len(result.discarded) == 3 and result.winner == "Dee" and result.collected == (2,)


def test_modified_power_decides_not_the_rank():
    # Ann's 10 with -3 is power 7; Ben's 8 wins.
    result = resolve_trick([PlayedCard("Ann", 10, 7), PlayedCard("Ben", 8, 8), PlayedCard("Cid", 5, 5)], choices())
    assert result.winner == "Ben" and result.collected == (10, 8, 5)


def test_all_cards_cancel_leader_leads_again_by_default():
    cards = [PlayedCard("Ann", 5, 5), PlayedCard("Ben", 3, 5), PlayedCard("Cid", 7, 7), PlayedCard("Dee", 7, 7)]
    result = resolve_trick(cards, choices())
    assert result.winner is None and result.collected == () and len(result.discarded) == 4
    assert (result.next_leader, result.leader_rule) == ("Ann", "leader-again")


def test_all_cards_cancel_left_of_leader():
    # the cards are listed in playing order from the leader, to the left: Ben sits left of Ann.
    cards = [PlayedCard("Ann", 5, 5), PlayedCard("Ben", 5, 5), PlayedCard("Cid", 5, 5)]
    result = resolve_trick(cards, choices(all_cards_cancel="left-of-leader"))
    assert (result.next_leader, result.leader_rule) == ("Ben", "left-of-leader")


def test_one_card_each():
    with pytest.raises(ValueError):
        resolve_trick([PlayedCard("Ann", 5, 5), PlayedCard("Ann", 6, 6)], choices())
