"""properties.conformance.record_damage: records damaged in one place, each damage named where it is.

Each slip below is one a developer could make in the selection's checks, the reader or the replay;
the row must name it, and must agree on the unchanged referee under the standard rules and
Permanent Nobles."""

from __future__ import annotations

import pytest

import slips
from helpers import replaced, unplanted_ok
from referee.engine import cards, replay, round_play, selection
from referee.io import game_record
from referee.io.problem_collector import ProblemCollector
from referee.limits import MAX_PROBLEMS
from referee.properties.conformance import position_domain, record_damage, record_types, value_types
from referee.rules import load_rules

STANDARD = load_rules()


@pytest.mark.parametrize("names", [(), ("permanent-nobles",)], ids=["standard", "permanent-nobles"])
def test_every_damage_is_made_and_named(names):
    cases = list(record_damage.damaged_cases(load_rules(names)))
    # every kind of damage found a place in the games (the standard hand has one Dragon, spent once played)
    assert {name for _, name, _, _ in cases} == set(record_damage.DAMAGES)
    wrong = [(name, expected, found) for _, name, expected, found in cases if found != expected]
    assert not wrong, wrong[:3]


def test_a_damage_is_found_in_its_own_round_and_seat():
    # the first problem of a record whose round 2 seats "Nobody" is the reader's, at rounds[1]
    cases = {name: expected for _, name, expected, _ in record_damage.damaged_cases(STANDARD)}
    assert cases["unseated"] == (2, record_damage.UNSEATED, "UNKNOWN_PLAYER", f"rounds[1].{record_damage.UNSEATED}",
                                 record_damage.UNSEATED)
    assert cases["one-more"][0] == 1 and cases["one-more"][2] == "TOO_MANY_CARDS"


