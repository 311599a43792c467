"""The board as a networkx graph (board.py)."""

from __future__ import annotations

import networkx as nx

from favor_boards import line_board
from referee.games.kings_favor.board import BACKWARD, FORWARD


def test_graph_has_every_space_and_path_step():
    board = line_board()
    assert isinstance(board.graph, nx.DiGraph)
    assert board.graph.number_of_nodes() == 10
    # main path: 6 steps; side road: 3 steps
    assert board.graph.number_of_edges() == 9
    assert board.start == "start"
    assert nx.is_directed_acyclic_graph(board.graph)     # numbers increase along every path


def test_next_spaces_forward_divide_at_the_branch():
    board = line_board()
    assert board.next_spaces("a3", FORWARD) == ["a4", "b4"]       # sorted by number, then id
    assert board.next_spaces("a2", FORWARD) == ["a3"]
    assert board.next_spaces("gold", FORWARD) == []                # end of the main path


def test_next_spaces_backward_follow_the_path_back():
    board = line_board()
    assert board.next_spaces("b4", BACKWARD) == ["a3"]
    assert board.next_spaces("start", BACKWARD) == []


def test_path_of_a_step_either_way():
    board = line_board()
    assert board.path_of_step("a3", "b4").name == "the side road"
    assert board.path_of_step("b4", "a3").name == "the side road"
    assert board.path_of_step("a1", "a2").kind == "main"


def test_treasure_types():
    board = line_board()
    assert board.treasure_types() == ["crown", "grail"]
