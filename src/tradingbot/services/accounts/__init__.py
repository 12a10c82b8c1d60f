"""Users, sessions and gray-release flags."""
