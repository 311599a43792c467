"""properties.search.differ: Z3 finds positions where two rulesets disagree, or reports none in bounds."""

from __future__ import annotations

from helpers import REPO
from referee.engine.adjudicate import score_position
from referee.io.position_reader import read_position
from referee.properties.search.differ import search
from referee.rules import load_rules


def test_permanent_nobles_points_differ_and_the_referee_agrees(rules, permanent_rules):
    result = search(rules, permanent_rules, ("permanent-nobles",))
    assert result.position is not None and result.confirmed
    position, _, problems = read_position(result.position)
    assert not [p for p in problems if p.severity == "error"]
    standard = score_position(position, rules).awarded
    permanent = score_position(position, permanent_rules).awarded
    # The only way one scoring differs: an old Noble survives under Permanent Nobles and earns
    # its owner a bonus there, so someone gains more under the variant.
    assert standard != permanent
    assert any(permanent[p] > standard[p] for p in standard)


def test_permanent_nobles_winner_differs(rules, permanent_rules):
    result = search(rules, permanent_rules, ("permanent-nobles",), on="winner")
    assert result.position is not None and result.confirmed
    position, _, _ = read_position(result.position)
    a, b = score_position(position, rules), score_position(position, permanent_rules)
    assert a.game_over and b.game_over and sorted(a.winners) != sorted(b.winners)


def test_identical_rules_never_differ(rules):
    same = load_rules((str(REPO / "tests" / "data" / "same-as-standard.toml"),))
    result = search(rules, same, max_markers=3)
    assert result.position is None
    assert "0-3 markers" in str(result.bounds)


def test_rulesets_sharing_no_player_count_are_searched_for_none_and_say_so(tmp_path):
    # The searches speak of the player counts both rulesets allow (properties.players.shared_counts):
    # 2-5 and 6-8 share none, so nothing is searched and the bounds say so, as the game search does.
    from referee.properties.search.differ import search
    from referee.rules import load_rules

    path = tmp_path / "six-to-eight.toml"
    path.write_text('[variant]\nid = "six-to-eight"\nname = "Six to eight"\nsection = "Preparation"\n'
                    '[overrides.game]\nmin_players = 6\nmax_players = 8\n', encoding="utf-8")
    found = search(load_rules(), load_rules((str(path),)))
    assert found.bounds.key == "differ.bounds.no-players"
