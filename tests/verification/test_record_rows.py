"""properties.conformance.record_rows: game records written both ways, read back and replayed,
against the engine's own play and the result model of "Game end and winning".

Each slip below is one a developer could make in a path only records and results reach; the row
must name it (under the ruleset whose branch holds it) and agree on the unchanged engine."""

from __future__ import annotations

import pytest

from helpers import replaced, unplanted_ok
from referee.engine import adjudicate, cards, replay, round_play
from referee.engine.position import Position
from referee.errors import field_key
from referee.io import game_record
from referee.properties.conformance import record_games, record_rows
from referee.rules import load_rules

STANDARD = load_rules()


def influence_rules(tmp_path):
    """A variant whose branch only a tie at the top reaches: the most influence on the board breaks
    it, a Noble counting as two influence."""
    path = tmp_path / "influence.toml"
    path.write_text('[variant]\nid = "influence"\nname = "Influence tie-break"\nsection = "Game end and winning"\n\n'
                    '[overrides.end]\ntie_break = "most-influence-on-board"\n\n'
                    '[overrides.scoring]\nnoble_influence = 2\n', encoding="utf-8")
    return load_rules((str(path),))


@pytest.mark.parametrize("rules", [STANDARD, load_rules(("permanent-nobles",))], ids=["standard", "permanent-nobles"])
def test_the_engine_agrees_and_every_ending_is_met(rules):
    report = record_rows.run(rules)
    assert report.ok, report.mismatches[:3]
    assert report.cases >= 2 * record_rows.MIN_GAMES


def test_the_result_model_reads_the_rulebook():
    # "Game end and winning": most points; tied, most Nobles on the board; still tied, shared
    final = Position(players=["Ann", "Ben", "Cid"], king=1, scores={"Ann": 44, "Ben": 44, "Cid": 30},
                     nobles={1: ["Ann"], 2: ["Ben"], 3: ["Ben"]})
    assert record_games.model_result(STANDARD, final, final) == (["Ben"], True)
    final.nobles = {1: ["Ann"], 2: ["Ben"]}
    assert record_games.model_result(STANDARD, final, final) == (["Ann", "Ben"], True)
    final.scores["Ann"] = 45
    assert record_games.model_result(STANDARD, final, final) == (["Ann"], False)


def test_a_record_without_start_that_loses_its_banners_is_named(monkeypatch):
    monkeypatch.setattr(game_record, "_first_position", replaced(
        game_record, "_first_position", "            position.banners = banners\n", ""))
    report = record_rows.run(STANDARD)
    assert report.mismatches and all(not m.get("with_start", True) for m in report.mismatches)


def test_a_record_without_start_read_without_the_variants_given_beside_it_is_named(monkeypatch):
    # `replay --variant V` on a record that does not name V: without `start`, the reader sets the game
    # up itself, and a set-up that leaves the given variants out plays the shorter game (a variant
    # file of the check's making) under the rulebook's threshold instead
    monkeypatch.setattr(game_record, "_first_position", replaced(
        game_record, "_first_position", "read_position(dict(fields, king=1), extra_variants=extra_variants,",
        "read_position(dict(fields, king=1), extra_variants=(),"))
    mismatches = record_rows.run(STANDARD).mismatches
    assert mismatches and all(m["problem"].startswith("the variants given beside") and not m["with_start"]
                              for m in mismatches)


def test_a_result_left_unchecked_after_an_illegal_play_is_named(monkeypatch):
    # `replay --lenient` plays on past an illegal play to the game's end: the record's result is then
    # held to that game like any other ("Game end and winning"; docs/organisers.md)
    monkeypatch.setattr(replay, "_check_result", replaced(
        replay, "_check_result", "if not expected or result.stopped_before_scoring",
        "if not expected or result.problems or result.stopped_before_scoring"))
    mismatches = record_rows.run(STANDARD).mismatches
    assert [(m["game"], m.get("result")) for m in mismatches] == [("a round written wrong", "a losing player named")]


def test_a_tie_the_tie_break_narrows_to_two_told_as_broken_is_named(monkeypatch):
    # three players level on the most points, two of them with the most Nobles on the board: those
    # two share the victory ("Game end and winning"), so the end's code is "shared", not the
    # "tie-break" of a single winner; only a tie of three can be narrowed to two
    monkeypatch.setattr(adjudicate, "_winners", replaced(
        adjudicate, "_winners", 'code = "tie-break" if len(winners) == 1 else "shared"',
        'code = "tie-break" if winners != top else "shared"'))
    mismatches = record_rows.run(STANDARD).mismatches
    # (and the sentence of a single winner, "Zoe wins", names one of the two who share the victory)
    assert mismatches and all("end_code 'tie-break', the ending is 'shared'" in m["problem"]
                              or "the end's reason" in m["problem"] for m in mismatches)
    assert any("end_code 'tie-break', the ending is 'shared'" in m["problem"] for m in mismatches)


def test_a_narrowed_tie_told_as_shared_by_every_tied_player_is_named(monkeypatch):
    # "Game end and winning": three level on the most points, two of them with the most Nobles; the
    # sentence ends on those two sharing the victory, not on the three who were level
    monkeypatch.setattr(adjudicate, "_winners", replaced(
        adjudicate, "_winners", "winner=winners[0], winners=winners)", "winner=winners[0], winners=top)"))
    mismatches = record_rows.run(STANDARD).mismatches
    assert mismatches and all("the end's reason" in m["problem"] and "leave" in m["problem"] for m in mismatches)


def test_a_result_read_against_the_records_own_players_is_named(monkeypatch):
    # a record whose players are seated by its start alone (a saved position copied whole into it) is
    # a record of those players: its result's scores and winners name them
    monkeypatch.setattr(game_record, "read_record", replaced(
        game_record, "read_record", "result = _read_result(data, start.players, out)",
        'result = _read_result(data, data.get("players", []), out)'))
    mismatches = record_rows.run(STANDARD).mismatches
    assert [m["game"] for m in mismatches] == ["players in the start alone"]
    assert all("not one of the players" in error for error in mismatches[0]["errors"])


def _told_twice_at_the_first_number(found: dict) -> bool:
    return found["told"][0] == found["told"][1] and found["told"][0][0] == found["rounds played"] + 1


@pytest.mark.parametrize("function, old, new, game, holds", [
    # "Game end and winning": two rounds written after the round that ended the game are each told at
    # their own number; numbered from the rounds played, both were told as the first of them
    ("replay.replay", "_round_after_end(result, rnd.number, lenient)",
     "_round_after_end(result, len(result.rounds) + 1, lenient)", "a round after the end", _told_twice_at_the_first_number),
    # the published format (the game record's JSON Schema) lists $schema, comment, players, variants,
    # banners, rulings, start, rounds, result: a record written in name order puts banners first
    ("record.make_record", "    return data", "    return dict(sorted(data.items()))", "a record written",
     lambda found: found["published order"] == ["$schema", "comment", "players", "banners", "rulings", "rounds",
                                                "result"]),
    # `replay --lenient` plays on past a round's errors and still holds the result to the game: a
    # reader keeping the result only where the whole record had no error drops it there, and a wrong
    # result beside a round's comment written as a number went untold
    ("game_record._read_result", "return copy.deepcopy(result) if len(out.problems) == problems_before else None",
     "return copy.deepcopy(result) if not out.errors else None", "a wrong result beside a round's error",
     lambda found: found["told"] == [] and len(found["read"]) == 1),
])
def test_a_slip_in_numbering_writing_or_keeping_a_records_parts_is_named(monkeypatch, function, old, new, game, holds):
    from referee.engine import record

    owner, name = function.split(".")
    module = {"replay": replay, "record": record, "game_record": game_record}[owner]
    monkeypatch.setattr(module, name, replaced(module, name, old, new))
    mismatches = record_rows.run(STANDARD).mismatches
    assert [m["game"] for m in mismatches] == [game]
    assert holds(mismatches[0]), mismatches[0]


