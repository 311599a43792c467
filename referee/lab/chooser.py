"""The agents' choices as compiled functions: random (today's chooser) and greedy.

Both fill `cards[0:count]` (card codes, see tables.py) in the order revealed and `declined`
(1 for a Knight whose extra marker is declined), and return count.

random -- engine.simulate's chooser, same semantics: the number of cards the rules require
  ("Choosing cards"; under card-count-when-short = supply-at-round-start-at-most a short
  player draws a count from 0 to it), drawn uniformly without replacement from the cards in
  hand, ordered Witch first, the others as drawn, Knights last; a draw the rules make illegal
  (two Witches; two Knights with no Witch sending them back; a Knight after a non-Region card
  under knight-after-non-region = illegal) is drawn again,
  and after 100 failures the first Region cards in hand are played (then the Dragons left, when
  the Region cards are too few: support.selection_capacity makes that many always legal); a
  Knight declines its extra marker one time in five. A Witch's re-selection draws from the hand without the Witch
  (and without the Dragon or the cards sent back when a ruling forbids them).

greedy -- a one-round heuristic: among every distinct legal selection of the required count that
  does not use the Witch (greedy never plays it), ordered Dragon, Region cards, Knight last (with
  each of its Region cards tried just before the Knight; two copies of a card make one
  selection, weighed once), it takes the one with the highest value, ties drawn at random:
      value = 4 x (points it would earn in the regions scored this round, counting its own
                   Dragon but nobody else's, as if the others played nothing more:
                   placing points, plus the chain bonus of a Noble it would hold there)
              + 1 x (markers it places in the two regions the King reaches next).
  Its Knight always takes the extra marker.
"""

from __future__ import annotations

import numpy as np

from .jit import kernel, leaf_kernel
from .play import king_after, knight_target, noble_bonus, path_length, path_region, tie_points
from .rng import below, chance
from .sizes import ADD, DRAGON, HAND, HAND_END, INDEX, KNIGHT, TRIAL, TRIAL_END, WITCH
from .slots import (
    BONUS_NEW_NOBLE_ONLY,
    COUNT_AT_MOST,
    KNIGHT_AFTER_ILLEGAL,
    P_BONUS_PAID_TO,
    P_CARD_COUNT_WHEN_SHORT,
    P_CARD_WITHOUT_MARKER,
    P_CARDS_PER_ROUND,
    P_DRAGONS_PER_PLAYER,
    P_KNIGHT_AFTER_NON_REGION,
    P_KNIGHT_EXTRA_MARKERS,
    P_KNIGHTS_PER_PLAYER,
    P_MIN_INFLUENCE,
    P_NOBLE_INFLUENCE,
    P_ONCE_PER_GAME_DRAGON,
    P_ONCE_PER_GAME_KNIGHT,
    P_ONCE_PER_GAME_WITCH,
    P_PLACED_BY,
    P_REGION_CARDS_PER_REGION,
    P_REGIONS,
    P_WITCH_RESELECT_DRAGON,
    P_WITCH_RESELECT_SAME_CARDS,
    P_WITCHES_PER_PLAYER,
    PLACED_BY_ANY_LEADER,
    PLACED_BY_NONE,
    RESELECT_DRAGON_FORBIDDEN,
    SAME_CARDS_FORBIDDEN,
    WITHOUT_MARKER_ILLEGAL,
)

AGENT_RANDOM, AGENT_GREEDY = 0, 1


@leaf_kernel
def required_cards(supply, params):
    """How many cards a player with `supply` markers plays (round_play.cards_required)."""
    count = params[P_CARDS_PER_ROUND]
    if supply < count:
        count = supply if supply > 0 else 0
    return count


