"""The translators' catalogues (referee/messages/locale): complete, not stale, compiled, and the
template is what the sources declare today (referee.translation_sources; scripts/catalogues.py)."""

from __future__ import annotations

import copy
import functools
import importlib.util
import io
import re

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from helpers import FRENCH_PO, REPO, french_catalogue
from referee import translation_sources
from referee.messages import LANGS, number_text, ordinal, render
from referee.messages.catalogue import LOCALE_DIR, ruling_context


@functools.cache
def template() -> Catalog:
    """What the sources declare today (about 0.7 s: made once per test process, when a test asks)."""
    return translation_sources.template()


def entries(catalog: Catalog) -> set[tuple[str | None, str]]:
    return {(m.context, m.id) for m in catalog if m.id}


def test_the_french_catalogue_is_complete_has_no_stale_entry_and_keeps_the_placeholders():
    assert translation_sources.problems(template(), french_catalogue()) == []


def test_the_committed_template_is_what_the_sources_declare_today():
    with (LOCALE_DIR / "referee.pot").open("rb") as f:
        committed = read_po(f)
    assert entries(committed) ^ entries(template()) == set(), "run python3 scripts/catalogues.py update"


def compiled_entries(mo: bytes) -> dict[str, str]:
    """What the standard library's gettext reads from a .mo: "context\x04English" -> translation (the
    header, which names the Babel version that wrote it, left out)."""
    import gettext

    return {k: v for k, v in gettext.GNUTranslations(io.BytesIO(mo))._catalog.items() if k}


def translated_entries(catalog: Catalog) -> dict[str, str]:
    return {f"{m.context}\x04{m.id}": m.string for m in catalog if m.id and m.string and not m.fuzzy}


def test_each_compiled_catalogue_is_its_po():
    # what runs (the .mo, read by the standard library's gettext) is what a translator edited
    for po in LOCALE_DIR.glob("*/LC_MESSAGES/referee.po"):
        with po.open("rb") as f:
            catalog = read_po(f, locale=po.parent.parent.name)
        assert compiled_entries(po.with_suffix(".mo").read_bytes()) == translated_entries(catalog), po
    assert LANGS == ("en", "fr")


def _changed(template: Catalog, context: str, new_english: str) -> Catalog:
    changed = copy.deepcopy(template)
    old = next(m for m in changed if m.context == context)
    changed.delete(old.id, context=context)
    changed.add(new_english, context=context, flags=old.flags)
    return changed


def test_an_english_text_changed_without_its_translation_is_reported_both_ways():
    # a reworded English: its new text is untranslated, its old entry stale
    help_english = next(m.id for m in template() if m.context == "help:referee check")
    found = translation_sources.problems(_changed(template(), "help:referee check",
                                                  help_english.replace("Prints a table", "Prints one table")),
                                         french_catalogue())
    assert [line.split(":")[0] for line in found] == ["untranslated", "stale (declared nowhere now)"]
    assert all("help:referee check " in line for line in found)


def test_a_translation_that_drops_a_placeholder_is_reported():
    french = copy.deepcopy(french_catalogue())
    english = next(m.id for m in template() if m.context == "placing.paid")
    french.get(english, "placing.paid").string = "{player} : {influence}, {place:ordinal} place."
    assert translation_sources.problems(template(), french) == [
        "placeholders differ: placing.paid " + repr(english) + ": ['influence', 'place', 'player', 'points'] in "
        "English, ['influence', 'place', 'player'] in fr"]


def test_the_extraction_holds_every_declared_text():
    # counted from the declarations themselves, not from the catalogue
    from referee.cli import main
    from referee.cli.help_text import help_texts
    from referee.games.kings_struggle.invariants import CATALOGUE as STRUGGLE
    from referee.messages import en
    from referee.properties.statements.anchors import ANCHORS
    from referee.properties.statements.invariants import CATALOGUE
    from referee.rules import load_rules
    from referee.rules.clauses import load_clauses
    from referee.rules.schema import GAME_TABLES, REGION

    contexts = [m.context for m in template() if m.id]
    assert {key for key in en.MESSAGES} <= set(contexts)
    assert {f"help:{path}" for path, _ in help_texts(main)} <= set(contexts)
    assert {f"invariant:{c.id}" for c in (*CATALOGUE, *ANCHORS, *STRUGGLE)} <= set(contexts)
    assert {f"clause:{c.id}" for c in load_clauses()} <= set(contexts)
    assert {f"key-doc:{t.name}.{k.name}" for t in (*GAME_TABLES, REGION) for k in t.keys} <= set(contexts)
    rulings = load_rules().rulings
    assert {ruling_context(r.id, choice) for r in rulings for choice in (None, *r.alternatives)} <= set(contexts)
    # every rulebook section King's Road's spec names, and the clause map's
    assert {c.section for c in load_clauses()} <= {m.id for m in template() if m.context == "section"}
    # a context names one text, but for the three vocabularies keyed by their English
    named = [c for c in contexts if c not in ("section", "oracle", "click")]
    assert len(named) == len(set(named))


