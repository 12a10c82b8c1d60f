"""Notifications (docs/NOTIFICATIONS.md): the outbox the engine writes, the in-app centre, the
users' settings and channels, and the dispatcher that delivers to webhooks and Telegram."""