def test_a_record_without_start_that_loses_its_rulings_is_named(monkeypatch):
    # the standard rules answer every ruling by default, so only the games played under the other
    # answers write rulings into their records: a reader that sets up without them plays those games
    # under the defaults (and says so only where a ruling changed a play)
    monkeypatch.setattr(game_record, "_first_position", replaced(
        game_record, "_first_position", "position = new_game(position.players, rules, position.rulings)",
        "position = new_game(position.players, rules)"))
    mismatches = record_rows.run(STANDARD).mismatches
    assert mismatches and all(m["game"].startswith("rulings ") and not m["with_start"] for m in mismatches)


def test_rulings_given_beside_a_record_that_writes_none_dropped_are_named(monkeypatch):
    # "Game records": the answers given beside a record (`replay --ruling`) are laid over its own; a
    # record that writes none takes them as they are. A reader laying them only over rulings the record
    # writes plays such a record under the defaults: the games played under other answers, written
    # with no rulings and read with those answers given beside them, then replay otherwise
    monkeypatch.setattr(game_record, "_record_fields", replaced(
        game_record, "_record_fields", 'isinstance(fields.get("rulings", {}), dict)',
        'isinstance(data.get("rulings"), dict)'))
    mismatches = record_rows.run(STANDARD).mismatches
    assert mismatches and {m.get("layers") for m in mismatches} == {"given beside a record that writes none"}


def test_a_tie_break_flag_read_as_several_winners_is_named(monkeypatch):
    monkeypatch.setattr(replay, "_final", replaced(
        replay, "_final", "final.tie_break = sum(1 for p in players if pos.scores[p] == best) > 1",
        "final.tie_break = len(final.winners) > 1"))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert any(p.startswith("tie_break False, the top score was tied") for p in problems), problems


def test_a_json_tie_break_flag_written_from_the_shared_victory_is_named(monkeypatch):
    # "Game end and winning": the result's tie_break says the top score was tied, shared_victory that
    # more than one player won. Its JSON (`replay --json`, what an organiser reads) writing the first
    # from the second (mutant replay:98) passed plain `check`, which read the object's flags only.
    import slips

    slips.tie_break_flag_from_shared_victory(monkeypatch)
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert any(p.startswith("the JSON's tie_break False, the top score was tied") for p in problems), problems
    assert not any(p.startswith("tie_break ") for p in problems)      # the object's own flag is right


def test_an_unfinished_games_result_given_an_ended_games_flag_is_named(monkeypatch):
    # "Game end and winning": whether the top score was tied is a fact of an ended game. `replay
    # --json` of a record that stops before the end gives `final` the fields of a game going on
    # (docs/organisers.md); one given `tie_break` too (mutant replay:102) gave every such record a
    # false flag, which no row read.
    name = "to_dict"
    monkeypatch.setattr(replay.FinalResult, name, replaced(replay.FinalResult, name, 'data["why"] = why',
                                                           "data.update(why=why, tie_break=self.tie_break)"))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems and all("whose fields an unfinished game's are" in p and "'tie_break': False" in p
                            for p in problems), problems
    assert len(problems) == 2         # the record taken up after round 1, with its rounds and without


@pytest.mark.parametrize("owner, name, old, new, told", [
    # docs/organisers.md: a record the referee writes names a Region card as the board prints it; one
    # written in small letters (mutant cards:56) reads back the same, so only the file shows it
    (cards.Card, "to_json", "return self.label(board)", "return self.label(board).lower()",
     "which are no card's name as the board prints it"),
    # the sheet's JSON tells a Witch's re-selection card for card, as written; told by kind, "region"
    # (mutant replay:44), it names no region
    (replay.ReplayRound, "to_dict", "[c.label(board) for c in cards]", "[c.kind for c in cards]",
     "told with the cards"),
    # `replay --json --lang fr` of a record stopping before the end: why the game goes on, in French;
    # rendered in English whatever the language (mutant replay:102)
    (replay.FinalResult, "to_dict", 'data["why"] = why', 'data["why"] = self.why_text.render("en") if self.why_text '
                                                        'else ""', "not in French"),
])
def test_a_card_or_reason_written_otherwise_than_told_is_named(monkeypatch, owner, name, old, new, told):
    monkeypatch.setattr(owner, name, replaced(owner, name, old, new))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems and any(told in p for p in problems), problems


def test_a_round_after_the_end_told_as_after_the_round_before_it_is_named(monkeypatch):
    # "Game end and winning": every round written after the end is told as coming after the game's last
    # round; told as after the round before its own (mutant replay:192), the second names the first
    monkeypatch.setattr(replay, "_round_after_end", replaced(replay, "_round_after_end", "round=end_round",
                                                             "round=number - 1"))
    found = [m for m in record_rows.run(STANDARD).mismatches if m["game"] == "a round after the end"]
    assert len(found) == 1 and found[0]["ended after"][0] + 1 == found[0]["ended after"][1]


def test_a_player_below_the_minimum_told_with_no_influence_is_named(monkeypatch):
    # "Scoring": influence is markers and Nobles. In the game with one marker more needed to place, a
    # player with one marker in a region scored has influence 1 and no place; told with influence 0
    # (mutant region_scoring:82), the sheet and `score` agree with each other, so the sheet is read
    # against the game's own positions and the markers placed that round
    from referee.engine import region_scoring

    monkeypatch.setattr(region_scoring, "place_players", replaced(
        region_scoring, "place_players", 'Placing(p, n, 0, 0, 1, 0, "no-influence")',
        'Placing(p, 0, 0, 0, 1, 0, "no-influence")'))
    monkeypatch.setattr(adjudicate, "place_players", region_scoring.place_players)
    found = [m for m in record_rows.run(STANDARD).mismatches]
    assert found and all(m["game"] == "higher minimum" and "the players' markers and Nobles there" in m["problem"]
                         for m in found), found


def test_a_noble_counted_once_in_the_influence_tie_break_is_named_under_that_variant_only(monkeypatch, tmp_path):
    rules = influence_rules(tmp_path)
    monkeypatch.setattr(adjudicate, "_influence_on_board",
                        lambda position, rules, player: position.markers_on_board(player)
                        + position.nobles_on_board(player))
    assert record_rows.run(STANDARD).ok           # the standard rules never take this branch
    assert not record_rows.run(rules).ok


def test_a_replay_that_plays_on_the_records_own_start_is_named(monkeypatch):
    # the copy made an alias: one replay gives the right sheet, but the record's start is now the
    # game's end, so a caller replaying the record it holds (the Python API) gets another game
    monkeypatch.setattr(replay, "replay", replaced(replay, "replay", "pos = record.start.copy()", "pos = record.start"))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert "the same record replayed a second time gives another sheet" in problems, problems


def test_a_threshold_read_as_the_rulebooks_40_is_named_in_the_shorter_game(monkeypatch):
    # the sheet's "why" reads the rulebook's threshold instead of the rules': the same under the
    # standard rules, 40 against 30 in the shorter game the row also plays
    monkeypatch.setattr(replay, "_final", replaced(replay, "_final", "threshold = result.record.rules.end.threshold",
                                                   "threshold = 40"))
    problems = {m["game"]: m["problem"] for m in record_rows.run(STANDARD).mismatches}
    assert problems == {"shorter": "the result's why names the threshold 40, the rules' is 30"}, problems


@pytest.mark.parametrize("name, old, new, layers", [
    # "Game records": answers given beside a record (`referee replay --ruling`) are laid over the
    # record's own; a reader dropping them replays the game under the defaults, whether the record
    # writes rulings of its own or none
    ("read_record", "extra_banners, extra_rulings or {})", "extra_banners, {})",
     {"given beside the record", "given beside a record that writes none"}),
    # ... and laid over the record's own answers, not under them
    ("_record_fields", 'fields["rulings"] = {**fields.get("rulings", {}), **extra_rulings}',
     'fields["rulings"] = {**extra_rulings, **fields.get("rulings", {})}', {"given beside the record"}),
    # ... and a record's own answers over its start's: a start saying another answer than the record's
    # top must not win (nor a start's banners over the record's, laid over the same way)
    ("_laid_over", "return {**start_entries, **record_entries}", "return {**record_entries, **start_entries}",
     {"a start's answers under the record's", "a start's banners under the record's"}),
    # ... and laid over a copy: a reader updating the record's own rulings in place changes the caller's
    # decoded record
    ("_record_fields", 'fields["rulings"] = {**fields.get("rulings", {}), **extra_rulings}',
     'fields.setdefault("rulings", {}).update(extra_rulings)',
     {"given beside the record", "another ruling given beside the record's"}),
])
def test_rulings_laid_in_the_wrong_order_are_named(monkeypatch, name, old, new, layers):
    assert unplanted_ok(record_rows.run, STANDARD)
    monkeypatch.setattr(game_record, name, replaced(game_record, name, old, new))
    found = record_rows.run(STANDARD).mismatches
    assert found and {m.get("layers") for m in found} == layers


