"""engine.trace: typed steps whose JSON form keeps the keys and order the account's readers know."""

from __future__ import annotations

import json

from referee.engine import trace
from referee.present.account import _RENDERERS


def test_the_json_form_names_the_kind_and_the_rule_first_then_the_fields_in_order():
    step = trace.KingStep("The King travels", region="Dark Tower", from_="Temple Ruins", last="Savage Hills",
                          moves="after-last-scored", side_road=False)
    assert list(step.to_dict()) == ["step", "rule", "region", "from", "last", "moves", "side_road"]
    assert step.to_dict()["step"] == "king" and step["from"] == "Temple Ruins"      # `from` is not a Python name


def test_an_optional_field_is_left_out_while_it_is_none():
    # the winners step carries the influence counts only under that tie-break ("Game end and winning")
    plain = trace.WinnersStep("Game end and winning", winners=["Ann"], best=41, tied=[], tie_break="shared",
                              nobles={})
    counted = trace.WinnersStep("Game end and winning", winners=["Ann"], best=41, tied=["Ann", "Ben"],
                                tie_break="most-influence-on-board", nobles={}, influence={"Ann": 3, "Ben": 2})
    assert "influence" not in plain and "influence" not in json.loads(json.dumps(plain.to_dict()))
    assert counted["influence"] == {"Ann": 3, "Ben": 2}


def test_a_step_reads_as_its_mapping():
    step = trace.ReturnStep("Scoring", region="Dark Tower", returned={"Ann": 2})
    assert dict(step) == {"step": "return", "rule": "Scoring", "region": "Dark Tower", "returned": {"Ann": 2}}
    assert step == dict(step) and step.get("missing") is None and "returned" in step


def test_every_kind_of_step_has_a_sentence():
    kinds = [c for c in vars(trace).values() if isinstance(c, type) and issubclass(c, trace.Step) and c.KIND]
    assert len(kinds) == 11 and len({c.KIND for c in kinds}) == 11
    assert set(kinds) == set(_RENDERERS)


def test_a_card_event_holds_its_facts_in_the_json_order_a_round_has_always_had():
    # a Knight played after a Dragon under knight-after-non-region = no-marker: player, card, effect,
    # then why and the ruling's choice, then the English note; the facts it does not have are left out
    event = trace.CardEvent("Ann", "knight", "knight-no-effect", why="after-non-region", choice="no-marker",
                            note="the card before the Knight is not a Region card")
    assert list(event.to_dict()) == ["player", "card", "effect", "why", "choice", "note"]
    assert (event.why, event.region, event["choice"]) == ("after-non-region", None, "no-marker")
    witch = trace.CardEvent("Ben", "witch", "witch", sent_back=["Dark Tower"], at_once=True)
    assert list(witch) == ["player", "card", "effect", "sent_back", "at_once"]


def test_a_card_event_refuses_a_fact_it_does_not_declare():
    import pytest

    with pytest.raises(TypeError):
        trace.CardEvent("Ann", "knight", "knight", target="Dark Tower")
