"""The card phase of one round in Z3: every player's selection, its legality, and what it places.

One player's cards ("Choosing cards", "Revealing cards"), as referee.engine.selection and
referee.engine.round_play resolve them, from the spec's data and the ruleset's open rulings:

- a selection is `cards_per_round` slots, each a card code (a region's number for its Region card,
  KNIGHT, DRAGON, WITCH; 0 for an empty slot), filled from the first slot; its length is the number
  of cards the supply allows (or fewer under card-count-when-short = at-most);
- the Witch comes first and alone (the cards it sends back are left out of the record, which the
  referee accepts); its player's re-selection is a second selection, revealed later;
- the Knight comes last and adds `knight_extra_markers` markers to the Region card before it (the
  rulings knight-with-two-cards, knight-after-non-region, witch-reselect-knight, knight-declined);
- a card is played at most as many times as the hand holds it, a once-per-game card never again
  once spent.

`card_phase(rules, n, tag)` returns the variables, the constraints of a legal round and the
terms every later step reads (markers placed per region, Dragons, who used the Witch).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import z3

from ...rules import Rules
from .region import count
from .terms import Term, above, all_of, any_of, equals, holds_not, total, when

KNIGHT, DRAGON, WITCH = 101, 102, 103      # region numbers are at most 99 (referee.rules.schema)
KIND_CODES = {"knight": KNIGHT, "dragon": DRAGON, "witch": WITCH}
CODE_KINDS = {code: kind for kind, code in KIND_CODES.items()}


@dataclass
class Selection:
    """One selection (first or re-selection) as Z3 terms."""
    slots: list[Term]      # Int card codes, 0 = empty
    length: z3.ArithRef
    declined: z3.BoolRef   # the Knight's mark in the record ("knight!declined" or "knight!added")
    knight_markers: z3.ArithRef = z3.IntVal(0)   # markers the Knight places (0 without a Knight)
    knight_target: z3.ArithRef = z3.IntVal(0)    # the region it reinforces (0: none)

    _terms: dict[tuple[str, int], Any] = field(default_factory=dict, repr=False, compare=False)   # made once

    def has(self, code: int) -> list[Term]:
        """Per slot: this slot holds `code`."""
        if ("has", code) not in self._terms:
            self._terms["has", code] = [all_of([above(self.length, k), equals(s, code)])
                                        for k, s in enumerate(self.slots)]
        held: list[Term] = self._terms["has", code]
        return held

    def regions(self, region: int) -> z3.ArithRef:
        """How many of this selection's cards are `region`'s Region card."""
        if ("count", region) not in self._terms:
            self._terms["count", region] = count(self.has(region))
        return self._terms["count", region]


@dataclass
class PlayerCards:
    supply: z3.ArithRef          # markers in supply at the start of the round
    spent: dict[str, Term]       # kind -> Int, once-per-game cards spent before the round
    first: Selection
    again: Selection             # the Witch's re-selection (empty unless the Witch is played)
    witch: z3.BoolRef            # the first selection is the Witch

    def resolved(self) -> list[tuple[Selection, z3.BoolRef]]:
        """(selection, whether its cards are resolved): the first unless the Witch sent it back."""
        return [(self.first, holds_not(self.witch)), (self.again, self.witch)]

    def placed(self, region: int) -> z3.ArithRef:
        """Markers this player puts in `region` this round."""
        return total([when(on, sel.regions(region) + when(equals(sel.knight_target, region), sel.knight_markers, 0), 0)
                      for sel, on in self.resolved()])

    def revealed(self, code: int) -> z3.ArithRef:
        """Cards of this code revealed this round (the Witch itself counts once)."""
        if code == WITCH:
            return z3.If(self.witch, 1, 0)
        return z3.Sum([z3.If(on, count(sel.has(code)), 0) for sel, on in self.resolved()])

    def knights_effective(self) -> z3.ArithRef:
        """Knights that put at least one marker on the board."""
        return z3.Sum([z3.If(z3.And(on, sel.knight_markers >= 1), 1, 0) for sel, on in self.resolved()])

    def knight_markers(self) -> z3.ArithRef:
        return z3.Sum([z3.If(on, sel.knight_markers, 0) for sel, on in self.resolved()])


@dataclass
class CardPhase:
    players: list[PlayerCards]
    domain: list[Term]           # constraints of a legal round

    def dragons(self) -> z3.ArithRef:
        return z3.Sum([p.revealed(DRAGON) for p in self.players])


def card_phase(rules: Rules, n: int, tag: str = "c") -> CardPhase:
    """n players' cards for one round: variables, legality and effects."""
    players, domain = [], []
    for i in range(n):
        pc, dom = _player(rules, f"{tag}{i}")
        players.append(pc)
        domain += dom
    return CardPhase(players, domain)


def _player(rules: Rules, tag: str) -> tuple[PlayerCards, list[Term]]:
    comp = rules.components
    playable = comp.markers_per_player - comp.score_track_markers
    supply = z3.Int(f"{tag}_supply")
    spent = {kind: z3.Int(f"{tag}_spent_{kind}") for kind in KIND_CODES}   # at most those held, once-per-game
    dom = [supply >= 0, supply <= playable]
    for kind, term in spent.items():
        dom.append(term >= 0)
        dom.append(term <= (comp.held(kind) if kind in comp.once_per_game else 0))
    first = _selection(rules, f"{tag}_first")
    again = _selection(rules, f"{tag}_again")
    witch = z3.And(first.length >= 1, first.slots[0] == WITCH)
    pc = PlayerCards(supply, spent, first, again, witch)
    dom += _legal(rules, pc, first, reselection=False)
    # a re-selection only after the Witch; without it, the re-selection is empty
    dom += [z3.Implies(witch, c) for c in _legal(rules, pc, again, reselection=True)]
    dom.append(z3.Implies(z3.Not(witch), z3.And(again.length == 0, *[s == 0 for s in again.slots])))
    for sel, reselection in ((first, False), (again, True)):
        _knight_effect(rules, pc, sel, reselection)
    if rules.choice("card-without-marker") == "illegal":
        for sel, on in pc.resolved():
            regions = z3.Sum([sel.regions(r) for r in rules.roads.route])
            dom.append(z3.Implies(on, regions + sel.knight_markers <= supply))
    return pc, dom


