"""numba's on-disk cache of a kernel is keyed on the kernel's own file: a change in a helper module
it calls would leave a stale compiled kernel. Each kernel therefore states the digest of its helper
modules; this test fails (and says the new value) when a helper changed but the digest did not."""

from __future__ import annotations

import hashlib
from pathlib import Path
from types import ModuleType

import pytest

from tradingbot.backtest.kernels import futures_grid, futures_martingale, spot_grid

KERNELS = Path(spot_grid.__file__).parent


def digest(names: tuple[str, ...]) -> str:
    h = hashlib.sha256()
    for name in names:
        h.update((KERNELS / name).read_bytes())
    return h.hexdigest()[:16]


@pytest.mark.parametrize("kernel", [spot_grid, futures_grid, futures_martingale], ids=lambda m: m.__name__)
def test_kernel_names_the_digest_of_its_helpers(kernel: ModuleType) -> None:
    want = digest(kernel.HELPERS)
    assert want == kernel.HELPERS_DIGEST, (
        f"{Path(kernel.__file__).name}: set HELPERS_DIGEST = {want!r} (a helper changed; numba's cache "
        "of this kernel would otherwise keep the old one)"
    )


def test_every_kernel_module_with_compiled_code_is_a_listed_helper_or_a_kernel() -> None:
    kernels = (spot_grid, futures_grid, futures_martingale)
    listed = {n for k in kernels for n in k.HELPERS} | {Path(k.__file__).name for k in kernels}
    compiled = {p.name for p in KERNELS.glob("*.py") if "@njit" in p.read_text()}
    assert compiled <= listed, f"kernel modules with njit code missing from HELPERS: {compiled - listed}"
