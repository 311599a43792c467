"""Position documents (the JSON `referee score` reads) written from plain values, for the models'
counterexamples. The models (properties/models/) use this instead of the engine's
Position, so they import nothing of referee.engine (tests/test_layout.py holds them to it);
tests/verification/test_documents.py reads every document back through the referee's own reader.
"""

from __future__ import annotations

from typing import Any

from ...rules import Rules


def position_document(rules: Rules, players: list[str], king: int, markers: dict[int, dict[str, int]],
                      nobles: dict[int, list[str]], scores: dict[str, int], supply: dict[str, int],
                      dragons: int = 0, banners: dict[int, list[int]] | None = None) -> dict[str, Any]:
    """A position file's content: regions by name along the route, empty regions left out."""
    board: dict[str, Any] = {}
    for region in rules.roads.route:
        entry: dict[str, Any] = {}
        placed = {p: markers.get(region, {}).get(p, 0) for p in players}
        if any(placed.values()):
            entry["influence"] = {p: n for p, n in placed.items() if n}
        if nobles.get(region):
            entry["nobles"] = list(nobles[region])
        if entry:
            board[rules.board.name(region)] = entry
    data: dict[str, Any] = {"players": list(players), "king": rules.board.name(king), "board": board,
                            "scores": {p: scores.get(p, 0) for p in players},
                            "supply": {p: supply[p] for p in players}, "dragons": dragons}
    if rules.variant_refs:
        data["variants"] = list(rules.variant_refs)
    if banners:
        data["banners"] = {rules.board.name(r): list(v) for r, v in sorted(banners.items())}
    return data
