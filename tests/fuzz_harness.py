"""Run one fuzz case (a command and its input files) in-process and check the hostile-input property.

The property: the command exits 0, 1 or 2; no exception escapes (a crash while
writing a message counts); it takes a few seconds at most; its input files are unchanged; and
a command that fails (exit != 0) writes no output file.

A Case is plain data so that a failing one can be saved to tests/fuzz_corpus/ as JSON and
replayed by tests/cli/test_fuzz.py: args may hold "{dir}", the folder the files are written to.
"""

from __future__ import annotations

import base64
import hashlib
import json
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from click.testing import CliRunner

from referee.cli import main
from referee.rules import loader

TIME_LIMIT = 5.0          # seconds for one command: "a few seconds at most"
CORPUS = Path(__file__).resolve().parent / "fuzz_corpus"


@dataclass
class Case:
    args: list[str]                                         # "{dir}" stands for the case's folder
    files: dict[str, bytes] = field(default_factory=dict)   # inputs written before the run
    outputs: list[str] = field(default_factory=list)        # names a failing command must not create
    stdin: bytes | None = None

    @property
    def command(self) -> str:
        return self.args[0] if self.args else "(none)"

    def to_json(self) -> dict:
        return {"args": self.args, "outputs": self.outputs,
                "files": {k: base64.b64encode(v).decode() for k, v in self.files.items()},
                "stdin": None if self.stdin is None else base64.b64encode(self.stdin).decode()}

    @classmethod
    def from_json(cls, data: dict) -> "Case":
        return cls(list(data["args"]), {k: base64.b64decode(v) for k, v in data["files"].items()},
                   list(data.get("outputs", [])),
                   None if data.get("stdin") is None else base64.b64decode(data["stdin"]))


@dataclass
class Run:
    exit_code: int
    seconds: float
    failure: str | None          # why the property does not hold, or None


def run_case(case: Case) -> Run:
    """Run the case in a fresh folder and check the property."""
    with tempfile.TemporaryDirectory(prefix="fuzz-") as folder:
        for name, data in case.files.items():
            Path(folder, name).write_bytes(data)
        args = [a.replace("{dir}", folder) for a in case.args]
        runner = CliRunner()
        started = time.monotonic()
        result = runner.invoke(main, args, input=case.stdin, catch_exceptions=True)
        seconds = time.monotonic() - started
        loader._CACHE.clear()          # variant files come and go with each case's folder
        return Run(result.exit_code, seconds, _failure(case, folder, result, seconds))


def _failure(case: Case, folder: str, result, seconds: float) -> str | None:
    exc = result.exception
    if exc is not None and not isinstance(exc, SystemExit):
        return f"{type(exc).__name__}: {exc}\n" + "".join(traceback.format_exception(*result.exc_info))[-2000:]
    if result.exit_code not in (0, 1, 2):
        return f"exit code {result.exit_code}"
    if seconds > TIME_LIMIT:
        return f"took {seconds:.1f}s (limit {TIME_LIMIT}s)"
    for name, data in case.files.items():
        if Path(folder, name).read_bytes() != data:
            return f"input {name} was modified"
    if result.exit_code != 0:
        for name in case.outputs:
            path = Path(folder, name)
            if path.exists() and not (path.is_dir() and not any(path.iterdir())):
                return f"exit {result.exit_code} but output {name} was written"
    return None


def save_failing(case: Case, why: str) -> Path:
    """Write the case to the corpus, named by a hash of its content; returns the path."""
    CORPUS.mkdir(exist_ok=True)
    data = case.to_json()
    digest = hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:12]
    path = CORPUS / f"{case.command}-{digest}.json"
    data["why"] = why.splitlines()[0][:300]
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    return path


def corpus_cases() -> list[Path]:
    return sorted(CORPUS.glob("*.json")) if CORPUS.is_dir() else []


def describe(case: Case) -> str:
    shown = {k: (v[:300] + b"..." if len(v) > 300 else v) for k, v in case.files.items()}
    return f"args={case.args} files={shown} stdin={case.stdin[:300] if case.stdin else None}"

