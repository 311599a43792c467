"""One round from cards: resolve every player's cards onto a Position, then score it.

Follows "Choosing cards" and "Revealing cards": each player plays exactly
`round.cards_per_round` cards, or as many as the markers in their supply when fewer;
a Region card places one marker; the Knight must come last and may add markers
([cards] knight_extra_markers, the rulebook's one) to the Region card before it; the Witch
must come first, sends the rest back to the hand, and its player re-selects after everyone
else has resolved (several Witch players together; [cards] witch_reselects = at-once: straight
away); the cards of [components] once_per_game (the Dragon and the Witch) are spent once
played; each Dragon adds a region to score. Whether a selection is legal is
selection.selection_problems. Scoring is the core's: adjudicate.apply_scoring.

Every open ruling this touches (rulings.toml: knight-after-non-region, knight-with-two-cards,
knight-declined, witch-reselect-same-cards, witch-reselect-dragon, witch-reselect-knight,
card-count-when-short, card-without-marker, no-markers-no-cards) is read from the position's
rulings, falling back to the spec's default. Events keep an English `note` in the round's
JSON; the sheet renders its own sentence from the event's data (referee.present).

Entry points, as in adjudicate.py:
- play_round(position, rules, plays, witch, round_no): checked, leaves `position` untouched,
  raises IllegalPlayError (round, player, card) at the first illegal play.
- resolve_round(..., problems=[...]): collects every illegal play instead, skipping the
  offending card and carrying on where it can (the lenient replay).
- apply_round(position, rules, plays, witch): unchecked, in place, for simulation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from ..errors import TextError, field_key, show_value
from ..messages import Text, render, section_name, text
from ..rules import Rules
from .adjudicate import Outcome, apply_scoring
from .cards import DRAGON, KNIGHT, WITCH, Card
from .position import Position
from .selection import (  # noqa: F401
    DRAGON_SECTION,
    KNIGHT_SECTION,
    REGION_SECTION,
    WITCH_SECTION,
    Selection,
    cards_required,
    knight_target,
    selection_problems,
    supply_of,
)
from .trace import CardEvent

# the account's line for a Knight that reinforces nothing, by selection.knight_target's reason
KNIGHT_NOTES = {"no-markers": "knight.why.no-markers", "first-card": "note.knight-first-card",
                "reselection": "note.knight-reselection", "two-cards": "knight.why.two-cards"}


@dataclass(frozen=True)
class IllegalPlay:
    """One illegal play: which round, which player, which card, and why."""

    round: int
    player: str | None
    card: str | None          # the card's label, or None for a problem with the whole selection
    code: str
    reason: Text              # either language; str() is English
    section: str
    first_round: int = 1      # the number of the record's first round (a record taken up mid-game counts on)

    @property
    def text(self) -> Text:
        """The whole sentence: round, player, card as written, reason, rule section."""
        if self.player is None:
            where = text("play.where.round-card" if self.card is not None else "play.where.round", round=self.round,
                         card=_as_written(self.card))
        elif self.card is None:
            where = text("play.where.player", round=self.round, player=self.player)
        else:
            where = text("play.where.card", round=self.round, player=self.player, card=_as_written(self.card))
        return text("play.illegal", where=where, reason=self.reason, section=self.section)

    @property
    def key(self) -> str:
        return self.text.key

    @property
    def params(self) -> tuple[tuple[str, Any], ...]:
        return self.text.params

    @property
    def message(self) -> str:
        return str(self.text)

    def to_dict(self, lang: str = "en", severity: str = "error") -> dict[str, Any]:
        """The JSON form, with the fields every problem has (code, field, value, message, severity:
        "warning" for a play the replay let pass with a notice):
        `field` is the play's place in the game record (rounds[0].Jen), `message` and `section` in
        `lang`; `rule` keeps the section's English name, as an id."""
        return {"code": self.code, "field": self.field, "value": self.card, "message": self.text.render(lang),
                "severity": severity, "round": self.round, "player": self.player, "card": self.card,
                "rule": self.section, "section": section_name(self.section, lang)}

    @property
    def field(self) -> str:
        """Where the record holds the play: its round (its place in the record's rounds, which number on
        from the first), then its player's cards."""
        where = f"rounds[{self.round - self.first_round}]"
        return where if self.player is None else f"{where}.{field_key(self.player)}"


