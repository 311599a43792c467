"""One-line slips a reviewer planted in copies of the engine, as monkeypatches, so that a
test can show a check finds each. Every slip here once passed plain `referee check`."""

from __future__ import annotations

import dataclasses

from helpers import replaced as changed
from referee.engine import round_play, selection


def skip_reselection_count(monkeypatch):
    """A Witch re-selection's card count is not checked (a fourth card is accepted)."""
    original = selection._count_problems

    def slipped(cards, position, rules, who):
        return [] if not who.first else original(cards, position, rules, who)
    monkeypatch.setattr(selection, "_count_problems", slipped)


def reselection_dragon_uncounted(monkeypatch):
    """A Dragon revealed in a Witch re-selection is not counted by the round."""
    original = round_play._Resolver.reveal

    def slipped(self, p, cards, reselection=False):
        dragons = self.log.dragons
        original(self, p, cards, reselection)
        if reselection:
            self.log.dragons = dragons
    monkeypatch.setattr(round_play._Resolver, "reveal", slipped)


def score_at_threshold_scorable(monkeypatch):
    """A score exactly at the end threshold is taken for a game that goes on (`>=` read as `>`):
    one of the mutants plain `check` let through before it validated damaged positions."""
    from referee.engine import adjudicate

    original = adjudicate.scoring_problems

    def slipped(position, rules):
        kept = [p for p in original(position, rules) if not (p.field.startswith("scores.")
                                                              and p.value == rules.end.threshold)]
        return kept
    monkeypatch.setattr(adjudicate, "scoring_problems", slipped)


def region_limit_of_nobles_unread(monkeypatch):
    """The reader lets a region hold more Nobles than the ruleset allows."""
    from referee.io import position_reader

    original = position_reader._FieldReader.read_nobles

    def slipped(self, field, owners):
        limit = self.rules.nobles.max_per_region
        object.__setattr__(self.rules.nobles, "max_per_region", 0)
        try:
            return original(self, field, owners)
        finally:
            object.__setattr__(self.rules.nobles, "max_per_region", limit)
    monkeypatch.setattr(position_reader._FieldReader, "read_nobles", slipped)


def reselection_dragon_allowed(monkeypatch):
    """Under ruling witch-reselect-dragon = forbidden, a Witch re-selection may still hold the
    Dragon (the engine's check of that ruling skipped): a branch plain `check` never took while it
    ran the default rulings only."""
    original = selection._ruling_problem

    def slipped(*args, **kwargs):
        found = original(*args, **kwargs)
        return None if found is not None and found.code == "RESELECTION_DRAGON" else found
    monkeypatch.setattr(selection, "_ruling_problem", slipped)


def missing_reselection_unnamed(monkeypatch):
    """A Witch played without its re-selection is refused, but as a card count (TOO_FEW_CARDS of an
    empty re-selection) instead of MISSING_RESELECTION: the reason a player reads is wrong while
    the verdict is right, which legality alone cannot see."""
    original = round_play._Resolver.reselect

    def slipped(self, p, sent_back, witch):
        return original(self, p, sent_back, witch if p in witch else {**witch, p: []})
    monkeypatch.setattr(round_play._Resolver, "reselect", slipped)


def knight_adds_at_most_one_marker(monkeypatch):
    """[cards] knight_extra_markers = 2 played as the rulebook's one marker: a branch only a
    variant takes, which plain `referee check` never runs."""
    import dataclasses

    original = round_play._Resolver.knight

    def slipped(self, p, cards, i, card, reselection):
        rules = self.rules
        if rules.cards.knight_extra_markers > 1:
            self.rules = dataclasses.replace(rules, cards=dataclasses.replace(rules.cards, knight_extra_markers=1))
        try:
            original(self, p, cards, i, card, reselection)
        finally:
            self.rules = rules
    monkeypatch.setattr(round_play._Resolver, "knight", slipped)


def all_regions_final_read_as_unscored_only(monkeypatch):
    """[end] final_scoring = "all-regions" scores only the regions not scored this round."""
    from referee.engine import adjudicate

    original = adjudicate.final_scoring_regions

    def slipped(position, rules, scored):
        regions = original(position, rules, scored)
        return [r for r in regions if r not in scored] if rules.end.final_scoring == "all-regions" else regions
    monkeypatch.setattr(adjudicate, "final_scoring_regions", slipped)


def card_object_extra_field_accepted(monkeypatch):
    """A card object with a field too many is read as its card (`or` read as `and` in the reader's
    field check): one of the mutants plain `check` let through (its records were all well formed)."""
    from referee.engine import cards

    original = cards._parse_object

    def slipped(raw, board):
        if "card" in raw:
            raw = {k: v for k, v in raw.items() if k in ("card", "declined")}
        return original(raw, board)
    monkeypatch.setattr(cards, "_parse_object", slipped)


def card_object_mark_ignored(monkeypatch):
    """A card object's "declined" is not read: {"card": "knight", "declined": true} is an unmarked
    Knight (the other mutant of the reader plain `check` let through)."""
    from referee.engine import cards

    original = cards._parse_object

    def slipped(raw, board):
        return original({k: v for k, v in raw.items() if k != "declined"}, board)
    monkeypatch.setattr(cards, "_parse_object", slipped)


def noble_rule_of_a_variant_uncited(monkeypatch):
    """A Noble decision under a variant that changes the Noble rules cites the rulebook's "Nobles"
    instead of the variant's section (the variants loop deleted): a mutant plain `check` let through."""
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "_noble_section", lambda rules: rules.nobles.section)


def witch_at_once_told_as_after_others(monkeypatch):
    """[cards] witch_reselects = "at-once" resolved as the rulebook's after-the-others: no number of
    the round changes, only the order the account tells (the mutant `--exhaustive` let through)."""
    import dataclasses

    original = round_play._Resolver.run

    def slipped(self, plays, witch):
        if self.rules.cards.witch_reselects == "at-once":
            self.rules = dataclasses.replace(self.rules, cards=dataclasses.replace(self.rules.cards,
                                                                                   witch_reselects="after-others"))
        return original(self, plays, witch)
    monkeypatch.setattr(round_play._Resolver, "run", slipped)


def lenient_round_lists_nothing(monkeypatch):
    """A lenient replay hands its illegal plays back but the round's own list stays empty, so the
    score sheet and the round's JSON name none (round_play's `self.log.problems.append` deleted: a
    mutant plain `check`, which plays strictly, let through)."""
    def slipped(self, code, player, card, reason, section):
        label = card.label(self.rules.board) if isinstance(card, round_play.Card) else card
        play = round_play.IllegalPlay(self.log.round, player, label, code, reason, section)
        if self.problems is None:
            raise round_play.IllegalPlayError(play)
        self.problems.append(play)
    monkeypatch.setattr(round_play._Resolver, "illegal", slipped)


def ruling_choice_unnamed(monkeypatch):
    """The card events decided by an open ruling (a declined Knight ...) name no choice: the round
    resolver's `rule` returning None, which only the events' words show (a mutant plain `check` let
    through)."""
    monkeypatch.setattr(round_play._Resolver, "rule", lambda self, ruling_id: None)


def round_numbered_one_back(monkeypatch):
    """A round played without a number given is numbered position.round - 1 instead of + 1: only
    the illegal plays it names carry the number (a mutant plain `check` let through)."""
    original = round_play.resolve_round

    def slipped(position, rules, plays, witch=None, *, round_no=None, **kwargs):
        return original(position, rules, plays, witch, round_no=position.round - 1 if round_no is None else round_no,
                        **kwargs)
    monkeypatch.setattr(round_play, "resolve_round", slipped)


def stacked_nobles_ignore_the_region_limit(monkeypatch):
    """[nobles] on_new_noble = "stack" places a Noble past [nobles] max_per_region (the limit's test
    read as `len(current) - len(placed)`, a mutant plain `check` let through: only variants stack)."""
    _region_limit_unread(monkeypatch, "_stack")


