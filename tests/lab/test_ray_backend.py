"""--backend ray: the same chunks as Ray tasks on a local Ray give the very numbers of local workers."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys

import pytest

# found, not imported: importing Ray costs each test worker about 0.65 s at collection, and every
# test here is slow (deselected from the fast suite); the commands under test import it themselves
if importlib.util.find_spec("numpy") is None or importlib.util.find_spec("ray") is None:
    pytest.skip("needs numpy and ray (pip install -e '.[cluster]')", allow_module_level=True)

from helpers import REPO, run_referee  # noqa: E402

pytestmark = pytest.mark.slow    # starts a local Ray (about 10 s)
RAY_SECONDS = 400                # a local Ray beside another test worker (pytest -n 2) can take minutes to start


def without_timing(data: dict) -> dict:
    return {k: v for k, v in data.items() if k not in ("seconds", "workers")}


COMPARE = ("compare", "standard", "permanent-nobles", "--games", "20000", "--seed", "4", "--json", "-q")
LADDER = ("ladder", "--agents", "random,mcts:50", "--games", "8", "--json", "-q")
# Both commands in one Python process, so that one local Ray serves both (the command leaves Ray
# running for the process's life): two Ray start-ups beside other test workers took up to 270 s of
# a CI run, where one alone takes about 12 s. Each command's answer is one line of the output.
BOTH_ON_ONE_RAY = """
import sys
from click.testing import CliRunner
from referee.cli import main
for args in (%r, %r):
    done = CliRunner().invoke(main, list(args) + ["--backend", "ray"])
    if done.exit_code != 0:
        sys.exit(f"exit {done.exit_code}: {done.output}")
    print(done.stdout.replace(chr(10), " "))
""" % (COMPARE, LADDER)


def test_compare_and_a_skilled_ladder_on_a_local_ray_equal_local_workers():
    # compare, 20,000 games: two chunks of 10,000, so each backend really splits the work; a ladder
    # with a skilled seat (mcts): other tasks than the chunks of compare
    on_ray = subprocess.run([sys.executable, "-c", BOTH_ON_ONE_RAY], capture_output=True, text=True,
                            cwd=REPO, timeout=RAY_SECONDS)
    assert on_ray.returncode == 0, on_ray.stderr
    compared, laddered = (json.loads(line) for line in on_ray.stdout.splitlines() if line.startswith("{"))
    assert compared["games_per_ruleset"] == 20000 and laddered["games_per_pair"] == 8
    local = json.loads(run_referee(*COMPARE, "--workers", "2").stdout)
    assert without_timing(compared) == without_timing(local)
    local = json.loads(run_referee(*LADDER, "--workers", "1").stdout)
    assert without_timing(laddered) == without_timing(local)


def test_an_address_that_answers_but_is_no_ray_cluster_is_refused_within_15_s(monkeypatch):
    # Something listens at the address (here a socket that accepts and says nothing), so
    # the probe passes and Ray tries to join: cut short, its log lines kept off stderr, exit 2.
    # The command's own limit is under 15 s; here it is cut at 3 s (the same code, in this process:
    # waiting the whole limit out was 15 s of a test worker doing nothing).
    import inspect
    import socket
    import threading
    import time

    from click.testing import CliRunner

    from referee.cli import main
    from referee.lab import backend

    limit = inspect.signature(backend.connect_ray).parameters["seconds"].default
    assert limit < 15
    monkeypatch.setattr(backend.connect_ray, "__defaults__", (3.0,))
    server = socket.create_server(("127.0.0.1", 0))
    port = server.getsockname()[1]

    def accept_and_drop():
        while True:
            try:
                conn, _ = server.accept()
            except OSError:
                return
            conn.close()
    threading.Thread(target=accept_and_drop, daemon=True).start()
    started = time.monotonic()
    done = CliRunner().invoke(main, ["compare", "standard", "--games", "10", "--backend", "ray", "--ray-address",
                                     f"127.0.0.1:{port}"])
    server.close()
    assert time.monotonic() - started < 3 + 5       # Ray's import included
    assert done.exit_code == 2 and f"127.0.0.1:{port}" in done.stderr, (done.output, done.exception)
    assert done.exception is None or isinstance(done.exception, SystemExit)
    assert " W " not in done.stderr and "gcs_client" not in done.stderr and not done.stdout
