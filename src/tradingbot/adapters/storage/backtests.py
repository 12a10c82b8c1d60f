"""The backtest lab's tables (issue 26): a user's backtest jobs and the candles they run on.

- ``backtest_candles``: one set of candles per row, as the job reads them (``data_json``: per
  symbol the candle columns of ``jobs/wire.candles_to_wire``), either uploaded by the user
  (``source`` ``upload``) or cut from the server's history when a job was created (``history``,
  deleted with its job). A job reads its inputs here, not from its queue message: the cluster's
  queue takes at most 1 MB, and a restarted server still has them.
- ``backtests``: one row per job: what was asked (``request_json``: family, params, symbols,
  window, options), its state (``queued``, ``running``, ``done``, ``failed``, ``cancelled``), the
  progress the job writes while it runs (``candles_done`` of ``candles_total``, ``eta_ms``), and
  the result or the failure. ``run`` names the server run that queued it: the job's writes
  match it, so a job whose row was cancelled, or marked failed by a restarted server, stops at
  its next progress write. Kept until the user deletes it. ``share_token``: the random token of
  the job's read-only public link, once the owner shared it.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from tradingbot.adapters.storage.models import Base


class BacktestCandlesRow(Base):
    __tablename__ = "backtest_candles"
    __table_args__ = (Index("ix_backtest_candles_user", "user_id", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), nullable=False)
    source: Mapped[str] = mapped_column(String(16), nullable=False)
    symbols: Mapped[str] = mapped_column(String(400), nullable=False)
    rows: Mapped[int] = mapped_column(Integer, nullable=False)
    first_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    last_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    created_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    data_json: Mapped[str] = mapped_column(Text, nullable=False)


class BacktestRow(Base):
    __tablename__ = "backtests"
    __table_args__ = (
        Index("ix_backtests_user", "user_id", "id"),
        Index("ix_backtests_state", "state"),
        Index("ix_backtests_share_token", "share_token", unique=True),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), nullable=False)
    family: Mapped[str] = mapped_column(String(32), nullable=False)
    symbols: Mapped[str] = mapped_column(String(400), nullable=False)
    candles_id: Mapped[int] = mapped_column(Integer, nullable=False)
    request_json: Mapped[str] = mapped_column(Text, nullable=False)
    state: Mapped[str] = mapped_column(String(16), nullable=False)
    run: Mapped[str] = mapped_column(String(64), nullable=False)
    candles_total: Mapped[int] = mapped_column(Integer, nullable=False)
    candles_done: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    eta_ms: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    created_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    started_ms: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    finished_ms: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    error_code: Mapped[str | None] = mapped_column(String(32), nullable=True)
    error: Mapped[str | None] = mapped_column(Text, nullable=True)
    result_json: Mapped[str | None] = mapped_column(Text, nullable=True)
    share_token: Mapped[str | None] = mapped_column(String(64), nullable=True)
    """The read-only public link's token (``share``), absent until the owner shares the job."""
