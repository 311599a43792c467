"""`referee compare` as a user runs it: table, --json, --verify, refusals, the report in a browser."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

pytest.importorskip("numpy")

from helpers import free_port, run_referee  # noqa: E402
from referee import messages  # noqa: E402
from referee.lab.jit import HAVE_NUMBA  # noqa: E402

# The batch simulator needs numba (a dependency, except on machines numba has no wheel for).
# Without it these would play tens of thousands of games on the reference engine.
needs_numba = pytest.mark.skipif(not HAVE_NUMBA, reason="numba is not available on this machine")
from helpers import CHROMIUM, REQUIRED, count, first_row_with, read_png  # noqa: E402
from referee.present.render_svg import PALETTE  # noqa: E402

# slow (left out by `pytest -m "not slow"`): each test runs `referee compare` in a subprocess, some with the compiled simulator
pytestmark = pytest.mark.slow


def test_table_names_rulesets_metrics_and_tests():
    done = run_referee("compare", "standard", "permanent-nobles", "--players", "3", "--games", "3000",
                       "--workers", "1")
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "3,000 games per ruleset, 3 players" in out
    assert "Duration (rounds)" in out and "Win rate, seat 3" in out
    assert "permanent-nobles minus standard" in out and "two-proportion z-test" in out


def test_json_and_verify():
    done = run_referee("compare", "standard", "permanent-nobles", "--games", "2000", "--verify", "10",
                       "--json", "--workers", "1")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert [r["verified_games"] for r in data["rulesets"]] == [10, 10]
    nobles = [r["metrics"]["nobles_on_board"]["value"] for r in data["rulesets"]]
    assert nobles[1] > nobles[0]      # Permanent Nobles never leave: more on the board at the end
    # seat win rates add up to 1 (a shared win is split)
    assert sum(data["rulesets"][0]["metrics"][f"win_rate_seat_{s}"]["value"] for s in range(1, 5)) == \
        pytest.approx(1, abs=1e-3)


def test_every_example_variant_compares_on_the_compiled_kernel_and_verifies_exactly():
    # Every designer variant the project ships plays on the compiled kernel (--engine batch refuses
    # anything else), and sampled games of each replay exactly with the reference engine.
    from helpers import REPO

    files = sorted(p.relative_to(REPO).as_posix() for p in (REPO / "examples" / "variants").glob("*.toml"))
    assert len(files) == 11
    for part in (files[:6], files[6:]):
        done = run_referee("compare", "standard", *part, "--games", "600", "--verify", "10", "--json", "--engine",
                           "batch", "--agents", "greedy,random,random,random", "--workers", "1", timeout=600)
        assert done.returncode == 0, done.stderr
        assert [r["verified_games"] for r in json.loads(done.stdout)["rulesets"]] == [10] * (len(part) + 1)


def test_rules_the_kernel_does_not_play_compare_on_the_reference_engine_with_a_notice():
    # ten cards a round (more than a hand can always make a legal selection of: the compiled kernel
    # plays up to nine here, lab.support.selection_capacity) and a Dragon that never leaves the
    # game: the reference engine reads the spec
    done = run_referee("compare", "standard", "tests/data/ten-cards-dragon-every-round.toml", "--games", "150", "--json",
                       "--workers", "1", timeout=600)
    assert done.returncode == 0, done.stderr
    assert "notice: the compiled kernel does not play" in done.stderr and "cards_per_round" in done.stderr
    data = json.loads(done.stdout)
    assert data["engine"] == "reference" and all(r["notes"] for r in data["rulesets"])
    assert [r["finished"] for r in data["rulesets"]] == [150, 150]
    # each Dragon adds a region to its round's scoring ("Revealing cards — Dragon"): played every
    # round, more regions are scored, points come faster and the 40-point end comes sooner
    rounds = [r["metrics"]["rounds"] for r in data["rulesets"]]
    assert rounds[1]["high"] < rounds[0]["low"]
    # --verify replays the kernel's games: there are none to replay
    refused = run_referee("compare", "standard", "tests/data/ten-cards-dragon-every-round.toml", "--games", "10", "--verify", "5")
    assert refused.returncode == 2 and "--verify" in refused.stderr, refused.stderr
    # greedy, search and mcts choose among the engine's own legal selections: they play here
    skilled = run_referee("compare", "standard", "tests/data/ten-cards-dragon-every-round.toml", "--games", "2", "--players",
                          "4", "--agents", "search,greedy,mcts:5,random", "--json", timeout=600)
    assert skilled.returncode == 0, skilled.stderr
    assert [r["finished"] for r in json.loads(skilled.stdout)["rulesets"]] == [2, 2]
    assert "mcts plays its playouts there on the reference engine" in skilled.stderr


def test_the_skilled_agent_plays_a_variant_the_kernel_learned_to_play():
    # mcts reads the kernels' tables: the King's side road (once refused) plays under it too
    done = run_referee("compare", "standard", "examples/variants/king-side-road.toml", "--agents",
                       "mcts:30,random,random,random", "--games", "8", "--verify", "2", "--json", "--workers", "1",
                       timeout=600)
    assert done.returncode == 0, done.stderr
    rulesets = json.loads(done.stdout)["rulesets"]
    assert [r["verified_games"] for r in rulesets] == [2, 2]
    assert [r["games"] for r in rulesets] == [8, 8]


@needs_numba
def test_the_same_seed_gives_the_same_numbers_whatever_the_workers():
    one = run_referee("compare", "standard", "--games", "12000", "--seed", "4", "--workers", "1", "--json")
    two = run_referee("compare", "standard", "--games", "12000", "--seed", "4", "--workers", "2", "--json")
    a, b = json.loads(one.stdout), json.loads(two.stdout)
    assert a["rulesets"] == b["rulesets"]


def test_unsupported_rules_and_bad_agents_are_refused(tmp_path):
    variant = tmp_path / "ties.toml"
    # nine cards a round: eight Region cards and a Dragon played once a game cannot always make nine
    variant.write_text('[variant]\nid = "nine-cards"\nname = "Nine cards a round"\nsection = "-"\n'
                       '[overrides.round]\ncards_per_round = 9\n')
    done = run_referee("compare", "standard", str(variant), "--games", "100", "--engine", "batch")
    assert done.returncode == 2 and "round.cards_per_round = 9" in done.stderr
    done = run_referee("compare", "standard", "--agents", "random,clever", "--games", "10")
    assert done.returncode == 2 and "unknown agent 'clever'" in done.stderr
    done = run_referee("compare", "standard", "--players", "3", "--agents", "greedy,random", "--games", "10")
    assert done.returncode == 2 and "2 agents for 3 seats" in done.stderr


def test_greedy_and_search_agents():
    done = run_referee("compare", "standard", "--agents", "greedy,random,random,random", "--games", "2000",
                       "--json", "--workers", "1")
    data = json.loads(done.stdout)["rulesets"][0]["metrics"]
    assert data["win_rate_agent_greedy"]["low"] > 0.25 > data["win_rate_agent_random"]["high"]
    done = run_referee("compare", "standard", "--players", "2", "--agents", "search,random", "--games", "4",
                       "--json", "--workers", "1")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["engine"] == "reference" and data["rulesets"][0]["finished"] == 4


@pytest.mark.skipif(CHROMIUM is None and not REQUIRED, reason="no Chromium browser installed")
@needs_numba
def test_report_screenshot_shows_the_charts(tmp_path):
    assert CHROMIUM is not None, "REFEREE_REQUIRE_BROWSER=1 but no Chromium is installed"
    report = tmp_path / "cmp.html"
    done = run_referee("compare", "standard", "permanent-nobles", "--games", "5000", "--report", str(report))
    assert done.returncode == 0, done.stderr
    shot = tmp_path / "cmp.png"
    subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={tmp_path / 'profile'}", f"--screenshot={shot}", "--window-size=1000,1400",
                    report.as_uri()], capture_output=True, text=True, timeout=180)
    width, height, rows = read_png(shot)
    assert (width, height) == (1000, 1400)
    # both rulesets' colours are drawn: lines in the score chart, bars in the seat and length charts
    for colour in (PALETTE[0][0], PALETTE[1][0]):
        assert count(rows, bytes.fromhex(colour[1:])) > 2000
    assert first_row_with(rows, bytes.fromhex(PALETTE[0][0][1:])) < 500    # the first chart near the top


def test_without_numba_the_reference_engine_plays_with_a_notice(monkeypatch):
    monkeypatch.setenv("REFEREE_NO_NUMBA", "1")          # as if numba were not installed
    done = run_referee("compare", "standard", "--players", "2", "--games", "20", "--json", "--verify", "2")
    assert done.returncode == 0, done.stderr
    assert "numba is not available" in done.stderr
    data = json.loads(done.stdout)
    assert data["engine"] == "reference" and data["rulesets"][0]["finished"] == 20
    assert data["rulesets"][0]["verified_games"] == 2


@needs_numba
def test_the_reference_engine_and_the_batch_simulator_give_the_same_numbers(monkeypatch):
    # the reference path plays the very games the batch simulator would: same numbers
    monkeypatch.setenv("REFEREE_NO_NUMBA", "1")
    data = json.loads(run_referee("compare", "standard", "--players", "2", "--games", "20", "--json").stdout)
    monkeypatch.delenv("REFEREE_NO_NUMBA")
    fast = json.loads(run_referee("compare", "standard", "--players", "2", "--games", "20", "--json").stdout)
    assert fast["engine"] == "batch" and fast["rulesets"][0]["metrics"] == data["rulesets"][0]["metrics"]


def test_without_numpy_compare_refuses_cleanly_naming_the_install():
    # numpy is a dependency; an environment that lost it gets exit 2 and the command to reinstall, no traceback.
    code = ("import sys; sys.modules['numpy'] = None\n"
            "from referee.cli import main\n"
            "main(['compare', 'standard', '--games', '5'], prog_name='referee')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "needs numpy" in done.stderr and "pip install -e ." in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("case", [
    ("--players", "2", "--games", "400"),                                   # the reference engine, random play
    ("--players", "2", "--games", "2", "--agents", "search,random"),        # the search agent (reference engine)
], ids=["reference-engine", "search-agent"])
def test_the_reference_engine_gives_the_same_numbers_with_two_workers(monkeypatch, case):
    # Rules travel to the worker processes (a ruling's alternatives used to stop them: "cannot pickle
    # 'mappingproxy'"); the games are cut into fixed chunks, each game with its own random stream,
    # so two workers must give exactly the numbers of one.
    monkeypatch.setenv("REFEREE_NO_NUMBA", "1")
    runs = [run_referee("compare", "standard", "permanent-nobles", *case, "--json", "--workers", w)
            for w in ("1", "2")]
    for done in runs:
        assert done.returncode == 0, done.stderr
    one, two = (json.loads(done.stdout) for done in runs)
    assert one["engine"] == two["engine"] == "reference" and two["workers"] == 2
    assert one["rulesets"] == two["rulesets"] and one["differences"] == two["differences"]


def test_without_numba_the_notice_is_in_the_language_asked_for(monkeypatch):
    monkeypatch.setenv("REFEREE_NO_NUMBA", "1")
    done = run_referee("compare", "standard", "--players", "2", "--games", "4", "--lang", "fr")
    assert done.returncode == 0 and "numba n'est pas disponible ici" in done.stderr
    done = run_referee("compare", "standard", "--games", "4", "--engine", "batch", "--json")
    assert done.returncode == 2 and json.loads(done.stdout)["problems"][0]["field"] == "--engine"


def test_a_verification_that_fails_is_exit_1_and_json_under_json(monkeypatch):
    # A disagreement between the batch simulator and the engine is a finding, not bad input:
    # exit 1, its sentence on stderr, or under --json a JSON answer on stdout (--json
    # always answers in JSON). The disagreement is staged: verify_sample raises as it would.
    from click.testing import CliRunner

    from referee.cli import main
    from referee.lab import compare as lab_compare
    from referee.lab.records import VerifyError

    def disagree(*args, **kwargs):
        raise VerifyError(messages.text("verify.rounds", game=3, engine=41, batch=40))

    monkeypatch.setattr(lab_compare, "verify_sample", disagree)
    args = ["compare", "standard", "--engine", "reference", "--games", "4", "--workers", "1", "--verify", "2", "-q"]
    text = CliRunner().invoke(main, args)
    assert text.exit_code == 1 and "verification failed: game 3" in text.output
    data = json.loads(CliRunner().invoke(main, args + ["--json"]).output)
    assert data["ok"] is False and data["problems"][0]["code"] == "VERIFY_FAILED"
    french = json.loads(CliRunner().invoke(main, args + ["--json", "--lang", "fr"]).output)
    assert french["problems"][0]["message"].startswith("échec de la vérification : partie 3")


def test_ray_address_without_the_ray_backend_is_refused_naming_the_option():
    done = run_referee("compare", "standard", "--games", "10", "--ray-address", "10.0.0.1:6379")
    assert done.returncode == 2 and "--ray-address" in done.stderr and "Traceback" not in done.stderr


def test_the_ray_backend_without_ray_installed_says_how_to_install_it(monkeypatch):
    from click.testing import CliRunner

    from referee.cli import main
    from referee.lab import backend

    monkeypatch.setattr(backend, "ray_available", lambda: False)
    args = ["compare", "standard", "--games", "10", "--backend", "ray", "--json", "--lang", "fr"]
    done = CliRunner().invoke(main, args)
    problem = json.loads(done.output)["problems"][0]
    assert done.exit_code == 2 and problem["field"] == "--backend"
    assert "pip install 'kings-road-referee[cluster]'" in problem["message"]


RAY_ERROR = "ConnectionError: Could not find any running Ray instance. Please specify the one to connect to."


@pytest.mark.parametrize("probe, why", [
    ("timeout", "pas de réponse en 14 s"),
    (f"2024-01-01 INFO worker.py:1 -- Connecting\n{RAY_ERROR}\n", f"Ray a répondu : {RAY_ERROR}"),
    ("a line without an error\n", "Ray s'est arrêté avec le code de sortie 1")])
def test_a_cluster_that_answers_the_connection_but_not_ray_is_refused_in_the_asked_language(monkeypatch, probe,
                                                                                           why):
    # An address that takes the TCP connection passes the first probe; Ray's own try, in a child
    # process, then times out or fails. What it says comes back in French (Ray's own error line
    # quoted as Ray's: it is the data, English), exit 2, the address named, nothing played.
    pytest.importorskip("ray")
    import subprocess

    from click.testing import CliRunner

    from referee.cli import main
    from referee.lab import backend

    def ray_probe(command, **kwargs):
        if probe == "timeout":
            raise subprocess.TimeoutExpired(command, kwargs["timeout"])
        return subprocess.CompletedProcess(command, 1, "", probe)

    monkeypatch.setattr(backend, "address_problem", lambda address: None)
    monkeypatch.setattr(subprocess, "run", ray_probe)
    args = ["compare", "standard", "--games", "10", "--backend", "ray", "--ray-address", "10.0.0.1:6379",
            "--json", "--lang", "fr"]
    done = CliRunner().invoke(main, args)
    problem = json.loads(done.output)["problems"][0]
    assert done.exit_code == 2 and problem["field"] == "--ray-address" and problem["value"] == "10.0.0.1:6379"
    assert problem["message"] == f"aucune grappe Ray ne répond à 10.0.0.1:6379 ({why}) ; rien n'a été joué"


@pytest.mark.parametrize("address, why", [(None, "os-reason.connection-refused"),
                                          ("nohost", "compare.ray-address.not-host-port"),
                                          ("127.0.0.1:0", "compare.ray-address.not-host-port")])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_cluster_address_that_does_not_answer_is_refused_before_ray_starts(address, why, lang):
    # `--ray-address 127.0.0.1:1` hung past 60 s printing Ray's own warnings. Refused now
    # before Ray is imported (exit 2, the address named), whether Ray is installed or not, and
    # why in the asked language (the system's "Connection refused" is English whatever the language)
    address = address or f"127.0.0.1:{free_port()}"
    done = run_referee("compare", "standard", "--games", "10", "--backend", "ray", "--ray-address", address,
                       "--lang", lang, refused=lang == "fr")    # English in a process of its own: Ray never imported
    assert done.returncode == 2 and address in done.stderr and messages.render(why, lang) in done.stderr
    assert "Traceback" not in done.stderr and "gcs_client" not in done.stderr
    assert "Connection refused" not in done.stderr                  # the system's own words, English


def test_rules_that_leave_no_legal_selection_are_refused_without_a_traceback(tmp_path):
    # Eleven cards a round with the re-selection rulings forbidding the same cards and a Dragon: the
    # reference engine's players find no legal re-selection ("Revealing cards — Witch"). Refused at the
    # ruleset, exit 2, in JSON under --json and in French under --lang fr, never a traceback.
    variant = tmp_path / "whole-hand.toml"
    variant.write_text('[variant]\nid = "whole-hand"\nname = "Whole hand"\nsection = "Tests"\n\n'
                       '[overrides.round]\ncards_per_round = 11\n', encoding="utf-8")
    args = ("compare", str(variant), "--games", "4", "--players", "2", "--workers", "2", "-q", "--ruling",
            "witch-reselect-same-cards=forbidden", "--ruling", "witch-reselect-dragon=forbidden")
    done = run_referee(*args)
    assert done.returncode == 2 and "Traceback" not in done.stderr and "no legal selection" in done.stderr
    assert "simulate" not in done.stderr            # the sentence is compare's as much as simulate's
    answer = json.loads(run_referee(*args, "--json").stdout)
    assert [(p["code"], p["field"]) for p in answer["problems"]] == [("NO_LEGAL_SELECTION", "RULESETS")]
    french = run_referee(*args, "--lang", "fr")
    assert french.returncode == 2 and "Traceback" not in french.stderr and "no legal selection" not in french.stderr