# each damage's slip (a key "damage: what" where one damage has several), the damage it lets through
SLIPS = {
    # a record's own rulings written as null beside the start's table passed over for the start's
    "rulings-of-no-table-beside-the-starts:the record's null": (
        game_record, "_first_position", "        if key in fields:", "        if fields.get(key):"),
    # a wrong result's winners told the other way round: the record's as the game's
    "wrong-winner:winners told": (
        replay, "_check_result", "want=_listed(want_winners), got=_listed(got)",
        "want=_listed(got), got=_listed(want_winners)"),
    # a round's warnings left out of its entry in the sheet where that round has an illegal play too
    "witch-written-alone:beside an error": (
        replay.ReplayRound, "to_dict", "if self.log.warnings:", "if self.log.warnings and not self.log.problems:"),
    # a start's rulings of no table beside the record's table attributed to the record's
    "rulings-of-no-table-beside-the-starts:the start's": (
        game_record, "_under_start", "elif not isinstance(start.get(root), dict) or not isinstance(fields[root], dict):",
        "elif not isinstance(start.get(root), dict) and not isinstance(fields[root], dict):"),
    # a start written as an empty object refused as no object, not read as a start giving no King
    "start-without-king:empty start": (game_record, "_first_position", 'if "start" in data and data["start"] is None:',
                                       'if "start" in data and not data["start"]:'),
    # a result's scores held to the game only where they hold something: `"scores": {}` passes
    "result-score-left-out:every player": (replay, "_check_result", "if want_scores is not None and",
                                           "if want_scores and"),
    # a record without start told of the first problem of its own fields alone
    "rulings-two-unknown": (game_record, "_first_position", "        return position, rules, problems\n",
                            "        return position, rules, problems[:1]\n"),
    # and told in its fields' names' order (mutant game_record:171), not the order written
    "rulings-two-unknown:in name order": (game_record, "_first_position", "        return position, rules, problems\n",
                                          "        return position, rules, sorted(problems, key=lambda p: p.field)\n"),
    # a card object's card read as text, so `{"card": true}` is told as a region named "True"
    "unknown-card:card object": (cards, "_parse_object", 'card = parse_card(raw["card"], board)',
                                 'card = parse_card(str(raw["card"]), board)'),
    # a result's scores checked only for the players it lists: one left out passes
    "result-score-left-out": (replay, "_check_result", "want_scores != {p: pos.scores[p] for p in pos.players}",
                              "any(pos.scores.get(p) != n for p, n in want_scores.items())"),
    # a stranger's re-selection read on after its refusal: `replay --lenient` would play it
    "unseated-reselects:read on": (game_record, "_read_witch", "continue", "pass"),
    # a second copy of a Region card accepted when the hand holds one ("Preparation")
    "played-twice": (selection, "_card_problem", "for c in kept) >= held:", "for c in kept) > held:"),
    # a spent Dragon accepted once more ("The King travels")
    "spent-again": (selection, "_card_problem", "if in_use >= rules.components.held(card.kind):",
                    "if in_use > rules.components.held(card.kind):"),
    # a record's winners held to the replay's only when it names none ("Game end and winning")
    "wrong-winner": (replay, "_check_result", "if want_winners is not None and", "if want_winners is None and"),
    # a round's player the record does not seat read as a player
    "unseated": (game_record, "_read_round", "elif key not in players:", "elif key not in players + ['Nobody']:"),
    # a re-selection for a player the record does not seat named at the round's whole `witch` field
    "unseated-reselects": (game_record, "_read_witch", 'out.add("UNKNOWN_PLAYER", f"{field}.{_key(player)}", player,',
                           'out.add("UNKNOWN_PLAYER", field, player,'),
    # a round's unknown player told of a round numbered from 0 (rounds[k] is round k + 1)
    "unseated: the round told": (game_record, "_read_round", 'text("problem.round-unknown-player", round=number,',
                                 'text("problem.round-unknown-player", round=index,'),
    # a round's key read with the spaces around a name taken off (a name is compared as written)
    "seated-name-spaced": (game_record, "_read_round", "elif key not in players:", "elif key.strip() not in players:"),
    # an unknown start field's problem quoting the field's name for its value
    "start-field-unknown": (game_record, "_start_problems", 'f"start.{_key(k)}", start[k],', 'f"start.{_key(k)}", k,'),
    # a start that cannot be read hiding the record's own problems found before it
    "start-refused-beside-a-field": (game_record, "read_record",
                                     "if start is None or rules is None:\n        return None, out.problems",
                                     "if start is None or rules is None:\n        return None, problems"),
    # a round's cards written as a string read as a list of its letters
    "cards-as-a-string": (game_record, "_read_cards", "if not isinstance(raw, list):",
                          "if not isinstance(raw, (list, str)):"),
    # a start without the King named at `king`, a field no record has (the start's own fields named
    # only where written)
    "start-without-king": (game_record, "_under_start", "root in (*start, *START_FIELDS)", "root in start"),
    # a start's unknown variant named at the record's variants, which the record has too
    "start-variant-unknown": (game_record, "_in_start", "return isinstance(theirs, list) and value in own",
                              'return "variants" not in fields'),
    # a start's players compared with the record's as sets: another order let through
    "start-players-differ": (game_record, "_start_problems",
                             'if "players" in start and "players" in data and start["players"] != data["players"]:',
                             'if "players" in start and "players" in data and set(start["players"]) != set(data["players"]):'),
    # a re-selection's unknown card named at the round's `witch` field, not at the player's card there
    "unknown-card-reselected": (game_record, "_read_witch",
                                'rnd.witch[player] = _read_cards(cards, f"{field}.{_key(player)}"',
                                'rnd.witch[player] = _read_cards(cards, f"{field}"'),
    # rounds of the wrong type refused without quoting what was written
    "rounds-as-an-object": (game_record, "_read_rounds",
                            'out.add("BAD_TYPE", "rounds", raw_rounds, text("problem.rounds-type"))',
                            'out.add("BAD_TYPE", "rounds", None, text("problem.rounds-type"))'),
    # a result's unknown field named with its key unquoted (a key holding a space)
    "result-field-unknown": (game_record, "_read_result", 'f"result.{_key(key)}"', 'f"result.{key}"'),
    # a start whose game is over accepted (the scoring's checks not asked of it)
    "start-game-over": (game_record, "_first_position",
                        "problems += [_under_start(p, start, fields) for p in scoring_problems(position, rules)]",
                        "problems += []"),
    # a result's score written under a seated name and a space taken as that player's (a key is
    # compared as written, as a round's)
    "result-mistyped:spaced score": (game_record, "_read_result", "if player not in players:",
                                     "if player.strip() not in players:"),
    # a winner written as no name (a seat number) let through
    "result-mistyped:numbered winner": (game_record, "_read_result",
                                        "if not isinstance(name, str) or name not in players:",
                                        "if isinstance(name, str) and name not in players:"),
    # a winner written as a seated name with a space before it taken as that player (names are compared
    # as written)
    "result-mistyped:spaced winner": (game_record, "_read_result",
                                      "if not isinstance(name, str) or name not in players:",
                                      "if not isinstance(name, str) or name.strip() not in players:"),
    # a round's comment read under any capitals: `Comment` is no key a round has (its players, `witch`,
    # `comment`, each as written) and must seat nobody
    "round-comment-in-capitals": (game_record, "_read_round", 'if key == "comment":',
                                  'if key.lower() == "comment":'),
    # a result's winners written under "winner" let through unread
    "result-field-unknown:winner": (game_record, "_read_result", 'if key not in ("scores", "winners"):',
                                    'if key not in ("scores", "winners", "winner"):'),
    # the record's rulings of no table refused at the start's, which are a table
    "rulings-of-no-table-beside-the-starts": (
        game_record, "_under_start", "from_start = root in start and not isinstance(start[root], dict)",
        "from_start = root in start"),
    # a start's own problems told after those of the position it gives (a start without its King
    # and with a field no start has: the field first)
    "start-field-unknown:kingless": (game_record, "_first_position",
                                     "problems = extra + [_under_start(p, start, fields) for p in problems]",
                                     "problems = [_under_start(p, start, fields) for p in problems] + extra"),
    # a start's `$schema` let through as harmless: a start holds a position's fields but the document's own
    "start-holding-a-positions-own-field": (game_record, "_start_problems", "if k not in START_FIELDS:",
                                            'if k not in START_FIELDS and k != "$schema":'),
    # a record's variants that are no list dropped for the start's list, in silence
    "variants-of-no-list-beside-the-starts": (game_record, "_merged_variants",
                                              "if not isinstance(record_variants, list):\n        return record_variants",
                                              "if not isinstance(record_variants, list):\n        return start_variants"),
    # a round's stranger told with the seated players in name order, not in their seats' order
    "unseated:seats": (game_record, "_read_round", 'players=", ".join(players)))', 'players=", ".join(sorted(players))))'),
    # a lenient read playing on where a round's problem stands beside one outside the rounds
    "record-field-unknown": (game_record, "read_record",
                             'round_level = all(p.field.startswith("rounds[") for p in out.errors)',
                             'round_level = any(p.field.startswith("rounds[") for p in out.errors)'),
    # a start's unknown fields told in name order: the first written must be the first told
    "start-field-unknown:in turn": (game_record, "_start_problems", "for k in start:", "for k in sorted(start):"),
    # the score sheet's warnings written as errors in its JSON
    "witch-written-alone": (replay.ReplayRound, "to_dict", 'p.to_dict(lang, severity="warning") for p in self.log',
                            "p.to_dict(lang) for p in self.log"),
    # re-selections of players without a Witch told in the order of their names, not as written
    "reselected-without-witches": (round_play._Resolver, "run", "for p in witch:", "for p in sorted(witch):"),
}


