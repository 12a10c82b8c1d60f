"""Futures grid bots on USDT-linear perpetuals (MECHANICS §5).

The family module (``family``) and its config, state, levels, sizing, margin, shifting,
validation, metrics and quiet band.
"""
