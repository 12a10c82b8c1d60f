"""The bus between the processes of a cluster: the market log (one append-only stream of prices
per market, each with its sequence number) and request/reply for commands.

``ports.MarketBus`` is the contract; ``inprocess.InProcessBus`` serves it inside one process (the
embedded mode, nothing to install) and ``jetstream.JetStreamBus`` over NATS JetStream (the
cluster). Both pass the same contract tests (tests/bus/).
"""
