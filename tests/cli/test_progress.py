"""referee.cli.progress: a line every few seconds on stderr, terminal or not, silenced by --quiet."""

from __future__ import annotations

import pytest

from referee.cli.progress import Progress


def test_a_line_names_done_total_and_time_left(capsys, monkeypatch):
    clock = iter([0.0, 1.0, 2.0, 10.0, 20.0])
    monkeypatch.setattr("referee.cli.progress.time.monotonic", lambda: next(clock))
    step = Progress(100, "games played", "en", every=5)   # created at t=0
    step(10)            # t=1: the first report only starts the clock (a start-up cost is not a rate)
    step(10)            # t=2: under 5 s since the last line
    step(10)            # t=10: 20 games in 9 s since the first report, 70 left: 31.5 s
    err = capsys.readouterr().err
    assert err == "games played: 30 of 100 (30%), about 32 s left\n"
    step(70)            # done: no line
    assert capsys.readouterr().err == ""


def test_parts_that_arrive_together_after_a_slow_start_give_no_estimate_yet(capsys, monkeypatch):
    # `compare --agents mcts` said "4 of 60, about 1 s left" where 6 s were left: after the
    # workers' start (3.5 s) two chunks arrived together, a rate read over 0.01 s
    clock = iter([0.0, 3.5, 3.51, 7.0])
    monkeypatch.setattr("referee.cli.progress.time.monotonic", lambda: next(clock))
    step = Progress(60, "games played", "en", every=3)    # t=0
    step(2)             # t=3.5: the first chunk starts the clock
    step(2)             # t=3.51: 3 s since the last line, but not since the clock started: no line
    assert capsys.readouterr().err == ""
    step(8)             # t=7: 10 games in 3.5 s since the first report, 48 left: 16.8 s
    assert capsys.readouterr().err == "games played: 12 of 60 (20%), about 17 s left\n"


def test_units_of_unequal_cost_read_the_time_left_from_the_cost(capsys, monkeypatch):
    # a ladder: 10 cheap games (cost 1 each) then 10 dear ones (cost 10 each): 110 in all. Counting
    # games, the cheap ones would promise a quick end; counting cost, 2 dear games (20) in 8 s
    # leave 80 to do: 32 s
    clock = iter([0.0, 1.0, 9.0])
    monkeypatch.setattr("referee.cli.progress.time.monotonic", lambda: next(clock))
    step = Progress(20, "games played", "en", every=5, total_cost=110)   # t=0
    step(10, cost=10)   # t=1: the cheap games, reported at once: the clock starts
    step(2, cost=20)    # t=9: 20 of cost in 8 s since the first report, 80 left
    assert capsys.readouterr().err == "games played: 12 of 20 (60%), about 32 s left\n"


def test_a_ladder_pair_costs_what_its_agents_cost():
    from referee.lab.ladder import pair_cost

    # measured on 2 cores (lab/ladder.py): search is the dearest agent, then mcts, greedy, random;
    # the compiled kernel plays the cheap pairs faster than the reference engine
    assert pair_cost("random", "search", "reference") > pair_cost("random", "mcts", "reference") \
        > pair_cost("random", "greedy", "reference") > pair_cost("random", "greedy", "batch")
    assert pair_cost("random", "mcts:2000", "reference") > pair_cost("random", "mcts", "reference")


def test_a_tick_while_waiting_prints_a_due_line_without_counting_work(capsys, monkeypatch):
    # a mutant's test run takes longer than the interval: the wait itself reports (scripts/mutate.py)
    clock = iter([0.0, 1.0, 3.0, 7.0, 8.0])
    monkeypatch.setattr("referee.cli.progress.time.monotonic", lambda: next(clock))
    step = Progress(10, "nobles: mutants run", every=5)   # t=0
    step(1)             # t=1: the first report starts the clock
    step(1)             # t=3: under 5 s since the start
    step.tick()         # t=7: due; 1 mutant in the 6 s since the first report (the wait counts), 8 left: 48 s
    assert capsys.readouterr().err == "nobles: mutants run: 2 of 10 (20%), about 48 s left\n"
    step.tick()         # t=8: not due again yet
    assert capsys.readouterr().err == ""


