"""mypy over the package as it installs: referee/ with properties/ as referee.properties.

The repository keeps properties/ at the top level and installs it as referee.properties
(pyproject.toml's package-dir); mypy reads folders, not that mapping. So this builds the
installed layout in a temporary folder out of symbolic links (referee/*, and properties/ as
referee/properties), runs mypy there with the repository's configuration, and prints its findings
with the repository's own paths. Exit code: mypy's. Usage: python3 scripts/typecheck.py [mypy options]
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def installed_layout(folder: Path) -> None:
    package = folder / "referee"
    package.mkdir()
    for entry in (REPO / "referee").iterdir():
        if entry.name != "__pycache__":
            (package / entry.name).symlink_to(entry)
    (package / "properties").symlink_to(REPO / "properties")


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        installed_layout(Path(scratch))
        done = subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(REPO / "pyproject.toml"),
                               "--cache-dir", str(REPO / ".mypy_cache"), "-p", "referee", *sys.argv[1:]],
                              cwd=scratch, capture_output=True, text=True)
    for stream, out in ((done.stdout, sys.stdout), (done.stderr, sys.stderr)):
        out.write(stream.replace("referee/properties/", "properties/"))
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