@leaf_kernel
def cards_left(c, spent, params):
    """How many cards of the special kind c (KNIGHT, DRAGON, WITCH) a seat holds: the hand's copies
    ([components]), less those spent (spent[c - KNIGHT]) when [components] once_per_game names the kind."""
    if c == KNIGHT:                                 # each slot read by name: a specialised kernel holds its value
        held, once = params[P_KNIGHTS_PER_PLAYER], params[P_ONCE_PER_GAME_KNIGHT]
    elif c == DRAGON:
        held, once = params[P_DRAGONS_PER_PLAYER], params[P_ONCE_PER_GAME_DRAGON]
    else:
        held, once = params[P_WITCHES_PER_PLAYER], params[P_ONCE_PER_GAME_WITCH]
    if once == 1:
        held -= spent[c - KNIGHT]
    return held


@leaf_kernel
def build_hand(hand, spent, reselection, sent, params):
    """The cards in hand: each region's copies in route order, then the Knights, the Dragons and the
    Witches left (cards_left); a re-selection holds no Witch. Returns how many. The cards come in
    ascending code order (sizes.py: Region cards, then KNIGHT < DRAGON < WITCH)."""
    n = 0
    skip_sent = reselection and params[P_WITCH_RESELECT_SAME_CARDS] == SAME_CARDS_FORBIDDEN
    for c in range(params[P_REGIONS]):              # one copy of each region's card ...
        if not (skip_sent and sent[c] == 1):
            hand[n] = c
            n += 1
    copies = params[P_REGION_CARDS_PER_REGION]
    if copies > 1:                                  # ... then spread to `copies` side by side, from the last
        for j in range(n - 1, -1, -1):              # (a loop of copies inside the first one cost the
            card = hand[j]                          # standard game, one copy, about a sixth of its instructions)
            for m in range(copies):
                hand[j * copies + m] = card
        n *= copies
    for c in (KNIGHT, DRAGON, WITCH):
        if c == DRAGON and reselection and params[P_WITCH_RESELECT_DRAGON] == RESELECT_DRAGON_FORBIDDEN:
            continue
        if c == WITCH and reselection:
            continue
        if reselection and params[P_WITCH_RESELECT_SAME_CARDS] == SAME_CARDS_FORBIDDEN and sent[c] == 1:
            continue
        for _ in range(cards_left(c, spent, params)):
            hand[n] = c
            n += 1
    return n


@leaf_kernel
def choose_random(rng, supply, spent, reselection, sent, params, cards, declined, tmp):
    """engine.simulate's random legal selection (see the module docstring); returns the count."""
    count = required_cards(supply, params)
    if params[P_CARD_COUNT_WHEN_SHORT] == COUNT_AT_MOST and supply < params[P_CARDS_PER_ROUND]:
        count = below(rng, count + 1)
    hand = tmp[HAND:HAND_END]
    n = build_hand(hand, spent, reselection, sent, params)
    if count > n:
        count = n
    regions = params[P_REGIONS]
    for _ in range(100):
        for j in range(count):                  # a partial Fisher-Yates draw
            r = j + below(rng, n - j)
            hand[j], hand[r] = hand[r], hand[j]
        k = 0
        witches = 0
        knights = 0
        for j in range(count):
            if hand[j] == WITCH:
                witches += 1
            elif hand[j] == KNIGHT:
                knights += 1
        if witches > 1 or (knights > 1 and witches == 0):
            continue                            # only the first card may be a Witch, the last a Knight
        if witches == 1:
            cards[k] = WITCH
            k += 1
        for j in range(count):
            if hand[j] != WITCH and hand[j] != KNIGHT:
                cards[k] = hand[j]
                k += 1
        for _ in range(knights):
            cards[k] = KNIGHT
            k += 1
        if (params[P_KNIGHT_AFTER_NON_REGION] == KNIGHT_AFTER_ILLEGAL and knights > 0 and witches == 0 and k > 1
                and cards[k - 2] >= regions):
            continue
        for j in range(k):
            declined[j] = 1 if cards[j] == KNIGHT and chance(rng, 1, 5) else 0
        if not markers_cover(cards, declined, k, supply, params, reselection):
            continue
        return k
    for j in range(1, n):                       # in build_hand's order again, after the draws
        card = hand[j]
        i = j
        while i > 0 and hand[i - 1] > card:
            hand[i] = hand[i - 1]
            i -= 1
        hand[i] = card
    k = 0
    for j in range(n):                          # the first Region cards in hand, then the Dragons left
        if k < count and hand[j] != KNIGHT and hand[j] != WITCH:
            cards[k] = hand[j]
            declined[k] = 0
            k += 1
    return k


