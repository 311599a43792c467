"""`referee check`: run the invariant catalogue (properties/) on the standard rules and on each
variant, or (--differ) search for a position where two rulesets disagree.

z3 and hypothesis are imported inside the command only, so `referee score` never loads them.
"""

from __future__ import annotations

import json
import sys
import time
from typing import TYPE_CHECKING

import click

from ..limits import MAX_EXAMPLES
from ..messages import in_lang, render, translated
from ..messages import text as message
from .common import check_outputs, dump_json, fail, input_files, quote, require_modules, write_atomically
from .options import Count, lang_option, load_rules_or_fail, resolve_lang
from .parallel import in_parallel
from .progress import stamped

if TYPE_CHECKING:
    from typing import Callable

EXIT_CHECK_FAILED = 1


@click.command("check")
@click.option("--variant", "variants", multiple=True, metavar="NAME|PATH",
              help="Also check this variant (an id from spec/, or a variant .toml of your own). Repeatable.")
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print the results as JSON.")
@click.option("--examples", default=500, show_default=True, type=Count(1, MAX_EXAMPLES),
              help="Generated rounds checked per ruleset.")
@click.option("--differ", "differ", metavar="NAME|PATH",
              help="Instead: search for a position whose scoring differs between the standard rules and this variant.")
@click.option("--on", "on", type=click.Choice(["points", "winner", "game"]), default="points", show_default=True,
              help="With --differ: what must differ, the points of one scoring or the winners of a game-ending "
                   "round (Z3), or anything in whole games: game plays seeded random games under each ruleset "
                   "and replays them round by round under the other, up to the first round that differs.")
@click.option("--games", default=500, show_default=True, type=Count(1, MAX_EXAMPLES),
              help="With --differ --on game: seeded games searched under each ruleset.")
@click.option("--out", "out", metavar="FILE",
              help="With --differ: write the position found here (atomically); with --on game, a one-round "
                   "game record whose start is the position before the round that differs.")
@click.option("--max-markers", default=19, show_default=True, type=Count(1, 19),
              help="With --differ: bound on each player's markers in the scored region.")
@click.option("--exhaustive", is_flag=True,
              help="Everything plain check does (the table, the proofs, the anchors), and more: the referee's "
                   "region scoring on every multiset of influence 0..20 for 2-5 players (0..6 for more, where a "
                   "variant allows them) and every banner shape, against a closed form, and whole rounds against "
                   "the round model `referee check` proves things about: every selection of cards of one player "
                   "from four positions, 1,000 drawn rounds (plain check draws 300), and 30 drawn rounds under "
                   "each one-key change of the rules the spec allows (about 50).")
@click.option("--symbolic", is_flag=True,
              help="Instead: run the engine's own code symbolically (CrossHair, through Hypothesis): region "
                   "scoring and the sole leader against the closed form (2-4 players, influence 0..20, every banner "
                   "shape), the card count against \"Choosing cards\", the King's path against the roads. PROVED "
                   "(engine code) when every path within those bounds was explored; NOT EXHAUSTED claims nothing.")
@click.option("--witness", "witness_dir", metavar="DIR",
              help="With --variant: for every check a variant changes, write a smallest position or one-round "
                   "record where its outcome differs from the standard rules' into DIR (created; refused when it "
                   "already holds witnesses), each replayed under both rulesets, and say what changes.")
@click.option("--fresh", "--fresh-proofs", "fresh", is_flag=True,
              help="Prove every invariant with Z3 again and run the engine's rounds again, even where an earlier "
                   "check of the same rules with the same code and libraries kept them (each run draws from a "
                   "fixed seed, so the same code gives the same answer). --fresh-proofs: its former name.")
@click.option("--quiet", "-q", is_flag=True, help="No progress on stderr.")
@lang_option
@click.option("--game", type=click.Choice(["kings-road", "kings-struggle"]), default="kings-road", show_default=True,
              help="kings-struggle: check King's Struggle scoring instead (best split against an exhaustive "
                   "search and a Z3 optimum, monotonicity, tie-break), under every scoring ruling.")
