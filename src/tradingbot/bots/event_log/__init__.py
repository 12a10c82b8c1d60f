"""A bot's event log as a file (issue 27): the inputs the host records beside its events, the
file format (JSON Lines and CSV) and the exact replay from the file alone."""
