"""Exact or refuses: the rule parameters the batch simulator implements, checked one by one.

The batch simulator (batch.py) re-implements the reference engine's rules on arrays. It may
only play rules it implements exactly, so before a run every field of every part of the
Rules object, and the choice in force for every open ruling, is checked against the table
below. Anything else -- a value the spec gains later, a field the Rules object gains later,
a ruling nobody told the lab about -- is refused with a message naming the parameter and
the value, never played as something else. Extending the fast path means extending this
table and the kernel together (and the exactness tests check the pair).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Callable

from ..errors import TextError
from ..messages import Text, text
from ..rules import Rules, schema
from ..rules.describe import GAME_ATTRIBUTES
from .sizes import BANNER_PLACES, MAX_PLAYERS, MAX_REGIONS


class UnsupportedRules(TextError):
    """The rules name a parameter value the batch simulator does not implement; `reasons` are
    Texts (either language), one per parameter."""

    def __init__(self, reasons: list[Text]):
        self.reasons = reasons
        super().__init__(text("support.refused", reasons=reasons))


@dataclass(frozen=True)
class Accepts:
    """What the kernel implements for one parameter: `test(value)` says whether it plays the
    value, `says` what it plays (for the refusal of another value)."""

    test: Callable[[Any], bool]
    says: Text

    def __call__(self, value) -> bool:
        return self.test(value)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _one_of(*values) -> Accepts:
    return Accepts(lambda value: value in values, text("support.one-of", values=values))


def _int_at_least(low: int) -> Accepts:
    return Accepts(lambda value: _is_int(value) and value >= low, text("support.int-from", low=low))


_any = Accepts(lambda value: True, text("support.any"))
_text = Accepts(lambda value: isinstance(value, str), text("support.text"))
_any_int = Accepts(_is_int, text("support.any-int"))
_boolean = Accepts(lambda value: isinstance(value, bool), text("support.boolean"))


def accepts(key: schema.Key) -> Accepts:
    """What the kernel plays of a spec key, from the key's declaration (`compiled`)."""
    compiled = key.compiled
    if compiled is None:
        raise ValueError(f"{key.name}: no compiled declaration")
    if compiled.plays is not None:
        if key.type == "str-list":
            raise ValueError(f"{key.name}: a word list is played whole (one slot per choice), never in part")
        return _one_of(*compiled.plays)
    if key.type == "int":
        if isinstance(key.low, int):       # the declared range, checked at load, holds here too
            return _int_at_least(key.low)
        return _any_int
    if key.type == "bool":
        return _boolean
    if key.type == "str" and not key.choices:
        return _text
    return _any


# Fields of the rules parts that no spec key sets: derived by the loader.
DERIVED_FIELDS: dict[str, dict[str, Accepts]] = {
    "components": {"cards_per_player": _any},    # the sum of the counts above, each checked on its own
}


def _fields() -> dict[str, dict[str, Accepts]]:
    """Every field of every rules part and what the kernel implements for it: the spec keys that
    declare `compiled` (referee.rules.schema), then the derived fields."""
    fields: dict[str, dict[str, Accepts]] = {}
    for table in schema.GAME_TABLES:
        if table.many or table.name == "game":
            continue
        fields[table.name] = {key.name: accepts(key) for key in table.keys if key.compiled is not None}
        fields[table.name].update(DERIVED_FIELDS.get(table.name, {}))
    return fields


FIELDS: dict[str, dict[str, Accepts]] = _fields()

# Top-level fields of Rules: the game table's keys, the parts above, and fields that carry no rule of play.
TOP_LEVEL = ({GAME_ATTRIBUTES[key.name] for key in schema.GAME.keys if key.name in GAME_ATTRIBUTES and key.compiled}
             | set(FIELDS) | {"regions", "rulings", "variants", "available_variants", "chosen_rulings", "board"})
REGION_FIELDS = {key.name for key in schema.REGION.keys if key.compiled is not None}

# Every open ruling and the choices the kernel implements.
RULINGS: dict[str, tuple[str, ...]] = {
    "knight-after-non-region": ("no-marker", "last-region-card", "illegal"),
    "knight-with-two-cards": ("previous-card", "no-marker"),
    "knight-declined": ("added-unless-declined", "declined-unless-added"),
    "witch-reselect-same-cards": ("allowed", "forbidden"),
    "witch-reselect-dragon": ("allowed", "forbidden"),
    "card-count-when-short": ("supply-at-round-start", "supply-at-round-start-at-most"),
    "card-without-marker": ("illegal", "no-effect"),
    "witch-reselect-knight": ("card-before-knight", "no-marker"),
    # no kernel reads it: with no marker left every agent plays no card, legal under both choices
    # (as `referee simulate`'s chooser: engine.simulate)
    "no-markers-no-cards": ("no-card", "special-cards-allowed"),
    "tie-ranking": ("1-1-3", "1-1-2"),
    "tie-paid-place": ("lowest-tied-place", "following-place"),
    "replaced-noble": ("owner-supply", "out-of-game"),
    "dragon-regions": ("one-after-another", "round-start-nobles"),
    "final-scoring-order": ("route-from-king", "region-number"),
}