def check(variants, as_json, examples, differ, on, games, out, max_markers, exhaustive, symbolic, witness_dir,
          fresh, quiet, game, lang):
    """Run the invariant catalogue on the standard rules and each --variant.

    Prints a table invariant x ruleset: PROVED (Z3: one region's scoring for every influence
    value, or a whole round for every legal position and cards, for every player count the
    rules allow) or VIOLATED with a counterexample (a position for `referee score`, a one-round
    record for `referee replay`). Exit 1 when a variant changes an invariant it does not
    declare in changes_invariants, when the standard rules break one, or when the referee
    disagrees with the Z3 model. With --witness DIR, a smallest case for each change a variant
    makes.
    """

    started = time.monotonic()
    lang = resolve_lang(lang)
    require_modules("check", ("z3", "hypothesis"))
    check_outputs([("--out", out)], reads=input_files(*variants, differ))
    _refuse_combinations(variants, differ, out, exhaustive, symbolic, witness_dir, game, fresh)
    shown = None if quiet else started          # when progress lines count from; None: no progress
    if game == "kings-struggle":
        from .struggle import run_struggle_check

        run_struggle_check(examples, as_json, quiet, lang)
    elif differ and on == "game":
        _differ_games(differ, games, as_json, out, stamped(shown, lang), lang)
    elif differ:
        _differ(differ, on, as_json, out, max_markers, stamped(shown, lang), lang)
    elif exhaustive:
        _exhaustive(variants, examples, as_json, started, quiet, lang, not fresh)
    elif symbolic:
        require_modules("check --symbolic", ("hypothesis_crosshair_provider",))
        _symbolic(variants, as_json, shown, lang)
    else:
        _catalogue(variants, examples, witness_dir, as_json, started, quiet, lang, not fresh)


def _refuse_combinations(variants, differ, out, exhaustive: bool, symbolic: bool, witness_dir, game: str,
                         fresh: bool) -> None:
    """Every option acts or is refused (exit 2) naming both: the modes (--differ, --exhaustive,
    --symbolic, --game kings-struggle) exclude one another, --witness and --fresh need the catalogue
    (which --exhaustive runs too)."""
    other_game = game != "kings-road" and f"--game {game}"
    other = _first_given(("--differ", differ), ("--symbolic", symbolic), (other_game, other_game))
    if fresh and other:
        fail(message("check.fresh-catalogue", other=other), field="--fresh", value=other)
    if exhaustive and differ:
        fail(message("check.exhaustive-differ"), field="--exhaustive", value="--differ")
    other = _first_given(("--differ", differ), ("--exhaustive", exhaustive), ("--witness", witness_dir is not None),
                         (other_game, other_game))
    if symbolic and other:
        fail(message("check.symbolic-options", other=other), field="--symbolic", value=other)
    if witness_dir is not None and (not variants or differ or exhaustive or game != "kings-road"):
        fail(message("check.witness-needs-variant"), field="--witness", value=witness_dir)
    if witness_dir is not None:
        witness_folder(witness_dir).refuse_unusable()
    if game == "kings-struggle" and (variants or differ or out or exhaustive):
        fail(message("check.struggle-options"), field="--game", value=game)


def _first_given(*options: tuple) -> str | None:
    """The name of the first (name, given) option given, or None."""
    return next((name for name, given in options if given), None)


def _catalogue(variants, examples: int, witness_dir, as_json: bool, started: float, quiet: bool, lang: str,
               cached: bool) -> None:
    """The default mode: the catalogue on the standard rules and each variant; exit 1 on a problem."""
    from ..properties.runner import all_checks

    checks = all_checks()
    shown = None if quiet else started
    reports = _run_rulesets(_labelled(variants, checks), examples, shown, lang, cached)
    witnesses = _witnesses(reports, witness_dir, stamped(shown, lang), lang) if witness_dir is not None else None
    _answer(reports, checks, None, witnesses, witness_dir, started, as_json, lang)


def _labelled(variants, checks) -> list[tuple[tuple[str, ...], str]]:
    """(variant names, label) of each ruleset checked: the standard rules, then each variant's."""
    return [((), "standard")] + [((name,), _variant_label(name, {c.id for c in checks})) for name in variants]


def _answer(reports, checks, rows: list[dict] | None, witnesses, witness_dir, started: float, as_json: bool,
            lang: str) -> None:
    """Print the catalogue's answer, with --exhaustive's rows (None: plain check), in text or JSON;
    exit 1 on a problem of either."""
    from ..properties.runner import problems

    failed = problems(reports, lang) + [
        render("check.problem.oracle", lang, ruleset=r["ruleset"], what=r["what"], n=len(r["mismatches"]),
               example={k: v for k, v in r["mismatches"][0].items() if k != "record"})
        for r in rows or () if not r["agrees"]]
    elapsed = time.monotonic() - started
    if as_json:
        data = _catalogue_json(reports, checks, failed, witnesses, elapsed, lang)
        click.echo(dump_json(data if rows is None else data | {"exhaustive": rows}, lang), nl=False)
    else:
        click.echo(_catalogue_text(reports, checks, failed, witnesses, witness_dir, elapsed, lang,
                                   _exhaustive_lines(rows or [], lang)), nl=False)
    if failed:
        sys.exit(EXIT_CHECK_FAILED)