@pytest.mark.parametrize(("n", "english", "french"), [
    # English: -st after 1, -nd after 2, -rd after 3, except in the teens (11th, 12th, 13th); French:
    # 1re (la première place), then 2e, 3e ... (the French rulebook's abbreviations)
    (1, "1st", "1re"), (2, "2nd", "2e"), (3, "3rd", "3e"), (4, "4th", "4e"), (11, "11th", "11e"),
    (12, "12th", "12e"), (13, "13th", "13e"), (21, "21st", "21e"), (22, "22nd", "22e"), (101, "101st", "101e"),
    (111, "111th", "111e"),
])
def test_ordinals_follow_cldr_categories_and_the_catalogue_s_suffixes(n, english, french):
    assert (ordinal(n, "en"), ordinal(n, "fr")) == (english, french)


def test_plural_forms_numbers_and_lists_in_each_language():
    # French counts 0 and 1 (and 1.5) in the singular, English only 1
    assert render("account.game-over", "en", n=1, winners=["Ann"]) == "GAME OVER. Winner: Ann"
    assert render("account.game-over", "en", n=0, winners=[]).startswith("GAME OVER. Winners")
    assert render("account.game-over", "fr", n=0, winners=[]).startswith("FIN DE LA PARTIE. Vainqueur ")
    assert render("account.game-over", "fr", n=2, winners=["A", "B", "C"]) == "FIN DE LA PARTIE. Vainqueurs : A, B et C"
    assert render("account.game-over", "en", n=2, winners=["A", "B", "C"]) == "GAME OVER. Winners: A, B and C"
    # French groups digits with a narrow no-break space and marks decimals with a comma; its percent
    # sign stands after a narrow no-break space (the catalogue's number.percent)
    assert number_text(1234567, "fr") == "1\u202f234\u202f567" and number_text(1234567, "en") == "1,234,567"
    assert number_text(2.675, "en", 2) == "2.67"      # half to even on the float's exact value, as Python rounds
    assert number_text(0.153, "fr", 1, percent=True) == "15,3\u202f%" and number_text(0.153, "en", 1, percent=True) == "15.3%"


def test_the_po_file_is_what_a_translator_expects():
    text = FRENCH_PO.read_text(encoding="utf-8")
    assert text.count('msgctxt "help:referee check"\n') == 1
    assert '"Language: fr\\n"' in text and "Edit msgstr only" in text
    template = REPO.joinpath("referee/messages/locale/referee.pot").read_text(encoding="utf-8")
    assert re.findall(r'^msgstr "(.+)"', template, re.M) == []      # a template holds no translation


def test_a_check_row_over_more_seats_than_the_box_is_french_too():
    # closed_form names a row over a variant's extra seats by its comparison and its seats: the table
    # gives the comparison's French and the seats in French; the English row is what it always was
    from english_detector import english_in
    from referee.properties.conformance.oracle import OracleReport

    report = OracleReport("", label="region scoring, exhaustive multisets", seats=(2, 8))
    assert report.shown_label("en") == "region scoring, exhaustive multisets, 2-8 players"
    french = report.shown_label("fr")
    assert french == "décompte d'une région, multiensembles exhaustifs, de 2 à 8 joueurs"
    assert english_in(french) == []


def test_an_update_of_up_to_date_catalogues_changes_no_file(tmp_path, capsys):
    # scripts/catalogues.py update on a copy of the catalogues: the same bytes (the committed files
    # are what an update gives, and an update that finds nothing new leaves no diff: same order,
    # same date)
    import shutil

    spec = importlib.util.spec_from_file_location("catalogues", REPO / "scripts" / "catalogues.py")
    assert spec is not None and spec.loader is not None
    catalogues = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(catalogues)
    copy_dir = tmp_path / "locale"
    shutil.copytree(LOCALE_DIR, copy_dir)
    catalogues.update(copy_dir)
    assert "0 entries to translate" in capsys.readouterr().out
    for path in sorted(LOCALE_DIR.rglob("*.*")):
        mine, theirs = path.read_bytes(), (copy_dir / path.relative_to(LOCALE_DIR)).read_bytes()
        if path.suffix == ".mo":
            assert compiled_entries(theirs) == compiled_entries(mine), path.name
        else:       # the header names the Babel version that wrote it: any version will do
            assert without_babel_version(theirs) == without_babel_version(mine), path.name


def without_babel_version(text: bytes) -> bytes:
    return re.sub(rb'"Generated-By: Babel [^"]*"', b"", text)


def test_the_template_is_refused_away_from_a_checkout(monkeypatch, tmp_path):
    # an installed package has no spec/ or properties/ beside it: no template rather than half of one
    monkeypatch.setattr(translation_sources, "REPO", tmp_path)
    with pytest.raises(FileNotFoundError, match="read from a checkout"):
        translation_sources.template()