def unsupported(rules: Rules, players: int) -> list[str]:
    """Every reason the batch simulator cannot play `rules` with `players` players, in English (empty: it can)."""
    return [str(reason) for reason in unsupported_texts(rules, players)]


def unsupported_texts(rules: Rules, players: int) -> list[Text]:
    """Every reason the batch simulator cannot play `rules` with `players` players, as Texts."""
    reasons = _field_reasons(rules)
    reasons += _region_reasons(rules)
    reasons += _ruling_reasons(rules)
    if rules.game_id != "kings-road":
        reasons.append(text("support.game", game=repr(rules.game_id)))
    if not 2 <= players <= MAX_PLAYERS or not rules.min_players <= players <= rules.max_players:
        reasons.append(text("support.players", players=players, low=rules.min_players, high=rules.max_players,
                            max=MAX_PLAYERS))
    if rules.components.markers_per_player - rules.components.score_track_markers < 0:
        reasons.append(text("support.track-markers"))
    capacity = selection_capacity(rules)
    if rules.round.cards_per_round > capacity:
        reasons.append(text("support.cards-per-round", cards=rules.round.cards_per_round, capacity=capacity))
    return reasons


def selection_capacity(rules: Rules) -> int:
    """How many cards a player can always make a legal selection of, whatever their hand has become:
    Region cards and the Dragons that never leave the game (no Knight: it comes last and, with a
    Knight of several markers, may need more markers than the player has; no Witch: it sends the
    rest back). In a Witch's re-selection, less the Dragons a ruling forbids there and, when
    witch-reselect-same-cards = forbidden, the cards sent back (up to cards_per_round - 1 of
    them, the worst being those with the most copies). The batch simulator's random chooser falls
    back on such a selection when its draws keep failing, so it plays only rules whose cards per
    round never exceed this; the reference engine plays the others, and stops naming the player
    left without a legal selection (engine.simulate)."""
    comp = rules.components
    regions, copies = len(rules.board.route), comp.region_cards_per_region
    dragons = 0 if "dragon" in comp.once_per_game else comp.dragons_per_player
    first = regions * copies + dragons
    if comp.witches_per_player == 0:
        return first
    again_dragons = 0 if rules.choice("witch-reselect-dragon") == "forbidden" else dragons
    if rules.choice("witch-reselect-same-cards") != "forbidden":
        return min(first, regions * copies + again_dragons)
    sent = rules.round.cards_per_round - 1
    regions_first = (regions - min(sent, regions)) * copies + (again_dragons if sent <= regions else 0)
    dragon_first = (regions - min(max(sent - 1, 0), regions)) * copies if again_dragons and sent >= 1 else regions_first
    return min(first, regions_first, dragon_first)


def check_supported(rules: Rules, players: int) -> None:
    """Raise UnsupportedRules naming every parameter the batch simulator does not implement."""
    reasons = unsupported_texts(rules, players)
    if reasons:
        raise UnsupportedRules(reasons)


def _field_reasons(rules: Rules) -> list[Text]:
    reasons = []
    for f in dataclasses.fields(rules):
        if f.name not in TOP_LEVEL:
            reasons.append(text("support.unknown-rules-field", field=f"rules.{f.name}",
                                value=repr(getattr(rules, f.name))))
    for part, allowed in FIELDS.items():
        value = getattr(rules, part)
        for f in dataclasses.fields(value):
            field_value = getattr(value, f.name)
            check = allowed.get(f.name)
            if check is None:
                reasons.append(text("support.unknown-parameter", field=f"{part}.{f.name}", value=repr(field_value)))
            elif not check(field_value):
                reasons.append(text("support.implements", field=f"{part}.{f.name}", value=repr(field_value),
                                    allowed=check.says))
    return reasons


def _region_reasons(rules: Rules) -> list[Text]:
    reasons = []
    if not 1 <= len(rules.regions) <= MAX_REGIONS:
        reasons.append(text("support.regions", n=len(rules.regions), max=MAX_REGIONS))
    for region in rules.regions:
        extra = {f.name for f in dataclasses.fields(region)} - REGION_FIELDS
        for name in sorted(extra):
            reasons.append(text("support.unknown-region-field", field=f"regions[{region.number}].{name}",
                                value=repr(getattr(region, name))))
        banner, _ = rules.banner_for(region.number)
        if len(banner) > BANNER_PLACES:
            reasons.append(text("support.banner", number=region.number, banner=str(list(banner)), max=BANNER_PLACES))
    return reasons


def _ruling_reasons(rules: Rules) -> list[Text]:
    reasons = []
    for ruling in rules.rulings:
        choice = rules.choice(ruling.id)
        if ruling.id not in RULINGS:
            reasons.append(text("support.unknown-ruling", id=ruling.id, choice=repr(choice)))
        elif choice not in RULINGS[ruling.id]:
            reasons.append(text("support.ruling", id=ruling.id, choice=repr(choice),
                                choices=", ".join(RULINGS[ruling.id])))
    return reasons
