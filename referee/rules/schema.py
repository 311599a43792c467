"""Every key of a game spec (spec/<game>/game.toml) and of a variant file, declared once.

The loader reads each table through these declarations (type, allowed values, default) and
refuses anything else; `referee rules --reference` turns the same declarations into the
reference page docs/spec-reference.md. A key's `doc` says what it does in the engine and
names the rulebook section it comes from (paraphrased, never quoted).

Types: "int", "str", "bool", "int-list" (a list of integers), "pairs" (a list of two-region
lists), "str-list" (a list of strings, each one of `choices` when the key declares them).

An "int" key also states its allowed range (`low`, `high`): a variant may change a value,
never past what the game allows. A bound is a number or a `Bound` that depends on the other
rules (at most the number of regions ...); referee.rules.ranges checks every range once the
rules are built, and the reference page prints them.

A key also says what the compiled batch simulator (referee.lab) does with it (`compiled`): the
values it plays and whether its kernel reads the value from its parameter vector. The lab's
support check, its parameter layout and each value's code are derived from that; a key that
declares nothing is refused by the batch simulator, never played as something else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..limits import MAX_BANNER_VALUE, MAX_PLAYERS, MAX_POINTS
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
    words,
)

REQUIRED = object()


@dataclass(frozen=True)
class Bound:
    """A bound that depends on the rules being loaded: its words in the reference, and its value."""
    text: str
    of: Callable[[Any], int]


@dataclass(frozen=True)
class Compiled:
    """What the compiled batch simulator plays of a key, and how its kernel reads it.

    plays: the values it implements; None: every value the key allows (type, choices and range
    are checked at load); a "str-list" key never declares it (the kernel plays every list).
    slot: the kernel reads the value from its parameter vector, in a slot named after the key
    (referee.lab.slots): a word's code is its index in `plays`, a bool is 0 or 1, an int itself;
    a "str-list" key has one slot per choice ("table.key:choice"), 1 when the list holds it.
    limit: what else bounds the values it plays, in words, when the laboratory checks more than
    the key's range (the reference page prints it).
    """
    plays: tuple[Any, ...] | None = None
    limit: str = ""
    slot: bool = False

    def code(self, value: Any) -> int:
        """The value as the kernel reads it from its slot."""
        if isinstance(value, str):
            assert self.plays is not None, "a word's code is its index in `plays`"
            return self.plays.index(value)
        return int(value)


ANY = Compiled()                           # every allowed value; descriptive keys are never played


@dataclass(frozen=True)
class Key:
    name: str
    type: str
    doc: str
    choices: tuple[str, ...] = ()
    default: Any = REQUIRED
    choice_docs: tuple[str, ...] = ()      # one line per choice, same order
    low: int | Bound | None = None         # allowed range of an "int" key (None: no bound)
    high: int | Bound | None = None
    compiled: Compiled | None = None       # what the batch simulator plays (None: it refuses the key)

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    @property
    def has_range(self) -> bool:
        return self.low is not None or self.high is not None

    def range_text(self) -> str:
        """"2 to 8", "0 to the number of regions": the range as the reference prints it."""
        def words(bound: int | Bound | None) -> str:
            return bound.text if isinstance(bound, Bound) else str(bound)
        return f"{words(self.low)} to {words(self.high)}"


def bound_value(bound: int | Bound, rules: Any) -> int:
    """A bound's value for the given rules."""
    return bound.of(rules) if isinstance(bound, Bound) else bound


HAND = Bound("the cards in a hand", lambda r: r.components.cards_per_player)
ROUTE = Bound("the number of regions", lambda r: len(r.roads.route))


@dataclass(frozen=True)
class Table:
    name: str
    doc: str
    keys: tuple[Key, ...]
    many: bool = False                     # an array of tables ([[regions]])

    def key(self, name: str) -> Key:
        for k in self.keys:
            if k.name == name:
                return k
        raise KeyError(name)


def _section(doc: str, default: str | object = REQUIRED) -> Key:
    return Key("section", "str", doc, default=default, compiled=ANY)


SPECIAL_CARDS = words(SpecialCard)

