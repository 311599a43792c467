"""The engine against the models, which binds a proof to the referee people run: rounds drawn by
Hypothesis (drawn), the Z3 terms as an oracle (oracle, round_oracle), a closed form over every
region scoring (closed_form), one changed rule value at a time (variant_sweep), the inputs the
referee must refuse (position_domain, play_domain) and the accounts players read (account_check)."""
