"""A position: the mutable state of one game at one moment, separate from the Rules.

A position read by `referee score` is the moment after every card of a round has been
resolved and before anything is scored. Region keys are region numbers internally;
the JSON form uses region names (any name, slug or number is accepted on input, see
position_reader.py).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..rules import Rules


@dataclass
class Position:
    players: list[str]
    king: int
    markers: dict[int, dict[str, int]] = field(default_factory=dict)   # region -> player -> markers (not Nobles)
    nobles: dict[int, list[str]] = field(default_factory=dict)         # region -> owners, oldest first
    scores: dict[str, int] = field(default_factory=dict)
    supply: dict[str, int] | None = None    # markers in front of each player, where known
    dragons: int = 0                        # Dragon cards revealed this round
    variants: list[str] = field(default_factory=list)
    banners: dict[int, tuple[int, ...]] = field(default_factory=dict)  # this printing's banner values
    rulings: dict[str, str] = field(default_factory=dict)              # non-default open rulings
    game_over: bool = False
    used: dict[str, list[str]] = field(default_factory=dict)   # once-per-game cards spent: player -> ["dragon", ...]
    round: int = 0                          # rounds completed so far, where known (0: not recorded)

    def __post_init__(self) -> None:
        """A player the scores leave out is on 0, where every score marker starts ("Preparation";
        a position document's `scores` default, docs/players.md): every Position holds a score for
        each of its players, so no reader of `scores` needs a default of its own. A supply, where known,
        is held in seat order, whatever order a file wrote it in, as every table by player is told."""
        self.scores = {p: 0 for p in self.players} | self.scores
        if self.supply is not None:
            self.supply = {p: self.supply[p] for p in self.players if p in self.supply} | self.supply

    def copy(self) -> "Position":
        """An independent copy: every list and dict copied, to the depth each field has (a deep copy,
        without copy.deepcopy's generic walk: positions are copied on every play and every round).
        The scores and the supply are passed as they are: __post_init__ builds a new dict of each."""
        return dataclasses.replace(
            self, players=list(self.players), markers={r: dict(m) for r, m in self.markers.items()},
            nobles={r: list(owners) for r, owners in self.nobles.items()}, scores=self.scores,
            supply=self.supply, variants=list(self.variants),
            banners=dict(self.banners), rulings=dict(self.rulings),
            used={p: list(cards) for p, cards in self.used.items()})

    # -- counts

    def markers_in(self, region: int, player: str) -> int:
        return self.markers.get(region, {}).get(player, 0)

    def nobles_in(self, region: int) -> list[str]:
        return self.nobles.get(region, [])

    def influence(self, region: int, noble_weight: int) -> dict[str, int]:
        """Each player's influence in a region: markers there + noble_weight per Noble of theirs (the
        rules' [scoring] noble_influence: no default here, it is a rule a variant may change)."""
        here = self.markers.get(region, {})
        result = {p: here.get(p, 0) for p in self.players}
        for owner in self.nobles_in(region):      # an owner is one of the players (the reader's check)
            result[owner] += noble_weight
        return result

    def noble_regions(self, player: str) -> list[int]:
        return [r for r, owners in self.nobles.items() if player in owners]

    def nobles_on_board(self, player: str) -> int:
        return sum(owners.count(player) for owners in self.nobles.values())

    def markers_on_board(self, player: str) -> int:
        return sum(m.get(player, 0) for m in self.markers.values())

    def marker_total(self, player: str, score_track_markers: int) -> int | None:
        """Board markers + Nobles + supply + score-track marker, or None when the supply is unknown."""
        if self.supply is None or player not in self.supply:
            return None
        return (self.markers_on_board(player) + self.nobles_on_board(player)
                + self.supply[player] + score_track_markers)

    # -- changes (used by the scoring; they keep the totals conserved)

    def add_markers(self, region: int, player: str, count: int) -> None:
        here = self.markers.setdefault(region, {})
        here[player] = here.get(player, 0) + count
        if here[player] == 0:
            del here[player]
        if not here:
            del self.markers[region]

    def give_supply(self, player: str, count: int) -> None:
        if self.supply is not None and player in self.supply:
            self.supply[player] += count

    # -- JSON

    def to_dict(self, rules: "Rules") -> dict[str, Any]:
        """The JSON form `referee score` reads back: region names as keys, empty regions left out."""
        board = rules.board
        out_board = {}
        for number in board.route:
            entry: dict[str, Any] = {}
            markers = {p: n for p, n in self.markers.get(number, {}).items() if n}
            if markers:
                entry["influence"] = {p: markers[p] for p in self.players if p in markers}
            if self.nobles.get(number):
                entry["nobles"] = list(self.nobles[number])
            if entry:
                out_board[board.name(number)] = entry
        data: dict[str, Any] = {
            "players": list(self.players),
            "king": board.name(self.king),
            "board": out_board,
            "scores": {p: self.scores[p] for p in self.players},
        }
        if self.supply is not None:
            data["supply"] = {p: self.supply[p] for p in self.players if p in self.supply}
        data["dragons"] = self.dragons
        if self.variants:
            data["variants"] = list(self.variants)
        if self.banners:
            data["banners"] = {board.name(n): list(v) for n, v in sorted(self.banners.items())}
        if self.rulings:
            data["rulings"] = dict(self.rulings)
        used = {p: list(self.used[p]) for p in self.players if self.used.get(p)}
        if used:
            data["used"] = used
        if self.round:
            data["round"] = self.round
        if self.game_over:
            data["game_over"] = True
        return data

    def mark_used(self, player: str, card: str) -> None:
        """One more once-per-game card of this kind has left the game (a player may hold several)."""
        self.used.setdefault(player, []).append(card)