def test_an_entry_longer_than_a_hand_read_on_after_its_refusal_is_named(monkeypatch):
    # refused whole (TOO_MANY_ENTRIES), then read and played anyway under `replay --lenient`: the
    # refusal is the only error, so only the lenient read tells it
    monkeypatch.setattr(game_record, "_read_cards", replaced(
        game_record, "_read_cards", 'text("what.hand")):\n        return []', 'text("what.hand")):\n        pass'))
    assert {m["damage"] for m in record_damage.run(STANDARD).mismatches} == {"more-cards-than-a-hand"}


def test_cards_of_the_wrong_type_read_on_after_their_refusal_are_named(monkeypatch):
    # a round's cards written as a string, refused, then read on letter by letter: the refusal is
    # still the first problem, but one damage must make one error
    monkeypatch.setattr(game_record, "_read_cards", replaced(
        game_record, "_read_cards", 'text("problem.cards-type", round=number, player=player))\n        return []',
        'text("problem.cards-type", round=number, player=player))\n        pass'))
    # the typed values write a round's cards as null too, which such a reader then fails on (a row that
    # raises, which `check` reports as such); the damage alone names it as well
    with pytest.raises(TypeError):
        record_damage.run(STANDARD)
    monkeypatch.setattr(record_types, "run", lambda *args: None)
    assert {m["damage"] for m in record_damage.run(STANDARD).mismatches} == {"cards-as-a-string"}


def test_a_score_sheet_telling_its_problems_in_english_under_french_is_named(monkeypatch):
    # `replay --json --lang fr`: a round's problems written in English whatever the language asked;
    # every damage the lenient replay finds (a card played twice, one more, one fewer, spent again)
    # shows it, the reader's refusals (no sheet) do not
    monkeypatch.setattr(replay.ReplayRound, "to_dict", replaced(
        replay.ReplayRound, "to_dict", 'entry["problems"] = [p.to_dict(lang) for p', 'entry["problems"] = [p.to_dict() for p'))
    named = {m["damage"] for m in record_damage.run(STANDARD).mismatches}
    assert {"played-twice", "one-more", "one-fewer"} <= named
    assert not named & {"unknown-card", "unseated", "cards-as-a-string"}

# a round's field naming the player's key as written, not as a field path quotes it (a name holding a space)
QUOTING = (game_record, "_read_round", 'f = f"{field}.{_key(str(key))}"', 'f = f"{field}.{key}"')


def test_a_rounds_key_named_unquoted_is_named(monkeypatch):
    module, name, old, new = QUOTING
    monkeypatch.setattr(module, name, replaced(module, name, old, new))
    # the seated name with a space after it, the strangers ("Stranger 0") a round's bound writes, and
    # the typed values of the record whose first seat is named in two words
    found = {m["damage"] for m in record_damage.run(STANDARD).mismatches}
    assert {"seated-name-spaced", "a container at its bound and one past it"} <= found
    assert all(d.startswith("the record's rounds[") and ' Jr"' in d for d in found - {
        "seated-name-spaced", "a container at its bound and one past it"}), found


def test_a_round_keyed_by_a_seats_name_in_the_other_case_read_as_that_seat_is_named(monkeypatch):
    # a round's key is a seat's name as the record writes it: `zOE` seats nobody where `Zoe` is seated
    # (docs/players.md: names one case apart are one name, so no second seat can be so named); a reader
    # comparing keys case-folded takes it for Zoe's and never tells the key
    monkeypatch.setattr(game_record, "_read_round", replaced(
        game_record, "_read_round", "elif key not in players:",
        "elif key.casefold() not in {p.casefold() for p in players}:"))
    found = record_damage.run(STANDARD).mismatches
    # the recased key named, never the spaced one (which the slip still refuses)
    assert found and all(m["damage"] == "seated-name-spaced" and not m["expected"][1].endswith(" ")
                         for m in found), found[:1]


def test_a_records_variants_word_blamed_on_the_starts_list_naming_it_is_named(monkeypatch):
    # the record's `variants` written as one word, the very variant its start lists: the record's own
    # value is of the wrong type, at `variants`; a reader deciding whose value it is by the word alone
    # (found in the start's list) names it at start.variants
    monkeypatch.setattr(game_record, "_in_start", replaced(
        game_record, "_in_start", "return isinstance(theirs, list) and value in own", "return value in own"))
    found = record_damage.run(STANDARD).mismatches
    assert found and all(m["damage"] == "variants-of-no-list-beside-the-starts"
                         and m["found"][3] == "start.variants" for m in found), found[:1]


def test_a_record_ending_at_the_last_round_a_game_may_reach_refused_is_named(monkeypatch):
    # docs/players.md "Limits": at most 1,000 rounds in a record; a record of exactly that many rounds
    # from the set-up ends at round 1,000 and is read. A bound counted one round early refuses it
    monkeypatch.setattr(game_record, "_read_rounds", replaced(
        game_record, "_read_rounds", "if first + len(raw_rounds) - 1 > MAX_ROUNDS:",
        "if first + len(raw_rounds) > MAX_ROUNDS:"))
    found = record_damage.run(STANDARD).mismatches
    assert found and all("rounds: 1000 entries refused as too many" in m.get("problems", []) for m in found), found[:1]


