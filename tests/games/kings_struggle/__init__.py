"""King's Struggle (referee/games/kings_struggle/)."""
