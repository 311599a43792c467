"""referee.render_svg: the board picture, read back through its elements and data- attributes."""

from __future__ import annotations

import json
import math
import xml.etree.ElementTree as ET

from helpers import REPO, position_from
from referee.engine.adjudicate import score_position
from referee.present.render_svg import PALETTE, render_position_svg

NS = "{http://www.w3.org/2000/svg}"

# The King's route and the region numbers, from the rulebook's "Scoring" section
# (shared/RULES-NOTES.md, "Board facts"): clockwise 1, 6, 4, 7, 3, 5, 2, 8.
ROUTE = [("Zin Kai's Deep", 1), ("Wizard's Tower", 6), ("Savage Hills", 4), ("King's Altar", 7),
         ("Temple Ruins", 3), ("Dark Tower", 5), ("Dragon's Lair", 2), ("King's Castle", 8)]


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)          # raises on a malformed document
    assert root.tag == f"{NS}svg"
    return root


def with_class(root, cls: str) -> list[ET.Element]:
    return [e for e in root.iter() if cls in (e.get("class") or "").split()]


def regions(root) -> dict[str, ET.Element]:
    return {e.get("data-region"): e for e in with_class(root, "region")}


def chips(region_el) -> dict[str, ET.Element]:
    return {e.get("data-player"): e for e in with_class(region_el, "influence")}


def text_of(el) -> str:
    return "".join(el.itertext())


def render(data: dict, **kwargs) -> tuple[ET.Element, str]:
    position, rules = position_from(data)
    svg = render_position_svg(position, rules, **kwargs)
    return parse(svg), svg


def dark_tower_example() -> dict:
    return json.loads((REPO / "examples" / "dark-tower-4p.json").read_text(encoding="utf-8"))


# ---------------------------------------------------------------- the 4-player Dark Tower example

def test_dark_tower_example_shows_every_region_with_number_and_name():
    root, _ = render(dark_tower_example())
    found = regions(root)
    assert set(found) == {name for name, _ in ROUTE}
    for name, number in ROUTE:
        el = found[name]
        assert el.get("data-number") == str(number)
        assert text_of(with_class(el, "region-name")[0]) == name
        assert text_of(with_class(el, "region-number")[0]) == str(number)


def test_dark_tower_example_counts():
    # "Scoring" example: Jen 4, Phil 3, Chris 2, Simon 1 markers in Dark Tower, no Nobles.
    root, _ = render(dark_tower_example())
    dt = chips(regions(root)["Dark Tower"])
    for player, n in {"Jen": 4, "Phil": 3, "Chris": 2, "Simon": 1}.items():
        assert dt[player].get("data-influence") == str(n)
        assert text_of(with_class(dt[player], "count")[0]) == str(n)
    # every other region is empty: its slots say influence 0 and show no count
    temple = chips(regions(root)["Temple Ruins"])
    assert {c.get("data-influence") for c in temple.values()} == {"0"}
    assert not with_class(regions(root)["Temple Ruins"], "count")


def test_dark_tower_example_king_banner_and_score_track():
    root, _ = render(dark_tower_example())
    kings = with_class(root, "king")
    assert [k.get("data-region") for k in kings] == ["Dark Tower"]
    # the King's crown is drawn inside the Dark Tower group
    assert with_class(regions(root)["Dark Tower"], "king")
    # Dark Tower's banner is the rulebook's 5-4-2-1; the others are provisional and marked so
    dt_banner = with_class(regions(root)["Dark Tower"], "banner")[0]
    assert dt_banner.get("data-banner") == "5,4,2,1" and dt_banner.get("data-provenance") == "rulebook"
    for name, _ in ROUTE:
        if name != "Dark Tower":
            banner = with_class(regions(root)[name], "banner")[0]
            assert banner.get("data-provenance") == "provisional" and "*" in text_of(banner)
    # the example file's scores: Jen 12, Phil 9, Chris 14, Simon 7
    scores = {e.get("data-player"): e.get("data-score") for e in with_class(root, "score")}
    assert scores == {"Jen": "12", "Phil": "9", "Chris": "14", "Simon": "7"}
    assert with_class(root, "score-track")[0].get("data-threshold") == "40"