def test_a_record_reader_stopping_at_the_most_problems_listed_is_named(monkeypatch):
    # docs/players.md "Limits": past the most problems listed for one input, one more line says the
    # rest are left out; a reader that stops reading the rounds once it lists that many never finds
    # the one more, so a record of 101 strangers' rounds is told 100 problems and nothing of the rest
    slips.problems_past_the_most_listed_left_untold(monkeypatch)
    found = {m["damage"] for m in record_damage.run(STANDARD).mismatches}
    assert "more problems than are listed, in the rounds" in found, found


@pytest.mark.parametrize("damage", sorted(SLIPS))
def test_a_slip_that_lets_a_damage_through_is_named(monkeypatch, damage):
    module, name, old, new = SLIPS[damage]
    monkeypatch.setattr(module, name, replaced(module, name, old, new))
    report = record_damage.run(STANDARD)
    assert damage.split(":")[0] in {m["damage"] for m in report.mismatches}, report.mismatches


def test_a_spent_knight_accepted_again_is_named_under_a_variant_spending_it_only(monkeypatch, tmp_path):
    # the spent check skipping the Knight shows only where the rules spend the Knight (a variant):
    # the standard rules' records pass, that variant's damaged records name it
    from helpers import variant_file

    knight_once = load_rules((variant_file(tmp_path, "knight-once", "components", "once_per_game",
                                           '["dragon", "witch", "knight"]'),))
    monkeypatch.setattr(selection, "_card_problem", replaced(
        selection, "_card_problem", "if in_use >= rules.components.held(card.kind):",
        'if in_use >= rules.components.held(card.kind) and card.kind != "knight":'))
    assert record_damage.run(STANDARD).ok
    assert "spent-again" in {m["damage"] for m in record_damage.run(knight_once).mismatches}


UNKNOWN_CARDS = {"unknown-card", "unknown-card-reselected", "unknown-card-as-number-text",
                 "unknown-card-reselected-by-two-words"}


@pytest.mark.parametrize("name, old, new, damages", [
    # "Preparation": a player's supply is what the board leaves him, unless the start says otherwise
    # (a marker lost at the table): the start's supply written a marker short is kept, with a warning
    ("_complete_supply", "position.supply.setdefault(p, derived[p])", "position.supply[p] = derived[p]",
     {"start-marker-missing"}),
    # rounds past the bound refused whole: none of them read (a stranger's entry in each would be named)
    ("_read_rounds", 'if out.too_many("rounds", raw_rounds, MAX_ROUNDS, text("what.rounds")):\n        return []',
     'if out.too_many("rounds", raw_rounds, MAX_ROUNDS, text("what.rounds")):\n        raw_rounds = raw_rounds[:MAX_ROUNDS]',
     {"a container at its bound and one past it"}),
    # a start's warning is named in the start, as its errors are
    ("_under_start", 'return problem.under("start.")',
     'return problem.under("start.") if problem.severity == "error" else problem', {"start-marker-missing"}),
    # a field no record has, close to none it may have: the sentence lists the fields a record may
    # hold (the published schema's), not the ones this record happens to hold
    ("_check_record_fields", 'fields=", ".join(RECORD_FIELDS))', 'fields=", ".join(data))',
     {"record-field-unknown", "start-refused-beside-a-field", "two-record-fields-unknown"}),
    # an unknown card's sentence says where it is as every illegal play's does: round, player and the
    # card as written; its place in the selection in the card's stead ("card 0") tells the player
    # nothing they wrote, though the reason still quotes the card
    ("_read_cards", 'IllegalPlay(number, player, item, "UNKNOWN_CARD"', 'IllegalPlay(number, player, i, "UNKNOWN_CARD"',
     UNKNOWN_CARDS),
    # a re-selection's card by a player seated under a name of two words: its field quotes the key
    # (rounds[0].witch."Max Jr"[0]), as a round's own entries' fields do
    ("_read_witch", 'rnd.witch[player] = _read_cards(cards, f"{field}.{_key(player)}"',
     'rnd.witch[player] = _read_cards(cards, f"{field}.{player}"', {"unknown-card-reselected-by-two-words"}),
    # a round read with no selection dropped from the record: its players' missing cards go untold, and
    # an empty round after the end is not told as after the end
    ("_read_rounds", "return rounds", "return [r for r in rounds if r.plays]", {"round-left-empty", "after-the-end"}),
    # rounds left out told they are of the wrong type, not that they are required
    ("_read_rounds", 'text("problem.rounds-required"))', 'text("problem.rounds-type"))',
     {"rounds-left-out", "record-field-in-capitals"}),          # there the rounds are missing besides
    # a result's scores of the wrong type refused at the whole result
    ("_read_result", 'out.add("BAD_TYPE", "result.scores", scores,', 'out.add("BAD_TYPE", "result", scores,',
     {"result-scores-as-a-list"} | {f"the record's result.scores written as {v!r}"
                                    for v in value_types.OTHER_TYPES["table"]}),
    # a stranger in a record told with no hint, where a position suggests the nearest seated name or
    # names them all: the result's scores and a round's re-selections
    ("_read_result", "hint=_players_hint(player, players)", 'hint=""', {"result-mistyped"}),
    ("_read_witch", "hint=_players_hint(player, players)", 'hint=""', {"unseated-reselects"}),
    # a record's own field in capitals taken as the field (and then not read): only the rounds missing
    ("_check_record_fields", "if name not in RECORD_FIELDS:", "if name.lower() not in RECORD_FIELDS:",
     {"record-field-in-capitals"}),
    # the players at their bound (as many as are read one by one) not read for a reserved name
    ("_check_record_fields", "len(players) <= 2 * MAX_PLAYERS", "len(players) < 2 * MAX_PLAYERS",
     {"player-named-witch"}),
    # the whole record tested for its truth: the empty object told as no object, not as a record without
    # its players
    ("read_record", "if not isinstance(data, dict):", "if not data or not isinstance(data, dict):",
     {"not-an-object"}),
    # a start with a problem of its own stops the reading there: the rounds' problems go untold, where a
    # record refused whole lists every problem (docs/organisers.md)
    ("_first_position", 'if position is None or any(p.code == "PLAYERS_DIFFER" for p in extra):',
     'if position is None or any(p.severity == "error" for p in extra):', {"start-game-over"}),
    ("_first_position", 'if position is None or any(p.code == "PLAYERS_DIFFER" for p in extra):',
     'if position is None or extra or any(p.severity == "error" for p in problems):', {"start-game-over"}),
    # too many variants between a start and its record quoted with the record's first, not as laid
    ("_merged_variants", "return start_variants + record_variants", "return record_variants + start_variants",
     {"variants-of-no-list-beside-the-starts"}),
    # the same named at the record's own list, which holds only part of what is quoted
    ("_under_start", 'return problem.under("start.variants + " if fields.get("variants") else "start.")',
     "return problem", {"variants-of-no-list-beside-the-starts"}),
    # the start's list alone too many beside a record's `"variants": []`: the empty list lays nothing
    # beside it, so it is told at `start.variants` (mutant game_record:196 named both)
    ("_under_start", 'if fields.get("variants") else', 'if fields.get("variants") is not None else',
     {"variants-of-no-list-beside-the-starts"}),
    # two lists of players read on when a start's other problem is told before them: the rounds read by
    # the record's seats while the start seats them otherwise
    ("_first_position", "for p in extra):", "for p in extra[:1]):", {"start-players-differ"}),
    # a record's own rulings of no table told under a start that has none
    ("_under_start", "from_start = root in start and not isinstance(start[root], dict)",
     "from_start = not isinstance(start.get(root), dict)", {"rulings-of-no-table-beside-the-starts"}),
    # a field with a dollar first taken for a schema's own and let through unread (`$schemas`)
    ("_check_record_fields", "if name not in RECORD_FIELDS:",
     'if name not in RECORD_FIELDS and not name.startswith("$"):', {"record-field-unknown"}),
    # a start's rulings or banners written as null beside the record's own read as none (`or {}`), not refused
    ("_first_position", "merged[key] = _laid_over(start.get(key, {}), fields[key])",
     "merged[key] = _laid_over(start.get(key) or {}, fields[key])", {"rulings-of-no-table-beside-the-starts"}),
])
def test_a_reader_slip_is_named_by_its_damages_alone(monkeypatch, name, old, new, damages):
    assert unplanted_ok(record_damage.run, STANDARD)
    monkeypatch.setattr(game_record, name, replaced(game_record, name, old, new))
    found = {m["damage"] for m in record_damage.run(STANDARD).mismatches}
    # besides, where the slip drops a quote: the typed values of the record whose first seat is named
    # in two words, at that player's fields
    assert damages <= found and all(' Jr"' in d for d in found - damages), found


