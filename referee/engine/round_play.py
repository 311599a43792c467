"""One round from cards: resolve every player's cards onto a Position, then score it.

Follows "Choosing cards" and "Revealing cards": each player plays exactly
`round.cards_per_round` cards, or as many as the markers in their supply when fewer;
a Region card places one marker; the Knight must come last and may add one marker to
the Region card before it; the Witch must come first, sends the rest back to the hand,
and its player re-selects after everyone else has resolved (several Witch players
together); the Dragon and the Witch are spent once per game; each Dragon adds a region
to score. Scoring is the core's: adjudicate.apply_scoring.

Every open ruling this touches (rulings.toml: knight-after-non-region, knight-with-two-cards,
knight-declined, witch-reselect-same-cards, witch-reselect-dragon, card-count-when-short,
card-without-marker) is read from the position's rulings, falling back to the spec's default.

Entry points, as in adjudicate.py:
- play_round(position, rules, plays, witch, round_no): checked, leaves `position` untouched,
  raises IllegalPlayError (round, player, card) at the first illegal play.
- resolve_round(..., problems=[...]): collects every illegal play instead, skipping the
  offending card and carrying on where it can (the lenient replay).
- apply_round(position, rules, plays, witch): unchecked, in place, for simulation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence

from .adjudicate import Outcome, apply_scoring
from .cards import DRAGON, KNIGHT, WITCH, Card
from ..errors import RefereeError
from .position import Position
from ..rules import Rules

KNIGHT_SECTION = "Revealing cards — Knight"
WITCH_SECTION = "Revealing cards — Witch"
DRAGON_SECTION = "Revealing cards — Dragon"
REGION_SECTION = "Revealing cards — Region cards"


@dataclass(frozen=True)
class IllegalPlay:
    """One illegal play: which round, which player, which card, and why."""

    round: int
    player: str | None
    card: str | None          # the card's label, or None for a problem with the whole selection
    code: str
    reason: str
    section: str

    @property
    def message(self) -> str:
        where = f"round {self.round}"
        if self.player is not None:
            where += f", {self.player}"
        if self.card is not None:
            where += f", card {self.card!r}"
        return f"{where}: {self.reason} (\"{self.section}\")"

    def to_dict(self) -> dict:
        return {"round": self.round, "player": self.player, "card": self.card, "code": self.code,
                "message": self.message, "rule": self.section}


class IllegalPlayError(RefereeError):
    """A record plays a card the rules do not allow; carries round, player and card."""

    def __init__(self, play: IllegalPlay):
        self.play = play
        self.round, self.player, self.card, self.code = play.round, play.player, play.card, play.code
        super().__init__(play.message)


@dataclass
class RoundLog:
    """What the cards of one round did, before scoring."""

    round: int
    events: list[dict] = field(default_factory=list)      # one per revealed card, in resolution order
    placed: dict[str, dict[int, int]] = field(default_factory=dict)   # player -> region -> markers
    dragons: int = 0
    witch_players: list[str] = field(default_factory=list)
    problems: list[IllegalPlay] = field(default_factory=list)

    def to_dict(self, rules: Rules) -> dict:
        name = rules.board.name
        return {"round": self.round, "dragons": self.dragons, "witch_players": list(self.witch_players),
                "placed": {p: {name(r): n for r, n in sorted(regions.items(), key=lambda kv: rules.board.route.index(kv[0]))}
                           for p, regions in self.placed.items()},
                "events": list(self.events)}


@dataclass
class RoundPlay:
    log: RoundLog
    outcome: Outcome


def ruling(position: Position, rules: Rules, ruling_id: str) -> str:
    """The choice in force for an open ruling: the position's, else the ruleset's (see Rules.choice)."""
    return rules.choice(ruling_id, position.rulings)


def cards_required(supply: int, rules: Rules) -> int:
    """How many cards a player with `supply` markers plays ("Choosing cards")."""
    return min(rules.round.cards_per_round, max(supply, 0))


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
                witch: Mapping[str, Sequence[Card]] | None = None) -> RoundPlay:
    """Unchecked and in place (simulation): the plays must be legal."""
    log = resolve_round(position, rules, plays, witch, check=False)
    outcome = apply_scoring(position, rules)
    position.round = log.round
    return RoundPlay(log, outcome)


def resolve_round(position: Position, rules: Rules, plays: Mapping[str, Sequence[Card]],
                  witch: Mapping[str, Sequence[Card]] | None = None, *, round_no: int | None = None,
                  check: bool = True, problems: list[IllegalPlay] | None = None) -> RoundLog:
    """Resolve every player's cards onto `position` in place (no scoring).

    check=False skips every legality test. With check=True, an illegal play raises
    IllegalPlayError when `problems` is None, else is appended to it and skipped.
    """
    return _Resolver(position, rules, round_no, check, problems).run(plays, witch or {})


# ---------------------------------------------------------------- the resolver

class _Resolver:
    def __init__(self, position: Position, rules: Rules, round_no, check, problems):
        if position.supply is None:
            raise RefereeError("playing a round needs every player's supply of markers")
        self.pos, self.rules, self.check, self.problems = position, rules, check, problems
        self.log = RoundLog(round_no if round_no is not None else position.round + 1)
        self.name = rules.board.name

    # -- reporting

    def illegal(self, code, player, card, reason, section) -> None:
        label = card.label(self.rules.board) if isinstance(card, Card) else card
        play = IllegalPlay(self.log.round, player, label, code, reason, section)
        if self.problems is None:
            raise IllegalPlayError(play)
        self.problems.append(play)
        self.log.problems.append(play)

    def rule(self, ruling_id: str) -> str:
        return ruling(self.pos, self.rules, ruling_id)

    # -- the round

    def run(self, plays, witch) -> RoundLog:
        pos, rules = self.pos, self.rules
        pos.dragons = 0
        if self.check:
            if pos.game_over:
                self.illegal("ROUND_AFTER_GAME_END", None, None,
                             "the game has already ended; no round may follow", rules.end.section)
                return self.log
            for p in pos.players:
                if p not in plays:
                    self.illegal("MISSING_PLAYER", p, None, "this player has no cards in the round "
                                 "(a player with no markers plays an empty list [])", rules.round.cards_section)
            for p in plays:
                if p not in pos.players:
                    self.illegal("UNKNOWN_PLAYER", p, None, "not one of the players", rules.round.cards_section)
        reselecting: dict[str, tuple[Card, ...]] = {}
        for p in pos.players:
            cards = list(plays.get(p, ()))
            if self.check and p in plays:
                cards = self.checked_selection(p, cards, first=True)
            if cards and cards[0].kind == WITCH:
                reselecting[p] = tuple(cards[1:])
                pos.mark_used(p, WITCH)
                self.log.witch_players.append(p)
                self.event(p, cards[0], "witch", sent_back=[c.label(rules.board) for c in cards[1:]])
                continue
            self.reveal(p, cards)
        if self.check:
            for p in witch:
                if p not in reselecting:
                    self.illegal("RESELECTION_WITHOUT_WITCH", p, None,
                                 "a re-selection is recorded but this player revealed no Witch first", WITCH_SECTION)
        # "Revealing cards — Witch": the Witch players re-select together, after everyone else.
        for p, sent_back in reselecting.items():
            if p not in witch and self.check:
                self.illegal("MISSING_RESELECTION", p, "witch",
                             "the Witch was revealed but the record has no re-selection for this player",
                             WITCH_SECTION)
            cards = list(witch.get(p, ()))
            if self.check:
                cards = self.checked_selection(p, cards, first=False, sent_back=sent_back)
            self.reveal(p, cards, reselection=True)
        pos.dragons = self.log.dragons
        return self.log

    # -- legality of one selection (returns the cards that can be resolved)

    def checked_selection(self, p: str, cards: list[Card], *, first: bool, sent_back=()) -> list[Card]:
        rules, board = self.rules, self.rules.board
        supply = self.pos.supply.get(p, 0)
        required = cards_required(supply, rules)
        at_most = self.rule("card-count-when-short") == "supply-at-round-start-at-most"
        witch_first = first and bool(cards) and cards[0].kind == WITCH
        what = "the re-selection" if not first else "the selection"
        count_ok = (len(cards) == required or (at_most and supply < rules.round.cards_per_round
                                              and len(cards) <= required))
        if witch_first and len(cards) == 1 and required >= 1:
            count_ok = True          # the cards sent back need not be recorded ...
            if required > 1 and self.rule("witch-reselect-same-cards") == "forbidden":
                # ... except when the ruling forbids re-selecting them: then they must be known.
                self.illegal("SENT_BACK_UNRECORDED", p, cards[0], "under the ruling witch-reselect-same-cards = "
                             "forbidden the record must list the cards the Witch sent back", WITCH_SECTION)
        if not count_ok:
            if len(cards) > required:
                why = (f"{len(cards)} cards in {what}, but a player plays {rules.round.cards_per_round}"
                       + (f", or fewer only when short of markers: {supply} in supply allow {required}"
                          if required < rules.round.cards_per_round else ""))
                code = "TOO_MANY_CARDS"
            else:
                why = (f"{len(cards)} card(s) in {what}, but with {supply} marker(s) in supply the player "
                       f"must play {required}")
                code = "TOO_FEW_CARDS"
            self.illegal(code, p, cards[required] if len(cards) > required else None, why,
                         rules.round.cards_section)
            if len(cards) > required:
                cards = cards[:required]
        kept: list[Card] = []
        seen: set = set()
        last = len(cards) - 1
        for i, card in enumerate(cards):
            if card.identity() in seen:
                self.illegal("CARD_PLAYED_TWICE", p, card, "a player holds one of each card and has "
                             "already played this one this round", rules.round.cards_section)
                continue
            if card.kind == WITCH and i != 0:
                self.illegal("WITCH_NOT_FIRST", p, card, "the Witch must be the first card revealed",
                             WITCH_SECTION)
                continue
            if card.kind == WITCH and (self.pos.has_used(p, WITCH) or not first):
                self.illegal("WITCH_ALREADY_USED", p, card, "the Witch is played once per game and "
                             "this player's has been spent", WITCH_SECTION)
                continue
            if card.kind == KNIGHT and i != last and not witch_first:
                self.illegal("KNIGHT_NOT_LAST", p, card, "the Knight must be the last card played",
                             KNIGHT_SECTION)
                continue
            if card.kind == DRAGON:
                # a spent Dragon has left the game: it can be neither played nor sent back by a Witch
                if self.pos.has_used(p, DRAGON):
                    self.illegal("DRAGON_ALREADY_USED", p, card, "the Dragon is played once per game and "
                                 "this player's has been spent", DRAGON_SECTION)
                    continue
                if not first and self.rule("witch-reselect-dragon") == "forbidden":
                    self.illegal("RESELECTION_DRAGON", p, card, "under the ruling witch-reselect-dragon = "
                                 "forbidden a re-selection may not include the Dragon", WITCH_SECTION)
                    continue
            if (not first and self.rule("witch-reselect-same-cards") == "forbidden"
                    and card.identity() in {c.identity() for c in sent_back}):
                self.illegal("RESELECTION_SAME_CARD", p, card, "under the ruling witch-reselect-same-cards "
                             "= forbidden the cards the Witch sent back may not be re-selected", WITCH_SECTION)
                continue
            seen.add(card.identity())
            kept.append(card)
        return kept

    # -- revealing

    def reveal(self, p: str, cards: list[Card], reselection: bool = False) -> None:
        for i, card in enumerate(cards):
            if card.is_region:
                self.place(p, card, card.region, "region", reselection)
            elif card.kind == DRAGON:
                self.log.dragons += 1
                self.pos.mark_used(p, DRAGON)
                self.event(p, card, "dragon", reselection=reselection)
            elif card.kind == KNIGHT:
                self.knight(p, cards, i, card, reselection)
            elif card.kind == WITCH:       # only reachable unchecked
                self.pos.mark_used(p, WITCH)

    def knight(self, p: str, cards: list[Card], i: int, card: Card, reselection: bool) -> None:
        declared = self.rule("knight-declined")
        takes = (card.declined is not True) if declared == "added-unless-declined" else (card.declined is False)
        if not takes:
            self.event(p, card, "knight-declined", reselection=reselection,
                       note=f"the Knight's extra marker is not taken (ruling knight-declined = {declared})")
            return
        if i == 0:
            self.event(p, card, "knight-no-effect", reselection=reselection,
                       note="no card was revealed before the Knight")
            return
        if len(cards) == 2 and self.rule("knight-with-two-cards") == "no-marker":
            self.event(p, card, "knight-no-effect", reselection=reselection,
                       note="only two cards played (ruling knight-with-two-cards = no-marker)")
            return
        before = cards[i - 1]
        if before.is_region:
            self.place(p, card, before.region, "knight", reselection)
            return
        choice = self.rule("knight-after-non-region")
        if choice == "illegal" and self.check:
            self.illegal("KNIGHT_AFTER_NON_REGION", p, card, "the card before the Knight is not a Region "
                         "card (ruling knight-after-non-region = illegal)", KNIGHT_SECTION)
            return
        if choice == "last-region-card":
            earlier = [c for c in cards[:i] if c.is_region]
            if earlier:
                self.place(p, card, earlier[-1].region, "knight", reselection,
                           note="ruling knight-after-non-region = last-region-card")
                return
        self.event(p, card, "knight-no-effect", reselection=reselection,
                   note=f"the card before the Knight is not a Region card (ruling knight-after-non-region = {choice})")

    def place(self, p: str, card: Card, region: int, effect: str, reselection: bool, note: str = "") -> None:
        if self.pos.supply.get(p, 0) <= 0:
            choice = self.rule("card-without-marker")
            if choice == "illegal" and self.check:
                self.illegal("NO_MARKER_LEFT", p, card, "no marker left in supply to place",
                             REGION_SECTION if card.is_region else KNIGHT_SECTION)
                return
            self.event(p, card, f"{effect}-no-marker", reselection=reselection, region=self.name(region),
                       note=f"no marker left in supply: the card places nothing (ruling card-without-marker = {choice})")
            return
        self.pos.supply[p] -= 1
        self.pos.add_markers(region, p, 1)
        placed = self.log.placed.setdefault(p, {})
        placed[region] = placed.get(region, 0) + 1
        self.event(p, card, effect, reselection=reselection, region=self.name(region), note=note)

    def event(self, p: str, card: Card, effect: str, *, reselection: bool = False, note: str = "", **data) -> None:
        entry = {"player": p, "card": card.label(self.rules.board), "effect": effect}
        if reselection:
            entry["reselection"] = True
        entry.update(data)
        if note:
            entry["note"] = note
        self.log.events.append(entry)