def test_a_records_variants_laid_before_its_starts_are_named(monkeypatch):
    # docs/organisers.md: variants the record names beside its start's are laid over them, the
    # start's first; the record's laid first reads the same variants in another order
    assert unplanted_ok(record_rows.run, STANDARD)
    monkeypatch.setattr(game_record, "_merged_variants", replaced(
        game_record, "_merged_variants", "return start_variants + [v for v in record_variants if v not in start_variants]",
        "return record_variants + [v for v in start_variants if v not in record_variants]"))
    found = record_rows.run(STANDARD).mismatches
    assert [m["game"] for m in found] == ["variants split between start and record"]


@pytest.mark.parametrize("name, old, new, code", [
    # a record that is no JSON object is refused as such, at `record`
    ("read_record", 'out.add("NOT_AN_OBJECT", "record"', 'out.add("BAD_TYPE", "record"', "NOT_AN_OBJECT"),
    # rounds running past the most a record holds after its start: refused saying that most
    # (referee/limits.py MAX_ROUNDS), not the record's own count
    ("_read_rounds", "max=MAX_ROUNDS))", "max=len(raw_rounds)))", "TOO_MANY_ROUNDS"),
    # and its rounds not read: past the bound nothing inside it is read (docs/players.md "Limits"), so
    # the stranger its first round names is not told, as a reader going on up to the bound would tell it
    ("_read_rounds", "                text(\"problem.too-many-rounds\", max=MAX_ROUNDS))\n        return []",
     "                text(\"problem.too-many-rounds\", max=MAX_ROUNDS))\n"
     "        raw_rounds = raw_rounds[:MAX_ROUNDS - start.round]", "TOO_MANY_ROUNDS"),
])
def test_a_record_refused_under_another_code_or_in_other_words_is_named(monkeypatch, name, old, new, code):
    assert unplanted_ok(record_rows.run, STANDARD)
    monkeypatch.setattr(game_record, name, replaced(game_record, name, old, new))
    found = record_rows.run(STANDARD).mismatches
    assert [m["game"] for m in found] == ["refused"] and found[0]["problem"].startswith(code)


def test_a_record_of_no_round_written_without_its_rounds_is_named(monkeypatch):
    # a game set up and not yet played, written with its rounds as null: read back, it is refused
    from referee.engine import record

    monkeypatch.setattr(record, "make_record", replaced(
        record, "make_record", 'data["rounds"] = rounds', 'data["rounds"] = rounds or None'))
    # (and the record taken up after its first round with no round after it, written the same way)
    assert [m["game"] for m in record_rows.run(STANDARD).mismatches] == [
        "resumed after round 1, 0 rounds after", "no round yet", "no round yet", "a start's warning beside its error"]


def test_a_replay_up_to_a_round_stopping_before_its_scoring_unasked_is_named(monkeypatch):
    # `replay --until N` stops after round N's scoring; only with --before-scoring before it
    monkeypatch.setattr(replay, "replay", replaced(
        replay, "replay", "if before_scoring and until is not None and rnd.number == until:",
        "if before_scoring or until is not None and rnd.number == until:"))
    problems = {m["problem"].split(":")[0] for m in record_rows.run(STANDARD).mismatches}
    assert problems and all(p.startswith("replay --until") for p in problems)


def test_winners_listed_by_name_rather_than_in_the_order_of_play_are_named(monkeypatch):
    # a shared victory's winners in the JSON an organiser reads (`replay --json`): the players' own
    # order, as the model lists them; the drawn games seat the players in reverse alphabetical order, so a
    # list sorted by name differs wherever two share the victory
    monkeypatch.setattr(replay.FinalResult, "to_dict", replaced(
        replay.FinalResult, "to_dict", '"winners": list(self.winners)}', '"winners": sorted(self.winners)}'))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems and all(p.startswith("the JSON's winners ") for p in problems), problems


@pytest.mark.parametrize("function, old, new, said", [
    # "Game records": a round's comment is told back as written, its spaces its own
    (("game_record", "_read_round"), "rnd.comment = value", "rnd.comment = value.strip()",
     "the first rounds' comments told as"),
    # a record taken up mid-game numbers its rounds on from its start's: after its first round the
    # game goes on "after round 2", not after the one round replayed
    (("replay", "_final"), "played = result.rounds[-1].number if result.rounds else pos.round",
     "played = len(result.rounds)", "replay --until "),
])
def test_a_records_comment_or_round_told_otherwise_than_written_is_named(monkeypatch, function, old, new, said):
    module = {"game_record": game_record, "replay": replay}[function[0]]
    monkeypatch.setattr(module, function[1], replaced(module, function[1], old, new))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems and all(p.startswith(said) for p in problems), problems


@pytest.mark.parametrize("owner, name, old, new, said", [
    # the sheet's banners listed in the regions' number order: docs/organisers.md lists them along the
    # King's route (1, 6, 4, 7, 3, 5, 2, 8 on the rulebook's board), which number order leaves at its second
    (replay, "_banners_used", "for r in board.route:", "for r in sorted(board.regions):",
     "the sheet's banners listed as"),
    # a card event writing its re-selection flag as false where the card is no re-selection's: the
    # events give only the facts that hold (docs/organisers.md); every round's first card shows it
    (round_play._Resolver, "event", "reselection=reselection or None,", "reselection=reselection,",
     "event writes reselection as False"),
    # a record whose start is written out at round 0 (as every record with `start` the rows write)
    # told as one starting from the set-up: the sheet names the start it was given
    (game_record, "read_record", 'from_setup="start" not in data)', "from_setup=start.round == 0)",
     "the sheet starts from the set-up, the record gives start"),
    # a region's banner on the sheet cut to the places paid (one fewer than the players, "Scoring"):
    # the sheet tells the banner in force whole, as its `banners` gives it
    (replay, "_region_summary", '"banner": list(res.banner),', '"banner": list(res.banner[:res.paid_places]),',
     "'s banner as"),
    # a result of winners only held to scores of nobody: each of its two fields may be given alone
    (replay, "_check_result", 'want_scores = expected.get("scores")', 'want_scores = expected.get("scores", {})',
     "the record's result gives scores none"),
    # a region's step of `score`'s account tells the banner the region paid by: the printing's where the
    # record gives one; an account reading the spec's banner tells the rulebook's beside the sheet's
    (adjudicate, "_pay_placings", "banner=list(result.banner),",
     "banner=list(rules.board.regions[result.region].banner),", "`score`'s account tells"),
])
def test_a_sheet_telling_its_banners_events_or_start_otherwise_is_named(monkeypatch, owner, name, old, new, said):
    monkeypatch.setattr(owner, name, replaced(owner, name, old, new))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems and all(said in p for p in problems), problems[:3]


def test_a_sheet_telling_the_rulebooks_banners_for_the_records_own_is_named(monkeypatch):
    # the records give two regions a printing's banner; the sheet's `banners` must tell those
    monkeypatch.setattr(replay, "_banners_used", replaced(
        replay, "_banners_used", "values, provenance = record.rules.banner_for(r, record.start.banners)",
        "values, provenance = record.rules.banner_for(r, {})"))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    # (each round's regions on the sheet then tell the record's banner, unlike the sheet's `banners`)
    assert problems and any(p.startswith("the sheet's banner of ") for p in problems), problems
    assert all(p.startswith("the sheet's banner of ") or "'s banner as " in p for p in problems), problems


