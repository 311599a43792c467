"""Where every translatable text is declared, read for the catalogue template (locale/referee.pot).

Each source is a Babel extraction method (fileobj, keywords, comment_tags, options) ->
(line, "pgettext", (context, English), comments) run on the file that declares the texts:
- the message templates (referee/messages/en.py, read as Python source: each key a context);
- the open rulings' questions and alternatives (spec/<game>/rulings.toml) and the clause map's
  paraphrases (spec/kings-road/clauses.toml), read as TOML;
- the rulebook's section headings named anywhere in King's Road's spec (the one game with a
  French rulebook), read as TOML;
- the spec keys' descriptions (referee/rules/schema.py), the invariants' statements
  (properties/statements/invariants.py, the rulebook anchors and the other games' catalogues), the check table's
  comparisons (the `label=` strings of properties/conformance/) and the command line's help
  (referee/cli: every command and option, and click's own words), read from the objects the
  code declares.
Run from a checkout (the sources are its files). `template()` runs them all into one Babel
Catalog; scripts/catalogues.py writes it, merges it into each language's .po and compiles the
.mo; `problems()` is what tests/messages/test_catalogues.py and `scripts/catalogues.py check` report: an
entry untranslated or fuzzy (its English changed since it was translated), a stale one (its
context and English are no longer declared anywhere), a translation whose {placeholders} differ
from its English's.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path
from typing import Any, Callable, Iterator, cast

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract

from .messages import template_fields
from .messages.catalogue import DOMAIN, help_context, ruling_context

REPO = Path(__file__).resolve().parent.parent
Found = Iterator[tuple[int, str, tuple[str, str], list[str]]]


def _found(lineno: int, context: str, english: str, comment: str = "") -> tuple[int, str, tuple[str, str], list[str]]:
    return lineno, "pgettext", (context, english), [comment] if comment else []


def _line_of(source: str, needle: str) -> int:
    """The line where `needle` first appears in `source` (1 when it does not: a computed text)."""
    at = source.find(needle)
    return source.count("\n", 0, at) + 1 if at >= 0 else 1


def message_templates(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Found:
    """MESSAGES = {key: template} of referee/messages/en.py, read as source, not run."""
    for node in ast.walk(ast.parse(fileobj.read())):
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "MESSAGES" for t in node.targets):
            assert isinstance(node.value, ast.Dict)
            for key, value in zip(node.value.keys, node.value.values):
                assert isinstance(key, ast.Constant) and isinstance(value, ast.Constant)
                yield _found(key.lineno, str(key.value), str(value.value))


def rulings_register(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Found:
    source = fileobj.read().decode("utf-8")
    for ruling in tomllib.loads(source).get("ruling", []):
        line = _line_of(source, f'id = "{ruling["id"]}"')
        yield _found(line, ruling_context(ruling["id"]), ruling["question"], "an open ruling's question")
        for choice, english in ruling["alternatives"].items():
            yield _found(line, ruling_context(ruling["id"], choice), english, f"the alternative {choice!r}")


def clause_map(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Found:
    source = fileobj.read().decode("utf-8")
    for clause in tomllib.loads(source)["clause"]:
        yield _found(_line_of(source, f'id = "{clause["id"]}"'), f"clause:{clause['id']}", clause["text"],
                     f"section {clause['section']!r}; our own paraphrase, never the publisher's sentence")


def _section_names(data: Any) -> Iterator[str]:
    if isinstance(data, dict):
        for key, value in data.items():
            if key == "section" or key.endswith("_section"):
                yield value
            elif key == "sections":
                yield from value
            else:
                yield from _section_names(value)
    elif isinstance(data, list):
        for item in data:
            yield from _section_names(item)


def section_headings(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Found:
    """Every rulebook section a King's Road spec file names (`section`, `sections`, `*_section`)."""
    source = fileobj.read().decode("utf-8")
    for name in dict.fromkeys(_section_names(tomllib.loads(source))):
        yield _found(_line_of(source, f'"{name}"'), "section", name, "the French rulebook's heading")


