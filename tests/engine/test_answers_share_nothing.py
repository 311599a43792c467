"""The readers, the replay and their JSON forms hand back objects of their own: no list, dict or set
of an answer is one of the input's, or one of the object the answer describes, and nothing handed
in is changed.

A caller keeps what it is handed: the live table keeps positions and sheets between requests, the
API's users change the dicts they get (a label added, a round dropped from a sheet). An answer that
is the engine's own dict (an alias where a copy was meant) changes the game the referee keeps the
moment its caller changes the answer; an input read in place changes the caller's file in memory.
Nothing here compares values with expected ones: the property is identity, counted by walking
both sides (`mutables`), so every alias anywhere in an answer fails it."""

from __future__ import annotations

import copy
import json

import pytest

from helpers import REPO, shared
from referee.engine.replay import replay
from referee.io.game_record import read_record
from referee.io.position_reader import read_position
from referee.rules import load_rules

RECORDS = sorted(REPO.glob("tests/golden/*.json"))
RECORDS = [p for p in RECORDS if not p.name.endswith(".expected.json")] + [REPO / "examples/records/game-3p.json"]
POSITIONS = [REPO / "examples" / name for name in ("dark-tower-4p.json", "dragon-round-3p.json", "game-end-3p.json")]


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_a_record_read_and_replayed_shares_nothing_with_its_input_and_changes_none(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    untouched = copy.deepcopy(data)
    record, problems = read_record(data, lenient=True)
    assert record is not None, problems
    assert data == untouched                                   # the decoded file, unchanged
    assert not shared(record, data)
    start, rounds = record.start.to_dict(record.rules), repr(record.rounds)
    result = replay(record, lenient=True)
    assert record.start.to_dict(record.rules) == start and repr(record.rounds) == rounds
    answer = result.to_dict()
    assert not shared(answer, result, data)                     # the sheet is the caller's own
    assert not shared(answer, result.to_dict())                 # and each answer is a new one
    assert not shared(result.final.to_dict(), result.final) if result.final else True
    assert not shared(result.final, result.rounds)             # the result's winners are not a round's


def _with_rulings(path):
    """The position at `path` with an open ruling answered (its own `rulings`), so that its JSON form
    carries them too."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rulings"] = {"tie-paid-place": "following-place"}
    return data


@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.name)
@pytest.mark.parametrize("read", [lambda p: json.loads(p.read_text(encoding="utf-8")), _with_rulings],
                         ids=["as-written", "with-rulings"])
def test_a_position_read_shares_nothing_with_its_input_and_its_json_nothing_with_it(path, read):
    # the second reading answers an open ruling: a position's JSON whose `rulings` were the
    # position's own dict (mutant position:128) passed every test that read positions without one
    data = read(path)
    untouched = copy.deepcopy(data)
    position, rules, problems = read_position(data)
    assert position is not None and rules is not None, problems
    assert data == untouched
    assert not shared(position, data)
    assert not shared(position.to_dict(rules), position, data)
    assert not shared(position.copy(), position)


@pytest.mark.parametrize("path", POSITIONS, ids=lambda p: p.name)
def test_a_scoring_leaves_its_position_alone_and_its_json_shares_nothing(path):
    from referee import score_position

    position, rules, _ = read_position(json.loads(path.read_text(encoding="utf-8")))
    before = position.to_dict(rules)
    outcome = score_position(position, rules)
    assert position.to_dict(rules) == before                       # "left untouched" (its docstring)
    assert not shared(outcome.to_dict(rules), outcome, position)
    assert not shared(outcome.position, position)


def test_a_round_played_shares_nothing_with_its_position_or_its_json():
    from referee import new_game, play_round

    rules = load_rules()
    position = new_game(["Ann", "Bob", "Cy"], rules)
    before = position.to_dict(rules)
    plays = {"Ann": ["witch", "Dark Tower", "Savage Hills"], "Bob": ["Dark Tower", "King's Castle", "knight"],
             "Cy": ["dragon", "Temple Ruins", "Dark Tower"]}
    played = play_round(position, rules, plays, witch={"Ann": ["Dark Tower", "Temple Ruins", "knight"]})
    assert position.to_dict(rules) == before
    assert not shared(played.log.to_dict(rules), played.log, position)
    assert not shared(played.outcome.to_dict(rules), played.outcome, played.log, position)
