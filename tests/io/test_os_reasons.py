"""Why the system refused a file, a folder or a port, told in the user's language (referee.os_reasons):
the system's own words (an OSError's strerror) are English whatever `--lang` asks."""

from __future__ import annotations

import errno
import os
import socket
from pathlib import Path

from helpers import REPO, french_entry, run_referee
from referee.messages import en, render
from referee.os_reasons import REASONS, os_reason

LONG = "a" * 300            # one name longer than any file system's 255 bytes: ENAMETOOLONG


def french(key: str) -> str:
    entry = french_entry(key, en.MESSAGES[key])
    assert entry, key
    return entry


def test_a_name_too_long_is_refused_in_french_on_every_path_that_reads_or_writes_one(tmp_path):
    system = os.strerror(errno.ENAMETOOLONG)             # "File name too long"
    reason = french("os-reason.name-too-long")
    refusals = [
        run_referee("score", "--lang", "fr", f"{LONG}.json"),                          # a position read
        run_referee("rules", "--lang", "fr", "--variant", str(tmp_path / f"{LONG}.toml")),   # a variant file read
        run_referee("simulate", "--games", "2", "--lang", "fr", "--out", str(tmp_path / LONG / "games")),  # a folder
    ]
    for done in refusals:
        said = done.stdout + done.stderr
        assert done.returncode == 2 and reason in said and system not in said, said[-300:]
    english = run_referee("score", f"{LONG}.json")
    assert render("os-reason.name-too-long") in english.stdout + english.stderr


def test_each_errno_listed_has_its_own_sentence_and_any_other_keeps_the_systems_words():
    for code, key in REASONS.items():
        assert os_reason(OSError(code, os.strerror(code))).render("fr") == french(key)
    # an errno not listed: the system's words, then its name, in the template of each language
    other = os_reason(OSError(errno.EPIPE, "Broken pipe"))
    assert other.render("en") == "Broken pipe (system error EPIPE)"
    assert other.render("fr") == french("os-reason.other").format(why="Broken pipe", code="EPIPE")
    assert os_reason(ValueError("embedded null byte")).render("fr") == french("os-reason.nul-byte")
    assert os_reason(socket.gaierror(socket.EAI_NONAME, "Name or service not known")).render("fr") == \
        french("os-reason.unknown-host")


def test_no_module_passes_the_systems_words_into_a_message_but_os_reasons():
    # every refusal that tells why the system refused goes through os_reason (a new one would
    # otherwise print English in a French answer)
    users = [str(path.relative_to(REPO)) for path in (REPO / "referee").rglob("*.py")
             if "strerror" in path.read_text(encoding="utf-8")]
    assert users == ["referee/os_reasons.py"]


def test_the_reasons_read_the_errno_not_the_words(tmp_path: Path):
    # the same errno with other words (another C library, another locale) gets the same sentence
    assert os_reason(OSError(errno.ENAMETOOLONG, "Nom de fichier trop long")).render("en") == \
        render("os-reason.name-too-long")
