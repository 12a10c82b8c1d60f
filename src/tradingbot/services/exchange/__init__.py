"""The simulated exchanges' write path: operations in order, stored by group commit on a writer
thread; the engine's tables; the read model the hot reads answer from."""
