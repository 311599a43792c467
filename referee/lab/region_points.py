"""The compiled simulator's region scoring as a plain function, for the exhaustive oracle.

`referee check --exhaustive` holds the batch simulator's scoring (play.placing_points, what
`referee compare` plays) to the referee's on every multiset of influence; this module gives it
that scoring for one region with a given banner, as the kernel computes it on its arrays.
"""

from __future__ import annotations

from typing import Callable, Sequence

import numpy as np

from ..rules import Rules
from .sizes import BANNER_PLACES
from .support import unsupported
from .tables import build_tables

Scorer = Callable[[Sequence[int], Sequence[int]], list[int]]


def compiled_region_scorer(rules: Rules, players: Sequence[int]) -> Scorer | None:
    """scorer(influence values, banner) -> each player's points, as the compiled simulator pays them
    (no Nobles: the values are markers); None when the batch simulator does not play these rules."""
    if any(unsupported(rules, n) for n in players):
        return None
    params = {n: build_tables(rules, n).params for n in players}
    # one region's arrays, filled in place for each call (--exhaustive calls it 263,032 times: making
    # them anew was half of its time)
    markers = {n: np.zeros((1, n), dtype=np.int64) for n in players}
    nobles = {n: np.zeros((1, n), dtype=np.int64) for n in players}
    banners = np.zeros((1, BANNER_PLACES), dtype=np.int64)
    banner_len = np.zeros(1, dtype=np.int64)

    def scorer(values: Sequence[int], banner: Sequence[int]) -> list[int]:
        from .play import placing_points  # read at each call: a test may replace it

        n = len(values)
        markers[n][0] = values
        banners[0] = 0
        banners[0, :len(banner)] = banner
        banner_len[0] = len(banner)
        return [int(placing_points(0, values[p], p, n, markers[n], nobles[n], params[n], banners, banner_len))
                for p in range(n)]
    return scorer
