import { api } from '../../../api/client';
import { contract, type Schemas } from '../../../api/contract';
import type { PnlBreakdown } from './pnlBreakdown';

/**
 * Spot grid calls of docs/spot-grid-api.md (the contract). Decimals travel as strings;
 * ids are kept as strings on the client (a 64-bit id would not survive a JS number).
 */

const GRID = '/s1/bot/grid/v1';

export type DecimalString = string;
export type Id = string | number;

export interface Range {
  from?: DecimalString | number | null;
  to?: DecimalString | number | null;
}

export interface SymbolInfo {
  symbol: string;
  amp: DecimalString;
  change_24h: DecimalString;
  base_token: string;
  quote_token: string;
  base_unit: DecimalString;
  min_trade_quantity: DecimalString;
  max_trade_quantity: DecimalString;
  min_trade_amount: DecimalString;
  max_trade_amount: DecimalString;
  supportTrailingStop: boolean;
  price: DecimalString;
  /** not in the contract; used when a server sends it */
  tick_size?: DecimalString;
}

export type AiStyle = 'HIGH_PROFITS' | 'STEADY' | 'HIGH_FREQUENCY';
export const AI_STYLES: AiStyle[] = ['HIGH_PROFITS', 'STEADY', 'HIGH_FREQUENCY'];

export interface AiParams {
  style: AiStyle;
  min_price: DecimalString;
  max_price: DecimalString;
  cell_number: number | string;
  max_drawdown_ratio: DecimalString;
  volatility_ratio: DecimalString;
  /** The window's own yield. */
  actual_yield: DecimalString;
  /** `actual_yield / window_days × 365`; null when the window is under 30 days (not annualised). */
  annual_percentage_yield: DecimalString | null;
  /** The backtest window's length (first to last candle, to 0.01 day). */
  window_days: number | string;
  /** The backtest's own figures; `arbitrage_num`: completed grid trades in the window. */
  backtest?: { arbitrage_num?: number | string };
}

export type GridType = 'ARITHMETIC' | 'GEOMETRIC';
export type BlockSource = 'MAIN_PAGE_CREATE_BLOCK' | 'AI_CREATE_BLOCK';
export type CreateType = 'MANUAL' | 'AUTO';

/** The create fields of SPEC §3 "Spot grid create input" (validate-input takes the same). */
export interface GridInput {
  symbol: string;
  min_price: DecimalString;
  max_price: DecimalString;
  cell_number: number;
  grid_type?: GridType;
  invest_mode?: 0 | 1 | 2;
  quote_investment?: DecimalString;
  base_investment?: DecimalString;
  entry_price?: DecimalString;
  stop_loss_price?: DecimalString;
  take_profit_price?: DecimalString;
  ts_percent?: DecimalString;
}

export interface CreateGridBody extends GridInput {
  source: 1;
  block_source: BlockSource;
  create_type: CreateType;
}

/** One failing check of a validate call, the same shape in every family (field, bound, message). */
export interface Check {
  check_code: string;
  field?: string;
  from?: DecimalString | number | null;
  to?: DecimalString | number | null;
  message?: string;
}

/** A resting order of a futures bot (grid or martingale): the perpetual engine's order. */
export interface FuturesOpenOrder {
  order_id: Id;
  client_order_id?: string;
  side: string;
  price: DecimalString;
  qty: DecimalString;
  filled_qty?: DecimalString;
  reduce_only?: boolean;
  status: string;
  create_time: number | string;
}

/** What every bot's fill says: which order, side, price, quantity and fee. */
export interface FillBase {
  fill_id: Id;
  order_id: Id;
  side: string;
  price: DecimalString;
  qty: DecimalString;
  fee: DecimalString;
}

/** A fill of a futures bot (grid or martingale): the perpetual engine's fill. */
export interface FuturesFill extends FillBase {
  realized_pnl?: DecimalString;
  is_maker?: boolean;
  is_liquidation?: boolean;
  time: number | string;
}

export const CHECK_SUCCESS = 'SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED';

