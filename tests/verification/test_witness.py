"""properties.search.witness: for each check a variant changes, a smallest case where its outcome differs
from the standard rules', confirmed by the referee under both rulesets."""

from __future__ import annotations

import pytest

from helpers import REPO
from referee import api
from referee.engine.position import Position
from referee.engine.replay import replay
from referee.io.game_record import read_record
from referee.properties.rounds import Round
from referee.properties.search import witness as witness_module
from referee.properties.search.witness import find_witness, smallest, warnings_of
from referee.properties.statements import rulebook as rb
from referee.rules import load_rules

VARIANTS = REPO / "examples" / "variants"


@pytest.fixture(scope="module")
def standard():
    return load_rules(())


def _scored(data: dict, variants=()):
    return api.score_position(api.read_position(data, api.load_rules(variants)), api.load_rules(variants))


def test_smallest_takes_away_every_player_and_marker_the_property_does_not_need(standard):
    # the property: Ann holds at least one marker in Dark Tower. Everything else can go: the two
    # other players (down to the game's minimum of 2: Ann and one more), every other marker, Ann's
    # markers down to 1 (6 -> 3 -> 1 by halving, then 0 fails), the Noble and the scores.
    position = Position(players=["Ann", "Bob", "Cy", "Dee"], king=rb.DARK_TOWER,
                        markers={rb.DARK_TOWER: {"Ann": 6, "Bob": 2}, 1: {"Cy": 4, "Dee": 1}},
                        nobles={1: ["Bob"]}, scores={"Ann": 30, "Bob": 12, "Cy": 0, "Dee": 5},
                        supply={"Ann": 8, "Bob": 11, "Cy": 10, "Dee": 13})
    def holds(case):
        return case[0].markers_in(rb.DARK_TOWER, "Ann") >= 1
    small, rnd = smallest((position, Round({}, 0)), holds, standard.min_players)
    assert len(small.players) == 2 and "Ann" in small.players
    assert small.markers == {rb.DARK_TOWER: {"Ann": 1}} and small.nobles == {}
    assert set(small.scores.values()) == {0}


def test_permanent_nobles_witnesses_show_a_noble_that_stays(standard):
    # "Variant — Permanent Nobles": a Noble is never replaced. The smallest witness needs two
    # players (the game's minimum): one owns a Noble, the other becomes the sole leader there.
    other = load_rules(("permanent-nobles",))
    for check in other.variants[0].changes_invariants:
        witness = find_witness(standard, other, check, "permanent-nobles", ("permanent-nobles",))
        assert witness.found and witness.confirmed, check
        assert witness.players == 2 and witness.differences[0].kind == "nobles", check
        assert witness.data["comment"].startswith(f"Witness of `referee check --witness` for {check}")


def test_an_invariant_witness_is_a_game_from_the_set_up_that_replays_differently(standard):
    # A witness a table could reach. For an invariant the witness is a whole game
    # record from the set-up (no "start": every player begins with 20 markers, the King at Zin
    # Kai's Deep), identical under both rulesets until its last round, where the variant keeps the
    # old Noble beside the new one ("Variant — Permanent Nobles") and the standard rules do not.
    other = load_rules(("permanent-nobles",))
    witness = find_witness(standard, other, "nobles.at-most-one-per-region", "permanent-nobles",
                           ("permanent-nobles",))
    assert witness.found and witness.kind == "game"
    assert "start" not in witness.data and len(witness.data["rounds"]) == witness.rounds >= 2
    games = {}
    for rules in (standard, other):
        record, problems = read_record(witness.data, extra_variants=rules.variant_refs)
        assert record is not None and not [p for p in problems if p.severity == "error"]
        games[rules.short_label] = [replay(record, until=k).position for k in range(1, witness.rounds + 1)]
    before_last = [{k: v for k, v in games[name][-2].to_dict(standard).items() if k != "variants"} for name in games]
    assert before_last[0] == before_last[1]
    doubled = [r for r, owners in games[other.short_label][-1].nobles.items() if len(owners) == 2]
    assert doubled and all(len(games[standard.short_label][-1].nobles[r]) == 1 for r in doubled)


