"""Reading game records: structure, cards, starting positions, and the published JSON Schema."""

import json

import jsonschema
import pytest

from helpers import REPO
from referee.engine.record import make_record
from referee.io.game_record import read_record

SCHEMA = json.loads((REPO / "referee/io/schema/game.schema.json").read_text())
GOLDEN = REPO / "tests" / "golden"


def codes(problems):
    return [p.code for p in problems if p.severity == "error"]


def test_setup_position():
    rec, problems = read_record({"players": ["Jen", "Phil"], "rounds": []})
    assert not codes(problems)
    # "Preparation": King in Zin Kai's Deep, 20 markers minus the score-track one = 19, scores 0.
    assert rec.start.king == 1 and rec.start.supply == {"Jen": 19, "Phil": 19}
    assert rec.start.scores == {"Jen": 0, "Phil": 0} and rec.from_setup


def test_cards_by_name_slug_number():
    rec, problems = read_record({"players": ["Jen", "Phil"], "rounds": [
        {"Jen": ["Dark Tower", "dark-tower", 5], "Phil": ["knight!declined", {"card": "knight", "declined": True}, "witch"],
         "witch": {"Phil": [1, 6, 4]}}]})
    assert not codes(problems)
    assert [c.region for c in rec.rounds[0].plays["Jen"]] == [5, 5, 5]
    assert rec.rounds[0].witch["Phil"][0].region == 1


def test_unknown_card_names_round_player_and_card():
    rec, problems = read_record({"players": ["Jen", "Phil"], "rounds": [
        {"Jen": ["Dark Towr", 1, 6], "Phil": [1, 6, 4]}]})
    assert rec is None and codes(problems) == ["UNKNOWN_CARD"]
    msg = problems[0].message
    assert "round 1" in msg and "Jen" in msg and "Dark Towr" in msg and "Dark Tower" in msg


def test_a_stranger_in_the_result_or_a_reselection_is_told_with_a_hint_as_in_a_position():
    # a misspelt seated name is suggested; a name near none is told the players the record seats
    near = {"players": ["Jen", "Phil"], "rounds": [], "result": {"scores": {"Jenn": 3}, "winners": ["Jen"]}}
    _, problems = read_record(near)
    assert codes(problems) == ["UNKNOWN_PLAYER"] and "did you mean 'Jen'?" in problems[0].message
    far = {"players": ["Jen", "Phil"], "rounds": [{"Jen": [], "Phil": [], "witch": {"Bob": []}}]}
    _, problems = read_record(far)
    assert codes(problems) == ["UNKNOWN_PLAYER"] and problems[0].message.endswith("players are Jen, Phil")


@pytest.mark.parametrize("data,code", [
    ({"players": ["Jen", "Phil"]}, "MISSING_FIELD"),
    ({"players": ["Jen", "Phil"], "rounds": {}}, "BAD_TYPE"),
    ({"players": ["Jen", "Phil"], "rounds": [], "extra": 1}, "UNKNOWN_FIELD"),
    ({"players": ["Jen", "witch"], "rounds": []}, "RESERVED_NAME"),
    ({"players": ["Jen"], "rounds": []}, "TOO_FEW_PLAYERS"),
    ({"players": ["Jen", "Phil"], "rounds": [{"Bob": []}]}, "UNKNOWN_PLAYER"),
    ({"players": ["Jen", "Phil"], "rounds": [], "rulings": {"knight-declined": "maybe"}}, "BAD_RULING"),
    ({"players": ["Jen", "Phil"], "rounds": [], "variants": ["nope"]}, "UNKNOWN_VARIANT"),
    ({"players": ["Jen", "Phil"], "rounds": [], "start": {"king": 1, "players": ["A", "B"]}}, "PLAYERS_DIFFER"),
])
def test_bad_records(data, code):
    rec, problems = read_record(data)
    assert rec is None and code in codes(problems)


@pytest.mark.parametrize("field, value", [("rounds", None), ("result", None), ("$schema", 3), ("$schema", None),
                                          ("comment", None), ("comment", 0)])
def test_a_field_written_as_null_or_another_type_is_refused_there_never_read_as_left_out(field, value):
    # the record's schema (referee/io/schema/game.schema.json): the rounds a list, the result an object,
    # `$schema` and the comment text; null is a value written, not a field left out
    data = {"players": ["Jen", "Phil"], "rounds": [], field: value}
    rec, problems = read_record(data)
    assert rec is None and [(p.code, p.field, p.value) for p in problems] == [("BAD_TYPE", field, value)]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, SCHEMA)


