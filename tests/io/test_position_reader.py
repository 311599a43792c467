"""Reading and checking position files: referee.position_reader (every problem, not only the first)."""

from __future__ import annotations

import pytest

from referee.engine.adjudicate import scoring_problems
from referee.io.position_reader import parse_json_text, read_position, read_position_text

BASE = {"players": ["Jen", "Phil", "Chris", "Simon"], "king": "Dark Tower"}


def codes(data: dict, **kwargs) -> list[str]:
    _, _, problems = read_position(data, **kwargs)
    return [p.code for p in problems if p.severity == "error"]


def only_problem(data: dict, **kwargs):
    _, _, problems = read_position(data, **kwargs)
    errors = [p for p in problems if p.severity == "error"]
    assert len(errors) == 1, [p.message for p in problems]
    return errors[0]


# ---------------------------------------------------------------- what is accepted

def test_minimal_position():
    position, rules, problems = read_position(BASE)
    assert problems == []
    assert position.king == 5 and position.markers == {} and position.nobles == {}
    assert position.scores == {"Jen": 0, "Phil": 0, "Chris": 0, "Simon": 0}   # default 0
    assert position.supply is None and position.dragons == 0 and rules.variant_ids == ()


@pytest.mark.parametrize("key", ["Dark Tower", "dark-tower", "DARK TOWER", 5, "5", " 5 "])
def test_region_by_name_slug_or_number(key):
    position, _, problems = read_position({**BASE, "king": key, "board": {key: {"influence": {"Jen": 1}}}})
    assert problems == [] and position.king == 5 and position.markers == {5: {"Jen": 1}}


def test_nobles_count_as_influence():
    # Phil: 3 markers + his Noble = 4 influence; Jen 4 markers = 4 ("Scoring": a Noble counts as
    # one marker, [scoring] noble_influence = 1)
    position, _, _ = read_position({**BASE, "board": {"Dark Tower": {"influence": {"Jen": 4, "Phil": 3},
                                                                    "nobles": ["Phil"]}}})
    assert position.influence(5, 1) == {"Jen": 4, "Phil": 4, "Chris": 0, "Simon": 0}


def test_zero_counts_are_dropped():
    position, _, _ = read_position({**BASE, "board": {"5": {"influence": {"Jen": 0, "Phil": 2}}}})
    assert position.markers == {5: {"Phil": 2}}


def test_supply_exactly_20_is_fine_and_short_supply_is_a_warning():
    # Jen: 4 on the board + 15 supply + 1 score track = 20 -> no problem.
    # Phil: 0 + 10 + 1 = 11 < 20 -> a warning (markers missing), the position still reads.
    position, _, problems = read_position({**BASE, "board": {"5": {"influence": {"Jen": 4}}},
                                           "supply": {"Jen": 15, "Phil": 10}})
    assert position is not None
    assert [(p.code, p.severity, p.field) for p in problems] == [("MARKERS_MISSING", "warning", "supply.Phil")]


def test_command_line_variant_and_banners_merge_with_the_file():
    position, rules, problems = read_position({**BASE, "banners": {"Temple Ruins": [3, 2, 1]}},
                                              extra_variants=["permanent-nobles"],
                                              extra_banners={"Temple Ruins": [4, 1], "2": [2]})
    # accepted as this printing's; only warnings where they contradict the rulebook ("Scoring")
    assert {p.code for p in problems} == {"BANNER_UNLIKE_RULEBOOK"}
    assert all(p.severity == "warning" for p in problems)
    assert rules.variant_ids == ("permanent-nobles",) and position.variants == ["permanent-nobles"]
    assert position.banners == {3: (4, 1), 2: (2,)}     # the command line wins for Temple Ruins