def test_quiet_prints_nothing(capsys, monkeypatch):
    clock = iter([0.0, 1.0, 100.0])
    monkeypatch.setattr("referee.cli.progress.time.monotonic", lambda: next(clock))
    step = Progress(10, "x", quiet=True, every=0)
    step(1)
    step(1)
    assert capsys.readouterr().err == ""


def test_french_progress_uses_french_typography(capsys, monkeypatch):
    clock = iter([0.0, 1.0, 9.0])
    monkeypatch.setattr("referee.cli.progress.time.monotonic", lambda: next(clock))
    step = Progress(300_000, "parties jouées", "fr", every=5)
    step(10_000)
    step(10_000)        # 10,000 games in 8 s, 280,000 left: 224 s
    assert capsys.readouterr().err == "parties jouées : 20\u202f000 sur 300\u202f000 (7\u202f%), encore environ 224 s\n"


def test_simulate_reports_progress_off_a_terminal(monkeypatch):
    # CliRunner's stderr is not a terminal either; a clock that moves a second each time it is read
    # stands for a long run (in a subprocess this took 3,000 games and 20 s under load)
    import itertools

    from click.testing import CliRunner

    from referee.cli import main

    clock = itertools.count(step=1.0)
    monkeypatch.setattr("referee.cli.progress.time.monotonic", lambda: next(clock))
    done = CliRunner().invoke(main, ["simulate", "--games", "40", "--players", "5", "--lang", "en"])
    assert done.exit_code == 0, done.output
    assert " of 40 (" in done.stderr and "s left" in done.stderr
    quiet = CliRunner().invoke(main, ["simulate", "--games", "40", "--players", "2", "--quiet", "--lang", "en"])
    assert quiet.exit_code == 0 and quiet.stderr == ""


def test_a_ticker_says_its_line_until_stopped_and_nothing_when_quiet(capsys):
    # The first compile said nothing for 20 s after its notice; the ticker speaks while
    # such work runs, asking for its line afresh each time
    import time

    from referee.cli.progress import Ticker
    from referee.messages import text

    asked = []

    def line():
        asked.append(len(asked) + 1)
        return text("compare.compiling.progress", ready=len(asked), total=9, seconds=0)
    with Ticker(line, "fr", every=0.05) as ticker:
        time.sleep(0.4)
        ticker.stop()
        said = len(asked)
        time.sleep(0.2)
    assert said >= 3 and len(asked) == said                # nothing after stop()
    lines = capsys.readouterr().err.splitlines()
    assert lines[0] == "compilation du simulateur par lots : 1 noyau prêt sur 9, 0 s écoulées"
    assert lines[2].startswith("compilation du simulateur par lots : 3 noyaux")
    with Ticker(line, quiet=True, every=0.01):
        time.sleep(0.1)
    assert capsys.readouterr().err == "" and len(asked) == said


@pytest.mark.slow       # about 10 s: the compile into an empty cache is stopped after its second line
def test_the_first_compile_says_how_many_kernels_are_ready(tmp_path):
    import os
    import subprocess
    import sys

    from helpers import REPO

    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path), LANG="C.UTF-8")
    env.pop("LC_ALL", None)
    compare = subprocess.Popen([sys.executable, "-m", "referee", "compare", "standard", "--games", "100"], cwd=REPO,
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    counts = []
    try:
        for line in compare.stderr:
            if line.startswith("compiling the batch simulator: "):
                counts.append(line)
                if len(counts) == 2:
                    break
    finally:
        compare.kill()
        compare.wait()
    assert len(counts) == 2, counts                 # a line every 4.5 s of the compile, the first one too
    ready = [tuple(int(n) for n in line.split(": ")[1].split(" kernels")[0].split(" of ")) for line in counts]
    assert ready[0][0] <= ready[1][0] <= ready[1][1] == ready[0][1]
