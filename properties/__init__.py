"""Verification of the King's Road rules: the invariant catalogue, Hypothesis strategies,
a Z3 model of scoring and the `referee check` runner.

Import the catalogue from here; strategies (hypothesis) and z3_model (z3) are separate
modules so that importing the catalogue stays light.
"""

from .invariants import BY_ID, CATALOGUE, Invariant, check_all
from .round_model import Round, play_round

__all__ = ["BY_ID", "CATALOGUE", "Invariant", "check_all", "Round", "play_round"]