def _variant_label(name: str, known: set[str]) -> str:
    """The variant's label in the table; refused (exit 2) when it declares a change to no known check."""
    rules = load_rules_or_fail((name,))
    unknown = [c for v in rules.variants for c in v.changes_invariants if c not in known]
    if unknown:
        fail(message("check.unknown-invariants", name=quote(name), n=len(unknown), ids=[repr(u) for u in unknown],
                     known=", ".join(sorted(known))), field="--variant", value=name)
    return rules.short_label


def _catalogue_json(reports, checks, failed: list[str], witnesses, elapsed: float, lang: str) -> dict:
    from ..properties.runner import compare

    data = {"ok": not failed, "seconds": round(elapsed, 2),
            "catalogue": [{"id": i.id, "statement": _statement(i, lang), "section": i.section} for i in checks],
            "rulesets": [r.to_dict(lang) for r in reports],
            "differences": [d.to_dict() for r in reports[1:] for d in compare(reports[0], r)[0]],
            "problems": failed}
    if witnesses is not None:
        data["witnesses"] = [w.to_dict(lang) | ({"file": name} if name else {}) for w, name in witnesses]
    return data


def _reach_lines(reports, lang: str) -> str:
    """Per ruleset with variants: the lines reading the keys its variants set, and those never run."""
    lines = []
    for report in reports:
        if report.reach is None:
            continue
        reach = report.reach
        lines.append(render("check.reach", lang, ruleset=report.name, reads=reach["reads"], reached=reach["reached"]))
        lines += ["  " + _never_run(row, lang) for row in reach["never_reached"]]
    return "\n" + "\n".join(lines) + "\n" if lines else ""


def _never_run(row: dict, lang: str) -> str:
    """A line never run: switched off by the ruleset's values (the test and the value), or a gap."""
    guard = row["off"]
    if guard is None:
        return render("check.reach-missed", lang, place=row["place"], key=row["key"])
    return render("check.reach-off", lang, place=row["place"], key=row["key"], guard=guard["place"],
                  guard_key=guard["key"], value=json.dumps(guard["value"]))


def _catalogue_text(reports, checks, failed: list[str], witnesses, witness_dir, elapsed: float, lang: str,
                    exhaustive_lines: str = "") -> str:
    parts = [_table(reports, checks, lang), _details(reports, checks, lang), _reach_lines(reports, lang),
             exhaustive_lines]
    if witnesses is not None:
        parts.append(_witness_lines(witnesses, witness_dir, lang))
    parts.append("\n" + render("check.summary", lang, n=len(checks), m=len(reports), seconds=elapsed) + "\n")
    if failed:
        parts.append(render("check.failed", lang) + "\n" + "".join(f"  - {line}\n" for line in failed))
    else:
        parts.append(render("check.passed-variants" if len(reports) > 1 else "check.passed", lang) + "\n")
    return "".join(parts)


def _witnesses(reports, witness_dir: str, progress, lang: str) -> list:
    """[(Witness, file name or None)] for every check each variant changes, written into witness_dir."""
    from ..properties.runner import compare
    from ..properties.search.witness import find_witness

    base = load_rules_or_fail(())
    found = []
    with witness_folder(witness_dir) as folder:
        for rep in reports[1:]:
            other = load_rules_or_fail(rep.variant_names)
            for difference in compare(reports[0], rep)[0]:
                progress(message("witness.progress", check=difference.invariant, ruleset=rep.name))
                witness = find_witness(base, other, difference.invariant, rep.name, rep.variant_names)
                name = None
                if witness.found:
                    name = f"witness-{_file_part(rep.name)}-{difference.invariant}.json"
                    folder.write_named(name, witness.data, lang)
                found.append((witness, name))
    return found


def witness_folder(witness_dir: str):
    from .game_folder import GameFolder

    return GameFolder(witness_dir, option="--witness", pattern="witness-*.json", holding="folder.holds-witnesses")


