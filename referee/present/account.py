"""The sentences of a scoring: one per trace step, rendered from the step's data with the
message templates (referee.messages), in English or French.

The engine's trace (Outcome.trace) holds typed steps (engine.trace) and data only; step_text()
turns one step into its sentence, trace_with_text() gives the JSON form `referee score --json`
prints (each step with its "text" and "section" in the language asked for), and account_lines() the indented
lines of the account.
"""

from __future__ import annotations

from typing import Any, Callable

from ..engine import trace as steps
from ..engine.chain_roads import chain_paths
from ..messages import render, section_name
from ..rules.words import TieBreak, TieRule

INDENTED = {"placing", "noble", "noble-bonus", "noble-bonus-unpaid", "return"}


def step_text(step: steps.Step, lang: str = "en") -> str:
    """The sentence of one trace step."""
    render_step = _RENDERERS.get(type(step))
    if render_step is None:
        raise KeyError(f"no sentence for trace step {step.kind!r}")
    return render_step(step, lang)


def trace_with_text(trace: list[steps.Step], lang: str = "en") -> list[dict]:
    """The trace as JSON: every step with its sentence under "text" and the rulebook section it
    applied under "section", both in `lang` ("rule" keeps the section's English name, as an id)."""
    return [step.to_dict() | {"text": step_text(step, lang), "section": section_name(step.rule, lang)}
            for step in trace]


def scored_json(outcome, rules, lang: str = "en") -> dict[str, Any]:
    """A scoring as `referee score --json` answers it, the input's warnings aside: the outcome's JSON
    with each step's sentence and section in `lang` (trace_with_text)."""
    data: dict[str, Any] = outcome.to_dict(rules, lang)
    data["trace"] = trace_with_text(outcome.trace, lang)
    return data


def account_lines(trace: list[steps.Step], lang: str = "en") -> list[str]:
    """The account of a scoring, one line per step, each citing its section; the regions of the
    final scoring where nobody has influence share one line."""
    empty_final = [s.region for s in trace if isinstance(s, steps.RegionStep) and s.final_scoring and s.nobody]
    lines: list[str] = []
    for step in trace:
        if isinstance(step, (steps.RegionStep, steps.NobleStep)) and step.region in empty_final:
            if isinstance(step, steps.RegionStep) and step.region == empty_final[0]:
                lines += ["", _cite(render("final.empty", lang, regions=empty_final), step.rule, lang)]
            continue
        if isinstance(step, steps.RegionStep):
            lines.append("")
        indent = "    " if step.kind in INDENTED else ""
        lines.append(indent + _cite(step_text(step, lang), step.rule, lang))
    return lines


def _cite(text: str, section: str, lang: str) -> str:
    return f"{text}  [{section_name(section, lang)}]"


# ---------------------------------------------------------------- one renderer per step kind

def _regions(step: steps.RegionsStep, lang: str) -> str:
    regions = step.regions
    if len(regions) == 1 and not step.dragons:
        return render("step.regions.king-only", lang, king=step.king)
    key = "step.regions.side-road" if step.side_road else "step.regions"
    return render(key, lang, king=step.king, dragons=step.dragons, count=len(regions), regions=regions)


def _region(step: steps.RegionStep, lang: str) -> str:
    if step.nobody:
        pays = render("pays.nobody", lang)
    elif len(step.banner) < step.paid_places:
        pays = render("pays.short-banner", lang, paying=step.places_paying, players=step.players,
                      allowed=step.paid_places)
    else:
        pays = render("pays.players", lang, paying=step.places_paying, players=step.players)
    note = ""
    if step.banner_provenance == "provisional" and not step.nobody:
        note = render("banner.provisional", lang)
    elif step.banner_provenance == "user":
        note = render("banner.user", lang)
    what = render("step.region.final" if step.final_scoring else "step.region.scoring", lang)
    return render("step.region", lang, region=step.region, what=what,
                  banner="-".join(map(str, step.banner)), note=note, pays=pays)


def influence_words(influence: int, markers: int, nobles: int, lang: str) -> str:
    """"influence 2 (1 marker + Noble)": the count a player can check against the board."""
    if not nobles:
        return render("influence", lang, influence=influence)
    if not markers and nobles == 1:
        return render("influence.noble-only", lang, influence=influence)
    key = "influence.noble" if nobles == 1 else "influence.nobles"
    return render(key, lang, influence=influence, markers=markers, nobles=nobles)


