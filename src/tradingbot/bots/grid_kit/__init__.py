"""What the grid families share.

Levels, sizing helpers, TP/SL and trailing logic, config parsing and state snapshots: one copy
used by the spot and the futures grid, so neither family imports the other.
"""
