/**
 * The ranking calls (docs/discovery.md "Ranking and copy"): the public ranking of every family's
 * bots and its filter ids, the user's listed setting, and copying a ranked bot (the scaled create
 * request first, then the copy). Decimals travel as strings; rates as e4 integers.
 */
import { api } from '../../api/client';

export type BotType = 'GRID_SPOT' | 'GRID_FUTURES' | 'DCA_SPOT' | 'MART_FUTURES' | 'COMBO_FUTURES';
export const BOT_TYPES: BotType[] = ['GRID_SPOT', 'GRID_FUTURES', 'DCA_SPOT', 'MART_FUTURES', 'COMBO_FUTURES'];
export const RUN_TIME_BUCKETS = ['WITHIN_1D', 'D1_TO_D7', 'D7_TO_D30', 'OVER_D30'] as const;
export const PNL_BUCKETS = ['PNL_0_5', 'PNL_5_10', 'PNL_10_20', 'PNL_20_50', 'PNL_50_70', 'PNL_70_100', 'PNL_OVER_100'] as const;
export const SORTERS = ['PNL_PER', 'INVESTMENT', 'COPIED_COUNT'] as const;
export type Sorter = (typeof SORTERS)[number];
export type SortOrder = 'DESC' | 'ASC';

export interface TrendPoint { statTime: number; yieldRateE4: number }

export interface RankingRow {
  botType: string;
  botId: string;
  symbol: string;
  createTime: number;
  endTime: number;
  runningTime: number;
  investment: string;
  pnl: string;
  pnlPer: string;
  yieldRateE4: number;
  pnl24h: string;
  pnl7d: string;
  maxDrawdownE4: number;
  nickName: string;
  fundsAdded: boolean;
  fundsWithdrawn: boolean;
  botStatus: string;
  closeReason: string;
  yieldTrendList: TrendPoint[];
  copiedCount: number;
  gridBot?: Record<string, unknown>;
  fgridBot?: Record<string, unknown> & { leverageE2?: number };
  dcaBot?: Record<string, unknown>;
  fmartinBot?: Record<string, unknown> & { leverageE2?: number };
  fcomboBot?: Record<string, unknown> & { leverageE2?: number; symbolSettings?: { symbol: string }[] };
}

export interface RankingPage { list: RankingRow[]; total: number; page: number; limit: number }

export interface RankingQuery {
  runTimeBucket: string;
  pnlBucket: string;
  botType: string;
  sortBy: Sorter;
  sortOrder: SortOrder;
}

export const RANKING_KEY = 'ranking';
export const RANKING_SETTINGS_KEY = 'ranking-settings';
export const PAGE_SIZE = 10;

export const fetchRanking = (q: RankingQuery, page: number) =>
  api.post<RankingPage>('/operation/tools/v1/mixed-ranking', { ...q, page, limit: PAGE_SIZE });

export interface RankingSettings { listed: boolean; nick_name: string }

export const fetchRankingSettings = () => api.post<RankingSettings>('/s1/bot/tradingbot/v1/ranking-settings', {});
export const saveRankingSettings = (listed: boolean) =>
  api.post<RankingSettings>('/s1/bot/tradingbot/v1/ranking-settings', { listed });

export interface CopyCheck { check_code: string; field: string; from: string; to: string; message: string }

export interface CopyPreview {
  bot_type: string;
  bot_id: string;
  symbol: string;
  original_investment: string;
  investment: string;
  params: Record<string, unknown>;
  checks: CopyCheck[];
}

export const fetchCopyParams = (botType: string, botId: string, investment: string) =>
  api.post<CopyPreview>('/s1/bot/tradingbot/v1/copy-params', { bot_type: botType, bot_id: botId, investment });

export const copyBot = (botType: string, botId: string, investment: string) =>
  api.post<{ bot_type: string; bot_id: string; followed_bot_id: string }>(
    '/s1/bot/tradingbot/v1/copy-bot', { bot_type: botType, bot_id: botId, investment });

/** The row's leverage (futures families), as a multiple. */
export function leverageOf(row: RankingRow): number | null {
  const e2 = row.fgridBot?.leverageE2 ?? row.fmartinBot?.leverageE2 ?? row.fcomboBot?.leverageE2;
  return typeof e2 === 'number' ? e2 / 100 : null;
}

/** A combo's legs, else the one symbol. */
export function symbolsOf(row: RankingRow): string[] {
  const legs = row.fcomboBot?.symbolSettings;
  return Array.isArray(legs) && legs.length ? legs.map((l) => l.symbol) : [row.symbol];
}