@pytest.mark.parametrize("given", [[["Temple Ruins", 3]], "Temple Ruins=3,2,1", 3])
def test_extra_banners_that_are_no_table_are_refused_at_their_own_field(given):
    # a program's extra banners (the command line's --banners, read) that are no table by region:
    # one problem, at --banners, never a crash while warning of banners unlike the rulebook's
    position, _, problems = read_position(BASE, extra_banners=given)
    assert position is None
    assert [(p.code, p.field, p.value) for p in problems] == [("BAD_TYPE", "--banners", given)]


def test_non_default_ruling_is_kept_default_is_dropped():
    position, _, problems = read_position({**BASE, "rulings": {"knight-declined": "declined-unless-added",
                                                               "card-without-marker": "illegal"}})
    assert problems == [] and position.rulings == {"knight-declined": "declined-unless-added"}


# ---------------------------------------------------------------- every bad input

def test_unknown_region_suggests_nearest():
    p = only_problem({**BASE, "king": "Dark Towr"})
    assert (p.code, p.field, p.value) == ("UNKNOWN_REGION", "king", "Dark Towr")
    assert "did you mean 'Dark Tower'" in p.message


def test_unknown_region_in_board():
    p = only_problem({**BASE, "board": {"Dragons Liar": {}}})
    assert p.code == "UNKNOWN_REGION" and "Dragon's Lair" in p.message


def test_unknown_player():
    p = only_problem({**BASE, "board": {"5": {"influence": {"Jenn": 1}}}})
    assert (p.code, p.field, p.value) == ("UNKNOWN_PLAYER", "board.5.influence.Jenn", "Jenn")
    assert "did you mean 'Jen'" in p.message


def test_duplicate_player():
    p = only_problem({**BASE, "players": ["Jen", "Phil", "Jen"]})
    assert (p.code, p.field, p.value) == ("DUPLICATE_PLAYER", "players[2]", "Jen")


@pytest.mark.parametrize("players, code", [(["Jen"], "TOO_FEW_PLAYERS"), ([], "TOO_FEW_PLAYERS"),
                                           (list("ABCDEF"), "TOO_MANY_PLAYERS")])
def test_player_count(players, code):
    assert codes({**BASE, "players": players}) == [code]


@pytest.mark.parametrize("value, code", [(-1, "NEGATIVE_COUNT"), (1.5, "NOT_AN_INTEGER"), ("2", "NOT_AN_INTEGER"),
                                         (True, "NOT_AN_INTEGER"), (None, "NOT_AN_INTEGER")])
def test_bad_counts(value, code):
    p = only_problem({**BASE, "board": {"5": {"influence": {"Jen": value}}}})
    assert (p.code, p.field, p.value) == (code, "board.5.influence.Jen", value)


def test_bad_score_and_supply_counts():
    assert codes({**BASE, "scores": {"Jen": -3}, "supply": {"Phil": 2.5}}) == ["NEGATIVE_COUNT", "NOT_AN_INTEGER"]


def test_more_than_20_markers():
    # Jen: 12 + 6 on the board + 1 Noble + 1 score-track marker = 20 -> fine ...
    ok = {**BASE, "board": {"5": {"influence": {"Jen": 12}}, "2": {"influence": {"Jen": 6}, "nobles": ["Jen"]}}}
    assert codes(ok) == []
    # ... and one more marker in supply makes 21 > 20.
    p = only_problem({**ok, "supply": {"Jen": 1}})
    assert p.code == "TOO_MANY_MARKERS" and "21" in p.message and p.value == "Jen"


def test_standard_rules_allow_one_noble_per_region():
    p = only_problem({**BASE, "board": {"5": {"nobles": ["Jen", "Phil"]}}})
    assert (p.code, p.field) == ("TOO_MANY_NOBLES", "board.5.nobles")


def test_permanent_nobles_allow_stacking_but_not_two_of_one_player():
    assert codes({**BASE, "variants": ["permanent-nobles"], "board": {"5": {"nobles": ["Jen", "Phil"]}}}) == []
    p = only_problem({**BASE, "variants": ["permanent-nobles"], "board": {"5": {"nobles": ["Jen", "Jen"]}}})
    assert p.code == "DUPLICATE_NOBLE" and "Jen holds 2 Nobles" in p.message


