"""The rulebook clause map (spec/kings-road/clauses.toml, referee/rules/clauses.py): every clause has
a test, everything a clause names exists for real, and every invariant, rulebook anchor and open
ruling is named by some clause."""

from __future__ import annotations

import ast
import importlib
import json
from functools import lru_cache

import pytest

from helpers import REPO, run_referee
from referee.errors import SpecError
from referee.properties.statements.anchors import ANCHORS
from referee.properties.statements.invariants import CATALOGUE
from referee.rules import load_rules
from referee.rules.clauses import SECTIONS, Clause, load_clauses, named
from referee.rules.describe import effective_values


@lru_cache(maxsize=None)
def defined_tests(relative: str) -> frozenset[str]:
    """Test names a test module defines (top-level `test_*` functions, `Class::test_*` methods), by ast."""
    path = REPO / relative
    if not path.is_file():
        return frozenset()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
            names.add(node.name)
        if isinstance(node, ast.ClassDef):
            names |= {f"{node.name}::{f.name}" for f in node.body
                      if isinstance(f, ast.FunctionDef) and f.name.startswith("test_")}
    return frozenset(names)


def is_a_test(test_id: str) -> bool:
    module, sep, name = test_id.partition("::")
    return bool(sep) and module.startswith("tests/") and name in defined_tests(module)


def engine_function(ref: str):
    """`referee/engine/nobles.py:place_noble` (or `:Class.method`) -> the function, imported; None if absent.
    properties/ installs as referee.properties."""
    path, sep, attrs = ref.partition(":")
    if not sep or not path.endswith(".py"):
        return None
    parts = path[:-3].split("/")
    module_name = ".".join(["referee"] + parts if parts[0] == "properties" else parts)
    try:
        obj = importlib.import_module(module_name)
    except ImportError:
        return None
    for attr in attrs.split("."):
        obj = getattr(obj, attr, None)
    return obj if callable(obj) else None


def spec_keys(rules) -> set[str]:
    """Dotted spec keys; a region's key also as `regions.<field>` (it holds for every region)."""
    keys = set(effective_values(rules))
    keys |= {f"regions.{k.split('.', 2)[2]}" for k in keys if k.startswith("regions.")}
    return keys | {"regions.number"}            # each region's own key in [[regions]]


def clause_problems(clauses, rules) -> list[str]:
    """Everything wrong with a clause map: untested clauses, names that do not exist, and invariants,
    anchors and open rulings that no clause names."""
    invariants, anchors = {i.id for i in CATALOGUE}, {a.id for a in ANCHORS}
    rulings, keys = {r.id for r in rules.rulings}, spec_keys(rules)
    out = []
    for c in clauses:
        if not c.tests:
            out.append(f"{c.id}: no test")
        out += [f"{c.id}: test {t} does not exist" for t in c.tests if not is_a_test(t)]
        out += [f"{c.id}: engine {e} does not resolve" for e in c.engine if engine_function(e) is None]
        out += [f"{c.id}: invariant {i} is not in the catalogue" for i in c.invariants if i not in invariants]
        out += [f"{c.id}: anchor {a} is not a rulebook anchor" for a in c.anchors if a not in anchors]
        out += [f"{c.id}: ruling {r} is not an open ruling" for r in c.rulings if r not in rulings]
        out += [f"{c.id}: key {k} is not a spec key" for k in c.keys if k not in keys]
    for kind, ids in (("invariants", invariants), ("anchors", anchors), ("rulings", rulings)):
        out += [f"{kind[:-1]} {i} is named by no clause" for i in sorted(ids - named(clauses, kind))]
    return out


@pytest.fixture(scope="module")
def clauses():
    return load_clauses()


def test_the_clause_map_is_complete_and_every_name_in_it_exists(clauses, rules):
    assert clause_problems(clauses, rules) == []


def test_about_sixty_clauses_cover_every_section_of_the_rulebook(clauses):
    assert 55 <= len(clauses) <= 80
    assert {c.section for c in clauses} == set(SECTIONS)
    assert all(c.tests for c in clauses)


def test_a_broken_map_is_caught(clauses, rules):
    # A clause with no test, one naming things that do not exist, and a map that drops the clauses naming
    # end.exactly-at-threshold (end.forty-points, which also names rulebook.game-end-at-40), rulebook.hand
    # and knight-declined.
    broken = Clause("x.broken", "Nobles", "made up", keys=("nobles.colour", "regions.banner"),
                    engine=("referee/engine/nobles.py:no_such_function", "referee/engine/nobles.py:place_noble"),
                    invariants=("nobles.made-up",), anchors=("rulebook.made-up",), rulings=("made-up",),
                    tests=("tests/engine/test_nobles.py::test_no_such_test", "tests/engine/test_nobles.py::test_sole_leader"))
    untested = Clause("x.untested", "Nobles", "made up")
    dropped = [c for c in clauses if "end.exactly-at-threshold" not in c.invariants
               and "rulebook.hand" not in c.anchors and "knight-declined" not in c.rulings]
    found = clause_problems(dropped + [broken, untested], rules)
    assert found == [
        "x.broken: test tests/engine/test_nobles.py::test_no_such_test does not exist",
        "x.broken: engine referee/engine/nobles.py:no_such_function does not resolve",
        "x.broken: invariant nobles.made-up is not in the catalogue",
        "x.broken: anchor rulebook.made-up is not a rulebook anchor",
        "x.broken: ruling made-up is not an open ruling",
        "x.broken: key nobles.colour is not a spec key",
        "x.untested: no test",
        "invariant end.exactly-at-threshold is named by no clause",
        "anchor rulebook.game-end-at-40 is named by no clause",
        "anchor rulebook.hand is named by no clause",
        "ruling knight-declined is named by no clause",
    ]


