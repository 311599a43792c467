"""Rulesets drawn from the spec's own ranges, several keys changed at once, each played by the compiled
kernel and by the reference engine with the same choosers and random stream: the rows must agree
game for game (issue 34, item 3). A ruleset the kernel does not play must be refused, never played
as other rules; every key drawn here is one it plays today, so every drawn ruleset must play."""

from __future__ import annotations

import hashlib

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytest.importorskip("numpy")

from referee import api  # noqa: E402
from referee.lab.batch import play_chunk  # noqa: E402
from referee.lab.fallback import play_engine_chunk  # noqa: E402
from referee.lab.rng import seed_key  # noqa: E402
from referee.lab.support import RULINGS, selection_capacity, unsupported  # noqa: E402
from referee.lab.tables import build_tables  # noqa: E402

pytestmark = pytest.mark.slow       # about 30 s: the compiled kernels and 150 rulesets of 12 games each

# Values within each key's declared range (referee.rules.schema): small enough for games to end.
KEYS = {
    "scoring": {"tie_rule": st.sampled_from(["lowest-spanned-place", "highest-spanned-place", "split-evenly"]),
                "min_influence": st.integers(1, 3), "noble_influence": st.integers(0, 2)},
    "nobles": {"placed_by": st.sampled_from(["sole-leader", "any-leader", "none"]),
               "on_new_noble": st.sampled_from(["replace", "stack"]), "max_per_region": st.integers(0, 3),
               "max_per_player_per_region": st.integers(1, 3),
               "bonus": st.sampled_from(["connected-chain", "region-only", "adjacent-only"]),
               "bonus_base": st.integers(0, 3), "bonus_per_region": st.integers(0, 2),
               "bonus_paid_to": st.sampled_from(["every-noble-in-region", "new-noble-only"])},
    "round": {"regions_per_dragon": st.integers(0, 3), "cards_per_round": st.integers(1, 6),
              "king_moves": st.sampled_from(["after-last-scored", "next-after-king"])},
    "end": {"threshold": st.integers(15, 60),
            "final_scoring": st.sampled_from(["regions-not-scored-this-round", "all-regions", "none"]),
            "final_creates_nobles": st.booleans(), "final_pays_noble_bonus": st.booleans(),
            "tie_break": st.sampled_from(["most-nobles-on-board", "shared"])},
    "cards": {"knight_extra_markers": st.integers(0, 3), "witch_reselects": st.sampled_from(["after-others", "at-once"])},
    "components": {"knights_per_player": st.integers(0, 4), "dragons_per_player": st.integers(0, 4),
                   "witches_per_player": st.integers(0, 4), "region_cards_per_region": st.integers(1, 4),
                   "once_per_game": st.lists(st.sampled_from(["knight", "dragon", "witch"]), unique=True)},
    "roads": {"king_side_roads": st.sampled_from([[], [[3, 1]]])},
}


def toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value).replace("(", "[").replace(")", "]")


@st.composite
def rulesets(draw):
    """(variant TOML text, rulings, players): three to eight keys changed at once, some rulings."""
    chosen = draw(st.lists(st.sampled_from([(t, k) for t, keys in KEYS.items() for k in keys]),
                           min_size=3, max_size=8, unique=True))
    tables: dict[str, dict[str, object]] = {}
    for table, key in chosen:
        tables.setdefault(table, {})[key] = draw(KEYS[table][key])
    players = draw(st.integers(2, 8))               # beyond five, the variant allows that many seats
    if players > 5:
        tables["game"] = {"max_players": players}
    lines = ['[variant]', 'id = "drawn"', 'name = "Drawn"', 'section = "Scoring"']
    for table, values in tables.items():
        lines.append(f"[overrides.{table}]")
        lines += [f"{key} = {toml_value(value)}" for key, value in values.items()]
    rulings = {ruling: draw(st.sampled_from(choices)) for ruling, choices in RULINGS.items()
               if len(choices) > 1 and draw(st.booleans())}
    return "\n".join(lines) + "\n", rulings, players


@settings(max_examples=150, deadline=None, database=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(case=rulesets())
def test_a_drawn_ruleset_plays_row_for_row_as_the_reference_engine_does(tmp_path, case):
    text, rulings, players = case
    # a file name of its own per ruleset (its text's hash): a failure names the file that shows it
    variant = tmp_path / f"drawn-{hashlib.sha256(text.encode()).hexdigest()[:16]}.toml"
    variant.write_text(text, encoding="utf-8")
    try:
        rules = api.load_rules((str(variant),), rulings=rulings)
    except ValueError:
        return                              # outside what the spec allows together: refused at load
    assert rules.variant_ids == ("drawn",)
    if rules.round.cards_per_round > selection_capacity(rules):
        return                              # a hand could be left with no legal selection (tests/lab/test_support.py)
    assert unsupported(rules, players) == [], text
    tables = build_tables(rules, players, max_rounds=60)
    for agents in (np.zeros(players, dtype=np.int64), np.array([1] + [0] * (players - 1), dtype=np.int64)):
        batch = play_chunk(tables, agents, seed_key(7), 0, 3)
        engine = play_engine_chunk(rules, tables, agents, seed_key(7), 0, 3)
        for mine, theirs in zip(batch, engine):
            assert np.array_equal(mine, theirs), (text, rulings, players)
