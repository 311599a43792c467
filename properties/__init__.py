"""Verification of the King's Road rules: the invariant catalogue, Hypothesis strategies,
a Z3 model of scoring and the `referee check` runner.

Import the catalogue from here; strategies (hypothesis) and the models (z3) are separate
modules so that importing the catalogue stays light.
"""

from .rounds import Round, play_round
from .statements.invariants import BY_ID, CATALOGUE, Invariant, check_all

__all__ = ["BY_ID", "CATALOGUE", "Invariant", "check_all", "Round", "play_round"]
