"""`referee rules`: the rules in force as keys and values, what a variant changes (--diff), and
the spec reference page (--reference)."""

from __future__ import annotations

import click

from .common import dump_json, fail
from .options import load_rules_or_fail, variant_option


@click.command("rules")
@variant_option
@click.option("--diff", "diff", nargs=2, metavar="A B",
              help="List exactly what ruleset B changes from A; each is `standard`, a variant id or a variant .toml.")
@click.option("--json", "as_json", is_flag=True, is_eager=True, help="Print the rules (or the differences) as JSON.")
@click.option("--reference", is_flag=True, help="Print the spec reference page (docs/spec-reference.md) instead.")
def rules(variants, diff, as_json, reference):
    """Print the effective rules of a ruleset (the standard rules, or with --variant), one key a line."""
    from ..rules.describe import effective_values, reference_markdown, rules_text

    if reference:
        click.echo(reference_markdown(), nl=False)
        return
    if diff:
        if variants:
            fail("--diff names both rulesets: give the variant there, not with --variant")
        _diff(*diff, as_json=as_json)
        return
    ruleset = load_rules_or_fail(tuple(variants))
    if as_json:
        click.echo(dump_json({"ruleset": ruleset.label, "variants": list(ruleset.variant_ids),
                              "rules": effective_values(ruleset)}), nl=False)
    else:
        click.echo(rules_text(ruleset), nl=False)


def _ruleset(name: str):
    return load_rules_or_fail(() if name == "standard" else (name,))


def _diff(a: str, b: str, as_json: bool) -> None:
    from ..rules.describe import differences, key_doc, value_text

    changed = differences(_ruleset(a), _ruleset(b))
    if as_json:
        click.echo(dump_json({"from": a, "to": b, "changes": [{"key": k, "from": x, "to": y} for k, x, y in changed]}),
                   nl=False)
        return
    click.echo(f"{b} changes {len(changed)} {'key' if len(changed) == 1 else 'keys'} of {a}:" if changed
               else f"{b} changes nothing in {a}.")
    for key, old, new in changed:
        click.echo(f"  {key}: {value_text(old)} -> {value_text(new)}")
        doc = key_doc(key)
        if doc:
            click.echo(f"      ({doc})")
