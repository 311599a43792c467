"""The words each word-valued spec key takes, declared once.

Each is a Literal type: the Rules model's field has that type, so mypy checks every comparison
with it (`rules.scoring.tie_rule == "split-evnly"` is an error under strict equality), and the
schema's `choices` are its words (words(TieRule)), in the order the spec reference lists them,
the rulebook's first.
"""

from __future__ import annotations

from typing import Any, Literal, get_args

SpecialCard = Literal["knight", "dragon", "witch"]                     # components.once_per_game
WitchReselects = Literal["after-others", "at-once"]                    # cards.witch_reselects
BannerProvenance = Literal["rulebook", "provisional", "user"]          # regions.banner_provenance
TieRule = Literal["lowest-spanned-place", "highest-spanned-place", "split-evenly"]     # scoring.tie_rule
PlacedBy = Literal["sole-leader", "any-leader", "none"]                # nobles.placed_by
OnNewNoble = Literal["replace", "stack"]                               # nobles.on_new_noble
Bonus = Literal["connected-chain", "region-only", "adjacent-only"]     # nobles.bonus
BonusPaidTo = Literal["every-noble-in-region", "new-noble-only"]       # nobles.bonus_paid_to
KingMoves = Literal["after-last-scored", "next-after-king"]            # round.king_moves
FinalScoring = Literal["regions-not-scored-this-round", "all-regions", "none"]       # end.final_scoring
TieBreak = Literal["most-nobles-on-board", "shared", "most-influence-on-board"]      # end.tie_break


def words(kind: Any) -> tuple[str, ...]:
    """The words of a Literal type above, in their declared order."""
    return tuple(get_args(kind))
