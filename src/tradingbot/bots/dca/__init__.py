"""Spot DCA family (MECHANICS §4): RECURRING buys on a schedule and SAFETY_ORDER ladders."""
