"""One round on arrays, as compiled functions: reveal cards, score regions, place Nobles.

Each function mirrors one step of the reference engine, named beside it:
- knight_target / reveal   -- engine.round_play._Resolver.reveal, .knight, .place
- score_region             -- engine.adjudicate._score_region: placings (region_scoring),
                              Noble (nobles.place_noble), chain bonus (nobles.chain_bonuses),
                              markers back to their owners' supplies
- winners_mask             -- engine.adjudicate._winners ([end] tie_break: Nobles, influence, or shared)
State of one game: markers[i, p] and nobles[i, p] (how many) per route index i and seat p,
noble_mask[p] (bit i: p holds a Noble in region i), supply[p], scores[p].
"""

from __future__ import annotations

import numpy as np

from .jit import kernel, leaf_kernel
from .sizes import DRAGON, KNIGHT
from .slots import (
    BONUS_NEW_NOBLE_ONLY,
    KING_NEXT_AFTER_KING,
    KNIGHT_AFTER_LAST_REGION_CARD,
    KNIGHT_TWO_NO_MARKER,
    P_BONUS_BASE,
    P_BONUS_PAID_TO,
    P_BONUS_PER_REGION,
    P_FINAL_CREATES_NOBLES,
    P_FINAL_PAYS_NOBLE_BONUS,
    P_KING_MOVES,
    P_KNIGHT_AFTER_NON_REGION,
    P_KNIGHT_EXTRA_MARKERS,
    P_KNIGHT_WITH_TWO_CARDS,
    P_MAX_PER_PLAYER_PER_REGION,
    P_MAX_PER_REGION,
    P_MIN_INFLUENCE,
    P_NOBLE_INFLUENCE,
    P_ON_NEW_NOBLE,
    P_PAID_PLACES,
    P_PLACED_BY,
    P_REGIONS,
    P_REGIONS_PER_DRAGON,
    P_REPLACED_NOBLE,
    P_TIE_PAID_PLACE,
    P_TIE_RANKING,
    P_TIE_RULE,
    P_WITCH_RESELECT_KNIGHT,
    PAID_FOLLOWING_PLACE,
    PLACED_BY_ANY_LEADER,
    PLACED_BY_NONE,
    RANKING_NEXT_PLACE,
    REPLACE,
    REPLACED_OUT_OF_GAME,
    RESELECT_KNIGHT_NO_MARKER,
    TIE_BREAK_INFLUENCE,
    TIE_BREAK_SHARED,
    TIE_HIGHEST,
    TIE_LOWEST,
)

# The King's path (Board.king_path, "Scoring"): the King's region, then along king_next, as many
# regions as the Dragons allow, never a region twice; then the King moves on. The round's scoring
# (batch.score_round) and the greedy chooser's estimate of it (chooser.selection_value) both walk it
# with these three, so the path the chooser values is the one the row-for-row checks hold to the engine.

@leaf_kernel
def path_length(dragons, params):
    """How many regions the King's path holds at most: his own and one more per Dragon's regions."""
    return min(1 + dragons * params[P_REGIONS_PER_DRAGON], params[P_REGIONS])


@leaf_kernel
def path_region(king, step, last, king_next):
    """The path's region at `step`, `last` the one before it (a region already on the path ends it)."""
    return king if step == 0 else king_next[last]


@leaf_kernel
def king_after(king, last, params, king_next):
    """Where the King stands after the round, `last` the path's last region ([round] king_moves)."""
    return king_next[king if params[P_KING_MOVES] == KING_NEXT_AFTER_KING else last]


@leaf_kernel
def knight_target(cards, k, i, params, reselection):
    """The region a taken Knight at cards[i] reinforces, or -1 (round_play._Resolver.knight);
    reselection: 1 in a Witch's re-selection."""
    if i == 0:
        return -1                                   # no card before it
    if reselection and params[P_WITCH_RESELECT_KNIGHT] == RESELECT_KNIGHT_NO_MARKER:
        return -1                                   # witch-reselect-knight = no-marker
    if k == 2 and params[P_KNIGHT_WITH_TWO_CARDS] == KNIGHT_TWO_NO_MARKER:
        return -1                                   # knight-with-two-cards = no-marker
    regions = params[P_REGIONS]
    before = cards[i - 1]
    if before < regions:
        return before
    if params[P_KNIGHT_AFTER_NON_REGION] == KNIGHT_AFTER_LAST_REGION_CARD:
        for j in range(i - 1, -1, -1):
            if cards[j] < regions:
                return cards[j]
    return -1                                       # no-marker (illegal: the choosers avoid it)


