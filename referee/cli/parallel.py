"""Independent pieces of a command's work on every core: `referee check`'s rulesets and parts,
King's Struggle's rulesets."""

from __future__ import annotations


def in_parallel(work, calls: list[tuple]) -> list:
    """work(*call) for each call, in order: one process per call, up to one more than the cores (so
    `check`'s three tasks a ruleset start at once on two cores: the shortest ends early and the two
    long ones then have a core each, where with two workers the shortest waited for one to end;
    0.97x the wall time), or here when there is one call or one core. The workers are forked where
    the system can (they start with every module this process has loaded: `check` loads the
    property modules first, a second of each worker's start) as long as no Z3 context exists yet,
    which a fork must not share; spawned otherwise."""
    import os

    cores = os.cpu_count() or 1
    workers = min(len(calls), cores + 1)
    if workers < 2 or cores < 2:
        return [work(*call) for call in calls]
    import concurrent.futures
    import multiprocessing

    import z3

    fork = "fork" in multiprocessing.get_all_start_methods() and z3.z3._main_ctx is None
    context = multiprocessing.get_context("fork" if fork else "spawn")
    with concurrent.futures.ProcessPoolExecutor(workers, mp_context=context) as pool:
        jobs = [pool.submit(work, *call) for call in calls]
        return [job.result() for job in jobs]