def _region_limit_unread(monkeypatch, decision: str) -> None:
    """nobles.<decision> (_stack, _replace) decides as if [nobles] max_per_region were 0 (no limit)."""
    from referee.engine import nobles

    original = getattr(nobles, decision)

    def slipped(position, region, leaders, current, rules):
        unlimited = dataclasses.replace(rules, nobles=dataclasses.replace(rules.nobles, max_per_region=0))
        return original(position, region, leaders, current, unlimited)
    monkeypatch.setattr(nobles, decision, slipped)


def untraced_scoring_keeps_a_step(monkeypatch):
    """An untraced scoring (simulate, the agents) still writes an account step: one of
    adjudicate's `if outcome.traced:` guards deleted (a mutant plain `check`, which plays traced,
    let through)."""
    from referee.engine import adjudicate, trace

    original = adjudicate._return_markers

    def slipped(position, rules, result, outcome):
        original(position, rules, result, outcome)
        if not outcome.traced:
            outcome.trace.append(trace.ReturnStep(rules.scoring.section, region="", returned={}))
    monkeypatch.setattr(adjudicate, "_return_markers", slipped)


def unpaid_nobles_untold(monkeypatch):
    """[nobles] bonus_paid_to = new-noble-only: the account no longer says whose Nobles earn nothing
    (adjudicate's `if outcome.traced:` block in _note_unpaid_nobles deleted, a mutant plain `check`
    let through: no number changes)."""
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "_note_unpaid_nobles", lambda position, rules, result, outcome, paid: None)


def _position_field_unwritten(monkeypatch, name: str) -> None:
    """Position.to_dict leaves the field `name` out of the JSON it writes."""
    from referee.engine.position import Position

    original = Position.to_dict

    def slipped(self, rules):
        data = original(self, rules)
        data.pop(name, None)
        return data
    monkeypatch.setattr(Position, "to_dict", slipped)


def position_banners_unwritten(monkeypatch):
    """A position's own banners (the players' printed board) are left out of the JSON it is written
    as (position's `if self.banners:` block deleted: a mutant plain `check` let through)."""
    _position_field_unwritten(monkeypatch, "banners")


def position_rulings_unwritten(monkeypatch):
    """A position's rulings (the answers its table chose) are left out of the JSON it is written as
    (position's `data["rulings"] = ...` deleted: seed 181's survivor of `check --exhaustive`)."""
    _position_field_unwritten(monkeypatch, "rulings")


def sent_back_warning_words_flipped(monkeypatch):
    """The warning for a record that leaves out the cards a Witch sent back says the re-selection
    goes unchecked under the other answer of witch-reselect-same-cards (the ruling's test read as
    `!=`: a mutant plain `check` let through)."""
    from referee.messages import text as message

    def slipped(witch, position, rules):
        unchecked = (message("play.sent-back-unchecked")
                     if rules.choice("witch-reselect-same-cards", position.rulings) != "forbidden" else "")
        return selection.SelectionProblem(witch, "SENT_BACK_UNRECORDED",
                                          message("play.sent-back-unrecorded", unchecked=unchecked),
                                          selection.WITCH_SECTION, severity="warning")
    monkeypatch.setattr(selection, "_sent_back_unrecorded", slipped)


def spent_cards_back_in_hand(monkeypatch):
    """The hand a player still chooses from keeps the once-per-game cards already spent
    (hand_left's `not once` read as `once`: a mutant plain `check` let through; `simulate`'s
    chooser and the exhaustive selections read it)."""
    monkeypatch.setattr(selection, "hand_left", lambda position, rules, player: selection.full_hand(rules))


def supply_counts_nobles_twice(monkeypatch):
    """A record's start without supplies gets every marker not on the board plus the Nobles, not
    less them (set-up's `- nobles_on_board` read as `+`: a mutant plain `check` let through)."""
    from referee.engine import setup
    from referee.io import game_record

    def slipped(position, rules):
        return {p: setup.playable_markers(rules) - position.markers_on_board(p) + position.nobles_on_board(p)
                for p in position.players}
    monkeypatch.setattr(game_record, "supply_not_on_board", slipped)


def short_supply_reason_flipped(monkeypatch):
    """A count refused says "short of markers" when the supply is full, and not when it is short
    (the count reason's `required < full` read as `>=`: a mutant plain `check` let through)."""
    original = selection._count_reason

    def slipped(found, required, supply, position, rules, who):
        flipped = rules.round.cards_per_round if required < rules.round.cards_per_round else required - 1
        return original(found, flipped, supply, position, rules, who)
    monkeypatch.setattr(selection, "_count_reason", slipped)


def at_most_count_told_as_exact(monkeypatch):
    """Under card-count-when-short = supply-at-round-start-at-most, a short player's count refused
    in the words of the exact count (the refusal holds, its words do not: mutants like
    selection:191, which left the words out, passed plain `check` and --exhaustive)."""
    from referee.messages import text

    original = selection._count_reason

    def slipped(found, required, supply, position, rules, who):
        said = original(found, required, supply, position, rules, who)
        if said.key != "play.card-count.at-most":
            return said
        return text("play.card-count.short", **said.values())
    monkeypatch.setattr(selection, "_count_reason", slipped)


def final_scoring_by_number_unread(monkeypatch):
    """Ruling final-scoring-order = region-number not applied: the final scoring goes round the
    route whatever the ruling says (the points hold: the final scoring places no Noble; mutant
    adjudicate:259)."""
    from referee.engine import adjudicate

    original = adjudicate.final_scoring_regions

    def slipped(position, rules, scored):
        final = original(position, rules, scored)
        order = rules.board.route_from(position.king, len(rules.board.route))
        return sorted(final, key=order.index)
    monkeypatch.setattr(adjudicate, "final_scoring_regions", slipped)


def true_read_as_region_one(monkeypatch):
    """The board looks up JSON's true as the number 1 (Python's bool is an int): a King written as
    true stands in Zin Kai's Deep (mutant board:51, the Boolean guard of Board.lookup deleted)."""
    from referee.rules.board import Board

    original = Board.lookup

    def slipped(self, key):
        return original(self, 1) if key is True else original(self, key)
    monkeypatch.setattr(Board, "lookup", slipped)


def position_dragons_unwritten(monkeypatch):
    """A position written without its Dragons of the round (mutant position:114): `referee score`
    of the position after the cards then scores one region, whatever Dragons were revealed."""
    _position_field_unwritten(monkeypatch, "dragons")


def warned_card_told_as_its_object(monkeypatch):
    """A warning names its card as the card object prints, not as a record writes it (round_play:206:
    `card.label(...)` made `str(card)`): the sent-back warning then names no Witch."""
    monkeypatch.setattr(round_play._Resolver, "warn", changed(
        round_play._Resolver, "warn", "label = card.label(self.rules.board) if isinstance(card, Card) else card",
        "label = str(card)"))


def witch_told_as_its_last_card(monkeypatch):
    """The Witch's event names the last card of its selection, not the Witch (mutant
    round_play:254: `cards[0]` read as `cards[-1]`); a Witch written alone hides it."""
    from referee.engine import round_play
    from referee.engine.cards import parse_card

    original = round_play._Resolver.event

    def slipped(self, p, card, effect, **data):
        if effect == "witch" and data.get("sent_back"):
            card = parse_card(data["sent_back"][-1], self.rules.board)
        return original(self, p, card, effect, **data)
    monkeypatch.setattr(round_play._Resolver, "event", slipped)


def regions_said_off_the_route(monkeypatch):
    """The round's regions step says the King's path left the route exactly where it did not
    (mutant adjudicate:195: `!=` read as `==`); the regions scored are right."""
    from referee.engine import trace

    original = trace.RegionsStep.__init__

    def slipped(self, *args, **kwargs):
        original(self, *args, **kwargs)
        object.__setattr__(self, "side_road", not self.side_road)
    monkeypatch.setattr(trace.RegionsStep, "__init__", slipped)


def region_number_as_text_unread(monkeypatch):
    """A Region card written as its number in text ("5", which "Game records" allows) is no region
    to the board (mutant board:59: the number-as-text branch of Board.lookup deleted)."""
    from referee.errors import UnknownRegionError
    from referee.rules.board import Board

    original = Board.lookup

    def slipped(self, key):
        if isinstance(key, str) and key.strip().isdigit():
            raise UnknownRegionError(key, [])
        return original(self, key)
    monkeypatch.setattr(Board, "lookup", slipped)