def test_a_records_fields_are_the_published_schemas():
    assert "comment" in record_damage.record_fields() and "start" in record_damage.record_fields()


def test_an_unknown_card_shown_otherwise_than_as_written_is_named(monkeypatch):
    # a card written "Atlantis" or "9" is refused quoting it as JSON writes it ("9", text, is no 9):
    # a sentence showing the bare word leaves a player unable to tell which they wrote
    from referee.engine import cards

    assert unplanted_ok(record_damage.run, STANDARD)
    monkeypatch.setattr(game_record, "parse_card", replaced(     # held by name where the reader calls it
        cards, "parse_card", 'text("card.unknown-region", value=show_value(raw), hint=exc.hint_text)',
        'text("card.unknown-region", value=raw, hint=exc.hint_text)'))
    assert {m["damage"] for m in record_damage.run(STANDARD).mismatches} == UNKNOWN_CARDS


@pytest.mark.parametrize("name, old, new, damage", [
    # a strict replay collecting an illegal play as a lenient one does, and playing on past it
    ("replay", "problems = result.problems if lenient else None", "problems = result.problems", "one-fewer"),
    # a strict replay passing over a round written after the game's end without a word
    ("_round_after_end", "raise IllegalPlayError(play)", "return", "after-the-end"),
])
def test_a_strict_replay_telling_a_record_otherwise_than_the_lenient_one_is_named(monkeypatch, name, old, new, damage):
    # docs/organisers.md: `referee replay` refuses a record at its first illegal play, the one a lenient
    # replay names first; every damaged record is replayed both ways
    monkeypatch.setattr(replay, name, replaced(replay, name, old, new))
    found = [m for m in record_damage.run(STANDARD).mismatches if m["damage"] == damage]
    assert found and all("the strict replay tells" in m["found"][2] for m in found), found


def test_an_empty_round_after_the_end_played_as_a_round_is_named(monkeypatch):
    # "Game end and winning": a round after the end is told so whatever it holds, naming the round that
    # ended the game; a replay asking first whether the round holds any play hands an empty one to the
    # round's own check, which says only that the game is over
    monkeypatch.setattr(replay, "replay", replaced(replay, "replay", "if pos.game_over:",
                                                   "if pos.game_over and rnd.plays:"))
    found = [m for m in record_damage.run(STANDARD).mismatches if m["damage"] == "after-the-end"]
    assert found and all(m["found"][2].endswith("not told the round that ended the game") for m in found), found


