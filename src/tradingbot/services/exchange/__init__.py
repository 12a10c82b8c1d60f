"""The simulated exchanges' write path: one lock, one transaction per operation; the engine's
tables; the read model the hot reads answer from."""
