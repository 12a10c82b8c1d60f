import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodies, DetailStub, renderBotPage, WAIT } from '../../test/botPages';
import { ok, type RouteAnswer } from '../../test/render';
import { ComboCreatePage } from '../bots/futures-combo/CreatePage';
import { pick } from './testPicks';

vi.mock('../../app/reload', () => ({ reloadPage: vi.fn() }));

const FC = '/contract/v5/private/fcombobot';
const ID = 'fcombo-BTCUSDT.SOLUSDT-LS-hp-7d-20250527';
const range = (min: string, max: string) => ({ min, max });
const limit: RouteAnswer = () => ok({
  check_code: 'FCOMBO_CHECK_SUCCESS', checks: [], init_margin: range('50', '900000'), leverage: range('1', '50'),
  adjust_position_percent: range('0.01', '0.5'), adjust_position_time_interval: range('1800', '2419200'),
  sl_percent: range('0.01', '0.99'), tp_percent: range('0.01', '100'), trailing_stop_percent: range('0.05', '0.99'),
  symbol_count: range('2', '10'), time_interval_presets: [], last_prices: {}, bot_mode: 'MIX',
});
const basket = pick({
  aurora_id: ID, biz_type: 'COMBO_FUTURES', symbol: 'BTCUSDT,SOLUSDT', market_mode: 'MIX',
  params: {
    symbol_settings: [
      { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' },
      { symbol: 'SOLUSDT', side: 2, target_position_percent: '0.5' },
    ],
    leverage: '2', init_margin: '1000', adjust_position_mode: 2, adjust_position_percent: '0.05',
  },
});

describe('futures combo create page opened from an AI pick', () => {
  afterEach(() => localStorage.clear());

  it('fills the basket, leverage, margin and rebalancing of the pick, without popping the daily pick, and creates it', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { calls } = renderBotPage(
      {
        'GET /v2/private/user/profile': ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false }),
        [`POST ${FC}/get-symbol-list`]: ok({ list: [
          { symbol: 'BTCUSDT', base_token: 'BTC', last_price: '100000', max_leverage: '100', quote_volume_24h: '9000000' },
          { symbol: 'SOLUSDT', base_token: 'SOL', last_price: '150', max_leverage: '50', quote_volume_24h: '100000' },
        ] }),
        [`POST ${FC}/get-limit`]: limit,
        [`POST ${FC}/get-daily-pick`]: ok({
          pick_date: 1_763_856_000_000, symbol_settings: [], leverage: '2', adjust_position_mode: 2,
          adjust_position_percent: '0.05', bot_mode: 'LONG', backtest: { window_days: 7, window_yield: '0', max_drawdown: '0', rebalances: 0 },
          pop: true,
        }),
        'POST /operation/tools/aurora/info': ok(basket),
        [`POST ${FC}/create-bot`]: ok({ status_code: 0, bot_id: '78' }),
      },
      { '/fcombo-create': <ComboCreatePage />, '/fcombo/detail': <DetailStub label="fcombo" param="bot_id" /> },
      `/fcombo-create/?aurora=${ID}`,
      { where: true },
    );
    await waitFor(() => expect(screen.getByTestId('leg-symbol-1')).toHaveValue('SOLUSDT'), WAIT);
    expect(screen.getByTestId('leg-side-1-2')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('input-init_margin')).toHaveValue('1000');
    await screen.findByTestId('pick-open', undefined, WAIT); // the daily pick is in, and stays closed
    expect(screen.queryByTestId('daily-pick-dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('combo-create-submit')).toBeEnabled(), WAIT);
    await user.click(screen.getByTestId('combo-create-submit'));
    // create, answer, then the detail page: took over 3 s in CI once (a busy machine), 0.6 s alone
    expect(await screen.findByTestId('detail-route', undefined, { timeout: 10_000 })).toHaveTextContent('fcombo 78');
    expect(bodies(calls, `${FC}/create-bot`)).toEqual([basket.params]);
  });
});
