"""A live table's state and its checks (referee.live.table, referee.live.store), without a server.

Expected values come from the rulebook, reasoned next to each test: the set-up puts the King on Zin
Kai's Deep ("Preparation"); a region's first place pays its number ("Scoring"); a single player with
the most influence places a Noble and earns the Noble bonus, 1 + the other regions of the chain
("Nobles"); 20 markers a player, one on the score track ("Preparation"), so 19 in supply; three
cards a round ("Choosing cards"); the Witch comes first, sends the other cards back, its player
chooses again after the others, and it leaves the game once played ("Revealing cards — Witch").
"""

from __future__ import annotations

import json

import pytest

from referee.live.setup import read_setup
from referee.live.store import StoreRefused, TableStore
from referee.live.table import FIRST, OVER, WITCH_PHASE, TableSetup, TableState, choice_problems

ANN, BEN, CAT = "Ann", "Ben", "Cat"
ROUND_ONE = {ANN: ["Zin Kai's Deep", "Wizard's Tower", "Savage Hills"],
             BEN: ["Wizard's Tower", "Savage Hills", "King's Altar"],
             CAT: ["Wizard's Tower", "Savage Hills", "King's Altar"]}
SHIPPED = {"permanent-nobles": "permanent-nobles"}


def new_table(**rulings: str) -> TableState:
    setup, problems = read_setup({"players": [ANN, BEN, CAT], "rulings": rulings}, SHIPPED, "en")
    assert problems == [] and setup is not None
    return TableState(setup)


def choose(state: TableState, player: str, cards: list[str], phase: str = FIRST) -> list:
    from referee.live.table import apply

    problems = choice_problems(state, player, state.round, phase, cards)
    if not problems:
        apply(state, {"kind": "choose", "player": player, "phase": phase, "cards": cards})
    return problems


def codes(problems) -> list[str]:
    return [p.code for p in problems]


def test_a_round_is_scored_only_when_every_seat_has_confirmed():
    state = new_table()
    assert choose(state, ANN, ROUND_ONE[ANN]) == []
    assert choose(state, BEN, ROUND_ONE[BEN]) == []
    assert state.rounds == [] and state.phase == FIRST and state.waiting_for() == [CAT]
    assert choose(state, CAT, ROUND_ONE[CAT]) == []
    # Zin Kai's Deep (the King's, region 1): Ann alone, 1 marker -> first place pays 1, her marker
    # becomes a Noble, Noble bonus 1 (a chain of one region): 2 points. Nobody else scores.
    position = state.played.position
    assert position.scores == {ANN: 2, BEN: 0, CAT: 0}
    assert position.nobles_in(1) == [ANN]
    # 19 markers in supply, 3 played; Ann's marker in the scored region stays as the Noble: 16 each
    assert position.supply == {ANN: 16, BEN: 16, CAT: 16}
    assert state.played.rules.board.name(position.king) == "Wizard's Tower"      # the next on the route
    assert state.round == 2 and state.first == {}


def test_a_choice_at_the_wrong_moment_is_refused_naming_why():
    state = new_table()
    assert codes(choice_problems(state, ANN, 2, FIRST, ROUND_ONE[ANN])) == ["STALE_ROUND"]
    assert codes(choice_problems(state, ANN, 1, "later", ROUND_ONE[ANN])) == ["BAD_OPTION"]
    assert codes(choice_problems(state, ANN, 1, WITCH_PHASE, ROUND_ONE[ANN])) == ["NOT_WITCH_PLAYER"]
    choose(state, ANN, ROUND_ONE[ANN])
    assert codes(choice_problems(state, ANN, 1, FIRST, ROUND_ONE[BEN])) == ["ALREADY_CONFIRMED"]
    assert state.first[ANN] == ROUND_ONE[ANN]                # the first confirmation stands


