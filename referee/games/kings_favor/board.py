"""A King's Favor board as a networkx directed graph ("The Board").

Nodes are space ids with their Space; an edge u -> v means v is the next space after u along a
path listed from the start toward the Treasure Spaces ("forward", lower to higher numbers).
Moving toward the start follows edges backward. A space where several edges leave or arrive is
where branches divide or meet.
"""

from __future__ import annotations

from dataclasses import dataclass

import networkx as nx

FORWARD = "forward"      # toward the Treasure Spaces: lower to higher numbers
BACKWARD = "backward"    # toward the Starting Space: higher to lower numbers


@dataclass(frozen=True)
class Space:
    id: str
    number: int
    kind: str                    # start, normal, event, treasure, branch
    name: str | None = None
    treasure: str | None = None  # treasure spaces: the type kept by it
    event: str | None = None     # event spaces: the printed instruction
    go_to: str | None = None     # event spaces: where the instruction sends the piece, if anywhere
    event_only: bool = False     # only an event's go_to enters it; paths never do


@dataclass(frozen=True)
class Path:
    kind: str                    # main or branch
    spaces: tuple[str, ...]
    name: str | None = None


class Board:
    """Spaces and paths; the graph is built once and never changed."""

    def __init__(self, spaces: list[Space], paths: list[Path], name: str = "", invented: bool = False):
        self.name = name
        self.invented = invented
        self.paths = tuple(paths)
        self.graph = nx.DiGraph()
        for space in spaces:
            self.graph.add_node(space.id, space=space)
        for index, path in enumerate(paths):
            for here, there in zip(path.spaces, path.spaces[1:]):
                self.graph.add_edge(here, there, path=index, kind=path.kind)
        self.start = next(s.id for s in spaces if s.kind == "start")

    def space(self, space_id: str) -> Space:
        return self.graph.nodes[space_id]["space"]

    def spaces(self) -> list[Space]:
        return [self.graph.nodes[n]["space"] for n in self.graph.nodes]

    def next_spaces(self, space_id: str, direction: str) -> list[str]:
        """The spaces one step on in `direction`, never entering an event-only space; at a
        branch several, in order of number then id."""
        found = self.graph.successors(space_id) if direction == FORWARD else self.graph.predecessors(space_id)
        return sorted((n for n in found if not self.space(n).event_only),
                      key=lambda n: (self.space(n).number, n))

    def path_of_step(self, here: str, there: str) -> Path:
        """The path a step between two neighbouring spaces runs along (either direction)."""
        edge = self.graph.edges[here, there] if self.graph.has_edge(here, there) else self.graph.edges[there, here]
        return self.paths[edge["path"]]

    def treasure_types(self) -> list[str]:
        return sorted({s.treasure for s in self.spaces() if s.treasure})
