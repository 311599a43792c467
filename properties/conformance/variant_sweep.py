"""The engine against the round model under one changed rule value at a time (`check --exhaustive`).

The standard rules and the open rulings' alternatives take only some of the engine's branches: a
Noble placed by any leader, a second Noble in a region, a final scoring of every region, a
Witch re-selection revealed at once ... are taken only under a variant. So `check --exhaustive`
also draws rounds under one-key variants, every value a rule key can take away from the ruleset
under test, derived from the spec's own declarations (referee.rules.schema), not listed by hand:

- a word-valued key (tie_rule, placed_by, final_scoring ...): each other word it allows;
- a yes/no key: the other answer;
- a list of card kinds (once_per_game): each kind added or taken away;
- a number: one more and one less, within the range the spec allows.

Each change is written as a variant file and loaded through the same door as a designer's
(a value the loader refuses in these rules, e.g. more Witches than a hand holds, is skipped and
counted); then `rounds` rounds of 2 and 3 players go to both readings (properties.conformance.drawn:
legality, outcome, the engine's JSON and its account). Only agreement counts: a changed rule may
break an invariant, and that is the variant's business.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ...messages import Text, text
from ...rules import Rules
from ...rules.describe import value_text
from ...rules.schema import Key
from .oracle import OracleReport

RULE_TABLES = ("components", "cards", "scoring", "nobles", "round", "end")
SWEEP_ROUNDS = 30            # drawn rounds per changed value
SWEEP_COUNTS = (2, 3)        # players in those rounds (the smaller models: quick to build)


@dataclass(frozen=True)
class Change:
    table: str
    key: str
    value: object

    @property
    def label(self) -> str:
        return f"[{self.table}] {self.key} = {value_text(self.value)}"

    def variant_text(self) -> str:
        slug = "".join(c if c.isalnum() else "-" for c in f"{self.key}-{value_text(self.value)}").strip("-")
        return (f'[variant]\nid = "sweep-{slug}"\nname = {json.dumps(self.label)}\nsection = "check --exhaustive"\n\n'
                f"[overrides.{self.table}]\n{self.key} = {value_text(self.value)}\n")


def sweep_bases(rules: Rules) -> list[tuple[str, ...]]:
    """The rulesets each change is applied to: the standard rules, and each variant the spec ships
    (Permanent Nobles): some branches show only where two rules meet (Nobles placed by any leader
    place more than one only where a region holds more than one), and a shipped variant is where a
    designer's second change lands."""
    return [()] + [(name,) for name in rules.available_variants]


def changes(rules: Rules) -> list[Change]:
    """Every one-key change of the rule tables away from `rules` (module docstring)."""
    from ...rules import schema

    found = []
    for table in RULE_TABLES:
        current = getattr(rules, table)
        for key in schema.table(table).keys:
            if key.name == "section" or key.name.endswith("_section"):
                continue
            value = getattr(current, key.name)
            found += [Change(table, key.name, v) for v in _other_values(key, value, rules)]
    return found


def _other_values(key: Key, value: object, rules: Rules) -> list[object]:
    from ...rules.schema import bound_value

    if key.type == "str" and key.choices:
        return [c for c in key.choices if c != value]
    if key.type == "bool":
        return [not value]
    if key.type == "str-list" and key.choices:
        assert isinstance(value, tuple)
        return [tuple(c for c in key.choices if (c in value) != (c == flipped)) for flipped in key.choices]
    if key.type == "int":
        assert isinstance(value, int)
        low = bound_value(key.low, rules) if key.low is not None else None
        high = bound_value(key.high, rules) if key.high is not None else None
        return [v for v in (value + 1, value - 1) if (low is None or v >= low) and (high is None or v <= high)]
    return []


COMBINED_ROUNDS = 40          # drawn rounds per combined ruleset, plain `referee check`
COMBINED_PLAY_ROUNDS = 10     # rounds of selections written wrong (play_domain) per combined ruleset
EXHAUSTIVE_COMBINED_PLAY_ROUNDS = 40   # the same, `referee check --exhaustive`
EXHAUSTIVE_COMBINED_ROUNDS = 200   # the same, `referee check --exhaustive`
COMBINED_COUNTS = (3,)        # players: one model to build; with 2, the second ruleset's paid places
                             # (players - 2) pay nobody, so none of its rounds would end a game
EXHAUSTIVE_COMBINED_COUNTS = (3, 4, 5)   # `--exhaustive`: where those paid places reach a tie's next place
COMBINED_SETS = 2             # rulesets: every word and yes/no key has at most two other values