@pytest.mark.slow      # about 3 s: a round with a Knight is rare among the generated ones
def test_a_knight_variant_is_witnessed_by_a_one_round_record_with_its_knight(standard):
    # "Revealing cards — Knight": the Knight adds one marker; the variant makes it two. The first
    # difference is the Knight's own (the cause), in a round of cards with no marker needed before.
    path = str(VARIANTS / "knight-two-markers.toml")
    other = load_rules((path,))
    witness = find_witness(standard, other, "rulebook.knight-adds-one", "knight-two-markers", (path,))
    assert witness.found and witness.kind == "record" and witness.players == 2
    # a player short of markers holds the rest on the board: no marker is missing
    assert warnings_of(witness, standard) == warnings_of(witness, other) == []
    assert witness.differences[0].kind == "cards" and "Knight adds 1 marker" in str(witness.sentence)
    assert any("knight" in card for cards in witness.data["rounds"][0].values() if isinstance(cards, list)
               for card in cards)


def test_a_card_only_one_ruleset_allows_is_a_witness(standard):
    # two Dragons per player: the second Dragon is refused under the standard rules ("Revealing
    # cards — Dragon": a Dragon leaves the game once played), played under the variant
    path = str(VARIANTS / "two-dragons.toml")
    witness = find_witness(standard, load_rules((path,)), "rulebook.once-per-game", "two-dragons", (path,))
    assert witness.found and witness.differences[0].kind == "illegal-play"
    assert "DRAGON_ALREADY_USED" in str(witness.sentence)


def test_no_witness_when_the_rules_do_not_differ(standard, monkeypatch):
    monkeypatch.setattr(witness_module, "GAME_SEEDS", 5)        # games from the set-up: none differ either
    same = load_rules((str(REPO / "tests" / "data" / "same-as-standard.toml"),))
    witness = find_witness(standard, same, "nobles.at-most-one-per-region", "same", examples=50)
    # 50 of the rounds `check` draws, then 50 where every Dragon is revealed
    assert not witness.found and witness.searched == 100
    assert witness.to_dict() == {"check": "nobles.at-most-one-per-region", "ruleset": "same", "found": False,
                                 "searched": 100}


@pytest.mark.slow      # about 5 s: the games and the first search (the rounds `check` draws) must run out first
def test_a_king_sent_past_every_region_needs_four_players_with_two_dragons_each(standard, monkeypatch):
    # "Revealing cards — Dragon": the King's region and one more per Dragon are scored, and the board
    # has 8 regions. With two Dragons each, 4 players reveal 8 Dragons: 9 regions, one more than the
    # board holds, which the invariant's count cannot meet; 3 players reveal 6 (7 regions), which it can.
    # The standard rules refuse a second Dragon, so the witness is that card, refused on one side.
    # Budgets cut from the command's (100 seeds of games, 2,000 drawn rounds: 30 s) to 10 and 300:
    # neither budget's games or first draw reach it, the last search (every Dragon revealed) does.
    monkeypatch.setattr(witness_module, "GAME_SEEDS", 10)
    path = str(VARIANTS / "two-dragons.toml")
    witness = find_witness(standard, load_rules((path,)), "king.regions-scored", "two-dragons", (path,),
                           examples=300)
    assert witness.found and witness.players == 4 and witness.differences[0].kind == "illegal-play"


@pytest.mark.parametrize("variant, check", [
    (str(VARIANTS / "chain-pays-double.toml"), "chain.at-most-owner-nobles"),   # the case that once passed
    ("permanent-nobles", "nobles.at-most-one-per-region"),
    (str(VARIANTS / "knight-two-markers.toml"), "cards.markers-placed"),
])
def test_a_witness_is_a_position_a_table_reaches_and_replays_without_a_warning(standard, variant, check):
    # A chain-bonus witness started from 2 and 4 markers in all where each player
    # owns 20 ("Preparation"), and replay warned MARKERS_MISSING. Every player's markers are
    # accounted for now (board + Nobles + supply + the score track), under both rulesets.
    other = load_rules((variant,))
    witness = find_witness(standard, other, check, other.short_label, (variant,))
    assert witness.found, (variant, check)
    # MARKERS_MISSING is one of the warnings: none under either ruleset
    assert warnings_of(witness, standard) == warnings_of(witness, other) == []
