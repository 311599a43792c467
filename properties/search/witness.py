"""Witnesses (`referee check --variant V --witness DIR`): for every check a variant changes, a
smallest case where the variant's outcome differs from the standard rules'.

For an invariant, the witness is first sought as a game from the set-up (_game_witness): seeded
games played under either ruleset and replayed round by round under the other, until one whose
replays are the same up to its last round and differ there on the invariant; the fewest players,
then the fewest rounds. That is a witness a table could reach. When no game
shows it, and for a rulebook anchor, the search below gives a position and at most one round.

For an invariant, Hypothesis searches the rounds `check` generates (strategies.positions_and_rounds)
for one where the invariant fails under one ruleset and not the other while the two outcomes
differ; then `smallest` takes away what it can while that stays true, one step at a time: a
player, a player's markers in a region (back to their supply: a witness accounts for every
player's 20 markers), half of them, a Noble, a marker placement, a
Dragon, the printing's banners, a score (to 0 or half). It ends at a case no single step makes
smaller: a local minimum (fewest players first, then fewest markers), not a proof that nothing
smaller exists. For a rulebook anchor, the rulebook's own example position is the witness when
it scores differently; otherwise the same search for any difference.

A witness is a position `referee score` reads (a round of marker placements: the position after
them, before scoring) or a one-round game record `referee replay` reads (a round of cards: the
position before it, and the cards). Before it is reported it is read back and replayed under both
rulesets by the referee: a witness whose replays do not differ is not reported.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterator, Sequence

from ...engine.adjudicate import Outcome
from ...engine.position import Position
from ...engine.round_play import IllegalPlayError
from ...errors import RefereeError
from ...messages import Sentence, Text, text
from ...rules import Rules
from ..rounds import CardRound, Round, one_round_record, play_round_logged, scoring_position
from ..statements.invariants import CATALOGUE, Invariant, check_all
from .round_differ import (
    Difference,
    illegal_difference,
    outcome_differences,
    replays_differ,
    round_differences,
)

Case = tuple[Position, Round | CardRound]     # a position and the one round played from it

WITNESS_EXAMPLES = 2000      # generated rounds searched per check before it is reported without a witness
MAX_STEPS = 400              # cases tried while making a witness smaller
RECORD, POSITION, GAME = "record", "position", "game"
GAME_SEEDS = 100             # seeds of games from the set-up searched per player count (two games each)
MORE_SEEDS = 20              # seeds searched past the first game that shows the check, for a shorter one
UNREACHABLE = ("MARKERS_MISSING",)   # the reader's warnings that a position is none a game reaches


@dataclass
class Witness:
    check: str                                  # the invariant or anchor id the variant changes
    ruleset: str                                # the variant's label
    kind: str = ""                              # game | record | position ("" when none was found)
    data: dict[str, Any] | None = None          # the file's content (its comment in either language)
    differences: list[Difference] = field(default_factory=list)
    players: int = 0
    markers: int = 0                            # markers on the board in the witness
    confirmed: bool = False                     # the referee's replays under both rulesets differ
    searched: int = 0                           # generated rounds searched (when none was found)
    rounds: int = 1                             # rounds in the record (a game witness: from the set-up)

    @property
    def found(self) -> bool:
        return self.data is not None and self.confirmed

    @property
    def sentence(self) -> Text:
        """What changes, in one sentence: the first difference (cards first, then scoring, then the end)."""
        return self.differences[0].sentence

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        data = {"check": self.check, "ruleset": self.ruleset, "found": self.found}
        if self.found:
            data.update(kind=self.kind, players=self.players, markers=self.markers, rounds=self.rounds,
                        sentence=self.sentence.render(lang), differences=[d.to_dict(lang) for d in self.differences])
        else:
            data["searched"] = self.searched
        return data


def find_witness(base: Rules, other: Rules, check_id: str, label: str, variant_names: Sequence[str] = (),
                 examples: int = WITNESS_EXAMPLES) -> Witness:
    """A smallest confirmed witness that `other` changes `check_id` (an invariant or anchor id)."""
    from ..statements.anchors import ANCHORS

    invariant = next((i for i in CATALOGUE if i.id == check_id), None)
    if invariant is not None:
        game = _game_witness(base, other, invariant, check_id, label, variant_names)
        if game is not None and game.found:
            return game
    if invariant is None and check_id in {a.id for a in ANCHORS}:
        witness = _anchor_witness(base, other, check_id, label, variant_names)
        if witness.found:
            return witness
    return _searched_witness(base, other, invariant, check_id, label, variant_names, examples)


def _game_witness(base: Rules, other: Rules, invariant: Invariant, check_id: str, label: str,
                  variant_names: Sequence[str], games: int | None = None) -> Witness | None:
    """A game from the set-up whose replays under the two rulesets first differ at a round that shows
    the check (round_differ.first_difference, each seed's game played under either ruleset): the
    fewest players that show it, then the fewest rounds among the games found within MORE_SEEDS
    seeds of the first. None when no game of `games` seeds shows it."""
    import random

    from ...engine.record import make_record
    from ..players import PLAYER_NAMES, shared_counts
    from .round_differ import first_difference

    games = GAME_SEEDS if games is None else games
    for n in shared_counts(base, other):
        best, last_seed = None, games
        for seed in range(games):
            if seed > last_seed:
                break
            for played, replayed in ((other, base), (base, other)):
                found = first_difference(random.Random(f"witness:{check_id}:{seed}"), list(PLAYER_NAMES[:n]),
                                         played, replayed, base)
                if found is None or (best is not None and found.round >= best.round):
                    continue
                assert found.position is not None          # first_difference sets it
                if _differs(base, other, invariant, (found.position, CardRound(found.plays, found.witch))):
                    best, last_seed = found, min(last_seed, seed + MORE_SEEDS)
        if best is not None:
            break
    else:
        return None
    names = " ".join(variant_names)
    differences = best.differences
    assert best.position is not None
    witness = Witness(check_id, label, kind=GAME, differences=differences, players=n,
                      markers=_markers(best.position), rounds=best.round)
    comment = _comment("comment.witness.game", check_id, label, names, differences)
    witness.data = make_record(list(PLAYER_NAMES[:n]), base, best.rounds, comment=comment)
    witness.confirmed = replays_differ(witness.data, base, other)
    return witness


@dataclass(frozen=True)
class _Side:
    """One ruleset's play of a case: refused (an illegal card) or played, and whether the
    invariant failed."""
    refused: IllegalPlayError | None = None
    fails: bool = False
    outcome: Any = None
    played: Any = None


def _sides(base: Rules, other: Rules, case: Case, invariant: Invariant | None) -> list[_Side] | None:
    """[base's side, other's side], or None when either ruleset cannot read the case at all (its
    position refused by the reader, as a position file would be: two Nobles in a region under the
    standard rules, say)."""
    position, rnd = case
    sides = []
    for rules in (base, other):
        if not _readable(position, rules):
            return None
        if isinstance(rnd, Round) and not _readable(scoring_position(rules, position, rnd), rules):
            return None          # the witness file is the position after the placements: it must read too
        try:
            before, after, outcome, played = play_round_logged(rules, position, rnd)
        except IllegalPlayError as exc:
            sides.append(_Side(refused=exc))
            continue
        except RefereeError:
            return None
        fails = invariant is not None and invariant.id in check_all(rules, before, after, outcome, [invariant], played)
        sides.append(_Side(None, fails, outcome, played))
    return sides


def _differs(base: Rules, other: Rules, invariant: Invariant | None, case: Case) -> bool:
    """The case shows the change: a round one ruleset refuses and the other plays (breaking the
    invariant, when one is given), or played under both with a different verdict and outcome."""
    sides = _sides(base, other, case, invariant)
    if sides is None or all(side.refused for side in sides):
        return False
    if any(side.refused for side in sides):
        return invariant is None or any(side.fails for side in sides)
    if invariant is not None and sides[0].fails == sides[1].fails:
        return False
    return bool(outcome_differences("a", sides[0].outcome, "b", sides[1].outcome, base))


def _searched_witness(base: Rules, other: Rules, invariant: Invariant | None, check_id: str, label: str,
                      variant_names: Sequence[str], examples: int) -> Witness:
    case = search_case(base, other, invariant, examples)
    if case is None:
        return Witness(check_id, label, searched=2 * examples)

    def holds(c: Case) -> bool:
        return _differs(base, other, invariant, c)
    return _witness_of(base, other, smallest(case, holds, max(base.min_players, other.min_players)), check_id,
                       label, variant_names)


def search_case(base: Rules, other: Rules, invariant: Invariant | None, examples: int,
                shrink: bool = False) -> Case | None:
    """The first generated case (up to `examples` of each draw) where `other` changes `invariant`
    (_differs), or None. shrink: let Hypothesis's own shrinker make it smaller (the witnesses do not:
    bench/bench_witness.py measures it against `smallest`)."""
    from hypothesis import HealthCheck, Phase, find, settings
    from hypothesis.errors import NoSuchExample

    from ..strategies import positions_and_dragon_rounds, positions_and_rounds

    chosen = settings(max_examples=examples, database=None, derandomize=True, deadline=None,
                      phases=[Phase.generate, Phase.shrink] if shrink else [Phase.generate],
                      # each case is played under two rulesets, slower than Hypothesis expects of one example
                      # (too_slow); the strategies draw for any ruleset, and a variant's rules may refuse many
                      # of the positions drawn (filter_too_much). Neither fired on the shipped variants.
                      suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

    def holds(c: Case) -> bool:
        return _differs(base, other, invariant, c)
    # the rounds `check` generates first; then rounds where everyone reveals every Dragon in hand,
    # which the first draw too rarely (the most regions a round can score)
    for cases in (positions_and_rounds(other, min_score=20), positions_and_dragon_rounds(other, min_score=20)):
        try:
            found: Case = find(cases, holds, settings=chosen)
            return found
        except NoSuchExample:
            continue
    return None


def smallest(case: Case, holds: Callable[[Case], bool], min_players: int) -> Case:
    """`case` made smaller one step at a time (steps below) while holds(case) stays true."""
    tried = 0
    while True:
        for smaller in _steps(case, min_players):
            tried += 1
            if tried > MAX_STEPS:
                return case
            if holds(smaller):
                case = smaller
                break
        else:                                   # no step smaller still holds
            return case


def _steps(case: Case, min_players: int) -> Iterator[Case]:
    """Every case one step smaller than `case`: fewer players first, then fewer markers and the rest."""
    position, rnd = case
    if len(position.players) > min_players:
        for player in position.players:
            yield _without_player(position, player), _round_without(rnd, player)
    for region, by_player in position.markers.items():
        for player, n in by_player.items():
            for keep in (0, n // 2) if n > 1 else (0,):
                yield _with_markers(position, region, player, keep), rnd
    for region, owners in position.nobles.items():
        for i in range(len(owners)):
            smaller = position.copy()
            owner = smaller.nobles[region].pop(i)
            smaller.nobles = {r: o for r, o in smaller.nobles.items() if o}
            if smaller.supply is not None:
                smaller.supply[owner] = smaller.supply.get(owner, 0) + 1
            yield smaller, rnd
    if isinstance(rnd, Round):
        for player, regions in rnd.placements.items():
            for i in range(len(regions)):
                yield position, replace(rnd, placements={**rnd.placements, player: regions[:i] + regions[i + 1:]})
        if rnd.dragons:
            yield position, replace(rnd, dragons=rnd.dragons - 1)
    if position.banners:
        yield replace(position.copy(), banners={}), rnd
    for player, score in position.scores.items():
        for lower in (0, score // 2) if score > 1 else (0,):
            if lower != score:
                yield replace(position.copy(), scores={**position.scores, player: lower}), rnd


def _without_player(position: Position, player: str) -> Position:
    smaller = position.copy()
    smaller.players = [p for p in smaller.players if p != player]
    for by_player in smaller.markers.values():
        by_player.pop(player, None)
    smaller.markers = {r: m for r, m in smaller.markers.items() if m}
    smaller.nobles = {r: [o for o in owners if o != player] for r, owners in smaller.nobles.items()}
    smaller.nobles = {r: owners for r, owners in smaller.nobles.items() if owners}
    for table in (smaller.scores, smaller.supply or {}, smaller.used):
        table.pop(player, None)
    return smaller


def _round_without(rnd: Round | CardRound, player: str) -> Round | CardRound:
    if isinstance(rnd, CardRound):
        return CardRound({p: c for p, c in rnd.plays.items() if p != player},
                         {p: c for p, c in rnd.witch.items() if p != player})
    return replace(rnd, placements={p: r for p, r in rnd.placements.items() if p != player})


def _with_markers(position: Position, region: int, player: str, keep: int) -> Position:
    """The player's markers in the region cut to `keep`, the others back to their supply."""
    smaller = position.copy()
    taken = smaller.markers[region][player] - keep
    if keep:
        smaller.markers[region][player] = keep
    else:
        del smaller.markers[region][player]
        smaller.markers = {r: m for r, m in smaller.markers.items() if m}
    if smaller.supply is not None:
        smaller.supply[player] = smaller.supply.get(player, 0) + taken
    return smaller