def test_a_card_written_as_true_read_as_a_regions_number_is_named(monkeypatch):
    # JSON's true is no number (a Python reader may take it for 1): a card written so is no card at all,
    # told as such; a parser that lets booleans through to the regions tells it as a region unknown
    from referee.engine import cards

    assert unplanted_ok(record_damage.run, STANDARD)
    monkeypatch.setattr(game_record, "parse_card", replaced(
        cards, "parse_card", "if isinstance(raw, (str, int)) and not isinstance(raw, bool):",
        "if isinstance(raw, (str, int)):"))
    found = [m for m in record_damage.run(STANDARD).mismatches if m["damage"] == "unknown-card"]
    assert found and all(m["found"][2].endswith(", told as an unknown region") for m in found), found


def test_a_result_naming_no_winner_let_through_is_named(monkeypatch):
    # "Game end and winning": an ended game has a winner; a result whose winners are an empty list gives
    # them, wrongly, and a replay that reads an empty list as none given lets it through
    monkeypatch.setattr(replay, "_check_result", replaced(
        replay, "_check_result", "if want_winners is not None and", "if want_winners and"))
    found = record_damage.run(STANDARD).mismatches
    assert found and {m["damage"] for m in found} == {"no-winner"}, found


@pytest.mark.parametrize("name, old, new, fields", [
    # the record's comment and `$schema` tested for their truth, not their type
    ("check_text_fields", "if name in data and not isinstance(data[name], str):",
     "if data.get(name) and not isinstance(data[name], str):", ("comment", "$schema")),
    # a round's comment likewise
    ("_read_round", "if not isinstance(value, str):", "if value and not isinstance(value, str):",
     ("rounds[0].comment", "rounds[1].comment")),
])
def test_a_value_let_through_for_being_falsy_is_named_by_the_typed_values(monkeypatch, name, old, new, fields):
    monkeypatch.setattr(game_record, name, replaced(game_record, name, old, new))
    found = {m["damage"] for m in record_damage.run(STANDARD).mismatches}
    falsy = [v for v in value_types.OTHER_TYPES["text"] if not v]
    assert found and found <= {f"the record's {f} written as {v!r}" for f in fields for v in falsy}, found


def test_a_result_score_named_with_its_player_unquoted_is_named_by_the_typed_values(monkeypatch):
    # the typed values are written in a record whose first seat is named in two words, a key every
    # field path naming that player must quote (docs/players.md)
    monkeypatch.setattr(game_record, "_read_result", replaced(
        game_record, "_read_result", 'out.count(f"result.scores.{_key(player)}"', 'out.count(f"result.scores.{player}"'))
    found = {m["damage"] for m in record_damage.run(STANDARD).mismatches}
    assert found and all(d.startswith("the record's result.scores.") and ' Jr"' in d for d in found), found


def test_a_results_scores_told_the_other_way_round_are_named(monkeypatch):
    # a result's wrong scores: the record's are what it wants, the replay's what the game reached
    from referee.engine import replay

    monkeypatch.setattr(replay, "_check_result", replaced(
        replay, "_check_result", 'text("play.result-scores", want=want, got=got_scores)',
        'text("play.result-scores", want=got_scores, got=want)'))
    found = record_damage.run(STANDARD).mismatches
    assert found and all(m["found"][2].endswith(", the scores told the other way round") for m in found), found[:1]


def test_a_results_scores_of_0_left_out_of_the_quote_are_named(monkeypatch):
    # a result giving a player 0 is quoted as written, that 0 too: the organiser finds the entry
    from referee.engine import replay

    monkeypatch.setattr(replay, "_check_result", replaced(
        replay, "_check_result", 'for p, n in want_scores.items()]', 'for p, n in want_scores.items() if n]'))
    found = record_damage.run(STANDARD).mismatches
    assert found and all(m["damage"] == "result-score-zero" and ", the scores told as (" in m["found"][2]
                         for m in found), found[:1]


def test_a_results_wrong_scores_cited_to_the_scoring_section_are_named(monkeypatch):
    # "Game end and winning": a result is the game's end's; a result whose scores the game did not
    # reach is refused citing that section, not "Scoring"
    from referee.engine import replay

    monkeypatch.setattr(replay, "_check_result", replaced(
        replay, "_check_result", 'text("play.result-scores", want=want, got=got_scores), rules.end.section,',
        'text("play.result-scores", want=want, got=got_scores), rules.scoring.section,'))
    found = record_damage.run(STANDARD).mismatches
    assert found and all(m["found"][2].endswith(", cited to 'Scoring', not 'Game end and winning'")
                         for m in found), found[:1]


def test_an_illegal_play_placed_by_its_own_rounds_number_is_named(monkeypatch):
    # an illegal play's field is the record's entry holding it: round n of a record starting at the
    # set-up is rounds[n - 1], not rounds[0] whatever the round
    from referee.engine import replay

    monkeypatch.setattr(replay, "replay", replaced(
        replay, "replay", "first_round=record.first_round)", "first_round=rnd.number)"))
    found = record_damage.run(STANDARD).mismatches
    assert found and all(", placed at rounds[0]" in m["found"][2] for m in found), found[:1]


def test_a_result_naming_a_winner_twice_taken_as_naming_them_once_is_named(monkeypatch):
    # "Game end and winning": each winner once; a result naming one twice is not the game's winners
    from referee.engine import replay

    monkeypatch.setattr(replay, "_check_result", replaced(
        replay, "_check_result", "sorted(want_winners) != sorted(got)", "set(want_winners) != set(got)"))
    found = record_damage.run(STANDARD).mismatches
    assert found and {m["damage"] for m in found} == {"result-winner-twice"}, found[:1]