def sent_back_warned_with_nothing_to_send(monkeypatch):
    """A Witch alone is warned of as leaving out the cards it sent back when the supply asked for
    one card only, so nothing was sent back (the warning's `required > 1` read as `>= 1`: a mutant
    plain `check` let through)."""
    original = selection._count_problems

    def slipped(cards, position, rules, who):
        problems = original(cards, position, rules, who)
        if (who.first and [c.kind for c in cards] == ["witch"]
                and selection.cards_required(selection.supply_of(position, who.player), rules) == 1):
            problems.append(selection._sent_back_unrecorded(cards[0], position, rules))
        return problems
    monkeypatch.setattr(selection, "_count_problems", slipped)


def checked_scoring_scores_an_ended_game(monkeypatch):
    """referee.score_position scores a position whose game is over instead of refusing it (its
    `if problems: raise` gone: a mutant plain `check` let through, the reader refusing such a
    position first on every path but the Python API's)."""
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "score_position", lambda position, rules: adjudicate.apply_scoring(position.copy(),
                                                                                                       rules))


def round_without_supplies_played(monkeypatch):
    """A position that gives no supplies is played as if every supply were empty, not refused."""
    original = round_play._Resolver.__init__

    def slipped(self, position, *args, **kwargs):
        if position.supply is None:
            position.supply = {p: 0 for p in position.players}
        original(self, position, *args, **kwargs)
    monkeypatch.setattr(round_play._Resolver, "__init__", slipped)


def partial_supply_played(monkeypatch):
    """A position whose supplies leave a player out is played, that player's supply taken as
    empty (the resolver asked only that some supply be given; mutant selection:52 const+1, the
    missing supply's default read as 1, passed `check`)."""
    original = round_play._Resolver.__init__

    def slipped(self, position, *args, **kwargs):
        if position.supply is not None:
            position.supply = {p: position.supply.get(p, 0) for p in position.players}
        original(self, position, *args, **kwargs)
    monkeypatch.setattr(round_play._Resolver, "__init__", slipped)


def beyond_banner_told_as_past_paid_places(monkeypatch):
    """A place within the paid places but past the banner's values is said to be unpaid for being
    past the paid places: the points hold, the account's reason does not."""
    from referee.engine import region_scoring

    original = region_scoring.place_value

    def slipped(place, banner, paid_places):
        points, reason = original(place, banner, paid_places)
        return points, "not-paid-place" if reason == "beyond-banner" else reason
    monkeypatch.setattr(region_scoring, "place_value", slipped)


def split_tie_paid_as_place_minus_one(monkeypatch):
    """A tie whose spanned values a variant splits evenly (no one place paid: 0) is said to be paid
    as place -1: the points hold, only the answer's paid_place is wrong (mutant region_scoring:104)."""
    from referee.engine import region_scoring

    original = region_scoring.group_points

    def slipped(first, last, banner, paid_places, tie_rule="lowest-spanned-place", tie_paid="lowest-tied-place"):
        points, reason, paid = original(first, last, banner, paid_places, tie_rule, tie_paid)
        return points, reason, -1 if (tie_rule == "split-evenly" and last > first and reason == "paid") else paid
    monkeypatch.setattr(region_scoring, "group_points", slipped)


def knight_without_markers_told_as_first_card(monkeypatch):
    """A Knight under [cards] knight_extra_markers = 0 is said to do nothing for being the first card
    (the "no-markers" test gone from knight_target, the next one answering): no number changes."""
    from referee.engine import round_play

    original = round_play.knight_target

    def slipped(cards, i, position, rules, reselection):
        region, why = original(cards, i, position, rules, reselection)
        return (region, "first-card") if why == "no-markers" else (region, why)
    monkeypatch.setattr(round_play, "knight_target", slipped)


def new_game_scores_one(monkeypatch):
    """A new game's score markers start on 1, not 0 (setup's `0` read as `1`: a mutant plain `check`
    let through; only games played from the set-up show it, and check's rounds start from drawn
    positions)."""
    from referee.engine import setup

    original = setup.new_game

    def slipped(players, rules, rulings=None):
        start = original(players, rules, rulings)
        start.scores = {p: 1 for p in players}
        return start
    monkeypatch.setattr(setup, "new_game", slipped)


def too_many_cards_all_played(monkeypatch):
    """A lenient replay plays every card of a selection longer than the count asks, not its first
    cards as many as asked (the cut in selection_problems gone: a mutant plain `check` let through,
    since its strict play refuses such a round whole)."""
    original = round_play.selection_problems

    def slipped(cards, position, rules, who):
        kept, problems = original(cards, position, rules, who)
        if any(p.code == "TOO_MANY_CARDS" for p in problems):
            kept = kept + [c for c in cards[len(kept):] if c.is_region]
        return kept, problems
    monkeypatch.setattr(round_play, "selection_problems", slipped)


def emptied_region_kept(monkeypatch):
    """A region the round empties stays in the position as an empty mapping (position's `if not
    here: del` gone: a mutant plain `check` let through; written, the region is gone, so the
    position read back differs from the one played)."""
    from referee.engine.position import Position

    def slipped(self, region, player, count):
        here = self.markers.setdefault(region, {})
        here[player] = here.get(player, 0) + count
        if here[player] == 0:
            del here[player]
    monkeypatch.setattr(Position, "add_markers", slipped)


def reselection_of_sent_back_cards_allowed(monkeypatch):
    """Ruling witch-reselect-same-cards = forbidden not applied: a Witch player re-selects the cards
    the Witch sent back (selection's RESELECTION_SAME_CARD refusal gone: a mutant plain `check` let
    through, its drawn records writing each Witch alone)."""
    original = selection._ruling_problem

    def slipped(card, i, kept, position, rules, who, witch_first):
        found = original(card, i, kept, position, rules, who, witch_first)
        return None if found is not None and found.code == "RESELECTION_SAME_CARD" else found
    monkeypatch.setattr(selection, "_ruling_problem", slipped)


def witch_in_its_reselection_said_all_spent(monkeypatch):
    """The Witch played again in its own re-selection is refused in the words of "every Witch
    spent" (held 0 passed instead of 1: a mutant plain `check` let through, the code being right)."""
    original = selection._spent_problem

    def slipped(card, rules, held):
        return original(card, rules, 0 if card.kind == "witch" and held == 1 else held)
    monkeypatch.setattr(selection, "_spent_problem", slipped)


def final_awarded_zeros_while_game_goes_on(monkeypatch):
    """Outcome.final_awarded gives every player 0 while the game goes on, where the API names nobody
    (mutant adjudicate:119): no answer of the command line shows it, only the Python API."""
    from referee.engine.adjudicate import Outcome

    original = Outcome.final_awarded

    def slipped(self):
        return original.fget(self) if self.game_over else {p: 0 for p in self.position.players}
    monkeypatch.setattr(Outcome, "final_awarded", property(slipped))


def influence_at_end_uncounted(monkeypatch):
    """The players' influence on the board at the end is never counted (mutant adjudicate:242):
    [end] tie_break = most-influence-on-board finds no count for the players level at the top."""
    from referee.engine import adjudicate

    original = adjudicate._winners

    def slipped(position, rules, outcome):
        outcome.influence_at_end = {}
        return original(position, rules, outcome)
    monkeypatch.setattr(adjudicate, "_winners", slipped)


def every_region_suggested(monkeypatch):
    """A misspelt region suggests every region of the board, closest first, not the 2 closest
    (limits.MAX_REGION_SUGGESTIONS; the number was mutant board:64's)."""
    import difflib

    from referee.rules import board

    def slipped(word, choices, *, n=1, cutoff=0.6):
        return difflib.get_close_matches(word, list(choices), n=len(choices), cutoff=0.0)
    monkeypatch.setattr(board, "close_matches", slipped)


def king_to_is_where_it_came_from(monkeypatch):
    """Outcome.king_to gives the King's region before the round (mutant adjudicate:106 returned
    None): only the Python API reads it."""
    from referee.engine.adjudicate import Outcome

    monkeypatch.setattr(Outcome, "king_to", property(lambda self: self.king_from))


