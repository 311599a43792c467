"""A picture of a position: render_position_svg(position, rules) -> a standalone SVG string.

Pure: no I/O, standard library only. The 8 regions sit on a ring in the King's route order
(clockwise from the top); every road of the road graph is drawn, the side road dashed and
labelled (the King never travels it, Noble chains do). Each region shows its number, name,
banner (provisional values marked), each player's influence as a coloured count in a fixed
slot per player (so the picture stays readable with 19 markers of 5 players), its Nobles as
crests in their owner's colour, and the King. A side panel holds the legend and the score
track. Elements carry classes and data- attributes (region, player, influence, ...) so tests
and tools can read the picture back without parsing text. No element ids: several boards can
be inlined in one HTML page. Every visible word comes from the "svg.*" message templates, in
English or French (lang); region names, player names, variant names and ruling ids stay as given.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from ..messages import render

if TYPE_CHECKING:
    from ..engine.adjudicate import Outcome
    from ..engine.position import Position
    from ..rules import Rules

# Okabe & Ito's colour-blind-safe palette (blue, orange, bluish green, reddish purple, yellow),
# with the text colour that reads on each. Slots also encode the player: same column everywhere.
PALETTE = (("#0072B2", "#ffffff"), ("#E69F00", "#000000"), ("#009E73", "#ffffff"),
           ("#CC79A7", "#000000"), ("#F0E442", "#000000"))

WIDTH, HEIGHT = 1200, 820
CENTRE = (400, 420)
RING_RADIUS = 300
BOX_W, BOX_H = 176, 150
PANEL_X = 810
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"


def player_colours(players) -> dict[str, tuple[str, str]]:
    """Player -> (fill colour, text colour), in seating order."""
    return {p: PALETTE[i % len(PALETTE)] for i, p in enumerate(players)}


def _t(text) -> str:
    return escape(str(text))


def _a(text) -> str:
    return escape(str(text), {'"': "&quot;"})


def _attrs(**attrs) -> str:
    parts = []
    for key, value in attrs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(f'{name}="{_a(value)}"')
    return " ".join(parts)


def region_centres(rules: "Rules") -> dict[int, tuple[float, float]]:
    """Centre of each region's box: on a ring, route order clockwise from the top."""
    cx, cy = CENTRE
    route = rules.board.route
    out = {}
    for i, region in enumerate(route):
        angle = math.radians(-90 + 360 * i / len(route))
        out[region] = (round(cx + RING_RADIUS * math.cos(angle), 1), round(cy + RING_RADIUS * math.sin(angle), 1))
    return out


def _crest(x: float, y: float, fill: str, w: float = 20, h: float = 24) -> str:
    """A shield outline with its top-left corner at (x, y)."""
    return (f'<path d="M{x:.1f},{y:.1f} h{w:.1f} v{h * 0.45:.1f} q0,{h * 0.4:.1f} -{w / 2:.1f},{h * 0.55:.1f} '
            f'q-{w / 2:.1f},-{h * 0.15:.1f} -{w / 2:.1f},-{h * 0.55:.1f} z" fill="{_a(fill)}" '
            f'stroke="#222" stroke-width="1.5"/>')


def _crown(x: float, y: float, scale: float = 1.0) -> str:
    """A crown with its top-left corner at (x, y), about 34 x 24 at scale 1."""
    pts = [(0, 24), (0, 6), (8, 14), (17, 0), (26, 14), (34, 6), (34, 24)]
    d = " ".join(f"{x + px * scale:.1f},{y + py * scale:.1f}" for px, py in pts)
    return f'<polygon points="{d}" fill="#F5C400" stroke="#5a4500" stroke-width="2"/>'


