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

from .sizes import MAX_PLAYERS, N_CARDS

(ROUNDS, FINISHED, WINNERS, TOP_TIED, BEST, RUNNER_UP, LEAD_CHANGES, LEAD_ROUND, NOBLES_END, BONUS,
 POINTS, ROTATION, REACHED) = range(13)
SCORE = REACHED + 1            # one column per seat
NOBLES = SCORE + MAX_PLAYERS   # one column per seat
PLAYS = NOBLES + MAX_PLAYERS   # one column per card code (sizes.py)
PAYS = PLAYS + N_CARDS         # one column per card code
WIDTH = PAYS + N_CARDS

CURVE_LEADER = MAX_PLAYERS     # curve[r, 0:MAX_PLAYERS] seat scores after round r, then the leader's
CURVE_WIDTH = CURVE_LEADER + 1
