"""spec/kings-favor/ read as data (rules.py)."""

from __future__ import annotations

import json
from pathlib import Path

from referee.games import spec_files
from referee.games.kings_favor.rules import load_rules

REPO = Path(__file__).resolve().parents[3]          # tests/games/<game>/this file
RULES = load_rules()


def test_components_are_the_texts():
    # "Overview": 2 players minimum, 6 Player Pieces; "Setup": a six-sided die, two copies of each
    # of three Treasure types, each kept by its Treasure Space.
    assert (RULES.min_players, RULES.max_players, RULES.die_faces, RULES.treasure_copies) == (2, 6, 6, 2)
    assert RULES.treasure_types == {"sceptre": "Dragon's Keep", "crown": "Ruined Castle", "grail": "Tornado Valley"}


def test_sections_are_the_texts_names():
    assert RULES.sections["direction"] == "Movement: Direction of Movement"
    assert RULES.sections["player"] == "Movement: Landing on another Player"
    assert RULES.sections["board"] == "The Board" and RULES.sections["winning"] == "Overview"


def test_provenance_says_the_board_is_missing():
    assert any("not in the text" in note and "invented" in note for note in RULES.provenance["notes"])


def test_register_has_every_open_question_with_defaults():
    # Two-treasures defaults to the text's reading; the two card-deck questions no code
    # read are gone (the referee models no deck); card moves' direction and an Event Space with a
    # piece on it are rulings the code reads
    assert {r.id: r.default for r in RULES.rulings} == {
        "exact-roll-to-start": "not-required", "two-treasures": "may-hold-two", "two-carriers-swap": "swap",
        "swapped-onto-event": "follows", "landing-order": "space-first", "end-of-path": "stop",
        "card-move-direction": "roll-rules", "event-and-player": "player-first"}
    for ruling in RULES.rulings:
        assert ruling.default in ruling.alternatives and len(ruling.alternatives) >= 2
        assert ruling.section and ruling.question


def test_board_schema_is_published_with_the_spec():
    schema = json.loads((Path(spec_files.spec_dir("kings-favor")) / "board.schema.json").read_text())
    assert schema["required"] == ["spaces", "paths"]
    assert set(schema["$defs"]["space"]["properties"]["kind"]["enum"]) == {"start", "normal", "event", "treasure",
                                                                          "branch"}
    assert spec_files.read_json("kings-favor", "state.schema.json")["title"] == "King's Favor state"