@leaf_kernel
def reveal(p, cards, declined, k, markers, supply, spent, placed, params, reselection):
    """Resolve cards[0:k] of seat p (reselection: 1 for a Witch's re-selection); placed[j] = region
    of the marker card j placed (-1: none);
    spent[c - KNIGHT] counts each special card revealed (chooser.cards_left takes away those
    [components] once_per_game names). Returns the number of Dragons revealed.
    """
    regions = params[P_REGIONS]
    dragons = 0
    for i in range(k):
        c = cards[i]
        placed[i] = -1
        target = -1
        if c >= KNIGHT:
            spent[c - KNIGHT] += 1                  # a Knight, Dragon or Witch revealed
        if c < regions:
            target = c
        elif c == DRAGON:
            dragons += 1
        elif c == KNIGHT and declined[i] == 0:
            target = knight_target(cards, k, i, params, reselection)
        if target < 0:
            continue
        count = params[P_KNIGHT_EXTRA_MARKERS] if c == KNIGHT else 1
        for _ in range(count):
            if supply[p] > 0:                       # card-without-marker: a card places nothing
                supply[p] -= 1
                markers[target, p] += 1
                placed[i] = target
    return dragons


@leaf_kernel
def score_region(region, final, players, markers, nobles, noble_mask, supply, scores, points, params,
                 banner, banner_len, chain, start_mask, at_start):
    """Score one region in place; points[p] = placing points. Returns the Noble bonus points paid.
    The chain bonus counts each owner's Noble regions as they stand (noble_mask[p]), or, when
    at_start (dragon-regions = round-start-nobles), this region as it stands and the others as they
    stood at the round's start (start_mask[p])."""
    weight = params[P_NOBLE_INFLUENCE]
    least = params[P_MIN_INFLUENCE]
    top = -1
    leaders = 0                                     # bit p: p has the most influence
    holders = 0                                     # bit p: p holds a Noble here
    count = 0
    for p in range(players):
        if nobles[region, p] > 0:
            holders |= 1 << p
        influence = markers[region, p] + weight * nobles[region, p]
        points[p] = placing_points(region, influence, p, players, markers, nobles, params, banner, banner_len)
        scores[p] += points[p]
        if influence > top:
            top, leaders, count = influence, 1 << p, 1
        elif influence == top:
            leaders |= 1 << p
            count += 1
    placed = 0
    if (final == 0 or params[P_FINAL_CREATES_NOBLES] == 1) and top >= least:
        placed = place_nobles(region, leaders, holders, count, players, markers, nobles, noble_mask, supply, params)
    bonus = 0
    if final == 0 or params[P_FINAL_PAYS_NOBLE_BONUS] == 1:
        new_only = params[P_BONUS_PAID_TO] == BONUS_NEW_NOBLE_ONLY
        for p in range(players):
            if new_only and not placed >> p & 1:
                continue                            # only a Noble placed in this scoring earns it
            if nobles[region, p] > 0:
                here = np.int64(1) << region
                mask = ((start_mask[p] & ~here) | (noble_mask[p] & here)) if at_start else noble_mask[p]
                paid = noble_bonus(mask, region, params, chain)
                scores[p] += paid
                bonus += paid
    for p in range(players):                        # every marker goes home
        supply[p] += markers[region, p]
        markers[region, p] = 0
    return bonus


@leaf_kernel
def placing_points(region, influence, p, players, markers, nobles, params, banner, banner_len):
    """region_scoring.place_players for one player (ranking 1-1-3): the places its tie spans, paid by
    [scoring] tie_rule (tie_points). Exists for speed (compiled, on arrays); `referee check
    --exhaustive` checks it against place_players on every multiset of influence 0..20."""
    if influence < params[P_MIN_INFLUENCE]:
        return 0
    weight = params[P_NOBLE_INFLUENCE]
    ahead = 0
    tied = np.int64(0)
    for q in range(players):
        theirs = markers[region, q] + weight * nobles[region, q]
        if theirs > influence:
            counted = False                         # tie-ranking = 1-1-2: a level above counts once
            if params[P_TIE_RANKING] == RANKING_NEXT_PLACE:
                for r in range(q):
                    if markers[region, r] + weight * nobles[region, r] == theirs:
                        counted = True
            if not counted:
                ahead += 1
        elif theirs == influence:
            tied += 1
    return tie_points(region, ahead + 1, tied, params, banner, banner_len)


@leaf_kernel
def noble_bonus(mask, region, params, chain):
    """The Noble bonus an owner earns in `region` ("Nobles"), its Noble regions counted `mask`:
    bonus_base plus bonus_per_region for each region the [nobles] bonus counts besides this one
    (chain[mask, region]: that count, the region included). Scoring and the greedy chooser alike."""
    return params[P_BONUS_BASE] + params[P_BONUS_PER_REGION] * (chain[mask, region] - 1)


