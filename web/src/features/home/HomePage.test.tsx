import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithApp } from '../../test/render';
import { HomePage } from './HomePage';

const profile = ok({ id: 12, email: 'dave@example.com', user_type: 'FRESH', is_islamic: false, banned: false });

describe('home page', () => {

  it('shows the create block with only spot grid enabled, and no private areas when anonymous', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn));
    renderWithApp(<HomePage />);
    // the create page is open to everyone; the login prompt comes when creating
    expect(await screen.findByTestId('create-spot-grid')).toHaveAttribute('href', '/create/?base=BTC&quote=USDT');
    await userEvent.click(screen.getByTestId('family-futuresMartingale'));
    expect(screen.getByTestId('create-futures-martingale')).toHaveAttribute('href', '/fmart-create/?base=BTC&quote=USDT');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.queryByTestId('my-bots')).not.toBeInTheDocument();
    expect(screen.queryByTestId('demo-funds')).not.toBeInTheDocument();
  });

  it('shows My bots (empty, ongoing/closed) and the FUND balances when logged in', async () => {
    const { fn, calls } = mockFetch({
      'GET /v2/private/user/profile': profile,
      'GET /v2/private/asset/balances': ok({ list: [{ coin: 'USDT', free: '1234.5', locked: '0' }] }),
      'POST /v2/private/user/demo-funds': ok({ coin: 'USDT', free: '11234.5', locked: '0' }),
      'POST /s1/bot/tradingbot/v1/list-all-bots': ok({ list: [], total: 0 }),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<HomePage />);

    const bots = await screen.findByTestId('my-bots');
    expect(await within(bots).findByText('You have no running bots yet.')).toBeInTheDocument();
    await userEvent.click(within(bots).getByTestId('bots-tab-closed'));
    expect(await within(bots).findByText('You have no closed bots yet.')).toBeInTheDocument();

    expect(await screen.findByTestId('balance-USDT')).toHaveTextContent('1,234.5');
    expect(calls.some((c) => c.url === '/v2/private/asset/balances?account_type=FUND')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Get 10,000 USDT demo funds' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/v2/private/user/demo-funds')).toBe(true));
    const post = calls.find((c) => c.url === '/v2/private/user/demo-funds');
    expect(JSON.parse(String(post?.init.body))).toEqual({ coin: 'USDT', amount: '10000' });
  });

  it('lists the bots of each tab with status, investment, profit, APR and running time, linked to the detail page', async () => {
    const bot = (id: string, status: string, extra: object = {}) => ({
      bot_type: 'GRID_SPOT', bot_id: id, symbol: 'BTCUSDT', status, total_investment: '1000', total_profit: '12.5',
      total_apr: '0.4567', create_time: 1_763_800_000_000, end_time: 0, close_reason: '', operation_time: 125 * 60_000, ...extra,
    });
    const { fn, calls } = mockFetch({
      'GET /v2/private/user/profile': profile,
      'GET /v2/private/asset/balances': ok({ list: [] }),
      'POST /s1/bot/tradingbot/v1/list-all-bots': ({ body }: { body: { status: string } }) => ok(body.status === 'ongoing'
        ? { list: [bot('42', 'RUNNING')], total: 1 }
        : { list: [bot('41', 'COMPLETED', { total_profit: '-3.25', total_apr: '-0.1', operation_time: 26 * 3600_000 + 5 * 60_000 })], total: 1 }),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<HomePage />);

    const row = await screen.findByTestId('bot-row');
    expect(row).toHaveTextContent('BTC/USDT');
    expect(row).toHaveTextContent('Spot grid');
    expect(within(row).getByTestId('bot-row-status')).toHaveTextContent('Running');
    expect(row).toHaveTextContent('1,000 USDT');
    expect(row).toHaveTextContent('+12.5000 USDT');
    expect(row).toHaveTextContent('+45.67%');
    expect(row).toHaveTextContent('2h 5m');
    expect(within(row).getByTestId('bot-link')).toHaveAttribute('href', '/grid/detail/?grid_id=42');

    await userEvent.click(screen.getByTestId('bots-tab-closed'));
    await waitFor(() => expect(screen.getByTestId('bot-row')).toHaveAttribute('data-bot-id', '41'));
    const closed = screen.getByTestId('bot-row');
    expect(within(closed).getByTestId('bot-row-status')).toHaveTextContent('Completed');
    expect(closed).toHaveTextContent('-3.2500 USDT');
    expect(closed).toHaveTextContent('1D 2h 5m');
    const sent = calls.filter((c) => c.url === '/s1/bot/tradingbot/v1/list-all-bots').map((c) => JSON.parse(String(c.init.body)));
    expect(sent).toEqual(expect.arrayContaining([{ status: 'ongoing', page: 1, limit: 20 }, { status: 'closed', page: 1, limit: 20 }]));
  });

  it('names every coin of a DCA bot over several coins', async () => {
    const dca = (id: string, coins: string[]) => ({
      bot_type: 'DCA_SPOT', bot_id: id, symbol: `${coins[0]}USDT`, coins, status: 'RUNNING', total_investment: '500',
      total_profit: '1', total_apr: '0.1', create_time: 1_763_800_000_000, end_time: 0, close_reason: '', operation_time: 60_000,
    });
    const { fn } = mockFetch({
      'GET /v2/private/user/profile': profile,
      'GET /v2/private/asset/balances': ok({ list: [] }),
      'POST /s1/bot/tradingbot/v1/list-all-bots': ok({ list: [dca('7', ['BTC', 'ETH', 'SOL']), dca('8', ['BTC'])], total: 2 }),
    });
    vi.stubGlobal('fetch', vi.fn(fn));
    renderWithApp(<HomePage />);

    await waitFor(() => expect(screen.getAllByTestId('bot-row')).toHaveLength(2));
    const [many, one] = screen.getAllByTestId('bot-row');
    expect(within(many!).getByTestId('bot-link')).toHaveTextContent('BTC + ETH + SOL/USDT');
    expect(within(one!).getByTestId('bot-link')).toHaveTextContent('BTC/USDT');
  });
});
