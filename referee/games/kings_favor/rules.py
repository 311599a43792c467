"""King's Favor's rules as data: spec/kings-favor/game.toml and its rulings register."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping

from ..spec_files import Ruling, read_rulings, read_toml, require, spec_label

GAME = "kings-favor"


@dataclass(frozen=True)
class FavorRules:
    name: str
    min_players: int
    max_players: int
    die_faces: int
    treasure_copies: int               # copies of each Treasure type
    treasure_types: Mapping[str, str]  # the text's types -> the space each is kept by
    sections: Mapping[str, str]        # concept -> section name of the text
    provenance: Mapping[str, object]
    rulings: tuple[Ruling, ...]

    def ruling(self, ruling_id: str) -> Ruling:
        return next(r for r in self.rulings if r.id == ruling_id)


@lru_cache(maxsize=1)
def load_rules() -> FavorRules:
    """The spec, read once; SpecError names the file and key of anything malformed."""
    file = spec_label(GAME, "game.toml")
    data = read_toml(GAME, "game.toml")
    game, comp, movement, winning = (require(file, data, name, dict)
                                     for name in ("game", "components", "movement", "winning"))
    sections = {name: require(file, movement, f"{name}_section", str, "movement.")
                for name in ("direction", "branches", "event", "player", "treasure_stop", "board")}
    sections["movement"] = require(file, movement, "section", str, "movement.")
    sections["setup"] = require(file, comp, "section", str, "components.")
    sections["winning"] = require(file, winning, "section", str, "winning.")
    return FavorRules(
        name=require(file, game, "name", str, "game."),
        min_players=require(file, game, "min_players", int, "game."),
        max_players=require(file, game, "max_players", int, "game."),
        die_faces=require(file, comp, "die_faces", int, "components."),
        treasure_copies=require(file, comp, "treasure_copies", int, "components."),
        treasure_types=dict(require(file, comp, "treasure_types", dict, "components.")),
        sections=sections,
        provenance=dict(require(file, data, "provenance", dict)),
        rulings=read_rulings(GAME),
    )