def test_an_illegal_selection_is_refused_with_the_engines_reason_and_section():
    state = new_table()
    two = choice_problems(state, ANN, 1, FIRST, ["Dark Tower", "Temple Ruins"])
    assert codes(two) == ["TOO_FEW_CARDS"]                                # three cards a round
    assert "Choosing cards" in two[0].message
    late = choice_problems(state, ANN, 1, FIRST, ["Dark Tower", "witch", "Temple Ruins"])
    assert codes(late) == ["WITCH_NOT_FIRST"] and late[0].field == "cards[1]" and late[0].value == "witch"
    assert codes(choice_problems(state, ANN, 1, FIRST, ["Dark Tower", "Nowhere", "knight"])) == ["UNKNOWN_CARD"]
    assert codes(choice_problems(state, ANN, 1, FIRST, "Dark Tower")) == ["BAD_TYPE"]


def test_the_witch_player_chooses_again_after_the_reveal_and_the_witch_leaves_the_game():
    state = new_table()
    choose(state, ANN, ROUND_ONE[ANN])
    choose(state, BEN, ["witch", "Dark Tower", "Temple Ruins"])
    assert state.witch_players == []                       # nothing is revealed before every seat confirmed
    choose(state, CAT, ROUND_ONE[CAT])
    assert state.phase == WITCH_PHASE and state.witch_players == [BEN] and state.waiting_for() == [BEN]
    assert codes(choice_problems(state, CAT, 1, FIRST, ROUND_ONE[CAT])) == ["AFTER_REVEAL"]
    assert codes(choice_problems(state, CAT, 1, WITCH_PHASE, ROUND_ONE[CAT])) == ["NOT_WITCH_PLAYER"]
    assert choose(state, BEN, ["Zin Kai's Deep", "Dark Tower", "King's Castle"], WITCH_PHASE) == []
    assert state.rounds[0]["witch"] == {BEN: ["Zin Kai's Deep", "Dark Tower", "King's Castle"]}
    # Zin Kai's Deep: Ann 1, Ben 1, tied for most: both take the lowest place the tie spans
    # (the second), and no Noble is placed ("Nobles": only a single player with the most)
    assert state.played.position.nobles_in(1) == []
    assert "witch" not in state.hand(BEN) and "witch" in state.hand(ANN)


def test_a_ruling_chosen_for_the_table_rules_its_choices():
    state = new_table(**{"witch-reselect-same-cards": "forbidden"})
    choose(state, ANN, ROUND_ONE[ANN])
    choose(state, BEN, ["witch", "Dark Tower", "Temple Ruins"])
    choose(state, CAT, ROUND_ONE[CAT])
    again = choice_problems(state, BEN, 1, WITCH_PHASE, ["Dark Tower", "Zin Kai's Deep", "King's Castle"])
    assert codes(again) == ["RESELECTION_SAME_CARD"] and again[0].value == "Dark Tower"


def test_a_whole_game_ends_and_refuses_further_choices():
    state = new_table()
    order = ["Zin Kai's Deep", "Wizard's Tower", "Savage Hills", "King's Altar", "Temple Ruins", "Dark Tower",
             "Dragon's Lair", "King's Castle"]
    for _ in range(200):
        if state.phase == OVER:
            break
        for seat, player in enumerate(state.setup.players):
            due = state.cards_due(player)
            start = (state.round + seat) % len(order)
            assert choose(state, player, (order[start:] + order[:start])[:due]) == []
    assert state.phase == OVER
    assert max(state.played.position.scores.values()) >= 40          # "Game end": someone reached 40
    assert codes(choice_problems(state, ANN, state.round, FIRST, ROUND_ONE[ANN])) == ["GAME_OVER"]


def test_the_setup_is_read_as_a_record_is_and_names_every_problem():
    setup, problems = read_setup({"players": ["Ann"], "variants": ["../x.toml"], "rulings": {"nope": "x"},
                                  "langs": {"Zoe": "fr"}, "seats": 3}, SHIPPED, "en")
    assert setup is None
    assert {(p.code, p.field) for p in problems} >= {("UNKNOWN_FIELD", "seats"), ("UNKNOWN_VARIANT", "variants[0]"),
                                                     ("UNKNOWN_PLAYER", "langs.Zoe")}
    setup, problems = read_setup({"players": ["Ann"]}, SHIPPED, "en")       # 2 to 5 players ("Preparation")
    assert setup is None and any(p.field.startswith("players") for p in problems)
    setup, problems = read_setup({"players": ["Ann", "Ben"], "rulings": {"nope": "x"}}, SHIPPED, "en")
    assert setup is None and [p.field for p in problems] == ["rulings.nope"]
    setup, problems = read_setup({"players": "Ann, Ben"}, SHIPPED, "en")
    assert setup is None and codes(problems) == ["BAD_TYPE"]