@pytest.mark.parametrize("variants, old, new", [
    # "Nobles": a decision's removed Nobles told as the ones it kept
    ((), '"removed": list(res.noble.removed),', '"removed": list(res.noble.kept),'),
    # examples/variants/nobles-on-a-tie.toml: every tied leader places a Noble; a sheet telling the
    # first only (as `replay --json` did) leaves the region with fewer Nobles than the game's
    (("examples/variants/nobles-on-a-tie.toml",), "if res.noble.also_placed:", "if False:"),
])
def test_a_sheet_telling_a_noble_decision_otherwise_than_played_is_named(monkeypatch, variants, old, new):
    from helpers import REPO

    rules = load_rules(tuple(str(REPO / v) for v in variants))
    assert unplanted_ok(record_rows.run, rules)
    monkeypatch.setattr(replay, "_region_summary", replaced(replay, "_region_summary", old, new))
    problems = [m["problem"] for m in record_rows.run(rules).mismatches]
    # (the sheet's region tells its Noble decision otherwise than `score` does, too)
    assert problems and all(p.startswith("round ") and ("the decision keeps" in p or "the decisions leave" in p
                                                        or "the sheet tells its noble as" in p) for p in problems)
    assert any("the decision keeps" in p or "the decisions leave" in p for p in problems), problems


@pytest.mark.parametrize("owner, name, old, new, said", [
    # "Revealing cards — Witch": the Witch players re-select after everyone else, in seat order; the
    # record rows seat players out of alphabetical order, so a re-selection in name order shows in
    # the sheet's card events wherever two Witches meet in a round
    ("round_play._Resolver", "run", "for p, sent_back in reselecting.items():",
     "for p, sent_back in sorted(reselecting.items()):", "out of seat order"),
    # "Scoring": the King's region first, then the next regions along his route, one per Dragon; a
    # sheet listing them in name order tells another order wherever a Dragon scored a second region
    # whose name comes first
    ("replay.ReplayRound", "to_dict", "[board.name(r) for r in out.regions_scored]",
     "sorted(board.name(r) for r in out.regions_scored)", "the King's path"),
])
def test_a_sheet_telling_the_round_out_of_its_order_is_named(monkeypatch, owner, name, old, new, said):
    from referee.engine import round_play

    holder = {"round_play._Resolver": round_play._Resolver, "replay.ReplayRound": replay.ReplayRound}[owner]
    assert unplanted_ok(record_rows.run, STANDARD)
    monkeypatch.setattr(holder, name, replaced(holder, name, old, new))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems and all(said in p for p in problems), problems


def test_banners_given_beside_a_record_left_out_are_named(monkeypatch):
    # `replay --banners`: a printing's banners given beside a record that holds none play as the
    # record's own would; read without them, the sheet tells the rulebook's
    assert unplanted_ok(record_rows.run, STANDARD)
    monkeypatch.setattr(game_record, "read_record", replaced(
        game_record, "read_record", "_first_position(data, extra_variants, extra_banners,",
        "_first_position(data, extra_variants, None,"))
    problems = record_rows.run(STANDARD).mismatches
    assert problems and all(m["game"] == "banners given beside" for m in problems), problems


@pytest.mark.parametrize("names", [(), ("permanent-nobles",)], ids=["standard", "permanent-nobles"])
def test_variants_named_in_start_and_record_kept_twice_at_the_bound_are_named(monkeypatch, names):
    # a start and a record each naming the same variants, together as many as may be named: each read
    # once; merged as two lists from that many on, not past it, the record is refused as naming one twice
    rules = load_rules(names)
    assert unplanted_ok(record_rows.run, rules)
    monkeypatch.setattr(game_record, "_merged_variants", replaced(
        game_record, "_merged_variants", "if len(start_variants) + len(record_variants) > MAX_VARIANTS:",
        "if len(start_variants) + len(record_variants) >= MAX_VARIANTS:"))
    problems = record_rows.run(rules).mismatches
    assert problems and all(m["game"] == "variants in start and record" for m in problems), problems


def test_a_player_named_witch_read_as_the_reselections_is_named(monkeypatch):
    # only `witch`, a round's own key, is refused as a seat; a seat named `Witch` is a player like any
    # other, whose round entries are their cards, not re-selections
    monkeypatch.setattr(game_record, "_read_round", replaced(
        game_record, "_read_round", 'elif key == "witch":', 'elif key.lower() == "witch":'))
    problems = record_rows.run(STANDARD).mismatches
    assert problems and all(m["game"] == "a seat named Witch" for m in problems), problems


@pytest.mark.parametrize("name, old, new, game", [
    # a lenient replay plays the round written after the game's end (and scores it)
    ("replay", "if pos.game_over:", "if pos.game_over and not lenient:", "a round after the end"),
    # the sheet leaves out the Noble bonuses of the final scoring (the game under final_pays_noble_bonus)
    ("_region_summary", "if res.bonuses:", "if res.bonuses and not res.final:", "final bonus"),
    # a strict replay collects an illegal play as a lenient one does and plays on: the record with a card
    # too many in a first-round selection is then not refused
    # (and the record taken up mid-game, a card twice, is not refused strictly either)
    ("replay", "problems = result.problems if lenient else None", "problems = result.problems",
     ("a round written wrong", "resumed after round 1, a card twice")),
    # a strict replay passing over a round written after the game's end without a word
    ("_round_after_end", "raise IllegalPlayError(play)", "return", "a round after the end"),
    # a lenient replay stopping at the first round after the end: the second is not named
    ("replay", "_round_after_end(result, rnd.number, lenient)\n            continue",
     "_round_after_end(result, rnd.number, lenient)\n            break", "a round after the end"),
])
def test_a_replay_slip_is_named_by_its_game_alone(monkeypatch, name, old, new, game):
    monkeypatch.setattr(replay, name, replaced(replay, name, old, new))
    problems = record_rows.run(STANDARD).mismatches
    assert problems and all(m["game"] in (game if isinstance(game, tuple) else (game,)) for m in problems), problems


def test_an_answer_given_beside_rulings_of_the_wrong_type_laid_over_them_is_named(monkeypatch):
    # `replay --ruling` beside a record whose rulings are a list: refused at `rulings`, never a traceback
    monkeypatch.setattr(game_record, "_record_fields", replaced(
        game_record, "_record_fields", 'if extra_rulings and isinstance(fields.get("rulings", {}), dict):',
        "if extra_rulings:"))
    problems = record_rows.run(STANDARD).mismatches
    assert problems and all(m["game"] == "refused" and "raised" in m["problem"] for m in problems), problems


def test_a_sheet_telling_a_region_otherwise_than_the_score_answer_is_named(monkeypatch):
    # the sheet's region listing only the players it paid: a player placed unpaid (influence, no
    # points) is left out, which `referee score` tells
    monkeypatch.setattr(replay, "_region_summary", replaced(
        replay, "_region_summary", "if pl.influence]", "if pl.points]"))
    problems = record_rows.run(STANDARD).mismatches
    assert problems and any("the sheet tells" in str(m.get("problem")) for m in problems), problems


def test_variants_past_the_bound_between_start_and_record_cut_to_it_are_named(monkeypatch):
    # the start's variants and the record's together one past the bound (neither past it alone) must
    # be refused as too many; cut to the bound they read as the first eight named, the last dropped
    monkeypatch.setattr(game_record, "_merged_variants", replaced(
        game_record, "_merged_variants", "return start_variants + record_variants ",
        "return (start_variants + record_variants)[:MAX_VARIANTS] "))
    games = {m.get("game") for m in record_rows.run(STANDARD).mismatches}
    assert games == {"variants in start and record, one past the bound"}


def test_a_record_written_with_its_rounds_in_name_order_is_named(monkeypatch):
    # the rows seat their players out of name order (Zoe before Max): a record whose rounds list the
    # selections in name order lists them otherwise than the seats
    from referee.engine import record

    monkeypatch.setattr(record, "make_record", replaced(
        record, "make_record", 'data["rounds"] = rounds', 'data["rounds"] = [dict(sorted(r.items())) for r in rounds]'))
    problems = [m.get("problem", "") for m in record_rows.run(STANDARD).mismatches]
    assert problems and all(" written with its selections as " in p for p in problems), problems[:3]