PIECES = "components"         # the table of the pieces each player holds (the crossed ruleset's)


def combined(rules: Rules, folder: Path) -> list[tuple[Rules, list[Change]]]:
    """Every change gathered into as few rulesets as hold them (plain `referee check`'s share of
    the sweep): the k-th ruleset takes the k-th other value of every key that has one, in
    changes()' order, each kept only where the rules it joins still load. COMBINED_SETS rulesets
    hold every word, yes/no and number change, so a branch only a variant takes is played by
    every check, and rules meet there (any leader and stacking and a region limit, ...). Then one
    crossed ruleset: the second one's rules with the first one's pieces. The second takes pieces
    away (no Knights, Dragons or Witches), which hides its own card rules (a Knight of no extra
    marker, a Dragon that moves the King no region further): the crossed one plays them with two
    of each card. Left to the one-key sweep of `--exhaustive`: a change the loader refuses beside
    the others, and a card list's third change. Variant files are written to `folder`."""
    by_key: dict[tuple[str, str], list[Change]] = {}
    for change in changes(rules):
        by_key.setdefault((change.table, change.key), []).append(change)
    sets = []
    for k in range(min(COMBINED_SETS, max((len(c) for c in by_key.values()), default=0))):
        sets.append(_loaded(rules, folder, k, [options[k] for options in by_key.values() if len(options) > k]))
    if len(sets) == 2:
        first, second = (kept for _, kept in sets)
        crossed = [c for c in second if c.table != PIECES] + [c for c in first if c.table == PIECES]
        sets.append(_loaded(rules, folder, 2, crossed))
    return sets


def _loaded(rules: Rules, folder: Path, k: int, wanted: list[Change]) -> tuple[Rules, list[Change]]:
    """The rules with the `wanted` changes (variant file "combined-k"), less those the loader
    refuses beside the ones before them, and the changes kept."""
    from ...errors import SpecError
    from ...rules import load_rules
    from ...rules.loader import with_chosen_rulings

    def loads(kept: list[Change]) -> Rules | None:
        path = written(folder, "combined", changes_text(f"combined-{k}", f"every rule changed at once ({k + 1})", kept))
        try:
            return load_rules((*rules.variant_refs, str(path)))
        except SpecError:
            return None
    kept = wanted
    loaded = loads(wanted)                  # most often all of them load together: one try
    if loaded is None:
        kept = []
        for change in wanted:
            if loads([*kept, change]) is not None:
                kept.append(change)
        loaded = loads(kept)
    assert loaded is not None               # the rules themselves load, and each change was kept loading
    return with_chosen_rulings(loaded, rules.chosen_rulings), kept


def variant_folder() -> Path:
    """Where the check writes the variants it makes (the sweep's, the combined rulesets'): the
    referee's cache folder, so that a record of a disagreement found under one still replays after
    the check (its "variants" names the file); a temporary folder when the cache cannot be written."""
    import tempfile

    from ...user_cache import cache_base

    folder = cache_base() / "check-variants"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = tempfile.NamedTemporaryFile(dir=folder, suffix=".probe")
        probe.close()
    except OSError:                 # no cache to write to: a folder of this run's, left in place
        return Path(tempfile.mkdtemp(prefix="referee-check-variants-"))
    return folder


def written(folder: Path, kind: str, text: str) -> Path:
    """`text` as a variant file of `folder`, named after its content (the same text, the same file:
    load_rules reads a file again only when it changes), written whole (checks in parallel share the
    folder); the folder keeps its newest MAX_CHECK_VARIANTS files, a file asked for again counting as
    new (a run's own files are never the ones dropped while it needs them)."""
    import hashlib
    import os

    from ...user_cache import MAX_CHECK_VARIANTS, keep_newest, write_whole

    path = folder / f"{kind}-{hashlib.sha256(text.encode()).hexdigest()[:16]}.toml"
    try:
        os.utime(path)                  # already there: now the newest, so kept below
        return path
    except FileNotFoundError:
        pass
    write_whole(path, text.encode("utf-8"))
    keep_newest(folder, "*.toml", MAX_CHECK_VARIANTS)      # after: the new one is the newest, kept
    return path


def changes_text(variant_id: str, name: str, changes: list[Change]) -> str:
    """A variant file that makes `changes` together (the combined rulesets, the rule pairs' rows)."""
    tables: dict[str, list[str]] = {}
    for change in changes:
        tables.setdefault(change.table, []).append(f"{change.key} = {value_text(change.value)}")
    body = "".join(f"\n[overrides.{t}]\n" + "\n".join(lines) + "\n" for t, lines in tables.items())
    return f'[variant]\nid = "{variant_id}"\nname = "{name}"\nsection = "check"\n{body}'


