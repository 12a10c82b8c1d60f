import { api } from '../../../api/client';
import { contract } from '../../../api/contract';
import { loadSymbolList } from '../../../platform/symbolList';
import type { Candle, Check, DecimalString, FuturesFill, FuturesOpenOrder, Id, Range, RunTimes } from '../kit/api';
import type { PnlBreakdown } from '../kit/pnlBreakdown';

/**
 * Futures grid and perpetual symbol calls of docs/futures-grid-api.md (the contract). Decimals
 * travel as strings; ratios are ratios ("0.2" = 20 %); leverage is a plain number string ("5" = 5x);
 * symbol configs carry `_e2` values (maxLeverageE2 10000 = 100x).
 */

const FGRID = '/contract/v5/fgridbot';
const FGRID_S1 = '/s1/bot/fgrid/v1';
const PRODUCT = '/contract/v5/product';

export type { Candle, DecimalString, Id, Range };

export type GridMode = 'NEUTRAL' | 'LONG' | 'SHORT';
export const GRID_MODES: GridMode[] = ['NEUTRAL', 'LONG', 'SHORT'];
/** Wire values of `grid_mode` (1 NEUTRAL, 2 LONG, 3 SHORT). */
export const GRID_MODE_WIRE: Record<GridMode, 1 | 2 | 3> = { NEUTRAL: 1, LONG: 2, SHORT: 3 };

export type FGridType = 'ARITHMETIC' | 'GEOMETRIC';
/** Wire values of `grid_type` (1 ARITHMETIC, 2 GEOMETRIC). */
export const GRID_TYPE_WIRE: Record<FGridType, 1 | 2> = { ARITHMETIC: 1, GEOMETRIC: 2 };

/** `tp_sl_type`: 1 both %, 2 both price, 3 TP price + SL %, 4 TP % + SL price. */
export type TpSlType = 1 | 2 | 3 | 4;

/** One perpetual of `brief-symbol-list` (SPEC §3 futures symbol config, camelCase). */
export interface FuturesSymbol {
  symbol: string;
  symbolName?: string;
  baseCurrency: string;
  quoteCurrency: string;
  coin?: string;
  contractType: string;
  contractStatus: string;
  priceScale?: number;
  maxPrice?: DecimalString;
  minPrice?: DecimalString;
  tickSize: DecimalString;
  lotSize: DecimalString;
  minQty?: DecimalString;
  maxNewOrderQty?: DecimalString;
  minNotionalValue?: DecimalString;
  baseInitialMarginRateE4?: number;
  baseMaintenanceMarginRateE4?: number;
  maxLeverageE2: number | string;
  minLeverageE2: number | string;
  symbolDisplay?: number;
  isPopular?: boolean;
  fgridbotConfig?: {
    min_grid_count?: number;
    max_grid_count?: number;
    max_leverage_e2?: Partial<Record<GridMode, number | string>>;
  } | null;
}


/** Live figures of one perpetual (`dynamic-symbol-item`). */
export interface SymbolItem {
  symbol: string;
  lastPrice: DecimalString;
  markPrice?: DecimalString;
  indexPrice?: DecimalString;
  fundingRate?: DecimalString;
  nextFundingTime?: number | string;
  highPrice24h?: DecimalString;
  lowPrice24h?: DecimalString;
  price24hPcnt?: DecimalString;
  volume24h?: DecimalString;
  turnover24h?: DecimalString;
}

export type AiStyle = 'HIGH_PROFITS' | 'STEADY' | 'HIGH_FREQUENCY';

export interface FgridAiParams {
  grid_mode: number | string;
  grid_mode_name?: string;
  style: AiStyle | string;
  min_price: DecimalString;
  max_price: DecimalString;
  cell_number: number | string;
  leverage: DecimalString;
  max_drawdown_ratio?: DecimalString;
  volatility_ratio?: DecimalString;
  /** The window's own yield. */
  actual_yield?: DecimalString;
  /** `actual_yield / window_days × 365`; null when the window is under 30 days (not annualised). */
  annual_percentage_yield?: DecimalString | null;
  /** The backtest window's length (first to last candle, to 0.01 day). */
  window_days?: number | string;
  /** The backtest's own figures; `arbitrage_num`: completed grid trades in the window. */
  backtest?: { arbitrage_num?: number | string };
}