def test_legend_has_one_colour_per_player():
    root, _ = render(dark_tower_example())
    entries = with_class(root, "legend-entry")
    assert [e.get("data-player") for e in entries] == ["Jen", "Phil", "Chris", "Simon"]
    colours = [e.get("data-colour") for e in entries]
    assert len(set(colours)) == 4
    assert colours == [c for c, _ in PALETTE[:4]]
    keys = {e.get("data-key") for e in with_class(root, "legend-key")}
    assert {"noble", "king", "provisional", "side-road"} <= keys


def test_roads_follow_the_graph_and_the_side_road_is_marked():
    root, _ = render(dark_tower_example())
    roads = with_class(root, "road")
    # 8 roads between consecutive route regions (a cycle) + the Temple Ruins — Zin Kai's Deep road
    assert len(roads) == 9
    route = [r for r in roads if r.get("data-kind") == "route"]
    assert len(route) == 8
    names = [n for n, _ in ROUTE]
    pairs = {(r.get("data-from"), r.get("data-to")) for r in route}
    # drawn along the King's direction: from each region to the next on the route
    assert pairs == {(names[i], names[(i + 1) % 8]) for i in range(8)}
    side = [r for r in roads if r.get("data-kind") == "side"]
    assert len(side) == 1
    assert {side[0].get("data-from"), side[0].get("data-to")} == {"Temple Ruins", "Zin Kai's Deep"}
    line = side[0].find(f"{NS}line")
    assert line.get("stroke-dasharray")                 # visibly different: dashed
    assert all(r.find(f"{NS}line").get("stroke-dasharray") is None for r in route)
    assert "King does not travel" in text_of(side[0])


def test_regions_sit_clockwise_in_route_order():
    # Screen y grows downwards, so clockwise means the angle atan2(dy, dx) increases.
    root, _ = render(dark_tower_example())
    found = regions(root)
    centres = []
    for name, _ in ROUTE:
        box = found[name].find(f"{NS}rect")
        centres.append((float(box.get("x")) + float(box.get("width")) / 2,
                        float(box.get("y")) + float(box.get("height")) / 2))
    cx = sum(x for x, _ in centres) / 8
    cy = sum(y for _, y in centres) / 8
    angles = [math.degrees(math.atan2(y - cy, x - cx)) for x, y in centres]
    # the first region (Zin Kai's Deep) is at the top (-90 degrees); each next one 45 degrees further
    unwrapped = [(a - angles[0]) % 360 for a in angles]
    assert abs(angles[0] + 90) < 1
    assert all(abs(u - 45 * i) < 1 for i, u in enumerate(unwrapped))


# ---------------------------------------------------------------- the three-Noble chain

def test_three_noble_chain_after_scoring():
    # "Nobles" example: a player gains the Noble in Dark Tower and already holds Temple Ruins and
    # Dragon's Lair: 3 bonus points. Here Jen is alone in Dark Tower (2 markers) in a 4-player game:
    # 1st place 5 points + 3 bonus = 8 awarded; her Noble stands in all three regions afterwards.
    data = {"players": ["Jen", "Phil", "Chris", "Simon"], "king": "Dark Tower",
            "board": {"Dark Tower": {"influence": {"Jen": 2}},
                      "Temple Ruins": {"nobles": ["Jen"]}, "Dragon's Lair": {"nobles": ["Jen"]}}}
    position, rules = position_from(data)
    outcome = score_position(position, rules)
    root = parse(render_position_svg(outcome.position, rules, outcome=outcome))
    nobles = {(n.get("data-region"), n.get("data-player")) for n in with_class(root, "noble")}
    assert nobles == {("Dark Tower", "Jen"), ("Temple Ruins", "Jen"), ("Dragon's Lair", "Jen")}
    # the crests are drawn in Jen's colour (first seat)
    for n in with_class(root, "noble"):
        assert n.find(f"{NS}path").get("fill") == PALETTE[0][0]
    jen = [e for e in with_class(root, "score") if e.get("data-player") == "Jen"][0]
    assert jen.get("data-awarded") == "8" and jen.get("data-nobles") == "3"
    assert "scored" in regions(root)["Dark Tower"].get("class").split()
    # the King moved on to the next region on the route, Dragon's Lair
    assert [k.get("data-region") for k in with_class(root, "king")] == ["Dragon's Lair"]


