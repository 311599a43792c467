"""The documentation site (mkdocs.yml): docs/ as pages, the README, the CHANGELOG and the
verification layer's map joined to them, the Python API's reference from its docstrings. It builds
with every warning an error (a broken link or anchor, a page outside the navigation, a docstring
the reference cannot read), and the reference holds every public name."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

import referee
from helpers import REPO


def test_every_public_name_has_a_docstring():
    # the reference shows a name only when it says something: one without a docstring drops out
    for name in referee.__all__:
        assert (getattr(referee, name).__doc__ or "").strip(), name


@pytest.mark.slow
def test_the_site_builds_without_a_warning_and_documents_the_whole_api(tmp_path):
    site = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
                          cwd=REPO, capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, NO_MKDOCS_2_WARNING="1"))
    assert done.returncode == 0, done.stderr[-3000:]
    assert "WARNING" not in done.stderr, done.stderr[-3000:]
    reference = (site / "reference" / "index.html").read_text(encoding="utf-8")
    documented = {heading.split(".", 1)[1] for heading in re.findall(r'<h2 id="(referee\.[^"]+)"', reference)}
    assert documented == set(referee.__all__)
    # the README is the home page, its links to docs/ pointing at the site's pages
    home = (site / "index.html").read_text(encoding="utf-8")
    assert "King's Road referee" in home and 'href="players/"' in home
    for page in ("players", "organisers", "designers", "laboratory", "verification", "changelog", "properties"):
        assert (site / page / "index.html").is_file(), page
