"""The API against its own description with Schemathesis, every check (tests/web/api_schema_run.py),
run as a pytest of its own in a separate process: Schemathesis, once imported, changes how
Hypothesis prints counterexamples for every test of the process (see that file)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from helpers import REPO

pytestmark = pytest.mark.slow


def test_schemathesis_finds_no_disagreement_between_the_api_and_its_description():
    pytest.importorskip("schemathesis")
    done = subprocess.run([sys.executable, "-m", "pytest", "tests/web/api_schema_run.py", "-p", "schemathesis",
                           "-p", "no:cacheprovider", "-p", "no:randomly", "-q", "-n", "0", "-o", "addopts="],
                          cwd=REPO, capture_output=True, text=True, timeout=900)
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    assert " passed" in summary and "15 passed" in summary, summary         # one test per operation
