import { api } from '../../../api/client';
import { loadSymbolList } from '../../../platform/symbolList';
import type { Check, DecimalString, FuturesFill, FuturesOpenOrder, Id, RunTimes } from '../kit/api';
import type { PnlBreakdown } from '../kit/pnlBreakdown';

/**
 * Futures martingale calls of docs/futures-martingale-api.md (the contract). Decimals travel as
 * strings; percents are ratios ("0.02" = 2 %); leverage is a plain number string ("5" = 5x).
 */
const FMART = '/contract/v5/private/fmartingalebot';
const FMART_PUBLIC = '/contract/v5/public/fmartingalebot';

export type { DecimalString, Id };

export type MartMode = 'LONG' | 'SHORT';
export const MART_MODES: MartMode[] = ['LONG', 'SHORT'];
/** Wire values of `martingale_mode` (1 LONG, 2 SHORT). */
export const MART_MODE_WIRE: Record<MartMode, 1 | 2> = { LONG: 1, SHORT: 2 };
/** Wire values of `auto_cycle_toggle` (1 ENABLE, 2 DISABLE). */
export type AutoCycleToggle = 1 | 2;

export const FMART_CHECK_SUCCESS = 'F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED';

/** One perpetual of the symbol list (the fields this family reads). */
export interface PerpSymbol {
  symbol: string;
  baseCurrency: string;
  quoteCurrency: string;
  contractType: string;
  tickSize?: DecimalString;
  symbolDisplay?: number;
}

/** get-fmart-limit and create-fmart-bot fields (the optional ones left out when blank). */
export interface FmartInput {
  symbol: string;
  martingale_mode: 1 | 2;
  leverage: DecimalString;
  price_float_percent?: DecimalString;
  add_position_percent?: DecimalString;
  add_position_num?: number;
  init_margin?: DecimalString;
  round_tp_percent?: DecimalString;
  auto_cycle_toggle?: AutoCycleToggle;
  sl_percent?: DecimalString;
  entry_price?: DecimalString;
}

export interface MinMax {
  min: DecimalString;
  max: DecimalString;
}

export type FmartCheck = Check;

/** One order of a round: where it triggers, its margin and quantity, the average and TP after it fills. */
export interface LadderRung {
  index: number | string;
  price: DecimalString;
  margin: DecimalString;
  qty: DecimalString;
  avg_price: DecimalString;
  tp_price: DecimalString;
  /** detail only: FILLED | PENDING | PLANNED */
  state?: string;
}

export interface FmartLimit {
  check_code: string;
  checks?: FmartCheck[];
  price_float_percent?: MinMax;
  add_position_percent?: MinMax;
  add_position_num?: MinMax;
  init_margin?: MinMax;
  round_tp_percent?: MinMax;
  sl_percent?: MinMax;
  entry_price?: MinMax;
  leverage?: MinMax;
  last_price?: DecimalString;
  mark_price?: DecimalString;
  tick_size?: DecimalString;
  taker_fee_rate?: DecimalString;
  ladder?: LadderRung[];
  estimated_liq_price?: DecimalString;
}

export interface FmartAiParams {
  style: string;
  martingale_mode: number | string;
  martingale_mode_name?: string;
  leverage: DecimalString;
  price_float_percent: DecimalString;
  add_position_percent: DecimalString;
  add_position_num: number | string;
  round_tp_percent: DecimalString;
  sl_percent?: DecimalString | null;
  min_init_margin?: DecimalString;
  /** The backtest window's length in whole days. */
  window_days?: number | string;
  /** `{actual_yield, annual_percentage_yield (null under 30 days), max_drawdown_ratio, completed_rounds}`, over the window. */
  backtest?: Record<string, unknown>;
}

export interface FmartAiResult {
  ai_params: FmartAiParams[];
  config?: { min_leverage?: DecimalString; max_leverage?: DecimalString };
  computed_at?: number | string;
}

