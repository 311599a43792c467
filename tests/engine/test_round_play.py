"""Resolving one round from cards ("Choosing cards", "Revealing cards") and each open ruling it touches."""

import pytest

from referee.engine.cards import parse_card
from referee.engine.round_play import IllegalPlayError, apply_round, play_round, resolve_round
from referee.engine.setup import new_game
from referee.errors import RefereeError

DT, ZKD, WT, SH = 5, 1, 6, 4   # Dark Tower, Zin Kai's Deep, Wizard's Tower, Savage Hills


def cards(rules, *raw):
    return [parse_card(c, rules.board) for c in raw]


def start(rules, players=("Jen", "Phil"), **rulings):
    return new_game(list(players), rules, {k.replace("_", "-"): v for k, v in rulings.items()})


def resolve(rules, pos, plays, witch=None, problems=None):
    plays = {p: cards(rules, *c) for p, c in plays.items()}
    witch = {p: cards(rules, *c) for p, c in (witch or {}).items()}
    return resolve_round(pos, rules, plays, witch, problems=problems)


def illegal(rules, pos, plays, witch=None) -> IllegalPlayError:
    with pytest.raises(IllegalPlayError) as info:
        resolve(rules, pos, plays, witch)
    return info.value


def test_region_cards_and_knight_place_markers(rules):
    pos = start(rules)
    resolve(rules, pos, {"Jen": ["Dark Tower", "Zin Kai's Deep", "knight"], "Phil": [6, 4, 1]})
    # Jen: one marker each for the two Region cards, the Knight adds one to the card before it (ZKD).
    assert pos.markers[DT] == {"Jen": 1}
    assert pos.markers[ZKD] == {"Jen": 2, "Phil": 1}
    # 19 markers at set-up ("Preparation"), 3 placed by each.
    assert pos.supply == {"Jen": 16, "Phil": 16}


def test_play_round_scores_and_leaves_input_untouched(rules):
    pos = start(rules)
    plays = {"Jen": cards(rules, "Zin Kai's Deep", "Wizard's Tower", "knight"),
             "Phil": cards(rules, "Zin Kai's Deep", "Savage Hills", "dragon")}
    played = play_round(pos, rules, plays)
    assert pos.markers == {} and pos.supply == {"Jen": 19, "Phil": 19}
    # One Dragon: ZKD then Wizard's Tower score; the King moves on to Savage Hills ("The King travels").
    assert played.outcome.regions_scored == [ZKD, WT]
    assert played.outcome.position.king == SH
    assert played.outcome.position.used == {"Phil": ["dragon"]}
    assert played.outcome.position.round == 1


def test_knight_must_be_last(rules):
    err = illegal(rules, start(rules), {"Jen": ["knight", 5, 1], "Phil": [6, 4, 1]})
    assert (err.round, err.player, err.card, err.code) == (1, "Jen", "knight", "KNIGHT_NOT_LAST")


def test_witch_must_be_first(rules):
    err = illegal(rules, start(rules), {"Jen": [5, "witch", 1], "Phil": [6, 4, 1]})
    assert (err.player, err.card, err.code) == ("Jen", "witch", "WITCH_NOT_FIRST")


def test_four_cards_refused(rules):
    err = illegal(rules, start(rules), {"Jen": [5, 1, 6, 4], "Phil": [6, 4, 1]})
    # The first card beyond the three allowed is named.
    assert (err.player, err.card, err.code) == ("Jen", "Savage Hills", "TOO_MANY_CARDS")


def test_same_card_twice_refused(rules):
    err = illegal(rules, start(rules), {"Jen": [5, "dark-tower", 1], "Phil": [6, 4, 1]})
    assert err.code == "CARD_PLAYED_TWICE" and err.card == "Dark Tower"


def test_missing_and_unknown_player(rules):
    assert illegal(rules, start(rules), {"Jen": [5, 1, 6]}).code == "MISSING_PLAYER"
    assert illegal(rules, start(rules), {"Jen": [5, 1, 6], "Phil": [1, 5, 6], "Bob": []}).code == "UNKNOWN_PLAYER"


def test_used_dragon_refused(rules):
    pos = start(rules)
    pos.used = {"Jen": ["dragon"]}
    err = illegal(rules, pos, {"Jen": ["dragon", 5, 1], "Phil": [6, 4, 1]})
    assert (err.player, err.card, err.code) == ("Jen", "dragon", "DRAGON_ALREADY_USED")


