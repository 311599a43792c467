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


@dataclass(frozen=True)
class Backend:
    kind: str = "local"                # "local" (processes here) or "ray"
    workers: int = 1                   # local worker processes
    address: str | None = None         # a Ray cluster's address; None: $RAY_ADDRESS, else a local Ray

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


def ray_available() -> bool:
    """Whether the optional `ray` package is installed."""
    import importlib.util

    return importlib.util.find_spec("ray") is not None
