import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodies, DetailStub, renderBotPage, WAIT } from '../../test/botPages';
import { ok, type RouteAnswer } from '../../test/render';
import { FmartCreatePage } from '../bots/futures-martingale/CreatePage';
import { pick } from './testPicks';

vi.mock('../../app/reload', () => ({ reloadPage: vi.fn() }));

// the martingale create page's own fixtures (futures-martingale/CreatePage.test.tsx)
const F = '/contract/v5/private/fmartingalebot';
const profile = ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });
const perp = (symbol: string, base: string) => ({
  symbol, symbolName: symbol, baseCurrency: base, quoteCurrency: 'USDT', coin: 'USDT', contractType: 'LinearPerpetual',
  contractStatus: 'Trading', tickSize: '0.1', lotSize: '0.001', minQty: '0.001', maxLeverageE2: 10000, minLeverageE2: 100,
  symbolDisplay: 1,
});
const symbols = ok({
  version: '6', LinearPerpetual: [perp('BTCUSDT', 'BTC'), perp('ETHUSDT', 'ETH')],
  InversePerpetual: [], InverseFutures: [], UsdcPerpetual: [], UsdcFutures: [], LinearFutures: [],
});
const aiParams = ok({
  ai_params: [
    { style: 'STEADY', martingale_mode: 1, martingale_mode_name: 'LONG', leverage: '3', price_float_percent: '0.03',
      add_position_percent: '1.2', add_position_num: 3, round_tp_percent: '0.04', sl_percent: '', min_init_margin: '800',
      window_days: 7, backtest: { apr: '0.42', max_drawdown: '0.08' } },
    { style: 'HIGH_PROFITS', martingale_mode: 2, martingale_mode_name: 'SHORT', leverage: '5', price_float_percent: '0.02',
      add_position_percent: '1.5', add_position_num: 4, round_tp_percent: '0.05', sl_percent: '0.5', min_init_margin: '80',
      window_days: 7, backtest: { apr: '0.9' } },
  ],
  config: { min_leverage: '1', max_leverage: '20' },
});

/** A 1 % price move per rung below 100000, margins ×1.2; leverage above 20 and margin below 50 fail. */
const limit: RouteAnswer = ({ body }) => {
  const checks = [];
  if (Number(body.leverage) > 20) {
    checks.push({ check_code: 'F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH', field: 'leverage', from: '1', to: '20', message: '' });
  }
  if (body.init_margin !== undefined && Number(body.init_margin) < 50) {
    checks.push({ check_code: 'F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_LOW', field: 'init_margin', from: '50', to: '9000', message: '' });
  }
  const complete = ['price_float_percent', 'add_position_percent', 'add_position_num', 'init_margin', 'round_tp_percent']
    .every((k) => body[k] !== undefined);
  const ladder = complete && !checks.length
    ? Array.from({ length: Number(body.add_position_num) + 1 }, (_, i) => ({
      index: i, price: String(100000 - i * 1000), margin: String(Number(body.init_margin) * 1.2 ** i), qty: '0.003',
      avg_price: String(100000 - i * 500), tp_price: String(101000 - i * 500),
    }))
    : [];
  return ok({
    status_code: 0,
    check_code: checks[0]?.check_code ?? 'F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED',
    checks, leverage: { min: '1', max: '20' }, init_margin: { min: '50', max: '9000' },
    price_float_percent: { min: '0.001', max: '0.199' }, last_price: '100000', mark_price: '100000', tick_size: '0.1',
    ladder, estimated_liq_price: ladder.length ? '81234.5' : '',
  });
};

const ID = 'fmart-BTCUSDT-hf-7d-20250527';
const short = pick({
  aurora_id: ID, biz_type: 'MART_FUTURES', symbol: 'BTCUSDT', style: 3, style_name: 'HIGH_FREQUENCY', market_mode: 'SHORT',
  params: {
    symbol: 'BTCUSDT', martingale_mode: 2, leverage: '3', price_float_percent: '0.01', add_position_percent: '1.3',
    add_position_num: 4, round_tp_percent: '0.03', init_margin: '1000',
  },
});

describe('futures martingale create page opened from an AI pick', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills mode, leverage and the ladder of the pick and creates it', async () => {
    const user = userEvent.setup();
    const { calls } = renderBotPage(
      {
        'GET /v2/private/user/profile': profile,
        'GET /contract/v5/product/brief-symbol-list': symbols,
        'GET /v2/private/asset/balances': ok({ list: [{ coin: 'USDT', free: '10000', locked: '0' }] }),
        'GET /contract/v5/public/fmartingalebot/get-symbol-ai-params': aiParams,
        [`POST ${F}/get-fmart-limit`]: limit,
        [`POST ${F}/create-fmart-bot`]: ok({ status_code: 0, bot_id: '42' }),
        'POST /operation/tools/aurora/info': ok(short),
      },
      { '/fmart-create': <FmartCreatePage />, '/fmart/detail': <DetailStub label="fmart" param="bot_id" /> },
      `/fmart-create/?base=BTC&quote=USDT&aurora=${ID}`,
      { where: true },
    );
    await waitFor(() => expect(screen.getByTestId('input-leverage')).toHaveValue('3'), WAIT);
    expect(screen.getByTestId('input-add_position_num')).toHaveValue('4');
    await screen.findByTestId('validation-ok', undefined, WAIT);
    await waitFor(() => expect(screen.getByTestId('create-submit')).toBeEnabled(), WAIT);
    await user.click(screen.getByTestId('create-submit'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('confirm-mode')).toHaveTextContent('Short 3x');
    await waitFor(() => expect(within(dialog).getByTestId('confirm-create')).toBeEnabled(), WAIT);
    await user.click(within(dialog).getByTestId('confirm-create'));
    expect(await screen.findByTestId('detail-route', undefined, WAIT)).toHaveTextContent('fmart 42');
    const [body] = bodies(calls, `${F}/create-fmart-bot`) as Record<string, unknown>[];
    expect(body).toMatchObject({
      symbol: 'BTCUSDT', martingale_mode: 2, leverage: '3', price_float_percent: '0.01', add_position_percent: '1.3',
      add_position_num: 4, round_tp_percent: '0.03',
    });
  });
});
