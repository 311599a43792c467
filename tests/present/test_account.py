"""The account of a scoring as a player reads it (referee.present.account, .explain, .messages):
wording a player can check against the board, in English and French."""

from __future__ import annotations

import ast
import json
import re

import pytest

from helpers import REPO, french_entry, position_from, run_referee
from referee import messages
from referee.engine.adjudicate import score_position
from referee.messages import default_lang, en, ordinal, render, section_name, template, template_fields
from referee.messages.catalogue import ruling_context
from referee.present.account import step_text, trace_with_text
from referee.present.explain import describe_outcome
from referee.rules import load_rules

EXAMPLES = ["dark-tower-4p.json", "dragon-round-3p.json", "game-end-3p.json"]


def account(data: dict, lang: str = "en") -> str:
    position, rules = position_from(data)
    return describe_outcome(score_position(position, rules), rules, lang)


def example(name: str) -> dict:
    return json.loads((REPO / "examples" / name).read_text(encoding="utf-8"))


# ---------------------------------------------------------------- influence a player can count

def test_influence_names_markers_and_noble():
    # "Nobles": a Noble counts as one influence. Ben has 1 marker and his Noble in Dark Tower: influence 2,
    # and the account says where the 2 comes from.
    text = account({"players": ["Ann", "Ben"], "king": 5,
                    "board": {"5": {"influence": {"Ann": 3, "Ben": 1}, "nobles": ["Ben"]}}})
    assert "Ben: influence 2 (1 marker + Noble) — 2nd place" in text
    assert "Ann: influence 3 — 1st place: 5 points." in text          # markers only: no breakdown


def test_influence_of_a_noble_alone():
    text = account({"players": ["Ann", "Ben"], "king": 5,
                    "board": {"5": {"influence": {"Ann": 3}, "nobles": ["Ben"]}}})
    assert "Ben: influence 1 (Noble) — 2nd place" in text


def test_quick_entry_with_noble_names_the_noble():
    done = run_referee("score", "--region", "Dark Tower", "Jen=4", "Phil=3", "Chris=1", "Simon=1",
                       "--noble", "Simon")
    assert done.returncode == 0, done.stderr
    # Simon: 1 marker + his Noble = 2, so he takes 3rd place (2 points) and Chris, on 1, 4th.
    assert "Simon: influence 2 (1 marker + Noble) — 3rd place: 2 points." in done.stdout


# ---------------------------------------------------------------- the chain along the roads

def test_chain_is_listed_along_the_roads_and_names_the_side_road():
    # Ann wins Dragon's Lair and has Nobles in King's Castle, Zin Kai's Deep and Temple Ruins. Along the
    # roads: Dragon's Lair - King's Castle (route), King's Castle - Zin Kai's Deep (route, 8 -> 1), Zin
    # Kai's Deep - Temple Ruins (the side road). 1 + 3 connected regions = 4 bonus points ("Nobles").
    text = account({"players": ["Ann", "Ben", "Cat"], "king": "Dragon's Lair",
                    "board": {"Dragon's Lair": {"influence": {"Ann": 2, "Ben": 1}},
                              "Zin Kai's Deep": {"nobles": ["Ann"]}, "Temple Ruins": {"nobles": ["Ann"]},
                              "King's Castle": {"nobles": ["Ann"]}}})
    assert ("Ann's Noble in Dragon's Lair: 4 bonus points, 1 for this Noble + 3 for the regions its chain of "
            "Ann's Nobles reaches along the roads: Dragon's Lair – King's Castle – Zin Kai's Deep – Temple Ruins "
            "(Temple Ruins – Zin Kai's Deep is the side road).") in text


