"""A differential search over whole games: where do two rulesets first play out differently?

The Z3 differ (differ.py) looks at one scoring of the King's region. This one plays seeded
random games with the reference engine's chooser (engine.simulate.choose_round), so the card
phase, Dragons, the King's path, Nobles over several rounds and the game end all take part:

  for seed 0, 1, ...: a game is played under the standard rules and, round by round, the same
  cards are played under the variant from the same position; then a game played under the
  variant is replayed under the standard rules (some differences only arise that way, e.g. a
  second Dragon). The search stops at the first round where the two differ: a selection legal
  under one ruleset and not the other, or a different result of the round (cards' markers,
  regions scored, points, bonuses, Nobles, the King, the game end, winners, scores, supplies).

The answer is a one-round game record: its "start" is the position before that round (the
format `referee score` and `referee replay --until` use), its round the cards played. It is
confirmed by reading that record back (io.game_record) and replaying it (engine.replay) under
each ruleset: the replays must differ.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping, Sequence

from ...engine.adjudicate import Outcome
from ...engine.position import Position
from ...engine.record import round_to_json
from ...engine.replay import replay
from ...engine.round_play import IllegalPlayError, RoundPlay, play_round
from ...engine.setup import new_game
from ...engine.simulate import choose_round, player_names
from ...io.game_record import read_record
from ...limits import MAX_ROUNDS
from ...messages import Sentence, Text, text
from ...rules import Rules
from ..players import shared_counts
from ..rounds import one_round_record

DEFAULT_GAMES = 500


@dataclass(frozen=True)
class Difference:
    kind: str        # illegal-play | cards | regions-scored | points | nobles | bonus | king | markers |
    #                  game-over | final-scoring | winners | scores | supply | used
    sentence: Text   # what differs, in either language

    @property
    def text(self) -> str:
        """The sentence in English."""
        return str(self.sentence)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"kind": self.kind, "text": self.sentence.render(lang)}


@dataclass
class GameDifferResult:
    bounds: Text                      # the search's limits (str() is English)
    games: int                                  # games searched (per ruleset)
    seed: int | None = None
    played_under: str = ""                      # the ruleset whose random game it was
    replayed_under: str = ""                    # the ruleset the same cards were replayed under
    round: int | None = None
    position: dict[str, Any] | None = None                # before the round, as `referee replay --until` prints it
    cards: dict[str, Any] | None = None                   # the round as a record writes it
    record: dict[str, Any] | None = None                  # start = position, rounds = [cards]
    differences: list[Difference] = field(default_factory=list)
    confirmed: bool = False

    @property
    def found(self) -> bool:
        return self.record is not None

    @property
    def kind(self) -> str:
        return self.differences[0].kind if self.differences else ""

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """The JSON form; `bounds` and each difference's `text` in `lang`."""
        return {"found": self.found, "bounds": self.bounds.render(lang), "games": self.games, "seed": self.seed,
                "played_under": self.played_under,
                "replayed_under": self.replayed_under, "round": self.round,
                "differences": [d.to_dict(lang) for d in self.differences],
                "confirmed_by_referee": self.confirmed, "position": self.position, "cards": self.cards,
                "record": self.record}


def label(rules: Rules) -> str:
    return rules.short_label


def search_games(base: Rules, other: Rules, variant_names: Sequence[str] = (), games: int = DEFAULT_GAMES,
                 progress: Callable[[Text], None] = lambda s: None) -> GameDifferResult:
    """The first round, over seeds 0..games-1, where `base` and `other` play out differently."""
    counts = shared_counts(base, other)
    bounds = (text("differ.bounds.games", games=games, last=games - 1, low=counts[0], high=counts[-1])
              if counts else text("differ.bounds.no-players"))
    result = GameDifferResult(bounds, games)
    if not counts:
        return result
    for seed in range(games):
        if seed % 100 == 0:
            progress(text("differ.progress.games", first=seed, last=min(seed + 99, games - 1), total=games))
        players = player_names(counts[seed % len(counts)], base)
        for played, replayed in ((base, other), (other, base)):
            found = first_difference(random.Random(seed), players, played, replayed, base)
            if found is not None:
                return _result(result, seed, played, found, base, other, variant_names)
    return result


@dataclass
class _Found:
    before: dict[str, Any]                                # the position before the round (the base ruleset's side)
    round: int
    plays: dict[str, Any]
    witch: dict[str, Any]
    differences: list[Difference]
    rounds: list[dict[str, Any]] = field(default_factory=list)   # every round from the set-up to this one
    position: Position | None = None            # `before` as a Position


