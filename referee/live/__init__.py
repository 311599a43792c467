"""Live tables: the referee keeps a game of King's Road while it is played at a real table, each
player choosing cards on their own phone (`referee serve`, "New table").

table: the state (a game record and the round under way) and its events; setup: a new table's
setup, read; store: the SQLite file that keeps every event before it is acknowledged; views: what
the host and each seat see.
"""