@pytest.mark.parametrize("field, value", [("castle", 3), ("dragons", 1), ("game_over", False)])
def test_a_start_field_no_start_has_is_named_once(field, value):
    # a start's field it may not hold: one mistake, one error, at start.FIELD (the position reader
    # is not handed it again to name it a second time)
    _, problems = read_record({"players": ["Jen", "Phil"], "rounds": [], "start": {"king": 1, field: value}})
    assert [(p.code, p.field) for p in problems if p.severity == "error"] == [("UNKNOWN_FIELD", f"start.{field}")]


def test_start_position_supply_derived():
    rec, problems = read_record({"players": ["Jen", "Phil"], "rounds": [], "start": {
        "king": "Dark Tower", "board": {"Dark Tower": {"influence": {"Jen": 4}, "nobles": ["Phil"]}},
        "scores": {"Jen": 12}, "used": {"Jen": ["dragon"]}, "round": 7}})
    assert not codes(problems)
    # 19 playable markers minus those on the board and the Nobles.
    assert rec.start.supply == {"Jen": 15, "Phil": 18}
    assert rec.start.used == {"Jen": ["dragon"]} and rec.rounds == [] and rec.start.round == 7


def test_extra_rulings_override_the_record():
    rec, _ = read_record({"players": ["Jen", "Phil"], "rounds": [], "rulings": {"knight-declined": "declined-unless-added"}},
                         extra_rulings={"knight-after-non-region": "illegal"})
    assert rec.start.rulings == {"knight-declined": "declined-unless-added", "knight-after-non-region": "illegal"}


def test_a_starts_own_rulings_stand_under_the_records_and_the_command_lines():
    # A start is a position, and a position names its rulings; the record's own "rulings" and then
    # --ruling are laid over them, one ruling at a time (a start's ruling the others do not name
    # stays). Before, a record with a start but no "rulings" of its own replayed under the defaults.
    start = {"king": "Dark Tower", "board": {}, "rulings": {"knight-declined": "declined-unless-added",
                                                            "tie-ranking": "1-1-2"}}
    rec, problems = read_record({"players": ["Jen", "Phil"], "rounds": [], "start": start})
    assert not codes(problems) and rec.start.rulings == start["rulings"]
    rec, _ = read_record({"players": ["Jen", "Phil"], "rounds": [], "start": start,
                          "rulings": {"tie-ranking": "1-1-3"}}, extra_rulings={"knight-after-non-region": "illegal"})
    # the record's tie-ranking (the default, 1-1-3) replaced the start's 1-1-2: a default is kept as no entry
    assert rec.start.rulings == {"knight-declined": "declined-unless-added", "knight-after-non-region": "illegal"}


def test_a_starts_banners_stand_region_by_region_under_the_records():
    # The record's banners are laid over the start's one region at a time: Dark Tower keeps the
    # start's printing (5-5-3-2) beside the record's Wizard's Tower, and where both name Dark Tower the
    # record's stands. A problem is named where its value was written: start.banners for the start's.
    start = {"king": "Dark Tower", "board": {}, "banners": {"Dark Tower": [5, 5, 3, 2]}}
    rec, problems = read_record({"players": ["Jen", "Phil"], "rounds": [], "start": start,
                                 "banners": {"Wizard's Tower": [6, 4, 3, 1]}})
    dark, wizard = 5, 6                               # route numbers (spec/kings-road/game.toml)
    assert rec.start.banners == {dark: (5, 5, 3, 2), wizard: (6, 4, 3, 1)}
    assert [p.field for p in problems] == ['start.banners."Dark Tower"']      # unlike the rulebook's: a warning
    rec, problems = read_record({"players": ["Jen", "Phil"], "rounds": [], "start": start,
                                 "banners": {"Dark Tower": [5, 4, 3, 9]}})
    assert rec is None and [(p.code, p.field) for p in problems] == [("BAD_BANNER", 'banners."Dark Tower"')]


@pytest.mark.parametrize("start_rulings, record_rulings, named", [
    ("x", {"tie-ranking": "1-1-2"}, ("BAD_TYPE", "start.rulings")),            # the start's, not an object
    ({"tie-ranking": "1-1-2"}, "y", ("BAD_TYPE", "rulings")),                  # the record's, not an object
    ({"tie-ranking": "zz"}, {"knight-declined": "declined-unless-added"}, ("BAD_RULING", "start.rulings.tie-ranking"))])
def test_a_bad_ruling_is_named_where_it_was_written(start_rulings, record_rulings, named):
    start = {"king": "Dark Tower", "board": {}, "rulings": start_rulings}
    rec, problems = read_record({"players": ["Jen", "Phil"], "rounds": [], "start": start, "rulings": record_rulings})
    assert rec is None and [(p.code, p.field) for p in problems] == [named]


def test_golden_records_validate_against_the_schema():
    for path in GOLDEN.glob("*.json"):
        if path.name.endswith(".expected.json") or path.name.startswith("lenient-"):
            continue
        jsonschema.validate(json.loads(path.read_text()), SCHEMA)