def first_difference(rng: random.Random, players: list[str], played: Rules, replayed: Rules,
                     base: Rules) -> _Found | None:
    """Play a random game under `played`, each round also under `replayed` from the same position;
    the first round where they differ, or None when the game ends alike."""
    here, there = new_game(players, played), new_game(players, replayed)
    rounds: list[dict[str, Any]] = []
    for number in range(1, MAX_ROUNDS + 1):
        if here.game_over:
            return None
        plays, witch = choose_round(rng, here, played)
        rounds.append(round_to_json(plays, witch, base, players))
        position = here if played is base else there        # play_round plays a copy: this stays as it was
        mine = play_round(here, played, plays, witch, round_no=number)
        try:
            theirs = play_round(there, replayed, plays, witch, round_no=number)
        except IllegalPlayError as exc:
            return _Found(position.to_dict(base), number, plays, witch, [illegal_difference(exc, played, replayed)],
                          rounds, position)
        pair = (mine, theirs) if played is base else (theirs, mine)
        differences = round_differences(list(zip(_labels(played, replayed, base), pair)), base)
        if differences:
            return _Found(position.to_dict(base), number, plays, witch, differences, rounds, position)
        here, there = mine.outcome.position, theirs.outcome.position
    return None


def _labels(played: Rules, replayed: Rules, base: Rules) -> tuple[str, str]:
    """(the base ruleset's label, the other's), told apart even when both read "standard"."""
    other = replayed if played is base else played
    return label(base), (label(other) if label(other) != label(base) else "the other ruleset")


def illegal_difference(exc: IllegalPlayError, played: Rules, replayed: Rules) -> Difference:
    play = exc.play
    key = ("rdiff.illegal.card" if play.card else "rdiff.illegal.selection") if play.player else "rdiff.illegal.any"
    return Difference("illegal-play", text(key, player=play.player, card=play.card, played=label(played),
                                           replayed=label(replayed), code=play.code, reason=play.reason,
                                           section=play.section))


def round_differences(sides: list[tuple[str, RoundPlay]] | list[tuple[str, Any]], rules: Rules) -> list[Difference]:
    """Every way the two plays of one round differ, the cause first (cards, then scoring, then the end).
    Each side is a RoundPlay, or anything with its `log` and `outcome` (witness._Play)."""
    (a_name, a), (b_name, b) = sides
    return _card_differences(a_name, a, b_name, b, rules) + outcome_differences(a_name, a.outcome, b_name,
                                                                                b.outcome, rules)


def outcome_differences(a_name: str, oa: Outcome, b_name: str, ob: Outcome, rules: Rules) -> list[Difference]:
    """Every way two outcomes of one round (or one scoring) differ: scoring, then the end."""
    name = rules.board.name
    found: list[Difference] = []
    pa, pb = oa.position, ob.position
    def regions(rs: Iterable[int]) -> Text | str:
        return ", ".join(name(r) for r in rs) or text("rdiff.none")
    checks: list[tuple[str, Any, Any, Callable[[Any], Text]]] = [
        ("regions-scored", oa.regions_scored, ob.regions_scored, lambda v: text("rdiff.regions", what=regions(v))),
        ("points", _placing_points(oa, rules), _placing_points(ob, rules),
         lambda v: text("rdiff.points", what=_words(v))),
        ("nobles", _nobles(pa, rules), _nobles(pb, rules), lambda v: text("rdiff.nobles", what=_words(v))),
        ("bonus", _bonuses(oa), _bonuses(ob), lambda v: text("rdiff.bonus", what=_words(v))),
        ("king", pa.king, pb.king, lambda v: text("rdiff.king", what=name(v))),
        ("markers", _markers(pa, rules), _markers(pb, rules), lambda v: text("rdiff.markers", what=_words(v))),
        ("game-over", oa.game_over, ob.game_over, lambda v: text("rdiff.ends" if v else "rdiff.goes-on")),
        ("final-scoring", oa.final_regions, ob.final_regions, lambda v: text("rdiff.final", what=regions(v))),
        ("winners", sorted(oa.winners), sorted(ob.winners),
         lambda v: text("rdiff.winners", what=", ".join(v) or text("rdiff.none"))),
        ("scores", dict(pa.scores), dict(pb.scores), lambda v: text("rdiff.scores", what=_words(v))),
        ("supply", dict(pa.supply or {}), dict(pb.supply or {}), lambda v: text("rdiff.supply", what=_words(v))),
        ("used", _used(pa), _used(pb), lambda v: text("rdiff.used", what=_words(v))),
    ]
    for kind, va, vb, say in checks:
        if va != vb:
            found.append(Difference(kind, text("rdiff.pair", a=say(va), a_name=a_name, b=say(vb), b_name=b_name)))
    return found