export interface FgridAiResult {
  symbol: string;
  ai_params: FgridAiParams[];
  config?: { max_leverage_e2?: Partial<Record<GridMode, number | string>> };
}

/** The create fields (validate-fgrid-input takes the same). */
export interface FgridInput {
  symbol: string;
  grid_mode: 1 | 2 | 3;
  grid_type: 1 | 2;
  min_price: DecimalString;
  max_price: DecimalString;
  cell_number: number;
  leverage: DecimalString;
  total_investment: DecimalString;
  tp_sl_type?: TpSlType;
  take_profit_per?: DecimalString;
  stop_loss_per?: DecimalString;
  take_profit_price?: DecimalString;
  stop_loss_price?: DecimalString;
  entry_price?: DecimalString;
  trailing_stop_per?: DecimalString;
  move_up_price?: DecimalString;
  move_down_price?: DecimalString;
}

export type FgridCheck = Check;

export const FGRID_CHECK_SUCCESS = 'FGRID_CHECK_CODE_SUCCESS';

export interface FgridValidateResult {
  check_code: string;
  checks?: FgridCheck[];
  investment?: Range;
  profit?: Range;
  cell_number?: Range;
  min_price?: Range;
  max_price?: Range;
  leverage?: Range;
  stop_loss?: Range;
  take_profit?: Range;
  take_profit_price?: Range;
  stop_loss_price?: Range;
  entry_price?: Range;
  trailing_stop_per?: Range;
  move_up_price?: Range;
  move_down_price?: Range;
  long_liq_price?: DecimalString | null;
  short_liq_price?: DecimalString | null;
  /** not in the contract: the last price the check used */
  last_price?: DecimalString;
}

/** get-fgrid-detail `detail` (Bybit names; enums may come as names or wire numbers). */
export interface FgridDetail extends RunTimes {
  /** the total PnL in parts (issue 26): they sum exactly to the total the page shows */
  pnl_breakdown: PnlBreakdown;
  bot_id: Id;
  symbol: string;
  base_token: string;
  quote_token: string;
  status: string;
  /** not in the contract: the display status (AWAIT_ACTIVATION, RUNNING, ...) */
  display_status?: string | null;
  grid_mode: string | number;
  grid_type: string | number;
  min_price: DecimalString;
  max_price: DecimalString;
  curr_min_price?: DecimalString | null;
  curr_max_price?: DecimalString | null;
  cell_number: number | string;
  curr_cell_number?: number | string | null;
  leverage: DecimalString;
  real_leverage?: DecimalString | null;
  total_investment: DecimalString;
  added_margin?: DecimalString | null;
  total_value?: DecimalString | null;
  current_position: DecimalString;
  futures_pos_side?: string | null;
  avg_entry_price?: DecimalString | null;
  per_grid_qty?: DecimalString | null;
  pnl: DecimalString;
  pnl_per: DecimalString;
  grid_profit: DecimalString;
  grid_apr: DecimalString;
  total_apr: DecimalString;
  realised_pnl: DecimalString;
  unrealised_pnl: DecimalString;
  funding_fee: DecimalString;
  trading_fee?: DecimalString | null;
  position_balance: DecimalString;
  available_balance: DecimalString;
  total_order_balance: DecimalString;
  equity: DecimalString;
  wallet_balance?: DecimalString | null;
  last_price: DecimalString;
  mark_price: DecimalString;
  liquidation_price?: DecimalString | null;
  tp_sl_type?: string | number | null;
  take_profit_per?: DecimalString | null;
  stop_loss_per?: DecimalString | null;
  take_profit_price?: DecimalString | null;
  stop_loss_price?: DecimalString | null;
  entry_price?: DecimalString | null;
  trailing_stop_per?: DecimalString | null;
  trailing_stop_exit_equity?: DecimalString | null;
  move_up_price?: DecimalString | null;
  move_down_price?: DecimalString | null;
  arbitrage_num: number | string;
  arbitrage_num_24?: number | string | null;
  min_profit?: DecimalString | null;
  max_profit?: DecimalString | null;
  i_m_rate?: DecimalString | null;
  m_m_rate?: DecimalString | null;
  tick_size?: DecimalString | null;
  close_reason?: string | null;
  stop_type?: string | null;
  bot_close_code?: string | null;
  real_close_price?: DecimalString | null;
  cum_withdrew_amount?: DecimalString | null;
  withdrawable_amount?: DecimalString | null;
  taker_fee_rate?: DecimalString | null;
  maker_fee_rate?: DecimalString | null;
  settlement_assets?: unknown;
}

