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
