"""Human-readable accounts: referee.explain."""

from __future__ import annotations

import json

from helpers import REPO, position_from
from referee.engine.adjudicate import score_position
from referee.io.position_reader import read_position
from referee.present.explain import describe_outcome, describe_problems


def account(data: dict) -> str:
    position, rules = position_from(data)
    return describe_outcome(score_position(position, rules), rules)


def example(name: str) -> dict:
    return json.loads((REPO / "examples" / name).read_text(encoding="utf-8"))


def test_rulebook_example_account():
    text = account(example("dark-tower-4p.json"))
    # Every line a player follows: the places, the 4th-place reason, the Noble, the King.
    assert "Jen: influence 4 — 1st place: 5 points." in text
    assert "Simon: influence 1 — 4th place: not paid (only 3 places pay)." in text
    assert "Jen alone has the most influence in Dark Tower" in text
    assert "The King moves from Dark Tower to Dragon's Lair" in text
    assert "[Scoring]" in text and "[Nobles]" in text and "[The King travels]" in text
    assert "Points this scoring: Jen +6, Phil +4, Chris +2, Simon +0" in text
    assert "provisional" not in text.lower()          # Dark Tower's banner is the rulebook's


def test_tie_account_names_the_ties_section():
    text = account({"players": ["A", "B", "C", "D"], "king": 5,
                    "board": {"5": {"influence": {"A": 3, "B": 3}}}})
    assert "A: influence 3 — tied for 1st-2nd with B: each is paid 2nd place (4 points).  [Scoring — Ties]" in text
    assert "Tie for the most influence in Dark Tower: no new Noble" in text


def test_provisional_banner_is_said():
    text = account({"players": ["A", "B"], "king": "Temple Ruins", "board": {"3": {"influence": {"A": 1}}}})
    assert "PROVISIONAL" in text
    assert "provisional banner values were used for Temple Ruins" in text


def test_user_banner_is_said():
    text = account({"players": ["A", "B"], "king": 3, "banners": {"3": [3, 2, 1]},
                    "board": {"3": {"influence": {"A": 1}}}})
    assert "banner as given for this printing" in text and "PROVISIONAL" not in text.split("Temple Ruins (scoring)")[1].split("\n")[0]


def test_chain_and_game_end_account():
    text = account(example("game-end-3p.json"))
    assert "Ann reached 40: the game ends after this round." in text
    assert "Dark Tower (final scoring)" in text
    assert "GAME OVER. Winners: Ann, Cat" in text
    assert "share the victory" in text


def test_variant_and_supply_shown():
    text = account({"players": ["A", "B"], "king": 5, "variants": ["permanent-nobles"],
                    "supply": {"A": 19, "B": 19}})
    assert "Permanent Nobles" in text and "Supply: A 19, B 19" in text


def test_describe_problems_lists_every_error_and_warnings():
    _, _, problems = read_position({"players": ["A", "A"], "king": "Nowhere", "supply": {"A": 1}})
    text = describe_problems(problems, "pos.json")
    lines = text.splitlines()
    # two errors (duplicate player, unknown region) and a warning (A has only 2 of 20 markers)
    assert lines[0] == "pos.json: 2 problems:"
    assert lines[1].startswith("  error [DUPLICATE_PLAYER] players[1]")
    assert lines[2].startswith("  error [UNKNOWN_REGION] king")


def test_describe_no_problems():
    assert describe_problems([], "x.json") == ""


def test_permanent_noble_beside_two_older_nobles_is_told_in_the_plural():
    # "Variant — Permanent Nobles": C leads alone (3 vs 1 and 1), A's and B's Nobles stay, C's is
    # stacked beside both; the sentence names both owners and the variant's section.
    text = account({"players": ["A", "B", "C"], "king": 5, "variants": ["permanent-nobles"],
                    "board": {"5": {"influence": {"C": 3}, "nobles": ["A", "B"]}}})
    assert "it stands beside the Nobles of A and B." in text
    assert "[Variant — Permanent Nobles]" in text
