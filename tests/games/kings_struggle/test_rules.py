"""spec/kings-struggle/ read as data (rules.py), and the spec-file helpers it uses (spec_files.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.errors import SpecError
from referee.games import spec_files
from referee.games.kings_struggle.rules import load_rules, mode_plan, set_points
from referee.games.spec_files import choose_rulings, non_default

REPO = Path(__file__).resolve().parents[3]          # tests/games/<game>/this file


@pytest.fixture(scope="module")
def rules():
    return load_rules()


def defaults(rules, **given):
    choices, problems = choose_rulings(rules.rulings, {k.replace("_", "-"): v for k, v in given.items()})
    assert not problems
    return choices


def test_spec_is_found_in_the_checkout():
    # Running from a source tree (pyproject.toml beside referee/), the checkout's spec/ is used.
    assert Path(spec_files.spec_dir("kings-struggle")) == REPO / "spec" / "kings-struggle"


def test_tables_are_the_texts(rules):
    # "Scoring": 1 card 1, 2 matching 3, 3 matching 6, 5 matching 10, 6 matching 30 (four absent);
    # runs of 3..10 cards: 4, 6, 9, 13, 18, 24, 31, 39; one point per gold.
    assert dict(rules.set_points) == {1: 1, 2: 3, 3: 6, 5: 10, 6: 30}
    assert dict(rules.run_points) == {3: 4, 4: 6, 5: 9, 6: 13, 7: 18, 8: 24, 9: 31, 10: 39}
    assert rules.points_per_gold == 1 and rules.run_min_length == 3
    # "Contents"/"Setup": ranks 1-10, one deck per player (3-6 players), 5 gold each to start.
    assert list(rules.ranks) == list(range(1, 11))
    assert (rules.min_players, rules.max_players, rules.decks, rules.starting_gold) == (3, 6, 6, 5)


def test_provenance_says_the_garbage_is_ignored(rules):
    ignored = " ".join(rules.provenance["ignored"])
    assert "Korean" in ignored and "blog footer" in ignored and "news headlines" in ignored


def test_sections_are_the_texts_names(rules):
    assert rules.sections["scoring"] == "Scoring"
    assert rules.sections["winning"] == "Winning"
    assert rules.sections["trick"] == "Determine the Round's Winner"


def test_register_lists_the_open_rulings_with_defaults(rules):
    assert [r.id for r in rules.rulings] == ["four-of-a-kind", "rank-sets", "night-card-count", "most-cards",
                                             "all-cards-cancel", "still-tied"]
    assert {r.id: r.default for r in rules.rulings} == {
        "four-of-a-kind": "ten", "rank-sets": "one-set", "night-card-count": "eight-cards",
        "most-cards": "collected", "all-cards-cancel": "leader-again", "still-tied": "shared"}
    # the default for four says why: the triangular pattern 1, 3, 6 -> 10
    assert "triangular" in rules.ruling("four-of-a-kind").alternatives["ten"]


def test_four_of_a_kind_ruling_fills_or_leaves_the_gap(rules):
    assert set_points(rules, defaults(rules))[4] == 10
    assert 4 not in set_points(rules, defaults(rules, four_of_a_kind="split"))


def test_mode_plans(rules):
    # "Day or Night": Day holds all 10 cards for 7 tricks, so 3 are left.
    day = mode_plan(rules, "day", defaults(rules))
    assert (day.hand, day.tricks, day.left_over) == (10, 7, 3)
    # Night removes 2 of 10: 8 cards for 7 tricks leaves 1 (the default keeps both stated numbers) ...
    night = mode_plan(rules, "night", defaults(rules))
    assert (night.hand, night.tricks, night.left_over) == (8, 7, 1)
    # ... or the text's "none left over" is kept by removing 3 (7 cards) or playing 8 tricks.
    seven = mode_plan(rules, "night", defaults(rules, night_card_count="seven-cards"))
    assert (seven.hand, seven.tricks, seven.left_over) == (7, 7, 0)
    eight = mode_plan(rules, "night", defaults(rules, night_card_count="eight-tricks"))
    assert (eight.hand, eight.tricks, eight.left_over) == (8, 8, 0)


def test_choose_rulings_names_field_and_value(rules):
    choices, problems = choose_rulings(rules.rulings, {"rank-sets": "many", "four": "ten"})
    messages = {p.field: (p.value, p.message) for p in problems}
    assert messages["rulings.rank-sets"][0] == "many" and "one-set" in messages["rulings.rank-sets"][1]
    assert messages["rulings.four"][0] == "ten" and "unknown ruling" in messages["rulings.four"][1]
    assert choices["rank-sets"] == "one-set"     # a bad choice leaves the default
    _, problems = choose_rulings(rules.rulings, ["ten"])
    assert problems[0].field == "rulings"


def test_non_default_lists_only_changed_rulings(rules):
    assert non_default(rules.rulings, defaults(rules, rank_sets="several-sets")) == {"rank-sets": "several-sets"}


def test_a_malformed_register_names_file_and_key(tmp_path, monkeypatch):
    game = tmp_path / "spec" / "demo"
    game.mkdir(parents=True)
    (game / "rulings.toml").write_text('[[ruling]]\nid = "x"\nnumber = 1\nsection = "S"\nquestion = "Q"\n'
                                       'default = "c"\n[ruling.alternatives]\na = "A"\n')
    monkeypatch.setattr(spec_files, "spec_dir", lambda name: tmp_path / "spec" / name)
    with pytest.raises(SpecError) as err:
        spec_files.read_rulings("demo")
    assert "spec/demo/rulings.toml" in str(err.value) and "ruling[0].default" in str(err.value)
    (game / "rulings.toml").write_text("[[ruling]\n")
    with pytest.raises(SpecError, match="not valid TOML"):
        spec_files.read_rulings("demo")


def test_installed_copy_is_found_without_a_checkout(tmp_path):
    # An installed package has no pyproject.toml beside it: spec files come from referee/_spec
    # (pyproject maps spec/ to referee._spec, package data "*/*.toml", "*/*.json").
    import shutil
    import subprocess
    import sys

    shutil.copytree(REPO / "referee", tmp_path / "referee", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(REPO / "spec", tmp_path / "referee" / "_spec")
    code = ("from referee.games import spec_files; "
            "from referee.games.kings_struggle.rules import load_rules as s; "
            "from referee.games.kings_favor.rules import load_rules as f; "
            "print(spec_files.spec_dir('kings-favor'), s().name, f().name, "
            "spec_files.read_json('kings-favor', 'board.schema.json')['title'])")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path,
                          env={"PYTHONPATH": str(tmp_path), "PATH": ""})
    assert done.returncode == 0, done.stderr
    assert "_spec/kings-favor" in done.stdout and "King's Struggle King's Favor King's Favor board" in done.stdout