def replayed_round_without_its_dragons(monkeypatch):
    """A round of `referee replay --json` says no Dragon was revealed (its log's JSON, which mutant
    round_play:121 lost whole)."""
    from referee.engine.round_play import RoundLog

    original = RoundLog.to_dict

    def slipped(self, rules):
        return original(self, rules) | {"dragons": 0}
    monkeypatch.setattr(RoundLog, "to_dict", slipped)


def unchanged_noble_told_as_placed(monkeypatch):
    """A region whose leaders already hold its Nobles is told as the sole leader's (or the tied
    leaders') decision, not as "already holds" (mutant nobles:84, the early answer deleted)."""
    from referee.engine import nobles

    original = nobles._replace

    def slipped(position, region, leaders, current, rules):
        decision = original(position, region, leaders, current, rules)
        if decision.reason == "already-holds":
            return dataclasses.replace(decision, reason="sole-leader" if len(leaders) == 1 else "tied-leaders")
        return decision
    monkeypatch.setattr(nobles, "_replace", slipped)


def slug_kept_in_capitals(monkeypatch):
    """A region's name is slugged keeping its capitals, which the slug leaves out (mutant board:21):
    "Dark Tower" is found by its name, "DARK TOWER" is no region. Rules loaded from now on."""
    import re

    from referee.rules import board, loader

    def slipped(text):
        return re.sub(r"[^a-z0-9]+", "-", text.strip().replace("'", "").replace("\u2019", "")).strip("-")
    monkeypatch.setattr(board, "slugify", slipped)
    monkeypatch.setattr(loader, "_CACHE", {})


def illegal_play_said_of_the_round(monkeypatch):
    """An illegal play of one player is worded as the whole round's (mutant round_play:70, `is None`
    read as `is not None`): the sentence names no player."""
    from referee.engine.round_play import IllegalPlay

    original = IllegalPlay.text

    def slipped(self):
        return original.fget(dataclasses.replace(self, player=None)) if self.player else original.fget(self)
    monkeypatch.setattr(IllegalPlay, "text", property(slipped))


def round_after_the_end_loses_its_log(monkeypatch):
    """A lenient round after the game's end hands back no log (mutant round_play:204, `return
    self.log` read as `return None`)."""
    original = round_play._Resolver.run

    def slipped(self, plays, witch):
        log = original(self, plays, witch)
        return None if self.check and self.pos.game_over else log
    monkeypatch.setattr(round_play._Resolver, "run", slipped)


def _account_step_left_out(monkeypatch, kind: str) -> None:
    """The scoring's account leaves out every step of this kind (trace.Step.KIND)."""
    from referee.engine import adjudicate

    original = adjudicate.apply_scoring

    def slipped(*args, **kwargs):
        outcome = original(*args, **kwargs)
        outcome.trace[:] = [step for step in outcome.trace if step.KIND != kind]
        return outcome
    for module in (adjudicate, round_play):
        monkeypatch.setattr(module, "apply_scoring", slipped)


def regions_step_left_out(monkeypatch):
    """The account leaves out which regions the King scores (mutant adjudicate:192: the step's
    `if outcome.traced:` deleted with it)."""
    _account_step_left_out(monkeypatch, "regions")


def markers_home_step_left_out(monkeypatch):
    """The account leaves out the markers a scored region sends home (mutant adjudicate:388: the
    step's `if returned:` deleted with it)."""
    _account_step_left_out(monkeypatch, "return")


def markers_sent_home_unsaid(monkeypatch):
    """A scored region's JSON says no marker went home (mutant adjudicate:387: `result.returned`
    never set)."""
    from referee.engine.adjudicate import RegionResult

    original = RegionResult.to_dict

    def slipped(self, rules):
        return original(self, rules) | {"returned": {}}
    monkeypatch.setattr(RegionResult, "to_dict", slipped)


def spent_counted_without_the_cards_before(monkeypatch):
    """A once-per-game card's count leaves out the same cards earlier in the selection (mutant
    selection:211 subtracted them): with two Dragons held, one spent, both played pass."""
    original = selection._card_problem

    def slipped(card, i, n, kept, position, rules, who, witch_first):
        if card.kind in rules.components.once_per_game:
            kept = [c for c in kept if c.kind != card.kind]
        return original(card, i, n, kept, position, rules, who, witch_first)
    monkeypatch.setattr(selection, "_card_problem", slipped)


def dragons_kept_after_the_round(monkeypatch):
    """The position after the round keeps the round's Dragons (mutant adjudicate:214, their reset
    deleted): a next round scored from it counts them again ("Dragons": each round's own)."""
    from referee.engine import adjudicate

    original = adjudicate._move_king

    def slipped(position, rules, outcome):
        revealed = position.dragons
        original(position, rules, outcome)
        position.dragons = revealed
    monkeypatch.setattr(adjudicate, "_move_king", slipped)


def supply_before_final_unkept(monkeypatch):
    """A round that ends the game keeps no supplies from before the final scoring (mutant
    adjudicate:233, deleted): the round of `referee replay --json` and the score sheet show them."""
    from referee.engine import adjudicate

    original = adjudicate._end_game_if_due

    def slipped(position, rules, outcome):
        original(position, rules, outcome)
        outcome.supply_before_final = {}
    monkeypatch.setattr(adjudicate, "_end_game_if_due", slipped)


def two_card_knight_told_of_one_card(monkeypatch):
    """Under ruling knight-with-two-cards = no-marker, a Knight after one Region card still adds its
    marker (mutant selection:132, the selection's length 2 read as 1): only a player short of
    markers plays two cards. The slip is in the one reading both the play and the count use."""
    original = selection.knight_target

    def slipped(cards, i, position, rules, reselection):
        target, why = original(cards, i, position, rules, reselection)
        if why == "two-cards" and cards[i - 1].is_region:
            return cards[i - 1].region, ""
        return target, why
    monkeypatch.setattr(selection, "knight_target", slipped)
    monkeypatch.setattr(round_play, "knight_target", slipped)


def one_marker_knight_numbered(monkeypatch):
    """The rulebook's Knight of one marker tells it as "marker 1 of 1" (mutant round_play:303, the
    count given whatever the number): only a Knight of several markers numbers them."""
    original = round_play._Resolver.place

    def slipped(self, p, card, region, effect, reselection, note="", **data):
        if effect == "knight" and not data:
            data = {"marker": 1, "markers": 1}
        original(self, p, card, region, effect, reselection, note, **data)
    monkeypatch.setattr(round_play._Resolver, "place", slipped)


def first_card_knight_told_after_non_region(monkeypatch):
    """A Knight played first says it follows a card that is no Region card (mutant selection:128,
    the first-card answer deleted: the card "before" it is then the selection's last)."""
    original = selection.knight_target

    def slipped(cards, i, position, rules, reselection):
        target, why = original(cards, i, position, rules, reselection)
        return (target, "after-non-region") if why == "first-card" else (target, why)
    monkeypatch.setattr(selection, "knight_target", slipped)
    monkeypatch.setattr(round_play, "knight_target", slipped)


def below_minimum_placed_to_place_one(monkeypatch):
    """A player below [scoring] min_influence is placed "0 to 1" (mutant region_scoring:79, the
    last place 0 made 1): nothing paid, but a place said where the rule gives none."""
    from referee.engine import adjudicate

    original = adjudicate.place_players

    def slipped(*args, **kwargs):
        return [dataclasses.replace(pl, last_place=1) if pl.reason == "no-influence" else pl
                for pl in original(*args, **kwargs)]
    monkeypatch.setattr(adjudicate, "place_players", slipped)


def influence_told_under_every_tie_break(monkeypatch):
    """The winners step gives the tied players' influence on the board whatever [end] tie_break
    reads (mutant adjudicate:271, `!=` read as `==`: given where the Nobles decide, not given where
    the influence does)."""
    from referee.engine import adjudicate

    def slipped(outcome, rules):
        return {p: outcome.influence_at_end.get(p, 0) for p in outcome.tied_top} if outcome.tied_top else None
    monkeypatch.setattr(adjudicate, "_influence_data", slipped)


