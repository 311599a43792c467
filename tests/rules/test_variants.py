"""The designer's variants in examples/variants/: each one changes one rule of the rulebook, and
`referee check` names what it changes (the rulebook anchors exactly; the invariant catalogue on
generated rounds), `referee rules --diff` lists exactly the keys it overrides."""

from __future__ import annotations

import tomllib

import pytest

from helpers import REPO, run_referee
from referee.properties.runner import run_examples
from referee.properties.statements.anchors import run as run_anchors
from referee.rules import load_rules
from referee.rules.describe import differences

# slow (left out by `pytest -m "not slow"`): each test plays generated rounds under a variant (about a second each)
pytestmark = pytest.mark.slow

VARIANTS = sorted((REPO / "examples" / "variants").glob("*.toml"))

# What each variant must show, reasoned from the rulebook (shared/seeds/002_*):
EXPECTED_ANCHORS = {
    # "Scoring — Ties": two tied for most get 2nd place (4), three get 3rd (2); the highest place pays 5.
    "ties-highest-place": {"rulebook.tie-two-for-most", "rulebook.tie-three-for-most"},
    # "Nobles": a tie places no Noble; here both tied leaders place one.
    "nobles-on-a-tie": {"rulebook.tie-two-for-most"},
    # "Nobles": the 3-point chain example pays 1 when the chain does not count.
    "bonus-without-chain": {"rulebook.three-point-chain"},
    # "Game end and winning": the final scoring after regions 7 and 3 covers 5, 2, 8, 1, 6, 4 only.
    "final-all-regions": {"rulebook.final-scoring-regions"},
    # "Game end and winning": most Nobles breaks a tie; shared otherwise.
    "shared-victory": {"rulebook.winner-tie-break"},
    # "Scoring": from Temple Ruins the King goes to Dark Tower, never along the side road; the
    # final-scoring example's round (King's Altar + a Dragon) then scores 7 and 3 as before, but
    # the King's next region changes, and so does the route.
    "king-side-road": {"rulebook.route", "rulebook.final-scoring-regions"},
    # "Revealing cards — Knight": one extra marker.
    "knight-two-markers": {"rulebook.knight-adds-one"},
    # "Preparation": 11 cards; "Revealing cards — Dragon": once per game.
    "two-dragons": {"rulebook.hand", "rulebook.once-per-game"},
    # "Scoring": Dark Tower 5-4-2-1 (its own banner, the 4-player example, the two-way tie's 4).
    "dark-tower-banner": {"rulebook.dark-tower-banner", "rulebook.dark-tower-example", "rulebook.tie-two-for-most"},
    # "Nobles": the Temple Ruins — Zin Kai's Deep road.
    "no-side-road": {"rulebook.roads"},
    # "Nobles": the 3-point chain example pays 1 + 2 x 2 = 5 when each other region pays 2.
    "chain-pays-double": {"rulebook.three-point-chain"},
}


def test_the_example_variants_are_the_expected_ones():
    assert {p.stem for p in VARIANTS} == set(EXPECTED_ANCHORS)


@pytest.mark.parametrize("path", VARIANTS, ids=lambda p: p.stem)
def test_anchors_name_exactly_what_changed(path):
    rules = load_rules((str(path),))
    assert set(run_anchors(rules)) == EXPECTED_ANCHORS[path.stem]
    declared = set(rules.variants[0].changes_invariants)
    assert EXPECTED_ANCHORS[path.stem] <= declared


@pytest.mark.parametrize("path", VARIANTS, ids=lambda p: p.stem)
def test_generated_rounds_show_no_undeclared_difference(path):
    rules = load_rules((str(path),))
    failures, ran = run_examples(rules, (str(path),), 120)
    assert ran == 120
    assert set(failures) <= set(rules.variants[0].changes_invariants), failures


@pytest.mark.parametrize("path", VARIANTS, ids=lambda p: p.stem)
def test_rules_diff_lists_exactly_the_overrides(path):
    overrides = tomllib.loads(path.read_text(encoding="utf-8"))["overrides"]
    expected = set()
    for table, keys in overrides.items():
        if table == "regions":
            expected |= {f"regions.{r['number']}.{k}" for r in keys for k in r if k != "number"}
        else:
            expected |= {f"{table}.{k}" for k in keys}
    changed = differences(load_rules(), load_rules((str(path),)))
    assert {k for k, _, _ in changed} == expected


def test_rules_diff_command():
    done = run_referee("rules", "--diff", "standard", "examples/variants/dark-tower-banner.toml")
    assert done.returncode == 0
    assert "regions.5.banner: [5, 4, 2, 1] -> [5, 3, 2, 1]" in done.stdout and "changes 1 key of standard" in done.stdout


# `referee check` names an undeclared change (a variant with its declaration removed):
# tests/cli/test_check.py, in the same check as a wrong banner value and swapped names; a declared
# change is reported as declared: docs/designers.md's excerpt (tests/test_doc_commands.py).


# ---------------------------------------------------------------- each variant end to end

@pytest.mark.parametrize("path", VARIANTS, ids=lambda p: p.stem)
def test_simulated_games_name_the_variant_file_and_replay_exactly(path):
    # A record written under a variant file names the file by its absolute path, so it loads back
    # (variant_refs); the replay reproduces the simulated game (scores, winners, rounds).
    from test_simulate import replays_exactly

    from referee.engine.simulate import simulate_games

    rules = load_rules((str(path),))
    for summary in simulate_games(7, 2, 4, rules):
        assert summary.record["variants"] == [str(path.resolve())]
        replays_exactly(summary)


@pytest.mark.parametrize("path", VARIANTS, ids=lambda p: p.stem)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dark_tower_example_is_scored_under_each_variant(path, lang):
    done = run_referee("score", "examples/dark-tower-4p.json", "--variant", str(path), "--lang", lang)
    assert done.returncode == 0, done.stderr
    name = load_rules((str(path),)).variants[0].name
    assert name in done.stdout.splitlines()[1]            # "Rules: standard + <the variant's name> (...)"


@pytest.mark.parametrize("overrides, english, french", [
    ({"cards": {"knight_extra_markers": 2}}, "the Knight adds 2 markers to", "le « chevalier » ajoute 2 marqueurs"),
    ({"cards": {"witch_reselects": "at-once"}}, "re-selects at once, in seat order", "choisit à nouveau tout de suite"),
    ({"end": {"final_scoring": "none"}}, "No final scoring under these rules.", "Pas de décompte final"),
    ({"nobles": {"placed_by": "any-leader", "max_per_region": 0}}, "(tied for the most; under these rules each",
     "(à égalité en tête ; selon ces règles"),
])
def test_the_score_sheet_says_what_the_variant_did(variant_rules, overrides, english, french):
    # A few seeded games under the variant: the sheet names the variant's effect in both languages.
    from referee.engine.replay import replay
    from referee.engine.simulate import simulate_games
    from referee.io.game_record import read_record
    from referee.present.sheet import describe_sheet

    rules = variant_rules(**overrides)
    sheets = {"en": "", "fr": ""}
    for summary in simulate_games(11, 4, 4, rules):
        record, _ = read_record(summary.record)
        result = replay(record)
        for lang in sheets:
            sheets[lang] += describe_sheet(result, lang)
    assert english in sheets["en"] and french in sheets["fr"]