GAME = Table("game", "The game and how many may play.", (
    Key("id", "str", "Identifier of the game (the spec folder's name).", compiled=ANY),
    Key("name", "str", "The game's name, as accounts print it.", compiled=ANY),
    Key("designer", "str", "Who designed the game (shown only).", default="", compiled=ANY),
    Key("source", "str", "Where the rules come from (shown only).", default="", compiled=ANY),
    Key("min_players", "int",
        "Fewest players a position, a game record or `referee simulate` may have (\"Preparation\").",
        low=2, high=MAX_PLAYERS, compiled=ANY),
    Key("max_players", "int", "Most players a position, a game record or `referee simulate` may have "
                              "(\"Preparation\").",
        low=Bound("min_players", lambda r: r.min_players), high=MAX_PLAYERS, compiled=ANY),
))

COMPONENTS = Table("components", "What each player receives (\"Preparation\"): markers and the hand of cards.", (
    _section("Rulebook section the components come from."),
    Key("markers_per_player", "int", "Influence markers of each colour; with `score_track_markers` it fixes the supply "
        "at the set-up and the total a position is checked against.", low=2, high=100,
        compiled=ANY),
    Key("score_track_markers", "int", "Markers of each colour that sit on the score track all game and are never "
        "played (the set-up supply is `markers_per_player` minus these).", low=0,
        high=Bound("markers_per_player - 1", lambda r: r.components.markers_per_player - 1),
        compiled=ANY),
    Key("region_cards_per_region", "int", "Region cards each player holds for every region (the hand holds this many "
        "times the number of regions).", low=1, high=4,
        compiled=Compiled(slot=True)),
    Key("knights_per_player", "int", "Knight cards in each player's hand (\"Revealing cards — Knight\").",
        low=0, high=4,
        compiled=Compiled(slot=True)),
    Key("dragons_per_player", "int", "Dragon cards in each player's hand (\"Revealing cards — Dragon\"); also bounds "
        "the Dragons a position may record.", low=0, high=4,
        compiled=Compiled(slot=True)),
    Key("witches_per_player", "int", "Witch cards in each player's hand (\"Revealing cards — Witch\").",
        low=0, high=4,
        compiled=Compiled(slot=True)),
    Key("once_per_game", "str-list", "Special cards that leave the game once played: a spent card can never be "
        "played again (a player holding several may play each once).", choices=SPECIAL_CARDS,
        compiled=Compiled(slot=True)),       # one slot per special card: 1 when it is once per game
))

CARDS = Table("cards", "What the special cards do (\"Revealing cards\").", (
    _section("Rulebook section the card effects come from."),
    Key("knight_extra_markers", "int", "Markers a Knight adds to the Region card revealed before it (each from the "
        "player's supply).", low=0, high=10,
        compiled=Compiled(slot=True)),
    Key("witch_reselects", "str", "When a Witch player's re-selection is revealed.",
        choices=words(WitchReselects),
        choice_docs=("after every other player has resolved their cards, all Witch players together (the rulebook)",
                     "straight away, in the Witch player's turn of the seat order"),
        compiled=Compiled(plays=words(WitchReselects), slot=True)),
))

REGION = Table("regions", "One table per region ([[regions]]).", (
    Key("number", "int", "The number printed at the top of the banner; positions and cards may name a region by it.",
        low=1, high=99,
        compiled=ANY),
    Key("name", "str", "The region's name.",
        compiled=ANY),
    Key("slug", "str", "The region's name as a lower-case word (dark-tower).",
        compiled=ANY),
    Key("banner", "int-list", "Points paid to 1st, 2nd, ... place (1 to 4 non-increasing values, \"Scoring\").",
        compiled=ANY),
    Key("banner_provenance", "str", "Where the banner values come from; the referee flags provisional ones.",
        choices=words(BannerProvenance),
        compiled=ANY),
), many=True)

ROADS = Table("roads", "The King's route and the road graph (\"Scoring\", \"The King travels\", \"Nobles\").", (
    _section("Rulebook section the roads come from."),
    Key("route", "int-list", "The King's route, cyclic, listing every region once: the order of the King's travel, of "
        "Dragon regions and of the final scoring. Each consecutive pair (and last to first) is a road.",
        compiled=ANY),
    Key("side_roads", "pairs", "Roads that are not on the route: Noble chains follow them.", default=(),
        compiled=ANY),
    Key("king_side_roads", "pairs", "Side roads the King travels, each [from, to]: from `from` the King (and the next "
        "Dragon region) goes to `to` instead of the next region on the route. Each must be a side road.",
        default=(),
        compiled=ANY),              # the kernel walks the King's path from a table (lab/tables.py)
    Key("king_start", "int", "The region the King starts in (\"Preparation\").",
        compiled=ANY),
))

