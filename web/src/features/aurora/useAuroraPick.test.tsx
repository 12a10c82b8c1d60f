import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { notify } from '../../shell/toast';
import type { AuroraBizType, AuroraPick } from './api';
import { pick } from './testPicks';
import { useAuroraPick } from './useAuroraPick';

vi.mock('../../shell/toast', () => ({ notify: vi.fn() }));

const INFO = 'POST /operation/tools/aurora/info';

function Page({ biz, symbol, ready, onPick }: {
  biz: AuroraBizType; symbol: string | null; ready: boolean; onPick: (p: AuroraPick) => void;
}) {
  const p = useAuroraPick(biz, symbol, ready, onPick);
  return <p data-testid="loaded">{p ? p.aurora_id : 'none'}</p>;
}

/** The create page's form: ready once its market data is in (a click here). */
function Harness({ onPick }: { onPick: (p: AuroraPick) => void }) {
  const [ready, setReady] = useState(false);
  const [, setTick] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setReady(true)}>ready</button>
      <button type="button" onClick={() => setTick((n) => n + 1)}>again</button>
      <Page biz="GRID_SPOT" symbol="BTCUSDT" ready={ready} onPick={onPick} />
    </>
  );
}

describe('useAuroraPick', () => {
  afterEach(() => vi.mocked(notify).mockClear());

  it('applies the pick of ?aurora= once the page is ready, once', async () => {
    const { fn, calls } = mockFetch({ [INFO]: ok(pick()) });
    vi.stubGlobal('fetch', vi.fn(fn));
    const onPick = vi.fn();
    renderWithApp(<Harness onPick={onPick} />, '/create/?base=BTC&quote=USDT&aurora=grid-BTCUSDT-hp-7d-20250521');
    await waitFor(() => expect(screen.getByTestId('loaded')).toHaveTextContent('grid-BTCUSDT-hp-7d-20250521'));
    expect(onPick).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'ready' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick.mock.calls[0]?.[0]).toEqual(pick());
    await userEvent.click(screen.getByRole('button', { name: 'again' }));
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/aurora/info'))?.init.body)))
      .toEqual({ aurora_id: 'grid-BTCUSDT-hp-7d-20250521' });
  });

  it('leaves another family or symbol alone, and says when the pick expired', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ [INFO]: ok(pick()) }).fn));
    const onPick = vi.fn();
    const view = renderWithApp(<Page biz="GRID_SPOT" symbol="ETHUSDT" ready onPick={onPick} />, '/create/?aurora=grid-BTCUSDT-hp-7d-20250521');
    await waitFor(() => expect(screen.getByTestId('loaded')).toHaveTextContent('grid-BTCUSDT'));
    view.unmount();
    renderWithApp(<Page biz="GRID_FUTURES" symbol="BTCUSDT" ready onPick={onPick} />, '/fgrid-create/?aurora=grid-BTCUSDT-hp-7d-20250521');
    await waitFor(() => expect(screen.getByTestId('loaded')).toHaveTextContent('grid-BTCUSDT'));
    expect(onPick).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', vi.fn(mockFetch({
      [INFO]: { ret_code: 10011, ret_msg: 'AI pick grid-BTCUSDT-hp-7d-20240101 is unknown or expired', result: { field: 'aurora_id' } },
    }).fn));
    renderWithApp(<Page biz="GRID_SPOT" symbol="BTCUSDT" ready onPick={onPick} />, '/create/?aurora=grid-BTCUSDT-hp-7d-20240101');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('fail', 'This AI pick has expired. Choose a new one on the home page.'));
    expect(onPick).not.toHaveBeenCalled();
  });
});
