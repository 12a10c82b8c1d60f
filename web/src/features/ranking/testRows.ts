import type { RankingRow } from './api';

const DAY = 86_400_000;

/** A ranking row for tests: a 20x futures grid with funds added, copied 3 times. */
export function rankRow(over: Partial<RankingRow> = {}): RankingRow {
  return {
    botType: 'GRID_FUTURES', botId: '2', symbol: 'BTCUSDT', createTime: 0, endTime: 0, runningTime: 3 * DAY + 2 * 3_600_000,
    investment: '1600', pnl: '150.5', pnlPer: '0.09375', yieldRateE4: 938, pnl24h: '10', pnl7d: '150.5',
    maxDrawdownE4: 125, nickName: 'tr***', fundsAdded: true, fundsWithdrawn: false, botStatus: 'RUNNING',
    closeReason: '', copiedCount: 3,
    yieldTrendList: [{ statTime: 0, yieldRateE4: 0 }, { statTime: DAY, yieldRateE4: 400 }, { statTime: 2 * DAY, yieldRateE4: 938 }],
    fgridBot: { gridMode: 'LONG', leverageE2: 2000, minPrice: '95000', maxPrice: '105000', cellNumber: 10 },
    ...over,
  };
}
