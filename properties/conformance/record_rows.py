"""Game records written, read back and replayed, against the engine's own play and a result model
stated from "Game end and winning" (plain `check`).

A record is how an organiser hands the referee a whole game, and its reader has branches no drawn
round reaches: a record without `start` is set up by the reader (the King in the first region of
the route, every supply full, the record's banners and rulings laid on), one with `start` is read
as a position; the result an organiser reads (winners, whether the top score was tied, whether the
victory is shared) is computed after the last round only. Here the engine plays whole games of
random legal rounds (as `referee simulate` chooses them) under the ruleset, with a printing's
banner values for two regions (each value after the first a point higher, so a reader that drops
them scores differently) and the ruleset's rulings. Each game is written twice, without `start` (banners
and rulings at the record's top) and with `start` (the set-up written out, banners and rulings
inside it), as JSON text, read back (referee.io.game_record) and replayed strictly
(referee.engine.replay); each must agree with the engine's own play:

- round by round: the position after the round (scores, supplies, board, Nobles, King);
- the sheet: each round's scores are the previous ones plus the points it awarded, and the final
  scores are the last round's plus the final scoring's points;
- a record the referee writes naming each card as the board prints it, and the sheet's JSON telling
  each round's cards and re-selections as written;
- a round's comment told back in the sheet's JSON as written, its spaces too; each card event told with
  the facts that hold of it only (no flag written false, no fact null); the sheet's start the given
  position wherever the record gives `start`, the set-up where it does not;
- the sheet's variants (`replay --json`'s `variants`) loading back as the rules replayed under;
- the record with `start`, the start giving the ruleset's own banners and the record's `banners` a
  printing's: the record's laid over the start's, the game replayed under the printing;
- a game where one more marker is needed to be placed in a region (a variant file): the sheet tells
  every player with markers in a region, placed or not, as `referee score` does; a game where a lone
  Noble's bonus pays nothing ([nobles] bonus_base = 0, a variant file): the sheet tells that bonus of
  no points, as `referee score` does; each player's markers placed in a round listed by region in the
  route's order; a record whose player with no marker left plays the Witch alone and re-selects no
  card (ruling no-markers-no-cards = special-cards-allowed): the sheet lists that empty re-selection;
  a record taken up after round 1 with an unknown card in its first round: refused at rounds[0],
  told of round 2;
- a game under variants (the shorter game's, a variant file), its record written without them and
  the variants given beside it (`replay --variant`), without `start` and with it: the same sheet as
  the record naming them;
- the sheet's banners (`replay --json`'s `banners`) every region's along the King's route, the
  record's own where it gives them; each
  region on the sheet told as `referee score` tells it (every player with influence there, their
  influence and points);
- a record taken up after the game's first round (its `start` the position then), replayed up to its
  first round: the game goes on, and the result says so after round 2, the start's round counted,
  its JSON giving the fields of a game going on and none of an ended game's, why in French under
  `--lang fr`;
  played to its end with a wrong result, that told after the game's last round at the record's last
  entry;
- the API's `sheet` is the JSON's rounds, and the result's reason names the winners and the top
  score, and no player below it;
- the same record object replayed a second time gives the same sheet (a replay that plays on the
  record's own start, not a copy, changes it for the next);
- replayed up to its first round and its last (`replay --until N`): the position after that
  round; with `--before-scoring` too, that round stopped before its scoring (the scores before it);
- why the game ended, naming the rules' threshold and every player who reached it (after the last
  round's scoring, before the final scoring), and the result, against this module's model
  of the rulebook's text: the most points win; among players tied on them, the tie-break the
  rules name decides (the most Nobles on the board, or the most influence on the board when the
  last round ended, a Noble counting as the scoring's Noble influence, or none); still tied, the
  victory is shared. "tie_break" says the top score was tied, "shared_victory" that more than
  one player won.

One more game is played under the rules with the end SHORTER_BY points sooner (a table's shorter
game, a variant file the records name): a threshold read as the rulebook's 40 shows there; and one
with the final scoring paying the Noble bonus, whose sheet must tell those bonuses. And one
game under each set of the open rulings' other answers (drawn.alternative_rulings: every ruling
answered otherwise than the ruleset does, as few games as hold every answer), so that a record's
rulings are never only the defaults a reader falls back to: a reader that drops them, with `start`
or without, plays another game. Those games are played on the ruleset's own banners, so their
records write rulings and no banners (every other record writes a printing's banners). The
rulings are also laid in layers ("Game records": the answers
given beside a record, `replay --ruling`, over the record's own, over its start's): each such
game's record written with the ruleset's own answers, and again with no rulings, each read with the
answers it was played under given beside it, and a game under
the ruleset's own answers written with a `start` holding the other answers and the record's own
`rulings` giving back the ruleset's: a reader dropping the answers given beside a record, or
laying a start's over the record's own, plays another game. Three records are refused by name: one
that is no object (NOT_AN_OBJECT at `record`), one whose rounds run past the most a record holds
after its start (TOO_MANY_ROUNDS at `rounds`, saying that most, referee/limits.py MAX_ROUNDS; none of
its rounds read, so a stranger named in its first is not told), and
one whose rulings are a list, read with an answer given beside it (BAD_TYPE at `rulings`). A
record of a game set up and not yet played is read back with no problem and replayed to the set-up.
A start holding a printing's banner unlike the rulebook's and a score at the threshold tells the
warning and the error as `referee score --json` tells that position, each under `start.`.
Two rounds written after the game's end are each named and not played by a lenient replay, and the
first refused by a strict one. A record read with a warning (a printing's banner unlike the
rulebook's) has its result held to the game as any other: a wrong winner there is told. A selection
written with a card more than the round asks is refused there by a strict replay and told, the game played on,
by a lenient one. A round whose two Witch players' re-selections are written in the reverse of their
seats is listed on the sheet in seat order. A player
named `Witch` is seated and replayed as any other (only `witch`, a round's own key, is
refused). A record whose `start` names the record's variants again, the two lists as many as may be named
together, reads each variant once and replays the game played.

Random games rarely end with the top score tied, so each game also gives tied twins: its last round
replayed from a `start` written just before it, the scores there chosen so that two or three players
reach the threshold in it and end level (the points a round gives do not depend on the scores:
"Scoring"): a twin whose group the tie-break separates, one whose group it leaves level, and one of
three it leaves two of level. Games are drawn until an untied ending, a tie decided by the tie-break,
a shared victory and a tie narrowed to two were all met (the second where the rules have a tie-break;
the last under the rulebook's Nobles tie-break where three may play: influence counts are seldom level
enough, so under that tie-break a narrowed tie is held where met), or MAX_GAMES were played. Each
ending's `end_code` in the sheet's JSON is held to the model's ("Game end and winning": most points,
shared by rule, tie-break, shared).
"""

from __future__ import annotations

import copy
import json
import random
from typing import TYPE_CHECKING, Any, Optional

from ...messages import text
from .oracle import OracleReport
from .position_told import engine_problems, open_rulings
from .record_games import (
    ROUND_CAP,
    as_start,
    final_bonus_game,
    higher_minimum_game,
    played_game,
    printed_banners,
    raised_banner,
    seat_count,
    shorter_game,
    tied_twins,
    written,
    zero_bonus_game,
)
from .record_sheet import events_in_seat_order, replayed_problems

if TYPE_CHECKING:
    from ...rules import Rules