export type FgridOpenOrder = FuturesOpenOrder;

export type FgridFill = FuturesFill;

/** The TP/SL block of update-fgrid-tpsl. */
export interface TpSlBody {
  tp_sl_type: TpSlType;
  take_profit_per?: DecimalString;
  stop_loss_per?: DecimalString;
  take_profit_price?: DecimalString;
  stop_loss_price?: DecimalString;
}

// ------------------------------------------------------------------ reading

/**
 * The USDT perpetuals (LinearPerpetual group of brief-symbol-list) through the platform loader:
 * network, else the cached list (v6, then v4), else the built-in configs (SPEC §8).
 */
export async function listFuturesSymbols(): Promise<FuturesSymbol[]> {
  const r = await loadSymbolList({
    logger: (e) => console.info('[symbol list]', e.code, e.message),
  });
  if (r.status !== 'resolved') throw new Error('the perpetual symbol list could not be loaded');
  const linear = r.byType.LinearPerpetual ?? r.symbols.filter((s) => s.contractType === 'LinearPerpetual');
  return linear as unknown as FuturesSymbol[];
}

export const fetchSymbolItem = (symbol: string) =>
  api.get<{ item: SymbolItem }>(`${PRODUCT}/dynamic-symbol-item`, { symbol }).then((r) => r.item);

export const fetchFgridAiParams = (symbol: string) =>
  api.get<FgridAiResult>(`${FGRID}/get-symbol-ai-params`, { symbol });

export const fetchFgridBalance = () =>
  api.post<{ coin: string; available_balance: DecimalString }>(`${FGRID}/get-user-balance`, {});

export const validateFgridInput = (body: FgridInput) =>
  api.post<FgridValidateResult>(`${FGRID}/validate-fgrid-input`, body);

export const fetchFgridDetail = (botId: string) =>
  api.post<{ status_code?: number; detail: FgridDetail }>(`${FGRID}/get-fgrid-detail`, { bot_id: botId })
    .then((r) => r.detail);

export const fetchFgridOpenOrders = (botId: string) =>
  api.post<{ list: FgridOpenOrder[] }>(`${FGRID_S1}/get-fgrid-open-orders`, { bot_id: botId }).then((r) => r?.list ?? []);

export const fetchFgridHistory = (botId: string, page: number, limit: number) =>
  api.post<{ list: FgridFill[]; total?: number }>(`${FGRID}/get-fgrid-history-orders`, { bot_id: botId, page, limit })
    .then((r) => ({ list: r?.list ?? [], total: Number(r?.total ?? 0) }));

/** 15 m candles of the perpetual (category linear). */
export const fetchLinearKlines = (symbol: string, interval = '15m', limit = 300) =>
  contract.get('/s1/bot/market/v1/kline', { symbol, interval, limit, category: 'linear' })
    .then((r): Candle[] => r?.list ?? []);

// ------------------------------------------------------------------ acting

export const createFgrid = (body: FgridInput) =>
  api.post<{ status_code?: number; bot_id: Id; check_code?: string }>(`${FGRID}/fgrid-bot-create`, body);

export const addMargin = (botId: string, amount: string) =>
  api.post<{ status_code?: number; liquidation_price?: DecimalString }>(`${FGRID}/add-margin`, { bot_id: botId, amount });

export const withdrawFgridProfit = (botId: string, amount: string) =>
  api.post<{ status_code?: number; amount?: DecimalString }>(`${FGRID}/withdraw-profit`, { bot_id: botId, amount });

export const updateTrailingStop = (botId: string, trailingStopPer: string) =>
  api.post<{ status_code?: number }>(`${FGRID}/update-trailing-stop`, { bot_id: botId, trailing_stop_per: trailingStopPer });

export const updateTpSl = (botId: string, body: TpSlBody) =>
  api.post<{ status_code?: number }>(`${FGRID_S1}/update-fgrid-tpsl`, { bot_id: botId, ...body });

export const closeFgrid = (botId: string) =>
  api.post<{ status_code?: number }>(`${FGRID}/fgrid-bot-close`, { bot_id: botId });
