"""The steps of a scoring's trace (Outcome.trace), typed: one dataclass per kind of step.

The engine makes them (adjudicate.py), present/account.py turns each into its sentence by
attribute, and the JSON form of a scoring holds `to_dict()`: the kind under "step", the rulebook
section under "rule", then the fields in the order declared here (a field declared `optional`
is left out while it is None). A step also reads as that mapping (`step["region"]`,
`dict(step)`), so code written against the JSON form keeps working.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from ..rules.words import Bonus, FinalScoring, TieBreak, TieRule


def optional(json_key: str = "") -> Any:
    """A field left out of the JSON form while it is None."""
    return field(default=None, metadata={"optional": True, "key": json_key})


def named(json_key: str) -> Any:
    """A field whose JSON key is not a Python name (`from`)."""
    return field(metadata={"key": json_key})


def _own(value: Any) -> Any:
    """`value` with every list and dict in it a new one: a JSON form shares nothing with the record
    it is made from (a caller that changes the answer it is handed changes nothing else)."""
    if isinstance(value, list):
        return [_own(v) for v in value]
    if isinstance(value, dict):
        return {k: _own(v) for k, v in value.items()}
    return value


class ReadsAsItsJson(Mapping[str, Any]):
    """A typed record that also reads as its JSON mapping (`to_dict()`, its lists and dicts new
    ones), compared by content."""

    def to_dict(self) -> dict[str, Any]:
        raise NotImplementedError

    def __getitem__(self, key: str) -> Any:
        return self.to_dict()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.to_dict())

    def __len__(self) -> int:
        return len(self.to_dict())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Mapping) and dict(self.items()) == dict(other.items())

    __hash__ = None                 # type: ignore[assignment]   # a mapping, compared by content


@dataclass(frozen=True, eq=False)
class Step(ReadsAsItsJson):
    KIND: ClassVar[str] = ""
    rule: str                       # the rulebook section the step applies

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"step": self.KIND, "rule": self.rule}
        for f in fields(self)[1:]:
            value = getattr(self, f.name)
            if f.metadata.get("optional") and value is None:
                continue
            data[f.metadata.get("key") or f.name] = _own(value)
        return data

    @property
    def kind(self) -> str:
        return self.KIND


@dataclass(frozen=True, eq=False)
class RegionsStep(Step):
    """The regions this round scores: the King's, then one more per Dragon ("Scoring")."""
    KIND: ClassVar[str] = "regions"
    king: str
    regions: list[str]
    dragons: int
    side_road: bool


@dataclass(frozen=True, eq=False)
class RegionStep(Step):
    """One region scored: its banner and how many places it pays."""
    KIND: ClassVar[str] = "region"
    region: str
    banner: list[int]
    banner_provenance: str
    final_scoring: bool
    players: int
    paid_places: int
    places_paying: int
    nobody: bool


@dataclass(frozen=True, eq=False)
class PlacingStep(Step):
    """One player's place in a scored region and what it pays ("Scoring", "Scoring — Ties")."""
    KIND: ClassVar[str] = "placing"
    region: str
    player: str
    influence: int
    markers: int
    nobles: int
    places: list[int]
    paid_place: int | None
    tied_with: int
    tied: list[str]
    points: int
    reason: str
    paid_places: int
    places_paying: int
    players: int
    tie_rule: TieRule


@dataclass(frozen=True, eq=False)
class NobleStep(Step):
    """The Noble decision of a scored region ("Nobles")."""
    KIND: ClassVar[str] = "noble"
    leader: str | None
    placed: str | None
    removed: list[str]
    kept: list[str]
    reason: str
    also_placed: list[str] | None = optional()
    region: str = ""
    replaced_to: str = ""


@dataclass(frozen=True, eq=False)
class NobleBonusStep(Step):
    """One Noble-chain bonus, with the roads its chain follows ("Nobles")."""
    KIND: ClassVar[str] = "noble-bonus"
    region: str
    player: str
    chain: list[str]
    points: int
    base: int
    bonus: Bonus
    roads: list[list[str]]
    side_roads: list[list[str]]
    per_region: int | None = optional()   # points per other region, when not the rulebook's one

@dataclass(frozen=True, eq=False)
class NobleBonusUnpaidStep(Step):
    """Owners whose Nobles in the region earn no bonus ([nobles] bonus_paid_to = new-noble-only)."""
    KIND: ClassVar[str] = "noble-bonus-unpaid"
    region: str
    owners: list[str]


@dataclass(frozen=True, eq=False)
class ReturnStep(Step):
    """The markers of a scored region go back to their owners' supplies."""
    KIND: ClassVar[str] = "return"
    region: str
    returned: dict[str, int]


@dataclass(frozen=True, eq=False)
class KingStep(Step):
    """Where the King moves after the scoring ("The King travels")."""
    KIND: ClassVar[str] = "king"
    region: str
    from_: str = named("from")
    last: str = ""
    moves: str = ""
    side_road: bool = False


@dataclass(frozen=True, eq=False)
class ContinueStep(Step):
    """Nobody has reached the threshold: the game goes on ("Game end and winning")."""
    KIND: ClassVar[str] = "continue"
    game_over: bool
    threshold: int


@dataclass(frozen=True, eq=False)
class GameEndStep(Step):
    """The threshold is reached: the final scoring's regions ("Game end and winning")."""
    KIND: ClassVar[str] = "game-end"
    reached: list[str]
    regions: list[str]
    threshold: int
    final_scoring: FinalScoring
    final_creates_nobles: bool
    final_pays_noble_bonus: bool


@dataclass(frozen=True, eq=False)
class WinnersStep(Step):
    """Who wins, and the tie-break when the top score is tied ("Game end and winning")."""
    KIND: ClassVar[str] = "winners"
    winners: list[str]
    best: int
    tied: list[str]
    tie_break: TieBreak
    nobles: dict[str, int]
    influence: dict[str, int] | None = optional()


# ---------------------------------------------------------------- what each revealed card did

@dataclass(frozen=True, eq=False)
class CardEvent(ReadsAsItsJson):
    """One revealed card and what it did (round_play; RoundLog.events), in resolution order.

    `effect` names it ("region", "knight", "dragon", "witch", "knight-declined",
    "knight-no-effect", "region-no-marker" ...); the optional facts say more where the effect needs
    them, and the JSON form (`to_dict`, a round's "events") leaves out those that are None, in the
    order declared here. `note` is the English line a round's JSON keeps; the sheet says each
    unusual event in either language from the facts (present.sheet.event_text).
    """
    player: str
    card: str                          # the card as a record names it
    effect: str
    reselection: bool | None = None    # True for a card of a Witch re-selection
    sent_back: list[str] | None = None  # the Witch: the cards it sends back
    at_once: bool | None = None        # the Witch re-selects at once ([cards] witch_reselects)
    region: str | None = None          # where the card placed a marker (or would have)
    why: str | None = None             # why a Knight did nothing: first-card, two-cards, after-non-region ...
    choice: str | None = None          # the open ruling's choice that decided it
    marker: int | None = None          # a Knight of several markers: which one this is ...
    markers: int | None = None         # ... of how many
    note: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {f.name: _own(getattr(self, f.name)) for f in fields(self) if getattr(self, f.name) is not None}
