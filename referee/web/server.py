"""How `referee serve` runs its app under uvicorn: the connection limits and deadlines.

uvicorn closes a connection left idle after an answer (timeout_keep_alive), but it gives a
request's head (its request line and headers) all the time a client wants: one byte every two
seconds would hold a connection forever, and a connection that sends nothing is never closed.
HeadDeadlineProtocol closes a connection whose request head is not complete within HEAD_SECONDS
of its opening or of its last answer, so idle and slow connections cost a file descriptor for
seconds, not for ever; the referee's own work is bounded apart (referee.web.deadline: a few
requests worked on at once, each within its deadline). A body sent slowly is the app's to bound (its request
deadline, referee.limits.MAX_REQUEST_SECONDS). What no server of this kind can do alone (many
addresses at once, TLS) is a reverse proxy's work: docs/players.md.
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

HEAD_SECONDS = 10            # for the request line and headers, from the connection's opening or its last answer
KEEP_ALIVE_SECONDS = 5       # idle between two requests of one connection
MAX_HEAD_BYTES = 16 * 1024   # a request line and headers (h11's own limit is 16 KB)


class HeadDeadlineProtocol(H11Protocol):
    """uvicorn's h11 protocol, closing a connection whose request head is late."""

    _head_timer: asyncio.TimerHandle | None = None
    _cycle_seen: Any = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.cycle is not None and self.cycle is not self._cycle_seen:    # a whole head was read
            self._cycle_seen = self.cycle
            self._disarm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()                        # the next request's head has its own deadline

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)

    def _arm(self) -> None:
        self._disarm()
        self._head_timer = self.loop.call_later(HEAD_SECONDS, self._head_late)

    def _disarm(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_late(self) -> None:
        self._head_timer = None
        if not self.transport.is_closing():
            self.transport.close()


def server_options() -> dict[str, Any]:
    """uvicorn.Config's keyword arguments for the limits above."""
    return {"http": HeadDeadlineProtocol, "timeout_keep_alive": KEEP_ALIVE_SECONDS,
            "h11_max_incomplete_event_size": MAX_HEAD_BYTES}