@kernel
def next_selection(index, k, n, hand):
    """Advance index[0:k] to the next k-subset of range(n) in lexicographic order that takes the
    copies of a card from its first (equal cards lie side by side in `hand`): each distinct
    selection once, in the order of the first subset making it; False at the end."""
    j = k - 1
    while j >= 0:
        v = index[j] + 1
        while v < n and hand[v] == hand[v - 1]:
            v += 1                                  # another copy of the card just left: the same selection
        if v + (k - 1 - j) <= n - 1:
            index[j] = v
            for m in range(j + 1, k):
                index[m] = index[m - 1] + 1
            return True
        j -= 1
    return False


@leaf_kernel
def markers_cover(cards, declined, k, supply, params, reselection):
    """Whether the supply covers the markers cards[0:k] place (selection._marker_problems): under
    card-without-marker = illegal, Region cards plus a Knight's extra markers may not exceed it.
    With the rulebook's one extra marker this always holds (the Knight is one of the cards)."""
    if params[P_KNIGHT_EXTRA_MARKERS] <= 1 or params[P_CARD_WITHOUT_MARKER] != WITHOUT_MARKER_ILLEGAL:
        return True                                 # one marker: the Knight's own place in the count covers it
    if k == 0 or cards[k - 1] != KNIGHT:
        return True
    needed = 0
    for j in range(k):
        if cards[j] < params[P_REGIONS]:
            needed += 1
    if declined[k - 1] == 0 and knight_target(cards, k, k - 1, params, reselection) >= 0:
        needed += params[P_KNIGHT_EXTRA_MARKERS]
    return needed <= supply


@kernel
def canonical_order(hand, index, k, cards, last):
    """The subset hand[index[0:k]] ordered Dragon first, Region cards by route, Knight last;
    the Region card number `last` (0-based among them) is moved just before the Knight.
    Returns how many Region cards the subset holds."""
    m = 0
    for j in range(k):
        if hand[index[j]] == DRAGON:
            cards[m] = DRAGON
            m += 1
    regions = 0
    moved = -1
    for j in range(k):
        if hand[index[j]] < KNIGHT:
            if regions == last:
                moved = hand[index[j]]
            else:
                cards[m] = hand[index[j]]
                m += 1
            regions += 1
    if moved >= 0:
        cards[m] = moved
        m += 1
    for j in range(k):
        if hand[index[j]] == KNIGHT:
            cards[m] = KNIGHT
            m += 1
    return regions


@kernel
def selection_value(p, cards, declined, k, king, markers, nobles, noble_mask, players, params, banner,
                    banner_len, chain, king_next, add):
    """The greedy heuristic's value of revealing cards[0:k] (see the module docstring)."""
    regions = params[P_REGIONS]
    add[:] = 0
    dragons = 0
    for i in range(k):
        c = cards[i]
        if c < regions:
            add[c] += 1
        elif c == DRAGON:
            dragons += 1
        elif c == KNIGHT and declined[i] == 0:
            target = knight_target(cards, k, i, params, np.int64(0))
            if target >= 0:
                add[target] += params[P_KNIGHT_EXTRA_MARKERS]
    value = 0
    last = king
    seen = np.int64(0)
    for step in range(path_length(dragons, params)):    # the King's path, as score_round walks it (play.py)
        region = path_region(king, step, last, king_next)
        if seen >> region & 1:
            break                                   # never a region twice
        seen |= np.int64(1) << region
        value += 4 * own_points(p, region, markers, nobles, noble_mask, players, params, banner,
                                banner_len, chain, add)
        last = region
    after = king_after(king, last, params, king_next)
    value += add[after] + add[king_next[after]]
    return value


