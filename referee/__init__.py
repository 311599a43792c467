"""King's Road referee: the rules as data, a road graph, and a referee that validates and scores positions.

The public API (see docs/api.md for a complete example of each use):

    import referee
    rules = referee.load_rules()                       # or variants=["permanent-nobles"], banners=..., rulings=...
    position = referee.read_position("examples/dark-tower-4p.json", rules)
    outcome = referee.score_position(position, rules)  # an Outcome: regions, placings, Nobles, bonuses, King, end
    print(referee.describe(outcome, rules))            # the account a player reads

Whole games: new_game, play_round, read_record, replay. Pictures: render_svg.
Every refusal is a RefereeError (a ValueError); PositionError carries every Problem found.
"""

from .api import (
                  describe,
                  load_rules,
                  new_game,
                  play_round,
                  read_position,
                  read_position_and_rules,
                  read_record,
                  render_svg,
                  replay,
                  score_position,
)
from .engine.adjudicate import Outcome, RegionResult
from .engine.cards import Card
from .engine.nobles import ChainBonus, NobleDecision
from .engine.position import Position
from .engine.record import GameRecord
from .engine.region_scoring import Placing
from .engine.replay import FinalResult, ReplayResult, ReplayRound
from .engine.round_play import IllegalPlay, IllegalPlayError, RoundLog, RoundPlay
from .errors import PositionError, Problem, RefereeError, SpecError, UnknownRegionError
from .rules import Rules

__version__ = "0.3.1.dev0"

__all__ = [
    # functions
    "load_rules", "new_game", "read_position", "read_position_and_rules", "score_position", "describe",
    "play_round", "read_record", "replay", "render_svg",
    # results and state
    "Rules", "Position", "Outcome", "RegionResult", "Placing", "NobleDecision", "ChainBonus",
    "Card", "RoundPlay", "RoundLog", "IllegalPlay", "GameRecord", "ReplayResult", "ReplayRound", "FinalResult",
    # exceptions
    "RefereeError", "SpecError", "PositionError", "UnknownRegionError", "IllegalPlayError", "Problem",
]