/** get-fmart-detail `fmart_detail`. */
export interface FmartDetail extends RunTimes {
  /** the total PnL in parts (issue 26): they sum exactly to the total the page shows */
  pnl_breakdown: PnlBreakdown;
  bot_id: Id;
  symbol: string;
  base_token: string;
  quote_token: string;
  status: string;
  bot_display_status?: string;
  fmart_mode: string;
  leverage: DecimalString;
  actual_leverage?: DecimalString;
  single_round_target_profit_per: DecimalString;
  add_pos_num: number | string;
  add_pos_per: DecimalString;
  price_float_per: DecimalString;
  entry_price?: DecimalString | null;
  sl_per?: DecimalString | null;
  init_margin: DecimalString;
  added_margin?: DecimalString;
  total_margin: DecimalString;
  pnl: DecimalString;
  pnl_per: DecimalString;
  realized_pnl: DecimalString;
  unrealized_pnl: DecimalString;
  round_profit?: DecimalString;
  net_funding_fee: DecimalString;
  trading_fee?: DecimalString;
  total_apr?: DecimalString;
  completed_rounds: number | string;
  current_round: number | string;
  current_added_pos_num: number | string;
  pos_size: DecimalString;
  avg_pos_price?: DecimalString;
  pos_balance: DecimalString;
  order_balance: DecimalString;
  available_balance: DecimalString;
  equity?: DecimalString;
  mark_price?: DecimalString;
  current_price?: DecimalString;
  estimated_liq_price?: DecimalString;
  tp_price?: DecimalString;
  next_add_price?: DecimalString;
  auto_cycle: string;
  stop_type?: string;
  close_code?: string;
  close_reason?: string;
  close_price?: DecimalString | null;
  tick_size?: DecimalString;
  running_duration?: number | string;
  settlement_assets?: unknown;
  ladder?: LadderRung[];
}

export interface FmartOpenOrder extends FuturesOpenOrder {
  order_type?: string;
}

export interface FmartFill extends FuturesFill {
  client_order_id?: string;
}

export interface FmartRound {
  round: number | string;
  status: string;
  start_time?: number | string | null;
  end_time?: number | string | null;
  added_pos_num: number | string;
  qty: DecimalString;
  avg_price?: DecimalString | null;
  close_price?: DecimalString | null;
  profit?: DecimalString | null;
  fees?: DecimalString | null;
}

export interface FmartCloseDetail {
  bot_id: Id;
  status: string;
  stop_type?: string;
  close_code?: string;
  close_reason?: string;
  close_price?: DecimalString | null;
  end_time?: number | string | null;
  total_margin?: DecimalString;
  pnl?: DecimalString;
  pnl_per?: DecimalString;
  realized_pnl?: DecimalString;
  round_profit?: DecimalString;
  completed_rounds?: number | string;
  net_funding_fee?: DecimalString;
  trading_fee?: DecimalString;
  settlement_assets?: unknown;
}

export interface FmartUpdate {
  auto_cycle_toggle?: AutoCycleToggle;
  add_margin?: DecimalString;
  sl_percent?: DecimalString;
}

/** The USDT perpetuals of the platform symbol list (network, else the cached or built-in lists). */
export async function listPerpSymbols(): Promise<PerpSymbol[]> {
  const r = await loadSymbolList({ logger: (e) => console.info('[symbol list]', e.code, e.message) });
  if (r.status !== 'resolved') throw new Error('the perpetual symbol list could not be loaded');
  const linear = r.byType.LinearPerpetual ?? r.symbols.filter((s) => s.contractType === 'LinearPerpetual');
  return (linear as unknown as PerpSymbol[]).filter((s) => s.symbolDisplay !== 0);
}

const page = <T>(r: { list?: T[]; total?: number | string } | null) => ({ list: r?.list ?? [], total: Number(r?.total ?? 0) });

export const fetchFmartLimit = (body: FmartInput) => api.post<FmartLimit>(`${FMART}/get-fmart-limit`, body);
export const fetchFmartAiParams = (symbol: string) => api.get<FmartAiResult>(`${FMART_PUBLIC}/get-symbol-ai-params`, { symbol });
export const createFmart = (body: FmartInput) => api.post<{ status_code?: number; bot_id: Id }>(`${FMART}/create-fmart-bot`, body);
export const fetchFmartDetail = (botId: string) =>
  api.post<{ fmart_detail: FmartDetail }>(`${FMART}/get-fmart-detail`, { bot_id: botId }).then((r) => r.fmart_detail);
export const fetchFmartOpenOrders = (botId: string) =>
  api.post<{ list: FmartOpenOrder[] }>(`${FMART}/get-fmart-open-orders`, { bot_id: botId }).then((r) => r?.list ?? []);
export const fetchFmartHistory = (botId: string, pageNo: number, limit: number) =>
  api.post<{ list: FmartFill[]; total?: number }>(`${FMART}/get-fmart-history-orders`, { bot_id: botId, page: pageNo, limit }).then(page);
export const fetchFmartRounds = (botId: string, pageNo: number, limit: number) =>
  api.post<{ list: FmartRound[]; total?: number }>(`${FMART}/get-fmart-round-detail`, { bot_id: botId, page: pageNo, limit }).then(page);
export const fetchFmartCloseDetail = (botId: string) => api.post<FmartCloseDetail>(`${FMART}/get-fmart-close-detail`, { bot_id: botId });
export const updateFmart = (botId: string, body: FmartUpdate) =>
  api.post<{ status_code?: number }>(`${FMART}/update-fmart-bot`, { bot_id: botId, ...body });
export const closeFmart = (botId: string) => api.post<{ status_code?: number }>(`${FMART}/close-fmart-bot`, { bot_id: botId });