def test_names_resolve_for_real():
    assert is_a_test("tests/engine/test_nobles.py::test_sole_leader")
    assert not is_a_test("tests/engine/test_nobles.py::test_sole_leaderx")
    assert not is_a_test("tests/test_nope.py::test_sole_leader")
    assert engine_function("referee/rules/board.py:Board.king_path") is not None
    assert engine_function("referee/engine/round_play.py:_Resolver.knight") is not None
    assert engine_function("properties/statements/invariants.py:check_all") is not None
    assert engine_function("referee/engine/nobles.py") is None
    assert engine_function("referee/engine/position.py:Position.players") is None   # a field, not a function
    assert "scoring.tie_rule" in spec_keys(load_rules()) and "regions.banner" in spec_keys(load_rules())


def test_a_malformed_clause_file_is_refused_naming_the_key(tmp_path):
    folder = tmp_path / "kings-road"
    folder.mkdir()
    cases = {
        '[[clause]]\nid = "a"\nsection = "Nobles"\n': "clause[0].text",
        '[[clause]]\nid = "a"\nsection = "Elsewhere"\ntext = "t"\n': "clause[0].section",
        '[[clause]]\nid = "a"\nsection = "Nobles"\ntext = "t"\ntests = "x"\n': "clause[0].tests",
        '[[clause]]\nid = "a"\nsection = "Nobles"\ntext = "t"\nengines = []\n': "clause[0].engines",
        '[[clause]]\nid = "a"\nsection = "Nobles"\ntext = "t"\n[[clause]]\nid = "a"\nsection = "Nobles"\ntext = "u"\n':
            "clause[1].id",
    }
    for text, key in cases.items():
        (folder / "clauses.toml").write_text(text, encoding="utf-8")
        with pytest.raises(SpecError) as info:
            load_clauses(root=tmp_path)
        assert info.value.key == key, text


def test_rulings_clauses_prints_the_map(clauses):
    result = run_referee("rulings", "--clauses")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert f"{len(clauses)} clauses" in out
    for section in SECTIONS:
        assert f"[{section}]" in out
    assert "ties.lowest-value" in out and "keys: scoring.tie_rule" in out
    assert "engine: referee/engine/region_scoring.py:group_points" in out
    assert "tests/engine/test_region_scoring.py::test_tie_below_the_leader_takes_lower_place" in out


def test_rulings_clauses_in_french_heads_the_map_and_its_sections_in_french(clauses):
    from referee.messages import section_name

    out = run_referee("rulings", "--clauses", "--lang", "fr").stdout
    assert out.startswith(f"La règle en {len(clauses)} clauses")
    assert all(f"[{section_name(section, 'fr')}]" in out for section in SECTIONS)
    assert "[Mise en Place]" in out          # the French rulebook's heading for "Preparation"


def test_rulings_clauses_json_is_the_file(clauses):
    result = run_referee("rulings", "--clauses", "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["game"] == "kings-road"
    assert data["clauses"] == [c.to_dict() for c in clauses]


def test_clauses_are_for_kings_road_only():
    result = run_referee("rulings", "--clauses", "--game", "kings-struggle")
    assert result.returncode == 2 and "--clauses" in result.stderr


def test_every_rule_key_is_named_by_a_clause(clauses):
    # a key's clause is the one that names it in clauses.toml: a key no clause names has no
    # rulebook sentence a reader can check it against (the sections' names and the game's own
    # descriptive keys carry no rule)
    from referee.rules import schema

    descriptive = {"game.id", "game.name", "game.designer", "game.source"}
    declared = {f"{t.name}.{k.name}" for t in schema.GAME_TABLES for k in t.keys
                if not k.name.endswith("section")} - descriptive
    assert declared - named(clauses, "keys") == set()


def test_every_clause_has_its_french_paraphrase_and_the_french_map_holds_no_english(clauses):
    from english_detector import english_in
    from helpers import french_entry

    assert [c.id for c in clauses if french_entry(f"clause:{c.id}", c.text) is None] == []
    done = run_referee("rulings", "--clauses", "--lang", "fr")
    assert done.returncode == 0
    assert "  nobles.bonus: Après le décompte de l'influence d'une région" in done.stdout
    assert english_in(done.stdout) == []