def test_a_result_left_unread_beside_a_warning_is_named(monkeypatch):
    # a record read with a warning (Dark Tower's banner unlike the rulebook's 5-4-2-1) keeps its result:
    # a reader that keeps a result only where nothing was said before it drops it, and the wrong winner
    # the record gives goes untold
    monkeypatch.setattr(game_record, "_read_result", replaced(
        game_record, "_read_result", "problems_before = len(out.problems)", "problems_before = 0"))
    problems = record_rows.run(STANDARD).mismatches
    # so do the wrong results of the record with an illegal play, of the record with a round's error
    # and of the record taken up mid-game, their banners a printing's (a warning too)
    games = [m["game"].split(" {")[0] for m in problems]
    assert games == ["resumed after round 1, its result"] * 2 + ["a round written wrong",
                                                                 "a wrong result beside a round's error",
                                                                 "a wrong result beside a warning"], problems


def test_a_sheet_naming_its_variants_by_their_ids_is_named(monkeypatch):
    # the shorter game's, the final bonus game's, the zero bonus's and the higher minimum's records name their variant by
    # its file: the sheet must name it so (`replay --json`'s variants load back as the record's rules); by
    # the file's id it names no variant known
    monkeypatch.setattr(replay.ReplayResult, "to_dict", replaced(
        replay.ReplayResult, "to_dict", '"variants": list(rules.variant_refs),', '"variants": list(rules.variant_ids),'))
    problems = record_rows.run(STANDARD).mismatches
    assert {m["game"] for m in problems} == {"shorter", "final bonus", "zero bonus", "higher minimum"}, problems
    assert all("the sheet names the variants" in m["problem"] for m in problems), problems


def test_rounds_played_counted_from_the_games_start_are_named(monkeypatch):
    # a record taken up after round 1 and replayed to round 2 has played one of its rounds: `final`'s
    # rounds_played counts the record's rounds (docs/organisers.md), not the game's round number
    monkeypatch.setattr(replay, "_final", replaced(
        replay, "_final", "final = FinalResult(rounds_played=len(result.rounds),",
        "final = FinalResult(rounds_played=pos.round,"))
    problems = record_rows.run(STANDARD).mismatches
    # the record with its rounds after the start, then the start alone (no round after it)
    assert len(problems) == 2 and all(m["game"].startswith("resumed after round 1, ") for m in problems), problems
    assert problems[1]["game"] == "resumed after round 1, 0 rounds after"
    assert "2 rounds played" in problems[0]["problem"] and "1 rounds played" in problems[1]["problem"]


@pytest.mark.parametrize("owner, name, old, where", [
    # the result's reason for the end (`replay --json --lang fr`) left in English
    (replay.FinalResult, "to_dict", '"end_reason": self.end_text.render(lang)', "the result's end_reason"),
    # the last round's reason for the end left in English
    (replay.ReplayRound, "to_dict", '"end_reason": out.end_text.render(lang)', "the last round's end_reason"),
])
def test_an_end_told_in_english_under_french_is_named(monkeypatch, owner, name, old, where):
    # every sentence of the catalogue has its own French: an organiser reading `replay --json --lang fr`
    # reads the end's reason in French, the values as in English
    monkeypatch.setattr(owner, name, replaced(owner, name, old, old.replace("(lang)", '("en")')))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems and all("under --lang fr" in p for p in problems), problems[:2]
    assert any(p.startswith(f"{where} under --lang fr") for p in problems), problems[:2]


def test_a_card_event_told_in_english_on_the_french_sheet_is_named(monkeypatch):
    # `replay --json --lang fr`: the card events' `text` is French (docs/players.md, "What `--lang fr`
    # translates"); a sheet that renders them in English whatever the language is named
    from referee.present import sheet

    monkeypatch.setattr(sheet, "with_event_text", replaced(
        sheet, "with_event_text", "for k, v in ev.items() if k != \"text\"}), lang)", "for k, v in ev.items() if k != \"text\"}))"))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems and all(p.startswith("the sheet under --lang fr: ") and "left in English" in p
                            for p in problems), problems[:2]


def test_a_records_rulings_written_only_beside_banners_are_named(monkeypatch):
    # the games under other rulings are played on the ruleset's own banners, so their records write
    # rulings and no banners: a writer that writes the rulings only beside banners drops them, and the
    # record replays under the defaults, another game (the re-selection of no cards, written under a
    # ruling and no banners, is then refused)
    from referee.engine import record

    monkeypatch.setattr(record, "make_record", replaced(record, "make_record", "if rulings:", "if rulings and banners:"))
    games = {m["game"] for m in record_rows.run(STANDARD).mismatches}
    assert games and all(g.startswith("rulings ") or g == "a re-selection of no cards" for g in games), games


@pytest.mark.parametrize("old, new", [
    # an unfinished replay of no round told as at round 0, where the record's start is at round 1
    ("if result.rounds else pos.round", "if result.rounds else 0"),
    # an unfinished game told with the best score where the threshold belongs
    ("round=played, threshold=threshold)", "round=played, threshold=max(pos.scores.values()))"),
])
def test_an_unfinished_game_told_at_another_round_or_threshold_is_named(monkeypatch, old, new):
    monkeypatch.setattr(replay, "_final", replaced(replay, "_final", old, new))
    found = record_rows.run(STANDARD).mismatches
    assert found and all(str(m["game"]).startswith("resumed after round 1") for m in found), found[:1]


@pytest.mark.parametrize("old, new, said", [
    # a round's comment is text, told back in the sheet's JSON as written: spaces alone too
    ("if self.comment:", "if self.comment and not self.comment.isspace():", "comments told as"),
    # the sheet lists a round's re-selections in seat order (the record rows seat Zoe before Max)
    ("witch = _in_seat_order(self.witch, pos.players)", "witch = dict(sorted(self.witch.items()))",
     "the sheet lists its witch as"),
    # and in seat order where the record writes them otherwise (two Witches of a round, the later seat first)
    ("for p, cards in witch.items()}", "for p, cards in self.witch.items()}", "the sheet lists its witch as"),
    # nor in the order the record writes the cards (a round written the later seat first)
    ("witch = _in_seat_order(self.witch, pos.players)", "witch = _in_seat_order(self.witch, self.plays)",
     "the sheet lists its witch as"),
], ids=["comment-of-spaces-left-off", "re-selections-in-name-order", "re-selections-as-written",
        "re-selections-as-the-cards-are-written"])
def test_a_sheets_round_told_otherwise_than_written_or_seated_is_named(monkeypatch, old, new, said):
    monkeypatch.setattr(replay.ReplayRound, "to_dict", replaced(replay.ReplayRound, "to_dict", old, new))
    found = record_rows.run(STANDARD).mismatches
    assert found and all(said in m["problem"] for m in found), found[:1]


def test_a_replay_to_the_start_held_to_the_records_result_is_named(monkeypatch):
    # `replay --until 0` replays no round: a partial replay is not held to the record's result
    monkeypatch.setattr(replay, "replay", replaced(replay, "replay", "if until is None:", "if not until:"))
    found = record_rows.run(STANDARD).mismatches
    assert found and all(m["problem"].startswith("replay --until 0: 0 rounds replayed, told ['RESULT_MISMATCH")
                         for m in found), found[:1]


@pytest.mark.parametrize("index, key", [
    # a record's rounds number on from its start's round; an illegal play's field is its place in the
    # record's rounds (rounds[0] for the first written), not the round's number as an index
    (lambda play: play.round - 1, lambda player: field_key(player)),
    # a seat named in two words is a key a field path quotes: rounds[0]."Zoe Jr"
    (lambda play: play.round - play.first_round, lambda player: player),
], ids=["placed-by-its-round-number", "its-player-unquoted"])
def test_an_illegal_play_of_a_record_taken_up_mid_game_told_at_another_field_is_named(monkeypatch, index, key):
    from referee.engine.round_play import IllegalPlay

    def slipped(play):
        where = f"rounds[{index(play)}]"
        return where if play.player is None else f"{where}.{key(play.player)}"
    monkeypatch.setattr(IllegalPlay, "field", property(slipped))
    games = [m["game"] for m in record_rows.run(STANDARD).mismatches]
    assert "resumed after round 1, a card twice" in games
    # (and the warnings of the record of two Witches written alone, taken up after round 4)
    assert all(g.startswith("resumed after round 1, ") or g == "two Witches written alone, taken up later"
               for g in games), games


