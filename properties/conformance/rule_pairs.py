"""The engine against the round model on a covering array of rule values and ruling answers.

A slip in the engine often shows only where two choices meet: more cards a round and the ruling on
which Region card the Knight reinforces, the influence tie-break and Nobles worth more than one.
The combined rulesets (variant_sweep.combined) change every key at once beside the default
rulings, and the alternative rulings play beside the default rules, so such a pair is never played.
Here every pair is, in every `referee check`, and every triple under `check --exhaustive`:

- the factors: each rule key of the rule tables, at the ruleset's own value and the values the
  spec allows (each word, each yes/no, a card list with each kind added or taken away, a number at
  its lowest, its highest and one value inside: its own, or the one next to it when its own is a
  bound), and each open ruling at each answer;
- the keys the ruleset's variants set, and the rulings chosen for it, are held in every row: under
  `check --variant V`, every row plays V, so each of V's values meets every ruling answer and every
  other key's value (and, with the strength's other factor, every pair of them);
- the rows: a covering array (strength 2: acting_array.build, a greedy builder that counts a pair
  covered only in a row where both its values act, acting_pairs.NEEDS: a ruling about the Knight
  beside a Knight that adds markers, not beside no Knight in hand; strength 3:
  in_parameter_order.build, seconds where a greedy one takes minutes); a row
  the rules' loader refuses, or where no
  region can ever score (can_score), is mended toward the ruleset's own values, and a combination
  no such row holds is listed as refused;
- each row: `rounds` drawn rounds of 3 players and the selections written wrong of `plays` more
  (play_domain) to the engine and the model, as the combined rulesets are played, `TIED_ENDINGS`
  game-ending rounds replayed with a player's final score level with the best, one whose Nobles
  differ from the best's where one can be (drawn.tied_endings: the tie-break, which drawn rounds
  rarely reach, with something to decide), the Knight after a Region card and after the Dragon,
  the round's other cards Region cards (knight_rows.play: with more cards a round, the Knight
  after a Dragon after two Region cards, which the row's ruling on the Knight decides), and a new
  game for each player count against "Preparation" (position_domain.set_up: where every record and
  simulated game starts, a supply of the markers but the score track's).

The array is in the report (`check --json`: the row's "array"), so a designer sees which rulesets
were played.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from ...messages import Text, text
from . import acting_array, in_parameter_order
from .acting_pairs import acting_of, missing_acting
from .covering_array import CoveringArray, Factor, Row
from .oracle import OracleReport

if TYPE_CHECKING:
    from ...rules import Rules
    from ...rules.schema import Key
    from .drawn import ConformanceRun, Models

PAIR_ROUNDS = 12              # drawn rounds per row, plain `referee check`
PAIR_PLAYS = 2                # rounds of selections written wrong per row, plain `referee check`
TIED_ENDINGS = 4              # drawn game-ending rounds per row replayed with a player level with the best
COUNTS = (3,)                 # players: one model to build per row
PAIR_LABELS = ("rule pairs, legality", "rule pairs, outcomes")
TRIPLE_LABELS = ("rule triples, legality", "rule triples, outcomes")      # --exhaustive: strength 3


def factors(rules: Rules) -> list[Factor]:
    """Every rule key the ruleset's variants leave free, then every ruling not chosen for it, each
    with its levels, the ruleset's own first (module docstring)."""
    from ...rules import schema
    from .variant_reach import variant_keys
    from .variant_sweep import RULE_TABLES

    held = variant_keys(rules)          # a variant's regions or roads are no factor: the board is its own
    found = []
    for table in RULE_TABLES:
        current = getattr(rules, table)
        for key in schema.table(table).keys:
            if key.name == "section" or key.name.endswith("_section") or (table, key.name) in held:
                continue
            value = getattr(current, key.name)
            found.append(Factor(f"[{table}] {key.name}", (value, *_levels(key, value, rules))))
    for ruling in rules.rulings:
        if ruling.id in rules.chosen_rulings:
            continue
        found.append(Factor(ruling.id, (ruling.default, *(a for a in ruling.alternatives if a != ruling.default))))
    return found


