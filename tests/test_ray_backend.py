"""--backend ray: the same chunks as Ray tasks on a local Ray give the very numbers of local workers."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("numpy")
pytest.importorskip("ray")

from helpers import run_referee  # noqa: E402

pytestmark = pytest.mark.slow    # starts a local Ray (about 10 s) in each command
RAY_SECONDS = 400                # a local Ray beside another test worker (pytest -n 2) can take minutes to start


def without_timing(data: dict) -> dict:
    return {k: v for k, v in data.items() if k not in ("seconds", "workers")}


def test_compare_and_a_skilled_ladder_on_a_local_ray_equal_local_workers():
    # One test, so that the two local Rays start one after the other: two started at once on two
    # test workers (pytest -n 2) took 193 s and 85 s where each alone takes about 15 s.
    # compare, 20,000 games: two chunks of 10,000, so each backend really splits the work
    args = ("compare", "standard", "permanent-nobles", "--games", "20000", "--seed", "4", "--json", "-q")
    local = json.loads(run_referee(*args, "--workers", "2").stdout)
    ray = run_referee(*args, "--backend", "ray", timeout=RAY_SECONDS)
    assert ray.returncode == 0, ray.stderr
    assert without_timing(json.loads(ray.stdout)) == without_timing(local)
    # a ladder with a skilled seat (mcts): other tasks than the chunks of compare
    args = ("ladder", "--agents", "random,mcts:50", "--games", "8", "--json", "-q")
    local = json.loads(run_referee(*args, "--workers", "1").stdout)
    ray = run_referee(*args, "--backend", "ray", timeout=RAY_SECONDS)
    assert ray.returncode == 0, ray.stderr
    assert without_timing(json.loads(ray.stdout)) == without_timing(local)


def test_an_address_that_answers_but_is_no_ray_cluster_is_refused_within_15_s():
    # Issue 33: something listens at the address (here a socket that accepts and says nothing), so
    # the probe passes and Ray tries to join: cut short, its log lines kept off stderr, exit 2.
    import socket
    import threading
    import time

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
    done = run_referee("compare", "standard", "--games", "10", "--backend", "ray", "--ray-address",
                       f"127.0.0.1:{port}")
    server.close()
    assert time.monotonic() - started < 15 + 5       # Ray's import and start-up included
    assert done.returncode == 2 and f"127.0.0.1:{port}" in done.stderr
    assert "Traceback" not in done.stderr and " W " not in done.stderr and "gcs_client" not in done.stderr