def test_the_store_keeps_every_event_and_a_new_store_on_the_file_finds_the_table_as_it_was(tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = TableStore(path)
    made = store.create(TableSetup((ANN, BEN, CAT)))
    with store.table(made.table_id) as state:
        store.add(state, made.table_id, {"kind": "choose", "player": ANN, "phase": FIRST, "cards": ROUND_ONE[ANN]})
        store.add(state, made.table_id, {"kind": "lang", "player": BEN, "lang": "fr"})
    store.close()
    again = TableStore(path)
    assert again.access(made.table_id, made.seats[ANN]).player == ANN
    assert again.access(made.table_id, made.host).player is None
    assert again.access(made.table_id, made.seats[ANN] + "x") is None
    with again.table(made.table_id) as state:
        assert state.first == {ANN: ROUND_ONE[ANN]} and state.langs[BEN] == "fr" and state.seq == 2


@pytest.mark.parametrize("content", [b'{"players": []}', b"SQLite format 2\x00 and more"])
def test_a_file_that_is_not_the_referees_is_refused_and_left_as_it_was(tmp_path, content):
    path = tmp_path / "tables.sqlite3"
    path.write_bytes(content)
    with pytest.raises(StoreRefused):
        TableStore(path)
    assert path.read_bytes() == content


def test_sqlites_own_refusal_is_said_in_the_answers_language(tmp_path):
    # SQLite's header, then bytes no database holds: SQLite's own words ("file is not a database")
    # are English whatever the language; the refusal says why in the asked one
    from helpers import french_entry
    from referee.live.store import sqlite_reason
    from referee.messages import en

    path = tmp_path / "damaged.sqlite3"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 200)
    with pytest.raises(StoreRefused) as refused:
        TableStore(path)
    reason = refused.value.reason.values()["reason"]
    key = "table.store.reason.not-a-database"
    assert reason.key == key and reason.render("fr") == french_entry(key, en.MESSAGES[key])
    assert sqlite_reason(Exception("something new")).render("fr") == "something new"     # kept as SQLite said it


def test_another_applications_sqlite_file_is_refused_unchanged(tmp_path):
    import sqlite3

    path = tmp_path / "other.db"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
    before = path.read_bytes()
    with pytest.raises(StoreRefused):
        TableStore(path)
    assert path.read_bytes() == before


def test_tokens_are_long_random_and_distinct(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3")
    made = [store.create(TableSetup((ANN, BEN))) for _ in range(20)]
    tokens = [m.host for m in made] + [t for m in made for t in m.seats.values()]
    assert len(set(tokens)) == len(tokens) and min(map(len, tokens)) >= 24      # 144 random bits each
    assert json.dumps(made[0].seats).count(made[0].host) == 0


def test_a_table_folded_out_of_memory_is_folded_again_from_the_file(tmp_path, monkeypatch):
    import referee.live.store as store_module

    monkeypatch.setattr(store_module, "KEPT_STATES", 1)
    store = TableStore(tmp_path / "t.sqlite3")
    first, second = store.create(TableSetup((ANN, BEN, CAT))), store.create(TableSetup((ANN, BEN)))
    with store.table(first.table_id) as state:
        store.add(state, first.table_id, {"kind": "choose", "player": ANN, "phase": FIRST, "cards": ROUND_ONE[ANN]})
    with store.table(second.table_id):
        pass
    assert list(store._states) == [second.table_id]     # the first table has left memory
    with store.table(first.table_id) as state:
        assert state.first == {ANN: ROUND_ONE[ANN]} and state.seq == 1
