"""What landing does (landing.py): Treasures, the three landing-on-a-player cases with their
Treasure transfers, Event Spaces, winning. Test line board: start a1 a2 a3 a4 a5(event: go to a1)
gold(crown); side road a3 b4 b5 cup(grail)."""

from __future__ import annotations

import copy

from favor_boards import LINE, line_board, state_on
from referee.games.kings_favor.landing import land, landing_case
from referee.games.kings_favor.reader import read_board

BOARD = line_board()


def kinds(landing):
    return [(e.kind, e.player) for e in landing.effects]


def test_case_numbers():
    # "Landing on another Player": 1 by a roll or one's own card; 2 by the landed-on player's
    # card; 3 any other way (events, being sent back, a third player's card).
    assert landing_case("roll", "Ann", "Ben") == 1
    assert landing_case("card:Ann", "Ann", "Ben") == 1
    assert landing_case("card:Ben", "Ann", "Ben") == 2
    assert landing_case("card:Cid", "Ann", "Ben") == 3
    assert landing_case("event", "Ann", "Ben") == 3


def test_landing_on_a_treasure_space_takes_a_treasure():
    state = state_on(BOARD, {"Ann": "b5", "Ben": "a1"})
    landing = land(BOARD, state, "Ann", "cup", "b5")
    assert kinds(landing) == [("treasure-taken", "Ann")]
    assert landing.holdings["Ann"] == ("grail",) and landing.treasures_left["grail"] == 1


def test_no_treasure_left_nothing_taken():
    state = state_on(BOARD, {"Ann": "b5", "Ben": "a1"}, left={"grail": 0})
    assert land(BOARD, state, "Ann", "cup", "b5").effects == ()


def test_case_1_swap_and_mover_takes_the_treasure():
    # Ann (no Treasure) rolls onto Ben (crown): Ben goes to a2 where Ann came from; Ann takes the crown.
    state = state_on(BOARD, {"Ann": "a2", "Ben": ("a4", "crown")})
    landing = land(BOARD, state, "Ann", "a4", "a2")
    assert landing.positions == {"Ann": "a4", "Ben": "a2"}
    assert landing.holdings == {"Ann": ("crown",), "Ben": ()}
    assert kinds(landing) == [("treasure-passed", "Ann"), ("sent-back", "Ben")]


def test_case_1_carrier_lands_on_empty_handed_player_keeps_treasure():
    # The transfer in case 1 only goes to the mover: Ben (crown) lands on Ann: swap, no transfer.
    state = state_on(BOARD, {"Ann": "a2", "Ben": ("a4", "crown")})
    landing = land(BOARD, state, "Ben", "a2", "a4")
    assert landing.positions == {"Ann": "a4", "Ben": "a2"} and landing.holdings["Ben"] == ("crown",)


def test_case_2_landed_on_players_card_gives_the_mover_s_treasure():
    # Ben's Ability card moves Ann (crown) onto Ben (none): Ben goes to where Ann was and takes her crown.
    state = state_on(BOARD, {"Ann": ("a4", "crown"), "Ben": "a2"})
    landing = land(BOARD, state, "Ann", "a2", "a4", cause="card:Ben")
    assert landing.positions == {"Ann": "a2", "Ben": "a4"}
    assert landing.holdings == {"Ann": (), "Ben": ("crown",)}
    assert [e.detail for e in landing.effects if e.kind == "treasure-passed"] == ["2"]


def test_case_3_nobody_moves_the_empty_handed_one_takes():
    # Cid's card puts Ann on Ben: neither's own card, so case 3: no swap; Ben has the crown, Ann
    # does not: Ann takes it.
    state = state_on(BOARD, {"Ann": "a2", "Ben": ("a4", "crown"), "Cid": "a1"})
    landing = land(BOARD, state, "Ann", "a4", "a2", cause="card:Cid")
    assert landing.positions["Ben"] == "a4" and landing.positions["Ann"] == "a4"
    assert landing.holdings["Ann"] == ("crown",) and landing.holdings["Ben"] == ()


def test_case_3_by_an_event_the_carrier_can_lose_it():
    # Ann (grail) lands on a5, whose instruction sends her to a1 where Ben waits with nothing:
    # case 3, Ben takes the grail.
    state = state_on(BOARD, {"Ann": ("a3", "grail"), "Ben": "a1"})
    landing = land(BOARD, state, "Ann", "a5", "a3")
    assert kinds(landing) == [("event", "Ann"), ("same-space", "Ann"), ("treasure-passed", "Ben")]
    assert landing.positions["Ann"] == "a1" and landing.holdings == {"Ann": (), "Ben": ("grail",)}


def test_two_carriers_swap_by_default_or_stay_by_ruling():
    players = {"Ann": ("a2", "crown"), "Ben": ("a4", "grail")}
    swapped = land(BOARD, state_on(BOARD, players), "Ann", "a4", "a2")
    assert swapped.positions == {"Ann": "a4", "Ben": "a2"}
    assert swapped.holdings == {"Ann": ("crown",), "Ben": ("grail",)}            # each keeps theirs
    kept = land(BOARD, state_on(BOARD, players, two_carriers_swap="no-swap"), "Ann", "a4", "a2")
    assert kept.positions == {"Ann": "a4", "Ben": "a4"} and kinds(kept) == [("no-swap", "Ann")]


