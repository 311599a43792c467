"""Exact or refuses: every rule parameter the batch simulator does not implement is named."""

import dataclasses

import pytest

from referee import api
from referee.lab.support import RULINGS, UnsupportedRules, check_supported, selection_capacity, unsupported


def changed(rules, part, **values):
    new = dataclasses.replace(rules, **{part: dataclasses.replace(getattr(rules, part), **values)})
    object.__setattr__(new, "board", rules.board)
    return new


def test_both_shipped_rulesets_and_every_implemented_ruling_alternative_are_supported():
    for variants in ((), ("permanent-nobles",)):
        rules = api.load_rules(variants)
        assert unsupported(rules, 4) == []            # every ruling at its default
        for ruling in rules.rulings:
            for choice in RULINGS[ruling.id]:
                assert unsupported(api.load_rules(variants, rulings={ruling.id: choice}), 4) == []


def test_every_choice_of_every_open_ruling_plays():
    for ruling in api.load_rules().rulings:
        for choice in ruling.alternatives:
            assert unsupported(api.load_rules(rulings={ruling.id: choice}), 4) == [], (ruling.id, choice)


def test_a_ruling_alternative_the_kernel_does_not_play_is_refused_by_name(monkeypatch):
    # a kernel that played tie-ranking's 1-1-3 only (as the kernel once did) refuses 1-1-2, by name
    monkeypatch.setitem(RULINGS, "tie-ranking", ("1-1-3",))
    rules = api.load_rules(rulings={"tie-ranking": "1-1-2"})
    assert unsupported(rules, 4) == ["ruling tie-ranking = '1-1-2': the batch simulator implements 1-1-3"]


@pytest.mark.parametrize("part,field,value", [
    ("scoring", "tie_rule", "coin-flip"),
    ("nobles", "placed_by", "plurality"),
    ("round", "king_moves", "one-step"),
    ("end", "tie_break", "coin-toss"),
])
def test_an_unknown_value_is_refused_naming_parameter_and_value(part, field, value):
    rules = changed(api.load_rules(), part, **{field: value})
    with pytest.raises(UnsupportedRules) as info:
        check_supported(rules, 4)
    assert f"{part}.{field} = {value!r}" in str(info.value)


def test_an_unknown_field_or_ruling_is_refused():
    @dataclasses.dataclass(frozen=True)
    class NewNobles:                      # a rules part that gained a field the lab never heard of
        section: str = "Nobles"
        placed_by: str = "sole-leader"
        on_new_noble: str = "replace"
        max_per_region: int = 1
        max_per_player_per_region: int = 1
        bonus_base: int = 1
        bonus_paid_to: str = "every-noble-in-region"
        bonus: str = "connected-chain"
        sparkle: str = "gold"

    rules = api.load_rules()
    new = dataclasses.replace(rules, nobles=NewNobles())
    object.__setattr__(new, "board", rules.board)
    assert [r for r in unsupported(new, 4) if "nobles." in r] == [
        "nobles.sparkle = 'gold': a rule parameter the batch simulator does not know"]
    ruling = dataclasses.replace(rules.rulings[0], id="knight-on-a-horse")
    new = dataclasses.replace(rules, rulings=rules.rulings + (ruling,))
    object.__setattr__(new, "board", rules.board)
    assert any(r.startswith("ruling knight-on-a-horse") for r in unsupported(new, 4))


def test_six_players_are_refused():
    assert any(r.startswith("players = 6") for r in unsupported(api.load_rules(), 6))


def test_every_designer_variant_is_played_by_the_kernel():
    # examples/variants (six of the eleven were refused): a changed banner or road graph is
    # data the kernel's tables are built from, every other change a value the kernel plays
    from helpers import REPO

    shipped = sorted((REPO / "examples" / "variants").glob("*.toml"))
    assert len(shipped) == 11
    for path in shipped:
        assert unsupported(api.load_rules((str(path),)), 4) == [], path.stem


@pytest.mark.parametrize("part,field,values", [
    ("scoring", "tie_rule", ("lowest-spanned-place", "highest-spanned-place", "split-evenly")),
    ("end", "tie_break", ("most-nobles-on-board", "shared", "most-influence-on-board")),
    # Each of these also plays row for row as the reference engine does (tests/lab/test_fallback.py)
    ("end", "final_scoring", ("regions-not-scored-this-round", "all-regions", "none")),
    ("nobles", "bonus", ("connected-chain", "region-only", "adjacent-only")),
    ("cards", "knight_extra_markers", (0, 1, 2, 10)),
    ("roads", "king_side_roads", ((), ((3, 1),))),
    ("nobles", "placed_by", ("sole-leader", "any-leader", "none")),
    ("nobles", "max_per_region", (0, 1, 2, 5)),
    ("nobles", "max_per_player_per_region", (1, 2, 5)),
    ("components", "dragons_per_player", (0, 1, 2, 4)),
    ("components", "knights_per_player", (0, 1, 2, 4)),
    ("components", "witches_per_player", (0, 1, 2, 4)),
    ("components", "region_cards_per_region", (1, 2, 4)),
    ("components", "once_per_game", ((), ("knight",), ("dragon",), ("witch",), ("knight", "dragon", "witch"))),
    ("cards", "witch_reselects", ("after-others", "at-once")),
    ("nobles", "bonus_paid_to", ("every-noble-in-region", "new-noble-only")),
    ("round", "king_moves", ("after-last-scored", "next-after-king")),
    ("round", "cards_per_round", (1, 3, 5, 8)),
])
def test_the_spec_values_the_kernel_plays_besides_the_rulebooks(part, field, values):
    for value in values:
        assert unsupported(changed(api.load_rules(), part, **{field: value}), 4) == [], value


