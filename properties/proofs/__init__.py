"""Proofs: each invariant over the models (region, round), kept between runs (cache), and the
engine's own code under symbolic execution (symbolic)."""