def test_used_witch_refused(rules):
    pos = start(rules)
    pos.used = {"Phil": ["witch"]}
    err = illegal(rules, pos, {"Jen": [5, 1, 6], "Phil": ["witch"]}, {"Phil": [6, 4, 1]})
    assert err.code == "WITCH_ALREADY_USED"


def test_round_after_game_end_refused(rules):
    pos = start(rules)
    pos.game_over = True
    assert illegal(rules, pos, {"Jen": [5, 1, 6], "Phil": [6, 4, 1]}).code == "ROUND_AFTER_GAME_END"


def test_witch_reselects_after_everyone_else(rules):
    pos = start(rules, players=("Jen", "Phil", "Chris"))
    log = resolve(rules, pos, {"Jen": ["witch", "dragon", 5], "Phil": ["witch"], "Chris": [1, 6, "knight"]},
                  {"Jen": [1, 4, "knight"], "Phil": [6, 1, "knight"]})
    order = [(e["player"], e["effect"]) for e in log.events]
    # Witches are revealed first; Chris resolves; then both Witch players' re-selections.
    assert order.index(("Chris", "knight")) < order.index(("Jen", "knight"))
    assert order.index(("Chris", "knight")) < order.index(("Phil", "knight"))
    assert log.witch_players == ["Jen", "Phil"]
    # Jen's Dragon went back to her hand with the Witch: not revealed, not spent, no extra region.
    assert pos.used == {"Jen": ["witch"], "Phil": ["witch"]} and pos.dragons == 0
    assert pos.markers[ZKD] == {"Jen": 1, "Phil": 2, "Chris": 1}
    assert pos.markers[SH] == {"Jen": 2}


def test_witch_without_reselection_is_reported(rules):
    err = illegal(rules, start(rules), {"Jen": ["witch"], "Phil": [6, 4, 1]})
    assert (err.player, err.code) == ("Jen", "MISSING_RESELECTION")


def test_a_witch_with_nothing_to_reselect_needs_no_reselection_written(rules):
    # Ruling no-markers-no-cards = special-cards-allowed: a player with no marker left may play the
    # Witch ("Choosing cards": as many cards as markers, here none), so her re-selection holds no
    # card and a record may leave it out; the round model read it so, the engine refused it as a
    # missing re-selection (found by the conformance run's drawn rounds).
    pos = start(rules, no_markers_no_cards="special-cards-allowed")
    pos.markers[DT] = {"Jen": pos.supply["Jen"]}
    pos.supply["Jen"] = 0
    log = resolve(rules, pos, {"Jen": ["witch"], "Phil": [6, 4, 1]})
    assert log.witch_players == ["Jen"] and pos.used == {"Jen": ["witch"]} and log.problems == []
    # with one marker left the re-selection holds one card: leaving it out is still refused
    pos = start(rules, no_markers_no_cards="special-cards-allowed")
    pos.markers[DT] = {"Jen": pos.supply["Jen"] - 1}
    pos.supply["Jen"] = 1
    assert illegal(rules, pos, {"Jen": ["witch"], "Phil": [6, 4, 1]}).code == "MISSING_RESELECTION"


def test_reselection_may_not_include_the_witch(rules):
    err = illegal(rules, start(rules), {"Jen": ["witch"], "Phil": [6, 4, 1]}, {"Jen": ["witch", 1, 6]})
    assert err.code == "WITCH_ALREADY_USED"


def test_dragons_add_regions(rules):
    pos = start(rules, players=("Jen", "Phil", "Chris"))
    plays = {"Jen": cards(rules, "dragon", 1, 6), "Phil": cards(rules, 1, "dragon", 4), "Chris": cards(rules, 1, 6, 4)}
    played = play_round(pos, rules, plays)
    # Two Dragons: the King's region (ZKD) and the next two on the route (WT, SH) ("Scoring").
    assert played.outcome.regions_scored == [ZKD, WT, SH]


# ---------------------------------------------------------------- short of markers, ruling 5

def short(rules, supply, **rulings):
    pos = start(rules, **rulings)
    pos.supply["Jen"] = supply
    pos.markers[DT] = {"Jen": 19 - supply}     # keep the 20-marker total
    return pos


