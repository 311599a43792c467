"""King's Struggle (Robert Burke, WizKids 2018): end-of-game scoring, tie-break and tricks.

rules.py reads spec/kings-struggle/; scoring.py finds the best split of collected cards;
winning.py totals and ranks players; trick.py resolves one trick; reader.py reads input
files; account.py words the results. Nothing here imports King's Road modules.
"""