def test_an_unknown_record_fields_hint_suggesting_a_starts_field_is_named(monkeypatch):
    # a record's own unknown field is hinted among a record's fields (`Rounds`: did you mean `rounds`),
    # never a start's (`round`)
    monkeypatch.setattr(game_record, "_check_record_fields", replaced(
        game_record, "_check_record_fields", "did_you_mean_text(name, RECORD_FIELDS)", "did_you_mean_text(name, START_FIELDS)"))
    found = record_damage.run(STANDARD).mismatches
    told = {m["damage"]: m["found"][2] for m in found}
    assert ", its hint suggesting a field no record has" in told.get("record-field-in-capitals", ""), found[:1]
    # `$schemas` is near no start's field: its hint suggests nothing, so not the `$schema` meant
    assert set(told) == {"record-field-in-capitals", "record-field-unknown"}, found[:1]
    assert ", not suggesting $schema" in told["record-field-unknown"]


@pytest.mark.parametrize("full", [
    # the notice named at a field of the document, as if the board were refused
    None,
    # one problem more listed than the bound docs/players.md "Limits" states
    lambda self: len(self.problems) > MAX_PROBLEMS,
], ids=["at a field", "one past the bound"])
@pytest.mark.parametrize("reads", ["record", "position"])
def test_more_problems_than_are_listed_told_otherwise_is_named(monkeypatch, full, reads):
    if full is None:
        monkeypatch.setattr(ProblemCollector, "_leave_out", replaced(
            ProblemCollector, "_leave_out", '"(input)"', '"board"'))
    else:
        monkeypatch.setattr(ProblemCollector, "_kept_all", property(full))
    if reads == "record":           # its start's board, and its rounds
        mismatches = record_damage.run(STANDARD).mismatches
        wanted = ["more problems than are listed, in the start.board", "more problems than are listed, in the rounds"]
    else:
        mismatches = position_domain.run(STANDARD, positions=2).mismatches
        wanted = ["more problems than are listed, in the board"]
    told = [m.get("damage") for m in mismatches]
    assert set(wanted) <= set(told) <= {*wanted, "a container at its bound and one past it"}, mismatches[:3]


def test_a_sheet_listing_a_rounds_first_illegal_play_only_is_named(monkeypatch):
    # two players' selections of one round each a card short: `replay --lenient --json` lists both in
    # that round's entry, as it lists every illegal play it found
    from referee.engine import replay

    monkeypatch.setattr(replay.ReplayRound, "to_dict", replaced(
        replay.ReplayRound, "to_dict", "for p in self.log.problems]", "for p in self.log.problems[:1]]"))
    found = record_damage.run(STANDARD).mismatches
    assert "two-wrong-in-a-round" in {m["damage"] for m in found}
    assert all(m["found"][2].endswith(", mistold in the sheet") for m in found), found[:1]


@pytest.mark.parametrize("name, old, new, damage, said", [
    # a card that is no card cited to the section on choosing cards, not the one telling the cards apart
    ("_read_cards", 'exc.text, "Revealing cards")', 'exc.text, "Choosing cards")', "unknown-card",
     "cited to 'Choosing cards'"),
    # a result's unknown fields told in name order, not in the order written
    ("_read_result", "    for key in result:", "    for key in sorted(result):", "result-field-unknown", None),
    # and a record's own unknown fields likewise: two, the first written the later in name order
    ("_check_record_fields", "for name in data:", "for name in sorted(data):", "two-record-fields-unknown", None),
    # a ruling written in the start and in the record blamed on the start, whose answer is not the one read
    ("_under_start", "from_start = entry in start[root] and entry not in fields[root]",
     "from_start = entry in start[root]", "ruling-answered-wrong-over-the-starts", "mistold at start.rulings."),
])
def test_a_record_reader_slip_is_named_by_its_damage(monkeypatch, name, old, new, damage, said):
    monkeypatch.setattr(game_record, name, replaced(game_record, name, old, new))
    found = record_damage.run(STANDARD).mismatches
    assert found and all(m["damage"].startswith(damage) and (said is None or said in m["found"][2]) for m in found), found[:1]


def test_a_starts_ruling_read_one_character_past_its_dot_is_named(monkeypatch):
    # a ruling the start alone answers, with no answer, beside the record's table answering another:
    # refused at start.rulings.<id>, where it is written
    monkeypatch.setattr(game_record, "_under_start", replaced(
        game_record, "_under_start", "_entry_named(problem.field[len(root):])",
        "_entry_named(problem.field[len(root) + 1:])"))
    found = record_damage.run(STANDARD).mismatches
    assert found and all(m["damage"] in ("ruling-answered-wrong-over-the-starts",
                                         "start-ruling-unknown-of-quoted-words") for m in found), found[:1]


def test_an_unknown_card_quoted_without_the_spaces_written_around_it_is_named(monkeypatch):
    # a card is quoted as written (" Atlantis ", spaces and all), though a region's name is read without them
    from referee.engine import cards

    slipped = replaced(cards, "parse_card", "value=show_value(raw), hint=exc.hint_text",
                       "value=show_value(raw.strip() if isinstance(raw, str) else raw), hint=exc.hint_text")
    monkeypatch.setattr(cards, "parse_card", slipped)
    monkeypatch.setattr(game_record, "parse_card", slipped)          # imported there by name
    found = record_damage.run(STANDARD).mismatches
    # (told twice: the sentence as a whole lacks the card as written, and its clause quotes another)
    assert found and all(m["damage"] == "unknown-card" and ", the card not quoted as written" in m["found"][2]
                         and m["expected"][4] != m["expected"][4].strip() for m in found), found[:1]