def test_short_player_plays_as_many_cards_as_markers(rules):
    assert illegal(rules, short(rules, 2), {"Jen": [5, 1, 6], "Phil": [6, 4, 1]}).code == "TOO_MANY_CARDS"
    assert illegal(rules, short(rules, 2), {"Jen": [5], "Phil": [6, 4, 1]}).code == "TOO_FEW_CARDS"
    pos = short(rules, 2)
    resolve(rules, pos, {"Jen": [1, 6], "Phil": [6, 4, 1]})
    assert pos.supply["Jen"] == 0


def test_ruling_card_count_at_most(rules):
    pos = short(rules, 2, card_count_when_short="supply-at-round-start-at-most")
    resolve(rules, pos, {"Jen": [1], "Phil": [6, 4, 1]})        # fewer allowed only when short
    assert pos.supply["Jen"] == 1
    err = illegal(rules, start(rules, card_count_when_short="supply-at-round-start-at-most"),
                  {"Jen": [1], "Phil": [6, 4, 1]})
    assert err.code == "TOO_FEW_CARDS"                         # not short: still exactly three


def test_player_without_markers_plays_nothing(rules):
    pos = short(rules, 0)
    resolve(rules, pos, {"Jen": [], "Phil": [6, 4, 1]})
    assert pos.supply["Jen"] == 0


# ---------------------------------------------------------------- Knight rulings 1-3

def test_ruling_knight_with_two_cards(rules):
    pos = short(rules, 2)
    resolve(rules, pos, {"Jen": [1, "knight"], "Phil": [6, 4, 1]})
    assert pos.markers[ZKD]["Jen"] == 2                       # default previous-card
    pos = short(rules, 2, knight_with_two_cards="no-marker")
    resolve(rules, pos, {"Jen": [1, "knight"], "Phil": [6, 4, 1]})
    assert pos.markers[ZKD]["Jen"] == 1


@pytest.mark.parametrize("choice,expected", [("no-marker", 1), ("last-region-card", 2)])
def test_ruling_knight_after_non_region(rules, choice, expected):
    pos = start(rules, knight_after_non_region=choice)
    resolve(rules, pos, {"Jen": [5, "dragon", "knight"], "Phil": [6, 4, 1]})
    assert pos.markers[DT]["Jen"] == expected


def test_ruling_knight_after_non_region_illegal(rules):
    err = illegal(rules, start(rules, knight_after_non_region="illegal"),
                  {"Jen": [5, "dragon", "knight"], "Phil": [6, 4, 1]})
    assert (err.card, err.code) == ("knight", "KNIGHT_AFTER_NON_REGION")


def test_ruling_knight_declined(rules):
    pos = start(rules)
    resolve(rules, pos, {"Jen": [5, 1, "knight!declined"], "Phil": [6, 4, "knight"]})
    assert pos.markers[ZKD] == {"Jen": 1} and pos.markers[SH] == {"Phil": 2}
    pos = start(rules, knight_declined="declined-unless-added")
    resolve(rules, pos, {"Jen": [5, 1, "knight!added"], "Phil": [6, 4, "knight"]})
    assert pos.markers[ZKD] == {"Jen": 2} and pos.markers[SH] == {"Phil": 1}


# ---------------------------------------------------------------- Witch rulings 4

def test_ruling_witch_reselect_same_cards(rules):
    plays = {"Jen": ["witch", 5, 1], "Phil": [6, 4, 1]}
    resolve(rules, start(rules), plays, {"Jen": [5, 1, 6]})       # default: allowed
    err = illegal(rules, start(rules, witch_reselect_same_cards="forbidden"), plays, {"Jen": [6, 5, 4]})
    assert (err.card, err.code) == ("Dark Tower", "RESELECTION_SAME_CARD")


def test_ruling_witch_reselect_dragon(rules):
    plays = {"Jen": ["witch"], "Phil": [6, 4, 1]}
    pos = start(rules)
    resolve(rules, pos, plays, {"Jen": ["dragon", 1, 6]})
    assert pos.dragons == 1 and pos.used["Jen"] == ["witch", "dragon"]
    err = illegal(rules, start(rules, witch_reselect_dragon="forbidden"), plays, {"Jen": ["dragon", 1, 6]})
    assert err.code == "RESELECTION_DRAGON"


# ---------------------------------------------------------------- ruling 6, lenient, unchecked

def test_ruling_card_without_marker_no_effect_when_unchecked(rules):
    pos = short(rules, 0, card_without_marker="no-effect")
    log = resolve_round(pos, rules, {"Jen": cards(rules, 1), "Phil": cards(rules, 6, 4, 1)}, check=False)
    assert pos.markers_in(ZKD, "Jen") == 0 and log.events[0]["effect"] == "region-no-marker"