@leaf_kernel
def tie_points(region, first, tied, params, banner, banner_len):
    """Points each of `tied` players spanning places first .. first+tied-1 receive
    (region_scoring.group_points): the lowest place (the rulebook; the one after the first under
    tie-paid-place = following-place), the highest, or split evenly."""
    rule = params[P_TIE_RULE]
    if rule == TIE_HIGHEST:                         # (first: `tied` unread, its count left out of the loop)
        return place_value(region, first, params, banner, banner_len)
    last = first + tied - 1
    if tied == 1 or rule == TIE_LOWEST:
        if tied > 1 and params[P_TIE_PAID_PLACE] == PAID_FOLLOWING_PLACE:
            return place_value(region, first + 1, params, banner, banner_len)
        return place_value(region, last, params, banner, banner_len)
    total = 0
    for place in range(first, last + 1):
        total += place_value(region, place, params, banner, banner_len)
    return total // tied


@leaf_kernel
def place_value(region, place, params, banner, banner_len):
    """The banner's value of one place: 0 beyond the paid places or the banner."""
    if place > params[P_PAID_PLACES] or place > banner_len[region]:
        return 0
    return banner[region, place - 1]


@leaf_kernel
def place_nobles(region, leaders, holders, count, players, markers, nobles, noble_mask, supply, params):
    """nobles.place_noble: the `count` players of the mask `leaders` have the most influence; [nobles]
    placed_by says whether a sole leader (the rulebook), every leader or nobody places a Noble;
    on_new_noble whether the placers' Nobles replace the others (each back to its owner's supply)
    or stand beside them (up to max_per_player_per_region each: nobles[region, p] counts them).
    holders: the seats holding a Noble there (bit p), score_region's loop over the seats having
    read them. Returns the seats that placed a new Noble (bit p)."""
    if params[P_PLACED_BY] == PLACED_BY_NONE or (count > 1 and params[P_PLACED_BY] != PLACED_BY_ANY_LEADER):
        return 0
    limit = params[P_MAX_PER_REGION]
    if params[P_ON_NEW_NOBLE] == REPLACE:          # nobles._replace: the leaders become the holders
        if leaders == holders or (limit > 0 and count > limit):
            return 0                                # they hold them already, or the region is full
        for q in range(players):
            if nobles[region, q] > 0 and not leaders >> q & 1:
                if params[P_REPLACED_NOBLE] != REPLACED_OUT_OF_GAME:
                    supply[q] += nobles[region, q]  # an old Noble goes back to its owner
                nobles[region, q] = 0
                noble_mask[q] &= ~(1 << region)
        placed = 0
        for q in range(players):
            if leaders >> q & 1 and nobles[region, q] == 0:
                markers[region, q] -= 1
                nobles[region, q] = 1
                noble_mask[q] |= 1 << region
                placed |= 1 << q
        return placed
    held = 0                                        # nobles._stack: beside the others, in seat order
    placed = 0
    for q in range(players):
        held += nobles[region, q]
    for q in range(players):
        if not leaders >> q & 1 or nobles[region, q] >= params[P_MAX_PER_PLAYER_PER_REGION] or markers[region, q] < 1:
            continue                                # not a leader, holds their most already, no marker to leave
        if limit > 0 and held >= limit:
            continue                                # the region holds its limit
        markers[region, q] -= 1
        nobles[region, q] += 1
        noble_mask[q] |= 1 << region
        held += 1
        placed |= 1 << q
    return placed


@kernel
def winners_mask(players, scores, nobles, regions, tie_break, influence_at_end):
    """Bit p set for each winner (engine.adjudicate._winners): most points; among those tied on them,
    by [end] tie_break the most Nobles on the board (the rulebook), the most influence on the board
    when the last round ended (influence_at_end[p], before the final scoring), or nobody: every
    tied player wins (shared), as they do when the tie-break leaves them tied."""
    best = -1
    for p in range(players):
        if scores[p] > best:
            best = scores[p]
    most = -1
    for p in range(players):
        if scores[p] == best:
            most = max(most, tie_count(p, nobles, regions, tie_break, influence_at_end))
    mask = 0
    for p in range(players):
        if scores[p] == best and tie_count(p, nobles, regions, tie_break, influence_at_end) == most:
            mask |= 1 << p
    return mask


@leaf_kernel
def tie_count(p, nobles, regions, tie_break, influence_at_end):
    """What [end] tie_break counts of seat p: its Nobles on the board, its influence when the last
    round ended, or 0 for all (shared: the tied players stay tied)."""
    if tie_break == TIE_BREAK_SHARED:
        return 0
    if tie_break == TIE_BREAK_INFLUENCE:
        return influence_at_end[p]
    held = 0
    for i in range(regions):
        held += nobles[i, p]
    return held
