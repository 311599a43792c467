"""The tight-loop bound: random play of the standard rules (or one of three variants) as one plain numba
loop, no generality.

Written for bench/bench_tight_loop.py as the fastest honest way to play the very games the batch
simulator plays, so that "what the laboratory's generality costs" is a ratio of two measured rates:
- the standard rules only, every rule value a constant and every branch another ruleset or ruling
  would take left out (the chain-bonus table and the banners, arrays frozen into the compiled code);
- the same random numbers in the same order (referee.lab.rng's xoshiro128**, each game's stream
  from (seed, game index)), so each game's rounds, scores and winners equal the batch simulator's:
  the bench checks that game for game before it times anything;
- none of the batch simulator's bookkeeping for the metrics (cards played and paying, lead changes,
  the score curve): what it returns is what a game's result needs, rounds, scores and winners.

The rules played, each step as the reference engine resolves it (section names of the rulebook):
every seat draws its cards at random from its hand (the Region cards, the Knight, the Dragon and the
Witch not yet spent) as referee.lab.chooser.choose_random does (the Witch first, the Knight last,
the Knight declining its extra marker one time in five); a Witch sends its other cards back and the
player draws again without it ("Revealing cards — Witch"); the cards are revealed seat by seat, the
re-selections after them; the King's region and one more per Dragon are scored ("Scoring",
"Scoring — Ties", "Nobles"); the King moves past the last one; at 40 points the regions not scored
this round are scored without Nobles ("Game end and winning"); the most points win, then the most
Nobles on the board.

Three variants, each a constant of the loop (the branch of the other answer compiled out), so that
each of bench_simulate.VARIANTS has a bound of its own: two Dragons per player
(components.dragons_per_player: the hand holds what is left of them, each spent once played),
ties paid the highest place their tie spans (scoring.tie_rule, "Scoring — Ties"), and Permanent
Nobles (nobles.on_new_noble = stack with no limit a region: a sole leader without a Noble there adds
one and nobody's leaves, "Variant — Permanent Nobles"). `loop_rules` refuses any other difference
from the standard rules, naming it: the bound never plays other rules than the ones asked for.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from referee.lab.rng import below, chance, seed_game

REGIONS = 8
KNIGHT, DRAGON, WITCH = REGIONS, REGIONS + 1, REGIONS + 2
HAND = REGIONS + 3            # with one Dragon
CARDS_PER_ROUND = 3
MARKERS = 19                  # the 20 of a colour less the one on the score track
THRESHOLD = 40
MAX_ROUNDS = 200
RESULT = 2 + 5                # rounds, winners (bit per seat), then each seat's score
LOOP_KEYS = {                 # the differences from the standard rules the loop plays: key -> values
    "components.dragons_per_player": (1, 2),
    "scoring.tie_rule": ("lowest-spanned-place", "highest-spanned-place"),
    "nobles.on_new_noble": ("replace", "stack"),
    "nobles.max_per_region": (1, 0),
}


def loop_rules(rules) -> dict:
    """{key: value} of LOOP_KEYS under `rules`; ValueError naming the first other difference from the
    standard rules (a key, a ruling, a value LOOP_KEYS does not list, or stacked Nobles with a
    limit a region)."""
    from referee.rules import load_rules
    from referee.rules.describe import differences, effective_values

    standard = load_rules()
    if rules.chosen_rulings != standard.chosen_rulings:
        raise ValueError(f"the tight loop plays the rulebook's rulings only, not {rules.chosen_rulings}")
    for key, ours, theirs in differences(standard, rules):
        if key not in LOOP_KEYS or theirs not in LOOP_KEYS[key]:
            raise ValueError(f"the tight loop does not play {key} = {theirs!r} (the standard rules: {ours!r})")
    values = {key: effective_values(rules)[key] for key in LOOP_KEYS}
    if (values["nobles.on_new_noble"] == "stack") != (values["nobles.max_per_region"] == 0):
        raise ValueError("the tight loop plays nobles.on_new_noble = stack with max_per_region = 0, and replace with 1")
    return values


def random_game(players: int, banner: np.ndarray, banner_len: np.ndarray, chain: np.ndarray, values: dict | None = None,
                cache: bool = False):
    """play(key, first, out): games first .. first+len(out)-1 of a run with this key; out[k] =
    (rounds, winners, score of seat 0, 1, ...). The banners (banner[region, place - 1], banner_len)
    and the chain-bonus table (chain[Noble regions mask, region]: the regions of the chain through
    region) are the standard board's, compiled in as constants; so are `values` (loop_rules' answer,
    the standard rules' when None). cache: numba keeps the compiled code (in $NUMBA_CACHE_DIR, or
    beside this file), told apart by those constants."""
    values = values or {"components.dragons_per_player": 1, "scoring.tie_rule": "lowest-spanned-place",
                        "nobles.on_new_noble": "replace", "nobles.max_per_region": 1}
    dragons_held = values["components.dragons_per_player"]
    highest_place = values["scoring.tie_rule"] == "highest-spanned-place"
    stack = values["nobles.on_new_noble"] == "stack"
    paid_places = players - 1
    banner = banner.copy()
    banner_len = banner_len.copy()
    chain = chain.copy()

    @njit(inline="always", cache=cache)
    def choose(rng, supply, dragons_left, witch_left, reselection, cards, declined, hand):
        count = CARDS_PER_ROUND if supply >= CARDS_PER_ROUND else max(supply, 0)
        n = 0
        for c in range(REGIONS + 1):                # the Region cards and the Knight
            hand[n] = c
            n += 1
        if dragons_held == 1:                       # (the standard hand: the branch the bound always had)
            if dragons_left > 0:
                hand[n] = DRAGON
                n += 1
        else:
            for _ in range(dragons_left):
                hand[n] = DRAGON
                n += 1
        if witch_left and not reselection:
            hand[n] = WITCH
            n += 1
        count = min(count, n)
        for j in range(count):                      # a partial Fisher-Yates draw
            r = j + below(rng, n - j)
            hand[j], hand[r] = hand[r], hand[j]
        k = 0
        knight = False
        for j in range(count):
            if hand[j] == WITCH:
                cards[k] = WITCH
                k += 1
            elif hand[j] == KNIGHT:
                knight = True
        for j in range(count):
            if hand[j] != WITCH and hand[j] != KNIGHT:
                cards[k] = hand[j]
                k += 1
        if knight:
            cards[k] = KNIGHT
            k += 1
        for j in range(k):
            declined[j] = 1 if cards[j] == KNIGHT and chance(rng, 1, 5) else 0
        return k

    @njit(inline="always", cache=cache)
    def reveal(p, cards, declined, k, markers, supply, dragon_spent):
        dragons = 0
        for i in range(k):
            c = cards[i]
            target = -1
            if c < REGIONS:
                target = c
            elif c == DRAGON:
                dragons += 1
                dragon_spent[p] += 1
            elif c == KNIGHT and declined[i] == 0 and i > 0 and cards[i - 1] < REGIONS:
                target = cards[i - 1]
            if target >= 0 and supply[p] > 0:
                supply[p] -= 1
                markers[target, p] += 1
        return dragons

    @njit(inline="always", cache=cache)
    def place_value(region, place):
        if place > paid_places or place > banner_len[region]:
            return 0
        return banner[region, place - 1]

    @njit(inline="always", cache=cache)
    def score_region(region, final, markers, nobles, noble_mask, supply, scores):
        top, leader, count = -1, -1, 0
        for p in range(players):
            influence = markers[region, p] + nobles[region, p]
            if influence >= 1:
                ahead, tied = 0, 0
                for q in range(players):
                    theirs = markers[region, q] + nobles[region, q]
                    if theirs > influence:
                        ahead += 1
                    elif theirs == influence:
                        tied += 1
                # a tie is paid its lowest place, or its highest under ties-highest-place
                scores[p] += place_value(region, ahead + 1 if highest_place else ahead + tied)
            if influence > top:
                top, leader, count = influence, p, 1
            elif influence == top:
                count += 1
        if final == 0:
            if top >= 1 and count == 1 and nobles[region, leader] == 0:   # a sole leader's Noble replaces
                if not stack:                                              # (is stacked: Permanent Nobles)
                    for q in range(players):
                        if nobles[region, q] > 0:
                            supply[q] += 1
                            nobles[region, q] = 0
                            noble_mask[q] &= ~(1 << region)
                markers[region, leader] -= 1
                nobles[region, leader] = 1
                noble_mask[leader] |= 1 << region
            for p in range(players):
                if nobles[region, p] > 0:
                    scores[p] += chain[noble_mask[p], region]       # 1 + 1 for each other region of the chain
        for p in range(players):
            supply[p] += markers[region, p]
            markers[region, p] = 0

    @njit(nogil=True, cache=cache)
    def play(key, first, out):
        rng = np.zeros(4, dtype=np.int64)
        markers = np.zeros((REGIONS, players), dtype=np.int64)
        nobles = np.zeros((REGIONS, players), dtype=np.int64)
        noble_mask = np.zeros(players, dtype=np.int64)
        supply = np.zeros(players, dtype=np.int64)
        scores = np.zeros(players, dtype=np.int64)
        dragon_spent = np.zeros(players, dtype=np.int64)
        witch_spent = np.zeros(players, dtype=np.int64)
        cards = np.zeros((players, 2, CARDS_PER_ROUND + 1), dtype=np.int64)
        declined = np.zeros((players, 2, CARDS_PER_ROUND + 1), dtype=np.int64)
        ks = np.zeros((players, 2), dtype=np.int64)
        hand = np.zeros(HAND - 1 + dragons_held, dtype=np.int64)
        scored = np.zeros(REGIONS, dtype=np.int64)
        for g in range(out.shape[0]):
            seed_game(rng, key, first + g)
            markers[:, :] = 0
            nobles[:, :] = 0
            noble_mask[:] = 0
            supply[:] = MARKERS
            scores[:] = 0
            dragon_spent[:] = 0
            witch_spent[:] = 0
            king, rounds, over = 0, 0, False
            while not over and rounds < MAX_ROUNDS:
                for p in range(players):
                    ks[p, 0] = choose(rng, supply[p], dragons_held - dragon_spent[p], witch_spent[p] == 0, False,
                                      cards[p, 0], declined[p, 0], hand)
                    ks[p, 1] = -1
                    if ks[p, 0] > 0 and cards[p, 0, 0] == WITCH:
                        ks[p, 1] = choose(rng, supply[p], dragons_held - dragon_spent[p], False, True,
                                          cards[p, 1], declined[p, 1], hand)
                dragons = 0
                for p in range(players):
                    if ks[p, 1] >= 0:
                        witch_spent[p] = 1                   # the Witch sends the other cards back
                    else:
                        dragons += reveal(p, cards[p, 0], declined[p, 0], ks[p, 0], markers, supply, dragon_spent)
                for p in range(players):
                    if ks[p, 1] >= 0:
                        dragons += reveal(p, cards[p, 1], declined[p, 1], ks[p, 1], markers, supply, dragon_spent)
                scored[:] = 0
                length = min(1 + dragons, REGIONS)
                for step in range(length):
                    region = (king + step) % REGIONS
                    score_region(region, 0, markers, nobles, noble_mask, supply, scores)
                    scored[region] = 1
                king = (king + length) % REGIONS
                rounds += 1
                for p in range(players):
                    if scores[p] >= THRESHOLD:
                        over = True
                if over:
                    for step in range(REGIONS):
                        region = (king + step) % REGIONS
                        if scored[region] == 0:
                            score_region(region, 1, markers, nobles, noble_mask, supply, scores)
            out[g, 0] = rounds
            out[g, 1] = winners(scores, nobles) if over else 0
            for p in range(players):
                out[g, 2 + p] = scores[p]

    @njit(inline="always", cache=cache)
    def winners(scores, nobles):
        best, most = -1, -1
        for p in range(players):
            best = max(best, scores[p])
        for p in range(players):
            if scores[p] == best:
                most = max(most, nobles[:, p].sum())
        mask = 0
        for p in range(players):
            if scores[p] == best and nobles[:, p].sum() == most:
                mask |= 1 << p
        return mask

    return play