def knight_note_after_a_region_card(monkeypatch):
    """A Knight that reinforces the Region card just before it says it reinforced the last Region
    card past another card (mutant round_play:328, the test of the card before deleted)."""
    from referee.messages import render

    original = round_play._Resolver.knight_target

    def slipped(self, cards, i, card, reselection):
        target, effect, data = original(self, cards, i, card, reselection)
        if effect == "knight" and "note" not in data:
            data = data | {"note": render("note.knight-last-region-card", "en")}
        return target, effect, data
    monkeypatch.setattr(round_play._Resolver, "knight_target", slipped)


def empty_note_written(monkeypatch):
    """A card event without a note gets an empty one in the round's JSON (mutant round_play:353,
    `note or None` read as `None or note`)."""
    original = round_play._Resolver.event

    def slipped(self, p, card, effect, **kwargs):
        original(self, p, card, effect, **kwargs)
        if self.trace and self.log.events and self.log.events[-1].note is None:
            self.log.events[-1] = dataclasses.replace(self.log.events[-1], note="")
    monkeypatch.setattr(round_play._Resolver, "event", slipped)


def unpaid_split_tie_told_by_its_last_place(monkeypatch):
    """A split-evenly tie whose spanned places all pay nothing gives the reason of its last place,
    not its first (mutant region_scoring:103, `values[0]` read as `values[-1]`): past the paid
    places where the first is only past the banner."""
    from referee.engine import region_scoring

    original = region_scoring.group_points

    def slipped(first, last, banner, paid_places, tie_rule="lowest-spanned-place", tie_paid="lowest-tied-place"):
        points, reason, paid = original(first, last, banner, paid_places, tie_rule, tie_paid)
        if tie_rule == "split-evenly" and first != last and not points and not paid:
            reason = region_scoring.place_value(last, banner, paid_places)[1]
        return points, reason, paid
    monkeypatch.setattr(region_scoring, "group_points", slipped)


def full_region_limit_ignored(monkeypatch):
    """A region's limit of Nobles ([nobles] max_per_region) is not read when several leaders would
    replace (mutant nobles:87, its test deleted): under any-leader, two tied leaders both get a
    Noble where the limit is one. The standard rules (sole leader) never tie two placers."""
    _region_limit_unread(monkeypatch, "_replace")


def last_new_noble_named_first(monkeypatch):
    """Several tied leaders placing Nobles (any-leader): the decision names the last as placed, and
    again among the others (mutant nobles:100, `new[0]` read as `new[-1]`)."""
    from referee.engine import nobles

    original = nobles._replace

    def slipped(position, region, leaders, current, rules):
        decision = original(position, region, leaders, current, rules)
        if decision.also_placed:
            return dataclasses.replace(decision, placed=decision.also_placed[-1])
        return decision
    monkeypatch.setattr(nobles, "_replace", slipped)


def bad_mark_told_as_unknown_region(monkeypatch):
    """A card word with a mark its card does not take ("dragon!declined", "knight!maybe") is refused
    as an unknown region (mutant cards:75, the mark's refusal deleted: the word falls through to
    the region names), not for its mark."""
    from referee.engine import cards
    from referee.io import game_record
    from referee.messages import text

    original = cards.parse_card

    def slipped(raw, board):
        try:
            return original(raw, board)
        except cards.CardError as exc:
            if exc.text.key == "card.bad-mark":
                raise cards.CardError(text("card.unknown-region", value=raw, hint="")) from None
            raise
    monkeypatch.setattr(game_record, "parse_card", slipped)


def unheld_card_counted_minus_one(monkeypatch):
    """A card no hand holds counts -1 copies, not 0 (mutant cards:109, the lookup's default): as
    the first card of a selection it passes the count of copies, and a kind not once a game is
    accepted."""
    original = selection.held_count

    def slipped(rules, card):
        return original(rules, card) or -1
    monkeypatch.setattr(selection, "held_count", slipped)


def dragon_revealed_untold(monkeypatch):
    """A Dragon revealed leaves no event in the round's account (mutant round_play:287, the event
    deleted): the King still counts it, but the round's JSON and the sheet do not tell the card."""
    original = round_play._Resolver.event

    def slipped(self, p, card, effect, **kwargs):
        if effect != "dragon":
            original(self, p, card, effect, **kwargs)
    monkeypatch.setattr(round_play._Resolver, "event", slipped)


def stacked_decision_told_by_its_last_leader(monkeypatch):
    """Stacking, several tied leaders none of whom can place: the decision gives the last one's
    reason, not the first's in seat order as `_stack` documents (mutant nobles:124)."""
    from referee.engine import nobles

    original = nobles._stack

    def slipped(position, region, leaders, current, rules):
        decision = original(position, region, leaders, current, rules)
        if decision.placed is None and len(leaders) > 1:
            last = original(position, region, leaders[-1:], current, rules)
            return dataclasses.replace(decision, reason=last.reason)
        return decision
    monkeypatch.setattr(nobles, "_stack", slipped)


def chain_told_depth_first(monkeypatch):
    """A chain bonus names its roads depth-first (mutant chain_roads:28, `queue.pop(0)` read as
    `pop(-1)`): the same regions joined, but round a cycle of Nobles a region is told the long way
    from the scored one, not by its fewest roads. The slip is the engine's own function with that
    one change, compiled here (rather than a second copy of it)."""
    from referee.engine import adjudicate, chain_roads

    monkeypatch.setattr(adjudicate, "chain_roads", changed(chain_roads, "chain_roads", "queue.pop(0)", "queue.pop(-1)"))


def witch_told_first_by_its_last_card(monkeypatch):
    """A selection counts as the Witch's when its last card is the Witch, not its first (mutant
    selection:83): a Witch written with the cards it sent back, a Knight among them before another
    card, is then refused as KNIGHT_NOT_LAST, though those cards are not played."""
    slipped = changed(selection, "selection_problems", "cards[0].kind == WITCH", "cards[-1].kind == WITCH")
    monkeypatch.setattr(selection, "selection_problems", slipped)
    monkeypatch.setattr(round_play, "selection_problems", slipped)


def adjacent_only_counted_as_chain(monkeypatch):
    """[nobles] bonus = adjacent-only counted as the whole connected chain (mutant board:116, its
    branch deleted): only a variant counts the adjacent Nobles alone."""
    from referee.rules.board import Board

    original = Board.bonus_regions

    def slipped(self, region, noble_regions, bonus="connected-chain"):
        return original(self, region, noble_regions, "connected-chain" if bonus == "adjacent-only" else bonus)
    monkeypatch.setattr(Board, "bonus_regions", slipped)


def knight_left_unspent(monkeypatch):
    """A Knight once a game ([components] once_per_game, a variant's) is not marked spent when
    played (mutant round_play:290, deleted): the player could play it again next round."""
    from referee.engine.position import Position

    original = Position.mark_used

    def slipped(self, player, kind):
        if kind != "knight":
            original(self, player, kind)
    monkeypatch.setattr(Position, "mark_used", slipped)


def marker_from_an_empty_supply(monkeypatch):
    """A card whose supply is empty places a marker anyway (mutants round_play:334, :337, :338): only
    a Knight of two markers or more meets an empty supply, under ruling card-without-marker =
    no-effect."""
    original = round_play._Resolver.place

    def slipped(self, p, card, region, effect, reselection, note="", **data):
        if self.supply[p] <= 0:
            self.supply[p] += 1
        original(self, p, card, region, effect, reselection, note, **data)
    monkeypatch.setattr(round_play._Resolver, "place", slipped)


def first_knight_counted_as_reselected(monkeypatch):
    """The markers a first selection's Knight needs counted as if it were re-selected (mutant
    selection:101, its `not` dropped): under ruling witch-reselect-knight = no-marker a Knight of
    two markers short of them is then kept where card-without-marker = illegal drops it."""
    monkeypatch.setattr(selection, "_marker_problems",
                        changed(selection, "_marker_problems", "reselection=not who.first", "reselection=who.first"))