def test_noble_counts_as_influence_in_its_chip():
    # Phil: 3 markers + his Noble = influence 4 ("Nobles": a Noble counts as one marker)
    root, _ = render({"players": ["Jen", "Phil"], "king": 5,
                      "board": {"5": {"influence": {"Phil": 3}, "nobles": ["Phil"]}}})
    chip = chips(regions(root)["Dark Tower"])["Phil"]
    assert chip.get("data-markers") == "3" and chip.get("data-nobles") == "1"
    assert chip.get("data-influence") == "4"
    assert text_of(with_class(chip, "count")[0]) == "3+1"


# ---------------------------------------------------------------- 5 players, 19 markers, Permanent Nobles

FIVE = ["Alexandra", "Bob", "Chris", "Dana", "Eve"]


def five_player_data() -> dict:
    # Alexandra has all 19 playable markers in Dark Tower (20 − the score-track marker);
    # Permanent Nobles: four Nobles of four players stacked in Temple Ruins;
    # King's Castle holds one marker of every player.
    return {"players": FIVE, "king": "Dark Tower", "variants": ["permanent-nobles"],
            "board": {"Dark Tower": {"influence": {"Alexandra": 19}},
                      "Temple Ruins": {"influence": {"Bob": 2}, "nobles": ["Bob", "Chris", "Dana", "Eve"]},
                      "King's Castle": {"influence": {p: 1 for p in FIVE if p != "Alexandra"}}},
            "scores": {"Bob": 39}}


def test_nineteen_markers_show_as_one_count():
    root, _ = render(five_player_data())
    dt = chips(regions(root)["Dark Tower"])
    assert dt["Alexandra"].get("data-influence") == "19"
    assert text_of(with_class(dt["Alexandra"], "count")[0]) == "19"
    # one element per player and region, not one per marker
    assert len(with_class(regions(root)["Dark Tower"], "influence")) == 5


def test_five_slots_fit_inside_the_region_without_overlap():
    root, _ = render(five_player_data())
    for name, el in regions(root).items():
        box = el.find(f"{NS}rect")
        left, right = float(box.get("x")), float(box.get("x")) + float(box.get("width"))
        spans = []
        for chip in with_class(el, "influence"):
            r = chip.find(f"{NS}rect")
            spans.append((float(r.get("x")), float(r.get("x")) + float(r.get("width"))))
        assert len(spans) == 5
        assert all(left <= a and b <= right for a, b in spans), name
        spans.sort()
        assert all(b1 <= a2 for (_, b1), (a2, _) in zip(spans, spans[1:])), name


def test_permanent_nobles_stack_in_owner_colours():
    root, _ = render(five_player_data())
    temple = regions(root)["Temple Ruins"]
    owners = [n.get("data-player") for n in with_class(temple, "noble")]
    assert owners == ["Bob", "Chris", "Dana", "Eve"]
    fills = [n.find(f"{NS}path").get("fill") for n in with_class(temple, "noble")]
    assert fills == [c for c, _ in PALETTE[1:5]]
    # Bob: 2 markers + his Noble
    assert chips(temple)["Bob"].get("data-influence") == "3"
    # five players in the legend, five distinct colours
    assert len({e.get("data-colour") for e in with_class(root, "legend-entry")}) == 5


def test_status_names_the_variant():
    root, _ = render(five_player_data())
    assert "Permanent Nobles" in text_of(with_class(root, "status")[0])


# ---------------------------------------------------------------- banners, escaping, purity

def test_position_banners_are_used_and_marked_as_given():
    data = {**dark_tower_example(), "banners": {"Temple Ruins": [3, 2, 1]}}
    root, _ = render(data)
    banner = with_class(regions(root)["Temple Ruins"], "banner")[0]
    assert banner.get("data-banner") == "3,2,1" and banner.get("data-provenance") == "user"
    assert "*" not in text_of(banner)