def test_lenient_collects_every_problem_and_carries_on(rules):
    problems = []
    pos = start(rules)
    resolve(rules, pos, {"Jen": ["knight", 5, 1], "Phil": [6, 4, 1, 5]}, problems=problems)
    assert [p.code for p in problems] == ["KNIGHT_NOT_LAST", "TOO_MANY_CARDS"]
    # The offending cards are skipped, the rest resolve: Jen 5, 1; Phil his first three.
    assert pos.supply == {"Jen": 17, "Phil": 16}


def test_apply_round_is_in_place(rules):
    pos = start(rules)
    apply_round(pos, rules, {"Jen": cards(rules, 1, 6, "knight"), "Phil": cards(rules, 1, 4, 5)})
    # ZKD scored in a 2-player game: Jen 1 marker vs Phil 1: tie for 1st-2nd pays 2nd place, not paid.
    assert pos.scores == {"Jen": 0, "Phil": 0} and pos.king == WT and pos.round == 1


def test_a_spent_dragon_cannot_be_sent_back_by_the_witch(rules):
    # "Revealing cards — Dragon": a played Dragon leaves the game, so in round 2 Jen no longer
    # holds it and cannot list it among the cards her Witch sends back.
    pos = start(rules)
    resolve(rules, pos, {"Jen": ["dragon", 5, 1], "Phil": [6, 4, 1]})
    err = illegal(rules, pos, {"Jen": ["witch", "dragon", 6], "Phil": [6, 4, 1]}, witch={"Jen": [5, 4, 1]})
    assert (err.player, err.card, err.code) == ("Jen", "dragon", "DRAGON_ALREADY_USED")


@pytest.mark.parametrize("choice", ["allowed", "forbidden"])
def test_unrecorded_sent_back_cards_are_accepted_with_a_warning_under_either_ruling(rules, choice):
    # Changing witch-reselect-same-cards must not make a valid record illegal. A bare "witch"
    # (the two cards sent back not listed) is accepted under both choices, with a warning that says so.
    pos = start(rules, witch_reselect_same_cards=choice)
    log = resolve(rules, pos, {"Jen": ["witch"], "Phil": [6, 4, 1]}, witch={"Jen": [5, 4, 1]})
    assert pos.markers[DT] == {"Jen": 1}
    [warning] = log.warnings
    assert (warning.player, warning.card, warning.code) == ("Jen", "witch", "SENT_BACK_UNRECORDED")
    assert ("cannot be checked" in warning.message) == (choice == "forbidden")


def test_recorded_sent_back_cards_raise_no_warning(rules):
    log = resolve(rules, start(rules), {"Jen": ["witch", 6, 4], "Phil": [6, 4, 1]}, witch={"Jen": [5, 4, 1]})
    assert log.warnings == []


# ---------------------------------------------------------------- card data of variants ([cards], [components])

def test_knight_adding_two_markers(variant_rules):
    # knight_extra_markers = 2: Savage Hills, Wizard's Tower, Knight -> 1 + 3 markers (19 - 4 = 15).
    rules = variant_rules(cards={"knight_extra_markers": 2})
    pos = start(rules)
    resolve(rules, pos, {"Jen": [4, 6, "knight"], "Phil": [1, 6, 4]})
    assert pos.markers[SH] == {"Jen": 1, "Phil": 1} and pos.markers[WT] == {"Jen": 3, "Phil": 1}
    assert pos.supply == {"Jen": 15, "Phil": 16}


def test_two_dragons_in_one_round(variant_rules):
    # dragons_per_player = 2: both Dragons in one round add two regions and are both spent.
    rules = variant_rules(components={"dragons_per_player": 2})
    played = play_round(start(rules), rules, {"Jen": cards(rules, 1, "dragon", "dragon"),
                                              "Phil": cards(rules, 1, 6, 4)})
    assert played.outcome.regions_scored == [ZKD, WT, SH]
    assert played.outcome.position.used == {"Jen": ["dragon", "dragon"]}


def test_witch_reselecting_at_once(variant_rules):
    # witch_reselects = at-once: Jen's re-selection is revealed in her turn, before Phil's cards.
    rules = variant_rules(cards={"witch_reselects": "at-once"})
    log = resolve(rules, start(rules), {"Jen": ["witch"], "Phil": [1, 6, 4]}, {"Jen": [7, 3, 5]})
    assert [e["player"] for e in log.events] == ["Jen", "Jen", "Jen", "Jen", "Phil", "Phil", "Phil"]