def test_a_wrong_result_of_a_record_taken_up_mid_game_placed_by_the_games_round_is_named(monkeypatch):
    # a wrong result is told after the last round, at the record's last entry: its rounds number on
    # from the start's round, so the game's last round is not the record's index
    monkeypatch.setattr(replay, "_check_result", replaced(
        replay, "_check_result", "rules, first = result.record.rules, result.record.first_round",
        "rules, first = result.record.rules, 1"))
    games = [m["game"] for m in record_rows.run(STANDARD).mismatches]
    # both wrong results, a losing winner and a score one off, and nothing else
    assert [g.split("its result {")[1][:9] for g in games] == ["'winners'", "'scores':"], games


def test_a_result_leaving_out_a_player_with_no_noble_is_named(monkeypatch):
    # the result's Nobles on the board name every player, one with none too
    monkeypatch.setattr(replay, "_final", replaced(
        replay, "_final", "nobles_on_board={p: pos.nobles_on_board(p) for p in players})",
        "nobles_on_board={p: pos.nobles_on_board(p) for p in players if pos.nobles_on_board(p)})"))
    found = record_rows.run(STANDARD).mismatches
    assert found and all("nobles_on_board" in m["problem"] for m in found), found[:1]


@pytest.mark.parametrize("old, new, told", [
    # "Nobles": a region scored with no Noble placed still says why; the sheet tells it as `score` does
    ('"kept": list(res.noble.kept), "reason": res.noble.reason}',
     '"kept": list(res.noble.kept), "reason": res.noble.reason if res.noble.placed else None}', "its noble"),
    # a chain bonus left off the sheet's region (the final scoring's: its totals no longer add up either)
    ("data[\"bonuses\"] = {b.player: b.points for b in res.bonuses}", "pass", "its bonuses|final scores"),
    # the final scoring's regions told as a round's
    ('"banner_provenance": res.banner_provenance, "final_scoring": res.final,',
     '"banner_provenance": res.banner_provenance, "final_scoring": False,', "its final"),
])
def test_a_sheets_region_told_otherwise_than_scores_answer_is_named(monkeypatch, old, new, told):
    monkeypatch.setattr(replay, "_region_summary", replaced(replay, "_region_summary", old, new))
    found = record_rows.run(STANDARD).mismatches
    assert found and all(any(f"the sheet tells {t} as" in m["problem"] or m["problem"].startswith(t)
                             for t in told.split("|")) for m in found), found[:1]
    assert any(f"the sheet tells {told.split('|')[0]} as" in m["problem"] for m in found)


def test_the_positions_after_each_round_given_as_the_last_one_are_named(monkeypatch):
    # ReplayResult.positions (the boards of `replay --report`) is the position after each round played
    monkeypatch.setattr(replay.ReplayResult, "positions", property(lambda self: [self.position for _ in self.rounds]))
    found = record_rows.run(STANDARD).mismatches
    assert found and all("the position after it differs from the engine's play" in m["problem"] for m in found)


def test_cards_revealed_in_the_order_a_round_writes_them_are_named(monkeypatch):
    # "Choosing cards": the cards are revealed in the order of play, the seats', whatever order a
    # record writes a round's entries in
    monkeypatch.setattr(round_play._Resolver, "run", replaced(
        round_play._Resolver, "run", "for p in self.pos.players:", "for p in plays:"))
    found = {m["game"] for m in record_rows.run(STANDARD).mismatches}
    # (the round of two Witches written the later seat first shows it too)
    assert "entries out of seat order" in found, found
    assert found <= {"entries out of seat order", "two Witches written out of seat order"}, found


def test_a_sheets_supply_in_the_order_the_start_writes_it_is_named(monkeypatch):
    # the sheet lists each round's supplies in seat order, whatever order the record's start writes them
    # in: a Position holds its supply by seat, and the sheet lists it by seat itself; with both slipped
    # (the Position keeping the file's order, the sheet listing the supply as held) the start's reversed
    # supply shows on the sheet
    from referee.engine.position import Position

    monkeypatch.setattr(Position, "__post_init__", replaced(
        Position, "__post_init__", "self.supply = {p: self.supply[p] for p in self.players if p in self.supply}",
        "self.supply = {p: self.supply[p] for p in self.supply}"))
    monkeypatch.setattr(replay.ReplayRound, "to_dict", replaced(
        replay.ReplayRound, "to_dict",
        '"supply": _in_seat_order(out.supply_before_final if before_final else pos.supply or {}, pos.players),',
        '"supply": dict(out.supply_before_final) if before_final else dict(pos.supply or {}),'))
    found = record_rows.run(STANDARD).mismatches
    # (and the start whose supply leaves the first seat out: its derived supply comes after the others')
    assert found and {(m["game"], m["with_start"]) for m in found} == {
        ("entries out of seat order", True), ("a start's supply leaving a seat out", True)}, found[:1]


def test_a_sheet_starting_every_round_with_the_king_where_the_game_started_is_named(monkeypatch):
    # each round of the sheet names where the King stood when it began: where the round before it
    # left him ("The King travels"), the start's region for the first round only
    monkeypatch.setattr(replay, "replay", replaced(replay, "replay", "king_from = pos.king",
                                                   "king_from = record.start.king"))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems and all("the previous round left him in" in p for p in problems), problems[:2]


def test_a_records_own_banners_not_laid_over_its_starts_are_named(monkeypatch):
    # docs/organisers.md: a record's `rulings` and `banners` are laid over its start's, entry by entry;
    # a reader that lays the rulings only plays the start's banners where the record gives a printing's
    monkeypatch.setattr(game_record, "_first_position", replaced(
        game_record, "_first_position", 'for key in ("rulings", "banners"):', 'for key in ("rulings",):'))
    mismatches = record_rows.run(STANDARD).mismatches
    assert mismatches and all(m["game"] == "banners in layers" for m in mismatches), mismatches[:2]


def test_a_sheet_leaving_out_players_too_few_to_place_is_named(monkeypatch):
    # under one more marker needed to be placed, a player with one marker in a region is on the
    # region's line of the sheet, influence 1 and no points, as `referee score` tells it
    monkeypatch.setattr(replay, "_region_summary", replaced(
        replay, "_region_summary", "if pl.influence]", 'if pl.reason != "no-influence"]'))
    mismatches = record_rows.run(STANDARD).mismatches
    assert mismatches and all(m["game"] == "higher minimum" for m in mismatches), mismatches[:2]


def test_a_result_of_a_record_with_no_round_left_unjudged_is_named(monkeypatch):
    # a record of a game set up and not yet played, its result naming a winner: the game goes on, so
    # the result is wrong ("Game end and winning"), and is told so however few rounds were played
    monkeypatch.setattr(replay, "_check_result", replaced(
        replay, "_check_result", "expected = result.record.result", "expected = result.record.result if result.rounds else None"))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems == ["a result naming a winner told nothing"], problems


def test_the_apis_sheet_in_another_language_than_the_jsons_is_named(monkeypatch):
    # docs/contributing.md: a result's fields say what its JSON form does; `to_dict()` is English
    # unless asked, and so is the sheet a program reads from `ReplayResult.sheet`
    monkeypatch.setattr(replay.ReplayResult, "sheet", property(lambda self: self.sheet_in("fr")))
    problems = {m["problem"] for m in record_rows.run(STANDARD).mismatches}
    assert problems == {"the API's sheet differs from the JSON's rounds"}


def test_a_sole_winner_told_by_another_name_in_the_replays_result_is_named(monkeypatch):
    # "Game end and winning": the result's reason names the winner the rulebook gives
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "_winners", replaced(
        adjudicate, "_winners", 'text("winners.one", winner=top[0], best=best)',
        'text("winners.one", winner=[p for p in position.players if p not in top][0], best=best)'))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems and all(p.startswith("the end's reason ") for p in problems), problems[:2]


