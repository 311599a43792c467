"""The random stream: the same numbers compiled and as plain Python, one stream per game."""

import numpy as np
import pytest

pytest.importorskip("numpy")

from referee.lab import rng  # noqa: E402
from referee.lab.jit import python_version  # noqa: E402


def stream(seed_game, next_u32, key, game, n=50):
    state = np.zeros(4, dtype=np.int64)
    seed_game(state, key, game)
    return [int(next_u32(state)) for _ in range(n)]


def test_compiled_and_plain_python_give_the_same_stream():
    key = rng.seed_key(12345)
    compiled = stream(rng.seed_game, rng.next_u32, key, 7)
    # plain Python on Python ints: the masks keep every value below 2**32
    state = [0, 0, 0, 0]
    python_version(rng.seed_game)(state, key, 7)
    plain = [python_version(rng.next_u32)(state) for _ in range(50)]
    assert compiled == plain
    assert all(0 <= v < 2 ** 32 for v in compiled)


def test_games_and_seeds_get_different_streams():
    key = rng.seed_key(1)
    assert stream(rng.seed_game, rng.next_u32, key, 0) != stream(rng.seed_game, rng.next_u32, key, 1)
    assert stream(rng.seed_game, rng.next_u32, key, 0) != stream(rng.seed_game, rng.next_u32, rng.seed_key(2), 0)
    assert rng.seed_key(1) != rng.seed_key(1 + 2 ** 32)          # the high bits of a seed count too


def test_below_is_uniform_enough():
    state = np.zeros(4, dtype=np.int64)
    rng.seed_game(state, rng.seed_key(3), 0)
    counts = np.bincount([rng.below(state, 6) for _ in range(60000)], minlength=6)
    # 10000 expected per face; 5 standard deviations is about 456
    assert counts.min() > 9500 and counts.max() < 10500 and len(counts) == 6