def nobody_said_of_a_full_region(monkeypatch):
    """A region is said to have nobody with influence when every player there has some, and not
    when nobody has (mutant adjudicate:60, `==` read as `!=`): the account's "nobody has
    influence" line and the step's `nobody`."""
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate.RegionResult, "empty",
                        property(lambda self: all(pl.reason != "no-influence" for pl in self.placings)))


def replaced_noble_told_as_sent_home(monkeypatch):
    """A Noble decision says a replaced Noble went back to its owner's supply whatever ruling
    replaced-noble says (mutant adjudicate:291, the line that reads the ruling deleted): the
    markers move as the ruling says, the account and the score sheet do not."""
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate.RegionResult, "replaced_to",
                        property(lambda self: "owner-supply", lambda self, value: None), raising=False)


def answer_without_its_variants(monkeypatch):
    """The score answer's JSON leaves out the variants it scored under (mutant adjudicate:149): a
    program reading `referee score --json` cannot tell which rules gave the points."""
    from referee.engine import adjudicate

    original = adjudicate.Outcome.to_dict

    def slipped(self, rules, lang="en"):
        data = original(self, rules, lang)
        del data["variants"]
        return data
    monkeypatch.setattr(adjudicate.Outcome, "to_dict", slipped)


def below_minimum_left_out_of_the_account(monkeypatch):
    """A player with influence below [scoring] min_influence gets no placing step (mutant
    adjudicate:316, `and` read as `or`): the account no longer says why that player earned nothing
    in a region where they had markers."""
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "_pay_placings",
                        changed(adjudicate, "_pay_placings", 'pl.reason == "no-influence" and pl.influence == 0',
                                'pl.reason == "no-influence" or pl.influence == 0'))


def round_refusal_worded_as_a_cards(monkeypatch):
    """A refusal of the whole round (a round after the game's end) is worded as a card's, naming
    the card None (mutant round_play:71, `is not None` read as `is None`)."""
    from referee.engine.round_play import IllegalPlay
    from referee.messages import text

    original = IllegalPlay.text

    def slipped(self):
        if self.player is None and self.card is None:
            where = text("play.where.round-card", round=self.round, card=repr(None))
            return text("play.illegal", where=where, reason=self.reason, section=self.section)
        return original.fget(self)
    monkeypatch.setattr(IllegalPlay, "text", property(slipped))


def score_left_out_read_as_one(monkeypatch):
    """A player a position's scores leave out is put on 1, not 0 (mutant position's `0` read as `1`,
    formerly adjudicate:134's default: only a position that leaves a score out reaches it)."""
    from referee.engine.position import Position

    def slipped(self):
        self.scores = {p: 1 for p in self.players} | self.scores
    monkeypatch.setattr(Position, "__post_init__", slipped)


def not_short_plays_fewer_under_at_most(monkeypatch):
    """Under card-count-when-short = at most, a player with exactly a round's markers (not short) may
    play fewer cards too (mutant selection:155, `supply < per_round` read as `<=`: seed 179's
    survivor of plain `check` and `--exhaustive`)."""
    monkeypatch.setattr(selection, "_count_problems",
                        changed(selection, "_count_problems", "supply < per_round", "supply <= per_round"))


def no_marker_any_special_card(monkeypatch):
    """Under no-markers-no-cards = special-cards-allowed, a player with no marker lets a Region card
    ride along with a Dragon (any special card, where every card must be one)."""
    monkeypatch.setattr(selection, "_no_marker_specials",
                        changed(selection, "_no_marker_specials", "all(c.kind", "any(c.kind"))


def no_marker_knight_a_special_card(monkeypatch):
    """Under no-markers-no-cards = special-cards-allowed, a player with no marker may reveal the
    Knight too, as if it were one of the cards that place no marker."""
    monkeypatch.setattr(selection, "_no_marker_specials", changed(
        selection, "_no_marker_specials", "all(c.kind in (DRAGON, WITCH) for c in cards)",
        "all(c.kind in (DRAGON, WITCH, KNIGHT) for c in cards)"))


def spent_card_told_as_the_only_one(monkeypatch):
    """A spent card's refusal told as the one card of its kind a hand holds, where a hand holds two."""
    monkeypatch.setattr(selection, "_card_problem", changed(
        selection, "_card_problem", "return _spent_problem(card, rules, rules.components.held(card.kind))",
        "return _spent_problem(card, rules, 1)"))


def duplicate_used_card_told_with_the_dragons_count(monkeypatch):
    """A card written as spent once too often told with the Dragons a hand holds, whatever its kind."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "_read_spent_cards", changed(
        position_reader, "_read_spent_cards", "held = rules.components.held(name)",
        "held = rules.components.dragons_per_player"))


def once_a_game_kinds_read_as_the_rulebooks(monkeypatch):
    """The kinds of card a player spends once a game read as the rulebook's Dragon and Witch, not
    from [components] once_per_game: a spent Knight, where the rules spend it, played again."""
    monkeypatch.setattr(selection, "_card_problem", changed(
        selection, "_card_problem", "if kind in rules.components.once_per_game:", "if kind in (DRAGON, WITCH):"))


def unpaid_nobles_told_of_nobody(monkeypatch):
    """[nobles] bonus_paid_to = new-noble-only: the unpaid-Nobles step is written wherever a region's
    bonuses are paid, naming nobody where every owner was paid (adjudicate's `and unpaid` dropped,
    a slip at a drawn site plain `check` let through: no number changes)."""
    from referee.engine import adjudicate, trace

    def slipped(position, rules, result, outcome, paid):
        unpaid = [o for o in dict.fromkeys(position.nobles_in(result.region)) if o not in paid]
        if rules.nobles.bonus_paid_to == "new-noble-only" and outcome.traced:
            outcome.trace.append(trace.NobleBonusUnpaidStep(rules.nobles.section,
                                                            region=rules.board.name(result.region), owners=unpaid))
    monkeypatch.setattr(adjudicate, "_note_unpaid_nobles", slipped)


def dragon_regions_ruling_of_the_ruleset_only(monkeypatch):
    """The ruling dragon-regions read from the ruleset alone, a position's own answer ignored
    (`position.rulings` dropped from adjudicate's choice, a slip at a drawn site plain `check` let
    through: every ruleset check played carries its answers in the rules, not in the position)."""
    from referee.engine import adjudicate, replay, round_play

    slipped = changed(adjudicate, "apply_scoring", 'rules.choice("dragon-regions", position.rulings)',
                      'rules.choice("dragon-regions")')
    for module in (adjudicate, replay, round_play):
        monkeypatch.setattr(module, "apply_scoring", slipped)


def stacked_decision_told_as_sole_leaders(monkeypatch):
    """Stacking, a decision that places Nobles gives its reason from the Nobles placed, not from
    the leaders: tied leaders who both place are told as a sole leader's decision (nobles:131)."""
    from referee.engine import nobles

    monkeypatch.setattr(nobles, "_stack", changed(
        nobles, "_stack", 'reason = "sole-leader" if leader else "tied-leaders"',
        'reason = "sole-leader" if placed else "tied-leaders"'))


def too_few_cards_said_of_a_card(monkeypatch):
    """A selection of too few cards refused as if about its last card written, not the selection as
    a whole (selection:165): the code and the sentence's words are the same."""
    monkeypatch.setattr(selection, "_count_problems", changed(
        selection, "_count_problems", 'problems.append(SelectionProblem(None, "TOO_FEW_CARDS"',
        'problems.append(SelectionProblem(cards[-1] if cards else None, "TOO_FEW_CARDS"'))


def knight_beyond_supply_kept(monkeypatch):
    """A Knight whose markers the supply cannot cover refused, but left among the cards the lenient
    play resolves (selection:105, under a variant's Knight of two markers)."""
    monkeypatch.setattr(selection, "_marker_problems", changed(
        selection, "_marker_problems", "knight = kept.pop()", "knight = kept[-1]"))


def final_markers_home_untold(monkeypatch):
    """The markers a region sends home not told in the account once the game is over: the final
    scoring's regions send theirs home silently (adjudicate:389)."""
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "_return_markers", changed(
        adjudicate, "_return_markers", "if outcome.traced:", "if outcome.traced and not outcome.game_over:"))


