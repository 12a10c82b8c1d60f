import type { BacktestResult, BacktestStatus } from './api';

const T0 = 1_748_736_000_000;
const H = 3_600_000;

/** A finished spot grid run of two days (no APR), as `result` answers it. */
export function resultFixture(over: Partial<BacktestResult> = {}, metrics: Partial<BacktestResult['metrics']> = {}): BacktestResult {
  return {
    job_id: '41',
    options: { fees: true, funding: true },
    params: { symbol: 'BTCUSDT', min_price: '100000', max_price: '110000', cell_number: 20, quote_investment: '1000' },
    family: 'GRID_SPOT',
    symbols: ['BTCUSDT'],
    start_ms: T0,
    end_ms: T0 + 48 * H,
    days: '2',
    candles: 2880,
    status: 'RUNNING',
    close_reason: null,
    metrics: {
      investment: '1000', final_equity: '1012.5', total_pnl: '12.5', return_ratio: '0.0125', apr: null, max_drawdown: '0.0321',
      sharpe: '1.87', sortino: '2.45', fees: '0.84', funding: '0', trades: 14, strategy_profit: '9.3', grid_profit: '9.3',
      trend_pnl: '3.2', time_in_market: '0.76', rounds: 6, buy_hold_pnl: '-4.1', ...metrics,
    },
    equity: [[T0, '1000'], [T0 + 24 * H, '990'], [T0 + 48 * H, '1012.5']],
    buy_hold: [[T0, '1000'], [T0 + 24 * H, '980'], [T0 + 48 * H, '995.9']],
    drawdown: [[T0, '0'], [T0 + 24 * H, '0.01'], [T0 + 48 * H, '0']],
    fills: [
      { symbol: 'BTCUSDT', ts: T0 + 2 * H, kind: 'FILL', side: 'BUY', price: '104000', qty: '0.001', fee: '0.104' },
      { symbol: 'BTCUSDT', ts: T0 + 30 * H, kind: 'FILL', side: 'SELL', price: '104500', qty: '0.001', fee: '0.1045' },
    ],
    fills_total: 14,
    rounds: [{ ts: T0 + 30 * H, kind: 'CYCLE', data: { profit: '0.29', buy_price: '104000', sell_price: '104500' } }],
    rounds_total: 6,
    candles_by_symbol: {
      BTCUSDT: [[T0, '104000', '104600', '103800', '104200'], [T0 + 24 * H, '104200', '104900', '103500', '104400']],
    },
    ...over,
  };
}

export function statusFixture(over: Partial<BacktestStatus> = {}): BacktestStatus {
  return {
    job_id: '41', family: 'GRID_SPOT', symbols: ['BTCUSDT'], state: 'running', progress: 42.5, candles_done: 1224,
    candles_total: 2880, eta_ms: 3 * 60_000, created_ms: T0, started_ms: T0, finished_ms: null, error_code: null, error: null,
    ...over,
  };
}