export interface ValidateResult {
  check_code: string;
  checks?: Check[];
  investment?: Range;
  profit?: Range;
  cell_number?: Range;
  min_price?: Range;
  max_price?: Range;
  stop_loss?: Range;
  take_profit?: Range;
  entry_price?: Range;
  base_investment?: Range;
  ts_percent?: Range;
  limit_up_price?: Range;
  cell_distance?: unknown;
  /** validate-update-sgrid only */
  regrid?: boolean;
}

export interface AvailableBalance {
  base_token: string;
  quote_token: string;
  base_available: DecimalString;
  quote_available: DecimalString;
}

export type GridStatus =
  | 'RAW' | 'REJECTED' | 'NEW' | 'AWAIT_ACTIVATION' | 'INITIALIZING' | 'RUNNING' | 'CANCELLING' | 'COMPLETED';

/** The times a bot's running time is taken from, as every family's detail sends them. */
export interface RunTimes {
  operation_time?: number | string | null;
  create_time?: number | string | null;
  end_time?: number | string | null;
}

export interface GridDetail extends RunTimes {
  /** the total PnL in parts (issue 26): they sum exactly to the total the page shows */
  pnl_breakdown: PnlBreakdown;
  grid_id: Id;
  symbol: string;
  base_token: string;
  quote_token: string;
  status: GridStatus | string;
  max_price: DecimalString;
  min_price: DecimalString;
  cell_number: number | string;
  grid_type?: GridType | number | string | null;
  invest_mode?: number | string | null;
  total_investment: DecimalString;
  base_investment?: DecimalString | null;
  quote_investment?: DecimalString | null;
  total_profit: DecimalString;
  grid_profit: DecimalString;
  floating_profit: DecimalString;
  grid_apr: DecimalString;
  total_apr: DecimalString;
  arbitrage_num: number | string;
  arbitrage_num_24: number | string;
  current_price: DecimalString;
  current_profit?: DecimalString | null;
  current_per?: DecimalString | null;
  equity: DecimalString;
  entry_price?: DecimalString | null;
  stop_loss_price?: DecimalString | null;
  take_profit_price?: DecimalString | null;
  ts_percent?: DecimalString | null;
  ts_exit_equity?: DecimalString | null;
  enable_trailing?: boolean | null;
  limit_up_price?: DecimalString | null;
  close_reason?: string | null;
  /** not in the contract: the Bybit spot spelling of close_reason (CLOSED_MANUALLY, ...) */
  grid_close_reason?: string | null;
  /** not in the contract: the price the bot settled at */
  real_close_price?: DecimalString | null;
  bot_close_code?: string | number | null;
  settle_mode?: number | string | null;
  cum_withdrew_amount?: DecimalString | null;
  per_grid_qty?: DecimalString | null;
  maker_fee_rate?: DecimalString | null;
  taker_fee_rate?: DecimalString | null;
  settlement_assets?: unknown;
}

export interface OpenOrder {
  order_id: Id;
  client_order_id?: string;
  side: string;
  price: DecimalString;
  qty: DecimalString;
  filled_qty: DecimalString;
  status: string;
  create_time: number | string;
}

export interface HistoryOrder extends FillBase {
  fee_asset: string;
  time: number | string;
}

export type CloseMode = 2 | 3 | 4;

export interface CloseModes {
  list: { close_mode: number; name?: string }[];
  default?: number;
}

export interface WithdrawDetail {
  withdrawable: DecimalString;
  grid_profit: DecimalString;
  cum_withdrew_amount: DecimalString;
  quote_token: string;
}

export interface UpdateGridBody {
  grid_id: string;
  max_price?: DecimalString;
  min_price?: DecimalString;
  cell_number?: number;
  take_profit_price?: DecimalString;
  stop_loss_price?: DecimalString;
  ts_percent?: DecimalString;
  add_investment?: DecimalString;
}

export interface BotListItem extends RunTimes {
  bot_type: string;
  bot_id: Id;
  symbol: string;
  status: string;
  total_investment: DecimalString;
  total_profit: DecimalString;
  total_apr: DecimalString;
  close_reason?: string | null;
}