def first_problem_of_a_selection_only(monkeypatch):
    """Only a selection's first problem reported: the lenient play names one of two mistakes
    (round_play:283)."""
    monkeypatch.setattr(round_play._Resolver, "checked", changed(
        round_play._Resolver, "checked", "for problem in problems:", "for problem in problems[:1]:"))


def banners_of_no_table_miscoded(monkeypatch):
    """Banners that are no table refused under another code than the wrong type's
    (position_reader:261)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "banners", changed(
        position_reader._FieldReader, "banners", 'out.add("BAD_TYPE", field, raw, text("problem.banners-type"))',
        'out.add("BAD_BANNER", field, raw, text("problem.banners-type"))'))


def illegal_play_message_in_english(monkeypatch):
    """An illegal play's JSON message rendered in English whatever the language asked
    (round_play:96)."""
    from referee.engine import round_play as play

    monkeypatch.setattr(play.IllegalPlay, "to_dict", changed(
        play.IllegalPlay, "to_dict", '"message": self.text.render(lang)', '"message": self.text.render("en")'))


def player_bounds_of_the_rulebook(monkeypatch):
    """The number of players bounded by the rulebook's 2 to 5 whatever the rules say
    (position_reader:320)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "_read_players", changed(
        position_reader, "_read_players", "lo, hi = rules.min_players, rules.max_players", "lo, hi = 2, 5"))


def events_name_regions_by_lookup(monkeypatch):
    """The round's card events naming regions with the board's lookup (their numbers), not their
    names (round_play:193)."""
    original = round_play._Resolver.__init__

    def slipped(self, *args, **kwargs):
        original(self, *args, **kwargs)
        self.name = self.rules.board.lookup
    monkeypatch.setattr(round_play._Resolver, "__init__", slipped)


def empty_mark_read_as_no_mark(monkeypatch):
    """A special card's word with an empty mark ("knight!") read as the plain card (cards:71)."""
    from referee.engine import cards

    slipped = changed(cards, "parse_card", "if not bang:", "if not mark:")
    monkeypatch.setattr(cards.parse_card, "__code__", slipped.__code__)     # every module's imported name


def tied_placings_out_of_seat_order(monkeypatch):
    """A tied group's placings made in another order than the seats' (region_scoring:76 made them
    in a set's order, which changes from run to run; reversed here, so that every run shows it)."""
    from referee.engine import region_scoring

    slipped = changed(region_scoring, "place_players", "for p in group:", "for p in reversed(group):")
    monkeypatch.setattr(region_scoring.place_players, "__code__", slipped.__code__)


def tie_break_flag_from_shared_victory(monkeypatch):
    """The result's JSON writing its tie-break flag from the shared-victory flag (replay:98): the
    object's flags stay right."""
    from referee.engine import replay

    monkeypatch.setattr(replay.FinalResult, "to_dict", changed(
        replay.FinalResult, "to_dict", '"tie_break": self.tie_break,', '"tie_break": self.shared_victory,'))


def no_nobles_before_read_as_none_given(monkeypatch):
    """Under dragon-regions = round-start-nobles, a board with no Noble before the round read as no
    table given: the round's own new Nobles counted in its chains (adjudicate:342)."""
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "_pay_bonuses", changed(
        adjudicate, "_pay_bonuses", "if nobles_before is not None:", "if nobles_before:"))


def missing_king_read_as_no_region(monkeypatch):
    """A position without a King read as a King of no region as well: two errors for one slip
    (position_reader:72)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "position", changed(
        position_reader._FieldReader, "position",
        'king = self.region_of("king", data["king"]) if "king" in data else None',
        'king = self.region_of("king", data.get("king"))'))


def null_banners_read_as_none(monkeypatch):
    """Banners written as null read as no banners given: a silent repair (position_reader:81)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "position", changed(
        position_reader._FieldReader, "position", 'self.banners(data.get("banners", {}), "banners")',
        'self.banners(data.get("banners") or {}, "banners")'))


def spent_cards_after_a_stranger_unread(monkeypatch):
    """The spent cards of the players written after somebody who is not a player left unread
    (position_reader:237)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "used", changed(
        position_reader._FieldReader, "used", "player_ok(f, player):\n            continue",
        "player_ok(f, player):\n            break"))


def given_banners_named_as_the_files(monkeypatch):
    """--banners that are no table refused at the field banners, the file's, not at --banners
    (position_reader:261)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "banners", changed(
        position_reader._FieldReader, "banners", 'out.add("BAD_TYPE", field, raw, text("problem.banners-type"))',
        'out.add("BAD_TYPE", "banners", raw, text("problem.banners-type"))'))


def region_suggested_by_each_spelling(monkeypatch):
    """A misspelt region's suggestions naming a region once for each of its spellings it is close
    to (board:80)."""
    from referee.rules import board

    monkeypatch.setattr(board.Board, "lookup", changed(board.Board, "lookup", "if n not in names:",
                                                       "if c not in names:"))


def unknown_field_suggested_from_the_document(monkeypatch):
    """An unknown field's suggestion drawn from the document's own fields, not the known ones
    (position_reader:44)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "read_position", changed(
        position_reader, "read_position", "hint = did_you_mean_text(name, TOP_LEVEL_FIELDS) or",
        "hint = did_you_mean_text(name, sorted(data)) or"))


def banners_of_no_table_told_as_rulings(monkeypatch):
    """Banners of no table told with the rulings' sentence (position_reader:261)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "banners", changed(
        position_reader._FieldReader, "banners", 'text("problem.banners-type"))', 'text("problem.rulings-type"))'))


def name_printing_alike_told_as_listed(monkeypatch):
    """A name that only prints like an earlier one told as listed already (position_reader:338)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "_read_players", changed(
        position_reader, "_read_players", "if raw[first] == name else", "if name_key(raw[first]) == name_key(name) else"))


def rulings_read_in_sorted_order(monkeypatch):
    """The rulings read in the order of their ids, not as written (position_reader:408)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "_read_rulings", changed(
        position_reader, "_read_rulings", "for rid, choice in raw.items():", "for rid, choice in sorted(raw.items()):"))


def unknown_player_told_without_hint(monkeypatch):
    """An unknown player told with no hint of the players' names (position_reader:113)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "player_ok", changed(
        position_reader._FieldReader, "player_ok", 'text("problem.unknown-player", hint=hint)',
        'text("problem.unknown-player", hint="")'))


def no_player_listed_told_as_left_out(monkeypatch):
    """An empty list of players told as the players left out (position_reader:313)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "_read_players", changed(
        position_reader, "_read_players", 'if "players" not in data:', 'if not data.get("players"):'))


def spent_cards_of_no_table_told_as_rulings(monkeypatch):
    """Spent cards of no table told with the rulings' sentence (position_reader:229)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "used", changed(
        position_reader._FieldReader, "used", 'text("problem.used-type"))', 'text("problem.rulings-type"))'))


def no_players_read_on(monkeypatch):
    """A position without players read on after its refusal (position_reader:315): it raises."""
    _players_read_on(monkeypatch, "problem.players-required")


def players_of_no_list_read_on(monkeypatch):
    """Players that are no list read on after their refusal (position_reader:319)."""
    _players_read_on(monkeypatch, "problem.expected-players")


def _players_read_on(monkeypatch, refusal: str):
    """_read_players going on after the refusal told by `refusal` instead of returning no players."""
    from referee.io import position_reader

    said = f'text("{refusal}"))\n        '
    monkeypatch.setattr(position_reader, "_read_players", changed(
        position_reader, "_read_players", said + "return []", said + "pass"))


def ended_game_written_without_a_round(monkeypatch):
    """A position writes its game's end only where it knows its round (mutant position:134): what
    `referee score --json` writes of a game it ended, read back, is a game that goes on."""
    from referee.engine import position

    monkeypatch.setattr(position.Position, "to_dict", changed(
        position.Position, "to_dict", "if self.game_over:", "if self.game_over and self.round:"))


def final_scoring_in_number_order(monkeypatch):
    """The final scoring's regions scored in number order, not in the order the game's end lists
    them (adjudicate:243): the points are the same while the final scoring places no Noble."""
    from referee.engine import adjudicate

    monkeypatch.setattr(adjudicate, "_end_game_if_due", changed(
        adjudicate, "_end_game_if_due", "for region in final:", "for region in sorted(final):"))


def counts_per_player_read_in_name_order(monkeypatch):
    """A table of counts per player (scores, supply) read in name order, its problems told out of
    the order written (position_reader:203)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "player_counts", changed(
        position_reader._FieldReader, "player_counts", "for player, value in raw.items():",
        "for player, value in sorted(raw.items()):"))