def test_more_dragons_than_players():
    # 4 players hold one Dragon each: 4 is possible, 5 is not.
    assert codes({**BASE, "dragons": 4}) == []
    p = only_problem({**BASE, "dragons": 5})
    assert (p.code, p.field, p.value) == ("TOO_MANY_DRAGONS", "dragons", 5)


# More than 4 values is not refused: a warning says it contradicts the rulebook.
@pytest.mark.parametrize("banner", [[1, 2], [], [5, 4, 3, 2, 6], [5, -1], "5,4", [5, 4.5]])
def test_bad_banner(banner):
    p = only_problem({**BASE, "banners": {"Dark Tower": banner}})
    assert (p.code, p.value) == ("BAD_BANNER", banner)


def test_unknown_variant_is_reported_and_the_rest_still_checked():
    _, _, problems = read_position({**BASE, "variants": ["permanent-noble"], "dragons": -1})
    assert [p.code for p in problems] == ["UNKNOWN_VARIANT", "NEGATIVE_COUNT"]
    assert "permanent-nobles" in problems[0].message     # the known variants are listed


def test_unknown_field_and_duplicate_region():
    assert codes({**BASE, "kings": 5}) == ["UNKNOWN_FIELD"]
    assert codes({**BASE, "board": {"5": {}, "Dark Tower": {}}}) == ["DUPLICATE_REGION"]
    assert codes({**BASE, "board": {"5": {"influense": {}}}}) == ["UNKNOWN_FIELD"]


def test_missing_fields_and_wrong_types():
    assert codes({"players": ["A", "B"]}) == ["MISSING_FIELD"]
    assert codes({"king": 5}) == ["MISSING_FIELD"]
    assert codes({**BASE, "board": []}) == ["BAD_TYPE"]
    assert codes({**BASE, "game_over": "yes"}) == ["BAD_TYPE"]
    assert codes([1, 2]) == ["NOT_AN_OBJECT"]


def test_several_problems_are_all_listed():
    data = {"players": ["A", "A"], "king": "Nowhere", "dragons": -1, "scores": {"Z": 3},
            "banners": {"5": [1, 2]}}
    assert codes(data) == ["DUPLICATE_PLAYER", "UNKNOWN_REGION", "UNKNOWN_PLAYER", "NEGATIVE_COUNT", "BAD_BANNER"]


def test_bad_ruling():
    assert codes({**BASE, "rulings": {"knight-declined": "sometimes"}}) == ["BAD_RULING"]
    assert codes({**BASE, "rulings": {"knight-declinde": "added-unless-declined"}}) == ["UNKNOWN_RULING"]


# ---------------------------------------------------------------- JSON text

def test_empty_and_malformed_json_name_the_source():
    assert [p.code for p in parse_json_text("  \n", "pos.json")[1]] == ["EMPTY_INPUT"]
    [p] = parse_json_text('{"players": [}', "pos.json")[1]
    assert p.code == "MALFORMED_JSON" and p.message.startswith("pos.json: not valid JSON") and "line 1" in p.message


def test_absurdly_nested_json_is_a_problem_not_a_crash():
    # json raises RecursionError on deep nesting; the reader must turn it into a problem
    # naming the nesting limit.
    [p] = parse_json_text("[" * 100_000, "deep.json")[1]
    assert p.code == "TOO_DEEP" and "nested more than" in p.message


def test_read_position_text():
    position, _, problems = read_position_text('{"players": ["A", "B"], "king": 1}', "x.json")
    assert problems == [] and position.king == 1


# ---------------------------------------------------------------- scorable now?

def test_scoring_problems_for_an_ended_game(rules):
    position, _, _ = read_position({**BASE, "scores": {"Jen": 40}})   # reads fine ...
    problems = scoring_problems(position, rules)                       # ... but cannot be scored
    assert [(p.code, p.field) for p in problems] == [("GAME_ALREADY_OVER", "scores.Jen")]
    position, _, _ = read_position({**BASE, "scores": {"Jen": 39}})
    assert scoring_problems(position, rules) == []