def _witness_of(base: Rules, other: Rules, case: Case, check_id: str, label: str,
                variant_names: Sequence[str]) -> Witness:
    position, rnd = case
    names = " ".join(variant_names)
    sides = _sides(base, other, case, None)
    assert sides is not None              # the case was found to differ: both rulesets read it
    if sides[0].refused:
        differences = [illegal_difference(sides[0].refused, played=other, replayed=base)]
    elif sides[1].refused:
        differences = [illegal_difference(sides[1].refused, played=base, replayed=other)]
    elif isinstance(rnd, CardRound):
        plays = [_Play(side.played.log, side.outcome) for side in sides]
        differences = round_differences([(base.short_label, plays[0]), (label, plays[1])], base)
    else:
        differences = outcome_differences(base.short_label, sides[0].outcome, label, sides[1].outcome, base)
    witness = Witness(check_id, label, differences=differences, players=len(position.players))
    if isinstance(rnd, CardRound):
        before = position.copy()
        before.variants = []
        comment = _comment("comment.witness.record", check_id, label, names, differences)
        witness.kind, witness.markers = RECORD, _markers(before)
        witness.data = one_round_record(before.to_dict(base), rnd.plays, rnd.witch, base, comment)
        witness.confirmed = replays_differ(witness.data, base, other)
    else:
        shown = scoring_position(other, position, rnd)
        shown.variants = []
        witness.kind, witness.markers = POSITION, _markers(shown)
        witness.data = shown.to_dict(base) | {"comment": _comment("comment.witness.position", check_id, label,
                                                                  names, differences)}
        witness.confirmed = scores_differ(witness.data, base, other)
    return witness