export interface Candle {
  t: number | string;
  o: DecimalString;
  h: DecimalString;
  l: DecimalString;
  c: DecimalString;
  v?: DecimalString;
}

// ------------------------------------------------------------------ reading

export const listSymbols = () =>
  api.get<{ list: SymbolInfo[] }>(`${GRID}/list-symbol-info-v2`).then((r) => r?.list ?? []);

export const fetchAiParams = (symbol: string) =>
  api.get<{ symbol: string; list: AiParams[] }>(`${GRID}/ai-params-detail`, { symbol }).then((r) => r?.list ?? []);

export const validateInput = (body: GridInput) => api.post<ValidateResult>(`${GRID}/validate-input`, body);

export const fetchAvailableBalance = (symbol: string) =>
  api.post<AvailableBalance>(`${GRID}/query-available-balance`, { symbol });

const GRID_DETAIL = `${GRID}/query-grid-detail` as const;

/** The detail as the pages read it (the contract's answer, once declared, must fit {@link GridDetail}). */
export const fetchGridDetail = (gridId: string) =>
  contract.post<typeof GRID_DETAIL, { status_code?: number; detail: GridDetail }>(GRID_DETAIL, { grid_id: gridId })
    .then((r): GridDetail => r.detail);

export const fetchOpenOrders = (gridId: string) =>
  api.post<{ list: OpenOrder[] }>(`${GRID}/get-open-orders`, { grid_id: gridId }).then((r) => r?.list ?? []);

export const fetchHistoryOrders = (gridId: string, page: number, limit: number) =>
  api.post<{ list: HistoryOrder[]; total?: number }>(`${GRID}/get-history-orders`, { grid_id: gridId, page, limit })
    .then((r) => ({ list: r?.list ?? [], total: Number(r?.total ?? 0) }));

export const fetchCloseModes = (gridId: string) =>
  api.post<CloseModes>(`${GRID}/get-close-modes`, { grid_id: gridId });

export const fetchWithdrawDetail = (gridId: string) =>
  api.post<WithdrawDetail>(`${GRID}/get-withdraw-detail`, { grid_id: gridId });

export const fetchKlines = (symbol: string, interval = '15m', limit = 300) =>
  contract.get('/s1/bot/market/v1/kline', { symbol, interval, limit }).then((r): Candle[] => r?.list ?? []);

export const listAllBots = (status: 'ongoing' | 'closed', page = 1, limit = 20) =>
  api.post<{ list: BotListItem[]; total?: number }>('/s1/bot/tradingbot/v1/list-all-bots', { status, page, limit })
    .then((r) => ({ list: r?.list ?? [], total: Number(r?.total ?? 0) }));

// ------------------------------------------------------------------ acting

export const createGrid = (body: CreateGridBody) =>
  api.post<{ status_code?: number; grid_id: Id }>(`${GRID}/create-grid`, body);

export const closeGrid = (gridId: string, closeMode: CloseMode) =>
  api.post<{ status_code?: number }>(`${GRID}/close-grid`, { grid_id: gridId, close_mode: closeMode });

export const withdrawProfit = (gridId: string, amount: string) =>
  api.post<{ status_code?: number; amount: DecimalString }>(`${GRID}/withdraw-profit`, { grid_id: gridId, amount });

export const validateUpdate = (body: UpdateGridBody) =>
  api.post<ValidateResult>(`${GRID}/validate-update-sgrid`, body);

export const updateGrid = (body: UpdateGridBody) =>
  api.post<{ status_code?: number; regrid?: boolean }>(`${GRID}/update-sgrid`, body);

/** Where each market symbol's prices come from: the simulator, a replay, hand-set, or a real venue. */
export type MarketSource = Schemas['MarketSource'];

/** Public, shown in a corner: a refusal never sends the user to the login page. */
export const fetchMarketSources = () =>
  contract.get('/s1/bot/market/v1/sources', {}, { loginRedirect: false }).then((r): MarketSource[] => r?.list ?? []);
