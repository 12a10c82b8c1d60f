"""Spot grid bots (MECHANICS §2).

The family module (``family``) and its config, state, sizing, validation, metrics and quiet band.
"""
