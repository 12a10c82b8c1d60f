import { DetailStub, failedChecks, renderBotPage } from '../../../test/botPages';
import { ok, type RouteAnswer } from '../../../test/render';
import { FgridCreatePage } from './CreatePage';

/** The futures grid create page's fake server, shared by its tests and the AI pick's (aurora/FgridFromPick.test.tsx). */
export const C = '/contract/v5/fgridbot';
const P = '/contract/v5/product';
const profile = ok({ id: 7, email: 'erin@example.com', user_type: 'FRESH', is_islamic: false, banned: false });
const notLoggedIn = { ret_code: 10007, ret_msg: 'not logged in', result: null };

const perp = (symbol: string, base: string, maxE2: number, tick: string) => ({
  symbol, symbolName: symbol, baseCurrency: base, quoteCurrency: 'USDT', coin: 'USDT', contractType: 'LinearPerpetual',
  contractStatus: 'Trading', tickSize: tick, lotSize: '0.001', minQty: '0.001', maxLeverageE2: maxE2, minLeverageE2: 100,
  symbolDisplay: 1, isPopular: true, fgridbotConfig: { max_leverage_e2: { NEUTRAL: maxE2, LONG: 5000, SHORT: 5000 } },
});
const symbols = ok({
  version: '6', LinearPerpetual: [perp('BTCUSDT', 'BTC', 10000, '0.1'), perp('ETHUSDT', 'ETH', 5000, '0.01')],
  InversePerpetual: [], InverseFutures: [], UsdcPerpetual: [], UsdcFutures: [], LinearFutures: [],
});
const items: Record<string, object> = {
  BTCUSDT: { symbol: 'BTCUSDT', lastPrice: '100000', markPrice: '100000.5', fundingRate: '0.0001', price24hPcnt: '0.0123' },
  ETHUSDT: { symbol: 'ETHUSDT', lastPrice: '3500.25', markPrice: '3500.3', fundingRate: '-0.0002', price24hPcnt: '-0.021' },
};
const aiParams = ok({
  symbol: 'BTCUSDT',
  ai_params: [
    { grid_mode: 1, grid_mode_name: 'NEUTRAL', style: 'STEADY', min_price: '88527.7', max_price: '111479.1', cell_number: 15,
      leverage: '5', max_drawdown_ratio: '0.0191', volatility_ratio: '0.0263', actual_yield: '0.0094',
      annual_percentage_yield: null, window_days: '3.04', backtest: { arbitrage_num: 21 } },
    { grid_mode: 2, grid_mode_name: 'LONG', style: 'HIGH_PROFITS', min_price: '89675.33', max_price: '103446.14', cell_number: 14,
      leverage: '3', max_drawdown_ratio: '0.0191', volatility_ratio: '0.0263', actual_yield: '0.0118',
      annual_percentage_yield: null, window_days: '3.04', backtest: { arbitrage_num: 9 } },
    { grid_mode: 3, grid_mode_name: 'SHORT', style: 'HIGH_PROFITS', min_price: '96560.7', max_price: '110331.5', cell_number: 14,
      leverage: '3', max_drawdown_ratio: '0.0191', volatility_ratio: '0.0263', actual_yield: '0.0118',
      annual_percentage_yield: null, window_days: '3.04', backtest: { arbitrage_num: 9 } },
  ],
  config: { max_leverage_e2: { NEUTRAL: 8000, LONG: 2500, SHORT: 5000 } },
});

/** validate-fgrid-input: investment >= 380.11, leverage <= 25 for LONG, liquidation estimates by mode. */
const validate: RouteAnswer = ({ body }) => {
  const checks = failedChecks([
    [Number(body.total_investment) < 380.11, 'FGRID_CHECK_CODE_INVESTMENT_TOO_LOW', 'total_investment', '380.11', '10000000'],
    [Number(body.leverage) > 25, 'FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH', 'leverage', '1', '25'],
    [body.take_profit_per && Number(body.take_profit_per) > 5, 'FGRID_CHECK_CODE_TP_TOO_HIGH', 'take_profit_per', '0', '5'],
  ]);
  return ok({
    check_code: checks[0]?.check_code ?? 'FGRID_CHECK_CODE_SUCCESS',
    checks,
    investment: { from: '380.11', to: '10000000' },
    profit: { from: '0.02764', to: '0.030373' },
    long_liq_price: body.grid_mode === 3 ? '' : '63199.23',
    short_liq_price: body.grid_mode === 2 ? '' : '141000.5',
  });
};

export function routes(loggedIn: boolean, extra: Record<string, RouteAnswer> = {}) {
  return {
    'GET /v2/private/user/profile': loggedIn ? profile : notLoggedIn,
    [`GET ${P}/brief-symbol-list`]: symbols,
    [`GET ${P}/dynamic-symbol-item`]: ({ url }: { url: URL }) => ok({ item: items[url.searchParams.get('symbol') ?? ''] }),
    'GET /s1/bot/market/v1/kline': ok({ list: [{ t: 1_795_364_000_000, o: '99900', h: '100100', l: '99800', c: '100000' }] }),
    [`GET ${C}/get-symbol-ai-params`]: aiParams,
    [`POST ${C}/validate-fgrid-input`]: validate,
    [`POST ${C}/get-user-balance`]: loggedIn ? ok({ coin: 'USDT', available_balance: '10000' }) : notLoggedIn,
    [`POST ${C}/fgrid-bot-create`]: ok({ status_code: 200, bot_id: '77', check_code: 'FGRID_CHECK_CODE_SUCCESS' }),
    ...extra,
  };
}

/** The create page at `url` (BTCUSDT by default) answered by `r`, its detail route a stub. */
export function renderCreate(r: Record<string, RouteAnswer>, url = '/fgrid-create/?base=BTC&quote=USDT') {
  return renderBotPage(
    r,
    { '/fgrid-create': <FgridCreatePage />, '/fgrid/detail': <DetailStub label="bot" param="bot_id" /> },
    url,
    { where: true },
  );
}
