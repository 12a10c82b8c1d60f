import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { PortfolioBlock } from './PortfolioBlock';

const PATH = 'POST /s1/bot/tradingbot/v1/portfolio';
const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 1);

const portfolio = {
  running_bots: 3,
  total_investment: '2500',
  total_pnl: '-12.345',
  today_pnl: '4.5',
  families: [
    { bot_type: 'GRID_SPOT', bots: 2, investment: '1500', pnl: '10' },
    { bot_type: 'MART_FUTURES', bots: 1, investment: '1000', pnl: '-22.345' },
  ],
  daily: [
    { ts: START, pnl: '0' },
    { ts: START + DAY, pnl: '8.1' },
    { ts: START + 2 * DAY, pnl: '-12.345' },
  ],
};

describe('portfolio block', () => {

  it('shows the totals, each family and the daily PnL curve', async () => {
    const { fn } = mockFetch({ [PATH]: ok(portfolio) });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<PortfolioBlock />);

    const block = await screen.findByTestId('portfolio');
    await waitFor(() => expect(within(block).getByTestId('portfolio-running')).toHaveTextContent('3'));
    expect(within(block).getByTestId('portfolio-investment')).toHaveTextContent('2,500 USDT');
    const pnl = within(block).getByTestId('portfolio-pnl');
    expect(pnl).toHaveTextContent('-12.35 USDT');
    expect(pnl.querySelector('dd')).toHaveClass('text-down');
    expect(within(block).getByTestId('portfolio-today')).toHaveTextContent('+4.50 USDT');
    const rows = within(block).getAllByTestId('portfolio-family');
    expect(rows.map((r) => r.dataset.botType)).toEqual(['GRID_SPOT', 'MART_FUTURES']);
    expect(rows[0]).toHaveTextContent('Spot grid');
    expect(rows[0]).toHaveTextContent('1,500 USDT');
    expect(rows[1]).toHaveTextContent('-22.35 USDT');
    const chart = within(block).getByTestId('portfolio-chart');
    expect(chart).toHaveAccessibleName('Daily PnL from Nov 1, 2026 to Nov 3, 2026, latest -12.35 USDT');
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(within(block).queryByTestId('portfolio-empty')).toBeNull();
  });

  it('says when nothing runs and the chart has no day yet', async () => {
    const empty = { ...portfolio, running_bots: 0, total_investment: '0', total_pnl: '0', today_pnl: '0', families: [], daily: [] };
    const { fn } = mockFetch({ [PATH]: ok(empty) });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<PortfolioBlock />);

    expect(await screen.findByTestId('portfolio-empty')).toHaveTextContent('No running bots');
    expect(screen.getByTestId('portfolio-chart-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('portfolio-families')).toBeNull();
  });

  it('reports a failed load', async () => {
    const { fn } = mockFetch({ [PATH]: { ret_code: 10016, ret_msg: 'server error', result: null } });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<PortfolioBlock />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your portfolio could not be loaded.');
  });
});
