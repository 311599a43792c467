"""`referee rules`: the rules in force as keys and values, what a variant changes (--diff), and
the spec reference page (--reference)."""

from __future__ import annotations

import click

from ..messages import text as message
from .common import dump_json, fail
from .options import lang_option, load_rules_or_fail, resolve_lang, variant_option


@click.command("rules")
@variant_option
@click.option("--diff", "diff", nargs=2, metavar="A B",
              help="List exactly what ruleset B changes from A; each is `standard`, a variant id or a variant .toml.")
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print the rules (or the differences) as JSON.")
@click.option("--reference", is_flag=True,
              help="Print the spec reference page (docs/spec-reference.md, in English) instead.")
@lang_option
def rules(variants, diff, as_json, reference, lang):
    """Print the effective rules of a ruleset (the standard rules, or with --variant), one key a line.

    Keys and values are the spec's own (English identifiers); the headings and, with --diff, each
    key's description are in --lang."""
    from ..messages import render
    from ..rules.describe import effective_values, reference_markdown, rules_text

    lang = resolve_lang(lang)
    if reference:
        if lang != "en":
            click.echo(render("rules.reference-english", lang), err=True)
        click.echo(reference_markdown(), nl=False)
        return
    if diff:
        if variants:
            fail(message("rules.diff-and-variant"), field="--diff", value=list(diff))
        _diff(*diff, as_json=as_json, lang=lang)
        return
    ruleset = load_rules_or_fail(tuple(variants))
    if as_json:
        click.echo(dump_json({"ruleset": ruleset.label, "variants": list(ruleset.variant_ids),
                              "rules": effective_values(ruleset)}), nl=False)
    else:
        click.echo(rules_text(ruleset, lang), nl=False)


def _ruleset(name: str):
    return load_rules_or_fail(() if name == "standard" else (name,))


def _diff(a: str, b: str, as_json: bool, lang: str) -> None:
    from ..messages import render
    from ..rules.describe import differences, key_doc, value_text

    changed = differences(_ruleset(a), _ruleset(b))
    if as_json:
        click.echo(dump_json({"from": a, "to": b, "changes": [{"key": k, "from": x, "to": y} for k, x, y in changed]}),
                   nl=False)
        return
    click.echo(render("rules.changes", lang, a=a, b=b, n=len(changed)) if changed
               else render("rules.changes-nothing", lang, a=a, b=b))
    for key, old, new in changed:
        click.echo(f"  {key}: {value_text(old)} -> {value_text(new)}")
        doc = key_doc(key, lang)
        if doc:
            click.echo(f"      ({doc})")
