"""The account a player reads against the numbers it explains.

`referee score` explains every point with a step of its account (the JSON's "trace": a region's
banner, each player's placing, the Noble decision, each chain bonus with the roads it follows).
The conformance run compares the engine's numbers with the round model; this module holds the
account to those same numbers, so that a step citing the wrong section, a tie named where there is
none, a chain whose roads do not join it or a lost provisional-banner notice disagrees too:

- a placing's influence is its markers and Nobles ("Scoring"), and a player with nothing in a
  region has no placing there, every other player one (paid or not); a placing states the game's
  number of players, those with nothing in the region counted;
- every placing cites "Scoring — Ties" exactly when it is tied, and names the players it is tied
  with (those with its influence and places in the same region);
- a region's placings pay each player what the model pays them, its chain bonuses likewise, and
  the score before the round plus every step's points is the model's final score;
- a chain bonus's chain holds its region, and its roads (route roads and side roads apart, each
  a road of the ruleset's board) join the chain's regions, one road fewer than regions, and its
  words name every region of the chain, each other region once for every end of the chain it
  leads to (the paths from the scored region to each end);
- a region's banner comes from where the ruleset says (no drawn position prints its own), and the
  answer flags every provisional banner that paid, and only those, in the order they paid ("Scoring",
  the notes on banners); each of a region's placings spans as many places as players it is tied with;
- under [nobles] bonus_paid_to = new-noble-only, the owners of a region's Nobles whom no bonus
  pays are named, and only they;
- the final scoring's regions are explained in the order the answer lists them, which is the route
  from the King or, under ruling final-scoring-order = region-number, the regions' numbers;
- the points awarded are the score after less the score before; the end's code says what the
  scores and winners say, and its reason names every winner, the top score, and no player below
  it; the King's step names a side road exactly where [roads] king_side_roads sends him; a new
  Noble is named once;
- a step that states a rule value states the ruleset's (STATED_RULES: a chain bonus's base and
  kind, the game end's final-scoring keys, how the King moves), and a chain bonus's points are what its stated base
  and one per other region of its chain make;
- a Noble decision cites the rule it applied: the section of a variant that changes the Noble
  rules ("Variant — Permanent Nobles"; with several such variants, any of them, each having
  shaped the rule that decided), else the rules' own ("Nobles"), and sends a replaced Noble where
  the position's ruling replaced-noble says (its owner's supply, or out of the game); it keeps and
  removes the Nobles there before it, names each new one once, and leaves the model's Nobles.
"""

from __future__ import annotations

import re
from typing import Any

from ...engine.position import Position
from ...rules import Rules

# The rule values a step states, which must be the ruleset's ("explains every point with the rule
# it applied"): step kind -> {the step's field: (rule table, key)}.
STATED_RULES = {
    "noble-bonus": {"base": ("nobles", "bonus_base"), "bonus": ("nobles", "bonus")},
    "game-end": {"final_creates_nobles": ("end", "final_creates_nobles"),
                 "final_pays_noble_bonus": ("end", "final_pays_noble_bonus"),
                 "final_scoring": ("end", "final_scoring")},
    "king": {"moves": ("round", "king_moves")},
}


def _stated_rule_problems(rules: Rules, step: dict[str, Any]) -> list[str]:
    """A step stating a rule value other than the ruleset's; for a chain bonus, also points its
    stated base and one per other region of its chain do not make ("Nobles": the bonus is a base
    and a point, or [nobles] bonus_per_region, for each other region the chain counts)."""
    problems = [f"{step['step']} step: {field} = {step.get(field)!r}, [{table}] {key} is "
                f"{getattr(getattr(rules, table), key)!r}"
                for field, (table, key) in STATED_RULES[step["step"]].items()
                if step.get(field) != getattr(getattr(rules, table), key)]
    if step["step"] == "noble-bonus":
        per_region = 1 if step.get("per_region") is None else step["per_region"]     # 1 goes unsaid
        made = step["base"] + per_region * (len(step["chain"]) - 1)
        if made != step["points"]:
            problems.append(f"{step['region']}: a bonus of {step['points']} for a chain of {len(step['chain'])} "
                            f"with base {step['base']}: its words make {made}")
    return problems