def test_chain_branching_both_ways_is_two_paths():
    # The rulebook's example ("Nobles"): a Noble gained in Dark Tower with Nobles in Temple Ruins and
    # Dragon's Lair earns 3; the chain runs both ways from Dark Tower.
    text = account({"players": ["Ann", "Ben"], "king": 5,
                    "board": {"5": {"influence": {"Ann": 1}}, "3": {"nobles": ["Ann"]}, "2": {"nobles": ["Ann"]}}})
    assert "3 bonus points" in text
    assert "Dark Tower – Temple Ruins; Dark Tower – Dragon's Lair." in text
    assert "side road" not in text


def test_a_chain_paying_more_than_one_per_region_says_so_in_both_languages(tmp_path):
    # The rulebook's example ("Nobles") under chain-pays-double ([nobles] bonus_per_region = 2): Ann's
    # new Noble in Dark Tower reaches Temple Ruins and Dragon's Lair, so 1 + 2 x 2 = 5 bonus points.
    position = tmp_path / "chain.json"
    position.write_text(json.dumps({"players": ["Ann", "Ben"], "king": 5, "board": {
        "5": {"influence": {"Ann": 1}}, "3": {"nobles": ["Ann"]}, "2": {"nobles": ["Ann"]}}}), encoding="utf-8")
    variant = str(REPO / "examples" / "variants" / "chain-pays-double.toml")
    english = run_referee("score", str(position), "--variant", variant, "--lang", "en")
    assert ("Ann's Noble in Dark Tower: 5 bonus points, 1 for this Noble + 2 for each of the 2 regions its chain "
            "of Ann's Nobles reaches along the roads") in english.stdout
    french = run_referee("score", str(position), "--variant", variant, "--lang", "fr")
    assert "5 points de bonus, 1 pour ce « noble » + 2 pour chacune des 2 régions" in french.stdout
    data = json.loads(run_referee("score", str(position), "--variant", variant, "--json").stdout)
    [step] = [s for s in data["trace"] if s["step"] == "noble-bonus"]
    assert (step["points"], step["base"], step["per_region"]) == (5, 1, 2)
    standard = json.loads(run_referee("score", str(position), "--json").stdout)
    [step] = [s for s in standard["trace"] if s["step"] == "noble-bonus"]
    assert step["points"] == 3 and "per_region" not in step      # the rulebook's trace is unchanged


# ---------------------------------------------------------------- places that pay, said once

def test_places_that_pay_are_said_once_on_a_short_banner():
    # 5 players: 4 places could pay ("Scoring"), but Temple Ruins' given banner has 3 values: 3 pay.
    # The region line says 3 and why; D's 4th place line repeats the same 3, never a 4.
    text = account({"players": ["A", "B", "C", "D", "E"], "king": 3, "banners": {"3": [3, 2, 1]},
                    "board": {"3": {"influence": {"A": 4, "B": 3, "C": 2, "D": 1}}}})
    assert "3 places pay: 5 players would let 4 pay, but this banner has only 3 values." in text
    assert "D: influence 1 — 4th place: not paid (only 3 places pay)." in text
    assert "4 place" not in text and "pays only" not in text


# ---------------------------------------------------------------- singular and plural

