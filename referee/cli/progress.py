"""Progress of long work on stderr, on a terminal or not: a line every few seconds with what is
done of the total and the time left, in the command's language; nothing with --quiet."""

from __future__ import annotations

import time

import click

from ..messages import in_lang, render

EVERY_SECONDS = 3.0


def stamped(started: float | None, lang: str = "en", label: str = ""):
    """A progress callback for work told in steps (`referee check`'s phases): each Text (or
    sentence) it gets goes to stderr in `lang` after the seconds since `started`, behind `label`;
    nothing when started is None (--quiet)."""
    prefix = f"{label}: " if label else ""

    def progress(text) -> None:
        if started is not None:
            click.echo(f"[{time.monotonic() - started:5.1f}s] {prefix}{in_lang(text, lang)}", err=True)
    return progress


class Progress:
    """progress(n) after each n more units of work; a line at most every EVERY_SECONDS seconds.

    Work whose units cost unequally (a ladder's games: a pair with the search agent is ten times
    slower than one of random agents) gives each call its cost, progress(n, cost=c): the time left
    is read from the cost done and left, the line still counts units."""

    def __init__(self, total: int, what: str, lang: str = "en", quiet: bool = False, every: float = EVERY_SECONDS,
                 total_cost: float | None = None):
        self.total, self.what, self.lang, self.quiet, self.every = total, what, lang, quiet, every
        self.total_cost = float(total if total_cost is None else total_cost)
        self.done = 0
        self.cost_done = 0.0
        self.last = time.monotonic()
        self.first: tuple[float, float] | None = None  # (time, cost done) of the first report: the rate
                                                       # is measured from there, after any start-up cost

    def __call__(self, n: int = 1, cost: float | None = None) -> None:
        self.done += n
        self.cost_done += n if cost is None else cost
        now = time.monotonic()
        if self.first is None:
            self.first = (now, self.cost_done)
        self.tick(now)

    def tick(self, now: float | None = None) -> None:
        """A line if one is due, without more work done: for work whose units take longer than
        EVERY_SECONDS (a mutant's test run), called while waiting."""
        now = time.monotonic() if now is None else now
        if (self.quiet or self.first is None or now - self.last < self.every or self.done >= self.total
                or self.cost_done == self.first[1] or now - self.first[0] < self.every):
            return          # a rate is read over `every` seconds at least: parts that arrive together
                            # after a slow start (workers' chunks) would promise an end at once
        self.last = now
        rate = (self.cost_done - self.first[1]) / (now - self.first[0])
        left = (self.total_cost - self.cost_done) / rate
        click.echo(render("progress.line", self.lang, what=self.what, done=self.done, total=self.total,
                          share=self.done / self.total, left=max(1, round(left))), err=True)


class Ticker:
    """While work that reports nothing runs (numba compiling the batch simulator), a line on stderr
    every `every` seconds: line() gives it (a Text), asked afresh each time. Used as a context
    manager, or stopped when the work starts reporting; nothing when quiet."""

    def __init__(self, line, lang: str = "en", quiet: bool = False, every: float = 4.5):
        import threading

        self.line, self.lang, self.quiet, self.every = line, lang, quiet, every
        self.started = time.monotonic()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def seconds(self) -> int:
        return round(time.monotonic() - self.started)

    def _run(self) -> None:
        while not self._stop.wait(self.every):
            click.echo(in_lang(self.line(), self.lang), err=True)

    def __enter__(self) -> Ticker:
        if not self.quiet:
            self._thread.start()
        return self

    def stop(self) -> None:
        """No more lines (the work has started to report on its own); again is harmless."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()

    def __exit__(self, *exc) -> None:
        self.stop()
