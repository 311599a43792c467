"""The board: regions, how a user may name them, and the road graph (networkx).

Roads come from the spec: every consecutive pair of the King's route (cyclic) plus
the side roads, which Noble chains follow and the King never travels.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Iterable

from ..errors import UnknownRegionError, close_matches
from ..limits import MAX_REGION_SUGGESTIONS
from .model import Region, Roads

if TYPE_CHECKING:
    import networkx as nx


# a region's name or slug as a player may write it (docs/players.md): words of the letters a to z and
# the digits, each beginning with one, apostrophes after it, spaces or hyphens between the words. A word
# holding anything else ("Temple Ruins?", "Dark_Tower", "'Dark Tower'") names no region: refused, the
# region it resembles suggested, never read as that region in silence
WRITTEN_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\u2019]*(?:[\s-]+[A-Za-z0-9][A-Za-z0-9'\u2019]*)*")


def slugify(text: str) -> str:
    """'Zin Kai’s Deep' -> 'zin-kais-deep'."""
    text = text.strip().lower().replace("'", "").replace("\u2019", "")
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


class Board:
    """Read-only view of the regions and roads of a ruleset (Rules.board)."""

    def __init__(self, regions: tuple[Region, ...], roads: Roads):
        self.regions: dict[int, Region] = {r.number: r for r in regions}
        self.route: tuple[int, ...] = roads.route
        self.side_roads = roads.side_roads
        self.king_turns = {a: b for a, b in roads.king_side_roads}   # region -> where the King goes instead
        self._by_slug = {r.slug: r.number for r in regions}
        self._by_slug.update({slugify(r.name): r.number for r in regions})
        self._by_number_text = {str(r.number): r.number for r in regions}
        # each region's own name, in small letters, its spaces one apart: a printing may name a region
        # with characters a player's word may not hold (WRITTEN_NAME), and its name is read all the same
        self._names = {_spaced_alike(r.name) for r in regions}
        self._chains: dict[tuple[int, frozenset[int]], tuple[int, ...]] = {}

    @functools.cached_property
    def graph(self) -> nx.Graph:
        """The roads as a networkx graph (frozen): the route, a cycle, each region to the next, and
        the side roads, each edge's "kind" saying which. Built, and networkx imported, the first
        time a road is asked about: a command that only reads or refuses a file (most of them, by
        count) starts in about 0.2 s less."""
        import networkx as nx

        graph = nx.Graph()
        for a in self.route:
            graph.add_edge(a, self.next_on_route(a), kind="route")
        for a, b in self.side_roads:
            graph.add_edge(a, b, kind="side")
        return nx.freeze(graph)

    # -- naming

    def name(self, number: int) -> str:
        return self.regions[number].name

    def lookup(self, key: object) -> int:
        """Region number for a name, slug or number (int or numeric string); raises UnknownRegionError."""
        if isinstance(key, bool):
            raise UnknownRegionError(key, [])
        if isinstance(key, int) and key in self.regions:
            return key
        if isinstance(key, str):
            stripped = key.strip()
            # a region's number as text, leading zeros allowed; compared as text, so "²" (a digit
            # to str.isdigit) and a string of thousands of digits are simply no region number
            number = self._by_number_text.get(stripped.lstrip("0"))
            if number is not None:
                return number
            slug = slugify(stripped)
            if slug in self._by_slug:
                if WRITTEN_NAME.fullmatch(stripped) or _spaced_alike(stripped) in self._names:
                    return self._by_slug[slug]
            close = close_matches(slug, self._by_slug, n=MAX_REGION_SUGGESTIONS, cutoff=0.5)
            names = []
            for c in close:
                n = self.name(self._by_slug[c])
                if n not in names:
                    names.append(n)
            raise UnknownRegionError(key, names)
        raise UnknownRegionError(key, [])

    # -- the King's route

    def next_on_route(self, number: int, steps: int = 1) -> int:
        i = self.route.index(number)
        return self.route[(i + steps) % len(self.route)]

    def route_from(self, start: int, count: int) -> list[int]:
        """`count` regions along the route starting with `start` (wrapping around)."""
        return [self.next_on_route(start, k) for k in range(count)]

    def next_for_king(self, number: int) -> int:
        """Where the King goes from `number`: the next region on the route, or along a side road
        the spec makes him travel (roads.king_side_roads)."""
        return self.king_turns.get(number, self.next_on_route(number))

    def king_path(self, start: int, count: int) -> list[int]:
        """`start` and the regions the King would travel next, at most `count` and never one twice
        (the regions a round with Dragons scores)."""
        path = [start]
        while len(path) < count:
            nxt = self.next_for_king(path[-1])
            if nxt in path:
                break
            path.append(nxt)
        return path

    # -- roads

    def bonus_regions(self, region: int, noble_regions: Iterable[int], bonus: str = "connected-chain") -> list[int]:
        """The regions a Noble bonus counts ([nobles] bonus), route order. `region` is one of
        `noble_regions`: a bonus is paid for a Noble in the scored region ("Nobles").

        connected-chain: the owner's connected chain through the region; region-only: the region;
        adjacent-only: the region and the owned regions next to it along a road.
        """
        owned = set(noble_regions)
        if bonus == "region-only":
            return [region]
        if bonus == "adjacent-only":
            near = {region} | (set(self.graph.neighbors(region)) & owned)
            return [r for r in self.route if r in near]
        return self._chain(region, frozenset(owned))

    def _chain(self, region: int, owned: frozenset[int]) -> list[int]:
        """The connected chain of the regions `owned` through `region` (one of them) along any road."""
        key = (region, owned)
        if key not in self._chains:        # the board never changes: each chain is found once
            import networkx as nx

            component = nx.node_connected_component(self.graph.subgraph(owned), region)
            self._chains[key] = tuple(r for r in self.route if r in component)
        return list(self._chains[key])


def _spaced_alike(name: str) -> str:
    """A name in small letters, its words one space apart: how a printing's own name is matched."""
    return " ".join(name.lower().split())
