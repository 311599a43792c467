"""The sentences of a scoring: one per trace step, rendered from the step's data with the
message templates (referee.present.messages), in English or French.

The engine's trace (Outcome.trace) holds data only; step_text() turns one step into its
sentence, trace_with_text() gives the JSON form `referee score --json` prints (each step with
its English "text", as before), and account_lines() the indented lines of the account.
"""

from __future__ import annotations

from ..engine.chain_roads import chain_paths
from .messages import render, section_name

INDENTED = {"placing", "noble", "noble-bonus", "return"}


def step_text(step: dict, lang: str = "en") -> str:
    """The sentence of one trace step."""
    render_step = _RENDERERS.get(step["step"])
    if render_step is None:
        raise KeyError(f"no sentence for trace step {step['step']!r}")
    return render_step(step, lang)


def trace_with_text(trace: list[dict], lang: str = "en") -> list[dict]:
    """The trace as JSON: every step with its sentence under "text"."""
    return [dict(step, text=step_text(step, lang)) for step in trace]


def account_lines(trace: list[dict], lang: str = "en") -> list[str]:
    """The account of a scoring, one line per step, each citing its section; the regions of the
    final scoring where nobody has influence share one line."""
    empty_final = [s["region"] for s in trace if s["step"] == "region" and s["final_scoring"] and s["nobody"]]
    lines: list[str] = []
    for step in trace:
        kind = step["step"]
        if step.get("region") in empty_final and kind in ("region", "noble"):
            if kind == "region" and step["region"] == empty_final[0]:
                lines += ["", _cite(render("final.empty", lang, regions=empty_final), step["rule"], lang)]
            continue
        if kind == "region":
            lines.append("")
        indent = "    " if kind in INDENTED else ""
        lines.append(indent + _cite(step_text(step, lang), step["rule"], lang))
    return lines


def _cite(text: str, section: str, lang: str) -> str:
    return f"{text}  [{section_name(section, lang)}]"


# ---------------------------------------------------------------- one renderer per step kind

def _regions(step, lang):
    regions = step["regions"]
    if len(regions) == 1 and not step["dragons"]:
        return render("step.regions.king-only", lang, king=step["king"])
    return render("step.regions", lang, king=step["king"], dragons=step["dragons"], count=len(regions),
                  regions=regions)


def _region(step, lang):
    if step["nobody"]:
        pays = render("pays.nobody", lang)
    elif len(step["banner"]) < step["paid_places"]:
        pays = render("pays.short-banner", lang, paying=step["places_paying"], players=step["players"],
                      allowed=step["paid_places"])
    else:
        pays = render("pays.players", lang, paying=step["places_paying"], players=step["players"])
    note = ""
    if step["banner_provenance"] == "provisional" and not step["nobody"]:
        note = render("banner.provisional", lang)
    elif step["banner_provenance"] == "user":
        note = render("banner.user", lang)
    what = render("step.region.final" if step["final_scoring"] else "step.region.scoring", lang)
    return render("step.region", lang, region=step["region"], what=what,
                  banner="-".join(map(str, step["banner"])), note=note, pays=pays)


def influence_words(influence: int, markers: int, nobles: int, lang: str) -> str:
    """"influence 2 (1 marker + Noble)": the count a player can check against the board."""
    if not nobles:
        return render("influence", lang, influence=influence)
    if not markers and nobles == 1:
        return render("influence.noble-only", lang, influence=influence)
    key = "influence.noble" if nobles == 1 else "influence.nobles"
    return render(key, lang, influence=influence, markers=markers, nobles=nobles)


def _placing(step, lang):
    influence = influence_words(step["influence"], step["markers"], step["nobles"], lang)
    first, last = step["places"]
    values = dict(player=step["player"], influence=influence, points=step["points"],
                  paying=step["places_paying"], paid=step["paid_place"], first=first, last=last,
                  place=first, others=step.get("tied", []))
    if step["reason"] == "no-influence":
        return render("placing.unplaced", lang, **values)
    paid = step["reason"] == "paid"
    if step["tied_with"] > 1:
        return render("placing.tied-paid" if paid else "placing.tied-not-paid", lang, **values)
    return render("placing.paid" if paid else "placing.not-paid", lang, **values)


def _noble(step, lang):
    reason, region = step["reason"], step["region"]
    kept, removed = step["kept"], step["removed"]
    if reason == "no-influence":
        return render("noble.none", lang, region=region)
    if reason == "tie-for-most":
        key = "noble.tie" if not kept else ("noble.tie.kept" if len(kept) == 1 else "noble.tie.kept-many")
        return render(key, lang, region=region, owners=kept)
    if reason == "already-holds":
        return render("noble.already", lang, leader=step["leader"], region=region)
    if reason == "region-full":
        return render("noble.full", lang, leader=step["leader"], region=region)
    if removed:
        key = "noble.replaced.supply" if step.get("replaced_to", "owner-supply") == "owner-supply" \
            else "noble.replaced.out"
        return render(key, lang, player=step["placed"], region=region, owner=removed,
                      section=section_name("Nobles", "fr"))
    if kept:
        return render("noble.beside" if len(kept) == 1 else "noble.beside-many", lang,
                      player=step["placed"], region=region, owners=kept)
    return render("noble.placed", lang, player=step["placed"], region=region)


def _bonus(step, lang):
    roads = step.get("roads", [])
    if not roads:
        return render("bonus.alone", lang, player=step["player"], region=step["region"], points=step["points"])
    paths = "; ".join(" – ".join(path) for path in chain_paths([tuple(r) for r in roads], step["region"]))
    side = [render("bonus.side-road", lang, a=a, b=b) for a, b in step.get("side_roads", [])]
    if side:
        paths += " (" + "; ".join(side) + ")"
    return render("bonus.chain", lang, player=step["player"], region=step["region"], points=step["points"],
                  base=step["base"], others=len(roads), paths=paths)


def _return(step, lang):
    returned = ", ".join(f"{p} {n}" for p, n in step["returned"].items())
    return render("return", lang, region=step["region"], returned=returned)


def _king(step, lang):
    return render("king", lang, start=step["from"], end=step["region"], last=step["last"])


def _continue(step, lang):
    return render("continue", lang, threshold=step["threshold"])


def _game_end(step, lang):
    creates, pays = step["final_creates_nobles"], step["final_pays_noble_bonus"]
    if not creates and not pays:
        terms = render("final.influence-only", lang)
    else:
        terms = render("final.nobles", lang, created=render("final.created" if creates else "final.not-created", lang),
                       paid=render("final.paid" if pays else "final.not-paid", lang))
    regions = step["regions"] or render("game-end.none", lang)
    return render("game-end", lang, reached=step["reached"], n=len(step["reached"]), threshold=step["threshold"],
                  terms=terms, regions=regions)


def winners_text(winners: list[str], best: int, tied: list[str], nobles: dict[str, int], lang: str) -> str:
    """Who won and why: the best score, or the Nobles tie-break, or a shared victory."""
    if not tied:
        return render("winners.one", lang, winner=winners[0], best=best)
    counts = ", ".join(f"{p} {nobles[p]}" for p in tied)
    key = "winners.tie-break" if len(winners) == 1 else "winners.shared"
    return render(key, lang, tied=tied, best=best, counts=counts, winner=winners[0], winners=winners)


def _winners(step, lang):
    return winners_text(step["winners"], step["best"], step["tied"], step["nobles"], lang)


_RENDERERS = {"regions": _regions, "region": _region, "placing": _placing, "noble": _noble,
              "noble-bonus": _bonus, "return": _return, "king": _king, "continue": _continue,
              "game-end": _game_end, "winners": _winners}
