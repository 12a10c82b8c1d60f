import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithApp } from '../../../test/render';
import { usePnlPoints } from './usePnlPoints';

/** Polls twice: a snapshot older than the server's last point, then (on "next") a newer one. */
function Probe() {
  const [snap, setSnap] = useState({ d: { pnl: '1.5' }, at: 30_000 });
  const points = usePnlPoints('5', snap.d, snap.at, 'pnl');
  return (
    <>
      <p data-testid="points">{points.map((p) => `${p.time}:${p.value}`).join(',')}</p>
      <button type="button" onClick={() => setSnap({ d: { pnl: '3' }, at: 90_000 })}>next</button>
    </>
  );
}

describe('usePnlPoints', () => {

  it('draws the server history first, then the snapshots polled after its last point', async () => {
    const { fn, calls } = mockFetch({
      'POST /s1/bot/tradingbot/v1/pnl-history': ok({
        interval: 'm', list: [{ ts: 1000, equity: '1000', pnl: '0', pnl_per: '0' }, { ts: 61_000, equity: '1002', pnl: '2', pnl_per: '0.002' }],
      }),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<Probe />);
    await waitFor(() => expect(screen.getByTestId('points')).toHaveTextContent('1000:0,61000:2'));
    expect(screen.getByTestId('points').textContent).not.toContain('30000'); // older than the server's last point
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await waitFor(() => expect(screen.getByTestId('points')).toHaveTextContent('1000:0,61000:2,90000:3'));
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/pnl-history'))?.init.body))).toEqual({ bot_id: '5' });
  });
});