def test_names_are_escaped():
    name = 'Ann & "Bo" <3'
    root, svg = render({"players": [name, "Phil"], "king": 5, "board": {"5": {"influence": {name: 2}}}})
    assert [e.get("data-player") for e in with_class(root, "legend-entry")] == [name, "Phil"]
    assert name in text_of(with_class(root, "legend-entry")[0])
    assert chips(regions(root)["Dark Tower"])[name].get("data-influence") == "2"
    assert "<3" not in svg                                   # only as &lt;3


def test_rendering_is_pure():
    position, rules = position_from(five_player_data())
    before = position.to_dict(rules)
    first = render_position_svg(position, rules)
    assert position.to_dict(rules) == before
    assert render_position_svg(position, rules) == first
    assert "<?xml" not in first and "<script" not in first and "href" not in first


# ---------------------------------------------------------------- the picture's words: English and French

def visible_text(root) -> str:
    """Every word a viewer can see or hover: the texts and the tooltips (<title>)."""
    return "\n".join(t.strip() for t in root.itertext() if t.strip())


def test_english_picture_is_the_default_and_names_every_key_in_english():
    position, rules = position_from(dark_tower_example())
    plain = render_position_svg(position, rules)
    assert render_position_svg(position, rules, lang="en") == plain
    words = visible_text(parse(plain))
    for english in ("Players", "The King", "Score track (the game ends at 40)", "King in Dark Tower",
                    "standard rules", "Banner 5-4-2-1", "side road: Noble chains follow it,"):
        assert english in words, english


# English words of the picture that no French picture may show (region and player names aside)
ENGLISH_WORDS = ("Players", "The King", "Noble (owner", "markers (+", "provisional banner", "road on the King",
                 "side road", "Score track", "the game ends", "on the board", "in supply", "King in",
                 "revealed this round", "after round", "standard rules", "variants:", "non-default",
                 "GAME OVER", "winner", "Banner ", "(given)", "scored", "none", "Noble of", " marker",
                 " players:")


def test_french_picture_has_french_words_and_no_english_ones():
    root, svg = render({**dark_tower_example(), "banners": {"Temple Ruins": [3, 2, 1]}, "round": 4}, lang="fr")
    words = visible_text(root)
    for french in ("King's Road — 4 joueurs : Jen, Phil, Chris, Simon",     # the game's name stays its own
                   "Joueurs", "Le « Roi »", "« Noble » (couleur du propriétaire ; influence 1)",
                   "bannière provisoire (absente de la règle)", "route du « Roi » (la flèche donne le sens)",
                   "route transversale : pour les « nobles », jamais le « Roi »",
                   "Piste de score (fin de la partie à 40)", "« Roi » dans Dark Tower", "après la manche 4",
                   "règles standard", "Bannière 5-4-2-1", "Bannière 3-2-1 (donnée)", "Bannière 6-5-2-1 *",
                   "0 « noble » en jeu", "Jen : 4 marqueurs = influence 4", "Simon : 1 marqueur = influence 1",
                   "Nobles", "aucun"):
        assert french in words, french
    for english in ENGLISH_WORDS:
        assert english not in words, english
    # names stay as given: regions, players
    assert "Zin Kai's Deep — Temple Ruins" in words and {e.get("data-region") for e in with_class(root, "region")} \
        == {name for name, _ in ROUTE}
    # the drawing and its data are the language's only difference: same elements, same data- attributes
    english = parse(render_position_svg(*position_from({**dark_tower_example(), "banners": {"Temple Ruins": [3, 2, 1]},
                                                         "round": 4})))
    assert [(e.tag, {k: v for k, v in e.attrib.items() if k.startswith("data-") or k == "class"})
            for e in english.iter()] == \
        [(e.tag, {k: v for k, v in e.attrib.items() if k.startswith("data-") or k == "class"}) for e in root.iter()]


