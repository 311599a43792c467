"""The rules in force as plain keys and values: what `referee rules` prints, what `--diff`
compares, and the spec reference page (docs/spec-reference.md) generated from the schema.

Keys are named as in the spec files ("scoring.tie_rule", "regions.5.banner"), so a difference
reads as the line a variant file would change.
"""

from __future__ import annotations

from typing import Any

from . import schema
from .model import Rules

GAME_ATTRIBUTES = {"id": "game_id", "name": "game_name", "min_players": "min_players",
                    "max_players": "max_players"}


def effective_values(rules: Rules) -> dict[str, Any]:
    """{"table.key": value} for every rule parameter in force (descriptive game keys left out)."""
    values: dict[str, Any] = {}
    for name, attribute in GAME_ATTRIBUTES.items():
        values[f"game.{name}"] = getattr(rules, attribute)
    for table in schema.GAME_TABLES:
        if table.name in ("game", "regions"):
            continue
        data = getattr(rules, table.name)
        for key in table.keys:
            values[f"{table.name}.{key.name}"] = getattr(data, key.name)
    for region in rules.regions:
        for key in schema.REGION.keys:
            if key.name != "number":
                values[f"regions.{region.number}.{key.name}"] = getattr(region, key.name)
    return values


def value_text(value: Any) -> str:
    """A value as TOML writes it: "word", 3, true, [1, 2], [[3, 1]]."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(value_text(v) for v in value) + "]"
    return str(value)


def rules_text(rules: Rules, lang: str = "en") -> str:
    """The effective rules, one `key = value` line each, grouped by table (keys and values are the
    spec's own words; the heading is in `lang`)."""
    from ..messages import render

    lines = [render("rules.heading", lang, game=rules.game_name, label=rules.label)]
    for v in rules.variants:
        lines.append(render("rules.variant-line", lang, id=v.id, file=v.file))
    table = None
    for key, value in effective_values(rules).items():
        head, _, name = key.rpartition(".")
        if head != table:
            table = head
            lines += ["", f"[{head}]"]
        lines.append(f"{name} = {value_text(value)}")
    return "\n".join(lines) + "\n"


def differences(a: Rules, b: Rules) -> list[tuple[str, Any, Any]]:
    """(key, value in a, value in b) for every rule parameter that differs."""
    va, vb = effective_values(a), effective_values(b)
    return [(k, va.get(k), vb.get(k)) for k in list(va) + [k for k in vb if k not in va] if va.get(k) != vb.get(k)]


def key_doc(dotted: str, lang: str = "en") -> str:
    """The schema's one-line description of a key ("regions.5.banner" -> the banner's), in `lang`
    (the catalogue's entry key-doc:<table>.<key>; English, the schema's own, when it has none)."""
    from ..messages import translated

    head, _, name = dotted.partition(".")
    if head == "regions":
        name = dotted.rsplit(".", 1)[1]
    try:
        english = (schema.REGION if head == "regions" else schema.table(head)).key(name).doc
    except KeyError:
        return ""
    return translated(f"key-doc:{head}.{name}", english, lang)


# ---------------------------------------------------------------- the reference page

def reference_markdown() -> str:
    """docs/spec-reference.md: every key of game.toml, variant files and rulings.toml."""
    parts = [
        "# Spec reference",
        "",
        "Generated from `referee/rules/schema.py` by `referee rules --reference`; do not edit by hand",
        "(`tests/rules/test_rules_reference.py` fails when this page is out of date).",
        "",
        "`spec/<game>/game.toml` holds the tables below. A variant file holds `[variant]` and changes",
        "any key of these tables under `[overrides.<table>]` (regions: `[[overrides.regions]]` with",
        "the region's `number` and the keys to change). Unknown keys and values are refused at load,",
        "naming the file, the key and what is allowed; so is a number outside its allowed range.",
        "",
    ]
    for table in schema.GAME_TABLES + (schema.VARIANT, schema.RULING):
        parts += _table_markdown(table)
    return "\n".join(parts).rstrip("\n") + "\n"


def _compiled_markdown(key: schema.Key) -> str:
    """What `referee compare`'s batch simulator plays of the key, when it plays less than the key allows."""
    compiled = key.compiled
    if compiled is None:
        return " `referee compare` refuses rules that set it."
    if compiled.plays is not None and (key.type != "str" or compiled.plays != key.choices):
        return " `referee compare` plays " + (" and ".join(f"`{value_text(v)}`" for v in compiled.plays)
                                              if key.type == "str-list"
                                              else " or ".join(f"`{value_text(v)}`" for v in compiled.plays)) \
            + " only."
    if compiled.limit:
        return f" `referee compare` plays {compiled.limit}."
    return ""


def _table_markdown(table: schema.Table) -> list[str]:
    head = f"[[{table.name}]]" if table.many else f"[{table.name}]"
    lines = [f"## `{head}`", "", table.doc, "", "| key | type | default | meaning |", "| --- | --- | --- | --- |"]
    for key in table.keys:
        default = "required" if key.required else f"`{value_text(key.default)}`"
        meaning = key.doc
        if key.choices and key.choice_docs:
            meaning += " " + "; ".join(f"`{c}`: {d}" for c, d in zip(key.choices, key.choice_docs)) + "."
        elif key.choices:
            meaning += " One of " + ", ".join(f"`{c}`" for c in key.choices) + "."
        if key.has_range:
            meaning += f" Allowed: {key.range_text()}."
        meaning += _compiled_markdown(key)
        lines.append(f"| `{key.name}` | {key.type} | {default} | {meaning.replace('|', '/')} |")
    return lines + [""]