def test_missing_variant_file_given_on_the_command_line(tmp_path):
    missing = str(tmp_path / "mine.toml")
    _, _, problems = read_position(BASE, extra_variants=[missing])
    assert [(p.code, p.field) for p in problems] == [("BAD_SPEC", "--variant")]
    assert "no such file" in problems[0].message


@pytest.mark.parametrize("written", ["./house.toml", "house.toml", "sub/../house.toml"])
def test_a_variant_file_that_does_not_load_is_named_as_written_wherever_written(tmp_path, monkeypatch, written):
    # `--variant ./house.toml` is the file the loader names house.toml: refused at --variant, quoting
    # the path as the user wrote it (once taken for the position's own list, quoted whole)
    (tmp_path / "house.toml").write_text('[variant]\nid = "house"\nname = "House"\nsection = "House"\n'
                                         '[overrides.end]\nthresholdd = 30\n')
    (tmp_path / "sub").mkdir()
    monkeypatch.chdir(tmp_path)
    _, _, problems = read_position(BASE, extra_variants=[written])
    assert [(p.code, p.field, p.value) for p in problems] == [("BAD_SPEC", "--variant", written)]
    assert written in problems[0].message
    _, _, problems = read_position({**BASE, "variants": [written]})
    assert [(p.code, p.field, p.value) for p in problems] == [("BAD_SPEC", "variants", written)]


def test_a_variant_file_that_does_not_load_is_quoted_alone_beside_the_positions_own_variants(tmp_path):
    mine = tmp_path / "house.toml"
    mine.write_text('[variant]\nid = "house"\nname = "House"\nsection = "House"\n[overrides.end]\nthresholdd = 30\n')
    position, rules, problems = read_position({**BASE, "variants": ["permanent-nobles"]}, extra_variants=[str(mine)])
    assert position is None and rules is None
    assert [(p.code, p.field, p.value) for p in problems] == [("BAD_SPEC", "--variant", str(mine))]
    assert "'overrides.end.thresholdd'" in problems[0].message


# ---------------------------------------------------------------- whole-game fields: "used" and "round"


def read(extra):
    return read_position({"players": ["Jen", "Phil"], "king": 1, **extra})


def test_used_and_round_read_and_written(rules):
    pos, rules, problems = read({"used": {"Jen": ["dragon", "Witch"]}, "round": 3})
    assert not problems
    assert pos.used == {"Jen": ["dragon", "witch"]} and pos.round == 3
    data = pos.to_dict(rules)
    assert data["used"] == {"Jen": ["dragon", "witch"]} and data["round"] == 3
    again, _, _ = read_position(data)
    assert again.used == pos.used


def test_used_refuses_bad_values():
    for used, code in [({"Bob": ["dragon"]}, "UNKNOWN_PLAYER"), ({"Jen": ["knight"]}, "BAD_USED_CARD"),
                       ({"Jen": ["dragon", "dragon"]}, "DUPLICATE_USED_CARD"), ({"Jen": "dragon"}, "BAD_TYPE"),
                       ([], "BAD_TYPE")]:
        pos, _, problems = read({"used": used})
        assert pos is None and code in [p.code for p in problems], used
    pos, _, problems = read({"round": -1})
    assert pos is None and problems[0].code == "NEGATIVE_COUNT"


def test_a_refused_used_list_names_the_cards_the_rules_spend(tmp_path):
    # a variant spending the Knight too ([components] once_per_game): a "used" that is no list is
    # refused naming every kind that is spent once played, the Knight among them
    from helpers import variant_file

    variant = variant_file(tmp_path, "knight-once", "components", "once_per_game", '["dragon", "witch", "knight"]')
    _, _, problems = read_position({"players": ["Jen", "Phil"], "king": 1, "used": {"Jen": "knight"}},
                                   extra_variants=[variant])
    (problem,) = [p for p in problems if p.field == "used.Jen"]
    assert problem.code == "BAD_TYPE" and problem.message.endswith("expected a list drawn from dragon, witch, knight")


