"""Only regular files and '-' are read (referee.cli.common.read_text, io.json_input.read_input): every
command that reads an input refuses a FIFO, a device, a folder, a missing file and a closed stdin with
exit 2 and a sentence naming the input, in the language asked for and as JSON under --json."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from helpers import REPO, run_referee

# slow (left out by `pytest -m "not slow"`): each test runs the referee in a subprocess, as a user does
pytestmark = pytest.mark.slow

# Every command that reads an input file, with the input's place in its arguments ({} = the input).
READERS = {
    "score": ["score", "{}"],
    "validate": ["validate", "{}"],
    "replay": ["replay", "{}"],
    "render": ["render", "{}"],
    "struggle score": ["struggle", "score", "{}"],
    "struggle trick": ["struggle", "trick", "{}"],
    "favor board": ["favor", "moves", "{}", str(REPO / "examples" / "favor-state.json"), "--player", "Ann",
                    "--roll", "2"],
    "favor state": ["favor", "moves", str(REPO / "examples" / "favor-board.json"), "{}", "--player", "Ann",
                    "--roll", "2"],
}
WITH_JSON = ("score", "validate", "replay", "struggle score", "struggle trick", "favor board", "favor state")


def args_for(command: str, path: str, *extra: str) -> list[str]:
    return [path if a == "{}" else a for a in READERS[command]] + list(extra)


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return str(path)


@pytest.mark.parametrize("command", list(READERS))
def test_a_fifo_with_no_writer_is_refused_at_once(command, fifo):
    # opening a FIFO for reading blocks until a writer comes; the referee refuses it without reading
    # (run_referee's timeout would turn a hang into a failure)
    done = run_referee(*args_for(command, fifo))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "named pipe (FIFO), not a regular file" in done.stderr and "pipe.json" in done.stderr


@pytest.mark.parametrize("command", WITH_JSON)
@pytest.mark.parametrize("path, code", [("/dev/zero", "NOT_A_FILE"), (".", "NOT_A_FILE"),
                                        ("no-such-file.json", "NO_SUCH_FILE")])
def test_under_json_a_file_that_cannot_be_read_is_answered_in_json(command, path, code):
    done = run_referee(*args_for(command, path, "--json"))
    assert done.returncode == 2 and done.stderr == ""
    answer = json.loads(done.stdout)
    assert answer["valid"] is False and answer["source"] == path
    assert [p["code"] for p in answer["problems"]] == [code]


def test_too_large_and_not_utf8_are_answered_in_json_too(tmp_path):
    from referee.limits import MAX_INPUT_BYTES

    big, latin = tmp_path / "big.json", tmp_path / "latin.json"
    big.write_bytes(b" " * (MAX_INPUT_BYTES + 1))
    latin.write_bytes('{"players": ["Zoé"]}'.encode("latin-1"))
    for path, code in ((big, "TOO_LARGE"), (latin, "NOT_UTF8")):
        done = run_referee("score", str(path), "--json")
        assert done.returncode == 2
        assert [p["code"] for p in json.loads(done.stdout)["problems"]] == [code]


@pytest.mark.parametrize("command", ["score", "replay", "struggle score"])
def test_a_closed_stdin_is_refused_with_a_sentence(command):
    # `referee score - <&-`: Python starts with no sys.stdin at all
    argv = [sys.executable, "-m", "referee", *args_for(command, "-")]
    done = subprocess.run(argv, capture_output=True, text=True,
                          cwd=REPO, timeout=60, preexec_fn=lambda: os.close(0))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "standard input is closed" in done.stderr


def test_file_problems_in_french():
    done = run_referee("score", "no-such-file.json", "--lang", "fr")
    assert done.returncode == 2 and "fichier introuvable" in done.stderr and "no such file" not in done.stderr
    done = run_referee("replay", ".", "--lang", "fr")
    assert done.returncode == 2 and "c'est un dossier" in done.stderr


def test_validate_json_names_its_source_when_valid():
    done = run_referee("validate", "examples/dark-tower-4p.json", "--json")
    assert done.returncode == 0
    assert json.loads(done.stdout) == {"valid": True, "source": "examples/dark-tower-4p.json", "problems": []}


# The variant and ruleset files went through another door, which blocked on a FIFO. Every
# option that takes one, with the file's place ({}): each must refuse it at once, naming it.
VARIANT_READERS = {
    "score --variant": ["score", str(REPO / "examples" / "dark-tower-4p.json"), "--variant", "{}"],
    "rules --diff": ["rules", "--diff", "standard", "{}"],
    "check --variant": ["check", "--variant", "{}", "-q"],
    "check --differ": ["check", "--differ", "{}", "-q"],
    "check --exhaustive --variant": ["check", "--exhaustive", "--variant", "{}", "-q"],
    "compare": ["compare", "standard", "{}", "--games", "10"],
    "ladder": ["ladder", "{}", "--games", "2"],
}


@pytest.mark.parametrize("command", list(VARIANT_READERS))
def test_a_fifo_as_a_variant_file_is_refused_at_once(command, tmp_path):
    path = tmp_path / "pipe.toml"
    os.mkfifo(path)
    done = run_referee(*[str(path) if a == "{}" else a for a in VARIANT_READERS[command]], timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "named pipe (FIFO)" in done.stderr and "pipe.toml" in done.stderr
    # the problem is the file itself, not one of its keys: no "key '-'" in the sentence
    assert f"{path}: is a named pipe (FIFO)" in done.stderr and "key '-'" not in done.stderr


# Every output option refuses, before any work, a path equal to a variant or ruleset file
# the same command reads (before, the variant became the HTML report), and leaves the file as it was.
OUTPUT_OVER_VARIANT = {
    "compare --report": ["compare", "standard", "{}", "--games", "10", "--report", "{}"],
    "compare --report, joined ruleset": ["compare", "standard", "permanent-nobles+{}", "--games", "10",
                                         "--report", "{}"],
    "ladder --report": ["ladder", "{}", "--games", "2", "--report", "{}"],
    "check --differ --out": ["check", "--differ", "{}", "--out", "{}", "-q"],
    "score --variant --out": ["score", str(REPO / "examples" / "dark-tower-4p.json"), "--variant", "{}", "--out", "{}"],
}


@pytest.mark.parametrize("command", list(OUTPUT_OVER_VARIANT))
def test_an_output_over_a_variant_file_is_refused_and_the_file_kept(command, tmp_path):
    variant = tmp_path / "mine.toml"
    original = (REPO / "examples" / "variants" / "two-dragons.toml").read_bytes()
    variant.write_bytes(original)
    args = [a.replace("{}", str(variant)) for a in OUTPUT_OVER_VARIANT[command]]
    done = run_referee(*args, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "this command reads that file" in done.stderr
    assert variant.read_bytes() == original


@pytest.mark.parametrize("args", [["check", "--variant", "permanent-nobles", "--witness", "", "-q"],
                                  ["simulate", "--games", "1", "--out", ""],
                                  ["check", "--variant", "permanent-nobles", "--witness", "x" * 300, "-q"],
                                  ["simulate", "--games", "1", "--out", "x" * 300]])
def test_an_empty_or_over_long_folder_name_is_refused(args, tmp_path):
    # `check --witness ''` exited 0 listing files it never wrote; a 300-character name ended in a traceback
    done = run_referee(*args, cwd=tmp_path, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert ("empty file name" in done.stderr) or ("bytes" in done.stderr)
    assert list(tmp_path.iterdir()) == []


def test_exhaustive_with_differ_is_refused_naming_both():
    done = run_referee("check", "--exhaustive", "--differ", "permanent-nobles", "-q", refused=True)
    assert done.returncode == 2 and "--exhaustive" in done.stderr and "--differ" in done.stderr