@dataclass(frozen=True)
class _Play:
    """What round_differences reads of a played round: its log and its outcome."""
    log: Any
    outcome: Any


def _anchor_witness(base: Rules, other: Rules, check_id: str, label: str,
                    variant_names: Sequence[str]) -> Witness:
    """The anchor's rulebook example made smallest, when it has a position that scores differently."""
    from ..statements import anchors

    failure = anchors.run(other).get(check_id)
    read = _read(failure.position, other) if failure is not None and failure.position is not None else None
    if read is None:
        return Witness(check_id, label)
    case = (read[0], Round({}, 0))

    def holds(c: Case) -> bool:
        return _differs(base, other, None, c)
    if not holds(case):
        return Witness(check_id, label)
    smaller = smallest(case, holds, max(base.min_players, other.min_players))
    return _witness_of(base, other, smaller, check_id, label, variant_names)


def _readable(position: Position, rules: Rules) -> bool:
    """The position, written as a file, is one `referee score` reads under `rules`, with no warning
    that no game reaches it (every player's 20 markers accounted for, so no step of
    `smallest` takes markers out of the game). A printing's own banners may still be warned about:
    they are the user's to give, and `smallest` drops them when the difference does not need them."""
    return _read(position.to_dict(rules), rules, strict=True) is not None


