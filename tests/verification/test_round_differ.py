"""properties.search.round_differ: seeded whole games, replayed under a second ruleset, up to the first
round that plays out differently; each answer confirmed by replaying its record with the engine."""

from __future__ import annotations

import json

import pytest

from helpers import REPO, run_referee
from referee import api
from referee.properties.search.round_differ import search_games
from referee.rules import load_rules

# slow (left out by `pytest -m "not slow"`): searches of seeded games for a differing round
pytestmark = pytest.mark.slow

VARIANTS = REPO / "examples" / "variants"

# variant file -> the kind of difference it must make first (the cause, not its consequences)
EXPECTED_KIND = {
    "king-side-road": {"king", "regions-scored"},
    "knight-two-markers": {"cards"},
    "two-dragons": {"illegal-play"},
    "no-side-road": {"bonus"},
    "bonus-without-chain": {"bonus"},
    "final-all-regions": {"final-scoring"},
    "shared-victory": {"winners"},
    "dark-tower-banner": {"points"},
    "ties-highest-place": {"points"},
    "nobles-on-a-tie": {"nobles"},
}


@pytest.fixture(scope="module")
def found(rules):
    """name -> the search's answer for examples/variants/NAME.toml (computed once)."""
    cache = {}

    def get(name):
        if name not in cache:
            path = str(VARIANTS / f"{name}.toml")
            cache[name] = (search_games(rules, load_rules((path,)), (path,), games=200), path)
        return cache[name]
    return get


def _replayed(record: dict, variants=()) -> tuple[list[str], dict]:
    """(illegal-play codes, the last round's sheet entry) replaying `record` with the public API."""
    game = api.read_record(record, api.load_rules(variants), lenient=True)
    result = api.replay(game, lenient=True)
    return [p.code for p in result.problems], result.sheet[-1]


@pytest.mark.parametrize("name", sorted(EXPECTED_KIND))
def test_each_variant_differs_the_way_it_says(found, name):
    result, path = found(name)
    assert result.found, result.bounds
    assert result.kind in EXPECTED_KIND[name], result.differences
    assert result.confirmed
    # the engine, not the search's bookkeeping: the one-round record replays differently
    standard, variant = _replayed(result.record), _replayed(result.record, (path,))
    assert standard != variant


def test_king_side_road_sends_the_king_another_way(found):
    result, path = found("king-side-road")
    _, standard = _replayed(result.record)
    _, variant = _replayed(result.record, (path,))
    assert result.position["king"] == "Temple Ruins"
    assert (standard["king_after"], standard["regions_scored"]) != (variant["king_after"], variant["regions_scored"])
    assert "Zin Kai's Deep" in variant["king_after"] + " ".join(variant["regions_scored"])


def test_knight_two_markers_names_the_knight_and_the_counts(found):
    result, path = found("knight-two-markers")
    text = result.differences[0].text
    assert "Knight adds 1 marker under standard, 2 under knight-two-markers" in text
    player = text.split("'s Knight")[0]
    _, standard = _replayed(result.record)
    _, variant = _replayed(result.record, (path,))
    assert sum(variant["placed"][player].values()) == sum(standard["placed"][player].values()) + 1


def test_two_dragons_shows_up_only_in_the_variants_own_game(found):
    result, path = found("two-dragons")
    assert result.played_under == "two-dragons" and result.replayed_under == "standard"
    assert "[DRAGON_ALREADY_USED]" in result.differences[0].text
    standard_codes, _ = _replayed(result.record)
    variant_codes, _ = _replayed(result.record, (path,))
    assert standard_codes == ["DRAGON_ALREADY_USED"] and variant_codes == []


def test_shared_victory_ends_with_other_winners(found):
    result, path = found("shared-victory")
    _, standard = _replayed(result.record)
    _, variant = _replayed(result.record, (path,))
    assert standard["game_over"] and variant["game_over"]
    assert len(variant["winners"]) > len(standard["winners"]) == 1


def test_the_position_is_the_one_replay_until_prints(found, tmp_path):
    result, path = found("final-all-regions")
    file = tmp_path / "diff.json"
    file.write_text(json.dumps(result.record))
    done = run_referee("replay", str(file), "--until", str(result.round - 1))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == result.position


def test_referee_score_sees_the_difference_before_scoring(found, tmp_path):
    result, path = found("king-side-road")
    record = tmp_path / "diff.json"
    record.write_text(json.dumps(result.record))
    resolved = run_referee("replay", str(record), "--until", str(result.round), "--before-scoring",
                           "--out", str(tmp_path / "resolved.json"))
    assert resolved.returncode == 0, resolved.stderr
    standard = run_referee("score", str(tmp_path / "resolved.json"), "--json")
    variant = run_referee("score", str(tmp_path / "resolved.json"), "--json", "--variant", path)
    assert standard.returncode == variant.returncode == 0, standard.stderr + variant.stderr
    assert json.loads(standard.stdout)["king"] != json.loads(variant.stdout)["king"]


def test_same_rules_never_differ(rules):
    same = load_rules((str(REPO / "tests" / "data" / "same-as-standard.toml"),))
    result = search_games(rules, same, games=12)
    assert not result.found and result.differences == [] and result.record is None
    assert str(result.bounds).startswith("12 seeded random games")


def test_cli_reports_the_round_and_writes_a_replayable_record(tmp_path):
    out = tmp_path / "diff.json"
    done = run_referee("check", "--differ", "examples/variants/knight-two-markers.toml", "--on", "game",
                       "--games", "50", "--out", str(out), "-q")
    assert done.returncode == 0, done.stderr
    assert "cards: " in done.stdout and "Knight adds 1 marker under standard" in done.stdout
    assert "confirmed by the referee (the record replayed under each ruleset): yes" in done.stdout
    standard = run_referee("replay", str(out), "--json")
    variant = run_referee("replay", str(out), "--json", "--variant", "examples/variants/knight-two-markers.toml")
    assert json.loads(standard.stdout)["rounds"][-1]["supply"] != json.loads(variant.stdout)["rounds"][-1]["supply"]


def test_cli_says_none_within_n_games_as_json():
    done = run_referee("check", "--differ", "tests/data/same-as-standard.toml", "--on", "game",
                       "--games", "5", "--json", "-q")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["found"] is False and data["games"] == 5 and data["record"] is None
    text = run_referee("check", "--differ", "tests/data/same-as-standard.toml", "--on", "game", "--games", "3", "-q")
    assert "No difference found between the standard rules and" in text.stdout and "3 seeded random games" in text.stdout