def _file_part(label: str) -> str:
    """A ruleset's label as part of a file name: letters, digits, '.', '_' and '-' only."""
    import re

    return re.sub(r"[^A-Za-z0-9._-]+", "-", label).strip("-.") or "variant"


def _witness_lines(witnesses, witness_dir: str, lang: str) -> str:
    import os

    lines = ["", render("witness.head", lang)]
    for w, name in witnesses:
        if not w.found:
            lines.append("  " + render("witness.none", lang, check=w.check, ruleset=w.ruleset, n=w.searched))
            continue
        lines.append("  " + render("witness.found", lang, check=w.check, ruleset=w.ruleset, what=w.sentence))
        lines.append("  " + render("witness.file", lang, file=os.path.join(witness_dir, name),
                                   kind=render(f"witness.kind.{w.kind}", lang, rounds=w.rounds), players=w.players,
                                   markers=w.markers))
    return "\n".join(lines) + "\n"


def _run_rulesets(rulesets, examples: int, started: float | None, lang: str, cached: bool) -> list:
    """Each ruleset's report, in order. Each ruleset's three parts, the rule pairs, the rest of the
    engine's side and the proofs (properties.runner), are tasks of their own, run in parallel
    processes, up to one more than the cores (parallel.in_parallel: the parts are independent, and
    more tasks than cores keep every core busy to the end); with one core, here in turn. started:
    the monotonic time progress lines count from, None for none."""
    from ..properties import runner, strategies  # noqa: F401  (for the workers)

    calls = _parts(rulesets, examples, started, lang, cached)
    return _reports(rulesets, in_parallel(_task, calls))


CATALOGUE_PARTS = ("pairs", "engine", "proofs")     # a ruleset's tasks, the longest first


def _parts(rulesets, examples: int, started: float | None, lang: str, cached: bool) -> list[tuple]:
    """The tasks of the catalogue, CATALOGUE_PARTS' order: every ruleset's rule pairs, then its
    other engine rows, then its proofs."""
    return [(part, names, started, lang, label, examples, cached)
            for part in CATALOGUE_PARTS for names, label in rulesets]


def _reports(rulesets, done: list) -> list:
    """Each ruleset's report from its parts, as _parts ordered them (at the front of `done`): the
    rule pairs' rows after the engine side's other rows, as runner.run_engine_side puts them."""
    from ..properties.conformance.variant_reach import reach
    from ..properties.runner import ruleset_report
    from ..rules import load_rules

    n = len(rulesets)
    part = {kind: done[k * n:(k + 1) * n] for k, kind in enumerate(CATALOGUE_PARTS)}
    reports = []
    for (names, label), proofs, engine, (pairs, ran) in zip(rulesets, part["proofs"], part["engine"], part["pairs"]):
        if engine.oracle is not None:
            engine.oracle.extend(pairs)
        rules = load_rules(names)
        report = ruleset_report(rules, label, names, proofs, engine)
        if ran is not None:
            report.reach = reach(rules, ran)
        reports.append(report)
    return reports


def _task(kind: str, names: tuple[str, ...], started: float | None, lang: str, label: str = "", examples: int = 0,
          cached: bool = True):
    """One parallel task of `check`, with its progress on stderr in `lang`: a ruleset's rule pairs
    (with the lines they ran, under a variant that sets rule keys), the rest of its engine side, or
    its proofs (properties.runner), or, for --exhaustive, a ruleset's exhaustive rows, its rule
    triples or the variant sweep from a base (lists of rows)."""
    from ..properties import runner
    from ..rules import load_rules

    rules = load_rules(names)
    progress = stamped(started, lang, label or rules.short_label)
    if kind == "engine":
        return _kept(rules, names, f"engine{examples}", cached, progress, "check.progress.engine-reused",
                     lambda: runner.run_engine_side(rules, names, examples, progress=progress, with_pairs=False))
    if kind == "pairs":
        return _kept(rules, names, "pairs", cached, progress, "check.progress.pairs-reused",
                     lambda: _pairs(rules, progress))
    if kind == "proofs":
        return runner.prove_catalogue(rules, names, progress, cached)
    if kind == "ruleset":
        return _exhaustive_ruleset(names, started, lang)
    if kind == "triples":
        from ..properties.conformance import rule_pairs
        from ..properties.conformance.oracle import guarded
        triples = guarded("rule_pairs.run", lambda: rule_pairs.run(rules, progress=progress, strength=3))
        return [_row(rules.short_label, report, lang) for report in triples]
    return _sweep_rows(rules, names, progress, lang)


