"""The rules read a second time, as Z3 terms: one region's scoring (region), a round's cards
(cards), a whole round (round). They read the ruleset as data and import nothing of the engine
(tests/test_layout.py), so that a slip in the engine cannot be copied into what the proofs speak of."""
