"""What must hold, stated once: the rulebook's own facts (rulebook), the invariant catalogue
(invariants) and the rulebook's worked examples run through the engine (anchors)."""