SCORING = Table("scoring", "Scoring one region (\"Scoring\", \"Scoring — Ties\").", (
    _section("Rulebook section of region scoring."),
    Key("ties_section", "str", "Rulebook section of the tie rule.",
        compiled=ANY),
    Key("min_influence", "int", "Influence a player needs in a region to be placed there.", low=1, high=100,
        compiled=Compiled(slot=True)),
    Key("paid_places_offset", "int", "Places paid = number of players + this (the rulebook: one fewer than the "
                                     "players).",
        low=-MAX_PLAYERS, high=0,
        compiled=ANY),
    Key("tie_rule", "str", "What players tied on influence receive. It composes with two open rulings "
        "(`referee rulings`): `tie-ranking` (1-1-3 or 1-1-2) decides the ranking, which places a tie spans and "
        "where the next player stands, under every tie rule; `tie-paid-place` (lowest-tied-place or "
        "following-place) is a reading of the rulebook's tie sentence, so it applies under "
        "`lowest-spanned-place` only.",
        choices=words(TieRule),
        choice_docs=("each gets the value of the lowest place the tie spans (the rulebook)",
                     "each gets the value of the highest place the tie spans",
                     "the values of the spanned places (0 for a place not paid) shared equally, rounded down"),
        compiled=Compiled(plays=words(TieRule), slot=True)),
    Key("noble_influence", "int", "Influence each Noble gives its owner in its region (\"Nobles\").", low=0,
        high=100,
        compiled=Compiled(slot=True)),
))

NOBLES = Table("nobles", "Nobles and their bonus (\"Nobles\", \"Variant — Permanent Nobles\").", (
    _section("Rulebook section of the Noble rules."),
    Key("placed_by", "str", "Who leaves a marker as a new Noble when a region is scored in a round.",
        choices=words(PlacedBy),
        choice_docs=("only a single player with the most influence (the rulebook; a tie places none)",
                     "every player tied for the most influence places one (stacking rules: on_new_noble = stack, or "
                     "replace with max_per_region = 0)",
                     "no Noble is ever placed"),
        compiled=Compiled(plays=words(PlacedBy), slot=True)),
    Key("on_new_noble", "str", "What a new Noble does to the Nobles already in the region.",
        choices=words(OnNewNoble),
        choice_docs=("the old Noble goes back to its owner's supply (the rulebook)",
                     "the old Noble stays and the new one stands beside it (Permanent Nobles)"),
        compiled=Compiled(plays=words(OnNewNoble), slot=True)),
    Key("max_per_region", "int", "Most Nobles a region may hold (0: no limit).", low=0, high=MAX_PLAYERS,
        compiled=Compiled(slot=True)),
    Key("max_per_player_per_region", "int", "Most Nobles one player may hold in a region.", low=1,
        high=MAX_PLAYERS,
        compiled=Compiled(slot=True)),
    Key("bonus", "str", "Which of the owner's Nobles count for the bonus after a region is scored.",
        choices=words(Bonus),
        choice_docs=("the connected chain of the owner's Nobles through the region, along any road (the rulebook)",
                     "the region alone",
                     "the region and its neighbours along the roads"),
        compiled=ANY),              # the kernel's bonus table is built from the value (lab/tables.py)
    Key("bonus_base", "int", "The bonus is this plus `bonus_per_region` per other region counted by `bonus`.",
        low=0,
        high=MAX_BANNER_VALUE,
        compiled=Compiled(slot=True)),
    Key("bonus_per_region", "int", "Bonus points for each region counted by `bonus` besides the Noble's own (the "
        "rulebook: one).", default=1, low=0, high=MAX_BANNER_VALUE,
        compiled=Compiled(slot=True)),
    Key("bonus_paid_to", "str", "Which Nobles in a scored region earn their owner the bonus; an owner is paid "
        "once per region, however many of their Nobles stand there.",
        choices=words(BonusPaidTo),
        choice_docs=("every Noble in the region, old or new (the rulebook)",
                     "only a Noble placed in this scoring"),
        compiled=Compiled(plays=words(BonusPaidTo), slot=True)),
))

