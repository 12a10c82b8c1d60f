/**
 * The backtest lab (`/s1/bot/backtest/v1`, docs/backtest-api.md): a family's create parameters
 * run over a window of the server's history or uploaded candles, as a job. Every call is private
 * but `shared`, the read of one result its owner shared.
 */
import { contract, type Schemas } from '../../api/contract';

export type Family = Schemas['BacktestCreateRequest']['family'];
export type BacktestStatus = Schemas['BacktestStatus'];
export type BacktestResult = Schemas['BacktestResult'];
export type BacktestMetrics = Schemas['BacktestMetrics'];
export type CreateBacktest = Schemas['BacktestCreateRequest'];
export type Point = [number, string];

export const FAMILIES: Family[] = ['GRID_SPOT', 'DCA_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES'];
export const isFamily = (v: unknown): v is Family => FAMILIES.includes(v as Family);

const BT = '/s1/bot/backtest/v1';
export const RUNS_KEY = ['backtest-runs'] as const;
export const resultKey = (jobId: string) => ['backtest-result', jobId] as const;

export const createBacktest = (body: CreateBacktest) => contract.post(`${BT}/create`, body);
export const uploadCandles = (body: Schemas['BacktestUploadRequest']) => contract.post(`${BT}/upload-candles`, body);
export const fetchStatus = (jobId: string) => contract.post(`${BT}/status`, { job_id: jobId });
export const fetchResult = (jobId: string) => contract.post(`${BT}/result`, { job_id: jobId });
export const listRuns = () => contract.post(`${BT}/list`, {});
export const cancelRun = (jobId: string) => contract.post(`${BT}/cancel`, { job_id: jobId });
export const deleteRun = (jobId: string) => contract.post(`${BT}/delete`, { job_id: jobId });
export const shareRun = (jobId: string) => contract.post(`${BT}/share`, { job_id: jobId });
export const fetchShared = (token: string) => contract.post(`${BT}/shared`, { token });

export const ACTIVE_STATES: BacktestStatus['state'][] = ['queued', 'running'];

/** The symbols a family's create body trades (a recurring DCA's pairs, a combo's legs). */
export function symbolsOf(family: Family, params: Record<string, unknown>): string[] {
  if (family === 'COMBO_FUTURES') {
    const legs = Array.isArray(params.symbol_settings) ? params.symbol_settings : [];
    return legs.map((l) => String((l as { symbol?: unknown }).symbol ?? '')).filter(Boolean);
  }
  if (family === 'DCA_SPOT' && params.dca_type === 'RECURRING' && Array.isArray(params.pairs)) {
    const quote = String(params.quote_coin ?? 'USDT');
    return params.pairs.map((p) => `${String((p as { base?: unknown }).base ?? '')}${quote}`);
  }
  return typeof params.symbol === 'string' ? [params.symbol] : [];
}

/** The lab page (relative to the bot section) with a family and its parameters to backtest. */
export function labPath(family: Family, params: Record<string, unknown>): string {
  return `/backtest/?family=${family}&params=${encodeURIComponent(JSON.stringify(params))}`;
}

const QUOTES = ['USDT', 'USDC'];
const CREATE_PAGES: Record<Family, string> = {
  GRID_SPOT: 'create', DCA_SPOT: 'dca-create', GRID_FUTURES: 'fgrid-create', MART_FUTURES: 'fmart-create',
  COMBO_FUTURES: 'fcombo-create',
};

/** The family's create page for a run (`?backtest=<job_id>` fills the form with the run's parameters). */
export function createPathOf(family: Family, symbols: string[], jobId: string): string {
  const page = `/${CREATE_PAGES[family]}/`;
  const run = `backtest=${encodeURIComponent(jobId)}`;
  const symbol = symbols[0] ?? '';
  if (family === 'COMBO_FUTURES' || !symbol) return `${page}?${run}`;
  const quote = QUOTES.find((q) => symbol.endsWith(q) && symbol.length > q.length) ?? 'USDT';
  const base = symbol.slice(0, symbol.length - quote.length);
  return `${page}?base=${encodeURIComponent(base)}&quote=${quote}&${run}`;
}

/** The read-only page of a shared run (the link a user copies). */
export function sharedPath(token: string): string {
  return `/backtest/shared/?token=${encodeURIComponent(token)}`;
}