def _placing(step: steps.PlacingStep, lang: str) -> str:
    influence = influence_words(step.influence, step.markers, step.nobles, lang)
    first, last = step.places
    values = dict(player=step.player, influence=influence, points=step.points,
                  paying=step.places_paying, paid=step.paid_place, first=first, last=last,
                  place=first, others=step.tied)
    if step.reason == "no-influence":
        return render("placing.unplaced", lang, **values)
    paid = step.reason == "paid"
    if step.tied_with > 1:
        # [scoring] tie_rule: the rulebook's lowest spanned place, or a variant's highest / split
        paid_key, not_paid_key = _TIE_TEMPLATES[step.tie_rule]
        return render(paid_key if paid else not_paid_key, lang, **values)
    return render("placing.paid" if paid else "placing.not-paid", lang, **values)


_TIE_TEMPLATES: dict[TieRule, tuple[str, str]] = {
                  "lowest-spanned-place": ("placing.tied-paid", "placing.tied-not-paid"),
                  "highest-spanned-place": ("placing.tied-highest", "placing.tied-highest-not-paid"),
                  "split-evenly": ("placing.tied-split", "placing.tied-split-not-paid")}


_NOTHING_CHANGES = {"already-holds": "noble.already", "region-full": "noble.full", "no-marker": "noble.no-marker"}


def _noble(step: steps.NobleStep, lang: str) -> str:
    reason, region = step.reason, step.region
    kept, removed = step.kept, step.removed
    if reason == "no-influence":
        return render("noble.none", lang, region=region)
    if reason == "never-placed":
        return render("noble.never", lang, region=region)
    if reason == "tie-for-most":
        key = "noble.tie" if not kept else ("noble.tie.kept" if len(kept) == 1 else "noble.tie.kept-many")
        return render(key, lang, region=region, owners=kept)
    if reason in _NOTHING_CHANGES:
        key = _NOTHING_CHANGES[reason] + ("" if step.leader else ".tied")
        return render(key, lang, leader=step.leader, region=region)
    if reason == "tied-leaders" or not step.placed:
        return _nobles_of_several(step, lang)
    if removed:
        key = "noble.replaced.supply" if step.replaced_to == "owner-supply" \
            else "noble.replaced.out"
        return render(key, lang, player=step.placed, region=region, owner=removed,
                      section=section_name("Nobles", "fr"))
    if kept:
        return render("noble.beside" if len(kept) == 1 else "noble.beside-many", lang,
                      player=step.placed, region=region, owners=kept)
    return render("noble.placed", lang, player=step.placed, region=region)


def _nobles_of_several(step: steps.NobleStep, lang: str) -> str:
    """Tied leaders who each place a Noble ([nobles] placed_by = any-leader), or leaders who already
    hold theirs: one sentence for who placed or holds, one for the Nobles removed, one for those kept."""
    region = step.region
    placed = [step.placed] + (step.also_placed or []) if step.placed else []
    if placed:
        text = render("noble.tied-placed", lang, region=region, players=placed, n=len(placed))
    elif step.leader:
        text = render("noble.sole-holds", lang, leader=step.leader, region=region)
    else:
        text = render("noble.tied-hold", lang, region=region, players=step.kept, n=len(step.kept))
    removed = step.removed
    if removed:
        key = "noble.removed.supply" if step.replaced_to == "owner-supply" \
            else "noble.removed.out"
        text += " " + render(key, lang, owners=removed, n=len(removed))
    beside = [o for o in step.kept if o not in placed] if placed else []
    if beside:
        text += " " + render("noble.kept-beside", lang, owners=beside, n=len(beside))
    return text


