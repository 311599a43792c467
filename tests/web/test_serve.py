"""`referee serve` as a player starts it: the address printed, a warning for an open network, a
clean stop on Ctrl-C, a taken port refused with exit 2 and named."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

import pytest
from click.testing import CliRunner

from helpers import REPO, free_port
from referee.cli import main


def start(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "referee", "serve", *args], cwd=REPO,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_serve_prints_the_address_answers_there_and_stops_cleanly_on_ctrl_c():
    port = free_port()
    server = start("--port", str(port), "--lang", "fr")
    line = server.stdout.readline()
    assert line.startswith("La page de l'arbitre : ") and f"http://127.0.0.1:{port}/" in line
    kept = os.path.join(os.environ["XDG_DATA_HOME"], "kings-road-referee", "tables.sqlite3")   # conftest's folder
    assert server.stdout.readline().strip() == f"Les tables en direct sont gardées dans {kept}"
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/rulings", timeout=10) as answer:
        assert answer.status == 200 and b'"game": "kings-road"' in answer.read()
    server.send_signal(signal.SIGINT)
    assert server.wait(timeout=15) == 0
    out, err = server.communicate()
    assert out.strip() == "La page de l'arbitre est arrêtée."
    assert "Traceback" not in err and "Aborted" not in err


def test_an_open_network_address_gets_a_one_line_warning():
    port = free_port()
    server = start("--host", "0.0.0.0", "--port", str(port))
    server.stdout.readline()
    server.send_signal(signal.SIGINT)
    assert server.wait(timeout=15) == 0
    warning = server.stderr.read().strip().splitlines()
    assert len(warning) == 1 and warning[0].startswith("Warning: --host 0.0.0.0 lets every machine")


def test_a_taken_port_and_a_port_out_of_range_are_refused_with_exit_2():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(main, ["serve", "--port", str(port)])
    assert result.exit_code == 2
    assert f"cannot listen on 127.0.0.1:{port}" in result.output and "Traceback" not in result.output
    for port in ("0", "70000", "x"):
        refused = CliRunner().invoke(main, ["serve", "--port", port])
        assert refused.exit_code == 2 and "--port" in refused.output


@pytest.mark.slow
def test_a_slow_or_silent_connection_is_closed_and_real_requests_are_answered_meanwhile():
    # a request head sent one byte every 2 s (and a connection that sends nothing) would hold a
    # connection for ever under uvicorn's defaults: referee.web.server closes them after HEAD_SECONDS
    from referee.web.server import HEAD_SECONDS

    if HEAD_SECONDS > 15:
        pytest.fail("the test waits out HEAD_SECONDS: keep it short")
    port = free_port()
    server = start("--port", str(port))
    server.stdout.readline()
    try:
        silent = socket.create_connection(("127.0.0.1", port))
        slow = socket.create_connection(("127.0.0.1", port))
        opened = time.monotonic()
        closed_at = None
        slow.settimeout(2)
        for byte in b"GET /api/rulings HTTP/1.1\r\nHost: 127.0.0.1\r\n" * 4:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/rulings", timeout=5) as answer:
                assert answer.status == 200          # a real request, answered while the slow one trickles
            try:
                slow.sendall(bytes([byte]))
                if slow.recv(1) == b"":
                    closed_at = time.monotonic()
                    break
            except socket.timeout:
                continue
            except OSError:
                closed_at = time.monotonic()
                break
        assert closed_at is not None and HEAD_SECONDS - 1 <= closed_at - opened <= HEAD_SECONDS + 5
        silent.settimeout(5)
        assert silent.recv(1) == b""                 # the one that sent nothing is closed too
    finally:
        server.send_signal(signal.SIGINT)
        assert server.wait(timeout=15) == 0


def test_a_request_naming_another_host_is_refused_and_allowed_host_widens_it():
    port = free_port()
    server = start("--port", str(port), "--allowed-host", "referee.example")
    server.stdout.readline()
    try:
        def status(host: str) -> int:
            request = urllib.request.Request(f"http://127.0.0.1:{port}/api/rulings", headers={"Host": host})
            try:
                with urllib.request.urlopen(request, timeout=5) as answer:
                    return answer.status
            except urllib.error.HTTPError as refused:
                return refused.code
        assert status("evil.example") == 400          # a name another site controls (DNS rebinding)
        assert status("referee.example") == 200
        assert status(f"localhost:{port}") == 200
    finally:
        server.send_signal(signal.SIGINT)
        assert server.wait(timeout=15) == 0


def test_an_allowed_host_that_is_no_host_name_is_refused_with_exit_2_and_named():
    for name in ("evil example", "", "a" * 300, "http://x.example"):
        refused = CliRunner().invoke(main, ["serve", "--allowed-host", name])
        assert refused.exit_code == 2, name
        assert "--allowed-host" in refused.output and "Traceback" not in refused.output
        assert (name or '""')[:20] in refused.output


def _refused(*args: str) -> str:
    """`referee serve ARGS` refused before it listens: exit 2, no traceback; the message."""
    result = CliRunner().invoke(main, ["serve", "--port", str(free_port()), *args])
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    return result.output


def test_every_file_option_refuses_a_fifo_another_input_and_a_file_not_its_own(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    variant = REPO / "examples" / "variants" / "two-dragons.toml"
    assert "--tables" in _refused("--tables", str(fifo))
    assert "--variant" in _refused("--variant", str(fifo))
    assert "--tables" in _refused("--tables", str(variant), "--variant", str(variant))     # a file it reads
    assert "--variant" in _refused("--variant", str(tmp_path / "missing.toml"))
    record = tmp_path / "game.json"
    record.write_bytes((REPO / "examples" / "records" / "game-3p.json").read_bytes())
    french = _refused("--tables", str(record), "--lang", "fr")
    assert "pas un fichier SQLite" in french and "--tables" in french
    assert record.read_bytes() == (REPO / "examples" / "records" / "game-3p.json").read_bytes()   # left as it was
    assert "--tables" in _refused("--tables", str(tmp_path))                                     # a folder
