"""The lab's random numbers: xoshiro128** with a state per game, seeded from (seed, game index).

Written with 32-bit words kept in int64 values and masked after every shift and multiply, so
the compiled kernel (numba, int64 wrap-around) and plain Python (unbounded ints) produce the
very same stream. A game's stream depends only on the run's seed and the game's index, never
on the worker or chunk that plays it: any game can be replayed alone.

Blackman and Vigna, "Scrambled linear pseudorandom number generators" (2018): xoshiro128**.
"""

from __future__ import annotations

from .jit import kernel, leaf_kernel

MASK32 = 0xFFFFFFFF
GOLDEN = 0x9E3779B9


@kernel
def mix32(h):
    """murmur3's 32-bit finaliser: a bijection that spreads every input bit (the low 32 bits of h)."""
    h = h & 0xFFFFFFFF
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & 0xFFFFFFFF
    h ^= h >> 16
    return h


def seed_key(seed: int) -> int:
    """A run's --seed (any integer) folded to the 32-bit key the games' streams start from."""
    seed = int(seed) & 0xFFFFFFFFFFFFFFFF
    return mix32(mix32(seed & MASK32) ^ mix32((seed >> 32) ^ GOLDEN))


@kernel
def seed_game(state, key, game):
    """Fill state[0:4] for game number `game` (0-based) of a run with this key; never all zero."""
    for k in range(4):
        low = mix32((game * 4 + k) ^ GOLDEN)
        high = mix32((game >> 30) * 0x2545F491 + k)
        state[k] = mix32(key ^ low ^ high)
    if state[0] == 0 and state[1] == 0 and state[2] == 0 and state[3] == 0:
        state[0] = 1


@leaf_kernel
def next_u32(state):
    """The next 32-bit output of xoshiro128**; advances state in place."""
    s0, s1, s2, s3 = state[0], state[1], state[2], state[3]
    x = (s1 * 5) & 0xFFFFFFFF
    x = ((x << 7) | (x >> 25)) & 0xFFFFFFFF
    result = (x * 9) & 0xFFFFFFFF
    t = (s1 << 9) & 0xFFFFFFFF
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = ((s3 << 11) | (s3 >> 21)) & 0xFFFFFFFF
    state[0], state[1], state[2], state[3] = s0, s1, s2, s3
    return result


@leaf_kernel
def below(state, n):
    """A uniform integer in [0, n) for 1 <= n <= 2**31 (Lemire's multiply-shift, bias < n / 2**32)."""
    return (next_u32(state) * n) >> 32


@leaf_kernel
def chance(state, numerator, denominator):
    """True with probability numerator / denominator (to within 2**-32)."""
    return next_u32(state) * denominator < numerator * 4294967296
