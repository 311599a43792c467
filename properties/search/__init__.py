"""Questions a designer asks of two rulesets: where do they differ on a scoring (differ, Z3), over
whole games (round_differ), and the smallest case of each difference (witness)."""
