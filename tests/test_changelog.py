"""CHANGELOG.md keeps the Keep a Changelog shape: [Unreleased] first, then released versions, newest
first, each with its date; the package's version comes after the newest release."""

from __future__ import annotations

import re
import tomllib
from datetime import date

import referee
from helpers import REPO

HEADING = re.compile(r"^## \[(?P<name>[^\]]+)\](?: - (?P<date>\d{4}-\d{2}-\d{2}))?$", re.MULTILINE)


def _headings() -> list[tuple[str, str | None]]:
    text = (REPO / "CHANGELOG.md").read_text(encoding="utf-8")
    return [(m["name"], m["date"]) for m in HEADING.finditer(text)]


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.match(r"(\d+)\.(\d+)\.(\d+)", text).groups())


def test_unreleased_comes_first_then_dated_versions_newest_first():
    headings = _headings()
    assert headings[0] == ("Unreleased", None)
    released = headings[1:]
    assert released and all(day is not None for _, day in released)
    versions = [_version(name) for name, _ in released]
    days = [date.fromisoformat(day) for _, day in released]
    assert versions == sorted(versions, reverse=True) and len(set(versions)) == len(versions)
    assert days == sorted(days, reverse=True)


def test_the_package_version_is_the_newest_release_or_a_later_development_one():
    # a release commit declares the version its CHANGELOG section dates; every commit after it, the
    # next version's .devN (docs/contributing.md, "Releasing")
    declared = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert declared == referee.__version__
    newest = _headings()[1][0]
    if declared != newest:
        assert re.fullmatch(r"\d+\.\d+\.\d+\.dev\d+", declared), declared
        assert _version(declared) > _version(newest), (declared, newest)