def with_changes(rules: Rules, folder: Path, kind: str, variant_id: str, name: str, changes: list[Change],
                 rulings: dict[str, str] | None = None) -> Rules:
    """The rules with `changes` as a variant file of `folder` (written()) on top of their own
    variants, their chosen rulings kept and `rulings` chosen too (raises SpecError when the loader
    refuses them together)."""
    return with_variant_text(rules, folder, kind, changes_text(variant_id, name, changes), rulings)


def with_variant_text(rules: Rules, folder: Path, kind: str, text: str,
                      rulings: dict[str, str] | None = None) -> Rules:
    """with_changes for a variant file's whole text (an override changes_text cannot write, such as
    a region renamed in `[[overrides.regions]]`)."""
    from ...rules import load_rules
    from ...rules.loader import with_chosen_rulings

    loaded = load_rules((*rules.variant_refs, str(written(folder, kind, text))))
    return with_chosen_rulings(loaded, {**rules.chosen_rulings, **(rulings or {})})


def run_combined(rules: Rules, rounds: int = COMBINED_ROUNDS, progress: Callable[[Text], None] = lambda s: None,
                 counts: tuple[int, ...] = COMBINED_COUNTS, plays: int = COMBINED_PLAY_ROUNDS) -> list[OracleReport]:
    """`rounds` drawn rounds of `counts` players under each combined ruleset (combined()), both
    readings, and the selections written wrong of `plays` rounds more (play_domain: two of each
    special card, say, where one is spent): one pair of reports (legality, outcome), each mismatch
    tagged with the ruleset's changes."""
    from . import drawn as conformance
    from . import play_domain

    legality = OracleReport("", label="combined changes, legality")
    outcome = OracleReport("", label="combined changes, outcomes")
    sets = combined(rules, variant_folder())
    for n, (changed, kept) in enumerate(sets):
        progress(text("combined.progress", n=n + 1, total=len(sets), changes=len(kept)))
        done = conformance.run(changed, rounds, counts=counts)
        for mine, more in zip((legality, outcome), done.reports):
            conformance.absorb(mine, more, changes=[c.label for c in kept])
        conformance.absorb(legality, play_domain.run(changed, plays), changes=[c.label for c in kept])
    n_changes = len({c.label for _, kept in sets for c in kept})     # the crossed ruleset repeats some
    players = str(counts[0]) if len(counts) == 1 else f"{counts[0]}-{counts[-1]}"
    legality.what = text("combined.what.legality", sets=len(sets), n=n_changes, rounds=rounds, players=players,
                         plays=plays)
    outcome.what = text("combined.what.outcome", sets=len(sets), n=n_changes, rounds=rounds)
    return [legality, outcome]


@dataclass
class SweepReport:
    """What the sweep found: one pair of reports (legality, outcome) over every change, the changes
    played and those the spec refused in these rules."""
    legality: OracleReport
    outcome: OracleReport
    played: list[str]
    refused: list[str]

    @property
    def reports(self) -> list[OracleReport]:
        return [self.legality, self.outcome]


def run(base_variants: tuple[str, ...], chosen: list[Change], rounds: int = SWEEP_ROUNDS,
        progress: Callable[[Text], None] = lambda s: None) -> SweepReport:
    """`rounds` drawn rounds under each change (applied on top of base_variants), both readings."""
    from ...errors import SpecError
    from ...rules import load_rules
    from . import drawn as conformance

    legality = OracleReport("", label="variant sweep, legality")
    outcome = OracleReport("", label="variant sweep, outcomes")
    report = SweepReport(legality, outcome, [], [])
    folder = variant_folder()
    for n, change in enumerate(chosen):
        path = written(folder, "change", change.variant_text())
        try:
            rules = load_rules((*base_variants, str(path)))
        except SpecError:
            report.refused.append(change.label)
            continue
        progress(text("sweep.progress", change=change.label, n=n + 1, total=len(chosen)))
        done = conformance.run(rules, rounds, counts=SWEEP_COUNTS)
        report.played.append(change.label)
        for mine, more in zip(report.reports, done.reports):
            conformance.absorb(mine, more, change=change.label)
    legality.what = text("sweep.what.legality", n=len(report.played), rounds=rounds)
    outcome.what = text("sweep.what.outcome", n=len(report.played), rounds=rounds)
    return report
