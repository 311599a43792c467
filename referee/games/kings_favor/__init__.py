"""King's Favor: movement on a board the user supplies.

rules.py reads spec/kings-favor/; board.py holds the board as a networkx graph; reader.py
reads board and state files; movement.py applies the direction rules and finds every route;
landing.py resolves what arriving on a space does; moves.py lists every end space of a roll;
account.py words the result. Nothing here imports King's Road modules.
"""
