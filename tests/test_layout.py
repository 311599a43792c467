"""The architecture, checked: which sub-package may import which, no import cycles, one import name.

Layers, bottom up (each may import only the layers listed for it; every layer may import limits
and messages):
  limits            nothing of the referee          (the input limits, one module)
  messages          nothing of the referee          (the sentence templates, English and French)
  files             limits                          (the one door every file read goes through)
  errors            limits
  rules             errors                          (the spec as an immutable Rules object)
  engine            rules, errors                   (positions, scoring, rounds, replay, simulate)
  io                engine, rules, errors           (JSON readers)
  present           engine, rules, errors           (text, SVG, HTML)
  properties        io, engine, rules, errors       (verification: invariants, Z3, Hypothesis)
  games             errors, io (json_input only)    (the other games on the shelf)
  lab               api, present, engine, rules, errors   (variant laboratory: batch simulator, metrics;
                                                    its records are checked through the public API)
  api (+ __init__)  present, io, engine, rules, errors
  shelf             games, api, present, io, engine, rules, errors   (the three games behind one protocol)
  web               shelf, games, api, present, io, engine, rules, errors   (referee serve: page and HTTP API)
  cli               everything above
"""

from __future__ import annotations

import ast
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
    "files": {"limits"},                # the one door every file read goes through
    "rules": {"errors"},
    "engine": {"rules", "errors"},
    "io": {"engine", "rules", "errors"},
    "present": {"engine", "rules", "errors"},
    "properties": {"io", "engine", "rules", "errors"},
    "games": {"errors", "io"},          # io: only the shared JSON decoder within the limits (json_input)
    "lab": {"api", "present", "engine", "rules", "errors"},
    "api": {"present", "io", "engine", "rules", "errors"},
    "shelf": {"games", "api", "present", "io", "engine", "rules", "errors"},
    "web": {"shelf", "games", "api", "present", "io", "engine", "rules", "errors"},
    "cli": {"api", "present", "io", "engine", "rules", "errors", "properties", "games", "lab", "shelf", "web"},
    "__main__": {"cli"},
}
for _layer, _below in ALLOWED.items():     # every layer may read the limits, messages and rulings register
    if _layer not in ("limits", "messages", "__main__"):
        _below.update({"limits", "messages"})
    if _layer not in ("limits", "errors", "rulings_register", "spec_folder", "files", "__main__"):
        _below.update({"rulings_register", "spec_folder", "files"})


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
    assert graph.has_edge("referee.properties.differ", "referee.engine.adjudicate")


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


# The Z3 models are a second reading of the rules (issue 32): they read the ruleset as data (route,
# roads, banners, counts) and share no code with the engine, so that a slip in the engine cannot be
# copied into the model the proofs speak about. Board's behaviour (next_for_king, king_path, chain,
# bonus_regions, neighbours, route_from ...) counts as the engine's: only its data may be read
# (the regions' banners and names).
MODELS = ("referee.properties.z3_model", "referee.properties.z3_cards", "referee.properties.z3_round")
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
