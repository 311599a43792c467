"""King's Favor (referee/games/kings_favor/)."""