def _sweep_rows(rules, names: tuple[str, ...], progress, lang: str) -> list[dict]:
    """--exhaustive's variant sweep from a base, a row per report; one row of a comparison that
    raised (oracle.raised) where the engine under test stops it."""
    from ..properties.conformance import variant_sweep
    from ..properties.conformance.oracle import guarded

    swept: list = []            # the sweep, once made (its changes played and refused)

    def sweep() -> list:
        swept.append(variant_sweep.run(names, variant_sweep.changes(rules), progress=progress))
        return list(swept[-1].reports)
    reports = guarded("variant_sweep.run", sweep)
    played = {"changes": swept[0].played, "refused": swept[0].refused} if swept else {}
    return [_row(rules.short_label, report, lang) | played for report in reports]


def _pairs(rules, progress) -> tuple:
    """A ruleset's rule pairs: (reports, the lines run where a variant sets rule keys, else None):
    every row holds those keys."""
    from ..properties.conformance import rule_pairs, variant_reach
    from ..properties.conformance.oracle import guarded

    if not variant_reach.variant_keys(rules):
        return guarded("rule_pairs.run", lambda: rule_pairs.run(rules, progress=progress)), None
    tracer = variant_reach.reach_tracer(rules)
    reports = guarded("rule_pairs.run", lambda: rule_pairs.run(rules, progress=progress, engine_part=tracer))
    return reports, tracer.lines()


def _kept(rules, names: tuple[str, ...], part: str, cached: bool, progress, reused: str, run):
    """run()'s answer for this part of the ruleset's check, or, when `cached`, the one an earlier
    check of the same rules with the same code and libraries kept (properties/proofs/cache.py:
    every run draws from a fixed seed, so it would give the same)."""
    from ..properties.proofs import cache

    if not cached:
        done = run()
        cache.save_part(rules, names, part, done)
        return done
    return cache.kept_or_made(rules, names, part, run, reused=lambda kept: progress(message(reused)))


def _statement(check, lang: str) -> str:
    return translated(f"invariant:{check.id}", check.statement, lang)


def _table(reports, catalogue, lang: str) -> str:
    headers = [render("check.header", lang)] + [r.name for r in reports]
    rows = [[inv.id] + [r.verdicts[inv.id].cell(lang) for r in reports] for inv in catalogue]
    by_ruleset = [_by_row(r.oracle) for r in reports]
    for key, o in {key: o for found in by_ruleset for key, o in found.items()}.items():
        rows.append([render("check.oracle-row", lang, label=o.shown_label(lang))]
                    + [render("check.oracle.agrees" if found[key].ok else "check.oracle.disagrees", lang,
                              n=found[key].cases) if key in found else "-" for found in by_ruleset])
    widths = [max(len(row[i]) for row in rows + [headers]) for i in range(len(headers))]
    def line(cells):
        return "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip() + "\n"
    text = line(headers) + line(["-" * w for w in widths])
    return text + "".join(line(r) for r in rows)


def _by_row(oracle) -> dict:
    """A ruleset's comparisons keyed by (label, how many of that label came before): a comparison that
    raised is one report where it would have made several, and may be so in one ruleset only, so rows
    are matched by what they compare, not by their place; a row another ruleset lacks reads "-"."""
    seen: dict[str, int] = {}
    keyed = {}
    for o in oracle:
        keyed[(o.label, seen.get(o.label, 0))] = o
        seen[o.label] = seen.get(o.label, 0) + 1
    return keyed


def _details(reports, checks, lang: str) -> str:
    from ..properties.runner import ENGINE_DIFFERS, compare

    by_id = {c.id: c for c in checks}
    parts = []
    base = reports[0]
    for rep in reports:
        for inv_id, v in rep.verdicts.items():
            if v.holds or v.status == ENGINE_DIFFERS:      # one section below names the disagreement
                continue
            declared = rep is not base and inv_id in rep.declared_changes
            tag = render("check.violated.declared", lang) if declared else ""
            parts.append("\n" + render("check.violated", lang, id=inv_id, ruleset=rep.name, declared=tag,
                                       statement=_statement(by_id[inv_id], lang), section=by_id[inv_id].section)
                         + "\n  " + render("check.found-by", lang, how=render(f"check.how.{v.found_by}", lang),
                                           what=v.message) + "\n")
            if v.counterexample is not None:
                heading = "check.counterexample.record" if "rounds" in v.counterexample else "check.counterexample"
                parts.append("  " + render(heading, lang) + "\n"
                             + "\n".join("    " + row for row in dump_json(v.counterexample, lang).splitlines()) + "\n")
    for rep in reports[1:]:
        _, unseen = compare(base, rep)
        for inv_id in unseen:
            parts.append("\n" + render("check.unseen", lang, ruleset=rep.name, id=inv_id) + "\n")
    return "".join(parts) + _disagreements(reports, lang)


