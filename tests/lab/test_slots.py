"""The kernel's parameter layout comes from the declarations: every slot has its constant, every code its word."""

import dataclasses

import pytest

pytest.importorskip("numpy")

from referee import api  # noqa: E402
from referee.lab import slots as S  # noqa: E402
from referee.lab import tables as T  # noqa: E402
from referee.lab.support import RULINGS  # noqa: E402
from referee.rules import schema  # noqa: E402


def constant_name(slot: str) -> str:
    """"scoring.tie_rule" -> P_TIE_RULE, "ruling:knight-declined" -> P_KNIGHT_DECLINED,
    "components.once_per_game:witch" -> P_ONCE_PER_GAME_WITCH."""
    return "P_" + slot.rpartition(".")[2].removeprefix("ruling:").replace("-", "_").replace(":", "_").upper()


def test_every_slot_has_a_constant_named_after_it_and_no_constant_is_stale():
    named = {name: value for name, value in S.constants().items() if name.startswith("P_")}
    assert named == {constant_name(slot): index for index, slot in enumerate(S.LAYOUT)}
    assert S.N_PARAMS == len(S.LAYOUT) == len(set(S.LAYOUT))


def test_the_layout_is_the_declared_keys_and_the_rulings_played_two_ways():
    declared = {f"{t.name}.{k.name}" for t in schema.GAME_TABLES for k in t.keys if k.compiled and k.compiled.slot
                and k.type != "str-list"}
    lists = {f"{t.name}.{k.name}:{choice}" for t in schema.GAME_TABLES for k in t.keys
             if k.compiled and k.compiled.slot and k.type == "str-list" for choice in k.choices}
    rulings = {f"ruling:{r}" for r, choices in RULINGS.items() if len(choices) > 1}
    assert set(S.LAYOUT) == set(S.DERIVED) | declared | lists | rulings
    # a word list has a slot per word: [components] once_per_game one per special card
    assert {"components.once_per_game:knight", "components.once_per_game:witch"} <= lists
    # what the kernels read today, by name (one line each here): a slot going missing fails
    assert {"scoring.tie_rule", "nobles.on_new_noble", "end.tie_break", "round.cards_per_round"} <= declared
    assert {"ruling:tie-ranking", "ruling:final-scoring-order"} <= set(S.LAYOUT)     # every ruling, both ways


def test_codes_are_the_index_among_the_values_the_kernel_plays():
    assert S.STACK == ("replace", "stack").index("stack") == 1
    assert S.TIE_BREAK_SHARED == 1 and S.TIE_LOWEST == 0 and S.TIE_HIGHEST == 1
    assert S.KNIGHT_AFTER_ILLEGAL == RULINGS["knight-after-non-region"].index("illegal") == 2


def test_build_tables_writes_every_declared_value_in_its_slot():
    rules = api.load_rules(["permanent-nobles"], rulings={"card-count-when-short": "supply-at-round-start-at-most"})
    rules = dataclasses.replace(rules, scoring=dataclasses.replace(rules.scoring, tie_rule="split-evenly"),
                                end=dataclasses.replace(rules.end, tie_break="shared", threshold=40))
    object.__setattr__(rules, "board", api.load_rules().board)
    params = T.build_tables(rules, 3).params
    assert params[S.P_TIE_RULE] == 2                  # split-evenly, the third tie rule the kernel plays
    assert params[S.P_TIE_BREAK] == S.TIE_BREAK_SHARED
    assert params[S.P_THRESHOLD] == 40                # an int is its own code
    assert params[S.P_ON_NEW_NOBLE] == S.STACK        # Permanent Nobles
    assert params[S.P_FINAL_CREATES_NOBLES] == int(rules.end.final_creates_nobles)
    assert params[S.P_CARD_COUNT_WHEN_SHORT] == S.COUNT_AT_MOST
    assert params[S.P_PLAYERS] == 3 and params[S.P_PAID_PLACES] == 2   # 3 players: players - 1 places pay
    # the rulebook's once-per-game cards ("Revealing cards"): the Dragon and the Witch, not the Knight
    assert [params[S.P_ONCE_PER_GAME_KNIGHT + k] for k in range(3)] == [0, 1, 1]


def test_the_kernel_cache_is_named_after_the_layout_too(monkeypatch):
    from referee.lab import jit

    before = jit.kernel_source_hash()
    monkeypatch.setattr(S, "TIE_LOWEST", 7)
    assert jit.kernel_source_hash() != before