def _selection(rules: Rules, tag: str) -> Selection:
    k = rules.round.cards_per_round
    return Selection([z3.Int(f"{tag}{j}") for j in range(k)], z3.Int(f"{tag}_len"), z3.Bool(f"{tag}_declined"))


def _legal(rules: Rules, pc: PlayerCards, sel: Selection, reselection: bool) -> list[Term]:
    """A selection the referee accepts ("Choosing cards", the open rulings of the cards)."""
    comp, k = rules.components, rules.round.cards_per_round
    regions = list(rules.roads.route)
    codes = regions + [code for kind, code in KIND_CODES.items() if comp.held(kind) > 0]
    dom = [sel.length >= 0, sel.length <= k]
    for j, slot in enumerate(sel.slots):
        dom.append(z3.If(above(sel.length, j), any_of([equals(slot, c) for c in codes]), equals(slot, 0)))
    for r in regions:
        dom.append(sel.regions(r) <= comp.region_cards_per_region)
    for kind, code in KIND_CODES.items():
        spent = pc.spent[kind] if kind in comp.once_per_game else 0
        dom.append(count(sel.has(code)) + spent <= comp.held(kind))
    dom += _count_rule(rules, pc, sel, reselection)
    witch_here = sel.has(WITCH)
    dom += [z3.Not(w) for w in (witch_here if reselection else witch_here[1:])]
    last = sel.length - 1
    dom += [z3.Implies(h, j == last) for j, h in enumerate(sel.has(KNIGHT))]   # the Knight comes last
    if reselection and rules.choice("witch-reselect-dragon") == "forbidden":
        dom += [z3.Not(h) for h in sel.has(DRAGON)]
    if rules.choice("knight-after-non-region") == "illegal":
        for j, h in enumerate(sel.has(KNIGHT)):
            if j:
                dom.append(z3.Implies(h, z3.Or([sel.slots[j - 1] == r for r in regions])))
    return dom


def _count_rule(rules: Rules, pc: PlayerCards, sel: Selection, reselection: bool) -> list[Term]:
    """How many cards: `cards_per_round`, or the supply when fewer (rulings card-count-when-short,
    no-markers-no-cards); a first selection may be the Witch alone."""
    k = rules.round.cards_per_round
    required = z3.If(pc.supply < k, pc.supply, k)
    ok = [sel.length == required]
    if rules.choice("card-count-when-short") == "supply-at-round-start-at-most":
        ok.append(z3.And(pc.supply < k, sel.length <= required))
    if rules.choice("no-markers-no-cards") == "special-cards-allowed":
        specials = [z3.Or(s == DRAGON, s == WITCH) for s in sel.slots]
        ok.append(z3.And(pc.supply == 0, *[z3.Implies(j < sel.length, sp) for j, sp in enumerate(specials)]))
    dom = []
    if not reselection:
        witch = z3.And(sel.length >= 1, sel.slots[0] == WITCH)
        # the Witch is recorded alone: the cards it sends back play no part in the round
        dom.append(z3.Implies(witch, sel.length == 1))
        ok.append(z3.And(witch, required >= 1))
    dom.append(z3.Or(ok))
    return dom


def _knight_effect(rules: Rules, pc: PlayerCards, sel: Selection, reselection: bool) -> None:
    """Sets sel.knight_markers and sel.knight_target (round_play._Resolver.knight_target)."""
    extra = rules.cards.knight_extra_markers
    regions = list(rules.roads.route)
    n = len(sel.slots)
    target = z3.IntVal(0)
    markers = z3.IntVal(0)
    for j in range(1, n):            # a Knight in slot j (the last card; never the first)
        here = z3.And(sel.length == j + 1, sel.slots[j] == KNIGHT)
        aim = _aim(rules, sel, j, regions)
        on = z3.And(here, z3.Not(sel.declined), aim != 0)
        if extra == 0:
            on = z3.BoolVal(False)
        if reselection and rules.choice("witch-reselect-knight") == "no-marker":
            on = z3.BoolVal(False)
        if j == 1 and rules.choice("knight-with-two-cards") == "no-marker":
            on = z3.BoolVal(False)
        regions_before = total([when(any_of([equals(sel.slots[m], r) for r in regions]), 1, 0) for m in range(j)])
        room = pc.supply - regions_before
        placed = z3.IntVal(extra) if rules.choice("card-without-marker") == "illegal" else \
            z3.If(room < extra, z3.If(room > 0, room, 0), extra)
        target = z3.If(on, aim, target)
        markers = z3.If(on, placed, markers)
    sel.knight_target, sel.knight_markers = target, markers


def _aim(rules: Rules, sel: Selection, j: int, regions: list[int]) -> z3.ArithRef:
    """The region a Knight in slot j reinforces (0: none): the card before it, or under
    knight-after-non-region = last-region-card the last Region card before it."""
    def region_of(slot: int) -> Term:
        return when(any_of([equals(slot, r) for r in regions]), slot, 0)
    aim = region_of(sel.slots[j - 1])
    if rules.choice("knight-after-non-region") == "last-region-card":
        for m in range(j - 1):         # the nearest earlier Region card wins
            aim = z3.If(aim != 0, aim, region_of(sel.slots[j - 2 - m]))
    return aim