@kernel
def own_points(p, region, markers, nobles, noble_mask, players, params, banner, banner_len, chain, add):
    """Points p would earn in `region` with `add` markers more and the others unchanged."""
    weight = params[P_NOBLE_INFLUENCE]
    mine = markers[region, p] + add[region] + weight * nobles[region, p]
    if mine < params[P_MIN_INFLUENCE]:
        return 0
    greater = 0
    equal = np.int64(1)
    for q in range(players):
        if q != p:
            theirs = markers[region, q] + weight * nobles[region, q]
            if theirs > mine:
                greater += 1
            elif theirs == mine:
                equal += 1
    points = tie_points(region, greater + 1, equal, params, banner, banner_len)
    holds = nobles[region, p] > 0
    leads = greater == 0 and (equal == 1 or params[P_PLACED_BY] == PLACED_BY_ANY_LEADER)
    places = leads and params[P_PLACED_BY] != PLACED_BY_NONE and not holds
    if params[P_BONUS_PAID_TO] == BONUS_NEW_NOBLE_ONLY:
        holds = places                              # only a new Noble earns the bonus
    elif places:
        holds = True                                # it would place a Noble there
    if holds:
        points += noble_bonus(noble_mask[p] | (1 << region), region, params, chain)
    return points


@kernel
def choose_greedy(rng, p, supply, spent, king, markers, nobles, noble_mask, players, params, banner,
                  banner_len, chain, king_next, cards, declined, tmp):
    """The greedy selection (see the module docstring); returns the count. tmp: sizes.CHOOSER_SCRATCH integers."""
    count = required_cards(supply, params)
    hand = tmp[HAND:HAND_END]
    n = 0
    for c in range(params[P_REGIONS]):
        for _ in range(min(params[P_REGION_CARDS_PER_REGION], count)):
            hand[n] = c
            n += 1
    if cards_left(KNIGHT, spent, params) > 0:
        hand[n] = KNIGHT                # one: a second Knight would not come last
        n += 1
    for _ in range(min(cards_left(DRAGON, spent, params), count)):
        hand[n] = DRAGON
        n += 1
    if count > n:
        count = n
    for j in range(count):
        declined[j] = 0
    if count == 0:
        return 0
    index = tmp[INDEX:INDEX + count]
    for j in range(count):
        index[j] = j
    trial = tmp[TRIAL:TRIAL_END]
    add = tmp[ADD:ADD + params[P_REGIONS]]
    best = -1
    ties = 0
    while True:
        last = np.int64(0)
        moved = -1
        while True:                     # each Region card in turn just before the Knight
            regions = canonical_order(hand, index, count, trial, last)
            knight_last = trial[count - 1] == KNIGHT
            again = knight_last and count > 1 and trial[count - 2] == moved     # a copy moved already
            if knight_last and count > 1:
                moved = trial[count - 2]
            legal = not (params[P_KNIGHT_AFTER_NON_REGION] == KNIGHT_AFTER_ILLEGAL and count > 1
                         and knight_last and trial[count - 2] == DRAGON)
            legal = legal and not again and markers_cover(trial, declined, count, supply, params, np.int64(0))
            if legal:
                value = selection_value(p, trial, declined, count, king, markers, nobles, noble_mask, players,
                                        params, banner, banner_len, chain, king_next, add)
                if value > best:
                    best, ties = value, 1
                    for j in range(count):
                        cards[j] = trial[j]
                elif value == best:
                    ties += 1
                    if below(rng, ties) == 0:
                        for j in range(count):
                            cards[j] = trial[j]
            last += 1
            if last >= regions or not knight_last:
                break
        if not next_selection(index, count, n, hand):
            break
    return count
