import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithApp } from '../../../test/render';
import { HomePage } from '../../home/HomePage';
import { botDetailPath } from '../../home/MyBots';
import { expectCases } from '../../../test/cases';

const profile = ok({ id: 12, email: 'dave@example.com', user_type: 'FRESH', is_islamic: false, banned: false });

describe('home page: futures grid', () => {

  it('the create block futures grid tab is enabled and links to the futures grid create page', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({}).fn));
    renderWithApp(<HomePage />);
    const tab = await screen.findByTestId('family-futuresGrid');
    expect(tab).not.toHaveTextContent('Soon');
    await userEvent.click(tab);
    expect(screen.getByTestId('create-futures-grid')).toHaveAttribute('href', '/fgrid-create/?base=BTC&quote=USDT');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    // the other families keep their state
    await userEvent.click(screen.getByTestId('family-spotGrid'));
    expect(screen.getByTestId('create-spot-grid')).toHaveAttribute('href', '/create/?base=BTC&quote=USDT');
  });

  it('My bots links futures grids (GRID_FUTURES) to their detail page and shows mode and leverage', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetch({
      'GET /v2/private/user/profile': profile,
      'GET /v2/private/asset/balances': ok({ list: [] }),
      'POST /s1/bot/tradingbot/v1/list-all-bots': ok({
        list: [{
          bot_type: 'GRID_FUTURES', bot_id: '5', symbol: 'ETHUSDT', status: 'RUNNING', total_investment: '500',
          total_profit: '-1.5', total_apr: '-0.2', create_time: 1_795_364_071_581, end_time: 0, close_reason: '',
          grid_mode: 'SHORT', leverage: '3', operation_time: 60_000,
        }],
        total: 1,
      }),
    }).fn));
    renderWithApp(<HomePage />);
    const row = await screen.findByTestId('bot-row');
    expect(row).toHaveTextContent('ETH/USDT');
    expect(row).toHaveTextContent('Futures grid');
    expect(within(row).getByTestId('bot-row-mode')).toHaveTextContent('Short 3x');
    expect(within(row).getByTestId('bot-link')).toHaveAttribute('href', '/fgrid/detail/?bot_id=5');
  });

  it('detail paths by bot type', () => {
    expectCases(botDetailPath, [
      [{ bot_type: 'GRID_FUTURES', bot_id: '12' }, '/fgrid/detail/?bot_id=12'],
      [{ bot_type: 'GRID_SPOT', bot_id: '3' }, '/grid/detail/?grid_id=3'],
      [{ bot_type: 'MART_FUTURES', bot_id: '3' }, '/fmart/detail/?bot_id=3'],
    ]);
  });
});