def _levels(key: Key, value: object, rules: Rules) -> list[object]:
    """The values a key is played at beside `value`: every word, yes/no and card-list change
    (variant_sweep's), a number's bounds and one value inside."""
    from ...rules.schema import bound_value
    from .variant_sweep import _other_values

    if key.type != "int":
        return _other_values(key, value, rules)
    assert key.low is not None and key.high is not None, key.name      # every number has its range in the spec
    low, high = bound_value(key.low, rules), bound_value(key.high, rules)
    assert isinstance(value, int)
    # inside: the ruleset's own value, or the one next to it when it is a bound (2 for a minimum of 1)
    inside = value if low < value < high else min(value + 1, high) if value == low else max(value - 1, low)
    return [v for v in dict.fromkeys((low, inside, high)) if v != value]


def row_ruleset(rules: Rules, array_factors: tuple[Factor, ...], row: Row, folder: Path) -> Rules:
    """The rules of one row: its rule values as a variant file on top of the ruleset's own, its
    ruling answers chosen (raises SpecError when the loader refuses them together)."""
    from ...rules.loader import with_chosen_rulings
    from .variant_sweep import Change, with_changes

    changes: list[Change] = []
    rulings: dict[str, str] = {}
    for factor, level in zip(array_factors, row):
        if level == factor.levels[0]:
            continue
        if factor.name.startswith("["):
            table, key = factor.name[1:].split("] ")
            changes.append(Change(table, key, level))
        else:
            rulings[factor.name] = str(level)
    if not changes:
        return with_chosen_rulings(rules, {**rules.chosen_rulings, **rulings})
    return with_changes(rules, folder, "pairs", "pairs", "a row of the covering array", changes, rulings)


def can_score(value: Callable[[str, str], Any]) -> bool:
    """Whether a region can ever score under the rule values value(table, key) gives: a player's
    playable markers and Nobles there reach the minimum influence ("Scoring": a player needs
    influence there). A ruleset where none can (two markers, one on the score track, and a minimum
    of two) loads, but every round of it scores nothing, so a row there would hold its combinations
    without playing them: such a row is refused like one the loader refuses, and its combinations
    are listed as refused."""
    playable = value("components", "markers_per_player") - value("components", "score_track_markers")
    nobles = value("scoring", "noble_influence") * value("nobles", "max_per_player_per_region")
    return bool(playable + nobles >= value("scoring", "min_influence"))


def covering(rules: Rules, strength: int, folder: Path) -> tuple[CoveringArray, list[Rules]]:
    """The covering array of `strength` over the ruleset's factors, and each row's rules (their
    variant files in `folder`). The rows the builder only tries (hundreds at strength 3) are loaded
    from a folder of this call's own, removed after: written to the shared folder, they would push
    out the files of rows a check running beside this one is playing."""
    import shutil
    import tempfile

    from ...errors import SpecError

    array_factors = tuple(factors(rules))
    names = [f.name for f in array_factors]
    loaded: dict[Row, bool] = {}
    trials = Path(tempfile.mkdtemp(prefix="referee-check-rows-"))

    def accepts(row: Row) -> bool:
        if row not in loaded:
            values = dict(zip(names, row))
            loaded[row] = False
            if can_score(lambda table, key: values.get(f"[{table}] {key}", getattr(getattr(rules, table), key))):
                try:
                    row_ruleset(rules, array_factors, row, trials)
                    loaded[row] = True
                except SpecError:
                    pass
        return loaded[row]

    def own(table: str, key: str) -> Any:
        return getattr(getattr(rules, table), key)
    try:                        # pairs: each covered where both its values act (acting_array.py)
        array = (acting_array.build(acting_of(array_factors, own), accepts) if strength == 2
                 else in_parameter_order.build(array_factors, strength, accepts))
    finally:
        shutil.rmtree(trials, ignore_errors=True)
    if strength == 2:           # none by construction, but for a row the loader refused
        array.switched_off = missing_acting(array_factors, array.rows, own)
    return array, [row_ruleset(rules, array_factors, row, folder) for row in array.rows]