class IllegalPlayError(TextError):
    """A record plays a card the rules do not allow; carries round, player and card, and says so
    in either language (`text`)."""

    def __init__(self, play: IllegalPlay):
        self.play = play
        self.round, self.player, self.card, self.code = play.round, play.player, play.card, play.code
        super().__init__(play.text)


@dataclass
class RoundLog:
    """What the cards of one round did, before scoring."""

    round: int
    events: list[CardEvent] = field(default_factory=list)      # one per revealed card, in resolution order
    placed: dict[str, dict[int, int]] = field(default_factory=dict)   # player -> region -> markers
    dragons: int = 0
    witch_players: list[str] = field(default_factory=list)
    problems: list[IllegalPlay] = field(default_factory=list)
    warnings: list[IllegalPlay] = field(default_factory=list)   # accepted, but worth a look

    def to_dict(self, rules: Rules) -> dict[str, Any]:
        name = rules.board.name
        return {"round": self.round, "dragons": self.dragons, "witch_players": list(self.witch_players),
                "placed": {p: {name(r): n for r, n in sorted(regions.items(),
                                                             key=lambda kv: rules.board.route.index(kv[0]))}
                           for p, regions in self.placed.items()},
                "events": [event.to_dict() for event in self.events]}


@dataclass
class RoundPlay:
    """A round played (referee.play_round): what its cards did (`log`) and its scoring (`outcome`)."""

    log: RoundLog
    outcome: Outcome


# ---------------------------------------------------------------- entry points

def play_round(position: Position, rules: Rules, plays: Mapping[str, Sequence[Card]],
               witch: Mapping[str, Sequence[Card]] | None = None, round_no: int | None = None) -> RoundPlay:
    """Checked: resolve and score a copy of `position`; raise IllegalPlayError at the first illegal play."""
    work = position.copy()
    log = resolve_round(work, rules, plays, witch, round_no=round_no, check=True, problems=None)
    outcome = apply_scoring(work, rules)
    work.round = log.round
    return RoundPlay(log, outcome)


def apply_round(position: Position, rules: Rules, plays: Mapping[str, Sequence[Card]],
                witch: Mapping[str, Sequence[Card]] | None = None, *, trace: bool = True) -> RoundPlay:
    """Unchecked and in place (simulation): the plays must be legal.

    trace=False builds no explanation data: the round log keeps no events and the scoring
    outcome no trace (`referee simulate` discards both); the position changes the same."""
    log = resolve_round(position, rules, plays, witch, check=False, trace=trace)
    outcome = apply_scoring(position, rules, trace=trace)
    position.round = log.round
    return RoundPlay(log, outcome)


def resolve_round(position: Position, rules: Rules, plays: Mapping[str, Sequence[Card]],
                  witch: Mapping[str, Sequence[Card]] | None = None, *, round_no: int | None = None,
                  check: bool = True, problems: list[IllegalPlay] | None = None, trace: bool = True,
                  first_round: int = 1) -> RoundLog:
    """Resolve every player's cards onto `position` in place (no scoring).

    check=False skips every legality test. With check=True, an illegal play raises
    IllegalPlayError when `problems` is None, else is appended to it and skipped.
    trace=False logs no events (what each card did); `placed` and `dragons` are kept.
    first_round: the number of the record's first round, from which each illegal play's field
    counts the record's rounds.
    """
    return _Resolver(position, rules, round_no, check, problems, trace, first_round).run(plays, witch or {})


# ---------------------------------------------------------------- the resolver