@pytest.mark.parametrize("name", EXAMPLES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_parenthesised_plural_in_any_account(name, lang):
    assert "(s)" not in account(example(name), lang)


def test_singular_and_plural_words():
    # One Dragon, 2 regions; 1 point; 1 place pays in a 2-player game.
    text = account({"players": ["A", "B"], "king": 1, "dragons": 1, "board": {"1": {"influence": {"A": 1}}}})
    assert "1 Dragon revealed, so 2 regions score" in text
    assert "2 players, so 1 place pays." in text
    assert "1st place: 1 point." in text
    assert render("placing.paid", "fr", player="A", influence="influence 1", place=1, points=0) \
        == "A : influence 1 — 1re place : 0 point."                      # French: 0 is singular
    assert render("placing.paid", "en", player="A", influence="influence 1", place=1, points=0) \
        == "A: influence 1 — 1st place: 0 points."


@pytest.mark.parametrize("n, en_text, fr_text", [(1, "1st", "1re"), (2, "2nd", "2e"), (3, "3rd", "3e"),
                                                 (4, "4th", "4e"), (11, "11th", "11e"), (21, "21st", "21e")])
def test_ordinals(n, en_text, fr_text):
    assert ordinal(n, "en") == en_text and ordinal(n, "fr") == fr_text


# ---------------------------------------------------------------- the final scoring

def test_empty_regions_of_the_final_scoring_share_one_line():
    # game-end-3p: Dragon's Lair, King's Castle, Zin Kai's Deep and Wizard's Tower are empty at the end.
    text = account(example("game-end-3p.json"))
    assert ("Nobody has influence in Dragon's Lair, King's Castle, Zin Kai's Deep and Wizard's Tower: "
            "nothing is paid there.  [Scoring]") in text
    assert "Dragon's Lair (final scoring)" not in text
    assert "Savage Hills (final scoring)" in text                      # a region with influence keeps its block


# ---------------------------------------------------------------- the replaced Noble

def test_replaced_noble_goes_back_to_its_owners_supply_citing_the_french_text():
    # "Nobles": the French text sends the old Noble back to its owner's supply; the English only removes it.
    data = {"players": ["Ann", "Ben"], "king": 5, "supply": {"Ann": 17, "Ben": 17},
            "board": {"5": {"influence": {"Ann": 2}, "nobles": ["Ben"]}}}
    text = account(data)
    assert ("Ben's old Noble goes back to Ben's supply (the French text of “Nobles” says so; the English says "
            "only that it is removed).") in text
    assert "Supply: Ann 18, Ben 18" in text          # Ann 17 + 1 back (one stays as her Noble), Ben 17 + his Noble
    assert "l'ancien « noble » de Ben retourne dans le stock de Ben (le texte français de « Nobles »" \
        in account(data, "fr")


# ---------------------------------------------------------------- French

def test_french_account_of_the_rulebook_example():
    done = run_referee("score", "examples/dark-tower-4p.json", "--lang", "fr")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "Jen : influence 4 — 1re place : 5 points.  [Décompte des points]" in out
    assert "Simon : influence 1 — 4e place : rien (il n'y a que 3 places payées)." in out
    assert "Le « Roi » va de Dark Tower à Dragon's Lair" in out and "[Le Roi voyage]" in out
    assert "Points de ce décompte : Jen +6, Phil +4, Chris +2, Simon +0" in out
    assert "influence 4 — 1st" not in out


def test_french_locale_is_the_default():
    assert "1re place : 5 points" in run_referee("score", "examples/dark-tower-4p.json", locale="fr_FR.UTF-8").stdout
    # --lang wins over the locale
    english = run_referee("score", "examples/dark-tower-4p.json", "--lang", "en", locale="fr_FR.UTF-8").stdout
    assert "1st place: 5 points" in english


def test_default_lang_reads_the_locale_variables_in_order():
    assert default_lang({"LANG": "fr_CA.UTF-8"}) == "fr"
    assert default_lang({"LC_ALL": "en_GB.UTF-8", "LANG": "fr_FR"}) == "en"
    assert default_lang({"LC_MESSAGES": "fr_BE", "LANG": "en_US"}) == "fr"
    assert default_lang({}) == "en"


def test_json_trace_keeps_english_text_whatever_the_language():
    position, rules = position_from(example("dark-tower-4p.json"))
    outcome = score_position(position, rules)
    steps = trace_with_text(outcome.trace)
    assert [s["text"] for s in steps] == [step_text(s) for s in outcome.trace]
    assert steps[2]["text"] == "Jen: influence 4 — 1st place: 5 points."


# ---------------------------------------------------------------- every template in both languages

def test_every_template_exists_in_both_languages():
    assert [key for key, english in en.MESSAGES.items() if french_entry(key, english) is None] == []
    for key in en.MESSAGES:
        # the same values are used (French may omit none and add none, except agreement helpers like n)
        assert template_fields(en.MESSAGES[key]) - {"n"} == template_fields(template(key, "fr")) - {"n"}, key


def test_every_template_key_used_in_the_code_exists():
    # Every render("key", ...) and every Text built with text("key", ...) (msg in io/json_input) in
    # referee/ names a template of the catalogues, with the values the template uses.
    used, missing_values = set(), []
    for path in (REPO / "referee").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("render", "text", "msg")
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                key = node.args[0].value
                used.add(key)
                given = {k.arg for k in node.keywords}
                if key in en.MESSAGES and None not in given and getattr(node.func, "id", None) != "render":
                    missing_values += [(key, f) for f in template_fields(en.MESSAGES[key]) - given]
    assert {k for k in used if "." in k} >= {"problem.about", "play.illegal", "report.chart"}
    assert used <= set(en.MESSAGES), used - set(en.MESSAGES)
    assert not missing_values, missing_values


def test_the_problem_templates_take_the_same_values_in_both_languages():
    # the sentences of problems, illegal plays, cards and reports: French uses exactly the English values
    # (plus n, when French agreement needs a count English does not)
    for key in en.MESSAGES:
        if key.split(".")[0] in ("problem", "hint", "what", "why", "banner", "name", "markers", "field", "char",
                                 "card", "play", "final", "validate", "replay", "report", "svg", "render"):
            assert template_fields(en.MESSAGES[key]) - {"n"} == template_fields(template(key, "fr")) - {"n"}, key


def test_every_rule_section_has_its_french_heading():
    rules = load_rules(("permanent-nobles",))
    sections = {rules.scoring.section, rules.scoring.ties_section, rules.nobles.section, rules.round.section,
                rules.round.king_section, rules.round.cards_section, rules.end.section, rules.components.section}
    sections |= {v.section for v in rules.variants}
    for r in rules.rulings:
        sections |= set(r.sections) | {r.section}
    for s in sections:
        assert french_entry("section", s) is not None, s
    # the French rulebook's headings
    assert section_name("Scoring — Ties", "fr") == "Décompte des points — Égalités"
    assert section_name("Revealing cards — Witch", "fr") == "Révéler des cartes — Sorcière"
    assert section_name("Game end and winning", "fr") == "Fin de la Partie et Victoire"


def _strings_outside_docstrings(tree) -> list[str]:
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def test_no_engine_message_names_a_command_line_flag():
    for path in (REPO / "referee" / "engine").rglob("*.py"):
        for literal in _strings_outside_docstrings(ast.parse(path.read_text(encoding="utf-8"))):
            assert not re.search(r"--[a-z]", literal), (path.name, literal)


def test_messages_module_is_light():
    assert messages.LANGS == ("en", "fr")


def test_every_ruling_has_its_french_text():
    # the three games' registers (their ruling ids do not collide)
    from referee.games.kings_favor.rules import load_rules as favor_rules
    from referee.games.kings_struggle.rules import load_rules as struggle_rules

    registers = list(load_rules().rulings) + list(struggle_rules().rulings) + list(favor_rules().rulings)
    assert len({r.id for r in registers}) == len(registers)
    for r in registers:
        assert french_entry(ruling_context(r.id), r.question) is not None, r.id
        for choice, english in r.alternatives.items():
            assert french_entry(ruling_context(r.id, choice), english) is not None, (r.id, choice)


# ---------------------------------------------------------------- the variants' sentences (rules as data)
# The engine's steps carry the variant's data (tie_rule, reason, bonus kind, king moves ...); each
# sentence is a template in both languages.

def _steps(rules, data: dict, kind: str) -> list[dict]:
    from referee.io.position_reader import read_position

    position, read_rules, problems = read_position(data, extra_variants=rules.variant_refs)
    assert position is not None, problems
    return [s for s in score_position(position, read_rules).trace if s["step"] == kind]


def _both(step) -> tuple[str, str]:
    return step_text(step, "en"), step_text(step, "fr")


TIE = {"players": ["A", "B", "C", "D"], "king": 5, "board": {"5": {"influence": {"A": 3, "B": 3, "C": 1}}}}


@pytest.mark.parametrize("tie_rule, english, french", [
    ("highest-spanned-place", "each is paid the highest place the tie spans, 1st place (5 points)",
     "chacun reçoit la meilleure place partagée, la 1re (5 points)"),
    ("split-evenly", "are shared equally, rounded down: 4 points each", "arrondies à l'inférieur : 4 points chacun"),
])
def test_a_variant_tie_rule_is_explained(variant_rules, tie_rule, english, french):
    rules = variant_rules(scoring={"tie_rule": tie_rule})
    step = _steps(rules, TIE, "placing")[0]
    assert step["tie_rule"] == tie_rule
    en_text, fr_text = _both(step)
    assert english in en_text and french in fr_text


def test_tied_leaders_placing_nobles_are_explained(variant_rules):
    rules = variant_rules(nobles={"placed_by": "any-leader", "max_per_region": 0})
    data = {"players": ["A", "B", "C"], "king": 5, "board": {"5": {"influence": {"A": 3, "B": 3}, "nobles": ["C"]}}}
    [step] = _steps(rules, data, "noble")
    assert (step["reason"], step["placed"], step["also_placed"]) == ("tied-leaders", "A", ["B"])
    en_text, fr_text = _both(step)
    assert en_text == ("Under these rules each player tied for the most influence in Dark Tower places a Noble: "
                       "A and B each leave a marker there as a Noble. The old Noble of C goes back to its owner's "
                       "supply.")
    assert "A et B y laissent chacun un marqueur" in fr_text


def test_never_placed_and_no_marker_are_explained(variant_rules):
    never = variant_rules(nobles={"placed_by": "none"})
    [step] = _steps(never, TIE | {"board": {"5": {"influence": {"A": 3}}}}, "noble")
    assert step["reason"] == "never-placed" and "no Noble is ever placed" in step_text(step)
    assert "aucun « noble » n'est jamais placé" in step_text(step, "fr")
    # stacking, two Nobles per player: A leads only through her Noble, and has no marker to leave
    stack = variant_rules(nobles={"on_new_noble": "stack", "max_per_region": 0, "max_per_player_per_region": 2})
    [step] = _steps(stack, {"players": ["A", "B"], "king": 5, "board": {"5": {"nobles": ["A"]}}}, "noble")
    assert step["reason"] == "no-marker" and "only through Nobles" in step_text(step)
    assert "seulement grâce à ses « nobles »" in step_text(step, "fr")


def test_the_variant_bonuses_are_explained(variant_rules):
    data = {"players": ["A", "B"], "king": 5,
            "board": {"5": {"influence": {"A": 2}}, "3": {"nobles": ["A"]}, "2": {"nobles": ["A"]}}}
    [adjacent] = _steps(variant_rules(nobles={"bonus": "adjacent-only"}), data, "noble-bonus")
    assert adjacent["bonus"] == "adjacent-only" and adjacent["points"] == 3
    en_text, fr_text = _both(adjacent)
    assert "+ 2 for A's Nobles in the neighbouring regions" in en_text and "les régions voisines" in fr_text
    # new-noble-only: B's old Noble in Dragon's Lair earns nothing when the region is scored
    rules = variant_rules(nobles={"bonus_paid_to": "new-noble-only", "on_new_noble": "stack", "max_per_region": 0})
    data = {"players": ["A", "B"], "king": 2, "board": {"2": {"influence": {"A": 2}, "nobles": ["B"]}}}
    [unpaid] = _steps(rules, data, "noble-bonus-unpaid")
    assert unpaid["owners"] == ["B"]
    en_text, fr_text = _both(unpaid)
    assert en_text == ("Under these rules only a Noble placed in this scoring earns the bonus: nothing for the old "
                       "Noble of B in Dragon's Lair.")
    assert "rien pour l'ancien « noble » de B" in fr_text
