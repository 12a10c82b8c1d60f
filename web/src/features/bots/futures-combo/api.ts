import { api } from '../../../api/client';
import type { DecimalString, Id } from '../kit/api';
import type { PnlBreakdown } from '../kit/pnlBreakdown';

/** Futures combo calls of docs/futures-combo-api.md, all `POST /contract/v5/private/fcombobot/<call>`. */
const FC = '/contract/v5/private/fcombobot';

/** 1 LONG, 2 SHORT (Bybit `side`). */
export type LegSide = 1 | 2;
/** 1 TIME, 2 PERCENT, 3 TIME_OR_PERCENT, 4 BY_USER, 5 ON_SETTINGS_MODIFICATION, 6 ON_TRANSFER. */
export type AdjustMode = 1 | 2 | 3 | 4 | 5 | 6;
export const ADJUST_MODES: AdjustMode[] = [1, 2, 3, 4, 5, 6];

export interface LegInput {
  symbol: string;
  side: LegSide;
  /** a ratio: "0.5" = 50 % */
  target_position_percent: DecimalString;
}

export interface ComboInput {
  symbol_settings: LegInput[];
  leverage: DecimalString;
  init_margin: DecimalString;
  adjust_position_mode: AdjustMode;
  adjust_position_percent?: DecimalString;
  adjust_position_time_interval?: number;
  sl_percent?: DecimalString;
  tp_percent?: DecimalString;
  trailing_stop_percent?: DecimalString;
}

export interface RangeWire {
  min: DecimalString;
  max: DecimalString;
}

export interface ComboCheck {
  check_code: string;
  field: string;
  from: DecimalString;
  to: DecimalString;
  message: string;
}

export interface ComboLimit {
  check_code: string;
  checks: ComboCheck[];
  init_margin: RangeWire;
  leverage: RangeWire;
  adjust_position_percent: RangeWire;
  adjust_position_time_interval: RangeWire;
  sl_percent: RangeWire;
  tp_percent: RangeWire;
  trailing_stop_percent: RangeWire;
  symbol_count: RangeWire;
  time_interval_presets: { name: string; seconds: number }[];
  last_prices: Record<string, DecimalString>;
  bot_mode: string;
}

export const CHECK_SUCCESS = 'FCOMBO_CHECK_SUCCESS';

export interface ComboSymbol {
  symbol: string;
  base_token: string;
  last_price: DecimalString;
  max_leverage: DecimalString;
  quote_volume_24h: DecimalString;
}

export interface ComboPosition {
  symbol: string;
  base_token: string;
  side: 'LONG' | 'SHORT';
  size: DecimalString;
  position_value: DecimalString;
  current_position_percent: DecimalString;
  target_position_percent: DecimalString;
  avg_entry_price: DecimalString;
  mark_price: DecimalString;
  unrealized_pnl: DecimalString;
  realized_pnl: DecimalString;
  funding_fee: DecimalString;
  trading_fee: DecimalString;
}

export interface ComboDetail {
  /** the total PnL in parts (issue 26): they sum exactly to the total the page shows */
  pnl_breakdown: PnlBreakdown;
  bot_id: Id;
  status: string;
  bot_display_status: string;
  bot_mode: 'LONG' | 'SHORT' | 'MIX';
  bot_name: string;
  leverage: DecimalString;
  init_margin: DecimalString;
  total_margin: DecimalString;
  transfers_in: DecimalString;
  transfers_out: DecimalString;
  equity: DecimalString;
  total_pnl: DecimalString;
  total_pnl_per: DecimalString;
  total_apr: DecimalString;
  realized_pnl: DecimalString;
  unrealized_pnl: DecimalString;
  total_exec_fee: DecimalString;
  funding_fee: DecimalString;
  total_position_value: DecimalString;
  available_balance: DecimalString;
  margin_ratio: DecimalString;
  symbol_settings: { symbol: string; base_token: string; side: 'LONG' | 'SHORT'; target_position_percent: DecimalString }[];
  positions: ComboPosition[];
  adjust_position_mode: string;
  adjust_position_percent: DecimalString;
  adjust_position_time_interval: number;
  adjusted_position_num: number;
  last_adjust_position_time: number;
  next_adjust_position_time: number;
  sl_percent: DecimalString;
  tp_percent: DecimalString;
  trailing_stop_percent: DecimalString;
  stop_type: string;
  close_code: string;
  close_reason: string;
  create_time: number;
  end_time: number;
  operation_time: number;
  settlement_assets?: string;
}

export interface Rebalance {
  time: number;
  trigger: string;
  trades: { symbol: string; side: 'BUY' | 'SELL'; qty: DecimalString; skipped: string }[];
}

export interface DailyPick {
  pick_date: number;
  symbol_settings: LegInput[];
  leverage: DecimalString;
  adjust_position_mode: AdjustMode;
  adjust_position_percent: DecimalString;
  bot_mode: string;
  backtest: { window_days: number; window_yield: DecimalString; max_drawdown: DecimalString; rebalances: number };
  pop: boolean;
}

export interface TransferDetail {
  list: { time: number; direction: 'IN' | 'OUT'; amount: DecimalString }[];
  max_transfer_out: DecimalString;
  max_transfer_in: DecimalString;
  coin: string;
}

const byId = (botId: Id) => ({ bot_id: String(botId) });

export const fetchComboLimit = (body: Partial<ComboInput>) => api.post<ComboLimit>(`${FC}/get-limit`, body);
export const fetchComboSymbols = () =>
  api.post<{ list: ComboSymbol[] }>(`${FC}/get-symbol-list`, {}).then((r) => r?.list ?? []);
export const fetchDailyPick = () => api.post<DailyPick>(`${FC}/get-daily-pick`, {});
export const setDailyPickNoPop = (noPop: boolean) => api.post<{ no_pop: boolean }>(`${FC}/set-daily-pick-no-pop`, { no_pop: noPop });
export const createCombo = (body: ComboInput) => api.post<{ status_code: number; bot_id: Id }>(`${FC}/create-bot`, body);
export const fetchComboDetail = (botId: Id) =>
  api.post<{ detail: ComboDetail }>(`${FC}/get-detail`, byId(botId)).then((r) => r.detail);
export const fetchComboRebalances = (botId: Id, page: number, limit: number) =>
  api.post<{ list: Rebalance[]; total?: number }>(`${FC}/get-part-list`, { ...byId(botId), page, limit })
    .then((r) => ({ list: r?.list ?? [], total: Number(r?.total ?? 0) }));
export const fetchTransferDetail = (botId: Id) => api.post<TransferDetail>(`${FC}/get-transfer-detail`, byId(botId));
export const transferCombo = (botId: Id, direction: 'IN' | 'OUT', amount: string) =>
  api.post<{ status_code: number }>(`${FC}/transfer`, { ...byId(botId), transfer_type: direction, amount });
export const rebalanceCombo = (botId: Id) => api.post<{ status_code: number }>(`${FC}/adjust-position`, byId(botId));
export const modifyCombo = (botId: Id, params: Partial<ComboInput>) =>
  api.post<{ status_code: number }>(`${FC}/modify-setting`, { ...byId(botId), ...params });
export const closeCombo = (botId: Id) => api.post<{ status_code: number }>(`${FC}/close-bot`, byId(botId));