class _Resolver:
    def __init__(self, position: Position, rules: Rules, round_no: int | None, check: bool,
                 problems: list[IllegalPlay] | None, trace: bool = True, first_round: int = 1):
        if position.supply is None or any(p not in position.supply for p in position.players):
            raise TextError(text("play.no-supply"))
        self.pos, self.rules, self.check, self.problems = position, rules, check, problems
        self.supply: dict[str, int] = position.supply          # the position's own dict: changed in place
        self.trace, self.first_round = trace, first_round
        self.log = RoundLog(round_no if round_no is not None else position.round + 1)
        self.name = rules.board.name

    # -- reporting

    def illegal(self, code: str, player: str | None, card: Card | str | None, reason: Text, section: str) -> None:
        label = card.label(self.rules.board) if isinstance(card, Card) else card
        play = IllegalPlay(self.log.round, player, label, code, reason, section, self.first_round)
        if self.problems is None:
            raise IllegalPlayError(play)
        self.problems.append(play)
        self.log.problems.append(play)

    def warn(self, code: str, player: str | None, card: Card | str | None, reason: Text, section: str) -> None:
        label = card.label(self.rules.board) if isinstance(card, Card) else card
        self.log.warnings.append(IllegalPlay(self.log.round, player, label, code, reason, section, self.first_round))

    def rule(self, ruling_id: str) -> str:
        return self.rules.choice(ruling_id, self.pos.rulings)

    # -- the round

    def run(self, plays: Mapping[str, Sequence[Card]], witch: Mapping[str, Sequence[Card]]) -> RoundLog:
        if self.check and not self.check_players(plays):
            return self.log
        reselecting: dict[str, tuple[Card, ...]] = {}
        for p in self.pos.players:
            cards = list(plays.get(p, ()))
            if self.check and p in plays:
                cards = self.checked(Selection(p), cards)
            if cards and cards[0].kind == WITCH:
                reselecting[p] = self.reveal_witch(p, cards)
                if self.rules.cards.witch_reselects == "at-once":
                    self.reselect(p, reselecting.pop(p), witch)
                continue
            self.reveal(p, cards)
        if self.check:
            for p in witch:
                if p not in self.log.witch_players:
                    self.illegal("RESELECTION_WITHOUT_WITCH", p, None,
                                 text("play.reselection-without-witch"), WITCH_SECTION)
        # "Revealing cards — Witch": the Witch players re-select together, after everyone else.
        for p, sent_back in reselecting.items():
            self.reselect(p, sent_back, witch)
        self.pos.dragons = self.log.dragons
        return self.log

    def check_players(self, plays: Mapping[str, Sequence[Card]]) -> bool:
        """Every player plays, nobody else does, and the game is not over; False stops the round."""
        rules = self.rules
        if self.pos.game_over:
            self.illegal("ROUND_AFTER_GAME_END", None, None,
                         text("play.game-already-ended"), rules.end.section)
            return False
        for p in self.pos.players:
            if p not in plays:
                self.illegal("MISSING_PLAYER", p, None, text("play.missing-player"), rules.round.cards_section)
        for p in plays:
            if p not in self.pos.players:
                self.illegal("UNKNOWN_PLAYER", p, None, text("problem.unknown-player", hint=""),
                             rules.round.cards_section)
        return True

    def reveal_witch(self, p: str, cards: list[Card]) -> tuple[Card, ...]:
        """The Witch sends the player's other cards back to the hand; returns them."""
        if WITCH in self.rules.components.once_per_game:
            self.pos.mark_used(p, WITCH)
        self.log.witch_players.append(p)
        sent_back = tuple(cards[1:])
        if self.trace:
            labels = [c.label(self.rules.board) for c in sent_back]
            if self.rules.cards.witch_reselects == "at-once":
                self.event(p, cards[0], "witch", sent_back=labels, at_once=True)
            else:
                self.event(p, cards[0], "witch", sent_back=labels)
        return sent_back

    def reselect(self, p: str, sent_back: tuple[Card, ...], witch: Mapping[str, Sequence[Card]]) -> None:
        # a re-selection of no cards (a Witch played with no marker left, ruling no-markers-no-cards)
        # may go unwritten: there is nothing to re-select
        if p not in witch and self.check and cards_required(supply_of(self.pos, p), self.rules) > 0:
            self.illegal("MISSING_RESELECTION", p, "witch",
                         text("play.missing-reselection"), WITCH_SECTION)
        cards = list(witch.get(p, ()))
        if self.check:
            cards = self.checked(Selection(p, first=False, sent_back=sent_back), cards)
        self.reveal(p, cards, reselection=True)

    def checked(self, who: Selection, cards: list[Card]) -> list[Card]:
        """The cards of a selection that can be resolved; every problem reported as an illegal play."""
        kept, problems = selection_problems(cards, self.pos, self.rules, who)
        for problem in problems:
            report = self.illegal if problem.severity == "error" else self.warn
            report(problem.code, who.player, problem.card, problem.reason, problem.section)
        return kept

    # -- revealing

    def reveal(self, p: str, cards: list[Card], reselection: bool = False) -> None:
        for i, card in enumerate(cards):
            if card.is_region:
                assert card.region is not None          # a Region card names its region
                self.place(p, card, card.region, "region", reselection)
            elif card.kind == DRAGON:
                self.log.dragons += 1
                if DRAGON in self.rules.components.once_per_game:
                    self.pos.mark_used(p, DRAGON)
                self.event(p, card, "dragon", reselection=reselection)
            elif card.kind == KNIGHT:
                self.knight(p, cards, i, card, reselection)
                if KNIGHT in self.rules.components.once_per_game:
                    self.pos.mark_used(p, KNIGHT)

    def knight(self, p: str, cards: list[Card], i: int, card: Card, reselection: bool) -> None:
        """The Knight adds [cards] knight_extra_markers markers to the Region card before it."""
        target, effect, data = self.knight_target(cards, i, card, reselection)
        note = data.pop("note", "")
        if target is None:
            self.event(p, card, effect, reselection=reselection, note=note, **data)
            return
        extra = self.rules.cards.knight_extra_markers
        for k in range(1, extra + 1):
            # a Knight of another number of markers than the rulebook's one says which marker this is
            count = {"marker": k, "markers": extra} if extra != 1 else {}
            self.place(p, card, target, "knight", reselection, note, **count)

    def knight_target(self, cards: list[Card], i: int, card: Card, reselection: bool
                      ) -> tuple[int | None, str, dict[str, Any]]:
        """(region reinforced, "knight", event data) or (None, the event to log, its data), from
        selection.knight_target (the one reading of the Knight's effect).

        A Knight the selection check refused (ruling knight-after-non-region = illegal) never gets
        here: selection_problems reports it and leaves it out of the cards resolved.

        The data names why (`why`) and the ruling's choice (`choice`); `note` is the line kept in
        the round's JSON, always in English (the sheet renders its own from the data, in either language)."""
        target, why = knight_target(cards, i, self.pos, self.rules, reselection)
        if why == "declined":
            declared = self.rule("knight-declined")
            return None, "knight-declined", {"choice": declared,
                                             "note": render("event.knight-declined", "en", choice=declared)}
        if why == "after-non-region":
            choice = self.rule("knight-after-non-region")
            return None, "knight-no-effect", {"why": why, "choice": choice,
                                              "note": render("note.knight-after-non-region", "en", choice=choice)}
        if why:
            return None, "knight-no-effect", {"why": why, "note": render(KNIGHT_NOTES[why], "en")}
        assert target is not None           # knight_target names a region or says why not
        if not cards[i - 1].is_region:          # ruling knight-after-non-region = last-region-card
            return target, "knight", {"note": render("note.knight-last-region-card", "en")}
        return target, "knight", {}

    def place(self, p: str, card: Card, region: int, effect: str, reselection: bool, note: str = "",
              **data: Any) -> None:
        if self.supply[p] <= 0:
            # checked plays never get here under card-without-marker = illegal: the selection check
            # refuses the cards the supply cannot cover (selection._marker_problems, TOO_MANY_CARDS)
            choice = self.rule("card-without-marker")
            self.event(p, card, f"{effect}-no-marker", reselection=reselection, region=self.name(region),
                       choice=choice, **data, note=render("event.no-marker", "en", choice=choice))
            return
        self.supply[p] -= 1
        self.pos.add_markers(region, p, 1)
        placed = self.log.placed.setdefault(p, {})
        placed[region] = placed.get(region, 0) + 1
        if self.trace:
            self.event(p, card, effect, reselection=reselection, region=self.name(region), note=note, **data)

    def event(self, p: str, card: Card, effect: str, *, reselection: bool = False, note: str = "",
              **data: Any) -> None:
        if not self.trace:
            return
        self.log.events.append(CardEvent(p, card.label(self.rules.board), effect, reselection=reselection or None,
                                         note=note or None, **data))


def _as_written(card: Any) -> str:
    """A card as an illegal play's sentence quotes it: a label or word in quotes ('dragn'), any other
    value as JSON writes it (true, 1.5, an object), never as Python shows it."""
    return repr(card) if isinstance(card, str) or card is None else show_value(card)
