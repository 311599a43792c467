"""hypothesis-crosshair's provider, listened to (properties.proofs.symbolic, `referee check --symbolic`).

CrossHair tells Hypothesis it has explored every path by raising BackendCannotProceed("verified");
Hypothesis keeps that to itself. This subclass changes nothing of the exploration: it writes what
CrossHair reports (verified, each path, paths it could not follow) into the Exploration of the
property running (symbolic.current()). Imported by Hypothesis, by the dotted name symbolic
registers, only when a property runs on that backend: crosshair is not loaded otherwise.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from hypothesis.errors import BackendCannotProceed
from hypothesis_crosshair_provider.crosshair_provider import CrossHairPrimitiveProvider

from . import symbolic


class RecordingProvider(CrossHairPrimitiveProvider):    # type: ignore[misc]  # crosshair ships no types
    @contextmanager
    def per_test_case_context_manager(self) -> Iterator[None]:
        exploration = symbolic.current()
        try:
            with super().per_test_case_context_manager():
                yield
        except BackendCannotProceed as exc:
            exploration.verified = exploration.verified or exc.scope == "verified"
            raise
        finally:
            exploration.path_done()
            done = getattr(self, "completion", "")
            if done.startswith("ignored") and "path impossibility" not in done:
                exploration.skipped.append(done)
