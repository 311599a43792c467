"""The public API: what `import referee` offers a tournament app, a bot or a notebook.

Each function takes and returns the library's own objects (Rules, Position, Outcome,
GameRecord, ReplayResult); every refusal is an exception under ValueError that carries
every problem found, each naming the field and the value. See docs/api.md.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, Sequence

from .engine.adjudicate import Outcome
from .engine.adjudicate import score_position as _score_checked
from .engine.cards import Card, parse_card
from .engine.position import Position
from .engine.record import GameRecord
from .engine.replay import ReplayResult
from .engine.replay import replay as _replay
from .engine.round_play import RoundPlay
from .engine.round_play import play_round as _play_round
from .engine.setup import new_game as _new_game
from .errors import PositionError, Problem
from .io import game_record as _records
from .io import position_reader as _positions
from .io.json_input import read_json_file
from .messages import text
from .rules import Rules
from .rules import load_rules as _load_spec
from .rules.loader import with_chosen_rulings, with_printed_banners


def load_rules(variants: Sequence[str] = (), banners: Mapping[Any, Sequence[int]] | None = None,
               rulings: Mapping[str, str] | None = None) -> Rules:
    """The rules of King's Road under the named variants, a printing's banners and chosen rulings.

    variants: ids such as "permanent-nobles", or paths to variant .toml files.
    banners: region (name, slug or number) -> values, e.g. {"Temple Ruins": [3, 2, 1]}.
    rulings: open ruling id -> choice (`referee rulings` lists them).
    Raises SpecError (a ValueError) naming the file or field and the value.
    """
    rules = _load_spec(tuple(variants))
    if banners:
        rules = with_printed_banners(rules, banners)
    if rulings:
        rules = with_chosen_rulings(rules, rulings)
    return rules


def new_game(players: Sequence[str], rules: Rules) -> Position:
    """The position before the first round: King at his start, full supplies, scores 0."""
    names = list(players)
    if not rules.min_players <= len(names) <= rules.max_players:
        raise PositionError([Problem.about("BAD_PLAYER_COUNT", "players", names,
                                           text("problem.player-count", game=rules.game_name,
                                                lo=rules.min_players, hi=rules.max_players))])
    if len(set(names)) != len(names) or not all(isinstance(p, str) and p.strip() for p in names):
        raise PositionError([Problem.about("BAD_PLAYERS", "players", names,
                                           text("problem.player-names"))])
    return _new_game(names, rules, dict(rules.chosen_rulings))


def read_position(source: Mapping | str | Path, rules: Rules | None = None) -> Position:
    """A position from a dict, JSON text or a file path; raises PositionError with every problem.

    Without `rules` the position's own "variants" choose them (use read_position_and_rules to
    get both). With `rules`, the position is read under them; its own banners and rulings,
    if any, take precedence for that position.
    """
    position, _ = read_position_and_rules(source, rules)
    return position


def read_position_and_rules(source: Mapping | str | Path, rules: Rules | None = None
                            ) -> tuple[Position, Rules]:
    """(Position, Rules) from a dict, JSON text or a file path; raises PositionError."""
    data, name = _decode(source)
    extra = rules.variant_refs if rules is not None else ()
    position, read_rules, problems = _positions.read_position(data, extra_variants=extra)
    errors = [p for p in problems if p.severity == "error"]
    if errors or position is None or read_rules is None:
        raise PositionError(errors or problems)
    if rules is None:
        return position, read_rules
    if read_rules.variant_ids != rules.variant_ids:
        raise PositionError([Problem.about(
            "VARIANTS_DIFFER", "variants", list(read_rules.variant_ids),
            text("problem.variants-differ", rules=rules.label))])
    position.rulings = {**rules.chosen_rulings, **position.rulings}
    return position, rules


def score_position(position: Position, rules: Rules) -> Outcome:
    """Score the round in `position` (left untouched); the Outcome holds the new position.

    Raises PositionError when the game has already ended.
    """
    return _score_checked(position, rules)


def read_record(source: Mapping | str | Path, rules: Rules | None = None, *, lenient: bool = False
                ) -> GameRecord:
    """A game record from a dict, JSON text or a file path; raises PositionError with every problem.

    With `rules`, their variants are applied on top of the record's and their chosen rulings
    are used where the record chooses none. lenient=True keeps a record whose only problems
    are in its rounds (a lenient replay then names them).
    """
    data, _ = _decode(source)
    extra_variants = rules.variant_refs if rules is not None else ()
    extra_rulings = dict(rules.chosen_rulings) if rules is not None else {}
    record, problems = _records.read_record(data, extra_variants=extra_variants, extra_rulings=extra_rulings,
                                            lenient=lenient)
    if record is None:
        raise PositionError([p for p in problems if p.severity == "error"] or problems)
    return record


def replay(record: GameRecord, *, lenient: bool = False, until: int | None = None) -> ReplayResult:
    """Replay a record round by round; raises IllegalPlayError at the first illegal play
    unless lenient, which collects every problem in ReplayResult.problems and carries on."""
    return _replay(record, lenient=lenient, until=until)


def play_round(position: Position, rules: Rules, plays: Mapping[str, Sequence[Any]],
               witch: Mapping[str, Sequence[Any]] | None = None) -> RoundPlay:
    """Resolve one round of cards and score it, on a copy of `position`.

    plays: player -> cards in the order revealed, as a record names them ("Dark Tower",
    "dark-tower", 5, "knight", "dragon", "witch", "knight!declined") or Card objects.
    witch: Witch player -> re-selected cards. Raises IllegalPlayError at the first illegal play.
    """
    return _play_round(position, rules, _cards(plays, rules), _cards(witch or {}, rules))


def render_svg(position: Position, rules: Rules, outcome: Outcome | None = None, *, lang: str = "en") -> str:
    """The board as a standalone SVG document (a pure function of its arguments); its legend, score
    track, status lines and labels in `lang` ("en" or "fr")."""
    from .present.render_svg import render_position_svg

    return render_position_svg(position, rules, outcome=outcome, lang=lang)


def describe(outcome: Outcome, rules: Rules, lang: str = "en") -> str:
    """The account of a scoring as a player reads it: every point with the rule it applied
    (lang "en" or "fr": French sentences and the French rulebook's section names)."""
    from .present.explain import describe_outcome

    return describe_outcome(outcome, rules, lang)


# ---------------------------------------------------------------- helpers

def _decode(source: Mapping | str | Path) -> tuple[Any, str]:
    """Decoded JSON from a dict, JSON text or a path; PositionError when it is not JSON."""
    if isinstance(source, Mapping):
        return source, "<data>"
    if isinstance(source, Path) or (isinstance(source, str) and not source.lstrip().startswith(("{", "["))):
        name = str(source)
        data, problems = read_json_file(source, name)      # within the input limits, as the CLI reads
    else:
        name = "<text>"
        data, problems = _positions.parse_json_text(source, name)
    if problems:
        raise PositionError(problems)
    return data, name


def _cards(plays: Mapping[str, Sequence[Any]], rules: Rules) -> dict[str, list[Card]]:
    return {player: [c if isinstance(c, Card) else parse_card(c, rules.board) for c in cards]
            for player, cards in plays.items()}


__all__ = ["load_rules", "new_game", "read_position", "read_position_and_rules", "score_position",
           "read_record", "replay", "play_round", "render_svg", "describe"]