def test_dragon_reusable_when_not_once_per_game(variant_rules):
    rules = variant_rules(components={"once_per_game": ["witch"]})
    pos = start(rules)
    pos.used = {"Jen": ["dragon"]}     # a record from other rules; here a Dragon is never spent
    played = play_round(pos, rules, {"Jen": cards(rules, 1, 6, "dragon"), "Phil": cards(rules, 1, 6, 4)})
    assert played.outcome.regions_scored == [ZKD, WT]


# ---------------------------------------------------------------- what a resolved round reports

def test_an_illegal_play_error_carries_the_play_and_says_it():
    from referee.rules import load_rules
    rules = load_rules()
    err = illegal(rules, start(rules), {"Jen": ["knight", 5, 1], "Phil": [6, 4, 1]})
    assert err.play.code == "KNIGHT_NOT_LAST" and err.play.player == "Jen"
    assert str(err) == err.play.message and "round 1" in str(err)


def test_a_round_needs_every_players_supply(rules):
    # Markers come from the supply ("Revealing cards"): without it no card can be resolved.
    pos = start(rules)
    pos.supply = None
    with pytest.raises(RefereeError, match="supply"):
        resolve(rules, pos, {"Jen": [5, 1, 6], "Phil": [6, 4, 1]})


def test_a_round_after_the_game_end_is_reported_and_nothing_resolves(rules):
    # Collecting problems (a lenient replay): the log names the problem and no card is resolved.
    pos = start(rules)
    pos.game_over = True
    problems = []
    log = resolve(rules, pos, {"Jen": [5, 1, 6], "Phil": [6, 4, 1]}, problems=problems)
    assert [p.code for p in log.problems] == ["ROUND_AFTER_GAME_END"] and log.events == []
    assert pos.markers == {}


def test_a_reselection_without_a_witch_is_illegal(rules):
    # "Revealing cards — Witch": only a player who revealed the Witch chooses cards again.
    err = illegal(rules, start(rules), {"Jen": [5, 1, 6], "Phil": [6, 4, 1]}, {"Phil": [7, 3, 5]})
    assert (err.player, err.code) == ("Phil", "RESELECTION_WITHOUT_WITCH")


def test_the_witch_sends_back_the_other_cards_only(rules):
    # "Revealing cards — Witch": the Witch's other cards go back to the hand; the Witch itself is spent.
    log = resolve(rules, start(rules), {"Jen": ["witch", 5, 1], "Phil": [6, 4, 1]}, {"Jen": [5, 1, 6]})
    [witch] = [e for e in log.events if e["effect"] == "witch"]
    assert witch["sent_back"] == ["Dark Tower", "Zin Kai's Deep"]


def test_placed_markers_are_listed_in_route_order(rules):
    # Zin Kai's Deep comes first on the King's route, Dark Tower sixth: the JSON lists Jen's
    # markers in that order, whatever the counts or the order the cards were played.
    log = resolve(rules, start(rules), {"Jen": [5, 1, "knight"], "Phil": [6, 4, 1]})
    assert list(log.to_dict(rules)["placed"]["Jen"].items()) == [("Zin Kai's Deep", 2), ("Dark Tower", 1)]


def test_apply_round_returns_the_round_and_its_scoring(rules):
    pos = start(rules)
    played = apply_round(pos, rules, {"Jen": cards(rules, 1, 6, "knight"), "Phil": cards(rules, 1, 4, 5)})
    assert played.outcome.position is pos and played.log.placed["Jen"] == {ZKD: 1, WT: 2}


def test_without_a_trace_no_card_event_is_kept(rules):
    # trace=False (a simulation): the same play, no explanation data.
    pos = start(rules)
    played = apply_round(pos, rules, {"Jen": cards(rules, 1, 6, "knight"), "Phil": cards(rules, 1, 4, "dragon")},
                         trace=False)
    assert played.log.events == [] and played.outcome.trace == []
    assert played.log.placed == {"Jen": {ZKD: 1, WT: 2}, "Phil": {ZKD: 1, SH: 1}}


# ---------------------------------------------------------------- Knights that add nothing, and why

def knight_event(log, player="Jen") -> dict:
    [event] = [e for e in log.events if e["player"] == player and e["card"] == "knight"]
    return event


