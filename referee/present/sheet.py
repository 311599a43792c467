"""The replay score sheet as text: one block per round, then the result. A pure function."""

from __future__ import annotations

import json

from ..engine.replay import ReplayResult


def describe_sheet(result: ReplayResult) -> str:
    """The score sheet as text: one block per round, then the result."""
    rules = result.record.rules
    players = result.record.players
    lines = [f"{rules.game_name} — replay of {len(players)} players: {', '.join(players)}",
             "Rules: " + ("standard" if not rules.variants else "standard + " + ", ".join(v.name for v in rules.variants))]
    if result.record.start.rulings:
        lines.append("Non-default rulings: " + ", ".join(f"{k} = {v}" for k, v in result.record.start.rulings.items()))
    lines.append("Start: " + ("set-up" if result.record.from_setup else "the record's starting position"))
    lines.append("Region lines read: player influence→points, then the Noble decision and bonuses.")
    provisional = set()
    sheet = result.sheet          # built once: ReplayResult.sheet recomputes every round's dict
    for e in sheet:
        lines.append("")
        lines.append(f"Round {e['round']} — King in {e['king']}, {e['dragons']} Dragon(s)")
        for p in players:
            cards = ", ".join(e["cards"].get(p, [])) or "(no cards)"
            extra = f"; re-selects {', '.join(e['witch'][p])}" if p in e.get("witch", {}) else ""
            lines.append(f"  {p}: {cards}{extra}")
        for ev in e["events"]:
            if "note" in ev:
                lines.append(f"    note: {ev['player']} {ev['card']}: {ev['note']}")
        provisional.update(e.get("provisional_banners", []))
        for r in e["regions"]:
            tag = "final scoring" if r["final_scoring"] else "scored"
            pts = ", ".join(f"{p} {r['influence'][p]}→{r['points'][p]}" for p in r["points"]) or "nobody"
            line = f"  {r['region']} ({tag}, {'-'.join(map(str, r['banner']))}): {pts}"
            noble = r.get("noble")
            if noble and noble["placed"]:
                line += f"; Noble: {noble['placed']}"
                if noble["removed"]:
                    line += f" ({', '.join(noble['removed'])}'s old Noble returns to supply)"
            elif noble and noble.get("kept"):
                why = "tie for the most" if noble["reason"] == "tie-for-most" else "no new Noble"
                line += f"; Noble stays: {', '.join(noble['kept'])} ({why})"
            if r.get("bonuses"):
                line += "; Noble bonus: " + ", ".join(f"{p} +{n}" for p, n in r["bonuses"].items())
            lines.append(line)
        lines.append("  Scores: " + ", ".join(f"{p} {e['scores'][p]} (+{e['awarded'][p]})" for p in players))
        nobles = "; ".join(f"{r}: {', '.join(o)}" for r, o in e["nobles"].items()) or "none"
        lines.append(f"  Nobles: {nobles}")
        lines.append(f"  King moves to {e['king_after']}. Supply: "
                     + ", ".join(f"{p} {e['supply'][p]}" for p in players))
        for prob in e.get("problems", []):
            lines.append(f"  PROBLEM [{prob['code']}] {prob['message']}")
    lines.append("")
    final = result.final.to_dict()
    if final.get("game_over"):
        lines.append(f"GAME OVER after round {sheet[-1]['round']}: {final['why']}.")
        lines.append(final["end_reason"])
    else:
        lines.append(f"Not finished: {final.get('why', '')}.")
    lines.append("Final scores: " + ", ".join(f"{p} {final['scores'][p]}" for p in players))
    if provisional:
        lines.append(f"Note: provisional banner values were used for {', '.join(sorted(provisional))}; "
                     "give your printing's values with --banners or \"banners\" in the record.")
    shown = {json.dumps(p, sort_keys=True) for e in sheet for p in e.get("problems", [])}
    for prob in result.problems:
        if json.dumps(prob.to_dict(), sort_keys=True) not in shown:
            lines.append(f"PROBLEM [{prob.code}] {prob.message}")
    return "\n".join(lines) + "\n"