def test_a_result_naming_one_of_several_players_who_reached_the_threshold_is_named(monkeypatch):
    # "Game end and winning": the game ends when a player reaches the threshold; the result says who
    # did, every one of them where several did in the same round (the tied twins reach it together)
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "_end_game_if_due", replaced(
        adjudicate, "_end_game_if_due", "outcome.reached = reached", "outcome.reached = reached[:1]"))
    problems = [m["problem"] for m in record_rows.run(STANDARD).mismatches]
    assert problems and all(p.startswith("the result's why names ") for p in problems), problems[:2]



def test_a_records_own_rulings_dropped_beside_another_ruling_given_are_named(monkeypatch):
    # `replay --ruling` lays the answers given over the record's own: a ruling the record answers and
    # the command line does not keeps the record's answer
    monkeypatch.setattr(game_record, "_record_fields", replaced(
        game_record, "_record_fields", 'fields["rulings"] = {**fields.get("rulings", {}), **extra_rulings}',
        'fields["rulings"] = dict(extra_rulings)'))
    found = record_rows.run(STANDARD).mismatches
    assert found and all(m.get("layers") == "another ruling given beside the record's" for m in found), found[:1]


def test_a_shared_victorys_winners_held_to_their_seats_order_are_named(monkeypatch):
    # the winners are who won ("Game end and winning"): a result may list them in any order
    monkeypatch.setattr(replay, "_check_result", replaced(
        replay, "_check_result", "if want_winners is not None and sorted(want_winners) != sorted(got):",
        "if want_winners is not None and want_winners != got:"))
    found = record_rows.run(STANDARD).mismatches
    assert found and all(m["game"] == "winners written out of their seats' order" for m in found), found[:1]


def test_markers_placed_listed_by_region_number_are_named(monkeypatch):
    # the rulebook's route (Temple Ruins, Dark Tower, ...) does not follow the regions' numbers: a
    # round's markers placed, listed by number, put a region before one the King reaches first
    monkeypatch.setattr(round_play.RoundLog, "to_dict", replaced(
        round_play.RoundLog, "to_dict", "key=lambda kv: rules.board.route.index(kv[0])", "key=lambda kv: kv[0]"))
    mismatches = record_rows.run(STANDARD).mismatches
    assert mismatches and all("out of the route's order" in m["problem"] for m in mismatches)


def test_a_bonus_of_no_points_left_off_the_sheet_is_named(monkeypatch):
    # [nobles] bonus_base = 0 (a variant's value): a Noble alone in its chain earns 0 + 1 x (1 - 1) = 0
    # points, which `referee score` lists among the region's bonuses; the sheet leaving it off differs
    monkeypatch.setattr(replay, "_region_summary", replaced(
        replay, "_region_summary", "for b in res.bonuses}", "for b in res.bonuses if b.points}"))
    mismatches = record_rows.run(STANDARD).mismatches
    assert mismatches and all(m["game"] == "zero bonus" and "bonuses" in m["problem"] for m in mismatches)


def test_a_resumed_records_round_named_by_its_number_is_named(monkeypatch):
    # the record taken up after round 1: its first round is rounds[0], told of round 2; a reader
    # naming it by the round's number (rounds[1]) places its unknown card in the record's next round
    monkeypatch.setattr(game_record, "_read_rounds", replaced(
        game_record, "_read_rounds", "_read_round(raw, i, first + i,", "_read_round(raw, first + i - 1, first + i,"))
    mismatches = record_rows.run(STANDARD).mismatches
    assert [m["game"] for m in mismatches] == ["resumed after round 1, an unknown card"], mismatches


def test_a_reselection_of_no_cards_left_off_the_sheet_is_named(monkeypatch):
    # a player with no marker left plays the Witch alone (ruling no-markers-no-cards =
    # special-cards-allowed) and writes a re-selection of no cards: the sheet lists it as written
    monkeypatch.setattr(replay.ReplayRound, "to_dict", replaced(
        replay.ReplayRound, "to_dict", "if self.witch:", "if any(self.witch.values()):"))
    mismatches = record_rows.run(STANDARD).mismatches
    assert [m["game"] for m in mismatches] == ["a re-selection of no cards"], mismatches


def test_a_banner_given_as_the_spec_gives_it_told_as_the_specs_is_named(monkeypatch):
    # a printing given is the user's whatever its values: a banner written with the spec's own values
    # told as the rulebook's (or provisional) misleads the organiser about where it comes from
    monkeypatch.setattr(replay, "_banners_used", replaced(
        replay, "_banners_used", '"provenance": provenance}',
        '"provenance": provenance if values != board.regions[r].banner else board.regions[r].banner_provenance}'))
    mismatches = record_rows.run(STANDARD).mismatches
    assert mismatches and all(m["game"] == "a banner given as printed" and "not user's" in m["problem"]
                              for m in mismatches), mismatches


def test_banners_given_beside_a_record_with_its_start_left_unread_are_named(monkeypatch):
    # `replay --banners` beside a record that gives its start: the printing given must be the one in
    # force, as it is beside a record without start
    monkeypatch.setattr(game_record, "_first_position", replaced(
        game_record, "_first_position",
        "read_position(merged, extra_variants=extra_variants, extra_banners=extra_banners)",
        "read_position(merged, extra_variants=extra_variants, extra_banners=None)"))
    mismatches = record_rows.run(STANDARD).mismatches
    assert mismatches and all(m["game"] == "banners given beside" and m["with_start"] for m in mismatches)


def test_a_rounds_winners_listed_in_name_order_are_named(monkeypatch):
    # the sheet lists its players in seat order, the winners of the round that ends the game too; the
    # record rows seat the players out of name order, so winners sorted by name show
    assert unplanted_ok(record_rows.run, STANDARD)
    monkeypatch.setattr(replay.ReplayRound, "to_dict", replaced(
        replay.ReplayRound, "to_dict", 'entry.update({"winners": list(out.winners),',
        'entry.update({"winners": sorted(out.winners),'))
    found = record_rows.run(STANDARD).mismatches
    assert found and all("winners" in str(m.get("problem")) for m in found), found[:1]


def test_a_starts_errors_told_before_its_warnings_are_named(monkeypatch):
    # a start's problems are told as `referee score --json` tells that position's: a printing's banner
    # (a warning, read with the banners) before a score at the threshold (an error found when the read
    # position is judged scorable), not the errors sorted first
    monkeypatch.setattr(game_record, "_first_position", replaced(
        game_record, "_first_position", "    return position, rules, problems            #",
        "    return position, rules, sorted(problems, key=lambda p: p.severity)            #"))
    found = record_rows.run(STANDARD).mismatches
    assert [m["game"] for m in found] == ["a start's warning beside its error"], found[:2]


def test_a_strict_refusal_of_a_record_taken_up_mid_game_told_at_another_round_index_is_named(monkeypatch):
    # `referee replay` (strict) stops at a record's first illegal play and tells it as the play is
    # placed: a record taken up after round 1 holds round 2 at rounds[0]. A refusal rebuilt from the
    # play without where the record's rounds begin counts them from round 1 and names rounds[1]
    from referee.engine.round_play import IllegalPlay, IllegalPlayError

    kept = IllegalPlayError.__init__

    def rebuilt(self, play):            # the play made again from its parts, first_round left at its default
        kept(self, IllegalPlay(play.round, play.player, play.card, play.code, play.reason, play.section))
    monkeypatch.setattr(IllegalPlayError, "__init__", rebuilt)
    found = record_rows.run(STANDARD).mismatches
    assert found and all("refused strictly at (2, 'rounds[1]." in m["problem"] for m in found), found[:1]


def test_a_start_supply_leaving_a_seat_out_not_derived_is_named(monkeypatch):
    # docs/organisers.md: a start's supply left out for one player is derived for that player; a
    # reader deriving only the supplies the start writes leaves that player without one, and the
    # replay cannot play a round (and the start read back holds no supply for that player)
    monkeypatch.setattr(game_record, "_complete_supply", replaced(
        game_record, "_complete_supply", "for p in position.players:", "for p in position.supply:"))
    found = record_rows.run(STANDARD).mismatches
    assert [m["game"] for m in found] == ["a start's supply leaving a seat out",
                                          "a start's supply given for some seats"], found[:2]


