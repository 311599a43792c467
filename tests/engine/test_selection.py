"""The one legality function for a card selection (referee/engine/selection.py), shared by the
round resolver and `referee simulate`'s chooser ("Choosing cards", "Revealing cards")."""

import random

from referee.engine.cards import parse_card
from referee.engine.selection import Selection, hand_left, is_legal, selection_problems
from referee.engine.setup import new_game
from referee.engine.simulate import choose_round


def cards(rules, *raw):
    return [parse_card(c, rules.board) for c in raw]


def test_three_region_cards_are_legal_two_are_not(rules):
    pos = new_game(["Jen", "Phil"], rules)
    assert is_legal(cards(rules, 1, 6, 4), pos, rules, Selection("Jen"))
    kept, problems = selection_problems(cards(rules, 1, 6), pos, rules, Selection("Jen"))
    assert [p.code for p in problems] == ["TOO_FEW_CARDS"] and len(kept) == 2


def test_a_card_no_hand_holds_is_refused_as_such(variant_rules):
    # A variant giving nobody a Dragon ([components] dragons_per_player = 0, the setting "Preparation"
    # describes): a Dragon in a record is a card no player holds, not one "already played"
    no_dragons = variant_rules(components={"dragons_per_player": 0})
    pos = new_game(["Jen", "Phil"], no_dragons)
    kept, problems = selection_problems(cards(no_dragons, "dragon", 1, 6), pos, no_dragons, Selection("Jen"))
    assert [(p.code, p.section) for p in problems] == [("CARD_NOT_HELD", no_dragons.components.section)]
    assert problems[0].reason.render("en") == "no player holds this card under these rules"


def test_a_card_played_twice_says_how_many_a_hand_holds(rules, variant_rules):
    # the rulebook's hand holds one of each card ("Preparation"); a variant's hand two Region cards
    # of each region: a third Dark Tower is one too many, in the count of that hand
    pos = new_game(["Jen", "Phil"], rules)
    _, problems = selection_problems(cards(rules, 5, 5, 1), pos, rules, Selection("Jen"))
    assert problems[0].reason.render("en") == ("a player holds 1 copy of this card and has already played it "
                                               "this round")
    two = variant_rules(components={"region_cards_per_region": 2})
    _, problems = selection_problems(cards(two, 5, 5, 5), new_game(["Jen", "Phil"], two), two, Selection("Jen"))
    assert [p.code for p in problems] == ["CARD_PLAYED_TWICE"]
    assert problems[0].reason.render("fr") == ("un joueur a 2 exemplaires de cette carte et les a déjà jouées "
                                               "pendant cette manche")


def test_problems_in_card_order(rules):
    # Knight first (not last), the same Region card twice: each reported, the rest kept.
    pos = new_game(["Jen", "Phil"], rules)
    kept, problems = selection_problems(cards(rules, "knight", 5, 5), pos, rules, Selection("Jen"))
    assert [p.code for p in problems] == ["KNIGHT_NOT_LAST", "CARD_PLAYED_TWICE"]
    assert [c.region for c in kept] == [5]


def test_spent_dragon_leaves_the_hand(rules):
    # "Revealing cards — Dragon": once per game; the rulebook hand is 11 cards, 10 after it.
    pos = new_game(["Jen", "Phil"], rules)
    pos.used = {"Jen": ["dragon"]}
    assert len(hand_left(pos, rules, "Jen")) == 10 and len(hand_left(pos, rules, "Phil")) == 11
    _, problems = selection_problems(cards(rules, 1, 6, "dragon"), pos, rules, Selection("Jen"))
    assert [p.code for p in problems] == ["DRAGON_ALREADY_USED"]


def test_region_cards_and_the_knight_come_back_every_round(rules):
    # "Revealing cards — Region cards" and "— Knight": both go back to the hand after the round, so
    # the same selection is legal again in the next round; only Dragon and Witch are spent.
    from referee.engine.round_play import play_round

    pos = new_game(["Jen", "Phil"], rules)
    plays = {"Jen": cards(rules, 5, 1, "knight"), "Phil": cards(rules, 6, 4, 7)}
    after = play_round(pos, rules, plays).outcome.position
    assert after.used.get("Jen", []) == []
    assert len(hand_left(after, rules, "Jen")) == 11
    assert is_legal(plays["Jen"], after, rules, Selection("Jen"))
    again = play_round(after, rules, plays).outcome.position
    assert again.round == after.round + 1


def test_two_dragons_each_once(variant_rules):
    rules = variant_rules(components={"dragons_per_player": 2})
    pos = new_game(["Jen", "Phil"], rules)
    assert is_legal(cards(rules, 1, "dragon", "dragon"), pos, rules, Selection("Jen"))
    pos.used = {"Jen": ["dragon"]}
    assert is_legal(cards(rules, 1, 6, "dragon"), pos, rules, Selection("Jen"))
    _, problems = selection_problems(cards(rules, 1, "dragon", "dragon"), pos, rules, Selection("Jen"))
    assert [p.code for p in problems] == ["DRAGON_ALREADY_USED"]


def test_knight_of_two_markers_needs_the_markers(variant_rules):
    # knight_extra_markers = 2: Region, Region, Knight needs 4 markers; with 3 the Knight is refused
    # (ruling card-without-marker = illegal, the default).
    rules = variant_rules(cards={"knight_extra_markers": 2})
    pos = new_game(["Jen", "Phil"], rules)
    pos.supply["Jen"] = 3
    kept, problems = selection_problems(cards(rules, 1, 6, "knight"), pos, rules, Selection("Jen"))
    assert [p.code for p in problems] == ["NO_MARKER_LEFT"] and len(kept) == 2
    pos.supply["Jen"] = 4
    assert is_legal(cards(rules, 1, 6, "knight"), pos, rules, Selection("Jen"))


