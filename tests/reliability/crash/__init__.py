"""The crash campaign (issue 23): a mixed workload of the five bot families with moving prices
against a real server process, killed with SIGKILL at random (seeded) points and restarted, with
the checks after every kill: nothing acknowledged lost, nothing duplicated, the ledger exact, every
bot resumed and caught up on the prices it missed. See ``campaign.py``; ``test_crash.py`` runs it.
"""
