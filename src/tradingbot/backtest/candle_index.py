"""The block table the sweep kernels' event skipping walks (``kernels.core.advance``): it lets a kernel
jump over candles where no order, stop or margin check can fire in O(log gap) steps instead of one
step per candle (PERFORMANCE.md §2).

Why skipping stays exact: between two events a grid's state is fixed, so its equity is a monotone
function of the close (``a + b·(close·pu − d)``). Over a block of candles the lowest and highest
equity come from the block's lowest and highest close, bit for bit (IEEE arithmetic is monotone),
so the running peak and minimum equity move exactly as the candle-by-candle loop moves them. The
drawdown needs single candles only where it could grow: a block is skipped whole only when an upper
bound of its drawdown (from the running peak and from the block's own largest fall) stays below the
maximum drawdown so far; otherwise the kernel looks at its halves, down to single candles.

Row ``off[k] + j`` describes the aligned block ``[j·2^k, (j+1)·2^k)`` (cut at the series' end):
lowest low, highest high, lowest and highest close, the largest fall (``max c_s − c_t``, ``s ≤ t``)
and rise (``max c_t − c_s``) of the close inside it. One 64-byte row per block (2T rows in all), so a
step of the walk touches one cache line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

import numpy as np
import numpy.typing as npt
from numba import njit

I64 = npt.NDArray[np.int64]

LOW_MIN, HIGH_MAX, CLOSE_MIN, CLOSE_MAX, FALL, RISE = range(6)
WIDTH: Final = 8
"""Columns per row (six used, padded to a cache line)."""


@dataclass(frozen=True)
class CandleIndex:
    """The block table of one candle series: ``rows[off[k] + j]`` is block ``j`` of level ``k``
    (level 0: the candles themselves)."""

    off: I64
    rows: I64

    @classmethod
    def build(cls, low: I64, high: I64, close: I64) -> CandleIndex:
        """The table of one series, in O(T)."""
        sizes = [int(low.shape[0])]
        while sizes[-1] > 1:
            sizes.append((sizes[-1] + 1) // 2)
        off = np.zeros(len(sizes) + 1, np.int64)
        off[1:] = np.cumsum(sizes)
        rows = np.zeros((int(off[-1]), WIDTH), np.int64)
        _build(low, high, close, off, rows)
        return cls(off, rows)


@njit(cache=True)
def _build(low: I64, high: I64, close: I64, off: I64, rows: I64) -> None:
    for i in range(low.shape[0]):
        rows[i, LOW_MIN] = low[i]
        rows[i, HIGH_MAX] = high[i]
        rows[i, CLOSE_MIN] = close[i]
        rows[i, CLOSE_MAX] = close[i]
    for k in range(1, off.shape[0] - 1):
        prev, cur = off[k - 1], off[k]
        for j in range(off[k + 1] - cur):
            a = prev + 2 * j
            d = cur + j
            if 2 * j + 1 < cur - prev:
                b = a + 1
                rows[d, LOW_MIN] = min(rows[a, LOW_MIN], rows[b, LOW_MIN])
                rows[d, HIGH_MAX] = max(rows[a, HIGH_MAX], rows[b, HIGH_MAX])
                rows[d, CLOSE_MIN] = min(rows[a, CLOSE_MIN], rows[b, CLOSE_MIN])
                rows[d, CLOSE_MAX] = max(rows[a, CLOSE_MAX], rows[b, CLOSE_MAX])
                rows[d, FALL] = max(rows[a, FALL], rows[b, FALL], rows[a, CLOSE_MAX] - rows[b, CLOSE_MIN])
                rows[d, RISE] = max(rows[a, RISE], rows[b, RISE], rows[b, CLOSE_MAX] - rows[a, CLOSE_MIN])
            else:
                rows[d] = rows[a]
