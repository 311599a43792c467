"""`referee simulate --out DIR`: the folder of game records, written all at once or not at all.

A folder that already holds game records (game-*.json) is refused: a new run would overwrite
some of them and leave the others beside it, mixing two runs. The records are written to a
hidden temporary folder beside DIR and moved into DIR only when every game has been played, so
a run that fails or is interrupted leaves nothing behind.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from ..messages import text as message
from .common import dump_json, fail, new_file_mode, show_path

RECORD_PATTERN = "game-*.json"


class GameFolder:
    """Context manager: write(i, record) during the run; committed into DIR on a clean exit."""

    def __init__(self, out_dir: str | None):
        self.out_dir = out_dir
        self.folder = Path(out_dir) if out_dir else None
        self.staging: Path | None = None

    def __enter__(self) -> "GameFolder":
        if self.folder is None:
            return self
        shown = show_path(self.out_dir)
        if self.folder.exists() and not self.folder.is_dir():
            fail(message("folder.not-folder", path=shown), field="--out", value=self.out_dir)
        if self.folder.is_dir():
            older = sorted(p.name for p in self.folder.glob(RECORD_PATTERN))
            if older:
                fail(message("folder.holds-records", path=shown, n=len(older), first=older[0]), field="--out",
                     value=self.out_dir)
        parent = self.folder.resolve().parent
        try:
            parent.mkdir(parents=True, exist_ok=True)
            self.staging = Path(tempfile.mkdtemp(prefix=f".{self.folder.name}.", suffix=".tmp", dir=parent))
        except OSError as exc:
            fail(message("folder.cannot-create", path=shown, why=exc.strerror), field="--out", value=self.out_dir)
        return self

    def write(self, index: int, record: dict) -> None:
        if self.staging is None:
            return
        path = self.staging / f"game-{index + 1:04d}.json"
        try:
            path.write_text(dump_json(record), encoding="utf-8")
            os.chmod(path, new_file_mode())
        except OSError as exc:
            fail(message("folder.cannot-write", path=show_path(self.out_dir), name=path.name, why=exc.strerror),
                 field="--out", value=self.out_dir)

    def __exit__(self, kind, value, traceback) -> None:
        if self.staging is None:
            return
        try:
            if kind is None:
                self._commit()
        except OSError as exc:
            fail(message("folder.cannot-move", path=show_path(self.out_dir), why=exc.strerror), field="--out",
                 value=self.out_dir)
        finally:
            if self.staging.exists():
                shutil.rmtree(self.staging, ignore_errors=True)

    def _commit(self) -> None:
        if not self.folder.exists():
            os.chmod(self.staging, 0o777 & ~_umask())
            os.rename(self.staging, self.folder)      # a new folder appears whole
            return
        for path in sorted(self.staging.iterdir()):
            os.replace(path, self.folder / path.name)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