def key_docs(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Found:
    from .rules import schema

    source = fileobj.read().decode("utf-8")
    for table in (*schema.GAME_TABLES, schema.REGION):
        for key in table.keys:
            yield _found(_line_of(source, f'"{key.name}"'), f"key-doc:{table.name}.{key.name}", key.doc)


def invariant_statements(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Found:
    """The statements of the catalogue the file declares (options["catalogue"]: module:name)."""
    import importlib

    module, _, name = options["catalogue"].partition(":")
    source = fileobj.read().decode("utf-8")
    for invariant in getattr(importlib.import_module(module), name):
        yield _found(_line_of(source, f'"{invariant.id}"'), f"invariant:{invariant.id}", invariant.statement)


def comparison_labels(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Found:
    """The check table's comparisons: `label="..."` arguments and the strings of a *LABELS tuple."""
    tree = ast.parse(fileobj.read())
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "label":
            value = node.value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                yield _found(value.lineno, "oracle", value.value, "a row of `referee check`'s table")
        elif isinstance(node, ast.Assign) and any(getattr(t, "id", "").endswith("LABELS") for t in node.targets):
            for item in getattr(node.value, "elts", ()):
                if isinstance(item, ast.Constant) and isinstance(item.value, str):
                    yield _found(item.lineno, "oracle", item.value, "a row of `referee check`'s table")


def command_help(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Found:
    """Every command's and option's help in the `referee` tree, and click's own words."""
    from .cli import main
    from .cli.help_text import CLICK_WORDS, help_texts

    for path, english in sorted(help_texts(main)):
        command, _, option = path.partition(" -")
        shown = f"`{command} --help`" + (f", the option -{option}" if option else "")
        yield _found(1, help_context(path), english, f"{shown}; declared in {_declared_in(main, path)}")
    for word in CLICK_WORDS:
        yield _found(1, "click", word, "click's own word in every help")


def _declared_in(root: Any, path: str) -> str:
    """Where the command of a help path is written: "referee/cli/check.py:66"."""
    import inspect

    command = root
    for name in path.split()[1:]:
        if name.startswith("-"):
            break
        command = command.commands[name]
    function = inspect.unwrap(command.callback) if command.callback else None
    if function is None:
        return "click"
    file = Path(inspect.getsourcefile(function) or "").resolve()
    where = file.relative_to(REPO).as_posix() if file.is_relative_to(REPO) else file.name
    return f"{where}:{inspect.getsourcelines(function)[1]}"


Method = Callable[..., Found]
# (files, relative to the checkout, the method, its options)
SOURCES: tuple[tuple[str, Method, dict[str, str]], ...] = (
    ("referee/messages/en.py", message_templates, {}),
    ("spec/*/rulings.toml", rulings_register, {}),
    ("spec/kings-road/clauses.toml", clause_map, {}),
    ("spec/kings-road/**/*.toml", section_headings, {}),
    ("referee/rules/schema.py", key_docs, {}),
    ("properties/statements/invariants.py", invariant_statements,
     {"catalogue": "referee.properties.statements.invariants:CATALOGUE"}),
    ("properties/statements/anchors.py", invariant_statements,
     {"catalogue": "referee.properties.statements.anchors:ANCHORS"}),
    ("referee/games/kings_struggle/invariants.py", invariant_statements,
     {"catalogue": "referee.games.kings_struggle.invariants:CATALOGUE"}),
    ("properties/conformance/*.py", comparison_labels, {}),
    ("referee/cli/__init__.py", command_help, {}),
)


def template() -> Catalog:
    """The catalogue template: every translatable text, its context, where it is declared."""
    from . import __version__

    missing = [pattern for pattern, _, _ in SOURCES if not any(REPO.glob(pattern))]
    if missing:        # an installed package has no checkout around it: no template rather than half of one
        raise FileNotFoundError(f"the catalogue's sources are read from a checkout; {REPO} has no {missing[0]}")
    catalog = Catalog(domain=DOMAIN, project="referee", version=__version__, msgid_bugs_address="docs/contributing.md",
                      copyright_holder="the referee's authors", fuzzy=False,
                      header_comment="# Every text the referee prints, as declared in English: the template of each\n"
                                     "# language's catalogue. Generated: python3 scripts/catalogues.py update")
    for pattern, method, options in SOURCES:
        for path in sorted(REPO.glob(pattern)):
            relative = path.relative_to(REPO).as_posix()
            with path.open("rb") as fileobj:
                # Any: Babel's annotation of a method is narrower than the protocol it runs
                for lineno, english, comments, context in extract(cast(Any, method), fileobj, options=options):
                    catalog.add(english, locations=[_declared(comments) or (relative, lineno)],
                                auto_comments=comments, context=context)
    return catalog


def _declared(comments: list[str]) -> tuple[str, int] | None:
    """Where a text read from an object (not from the file's lines) is written, when its method
    says so in its comment ("...; declared in referee/cli/check.py:24"): the entry's location."""
    found = re.search(r"declared in (\S+):(\d+)$", comments[-1]) if comments else None
    return (found[1], int(found[2])) if found else None


def _fields(template: str) -> set[str]:
    """The names a template fills in, or a name no template has when it cannot be read."""
    try:
        return template_fields(template)
    except ValueError:
        return {"<not a template>"}


AGREEMENT = {"n"}      # a count a translation may use, or not, for its agreement (every render passes it)


def _entry(message: Message) -> str:
    return f"{message.context} {message.id!r}"


def problems(template: Catalog, translated: Catalog) -> list[str]:
    """What keeps `translated` (one language's .po) from saying every text of `template` in its
    language, one line each (nothing when complete)."""
    found = []
    for message in template:
        if not message.id:
            continue
        entry = translated.get(message.id, message.context)
        english, translation = str(message.id), str(entry.string) if entry is not None else ""
        if entry is None or not entry.string:
            found.append(f"untranslated: {_entry(message)}")
        elif entry.fuzzy:
            found.append(f"fuzzy (the English changed since it was translated): {_entry(message)}")
        elif "python-brace-format" in message.flags and (_fields(english) ^ _fields(translation)) - AGREEMENT:
            found.append(f"placeholders differ: {_entry(message)}: {sorted(_fields(english))} in English, "
                         f"{sorted(_fields(translation))} in {translated.locale}")
    for entry in translated:
        if entry.id and template.get(entry.id, entry.context) is None:
            found.append(f"stale (declared nowhere now): {_entry(entry)}")
    found += [f"stale (obsolete): {_entry(entry)}" for entry in translated.obsolete.values()]
    return found
