"""Every output a refactoring must leave byte-identical: take a snapshot before, one after, compare.

Usage: python3 scripts/output_snapshot.py take DIR      (runs COMMANDS from the repository root, in
                                                        English and in French, and writes each one's
                                                        stdout, stderr and exit code under DIR)
       python3 scripts/output_snapshot.py compare A B   (lists every command whose output differs;
                                                        exit 1 if any)
The commands cover every --help, the examples through score, validate, replay, rules, rulings,
struggle, simulate, compare and check, and refusals, as text and JSON. Wall times, progress stamps
and the temporary folders a run writes to are masked before comparing; nothing else is. Take both
snapshots in the same checkout (the editable install runs whatever is checked out).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ("examples/dark-tower-4p.json", "examples/dragon-round-3p.json", "examples/game-end-3p.json")
GROUPS = ("", "check", "compare", "favor", "favor moves", "ladder", "render", "replay", "rules", "rulings",
          "score", "serve", "simulate", "struggle", "struggle score", "struggle trick", "validate")


def commands(lang: str, scratch: str) -> list[list[str]]:
    """Every command of the snapshot in `lang` (a group's help takes the language from the locale)."""
    runs = [[*group.split(), "--help"] for group in GROUPS]
    for example in EXAMPLES:
        runs += [["score", example], ["score", example, "--json"], ["validate", example],
                 ["score", example, "--variant", "permanent-nobles"]]
    runs += [["replay", "examples/records/game-3p.json"], ["replay", "examples/records/game-3p.json", "--json"],
             ["rulings"], ["rulings", "--clauses"], ["rulings", "--game", "kings-favor"],
             ["rulings", "--game", "kings-struggle"], ["rules"], ["rules", "--diff", "standard", "permanent-nobles"]]
    variants = sorted((ROOT / "examples" / "variants").glob("*.toml"))
    runs += [["rules", "--diff", "standard", v.relative_to(ROOT).as_posix()] for v in variants]
    runs += [["struggle", "score", "examples/struggle-hand.json"],
             ["struggle", "trick", "examples/struggle-trick.json"],
             ["simulate", "--games", "3", "--seed", "1", "--out", f"{scratch}/games-{lang}"],
             ["compare", "standard", "permanent-nobles", "examples/variants/ties-highest-place.toml", "--games", "40",
              "--seed", "2"],
             ["compare", "standard", "permanent-nobles", "--games", "40", "--seed", "2", "--json"],
             ["score", "/nonexistent.json"], ["score", "examples/variants/two-dragons.toml", "--json"],
             ["score", "examples/dark-tower-4p.json", "--variant", "nobel"],
             ["score", "examples/dark-tower-4p.json", "--ruling", "tie-x=y"],
             ["check", "--variant", "examples/variants/ties-highest-place.toml", "--fresh"],
             ["check", "--variant", "examples/variants/ties-highest-place.toml", "--fresh", "--json"]]
    return [run if "--help" in run else [*run, "--lang", lang] for run in runs]


MASKS = ((re.compile(r"^\[ *[0-9.]+s\].*\n?", re.M), ""),                         # progress lines
         (re.compile(r"[0-9]+[.,][0-9]+\s?s\b"), "SECONDS"),                      # "in 5.5 s", "0,40 s"
         (re.compile(r'"seconds": [0-9.]+'), '"seconds": SECONDS'),
         (re.compile(r"/tmp/[^/\s\"]+"), "/tmp/SCRATCH"))


def masked(text: str) -> str:
    for pattern, replacement in MASKS:
        text = pattern.sub(replacement, text)
    return text


def take(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=False)
    with tempfile.TemporaryDirectory() as scratch:
        for lang in ("en", "fr"):
            env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES")}
            env |= {"LANG": "fr_FR.UTF-8" if lang == "fr" else "C.UTF-8", "REFEREE_PROOF_CACHE": "off"}
            for run in commands(lang, scratch):
                done = subprocess.run([sys.executable, "-m", "referee", *run], cwd=ROOT, capture_output=True,
                                      text=True, env=env, timeout=600)
                name = f"{lang}-{len(list(folder.iterdir())):03d}"
                (folder / f"{name}.json").write_text(json.dumps(
                    {"command": run, "rc": done.returncode, "stdout": done.stdout, "stderr": done.stderr},
                    ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"{len(list(folder.iterdir()))} outputs in {folder}")


def compare(before: Path, after: Path) -> int:
    differ = []
    for path in sorted(before.glob("*.json")):
        old = json.loads(path.read_text(encoding="utf-8"))
        other = after / path.name
        new = json.loads(other.read_text(encoding="utf-8")) if other.exists() else {}
        for part in ("rc", "stdout", "stderr"):
            if masked(str(old.get(part))) != masked(str(new.get(part))):
                differ.append(f"{path.stem} {part}: referee {' '.join(old['command'])}")
    print("\n".join(differ) or f"every output of {before} is the same in {after}")
    return 1 if differ else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("take", "compare"))
    parser.add_argument("folders", nargs="+", type=Path)
    args = parser.parse_args()
    if args.action == "take":
        take(args.folders[0])
    else:
        sys.exit(compare(args.folders[0], args.folders[1]))