def _disagreements(reports, lang: str) -> str:
    """Each comparison where the engine and the Z3 model disagree, with its first case (and the
    round as a record `referee replay` reads, for whole rounds)."""
    parts = []
    for rep in reports:
        for o in rep.oracle:
            if o.ok:
                continue
            first = o.mismatches[0]
            example = {k: v for k, v in first.items() if k != "record"}
            parts.append("\n" + render("check.disagreement", lang, ruleset=rep.name, what=in_lang(o.what, lang),
                                       n=len(o.mismatches), example=example) + "\n")
            if "record" in first:
                parts.append("  " + render("check.counterexample.record", lang) + "\n"
                             + "\n".join("    " + row for row in dump_json(first["record"], lang).splitlines()) + "\n")
    return "".join(parts)


def _differ(name, on, as_json, out, max_markers, progress, lang: str) -> None:
    from ..properties.search.differ import search

    base = load_rules_or_fail(())
    other = load_rules_or_fail((name,))
    result = search(base, other, variant_names=(name,), max_markers=max_markers, on=on, progress=progress)
    if out and result.position is not None:
        write_atomically(out, dump_json(result.position, lang), reads=input_files(name))
    if as_json:
        click.echo(dump_json(result.to_dict(lang), lang), nl=False)
        return
    if result.position is None:
        click.echo(render("differ.none", lang, name=name, bounds=result.bounds))
        return
    click.echo(render("differ.found", lang, name=name, bounds=result.bounds))
    click.echo(f"  {in_lang(result.explanation, lang)}")
    click.echo("  " + render("differ.confirmed", lang, answer=_yes_no(result.confirmed, lang)))
    click.echo(render("differ.position", lang, name=name))
    click.echo(dump_json(result.position, lang), nl=False)


def _yes_no(yes: bool, lang: str) -> str:
    return render("differ.yes" if yes else "differ.no", lang)


def _differ_games(name, games, as_json, out, progress, lang: str) -> None:
    from ..properties.search.round_differ import search_games

    base = load_rules_or_fail(())
    other = load_rules_or_fail((name,))
    result = search_games(base, other, variant_names=(name,), games=games, progress=progress)
    if out and result.found:
        write_atomically(out, dump_json(result.record, lang), reads=input_files(name))
    if as_json:
        click.echo(dump_json(result.to_dict(lang), lang), nl=False)
        return
    if not result.found:
        click.echo(render("differ.games.none", lang, name=name, bounds=result.bounds))
        return
    assert result.position is not None and result.cards is not None     # found: both are set
    click.echo(render("differ.games.found", lang, name=name, round=result.round,
                      players=len(result.position["players"]), seed=result.seed, played=result.played_under,
                      replayed=result.replayed_under))
    for difference in result.differences:
        click.echo(f"  {difference.kind}: {difference.sentence.render(lang)}")
    click.echo(render("differ.games.cards", lang, round=result.round, cards=_round_cards(result.cards, lang)))
    click.echo("  " + render("differ.games.confirmed", lang, answer=_yes_no(result.confirmed, lang)))
    saved = (render("differ.games.saved", lang, out=out, name=name) if out
             else render("differ.games.unsaved", lang, name=name))
    click.echo(render("differ.games.position", lang, round=result.round, saved=saved))
    click.echo(dump_json(result.position, lang), nl=False)


def _round_cards(cards: dict, lang: str) -> str:
    """A record's round on one line: "Ann: Dark Tower, knight; Ben: witch, then Temple Ruins ..."."""
    from ..present.sheet import card_text

    def named(played) -> str:
        return ", ".join(card_text(str(c), lang) for c in played) or render("differ.games.no-cards", lang)

    reselected = cards.get("witch", {})
    parts = []
    for player, played in cards.items():
        if player == "witch":
            continue
        text = render("sheet.plays", lang, player=player, cards=named(played), extra="")
        if player in reselected:
            text += render("differ.games.reselects", lang, cards=named(reselected[player]))
        parts.append(text)
    return "; ".join(parts)


