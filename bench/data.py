"""Real candles for the benchmarks, read from ``../shared/data`` (never copied into the repo).

Only numpy and the standard library are imported here, so the peers' environment
(``bench/.venv-peers``, without the project installed) can use it too.

Prices are kept exact: every file's prices are parsed as decimal strings, the price unit is
``10^-k`` with ``k`` the most decimals seen in the file (at least the tick's), and the arrays hold
int64 multiples of that unit.

B1 input (one year of 1m candles, 525,600 rows): the real Binance spot BTCUSDT 1m series
(``binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz``, 130,708 rows) concatenated with itself
until 525,600 rows. Repetition ``r >= 1`` has all four prices multiplied by one factor so that its
first open equals the previous repetition's last close (the join has no gap), then rounded
half-up to the 0.01 tick (the rounding is monotone, so high >= max(open, close) >= min(open,
close) >= low still holds). Timestamps continue minute by minute. The factor compounds: the
series ends about 1.1025^4 ≈ 1.48x above its start, so the year is a real-shaped path with a
strong up-drift; volumes are not used.
"""

from __future__ import annotations

import gzip
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
import numpy.typing as npt

I64 = npt.NDArray[np.int64]
PRICES = ("open", "high", "low", "close")
COLUMNS = ("ts", *PRICES)
"""A :class:`Series`' int64 arrays, in field order."""

REPO = Path(__file__).resolve().parent.parent
DATA_DIR = (REPO / ".." / "shared" / "data").resolve()

MINUTE_MS = 60_000
YEAR_1M = 525_600
DAYS30_1M = 43_200

B1_FILE = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"
B1_TICK_DECIMALS = 2  # Binance spot BTCUSDT tick 0.01
B2_FILES: dict[str, str] = {
    "BTCUSDT": "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz",
    "ETHUSDT": "binance_spot/ETHUSDT-1m-2025-05-20_2025-08-18.csv.gz",
    "SOLUSDT": "binance_usdm_perp/SOLUSDT-1m-2025-05-04_2025-06-24.csv.gz",
    "XRPUSDT": "binance_usdm_perp/XRPUSDT-1m-2025-05-04_2025-06-24.csv.gz",
    "DOGEUSDT": "binance_usdm_perp/DOGEUSDT-1m-2025-05-25_2025-06-24.csv.gz",
}
"""B2 symbols: BTC and ETH from Binance spot 1m, SOL/XRP/DOGE from Binance USDT-M perpetual 1m
(the only 1m files for them in the data set); the last 43,200 candles (30 days) of each."""


class DataMissing(RuntimeError):
    """The shared data folder or a file in it is absent."""


@dataclass(frozen=True)
class Series:
    """One candle series as int64 prices in the unit ``10^-decimals``."""

    name: str
    ts: I64
    open: I64
    high: I64
    low: I64
    close: I64
    decimals: int

    def __len__(self) -> int:
        return int(self.ts.shape[0])

    @property
    def scale(self) -> float:
        return float(10**self.decimals)

    def tail(self, rows: int) -> Series:
        """The last ``rows`` candles."""
        if rows > len(self):
            raise ValueError(f"{self.name}: {len(self)} rows, {rows} asked")
        return self._rows(slice(len(self) - rows, None))

    def head(self, rows: int) -> Series:
        """The first ``rows`` candles."""
        return self._rows(slice(0, rows))

    def _rows(self, s: slice) -> Series:
        """A copy of the candles in ``s``."""
        return replace(self, **{k: getattr(self, k)[s].copy() for k in COLUMNS})

    def floats(self) -> dict[str, npt.NDArray[np.float64]]:
        """Prices as float64 (``units / 10^decimals``; order-preserving, so comparisons agree)."""
        sc = self.scale
        return {k: getattr(self, k).astype(np.float64) / sc for k in PRICES}


def data_dir() -> Path:
    """``../shared/data`` beside the repo; a clear error when it is not there."""
    if not DATA_DIR.is_dir():
        raise DataMissing(
            f"benchmark data folder {DATA_DIR} not found: the benchmarks read the real candles in "
            "../shared/data (relative to the repo root); they are never copied into the repo"
        )
    return DATA_DIR


def _path(rel: str) -> Path:
    p = data_dir() / rel
    if not p.is_file():
        raise DataMissing(f"benchmark data file {p} not found (see ../shared/data/README.md)")
    return p


def _decimals(token: str) -> int:
    dot = token.find(".")
    return 0 if dot < 0 else len(token) - dot - 1


