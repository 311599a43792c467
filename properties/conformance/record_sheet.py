"""The sheet of a replayed record held to the game the engine played (record_rows): each game written
and replayed strictly, round by round, the sheet's JSON telling each round's cards, events, regions,
banners and decisions as the game holds them and as `referee score` tells them (replayed_problems,
the rows' entry; the module docstring of record_rows lists what is held)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .record_games import written

if TYPE_CHECKING:
    from ...engine.position import Position
    from ...rules import Rules


def replayed_problems(rules: Rules, game: dict[str, Any], with_start: bool, data: dict[str, Any] | None = None,
                       extra_rulings: dict[str, str] | None = None, extra_banners: dict[str, Any] | None = None
                       ) -> list[str]:
    """Every disagreement of the written record's replay with the engine's play and the model
    (`data`: the record as written, when not written() of the game; `extra_rulings` and
    `extra_banners`: answers and banners given beside it, as `replay --ruling` and `--banners` give
    them)."""
    from ...engine.replay import replay
    from ...engine.round_play import IllegalPlayError
    from ...io.game_record import read_record
    from ...present.sheet import with_event_text
    from .account_check import end_reason_winners_problems, model_end_code
    from .in_french import language_problems

    found, ours = [], data is None
    if data is None:
        data = json.loads(written(rules, game, with_start))
        # the writer's own order and card words (a caller's data may write them otherwise)
        found = _written_in_seat_order(data) + _cards_written_by_name(rules, data)
    as_decoded = json.dumps(data)
    record, problems = read_record(data, extra_rulings=extra_rulings, extra_banners=extra_banners)
    if json.dumps(data) != as_decoded:           # the caller's decoded record stays the caller's
        found.append("reading the record changed the record as it was decoded")
    problems = [p for p in problems if p.severity == "error"]      # a printing's banners are a warning
    if record is None or problems:
        return found + ([f"read: {p.message}" for p in problems] or ["read: nothing"])
    try:
        result = replay(record)
    except IllegalPlayError as refused:         # a round the engine played, refused as read back
        return [f"replay: {refused}"]
    found += [f"replay: {p.message}" for p in result.problems]
    sheet = result.to_dict()                    # the sheet's JSON, built once for every comparison below
    if _replayed_again(record) != sheet:        # the Python API replays a record it was handed again
        found.append("the same record replayed a second time gives another sheet")
    found += _told_as_written(rules, sheet, game, data, extra_banners or {})
    if ours:
        found += _cards_told_as_written(sheet, data)
    french = with_event_text(result.to_dict("fr"), "fr")       # `replay --json --lang fr`
    found += [f"the sheet under --lang fr: {p}" for p in language_problems(with_event_text(result.to_dict(), "en"),
                                                                              french)]
    # where the game starts (docs/organisers.md): a record without `start` from the set-up, one with it from
    # the position it gives, whatever that position's round
    start = "given position" if "start" in data else "set-up"
    if sheet["variants"] != list(record.rules.variant_refs) or not _loads_back(sheet["variants"], record.rules):
        found.append(f"the sheet names the variants {sheet['variants']}, which load as other rules than the record's")
    if sheet["start"] != start:
        gives = "gives" if "start" in data else "gives no"
        found.append(f"the sheet starts from the {sheet['start']}, the record {gives} start")
    if len(result.rounds) != len(game["after"]):
        return found + [f"{len(result.rounds)} rounds replayed, {len(game['after'])} played"]
    # each round's position, as a round holds it and as the API's `positions` gives it (the boards of
    # `replay --report`, one after each round: the last round's too)
    if len(result.positions) != len(result.rounds):
        found.append(f"{len(result.positions)} positions listed after {len(result.rounds)} rounds replayed")
    for n, (replayed, listed, played) in enumerate(zip(result.rounds, result.positions, game["after"]), start=1):
        if replayed.position.to_dict(rules) != played.to_dict(rules) or listed.to_dict(rules) != played.to_dict(rules):
            found.append(f"round {n}: the position after it differs from the engine's play")
            break
    if result.sheet != sheet["rounds"]:         # docs/contributing.md: the fields a program reads, as the JSON says
        found.append("the API's sheet differs from the JSON's rounds")
    found += (_sheet_problems(rules, sheet, game) + _sheet_regions_as_scored(rules, sheet, result)
              + _sheet_decisions_problems(rules, sheet, game) + _sheet_influence_as_placed(rules, sheet, game)
              + events_in_seat_order(sheet, game) + _placed_in_route_order(rules, sheet)
              + _events_tell_what_holds(sheet)
              + _regions_scored_in_turn(rules, sheet, game)
              + _stopped_early(rules, record, game))
    final = result.final
    if final is None:
        return found + ["no result"]
    if list(final.winners) != game["winners"]:
        found.append(f"winners {list(final.winners)}, the rulebook's {game['winners']}")
    named = final.why_text.values().get("threshold") if final.why_text is not None else None
    if named != rules.end.threshold:        # "Game end and winning": the sheet says which threshold was reached
        found.append(f"the result's why names the threshold {named}, the rules' is {rules.end.threshold}")
    # and who reached it: every player at the threshold after the last round's scoring, before the final's
    reached = [p for p in game["players"] if game["before_final"].scores[p] >= rules.end.threshold]
    why = final.why_text.values() if final.why_text is not None else {}
    if (why.get("reached"), why.get("n")) != (", ".join(reached), len(reached)):
        found.append(f"the result's why names {why.get('reached')!r} ({why.get('n')}) as reaching the threshold, "
                     f"{reached} did")
    # the result as the API holds it and as its JSON says it (`replay --json`: what an organiser reads)
    answer = final.to_dict()
    for where, tied, shared, winners in (("", final.tie_break, final.shared_victory, list(final.winners)),
                                         ("the JSON's ", answer.get("tie_break"), answer.get("shared_victory"),
                                          answer.get("winners"))):
        if tied != game["tied"]:
            found.append(f"{where}tie_break {tied}, the top score {'was' if game['tied'] else 'was not'} tied")
        if shared != (len(game["winners"]) > 1):
            found.append(f"{where}shared_victory {shared} with winners {game['winners']}")
        if where and winners != game["winners"]:
            found.append(f"{where}winners {winners}, the rulebook's {game['winners']}")
    code = model_end_code(rules, game["tied"], game["winners"])
    if answer.get("end_code") != code:
        found.append(f"the JSON's end_code {answer.get('end_code')!r}, the ending is {code!r}")
    best = max(game["final"].scores.values())
    found += end_reason_winners_problems(answer.get("end_reason", ""), game["players"], game["winners"],
                                         [p for p in game["players"] if game["final"].scores[p] == best], best)
    # every player's Nobles on the board at the end, none too (the tie-break counts them: "Game end and winning")
    nobles = {p: game["final"].nobles_on_board(p) for p in game["players"]}
    if answer.get("nobles_on_board") != nobles:
        found.append(f"the JSON's nobles_on_board {answer.get('nobles_on_board')}, the game's {nobles}")
    return found + _result_in_french(result, french)


def _result_in_french(result: Any, french: dict[str, Any]) -> list[str]:
    """The result and the game's last round in `french` (the sheet as `replay --json --lang fr` gives
    it): the end's reason and why the game ended, each the French of the very sentence the English
    tells (the rest of the sheet's French, in_french.language_problems)."""
    final, last = result.final, result.rounds[-1]
    found = []
    for where, fr, said in (("the result's", french["final"], {"end_reason": final.end_text, "why": final.why_text}),
                            ("the last round's", french["rounds"][-1], {"end_reason": last.outcome.end_text})):
        for key, sentence in said.items():
            wanted = sentence.render("fr") if sentence is not None else None
            if sentence is None or fr.get(key) != wanted or wanted == sentence.render("en"):
                found.append(f"{where} {key} under --lang fr: {fr.get(key)!r}, the French {wanted!r}")
    return found


def _stopped_early(rules: Rules, record: Any, game: dict[str, Any]) -> list[str]:
    """`replay --until N`, N the number of the record's first round and of its last (a record with a
    start counts on from the start's round): the position after that round as the engine played
    it, not stopped before scoring; with `--before-scoring` too: stopped before that round's
    scoring, the scores still those after the round before (or the start's). And `--until` the
    start's own round (0 from the set-up): no round replayed, the position the start, and the record's
    result left unjudged (a partial replay is not held to it)."""
    from ...engine.replay import replay
    from ...engine.round_play import IllegalPlayError

    found = []
    at_start = record.rounds[0].number - 1
    try:
        none = replay(record, until=at_start)
    except Exception as refused:        # noqa: BLE001  the engine under test failed: a finding
        return [f"replay --until {at_start}: {type(refused).__name__}: {refused}"]
    if none.rounds or none.problems or none.position is None \
            or none.position.to_dict(rules) != game["start"].to_dict(rules):
        found.append(f"replay --until {at_start}: {len(none.rounds)} rounds replayed, told "
                     f"{[p.code for p in none.problems]}, not the start")
    # its result: the game going on, every seat's score the start's, in seat order (from the set-up, 0 each)
    told = none.final.to_dict() if none.final is not None else {}
    start_scores = [(p, game["start"].scores[p]) for p in game["players"]]
    if told.get("game_over") is not False or list(told.get("scores", {}).items()) != start_scores:
        found.append(f"replay --until {at_start}: the result's scores {told.get('scores')}, "
                     f"the start's {dict(start_scores)}")
    for k in sorted({1, len(game["after"])}):
        number = record.rounds[k - 1].number
        try:
            upto, before = replay(record, until=number), replay(record, until=number, before_scoring=True)
        except IllegalPlayError as refused:
            return [f"replay --until {number}: {refused}"]
        if upto.stopped_before_scoring or upto.position is None \
                or upto.position.to_dict(rules) != game["after"][k - 1].to_dict(rules):
            found.append(f"replay --until {number}: not the position after round {number}")
        scores = (game["after"][k - 2] if k > 1 else game["start"]).scores
        if not before.stopped_before_scoring or before.position is None or before.position.scores != scores:
            found.append(f"replay --until {number} --before-scoring: not round {number} before its scoring")
    return found


def _loads_back(variants: list[str], rules: Rules) -> bool:
    """Whether the variants as the sheet names them (`replay --json`'s `variants`) load as the rules
    the record was replayed under (what a program reading the sheet learns of its rules): a variant
    file by its path, a bundled variant by its name."""
    from ...errors import SpecError
    from ...rules import load_rules

    try:
        return load_rules(tuple(variants)).variant_ids == rules.variant_ids
    except SpecError:
        return False


def _replayed_again(record: Any) -> dict[str, Any] | None:
    """The sheet of the record replayed once more; None where that replay refuses it."""
    from ...engine.replay import replay
    from ...engine.round_play import IllegalPlayError

    try:
        return replay(record).to_dict()
    except IllegalPlayError:
        return None


def _written_in_seat_order(data: dict[str, Any]) -> list[str]:
    """A record the referee writes (`written`: round_to_json's rounds) gives each round's selections in
    seat order, as a score sheet lists the players."""
    seats, found = data["players"], []
    for k, written_round in enumerate(data["rounds"]):
        order = [key for key in written_round if key not in ("witch", "comment")]
        if order != sorted(order, key=lambda p: seats.index(p) if p in seats else len(seats)):
            found.append(f"round {k + 1} written with its selections as {order}, the seats {seats}")
    return found


def _cards_written_by_name(rules: Rules, data: dict[str, Any]) -> list[str]:
    """A record the referee writes names each card as docs/organisers.md says it writes one: a Region
    card by its region's name as the board prints it, a special card by its word ("knight", a Knight's
    with its mark: "knight!declined"), in the selections and the Witch's re-selections alike."""
    from ...engine.cards import SPECIAL_KINDS

    words = {rules.board.name(r) for r in rules.board.regions} | set(SPECIAL_KINDS) | {"knight!declined",
                                                                                          "knight!added"}
    found = []
    for k, written_round in enumerate(data["rounds"]):
        tables = [written_round] + ([written_round["witch"]] if "witch" in written_round else [])
        odd = [c for table in tables for p, cards in table.items() if p not in ("witch", "comment") for c in cards
               if c not in words]
        if odd:
            found.append(f"round {k + 1} writes the cards {odd}, which are no card's name as the board prints it")
    return found


def _cards_told_as_written(sheet: dict[str, Any], data: dict[str, Any]) -> list[str]:
    """The sheet's JSON tells each round's cards as a record the referee writes names them (by name,
    _cards_written_by_name): every player's selection (`cards`) and every Witch's re-selection
    (`witch`), card for card, whatever order the record lists the re-selections in."""
    found = []
    for k, (told, written_round) in enumerate(zip(sheet["rounds"], data["rounds"])):
        cards = {p: c for p, c in written_round.items() if p not in ("witch", "comment")}
        if told.get("cards") != cards or told.get("witch", {}) != written_round.get("witch", {}):
            found.append(f"round {k + 1} told with the cards {told.get('cards')} and re-selections "
                         f"{told.get('witch', {})}, written {cards} and {written_round.get('witch', {})}")
            break
    return found


def _told_as_written(rules: Rules, sheet: dict[str, Any], game: dict[str, Any], data: dict[str, Any],
                     extra_banners: dict[str, Any]) -> list[str]:
    """The sheet's JSON tells what the record wrote: its banners where it gives them (`banners`: every
    region's banner in force, in the order the King's route runs, docs/organisers.md), each told as
    the user's wherever the record, its start or `--banners` gives it, the same values as the
    rulebook's too, and as the spec's elsewhere; and the first two rounds' comments, spaces and all
    (the second's spaces alone)."""
    found = []
    shown = sheet["banners"]
    route = [rules.board.name(r) for r in rules.board.route]
    if list(shown) != route:
        found.append(f"the sheet's banners listed as {list(shown)}, the King's route {route}")
    start: dict[str, Any] = data["start"] if isinstance(data.get("start"), dict) else {}
    given = {rules.board.name(rules.board.lookup(k))
             for k in [*start.get("banners", {}), *data.get("banners", {}), *extra_banners]}
    for number in rules.board.route:
        name = rules.board.name(number)
        want = "user" if name in given else rules.board.regions[number].banner_provenance
        told = shown.get(name, {}).get("provenance")
        if told != want:
            found.append(f"the sheet's banner of {name} told as {told}'s, not {want}'s")
    for region, values in sorted(game["start"].banners.items()):
        name = rules.board.name(region)
        if shown.get(name, {}).get("values") != list(values):
            found.append(f"the sheet's banner of {name} {shown.get(name, {}).get('values')}, "
                         f"the record's {list(values)}")
    told = [r.get("comment") for r in sheet["rounds"][:2]]
    if told != [r.get("comment") for r in data["rounds"][:2]]:
        written = [r.get("comment") for r in data["rounds"][:2]]
        found.append(f"the first rounds' comments told as {told}, written {written}")
    return found


def _sheet_decisions_problems(rules: Rules, sheet: dict[str, Any], game: dict[str, Any]) -> list[str]:
    """"Nobles": each round's Noble decisions on the sheet (`replay --json`, a round's `regions`) tell
    the Nobles as they stand: kept and removed, the ones there before the round; kept and new,
    the ones there after its scoring (the game's ending round: before the final scoring)."""
    from .account_check import told_decisions_problems

    found = []
    for k, entry in enumerate(sheet["rounds"]):
        before = game["start"] if k == 0 else game["after"][k - 1]
        after = game["before_final"] if entry["game_over"] else game["after"][k]
        told = told_decisions_problems(rules, before, entry["regions"],
                                       {r: list(after.nobles_in(r)) for r in rules.roads.route}, "the game's Nobles")
        found += [f"round {entry['round']}: {line}" for line in told]
    return found


# a sheet round's tables and lists by player (`replay --json`), each listed in seat order
SEAT_ORDERED = ("cards", "witch", "placed", "awarded", "scores", "supply", "used", "winners")


def events_in_seat_order(sheet: dict[str, Any], game: dict[str, Any]) -> list[str]:
    """"Revealing cards": the players reveal their cards in seat order, and the Witch players
    re-select in seat order too (after everyone else, or each at once after their Witch under
    [cards] witch_reselects = at-once): each round's card events on the sheet name the players of
    the selections in seat order, and those of the re-selections likewise (the record rows seat
    them out of alphabetical order, so name order shows); the round's tables and lists by player
    (SEAT_ORDERED) list the players so too, whatever order the record or its start writes them in."""
    seat = {p: i for i, p in enumerate(game["players"])}
    found = []
    for entry in sheet["rounds"]:
        listed = {name: list(entry.get(name, {})) for name in SEAT_ORDERED}       # the round's own tables
        found += [f"round {entry['round']}: the sheet lists its {name} as {told}, out of seat order {game['players']}"
                  for name, told in listed.items() if told != sorted(told, key=seat.__getitem__)]
        for again in (False, True):
            told = [e["player"] for e in entry["events"] if bool(e.get("reselection")) == again]
            if [seat[p] for p in told] != sorted(seat[p] for p in told):
                found.append(f"round {entry['round']}: the {'re-selections' if again else 'selections'}' events "
                             f"name {list(dict.fromkeys(told))}, out of seat order {game['players']}")
    return found


def _placed_in_route_order(rules: Rules, sheet: dict[str, Any]) -> list[str]:
    """Each player's markers placed in a round list their regions in the route's order, as the King
    travels ("The King travels"; docs/organisers.md), not in the order of the regions' numbers or
    of the cards played: the record rows' games place markers in regions whose numbers the route
    does not follow."""
    order = {rules.board.name(r): i for i, r in enumerate(rules.board.route)}
    return [f"round {entry['round']}: the sheet lists {player}'s markers placed as {list(regions)}, out of the "
            f"route's order" for entry in sheet["rounds"] for player, regions in entry.get("placed", {}).items()
            if list(regions) != sorted(regions, key=order.__getitem__)]


def _events_tell_what_holds(sheet: dict[str, Any]) -> list[str]:
    """A card event on the sheet gives the facts that hold of it and leaves the others out
    (docs/organisers.md): a flag (a card of a re-selection, a Witch re-selecting at once) is written
    only where it is true, and no fact is written empty (null)."""
    return [f"round {entry['round']}: {e['player']}'s {e['card']} event writes {k} as {v}"
            for entry in sheet["rounds"] for e in entry["events"] for k, v in e.items() if v is None or v is False]


def _regions_scored_in_turn(rules: Rules, sheet: dict[str, Any], game: dict[str, Any]) -> list[str]:
    """"Scoring": a round scores the King's region, then, for each Dragon revealed, the next
    regions along the King's route ([round] regions_per_dragon each, never one twice): each round's
    regions scored on the sheet are those, in that order, from where the King stood as the round
    began (the start's King, then each round's `king_after`)."""
    board = rules.board
    king = game["start"].king
    for entry in sheet["rounds"]:
        count = 1 + entry["dragons"] * rules.round.regions_per_dragon
        wanted = [board.name(r) for r in board.king_path(king, count)]
        if entry["regions_scored"] != wanted:
            return [f"round {entry['round']}: regions scored {entry['regions_scored']}, the King's path {wanted}"]
        king = board.lookup(entry["king_after"])
    return []


def _sheet_regions_as_scored(rules: Rules, sheet: dict[str, Any], result: Any) -> list[str]:
    """The sheet tells each region scored as `referee score` tells it (whose answer the account rows
    hold to the model): every player with influence there, with their influence and their points,
    the final scoring's regions too, in the order scored, each with its whole banner in force (the
    sheet's `banners`), as the account of `score` tells it too, and each replayed round's outcome
    (the API's) carries that account."""
    for entry, played in zip(sheet["rounds"], result.rounds):
        told = entry["regions"] + entry.get("final_scoring", {}).get("results", [])
        shown = played.outcome.to_dict(rules)
        answer = shown["regions"]
        # each replayed round's outcome carries its account (`referee.describe(result.rounds[k].outcome)`,
        # docs/api.md), a region step for each region scored
        traced = [s["region"] for s in shown["trace"] if s["step"] == "region"]
        if traced != [region["region"] for region in answer]:
            return [f"round {entry['round']}: the replayed round's account tells the regions {traced}, "
                    f"its answer scores {[region['region'] for region in answer]}"]
        for step in (s for s in shown["trace"] if s["step"] == "region"):     # the account's words alike
            in_force = sheet["banners"].get(step["region"], {}).get("values")
            if step["banner"] != in_force:
                return [f"round {entry['round']}: `score`'s account tells {step['region']}'s banner as "
                        f"{step['banner']}, the banner in force {in_force}"]
        for summary, region in zip(told, answer):
            placings = [p for p in region["placings"] if p["influence"]]
            influence = {p["player"]: p["influence"] for p in placings}
            points = {p["player"]: p["points"] for p in placings}
            if (summary["region"], summary["influence"], summary["points"]) != (region["region"], influence, points):
                return [f"round {entry['round']}: the sheet tells {summary['region']} as points {summary['points']}, "
                        f"influence {summary['influence']}; `score` tells {region['region']} as {points}, {influence}"]
            in_force = sheet["banners"].get(summary["region"], {}).get("values")
            if summary["banner"] != in_force:
                return [f"round {entry['round']}: the sheet tells {summary['region']}'s banner as {summary['banner']}, "
                        f"the banner in force {in_force}"]
            told_apart = _told_apart(summary, region)
            if told_apart:
                return [f"round {entry['round']}: {summary['region']}: {told_apart}"]
        if len(told) != len(answer):
            return [f"round {entry['round']}: the sheet tells {len(told)} regions scored, `score` {len(answer)}"]
    return []


def _sheet_influence_as_placed(rules: Rules, sheet: dict[str, Any], game: dict[str, Any]) -> list[str]:
    """"Scoring": a player's influence in a region is their markers there and their Nobles at [scoring]
    noble_influence each. A region scored in a round holds, at its scoring, the markers the position
    before the round held there and those placed in it that round (the sheet's `placed`), and the
    Nobles there before the round (they change in a region at its own scoring only): each player with
    any is on the sheet's region with that influence, those below [scoring] min_influence too, read
    from the game's own positions, not from the scoring that placed them."""
    board = rules.board
    for k, entry in enumerate(sheet["rounds"]):
        before: Position = game["start"] if k == 0 else game["after"][k - 1]
        for summary in entry["regions"]:
            region = board.lookup(summary["region"])
            owners = before.nobles_in(region)
            want = {p: before.markers.get(region, {}).get(p, 0) + entry["placed"].get(p, {}).get(summary["region"], 0)
                    + rules.scoring.noble_influence * owners.count(p) for p in game["players"]}
            want = {p: n for p, n in want.items() if n}
            if summary["influence"] != want:
                return [f"round {entry['round']}: the sheet tells the influence in {summary['region']} as "
                        f"{summary['influence']}, the players' markers and Nobles there {want}"]
    return []


def _told_apart(summary: dict[str, Any], region: dict[str, Any]) -> str:
    """What the sheet's summary of a region tells otherwise than `score`'s answer for it: whether it is
    the final scoring's, the banner's provenance, the Noble decision ("Nobles": who placed one, whose were
    removed or kept, why; the tied leaders who also placed one) and the chain bonuses; "" for nothing."""
    noble = region["noble"]
    want = None if noble is None else {k: noble[k] for k in ("placed", "removed", "kept", "reason", "also_placed")
                                       if k in noble}
    bonuses = {b["player"]: b["points"] for b in region["bonuses"]}
    told = {"final": summary["final_scoring"], "provenance": summary["banner_provenance"],
            "noble": summary.get("noble"), "bonuses": summary.get("bonuses", {})}
    answer = {"final": region["final_scoring"], "provenance": region["banner_provenance"], "noble": want,
              "bonuses": bonuses}
    return "; ".join(f"the sheet tells its {k} as {told[k]}, `score` as {answer[k]}" for k in told
                     if told[k] != answer[k])


def _sheet_problems(rules: Rules, sheet: dict[str, Any], game: dict[str, Any]) -> list[str]:
    """Each round's King stands where the previous round left him (the first round's, where the
    game starts); each round's scores are the previous ones plus its points; the final ones, the
    last round's plus the final scoring's places and bonuses (`sheet`: the replay's JSON)."""
    previous = {p: game["start"].scores[p] for p in game["players"]}
    king = rules.board.name(game["start"].king)
    for entry in sheet["rounds"]:
        if entry["king"] != king:
            return [f"round {entry['round']}: the King in {entry['king']}, the previous round left him in {king}"]
        king = entry["king_after"]
        added = {p: previous[p] + entry["awarded"].get(p, 0) for p in previous}
        if added != entry["scores"]:
            return [f"round {entry['round']}: scores {entry['scores']}, the previous plus its points {added}"]
        previous = entry["scores"]
    final_points = {p: 0 for p in previous}
    for region in sheet["rounds"][-1].get("final_scoring", {}).get("results", []):
        for told in ("points", "bonuses"):              # its places, and its Noble bonuses where it pays them
            for player, points in region.get(told, {}).items():
                final_points[player] += points
    expected = {p: previous[p] + final_points[p] for p in previous}
    if sheet["final"]["scores"] != expected or expected != dict(game["final"].scores):
        return [f"final scores {sheet['final']['scores']}, the last round's plus the final scoring's {expected}"]
    return []
