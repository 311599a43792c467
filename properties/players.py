"""The players of generated positions, of the models' counterexamples and of the oracles' rounds."""

from __future__ import annotations

PLAYER_NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