def test_sent_back_onto_an_event_space_follows_it_by_default():
    # Ann rolls from a5 (the event space) back onto Ben on a4 (someone carries: she may move
    # backward). Ben is sent to a5: by default he follows it, to a1.
    players = {"Ann": "a5", "Ben": "a4", "Cid": ("cup", "grail")}
    landing = land(BOARD, state_on(BOARD, players), "Ann", "a4", "a5")
    assert landing.positions["Ben"] == "a1"
    ignored = land(BOARD, state_on(BOARD, players, swapped_onto_event="ignores"), "Ann", "a4", "a5")
    assert ignored.positions["Ben"] == "a5" and ("event-ignored", "Ben") in kinds(ignored)


def test_landing_order_on_an_occupied_treasure_space():
    # Ben just took a grail at cup; Ann (nothing) lands there with a grail still by the space.
    # (under two-treasures = one-only, so that a piece carrying one takes no other)
    players = {"Ann": "b5", "Ben": ("cup", "grail")}
    space_first = land(BOARD, state_on(BOARD, players, two_treasures="one-only"), "Ann", "cup", "b5")
    # space first: Ann takes the grail by the space, then finds herself carrying: Ben keeps his.
    assert space_first.holdings == {"Ann": ("grail",), "Ben": ("grail",)}
    assert space_first.treasures_left["grail"] == 0
    player_first = land(BOARD, state_on(BOARD, players, landing_order="player-first", two_treasures="one-only"),
                        "Ann", "cup", "b5")
    # player first: Ann takes Ben's grail; Ben, sent back to b5, has none; the space keeps its grail.
    assert player_first.holdings == {"Ann": ("grail",), "Ben": ()}
    assert player_first.treasures_left["grail"] == 1


def test_a_carrier_takes_a_second_treasure_as_the_text_reads_unless_the_ruling_says_one_only():
    # "The Board": a player landing on a Treasure Space with a Treasure by it gets a Treasure, no
    # condition (default may-hold-two); under one-only the carrier is refused.
    players = {"Ann": ("b5", "crown"), "Ben": "a1"}
    two = land(BOARD, state_on(BOARD, players), "Ann", "cup", "b5")
    assert two.holdings["Ann"] == ("crown", "grail")
    one = land(BOARD, state_on(BOARD, players, two_treasures="one-only"), "Ann", "cup", "b5")
    assert one.holdings["Ann"] == ("crown",) and kinds(one) == [("treasure-refused", "Ann")]


def test_an_event_space_with_a_piece_on_it_follows_the_event_and_player_ruling():
    # a5 sends a piece to a1. Ann rolls onto a5 where Ben stands (nobody carries).
    players = {"Ann": "a4", "Ben": "a5"}
    player_first = land(BOARD, state_on(BOARD, players), "Ann", "a5", "a4")
    # default: Ben is landed on and sent back to a4; then Ann follows the instruction to a1
    assert player_first.positions == {"Ann": "a1", "Ben": "a4"}
    event_first = land(BOARD, state_on(BOARD, players, event_and_player="event-first"), "Ann", "a5", "a4")
    # event first: Ann goes on to a1 at once; she never landed on Ben, who stays on a5
    assert event_first.positions == {"Ann": "a1", "Ben": "a5"}


def test_back_on_the_start_with_a_treasure_wins():
    state = state_on(BOARD, {"Ann": ("a1", "crown"), "Ben": "a2"})
    landing = land(BOARD, state, "Ann", "start", "a1")
    assert landing.winner == "Ann" and kinds(landing)[-1] == ("wins", "Ann")


def test_a_loop_of_instructions_stops():
    data = copy.deepcopy(LINE)
    data["spaces"][1] = {"id": "a1", "number": 1, "kind": "event", "event": "Go to space 5.", "go_to": "a5"}
    board = read_board(data, "loop.json")
    landing = land(board, state_on(board, {"Ann": "a4", "Ben": "b4"}), "Ann", "a5", "a4")
    # a5 sends Ann to a1, a1 back to a5: each instruction is told once, then the loop, once
    assert [e.kind for e in landing.effects] == ["event", "event", "event-loop"]
    assert [e.space for e in landing.effects] == ["a5", "a1", "a5"]


def test_a_space_sending_a_piece_to_itself_is_told_once():
    # Such a space printed its event 21 times
    data = copy.deepcopy(LINE)
    data["spaces"][5] = {"id": "a5", "number": 5, "kind": "event", "event": "Stay here.", "go_to": "a5"}
    board = read_board(data, "self.json")
    landing = land(board, state_on(board, {"Ann": "a4", "Ben": "b4"}), "Ann", "a5", "a4")
    assert [e.kind for e in landing.effects] == ["event", "event-loop"]
