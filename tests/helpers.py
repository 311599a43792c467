"""Helpers the test modules share (import them from here, never from conftest): the repository's
root, reading a valid position, writing a one-key variant, a free local port, and running the CLI as
a user would, and the French catalogue as a translator edits it."""

from __future__ import annotations

import dataclasses
import functools
import inspect
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import textwrap
import urllib.request
import zlib
from pathlib import Path

from referee.io.position_reader import read_position

REPO = Path(__file__).resolve().parent.parent
PAGE_CHROMIUM = Path(os.environ.get("REFEREE_CHROMIUM", "/usr/bin/chromium"))   # the page's tests' (Debian's package)
FRENCH_PO = REPO / "referee" / "messages" / "locale" / "fr" / "LC_MESSAGES" / "referee.po"


@functools.cache
def french_catalogue():
    """referee/messages/locale/fr/LC_MESSAGES/referee.po as Babel reads it (a Catalog: .get(english, context))."""
    from babel.messages.pofile import read_po

    with FRENCH_PO.open("rb") as f:
        return read_po(f, locale="fr", domain="referee")


def french_entry(context: str, english: str) -> str | None:
    """The French of the entry (context, English), None when the catalogue has none (or only a fuzzy one)."""
    entry = french_catalogue().get(english, context)
    return entry.string if entry is not None and entry.string and not entry.fuzzy else None