def test_french_status_counts_one_and_two():
    # French agreement: 1 « dragon » révélé / 2 « dragons » révélés; 1 « noble » / 2 « nobles » (and 0 singular)
    base = {"players": ["Ann", "Ben", "Cat"], "king": 5, "supply": {"Ann": 3, "Ben": 1, "Cat": 2},
            "board": {"5": {"influence": {"Ann": 1}, "nobles": ["Ann"]}, "3": {"nobles": ["Ann"]},
                      "2": {"nobles": ["Ben"]}, "8": {"influence": {"Ben": 2}}}}
    one = visible_text(render({**base, "dragons": 1}, lang="fr")[0])
    two = visible_text(render({**base, "dragons": 2}, lang="fr")[0])
    assert "1 « dragon » révélé pendant cette manche" in one and "« dragons »" not in one
    assert "2 « dragons » révélés pendant cette manche" in two
    assert "2 « nobles » en jeu, 3 en stock" in one               # Ann: Dark Tower and Temple Ruins
    assert "1 « noble » en jeu, 1 en stock" in one                 # Ben
    assert "0 « noble » en jeu, 2 en stock" in one                 # Cat: French counts 0 as singular
    assert "Ann : 1 marqueur + 1 « noble » = influence 2" in one    # a chip's tooltip
    assert "« Noble » de Ben" in one
    english = visible_text(render({**base, "dragons": 1})[0])
    assert "1 Dragon revealed this round" in english and "0 Nobles on the board, 2 in supply" in english
    assert "2 Dragons revealed this round" in visible_text(render({**base, "dragons": 2})[0])


def test_french_game_over_variant_and_rulings():
    game_end = json.loads((REPO / "examples" / "game-end-3p.json").read_text(encoding="utf-8"))
    position, rules = position_from({**game_end, "rulings": {"knight-declined": "declined-unless-added"}})
    outcome = score_position(position, rules)
    root = parse(render_position_svg(outcome.position, rules, outcome=outcome, lang="fr"))
    words = visible_text(root)
    # Ann and Cat share the victory (the example's hand count): plural
    assert "FIN DE LA PARTIE — vainqueurs : Ann, Cat" in words
    assert "arbitrages choisis : knight-declined = declined-unless-added" in words   # ids stay as the register's
    assert words.count("décomptée") == len(set(outcome.regions_scored) | set(outcome.final_regions)) == 8
    single = {**game_end, "scores": {"Ann": 39, "Ben": 1, "Cat": 1}}
    position, rules = position_from(single)
    outcome = score_position(position, rules)
    assert "FIN DE LA PARTIE — vainqueur : Ann" in visible_text(
        parse(render_position_svg(outcome.position, rules, outcome=outcome, lang="fr")))
    for english in ENGLISH_WORDS:
        assert english not in words, english
    variant = visible_text(render(five_player_data(), lang="fr")[0])
    assert "variantes : Permanent Nobles" in variant and "1 marqueur" in variant


def test_scored_tag_sits_inside_its_box_below_the_banner_in_either_language():
    # The "scored" tag of a region goes in the box's bottom-right corner: inside the box, on
    # another line than the banner label, so a long label ("8-6-3-2 (given)", a French word)
    # never runs into it. Boxes are 176 x 150 (render_svg.BOX_W, BOX_H).
    data = dict(dark_tower_example(), dragons=2, banners={"King's Castle": [8, 6, 3, 2]})
    position, rules = position_from(data)
    outcome = score_position(position, rules)
    for lang in ("en", "fr"):
        root = parse(render_position_svg(outcome.position, rules, outcome=outcome, lang=lang))
        scored = [r for r in with_class(root, "region") if "scored" in r.get("class").split()]
        assert {r.get("data-region") for r in scored} == {"Dark Tower", "Dragon's Lair", "King's Castle"}
        for region in scored:
            box = next(e for e in region if e.tag == f"{NS}rect")
            x0, y0 = float(box.get("x")), float(box.get("y"))
            [tag] = with_class(region, "scored-tag")
            [banner] = with_class(region, "banner")
            assert x0 < float(tag.get("x")) <= x0 + 176 and y0 < float(tag.get("y")) <= y0 + 150
            assert float(tag.get("y")) > float(banner.get("y")) + 12        # a line (12 px font) below