def _exhaustive(variants, examples: int, as_json: bool, started: float, quiet: bool, lang: str,
                cached: bool) -> None:
    """`check --exhaustive`: the catalogue, as plain check runs it, and the exhaustive rows of each
    ruleset and of the variant sweeps, all in one pool of processes; exit 1 on a problem of either."""
    from ..properties.conformance.closed_form import supported
    from ..properties.conformance.variant_sweep import sweep_bases
    from ..properties.runner import all_checks

    checks = all_checks()
    rulesets = _labelled(variants, checks)
    for names, _ in rulesets:
        why_not = supported(load_rules_or_fail(names))
        if why_not:
            fail(message("check.exhaustive-unsupported", names=" ".join(names), why=why_not), field="--variant",
                 value=list(names))
    shown = None if quiet else started
    catalogue = _parts(rulesets, examples, shown, lang, cached)
    exhaustive = ([(kind, names, shown, lang) for names, _ in rulesets for kind in ("ruleset", "triples")]
                  + [("sweep", names, shown, lang) for names in sweep_bases(load_rules_or_fail(()))])
    done = in_parallel(_task, exhaustive + catalogue)              # the longest first
    rows = [row for part in done[:len(exhaustive)] for row in part]
    _answer(_reports(rulesets, done[len(exhaustive):]), checks, rows, None, None, started, as_json, lang)


def _exhaustive_lines(rows: list[dict], lang: str) -> str:
    """--exhaustive's rows as text, a line each (and the changes a sweep could not play)."""
    lines = []
    for r in rows:
        verdict = (render("exhaustive.agrees", lang) if r["agrees"] else
                   render("exhaustive.disagrees", lang, n=len(r["mismatches"]), example=r["mismatches"][0]))
        lines.append(render("exhaustive.line", lang, ruleset=r["ruleset"], what=r["what"], cases=r["cases"],
                            verdict=verdict))
        if r.get("refused"):
            lines.append("  " + render("sweep.refused", lang, changes="; ".join(r["refused"])))
    return "".join(f"\n{line}" for line in lines) + ("\n" if lines else "")


def _row(ruleset: str, report, lang: str) -> dict:
    """One row of `check --exhaustive`: an oracle report, its what in `lang`, five mismatches at most."""
    return {"ruleset": ruleset, "what": in_lang(report.what, lang), "cases": report.cases, "agrees": report.ok,
            "mismatches": report.mismatches[:5]}


def _exhaustive_ruleset(names: tuple[str, ...], started: float | None, lang: str) -> list[dict]:
    """One ruleset's rows of `check --exhaustive`: region scoring against the closed form and the
    compiled scorer, whole rounds from four positions, drawn rounds (properties.conformance.drawn),
    under the alternative rulings and under every rule changed at once (more rounds than plain
    check draws of each), and a Knight short of markers under every ruling alone (short_knight).
    Each comparison guarded (oracle.guarded): one the engine under test stops by raising is a row
    naming the error and its line, and the others still run."""
    from ..properties.conformance.oracle import guarded
    from ..rules import load_rules

    rules = load_rules(names)
    progress = stamped(started, lang, rules.short_label)
    progress(message("exhaustive.progress", ruleset=rules.short_label))
    drawn: list = []            # the drawn rounds' run, once made (its broken invariants below)
    reports = [report for name, compare in _exhaustive_comparisons(rules, progress, drawn)
               for report in guarded(name, compare)]
    rows = [_row(rules.short_label, report, lang) for report in reports]
    declared = {c for v in rules.variants for c in v.changes_invariants}
    for inv_id, (what, record) in (drawn[0].broken.items() if drawn else ()):   # an invariant the engine broke
        if inv_id in declared:
            continue                                        # the variant says it changes this one
        rows.append({"ruleset": rules.short_label, "what": inv_id, "cases": drawn[0].legality.cases, "agrees": False,
                     "mismatches": [{"message": in_lang(what, lang), "record": record}]})
    return rows


