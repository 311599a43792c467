"""Readers of the JSON inputs (positions, game records), each collecting every problem found.

Imports the engine and the rules below it; the JSON Schemas ship in io/schema/.
"""
