"""The variant laboratory (referee/lab/): tables, the compiled batch simulator, agents, metrics, compare and the ladder."""