SEED = 71
MIN_GAMES = 4                 # games played whatever the endings met
MAX_GAMES = 40                # at most, looking for every kind of ending
Play = tuple[int, Optional[str], str]      # an illegal play as a replay tells it: round, player, code
# the fields of `replay --json`'s `final` while the game goes on, in that order (docs/organisers.md)
UNFINISHED_FIELDS = ("rounds_played", "game_over", "scores", "nobles_on_board", "winners", "why")


def run(rules: Rules, seed: int = SEED) -> OracleReport:
    """Games played, written both ways, read back and replayed: one report, a mismatch per
    disagreement (module docstring)."""
    report = OracleReport(text("record-rows.what"), label="game records written, read back and replayed")
    met: set[str] = set()
    wanted = {"untied", "shared"} | ({"decided"} if rules.end.tie_break != "shared" else set())
    if rules.end.tie_break == "most-nobles-on-board" and rules.max_players >= 3:
        wanted.add("narrowed")          # three level, two of them with the most Nobles
    games = 0
    while games < MAX_GAMES and (games < MIN_GAMES or not wanted <= met):
        rng = random.Random(f"{seed}:{games}")
        game = played_game(rng, rules, seat_count(rules, games))
        games += 1
        if game is None:
            continue
        if not met:                         # the first game played to its end, once
            _resumed(rules, report, game)
            _banners_given_beside(rules, report, game)
            _banners_in_layers(rules, report, game)
            _result_of_winners_only(rules, report, game)
            _variants_in_start_and_record(rules, report, game)
            _players_in_start_alone(rules, report, game)
            _seat_named_witch(rules, report, game)
            _entries_out_of_seat_order(rules, report, game)
            _two_witches_out_of_seat_order(rules, report, game)
            _round_after_the_end(rules, report, game)
            _round_written_wrong(rules, report, game)
            _fields_in_published_order(rules, report, game)
            _wrong_result_beside_a_rounds_error(rules, report, game)
            _start_supply_left_out(rules, report, game)
            _start_supply_given_for_some_seats(rules, report, game)
            _start_supply_of_none_for_every_seat(rules, report, game)
        for n, played in enumerate([game, *tied_twins(rules, game)]):
            met.add(played["kind"])
            for with_start in (False, True) if n == 0 else (True,):     # a twin starts mid-game
                report.cases += 1
                report.mismatches += [{"game": games, "twin": n, "with_start": with_start, "problem": p}
                                      for p in replayed_problems(rules, played, with_start)]
            if len(played["winners"]) > 1:
                _winners_written_out_of_order(rules, report, played, n)
    missing = sorted(wanted - met)
    if missing:
        report.mismatches.append({"game": games, "problem": f"no game ended {', '.join(missing)} in {games} games"})
    _both_ways(report, shorter_game(rules), random.Random(f"{seed}:shorter"), "shorter", 0)
    _banner_as_printed(rules, report, seed)
    bonus = final_bonus_game(rules)
    if bonus is not None:
        _both_ways(report, bonus, random.Random(f"{seed}:final bonus"), "final bonus", 0)
    zero = zero_bonus_game(rules)
    if zero is not None:
        _both_ways(report, zero, random.Random(f"{seed}:zero bonus"), "zero bonus", 0)
    higher = higher_minimum_game(rules)
    if higher is not None:
        _both_ways(report, higher, random.Random(f"{seed}:higher minimum"), "higher minimum", 0)
    for n, (chosen, ruled) in enumerate(_under_other_rulings(rules)):
        # on the ruleset's own banners: its record writes its rulings and no banners (every other game
        # writes a printing's two)
        ruled_game = _both_ways(report, ruled, random.Random(f"{seed}:rulings:{n}"), f"rulings {n + 1}", n,
                                banners={})
        if ruled_game is not None:
            _layered(report, rules, chosen, ruled_game, random.Random(f"{seed}:layers:{n}"), n)
    _refused_records(rules, report)
    _no_round_yet(rules, report)
    _reselection_of_no_cards(rules, report)
    _wrong_result_beside_a_warning(rules, report, seed)
    _start_told_as_its_position(rules, report)
    _witches_written_alone(rules, report)
    return report


