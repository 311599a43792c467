"""What one played game leaves behind: a row of integers, the same from every path.

The batch simulator (batch.py) and the reference path (fallback.py) each write one row per
game; metrics.py reads rows, chunk by chunk, into streaming aggregates. Columns:

  ROUNDS        rounds played                      FINISHED   1 when someone reached the threshold
  WINNERS       bit p set for each winning seat    TOP_TIED   1 when the top score was tied
  BEST          the top score                      RUNNER_UP  the best score of a seat that did not win
                                                              (BEST when every seat won)
  LEAD_CHANGES  times the sole leader changed      LEAD_ROUND first round after which the winner led
                (ties for the lead keep the last                alone to the end (a single winner only;
                sole leader)                                    = ROUNDS when the tie-break decided)
  NOBLES_END    Nobles on the board at the end     BONUS      Noble-chain bonus points, all seats
  POINTS        all points scored, all seats       ROTATION   agent rotation: seat s plays agent (s + r) % N
  REACHED       bit p set for each seat at or over the threshold
  SCORE + p     seat p's final score               NOBLES + p seat p's Nobles on the board at the end
  PLAYS + c     times card c was revealed          PAYS + c   ... and paid (see metrics.py)
"""

from __future__ import annotations

(ROUNDS, FINISHED, WINNERS, TOP_TIED, BEST, RUNNER_UP, LEAD_CHANGES, LEAD_ROUND, NOBLES_END, BONUS,
 POINTS, ROTATION, REACHED) = range(13)
SCORE = 13            # 5 columns
NOBLES = 18           # 5 columns
PLAYS = 23            # 11 columns: card codes (tables.py)
PAYS = 34             # 11 columns
WIDTH = 45

CURVE_LEADER = 5      # curve[r, 0:5] seat scores after round r, curve[r, 5] the leader's
CURVE_WIDTH = 6
