import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeQueryClient, Providers } from '../../app/Providers';
import ar from '../../i18n/locales/ar-SA.json';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { AuroraBlock } from './AuroraBlock';
import { createPathOf } from './api';
import { pick } from './testPicks';
import { expectTexts } from '../../test/botPages';

const HOME = 'POST /operation/tools/aurora/home';

const combo = pick({
  aurora_id: 'fcombo-BTCUSDT.ETHUSDT-LS-st-30d-20250527', biz_type: 'COMBO_FUTURES', symbol: 'BTCUSDT,ETHUSDT', style: 2,
  style_name: 'STEADY', market_mode: 'MIX', estimate_profits_days: '30', estimate_profits_rate_e4: -250,
  estimate_profits_apr_e4: -3042, max_draw_down_rate_e4: 410, sell_cnt: 3, // -0.025 / 30 × 365
});

describe('AI picks block', () => {

  it('shows each pick with its family, style, window, yield, drawdown, trades, an APR only from 30 days and a Use link', async () => {
    const { fn, calls } = mockFetch({ [HOME]: ok({ list: [pick(), combo], total: 2, candidates: 9, pending: 0 }) });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<AuroraBlock />);
    const block = await screen.findByTestId('aurora');
    expect(within(block).getByRole('heading', { name: 'AI picks' })).toBeInTheDocument();
    const cards = await within(block).findAllByTestId('aurora-pick');
    expect(cards).toHaveLength(2);

    const [grid, basket] = cards as [HTMLElement, HTMLElement];
    expect(within(grid).getByTestId('aurora-family')).toHaveTextContent('Spot grid');
    expect(grid).toHaveTextContent('High profits');
    expect(grid).toHaveTextContent('BTCUSDT');
    // under 30 days: every figure over the window, with its length, and no APR
    expect(grid).toHaveTextContent('Yield in 1.96 days');
    expect(grid).not.toHaveTextContent('APR');
    expect(within(grid).queryByTestId('aurora-apr')).toBeNull();
    expect(grid).toHaveTextContent('Arbitrages');
    expectTexts({
      'aurora-yield': '+1.23%', 'aurora-drawdown': '0.57%', 'aurora-trades': '40', 'aurora-window': 'Backtest over 1.96 days',
    }, grid);
    const use = within(grid).getByRole('link', { name: 'Use the High profits Spot grid pick on BTCUSDT' });
    expect(use).toHaveAttribute('href', '/create/?base=BTC&quote=USDT&aurora=grid-BTCUSDT-hp-7d-20250521');

    expect(within(basket).getByTestId('aurora-family')).toHaveTextContent('Futures combo');
    expect(basket).toHaveTextContent('BTCUSDT + ETHUSDT');
    // 30 days: the window's yield, and beside it the APR labelled with its window
    expect(basket).toHaveTextContent('Yield in 30 days');
    expect(basket).toHaveTextContent('APR, 30-day backtest');
    expect(basket).toHaveTextContent('Rebalances');
    expectTexts({ 'aurora-yield': '-2.50%', 'aurora-apr': '-30.42%', 'aurora-trades': '3', 'aurora-window': 'Backtest over 30 days' }, basket);
    expect(within(basket).getByTestId('aurora-use')).toHaveAttribute('href', '/fcombo-create/?aurora=fcombo-BTCUSDT.ETHUSDT-LS-st-30d-20250527');
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('/aurora/home'))?.init.body))).toEqual({});
    expect(screen.queryByTestId('aurora-more')).not.toBeInTheDocument();
  });

  it('shows the best six first, then all of them on request', async () => {
    const many = Array.from({ length: 8 }, (_, i) => pick({ aurora_id: `grid-BTCUSDT-hp-${i}d-20250521`, score_e4: 80 - i }));
    vi.stubGlobal('fetch', vi.fn(mockFetch({ [HOME]: ok({ list: many, total: 8, candidates: 20, pending: 0 }) }).fn));
    renderWithApp(<AuroraBlock />);
    await waitFor(() => expect(screen.getAllByTestId('aurora-pick')).toHaveLength(6));
    expect(screen.getAllByTestId('aurora-pick').map((c) => c.dataset.auroraId?.split('-')[3])).toEqual(['0d', '1d', '2d', '3d', '4d', '5d']);
    const more = screen.getByTestId('aurora-more');
    expect(more).toHaveTextContent('Show all 8 picks');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getAllByTestId('aurora-pick')).toHaveLength(8);
    expect(more).toHaveTextContent('Show fewer');
    await userEvent.click(more);
    expect(screen.getAllByTestId('aurora-pick')).toHaveLength(6);
  });

  it('says when there are no picks yet and when the call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ [HOME]: ok({ list: [], total: 0, candidates: 0, pending: 3 }) }).fn));
    const first = renderWithApp(<AuroraBlock />);
    expect(await screen.findByTestId('aurora-empty')).toHaveTextContent('No AI picks yet: the backtests are still running.');
    first.unmount();
    vi.stubGlobal('fetch', vi.fn(mockFetch({ [HOME]: { ret_code: 10016, ret_msg: 'boom', result: {} } }).fn));
    renderWithApp(<AuroraBlock />);
    expect(await screen.findByRole('alert')).toHaveTextContent('AI picks could not be loaded.');
  });

  it('reads right to left in Arabic', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({ [HOME]: ok({ list: [pick()], total: 1, candidates: 1, pending: 0 }) }).fn));
    render(
      <Providers locale="ar-SA" messages={ar} client={makeQueryClient()}>
        <MemoryRouter><div dir="rtl"><AuroraBlock /></div></MemoryRouter>
      </Providers>,
    );
    expect(await screen.findByRole('heading', { name: 'اختيارات الذكاء الاصطناعي' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('aurora-use')).toHaveTextContent('استخدام'));
  });

  it('maps each family to its create page', () => {
    expect(createPathOf({ aurora_id: 'fgrid-ETHUSDT-st-30d-20250527', biz_type: 'GRID_FUTURES', symbol: 'ETHUSDT' }))
      .toBe('fgrid-create/?base=ETH&quote=USDT&aurora=fgrid-ETHUSDT-st-30d-20250527');
    expect(createPathOf({ aurora_id: 'fmart-SOLUSDT-hf-7d-20250527', biz_type: 'MART_FUTURES', symbol: 'SOLUSDT' }))
      .toBe('fmart-create/?base=SOL&quote=USDT&aurora=fmart-SOLUSDT-hf-7d-20250527');
    expect(createPathOf({ aurora_id: 'grid-ETHUSDC-hp-7d-20250527', biz_type: 'GRID_SPOT', symbol: 'ETHUSDC' }))
      .toBe('create/?base=ETH&quote=USDC&aurora=grid-ETHUSDC-hp-7d-20250527');
  });
});
