"""numba's on-disk cache is keyed by the kernels' sources, and the plain-Python fallback exists."""

import os

from referee.lab import jit


def test_the_cache_folder_names_the_hash_of_every_kernel_module(monkeypatch, tmp_path):
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    folder = jit.cache_folder()
    assert folder == os.path.join(str(tmp_path), jit.kernel_source_hash())
    assert len(jit.kernel_source_hash()) == 16
    # every module holding compiled functions takes part in the hash
    assert {"batch.py", "chooser.py", "play.py", "rng.py"} <= set(jit.KERNEL_MODULES)


def test_python_version_is_the_plain_function():
    def double(x):
        return 2 * x

    compiled = jit.kernel(double)
    assert jit.python_version(compiled)(4) == 8
    assert compiled(4) == 8


def test_an_empty_cache_is_cold_and_old_sources_folders_are_removed(monkeypatch, tmp_path):
    # in the referee's own cache folder, every other source's folder (16 hex digits) goes
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    base = tmp_path / "kings-road-referee" / "numba"
    old = base / "0123456789abcdef"
    old.mkdir(parents=True)
    (old / "batch.play_games-1.py311.nbi").write_bytes(b"old")
    keep = base / "notes"                    # not a cache folder of ours
    keep.mkdir()
    assert not jit.cache_is_warm()
    assert jit.prepare_cache() == [str(old)]
    assert not old.exists() and keep.exists()
    assert os.path.isdir(jit.cache_folder()) and not jit.cache_is_warm()


def test_a_shared_numba_cache_dir_loses_only_the_referees_own_folders(monkeypatch, tmp_path):
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    ours, theirs = tmp_path / "0123456789abcdef", tmp_path / "fedcba9876543210"
    ours.mkdir()
    (ours / jit.CACHE_MARK).touch()
    theirs.mkdir()                            # another program's folder that merely looks like ours
    assert jit.prepare_cache() == [str(ours)]
    assert theirs.exists()
    (tmp_path / jit.kernel_source_hash() / "x.nbi").write_bytes(b"")
    assert jit.cache_is_warm()


def test_a_task_given_read_only_tables_runs_the_kernels_already_compiled():
    # Ray hands a task its arrays read-only (zero-copy from its object store); numba types a read-only
    # array apart, so every Ray worker compiled every kernel again (about 40 s each on a fresh install)
    # instead of loading the parent's. The tasks take writable copies: no new specialisation appears.
    import pytest

    np = pytest.importorskip("numpy")
    if not jit.HAVE_NUMBA:
        pytest.skip("numba not installed")
    from referee.lab.batch import compile_kernels, play_games
    from referee.lab.compare import _batch_task
    from referee.lab.tables import build_tables
    from referee.rules import load_rules

    tables = build_tables(load_rules(), 4)
    agents = np.zeros(4, dtype=np.int64)
    compile_kernels(tables, agents)
    before = len(play_games.signatures)
    for array in (tables.params, tables.banner, tables.banner_len, tables.chain, tables.king_next, agents):
        array.flags.writeable = False
    summary = _batch_task((tables, agents, ["random"] * 4, 7, 0, 3))
    assert summary.games == 3
    assert len(play_games.signatures) == before


TINY_KERNEL = '''
from referee.lab.jit import kernel


@kernel
def double(x):
    return 2 * x
'''

CALL_IT = '''
import sys
sys.path.insert(0, sys.argv[1])
from tiny import double
print("imported", flush=True)
print(double(21), sum(double.stats.cache_misses.values()), flush=True)
'''


def test_a_process_waits_for_another_ones_compile_before_compiling_itself(monkeypatch, tmp_path):
    # pytest's workers, two `referee compare` runs or local Ray workers started at once on a cold cache
    # compiled the same kernels side by side; now a compile waits for the cache folder's lock, which
    # this test holds as another process compiling would
    import fcntl
    import subprocess
    import sys
    import time

    import pytest

    if not jit.HAVE_NUMBA:
        pytest.skip("numba is not installed: nothing is compiled")
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "tiny.py").write_text(TINY_KERNEL, encoding="utf-8")
    (tmp_path / "call.py").write_text(CALL_IT, encoding="utf-8")
    folder = tmp_path / "cache" / jit.kernel_source_hash()
    folder.mkdir(parents=True)

    def call():
        return subprocess.Popen([sys.executable, str(tmp_path / "call.py"), str(tmp_path)], stdout=subprocess.PIPE,
                                text=True)

    with open(folder / jit.COMPILE_LOCK, "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        waiting = call()
        assert waiting.stdout.readline() == "imported\n"
        time.sleep(2)                         # compiling `double` takes a fraction of that, unlocked
        assert waiting.poll() is None, "the kernel was compiled while another process held the lock"
    assert waiting.communicate(timeout=60)[0] == "42 1\n"       # then compiled, once (a cache miss)
    again = call()
    assert again.communicate(timeout=60)[0] == "imported\n42 0\n"     # the next process loads it