def variant_that_does_not_load_read_under_the_standard_rules(monkeypatch):
    """A variant file that does not load replaced by the standard rules, the position read on under
    them (position_reader:310)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "_read_variants", changed(
        position_reader, "_read_variants", "exc.text)\n                return None",
        "exc.text)\n                return load(())"))


def rulings_read_on_past_their_bound(monkeypatch):
    """Rulings past their bound read on after their refusal (position_reader:407)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "_read_rulings", changed(
        position_reader, "_read_rulings", 'text("what.rulings")):\n        return {}',
        'text("what.rulings")):\n        pass'))


def region_suggestions_cut_to_the_closest(monkeypatch):
    """An unknown region offered only the closest name where two are as close (board:78)."""
    from referee.rules import board

    monkeypatch.setattr(board.Board, "lookup", changed(board.Board, "lookup", "for c in close:",
                                                       "for c in close[:1]:"))



def zero_markers_written(monkeypatch):
    """A position written with a region's players of no marker, a region holding nothing written
    too (position:107)."""
    from referee.engine import position

    monkeypatch.setattr(position.Position, "to_dict", changed(
        position.Position, "to_dict", "markers = {p: n for p, n in self.markers.get(number, {}).items() if n}",
        "markers = dict(self.markers.get(number, {}))"))


def first_region_told_by_its_board_name(monkeypatch):
    """A region written twice told against the board's name of the first, not its key as written
    (position_reader:145)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "read_board", changed(
        position_reader._FieldReader, "read_board", "seen[number] = key", "seen[number] = self.board.name(number)"))


def region_number_with_a_zero_unread(monkeypatch):
    """A region's number written with a zero before it not read as the region (board:70)."""
    from referee.rules import board

    monkeypatch.setattr(board.Board, "lookup", changed(
        board.Board, "lookup", 'self._by_number_text.get(stripped.lstrip("0"))', "self._by_number_text.get(stripped)"))


def unwritten_reselection_taken_as_the_sent_back_cards(monkeypatch):
    """A Witch's re-selection left unwritten taken as the cards the Witch sent back (round_play:275)."""
    monkeypatch.setattr(round_play._Resolver, "reselect", changed(
        round_play._Resolver, "reselect", "cards = list(witch.get(p, ()))", "cards = list(witch.get(p, sent_back))"))


def empty_nobles_written(monkeypatch):
    """A position written with an empty list of Nobles where a region holds none (position:110)."""
    from referee.engine import position

    monkeypatch.setattr(position.Position, "to_dict", changed(
        position.Position, "to_dict", "if self.nobles.get(number):", "if number in self.nobles:"))


def count_field_unquoted(monkeypatch):
    """A count's field naming the player's key unquoted (position_reader:204)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "player_counts", changed(
        position_reader._FieldReader, "player_counts", 'f = f"{name}.{_key(player)}"', 'f = f"{name}.{player}"'))


def unknown_fields_told_in_name_order(monkeypatch):
    """A position's unknown fields told in name order, not as written (position_reader:42)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "read_position", changed(
        position_reader, "read_position", "for name in data:", "for name in sorted(data):"))


def duplicate_noble_quoting_its_owner(monkeypatch):
    """A player's Nobles past their limit quoting the player, not the region's list as written
    (position_reader:188)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "read_nobles", changed(
        position_reader._FieldReader, "read_nobles", 'out.add("DUPLICATE_NOBLE", field, owners,',
        'out.add("DUPLICATE_NOBLE", field, owner,'))


def counts_left_out_read_as_zero(monkeypatch):
    """Every player a table of counts leaves out read as 0 (position_reader:202): a supply given for
    some players gives the others none, not an unknown one."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "player_counts", changed(
        position_reader._FieldReader, "player_counts", "result = {}", "result = {p: 0 for p in self.players}"))


def variants_bound_counting_the_positions_own(monkeypatch):
    """The bound on variants counting the position's own only, not those given beside it with
    --variant (position_reader:284)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "_read_variants", changed(
        position_reader, "_read_variants", "if len(raw) + len(extra) > MAX_VARIANTS:", "if len(raw) > MAX_VARIANTS:"))


def stranger_count_left_unread(monkeypatch):
    """A table of counts per player reading no value under a key it refused (position_reader:206): a
    stranger's score written as text is told as a stranger only."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "player_counts", changed(
        position_reader._FieldReader, "player_counts", "n = self.out.count(f, value, maximum=maximum, why=why)",
        "n = self.out.count(f, value, maximum=maximum, why=why) if ok else None"))


def region_suggestions_in_name_order(monkeypatch):
    """A misspelt region's suggestions in name order, not the closest first (board:78)."""
    from referee.rules import board

    monkeypatch.setattr(board.Board, "lookup", changed(board.Board, "lookup", "for c in close:",
                                                       "for c in sorted(close):"))


def ruling_answer_taken_in_capitals(monkeypatch):
    """A ruling's answer compared in small letters, one in capitals taken as written (position_reader:416)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "_read_rulings", changed(
        position_reader, "_read_rulings", "or choice not in ruling.alternatives:",
        "or choice.lower() not in ruling.alternatives:"))


def stranger_read_on_as_a_player(monkeypatch):
    """An unknown player's entry told, then read on as a player's (position_reader:114)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "player_ok", changed(
        position_reader._FieldReader, "player_ok", 'text("problem.unknown-player", hint=hint))\n    return False',
        'text("problem.unknown-player", hint=hint))\n    return True'))


def rulings_past_their_count_unread(monkeypatch):
    """Rulings within their bound (twice the rulings) read only up to the number of rulings, the rest
    passed over without a word (position_reader:406)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader, "_read_rulings", changed(
        position_reader, "_read_rulings", "for rid, choice in raw.items():",
        "for rid, choice in list(raw.items())[:len(ids)]:"))


def problems_past_the_most_listed_left_untold(monkeypatch):
    """A reader reading no further once it lists the most problems it lists (MAX_PROBLEMS), so that
    it never says more were left out: the problem collector counted full at MAX_PROBLEMS kept."""
    from referee.io import problem_collector

    monkeypatch.setattr(problem_collector.ProblemCollector, "full", property(
        lambda self: len(self.problems) >= problem_collector.MAX_PROBLEMS))


def banner_warnings_in_region_order(monkeypatch):
    """A position's banner warnings told by region number, not in the order its banners are written
    (position_reader:80)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "position", changed(
        position_reader._FieldReader, "position", '_warn_unlike_rulebook(banners, "banners", rules, out, written)',
        '_warn_unlike_rulebook(dict(sorted(banners.items())), "banners", rules, out, written)'))


def true_looked_up_as_one(monkeypatch):
    """The board's refusal of `true` holding it as the number 1 (board:73)."""
    from referee.rules import board

    monkeypatch.setattr(board.Board, "lookup", changed(
        board.Board, "lookup", "if isinstance(key, bool):\n        raise UnknownRegionError(key, [])",
        "if isinstance(key, bool):\n        raise UnknownRegionError(int(key), [])"))


def region_field_named_unquoted(monkeypatch):
    """A region's unknown field named as written, not as a field path quotes a key holding a space
    (position_reader:154)."""
    from referee.io import position_reader

    monkeypatch.setattr(position_reader._FieldReader, "read_region", changed(
        position_reader._FieldReader, "read_region", 'out.add("UNKNOWN_FIELD", f"{field}.{_key(sub)}", entry[sub],',
        'out.add("UNKNOWN_FIELD", f"{field}.{sub}", entry[sub],'))