def free_port() -> int:
    """A local TCP port nothing listens on (the socket that found it is closed again)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http_json(url: str, body, token: str | None = None):
    """One request as a phone makes it (the standard library's client): the answer's JSON, 2xx only."""
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, data=None if body is None else json.dumps(body).encode(), headers=headers)
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


def position_from(data: dict):
    """Read a position dict that must be valid; returns (position, rules)."""
    position, rules, problems = read_position(data)
    errors = [p for p in problems if p.severity == "error"]
    assert not errors, [p.message for p in errors]
    return position, rules


# Commands of one process, run in the test's own process through click's CliRunner: a
# subprocess costs about 0.9 s of CPU to start Python and import the referee, and these commands
# are most of the suite's hundreds of runs. The answer has the subprocess's shape (exit code,
# stdout, stderr; an uncaught exception exits 1 with its traceback on stderr, as Python prints it).
# A test that gives a timeout (a FIFO, a hang it guards against) always gets a real process, and
# REFEREE_TESTS_SUBPROCESS=1 sends every run to one. `compare` and `ladder` are one process only
# with `--workers 1` and no `--backend` (else they fork or start Ray): in-process then alone.
IN_PROCESS = frozenset({"score", "validate", "render", "replay", "rulings", "rules", "simulate", "struggle",
                        "favor"})
ONE_WORKER_IN_PROCESS = frozenset({"compare", "ladder"})


IMPORT_TIME_SWITCHES = ("REFEREE_NO_NUMBA",)       # read once, when referee.lab loads: a new process sees them


def _one_process(args: tuple[str, ...]) -> bool:
    if not args or any(os.environ.get(name) for name in IMPORT_TIME_SWITCHES):
        return False
    if args[0] in IN_PROCESS:
        return True
    one_worker = any(a == "--workers" and b == "1" for a, b in zip(args, args[1:]))
    return args[0] in ONE_WORKER_IN_PROCESS and one_worker and "--backend" not in args


def run_referee(*args: str, input: str | None = None, cwd: Path | None = None,
                locale: str = "C.UTF-8", timeout: float | None = None, refused: bool = False
                ) -> subprocess.CompletedProcess:
    """Run `referee ARGS` from the repository root by default, under `locale` (English text unless a
    French locale is given): in this process for the one-process runs (_one_process), else `python -m
    referee ARGS` in a subprocess (killed after `timeout` seconds, 120 by default). refused: a run the
    test expects to be refused before any work (any command: it starts no worker then), in this process."""
    one_process = _one_process(args) or refused
    if timeout is None and one_process and not os.environ.get("REFEREE_TESTS_SUBPROCESS"):
        return _invoke(args, input, cwd or REPO, locale)
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    env["LANG"] = locale
    return subprocess.run([sys.executable, "-m", "referee", *args], input=input, capture_output=True,
                          text=True, cwd=cwd or REPO, timeout=timeout or 120, env=env)


def _invoke(args: tuple[str, ...], input: str | None, cwd: Path, locale: str) -> subprocess.CompletedProcess:
    import traceback

    from click.testing import CliRunner

    from referee.cli import main

    before = os.getcwd()
    os.chdir(cwd)
    try:
        result = CliRunner().invoke(main, list(args), input=input, prog_name="referee",
                                    env={"LANG": locale, "LC_ALL": None, "LC_MESSAGES": None})
    finally:
        os.chdir(before)
    stderr = result.stderr
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        stderr += "".join(traceback.format_exception(*result.exc_info))
    return subprocess.CompletedProcess(["referee", *args], result.exit_code, result.stdout, stderr)


def run_json(*args: str, input: str | None = None) -> dict:
    done = run_referee(*args, "--json", input=input)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def variant_file(tmp_path: Path, name: str, table: str, key: str, value, declares=()) -> str:
    """A variant .toml setting [overrides.TABLE] KEY = VALUE (VALUE as TOML writes it), declaring
    `declares` in changes_invariants; its path."""
    path = tmp_path / f"{name}.toml"
    path.write_text(f'[variant]\nid = "{name}"\nname = "{name}"\nsection = "test"\n'
                    f"changes_invariants = {list(declares)!r}\n\n[overrides.{table}]\n{key} = {value}\n")
    return str(path)


def replaced(owner, name: str, old: str, new: str):
    """The function `name` of `owner` (a module, or a class: a method) compiled again with its one
    fragment `old` read as `new` (a slip, as a mutant's change), in a copy of its module's namespace."""
    source = textwrap.dedent(inspect.getsource(getattr(owner, name)))
    assert source.count(old) == 1, (name, old)
    module = owner if inspect.ismodule(owner) else sys.modules[owner.__module__]
    namespace = dict(vars(module))
    exec(compile(source.replace(old, new), module.__file__, "exec"), namespace)
    return namespace[name]


_UNPLANTED: dict[tuple, bool] = {}


def unplanted_ok(run, rules, **options) -> bool:
    """run(rules, **options).ok with nothing planted: the baseline a planted-slip test states before
    it plants its slip, played once a process for each rows function, ruleset and options (every
    row draws from a fixed seed, so the code as written gives the same answer each time). Call it
    before anything is planted: a call after a slip is planted may answer for the code as written."""
    key = (run.__module__, run.__qualname__, repr(rules), tuple(sorted(options.items())))
    if key not in _UNPLANTED:
        _UNPLANTED[key] = run(rules, **options).ok
    return _UNPLANTED[key]


# ---------------------------------------------------------------- screenshots (a headless Chromium's PNGs)

CHROMIUM = next((p for p in (shutil.which("chromium"), shutil.which("chromium-browser"), "/usr/bin/chromium")
                 if p and Path(p).exists()), None)
# CI sets REFEREE_REQUIRE_BROWSER=1 after installing Chromium: there a missing browser fails the run.
REQUIRED = os.environ.get("REFEREE_REQUIRE_BROWSER") == "1"


def read_png(path: Path) -> tuple[int, int, list[bytes]]:
    """(width, height, rows of RGB bytes) of an 8-bit, non-interlaced RGB or RGBA PNG."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, []
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b"IHDR":
            width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour_type in (2, 6) and interlace == 0
        elif kind == b"IDAT":
            idat.append(body)
    bpp = 3 if colour_type == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:                                   # Sub
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif kind == 2:                                 # Up
            line = bytearray((a + b) & 0xFF for a, b in zip(line, prev))
        elif kind == 3:                                 # Average
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 0xFF
        elif kind == 4:                                 # Paeth
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rgb = bytes(line) if bpp == 3 else b"".join(line[i:i + 3] for i in range(0, stride, 4))
        rows.append(rgb)
        prev = line
    return width, height, rows


def count(rows, colour: bytes) -> int:
    return sum(row[i:i + 3] == colour for row in rows for i in range(0, len(row), 3))


def first_row_with(rows, colour: bytes) -> int:
    for y, row in enumerate(rows):
        if any(row[i:i + 3] == colour for i in range(0, len(row), 3)):
            return y
    raise AssertionError(f"colour #{colour.hex()} not found in the screenshot")


def mutables(obj, found: set[int] | None = None) -> set[int]:
    """The ids of every list, dict and set reachable from `obj` through containers and the referee's
    own objects (dataclasses, objects with attributes), the rules and the messages left out: both
    are shared by design, read-only once made (a sentence is rendered from its Text on demand)."""
    found = set() if found is None else found
    seen: set[int] = set()

    def walk(x) -> None:
        if id(x) in seen or isinstance(x, (str, bytes, int, float, bool, type(None))):
            return
        seen.add(id(x))
        if type(x).__module__.startswith(("referee.rules", "referee.messages")):
            return
        if isinstance(x, (list, dict, set)):
            found.add(id(x))
        if isinstance(x, dict):
            for key, value in x.items():
                walk(key)
                walk(value)
        elif isinstance(x, (list, tuple, set, frozenset)):
            for item in x:
                walk(item)
        elif dataclasses.is_dataclass(x) or (hasattr(x, "__dict__") and type(x).__module__.startswith("referee")):
            for value in vars(x).values():
                walk(value)
    walk(obj)
    return found


def shared(answer, *sources) -> set[int]:
    held = mutables(answer)
    return {i for source in sources for i in mutables(source) & held}


def refused_alone(rules, array, combo, folder) -> bool:
    """Whether `combo` of a covering array, set alone on the ruleset's own values (each factor's
    first level), is refused by the rules' loader or makes a game where no region can ever score
    (properties.conformance.rule_pairs.can_score): what the array's `refused` list claims of it."""
    from referee.errors import SpecError
    from referee.properties.conformance import rule_pairs

    row = [f.levels[0] for f in array.factors]
    for i, level in combo:
        row[i] = level
    try:
        played = rule_pairs.row_ruleset(rules, array.factors, tuple(row), folder)
    except SpecError:
        return True
    return not rule_pairs.can_score(lambda table, key: getattr(getattr(played, table), key))
