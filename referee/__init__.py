"""King's Road referee: the rules as data, a road graph, and a referee that validates and scores positions."""

__version__ = "0.1.0"
