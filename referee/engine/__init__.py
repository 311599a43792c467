"""The referee's engine: positions, cards, scoring, Nobles, rounds, replays and simulation.

Imports only the rules (referee.rules) and the exceptions (referee.errors); knows nothing of
JSON files, text accounts or the command line.
"""