def _bonus(step: steps.NobleBonusStep, lang: str) -> str:
    kind = step.bonus
    if kind == "region-only":
        return render("bonus.region-only", lang, player=step.player, region=step.region, points=step.points)
    if kind == "adjacent-only":
        return _adjacent_bonus(step, lang)
    roads = step.roads
    if not roads:
        return render("bonus.alone", lang, player=step.player, region=step.region, points=step.points)
    paths = "; ".join(" – ".join(path) for path in chain_paths([(a, b, kind) for a, b, kind in roads], step.region))
    side = [render("bonus.side-road", lang, a=a, b=b) for a, b in step.side_roads]
    if side:
        paths += " (" + "; ".join(side) + ")"
    if step.per_region is not None:
        return render("bonus.chain-per-region", lang, player=step.player, region=step.region, points=step.points,
                      base=step.base, per=step.per_region, others=len(roads), paths=paths)
    return render("bonus.chain", lang, player=step.player, region=step.region, points=step.points,
                  base=step.base, others=len(roads), paths=paths)


def _adjacent_bonus(step: steps.NobleBonusStep, lang: str) -> str:
    """[nobles] bonus = adjacent-only: the region and the owner's Nobles next to it along a road."""
    neighbours = [r for r in step.chain if r != step.region]
    if not neighbours:
        return render("bonus.adjacent-none", lang, player=step.player, region=step.region,
                      points=step.points)
    key = "bonus.adjacent" if step.per_region is None else "bonus.adjacent-per-region"
    return render(key, lang, player=step.player, region=step.region, points=step.points,
                  base=step.base, per=step.per_region, others=len(neighbours), neighbours=neighbours)


def _bonus_unpaid(step: steps.NobleBonusUnpaidStep, lang: str) -> str:
    return render("bonus.unpaid", lang, region=step.region, owners=step.owners, n=len(step.owners))


def _return(step: steps.ReturnStep, lang: str) -> str:
    returned = ", ".join(f"{p} {n}" for p, n in step.returned.items())
    return render("return", lang, region=step.region, returned=returned)


def _king(step: steps.KingStep, lang: str) -> str:
    key = "king.next-after-king" if step.moves == "next-after-king" else "king"
    if step.side_road:
        key += ".side-road"
    return render(key, lang, start=step.from_, end=step.region, last=step.last)


def _continue(step: steps.ContinueStep, lang: str) -> str:
    return render("continue", lang, threshold=step.threshold)


def _game_end(step: steps.GameEndStep, lang: str) -> str:
    creates, pays = step.final_creates_nobles, step.final_pays_noble_bonus
    if not creates and not pays:
        terms = render("final.influence-only", lang)
    else:
        terms = render("final.nobles", lang, created=render("final.created" if creates else "final.not-created", lang),
                       paid=render("final.paid" if pays else "final.not-paid", lang))
    regions = step.regions or render("game-end.none", lang)
    key = {"all-regions": "game-end.all-regions", "none": "game-end.no-final"}.get(step.final_scoring,
                                                                                  "game-end")
    return render(key, lang, reached=step.reached, n=len(step.reached), threshold=step.threshold,
                  terms=terms, regions=regions)


def winners_text(winners: list[str], best: int, tied: list[str], counts: dict[str, int], lang: str,
                 tie_break: TieBreak) -> str:
    """Who won and why: the best score, or the tie-break ([end] tie_break: the Nobles on the board, the
    influence on the board, or none), or a shared victory. `counts` are the tie-break's numbers."""
    if not tied:
        return render("winners.one", lang, winner=winners[0], best=best)
    if tie_break == "shared":
        return render("winners.shared-rule", lang, tied=tied, best=best)
    listed = ", ".join(f"{p} {counts[p]}" for p in tied)
    prefix = "winners.influence." if tie_break == "most-influence-on-board" else "winners."
    key = prefix + ("tie-break" if len(winners) == 1 else "shared")
    return render(key, lang, tied=tied, best=best, counts=listed, winner=winners[0], winners=winners)


def _winners(step: steps.WinnersStep, lang: str) -> str:
    tie_break = step.tie_break
    counts = (step.influence or {}) if tie_break == "most-influence-on-board" else step.nobles
    return winners_text(step.winners, step.best, step.tied, counts, lang, tie_break)


_RENDERERS: dict[type, Callable[[Any, str], str]] = {
    steps.RegionsStep: _regions, steps.RegionStep: _region, steps.PlacingStep: _placing, steps.NobleStep: _noble,
    steps.NobleBonusStep: _bonus, steps.NobleBonusUnpaidStep: _bonus_unpaid, steps.ReturnStep: _return,
    steps.KingStep: _king, steps.ContinueStep: _continue, steps.GameEndStep: _game_end, steps.WinnersStep: _winners}
