"""Every limit the referee puts on its input, in one place, each named in the message that enforces it.

The limits keep the work a command does bounded by the size of its input, never by a number
inside it, and keep every value within what the game itself allows. The JSON Schemas in
referee/io/schema/ state the same numbers (tests/io/test_limits.py checks that they agree).
"""

from __future__ import annotations

MAX_INPUT_BYTES = 4 * 1024 * 1024   # a position, a game record or a variant file: a few MB at most
MAX_NESTING = 32                    # arrays/objects inside each other; the deepest real input needs 6
MAX_DIGITS = 30                     # digits of a JSON number (Python refuses 4,301; the game needs 4)
MAX_NAME_LENGTH = 40                # characters of a player name
MAX_PLAYERS = 8                     # hard cap on players, whatever a variant says (the box takes 5)
MAX_ROUNDS = 1000                   # rounds in a game record (a real game lasts about 15)
MAX_GAMES = 100_000                 # games one `referee simulate` plays (each written as a file)
MAX_COMPARE_GAMES = 10_000_000      # games per ruleset of one `referee compare` (about 2 min on 2 cores)
MAX_RULESETS = 8                    # rulesets one `referee compare` plays
MAX_VERIFY = 10_000                 # games `referee compare --verify` replays per ruleset
MAX_WORKERS = 64                    # worker processes (`--workers`)
MAX_EXAMPLES = 100_000              # generated rounds or games `referee check` tries per ruleset
MAX_SEED = 2**63 - 1                # a --seed (a 64-bit number)
MAX_POINTS = 100_000                # a score, or a value in a result
MAX_BANNER_VALUE = 100              # a banner's value (the printed banners go up to 8)
MAX_LADDER_AGENTS = 8               # agents one `referee ladder` ranks (every pair plays: 28 pairs)
MAX_MCTS_BUDGET = 1_000_000         # playouts per mcts decision (`--agents mcts:N`; 1,000 take about 10 ms)
MAX_VARIANTS = 8                    # variants named at once
MAX_FAVOR_MOVE = 100                # spaces one King's Favor move takes (a die gives 1-6; a card's
                                    # move is bounded here, above any board's length of path)
MAX_PROBLEMS = 100                  # problems listed for one input; then "and more"
MAX_REGION_SUGGESTIONS = 2          # close region names a misspelt one suggests ("did you mean ...?")
MAX_TEXT_IN_MESSAGE = 60            # characters of a value quoted in a message
MAX_VALUE_IN_ANSWER = 200           # characters of a refused value a JSON answer echoes (then cut,
                                    # written as its JSON text ending in "...", "value_cut": true)
MAX_OUTPUT_NAME_BYTES = 200         # bytes of an output file's name (file systems allow 255; the
                                    # temporary file written beside it adds a prefix and a suffix)

MAX_PORT = 65_535                   # a TCP port (`referee serve --port`)
MAX_REQUEST_SECONDS = 10            # time limit of one `referee serve` API request (a whole record's
                                    # replay takes well under 1 s)
MAX_TABLES = 10_000                 # live tables one tables file of `referee serve` keeps
MAX_TABLE_EVENTS = 20_000           # events of one live table (a game of 1,000 rounds at 8 seats, twice,
                                    # and language changes)
MAX_LIVE_CONNECTIONS = 1_000        # live updates (WebSockets) open at once on one server

MB = 1024 * 1024


def size_text(n_bytes: int) -> str:
    """4194304 -> '4 MB'."""
    return f"{n_bytes / MB:g} MB" if n_bytes >= MB else f"{n_bytes} bytes"
