"""Rulesets drawn from the spec's own ranges, several keys changed at once, each played by the compiled
kernel and by the reference engine with the same choosers and random stream: the rows must agree
game for game. A ruleset the kernel does not play must be refused, never played
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


def words(table: str, key: str):
    """Every word the spec allows for a word-valued key (referee.rules.schema): a word the kernel
    left out would be drawn here, and refused, failing the test."""
    from referee.rules import schema

    return st.sampled_from(schema.table(table).key(key).choices)


# Values within each key's declared range (referee.rules.schema): small enough for games to end.
KEYS = {
    "scoring": {"tie_rule": words("scoring", "tie_rule"),
                "min_influence": st.integers(1, 3), "noble_influence": st.integers(0, 2)},
    "nobles": {"placed_by": words("nobles", "placed_by"),
               "on_new_noble": words("nobles", "on_new_noble"), "max_per_region": st.integers(0, 3),
               "max_per_player_per_region": st.integers(1, 3),
               "bonus": words("nobles", "bonus"),
               "bonus_base": st.integers(0, 3), "bonus_per_region": st.integers(0, 2),
               "bonus_paid_to": words("nobles", "bonus_paid_to")},
    "round": {"regions_per_dragon": st.integers(0, 3), "cards_per_round": st.integers(1, 6),
              "king_moves": words("round", "king_moves")},
    "end": {"threshold": st.integers(15, 60),
            "final_scoring": words("end", "final_scoring"),
            "final_creates_nobles": st.booleans(), "final_pays_noble_bonus": st.booleans(),
            "tie_break": words("end", "tie_break")},
    "cards": {"knight_extra_markers": st.integers(0, 3), "witch_reselects": words("cards", "witch_reselects")},
    "components": {"knights_per_player": st.integers(0, 4), "dragons_per_player": st.integers(0, 4),
                   "witches_per_player": st.integers(0, 4), "region_cards_per_region": st.integers(1, 4),
                   "once_per_game": st.lists(words("components", "once_per_game"), unique=True)},
    "roads": {"king_side_roads": st.sampled_from([[], [[3, 1]]])},
}


def test_every_word_valued_rule_key_is_drawn():
    from referee.rules import schema

    for table in ("components", "cards", "scoring", "nobles", "round", "end"):
        worded = {key.name for key in schema.table(table).keys if key.choices}
        assert worded <= set(KEYS[table]), (table, worded - set(KEYS[table]))


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