def _exhaustive_comparisons(rules, progress, drawn: list) -> list[tuple[str, Callable[[], list]]]:
    """(name, run giving reports) of one ruleset's --exhaustive comparisons, in their rows' order;
    the drawn rounds' run is appended to `drawn` when made."""
    from ..lab.region_points import compiled_region_scorer
    from ..properties.conformance import drawn as conformance
    from ..properties.conformance import play_domain, position_domain, short_knight, variant_sweep
    from ..properties.conformance.closed_form import ruleset_reports
    from ..properties.conformance.round_oracle import check_rounds
    from ..properties.players import player_counts

    def drawn_rounds() -> list:
        drawn.append(conformance.run(rules, conformance.EXHAUSTIVE_ROUNDS, progress=progress))
        return list(drawn[-1].reports)

    def short_knights() -> list:
        # a Knight of two markers or more short of markers: the ruleset and the combined ones, every ruling alone
        sets = variant_sweep.combined(rules, variant_sweep.variant_folder())
        return short_knight.run_rulesets([(rules, []), *[(changed, [c.label for c in kept]) for changed, kept in sets]])

    return [
        # None for the scorer: the batch simulator refuses these rules
        ("closed_form.ruleset_reports",
         lambda: ruleset_reports(rules, compiled_region_scorer(rules, player_counts(rules)))),
        ("round_oracle.check_rounds", lambda: check_rounds(rules, progress)),
        ("drawn.run", drawn_rounds),
        ("position_domain.run", lambda: [position_domain.run(rules, position_domain.EXHAUSTIVE_POSITIONS)]),
        ("play_domain.run", lambda: [play_domain.run(rules, play_domain.EXHAUSTIVE_ROUNDS)]),
        ("drawn.run_alternative_rulings",
         lambda: conformance.run_alternative_rulings(rules, conformance.EXHAUSTIVE_ALTERNATIVE_ROUNDS,
                                                     progress=progress)),
        ("variant_sweep.run_combined",
         lambda: variant_sweep.run_combined(rules, variant_sweep.EXHAUSTIVE_COMBINED_ROUNDS, progress=progress,
                                            counts=variant_sweep.EXHAUSTIVE_COMBINED_COUNTS,
                                            plays=variant_sweep.EXHAUSTIVE_COMBINED_PLAY_ROUNDS)),
        ("short_knight.run_rulesets", short_knights),
    ]


def _symbolic(variants, as_json, started: float | None, lang: str) -> None:
    """`check --symbolic`: the engine's code under CrossHair on each ruleset (properties.proofs.symbolic)."""
    from ..properties.proofs.symbolic import FAILED, OUT_OF_REACH

    for name in variants:
        load_rules_or_fail((name,))                        # a bad variant is refused before any work
    rows = in_parallel(_symbolic_ruleset, [(names, started, lang) for names in [()] + [(n,) for n in variants]])
    results = [r for ruleset in rows for r in ruleset]
    failed = [r for r in results if r["status"] == FAILED]
    if as_json:
        click.echo(dump_json({"ok": not failed, "symbolic": results,
                              "out_of_reach": [render(key, lang) for key in OUT_OF_REACH]}), nl=False)
    else:
        click.echo(render("symbolic.head", lang))
        for r in results:
            click.echo("  " + render("symbolic.line", lang, ruleset=r["ruleset"], id=r["id"],
                                     status=render(f"symbolic.status.{r['status']}", lang),
                                     functions=", ".join(r["functions"]), bounds=r["bounds"], paths=r["paths"],
                                     seconds=r["seconds"]))
            if "counterexample" in r:
                click.echo("\n".join("      " + line for line in
                                     render("symbolic.counterexample", lang, what=r["counterexample"]).splitlines()))
            if "skipped" in r:
                click.echo("      " + render("symbolic.skipped", lang, why="; ".join(r["skipped"])))
        click.echo(render("symbolic.out.head", lang))
        for key in OUT_OF_REACH:
            click.echo("  - " + render(key, lang))
        for r in failed:
            click.echo(render("check.symbolic-failed", lang, ruleset=r["ruleset"], id=r["id"]))
    if failed:
        sys.exit(EXIT_CHECK_FAILED)


def _symbolic_ruleset(names: tuple[str, ...], started: float | None, lang: str) -> list[dict]:
    """One ruleset's rows of `check --symbolic`."""
    from ..properties.proofs import symbolic
    from ..rules import load_rules

    rules = load_rules(names)
    progress = stamped(started, lang, rules.short_label)
    return [{"ruleset": rules.short_label} | r.to_dict(lang) for r in symbolic.run(rules, progress=progress)]