BAD_POSITIONS = [
    {"players": ["Jen", "Phil"], "king": "Dark Towr", "scorez": {}},
    {"players": ["Jen", "Jen"], "king": 5, "board": {"Dark Tower": {"influence": {"Jen": -1, "Bob": 2},
                                                                    "nobles": ["Jen", "Jen"]}}},
    {"players": ["Jen", "Phil"], "king": 5, "supply": {"Jen": 30}, "dragons": 9, "used": {"Jen": ["knight"]},
     "banners": {"Temple Ruins": [1, 2]}, "rulings": {"knight-declin": "x"}, "game_over": 1, "round": "two"},
    {"players": ["Jen", "Phil"], "king": 5, "board": {"Dark Tower": {"influence": {"Jen": 15}}},
     "supply": {"Jen": 10, "Phil": 19}},
    {"players": ["Jen", "Phil"], "king": 5, "scores": {"Jen": 41}},
    {"players": ["Jen"], "king": 5, "banners": {"Dark Tower": [4, 3, 2, 1]}},
]


@pytest.mark.parametrize("data", BAD_POSITIONS)
def test_every_problem_renders_in_french_around_the_same_field_and_value(data):
    from referee.errors import show_value
    from referee.messages import problem_text

    position, rules, problems = read_position(data)
    if position is not None:
        problems = problems + scoring_problems(position, rules)
    assert problems
    for p in problems:
        assert p.key, p.message                          # every reader sentence comes from a template
        french = problem_text(p, "fr")
        assert french != p.message
        assert french.startswith(f"{p.field} = {show_value(p.value)} : "), french


def test_french_unknown_player_keeps_the_field_the_value_and_the_suggestion():
    from referee.messages import problem_text

    _, _, problems = read_position({"players": ["Jen", "Phil"], "king": 5,
                                    "board": {"Dark Tower": {"influence": {"Phill": 2}}}})
    [p] = problems
    assert p.message == ('board."Dark Tower".influence.Phill = "Phill": not one of the players '
                         "(did you mean 'Phil'?)")
    assert problem_text(p, "fr") == ('board."Dark Tower".influence.Phill = "Phill" : ne fait pas partie des joueurs '
                                     "(vouliez-vous dire 'Phil' ?)")


def test_french_marker_count_is_singular_for_one_noble_and_names_the_french_section():
    from referee.messages import problem_text

    _, _, problems = read_position({"players": ["Jen", "Phil"], "king": 5, "supply": {"Jen": 19},
                                    "board": {"Dark Tower": {"influence": {"Jen": 1}, "nobles": ["Jen"]}}})
    [p] = [p for p in problems if p.code == "TOO_MANY_MARKERS"]
    assert problem_text(p, "fr") == (
        "players.Jen = \"Jen\" : 1 sur le plateau + 1 « noble » + 19 en stock + 1 sur la piste de score = 22, "
        "mais chaque joueur n'a que 20 marqueurs (« Mise en Place »)")


def test_a_banner_written_twice_is_warned_of_where_it_is_read():
    # "Scoring" prints Dark Tower's banner 5-4-2-1. Written 6-3-1 under its name and then as printed under
    # its number (5), the first is read and the second refused (DUPLICATE_REGION at banners.5); the warning
    # that 6-3-1 is taken as the players' printing belongs to the first writing, quoting what it holds
    _, _, problems = read_position({**BASE, "banners": {"Dark Tower": [6, 3, 1], "5": [5, 4, 2, 1]}})
    told = [(p.code, p.field, p.value) for p in problems]
    assert told == [("DUPLICATE_REGION", "banners.5", "5"),
                    ("BANNER_UNLIKE_RULEBOOK", 'banners."Dark Tower"', [6, 3, 1])]
