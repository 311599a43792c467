"""The King's Struggle invariant catalogue, checked on seeded random hands under every
combination of the scoring rulings (`referee check --game kings-struggle`).

Each invariant that fails comes with a counterexample hands file `referee struggle score` reads.
z3 is loaded (by oracles.z3_best_points) only when this runs.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Callable, Mapping

from referee.messages import Text
from referee.messages import text as message

from ..spec_files import choose_rulings
from .oracles import exhaustive_best_points, z3_best_points
from .rules import StruggleRules
from .scoring import Tables, best_split, tables_for
from .winning import PlayerHand, decide, score_hand, tie_break_key

SCORING_RULINGS: tuple[dict[str, str], ...] = ({}, {"four-of-a-kind": "split"}, {"rank-sets": "several-sets"},
                   {"four-of-a-kind": "split", "rank-sets": "several-sets"})


@dataclass(frozen=True)
class Invariant:
    id: str
    statement: str
    section: str


CATALOGUE = (
    Invariant("split.uses-every-card-once", "The chosen split uses every collected card exactly once.", "Scoring"),
    Invariant("split.is-best", "No split scores more: the referee's split equals the exhaustive search's "
                               "and the Z3 optimisation's maximum.", "Scoring"),
    Invariant("score.monotone-in-cards", "Adding a collected card never lowers a score.", "Scoring"),
    Invariant("score.monotone-in-gold", "Adding a gold never lowers a score.", "Scoring"),
    Invariant("winning.total-order", "The tie-break names one winner unless the players level on it have equal "
                                     "points, card counts and counts of every rank.", "Winning"),
)


@dataclass
class Verdict:
    invariant: Invariant
    cases: int = 0
    message: str = ""
    counterexample: dict | None = None

    @property
    def holds(self) -> bool:
        return self.counterexample is None

    def to_dict(self) -> dict:
        return {"id": self.invariant.id, "statement": self.invariant.statement, "section": self.invariant.section,
                "status": "HOLDS" if self.holds else "VIOLATED", "cases": self.cases,
                "message": self.message, "counterexample": self.counterexample}


@dataclass
class RulesetReport:
    rulings: Mapping[str, str]
    verdicts: list[Verdict] = field(default_factory=list)

    @property
    def label(self) -> str:
        return "+".join(f"{k}={v}" for k, v in self.rulings.items()) or "defaults"

    def to_dict(self) -> dict:
        return {"rulings": dict(self.rulings), "label": self.label,
                "invariants": {v.invariant.id: v.to_dict() for v in self.verdicts}}


def random_hand(rnd: random.Random, tables: Tables, name: str = "A", max_cards: int = 12) -> PlayerHand:
    """A hand of up to max_cards cards, never more copies of a rank than the game has."""
    cards: list[int] = []
    for _ in range(rnd.randint(0, max_cards)):
        rank = rnd.choice(tables.ranks)
        if cards.count(rank) < tables.max_copies:
            cards.append(rank)
    return PlayerHand(name, rnd.randint(0, 30), tuple(cards))


def tie_prone_hands(rnd: random.Random, tables: Tables, rules: StruggleRules) -> list[PlayerHand]:
    """Three random hands; in two cases of three the second is built to tie with the first on
    points: the same cards shuffled (level in every respect), or one card more with gold making
    the points equal when possible (the card count must decide)."""
    a, b, c = (random_hand(rnd, tables, name) for name in "ABC")
    kind = rnd.randrange(3)
    if kind == 0:
        b = PlayerHand("B", a.gold, tuple(rnd.sample(a.cards, len(a.cards))))
    elif kind == 1:
        rank = rnd.choice(tables.ranks)
        if a.cards.count(rank) < tables.max_copies:
            cards = a.cards + (rank,)
            target = score_hand(a, tables, rules.points_per_gold).total
            gold = target - best_split(cards, tables).points
            if gold >= 0 and rules.points_per_gold == 1:
                b = PlayerHand("B", gold, cards)
    return [a, b, c]


def check_ruleset(rules: StruggleRules, given: Mapping[str, str], examples: int, seed: int,
                  z3_examples: int = 100, progress: Callable[[Text], None] = lambda text: None) -> RulesetReport:
    choices, problems = choose_rulings(rules.rulings, given)
    if problems:
        raise ValueError("; ".join(p.describe() for p in problems))
    tables = tables_for(rules, choices)
    report = RulesetReport(dict(given))
    verdicts = {inv.id: Verdict(inv) for inv in CATALOGUE}
    rnd = random.Random(seed)
    for index in range(examples):
        if index % 100 == 0:
            progress(message("struggle.check.progress", label=report.label, n=index + 1, total=examples))
        hands = tie_prone_hands(rnd, tables, rules)
        _check_hand(hands[0], tables, rules, given, verdicts, use_z3=index < z3_examples, rnd=rnd)
        _check_tie_break(hands, tables, rules, choices, given, verdicts["winning.total-order"])
    report.verdicts = list(verdicts.values())
    return report


def _hands_file(hands, given) -> dict:
    return {"players": {h.name: {"gold": h.gold, "cards": list(h.cards)} for h in hands}, "rulings": dict(given)}


def _record(verdict: Verdict, ok: bool, message: str, hands, given) -> None:
    verdict.cases += 1
    if not ok and verdict.holds:
        verdict.message = message
        verdict.counterexample = _hands_file(hands, given)


def _check_hand(hand, tables, rules, given, verdicts, use_z3: bool, rnd: random.Random) -> None:
    split = best_split(hand.cards, tables)
    _record(verdicts["split.uses-every-card-once"], split.cards() == sorted(hand.cards),
            f"split uses {split.cards()} for cards {sorted(hand.cards)}", [hand], given)
    best = exhaustive_best_points(hand.cards, tables)
    if use_z3:
        best_z3 = z3_best_points(hand.cards, tables)
        ok, text = split.points == best == best_z3, f"referee {split.points}, exhaustive {best}, Z3 {best_z3}"
    else:
        ok, text = split.points == best, f"referee {split.points}, exhaustive {best}"
    _record(verdicts["split.is-best"], ok, text, [hand], given)
    before = score_hand(hand, tables, rules.points_per_gold).total
    rank = rnd.choice(tables.ranks)
    if hand.cards.count(rank) < tables.max_copies:
        more = PlayerHand(hand.name, hand.gold, hand.cards + (rank,))
        after = score_hand(more, tables, rules.points_per_gold).total
        _record(verdicts["score.monotone-in-cards"], after >= before,
                f"adding a {rank} lowers {before} to {after}", [hand], given)
    richer = PlayerHand(hand.name, hand.gold + 1, hand.cards)
    after = score_hand(richer, tables, rules.points_per_gold).total
    _record(verdicts["score.monotone-in-gold"], after >= before, f"a gold more lowers {before} to {after}",
            [hand], given)


def _check_tie_break(hands, tables, rules, choices, given, verdict: Verdict) -> None:
    """Winners must be exactly the players with the greatest key; several only if their keys are equal."""
    scores = [score_hand(h, tables, rules.points_per_gold) for h in hands]
    outcome = decide(scores, tables.ranks, choices["most-cards"])
    keys = {s.hand.name: tie_break_key(s, tables.ranks, choices["most-cards"]) for s in scores}
    top = max(keys.values())
    expected = tuple(name for name, key in keys.items() if key == top)
    ok = outcome.winners == expected and (len(expected) == 1 or _level_in_every_respect(
        [s for s in scores if s.hand.name in expected]))
    _record(verdict, ok, f"winners {list(outcome.winners)}, keys {keys}", hands, given)


def _level_in_every_respect(scores) -> bool:
    first = scores[0]
    return all(s.total == first.total and sorted(s.hand.cards) == sorted(first.hand.cards) for s in scores)
