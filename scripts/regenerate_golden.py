"""Regenerate tests/golden/*.expected.json after an intended change to the rules engine.

Usage: python3 scripts/regenerate_golden.py   (from the repository root)
Review the diff (git diff tests/golden) before committing: every change must be explained.
Records named lenient-*.json are replayed with --lenient; the others strictly.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.cli.common import dump_json  # noqa: E402
from referee.engine.replay import replay  # noqa: E402
from referee.io.game_record import read_record  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"


def records() -> list[Path]:
    return sorted(p for p in GOLDEN.glob("*.json") if not p.name.endswith(".expected.json"))


def expected_path(record: Path) -> Path:
    return record.with_name(record.stem + ".expected.json")


def sheet_of(record: Path) -> dict:
    rec, problems = read_record(json.loads(record.read_text(encoding="utf-8")))
    if rec is None:
        raise SystemExit(f"{record}: unreadable record: {[p.message for p in problems]}")
    return replay(rec, lenient=record.name.startswith("lenient-")).to_dict()


def main() -> None:
    for record in records():
        text = dump_json(sheet_of(record))
        target = expected_path(record)
        old = target.read_text(encoding="utf-8") if target.exists() else None
        target.write_text(text, encoding="utf-8")
        print(f"{'unchanged' if old == text else 'WRITTEN  '} {target.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
