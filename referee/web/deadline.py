"""The referee's work for one request, run in a thread of its own within the request's deadline.

At most WORKER_THREADS requests are worked on at once; the others wait their turn within their own
deadline. When the deadline passes, the request is answered 503 and its work is stopped: its thread
is sent WorkStopped (CPython's per-thread asynchronous exception, raised at the thread's next
bytecode), so an abandoned request never keeps a core busy while the next ones wait. The referee's
work is pure Python over a bounded input; a single C call (decoding 4 MB of JSON) ends first, in
well under a second.
"""

from __future__ import annotations

import asyncio
import ctypes
import threading
from typing import Any, Callable

import anyio

WORKER_THREADS = 4        # requests worked on at once (2 cores: more would only share them)
_LIMITERS: dict[int, anyio.CapacityLimiter] = {}


class WorkStopped(BaseException):
    """Raised inside a request's thread once its deadline has passed (a BaseException, as
    KeyboardInterrupt is, so no `except Exception` in the work can swallow it)."""


class _WorkThread(threading.Thread):
    def __init__(self, work: Callable[[], Any], settle: Callable[[Any, BaseException | None], None]):
        super().__init__(daemon=True, name="referee-request")
        self.work, self.settle = work, settle

    def run(self) -> None:
        try:
            try:
                result = self.work()
            except BaseException as exc:          # the work's own error, or WorkStopped
                self.settle(None, exc)
            else:
                self.settle(result, None)
        except WorkStopped:                       # arrived after the work ended: nothing left to stop
            pass


def _limiter() -> anyio.CapacityLimiter:
    loop = id(asyncio.get_running_loop())         # one per event loop (the tests start several)
    if loop not in _LIMITERS:
        _LIMITERS.clear()
        _LIMITERS[loop] = anyio.CapacityLimiter(WORKER_THREADS)
    return _LIMITERS[loop]


async def run_within(seconds: float, work: Callable[..., Any], *args: Any) -> Any:
    """work(*args) in a thread of its own; TimeoutError after `seconds` (the wait for a free worker
    included), and the work stopped then."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future = loop.create_future()

    def settle(result: Any, error: BaseException | None) -> None:
        def done() -> None:
            if not future.done():
                future.set_exception(error) if error is not None else future.set_result(result)
        try:
            loop.call_soon_threadsafe(done)
        except RuntimeError:                      # the loop has closed: nobody waits for this answer
            pass

    thread = _WorkThread(lambda: work(*args), settle)
    with anyio.fail_after(seconds):
        async with _limiter():
            thread.start()
            try:
                return await future
            except anyio.get_cancelled_exc_class():
                if thread.is_alive():
                    stop_thread(thread.ident)
                raise


def stop_thread(ident: int | None) -> None:
    """Raise WorkStopped in the thread `ident` at its next bytecode."""
    if ident is not None:
        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), ctypes.py_object(WorkStopped))
