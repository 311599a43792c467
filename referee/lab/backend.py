"""Where a run's chunks are played: worker processes on this machine, or the tasks of a Ray cluster.

Either way a chunk is one task, its result comes back in chunk order, and the numbers depend only
on the seed: a chunk's games draw from their own streams (rng.py), whoever plays them. Ray is an
optional extra (`pip install 'kings-road-referee[cluster]'`); with no address it starts a local Ray
on this machine, else it joins the cluster at `address` (or at $RAY_ADDRESS). Every node of a
cluster needs the same version of this package installed. No scheduling of our own: Ray's tasks
and object store do it.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator

from ..messages import Text, text
from ..os_reasons import os_reason


@dataclass(frozen=True)
class Backend:
    kind: str = "local"                # "local" (processes here) or "ray"
    workers: int = 1                   # local worker processes
    address: str | None = None         # a Ray cluster's address; None: $RAY_ADDRESS, else a local Ray

    def spreads(self, tasks: int) -> bool:
        """Whether map_in_order hands these tasks to other processes (else it runs them here)."""
        return self.kind == "ray" or (self.workers > 1 and tasks > 1)

    def map_in_order(self, function: Callable[[Any], Any], tasks: list) -> Iterator[Any]:
        """function over tasks, the results in task order."""
        if self.kind == "ray":
            return _ray_map(function, tasks, self.address)
        return _local_map(function, tasks, self.workers)


def _local_map(function: Callable[[Any], Any], tasks: list, workers: int) -> Iterator[Any]:
    if workers <= 1 or len(tasks) <= 1:
        for task in tasks:
            yield function(task)
        return
    import multiprocessing

    method = "fork" if sys.platform.startswith("linux") else "spawn"
    with multiprocessing.get_context(method).Pool(min(workers, len(tasks))) as pool:
        yield from pool.imap(function, tasks)


def _ray_map(function: Callable[[Any], Any], tasks: Iterable, address: str | None) -> Iterator[Any]:
    import logging

    import ray

    if not ray.is_initialized():
        ray.init(address=address or os.environ.get("RAY_ADDRESS") or None, include_dashboard=False,
                 log_to_driver=False, logging_level=logging.ERROR)
    remote = ray.remote(function)
    refs = [remote.remote(task) for task in tasks]       # all submitted at once: Ray spreads them
    for ref in refs:
        yield ray.get(ref)


RAY_CONNECT_SECONDS = 10.0      # a cluster address that does not answer within this is refused


def address_problem(address: str, timeout: float = RAY_CONNECT_SECONDS) -> Text | None:
    """Why a Ray cluster address cannot be joined, found before Ray is started (Ray itself retries
    an address that does not answer for minutes, printing its own warnings), or None. The address
    is host:port (a ray:// prefix allowed); "auto" and "local" are Ray's own words and not probed."""
    import socket

    target = address.removeprefix("ray://").strip()
    if target in ("auto", "local"):
        return None
    host, sep, port = target.rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        return text("compare.ray-address.not-host-port")
    try:
        with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout):
            return None
    except TimeoutError:
        return no_answer(timeout)
    except OSError as exc:
        return os_reason(exc)


def no_answer(seconds: float) -> Text:
    """The reason "no answer within N s", a whole number of seconds written whole (14 s, not 14.00 s)."""
    return text("compare.ray-address.no-answer", seconds=int(seconds) if seconds == int(seconds) else seconds)


class ClusterUnreachable(Exception):
    """Ray could not join the cluster at an address; `why` says so in the asked language (Ray's own
    error line, cut short, is quoted as what Ray said: it is Ray's, in English)."""

    def __init__(self, why: Text) -> None:
        super().__init__(str(why))
        self.why = why


RAY_PROBE = """
import logging, sys
import ray
ray.init(address=sys.argv[1], include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)
ray.shutdown()
"""


def connect_ray(address: str | None, seconds: float = 14.0) -> None:
    """Start Ray here (no address) or join the cluster at `address`, before any work. An address is
    first tried by a child process given `seconds` in all (Ray retries a silent address for
    minutes, and an address that takes the connection and says nothing can hold Ray's own timeouts
    longer still): it is killed when time is up, and its output, Ray's log lines, stays off the
    user's screen (the first line of Ray's error becomes the reason)."""
    import logging
    import subprocess

    import ray

    if ray.is_initialized():
        return
    if address:
        env = {**os.environ, "RAY_gcs_server_port_wait_time_s": str(max(1, int(seconds) - 6))}
        try:
            probe = subprocess.run([sys.executable, "-c", RAY_PROBE, address], capture_output=True, text=True,
                                   timeout=seconds, env=env)
        except subprocess.TimeoutExpired:
            raise ClusterUnreachable(no_answer(seconds)) from None
        if probe.returncode != 0:
            errors = [line for line in probe.stderr.splitlines() if "Error" in line and ":" in line]
            raise ClusterUnreachable(text("compare.ray-said", words=errors[-1][:200]) if errors
                                     else text("compare.ray-exit", code=probe.returncode))
    ray.init(address=address or None, include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR)


def ray_available() -> bool:
    """Whether the optional `ray` package is installed."""
    import importlib.util

    return importlib.util.find_spec("ray") is not None