def test_every_kind_of_refusal_is_french_under_lang_fr(monkeypatch):
    # one rules object that trips a field check of each kind, a ruling and the player count
    from english_detector import english_in

    monkeypatch.setitem(RULINGS, "tie-ranking", ("1-1-3",))

    rules = api.load_rules(rulings={"tie-ranking": "1-1-2"})
    rules = changed(rules, "nobles", placed_by="plurality")
    rules = changed(rules, "round", cards_per_round=9)
    with pytest.raises(UnsupportedRules) as exc:
        check_supported(rules, 6)
    french = exc.value.text.render("fr")
    assert len(exc.value.reasons) == 4 and french.count("\n  - ") == 4, french
    assert english_in(french) == [], french
    assert "aucune sélection permise" in french and "nobles.placed_by = 'plurality'" in french


def test_every_spec_key_says_what_the_batch_simulator_plays_of_it():
    # schema.Key.compiled is the one place the fast path's support is declared; a key without it
    # would be refused by every compare run, so every shipped key declares it.
    from referee.rules import schema

    undeclared = [f"{t.name}.{k.name}" for t in schema.GAME_TABLES for k in t.keys if k.compiled is None]
    assert undeclared == []


def test_the_support_table_is_read_from_the_declarations():
    # each declared word is accepted and the key's other choices are refused (today every
    # key declares every choice it allows; a word outside the choices is refused all the same)
    from referee.lab.support import FIELDS
    from referee.rules import schema

    for table in schema.GAME_TABLES:
        if table.many or table.name == "game":
            continue
        for key in table.keys:
            accepted = FIELDS[table.name][key.name]
            plays = key.compiled.plays
            if plays is None or key.type == "str-list":
                continue
            assert all(accepted(value) for value in plays), key.name
            assert not any(accepted(choice) for choice in key.choices if choice not in plays), key.name
    tie_break = FIELDS["end"]["tie_break"]
    assert all(tie_break(word) for word in schema.END.key("tie_break").choices) and not tie_break("coin-toss")


def test_a_key_that_declares_nothing_is_refused_not_played(monkeypatch):
    from referee.lab import support
    from referee.rules import schema

    undeclared = dataclasses.replace(schema.NOBLES.key("bonus_base"), compiled=None)
    nobles = dataclasses.replace(schema.NOBLES, keys=tuple(undeclared if k.name == "bonus_base" else k
                                                           for k in schema.NOBLES.keys))
    monkeypatch.setattr(schema, "GAME_TABLES", tuple(nobles if t.name == "nobles" else t
                                                     for t in schema.GAME_TABLES))
    monkeypatch.setattr(support, "FIELDS", support._fields())
    reasons = unsupported(api.load_rules(), 4)
    # "Nobles": one point per region of the owner's chain, so the base (the region itself) is 1
    assert reasons == ["nobles.bonus_base = 1: a rule parameter the batch simulator does not know"]


@pytest.mark.parametrize("rulings,cards,capacity", [
    # eight Region cards, the Dragon once a game: eight cards can always be chosen, nine cannot (a
    # player whose Dragon is spent holds eight cards besides the Knight and the Witch)
    ({}, 8, 8),
    ({}, 9, 8),
    # witch-reselect-same-cards = forbidden: a Witch with four cards sends four regions back, and the
    # re-selection of five has four Region cards left
    ({"witch-reselect-same-cards": "forbidden"}, 5, 4),
    ({"witch-reselect-same-cards": "forbidden"}, 4, 5),
])
def test_cards_a_round_a_hand_cannot_always_make_are_refused(rulings, cards, capacity):
    rules = changed(api.load_rules(rulings=rulings), "round", cards_per_round=cards)
    assert selection_capacity(rules) == capacity
    reasons = unsupported(rules, 4)
    assert (reasons == []) == (cards <= capacity), reasons
    if cards > capacity:
        assert reasons == [f"round.cards_per_round = {cards}: a player could be left with no legal selection of that "
                           f"many cards (the batch simulator plays up to {capacity}, the cards every reachable hand "
                           "can always make a legal selection of)"]
