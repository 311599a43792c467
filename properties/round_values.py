"""Concrete rounds and the round model's values, both ways.

- concrete_round(rules, m, model): a Z3 model of the round (properties/models/round.py) as the engine
  takes a round: the Position before the cards, each player's cards, the Witch re-selections;
- assignment(rules, m, position, plays, witch): the reverse, the model's input values of an engine
  round (the oracle, properties/conformance/round_oracle.py, evaluates the model on them).
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import z3

from ..engine.cards import KNIGHT as KNIGHT_KIND
from ..engine.cards import Card, region_card
from ..engine.position import Position
from ..rules import Rules
from .models.cards import CODE_KINDS, KIND_CODES
from .models.cards import Selection as CardSelection
from .models.round import RoundModel
from .models.terms import Term, constant, int_value
from .players import PLAYER_NAMES
from .rounds import Plays


def _card(code: int, declined: bool) -> Card:
    if code in CODE_KINDS:
        kind = CODE_KINDS[code]
        return Card(KNIGHT_KIND, declined=declined) if kind == KNIGHT_KIND else Card(kind)
    return region_card(code)


def _cards(model: Any, sel: CardSelection) -> list[Card]:
    length = int_value(model, sel.length)
    declined = z3.is_true(model.eval(sel.declined, model_completion=True))
    return [_card(int_value(model, sel.slots[k]), declined) for k in range(length)]


def concrete_round(rules: Rules, m: RoundModel, model: Any
                   ) -> tuple[Position, Plays, Plays]:
    """The model's position before the round, and its cards, as the engine takes them."""
    players = list(PLAYER_NAMES[:m.n])
    markers = {r: {p: int_value(model, m.before.markers[r][i]) for i, p in enumerate(players)} for r in m.regions}
    nobles = {r: [p for i, p in enumerate(players) for _ in range(int_value(model, m.before.nobles[r][i]))]
              for r in m.regions}
    used: dict[str, list[str]] = {}
    for i, (p, pc) in enumerate(zip(players, m.cards.players)):
        spent = [kind for kind, term in pc.spent.items() for _ in range(int_value(model, term))]
        if spent:
            used[p] = spent
    on_board = {r: {p: c for p, c in ms.items() if c} for r, ms in markers.items() if any(ms.values())}
    position = Position(players=players, king=int_value(model, m.before.king), markers=on_board,
                        nobles={r: o for r, o in nobles.items() if o},
                        scores={p: int_value(model, m.before.scores[i]) for i, p in enumerate(players)},
                        supply={p: int_value(model, pc.supply) for p, pc in zip(players, m.cards.players)},
                        variants=list(rules.variant_refs), used=used)
    plays: Plays = {}
    witch: Plays = {}
    for p, pc in zip(players, m.cards.players):
        plays[p] = _cards(model, pc.first)
        if z3.is_true(model.eval(pc.witch, model_completion=True)):
            witch[p] = _cards(model, pc.again)
    return position, plays, witch


def card_code(card: Card) -> int:
    if card.region is not None:           # a Region card (is_region): its region's number
        return card.region
    return KIND_CODES[card.kind]


def assignment(rules: Rules, m: RoundModel, position: Position, plays: Mapping[str, Sequence[Card]],
               witch: Mapping[str, Sequence[Card]]) -> list[tuple[Term, Term]]:
    """(variable, value) for every input of the round model `m`: the position before the round and
    the cards. A Witch selection is the Witch alone (the cards it sends back play no part)."""
    values: list[tuple[Term, int | bool]] = [(m.before.king, position.king)]
    for r in m.regions:
        for i, p in enumerate(position.players):
            values.append((m.before.markers[r][i], position.markers_in(r, p)))
            values.append((m.before.nobles[r][i], position.nobles_in(r).count(p)))
    for i, (p, pc) in enumerate(zip(position.players, m.cards.players)):
        values.append((m.before.scores[i], position.scores.get(p, 0)))
        values.append((pc.supply, (position.supply or {}).get(p, 0)))
        for kind, term in pc.spent.items():
            values.append((term, position.used.get(p, []).count(kind)))
        first = list(plays.get(p, ()))
        values += _selection_values(rules, position, pc.first, first)
        values += _selection_values(rules, position, pc.again, list(witch.get(p, ())))
    return [(var, constant(v)) for var, v in values]


def _selection_values(rules: Rules, position: Position, sel: CardSelection,
                      cards: list[Card]) -> list[tuple[Term, int | bool]]:
    codes = [card_code(c) for c in cards]
    assert len(codes) <= len(sel.slots), "a selection longer than cards_per_round"
    values: list[tuple[Term, int | bool]] = [(sel.length, len(codes))]
    values += [(slot, codes[k] if k < len(codes) else 0) for k, slot in enumerate(sel.slots)]
    knight = next((c for c in cards if c.kind == KNIGHT_KIND), None)
    values.append((sel.declined, knight is not None and declined(knight, position, rules)))
    return values


def declined(knight: Card, position: Position, rules: Rules) -> bool:
    """Whether a record's Knight is declined, read here and not asked of the engine ("Revealing
    cards — Knight": its marker is optional; ruling knight-declined says what an unmarked one does)."""
    if rules.choice("knight-declined", position.rulings) == "added-unless-declined":
        return knight.declined is True
    return knight.declined is not False
