"""The architecture, checked: which sub-package may import which, no import cycles, one import name.

The layers are ALLOWED below, bottom up: each may import only the layers listed for it (every
layer may also import limits and messages, and most the rulings register, spec folder and files).
ROOMS says what each layer holds and FOLDERS what each top-level entry of the repository is:
docs/contributing.md's layout section is generated from the three tables (scripts/layout_doc.py),
and a test below fails when it is out of date.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import networkx as nx

from helpers import REPO

PACKAGE = REPO / "referee"
ALLOWED = {
    "limits": set(),
    "messages": set(),                  # every sentence's template: every layer builds its text from it
    "errors": set(),
    "rulings_register": {"errors"},     # the Ruling type and --ruling reading every game shares
    "spec_folder": set(),               # where every game's spec files are
    "user_cache": set(),                # the referee's folder in the user's cache (kernels, proofs)
    "files": {"limits"},                # the one door every file read goes through
    "os_reasons": set(),                # why the system refused, in the user's language
    "parse_reasons": set(),             # why a file did not decode, in the user's language
    "rules": {"errors"},
    "engine": {"rules", "errors"},
    "io": {"engine", "rules", "errors"},
    "present": {"engine", "rules", "errors"},
    "properties": {"io", "present", "engine", "rules", "errors", "user_cache"},   # present: the account's words
    "games": {"errors", "io"},          # io: only the shared JSON decoder within the limits (json_input)
    "lab": {"api", "present", "engine", "rules", "errors", "user_cache"},
    "api": {"present", "io", "engine", "rules", "errors"},
    "shelf": {"games", "api", "present", "io", "engine", "rules", "errors"},
    "live": {"api", "present", "io", "engine", "rules", "errors"},
    "web": {"live", "shelf", "games", "api", "present", "io", "engine", "rules", "errors"},
    "cli": {"api", "present", "io", "engine", "rules", "errors", "properties", "games", "lab", "shelf", "web", "live",
            "user_cache"},
    "translation_sources": {"cli", "api", "properties", "games", "rules"},   # reads every declaration: the top
    "__main__": {"cli"},
}
# What each layer holds (its modules are listed from the source; files outside a sub-package
# belong to the layer named after them, and those no layer names to "api")
ROOMS = {
    "limits": "every input limit, in one place",
    "messages": "every sentence as a template: the English in the code, each other language's in its gettext "
                "catalogue (locale/<lang>/LC_MESSAGES/referee.po, compiled .mo); CLDR's plural, ordinal, list and "
                "number forms through Babel",
    "errors": "Problem (code, field, value, severity) and the errors that carry them",
    "rulings_register": "the open-ruling type and `--ruling` reading that every game shares",
    "spec_folder": "where each game's spec files are, installed or in the checkout",
    "user_cache": "the referee's folder in the user's cache: compiled kernels and kept Z3 proofs",
    "files": "the one door every file read goes through: regular files and `-` only, the size limit, UTF-8",
    "os_reasons": "why the system refused a file, a folder or a port (its errno), as a sentence in the user's "
                  "language instead of the C library's English",
    "parse_reasons": "why a file did not decode (the JSON, UTF-8 and TOML decoders' sentences), in the user's "
                     "language; the one lookup of a library's fixed sentences (SQLite's, click's too)",
    "rules": "the spec loaded into an immutable Rules: every key declared once with its type and range "
             "(schema), the loader, the range checks, the road graph (networkx), the clause map",
    "engine": "positions, card selections, region scoring, Nobles and chains, a round's scoring and cards, "
              "set-up, records, replay, simulate",
    "io": "JSON readers that collect every problem (decoding within the limits, names, positions, "
          "records) and the JSON Schemas",
    "present": "what a person reads: accounts, score sheets, the board as SVG, the HTML reports, the compare table",
    "properties": "verification, installed as referee.properties, by role: statements (the rulebook's facts, "
                  "the invariants, the anchors), models (Z3, engine-free), proofs, conformance (the engine "
                  "against the models), search (differ, witnesses); the `referee check` runner and the public "
                  "Hypothesis strategies; properties/README.md maps an invariant's life",
    "games": "the other games on the shelf: King's Struggle and King's Favor",
    "lab": "the variant laboratory: tables from the rules, the compiled batch simulator (numba), the "
           "reference path, agents (greedy, search, mcts), metrics, the comparison, the ladder, backends",
    "api": "the public API `import referee` exports, and the JSON answers of score, validate, replay and "
           "rulings built once for the command line and the HTTP API",
    "shelf": "the three games behind one Judge protocol",
    "live": "live tables: a game kept while it is played (a record and the round under way, folded from "
            "events), a new table's setup, the SQLite store that keeps every event, what host and seats see",
    "web": "`referee serve`: the routes (live tables' too), request bodies within the limits, the API description, the page",
    "cli": "the `referee` command, a module per command family, shared options, atomic writes, progress",
    "translation_sources": "where every translatable text is declared, read (Babel extraction methods) into the "
                           "catalogue template; what keeps a catalogue from being complete",
    "__main__": "`python -m referee`",
}
FOLDERS = {
    ".ci": "`run`: what CI runs on a clean clone",
    ".gitattributes": "line endings",
    ".gitignore": "what git leaves out",
    "CHANGELOG.md": "every user-visible change (Keep a Changelog)",
    "LICENSE": "the licence the package is installed under",
    "MANIFEST.in": "what the source distribution holds beside the package (docs, examples, the changelog)",
    "mkdocs.yml": "the documentation site: docs/ as pages, the README as home, the API reference from docstrings",
    "README.md": "the front door: what it is, the two set-up commands, a short tour",
    "bench": "benchmarks: scripts that print numbers and ratios against a reference measured in the same run",
    "docs": "the guides (players, organisers, designers, laboratory, other games, contributing), the API, "
            "generated references",
    "examples": "positions, `records/` (a whole game record), the other games' files, and `variants/`: eleven designer "
                "variants",
    "properties": "verification (installed as referee.properties; see the layers; properties/README.md maps it by role)",
    "pyproject.toml": "the package, its dependencies and extras, pytest, ruff and mypy settings",
    "referee": "the package (see the layers)",
    "scripts": "tools for maintainers: golden replays, the variant atlas, mutation testing and slips planted at "
               "drawn sites, fuzzing, "
               "generated docs and the documentation site's hooks, the translators' catalogues, output snapshots "
               "(before/after a refactoring)",
    "spec": "the rules as data, one folder per game (installed inside the package as referee/_spec)",
    "tests": "the pytest suite, a folder per package of referee/ (`engine/`, `rules/`, `io/`, `present/`, "
             "`messages/`, `api/`, `cli/`, `lab/`, `games/`, `web/`, `verification/` for properties/, `scripts/`); "
             "at the top the shared fixtures and helpers and the layout and docs tests; `golden/` golden "
             "replays, `data/` test inputs",
}

for _layer, _below in ALLOWED.items():     # every layer may read the limits, messages and rulings register
    if _layer not in ("limits", "messages", "__main__"):
        _below.update({"limits", "messages"})
    if _layer not in ("limits", "errors", "rulings_register", "spec_folder", "files", "os_reasons", "parse_reasons",
                      "__main__"):
        _below.update({"rulings_register", "spec_folder", "files"})
        if _layer != "messages":                # the reasons are sentences: they read messages
            _below.update({"os_reasons", "parse_reasons"})


def source_files() -> dict[str, Path]:
    """Dotted module name -> file, for the installed layout (properties/ installs as referee.properties)."""
    files = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(REPO).with_suffix("").parts
        files[".".join(parts)] = path
    for path in (REPO / "properties").rglob("*.py"):
        parts = ("referee",) + path.relative_to(REPO).with_suffix("").parts
        files[".".join(parts)] = path
    return {name.removesuffix(".__init__"): path for name, path in files.items()}


def imported_modules(module: str, path: Path) -> set[str]:
    """Every referee module this file imports, at any depth of the code (function-level too)."""
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "referee")
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            if base.split(".")[0] == "referee":
                found.add(base)
                found.update(f"{base}.{a.name}" for a in node.names)
    return found


def layer(module: str) -> str:
    parts = module.split(".")
    if len(parts) == 1:
        return "api"                          # referee/__init__.py: the public face
    return parts[1] if parts[1] in ALLOWED else "api"


def import_graph() -> nx.DiGraph:
    """Every module and the referee modules it imports (a copy: the files are read once a run)."""
    return _import_graph().copy()


@functools.lru_cache(maxsize=1)
def _import_graph() -> nx.DiGraph:
    files = source_files()
    graph = nx.DiGraph()
    for module, path in files.items():
        graph.add_node(module)
        for target in imported_modules(module, path):
            if target in files and target != module:
                graph.add_edge(module, target)
    return graph


def test_the_graph_sees_imports_of_every_kind():
    graph = import_graph()
    assert graph.has_edge("referee.engine.adjudicate", "referee.rules")             # relative, two dots
    assert graph.has_edge("referee.engine.adjudicate", "referee.engine.nobles")     # relative, one dot
    assert graph.has_edge("referee.cli.score", "referee.engine.adjudicate")         # inside a function
    assert graph.has_edge("referee.properties.search.differ", "referee.engine.adjudicate")


def test_every_import_goes_down_the_layers():
    wrong = []
    for module, target in import_graph().edges:
        a, b = layer(module), layer(target)
        if a != b and b not in ALLOWED[a]:
            wrong.append(f"{module} -> {target} ({a} may import only {sorted(ALLOWED[a])})")
    assert not wrong, "\n".join(wrong)


def test_no_import_cycles():
    graph = import_graph()
    # a package __init__ that re-exports its own modules is not a cycle of the design
    edges = [(a, b) for a, b in graph.edges if not b.startswith(a + ".")]
    cycles = list(nx.simple_cycles(nx.DiGraph(edges)))
    assert not cycles, cycles


def test_the_engine_never_names_a_command_line_flag():
    flags = ("--banners", "--variant", "--ruling", "--out", "--json", "--lenient", "--until")
    offenders = [f"{path.name}: {flag}" for path in (PACKAGE / "engine").glob("*.py")
                 for flag in flags if flag in path.read_text(encoding="utf-8")]
    assert not offenders, offenders


def test_every_package_is_installed():
    # pyproject lists the packages; one left out is missing from a non-editable install
    # (`pip install .`), where every command importing it ends in a traceback.
    import tomllib

    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(REPO).parts) for p in PACKAGE.rglob("__init__.py")}
    found |= {"referee." + ".".join(p.parent.relative_to(REPO).parts) for p in (REPO / "properties").rglob("__init__.py")}
    found.add("referee._spec")
    assert found == listed, f"not installed: {sorted(found - listed)}; listed but absent: {sorted(listed - found)}"


def test_one_top_level_import_name():
    import tomllib

    setup = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert {p.split(".")[0] for p in setup["packages"]} == {"referee"}
    # the repository's own folders install under referee (the design's top level stays)
    assert setup["package-dir"] == {"referee._spec": "spec", "referee.properties": "properties"}


# properties/ by role: what each role may import of the others, bottom up. The models
# are a second reading of the rules and read no statement, proof or check; a proof never reads a
# comparison with the engine, and a statement nothing but the rulebook's facts and the rounds.
# properties/README.md tells the same story for a reader.
PROPERTY_ROLES = {
    "players": set(),                    # who plays: the player counts a ruleset allows, their names
    "rounds": set(),                     # the rounds checks are run on, played by the referee
    "strategies": {"players", "rounds"},     # public Hypothesis strategies
    "statements": {"players", "rounds"},     # the rulebook's facts, the invariants, the anchors
    "models": set(),                         # the rules again, as Z3 terms (engine-free)
    "round_values": {"models", "players", "rounds"},   # model values <-> concrete rounds
    "proofs": {"statements", "models", "round_values", "rounds", "players"},
    "search": {"statements", "models", "rounds", "strategies", "players"},
    "conformance": {"statements", "models", "round_values", "search", "rounds", "strategies", "players"},
    "runner": {"statements", "proofs", "conformance", "rounds", "strategies", "players"},
    "": {"statements", "rounds"},            # referee.properties: the public face
}
# Named exceptions, each with its reason
PROPERTY_ROLE_EXCEPTIONS = {
    # the engine's own code run symbolically is held to the closed form of check --exhaustive
    ("referee.properties.proofs.symbolic", "referee.properties.conformance.closed_form"),
}


def property_role(module: str) -> str:
    return module.split(".")[2] if module.count(".") >= 2 else ""


def test_the_property_roles_import_down_only():
    graph = import_graph()
    wrong = []
    for a, b in graph.edges:
        if not (a.startswith("referee.properties") and b.startswith("referee.properties")):
            continue
        ra, rb = property_role(a), property_role(b)
        if ra != rb and rb not in PROPERTY_ROLES[ra] and (a, b) not in PROPERTY_ROLE_EXCEPTIONS:
            wrong.append(f"{a} -> {b} ({ra or 'referee.properties'} may import {sorted(PROPERTY_ROLES[ra])})")
    assert not wrong, "\n".join(wrong)
    found = {property_role(m) for m in graph if m.startswith("referee.properties")}
    assert found == set(PROPERTY_ROLES), f"undescribed: {found - set(PROPERTY_ROLES)}"


# The Z3 models are a second reading of the rules: they read the ruleset as data (route,
# roads, banners, counts) and share no code with the engine, so that a slip in the engine cannot be
# copied into the model the proofs speak about. Board's behaviour (next_for_king, king_path, chain,
# bonus_regions, neighbours, route_from ...) counts as the engine's: only its data may be read
# (the regions' banners and names).
MODELS = ("referee.properties.models.region", "referee.properties.models.cards", "referee.properties.models.round")
BOARD_DATA = {"regions", "name"}


def test_the_models_import_nothing_of_the_engine():
    graph = import_graph()
    reached = set().union(*(nx.descendants(graph, m) | {m} for m in MODELS))
    engine = sorted(m for m in reached if m.startswith("referee.engine"))
    assert not engine, f"the Z3 models reach the engine through {engine}"


def test_the_models_ask_the_board_for_data_only():
    files = source_files()
    asked = []
    for module in MODELS:
        for node in ast.walk(ast.parse(files[module].read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                    and node.value.attr == "board" and node.attr not in BOARD_DATA):
                asked.append(f"{module}: board.{node.attr} (line {node.lineno})")
    assert not asked, asked


def test_the_model_checks_see_a_planted_engine_import(tmp_path):
    # the two checks above can fail: the graph sees a function-level import of the engine, and the
    # attribute walk sees a Board method
    source = "def f(rules):\n    from ..engine.nobles import chain_bonuses\n    return rules.board.next_for_king(1)\n"
    planted = tmp_path / "z3_planted.py"
    planted.write_text(source)
    assert "referee.engine.nobles" in imported_modules("referee.properties.z3_planted", planted)
    calls = [n.attr for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Attribute)
             and isinstance(n.value, ast.Attribute) and n.value.attr == "board"]
    assert calls == ["next_for_king"]


def test_every_layer_and_every_top_level_entry_is_described():
    assert set(ROOMS) == set(ALLOWED)
    import subprocess

    listed = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True)
    if listed.returncode != 0:
        import pytest
        pytest.skip("not a git checkout: the tracked files are unknown")
    tops = {line.split("/")[0] for line in listed.stdout.splitlines()}
    assert tops == set(FOLDERS), f"undescribed: {sorted(tops - set(FOLDERS))}; gone: {sorted(set(FOLDERS) - tops)}"


def test_the_layout_section_of_the_contributors_guide_is_current():
    import importlib.util

    spec = importlib.util.spec_from_file_location("layout_doc", REPO / "scripts" / "layout_doc.py")
    layout_doc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(layout_doc)
    page = (REPO / "docs" / "contributing.md").read_text(encoding="utf-8")
    assert layout_doc.section() in page, "docs/contributing.md's layout is out of date: python3 scripts/layout_doc.py"


def test_the_properties_readme_maps_every_module_and_its_example_runs():
    # properties/README.md is the newcomer's map: every module of the folder is named in it, and its
    # Python example answers as its comments say
    readme = (REPO / "properties" / "README.md").read_text(encoding="utf-8")
    unnamed = [str(p.relative_to(REPO / "properties")) for p in (REPO / "properties").rglob("*.py")
               if p.name != "__init__.py" and p.name not in readme]
    assert not unnamed, f"properties/README.md does not name {unnamed}"
    folders = {p.parent.name for p in (REPO / "properties").rglob("__init__.py")} - {"properties"}
    assert all(f"`{folder}/`" in readme for folder in folders), folders
    example = readme.split("```python\n", 1)[1].split("```", 1)[0]
    names: dict = {}
    exec(compile(example, "properties/README.md", "exec"), names)
    inv = names["inv"]
    assert inv.section == "Scoring — Ties" and inv.proof == "region"
    assert inv.conformance[0] == "oracle.exhaustive_regions" and inv.conformance[-1] == "drawn.run"


def test_the_type_check_reads_the_property_modules_where_they_install(tmp_path):
    # mypy reads folders, not pyproject's package-dir: scripts/typecheck.py lays the package out as
    # it installs, properties/ inside it as referee.properties, so every property module is read
    import importlib.util

    spec = importlib.util.spec_from_file_location("typecheck", REPO / "scripts" / "typecheck.py")
    typecheck = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(typecheck)
    typecheck.installed_layout(tmp_path)
    for path in (REPO / "properties").rglob("*.py"):
        assert (tmp_path / "referee" / "properties" / path.relative_to(REPO / "properties")).is_file(), path
    assert (tmp_path / "referee" / "engine" / "adjudicate.py").is_file()
    assert "scripts/typecheck.py" in (REPO / ".ci" / "run").read_text()


# tests/ mirrors referee/: a folder per package (the verification layer's is verification/, the
# top-level modules api, errors and limits sit with the package that uses them most). The folders
# made since the first ones hold no __init__.py: a test package named io would stand in for the
# standard library's module, so their modules are imported by their own (unique) names.
TEST_FOLDERS = ("engine", "rules", "io", "present", "messages", "api", "cli", "lab", "games", "games/kings_struggle",
                "games/kings_favor", "web", "verification", "scripts")
TOP_OF_TESTS = {"conftest.py", "helpers.py", "english_detector.py", "slips.py", "favor_boards.py", "fuzz_harness.py",
                "fuzz_strategies.py",                                  # fixtures and helpers the folders share
                "test_layout.py", "test_doc_commands.py", "test_docs_site.py", "test_readme_setup.py",
                "test_changelog.py", "test_product_words.py"}          # the repository's layout and docs


def test_the_tests_are_nested_by_package():
    top = {p.name for p in (REPO / "tests").glob("*.py")}
    assert top <= TOP_OF_TESTS, sorted(top - TOP_OF_TESTS)
    for folder in TEST_FOLDERS:
        assert list((REPO / "tests" / folder).glob("test_*.py")), folder
    names = [p.name for p in (REPO / "tests").rglob("test_*.py")
             if not (p.parent / "__init__.py").is_file() and p.parent != REPO / "tests"]
    assert len(names) == len(set(names)), "two test modules of the same name in folders without __init__.py"
    assert not (REPO / "tests" / "io" / "__init__.py").exists()


def test_health_checks_are_suppressed_by_name_only():
    # every suppressed Hypothesis health check is named where it is suppressed, with its reason beside
    # it: never the whole list
    sources = [p for folder in ("referee", "properties", "scripts", "tests", "bench")
               for p in (REPO / folder).rglob("*.py")]
    every = "suppress_health_check=" + "list(HealthCheck)"      # spelt in two, so this file is not found
    blanket = [str(p.relative_to(REPO)) for p in sources if every in p.read_text(encoding="utf-8")]
    assert not blanket, blanket