def shown(array: CoveringArray) -> dict[str, Any]:
    """The array as `check --json` shows it: each row's values away from the ruleset's own."""
    return {"strength": array.strength, "combinations": array.combinations,
            "covered": array.combinations - len(array.refused),
            "factors": [{"name": f.name, "levels": [_plain(v) for v in f.levels]} for f in array.factors],
            "rows": [shown_row(array, row) for row in array.rows],
            "refused": [{array.factors[i].name: _plain(v) for i, v in combo} for combo in array.refused],
            "switched_off": [{array.factors[i].name: _plain(v) for i, v in combo} for combo in array.switched_off]}


def _plain(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def run(rules: Rules, rounds: int = PAIR_ROUNDS, plays: int = PAIR_PLAYS,
        progress: Callable[[Text], None] = lambda s: None,
        engine_part: Callable[[Callable[[], Any]], Any] = lambda play: play(), strength: int = 2) -> list[OracleReport]:
    """Each row of the covering array of `strength` (2, or 3 for --exhaustive) played (module
    docstring): one pair of reports (legality, outcome), each mismatch tagged with its row; the
    legality report carries the array. engine_part runs each row's play, its round model built
    before it (variant_reach.Tracer traces that part alone)."""
    from . import drawn as conformance
    from .variant_sweep import variant_folder

    labels = PAIR_LABELS if strength == 2 else TRIPLE_LABELS
    legality, outcome = OracleReport("", label=labels[0]), OracleReport("", label=labels[1])
    folder = variant_folder()
    array, rulesets = covering(rules, strength, folder)
    for n, row in enumerate(array.rows):
        progress(text("pairs.progress", n=n + 1, total=len(rulesets), strength=strength))
        # loaded again: its file made the newest of the shared folder (written again if pushed out)
        changed = row_ruleset(rules, array.factors, row, folder)
        tag = {"row": shown_row(array, row)}
        models = row_models(changed)
        done, wrong, new_games = engine_part(lambda: play_row(changed, models, rounds, plays))
        for mine, more in zip((legality, outcome), done.reports):
            conformance.absorb(mine, more, **tag)
        conformance.absorb(legality, wrong, **tag)
        conformance.absorb(legality, new_games, **tag)
    facts = dict(strength=strength, rows=len(rulesets), factors=len(array.factors), combinations=array.combinations,
                 refused=len(array.refused), switched_off=len(array.switched_off), rounds=rounds, plays=plays,
                 tied=TIED_ENDINGS)
    legality.what = text("pairs.what.legality", **facts)
    outcome.what = text("pairs.what.outcome", **facts)
    legality.array = shown(array)
    return [legality, outcome]


def row_models(changed: Rules) -> Models:
    """A row's round models, built (one per player count of COUNTS)."""
    from . import drawn as conformance

    models = conformance.Models(changed)
    for count in COUNTS:
        models(count)
    return models


def play_row(changed: Rules, models: Models, rounds: int, plays: int
              ) -> tuple[ConformanceRun, OracleReport, OracleReport]:
    """One row's play (module docstring), its round models already built: the drawn rounds with
    the tied endings (a ConformanceRun), the selections written wrong, the new games."""
    from . import drawn as conformance
    from . import knight_rows, play_domain, position_domain

    done = conformance.run(changed, rounds, counts=COUNTS, models=models)
    conformance.tied_endings(changed, models, done, TIED_ENDINGS, counts=COUNTS)
    knight_rows.play(changed, models, done, random.Random(f"{knight_rows.SEED}:pairs"), counts=COUNTS)
    new_games = OracleReport("")
    position_domain.set_up(changed, new_games)             # where every record and simulated game starts
    return done, play_domain.run(changed, plays), new_games


def shown_row(array: CoveringArray, row: Row) -> dict[str, object]:
    """One row's values away from the ruleset's own."""
    return {f.name: _plain(v) for f, v in zip(array.factors, row) if v != f.levels[0]}
