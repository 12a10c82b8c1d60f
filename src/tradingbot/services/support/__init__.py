"""Support: the help assistant, its FAQ, and announcements."""