def _road(a, b, kind: str, names: tuple[str, str], lang: str = "en") -> list[str]:
    (x1, y1), (x2, y2) = a, b
    attrs = _attrs(class_=f"road {kind}", data_from=names[0], data_to=names[1], data_kind=kind)
    if kind == "side":
        out = [f'<g {attrs}><line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#8a6d3b" '
               f'stroke-width="5" stroke-dasharray="14 10"/>']
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        lines = [f"{names[0]} — {names[1]}", render("svg.side-road.1", lang), render("svg.side-road.2", lang)]
        out.append(f'<rect x="{mx - 128}" y="{my - 30}" width="256" height="60" rx="6" fill="#fffdf5" '
                   f'stroke="#8a6d3b"/>')
        for k, text in enumerate(lines):
            weight = ' font-weight="bold"' if k == 0 else ""
            out.append(f'<text class="road-label" x="{mx}" y="{my - 12 + 18 * k}" text-anchor="middle" '
                       f'font-size="12"{weight}>{_t(text)}</text>')
        out.append("</g>")
        return out
    # a route road: solid, with an arrowhead at its middle pointing along the King's route
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    ang = math.atan2(y2 - y1, x2 - x1)
    tip = (mx + 11 * math.cos(ang), my + 11 * math.sin(ang))
    left = (mx - 9 * math.cos(ang) + 9 * math.cos(ang + math.pi / 2),
            my - 9 * math.sin(ang) + 9 * math.sin(ang + math.pi / 2))
    right = (mx - 9 * math.cos(ang) - 9 * math.cos(ang + math.pi / 2),
             my - 9 * math.sin(ang) - 9 * math.sin(ang + math.pi / 2))
    tri = " ".join(f"{px:.1f},{py:.1f}" for px, py in (tip, left, right))
    return [f'<g {attrs}><line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#6b5a3a" stroke-width="7"/>'
            f'<polygon points="{tri}" fill="#3b2f1a"/></g>']


def _region(position, rules, region: int, centre, colours, scored: bool, lang: str = "en") -> list[str]:
    board = rules.board
    name = board.name(region)
    x0, y0 = centre[0] - BOX_W / 2, centre[1] - BOX_H / 2
    king_here = position.king == region
    banner, provenance = rules.banner_for(region, position.banners)
    classes = "region" + (" king-here" if king_here else "") + (" scored" if scored else "")
    out = [f'<g {_attrs(class_=classes, data_region=name, data_number=region)}>']
    stroke = ("#b8860b", 5) if king_here else (("#c0392b", 4) if scored else ("#5a4a2a", 2))
    out.append(f'<rect x="{x0}" y="{y0}" width="{BOX_W}" height="{BOX_H}" rx="10" fill="#fbf6e9" '
               f'stroke="{stroke[0]}" stroke-width="{stroke[1]}"/>')
    out.append(f'<rect x="{x0}" y="{y0}" width="{BOX_W}" height="28" rx="10" fill="#e9dcb8"/>')
    out.append(f'<circle cx="{x0 + 16}" cy="{y0 + 14}" r="11" fill="#5a4a2a"/>')
    out.append(f'<text class="region-number" x="{x0 + 16}" y="{y0 + 19}" text-anchor="middle" font-size="14" '
               f'font-weight="bold" fill="#fff">{region}</text>')
    out.append(f'<text class="region-name" x="{x0 + 32}" y="{y0 + 19}" font-size="14" '
               f'font-weight="bold">{_t(name)}</text>')
    if king_here:
        out.append(f'<g {_attrs(class_="king", data_region=name)}><title>{_t(render("svg.king", lang))}</title>'
                   f'{_crown(x0 + BOX_W - 30, y0 - 16, 0.8)}</g>')
    if scored:
        # in the box's bottom-right corner: beside the banner it ran into a long banner label
        # ("8-6-3-2 (given)", or a four-value banner with the French word)
        out.append(f'<text class="scored-tag" x="{x0 + BOX_W - 8}" y="{y0 + BOX_H - 6}" text-anchor="end" '
                   f'font-size="11" fill="#c0392b" font-weight="bold">{_t(render("svg.scored", lang))}</text>')
    out += _banner_label(banner, provenance, x0, y0, lang)
    nobles = position.nobles_in(region)
    out += _influence_slots(position, rules, region, colours, x0, y0, lang)
    out += _noble_crests(nobles, name, colours, x0, y0, lang)
    out.append("</g>")
    return out


