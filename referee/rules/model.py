"""The rules of one game as immutable values: regions, roads, scoring, Nobles, round, end, rulings.

A word-valued field has its key's Literal type (rules/words.py), so the type checker holds every
comparison with it to the key's words; tests/rules/test_spec_words.py holds these fields to the schema.

Built from the spec files by loader.load_rules(); nothing here reads a file.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Mapping

from ..rulings_register import Ruling as Ruling  # part of the Rules model
from .words import (
    BannerProvenance,
    Bonus,
    BonusPaidTo,
    FinalScoring,
    KingMoves,
    OnNewNoble,
    PlacedBy,
    SpecialCard,
    TieBreak,
    TieRule,
    WitchReselects,
)


@dataclass(frozen=True)
class Region:
    number: int
    name: str
    slug: str
    banner: tuple[int, ...]
    banner_provenance: BannerProvenance


@dataclass(frozen=True)
class Components:
    section: str
    markers_per_player: int
    score_track_markers: int
    region_cards_per_region: int
    knights_per_player: int
    dragons_per_player: int
    witches_per_player: int
    once_per_game: tuple[SpecialCard, ...]  # special cards spent once played: "dragon", "witch" ...
    cards_per_player: int = 0               # the whole hand; derived by the loader, not a spec key

    def held(self, kind: str) -> int:
        """How many cards of a special kind ("knight", "dragon", "witch") each player holds."""
        return {"knight": self.knights_per_player, "dragon": self.dragons_per_player,
                "witch": self.witches_per_player}[kind]


@dataclass(frozen=True)
class CardRules:
    section: str
    knight_extra_markers: int               # markers a Knight adds to the Region card before it
    witch_reselects: WitchReselects


@dataclass(frozen=True)
class Roads:
    section: str
    route: tuple[int, ...]
    side_roads: tuple[tuple[int, int], ...]
    king_side_roads: tuple[tuple[int, int], ...]   # side roads the King travels, (from, to)
    king_start: int


@dataclass(frozen=True)
class ScoringRules:
    section: str
    ties_section: str
    min_influence: int
    paid_places_offset: int
    tie_rule: TieRule
    noble_influence: int

    def paid_places(self, n_players: int) -> int:
        return max(0, n_players + self.paid_places_offset)


@dataclass(frozen=True)
class NobleRules:
    section: str
    placed_by: PlacedBy
    on_new_noble: OnNewNoble
    max_per_region: int        # 0 = no limit
    max_per_player_per_region: int
    bonus: Bonus
    bonus_base: int
    bonus_per_region: int      # points per other region counted, besides the base
    bonus_paid_to: BonusPaidTo


@dataclass(frozen=True)
class RoundRules:
    section: str
    regions_per_dragon: int
    king_moves: KingMoves
    king_section: str
    cards_per_round: int          # "Choosing cards": fewer only when short of markers
    cards_section: str


@dataclass(frozen=True)
class EndRules:
    section: str
    threshold: int
    final_scoring: FinalScoring
    final_creates_nobles: bool
    final_pays_noble_bonus: bool
    tie_break: TieBreak


@dataclass(frozen=True)
class Variant:
    id: str
    name: str
    section: str
    summary: str
    changes_invariants: tuple[str, ...]
    overrides: Mapping[str, Any]
    file: str
    own_file: bool = False        # read from a path given by the user, not from the spec's variants/


@dataclass(frozen=True)
class Rules:
    """Immutable rules of one game under a set of variants. Build with load_rules()."""

    game_id: str
    game_name: str
    min_players: int
    max_players: int
    components: Components
    cards: CardRules
    regions: tuple[Region, ...]
    roads: Roads
    scoring: ScoringRules
    nobles: NobleRules
    round: RoundRules
    end: EndRules
    rulings: tuple[Ruling, ...]
    variants: tuple[Variant, ...] = ()
    available_variants: tuple[str, ...] = ()
    chosen_rulings: Mapping[str, str] = field(default_factory=dict)   # non-default rulings chosen at load
    board: Any = field(default=None, compare=False, repr=False)

    @property
    def variant_ids(self) -> tuple[str, ...]:
        return tuple(v.id for v in self.variants)

    @property
    def variant_refs(self) -> tuple[str, ...]:
        """How an output names each variant so that it loads back: the id of a shipped variant,
        the absolute path of a variant file of one's own (its id names nothing loadable)."""
        import os

        return tuple(v.id if v.id in self.available_variants and not v.own_file else os.path.abspath(v.file)
                     for v in self.variants)

    @property
    def label(self) -> str:
        """The ruleset in words: "standard", or "standard + Permanent Nobles"."""
        return " + ".join(["standard"] + [v.name for v in self.variants])

    @property
    def short_label(self) -> str:
        """The ruleset as ids: "standard", or "permanent-nobles" (several joined by "+")."""
        return "+".join(self.variant_ids) or "standard"

    def ruling(self, ruling_id: str) -> Ruling:
        for r in self.rulings:
            if r.id == ruling_id:
                return r
        raise KeyError(ruling_id)

    def choice(self, ruling_id: str, position_rulings: Mapping[str, str] | None = None) -> str:
        """The choice in force for an open ruling: the position's, else the one chosen at load, else the default."""
        if position_rulings and ruling_id in position_rulings:
            return position_rulings[ruling_id]
        if ruling_id in self.chosen_rulings:
            return self.chosen_rulings[ruling_id]
        defaults = self._ruling_defaults
        return defaults[ruling_id] if ruling_id in defaults else self.ruling(ruling_id).default

    @cached_property
    def _ruling_defaults(self) -> dict[str, str]:
        """Each open ruling's default by id (the rules never change, so it is built once)."""
        return {r.id: r.default for r in self.rulings}

    def banner_for(self, region: int, printed: Mapping[int, tuple[int, ...]] | None = None
                   ) -> tuple[tuple[int, ...], str]:
        """(values, provenance) of a region's banner: the user's printing if given, else the spec's."""
        if printed and region in printed:
            return tuple(printed[region]), "user"
        spec_region = self.board.regions[region]
        return spec_region.banner, spec_region.banner_provenance