def _resumed(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """The game's record taken up after its first round (a `start` written as the engine left the
    game then, round 1, and the rounds after it), replayed up to its first round, the game's second:
    the game goes on, and the result says so after round 2 (the start's round counted: "Game
    records" numbers a record's rounds on from its start's), one of the record's rounds played
    (`rounds_played`, docs/organisers.md: the record's, not the game's), short of the rules'
    threshold, which it names; and the same start with no round after it: the game goes on after
    round 1, the start's, no round played. Either result, as `replay --json` gives it, holds only
    UNFINISHED_FIELDS (docs/organisers.md), its winners none: why an ended game ended, whether its top
    score was tied and its victory shared are told of an ended game alone; asked in French (`--lang
    fr`), why the game goes on is told in French."""
    from ...engine.record import make_record
    from ...engine.replay import replay
    from ...io.game_record import read_record

    if len(game["rounds"]) < 3:
        return
    start = as_start(game["after"][0], rules)
    for rounds, until, round_told, played_told in ((game["rounds"][1:], 2, 2, 1), ([], None, 1, 0)):
        report.cases += 1
        data = make_record(game["players"], rules, rounds) | {"start": start}
        record, problems = read_record(json.loads(json.dumps(data)))
        final = None if record is None else replay(record, until=until).final
        why = final.why_text.values() if final is not None and final.why_text is not None else {}
        played = None if final is None else final.rounds_played
        told = None if final is None else final.to_dict()         # no result at all: told below
        if final is not None and told is not None and final.why_text is not None:
            french = final.to_dict("fr")["why"]                  # `replay --json --lang fr`
            if french != final.why_text.render("fr") or french == told["why"]:
                report.mismatches.append({"game": f"resumed after round 1, {len(rounds)} rounds after",
                                          "problem": f"replay --until {until} --lang fr of it: the result's why "
                                                     f"{french!r}, not in French"})
        if told is not None and (list(told) != list(UNFINISHED_FIELDS) or told["winners"] != []):
            report.mismatches.append({"game": f"resumed after round 1, {len(rounds)} rounds after",
                                      "problem": f"replay --until {until} of it: the result's JSON {told}, "
                                                 f"whose fields an unfinished game's are {list(UNFINISHED_FIELDS)}"})
        if [p.message for p in problems if p.severity == "error"] or final is None or final.game_over \
                or (why.get("round"), why.get("threshold"), played) != (round_told, rules.end.threshold, played_told):
            over = None if final is None else final.game_over
            report.mismatches.append({"game": f"resumed after round 1, {len(rounds)} rounds after", "problem":
                                      f"replay --until {until} of it: why names round {why.get('round')} and "
                                      f"threshold {why.get('threshold')}, over {over}, "
                                      f"{played} rounds played, read with {[p.code for p in problems]}"})
    _resumed_with_a_card_twice(rules, report, game, start)
    _resumed_with_a_wrong_result(rules, report, game, start)
    _resumed_without_its_supply(rules, report, game, start)


def _resumed_without_its_supply(rules: Rules, report: OracleReport, game: dict[str, Any], start: dict[str, Any]
                                ) -> None:
    """The record taken up after round 1, its start giving no supply (docs/organisers.md: a supply the
    start does not give is derived, every marker not on the board, not a Noble and not on the score
    track, whatever the start's round): read back, every seat's supply is the one the game held then."""
    from ...engine.record import make_record
    from ...io.game_record import read_record

    report.cases += 1
    bare = {k: v for k, v in start.items() if k != "supply"}
    record, problems = read_record(json.loads(json.dumps(make_record(game["players"], rules, game["rounds"][1:])
                                                         | {"start": bare})))
    errors = [p.message for p in problems if p.severity == "error"]
    held = dict(game["after"][0].supply or {})
    read = None if record is None else record.start.supply
    if errors or read != held:
        report.mismatches.append({"game": "resumed after round 1, no supply in its start", "read": errors,
                                  "problem": f"the start's supply read as {read}, the game held {held}"})


def _resumed_with_a_card_twice(rules: Rules, report: OracleReport, game: dict[str, Any], start: dict[str, Any]) -> None:
    """The record taken up after round 1, its first seat named in two words (a key a field path
    quotes), that seat's first selection written with its first card twice, replayed leniently: each
    illegal play told of round 2 and placed where the record holds it, the first of its rounds and the
    seat's quoted key (`rounds[0]."Zoe Jr"`, not the game's round number as an index); replayed
    strictly, refused at the first of them, told alike. Each told in JSON (`replay --json`) with the
    card as the record writes it, its `value` and its `card` (docs/organisers.md: the card itself, not
    the sentence's quoting of it)."""
    from ...engine.record import make_record
    from ...errors import field_key
    from .renamed_seat import record_seat_renamed

    seat = game["players"][0]
    first = f"{seat} Jr"
    data = record_seat_renamed(make_record(game["players"], rules, game["rounds"][1:]) | {"start": start}, seat, first)
    data["rounds"][0][first] = data["rounds"][0][first] + data["rounds"][0][first][:1]
    report.cases += 1
    _, result = _read_and_replayed(data, lenient=True)
    told = [] if result is None else [p.to_dict() for p in result.problems]
    written_cards = data["rounds"][0][first]
    wrong = [(p["round"], p["field"], p["value"], p["card"]) for p in told
             if p["round"] != 2 or p["field"] != f"rounds[0].{field_key(first)}"
             or p["value"] not in written_cards or p["card"] != p["value"]]
    if not told or wrong:
        report.mismatches.append({"game": "resumed after round 1, a card twice", "problem":
                                  f"its illegal plays told at {wrong or 'none'} (round, field, value, card), "
                                  f"not round 2 at rounds[0] with one of the cards written {written_cards}"})
    _resumed_refused_strictly(report, data, field_key(first))
    _resumed_with_an_unknown_card(report, data, first)


def _resumed_refused_strictly(report: OracleReport, data: dict[str, Any], key: str) -> None:
    """That record replayed strictly (`referee replay` without --lenient): refused at its first illegal
    play, told as the lenient replay tells it, of round 2 at `rounds[0].KEY` (the refusal `replay --json`
    gives is the play's own)."""
    from ...engine.replay import replay
    from ...engine.round_play import IllegalPlayError
    from ...io.game_record import read_record

    report.cases += 1
    record, _ = read_record(data)
    told = None
    try:
        if record is not None:
            replay(record)
    except IllegalPlayError as refused:
        told = refused.play.to_dict()
    if told is None or (told["round"], told["field"]) != (2, f"rounds[0].{key}"):
        report.mismatches.append({"game": "resumed after round 1, a card twice", "problem": "refused strictly at "
                                  f"{told and (told['round'], told['field'])}, not round 2 at rounds[0].{key}"})


def _resumed_with_an_unknown_card(report: OracleReport, data: dict[str, Any], first: str) -> None:
    """That record (taken up after round 1, its first seat named in two words) with its first card
    no card at all: the reader refuses it where the record holds it, the first of the record's
    rounds (`rounds[0]."Zoe Jr"[0]`), and tells it of round 2 (the rounds number on from the start's)."""
    from ...errors import field_key
    from ...io.game_record import read_record

    damaged = copy.deepcopy(data)
    damaged["rounds"][0][first][0] = "Atlantis"
    report.cases += 1
    _, problems = read_record(damaged)
    errors = [p for p in problems if p.severity == "error"]
    told = [(p.code, p.field) for p in errors]
    want = [("UNKNOWN_CARD", f"rounds[0].{field_key(first)}[0]")]
    if told != want or "round 2" not in errors[0].message:
        said = errors[0].message if errors else "nothing"
        report.mismatches.append({"game": "resumed after round 1, an unknown card", "problem":
                                  f"told {told} ({said}), not {want} of round 2"})


def _resumed_with_a_wrong_result(rules: Rules, report: OracleReport, game: dict[str, Any],
                                 start: dict[str, Any]) -> None:
    """The record taken up after round 1 and played to the end, its result giving a losing player as
    the winner, then a score one point off: the replay tells RESULT_MISMATCH after the game's last
    round, placed at the record's last entry (the rounds number on from the start's, "Game records"),
    not at the game's round number read as an index."""
    from ...engine.record import make_record

    rounds = game["rounds"][1:]
    losers = [p for p in game["players"] if p not in game["winners"]]
    last = {"round": len(game["rounds"]), "field": f"rounds[{len(rounds) - 1}]", "code": "RESULT_MISMATCH"}
    scores = {p: game["final"].scores[p] for p in game["players"]}
    first = game["players"][0]
    for wrong in ({"winners": losers[:1]}, {"scores": scores | {first: scores[first] + 1}}):
        if not losers and "winners" in wrong:
            continue
        report.cases += 1
        data = json.loads(json.dumps(make_record(game["players"], rules, rounds, result=wrong) | {"start": start}))
        _, result = _read_and_replayed(data, lenient=True)
        told = [] if result is None else [p.to_dict() for p in result.problems]
        if [{k: p[k] for k in last} for p in told] != [last]:
            said = "; ".join(f"at {p['field']}: {p['message']}" for p in told) or "nothing"
            report.mismatches.append({"game": f"resumed after round 1, its result {wrong}",
                                      "problem": f"told {said}, not {last}"})


def _no_round_yet(rules: Rules, report: OracleReport) -> None:
    """A record of a game set up and not yet played (a live table's first moment), written as the
    engine writes records: read back with no problem, and replayed to the set-up ("Preparation");
    given a result naming a winner, the result is held to the game as any is, and told wrong."""
    from ...engine.record import make_record
    from ...engine.replay import replay
    from ...engine.setup import new_game
    from ...io.game_record import read_record

    players = [f"P{i + 1}" for i in range(rules.min_players)]
    report.cases += 1
    record, problems = read_record(json.loads(json.dumps(make_record(players, rules, []))))
    errors = [p.message for p in problems if p.severity == "error"]
    position = replay(record).position if record is not None and not errors else None
    if position is None or position.to_dict(rules) != new_game(players, rules).to_dict(rules):
        report.mismatches.append({"game": "no round yet", "problem": f"read: {errors or 'not the set-up'}"})
    # the same record giving a result, a winner of a game nobody has played: held to the game like any
    # other result ("Game end and winning": the game goes on, so it has no winner), RESULT_MISMATCH
    report.cases += 1
    record, problems = read_record(make_record(players, rules, [], result={"winners": players[:1]}))
    told = [] if record is None else replay(record).problems
    if [p.code for p in told] != ["RESULT_MISMATCH"]:
        said = "; ".join(p.message for p in told) or "nothing"
        report.mismatches.append({"game": "no round yet", "problem": f"a result naming a winner told {said}"})


def _reselection_of_no_cards(rules: Rules, report: OracleReport) -> None:
    """A record taken up where its first player has no marker left (every one on the board), under
    the ruling no-markers-no-cards = special-cards-allowed: that player plays the Witch alone and
    writes a re-selection of no cards, the other a whole round's Region cards. Read and replayed with
    no problem, the sheet tells the round's cards and re-selections as written, the empty one too
    ("Revealing cards — Witch"; docs/organisers.md: the sheet lists a round's re-selections)."""
    from ...engine.record import make_record
    from ...engine.setup import new_game
    from ...errors import TextError

    ruling = "no-markers-no-cards"
    answer = "special-cards-allowed"
    per_round, comp = rules.round.cards_per_round, rules.components
    answers = next((r.alternatives for r in rules.rulings if r.id == ruling), ())
    if (comp.held("witch") == 0 or len(rules.board.route) < per_round
            or rules.chosen_rulings.get(ruling, answer) != answer or answer not in answers):
        return
    from .drawn import set_supply

    players = ["P1", "P2"]
    start = new_game(players, rules)
    set_supply(random.Random(f"{SEED}:no cards"), start, "P1", 0)           # P1's every marker on the board
    cards = {"P1": ["witch"], "P2": [rules.board.name(r) for r in rules.board.route[:per_round]]}
    data = json.loads(json.dumps(make_record(players, rules, [{**cards, "witch": {"P1": []}}],
                                             rulings={ruling: answer})))
    data["start"] = as_start(start, rules)
    report.cases += 1
    try:
        errors, result = _read_and_replayed(data)
    except TextError as refused:            # the strict replay stops at an illegal play
        report.mismatches.append({"game": "a re-selection of no cards", "problem": f"refused: {refused}"})
        return
    told = None if result is None else result.to_dict()["rounds"][0]
    if told is None or result.problems or (told["cards"], told.get("witch")) != (cards, {"P1": []}):
        said = errors or (told and (told["cards"], told.get("witch"), [p.message for p in result.problems]))
        report.mismatches.append({"game": "a re-selection of no cards", "problem": f"told {said}"})


def _refused_records(rules: Rules, report: OracleReport) -> None:
    """The records the reader must refuse by name (module docstring)."""
    from ...engine.record import make_record
    from ...engine.setup import new_game
    from ...io.game_record import read_record
    from ...limits import MAX_ROUNDS
    from .sentences import says

    players = [f"P{i + 1}" for i in range(rules.min_players)]
    # one round past the most, its first naming a stranger: past the bound no round is read, so the
    # stranger is not told (a reader reading up to the bound would tell it)
    late = make_record(players, rules, [{"Stranger": []}] + [{}] * (MAX_ROUNDS - 5))
    start = new_game(players, rules)
    start.round = 5
    late["start"] = as_start(start, rules)
    most = ("problem.too-many-rounds", {"max": MAX_ROUNDS})
    listed = make_record(players, rules, []) | {"rulings": [rules.rulings[0].id]}     # rulings as a list
    answer = {rules.rulings[0].id: rules.rulings[0].default}
    for data, code, field, words, given in (([late], "NOT_AN_OBJECT", "record", None, None),
                                            (late, "TOO_MANY_ROUNDS", "rounds", most, None),
                                            (listed, "BAD_TYPE", "rulings", None, answer)):
        report.cases += 1
        try:                # an answer given beside rulings of the wrong type (`replay --ruling`) too
            _, problems = read_record(data, extra_rulings=given)
        except Exception as raised:         # a reader raising is the finding: no record raises
            report.mismatches.append({"game": "refused", "problem": f"{code} at {field} expected, raised {raised!r}"})
            continue
        read_inside = [p for p in problems if code == "TOO_MANY_ROUNDS" and p.field.startswith("rounds[")]
        if read_inside or not any(p.code == code and p.field == field and (words is None or says(p.sentence, *words))
                                  for p in problems):
            report.mismatches.append({"game": "refused", "problem": f"{code} at {field} alone expected, read: "
                                      f"{[(p.code, p.field, p.message) for p in problems]}"})
    _answer_given_beside_spaced(rules, report, make_record(players, rules, []))


def _answer_given_beside_spaced(rules: Rules, report: OracleReport, record: dict[str, Any]) -> None:
    """An answer given beside a record (`replay --ruling`) is a word read as written, as a position's
    own answers are: one of the ruling's answers with spaces around it is none of them, BAD_RULING at
    that ruling, quoting it as given (not read trimmed, a repair the organiser never sees)."""
    from ...errors import field_key
    from ...io.game_record import read_record

    ruling = next(iter(open_rulings(rules)), None)
    if ruling is None:
        return
    spaced = f" {ruling.default} "
    report.cases += 1
    _, problems = read_record(record, extra_rulings={ruling.id: spaced})
    told = [(p.code, p.field, p.value) for p in problems if p.severity == "error"]
    if told != [("BAD_RULING", f"rulings.{field_key(ruling.id)}", spaced)]:
        report.mismatches.append({"game": "refused", "layers": "given beside a record that writes none",
                                  "problem": f"an answer given beside as {spaced!r}: told {told}"})


def _both_ways(report: OracleReport, rules: Rules, rng: random.Random, name: str, game: int,
               banners: dict[int, tuple[int, ...]] | None = None) -> dict[str, Any] | None:
    """One more game played under `rules` (with `banners`, default a printing's drawn), written
    without `start` and with it, each replayed; the game (None where it did not end)."""
    played = played_game(rng, rules, seat_count(rules, game), banners)
    if played is None:
        report.mismatches.append({"game": name, "problem": f"no end within {ROUND_CAP} rounds"})
        return None
    for with_start in (False, True):
        report.cases += 1
        report.mismatches += [{"game": name, "with_start": with_start, "problem": p}
                              for p in replayed_problems(rules, played, with_start)]
    _variants_given_beside(report, rules, played, name)
    return played


def _variants_given_beside(report: OracleReport, rules: Rules, played: dict[str, Any], name: str) -> None:
    """The record of a game under variants written without them, the variants given beside it as
    `replay --variant` gives them, without `start` and with it: the sheet of the record that names them."""
    if not rules.variant_refs:
        return
    from ...engine.round_play import IllegalPlayError

    for with_start in (False, True):
        report.cases += 1
        data = json.loads(written(rules, played, with_start))
        named = _read_and_replayed(data)[1]
        del data["variants"]
        try:
            errors, beside = _read_and_replayed(data, extra_variants=rules.variant_refs)
        except IllegalPlayError as refused:         # replayed under other rules, a round refused
            errors, beside = [str(refused)], None
        want = None if named is None else named.to_dict()
        if errors or beside is None or beside.to_dict() != want:
            report.mismatches.append({"game": name, "with_start": with_start, "errors": errors,
                                      "problem": "the variants given beside the record play another game than "
                                                 "the record naming them"})


def _layered(report: OracleReport, rules: Rules, chosen: dict[str, str], ruled_game: dict[str, Any],
             rng: random.Random, n: int) -> None:
    """The rulings in layers (module docstring): `ruled_game`, played under `chosen` beside the
    ruleset's own answers, written with the ruleset's own answers and read with those it was played
    under given beside it, laid over the record's; the same written with the answers it was played
    under, another ruling answered beside it (the record's own stand beside it);
    and a game under the ruleset's own answers written with a `start` holding `chosen`, the
    record's `rulings` giving back the ruleset's own answer of each."""
    asked = dict(ruled_game["start"].rulings)
    if asked:
        record_text = written(rules, ruled_game, False)    # read twice: with its rulings changed, without them
        data = json.loads(record_text)
        # the record's own answers the ruleset's: the answers given beside it are laid over them
        data["rulings"] = {rid: rules.choice(rid) for rid in asked}
        report.cases += 1
        report.mismatches += [{"game": f"rulings {n + 1}", "with_start": False, "layers": "given beside the record",
                               "problem": p}
                              for p in replayed_problems(rules, ruled_game, False, data=data, extra_rulings=asked)]
        # the record writing no rulings of its own, the answers it was played under given beside it: they
        # are its rulings (as they would be laid over any it wrote)
        bare = json.loads(record_text)
        bare.pop("rulings", None)
        report.cases += 1
        report.mismatches += [{"game": f"rulings {n + 1}", "with_start": False,
                               "layers": "given beside a record that writes none", "problem": p}
                              for p in replayed_problems(rules, ruled_game, False, data=bare, extra_rulings=asked)]
        # the record's own answers those it was played under, another ruling answered beside it: both stand
        other = next((r.id for r in rules.rulings if r.id not in asked), None)
        if other is not None:
            report.cases += 1
            report.mismatches += [{"game": f"rulings {n + 1}", "with_start": False,
                                   "layers": "another ruling given beside the record's", "problem": p}
                                  for p in replayed_problems(rules, ruled_game, False,
                                                              extra_rulings={other: rules.choice(other)})]
    own = played_game(rng, rules, seat_count(rules, n))
    if own is None or not chosen:
        return
    data = json.loads(written(rules, own, True))
    data["start"]["rulings"] = {**chosen, **data["start"].get("rulings", {})}
    answers = {r.id: rules.choice(r.id) for r in rules.rulings}
    data["rulings"] = {rid: answers[rid] for rid in data["start"]["rulings"]}
    report.cases += 1
    report.mismatches += [{"game": f"rulings {n + 1}", "with_start": True, "layers": "a start's answers under the "
                           "record's", "problem": p} for p in replayed_problems(rules, own, True, data=data)]


def _under_other_rulings(rules: Rules) -> list[tuple[dict[str, str], Rules]]:
    """(the answers, the rules under them) for each set of the open rulings' other answers (those
    the ruleset chose kept)."""
    from .drawn import alternative_rulings, under_rulings

    return [(chosen, under_rulings(rules, chosen)) for chosen in alternative_rulings(rules)]




def _winners_written_out_of_order(rules: Rules, report: OracleReport, game: dict[str, Any], twin: int) -> None:
    """A shared victory's record whose result lists its winners in the reverse of their seats' order:
    the winners are who won, in any order ("Game end and winning"), so the replay tells nothing."""
    data = json.loads(written(rules, game, True))
    data["result"]["winners"] = list(reversed(data["result"]["winners"]))
    report.cases += 1
    errors, result = _read_and_replayed(data)
    told = errors or ["not replayed"] if result is None else errors + [p.message for p in result.problems]
    if told:
        report.mismatches.append({"game": "winners written out of their seats' order", "twin": twin, "problem": told})


def _read_and_replayed(data: dict[str, Any], lenient: bool = False,
                       extra_variants: tuple[str, ...] = ()) -> tuple[list[str], Any]:
    """The errors reading the record `data` gives, and its replay (`replay --lenient` with `lenient`,
    `--variant` with `extra_variants`): None where the record is not read, or, read strictly, read with an error."""
    from ...engine.replay import replay
    from ...io.game_record import read_record

    record, problems = read_record(data, lenient=lenient, extra_variants=extra_variants)
    errors = [p.message for p in problems if p.severity == "error"]
    return errors, None if record is None or (errors and not lenient) else replay(record, lenient=lenient)


def _variants_in_start_and_record(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """The record with `start` naming its variants as the record does (a start copied from a saved
    position names them too), the two lists together as many as may be named (MAX_VARIANTS, filled by
    variants of the check's own making that restate the threshold at its value): read with each
    variant once, in the order named, and replayed to the game that was played; the start naming the
    first half of them and the record the rest, read in that order, the start's first (docs/organisers.md);
    one more named by the record, one past the bound between the two, refused as too many."""
    from ...errors import SpecError
    from ...io.game_record import read_record
    from ...limits import MAX_VARIANTS
    from .variant_sweep import Change, variant_folder, with_changes

    restated = rules
    try:
        for i in range(MAX_VARIANTS // 2 - len(rules.variant_refs)):
            restated = with_changes(restated, variant_folder(), "restated", f"restated-{i}", f"Restated {i}",
                                    [Change("end", "threshold", rules.end.threshold)])
    except SpecError:              # the ruleset's own variants refuse another: nothing to name
        return
    refs = list(restated.variant_refs)
    data = json.loads(written(rules, game, with_start=True))
    data["variants"], data["start"]["variants"] = refs, list(refs)
    report.cases += 1
    errors, result = _read_and_replayed(data)
    named = None if result is None else list(result.record.rules.variant_refs)
    scores = None if result is None or result.final is None else dict(result.final.scores)
    if errors or named != refs or scores != dict(game["final"].scores):
        report.mismatches.append({"game": "variants in start and record", "variants": refs, "read": named,
                                  "errors": errors, "scores": scores, "played": dict(game["final"].scores)})
    # the start naming the first half, the record the rest: the start's laid first
    half = len(refs) // 2
    split = copy.deepcopy(data)
    split["start"]["variants"], split["variants"] = refs[:half], refs[half:]
    report.cases += 1
    errors, result = _read_and_replayed(split)
    named = None if result is None else list(result.record.rules.variant_refs)
    if half and (errors or named != refs):
        report.mismatches.append({"game": "variants split between start and record", "start": refs[:half],
                                  "record": refs[half:], "read": named, "errors": errors})
    # one past the bound between the two lists (neither past it alone): refused as too many, not cut to it
    report.cases += 1
    data["variants"] = [*refs, "one-more"]
    codes = [p.code for p in read_record(data)[1] if p.severity == "error"]
    if "TOO_MANY_VARIANTS" not in codes:
        report.mismatches.append({"game": "variants in start and record, one past the bound", "errors": codes,
                                  "variants": data["variants"], "start": data["start"]["variants"]})


def _players_in_start_alone(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """The record with `start` holding the players, the record itself naming none (a saved position
    copied whole into a record: the start is a position, and a position seats its players): read
    without an error, its result read against the start's players, and replayed to the game that
    was played, the same winners in the same order."""
    data = json.loads(written(rules, game, with_start=True))
    data["start"] = {"players": data.pop("players"), **data["start"]}
    report.cases += 1
    errors, result = _read_and_replayed(data)
    final = None if result is None or result.final is None else result.final
    got = None if final is None else (dict(final.scores), list(final.winners))
    if errors or got != (dict(game["final"].scores), list(game["winners"])):
        report.mismatches.append({"game": "players in the start alone", "errors": errors, "replayed": got,
                                  "played": (dict(game["final"].scores), list(game["winners"]))})


def _entries_out_of_seat_order(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """The game's record with each round's entries (its re-selections too) written in the reverse of the
    players' seats, without `start` and with it, the start's tables by player reversed as well (a round
    and a position are tables by player: "Choosing cards" has the cards revealed in the order of play,
    whatever order the record writes them in): replayed as the game was played, every comparison of a
    record written in seat order holding (the positions, the sheet's events and tables in seat order)."""
    def reversed_table(table: Any) -> Any:
        return dict(reversed(list(table.items()))) if isinstance(table, dict) else table

    for with_start in (False, True):
        data = json.loads(written(rules, game, with_start=with_start))
        data["rounds"] = [reversed_table({k: reversed_table(v) if k == "witch" else v for k, v in r.items()})
                          for r in data["rounds"]]
        if with_start:
            data["start"] = {k: reversed_table(v) if k in ("scores", "supply", "used") else v
                             for k, v in data["start"].items()}
        report.cases += 1
        report.mismatches += [{"game": "entries out of seat order", "with_start": with_start, "problem": p}
                              for p in replayed_problems(rules, game, with_start, data=data)]


def _two_witches_out_of_seat_order(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """The game's first round written with its first two seats each playing the Witch alone and
    re-selecting the round's count of Region cards, the re-selections and the cards written in the
    reverse of their seats, the record of that round alone ("Revealing cards — Witch": the Witch players re-select in
    seat order, whatever order the record writes them in): its sheet lists the re-selections, their
    events and every table by player in seat order (events_in_seat_order). A round the engine
    refuses under the rules (a ruleset whose hand holds no Witch) is no such round, and not written."""
    from ...engine.round_play import IllegalPlayError

    seats = game["players"][:2]
    if rules.components.held("witch") < 1 or len(seats) < 2:
        return
    data = json.loads(written(rules, game, with_start=False))
    first = data["rounds"][0]
    regions = [rules.board.name(r) for r in rules.roads.route][:rules.round.cards_per_round]
    others = {p: cards for p, cards in first.get("witch", {}).items() if p not in seats}
    first.update({p: ["witch"] for p in seats})
    first["witch"] = {**{p: list(regions) for p in reversed(seats)}, **others}
    data["rounds"] = [dict(reversed(list(first.items())))]      # the cards too, the later seat first
    data.pop("result", None)
    report.cases += 1
    try:
        errors, result = _read_and_replayed(data)
    except IllegalPlayError:
        return
    if errors or result is None:
        report.mismatches.append({"game": "two Witches written out of seat order", "read": errors})
        return
    report.mismatches += [{"game": "two Witches written out of seat order", "problem": p}
                          for p in events_in_seat_order(result.to_dict(), game)]


def _seat_named_witch(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """A player may be named `Witch`: only `witch` and `comment`, a round's own keys, are refused,
    and names are read as written. The record with its first seat so named reads and replays to the
    game played, that seat's plays and score its own."""
    data = json.loads(written(rules, game, with_start=False))
    seat, name = data["players"][0], "Witch"

    def renamed(table: dict[str, Any]) -> dict[str, Any]:
        return {name if k == seat else k: v for k, v in table.items()}
    data["players"] = [name if p == seat else p for p in data["players"]]
    data["rounds"] = [renamed({**r, **({"witch": renamed(r["witch"])} if "witch" in r else {})})
                      for r in data["rounds"]]
    data["result"] = {"scores": renamed(data["result"]["scores"]),
                      "winners": [name if p == seat else p for p in data["result"]["winners"]]}
    report.cases += 1
    errors, result = _read_and_replayed(data)
    scores = None if result is None or result.final is None else dict(result.final.scores)
    if errors or scores != renamed(dict(game["final"].scores)):
        report.mismatches.append({"game": "a seat named Witch", "errors": errors, "scores": scores,
                                  "played": dict(game["final"].scores)})


def _round_after_the_end(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """A record with two rounds written after the game's end ("Game end and winning": the game ends with
    the round in which a player reaches the threshold), replayed leniently (`replay --lenient`): each
    such round is named (ROUND_AFTER_GAME_END) at its own number, saying the game ended after the
    game's last round, and not played: the sheet holds the
    game's rounds, and the scores are the game's. Replayed strictly (`referee replay`), the record is
    refused at the first of them under the same code."""
    from ...io.game_record import read_record

    data = json.loads(written(rules, game, with_start=False))
    data["rounds"] += [data["rounds"][-1]] * 2          # two rounds after the end: each named
    data.pop("result", None)
    report.cases += 1
    _, result = _read_and_replayed(data, lenient=True)
    told = None if result is None else [(p.round, p.code) for p in result.problems]
    played = None if result is None else len(result.rounds)
    after = len(game["rounds"])
    # each says after which round the game ended: the game's last, not the round before its own
    ended = None if result is None else [p.reason.values().get("round") for p in result.problems]
    scores = None if result is None or result.final is None else dict(result.final.scores)
    record, problems = read_record(data)
    refused = None if record is None or any(p.severity == "error" for p in problems) else strictly_told(record)[0]
    expected = [(after + 1, "ROUND_AFTER_GAME_END"), (after + 2, "ROUND_AFTER_GAME_END")]
    if told != expected or played != after or scores != dict(game["final"].scores) \
            or refused != (after + 1, None, "ROUND_AFTER_GAME_END") or ended != [after, after]:
        report.mismatches.append({"game": "a round after the end", "told": told, "ended after": ended,
                                  "rounds played": played,
                                  "scores": scores, "played": dict(game["final"].scores), "strict": refused})


def _fields_in_published_order(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """A record the referee writes (`simulate`, the laboratory's records: engine.record.make_record), every
    optional field given, lists its fields in the order the published format gives them (the game
    record's JSON Schema), as an organiser reading the file expects to find them, and names as its
    `$schema` the game record's schema (docs/organisers.md), by the address that schema gives itself."""
    from ...engine.record import make_record
    from .published_formats import published_id, record_fields

    first = rules.board.name(rules.board.route[0])      # written, not read: any region and ruling will do
    data = make_record(game["players"], rules, game["rounds"], rulings={"tie-ranking": rules.choice("tie-ranking")},
                       banners={first: [1]}, result={"winners": list(game["winners"])}, comment="written")
    report.cases += 1
    published = [f for f in record_fields() if f in data]
    if list(data) != published:
        report.mismatches.append({"game": "a record written", "fields": list(data), "published order": published})
    schema = published_id("game.schema.json")
    if data.get("$schema") != schema:
        report.mismatches.append({"game": "a record written", "$schema": data.get("$schema"), "published": schema})


def strictly_told(record: Any) -> tuple[Play | None, list[Play]]:
    """What a strict replay (`referee replay`, referee.replay) tells of `record`, each play as (round,
    player, code): the illegal play it refuses the record at (None where it plays the record
    through), and the problems of a replay played through (a result unlike the game's)."""
    from ...engine.replay import replay
    from ...engine.round_play import IllegalPlayError

    try:
        return None, [(p.round, p.player, p.code) for p in replay(record).problems]
    except IllegalPlayError as refusal:
        return (refusal.round, refusal.player, refusal.code), []


def _round_written_wrong(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """The game's record with one Region card more in a selection of its first round ("Choosing
    cards": a player selects as many cards as the round asks): replayed strictly (`referee replay`,
    referee.replay), the record is refused at that play (IllegalPlayError: round 1, that player,
    TOO_MANY_CARDS), nothing played past it; replayed leniently, that play is the one problem told and
    the game goes on to its end with the same scores (the selection cut to the count asked). The same
    record with a result naming a losing player: the lenient replay still holds the result to the game
    it played, telling that play and then RESULT_MISMATCH after the last round."""
    from ...io.game_record import read_record

    data = json.loads(written(rules, game, with_start=False))
    first = data["rounds"][0]
    regions = [rules.board.name(r) for r in rules.roads.route]
    seat = next((p for p in game["players"] if "witch" not in first[p] and set(regions) - set(first[p])), None)
    if seat is None:                    # every seat plays its Witch, or every Region card already
        return
    first[seat] = [*first[seat], next(r for r in regions if r not in first[seat])]
    data.pop("result", None)
    report.cases += 1
    record, problems = read_record(data)
    errors = [p.message for p in problems if p.severity == "error"]
    if record is None or errors:
        report.mismatches.append({"game": "a round written wrong", "with_start": False, "read": errors})
        return
    refused, _ = strictly_told(record)
    _, lenient = _read_and_replayed(data, lenient=True)
    told = None if lenient is None else [(p.round, p.player, p.code) for p in lenient.problems]
    scores = None if lenient is None or lenient.final is None else dict(lenient.final.scores)
    if refused != (1, seat, "TOO_MANY_CARDS") or told != [refused] or scores != dict(game["final"].scores):
        report.mismatches.append({"game": "a round written wrong", "with_start": False, "strict": refused,
                                  "lenient": told, "scores": scores, "played": dict(game["final"].scores)})
    losers = [p for p in game["players"] if p not in game["winners"]]
    if not losers:
        return
    data["result"] = {"winners": losers[:1]}        # the game's winners are not those
    report.cases += 1
    _, lenient = _read_and_replayed(data, lenient=True)
    told = None if lenient is None else [(p.round, p.player, p.code) for p in lenient.problems]
    if told != [refused, (len(data["rounds"]), None, "RESULT_MISMATCH")]:
        said = "; ".join(p.message for p in lenient.problems) if lenient is not None else "not read"
        report.mismatches.append({"game": "a round written wrong", "result": "a losing player named",
                                  "with_start": False, "lenient": told, "problem": f"told {said}"})


def _wrong_result_beside_a_warning(rules: Rules, report: OracleReport, seed: int) -> None:
    """A record the reader takes with a warning (a printing's banner for a region the rulebook prints,
    unlike it: BANNER_UNLIKE_RULEBOOK, "Scoring") is a record like any other: its result is still
    held to the game. The game played under that printing, its record's result giving the game's
    scores and a losing player as the winner: the replay tells RESULT_MISMATCH after the last round."""
    from ...io.game_record import read_record

    printed = [r for r in rules.regions if r.banner_provenance == "rulebook" and raised_banner(r.banner) != r.banner]
    if not printed:
        return
    region = printed[0]
    rng = random.Random(f"{seed}:a warning beside a wrong result")
    game = played_game(rng, rules, max(rules.min_players, min(rules.max_players, 3)),
                       {region.number: raised_banner(region.banner)})
    losers = [] if game is None else [p for p in game["players"] if p not in game["winners"]]
    if game is None or not losers:
        return
    data = json.loads(written(rules, game, with_start=False))
    data["result"]["winners"] = losers[:1]          # the scores the game's, the winner another
    report.cases += 1
    record, problems = read_record(data)
    said = [p.code for p in problems]
    result = None if record is None or "BANNER_UNLIKE_RULEBOOK" not in said else _read_and_replayed(data)[1]
    told = None if result is None else [(p.round, p.code) for p in result.problems]
    if told != [(len(data["rounds"]), "RESULT_MISMATCH")]:
        report.mismatches.append({"game": "a wrong result beside a warning", "with_start": False, "read": said,
                                  "told": told})


def _wrong_result_beside_a_rounds_error(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """A record with an error inside a round that changes no play (its first round's comment a
    number) and a result naming a losing player as the winner, replayed leniently (`replay
    --lenient` plays on past a round's errors, docs/organisers.md): the round's error is told by the
    reader and the result is still held to the game, RESULT_MISMATCH after the last round."""
    losers = [p for p in game["players"] if p not in game["winners"]]
    if not losers:
        return
    data = json.loads(written(rules, game, with_start=False))
    data["rounds"][0]["comment"] = 7
    data["result"]["winners"] = losers[:1]
    report.cases += 1
    errors, result = _read_and_replayed(data, lenient=True)
    told = None if result is None else [(p.round, p.code) for p in result.problems]
    if len(errors) != 1 or told != [(len(data["rounds"]), "RESULT_MISMATCH")]:
        report.mismatches.append({"game": "a wrong result beside a round's error", "with_start": False,
                                  "read": errors, "told": told})


def _result_of_winners_only(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """A result may give its winners alone, or neither field (docs/organisers.md: `scores` and
    `winners` are each optional; an empty result is an object stating nothing to compare): the
    record, its result the game's winners only, then `{}`, replays with no problem."""
    for kept, what in ((("winners",), "a result of winners only"), ((), "an empty result")):
        report.cases += 1
        data = json.loads(written(rules, game, False))
        data["result"] = {key: data["result"][key] for key in kept}
        report.mismatches += [{"game": what, "with_start": False, "problem": p}
                              for p in replayed_problems(rules, game, False, data)]


def _banners_given_beside(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """The record written without its banners, without `start` and with it (its start's banners left
    out), the game's printing given beside it (`replay --banners`, a program's extra banners):
    replayed as the record that holds them."""
    for with_start in (False, True):
        data = json.loads(written(rules, game, with_start=with_start))
        banners = (data["start"] if with_start else data).pop("banners", None)
        if not banners:
            return
        report.cases += 1
        report.mismatches += [{"game": "banners given beside", "with_start": with_start, "problem": p}
                              for p in replayed_problems(rules, game, with_start, data, extra_banners=banners)]


def _banner_as_printed(rules: Rules, report: OracleReport, seed: int) -> None:
    """A game whose printing gives, besides two banners of its own, one region's banner as the spec
    gives it (the rulebook's or a provisional one), written both ways: the sheet tells that banner as
    the user's (a printing given is the user's, whatever its values: `rules.banner_for`)."""
    rng = random.Random(f"{seed}:as printed")
    printed = printed_banners(rules, rng)
    region = next((r for r in rules.regions if r.number not in printed), None)
    if region is not None:
        banners = {**printed, region.number: region.banner}
        _both_ways(report, rules, rng, "a banner given as printed", 0, banners=banners)


def _banners_in_layers(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """The record with `start`, the start giving the ruleset's own banners for the regions the
    game's printing changes and the record's `banners` the printing's: a record's own banners are
    laid over its start's, region by region, as its rulings are (docs/organisers.md): replayed as
    the game, under the printing."""
    data = json.loads(written(rules, game, with_start=True))
    printed = data["start"].get("banners")
    if not printed:
        return
    data["start"]["banners"] = {rules.board.name(r.number): list(r.banner) for r in rules.regions
                                if rules.board.name(r.number) in printed}
    data["banners"] = printed
    report.cases += 1
    report.mismatches += [{"game": "banners in layers", "with_start": True,
                           "layers": "a start's banners under the record's", "problem": p}
                          for p in replayed_problems(rules, game, True, data)]




def _start_told_as_its_position(rules: Rules, report: OracleReport) -> None:
    """A start holding a printing's banner unlike the rulebook's (a warning, "Scoring") and a score at
    the end's threshold (an error: the game ended before it, "Game end and winning"): the record
    tells the two as `referee score --json` tells the same position, each under `start.`, in its
    order (the reader's problems, then what leaves the position unscorable: the warning first), not
    errors first (docs/organisers.md, "Game records")."""
    from ...engine.record import make_record
    from ...engine.setup import new_game
    from ...io.game_record import read_record

    printed = [r for r in rules.regions if r.banner_provenance == "rulebook" and raised_banner(r.banner) != r.banner]
    if not printed:
        return
    players = [f"P{i + 1}" for i in range(rules.min_players)]
    start = as_start(new_game(players, rules), rules)
    start["banners"] = {printed[0].name: list(raised_banner(printed[0].banner))}
    start["scores"][players[-1]] = rules.end.threshold
    report.cases += 1
    alone, _, _ = engine_problems(rules, {"players": players, "variants": list(rules.variant_refs), **start})
    want = [(p.code, f"start.{p.field}", p.severity) for p in alone]
    _, problems = read_record(make_record(players, rules, []) | {"start": start})
    told = [(p.code, p.field, p.severity) for p in problems]
    if told != want or [severity for *_, severity in want] != ["warning", "error"]:
        report.mismatches.append({"game": "a start's warning beside its error", "with_start": True,
                                  "told": told, "want": want})


def _start_supply_left_out(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """The game's record with its start, the first seat's supply left out of the start's `supply`
    (docs/organisers.md: a supply the start does not give is derived, every marker not on the board,
    not a Noble and not on the score track): read back and replayed as the game was played."""
    data = json.loads(written(rules, game, with_start=True))
    supply = data["start"].get("supply")
    if not supply:
        return
    supply.pop(game["players"][0], None)
    report.cases += 1
    try:
        found = replayed_problems(rules, game, True, data=data)
    except Exception as raised:     # noqa: BLE001 - a replay that raises on a record is what is found
        found = [f"raised {type(raised).__name__}: {raised}"]
    report.mismatches += [{"game": "a start's supply leaving a seat out", "with_start": True, "problem": p}
                          for p in found]


def _start_supply_given_for_some_seats(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """The same start, its first seat's supply left out and the next seat's given one marker fewer than
    it holds (markers missing: a warning, the start may give less): read back, the seat left out is
    derived (as the game holds it: every marker not on the board), and the seats given are kept as
    given, the one given fewer too, not derived again over what the start says."""
    players = game["players"]
    data = json.loads(written(rules, game, with_start=True))
    supply = data["start"].get("supply")
    if not supply or len(players) < 2 or not supply.get(players[1]):
        return
    want = {p: supply[p] for p in players}
    want[players[1]] -= 1
    supply.pop(players[0])
    supply[players[1]] -= 1
    _start_supply_read_back(report, data, want, "a start's supply given for some seats",
                            f"{want} written and derived")


def _start_supply_of_none_for_every_seat(rules: Rules, report: OracleReport, game: dict[str, Any]) -> None:
    """The same start giving every seat a supply of 0 (markers missing: warnings, a start may give
    fewer than it holds, and a seat with no marker left plays no Region card, "Choosing cards"): read
    back, every seat's supply is 0 as written, never derived from the board as a start that gives no
    supply is."""
    data = json.loads(written(rules, game, with_start=True))
    supply = data["start"].get("supply")
    if not supply or not any(supply.values()):
        return
    data["start"]["supply"] = {p: 0 for p in game["players"]}
    _start_supply_read_back(report, data, {p: 0 for p in game["players"]}, "a start's supply of none for every seat",
                            "0 written for every seat")


def _start_supply_read_back(report: OracleReport, data: dict[str, Any], want: dict[str, int], game: str,
                            written_as: str) -> None:
    """The record `data` read back (one case): its start's supply must be `want`, with no error; else
    a mismatch named `game`, saying what was `written_as`."""
    from ...io.game_record import read_record

    report.cases += 1
    record, problems = read_record(data)
    errors = [p.message for p in problems if p.severity == "error"]
    read = dict(record.start.supply or {}) if record is not None else None
    if errors or read != want:
        report.mismatches.append({"game": game, "with_start": True,
                                  "problem": f"start supply read as {read}, {written_as}; {errors}"})


def _witches_written_alone(rules: Rules, report: OracleReport) -> None:
    """Three seats, the first two playing a Witch written alone in round 1 (a record may leave the
    cards it sent back out, with a warning: "Revealing cards — Witch"), the third in round 2: the
    sheet's round 1 lists both warnings, in seat order, its round 2 the third's, and the replay's own
    warnings (`result.warnings`, the sheet's `warnings`) list all three, round by round."""
    from ...engine.record import make_record
    from ...engine.replay import replay
    from ...engine.round_play import IllegalPlayError
    from ...io.game_record import read_record

    count = rules.round.cards_per_round
    if rules.components.witches_per_player < 1 or not rules.min_players <= 3 <= rules.max_players \
            or len(rules.board.route) < count or rules.components.region_cards_per_region < 1:
        return
    cards = [rules.board.name(r) for r in rules.board.route[:count]]
    p1, p2, p3 = "P1", "P2", "P3"
    rounds = [{p1: ["witch"], p2: ["witch"], p3: list(cards), "witch": {p1: list(cards), p2: list(cards)}},
              {p1: list(cards), p2: list(cards), p3: ["witch"], "witch": {p3: list(cards)}}]
    report.cases += 1
    record, problems = read_record(make_record([p1, p2, p3], rules, rounds))
    if record is None or any(p.severity == "error" for p in problems):
        report.mismatches.append({"game": "two Witches written alone", "problem": f"read: {problems}"})
        return
    try:
        sheet = replay(record).to_dict()
    except IllegalPlayError as refused:         # a round the rules allow, refused
        report.mismatches.append({"game": "two Witches written alone", "problem": f"refused: {refused}"})
        return
    want = [[p1, p2], [p3]]
    told = [[w["player"] for w in entry.get("warnings", []) if w["code"] == "SENT_BACK_UNRECORDED"]
            for entry in sheet["rounds"]]
    whole = [w["player"] for w in sheet["warnings"] if w["code"] == "SENT_BACK_UNRECORDED"]
    if told != want or whole != [p1, p2, p3]:
        report.mismatches.append({"game": "two Witches written alone", "problem":
                                  f"the rounds' warnings told of {told}, the replay's of {whole}: {want} expected"})
    _witches_alone_taken_up_later(rules, report, [p1, p2, p3], rounds)


def _witches_alone_taken_up_later(rules: Rules, report: OracleReport, players: list[str],
                                  rounds: list[dict[str, Any]]) -> None:
    """The same rounds in a record taken up after round 4 (its start at round 4, its rounds 5 and 6):
    each warning is placed where the record holds its round, `rounds[0]` and `rounds[1]` (a record's
    rounds number on from its start, docs/organisers.md), as its illegal plays are."""
    from ...engine.record import make_record
    from ...engine.replay import replay
    from ...engine.setup import new_game
    from ...errors import field_key
    from ...io.game_record import read_record

    start = new_game(players, rules)
    start.round = 4
    data = make_record(players, rules, rounds) | {"start": as_start(start, rules)}
    report.cases += 1
    record, problems = read_record(data)
    if record is None or any(p.severity == "error" for p in problems):
        report.mismatches.append({"game": "two Witches written alone, taken up later", "problem": f"read: {problems}"})
        return
    told = [w["field"] for w in replay(record).to_dict()["warnings"] if w["code"] == "SENT_BACK_UNRECORDED"]
    want = [f"rounds[0].{field_key(players[0])}", f"rounds[0].{field_key(players[1])}",
            f"rounds[1].{field_key(players[2])}"]
    if told != want:
        report.mismatches.append({"game": "two Witches written alone, taken up later",
                                  "problem": f"the warnings placed at {told}, {want} expected"})

