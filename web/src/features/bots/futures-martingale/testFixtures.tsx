import { DetailStub, failedChecks, renderBotPage } from '../../../test/botPages';
import { ok, type RouteAnswer } from '../../../test/render';
import { FmartCreatePage } from './CreatePage';

/** The martingale create page's fake server, shared by its tests and the AI pick's (aurora/FmartFromPick.test.tsx). */
export const F = '/contract/v5/private/fmartingalebot';
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
      window_days: 7, backtest: { actual_yield: '0.3842', annual_percentage_yield: null, max_drawdown_ratio: '0.08', completed_rounds: 12 } },
    { style: 'HIGH_PROFITS', martingale_mode: 2, martingale_mode_name: 'SHORT', leverage: '5', price_float_percent: '0.02',
      add_position_percent: '1.5', add_position_num: 4, round_tp_percent: '0.05', sl_percent: '0.5', min_init_margin: '80',
      window_days: 30, backtest: { actual_yield: '0.06', annual_percentage_yield: '0.73', max_drawdown_ratio: '0.1', completed_rounds: 31 } },
  ],
  config: { min_leverage: '1', max_leverage: '20' },
});

/** A 1 % price move per rung below 100000, margins ×1.2; leverage above 20 and margin below 50 fail. */
const limit: RouteAnswer = ({ body }) => {
  const checks = failedChecks([
    [Number(body.leverage) > 20, 'F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH', 'leverage', '1', '20'],
    [body.init_margin !== undefined && Number(body.init_margin) < 50, 'F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_LOW', 'init_margin', '50', '9000'],
  ]);
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

/** The create page at `url` (BTCUSDT by default); `extra` answers override or add to the defaults. */
export function renderCreate(extra: Record<string, RouteAnswer> = {}, url = '/fmart-create/?base=BTC&quote=USDT') {
  return renderBotPage(
    {
      'GET /v2/private/user/profile': profile,
      'GET /contract/v5/product/brief-symbol-list': symbols,
      'GET /v2/private/asset/balances': ok({ list: [{ coin: 'USDT', free: '10000', locked: '0' }] }),
      'GET /contract/v5/public/fmartingalebot/get-symbol-ai-params': aiParams,
      [`POST ${F}/get-fmart-limit`]: limit,
      [`POST ${F}/create-fmart-bot`]: ok({ status_code: 0, bot_id: '41' }),
      ...extra,
    },
    { '/fmart-create': <FmartCreatePage />, '/fmart/detail': <DetailStub label="fmart" param="bot_id" /> },
    url,
    { where: true },
  );
}