def load(rel: str, min_decimals: int = 0) -> Series:
    """A ``ts,open,high,low,close,volume`` csv.gz of ``../shared/data`` as exact int64 prices."""
    path = _path(rel)
    with gzip.open(path, "rt", encoding="ascii") as fh:
        header = fh.readline().strip()
        if header != "ts,open,high,low,close,volume":
            raise ValueError(f"{path}: unexpected header {header!r}")
        rows = [line.split(",") for line in fh.read().splitlines() if line]
    ts = np.fromiter((int(r[0]) for r in rows), np.int64, len(rows))
    k = min_decimals
    for r in rows:
        for tok in r[1:5]:
            d = _decimals(tok)
            if d > k:
                k = d
    cols = []
    for j in range(1, 5):
        f = np.fromiter((float(r[j]) for r in rows), np.float64, len(rows)) * float(10**k)
        u = np.rint(f)
        if np.any(np.abs(f - u) > 1e-6):
            raise ValueError(f"{path}: prices are not exact multiples of 1e-{k}")
        cols.append(u.astype(np.int64))
    if np.any(np.diff(ts) != MINUTE_MS):
        raise ValueError(f"{path}: not a continuous 1m series")
    name = Path(rel).name.split("-")[0]
    return Series(name, ts, cols[0], cols[1], cols[2], cols[3], k)


def decimal_rows(series: Series, rows: int) -> list[tuple[int, str, str, str, str]]:
    """The first ``rows`` candles as ``(ts, open, high, low, close)`` decimal strings."""
    k = series.decimals
    out = []
    for i in range(rows):
        vals = []
        for arr in (series.open, series.high, series.low, series.close):
            v = int(arr[i])
            vals.append(f"{v // 10**k}.{v % 10**k:0{k}d}" if k else str(v))
        out.append((int(series.ts[i]), vals[0], vals[1], vals[2], vals[3]))
    return out


def year_1m(rows: int = YEAR_1M) -> Series:
    """The B1 input: BTCUSDT spot 1m repeated (each repetition scaled to join) to ``rows`` candles."""
    base = load(B1_FILE, B1_TICK_DECIMALS)
    if base.decimals != B1_TICK_DECIMALS:
        raise ValueError(f"{B1_FILE}: finer prices than the 0.01 tick ({base.decimals} decimals)")
    n = len(base)
    parts: dict[str, list[I64]] = {k: [] for k in ("open", "high", "low", "close")}
    raw = {k: getattr(base, k).astype(np.float64) for k in parts}
    prev_close: int | None = None
    done = 0
    while done < rows:
        take = min(n, rows - done)
        if prev_close is None:
            for k, chunks in parts.items():
                chunks.append(getattr(base, k)[:take].copy())
        else:
            factor = prev_close / float(base.open[0])
            for k, chunks in parts.items():
                chunks.append(np.floor(raw[k][:take] * factor + 0.5).astype(np.int64))
            if parts["open"][-1][0] != prev_close:  # the join is exact by construction
                raise AssertionError("repetition does not join the previous close")
        prev_close = int(parts["close"][-1][-1])
        done += take
    ts = base.ts[0] + MINUTE_MS * np.arange(rows, dtype=np.int64)
    out = Series(
        "BTCUSDT-1y",
        ts,
        np.concatenate(parts["open"]),
        np.concatenate(parts["high"]),
        np.concatenate(parts["low"]),
        np.concatenate(parts["close"]),
        base.decimals,
    )
    hi_ok = out.high >= np.maximum(out.open, out.close)
    lo_ok = out.low <= np.minimum(out.open, out.close)
    if not (bool(np.all(hi_ok)) and bool(np.all(lo_ok))):
        raise AssertionError("scaled candles violate OHLC order")
    return out


def sweep_inputs(rows: int = DAYS30_1M) -> dict[str, Series]:
    """The B2 inputs: the last ``rows`` 1m candles of each B2 symbol."""
    return {sym: load(rel).tail(rows) for sym, rel in B2_FILES.items()}


def save_npz(series: Series, path: Path) -> None:
    """The series in a temporary ``.npz`` for a peer subprocess (never inside the repo)."""
    np.savez(path, **{k: getattr(series, k) for k in COLUMNS}, decimals=np.array([series.decimals], np.int64))


def load_npz(path: Path) -> Series:
    z = np.load(path)
    return Series(Path(path).stem, *(z[k] for k in COLUMNS), int(z["decimals"][0]))
