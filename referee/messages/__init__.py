"""Message templates: every sentence the referee prints, in English and French.

    render("placing.paid", "fr", player="Jen", place=1, points=5)

The English templates are the code's (en.MESSAGES); every other language's come from its gettext
catalogue (referee.messages.catalogue: locale/<lang>/LC_MESSAGES/referee.po, each template under
its key as context). Templates are str.format strings with these additions, all in the format
spec; which form a number takes is CLDR's, through Babel (referee.messages.cldr):
- `{n:marker|markers}` prints the first form when n is in CLDR's "one" category for the
  language (English: 1; French: 0 and 1), else the second;
- `{place:ordinal}` prints 1st / 2nd (1re / 2e in French): CLDR's ordinal category picks one of
  the templates ordinal.one, .two, .few, .other;
- `{section:section}` prints a rule section's name as that language's rulebook heads it;
- `{names:or}` joins a list as "'A' or 'B'" ("'A' ou 'B'"): the did-you-mean choices;
- `{n:num}` prints a number with the language's digit grouping (10,000 / 10 000), `{x:num.2}`
  with two decimals (1.50 / 1,50) and `{x:pct.1}` a proportion as a percentage with one decimal
  (15.0% / 15,0 %): CLDR's grouping and decimal mark, the catalogue's number.percent;
- a list or tuple value is joined as CLDR joins a list: "A, B and C" ("A, B et C");
  `{items:lines}` puts each on a line of its own, after "  - ";
- a Text value (a key and its values, not yet rendered) is rendered in the same language.
Rule section names are the English rulebook's headings in the spec; section_name() gives the
French rulebook's heading for each.

This package is the bottom layer (it imports nothing of the referee), so every layer builds its
sentences from it: the readers and the engine make a Text (key + values) for each problem, its
English rendering is the problem's `.message`, and any output can render it in French.
"""

from __future__ import annotations

import os
import string
from dataclasses import dataclass

from . import cldr, en
from .catalogue import LOCALE_DIR, SOURCE_LANG, ruling_context, translated

LANGS = (SOURCE_LANG, *sorted(p.name for p in LOCALE_DIR.iterdir() if (p / "LC_MESSAGES").is_dir()))


def default_lang(environ=None) -> str:
    """French when the environment's locale is French (LC_ALL, LC_MESSAGES, LANG), else English."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"


def ordinal(n: int, lang: str) -> str:
    """1st, 2nd, 3rd, 11th (1re, 2e): the ordinal template of n's CLDR ordinal category."""
    return render(f"ordinal.{cldr.ordinal_category(n, lang)}", lang, n=n)


def join(items, lang: str) -> str:
    return cldr.and_list([in_lang(i, lang) for i in items], lang)


@dataclass(frozen=True)
class Text:
    """A sentence not yet rendered: a template key and its values, in either language.

    str(text) is the English sentence; text.render("fr") the French. A value may itself be a Text
    (a clause such as a reason or a hint), rendered in the same language."""

    key: str
    params: tuple = ()        # (name, value) pairs, in the order given

    def values(self) -> dict:
        return dict(self.params)

    def render(self, lang: str = "en") -> str:
        return render(self.key, lang, **dict(self.params))

    def __str__(self) -> str:
        return self.render("en")


class Sentence(str):
    """A Text inside JSON data (a counterexample's comment): a plain str, its English rendering, for
    every reader of the data, that keeps its Text so an output in another language renders it
    again (cli.common.dump_json(data, lang))."""

    text: Text

    def __new__(cls, sentence: Text) -> "Sentence":
        made = super().__new__(cls, str(sentence))
        made.text = sentence
        return made


def in_language(data, lang: str):
    """JSON data with every Sentence in it rendered in `lang` (the data itself when English)."""
    if lang == "en":
        return data
    if isinstance(data, Sentence):
        return data.text.render(lang)
    if isinstance(data, dict):
        return {key: in_language(value, lang) for key, value in data.items()}
    if isinstance(data, (list, tuple)):
        return [in_language(value, lang) for value in data]
    return data


def text(key: str, /, **values) -> Text:
    """Text(key, values): `text("problem.unknown-field", hint=...)`."""
    return Text(key, tuple(values.items()))


def count(n: int, one: str, many: str = "") -> str:
    """An English count with its noun: count(1, "region") -> "1 region", count(2, "region") -> "2 regions".

    For the designers' English-only messages (invariants, refusals); players' sentences use templates."""
    return f"{n} {one if n == 1 else many or one + 's'}"


def in_lang(value, lang: str = "en") -> str:
    """A Text rendered in `lang`; any other value as str()."""
    return value.render(lang) if isinstance(value, Text) else str(value)


def problem_text(problem, lang: str = "en") -> str:
    """A problem's sentence (referee.errors.Problem, engine IllegalPlay) in `lang`, from its template
    key and values."""
    return render(problem.key, lang, **dict(problem.params))


def number_text(value, lang: str = "en", decimals: int | None = None, percent: bool = False) -> str:
    """A number as the language writes it: 12,345.6 and 15.0% in English, 12 345,6 and 15,0 % in French."""
    if not percent:
        return cldr.decimal_text(value, lang, decimals)
    return render("number.percent", lang, number=cldr.decimal_text(value * 100, lang, decimals))


class _Formatter(string.Formatter):
    def __init__(self, lang: str):
        self.lang = lang

    def format_field(self, value, format_spec: str):
        if isinstance(value, Text):
            return value.render(self.lang)
        if format_spec == "ordinal":
            return ordinal(value, self.lang)
        if format_spec == "section":
            return section_name(value, self.lang)
        if format_spec == "num" or format_spec.startswith(("num.", "pct.")):
            kind, _, places = format_spec.partition(".")
            return number_text(value, self.lang, int(places) if places else None, percent=kind == "pct")
        if format_spec == "lines":          # a bulleted list, one item a line
            return "".join(f"\n  - {in_lang(item, self.lang)}" for item in value)
        if format_spec == "or":
            return template("list.or", self.lang).join(repr(v) for v in value)
        if "|" in format_spec:
            one, many = format_spec.split("|", 1)
            return one if cldr.plural_category(value, self.lang) == "one" else many
        if isinstance(value, (list, tuple)):
            return join(value, self.lang)
        return super().format_field(value, format_spec)


def template(key: str, lang: str) -> str:
    """The template `key` in `lang` (its English when the catalogue has no translation of it)."""
    if key not in en.MESSAGES:
        raise KeyError(f"no message {key!r}")
    return translated(key, en.MESSAGES[key], lang)


def template_fields(template: str) -> set[str]:
    """The names a template fills in ("{n} {n:marker|markers} in {region}" -> n, region); ValueError
    for a template str.format cannot read."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def render(key: str, lang: str = "en", /, **values) -> str:
    """The message `key` in `lang` with `values` filled in."""
    return _Formatter(lang).format(template(key, lang), **values)


def section_name(section: str, lang: str = "en") -> str:
    """A rulebook section as that language's rulebook heads it (English: the spec's name)."""
    return translated("section", section, lang)


def ruling_text(ruling, choice: str | None, lang: str = "en") -> str:
    """An open ruling's question (choice None) or one alternative, in `lang`: English from the register
    (spec/<game>/rulings.toml), another language from its catalogue."""
    english = ruling.question if choice is None else ruling.alternatives[choice]
    return translated(ruling_context(ruling.id, choice), english, lang)
