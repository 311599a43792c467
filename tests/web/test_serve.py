"""`referee serve` as a player starts it: the address printed, a warning for an open network, a
clean stop on Ctrl-C, a taken port refused with exit 2 and named."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import urllib.request

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
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/rulings", timeout=10) as answer:
        assert answer.status == 200 and b'"game": "kings-road"' in answer.read()
    server.send_signal(signal.SIGINT)
    assert server.wait(timeout=15) == 0
    out, err = server.communicate()
    assert out.strip() == "La page de l'arbitre est arrêtée." and "Traceback" not in err and "Aborted" not in err


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
