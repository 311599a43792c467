"""The verification layer (properties/, installed as referee.properties): statements, models, proofs, conformance, search, and `referee check`'s runner."""
