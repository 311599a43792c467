"""`referee simulate --out DIR` and `referee check --witness DIR`: a folder of JSON files (game
records, witnesses), written all at once or not at all.

A folder that already holds such files (game-*.json, witness-*.json) is refused: a new run would
overwrite some of them and leave the others beside it, mixing two runs. The records are written to a
hidden temporary folder beside DIR and moved into DIR only when every game has been played, so
a run that fails or is interrupted leaves nothing behind.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from ..messages import text as message
from ..os_reasons import os_reason
from .common import dump_json, fail, new_file_mode, refuse_unnamable, show_path

RECORD_PATTERN = "game-*.json"


class GameFolder:
    """Context manager: write(i, record) or write_named(name, data) during the run; committed into
    DIR on a clean exit. `option` names the command's option in refusals; `pattern` the files a
    run writes (a folder already holding one is refused, with the message `holding`)."""

    def __init__(self, out_dir: str | None, option: str = "--out", pattern: str = RECORD_PATTERN,
                 holding: str = "folder.holds-records"):
        self.out_dir, self.option, self.pattern, self.holding = out_dir, option, pattern, holding
        self.folder = Path(out_dir) if out_dir else None
        self.shown = show_path(out_dir) if out_dir else ""       # the folder as messages name it
        self.staging: Path | None = None

    def __enter__(self) -> "GameFolder":
        self.refuse_unusable()
        if self.folder is None:
            return self
        shown = self.shown
        parent = self.folder.resolve().parent
        try:
            parent.mkdir(parents=True, exist_ok=True)
            self.staging = Path(tempfile.mkdtemp(prefix=f".{self.folder.name}.", suffix=".tmp", dir=parent))
        except OSError as exc:
            fail(message("folder.cannot-create", option=self.option, path=shown, why=os_reason(exc)), field=self.option,
                 value=self.out_dir)
        return self

    def refuse_unusable(self) -> None:
        """Exit 2 when DIR is empty or too long a name, is not a folder, cannot be looked at, or
        already holds files of this kind (before any work)."""
        if self.out_dir is None:
            return
        refuse_unnamable(self.out_dir, self.option)      # the rule of every output name (cli.common)
        assert self.folder is not None
        shown = self.shown
        try:
            if self.folder.exists() and not self.folder.is_dir():
                fail(message("folder.not-folder", option=self.option, path=shown), field=self.option,
                     value=self.out_dir)
            older = sorted(p.name for p in self.folder.glob(self.pattern)) if self.folder.is_dir() else []
        except (OSError, ValueError) as exc:        # a name the system refuses (too long a path, a NUL byte)
            fail(message("folder.cannot-create", option=self.option, path=shown, why=os_reason(exc)),
                 field=self.option, value=self.out_dir)
        if older:
            fail(message(self.holding, option=self.option, path=shown, n=len(older), first=older[0]),
                 field=self.option, value=self.out_dir)

    def write(self, index: int, record: dict) -> None:
        self.write_named(f"game-{index + 1:04d}.json", record)

    def write_named(self, name: str, data: dict, lang: str = "en") -> None:
        if self.staging is None:
            return
        path = self.staging / name
        try:
            path.write_text(dump_json(data, lang), encoding="utf-8")
            os.chmod(path, new_file_mode())
        except OSError as exc:
            fail(message("folder.cannot-write", option=self.option, path=self.shown, name=path.name,
                         why=os_reason(exc)),
                 field=self.option, value=self.out_dir)

    def __exit__(self, kind, value, traceback) -> None:
        if self.staging is None or self.folder is None:
            return
        try:
            if kind is None:
                self._commit(self.staging, self.folder)
        except OSError as exc:
            fail(message("folder.cannot-move", option=self.option, path=self.shown, why=os_reason(exc)),
                 field=self.option, value=self.out_dir)
        finally:
            if self.staging.exists():
                shutil.rmtree(self.staging, ignore_errors=True)

    @staticmethod
    def _commit(staging: Path, folder: Path) -> None:
        if not folder.exists():
            os.chmod(staging, 0o777 & ~_umask())
            os.rename(staging, folder)      # a new folder appears whole
            return
        for path in sorted(staging.iterdir()):
            os.replace(path, folder / path.name)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
