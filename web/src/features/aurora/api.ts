/**
 * AI picks (SPEC §7 `POST /operation/tools/aurora/home`, `/info`; docs/discovery.md "AI picks"):
 * backtested bot setups across families. Field names are Bybit Aurora's; ratios are e4 integers;
 * `params` is exactly the family's create body. Public calls.
 */
import { api } from '../../api/client';

export type AuroraBizType = 'GRID_SPOT' | 'GRID_FUTURES' | 'MART_FUTURES' | 'COMBO_FUTURES';
export const AURORA_BIZ_TYPES: AuroraBizType[] = ['GRID_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES'];

export interface AuroraPick {
  aurora_id: string;
  biz_type: AuroraBizType;
  /** One symbol, or a combo's legs separated by commas. */
  symbol: string;
  style: 1 | 2 | 3;
  style_name: 'HIGH_PROFITS' | 'STEADY' | 'HIGH_FREQUENCY';
  market_mode: string | null;
  /** The backtest window's length in days (a decimal string). */
  estimate_profits_days: string;
  window_start: number;
  window_end: number;
  estimate_profits_rate_e4: number;
  /** `estimate_profits_rate_e4 / days × 365`; null when the window is under 30 days (not annualised). */
  estimate_profits_apr_e4: number | null;
  max_draw_down_rate_e4: number;
  sell_cnt: number | null;
  score_e4: number;
  params: Record<string, unknown>;
}

export interface AuroraHome {
  list: AuroraPick[];
  total: number;
  candidates: number;
  pending: number;
}

export const AURORA_HOME_KEY = 'aurora-home';
export const AURORA_INFO_KEY = 'aurora-info';

export const fetchAuroraHome = () => api.post<AuroraHome>('/operation/tools/aurora/home', {});
export const fetchAuroraInfo = (auroraId: string) =>
  api.post<AuroraPick>('/operation/tools/aurora/info', { aurora_id: auroraId });

/** An e4 integer as a ratio string for the percent formatter: 1234 -> "0.1234". */
export const ratioOfE4 = (e4: number) => String(e4 / 10_000);

const QUOTES = ['USDT', 'USDC'];

/** The family's create page for the pick (relative to the bot section), which resolves `aurora`. */
export function createPathOf(pick: Pick<AuroraPick, 'aurora_id' | 'biz_type' | 'symbol'>): string {
  const id = encodeURIComponent(pick.aurora_id);
  if (pick.biz_type === 'COMBO_FUTURES') return `fcombo-create/?aurora=${id}`;
  const quote = QUOTES.find((q) => pick.symbol.endsWith(q) && pick.symbol.length > q.length) ?? 'USDT';
  const base = pick.symbol.slice(0, pick.symbol.length - quote.length);
  const page = { GRID_SPOT: 'create', GRID_FUTURES: 'fgrid-create', MART_FUTURES: 'fmart-create' }[pick.biz_type];
  return `${page}/?base=${encodeURIComponent(base)}&quote=${quote}&aurora=${id}`;
}