def account_problems(rules: Rules, before: Position, data: dict[str, Any], model: dict[str, Any]) -> list[str]:
    """What in the engine's JSON answer (`data`: Outcome.to_dict) disagrees with the model's values
    (`model`: round_oracle.outputs' names) or with itself; [] when the account holds."""
    number = {rules.board.name(r): r for r in rules.roads.route}
    problems: list[str] = []
    round_points: dict[tuple[int, str], int] = {}
    round_bonus: dict[tuple[int, str], int] = {}
    earned = {p: 0 for p in before.players}
    final = False
    region_placings: list[dict[str, Any]] = []
    paid_provisional: list[str] = []             # in the order the regions paid
    provenance = ""
    banner: list[int] = []
    noble_rules = [v.section for v in rules.variants if "nobles" in v.overrides] or [rules.nobles.section]
    region_step: dict[str, Any] | None = None
    region_bonuses: list[dict[str, Any]] = []     # the noble-bonus steps of the region being scored
    scored = iter(data["regions"])          # the answer's regions, in the account's order
    for step in data["trace"] + [{"step": "end"}]:
        kind = step["step"]
        if kind in ("region", "end") and region_step is not None:
            told = next(scored, None)
            problems += (_nobody_problems(rules, region_step, region_placings)
                         + _told_placings_problems(told, region_placings)
                         + _told_bonuses_problems(told, region_bonuses))
        if kind in ("region", "end") and region_placings:
            problems += _tie_problems(rules, region_placings)
            region_placings = []
        if kind == "region":
            region_step, region_bonuses = step, []
            final, provenance, banner = step["final_scoring"], step["banner_provenance"], step["banner"]
            expected = rules.board.regions[number[step["region"]]].banner_provenance
            if provenance != expected:
                problems.append(f"{step['region']}: banner from {provenance}, the ruleset says {expected}")
            problems += _places_paying_problems(rules, step)
        elif kind == "noble":
            problems += _noble_step_problems(rules, before, step, noble_rules)
        elif kind == "placing":
            problems += (_placing_problems(rules, step) + unpaid_reason_problems(rules, step, banner)
                         + _paid_place_problems(rules, step) + _players_problems(before, step))
            region_placings.append(step)
            earned[step["player"]] += step["points"]
            if not final:
                key = (number[step["region"]], step["player"])
                round_points[key] = round_points.get(key, 0) + step["points"]
            if provenance == "provisional" and step["reason"] == "paid" and step["region"] not in paid_provisional:
                paid_provisional.append(step["region"])
        elif kind == "noble-bonus":
            region_bonuses.append(step)
            earned[step["player"]] += step["points"]
            if not final:
                key = (number[step["region"]], step["player"])
                round_bonus[key] = round_bonus.get(key, 0) + step["points"]
            problems += _chain_problems(rules, step, number)
            per_region = None if rules.nobles.bonus_per_region == 1 else rules.nobles.bonus_per_region
            if step.get("per_region") != per_region:        # the rulebook's 1 a region goes unsaid
                problems.append(f"{step['region']}: the bonus says {step.get('per_region')} a region, "
                                f"[nobles] bonus_per_region is {rules.nobles.bonus_per_region}")
            problems += [f"{step['region']}: the bonus's words leave out {name} of its chain {step['chain']}"
                         for name in step["chain"] if name not in step["text"]] + _told_paths_problems(rules, step)
        if kind in STATED_RULES:
            problems += _stated_rule_problems(rules, step)
    problems += (_unpaid_problems(rules, before, data["trace"]) + _summary_problems(rules, before, data, model)
                 + _noble_leader_problems(rules, data) + _final_order_problems(rules, before, data)
                 + _returned_problems(rules, before, data, model) + _placing_order_problems(before, data)
                 + _noble_decision_problems(rules, before, data, model) + _spanned_places_problems(data)
                 + _told_noble_steps_problems(data) + _answer_paid_places_problems(rules, data))
    for r in rules.roads.route:
        for p in before.players:
            for what, told in (("points", round_points), ("bonus", round_bonus)):
                if told.get((r, p), 0) != model[f"{what} {r} {p}"]:
                    problems.append(f"{rules.board.name(r)}: the account's {what} for {p} {told.get((r, p), 0)}, "
                                    f"the model's {model[f'{what} {r} {p}']}")
    for p in before.players:
        if before.scores[p] + earned[p] != model[f"score {p}"]:
            problems.append(f"{p}: {before.scores[p]} + the account's {earned[p]} points, the model's score "
                            f"{model[f'score {p}']}")
    if data["provisional_banners"] != paid_provisional:
        problems.append(f"provisional banners flagged {data['provisional_banners']}, paid {paid_provisional}")
    return problems


def _noble_step_problems(rules: Rules, before: Position, step: dict[str, Any], noble_rules: list[str]) -> list[str]:
    """A Noble decision cites the rule in force, and says a replaced Noble goes where the position's
    ruling replaced-noble sends it (its owner's supply or out of the game: "Nobles")."""
    problems = []
    if step["rule"] not in noble_rules:
        problems.append(f"{step['region']}: the Noble decision cites {step['rule']!r}, the rule in force is "
                        f"{' or '.join(map(repr, noble_rules))}")
    ruling = rules.choice("replaced-noble", before.rulings)
    if step.get("replaced_to") != ruling:
        problems.append(f"{step['region']}: the Noble decision sends a replaced Noble to {step.get('replaced_to')!r}, "
                        f"ruling replaced-noble says {ruling!r}")
    return problems


def model_end_code(rules: Rules, tied: bool, winners: list[str]) -> str:
    """("Game end and winning") why the winners won, as the answers' `end_code` says it: the most
    points; a tie shared by the rules; a tie the tie-break broke; or one it left among several."""
    if not tied:
        return "most-points"
    if rules.end.tie_break == "shared":
        return "shared-by-rule"
    return "tie-break" if len(winners) == 1 else "shared"


