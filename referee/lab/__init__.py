"""The variant laboratory: play many games fast, measure how rule variants change play.

- tables.py: arrays built from a Rules object (banners, route, Noble-chain sizes);
  support.py: the rule parameters the batch simulator implements (it refuses the rest).
- rng.py, chooser.py, play.py, batch.py: the batch simulator (compiled with numba when
  installed), one row of results per game (gamerow.py); records.py: any of its games as a
  game record, checked by the reference engine.
Import numpy and numba only from here: `referee score` never loads them.
"""
