"""The other games on the shelf: King's Struggle (kings_struggle) and King's Favor (kings_favor).

Each game has its own spec folder (spec/<game>/) and imports nothing from King's Road.
"""