def test_the_chooser_only_makes_selections_the_resolver_accepts(rules):
    # simulate's chooser draws until selection_problems finds nothing: check 200 rounds.
    rng = random.Random(11)
    for _ in range(200):
        pos = new_game(["Jen", "Phil", "Chris"], rules, {"knight-after-non-region": "illegal",
                                                         "witch-reselect-dragon": "forbidden"})
        pos.supply["Chris"] = rng.randint(0, 3)
        plays, witch = choose_round(rng, pos, rules)
        for p, chosen in plays.items():
            assert is_legal(chosen, pos, rules, Selection(p)), (p, chosen)


def test_knight_after_a_non_region_card_is_refused_under_illegal_declined_or_not(rules):
    # Ruling knight-after-non-region = illegal: "a record in which the Knight follows a non-Region
    # card is refused" (spec/kings-road/rulings.toml). A declined Knight after a Dragon
    # was accepted, because only a Knight that would add a marker was refused.
    pos = new_game(["Jen", "Phil", "Chris"], rules, {"knight-after-non-region": "illegal"})
    for knight in ("knight", "knight!declined", "knight!added"):
        kept, problems = selection_problems(cards(rules, 1, "dragon", knight), pos, rules, Selection("Jen"))
        assert [p.code for p in problems] == ["KNIGHT_AFTER_NON_REGION"], knight
    # after a Region card it stays legal, and under the default ruling it is legal after a Dragon
    assert is_legal(cards(rules, "dragon", 1, "knight!declined"), pos, rules, Selection("Jen"))
    default = new_game(["Jen", "Phil", "Chris"], rules)
    assert is_legal(cards(rules, 1, "dragon", "knight!declined"), default, rules, Selection("Jen"))


def test_a_witch_reselection_is_counted_like_a_selection(rules):
    # "Choosing cards" and "Revealing cards — Witch": the Witch sends the cards back and the player
    # selects again, as many cards as a selection holds (three with three markers or more). Once
    # an engine that skipped this count accepted a fourth card, and replay scored it.
    pos = new_game(["Jen", "Phil"], rules)
    again = Selection("Jen", first=False)
    assert is_legal(cards(rules, 1, 6, 4), pos, rules, again)
    _, four = selection_problems(cards(rules, 1, 6, 4, 7), pos, rules, again)
    _, two = selection_problems(cards(rules, 1, 6), pos, rules, again)
    assert [p.code for p in four] == ["TOO_MANY_CARDS"] and [p.code for p in two] == ["TOO_FEW_CARDS"]
    pos.supply["Jen"] = 2           # two markers left: two cards, in a re-selection too
    assert is_legal(cards(rules, 1, 6), pos, rules, again)
    assert not is_legal(cards(rules, 1, 6, 4), pos, rules, again)


KNIGHT_RULINGS = ("knight-after-non-region", "knight-with-two-cards", "knight-declined", "witch-reselect-knight")


def _every_answer(rules):
    """The rules under every combination of answers of the rulings about the Knight."""
    import itertools

    from referee.rules.loader import with_chosen_rulings

    choices = [list(r.alternatives) for r in rules.rulings if r.id in KNIGHT_RULINGS]
    assert len(choices) == len(KNIGHT_RULINGS)
    for answers in itertools.product(*choices):
        yield with_chosen_rulings(rules, dict(zip(KNIGHT_RULINGS, answers)))


def _selections(rules, longest):
    """Every selection of at most `longest` cards from two Region cards, the Knight (taken and
    declined, unmarked and marked added), the Dragon and the Witch, repeats included."""
    import itertools

    pool = cards(rules, 1, 6, "knight", "knight!declined", "knight!added", "dragon", "witch")
    return [list(s) for n in range(longest + 1) for s in itertools.product(pool, repeat=n)]


def test_a_knight_a_selection_keeps_is_its_last_card_after_a_region_card_or_the_dragon(rules, variant_rules):
    # "Revealing cards — Knight": the Knight is played last and reinforces the card before it.
    # The resolver reveals only the cards a selection keeps, and a Witch's first selection is sent
    # back, not revealed ("Revealing cards — Witch"); a re-selection cannot keep a Witch (it is
    # spent). So a Knight that is revealed is the last card kept, after a Region card, the Dragon
    # or nothing: never after a Witch and never second of three. The Knight's rulings that speak
    # of a Knight of two cards or after a non-Region card are read only at such a Knight, whatever
    # a selection holds, under every answer of them, with the rulebook's three cards a round and a
    # variant's four, first or re-selected, with a supply short of the round's cards or not.
    for ruleset, longest in ((rules, 3), (variant_rules(round={"cards_per_round": 4}), 4)):
        selections = _selections(ruleset, longest)
        sent_back = tuple(cards(ruleset, 1, 6))
        for ruled in _every_answer(ruleset):
            pos = new_game(["Jen", "Phil"], ruled)
            for supply in (2, ruled.round.cards_per_round + 2):
                pos.supply = {"Jen": supply, "Phil": 10}
                for who in (Selection("Jen"), Selection("Jen", first=False, sent_back=sent_back)):
                    for chosen in selections:
                        if who.first and chosen and chosen[0].kind == "witch":
                            continue            # sent back, not revealed
                        kept, _ = selection_problems(chosen, pos, ruled, who)
                        knights = [i for i, c in enumerate(kept) if c.kind == "knight"]
                        assert knights in ([], [len(kept) - 1]), (chosen, kept)
                        if knights and len(kept) > 1:
                            assert kept[-2].is_region or kept[-2].kind == "dragon", (chosen, kept)