def scores_differ(data: dict[str, Any], base: Rules, other: Rules) -> bool:
    """Confirmed by the referee: the position file scores differently under the two rulesets."""
    a, b = (_scored(data, rules) for rules in (base, other))
    return a is not None and b is not None and bool(outcome_differences("a", a, "b", b, base))


def _scored(data: dict[str, Any], rules: Rules) -> Outcome | None:
    """The outcome of `referee score` on a position file under `rules`, or None when it refuses it."""
    from ...engine.adjudicate import score_position

    read = _read(data, rules)
    return score_position(*read) if read is not None else None


def _read(data: dict[str, Any], rules: Rules, strict: bool = False) -> tuple[Position, Rules] | None:
    """(position, rules) as `referee score FILE` reads a position file under `rules` (the file's own
    variants and comment left aside), or None when the reader refuses it (strict: or warns that no
    game reaches it)."""
    from ...io.position_reader import read_position

    data = {k: v for k, v in data.items() if k != "comment"} | {"variants": []}
    position, rules_read, problems = read_position(data, extra_variants=rules.variant_refs)
    if position is None or rules_read is None or any(p.severity == "error" or (strict and p.code in UNREACHABLE)
                                                     for p in problems):
        return None
    return position, rules_read


def warnings_of(witness: Witness, rules: Rules) -> list[str]:
    """The codes of every warning the referee gives reading and replaying (or scoring) a witness
    under `rules`: none, for a witness a table could reach. An illegal play is not a warning: where
    one ruleset refuses a card the other allows, that refusal is the witness."""
    from ...engine.replay import replay
    from ...io.game_record import read_record
    from ...io.position_reader import read_position

    assert witness.data is not None
    data = {k: v for k, v in witness.data.items() if k != "comment"}
    if witness.kind == POSITION:
        problems = read_position(data | {"variants": []}, extra_variants=rules.variant_refs)[2]
        return sorted(p.code for p in problems if p.severity == "warning")
    game, problems = read_record(data, extra_variants=rules.variant_refs, lenient=True)
    codes = [p.code for p in problems if p.severity == "warning"]
    if game is not None:
        codes += [w.code for w in replay(game, lenient=True).warnings]
    return sorted(codes)


def _comment(key: str, check_id: str, label: str, names: str, differences: list[Difference]) -> Sentence:
    return Sentence(text(key, check=check_id, ruleset=label, names=names or label, what=differences[0].sentence))


def _markers(position: Position) -> int:
    return sum(position.markers_on_board(p) for p in position.players)