def test_a_knight_alone_has_no_card_before_it(rules):
    # A player with one marker plays one card ("Choosing cards"); a lone Knight has no card
    # before it to reinforce, so it places nothing.
    pos = short(rules, 1)
    log = resolve(rules, pos, {"Jen": ["knight"], "Phil": [6, 4, 1]})
    assert (knight_event(log)["effect"], knight_event(log)["why"]) == ("knight-no-effect", "first-card")
    assert pos.supply["Jen"] == 1


def test_ruling_witch_reselect_knight(rules):
    # Ruling witch-reselect-knight: in a re-selection the Knight reinforces the card before it
    # (default) or places nothing (no-marker).
    plays, witch = {"Jen": ["witch"], "Phil": [6, 4, 1]}, {"Jen": [5, 1, "knight"]}
    pos = start(rules)
    resolve(rules, pos, plays, witch)
    assert pos.markers[ZKD]["Jen"] == 2
    pos = start(rules, witch_reselect_knight="no-marker")
    log = resolve(rules, pos, plays, witch)
    assert pos.markers[ZKD]["Jen"] == 1 and knight_event(log)["why"] == "reselection"


def test_knight_of_no_markers(variant_rules):
    # knight_extra_markers = 0: the Knight is played but adds nothing, and the log says why.
    rules = variant_rules(cards={"knight_extra_markers": 0})
    pos = start(rules)
    log = resolve(rules, pos, {"Jen": [5, 1, "knight"], "Phil": [6, 4, 1]})
    assert pos.markers[ZKD]["Jen"] == 1 and knight_event(log)["why"] == "no-markers"


def test_knight_once_per_game(variant_rules):
    # A variant with the Knight spent after use, like the Dragon and the Witch.
    rules = variant_rules(components={"once_per_game": ["dragon", "witch", "knight"]})
    pos = start(rules)
    resolve(rules, pos, {"Jen": [5, 1, "knight"], "Phil": [6, 4, 1]})
    assert pos.used == {"Jen": ["knight"]}


def test_a_knight_marker_beyond_the_supply_is_illegal(variant_rules):
    # Ruling card-without-marker = illegal (default): with a two-marker Knight, Jen's 2 markers
    # cover Zin Kai's Deep and one Knight marker, not the second.
    rules = variant_rules(cards={"knight_extra_markers": 2})
    err = illegal(rules, short(rules, 2), {"Jen": [1, "knight"], "Phil": [6, 4, 1]})
    assert (err.player, err.card, err.code) == ("Jen", "knight", "NO_MARKER_LEFT")


def test_knight_after_non_region_reinforces_the_last_region_card_before_it(variant_rules):
    # Ruling knight-after-non-region = last-region-card, in a variant of four cards a round:
    # Dark Tower, Zin Kai's Deep, Dragon, Knight -> the Knight's marker goes to Zin Kai's Deep,
    # the Region card nearest before it, not to Dark Tower.
    rules = variant_rules(round={"cards_per_round": 4})
    pos = start(rules, knight_after_non_region="last-region-card")
    resolve(rules, pos, {"Jen": [5, 1, "dragon", "knight"], "Phil": [6, 4, 1, 7]})
    assert pos.markers[ZKD]["Jen"] == 2 and pos.markers[DT]["Jen"] == 1


def test_an_illegal_play_reads_in_french_from_its_template(rules):
    # An illegal play is rendered from its template key, so `--lang fr` gives the French
    # sentence ("manche" is the French rulebook's word for a round); English stays the default.
    from referee.messages import problem_text
    err = illegal(rules, start(rules), {"Jen": [5, 1, 6], "Phil": [6, 4, 1]}, {"Phil": [7, 3, 5]})
    assert err.play.key == "play.illegal"
    assert problem_text(err.play, "fr").startswith("manche 1, Phil : ")
    assert problem_text(err.play, "en") == err.play.message and err.play.message.startswith("round 1, Phil: ")


def test_an_illegal_play_names_what_it_knows():
    # Where a problem lies, in the words of the other illegal-play messages: the round always,
    # then the player and the card when they are known.
    from referee.engine.round_play import IllegalPlay
    from referee.messages import text
    reason = text("play.game-already-ended")
    assert IllegalPlay(3, None, None, "X", reason, "Game end and winning").message.startswith("round 3: ")
    assert IllegalPlay(3, None, "dragon", "X", reason, "Game end and winning").message.startswith("round 3, card 'dragon': ")
    assert IllegalPlay(3, "Ann", None, "X", reason, "Game end and winning").message.startswith("round 3, Ann: ")