def test_schema_refuses_four_cards_and_bad_card_object():
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"players": ["A", "B"], "rounds": [{"A": [1, 2, 3, 4]}]}, SCHEMA)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"players": ["A", "B"], "rounds": [{"A": [{"card": "dragon", "declined": True}]}]}, SCHEMA)


def test_make_record_reads_back(rules):
    data = make_record(["Jen", "Phil"], rules, [{"Jen": ["Dark Tower", "knight!declined"], "Phil": []}])
    jsonschema.validate(data, SCHEMA)
    rec, problems = read_record(data)
    assert not codes(problems) and rec.rounds[0].plays["Jen"][1].declined is True


def test_lenient_keeps_a_record_with_round_problems():
    data = {"players": ["Jen", "Phil"], "rounds": [{"Jen": ["Dark Towr", 1, 6], "Phil": [1, 6, 4]}]}
    rec, problems = read_record(data, lenient=True)
    assert rec is not None and codes(problems) == ["UNKNOWN_CARD"]
    assert [c.region for c in rec.rounds[0].plays["Jen"]] == [1, 6]
    rec, _ = read_record({"players": ["Jen"], "rounds": []}, lenient=True)
    assert rec is None          # a record-level problem still stops it


def test_a_start_after_the_game_ended_is_refused():
    # "Game end and winning": someone at 40 or more means the game ended after the previous
    # round, so no round can be replayed from this start (the same check `referee score` makes).
    record, problems = read_record({"players": ["Ann", "Bob"], "start": {"king": 1, "scores": {"Ann": 45}},
                                    "rounds": [{"Ann": [1, 6, 4], "Bob": [1, 6, 4]}]})
    assert record is None
    assert [(p.code, p.field) for p in problems] == [("GAME_ALREADY_OVER", "start.scores.Ann")]   # where it is written


def test_a_start_without_the_king_is_refused_where_a_record_holds_the_king():
    # "Preparation": the King stands somewhere from the set-up on. A record holds him in its start
    # only, so a start that leaves him out is named at start.king, not at a `king` no record has;
    # a field the start does hold keeps its own place, and the command line's banners theirs.
    record, problems = read_record({"players": ["Ann", "Bob"], "start": {"scores": {"Ann": 3, "Bob": 1}},
                                    "rounds": []}, extra_banners={"Atlantis": [6, 3, 1]})
    assert record is None
    assert [(p.code, p.field) for p in problems] == [("MISSING_FIELD", "start.king"),
                                                     ("UNKNOWN_REGION", "--banners.Atlantis")]


def test_a_variant_problem_is_told_where_the_start_or_the_record_writes_it():
    # a start's variants come first, then the record's: each problem is told at the field that wrote it
    start = {"king": "Zin Kai's Deep", "variants": []}

    def told(start_variants, record_variants):
        _, problems = read_record({"players": ["Ann", "Bob"], "start": {**start, "variants": start_variants},
                                   "variants": record_variants, "rounds": []})
        return [(p.code, p.field, p.value) for p in problems]
    assert told([], "permanent-nobles") == [("BAD_TYPE", "variants", "permanent-nobles")]
    assert told(["permanent-nobles"], "permanent-nobles") == [("BAD_TYPE", "variants", "permanent-nobles")]
    assert told([], ["nonesuch"]) == [("UNKNOWN_VARIANT", "variants", "nonesuch")]
    assert told(["nonesuch"], []) == [("UNKNOWN_VARIANT", "start.variants", "nonesuch")]
    assert told("nonesuch", []) == [("BAD_TYPE", "start.variants", "nonesuch")]


def test_too_many_variants_between_a_start_and_its_record_are_told_at_both():
    # the start's list laid first, then the record's others (docs/organisers.md): nine between them is one
    # more than a position may name (MAX_VARIANTS, 8), told at both lists and quoting them as laid, as a
    # position's own list and --variant's are told together
    names = [f"v{i}" for i in range(9)]

    def told(start_variants, record_variants, extra=()):
        _, problems = read_record({"players": ["Ann", "Bob"], "start": {"king": 1, "variants": start_variants},
                                   "variants": record_variants, "rounds": []}, extra_variants=extra)
        return [(p.code, p.field, p.value) for p in problems]
    assert told(names[:5], names[5:]) == [("TOO_MANY_VARIANTS", "start.variants + variants", names)]
    assert told(names, []) == [("TOO_MANY_VARIANTS", "start.variants", names)]
    assert told(names[:5], names[5:8], ("permanent-nobles",)) == [
        ("TOO_MANY_VARIANTS", "start.variants + variants + --variant", [*names[:8], "permanent-nobles"])]
