"""Finding and reading a game's spec files, and its register of open rulings.

The checkout's spec/<game>/ is used when running from a source tree (referee/../pyproject.toml
exists); otherwise the installed copy, package data referee._spec/<game>/.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from types import MappingProxyType
from typing import Any, Mapping

from referee.errors import Problem, SpecError, did_you_mean_text, kind_text, show_value
from referee.messages import text
from referee.parse_reasons import json_reason, toml_reason
from referee.rulings_register import Ruling, parse_ruling_texts
from referee.spec_folder import spec_root

from .input_problems import bad


def spec_dir(game: str) -> Path:
    """The folder holding spec/<game>/ (found as every game's spec is: referee.spec_folder)."""
    return spec_root() / game


def spec_label(game: str, filename: str) -> str:
    return f"spec/{game}/{filename}"


def read_toml(game: str, filename: str) -> dict:
    """A spec TOML file as a dict; SpecError naming the file when it is missing or malformed."""
    return _read(game, filename, tomllib.loads, tomllib.TOMLDecodeError, "TOML")


def read_json(game: str, filename: str) -> Any:
    """A spec JSON file (a schema); SpecError naming the file when it is missing or malformed."""
    return _read(game, filename, json.loads, json.JSONDecodeError, "JSON")


def _read(game: str, filename: str, parse, malformed: type[Exception], what: str):
    label = spec_label(game, filename)
    try:
        return parse((spec_dir(game) / filename).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SpecError(label, "(file)", text("problem.no-such-file")) from None
    except json.JSONDecodeError as exc:
        raise SpecError(label, "(file)", text("problem.malformed-json", msg=json_reason(exc.msg), line=exc.lineno,
                                              column=exc.colno)) from None
    except malformed as exc:
        raise SpecError(label, "(file)", text("spec.file.toml", detail=toml_reason(str(exc)))) from None


def require(file: str, table: Mapping, key: str, typ: type, prefix: str = ""):
    """table[key] checked against typ (bool is not an int); SpecError naming file and key."""
    value = table.get(key) if isinstance(table, Mapping) else None
    if value is None or not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
        raise SpecError(file, prefix + key, text("spec.kind", kind=kind_text(typ), got=show_value(value)))
    return value


def int_table(file: str, table: Mapping, key: str, prefix: str = "") -> dict[int, int]:
    """An inline table such as {3 = 4, 4 = 6} -> {3: 4, 4: 6}."""
    raw = require(file, table, key, dict, prefix)
    result = {}
    for k, v in raw.items():
        if not k.isdigit() or not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise SpecError(file, f"{prefix}{key}.{k}", text("spec.count-points", got=f"{k} = {show_value(v)}"))
        result[int(k)] = v
    return dict(sorted(result.items()))


def read_rulings(game: str, filename: str = "rulings.toml") -> tuple[Ruling, ...]:
    """The register of open rulings: [[ruling]] tables with id, number, section, question,
    default and alternatives (choice -> explanation); the default must be one of the choices."""
    file = spec_label(game, filename)
    data = read_toml(game, filename)
    rulings = []
    for index, entry in enumerate(data.get("ruling", [])):
        prefix = f"ruling[{index}]."
        fields = {key: require(file, entry, key, typ, prefix) for key, typ in
                  (("id", str), ("number", int), ("section", str), ("question", str), ("default", str),
                   ("alternatives", dict))}
        if fields["default"] not in fields["alternatives"]:
            raise SpecError(file, prefix + "default",
                            text("spec.default-not-alternative", got=show_value(fields["default"]),
                                 choices=str(sorted(fields["alternatives"]))))
        fields["alternatives"] = MappingProxyType(dict(fields["alternatives"]))
        rulings.append(Ruling(**fields))
    if not rulings:
        raise SpecError(file, "ruling", text("spec.no-rulings"))
    return tuple(rulings)


def choose_rulings(register: tuple[Ruling, ...], given: Any, field: str = "rulings"):
    """(choices, problems): every ruling id -> the chosen alternative, the default unless `given`
    (a mapping id -> choice, from a file or --ruling) picks another."""
    choices = {r.id: r.default for r in register}
    problems: list[Problem] = []
    if given is None:
        return choices, problems
    if not isinstance(given, Mapping):
        return choices, [bad("BAD_TYPE", field, given, text("game.rulings-type"))]
    by_id = {r.id: r for r in register}
    for key, choice in given.items():
        ruling = by_id.get(key)
        if ruling is None:
            hint = did_you_mean_text(key, list(by_id)) or text("game.unknown-ruling.known", known=", ".join(by_id))
            problems.append(bad("UNKNOWN_RULING", f"{field}.{key}", choice, text("game.unknown-ruling", hint=hint)))
        elif not isinstance(choice, str) or choice not in ruling.alternatives:
            problems.append(bad("BAD_RULING", f"{field}.{key}", choice,
                                text("game.bad-ruling", hint=did_you_mean_text(choice, list(ruling.alternatives)),
                                     choices=", ".join(ruling.alternatives))))
        else:
            choices[key] = choice
    return choices, problems


def non_default(register: tuple[Ruling, ...], choices: Mapping[str, str]) -> dict[str, str]:
    return {r.id: choices[r.id] for r in register if choices.get(r.id, r.default) != r.default}


def parse_ruling_options(values, register: tuple[Ruling, ...]) -> dict[str, str]:
    """--ruling ID=CHOICE texts -> {id: choice}, checked against the register (the one reading
    every game shares); a RefereeError whose message names the option and the value otherwise."""
    return parse_ruling_texts(values, register)