def _summary_problems(rules: Rules, before: Position, data: dict[str, Any], model: dict[str, Any]) -> list[str]:
    """The answer's summary fields against the model: the points each player was awarded (the
    score after less the score before), the end's code ("Game end and winning": one player on
    top; several, the tie-break of [end] tie_break leaving one or several), the King's step
    (a side road exactly where [roads] king_side_roads sends him from the region he leaves), the
    regions scored said to leave the route exactly where they do, each new Noble named once, and
    the variants and rulings it scored under named as they were given."""
    problems = [f"{p}: awarded {data['awarded'].get(p)}, the model's score less the score before "
                f"{model[f'score {p}'] - before.scores[p]}"
                for p in before.players if data["awarded"].get(p) != model[f"score {p}"] - before.scores[p]]
    if data["game_over"]:
        best = max(model[f"score {p}"] for p in before.players)
        top = [p for p in before.players if model[f"score {p}"] == best]
        winners = [p for p in before.players if model[f"winner {p}"]]
        code = model_end_code(rules, len(top) > 1, winners)
        if data.get("end_code") != code:
            problems.append(f"the end's code {data.get('end_code')!r}, the scores and winners say {code!r}")
        problems += _winners_step_problems(rules, data, model, best, top, winners)
        problems += end_reason_winners_problems(data.get("end_reason", ""), before.players, winners, top, best)
    problems += _end_step_problems(rules, before, data, model)
    problems += _told_once_problems(rules, data, model)
    told = {"variants": data.get("variants"), "rulings": data.get("rulings")}
    given = {"variants": list(rules.variant_ids), "rulings": dict(before.rulings)}
    if told != given:           # what a program reading the answer learns of the rules that scored it
        problems.append(f"the answer names the rules it scored under as {told}, they were {given}")
    side_roads = {(rules.board.name(a), rules.board.name(b)) for a, b in rules.roads.king_side_roads}
    for step in data["trace"]:
        if step["step"] == "king":
            leaving = step["from"] if step["moves"] == "next-after-king" else step["last"]
            if step["side_road"] != ((leaving, step["region"]) in side_roads):
                problems.append(f"the King from {leaving} to {step['region']}: side_road {step['side_road']}")
        elif step["step"] == "regions":      # the King's path: along the route, or off it by a side road
            route = [rules.board.name(r) for r in rules.roads.route]
            start = route.index(step["king"])
            along = [route[(start + k) % len(route)] for k in range(len(step["regions"]))]
            if step["side_road"] != (step["regions"] != along):
                problems.append(f"the regions scored {step['regions']} from {step['king']}: "
                                f"side_road {step['side_road']}")
            # "Revealing cards — Dragon": the Dragons told are those the round played (the model's), never
            # the regions they add (the same number only where a Dragon adds one region)
            if step["dragons"] != model["dragons"]:
                problems.append(f"{step['dragons']} Dragons told beside {len(step['regions'])} regions scored, "
                                f"{model['dragons']} played")
        elif step["step"] == "noble" and step["placed"] in (step.get("also_placed") or []):
            problems.append(f"{step['region']}: {step['placed']}'s new Noble named twice")
    return problems


def _told_placings_problems(region: dict[str, Any] | None, placings: list[dict[str, Any]]) -> list[str]:
    """"Scoring": every player with influence in a scored region has a placing step there, paid or
    not (below [scoring] min_influence, past the places paid), and a player with none has none: the
    steps against the answer's placings of the same region."""
    if region is None:
        return ["the account scores more regions than the answer"]
    having = sorted(pl["player"] for pl in region["placings"] if pl["influence"] > 0)
    told = sorted(step["player"] for step in placings)
    if told != having:
        return [f"{region['region']}: placing steps for {told}, players with influence {having}"]
    return []


def _told_bonuses_problems(region: dict[str, Any] | None, steps: list[dict[str, Any]]) -> list[str]:
    """"Nobles": the answer's bonuses of a scored region are the account's noble-bonus steps there,
    each its owner, its region and chain by their names and its points, in the account's order."""
    if region is None:
        return []
    told = [{"player": s["player"], "region": s["region"], "chain": s["chain"], "points": s["points"]} for s in steps]
    if region["bonuses"] != told:
        return [f"{region['region']}: the answer's bonuses {region['bonuses']}, the account's {told}"]
    return []


def _placing_order_problems(before: Position, data: dict[str, Any]) -> list[str]:
    """A region's placings come in the order of their places, players tied on a place in seat order,
    then those with no place, in seat order: one answer for one position, whatever the run (the
    sheet and the JSON list them so)."""
    seat = {p: i for i, p in enumerate(before.players)}
    problems = []
    for region in data["regions"]:
        told = [(pl["places"][0] == 0, pl["places"][0], seat[pl["player"]]) for pl in region["placings"]]
        if told != sorted(told):
            problems.append(f"{region['region']}: placings in the order {[pl['player'] for pl in region['placings']]}")
    return problems


def _nobody_problems(rules: Rules, region: dict[str, Any], placings: list[dict[str, Any]]) -> list[str]:
    """"Scoring": a region where no player has the influence to place ([scoring] min_influence)
    pays nobody; its step says so (`nobody`, the account's "nobody has influence" line) of such a
    region and of no other."""
    anyone = any(pl["influence"] >= rules.scoring.min_influence for pl in placings)
    if region["nobody"] != anyone:
        return []
    return [f"{region['region']}: the region step says nobody={region['nobody']}, its placings' influence "
            f"{[pl['influence'] for pl in placings]} (a place from {rules.scoring.min_influence})"]