ROUND = Table("round", "One round: cards and the King's travel (\"Choosing cards\", \"Scoring\", \"The King "
                       "travels\").", (
    _section("Rulebook section of the regions scored in a round."),
    Key("regions_per_dragon", "int", "Regions each Dragon revealed adds to the round's scoring, along the King's path.",
        low=0, high=ROUTE,
        compiled=Compiled(slot=True)),
    Key("king_moves", "str", "Where the King goes at the end of the round.",
        choices=words(KingMoves),
        choice_docs=("to the region after the last one scored (the rulebook)",
                     "to the region after his own, however many Dragons were revealed"),
        compiled=Compiled(plays=words(KingMoves), slot=True)),
    Key("king_section", "str", "Rulebook section of the King's travel.",
        compiled=ANY),
    Key("cards_per_round", "int", "Cards each player plays a round (fewer only when short of markers).", low=1,
        high=HAND,
        compiled=Compiled(slot=True, limit="as many as every hand can always make a legal selection of (its "
                                            "Region cards and the Dragons that never leave the game)")),
    Key("cards_section", "str", "Rulebook section of choosing cards.",
        compiled=ANY),
))

END = Table("end", "Game end and winning (\"Game end and winning\").", (
    _section("Rulebook section of the game end."),
    Key("threshold", "int", "The game ends after a round in which someone has reached this many points.", low=1,
        high=MAX_POINTS // 10,
        compiled=Compiled(slot=True)),
    Key("final_scoring", "str", "Which regions the final scoring scores.",
        choices=words(FinalScoring),
        choice_docs=("every region not scored in the last round (the rulebook)",
                     "every region, including those scored in the last round",
                     "no final scoring"),
        compiled=Compiled(plays=words(FinalScoring), slot=True)),
    Key("final_creates_nobles", "bool", "Whether the final scoring places Nobles.",
        compiled=Compiled(slot=True)),
    Key("final_pays_noble_bonus", "bool", "Whether the final scoring pays the Noble bonus.",
        compiled=Compiled(slot=True)),
    Key("tie_break", "str", "Who wins among players tied on the most points.",
        choices=words(TieBreak),
        choice_docs=("the most Nobles on the board; still tied, a shared victory (the rulebook)",
                     "a shared victory",
                     "the most influence (markers and Nobles) on the board when the last round ended, before "
                     "the final scoring; still tied, a shared victory"),
        compiled=Compiled(plays=words(TieBreak), slot=True)),
))

GAME_TABLES: tuple[Table, ...] = (GAME, COMPONENTS, CARDS, REGION, ROADS, SCORING, NOBLES, ROUND, END)
OVERRIDABLE: tuple[Table, ...] = GAME_TABLES

VARIANT = Table("variant", "A variant file's own table; the changes go under [overrides.<table>].", (
    Key("id", "str", "The variant's id (`--variant ID`)."),
    Key("name", "str", "The variant's name in accounts."),
    Key("section", "str", "Rulebook section (or your own document) the variant comes from."),
    Key("summary", "str", "What the variant changes, in a sentence or two.", default=""),
    Key("changes_invariants", "str-list", "Invariants and rulebook anchors of `referee check` the variant means to "
        "change; any other difference makes the check fail.", default=()),
))

RULING = Table("ruling", "One open ruling in rulings.toml ([[ruling]]).", (
    Key("id", "str", "The ruling's id (`--ruling ID=CHOICE`)."),
    Key("number", "int", "Its number in shared/RULES-NOTES.md."),
    Key("section", "str", "Rulebook section the question comes from."),
    Key("sections", "str-list", "Every rulebook section the question involves (`referee rulings --json`); "
        "default: `section` alone.", default=()),
    Key("question", "str", "The question the text leaves open."),
    Key("default", "str", "The alternative the referee applies unless told otherwise; one of `alternatives`."),
    Key("alternatives", "table", "choice = description, one line each."),
), many=True)


def table(name: str) -> Table:
    for t in GAME_TABLES:
        if t.name == name:
            return t
    raise KeyError(name)
