/** A spot grid pick as the server answers it (tests). */
import type { AuroraPick } from './api';

export function pick(over: Partial<AuroraPick> = {}): AuroraPick {
  return {
    aurora_id: 'grid-BTCUSDT-hp-7d-20250521', biz_type: 'GRID_SPOT', symbol: 'BTCUSDT', style: 1, style_name: 'HIGH_PROFITS',
    market_mode: null, estimate_profits_days: '1.96', window_start: 1_747_699_200_000, window_end: 1_747_868_340_000,
    estimate_profits_rate_e4: 123, estimate_profits_apr_e4: null, max_draw_down_rate_e4: 57, sell_cnt: 40, score_e4: 34,
    params: { symbol: 'BTCUSDT', min_price: '100000', max_price: '110000', cell_number: 20, grid_type: 'ARITHMETIC', quote_investment: '10000' },
    ...over,
  };
}
