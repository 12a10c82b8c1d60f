"""Partition ownership for the engine workers: which partition a user is in, leases with epochs
held in the database, the fence every write transaction of a partition passes, and the keeper
loop that spreads partitions over the live workers (docs/ARCHITECTURE.md, "Cluster")."""
