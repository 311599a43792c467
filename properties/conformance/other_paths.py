"""The drawn rounds of the conformance run (drawn.py) through the referee's other paths, and the
words those paths show: what a round's numbers do not.

- unchecked: `simulate` and the agents play a round unchecked and untraced
  (round_play.apply_round(trace=False)): the same position after it, no account built; unchecked and
  traced (the laboratory's reference engine), the same card events as checked;
- lenient: `referee replay --lenient` carries on past an illegal play: a refused round names its
  illegal plays, of the round played, in the round's own list (the sheet's) as in the list handed
  back, in the same words on the sheet as in the JSON;
- the card events: a Witch's re-selection told where [cards] witch_reselects says; a card decided
  by an open ruling names the choice in force; a Knight's reason for adding nothing holds of its
  cards, and its markers are told one by one; the sent-back warning is given where a Witch stands
  alone with more than one card to play, and names ruling witch-reselect-same-cards exactly under
  `forbidden`; a Witch written with the cards it sent back plays as the Witch alone, and one with no
  marker to re-select with (no-markers-no-cards = special-cards-allowed) may leave its re-selection
  unwritten, the Dragon it sent back not played;
- the rulings carried: a ruleset's answers of the open rulings carried by the position instead, under
  the same rules at every default, play the round the same (a position file's or record's `rulings`),
  checked and unchecked;
- the hand left: selection.hand_left (the chooser's, the exhaustive selections') is the spec's data.
- the API's round: `play_round` with the round numbered by its caller and the position holding a
  Dragon of its own round plays the same round, numbered as given;
- written back: a position the engine made, written as the referee writes it, reads back the same,
  its tables in seat order and its board in the referee's form (along the route, no empty entry).

Each function returns the problems found, [] when the path agrees.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ..rounds import cards_asked
from .cited_sections import miscited

if TYPE_CHECKING:
    from ...engine.cards import Card
    from ...engine.position import Position
    from ...engine.round_play import RoundLog
    from ...rules import Rules
    from ..rounds import CardRound, Plays


def untraced_problems(rules: Rules, position: Position, plays: Plays, witch: Plays, after: Position,
                      log: RoundLog) -> list[str]:
    """The same round played unchecked (round_play.apply_round): untraced, as `referee simulate` and
    the agents play it (trace=False), the same position after it and no account built (its promise);
    traced (its default, the laboratory's reference engine reads the card events it tells), the same
    card events as the checked play's (`log`), as apply_round itself gives them."""
    from ...engine.round_play import apply_round

    work = position.copy()
    done = apply_round(work, rules, plays, witch, trace=False)
    problems = []
    if work != after:
        problems.append("the untraced play leaves another position")
    if done.outcome.trace or done.log.events:
        problems.append(f"the untraced play built {len(done.outcome.trace)} account steps, "
                        f"{len(done.log.events)} card events")
    told = apply_round(position.copy(), rules, plays, witch).log       # traced, as the laboratory plays it
    if told.events != log.events:
        problems.append(f"the unchecked traced play tells {len(told.events)} card events, the checked play "
                        f"{len(log.events)}")
    return problems


def end_reason_problems(rules: Rules, outcome: Any) -> list[str]:
    """A game's end told in the language asked ("Game end and winning"): the outcome's JSON in French
    (`score --json --lang fr`) gives the French reason, which reads otherwise than the English."""
    if not outcome.game_over or outcome.end_text is None:
        return []
    said = outcome.to_dict(rules, "fr").get("end_reason")
    wanted = outcome.end_text.render("fr")
    problems = [] if said == wanted != outcome.end_text.render("en") else [f"end_reason in French: {said!r}"]
    return problems + _tie_counts_problems(rules, outcome)


def _tie_counts_problems(rules: Rules, outcome: Any) -> list[str]:
    """"Game end and winning": a tie on the most points broken (or not) by the tie-break tells every
    tied player's count, in seat order, each beside its name, not the winners' alone, in the words
    of the tie-break the rules name (influence on the board, or Nobles)."""
    counts = outcome.end_text.values().get("counts")
    if counts is None:
        return []
    influence = rules.end.tie_break == "most-influence-on-board"
    by = outcome.influence_at_end if influence else outcome.nobles_at_end
    wanted = ", ".join(f"{p} {by[p]}" for p in outcome.tied_top)
    problems = [] if counts == wanted else [f"the tie-break tells {counts!r}, the tied players' counts are {wanted!r}"]
    if outcome.end_text.key.startswith("winners.influence.") != influence:
        problems.append(f"the tie-break {rules.end.tie_break!r} told as {outcome.end_text.key!r}")
    return problems


def replayed_cards_problems(plays: Plays, witch: Plays, entry: dict[str, Any]) -> list[str]:
    """The round as `referee replay --json` gives it (`entry`) lists each player's cards and each
    Witch's re-selection as played, as many cards as were written, a re-selection of none too (a
    Witch played with no card left to re-select, "Revealing cards — Witch"): an organiser's program
    reads from it who re-selected."""
    problems = []
    shown_witch = entry.get("witch", {})
    if set(shown_witch) != set(witch):
        problems.append(f"re-selections listed for {sorted(shown_witch)}, played by {sorted(witch)}")
    for field, played in (("cards", plays), ("witch", witch)):
        shown = entry.get(field, {})
        problems += [f"{field}.{p}: {len(shown.get(p, []))} cards listed, {len(cards)} played"
                     for p, cards in played.items() if p in shown and len(shown[p]) != len(cards)]
    return problems


def carried_rulings_problems(rules: Rules, position: Position, plays: Plays, witch: Plays, answer: dict[str, Any],
                             log: RoundLog | None = None) -> list[str]:
    """A ruling the ruleset answers away from its default, carried by the position instead (as a
    position file's or a record's `rulings` carries it, "Open rulings"), under the same rules with
    every ruling at its default: the round is as legal, scores the same (`answer`: the round's
    outcome as `score --json` gives it under `rules`) and, where the round's `log` under `rules` is
    given, tells the same of each card (its events as the round's JSON lists them), the ruling each
    event names included, and warns the same (a Witch's sent-back cards left out: whether they are
    checked is the ruling's). A line of the engine reading a ruling without the position's own
    answers plays the default there."""
    from ...engine.round_play import IllegalPlayError, apply_round, play_round
    from ...rules.loader import with_rulings_at_defaults

    if not rules.chosen_rulings:
        return []
    base = with_rulings_at_defaults(rules)
    carried = position.copy()
    carried.rulings = {**rules.chosen_rulings, **position.rulings}
    try:
        done = play_round(carried, base, plays, witch)
    except IllegalPlayError as exc:
        return [f"the rulings {carried.rulings} carried by the position: refused ({exc})"]
    shown = done.outcome.to_dict(base)
    # what must not change: all but the rulings the position carries
    mine, theirs = (_compared(data, "rulings", "rulings") for data in (shown, answer))
    if log is not None:
        mine["events"], theirs["events"] = done.log.to_dict(base)["events"], log.to_dict(rules)["events"]
        mine["warnings"], theirs["warnings"] = ([(w.code, w.player, str(w.text)) for w in played.warnings]
                                                for played in (done.log, log))
    differ = sorted(k for k in set(mine) | set(theirs) if mine.get(k) != theirs.get(k))
    problems = [f"the rulings {carried.rulings} carried by the position, not the ruleset: {', '.join(differ)} differ"
                ] if differ else []
    problems += _rulings_in_force_told(rules, carried, shown["rulings"], done.outcome)
    # unchecked and traced (the laboratory's reference engine, round_play.apply_round): the same round,
    # each card's event naming the answer the position carries, as the checked play's do
    # (the engine's objects compared, not their JSON: this runs on every such drawn round)
    loose = apply_round(carried.copy(), base, plays, witch)
    unlike = [name for name, same in (("events", loose.log.events == done.log.events),
                                      ("position", loose.outcome.position == done.outcome.position)) if not same]
    if unlike:
        problems.append(f"the rulings {carried.rulings} carried by the position, played unchecked: "
                        f"{', '.join(unlike)} differ from the checked play")
    return problems + _over_contrary_rulings(base, carried, plays, witch, done.log.events, done.outcome.position)


def _rulings_in_force_told(rules: Rules, carried: Position, alone: dict[str, str], outcome: Any) -> list[str]:
    """The answer states every ruling in force away from its default (docs/players.md: every `score`
    output states the rulings in force), whether the position carries the answers alone (under rules
    at the defaults) or the ruleset chose them at load as well (`referee.load_rules(rulings=...)`, whose
    `read_position` lays them in the position, docs/api.md): the same answers told either way.
    alone: the answer's rulings under rules at the defaults; outcome: that play's, told under `rules`."""
    told = {"alone": alone, "chosen at load as well": outcome.to_dict(rules)["rulings"]}
    return [f"the rulings in force {carried.rulings}, carried by the position {how}, told as {shown}"
            for how, shown in told.items() if shown != carried.rulings]


def _over_contrary_rulings(base: Rules, carried: Position, plays: Plays, witch: Plays, events: list[Any],
                           after: Position) -> list[str]:
    """The same round, the position carrying an answer to every ruling (those it carried, the
    defaults for the rest), under rules that chose another answer to each at load (`referee score
    --ruling`, the API's load_rules(rulings=...)): the position's own answers stand ("Open rulings":
    a position's rulings are its own), so each card does the same and the position after is the
    same but for the answers it carries."""
    import dataclasses

    from ...engine.round_play import IllegalPlayError, play_round
    from ...rules.loader import with_chosen_rulings

    every = carried.copy()
    every.rulings = {r.id: base.choice(r.id, carried.rulings) for r in base.rulings}
    other = {}                              # another answer to each ruling, where it has one
    for ruling in base.rulings:
        answer = next((a for a in ruling.alternatives if a != every.rulings[ruling.id]), None)
        if answer is not None:
            other[ruling.id] = answer
    try:
        done = play_round(every, with_chosen_rulings(base, other), plays, witch)
    except IllegalPlayError as exc:
        return [f"every ruling carried by the position, {other} chosen at load: refused ({exc})"]
    unlike = [name for name, same in (
        ("events", done.log.events == events),
        ("position", dataclasses.replace(done.outcome.position, rulings=after.rulings) == after)) if not same]
    return [f"every ruling carried by the position, {other} chosen at load: {', '.join(unlike)} differ"
            ] if unlike else []


def api_round_problems(rules: Rules, position: Position, cards: CardRound, answer: dict[str, Any]) -> list[str]:
    """The API's `play_round` (docs/api.md) on the round's position as a program may hold it: numbered
    as a later round (`round_no` given) and holding a Dragon of a round already revealed (a position
    saved before its scoring, as `referee score` reads one). The round's own cards are revealed
    afresh, so the same round is played: `answer` (the round's outcome's JSON) but for the round's
    number, which the position after carries as given, as the round's log does."""
    from ...engine.round_play import play_round

    held = position.copy()
    held.dragons = 1
    number = position.round + 3
    done = play_round(held, rules, cards.plays, cards.witch, round_no=number)
    problems = [f"play_round(round_no={number}): the position after is round {done.outcome.position.round}, the "
                f"log's {done.log.round}"] if (done.outcome.position.round, done.log.round) != (number, number) else []
    shown = done.outcome.to_dict(rules)
    mine, theirs = (_compared(data, position_dropped="round") for data in (shown, answer))
    differ = sorted(k for k in set(mine) | set(theirs) if mine.get(k) != theirs.get(k))
    if differ:
        problems.append(f"play_round on the position holding a Dragon already revealed: {', '.join(differ)} differ")
    return problems


def written_back_problems(rules: Rules, position: Position, when: str) -> list[str]:
    """A position the engine made (`when`: before the round, its markers refilled by the engine's
    own moves; after it), as `referee replay --until` and `score --json` write it, reads back
    (`referee score`) as the same position, compared as objects: every field, and no trace of a
    region emptied; its tables in seat order, its board in the form the referee writes
    (written_board_problems) and its King by the region's name, as the board's regions are."""
    from dataclasses import fields

    from ...io.position_reader import read_position

    written = position.to_dict(rules)
    read, _, problems = read_position(written)
    if read is None or any(p.severity == "error" for p in problems):
        return [f"the position {when} the round, written, reads with {[p.code for p in problems]}"]
    tables = [(name, written.get(name, {})) for name in ("scores", "supply", "used")]
    tables += [(f"board.{region}.influence", cell.get("influence", {})) for region, cell in written["board"].items()]
    seated = [f"the position {when} the round lists {name} as {list(table)}, not in seat order {written['players']}"
              for name, table in tables if list(table) != [p for p in written["players"] if p in table]]
    if seated:              # every table of players in seat order, as a score sheet lists the players
        return seated[:1]
    board = written_board_problems(rules, written["board"])
    if board:
        return [f"the position {when} the round: {board[0]}"]
    if written.get("king") != rules.board.name(position.king):     # a region by its name, as the board's
        return [f"the position {when} the round writes its King as {written.get('king')!r}, not by name"]
    return [f"the position {when} the round, written and read back, differs in {name}"
            for name in (f.name for f in fields(position)) if getattr(read, name) != getattr(position, name)]


def written_board_problems(rules: Rules, board: dict[str, Any]) -> list[str]:
    """A board as the referee writes it (docs/players.md, "Positions"): its regions along the King's
    route, a region holding nothing left out, and in each region only the players with markers (a
    player written with 0 is the same as one left out) and only the Nobles it holds."""
    route = [rules.board.name(r) for r in rules.board.route]
    problems = [] if list(board) == [name for name in route if name in board] else \
        [f"the board lists its regions as {list(board)}, not along the King's route"]
    for region, cell in board.items():
        zeros = [p for p, n in cell.get("influence", {}).items() if not n]
        empty = not cell or any(name in cell and not cell[name] for name in ("influence", "nobles"))
        if zeros or empty:
            problems.append(f"the board writes {region} as {cell}: a player with no markers, or an empty table")
    return problems


def _compared(data: dict[str, Any], dropped: str = "", position_dropped: str = "") -> dict[str, Any]:
    """An answer as `score --json` writes it (an outcome's JSON), as two readings of one round must
    give it alike: without the key `dropped`, its position without `position_dropped`, its steps
    without the words a check adds to the account's bonus steps."""
    return {**{k: v for k, v in data.items() if k not in (dropped, "position", "trace")},
            "position": {k: v for k, v in data.get("position", {}).items() if k != position_dropped},
            "trace": [{k: v for k, v in step.items() if k != "text"} for step in data.get("trace", [])]}


def checked_scoring_problems(rules: Rules, checked: Any, answer: dict[str, Any]) -> list[str]:
    """`referee score`'s checked scoring of the position after the round's cards (`checked`:
    referee.score_position's outcome) answers as the round's own play scored it (`answer`, its
    outcome's JSON): the same regions, points, Nobles, King and end, and every step of the
    explanation (a player checks each point against the rule it applied), as `score --json` writes
    them; but the round's number, which the play counts on and `score` leaves as given
    (written_back_problems holds that)."""
    mine, theirs = (_compared(data, position_dropped="round") for data in (checked.to_dict(rules), answer))
    return [f"`referee score` answers {key} {mine.get(key)!r}, the round's play {theirs.get(key)!r}"
            for key in sorted(set(mine) | set(theirs)) if mine.get(key) != theirs.get(key)][:2]


def recorded_round_problems(rules: Rules, record: dict[str, Any], plays: Plays, witch: Plays) -> list[str]:
    """A legal round written as a game record writes it (`record`: its one round from
    engine.record.round_to_json, which `simulate` and the laboratory's records use), read back by
    `referee replay`'s reader: no problem, and the same cards for each player and the same
    re-selections, an empty one too (under card-count-when-short = supply-at-round-start-at-most a
    short player may re-select nothing, and a re-selection left out of a record is
    MISSING_RESELECTION)."""
    from ...io.game_record import read_record

    read, problems = read_record(record)
    if read is None or problems:
        return [f"the round, written as a record, reads with {[p.code for p in problems]}"]
    got = read.rounds[0]
    want = {p: list(plays.get(p, [])) for p in record["players"]}
    return ([f"the round, written as a record and read back, gives {got.plays} for {want}"] * (got.plays != want)
            + [f"the round, written as a record and read back, gives re-selections {got.witch} for {dict(witch)}"]
            * (got.witch != dict(witch)))


def king_step_problems(rules: Rules, king_before: int, answer: dict[str, Any]) -> list[str]:
    """The King's move in a scoring's explanation ("The King travels"): from the region he stood on
    before the round's scoring, to the one the answer leaves him on, past the last region the round
    scored (the answer's `regions_scored`, in the order scored)."""
    board = rules.board
    moves = [step for step in answer["trace"] if step["step"] == "king"]
    last = answer["regions_scored"][-1] if answer["regions_scored"] else None
    want = (board.name(king_before), answer["king"], last)
    return [f"the King's move told from {step.get('from')!r} to {step.get('region')!r} past {step.get('last')!r}, "
            f"he stood on {want[0]!r}, goes to {want[1]!r}, past {last!r}" for step in moves
            if (step.get("from"), step.get("region"), step.get("last")) != want][:1]


def step_section_problems(rules: Rules, trace: list[dict[str, Any]]) -> list[str]:
    """Each step of a scoring's explanation cites the rule it applies, for a player to check the point
    against it: the regions a round scores, "Scoring"; the King's move, "The King travels"; a
    region's scoring and its markers going home, "Scoring"; a placing, "Scoring", or tied, "Scoring —
    Ties"; a Noble's decision, "Nobles" (or the section of the variant that changes the Nobles); the
    chain bonus, paid or not, "Nobles"; the game's going on or ending and its winners, "Game end and
    winning". Each as the spec names that section ([round] section, [scoring] ties_section and the
    like); a step of a kind not listed here is named, so that a new kind of step is given its section."""
    nobles = {rules.nobles.section} | {v.section for v in rules.variants if "nobles" in v.overrides}
    cited = {"regions": {rules.round.section}, "king": {rules.round.king_section},
             "region": {rules.scoring.section}, "return": {rules.scoring.section},
             "placing": {rules.scoring.section, rules.scoring.ties_section}, "noble": nobles,
             "noble-bonus": {rules.nobles.section}, "noble-bonus-unpaid": {rules.nobles.section},
             "continue": {rules.end.section}, "game-end": {rules.end.section}, "winners": {rules.end.section}}
    return [f"the {step['step']} step cites {step.get('rule')!r}, not {sorted(cited.get(step['step'], ()))}"
            for step in trace if step.get("rule") not in cited.get(step["step"], ())][:2]


def lenient_problems(rules: Rules, position: Position, cards: CardRound) -> list[str]:
    """A round the engine's strict play refuses (`cards`: as drawn.as_written wrote it), played
    leniently (`referee replay --lenient`, "Game records"): it must name at least one illegal play,
    of the round played (the one after the position's), the round's own list (what the score sheet
    and the round's JSON show) must be the list it hands back, and the sheet's words for each the
    JSON's."""
    from ...engine.round_play import resolve_round
    from ...messages import problem_text

    handed: list[Any] = []
    log = resolve_round(position.copy(), rules, cards.plays, cards.witch, problems=handed)
    if not handed:
        return ["no illegal play named in a round the strict play refuses"]
    if log.problems != handed:
        return [f"the round lists {[p.code for p in log.problems]}, the replay {[p.code for p in handed]}"]
    return ([f"{p.code} is said of round {p.round}, the round played is {position.round + 1}"
             for p in handed if p.round != position.round + 1]
            + [f"{p.code}: the sheet says {problem_text(p)!r}, the JSON {p.to_dict()['message']!r}"
               for p in handed if problem_text(p) != p.to_dict()["message"]]
            + [f"{p.code} of {p.player}, card {p.card}: its sentence {problem_text(p)!r} does not name "
               "the player and card it is about, or names one it is not about"
               for p in handed if not names_what_it_is_about(p)]
            + _too_many_problems(rules, position, cards, handed, log.events)
            + _count_words_problems(rules, position, handed))


COUNT_WORDS = ("play.card-count", "play.card-count.short", "play.card-count.at-most")


def _count_words_problems(rules: Rules, position: Position, handed: Sequence[Any]) -> list[str]:
    """"Choosing cards": a first selection of the wrong count is refused in the words of the count
    asked: the cards a round; when the supply is short, the supply, exactly or (ruling
    card-count-when-short = supply-at-round-start-at-most) at most. Only the words show which: the
    refusal is the same."""
    out = []
    for p in handed:
        values = p.reason.values() if hasattr(p.reason, "values") else {}
        what = getattr(values.get("what"), "key", None)
        if p.code not in ("TOO_MANY_CARDS", "TOO_FEW_CARDS") or what == "play.the-reselection":
            continue
        short = cards_asked(rules, position, p.player) < rules.round.cards_per_round
        at_most = rules.choice("card-count-when-short", position.rulings) == "supply-at-round-start-at-most"
        expected = COUNT_WORDS[0] if not short else COUNT_WORDS[2] if at_most else COUNT_WORDS[1]
        if getattr(p.reason, "key", None) != expected:
            out.append(f"{p.player}'s {p.code}: said as {getattr(p.reason, 'key', p.reason)!r}, "
                       f"the count asked says {expected!r}")
    return out


def _too_many_problems(rules: Rules, position: Position, cards: CardRound, handed: Sequence[Any],
                       events: Sequence[Any]) -> list[str]:
    """A lenient replay carries on where it can: a selection of more cards than the count asks
    ("Choosing cards": the cards a round, fewer when the supply is short) plays its first cards, as
    many as asked, and the rest not at all. So the round plays as the same round with those
    selections cut (docs/organisers.md)."""
    from ...engine.round_play import resolve_round

    asked = {p: cards_asked(rules, position, p) for p in cards.plays}
    # first selections only: a re-selection's count is asked of the supply the round has left it
    long = {p.player for p in handed if p.code == "TOO_MANY_CARDS"}
    if not long or any(p not in cards.plays or p in cards.witch or len(cards.plays[p]) <= asked[p] for p in long):
        return []
    plays = {p: list(c[:asked[p]]) if p in long else list(c) for p, c in cards.plays.items()}
    cut = resolve_round(position.copy(), rules, plays, cards.witch, problems=[])
    said = [(e.player, e.card, e.effect, e.region) for e in events]
    if said != [(e.player, e.card, e.effect, e.region) for e in cut.events]:
        return [f"too many cards from {sorted(long)}: the replay resolves {said}, the selections cut to the "
                f"count asked {[(e.player, e.card, e.effect, e.region) for e in cut.events]}"]
    return []


# the open ruling an event that names a choice applied (rulings.toml), by the event's effect
EVENT_RULINGS = {"knight-declined": "knight-declined", "knight-no-effect": "knight-after-non-region",
                 "region-no-marker": "card-without-marker", "knight-no-marker": "card-without-marker"}


def ruling_choice_problems(rules: Rules, position: Position, events: Sequence[Any]) -> list[str]:
    """A card event decided by an open ruling (a declined Knight, a Knight after a Dragon, a card
    with no marker left) names the choice in force: the position's, else the rules' default. The
    round's JSON and the score sheet tell it to the players."""
    problems = []
    for e in events:
        ruling = EVENT_RULINGS.get(e.effect)
        if ruling is None or (e.effect == "knight-no-effect" and e.why != "after-non-region"):
            continue
        if e.choice != rules.choice(ruling, position.rulings):
            problems.append(f"{e.player}'s {e.card} ({e.effect}) names the choice {e.choice!r} of {ruling}, "
                            f"the one in force is {rules.choice(ruling, position.rulings)!r}")
    return problems


def knight_without_markers_problems(rules: Rules, events: Sequence[Any]) -> list[str]:
    """"Revealing cards — Knight": a Knight adds [cards] knight_extra_markers markers; where that
    is 0 no Knight reinforces anything, and the event says so (why "no-markers"); only there. The
    numbers cannot show it (0 markers added either way), the account does."""
    none = rules.cards.knight_extra_markers == 0
    return [f"{e.player}'s {e.card}: {e.effect} ({e.why or 'no reason'}), [cards] knight_extra_markers is "
            f"{rules.cards.knight_extra_markers}" for e in events
            if e.effect in ("knight", "knight-no-effect") and (e.why == "no-markers") != none]


def knight_event_problems(rules: Rules, position: Position, plays: Plays, witch: Plays,
                          events: Sequence[Any]) -> list[str]:
    """"Revealing cards — Knight": what a Knight's events say holds of the cards played. A Knight
    told declined is one its player declined (its mark, under the ruling knight-declined); one
    that adds nothing else gives a reason true of its cards: the first card (none before it), a selection
    of two (ruling knight-with-two-cards = no-marker), a re-selection (witch-reselect-knight =
    no-marker), a card before it that is no Region card, no markers ([cards] knight_extra_markers
    = 0). One that reinforces tells each marker once (placed, or none left): numbered 1 .. n of n
    where n, knight_extra_markers, is not the rulebook's one, unnumbered where it is. The numbers of
    the round show none of this; the account and the round's JSON do."""
    extra = rules.cards.knight_extra_markers
    ruled = {"two-cards": rules.choice("knight-with-two-cards", position.rulings) == "no-marker",
             "reselection": rules.choice("witch-reselect-knight", position.rulings) == "no-marker",
             "added-unless-declined": rules.choice("knight-declined", position.rulings) == "added-unless-declined"}
    problems: list[str] = []
    told: dict[tuple[str, bool], list[tuple[int | None, int | None]]] = {}
    for e in events:
        if e.effect not in ("knight", "knight-no-effect", "knight-no-marker", "knight-declined"):
            continue
        again = bool(e.reselection)
        cards = (witch if again else plays).get(e.player, [])
        i = next((k for k, c in enumerate(cards) if c.kind == "knight"), None)
        if i is None:
            problems.append(f"{e.player}: a Knight's event ({e.effect}) where no Knight was played")
        elif e.effect == "knight-declined":
            # declined only where the player's mark and the ruling knight-declined say so: a Knight
            # the rules give no markers is told so ("no-markers"), not declined
            mark = cards[i].declined            # True declined, False taken, None unmarked ("Game records")
            takes = mark is not True if ruled["added-unless-declined"] else mark is False
            if takes:
                problems.append(f"{e.player}'s Knight, card {i + 1} of {len(cards)}, told declined; "
                                f"its mark {cards[i].declined!r} under the ruling knight-declined takes it")
        elif e.effect == "knight-no-effect":
            holds = {"first-card": i == 0, "two-cards": len(cards) == 2 and ruled["two-cards"],
                     "reselection": again and ruled["reselection"], "no-markers": extra == 0,
                     "after-non-region": i > 0 and not cards[i - 1].is_region}
            if not holds.get(e.why, False):
                problems.append(f"{e.player}'s Knight, card {i + 1} of {len(cards)}, adds nothing for {e.why!r}")
        else:
            told.setdefault((e.player, again), []).append((e.marker, e.markers))
            # a note only where the Knight reinforces an earlier Region card past a card that is
            # none (ruling knight-after-non-region = last-region-card): the card before it otherwise
            past = i > 0 and not cards[i - 1].is_region
            if e.effect == "knight" and bool(e.note) != past:
                problems.append(f"{e.player}'s Knight, card {i + 1} of {len(cards)}, after "
                                f"{cards[i - 1].kind if i else 'nothing'}: note {e.note!r}")
    want = [(None, None)] if extra == 1 else [(k, extra) for k in range(1, extra + 1)]
    problems += [f"{player}'s Knight tells its markers as {got} ((marker, of how many), placed or none left); "
                 f"{extra} markers ask {want}" for (player, _), got in told.items() if got != want]
    return problems


def told_card_problems(rules: Rules, plays: Plays, witch: Plays, events: Sequence[Any]) -> list[str]:
    """Every card revealed has its event, in the order played (a Knight of several markers one event
    a marker): the round's JSON and the score sheet tell each card, the Dragon's included."""
    board = rules.board
    problems = []
    for again, selections in ((False, plays), (True, witch)):
        for player, cards in selections.items():
            told = [e.card for e in events if e.player == player and bool(e.reselection) == again
                    and (e.marker or 1) == 1]          # a Knight's second marker ... is the same card
            if told != [c.label(board) for c in cards]:
                problems.append(f"{player}'s {'re-selection' if again else 'cards'} told as {told}, played "
                                f"{[c.label(board) for c in cards]}")
    return problems


def event_region_problems(rules: Rules, events: Sequence[Any]) -> list[str]:
    """A card event's region is where the card placed a marker (or would have), named as the board
    names it ("Game records": the record's and the sheet's words); a Region card's is its own."""
    names = {rules.board.name(r) for r in rules.board.route}
    return [f"{e.player}'s {e.card} ({e.effect}): its region told as {e.region!r}" for e in events
            if e.region is not None and (e.region not in names or (e.card in names and e.effect.startswith("region")
                                                                     and e.region != e.card))]


def empty_event_text_problems(events: Sequence[Any]) -> list[str]:
    """A round's JSON gives each card event's facts only where they say something (CardEvent.to_dict
    leaves out the None ones): no text of an event (its note, its region, its reason) is empty. A
    list may be: the Witch that sends back no card says so."""
    return [f"{e.player}'s {e.card} ({e.effect}): {name} is an empty text" for e in events
            for name, value in e.to_dict().items() if value == ""]


def bonus_order_problems(outcome: Any) -> list[str]:
    """"Nobles": a region's chain bonuses are paid to its Nobles' owners in the order their Nobles
    stand there, oldest first (position.schema.json's `nobles`: owners oldest first), each owner
    once: after the region's Noble decision, the Nobles it kept, then those placed in it; with no
    decision (the final scoring), the Nobles there when scored (docs/players.md)."""
    found = []
    for result in outcome.regions:
        standing = [*result.noble.kept, *result.noble.placed_all] if result.noble is not None else list(result.nobles)
        paid = [b.player for b in result.bonuses]
        if paid != [owner for owner in dict.fromkeys(standing) if owner in paid]:
            found.append(f"{result.region}: bonuses paid to {paid}, its Nobles standing {standing}")
    return found


def knight_note_problems(plays: Plays, witch: Plays, events: Sequence[Any]) -> list[str]:
    """"Revealing cards — Knight": every Knight's note is in the answer's language (English here:
    `score --json`). Under ruling knight-after-non-region = last-region-card a Knight that reinforces
    a Region card played before the card just before it says so; one that reinforces the card just
    before it has no note. A Knight that adds no marker (declined, first, after a card other than a
    Region card under the rulebook's answer, ...) says why, naming the ruling's choice where one
    decided it."""
    from ...engine.round_play import KNIGHT_NOTES
    from ...messages import render

    found = []
    for e in events:
        knight = f"{e.player}'s Knight ({e.effect}, {e.why})"
        if e.effect == "knight":
            cards = (witch if e.reselection else plays).get(e.player, [])
            i = next((k for k, c in enumerate(cards) if c.kind == "knight"), None)
            want = None if i is None or i == 0 or cards[i - 1].is_region else \
                render("note.knight-last-region-card", "en")
            knight = f"{e.player}'s Knight"
        elif e.effect == "knight-declined":
            want = render("event.knight-declined", "en", choice=e.choice)
        elif e.effect == "knight-no-effect" and e.why == "after-non-region":
            want = render("note.knight-after-non-region", "en", choice=e.choice)
        elif e.effect == "knight-no-effect":
            want = render(KNIGHT_NOTES[e.why], "en")
        else:
            continue
        if e.note != want:
            found.append(f"{knight} noted {e.note!r}, not {want!r}")
    return found


def answer_nobles_order_problems(rules: Rules, outcome: Any, answer: dict[str, Any]) -> list[str]:
    """"Nobles": the answer (`score --json`) lists each region's Noble owners oldest first, as the
    position it leaves holds them (docs/players.md, `nobles`): the same list, not only as many of each."""
    board = rules.board
    found = []
    for r in board.route:
        standing, told = list(outcome.position.nobles_in(r)), answer["nobles"].get(board.name(r))
        if told != standing:
            found.append(f"{board.name(r)}: the answer's Nobles {told}, standing there {standing}")
    return found


def returned_order_problems(players: Sequence[str], outcome: Any) -> list[str]:
    """Each region's markers sent home list the players in seat order, as every table by player a
    position or an answer gives does (docs/players.md), whatever order they were placed or written in:
    in the answer's regions and in the account's step that sends them home alike."""
    seat = {p: i for i, p in enumerate(players)}
    told = [(result.region, result.returned) for result in outcome.regions]
    told += [(step.region, step.returned) for step in outcome.trace if getattr(step, "KIND", "") == "return"]
    return [f"{region}: markers sent home listed as {list(returned)}" for region, returned in told
            if list(returned) != sorted(returned, key=seat.__getitem__)]


def witch_sent_back_told_problems(events: Sequence[Any]) -> list[str]:
    """"Revealing cards — Witch": a Witch's event gives the cards it sent back, whichever way its
    player re-selects ([cards] witch_reselects): a list, empty where the record wrote none."""
    return [f"{e.player}'s Witch ({'at once' if e.at_once else 'after the others'}) tells no sent-back cards"
            for e in events if e.effect == "witch" and not isinstance(e.sent_back, list)]


def sent_back_problems(rules: Rules, position: Position, plays: Plays, witch: Plays, after: Position) -> list[str]:
    """"Revealing cards — Witch": the cards a Witch reveals beside it go back to the hand; a record
    may write them, in any order (they are not played). Each Witch written alone is written again
    with the cards it sent back, taken to be the last ones it re-selects (as many as its supply asks
    beside the Witch), written in reverse (so a Knight among them comes before the others). Under ruling
    witch-reselect-same-cards = allowed the round plays as written without them (the same position
    after it); under forbidden the engine refuses it, naming RESELECTION_SAME_CARD for that player.
    The round model records the Witch alone, so only this puts the ruling's test to the engine."""
    from ...engine.round_play import IllegalPlayError, play_round

    forbidden = rules.choice("witch-reselect-same-cards", position.rulings) == "forbidden"
    problems = _unwritten_reselection_problems(rules, position, plays, witch, after)
    for p, again in witch.items():
        need = cards_asked(rules, position, p)
        if [c.kind for c in plays.get(p, ())] != ["witch"] or need < 2 or len(again) < need - 1:
            continue
        sent = list(reversed(again[len(again) - (need - 1):]))
        written = {**plays, p: [*plays[p], *sent]}
        try:
            done = play_round(position, rules, written, witch)
        except IllegalPlayError as refusal:
            if not forbidden or (refusal.player, refusal.code) != (p, "RESELECTION_SAME_CARD"):
                problems.append(f"{p}'s Witch written with the cards it sent back: refused, {refusal.code} "
                                f"for {refusal.player}, under witch-reselect-same-cards = "
                                f"{'forbidden' if forbidden else 'allowed'}")
            continue
        if forbidden or done.outcome.position != after:
            problems.append(f"{p}'s Witch written with the cards it sent back: "
                            + ("played under witch-reselect-same-cards = forbidden" if forbidden
                               else "another position after the round than written without them"))
            continue
        # the round's account tells the Witch as the card revealed and the others as sent back
        told = [(e.card, e.sent_back) for e in done.log.events if e.player == p and e.effect == "witch"]
        board = rules.board
        if told != [(plays[p][0].label(board), [c.label(board) for c in sent])]:
            problems.append(f"{p}'s Witch written with the cards it sent back is told as {told}")
    return problems


def _unwritten_reselection_problems(rules: Rules, position: Position, plays: Plays, witch: Plays,
                                    after: Position) -> list[str]:
    """A Witch played with no marker in supply (ruling no-markers-no-cards = special-cards-allowed)
    re-selects nothing, so a record may leave its re-selection unwritten: written with the Dragon
    beside it, which it sends back (where a round has room for two cards), and no re-selection, the
    round plays as the Witch alone (the same position after it); the Dragon sent back is not played."""
    from ...engine.cards import Card
    from ...engine.round_play import IllegalPlayError, play_round

    if rules.round.cards_per_round < 2:         # no room for the Dragon beside the Witch
        return []
    held = rules.components.held("dragon")
    problems = []
    for p in plays:
        if [c.kind for c in plays[p]] != ["witch"] or cards_asked(rules, position, p) or witch.get(p) \
                or position.used.get(p, []).count("dragon") >= held:        # no Dragon left in hand
            continue
        written = {**plays, p: [*plays[p], Card("dragon")]}
        try:
            done = play_round(position, rules, written, {q: c for q, c in witch.items() if q != p})
        except IllegalPlayError as refusal:
            problems.append(f"{p}'s Witch with no marker, the Dragon sent back, its re-selection unwritten: "
                            f"refused, {refusal.code}")
            continue
        if done.outcome.position != after:
            problems.append(f"{p}'s Witch with no marker, the Dragon sent back, its re-selection unwritten: "
                            "another position after the round than the Witch alone")
    return problems


def sent_back_warning_problems(rules: Rules, position: Position, plays: Plays, warnings: Sequence[Any]
                               ) -> list[str]:
    """A record that leaves out the cards a Witch sent back is warned of: a first selection of the
    Witch alone where the supply asks for more than one card, and only there, the warning naming
    the Witch as a record writes it and citing the Witch's section; under ruling
    witch-reselect-same-cards = forbidden the warning says the re-selection cannot be checked against
    them, and only then."""
    from ...engine.cards import Card

    forbidden = rules.choice("witch-reselect-same-cards", position.rulings) == "forbidden"
    expected = sorted(p for p, cards in plays.items() if [c.kind for c in cards] == ["witch"]
                      and cards_asked(rules, position, p) > 1)
    warned = [w for w in warnings if w.code == "SENT_BACK_UNRECORDED"]
    problems = [] if sorted(w.player for w in warned) == expected else [
        f"sent-back warnings for {sorted(w.player for w in warned)}, the Witches alone with more to play {expected}"]
    witch = Card("witch").label(rules.board)
    return problems + [f"{w.player}'s {w.code} warning {'does not say' if forbidden else 'says'} the re-selection "
                       "goes unchecked" for w in warned if ("witch-reselect-same-cards" in w.message) != forbidden] + [
        f"{w.player}'s {w.code} warning names the card {w.card!r}, not the Witch {witch!r}"
        for w in warned if w.card != witch] + [
        # what a record may leave out is the Witch's to say (cited_sections: "Revealing cards — Witch")
        f"{w.player}'s {w.code} warning cites {w.section!r}, not the Witch's section"
        for w in warned if miscited(w.code, w.section)]


def hand_problems(rules: Rules, position: Position, data_hands: dict[str, list[Card]]) -> list[str]:
    """The cards each player may still choose from, as the engine reads them (selection.hand_left:
    `simulate`'s chooser, the exhaustive selections) and as the spec's data gives them
    (drawn.hand_cards: `data_hands`)."""
    from ...engine.selection import hand_left

    board = rules.board
    problems = []
    for p in position.players:
        engine = sorted(c.label(board) for c in hand_left(position, rules, p))
        data = sorted(c.label(board) for c in data_hands[p])
        if engine != data:
            problems.append(f"{p}'s hand: the engine's {engine}, the spec's data {data}")
    return problems


def witch_order_problems(rules: Rules, events: Sequence[Any]) -> list[str]:
    """"Revealing cards — Witch": a Witch player's re-selection is told after every other player's
    cards ([cards] witch_reselects = after-others, the rulebook's), or right after that player's
    Witch (at-once), and the Witch's event says which. No number of the round depends on this
    order; the replay's account tells it, so it is checked here."""
    at_once = rules.cards.witch_reselects == "at-once"
    told = [(e.player, bool(e.reselection), e.effect, e.at_once) for e in events]
    again = [k for k, (_, reselected, _, _) in enumerate(told) if reselected]
    problems = [f"{p}'s Witch says at_once={flag}, the rule is {rules.cards.witch_reselects}"
                for p, _, effect, flag in told if effect == "witch" and bool(flag) != at_once]
    if not at_once:
        first = [k for k, (_, reselected, _, _) in enumerate(told) if not reselected]
        if again and first and min(again) < max(first):
            problems.append("a Witch re-selection is told before another player's cards")
        return problems
    for p in {told[k][0] for k in again}:
        mine = [k for k in again if told[k][0] == p]
        witch = [k for k, (q, reselected, effect, _) in enumerate(told) if q == p and effect == "witch"]
        if not witch or mine != list(range(witch[-1] + 1, witch[-1] + 1 + len(mine))):
            problems.append(f"{p}'s re-selection is not told right after {p}'s Witch")
    return problems


def names_what_it_is_about(play: Any) -> bool:
    """A refusal's sentence names the player and the card it is about, where it is about one, and
    never a card or player it has not ("None" in a sentence: a whole round's refusal worded as a
    card's); the card in the clause that says where the play is, whatever the card (the number 0
    too, which a test of truth would take for no card)."""
    sentence = str(play.text)
    where = play.text.values().get("where")
    about_a_card = getattr(where, "key", "") in ("play.where.card", "play.where.round-card")
    return ("None" not in sentence and (play.player is None or play.player in sentence)
            and (play.card is None or repr(play.card) in sentence) and about_a_card == (play.card is not None))
