"""WakeIndex: the bots a price wakes equal a brute-force scan of the bands, whatever the history."""

from __future__ import annotations

from decimal import Decimal as D

from hypothesis import given, settings
from hypothesis import strategies as st

from tradingbot.bots.wake_index import NO_HIGH, Band, WakeIndex


def test_bandless_bots_wake_on_every_price_and_banded_ones_at_their_edges() -> None:
    ix = WakeIndex()
    ix.put("a", None)
    ix.put("b", (D(90), D(110)))
    assert ix.wake(D(100)) == {"a"}
    assert ix.wake(D(110)) == {"a", "b"}  # an edge itself is not quiet
    assert ix.wake(D(100)) == {"a", "b"}  # woken: stepped on every price until its next band
    ix.put("b", (D(95), NO_HIGH))
    assert ix.wake(D(1000)) == {"a"}
    assert ix.wake(D(95)) == {"a", "b"}
    ix.remove("a")
    ix.remove("b")
    assert ix.wake(D(1)) == set() and len(ix) == 0


OPS = st.lists(
    st.one_of(
        st.tuples(st.just("put"), st.integers(0, 9), st.none()),
        st.tuples(
            st.just("put"),
            st.integers(0, 9),
            st.tuples(st.integers(0, 100), st.integers(1, 60)).map(lambda t: (D(t[0]), D(t[0] + t[1]))),
        ),
        st.tuples(st.just("remove"), st.integers(0, 9), st.none()),
        st.tuples(st.just("wake"), st.integers(-5, 170), st.none()),
    ),
    max_size=300,
)


@settings(max_examples=150, deadline=None)
@given(ops=OPS)
def test_matches_a_scan_of_every_band(ops: list[tuple[str, int, Band | None]]) -> None:
    ix = WakeIndex()
    model: dict[str, Band | None] = {}
    for op, arg, band in ops:
        if op == "put":
            ix.put(str(arg), band)
            model[str(arg)] = band
        elif op == "remove":
            ix.remove(str(arg))
            model.pop(str(arg), None)
        else:
            p = D(arg)
            expected = {b for b, bd in model.items() if bd is None or not bd[0] < p < bd[1]}
            assert ix.wake(p) == expected
            for b in expected:
                model[b] = None
        assert len(ix) == len(model)


def test_stale_entries_are_compacted_away() -> None:
    ix = WakeIndex()
    for i in range(1000):
        ix.put("a", (D(i), D(i + 10)))
    ix.put("b", (D(0), D(5)))
    assert len(ix._lows) < 100 and len(ix._highs) < 100  # rebuilt, not 1,001 entries each
    assert ix.wake(D(1005)) == {"b"}
    assert ix.wake(D(1010)) == {"a", "b"}