def test_a_starts_quoted_entry_read_up_to_its_first_escaped_quotation_mark_is_named(monkeypatch):
    # a field path quotes a key as JSON writes a string: a start's ruling `house "rule"` is at
    # start.rulings."house \"rule\"", read back whole, not cut at the first quotation mark inside
    monkeypatch.setattr(game_record, "_entry_named", replaced(
        game_record, "_entry_named", "if (key := key_of_quoted(rest[1:])) is None else key",
        "if True else key_of_quoted(rest[1:])"))
    found = record_damage.run(STANDARD).mismatches
    assert found and all(m["damage"] == "start-ruling-unknown-of-quoted-words"
                         and m["found"][3] == 'rulings."house \\"rule\\""' for m in found), found[:1]


def test_an_unknown_card_told_without_the_region_it_falls_short_of_is_named(monkeypatch):
    # "King's Castl": the sentence suggests "King's Castle", as an unknown region of a position does
    from referee.engine import cards

    slipped = replaced(cards, "parse_card", "hint=exc.hint_text)) from None", 'hint="")) from None')
    monkeypatch.setattr(cards, "parse_card", slipped)
    monkeypatch.setattr(game_record, "parse_card", slipped)          # imported there by name
    found = record_damage.run(STANDARD).mismatches
    assert found and all(m["damage"] == "unknown-card" and m["found"][2].endswith("one letter short of")
                         for m in found), found[:1]


def test_a_strangers_hint_listing_the_seated_players_in_name_order_is_named(monkeypatch):
    # a stranger's hint names the players the record seats, in seat order ("Choosing cards": the order of play)
    monkeypatch.setattr(game_record, "_players_hint", replaced(
        game_record, "_players_hint", 'players=", ".join(players))', 'players=", ".join(sorted(players)))'))
    found = record_damage.run(STANDARD).mismatches
    assert found and all(m["found"][2].endswith("its hint not naming the seated players") for m in found), found[:1]


def test_an_unknown_card_quoted_as_python_shows_it_is_named(monkeypatch):
    # `true` written as a card: its refusal says "unknown card true", as JSON writes it, not "True"
    monkeypatch.setattr(game_record, "parse_card", replaced(
        cards, "parse_card", 'text("card.unknown", value=show_value(raw))', 'text("card.unknown", value=raw)'))
    found = record_damage.run(STANDARD).mismatches
    assert found and all(m["damage"] == "unknown-card" and "otherwise than JSON writes it" in m["found"][2]
                         for m in found), found[:1]


def test_a_results_tie_break_flag_accepted_unread_is_named(monkeypatch):
    # "Game records": a record's result is its scores and its winners. `replay --json` tells a
    # tie_break flag in its final result; copied into a record's result it is no field of one and is
    # refused there. A reader that lets it through unread leaves the organiser thinking it was checked
    monkeypatch.setattr(game_record, "_read_result", replaced(
        game_record, "_read_result", 'if key not in ("scores", "winners"):',
        'if key not in ("scores", "winners", "tie_break"):'))
    found = record_damage.run(STANDARD).mismatches
    assert found and {(m["damage"], m["expected"][3]) for m in found} == {("result-field-unknown", "result.tie_break")}


def test_a_start_repaired_in_silence_and_read_on_is_named(monkeypatch):
    """The reader handing back the start it refused, its score written "0" read as 0 (a repaired
    position), the record reader then judging it and reading the rounds against it: the start's own
    problem is then not the only thing told."""
    read = game_record.read_position

    def repairing(data, **kwargs):
        position, rules, problems = read(data, **kwargs)
        scores = data.get("scores", {}) if isinstance(data, dict) else {}
        if position is None and isinstance(scores, dict):
            repaired = {k: int(v) if isinstance(v, str) and v.isdigit() else v for k, v in scores.items()}
            position = read({**data, "scores": repaired}, **kwargs)[0]
        return position, rules, problems

    assert "start-score-as-text" not in {m["damage"] for m in record_damage.run(STANDARD).mismatches}
    monkeypatch.setattr(game_record, "read_position", repairing)
    assert "start-score-as-text" in {m["damage"] for m in record_damage.run(STANDARD).mismatches}


def test_a_results_dollar_field_passed_over_is_named(monkeypatch):
    # "Game records": a result holds its scores and its winners; `$schema` is the record's own field
    # (the format it follows), none of a result's. A reader passing over every field whose name
    # begins with a dollar lets a result's `$schema` through unsaid.
    monkeypatch.setattr(game_record, "_read_result", replaced(
        game_record, "_read_result", 'if key not in ("scores", "winners"):',
        'if key not in ("scores", "winners") and not str(key).startswith("$"):'))
    found = record_damage.run(STANDARD).mismatches
    assert found and {m["damage"] for m in found} == {"result-field-unknown"}, found[:1]


def test_an_unknown_record_field_never_offered_its_near_name_is_named(monkeypatch):
    # `$schemas` is `$schema` with a letter more, `Rounds` is `rounds` in capitals: a record's own
    # fields, one letter or one capital away; the hint must suggest the field meant
    monkeypatch.setattr(game_record, "_check_record_fields", replaced(
        game_record, "_check_record_fields", 'hint = did_you_mean_text(name, RECORD_FIELDS) or text("hint.record-fields",',
        'hint = text("hint.record-fields",'))
    found = record_damage.run(STANDARD).mismatches
    assert found and {m["damage"] for m in found} == {"record-field-unknown", "record-field-in-capitals"}, found[:1]
    assert all(", not suggesting " in m["found"][2] for m in found)