def _card_differences(a_name: str, a: RoundPlay, b_name: str, b: RoundPlay, rules: Rules) -> list[Difference]:
    """What the same cards did: a Knight's markers, each player's markers placed, the Dragons."""
    found: list[Difference] = []
    for p in a.outcome.position.players:
        ka, kb = _knight_markers(a, p), _knight_markers(b, p)
        if ka != kb:
            found.append(Difference("cards", text("rdiff.knight", player=p, a=ka, a_name=a_name, b=kb, b_name=b_name)))
        elif _placed(a, p, rules) != _placed(b, p, rules):
            found.append(Difference("cards", text("rdiff.placed", player=p, a=str(_placed(a, p, rules)), a_name=a_name,
                                                  b=str(_placed(b, p, rules)), b_name=b_name)))
    if a.log.dragons != b.log.dragons:
        found.append(Difference("cards", text("rdiff.dragons", a=a.log.dragons, a_name=a_name, b=b.log.dragons,
                                              b_name=b_name)))
    return found


def _knight_markers(play: RoundPlay, player: str) -> int:
    return sum(1 for e in play.log.events if e.player == player and e.effect == "knight")


def _placed(play: RoundPlay, player: str, rules: Rules) -> dict[str, Any]:
    return {rules.board.name(r): n for r, n in sorted(play.log.placed.get(player, {}).items())}


def _placing_points(outcome: Outcome, rules: Rules) -> dict[str, Any]:
    return {rules.board.name(res.region): {p: n for p, n in res.points.items() if n}
            for res in outcome.round_results}


def _bonuses(outcome: Outcome) -> dict[str, Any]:
    paid: dict[str, int] = {}
    for res in outcome.round_results:
        for bonus in res.bonuses:
            paid[bonus.player] = paid.get(bonus.player, 0) + bonus.points
    return paid


def _nobles(position: Position, rules: Rules) -> dict[str, Any]:
    return {rules.board.name(r): sorted(o) for r, o in sorted(position.nobles.items()) if o}


def _words(value: Mapping[Any, Any]) -> Text | str:
    """A mapping as a line reads it: "Temple Ruins: Ann 1, Ben 2; Savage Hills: Ben 1", "Ann 16, Ben 15"
    (nothing at all: the catalogue's "none")."""
    if not value:
        return text("rdiff.none")
    parts: list[str] = []
    for key, inner in value.items():
        if isinstance(inner, dict):
            parts.append(f"{key}: {_words(inner)}")
        elif isinstance(inner, (list, tuple)):
            parts.append(f"{key}: {', '.join(map(str, inner)) or '-'}")
        else:
            parts.append(f"{key} {inner}")
    return ("; " if any(isinstance(v, (dict, list, tuple)) for v in value.values()) else ", ").join(parts)


def _markers(position: Position, rules: Rules) -> dict[str, Any]:
    return {rules.board.name(r): dict(sorted(m.items())) for r, m in sorted(position.markers.items()) if m}


def _used(position: Position) -> dict[str, Any]:
    return {p: sorted(u) for p, u in sorted(position.used.items()) if u}


def _result(result: GameDifferResult, seed: int, played: Rules, found: _Found, base: Rules, other: Rules,
            variant_names: Sequence[str]) -> GameDifferResult:
    names = " ".join(variant_names) or "VARIANT"
    comment = Sentence(text("comment.differ-game", names=names, seed=seed, played=label(played), round=found.round,
                            before=found.round - 1))
    record = one_round_record(found.before, found.plays, found.witch, base, comment)
    cards = record["rounds"][0]
    result.seed, result.round = seed, found.round
    base_label, other_label = _labels(other, base, base)
    result.played_under, result.replayed_under = ((base_label, other_label) if played is base
                                                  else (other_label, base_label))
    result.position, result.cards, result.record = found.before, cards, record
    result.differences = found.differences
    result.confirmed = replays_differ(record, base, other)
    return result


def replay_under(record: dict[str, Any], rules: Rules) -> dict[str, Any]:
    """The record read and replayed (lenient) under `rules`: the sheet's last round and the problems."""
    game, problems = read_record(record, extra_variants=rules.variant_refs, lenient=True)
    if game is None:
        return {"refused": sorted(p.code for p in problems if p.severity == "error")}
    played = replay(game, lenient=True)
    sheet = played.sheet
    assert played.position is not None          # a lenient replay always ends on a position
    return {"problems": sorted(p.code for p in played.problems),
            "round": {k: v for k, v in sheet[-1].items() if k not in ("events",)} if sheet else None,
            "position": played.position.to_dict(rules) | {"variants": []}}


def replays_differ(record: dict[str, Any], base: Rules, other: Rules) -> bool:
    """Confirmed by the referee: the record replays differently under the two rulesets."""
    return replay_under(record, base) != replay_under(record, other)