def _banner_label(banner, provenance: str, x0: float, y0: float, lang: str = "en") -> list[str]:
    """The banner's values; provisional ones marked with *, a printing's own with (given)."""
    out = []
    values = "-".join(map(str, banner))
    key = {"provisional": "svg.banner.provisional", "user": "svg.banner.user"}.get(provenance, "svg.banner")
    label = render(key, lang, values=values)
    style = ' font-style="italic" fill="#666"' if provenance == "provisional" else ""
    attrs = _attrs(class_=f"banner {provenance}", data_banner=",".join(map(str, banner)), data_provenance=provenance)
    out.append(f'<text {attrs} '
               f'x="{x0 + 8}" y="{y0 + 45}" font-size="12"{style}>{_t(label)}</text>')
    return out


def _influence_slots(position, rules, region: int, colours, x0: float, y0: float, lang: str = "en") -> list[str]:
    """One fixed slot per player: markers (+ own Nobles) as a count in the player's colour."""
    out = []
    nobles = position.nobles_in(region)
    for i, player in enumerate(position.players):
        fill, ink = colours[player]
        markers = position.markers_in(region, player)
        own = nobles.count(player)
        influence = markers + own * rules.scoring.noble_influence
        sx, sy = x0 + 5 + i * 33.5, y0 + 52
        attrs = _attrs(class_="influence", data_player=player, data_markers=markers, data_nobles=own,
                       data_influence=influence)
        if influence == 0:
            out.append(f'<g {attrs}><rect x="{sx:.1f}" y="{sy}" width="31" height="28" rx="5" fill="none" '
                       f'stroke="#ccc" stroke-dasharray="3 3"/></g>')
            continue
        text = str(markers) if not own else f"{markers}+{own}"
        size = 15 if len(text) <= 2 else 11
        tip = (render("svg.influence.nobles", lang, player=player, markers=markers, nobles=own, influence=influence)
               if own else render("svg.influence", lang, player=player, markers=markers, influence=influence))
        out.append(f'<g {attrs}><title>{_t(tip)}</title>'
                   f'<rect x="{sx:.1f}" y="{sy}" width="31" height="28" rx="5" fill="{fill}" stroke="#222"/>'
                   f'<text class="count" x="{sx + 15.5:.1f}" y="{sy + 19}" text-anchor="middle" font-size="{size}" '
                   f'font-weight="bold" fill="{ink}">{_t(text)}</text>'
                   f'<text class="initials" x="{sx + 15.5:.1f}" y="{sy + 40}" text-anchor="middle" font-size="9" '
                   f'fill="#333">{_t(player[:4])}</text></g>')
    return out


def _noble_crests(nobles, name: str, colours, x0: float, y0: float, lang: str = "en") -> list[str]:
    """A crest in its owner's colour for every Noble in the region."""
    out = []
    out.append(f'<text x="{x0 + 8}" y="{y0 + 118}" font-size="11" fill="#555">{_t(render("svg.nobles", lang))}</text>')
    if not nobles:
        none = _t(render("svg.nobles.none", lang))
        out.append(f'<text x="{x0 + 52}" y="{y0 + 118}" font-size="11" fill="#999">{none}</text>')
    for k, owner in enumerate(nobles):
        nx_, ny_ = x0 + 50 + k * 24, y0 + 102
        out.append(f'<g {_attrs(class_="noble", data_player=owner, data_region=name)}>'
                   f'<title>{_t(render("svg.noble", lang, owner=owner))}</title>'
                   f'{_crest(nx_, ny_, colours.get(owner, ("#999",))[0], 18, 22)}'
                   f'<text x="{nx_ + 9:.1f}" y="{ny_ + 34}" text-anchor="middle" font-size="8">'
                   f'{_t(owner[:4])}</text></g>')
    return out


def _panel(position, rules, colours, outcome, lang: str = "en") -> list[str]:
    """The side panel: the legend, then the score track, then the state of play."""
    legend, y = _legend(position, colours, PANEL_X, lang)
    track, y = _score_track(position, rules, colours, outcome, PANEL_X, y + 44, lang)
    return legend + track + _status(position, rules, outcome, PANEL_X, y + 14, lang)


