"""How a Noble chain runs along the roads, from the scored region outward ("Nobles").

The chain bonus counts the regions of the owner's connected Nobles; a player checking it
follows the roads from the scored region. chain_roads() gives those roads breadth-first
(each region reached once, neighbours in route order) with the kind of road: "route" or
"side" (the Temple Ruins — Zin Kai's Deep road, which chains follow and the King never does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, TypeVar

if TYPE_CHECKING:
    from ..rules import Board

R = TypeVar("R", int, str)         # a region: its number, or its name (the account's steps)


def chain_roads(board: Board, region: int, chain: Iterable[int]) -> list[tuple[int, int, str]]:
    """(from, to, kind) for every road the chain uses to reach a region, breadth-first from `region`,
    one of the chain's (a chain is counted from a region its owner holds a Noble in)."""
    members = set(chain)
    order = {r: i for i, r in enumerate(board.route)}
    reached = {region}
    queue = [region]
    roads = []
    while queue:
        here = queue.pop(0)
        for there in sorted(board.graph.neighbors(here), key=order.__getitem__):
            if there in members and there not in reached:
                reached.add(there)
                queue.append(there)
                roads.append((here, there, board.graph.edges[here, there]["kind"]))
    return roads


def chain_paths(roads: list[tuple[R, R, str]], region: R) -> list[list[R]]:
    """The chain as paths from `region` to each end of it (regions no road leads on from); a region
    is a number or a name, as the roads give them."""
    parent = {to: frm for frm, to, _ in roads}
    ends = [to for _, to, _ in roads if not any(frm == to for frm, _, _ in roads)]
    paths = []
    for end in ends:
        path = [end]
        while path[-1] != region:
            path.append(parent[path[-1]])
        paths.append(path[::-1])
    return paths
