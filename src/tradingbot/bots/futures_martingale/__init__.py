"""Futures martingale family (MECHANICS §6): LONG buys dips, SHORT sells rallies, round take profit."""