def _legend(position, colours, x: float, lang: str = "en") -> tuple[list[str], float]:
    """The players' colours and a key to every symbol; returns the lines and the y below them."""
    out = ['<g class="legend">']
    heading = _t(render("svg.legend.players", lang))
    out.append(f'<text x="{x}" y="60" font-size="15" font-weight="bold">{heading}</text>')
    y = 80
    for player in position.players:
        fill, _ = colours[player]
        out.append(f'<g {_attrs(class_="legend-entry", data_player=player, data_colour=fill)}>'
                   f'<rect x="{x}" y="{y}" width="24" height="18" rx="3" fill="{fill}" stroke="#222"/>'
                   f'<text x="{x + 32}" y="{y + 14}" font-size="13">{_t(player)}</text></g>')
        y += 24
    y += 6
    out.append(f'<g class="legend-key" data-key="noble">{_crest(x + 2, y, "#ddd", 16, 19)}'
               f'<text x="{x + 32}" y="{y + 14}" font-size="12">{_t(render("svg.legend.noble", lang))}</text></g>')
    y += 26
    out.append(f'<g class="legend-key" data-key="king">{_crown(x, y, 0.7)}'
               f'<text x="{x + 32}" y="{y + 14}" font-size="12">{_t(render("svg.king", lang))}</text></g>')
    y += 26
    out.append(f'<g class="legend-key" data-key="count"><rect x="{x}" y="{y}" width="24" height="18" rx="3" '
               f'fill="#0072B2"/><text x="{x + 12}" y="{y + 14}" text-anchor="middle" font-size="11" fill="#fff">'
               f'3+1</text><text x="{x + 32}" y="{y + 14}" font-size="12">'
               f'{_t(render("svg.legend.count", lang))}</text></g>')
    y += 26
    out.append(f'<g class="legend-key" data-key="provisional"><text x="{x + 4}" y="{y + 14}" font-size="12" '
               f'font-style="italic" fill="#666">6-5 *</text><text x="{x + 44}" y="{y + 14}" font-size="12">'
               f'{_t(render("svg.legend.provisional", lang))}</text></g>')
    y += 26
    out.append(f'<g class="legend-key" data-key="route"><line x1="{x}" y1="{y + 9}" x2="{x + 24}" y2="{y + 9}" '
               f'stroke="#6b5a3a" stroke-width="5"/><text x="{x + 32}" y="{y + 14}" font-size="12">'
               f'{_t(render("svg.legend.route", lang))}</text></g>')
    y += 26
    out.append(f'<g class="legend-key" data-key="side-road"><line x1="{x}" y1="{y + 9}" x2="{x + 24}" y2="{y + 9}" '
               f'stroke="#8a6d3b" stroke-width="4" stroke-dasharray="7 5"/><text x="{x + 32}" y="{y + 14}" '
               f'font-size="12">{_t(render("svg.legend.side-road", lang))}</text></g>')
    out.append("</g>")
    return out, y


def _score_track(position, rules, colours, outcome, x: float, y: float, lang: str = "en"
                 ) -> tuple[list[str], float]:
    """Each player's score as a bar against the game-end threshold, with points just gained."""
    threshold = rules.end.threshold
    out = []
    out.append(f'<g {_attrs(class_="score-track", data_threshold=threshold)}>')
    out.append(f'<text x="{x}" y="{y}" font-size="15" font-weight="bold">'
               f'{_t(render("svg.track", lang, threshold=threshold))}</text>')
    y += 14
    bar_w = 250
    top = max([threshold] + [position.scores.get(p, 0) for p in position.players])
    awarded = outcome.awarded if outcome is not None else {}
    for player in position.players:
        fill, _ = colours[player]
        score = position.scores.get(player, 0)
        gained = awarded.get(player)
        nobles = position.nobles_on_board(player)
        attrs = _attrs(class_="score", data_player=player, data_score=score, data_awarded=gained, data_nobles=nobles)
        out.append(f'<g {attrs}>')
        out.append(f'<text x="{x}" y="{y + 15}" font-size="13">{_t(player)}</text>')
        out.append(f'<rect x="{x}" y="{y + 20}" width="{bar_w}" height="14" fill="#eee" stroke="#999"/>')
        out.append(f'<rect x="{x}" y="{y + 20}" width="{bar_w * score / top:.1f}" height="14" fill="{fill}" '
                   f'stroke="#222"/>')
        tx = x + bar_w * threshold / top
        out.append(f'<line x1="{tx:.1f}" y1="{y + 16}" x2="{tx:.1f}" y2="{y + 38}" stroke="#c0392b" stroke-width="2"/>')
        extra = f" (+{gained})" if gained is not None else ""
        out.append(f'<text class="total" x="{x + bar_w + 8}" y="{y + 32}" font-size="15" font-weight="bold">'
                   f'{score}{_t(extra)}</text>')
        if position.supply is not None and player in position.supply:
            detail = render("svg.track.nobles-supply", lang, nobles=nobles, supply=position.supply[player])
        else:
            detail = render("svg.track.nobles", lang, nobles=nobles)
        out.append(f'<text x="{x + 120}" y="{y + 15}" font-size="10" fill="#555">{_t(detail)}</text>')
        out.append("</g>")
        y += 42
    out.append("</g>")
    return out, y