def test_a_replayed_round_scored_without_its_account_is_named(monkeypatch):
    # docs/api.md: a replayed round's outcome is an Outcome like `score_position`'s, whose account
    # `referee.describe` reads; a replay scoring its rounds untraced leaves that account empty
    monkeypatch.setattr(replay, "replay", replaced(replay, "replay", "outcome = apply_scoring(pos, rules)",
                                                   "outcome = apply_scoring(pos, rules, trace=False)"))
    found = record_rows.run(STANDARD).mismatches
    assert found and all("the replayed round's account tells the regions []" in m["problem"] for m in found), found[:1]


def test_a_rounds_second_warning_left_off_its_sheet_entry_is_named(monkeypatch):
    # a round's sheet entry lists every warning of the round: two Witches written alone, two warnings
    monkeypatch.setattr(replay.ReplayRound, "to_dict", replaced(
        replay.ReplayRound, "to_dict", "for p in self.log.warnings]", "for p in self.log.warnings[:1]]"))
    found = record_rows.run(STANDARD).mismatches
    assert [m["game"] for m in found] == ["two Witches written alone"], found[:2]
    assert "told of [['P1'], ['P3']]" in found[0]["problem"]


def test_a_replays_warnings_listed_latest_round_first_are_named(monkeypatch):
    # the replay's warnings (`result.warnings`, the sheet's `warnings`) list the rounds in their order
    def latest_first(self):
        return [w for r in reversed(self.rounds) for w in r.log.warnings]
    monkeypatch.setattr(replay.ReplayResult, "warnings", property(latest_first))
    found = record_rows.run(STANDARD).mismatches
    # (and the same rounds taken up later: their warnings placed latest round first)
    assert [m["game"] for m in found] == ["two Witches written alone", "two Witches written alone, taken up later"]
    assert "the replay's of ['P3', 'P1', 'P2']" in found[0]["problem"]


def test_a_replay_listing_no_position_after_the_last_round_is_named(monkeypatch):
    # `replay --report` draws a board after each round (ReplayResult.positions); the game's last round
    # ends it, and its board is the game's end. Listed without it, the rounds and their positions no
    # longer pair up one for one (a comparison that pairs them until the shorter runs out sees nothing).
    monkeypatch.setattr(replay.ReplayResult, "positions",
                        property(lambda self: [r.position for r in self.rounds if not r.outcome.game_over]))
    problems = [m.get("problem", "") for m in record_rows.run(STANDARD).mismatches]
    assert problems and all("positions listed after" in p for p in problems), problems[:2]


def test_a_starts_supply_derived_again_for_the_seats_it_gives_is_named(monkeypatch):
    # docs/organisers.md: a supply the start does not give is derived (every marker not on the board,
    # not a Noble, not on the score track); the supplies it gives are its own. Deriving every seat's
    # anew where one is left out passes a start whose given supplies equal the derived ones (a game's
    # own start), and is named where a seat is given fewer markers than it would derive.
    _only_named(monkeypatch, "if position.supply is None or not all(p in position.supply for p in position.players):",
                "a start's supply given for some seats")


def test_a_starts_supply_of_none_everywhere_derived_from_the_board_is_named(monkeypatch):
    # a start giving every seat 0 markers in supply gives a supply (markers missing, a warning); a reader
    # taking "no marker anywhere" for "no supply written" derives every seat's from the board, and the
    # game played from it is another
    _only_named(monkeypatch, "if position.supply is None or not any(position.supply.values()):",
                "a start's supply of none for every seat")


def _only_named(monkeypatch, condition: str, game: str) -> None:
    """The start's supply completed under `condition` in place of "no supply written": the record rows
    name that slip by `game` alone."""
    monkeypatch.setattr(game_record, "_complete_supply", replaced(
        game_record, "_complete_supply", "if position.supply is None:", condition))
    problems = record_rows.run(STANDARD).mismatches
    assert problems and all(m["game"] == game for m in problems), problems[:2]


def test_a_replays_result_leaving_out_the_players_at_nothing_is_named(monkeypatch):
    # A replay up to the start's own round plays no round: its result is the game going on, every
    # seat's score the start's (0 each from the set-up). A result listing only the players who have
    # scored leaves them all out there, and, at a game's end, any player who never scored.
    monkeypatch.setattr(replay, "_final", replaced(
        replay, "_final", "scores={p: pos.scores[p] for p in players},",
        "scores={p: pos.scores[p] for p in players if pos.scores[p]},"))
    problems = [m.get("problem", "") for m in record_rows.run(STANDARD).mismatches]
    assert problems and all("the result's scores" in p for p in problems), problems[:2]


def test_an_answer_given_beside_a_record_read_trimmed_is_named(monkeypatch):
    # An answer given beside a record (`replay --ruling`) is a word read as written, as a position's own
    # answers are: with spaces around it, it is none of the ruling's answers. Read trimmed, the record
    # is replayed under an answer nobody wrote, without a word.
    monkeypatch.setattr(game_record, "_record_fields", replaced(
        game_record, "_record_fields", "**extra_rulings}", "**{k: str(v).strip() for k, v in extra_rulings.items()}}"))
    problems = [m.get("problem", "") for m in record_rows.run(STANDARD).mismatches]
    assert problems and all("an answer given beside as" in p for p in problems), problems[:2]


def test_a_warning_placed_as_if_the_record_began_at_round_one_is_named(monkeypatch):
    # docs/organisers.md: a record's rounds number on from its start; a problem is placed where the record
    # holds its round (`rounds[0]` for the first written, whatever its number). A warning built without
    # the record's first round is placed at its round's number: `rounds[4]` for round 5 of a record
    # taken up after round 4, an entry the record does not have.
    monkeypatch.setattr(round_play._Resolver, "warn", replaced(
        round_play._Resolver, "warn", "code, reason, section, self.first_round))", "code, reason, section))"))
    found = record_rows.run(STANDARD).mismatches
    assert found and {m["game"] for m in found} == {"two Witches written alone, taken up later"}, found[:1]


def test_an_empty_result_refused_is_named(monkeypatch):
    # docs/organisers.md: a result's `scores` and `winners` are each optional, so `"result": {}` states
    # nothing to compare and the record replays with no problem; a reader refusing an empty result as
    # no object is named by that record alone
    monkeypatch.setattr(game_record, "_read_result", replaced(
        game_record, "_read_result", "if not isinstance(result, dict):",
        "if not result or not isinstance(result, dict):"))
    assert {m["game"] for m in record_rows.run(STANDARD).mismatches} == {"an empty result"}


def test_an_illegal_plays_value_quoted_as_its_sentence_quotes_it_is_named(monkeypatch):
    # docs/organisers.md: in JSON an illegal play's `card` and `value` are the card itself; the
    # sentence's quoting ('Temple Ruins', with its quotes) given as the value is no card the record holds
    monkeypatch.setattr(round_play.IllegalPlay, "to_dict", replaced(
        round_play.IllegalPlay, "to_dict", '"value": self.card,', '"value": _as_written(self.card),'))
    assert {m["game"] for m in record_rows.run(STANDARD).mismatches} == {"resumed after round 1, a card twice"}


def test_a_supply_derived_for_a_set_up_start_alone_is_named(monkeypatch):
    # docs/organisers.md: a supply the start does not give is derived, whatever the start's round; a
    # reader deriving it only for a start at the set-up (round 0) leaves a record taken up after
    # round 1 with no supply at all, and the record of that game without one is named for it
    monkeypatch.setattr(game_record, "_first_position", replaced(
        game_record, "_first_position", "_complete_supply(position, rules)\n",
        "_complete_supply(position, rules) if position.round == 0 else None\n"))
    assert {m["game"] for m in record_rows.run(STANDARD).mismatches} == {"resumed after round 1, no supply in its start"}


def test_a_written_record_naming_another_schema_is_named(monkeypatch):
    # docs/organisers.md: a game record's schema is referee/io/schema/game.schema.json; a record the
    # referee writes naming the position's schema as its `$schema` is not one of that format
    from referee.engine import record

    monkeypatch.setattr(record, "make_record", replaced(
        record, "make_record", 'game.schema.json"}', 'position.schema.json"}'))
    found = record_rows.run(STANDARD).mismatches
    assert found and all(m.get("$schema", "").endswith("/position.schema.json") for m in found), found[:2]
