"""The spec reference (referee/rules/describe.py, referee/rules/schema.py): every key documented
once, the reference page up to date, the effective rules and their differences."""


import tomllib

from helpers import REPO
from referee.rules import schema
from referee.rules.describe import differences, effective_values, reference_markdown, rules_text

PAGE = REPO / "docs" / "spec-reference.md"


def test_reference_page_is_up_to_date():
    # Regenerate with: referee rules --reference > docs/spec-reference.md
    assert PAGE.read_text(encoding="utf-8") == reference_markdown()


def test_every_key_of_game_toml_is_declared_and_documented():
    data = tomllib.loads((REPO / "spec" / "kings-road" / "game.toml").read_text(encoding="utf-8"))
    for name, value in data.items():
        table = schema.table(name)
        items = value if isinstance(value, list) else [value]
        for item in items:
            for key in item:
                assert table.key(key).doc, f"{name}.{key}"
    for table in schema.GAME_TABLES + (schema.VARIANT, schema.RULING):
        for key in table.keys:
            assert f"`{key.name}`" in reference_markdown()
            assert not key.choices or not key.choice_docs or len(key.choices) == len(key.choice_docs)


def test_effective_rules_list_every_rule_parameter(rules):
    values = effective_values(rules)
    assert values["scoring.tie_rule"] == "lowest-spanned-place"
    assert values["regions.5.banner"] == (5, 4, 2, 1)
    assert values["roads.side_roads"] == ((3, 1),)
    assert "tie_rule = \"lowest-spanned-place\"" in rules_text(rules)


def test_differences_are_exactly_the_overrides(rules, permanent_rules):
    assert differences(rules, rules) == []
    assert differences(rules, permanent_rules) == [("nobles.on_new_noble", "replace", "stack"),
                                                   ("nobles.max_per_region", 1, 0)]
