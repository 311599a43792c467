"""The other games on the shelf (referee/games/)."""