def _steps(data: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    """The account's steps of one kind ("king", "winners" ...), in order."""
    return [step for step in data["trace"] if step["step"] == kind]


def _end_step_problems(rules: Rules, before: Position, data: dict[str, Any], model: dict[str, Any]) -> list[str]:
    """"Game end and winning": after the round's scoring the account says once whether the game
    ends: the game goes on (nobody at [end] threshold), or it ends, naming who reached it (the
    round's scores) and the final scoring's regions (the answer's) under the rules' final scoring."""
    ends, goes_on = _steps(data, "game-end"), _steps(data, "continue")
    threshold = rules.end.threshold
    if not data["game_over"]:
        if ends or [(s["game_over"], s["threshold"]) for s in goes_on] != [(False, threshold)]:
            return [f"a game that goes on told as {len(ends)} game-end and {len(goes_on)} continue steps"]
        return []
    reached = [p for p in before.players if model[f"round score {p}"] >= threshold]
    told = [(s["reached"], s["regions"], s["threshold"], s["final_scoring"]) for s in ends]
    want = [(reached, data["final_scoring"], threshold, rules.end.final_scoring)]
    if goes_on or told != want:
        return [f"a game that ends told as {told} with {len(goes_on)} continue steps; the scores, the "
                f"final scoring and the rules say {want}"]
    return []


def end_reason_winners_problems(reason: str, players: list[str], winners: list[str], top: list[str],
                                best: int) -> list[str]:
    """"Game end and winning": the sentence saying why the game ended as it did names every winner
    and the top score, and no player below the top score (a sole winner: no other player at all);
    what it ends on, after the tie-break's counts where it gives them ("(Ann 3, Bob 3, Cy 1): ..."),
    names the winners and no one else: a tie the tie-break narrows leaves the others tied on the top
    score out of the victory."""
    named = players_named(reason, players)
    allowed = set(top) if len(top) > 1 else set(winners)
    decided = players_named(reason.rsplit(")", 1)[-1], players)
    if set(winners) <= named <= allowed and decided == set(winners) and re.search(rf"(?<!\d){best}(?!\d)", reason):
        return []
    return [f"the end's reason {reason!r} names {sorted(named)}, ending on {sorted(decided)}, the winners are "
            f"{winners} with {best} points, the players on the top score {top}"]


def players_named(sentence: str, players: list[str]) -> set[str]:
    """The players a sentence names, each name read whole (not inside a longer word) and, where one
    name holds another ("Ann" in "Ann Jr"), the longer read first."""
    taken = [False] * len(sentence)
    named = set()
    for name in sorted(players, key=len, reverse=True):
        for found in re.finditer(rf"(?<!\w){re.escape(name)}(?!\w)", sentence):
            if not any(taken[found.start():found.end()]):
                taken[found.start():found.end()] = [True] * (found.end() - found.start())
                named.add(name)
    return named


def _winners_step_problems(rules: Rules, data: dict[str, Any], model: dict[str, Any], best: int,
                           top: list[str], winners: list[str]) -> list[str]:
    """"Game end and winning": the account's winners step gives the winners (the model's), the top
    score, the players tied on it (none when one player leads), [end] tie_break, the tied players'
    Nobles on the board at the end (the model's), and their influence on the board only where the
    tie-break reads it, each table by player in seat order."""
    steps = _steps(data, "winners")
    if len(steps) != 1:
        return [f"{len(steps)} winners steps in the account of a game that ends"]
    step, tied = steps[0], top if len(top) > 1 else []
    regions = rules.roads.route
    nobles = {p: sum(model[f"nobles {r} {p}"] for r in regions) for p in tied}
    reads_influence = bool(tied) and rules.end.tie_break == "most-influence-on-board"
    told = (sorted(step["winners"]), step["best"], sorted(step["tied"]), step["tie_break"], step["nobles"],
            "influence" in step)
    want = (sorted(winners), best, sorted(tied), rules.end.tie_break, nobles, reads_influence)
    # the tables by player are in seat order, as every table of the answer is (`tied` is the seats')
    in_seats = list(step["nobles"]) == tied and (not reads_influence or list(step["influence"]) == tied)
    if told != want or not in_seats:
        return [f"the winners step tells (winners, best, tied, tie-break, Nobles, influence given) {told}, the scores "
                f"and the rules say {want}" + ("" if in_seats else "; its tables are not in seat order")]
    return []


def _told_once_problems(rules: Rules, data: dict[str, Any], model: dict[str, int]) -> list[str]:
    """The account tells once which regions the King scores ("Scoring": in the model's order) and
    once where he goes ("The King travels": the model's region)."""
    name = rules.board.name
    path = [name(model[f"path {j}"]) for j in range(len(rules.roads.route)) if model[f"path {j}"]]
    told = [step["regions"] for step in _steps(data, "regions")]
    king = [step["region"] for step in _steps(data, "king")]
    problems = [f"the account tells the regions scored {told}, the model's are {path}"] if told != [path] else []
    if king != [name(model["king"])]:
        problems.append(f"the account moves the King to {king}, the model to {name(model['king'])}")
    return problems


def _returned_problems(rules: Rules, before: Position, data: dict[str, Any], model: dict[str, int]) -> list[str]:
    """"Scoring": a region scored sends its markers home, but the one each new Noble takes: the
    answer's `returned`, against the markers there before the round and those placed, and the
    account tells it once. A region of the final scoring ("Game end and winning") too: its markers
    are those before the round and those placed, or none where the round scored it already (a
    final scoring of every region: the markers went home then)."""
    number = {rules.board.name(r): r for r in rules.roads.route}
    problems = []
    sent: dict[str, list[dict[str, int]]] = {}         # region name -> what each scoring of it sent home
    for region in data["regions"]:
        r, decision = number[region["region"]], region["noble"] or {}
        new = set(_new_nobles(decision))
        scored_already = region["region"] in sent
        home = {p: 0 if scored_already else before.markers_in(r, p) + model[f"placed {r} {p}"] - (p in new)
                for p in before.players}
        if region["returned"] != {p: n for p, n in home.items() if n}:
            problems.append(f"{region['region']}: markers sent home {region['returned']}, the markers there "
                            f"less the new Nobles' {home}")
        sent.setdefault(region["region"], []).append(region["returned"])
    for name, returned in sent.items():                   # the account says so, once a scoring that sends any
        told = [step["returned"] for step in _steps(data, "return") if step["region"] == name]
        if told != [r for r in returned if r]:
            problems.append(f"{name}: the account sends home {told}, the region {returned}")
    return problems


def _spanned_places_problems(data: dict[str, Any]) -> list[str]:
    """"Scoring — Ties": players tied on influence span as many places as they are, from the first
    place their tie takes: each placing of the answer's regions, [first, last], spans tied_with."""
    return [f"{region['region']}: {pl['player']} spans places {pl['places']}, tied with {pl['tied_with']}"
            for region in data["regions"] for pl in region["placings"]
            if pl["places"][1] - pl["places"][0] + 1 != pl["tied_with"]]


def _new_nobles(decision: dict[str, Any]) -> list[str]:
    """The owners of the new Nobles a region's decision names (the answer's `noble`, {} for none):
    `placed`, then `also_placed`, as written (a name twice stays twice)."""
    placed = decision.get("placed")
    return ([placed] if placed is not None else []) + list(decision.get("also_placed") or [])


def _noble_decision_problems(rules: Rules, before: Position, data: dict[str, Any], model: dict[str, int]) -> list[str]:
    """"Nobles": each region's Noble decision (the answer's `noble`, what `score --json` prints) tells
    the Nobles there as they stand, so that, decision after decision, the region ends with the
    model's Nobles (told_decisions_problems)."""
    after = {r: sorted(p for p in before.players for _ in range(model[f"nobles {r} {p}"])) for r in rules.roads.route}
    return told_decisions_problems(rules, before, data["regions"], after, "the model's Nobles")


def told_decisions_problems(rules: Rules, before: Position, regions: list[dict[str, Any]],
                            after: dict[int, list[str]], whose: str) -> list[str]:
    """"Nobles": each region's Noble decision (`noble` of each entry of `regions`, as `score --json`
    and each round of `replay --json` tell them) tells the Nobles there as they stand: those it
    keeps and those it removes are the ones there before it, the new ones (`placed`, then
    `also_placed`) each named once; kept and new are the ones there after it, so that the regions
    end with the Nobles `after` gives (`whose`: what those are, for the problem's words)."""
    number = {rules.board.name(r): r for r in rules.roads.route}
    held = {r: sorted(before.nobles_in(r)) for r in rules.roads.route}
    problems = []
    for region in regions:
        decision, r = region.get("noble"), number[region["region"]]
        if not decision:
            continue
        new = _new_nobles(decision)
        if len(set(new)) != len(new):
            problems.append(f"{region['region']}: new Nobles {new}, one named twice")
        if sorted(decision["kept"] + decision["removed"]) != held[r]:
            problems.append(f"{region['region']}: the decision keeps {decision['kept']} and removes "
                            f"{decision['removed']}, the Nobles there were {held[r]}")
        held[r] = sorted(decision["kept"] + new)
    for r, owners in held.items():
        if owners != sorted(after[r]):
            problems.append(f"{rules.board.name(r)}: the decisions leave {owners}, {whose} {sorted(after[r])}")
    return problems


def _unpaid_problems(rules: Rules, before: Position, trace: list[dict[str, Any]]) -> list[str]:
    """[nobles] bonus_paid_to = new-noble-only: where a region's bonuses are paid, the account names
    every owner of a Noble there (after its Noble decision) whom no bonus pays, and nobody else, in
    at most one step, and a step of it names somebody, each owner once (it says of its owners that
    they earn nothing, however many Nobles each holds there), and the region scored by the board's
    name for it."""
    if rules.nobles.bonus_paid_to != "new-noble-only":
        return []
    owners = {rules.board.name(r): set(before.nobles_in(r)) for r in rules.roads.route}
    problems: list[str] = []
    region, paying = "", False
    paid: set[str] = set()
    told: set[str] = set()
    for step in trace + [{"step": "region", "region": "", "final_scoring": False}]:
        kind = step["step"]
        if kind == "region":
            if paying and owners[region] - paid != told:
                problems.append(f"{region}: Nobles unpaid {sorted(told)}, owners {sorted(owners[region])} "
                                f"of whom paid {sorted(paid)}")
            region, paid, told = step["region"], set(), set()
            paying = bool(region) and (not step["final_scoring"] or rules.end.final_pays_noble_bonus)
        elif kind == "noble":
            owners[region] = set(step["kept"]) | set(step.get("also_placed") or []) | (
                {step["placed"]} if step["placed"] else set())
        elif kind == "noble-bonus":
            paid.add(step["player"])
        elif kind == "noble-bonus-unpaid":
            if not step["owners"] or told or len(set(step["owners"])) != len(step["owners"]):   # each owner once
                problems.append(f"{step['region']}: an unpaid-Nobles step naming {step['owners']}, "
                                f"after {sorted(told)}")
            if step["region"] != region:            # the region scored, as the board names it
                problems.append(f"an unpaid-Nobles step names the region {step['region']!r}, "
                                f"in the account of {region!r}")
            told |= set(step["owners"])
    return problems


def _placing_problems(rules: Rules, step: dict[str, Any]) -> list[str]:
    """"Scoring": a player's influence in a region is their markers there and their Nobles at
    [scoring] noble_influence each; a player with none takes no place, so has no placing; one
    with less than [scoring] min_influence has a placing of no place (places 0-0, "no-influence")."""
    influence = step["markers"] + rules.scoring.noble_influence * step["nobles"]
    if step["influence"] != influence:
        return [f"{step['region']}, {step['player']}: influence {step['influence']}, from {step['markers']} "
                f"markers and {step['nobles']} Nobles {influence}"]
    if influence <= 0:
        return [f"{step['region']}, {step['player']}: a placing for a player with nothing there"]
    # below [scoring] min_influence: no place at all (places 0 to 0), nothing paid, said as such
    below = influence < rules.scoring.min_influence
    unplaced = (step["places"] == [0, 0] and step["reason"] == "no-influence" and step["points"] == 0
                and not step["paid_place"])
    if below != unplaced:
        return [f"{step['region']}, {step['player']}: influence {influence} against a minimum of "
                f"{rules.scoring.min_influence}, placed {step['places']} ({step['reason']}, {step['points']} points)"]
    return []


def _players_problems(before: Position, step: dict[str, Any]) -> list[str]:
    """A placing states how many play ("Scoring": the places paid follow from it), every player of
    the game, those with nothing in the region too."""
    if step["players"] != len(before.players):
        return [f"{step['region']}, {step['player']}: a placing of {step['players']} players in a game of "
                f"{len(before.players)}"]
    return []


def unpaid_reason_problems(rules: Rules, step: dict[str, Any], banner: list[int]) -> list[str]:
    """"Scoring": a place past the paid places (players less [scoring] paid_places_offset) pays
    nothing, and one within them but past the banner's values pays nothing either. An unpaid placing
    says which, of the place it names, or of the highest place a split-evenly tie spans (it names
    none: no place of the span pays)."""
    if step["points"] or step["places"][0] == 0:
        return []           # paid, or below the minimum influence: no place to speak of
    place = step["paid_place"] or step["places"][0]
    expected = ("not-paid-place" if place > rules.scoring.paid_places(step["players"])
                else "beyond-banner" if place > len(banner) else "paid")
    if step["reason"] != expected:
        return [f"{step['region']}, {step['player']}: unpaid at place {place} for {step['reason']!r}, "
                f"the banner {banner} and {rules.scoring.paid_places(step['players'])} paid places say {expected!r}"]
    return []


def _final_order_problems(rules: Rules, before: Position, data: dict[str, Any]) -> list[str]:
    """"Game end and winning": the final scoring goes round the route from the King (where his
    move left him), or by region number under ruling final-scoring-order = region-number. The
    points do not show the order (the final scoring places no Noble); the answer's list does, and
    the account explains the final scoring's regions in that order, each once."""
    number = {rules.board.name(r): r for r in rules.roads.route}
    scored = [number[name] for name in data["final_scoring"]]
    explained = [step["region"] for step in data["trace"] if step["step"] == "region" and step["final_scoring"]]
    if explained != data["final_scoring"]:
        return [f"final scoring explained in the order {explained}, the answer lists {data['final_scoring']}"]
    if rules.choice("final-scoring-order", before.rulings) == "region-number":
        expected = sorted(scored)
    else:
        route = list(rules.roads.route)
        start = route.index(number[data["king"]])
        expected = [r for r in route[start:] + route[:start] if r in scored]
    if scored != expected:
        return [f"final scoring in the order {data['final_scoring']}, the rules' "
                f"{[rules.board.name(r) for r in expected]}"]
    return []


def _told_noble_steps_problems(data: dict[str, Any]) -> list[str]:
    """"Nobles": the account's Noble step of each region tells the answer's decision there (which
    _noble_leader_problems and _noble_decision_problems hold): its leader, the Noble placed, those
    removed and kept, why, and the tied leaders who also placed one; one step for each decision."""
    told = _steps(data, "noble")
    decisions = [region["noble"] for region in data["regions"] if region["noble"] is not None]
    if len(told) != len(decisions):
        return [f"{len(told)} Noble steps in the account, {len(decisions)} Noble decisions in the answer"]
    keys = ("region", "leader", "placed", "removed", "kept", "reason", "also_placed")
    return [f"{decision['region']}: the account's Noble step tells its {key} as {step.get(key)!r}, the answer "
            f"{decision.get(key)!r}" for step, decision in zip(told, decisions) for key in keys
            if step.get(key) != decision.get(key)]


def _noble_leader_problems(rules: Rules, data: dict[str, Any]) -> list[str]:
    """"Nobles": a region scored in the round takes a Noble decision, whose leader is the one player
    with the most influence there (at least the minimum to place), none on a tie or with nobody
    placed. The answer's "noble" of each region, read against its own placings."""
    problems = []
    for region in data["regions"]:
        if region["final_scoring"]:
            continue
        decision = region["noble"]
        if not isinstance(decision, dict):
            problems.append(f"{region['region']}: scored in the round, its Noble decision reads {decision!r}")
            continue
        influence = {pl["player"]: pl["influence"] for pl in region["placings"]
                     if pl["influence"] >= rules.scoring.min_influence}
        top = [p for p, n in influence.items() if n == max(influence.values())] if influence else []
        leader = top[0] if len(top) == 1 else None
        if decision.get("leader") != leader:
            problems.append(f"{region['region']}: the Noble decision's leader {decision.get('leader')!r}, the "
                            f"placings' {leader!r} (influence {influence})")
        # a leader's Noble placed or another's taken away is told as the leaders' decision; a
        # decision that changes nothing says why not (held already, no marker, the region full ...)
        changed = decision.get("placed") is not None or bool(decision.get("removed"))
        # the leaders' decision says whose: the one leader's, or the tied leaders' (placed_by = any-leader)
        wanted = ("sole-leader" if leader else "tied-leaders") if changed else None
        if changed != (decision.get("reason") in CHANGING_REASONS) or (changed and decision.get("reason") != wanted):
            problems.append(f"{region['region']}: a Noble decision that {'changes' if changed else 'changes nothing'} "
                            f"(placed {decision.get('placed')!r}, removed {decision.get('removed')!r}) "
                            f"gives the reason {decision.get('reason')!r}"
                            + (f", not {wanted!r} (influence {influence})" if wanted else ""))
    return problems


CHANGING_REASONS = ("sole-leader", "tied-leaders")     # the reasons of a decision that places or removes


def _paid_place_problems(rules: Rules, step: dict[str, Any]) -> list[str]:
    """"Scoring — Ties": the place a placing is paid as (the answer's paid_place): a player alone on
    a place, that place; a tie, the lowest place it spans (the rulebook), the place after its
    first under ruling tie-paid-place = following-place, its highest under a variant's
    highest-spanned-place, and none (0) where a variant splits the spanned values evenly."""
    first, last = step["places"]
    if first == 0:
        return []           # below the minimum influence: no place
    tie_rule = rules.scoring.tie_rule
    if first == last:
        expected = first
    elif tie_rule == "lowest-spanned-place":
        expected = first + 1 if rules.choice("tie-paid-place") == "following-place" else last
    else:
        expected = first if tie_rule == "highest-spanned-place" else 0
    if step["paid_place"] != expected:
        return [f"{step['region']}, {step['player']}: places {first}-{last} paid as place {step['paid_place']}, "
                f"[scoring] tie_rule {tie_rule} says {expected}"]
    return []


def _places_paying_problems(rules: Rules, step: dict[str, Any]) -> list[str]:
    """"Scoring": the player count lets its places pay (players less [scoring] paid_places_offset), and
    a place past the banner's last value pays nothing, so a region step tells the fewer of the two as
    the places paying: a banner shorter than the count allows (a position's own, `--banners`) pays
    its own values only, and its step says how many."""
    if step.get("nobody"):
        return []
    expected = min(rules.scoring.paid_places(step["players"]), len(step["banner"]))
    if step["places_paying"] != expected:
        return [f"{step['region']}: {step['places_paying']} places told paying, the banner {step['banner']} and "
                f"{rules.scoring.paid_places(step['players'])} paid places say {expected}"]
    return []


def _answer_paid_places_problems(rules: Rules, data: dict[str, Any]) -> list[str]:
    """The answer's placings (`regions[].placings[].paid_place`, what `score --json` prints) held to
    the same statement as the account's steps (_paid_place_problems): a tie whose spanned values are
    split evenly is paid as no one place (0), whatever its first place."""
    return [problem for region in data["regions"] for pl in region["placings"]
            for problem in _paid_place_problems(rules, pl | {"region": region["region"]})]


def _tie_problems(rules: Rules, placings: list[dict[str, Any]]) -> list[str]:
    """"Scoring — Ties": a placing is tied when others share its influence and places. A player
    below [scoring] min_influence has no place (places 0) and ties with nobody."""
    problems: list[str] = []
    for step in placings:
        placed = step["places"][0] > 0
        tied = sorted(q["player"] for q in placings if q is not step and q["influence"] == step["influence"]
                      and q["places"] == step["places"]) if placed else []
        is_tied = bool(tied)
        section = rules.scoring.ties_section if is_tied else rules.scoring.section
        if step["rule"] != section or sorted(step["tied"]) != tied or step["tied_with"] != len(tied) + 1:
            problems.append(f"{step['region']}, {step['player']}: cites {step['rule']!r}, tied with "
                            f"{step['tied']} ({step['tied_with']}); the placings say {section!r}, {tied}")
    return problems


def _chain_problems(rules: Rules, step: dict[str, Any], number: dict[str, int]) -> list[str]:
    """"Nobles": the roads a chain bonus names (from, to, route or side) join its regions, each a
    road of the board of its kind, each leading one road further from the scored region (every
    region told by its fewest roads); its side roads are those of them that are side roads."""
    chain = {number[name] for name in step["chain"]}
    route = list(rules.roads.route)
    kinds = {"route": {frozenset(p) for p in zip(route, route[1:] + route[:1])},
             "side": {frozenset(p) for p in rules.roads.side_roads}}
    joined = {r: {r} for r in chain}
    problems: list[str] = []
    if number[step["region"]] not in chain:
        problems.append(f"{step['region']}: the chain {step['chain']} leaves out its own region")
    for a_name, b_name, kind in step["roads"]:
        a, b = number.get(a_name), number.get(b_name)
        if frozenset((a, b)) not in kinds.get(kind, set()) or a not in chain or b not in chain:
            problems.append(f"{step['region']}: the road {a_name} - {b_name} ({kind}) is not of the chain or "
                            "not of its kind")
            continue
        merged = joined[a] | joined[b]
        for r in merged:
            joined[r] = merged
    if len(step["roads"]) != len(chain) - 1 or any(joined[r] != chain for r in chain):
        problems.append(f"{step['region']}: the roads {step['roads']} do not join the chain {step['chain']}")
    # told from the scored region outwards, each region by its fewest roads (the docstring of
    # engine.chain_roads: breadth-first): each road leads one road further away
    far = _roads_away(number[step["region"]], chain, kinds["route"] | kinds["side"])
    away = [(far.get(number.get(a, 0), -9), far.get(number.get(b, 0), -1)) for a, b, _ in step["roads"]]
    if any(there != here + 1 for here, there in away):
        problems.append(f"{step['region']}: the roads {step['roads']} do not each lead one road further from it")
    # and the roads from one region told in the order the King's route runs through their far ends
    # (engine.chain_roads: neighbours in route order)
    along = {r: k for k, r in enumerate(rules.roads.route)}
    for here in dict.fromkeys(a for a, _, _ in step["roads"]):
        ends = [along.get(number.get(b, 0), -1) for a, b, _ in step["roads"] if a == here]
        if ends != sorted(ends):
            problems.append(f"{step['region']}: the roads from {here} are not told along the King's route")
    side = {frozenset((number.get(a), number.get(b))) for a, b, kind in step["roads"] if kind == "side"}
    if {frozenset(number.get(n) for n in pair) for pair in step["side_roads"]} != side:
        problems.append(f"{step['region']}: side roads {step['side_roads']}, the roads say {_pairs(side)}")
    return problems


def _told_paths_problems(rules: Rules, step: dict[str, Any]) -> list[str]:
    """"Nobles": a chain bonus's words tell its chain as the paths from the scored region to each end
    of it (a region no road of the chain leads on from), so each other region of the chain is named
    once for every end it leads to, and once more for each side road of it the words name apart; the
    scored region so too, and once more where the words say whose Noble it is (no path of it alone). A
    region whose name another board name holds is not counted (it would be counted in the other).
    The other kinds of bonus name each region once, as the check of its words above asks."""
    if step.get("bonus") != "connected-chain":
        return []
    leads: dict[str, list[str]] = {name: [] for name in step["chain"]}
    for a, b, _ in step["roads"]:
        leads.setdefault(a, []).append(b)

    def ends(name: str, seen: frozenset[str] = frozenset()) -> int:
        further = [b for b in leads.get(name, []) if b not in seen]
        return sum(ends(b, seen | {name}) for b in further) if further else 1
    names = [rules.board.name(r) for r in rules.roads.route]
    problems = []
    for name in step["chain"]:
        if any(name in other for other in names if other != name):
            continue
        paths = ends(name) if name != step["region"] or leads.get(name) else 0     # a Noble alone: no path
        owed = paths + sum(name in pair for pair in step["side_roads"]) + (name == step["region"])
        if step["text"].count(name) != owed:
            problems.append(f"{step['region']}: the bonus's words name {name} {step['text'].count(name)} times, "
                            f"its paths to the chain's ends {owed}")
    return problems + _outward_paths_problems(step, leads)


def _outward_paths_problems(step: dict[str, Any], leads: dict[str, list[str]]) -> list[str]:
    """"Nobles": each path of a chain bonus's words runs outwards, from the scored region to an end of
    the chain, its regions joined by dashes as the account writes a path ("A – B – C")."""
    def paths(name: str) -> list[list[str]]:
        further = leads.get(name, [])
        return [[name, *rest] for b in further for rest in paths(b)] if further else [[name]]
    told = [" – ".join(path) for path in paths(step["region"]) if len(path) > 1]
    problems = [f"{step['region']}: the bonus's words do not tell the path {path} from the scored region"
                for path in told if path not in step["text"]]
    # one after the other as their ends are reached along the roads told (breadth-first, engine.chain_roads)
    reached = [b for _, b, _ in step["roads"] if not leads.get(b)]
    order = sorted((p for p in told if p in step["text"]), key=lambda path: reached.index(path.split(" – ")[-1]))
    if order != sorted(order, key=step["text"].index):
        problems.append(f"{step['region']}: the bonus's words tell its paths out of the order their ends are reached")
    return problems


def _roads_away(region: int, chain: set[int], roads: set[frozenset[int]]) -> dict[int, int]:
    """Each region of the chain reachable from `region`: the fewest roads of the chain between them."""
    far = {region: 0}
    level = [region]
    while level:
        further = []
        for a in level:
            for pair in roads:
                b = next(iter(pair - {a})) if a in pair else None
                if b in chain and b not in far:
                    far[b] = far[a] + 1
                    further.append(b)
        level = further
    return far


def _pairs(side: set[frozenset[int | None]]) -> list[list[int | None]]:
    """The side roads as sorted pairs of region numbers (a name the board lacks reads as None, last)."""
    def order(n: int | None) -> tuple[bool, int]:
        return (n is None, n or 0)
    return sorted((sorted(pair, key=order) for pair in side), key=lambda pair: [order(n) for n in pair])
