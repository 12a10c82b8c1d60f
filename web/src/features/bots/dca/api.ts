import { api } from '../../../api/client';
import type { DecimalString, Id } from '../kit/api';
import type { PnlBreakdown } from '../kit/pnlBreakdown';

/** Spot DCA calls of docs/spot-dca-api.md (the contract), all `POST /s1/bot/dca/v1/<call>`. */
const DCA = '/s1/bot/dca/v1';

export type DcaType = 'RECURRING' | 'SAFETY_ORDER';
export type AutoCycle = 'ENABLE' | 'DISABLE';

export interface RecurringInput {
  dca_type: 'RECURRING';
  frequency_in_second: number;
  quote_coin: string;
  pairs: { base: string; amount: DecimalString }[];
  max_invest_amount: DecimalString;
}

export interface SafetyInput {
  dca_type: 'SAFETY_ORDER';
  symbol: string;
  init_order_amount: DecimalString;
  safety_order_amount: DecimalString;
  max_safety_orders: number;
  price_step: DecimalString;
  step_multiplier: DecimalString;
  volume_multiplier: DecimalString;
  tp_pct: DecimalString;
  sl_pct?: DecimalString;
  auto_cycle: AutoCycle;
}

export type DcaInput = RecurringInput | SafetyInput;

/** One coin's limits per round (create-bot-configuration ``coins``). */
export interface DcaCoinLimits {
  base: string;
  symbol: string;
  min_amount: DecimalString;
  max_amount: DecimalString;
  last_price: DecimalString;
}

export interface DcaConfiguration {
  symbol: string;
  base: string;
  quote_coin: string;
  min_amount: DecimalString;
  max_amount: DecimalString;
  last_price: DecimalString;
  frequency_presets: { name: string; frequency_in_second: number }[];
  min_frequency_in_second: number;
  available_balance: DecimalString;
  estimated_rounds?: number;
  max_pairs?: number;
  coins?: DcaCoinLimits[];
}

export interface DcaPairFigures {
  base: string;
  avg_cost: DecimalString;
  value: DecimalString;
  pnl: DecimalString;
  pnl_percentage: DecimalString;
  cum_quote?: DecimalString;
  holdings?: DecimalString;
  last_price?: DecimalString;
  rounds_skipped?: number;
}

export interface DcaPairsTotal {
  cum_quote: DecimalString;
  value: DecimalString;
  pnl: DecimalString;
  pnl_percentage: DecimalString;
}

export interface DcaDetail {
  /** the total PnL in parts (issue 26): they sum exactly to the total the page shows */
  pnl_breakdown: PnlBreakdown;
  bot_id: Id;
  symbol: string;
  base_token: string;
  quote_token: string;
  dca_type: DcaType;
  status: string;
  investment: DecimalString;
  equity: DecimalString;
  total_pnl: DecimalString;
  total_pnl_percentage: DecimalString;
  total_apr: DecimalString;
  base_held: DecimalString;
  quote_held: DecimalString;
  last_price: DecimalString;
  close_reason: string;
  pause_reason: string;
  create_time: number;
  end_time: number;
  operation_time: number;
  next_round_time: number;
  settlement_assets?: string;
  config: Record<string, unknown>;
  rounds_done?: number;
  rounds_skipped?: number;
  cum_invested?: DecimalString;
  pairs?: DcaPairFigures[];
  pairs_total?: DcaPairsTotal;
  coins?: string[];
  cycle?: number;
  cycles_completed?: number;
  cum_profit?: DecimalString;
  safety_orders_filled?: number;
  avg_price?: DecimalString | null;
  tp_price?: DecimalString | null;
  sl_price?: DecimalString | null;
}

export interface DcaOrder {
  order_id: Id;
  client_order_id: string;
  side: 'BUY' | 'SELL';
  order_type: string;
  price: DecimalString;
  qty: DecimalString;
  filled_qty: DecimalString;
  status: string;
  create_time: number;
}

export interface DcaFill {
  fill_id: Id;
  order_id: Id;
  side: 'BUY' | 'SELL';
  price: DecimalString;
  qty: DecimalString;
  fee: DecimalString;
  fee_asset: string;
  time: number;
}

export interface DcaParameters {
  bot_id: Id;
  dca_type: DcaType;
  parameters: Record<string, unknown>;
  mutable_fields: string[];
}

/** Bybit's DCA close modes: 2 keeps the coins, 3 sells them. */
export type DcaCloseMode = 2 | 3;

/** Limits of one coin (``base``) or of several (``bases``); ``amount``: a round's total, for the round count. */
export const fetchDcaConfiguration = (bases: string[], quote: string, amount?: string) =>
  api.post<DcaConfiguration>(`${DCA}/create-bot-configuration`, {
    ...(bases.length > 1 ? { bases } : { base: bases[0] }), quote_coin: quote, ...(amount ? { amount } : {}),
  });
export const createDca = (body: DcaInput) =>
  api.post<{ status_code: number; bot_id: Id }>(`${DCA}/create-bot`, body);
export const fetchDcaDetail = (botId: Id) =>
  api.post<{ detail: DcaDetail }>(`${DCA}/detail`, { bot_id: String(botId) }).then((r) => r.detail);
export const fetchDcaOrders = (botId: Id) =>
  api.post<{ list: DcaOrder[] }>(`${DCA}/order-details`, { bot_id: String(botId) }).then((r) => r?.list ?? []);
export const fetchDcaHistory = (botId: string, page: number, limit: number) =>
  api.post<{ list: DcaFill[]; total?: number }>(`${DCA}/order-history`, { bot_id: botId, page, limit })
    .then((r) => ({ list: r?.list ?? [], total: Number(r?.total ?? 0) }));
export const fetchDcaParameters = (botId: Id) =>
  api.post<DcaParameters>(`${DCA}/parameters`, { bot_id: String(botId) });
export const updateDca = (botId: Id, parameters: Record<string, unknown>) =>
  api.post<{ parameters: Record<string, unknown> }>(`${DCA}/update-parameters`, { bot_id: String(botId), parameters });
export const closeDca = (botId: Id, mode: DcaCloseMode) =>
  api.post<{ close_mode: string }>(`${DCA}/close-bot`, { bot_id: String(botId), close_mode: mode });