def _status(position, rules, outcome, x: float, y: float, lang: str = "en") -> list[str]:
    """One line each: the King, Dragons, round, rules, rulings, and the result when the game is over."""
    out = []
    notes = [render("svg.status.king", lang, king=rules.board.name(position.king))]
    if position.dragons:
        notes.append(render("svg.status.dragons", lang, dragons=position.dragons))
    if position.round:
        notes.append(render("svg.status.round", lang, round=position.round))
    if rules.variants:
        notes.append(render("svg.status.variants", lang, variants=", ".join(v.name for v in rules.variants)))
    else:
        notes.append(render("svg.status.standard", lang))
    if position.rulings:
        notes.append(render("svg.status.rulings", lang,
                            rulings=", ".join(f"{k} = {v}" for k, v in position.rulings.items())))
    if position.game_over or (outcome is not None and outcome.game_over):
        winners = list(outcome.winners) if outcome is not None else []
        if winners:
            notes.append(render("svg.status.game-over.winners", lang, n=len(winners), winners=", ".join(winners)))
        else:
            notes.append(render("svg.status.game-over", lang))
    out.append('<g class="status">')
    for note in notes:
        out.append(f'<text x="{x}" y="{y}" font-size="12">{_t(note)}</text>')
        y += 18
    out.append("</g>")
    return out


def render_position_svg(position: "Position", rules: "Rules", *, outcome: "Outcome | None" = None,
                        lang: str = "en") -> str:
    """The position as a standalone SVG document (a string). With `outcome`, the regions it scored
    are marked and each player's points gained are shown beside the score. Its words are in `lang`
    ("en" or "fr"); the drawing and its data- attributes are the same in both."""
    board = rules.board
    colours = player_colours(position.players)
    centres = region_centres(rules)
    scored = set(outcome.regions_scored) | set(outcome.final_regions) if outcome is not None else set()
    title = render("svg.title", lang, game=rules.game_name, n=len(position.players),
                   players=", ".join(position.players))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="kings-road-board" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="{FONT}" '
           f'{_attrs(data_players=len(position.players), data_king=board.name(position.king))}>',
           f"<title>{_t(title)}</title>",
           f'<rect width="{WIDTH}" height="{HEIGHT}" fill="#ffffff"/>',
           f'<text class="title" x="16" y="28" font-size="18" font-weight="bold">{_t(title)}</text>']
    out.append('<g class="roads">')
    for a, b, data in sorted(board.graph.edges(data=True), key=lambda e: (e[2].get("kind") == "side", e[0], e[1])):
        kind = data.get("kind", "route")
        if kind == "route" and board.next_on_route(b) == a:
            a, b = b, a                      # draw the arrow along the King's direction
        out += _road(centres[a], centres[b], kind, (board.name(a), board.name(b)), lang)
    out.append("</g>")
    for region in board.route:
        out += _region(position, rules, region, centres[region], colours, region in scored, lang)
    out += _panel(position, rules, colours, outcome, lang)
    out.append("</svg>")
    return "\n".join(out) + "\n"
